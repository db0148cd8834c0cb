#!/usr/bin/env python3
"""Mutation sweep for zplc's back end (FromAST, the passes, EmitCpp).

The front end has a libFuzzer target (run.sh); random bytes rarely get past the
parser and Sema, so the back end is exercised here by mutating the project's own
programs in ways that keep them parseable most of the time: swapping array names,
changing directions, regions, strides, distributions and types, duplicating,
deleting and moving statements, wrapping them in loops, conditionals and region
scopes. Every mutant goes through `zplc FILE -emit=cpp --unformatted` and is
classified:

  ok     zplc succeeded
  user   exit 1 and every error line is `file:line:col: error: ...`
  BAD    a signal, an exit code other than 0/1, "internal" in the output, an
         uncaught exception, an assertion, a sanitizer report, an error without
         a location, a hang, generated C++ that does not compile
         (--cxx-check), or (--run) an executable that dies by a signal, hangs
         at -p3 where it ended at -p1, or prints different output at -p1 and -p3

Not counted as failures (--run), since the program itself is the cause:
  loops     it runs past the time limit already at -p1 (a mutant may well
            loop forever: `while` conditions that no longer change)
  unlinked  zplc's located error that the `extern` procedures or variables it
            declares have no definition (the sweep has no C objects to link)

usage:
  backend_sweep.py --zplc BUILD/tools/zplc/zplc [--seed N|random] [--mutants K]
                   [--time-limit S] [--cxx-check FRAC] [--run FRAC]
                   [--keep DIR] [--jobs J] [--quiet]

--time-limit bounds the whole sweep (mutants are generated deterministically
from the seed, so a bounded run with a fixed seed is repeatable up to where the
clock stops it; the seed is printed first, `--seed random` draws one). Exits 1 when any BAD result was found; BAD mutants are written
to --keep (default: a temporary directory that is printed).
"""
import argparse
import concurrent.futures
import hashlib
import os
import random
import re
import resource
import shutil
import signal
import subprocess
import sys
import tempfile
import time

TOP = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
LOC_ERROR = re.compile(r"^[^\s:][^:]*:\d+:\d+: error: ")
KEYWORDS = set("""program config var const constant region direction grid distribution
type prototype procedure begin end if then elsif else for to downto by do while
repeat until return halt exit continue of in at with without wrap reflect integer
long float double char string file boolean true false and or not free extern out
inout array timer record block cyclic write writeln read open close index1 index2
index3 min max abs sqrt""".split())


def collect_programs():
    roots = [os.path.join(TOP, d) for d in ("examples", "test")]
    progs = []
    for root in roots:
        for dirpath, _, files in os.walk(root):
            for f in sorted(files):
                if f.endswith(".zpl") or f.endswith(".z"):
                    progs.append(os.path.join(dirpath, f))
    return sorted(progs)


# ---------------------------------------------------------------- mutations
def declared(text):
    """Names declared in the program, by kind (a rough textual scan)."""
    names = {"array": [], "scalar": [], "region": [], "direction": [], "dist": [],
             "proc": []}
    section = None
    for line in text.splitlines():
        code = line.split("--")[0]
        m = re.match(r"\s*(config\s+var|config\s+const|var|const|constant|region|direction|"
                     r"distribution|grid|type|procedure|prototype)\b", code)
        if m:
            section = m.group(1).split()[-1]
            code = code[m.end():]
        elif re.match(r"\s*(begin|\[|end|if|for|while|repeat)", code):
            section = None
        if section in ("var", "const", "constant"):
            m = re.match(r"\s*([A-Za-z_][\w\s,]*):\s*(\[[^\]]*\])?", code)
            if m:
                for n in m.group(1).split(","):
                    n = n.strip()
                    if n:
                        names["array" if m.group(2) else "scalar"].append(n)
        elif section == "region":
            names["region"] += re.findall(r"([A-Za-z_]\w*)\s*(?::\s*\w+\s*)?=", code)
        elif section == "direction":
            names["direction"] += re.findall(r"([A-Za-z_]\w*)\s*=", code)
        elif section == "distribution":
            names["dist"] += re.findall(r"([A-Za-z_]\w*)\s*:", code)
        elif section in ("procedure", "prototype"):
            names["proc"] += re.findall(r"^\s*([A-Za-z_]\w*)\s*\(", code)[:1]
    for k in names:
        names[k] = sorted(set(n for n in names[k] if n.lower() not in KEYWORDS))
    return names


