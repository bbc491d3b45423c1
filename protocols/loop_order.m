-- loop_order.m: a loop over a scalarset whose effect depends on the order
-- of the values, in a correct model: "pick" remembers the last node that is
-- ready, and the property says that the picked node is ready. The checker
-- does not reduce NODE by symmetry (a reduction could miss states: see
-- loop_order_bug.m), and its note names the loop.

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

invariant "PickedIsReady"
  done -> forall i : NODE do picked = i -> ready[i] end;
