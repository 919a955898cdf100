#!/usr/bin/env bash
# The build-time table: `swiftc -O` and `swiftc -typecheck` of the generated ring machine
# (MachineSpec: n states, 5n + 1 transitions) against the hand-written nested `switch` of the same
# machine, in processor seconds (user + system) of the compiler, one run each.
#
#   Benchmarks/buildtime.sh                          # 50, 500 and 2,000 states
#   BUILDTIME_SIZES=10000 Benchmarks/buildtime.sh    # the 10,000-state row alone (minutes)
#
# The 10,000-state compiles take minutes each and the machine is shared: run them on their own.
# The hand-written ring is compiled with -O up to BUILDTIME_HAND_O_MAX states (default 2,000:
# its one `send` of 5n arms grows faster than linearly, 45 s at 2,000); above, the cell says
# "not run". Each row ends with the UTC date it was measured and the machine's load (1-minute load
# average from /proc/loadavg) as each of its four compiles started, in the order of the columns:
# processor seconds hold up under load better than wall time, but not entirely. Prints Markdown on
# stdout; progress on stderr. Uses the release build of Benchmarks/.
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
sizes=${BUILDTIME_SIZES:-50,500,2000}
hand_o_max=${BUILDTIME_HAND_O_MAX:-2000}
work=${BENCH_WORK:-$here/.build/bench-work}/buildtime
bin=$here/.build/release

log() { echo "buildtime.sh: $*" >&2; }

log "building bench and controlspec (release)"
"$here/build_release.sh" bench controlspec
mkdir -p "$work/gen"

# Processor seconds (user + system) of one command, its output discarded.
cpu_seconds() {
    local report
    report=$(mktemp)
    /usr/bin/time -f "%U %S" -o "$report" "$@" >/dev/null 2>&1
    awk '{ printf "%.2f", $1 + $2 }' "$report"
    rm -f "$report"
}

# The 1-minute load average now.
load() { cut -d' ' -f1 /proc/loadavg; }

echo "| states | transitions | generated -O | hand-written -O | ratio | generated -O per state | generated -typecheck | hand-written -typecheck | ratio | measured | load |"
echo "|--:|--:|--:|--:|--:|--:|--:|--:|--:|---|---|"
IFS=, read -r -a size_list <<<"$sizes"
for states in "${size_list[@]}"; do
    log "$states states"
    "$bin/bench" spec "Ring$states" "$states" >"$work/Ring$states.control.yaml"
    "$bin/bench" hand-written "HandRing$states" "$states" >"$work/HandRing$states.swift"
    "$bin/controlspec" compile "$work/Ring$states.control.yaml" --output "$work/gen" >&2
    generated=$work/gen/Ring$states.swift
    hand=$work/HandRing$states.swift
    common=(-parse-as-library -I "$bin/Modules")
    loads=("$(load)")
    gen_o=$(cpu_seconds swiftc -O -c "${common[@]}" -module-name "Ring$states" "$generated" -o "$work/gen.o")
    hand_o=""
    loads+=("$(load)")
    if ((states <= hand_o_max)); then
        hand_o=$(cpu_seconds swiftc -O -c "${common[@]}" -module-name "HandRing$states" "$hand" -o "$work/hand.o")
    fi
    loads+=("$(load)")
    gen_t=$(cpu_seconds swiftc -typecheck "${common[@]}" "$generated")
    loads+=("$(load)")
    hand_t=$(cpu_seconds swiftc -typecheck "${common[@]}" "$hand")
    awk -v n="$states" -v go="$gen_o" -v ho="$hand_o" -v gt="$gen_t" -v ht="$hand_t" \
        -v date="$(date -u '+%Y-%m-%d %H:%M UTC')" -v load="${loads[*]}" 'BEGIN {
        hand = ho == "" ? "not run" : sprintf("%.2f s", ho)
        ratio = ho == "" ? "–" : sprintf("%.2f×", go / ho)
        gsub(/ /, " / ", load)
        printf "| %d | %d | %.2f s | %s | %s | %.1f ms | %.2f s | %.2f s | %.2f× | %s | %s |\n",
            n, 5 * n + 1, go, hand, ratio, go / n * 1000, gt, ht, gt / ht, date, load
    }'
done
