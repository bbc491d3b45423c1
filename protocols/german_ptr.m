-- german_ptr.m: german_home.m (a German-style directory whose home node 0 is
-- a node of the node type, with a cache of its own) written the way many
-- people write a directory: the home's rules have no node parameter and
-- index the arrays by the directory's pointer, Chan2[CurPtr] and
-- ShrSet[CurPtr], and the invalidation acknowledgement is read through the
-- pointer it carries (Chan3[i].Src, the node that sent it). The lowering
-- makes each such index a parameter of its rule with the guard conjunct
-- `p = CurPtr` (paraverify lower shows it); the search and the proof read
-- the rule as paraVerifier's users write it by hand.
-- Constructs: array indices that read state the rules change (a pointer
-- variable, a field of a message), in guards and actions, and in a
-- property.

const
  NODE_NUM : 2;
  DATA_NUM : 2;

type
  NODE : 0..NODE_NUM; -- node 0 is the home
  DATA : 1..DATA_NUM;
  CACHE_STATE : enum {I, S, E};
  CACHE : record State : CACHE_STATE; Data : DATA; end;
  MSG_CMD : enum {Empty, ReqS, ReqE, Inv, InvAck, GntS, GntE};
  MSG : record Cmd : MSG_CMD; Data : DATA; Src : NODE; end;

var
  Cache : array [NODE] of CACHE;
  Chan1 : array [NODE] of MSG; -- requests of the remote nodes
  Chan2 : array [NODE] of MSG; -- grants and invalidations
  Chan3 : array [NODE] of MSG; -- invalidation acknowledgements
  InvSet : array [NODE] of boolean;
  ShrSet : array [NODE] of boolean;
  ExGntd : boolean;
  CurCmd : MSG_CMD;
  CurPtr : NODE; -- the requesting node; 0 when there is none
  MemData : DATA;
  AuxData : DATA;

ruleset d : DATA do startstate "Init"
  for i : NODE do
    Chan1[i].Cmd := Empty; Chan2[i].Cmd := Empty; Chan3[i].Cmd := Empty;
    Cache[i].State := I; InvSet[i] := false; ShrSet[i] := false;
  end;
  ExGntd := false; CurCmd := Empty; CurPtr := 0; MemData := d; AuxData := d;
end end;

ruleset i : NODE do rule "SendReqS"
  i != 0 & Chan1[i].Cmd = Empty & Cache[i].State = I
==>
  Chan1[i].Cmd := ReqS;
end end;

ruleset i : NODE do rule "SendReqE"
  i != 0 & Chan1[i].Cmd = Empty & (Cache[i].State = I | Cache[i].State = S)
==>
  Chan1[i].Cmd := ReqE;
end end;

rule "HomeReqS"
  CurCmd = Empty & Cache[0].State = I
==>
  CurCmd := ReqS; CurPtr := 0;
  for j : NODE do InvSet[j] := ShrSet[j] end;
end;

rule "HomeReqE"
  CurCmd = Empty & (Cache[0].State = I | Cache[0].State = S)
==>
  CurCmd := ReqE; CurPtr := 0;
  for j : NODE do InvSet[j] := ShrSet[j] end;
end;

ruleset i : NODE do rule "RecvReqS"
  i != 0 & CurCmd = Empty & Chan1[i].Cmd = ReqS
==>
  CurCmd := ReqS; CurPtr := i; Chan1[i].Cmd := Empty;
  for j : NODE do InvSet[j] := ShrSet[j] end;
end end;

ruleset i : NODE do rule "RecvReqE"
  i != 0 & CurCmd = Empty & Chan1[i].Cmd = ReqE
==>
  CurCmd := ReqE; CurPtr := i; Chan1[i].Cmd := Empty;
  for j : NODE do InvSet[j] := ShrSet[j] end;
end end;

ruleset i : NODE do rule "SendInv"
  Chan2[i].Cmd = Empty & InvSet[i] = true &
  (CurCmd = ReqE | CurCmd = ReqS & ExGntd = true)
==>
  Chan2[i].Cmd := Inv; InvSet[i] := false;
end end;

ruleset i : NODE do rule "SendInvAck"
  Chan2[i].Cmd = Inv & Chan3[i].Cmd = Empty
==>
  Chan2[i].Cmd := Empty; Chan3[i].Cmd := InvAck; Chan3[i].Src := i;
  if Cache[i].State = E then Chan3[i].Data := Cache[i].Data end;
  Cache[i].State := I; undefine Cache[i].Data;
end end;

ruleset i : NODE do rule "RecvInvAck"
  Chan3[i].Cmd = InvAck & CurCmd != Empty
==>
  Chan3[i].Cmd := Empty; ShrSet[Chan3[i].Src] := false;
  if ExGntd = true then
    ExGntd := false; MemData := Chan3[i].Data; undefine Chan3[i].Data;
  end;
end end;

rule "SendGntS"
  CurCmd = ReqS & Chan2[CurPtr].Cmd = Empty & ExGntd = false
==>
  Chan2[CurPtr].Cmd := GntS; Chan2[CurPtr].Data := MemData; ShrSet[CurPtr] := true;
  CurCmd := Empty; CurPtr := 0;
end;

rule "SendGntE"
  CurCmd = ReqE & Chan2[CurPtr].Cmd = Empty & ExGntd = false &
  forall j : NODE do ShrSet[j] = false end
==>
  Chan2[CurPtr].Cmd := GntE; Chan2[CurPtr].Data := MemData; ShrSet[CurPtr] := true;
  ExGntd := true; CurCmd := Empty; CurPtr := 0;
end;

ruleset i : NODE do rule "RecvGntS"
  Chan2[i].Cmd = GntS
==>
  Cache[i].State := S; Cache[i].Data := Chan2[i].Data;
  Chan2[i].Cmd := Empty; undefine Chan2[i].Data;
end end;

ruleset i : NODE do rule "RecvGntE"
  Chan2[i].Cmd = GntE
==>
  Cache[i].State := E; Cache[i].Data := Chan2[i].Data;
  Chan2[i].Cmd := Empty; undefine Chan2[i].Data;
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
  (ExGntd = false -> MemData = AuxData) &
  forall i : NODE do Cache[i].State != I -> Cache[i].Data = AuxData end;

-- a property that reads the pointer
invariant "RequesterNotExclWithoutGrant"
  ExGntd = false -> Cache[CurPtr].State != E;
