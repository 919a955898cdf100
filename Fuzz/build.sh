#!/bin/sh
# Builds Fuzz/.build/pipeline-fuzzer: the ControlSpec sources and Fuzz/PipelineFuzzer.swift compiled
# into one module with libFuzzer and AddressSanitizer (plain swiftc; `swift build --sanitize=fuzzer`
# also instruments executables and breaks them). libyaml is linked as it is, not instrumented.
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
out="$root/Fuzz/.build"
mkdir -p "$out"
# ControlSpec imports ControlSpecRuntime (the timing conversions), SystemColors (the named colors)
# and ControlSpecTouch (the touch rule and UIKit's control events, which the runtime imports too):
# built first, in dependency order, as static libraries with AddressSanitizer, not instrumented for
# coverage.
for library in SystemColors ControlSpecTouch ControlSpecRuntime; do
    # shellcheck disable=SC2046
    swiftc -sanitize=address -parse-as-library -O -g -module-name "$library" -package-name ControlSpec -swift-version 6 \
        -I "$out" -emit-module -emit-module-path "$out/$library.swiftmodule" \
        -emit-library -static -o "$out/lib$library.a" \
        $(find "$root/Sources/$library" -name '*.swift' | sort)
done
# shellcheck disable=SC2046
swiftc -sanitize=fuzzer,address -parse-as-library -O -g -use-ld=lld \
    -module-name ControlSpec -package-name ControlSpec -swift-version 6 \
    -I "$root/Sources/CYaml" -Xcc -I"$root/Sources/CYaml" -lyaml \
    -I "$out" -L "$out" -lControlSpecRuntime -lSystemColors -lControlSpecTouch \
    $(find "$root/Sources/ControlSpec" -name '*.swift' | sort) \
    "$root/Fuzz/PipelineFuzzer.swift" \
    -o "$out/pipeline-fuzzer"
echo "built $out/pipeline-fuzzer"
