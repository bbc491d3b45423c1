// Code generated from grammar/Murphi.g4 by ANTLR 4.13.1. DO NOT EDIT.

package grammar // Murphi
import "github.com/antlr4-go/antlr/v4"

// MurphiListener is a complete listener for a parse tree produced by MurphiParser.
type MurphiListener interface {
	antlr.ParseTreeListener

	// EnterProgram is called when entering the program production.
	EnterProgram(c *ProgramContext)

	// EnterConstSection is called when entering the ConstSection production.
	EnterConstSection(c *ConstSectionContext)

	// EnterTypeSection is called when entering the TypeSection production.
	EnterTypeSection(c *TypeSectionContext)

	// EnterVarSection is called when entering the VarSection production.
	EnterVarSection(c *VarSectionContext)

	// EnterProcSection is called when entering the ProcSection production.
	EnterProcSection(c *ProcSectionContext)

	// EnterConstDecl is called when entering the constDecl production.
	EnterConstDecl(c *ConstDeclContext)

	// EnterTypeDecl is called when entering the typeDecl production.
	EnterTypeDecl(c *TypeDeclContext)

	// EnterVarDecl is called when entering the varDecl production.
	EnterVarDecl(c *VarDeclContext)

	// EnterProcedure is called when entering the Procedure production.
	EnterProcedure(c *ProcedureContext)

	// EnterFunction is called when entering the Function production.
	EnterFunction(c *FunctionContext)

	// EnterProcBody is called when entering the procBody production.
	EnterProcBody(c *ProcBodyContext)

	// EnterLocalConsts is called when entering the LocalConsts production.
	EnterLocalConsts(c *LocalConstsContext)

	// EnterLocalTypes is called when entering the LocalTypes production.
	EnterLocalTypes(c *LocalTypesContext)

	// EnterLocalVars is called when entering the LocalVars production.
	EnterLocalVars(c *LocalVarsContext)

	// EnterFormal is called when entering the formal production.
	EnterFormal(c *FormalContext)

	// EnterNamedType is called when entering the NamedType production.
	EnterNamedType(c *NamedTypeContext)

	// EnterSubrangeType is called when entering the SubrangeType production.
	EnterSubrangeType(c *SubrangeTypeContext)

	// EnterEnumType is called when entering the EnumType production.
	EnterEnumType(c *EnumTypeContext)

	// EnterScalarsetType is called when entering the ScalarsetType production.
	EnterScalarsetType(c *ScalarsetTypeContext)

	// EnterRealType is called when entering the RealType production.
	EnterRealType(c *RealTypeContext)

	// EnterRecordType is called when entering the RecordType production.
	EnterRecordType(c *RecordTypeContext)

	// EnterArrayType is called when entering the ArrayType production.
	EnterArrayType(c *ArrayTypeContext)

	// EnterUnionType is called when entering the UnionType production.
	EnterUnionType(c *UnionTypeContext)

	// EnterMultisetType is called when entering the MultisetType production.
	EnterMultisetType(c *MultisetTypeContext)

	// EnterFieldDecl is called when entering the fieldDecl production.
	EnterFieldDecl(c *FieldDeclContext)

	// EnterStmtList is called when entering the stmtList production.
	EnterStmtList(c *StmtListContext)

	// EnterAssignStmt is called when entering the AssignStmt production.
	EnterAssignStmt(c *AssignStmtContext)

	// EnterIfStmt is called when entering the IfStmt production.
	EnterIfStmt(c *IfStmtContext)

	// EnterSwitchStmt is called when entering the SwitchStmt production.
	EnterSwitchStmt(c *SwitchStmtContext)

	// EnterForStmt is called when entering the ForStmt production.
	EnterForStmt(c *ForStmtContext)

	// EnterWhileStmt is called when entering the WhileStmt production.
	EnterWhileStmt(c *WhileStmtContext)

	// EnterAliasStmt is called when entering the AliasStmt production.
	EnterAliasStmt(c *AliasStmtContext)

	// EnterCallStmt is called when entering the CallStmt production.
	EnterCallStmt(c *CallStmtContext)

	// EnterClearStmt is called when entering the ClearStmt production.
	EnterClearStmt(c *ClearStmtContext)

	// EnterUndefineStmt is called when entering the UndefineStmt production.
	EnterUndefineStmt(c *UndefineStmtContext)

	// EnterErrorStmt is called when entering the ErrorStmt production.
	EnterErrorStmt(c *ErrorStmtContext)

	// EnterAssertStmt is called when entering the AssertStmt production.
	EnterAssertStmt(c *AssertStmtContext)

	// EnterPutStmt is called when entering the PutStmt production.
	EnterPutStmt(c *PutStmtContext)

	// EnterReturnStmt is called when entering the ReturnStmt production.
	EnterReturnStmt(c *ReturnStmtContext)

	// EnterMultisetAddStmt is called when entering the MultisetAddStmt production.
	EnterMultisetAddStmt(c *MultisetAddStmtContext)

	// EnterMultisetRemoveStmt is called when entering the MultisetRemoveStmt production.
	EnterMultisetRemoveStmt(c *MultisetRemoveStmtContext)

	// EnterMultisetRemovePredStmt is called when entering the MultisetRemovePredStmt production.
	EnterMultisetRemovePredStmt(c *MultisetRemovePredStmtContext)

	// EnterActual is called when entering the actual production.
	EnterActual(c *ActualContext)

	// EnterElsif is called when entering the elsif production.
	EnterElsif(c *ElsifContext)

	// EnterCaseArm is called when entering the caseArm production.
	EnterCaseArm(c *CaseArmContext)

	// EnterAliasDecl is called when entering the aliasDecl production.
	EnterAliasDecl(c *AliasDeclContext)

	// EnterDoKw is called when entering the doKw production.
	EnterDoKw(c *DoKwContext)

	// EnterTypeQuant is called when entering the TypeQuant production.
	EnterTypeQuant(c *TypeQuantContext)

	// EnterRangeQuant is called when entering the RangeQuant production.
	EnterRangeQuant(c *RangeQuantContext)

	// EnterSimpleRule is called when entering the SimpleRule production.
	EnterSimpleRule(c *SimpleRuleContext)

	// EnterStartState is called when entering the StartState production.
	EnterStartState(c *StartStateContext)

	// EnterInvariantRule is called when entering the InvariantRule production.
	EnterInvariantRule(c *InvariantRuleContext)

	// EnterRuleset is called when entering the Ruleset production.
	EnterRuleset(c *RulesetContext)

	// EnterAliasRule is called when entering the AliasRule production.
	EnterAliasRule(c *AliasRuleContext)

	// EnterChooseRule is called when entering the ChooseRule production.
	EnterChooseRule(c *ChooseRuleContext)

	// EnterRuleList is called when entering the ruleList production.
	EnterRuleList(c *RuleListContext)

	// EnterRuleBody is called when entering the ruleBody production.
	EnterRuleBody(c *RuleBodyContext)

	// EnterAddOp is called when entering the AddOp production.
	EnterAddOp(c *AddOpContext)

	// EnterOrOp is called when entering the OrOp production.
	EnterOrOp(c *OrOpContext)

	// EnterSignOp is called when entering the SignOp production.
	EnterSignOp(c *SignOpContext)

	// EnterCmpOp is called when entering the CmpOp production.
	EnterCmpOp(c *CmpOpContext)

	// EnterIsMemberExpr is called when entering the IsMemberExpr production.
	EnterIsMemberExpr(c *IsMemberExprContext)

	// EnterMultisetCountExpr is called when entering the MultisetCountExpr production.
	EnterMultisetCountExpr(c *MultisetCountExprContext)

	// EnterCondOp is called when entering the CondOp production.
	EnterCondOp(c *CondOpContext)

	// EnterDesignatorExpr is called when entering the DesignatorExpr production.
	EnterDesignatorExpr(c *DesignatorExprContext)

	// EnterNotOp is called when entering the NotOp production.
	EnterNotOp(c *NotOpContext)

	// EnterForallExpr is called when entering the ForallExpr production.
	EnterForallExpr(c *ForallExprContext)

	// EnterMulOp is called when entering the MulOp production.
	EnterMulOp(c *MulOpContext)

	// EnterRealLit is called when entering the RealLit production.
	EnterRealLit(c *RealLitContext)

	// EnterImpliesOp is called when entering the ImpliesOp production.
	EnterImpliesOp(c *ImpliesOpContext)

	// EnterIsUndefinedExpr is called when entering the IsUndefinedExpr production.
	EnterIsUndefinedExpr(c *IsUndefinedExprContext)

	// EnterCallExpr is called when entering the CallExpr production.
	EnterCallExpr(c *CallExprContext)

	// EnterParenExpr is called when entering the ParenExpr production.
	EnterParenExpr(c *ParenExprContext)

	// EnterIntLit is called when entering the IntLit production.
	EnterIntLit(c *IntLitContext)

	// EnterExistsExpr is called when entering the ExistsExpr production.
	EnterExistsExpr(c *ExistsExprContext)

	// EnterAndOp is called when entering the AndOp production.
	EnterAndOp(c *AndOpContext)

	// EnterDesignator is called when entering the designator production.
	EnterDesignator(c *DesignatorContext)

	// EnterIndexSel is called when entering the IndexSel production.
	EnterIndexSel(c *IndexSelContext)

	// EnterFieldSel is called when entering the FieldSel production.
	EnterFieldSel(c *FieldSelContext)

	// ExitProgram is called when exiting the program production.
	ExitProgram(c *ProgramContext)

	// ExitConstSection is called when exiting the ConstSection production.
	ExitConstSection(c *ConstSectionContext)

	// ExitTypeSection is called when exiting the TypeSection production.
	ExitTypeSection(c *TypeSectionContext)

	// ExitVarSection is called when exiting the VarSection production.
	ExitVarSection(c *VarSectionContext)

	// ExitProcSection is called when exiting the ProcSection production.
	ExitProcSection(c *ProcSectionContext)

	// ExitConstDecl is called when exiting the constDecl production.
	ExitConstDecl(c *ConstDeclContext)

	// ExitTypeDecl is called when exiting the typeDecl production.
	ExitTypeDecl(c *TypeDeclContext)

	// ExitVarDecl is called when exiting the varDecl production.
	ExitVarDecl(c *VarDeclContext)

	// ExitProcedure is called when exiting the Procedure production.
	ExitProcedure(c *ProcedureContext)

	// ExitFunction is called when exiting the Function production.
	ExitFunction(c *FunctionContext)

	// ExitProcBody is called when exiting the procBody production.
	ExitProcBody(c *ProcBodyContext)

	// ExitLocalConsts is called when exiting the LocalConsts production.
	ExitLocalConsts(c *LocalConstsContext)

	// ExitLocalTypes is called when exiting the LocalTypes production.
	ExitLocalTypes(c *LocalTypesContext)

	// ExitLocalVars is called when exiting the LocalVars production.
	ExitLocalVars(c *LocalVarsContext)

	// ExitFormal is called when exiting the formal production.
	ExitFormal(c *FormalContext)

	// ExitNamedType is called when exiting the NamedType production.
	ExitNamedType(c *NamedTypeContext)

	// ExitSubrangeType is called when exiting the SubrangeType production.
	ExitSubrangeType(c *SubrangeTypeContext)

	// ExitEnumType is called when exiting the EnumType production.
	ExitEnumType(c *EnumTypeContext)

	// ExitScalarsetType is called when exiting the ScalarsetType production.
	ExitScalarsetType(c *ScalarsetTypeContext)

	// ExitRealType is called when exiting the RealType production.
	ExitRealType(c *RealTypeContext)

	// ExitRecordType is called when exiting the RecordType production.
	ExitRecordType(c *RecordTypeContext)

	// ExitArrayType is called when exiting the ArrayType production.
	ExitArrayType(c *ArrayTypeContext)

	// ExitUnionType is called when exiting the UnionType production.
	ExitUnionType(c *UnionTypeContext)

	// ExitMultisetType is called when exiting the MultisetType production.
	ExitMultisetType(c *MultisetTypeContext)

	// ExitFieldDecl is called when exiting the fieldDecl production.
	ExitFieldDecl(c *FieldDeclContext)

	// ExitStmtList is called when exiting the stmtList production.
	ExitStmtList(c *StmtListContext)

	// ExitAssignStmt is called when exiting the AssignStmt production.
	ExitAssignStmt(c *AssignStmtContext)

	// ExitIfStmt is called when exiting the IfStmt production.
	ExitIfStmt(c *IfStmtContext)

	// ExitSwitchStmt is called when exiting the SwitchStmt production.
	ExitSwitchStmt(c *SwitchStmtContext)

	// ExitForStmt is called when exiting the ForStmt production.
	ExitForStmt(c *ForStmtContext)

	// ExitWhileStmt is called when exiting the WhileStmt production.
	ExitWhileStmt(c *WhileStmtContext)

	// ExitAliasStmt is called when exiting the AliasStmt production.
	ExitAliasStmt(c *AliasStmtContext)

	// ExitCallStmt is called when exiting the CallStmt production.
	ExitCallStmt(c *CallStmtContext)

	// ExitClearStmt is called when exiting the ClearStmt production.
	ExitClearStmt(c *ClearStmtContext)

	// ExitUndefineStmt is called when exiting the UndefineStmt production.
	ExitUndefineStmt(c *UndefineStmtContext)

	// ExitErrorStmt is called when exiting the ErrorStmt production.
	ExitErrorStmt(c *ErrorStmtContext)

	// ExitAssertStmt is called when exiting the AssertStmt production.
	ExitAssertStmt(c *AssertStmtContext)

	// ExitPutStmt is called when exiting the PutStmt production.
	ExitPutStmt(c *PutStmtContext)

	// ExitReturnStmt is called when exiting the ReturnStmt production.
	ExitReturnStmt(c *ReturnStmtContext)

	// ExitMultisetAddStmt is called when exiting the MultisetAddStmt production.
	ExitMultisetAddStmt(c *MultisetAddStmtContext)

	// ExitMultisetRemoveStmt is called when exiting the MultisetRemoveStmt production.
	ExitMultisetRemoveStmt(c *MultisetRemoveStmtContext)

	// ExitMultisetRemovePredStmt is called when exiting the MultisetRemovePredStmt production.
	ExitMultisetRemovePredStmt(c *MultisetRemovePredStmtContext)

	// ExitActual is called when exiting the actual production.
	ExitActual(c *ActualContext)

	// ExitElsif is called when exiting the elsif production.
	ExitElsif(c *ElsifContext)

	// ExitCaseArm is called when exiting the caseArm production.
	ExitCaseArm(c *CaseArmContext)

	// ExitAliasDecl is called when exiting the aliasDecl production.
	ExitAliasDecl(c *AliasDeclContext)

	// ExitDoKw is called when exiting the doKw production.
	ExitDoKw(c *DoKwContext)

	// ExitTypeQuant is called when exiting the TypeQuant production.
	ExitTypeQuant(c *TypeQuantContext)

	// ExitRangeQuant is called when exiting the RangeQuant production.
	ExitRangeQuant(c *RangeQuantContext)

	// ExitSimpleRule is called when exiting the SimpleRule production.
	ExitSimpleRule(c *SimpleRuleContext)

	// ExitStartState is called when exiting the StartState production.
	ExitStartState(c *StartStateContext)

	// ExitInvariantRule is called when exiting the InvariantRule production.
	ExitInvariantRule(c *InvariantRuleContext)

	// ExitRuleset is called when exiting the Ruleset production.
	ExitRuleset(c *RulesetContext)

	// ExitAliasRule is called when exiting the AliasRule production.
	ExitAliasRule(c *AliasRuleContext)

	// ExitChooseRule is called when exiting the ChooseRule production.
	ExitChooseRule(c *ChooseRuleContext)

	// ExitRuleList is called when exiting the ruleList production.
	ExitRuleList(c *RuleListContext)

	// ExitRuleBody is called when exiting the ruleBody production.
	ExitRuleBody(c *RuleBodyContext)

	// ExitAddOp is called when exiting the AddOp production.
	ExitAddOp(c *AddOpContext)

	// ExitOrOp is called when exiting the OrOp production.
	ExitOrOp(c *OrOpContext)

	// ExitSignOp is called when exiting the SignOp production.
	ExitSignOp(c *SignOpContext)

	// ExitCmpOp is called when exiting the CmpOp production.
	ExitCmpOp(c *CmpOpContext)

	// ExitIsMemberExpr is called when exiting the IsMemberExpr production.
	ExitIsMemberExpr(c *IsMemberExprContext)

	// ExitMultisetCountExpr is called when exiting the MultisetCountExpr production.
	ExitMultisetCountExpr(c *MultisetCountExprContext)

	// ExitCondOp is called when exiting the CondOp production.
	ExitCondOp(c *CondOpContext)

	// ExitDesignatorExpr is called when exiting the DesignatorExpr production.
	ExitDesignatorExpr(c *DesignatorExprContext)

	// ExitNotOp is called when exiting the NotOp production.
	ExitNotOp(c *NotOpContext)

	// ExitForallExpr is called when exiting the ForallExpr production.
	ExitForallExpr(c *ForallExprContext)

	// ExitMulOp is called when exiting the MulOp production.
	ExitMulOp(c *MulOpContext)

	// ExitRealLit is called when exiting the RealLit production.
	ExitRealLit(c *RealLitContext)

	// ExitImpliesOp is called when exiting the ImpliesOp production.
	ExitImpliesOp(c *ImpliesOpContext)

	// ExitIsUndefinedExpr is called when exiting the IsUndefinedExpr production.
	ExitIsUndefinedExpr(c *IsUndefinedExprContext)

	// ExitCallExpr is called when exiting the CallExpr production.
	ExitCallExpr(c *CallExprContext)

	// ExitParenExpr is called when exiting the ParenExpr production.
	ExitParenExpr(c *ParenExprContext)

	// ExitIntLit is called when exiting the IntLit production.
	ExitIntLit(c *IntLitContext)

	// ExitExistsExpr is called when exiting the ExistsExpr production.
	ExitExistsExpr(c *ExistsExprContext)

	// ExitAndOp is called when exiting the AndOp production.
	ExitAndOp(c *AndOpContext)

	// ExitDesignator is called when exiting the designator production.
	ExitDesignator(c *DesignatorContext)

	// ExitIndexSel is called when exiting the IndexSel production.
	ExitIndexSel(c *IndexSelContext)

	// ExitFieldSel is called when exiting the FieldSel production.
	ExitFieldSel(c *FieldSelContext)
}
