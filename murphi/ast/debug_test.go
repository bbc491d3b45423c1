package ast

import "testing"

func TestDebug(t *testing.T) {
	tests := []struct {
		n    Node
		want string
	}{
		{nil, "(nil)\n"},
		{(*Binary)(nil), "(nil)\n"},
		{id("x", 2, 3), "(Ident@2:3 x)\n"},
		{&Assign{LHS: &Index{X: id("n", 12, 3), Index: id("i", 12, 5)}, RHS: id("T", 12, 11)},
			"(Assign@12:3\n  (Index@12:3\n    (Ident@12:3 n)\n    (Ident@12:5 i)\n  )\n  (Ident@12:11 T)\n)\n"},
		{&If{Arms: []*IfArm{{KwPos: at(1, 1), Cond: id("c", 1, 4)}}, HasElse: true,
			Else: []Stmt{&ErrorStmt{KwPos: at(1, 16), Msg: "a\"b"}}},
			"(If@1:1 else\n  (IfArm@1:1\n    (Ident@1:4 c)\n  )\n  (ErrorStmt@1:16 \"a\\\"b\")\n)\n"},
		{&Unary{OpPos: at(1, 1), Op: OpNeg, X: &IntLit{ValuePos: at(1, 2), Value: 7}},
			"(Unary@1:1 -\n  (IntLit@1:2 7)\n)\n"},
		{&Param{VarPos: at(1, 1), Var: true, Names: []*Ident{id("x", 1, 5)}, Type: &NamedType{Name: id("T", 1, 9)}},
			"(Param@1:1 var\n  (Ident@1:5 x)\n  (NamedType@1:9\n    (Ident@1:9 T)\n  )\n)\n"},
	}
	for _, tt := range tests {
		if got := Debug(tt.n); got != tt.want {
			t.Errorf("Debug = %q, want %q", got, tt.want)
		}
	}
}

func TestDebugDeterministicAndComplete(t *testing.T) {
	a, b := Debug(sample()), Debug(sample())
	if a != b {
		t.Fatal("Debug output differs between two identical trees")
	}
	// One line per node opening: count nodes with Inspect.
	nodes := 0
	Inspect(sample(), func(Node) bool { nodes++; return true })
	opens := 0
	for i := 0; i < len(a); i++ {
		if a[i] == '(' && (i == 0 || a[i-1] == ' ' || a[i-1] == '\n') {
			opens++
		}
	}
	if opens != nodes {
		t.Errorf("Debug printed %d nodes, Inspect visits %d", opens, nodes)
	}
}
