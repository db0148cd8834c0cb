program iodiag;

type pt = record x, y : integer; end;
     cell = record
              rho : double;
              v : array [1..3] of integer;
            end;

extern prototype cfun(A : [,] double) : double;
extern prototype cname() : string;

region R = [1..4, 1..4];

var A : [R] double;
    C : [R] pt;
    E : cell;
    k : integer;

procedure iodiag();
begin
  [R with A > 0.0] read(A);
  k := to_integer(cfun(A));
end;

-- I/O and C functions the code generator rejects: one error each, at its
-- location, and no follow-on errors at the uses; sema reports them now
-- (-emit=ast), the C functions after the procedures' bodies.
-- RUN: not %zplc %s -emit=ast 2>&1 | FileCheck --strict-whitespace %s
-- (Arrays of records in records are refused by sema now: diag/record_array_fields.zpl.)
-- CHECK: io-unsupported.zpl:21:25: error: reading a parallel array over a masked region is not supported by the code generator yet
-- CHECK-NEXT: {{^}}  [R with A > 0.0] read(A);{{$}}
-- CHECK-NEXT: {{^ {24}\^$}}
-- CHECK-NEXT: io-unsupported.zpl:9:23: error: a C function cannot take a parallel array
-- CHECK-NEXT: {{^}}extern prototype cfun(A : [,] double) : double;{{$}}
-- CHECK-NEXT: {{^ {22}\^$}}
-- CHECK-NEXT: io-unsupported.zpl:10:28: error: a C function returning a `string` is not supported by the code generator yet
-- CHECK-NEXT: {{^}}extern prototype cname() : string;{{$}}
-- CHECK-NEXT: {{^ {27}\^$}}
-- CHECK-NOT: error:
