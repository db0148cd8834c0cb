"""The copy model's choices on the redistribution benchmark: bench/redist's
redist.zpl at np 2, n = 4000, its four cases, on threads and mpi-shm, with
the built-in model ("new") against a model file ("old", ZPL_MODEL=FILE),
interleaved (order reversed every other round), one warm-up round and 5
rounds; prints the steady-state medians and their ratio.

usage: nice -n -10 /usr/bin/python3 bench/copymodel/redist_ab.py OLD_MODEL_FILE [--zplc ZPLC]
"""
import argparse, os, statistics, subprocess, sys, tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("old_model")
    ap.add_argument("--zplc", default=os.path.join(ROOT, "build", "tools", "zplc", "zplc"))
    a = ap.parse_args()
    env = dict(os.environ, OMPI_ALLOW_RUN_AS_ROOT="1", OMPI_ALLOW_RUN_AS_ROOT_CONFIRM="1")
    env.pop("ZPL_MODEL", None)
    d = tempfile.mkdtemp(prefix="zplc-model-ab-")
    exe = os.path.join(d, "redist")
    subprocess.run([a.zplc, os.path.join(ROOT, "bench", "redist", "redist.zpl"), "-o", exe], check=True)
    variants = []
    for b in ["threads", "mpi-shm"]:
        for case in [1, 2, 3, 4]:
            for m in ["new", "old"]:
                args = [exe, "-sn=4000", "-sreps=5", "-skase=%d" % case, "-sp1=1", "-sp2=2"]
                e = dict(env)
                if m == "old":
                    e["ZPL_MODEL"] = os.path.abspath(a.old_model)
                if b == "threads":
                    cmd = args[:1] + ["-p2", "--binding=threads"] + args[1:]
                else:
                    cmd = ["mpirun", "--oversubscribe", "--mca", "pml", "ob1", "-np", "2"] + args + [
                        "--binding=mpi-shm"]
                variants.append(((b, case, m), cmd, e))
    res = {v[0]: [] for v in variants}
    print("load", open("/proc/loadavg").read().strip())
    for rnd in range(6):  # round 0 warms up
        order = variants if rnd % 2 == 0 else variants[::-1]
        for key, cmd, e in order:
            out = subprocess.run(cmd, capture_output=True, text=True, env=e, check=True).stdout
            if rnd > 0:
                res[key].append(float(out.split("steady:")[1].split()[0]))
    print("load", open("/proc/loadavg").read().strip())
    for b in ["threads", "mpi-shm"]:
        for case in [1, 2, 3, 4]:
            n, o = res[(b, case, "new")], res[(b, case, "old")]
            print("%-8s case %d  built-in %.4f s  old %.4f s  built-in/old %.3f (minima %.3f)" % (
                b, case, statistics.median(n), statistics.median(o),
                statistics.median(n) / statistics.median(o), min(n) / min(o)))

if __name__ == "__main__":
    sys.exit(main())
