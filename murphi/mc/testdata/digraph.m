-- Directed graphs (loops allowed) on a scalarset, as an adjacency matrix
-- indexed twice by the same type: a rule toggles one edge. Every matrix is
-- reachable (2^16 = 65,536 states without symmetry); up to renaming they
-- are the directed graphs with loops on 4 unlabeled nodes, 3,044 of them
-- (OEIS A000595).
const N : 4;
type S : scalarset(N);
var edge : array [S] of array [S] of boolean;
startstate begin
  for i : S do for j : S do edge[i][j] := false end end;
end;
ruleset i : S; j : S do
  rule "toggle" true ==> begin edge[i][j] := !edge[i][j] end;
end;
