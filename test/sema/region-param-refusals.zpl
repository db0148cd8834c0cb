-- What a region parameter cannot take yet, refused at -emit=ast with
-- located errors (procedures are compiled once, for the default
-- distribution, and a region value holds bounds and strides only): a
-- region of another distribution, named, shifted or stored in a region
-- variable (also through another variable, and by a store after the
-- call), a mask, a `*` dimension, another rank, and `var` region
-- parameters. Before, the lowering stopped with an internal error.
-- RUN: not %zplc %s -emit=ast 2>&1 | FileCheck %s
program refusals;
config var n : integer = 6;
grid G = [1];
distribution C : G = [cyclic];
region R = [1..n, 1..n];
       R1 = [1..n];
       RC : C = [1..n];
var A : [R] integer;
    Y : [R1] integer;
    M : [R] boolean;
    L, K : region<..>;
procedure tot(S : region<.., ..>) : integer;
begin
  [S] return +<< A;
end;
procedure cnt(S : region<..>) : integer;
begin
  [S] return +<< Y;
end;
-- CHECK-DAG: region-param-refusals.zpl:[[@LINE+1]]:19: error: a `var`, `out` or `inout` region parameter is not supported by the code generator yet
procedure bad(var S : region<.., ..>);
begin
end;
procedure early();
begin
-- CHECK-DAG: region-param-refusals.zpl:[[@LINE+1]]:15: error: a region of distribution `C` passed for the region parameter `S` is not supported by the code generator yet
  writeln(cnt(K));
end;
procedure refusals();
begin
-- CHECK-DAG: region-param-refusals.zpl:[[@LINE+1]]:15: error: a region of distribution `C` passed for the region parameter `S`
  writeln(cnt(RC));
-- CHECK-DAG: region-param-refusals.zpl:[[@LINE+1]]:18: error: a region of distribution `C` passed for the region parameter `S`
  writeln(cnt(RC at [1]));
-- CHECK-DAG: region-param-refusals.zpl:[[@LINE+1]]:18: error: a region with a mask cannot be stored in a region variable
  writeln(tot([R with M]));
-- CHECK-DAG: region-param-refusals.zpl:[[@LINE+1]]:15: error: a region with a `*` dimension cannot be stored in a region variable
  writeln(tot([*, 1..n]));
-- CHECK-DAG: region-param-refusals.zpl:[[@LINE+1]]:15: error: argument for region parameter `S` has rank 1 but the parameter has rank 2
  writeln(tot(R1));
  L := [2..n];
  K := L;
  early();
  L := RC;
end;
