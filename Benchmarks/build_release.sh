#!/usr/bin/env bash
# Builds products of the Benchmarks package with -c release, for the other benchmark scripts.
#
#   Benchmarks/build_release.sh bench controlspec
#
# SwiftPM reuses its build plan (.build/release/description.json) until the manifest of a root
# package or the list of files in one of its targets' directories changes; the packages a root
# package depends on by path are not watched. Benchmarks depends on the repository's package by
# path, so after a merge that added or removed a file in ../Sources the release build went on
# without it until something forced a new plan. This script keeps, in .build/release-inputs, the
# list of files of the repository's Sources and Plugins and the checksums of its manifest and
# Package.resolved; when they differ from the last build's, it builds with
# --disable-build-manifest-caching (a new plan; a few seconds more). Otherwise SwiftPM's own
# incremental build decides what to rebuild. With BENCH_NO_BUILD=1 nothing is built.
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/.." && pwd)
stamp=$here/.build/release-inputs

log() { echo "build_release.sh: $*" >&2; }

if [[ "${BENCH_NO_BUILD:-0}" == 1 ]]; then
    log "BENCH_NO_BUILD=1: using the existing release build"
    exit 0
fi

# The root package's file lists and manifests: what SwiftPM does not watch in a dependency.
inputs() {
    (cd "$root" && find Sources Plugins -print | LC_ALL=C sort)
    (cd "$root" && cksum Package.swift Package.resolved 2>/dev/null || true)
}

planning=()
current=$(inputs)
if [[ ! -f "$stamp" ]] || [[ "$(cat "$stamp")" != "$current" ]]; then
    log "the repository's file list or manifest changed since the last build: planning afresh"
    planning=(--disable-build-manifest-caching)
fi
for product in "$@"; do
    swift build -c release --package-path "$here" "${planning[@]}" --product "$product" >&2
done
mkdir -p "$(dirname "$stamp")"
echo "$current" >"$stamp"
