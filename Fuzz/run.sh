#!/bin/sh
# Fuzzes the whole pipeline for <seconds> (default 600) with one libFuzzer job.
#   Fuzz/run.sh 1800
# The working corpus grows in Fuzz/.build/corpus (seeded from the examples, the canonical example of
# every diagnostic code, which the fuzzer writes to Fuzz/.build/seeds as it starts, and the hostile
# corpus of the tests, whose Fuzz/ folder holds every input the fuzzer ever found a bug with);
# crashes and timeouts land in Fuzz/.build/artifacts. Extra arguments go to libFuzzer.
set -eu
fuzz=$(cd "$(dirname "$0")" && pwd)
seconds=${1:-600}
[ $# -gt 0 ] && shift
binary="$fuzz/.build/pipeline-fuzzer"
newest=$(find "$fuzz/../Sources/ControlSpec"* "$fuzz/../Sources/ControlSpecRuntime" "$fuzz/../Sources/ControlSpecTouch" "$fuzz/../Sources/SystemColors" "$fuzz/PipelineFuzzer.swift" -newer "$binary" 2>/dev/null | head -1 || true)
if [ ! -x "$binary" ] || [ -n "$newest" ]; then "$fuzz/build.sh"; fi
mkdir -p "$fuzz/.build/corpus" "$fuzz/.build/artifacts" "$fuzz/.build/seeds"
seeds="$fuzz/.build/seeds"
cp "$fuzz"/../Examples/*.control.yaml "$fuzz"/../Tests/ControlSpecTests/Fixtures/Analyze/*.yaml "$seeds"
export CONTROLSPEC_FUZZ_SEEDS="$seeds"
dict="$fuzz/.build/controlspec.dict"
cp "$fuzz/controlspec.dict" "$dict"
export CONTROLSPEC_FUZZ_DICT="$dict"
export SWIFT_BACKTRACE=enable=no
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=0:allocator_may_return_null=1}
exec "$binary" "$fuzz/.build/corpus" "$seeds" "$fuzz/../Tests/ControlSpecTests/Fixtures/Hostile" \
    -dict="$dict" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 \
    -max_len=16384 -print_final_stats=1 -artifact_prefix="$fuzz/.build/artifacts/" "$@"
