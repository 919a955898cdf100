#!/usr/bin/env python3
"""PyYAML's C loader on the synthetic specs: the quick script a user might write instead.

Usage: pyyaml_load.py OUT.json RUNS NAME=PATH...
Each file is measured in its own child process (so its peak RSS is its own); the best of RUNS
loads counts, except that a first load over SLOW seconds is not repeated (like the benchmark's
slow stages). The file is read before timing starts; only yaml.load(bytes, CLoader) is timed.
"""
import json
import resource
import subprocess
import sys
import time

SLOW = 5.0

def measure_one(path, runs):
    import yaml

    data = open(path, "rb").read()
    best = float("inf")
    for _ in range(runs):
        start = time.perf_counter()
        yaml.load(data, Loader=yaml.CLoader)
        best = min(best, time.perf_counter() - start)
        if best > SLOW:
            break
    rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024
    return {"seconds": best, "peakRSSBytes": rss}


def main():
    if sys.argv[1] == "--one":
        print(json.dumps(measure_one(sys.argv[2], int(sys.argv[3]))))
        return
    out, runs, specs = sys.argv[1], sys.argv[2], sys.argv[3:]
    results = {}
    for spec in specs:
        name, path = spec.split("=", 1)
        child = subprocess.run(
            [sys.executable, __file__, "--one", path, runs], check=True, capture_output=True, text=True
        )
        results[name] = json.loads(child.stdout)
        print(f"pyyaml: {name} {results[name]['seconds']:.3f} s", file=sys.stderr)
    with open(out, "w") as handle:
        json.dump(results, handle, indent=2, sort_keys=True)


main()
