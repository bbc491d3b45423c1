-- big_forall.m with a bug: the large rule lets a node enter C when no
-- other node is in C, forgetting the nodes in E.
const NODE_NUM : 3;
type
  NODE : scalarset(NODE_NUM);
  state : enum {I, T, C, E};
var
  n : array [NODE] of state;
  sawI : array [NODE] of boolean;
  sawT : array [NODE] of boolean;
  sawC : array [NODE] of boolean;
  sawE : array [NODE] of boolean;
  ready : array [NODE] of boolean;
  blocked : array [NODE] of boolean;

startstate
begin
  for i : NODE do
    n[i] := I;
    sawI[i] := false; sawT[i] := false; sawC[i] := false; sawE[i] := false;
    ready[i] := false; blocked[i] := false;
  end;
end;

ruleset i : NODE do
  rule "Step"
    true
  ==>
  begin
    if n[i] = I then sawI[i] := true; end;
    if n[i] = T then sawT[i] := true; end;
    if n[i] = C then sawC[i] := true; end;
    if n[i] = E then sawE[i] := true; end;
    if n[i] = T & sawI[i] then ready[i] := true; else ready[i] := false; end;
    if n[i] = T & !sawI[i] then blocked[i] := true; else blocked[i] := false; end;
    if n[i] = I & sawT[i] then ready[i] := false; end;
    if n[i] = I & !sawT[i] then blocked[i] := false; end;
    if n[i] = C & sawT[i] then sawT[i] := false; end;
    if n[i] = E & sawC[i] then sawC[i] := false; end;
    if n[i] = I & sawE[i] then sawE[i] := false; end;
    if n[i] = E & sawI[i] then sawI[i] := false; end;
    if n[i] = I then
      n[i] := T;
    elsif n[i] = T then
      if forall j : NODE do j != i -> n[j] != C end then
        n[i] := C;
      end;
    elsif n[i] = C then
      n[i] := E;
    else
      n[i] := I;
    end;
  end;
end;

invariant "mutualEx"
  forall i : NODE do forall j : NODE do
    i != j -> !((n[i] = C | n[i] = E) & (n[j] = C | n[j] = E))
  end end;
