#!/usr/bin/env bash
# Prints, one per line and sorted, the functions of the C library, the math
# library and zlib that the libraries in a generated program's process
# import: libautolb, Open MPI with its plugins, PMIx's and hwloc's plugins,
# and every library they load. A program that defines one of them with
# external linkage exports it from the executable (the linker does so for
# any name a shared library defines or uses), and these libraries' calls
# then run the program's function: `void write(char *, double *, int)`
# hangs Open MPI. autolb refuses such definitions; its list,
# tool/CodeGen/InterposedNames.def, must hold every name printed here
# (test/CodeGen/interposed-names-cover-the-libraries.test). Names beginning
# with an underscore are left out: C reserves them for the implementation.
#
#   scripts/interposed-names.sh [LIBAUTOLB]   (default: build/lib/libautolb.so)
set -euo pipefail
export LC_ALL=C # sort and comm in one order
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
libautolb="${1:-$root/build/lib/libautolb.so}"
[[ -f $libautolb ]] || { echo "interposed-names.sh: error: no '$libautolb'" >&2; exit 1; }
libmpi="$(ldd "$libautolb" | awk '$1 ~ /^libmpi\.so/ {print $3}')"
[[ -n $libmpi ]] || { echo "interposed-names.sh: error: '$libautolb' does not load libmpi" >&2; exit 1; }
libdir="$(dirname "$(readlink -f "$libmpi")")"
roots=("$libautolb")
for plugins in "$libdir"/openmpi/lib/openmpi*/ "$libdir"/pmix*/lib/pmix/ "$libdir"/hwloc/; do
  [[ -d $plugins ]] && roots+=("$plugins"*.so)
done
libraries() {
  for lib in "${roots[@]}"; do
    readlink -f "$lib"
    ldd "$lib" | awk '$2 == "=>" && $3 ~ /^\// {print $3}' | xargs -r readlink -f
  done | sort -u
}
system_libraries() {
  libraries | grep -E '/(libc|libm|libz)\.so\.[0-9.]+$'
}
comm -12 \
  <(libraries | xargs -r nm -D --undefined-only | awk '{print $2}' | sed 's/@.*//' | sort -u) \
  <(system_libraries | xargs -r nm -D --defined-only | awk '$2 ~ /^[TWi]$/ {print $3}' | sed 's/@.*//' | sort -u) |
  grep -v '^_'
