-- Asserts and errors in rules become invariants over the state before
-- the rule: at the start, in an if arm, in an else (the earlier
-- conditions negated), in a switch's default (an error in a procedure);
-- after a write of what they read, with the condition carried back to
-- the state before the rule (reach.Cond: through assignments, an element
-- of the array written, and if statements); in a for loop that writes
-- nothing they read, for every value of its variable; those inside a
-- while loop, reading a local the locals pass left, or in a startstate
-- stay.
const
  N : 2;
type
  NODE : scalarset(N);
  K : enum { P, Q, R };
  REC : record a : boolean; b : boolean; end;
var
  k : array [NODE] of K;
  r : REC;
  c : 0..3;

procedure Bad();
begin
  error "bad kind";
end;

startstate
  for i : NODE do
    k[i] := P;
  end;
  r.a := false;
  r.b := false;
  c := 0;
  assert c = 0 "start";
end;

ruleset i : NODE do
  rule "start"
    k[i] = P
  ==>
    assert !r.a "a at the start";
    k[i] := Q;
  end;

  rule "arms"
    k[i] != P
  ==>
    if c = 0 then
      assert k[i] = Q;
    elsif c = 1 then
      r.b := true;
      assert !r.a "another field";
    else
      switch k[i]
      case Q:
        c := 0;
      else
        Bad();
      end;
    end;
    k[i] := P;
  end;

  rule "after a write"
    c < 3
  ==>
    c := c + 1;
    assert c <= 3 "c in range";
    for j : NODE do
      assert k[j] != R "a loop";
    end;
  end;
end;

ruleset i : NODE do
  rule "carried back"
    k[i] = Q
  ==>
    k[i] := R;
    if r.a then r.b := true; else r.b := false; end;
    assert r.b = r.a "copied";
    assert forall j : NODE do k[j] = R -> j = i end "only i";
    k[i] := Q;
  end;
end;

invariant "no R" forall i : NODE do k[i] != R end;

ruleset i : NODE do
  rule "a local left"
    true
  ==>
  var t : K;
  begin
    t := k[i];
    while t = R do
      t := P;
    end;
    assert t != R "the local";
    k[i] := t;
  end;
end;
