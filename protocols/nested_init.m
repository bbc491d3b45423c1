-- Per-address locks, written with the nested loops people write: the
-- startstate initialises the lock of every address inside the loop over
-- the nodes, and the rule "abort" frees every lock inside the loop over
-- the nodes too. Every iteration of the node loop assigns the same locks
-- again; the lowering takes those assignments out of the node loop (they
-- do not depend on the node), so that proof generation reads loops whose
-- iterations touch disjoint locations. Correct: the main job proves it
-- (nested_init_bug_abort.m is a broken variant).

const
  NODE_NUM : 3;
  ADDR_NUM : 2;

type
  NODE : scalarset(NODE_NUM);
  ADDR : scalarset(ADDR_NUM);
  STATE : enum { Idle, Try, Crit, Exit };

var
  n : array [NODE] of array [ADDR] of STATE;
  free : array [ADDR] of boolean;

startstate
begin
  for i : NODE do
    for a : ADDR do
      free[a] := true;
      n[i][a] := Idle;
    end;
  end;
end;

ruleset i : NODE; a : ADDR do
  rule "try"
    n[i][a] = Idle
  ==>
  begin
    n[i][a] := Try;
  end;

  rule "enter"
    n[i][a] = Try & free[a]
  ==>
  begin
    n[i][a] := Crit;
    free[a] := false;
  end;

  rule "leave"
    n[i][a] = Crit
  ==>
  begin
    n[i][a] := Exit;
  end;

  rule "release"
    n[i][a] = Exit
  ==>
  begin
    n[i][a] := Idle;
    free[a] := true;
  end;
end;

-- Every waiting node gives up; allowed only while no node holds a lock.
rule "abort"
  forall j : NODE do
    forall b : ADDR do
      n[j][b] != Crit & n[j][b] != Exit
    end
  end
==>
begin
  for j : NODE do
    for b : ADDR do
      free[b] := true;
      if n[j][b] = Try then
        n[j][b] := Idle;
      end;
    end;
  end;
end;

invariant "exclusive"
  forall i : NODE do
    forall j : NODE do
      forall a : ADDR do
        i != j -> !((n[i][a] = Crit | n[i][a] = Exit) & (n[j][a] = Crit | n[j][a] = Exit))
      end
    end
  end;
