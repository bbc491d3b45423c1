-- German's directory protocol, with data, for several addresses whose
-- messages share each node's three channels: a channel holds one message,
-- for any address, and the message says which (Addr); a channel emptied
-- is reset to address 1. The home keeps a directory per address and is
-- node 0 of the node type: it caches too, and requests for itself without
-- a channel. German 2004's two addresses and home node in small
-- (german_addr.m without the home inside the node type).
const
  NODE_NUM : 3;
  ADDR_NUM : 2;
  DATA_NUM : 2;

type
  NODE : 0..NODE_NUM; -- node 0 is the home, which also caches
  ADDR : 1..ADDR_NUM;
  DATA : 1..DATA_NUM;
  CACHE_STATE : enum { I, S, E };
  CACHE : record State : CACHE_STATE; Data : DATA; end;
  MSG_CMD : enum { Empty, ReqS, ReqE, Inv, InvAck, GntS, GntE };
  MSG : record Cmd : MSG_CMD; Addr : ADDR; Data : DATA; end;

var
  Cache : array [NODE] of array [ADDR] of CACHE;
  Chan1 : array [NODE] of MSG;
  Chan2 : array [NODE] of MSG;
  Chan3 : array [NODE] of MSG;
  ShrSet : array [ADDR] of array [NODE] of boolean;
  InvSet : array [ADDR] of array [NODE] of boolean;
  ExGntd : array [ADDR] of boolean;
  CurCmd : array [ADDR] of MSG_CMD;
  CurPtr : array [ADDR] of NODE;
  MemData : array [ADDR] of DATA;
  AuxData : array [ADDR] of DATA;

ruleset d : DATA do startstate "Init"
  for i : NODE do
    Chan1[i].Cmd := Empty; Chan1[i].Addr := 1; Chan1[i].Data := d;
    Chan2[i].Cmd := Empty; Chan2[i].Addr := 1; Chan2[i].Data := d;
    Chan3[i].Cmd := Empty; Chan3[i].Addr := 1; Chan3[i].Data := d;
    for a : ADDR do
      Cache[i][a].State := I;
      Cache[i][a].Data := d;
      ShrSet[a][i] := false;
      InvSet[a][i] := false;
    end;
  end;
  for a : ADDR do
    CurCmd[a] := Empty;
    ExGntd[a] := false;
    MemData[a] := d;
    AuxData[a] := d;
  end;
endstartstate; endruleset;

ruleset i : NODE; a : ADDR do
rule "SendReqS"
  Cache[i][a].State = I & Chan1[i].Cmd = Empty ==>
begin
  Chan1[i].Cmd := ReqS; Chan1[i].Addr := a;
endrule;

rule "SendReqE"
  (Cache[i][a].State = I | Cache[i][a].State = S) & Chan1[i].Cmd = Empty ==>
begin
  Chan1[i].Cmd := ReqE; Chan1[i].Addr := a;
endrule;

rule "RecvReq"
  CurCmd[a] = Empty & Chan1[i].Cmd != Empty & Chan1[i].Addr = a ==>
begin
  CurCmd[a] := Chan1[i].Cmd;
  Chan1[i].Cmd := Empty; Chan1[i].Addr := 1;
  CurPtr[a] := i;
  for j : NODE do InvSet[a][j] := ShrSet[a][j]; end;
endrule;

rule "SendInvE"
  CurCmd[a] = ReqE & InvSet[a][i] & Chan2[i].Cmd = Empty ==>
begin
  Chan2[i].Cmd := Inv; Chan2[i].Addr := a;
  InvSet[a][i] := false;
endrule;

rule "SendInvS"
  CurCmd[a] = ReqS & ExGntd[a] & InvSet[a][i] & Chan2[i].Cmd = Empty ==>
begin
  Chan2[i].Cmd := Inv; Chan2[i].Addr := a;
  InvSet[a][i] := false;
endrule;

rule "SendInvAck"
  Chan2[i].Cmd = Inv & Chan2[i].Addr = a & Chan3[i].Cmd = Empty ==>
begin
  Chan2[i].Cmd := Empty; Chan2[i].Addr := 1;
  Chan3[i].Cmd := InvAck; Chan3[i].Addr := a;
  if Cache[i][a].State = E then Chan3[i].Data := Cache[i][a].Data; end;
  Cache[i][a].State := I;
endrule;

rule "RecvInvAck"
  CurCmd[a] != Empty & Chan3[i].Cmd = InvAck & Chan3[i].Addr = a ==>
begin
  ShrSet[a][i] := false;
  if ExGntd[a] then ExGntd[a] := false; MemData[a] := Chan3[i].Data; end;
  Chan3[i].Cmd := Empty; Chan3[i].Addr := 1;
endrule;

rule "SendGntS"
  CurCmd[a] = ReqS & CurPtr[a] = i & !ExGntd[a] & Chan2[i].Cmd = Empty ==>
begin
  ShrSet[a][i] := true;
  CurCmd[a] := Empty;
  Chan2[i].Cmd := GntS; Chan2[i].Addr := a; Chan2[i].Data := MemData[a];
endrule;

rule "SendGntE"
  CurCmd[a] = ReqE & CurPtr[a] = i & !ExGntd[a] & Chan2[i].Cmd = Empty &
  forall j : NODE do ShrSet[a][j] = false end ==>
begin
  ShrSet[a][i] := true;
  CurCmd[a] := Empty;
  ExGntd[a] := true;
  Chan2[i].Cmd := GntE; Chan2[i].Addr := a; Chan2[i].Data := MemData[a];
endrule;

rule "RecvGntS"
  Chan2[i].Cmd = GntS & Chan2[i].Addr = a ==>
begin
  Cache[i][a].State := S;
  Cache[i][a].Data := Chan2[i].Data;
  Chan2[i].Cmd := Empty; Chan2[i].Addr := 1;
endrule;

rule "RecvGntE"
  Chan2[i].Cmd = GntE & Chan2[i].Addr = a ==>
begin
  Cache[i][a].State := E;
  Cache[i][a].Data := Chan2[i].Data;
  Chan2[i].Cmd := Empty; Chan2[i].Addr := 1;
endrule;
endruleset;

-- the home's own requests go to its directory without a channel
ruleset a : ADDR do
rule "HomeReqS"
  Cache[0][a].State = I & CurCmd[a] = Empty & Chan1[0].Cmd = Empty ==>
begin
  CurCmd[a] := ReqS;
  CurPtr[a] := 0;
  for j : NODE do InvSet[a][j] := ShrSet[a][j]; end;
endrule;

rule "HomeReqE"
  Cache[0][a].State != E & CurCmd[a] = Empty & Chan1[0].Cmd = Empty ==>
begin
  CurCmd[a] := ReqE;
  CurPtr[a] := 0;
  for j : NODE do InvSet[a][j] := ShrSet[a][j]; end;
endrule;
endruleset;

ruleset i : NODE; a : ADDR; d : DATA do
rule "Store"
  Cache[i][a].State = E ==>
begin
  Cache[i][a].Data := d;
  AuxData[a] := d;
endrule;
endruleset;

ruleset a : ADDR do
invariant "CntrlProp"
  forall i : NODE do forall j : NODE do
    i != j -> (Cache[i][a].State = E -> Cache[j][a].State = I) &
              (Cache[i][a].State = S -> Cache[j][a].State = I | Cache[j][a].State = S)
  end end;

invariant "DataProp"
  (ExGntd[a] = false -> MemData[a] = AuxData[a]) &
  forall i : NODE do Cache[i][a].State != I -> Cache[i][a].Data = AuxData[a] end;
endruleset;
