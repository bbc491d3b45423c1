// Code generated from grammar/Murphi.g4 by ANTLR 4.13.1. DO NOT EDIT.

package grammar // Murphi
import "github.com/antlr4-go/antlr/v4"

// BaseMurphiListener is a complete listener for a parse tree produced by MurphiParser.
type BaseMurphiListener struct{}

var _ MurphiListener = &BaseMurphiListener{}

// VisitTerminal is called when a terminal node is visited.
func (s *BaseMurphiListener) VisitTerminal(node antlr.TerminalNode) {}

// VisitErrorNode is called when an error node is visited.
func (s *BaseMurphiListener) VisitErrorNode(node antlr.ErrorNode) {}

// EnterEveryRule is called when any rule is entered.
func (s *BaseMurphiListener) EnterEveryRule(ctx antlr.ParserRuleContext) {}

// ExitEveryRule is called when any rule is exited.
func (s *BaseMurphiListener) ExitEveryRule(ctx antlr.ParserRuleContext) {}

// EnterProgram is called when production program is entered.
func (s *BaseMurphiListener) EnterProgram(ctx *ProgramContext) {}

// ExitProgram is called when production program is exited.
func (s *BaseMurphiListener) ExitProgram(ctx *ProgramContext) {}

// EnterConstSection is called when production ConstSection is entered.
func (s *BaseMurphiListener) EnterConstSection(ctx *ConstSectionContext) {}

// ExitConstSection is called when production ConstSection is exited.
func (s *BaseMurphiListener) ExitConstSection(ctx *ConstSectionContext) {}

// EnterTypeSection is called when production TypeSection is entered.
func (s *BaseMurphiListener) EnterTypeSection(ctx *TypeSectionContext) {}

// ExitTypeSection is called when production TypeSection is exited.
func (s *BaseMurphiListener) ExitTypeSection(ctx *TypeSectionContext) {}

// EnterVarSection is called when production VarSection is entered.
func (s *BaseMurphiListener) EnterVarSection(ctx *VarSectionContext) {}

// ExitVarSection is called when production VarSection is exited.
func (s *BaseMurphiListener) ExitVarSection(ctx *VarSectionContext) {}

// EnterProcSection is called when production ProcSection is entered.
func (s *BaseMurphiListener) EnterProcSection(ctx *ProcSectionContext) {}

// ExitProcSection is called when production ProcSection is exited.
func (s *BaseMurphiListener) ExitProcSection(ctx *ProcSectionContext) {}

// EnterConstDecl is called when production constDecl is entered.
func (s *BaseMurphiListener) EnterConstDecl(ctx *ConstDeclContext) {}

// ExitConstDecl is called when production constDecl is exited.
func (s *BaseMurphiListener) ExitConstDecl(ctx *ConstDeclContext) {}

// EnterTypeDecl is called when production typeDecl is entered.
func (s *BaseMurphiListener) EnterTypeDecl(ctx *TypeDeclContext) {}

// ExitTypeDecl is called when production typeDecl is exited.
func (s *BaseMurphiListener) ExitTypeDecl(ctx *TypeDeclContext) {}

// EnterVarDecl is called when production varDecl is entered.
func (s *BaseMurphiListener) EnterVarDecl(ctx *VarDeclContext) {}

// ExitVarDecl is called when production varDecl is exited.
func (s *BaseMurphiListener) ExitVarDecl(ctx *VarDeclContext) {}

// EnterProcedure is called when production Procedure is entered.
func (s *BaseMurphiListener) EnterProcedure(ctx *ProcedureContext) {}

// ExitProcedure is called when production Procedure is exited.
func (s *BaseMurphiListener) ExitProcedure(ctx *ProcedureContext) {}

// EnterFunction is called when production Function is entered.
func (s *BaseMurphiListener) EnterFunction(ctx *FunctionContext) {}

// ExitFunction is called when production Function is exited.
func (s *BaseMurphiListener) ExitFunction(ctx *FunctionContext) {}

// EnterProcBody is called when production procBody is entered.
func (s *BaseMurphiListener) EnterProcBody(ctx *ProcBodyContext) {}

// ExitProcBody is called when production procBody is exited.
func (s *BaseMurphiListener) ExitProcBody(ctx *ProcBodyContext) {}

