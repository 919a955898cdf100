#!/bin/sh
# Builds Fuzz/.build/pipeline-fuzzer: the compiler's layers as static libraries and
# Fuzz/PipelineFuzzer.swift over them, with libFuzzer and AddressSanitizer (plain swiftc; `swift build --sanitize=fuzzer`
# also instruments executables and breaks them). libyaml is linked as it is, not instrumented.
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
out="$root/Fuzz/.build"
mkdir -p "$out"
# The compiler imports ControlSpecRuntime (the timing conversions), SystemColors (the named colors)
# and ControlSpecTouch (the touch rule and UIKit's control events, which the runtime imports too):
# built first, in dependency order, as static libraries with AddressSanitizer, not instrumented for
# coverage.
for library in SystemColors ControlSpecTouch ControlSpecRuntime; do
    # shellcheck disable=SC2046
    swiftc -sanitize=address -parse-as-library -O -wmo -num-threads 2 -g -module-name "$library" -package-name ControlSpec -swift-version 6 \
        -I "$out" -emit-module -emit-module-path "$out/$library.swiftmodule" \
        -emit-library -static -o "$out/lib$library.a" \
        $(find "$root/Sources/$library" -name '*.swift' | sort)
done
# The compiler's layers (Package.swift), in dependency order, instrumented for coverage and with
# AddressSanitizer; the fuzzer's own module links them all.
# The Analyze layer's list of checks is written from its Checks/ folder, as the CheckRegistry build
# plugin does in a SwiftPM build.
swiftc -O -o "$out/check-registry" "$root/Sources/check-registry/main.swift"
"$out/check-registry" "$out/AnalysisChecks.swift" "$root/Sources/ControlSpecAnalyze/Checks/"*.swift
layers="ControlSpecCore ControlSpecSyntax ControlSpecDecode ControlSpecResolve ControlSpecAnalyze ControlSpecGenerate ControlSpec"
for layer in $layers; do
    # shellcheck disable=SC2046
    swiftc -sanitize=fuzzer,address -parse-as-library -O -wmo -num-threads 2 -g -module-name "$layer" -package-name ControlSpec \
        -swift-version 6 -I "$root/Sources/CYaml" -Xcc -I"$root/Sources/CYaml" -I "$out" \
        -emit-module -emit-module-path "$out/$layer.swiftmodule" \
        -emit-library -static -o "$out/lib$layer.a" \
        $(find "$root/Sources/$layer" -name '*.swift' | sort) \
        $([ "$layer" = ControlSpecAnalyze ] && echo "$out/AnalysisChecks.swift")
done
# shellcheck disable=SC2046
swiftc -sanitize=fuzzer,address -parse-as-library -O -g -use-ld=lld \
    -module-name PipelineFuzzer -package-name ControlSpec -swift-version 6 \
    -I "$root/Sources/CYaml" -Xcc -I"$root/Sources/CYaml" -lyaml \
    -I "$out" -L "$out" $(for layer in $layers; do printf -- '-l%s ' "$layer"; done) \
    -lControlSpecRuntime -lSystemColors -lControlSpecTouch \
    "$root/Fuzz/PipelineFuzzer.swift" \
    -o "$out/pipeline-fuzzer"
echo "built $out/pipeline-fuzzer"
