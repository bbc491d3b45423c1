// Package evidence answers the search's reachability queries (invfinder.Reach) from the explicit-state checker's exploration of a reference instance, and of a larger one when a cube does not fit, with a targeted search beyond a prefix to refute a candidate (invfinder.Refuter).
package evidence
