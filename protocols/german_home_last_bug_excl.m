-- german_home_last_bug_excl.m: german_home_last.m with the bug of
-- german_home_bug_excl.m: the home takes an exclusive copy straight from
-- the directory when no grant is out (ExGntd = false), forgetting the
-- remote nodes that share the line, so CtrlProp fails.

const
  NODE_NUM : 2;
  DATA_NUM : 2;

type
  NODE : 1..NODE_NUM; -- node NODE_NUM is the home
  DATA : 1..DATA_NUM;
  CACHE_STATE : enum {I, S, E};
  CACHE : record State : CACHE_STATE; Data : DATA; end;
  MSG_CMD : enum {Empty, ReqS, ReqE, Inv, InvAck, GntS, GntE};
  MSG : record Cmd : MSG_CMD; Data : DATA; end;

var
  Cache : array [NODE] of CACHE;
  Chan1 : array [NODE] of MSG; -- requests of the remote nodes
  Chan2 : array [NODE] of MSG; -- grants and invalidations
  Chan3 : array [NODE] of MSG; -- invalidation acknowledgements
  InvSet : array [NODE] of boolean;
  ShrSet : array [NODE] of boolean;
  ExGntd : boolean;
  CurCmd : MSG_CMD;
  CurPtr : NODE; -- the requesting node; NODE_NUM when there is none
  MemData : DATA;
  AuxData : DATA;

ruleset d : DATA do startstate "Init"
  for i : NODE do
    Chan1[i].Cmd := Empty; Chan2[i].Cmd := Empty; Chan3[i].Cmd := Empty;
    Cache[i].State := I; InvSet[i] := false; ShrSet[i] := false;
  end;
  ExGntd := false; CurCmd := Empty; CurPtr := NODE_NUM; MemData := d; AuxData := d;
end end;

ruleset i : NODE do rule "SendReqS"
  i != NODE_NUM & Chan1[i].Cmd = Empty & Cache[i].State = I
==>
  Chan1[i].Cmd := ReqS;
end end;

ruleset i : NODE do rule "SendReqE"
  i != NODE_NUM & Chan1[i].Cmd = Empty & (Cache[i].State = I | Cache[i].State = S)
==>
  Chan1[i].Cmd := ReqE;
end end;

rule "HomeReqS"
  CurCmd = Empty & Cache[NODE_NUM].State = I
==>
  CurCmd := ReqS; CurPtr := NODE_NUM;
  for j : NODE do InvSet[j] := ShrSet[j] end;
end;

rule "HomeReqE"
  CurCmd = Empty & (Cache[NODE_NUM].State = I | Cache[NODE_NUM].State = S)
==>
  CurCmd := ReqE; CurPtr := NODE_NUM;
  for j : NODE do InvSet[j] := ShrSet[j] end;
end;

rule "HomeTakeE"
  CurCmd = Empty & ExGntd = false & Cache[NODE_NUM].State != E
==>
  Cache[NODE_NUM].State := E; Cache[NODE_NUM].Data := MemData; ShrSet[NODE_NUM] := true; ExGntd := true;
end;

ruleset i : NODE do rule "RecvReqS"
  i != NODE_NUM & CurCmd = Empty & Chan1[i].Cmd = ReqS
==>
  CurCmd := ReqS; CurPtr := i; Chan1[i].Cmd := Empty;
  for j : NODE do InvSet[j] := ShrSet[j] end;
end end;

ruleset i : NODE do rule "RecvReqE"
  i != NODE_NUM & CurCmd = Empty & Chan1[i].Cmd = ReqE
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
  Chan2[i].Cmd := Empty; Chan3[i].Cmd := InvAck;
  if Cache[i].State = E then Chan3[i].Data := Cache[i].Data end;
  Cache[i].State := I; undefine Cache[i].Data;
end end;

ruleset i : NODE do rule "RecvInvAck"
  Chan3[i].Cmd = InvAck & CurCmd != Empty
==>
  Chan3[i].Cmd := Empty; ShrSet[i] := false;
  if ExGntd = true then
    ExGntd := false; MemData := Chan3[i].Data; undefine Chan3[i].Data;
  end;
end end;

ruleset i : NODE do rule "SendGntS"
  CurCmd = ReqS & CurPtr = i & Chan2[i].Cmd = Empty & ExGntd = false
==>
  Chan2[i].Cmd := GntS; Chan2[i].Data := MemData; ShrSet[i] := true;
  CurCmd := Empty; CurPtr := NODE_NUM;
end end;

ruleset i : NODE do rule "SendGntE"
  CurCmd = ReqE & CurPtr = i & Chan2[i].Cmd = Empty & ExGntd = false &
  forall j : NODE do ShrSet[j] = false end
==>
  Chan2[i].Cmd := GntE; Chan2[i].Data := MemData; ShrSet[i] := true;
  ExGntd := true; CurCmd := Empty; CurPtr := NODE_NUM;
end end;

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
