#!/usr/bin/env python3
"""Whole-process wall time of two or more builds of a program, run alternately on the same arguments.

A round runs each build once, in turn, so that the builds share the machine's spells (this VM's speed moves by a third
within minutes). The first round is not timed. Standard output goes to /dev/null.

    Scripts/alternate-builds.py [--pin CORE] ROUNDS BUILD[,BUILD...] ARGUMENT...

Example (Benchmarks/README.md, eighth round): two copies of typescale, stripped of DWARF, on the batch benchmark's
corpus (`Benchmarks --child batch-requests DIR` writes the request files):

    Scripts/alternate-builds.py --pin 0 100 /tmp/old,/tmp/new measure --batch DIR/corpus.jsonl --jobs 1
"""
import statistics
import subprocess
import sys
import time


def main(arguments):
    pin = None
    if arguments[:1] == ["--pin"]:
        pin, arguments = arguments[1], arguments[2:]
    if len(arguments) < 2:
        sys.exit(__doc__)
    rounds, builds, rest = int(arguments[0]), arguments[1].split(","), arguments[2:]
    prefix = ["taskset", "-c", pin] if pin is not None else []
    times = {build: [] for build in builds}
    for round in range(rounds + 1):
        for build in builds:
            start = time.perf_counter()
            subprocess.run(prefix + [build] + rest, stdout=subprocess.DEVNULL, check=True)
            if round:
                times[build].append((time.perf_counter() - start) * 1000)
    for build, values in times.items():
        deciles = statistics.quantiles(values, n=10, method="inclusive")
        quartiles = statistics.quantiles(values, n=4, method="inclusive")
        print(f"{build}: p10 {deciles[0]:.2f} ms, p25 {quartiles[0]:.2f} ms, median {statistics.median(values):.2f} ms, "
              f"min {min(values):.2f} ms ({rounds} rounds)")


if __name__ == "__main__":
    main(sys.argv[1:])