// EnterLocalConsts is called when production LocalConsts is entered.
func (s *BaseMurphiListener) EnterLocalConsts(ctx *LocalConstsContext) {}

// ExitLocalConsts is called when production LocalConsts is exited.
func (s *BaseMurphiListener) ExitLocalConsts(ctx *LocalConstsContext) {}

// EnterLocalTypes is called when production LocalTypes is entered.
func (s *BaseMurphiListener) EnterLocalTypes(ctx *LocalTypesContext) {}

// ExitLocalTypes is called when production LocalTypes is exited.
func (s *BaseMurphiListener) ExitLocalTypes(ctx *LocalTypesContext) {}

// EnterLocalVars is called when production LocalVars is entered.
func (s *BaseMurphiListener) EnterLocalVars(ctx *LocalVarsContext) {}

// ExitLocalVars is called when production LocalVars is exited.
func (s *BaseMurphiListener) ExitLocalVars(ctx *LocalVarsContext) {}

// EnterFormal is called when production formal is entered.
func (s *BaseMurphiListener) EnterFormal(ctx *FormalContext) {}

// ExitFormal is called when production formal is exited.
func (s *BaseMurphiListener) ExitFormal(ctx *FormalContext) {}

// EnterNamedType is called when production NamedType is entered.
func (s *BaseMurphiListener) EnterNamedType(ctx *NamedTypeContext) {}

// ExitNamedType is called when production NamedType is exited.
func (s *BaseMurphiListener) ExitNamedType(ctx *NamedTypeContext) {}

// EnterSubrangeType is called when production SubrangeType is entered.
func (s *BaseMurphiListener) EnterSubrangeType(ctx *SubrangeTypeContext) {}

// ExitSubrangeType is called when production SubrangeType is exited.
func (s *BaseMurphiListener) ExitSubrangeType(ctx *SubrangeTypeContext) {}

// EnterEnumType is called when production EnumType is entered.
func (s *BaseMurphiListener) EnterEnumType(ctx *EnumTypeContext) {}

// ExitEnumType is called when production EnumType is exited.
func (s *BaseMurphiListener) ExitEnumType(ctx *EnumTypeContext) {}

// EnterScalarsetType is called when production ScalarsetType is entered.
func (s *BaseMurphiListener) EnterScalarsetType(ctx *ScalarsetTypeContext) {}

// ExitScalarsetType is called when production ScalarsetType is exited.
func (s *BaseMurphiListener) ExitScalarsetType(ctx *ScalarsetTypeContext) {}

// EnterRealType is called when production RealType is entered.
func (s *BaseMurphiListener) EnterRealType(ctx *RealTypeContext) {}

// ExitRealType is called when production RealType is exited.
func (s *BaseMurphiListener) ExitRealType(ctx *RealTypeContext) {}

// EnterRecordType is called when production RecordType is entered.
func (s *BaseMurphiListener) EnterRecordType(ctx *RecordTypeContext) {}

// ExitRecordType is called when production RecordType is exited.
func (s *BaseMurphiListener) ExitRecordType(ctx *RecordTypeContext) {}

// EnterArrayType is called when production ArrayType is entered.
func (s *BaseMurphiListener) EnterArrayType(ctx *ArrayTypeContext) {}

// ExitArrayType is called when production ArrayType is exited.
func (s *BaseMurphiListener) ExitArrayType(ctx *ArrayTypeContext) {}

// EnterUnionType is called when production UnionType is entered.
func (s *BaseMurphiListener) EnterUnionType(ctx *UnionTypeContext) {}

// ExitUnionType is called when production UnionType is exited.
func (s *BaseMurphiListener) ExitUnionType(ctx *UnionTypeContext) {}

// EnterMultisetType is called when production MultisetType is entered.
func (s *BaseMurphiListener) EnterMultisetType(ctx *MultisetTypeContext) {}

// ExitMultisetType is called when production MultisetType is exited.
func (s *BaseMurphiListener) ExitMultisetType(ctx *MultisetTypeContext) {}

// EnterFieldDecl is called when production fieldDecl is entered.
func (s *BaseMurphiListener) EnterFieldDecl(ctx *FieldDeclContext) {}

// ExitFieldDecl is called when production fieldDecl is exited.
func (s *BaseMurphiListener) ExitFieldDecl(ctx *FieldDeclContext) {}

