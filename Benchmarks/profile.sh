#!/usr/bin/env bash
# Instruction counts per stage under valgrind --tool=callgrind: repeatable where wall times are
# not (these machines are shared). Prints one Markdown row per stage: instructions of one
# execution and the ratio to the libyaml scan of the same file (always measured), then the sum of
# syntax, decode and analyze (what `lint` runs) when all three were measured; with --top, the
# hottest functions of each stage (inclusive) on stderr.
#
#   Benchmarks/profile.sh plain-10000                  # every stage: scan, syntax, decode, analyze, generate
#   Benchmarks/profile.sh guards-10000 analyze --top   # one stage (and the scan), with its hot functions
#   Benchmarks/profile.sh plain-10000 --no-build       # the existing release build, not rebuilt
#
# One execution's count is (count of 3 runs - count of 1 run) / 2, so setup (reading the file,
# the earlier stages) cancels out. The release build is brought up to date first (SwiftPM's
# incremental build: nothing is rebuilt when nothing changed; see build_release.sh), unless
# --no-build. Needs run.sh's specs (Benchmarks/.build/bench-work) or BENCH_WORK.
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
work=${BENCH_WORK:-$here/.build/bench-work}
bin=$here/.build/release/bench
spec=${1:?usage: profile.sh <spec name, e.g. plain-10000> [stage…] [--top] [--no-build]}
shift
top=0
build=1
stages=(scan)
for argument in "$@"; do
    case "$argument" in
    --top) top=1 ;;
    --no-build) build=0 ;;
    scan) ;;
    *) stages+=("$argument") ;;
    esac
done
[[ ${#stages[@]} -gt 1 ]] || stages=(scan syntax decode analyze generate)
file=$work/$spec.control.yaml
[[ -f "$file" ]] || file=$work/$spec
[[ -f "$file" ]] || { echo "profile.sh: no spec $spec in $work (run run.sh first)" >&2; exit 66; }

if [[ $build == 1 ]]; then "$here/build_release.sh" bench; fi
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT

# Instructions of a run of `bench stage <file> <stage> <count>`.
instructions() {
    valgrind --tool=callgrind --callgrind-out-file="$out/$1.$2" "$bin" stage "$file" "$1" "$2" 2>&1 \
        | sed -n 's/.*Collected : //p'
}

ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f×", a / b }'; }

echo "| $spec | instructions / execution | ratio to scan |"
echo "|---|--:|--:|"
scan=""
declare -A counts
for stage in "${stages[@]}"; do
    one=$(instructions "$stage" 1)
    three=$(instructions "$stage" 3)
    per=$(((three - one) / 2))
    counts[$stage]=$per
    [[ "$stage" == "scan" ]] && scan=$per
    echo "| $stage | $per | $(ratio "$per" "$scan") |"
    if [[ $top == 1 ]]; then
        callgrind_annotate --inclusive=yes "$out/$stage.3" 2>/dev/null | sed -n '/file:function/,$p' \
            | sed -n '2,30p' | sed -E 's/\[[^]]*\]$//' | cut -c1-200 >&2
    fi
done
if [[ -n "${counts[syntax]:-}" && -n "${counts[decode]:-}" && -n "${counts[analyze]:-}" ]]; then
    lint=$((counts[syntax] + counts[decode] + counts[analyze]))
    echo "| lint (syntax + decode + analyze) | $lint | $(ratio "$lint" "$scan") |"
fi
