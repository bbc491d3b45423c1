package exitcode

import "errors"

// Exit codes of the whole CLI.
const (
	OK           = 0 // success
	Violated     = 1 // a property is violated
	BadInput     = 2 // bad input or usage
	Inconclusive = 3 // e.g. no invariant found, a limit hit
)

// Error carries an exit code out of a command's RunE.
type Error struct {
	Code int
	Err  error
}

func (e *Error) Error() string { return e.Err.Error() }
func (e *Error) Unwrap() error { return e.Err }

// ErrReported marks an exit whose errors have already been printed.
var ErrReported = errors.New("errors reported")

// New wraps err with an exit code.
func New(code int, err error) error { return &Error{Code: code, Err: err} }

// Bad wraps err as an exit-2 (bad input) error.
func Bad(err error) error { return New(BadInput, err) }

// Internal wraps err, an error of the tool itself (its message says
// "internal error"), as inconclusive: nothing was established, and the
// input is not to blame.
func Internal(err error) error { return New(Inconclusive, err) }
