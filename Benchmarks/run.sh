#!/usr/bin/env bash
# Prints the whole benchmark table (Markdown, on stdout) and writes it to Benchmarks/results.md,
# with the numbers as JSON in Benchmarks/results.json.
#
#   Benchmarks/run.sh            # sizes 1k, 10k, 100k; best of 5 (PyYAML: best of 3); stages
#                                # slower than 5 s run once (see Docs/Performance.md for timings)
#   Benchmarks/run.sh --quick    # sizes 1k and 10k; best of 3 (a smoke run, a few minutes)
#
# Environment: BENCH_RUNS, BENCH_SIZES (e.g. 1000,10000), BENCH_WORK (scratch directory,
# default Benchmarks/.build/bench-work), BENCH_JSON, BENCH_MARKDOWN (where the results go).
# Progress goes to stderr. Everything is built with -c release from this checkout.
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
runs=${BENCH_RUNS:-5}
sizes=${BENCH_SIZES:-1000,10000,100000}
if [[ "${1:-}" == "--quick" ]]; then
    runs=${BENCH_RUNS:-3}
    sizes=${BENCH_SIZES:-1000,10000}
fi
pyruns=$((runs < 3 ? runs : 3))
work=${BENCH_WORK:-$here/.build/bench-work}
json=${BENCH_JSON:-$here/results.json}
markdown=${BENCH_MARKDOWN:-$here/results.md}
bin=$here/.build/release

log() { echo "run.sh: $*" >&2; }

log "building bench and controlspec (release)"
"$here/build_release.sh" bench controlspec

log "writing synthetic specs to $work"
rm -rf "$work/gen"
mkdir -p "$work/gen"
"$bin/bench" synth "$work" --sizes "$sizes"

log "PyYAML (CLoader), best of $pyruns"
pyspecs=()
IFS=, read -r -a size_list <<<"$sizes"
for variant in plain guards regions; do
    for size in "${size_list[@]}"; do
        pyspecs+=("$variant-$size=$work/$variant-$size.control.yaml")
    done
done
python3 "$here/pyyaml_load.py" "$work/pyyaml.json" "$pyruns" "${pyspecs[@]}"

# Best wall time of `runs` executions of a command, in seconds.
best_time() {
    local best="" start end elapsed
    for _ in $(seq "$runs"); do
        start=$EPOCHREALTIME
        "$@" >/dev/null
        end=$EPOCHREALTIME
        elapsed=$(awk -v a="$start" -v b="$end" 'BEGIN { printf "%.3f", b - a }')
        if [[ -z "$best" ]] || awk -v a="$elapsed" -v b="$best" 'BEGIN { exit !(a < b) }'; then
            best=$elapsed
        fi
    done
    echo "$best"
}

log "swiftc -typecheck of the 1,000-state control, generated and hand-written, best of $runs"
hand_time=$(best_time swiftc -typecheck "$work/HandMachine1000.swift")
hand_entry="{\"source\": \"hand-written HandMachine1000.swift\", \"seconds\": $hand_time,"
hand_entry+=" \"lines\": $(wc -l <"$work/HandMachine1000.swift")}"
generated_entry=""
generated=$work/gen/Machine1000.swift
if "$bin/controlspec" compile "$work/Machine1000.control.yaml" --output "$work/gen" >&2 && [[ -s "$generated" ]]; then
    generated_time=$(best_time swiftc -typecheck -I "$bin/Modules" "$generated")
    generated_entry="{\"source\": \"generated Machine1000.swift\", \"seconds\": $generated_time,"
    generated_entry+=" \"lines\": $(wc -l <"$generated")}, "
else
    log "controlspec produced no Machine1000.swift: the generated side of the type-check row is missing"
fi
echo "[$generated_entry$hand_entry]" >"$work/typecheck.json"

instructions=()
if command -v valgrind >/dev/null; then
    log "instructions per event of the send loops (callgrind)"
    "$here/send_instructions.sh" "$work/instructions.json" >&2
    instructions=(--instructions "$work/instructions.json")
else
    log "no valgrind: the send tables have no instruction counts"
fi

log "stages, guard analysis and send, best of $runs"
{
    echo "Machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //');" \
        "$(swift --version 2>/dev/null | head -1); $(date -u '+%Y-%m-%d %H:%M UTC')."
    echo
    load_before=$(cut -d' ' -f1-3 /proc/loadavg)
    "$bin/bench" run --specs "$work" --sizes "$sizes" --runs "$runs" \
        --pyyaml "$work/pyyaml.json" --typecheck "$work/typecheck.json" "${instructions[@]}" --json "$json"
    echo
    echo "Load average (1, 5, 15 minutes) when the stages started: $load_before; when the run ended:" \
        "$(cut -d' ' -f1-3 /proc/loadavg). Wall times move with the load; the ratios to the libyaml scan" \
        "are between measurements of one process, a few seconds apart."
    echo
    "$bin/bench" value-classes --runs "$runs"
} | tee "$markdown"
log "wrote $json and $markdown"
