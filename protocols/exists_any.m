-- A guard that says "some node voted no or crashed" as a negated forall
-- whose body is a conjunction, `!forall p : NODE do vote[p] != No &
-- alive[p] end`: an exists over a disjunction (the shape of Ivy's
-- two-phase commit, rule go2). The proof of Abort needs "a no vote means
-- trouble" and "a crash means trouble" at the node the exists speaks of,
-- which is none of the rule's parameters: the exists is split into one
-- existential literal per disjunct, and the search names the node of
-- each (a witness). Buggy variant `exists_any_bug_silent.m`: a no vote
-- that does not raise the trouble flag.
--
-- Constructs: a negated forall over a conjunction in a guard (an exists
-- over a disjunction) whose value auxiliary invariants are instantiated
-- at.

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
    trouble := true;
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
