-- multiset_net.m: nodes ping each other through inboxes that are
-- multisets (CMurphi's multiset types: the order of the messages does not
-- matter), and a multiset records who answered. Constructs: a
-- multiset in an array over a scalarset and a global one, multisetadd of
-- a record and of a scalarset value, `choose` nested in a ruleset,
-- multisetremove, multisetremovepred, multisetcount in guards and in an
-- invariant, `undefined` as an actual parameter, `:= undefined`, and rule
-- priorities (CMurphi fires only the enabled rules of the least priority:
-- "reset" waits until no other rule is enabled).

const
  N : 3;
  SLOTS : 2;
  LOGSIZE : 2;

type
  Node : scalarset(N);
  Kind : enum {Ping, Pong};
  Msg : record
    kind : Kind;
    from : Node;
    via : Node;     -- a relay, unused: always undefined
  end;

var
  inbox : array [Node] of multiset [SLOTS] of Msg;
  answers : multiset [LOGSIZE] of Node;
  pinged : array [Node] of boolean;

procedure Send(dst : Node; k : Kind; from : Node; via : Node);
var m : Msg;
begin
  m.kind := k;
  m.from := from;
  m.via := via;
  multisetadd(m, inbox[dst]);
end;

startstate
begin
  undefine inbox;
  undefine answers;
  for n : Node do pinged[n] := false end;
end;

ruleset i : Node; j : Node do
  rule "ping" i != j & !pinged[i] & multisetcount(k : inbox[j], true) < SLOTS ==>
  begin
    Send(j, Ping, i, undefined);
    pinged[i] := true;
  end;
end;

ruleset n : Node do
  choose c : inbox[n] do
    rule "answer" inbox[n][c].kind = Ping ==>
    var dst : Node;
    begin
      dst := inbox[n][c].from;
      multisetremove(c, inbox[n]);
      if multisetcount(k : inbox[dst], true) < SLOTS then
        Send(dst, Pong, n, undefined);
      end;
    end;

    rule "consume" inbox[n][c].kind = Pong ==>
    var who : Node;
    begin
      who := inbox[n][c].from;
      multisetremove(c, inbox[n]);
      if multisetcount(k : answers, true) < LOGSIZE then
        multisetadd(who, answers);
      end;
      pinged[n] := false;
      who := undefined;
    end;
  end;
end;

-- Only when nothing else can happen: forget the answers of one node.
ruleset n : Node do
  rule 10 "reset" multisetcount(k : answers, answers[k] = n) > 0 ==>
  begin
    multisetremovepred(k : answers, answers[k] = n);
  end;
end;

invariant "relays unused"
  forall n : Node do multisetcount(k : inbox[n], !isundefined(inbox[n][k].via)) = 0 end;
