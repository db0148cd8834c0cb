"""Several progen programs as one (difftest.py --batch K).

A generated program costs about one C++ compilation (seconds) and a dozen
program starts (mpirun); its own statements run in milliseconds. Compiling
K programs as one and running that once per configuration divides both
costs by K while keeping both oracles: the batch's output at every
processor count and binding must equal its -p1 output, and that must equal
refeval's evaluation of the batch's AST. The programs keep their own
declarations (renamed with a suffix `_bI`), except the grid configs `p1` and
`p2` that difftest sets; the batch's entry calls their entries in order.
"""
import re

DECL = re.compile(r"^(config var|grid|distribution|region|direction|var)\s+(.*)$")
WORD = re.compile(r'"(?:[^"\\]|\\.)*"|\b[A-Za-z_]\w*\b')
SHARED = {"p1", "p2"}


def declared(text):
    """The names a progen program declares: its globals and procedures."""
    names, block = set(), None
    for line in text.split("\n"):
        if line.startswith("procedure"):
            break
        m = DECL.match(line)
        if m:
            block, rest = m.group(1), m.group(2)
        elif line.startswith(" ") and block in ("region", "var"):
            rest = line.strip()
        else:
            block = None
            continue
        if block == "var":
            names |= set(re.findall(r"\w+", rest.split(":")[0]))
        elif block == "direction":
            names |= set(re.findall(r"(\w+)\s*=\s*\[", rest))
        else:
            names.add(re.match(r"\w+", rest).group(0))
    names |= set(re.findall(r"^procedure (\w+)", text, re.M))
    return names - SHARED


def rename(text, names, suffix):
    """Every use of `names` outside string literals gets `suffix`."""
    def repl(m):
        w = m.group(0)
        return w + suffix if w in names else w
    return WORD.sub(repl, text)


def entry(text):
    return re.search(r"^program (\w+);", text, re.M).group(1)


def combine(texts):
    """One program that runs every program of `texts` in order."""
    decls, procs, calls = [], [], []
    shared = []
    for i, text in enumerate(texts):
        suffix = "_b%d" % i
        body = rename(text, declared(text), suffix)
        lines = []
        for line in body.split("\n"):
            if line.startswith(("--", "program ")):
                continue
            m = re.match(r"^config var (\w+)\b", line)
            if m and m.group(1) in SHARED:
                if line not in shared:
                    shared.append(line)
                continue
            lines.append(line)
        first = next((k for k, l in enumerate(lines) if l.startswith("procedure")), len(lines))
        decls += [l for l in lines[:first] if l.strip()]
        procs += lines[first:]
        calls.append("  %s%s();" % (entry(text), suffix))
    return "\n".join(["-- %d programs of tools/fuzz/progen.py (tools/fuzz/batch.py)" % len(texts),
                      "program fzbatch;", ""] + shared + decls + [""] + procs +
                     ["", "procedure fzbatch();", "begin"] + calls + ["end;", ""])
