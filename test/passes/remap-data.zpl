-- RUN: %zplc %s -emit=ir | FileCheck %s
-- RUN: %zplc %s -emit=cpp | FileCheck %s --check-prefix=CPP
-- Remaps by data: a gather that is a whole right-hand side writes the target
-- directly; one nested in an expression fills a temporary first, with the
-- transfers its maps need (here a halo of C) placed around it; a scatter
-- is a statement of its own. A permutation of `Index` arrays stays a
-- static transfer.
program rdata;

config var n : integer = 8;
region R = [1..n, 1..n];
       V = [1..n];
direction east = [0, 1];
var A, B : [R] double;
    C : [R] integer;
    X : [V] double;

-- CHECK: temp $T0 : [R] double on DefaultDist2
-- CHECK: temp $T1 : [R] double on DefaultDist2
-- CHECK: temp $T2 : [R] double on DefaultDist2
-- CHECK: transfer t0 halo C -> C map [i1, i2+1] over [R] runtime
-- CHECK-NEXT: transfer t1 copy A -> $T2 map [i2, i1] over [R] runtime

-- CHECK-LABEL: procedure rdata()
-- The gathers and scatters by data are exchanges that touch only the arrays
-- they name, so the transfers of other arrays overlap them.
procedure rdata();
begin
  -- CHECK-NEXT: begin
  -- CHECK-NEXT: DR t1
  [R] C := (Index1 * 3) % n + 1;
  -- CHECK-NEXT: [R] C := (((Index1 * 3) % n) + 1)
  -- CHECK-NEXT: DR t0
  -- CHECK-NEXT: SR t0
  -- CHECK-NEXT: [R] B := A#[C, ((n + 1) - Index2)]
  [R] B := A#[C, n + 1 - Index2];
  -- CHECK-NEXT: DN t0
  -- CHECK-NEXT: [R] $T0 := A#[C@[0, 1], Index1]
  -- CHECK-NEXT: [R] $T1 := X#[Index2]
  -- CHECK-NEXT: [R] B := ((2.0 * $T0) + $T1)
  [R] B := 2.0 * A#[C@east, Index1] + X#[Index2];
  -- CHECK-NEXT: [R] A#[Index2, C] := B
  -- CHECK-NEXT: SR t1
  [R] A#[Index2, C] := B;
  -- CHECK-NEXT: [R] X#[C] += (B * 2.0)
  [R] X#[C] += B * 2.0;
  -- CHECK-NEXT: DN t1
  -- CHECK-NEXT: [R] B := (1.0 + $T2)
  -- CHECK-NEXT: SV t0
  -- CHECK-NEXT: SV t1
  [R] B := 1.0 + A#[Index2, Index1];
end;

-- The generated C++: requests in one loop nest, the exchange, the replies
-- stored in a second loop nest in the same order; scatters combine in
-- row-major order of the region.
-- CPP: // line 36: [R] B := A#[C, ((n + 1) - Index2)]
-- CPP: zplc::DataRemap rm(p, remaps_[0], z_A.layout, {int64_t(1), int64_t(1)},
-- CPP-NEXT: {int64_t(z_n), int64_t(z_n)}, zplc::region({1, 1}, {z_n, z_n}, {1, 1}),
-- CPP-NEXT: grid_z_DefaultGrid2, {0, 1}, "remap-data.zpl:36", "A");
-- CPP: rm.add({i1, i2}, {int64_t(z_C_r_0[i2]), int64_t(((z_n + 1) - i2))});
-- CPP: rm.gather<double>(z_A.data);
-- CPP: z_B_r_0[i2] = static_cast<double>(rm.next<double>());
-- CPP: // line 46: [R] X#[C] += (B * 2.0)
-- CPP: rm.put<double>({i1, i2}, {int64_t(z_C_r_0[i2])},
-- CPP-NEXT: static_cast<double>((z_B_r_0[i2] * 2.0)));
-- CPP: rm.scatter<double>(z_X.data, [](double &d, double v) { d += v; });
