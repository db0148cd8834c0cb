# lit configuration for zplc: every .zpl/.z/.test/.zir file under test/ is a test.
import os
import lit.formats

config.name = "zplc"
config.test_format = lit.formats.ShTest(execute_external=True)
config.suffixes = [".zpl", ".z", ".test", ".zir"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.zplc_obj_root, "test")
config.excludes = ["Inputs", "unit", "CMakeLists.txt", "lit.cfg.py", "lit.site.cfg.py.in"]

config.environment["PATH"] = os.pathsep.join(
    [config.llvm_tools_dir, config.zplc_bin_dir, config.environment.get("PATH", os.environ["PATH"])])
# A developer's own settings of what Inputs/mpirun.sh sets reach it.
for var in ["HOME", "TMPDIR", "HWLOC_COMPONENTS", "HWLOC_PLUGINS_BLACKLIST", "PMIX_MCA_gds", "OMPI_MCA_coll"]:
    if var in os.environ:
        config.environment[var] = os.environ[var]
# Open MPI refuses to run as root without these, and ob1 halves its start-up.
config.environment["OMPI_ALLOW_RUN_AS_ROOT"] = "1"
config.environment["OMPI_ALLOW_RUN_AS_ROOT_CONFIRM"] = "1"
config.environment["OMPI_MCA_pml"] = "ob1"
config.environment["OMPI_MCA_btl"] = "self,vader"
config.environment["OMPI_MCA_rmaps_base_oversubscribe"] = "1"

config.substitutions.append(("%zplc", config.zplc_path))
config.substitutions.append(("%zpl-predict", os.path.join(config.zplc_obj_root, "tools", "zpl-predict", "zpl-predict")))
config.substitutions.append(("%zpl-inspect", os.path.join(config.zplc_obj_root, "tools", "zpl-inspect",
                                                         "zpl-inspect")))
config.substitutions.append(("%zpl-calibrate", os.path.join(config.zplc_obj_root, "tools", "zpl-calibrate",
                                                           "zpl-calibrate")))
config.substitutions.append(("%examples", os.path.join(config.zplc_src_root, "examples")))
# Through a wrapper that gives every mpirun a TMPDIR of its own.
config.substitutions.append(("%mpirun", "bash " + os.path.join(config.test_source_root, "Inputs", "mpirun.sh")
                             + " " + config.mpirun + " --oversubscribe --mca pml ob1"))
# MPI's C compiler wrapper, for test programs that use MPI themselves.
config.substitutions.append(("%mpicc", config.mpicc))
config.substitutions.append(("%python", __import__("sys").executable))

# Leak checks of compiled programs (test/security/global-arrays-freed.test).
if __import__("shutil").which("valgrind"):
    config.available_features.add("valgrind")

# The build precompiled the runtime header (tools/zplc/CMakeLists.txt).
if config.runtime_pch:
    config.available_features.add("runtime-pch")

if config.sanitize:
    config.available_features.add("asan")
    # ASan keeps freed memory out of reuse (a quarantine, 256 MB by default)
    # so that a use after free finds it poisoned; every allocation then
    # takes fresh pages, and on a machine whose page faults cost 11 us (a
    # guest whose page tables go through the host) the compiler ran 1.8-2.1x
    # slower with it than with 16 MB, which still catches a use shortly
    # after the free (DEVELOPERS.md, "Test stages").
    config.environment["ASAN_OPTIONS"] = "detect_leaks=0:quarantine_size_mb=16"
    # What this stage checks is the compiler and the runtime, built with the
    # sanitizers; the generated programs are not instrumented either way, and
    # the release stage compiles them at the default -O3. At -O0 their C++
    # compiles up to 2.4 times faster (test/exec/Inputs/wavefront.z: 3.5 s
    # against 8.3 s), which keeps CI within its time (DEVELOPERS.md).
    config.environment["ZPLC_CXXFLAGS"] = "-O0"
    # Every program of the matrix tests (Inputs/runall.py, remap_fail.py)
    # still runs on every binding here, but each MPI binding at one
    # processor count, not at all four: the release stage has already
    # compared every pair's output, and what this stage looks for (a runtime
    # memory error) does not need each pair again. The count rotates between
    # tests (Inputs/matrix.py).
    config.environment["ZPLC_RUNALL_MPI"] = "one"
# A developer's own setting (ZPLC_CXXFLAGS=-O1 for a quicker local run) wins.
if "ZPLC_CXXFLAGS" in os.environ:
    config.environment["ZPLC_CXXFLAGS"] = os.environ["ZPLC_CXXFLAGS"]
if "ZPLC_RUNALL_MPI" in os.environ:
    config.environment["ZPLC_RUNALL_MPI"] = os.environ["ZPLC_RUNALL_MPI"]
# How many runs of a failing program Inputs/remap_fail.py makes at once.
if "ZPLC_FAIL_JOBS" in os.environ:
    config.environment["ZPLC_FAIL_JOBS"] = os.environ["ZPLC_FAIL_JOBS"]
