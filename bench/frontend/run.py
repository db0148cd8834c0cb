#!/usr/bin/env python3
"""Front-end benchmark: parse + sema of a generated 10,000-line program.

Generates the program (gen_program.py), runs zplc-bench-frontend (in-process
timing, median of REPS runs per phase) and, when the driver is built, times
`zplc -emit=ast` end to end as well (process start-up, parse, sema, AST
printing) for comparison. Writes bench/results/frontend.json.

  bench/frontend/run.py [BUILD_DIR] [--lines N] [--reps N]

The target is parse + sema under one second for 10,000 lines; this is a
measurement, not a test, so nothing fails when the target is missed.
"""
import argparse
import json
import os
import platform
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
TOP = os.path.dirname(os.path.dirname(HERE))
TARGET_SECONDS = 1.0


def first_line(cmd):
    try:
        out = subprocess.run(cmd, capture_output=True, text=True, timeout=30)
        return (out.stdout or out.stderr).splitlines()[0].strip()
    except Exception:
        return "unknown"


def cpu_model():
    try:
        with open("/proc/cpuinfo") as f:
            for line in f:
                if line.startswith("model name"):
                    return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or "unknown"


def package_version(name):
    return first_line(["dpkg-query", "-W", "-f=${Version}", name])


def cmake_compiler(build):
    try:
        with open(os.path.join(build, "CMakeCache.txt")) as f:
            for line in f:
                if line.startswith("CMAKE_CXX_COMPILER:"):
                    return line.split("=", 1)[1].strip()
    except OSError:
        pass
    return "c++"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("build", nargs="?", default=os.path.join(TOP, "build"))
    ap.add_argument("--lines", type=int, default=10000)
    ap.add_argument("--reps", type=int, default=7)
    ap.add_argument("--out", default=os.path.join(TOP, "bench", "results", "frontend.json"))
    args = ap.parse_args()

    bench = os.path.join(args.build, "bench", "frontend", "zplc-bench-frontend")
    if not os.path.exists(bench):
        sys.exit("no %s: configure with the bench part and build zplc-bench-frontend" % bench)

    with tempfile.TemporaryDirectory() as tmp:
        prog = os.path.join(tmp, "bigprog.zpl")
        with open(prog, "w") as f:
            subprocess.run([sys.executable, os.path.join(HERE, "gen_program.py"),
                            str(args.lines)], stdout=f, check=True)
        inproc = json.loads(subprocess.run([bench, prog, str(args.reps)],
                                           capture_output=True, text=True,
                                           check=True).stdout)
        driver = None
        zplc = os.path.join(args.build, "tools", "zplc", "zplc")
        if os.path.exists(zplc):
            samples = []
            for _ in range(args.reps):
                t0 = time.perf_counter()
                subprocess.run([zplc, prog, "-emit=ast", "-o", os.devnull], check=True)
                samples.append(time.perf_counter() - t0)
            driver = {"command": "zplc FILE -emit=ast -o /dev/null",
                      "median_seconds": statistics.median(samples),
                      "samples_seconds": samples}

    med = inproc["median_seconds"]["parse_and_sema"]
    result = {
        "benchmark": "frontend: parse + sema of a generated program",
        "date_utc": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
        "machine": {
            "cpu": cpu_model(),
            "cores": os.cpu_count(),
            "kernel": platform.release(),
            "os": first_line(["sh", "-c", ". /etc/os-release && echo $PRETTY_NAME"]),
            # The machine is shared; a high load inflates every timing.
            "load_average_1min_at_end": os.getloadavg()[0],
        },
        "versions": {
            "compiler": first_line([cmake_compiler(args.build), "--version"]),
            "antlr4_runtime": package_version("libantlr4-runtime-dev"),
            "llvm": first_line(["/usr/lib/llvm-14/bin/llvm-config", "--version"]),
            "python": platform.python_version(),
        },
        "program": {"generator": "bench/frontend/gen_program.py",
                    "lines": inproc["file_lines"], "bytes": inproc["file_bytes"]},
        "in_process": inproc,
        "driver_end_to_end": driver,
        "target_seconds": TARGET_SECONDS,
        # The peer here is the target itself: < 1 means faster than required.
        "ratio_to_target": med / TARGET_SECONDS,
        "lines_per_second": inproc["file_lines"] / med if med > 0 else None,
    }
    os.makedirs(os.path.dirname(args.out), exist_ok=True)
    with open(args.out, "w") as f:
        json.dump(result, f, indent=2)
        f.write("\n")
    print("parse+sema median %.3f s for %d lines (parse %.3f s, sema %.3f s); "
          "ratio to the 1 s target %.2f -> %s"
          % (med, inproc["file_lines"], inproc["median_seconds"]["parse"],
             inproc["median_seconds"]["sema"], med / TARGET_SECONDS, args.out))


if __name__ == "__main__":
    main()
