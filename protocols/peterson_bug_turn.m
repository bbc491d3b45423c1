-- peterson_bug_turn.m: peterson.m with a bug: a process gives the turn to
-- itself instead of to the other one. Expected: invariant "Mutex" is
-- violated.

const
  P : 2;

type
  Pid : 0..P-1;
  Pc : enum {NonCrit, SetFlag, SetTurn, Wait, Crit};

var
  pc : array [Pid] of Pc;
  flag : array [Pid] of boolean;
  turn : Pid;

startstate
begin
  for i : Pid do pc[i] := NonCrit; flag[i] := false; end;
  turn := 0;
end;

ruleset i : Pid do
  Rule "Enter" pc[i] = NonCrit ==> pc[i] := SetFlag; endrule;
  Rule "Flag" pc[i] = SetFlag ==> flag[i] := true; pc[i] := SetTurn; endrule;
  Rule "Turn" pc[i] = SetTurn ==> turn := i; pc[i] := Wait; endrule;
  Rule "Wait"
    pc[i] = Wait & (flag[1 - i] = false | turn = i)
  ==>
    pc[i] := Crit;
  endrule;
  Rule "Exit" pc[i] = Crit ==> flag[i] := false; pc[i] := NonCrit; endrule;
endruleset;

ruleset i : Pid; j : Pid do
  invariant "Mutex"
    i != j -> !(pc[i] = Crit & pc[j] = Crit);
endruleset;
