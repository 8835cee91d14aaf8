# lit configuration for autolb: tool tests (FileCheck on remarks, JSON and
# generated code) and compile-and-run tests under MPI.
import os
import lit.formats

config.name = "autolb"
config.test_format = lit.formats.ShTest(execute_external=True)
config.suffixes = [".c", ".cpp", ".test"]
config.excludes = ["Inputs", "unit", "mpi", "fuzz-found", "harness", "CMakeLists.txt"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.autolb_obj_root, "test")

# FileCheck, not and count come from LLVM 19's tools.
config.environment["PATH"] = os.pathsep.join(
    [config.llvm_tools_dir, config.environment.get("PATH", os.environ["PATH"])])
for var in ["HOME", "TMPDIR", "OMPI_MCA_btl_tcp_if_include"]:
    if var in os.environ:
        config.environment[var] = os.environ[var]
# Tests run side by side (lit's workers, ctest -j), with more ranks than
# cores in all: a rank that waits for a message sleeps instead of polling
# (test/mpi/sleep-wait.c, preloaded by the launcher into the ranks).
config.environment["AUTOLB_MPIRUN_PRELOAD"] = os.path.join(
    config.autolb_lib_dir, "libalb_sleep_wait.so")

# Both sides of a differential test use the same compiler and flags;
# -ffp-contract=off keeps FMA contraction from breaking bitwise equality.
common_flags = "-O2 -ffp-contract=off -Wall -Wextra -I%s" % os.path.join(
    config.autolb_src_root, "include")
# Generated code must compile under the input's own standard: strict C89
# (clang, every pedantic diagnostic an error) for C89 input.
c89 = "%s -std=c89 -pedantic-errors -Werror=declaration-after-statement -I%s" % (
    os.path.join(config.llvm_tools_dir, "clang"),
    os.path.join(config.autolb_src_root, "include"))
mpicc, mpicxx = config.mpicc, config.mpicxx
lib_dir = config.autolb_lib_dir
# --param sanitize=1: both sides, and the run-time (lib/sanitized), built
# with AddressSanitizer and UndefinedBehaviorSanitizer by the compiler that
# built the run-time, so that one sanitizer run-time serves the process. Any
# report fails the run. The results go to test-sanitized/, beside the plain
# run's, which may run at the same time. Open MPI keeps memory until exit,
# so leaks are not reported.
run_all_modes_ranks = ""
if lit_config.params.get("sanitize"):
    common_flags += (" -fsanitize=address,undefined -fno-sanitize-recover=all"
                     " -fno-omit-frame-pointer -g")
    mpicc = "env OMPI_CC=%s %s" % (config.c_compiler, config.mpicc)
    mpicxx = "env OMPI_CXX=%s %s" % (config.cxx_compiler, config.mpicxx)
    lib_dir = os.path.join(config.autolb_lib_dir, "sanitized")
    config.test_exec_root = os.path.join(config.autolb_obj_root,
                                         "test-sanitized")
    config.environment["ASAN_OPTIONS"] = "detect_leaks=0:abort_on_error=0"
    config.environment["UBSAN_OPTIONS"] = "print_stacktrace=1"
    config.available_features.add("sanitized")
    # 2 and 3 ranks: a rank with neighbours on both sides appears at 3; the
    # oversubscribed 4-rank runs took a third of a sanitized suite's time
    # (12 end-to-end tests: 96 s with them, 66 s without, 2 cores) and timed
    # out first under load, and one rank runs the program as written, which
    # the sanitized sequential build already runs (12 tests: 59 s with it,
    # 50 s without); the plain runs keep both.
    run_all_modes_ranks = " --ranks 2,3"
cflags = "-std=gnu11 " + common_flags
# C++ input (test/Cxx) gives C++ output, compiled with mpicxx.
cxxflags = "-std=gnu++17 " + common_flags
libautolb = "-L{0} -Wl,-rpath,{0} -lautolb -lm".format(lib_dir)
launcher = os.path.join(config.autolb_src_root, "scripts", "alb-mpirun")

# Before %autolb, which is a prefix of them. %autolb-mpicc-cc and
# %autolb-mpicxx-cxx compile with %cc's and %cxx's compiler and flags (with
# --param sanitize=1, the sanitizers, linked with the sanitized run-time),
# so that their objects link with those of %cc and %cxx.
compiler_env = mpicc.split(config.mpicc)[0].replace("env ", "", 1).strip()
compiler_env += " " + mpicxx.split(config.mpicxx)[0].replace("env ", "", 1).strip()
for wrapper, flags in (("autolb-mpicc", cflags), ("autolb-mpicxx", cxxflags)):
    config.substitutions.append((
        "%%%s-%s" % (wrapper, "cc" if wrapper == "autolb-mpicc" else "cxx"),
        "env ALB_BUILD_DIR=%s ALB_LIB_DIR=%s %s %s %s" % (
            config.autolb_obj_root, lib_dir, compiler_env,
            os.path.join(config.autolb_src_root, "scripts", wrapper), flags)))
config.substitutions.append(("%autolb-mpicc", "env ALB_BUILD_DIR=%s %s" % (
    config.autolb_obj_root,
    os.path.join(config.autolb_src_root, "scripts", "autolb-mpicc"))))
# The tool alone, for harnesses that take its path.
config.substitutions.append(("%autolb-tool", config.autolb_tool))
# The tests exercise the distributed code on small inputs: nests whose
# constant bounds give them too little work (TooLittleWork) are distributed
# too, unless a test asks for the default (a later --min-nest-operations).
config.substitutions.append(("%autolb", config.autolb_tool + " --min-nest-operations=0"))
config.substitutions.append(("%mpicc", "%s %s" % (mpicc, cflags)))
config.substitutions.append(("%cc", "%s %s" % (mpicc, cflags)))
config.substitutions.append(("%cxx", "%s %s" % (mpicxx, cxxflags)))
config.substitutions.append(("%c89", c89))
config.substitutions.append(("%libautolb", libautolb))
config.substitutions.append(("%build-dir", config.autolb_obj_root))
config.substitutions.append(("%alb-mpirun", launcher))
config.substitutions.append(("%run-all-modes", "bash " + os.path.join(
    config.autolb_src_root, "test", "harness", "run-all-modes.sh") +
    run_all_modes_ranks))
config.substitutions.append(("%alb-report-fields", os.path.join(
    config.autolb_src_root, "scripts", "alb-report-fields")))
config.substitutions.append(("%alb-plot", os.path.join(
    config.autolb_src_root, "scripts", "alb-plot")))
config.substitutions.append(("%samples", os.path.join(config.autolb_src_root, "samples")))
# LLVM's optimization record viewer, shipped with its tools.
config.substitutions.append(("%opt-viewer", "python3 " + os.path.join(
    config.llvm_tools_dir, "..", "share", "opt-viewer", "opt-viewer.py")))

config.available_features.add("mpi")
if int(config.nproc) >= 2:
    config.available_features.add("multicore")
