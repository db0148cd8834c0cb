#!/usr/bin/env python3
"""An independent, sequential reference evaluator for zplc programs.

Reads the textual AST (`zplc PROG -emit=ast`, docs/ast-format.md) and
interprets the program element by element in Python, sharing nothing with
ir/, passes/ or codegen/: no distribution, no processor, no transfer; every
parallel statement is evaluated over its region's indices in row-major order
with ZPL's array semantics (the whole right side before any store). Prints
what the program prints, formatted as the runtime formats it
(runtime/program/Support.h: `%9d `, `%5s `, `%9.4f `).

It covers the language progen.py generates (integer and boolean scalars and
arrays of rank 1-3, regions, directions, `@`, `@^`, `of`/`in`/`at`/`by`,
`with`/`without`, wrap/reflect, full and partial reductions, scans, floods,
remaps, procedures, loops, if/while/repeat/for, writeln), and the prime
operator `A'@d` (wavefronts, element by element in the order it implies). Anything else
raises Unsupported (exit 3); a run-time fault that the generator should have
avoided (overflow, division by zero, a read of an uninitialised element or
outside an array) raises RefError (exit 2).

Its data structures (the parsed dump, regions, arrays, formats) live in
refmodel.py.

usage: refeval.py AST_FILE      (or `-` for standard input)
"""
import copy
import re
import sys

from refmodel import (INT_MAX, INT_MIN, Array, RefError, Region, Return, Unsupported, c_div,
                      c_mod, c_pow, check_int, fmt_value, parse_dump, unescape)
from refmulti import SeveralOperands

# The integer types zplc stores wider than their range: (bits, signed).
NARROW = {"sbyte": (8, True), "ubyte": (8, False), "shortint": (16, True), "ushortint": (16, False)}


