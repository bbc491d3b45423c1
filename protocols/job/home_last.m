-- The home node is the last of the node type, numbered by the size
-- (NODE_NUM + 1): its number differs from one instance to the next, so
-- a smaller instance's states cannot stand for the reference's. Correct:
-- used by the job tests.

const
  NODE_NUM : 3;

type
  NODE : 1..NODE_NUM + 1;
  ST : enum { I, E };

var
  st : array [NODE] of ST;
  holder : NODE;

startstate "Init"
  for i : NODE do st[i] := I; end;
  holder := NODE_NUM + 1;
end;

ruleset i : NODE do
  rule "Take"
    holder = NODE_NUM + 1 & i != NODE_NUM + 1
  ==>
    st[i] := E;
    holder := i;
  end;

  rule "Give"
    holder = i & i != NODE_NUM + 1
  ==>
    st[i] := I;
    holder := NODE_NUM + 1;
  end;
end;

invariant "excl"
  forall i : NODE do forall j : NODE do
    i != j -> !(st[i] = E & st[j] = E)
  end end;
