#!/usr/bin/env bash
# vectorized-lines.sh AUTOLB INCLUDE_DIR FILE...
#
# For each C FILE: the source lines whose loops clang-19's loop vectorizer
# vectorizes (-O3 -ffp-contract=off) in the sequential program, and in the
# program autolb --line-directives makes of it, where the chunk loops each
# rank runs carry the source's line numbers (copies of a loop that a nest
# falls back to do not, so they cannot stand in for a chunk loop that lost
# its vectorization). The lines come from the optimization record
# (-fsave-optimization-record), which keeps each remark's file and line as
# the debug locations give them: -Rpass's diagnostics put a location in a
# file the compilation did not read (the source, named by #line) at the
# function instead. Code outside distributed nests is the source's text
# and is not compared. Prints one line per file: "same", "more" (the
# generated program vectorizes every loop the sequential one does, and
# others: a chunk's bounds or arrays may be simpler to analyze than the
# whole loop's) or "LOST" with the lines the generated program no longer
# vectorizes; exits 1 if any file lost one.
set -euo pipefail
autolb="$(realpath "$1")" include="$(realpath "$2")"
shift 2
files=()
for file in "$@"; do files+=("$(realpath "$file")"); done
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
# Clang records a file under the working directory by its relative name.
cd "$tmp"
flags=(-std=gnu11 -O3 -ffp-contract=off -fsave-optimization-record -c -o /dev/null)

# The sorted, distinct lines of FILE that the record $1 says were vectorized,
# of those the generated program $3 attributes to FILE with #line.
vectorized_lines() {
  python3 - "$1" "$2" "$3" <<'PY'
import re, sys
record, source, generated = sys.argv[1:]
covered = set()
line = None
for text in open(generated):
    directive = re.match(r'#line (\d+) "(.*)"', text)
    if directive:
        line = int(directive.group(1)) if directive.group(2) == source else None
    elif line is not None:
        covered.add(line)
        line += 1
lines = set()
for doc in open(record).read().split("\n--- ")[0:]:
    if "Pass:            loop-vectorize" not in doc or "Name:            Vectorized" not in doc:
        continue
    loc = re.search(r"DebugLoc:\s*\{ File: '?([^',]+)'?,\s*Line: (\d+)", doc)
    if loc and loc.group(1) == source and int(loc.group(2)) in covered:
        lines.add(int(loc.group(2)))
print(" ".join(map(str, sorted(lines))))
PY
}

status=0
for file in "${files[@]}"; do
  name="$(basename "$file" .c)"
  clang-19 "${flags[@]}" -foptimization-record-file="$tmp/$name.seq.yaml" "$file" 2> "$tmp/$name.seq.err" || {
    echo "$file: the sequential program does not compile" >&2; exit 1; }
  "$autolb" --line-directives "$file" -o "$tmp/$name.out.c" 2> "$tmp/$name.autolb"
  clang-19 "${flags[@]}" -foptimization-record-file="$tmp/$name.gen.yaml" -I "$include" "$tmp/$name.out.c" 2> "$tmp/$name.gen.err" || {
    cat "$tmp/$name.gen.err" >&2; echo "$file: the generated program does not compile" >&2; exit 1; }
  seq="$(vectorized_lines "$tmp/$name.seq.yaml" "$file" "$tmp/$name.out.c")"
  gen="$(vectorized_lines "$tmp/$name.gen.yaml" "$file" "$tmp/$name.out.c")"
  lost="$(comm -23 <(tr ' ' '\n' <<< "$seq" | sort) <(tr ' ' '\n' <<< "$gen" | sort) | sort -n | tr '\n' ' ')"
  if [[ -n ${lost// /} ]]; then
    echo "$(basename "$file"): LOST ${lost% }: sequential ${seq:-none}; generated ${gen:-none}"
    status=1
  elif [[ $seq == "$gen" ]]; then
    echo "$(basename "$file"): same: ${seq:-none}"
  else
    echo "$(basename "$file"): more: sequential ${seq:-none}; generated ${gen:-none}"
  fi
done
exit $status
