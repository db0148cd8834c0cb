/* A NAS MG style multigrid V-cycle on a periodic n x n x n grid, in the style
   of the ZPL MG benchmark. Every level lives in the same index space: level l
   is the finest region strided by 2^(l-1) (held in an array of regions built
   from an array of directions), its arrays are elements of indexed arrays of
   parallel arrays, and its stencils read neighbours 2^(l-1) apart through
   directions scaled at run time (`@^` wraps them around the periodic grid).
   The kernels run in the region of their call. */
program mg;

config var
  n      : integer = 16;   -- points per dimension on the finest level (a power of 2)
  levels : integer = 4;    -- level `levels` has 2 points per dimension
  nit    : integer = 4;

constant maxLevels = 8;

region Fine = [1..n, 1..n, 1..n];

var
  Lev    : array [1..maxLevels] of region<.., .., ..>;
  Stride : array [1..maxLevels] of direction<+, +, +>;
  -- the 26 neighbours of a point of each level: 6 faces, 12 edges, 8 corners
  Nb     : array [1..maxLevels, 1..26] of direction<.., .., ..>;
  kind   : array [1..26] of integer;     -- 1 face, 2 edge, 3 corner
  V      : [Fine] double;
  U, R   : array [1..maxLevels] of [Fine] double;
  a, c, w : array [0..3] of double;      -- operator, smoother, restriction weights
  rnm2   : double;
  it, l, k : integer;

-- r := v - A u (the 27-point operator A; its coefficients in `a`)
procedure resid(var Rr : [,,] double; Uu, Vv : [,,] double; lv : integer);
var j : integer;
begin
  Rr := Vv - a[0] * Uu;
  for j := 1 to 26 do
    Rr -= a[kind[j]] * Uu@^Nb[lv, j];
  end;
end;

-- u := u + S r (the smoother S; its coefficients in `c`)
procedure psinv(Rr : [,,] double; var Uu : [,,] double; lv : integer);
var j : integer;
begin
  Uu += c[0] * Rr;
  for j := 1 to 26 do
    Uu += c[kind[j]] * Rr@^Nb[lv, j];
  end;
end;

-- restriction: called over the coarse level, reads the fine level lv
procedure rprj3(var S : [,,] double; Rr : [,,] double; lv : integer);
var j : integer;
begin
  S := w[0] * Rr;
  for j := 1 to 26 do
    S += w[kind[j]] * Rr@^Nb[lv, j];
  end;
end;

-- trilinear prolongation of the coarse correction Z (level lv+1) onto level
-- lv, one dimension at a time (neighbours 1 and 6 differ along the first
-- dimension, 2 and 5 along the second, 3 and 4 along the third), then
-- u := u + Z on level lv
procedure interp(var Z : [,,] double; var Uu : [,,] double; lv : integer);
var s : integer;
begin
  s := bsl(1, lv - 1);
  [1+s..n by 2*s, 1..n by 2*s, 1..n by 2*s] Z := 0.5 * (Z@^Nb[lv, 1] + Z@^Nb[lv, 6]);
  [1..n by s, 1+s..n by 2*s, 1..n by 2*s]   Z := 0.5 * (Z@^Nb[lv, 2] + Z@^Nb[lv, 5]);
  [1..n by s, 1..n by s, 1+s..n by 2*s]     Z := 0.5 * (Z@^Nb[lv, 3] + Z@^Nb[lv, 4]);
  [Lev[lv]] Uu += Z;
end;

procedure norm2u3(Rr : [,,] double) : double;
var s : double;
begin
  [Fine] s := +<< (Rr * Rr);
  return sqrt(s / (n * n * n));
end;

procedure mg();
var x, y, z, s, j : integer;
begin
  a[0] := -8.0/3.0;  a[1] := 0.0;       a[2] := 1.0/6.0;   a[3] := 1.0/12.0;
  c[0] := -3.0/8.0;  c[1] := 1.0/32.0;  c[2] := -1.0/64.0; c[3] := 0.0;
  w[0] := 0.5;       w[1] := 0.25;      w[2] := 0.125;     w[3] := 0.0625;

  -- the hierarchy: level 1 is the finest, each next one twice as sparse
  s := 1;
  for l := 1 to levels do
    Stride[l] := [s, s, s];
    Lev[l] := Fine by Stride[l];
    j := 0;
    for k := 1 to 3 do          -- faces, then edges, then corners
      for x := -1 to 1 do
        for y := -1 to 1 do
          for z := -1 to 1 do
            if abs(x) + abs(y) + abs(z) = k then
              j += 1;
              Nb[l, j] := [x * s, y * s, z * s];
              kind[j] := k;
            end;
          end;
        end;
      end;
    end;
    s := s * 2;
  end;

  -- the right-hand side: +1 at ten points, -1 at ten others
  [Fine] V := 0.0;
  for k := 1 to 10 do
    [(7*k) % n + 1, (3*k + 5) % n + 1, (11*k + 2) % n + 1] V := 1.0;
    [(5*k + 3) % n + 1, (13*k + 1) % n + 1, (k + 9) % n + 1] V := -1.0;
  end;
  for l := 1 to levels do
    [Fine] U[l] := 0.0;
    [Fine] R[l] := 0.0;
  end;

  [Fine] resid(R[1], U[1], V, 1);
  writeln("initial residual norm ", "%.8e":norm2u3(R[1]));
  for it := 1 to nit do
    -- down the V
    for l := 1 to levels - 1 do
      [Lev[l+1]] rprj3(R[l+1], R[l], l);
    end;
    -- the coarsest level
    [Lev[levels]] U[levels] := 0.0;
    [Lev[levels]] psinv(R[levels], U[levels], levels);
    -- up the V
    for l := levels - 1 downto 2 do
      [Lev[l]] U[l] := 0.0;
      interp(U[l+1], U[l], l);
      [Lev[l]] resid(R[l], U[l], R[l], l);
      [Lev[l]] psinv(R[l], U[l], l);
    end;
    interp(U[2], U[1], 1);
    [Fine] resid(R[1], U[1], V, 1);
    [Fine] psinv(R[1], U[1], 1);
    [Fine] resid(R[1], U[1], V, 1);
    writeln("iteration ", "%2d":it, " residual norm ", "%.8e":norm2u3(R[1]));
  end;
end;
