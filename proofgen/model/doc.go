// Package model is the model over unbounded index types that proofgen's proof speaks about (see package proofgen): index types, location families, expressions, statements, rules, startstates and properties, with the effects of actions and walks over expressions and statements.
package model
