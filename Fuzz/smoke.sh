#!/bin/sh
# CI smoke run: builds the fuzzer and fuzzes the pipeline for 60 seconds (or <seconds>) from the
# checked-in seeds and hostile corpus, in a throwaway corpus folder. Exits non-zero on a crash, a
# sanitizer report or a timeout; the input that caused it is kept in Fuzz/.build/artifacts.
#   Fuzz/smoke.sh [seconds]
set -eu
fuzz=$(cd "$(dirname "$0")" && pwd)
seconds=${1:-60}
"$fuzz/build.sh"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$fuzz/.build/artifacts"
SWIFT_BACKTRACE=enable=no ASAN_OPTIONS=detect_leaks=0 "$fuzz/.build/pipeline-fuzzer" "$work" \
    "$fuzz/seeds" "$fuzz/../Tests/ControlSpecTests/Fixtures/Hostile" \
    -dict="$fuzz/controlspec.dict" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 \
    -max_len=16384 -print_final_stats=1 -artifact_prefix="$fuzz/.build/artifacts/"
