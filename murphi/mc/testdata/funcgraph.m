-- Functional graphs on a scalarset: every node points to a node, and a rule
-- redirects one pointer. Every map S -> S is reachable (5^5 = 3125 states
-- without symmetry); up to renaming they are the functional graphs on 5
-- unlabeled nodes, 47 of them (OEIS A001372). Nodes that every signature
-- sees alike without being interchangeable (a 2-cycle and a 3-cycle
-- against a 5-cycle, say) exercise the enumeration of a class's orders.
const N : 5;
type S : scalarset(N);
var next : array [S] of S;
startstate begin
  for i : S do next[i] := i end;
end;
ruleset i : S; j : S do
  rule "point" next[i] != j ==> begin next[i] := j end;
end;
