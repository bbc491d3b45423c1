// Grammar of the CMurphi 5.4.9 modelling language.
grammar Murphi;

options { caseInsensitive = true; }

// ---------------------------------------------------------------- program

program : (decls+=topDecl | rules+=rule_ (';')*)* EOF ;

// A declaration may be followed by any number of semicolons, none too
// (`x : 0..5 y : boolean`, `x : boolean;;`), as Rumur accepts (CMurphi wants
// one); a constant declaration may name several constants (`A, B : 1`), a
// procedure's or function's header may go without its semicolon, an enum
// may end in a comma, an integer may be written in hexadecimal (`0x1f`), and
// an invariant's or assertion's message may follow (precede) its
// condition, all as Rumur reads them.
topDecl
    : CONST (consts+=constDecl ';'*)*                 # ConstSection
    | TYPE (types+=typeDecl ';'*)*                    # TypeSection
    | VAR (vars+=varDecl ';'*)*                       # VarSection
    | p=procDecl ';'?                            # ProcSection
    ;

constDecl : names+=ID (',' names+=ID)* ':' value=expr ;
typeDecl  : name=ID ':' t=typeExpr ;
varDecl   : names+=ID (',' names+=ID)* ':' t=typeExpr ;

// Formals may be followed by extra semicolons, as CMurphi's grammar allows.
procDecl
    : kw=PROCEDURE name=ID '(' (params+=formal (';'+ params+=formal)* ';'*)? ')' ';'?
          body=procBody (END | ENDPROCEDURE)                               # Procedure
    | kw=FUNCTION name=ID '(' (params+=formal (';'+ params+=formal)* ';'*)? ')' ':' result=typeExpr ';'?
          body=procBody (END | ENDFUNCTION)                                # Function
    ;

procBody : (decls+=localDecls* BEGIN)? stmts=stmtList ;

localDecls
    : CONST (consts+=constDecl ';'*)*                 # LocalConsts
    | TYPE (types+=typeDecl ';'*)*                    # LocalTypes
    | VAR (vars+=varDecl ';'*)*                       # LocalVars
    ;

formal : v=VAR? names+=ID (',' names+=ID)* ':' t=typeExpr ;

// ---------------------------------------------------------------- types

typeExpr
    : name=ID                                                   # NamedType
    | lo=expr '..' hi=expr                                      # SubrangeType
    | kw=ENUM '{' values+=ID (',' values+=ID)* ','? '}'         # EnumType
    | kw=SCALARSET '(' size=expr ')'                            # ScalarsetType
    | kw=REAL '(' prec=expr ',' exp=expr ')'                    # RealType
    | kw=RECORD (fields+=fieldDecl ';')* fields+=fieldDecl? (END | ENDRECORD)  # RecordType
    | kw=ARRAY '[' index+=typeExpr (',' index+=typeExpr)* ']' OF elem=typeExpr # ArrayType
    | kw=UNION '{' members+=typeExpr (',' members+=typeExpr)* '}'             # UnionType
    | kw=MULTISET '[' size=expr ']' OF elem=typeExpr                          # MultisetType
    ;

fieldDecl : names+=ID (',' names+=ID)* ':' t=typeExpr ;

// ---------------------------------------------------------------- statements

// Statements separated by semicolons, any of them empty (written so that
// every decision needs one token of lookahead).
stmtList : stmts+=stmt? (';' stmts+=stmt?)* ;

stmt
    : lhs=designator ':=' (rhs=expr | u=UNDEFINED)                          # AssignStmt
    | kw=IF cond=expr THEN then=stmtList elifs+=elsif* (ELSE els=stmtList)? (END | ENDIF)  # IfStmt
    | kw=SWITCH x=expr cases+=caseArm* (ELSE els=stmtList)? (END | ENDSWITCH)              # SwitchStmt
    | kw=FOR qs+=quantifier (';' qs+=quantifier)* doKw body=stmtList (END | ENDFOR) # ForStmt
    | kw=WHILE cond=expr doKw body=stmtList (END | ENDWHILE)               # WhileStmt
    | kw=ALIAS aliases+=aliasDecl (';' aliases+=aliasDecl)* ';'? doKw body=stmtList (END | ENDALIAS) # AliasStmt
    | name=ID '(' (args+=actual (',' args+=actual)*)? ')'                  # CallStmt
    | kw=CLEAR x=designator                                                # ClearStmt
    | kw=UNDEFINE x=designator                                             # UndefineStmt
    | kw=ERROR msg=STRING                                                  # ErrorStmt
    | kw=ASSERT pre=STRING? cond=expr msg=STRING?                          # AssertStmt
    | kw=PUT (s=STRING | x=expr)                                           # PutStmt
    | kw=RETURN x=expr?                                                    # ReturnStmt
    | kw=MULTISETADD '(' x=designator ',' ms=designator ')'                # MultisetAddStmt
    | kw=MULTISETREMOVE '(' idx=expr ',' ms=designator ')'                 # MultisetRemoveStmt
    | kw=MULTISETREMOVEPRED '(' name=ID ':' ms=designator ',' cond=expr ')' # MultisetRemovePredStmt
    ;

// An actual parameter: an expression, or `undefined` (an undefined value).
actual : x=expr | u=UNDEFINED ;

elsif   : kw=ELSIF cond=expr THEN body=stmtList ;
caseArm : kw=CASE values+=expr (',' values+=expr)* ':' body=stmtList ;
aliasDecl : name=ID ':' x=expr ;

// CMurphi lets a colon stand for `do`.
doKw : DO | ':' ;

quantifier
    : name=ID ':' t=typeExpr                                      # TypeQuant
    | name=ID ':=' from=expr TO to=expr (BY by=expr)?             # RangeQuant
    ;

