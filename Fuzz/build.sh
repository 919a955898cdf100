#!/bin/sh
# Builds Fuzz/.build/pipeline-fuzzer: the ControlSpec sources and Fuzz/PipelineFuzzer.swift compiled
# into one module with libFuzzer and AddressSanitizer (plain swiftc; `swift build --sanitize=fuzzer`
# also instruments executables and breaks them). libyaml is linked as it is, not instrumented.
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
out="$root/Fuzz/.build"
mkdir -p "$out"
# shellcheck disable=SC2046
swiftc -sanitize=fuzzer,address -parse-as-library -O -g -use-ld=lld \
    -module-name ControlSpec -swift-version 6 \
    -I "$root/Sources/CYaml" -Xcc -I"$root/Sources/CYaml" -lyaml \
    $(find "$root/Sources/ControlSpec" -name '*.swift' | sort) \
    "$root/Fuzz/PipelineFuzzer.swift" \
    -o "$out/pipeline-fuzzer"
echo "built $out/pipeline-fuzzer"
