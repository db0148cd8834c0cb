program shapes;
config var n : integer = 4;
type pt = record x, y : integer; end;
region R = [1..n, 1..n];
       Fl = [*, 1..n];
direction east = [0, 1]; north = [-1, 0];
var A, B : [R] double;
    M : [R] boolean;
    Row : [Fl] double;
    P : [R] pt;
    D : array [1..2] of direction<.., ..>;
    Q : region<.., ..>;
    S : region<.., ..> = Fl;
    k : integer;
procedure mk(a : integer) : pt;
var r : pt;
begin
  r.x := a; r.y := a;
  return r;
end;
procedure clear(var X : [,] double);
begin
  X := 0.0;
end;
procedure shapes();
begin
  [R] A := +<< [1..n, *] B;
  [R] A := +<< [north in R] B;
  [1..n, 1] A := +<< [R] B;
  [R] A := >>[*, 1..n] B;
  [*, 1..n] A := >>[, 1..n] B;
  [R] A := >>[1, ] B;
  [R] A := Row#[Index1, Index2 + 1];
  [R] Row#[Index1, Index2] := A;
  [R] A := Row#[Index1, Index2];
  [D[1] of R] A := 1.0;
  [R by [k, 1]] A := 1.0;
  [R at [k, 0]] A := 1.0;
  Q := R with M;
  Q := [*, 1..n];
  Q := [R at east];
  [east of Fl] wrap Row;
  [north of Fl] wrap Row;
  [R] P := mk(3);
  [*, 1..n] clear(A);
  [1..n by 2, 1..n] A := A'@north + 1.0;
  [*, 1..n] A := A'@north + 1.0;
  [*, 1..n] A := A'@east + 1.0;
end;

-- Region shapes the code generator cannot compile are refused by sema, at
-- -emit=ast (they were back-end errors before): which dimensions are `*`,
-- one index or ranges, and masks, followed through declarations, the
-- enclosing region and derived regions (frontend/sema/Shapes.cpp).
-- RUN: not %zplc %s -emit=ast --show-diagnostic-kind 2>&1 | FileCheck --strict-whitespace %s
-- CHECK: limits-shapes.zpl:13:26: error: a region with a `*` dimension cannot be stored in a region variable by the code generator yet [not-supported]
-- CHECK: limits-shapes.zpl:27:16: error: dimension 2 of a partial reduction's source region is `*` where the destination's is wider; replicate with a flood `>>` [expected-region]
-- CHECK-NEXT: {{^}}  [R] A := +<< [1..n, *] B;{{$}}
-- CHECK-NEXT: {{^ {15}\^$}}
-- CHECK: limits-shapes.zpl:28:23: error: dimension 1 of a partial reduction's source region is one index where the destination's is wider; replicate with a flood `>>` [expected-region]
-- CHECK: limits-shapes.zpl:30:15: error: dimension 1 of a flood's source region must be an index or a range, not `*` [expected-region]
-- CHECK: limits-shapes.zpl:31:21: error: dimension 1 of a flood's source region must be an index or a range, not `*` [expected-region]
-- CHECK: limits-shapes.zpl:33:12: error: remapping a flood array by data is not supported by the code generator yet [not-supported]
-- CHECK: limits-shapes.zpl:34:10: error: scattering into a flood array is not supported by the code generator yet [not-supported]
-- CHECK: limits-shapes.zpl:36:5: error: a direction known only at run time can only be used with `by` and `at` here [not-supported]
-- CHECK: limits-shapes.zpl:39:10: error: a region with a mask cannot be stored in a region variable by the code generator yet [not-supported]
-- CHECK: limits-shapes.zpl:40:8: error: a region with a `*` dimension cannot be stored in a region variable by the code generator yet [not-supported]
-- CHECK: limits-shapes.zpl:43:10: error: `wrap` needs a border along a dimension that is not `*`; dimension 1 of this border is `*` [expected-region]
-- CHECK: limits-shapes.zpl:44:7: error: a procedure's record result cannot be assigned to a parallel array of records by the code generator yet [not-supported]
-- CHECK: limits-shapes.zpl:46:23: error: a primed reference along dimension 1 of a strided region is not supported by the code generator yet [not-supported]
-- CHECK: limits-shapes.zpl:47:15: error: a primed reference along dimension 1, which the statement's region floods (`*`), has no neighbour to read [expected-region]
-- CHECK: limits-shapes.zpl:48:15: error: `A` is not flooded in dimension 1, but the region it is used over has `*` there (every index): use it over a region without `*`, or read it flooded (`>>[...] A`) [expected-region]
-- CHECK: limits-shapes.zpl:48:20: error: `A` is not flooded in dimension 1
-- CHECK: limits-shapes.zpl:45:13: error: passing a region with a mask or a `*` dimension to `clear` is not supported by the code generator yet [not-supported]
-- CHECK-NOT: error:
