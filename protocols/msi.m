-- msi.m: a snooping MSI protocol with data values. Constructs: two scalarsets,
-- a ruleset with two parameters, records, switch on an enum, function over
-- a record, `undefine` of data, if/elsif/else,
-- invariants about data with `->`.

const
  NODES : 2;
  DATAS : 2;

type
  Node : scalarset(NODES);
  Data : scalarset(DATAS);
  State : enum {M, S, I};
  Line : record st : State; val : Data; endrecord;

var
  cache : array [Node] of Line;
  mem : Data;
  latest : Data;

function Valid(l : Line) : boolean;
begin
  return l.st != I;
end;

ruleset d : Data do
  startstate "Init"
    for n : Node do
      cache[n].st := I;
      undefine cache[n].val;
    end;
    mem := d; latest := d;
  end;
end;

ruleset n : Node do
  rule "Read"
    cache[n].st = I
  ==>
    for o : Node do
      if o != n & cache[o].st = M then
        mem := cache[o].val;
        cache[o].st := S;
      end;
    end;
    cache[n].st := S;
    cache[n].val := mem;
  end;

  rule "Upgrade"
    cache[n].st != M
  ==>
    for o : Node do
      if o = n then
        -- nothing to do for the requester itself
      elsif cache[o].st = M then
        mem := cache[o].val;
        cache[o].st := I; undefine cache[o].val;
      else
        cache[o].st := I; undefine cache[o].val;
      end;
    end;
    if cache[n].st = I then cache[n].val := mem; end;
    cache[n].st := M;
  end;

  rule "Evict"
    Valid(cache[n])
  ==>
    switch cache[n].st
      case M: mem := cache[n].val;
      case S:
      else error "evicting an invalid line";
    end;
    cache[n].st := I;
    undefine cache[n].val;
  end;
end;

ruleset n : Node; d : Data do
  rule "Write"
    cache[n].st = M
  ==>
    cache[n].val := d;
    latest := d;
  end;
end;

ruleset a : Node; b : Node do
  invariant "SWMR"
    a != b & cache[a].st = M -> cache[b].st = I;
end;

invariant "DataValue"
  forall n : Node do Valid(cache[n]) -> cache[n].val = latest end &
  ((forall n : Node do cache[n].st != M end) -> mem = latest);
