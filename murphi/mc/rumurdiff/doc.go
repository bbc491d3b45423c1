// Package rumurdiff generates small random Murphi models in a fragment that both paraverify and Rumur accept, and runs Rumur on them, for the differential fuzzing of the explicit-state checker.
package rumurdiff
