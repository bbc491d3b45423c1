-- token_ring.m: a token passed round a ring of nodes. Constructs: subrange
-- index type with arithmetic (`+`, `%`), function with local variable,
-- while loop and return, `for i := a to b`, invariant counting with a
-- function, `<=`, `>=`, `put` in the startstate, keywords in upper case and
-- `endXXX` closings.

CONST
  N : 4;

TYPE
  Node : 0..N-1;
  Count : 0..N;

VAR
  token : array [Node] of boolean;
  visits : array [Node] of 0..2;

FUNCTION Next(i : Node) : Node;
BEGIN
  RETURN (i + 1) % N;
ENDFUNCTION;

FUNCTION Tokens() : Count;
VAR k : Count; j : 0..N;
BEGIN
  k := 0;
  j := 0;
  WHILE j < N DO
    IF token[j] THEN k := k + 1; ENDIF;
    j := j + 1;
  ENDWHILE;
  RETURN k;
ENDFUNCTION;

STARTSTATE "Init"
BEGIN
  FOR i := 0 TO N - 1 DO
    token[i] := (i = 0);
    visits[i] := 0;
  ENDFOR;
  PUT "token ring started\n";
ENDSTARTSTATE;

RULESET i : Node DO
  RULE "Pass"
    token[i]
  ==>
  BEGIN
    token[i] := false;
    token[Next(i)] := true;
    IF visits[i] >= 2 THEN visits[i] := 0; ELSE visits[i] := visits[i] + 1; ENDIF;
  ENDRULE;
ENDRULESET;

INVARIANT "ExactlyOneToken"
  Tokens() = 1;

INVARIANT "VisitsBounded"
  FORALL i : Node DO visits[i] <= 2 ENDFORALL;