def stmt_lines(lines):
    """Indices of lines that look like one complete simple statement."""
    out = []
    for i, l in enumerate(lines):
        s = l.split("--")[0].strip()
        if (s.endswith(";") and not s.startswith(("program", "var", "config", "region",
                                                  "direction", "procedure", "prototype",
                                                  "grid", "distribution", "type", "const",
                                                  "end", "until", "begin"))
                and ("(" in s or ":=" in s or "+=" in s or "wrap" in s or "reflect" in s)
                and s.count("begin") == 0 and not re.search(r"\b(then|do|repeat)\b", s)):
            out.append(i)
    return out


def sub_one(rng, text, pattern, repl):
    """Replaces one random match of pattern; repl gets the match object."""
    ms = list(re.finditer(pattern, text))
    if not ms:
        return None
    m = rng.choice(ms)
    return text[:m.start()] + repl(m) + text[m.end():]


def rand_dir(rng, rank):
    return "[" + ", ".join(str(rng.choice([-2, -1, 0, 0, 1, 1, 2])) for _ in range(rank)) + "]"


def rank_of(text):
    m = re.search(r"region\s+\w+\s*(?::\s*\w+\s*)?=\s*\[([^\]]*)\]", text)
    return m.group(1).count(",") + 1 if m else 2


def word_swap(rng, text, pool):
    if len(pool) < 2:
        return None
    a, b = rng.sample(pool, 2)
    return sub_one(rng, text, r"\b%s\b(?!\s*[:,]\s*[\[\w])" % re.escape(a), lambda m: b)


def m_swap_array(rng, text, n):
    return word_swap(rng, text, n["array"])


def m_swap_scalar_array(rng, text, n):
    pool = n["array"] + n["scalar"]
    return word_swap(rng, text, pool)


def m_swap_region(rng, text, n):
    return word_swap(rng, text, n["region"])


def m_direction(rng, text, n):
    r = rank_of(text)
    choices = n["direction"] + [rand_dir(rng, r), rand_dir(rng, r + rng.choice([-1, 1]))]
    return sub_one(rng, text, r"@\^?(\w+|\[[^\]]*\])",
                   lambda m: m.group(0)[:m.group(0).index(m.group(1))] + rng.choice(choices))


def m_wrap_shift(rng, text, n):
    return sub_one(rng, text, r"@(?=\w|\[)", lambda m: rng.choice(["@^", "'@", "@"]))


def m_scope_region(rng, text, n):
    r = rank_of(text)
    reg = rng.choice(n["region"]) if n["region"] else "[1..4" + ", 1..4" * (r - 1) + "]"
    d = rng.choice(n["direction"]) if n["direction"] else rand_dir(rng, r)
    opts = [reg, "%s by %s" % (reg, rand_dir(rng, r)), "%s at %s" % (reg, d),
            "%s of %s" % (d, reg), "%s in %s" % (d, reg),
            ", ".join(rng.choice(["1..3", "2..4", "0..5", "1", "*", "1..n", "n", "2..1"])
                      for _ in range(r)),
            " at " + d, ", ".join(["1..2"] * (r + rng.choice([-1, 1])))]
    return sub_one(rng, text, r"(?m)^(\s*)\[([^\]\[]*)\](?=\s*(\w|begin))",
                   lambda m: "%s[%s]" % (m.group(1), rng.choice(opts)))


def m_region_decl(rng, text, n):
    def repl(m):
        parts = m.group(2).split(",")
        i = rng.randrange(len(parts))
        parts[i] = rng.choice([" 1", " *", " 0..n+1", " 2..n-1", " n..1", " 1..1", " 0..0",
                               " 1..n", " -3..3"])
        if rng.random() < 0.2:
            parts.pop(i) if len(parts) > 1 else parts.append(" 1..2")
        return m.group(1) + "[" + ",".join(parts) + "]"
    return sub_one(rng, text, r"(region\s+\w+\s*(?::\s*\w+\s*)?=\s*)\[([^\]]*)\]", repl)


