-- RUN: %zplc %s -emit=cpp | FileCheck %s
-- A gather whose maps read arrays and scalars passes DataRemap::reuse their
-- write epochs and values, and skips its maps while reuse() says so; every
-- statement writing an array renews the array's epoch. A map calling a
-- procedure gets no key; a key holding a scalar that is not a config value
-- or a constant makes the processors agree (`true`).
program reuse;

config var n : integer = 8;
region V = [1..n];
var X, Y, P : [V] integer;
    s : integer;

procedure f(i : integer) : integer;
begin
  return i;
end;

procedure reuse();
begin
  [V] P := n + 1 - Index1;
  [V] Y := X#[P];
  [V] Y := X#[(P + s) % n + 1];
  [V] Y := X#[f(P)];
end;

-- CHECK-LABEL: void Program_z_reuse::z_reuse() {
-- CHECK: // line 21: [V] P := ((n + 1) - Index1)
-- CHECK: z_P.touch();
-- CHECK-NEXT: // line 22: [V] Y := X#[P]
-- CHECK: if (!rm.reuse({z_P.epoch}, z_X.data)) {
-- CHECK: rm.add({i1}, {int64_t(z_P_r[i1])});
-- CHECK: rm.gather<int32_t>(z_X.data);
-- CHECK: z_Y_r[i1] = static_cast<int32_t>(rm.next<int32_t>());
-- CHECK: z_Y.touch();
-- CHECK-NEXT: // line 23: [V] Y := X#[(((P + s) % n) + 1)]
-- CHECK: if (!rm.reuse({z_P.epoch, zplc::keyBits(z_s), zplc::keyBits(z_n)}, z_X.data, true)) {
-- CHECK: z_Y.touch();
-- CHECK-NEXT: // line 24: [V] Y := X#[f(P)]
-- CHECK-NOT: rm.reuse
-- CHECK: rm.gather<int32_t>(z_X.data);
-- CHECK: z_Y.touch();
