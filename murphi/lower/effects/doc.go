// Package effects tells which location families (a state variable with a path of fields, indices left out) Murphi statements and expressions read and write.
package effects
