-- RUN: %zplc %s -o %t
-- RUN: printf '255 -32768 4294967295 -128 65535\n7\n1 2 3\n4 5 6 0\n' | %t -p1 | tr -s " " | FileCheck %s
-- RUN: printf '255 -32768 4294967295 -128 65535\n7\n1 2 3\n4 5 6 0\n' | %t -p2 | tr -s " " | FileCheck %s
-- RUN: printf '255 -32768 4294967295 -128 65535\n7\n1 2 3\n4 5 6 0\n' | %mpirun -np 2 %t --binding=mpi | tr -s " " | FileCheck %s
-- CHECK: 255 -32768 4294967295 -128 65535
-- CHECK-NEXT: 1 2 3
-- CHECK-NEXT: 15
-- A value read into a type zplc stores wider than its range (`ubyte` in an
-- `integer`, `uinteger` in a `long`) must lie in the type's range, as a `-s`
-- value must: `read(b)` of 300 for a `ubyte` held 300, and -1 for a
-- `uinteger` held -1. Scalars, elements and whole indexed arrays stop with
-- the value and the type; parallel arrays with the message of any malformed
-- element.
-- RUN: printf '256 0 0 0 0\n' | not %t -p2 2>&1 | FileCheck %s --check-prefix=UBYTE
-- UBYTE: zpl: error: read-narrow.zpl:41: read: `256` is outside the range of `ubyte` (0 to 255)
-- RUN: printf '0 -32769 0 0 0\n' | not %mpirun -np 2 %t --binding=mpi 2>&1 | FileCheck %s --check-prefix=SHORT
-- SHORT: zpl: error: read-narrow.zpl:41: read: `-32769` is outside the range of `shortint` (-32768 to 32767)
-- RUN: printf '0 0 -1 0 0\n' | not %t -p1 2>&1 | FileCheck %s --check-prefix=UINT
-- UINT: zpl: error: read-narrow.zpl:41: read: `-1` is outside the range of `uinteger` (0 to 4294967295)
-- RUN: printf '0 0 0 0 0\n300\n' | not %t -p1 2>&1 | FileCheck %s --check-prefix=ELEM
-- ELEM: zpl: error: read-narrow.zpl:42: read: `300` is outside the range of `ubyte` (0 to 255)
-- RUN: printf '0 0 0 0 0\n1\n1 2 -3\n' | not %t -p1 2>&1 | FileCheck %s --check-prefix=WHOLE
-- WHOLE: zpl: error: read-narrow.zpl:43: read: `-3` is outside the range of `ubyte` (0 to 255)
-- RUN: printf '0 0 0 0 0\n1\n1 2 3\n4 5 6 256\n' | not %t -p2 2>&1 | FileCheck %s --check-prefix=PAR
-- PAR: zpl: error: read-narrow.zpl:44: read: a missing or malformed array element
program readnarrow;

region R = [1..2, 1..2];

var b  : ubyte;
    s  : shortint;
    u  : uinteger;
    sb : sbyte;
    us : ushortint;
    a  : array [1..3] of ubyte;
    U  : [R] ubyte;
    t  : integer;

procedure readnarrow();
begin
  read(b, s, u, sb, us);
  read(a[2]);
  read(a);
  [R] read(U);
  writeln(b, " ", s, " ", u, " ", sb, " ", us);
  writeln(a[1], " ", a[2], " ", a[3]);
  [R] t := +<< U;
  writeln(t);
end;
