#!/usr/bin/env bash
# Instruction counts per stage under valgrind --tool=callgrind: repeatable where wall times are
# not (these machines are shared). Prints one Markdown row per stage: instructions of one
# execution and the ratio to the libyaml scan; with --top, the hottest functions (inclusive).
#
#   Benchmarks/profile.sh plain-10000                  # every stage
#   Benchmarks/profile.sh guards-10000 analyze --top   # one stage, with its hot functions
#
# One execution's count is (count of 3 runs - count of 1 run) / 2, so setup (reading the file,
# the earlier stages) cancels out. Needs run.sh's specs (Benchmarks/.build/bench-work) or BENCH_WORK.
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
work=${BENCH_WORK:-$here/.build/bench-work}
bin=$here/.build/release/bench
spec=${1:?usage: profile.sh <spec name, e.g. plain-10000> [stage…] [--top]}
shift
top=0
stages=()
for argument in "$@"; do
    if [[ "$argument" == "--top" ]]; then top=1; else stages+=("$argument"); fi
done
[[ ${#stages[@]} -gt 0 ]] || stages=(scan syntax decode analyze generate)
file=$work/$spec.control.yaml
[[ -f "$file" ]] || file=$work/$spec
[[ -f "$file" ]] || { echo "profile.sh: no spec $spec in $work (run run.sh first)" >&2; exit 66; }

swift build -c release --package-path "$here" --product bench >&2
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT

# Instructions of a run of `bench stage <file> <stage> <count>`.
instructions() {
    valgrind --tool=callgrind --callgrind-out-file="$out/$1.$2" "$bin" stage "$file" "$1" "$2" 2>&1 \
        | sed -n 's/.*Collected : //p'
}

echo "| $spec | instructions / execution | ratio to scan |"
echo "|---|--:|--:|"
scan=""
for stage in "${stages[@]}"; do
    one=$(instructions "$stage" 1)
    three=$(instructions "$stage" 3)
    per=$(((three - one) / 2))
    [[ "$stage" == "scan" ]] && scan=$per
    ratio="–"
    [[ -n "$scan" ]] && ratio=$(awk -v a="$per" -v b="$scan" 'BEGIN { printf "%.2f×", a / b }')
    echo "| $stage | $per | $ratio |"
    if [[ $top == 1 ]]; then
        callgrind_annotate --inclusive=yes "$out/$stage.3" 2>/dev/null | sed -n '/file:function/,$p' \
            | sed -n '2,30p' | sed -E 's/\[[^]]*\]$//' | cut -c1-200 >&2
    fi
done