def m_stride(rng, text, n):
    r = rank_of(text)
    return sub_one(rng, text, r"\b(" + "|".join(map(re.escape, n["region"] or ["R"])) + r")\b(?!\s*[:=])",
                   lambda m: "%s by %s" % (m.group(1), rand_dir(rng, r)))


def m_distribution(rng, text, n):
    fmts = ["block", "cyclic", "cyclic(2)", "cyclic(3)", "*", "cyclic(1)", "cyclic(0)"]
    t = sub_one(rng, text, r"\b(block|cyclic\s*\(\s*\d+\s*\)|cyclic)\b|(?<=[\[,])\s*\*\s*(?=[\],])",
                lambda m: rng.choice(fmts))
    if t is not None and "distribution" in text:
        return t
    # No directive: add one and bind the first region to it.
    r = rank_of(text)
    d = "grid Gm = [%s];\ndistribution Dm : Gm = [%s];\n" % (
        ", ".join(["1"] * (r - 1) + ["2"]) if rng.random() < 0.5 else ", ".join(["2"] + ["1"] * (r - 1)),
        ", ".join(rng.choice(fmts[:5]) for _ in range(r)))
    m = re.search(r"(?m)^(\s*region\s+)(\w+)(\s*=)", text)
    if not m:
        return None
    return text[:m.start()] + d + m.group(1) + m.group(2) + " : Dm" + m.group(3) + text[m.end():]


def m_type(rng, text, n):
    types = ["integer", "double", "float", "boolean", "char", "long", "string"]
    return sub_one(rng, text, r"\b(integer|double|float|boolean|long|char)\b(?!\s*\()",
                   lambda m: rng.choice(types))


def m_number(rng, text, n):
    return sub_one(rng, text, r"(?<![\w.])\d+(?![\w.])",
                   lambda m: rng.choice(["0", "1", "2", "-1", "7", "100000", "n", str(int(m.group(0)) + 1)]))


def m_operator(rng, text, n):
    ops = ["+<<", "*<<", "max<<", "min<<", "&<<", "|<<", "+||", "max||", "min||", ">>"]
    return sub_one(rng, text, r"(\+|\*|max|min|&|\|)(<<|\|\|)|>>(?=\[)", lambda m: rng.choice(ops))


def m_assign_op(rng, text, n):
    return sub_one(rng, text, r"(?<![<>!=:])(:=|\+=|-=|\*=|/=)", lambda m: rng.choice([":=", "+=", "-=", "*=", "max=", "min="]))


def m_assign_target(rng, text, n):
    pool = n["array"] + n["scalar"] + ["Index1"]
    if not pool:
        return None
    return sub_one(rng, text, r"(?m)^(\s*(?:\[[^\]]*\]\s*)?)(\w+)(\s*(?::=|\+=))",
                   lambda m: m.group(1) + rng.choice(pool) + m.group(3))


def m_dup_line(rng, text, n):
    lines = text.split("\n")
    s = stmt_lines(lines)
    if not s:
        return None
    i = rng.choice(s)
    j = rng.choice(s)
    lines.insert(j + rng.choice([0, 1]), lines[i])
    return "\n".join(lines)


def m_del_line(rng, text, n):
    lines = text.split("\n")
    s = stmt_lines(lines)
    if not s:
        return None
    del lines[rng.choice(s)]
    return "\n".join(lines)


def m_move_line(rng, text, n):
    lines = text.split("\n")
    s = stmt_lines(lines)
    if len(s) < 2:
        return None
    i = rng.choice(s)
    l = lines.pop(i)
    lines.insert(rng.choice([k for k in s if k < len(lines)] or [0]), l)
    return "\n".join(lines)


