#!/usr/bin/env bash
# Instructions per event of every send loop (`bench send-loops`) under valgrind --tool=callgrind,
# which repeats exactly where wall times on a shared machine do not. Prints a Markdown table and
# writes {"<loop>": instructions per event} as JSON to $1 (or BENCH_INSTRUCTIONS, default
# Benchmarks/.build/bench-work/instructions.json); run.sh puts the counts, with their ratios to
# each loop's reference, into the send tables of results.md.
#
#   Benchmarks/send_instructions.sh [out.json]
#
# Per event: (count of 60 rounds - count of 10 rounds) / (50 rounds × 4,096 events), so building
# the process and the event arrays cancels out. Uses the release build of Benchmarks/.
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
bin=$here/.build/release/bench
out=${1:-${BENCH_INSTRUCTIONS:-$here/.build/bench-work/instructions.json}}
events=4096

"$here/build_release.sh" bench
mkdir -p "$(dirname "$out")"

# Instructions of `bench send-loop <loop> <rounds>`.
instructions() {
    valgrind --tool=callgrind --callgrind-out-file=/dev/null "$bin" send-loop "$1" "$2" 2>&1 \
        | sed -n 's/.*Collected : //p'
}

echo "| loop | instructions / event |"
echo "|---|--:|"
json="{"
for loop in $("$bin" send-loops); do
    few=$(instructions "$loop" 10)
    many=$(instructions "$loop" 60)
    per=$(awk -v a="$few" -v b="$many" -v n="$events" 'BEGIN { printf "%.2f", (b - a) / (50 * n) }')
    echo "| $loop | $per |"
    [[ "$json" == "{" ]] || json+=", "
    json+="\"$loop\": $per"
done
echo "$json}" >"$out"
echo "send_instructions.sh: wrote $out" >&2
