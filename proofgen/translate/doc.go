// Package translate translates the checked Murphi model into proofgen's model over unbounded index types (package model), choosing its Isabelle names and reporting the constructs outside the supported fragment by kind.
package translate
