-- quant_free.m: a guard that writes a condition on the whole system
-- inside a forall over the nodes, as CMP-abstracted FLASH models
-- strengthened by hand do (murphi2chisel's flash_ctc10.m, rule
-- ABS_NI_InvAck1: `forall q : NODE do Sta.Collecting & ... & P(q) end`).
-- "Flush" has no node parameter, so the search instantiates its guard's
-- forall at no node at all; the lowering moves the conjuncts that do not
-- mention q out of the forall (every type has a value), and the proof of
-- "FlushedOnlyWhenReady" uses `ready`. Correct: the main job proves it
-- (quant_free_bug_noready.m is a broken variant).

const
  N : 3;

type
  NODE : scalarset(N);

var
  ready : boolean;
  flushed : boolean;
  dirty : array [NODE] of boolean;

startstate
  ready := false;
  flushed := false;
  for i : NODE do
    dirty[i] := false;
  end;
end;

rule "Prepare"
  !ready
==>
  ready := true;
end;

ruleset i : NODE do
  rule "Write"
    !flushed
  ==>
    dirty[i] := true;
  end;

  rule "Clean"
    dirty[i]
  ==>
    dirty[i] := false;
  end;
end;

rule "Flush"
  forall q : NODE do ready & !dirty[q] end
==>
  flushed := true;
end;

rule "Reopen"
  flushed
==>
  flushed := false;
  ready := false;
end;

invariant "FlushedOnlyWhenReady"
  flushed -> ready;
