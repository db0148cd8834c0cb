program extern_errors;
extern var errno : integer = 0;
extern prototype apply_c(f : procedure);
extern prototype apply_v(var g : procedure);
procedure helper(f : procedure);
begin
end;
procedure extern_errors();
var x : integer;
begin
  apply_c(x);
end;

-- RUN: not %zplc %s -emit=ast 2>&1 | FileCheck %s
-- CHECK: extern_errors.zpl:2:30: error: extern variable `errno` cannot have an initialiser; C defines it
-- CHECK: extern_errors.zpl:4:30: error: parameter `g` of type `procedure` must be passed `in`
-- CHECK: extern_errors.zpl:5:22: error: type `procedure` is only allowed for parameters of `extern prototype`s
-- CHECK: extern_errors.zpl:11:11: error: argument for parameter `f` of type `procedure` must name a procedure
