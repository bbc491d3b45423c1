// Package report writes what find and the main job produce: the tables, the derivation graph and the Isabelle session into the output directory (atomically), and the traces of violations.
package report
