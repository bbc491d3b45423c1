-- CMurphi copies an undefined enum, scalarset or union variable into one of
-- the same type (its operator= copies the raw value; Rumur reports an
-- error): 2 states, 3 rules fired in CMurphi 5.4.9. A subrange or boolean
-- is read as an integer, which fails (see undefined_read.m).
type E : enum {A, B}; S : scalarset(2);
var x, y : E; p, q : S;
startstate begin undefine y; x := A; undefine p; undefine q; end;
rule "copy" true ==> begin x := y; p := q; end;
rule "set" isundefined(x) ==> begin x := A; end;
