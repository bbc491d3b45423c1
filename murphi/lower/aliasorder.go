package lower

// This file decides, for the inline pass (package inline), when an alias
// of a designator whose indices read state that the statements below it
// change can still be substituted. Murphi binds an alias once, where it
// is declared: `alias inchan : node[dest].inchan[ch]` names the component
// that dest selected then. The aliased designator, written in its place,
// selects the same component as long as nothing before the use has
// written what its indices read. CMurphi models move a message this way,
//
//	alias outchan : node[source].outchan[ch]; dest : outchan.msg.dest;
//	      inchan : node[dest].inchan[ch] do
//	rule ... ==> inchan := outchan; clear outchan; end
//
// where inchan is used before outchan (and its dest) is cleared. The
// index pass then makes such an index a parameter of the rule.

import (
	"paraverify/murphi/ast"
	"paraverify/murphi/check"
	"paraverify/murphi/lower/effects"
	"paraverify/murphi/lower/inline"
	"paraverify/murphi/lower/rewrite"
	"paraverify/murphi/source"
)

// inlinePass is the inline pass, with the order of an alias's uses and
// writes decided here (it reads locations as the hoist pass does).
func inlinePass(m *check.Model, names *rewrite.Namer) (*ast.File, source.ErrorList, bool) {
	return inline.Pass(m, names, usedBeforeChange)
}

// usedBeforeChange reports whether every use of the alias obj (of the
// designator x) in the statement lists bodies comes before, on its path,
// any statement that may write what the indices of x read.
func usedBeforeChange(info *check.Info, obj *check.Object, x ast.Expr, bodies [][]ast.Stmt) bool {
	r := &effects.Reader{Info: info, Aliases: true}
	reads := &effects.Effect{}
	if !rewrite.IsDesignator(x) {
		return false
	}
	if _, ok := r.Family(x, reads); !ok {
		return false
	}
	ok := true
	// use checks one use reached after the writes in b
	use := func(n ast.Node, b effects.Before) {
		if n != nil && rewrite.Mentions(n, obj, info) && (b.Unknown || effects.Overlaps(b.Writes, reads.Reads)) {
			ok = false
		}
	}
	var stmts func(ss []ast.Stmt, b effects.Before)
	stmts = func(ss []ast.Stmt, b effects.Before) {
		for _, s := range ss {
			switch s := s.(type) {
			case *ast.If:
				for _, arm := range s.Arms {
					use(arm.Cond, b)
					stmts(arm.Body, b)
				}
				stmts(s.Else, b)
			case *ast.For:
				use(s.Quant.From, b)
				use(s.Quant.To, b)
				use(s.Quant.By, b)
				// a later iteration comes after the writes of all
				stmts(s.Body, r.After(b, s))
			case *ast.Assign, *ast.Undefine, *ast.Clear, *ast.Put, *ast.Assert, *ast.ErrorStmt, *ast.CallStmt:
				// the designators are evaluated before the write
				use(s, b)
			default:
				// a statement with statements inside that are not
				// followed one by one here (switch, while, alias)
				e := &effects.Effect{}
				if rewrite.Mentions(s, obj, info) && (!r.Writes(s, e) || effects.Overlaps(e.Writes, reads.Reads)) {
					ok = false
				}
				use(s, b)
			}
			b = r.After(b, s)
		}
	}
	for _, body := range bodies {
		stmts(body, effects.Before{})
	}
	return ok
}
