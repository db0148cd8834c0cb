#!/usr/bin/env python3
"""Writes a valid zplc program of about LINES lines (default 10000).

The program exercises what the front end spends its time on: many
declarations to resolve, many procedures with parallel statements over
several regions, shifts, reductions, floods, scans and scalar control flow.
Output is deterministic for a given line count so timings are comparable.
"""
import sys


def emit_program(target_lines):
    out = []
    w = out.append
    w("program bigprog;")
    w("")
    w("config var n : integer = 16;")
    w("           steps : integer = 3;")
    w("           eps : double = 0.001;")
    w("")
    w("region R = [1..n, 1..n];")
    w("       BigR = [0..n+1, 0..n+1];")
    w("       Col = [1..n, *];")
    w("       Row = [*, 1..n];")
    w("       C1 = [1..n, 1];")
    w("")
    w("direction north = [-1, 0]; south = [1, 0];")
    w("          east = [0, 1]; west = [0, -1];")
    w("")
    narrays = 40
    w("var " + ", ".join("A%d" % i for i in range(narrays)) + " : [BigR] double;")
    w("    F : [Col] double;")
    w("    V : [C1] double;")
    w("    s, t : double;")
    w("    k, m : integer;")
    w("")
    body = []
    nproc = 0
    # Each procedure is about 30 lines; keep adding until the target is met.
    while len(out) + len(body) + nproc + 8 < target_lines:
        a = "A%d" % (nproc % narrays)
        b = "A%d" % ((nproc + 1) % narrays)
        c = "A%d" % ((nproc + 7) % narrays)
        p = body.append
        p("procedure work%d(x : double; inout M : [,] double; out r : double);" % nproc)
        p("var i : integer;")
        p("    acc : double;")
        p("[R] begin")
        p("  acc := 0.0;")
        p("  for i := 1 to steps do")
        p("    %s := (%s@north + %s@south + %s@east + %s@west) / 4.0 + x;" % (a, b, b, b, b))
        p("    M := M + %s * 0.5 - %s@east;" % (a, c))
        p("    acc += +<< (%s - M);" % a)
        p("    if acc > 1000.0 then")
        p("      acc := acc / 2.0;")
        p("    elsif acc < -1000.0 then")
        p("      acc := -acc;")
        p("    else")
        p("      acc := acc + 1.0;")
        p("    end;")
        p("  end;")
        p("  [Col] F := >>[1..n, 1] %s;" % a)
        p("  %s := %s + F;" % (c, c))
        p("  [C1] V := +<< [R] %s;" % c)
        p("  m := 0;")
        p("  while m < 3 do")
        p("    m += 1;")
        p("    %s := max(%s, abs(%s@north)) * to_double(m);" % (b, b, a))
        p("  end;")
        p("  repeat")
        p("    %s := %s * 0.5;" % (a, a))
        p("  until max<< abs(%s) < eps;" % a)
        p("  r := acc + min<< M;")
        p("end;")
        p("")
        nproc += 1
    out.extend(body)
    w("procedure bigprog();")
    w("[R] begin")
    w("  [BigR] A0 := 1.0;")
    for i in range(nproc):
        w("  work%d(%d.0, A%d, s);" % (i, i, (i + 3) % narrays))
    w("  writeln(s);")
    w("end;")
    return out


def main():
    lines = int(sys.argv[1]) if len(sys.argv) > 1 else 10000
    sys.stdout.write("\n".join(emit_program(lines)) + "\n")


if __name__ == "__main__":
    main()
