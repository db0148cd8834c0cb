#!/usr/bin/env python3
"""Random well-formed zplc programs for differential testing (Csmith-style).

Given a seed, emits a deterministic, terminating program free of undefined
behaviour that prints its arrays and scalars: every value is an integer (or
a boolean), and each expression carries a bound on its magnitude so that no
intermediate result can overflow a 32-bit `integer` (operands are reduced
`% K` where a product or a sum over a region could grow too large);
divisors are never zero; every shift stays inside the declared region BigR;
remaps use permutations (scatters) or in-range data (gathers); every array is
fully initialised before it is read.

usage: progen.py SEED [--features LIST] [-o FILE]
LIST is a comma-separated subset of FEATURES (default: all), or `all`,
optionally followed by `-name` entries to switch features off.
"""
import argparse
import random
import re
import sys

FEATURES = ["shift", "reduce", "partial", "scan", "flood", "wrap", "stride",
            "literal", "remap", "mask", "proc", "loop", "dist", "wrapshift", "derived",
            "line", "floodmix", "maskmix", "power", "narrow"]
# Features that expose an open zplc bug: not in `all` (so that runs find new
# bugs), only in `everything`; each names its reproducer.
KNOWN_BUGS = {}

# Every stored value satisfies |v| <= VMAX; expressions stay below LIMIT.
VMAX = 100000
LIMIT = 1 << 30
DIRS1 = {"right": (1,), "left": (-1,)}
DIRS = {"north": (-1, 0), "south": (1, 0), "east": (0, 1), "west": (0, -1),
        "ne": (-1, 1), "sw": (1, -1)}


def parse_features(spec):
    if spec in (None, "", "all"):
        return set(FEATURES) - set(KNOWN_BUGS)
    on = set()
    for f in spec.split(","):
        f = f.strip()
        if f == "all":
            on |= set(FEATURES) - set(KNOWN_BUGS)
        elif f == "everything":
            on |= set(FEATURES)
        elif f.startswith("-"):
            on.discard(f[1:])
        elif f in FEATURES:
            on.add(f)
        elif f:
            raise SystemExit("progen: unknown feature `%s` (known: %s)" % (f, ", ".join(FEATURES)))
    return on


