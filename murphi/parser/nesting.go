package parser

// This file implements the nesting bound checked on the token stream
// before parsing: ANTLR's prediction and error recovery cost time linear in
// the depth of the rule stack at every level, so absurdly deep input (fuzzed
// or generated) would take quadratic time.

import (
	"github.com/antlr4-go/antlr/v4"

	"paraverify/grammar"
)

// MaxNesting bounds the nesting of brackets and blocks in a file.
const MaxNesting = 200

// nestingDelta gives, per token type, +1 for a token opening a bracket or
// block, -1 for one closing it and 0 otherwise.
func nestingDelta(lexer *grammar.MurphiLexer) []int {
	delta := make([]int, len(lexer.SymbolicNames)+1)
	set := func(d int, types ...int) {
		for _, t := range types {
			if t >= 0 && t < len(delta) {
				delta[t] = d
			}
		}
	}
	for t, lit := range lexer.LiteralNames {
		switch lit {
		case "'('", "'['", "'{'":
			set(1, t)
		case "')'", "']'", "'}'":
			set(-1, t)
		}
	}
	set(1, grammar.MurphiLexerIF, grammar.MurphiLexerSWITCH, grammar.MurphiLexerFOR,
		grammar.MurphiLexerWHILE, grammar.MurphiLexerALIAS, grammar.MurphiLexerRULESET,
		grammar.MurphiLexerFORALL, grammar.MurphiLexerEXISTS, grammar.MurphiLexerRECORD,
		grammar.MurphiLexerRULE, grammar.MurphiLexerSTARTSTATE, grammar.MurphiLexerPROCEDURE,
		grammar.MurphiLexerFUNCTION)
	set(-1, grammar.MurphiLexerEND, grammar.MurphiLexerENDALIAS, grammar.MurphiLexerENDEXISTS,
		grammar.MurphiLexerENDFOR, grammar.MurphiLexerENDFORALL, grammar.MurphiLexerENDFUNCTION,
		grammar.MurphiLexerENDIF, grammar.MurphiLexerENDPROCEDURE, grammar.MurphiLexerENDRECORD,
		grammar.MurphiLexerENDRULE, grammar.MurphiLexerENDRULESET, grammar.MurphiLexerENDSTARTSTATE,
		grammar.MurphiLexerENDSWITCH, grammar.MurphiLexerENDWHILE)
	return delta
}

// tooDeep returns the first token at which the nesting exceeds MaxNesting.
// Unbalanced input only makes the estimate larger, never smaller than the
// real nesting.
func tooDeep(lexer *grammar.MurphiLexer, tokens *antlr.CommonTokenStream) antlr.Token {
	delta := nestingDelta(lexer)
	tokens.Fill()
	depth := 0
	for _, t := range tokens.GetAllTokens() {
		if tt := t.GetTokenType(); tt >= 0 && tt < len(delta) {
			depth += delta[tt]
		}
		if depth > MaxNesting {
			return t
		}
	}
	return nil
}
