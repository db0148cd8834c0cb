#!/usr/bin/env python3
"""Checks that a Markdown document's code still works, so docs cannot rot.

    check-md.py DOC.md --zplc PATH --root SRCDIR --workdir DIR

Blocks are checked in document order, in one working directory:

  ```zpl         a complete program: must compile through the back end
                 (`zplc -emit=ir`). After a `<!-- file: NAME -->` comment it
                 is also saved as NAME, for the commands that follow.
  ```zpl decls   declarations: checked inside a program with a stock prelude
  ```zpl stmts   statements: checked inside that program's entry procedure
  (a further word `front-end-only` checks with -emit=ast instead, for
  constructs the front end accepts and the back end refuses)
  ```sh          commands (one a line, `#` comments): each must exit 0
  ```console     `$ command` lines, each followed by the output it must print
                 (stdout and stderr); a line `...` stands for any lines. A
                 command must succeed unless its output shows an `error:`.

Blocks after `<!-- not tested: reason -->` are skipped. Commands run under
bash in the working directory, where `zplc`, `build/tools/zplc/zplc` and
`examples/` resolve to the build and the source tree being tested.
"""
import argparse
import os
import re
import subprocess
import sys

PRELUDE = """program doc;
config var n : integer = 4;
region R = [1..n, 1..n];
       BigR = [0..n+1, 0..n+1];
direction north = [-1, 0]; south = [1, 0]; east = [0, 1]; west = [0, -1];
var A, B, C : [BigR] double;
    M : [BigR] boolean;
    s : double;
    i, k : integer;
"""


def blocks(text):
    """Yields (first body line, info, body, marker) for each fenced block."""
    lines = text.split("\n")
    i, marker = 0, None
    while i < len(lines):
        m = re.match(r"^<!--\s*(file:|not tested)\s*(.*?)\s*-->\s*$", lines[i])
        if m:
            marker = (m.group(1), m.group(2))
        f = re.match(r"^```(.*)$", lines[i])
        if f:
            start, info, body = i + 2, f.group(1).strip(), []
            i += 1
            while i < len(lines) and not lines[i].startswith("```"):
                body.append(lines[i])
                i += 1
            yield start, info, "\n".join(body) + "\n", marker
            marker = None
        i += 1


def run(cmd, cwd, env):
    p = subprocess.run(["bash", "-c", cmd], cwd=cwd, env=env, stdout=subprocess.PIPE,
                       stderr=subprocess.STDOUT, text=True, timeout=600)
    return p.returncode, p.stdout


def matches(expected, actual):
    """`...` in expected matches any run of lines; trailing blanks ignored."""
    exp = [l.rstrip() for l in expected]
    act = [l.rstrip() for l in actual]
    while act and not act[-1]:
        act.pop()

    def go(i, j):
        if i == len(exp):
            return j == len(act)
        if exp[i] == "...":
            return any(go(i + 1, k) for k in range(j, len(act) + 1))
        return j < len(act) and exp[i] == act[j] and go(i + 1, j + 1)
    return go(0, 0)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("doc")
    ap.add_argument("--zplc", required=True)
    ap.add_argument("--root", required=True)
    ap.add_argument("--workdir", required=True)
    a = ap.parse_args()
    wd = a.workdir
    os.makedirs(os.path.join(wd, "build", "tools", "zplc"), exist_ok=True)
    os.makedirs(os.path.join(wd, "bin"), exist_ok=True)
    for link, target in [(os.path.join(wd, "build", "tools", "zplc", "zplc"), a.zplc),
                         (os.path.join(wd, "bin", "zplc"), a.zplc),
                         (os.path.join(wd, "examples"), os.path.join(a.root, "examples"))]:
        if not os.path.lexists(link):
            os.symlink(os.path.abspath(target), link)
    env = dict(os.environ)
    env["PATH"] = os.path.join(os.path.abspath(wd), "bin") + os.pathsep + env["PATH"]
    # lit lets mpirun oversubscribe the cores for every test; a reader's
    # shell does not, so the documents must say --oversubscribe themselves.
    env.pop("OMPI_MCA_rmaps_base_oversubscribe", None)

    failures = checked = 0
    name = os.path.basename(a.doc)
    for line, info, body, marker in blocks(open(a.doc).read()):
        words = info.split()
        kind = words[0] if words else ""
        if marker and marker[0] == "not tested":
            continue
        where = "%s:%d" % (name, line)
        if kind == "zpl":
            mode = words[1] if len(words) > 1 else "program"
            if mode == "decls":
                src = PRELUDE + body + "procedure doc();\nbegin\nend;\n"
            elif mode == "stmts":
                src = PRELUDE + "procedure doc();\nbegin\n" + body + "end;\n"
            else:
                src = body
            fname = marker[1] if marker and marker[0] == "file:" else "block-%d.zpl" % line
            with open(os.path.join(wd, fname), "w") as f:
                f.write(src)
            emit = "ast" if "front-end-only" in words else "ir"
            rc, out = run("%s %s -emit=%s > /dev/null" % (a.zplc, fname, emit), wd, env)
            checked += 1
            if rc != 0:
                failures += 1
                print("%s: the zpl block does not compile:\n%s" % (where, out))
        elif kind == "sh":
            for off, cmd in enumerate(body.split("\n")):
                cmd = cmd.split(" #")[0].strip()
                if not cmd or cmd.startswith("#"):
                    continue
                rc, out = run(cmd, wd, env)
                checked += 1
                if rc != 0:
                    failures += 1
                    print("%s:%d: `%s` failed (exit %d):\n%s" % (name, line + off, cmd, rc, out))
        elif kind == "console":
            cmds = []
            for off, l in enumerate(body.rstrip("\n").split("\n")):
                if l.startswith("$ "):
                    cmds.append((line + off, l[2:], []))
                elif cmds:
                    cmds[-1][2].append(l)
            for at, cmd, expected in cmds:
                rc, out = run(cmd, wd, env)
                checked += 1
                may_fail = any("error:" in l for l in expected)
                if (rc != 0 and not may_fail) or not matches(expected, out.split("\n")):
                    failures += 1
                    print("%s:%d: `%s` (exit %d) printed:\n%s\ninstead of:\n%s\n" %
                          (name, at, cmd, rc, out, "\n".join(expected)))
    print("%s: %d checks, %d failed" % (name, checked, failures))
    return 1 if failures or not checked else 0


if __name__ == "__main__":
    sys.exit(main())
