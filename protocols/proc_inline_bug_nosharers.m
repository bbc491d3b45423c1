-- BROKEN: NoSharers returns true as soon as one node is not a sharer, so
-- an exclusive copy is granted beside a shared one. Otherwise as
-- protocols/proc_inline.m, whose header lists the constructs. Must be
-- reported violated (invariant Coherence) with a trace.

const
  N : 3;

type
  NODE : scalarset(N);
  ST : enum { I, S, E };
  MSG : enum { Empty, GetS, GetE, GntS, GntE };

var
  cache : array [NODE] of ST;
  req : array [NODE] of MSG;   -- node to directory
  chan : array [NODE] of MSG;  -- directory to node
  shr : array [NODE] of boolean;
  exGntd : boolean;

procedure Send(var c : MSG; m : MSG);
begin
  c := m;
end;

-- Grant answers n's request; excl is read after req[n] is cleared.
procedure Grant(n : NODE; excl : boolean);
var m : MSG;
begin
  shr[n] := true;
  req[n] := Empty;
  if excl then
    exGntd := true;
    Send(chan[n], GntE);
    return;
  end;
  m := GntS;
  Send(chan[n], m);
end;

function NoSharers() : boolean;
begin
  for j : NODE do
    if !shr[j] then
      return true;
    end;
  end;
  return false;
end;

function Got(m : MSG) : ST;
begin
  switch m
  case GntS:
    return S;
  case GntE:
    return E;
  else
    return I;
  end;
end;

function Wants(n : NODE) : boolean;
var r : boolean;
begin
  r := false;
  if req[n] = GetE then
    r := true;
  end;
  return r;
end;

startstate
  for i : NODE do
    cache[i] := I;
    req[i] := Empty;
    chan[i] := Empty;
    shr[i] := false;
  end;
  exGntd := false;
end;

ruleset i : NODE do
  rule "ReqS"
    cache[i] = I & req[i] = Empty
  ==>
    Send(req[i], GetS);
  end;

  rule "ReqE"
    cache[i] != E & req[i] = Empty
  ==>
    Send(req[i], GetE);
  end;

  rule "Grant"
    req[i] != Empty & chan[i] = Empty & !exGntd & (req[i] = GetS | NoSharers())
  ==>
    Grant(i, Wants(i));
  end;

  rule "Recv"
    chan[i] != Empty
  ==>
    cache[i] := Got(chan[i]);
    chan[i] := Empty;
  end;

  rule "Evict"
    cache[i] != I & chan[i] = Empty
  ==>
    if cache[i] = E then
      exGntd := false;
    end;
    cache[i] := I;
    shr[i] := false;
  end;
end;

ruleset i : NODE; j : NODE do
  invariant "Coherence"
    i != j -> (cache[i] = E -> cache[j] = I);
end;
