// Package isabelle writes the Isabelle/HOL session of a proof (ROOT, the base theory, the model, lemma and main theories), lints its text for constructs Isabelle may reject, and runs a local Isabelle (PATH or $ISABELLE) on it.
package isabelle
