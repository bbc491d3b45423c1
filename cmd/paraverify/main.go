// Command paraverify proves cache-coherence protocols written in Murphi correct for any number of nodes.
package main

import "os"

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}
