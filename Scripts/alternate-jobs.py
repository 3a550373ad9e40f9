#!/usr/bin/env python3
"""How much faster `typescale measure --batch FILE --jobs N` is than `--jobs 1`, for one or more builds, run alternately.

A round runs, for each build in turn, `--jobs 1` and then `--jobs N`, so that every build and both job counts share
the machine's spells (this VM's speed moves by a third within minutes, and how much two threads slow each other down
moves with it). For each build it reports the medians of both wall times, the median of the rounds' ratios (`--jobs 1`
wall time over `--jobs N`'s) and the median of their processor-time ratios (user and system time of every thread,
`--jobs N` over `--jobs 1`: 1.0 when the threads do not slow each other down). The first round is not timed.
Standard output goes to /dev/null.

    Scripts/alternate-jobs.py ROUNDS JOBS FILE BUILD[,BUILD...]

Example (Benchmarks/README.md, ninth round): two copies of typescale on 30,000 of the batch benchmark's distinct
strings (`Benchmarks --child batch-requests DIR` writes the request files):

    head -n 30000 DIR/distinct.jsonl > /tmp/d30k.jsonl
    Scripts/alternate-jobs.py 20 2 /tmp/d30k.jsonl /tmp/old,/tmp/new
"""
import os
import statistics
import subprocess
import sys
import time


def run(build, file, jobs):
    """Wall time and processor time (user plus system, every thread) of one run, in seconds."""
    start = time.perf_counter()
    child = subprocess.Popen([build, "measure", "--batch", file, "--jobs", str(jobs)], stdout=subprocess.DEVNULL)
    _, status, usage = os.wait4(child.pid, 0)
    if status != 0:
        sys.exit(f"{build} --jobs {jobs} failed with status {status}")
    return time.perf_counter() - start, usage.ru_utime + usage.ru_stime


def main(arguments):
    if len(arguments) != 4:
        sys.exit(__doc__)
    rounds, jobs, file, builds = int(arguments[0]), int(arguments[1]), arguments[2], arguments[3].split(",")
    results = {build: [] for build in builds}
    for round in range(rounds + 1):
        for build in builds:
            one, many = run(build, file, 1), run(build, file, jobs)
            if round:
                results[build].append((one, many))
    for build, pairs in results.items():
        wall_one = statistics.median(one[0] for one, _ in pairs)
        wall_many = statistics.median(many[0] for _, many in pairs)
        speedup = statistics.median(one[0] / many[0] for one, many in pairs)
        processor = statistics.median(many[1] / one[1] for one, many in pairs)
        print(f"{build}: --jobs 1 {wall_one:.3f} s, --jobs {jobs} {wall_many:.3f} s (medians); --jobs {jobs} "
              f"{speedup:.2f}x as fast, processor time {processor:.2f}x ({rounds} rounds)")


if __name__ == "__main__":
    main(sys.argv[1:])
