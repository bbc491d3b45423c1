-- token_ring_bug_range.m: token_ring.m with a bug: the visit counter is
-- never reset. Expected: an assignment outside the subrange 0..2 (a range
-- error, a violation in CMurphi).

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
    visits[i] := visits[i] + 1;
  ENDRULE;
ENDRULESET;

INVARIANT "ExactlyOneToken"
  Tokens() = 1;

INVARIANT "VisitsBounded"
  FORALL i : Node DO visits[i] <= 2 ENDFORALL;
