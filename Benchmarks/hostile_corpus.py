#!/usr/bin/env python3
"""Time of every hostile-corpus input through the whole pipeline.

    Benchmarks/hostile_corpus.py [controlspec binary] [runs]

Runs `controlspec compile <input> --output <scratch>` (Syntax -> Decode -> Analyze -> Generate,
as Tests/ControlSpecTests/HostilePipelineTests does in process) `runs` times (default 5) for every
file of Tests/ControlSpecTests/Fixtures/Hostile and its Fuzz/ folder, and prints a Markdown table
of the median and worst wall time per input, slowest first, with the machine's load average. The
binary defaults to .build/release/controlspec, else .build/debug/controlspec. A benchmark, not a
test: it prints numbers and checks nothing (the test only guards against hangs).
"""
import os
import statistics
import subprocess
import sys
import tempfile
import time

here = os.path.dirname(os.path.abspath(__file__))
root = os.path.dirname(here)
corpus = os.path.join(root, "Tests", "ControlSpecTests", "Fixtures", "Hostile")


def binary():
    if len(sys.argv) > 1:
        return sys.argv[1]
    for configuration in ("release", "debug"):
        path = os.path.join(root, ".build", configuration, "controlspec")
        if os.access(path, os.X_OK):
            return path
    sys.exit("no controlspec binary: swift build first, or give its path")


def inputs():
    for folder in (corpus, os.path.join(corpus, "Fuzz")):
        for name in sorted(os.listdir(folder)):
            path = os.path.join(folder, name)
            if not name.startswith(".") and not name.endswith(".md") and os.path.isfile(path):
                yield path


def main():
    tool = binary()
    runs = int(sys.argv[2]) if len(sys.argv) > 2 else 5
    rows = []
    with tempfile.TemporaryDirectory(prefix="hostile-") as scratch:
        for path in inputs():
            times = []
            for _ in range(runs):
                start = time.perf_counter()
                subprocess.run([tool, "compile", path, "--output", scratch],
                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
                times.append(time.perf_counter() - start)
            rows.append((max(times), statistics.median(times), os.path.relpath(path, corpus)))
    rows.sort(reverse=True)
    print(f"controlspec: {tool}; {runs} runs per input; load average {os.getloadavg()[0]:.2f}")
    print()
    print("| input | median (ms) | worst (ms) |")
    print("| --- | ---: | ---: |")
    for worst, median, name in rows:
        print(f"| {name} | {median * 1000:.1f} | {worst * 1000:.1f} |")


if __name__ == "__main__":
    main()