def m_wrap(rng, text, n):
    lines = text.split("\n")
    s = stmt_lines(lines)
    if not s:
        return None
    i = rng.choice(s)
    r = rank_of(text)
    reg = rng.choice(n["region"]) if n["region"] else "1..3" + ", 1..3" * (r - 1)
    arr = n["array"][0] if n["array"] else None
    heads = [("for zz := 1 to 2 do", "end;"), ("for zz := 3 downto 1 by 2 do", "end;"),
             ("if true then", "end;"), ("if false then", "else"),
             ("[%s] begin" % reg, "end;"), ("repeat", "until true;"),
             ("while false do", "end;")]
    if arr:
        heads.append(("if +<< %s > 0 then" % arr, "end;"))
        heads.append(("[%s] if %s > 0 then" % (reg, arr), "end;"))
    h, t = rng.choice(heads)
    if t == "else":
        body = [h, lines[i], "else", lines[i], "end;"]
    else:
        body = [h, lines[i], t]
    if h.startswith("for zz"):
        # zz needs a declaration: put it in a fresh var section before the procedure.
        m = re.search(r"(?m)^\s*procedure\b", text)
        if not m:
            return None
        pre = text[:m.start()].count("\n")
        lines[i:i + 1] = body
        lines.insert(pre, "var zz : integer;")
    else:
        lines[i:i + 1] = body
    return "\n".join(lines)


def m_into_proc(rng, text, n):
    """Moves one statement into a new procedure called in its place."""
    lines = text.split("\n")
    s = stmt_lines(lines)
    if not s:
        return None
    i = rng.choice(s)
    m = re.search(r"(?m)^\s*procedure\b", text)
    if not m:
        return None
    pre = text[:m.start()].count("\n")
    stmt = lines[i]
    scope = ""
    if rng.random() < 0.5 and n["region"]:
        scope = "[%s] " % rng.choice(n["region"])
    lines[i] = "  zzp();"
    lines[pre:pre] = ["procedure zzp();", scope + "begin", stmt, "end;"]
    return "\n".join(lines)


def m_region_var(rng, text, n):
    """Replaces a region name in a scope by a region value (a constant or variable)."""
    if not n["region"]:
        return None
    reg = rng.choice(n["region"])
    r = rank_of(text)
    m = re.search(r"(?m)^\s*procedure\b", text)
    if not m:
        return None
    kind = rng.choice(["const", "var"])
    decl = "%s zzR : region<%s> = %s;\n" % (kind, ", ".join([".."] * r), reg)
    if kind == "var":
        decl = "var zzR : region<%s>;\n" % ", ".join([".."] * r)
    t = text[:m.start()] + decl + text[m.start():]
    t2 = sub_one(rng, t, r"\[\s*%s\s*\]" % re.escape(reg), lambda m: "[zzR]")
    if t2 is None:
        return None
    if kind == "var":
        # Assign it at the start of the first procedure body.
        t2 = re.sub(r"(?m)^(\s*(\[[^\]]*\]\s*)?begin\b)", r"\1 zzR := %s;" % reg, t2, count=1)
    return t2


def m_mask(rng, text, n):
    if not n["region"] or not n["array"]:
        return None
    return sub_one(rng, text, r"\[\s*(%s)\s*\](?=\s*\w)" % "|".join(map(re.escape, n["region"])),
                   lambda m: "[%s %s %s]" % (m.group(1), rng.choice(["with", "without"]),
                                            rng.choice(n["array"])))


def m_remap(rng, text, n):
    if not n["array"]:
        return None
    r = rank_of(text)
    idx = ["Index%d" % (k + 1) for k in range(r)]
    rng.shuffle(idx)
    if rng.random() < 0.3:
        idx[0] = rng.choice(n["array"])
    return sub_one(rng, text, r"\b(%s)\b(?=\s*[-+*/;)])" % "|".join(map(re.escape, n["array"])),
                   lambda m: "%s#[%s]" % (m.group(1), ", ".join(idx)))


def m_flood(rng, text, n):
    if not n["array"]:
        return None
    r = rank_of(text)
    return sub_one(rng, text, r"(?<=:=)\s*\b(%s)\b" % "|".join(map(re.escape, n["array"])),
                   lambda m: " >>[%s] %s" % (", ".join(rng.choice(["", "1", "*", "2"]) for _ in range(r)),
                                             m.group(1)))


MUTATIONS = [m_swap_array, m_swap_scalar_array, m_swap_region, m_direction, m_wrap_shift,
             m_scope_region, m_region_decl, m_stride, m_distribution, m_type, m_number,
             m_operator, m_assign_op, m_assign_target, m_dup_line, m_del_line, m_move_line,
             m_wrap, m_into_proc, m_region_var, m_mask, m_remap, m_flood]


