// Package budget implements the limits of a long job (--timeout, --max-memory), which stop every stage with a clear reason, and the progress it reports on stderr so that it never goes silent.
package budget
