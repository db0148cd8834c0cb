program intrange;
var x : integer;
    y : long;
    z : integer = 3000000000;
procedure take(v : integer);
begin
  writeln(v);
end;
procedure give() : integer;
begin
  return 2147483648;
end;
procedure intrange();
begin
  x := 2147483648;
  x := -2147483649;
  take(4294967296);
  x := -2147483648;
  x := 2147483647;
  y := 2147483648;
  y := 9223372036854775807;
end;

-- An integer literal outside `integer`'s 32 bits used to wrap silently when
-- stored into one; -2147483648 (a negated literal) still fits, and `long`
-- takes any literal.
-- RUN: not %zplc %s -emit=ast 2>&1 | FileCheck --strict-whitespace %s
-- CHECK: int-literal-range.zpl:4:19: error: integer literal `3000000000` does not fit in `integer` (-2147483648 to 2147483647)
-- CHECK: int-literal-range.zpl:11:10: error: integer literal `2147483648` does not fit in `integer` (-2147483648 to 2147483647)
-- CHECK: int-literal-range.zpl:15:8: error: integer literal `2147483648` does not fit in `integer` (-2147483648 to 2147483647)
-- CHECK-NEXT: {{^}}  x := 2147483648;{{$}}
-- CHECK-NEXT: {{^ {7}\^$}}
-- CHECK: int-literal-range.zpl:16:9: error: integer literal `-2147483649` does not fit in `integer`
-- CHECK: int-literal-range.zpl:17:8: error: integer literal `4294967296` does not fit in `integer`
-- CHECK-NOT: error:
