-- Mutual exclusion with a lock, written with switch and aliases, which the
-- lowering turns into if/elsif chains and substitutions: a rule-level
-- alias around a ruleset's rules, statement aliases of a record and of a
-- value, a switch with a case list and an else, and a switch on a
-- parameter. Correct: the main job proves it (switch_alias_bug_eager.m
-- is a broken variant).

const
  N : 3;

type
  NODE : scalarset(N);
  PC : enum { Idle, Trying, Critical, Exiting };
  MODE : enum { Polite, Eager };
  PROC : record
    pc : PC;
    waited : boolean;
  end;

var
  p : array [NODE] of PROC;
  lock : boolean;
  holder : NODE;

startstate
  for i : NODE do
    p[i].pc := Idle;
    p[i].waited := false;
  end;
  lock := false;
  undefine holder;
end;

ruleset i : NODE; m : MODE do
  alias me : p[i] do
    rule "Step"
      true
    ==>
      switch me.pc
      case Idle:
        me.pc := Trying;
      case Trying:
        alias free : !lock do
          if free then
            lock := true;
            holder := i;
            me.pc := Critical;
          else
            switch m
            case Polite:
              me.waited := true;
            else
              me.waited := false;
            end;
          end;
        end;
      case Critical, Exiting:
        alias h : holder; q : p[i] do
          if q.pc = Critical then
            q.pc := Exiting;
          else
            q.pc := Idle;
            lock := false;
            undefine h;
          end;
        end;
      end;
    end;
  end;
end;

ruleset i : NODE; j : NODE do
  invariant "Mutex"
    i != j -> !((p[i].pc = Critical | p[i].pc = Exiting) & (p[j].pc = Critical | p[j].pc = Exiting));
end;