// EnterStmtList is called when production stmtList is entered.
func (s *BaseMurphiListener) EnterStmtList(ctx *StmtListContext) {}

// ExitStmtList is called when production stmtList is exited.
func (s *BaseMurphiListener) ExitStmtList(ctx *StmtListContext) {}

// EnterAssignStmt is called when production AssignStmt is entered.
func (s *BaseMurphiListener) EnterAssignStmt(ctx *AssignStmtContext) {}

// ExitAssignStmt is called when production AssignStmt is exited.
func (s *BaseMurphiListener) ExitAssignStmt(ctx *AssignStmtContext) {}

// EnterIfStmt is called when production IfStmt is entered.
func (s *BaseMurphiListener) EnterIfStmt(ctx *IfStmtContext) {}

// ExitIfStmt is called when production IfStmt is exited.
func (s *BaseMurphiListener) ExitIfStmt(ctx *IfStmtContext) {}

// EnterSwitchStmt is called when production SwitchStmt is entered.
func (s *BaseMurphiListener) EnterSwitchStmt(ctx *SwitchStmtContext) {}

// ExitSwitchStmt is called when production SwitchStmt is exited.
func (s *BaseMurphiListener) ExitSwitchStmt(ctx *SwitchStmtContext) {}

// EnterForStmt is called when production ForStmt is entered.
func (s *BaseMurphiListener) EnterForStmt(ctx *ForStmtContext) {}

// ExitForStmt is called when production ForStmt is exited.
func (s *BaseMurphiListener) ExitForStmt(ctx *ForStmtContext) {}

// EnterWhileStmt is called when production WhileStmt is entered.
func (s *BaseMurphiListener) EnterWhileStmt(ctx *WhileStmtContext) {}

// ExitWhileStmt is called when production WhileStmt is exited.
func (s *BaseMurphiListener) ExitWhileStmt(ctx *WhileStmtContext) {}

// EnterAliasStmt is called when production AliasStmt is entered.
func (s *BaseMurphiListener) EnterAliasStmt(ctx *AliasStmtContext) {}

// ExitAliasStmt is called when production AliasStmt is exited.
func (s *BaseMurphiListener) ExitAliasStmt(ctx *AliasStmtContext) {}

// EnterCallStmt is called when production CallStmt is entered.
func (s *BaseMurphiListener) EnterCallStmt(ctx *CallStmtContext) {}

// ExitCallStmt is called when production CallStmt is exited.
func (s *BaseMurphiListener) ExitCallStmt(ctx *CallStmtContext) {}

// EnterClearStmt is called when production ClearStmt is entered.
func (s *BaseMurphiListener) EnterClearStmt(ctx *ClearStmtContext) {}

// ExitClearStmt is called when production ClearStmt is exited.
func (s *BaseMurphiListener) ExitClearStmt(ctx *ClearStmtContext) {}

// EnterUndefineStmt is called when production UndefineStmt is entered.
func (s *BaseMurphiListener) EnterUndefineStmt(ctx *UndefineStmtContext) {}

// ExitUndefineStmt is called when production UndefineStmt is exited.
func (s *BaseMurphiListener) ExitUndefineStmt(ctx *UndefineStmtContext) {}

// EnterErrorStmt is called when production ErrorStmt is entered.
func (s *BaseMurphiListener) EnterErrorStmt(ctx *ErrorStmtContext) {}

// ExitErrorStmt is called when production ErrorStmt is exited.
func (s *BaseMurphiListener) ExitErrorStmt(ctx *ErrorStmtContext) {}

// EnterAssertStmt is called when production AssertStmt is entered.
func (s *BaseMurphiListener) EnterAssertStmt(ctx *AssertStmtContext) {}

// ExitAssertStmt is called when production AssertStmt is exited.
func (s *BaseMurphiListener) ExitAssertStmt(ctx *AssertStmtContext) {}

// EnterPutStmt is called when production PutStmt is entered.
func (s *BaseMurphiListener) EnterPutStmt(ctx *PutStmtContext) {}

// ExitPutStmt is called when production PutStmt is exited.
func (s *BaseMurphiListener) ExitPutStmt(ctx *PutStmtContext) {}

// EnterReturnStmt is called when production ReturnStmt is entered.
func (s *BaseMurphiListener) EnterReturnStmt(ctx *ReturnStmtContext) {}

