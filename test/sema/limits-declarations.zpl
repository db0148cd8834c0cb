program decls;
region R = [1..4, 1..4];
extern var ename : string;
extern var ecount : integer;
extern constant etimer : timer;
extern type ehandle = integer;
var P : region;
    Q : region<.., ..>;
    N : array [1..2] of array [1..3] of integer;
    RR : array [1..2] of region;
    E : array [1..0] of [R] double;
    C2 : [R] array [1..2, 1..2] of double;
    C99 : [R] array [1..99] of double;
    z : complex;
procedure nested(M : array [1..2] of [R] double);
begin
end;
procedure takes(r : region<.., ..>) : region<.., ..>;
begin
end;
procedure decls();
var d : direction<.., ..> = [1, 0];
begin
end;

-- Declarations the code generator cannot lower are refused by sema, at
-- -emit=ast (they were back-end errors before).
-- RUN: not %zplc %s -emit=ast --show-diagnostic-kind 2>&1 | FileCheck --strict-whitespace %s
-- CHECK: limits-declarations.zpl:3:12: error: an `extern` variable of type `string` is not supported by the code generator yet [not-supported]
-- CHECK-NEXT: {{^}}extern var ename : string;{{$}}
-- CHECK-NEXT: {{^ {11}\^$}}
-- CHECK: limits-declarations.zpl:5:17: error: an `extern` variable of type `timer` is not supported by the code generator yet [not-supported]
-- CHECK: limits-declarations.zpl:6:{{[0-9]+}}: error: `extern` types other than records are not supported by the code generator yet [not-supported]
-- CHECK: limits-declarations.zpl:7:9: error: a region variable needs its rank: `region<.., ..>` [not-supported]
-- CHECK: limits-declarations.zpl:9:25: error: nested indexed arrays are not supported by the code generator yet [not-supported]
-- CHECK: limits-declarations.zpl:10:26: error: a region variable needs its rank: `region<.., ..>` [not-supported]
-- CHECK: limits-declarations.zpl:11:9: error: an indexed array of parallel arrays needs at least one element [bad-constant]
-- CHECK: limits-declarations.zpl:12:14: error: parallel arrays of multi-dimensional or nested indexed arrays are not supported by the code generator yet [not-supported]
-- CHECK: limits-declarations.zpl:13:15: error: a parallel array of indexed arrays needs 1 to 64 components here [not-supported]
-- CHECK: limits-declarations.zpl:14:9: error: type `complex` is not supported by the code generator yet [not-supported]
-- CHECK: limits-declarations.zpl:15:18: error: this parameter type is not supported by the code generator yet [not-supported]
-- A region parameter is passed by value (test/exec/region-params.zpl); a
-- region result is not.
-- CHECK: limits-declarations.zpl:18:39: error: this type is not supported by the code generator yet [not-supported]
-- CHECK-NEXT: {{^}}procedure takes(r : region<.., ..>) : region<.., ..>;{{$}}
-- CHECK: limits-declarations.zpl:22:29: error: a direction variable cannot be initialised here; assign it in a procedure [not-supported]
-- CHECK-NOT: error:
