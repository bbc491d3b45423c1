// Package load reads, parses and checks a Murphi model with the command line's constant overrides (--config, -D) and sorts input errors into exit codes.
package load