// ExitReturnStmt is called when production ReturnStmt is exited.
func (s *BaseMurphiListener) ExitReturnStmt(ctx *ReturnStmtContext) {}

// EnterMultisetAddStmt is called when production MultisetAddStmt is entered.
func (s *BaseMurphiListener) EnterMultisetAddStmt(ctx *MultisetAddStmtContext) {}

// ExitMultisetAddStmt is called when production MultisetAddStmt is exited.
func (s *BaseMurphiListener) ExitMultisetAddStmt(ctx *MultisetAddStmtContext) {}

// EnterMultisetRemoveStmt is called when production MultisetRemoveStmt is entered.
func (s *BaseMurphiListener) EnterMultisetRemoveStmt(ctx *MultisetRemoveStmtContext) {}

// ExitMultisetRemoveStmt is called when production MultisetRemoveStmt is exited.
func (s *BaseMurphiListener) ExitMultisetRemoveStmt(ctx *MultisetRemoveStmtContext) {}

// EnterMultisetRemovePredStmt is called when production MultisetRemovePredStmt is entered.
func (s *BaseMurphiListener) EnterMultisetRemovePredStmt(ctx *MultisetRemovePredStmtContext) {}

// ExitMultisetRemovePredStmt is called when production MultisetRemovePredStmt is exited.
func (s *BaseMurphiListener) ExitMultisetRemovePredStmt(ctx *MultisetRemovePredStmtContext) {}

// EnterActual is called when production actual is entered.
func (s *BaseMurphiListener) EnterActual(ctx *ActualContext) {}

// ExitActual is called when production actual is exited.
func (s *BaseMurphiListener) ExitActual(ctx *ActualContext) {}

// EnterElsif is called when production elsif is entered.
func (s *BaseMurphiListener) EnterElsif(ctx *ElsifContext) {}

// ExitElsif is called when production elsif is exited.
func (s *BaseMurphiListener) ExitElsif(ctx *ElsifContext) {}

// EnterCaseArm is called when production caseArm is entered.
func (s *BaseMurphiListener) EnterCaseArm(ctx *CaseArmContext) {}

// ExitCaseArm is called when production caseArm is exited.
func (s *BaseMurphiListener) ExitCaseArm(ctx *CaseArmContext) {}

// EnterAliasDecl is called when production aliasDecl is entered.
func (s *BaseMurphiListener) EnterAliasDecl(ctx *AliasDeclContext) {}

// ExitAliasDecl is called when production aliasDecl is exited.
func (s *BaseMurphiListener) ExitAliasDecl(ctx *AliasDeclContext) {}

// EnterDoKw is called when production doKw is entered.
func (s *BaseMurphiListener) EnterDoKw(ctx *DoKwContext) {}

// ExitDoKw is called when production doKw is exited.
func (s *BaseMurphiListener) ExitDoKw(ctx *DoKwContext) {}

// EnterTypeQuant is called when production TypeQuant is entered.
func (s *BaseMurphiListener) EnterTypeQuant(ctx *TypeQuantContext) {}

// ExitTypeQuant is called when production TypeQuant is exited.
func (s *BaseMurphiListener) ExitTypeQuant(ctx *TypeQuantContext) {}

// EnterRangeQuant is called when production RangeQuant is entered.
func (s *BaseMurphiListener) EnterRangeQuant(ctx *RangeQuantContext) {}

// ExitRangeQuant is called when production RangeQuant is exited.
func (s *BaseMurphiListener) ExitRangeQuant(ctx *RangeQuantContext) {}

// EnterSimpleRule is called when production SimpleRule is entered.
func (s *BaseMurphiListener) EnterSimpleRule(ctx *SimpleRuleContext) {}

// ExitSimpleRule is called when production SimpleRule is exited.
func (s *BaseMurphiListener) ExitSimpleRule(ctx *SimpleRuleContext) {}

// EnterStartState is called when production StartState is entered.
func (s *BaseMurphiListener) EnterStartState(ctx *StartStateContext) {}

// ExitStartState is called when production StartState is exited.
func (s *BaseMurphiListener) ExitStartState(ctx *StartStateContext) {}

// EnterInvariantRule is called when production InvariantRule is entered.
func (s *BaseMurphiListener) EnterInvariantRule(ctx *InvariantRuleContext) {}

