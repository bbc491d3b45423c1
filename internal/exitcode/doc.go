// Package exitcode defines paraverify's exit codes and the error that carries one out of a command.
package exitcode
