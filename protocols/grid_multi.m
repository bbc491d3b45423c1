-- grid_multi.m: grid.m written with multi-index arrays (`array [X, Y] of T`,
-- `a[x, y]`), which paraverify desugars into nested arrays; the reachable
-- state space must equal grid.m's.
-- Constructs: nested arrays (array of array), arithmetic `+`/`-` on
-- subranges, `>`, `<`, `?:`, `exists` inside a function, procedure
-- calls, `for` with a negative step.

const
  W : 3;
  H : 2;

type
  X : 1..W;
  Y : 1..H;
  Robot : 1..2;
  Dir : enum {Left, Right, Up, Down};

var
  occupied : array [X, Y] of boolean;
  px : array [Robot] of X;
  py : array [Robot] of Y;

procedure Move(r : Robot; nx : X; ny : Y);
begin
  occupied[px[r]][py[r]] := false;
  px[r] := nx;
  py[r] := ny;
  occupied[nx, ny] := true;
end;

function Free(x : X; y : Y) : boolean;
begin
  return !occupied[x, y];
end;

startstate
begin
  for x := W to 1 by -1 do
    for y : Y do occupied[x, y] := false; end;
  end;
  px[1] := 1; py[1] := 1; occupied[1, 1] := true;
  px[2] := W; py[2] := H; occupied[W, H] := true;
end;

ruleset r : Robot; d : Dir do
  rule "Step"
    (d = Left -> px[r] > 1) & (d = Right -> px[r] < W) &
    (d = Up -> py[r] < H) & (d = Down -> py[r] > 1)
  ==>
  var nx : X; ny : Y;
  begin
    nx := (d = Left) ? px[r] - 1 : ((d = Right) ? px[r] + 1 : px[r]);
    ny := (d = Down) ? py[r] - 1 : ((d = Up) ? py[r] + 1 : py[r]);
    if Free(nx, ny) then Move(r, nx, ny); end;
  end;
end;

invariant "Apart"
  px[1] != px[2] | py[1] != py[2];

invariant "Marked"
  forall r : Robot do occupied[px[r]][py[r]] end &
  !(exists x : X do exists y : Y do
      occupied[x, y] & !(exists r : Robot do px[r] = x & py[r] = y end)
    end end);
