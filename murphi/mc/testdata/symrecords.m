-- Differential test: two scalarsets, records holding scalarset values, an array of
-- scalarsets indexed by a scalarset, undefined fields. Rumur 2.x (--threads 1):
-- 11,741 states / 78,394 rules (exhaustive symmetry), 140,395 / 936,294 (no symmetry).
const N : 3; M : 2;
type P : scalarset(N); D : scalarset(M);
  Msg : record src : P; d : D; valid : boolean; end;
var
  owner : P;
  data : array [P] of D;
  ch : array [P] of Msg;
  ptr : array [P] of P;
  cnt : 0..2;
startstate
  begin
    for p : P do undefine data[p]; ch[p].valid := false; undefine ch[p].src; undefine ch[p].d; undefine ptr[p]; end;
    undefine owner; cnt := 0;
  end;
ruleset p : P; d : D do
  rule "write" isundefined(owner) | owner = p ==> begin owner := p; data[p] := d; end;
end;
ruleset p : P; q : P do
  rule "send" p != q & !ch[q].valid & !isundefined(data[p]) ==>
  begin ch[q].valid := true; ch[q].src := p; ch[q].d := data[p]; ptr[p] := q; end;
  rule "recv" ch[p].valid & ch[p].src = q ==>
  begin data[p] := ch[p].d; ch[p].valid := false; undefine ch[p].src; undefine ch[p].d;
    if cnt < 2 then cnt := cnt + 1; else cnt := 0; undefine owner; endif; end;
end;
