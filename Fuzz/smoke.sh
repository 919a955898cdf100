#!/bin/sh
# CI smoke run: builds the fuzzer and fuzzes the pipeline for 60 seconds (or <seconds>) from the
# examples, the diagnostic descriptors' examples and the hostile corpus, in a throwaway corpus folder. Exits non-zero on a crash, a
# sanitizer report or a timeout; the input that caused it is kept in Fuzz/.build/artifacts.
#   Fuzz/smoke.sh [seconds]
set -eu
fuzz=$(cd "$(dirname "$0")" && pwd)
seconds=${1:-60}
"$fuzz/build.sh"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$fuzz/.build/artifacts" "$work/seeds" "$work/corpus"
seeds="$work/seeds"
cp "$fuzz"/../Examples/*.control.yaml "$fuzz"/../Tests/ControlSpecTests/Fixtures/Analyze/*.yaml "$seeds"
dict="$work/controlspec.dict"
cp "$fuzz/controlspec.dict" "$dict"
CONTROLSPEC_FUZZ_SEEDS="$seeds" CONTROLSPEC_FUZZ_DICT="$dict" SWIFT_BACKTRACE=enable=no ASAN_OPTIONS=detect_leaks=0 \
    "$fuzz/.build/pipeline-fuzzer" "$work/corpus" "$seeds" "$fuzz/../Tests/ControlSpecTests/Fixtures/Hostile" \
    -dict="$dict" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 \
    -max_len=16384 -print_final_stats=1 -artifact_prefix="$fuzz/.build/artifacts/"
