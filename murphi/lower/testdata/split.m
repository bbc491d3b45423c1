-- The split pass: conjuncts of a forall's or exists's body that do not
-- mention its variable move out of it, in guards and in the conditions
-- and values of rule bodies; properties and startstates stay as written;
-- a quantifier over an integer range is written out (the unroll pass).
const N : 2;
type NODE : scalarset(N);
var
  a, b, c : boolean;
  d : array [NODE] of boolean;

startstate
  a := false; b := false; c := false;
  for i : NODE do d[i] := false; end;
  c := forall i : NODE do a & !d[i] end;
end;

rule "guard"
  forall q : NODE do a & (b | c) & !d[q] end
==>
  c := true;
end;

rule "whole body free"
  exists q : NODE do a & b end
==>
  c := false;
end;

ruleset i : NODE do
  rule "nested"
    forall p : NODE do exists q : NODE do d[i] & d[q] & p != q end end
  ==>
    d[i] := false;
    if exists q : NODE do b & d[q] end then
      a := !a;
    end;
    b := forall q : NODE do c & d[q] end;
  end;
end;

rule "range"
  forall k := 1 to 2 do a & b end
==>
  a := true;
end;

ruleset i : NODE do
  rule "set"
    true
  ==>
    b := !b;
    d[i] := !d[i];
  end;
end;

invariant "kept as written"
  forall q : NODE do a | b -> d[q] | !d[q] end;
