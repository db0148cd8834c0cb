program cfun;
type pt = record x, y : integer; end;
extern prototype cpar(A : [,] double) : double;
extern prototype cstr() : string;
extern prototype cout(out x : double);
extern prototype cidx(v : array [1..3] of integer);
extern prototype creg(r : region<..>);
extern prototype crec(p : pt) : integer;
extern prototype cback() : pt;
extern prototype cfile(f : file) : integer;
extern prototype sqrt(x : double) : double;
var t : timer;
    f : file;
    k : integer;
procedure cfun();
begin
  k := cfile(f);
  k := cfile(zout);
  k := to_integer(sqrt(2.0));
end;

-- C functions the code generator cannot call are refused by sema, at
-- -emit=ast (they were back-end errors before); a prototype of a built-in
-- (`sqrt`) only restates it, and a predefined file (`zout`) may be passed.
-- RUN: not %zplc %s -emit=ast --show-diagnostic-kind 2>&1 | FileCheck --strict-whitespace %s
-- CHECK: limits-c-functions.zpl:17:8: error: a `file` cannot be passed to the C function `cfile` [not-supported]
-- CHECK-NEXT: {{^}}  k := cfile(f);{{$}}
-- CHECK-NEXT: {{^ {7}\^$}}
-- CHECK: limits-c-functions.zpl:3:23: error: a C function cannot take a parallel array [not-supported]
-- CHECK: limits-c-functions.zpl:4:27: error: a C function returning a `string` is not supported by the code generator yet [not-supported]
-- CHECK: limits-c-functions.zpl:5:{{[0-9]+}}: error: `out` and `inout` parameters of C functions are not supported by the code generator yet [not-supported]
-- CHECK: limits-c-functions.zpl:6:{{[0-9]+}}: error: a C function cannot take an indexed array here [not-supported]
-- CHECK: limits-c-functions.zpl:7:{{[0-9]+}}: error: region and direction parameters of C functions are not supported by the code generator yet [not-supported]
-- CHECK: limits-c-functions.zpl:8:{{[0-9]+}}: error: this type is not supported by the code generator yet [not-supported]
-- CHECK: limits-c-functions.zpl:9:{{[0-9]+}}: error: this type is not supported by the code generator yet [not-supported]
-- CHECK-NOT: error:
