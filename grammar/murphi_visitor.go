// Code generated from grammar/Murphi.g4 by ANTLR 4.13.1. DO NOT EDIT.

package grammar // Murphi
import "github.com/antlr4-go/antlr/v4"

// A complete Visitor for a parse tree produced by MurphiParser.
type MurphiVisitor interface {
	antlr.ParseTreeVisitor

	// Visit a parse tree produced by MurphiParser#program.
	VisitProgram(ctx *ProgramContext) interface{}

	// Visit a parse tree produced by MurphiParser#ConstSection.
	VisitConstSection(ctx *ConstSectionContext) interface{}

	// Visit a parse tree produced by MurphiParser#TypeSection.
	VisitTypeSection(ctx *TypeSectionContext) interface{}

	// Visit a parse tree produced by MurphiParser#VarSection.
	VisitVarSection(ctx *VarSectionContext) interface{}

	// Visit a parse tree produced by MurphiParser#ProcSection.
	VisitProcSection(ctx *ProcSectionContext) interface{}

	// Visit a parse tree produced by MurphiParser#constDecl.
	VisitConstDecl(ctx *ConstDeclContext) interface{}

	// Visit a parse tree produced by MurphiParser#typeDecl.
	VisitTypeDecl(ctx *TypeDeclContext) interface{}

	// Visit a parse tree produced by MurphiParser#varDecl.
	VisitVarDecl(ctx *VarDeclContext) interface{}

	// Visit a parse tree produced by MurphiParser#Procedure.
	VisitProcedure(ctx *ProcedureContext) interface{}

	// Visit a parse tree produced by MurphiParser#Function.
	VisitFunction(ctx *FunctionContext) interface{}

	// Visit a parse tree produced by MurphiParser#procBody.
	VisitProcBody(ctx *ProcBodyContext) interface{}

	// Visit a parse tree produced by MurphiParser#LocalConsts.
	VisitLocalConsts(ctx *LocalConstsContext) interface{}

	// Visit a parse tree produced by MurphiParser#LocalTypes.
	VisitLocalTypes(ctx *LocalTypesContext) interface{}

	// Visit a parse tree produced by MurphiParser#LocalVars.
	VisitLocalVars(ctx *LocalVarsContext) interface{}

	// Visit a parse tree produced by MurphiParser#formal.
	VisitFormal(ctx *FormalContext) interface{}

	// Visit a parse tree produced by MurphiParser#NamedType.
	VisitNamedType(ctx *NamedTypeContext) interface{}

	// Visit a parse tree produced by MurphiParser#SubrangeType.
	VisitSubrangeType(ctx *SubrangeTypeContext) interface{}

	// Visit a parse tree produced by MurphiParser#EnumType.
	VisitEnumType(ctx *EnumTypeContext) interface{}

	// Visit a parse tree produced by MurphiParser#ScalarsetType.
	VisitScalarsetType(ctx *ScalarsetTypeContext) interface{}

	// Visit a parse tree produced by MurphiParser#RealType.
	VisitRealType(ctx *RealTypeContext) interface{}

	// Visit a parse tree produced by MurphiParser#RecordType.
	VisitRecordType(ctx *RecordTypeContext) interface{}

	// Visit a parse tree produced by MurphiParser#ArrayType.
	VisitArrayType(ctx *ArrayTypeContext) interface{}

	// Visit a parse tree produced by MurphiParser#UnionType.
	VisitUnionType(ctx *UnionTypeContext) interface{}

	// Visit a parse tree produced by MurphiParser#MultisetType.
	VisitMultisetType(ctx *MultisetTypeContext) interface{}

	// Visit a parse tree produced by MurphiParser#fieldDecl.
	VisitFieldDecl(ctx *FieldDeclContext) interface{}

	// Visit a parse tree produced by MurphiParser#stmtList.
	VisitStmtList(ctx *StmtListContext) interface{}

	// Visit a parse tree produced by MurphiParser#AssignStmt.
	VisitAssignStmt(ctx *AssignStmtContext) interface{}

	// Visit a parse tree produced by MurphiParser#IfStmt.
	VisitIfStmt(ctx *IfStmtContext) interface{}

	// Visit a parse tree produced by MurphiParser#SwitchStmt.
	VisitSwitchStmt(ctx *SwitchStmtContext) interface{}

	// Visit a parse tree produced by MurphiParser#ForStmt.
	VisitForStmt(ctx *ForStmtContext) interface{}

	// Visit a parse tree produced by MurphiParser#WhileStmt.
	VisitWhileStmt(ctx *WhileStmtContext) interface{}

	// Visit a parse tree produced by MurphiParser#AliasStmt.
	VisitAliasStmt(ctx *AliasStmtContext) interface{}

	// Visit a parse tree produced by MurphiParser#CallStmt.
	VisitCallStmt(ctx *CallStmtContext) interface{}

	// Visit a parse tree produced by MurphiParser#ClearStmt.
	VisitClearStmt(ctx *ClearStmtContext) interface{}

	// Visit a parse tree produced by MurphiParser#UndefineStmt.
	VisitUndefineStmt(ctx *UndefineStmtContext) interface{}

	// Visit a parse tree produced by MurphiParser#ErrorStmt.
	VisitErrorStmt(ctx *ErrorStmtContext) interface{}

	// Visit a parse tree produced by MurphiParser#AssertStmt.
	VisitAssertStmt(ctx *AssertStmtContext) interface{}

	// Visit a parse tree produced by MurphiParser#PutStmt.
	VisitPutStmt(ctx *PutStmtContext) interface{}

	// Visit a parse tree produced by MurphiParser#ReturnStmt.
	VisitReturnStmt(ctx *ReturnStmtContext) interface{}

	// Visit a parse tree produced by MurphiParser#MultisetAddStmt.
	VisitMultisetAddStmt(ctx *MultisetAddStmtContext) interface{}

	// Visit a parse tree produced by MurphiParser#MultisetRemoveStmt.
	VisitMultisetRemoveStmt(ctx *MultisetRemoveStmtContext) interface{}

	// Visit a parse tree produced by MurphiParser#MultisetRemovePredStmt.
	VisitMultisetRemovePredStmt(ctx *MultisetRemovePredStmtContext) interface{}

	// Visit a parse tree produced by MurphiParser#actual.
	VisitActual(ctx *ActualContext) interface{}

	// Visit a parse tree produced by MurphiParser#elsif.
	VisitElsif(ctx *ElsifContext) interface{}

	// Visit a parse tree produced by MurphiParser#caseArm.
	VisitCaseArm(ctx *CaseArmContext) interface{}

	// Visit a parse tree produced by MurphiParser#aliasDecl.
	VisitAliasDecl(ctx *AliasDeclContext) interface{}

	// Visit a parse tree produced by MurphiParser#doKw.
	VisitDoKw(ctx *DoKwContext) interface{}

	// Visit a parse tree produced by MurphiParser#TypeQuant.
	VisitTypeQuant(ctx *TypeQuantContext) interface{}

	// Visit a parse tree produced by MurphiParser#RangeQuant.
	VisitRangeQuant(ctx *RangeQuantContext) interface{}

	// Visit a parse tree produced by MurphiParser#SimpleRule.
	VisitSimpleRule(ctx *SimpleRuleContext) interface{}

	// Visit a parse tree produced by MurphiParser#StartState.
	VisitStartState(ctx *StartStateContext) interface{}

	// Visit a parse tree produced by MurphiParser#InvariantRule.
	VisitInvariantRule(ctx *InvariantRuleContext) interface{}

	// Visit a parse tree produced by MurphiParser#Ruleset.
	VisitRuleset(ctx *RulesetContext) interface{}

	// Visit a parse tree produced by MurphiParser#AliasRule.
	VisitAliasRule(ctx *AliasRuleContext) interface{}

	// Visit a parse tree produced by MurphiParser#ChooseRule.
	VisitChooseRule(ctx *ChooseRuleContext) interface{}

	// Visit a parse tree produced by MurphiParser#ruleList.
	VisitRuleList(ctx *RuleListContext) interface{}

	// Visit a parse tree produced by MurphiParser#ruleBody.
	VisitRuleBody(ctx *RuleBodyContext) interface{}

	// Visit a parse tree produced by MurphiParser#AddOp.
	VisitAddOp(ctx *AddOpContext) interface{}

	// Visit a parse tree produced by MurphiParser#OrOp.
	VisitOrOp(ctx *OrOpContext) interface{}

	// Visit a parse tree produced by MurphiParser#SignOp.
	VisitSignOp(ctx *SignOpContext) interface{}

	// Visit a parse tree produced by MurphiParser#CmpOp.
	VisitCmpOp(ctx *CmpOpContext) interface{}

	// Visit a parse tree produced by MurphiParser#IsMemberExpr.
	VisitIsMemberExpr(ctx *IsMemberExprContext) interface{}

	// Visit a parse tree produced by MurphiParser#MultisetCountExpr.
	VisitMultisetCountExpr(ctx *MultisetCountExprContext) interface{}

	// Visit a parse tree produced by MurphiParser#CondOp.
	VisitCondOp(ctx *CondOpContext) interface{}

	// Visit a parse tree produced by MurphiParser#DesignatorExpr.
	VisitDesignatorExpr(ctx *DesignatorExprContext) interface{}

	// Visit a parse tree produced by MurphiParser#NotOp.
	VisitNotOp(ctx *NotOpContext) interface{}

	// Visit a parse tree produced by MurphiParser#ForallExpr.
	VisitForallExpr(ctx *ForallExprContext) interface{}

	// Visit a parse tree produced by MurphiParser#MulOp.
	VisitMulOp(ctx *MulOpContext) interface{}

	// Visit a parse tree produced by MurphiParser#RealLit.
	VisitRealLit(ctx *RealLitContext) interface{}

	// Visit a parse tree produced by MurphiParser#ImpliesOp.
	VisitImpliesOp(ctx *ImpliesOpContext) interface{}

	// Visit a parse tree produced by MurphiParser#IsUndefinedExpr.
	VisitIsUndefinedExpr(ctx *IsUndefinedExprContext) interface{}

	// Visit a parse tree produced by MurphiParser#CallExpr.
	VisitCallExpr(ctx *CallExprContext) interface{}

	// Visit a parse tree produced by MurphiParser#ParenExpr.
	VisitParenExpr(ctx *ParenExprContext) interface{}

	// Visit a parse tree produced by MurphiParser#IntLit.
	VisitIntLit(ctx *IntLitContext) interface{}

	// Visit a parse tree produced by MurphiParser#ExistsExpr.
	VisitExistsExpr(ctx *ExistsExprContext) interface{}

	// Visit a parse tree produced by MurphiParser#AndOp.
	VisitAndOp(ctx *AndOpContext) interface{}

	// Visit a parse tree produced by MurphiParser#designator.
	VisitDesignator(ctx *DesignatorContext) interface{}

	// Visit a parse tree produced by MurphiParser#IndexSel.
	VisitIndexSel(ctx *IndexSelContext) interface{}

	// Visit a parse tree produced by MurphiParser#FieldSel.
	VisitFieldSel(ctx *FieldSelContext) interface{}
}
