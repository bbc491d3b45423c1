-- Each node warms up through five stages before it may work. On a short
-- breadth-first prefix of the two-node reference instance no node gets
-- past its warm-up, so "no node is busy" looks like an invariant there and
-- the search adopts it, which fails later; the one-node instance, explored
-- whole, reaches a busy node, and the job takes that instance's states as
-- evidence too. Correct: used by the job tests.

const
  N : 3;

type
  NODE : scalarset(N);
  STAGE : enum { w0, w1, w2, w3, w4, w5 };
  ST : enum { idle, busy };

var
  st : array [NODE] of ST;
  w : array [NODE] of STAGE;

startstate "Init"
  for i : NODE do
    st[i] := idle;
    w[i] := w0;
  end;
end;

ruleset i : NODE do
  rule "warm1" w[i] = w0 ==> w[i] := w1; end;
  rule "warm2" w[i] = w1 ==> w[i] := w2; end;
  rule "warm3" w[i] = w2 ==> w[i] := w3; end;
  rule "warm4" w[i] = w3 ==> w[i] := w4; end;
  rule "warm5" w[i] = w4 ==> w[i] := w5; end;
  rule "Go" st[i] = idle & w[i] = w5 ==> st[i] := busy; end;
  rule "Done" st[i] = busy ==> st[i] := idle; end;
end;

invariant "warm"
  forall i : NODE do
    st[i] = busy -> w[i] = w5
  end;