// ExitInvariantRule is called when production InvariantRule is exited.
func (s *BaseMurphiListener) ExitInvariantRule(ctx *InvariantRuleContext) {}

// EnterRuleset is called when production Ruleset is entered.
func (s *BaseMurphiListener) EnterRuleset(ctx *RulesetContext) {}

// ExitRuleset is called when production Ruleset is exited.
func (s *BaseMurphiListener) ExitRuleset(ctx *RulesetContext) {}

// EnterAliasRule is called when production AliasRule is entered.
func (s *BaseMurphiListener) EnterAliasRule(ctx *AliasRuleContext) {}

// ExitAliasRule is called when production AliasRule is exited.
func (s *BaseMurphiListener) ExitAliasRule(ctx *AliasRuleContext) {}

// EnterChooseRule is called when production ChooseRule is entered.
func (s *BaseMurphiListener) EnterChooseRule(ctx *ChooseRuleContext) {}

// ExitChooseRule is called when production ChooseRule is exited.
func (s *BaseMurphiListener) ExitChooseRule(ctx *ChooseRuleContext) {}

// EnterRuleList is called when production ruleList is entered.
func (s *BaseMurphiListener) EnterRuleList(ctx *RuleListContext) {}

// ExitRuleList is called when production ruleList is exited.
func (s *BaseMurphiListener) ExitRuleList(ctx *RuleListContext) {}

// EnterRuleBody is called when production ruleBody is entered.
func (s *BaseMurphiListener) EnterRuleBody(ctx *RuleBodyContext) {}

// ExitRuleBody is called when production ruleBody is exited.
func (s *BaseMurphiListener) ExitRuleBody(ctx *RuleBodyContext) {}

// EnterAddOp is called when production AddOp is entered.
func (s *BaseMurphiListener) EnterAddOp(ctx *AddOpContext) {}

// ExitAddOp is called when production AddOp is exited.
func (s *BaseMurphiListener) ExitAddOp(ctx *AddOpContext) {}

// EnterOrOp is called when production OrOp is entered.
func (s *BaseMurphiListener) EnterOrOp(ctx *OrOpContext) {}

// ExitOrOp is called when production OrOp is exited.
func (s *BaseMurphiListener) ExitOrOp(ctx *OrOpContext) {}

// EnterSignOp is called when production SignOp is entered.
func (s *BaseMurphiListener) EnterSignOp(ctx *SignOpContext) {}

// ExitSignOp is called when production SignOp is exited.
func (s *BaseMurphiListener) ExitSignOp(ctx *SignOpContext) {}

// EnterCmpOp is called when production CmpOp is entered.
func (s *BaseMurphiListener) EnterCmpOp(ctx *CmpOpContext) {}

// ExitCmpOp is called when production CmpOp is exited.
func (s *BaseMurphiListener) ExitCmpOp(ctx *CmpOpContext) {}

// EnterIsMemberExpr is called when production IsMemberExpr is entered.
func (s *BaseMurphiListener) EnterIsMemberExpr(ctx *IsMemberExprContext) {}

// ExitIsMemberExpr is called when production IsMemberExpr is exited.
func (s *BaseMurphiListener) ExitIsMemberExpr(ctx *IsMemberExprContext) {}

// EnterMultisetCountExpr is called when production MultisetCountExpr is entered.
func (s *BaseMurphiListener) EnterMultisetCountExpr(ctx *MultisetCountExprContext) {}

// ExitMultisetCountExpr is called when production MultisetCountExpr is exited.
func (s *BaseMurphiListener) ExitMultisetCountExpr(ctx *MultisetCountExprContext) {}

// EnterCondOp is called when production CondOp is entered.
func (s *BaseMurphiListener) EnterCondOp(ctx *CondOpContext) {}

// ExitCondOp is called when production CondOp is exited.
func (s *BaseMurphiListener) ExitCondOp(ctx *CondOpContext) {}

// EnterDesignatorExpr is called when production DesignatorExpr is entered.
func (s *BaseMurphiListener) EnterDesignatorExpr(ctx *DesignatorExprContext) {}

// ExitDesignatorExpr is called when production DesignatorExpr is exited.
func (s *BaseMurphiListener) ExitDesignatorExpr(ctx *DesignatorExprContext) {}

