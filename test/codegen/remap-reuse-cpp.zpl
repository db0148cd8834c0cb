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
