// Code generated from grammar/Murphi.g4 by ANTLR 4.13.1. DO NOT EDIT.

package grammar // Murphi
import (
	"fmt"
	"strconv"
	"sync"

	"github.com/antlr4-go/antlr/v4"
)

// Suppress unused import errors
var _ = fmt.Printf
var _ = strconv.Itoa
var _ = sync.Once{}

type MurphiParser struct {
	*antlr.BaseParser
}

var MurphiParserStaticData struct {
	once                   sync.Once
	serializedATN          []int32
	LiteralNames           []string
	SymbolicNames          []string
	RuleNames              []string
	PredictionContextCache *antlr.PredictionContextCache
	atn                    *antlr.ATN
	decisionToDFA          []*antlr.DFA
}

func murphiParserInit() {
	staticData := &MurphiParserStaticData
	staticData.LiteralNames = []string{
		"", "';'", "':'", "','", "'('", "')'", "'..'", "'{'", "'}'", "'['",
		"']'", "':='", "'==>'", "'-'", "'+'", "'*'", "'/'", "'%'", "'='", "'!='",
		"'<'", "'<='", "'>'", "'>='", "'!'", "'&'", "'|'", "'->'", "'?'", "'.'",
		"'alias'", "'array'", "'assert'", "'begin'", "'by'", "'case'", "'clear'",
		"'const'", "'do'", "'else'", "'elsif'", "'end'", "'endalias'", "'endexists'",
		"'endfor'", "'endforall'", "'endfunction'", "'endif'", "'endprocedure'",
		"'endrecord'", "'endrule'", "'endruleset'", "'endstartstate'", "'endswitch'",
		"'endwhile'", "'enum'", "'error'", "'exists'", "'for'", "'forall'",
		"'function'", "'if'", "'invariant'", "'ismember'", "'isundefined'",
		"'multiset'", "'multisetcount'", "'multisetadd'", "'multisetremove'",
		"'multisetremovepred'", "'choose'", "'endchoose'", "'undefined'", "'of'",
		"'procedure'", "'put'", "'record'", "'return'", "'rule'", "'real'",
		"'ruleset'", "'scalarset'", "'startstate'", "'switch'", "'then'", "'to'",
		"'type'", "'undefine'", "'union'", "'var'", "'while'",
	}
	staticData.SymbolicNames = []string{
		"", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "",
		"", "", "", "", "", "", "", "", "", "", "", "", "", "ALIAS", "ARRAY",
		"ASSERT", "BEGIN", "BY", "CASE", "CLEAR", "CONST", "DO", "ELSE", "ELSIF",
		"END", "ENDALIAS", "ENDEXISTS", "ENDFOR", "ENDFORALL", "ENDFUNCTION",
		"ENDIF", "ENDPROCEDURE", "ENDRECORD", "ENDRULE", "ENDRULESET", "ENDSTARTSTATE",
		"ENDSWITCH", "ENDWHILE", "ENUM", "ERROR", "EXISTS", "FOR", "FORALL",
		"FUNCTION", "IF", "INVARIANT", "ISMEMBER", "ISUNDEFINED", "MULTISET",
		"MULTISETCOUNT", "MULTISETADD", "MULTISETREMOVE", "MULTISETREMOVEPRED",
		"CHOOSE", "ENDCHOOSE", "UNDEFINED", "OF", "PROCEDURE", "PUT", "RECORD",
		"RETURN", "RULE", "REAL", "RULESET", "SCALARSET", "STARTSTATE", "SWITCH",
		"THEN", "TO", "TYPE", "UNDEFINE", "UNION", "VAR", "WHILE", "ID", "INT",
		"REALNUM", "STRING", "LINE_COMMENT", "BLOCK_COMMENT", "WS", "ERRCHAR",
	}
	staticData.RuleNames = []string{
		"program", "topDecl", "constDecl", "typeDecl", "varDecl", "procDecl",
		"procBody", "localDecls", "formal", "typeExpr", "fieldDecl", "stmtList",
		"stmt", "actual", "elsif", "caseArm", "aliasDecl", "doKw", "quantifier",
		"rule_", "ruleList", "ruleBody", "expr", "designator", "selector",
	}
	staticData.PredictionContextCache = antlr.NewPredictionContextCache()
	staticData.serializedATN = []int32{
		4, 1, 98, 715, 2, 0, 7, 0, 2, 1, 7, 1, 2, 2, 7, 2, 2, 3, 7, 3, 2, 4, 7,
		4, 2, 5, 7, 5, 2, 6, 7, 6, 2, 7, 7, 7, 2, 8, 7, 8, 2, 9, 7, 9, 2, 10, 7,
		10, 2, 11, 7, 11, 2, 12, 7, 12, 2, 13, 7, 13, 2, 14, 7, 14, 2, 15, 7, 15,
		2, 16, 7, 16, 2, 17, 7, 17, 2, 18, 7, 18, 2, 19, 7, 19, 2, 20, 7, 20, 2,
		21, 7, 21, 2, 22, 7, 22, 2, 23, 7, 23, 2, 24, 7, 24, 1, 0, 1, 0, 1, 0,
		5, 0, 54, 8, 0, 10, 0, 12, 0, 57, 9, 0, 5, 0, 59, 8, 0, 10, 0, 12, 0, 62,
		9, 0, 1, 0, 1, 0, 1, 1, 1, 1, 1, 1, 1, 1, 5, 1, 70, 8, 1, 10, 1, 12, 1,
		73, 9, 1, 1, 1, 1, 1, 1, 1, 1, 1, 5, 1, 79, 8, 1, 10, 1, 12, 1, 82, 9,
		1, 1, 1, 1, 1, 1, 1, 1, 1, 5, 1, 88, 8, 1, 10, 1, 12, 1, 91, 9, 1, 1, 1,
		1, 1, 3, 1, 95, 8, 1, 3, 1, 97, 8, 1, 1, 2, 1, 2, 1, 2, 1, 2, 1, 3, 1,
		3, 1, 3, 1, 3, 1, 4, 1, 4, 1, 4, 5, 4, 110, 8, 4, 10, 4, 12, 4, 113, 9,
		4, 1, 4, 1, 4, 1, 4, 1, 5, 1, 5, 1, 5, 1, 5, 1, 5, 4, 5, 123, 8, 5, 11,
		5, 12, 5, 124, 1, 5, 5, 5, 128, 8, 5, 10, 5, 12, 5, 131, 9, 5, 1, 5, 5,
		5, 134, 8, 5, 10, 5, 12, 5, 137, 9, 5, 3, 5, 139, 8, 5, 1, 5, 1, 5, 1,
		5, 1, 5, 1, 5, 1, 5, 1, 5, 1, 5, 1, 5, 1, 5, 4, 5, 151, 8, 5, 11, 5, 12,
		5, 152, 1, 5, 5, 5, 156, 8, 5, 10, 5, 12, 5, 159, 9, 5, 1, 5, 5, 5, 162,
		8, 5, 10, 5, 12, 5, 165, 9, 5, 3, 5, 167, 8, 5, 1, 5, 1, 5, 1, 5, 1, 5,
		1, 5, 1, 5, 1, 5, 3, 5, 176, 8, 5, 1, 6, 5, 6, 179, 8, 6, 10, 6, 12, 6,
		182, 9, 6, 1, 6, 3, 6, 185, 8, 6, 1, 6, 1, 6, 1, 7, 1, 7, 1, 7, 1, 7, 5,
		7, 193, 8, 7, 10, 7, 12, 7, 196, 9, 7, 1, 7, 1, 7, 1, 7, 1, 7, 5, 7, 202,
		8, 7, 10, 7, 12, 7, 205, 9, 7, 1, 7, 1, 7, 1, 7, 1, 7, 5, 7, 211, 8, 7,
		10, 7, 12, 7, 214, 9, 7, 3, 7, 216, 8, 7, 1, 8, 3, 8, 219, 8, 8, 1, 8,
		1, 8, 1, 8, 5, 8, 224, 8, 8, 10, 8, 12, 8, 227, 9, 8, 1, 8, 1, 8, 1, 8,
		1, 9, 1, 9, 1, 9, 1, 9, 1, 9, 1, 9, 1, 9, 1, 9, 1, 9, 1, 9, 5, 9, 242,
		8, 9, 10, 9, 12, 9, 245, 9, 9, 1, 9, 1, 9, 1, 9, 1, 9, 1, 9, 1, 9, 1, 9,
		1, 9, 1, 9, 1, 9, 1, 9, 1, 9, 1, 9, 1, 9, 1, 9, 1, 9, 1, 9, 5, 9, 264,
		8, 9, 10, 9, 12, 9, 267, 9, 9, 1, 9, 3, 9, 270, 8, 9, 1, 9, 1, 9, 1, 9,
		1, 9, 1, 9, 1, 9, 5, 9, 278, 8, 9, 10, 9, 12, 9, 281, 9, 9, 1, 9, 1, 9,
		1, 9, 1, 9, 1, 9, 1, 9, 1, 9, 1, 9, 1, 9, 5, 9, 292, 8, 9, 10, 9, 12, 9,
		295, 9, 9, 1, 9, 1, 9, 1, 9, 1, 9, 1, 9, 1, 9, 1, 9, 1, 9, 1, 9, 3, 9,
		306, 8, 9, 1, 10, 1, 10, 1, 10, 5, 10, 311, 8, 10, 10, 10, 12, 10, 314,
		9, 10, 1, 10, 1, 10, 1, 10, 1, 11, 3, 11, 320, 8, 11, 1, 11, 1, 11, 3,
		11, 324, 8, 11, 5, 11, 326, 8, 11, 10, 11, 12, 11, 329, 9, 11, 1, 12, 1,
		12, 1, 12, 1, 12, 3, 12, 335, 8, 12, 1, 12, 1, 12, 1, 12, 1, 12, 1, 12,
		5, 12, 342, 8, 12, 10, 12, 12, 12, 345, 9, 12, 1, 12, 1, 12, 3, 12, 349,
		8, 12, 1, 12, 1, 12, 1, 12, 1, 12, 1, 12, 5, 12, 356, 8, 12, 10, 12, 12,
		12, 359, 9, 12, 1, 12, 1, 12, 3, 12, 363, 8, 12, 1, 12, 1, 12, 1, 12, 1,
		12, 1, 12, 1, 12, 5, 12, 371, 8, 12, 10, 12, 12, 12, 374, 9, 12, 1, 12,
		1, 12, 1, 12, 1, 12, 1, 12, 1, 12, 1, 12, 1, 12, 1, 12, 1, 12, 1, 12, 1,
		12, 1, 12, 1, 12, 5, 12, 390, 8, 12, 10, 12, 12, 12, 393, 9, 12, 1, 12,
		3, 12, 396, 8, 12, 1, 12, 1, 12, 1, 12, 1, 12, 1, 12, 1, 12, 1, 12, 1,
		12, 1, 12, 5, 12, 407, 8, 12, 10, 12, 12, 12, 410, 9, 12, 3, 12, 412, 8,
		12, 1, 12, 1, 12, 1, 12, 1, 12, 1, 12, 1, 12, 1, 12, 1, 12, 1, 12, 1, 12,
		3, 12, 424, 8, 12, 1, 12, 1, 12, 1, 12, 3, 12, 429, 8, 12, 1, 12, 1, 12,
		3, 12, 433, 8, 12, 1, 12, 1, 12, 1, 12, 1, 12, 1, 12, 1, 12, 1, 12, 1,
		12, 1, 12, 1, 12, 1, 12, 1, 12, 1, 12, 1, 12, 1, 12, 1, 12, 1, 12, 1, 12,
		1, 12, 1, 12, 1, 12, 1, 12, 1, 12, 3, 12, 458, 8, 12, 1, 13, 1, 13, 3,
		13, 462, 8, 13, 1, 14, 1, 14, 1, 14, 1, 14, 1, 14, 1, 15, 1, 15, 1, 15,
		1, 15, 5, 15, 473, 8, 15, 10, 15, 12, 15, 476, 9, 15, 1, 15, 1, 15, 1,
		15, 1, 16, 1, 16, 1, 16, 1, 16, 1, 17, 1, 17, 1, 18, 1, 18, 1, 18, 1, 18,
		1, 18, 1, 18, 1, 18, 1, 18, 1, 18, 1, 18, 3, 18, 497, 8, 18, 3, 18, 499,
		8, 18, 1, 19, 1, 19, 3, 19, 503, 8, 19, 1, 19, 3, 19, 506, 8, 19, 1, 19,
		1, 19, 1, 19, 3, 19, 511, 8, 19, 1, 19, 1, 19, 1, 19, 1, 19, 1, 19, 3,
		19, 518, 8, 19, 1, 19, 1, 19, 1, 19, 1, 19, 1, 19, 3, 19, 525, 8, 19, 1,
		19, 1, 19, 1, 19, 1, 19, 1, 19, 5, 19, 532, 8, 19, 10, 19, 12, 19, 535,
		9, 19, 1, 19, 1, 19, 1, 19, 1, 19, 1, 19, 1, 19, 1, 19, 1, 19, 5, 19, 545,
		8, 19, 10, 19, 12, 19, 548, 9, 19, 1, 19, 3, 19, 551, 8, 19, 1, 19, 1,
		19, 1, 19, 1, 19, 1, 19, 1, 19, 1, 19, 1, 19, 1, 19, 1, 19, 1, 19, 1, 19,
		3, 19, 565, 8, 19, 1, 20, 1, 20, 5, 20, 569, 8, 20, 10, 20, 12, 20, 572,
		9, 20, 5, 20, 574, 8, 20, 10, 20, 12, 20, 577, 9, 20, 1, 21, 5, 21, 580,
		8, 21, 10, 21, 12, 21, 583, 9, 21, 1, 21, 3, 21, 586, 8, 21, 1, 21, 1,
		21, 1, 22, 1, 22, 1, 22, 1, 22, 1, 22, 1, 22, 1, 22, 1, 22, 1, 22, 1, 22,
		1, 22, 5, 22, 601, 8, 22, 10, 22, 12, 22, 604, 9, 22, 1, 22, 1, 22, 1,
		22, 1, 22, 1, 22, 1, 22, 1, 22, 1, 22, 5, 22, 614, 8, 22, 10, 22, 12, 22,
		617, 9, 22, 1, 22, 1, 22, 1, 22, 1, 22, 1, 22, 1, 22, 1, 22, 1, 22, 1,
		22, 1, 22, 1, 22, 1, 22, 1, 22, 1, 22, 1, 22, 1, 22, 1, 22, 1, 22, 1, 22,
		1, 22, 1, 22, 1, 22, 1, 22, 1, 22, 1, 22, 1, 22, 1, 22, 1, 22, 1, 22, 1,
		22, 5, 22, 649, 8, 22, 10, 22, 12, 22, 652, 9, 22, 3, 22, 654, 8, 22, 1,
		22, 1, 22, 1, 22, 1, 22, 1, 22, 1, 22, 3, 22, 662, 8, 22, 1, 22, 1, 22,
		1, 22, 1, 22, 1, 22, 1, 22, 1, 22, 1, 22, 1, 22, 1, 22, 1, 22, 1, 22, 1,
		22, 1, 22, 1, 22, 1, 22, 1, 22, 1, 22, 1, 22, 1, 22, 1, 22, 1, 22, 1, 22,
		1, 22, 5, 22, 688, 8, 22, 10, 22, 12, 22, 691, 9, 22, 1, 23, 1, 23, 5,
		23, 695, 8, 23, 10, 23, 12, 23, 698, 9, 23, 1, 24, 1, 24, 1, 24, 1, 24,
		5, 24, 704, 8, 24, 10, 24, 12, 24, 707, 9, 24, 1, 24, 1, 24, 1, 24, 1,
		24, 3, 24, 713, 8, 24, 1, 24, 0, 1, 44, 25, 0, 2, 4, 6, 8, 10, 12, 14,
		16, 18, 20, 22, 24, 26, 28, 30, 32, 34, 36, 38, 40, 42, 44, 46, 48, 0,
		18, 2, 0, 41, 41, 48, 48, 2, 0, 41, 41, 46, 46, 2, 0, 41, 41, 49, 49, 2,
		0, 41, 41, 47, 47, 2, 0, 41, 41, 53, 53, 2, 0, 41, 41, 44, 44, 2, 0, 41,
		41, 54, 54, 1, 0, 41, 42, 2, 0, 2, 2, 38, 38, 2, 0, 41, 41, 50, 50, 2,
		0, 41, 41, 52, 52, 2, 0, 41, 41, 51, 51, 2, 0, 41, 41, 71, 71, 2, 0, 41,
		41, 45, 45, 2, 0, 41, 41, 43, 43, 1, 0, 13, 14, 1, 0, 15, 17, 1, 0, 18,
		23, 809, 0, 60, 1, 0, 0, 0, 2, 96, 1, 0, 0, 0, 4, 98, 1, 0, 0, 0, 6, 102,
		1, 0, 0, 0, 8, 106, 1, 0, 0, 0, 10, 175, 1, 0, 0, 0, 12, 184, 1, 0, 0,
		0, 14, 215, 1, 0, 0, 0, 16, 218, 1, 0, 0, 0, 18, 305, 1, 0, 0, 0, 20, 307,
		1, 0, 0, 0, 22, 319, 1, 0, 0, 0, 24, 457, 1, 0, 0, 0, 26, 461, 1, 0, 0,
		0, 28, 463, 1, 0, 0, 0, 30, 468, 1, 0, 0, 0, 32, 480, 1, 0, 0, 0, 34, 484,
		1, 0, 0, 0, 36, 498, 1, 0, 0, 0, 38, 564, 1, 0, 0, 0, 40, 575, 1, 0, 0,
		0, 42, 585, 1, 0, 0, 0, 44, 661, 1, 0, 0, 0, 46, 692, 1, 0, 0, 0, 48, 712,
		1, 0, 0, 0, 50, 59, 3, 2, 1, 0, 51, 55, 3, 38, 19, 0, 52, 54, 5, 1, 0,
		0, 53, 52, 1, 0, 0, 0, 54, 57, 1, 0, 0, 0, 55, 53, 1, 0, 0, 0, 55, 56,
		1, 0, 0, 0, 56, 59, 1, 0, 0, 0, 57, 55, 1, 0, 0, 0, 58, 50, 1, 0, 0, 0,
		58, 51, 1, 0, 0, 0, 59, 62, 1, 0, 0, 0, 60, 58, 1, 0, 0, 0, 60, 61, 1,
		0, 0, 0, 61, 63, 1, 0, 0, 0, 62, 60, 1, 0, 0, 0, 63, 64, 5, 0, 0, 1, 64,
		1, 1, 0, 0, 0, 65, 71, 5, 37, 0, 0, 66, 67, 3, 4, 2, 0, 67, 68, 5, 1, 0,
		0, 68, 70, 1, 0, 0, 0, 69, 66, 1, 0, 0, 0, 70, 73, 1, 0, 0, 0, 71, 69,
		1, 0, 0, 0, 71, 72, 1, 0, 0, 0, 72, 97, 1, 0, 0, 0, 73, 71, 1, 0, 0, 0,
		74, 80, 5, 86, 0, 0, 75, 76, 3, 6, 3, 0, 76, 77, 5, 1, 0, 0, 77, 79, 1,
		0, 0, 0, 78, 75, 1, 0, 0, 0, 79, 82, 1, 0, 0, 0, 80, 78, 1, 0, 0, 0, 80,
		81, 1, 0, 0, 0, 81, 97, 1, 0, 0, 0, 82, 80, 1, 0, 0, 0, 83, 89, 5, 89,
		0, 0, 84, 85, 3, 8, 4, 0, 85, 86, 5, 1, 0, 0, 86, 88, 1, 0, 0, 0, 87, 84,
		1, 0, 0, 0, 88, 91, 1, 0, 0, 0, 89, 87, 1, 0, 0, 0, 89, 90, 1, 0, 0, 0,
		90, 97, 1, 0, 0, 0, 91, 89, 1, 0, 0, 0, 92, 94, 3, 10, 5, 0, 93, 95, 5,
		1, 0, 0, 94, 93, 1, 0, 0, 0, 94, 95, 1, 0, 0, 0, 95, 97, 1, 0, 0, 0, 96,
		65, 1, 0, 0, 0, 96, 74, 1, 0, 0, 0, 96, 83, 1, 0, 0, 0, 96, 92, 1, 0, 0,
		0, 97, 3, 1, 0, 0, 0, 98, 99, 5, 91, 0, 0, 99, 100, 5, 2, 0, 0, 100, 101,
		3, 44, 22, 0, 101, 5, 1, 0, 0, 0, 102, 103, 5, 91, 0, 0, 103, 104, 5, 2,
		0, 0, 104, 105, 3, 18, 9, 0, 105, 7, 1, 0, 0, 0, 106, 111, 5, 91, 0, 0,
		107, 108, 5, 3, 0, 0, 108, 110, 5, 91, 0, 0, 109, 107, 1, 0, 0, 0, 110,
		113, 1, 0, 0, 0, 111, 109, 1, 0, 0, 0, 111, 112, 1, 0, 0, 0, 112, 114,
		1, 0, 0, 0, 113, 111, 1, 0, 0, 0, 114, 115, 5, 2, 0, 0, 115, 116, 3, 18,
		9, 0, 116, 9, 1, 0, 0, 0, 117, 118, 5, 74, 0, 0, 118, 119, 5, 91, 0, 0,
		119, 138, 5, 4, 0, 0, 120, 129, 3, 16, 8, 0, 121, 123, 5, 1, 0, 0, 122,
		121, 1, 0, 0, 0, 123, 124, 1, 0, 0, 0, 124, 122, 1, 0, 0, 0, 124, 125,
		1, 0, 0, 0, 125, 126, 1, 0, 0, 0, 126, 128, 3, 16, 8, 0, 127, 122, 1, 0,
		0, 0, 128, 131, 1, 0, 0, 0, 129, 127, 1, 0, 0, 0, 129, 130, 1, 0, 0, 0,
		130, 135, 1, 0, 0, 0, 131, 129, 1, 0, 0, 0, 132, 134, 5, 1, 0, 0, 133,
		132, 1, 0, 0, 0, 134, 137, 1, 0, 0, 0, 135, 133, 1, 0, 0, 0, 135, 136,
		1, 0, 0, 0, 136, 139, 1, 0, 0, 0, 137, 135, 1, 0, 0, 0, 138, 120, 1, 0,
		0, 0, 138, 139, 1, 0, 0, 0, 139, 140, 1, 0, 0, 0, 140, 141, 5, 5, 0, 0,
		141, 142, 5, 1, 0, 0, 142, 143, 3, 12, 6, 0, 143, 144, 7, 0, 0, 0, 144,
		176, 1, 0, 0, 0, 145, 146, 5, 60, 0, 0, 146, 147, 5, 91, 0, 0, 147, 166,
		5, 4, 0, 0, 148, 157, 3, 16, 8, 0, 149, 151, 5, 1, 0, 0, 150, 149, 1, 0,
		0, 0, 151, 152, 1, 0, 0, 0, 152, 150, 1, 0, 0, 0, 152, 153, 1, 0, 0, 0,
		153, 154, 1, 0, 0, 0, 154, 156, 3, 16, 8, 0, 155, 150, 1, 0, 0, 0, 156,
		159, 1, 0, 0, 0, 157, 155, 1, 0, 0, 0, 157, 158, 1, 0, 0, 0, 158, 163,
		1, 0, 0, 0, 159, 157, 1, 0, 0, 0, 160, 162, 5, 1, 0, 0, 161, 160, 1, 0,
		0, 0, 162, 165, 1, 0, 0, 0, 163, 161, 1, 0, 0, 0, 163, 164, 1, 0, 0, 0,
		164, 167, 1, 0, 0, 0, 165, 163, 1, 0, 0, 0, 166, 148, 1, 0, 0, 0, 166,
		167, 1, 0, 0, 0, 167, 168, 1, 0, 0, 0, 168, 169, 5, 5, 0, 0, 169, 170,
		5, 2, 0, 0, 170, 171, 3, 18, 9, 0, 171, 172, 5, 1, 0, 0, 172, 173, 3, 12,
		6, 0, 173, 174, 7, 1, 0, 0, 174, 176, 1, 0, 0, 0, 175, 117, 1, 0, 0, 0,
		175, 145, 1, 0, 0, 0, 176, 11, 1, 0, 0, 0, 177, 179, 3, 14, 7, 0, 178,
		177, 1, 0, 0, 0, 179, 182, 1, 0, 0, 0, 180, 178, 1, 0, 0, 0, 180, 181,
		1, 0, 0, 0, 181, 183, 1, 0, 0, 0, 182, 180, 1, 0, 0, 0, 183, 185, 5, 33,
		0, 0, 184, 180, 1, 0, 0, 0, 184, 185, 1, 0, 0, 0, 185, 186, 1, 0, 0, 0,
		186, 187, 3, 22, 11, 0, 187, 13, 1, 0, 0, 0, 188, 194, 5, 37, 0, 0, 189,
		190, 3, 4, 2, 0, 190, 191, 5, 1, 0, 0, 191, 193, 1, 0, 0, 0, 192, 189,
		1, 0, 0, 0, 193, 196, 1, 0, 0, 0, 194, 192, 1, 0, 0, 0, 194, 195, 1, 0,
		0, 0, 195, 216, 1, 0, 0, 0, 196, 194, 1, 0, 0, 0, 197, 203, 5, 86, 0, 0,
		198, 199, 3, 6, 3, 0, 199, 200, 5, 1, 0, 0, 200, 202, 1, 0, 0, 0, 201,
		198, 1, 0, 0, 0, 202, 205, 1, 0, 0, 0, 203, 201, 1, 0, 0, 0, 203, 204,
		1, 0, 0, 0, 204, 216, 1, 0, 0, 0, 205, 203, 1, 0, 0, 0, 206, 212, 5, 89,
		0, 0, 207, 208, 3, 8, 4, 0, 208, 209, 5, 1, 0, 0, 209, 211, 1, 0, 0, 0,
		210, 207, 1, 0, 0, 0, 211, 214, 1, 0, 0, 0, 212, 210, 1, 0, 0, 0, 212,
		213, 1, 0, 0, 0, 213, 216, 1, 0, 0, 0, 214, 212, 1, 0, 0, 0, 215, 188,
		1, 0, 0, 0, 215, 197, 1, 0, 0, 0, 215, 206, 1, 0, 0, 0, 216, 15, 1, 0,
		0, 0, 217, 219, 5, 89, 0, 0, 218, 217, 1, 0, 0, 0, 218, 219, 1, 0, 0, 0,
		219, 220, 1, 0, 0, 0, 220, 225, 5, 91, 0, 0, 221, 222, 5, 3, 0, 0, 222,
		224, 5, 91, 0, 0, 223, 221, 1, 0, 0, 0, 224, 227, 1, 0, 0, 0, 225, 223,
		1, 0, 0, 0, 225, 226, 1, 0, 0, 0, 226, 228, 1, 0, 0, 0, 227, 225, 1, 0,
		0, 0, 228, 229, 5, 2, 0, 0, 229, 230, 3, 18, 9, 0, 230, 17, 1, 0, 0, 0,
		231, 306, 5, 91, 0, 0, 232, 233, 3, 44, 22, 0, 233, 234, 5, 6, 0, 0, 234,
		235, 3, 44, 22, 0, 235, 306, 1, 0, 0, 0, 236, 237, 5, 55, 0, 0, 237, 238,
		5, 7, 0, 0, 238, 243, 5, 91, 0, 0, 239, 240, 5, 3, 0, 0, 240, 242, 5, 91,
		0, 0, 241, 239, 1, 0, 0, 0, 242, 245, 1, 0, 0, 0, 243, 241, 1, 0, 0, 0,
		243, 244, 1, 0, 0, 0, 244, 246, 1, 0, 0, 0, 245, 243, 1, 0, 0, 0, 246,
		306, 5, 8, 0, 0, 247, 248, 5, 81, 0, 0, 248, 249, 5, 4, 0, 0, 249, 250,
		3, 44, 22, 0, 250, 251, 5, 5, 0, 0, 251, 306, 1, 0, 0, 0, 252, 253, 5,
		79, 0, 0, 253, 254, 5, 4, 0, 0, 254, 255, 3, 44, 22, 0, 255, 256, 5, 3,
		0, 0, 256, 257, 3, 44, 22, 0, 257, 258, 5, 5, 0, 0, 258, 306, 1, 0, 0,
		0, 259, 265, 5, 76, 0, 0, 260, 261, 3, 20, 10, 0, 261, 262, 5, 1, 0, 0,
		262, 264, 1, 0, 0, 0, 263, 260, 1, 0, 0, 0, 264, 267, 1, 0, 0, 0, 265,
		263, 1, 0, 0, 0, 265, 266, 1, 0, 0, 0, 266, 269, 1, 0, 0, 0, 267, 265,
		1, 0, 0, 0, 268, 270, 3, 20, 10, 0, 269, 268, 1, 0, 0, 0, 269, 270, 1,
		0, 0, 0, 270, 271, 1, 0, 0, 0, 271, 306, 7, 2, 0, 0, 272, 273, 5, 31, 0,
		0, 273, 274, 5, 9, 0, 0, 274, 279, 3, 18, 9, 0, 275, 276, 5, 3, 0, 0, 276,
		278, 3, 18, 9, 0, 277, 275, 1, 0, 0, 0, 278, 281, 1, 0, 0, 0, 279, 277,
		1, 0, 0, 0, 279, 280, 1, 0, 0, 0, 280, 282, 1, 0, 0, 0, 281, 279, 1, 0,
		0, 0, 282, 283, 5, 10, 0, 0, 283, 284, 5, 73, 0, 0, 284, 285, 3, 18, 9,
		0, 285, 306, 1, 0, 0, 0, 286, 287, 5, 88, 0, 0, 287, 288, 5, 7, 0, 0, 288,
		293, 3, 18, 9, 0, 289, 290, 5, 3, 0, 0, 290, 292, 3, 18, 9, 0, 291, 289,
		1, 0, 0, 0, 292, 295, 1, 0, 0, 0, 293, 291, 1, 0, 0, 0, 293, 294, 1, 0,
		0, 0, 294, 296, 1, 0, 0, 0, 295, 293, 1, 0, 0, 0, 296, 297, 5, 8, 0, 0,
		297, 306, 1, 0, 0, 0, 298, 299, 5, 65, 0, 0, 299, 300, 5, 9, 0, 0, 300,
		301, 3, 44, 22, 0, 301, 302, 5, 10, 0, 0, 302, 303, 5, 73, 0, 0, 303, 304,
		3, 18, 9, 0, 304, 306, 1, 0, 0, 0, 305, 231, 1, 0, 0, 0, 305, 232, 1, 0,
		0, 0, 305, 236, 1, 0, 0, 0, 305, 247, 1, 0, 0, 0, 305, 252, 1, 0, 0, 0,
		305, 259, 1, 0, 0, 0, 305, 272, 1, 0, 0, 0, 305, 286, 1, 0, 0, 0, 305,
		298, 1, 0, 0, 0, 306, 19, 1, 0, 0, 0, 307, 312, 5, 91, 0, 0, 308, 309,
		5, 3, 0, 0, 309, 311, 5, 91, 0, 0, 310, 308, 1, 0, 0, 0, 311, 314, 1, 0,
		0, 0, 312, 310, 1, 0, 0, 0, 312, 313, 1, 0, 0, 0, 313, 315, 1, 0, 0, 0,
		314, 312, 1, 0, 0, 0, 315, 316, 5, 2, 0, 0, 316, 317, 3, 18, 9, 0, 317,
		21, 1, 0, 0, 0, 318, 320, 3, 24, 12, 0, 319, 318, 1, 0, 0, 0, 319, 320,
		1, 0, 0, 0, 320, 327, 1, 0, 0, 0, 321, 323, 5, 1, 0, 0, 322, 324, 3, 24,
		12, 0, 323, 322, 1, 0, 0, 0, 323, 324, 1, 0, 0, 0, 324, 326, 1, 0, 0, 0,
		325, 321, 1, 0, 0, 0, 326, 329, 1, 0, 0, 0, 327, 325, 1, 0, 0, 0, 327,
		328, 1, 0, 0, 0, 328, 23, 1, 0, 0, 0, 329, 327, 1, 0, 0, 0, 330, 331, 3,
		46, 23, 0, 331, 334, 5, 11, 0, 0, 332, 335, 3, 44, 22, 0, 333, 335, 5,
		72, 0, 0, 334, 332, 1, 0, 0, 0, 334, 333, 1, 0, 0, 0, 335, 458, 1, 0, 0,
		0, 336, 337, 5, 61, 0, 0, 337, 338, 3, 44, 22, 0, 338, 339, 5, 84, 0, 0,
		339, 343, 3, 22, 11, 0, 340, 342, 3, 28, 14, 0, 341, 340, 1, 0, 0, 0, 342,
		345, 1, 0, 0, 0, 343, 341, 1, 0, 0, 0, 343, 344, 1, 0, 0, 0, 344, 348,
		1, 0, 0, 0, 345, 343, 1, 0, 0, 0, 346, 347, 5, 39, 0, 0, 347, 349, 3, 22,
		11, 0, 348, 346, 1, 0, 0, 0, 348, 349, 1, 0, 0, 0, 349, 350, 1, 0, 0, 0,
		350, 351, 7, 3, 0, 0, 351, 458, 1, 0, 0, 0, 352, 353, 5, 83, 0, 0, 353,
		357, 3, 44, 22, 0, 354, 356, 3, 30, 15, 0, 355, 354, 1, 0, 0, 0, 356, 359,
		1, 0, 0, 0, 357, 355, 1, 0, 0, 0, 357, 358, 1, 0, 0, 0, 358, 362, 1, 0,
		0, 0, 359, 357, 1, 0, 0, 0, 360, 361, 5, 39, 0, 0, 361, 363, 3, 22, 11,
		0, 362, 360, 1, 0, 0, 0, 362, 363, 1, 0, 0, 0, 363, 364, 1, 0, 0, 0, 364,
		365, 7, 4, 0, 0, 365, 458, 1, 0, 0, 0, 366, 367, 5, 58, 0, 0, 367, 372,
		3, 36, 18, 0, 368, 369, 5, 1, 0, 0, 369, 371, 3, 36, 18, 0, 370, 368, 1,
		0, 0, 0, 371, 374, 1, 0, 0, 0, 372, 370, 1, 0, 0, 0, 372, 373, 1, 0, 0,
		0, 373, 375, 1, 0, 0, 0, 374, 372, 1, 0, 0, 0, 375, 376, 3, 34, 17, 0,
		376, 377, 3, 22, 11, 0, 377, 378, 7, 5, 0, 0, 378, 458, 1, 0, 0, 0, 379,
		380, 5, 90, 0, 0, 380, 381, 3, 44, 22, 0, 381, 382, 3, 34, 17, 0, 382,
		383, 3, 22, 11, 0, 383, 384, 7, 6, 0, 0, 384, 458, 1, 0, 0, 0, 385, 386,
		5, 30, 0, 0, 386, 391, 3, 32, 16, 0, 387, 388, 5, 1, 0, 0, 388, 390, 3,
		32, 16, 0, 389, 387, 1, 0, 0, 0, 390, 393, 1, 0, 0, 0, 391, 389, 1, 0,
		0, 0, 391, 392, 1, 0, 0, 0, 392, 395, 1, 0, 0, 0, 393, 391, 1, 0, 0, 0,
		394, 396, 5, 1, 0, 0, 395, 394, 1, 0, 0, 0, 395, 396, 1, 0, 0, 0, 396,
		397, 1, 0, 0, 0, 397, 398, 3, 34, 17, 0, 398, 399, 3, 22, 11, 0, 399, 400,
		7, 7, 0, 0, 400, 458, 1, 0, 0, 0, 401, 402, 5, 91, 0, 0, 402, 411, 5, 4,
		0, 0, 403, 408, 3, 26, 13, 0, 404, 405, 5, 3, 0, 0, 405, 407, 3, 26, 13,
		0, 406, 404, 1, 0, 0, 0, 407, 410, 1, 0, 0, 0, 408, 406, 1, 0, 0, 0, 408,
		409, 1, 0, 0, 0, 409, 412, 1, 0, 0, 0, 410, 408, 1, 0, 0, 0, 411, 403,
		1, 0, 0, 0, 411, 412, 1, 0, 0, 0, 412, 413, 1, 0, 0, 0, 413, 458, 5, 5,
		0, 0, 414, 415, 5, 36, 0, 0, 415, 458, 3, 46, 23, 0, 416, 417, 5, 87, 0,
		0, 417, 458, 3, 46, 23, 0, 418, 419, 5, 56, 0, 0, 419, 458, 5, 94, 0, 0,
		420, 421, 5, 32, 0, 0, 421, 423, 3, 44, 22, 0, 422, 424, 5, 94, 0, 0, 423,
		422, 1, 0, 0, 0, 423, 424, 1, 0, 0, 0, 424, 458, 1, 0, 0, 0, 425, 428,
		5, 75, 0, 0, 426, 429, 5, 94, 0, 0, 427, 429, 3, 44, 22, 0, 428, 426, 1,
		0, 0, 0, 428, 427, 1, 0, 0, 0, 429, 458, 1, 0, 0, 0, 430, 432, 5, 77, 0,
		0, 431, 433, 3, 44, 22, 0, 432, 431, 1, 0, 0, 0, 432, 433, 1, 0, 0, 0,
		433, 458, 1, 0, 0, 0, 434, 435, 5, 67, 0, 0, 435, 436, 5, 4, 0, 0, 436,
		437, 3, 46, 23, 0, 437, 438, 5, 3, 0, 0, 438, 439, 3, 46, 23, 0, 439, 440,
		5, 5, 0, 0, 440, 458, 1, 0, 0, 0, 441, 442, 5, 68, 0, 0, 442, 443, 5, 4,
		0, 0, 443, 444, 3, 44, 22, 0, 444, 445, 5, 3, 0, 0, 445, 446, 3, 46, 23,
		0, 446, 447, 5, 5, 0, 0, 447, 458, 1, 0, 0, 0, 448, 449, 5, 69, 0, 0, 449,
		450, 5, 4, 0, 0, 450, 451, 5, 91, 0, 0, 451, 452, 5, 2, 0, 0, 452, 453,
		3, 46, 23, 0, 453, 454, 5, 3, 0, 0, 454, 455, 3, 44, 22, 0, 455, 456, 5,
		5, 0, 0, 456, 458, 1, 0, 0, 0, 457, 330, 1, 0, 0, 0, 457, 336, 1, 0, 0,
		0, 457, 352, 1, 0, 0, 0, 457, 366, 1, 0, 0, 0, 457, 379, 1, 0, 0, 0, 457,
		385, 1, 0, 0, 0, 457, 401, 1, 0, 0, 0, 457, 414, 1, 0, 0, 0, 457, 416,
		1, 0, 0, 0, 457, 418, 1, 0, 0, 0, 457, 420, 1, 0, 0, 0, 457, 425, 1, 0,
		0, 0, 457, 430, 1, 0, 0, 0, 457, 434, 1, 0, 0, 0, 457, 441, 1, 0, 0, 0,
		457, 448, 1, 0, 0, 0, 458, 25, 1, 0, 0, 0, 459, 462, 3, 44, 22, 0, 460,
		462, 5, 72, 0, 0, 461, 459, 1, 0, 0, 0, 461, 460, 1, 0, 0, 0, 462, 27,
		1, 0, 0, 0, 463, 464, 5, 40, 0, 0, 464, 465, 3, 44, 22, 0, 465, 466, 5,
		84, 0, 0, 466, 467, 3, 22, 11, 0, 467, 29, 1, 0, 0, 0, 468, 469, 5, 35,
		0, 0, 469, 474, 3, 44, 22, 0, 470, 471, 5, 3, 0, 0, 471, 473, 3, 44, 22,
		0, 472, 470, 1, 0, 0, 0, 473, 476, 1, 0, 0, 0, 474, 472, 1, 0, 0, 0, 474,
		475, 1, 0, 0, 0, 475, 477, 1, 0, 0, 0, 476, 474, 1, 0, 0, 0, 477, 478,
		5, 2, 0, 0, 478, 479, 3, 22, 11, 0, 479, 31, 1, 0, 0, 0, 480, 481, 5, 91,
		0, 0, 481, 482, 5, 2, 0, 0, 482, 483, 3, 44, 22, 0, 483, 33, 1, 0, 0, 0,
		484, 485, 7, 8, 0, 0, 485, 35, 1, 0, 0, 0, 486, 487, 5, 91, 0, 0, 487,
		488, 5, 2, 0, 0, 488, 499, 3, 18, 9, 0, 489, 490, 5, 91, 0, 0, 490, 491,
		5, 11, 0, 0, 491, 492, 3, 44, 22, 0, 492, 493, 5, 85, 0, 0, 493, 496, 3,
		44, 22, 0, 494, 495, 5, 34, 0, 0, 495, 497, 3, 44, 22, 0, 496, 494, 1,
		0, 0, 0, 496, 497, 1, 0, 0, 0, 497, 499, 1, 0, 0, 0, 498, 486, 1, 0, 0,
		0, 498, 489, 1, 0, 0, 0, 499, 37, 1, 0, 0, 0, 500, 502, 5, 78, 0, 0, 501,
		503, 5, 92, 0, 0, 502, 501, 1, 0, 0, 0, 502, 503, 1, 0, 0, 0, 503, 505,
		1, 0, 0, 0, 504, 506, 5, 94, 0, 0, 505, 504, 1, 0, 0, 0, 505, 506, 1, 0,
		0, 0, 506, 510, 1, 0, 0, 0, 507, 508, 3, 44, 22, 0, 508, 509, 5, 12, 0,
		0, 509, 511, 1, 0, 0, 0, 510, 507, 1, 0, 0, 0, 510, 511, 1, 0, 0, 0, 511,
		512, 1, 0, 0, 0, 512, 513, 3, 42, 21, 0, 513, 514, 7, 9, 0, 0, 514, 565,
		1, 0, 0, 0, 515, 517, 5, 82, 0, 0, 516, 518, 5, 94, 0, 0, 517, 516, 1,
		0, 0, 0, 517, 518, 1, 0, 0, 0, 518, 519, 1, 0, 0, 0, 519, 520, 3, 42, 21,
		0, 520, 521, 7, 10, 0, 0, 521, 565, 1, 0, 0, 0, 522, 524, 5, 62, 0, 0,
		523, 525, 5, 94, 0, 0, 524, 523, 1, 0, 0, 0, 524, 525, 1, 0, 0, 0, 525,
		526, 1, 0, 0, 0, 526, 565, 3, 44, 22, 0, 527, 528, 5, 80, 0, 0, 528, 533,
		3, 36, 18, 0, 529, 530, 5, 1, 0, 0, 530, 532, 3, 36, 18, 0, 531, 529, 1,
		0, 0, 0, 532, 535, 1, 0, 0, 0, 533, 531, 1, 0, 0, 0, 533, 534, 1, 0, 0,
		0, 534, 536, 1, 0, 0, 0, 535, 533, 1, 0, 0, 0, 536, 537, 3, 34, 17, 0,
		537, 538, 3, 40, 20, 0, 538, 539, 7, 11, 0, 0, 539, 565, 1, 0, 0, 0, 540,
		541, 5, 30, 0, 0, 541, 546, 3, 32, 16, 0, 542, 543, 5, 1, 0, 0, 543, 545,
		3, 32, 16, 0, 544, 542, 1, 0, 0, 0, 545, 548, 1, 0, 0, 0, 546, 544, 1,
		0, 0, 0, 546, 547, 1, 0, 0, 0, 547, 550, 1, 0, 0, 0, 548, 546, 1, 0, 0,
		0, 549, 551, 5, 1, 0, 0, 550, 549, 1, 0, 0, 0, 550, 551, 1, 0, 0, 0, 551,
		552, 1, 0, 0, 0, 552, 553, 3, 34, 17, 0, 553, 554, 3, 40, 20, 0, 554, 555,
		7, 7, 0, 0, 555, 565, 1, 0, 0, 0, 556, 557, 5, 70, 0, 0, 557, 558, 5, 91,
		0, 0, 558, 559, 5, 2, 0, 0, 559, 560, 3, 46, 23, 0, 560, 561, 3, 34, 17,
		0, 561, 562, 3, 40, 20, 0, 562, 563, 7, 12, 0, 0, 563, 565, 1, 0, 0, 0,
		564, 500, 1, 0, 0, 0, 564, 515, 1, 0, 0, 0, 564, 522, 1, 0, 0, 0, 564,
		527, 1, 0, 0, 0, 564, 540, 1, 0, 0, 0, 564, 556, 1, 0, 0, 0, 565, 39, 1,
		0, 0, 0, 566, 570, 3, 38, 19, 0, 567, 569, 5, 1, 0, 0, 568, 567, 1, 0,
		0, 0, 569, 572, 1, 0, 0, 0, 570, 568, 1, 0, 0, 0, 570, 571, 1, 0, 0, 0,
		571, 574, 1, 0, 0, 0, 572, 570, 1, 0, 0, 0, 573, 566, 1, 0, 0, 0, 574,
		577, 1, 0, 0, 0, 575, 573, 1, 0, 0, 0, 575, 576, 1, 0, 0, 0, 576, 41, 1,
		0, 0, 0, 577, 575, 1, 0, 0, 0, 578, 580, 3, 14, 7, 0, 579, 578, 1, 0, 0,
		0, 580, 583, 1, 0, 0, 0, 581, 579, 1, 0, 0, 0, 581, 582, 1, 0, 0, 0, 582,
		584, 1, 0, 0, 0, 583, 581, 1, 0, 0, 0, 584, 586, 5, 33, 0, 0, 585, 581,
		1, 0, 0, 0, 585, 586, 1, 0, 0, 0, 586, 587, 1, 0, 0, 0, 587, 588, 3, 22,
		11, 0, 588, 43, 1, 0, 0, 0, 589, 590, 6, 22, -1, 0, 590, 662, 5, 92, 0,
		0, 591, 662, 5, 93, 0, 0, 592, 593, 5, 4, 0, 0, 593, 594, 3, 44, 22, 0,
		594, 595, 5, 5, 0, 0, 595, 662, 1, 0, 0, 0, 596, 597, 5, 59, 0, 0, 597,
		602, 3, 36, 18, 0, 598, 599, 5, 1, 0, 0, 599, 601, 3, 36, 18, 0, 600, 598,
		1, 0, 0, 0, 601, 604, 1, 0, 0, 0, 602, 600, 1, 0, 0, 0, 602, 603, 1, 0,
		0, 0, 603, 605, 1, 0, 0, 0, 604, 602, 1, 0, 0, 0, 605, 606, 3, 34, 17,
		0, 606, 607, 3, 44, 22, 0, 607, 608, 7, 13, 0, 0, 608, 662, 1, 0, 0, 0,
		609, 610, 5, 57, 0, 0, 610, 615, 3, 36, 18, 0, 611, 612, 5, 1, 0, 0, 612,
		614, 3, 36, 18, 0, 613, 611, 1, 0, 0, 0, 614, 617, 1, 0, 0, 0, 615, 613,
		1, 0, 0, 0, 615, 616, 1, 0, 0, 0, 616, 618, 1, 0, 0, 0, 617, 615, 1, 0,
		0, 0, 618, 619, 3, 34, 17, 0, 619, 620, 3, 44, 22, 0, 620, 621, 7, 14,
		0, 0, 621, 662, 1, 0, 0, 0, 622, 623, 5, 64, 0, 0, 623, 624, 5, 4, 0, 0,
		624, 625, 3, 44, 22, 0, 625, 626, 5, 5, 0, 0, 626, 662, 1, 0, 0, 0, 627,
		628, 5, 63, 0, 0, 628, 629, 5, 4, 0, 0, 629, 630, 3, 44, 22, 0, 630, 631,
		5, 3, 0, 0, 631, 632, 3, 18, 9, 0, 632, 633, 5, 5, 0, 0, 633, 662, 1, 0,
		0, 0, 634, 635, 5, 66, 0, 0, 635, 636, 5, 4, 0, 0, 636, 637, 5, 91, 0,
		0, 637, 638, 5, 2, 0, 0, 638, 639, 3, 46, 23, 0, 639, 640, 5, 3, 0, 0,
		640, 641, 3, 44, 22, 0, 641, 642, 5, 5, 0, 0, 642, 662, 1, 0, 0, 0, 643,
		644, 5, 91, 0, 0, 644, 653, 5, 4, 0, 0, 645, 650, 3, 26, 13, 0, 646, 647,
		5, 3, 0, 0, 647, 649, 3, 26, 13, 0, 648, 646, 1, 0, 0, 0, 649, 652, 1,
		0, 0, 0, 650, 648, 1, 0, 0, 0, 650, 651, 1, 0, 0, 0, 651, 654, 1, 0, 0,
		0, 652, 650, 1, 0, 0, 0, 653, 645, 1, 0, 0, 0, 653, 654, 1, 0, 0, 0, 654,
		655, 1, 0, 0, 0, 655, 662, 5, 5, 0, 0, 656, 662, 3, 46, 23, 0, 657, 658,
		7, 15, 0, 0, 658, 662, 3, 44, 22, 9, 659, 660, 5, 24, 0, 0, 660, 662, 3,
		44, 22, 5, 661, 589, 1, 0, 0, 0, 661, 591, 1, 0, 0, 0, 661, 592, 1, 0,
		0, 0, 661, 596, 1, 0, 0, 0, 661, 609, 1, 0, 0, 0, 661, 622, 1, 0, 0, 0,
		661, 627, 1, 0, 0, 0, 661, 634, 1, 0, 0, 0, 661, 643, 1, 0, 0, 0, 661,
		656, 1, 0, 0, 0, 661, 657, 1, 0, 0, 0, 661, 659, 1, 0, 0, 0, 662, 689,
		1, 0, 0, 0, 663, 664, 10, 8, 0, 0, 664, 665, 7, 16, 0, 0, 665, 688, 3,
		44, 22, 9, 666, 667, 10, 7, 0, 0, 667, 668, 7, 15, 0, 0, 668, 688, 3, 44,
		22, 8, 669, 670, 10, 6, 0, 0, 670, 671, 7, 17, 0, 0, 671, 688, 3, 44, 22,
		7, 672, 673, 10, 4, 0, 0, 673, 674, 5, 25, 0, 0, 674, 688, 3, 44, 22, 5,
		675, 676, 10, 3, 0, 0, 676, 677, 5, 26, 0, 0, 677, 688, 3, 44, 22, 4, 678,
		679, 10, 2, 0, 0, 679, 680, 5, 27, 0, 0, 680, 688, 3, 44, 22, 2, 681, 682,
		10, 1, 0, 0, 682, 683, 5, 28, 0, 0, 683, 684, 3, 44, 22, 0, 684, 685, 5,
		2, 0, 0, 685, 686, 3, 44, 22, 1, 686, 688, 1, 0, 0, 0, 687, 663, 1, 0,
		0, 0, 687, 666, 1, 0, 0, 0, 687, 669, 1, 0, 0, 0, 687, 672, 1, 0, 0, 0,
		687, 675, 1, 0, 0, 0, 687, 678, 1, 0, 0, 0, 687, 681, 1, 0, 0, 0, 688,
		691, 1, 0, 0, 0, 689, 687, 1, 0, 0, 0, 689, 690, 1, 0, 0, 0, 690, 45, 1,
		0, 0, 0, 691, 689, 1, 0, 0, 0, 692, 696, 5, 91, 0, 0, 693, 695, 3, 48,
		24, 0, 694, 693, 1, 0, 0, 0, 695, 698, 1, 0, 0, 0, 696, 694, 1, 0, 0, 0,
		696, 697, 1, 0, 0, 0, 697, 47, 1, 0, 0, 0, 698, 696, 1, 0, 0, 0, 699, 700,
		5, 9, 0, 0, 700, 705, 3, 44, 22, 0, 701, 702, 5, 3, 0, 0, 702, 704, 3,
		44, 22, 0, 703, 701, 1, 0, 0, 0, 704, 707, 1, 0, 0, 0, 705, 703, 1, 0,
		0, 0, 705, 706, 1, 0, 0, 0, 706, 708, 1, 0, 0, 0, 707, 705, 1, 0, 0, 0,
		708, 709, 5, 10, 0, 0, 709, 713, 1, 0, 0, 0, 710, 711, 5, 29, 0, 0, 711,
		713, 5, 91, 0, 0, 712, 699, 1, 0, 0, 0, 712, 710, 1, 0, 0, 0, 713, 49,
		1, 0, 0, 0, 77, 55, 58, 60, 71, 80, 89, 94, 96, 111, 124, 129, 135, 138,
		152, 157, 163, 166, 175, 180, 184, 194, 203, 212, 215, 218, 225, 243, 265,
		269, 279, 293, 305, 312, 319, 323, 327, 334, 343, 348, 357, 362, 372, 391,
		395, 408, 411, 423, 428, 432, 457, 461, 474, 496, 498, 502, 505, 510, 517,
		524, 533, 546, 550, 564, 570, 575, 581, 585, 602, 615, 650, 653, 661, 687,
		689, 696, 705, 712,
	}
	deserializer := antlr.NewATNDeserializer(nil)
	staticData.atn = deserializer.Deserialize(staticData.serializedATN)
	atn := staticData.atn
	staticData.decisionToDFA = make([]*antlr.DFA, len(atn.DecisionToState))
	decisionToDFA := staticData.decisionToDFA
	for index, state := range atn.DecisionToState {
		decisionToDFA[index] = antlr.NewDFA(state, index)
	}
}

// MurphiParserInit initializes any static state used to implement MurphiParser. By default the
// static state used to implement the parser is lazily initialized during the first call to
// NewMurphiParser(). You can call this function if you wish to initialize the static state ahead
// of time.
func MurphiParserInit() {
	staticData := &MurphiParserStaticData
	staticData.once.Do(murphiParserInit)
}

// NewMurphiParser produces a new parser instance for the optional input antlr.TokenStream.
func NewMurphiParser(input antlr.TokenStream) *MurphiParser {
	MurphiParserInit()
	this := new(MurphiParser)
	this.BaseParser = antlr.NewBaseParser(input)
	staticData := &MurphiParserStaticData
	this.Interpreter = antlr.NewParserATNSimulator(this, staticData.atn, staticData.decisionToDFA, staticData.PredictionContextCache)
	this.RuleNames = staticData.RuleNames
	this.LiteralNames = staticData.LiteralNames
	this.SymbolicNames = staticData.SymbolicNames
	this.GrammarFileName = "Murphi.g4"

	return this
}

// MurphiParser tokens.
const (
	MurphiParserEOF                = antlr.TokenEOF
	MurphiParserT__0               = 1
	MurphiParserT__1               = 2
	MurphiParserT__2               = 3
	MurphiParserT__3               = 4
	MurphiParserT__4               = 5
	MurphiParserT__5               = 6
	MurphiParserT__6               = 7
	MurphiParserT__7               = 8
	MurphiParserT__8               = 9
	MurphiParserT__9               = 10
	MurphiParserT__10              = 11
	MurphiParserT__11              = 12
	MurphiParserT__12              = 13
	MurphiParserT__13              = 14
	MurphiParserT__14              = 15
	MurphiParserT__15              = 16
	MurphiParserT__16              = 17
	MurphiParserT__17              = 18
	MurphiParserT__18              = 19
	MurphiParserT__19              = 20
	MurphiParserT__20              = 21
	MurphiParserT__21              = 22
	MurphiParserT__22              = 23
	MurphiParserT__23              = 24
	MurphiParserT__24              = 25
	MurphiParserT__25              = 26
	MurphiParserT__26              = 27
	MurphiParserT__27              = 28
	MurphiParserT__28              = 29
	MurphiParserALIAS              = 30
	MurphiParserARRAY              = 31
	MurphiParserASSERT             = 32
	MurphiParserBEGIN              = 33
	MurphiParserBY                 = 34
	MurphiParserCASE               = 35
	MurphiParserCLEAR              = 36
	MurphiParserCONST              = 37
	MurphiParserDO                 = 38
	MurphiParserELSE               = 39
	MurphiParserELSIF              = 40
	MurphiParserEND                = 41
	MurphiParserENDALIAS           = 42
	MurphiParserENDEXISTS          = 43
	MurphiParserENDFOR             = 44
	MurphiParserENDFORALL          = 45
	MurphiParserENDFUNCTION        = 46
	MurphiParserENDIF              = 47
	MurphiParserENDPROCEDURE       = 48
	MurphiParserENDRECORD          = 49
	MurphiParserENDRULE            = 50
	MurphiParserENDRULESET         = 51
	MurphiParserENDSTARTSTATE      = 52
	MurphiParserENDSWITCH          = 53
	MurphiParserENDWHILE           = 54
	MurphiParserENUM               = 55
	MurphiParserERROR              = 56
	MurphiParserEXISTS             = 57
	MurphiParserFOR                = 58
	MurphiParserFORALL             = 59
	MurphiParserFUNCTION           = 60
	MurphiParserIF                 = 61
	MurphiParserINVARIANT          = 62
	MurphiParserISMEMBER           = 63
	MurphiParserISUNDEFINED        = 64
	MurphiParserMULTISET           = 65
	MurphiParserMULTISETCOUNT      = 66
	MurphiParserMULTISETADD        = 67
	MurphiParserMULTISETREMOVE     = 68
	MurphiParserMULTISETREMOVEPRED = 69
	MurphiParserCHOOSE             = 70
	MurphiParserENDCHOOSE          = 71
	MurphiParserUNDEFINED          = 72
	MurphiParserOF                 = 73
	MurphiParserPROCEDURE          = 74
	MurphiParserPUT                = 75
	MurphiParserRECORD             = 76
	MurphiParserRETURN             = 77
	MurphiParserRULE               = 78
	MurphiParserREAL               = 79
	MurphiParserRULESET            = 80
	MurphiParserSCALARSET          = 81
	MurphiParserSTARTSTATE         = 82
	MurphiParserSWITCH             = 83
	MurphiParserTHEN               = 84
	MurphiParserTO                 = 85
	MurphiParserTYPE               = 86
	MurphiParserUNDEFINE           = 87
	MurphiParserUNION              = 88
	MurphiParserVAR                = 89
	MurphiParserWHILE              = 90
	MurphiParserID                 = 91
	MurphiParserINT                = 92
	MurphiParserREALNUM            = 93
	MurphiParserSTRING             = 94
	MurphiParserLINE_COMMENT       = 95
	MurphiParserBLOCK_COMMENT      = 96
	MurphiParserWS                 = 97
	MurphiParserERRCHAR            = 98
)

// MurphiParser rules.
const (
	MurphiParserRULE_program    = 0
	MurphiParserRULE_topDecl    = 1
	MurphiParserRULE_constDecl  = 2
	MurphiParserRULE_typeDecl   = 3
	MurphiParserRULE_varDecl    = 4
	MurphiParserRULE_procDecl   = 5
	MurphiParserRULE_procBody   = 6
	MurphiParserRULE_localDecls = 7
	MurphiParserRULE_formal     = 8
	MurphiParserRULE_typeExpr   = 9
	MurphiParserRULE_fieldDecl  = 10
	MurphiParserRULE_stmtList   = 11
	MurphiParserRULE_stmt       = 12
	MurphiParserRULE_actual     = 13
	MurphiParserRULE_elsif      = 14
	MurphiParserRULE_caseArm    = 15
	MurphiParserRULE_aliasDecl  = 16
	MurphiParserRULE_doKw       = 17
	MurphiParserRULE_quantifier = 18
	MurphiParserRULE_rule_      = 19
	MurphiParserRULE_ruleList   = 20
	MurphiParserRULE_ruleBody   = 21
	MurphiParserRULE_expr       = 22
	MurphiParserRULE_designator = 23
	MurphiParserRULE_selector   = 24
)

// IProgramContext is an interface to support dynamic dispatch.
type IProgramContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Get_topDecl returns the _topDecl rule contexts.
	Get_topDecl() ITopDeclContext

	// Get_rule_ returns the _rule_ rule contexts.
	Get_rule_() IRule_Context

	// Set_topDecl sets the _topDecl rule contexts.
	Set_topDecl(ITopDeclContext)

	// Set_rule_ sets the _rule_ rule contexts.
	Set_rule_(IRule_Context)

	// GetDecls returns the decls rule context list.
	GetDecls() []ITopDeclContext

	// GetRules returns the rules rule context list.
	GetRules() []IRule_Context

	// SetDecls sets the decls rule context list.
	SetDecls([]ITopDeclContext)

	// SetRules sets the rules rule context list.
	SetRules([]IRule_Context)

	// Getter signatures
	EOF() antlr.TerminalNode
	AllTopDecl() []ITopDeclContext
	TopDecl(i int) ITopDeclContext
	AllRule_() []IRule_Context
	Rule_(i int) IRule_Context

	// IsProgramContext differentiates from other interfaces.
	IsProgramContext()
}

type ProgramContext struct {
	antlr.BaseParserRuleContext
	parser   antlr.Parser
	_topDecl ITopDeclContext
	decls    []ITopDeclContext
	_rule_   IRule_Context
	rules    []IRule_Context
}

func NewEmptyProgramContext() *ProgramContext {
	var p = new(ProgramContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = MurphiParserRULE_program
	return p
}

func InitEmptyProgramContext(p *ProgramContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = MurphiParserRULE_program
}

func (*ProgramContext) IsProgramContext() {}

func NewProgramContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *ProgramContext {
	var p = new(ProgramContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = MurphiParserRULE_program

	return p
}

func (s *ProgramContext) GetParser() antlr.Parser { return s.parser }

func (s *ProgramContext) Get_topDecl() ITopDeclContext { return s._topDecl }

func (s *ProgramContext) Get_rule_() IRule_Context { return s._rule_ }

func (s *ProgramContext) Set_topDecl(v ITopDeclContext) { s._topDecl = v }

func (s *ProgramContext) Set_rule_(v IRule_Context) { s._rule_ = v }

func (s *ProgramContext) GetDecls() []ITopDeclContext { return s.decls }

func (s *ProgramContext) GetRules() []IRule_Context { return s.rules }

func (s *ProgramContext) SetDecls(v []ITopDeclContext) { s.decls = v }

func (s *ProgramContext) SetRules(v []IRule_Context) { s.rules = v }

func (s *ProgramContext) EOF() antlr.TerminalNode {
	return s.GetToken(MurphiParserEOF, 0)
}

func (s *ProgramContext) AllTopDecl() []ITopDeclContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(ITopDeclContext); ok {
			len++
		}
	}

	tst := make([]ITopDeclContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(ITopDeclContext); ok {
			tst[i] = t.(ITopDeclContext)
			i++
		}
	}

	return tst
}

func (s *ProgramContext) TopDecl(i int) ITopDeclContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(ITopDeclContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext)
				break
			}
			j++
		}
	}

	if t == nil {
		return nil
	}

	return t.(ITopDeclContext)
}

func (s *ProgramContext) AllRule_() []IRule_Context {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(IRule_Context); ok {
			len++
		}
	}

	tst := make([]IRule_Context, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(IRule_Context); ok {
			tst[i] = t.(IRule_Context)
			i++
		}
	}

	return tst
}

func (s *ProgramContext) Rule_(i int) IRule_Context {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IRule_Context); ok {
			if j == i {
				t = ctx.(antlr.RuleContext)
				break
			}
			j++
		}
	}

	if t == nil {
		return nil
	}

	return t.(IRule_Context)
}

func (s *ProgramContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *ProgramContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (s *ProgramContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(MurphiListener); ok {
		listenerT.EnterProgram(s)
	}
}

func (s *ProgramContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(MurphiListener); ok {
		listenerT.ExitProgram(s)
	}
}

func (s *ProgramContext) Accept(visitor antlr.ParseTreeVisitor) interface{} {
	switch t := visitor.(type) {
	case MurphiVisitor:
		return t.VisitProgram(s)

	default:
		return t.VisitChildren(s)
	}
}

func (p *MurphiParser) Program() (localctx IProgramContext) {
	localctx = NewProgramContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 0, MurphiParserRULE_program)
	var _la int

	p.EnterOuterAlt(localctx, 1)
	p.SetState(60)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	for (int64((_la-30)) & ^0x3f) == 0 && ((int64(1)<<(_la-30))&654448017918656641) != 0 {
		p.SetState(58)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}

		switch p.GetTokenStream().LA(1) {
		case MurphiParserCONST, MurphiParserFUNCTION, MurphiParserPROCEDURE, MurphiParserTYPE, MurphiParserVAR:
			{
				p.SetState(50)

				var _x = p.TopDecl()

				localctx.(*ProgramContext)._topDecl = _x
			}
			localctx.(*ProgramContext).decls = append(localctx.(*ProgramContext).decls, localctx.(*ProgramContext)._topDecl)

		case MurphiParserALIAS, MurphiParserINVARIANT, MurphiParserCHOOSE, MurphiParserRULE, MurphiParserRULESET, MurphiParserSTARTSTATE:
			{
				p.SetState(51)

				var _x = p.Rule_()

				localctx.(*ProgramContext)._rule_ = _x
			}
			localctx.(*ProgramContext).rules = append(localctx.(*ProgramContext).rules, localctx.(*ProgramContext)._rule_)
			p.SetState(55)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_la = p.GetTokenStream().LA(1)

			for _la == MurphiParserT__0 {
				{
					p.SetState(52)
					p.Match(MurphiParserT__0)
					if p.HasError() {
						// Recognition error - abort rule
						goto errorExit
					}
				}

				p.SetState(57)
				p.GetErrorHandler().Sync(p)
				if p.HasError() {
					goto errorExit
				}
				_la = p.GetTokenStream().LA(1)
			}

		default:
			p.SetError(antlr.NewNoViableAltException(p, nil, nil, nil, nil, nil))
			goto errorExit
		}

		p.SetState(62)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)
	}
	{
		p.SetState(63)
		p.Match(MurphiParserEOF)
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.ExitRule()
	return localctx
	goto errorExit // Trick to prevent compiler error if the label is not used
}

// ITopDeclContext is an interface to support dynamic dispatch.
type ITopDeclContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser
	// IsTopDeclContext differentiates from other interfaces.
	IsTopDeclContext()
}

type TopDeclContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyTopDeclContext() *TopDeclContext {
	var p = new(TopDeclContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = MurphiParserRULE_topDecl
	return p
}

func InitEmptyTopDeclContext(p *TopDeclContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = MurphiParserRULE_topDecl
}

func (*TopDeclContext) IsTopDeclContext() {}

func NewTopDeclContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *TopDeclContext {
	var p = new(TopDeclContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = MurphiParserRULE_topDecl

	return p
}

func (s *TopDeclContext) GetParser() antlr.Parser { return s.parser }

func (s *TopDeclContext) CopyAll(ctx *TopDeclContext) {
	s.CopyFrom(&ctx.BaseParserRuleContext)
}

func (s *TopDeclContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *TopDeclContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

type ConstSectionContext struct {
	TopDeclContext
	_constDecl IConstDeclContext
	consts     []IConstDeclContext
}

func NewConstSectionContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *ConstSectionContext {
	var p = new(ConstSectionContext)

	InitEmptyTopDeclContext(&p.TopDeclContext)
	p.parser = parser
	p.CopyAll(ctx.(*TopDeclContext))

	return p
}

func (s *ConstSectionContext) Get_constDecl() IConstDeclContext { return s._constDecl }

func (s *ConstSectionContext) Set_constDecl(v IConstDeclContext) { s._constDecl = v }

func (s *ConstSectionContext) GetConsts() []IConstDeclContext { return s.consts }

func (s *ConstSectionContext) SetConsts(v []IConstDeclContext) { s.consts = v }

func (s *ConstSectionContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *ConstSectionContext) CONST() antlr.TerminalNode {
	return s.GetToken(MurphiParserCONST, 0)
}

func (s *ConstSectionContext) AllConstDecl() []IConstDeclContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(IConstDeclContext); ok {
			len++
		}
	}

	tst := make([]IConstDeclContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(IConstDeclContext); ok {
			tst[i] = t.(IConstDeclContext)
			i++
		}
	}

	return tst
}

func (s *ConstSectionContext) ConstDecl(i int) IConstDeclContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IConstDeclContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext)
				break
			}
			j++
		}
	}

	if t == nil {
		return nil
	}

	return t.(IConstDeclContext)
}

func (s *ConstSectionContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(MurphiListener); ok {
		listenerT.EnterConstSection(s)
	}
}

func (s *ConstSectionContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(MurphiListener); ok {
		listenerT.ExitConstSection(s)
	}
}

func (s *ConstSectionContext) Accept(visitor antlr.ParseTreeVisitor) interface{} {
	switch t := visitor.(type) {
	case MurphiVisitor:
		return t.VisitConstSection(s)

	default:
		return t.VisitChildren(s)
	}
}

type VarSectionContext struct {
	TopDeclContext
	_varDecl IVarDeclContext
	vars     []IVarDeclContext
}

func NewVarSectionContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *VarSectionContext {
	var p = new(VarSectionContext)

	InitEmptyTopDeclContext(&p.TopDeclContext)
	p.parser = parser
	p.CopyAll(ctx.(*TopDeclContext))

	return p
}

func (s *VarSectionContext) Get_varDecl() IVarDeclContext { return s._varDecl }

func (s *VarSectionContext) Set_varDecl(v IVarDeclContext) { s._varDecl = v }

func (s *VarSectionContext) GetVars() []IVarDeclContext { return s.vars }

func (s *VarSectionContext) SetVars(v []IVarDeclContext) { s.vars = v }

func (s *VarSectionContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *VarSectionContext) VAR() antlr.TerminalNode {
	return s.GetToken(MurphiParserVAR, 0)
}

func (s *VarSectionContext) AllVarDecl() []IVarDeclContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(IVarDeclContext); ok {
			len++
		}
	}

	tst := make([]IVarDeclContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(IVarDeclContext); ok {
			tst[i] = t.(IVarDeclContext)
			i++
		}
	}

	return tst
}

func (s *VarSectionContext) VarDecl(i int) IVarDeclContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IVarDeclContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext)
				break
			}
			j++
		}
	}

	if t == nil {
		return nil
	}

	return t.(IVarDeclContext)
}

func (s *VarSectionContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(MurphiListener); ok {
		listenerT.EnterVarSection(s)
	}
}

func (s *VarSectionContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(MurphiListener); ok {
		listenerT.ExitVarSection(s)
	}
}

func (s *VarSectionContext) Accept(visitor antlr.ParseTreeVisitor) interface{} {
	switch t := visitor.(type) {
	case MurphiVisitor:
		return t.VisitVarSection(s)

	default:
		return t.VisitChildren(s)
	}
}

type TypeSectionContext struct {
	TopDeclContext
	_typeDecl ITypeDeclContext
	types     []ITypeDeclContext
}

func NewTypeSectionContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *TypeSectionContext {
	var p = new(TypeSectionContext)

	InitEmptyTopDeclContext(&p.TopDeclContext)
	p.parser = parser
	p.CopyAll(ctx.(*TopDeclContext))

	return p
}

func (s *TypeSectionContext) Get_typeDecl() ITypeDeclContext { return s._typeDecl }

func (s *TypeSectionContext) Set_typeDecl(v ITypeDeclContext) { s._typeDecl = v }

func (s *TypeSectionContext) GetTypes() []ITypeDeclContext { return s.types }

func (s *TypeSectionContext) SetTypes(v []ITypeDeclContext) { s.types = v }

func (s *TypeSectionContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *TypeSectionContext) TYPE() antlr.TerminalNode {
	return s.GetToken(MurphiParserTYPE, 0)
}

func (s *TypeSectionContext) AllTypeDecl() []ITypeDeclContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(ITypeDeclContext); ok {
			len++
		}
	}

	tst := make([]ITypeDeclContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(ITypeDeclContext); ok {
			tst[i] = t.(ITypeDeclContext)
			i++
		}
	}

	return tst
}

func (s *TypeSectionContext) TypeDecl(i int) ITypeDeclContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(ITypeDeclContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext)
				break
			}
			j++
		}
	}

	if t == nil {
		return nil
	}

	return t.(ITypeDeclContext)
}

func (s *TypeSectionContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(MurphiListener); ok {
		listenerT.EnterTypeSection(s)
	}
}

func (s *TypeSectionContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(MurphiListener); ok {
		listenerT.ExitTypeSection(s)
	}
}

func (s *TypeSectionContext) Accept(visitor antlr.ParseTreeVisitor) interface{} {
	switch t := visitor.(type) {
	case MurphiVisitor:
		return t.VisitTypeSection(s)

	default:
		return t.VisitChildren(s)
	}
}

type ProcSectionContext struct {
	TopDeclContext
	p IProcDeclContext
}

func NewProcSectionContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *ProcSectionContext {
	var p = new(ProcSectionContext)

	InitEmptyTopDeclContext(&p.TopDeclContext)
	p.parser = parser
	p.CopyAll(ctx.(*TopDeclContext))

	return p
}

func (s *ProcSectionContext) GetP() IProcDeclContext { return s.p }

func (s *ProcSectionContext) SetP(v IProcDeclContext) { s.p = v }

func (s *ProcSectionContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *ProcSectionContext) ProcDecl() IProcDeclContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IProcDeclContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IProcDeclContext)
}

func (s *ProcSectionContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(MurphiListener); ok {
		listenerT.EnterProcSection(s)
	}
}

func (s *ProcSectionContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(MurphiListener); ok {
		listenerT.ExitProcSection(s)
	}
}

func (s *ProcSectionContext) Accept(visitor antlr.ParseTreeVisitor) interface{} {
	switch t := visitor.(type) {
	case MurphiVisitor:
		return t.VisitProcSection(s)

	default:
		return t.VisitChildren(s)
	}
}

func (p *MurphiParser) TopDecl() (localctx ITopDeclContext) {
	localctx = NewTopDeclContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 2, MurphiParserRULE_topDecl)
	var _la int

	p.SetState(96)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}

	switch p.GetTokenStream().LA(1) {
	case MurphiParserCONST:
		localctx = NewConstSectionContext(p, localctx)
		p.EnterOuterAlt(localctx, 1)
		{
			p.SetState(65)
			p.Match(MurphiParserCONST)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		p.SetState(71)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		for _la == MurphiParserID {
			{
				p.SetState(66)

				var _x = p.ConstDecl()

				localctx.(*ConstSectionContext)._constDecl = _x
			}
			localctx.(*ConstSectionContext).consts = append(localctx.(*ConstSectionContext).consts, localctx.(*ConstSectionContext)._constDecl)
			{
				p.SetState(67)
				p.Match(MurphiParserT__0)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}

			p.SetState(73)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_la = p.GetTokenStream().LA(1)
		}

	case MurphiParserTYPE:
		localctx = NewTypeSectionContext(p, localctx)
		p.EnterOuterAlt(localctx, 2)
		{
			p.SetState(74)
			p.Match(MurphiParserTYPE)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		p.SetState(80)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		for _la == MurphiParserID {
			{
				p.SetState(75)

				var _x = p.TypeDecl()

				localctx.(*TypeSectionContext)._typeDecl = _x
			}
			localctx.(*TypeSectionContext).types = append(localctx.(*TypeSectionContext).types, localctx.(*TypeSectionContext)._typeDecl)
			{
				p.SetState(76)
				p.Match(MurphiParserT__0)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}

			p.SetState(82)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_la = p.GetTokenStream().LA(1)
		}

	case MurphiParserVAR:
		localctx = NewVarSectionContext(p, localctx)
		p.EnterOuterAlt(localctx, 3)
		{
			p.SetState(83)
			p.Match(MurphiParserVAR)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		p.SetState(89)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		for _la == MurphiParserID {
			{
				p.SetState(84)

				var _x = p.VarDecl()

				localctx.(*VarSectionContext)._varDecl = _x
			}
			localctx.(*VarSectionContext).vars = append(localctx.(*VarSectionContext).vars, localctx.(*VarSectionContext)._varDecl)
			{
				p.SetState(85)
				p.Match(MurphiParserT__0)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}

			p.SetState(91)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_la = p.GetTokenStream().LA(1)
		}

	case MurphiParserFUNCTION, MurphiParserPROCEDURE:
		localctx = NewProcSectionContext(p, localctx)
		p.EnterOuterAlt(localctx, 4)
		{
			p.SetState(92)

			var _x = p.ProcDecl()

			localctx.(*ProcSectionContext).p = _x
		}
		p.SetState(94)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == MurphiParserT__0 {
			{
				p.SetState(93)
				p.Match(MurphiParserT__0)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}

		}

	default:
		p.SetError(antlr.NewNoViableAltException(p, nil, nil, nil, nil, nil))
		goto errorExit
	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.ExitRule()
	return localctx
	goto errorExit // Trick to prevent compiler error if the label is not used
}

// IConstDeclContext is an interface to support dynamic dispatch.
type IConstDeclContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// GetName returns the name token.
	GetName() antlr.Token

	// SetName sets the name token.
	SetName(antlr.Token)

	// GetValue returns the value rule contexts.
	GetValue() IExprContext

	// SetValue sets the value rule contexts.
	SetValue(IExprContext)

	// Getter signatures
	ID() antlr.TerminalNode
	Expr() IExprContext

	// IsConstDeclContext differentiates from other interfaces.
	IsConstDeclContext()
}

type ConstDeclContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
	name   antlr.Token
	value  IExprContext
}

func NewEmptyConstDeclContext() *ConstDeclContext {
	var p = new(ConstDeclContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = MurphiParserRULE_constDecl
	return p
}

func InitEmptyConstDeclContext(p *ConstDeclContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = MurphiParserRULE_constDecl
}

func (*ConstDeclContext) IsConstDeclContext() {}

func NewConstDeclContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *ConstDeclContext {
	var p = new(ConstDeclContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = MurphiParserRULE_constDecl

	return p
}

func (s *ConstDeclContext) GetParser() antlr.Parser { return s.parser }

func (s *ConstDeclContext) GetName() antlr.Token { return s.name }

func (s *ConstDeclContext) SetName(v antlr.Token) { s.name = v }

func (s *ConstDeclContext) GetValue() IExprContext { return s.value }

func (s *ConstDeclContext) SetValue(v IExprContext) { s.value = v }

func (s *ConstDeclContext) ID() antlr.TerminalNode {
	return s.GetToken(MurphiParserID, 0)
}

func (s *ConstDeclContext) Expr() IExprContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IExprContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IExprContext)
}

func (s *ConstDeclContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *ConstDeclContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (s *ConstDeclContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(MurphiListener); ok {
		listenerT.EnterConstDecl(s)
	}
}

func (s *ConstDeclContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(MurphiListener); ok {
		listenerT.ExitConstDecl(s)
	}
}

func (s *ConstDeclContext) Accept(visitor antlr.ParseTreeVisitor) interface{} {
	switch t := visitor.(type) {
	case MurphiVisitor:
		return t.VisitConstDecl(s)

	default:
		return t.VisitChildren(s)
	}
}

func (p *MurphiParser) ConstDecl() (localctx IConstDeclContext) {
	localctx = NewConstDeclContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 4, MurphiParserRULE_constDecl)
	p.EnterOuterAlt(localctx, 1)
	{
		p.SetState(98)

		var _m = p.Match(MurphiParserID)

		localctx.(*ConstDeclContext).name = _m
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}
	{
		p.SetState(99)
		p.Match(MurphiParserT__1)
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}
	{
		p.SetState(100)

		var _x = p.expr(0)

		localctx.(*ConstDeclContext).value = _x
	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.ExitRule()
	return localctx
	goto errorExit // Trick to prevent compiler error if the label is not used
}

// ITypeDeclContext is an interface to support dynamic dispatch.
type ITypeDeclContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// GetName returns the name token.
	GetName() antlr.Token

	// SetName sets the name token.
	SetName(antlr.Token)

	// GetT returns the t rule contexts.
	GetT() ITypeExprContext

	// SetT sets the t rule contexts.
	SetT(ITypeExprContext)

	// Getter signatures
	ID() antlr.TerminalNode
	TypeExpr() ITypeExprContext

	// IsTypeDeclContext differentiates from other interfaces.
	IsTypeDeclContext()
}

type TypeDeclContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
	name   antlr.Token
	t      ITypeExprContext
}

func NewEmptyTypeDeclContext() *TypeDeclContext {
	var p = new(TypeDeclContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = MurphiParserRULE_typeDecl
	return p
}

func InitEmptyTypeDeclContext(p *TypeDeclContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = MurphiParserRULE_typeDecl
}

func (*TypeDeclContext) IsTypeDeclContext() {}

func NewTypeDeclContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *TypeDeclContext {
	var p = new(TypeDeclContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = MurphiParserRULE_typeDecl

	return p
}

func (s *TypeDeclContext) GetParser() antlr.Parser { return s.parser }

func (s *TypeDeclContext) GetName() antlr.Token { return s.name }

func (s *TypeDeclContext) SetName(v antlr.Token) { s.name = v }

func (s *TypeDeclContext) GetT() ITypeExprContext { return s.t }

func (s *TypeDeclContext) SetT(v ITypeExprContext) { s.t = v }

func (s *TypeDeclContext) ID() antlr.TerminalNode {
	return s.GetToken(MurphiParserID, 0)
}

func (s *TypeDeclContext) TypeExpr() ITypeExprContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(ITypeExprContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(ITypeExprContext)
}

func (s *TypeDeclContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *TypeDeclContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (s *TypeDeclContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(MurphiListener); ok {
		listenerT.EnterTypeDecl(s)
	}
}

func (s *TypeDeclContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(MurphiListener); ok {
		listenerT.ExitTypeDecl(s)
	}
}

func (s *TypeDeclContext) Accept(visitor antlr.ParseTreeVisitor) interface{} {
	switch t := visitor.(type) {
	case MurphiVisitor:
		return t.VisitTypeDecl(s)

	default:
		return t.VisitChildren(s)
	}
}

func (p *MurphiParser) TypeDecl() (localctx ITypeDeclContext) {
	localctx = NewTypeDeclContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 6, MurphiParserRULE_typeDecl)
	p.EnterOuterAlt(localctx, 1)
	{
		p.SetState(102)

		var _m = p.Match(MurphiParserID)

		localctx.(*TypeDeclContext).name = _m
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}
	{
		p.SetState(103)
		p.Match(MurphiParserT__1)
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}
	{
		p.SetState(104)

		var _x = p.TypeExpr()

		localctx.(*TypeDeclContext).t = _x
	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.ExitRule()
	return localctx
	goto errorExit // Trick to prevent compiler error if the label is not used
}

// IVarDeclContext is an interface to support dynamic dispatch.
type IVarDeclContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Get_ID returns the _ID token.
	Get_ID() antlr.Token

	// Set_ID sets the _ID token.
	Set_ID(antlr.Token)

	// GetNames returns the names token list.
	GetNames() []antlr.Token

	// SetNames sets the names token list.
	SetNames([]antlr.Token)

	// GetT returns the t rule contexts.
	GetT() ITypeExprContext

	// SetT sets the t rule contexts.
	SetT(ITypeExprContext)

	// Getter signatures
	AllID() []antlr.TerminalNode
	ID(i int) antlr.TerminalNode
	TypeExpr() ITypeExprContext

	// IsVarDeclContext differentiates from other interfaces.
	IsVarDeclContext()
}

type VarDeclContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
	_ID    antlr.Token
	names  []antlr.Token
	t      ITypeExprContext
}

func NewEmptyVarDeclContext() *VarDeclContext {
	var p = new(VarDeclContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = MurphiParserRULE_varDecl
	return p
}

func InitEmptyVarDeclContext(p *VarDeclContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = MurphiParserRULE_varDecl
}

func (*VarDeclContext) IsVarDeclContext() {}

func NewVarDeclContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *VarDeclContext {
	var p = new(VarDeclContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = MurphiParserRULE_varDecl

	return p
}

func (s *VarDeclContext) GetParser() antlr.Parser { return s.parser }

func (s *VarDeclContext) Get_ID() antlr.Token { return s._ID }

func (s *VarDeclContext) Set_ID(v antlr.Token) { s._ID = v }

func (s *VarDeclContext) GetNames() []antlr.Token { return s.names }

func (s *VarDeclContext) SetNames(v []antlr.Token) { s.names = v }

func (s *VarDeclContext) GetT() ITypeExprContext { return s.t }

func (s *VarDeclContext) SetT(v ITypeExprContext) { s.t = v }

func (s *VarDeclContext) AllID() []antlr.TerminalNode {
	return s.GetTokens(MurphiParserID)
}

func (s *VarDeclContext) ID(i int) antlr.TerminalNode {
	return s.GetToken(MurphiParserID, i)
}

func (s *VarDeclContext) TypeExpr() ITypeExprContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(ITypeExprContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(ITypeExprContext)
}

func (s *VarDeclContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *VarDeclContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (s *VarDeclContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(MurphiListener); ok {
		listenerT.EnterVarDecl(s)
	}
}

func (s *VarDeclContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(MurphiListener); ok {
		listenerT.ExitVarDecl(s)
	}
}

func (s *VarDeclContext) Accept(visitor antlr.ParseTreeVisitor) interface{} {
	switch t := visitor.(type) {
	case MurphiVisitor:
		return t.VisitVarDecl(s)

	default:
		return t.VisitChildren(s)
	}
}

func (p *MurphiParser) VarDecl() (localctx IVarDeclContext) {
	localctx = NewVarDeclContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 8, MurphiParserRULE_varDecl)
	var _la int

	p.EnterOuterAlt(localctx, 1)
	{
		p.SetState(106)

		var _m = p.Match(MurphiParserID)

		localctx.(*VarDeclContext)._ID = _m
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}
	localctx.(*VarDeclContext).names = append(localctx.(*VarDeclContext).names, localctx.(*VarDeclContext)._ID)
	p.SetState(111)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	for _la == MurphiParserT__2 {
		{
			p.SetState(107)
			p.Match(MurphiParserT__2)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(108)

			var _m = p.Match(MurphiParserID)

			localctx.(*VarDeclContext)._ID = _m
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		localctx.(*VarDeclContext).names = append(localctx.(*VarDeclContext).names, localctx.(*VarDeclContext)._ID)

		p.SetState(113)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)
	}
	{
		p.SetState(114)
		p.Match(MurphiParserT__1)
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}
	{
		p.SetState(115)

		var _x = p.TypeExpr()

		localctx.(*VarDeclContext).t = _x
	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.ExitRule()
	return localctx
	goto errorExit // Trick to prevent compiler error if the label is not used
}

// IProcDeclContext is an interface to support dynamic dispatch.
type IProcDeclContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser
	// IsProcDeclContext differentiates from other interfaces.
	IsProcDeclContext()
}

type ProcDeclContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyProcDeclContext() *ProcDeclContext {
	var p = new(ProcDeclContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = MurphiParserRULE_procDecl
	return p
}

func InitEmptyProcDeclContext(p *ProcDeclContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = MurphiParserRULE_procDecl
}

func (*ProcDeclContext) IsProcDeclContext() {}

func NewProcDeclContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *ProcDeclContext {
	var p = new(ProcDeclContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = MurphiParserRULE_procDecl

	return p
}

func (s *ProcDeclContext) GetParser() antlr.Parser { return s.parser }

func (s *ProcDeclContext) CopyAll(ctx *ProcDeclContext) {
	s.CopyFrom(&ctx.BaseParserRuleContext)
}

func (s *ProcDeclContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *ProcDeclContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

type FunctionContext struct {
	ProcDeclContext
	kw      antlr.Token
	name    antlr.Token
	_formal IFormalContext
	params  []IFormalContext
	result  ITypeExprContext
	body    IProcBodyContext
}

func NewFunctionContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *FunctionContext {
	var p = new(FunctionContext)

	InitEmptyProcDeclContext(&p.ProcDeclContext)
	p.parser = parser
	p.CopyAll(ctx.(*ProcDeclContext))

	return p
}

func (s *FunctionContext) GetKw() antlr.Token { return s.kw }

func (s *FunctionContext) GetName() antlr.Token { return s.name }

func (s *FunctionContext) SetKw(v antlr.Token) { s.kw = v }

func (s *FunctionContext) SetName(v antlr.Token) { s.name = v }

func (s *FunctionContext) Get_formal() IFormalContext { return s._formal }

func (s *FunctionContext) GetResult() ITypeExprContext { return s.result }

func (s *FunctionContext) GetBody() IProcBodyContext { return s.body }

func (s *FunctionContext) Set_formal(v IFormalContext) { s._formal = v }

func (s *FunctionContext) SetResult(v ITypeExprContext) { s.result = v }

func (s *FunctionContext) SetBody(v IProcBodyContext) { s.body = v }

func (s *FunctionContext) GetParams() []IFormalContext { return s.params }

func (s *FunctionContext) SetParams(v []IFormalContext) { s.params = v }

func (s *FunctionContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *FunctionContext) FUNCTION() antlr.TerminalNode {
	return s.GetToken(MurphiParserFUNCTION, 0)
}

func (s *FunctionContext) ID() antlr.TerminalNode {
	return s.GetToken(MurphiParserID, 0)
}

func (s *FunctionContext) TypeExpr() ITypeExprContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(ITypeExprContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(ITypeExprContext)
}

func (s *FunctionContext) ProcBody() IProcBodyContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IProcBodyContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IProcBodyContext)
}

func (s *FunctionContext) END() antlr.TerminalNode {
	return s.GetToken(MurphiParserEND, 0)
}

func (s *FunctionContext) ENDFUNCTION() antlr.TerminalNode {
	return s.GetToken(MurphiParserENDFUNCTION, 0)
}

func (s *FunctionContext) AllFormal() []IFormalContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(IFormalContext); ok {
			len++
		}
	}

	tst := make([]IFormalContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(IFormalContext); ok {
			tst[i] = t.(IFormalContext)
			i++
		}
	}

	return tst
}

func (s *FunctionContext) Formal(i int) IFormalContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IFormalContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext)
				break
			}
			j++
		}
	}

	if t == nil {
		return nil
	}

	return t.(IFormalContext)
}

func (s *FunctionContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(MurphiListener); ok {
		listenerT.EnterFunction(s)
	}
}

func (s *FunctionContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(MurphiListener); ok {
		listenerT.ExitFunction(s)
	}
}

func (s *FunctionContext) Accept(visitor antlr.ParseTreeVisitor) interface{} {
	switch t := visitor.(type) {
	case MurphiVisitor:
		return t.VisitFunction(s)

	default:
		return t.VisitChildren(s)
	}
}

type ProcedureContext struct {
	ProcDeclContext
	kw      antlr.Token
	name    antlr.Token
	_formal IFormalContext
	params  []IFormalContext
	body    IProcBodyContext
}

func NewProcedureContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *ProcedureContext {
	var p = new(ProcedureContext)

	InitEmptyProcDeclContext(&p.ProcDeclContext)
	p.parser = parser
	p.CopyAll(ctx.(*ProcDeclContext))

	return p
}

func (s *ProcedureContext) GetKw() antlr.Token { return s.kw }

func (s *ProcedureContext) GetName() antlr.Token { return s.name }

func (s *ProcedureContext) SetKw(v antlr.Token) { s.kw = v }

func (s *ProcedureContext) SetName(v antlr.Token) { s.name = v }

func (s *ProcedureContext) Get_formal() IFormalContext { return s._formal }

func (s *ProcedureContext) GetBody() IProcBodyContext { return s.body }

func (s *ProcedureContext) Set_formal(v IFormalContext) { s._formal = v }

func (s *ProcedureContext) SetBody(v IProcBodyContext) { s.body = v }

func (s *ProcedureContext) GetParams() []IFormalContext { return s.params }

func (s *ProcedureContext) SetParams(v []IFormalContext) { s.params = v }

func (s *ProcedureContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *ProcedureContext) PROCEDURE() antlr.TerminalNode {
	return s.GetToken(MurphiParserPROCEDURE, 0)
}

func (s *ProcedureContext) ID() antlr.TerminalNode {
	return s.GetToken(MurphiParserID, 0)
}

func (s *ProcedureContext) ProcBody() IProcBodyContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IProcBodyContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IProcBodyContext)
}

func (s *ProcedureContext) END() antlr.TerminalNode {
	return s.GetToken(MurphiParserEND, 0)
}

func (s *ProcedureContext) ENDPROCEDURE() antlr.TerminalNode {
	return s.GetToken(MurphiParserENDPROCEDURE, 0)
}

func (s *ProcedureContext) AllFormal() []IFormalContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(IFormalContext); ok {
			len++
		}
	}

	tst := make([]IFormalContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(IFormalContext); ok {
			tst[i] = t.(IFormalContext)
			i++
		}
	}

	return tst
}

func (s *ProcedureContext) Formal(i int) IFormalContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IFormalContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext)
				break
			}
			j++
		}
	}

	if t == nil {
		return nil
	}

	return t.(IFormalContext)
}

func (s *ProcedureContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(MurphiListener); ok {
		listenerT.EnterProcedure(s)
	}
}

func (s *ProcedureContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(MurphiListener); ok {
		listenerT.ExitProcedure(s)
	}
}

func (s *ProcedureContext) Accept(visitor antlr.ParseTreeVisitor) interface{} {
	switch t := visitor.(type) {
	case MurphiVisitor:
		return t.VisitProcedure(s)

	default:
		return t.VisitChildren(s)
	}
}

func (p *MurphiParser) ProcDecl() (localctx IProcDeclContext) {
	localctx = NewProcDeclContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 10, MurphiParserRULE_procDecl)
	var _la int

	var _alt int

	p.SetState(175)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}

	switch p.GetTokenStream().LA(1) {
	case MurphiParserPROCEDURE:
		localctx = NewProcedureContext(p, localctx)
		p.EnterOuterAlt(localctx, 1)
		{
			p.SetState(117)

			var _m = p.Match(MurphiParserPROCEDURE)

			localctx.(*ProcedureContext).kw = _m
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(118)

			var _m = p.Match(MurphiParserID)

			localctx.(*ProcedureContext).name = _m
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(119)
			p.Match(MurphiParserT__3)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		p.SetState(138)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == MurphiParserVAR || _la == MurphiParserID {
			{
				p.SetState(120)

				var _x = p.Formal()

				localctx.(*ProcedureContext)._formal = _x
			}
			localctx.(*ProcedureContext).params = append(localctx.(*ProcedureContext).params, localctx.(*ProcedureContext)._formal)
			p.SetState(129)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_alt = p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 10, p.GetParserRuleContext())
			if p.HasError() {
				goto errorExit
			}
			for _alt != 2 && _alt != antlr.ATNInvalidAltNumber {
				if _alt == 1 {
					p.SetState(122)
					p.GetErrorHandler().Sync(p)
					if p.HasError() {
						goto errorExit
					}
					_la = p.GetTokenStream().LA(1)

					for ok := true; ok; ok = _la == MurphiParserT__0 {
						{
							p.SetState(121)
							p.Match(MurphiParserT__0)
							if p.HasError() {
								// Recognition error - abort rule
								goto errorExit
							}
						}

						p.SetState(124)
						p.GetErrorHandler().Sync(p)
						if p.HasError() {
							goto errorExit
						}
						_la = p.GetTokenStream().LA(1)
					}
					{
						p.SetState(126)

						var _x = p.Formal()

						localctx.(*ProcedureContext)._formal = _x
					}
					localctx.(*ProcedureContext).params = append(localctx.(*ProcedureContext).params, localctx.(*ProcedureContext)._formal)

				}
				p.SetState(131)
				p.GetErrorHandler().Sync(p)
				if p.HasError() {
					goto errorExit
				}
				_alt = p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 10, p.GetParserRuleContext())
				if p.HasError() {
					goto errorExit
				}
			}
			p.SetState(135)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_la = p.GetTokenStream().LA(1)

			for _la == MurphiParserT__0 {
				{
					p.SetState(132)
					p.Match(MurphiParserT__0)
					if p.HasError() {
						// Recognition error - abort rule
						goto errorExit
					}
				}

				p.SetState(137)
				p.GetErrorHandler().Sync(p)
				if p.HasError() {
					goto errorExit
				}
				_la = p.GetTokenStream().LA(1)
			}

		}
		{
			p.SetState(140)
			p.Match(MurphiParserT__4)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(141)
			p.Match(MurphiParserT__0)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(142)

			var _x = p.ProcBody()

			localctx.(*ProcedureContext).body = _x
		}
		{
			p.SetState(143)
			_la = p.GetTokenStream().LA(1)

			if !(_la == MurphiParserEND || _la == MurphiParserENDPROCEDURE) {
				p.GetErrorHandler().RecoverInline(p)
			} else {
				p.GetErrorHandler().ReportMatch(p)
				p.Consume()
			}
		}

	case MurphiParserFUNCTION:
		localctx = NewFunctionContext(p, localctx)
		p.EnterOuterAlt(localctx, 2)
		{
			p.SetState(145)

			var _m = p.Match(MurphiParserFUNCTION)

			localctx.(*FunctionContext).kw = _m
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(146)

			var _m = p.Match(MurphiParserID)

			localctx.(*FunctionContext).name = _m
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(147)
			p.Match(MurphiParserT__3)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		p.SetState(166)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == MurphiParserVAR || _la == MurphiParserID {
			{
				p.SetState(148)

				var _x = p.Formal()

				localctx.(*FunctionContext)._formal = _x
			}
			localctx.(*FunctionContext).params = append(localctx.(*FunctionContext).params, localctx.(*FunctionContext)._formal)
			p.SetState(157)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_alt = p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 14, p.GetParserRuleContext())
			if p.HasError() {
				goto errorExit
			}
			for _alt != 2 && _alt != antlr.ATNInvalidAltNumber {
				if _alt == 1 {
					p.SetState(150)
					p.GetErrorHandler().Sync(p)
					if p.HasError() {
						goto errorExit
					}
					_la = p.GetTokenStream().LA(1)

					for ok := true; ok; ok = _la == MurphiParserT__0 {
						{
							p.SetState(149)
							p.Match(MurphiParserT__0)
							if p.HasError() {
								// Recognition error - abort rule
								goto errorExit
							}
						}

						p.SetState(152)
						p.GetErrorHandler().Sync(p)
						if p.HasError() {
							goto errorExit
						}
						_la = p.GetTokenStream().LA(1)
					}
					{
						p.SetState(154)

						var _x = p.Formal()

						localctx.(*FunctionContext)._formal = _x
					}
					localctx.(*FunctionContext).params = append(localctx.(*FunctionContext).params, localctx.(*FunctionContext)._formal)

				}
				p.SetState(159)
				p.GetErrorHandler().Sync(p)
				if p.HasError() {
					goto errorExit
				}
				_alt = p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 14, p.GetParserRuleContext())
				if p.HasError() {
					goto errorExit
				}
			}
			p.SetState(163)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_la = p.GetTokenStream().LA(1)

			for _la == MurphiParserT__0 {
				{
					p.SetState(160)
					p.Match(MurphiParserT__0)
					if p.HasError() {
						// Recognition error - abort rule
						goto errorExit
					}
				}

				p.SetState(165)
				p.GetErrorHandler().Sync(p)
				if p.HasError() {
					goto errorExit
				}
				_la = p.GetTokenStream().LA(1)
			}

		}
		{
			p.SetState(168)
			p.Match(MurphiParserT__4)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(169)
			p.Match(MurphiParserT__1)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(170)

			var _x = p.TypeExpr()

			localctx.(*FunctionContext).result = _x
		}
		{
			p.SetState(171)
			p.Match(MurphiParserT__0)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(172)

			var _x = p.ProcBody()

			localctx.(*FunctionContext).body = _x
		}
		{
			p.SetState(173)
			_la = p.GetTokenStream().LA(1)

			if !(_la == MurphiParserEND || _la == MurphiParserENDFUNCTION) {
				p.GetErrorHandler().RecoverInline(p)
			} else {
				p.GetErrorHandler().ReportMatch(p)
				p.Consume()
			}
		}

	default:
		p.SetError(antlr.NewNoViableAltException(p, nil, nil, nil, nil, nil))
		goto errorExit
	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.ExitRule()
	return localctx
	goto errorExit // Trick to prevent compiler error if the label is not used
}

// IProcBodyContext is an interface to support dynamic dispatch.
type IProcBodyContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Get_localDecls returns the _localDecls rule contexts.
	Get_localDecls() ILocalDeclsContext

	// GetStmts returns the stmts rule contexts.
	GetStmts() IStmtListContext

	// Set_localDecls sets the _localDecls rule contexts.
	Set_localDecls(ILocalDeclsContext)

	// SetStmts sets the stmts rule contexts.
	SetStmts(IStmtListContext)

	// GetDecls returns the decls rule context list.
	GetDecls() []ILocalDeclsContext

	// SetDecls sets the decls rule context list.
	SetDecls([]ILocalDeclsContext)

	// Getter signatures
	StmtList() IStmtListContext
	BEGIN() antlr.TerminalNode
	AllLocalDecls() []ILocalDeclsContext
	LocalDecls(i int) ILocalDeclsContext

	// IsProcBodyContext differentiates from other interfaces.
	IsProcBodyContext()
}

type ProcBodyContext struct {
	antlr.BaseParserRuleContext
	parser      antlr.Parser
	_localDecls ILocalDeclsContext
	decls       []ILocalDeclsContext
	stmts       IStmtListContext
}

func NewEmptyProcBodyContext() *ProcBodyContext {
	var p = new(ProcBodyContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = MurphiParserRULE_procBody
	return p
}

func InitEmptyProcBodyContext(p *ProcBodyContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = MurphiParserRULE_procBody
}

func (*ProcBodyContext) IsProcBodyContext() {}

func NewProcBodyContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *ProcBodyContext {
	var p = new(ProcBodyContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = MurphiParserRULE_procBody

	return p
}

func (s *ProcBodyContext) GetParser() antlr.Parser { return s.parser }

func (s *ProcBodyContext) Get_localDecls() ILocalDeclsContext { return s._localDecls }

func (s *ProcBodyContext) GetStmts() IStmtListContext { return s.stmts }

func (s *ProcBodyContext) Set_localDecls(v ILocalDeclsContext) { s._localDecls = v }

func (s *ProcBodyContext) SetStmts(v IStmtListContext) { s.stmts = v }

func (s *ProcBodyContext) GetDecls() []ILocalDeclsContext { return s.decls }

func (s *ProcBodyContext) SetDecls(v []ILocalDeclsContext) { s.decls = v }

func (s *ProcBodyContext) StmtList() IStmtListContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IStmtListContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IStmtListContext)
}

func (s *ProcBodyContext) BEGIN() antlr.TerminalNode {
	return s.GetToken(MurphiParserBEGIN, 0)
}

func (s *ProcBodyContext) AllLocalDecls() []ILocalDeclsContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(ILocalDeclsContext); ok {
			len++
		}
	}

	tst := make([]ILocalDeclsContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(ILocalDeclsContext); ok {
			tst[i] = t.(ILocalDeclsContext)
			i++
		}
	}

	return tst
}

func (s *ProcBodyContext) LocalDecls(i int) ILocalDeclsContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(ILocalDeclsContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext)
				break
			}
			j++
		}
	}

	if t == nil {
		return nil
	}

	return t.(ILocalDeclsContext)
}

func (s *ProcBodyContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *ProcBodyContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (s *ProcBodyContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(MurphiListener); ok {
		listenerT.EnterProcBody(s)
	}
}

func (s *ProcBodyContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(MurphiListener); ok {
		listenerT.ExitProcBody(s)
	}
}

func (s *ProcBodyContext) Accept(visitor antlr.ParseTreeVisitor) interface{} {
	switch t := visitor.(type) {
	case MurphiVisitor:
		return t.VisitProcBody(s)

	default:
		return t.VisitChildren(s)
	}
}

func (p *MurphiParser) ProcBody() (localctx IProcBodyContext) {
	localctx = NewProcBodyContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 12, MurphiParserRULE_procBody)
	var _la int

	p.EnterOuterAlt(localctx, 1)
	p.SetState(184)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	if (int64((_la-33)) & ^0x3f) == 0 && ((int64(1)<<(_la-33))&81064793292668945) != 0 {
		p.SetState(180)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		for (int64((_la-37)) & ^0x3f) == 0 && ((int64(1)<<(_la-37))&5066549580791809) != 0 {
			{
				p.SetState(177)

				var _x = p.LocalDecls()

				localctx.(*ProcBodyContext)._localDecls = _x
			}
			localctx.(*ProcBodyContext).decls = append(localctx.(*ProcBodyContext).decls, localctx.(*ProcBodyContext)._localDecls)

			p.SetState(182)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_la = p.GetTokenStream().LA(1)
		}
		{
			p.SetState(183)
			p.Match(MurphiParserBEGIN)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	}
	{
		p.SetState(186)

		var _x = p.StmtList()

		localctx.(*ProcBodyContext).stmts = _x
	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.ExitRule()
	return localctx
	goto errorExit // Trick to prevent compiler error if the label is not used
}

// ILocalDeclsContext is an interface to support dynamic dispatch.
type ILocalDeclsContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser
	// IsLocalDeclsContext differentiates from other interfaces.
	IsLocalDeclsContext()
}

type LocalDeclsContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyLocalDeclsContext() *LocalDeclsContext {
	var p = new(LocalDeclsContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = MurphiParserRULE_localDecls
	return p
}

func InitEmptyLocalDeclsContext(p *LocalDeclsContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = MurphiParserRULE_localDecls
}

func (*LocalDeclsContext) IsLocalDeclsContext() {}

func NewLocalDeclsContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *LocalDeclsContext {
	var p = new(LocalDeclsContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = MurphiParserRULE_localDecls

	return p
}

func (s *LocalDeclsContext) GetParser() antlr.Parser { return s.parser }

func (s *LocalDeclsContext) CopyAll(ctx *LocalDeclsContext) {
	s.CopyFrom(&ctx.BaseParserRuleContext)
}

func (s *LocalDeclsContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *LocalDeclsContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

type LocalConstsContext struct {
	LocalDeclsContext
	_constDecl IConstDeclContext
	consts     []IConstDeclContext
}

func NewLocalConstsContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *LocalConstsContext {
	var p = new(LocalConstsContext)

	InitEmptyLocalDeclsContext(&p.LocalDeclsContext)
	p.parser = parser
	p.CopyAll(ctx.(*LocalDeclsContext))

	return p
}

func (s *LocalConstsContext) Get_constDecl() IConstDeclContext { return s._constDecl }

func (s *LocalConstsContext) Set_constDecl(v IConstDeclContext) { s._constDecl = v }

func (s *LocalConstsContext) GetConsts() []IConstDeclContext { return s.consts }

func (s *LocalConstsContext) SetConsts(v []IConstDeclContext) { s.consts = v }

func (s *LocalConstsContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *LocalConstsContext) CONST() antlr.TerminalNode {
	return s.GetToken(MurphiParserCONST, 0)
}

func (s *LocalConstsContext) AllConstDecl() []IConstDeclContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(IConstDeclContext); ok {
			len++
		}
	}

	tst := make([]IConstDeclContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(IConstDeclContext); ok {
			tst[i] = t.(IConstDeclContext)
			i++
		}
	}

	return tst
}

func (s *LocalConstsContext) ConstDecl(i int) IConstDeclContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IConstDeclContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext)
				break
			}
			j++
		}
	}

	if t == nil {
		return nil
	}

	return t.(IConstDeclContext)
}

func (s *LocalConstsContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(MurphiListener); ok {
		listenerT.EnterLocalConsts(s)
	}
}

func (s *LocalConstsContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(MurphiListener); ok {
		listenerT.ExitLocalConsts(s)
	}
}

func (s *LocalConstsContext) Accept(visitor antlr.ParseTreeVisitor) interface{} {
	switch t := visitor.(type) {
	case MurphiVisitor:
		return t.VisitLocalConsts(s)

	default:
		return t.VisitChildren(s)
	}
}

type LocalTypesContext struct {
	LocalDeclsContext
	_typeDecl ITypeDeclContext
	types     []ITypeDeclContext
}

func NewLocalTypesContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *LocalTypesContext {
	var p = new(LocalTypesContext)

	InitEmptyLocalDeclsContext(&p.LocalDeclsContext)
	p.parser = parser
	p.CopyAll(ctx.(*LocalDeclsContext))

	return p
}

func (s *LocalTypesContext) Get_typeDecl() ITypeDeclContext { return s._typeDecl }

func (s *LocalTypesContext) Set_typeDecl(v ITypeDeclContext) { s._typeDecl = v }

func (s *LocalTypesContext) GetTypes() []ITypeDeclContext { return s.types }

func (s *LocalTypesContext) SetTypes(v []ITypeDeclContext) { s.types = v }

func (s *LocalTypesContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *LocalTypesContext) TYPE() antlr.TerminalNode {
	return s.GetToken(MurphiParserTYPE, 0)
}

func (s *LocalTypesContext) AllTypeDecl() []ITypeDeclContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(ITypeDeclContext); ok {
			len++
		}
	}

	tst := make([]ITypeDeclContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(ITypeDeclContext); ok {
			tst[i] = t.(ITypeDeclContext)
			i++
		}
	}

	return tst
}

func (s *LocalTypesContext) TypeDecl(i int) ITypeDeclContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(ITypeDeclContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext)
				break
			}
			j++
		}
	}

	if t == nil {
		return nil
	}

	return t.(ITypeDeclContext)
}

func (s *LocalTypesContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(MurphiListener); ok {
		listenerT.EnterLocalTypes(s)
	}
}

func (s *LocalTypesContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(MurphiListener); ok {
		listenerT.ExitLocalTypes(s)
	}
}

func (s *LocalTypesContext) Accept(visitor antlr.ParseTreeVisitor) interface{} {
	switch t := visitor.(type) {
	case MurphiVisitor:
		return t.VisitLocalTypes(s)

	default:
		return t.VisitChildren(s)
	}
}

type LocalVarsContext struct {
	LocalDeclsContext
	_varDecl IVarDeclContext
	vars     []IVarDeclContext
}

func NewLocalVarsContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *LocalVarsContext {
	var p = new(LocalVarsContext)

	InitEmptyLocalDeclsContext(&p.LocalDeclsContext)
	p.parser = parser
	p.CopyAll(ctx.(*LocalDeclsContext))

	return p
}

func (s *LocalVarsContext) Get_varDecl() IVarDeclContext { return s._varDecl }

func (s *LocalVarsContext) Set_varDecl(v IVarDeclContext) { s._varDecl = v }

func (s *LocalVarsContext) GetVars() []IVarDeclContext { return s.vars }

func (s *LocalVarsContext) SetVars(v []IVarDeclContext) { s.vars = v }

func (s *LocalVarsContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *LocalVarsContext) VAR() antlr.TerminalNode {
	return s.GetToken(MurphiParserVAR, 0)
}

func (s *LocalVarsContext) AllVarDecl() []IVarDeclContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(IVarDeclContext); ok {
			len++
		}
	}

	tst := make([]IVarDeclContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(IVarDeclContext); ok {
			tst[i] = t.(IVarDeclContext)
			i++
		}
	}

	return tst
}

func (s *LocalVarsContext) VarDecl(i int) IVarDeclContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IVarDeclContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext)
				break
			}
			j++
		}
	}

	if t == nil {
		return nil
	}

	return t.(IVarDeclContext)
}

func (s *LocalVarsContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(MurphiListener); ok {
		listenerT.EnterLocalVars(s)
	}
}

func (s *LocalVarsContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(MurphiListener); ok {
		listenerT.ExitLocalVars(s)
	}
}

func (s *LocalVarsContext) Accept(visitor antlr.ParseTreeVisitor) interface{} {
	switch t := visitor.(type) {
	case MurphiVisitor:
		return t.VisitLocalVars(s)

	default:
		return t.VisitChildren(s)
	}
}

func (p *MurphiParser) LocalDecls() (localctx ILocalDeclsContext) {
	localctx = NewLocalDeclsContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 14, MurphiParserRULE_localDecls)
	var _la int

	p.SetState(215)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}

	switch p.GetTokenStream().LA(1) {
	case MurphiParserCONST:
		localctx = NewLocalConstsContext(p, localctx)
		p.EnterOuterAlt(localctx, 1)
		{
			p.SetState(188)
			p.Match(MurphiParserCONST)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		p.SetState(194)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		for _la == MurphiParserID {
			{
				p.SetState(189)

				var _x = p.ConstDecl()

				localctx.(*LocalConstsContext)._constDecl = _x
			}
			localctx.(*LocalConstsContext).consts = append(localctx.(*LocalConstsContext).consts, localctx.(*LocalConstsContext)._constDecl)
			{
				p.SetState(190)
				p.Match(MurphiParserT__0)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}

			p.SetState(196)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_la = p.GetTokenStream().LA(1)
		}

	case MurphiParserTYPE:
		localctx = NewLocalTypesContext(p, localctx)
		p.EnterOuterAlt(localctx, 2)
		{
			p.SetState(197)
			p.Match(MurphiParserTYPE)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		p.SetState(203)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		for _la == MurphiParserID {
			{
				p.SetState(198)

				var _x = p.TypeDecl()

				localctx.(*LocalTypesContext)._typeDecl = _x
			}
			localctx.(*LocalTypesContext).types = append(localctx.(*LocalTypesContext).types, localctx.(*LocalTypesContext)._typeDecl)
			{
				p.SetState(199)
				p.Match(MurphiParserT__0)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}

			p.SetState(205)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_la = p.GetTokenStream().LA(1)
		}

	case MurphiParserVAR:
		localctx = NewLocalVarsContext(p, localctx)
		p.EnterOuterAlt(localctx, 3)
		{
			p.SetState(206)
			p.Match(MurphiParserVAR)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		p.SetState(212)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		for _la == MurphiParserID {
			{
				p.SetState(207)

				var _x = p.VarDecl()

				localctx.(*LocalVarsContext)._varDecl = _x
			}
			localctx.(*LocalVarsContext).vars = append(localctx.(*LocalVarsContext).vars, localctx.(*LocalVarsContext)._varDecl)
			{
				p.SetState(208)
				p.Match(MurphiParserT__0)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}

			p.SetState(214)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_la = p.GetTokenStream().LA(1)
		}

	default:
		p.SetError(antlr.NewNoViableAltException(p, nil, nil, nil, nil, nil))
		goto errorExit
	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.ExitRule()
	return localctx
	goto errorExit // Trick to prevent compiler error if the label is not used
}

// IFormalContext is an interface to support dynamic dispatch.
type IFormalContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// GetV returns the v token.
	GetV() antlr.Token

	// Get_ID returns the _ID token.
	Get_ID() antlr.Token

	// SetV sets the v token.
	SetV(antlr.Token)

	// Set_ID sets the _ID token.
	Set_ID(antlr.Token)

	// GetNames returns the names token list.
	GetNames() []antlr.Token

	// SetNames sets the names token list.
	SetNames([]antlr.Token)

	// GetT returns the t rule contexts.
	GetT() ITypeExprContext

	// SetT sets the t rule contexts.
	SetT(ITypeExprContext)

	// Getter signatures
	AllID() []antlr.TerminalNode
	ID(i int) antlr.TerminalNode
	TypeExpr() ITypeExprContext
	VAR() antlr.TerminalNode

	// IsFormalContext differentiates from other interfaces.
	IsFormalContext()
}

type FormalContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
	v      antlr.Token
	_ID    antlr.Token
	names  []antlr.Token
	t      ITypeExprContext
}

func NewEmptyFormalContext() *FormalContext {
	var p = new(FormalContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = MurphiParserRULE_formal
	return p
}

func InitEmptyFormalContext(p *FormalContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = MurphiParserRULE_formal
}

func (*FormalContext) IsFormalContext() {}

func NewFormalContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *FormalContext {
	var p = new(FormalContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = MurphiParserRULE_formal

	return p
}

func (s *FormalContext) GetParser() antlr.Parser { return s.parser }

func (s *FormalContext) GetV() antlr.Token { return s.v }

func (s *FormalContext) Get_ID() antlr.Token { return s._ID }

func (s *FormalContext) SetV(v antlr.Token) { s.v = v }

func (s *FormalContext) Set_ID(v antlr.Token) { s._ID = v }

func (s *FormalContext) GetNames() []antlr.Token { return s.names }

func (s *FormalContext) SetNames(v []antlr.Token) { s.names = v }

func (s *FormalContext) GetT() ITypeExprContext { return s.t }

func (s *FormalContext) SetT(v ITypeExprContext) { s.t = v }

func (s *FormalContext) AllID() []antlr.TerminalNode {
	return s.GetTokens(MurphiParserID)
}

func (s *FormalContext) ID(i int) antlr.TerminalNode {
	return s.GetToken(MurphiParserID, i)
}

func (s *FormalContext) TypeExpr() ITypeExprContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(ITypeExprContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(ITypeExprContext)
}

func (s *FormalContext) VAR() antlr.TerminalNode {
	return s.GetToken(MurphiParserVAR, 0)
}

func (s *FormalContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *FormalContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (s *FormalContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(MurphiListener); ok {
		listenerT.EnterFormal(s)
	}
}

func (s *FormalContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(MurphiListener); ok {
		listenerT.ExitFormal(s)
	}
}

func (s *FormalContext) Accept(visitor antlr.ParseTreeVisitor) interface{} {
	switch t := visitor.(type) {
	case MurphiVisitor:
		return t.VisitFormal(s)

	default:
		return t.VisitChildren(s)
	}
}

func (p *MurphiParser) Formal() (localctx IFormalContext) {
	localctx = NewFormalContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 16, MurphiParserRULE_formal)
	var _la int

	p.EnterOuterAlt(localctx, 1)
	p.SetState(218)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	if _la == MurphiParserVAR {
		{
			p.SetState(217)

			var _m = p.Match(MurphiParserVAR)

			localctx.(*FormalContext).v = _m
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	}
	{
		p.SetState(220)

		var _m = p.Match(MurphiParserID)

		localctx.(*FormalContext)._ID = _m
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}
	localctx.(*FormalContext).names = append(localctx.(*FormalContext).names, localctx.(*FormalContext)._ID)
	p.SetState(225)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	for _la == MurphiParserT__2 {
		{
			p.SetState(221)
			p.Match(MurphiParserT__2)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(222)

			var _m = p.Match(MurphiParserID)

			localctx.(*FormalContext)._ID = _m
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		localctx.(*FormalContext).names = append(localctx.(*FormalContext).names, localctx.(*FormalContext)._ID)

		p.SetState(227)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)
	}
	{
		p.SetState(228)
		p.Match(MurphiParserT__1)
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}
	{
		p.SetState(229)

		var _x = p.TypeExpr()

		localctx.(*FormalContext).t = _x
	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.ExitRule()
	return localctx
	goto errorExit // Trick to prevent compiler error if the label is not used
}

// ITypeExprContext is an interface to support dynamic dispatch.
type ITypeExprContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser
	// IsTypeExprContext differentiates from other interfaces.
	IsTypeExprContext()
}

type TypeExprContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyTypeExprContext() *TypeExprContext {
	var p = new(TypeExprContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = MurphiParserRULE_typeExpr
	return p
}

func InitEmptyTypeExprContext(p *TypeExprContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = MurphiParserRULE_typeExpr
}

func (*TypeExprContext) IsTypeExprContext() {}

func NewTypeExprContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *TypeExprContext {
	var p = new(TypeExprContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = MurphiParserRULE_typeExpr

	return p
}

func (s *TypeExprContext) GetParser() antlr.Parser { return s.parser }

func (s *TypeExprContext) CopyAll(ctx *TypeExprContext) {
	s.CopyFrom(&ctx.BaseParserRuleContext)
}

func (s *TypeExprContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *TypeExprContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

type ArrayTypeContext struct {
	TypeExprContext
	kw        antlr.Token
	_typeExpr ITypeExprContext
	index     []ITypeExprContext
	elem      ITypeExprContext
}

func NewArrayTypeContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *ArrayTypeContext {
	var p = new(ArrayTypeContext)

	InitEmptyTypeExprContext(&p.TypeExprContext)
	p.parser = parser
	p.CopyAll(ctx.(*TypeExprContext))

	return p
}

func (s *ArrayTypeContext) GetKw() antlr.Token { return s.kw }

func (s *ArrayTypeContext) SetKw(v antlr.Token) { s.kw = v }

func (s *ArrayTypeContext) Get_typeExpr() ITypeExprContext { return s._typeExpr }

func (s *ArrayTypeContext) GetElem() ITypeExprContext { return s.elem }

func (s *ArrayTypeContext) Set_typeExpr(v ITypeExprContext) { s._typeExpr = v }

func (s *ArrayTypeContext) SetElem(v ITypeExprContext) { s.elem = v }

func (s *ArrayTypeContext) GetIndex() []ITypeExprContext { return s.index }

func (s *ArrayTypeContext) SetIndex(v []ITypeExprContext) { s.index = v }

func (s *ArrayTypeContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *ArrayTypeContext) OF() antlr.TerminalNode {
	return s.GetToken(MurphiParserOF, 0)
}

func (s *ArrayTypeContext) ARRAY() antlr.TerminalNode {
	return s.GetToken(MurphiParserARRAY, 0)
}

func (s *ArrayTypeContext) AllTypeExpr() []ITypeExprContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(ITypeExprContext); ok {
			len++
		}
	}

	tst := make([]ITypeExprContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(ITypeExprContext); ok {
			tst[i] = t.(ITypeExprContext)
			i++
		}
	}

	return tst
}

func (s *ArrayTypeContext) TypeExpr(i int) ITypeExprContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(ITypeExprContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext)
				break
			}
			j++
		}
	}

	if t == nil {
		return nil
	}

	return t.(ITypeExprContext)
}

func (s *ArrayTypeContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(MurphiListener); ok {
		listenerT.EnterArrayType(s)
	}
}

func (s *ArrayTypeContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(MurphiListener); ok {
		listenerT.ExitArrayType(s)
	}
}

func (s *ArrayTypeContext) Accept(visitor antlr.ParseTreeVisitor) interface{} {
	switch t := visitor.(type) {
	case MurphiVisitor:
		return t.VisitArrayType(s)

	default:
		return t.VisitChildren(s)
	}
}

type UnionTypeContext struct {
	TypeExprContext
	kw        antlr.Token
	_typeExpr ITypeExprContext
	members   []ITypeExprContext
}

func NewUnionTypeContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *UnionTypeContext {
	var p = new(UnionTypeContext)

	InitEmptyTypeExprContext(&p.TypeExprContext)
	p.parser = parser
	p.CopyAll(ctx.(*TypeExprContext))

	return p
}

func (s *UnionTypeContext) GetKw() antlr.Token { return s.kw }

func (s *UnionTypeContext) SetKw(v antlr.Token) { s.kw = v }

func (s *UnionTypeContext) Get_typeExpr() ITypeExprContext { return s._typeExpr }

func (s *UnionTypeContext) Set_typeExpr(v ITypeExprContext) { s._typeExpr = v }

func (s *UnionTypeContext) GetMembers() []ITypeExprContext { return s.members }

func (s *UnionTypeContext) SetMembers(v []ITypeExprContext) { s.members = v }

func (s *UnionTypeContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *UnionTypeContext) UNION() antlr.TerminalNode {
	return s.GetToken(MurphiParserUNION, 0)
}

func (s *UnionTypeContext) AllTypeExpr() []ITypeExprContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(ITypeExprContext); ok {
			len++
		}
	}

	tst := make([]ITypeExprContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(ITypeExprContext); ok {
			tst[i] = t.(ITypeExprContext)
			i++
		}
	}

	return tst
}

func (s *UnionTypeContext) TypeExpr(i int) ITypeExprContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(ITypeExprContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext)
				break
			}
			j++
		}
	}

	if t == nil {
		return nil
	}

	return t.(ITypeExprContext)
}

func (s *UnionTypeContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(MurphiListener); ok {
		listenerT.EnterUnionType(s)
	}
}

func (s *UnionTypeContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(MurphiListener); ok {
		listenerT.ExitUnionType(s)
	}
}

func (s *UnionTypeContext) Accept(visitor antlr.ParseTreeVisitor) interface{} {
	switch t := visitor.(type) {
	case MurphiVisitor:
		return t.VisitUnionType(s)

	default:
		return t.VisitChildren(s)
	}
}

type RecordTypeContext struct {
	TypeExprContext
	kw         antlr.Token
	_fieldDecl IFieldDeclContext
	fields     []IFieldDeclContext
}

func NewRecordTypeContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *RecordTypeContext {
	var p = new(RecordTypeContext)

	InitEmptyTypeExprContext(&p.TypeExprContext)
	p.parser = parser
	p.CopyAll(ctx.(*TypeExprContext))

	return p
}

func (s *RecordTypeContext) GetKw() antlr.Token { return s.kw }

func (s *RecordTypeContext) SetKw(v antlr.Token) { s.kw = v }

func (s *RecordTypeContext) Get_fieldDecl() IFieldDeclContext { return s._fieldDecl }

func (s *RecordTypeContext) Set_fieldDecl(v IFieldDeclContext) { s._fieldDecl = v }

func (s *RecordTypeContext) GetFields() []IFieldDeclContext { return s.fields }

func (s *RecordTypeContext) SetFields(v []IFieldDeclContext) { s.fields = v }

func (s *RecordTypeContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *RecordTypeContext) RECORD() antlr.TerminalNode {
	return s.GetToken(MurphiParserRECORD, 0)
}

func (s *RecordTypeContext) END() antlr.TerminalNode {
	return s.GetToken(MurphiParserEND, 0)
}

func (s *RecordTypeContext) ENDRECORD() antlr.TerminalNode {
	return s.GetToken(MurphiParserENDRECORD, 0)
}

func (s *RecordTypeContext) AllFieldDecl() []IFieldDeclContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(IFieldDeclContext); ok {
			len++
		}
	}

	tst := make([]IFieldDeclContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(IFieldDeclContext); ok {
			tst[i] = t.(IFieldDeclContext)
			i++
		}
	}

	return tst
}

func (s *RecordTypeContext) FieldDecl(i int) IFieldDeclContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IFieldDeclContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext)
				break
			}
			j++
		}
	}

	if t == nil {
		return nil
	}

	return t.(IFieldDeclContext)
}

func (s *RecordTypeContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(MurphiListener); ok {
		listenerT.EnterRecordType(s)
	}
}

func (s *RecordTypeContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(MurphiListener); ok {
		listenerT.ExitRecordType(s)
	}
}

func (s *RecordTypeContext) Accept(visitor antlr.ParseTreeVisitor) interface{} {
	switch t := visitor.(type) {
	case MurphiVisitor:
		return t.VisitRecordType(s)

	default:
		return t.VisitChildren(s)
	}
}

type NamedTypeContext struct {
	TypeExprContext
	name antlr.Token
}

func NewNamedTypeContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *NamedTypeContext {
	var p = new(NamedTypeContext)

	InitEmptyTypeExprContext(&p.TypeExprContext)
	p.parser = parser
	p.CopyAll(ctx.(*TypeExprContext))

	return p
}

func (s *NamedTypeContext) GetName() antlr.Token { return s.name }

func (s *NamedTypeContext) SetName(v antlr.Token) { s.name = v }

func (s *NamedTypeContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *NamedTypeContext) ID() antlr.TerminalNode {
	return s.GetToken(MurphiParserID, 0)
}

func (s *NamedTypeContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(MurphiListener); ok {
		listenerT.EnterNamedType(s)
	}
}

func (s *NamedTypeContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(MurphiListener); ok {
		listenerT.ExitNamedType(s)
	}
}

func (s *NamedTypeContext) Accept(visitor antlr.ParseTreeVisitor) interface{} {
	switch t := visitor.(type) {
	case MurphiVisitor:
		return t.VisitNamedType(s)

	default:
		return t.VisitChildren(s)
	}
}

type EnumTypeContext struct {
	TypeExprContext
	kw     antlr.Token
	_ID    antlr.Token
	values []antlr.Token
}

func NewEnumTypeContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *EnumTypeContext {
	var p = new(EnumTypeContext)

	InitEmptyTypeExprContext(&p.TypeExprContext)
	p.parser = parser
	p.CopyAll(ctx.(*TypeExprContext))

	return p
}

func (s *EnumTypeContext) GetKw() antlr.Token { return s.kw }

func (s *EnumTypeContext) Get_ID() antlr.Token { return s._ID }

func (s *EnumTypeContext) SetKw(v antlr.Token) { s.kw = v }

func (s *EnumTypeContext) Set_ID(v antlr.Token) { s._ID = v }

func (s *EnumTypeContext) GetValues() []antlr.Token { return s.values }

func (s *EnumTypeContext) SetValues(v []antlr.Token) { s.values = v }

func (s *EnumTypeContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *EnumTypeContext) ENUM() antlr.TerminalNode {
	return s.GetToken(MurphiParserENUM, 0)
}

func (s *EnumTypeContext) AllID() []antlr.TerminalNode {
	return s.GetTokens(MurphiParserID)
}

func (s *EnumTypeContext) ID(i int) antlr.TerminalNode {
	return s.GetToken(MurphiParserID, i)
}

func (s *EnumTypeContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(MurphiListener); ok {
		listenerT.EnterEnumType(s)
	}
}

func (s *EnumTypeContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(MurphiListener); ok {
		listenerT.ExitEnumType(s)
	}
}

func (s *EnumTypeContext) Accept(visitor antlr.ParseTreeVisitor) interface{} {
	switch t := visitor.(type) {
	case MurphiVisitor:
		return t.VisitEnumType(s)

	default:
		return t.VisitChildren(s)
	}
}

type ScalarsetTypeContext struct {
	TypeExprContext
	kw   antlr.Token
	size IExprContext
}

func NewScalarsetTypeContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *ScalarsetTypeContext {
	var p = new(ScalarsetTypeContext)

	InitEmptyTypeExprContext(&p.TypeExprContext)
	p.parser = parser
	p.CopyAll(ctx.(*TypeExprContext))

	return p
}

func (s *ScalarsetTypeContext) GetKw() antlr.Token { return s.kw }

func (s *ScalarsetTypeContext) SetKw(v antlr.Token) { s.kw = v }

func (s *ScalarsetTypeContext) GetSize() IExprContext { return s.size }

func (s *ScalarsetTypeContext) SetSize(v IExprContext) { s.size = v }

func (s *ScalarsetTypeContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *ScalarsetTypeContext) SCALARSET() antlr.TerminalNode {
	return s.GetToken(MurphiParserSCALARSET, 0)
}

func (s *ScalarsetTypeContext) Expr() IExprContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IExprContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IExprContext)
}

func (s *ScalarsetTypeContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(MurphiListener); ok {
		listenerT.EnterScalarsetType(s)
	}
}

func (s *ScalarsetTypeContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(MurphiListener); ok {
		listenerT.ExitScalarsetType(s)
	}
}

func (s *ScalarsetTypeContext) Accept(visitor antlr.ParseTreeVisitor) interface{} {
	switch t := visitor.(type) {
	case MurphiVisitor:
		return t.VisitScalarsetType(s)

	default:
		return t.VisitChildren(s)
	}
}

type SubrangeTypeContext struct {
	TypeExprContext
	lo IExprContext
	hi IExprContext
}

func NewSubrangeTypeContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *SubrangeTypeContext {
	var p = new(SubrangeTypeContext)

	InitEmptyTypeExprContext(&p.TypeExprContext)
	p.parser = parser
	p.CopyAll(ctx.(*TypeExprContext))

	return p
}

func (s *SubrangeTypeContext) GetLo() IExprContext { return s.lo }

func (s *SubrangeTypeContext) GetHi() IExprContext { return s.hi }

func (s *SubrangeTypeContext) SetLo(v IExprContext) { s.lo = v }

func (s *SubrangeTypeContext) SetHi(v IExprContext) { s.hi = v }

func (s *SubrangeTypeContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *SubrangeTypeContext) AllExpr() []IExprContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(IExprContext); ok {
			len++
		}
	}

	tst := make([]IExprContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(IExprContext); ok {
			tst[i] = t.(IExprContext)
			i++
		}
	}

	return tst
}

func (s *SubrangeTypeContext) Expr(i int) IExprContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IExprContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext)
				break
			}
			j++
		}
	}

	if t == nil {
		return nil
	}

	return t.(IExprContext)
}

func (s *SubrangeTypeContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(MurphiListener); ok {
		listenerT.EnterSubrangeType(s)
	}
}

func (s *SubrangeTypeContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(MurphiListener); ok {
		listenerT.ExitSubrangeType(s)
	}
}

func (s *SubrangeTypeContext) Accept(visitor antlr.ParseTreeVisitor) interface{} {
	switch t := visitor.(type) {
	case MurphiVisitor:
		return t.VisitSubrangeType(s)

	default:
		return t.VisitChildren(s)
	}
}

type RealTypeContext struct {
	TypeExprContext
	kw   antlr.Token
	prec IExprContext
	exp  IExprContext
}

func NewRealTypeContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *RealTypeContext {
	var p = new(RealTypeContext)

	InitEmptyTypeExprContext(&p.TypeExprContext)
	p.parser = parser
	p.CopyAll(ctx.(*TypeExprContext))

	return p
}

func (s *RealTypeContext) GetKw() antlr.Token { return s.kw }

func (s *RealTypeContext) SetKw(v antlr.Token) { s.kw = v }

func (s *RealTypeContext) GetPrec() IExprContext { return s.prec }

func (s *RealTypeContext) GetExp() IExprContext { return s.exp }

func (s *RealTypeContext) SetPrec(v IExprContext) { s.prec = v }

func (s *RealTypeContext) SetExp(v IExprContext) { s.exp = v }

func (s *RealTypeContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *RealTypeContext) REAL() antlr.TerminalNode {
	return s.GetToken(MurphiParserREAL, 0)
}

func (s *RealTypeContext) AllExpr() []IExprContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(IExprContext); ok {
			len++
		}
	}

	tst := make([]IExprContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(IExprContext); ok {
			tst[i] = t.(IExprContext)
			i++
		}
	}

	return tst
}

func (s *RealTypeContext) Expr(i int) IExprContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IExprContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext)
				break
			}
			j++
		}
	}

	if t == nil {
		return nil
	}

	return t.(IExprContext)
}

func (s *RealTypeContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(MurphiListener); ok {
		listenerT.EnterRealType(s)
	}
}

func (s *RealTypeContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(MurphiListener); ok {
		listenerT.ExitRealType(s)
	}
}

func (s *RealTypeContext) Accept(visitor antlr.ParseTreeVisitor) interface{} {
	switch t := visitor.(type) {
	case MurphiVisitor:
		return t.VisitRealType(s)

	default:
		return t.VisitChildren(s)
	}
}

type MultisetTypeContext struct {
	TypeExprContext
	kw   antlr.Token
	size IExprContext
	elem ITypeExprContext
}

func NewMultisetTypeContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *MultisetTypeContext {
	var p = new(MultisetTypeContext)

	InitEmptyTypeExprContext(&p.TypeExprContext)
	p.parser = parser
	p.CopyAll(ctx.(*TypeExprContext))

	return p
}

func (s *MultisetTypeContext) GetKw() antlr.Token { return s.kw }

func (s *MultisetTypeContext) SetKw(v antlr.Token) { s.kw = v }

func (s *MultisetTypeContext) GetSize() IExprContext { return s.size }

func (s *MultisetTypeContext) GetElem() ITypeExprContext { return s.elem }

func (s *MultisetTypeContext) SetSize(v IExprContext) { s.size = v }

func (s *MultisetTypeContext) SetElem(v ITypeExprContext) { s.elem = v }

func (s *MultisetTypeContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *MultisetTypeContext) OF() antlr.TerminalNode {
	return s.GetToken(MurphiParserOF, 0)
}

func (s *MultisetTypeContext) MULTISET() antlr.TerminalNode {
	return s.GetToken(MurphiParserMULTISET, 0)
}

func (s *MultisetTypeContext) Expr() IExprContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IExprContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IExprContext)
}

func (s *MultisetTypeContext) TypeExpr() ITypeExprContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(ITypeExprContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(ITypeExprContext)
}

func (s *MultisetTypeContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(MurphiListener); ok {
		listenerT.EnterMultisetType(s)
	}
}

func (s *MultisetTypeContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(MurphiListener); ok {
		listenerT.ExitMultisetType(s)
	}
}

func (s *MultisetTypeContext) Accept(visitor antlr.ParseTreeVisitor) interface{} {
	switch t := visitor.(type) {
	case MurphiVisitor:
		return t.VisitMultisetType(s)

	default:
		return t.VisitChildren(s)
	}
}

func (p *MurphiParser) TypeExpr() (localctx ITypeExprContext) {
	localctx = NewTypeExprContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 18, MurphiParserRULE_typeExpr)
	var _la int

	var _alt int

	p.SetState(305)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}

	switch p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 31, p.GetParserRuleContext()) {
	case 1:
		localctx = NewNamedTypeContext(p, localctx)
		p.EnterOuterAlt(localctx, 1)
		{
			p.SetState(231)

			var _m = p.Match(MurphiParserID)

			localctx.(*NamedTypeContext).name = _m
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case 2:
		localctx = NewSubrangeTypeContext(p, localctx)
		p.EnterOuterAlt(localctx, 2)
		{
			p.SetState(232)

			var _x = p.expr(0)

			localctx.(*SubrangeTypeContext).lo = _x
		}
		{
			p.SetState(233)
			p.Match(MurphiParserT__5)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(234)

			var _x = p.expr(0)

			localctx.(*SubrangeTypeContext).hi = _x
		}

	case 3:
		localctx = NewEnumTypeContext(p, localctx)
		p.EnterOuterAlt(localctx, 3)
		{
			p.SetState(236)

			var _m = p.Match(MurphiParserENUM)

			localctx.(*EnumTypeContext).kw = _m
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(237)
			p.Match(MurphiParserT__6)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(238)

			var _m = p.Match(MurphiParserID)

			localctx.(*EnumTypeContext)._ID = _m
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		localctx.(*EnumTypeContext).values = append(localctx.(*EnumTypeContext).values, localctx.(*EnumTypeContext)._ID)
		p.SetState(243)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		for _la == MurphiParserT__2 {
			{
				p.SetState(239)
				p.Match(MurphiParserT__2)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}
			{
				p.SetState(240)

				var _m = p.Match(MurphiParserID)

				localctx.(*EnumTypeContext)._ID = _m
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}
			localctx.(*EnumTypeContext).values = append(localctx.(*EnumTypeContext).values, localctx.(*EnumTypeContext)._ID)

			p.SetState(245)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_la = p.GetTokenStream().LA(1)
		}
		{
			p.SetState(246)
			p.Match(MurphiParserT__7)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case 4:
		localctx = NewScalarsetTypeContext(p, localctx)
		p.EnterOuterAlt(localctx, 4)
		{
			p.SetState(247)

			var _m = p.Match(MurphiParserSCALARSET)

			localctx.(*ScalarsetTypeContext).kw = _m
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(248)
			p.Match(MurphiParserT__3)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(249)

			var _x = p.expr(0)

			localctx.(*ScalarsetTypeContext).size = _x
		}
		{
			p.SetState(250)
			p.Match(MurphiParserT__4)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case 5:
		localctx = NewRealTypeContext(p, localctx)
		p.EnterOuterAlt(localctx, 5)
		{
			p.SetState(252)

			var _m = p.Match(MurphiParserREAL)

			localctx.(*RealTypeContext).kw = _m
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(253)
			p.Match(MurphiParserT__3)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(254)

			var _x = p.expr(0)

			localctx.(*RealTypeContext).prec = _x
		}
		{
			p.SetState(255)
			p.Match(MurphiParserT__2)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(256)

			var _x = p.expr(0)

			localctx.(*RealTypeContext).exp = _x
		}
		{
			p.SetState(257)
			p.Match(MurphiParserT__4)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case 6:
		localctx = NewRecordTypeContext(p, localctx)
		p.EnterOuterAlt(localctx, 6)
		{
			p.SetState(259)

			var _m = p.Match(MurphiParserRECORD)

			localctx.(*RecordTypeContext).kw = _m
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		p.SetState(265)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_alt = p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 27, p.GetParserRuleContext())
		if p.HasError() {
			goto errorExit
		}
		for _alt != 2 && _alt != antlr.ATNInvalidAltNumber {
			if _alt == 1 {
				{
					p.SetState(260)

					var _x = p.FieldDecl()

					localctx.(*RecordTypeContext)._fieldDecl = _x
				}
				localctx.(*RecordTypeContext).fields = append(localctx.(*RecordTypeContext).fields, localctx.(*RecordTypeContext)._fieldDecl)
				{
					p.SetState(261)
					p.Match(MurphiParserT__0)
					if p.HasError() {
						// Recognition error - abort rule
						goto errorExit
					}
				}

			}
			p.SetState(267)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_alt = p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 27, p.GetParserRuleContext())
			if p.HasError() {
				goto errorExit
			}
		}
		p.SetState(269)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == MurphiParserID {
			{
				p.SetState(268)

				var _x = p.FieldDecl()

				localctx.(*RecordTypeContext)._fieldDecl = _x
			}
			localctx.(*RecordTypeContext).fields = append(localctx.(*RecordTypeContext).fields, localctx.(*RecordTypeContext)._fieldDecl)

		}
		{
			p.SetState(271)
			_la = p.GetTokenStream().LA(1)

			if !(_la == MurphiParserEND || _la == MurphiParserENDRECORD) {
				p.GetErrorHandler().RecoverInline(p)
			} else {
				p.GetErrorHandler().ReportMatch(p)
				p.Consume()
			}
		}

	case 7:
		localctx = NewArrayTypeContext(p, localctx)
		p.EnterOuterAlt(localctx, 7)
		{
			p.SetState(272)

			var _m = p.Match(MurphiParserARRAY)

			localctx.(*ArrayTypeContext).kw = _m
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(273)
			p.Match(MurphiParserT__8)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(274)

			var _x = p.TypeExpr()

			localctx.(*ArrayTypeContext)._typeExpr = _x
		}
		localctx.(*ArrayTypeContext).index = append(localctx.(*ArrayTypeContext).index, localctx.(*ArrayTypeContext)._typeExpr)
		p.SetState(279)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		for _la == MurphiParserT__2 {
			{
				p.SetState(275)
				p.Match(MurphiParserT__2)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}
			{
				p.SetState(276)

				var _x = p.TypeExpr()

				localctx.(*ArrayTypeContext)._typeExpr = _x
			}
			localctx.(*ArrayTypeContext).index = append(localctx.(*ArrayTypeContext).index, localctx.(*ArrayTypeContext)._typeExpr)

			p.SetState(281)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_la = p.GetTokenStream().LA(1)
		}
		{
			p.SetState(282)
			p.Match(MurphiParserT__9)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(283)
			p.Match(MurphiParserOF)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(284)

			var _x = p.TypeExpr()

			localctx.(*ArrayTypeContext).elem = _x
		}

	case 8:
		localctx = NewUnionTypeContext(p, localctx)
		p.EnterOuterAlt(localctx, 8)
		{
			p.SetState(286)

			var _m = p.Match(MurphiParserUNION)

			localctx.(*UnionTypeContext).kw = _m
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(287)
			p.Match(MurphiParserT__6)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(288)

			var _x = p.TypeExpr()

			localctx.(*UnionTypeContext)._typeExpr = _x
		}
		localctx.(*UnionTypeContext).members = append(localctx.(*UnionTypeContext).members, localctx.(*UnionTypeContext)._typeExpr)
		p.SetState(293)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		for _la == MurphiParserT__2 {
			{
				p.SetState(289)
				p.Match(MurphiParserT__2)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}
			{
				p.SetState(290)

				var _x = p.TypeExpr()

				localctx.(*UnionTypeContext)._typeExpr = _x
			}
			localctx.(*UnionTypeContext).members = append(localctx.(*UnionTypeContext).members, localctx.(*UnionTypeContext)._typeExpr)

			p.SetState(295)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_la = p.GetTokenStream().LA(1)
		}
		{
			p.SetState(296)
			p.Match(MurphiParserT__7)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case 9:
		localctx = NewMultisetTypeContext(p, localctx)
		p.EnterOuterAlt(localctx, 9)
		{
			p.SetState(298)

			var _m = p.Match(MurphiParserMULTISET)

			localctx.(*MultisetTypeContext).kw = _m
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(299)
			p.Match(MurphiParserT__8)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(300)

			var _x = p.expr(0)

			localctx.(*MultisetTypeContext).size = _x
		}
		{
			p.SetState(301)
			p.Match(MurphiParserT__9)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(302)
			p.Match(MurphiParserOF)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(303)

			var _x = p.TypeExpr()

			localctx.(*MultisetTypeContext).elem = _x
		}

	case antlr.ATNInvalidAltNumber:
		goto errorExit
	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.ExitRule()
	return localctx
	goto errorExit // Trick to prevent compiler error if the label is not used
}

// IFieldDeclContext is an interface to support dynamic dispatch.
type IFieldDeclContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Get_ID returns the _ID token.
	Get_ID() antlr.Token

	// Set_ID sets the _ID token.
	Set_ID(antlr.Token)

	// GetNames returns the names token list.
	GetNames() []antlr.Token

	// SetNames sets the names token list.
	SetNames([]antlr.Token)

	// GetT returns the t rule contexts.
	GetT() ITypeExprContext

	// SetT sets the t rule contexts.
	SetT(ITypeExprContext)

	// Getter signatures
	AllID() []antlr.TerminalNode
	ID(i int) antlr.TerminalNode
	TypeExpr() ITypeExprContext

	// IsFieldDeclContext differentiates from other interfaces.
	IsFieldDeclContext()
}

type FieldDeclContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
	_ID    antlr.Token
	names  []antlr.Token
	t      ITypeExprContext
}

func NewEmptyFieldDeclContext() *FieldDeclContext {
	var p = new(FieldDeclContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = MurphiParserRULE_fieldDecl
	return p
}

func InitEmptyFieldDeclContext(p *FieldDeclContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = MurphiParserRULE_fieldDecl
}

func (*FieldDeclContext) IsFieldDeclContext() {}

func NewFieldDeclContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *FieldDeclContext {
	var p = new(FieldDeclContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = MurphiParserRULE_fieldDecl

	return p
}

func (s *FieldDeclContext) GetParser() antlr.Parser { return s.parser }

func (s *FieldDeclContext) Get_ID() antlr.Token { return s._ID }

func (s *FieldDeclContext) Set_ID(v antlr.Token) { s._ID = v }

func (s *FieldDeclContext) GetNames() []antlr.Token { return s.names }

func (s *FieldDeclContext) SetNames(v []antlr.Token) { s.names = v }

func (s *FieldDeclContext) GetT() ITypeExprContext { return s.t }

func (s *FieldDeclContext) SetT(v ITypeExprContext) { s.t = v }

func (s *FieldDeclContext) AllID() []antlr.TerminalNode {
	return s.GetTokens(MurphiParserID)
}

func (s *FieldDeclContext) ID(i int) antlr.TerminalNode {
	return s.GetToken(MurphiParserID, i)
}

func (s *FieldDeclContext) TypeExpr() ITypeExprContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(ITypeExprContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(ITypeExprContext)
}

func (s *FieldDeclContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *FieldDeclContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (s *FieldDeclContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(MurphiListener); ok {
		listenerT.EnterFieldDecl(s)
	}
}

func (s *FieldDeclContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(MurphiListener); ok {
		listenerT.ExitFieldDecl(s)
	}
}

func (s *FieldDeclContext) Accept(visitor antlr.ParseTreeVisitor) interface{} {
	switch t := visitor.(type) {
	case MurphiVisitor:
		return t.VisitFieldDecl(s)

	default:
		return t.VisitChildren(s)
	}
}

func (p *MurphiParser) FieldDecl() (localctx IFieldDeclContext) {
	localctx = NewFieldDeclContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 20, MurphiParserRULE_fieldDecl)
	var _la int

	p.EnterOuterAlt(localctx, 1)
	{
		p.SetState(307)

		var _m = p.Match(MurphiParserID)

		localctx.(*FieldDeclContext)._ID = _m
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}
	localctx.(*FieldDeclContext).names = append(localctx.(*FieldDeclContext).names, localctx.(*FieldDeclContext)._ID)
	p.SetState(312)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	for _la == MurphiParserT__2 {
		{
			p.SetState(308)
			p.Match(MurphiParserT__2)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(309)

			var _m = p.Match(MurphiParserID)

			localctx.(*FieldDeclContext)._ID = _m
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		localctx.(*FieldDeclContext).names = append(localctx.(*FieldDeclContext).names, localctx.(*FieldDeclContext)._ID)

		p.SetState(314)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)
	}
	{
		p.SetState(315)
		p.Match(MurphiParserT__1)
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}
	{
		p.SetState(316)

		var _x = p.TypeExpr()

		localctx.(*FieldDeclContext).t = _x
	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.ExitRule()
	return localctx
	goto errorExit // Trick to prevent compiler error if the label is not used
}

// IStmtListContext is an interface to support dynamic dispatch.
type IStmtListContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Get_stmt returns the _stmt rule contexts.
	Get_stmt() IStmtContext

	// Set_stmt sets the _stmt rule contexts.
	Set_stmt(IStmtContext)

	// GetStmts returns the stmts rule context list.
	GetStmts() []IStmtContext

	// SetStmts sets the stmts rule context list.
	SetStmts([]IStmtContext)

	// Getter signatures
	AllStmt() []IStmtContext
	Stmt(i int) IStmtContext

	// IsStmtListContext differentiates from other interfaces.
	IsStmtListContext()
}

type StmtListContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
	_stmt  IStmtContext
	stmts  []IStmtContext
}

func NewEmptyStmtListContext() *StmtListContext {
	var p = new(StmtListContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = MurphiParserRULE_stmtList
	return p
}

func InitEmptyStmtListContext(p *StmtListContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = MurphiParserRULE_stmtList
}

func (*StmtListContext) IsStmtListContext() {}

func NewStmtListContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *StmtListContext {
	var p = new(StmtListContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = MurphiParserRULE_stmtList

	return p
}

func (s *StmtListContext) GetParser() antlr.Parser { return s.parser }

func (s *StmtListContext) Get_stmt() IStmtContext { return s._stmt }

func (s *StmtListContext) Set_stmt(v IStmtContext) { s._stmt = v }

func (s *StmtListContext) GetStmts() []IStmtContext { return s.stmts }

func (s *StmtListContext) SetStmts(v []IStmtContext) { s.stmts = v }

func (s *StmtListContext) AllStmt() []IStmtContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(IStmtContext); ok {
			len++
		}
	}

	tst := make([]IStmtContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(IStmtContext); ok {
			tst[i] = t.(IStmtContext)
			i++
		}
	}

	return tst
}

func (s *StmtListContext) Stmt(i int) IStmtContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IStmtContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext)
				break
			}
			j++
		}
	}

	if t == nil {
		return nil
	}

	return t.(IStmtContext)
}

func (s *StmtListContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *StmtListContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (s *StmtListContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(MurphiListener); ok {
		listenerT.EnterStmtList(s)
	}
}

func (s *StmtListContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(MurphiListener); ok {
		listenerT.ExitStmtList(s)
	}
}

func (s *StmtListContext) Accept(visitor antlr.ParseTreeVisitor) interface{} {
	switch t := visitor.(type) {
	case MurphiVisitor:
		return t.VisitStmtList(s)

	default:
		return t.VisitChildren(s)
	}
}

func (p *MurphiParser) StmtList() (localctx IStmtListContext) {
	localctx = NewStmtListContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 22, MurphiParserRULE_stmtList)
	var _la int

	p.EnterOuterAlt(localctx, 1)
	p.SetState(319)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	if (int64((_la-30)) & ^0x3f) == 0 && ((int64(1)<<(_la-30))&3612063787567284293) != 0 {
		{
			p.SetState(318)

			var _x = p.Stmt()

			localctx.(*StmtListContext)._stmt = _x
		}
		localctx.(*StmtListContext).stmts = append(localctx.(*StmtListContext).stmts, localctx.(*StmtListContext)._stmt)

	}
	p.SetState(327)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	for _la == MurphiParserT__0 {
		{
			p.SetState(321)
			p.Match(MurphiParserT__0)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		p.SetState(323)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if (int64((_la-30)) & ^0x3f) == 0 && ((int64(1)<<(_la-30))&3612063787567284293) != 0 {
			{
				p.SetState(322)

				var _x = p.Stmt()

				localctx.(*StmtListContext)._stmt = _x
			}
			localctx.(*StmtListContext).stmts = append(localctx.(*StmtListContext).stmts, localctx.(*StmtListContext)._stmt)

		}

		p.SetState(329)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)
	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.ExitRule()
	return localctx
	goto errorExit // Trick to prevent compiler error if the label is not used
}

// IStmtContext is an interface to support dynamic dispatch.
type IStmtContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser
	// IsStmtContext differentiates from other interfaces.
	IsStmtContext()
}

type StmtContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyStmtContext() *StmtContext {
	var p = new(StmtContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = MurphiParserRULE_stmt
	return p
}

func InitEmptyStmtContext(p *StmtContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = MurphiParserRULE_stmt
}

func (*StmtContext) IsStmtContext() {}

func NewStmtContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *StmtContext {
	var p = new(StmtContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = MurphiParserRULE_stmt

	return p
}

func (s *StmtContext) GetParser() antlr.Parser { return s.parser }

func (s *StmtContext) CopyAll(ctx *StmtContext) {
	s.CopyFrom(&ctx.BaseParserRuleContext)
}

func (s *StmtContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *StmtContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

type SwitchStmtContext struct {
	StmtContext
	kw       antlr.Token
	x        IExprContext
	_caseArm ICaseArmContext
	cases    []ICaseArmContext
	els      IStmtListContext
}

func NewSwitchStmtContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *SwitchStmtContext {
	var p = new(SwitchStmtContext)

	InitEmptyStmtContext(&p.StmtContext)
	p.parser = parser
	p.CopyAll(ctx.(*StmtContext))

	return p
}

func (s *SwitchStmtContext) GetKw() antlr.Token { return s.kw }

func (s *SwitchStmtContext) SetKw(v antlr.Token) { s.kw = v }

func (s *SwitchStmtContext) GetX() IExprContext { return s.x }

func (s *SwitchStmtContext) Get_caseArm() ICaseArmContext { return s._caseArm }

func (s *SwitchStmtContext) GetEls() IStmtListContext { return s.els }

func (s *SwitchStmtContext) SetX(v IExprContext) { s.x = v }

func (s *SwitchStmtContext) Set_caseArm(v ICaseArmContext) { s._caseArm = v }

func (s *SwitchStmtContext) SetEls(v IStmtListContext) { s.els = v }

func (s *SwitchStmtContext) GetCases() []ICaseArmContext { return s.cases }

func (s *SwitchStmtContext) SetCases(v []ICaseArmContext) { s.cases = v }

func (s *SwitchStmtContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *SwitchStmtContext) SWITCH() antlr.TerminalNode {
	return s.GetToken(MurphiParserSWITCH, 0)
}

func (s *SwitchStmtContext) Expr() IExprContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IExprContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IExprContext)
}

func (s *SwitchStmtContext) END() antlr.TerminalNode {
	return s.GetToken(MurphiParserEND, 0)
}

func (s *SwitchStmtContext) ENDSWITCH() antlr.TerminalNode {
	return s.GetToken(MurphiParserENDSWITCH, 0)
}

func (s *SwitchStmtContext) ELSE() antlr.TerminalNode {
	return s.GetToken(MurphiParserELSE, 0)
}

func (s *SwitchStmtContext) AllCaseArm() []ICaseArmContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(ICaseArmContext); ok {
			len++
		}
	}

	tst := make([]ICaseArmContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(ICaseArmContext); ok {
			tst[i] = t.(ICaseArmContext)
			i++
		}
	}

	return tst
}

func (s *SwitchStmtContext) CaseArm(i int) ICaseArmContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(ICaseArmContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext)
				break
			}
			j++
		}
	}

	if t == nil {
		return nil
	}

	return t.(ICaseArmContext)
}

func (s *SwitchStmtContext) StmtList() IStmtListContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IStmtListContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IStmtListContext)
}

func (s *SwitchStmtContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(MurphiListener); ok {
		listenerT.EnterSwitchStmt(s)
	}
}

func (s *SwitchStmtContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(MurphiListener); ok {
		listenerT.ExitSwitchStmt(s)
	}
}

func (s *SwitchStmtContext) Accept(visitor antlr.ParseTreeVisitor) interface{} {
	switch t := visitor.(type) {
	case MurphiVisitor:
		return t.VisitSwitchStmt(s)

	default:
		return t.VisitChildren(s)
	}
}

type ClearStmtContext struct {
	StmtContext
	kw antlr.Token
	x  IDesignatorContext
}

func NewClearStmtContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *ClearStmtContext {
	var p = new(ClearStmtContext)

	InitEmptyStmtContext(&p.StmtContext)
	p.parser = parser
	p.CopyAll(ctx.(*StmtContext))

	return p
}

func (s *ClearStmtContext) GetKw() antlr.Token { return s.kw }

func (s *ClearStmtContext) SetKw(v antlr.Token) { s.kw = v }

func (s *ClearStmtContext) GetX() IDesignatorContext { return s.x }

func (s *ClearStmtContext) SetX(v IDesignatorContext) { s.x = v }

func (s *ClearStmtContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *ClearStmtContext) CLEAR() antlr.TerminalNode {
	return s.GetToken(MurphiParserCLEAR, 0)
}

func (s *ClearStmtContext) Designator() IDesignatorContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IDesignatorContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IDesignatorContext)
}

func (s *ClearStmtContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(MurphiListener); ok {
		listenerT.EnterClearStmt(s)
	}
}

func (s *ClearStmtContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(MurphiListener); ok {
		listenerT.ExitClearStmt(s)
	}
}

func (s *ClearStmtContext) Accept(visitor antlr.ParseTreeVisitor) interface{} {
	switch t := visitor.(type) {
	case MurphiVisitor:
		return t.VisitClearStmt(s)

	default:
		return t.VisitChildren(s)
	}
}

type MultisetRemoveStmtContext struct {
	StmtContext
	kw  antlr.Token
	idx IExprContext
	ms  IDesignatorContext
}

func NewMultisetRemoveStmtContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *MultisetRemoveStmtContext {
	var p = new(MultisetRemoveStmtContext)

	InitEmptyStmtContext(&p.StmtContext)
	p.parser = parser
	p.CopyAll(ctx.(*StmtContext))

	return p
}

func (s *MultisetRemoveStmtContext) GetKw() antlr.Token { return s.kw }

func (s *MultisetRemoveStmtContext) SetKw(v antlr.Token) { s.kw = v }

func (s *MultisetRemoveStmtContext) GetIdx() IExprContext { return s.idx }

func (s *MultisetRemoveStmtContext) GetMs() IDesignatorContext { return s.ms }

func (s *MultisetRemoveStmtContext) SetIdx(v IExprContext) { s.idx = v }

func (s *MultisetRemoveStmtContext) SetMs(v IDesignatorContext) { s.ms = v }

func (s *MultisetRemoveStmtContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *MultisetRemoveStmtContext) MULTISETREMOVE() antlr.TerminalNode {
	return s.GetToken(MurphiParserMULTISETREMOVE, 0)
}

func (s *MultisetRemoveStmtContext) Expr() IExprContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IExprContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IExprContext)
}

func (s *MultisetRemoveStmtContext) Designator() IDesignatorContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IDesignatorContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IDesignatorContext)
}

func (s *MultisetRemoveStmtContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(MurphiListener); ok {
		listenerT.EnterMultisetRemoveStmt(s)
	}
}

func (s *MultisetRemoveStmtContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(MurphiListener); ok {
		listenerT.ExitMultisetRemoveStmt(s)
	}
}

func (s *MultisetRemoveStmtContext) Accept(visitor antlr.ParseTreeVisitor) interface{} {
	switch t := visitor.(type) {
	case MurphiVisitor:
		return t.VisitMultisetRemoveStmt(s)

	default:
		return t.VisitChildren(s)
	}
}

type AssignStmtContext struct {
	StmtContext
	lhs IDesignatorContext
	rhs IExprContext
	u   antlr.Token
}

func NewAssignStmtContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *AssignStmtContext {
	var p = new(AssignStmtContext)

	InitEmptyStmtContext(&p.StmtContext)
	p.parser = parser
	p.CopyAll(ctx.(*StmtContext))

	return p
}

func (s *AssignStmtContext) GetU() antlr.Token { return s.u }

func (s *AssignStmtContext) SetU(v antlr.Token) { s.u = v }

func (s *AssignStmtContext) GetLhs() IDesignatorContext { return s.lhs }

func (s *AssignStmtContext) GetRhs() IExprContext { return s.rhs }

func (s *AssignStmtContext) SetLhs(v IDesignatorContext) { s.lhs = v }

func (s *AssignStmtContext) SetRhs(v IExprContext) { s.rhs = v }

func (s *AssignStmtContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *AssignStmtContext) Designator() IDesignatorContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IDesignatorContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IDesignatorContext)
}

func (s *AssignStmtContext) Expr() IExprContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IExprContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IExprContext)
}

func (s *AssignStmtContext) UNDEFINED() antlr.TerminalNode {
	return s.GetToken(MurphiParserUNDEFINED, 0)
}

func (s *AssignStmtContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(MurphiListener); ok {
		listenerT.EnterAssignStmt(s)
	}
}

func (s *AssignStmtContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(MurphiListener); ok {
		listenerT.ExitAssignStmt(s)
	}
}

func (s *AssignStmtContext) Accept(visitor antlr.ParseTreeVisitor) interface{} {
	switch t := visitor.(type) {
	case MurphiVisitor:
		return t.VisitAssignStmt(s)

	default:
		return t.VisitChildren(s)
	}
}

type ErrorStmtContext struct {
	StmtContext
	kw  antlr.Token
	msg antlr.Token
}

func NewErrorStmtContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *ErrorStmtContext {
	var p = new(ErrorStmtContext)

	InitEmptyStmtContext(&p.StmtContext)
	p.parser = parser
	p.CopyAll(ctx.(*StmtContext))

	return p
}

func (s *ErrorStmtContext) GetKw() antlr.Token { return s.kw }

func (s *ErrorStmtContext) GetMsg() antlr.Token { return s.msg }

func (s *ErrorStmtContext) SetKw(v antlr.Token) { s.kw = v }

func (s *ErrorStmtContext) SetMsg(v antlr.Token) { s.msg = v }

func (s *ErrorStmtContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *ErrorStmtContext) ERROR() antlr.TerminalNode {
	return s.GetToken(MurphiParserERROR, 0)
}

func (s *ErrorStmtContext) STRING() antlr.TerminalNode {
	return s.GetToken(MurphiParserSTRING, 0)
}

func (s *ErrorStmtContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(MurphiListener); ok {
		listenerT.EnterErrorStmt(s)
	}
}

func (s *ErrorStmtContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(MurphiListener); ok {
		listenerT.ExitErrorStmt(s)
	}
}

func (s *ErrorStmtContext) Accept(visitor antlr.ParseTreeVisitor) interface{} {
	switch t := visitor.(type) {
	case MurphiVisitor:
		return t.VisitErrorStmt(s)

	default:
		return t.VisitChildren(s)
	}
}

type CallStmtContext struct {
	StmtContext
	name    antlr.Token
	_actual IActualContext
	args    []IActualContext
}

func NewCallStmtContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *CallStmtContext {
	var p = new(CallStmtContext)

	InitEmptyStmtContext(&p.StmtContext)
	p.parser = parser
	p.CopyAll(ctx.(*StmtContext))

	return p
}

func (s *CallStmtContext) GetName() antlr.Token { return s.name }

func (s *CallStmtContext) SetName(v antlr.Token) { s.name = v }

func (s *CallStmtContext) Get_actual() IActualContext { return s._actual }

func (s *CallStmtContext) Set_actual(v IActualContext) { s._actual = v }

func (s *CallStmtContext) GetArgs() []IActualContext { return s.args }

func (s *CallStmtContext) SetArgs(v []IActualContext) { s.args = v }

func (s *CallStmtContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *CallStmtContext) ID() antlr.TerminalNode {
	return s.GetToken(MurphiParserID, 0)
}

func (s *CallStmtContext) AllActual() []IActualContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(IActualContext); ok {
			len++
		}
	}

	tst := make([]IActualContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(IActualContext); ok {
			tst[i] = t.(IActualContext)
			i++
		}
	}

	return tst
}

func (s *CallStmtContext) Actual(i int) IActualContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IActualContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext)
				break
			}
			j++
		}
	}

	if t == nil {
		return nil
	}

	return t.(IActualContext)
}

func (s *CallStmtContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(MurphiListener); ok {
		listenerT.EnterCallStmt(s)
	}
}

func (s *CallStmtContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(MurphiListener); ok {
		listenerT.ExitCallStmt(s)
	}
}

func (s *CallStmtContext) Accept(visitor antlr.ParseTreeVisitor) interface{} {
	switch t := visitor.(type) {
	case MurphiVisitor:
		return t.VisitCallStmt(s)

	default:
		return t.VisitChildren(s)
	}
}

type IfStmtContext struct {
	StmtContext
	kw     antlr.Token
	cond   IExprContext
	then   IStmtListContext
	_elsif IElsifContext
	elifs  []IElsifContext
	els    IStmtListContext
}

func NewIfStmtContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *IfStmtContext {
	var p = new(IfStmtContext)

	InitEmptyStmtContext(&p.StmtContext)
	p.parser = parser
	p.CopyAll(ctx.(*StmtContext))

	return p
}

func (s *IfStmtContext) GetKw() antlr.Token { return s.kw }

func (s *IfStmtContext) SetKw(v antlr.Token) { s.kw = v }

func (s *IfStmtContext) GetCond() IExprContext { return s.cond }

func (s *IfStmtContext) GetThen() IStmtListContext { return s.then }

func (s *IfStmtContext) Get_elsif() IElsifContext { return s._elsif }

func (s *IfStmtContext) GetEls() IStmtListContext { return s.els }

func (s *IfStmtContext) SetCond(v IExprContext) { s.cond = v }

func (s *IfStmtContext) SetThen(v IStmtListContext) { s.then = v }

func (s *IfStmtContext) Set_elsif(v IElsifContext) { s._elsif = v }

func (s *IfStmtContext) SetEls(v IStmtListContext) { s.els = v }

func (s *IfStmtContext) GetElifs() []IElsifContext { return s.elifs }

func (s *IfStmtContext) SetElifs(v []IElsifContext) { s.elifs = v }

func (s *IfStmtContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *IfStmtContext) THEN() antlr.TerminalNode {
	return s.GetToken(MurphiParserTHEN, 0)
}

func (s *IfStmtContext) IF() antlr.TerminalNode {
	return s.GetToken(MurphiParserIF, 0)
}

func (s *IfStmtContext) Expr() IExprContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IExprContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IExprContext)
}

func (s *IfStmtContext) AllStmtList() []IStmtListContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(IStmtListContext); ok {
			len++
		}
	}

	tst := make([]IStmtListContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(IStmtListContext); ok {
			tst[i] = t.(IStmtListContext)
			i++
		}
	}

	return tst
}

func (s *IfStmtContext) StmtList(i int) IStmtListContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IStmtListContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext)
				break
			}
			j++
		}
	}

	if t == nil {
		return nil
	}

	return t.(IStmtListContext)
}

func (s *IfStmtContext) END() antlr.TerminalNode {
	return s.GetToken(MurphiParserEND, 0)
}

func (s *IfStmtContext) ENDIF() antlr.TerminalNode {
	return s.GetToken(MurphiParserENDIF, 0)
}

func (s *IfStmtContext) ELSE() antlr.TerminalNode {
	return s.GetToken(MurphiParserELSE, 0)
}

func (s *IfStmtContext) AllElsif() []IElsifContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(IElsifContext); ok {
			len++
		}
	}

	tst := make([]IElsifContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(IElsifContext); ok {
			tst[i] = t.(IElsifContext)
			i++
		}
	}

	return tst
}

func (s *IfStmtContext) Elsif(i int) IElsifContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IElsifContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext)
				break
			}
			j++
		}
	}

	if t == nil {
		return nil
	}

	return t.(IElsifContext)
}

func (s *IfStmtContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(MurphiListener); ok {
		listenerT.EnterIfStmt(s)
	}
}

func (s *IfStmtContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(MurphiListener); ok {
		listenerT.ExitIfStmt(s)
	}
}

func (s *IfStmtContext) Accept(visitor antlr.ParseTreeVisitor) interface{} {
	switch t := visitor.(type) {
	case MurphiVisitor:
		return t.VisitIfStmt(s)

	default:
		return t.VisitChildren(s)
	}
}

type PutStmtContext struct {
	StmtContext
	kw antlr.Token
	s  antlr.Token
	x  IExprContext
}

func NewPutStmtContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *PutStmtContext {
	var p = new(PutStmtContext)

	InitEmptyStmtContext(&p.StmtContext)
	p.parser = parser
	p.CopyAll(ctx.(*StmtContext))

	return p
}

func (s *PutStmtContext) GetKw() antlr.Token { return s.kw }

func (s *PutStmtContext) GetS() antlr.Token { return s.s }

func (s *PutStmtContext) SetKw(v antlr.Token) { s.kw = v }

func (s *PutStmtContext) SetS(v antlr.Token) { s.s = v }

func (s *PutStmtContext) GetX() IExprContext { return s.x }

func (s *PutStmtContext) SetX(v IExprContext) { s.x = v }

func (s *PutStmtContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *PutStmtContext) PUT() antlr.TerminalNode {
	return s.GetToken(MurphiParserPUT, 0)
}

func (s *PutStmtContext) STRING() antlr.TerminalNode {
	return s.GetToken(MurphiParserSTRING, 0)
}

func (s *PutStmtContext) Expr() IExprContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IExprContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IExprContext)
}

func (s *PutStmtContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(MurphiListener); ok {
		listenerT.EnterPutStmt(s)
	}
}

func (s *PutStmtContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(MurphiListener); ok {
		listenerT.ExitPutStmt(s)
	}
}

func (s *PutStmtContext) Accept(visitor antlr.ParseTreeVisitor) interface{} {
	switch t := visitor.(type) {
	case MurphiVisitor:
		return t.VisitPutStmt(s)

	default:
		return t.VisitChildren(s)
	}
}

type MultisetRemovePredStmtContext struct {
	StmtContext
	kw   antlr.Token
	name antlr.Token
	ms   IDesignatorContext
	cond IExprContext
}

func NewMultisetRemovePredStmtContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *MultisetRemovePredStmtContext {
	var p = new(MultisetRemovePredStmtContext)

	InitEmptyStmtContext(&p.StmtContext)
	p.parser = parser
	p.CopyAll(ctx.(*StmtContext))

	return p
}

func (s *MultisetRemovePredStmtContext) GetKw() antlr.Token { return s.kw }

func (s *MultisetRemovePredStmtContext) GetName() antlr.Token { return s.name }

func (s *MultisetRemovePredStmtContext) SetKw(v antlr.Token) { s.kw = v }

func (s *MultisetRemovePredStmtContext) SetName(v antlr.Token) { s.name = v }

func (s *MultisetRemovePredStmtContext) GetMs() IDesignatorContext { return s.ms }

func (s *MultisetRemovePredStmtContext) GetCond() IExprContext { return s.cond }

func (s *MultisetRemovePredStmtContext) SetMs(v IDesignatorContext) { s.ms = v }

func (s *MultisetRemovePredStmtContext) SetCond(v IExprContext) { s.cond = v }

func (s *MultisetRemovePredStmtContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *MultisetRemovePredStmtContext) MULTISETREMOVEPRED() antlr.TerminalNode {
	return s.GetToken(MurphiParserMULTISETREMOVEPRED, 0)
}

func (s *MultisetRemovePredStmtContext) ID() antlr.TerminalNode {
	return s.GetToken(MurphiParserID, 0)
}

func (s *MultisetRemovePredStmtContext) Designator() IDesignatorContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IDesignatorContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IDesignatorContext)
}

func (s *MultisetRemovePredStmtContext) Expr() IExprContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IExprContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IExprContext)
}

func (s *MultisetRemovePredStmtContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(MurphiListener); ok {
		listenerT.EnterMultisetRemovePredStmt(s)
	}
}

func (s *MultisetRemovePredStmtContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(MurphiListener); ok {
		listenerT.ExitMultisetRemovePredStmt(s)
	}
}

func (s *MultisetRemovePredStmtContext) Accept(visitor antlr.ParseTreeVisitor) interface{} {
	switch t := visitor.(type) {
	case MurphiVisitor:
		return t.VisitMultisetRemovePredStmt(s)

	default:
		return t.VisitChildren(s)
	}
}

type WhileStmtContext struct {
	StmtContext
	kw   antlr.Token
	cond IExprContext
	body IStmtListContext
}

func NewWhileStmtContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *WhileStmtContext {
	var p = new(WhileStmtContext)

	InitEmptyStmtContext(&p.StmtContext)
	p.parser = parser
	p.CopyAll(ctx.(*StmtContext))

	return p
}

func (s *WhileStmtContext) GetKw() antlr.Token { return s.kw }

func (s *WhileStmtContext) SetKw(v antlr.Token) { s.kw = v }

func (s *WhileStmtContext) GetCond() IExprContext { return s.cond }

func (s *WhileStmtContext) GetBody() IStmtListContext { return s.body }

func (s *WhileStmtContext) SetCond(v IExprContext) { s.cond = v }

func (s *WhileStmtContext) SetBody(v IStmtListContext) { s.body = v }

func (s *WhileStmtContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *WhileStmtContext) DoKw() IDoKwContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IDoKwContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IDoKwContext)
}

func (s *WhileStmtContext) WHILE() antlr.TerminalNode {
	return s.GetToken(MurphiParserWHILE, 0)
}

func (s *WhileStmtContext) Expr() IExprContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IExprContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IExprContext)
}

func (s *WhileStmtContext) StmtList() IStmtListContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IStmtListContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IStmtListContext)
}

func (s *WhileStmtContext) END() antlr.TerminalNode {
	return s.GetToken(MurphiParserEND, 0)
}

func (s *WhileStmtContext) ENDWHILE() antlr.TerminalNode {
	return s.GetToken(MurphiParserENDWHILE, 0)
}

func (s *WhileStmtContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(MurphiListener); ok {
		listenerT.EnterWhileStmt(s)
	}
}

func (s *WhileStmtContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(MurphiListener); ok {
		listenerT.ExitWhileStmt(s)
	}
}

func (s *WhileStmtContext) Accept(visitor antlr.ParseTreeVisitor) interface{} {
	switch t := visitor.(type) {
	case MurphiVisitor:
		return t.VisitWhileStmt(s)

	default:
		return t.VisitChildren(s)
	}
}

type AliasStmtContext struct {
	StmtContext
	kw         antlr.Token
	_aliasDecl IAliasDeclContext
	aliases    []IAliasDeclContext
	body       IStmtListContext
}

func NewAliasStmtContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *AliasStmtContext {
	var p = new(AliasStmtContext)

	InitEmptyStmtContext(&p.StmtContext)
	p.parser = parser
	p.CopyAll(ctx.(*StmtContext))

	return p
}

func (s *AliasStmtContext) GetKw() antlr.Token { return s.kw }

func (s *AliasStmtContext) SetKw(v antlr.Token) { s.kw = v }

func (s *AliasStmtContext) Get_aliasDecl() IAliasDeclContext { return s._aliasDecl }

func (s *AliasStmtContext) GetBody() IStmtListContext { return s.body }

func (s *AliasStmtContext) Set_aliasDecl(v IAliasDeclContext) { s._aliasDecl = v }

func (s *AliasStmtContext) SetBody(v IStmtListContext) { s.body = v }

func (s *AliasStmtContext) GetAliases() []IAliasDeclContext { return s.aliases }

func (s *AliasStmtContext) SetAliases(v []IAliasDeclContext) { s.aliases = v }

func (s *AliasStmtContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *AliasStmtContext) DoKw() IDoKwContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IDoKwContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IDoKwContext)
}

func (s *AliasStmtContext) ALIAS() antlr.TerminalNode {
	return s.GetToken(MurphiParserALIAS, 0)
}

func (s *AliasStmtContext) AllAliasDecl() []IAliasDeclContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(IAliasDeclContext); ok {
			len++
		}
	}

	tst := make([]IAliasDeclContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(IAliasDeclContext); ok {
			tst[i] = t.(IAliasDeclContext)
			i++
		}
	}

	return tst
}

func (s *AliasStmtContext) AliasDecl(i int) IAliasDeclContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IAliasDeclContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext)
				break
			}
			j++
		}
	}

	if t == nil {
		return nil
	}

	return t.(IAliasDeclContext)
}

func (s *AliasStmtContext) StmtList() IStmtListContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IStmtListContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IStmtListContext)
}

func (s *AliasStmtContext) END() antlr.TerminalNode {
	return s.GetToken(MurphiParserEND, 0)
}

func (s *AliasStmtContext) ENDALIAS() antlr.TerminalNode {
	return s.GetToken(MurphiParserENDALIAS, 0)
}

func (s *AliasStmtContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(MurphiListener); ok {
		listenerT.EnterAliasStmt(s)
	}
}

func (s *AliasStmtContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(MurphiListener); ok {
		listenerT.ExitAliasStmt(s)
	}
}

func (s *AliasStmtContext) Accept(visitor antlr.ParseTreeVisitor) interface{} {
	switch t := visitor.(type) {
	case MurphiVisitor:
		return t.VisitAliasStmt(s)

	default:
		return t.VisitChildren(s)
	}
}

type MultisetAddStmtContext struct {
	StmtContext
	kw antlr.Token
	x  IDesignatorContext
	ms IDesignatorContext
}

func NewMultisetAddStmtContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *MultisetAddStmtContext {
	var p = new(MultisetAddStmtContext)

	InitEmptyStmtContext(&p.StmtContext)
	p.parser = parser
	p.CopyAll(ctx.(*StmtContext))

	return p
}

func (s *MultisetAddStmtContext) GetKw() antlr.Token { return s.kw }

func (s *MultisetAddStmtContext) SetKw(v antlr.Token) { s.kw = v }

func (s *MultisetAddStmtContext) GetX() IDesignatorContext { return s.x }

func (s *MultisetAddStmtContext) GetMs() IDesignatorContext { return s.ms }

func (s *MultisetAddStmtContext) SetX(v IDesignatorContext) { s.x = v }

func (s *MultisetAddStmtContext) SetMs(v IDesignatorContext) { s.ms = v }

func (s *MultisetAddStmtContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *MultisetAddStmtContext) MULTISETADD() antlr.TerminalNode {
	return s.GetToken(MurphiParserMULTISETADD, 0)
}

func (s *MultisetAddStmtContext) AllDesignator() []IDesignatorContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(IDesignatorContext); ok {
			len++
		}
	}

	tst := make([]IDesignatorContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(IDesignatorContext); ok {
			tst[i] = t.(IDesignatorContext)
			i++
		}
	}

	return tst
}

func (s *MultisetAddStmtContext) Designator(i int) IDesignatorContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IDesignatorContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext)
				break
			}
			j++
		}
	}

	if t == nil {
		return nil
	}

	return t.(IDesignatorContext)
}

func (s *MultisetAddStmtContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(MurphiListener); ok {
		listenerT.EnterMultisetAddStmt(s)
	}
}

func (s *MultisetAddStmtContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(MurphiListener); ok {
		listenerT.ExitMultisetAddStmt(s)
	}
}

func (s *MultisetAddStmtContext) Accept(visitor antlr.ParseTreeVisitor) interface{} {
	switch t := visitor.(type) {
	case MurphiVisitor:
		return t.VisitMultisetAddStmt(s)

	default:
		return t.VisitChildren(s)
	}
}

type AssertStmtContext struct {
	StmtContext
	kw   antlr.Token
	cond IExprContext
	msg  antlr.Token
}

func NewAssertStmtContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *AssertStmtContext {
	var p = new(AssertStmtContext)

	InitEmptyStmtContext(&p.StmtContext)
	p.parser = parser
	p.CopyAll(ctx.(*StmtContext))

	return p
}

func (s *AssertStmtContext) GetKw() antlr.Token { return s.kw }

func (s *AssertStmtContext) GetMsg() antlr.Token { return s.msg }

func (s *AssertStmtContext) SetKw(v antlr.Token) { s.kw = v }

func (s *AssertStmtContext) SetMsg(v antlr.Token) { s.msg = v }

func (s *AssertStmtContext) GetCond() IExprContext { return s.cond }

func (s *AssertStmtContext) SetCond(v IExprContext) { s.cond = v }

func (s *AssertStmtContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *AssertStmtContext) ASSERT() antlr.TerminalNode {
	return s.GetToken(MurphiParserASSERT, 0)
}

func (s *AssertStmtContext) Expr() IExprContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IExprContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IExprContext)
}

func (s *AssertStmtContext) STRING() antlr.TerminalNode {
	return s.GetToken(MurphiParserSTRING, 0)
}

func (s *AssertStmtContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(MurphiListener); ok {
		listenerT.EnterAssertStmt(s)
	}
}

func (s *AssertStmtContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(MurphiListener); ok {
		listenerT.ExitAssertStmt(s)
	}
}

func (s *AssertStmtContext) Accept(visitor antlr.ParseTreeVisitor) interface{} {
	switch t := visitor.(type) {
	case MurphiVisitor:
		return t.VisitAssertStmt(s)

	default:
		return t.VisitChildren(s)
	}
}

type ForStmtContext struct {
	StmtContext
	kw          antlr.Token
	_quantifier IQuantifierContext
	qs          []IQuantifierContext
	body        IStmtListContext
}

func NewForStmtContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *ForStmtContext {
	var p = new(ForStmtContext)

	InitEmptyStmtContext(&p.StmtContext)
	p.parser = parser
	p.CopyAll(ctx.(*StmtContext))

	return p
}

func (s *ForStmtContext) GetKw() antlr.Token { return s.kw }

func (s *ForStmtContext) SetKw(v antlr.Token) { s.kw = v }

func (s *ForStmtContext) Get_quantifier() IQuantifierContext { return s._quantifier }

func (s *ForStmtContext) GetBody() IStmtListContext { return s.body }

func (s *ForStmtContext) Set_quantifier(v IQuantifierContext) { s._quantifier = v }

func (s *ForStmtContext) SetBody(v IStmtListContext) { s.body = v }

func (s *ForStmtContext) GetQs() []IQuantifierContext { return s.qs }

func (s *ForStmtContext) SetQs(v []IQuantifierContext) { s.qs = v }

func (s *ForStmtContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *ForStmtContext) DoKw() IDoKwContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IDoKwContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IDoKwContext)
}

func (s *ForStmtContext) FOR() antlr.TerminalNode {
	return s.GetToken(MurphiParserFOR, 0)
}

func (s *ForStmtContext) AllQuantifier() []IQuantifierContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(IQuantifierContext); ok {
			len++
		}
	}

	tst := make([]IQuantifierContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(IQuantifierContext); ok {
			tst[i] = t.(IQuantifierContext)
			i++
		}
	}

	return tst
}

func (s *ForStmtContext) Quantifier(i int) IQuantifierContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IQuantifierContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext)
				break
			}
			j++
		}
	}

	if t == nil {
		return nil
	}

	return t.(IQuantifierContext)
}

func (s *ForStmtContext) StmtList() IStmtListContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IStmtListContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IStmtListContext)
}

func (s *ForStmtContext) END() antlr.TerminalNode {
	return s.GetToken(MurphiParserEND, 0)
}

func (s *ForStmtContext) ENDFOR() antlr.TerminalNode {
	return s.GetToken(MurphiParserENDFOR, 0)
}

func (s *ForStmtContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(MurphiListener); ok {
		listenerT.EnterForStmt(s)
	}
}

func (s *ForStmtContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(MurphiListener); ok {
		listenerT.ExitForStmt(s)
	}
}

func (s *ForStmtContext) Accept(visitor antlr.ParseTreeVisitor) interface{} {
	switch t := visitor.(type) {
	case MurphiVisitor:
		return t.VisitForStmt(s)

	default:
		return t.VisitChildren(s)
	}
}

type ReturnStmtContext struct {
	StmtContext
	kw antlr.Token
	x  IExprContext
}

func NewReturnStmtContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *ReturnStmtContext {
	var p = new(ReturnStmtContext)

	InitEmptyStmtContext(&p.StmtContext)
	p.parser = parser
	p.CopyAll(ctx.(*StmtContext))

	return p
}

func (s *ReturnStmtContext) GetKw() antlr.Token { return s.kw }

func (s *ReturnStmtContext) SetKw(v antlr.Token) { s.kw = v }

func (s *ReturnStmtContext) GetX() IExprContext { return s.x }

func (s *ReturnStmtContext) SetX(v IExprContext) { s.x = v }

func (s *ReturnStmtContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *ReturnStmtContext) RETURN() antlr.TerminalNode {
	return s.GetToken(MurphiParserRETURN, 0)
}

func (s *ReturnStmtContext) Expr() IExprContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IExprContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IExprContext)
}

func (s *ReturnStmtContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(MurphiListener); ok {
		listenerT.EnterReturnStmt(s)
	}
}

func (s *ReturnStmtContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(MurphiListener); ok {
		listenerT.ExitReturnStmt(s)
	}
}

func (s *ReturnStmtContext) Accept(visitor antlr.ParseTreeVisitor) interface{} {
	switch t := visitor.(type) {
	case MurphiVisitor:
		return t.VisitReturnStmt(s)

	default:
		return t.VisitChildren(s)
	}
}

type UndefineStmtContext struct {
	StmtContext
	kw antlr.Token
	x  IDesignatorContext
}

func NewUndefineStmtContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *UndefineStmtContext {
	var p = new(UndefineStmtContext)

	InitEmptyStmtContext(&p.StmtContext)
	p.parser = parser
	p.CopyAll(ctx.(*StmtContext))

	return p
}

func (s *UndefineStmtContext) GetKw() antlr.Token { return s.kw }

func (s *UndefineStmtContext) SetKw(v antlr.Token) { s.kw = v }

func (s *UndefineStmtContext) GetX() IDesignatorContext { return s.x }

func (s *UndefineStmtContext) SetX(v IDesignatorContext) { s.x = v }

func (s *UndefineStmtContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *UndefineStmtContext) UNDEFINE() antlr.TerminalNode {
	return s.GetToken(MurphiParserUNDEFINE, 0)
}

func (s *UndefineStmtContext) Designator() IDesignatorContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IDesignatorContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IDesignatorContext)
}

func (s *UndefineStmtContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(MurphiListener); ok {
		listenerT.EnterUndefineStmt(s)
	}
}

func (s *UndefineStmtContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(MurphiListener); ok {
		listenerT.ExitUndefineStmt(s)
	}
}

func (s *UndefineStmtContext) Accept(visitor antlr.ParseTreeVisitor) interface{} {
	switch t := visitor.(type) {
	case MurphiVisitor:
		return t.VisitUndefineStmt(s)

	default:
		return t.VisitChildren(s)
	}
}

func (p *MurphiParser) Stmt() (localctx IStmtContext) {
	localctx = NewStmtContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 24, MurphiParserRULE_stmt)
	var _la int

	var _alt int

	p.SetState(457)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}

	switch p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 49, p.GetParserRuleContext()) {
	case 1:
		localctx = NewAssignStmtContext(p, localctx)
		p.EnterOuterAlt(localctx, 1)
		{
			p.SetState(330)

			var _x = p.Designator()

			localctx.(*AssignStmtContext).lhs = _x
		}
		{
			p.SetState(331)
			p.Match(MurphiParserT__10)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		p.SetState(334)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}

		switch p.GetTokenStream().LA(1) {
		case MurphiParserT__3, MurphiParserT__12, MurphiParserT__13, MurphiParserT__23, MurphiParserEXISTS, MurphiParserFORALL, MurphiParserISMEMBER, MurphiParserISUNDEFINED, MurphiParserMULTISETCOUNT, MurphiParserID, MurphiParserINT, MurphiParserREALNUM:
			{
				p.SetState(332)

				var _x = p.expr(0)

				localctx.(*AssignStmtContext).rhs = _x
			}

		case MurphiParserUNDEFINED:
			{
				p.SetState(333)

				var _m = p.Match(MurphiParserUNDEFINED)

				localctx.(*AssignStmtContext).u = _m
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}

		default:
			p.SetError(antlr.NewNoViableAltException(p, nil, nil, nil, nil, nil))
			goto errorExit
		}

	case 2:
		localctx = NewIfStmtContext(p, localctx)
		p.EnterOuterAlt(localctx, 2)
		{
			p.SetState(336)

			var _m = p.Match(MurphiParserIF)

			localctx.(*IfStmtContext).kw = _m
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(337)

			var _x = p.expr(0)

			localctx.(*IfStmtContext).cond = _x
		}
		{
			p.SetState(338)
			p.Match(MurphiParserTHEN)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(339)

			var _x = p.StmtList()

			localctx.(*IfStmtContext).then = _x
		}
		p.SetState(343)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		for _la == MurphiParserELSIF {
			{
				p.SetState(340)

				var _x = p.Elsif()

				localctx.(*IfStmtContext)._elsif = _x
			}
			localctx.(*IfStmtContext).elifs = append(localctx.(*IfStmtContext).elifs, localctx.(*IfStmtContext)._elsif)

			p.SetState(345)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_la = p.GetTokenStream().LA(1)
		}
		p.SetState(348)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == MurphiParserELSE {
			{
				p.SetState(346)
				p.Match(MurphiParserELSE)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}
			{
				p.SetState(347)

				var _x = p.StmtList()

				localctx.(*IfStmtContext).els = _x
			}

		}
		{
			p.SetState(350)
			_la = p.GetTokenStream().LA(1)

			if !(_la == MurphiParserEND || _la == MurphiParserENDIF) {
				p.GetErrorHandler().RecoverInline(p)
			} else {
				p.GetErrorHandler().ReportMatch(p)
				p.Consume()
			}
		}

	case 3:
		localctx = NewSwitchStmtContext(p, localctx)
		p.EnterOuterAlt(localctx, 3)
		{
			p.SetState(352)

			var _m = p.Match(MurphiParserSWITCH)

			localctx.(*SwitchStmtContext).kw = _m
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(353)

			var _x = p.expr(0)

			localctx.(*SwitchStmtContext).x = _x
		}
		p.SetState(357)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		for _la == MurphiParserCASE {
			{
				p.SetState(354)

				var _x = p.CaseArm()

				localctx.(*SwitchStmtContext)._caseArm = _x
			}
			localctx.(*SwitchStmtContext).cases = append(localctx.(*SwitchStmtContext).cases, localctx.(*SwitchStmtContext)._caseArm)

			p.SetState(359)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_la = p.GetTokenStream().LA(1)
		}
		p.SetState(362)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == MurphiParserELSE {
			{
				p.SetState(360)
				p.Match(MurphiParserELSE)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}
			{
				p.SetState(361)

				var _x = p.StmtList()

				localctx.(*SwitchStmtContext).els = _x
			}

		}
		{
			p.SetState(364)
			_la = p.GetTokenStream().LA(1)

			if !(_la == MurphiParserEND || _la == MurphiParserENDSWITCH) {
				p.GetErrorHandler().RecoverInline(p)
			} else {
				p.GetErrorHandler().ReportMatch(p)
				p.Consume()
			}
		}

	case 4:
		localctx = NewForStmtContext(p, localctx)
		p.EnterOuterAlt(localctx, 4)
		{
			p.SetState(366)

			var _m = p.Match(MurphiParserFOR)

			localctx.(*ForStmtContext).kw = _m
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(367)

			var _x = p.Quantifier()

			localctx.(*ForStmtContext)._quantifier = _x
		}
		localctx.(*ForStmtContext).qs = append(localctx.(*ForStmtContext).qs, localctx.(*ForStmtContext)._quantifier)
		p.SetState(372)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		for _la == MurphiParserT__0 {
			{
				p.SetState(368)
				p.Match(MurphiParserT__0)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}
			{
				p.SetState(369)

				var _x = p.Quantifier()

				localctx.(*ForStmtContext)._quantifier = _x
			}
			localctx.(*ForStmtContext).qs = append(localctx.(*ForStmtContext).qs, localctx.(*ForStmtContext)._quantifier)

			p.SetState(374)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_la = p.GetTokenStream().LA(1)
		}
		{
			p.SetState(375)
			p.DoKw()
		}
		{
			p.SetState(376)

			var _x = p.StmtList()

			localctx.(*ForStmtContext).body = _x
		}
		{
			p.SetState(377)
			_la = p.GetTokenStream().LA(1)

			if !(_la == MurphiParserEND || _la == MurphiParserENDFOR) {
				p.GetErrorHandler().RecoverInline(p)
			} else {
				p.GetErrorHandler().ReportMatch(p)
				p.Consume()
			}
		}

	case 5:
		localctx = NewWhileStmtContext(p, localctx)
		p.EnterOuterAlt(localctx, 5)
		{
			p.SetState(379)

			var _m = p.Match(MurphiParserWHILE)

			localctx.(*WhileStmtContext).kw = _m
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(380)

			var _x = p.expr(0)

			localctx.(*WhileStmtContext).cond = _x
		}
		{
			p.SetState(381)
			p.DoKw()
		}
		{
			p.SetState(382)

			var _x = p.StmtList()

			localctx.(*WhileStmtContext).body = _x
		}
		{
			p.SetState(383)
			_la = p.GetTokenStream().LA(1)

			if !(_la == MurphiParserEND || _la == MurphiParserENDWHILE) {
				p.GetErrorHandler().RecoverInline(p)
			} else {
				p.GetErrorHandler().ReportMatch(p)
				p.Consume()
			}
		}

	case 6:
		localctx = NewAliasStmtContext(p, localctx)
		p.EnterOuterAlt(localctx, 6)
		{
			p.SetState(385)

			var _m = p.Match(MurphiParserALIAS)

			localctx.(*AliasStmtContext).kw = _m
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(386)

			var _x = p.AliasDecl()

			localctx.(*AliasStmtContext)._aliasDecl = _x
		}
		localctx.(*AliasStmtContext).aliases = append(localctx.(*AliasStmtContext).aliases, localctx.(*AliasStmtContext)._aliasDecl)
		p.SetState(391)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_alt = p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 42, p.GetParserRuleContext())
		if p.HasError() {
			goto errorExit
		}
		for _alt != 2 && _alt != antlr.ATNInvalidAltNumber {
			if _alt == 1 {
				{
					p.SetState(387)
					p.Match(MurphiParserT__0)
					if p.HasError() {
						// Recognition error - abort rule
						goto errorExit
					}
				}
				{
					p.SetState(388)

					var _x = p.AliasDecl()

					localctx.(*AliasStmtContext)._aliasDecl = _x
				}
				localctx.(*AliasStmtContext).aliases = append(localctx.(*AliasStmtContext).aliases, localctx.(*AliasStmtContext)._aliasDecl)

			}
			p.SetState(393)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_alt = p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 42, p.GetParserRuleContext())
			if p.HasError() {
				goto errorExit
			}
		}
		p.SetState(395)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == MurphiParserT__0 {
			{
				p.SetState(394)
				p.Match(MurphiParserT__0)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}

		}
		{
			p.SetState(397)
			p.DoKw()
		}
		{
			p.SetState(398)

			var _x = p.StmtList()

			localctx.(*AliasStmtContext).body = _x
		}
		{
			p.SetState(399)
			_la = p.GetTokenStream().LA(1)

			if !(_la == MurphiParserEND || _la == MurphiParserENDALIAS) {
				p.GetErrorHandler().RecoverInline(p)
			} else {
				p.GetErrorHandler().ReportMatch(p)
				p.Consume()
			}
		}

	case 7:
		localctx = NewCallStmtContext(p, localctx)
		p.EnterOuterAlt(localctx, 7)
		{
			p.SetState(401)

			var _m = p.Match(MurphiParserID)

			localctx.(*CallStmtContext).name = _m
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(402)
			p.Match(MurphiParserT__3)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		p.SetState(411)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if ((int64(_la) & ^0x3f) == 0 && ((int64(1)<<_la)&-8502796096458694640) != 0) || ((int64((_la-64)) & ^0x3f) == 0 && ((int64(1)<<(_la-64))&939524357) != 0) {
			{
				p.SetState(403)

				var _x = p.Actual()

				localctx.(*CallStmtContext)._actual = _x
			}
			localctx.(*CallStmtContext).args = append(localctx.(*CallStmtContext).args, localctx.(*CallStmtContext)._actual)
			p.SetState(408)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_la = p.GetTokenStream().LA(1)

			for _la == MurphiParserT__2 {
				{
					p.SetState(404)
					p.Match(MurphiParserT__2)
					if p.HasError() {
						// Recognition error - abort rule
						goto errorExit
					}
				}
				{
					p.SetState(405)

					var _x = p.Actual()

					localctx.(*CallStmtContext)._actual = _x
				}
				localctx.(*CallStmtContext).args = append(localctx.(*CallStmtContext).args, localctx.(*CallStmtContext)._actual)

				p.SetState(410)
				p.GetErrorHandler().Sync(p)
				if p.HasError() {
					goto errorExit
				}
				_la = p.GetTokenStream().LA(1)
			}

		}
		{
			p.SetState(413)
			p.Match(MurphiParserT__4)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case 8:
		localctx = NewClearStmtContext(p, localctx)
		p.EnterOuterAlt(localctx, 8)
		{
			p.SetState(414)

			var _m = p.Match(MurphiParserCLEAR)

			localctx.(*ClearStmtContext).kw = _m
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(415)

			var _x = p.Designator()

			localctx.(*ClearStmtContext).x = _x
		}

	case 9:
		localctx = NewUndefineStmtContext(p, localctx)
		p.EnterOuterAlt(localctx, 9)
		{
			p.SetState(416)

			var _m = p.Match(MurphiParserUNDEFINE)

			localctx.(*UndefineStmtContext).kw = _m
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(417)

			var _x = p.Designator()

			localctx.(*UndefineStmtContext).x = _x
		}

	case 10:
		localctx = NewErrorStmtContext(p, localctx)
		p.EnterOuterAlt(localctx, 10)
		{
			p.SetState(418)

			var _m = p.Match(MurphiParserERROR)

			localctx.(*ErrorStmtContext).kw = _m
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(419)

			var _m = p.Match(MurphiParserSTRING)

			localctx.(*ErrorStmtContext).msg = _m
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case 11:
		localctx = NewAssertStmtContext(p, localctx)
		p.EnterOuterAlt(localctx, 11)
		{
			p.SetState(420)

			var _m = p.Match(MurphiParserASSERT)

			localctx.(*AssertStmtContext).kw = _m
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(421)

			var _x = p.expr(0)

			localctx.(*AssertStmtContext).cond = _x
		}
		p.SetState(423)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == MurphiParserSTRING {
			{
				p.SetState(422)

				var _m = p.Match(MurphiParserSTRING)

				localctx.(*AssertStmtContext).msg = _m
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}

		}

	case 12:
		localctx = NewPutStmtContext(p, localctx)
		p.EnterOuterAlt(localctx, 12)
		{
			p.SetState(425)

			var _m = p.Match(MurphiParserPUT)

			localctx.(*PutStmtContext).kw = _m
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		p.SetState(428)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}

		switch p.GetTokenStream().LA(1) {
		case MurphiParserSTRING:
			{
				p.SetState(426)

				var _m = p.Match(MurphiParserSTRING)

				localctx.(*PutStmtContext).s = _m
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}

		case MurphiParserT__3, MurphiParserT__12, MurphiParserT__13, MurphiParserT__23, MurphiParserEXISTS, MurphiParserFORALL, MurphiParserISMEMBER, MurphiParserISUNDEFINED, MurphiParserMULTISETCOUNT, MurphiParserID, MurphiParserINT, MurphiParserREALNUM:
			{
				p.SetState(427)

				var _x = p.expr(0)

				localctx.(*PutStmtContext).x = _x
			}

		default:
			p.SetError(antlr.NewNoViableAltException(p, nil, nil, nil, nil, nil))
			goto errorExit
		}

	case 13:
		localctx = NewReturnStmtContext(p, localctx)
		p.EnterOuterAlt(localctx, 13)
		{
			p.SetState(430)

			var _m = p.Match(MurphiParserRETURN)

			localctx.(*ReturnStmtContext).kw = _m
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		p.SetState(432)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if ((int64(_la) & ^0x3f) == 0 && ((int64(1)<<_la)&-8502796096458694640) != 0) || ((int64((_la-64)) & ^0x3f) == 0 && ((int64(1)<<(_la-64))&939524101) != 0) {
			{
				p.SetState(431)

				var _x = p.expr(0)

				localctx.(*ReturnStmtContext).x = _x
			}

		}

	case 14:
		localctx = NewMultisetAddStmtContext(p, localctx)
		p.EnterOuterAlt(localctx, 14)
		{
			p.SetState(434)

			var _m = p.Match(MurphiParserMULTISETADD)

			localctx.(*MultisetAddStmtContext).kw = _m
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(435)
			p.Match(MurphiParserT__3)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(436)

			var _x = p.Designator()

			localctx.(*MultisetAddStmtContext).x = _x
		}
		{
			p.SetState(437)
			p.Match(MurphiParserT__2)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(438)

			var _x = p.Designator()

			localctx.(*MultisetAddStmtContext).ms = _x
		}
		{
			p.SetState(439)
			p.Match(MurphiParserT__4)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case 15:
		localctx = NewMultisetRemoveStmtContext(p, localctx)
		p.EnterOuterAlt(localctx, 15)
		{
			p.SetState(441)

			var _m = p.Match(MurphiParserMULTISETREMOVE)

			localctx.(*MultisetRemoveStmtContext).kw = _m
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(442)
			p.Match(MurphiParserT__3)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(443)

			var _x = p.expr(0)

			localctx.(*MultisetRemoveStmtContext).idx = _x
		}
		{
			p.SetState(444)
			p.Match(MurphiParserT__2)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(445)

			var _x = p.Designator()

			localctx.(*MultisetRemoveStmtContext).ms = _x
		}
		{
			p.SetState(446)
			p.Match(MurphiParserT__4)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case 16:
		localctx = NewMultisetRemovePredStmtContext(p, localctx)
		p.EnterOuterAlt(localctx, 16)
		{
			p.SetState(448)

			var _m = p.Match(MurphiParserMULTISETREMOVEPRED)

			localctx.(*MultisetRemovePredStmtContext).kw = _m
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(449)
			p.Match(MurphiParserT__3)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(450)

			var _m = p.Match(MurphiParserID)

			localctx.(*MultisetRemovePredStmtContext).name = _m
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(451)
			p.Match(MurphiParserT__1)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(452)

			var _x = p.Designator()

			localctx.(*MultisetRemovePredStmtContext).ms = _x
		}
		{
			p.SetState(453)
			p.Match(MurphiParserT__2)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(454)

			var _x = p.expr(0)

			localctx.(*MultisetRemovePredStmtContext).cond = _x
		}
		{
			p.SetState(455)
			p.Match(MurphiParserT__4)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case antlr.ATNInvalidAltNumber:
		goto errorExit
	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.ExitRule()
	return localctx
	goto errorExit // Trick to prevent compiler error if the label is not used
}

// IActualContext is an interface to support dynamic dispatch.
type IActualContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// GetU returns the u token.
	GetU() antlr.Token

	// SetU sets the u token.
	SetU(antlr.Token)

	// GetX returns the x rule contexts.
	GetX() IExprContext

	// SetX sets the x rule contexts.
	SetX(IExprContext)

	// Getter signatures
	Expr() IExprContext
	UNDEFINED() antlr.TerminalNode

	// IsActualContext differentiates from other interfaces.
	IsActualContext()
}

type ActualContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
	x      IExprContext
	u      antlr.Token
}

func NewEmptyActualContext() *ActualContext {
	var p = new(ActualContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = MurphiParserRULE_actual
	return p
}

func InitEmptyActualContext(p *ActualContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = MurphiParserRULE_actual
}

func (*ActualContext) IsActualContext() {}

func NewActualContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *ActualContext {
	var p = new(ActualContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = MurphiParserRULE_actual

	return p
}

func (s *ActualContext) GetParser() antlr.Parser { return s.parser }

func (s *ActualContext) GetU() antlr.Token { return s.u }

func (s *ActualContext) SetU(v antlr.Token) { s.u = v }

func (s *ActualContext) GetX() IExprContext { return s.x }

func (s *ActualContext) SetX(v IExprContext) { s.x = v }

func (s *ActualContext) Expr() IExprContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IExprContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IExprContext)
}

func (s *ActualContext) UNDEFINED() antlr.TerminalNode {
	return s.GetToken(MurphiParserUNDEFINED, 0)
}

func (s *ActualContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *ActualContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (s *ActualContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(MurphiListener); ok {
		listenerT.EnterActual(s)
	}
}

func (s *ActualContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(MurphiListener); ok {
		listenerT.ExitActual(s)
	}
}

func (s *ActualContext) Accept(visitor antlr.ParseTreeVisitor) interface{} {
	switch t := visitor.(type) {
	case MurphiVisitor:
		return t.VisitActual(s)

	default:
		return t.VisitChildren(s)
	}
}

func (p *MurphiParser) Actual() (localctx IActualContext) {
	localctx = NewActualContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 26, MurphiParserRULE_actual)
	p.SetState(461)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}

	switch p.GetTokenStream().LA(1) {
	case MurphiParserT__3, MurphiParserT__12, MurphiParserT__13, MurphiParserT__23, MurphiParserEXISTS, MurphiParserFORALL, MurphiParserISMEMBER, MurphiParserISUNDEFINED, MurphiParserMULTISETCOUNT, MurphiParserID, MurphiParserINT, MurphiParserREALNUM:
		p.EnterOuterAlt(localctx, 1)
		{
			p.SetState(459)

			var _x = p.expr(0)

			localctx.(*ActualContext).x = _x
		}

	case MurphiParserUNDEFINED:
		p.EnterOuterAlt(localctx, 2)
		{
			p.SetState(460)

			var _m = p.Match(MurphiParserUNDEFINED)

			localctx.(*ActualContext).u = _m
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	default:
		p.SetError(antlr.NewNoViableAltException(p, nil, nil, nil, nil, nil))
		goto errorExit
	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.ExitRule()
	return localctx
	goto errorExit // Trick to prevent compiler error if the label is not used
}

// IElsifContext is an interface to support dynamic dispatch.
type IElsifContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// GetKw returns the kw token.
	GetKw() antlr.Token

	// SetKw sets the kw token.
	SetKw(antlr.Token)

	// GetCond returns the cond rule contexts.
	GetCond() IExprContext

	// GetBody returns the body rule contexts.
	GetBody() IStmtListContext

	// SetCond sets the cond rule contexts.
	SetCond(IExprContext)

	// SetBody sets the body rule contexts.
	SetBody(IStmtListContext)

	// Getter signatures
	THEN() antlr.TerminalNode
	ELSIF() antlr.TerminalNode
	Expr() IExprContext
	StmtList() IStmtListContext

	// IsElsifContext differentiates from other interfaces.
	IsElsifContext()
}

type ElsifContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
	kw     antlr.Token
	cond   IExprContext
	body   IStmtListContext
}

func NewEmptyElsifContext() *ElsifContext {
	var p = new(ElsifContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = MurphiParserRULE_elsif
	return p
}

func InitEmptyElsifContext(p *ElsifContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = MurphiParserRULE_elsif
}

func (*ElsifContext) IsElsifContext() {}

func NewElsifContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *ElsifContext {
	var p = new(ElsifContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = MurphiParserRULE_elsif

	return p
}

func (s *ElsifContext) GetParser() antlr.Parser { return s.parser }

func (s *ElsifContext) GetKw() antlr.Token { return s.kw }

func (s *ElsifContext) SetKw(v antlr.Token) { s.kw = v }

func (s *ElsifContext) GetCond() IExprContext { return s.cond }

func (s *ElsifContext) GetBody() IStmtListContext { return s.body }

func (s *ElsifContext) SetCond(v IExprContext) { s.cond = v }

func (s *ElsifContext) SetBody(v IStmtListContext) { s.body = v }

func (s *ElsifContext) THEN() antlr.TerminalNode {
	return s.GetToken(MurphiParserTHEN, 0)
}

func (s *ElsifContext) ELSIF() antlr.TerminalNode {
	return s.GetToken(MurphiParserELSIF, 0)
}

func (s *ElsifContext) Expr() IExprContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IExprContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IExprContext)
}

func (s *ElsifContext) StmtList() IStmtListContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IStmtListContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IStmtListContext)
}

func (s *ElsifContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *ElsifContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (s *ElsifContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(MurphiListener); ok {
		listenerT.EnterElsif(s)
	}
}

func (s *ElsifContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(MurphiListener); ok {
		listenerT.ExitElsif(s)
	}
}

func (s *ElsifContext) Accept(visitor antlr.ParseTreeVisitor) interface{} {
	switch t := visitor.(type) {
	case MurphiVisitor:
		return t.VisitElsif(s)

	default:
		return t.VisitChildren(s)
	}
}

func (p *MurphiParser) Elsif() (localctx IElsifContext) {
	localctx = NewElsifContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 28, MurphiParserRULE_elsif)
	p.EnterOuterAlt(localctx, 1)
	{
		p.SetState(463)

		var _m = p.Match(MurphiParserELSIF)

		localctx.(*ElsifContext).kw = _m
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}
	{
		p.SetState(464)

		var _x = p.expr(0)

		localctx.(*ElsifContext).cond = _x
	}
	{
		p.SetState(465)
		p.Match(MurphiParserTHEN)
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}
	{
		p.SetState(466)

		var _x = p.StmtList()

		localctx.(*ElsifContext).body = _x
	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.ExitRule()
	return localctx
	goto errorExit // Trick to prevent compiler error if the label is not used
}

// ICaseArmContext is an interface to support dynamic dispatch.
type ICaseArmContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// GetKw returns the kw token.
	GetKw() antlr.Token

	// SetKw sets the kw token.
	SetKw(antlr.Token)

	// Get_expr returns the _expr rule contexts.
	Get_expr() IExprContext

	// GetBody returns the body rule contexts.
	GetBody() IStmtListContext

	// Set_expr sets the _expr rule contexts.
	Set_expr(IExprContext)

	// SetBody sets the body rule contexts.
	SetBody(IStmtListContext)

	// GetValues returns the values rule context list.
	GetValues() []IExprContext

	// SetValues sets the values rule context list.
	SetValues([]IExprContext)

	// Getter signatures
	CASE() antlr.TerminalNode
	AllExpr() []IExprContext
	Expr(i int) IExprContext
	StmtList() IStmtListContext

	// IsCaseArmContext differentiates from other interfaces.
	IsCaseArmContext()
}

type CaseArmContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
	kw     antlr.Token
	_expr  IExprContext
	values []IExprContext
	body   IStmtListContext
}

func NewEmptyCaseArmContext() *CaseArmContext {
	var p = new(CaseArmContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = MurphiParserRULE_caseArm
	return p
}

func InitEmptyCaseArmContext(p *CaseArmContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = MurphiParserRULE_caseArm
}

func (*CaseArmContext) IsCaseArmContext() {}

func NewCaseArmContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *CaseArmContext {
	var p = new(CaseArmContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = MurphiParserRULE_caseArm

	return p
}

func (s *CaseArmContext) GetParser() antlr.Parser { return s.parser }

func (s *CaseArmContext) GetKw() antlr.Token { return s.kw }

func (s *CaseArmContext) SetKw(v antlr.Token) { s.kw = v }

func (s *CaseArmContext) Get_expr() IExprContext { return s._expr }

func (s *CaseArmContext) GetBody() IStmtListContext { return s.body }

func (s *CaseArmContext) Set_expr(v IExprContext) { s._expr = v }

func (s *CaseArmContext) SetBody(v IStmtListContext) { s.body = v }

func (s *CaseArmContext) GetValues() []IExprContext { return s.values }

func (s *CaseArmContext) SetValues(v []IExprContext) { s.values = v }

func (s *CaseArmContext) CASE() antlr.TerminalNode {
	return s.GetToken(MurphiParserCASE, 0)
}

func (s *CaseArmContext) AllExpr() []IExprContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(IExprContext); ok {
			len++
		}
	}

	tst := make([]IExprContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(IExprContext); ok {
			tst[i] = t.(IExprContext)
			i++
		}
	}

	return tst
}

func (s *CaseArmContext) Expr(i int) IExprContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IExprContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext)
				break
			}
			j++
		}
	}

	if t == nil {
		return nil
	}

	return t.(IExprContext)
}

func (s *CaseArmContext) StmtList() IStmtListContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IStmtListContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IStmtListContext)
}

func (s *CaseArmContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *CaseArmContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (s *CaseArmContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(MurphiListener); ok {
		listenerT.EnterCaseArm(s)
	}
}

func (s *CaseArmContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(MurphiListener); ok {
		listenerT.ExitCaseArm(s)
	}
}

func (s *CaseArmContext) Accept(visitor antlr.ParseTreeVisitor) interface{} {
	switch t := visitor.(type) {
	case MurphiVisitor:
		return t.VisitCaseArm(s)

	default:
		return t.VisitChildren(s)
	}
}

func (p *MurphiParser) CaseArm() (localctx ICaseArmContext) {
	localctx = NewCaseArmContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 30, MurphiParserRULE_caseArm)
	var _la int

	p.EnterOuterAlt(localctx, 1)
	{
		p.SetState(468)

		var _m = p.Match(MurphiParserCASE)

		localctx.(*CaseArmContext).kw = _m
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}
	{
		p.SetState(469)

		var _x = p.expr(0)

		localctx.(*CaseArmContext)._expr = _x
	}
	localctx.(*CaseArmContext).values = append(localctx.(*CaseArmContext).values, localctx.(*CaseArmContext)._expr)
	p.SetState(474)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	for _la == MurphiParserT__2 {
		{
			p.SetState(470)
			p.Match(MurphiParserT__2)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(471)

			var _x = p.expr(0)

			localctx.(*CaseArmContext)._expr = _x
		}
		localctx.(*CaseArmContext).values = append(localctx.(*CaseArmContext).values, localctx.(*CaseArmContext)._expr)

		p.SetState(476)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)
	}
	{
		p.SetState(477)
		p.Match(MurphiParserT__1)
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}
	{
		p.SetState(478)

		var _x = p.StmtList()

		localctx.(*CaseArmContext).body = _x
	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.ExitRule()
	return localctx
	goto errorExit // Trick to prevent compiler error if the label is not used
}

// IAliasDeclContext is an interface to support dynamic dispatch.
type IAliasDeclContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// GetName returns the name token.
	GetName() antlr.Token

	// SetName sets the name token.
	SetName(antlr.Token)

	// GetX returns the x rule contexts.
	GetX() IExprContext

	// SetX sets the x rule contexts.
	SetX(IExprContext)

	// Getter signatures
	ID() antlr.TerminalNode
	Expr() IExprContext

	// IsAliasDeclContext differentiates from other interfaces.
	IsAliasDeclContext()
}

type AliasDeclContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
	name   antlr.Token
	x      IExprContext
}

func NewEmptyAliasDeclContext() *AliasDeclContext {
	var p = new(AliasDeclContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = MurphiParserRULE_aliasDecl
	return p
}

func InitEmptyAliasDeclContext(p *AliasDeclContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = MurphiParserRULE_aliasDecl
}

func (*AliasDeclContext) IsAliasDeclContext() {}

func NewAliasDeclContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *AliasDeclContext {
	var p = new(AliasDeclContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = MurphiParserRULE_aliasDecl

	return p
}

func (s *AliasDeclContext) GetParser() antlr.Parser { return s.parser }

func (s *AliasDeclContext) GetName() antlr.Token { return s.name }

func (s *AliasDeclContext) SetName(v antlr.Token) { s.name = v }

func (s *AliasDeclContext) GetX() IExprContext { return s.x }

func (s *AliasDeclContext) SetX(v IExprContext) { s.x = v }

func (s *AliasDeclContext) ID() antlr.TerminalNode {
	return s.GetToken(MurphiParserID, 0)
}

func (s *AliasDeclContext) Expr() IExprContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IExprContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IExprContext)
}

func (s *AliasDeclContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *AliasDeclContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (s *AliasDeclContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(MurphiListener); ok {
		listenerT.EnterAliasDecl(s)
	}
}

func (s *AliasDeclContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(MurphiListener); ok {
		listenerT.ExitAliasDecl(s)
	}
}

func (s *AliasDeclContext) Accept(visitor antlr.ParseTreeVisitor) interface{} {
	switch t := visitor.(type) {
	case MurphiVisitor:
		return t.VisitAliasDecl(s)

	default:
		return t.VisitChildren(s)
	}
}

func (p *MurphiParser) AliasDecl() (localctx IAliasDeclContext) {
	localctx = NewAliasDeclContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 32, MurphiParserRULE_aliasDecl)
	p.EnterOuterAlt(localctx, 1)
	{
		p.SetState(480)

		var _m = p.Match(MurphiParserID)

		localctx.(*AliasDeclContext).name = _m
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}
	{
		p.SetState(481)
		p.Match(MurphiParserT__1)
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}
	{
		p.SetState(482)

		var _x = p.expr(0)

		localctx.(*AliasDeclContext).x = _x
	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.ExitRule()
	return localctx
	goto errorExit // Trick to prevent compiler error if the label is not used
}

// IDoKwContext is an interface to support dynamic dispatch.
type IDoKwContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	DO() antlr.TerminalNode

	// IsDoKwContext differentiates from other interfaces.
	IsDoKwContext()
}

type DoKwContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyDoKwContext() *DoKwContext {
	var p = new(DoKwContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = MurphiParserRULE_doKw
	return p
}

func InitEmptyDoKwContext(p *DoKwContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = MurphiParserRULE_doKw
}

func (*DoKwContext) IsDoKwContext() {}

func NewDoKwContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *DoKwContext {
	var p = new(DoKwContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = MurphiParserRULE_doKw

	return p
}

func (s *DoKwContext) GetParser() antlr.Parser { return s.parser }

func (s *DoKwContext) DO() antlr.TerminalNode {
	return s.GetToken(MurphiParserDO, 0)
}

func (s *DoKwContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *DoKwContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (s *DoKwContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(MurphiListener); ok {
		listenerT.EnterDoKw(s)
	}
}

func (s *DoKwContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(MurphiListener); ok {
		listenerT.ExitDoKw(s)
	}
}

func (s *DoKwContext) Accept(visitor antlr.ParseTreeVisitor) interface{} {
	switch t := visitor.(type) {
	case MurphiVisitor:
		return t.VisitDoKw(s)

	default:
		return t.VisitChildren(s)
	}
}

func (p *MurphiParser) DoKw() (localctx IDoKwContext) {
	localctx = NewDoKwContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 34, MurphiParserRULE_doKw)
	var _la int

	p.EnterOuterAlt(localctx, 1)
	{
		p.SetState(484)
		_la = p.GetTokenStream().LA(1)

		if !(_la == MurphiParserT__1 || _la == MurphiParserDO) {
			p.GetErrorHandler().RecoverInline(p)
		} else {
			p.GetErrorHandler().ReportMatch(p)
			p.Consume()
		}
	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.ExitRule()
	return localctx
	goto errorExit // Trick to prevent compiler error if the label is not used
}

// IQuantifierContext is an interface to support dynamic dispatch.
type IQuantifierContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser
	// IsQuantifierContext differentiates from other interfaces.
	IsQuantifierContext()
}

type QuantifierContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyQuantifierContext() *QuantifierContext {
	var p = new(QuantifierContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = MurphiParserRULE_quantifier
	return p
}

func InitEmptyQuantifierContext(p *QuantifierContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = MurphiParserRULE_quantifier
}

func (*QuantifierContext) IsQuantifierContext() {}

func NewQuantifierContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *QuantifierContext {
	var p = new(QuantifierContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = MurphiParserRULE_quantifier

	return p
}

func (s *QuantifierContext) GetParser() antlr.Parser { return s.parser }

func (s *QuantifierContext) CopyAll(ctx *QuantifierContext) {
	s.CopyFrom(&ctx.BaseParserRuleContext)
}

func (s *QuantifierContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *QuantifierContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

type RangeQuantContext struct {
	QuantifierContext
	name antlr.Token
	from IExprContext
	to   IExprContext
	by   IExprContext
}

func NewRangeQuantContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *RangeQuantContext {
	var p = new(RangeQuantContext)

	InitEmptyQuantifierContext(&p.QuantifierContext)
	p.parser = parser
	p.CopyAll(ctx.(*QuantifierContext))

	return p
}

func (s *RangeQuantContext) GetName() antlr.Token { return s.name }

func (s *RangeQuantContext) SetName(v antlr.Token) { s.name = v }

func (s *RangeQuantContext) GetFrom() IExprContext { return s.from }

func (s *RangeQuantContext) GetTo() IExprContext { return s.to }

func (s *RangeQuantContext) GetBy() IExprContext { return s.by }

func (s *RangeQuantContext) SetFrom(v IExprContext) { s.from = v }

func (s *RangeQuantContext) SetTo(v IExprContext) { s.to = v }

func (s *RangeQuantContext) SetBy(v IExprContext) { s.by = v }

func (s *RangeQuantContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *RangeQuantContext) TO() antlr.TerminalNode {
	return s.GetToken(MurphiParserTO, 0)
}

func (s *RangeQuantContext) ID() antlr.TerminalNode {
	return s.GetToken(MurphiParserID, 0)
}

func (s *RangeQuantContext) AllExpr() []IExprContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(IExprContext); ok {
			len++
		}
	}

	tst := make([]IExprContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(IExprContext); ok {
			tst[i] = t.(IExprContext)
			i++
		}
	}

	return tst
}

func (s *RangeQuantContext) Expr(i int) IExprContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IExprContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext)
				break
			}
			j++
		}
	}

	if t == nil {
		return nil
	}

	return t.(IExprContext)
}

func (s *RangeQuantContext) BY() antlr.TerminalNode {
	return s.GetToken(MurphiParserBY, 0)
}

func (s *RangeQuantContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(MurphiListener); ok {
		listenerT.EnterRangeQuant(s)
	}
}

func (s *RangeQuantContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(MurphiListener); ok {
		listenerT.ExitRangeQuant(s)
	}
}

func (s *RangeQuantContext) Accept(visitor antlr.ParseTreeVisitor) interface{} {
	switch t := visitor.(type) {
	case MurphiVisitor:
		return t.VisitRangeQuant(s)

	default:
		return t.VisitChildren(s)
	}
}

type TypeQuantContext struct {
	QuantifierContext
	name antlr.Token
	t    ITypeExprContext
}

func NewTypeQuantContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *TypeQuantContext {
	var p = new(TypeQuantContext)

	InitEmptyQuantifierContext(&p.QuantifierContext)
	p.parser = parser
	p.CopyAll(ctx.(*QuantifierContext))

	return p
}

func (s *TypeQuantContext) GetName() antlr.Token { return s.name }

func (s *TypeQuantContext) SetName(v antlr.Token) { s.name = v }

func (s *TypeQuantContext) GetT() ITypeExprContext { return s.t }

func (s *TypeQuantContext) SetT(v ITypeExprContext) { s.t = v }

func (s *TypeQuantContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *TypeQuantContext) ID() antlr.TerminalNode {
	return s.GetToken(MurphiParserID, 0)
}

func (s *TypeQuantContext) TypeExpr() ITypeExprContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(ITypeExprContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(ITypeExprContext)
}

func (s *TypeQuantContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(MurphiListener); ok {
		listenerT.EnterTypeQuant(s)
	}
}

func (s *TypeQuantContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(MurphiListener); ok {
		listenerT.ExitTypeQuant(s)
	}
}

func (s *TypeQuantContext) Accept(visitor antlr.ParseTreeVisitor) interface{} {
	switch t := visitor.(type) {
	case MurphiVisitor:
		return t.VisitTypeQuant(s)

	default:
		return t.VisitChildren(s)
	}
}

func (p *MurphiParser) Quantifier() (localctx IQuantifierContext) {
	localctx = NewQuantifierContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 36, MurphiParserRULE_quantifier)
	var _la int

	p.SetState(498)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}

	switch p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 53, p.GetParserRuleContext()) {
	case 1:
		localctx = NewTypeQuantContext(p, localctx)
		p.EnterOuterAlt(localctx, 1)
		{
			p.SetState(486)

			var _m = p.Match(MurphiParserID)

			localctx.(*TypeQuantContext).name = _m
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(487)
			p.Match(MurphiParserT__1)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(488)

			var _x = p.TypeExpr()

			localctx.(*TypeQuantContext).t = _x
		}

	case 2:
		localctx = NewRangeQuantContext(p, localctx)
		p.EnterOuterAlt(localctx, 2)
		{
			p.SetState(489)

			var _m = p.Match(MurphiParserID)

			localctx.(*RangeQuantContext).name = _m
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(490)
			p.Match(MurphiParserT__10)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(491)

			var _x = p.expr(0)

			localctx.(*RangeQuantContext).from = _x
		}
		{
			p.SetState(492)
			p.Match(MurphiParserTO)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(493)

			var _x = p.expr(0)

			localctx.(*RangeQuantContext).to = _x
		}
		p.SetState(496)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == MurphiParserBY {
			{
				p.SetState(494)
				p.Match(MurphiParserBY)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}
			{
				p.SetState(495)

				var _x = p.expr(0)

				localctx.(*RangeQuantContext).by = _x
			}

		}

	case antlr.ATNInvalidAltNumber:
		goto errorExit
	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.ExitRule()
	return localctx
	goto errorExit // Trick to prevent compiler error if the label is not used
}

// IRule_Context is an interface to support dynamic dispatch.
type IRule_Context interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser
	// IsRule_Context differentiates from other interfaces.
	IsRule_Context()
}

type Rule_Context struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyRule_Context() *Rule_Context {
	var p = new(Rule_Context)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = MurphiParserRULE_rule_
	return p
}

func InitEmptyRule_Context(p *Rule_Context) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = MurphiParserRULE_rule_
}

func (*Rule_Context) IsRule_Context() {}

func NewRule_Context(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *Rule_Context {
	var p = new(Rule_Context)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = MurphiParserRULE_rule_

	return p
}

func (s *Rule_Context) GetParser() antlr.Parser { return s.parser }

func (s *Rule_Context) CopyAll(ctx *Rule_Context) {
	s.CopyFrom(&ctx.BaseParserRuleContext)
}

func (s *Rule_Context) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *Rule_Context) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

type RulesetContext struct {
	Rule_Context
	kw          antlr.Token
	_quantifier IQuantifierContext
	qs          []IQuantifierContext
	_ruleList   IRuleListContext
	rules       []IRuleListContext
}

func NewRulesetContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *RulesetContext {
	var p = new(RulesetContext)

	InitEmptyRule_Context(&p.Rule_Context)
	p.parser = parser
	p.CopyAll(ctx.(*Rule_Context))

	return p
}

func (s *RulesetContext) GetKw() antlr.Token { return s.kw }

func (s *RulesetContext) SetKw(v antlr.Token) { s.kw = v }

func (s *RulesetContext) Get_quantifier() IQuantifierContext { return s._quantifier }

func (s *RulesetContext) Get_ruleList() IRuleListContext { return s._ruleList }

func (s *RulesetContext) Set_quantifier(v IQuantifierContext) { s._quantifier = v }

func (s *RulesetContext) Set_ruleList(v IRuleListContext) { s._ruleList = v }

func (s *RulesetContext) GetQs() []IQuantifierContext { return s.qs }

func (s *RulesetContext) GetRules() []IRuleListContext { return s.rules }

func (s *RulesetContext) SetQs(v []IQuantifierContext) { s.qs = v }

func (s *RulesetContext) SetRules(v []IRuleListContext) { s.rules = v }

func (s *RulesetContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *RulesetContext) DoKw() IDoKwContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IDoKwContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IDoKwContext)
}

func (s *RulesetContext) RULESET() antlr.TerminalNode {
	return s.GetToken(MurphiParserRULESET, 0)
}

func (s *RulesetContext) AllQuantifier() []IQuantifierContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(IQuantifierContext); ok {
			len++
		}
	}

	tst := make([]IQuantifierContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(IQuantifierContext); ok {
			tst[i] = t.(IQuantifierContext)
			i++
		}
	}

	return tst
}

func (s *RulesetContext) Quantifier(i int) IQuantifierContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IQuantifierContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext)
				break
			}
			j++
		}
	}

	if t == nil {
		return nil
	}

	return t.(IQuantifierContext)
}

func (s *RulesetContext) RuleList() IRuleListContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IRuleListContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IRuleListContext)
}

func (s *RulesetContext) END() antlr.TerminalNode {
	return s.GetToken(MurphiParserEND, 0)
}

func (s *RulesetContext) ENDRULESET() antlr.TerminalNode {
	return s.GetToken(MurphiParserENDRULESET, 0)
}

func (s *RulesetContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(MurphiListener); ok {
		listenerT.EnterRuleset(s)
	}
}

func (s *RulesetContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(MurphiListener); ok {
		listenerT.ExitRuleset(s)
	}
}

func (s *RulesetContext) Accept(visitor antlr.ParseTreeVisitor) interface{} {
	switch t := visitor.(type) {
	case MurphiVisitor:
		return t.VisitRuleset(s)

	default:
		return t.VisitChildren(s)
	}
}

type SimpleRuleContext struct {
	Rule_Context
	kw    antlr.Token
	prio  antlr.Token
	name  antlr.Token
	guard IExprContext
	body  IRuleBodyContext
}

func NewSimpleRuleContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *SimpleRuleContext {
	var p = new(SimpleRuleContext)

	InitEmptyRule_Context(&p.Rule_Context)
	p.parser = parser
	p.CopyAll(ctx.(*Rule_Context))

	return p
}

func (s *SimpleRuleContext) GetKw() antlr.Token { return s.kw }

func (s *SimpleRuleContext) GetPrio() antlr.Token { return s.prio }

func (s *SimpleRuleContext) GetName() antlr.Token { return s.name }

func (s *SimpleRuleContext) SetKw(v antlr.Token) { s.kw = v }

func (s *SimpleRuleContext) SetPrio(v antlr.Token) { s.prio = v }

func (s *SimpleRuleContext) SetName(v antlr.Token) { s.name = v }

func (s *SimpleRuleContext) GetGuard() IExprContext { return s.guard }

func (s *SimpleRuleContext) GetBody() IRuleBodyContext { return s.body }

func (s *SimpleRuleContext) SetGuard(v IExprContext) { s.guard = v }

func (s *SimpleRuleContext) SetBody(v IRuleBodyContext) { s.body = v }

func (s *SimpleRuleContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *SimpleRuleContext) RULE() antlr.TerminalNode {
	return s.GetToken(MurphiParserRULE, 0)
}

func (s *SimpleRuleContext) RuleBody() IRuleBodyContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IRuleBodyContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IRuleBodyContext)
}

func (s *SimpleRuleContext) END() antlr.TerminalNode {
	return s.GetToken(MurphiParserEND, 0)
}

func (s *SimpleRuleContext) ENDRULE() antlr.TerminalNode {
	return s.GetToken(MurphiParserENDRULE, 0)
}

func (s *SimpleRuleContext) INT() antlr.TerminalNode {
	return s.GetToken(MurphiParserINT, 0)
}

func (s *SimpleRuleContext) STRING() antlr.TerminalNode {
	return s.GetToken(MurphiParserSTRING, 0)
}

func (s *SimpleRuleContext) Expr() IExprContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IExprContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IExprContext)
}

func (s *SimpleRuleContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(MurphiListener); ok {
		listenerT.EnterSimpleRule(s)
	}
}

func (s *SimpleRuleContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(MurphiListener); ok {
		listenerT.ExitSimpleRule(s)
	}
}

func (s *SimpleRuleContext) Accept(visitor antlr.ParseTreeVisitor) interface{} {
	switch t := visitor.(type) {
	case MurphiVisitor:
		return t.VisitSimpleRule(s)

	default:
		return t.VisitChildren(s)
	}
}

type AliasRuleContext struct {
	Rule_Context
	kw         antlr.Token
	_aliasDecl IAliasDeclContext
	aliases    []IAliasDeclContext
	_ruleList  IRuleListContext
	rules      []IRuleListContext
}

func NewAliasRuleContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *AliasRuleContext {
	var p = new(AliasRuleContext)

	InitEmptyRule_Context(&p.Rule_Context)
	p.parser = parser
	p.CopyAll(ctx.(*Rule_Context))

	return p
}

func (s *AliasRuleContext) GetKw() antlr.Token { return s.kw }

func (s *AliasRuleContext) SetKw(v antlr.Token) { s.kw = v }

func (s *AliasRuleContext) Get_aliasDecl() IAliasDeclContext { return s._aliasDecl }

func (s *AliasRuleContext) Get_ruleList() IRuleListContext { return s._ruleList }

func (s *AliasRuleContext) Set_aliasDecl(v IAliasDeclContext) { s._aliasDecl = v }

func (s *AliasRuleContext) Set_ruleList(v IRuleListContext) { s._ruleList = v }

func (s *AliasRuleContext) GetAliases() []IAliasDeclContext { return s.aliases }

func (s *AliasRuleContext) GetRules() []IRuleListContext { return s.rules }

func (s *AliasRuleContext) SetAliases(v []IAliasDeclContext) { s.aliases = v }

func (s *AliasRuleContext) SetRules(v []IRuleListContext) { s.rules = v }

func (s *AliasRuleContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *AliasRuleContext) DoKw() IDoKwContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IDoKwContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IDoKwContext)
}

func (s *AliasRuleContext) ALIAS() antlr.TerminalNode {
	return s.GetToken(MurphiParserALIAS, 0)
}

func (s *AliasRuleContext) AllAliasDecl() []IAliasDeclContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(IAliasDeclContext); ok {
			len++
		}
	}

	tst := make([]IAliasDeclContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(IAliasDeclContext); ok {
			tst[i] = t.(IAliasDeclContext)
			i++
		}
	}

	return tst
}

func (s *AliasRuleContext) AliasDecl(i int) IAliasDeclContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IAliasDeclContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext)
				break
			}
			j++
		}
	}

	if t == nil {
		return nil
	}

	return t.(IAliasDeclContext)
}

func (s *AliasRuleContext) RuleList() IRuleListContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IRuleListContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IRuleListContext)
}

func (s *AliasRuleContext) END() antlr.TerminalNode {
	return s.GetToken(MurphiParserEND, 0)
}

func (s *AliasRuleContext) ENDALIAS() antlr.TerminalNode {
	return s.GetToken(MurphiParserENDALIAS, 0)
}

func (s *AliasRuleContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(MurphiListener); ok {
		listenerT.EnterAliasRule(s)
	}
}

func (s *AliasRuleContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(MurphiListener); ok {
		listenerT.ExitAliasRule(s)
	}
}

func (s *AliasRuleContext) Accept(visitor antlr.ParseTreeVisitor) interface{} {
	switch t := visitor.(type) {
	case MurphiVisitor:
		return t.VisitAliasRule(s)

	default:
		return t.VisitChildren(s)
	}
}

type StartStateContext struct {
	Rule_Context
	kw   antlr.Token
	name antlr.Token
	body IRuleBodyContext
}

func NewStartStateContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *StartStateContext {
	var p = new(StartStateContext)

	InitEmptyRule_Context(&p.Rule_Context)
	p.parser = parser
	p.CopyAll(ctx.(*Rule_Context))

	return p
}

func (s *StartStateContext) GetKw() antlr.Token { return s.kw }

func (s *StartStateContext) GetName() antlr.Token { return s.name }

func (s *StartStateContext) SetKw(v antlr.Token) { s.kw = v }

func (s *StartStateContext) SetName(v antlr.Token) { s.name = v }

func (s *StartStateContext) GetBody() IRuleBodyContext { return s.body }

func (s *StartStateContext) SetBody(v IRuleBodyContext) { s.body = v }

func (s *StartStateContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *StartStateContext) STARTSTATE() antlr.TerminalNode {
	return s.GetToken(MurphiParserSTARTSTATE, 0)
}

func (s *StartStateContext) RuleBody() IRuleBodyContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IRuleBodyContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IRuleBodyContext)
}

func (s *StartStateContext) END() antlr.TerminalNode {
	return s.GetToken(MurphiParserEND, 0)
}

func (s *StartStateContext) ENDSTARTSTATE() antlr.TerminalNode {
	return s.GetToken(MurphiParserENDSTARTSTATE, 0)
}

func (s *StartStateContext) STRING() antlr.TerminalNode {
	return s.GetToken(MurphiParserSTRING, 0)
}

func (s *StartStateContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(MurphiListener); ok {
		listenerT.EnterStartState(s)
	}
}

func (s *StartStateContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(MurphiListener); ok {
		listenerT.ExitStartState(s)
	}
}

func (s *StartStateContext) Accept(visitor antlr.ParseTreeVisitor) interface{} {
	switch t := visitor.(type) {
	case MurphiVisitor:
		return t.VisitStartState(s)

	default:
		return t.VisitChildren(s)
	}
}

type InvariantRuleContext struct {
	Rule_Context
	kw   antlr.Token
	name antlr.Token
	cond IExprContext
}

func NewInvariantRuleContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *InvariantRuleContext {
	var p = new(InvariantRuleContext)

	InitEmptyRule_Context(&p.Rule_Context)
	p.parser = parser
	p.CopyAll(ctx.(*Rule_Context))

	return p
}

func (s *InvariantRuleContext) GetKw() antlr.Token { return s.kw }

func (s *InvariantRuleContext) GetName() antlr.Token { return s.name }

func (s *InvariantRuleContext) SetKw(v antlr.Token) { s.kw = v }

func (s *InvariantRuleContext) SetName(v antlr.Token) { s.name = v }

func (s *InvariantRuleContext) GetCond() IExprContext { return s.cond }

func (s *InvariantRuleContext) SetCond(v IExprContext) { s.cond = v }

func (s *InvariantRuleContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *InvariantRuleContext) INVARIANT() antlr.TerminalNode {
	return s.GetToken(MurphiParserINVARIANT, 0)
}

func (s *InvariantRuleContext) Expr() IExprContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IExprContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IExprContext)
}

func (s *InvariantRuleContext) STRING() antlr.TerminalNode {
	return s.GetToken(MurphiParserSTRING, 0)
}

func (s *InvariantRuleContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(MurphiListener); ok {
		listenerT.EnterInvariantRule(s)
	}
}

func (s *InvariantRuleContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(MurphiListener); ok {
		listenerT.ExitInvariantRule(s)
	}
}

func (s *InvariantRuleContext) Accept(visitor antlr.ParseTreeVisitor) interface{} {
	switch t := visitor.(type) {
	case MurphiVisitor:
		return t.VisitInvariantRule(s)

	default:
		return t.VisitChildren(s)
	}
}

type ChooseRuleContext struct {
	Rule_Context
	kw        antlr.Token
	name      antlr.Token
	ms        IDesignatorContext
	_ruleList IRuleListContext
	rules     []IRuleListContext
}

func NewChooseRuleContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *ChooseRuleContext {
	var p = new(ChooseRuleContext)

	InitEmptyRule_Context(&p.Rule_Context)
	p.parser = parser
	p.CopyAll(ctx.(*Rule_Context))

	return p
}

func (s *ChooseRuleContext) GetKw() antlr.Token { return s.kw }

func (s *ChooseRuleContext) GetName() antlr.Token { return s.name }

func (s *ChooseRuleContext) SetKw(v antlr.Token) { s.kw = v }

func (s *ChooseRuleContext) SetName(v antlr.Token) { s.name = v }

func (s *ChooseRuleContext) GetMs() IDesignatorContext { return s.ms }

func (s *ChooseRuleContext) Get_ruleList() IRuleListContext { return s._ruleList }

func (s *ChooseRuleContext) SetMs(v IDesignatorContext) { s.ms = v }

func (s *ChooseRuleContext) Set_ruleList(v IRuleListContext) { s._ruleList = v }

func (s *ChooseRuleContext) GetRules() []IRuleListContext { return s.rules }

func (s *ChooseRuleContext) SetRules(v []IRuleListContext) { s.rules = v }

func (s *ChooseRuleContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *ChooseRuleContext) DoKw() IDoKwContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IDoKwContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IDoKwContext)
}

func (s *ChooseRuleContext) CHOOSE() antlr.TerminalNode {
	return s.GetToken(MurphiParserCHOOSE, 0)
}

func (s *ChooseRuleContext) ID() antlr.TerminalNode {
	return s.GetToken(MurphiParserID, 0)
}

func (s *ChooseRuleContext) Designator() IDesignatorContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IDesignatorContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IDesignatorContext)
}

func (s *ChooseRuleContext) RuleList() IRuleListContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IRuleListContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IRuleListContext)
}

func (s *ChooseRuleContext) END() antlr.TerminalNode {
	return s.GetToken(MurphiParserEND, 0)
}

func (s *ChooseRuleContext) ENDCHOOSE() antlr.TerminalNode {
	return s.GetToken(MurphiParserENDCHOOSE, 0)
}

func (s *ChooseRuleContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(MurphiListener); ok {
		listenerT.EnterChooseRule(s)
	}
}

func (s *ChooseRuleContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(MurphiListener); ok {
		listenerT.ExitChooseRule(s)
	}
}

func (s *ChooseRuleContext) Accept(visitor antlr.ParseTreeVisitor) interface{} {
	switch t := visitor.(type) {
	case MurphiVisitor:
		return t.VisitChooseRule(s)

	default:
		return t.VisitChildren(s)
	}
}

func (p *MurphiParser) Rule_() (localctx IRule_Context) {
	localctx = NewRule_Context(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 38, MurphiParserRULE_rule_)
	var _la int

	var _alt int

	p.SetState(564)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}

	switch p.GetTokenStream().LA(1) {
	case MurphiParserRULE:
		localctx = NewSimpleRuleContext(p, localctx)
		p.EnterOuterAlt(localctx, 1)
		{
			p.SetState(500)

			var _m = p.Match(MurphiParserRULE)

			localctx.(*SimpleRuleContext).kw = _m
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		p.SetState(502)
		p.GetErrorHandler().Sync(p)

		if p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 54, p.GetParserRuleContext()) == 1 {
			{
				p.SetState(501)

				var _m = p.Match(MurphiParserINT)

				localctx.(*SimpleRuleContext).prio = _m
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}

		} else if p.HasError() { // JIM
			goto errorExit
		}
		p.SetState(505)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == MurphiParserSTRING {
			{
				p.SetState(504)

				var _m = p.Match(MurphiParserSTRING)

				localctx.(*SimpleRuleContext).name = _m
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}

		}
		p.SetState(510)
		p.GetErrorHandler().Sync(p)

		if p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 56, p.GetParserRuleContext()) == 1 {
			{
				p.SetState(507)

				var _x = p.expr(0)

				localctx.(*SimpleRuleContext).guard = _x
			}
			{
				p.SetState(508)
				p.Match(MurphiParserT__11)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}

		} else if p.HasError() { // JIM
			goto errorExit
		}
		{
			p.SetState(512)

			var _x = p.RuleBody()

			localctx.(*SimpleRuleContext).body = _x
		}
		{
			p.SetState(513)
			_la = p.GetTokenStream().LA(1)

			if !(_la == MurphiParserEND || _la == MurphiParserENDRULE) {
				p.GetErrorHandler().RecoverInline(p)
			} else {
				p.GetErrorHandler().ReportMatch(p)
				p.Consume()
			}
		}

	case MurphiParserSTARTSTATE:
		localctx = NewStartStateContext(p, localctx)
		p.EnterOuterAlt(localctx, 2)
		{
			p.SetState(515)

			var _m = p.Match(MurphiParserSTARTSTATE)

			localctx.(*StartStateContext).kw = _m
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		p.SetState(517)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == MurphiParserSTRING {
			{
				p.SetState(516)

				var _m = p.Match(MurphiParserSTRING)

				localctx.(*StartStateContext).name = _m
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}

		}
		{
			p.SetState(519)

			var _x = p.RuleBody()

			localctx.(*StartStateContext).body = _x
		}
		{
			p.SetState(520)
			_la = p.GetTokenStream().LA(1)

			if !(_la == MurphiParserEND || _la == MurphiParserENDSTARTSTATE) {
				p.GetErrorHandler().RecoverInline(p)
			} else {
				p.GetErrorHandler().ReportMatch(p)
				p.Consume()
			}
		}

	case MurphiParserINVARIANT:
		localctx = NewInvariantRuleContext(p, localctx)
		p.EnterOuterAlt(localctx, 3)
		{
			p.SetState(522)

			var _m = p.Match(MurphiParserINVARIANT)

			localctx.(*InvariantRuleContext).kw = _m
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		p.SetState(524)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == MurphiParserSTRING {
			{
				p.SetState(523)

				var _m = p.Match(MurphiParserSTRING)

				localctx.(*InvariantRuleContext).name = _m
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}

		}
		{
			p.SetState(526)

			var _x = p.expr(0)

			localctx.(*InvariantRuleContext).cond = _x
		}

	case MurphiParserRULESET:
		localctx = NewRulesetContext(p, localctx)
		p.EnterOuterAlt(localctx, 4)
		{
			p.SetState(527)

			var _m = p.Match(MurphiParserRULESET)

			localctx.(*RulesetContext).kw = _m
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(528)

			var _x = p.Quantifier()

			localctx.(*RulesetContext)._quantifier = _x
		}
		localctx.(*RulesetContext).qs = append(localctx.(*RulesetContext).qs, localctx.(*RulesetContext)._quantifier)
		p.SetState(533)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		for _la == MurphiParserT__0 {
			{
				p.SetState(529)
				p.Match(MurphiParserT__0)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}
			{
				p.SetState(530)

				var _x = p.Quantifier()

				localctx.(*RulesetContext)._quantifier = _x
			}
			localctx.(*RulesetContext).qs = append(localctx.(*RulesetContext).qs, localctx.(*RulesetContext)._quantifier)

			p.SetState(535)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_la = p.GetTokenStream().LA(1)
		}
		{
			p.SetState(536)
			p.DoKw()
		}
		{
			p.SetState(537)

			var _x = p.RuleList()

			localctx.(*RulesetContext)._ruleList = _x
		}
		localctx.(*RulesetContext).rules = append(localctx.(*RulesetContext).rules, localctx.(*RulesetContext)._ruleList)
		{
			p.SetState(538)
			_la = p.GetTokenStream().LA(1)

			if !(_la == MurphiParserEND || _la == MurphiParserENDRULESET) {
				p.GetErrorHandler().RecoverInline(p)
			} else {
				p.GetErrorHandler().ReportMatch(p)
				p.Consume()
			}
		}

	case MurphiParserALIAS:
		localctx = NewAliasRuleContext(p, localctx)
		p.EnterOuterAlt(localctx, 5)
		{
			p.SetState(540)

			var _m = p.Match(MurphiParserALIAS)

			localctx.(*AliasRuleContext).kw = _m
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(541)

			var _x = p.AliasDecl()

			localctx.(*AliasRuleContext)._aliasDecl = _x
		}
		localctx.(*AliasRuleContext).aliases = append(localctx.(*AliasRuleContext).aliases, localctx.(*AliasRuleContext)._aliasDecl)
		p.SetState(546)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_alt = p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 60, p.GetParserRuleContext())
		if p.HasError() {
			goto errorExit
		}
		for _alt != 2 && _alt != antlr.ATNInvalidAltNumber {
			if _alt == 1 {
				{
					p.SetState(542)
					p.Match(MurphiParserT__0)
					if p.HasError() {
						// Recognition error - abort rule
						goto errorExit
					}
				}
				{
					p.SetState(543)

					var _x = p.AliasDecl()

					localctx.(*AliasRuleContext)._aliasDecl = _x
				}
				localctx.(*AliasRuleContext).aliases = append(localctx.(*AliasRuleContext).aliases, localctx.(*AliasRuleContext)._aliasDecl)

			}
			p.SetState(548)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_alt = p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 60, p.GetParserRuleContext())
			if p.HasError() {
				goto errorExit
			}
		}
		p.SetState(550)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == MurphiParserT__0 {
			{
				p.SetState(549)
				p.Match(MurphiParserT__0)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}

		}
		{
			p.SetState(552)
			p.DoKw()
		}
		{
			p.SetState(553)

			var _x = p.RuleList()

			localctx.(*AliasRuleContext)._ruleList = _x
		}
		localctx.(*AliasRuleContext).rules = append(localctx.(*AliasRuleContext).rules, localctx.(*AliasRuleContext)._ruleList)
		{
			p.SetState(554)
			_la = p.GetTokenStream().LA(1)

			if !(_la == MurphiParserEND || _la == MurphiParserENDALIAS) {
				p.GetErrorHandler().RecoverInline(p)
			} else {
				p.GetErrorHandler().ReportMatch(p)
				p.Consume()
			}
		}

	case MurphiParserCHOOSE:
		localctx = NewChooseRuleContext(p, localctx)
		p.EnterOuterAlt(localctx, 6)
		{
			p.SetState(556)

			var _m = p.Match(MurphiParserCHOOSE)

			localctx.(*ChooseRuleContext).kw = _m
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(557)

			var _m = p.Match(MurphiParserID)

			localctx.(*ChooseRuleContext).name = _m
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(558)
			p.Match(MurphiParserT__1)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(559)

			var _x = p.Designator()

			localctx.(*ChooseRuleContext).ms = _x
		}
		{
			p.SetState(560)
			p.DoKw()
		}
		{
			p.SetState(561)

			var _x = p.RuleList()

			localctx.(*ChooseRuleContext)._ruleList = _x
		}
		localctx.(*ChooseRuleContext).rules = append(localctx.(*ChooseRuleContext).rules, localctx.(*ChooseRuleContext)._ruleList)
		{
			p.SetState(562)
			_la = p.GetTokenStream().LA(1)

			if !(_la == MurphiParserEND || _la == MurphiParserENDCHOOSE) {
				p.GetErrorHandler().RecoverInline(p)
			} else {
				p.GetErrorHandler().ReportMatch(p)
				p.Consume()
			}
		}

	default:
		p.SetError(antlr.NewNoViableAltException(p, nil, nil, nil, nil, nil))
		goto errorExit
	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.ExitRule()
	return localctx
	goto errorExit // Trick to prevent compiler error if the label is not used
}

// IRuleListContext is an interface to support dynamic dispatch.
type IRuleListContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Get_rule_ returns the _rule_ rule contexts.
	Get_rule_() IRule_Context

	// Set_rule_ sets the _rule_ rule contexts.
	Set_rule_(IRule_Context)

	// GetItems returns the items rule context list.
	GetItems() []IRule_Context

	// SetItems sets the items rule context list.
	SetItems([]IRule_Context)

	// Getter signatures
	AllRule_() []IRule_Context
	Rule_(i int) IRule_Context

	// IsRuleListContext differentiates from other interfaces.
	IsRuleListContext()
}

type RuleListContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
	_rule_ IRule_Context
	items  []IRule_Context
}

func NewEmptyRuleListContext() *RuleListContext {
	var p = new(RuleListContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = MurphiParserRULE_ruleList
	return p
}

func InitEmptyRuleListContext(p *RuleListContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = MurphiParserRULE_ruleList
}

func (*RuleListContext) IsRuleListContext() {}

func NewRuleListContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *RuleListContext {
	var p = new(RuleListContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = MurphiParserRULE_ruleList

	return p
}

func (s *RuleListContext) GetParser() antlr.Parser { return s.parser }

func (s *RuleListContext) Get_rule_() IRule_Context { return s._rule_ }

func (s *RuleListContext) Set_rule_(v IRule_Context) { s._rule_ = v }

func (s *RuleListContext) GetItems() []IRule_Context { return s.items }

func (s *RuleListContext) SetItems(v []IRule_Context) { s.items = v }

func (s *RuleListContext) AllRule_() []IRule_Context {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(IRule_Context); ok {
			len++
		}
	}

	tst := make([]IRule_Context, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(IRule_Context); ok {
			tst[i] = t.(IRule_Context)
			i++
		}
	}

	return tst
}

func (s *RuleListContext) Rule_(i int) IRule_Context {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IRule_Context); ok {
			if j == i {
				t = ctx.(antlr.RuleContext)
				break
			}
			j++
		}
	}

	if t == nil {
		return nil
	}

	return t.(IRule_Context)
}

func (s *RuleListContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *RuleListContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (s *RuleListContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(MurphiListener); ok {
		listenerT.EnterRuleList(s)
	}
}

func (s *RuleListContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(MurphiListener); ok {
		listenerT.ExitRuleList(s)
	}
}

func (s *RuleListContext) Accept(visitor antlr.ParseTreeVisitor) interface{} {
	switch t := visitor.(type) {
	case MurphiVisitor:
		return t.VisitRuleList(s)

	default:
		return t.VisitChildren(s)
	}
}

func (p *MurphiParser) RuleList() (localctx IRuleListContext) {
	localctx = NewRuleListContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 40, MurphiParserRULE_ruleList)
	var _la int

	p.EnterOuterAlt(localctx, 1)
	p.SetState(575)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	for (int64((_la-30)) & ^0x3f) == 0 && ((int64(1)<<(_la-30))&5912078317518849) != 0 {
		{
			p.SetState(566)

			var _x = p.Rule_()

			localctx.(*RuleListContext)._rule_ = _x
		}
		localctx.(*RuleListContext).items = append(localctx.(*RuleListContext).items, localctx.(*RuleListContext)._rule_)
		p.SetState(570)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		for _la == MurphiParserT__0 {
			{
				p.SetState(567)
				p.Match(MurphiParserT__0)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}

			p.SetState(572)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_la = p.GetTokenStream().LA(1)
		}

		p.SetState(577)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)
	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.ExitRule()
	return localctx
	goto errorExit // Trick to prevent compiler error if the label is not used
}

// IRuleBodyContext is an interface to support dynamic dispatch.
type IRuleBodyContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Get_localDecls returns the _localDecls rule contexts.
	Get_localDecls() ILocalDeclsContext

	// GetStmts returns the stmts rule contexts.
	GetStmts() IStmtListContext

	// Set_localDecls sets the _localDecls rule contexts.
	Set_localDecls(ILocalDeclsContext)

	// SetStmts sets the stmts rule contexts.
	SetStmts(IStmtListContext)

	// GetDecls returns the decls rule context list.
	GetDecls() []ILocalDeclsContext

	// SetDecls sets the decls rule context list.
	SetDecls([]ILocalDeclsContext)

	// Getter signatures
	StmtList() IStmtListContext
	BEGIN() antlr.TerminalNode
	AllLocalDecls() []ILocalDeclsContext
	LocalDecls(i int) ILocalDeclsContext

	// IsRuleBodyContext differentiates from other interfaces.
	IsRuleBodyContext()
}

type RuleBodyContext struct {
	antlr.BaseParserRuleContext
	parser      antlr.Parser
	_localDecls ILocalDeclsContext
	decls       []ILocalDeclsContext
	stmts       IStmtListContext
}

func NewEmptyRuleBodyContext() *RuleBodyContext {
	var p = new(RuleBodyContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = MurphiParserRULE_ruleBody
	return p
}

func InitEmptyRuleBodyContext(p *RuleBodyContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = MurphiParserRULE_ruleBody
}

func (*RuleBodyContext) IsRuleBodyContext() {}

func NewRuleBodyContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *RuleBodyContext {
	var p = new(RuleBodyContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = MurphiParserRULE_ruleBody

	return p
}

func (s *RuleBodyContext) GetParser() antlr.Parser { return s.parser }

func (s *RuleBodyContext) Get_localDecls() ILocalDeclsContext { return s._localDecls }

func (s *RuleBodyContext) GetStmts() IStmtListContext { return s.stmts }

func (s *RuleBodyContext) Set_localDecls(v ILocalDeclsContext) { s._localDecls = v }

func (s *RuleBodyContext) SetStmts(v IStmtListContext) { s.stmts = v }

func (s *RuleBodyContext) GetDecls() []ILocalDeclsContext { return s.decls }

func (s *RuleBodyContext) SetDecls(v []ILocalDeclsContext) { s.decls = v }

func (s *RuleBodyContext) StmtList() IStmtListContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IStmtListContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IStmtListContext)
}

func (s *RuleBodyContext) BEGIN() antlr.TerminalNode {
	return s.GetToken(MurphiParserBEGIN, 0)
}

func (s *RuleBodyContext) AllLocalDecls() []ILocalDeclsContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(ILocalDeclsContext); ok {
			len++
		}
	}

	tst := make([]ILocalDeclsContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(ILocalDeclsContext); ok {
			tst[i] = t.(ILocalDeclsContext)
			i++
		}
	}

	return tst
}

func (s *RuleBodyContext) LocalDecls(i int) ILocalDeclsContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(ILocalDeclsContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext)
				break
			}
			j++
		}
	}

	if t == nil {
		return nil
	}

	return t.(ILocalDeclsContext)
}

func (s *RuleBodyContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *RuleBodyContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (s *RuleBodyContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(MurphiListener); ok {
		listenerT.EnterRuleBody(s)
	}
}

func (s *RuleBodyContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(MurphiListener); ok {
		listenerT.ExitRuleBody(s)
	}
}

func (s *RuleBodyContext) Accept(visitor antlr.ParseTreeVisitor) interface{} {
	switch t := visitor.(type) {
	case MurphiVisitor:
		return t.VisitRuleBody(s)

	default:
		return t.VisitChildren(s)
	}
}

func (p *MurphiParser) RuleBody() (localctx IRuleBodyContext) {
	localctx = NewRuleBodyContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 42, MurphiParserRULE_ruleBody)
	var _la int

	p.EnterOuterAlt(localctx, 1)
	p.SetState(585)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	if (int64((_la-33)) & ^0x3f) == 0 && ((int64(1)<<(_la-33))&81064793292668945) != 0 {
		p.SetState(581)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		for (int64((_la-37)) & ^0x3f) == 0 && ((int64(1)<<(_la-37))&5066549580791809) != 0 {
			{
				p.SetState(578)

				var _x = p.LocalDecls()

				localctx.(*RuleBodyContext)._localDecls = _x
			}
			localctx.(*RuleBodyContext).decls = append(localctx.(*RuleBodyContext).decls, localctx.(*RuleBodyContext)._localDecls)

			p.SetState(583)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_la = p.GetTokenStream().LA(1)
		}
		{
			p.SetState(584)
			p.Match(MurphiParserBEGIN)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	}
	{
		p.SetState(587)

		var _x = p.StmtList()

		localctx.(*RuleBodyContext).stmts = _x
	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.ExitRule()
	return localctx
	goto errorExit // Trick to prevent compiler error if the label is not used
}

// IExprContext is an interface to support dynamic dispatch.
type IExprContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser
	// IsExprContext differentiates from other interfaces.
	IsExprContext()
}

type ExprContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyExprContext() *ExprContext {
	var p = new(ExprContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = MurphiParserRULE_expr
	return p
}

func InitEmptyExprContext(p *ExprContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = MurphiParserRULE_expr
}

func (*ExprContext) IsExprContext() {}

func NewExprContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *ExprContext {
	var p = new(ExprContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = MurphiParserRULE_expr

	return p
}

func (s *ExprContext) GetParser() antlr.Parser { return s.parser }

func (s *ExprContext) CopyAll(ctx *ExprContext) {
	s.CopyFrom(&ctx.BaseParserRuleContext)
}

func (s *ExprContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *ExprContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

type AddOpContext struct {
	ExprContext
	x  IExprContext
	op antlr.Token
	y  IExprContext
}

func NewAddOpContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *AddOpContext {
	var p = new(AddOpContext)

	InitEmptyExprContext(&p.ExprContext)
	p.parser = parser
	p.CopyAll(ctx.(*ExprContext))

	return p
}

func (s *AddOpContext) GetOp() antlr.Token { return s.op }

func (s *AddOpContext) SetOp(v antlr.Token) { s.op = v }

func (s *AddOpContext) GetX() IExprContext { return s.x }

func (s *AddOpContext) GetY() IExprContext { return s.y }

func (s *AddOpContext) SetX(v IExprContext) { s.x = v }

func (s *AddOpContext) SetY(v IExprContext) { s.y = v }

func (s *AddOpContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *AddOpContext) AllExpr() []IExprContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(IExprContext); ok {
			len++
		}
	}

	tst := make([]IExprContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(IExprContext); ok {
			tst[i] = t.(IExprContext)
			i++
		}
	}

	return tst
}

func (s *AddOpContext) Expr(i int) IExprContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IExprContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext)
				break
			}
			j++
		}
	}

	if t == nil {
		return nil
	}

	return t.(IExprContext)
}

func (s *AddOpContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(MurphiListener); ok {
		listenerT.EnterAddOp(s)
	}
}

func (s *AddOpContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(MurphiListener); ok {
		listenerT.ExitAddOp(s)
	}
}

func (s *AddOpContext) Accept(visitor antlr.ParseTreeVisitor) interface{} {
	switch t := visitor.(type) {
	case MurphiVisitor:
		return t.VisitAddOp(s)

	default:
		return t.VisitChildren(s)
	}
}

type OrOpContext struct {
	ExprContext
	x  IExprContext
	op antlr.Token
	y  IExprContext
}

func NewOrOpContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *OrOpContext {
	var p = new(OrOpContext)

	InitEmptyExprContext(&p.ExprContext)
	p.parser = parser
	p.CopyAll(ctx.(*ExprContext))

	return p
}

func (s *OrOpContext) GetOp() antlr.Token { return s.op }

func (s *OrOpContext) SetOp(v antlr.Token) { s.op = v }

func (s *OrOpContext) GetX() IExprContext { return s.x }

func (s *OrOpContext) GetY() IExprContext { return s.y }

func (s *OrOpContext) SetX(v IExprContext) { s.x = v }

func (s *OrOpContext) SetY(v IExprContext) { s.y = v }

func (s *OrOpContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *OrOpContext) AllExpr() []IExprContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(IExprContext); ok {
			len++
		}
	}

	tst := make([]IExprContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(IExprContext); ok {
			tst[i] = t.(IExprContext)
			i++
		}
	}

	return tst
}

func (s *OrOpContext) Expr(i int) IExprContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IExprContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext)
				break
			}
			j++
		}
	}

	if t == nil {
		return nil
	}

	return t.(IExprContext)
}

func (s *OrOpContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(MurphiListener); ok {
		listenerT.EnterOrOp(s)
	}
}

func (s *OrOpContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(MurphiListener); ok {
		listenerT.ExitOrOp(s)
	}
}

func (s *OrOpContext) Accept(visitor antlr.ParseTreeVisitor) interface{} {
	switch t := visitor.(type) {
	case MurphiVisitor:
		return t.VisitOrOp(s)

	default:
		return t.VisitChildren(s)
	}
}

type SignOpContext struct {
	ExprContext
	op antlr.Token
	x  IExprContext
}

func NewSignOpContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *SignOpContext {
	var p = new(SignOpContext)

	InitEmptyExprContext(&p.ExprContext)
	p.parser = parser
	p.CopyAll(ctx.(*ExprContext))

	return p
}

func (s *SignOpContext) GetOp() antlr.Token { return s.op }

func (s *SignOpContext) SetOp(v antlr.Token) { s.op = v }

func (s *SignOpContext) GetX() IExprContext { return s.x }

func (s *SignOpContext) SetX(v IExprContext) { s.x = v }

func (s *SignOpContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *SignOpContext) Expr() IExprContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IExprContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IExprContext)
}

func (s *SignOpContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(MurphiListener); ok {
		listenerT.EnterSignOp(s)
	}
}

func (s *SignOpContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(MurphiListener); ok {
		listenerT.ExitSignOp(s)
	}
}

func (s *SignOpContext) Accept(visitor antlr.ParseTreeVisitor) interface{} {
	switch t := visitor.(type) {
	case MurphiVisitor:
		return t.VisitSignOp(s)

	default:
		return t.VisitChildren(s)
	}
}

type CmpOpContext struct {
	ExprContext
	x  IExprContext
	op antlr.Token
	y  IExprContext
}

func NewCmpOpContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *CmpOpContext {
	var p = new(CmpOpContext)

	InitEmptyExprContext(&p.ExprContext)
	p.parser = parser
	p.CopyAll(ctx.(*ExprContext))

	return p
}

func (s *CmpOpContext) GetOp() antlr.Token { return s.op }

func (s *CmpOpContext) SetOp(v antlr.Token) { s.op = v }

func (s *CmpOpContext) GetX() IExprContext { return s.x }

func (s *CmpOpContext) GetY() IExprContext { return s.y }

func (s *CmpOpContext) SetX(v IExprContext) { s.x = v }

func (s *CmpOpContext) SetY(v IExprContext) { s.y = v }

func (s *CmpOpContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *CmpOpContext) AllExpr() []IExprContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(IExprContext); ok {
			len++
		}
	}

	tst := make([]IExprContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(IExprContext); ok {
			tst[i] = t.(IExprContext)
			i++
		}
	}

	return tst
}

func (s *CmpOpContext) Expr(i int) IExprContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IExprContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext)
				break
			}
			j++
		}
	}

	if t == nil {
		return nil
	}

	return t.(IExprContext)
}

func (s *CmpOpContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(MurphiListener); ok {
		listenerT.EnterCmpOp(s)
	}
}

func (s *CmpOpContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(MurphiListener); ok {
		listenerT.ExitCmpOp(s)
	}
}

func (s *CmpOpContext) Accept(visitor antlr.ParseTreeVisitor) interface{} {
	switch t := visitor.(type) {
	case MurphiVisitor:
		return t.VisitCmpOp(s)

	default:
		return t.VisitChildren(s)
	}
}

type IsMemberExprContext struct {
	ExprContext
	kw antlr.Token
	x  IExprContext
	t  ITypeExprContext
}

func NewIsMemberExprContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *IsMemberExprContext {
	var p = new(IsMemberExprContext)

	InitEmptyExprContext(&p.ExprContext)
	p.parser = parser
	p.CopyAll(ctx.(*ExprContext))

	return p
}

func (s *IsMemberExprContext) GetKw() antlr.Token { return s.kw }

func (s *IsMemberExprContext) SetKw(v antlr.Token) { s.kw = v }

func (s *IsMemberExprContext) GetX() IExprContext { return s.x }

func (s *IsMemberExprContext) GetT() ITypeExprContext { return s.t }

func (s *IsMemberExprContext) SetX(v IExprContext) { s.x = v }

func (s *IsMemberExprContext) SetT(v ITypeExprContext) { s.t = v }

func (s *IsMemberExprContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *IsMemberExprContext) ISMEMBER() antlr.TerminalNode {
	return s.GetToken(MurphiParserISMEMBER, 0)
}

func (s *IsMemberExprContext) Expr() IExprContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IExprContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IExprContext)
}

func (s *IsMemberExprContext) TypeExpr() ITypeExprContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(ITypeExprContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(ITypeExprContext)
}

func (s *IsMemberExprContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(MurphiListener); ok {
		listenerT.EnterIsMemberExpr(s)
	}
}

func (s *IsMemberExprContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(MurphiListener); ok {
		listenerT.ExitIsMemberExpr(s)
	}
}

func (s *IsMemberExprContext) Accept(visitor antlr.ParseTreeVisitor) interface{} {
	switch t := visitor.(type) {
	case MurphiVisitor:
		return t.VisitIsMemberExpr(s)

	default:
		return t.VisitChildren(s)
	}
}

type MultisetCountExprContext struct {
	ExprContext
	kw   antlr.Token
	name antlr.Token
	ms   IDesignatorContext
	cond IExprContext
}

func NewMultisetCountExprContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *MultisetCountExprContext {
	var p = new(MultisetCountExprContext)

	InitEmptyExprContext(&p.ExprContext)
	p.parser = parser
	p.CopyAll(ctx.(*ExprContext))

	return p
}

func (s *MultisetCountExprContext) GetKw() antlr.Token { return s.kw }

func (s *MultisetCountExprContext) GetName() antlr.Token { return s.name }

func (s *MultisetCountExprContext) SetKw(v antlr.Token) { s.kw = v }

func (s *MultisetCountExprContext) SetName(v antlr.Token) { s.name = v }

func (s *MultisetCountExprContext) GetMs() IDesignatorContext { return s.ms }

func (s *MultisetCountExprContext) GetCond() IExprContext { return s.cond }

func (s *MultisetCountExprContext) SetMs(v IDesignatorContext) { s.ms = v }

func (s *MultisetCountExprContext) SetCond(v IExprContext) { s.cond = v }

func (s *MultisetCountExprContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *MultisetCountExprContext) MULTISETCOUNT() antlr.TerminalNode {
	return s.GetToken(MurphiParserMULTISETCOUNT, 0)
}

func (s *MultisetCountExprContext) ID() antlr.TerminalNode {
	return s.GetToken(MurphiParserID, 0)
}

func (s *MultisetCountExprContext) Designator() IDesignatorContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IDesignatorContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IDesignatorContext)
}

func (s *MultisetCountExprContext) Expr() IExprContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IExprContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IExprContext)
}

func (s *MultisetCountExprContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(MurphiListener); ok {
		listenerT.EnterMultisetCountExpr(s)
	}
}

func (s *MultisetCountExprContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(MurphiListener); ok {
		listenerT.ExitMultisetCountExpr(s)
	}
}

func (s *MultisetCountExprContext) Accept(visitor antlr.ParseTreeVisitor) interface{} {
	switch t := visitor.(type) {
	case MurphiVisitor:
		return t.VisitMultisetCountExpr(s)

	default:
		return t.VisitChildren(s)
	}
}

type CondOpContext struct {
	ExprContext
	cond IExprContext
	then IExprContext
	els  IExprContext
}

func NewCondOpContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *CondOpContext {
	var p = new(CondOpContext)

	InitEmptyExprContext(&p.ExprContext)
	p.parser = parser
	p.CopyAll(ctx.(*ExprContext))

	return p
}

func (s *CondOpContext) GetCond() IExprContext { return s.cond }

func (s *CondOpContext) GetThen() IExprContext { return s.then }

func (s *CondOpContext) GetEls() IExprContext { return s.els }

func (s *CondOpContext) SetCond(v IExprContext) { s.cond = v }

func (s *CondOpContext) SetThen(v IExprContext) { s.then = v }

func (s *CondOpContext) SetEls(v IExprContext) { s.els = v }

func (s *CondOpContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *CondOpContext) AllExpr() []IExprContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(IExprContext); ok {
			len++
		}
	}

	tst := make([]IExprContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(IExprContext); ok {
			tst[i] = t.(IExprContext)
			i++
		}
	}

	return tst
}

func (s *CondOpContext) Expr(i int) IExprContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IExprContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext)
				break
			}
			j++
		}
	}

	if t == nil {
		return nil
	}

	return t.(IExprContext)
}

func (s *CondOpContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(MurphiListener); ok {
		listenerT.EnterCondOp(s)
	}
}

func (s *CondOpContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(MurphiListener); ok {
		listenerT.ExitCondOp(s)
	}
}

func (s *CondOpContext) Accept(visitor antlr.ParseTreeVisitor) interface{} {
	switch t := visitor.(type) {
	case MurphiVisitor:
		return t.VisitCondOp(s)

	default:
		return t.VisitChildren(s)
	}
}

type DesignatorExprContext struct {
	ExprContext
	d IDesignatorContext
}

func NewDesignatorExprContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *DesignatorExprContext {
	var p = new(DesignatorExprContext)

	InitEmptyExprContext(&p.ExprContext)
	p.parser = parser
	p.CopyAll(ctx.(*ExprContext))

	return p
}

func (s *DesignatorExprContext) GetD() IDesignatorContext { return s.d }

func (s *DesignatorExprContext) SetD(v IDesignatorContext) { s.d = v }

func (s *DesignatorExprContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *DesignatorExprContext) Designator() IDesignatorContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IDesignatorContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IDesignatorContext)
}

func (s *DesignatorExprContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(MurphiListener); ok {
		listenerT.EnterDesignatorExpr(s)
	}
}

func (s *DesignatorExprContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(MurphiListener); ok {
		listenerT.ExitDesignatorExpr(s)
	}
}

func (s *DesignatorExprContext) Accept(visitor antlr.ParseTreeVisitor) interface{} {
	switch t := visitor.(type) {
	case MurphiVisitor:
		return t.VisitDesignatorExpr(s)

	default:
		return t.VisitChildren(s)
	}
}

type NotOpContext struct {
	ExprContext
	op antlr.Token
	x  IExprContext
}

func NewNotOpContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *NotOpContext {
	var p = new(NotOpContext)

	InitEmptyExprContext(&p.ExprContext)
	p.parser = parser
	p.CopyAll(ctx.(*ExprContext))

	return p
}

func (s *NotOpContext) GetOp() antlr.Token { return s.op }

func (s *NotOpContext) SetOp(v antlr.Token) { s.op = v }

func (s *NotOpContext) GetX() IExprContext { return s.x }

func (s *NotOpContext) SetX(v IExprContext) { s.x = v }

func (s *NotOpContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *NotOpContext) Expr() IExprContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IExprContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IExprContext)
}

func (s *NotOpContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(MurphiListener); ok {
		listenerT.EnterNotOp(s)
	}
}

func (s *NotOpContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(MurphiListener); ok {
		listenerT.ExitNotOp(s)
	}
}

func (s *NotOpContext) Accept(visitor antlr.ParseTreeVisitor) interface{} {
	switch t := visitor.(type) {
	case MurphiVisitor:
		return t.VisitNotOp(s)

	default:
		return t.VisitChildren(s)
	}
}

type ForallExprContext struct {
	ExprContext
	kw          antlr.Token
	_quantifier IQuantifierContext
	qs          []IQuantifierContext
	body        IExprContext
}

func NewForallExprContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *ForallExprContext {
	var p = new(ForallExprContext)

	InitEmptyExprContext(&p.ExprContext)
	p.parser = parser
	p.CopyAll(ctx.(*ExprContext))

	return p
}

func (s *ForallExprContext) GetKw() antlr.Token { return s.kw }

func (s *ForallExprContext) SetKw(v antlr.Token) { s.kw = v }

func (s *ForallExprContext) Get_quantifier() IQuantifierContext { return s._quantifier }

func (s *ForallExprContext) GetBody() IExprContext { return s.body }

func (s *ForallExprContext) Set_quantifier(v IQuantifierContext) { s._quantifier = v }

func (s *ForallExprContext) SetBody(v IExprContext) { s.body = v }

func (s *ForallExprContext) GetQs() []IQuantifierContext { return s.qs }

func (s *ForallExprContext) SetQs(v []IQuantifierContext) { s.qs = v }

func (s *ForallExprContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *ForallExprContext) DoKw() IDoKwContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IDoKwContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IDoKwContext)
}

func (s *ForallExprContext) FORALL() antlr.TerminalNode {
	return s.GetToken(MurphiParserFORALL, 0)
}

func (s *ForallExprContext) AllQuantifier() []IQuantifierContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(IQuantifierContext); ok {
			len++
		}
	}

	tst := make([]IQuantifierContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(IQuantifierContext); ok {
			tst[i] = t.(IQuantifierContext)
			i++
		}
	}

	return tst
}

func (s *ForallExprContext) Quantifier(i int) IQuantifierContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IQuantifierContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext)
				break
			}
			j++
		}
	}

	if t == nil {
		return nil
	}

	return t.(IQuantifierContext)
}

func (s *ForallExprContext) Expr() IExprContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IExprContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IExprContext)
}

func (s *ForallExprContext) END() antlr.TerminalNode {
	return s.GetToken(MurphiParserEND, 0)
}

func (s *ForallExprContext) ENDFORALL() antlr.TerminalNode {
	return s.GetToken(MurphiParserENDFORALL, 0)
}

func (s *ForallExprContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(MurphiListener); ok {
		listenerT.EnterForallExpr(s)
	}
}

func (s *ForallExprContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(MurphiListener); ok {
		listenerT.ExitForallExpr(s)
	}
}

func (s *ForallExprContext) Accept(visitor antlr.ParseTreeVisitor) interface{} {
	switch t := visitor.(type) {
	case MurphiVisitor:
		return t.VisitForallExpr(s)

	default:
		return t.VisitChildren(s)
	}
}

type MulOpContext struct {
	ExprContext
	x  IExprContext
	op antlr.Token
	y  IExprContext
}

func NewMulOpContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *MulOpContext {
	var p = new(MulOpContext)

	InitEmptyExprContext(&p.ExprContext)
	p.parser = parser
	p.CopyAll(ctx.(*ExprContext))

	return p
}

func (s *MulOpContext) GetOp() antlr.Token { return s.op }

func (s *MulOpContext) SetOp(v antlr.Token) { s.op = v }

func (s *MulOpContext) GetX() IExprContext { return s.x }

func (s *MulOpContext) GetY() IExprContext { return s.y }

func (s *MulOpContext) SetX(v IExprContext) { s.x = v }

func (s *MulOpContext) SetY(v IExprContext) { s.y = v }

func (s *MulOpContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *MulOpContext) AllExpr() []IExprContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(IExprContext); ok {
			len++
		}
	}

	tst := make([]IExprContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(IExprContext); ok {
			tst[i] = t.(IExprContext)
			i++
		}
	}

	return tst
}

func (s *MulOpContext) Expr(i int) IExprContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IExprContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext)
				break
			}
			j++
		}
	}

	if t == nil {
		return nil
	}

	return t.(IExprContext)
}

func (s *MulOpContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(MurphiListener); ok {
		listenerT.EnterMulOp(s)
	}
}

func (s *MulOpContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(MurphiListener); ok {
		listenerT.ExitMulOp(s)
	}
}

func (s *MulOpContext) Accept(visitor antlr.ParseTreeVisitor) interface{} {
	switch t := visitor.(type) {
	case MurphiVisitor:
		return t.VisitMulOp(s)

	default:
		return t.VisitChildren(s)
	}
}

type RealLitContext struct {
	ExprContext
	v antlr.Token
}

func NewRealLitContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *RealLitContext {
	var p = new(RealLitContext)

	InitEmptyExprContext(&p.ExprContext)
	p.parser = parser
	p.CopyAll(ctx.(*ExprContext))

	return p
}

func (s *RealLitContext) GetV() antlr.Token { return s.v }

func (s *RealLitContext) SetV(v antlr.Token) { s.v = v }

func (s *RealLitContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *RealLitContext) REALNUM() antlr.TerminalNode {
	return s.GetToken(MurphiParserREALNUM, 0)
}

func (s *RealLitContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(MurphiListener); ok {
		listenerT.EnterRealLit(s)
	}
}

func (s *RealLitContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(MurphiListener); ok {
		listenerT.ExitRealLit(s)
	}
}

func (s *RealLitContext) Accept(visitor antlr.ParseTreeVisitor) interface{} {
	switch t := visitor.(type) {
	case MurphiVisitor:
		return t.VisitRealLit(s)

	default:
		return t.VisitChildren(s)
	}
}

type ImpliesOpContext struct {
	ExprContext
	x  IExprContext
	op antlr.Token
	y  IExprContext
}

func NewImpliesOpContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *ImpliesOpContext {
	var p = new(ImpliesOpContext)

	InitEmptyExprContext(&p.ExprContext)
	p.parser = parser
	p.CopyAll(ctx.(*ExprContext))

	return p
}

func (s *ImpliesOpContext) GetOp() antlr.Token { return s.op }

func (s *ImpliesOpContext) SetOp(v antlr.Token) { s.op = v }

func (s *ImpliesOpContext) GetX() IExprContext { return s.x }

func (s *ImpliesOpContext) GetY() IExprContext { return s.y }

func (s *ImpliesOpContext) SetX(v IExprContext) { s.x = v }

func (s *ImpliesOpContext) SetY(v IExprContext) { s.y = v }

func (s *ImpliesOpContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *ImpliesOpContext) AllExpr() []IExprContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(IExprContext); ok {
			len++
		}
	}

	tst := make([]IExprContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(IExprContext); ok {
			tst[i] = t.(IExprContext)
			i++
		}
	}

	return tst
}

func (s *ImpliesOpContext) Expr(i int) IExprContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IExprContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext)
				break
			}
			j++
		}
	}

	if t == nil {
		return nil
	}

	return t.(IExprContext)
}

func (s *ImpliesOpContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(MurphiListener); ok {
		listenerT.EnterImpliesOp(s)
	}
}

func (s *ImpliesOpContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(MurphiListener); ok {
		listenerT.ExitImpliesOp(s)
	}
}

func (s *ImpliesOpContext) Accept(visitor antlr.ParseTreeVisitor) interface{} {
	switch t := visitor.(type) {
	case MurphiVisitor:
		return t.VisitImpliesOp(s)

	default:
		return t.VisitChildren(s)
	}
}

type IsUndefinedExprContext struct {
	ExprContext
	kw antlr.Token
	x  IExprContext
}

func NewIsUndefinedExprContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *IsUndefinedExprContext {
	var p = new(IsUndefinedExprContext)

	InitEmptyExprContext(&p.ExprContext)
	p.parser = parser
	p.CopyAll(ctx.(*ExprContext))

	return p
}

func (s *IsUndefinedExprContext) GetKw() antlr.Token { return s.kw }

func (s *IsUndefinedExprContext) SetKw(v antlr.Token) { s.kw = v }

func (s *IsUndefinedExprContext) GetX() IExprContext { return s.x }

func (s *IsUndefinedExprContext) SetX(v IExprContext) { s.x = v }

func (s *IsUndefinedExprContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *IsUndefinedExprContext) ISUNDEFINED() antlr.TerminalNode {
	return s.GetToken(MurphiParserISUNDEFINED, 0)
}

func (s *IsUndefinedExprContext) Expr() IExprContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IExprContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IExprContext)
}

func (s *IsUndefinedExprContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(MurphiListener); ok {
		listenerT.EnterIsUndefinedExpr(s)
	}
}

func (s *IsUndefinedExprContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(MurphiListener); ok {
		listenerT.ExitIsUndefinedExpr(s)
	}
}

func (s *IsUndefinedExprContext) Accept(visitor antlr.ParseTreeVisitor) interface{} {
	switch t := visitor.(type) {
	case MurphiVisitor:
		return t.VisitIsUndefinedExpr(s)

	default:
		return t.VisitChildren(s)
	}
}

type CallExprContext struct {
	ExprContext
	name    antlr.Token
	_actual IActualContext
	args    []IActualContext
}

func NewCallExprContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *CallExprContext {
	var p = new(CallExprContext)

	InitEmptyExprContext(&p.ExprContext)
	p.parser = parser
	p.CopyAll(ctx.(*ExprContext))

	return p
}

func (s *CallExprContext) GetName() antlr.Token { return s.name }

func (s *CallExprContext) SetName(v antlr.Token) { s.name = v }

func (s *CallExprContext) Get_actual() IActualContext { return s._actual }

func (s *CallExprContext) Set_actual(v IActualContext) { s._actual = v }

func (s *CallExprContext) GetArgs() []IActualContext { return s.args }

func (s *CallExprContext) SetArgs(v []IActualContext) { s.args = v }

func (s *CallExprContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *CallExprContext) ID() antlr.TerminalNode {
	return s.GetToken(MurphiParserID, 0)
}

func (s *CallExprContext) AllActual() []IActualContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(IActualContext); ok {
			len++
		}
	}

	tst := make([]IActualContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(IActualContext); ok {
			tst[i] = t.(IActualContext)
			i++
		}
	}

	return tst
}

func (s *CallExprContext) Actual(i int) IActualContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IActualContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext)
				break
			}
			j++
		}
	}

	if t == nil {
		return nil
	}

	return t.(IActualContext)
}

func (s *CallExprContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(MurphiListener); ok {
		listenerT.EnterCallExpr(s)
	}
}

func (s *CallExprContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(MurphiListener); ok {
		listenerT.ExitCallExpr(s)
	}
}

func (s *CallExprContext) Accept(visitor antlr.ParseTreeVisitor) interface{} {
	switch t := visitor.(type) {
	case MurphiVisitor:
		return t.VisitCallExpr(s)

	default:
		return t.VisitChildren(s)
	}
}

type ParenExprContext struct {
	ExprContext
	x IExprContext
}

func NewParenExprContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *ParenExprContext {
	var p = new(ParenExprContext)

	InitEmptyExprContext(&p.ExprContext)
	p.parser = parser
	p.CopyAll(ctx.(*ExprContext))

	return p
}

func (s *ParenExprContext) GetX() IExprContext { return s.x }

func (s *ParenExprContext) SetX(v IExprContext) { s.x = v }

func (s *ParenExprContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *ParenExprContext) Expr() IExprContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IExprContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IExprContext)
}

func (s *ParenExprContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(MurphiListener); ok {
		listenerT.EnterParenExpr(s)
	}
}

func (s *ParenExprContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(MurphiListener); ok {
		listenerT.ExitParenExpr(s)
	}
}

func (s *ParenExprContext) Accept(visitor antlr.ParseTreeVisitor) interface{} {
	switch t := visitor.(type) {
	case MurphiVisitor:
		return t.VisitParenExpr(s)

	default:
		return t.VisitChildren(s)
	}
}

type IntLitContext struct {
	ExprContext
	v antlr.Token
}

func NewIntLitContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *IntLitContext {
	var p = new(IntLitContext)

	InitEmptyExprContext(&p.ExprContext)
	p.parser = parser
	p.CopyAll(ctx.(*ExprContext))

	return p
}

func (s *IntLitContext) GetV() antlr.Token { return s.v }

func (s *IntLitContext) SetV(v antlr.Token) { s.v = v }

func (s *IntLitContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *IntLitContext) INT() antlr.TerminalNode {
	return s.GetToken(MurphiParserINT, 0)
}

func (s *IntLitContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(MurphiListener); ok {
		listenerT.EnterIntLit(s)
	}
}

func (s *IntLitContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(MurphiListener); ok {
		listenerT.ExitIntLit(s)
	}
}

func (s *IntLitContext) Accept(visitor antlr.ParseTreeVisitor) interface{} {
	switch t := visitor.(type) {
	case MurphiVisitor:
		return t.VisitIntLit(s)

	default:
		return t.VisitChildren(s)
	}
}

type ExistsExprContext struct {
	ExprContext
	kw          antlr.Token
	_quantifier IQuantifierContext
	qs          []IQuantifierContext
	body        IExprContext
}

func NewExistsExprContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *ExistsExprContext {
	var p = new(ExistsExprContext)

	InitEmptyExprContext(&p.ExprContext)
	p.parser = parser
	p.CopyAll(ctx.(*ExprContext))

	return p
}

func (s *ExistsExprContext) GetKw() antlr.Token { return s.kw }

func (s *ExistsExprContext) SetKw(v antlr.Token) { s.kw = v }

func (s *ExistsExprContext) Get_quantifier() IQuantifierContext { return s._quantifier }

func (s *ExistsExprContext) GetBody() IExprContext { return s.body }

func (s *ExistsExprContext) Set_quantifier(v IQuantifierContext) { s._quantifier = v }

func (s *ExistsExprContext) SetBody(v IExprContext) { s.body = v }

func (s *ExistsExprContext) GetQs() []IQuantifierContext { return s.qs }

func (s *ExistsExprContext) SetQs(v []IQuantifierContext) { s.qs = v }

func (s *ExistsExprContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *ExistsExprContext) DoKw() IDoKwContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IDoKwContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IDoKwContext)
}

func (s *ExistsExprContext) EXISTS() antlr.TerminalNode {
	return s.GetToken(MurphiParserEXISTS, 0)
}

func (s *ExistsExprContext) AllQuantifier() []IQuantifierContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(IQuantifierContext); ok {
			len++
		}
	}

	tst := make([]IQuantifierContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(IQuantifierContext); ok {
			tst[i] = t.(IQuantifierContext)
			i++
		}
	}

	return tst
}

func (s *ExistsExprContext) Quantifier(i int) IQuantifierContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IQuantifierContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext)
				break
			}
			j++
		}
	}

	if t == nil {
		return nil
	}

	return t.(IQuantifierContext)
}

func (s *ExistsExprContext) Expr() IExprContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IExprContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IExprContext)
}

func (s *ExistsExprContext) END() antlr.TerminalNode {
	return s.GetToken(MurphiParserEND, 0)
}

func (s *ExistsExprContext) ENDEXISTS() antlr.TerminalNode {
	return s.GetToken(MurphiParserENDEXISTS, 0)
}

func (s *ExistsExprContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(MurphiListener); ok {
		listenerT.EnterExistsExpr(s)
	}
}

func (s *ExistsExprContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(MurphiListener); ok {
		listenerT.ExitExistsExpr(s)
	}
}

func (s *ExistsExprContext) Accept(visitor antlr.ParseTreeVisitor) interface{} {
	switch t := visitor.(type) {
	case MurphiVisitor:
		return t.VisitExistsExpr(s)

	default:
		return t.VisitChildren(s)
	}
}

type AndOpContext struct {
	ExprContext
	x  IExprContext
	op antlr.Token
	y  IExprContext
}

func NewAndOpContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *AndOpContext {
	var p = new(AndOpContext)

	InitEmptyExprContext(&p.ExprContext)
	p.parser = parser
	p.CopyAll(ctx.(*ExprContext))

	return p
}

func (s *AndOpContext) GetOp() antlr.Token { return s.op }

func (s *AndOpContext) SetOp(v antlr.Token) { s.op = v }

func (s *AndOpContext) GetX() IExprContext { return s.x }

func (s *AndOpContext) GetY() IExprContext { return s.y }

func (s *AndOpContext) SetX(v IExprContext) { s.x = v }

func (s *AndOpContext) SetY(v IExprContext) { s.y = v }

func (s *AndOpContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *AndOpContext) AllExpr() []IExprContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(IExprContext); ok {
			len++
		}
	}

	tst := make([]IExprContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(IExprContext); ok {
			tst[i] = t.(IExprContext)
			i++
		}
	}

	return tst
}

func (s *AndOpContext) Expr(i int) IExprContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IExprContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext)
				break
			}
			j++
		}
	}

	if t == nil {
		return nil
	}

	return t.(IExprContext)
}

func (s *AndOpContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(MurphiListener); ok {
		listenerT.EnterAndOp(s)
	}
}

func (s *AndOpContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(MurphiListener); ok {
		listenerT.ExitAndOp(s)
	}
}

func (s *AndOpContext) Accept(visitor antlr.ParseTreeVisitor) interface{} {
	switch t := visitor.(type) {
	case MurphiVisitor:
		return t.VisitAndOp(s)

	default:
		return t.VisitChildren(s)
	}
}

func (p *MurphiParser) Expr() (localctx IExprContext) {
	return p.expr(0)
}

func (p *MurphiParser) expr(_p int) (localctx IExprContext) {
	var _parentctx antlr.ParserRuleContext = p.GetParserRuleContext()

	_parentState := p.GetState()
	localctx = NewExprContext(p, p.GetParserRuleContext(), _parentState)
	var _prevctx IExprContext = localctx
	var _ antlr.ParserRuleContext = _prevctx // TODO: To prevent unused variable warning.
	_startState := 44
	p.EnterRecursionRule(localctx, 44, MurphiParserRULE_expr, _p)
	var _la int

	var _alt int

	p.EnterOuterAlt(localctx, 1)
	p.SetState(661)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}

	switch p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 71, p.GetParserRuleContext()) {
	case 1:
		localctx = NewIntLitContext(p, localctx)
		p.SetParserRuleContext(localctx)
		_prevctx = localctx

		{
			p.SetState(590)

			var _m = p.Match(MurphiParserINT)

			localctx.(*IntLitContext).v = _m
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case 2:
		localctx = NewRealLitContext(p, localctx)
		p.SetParserRuleContext(localctx)
		_prevctx = localctx
		{
			p.SetState(591)

			var _m = p.Match(MurphiParserREALNUM)

			localctx.(*RealLitContext).v = _m
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case 3:
		localctx = NewParenExprContext(p, localctx)
		p.SetParserRuleContext(localctx)
		_prevctx = localctx
		{
			p.SetState(592)
			p.Match(MurphiParserT__3)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(593)

			var _x = p.expr(0)

			localctx.(*ParenExprContext).x = _x
		}
		{
			p.SetState(594)
			p.Match(MurphiParserT__4)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case 4:
		localctx = NewForallExprContext(p, localctx)
		p.SetParserRuleContext(localctx)
		_prevctx = localctx
		{
			p.SetState(596)

			var _m = p.Match(MurphiParserFORALL)

			localctx.(*ForallExprContext).kw = _m
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(597)

			var _x = p.Quantifier()

			localctx.(*ForallExprContext)._quantifier = _x
		}
		localctx.(*ForallExprContext).qs = append(localctx.(*ForallExprContext).qs, localctx.(*ForallExprContext)._quantifier)
		p.SetState(602)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		for _la == MurphiParserT__0 {
			{
				p.SetState(598)
				p.Match(MurphiParserT__0)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}
			{
				p.SetState(599)

				var _x = p.Quantifier()

				localctx.(*ForallExprContext)._quantifier = _x
			}
			localctx.(*ForallExprContext).qs = append(localctx.(*ForallExprContext).qs, localctx.(*ForallExprContext)._quantifier)

			p.SetState(604)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_la = p.GetTokenStream().LA(1)
		}
		{
			p.SetState(605)
			p.DoKw()
		}
		{
			p.SetState(606)

			var _x = p.expr(0)

			localctx.(*ForallExprContext).body = _x
		}
		{
			p.SetState(607)
			_la = p.GetTokenStream().LA(1)

			if !(_la == MurphiParserEND || _la == MurphiParserENDFORALL) {
				p.GetErrorHandler().RecoverInline(p)
			} else {
				p.GetErrorHandler().ReportMatch(p)
				p.Consume()
			}
		}

	case 5:
		localctx = NewExistsExprContext(p, localctx)
		p.SetParserRuleContext(localctx)
		_prevctx = localctx
		{
			p.SetState(609)

			var _m = p.Match(MurphiParserEXISTS)

			localctx.(*ExistsExprContext).kw = _m
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(610)

			var _x = p.Quantifier()

			localctx.(*ExistsExprContext)._quantifier = _x
		}
		localctx.(*ExistsExprContext).qs = append(localctx.(*ExistsExprContext).qs, localctx.(*ExistsExprContext)._quantifier)
		p.SetState(615)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		for _la == MurphiParserT__0 {
			{
				p.SetState(611)
				p.Match(MurphiParserT__0)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}
			{
				p.SetState(612)

				var _x = p.Quantifier()

				localctx.(*ExistsExprContext)._quantifier = _x
			}
			localctx.(*ExistsExprContext).qs = append(localctx.(*ExistsExprContext).qs, localctx.(*ExistsExprContext)._quantifier)

			p.SetState(617)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_la = p.GetTokenStream().LA(1)
		}
		{
			p.SetState(618)
			p.DoKw()
		}
		{
			p.SetState(619)

			var _x = p.expr(0)

			localctx.(*ExistsExprContext).body = _x
		}
		{
			p.SetState(620)
			_la = p.GetTokenStream().LA(1)

			if !(_la == MurphiParserEND || _la == MurphiParserENDEXISTS) {
				p.GetErrorHandler().RecoverInline(p)
			} else {
				p.GetErrorHandler().ReportMatch(p)
				p.Consume()
			}
		}

	case 6:
		localctx = NewIsUndefinedExprContext(p, localctx)
		p.SetParserRuleContext(localctx)
		_prevctx = localctx
		{
			p.SetState(622)

			var _m = p.Match(MurphiParserISUNDEFINED)

			localctx.(*IsUndefinedExprContext).kw = _m
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(623)
			p.Match(MurphiParserT__3)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(624)

			var _x = p.expr(0)

			localctx.(*IsUndefinedExprContext).x = _x
		}
		{
			p.SetState(625)
			p.Match(MurphiParserT__4)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case 7:
		localctx = NewIsMemberExprContext(p, localctx)
		p.SetParserRuleContext(localctx)
		_prevctx = localctx
		{
			p.SetState(627)

			var _m = p.Match(MurphiParserISMEMBER)

			localctx.(*IsMemberExprContext).kw = _m
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(628)
			p.Match(MurphiParserT__3)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(629)

			var _x = p.expr(0)

			localctx.(*IsMemberExprContext).x = _x
		}
		{
			p.SetState(630)
			p.Match(MurphiParserT__2)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(631)

			var _x = p.TypeExpr()

			localctx.(*IsMemberExprContext).t = _x
		}
		{
			p.SetState(632)
			p.Match(MurphiParserT__4)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case 8:
		localctx = NewMultisetCountExprContext(p, localctx)
		p.SetParserRuleContext(localctx)
		_prevctx = localctx
		{
			p.SetState(634)

			var _m = p.Match(MurphiParserMULTISETCOUNT)

			localctx.(*MultisetCountExprContext).kw = _m
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(635)
			p.Match(MurphiParserT__3)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(636)

			var _m = p.Match(MurphiParserID)

			localctx.(*MultisetCountExprContext).name = _m
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(637)
			p.Match(MurphiParserT__1)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(638)

			var _x = p.Designator()

			localctx.(*MultisetCountExprContext).ms = _x
		}
		{
			p.SetState(639)
			p.Match(MurphiParserT__2)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(640)

			var _x = p.expr(0)

			localctx.(*MultisetCountExprContext).cond = _x
		}
		{
			p.SetState(641)
			p.Match(MurphiParserT__4)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case 9:
		localctx = NewCallExprContext(p, localctx)
		p.SetParserRuleContext(localctx)
		_prevctx = localctx
		{
			p.SetState(643)

			var _m = p.Match(MurphiParserID)

			localctx.(*CallExprContext).name = _m
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(644)
			p.Match(MurphiParserT__3)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		p.SetState(653)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if ((int64(_la) & ^0x3f) == 0 && ((int64(1)<<_la)&-8502796096458694640) != 0) || ((int64((_la-64)) & ^0x3f) == 0 && ((int64(1)<<(_la-64))&939524357) != 0) {
			{
				p.SetState(645)

				var _x = p.Actual()

				localctx.(*CallExprContext)._actual = _x
			}
			localctx.(*CallExprContext).args = append(localctx.(*CallExprContext).args, localctx.(*CallExprContext)._actual)
			p.SetState(650)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_la = p.GetTokenStream().LA(1)

			for _la == MurphiParserT__2 {
				{
					p.SetState(646)
					p.Match(MurphiParserT__2)
					if p.HasError() {
						// Recognition error - abort rule
						goto errorExit
					}
				}
				{
					p.SetState(647)

					var _x = p.Actual()

					localctx.(*CallExprContext)._actual = _x
				}
				localctx.(*CallExprContext).args = append(localctx.(*CallExprContext).args, localctx.(*CallExprContext)._actual)

				p.SetState(652)
				p.GetErrorHandler().Sync(p)
				if p.HasError() {
					goto errorExit
				}
				_la = p.GetTokenStream().LA(1)
			}

		}
		{
			p.SetState(655)
			p.Match(MurphiParserT__4)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case 10:
		localctx = NewDesignatorExprContext(p, localctx)
		p.SetParserRuleContext(localctx)
		_prevctx = localctx
		{
			p.SetState(656)

			var _x = p.Designator()

			localctx.(*DesignatorExprContext).d = _x
		}

	case 11:
		localctx = NewSignOpContext(p, localctx)
		p.SetParserRuleContext(localctx)
		_prevctx = localctx
		{
			p.SetState(657)

			var _lt = p.GetTokenStream().LT(1)

			localctx.(*SignOpContext).op = _lt

			_la = p.GetTokenStream().LA(1)

			if !(_la == MurphiParserT__12 || _la == MurphiParserT__13) {
				var _ri = p.GetErrorHandler().RecoverInline(p)

				localctx.(*SignOpContext).op = _ri
			} else {
				p.GetErrorHandler().ReportMatch(p)
				p.Consume()
			}
		}
		{
			p.SetState(658)

			var _x = p.expr(9)

			localctx.(*SignOpContext).x = _x
		}

	case 12:
		localctx = NewNotOpContext(p, localctx)
		p.SetParserRuleContext(localctx)
		_prevctx = localctx
		{
			p.SetState(659)

			var _m = p.Match(MurphiParserT__23)

			localctx.(*NotOpContext).op = _m
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(660)

			var _x = p.expr(5)

			localctx.(*NotOpContext).x = _x
		}

	case antlr.ATNInvalidAltNumber:
		goto errorExit
	}
	p.GetParserRuleContext().SetStop(p.GetTokenStream().LT(-1))
	p.SetState(689)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_alt = p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 73, p.GetParserRuleContext())
	if p.HasError() {
		goto errorExit
	}
	for _alt != 2 && _alt != antlr.ATNInvalidAltNumber {
		if _alt == 1 {
			if p.GetParseListeners() != nil {
				p.TriggerExitRuleEvent()
			}
			_prevctx = localctx
			p.SetState(687)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}

			switch p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 72, p.GetParserRuleContext()) {
			case 1:
				localctx = NewMulOpContext(p, NewExprContext(p, _parentctx, _parentState))
				localctx.(*MulOpContext).x = _prevctx

				p.PushNewRecursionContext(localctx, _startState, MurphiParserRULE_expr)
				p.SetState(663)

				if !(p.Precpred(p.GetParserRuleContext(), 8)) {
					p.SetError(antlr.NewFailedPredicateException(p, "p.Precpred(p.GetParserRuleContext(), 8)", ""))
					goto errorExit
				}
				{
					p.SetState(664)

					var _lt = p.GetTokenStream().LT(1)

					localctx.(*MulOpContext).op = _lt

					_la = p.GetTokenStream().LA(1)

					if !((int64(_la) & ^0x3f) == 0 && ((int64(1)<<_la)&229376) != 0) {
						var _ri = p.GetErrorHandler().RecoverInline(p)

						localctx.(*MulOpContext).op = _ri
					} else {
						p.GetErrorHandler().ReportMatch(p)
						p.Consume()
					}
				}
				{
					p.SetState(665)

					var _x = p.expr(9)

					localctx.(*MulOpContext).y = _x
				}

			case 2:
				localctx = NewAddOpContext(p, NewExprContext(p, _parentctx, _parentState))
				localctx.(*AddOpContext).x = _prevctx

				p.PushNewRecursionContext(localctx, _startState, MurphiParserRULE_expr)
				p.SetState(666)

				if !(p.Precpred(p.GetParserRuleContext(), 7)) {
					p.SetError(antlr.NewFailedPredicateException(p, "p.Precpred(p.GetParserRuleContext(), 7)", ""))
					goto errorExit
				}
				{
					p.SetState(667)

					var _lt = p.GetTokenStream().LT(1)

					localctx.(*AddOpContext).op = _lt

					_la = p.GetTokenStream().LA(1)

					if !(_la == MurphiParserT__12 || _la == MurphiParserT__13) {
						var _ri = p.GetErrorHandler().RecoverInline(p)

						localctx.(*AddOpContext).op = _ri
					} else {
						p.GetErrorHandler().ReportMatch(p)
						p.Consume()
					}
				}
				{
					p.SetState(668)

					var _x = p.expr(8)

					localctx.(*AddOpContext).y = _x
				}

			case 3:
				localctx = NewCmpOpContext(p, NewExprContext(p, _parentctx, _parentState))
				localctx.(*CmpOpContext).x = _prevctx

				p.PushNewRecursionContext(localctx, _startState, MurphiParserRULE_expr)
				p.SetState(669)

				if !(p.Precpred(p.GetParserRuleContext(), 6)) {
					p.SetError(antlr.NewFailedPredicateException(p, "p.Precpred(p.GetParserRuleContext(), 6)", ""))
					goto errorExit
				}
				{
					p.SetState(670)

					var _lt = p.GetTokenStream().LT(1)

					localctx.(*CmpOpContext).op = _lt

					_la = p.GetTokenStream().LA(1)

					if !((int64(_la) & ^0x3f) == 0 && ((int64(1)<<_la)&16515072) != 0) {
						var _ri = p.GetErrorHandler().RecoverInline(p)

						localctx.(*CmpOpContext).op = _ri
					} else {
						p.GetErrorHandler().ReportMatch(p)
						p.Consume()
					}
				}
				{
					p.SetState(671)

					var _x = p.expr(7)

					localctx.(*CmpOpContext).y = _x
				}

			case 4:
				localctx = NewAndOpContext(p, NewExprContext(p, _parentctx, _parentState))
				localctx.(*AndOpContext).x = _prevctx

				p.PushNewRecursionContext(localctx, _startState, MurphiParserRULE_expr)
				p.SetState(672)

				if !(p.Precpred(p.GetParserRuleContext(), 4)) {
					p.SetError(antlr.NewFailedPredicateException(p, "p.Precpred(p.GetParserRuleContext(), 4)", ""))
					goto errorExit
				}
				{
					p.SetState(673)

					var _m = p.Match(MurphiParserT__24)

					localctx.(*AndOpContext).op = _m
					if p.HasError() {
						// Recognition error - abort rule
						goto errorExit
					}
				}
				{
					p.SetState(674)

					var _x = p.expr(5)

					localctx.(*AndOpContext).y = _x
				}

			case 5:
				localctx = NewOrOpContext(p, NewExprContext(p, _parentctx, _parentState))
				localctx.(*OrOpContext).x = _prevctx

				p.PushNewRecursionContext(localctx, _startState, MurphiParserRULE_expr)
				p.SetState(675)

				if !(p.Precpred(p.GetParserRuleContext(), 3)) {
					p.SetError(antlr.NewFailedPredicateException(p, "p.Precpred(p.GetParserRuleContext(), 3)", ""))
					goto errorExit
				}
				{
					p.SetState(676)

					var _m = p.Match(MurphiParserT__25)

					localctx.(*OrOpContext).op = _m
					if p.HasError() {
						// Recognition error - abort rule
						goto errorExit
					}
				}
				{
					p.SetState(677)

					var _x = p.expr(4)

					localctx.(*OrOpContext).y = _x
				}

			case 6:
				localctx = NewImpliesOpContext(p, NewExprContext(p, _parentctx, _parentState))
				localctx.(*ImpliesOpContext).x = _prevctx

				p.PushNewRecursionContext(localctx, _startState, MurphiParserRULE_expr)
				p.SetState(678)

				if !(p.Precpred(p.GetParserRuleContext(), 2)) {
					p.SetError(antlr.NewFailedPredicateException(p, "p.Precpred(p.GetParserRuleContext(), 2)", ""))
					goto errorExit
				}
				{
					p.SetState(679)

					var _m = p.Match(MurphiParserT__26)

					localctx.(*ImpliesOpContext).op = _m
					if p.HasError() {
						// Recognition error - abort rule
						goto errorExit
					}
				}
				{
					p.SetState(680)

					var _x = p.expr(2)

					localctx.(*ImpliesOpContext).y = _x
				}

			case 7:
				localctx = NewCondOpContext(p, NewExprContext(p, _parentctx, _parentState))
				localctx.(*CondOpContext).cond = _prevctx

				p.PushNewRecursionContext(localctx, _startState, MurphiParserRULE_expr)
				p.SetState(681)

				if !(p.Precpred(p.GetParserRuleContext(), 1)) {
					p.SetError(antlr.NewFailedPredicateException(p, "p.Precpred(p.GetParserRuleContext(), 1)", ""))
					goto errorExit
				}
				{
					p.SetState(682)
					p.Match(MurphiParserT__27)
					if p.HasError() {
						// Recognition error - abort rule
						goto errorExit
					}
				}
				{
					p.SetState(683)

					var _x = p.expr(0)

					localctx.(*CondOpContext).then = _x
				}
				{
					p.SetState(684)
					p.Match(MurphiParserT__1)
					if p.HasError() {
						// Recognition error - abort rule
						goto errorExit
					}
				}
				{
					p.SetState(685)

					var _x = p.expr(1)

					localctx.(*CondOpContext).els = _x
				}

			case antlr.ATNInvalidAltNumber:
				goto errorExit
			}

		}
		p.SetState(691)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_alt = p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 73, p.GetParserRuleContext())
		if p.HasError() {
			goto errorExit
		}
	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.UnrollRecursionContexts(_parentctx)
	return localctx
	goto errorExit // Trick to prevent compiler error if the label is not used
}

// IDesignatorContext is an interface to support dynamic dispatch.
type IDesignatorContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// GetName returns the name token.
	GetName() antlr.Token

	// SetName sets the name token.
	SetName(antlr.Token)

	// Get_selector returns the _selector rule contexts.
	Get_selector() ISelectorContext

	// Set_selector sets the _selector rule contexts.
	Set_selector(ISelectorContext)

	// GetSels returns the sels rule context list.
	GetSels() []ISelectorContext

	// SetSels sets the sels rule context list.
	SetSels([]ISelectorContext)

	// Getter signatures
	ID() antlr.TerminalNode
	AllSelector() []ISelectorContext
	Selector(i int) ISelectorContext

	// IsDesignatorContext differentiates from other interfaces.
	IsDesignatorContext()
}

type DesignatorContext struct {
	antlr.BaseParserRuleContext
	parser    antlr.Parser
	name      antlr.Token
	_selector ISelectorContext
	sels      []ISelectorContext
}

func NewEmptyDesignatorContext() *DesignatorContext {
	var p = new(DesignatorContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = MurphiParserRULE_designator
	return p
}

func InitEmptyDesignatorContext(p *DesignatorContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = MurphiParserRULE_designator
}

func (*DesignatorContext) IsDesignatorContext() {}

func NewDesignatorContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *DesignatorContext {
	var p = new(DesignatorContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = MurphiParserRULE_designator

	return p
}

func (s *DesignatorContext) GetParser() antlr.Parser { return s.parser }

func (s *DesignatorContext) GetName() antlr.Token { return s.name }

func (s *DesignatorContext) SetName(v antlr.Token) { s.name = v }

func (s *DesignatorContext) Get_selector() ISelectorContext { return s._selector }

func (s *DesignatorContext) Set_selector(v ISelectorContext) { s._selector = v }

func (s *DesignatorContext) GetSels() []ISelectorContext { return s.sels }

func (s *DesignatorContext) SetSels(v []ISelectorContext) { s.sels = v }

func (s *DesignatorContext) ID() antlr.TerminalNode {
	return s.GetToken(MurphiParserID, 0)
}

func (s *DesignatorContext) AllSelector() []ISelectorContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(ISelectorContext); ok {
			len++
		}
	}

	tst := make([]ISelectorContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(ISelectorContext); ok {
			tst[i] = t.(ISelectorContext)
			i++
		}
	}

	return tst
}

func (s *DesignatorContext) Selector(i int) ISelectorContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(ISelectorContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext)
				break
			}
			j++
		}
	}

	if t == nil {
		return nil
	}

	return t.(ISelectorContext)
}

func (s *DesignatorContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *DesignatorContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (s *DesignatorContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(MurphiListener); ok {
		listenerT.EnterDesignator(s)
	}
}

func (s *DesignatorContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(MurphiListener); ok {
		listenerT.ExitDesignator(s)
	}
}

func (s *DesignatorContext) Accept(visitor antlr.ParseTreeVisitor) interface{} {
	switch t := visitor.(type) {
	case MurphiVisitor:
		return t.VisitDesignator(s)

	default:
		return t.VisitChildren(s)
	}
}

func (p *MurphiParser) Designator() (localctx IDesignatorContext) {
	localctx = NewDesignatorContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 46, MurphiParserRULE_designator)
	var _alt int

	p.EnterOuterAlt(localctx, 1)
	{
		p.SetState(692)

		var _m = p.Match(MurphiParserID)

		localctx.(*DesignatorContext).name = _m
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}
	p.SetState(696)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_alt = p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 74, p.GetParserRuleContext())
	if p.HasError() {
		goto errorExit
	}
	for _alt != 2 && _alt != antlr.ATNInvalidAltNumber {
		if _alt == 1 {
			{
				p.SetState(693)

				var _x = p.Selector()

				localctx.(*DesignatorContext)._selector = _x
			}
			localctx.(*DesignatorContext).sels = append(localctx.(*DesignatorContext).sels, localctx.(*DesignatorContext)._selector)

		}
		p.SetState(698)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_alt = p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 74, p.GetParserRuleContext())
		if p.HasError() {
			goto errorExit
		}
	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.ExitRule()
	return localctx
	goto errorExit // Trick to prevent compiler error if the label is not used
}

// ISelectorContext is an interface to support dynamic dispatch.
type ISelectorContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser
	// IsSelectorContext differentiates from other interfaces.
	IsSelectorContext()
}

type SelectorContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptySelectorContext() *SelectorContext {
	var p = new(SelectorContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = MurphiParserRULE_selector
	return p
}

func InitEmptySelectorContext(p *SelectorContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = MurphiParserRULE_selector
}

func (*SelectorContext) IsSelectorContext() {}

func NewSelectorContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *SelectorContext {
	var p = new(SelectorContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = MurphiParserRULE_selector

	return p
}

func (s *SelectorContext) GetParser() antlr.Parser { return s.parser }

func (s *SelectorContext) CopyAll(ctx *SelectorContext) {
	s.CopyFrom(&ctx.BaseParserRuleContext)
}

func (s *SelectorContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *SelectorContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

type IndexSelContext struct {
	SelectorContext
	_expr IExprContext
	idx   []IExprContext
}

func NewIndexSelContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *IndexSelContext {
	var p = new(IndexSelContext)

	InitEmptySelectorContext(&p.SelectorContext)
	p.parser = parser
	p.CopyAll(ctx.(*SelectorContext))

	return p
}

func (s *IndexSelContext) Get_expr() IExprContext { return s._expr }

func (s *IndexSelContext) Set_expr(v IExprContext) { s._expr = v }

func (s *IndexSelContext) GetIdx() []IExprContext { return s.idx }

func (s *IndexSelContext) SetIdx(v []IExprContext) { s.idx = v }

func (s *IndexSelContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *IndexSelContext) AllExpr() []IExprContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(IExprContext); ok {
			len++
		}
	}

	tst := make([]IExprContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(IExprContext); ok {
			tst[i] = t.(IExprContext)
			i++
		}
	}

	return tst
}

func (s *IndexSelContext) Expr(i int) IExprContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IExprContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext)
				break
			}
			j++
		}
	}

	if t == nil {
		return nil
	}

	return t.(IExprContext)
}

func (s *IndexSelContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(MurphiListener); ok {
		listenerT.EnterIndexSel(s)
	}
}

func (s *IndexSelContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(MurphiListener); ok {
		listenerT.ExitIndexSel(s)
	}
}

func (s *IndexSelContext) Accept(visitor antlr.ParseTreeVisitor) interface{} {
	switch t := visitor.(type) {
	case MurphiVisitor:
		return t.VisitIndexSel(s)

	default:
		return t.VisitChildren(s)
	}
}

type FieldSelContext struct {
	SelectorContext
	field antlr.Token
}

func NewFieldSelContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *FieldSelContext {
	var p = new(FieldSelContext)

	InitEmptySelectorContext(&p.SelectorContext)
	p.parser = parser
	p.CopyAll(ctx.(*SelectorContext))

	return p
}

func (s *FieldSelContext) GetField() antlr.Token { return s.field }

func (s *FieldSelContext) SetField(v antlr.Token) { s.field = v }

func (s *FieldSelContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *FieldSelContext) ID() antlr.TerminalNode {
	return s.GetToken(MurphiParserID, 0)
}

func (s *FieldSelContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(MurphiListener); ok {
		listenerT.EnterFieldSel(s)
	}
}

func (s *FieldSelContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(MurphiListener); ok {
		listenerT.ExitFieldSel(s)
	}
}

func (s *FieldSelContext) Accept(visitor antlr.ParseTreeVisitor) interface{} {
	switch t := visitor.(type) {
	case MurphiVisitor:
		return t.VisitFieldSel(s)

	default:
		return t.VisitChildren(s)
	}
}

func (p *MurphiParser) Selector() (localctx ISelectorContext) {
	localctx = NewSelectorContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 48, MurphiParserRULE_selector)
	var _la int

	p.SetState(712)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}

	switch p.GetTokenStream().LA(1) {
	case MurphiParserT__8:
		localctx = NewIndexSelContext(p, localctx)
		p.EnterOuterAlt(localctx, 1)
		{
			p.SetState(699)
			p.Match(MurphiParserT__8)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(700)

			var _x = p.expr(0)

			localctx.(*IndexSelContext)._expr = _x
		}
		localctx.(*IndexSelContext).idx = append(localctx.(*IndexSelContext).idx, localctx.(*IndexSelContext)._expr)
		p.SetState(705)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		for _la == MurphiParserT__2 {
			{
				p.SetState(701)
				p.Match(MurphiParserT__2)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}
			{
				p.SetState(702)

				var _x = p.expr(0)

				localctx.(*IndexSelContext)._expr = _x
			}
			localctx.(*IndexSelContext).idx = append(localctx.(*IndexSelContext).idx, localctx.(*IndexSelContext)._expr)

			p.SetState(707)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_la = p.GetTokenStream().LA(1)
		}
		{
			p.SetState(708)
			p.Match(MurphiParserT__9)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case MurphiParserT__28:
		localctx = NewFieldSelContext(p, localctx)
		p.EnterOuterAlt(localctx, 2)
		{
			p.SetState(710)
			p.Match(MurphiParserT__28)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(711)

			var _m = p.Match(MurphiParserID)

			localctx.(*FieldSelContext).field = _m
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	default:
		p.SetError(antlr.NewNoViableAltException(p, nil, nil, nil, nil, nil))
		goto errorExit
	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.ExitRule()
	return localctx
	goto errorExit // Trick to prevent compiler error if the label is not used
}

func (p *MurphiParser) Sempred(localctx antlr.RuleContext, ruleIndex, predIndex int) bool {
	switch ruleIndex {
	case 22:
		var t *ExprContext = nil
		if localctx != nil {
			t = localctx.(*ExprContext)
		}
		return p.Expr_Sempred(t, predIndex)

	default:
		panic("No predicate with index: " + fmt.Sprint(ruleIndex))
	}
}

func (p *MurphiParser) Expr_Sempred(localctx antlr.RuleContext, predIndex int) bool {
	switch predIndex {
	case 0:
		return p.Precpred(p.GetParserRuleContext(), 8)

	case 1:
		return p.Precpred(p.GetParserRuleContext(), 7)

	case 2:
		return p.Precpred(p.GetParserRuleContext(), 6)

	case 3:
		return p.Precpred(p.GetParserRuleContext(), 4)

	case 4:
		return p.Precpred(p.GetParserRuleContext(), 3)

	case 5:
		return p.Precpred(p.GetParserRuleContext(), 2)

	case 6:
		return p.Precpred(p.GetParserRuleContext(), 1)

	default:
		panic("No predicate with index: " + fmt.Sprint(predIndex))
	}
}
