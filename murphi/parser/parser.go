// Package parser turns Murphi source text into an ast.File; it is the only user of the ANTLR-generated grammar package.
package parser

// This file implements the entry point: input screening (empty and binary
// files, bytes that are not UTF-8 outside comments and strings, a leading
// byte-order mark), running the ANTLR lexer and parser with our own error listener,
// and recovering internal panics into positioned errors.

import (
	"bytes"
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/antlr4-go/antlr/v4"

	"paraverify/grammar"
	"paraverify/murphi/ast"
	"paraverify/murphi/source"
)

// MaxErrors caps the number of syntax errors reported for one file.
const MaxErrors = 50

// ParseFile parses the Murphi source src read from path. It always returns
// a non-nil file (partial when there are errors) and the errors sorted by
// position.
func ParseFile(path string, src []byte) (file *ast.File, errs source.ErrorList) {
	file = &ast.File{Path: path}
	defer func() {
		if r := recover(); r != nil {
			errs.Add(source.Pos{File: path, Line: 1, Col: 1}, "internal error: parser: %v", r)
			errs.Sort()
		}
	}()
	src = bytes.TrimPrefix(src, utf8BOM)
	if pos, ok := binaryAt(path, src); ok {
		errs.Add(pos, "binary file: not Murphi source")
		return file, errs
	}
	if bad := badBytes(path, src); len(bad) > 0 {
		return file, bad
	}
	el := &errorListener{path: path}
	lexer := grammar.NewMurphiLexer(antlr.NewInputStream(string(src)))
	lexer.RemoveErrorListeners()
	lexer.AddErrorListener(el)
	tokens := antlr.NewCommonTokenStream(lexer, antlr.TokenDefaultChannel)
	if t := tooDeep(lexer, tokens); t != nil {
		errs = append(el.errs, &source.Error{Pos: source.Pos{File: path, Line: t.GetLine(), Col: t.GetColumn() + 1},
			Msg: fmt.Sprintf("syntax error: nesting deeper than %d levels", MaxNesting)})
		errs.Sort()
		return file, errs
	}

	// Two-stage parsing: the fast SLL prediction mode first; only when it
	// reports an error (which may be spurious in SLL), the full LL mode,
	// whose errors are the ones reported.
	lexErrs := len(el.errs) // tooDeep has run the lexer to the end
	tree := parseWith(tokens, el, antlr.PredictionModeSLL)
	if len(el.errs) > lexErrs {
		el.errs = el.errs[:lexErrs]
		tokens.Seek(0)
		tree = parseWith(tokens, el, antlr.PredictionModeLL)
	}
	if len(el.errs) == 0 && tokens.Get(0).GetTokenType() == antlr.TokenEOF {
		el.errs.Add(source.Pos{File: path, Line: 1, Col: 1}, "empty file")
	}
	c := &converter{path: path, errs: el.errs}
	c.program(tree, file)
	errs = c.errs
	errs.Sort()
	if len(errs) > MaxErrors {
		errs = append(errs[:MaxErrors], &source.Error{Pos: errs[MaxErrors].Pos, Msg: "too many errors"})
	}
	return file, errs
}

// parseWith parses the whole token stream in the given prediction mode.
func parseWith(tokens *antlr.CommonTokenStream, el *errorListener, mode int) grammar.IProgramContext {
	p := grammar.NewMurphiParser(tokens)
	p.RemoveErrorListeners()
	p.AddErrorListener(el)
	p.GetInterpreter().SetPredictionMode(mode)
	return p.Program()
}

// utf8BOM is the UTF-8 byte-order mark, ignored at the start of a file.
var utf8BOM = []byte{0xEF, 0xBB, 0xBF}

// binaryAt reports the position of the first NUL byte in src.
func binaryAt(path string, src []byte) (source.Pos, bool) {
	i := bytes.IndexByte(src, 0)
	if i < 0 {
		return source.Pos{}, false
	}
	return position(path, src, i), true
}

// position returns the position of byte offset off in src; columns count
// characters, an invalid UTF-8 byte being one (as the lexer counts them).
func position(path string, src []byte, off int) source.Pos {
	line, col := 1, 1
	for i := 0; i < off; {
		r, size := utf8.DecodeRune(src[i:])
		if r == '\n' {
			line, col = line+1, 1
		} else {
			col++
		}
		i += size
	}
	return source.Pos{File: path, Line: line, Col: col}
}

// badBytes reports every byte that is not part of valid UTF-8 outside
// comments and string literals. Comments and strings may hold any byte, as
// in CMurphi (older models have Latin-1 text in comments); the lexer reads
// such a byte as U+FFFD.
func badBytes(path string, src []byte) (errs source.ErrorList) {
	const (
		code = iota
		lineComment
		blockComment
		str
	)
	state := code
	for i := 0; i < len(src); {
		r, size := utf8.DecodeRune(src[i:])
		switch state {
		case code:
			switch {
			case r == utf8.RuneError && size <= 1:
				if len(errs) < MaxErrors {
					errs.Add(position(path, src, i), "invalid character: byte 0x%02X is not UTF-8 (only comments and strings may hold such bytes)", src[i])
				}
			case r == '-' && i+1 < len(src) && src[i+1] == '-':
				state, size = lineComment, 2
			case r == '/' && i+1 < len(src) && src[i+1] == '*':
				state, size = blockComment, 2
			case r == '"':
				state = str
			}
		case lineComment:
			if r == '\n' || r == '\r' {
				state = code
			}
		case blockComment:
			if r == '*' && i+1 < len(src) && src[i+1] == '/' {
				state, size = code, 2
			}
		case str:
			if r == '"' || r == '\n' || r == '\r' {
				state = code
			}
		}
		i += size
	}
	return errs
}

// errorListener records ANTLR's syntax errors as positioned errors.
type errorListener struct {
	*antlr.DefaultErrorListener
	path string
	errs source.ErrorList
}

func (l *errorListener) SyntaxError(_ antlr.Recognizer, offending interface{}, line, column int, msg string, _ antlr.RecognitionException) {
	if len(l.errs) > MaxErrors {
		return
	}
	// ANTLR's "no viable alternative at input 'x:=;'" glues the tokens of
	// the whole attempted alternative together; name the token at fault.
	if strings.HasPrefix(msg, "no viable alternative") {
		if tok, ok := offending.(antlr.Token); ok {
			msg = "unexpected " + tokenText(tok)
		}
	}
	msg = strings.ReplaceAll(msg, "'<EOF>'", "end of file")
	l.errs.Add(source.Pos{File: l.path, Line: line, Col: column + 1}, "syntax error: %s", cleanMsg(msg))
}

// tokenText quotes a token for messages.
func tokenText(t antlr.Token) string {
	if t.GetTokenType() == antlr.TokenEOF {
		return "end of file"
	}
	return "'" + t.GetText() + "'"
}

// cleanMsg shortens ANTLR's long "expecting {...}" token sets.
func cleanMsg(msg string) string {
	if i := strings.Index(msg, " expecting {"); i >= 0 && strings.Count(msg[i:], ",") > 6 {
		msg = msg[:i]
	}
	return msg
}

// errorf records a conversion error.
func (c *converter) errorf(pos source.Pos, format string, args ...any) {
	c.errs.Add(pos, "%s", fmt.Sprintf(format, args...))
}
