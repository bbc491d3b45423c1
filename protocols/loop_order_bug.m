-- loop_order_bug.m: a loop over a scalarset whose effect depends on the
-- order of the values: "pick" remembers the last node that is ready, and
-- the property claims that the picked node is never the marked one. It
-- fails only from the states where the marked node comes last in the
-- order. Reduced by symmetry, the checker would fire "pick" in the orbit's
-- representative only, where the marked node comes first, and report the
-- model ok; the checker therefore does not reduce NODE (its note names the
-- loop), explores every state and reports the violation with its trace.

const NODE_NUM : 2;

type NODE : scalarset(NODE_NUM);

var
  ready : array [NODE] of boolean;
  marked : array [NODE] of boolean;
  picked : NODE;
  done : boolean;
  tick : boolean;

startstate "Init"
  for i : NODE do ready[i] := false; marked[i] := false; end;
  undefine picked;
  done := false;
  tick := false;
end;

ruleset i : NODE do
  rule "Ready"
    !ready[i] & !done
  ==>
    ready[i] := true;
  end;

  rule "Mark"
    ready[i] & !done & forall j : NODE do !marked[j] end
  ==>
    marked[i] := true;
  end;
end;

rule "Pick"
  !done & forall i : NODE do ready[i] end
==>
  done := true;
  for i : NODE do
    if ready[i] then picked := i; end;
  end;
end;

rule "Tick"
  done
==>
  tick := !tick;
end;

invariant "PickedIsNotMarked"
  done -> forall i : NODE do marked[i] -> picked != i end;
