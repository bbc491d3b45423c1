// Code generated from grammar/Murphi.g4 by ANTLR 4.13.1. DO NOT EDIT.

package grammar // Murphi
import "github.com/antlr4-go/antlr/v4"

type BaseMurphiVisitor struct {
	*antlr.BaseParseTreeVisitor
}

func (v *BaseMurphiVisitor) VisitProgram(ctx *ProgramContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseMurphiVisitor) VisitConstSection(ctx *ConstSectionContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseMurphiVisitor) VisitTypeSection(ctx *TypeSectionContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseMurphiVisitor) VisitVarSection(ctx *VarSectionContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseMurphiVisitor) VisitProcSection(ctx *ProcSectionContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseMurphiVisitor) VisitConstDecl(ctx *ConstDeclContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseMurphiVisitor) VisitTypeDecl(ctx *TypeDeclContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseMurphiVisitor) VisitVarDecl(ctx *VarDeclContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseMurphiVisitor) VisitProcedure(ctx *ProcedureContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseMurphiVisitor) VisitFunction(ctx *FunctionContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseMurphiVisitor) VisitProcBody(ctx *ProcBodyContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseMurphiVisitor) VisitLocalConsts(ctx *LocalConstsContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseMurphiVisitor) VisitLocalTypes(ctx *LocalTypesContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseMurphiVisitor) VisitLocalVars(ctx *LocalVarsContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseMurphiVisitor) VisitFormal(ctx *FormalContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseMurphiVisitor) VisitNamedType(ctx *NamedTypeContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseMurphiVisitor) VisitSubrangeType(ctx *SubrangeTypeContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseMurphiVisitor) VisitEnumType(ctx *EnumTypeContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseMurphiVisitor) VisitScalarsetType(ctx *ScalarsetTypeContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseMurphiVisitor) VisitRealType(ctx *RealTypeContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseMurphiVisitor) VisitRecordType(ctx *RecordTypeContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseMurphiVisitor) VisitArrayType(ctx *ArrayTypeContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseMurphiVisitor) VisitUnionType(ctx *UnionTypeContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseMurphiVisitor) VisitMultisetType(ctx *MultisetTypeContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseMurphiVisitor) VisitFieldDecl(ctx *FieldDeclContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseMurphiVisitor) VisitStmtList(ctx *StmtListContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseMurphiVisitor) VisitAssignStmt(ctx *AssignStmtContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseMurphiVisitor) VisitIfStmt(ctx *IfStmtContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseMurphiVisitor) VisitSwitchStmt(ctx *SwitchStmtContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseMurphiVisitor) VisitForStmt(ctx *ForStmtContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseMurphiVisitor) VisitWhileStmt(ctx *WhileStmtContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseMurphiVisitor) VisitAliasStmt(ctx *AliasStmtContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseMurphiVisitor) VisitCallStmt(ctx *CallStmtContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseMurphiVisitor) VisitClearStmt(ctx *ClearStmtContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseMurphiVisitor) VisitUndefineStmt(ctx *UndefineStmtContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseMurphiVisitor) VisitErrorStmt(ctx *ErrorStmtContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseMurphiVisitor) VisitAssertStmt(ctx *AssertStmtContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseMurphiVisitor) VisitPutStmt(ctx *PutStmtContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseMurphiVisitor) VisitReturnStmt(ctx *ReturnStmtContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseMurphiVisitor) VisitMultisetAddStmt(ctx *MultisetAddStmtContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseMurphiVisitor) VisitMultisetRemoveStmt(ctx *MultisetRemoveStmtContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseMurphiVisitor) VisitMultisetRemovePredStmt(ctx *MultisetRemovePredStmtContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseMurphiVisitor) VisitActual(ctx *ActualContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseMurphiVisitor) VisitElsif(ctx *ElsifContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseMurphiVisitor) VisitCaseArm(ctx *CaseArmContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseMurphiVisitor) VisitAliasDecl(ctx *AliasDeclContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseMurphiVisitor) VisitDoKw(ctx *DoKwContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseMurphiVisitor) VisitTypeQuant(ctx *TypeQuantContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseMurphiVisitor) VisitRangeQuant(ctx *RangeQuantContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseMurphiVisitor) VisitSimpleRule(ctx *SimpleRuleContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseMurphiVisitor) VisitStartState(ctx *StartStateContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseMurphiVisitor) VisitInvariantRule(ctx *InvariantRuleContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseMurphiVisitor) VisitRuleset(ctx *RulesetContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseMurphiVisitor) VisitAliasRule(ctx *AliasRuleContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseMurphiVisitor) VisitChooseRule(ctx *ChooseRuleContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseMurphiVisitor) VisitRuleList(ctx *RuleListContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseMurphiVisitor) VisitRuleBody(ctx *RuleBodyContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseMurphiVisitor) VisitAddOp(ctx *AddOpContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseMurphiVisitor) VisitOrOp(ctx *OrOpContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseMurphiVisitor) VisitSignOp(ctx *SignOpContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseMurphiVisitor) VisitCmpOp(ctx *CmpOpContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseMurphiVisitor) VisitIsMemberExpr(ctx *IsMemberExprContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseMurphiVisitor) VisitMultisetCountExpr(ctx *MultisetCountExprContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseMurphiVisitor) VisitCondOp(ctx *CondOpContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseMurphiVisitor) VisitDesignatorExpr(ctx *DesignatorExprContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseMurphiVisitor) VisitNotOp(ctx *NotOpContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseMurphiVisitor) VisitForallExpr(ctx *ForallExprContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseMurphiVisitor) VisitMulOp(ctx *MulOpContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseMurphiVisitor) VisitRealLit(ctx *RealLitContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseMurphiVisitor) VisitImpliesOp(ctx *ImpliesOpContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseMurphiVisitor) VisitIsUndefinedExpr(ctx *IsUndefinedExprContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseMurphiVisitor) VisitCallExpr(ctx *CallExprContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseMurphiVisitor) VisitParenExpr(ctx *ParenExprContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseMurphiVisitor) VisitIntLit(ctx *IntLitContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseMurphiVisitor) VisitExistsExpr(ctx *ExistsExprContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseMurphiVisitor) VisitAndOp(ctx *AndOpContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseMurphiVisitor) VisitDesignator(ctx *DesignatorContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseMurphiVisitor) VisitIndexSel(ctx *IndexSelContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseMurphiVisitor) VisitFieldSel(ctx *FieldSelContext) interface{} {
	return v.VisitChildren(ctx)
}
