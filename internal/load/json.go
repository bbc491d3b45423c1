package load

import "paraverify/murphi/source"

// JSONError is a positioned error in JSON output.
type JSONError struct {
	File    string `json:"file"`
	Line    int    `json:"line,omitempty"` // 0 (left out) when the error has no position
	Col     int    `json:"col,omitempty"`
	Message string `json:"message"`
}

// JSONErrors converts positioned errors (file is used for those without
// a position).
func JSONErrors(list source.ErrorList, file string) []JSONError {
	out := []JSONError{}
	for _, e := range list {
		je := JSONError{File: e.Pos.File, Line: e.Pos.Line, Col: e.Pos.Col, Message: e.Msg}
		if je.File == "" {
			je.File = file
		}
		out = append(out, je)
	}
	return out
}