// EnterNotOp is called when production NotOp is entered.
func (s *BaseMurphiListener) EnterNotOp(ctx *NotOpContext) {}

// ExitNotOp is called when production NotOp is exited.
func (s *BaseMurphiListener) ExitNotOp(ctx *NotOpContext) {}

// EnterForallExpr is called when production ForallExpr is entered.
func (s *BaseMurphiListener) EnterForallExpr(ctx *ForallExprContext) {}

// ExitForallExpr is called when production ForallExpr is exited.
func (s *BaseMurphiListener) ExitForallExpr(ctx *ForallExprContext) {}

// EnterMulOp is called when production MulOp is entered.
func (s *BaseMurphiListener) EnterMulOp(ctx *MulOpContext) {}

// ExitMulOp is called when production MulOp is exited.
func (s *BaseMurphiListener) ExitMulOp(ctx *MulOpContext) {}

// EnterRealLit is called when production RealLit is entered.
func (s *BaseMurphiListener) EnterRealLit(ctx *RealLitContext) {}

// ExitRealLit is called when production RealLit is exited.
func (s *BaseMurphiListener) ExitRealLit(ctx *RealLitContext) {}

// EnterImpliesOp is called when production ImpliesOp is entered.
func (s *BaseMurphiListener) EnterImpliesOp(ctx *ImpliesOpContext) {}

// ExitImpliesOp is called when production ImpliesOp is exited.
func (s *BaseMurphiListener) ExitImpliesOp(ctx *ImpliesOpContext) {}

// EnterIsUndefinedExpr is called when production IsUndefinedExpr is entered.
func (s *BaseMurphiListener) EnterIsUndefinedExpr(ctx *IsUndefinedExprContext) {}

// ExitIsUndefinedExpr is called when production IsUndefinedExpr is exited.
func (s *BaseMurphiListener) ExitIsUndefinedExpr(ctx *IsUndefinedExprContext) {}

// EnterCallExpr is called when production CallExpr is entered.
func (s *BaseMurphiListener) EnterCallExpr(ctx *CallExprContext) {}

// ExitCallExpr is called when production CallExpr is exited.
func (s *BaseMurphiListener) ExitCallExpr(ctx *CallExprContext) {}

// EnterParenExpr is called when production ParenExpr is entered.
func (s *BaseMurphiListener) EnterParenExpr(ctx *ParenExprContext) {}

// ExitParenExpr is called when production ParenExpr is exited.
func (s *BaseMurphiListener) ExitParenExpr(ctx *ParenExprContext) {}

// EnterIntLit is called when production IntLit is entered.
func (s *BaseMurphiListener) EnterIntLit(ctx *IntLitContext) {}

// ExitIntLit is called when production IntLit is exited.
func (s *BaseMurphiListener) ExitIntLit(ctx *IntLitContext) {}

// EnterExistsExpr is called when production ExistsExpr is entered.
func (s *BaseMurphiListener) EnterExistsExpr(ctx *ExistsExprContext) {}

// ExitExistsExpr is called when production ExistsExpr is exited.
func (s *BaseMurphiListener) ExitExistsExpr(ctx *ExistsExprContext) {}

// EnterAndOp is called when production AndOp is entered.
func (s *BaseMurphiListener) EnterAndOp(ctx *AndOpContext) {}

// ExitAndOp is called when production AndOp is exited.
func (s *BaseMurphiListener) ExitAndOp(ctx *AndOpContext) {}

// EnterDesignator is called when production designator is entered.
func (s *BaseMurphiListener) EnterDesignator(ctx *DesignatorContext) {}

// ExitDesignator is called when production designator is exited.
func (s *BaseMurphiListener) ExitDesignator(ctx *DesignatorContext) {}

// EnterIndexSel is called when production IndexSel is entered.
func (s *BaseMurphiListener) EnterIndexSel(ctx *IndexSelContext) {}

// ExitIndexSel is called when production IndexSel is exited.
func (s *BaseMurphiListener) ExitIndexSel(ctx *IndexSelContext) {}

// EnterFieldSel is called when production FieldSel is entered.
func (s *BaseMurphiListener) EnterFieldSel(ctx *FieldSelContext) {}

// ExitFieldSel is called when production FieldSel is exited.
func (s *BaseMurphiListener) ExitFieldSel(ctx *FieldSelContext) {}