def mutate(rng, text):
    names = declared(text)
    applied = []
    for _ in range(rng.choice([1, 1, 1, 2, 3])):
        for _attempt in range(6):
            f = rng.choice(MUTATIONS)
            t = f(rng, text, names)
            if t is not None and t != text:
                text = t
                applied.append(f.__name__[2:])
                break
    return text, applied


# ----------------------------------------------------------- classification
BAD_WORDS = ("internal", "terminate called", "Assertion", "AddressSanitizer",
             "runtime error:", "UndefinedBehaviorSanitizer", "LeakSanitizer",
             "Segmentation fault", "Aborted", "uncaught", "std::")


def without_echoes(err):
    """The diagnostics without the program's own text: a located diagnostic
    is followed by its source line and a caret line, and a program may well
    contain `std::` or `internal` (a string literal of string-cr.zpl did)."""
    out, skip = [], 0
    for line in err.splitlines():
        if skip:
            skip -= 1
            continue
        out.append(line)
        if LOC_ERROR.match(line) or ": warning: " in line or ": note: " in line:
            skip = 2
    return "\n".join(out)


def classify_compile(rc, err, timed_out):
    if timed_out:
        return "BAD:hang"
    for w in BAD_WORDS:
        if w in without_echoes(err):
            return "BAD:" + ("internal" if w == "internal" else "crash-or-sanitizer")
    if rc < 0:
        return "BAD:signal"
    if rc == 0:
        return "ok"
    if rc != 1:
        return "BAD:exit%d" % rc
    errs = [l for l in err.splitlines() if "error" in l and ": error:" in l or l.startswith("error")]
    if not errs:
        return "BAD:no-error-line"
    for l in errs:
        if not LOC_ERROR.match(l):
            return "BAD:no-location"
    return "user"


def run(cmd, cpu, wall=None, **kw):
    """Runs cmd with a limit of `cpu` seconds of CPU time (each process it
    starts has its own) and `wall` seconds (default 10 x cpu) of real time.
    A hang is judged by CPU time: on a loaded machine, or at `nice 19`, real
    time says little (a 2-second g++ run took over 120 s). The real-time
    limit only catches processes that block forever."""
    def limit():
        resource.setrlimit(resource.RLIMIT_CPU, (int(cpu), int(cpu) + 5))
    try:
        p = subprocess.run(cmd, capture_output=True, text=True, timeout=wall or 10 * cpu,
                           errors="replace", preexec_fn=limit, **kw)
        if p.returncode in (-signal.SIGXCPU, -signal.SIGKILL):
            return -999, p.stdout, "%s: over %d s of CPU time\n%s" % (cmd[0], cpu, p.stderr), True
        return p.returncode, p.stdout, p.stderr, False
    except subprocess.TimeoutExpired as e:
        return -999, "", str(e), True
    except OSError as e:
        return -998, "", "cannot run %s: %s" % (cmd[0], e), False


def cxx_check(cpp_path):
    cxx = os.environ.get("CXX", "c++")
    rc, _, err, to = run([cxx, "-std=c++17", "-fsyntax-only", "-w", "-I" + TOP, cpp_path], 120)
    if to:
        return "BAD:cxx-hang", err
    return ("ok" if rc == 0 else "BAD:cxx"), err


# zplc's located error for a program whose `extern` declarations have no
# definitions to link.
UNLINKED = re.compile(r":\d+:\d+: error: linking `[^`]*` failed; give the definitions of the program's `extern`")
RUN_SECONDS = 20


