type T : 1..2;
var x : boolean;
ruleset i : T; i : T do  -- ### "i redeclared in this scope"
  rule "r" x ==> x := false end;
end;
startstate x := true end;
