-- Mutual exclusion written with the statements the weakest-precondition
-- computation must see through: a rule-local record copied from and back
-- into the state, a whole-array local copy, a procedure with a var
-- parameter, a function with one return, a switch, a statement alias and
-- a rule-level alias. Correct: used by the invariant-search tests.

const
  N : 3;

type
  NODE : scalarset(N);
  ST : enum { I, T, C, E };
  CELL : record
    st : ST;
    owned : boolean;
  end;

var
  cells : array [NODE] of CELL;
  owner : NODE;
  busy : boolean;

procedure Grant(var c : CELL);
begin
  c.st := C;
  c.owned := true;
end;

function Free() : boolean;
begin
  return !busy;
end;

startstate "Init"
  for i : NODE do
    cells[i].st := I;
    cells[i].owned := false;
  end;
  busy := false;
  undefine owner;
end;

ruleset i : NODE do
  alias me : cells[i] do
    rule "Try"
      me.st = I
    ==>
      me.st := T;
    end;

    rule "Enter"
      Free() & me.st = T
    ==>
    var tmp : CELL;
    begin
      tmp := cells[i];
      Grant(tmp);
      cells[i] := tmp;
      busy := true;
      owner := i;
    end;
  end;

  rule "Exit"
    cells[i].st = C
  ==>
    cells[i].st := E;
  end;

  rule "Idle"
    cells[i].st = E
  ==>
  var all : array [NODE] of CELL;
  begin
    all := cells;
    switch all[i].st
    case E:
      alias a : all[i] do
        a.st := I;
        a.owned := false;
      end;
    else
      all[i].owned := true;
    end;
    cells := all;
    busy := false;
    undefine owner;
  end;
end;

invariant "Mutex"
  forall i : NODE do forall j : NODE do
    i != j -> !((cells[i].st = C | cells[i].st = E) & (cells[j].st = C | cells[j].st = E))
  end end;
