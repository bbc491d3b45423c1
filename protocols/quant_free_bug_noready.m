-- quant_free_bug_noready.m: quant_free.m with "Flush" not waiting for
-- `ready` (a broken variant: "FlushedOnlyWhenReady" fails).

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
  forall q : NODE do !dirty[q] end
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
