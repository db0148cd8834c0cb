-- Misspelled names and keywords get a "did you mean" from the names in scope
-- and the keywords, by edit distance (a swap of two letters is one edit).
program dym;
config var count : integer = 3;
var total : integer;
    i     : integer;
procedure dym();
var local : integer;
begin
  totl := cuont + 1;
  locl := 1;
  Total := 2;
  x := 1;
end;

-- RUN: not %zplc %s -emit=ast 2>&1 | FileCheck %s
-- CHECK: did-you-mean.zpl:10:3: error: use of undeclared identifier `totl`; did you mean `total`?
-- CHECK: did-you-mean.zpl:10:11: error: use of undeclared identifier `cuont`; did you mean `count`?
-- CHECK: did-you-mean.zpl:11:3: error: use of undeclared identifier `locl`; did you mean `local`?
-- CHECK: did-you-mean.zpl:12:3: error: use of undeclared identifier `Total`; did you mean `total`?
-- Too short to guess from.
-- CHECK: did-you-mean.zpl:13:3: error: use of undeclared identifier `x`{{$}}

-- RUN: printf 'program kw;\nregoin R = [1..4];\nprocedure kw();\nbegin\nend;\n' > %t.zpl
-- RUN: not %zplc %t.zpl -emit=ast 2>&1 | FileCheck --check-prefix=TOP %s
-- TOP: 2:1: error: expected a declaration or `procedure`, found `regoin`; did you mean `region`?
-- RUN: printf 'program kw;\nvar i : integer;\nprocedure kw();\nbegin\n  whlie i < 3 do\n    i := i + 1;\n  end;\nend;\n' > %t2.zpl
-- RUN: not %zplc %t2.zpl -emit=ast 2>&1 | FileCheck --check-prefix=STMT %s
-- STMT: 5:9: error: expected `;` before `i`; is `whlie` a misspelled `while`?
-- RUN: printf 'program kw;\nprocedure kw();\nbegin\n  writeln(1);\nned;\n' > %t3.zpl
-- RUN: not %zplc %t3.zpl -emit=ast 2>&1 | FileCheck --check-prefix=SWAP %s
-- SWAP: error: {{.*}}; is `ned` a misspelled `end`?
