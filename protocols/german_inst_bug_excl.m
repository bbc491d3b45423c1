-- german_inst_bug_excl.m: german_inst.m with a bug: the exclusive grant
-- ignores the sharers (SendGntE does not wait for NoSharers()). Expected:
-- invariant "Coherence12" or "Coherence21" is violated. Based on german_lite.m with its coherence property written for
-- nodes 1 and 2 only, as some published models instantiate their
-- properties at the file's size (NODE : 1..NODE_NUM, NODE_NUM : 2). The
-- constants 1 and 2 are then distinguished values that leave no other node
-- at the file's size: the reference instance is made larger (NODE_NUM = 3
-- and up) and the proof covers nodes 1 and 2 for any number of nodes.
-- Constructs: properties over literal node values, a subrange node type
-- whose every value is distinguished at the file's size.

const
  NODE_NUM : 2;

type
  NODE : 1..NODE_NUM;
  CACHE_STATE : enum {Invalid, Shared, Exclusive};
  MSG_CMD : enum {Empty, ReqS, ReqE, Inv, InvAck, GntS, GntE};
  CACHE : record State : CACHE_STATE; end;
  MSG : record Cmd : MSG_CMD; end;

var
  Cache : array [NODE] of CACHE;
  Chan1 : array [NODE] of MSG;   -- requests
  Chan2 : array [NODE] of MSG;   -- grants and invalidations
  Chan3 : array [NODE] of MSG;   -- invalidation acknowledgements
  InvSet : array [NODE] of boolean;
  ShrSet : array [NODE] of boolean;
  ExGntd : boolean;
  CurCmd : MSG_CMD;
  CurPtr : NODE;

/* Sends a message command on a channel slot. */
procedure Send(var m : MSG; c : MSG_CMD);
begin
  m.Cmd := c;
end;

function NoSharers() : boolean;
begin
  return forall j : NODE do ShrSet[j] = false end;
end;

startstate "Init"
  for i : NODE do
    Chan1[i].Cmd := Empty; Chan2[i].Cmd := Empty; Chan3[i].Cmd := Empty;
    Cache[i].State := Invalid; InvSet[i] := false; ShrSet[i] := false;
  end;
  ExGntd := false; CurCmd := Empty;
  undefine CurPtr;
end;

ruleset i : NODE do
  rule "SendReqS"
    Chan1[i].Cmd = Empty & Cache[i].State = Invalid
  ==>
    Send(Chan1[i], ReqS);
  end;

  rule "SendReqE"
    Chan1[i].Cmd = Empty & (Cache[i].State = Invalid | Cache[i].State = Shared)
  ==>
    Send(Chan1[i], ReqE);
  end;

  rule "RecvReq"
    CurCmd = Empty & Chan1[i].Cmd != Empty
  ==>
    CurCmd := Chan1[i].Cmd; CurPtr := i; Chan1[i].Cmd := Empty;
    for j : NODE do InvSet[j] := ShrSet[j]; end;
  end;

  rule "SendInv"
    Chan2[i].Cmd = Empty & InvSet[i] = true &
    (CurCmd = ReqE | CurCmd = ReqS & ExGntd = true)
  ==>
    Send(Chan2[i], Inv); InvSet[i] := false;
  end;

  rule "SendInvAck"
    Chan2[i].Cmd = Inv & Chan3[i].Cmd = Empty
  ==>
    Chan2[i].Cmd := Empty; Send(Chan3[i], InvAck);
    Cache[i].State := Invalid;
  end;

  rule "RecvInvAck"
    Chan3[i].Cmd = InvAck & CurCmd != Empty
  ==>
    Chan3[i].Cmd := Empty; ShrSet[i] := false;
    if ExGntd = true then ExGntd := false; end;
  end;

  rule "SendGntS"
    CurCmd = ReqS & CurPtr = i & Chan2[i].Cmd = Empty & ExGntd = false
  ==>
    Send(Chan2[i], GntS); ShrSet[i] := true; CurCmd := Empty; undefine CurPtr;
  end;

  rule "SendGntE"
    CurCmd = ReqE & CurPtr = i & Chan2[i].Cmd = Empty & ExGntd = false
  ==>
    Send(Chan2[i], GntE); ShrSet[i] := true; ExGntd := true;
    CurCmd := Empty; undefine CurPtr;
  end;

  rule "RecvGnt"
    Chan2[i].Cmd = GntS | Chan2[i].Cmd = GntE
  ==>
    if Chan2[i].Cmd = GntS then
      Cache[i].State := Shared;
    else
      Cache[i].State := Exclusive;
    end;
    Chan2[i].Cmd := Empty;
  end;
end;

invariant "Coherence12"
  (Cache[1].State = Exclusive -> Cache[2].State = Invalid) &
  (Cache[1].State = Shared -> Cache[2].State != Exclusive);

invariant "Coherence21"
  (Cache[2].State = Exclusive -> Cache[1].State = Invalid) &
  (Cache[2].State = Shared -> Cache[1].State != Exclusive);

invariant "ExclusiveIsGranted"
  (exists i : NODE do Cache[i].State = Exclusive end) -> ExGntd = true;