def exec_check(zplc, src, work):
    exe = os.path.join(work, "a.out")
    rc, _, err, to = run([zplc, src, "-o", exe, "-O0"], 300)
    if rc == 1 and UNLINKED.search(err) and re.search(r"\bextern\b", open(src).read()):
        return "unlinked", ""
    c = classify_compile(rc, err, to)
    if c == "BAD:internal" and "C++ compiler failed" in err:
        # A program declaring C functions it does not define cannot link;
        # that is the program's problem, not the generated code's.
        c = "link" if "undefined reference" in err and " error: " not in err.split("collect2")[0] else "BAD:cxx"
    if c != "ok":
        return c, err
    outs = []
    p1_secs = 0.0
    for p in (1, 3):
        start = time.time()
        # -p3 runs three threads (and may wait on them): only a hang where
        # -p1 ended is a bug.
        limit = RUN_SECONDS if p == 1 else 3 * RUN_SECONDS
        rc, out, err, to = run([exe, "-p%d" % p, "--binding=threads"], limit,
                               wall=10 * RUN_SECONDS if p == 1 else 30 * RUN_SECONDS,
                               input="", cwd=work)
        if p == 1:
            p1_secs = time.time() - start
        if to and p == 1:
            return "loops", ""
        if to:
            return "BAD:run-hang", "p%d after %.1f s at p1" % (p, p1_secs)
        if "but the program runs on" in err:
            # An explicit grid that does not match this processor count.
            return "ok", ""
        if rc < 0 or any(w in err for w in BAD_WORDS[1:]):
            return "BAD:run-crash", "p%d rc=%d %s" % (p, rc, err[-2000:])
        outs.append((rc, out))
    # C functions and objects (rand, errno ...) and uninitialised extern
    # data may legitimately differ between runs.
    if (outs[0][0] != outs[1][0] or not same_output(outs[0][1], outs[1][1])) and \
            not re.search(r"\bextern\b", open(src).read()):
        return "BAD:run-differs", "p1 rc=%d p3 rc=%d\n--- p1\n%s\n--- p3\n%s" % (
            outs[0][0], outs[1][0], outs[0][1][:1500], outs[1][1][:1500])
    return "ok", ""


FLOAT = re.compile(r"[-+]?(?:\d+\.\d*|\.\d+|\d+)(?:[eE][-+]?\d+)?")


def same_output(a, b, rel=1e-9):
    """Outputs at two processor counts, equal but for the last digits of
    floating-point values: a sum of doubles reduced over 3 processors adds
    in another order than over 1 (ZPL, like MPI_Reduce, does not fix the
    order), so `1.48538209085803e-06` against `...806e-06` is no bug. Text
    and integers must match exactly."""
    if a == b:
        return True
    ta, tb = FLOAT.split(a), FLOAT.split(b)
    na, nb = FLOAT.findall(a), FLOAT.findall(b)
    if ta != tb or len(na) != len(nb):
        return False
    for x, y in zip(na, nb):
        if x == y:
            continue
        if not re.search(r"[.eE]", x + y):
            return False  # integers differ
        fx, fy = float(x), float(y)
        if abs(fx - fy) > rel * max(abs(fx), abs(fy), 1e-300):
            return False
    return True


