-- exists_any.m with a bug: a no vote does not raise the trouble flag, so
-- the coordinator can abort with no trouble recorded. The property fails
-- (trace, exit 1).

const
  N : 3;

type
  NODE : scalarset(N);
  VOTE : enum { None, Yes, No };

var
  vote : array [NODE] of VOTE;
  alive : array [NODE] of boolean;
  trouble : boolean;
  aborted : boolean;

startstate
  for i : NODE do
    vote[i] := None;
    alive[i] := true;
  end;
  trouble := false;
  aborted := false;
end;

ruleset i : NODE do
  rule "VoteYes"
    alive[i] & vote[i] = None
  ==>
    vote[i] := Yes;
  end;

  rule "VoteNo"
    alive[i] & vote[i] = None
  ==>
    vote[i] := No;
  end;

  rule "Crash"
    alive[i]
  ==>
    alive[i] := false;
    trouble := true;
  end;
end;

rule "Abort"
  !aborted & !forall p : NODE do vote[p] != No & alive[p] end
==>
  aborted := true;
end;

rule "Retry"
  aborted
==>
  aborted := false;
end;

invariant "AbortOnlyOnTrouble"
  aborted -> trouble;
