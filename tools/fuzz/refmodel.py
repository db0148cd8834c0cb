"""The data refeval.py's interpreter works on, apart from the interpreter:
the textual AST dump parsed into a tree (docs/ast-format.md), index sets
(regions, possibly masked), arrays, C's integer arithmetic with its overflow
and division faults, and the runtime's output formats. Shares nothing with
the compiler, like refeval.py itself.
"""
import re

INT_MIN, INT_MAX = -(1 << 31), (1 << 31) - 1


class RefError(Exception):
    pass


class Unsupported(Exception):
    pass


# ------------------------------------------------------------------ the dump
class Node:
    __slots__ = ("kind", "role", "attrs", "kids", "line")

    def __init__(self, kind, role, attrs, line):
        self.kind, self.role, self.attrs, self.kids, self.line = kind, role, attrs, [], line

    def kid(self, role):
        for k in self.kids:
            if k.role == role:
                return k
        return None

    def plain(self):
        """Children without a role, in order."""
        return [k for k in self.kids if k.role is None]

    def word(self, i=0):
        w = self.attrs.split()
        return w[i] if len(w) > i else None

    def ref(self):
        """The declaration a resolved name refers to: (kind, name)."""
        m = re.search(r"-> (\w+) (\S+) \d+:\d+", self.attrs)
        return (m.group(1), m.group(2)) if m else (None, None)

    def __repr__(self):
        return "%s%s %s %s" % (self.role + ": " if self.role else "", self.kind, self.line, self.attrs)


LINE = re.compile(r"^( *)(?:([a-z][\w-]*): )?([A-Z<][\w>]*) (\d+:\d+)(?: (.*))?$")


def parse_dump(text):
    root = Node("Root", None, "", "0:0")
    stack = [(-1, root)]
    for raw in text.splitlines():
        if not raw.strip():
            continue
        m = LINE.match(raw)
        if not m:
            # `format: block` and friends have no location.
            m2 = re.match(r"^( *)(?:([a-z][\w-]*): )?(.*)$", raw)
            depth = len(m2.group(1)) // 2
            node = Node("Text", m2.group(2), m2.group(3), "0:0")
        else:
            depth = len(m.group(1)) // 2
            node = Node(m.group(3), m.group(2), m.group(5) or "", m.group(4))
        while stack[-1][0] >= depth:
            stack.pop()
        stack[-1][1].kids.append(node)
        stack.append((depth, node))
    progs = [k for k in root.kids if k.kind == "Program"]
    if not progs:
        raise Unsupported("no Program in the dump")
    return progs[0]


# ------------------------------------------------------------------ regions
class Region:
    """An index set: per dimension a sorted list of indices, or None for a
    flood (`*`) dimension; optionally masked by a boolean array."""

    def __init__(self, dims, mask=None, bounds=None):
        self.dims = dims            # list of lists (or None)
        # (value at an index, keep_when_true) or None; read when the indices
        # are listed, before the statement writes anything (array semantics).
        self.mask = mask
        # Declared bounds (lo, hi) per dimension: what `of`, `in` and wrap use.
        self.bounds = bounds or [(d[0], d[-1]) if d else None for d in dims]

    @property
    def rank(self):
        return len(self.dims)

    def indices(self):
        out = [()]
        for d in self.dims:
            out = [p + (i,) for p in out for i in (d if d is not None else [None])]
        if self.mask:
            value, keep = self.mask
            out = [p for p in out if bool(value(p)) == keep]
        return out


def c_div(a, b):
    if b == 0:
        raise RefError("division by zero")
    q = abs(a) // abs(b)
    return q if (a >= 0) == (b >= 0) else -q


def c_mod(a, b):
    if b == 0:
        raise RefError("modulo by zero")
    return a - b * c_div(a, b)


def c_pow(a, b):
    """Integer `a ^ b` as docs/LANGUAGE.md defines it, written from the
    definition (1 / a^-b truncated for b < 0), not from the runtime."""
    if b < 0:
        if a == 0:
            raise RefError("zero to a negative power")
        return c_div(1, a ** -b)
    return a ** b


def check_int(v):
    if isinstance(v, int) and not isinstance(v, bool) and not INT_MIN <= v <= INT_MAX:
        raise RefError("integer overflow (%d)" % v)
    return v


class Array:
    def __init__(self, name, region, etype):
        self.name, self.region, self.etype = name, region, etype
        self.flood = [d is None for d in region.dims]
        self.valid = set(region.indices()) if not region.mask else set(Region(region.dims).indices())
        self.data = {}

    def key(self, idx):
        return tuple(None if f else i for f, i in zip(self.flood, idx))

    def get(self, idx):
        k = self.key(idx)
        if k not in self.data:
            if k not in self.valid:
                raise RefError("%s read at %s outside its region" % (self.name, idx))
            raise RefError("%s read at %s before it was written" % (self.name, idx))
        return self.data[k]

    def set(self, idx, v):
        k = self.key(idx)
        if k not in self.valid:
            raise RefError("%s written at %s outside its region" % (self.name, idx))
        self.data[k] = v


class Return(Exception):
    def __init__(self, v):
        self.v = v


# ------------------------------------------------------------------ formats
def fmt_value(v, fmt=None):
    if fmt is None:
        if isinstance(v, bool):
            return "%5s " % ("true" if v else "false")
        if isinstance(v, float):
            return "%9.4f " % v
        if isinstance(v, str):
            return v
        return "%9d " % v
    if isinstance(v, bool):
        return fmt % ("true" if v else "false")
    return fmt % v


def unescape(s):
    assert s.startswith('"') and s.endswith('"'), s
    return s[1:-1].encode("latin-1").decode("unicode_escape")
