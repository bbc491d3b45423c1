-- clear spelled out: loops over subrange and scalarset indices, unrolled
-- enum and boolean indices, first values (a subrange's lower bound); a
-- clear that reaches a scalarset is left. Whole assignments and undefine
-- stay as they are (proof generation spells them out).
const
  N : 2;
type
  NODE : scalarset(N);
  ST : enum { A, B };
  SMALL : 1..3;
  CELL : record
    s : ST;
    f : boolean;
    n : SMALL;
  end;
  ROW : array [ST] of CELL;
  BIG : record
    rows : array [NODE] of ROW;
    flags : array [boolean] of boolean;
    tail : array [2..3] of ST;
    who : NODE;
  end;
var
  a : BIG;
  c : BIG;
  m : array [NODE] of array [NODE] of ST;

startstate
  clear a.rows;
  clear a.flags;
  clear a.tail;
  undefine a.who;
  undefine c;
  clear m;
end;

rule "copy"
  true
==>
  c := a;
  a.rows := a.rows;
end;

rule "clear who"
  true
==>
  clear c;
end;

rule "itself"
  true
==>
  m := m;
end;