def check_one(job):
    zplc, path, text, suffix, do_cxx, do_run, seen_dir, ast_gap = job
    work = tempfile.mkdtemp(prefix="zplc-sweep-")
    try:
        src = os.path.join(work, "m" + suffix)
        with open(src, "w") as f:
            f.write(text)
        cpp = os.path.join(work, "m.cpp")
        # As generated: clang-format would cost more than the rest of the run.
        rc, _, err, to = run([zplc, src, "-emit=cpp", "--unformatted", "-o", cpp], 60)
        c = classify_compile(rc, err, to)
        detail = err[-3000:]
        if c == "user" and ast_gap:
            # The front end accepts exactly what the back end compiles
            # (docs/ARCHITECTURE.md, "Errors"): a user error from the back
            # end after -emit=ast accepted is a check missing from sema.
            # A C function's missing header is the command line's doing
            # (-emit=ast takes no C inputs), not a check sema can make.
            arc, _, aerr, ato = run([zplc, src, "-emit=ast", "-o", os.devnull], 60)
            if arc == 0 and not ato and "give the C header" not in err:
                c = "BAD:ast-gap"
        if c == "ok" and do_cxx and os.path.exists(cpp):
            # Identical C++ (common: many mutants only change names) is checked once.
            h = hashlib.sha1(open(cpp, "rb").read()).hexdigest()
            mark = os.path.join(seen_dir, h)
            if not os.path.exists(mark):
                open(mark, "w").close()
                c, detail = cxx_check(cpp)
                detail = detail[-3000:]
        if c == "ok" and do_run:
            c, detail = exec_check(zplc, src, work)
        return c, detail
    finally:
        shutil.rmtree(work, ignore_errors=True)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--zplc", required=True)
    ap.add_argument("--seed", default="1", help="an integer, or `random` for a fresh one")
    ap.add_argument("--mutants", type=int, default=20, help="mutants per program")
    ap.add_argument("--time-limit", type=float, default=0, help="seconds; 0 = no limit")
    ap.add_argument("--cxx-check", type=float, default=0.0,
                    help="fraction of successful mutants whose C++ is compiled with -fsyntax-only")
    ap.add_argument("--run", type=float, default=0.0,
                    help="fraction of successful mutants built and run at -p1 and -p3")
    ap.add_argument("--keep", default=None, help="directory for BAD mutants")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--filter", default=None, help="only programs whose path matches this regex")
    ap.add_argument("--quiet", action="store_true")
    ap.add_argument("--ast-gap", action="store_true",
                    help="a mutant the back end refuses that -emit=ast accepts is BAD (ast-gap)")
    a = ap.parse_args()
    a.seed = random.SystemRandom().randrange(1, 2**31) if a.seed == "random" else int(a.seed)
    print("back-end sweep: seed %d (--seed %d repeats it)" % (a.seed, a.seed), flush=True)

    # A private copy: rebuilding zplc during a long sweep must not break it.
    private = tempfile.mkdtemp(prefix="zplc-sweep-bin-")
    shutil.copy2(a.zplc, os.path.join(private, "zplc"))
    a.zplc = os.path.join(private, "zplc")
    progs = collect_programs()
    if a.filter:
        progs = [p for p in progs if re.search(a.filter, p)]
    rng = random.Random(a.seed)
    jobs = []
    seen_dir = tempfile.mkdtemp(prefix="zplc-sweep-seen-")
    for path in progs:
        text = open(path, errors="replace").read()
        suffix = ".zpl" if path.endswith(".zpl") else ".z"
        muts = [(text, ["original"])] + [mutate(rng, text) for _ in range(a.mutants)]
        for t, applied in muts:
            jobs.append((path, t, suffix, applied, rng.random() < a.cxx_check, rng.random() < a.run))
    # Interleave programs so that a time-bounded run still covers all of them.
    order = sorted(range(len(jobs)), key=lambda i: (i % (a.mutants + 1), i))
    keep = a.keep or tempfile.mkdtemp(prefix="zplc-sweep-bad-")
    os.makedirs(keep, exist_ok=True)
    start = time.time()
    counts = {}
    bad = 0
    tried = 0
    with concurrent.futures.ThreadPoolExecutor(a.jobs) as ex:
        futs = {}
        it = iter(order)
        def submit():
            for i in it:
                if a.time_limit and time.time() - start > a.time_limit:
                    return
                path, t, suffix, applied, cx, rn = jobs[i]
                futs[ex.submit(check_one, (a.zplc, path, t, suffix, cx, rn, seen_dir, a.ast_gap))] = i
                return
        for _ in range(a.jobs * 2):
            submit()
        while futs:
            done, _ = concurrent.futures.wait(list(futs), return_when=concurrent.futures.FIRST_COMPLETED)
            for f in done:
                i = futs.pop(f)
                path, t, suffix, applied, _, _ = jobs[i]
                c, detail = f.result()
                tried += 1
                counts[c] = counts.get(c, 0) + 1
                if c.startswith("BAD"):
                    bad += 1
                    name = "bad%04d-%s%s" % (bad, os.path.basename(path).rsplit(".", 1)[0], suffix)
                    with open(os.path.join(keep, name), "w") as out:
                        out.write(t)
                    with open(os.path.join(keep, name + ".log"), "w") as out:
                        out.write("%s\nfrom %s\nmutations: %s\n%s\n" % (c, path, " ".join(applied), detail))
                    if not a.quiet:
                        first = [l for l in detail.splitlines() if l.strip()][:3]
                        print("%s %s (%s; %s)\n    %s" % (c, name, os.path.relpath(path, TOP),
                                                         " ".join(applied), "\n    ".join(first)),
                              flush=True)
                submit()
    secs = time.time() - start
    print("programs: %d, mutants tried: %d in %.0f s" % (len(progs), tried, secs))
    for k in sorted(counts):
        print("  %-22s %d" % (k, counts[k]))
    if bad:
        print("BAD mutants kept in", keep)
    shutil.rmtree(seen_dir, ignore_errors=True)
    shutil.rmtree(private, ignore_errors=True)
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