class Gen:
    def __init__(self, seed, features):
        self.r = random.Random(seed)
        self.f = features
        self.n = self.r.randint(3, 7)
        # One program in ten is 33..40 on a side, drawn apart so that the
        # other seeds still give the programs they gave before: loops blocked
        # 32 x 32 (fused remaps, and their transposed tiles of `long`s, T8 and
        # L8 below) treat whole blocks apart from the edges' partial ones.
        wide = random.Random(seed * 7919 + 17)
        self.wide = wide.random() < 0.1
        if self.wide:
            self.n = wide.randint(33, 40)
        # The modulus of an operand summed over a region (reductions, scans):
        # the sum of up to (n + 2)^2 of them stays within VMAX. 1000 for the
        # usual sizes; smaller for the wide programs (seed 9001088's sum
        # overflowed).
        self.sum_mod = min(1000, VMAX // (self.n + 2) ** 2)
        self.lines = []
        self.ind = 1
        # Integer arrays over BigR (borders readable by any unit shift).
        self.big = ["A", "B", "C", "D"][:self.r.randint(2, 4)]
        # Integer arrays over exactly R (the targets of wrap-around shifts).
        self.plain = ["P", "Q"] if "wrapshift" in features or "remap" in features else []
        self.scalars = ["s", "t", "u"]
        # One array of a type zplc stores wider than its range (`ubyte` in an
        # `integer`) in half the programs, assigned and read like the others:
        # every store wraps modulo 2^bits (C's conversion). Drawn apart, so
        # that the other seeds keep their programs.
        nrw = random.Random(seed * 104729 + 3)
        self.narrow = []
        if "narrow" in features and nrw.random() < 0.5:
            self.narrow = ["E"]
            self.narrow_ty = nrw.choice(["ubyte", "sbyte", "shortint", "ushortint"])
        self.dist_arrays = []
        self.procs = []
        self.depth = 0
        self.loops = 0
        self.rank = 2
        self.called = set()

    # ---------------------------------------------------------- helpers
    def emit(self, text):
        self.lines.append("  " * self.ind + text)

    def narrow2(self):
        """The narrow array, where statements are over rank-2 regions (it is
        declared over BigR; not in the rank-1 `line` statements)."""
        return self.narrow if self.rank == 2 else []

    def chance(self, feature, p):
        return feature in self.f and self.r.random() < p

    def sub_region(self):
        """A literal region inside R (a non-empty rectangle)."""
        n = self.n
        def rng1():
            lo = self.r.randint(1, n)
            hi = self.r.randint(lo, n)
            lo_s = "n" if lo == n else str(lo)
            hi_s = "n" if hi == n else ("n-%d" % (n - hi) if hi > n - 2 and hi != lo else str(hi))
            return lo_s if lo == hi else "%s..%s" % (lo_s, hi_s)
        return "[%s, %s]" % (rng1(), rng1())

    def region(self):
        """A region expression for a statement: R, a named subregion, a
        literal one, a strided one (`by`), or one of another distribution."""
        c = ["R"] * 4 + ["Inner"]
        if "literal" in self.f:
            c += ["LIT"] * 3
        if "stride" in self.f:
            c += ["STRIDE"] * 2
        if "dist" in self.f:
            c += ["RD"]
        if "derived" in self.f:
            c += ["IN", "AT"]
        k = self.r.choice(c)
        if k == "IN":
            return "%s in R" % self.r.choice(list(DIRS))
        if k == "AT":
            # Inner is two rows smaller than R: shifted by one row it stays inside.
            return "Inner at %s" % self.r.choice(["north", "south", "[1, 0]", "[-1, 0]"])
        if k == "LIT":
            return self.sub_region()
        if k == "STRIDE":
            base = self.r.choice(["R", "Inner", self.sub_region(), "Strided"])
            if base == "Strided":
                return base
            return "%s by [%d, %d]" % (base, self.r.randint(1, 3), self.r.randint(1, 3))
        return k

    @staticmethod
    def scope(reg):
        """`[e]` for a region expression e; a bare literal is its own scope."""
        if reg.startswith("[") and " by " not in reg:
            return reg
        return "[%s]" % reg

    def masked(self, reg):
        if self.chance("mask", 0.25):
            return "[%s %s %s]" % (reg, self.r.choice(["with", "without"]), self.mask())
        return self.scope(reg)

    def mask(self, tgt=None):
        """`M`, or a boolean expression over arrays (the target `tgt`, read
        shifted, among them: the mask sees it as before the statement)."""
        r = self.r
        if self.rank != 2 or r.random() < 0.6:
            return "M"
        arrs = self.big + self.dist_arrays
        a = tgt if tgt in arrs and r.random() < 0.5 else r.choice(arrs)
        k = r.randint(2, 4)
        if r.random() < 0.7:
            e = "%s@%s %% %d = 0" % (a, r.choice(list(DIRS)), k)
        else:
            e = "%s %% %d %s 1" % (a, k, r.choice(["<", ">", "="]))
        if r.random() < 0.3:
            e = "M %s (%s)" % (r.choice(["&", "|"]), e)
        return e

    # ---------------------------------------------------------- expressions
    def leaf(self):
        """(text, bound) of a parallel leaf."""
        r = self.r
        k = r.random()
        arrs = self.big + [a for a in self.dist_arrays] + self.narrow2()
        if k < 0.45:
            a = r.choice(arrs)
            if self.chance("shift", 0.6):
                dirs = DIRS if self.rank == 2 else DIRS1
                d = r.choice(list(dirs))
                if r.random() < 0.3:
                    return "%s@[%s]" % (a, ", ".join(map(str, dirs[d]))), VMAX
                return "%s@%s" % (a, d), VMAX
            return a, VMAX
        if k < 0.6:
            return r.choice(["Index1", "Index2"][:self.rank]), self.n + 1
        if k < 0.75:
            v = r.randint(-9, 20)
            return (str(v) if v >= 0 else "(%d)" % v), abs(v)
        if k < 0.85:
            return r.choice(self.scalars), VMAX
        if k < 0.92:
            return "n", self.n
        return "%s %% %d" % (r.choice(arrs), r.randint(2, 9)), 9

    def pexpr(self, depth=0):
        """An expression that is parallel (reads an array or an index)."""
        while True:
            e, b = self.expr(depth)
            if re.search(r"\b([A-DKPQVWXY]|Index\d)\b", e):
                return e, b

    def expr(self, depth=0):
        r = self.r
        if depth >= 3 or r.random() < 0.3:
            return self.leaf()
        op = r.choice(["+", "-", "+", "*", "%", "/", "neg", "paren", "minmax"])
        a, ba = self.expr(depth + 1)
        if op == "neg":
            return "-(%s)" % a, ba
        if op == "paren":
            return "(%s)" % a, ba
        b, bb = self.expr(depth + 1)
        if op in "+-":
            return "%s %s %s" % (a, op, b if not b.startswith("-") else "(%s)" % b), ba + bb
        if op == "*":
            if ba > 1000:
                a, ba = "(%s) %% %d" % (a, r.randint(10, 300)), 300
            if bb > 1000:
                # Parenthesised: `(B + A % 36)` reduced only A (seed 9107863
                # overflowed).
                b, bb = "((%s) %% %d)" % (b, r.randint(10, 300)), 300
            return "(%s) * (%s)" % (a, b), ba * bb
        if op == "%":
            if "power" in self.f and r.random() < 0.25:
                # `^` with a small base and exponent (docs/LANGUAGE.md):
                # negative powers of a base that is never zero, and of -1.
                k = r.randint(2, 6)
                e = r.randint(-3, 3)
                if e < 0:
                    base = r.choice(["(1 + ((%s) %% %d + %d) %% %d)" % (a, k, k, k), "(-1)"])
                else:
                    base = "((%s) %% %d)" % (a, k)
                return "%s ^ %d" % (base, e) if e >= 0 else "%s ^ (%d)" % (base, e), k ** 3
            k = r.randint(2, 50)
            return "(%s) %% %d" % (a, k), min(ba, k)
        if op == "/":
            # Divisor in 1..K, never zero: 1 + |x| % K written without abs.
            k = r.randint(2, 7)
            return "(%s) / (1 + ((%s) %% %d + %d) %% %d)" % (a, b, k, k, k), ba
        f = r.choice(["min", "max"])
        return "%s(%s, %s)" % (f, a, b), max(ba, bb)

    def clamp(self, e, b):
        if b > VMAX:
            return "(%s) %% %d" % (e, r_mod(self.r)), VMAX
        return e, b

    def bool_expr(self):
        a, _ = self.pexpr(2)
        b, _ = self.expr(2)
        op = self.r.choice(["<", "<=", ">", ">=", "=", "!="])
        e = "%s %s %s" % (a, op, b)
        if self.r.random() < 0.3:
            e = "(%s) %s (%s %% %d = 0)" % (e, self.r.choice(["&", "|"]), self.r.choice(self.big), self.r.randint(2, 5))
        return e

    # ---------------------------------------------------------- statements
    def st_assign(self):
        mask = self.chance("mask", 0.25)
        saved = self.dist_arrays
        mixed_ok = "maskmix" in self.f or not self.dist_arrays
        if mask and not mixed_ok:
            # Without `maskmix`, masked assignments stay within D1 (masks
            # across distributions: mask-redistribution.zpl,
            # mask-other-distribution.zpl, test/exec/mask-mixdist.test).
            self.dist_arrays = []
        tgt = self.r.choice(self.big + self.dist_arrays + self.narrow2())
        reg = self.region()
        while mask and not mixed_ok and reg == "RD":
            reg = self.region()
        e, b = self.expr()
        mtext = self.mask(tgt) if mask else None
        self.dist_arrays = saved
        e, b = self.clamp(e, b)
        if tgt in self.narrow and re.fullmatch(r"[()\s-]*\d+[()\s]*", e):
            # A literal outside a narrow type's range is refused at -emit=ast
            # (`-4` into a `ubyte`); a computed value wraps.
            e = "Index1 * 0 + %s" % e
        op = ":="
        if self.r.random() < 0.15:
            op = self.r.choice(["+=", "-="])
            e = "(%s) %% %d" % (e, 1000)
        scope = "[%s %s %s]" % (reg, self.r.choice(["with", "without"]), mtext) if mask else self.scope(reg)
        self.emit("%s %s %s %s;" % (scope, tgt, op, e))
        if op != ":=":
            self.emit("[R] %s := %s %% %d;" % (tgt, tgt, VMAX))

    def st_reduce(self):
        s = self.r.choice(self.scalars)
        reg = self.region()
        op = self.r.choice(["+", "max", "min", "+", "*", "bool"])
        e, b = self.pexpr(1)
        if op == "+":
            e = "(%s) %% %d" % (e, self.sum_mod)
        elif op == "*":
            e = "(%s) %% 2" % e
        if op == "bool":
            bop = self.r.choice(["&", "|"])
            self.emit("%s flag := %s<< (%s);" % (self.masked(reg), bop, self.bool_expr()))
            self.emit("writeln(\"flag \", flag);")
            return
        rhs = "%s<< (%s)" % (op, e)
        if self.r.random() < 0.3:
            rhs = "(%s) %% %d + %s" % (rhs, self.r.randint(5, 100), self.r.choice(self.scalars))
        scope = self.masked(reg)
        self.emit("%s %s := %s;" % (scope, s, rhs))
        if op in ("max", "min") and scope != self.scope(reg):
            # A mask can select nothing: the result is then the identity,
            # the most negative or positive integer, past the bound VMAX
            # every later expression assumes (seed 1001438 overflowed).
            self.emit("%s := %s %% %d;" % (s, s, VMAX))
        self.emit("writeln(\"%s \", %s);" % (s, s))

    def st_partial(self):
        tgt = self.r.choice(self.big)
        op = self.r.choice(["+", "max", "min"])
        e, _ = self.pexpr(1)
        if op == "+":
            e = "(%s) %% %d" % (e, self.sum_mod)
        src = self.r.choice(["R", "[1..n, 1..n]"])
        if self.r.random() < 0.5:
            self.emit("[1..n, 1] %s := %s<< [%s] (%s);" % (tgt, op, src, e) if not src.startswith("[")
                      else "[1..n, 1] %s := %s<< %s (%s);" % (tgt, op, src, e))
        else:
            self.emit("[1, 1..n] %s := %s<< [%s] (%s);" % (tgt, op, src, e) if not src.startswith("[")
                      else "[1, 1..n] %s := %s<< %s (%s);" % (tgt, op, src, e))

    def st_scan(self):
        tgt = self.r.choice(self.big)
        src = self.r.choice(self.big + self.dist_arrays)
        op = self.r.choice(["+", "max", "min"])
        reg = self.r.choice(["R", "Inner"] + ([self.sub_region()] if "literal" in self.f else []))
        dim = self.r.choice(["", " [1]", " [2]"])
        e = "%s %% %d" % (src, self.sum_mod) if op == "+" else src
        if self.r.random() < 0.4:
            e = "(%s)" % e
        else:
            e = src if op != "+" else "(%s)" % e
        self.emit("%s %s := %s||%s %s;" % (self.scope(reg), tgt, op, dim, e))

    def st_flood(self):
        tgt = self.r.choice(self.big)
        # With `floodmix`, from another distribution than the flood array's.
        src = self.r.choice(self.big + (self.dist_arrays if "floodmix" in self.f else []))
        k = self.r.randint(1, self.n)
        if self.r.random() < 0.5:
            self.emit("[Fc] F := >>[1..n, %d] %s;" % (k, src))
            self.emit("[R] %s := F + %s;" % (tgt, self.r.choice(["0", "Index1", tgt + " % 100"])))
        else:
            self.emit("[Fr] G := >>[%d, 1..n] %s;" % (k, src))
            self.emit("[R] %s := G - %s;" % (tgt, self.r.choice(["0", "Index2", tgt + " % 100"])))

    def st_wrap(self):
        a = self.r.choice(self.big)
        d = self.r.choice(["north", "south", "east", "west"])
        self.emit("[%s of R] %s %s;" % (d, self.r.choice(["wrap", "reflect"]), a))

    def st_wrapshift(self):
        p = self.r.choice(self.plain)
        src = self.r.choice(self.plain)
        d = self.r.choice(list(DIRS))
        self.emit("[R] %s := %s@^%s + %s;" % (p, src, d, self.r.choice(["1", "Index1", "0"])))
        self.emit("[R] %s := %s %% %d;" % (p, p, VMAX))

    def st_remap(self):
        r = self.r
        k = r.random()
        if k < 0.35:
            tgt, src = r.choice(self.big), r.choice(self.big + self.dist_arrays)
            idx = r.choice(["Index2, Index1", "n + 1 - Index1, Index2", "Index1, n + 1 - Index2",
                            "n + 1 - Index2, Index1"])
            self.emit("[R] %s := %s#[%s];" % (r.choice(self.plain), src, idx))
            if self.wide:
                # A transpose: the fused read of whole blocks through tiles.
                self.emit("[R] T8 := (T8 + L8#[Index2, Index1]) %% %d;" % VMAX)
                # Two remaps in one statement, one local at -p2 and one not
                # (test/exec/remap-fused-several.zpl).
                self.emit("[R] T8 := (T8 + L8#[Index2, Index1] - L8#[Index1, Index2]) %% %d;" % VMAX)
                self.emit("[R] %s := (%s + T8) %% %d;" % (tgt, tgt, VMAX))
        elif k < 0.7:
            src = r.choice(self.big + self.dist_arrays)
            self.emit("[R] %s := ((%s %% n) + n) %% n + 1;" % ("Q", r.choice(self.big)))
            self.emit("[R] P := %s#[Q, %s];" % (src, r.choice(["Index2", "n + 1 - Index2", "Q"])))
        else:
            idx = r.choice(["Index2, Index1", "n + 1 - Index1, Index2", "Index1, n + 1 - Index2"])
            self.emit("[R] %s#[%s] := %s;" % (r.choice(self.plain), idx, r.choice(self.big + self.dist_arrays)))
        tgt = r.choice(self.big)
        self.emit("[R] %s := %s + %s;" % (tgt, r.choice(self.plain), r.choice(["0", "Index1", tgt + " % 10"])))
        self.emit("[R] %s := %s %% %d;" % (tgt, tgt, VMAX))

    def st_mask(self):
        self.emit("[R] M := %s;" % self.bool_expr())

    def st_call(self):
        if not self.procs:
            return self.st_assign()
        p, inherits = self.r.choice(self.procs)
        if inherits:
            self.called.add(p)
            x, y = self.r.sample(self.big, 2)
            self.emit("[%s] %s(%s, %s);" % (self.r.choice(["R", "Inner"]), p, x, y))
        else:
            self.emit("%s();" % p)

    def st_loop(self):
        if self.depth >= 2:
            return self.st_assign()
        self.depth += 1
        # Each loop has its own counter, so that a loop in a called procedure
        # cannot reset the caller's; every loop is bounded by its counter.
        c = "i%d" % self.loops
        self.loops += 1
        k = self.r.random()
        if k < 0.35:
            self.emit("for %s := 1 to %d do" % (c, self.r.randint(1, 3)))
            self.ind += 1
            self.block(self.r.randint(1, 3))
            self.ind -= 1
            self.emit("end;")
        elif k < 0.7:
            a = self.r.choice(self.big)
            self.emit("%s := 0;" % c)
            self.emit("[R] while %s < %d & %s<< (%s %% 100) %s %d do" % (
                c, self.r.randint(1, 4), self.r.choice(["max", "+", "min"]), a,
                self.r.choice(["<", ">", "!="]), self.r.randint(-50, 200)))
            self.ind += 1
            self.block(self.r.randint(1, 3))
            self.emit("%s := %s + 1;" % (c, c))
            self.ind -= 1
            self.emit("end;")
            self.emit("writeln(\"%s \", %s);" % (c, c))
        else:
            a = self.r.choice(self.big)
            self.emit("%s := 0;" % c)
            self.emit("[R] repeat")
            self.ind += 1
            self.block(self.r.randint(1, 3))
            self.emit("%s := %s + 1;" % (c, c))
            self.ind -= 1
            self.emit("until %s >= %d | %s<< (%s %% 100) %s %d;" % (
                c, self.r.randint(1, 3), self.r.choice(["max", "+", "min"]), a,
                self.r.choice(["<", ">", "="]), self.r.randint(-50, 200)))
            self.emit("writeln(\"%s \", %s);" % (c, c))
        self.depth -= 1

    def st_line(self):
        """A statement on the rank-1 arrays V, W over BigL = [0..n+1]."""
        r = self.r
        saved = self.big, self.dist_arrays
        self.big, self.dist_arrays, self.rank = ["V", "W"], [], 1
        try:
            reg = r.choice(["L", "L", "[2..n]", "[1..n-1]"] +
                           (["L by [2]", "[2..n] by [3]"] if "stride" in self.f else []))
            sc = self.scope(reg)
            k = r.random()
            tgt = r.choice(self.big)
            if k < 0.4:
                e, b = self.expr()
                e, b = self.clamp(e, b)
                self.emit("%s %s := %s;" % (sc, tgt, e))
            elif k < 0.6 and "reduce" in self.f:
                e, _ = self.pexpr(1)
                sv = r.choice(self.scalars)
                self.emit("%s %s := %s<< ((%s) %% %d);" % (sc, sv, r.choice(["+", "max", "min"]), e, self.sum_mod))
                self.emit("writeln(\"%s \", %s);" % (sv, sv))
            elif k < 0.8 and "scan" in self.f:
                self.emit("[%s] %s := %s|| (%s %% 1000);" % (r.choice(["L", "2..n"]), tgt,
                                                           r.choice(["+", "max", "min"]), r.choice(self.big)))
            elif "remap" in self.f:
                self.emit("[L] %s := %s#[%s];" % (tgt, r.choice(self.big),
                                                  r.choice(["n + 1 - Index1", "(Index1 % n) + 1", "Index1"])))
            if "wrap" in self.f and r.random() < 0.3:
                self.emit("[%s of L] %s %s;" % (r.choice(["right", "left"]), r.choice(["wrap", "reflect"]),
                                               r.choice(self.big)))
        finally:
            self.big, self.dist_arrays = saved
            self.rank = 2

    def statement(self):
        c = [(self.st_assign, 5)]
        for f, w, fn in [("reduce", 3, self.st_reduce), ("partial", 1, self.st_partial),
                         ("scan", 2, self.st_scan), ("flood", 1, self.st_flood),
                         ("wrap", 1, self.st_wrap), ("remap", 1, self.st_remap),
                         ("mask", 1, self.st_mask), ("proc", 1, self.st_call),
                         ("loop", 1, self.st_loop), ("wrapshift", 1, self.st_wrapshift),
                         ("line", 1, self.st_line)]:
            if f in self.f:
                c.append((fn, w))
        tot = sum(w for _, w in c)
        x = self.r.uniform(0, tot)
        for fn, w in c:
            x -= w
            if x <= 0:
                return fn()
        return c[0][0]()

    def block(self, k):
        for _ in range(k):
            self.statement()

    def print_all(self):
        for a in self.big + self.dist_arrays + self.narrow:
            self.emit("writeln(\"%s:\");" % a)
            self.emit("[%s] writeln(%s);" % (self.r.choice(["R", "BigR"]), a))
        if "line" in self.f:
            self.emit("writeln(\"V W:\");")
            self.emit("[BigL] writeln(V);")
            self.emit("[BigL] writeln(W);")
        for a in self.plain:
            self.emit("writeln(\"%s:\");" % a)
            self.emit("[R] writeln(%s);" % a)
        self.emit("writeln(\"s t u \", s, t, u);")

    # ---------------------------------------------------------- program
    def program(self):
        r = self.r
        out = ["-- generated by tools/fuzz/progen.py", "program fz;", "",
               "config var n : integer = %d;" % self.n]
        dist = "dist" in self.f
        if dist:
            out += ["config var p1 : integer = 1;", "config var p2 : integer = 1;",
                    "grid Gd = [p1, p2];"]
            fm = lambda: r.choice(["block", "cyclic", "cyclic(2)", "cyclic(3)", "*", "block"])
            out.append("grid Gl = [p1 * p2];")
            for dn in ("D1", "D2"):
                f1, f2 = fm(), fm()
                if f1 == "*" and f2 == "*":
                    f2 = "block"
                # `*` leaves a dimension undistributed: the grid has one dimension less.
                g = "Gl" if "*" in (f1, f2) else "Gd"
                out.append("distribution %s : %s = [%s, %s];" % (dn, g, f1, f2))
                if dn == "D1" and "cyclic" in f1 + f2:
                    # zplc refuses scans along cyclic dimensions (a located error).
                    self.f = self.f - {"scan"}
            d1 = " : D1"
            self.dist_arrays = ["K"]
        else:
            d1 = ""
        out.append("region R%s = [1..n, 1..n];" % d1)
        out.append("       BigR%s = [0..n+1, 0..n+1];" % d1)
        out.append("       Inner%s = [2..n-1, 1..n];" % d1)
        out.append("       Strided%s = [1..n, 1..n] by [2, 1];" % d1)
        # With `floodmix` the flood arrays may be of another distribution
        # than the D1 arrays that feed and read them (flood-from-distributed.zpl).
        fd = d1
        if "floodmix" in self.f and d1:
            fd = r.choice(["", d1, " : D2"])
        out.append("       Fc%s = [1..n, *];" % fd)
        out.append("       Fr%s = [*, 1..n];" % fd)
        if dist:
            out.append("       RD : D2 = [1..n, 1..n];")
            out.append("       BigD : D2 = [0..n+1, 0..n+1];")
        if "line" in self.f:
            out.append("       L = [1..n];")
            out.append("       BigL = [0..n+1];")
            out.append("direction right = [1]; left = [-1];")
        out.append("direction " + " ".join("%s = [%d, %d];" % (k, v[0], v[1]) for k, v in DIRS.items()))
        out.append("var %s : [BigR] integer;" % ", ".join(self.big))
        if self.narrow:
            out.append("    E : [BigR] %s;" % self.narrow_ty)
        if self.plain:
            out.append("    %s : [R] integer;" % ", ".join(self.plain))
        if self.wide and self.plain:
            out.append("    T8 : [R] long;")
            out.append("    L8 : [BigR] long;")
        if dist:
            out.append("    K : [BigD] integer;")
        if "line" in self.f:
            out.append("    V, W : [BigL] integer;")
        out.append("    M : [R] boolean;")
        out.append("    F : [Fc] integer;")
        out.append("    G : [Fr] integer;")
        decl_at = len(out)
        out.append("    flag : boolean;")
        out.append("")
        # Procedures: some with their own region scope, some inheriting the caller's.
        if "proc" in self.f:
            for i in range(r.randint(1, 2)):
                name = "q%d" % i
                # zplc cannot pass an array of another distribution yet (it
                # says so), so with distributions every procedure has a region.
                inherits = r.random() < 0.6 and "dist" not in self.f
                self.lines = []
                self.ind = 1
                if inherits:
                    # Statements without a region of their own run in the
                    # caller's; zplc wants their arrays passed as parameters.
                    saved = self.big, self.dist_arrays
                    self.big, self.dist_arrays = ["X", "Y"], []
                    for _ in range(r.randint(1, 3)):
                        e, b = self.expr(1)
                        e, b = self.clamp(e, b)
                        self.emit("X := %s;" % e)
                    if r.random() < 0.5:
                        s = r.choice(self.scalars)
                        self.emit("%s := +<< (%s %% %d);" % (s, r.choice(self.big), self.sum_mod))
                        self.emit("writeln(\"%s \", %s);" % (s, s))
                    self.big, self.dist_arrays = saved
                    out += ["procedure %s(inout X : [,] integer; Y : [,] integer);" % name,
                            "begin"] + self.lines + ["end;", ""]
                else:
                    saved = self.procs
                    self.procs = []
                    self.block(r.randint(1, 3))
                    self.procs = saved
                    out += ["procedure %s();" % name, "[R] begin"] + self.lines + ["end;", ""]
                self.procs.append((name, inherits))
        self.lines = []
        self.ind = 1
        # Initialise everything, borders included.
        for i, a in enumerate(self.big):
            self.emit("[BigR] %s := Index1 * %d + Index2 * (%d) - %d;" % (a, r.randint(1, 9), r.randint(-5, 5), r.randint(0, 20)))
        for a in self.plain:
            self.emit("[R] %s := Index1 - Index2 * %d;" % (a, r.randint(1, 4)))
        if self.narrow:
            self.emit("[BigR] E := Index1 * %d - Index2 * %d;" % (r.randint(20, 90), r.randint(1, 9)))
        if self.wide and self.plain:
            self.emit("[BigR] L8 := Index1 * 41 + Index2;")
            self.emit("[R] T8 := Index2;")
        if dist:
            self.emit("[BigD] K := Index2 * %d - Index1;" % r.randint(1, 5))
        if "line" in self.f:
            self.emit("[BigL] V := Index1 * %d - %d;" % (r.randint(1, 9), r.randint(0, 20)))
            self.emit("[BigL] W := %d - Index1;" % r.randint(0, 20))
        self.emit("[R] M := (Index1 + Index2) %% %d = 0;" % r.randint(2, 3))
        self.emit("[Fc] F := Index1;")
        self.emit("[Fr] G := Index2;")
        self.emit("s := %d; t := %d; u := %d;" % (r.randint(-5, 5), r.randint(0, 9), r.randint(0, 9)))
        self.emit("flag := false;")
        self.block(r.randint(4, 14))
        # Sema wants every inheriting procedure called in some region scope.
        for p, inherits in self.procs:
            if inherits and p not in self.called:
                self.emit("[R] %s(%s, %s);" % (p, self.big[0], self.big[1]))
        self.print_all()
        out += ["procedure fz();", "begin"] + self.lines + ["end;"]
        out.insert(decl_at, "    s, t, u%s : integer;" % "".join(", i%d" % k for k in range(self.loops)))
        return "\n".join(out) + "\n"


def r_mod(r):
    return r.choice([997, 1000, 9973, 100000])


def generate(seed, features):
    return Gen(seed, features).program()


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("seed", type=int)
    ap.add_argument("--features", default="all")
    ap.add_argument("-o", default="-")
    a = ap.parse_args()
    text = generate(a.seed, parse_features(a.features))
    if a.o == "-":
        sys.stdout.write(text)
    else:
        with open(a.o, "w") as f:
            f.write(text)


if __name__ == "__main__":
    main()
