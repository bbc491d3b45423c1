-- german_mix_bug.m: german_mix.m with a bug: the home takes back the
-- exclusive copy's invalidation acknowledgement without writing its datum
-- to memory, so memory keeps a stale datum (DataProp fails).
--
-- german_mix.m: German with the home node inside the node type, written
-- the way engineers write it, with many constructs at once: a named home
-- constant, messages that carry their sender, sent by a procedure with a
-- var parameter and emptied by `clear` (which resets the sender to node 0
-- and the datum to 1), a function in guards, a switch over the grant, a
-- rule-level alias, a rule-local variable, a `for` with two quantifiers
-- and a startstate ruleset over the data. Node 0 is the home: it holds
-- the directory and memory and caches like the others.

const
  NODE_NUM : 2;
  DATA_NUM : 2;
  HOME : 0;

type
  NODE : 0..NODE_NUM;
  DATA : 1..DATA_NUM;
  CACHE_STATE : enum {I, S, E};
  CACHE : record State : CACHE_STATE; Data : DATA; end;
  MSG_CMD : enum {Empty, ReqS, ReqE, Inv, InvAck, GntS, GntE};
  MSG : record Cmd : MSG_CMD; Src : NODE; Data : DATA; end;

var
  Cache : array [NODE] of CACHE;
  Chan1 : array [NODE] of MSG;
  Chan2 : array [NODE] of MSG;
  Chan3 : array [NODE] of MSG;
  InvSet : array [NODE] of boolean;
  ShrSet : array [NODE] of boolean;
  ExGntd : boolean;
  CurCmd : MSG_CMD;
  CurPtr : NODE;
  MemData : DATA;
  AuxData : DATA;

procedure Send(var m : MSG; c : MSG_CMD; src : NODE; d : DATA);
begin
  m.Cmd := c;
  m.Src := src;
  m.Data := d;
end;

function Remote(n : NODE) : boolean;
begin
  return n != HOME;
end;

ruleset d : DATA do startstate "Init"
  for i : NODE do
    clear Chan1[i]; clear Chan2[i]; clear Chan3[i];
    Cache[i].State := I; Cache[i].Data := d;
  end;
  for i : NODE; j : NODE do
    InvSet[i] := false; ShrSet[j] := false;
  end;
  ExGntd := false; CurCmd := Empty; CurPtr := HOME;
  MemData := d; AuxData := d;
end end;

ruleset i : NODE do
  alias req : Chan1[i]; c : Cache[i] do

  rule "SendReqS"
    Remote(i) & req.Cmd = Empty & c.State = I
  ==>
    Send(req, ReqS, i, MemData);
  end;

  rule "SendReqE"
    Remote(i) & req.Cmd = Empty & (c.State = I | c.State = S)
  ==>
    Send(req, ReqE, i, MemData);
  end;

  rule "RecvReq"
    Remote(i) & CurCmd = Empty & req.Cmd != Empty
  ==>
  var cmd : MSG_CMD;
  begin
    cmd := req.Cmd;
    CurCmd := cmd; CurPtr := req.Src;
    clear req;
    for j : NODE do InvSet[j] := ShrSet[j] end;
  end;
end end;

rule "HomeReqS"
  CurCmd = Empty & Cache[HOME].State = I
==>
  CurCmd := ReqS; CurPtr := HOME;
  for j : NODE do InvSet[j] := ShrSet[j] end;
end;

rule "HomeReqE"
  CurCmd = Empty & Cache[HOME].State != E
==>
  CurCmd := ReqE; CurPtr := HOME;
  for j : NODE do InvSet[j] := ShrSet[j] end;
end;

ruleset i : NODE do rule "SendInv"
  Chan2[i].Cmd = Empty & InvSet[i] &
  (CurCmd = ReqE | CurCmd = ReqS & ExGntd)
==>
  Send(Chan2[i], Inv, HOME, MemData); InvSet[i] := false;
end end;

ruleset i : NODE do rule "SendInvAck"
  Chan2[i].Cmd = Inv & Chan3[i].Cmd = Empty
==>
  clear Chan2[i];
  if Cache[i].State = E then
    Send(Chan3[i], InvAck, i, Cache[i].Data);
  else
    Send(Chan3[i], InvAck, i, MemData);
  end;
  Cache[i].State := I;
end end;

ruleset i : NODE do rule "RecvInvAck"
  Chan3[i].Cmd = InvAck & CurCmd != Empty
==>
  ShrSet[i] := false;
  if ExGntd then
    ExGntd := false;
  end;
  clear Chan3[i];
end end;

ruleset i : NODE do rule "SendGntS"
  CurCmd = ReqS & CurPtr = i & Chan2[i].Cmd = Empty & !ExGntd
==>
  Send(Chan2[i], GntS, HOME, MemData); ShrSet[i] := true;
  CurCmd := Empty; CurPtr := HOME;
end end;

ruleset i : NODE do rule "SendGntE"
  CurCmd = ReqE & CurPtr = i & Chan2[i].Cmd = Empty & !ExGntd &
  forall j : NODE do !ShrSet[j] end
==>
  Send(Chan2[i], GntE, HOME, MemData); ShrSet[i] := true;
  ExGntd := true; CurCmd := Empty; CurPtr := HOME;
end end;

ruleset i : NODE do rule "RecvGnt"
  Chan2[i].Cmd = GntS | Chan2[i].Cmd = GntE
==>
  switch Chan2[i].Cmd
  case GntS: Cache[i].State := S;
  case GntE: Cache[i].State := E;
  endswitch;
  Cache[i].Data := Chan2[i].Data;
  clear Chan2[i];
end end;

ruleset i : NODE; d : DATA do rule "Store"
  Cache[i].State = E
==>
  Cache[i].Data := d; AuxData := d;
end end;

invariant "CtrlProp"
  forall i : NODE do forall j : NODE do
    i != j -> (Cache[i].State = E -> Cache[j].State = I) &
              (Cache[i].State = S -> Cache[j].State = I | Cache[j].State = S)
  end end;

invariant "DataProp"
  (!ExGntd -> MemData = AuxData) &
  forall i : NODE do Cache[i].State != I -> Cache[i].Data = AuxData end;
