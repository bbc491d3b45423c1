// Package grammar holds Murphi.g4 and the Go parser that ANTLR 4.13 generates from it (regenerate with `make generate`; never edit the generated files; `go vet` runs on it with -unreachable=false because ANTLR's templates contain unreachable code).
package grammar