// ---------------------------------------------------------------- rules

rule_
    : kw=RULE prio=INT? name=STRING? (guard=expr '==>')? body=ruleBody (END | ENDRULE)  # SimpleRule
    | kw=STARTSTATE name=STRING? body=ruleBody (END | ENDSTARTSTATE)                    # StartState
    | kw=INVARIANT name=STRING? cond=expr after=STRING?                                  # InvariantRule
    | kw=RULESET qs+=quantifier (';' qs+=quantifier)* doKw rules+=ruleList (END | ENDRULESET) # Ruleset
    | kw=ALIAS aliases+=aliasDecl (';' aliases+=aliasDecl)* ';'? doKw rules+=ruleList (END | ENDALIAS) # AliasRule
    | kw=CHOOSE name=ID ':' ms=designator doKw rules+=ruleList (END | ENDCHOOSE) # ChooseRule
    ;

ruleList : (items+=rule_ ';'*)* ;

ruleBody : (decls+=localDecls* BEGIN)? stmts=stmtList ;

// ---------------------------------------------------------------- expressions

// One left-recursive rule: alternatives listed first bind tighter (ANTLR's
// precedence climbing). Comparisons are non-associative in CMurphi; the
// converter reports a chain like a = b = c.
expr
    : v=INT                                                          # IntLit
    | v=REALNUM                                                      # RealLit
    | '(' x=expr ')'                                                 # ParenExpr
    | kw=FORALL qs+=quantifier (';' qs+=quantifier)* doKw body=expr (END | ENDFORALL) # ForallExpr
    | kw=EXISTS qs+=quantifier (';' qs+=quantifier)* doKw body=expr (END | ENDEXISTS) # ExistsExpr
    | kw=ISUNDEFINED '(' x=expr ')'                                  # IsUndefinedExpr
    | kw=ISMEMBER '(' x=expr ',' t=typeExpr ')'                      # IsMemberExpr
    | kw=MULTISETCOUNT '(' name=ID ':' ms=designator ',' cond=expr ')' # MultisetCountExpr
    | name=ID '(' (args+=actual (',' args+=actual)*)? ')'            # CallExpr
    | d=designator                                                   # DesignatorExpr
    | op=('-' | '+') x=expr                                          # SignOp
    | x=expr op=('*' | '/' | '%') y=expr                             # MulOp
    | x=expr op=('+' | '-') y=expr                                   # AddOp
    | x=expr op=('=' | '!=' | '<' | '<=' | '>' | '>=') y=expr        # CmpOp
    | op='!' x=expr                                                  # NotOp
    | x=expr op='&' y=expr                                           # AndOp
    | x=expr op='|' y=expr                                           # OrOp
    | <assoc=right> x=expr op='->' y=expr                            # ImpliesOp
    | <assoc=right> cond=expr '?' then=expr ':' els=expr             # CondOp
    ;

designator : name=ID sels+=selector* ;

selector
    : '[' idx+=expr (',' idx+=expr)* ']'     # IndexSel
    | '.' field=ID                           # FieldSel
    ;

// ---------------------------------------------------------------- lexer

ALIAS : 'alias' ; ARRAY : 'array' ; ASSERT : 'assert' ; BEGIN : 'begin' ; BY : 'by' ;
CASE : 'case' ; CLEAR : 'clear' ; CONST : 'const' ; DO : 'do' ; ELSE : 'else' ;
ELSIF : 'elsif' ; END : 'end' ; ENDALIAS : 'endalias' ; ENDEXISTS : 'endexists' ;
ENDFOR : 'endfor' ; ENDFORALL : 'endforall' ; ENDFUNCTION : 'endfunction' ; ENDIF : 'endif' ;
ENDPROCEDURE : 'endprocedure' ; ENDRECORD : 'endrecord' ; ENDRULE : 'endrule' ;
ENDRULESET : 'endruleset' ; ENDSTARTSTATE : 'endstartstate' ; ENDSWITCH : 'endswitch' ;
ENDWHILE : 'endwhile' ; ENUM : 'enum' ; ERROR : 'error' ; EXISTS : 'exists' ; FOR : 'for' ;
FORALL : 'forall' ; FUNCTION : 'function' ; IF : 'if' ; INVARIANT : 'invariant' ;
ISMEMBER : 'ismember' ; ISUNDEFINED : 'isundefined' ; MULTISET : 'multiset' ;
MULTISETCOUNT : 'multisetcount' ; MULTISETADD : 'multisetadd' ;
MULTISETREMOVE : 'multisetremove' ; MULTISETREMOVEPRED : 'multisetremovepred' ;
CHOOSE : 'choose' ; ENDCHOOSE : 'endchoose' ; UNDEFINED : 'undefined' ; OF : 'of' ;
PROCEDURE : 'procedure' ; PUT : 'put' ; RECORD : 'record' ; RETURN : 'return' ; RULE : 'rule' ;
REAL : 'real' ; RULESET : 'ruleset' ; SCALARSET : 'scalarset' ; STARTSTATE : 'startstate' ; SWITCH : 'switch' ;
THEN : 'then' ; TO : 'to' ; TYPE : 'type' ; UNDEFINE : 'undefine' ; UNION : 'union' ;
VAR : 'var' ; WHILE : 'while' ;

ID     : [a-z_] [a-z0-9_]* ;
INT    : [0-9]+ | '0x' [0-9a-f]+ ;
REALNUM : [0-9]+ '.' [0-9]+ ;
STRING : '"' ~["\r\n]* '"' ;

LINE_COMMENT  : '--' ~[\r\n]* -> skip ;
BLOCK_COMMENT : '/*' .*? '*/' -> skip ;
WS            : [ \t\r\n\f]+ -> skip ;
ERRCHAR       : . ;
