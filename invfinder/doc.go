// Package invfinder finds the auxiliary invariants and causal relations of paraVerifier's method (invFinder): the search from the model's properties (Find), its independent re-check (Verify) and its report; the invariants themselves and the normalization of the properties are package formula's, the weakest preconditions package wp's.
package invfinder
