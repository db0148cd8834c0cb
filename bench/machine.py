"""What a benchmark records about the machine it ran on, shared by the
benchmark drivers so that their JSON results describe runs the same way.
python3 standard library only."""
import os
import platform
import subprocess
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def first_line(cmd):
    """The first line a version command prints, or "unknown"."""
    try:
        r = subprocess.run(cmd, capture_output=True, text=True, timeout=60)
        return ((r.stdout or r.stderr).strip().splitlines() or [""])[0]
    except (OSError, subprocess.TimeoutExpired):
        return "unknown"


def machine_info(zplc):
    cpu = "unknown"
    try:
        with open("/proc/cpuinfo") as f:
            cpu = next((l.split(":", 1)[1].strip() for l in f if l.startswith("model name")), cpu)
    except OSError:
        pass
    commit = subprocess.run(["git", "-C", ROOT, "rev-parse", "HEAD"], capture_output=True,
                            text=True).stdout.strip()
    return {
        "cpu_model": cpu,
        "cores": os.cpu_count(),
        "platform": platform.platform(),
        "cxx": first_line([os.environ.get("CXX", "c++"), "--version"]),
        "mpicxx": first_line(["mpicxx", "--version"]),
        "open_mpi": first_line(["mpirun", "--version"]),
        "python": platform.python_version(),
        "zplc": first_line([zplc, "--version"]),
        "zplc_path": os.path.abspath(zplc),
        "zplc_mtime": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime(os.path.getmtime(zplc))),
        "git_head": commit or "unknown",
        "loadavg_start": os.getloadavg(),
    }


def seconds_and_checksum(out):
    """The `seconds: S` and `checksum: C` lines a benchmark program prints."""
    vals = {}
    for line in out.splitlines():
        if ":" in line:
            k, v = line.split(":", 1)
            vals[k.strip()] = v.strip()
    return float(vals["seconds"]), vals["checksum"]
