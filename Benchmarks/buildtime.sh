#!/usr/bin/env bash
# The build-time table: `swiftc -O` (what `swift build -c release` runs on a one-file module) and
# `swiftc -typecheck` of the generated ring machine (MachineSpec: n states, 5n + 1 transitions)
# against the hand-written nested `switch` of the same machine, in processor seconds (user +
# system) of the compiler, and the marginal cost per state between consecutive sizes.
#
#   Benchmarks/buildtime.sh                              # 10, 500, 2,000, 5,000 and 10,000 states
#   BUILDTIME_SIZES=10,500,2000 Benchmarks/buildtime.sh  # the quick rows
#   BUILDTIME_REPEAT=2 Benchmarks/buildtime.sh           # the fastest of two compiles per cell
#
# The machine is shared: processor time holds up under other engineers' builds far better than
# wall time, but not entirely (about ±25 % at a load average of 10 on two cores), so every ratio is
# between rows of one run. The hand-written ring is compiled with -O up to BUILDTIME_HAND_O_MAX
# states (default 2,000: its one `send` of 5n arms grows faster than linearly, 22–45 s at 2,000,
# 1,373 s at 10,000); above, the cell says "not run". Each row ends with the UTC date it was
# measured and the load (1-minute load average from /proc/loadavg) as each of its compiles started.
# After the table: the marginal cost per state from 2,000 to 5,000 (and 5,000 to 10,000) over that
# from 10 to 500, when those sizes ran. Prints Markdown on stdout; progress on stderr. Uses the
# release build of Benchmarks/.
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
sizes=${BUILDTIME_SIZES:-10,500,2000,5000,10000}
hand_o_max=${BUILDTIME_HAND_O_MAX:-2000}
repeats=${BUILDTIME_REPEAT:-1}
work=${BENCH_WORK:-$here/.build/bench-work}/buildtime
bin=$here/.build/release

log() { echo "buildtime.sh: $*" >&2; }

log "building bench and controlspec (release)"
"$here/build_release.sh" bench controlspec
mkdir -p "$work/gen"

# The fewest processor seconds (user + system) of `repeats` runs of one command, output discarded.
cpu_seconds() {
    local report best="" now
    report=$(mktemp)
    for ((run = 0; run < repeats; run++)); do
        /usr/bin/time -f "%U %S" -o "$report" "$@" >/dev/null 2>&1
        now=$(awk '{ printf "%.2f", $1 + $2 }' "$report")
        if [[ -z "$best" ]] || awk -v a="$now" -v b="$best" 'BEGIN { exit !(a < b) }'; then best=$now; fi
    done
    rm -f "$report"
    echo "$best"
}

# The 1-minute load average now.
load() { cut -d' ' -f1 /proc/loadavg; }

echo "| states | transitions | lines | generated -O | per state | marginal per state | hand-written -O | ratio | generated -typecheck | hand-written -typecheck | ratio | measured | load |"
echo "|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|---|---|"
IFS=, read -r -a size_list <<<"$sizes"
previous_states=""
previous_o=""
declare -A marginal
for states in "${size_list[@]}"; do
    log "$states states"
    "$bin/bench" spec "Ring$states" "$states" >"$work/Ring$states.control.yaml"
    "$bin/bench" hand-written "HandRing$states" "$states" >"$work/HandRing$states.swift"
    "$bin/controlspec" compile "$work/Ring$states.control.yaml" --output "$work/gen" >&2
    generated=$work/gen/Ring$states.swift
    hand=$work/HandRing$states.swift
    common=(-parse-as-library -I "$bin/Modules")
    loads=("$(load)")
    gen_o=$(cpu_seconds nice -n 10 swiftc -O -c "${common[@]}" -module-name "Ring$states" "$generated" -o "$work/gen.o")
    hand_o=""
    loads+=("$(load)")
    if ((states <= hand_o_max)); then
        hand_o=$(cpu_seconds nice -n 10 swiftc -O -c "${common[@]}" -module-name "HandRing$states" "$hand" -o "$work/hand.o")
    fi
    loads+=("$(load)")
    gen_t=$(cpu_seconds nice -n 10 swiftc -typecheck "${common[@]}" "$generated")
    loads+=("$(load)")
    hand_t=$(cpu_seconds nice -n 10 swiftc -typecheck "${common[@]}" "$hand")
    step=""
    if [[ -n "$previous_states" ]]; then
        step=$(awk -v a="$previous_o" -v b="$gen_o" -v m="$previous_states" -v n="$states" \
            'BEGIN { printf "%.1f", (b - a) / (n - m) * 1000 }')
        marginal["$previous_states-$states"]=$step
    fi
    awk -v n="$states" -v go="$gen_o" -v ho="$hand_o" -v gt="$gen_t" -v ht="$hand_t" -v step="$step" \
        -v from="$previous_states" -v lines="$(wc -l <"$generated")" \
        -v date="$(date -u '+%Y-%m-%d %H:%M UTC')" -v load="${loads[*]}" 'BEGIN {
        hand = ho == "" ? "not run" : sprintf("%.2f s", ho)
        ratio = ho == "" ? "–" : sprintf("%.2f×", go / ho)
        margin = step == "" ? "–" : sprintf("%s ms (from %d)", step, from)
        gsub(/ /, " / ", load)
        printf "| %d | %d | %d | %.2f s | %.1f ms | %s | %s | %s | %.2f s | %.2f s | %.2f× | %s | %s |\n",
            n, 5 * n + 1, lines, go, go / n * 1000, margin, hand, ratio, gt, ht, gt / ht, date, load
    }'
    previous_states=$states
    previous_o=$gen_o
done
base=${marginal["10-500"]:-}
if [[ -n "$base" ]]; then
    echo
    for span in 500-2000 2000-5000 5000-10000; do
        [[ -n "${marginal[$span]:-}" ]] || continue
        awk -v span="$span" -v m="${marginal[$span]}" -v b="$base" \
            'BEGIN { printf "Marginal cost per state %s: %s ms, %.2f× that of 10-500 (%s ms).\n", span, m, m / b, b }'
    done
fi
