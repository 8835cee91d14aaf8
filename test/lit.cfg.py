# lit configuration for autolb: tool tests (FileCheck on remarks, JSON and
# generated code) and compile-and-run tests under MPI.
import os
import lit.formats

config.name = "autolb"
config.test_format = lit.formats.ShTest(execute_external=True)
config.suffixes = [".c", ".test"]
config.excludes = ["Inputs", "unit", "mpi", "fuzz-found", "CMakeLists.txt"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.autolb_obj_root, "test")

# FileCheck, not and count come from LLVM 19's tools.
config.environment["PATH"] = os.pathsep.join(
    [config.llvm_tools_dir, config.environment.get("PATH", os.environ["PATH"])])
for var in ["HOME", "TMPDIR", "OMPI_MCA_btl_tcp_if_include"]:
    if var in os.environ:
        config.environment[var] = os.environ[var]
# Tests run side by side (lit's workers, ctest -j), with more ranks than
# cores in all: a rank that waits for a message yields its core instead of
# spinning, as Open MPI does by itself when one job has more ranks than
# cores. Spinning ranks took a quarter of the CPU time of two suites run
# side by side.
config.environment["OMPI_MCA_mpi_yield_when_idle"] = "1"

# Both sides of a differential test use the same compiler and flags;
# -ffp-contract=off keeps FMA contraction from breaking bitwise equality.
cflags = "-std=gnu11 -O2 -ffp-contract=off -Wall -Wextra -I%s" % os.path.join(
    config.autolb_src_root, "include")
# Generated code must compile under the input's own standard: strict C89
# (clang, every pedantic diagnostic an error) for C89 input.
c89 = "%s -std=c89 -pedantic-errors -Werror=declaration-after-statement -I%s" % (
    os.path.join(config.llvm_tools_dir, "clang"),
    os.path.join(config.autolb_src_root, "include"))
libautolb = "-L{0} -Wl,-rpath,{0} -lautolb -lm".format(config.autolb_lib_dir)
launcher = os.path.join(config.autolb_src_root, "scripts", "alb-mpirun")

# Before %autolb, which is a prefix of it.
config.substitutions.append(("%autolb-mpicc", "env ALB_BUILD_DIR=%s %s" % (
    config.autolb_obj_root,
    os.path.join(config.autolb_src_root, "scripts", "autolb-mpicc"))))
config.substitutions.append(("%autolb", config.autolb_tool))
config.substitutions.append(("%mpicc", "%s %s" % (config.mpicc, cflags)))
config.substitutions.append(("%cc", "%s %s" % (config.mpicc, cflags)))
config.substitutions.append(("%c89", c89))
config.substitutions.append(("%libautolb", libautolb))
config.substitutions.append(("%build-dir", config.autolb_obj_root))
config.substitutions.append(("%alb-mpirun", launcher))
config.substitutions.append(("%alb-plot", os.path.join(
    config.autolb_src_root, "scripts", "alb-plot")))
config.substitutions.append(("%samples", os.path.join(config.autolb_src_root, "samples")))
# LLVM's optimization record viewer, shipped with its tools.
config.substitutions.append(("%opt-viewer", "python3 " + os.path.join(
    config.llvm_tools_dir, "..", "share", "opt-viewer", "opt-viewer.py")))

config.available_features.add("mpi")
if int(config.nproc) >= 2:
    config.available_features.add("multicore")
