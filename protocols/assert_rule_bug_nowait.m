-- assert_rule_bug_nowait.m: assert_rule.m with a bug: "request" leaves
-- the node in I, so a grant finds it not waiting and the assert "grant
-- without a request" fails (a trace, exit 1). The rest:
-- a home grants exclusive access on request, with the
-- checks that real models write into their rules: an `assert` at the
-- start of a rule, an `assert` in one case of a `switch` on a message
-- and an `error` (in a procedure, as "unhandled message" handlers are
-- written) in its default case. The lowering states each as an invariant
-- over the state before the rule (guard -> (the path's conditions ->
-- the asserted condition)), which the search and the proof take as
-- properties.

const
  N : 3;

type
  NODE : scalarset(N);
  MSG : enum {None, Req, Gnt};
  ST : enum {I, W, E};

var
  req : array [NODE] of MSG;   -- node to home
  net : array [NODE] of MSG;   -- home to node
  st : array [NODE] of ST;
  busy : boolean;

procedure Unhandled();
begin
  error "unhandled message";
end;

ruleset i : NODE do
  rule "request"
    st[i] = I & req[i] = None & net[i] = None
  ==>
  begin
    req[i] := Req;
  end;

  rule "home grants"
    req[i] = Req & !busy
  ==>
  begin
    assert net[i] = None "grant channel busy";
    req[i] := None;
    net[i] := Gnt;
    busy := true;
  end;

  rule "receive"
    net[i] != None
  ==>
  begin
    switch net[i]
    case Gnt:
      assert st[i] = W "grant without a request";
      st[i] := E;
    else
      Unhandled();
    end;
    net[i] := None;
  end;

  rule "release"
    st[i] = E
  ==>
  begin
    st[i] := I;
    busy := false;
  end;
endruleset;

startstate
begin
  for i : NODE do
    req[i] := None;
    net[i] := None;
    st[i] := I;
  end;
  busy := false;
end;

invariant "excl"
  forall i : NODE do forall j : NODE do
    i != j -> !(st[i] = E & st[j] = E)
  end end;
