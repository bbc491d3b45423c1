-- rumur_forms.m: forms that Rumur reads beyond CMurphi's, on a token
-- lock. Constructs: declarations without semicolons, several constants
-- in one declaration (`M, K : 0x2`, unused), a hexadecimal literal
-- (`0x2`), an enum with a trailing comma, a function header without its
-- semicolon, an assertion's message before its condition and an
-- invariant's name after its condition. Proved by the main job (buggy
-- variant rumur_forms_bug_grab.m).

const
  N : 0x2
  M, K : 0x2

type
  Node : scalarset(N)
  Phase : enum { idle, waiting, busy, }

var
  phase : array [Node] of Phase
  held : boolean

function isFree(h : boolean) : boolean begin
  return !h;
end

startstate
begin
  for n : Node do phase[n] := idle end;
  held := false;
end

ruleset n : Node do
  rule "ask" phase[n] = idle ==> begin phase[n] := waiting end;

  rule "take" phase[n] = waiting & !held ==>
  begin
    assert "a free lock has no holder" isFree(held);
    phase[n] := busy;
    held := true;
  end;

  rule "leave" phase[n] = busy ==>
  begin
    phase[n] := idle;
    held := false;
  end;
end

ruleset i : Node; j : Node do
  invariant i = j | phase[i] != busy | phase[j] != busy "mutex";
end
