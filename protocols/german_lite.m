-- german_lite.m: a German-style directory protocol without data, written for
-- paraverify (the demo model). Constructs: const, scalarset, enum, record,
-- arrays of records, procedure with a var parameter, function with return,
-- ruleset with one parameter, startstate, invariant inside a two-parameter
-- ruleset, forall/exists, if/else, for over a type, `->`, `!=`, `&`, `|`.

const
  NODE_NUM : 3;

type
  NODE : scalarset(NODE_NUM);
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
    CurCmd = ReqE & CurPtr = i & Chan2[i].Cmd = Empty & ExGntd = false & NoSharers()
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

ruleset i : NODE; j : NODE do
  invariant "Coherence"
    i != j -> (Cache[i].State = Exclusive -> Cache[j].State = Invalid) &
              (Cache[i].State = Shared -> Cache[j].State != Exclusive);
end;

invariant "ExclusiveIsGranted"
  (exists i : NODE do Cache[i].State = Exclusive end) -> ExGntd = true;
