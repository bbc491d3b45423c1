//go:build !unix

package isabelle

import "os/exec"

// ownGroup leaves cmd as it is: cancellation kills the process alone.
func ownGroup(cmd *exec.Cmd) {}
