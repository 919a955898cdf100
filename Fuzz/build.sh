#!/bin/sh
# Builds Fuzz/.build/pipeline-fuzzer: the ControlSpec sources and Fuzz/PipelineFuzzer.swift compiled
# into one module with libFuzzer and AddressSanitizer (plain swiftc; `swift build --sanitize=fuzzer`
# also instruments executables and breaks them). libyaml is linked as it is, not instrumented.
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
out="$root/Fuzz/.build"
mkdir -p "$out"
# ControlSpec imports ControlSpecRuntime (the timing conversions): built first as a static library
# with AddressSanitizer, not instrumented for coverage.
# shellcheck disable=SC2046
swiftc -sanitize=address -parse-as-library -O -g -module-name ControlSpecRuntime -package-name ControlSpec -swift-version 6 \
    -emit-module -emit-module-path "$out/ControlSpecRuntime.swiftmodule" \
    -emit-library -static -o "$out/libControlSpecRuntime.a" \
    $(find "$root/Sources/ControlSpecRuntime" -name '*.swift' | sort)
# ControlSpec also imports ControlSpecTouch (the touch rule the preview page follows), built the same way.
swiftc -sanitize=address -parse-as-library -O -g -module-name ControlSpecTouch -package-name ControlSpec -swift-version 6 \
    -emit-module -emit-module-path "$out/ControlSpecTouch.swiftmodule" \
    -emit-library -static -o "$out/libControlSpecTouch.a" \
    "$root/Sources/ControlSpecTouch/TouchTracker.swift"
# shellcheck disable=SC2046
swiftc -sanitize=fuzzer,address -parse-as-library -O -g -use-ld=lld \
    -module-name ControlSpec -package-name ControlSpec -swift-version 6 \
    -I "$root/Sources/CYaml" -Xcc -I"$root/Sources/CYaml" -lyaml \
    -I "$out" -L "$out" -lControlSpecRuntime -lControlSpecTouch \
    $(find "$root/Sources/ControlSpec" -name '*.swift' | sort) \
    "$root/Fuzz/PipelineFuzzer.swift" \
    -o "$out/pipeline-fuzzer"
echo "built $out/pipeline-fuzzer"