# ------------------------------------------------------------------ interpreter
class Interp(SeveralOperands):
    def __init__(self, prog):
        self.prog = prog
        self.out = []
        self.glob = {}    # name -> scalar value, Array, Region, direction tuple
        self.procs = {}
        self.region = None  # the current region (dynamic scope)
        self.frames = [{}]

    # -- names
    def lookup(self, name):
        for f in reversed(self.frames):
            if name in f:
                return f[name]
        if name in self.glob:
            return self.glob[name]
        raise Unsupported("unknown name `%s`" % name)

    def assign_scalar(self, name, v):
        for f in reversed(self.frames):
            if name in f:
                f[name] = v
                return
        if name in self.glob:
            self.glob[name] = v
            return
        raise Unsupported("assignment to unknown `%s`" % name)

    # -- declarations
    def run(self):
        for d in self.prog.kids:
            self.declare(d)
        entry = re.search(r"entry=(\S+)", self.prog.attrs)
        name = entry.group(1) if entry else self.prog.word(0)
        self.call(name, [], None)
        return "".join(self.out)

    def declare(self, d):
        k = d.kind
        if k == "VarDecl":
            name = d.word(0)
            ty = d.kid("type")
            init = d.kid("init")
            if ty is not None and ty.kind == "ParallelArrayTypeExpr":
                reg = self.region_value(ty.kid("region"))
                el = ty.kid("element")
                self.frames[-1 if len(self.frames) > 1 else 0]
                target = self.frames[-1] if len(self.frames) > 1 else self.glob
                target[name] = Array(name, reg, el.word(0) if el is not None else "integer")
                return
            if ty is not None and ty.kind == "RegionTypeExpr":
                target = self.frames[-1] if len(self.frames) > 1 else self.glob
                target[name] = self.region_value(init) if init is not None else None
                return
            if ty is not None and ty.kind == "BuiltinTypeExpr" and ty.word(0) in (
                    "float", "double", "quad"):
                # Even with an integer initialiser: `h : float = 4` makes
                # `10 / h` 2.5, which integers cannot evaluate.
                raise Unsupported("floating point")
            v = self.ev(init, None) if init is not None else None
            if v is None and ty is not None and ty.kind == "BuiltinTypeExpr":
                v = None  # uninitialised: reading it is an error
            target = self.frames[-1] if len(self.frames) > 1 else self.glob
            target[name] = v
        elif k == "RegionDecl":
            self.glob[d.word(0)] = self.region_value(d.kid("init") or d.plain()[-1])
        elif k == "DirectionDecl":
            init = d.kid("init") or d.plain()[-1]
            self.glob[d.word(0)] = self.direction(init)
        elif k == "ProcedureDecl":
            # Overloads (a user-defined reduction's identity and
            # accumulation) differ in their number of parameters.
            self.procs.setdefault(d.word(0), []).append(d)
        elif k in ("GridDecl", "DistributionDecl"):
            pass
        else:
            raise Unsupported("declaration %s" % k)

    # -- regions and directions
    def direction(self, n):
        if n.kind == "DirectionLiteralExpr":
            return tuple(self.ev(c, None) for c in n.kids)
        if n.kind == "NameExpr":
            v = self.lookup(n.word(0))
            if isinstance(v, tuple):
                return v
        if n.kind == "RegionLiteralExpr":
            # `[1, 2]` in a direction position parses as a region literal.
            vals = []
            for dim in n.kids:
                if dim.kind != "Single":
                    raise Unsupported("direction literal with a range")
                vals.append(self.ev(dim.kids[0], None))
            return tuple(vals)
        if n.kind == "UnaryExpr" and n.word(0) == "-":
            return tuple(-x for x in self.direction(n.kids[0]))
        raise Unsupported("direction %s" % n)

    def region_value(self, n):
        k = n.kind
        if k == "RegionLiteralExpr":
            dims = n.kids
            if len(dims) == 1 and dims[0].kind == "Single" and dims[0].kids[0].kind == "NameExpr":
                v = self.maybe(dims[0].kids[0].word(0))
                if isinstance(v, Region):
                    return v
            if len(dims) == 1 and dims[0].kind == "Single" and dims[0].kids[0].kind in (
                    "DerivedRegionExpr", "RegionLiteralExpr", "CurrentRegionExpr"):
                return self.region_value(dims[0].kids[0])
            out = []
            for i, dim in enumerate(dims):
                if dim.kind == "Range":
                    lo, hi = self.ev(dim.kid("lo"), None), self.ev(dim.kid("hi"), None)
                    out.append(list(range(lo, hi + 1)))
                elif dim.kind == "Single":
                    v = self.ev(dim.kids[0], None)
                    out.append([v])
                elif dim.kind == "Star":
                    out.append(None)
                elif dim.kind == "Empty":
                    if self.region is None:
                        raise RefError("`[,]` without a current region")
                    out.append(self.region.dims[i])
                else:
                    raise Unsupported("region dimension %s" % dim.kind)
            return Region(out)
        if k == "NameExpr":
            v = self.lookup(n.word(0))
            if not isinstance(v, Region):
                raise Unsupported("`%s` is not a region" % n.word(0))
            return v
        if k == "CurrentRegionExpr":
            return self.region
        if k == "DerivedRegionExpr":
            op = n.word(0)
            a, b = n.plain()[0], n.plain()[1]
            if op in ("of", "in"):
                d = self.direction(a)
                base = self.region_value(b)
                dims = []
                for (lo, hi), dk, bd in zip(base.bounds, d, base.dims):
                    if dk == 0:
                        dims.append(bd)
                    elif op == "of":
                        dims.append(list(range(hi + 1, hi + dk + 1)) if dk > 0 else list(range(lo + dk, lo)))
                    else:
                        dims.append(list(range(hi - dk + 1, hi + 1)) if dk > 0 else list(range(lo, lo - dk)))
                r = Region(dims)
                r.derived = (op, d, base)
                return r
            base = self.region_value(a)
            if op == "at":
                d = self.direction(b)
                return Region([None if bd is None else [i + dk for i in bd] for bd, dk in zip(base.dims, d)],
                              base.mask)
            if op == "by":
                s = self.direction(b)
                dims = []
                for bd, sk in zip(base.dims, s):
                    if sk == 0:
                        raise RefError("stride 0")
                    if sk > 0:
                        dims.append(bd[::sk])
                    else:
                        dims.append(bd[::-1][::-sk][::-1])
                return Region(dims, base.mask, base.bounds)
            if op in ("with", "without"):
                arr = self.lookup(b.word(0)) if b.kind == "NameExpr" else None
                if isinstance(arr, Array):
                    return Region(base.dims, (arr.get, op == "with"), base.bounds)
                if "parallel" not in b.attrs:
                    raise Unsupported("mask that is not a parallel expression")
                # Values memoised per statement (reductions, scans) would be
                # read stale here, before the statement resets the memo.
                stack = [b]
                while stack:
                    x = stack.pop()
                    if x.kind in ("ReduceExpr", "ScanExpr"):
                        raise Unsupported("reduction or scan in a mask")
                    stack.extend(x.kids)
                # An expression: evaluated at each index of every statement
                # that runs under the region.
                return Region(base.dims, (lambda i: self.ev(b, i), op == "with"), base.bounds)
            raise Unsupported("derived region `%s`" % op)
        raise Unsupported("region expression %s" % k)

    def maybe(self, name):
        try:
            return self.lookup(name)
        except Unsupported:
            return None

    # -- statements
    def proc(self, name, nargs):
        """The definition of `name` taking `nargs` parameters, or None."""
        found = [p for p in self.procs.get(name, [])
                 if len([k for k in p.kids if k.role == "param"]) == nargs]
        with_body = [p for p in found if p.kid("body") is not None]
        return (with_body or found or [None])[-1]

    def call_values(self, p, values):
        """Runs procedure `p` on scalar values passed by value."""
        params = [k for k in p.kids if k.role == "param"]
        if any(prm.word(1) != "in" for prm in params):
            raise Unsupported("user-defined reduction in the var form")
        return self.run_body(p, {prm.word(0): v for prm, v in zip(params, values)})

    def run_body(self, p, frame):
        self.frames.append(frame)
        saved = self.region
        result = None
        try:
            for loc in p.kids:
                if loc.role == "local":
                    self.declare(loc)
            self.stmt(p.kid("body"))
        except Return as r:
            result = r.v
        finally:
            self.region = saved
            self.frames.pop()
        return result

    def call(self, name, args, node):
        """args: the argument expressions (scalars are passed by value,
        arrays by reference; `out`/`inout` scalars are copied back)."""
        p = self.proc(name, len(args))
        if p is None:
            raise Unsupported("call to `%s` with %d arguments" % (name, len(args)))
        params = [k for k in p.kids if k.role == "param"]
        frame = {}
        copy_back = []
        for prm, arg in zip(params, args):
            pname, mode = prm.word(0), prm.word(1)
            if "parallel" in arg.attrs:
                if arg.kind != "NameExpr":
                    raise Unsupported("parallel argument that is not an array name")
                frame[pname] = self.lookup(arg.word(0))
            else:
                frame[pname] = self.ev(arg, None) if mode != "out" else None
                if mode in ("out", "inout"):
                    copy_back.append((pname, arg))
        result = self.run_body(p, frame)
        for pname, arg in copy_back:
            self.assign_scalar(arg.word(0), frame[pname])
        return result

    def stmt(self, s):
        k = s.kind
        if k == "CompoundStmt":
            for c in s.kids:
                self.stmt(c)
        elif k == "RegionScopeStmt":
            reg = self.region_value(s.kid("region"))
            saved = self.region
            self.region = reg
            try:
                for c in s.plain():
                    self.stmt(c)
            finally:
                self.region = saved
        elif k == "AssignStmt":
            self.assign(s)
        elif k == "IOStmt":
            self.io(s)
        elif k == "CallStmt":
            c = s.plain()[0] if s.plain() else s.kids[0]
            self.call(c.word(0), c.plain(), c)
        elif k == "ForStmt":
            var = s.kid("var").word(0)
            lo, hi = self.ev(s.kid("from"), None), self.ev(s.kid("to"), None)
            step = self.ev(s.kid("by"), None) if s.kid("by") is not None else 1
            down = s.word(0) == "downto"
            i = lo
            while (i >= hi) if down else (i <= hi):
                self.assign_scalar(var, i)
                self.stmt(s.kid("do"))
                i = i - step if down else i + step
        elif k == "WhileStmt":
            guard = 0
            while self.cond(s.kid("cond")):
                self.stmt(s.kid("do") or s.kid("body"))
                guard += 1
                if guard > 100000:
                    raise RefError("loop does not terminate")
        elif k == "RepeatStmt":
            guard = 0
            while True:
                self.stmt(s.kid("body") or s.kid("do"))
                if self.cond(s.kid("until")):
                    break
                guard += 1
                if guard > 100000:
                    raise RefError("loop does not terminate")
        elif k == "IfStmt":
            for cl in s.kids:
                if cl.kind in ("If", "Elsif"):
                    if self.cond(cl.kid("cond")):
                        self.stmt(cl.kid("then"))
                        return
                elif cl.role == "else":
                    self.stmt(cl)
                    return
        elif k in ("WrapStmt", "ReflectStmt"):
            self.wrap(s, k == "WrapStmt")
        elif k == "ReturnStmt":
            raise Return(self.ev(s.kids[0], None) if s.kids else None)
        elif k == "EmptyStmt":
            pass
        else:
            raise Unsupported("statement %s" % k)

    def cond(self, e):
        v = self.ev(e, None)
        if isinstance(v, dict):
            raise Unsupported("shattered control flow")
        return bool(v)

    def assign(self, s):
        op = s.word(0)
        lhs, rhs = s.kid("lhs"), s.kid("rhs")
        targets = [k for k in s.kids if k.role == "lhs"]
        if len(targets) > 1:
            return self.multi_reduce(targets, rhs)
        if lhs.kind == "NameExpr":
            tgt = self.lookup(lhs.word(0))
            if isinstance(tgt, Array):
                if self.region is None:
                    raise RefError("parallel assignment without a region")
                dirs = self.primed_dirs(rhs)
                if dirs:
                    return self.wavefront(tgt, lhs.word(0), op, rhs, dirs)
                idxs = self.region.indices()
                vals = self.rhs_values(rhs, idxs)
                for idx, v in zip(idxs, vals):
                    self.store(tgt, idx, op, v)
                return
            v = self.ev(rhs, None)
            if op != ":=":
                v = self.binop(op[0], self.lookup(lhs.word(0)), v)
            self.assign_scalar(lhs.word(0), v)
            return
        if lhs.kind == "RemapExpr":
            arr = self.lookup(lhs.plain()[0].word(0))
            maps = [m for m in lhs.kids if m.role == "map"]
            idxs = self.region.indices()
            vals = self.rhs_values(rhs, idxs)
            targets = [tuple(self.ev(m, idx) for m in maps) for idx in idxs]
            if len(set(targets)) != len(targets):
                raise RefError("scatter with colliding indices")
            for t, v in zip(targets, vals):
                self.store(arr, t, op, v)
            return
        raise Unsupported("assignment to %s" % lhs.kind)

    def primed_dirs(self, e):
        """The directions of the primed reads (`A'@d`) in `e`."""
        out = []
        if e.kind == "ShiftExpr" and e.plain()[0].kind == "PrimeExpr":
            out.append(self.direction(e.kid("direction")))
        for k in e.kids:
            out += self.primed_dirs(k)
        return out

    def wavefront(self, tgt, name, op, rhs, dirs):
        """ZPL's wavefront: one element at a time, every dimension upwards
        unless a primed direction points up it (then downwards), so i+d is
        stored before i; `A'@d` reads those stores, `A` and `A@d` the values
        from before the statement."""
        sign = [1] * len(dirs[0])
        for d in dirs:
            for k, dk in enumerate(d):
                if dk > 0:
                    sign[k] = -1
        idxs = sorted(self.region.indices(), key=lambda i: tuple(s * x for s, x in zip(sign, i)))
        old = copy.copy(tgt)
        old.data = dict(tgt.data)
        self.assign_scalar(name, old)
        saved, self.prime_arr = getattr(self, "prime_arr", None), tgt
        try:
            self.memo = {}
            for idx in idxs:
                self.store(tgt, idx, op, self.ev(rhs, idx))
        finally:
            self.assign_scalar(name, tgt)
            self.prime_arr = saved

    def store(self, arr, idx, op, v):
        if op != ":=":
            v = self.binop(op[0], arr.get(idx), v)
        if arr.etype != "boolean" and isinstance(v, bool):
            raise Unsupported("boolean into integer array")
        if arr.etype in NARROW:
            # Stored wider than their range by zplc; C converts modulo 2^bits.
            bits, signed = NARROW[arr.etype]
            v &= (1 << bits) - 1
            if signed and v >= 1 << (bits - 1):
                v -= 1 << bits
        arr.set(idx, v)

    def rhs_values(self, rhs, idxs):
        self.memo = {}
        if rhs.kind == "ReduceExpr" and rhs.kid("region") is not None:
            return [self.partial_reduce(rhs, idx) for idx in idxs]
        return [self.ev(rhs, idx) for idx in idxs]

    def wrap(self, s, is_wrap):
        reg = self.region
        info = getattr(reg, "derived", None)
        if info is None or info[0] != "of":
            raise Unsupported("wrap/reflect outside an `of` region")
        _, d, base = info
        arr = self.lookup(s.plain()[0].word(0))
        for idx in reg.indices():
            src = []
            for i, dk, (lo, hi) in zip(idx, d, base.bounds):
                if dk == 0:
                    src.append(i)
                elif is_wrap:
                    src.append(i - (hi - lo + 1) if dk > 0 else i + (hi - lo + 1))
                else:
                    src.append(2 * hi + 1 - i if dk > 0 else 2 * lo - 1 - i)
            arr.set(idx, arr.get(tuple(src)))

    # -- I/O
    def io(self, s):
        kind = s.word(0)
        if kind not in ("write", "writeln"):
            raise Unsupported("I/O statement %s" % kind)
        for a in s.kids:
            if a.kind == "StringLiteral":
                self.out.append(unescape(a.attrs.split(" type=")[0].strip()))
            elif a.kind == "FormatExpr":
                fmt = unescape(a.kids[0].attrs.split(" type=")[0].strip())
                self.print_value(a.kids[1], fmt)
            else:
                self.print_value(a, None)
        # writeln ends its list with a newline, also after an array (whose
        # rows end with newlines already): a blank line, as ZPL printed.
        if kind == "writeln":
            self.out.append("\n")

    def print_value(self, e, fmt):
        if "parallel" not in e.attrs:
            self.out.append(fmt_value(self.ev(e, None), fmt))
            return
        reg = self.region
        if reg is None or reg.mask:
            raise Unsupported("writing an array without a plain region")
        self.memo = {}
        dims = reg.dims
        idxs = reg.indices()
        rank = len(dims)
        text = []
        for idx in idxs:
            text.append(fmt_value(self.ev(e, idx), fmt))
            if idx[-1] == dims[-1][-1]:
                text.append("\n")
                if rank >= 2 and idx[-2] == dims[-2][-1]:
                    if not all(idx[d] == dims[d][-1] for d in range(rank - 2)):
                        text.append("\n")
        self.out.append("".join(text))

    # -- expressions (idx None: a scalar context)
    def ev(self, e, idx):
        k = e.kind
        if k == "IntegerLiteral":
            return int(e.word(0))
        if k == "BoolLiteral":
            return e.word(0) == "true"
        if k == "FloatLiteral":
            raise Unsupported("floating point")
        if k == "IndexArrayExpr":
            if idx is None:
                raise RefError("Index%s outside a parallel context" % e.word(0))
            return idx[int(e.word(0)) - 1]
        if k == "NameExpr":
            name = e.word(0)
            if name in ("Index1", "Index2", "Index3"):
                if idx is None:
                    raise RefError("Index outside a parallel context")
                return idx[int(name[-1]) - 1]
            v = self.lookup(name)
            if isinstance(v, Array):
                if idx is None:
                    raise RefError("array %s read in a scalar context" % name)
                return v.get(idx)
            if v is None:
                raise RefError("scalar %s read before it was written" % name)
            return v
        if k == "UnaryExpr":
            v = self.ev(e.kids[0], idx)
            op = e.word(0)
            if op == "-":
                return check_int(-v)
            if op == "!":
                return not v
            if op == "+":
                return v
            raise Unsupported("unary %s" % op)
        if k == "BinaryExpr":
            op = e.word(0)
            a = self.ev(e.kids[0], idx)
            b = self.ev(e.kids[1], idx)
            return self.binop(op, a, b)
        if k == "ShiftExpr":
            src = e.plain()[0]
            arr = self.prime_arr if src.kind == "PrimeExpr" else self.lookup(src.word(0))
            d = self.direction(e.kid("direction"))
            if not isinstance(arr, Array):
                raise Unsupported("shift of a non-array")
            tgt = tuple(i + dk for i, dk in zip(idx, d))
            if e.word(0) == "@^":
                tgt = tuple(lo + (t - lo) % (hi - lo + 1) if b is not None else t
                            for t, b, (lo, hi) in zip(tgt, arr.region.dims, [x or (0, 0) for x in arr.region.bounds]))
            return arr.get(tgt)
        if k == "RemapExpr":
            arr = self.lookup(e.plain()[0].word(0))
            maps = [m for m in e.kids if m.role == "map"]
            if len(maps) != len(arr.region.dims):
                raise Unsupported("remap with %d maps" % len(maps))
            t = tuple(idx[i] if m.kind == "<empty>" else self.ev(m, idx) for i, m in enumerate(maps))
            return arr.get(t)
        if k == "CallExpr":
            name = e.word(0)
            args = [self.ev(a, idx) for a in e.kids if a.role != "callee"]
            if name in ("min", "max") and len(args) == 2:
                return min(args) if name == "min" else max(args)
            if name == "abs" and len(args) == 1:
                return abs(args[0])
            p = self.proc(name, len(args))
            if p is not None:
                # By value (per index, when promoted); `var` arguments need
                # the argument expressions.
                if all(k.word(1) == "in" for k in p.kids if k.role == "param"):
                    return self.call_values(p, args)
                return self.call(name, [a for a in e.kids if a.role != "callee"], e)
            raise Unsupported("call to `%s`" % name)
        if k == "ReduceExpr":
            if e.kid("region") is not None:
                raise Unsupported("partial reduction inside an expression")
            key = id(e)
            memo = getattr(self, "memo", {})
            if idx is not None and key in memo:
                return memo[key]
            v = self.full_reduce(e)
            if idx is not None:
                memo[key] = v
            return v
        if k == "ScanExpr":
            key = id(e)
            if key not in self.memo:
                self.memo[key] = self.scan(e)
            return self.memo[key][idx]
        if k == "FloodExpr":
            reg = e.kid("region")
            src = e.plain()[0]
            dims = reg.kids
            t = []
            for i, dim in enumerate(dims):
                if dim.kind == "Single":
                    t.append(self.ev(dim.kids[0], None))
                elif dim.kind in ("Range", "Empty"):
                    if idx[i] is None:
                        raise RefError("flood reads a range along a flood dimension")
                    t.append(idx[i])
                else:
                    raise Unsupported("flood dimension %s" % dim.kind)
            return self.ev(src, tuple(t))
        raise Unsupported("expression %s" % k)

    def binop(self, op, a, b):
        if op == "+":
            return check_int(a + b)
        if op == "-":
            return check_int(a - b)
        if op == "*":
            return check_int(a * b)
        if op == "/":
            return check_int(c_div(a, b))
        if op == "%":
            return c_mod(a, b)
        if op == "^":
            return check_int(c_pow(a, b))
        if op == "=":
            return a == b
        if op == "!=":
            return a != b
        if op == "<":
            return a < b
        if op == "<=":
            return a <= b
        if op == ">":
            return a > b
        if op == ">=":
            return a >= b
        if op == "&":
            return bool(a) and bool(b)
        if op == "|":
            return bool(a) or bool(b)
        raise Unsupported("operator %s" % op)

    REDUCE = {"+": (lambda a, b: check_int(a + b), 0), "*": (lambda a, b: check_int(a * b), 1),
              "max": (max, INT_MIN), "min": (min, INT_MAX),
              "&": (lambda a, b: a and b, True), "|": (lambda a, b: a or b, False)}

    def reducer(self, op):
        """(f, start): f(acc, v) combines one more value into acc. A
        user-defined operator (function form) is its procedures: the
        identity `op()` and the accumulation `op(v, d)`."""
        if op in self.REDUCE:
            return self.REDUCE[op]
        ident, accp = self.proc(op, 0), self.proc(op, 2)
        if ident is None or accp is None:
            raise Unsupported("reduction %s" % op)
        return (lambda a, v: self.call_values(accp, [v, a])), self.call_values(ident, [])

    def reduce_over(self, op, e, idxs):
        f, acc = self.reducer(op)
        saved = getattr(self, "memo", {})
        self.memo = {}
        try:
            for i in idxs:
                acc = f(acc, self.ev(e, i))
        finally:
            self.memo = saved
        return acc

    def full_reduce(self, e):
        if self.region is None:
            raise RefError("reduction without a region")
        op = e.word(0)[:-2]
        return self.reduce_over(op, e.plain()[0], self.region.indices())

    def partial_indices(self, e, idx):
        """The source region of the partial reduction `e` and the indices of
        it that destination index `idx` collapses: every index along a
        dimension that is one index (or `*`) in the destination and wider
        in the source, and idx's own along the others."""
        src = self.region_value(e.kid("region"))
        dst = self.region
        if src.rank != dst.rank:
            raise Unsupported("partial reduction across ranks")
        if any(sd is None for sd in src.dims):
            raise Unsupported("partial reduction from a `*` dimension")
        collapsed = [dd is None or (len(sd) > 1 and len(dd) == 1) for sd, dd in zip(src.dims, dst.dims)]
        for c, sd, dd in zip(collapsed, src.dims, dst.dims):
            if not c and sd != dd:
                raise Unsupported("partial reduction whose kept dimensions differ")
        return src, [i for i in src.indices() if all(c or a == b for c, a, b in zip(collapsed, i, idx))]

    def partial_reduce(self, e, idx):
        op = e.word(0)[:-2]
        src, idxs = self.partial_indices(e, idx)
        saved = self.region
        self.region = src
        try:
            return self.reduce_over(op, e.plain()[0], idxs)
        finally:
            self.region = saved

    def scan(self, e):
        op = e.word(0)[:-2]
        f, start = self.reducer(op)
        reg = self.region
        if reg.mask:
            raise Unsupported("scan over a masked region")
        dims = [int(self.ev(d, None)) for d in e.kids if d.role == "dim"]
        src = e.plain()[0]
        saved = self.memo
        self.memo = {}
        vals = {i: self.ev(src, i) for i in reg.indices()}
        self.memo = saved
        out = {}
        if not dims:
            acc = start
            for i in reg.indices():
                acc = f(acc, vals[i])
                out[i] = acc
            return out
        if len(dims) != 1:
            raise Unsupported("scan along several dimensions")
        d = dims[0] - 1
        acc = {}
        for i in reg.indices():
            key = i[:d] + i[d + 1:]
            acc[key] = f(acc.get(key, start), vals[i])
            out[i] = acc[key]
        return out


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    text = sys.stdin.read() if sys.argv[1] == "-" else open(sys.argv[1]).read()
    try:
        out = Interp(parse_dump(text)).run()
    except Unsupported as e:
        sys.stderr.write("refeval: unsupported: %s\n" % e)
        sys.exit(3)
    except RefError as e:
        sys.stderr.write("refeval: error: %s\n" % e)
        sys.exit(2)
    sys.stdout.write(out)


if __name__ == "__main__":
    main()
