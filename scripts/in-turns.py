#!/usr/bin/env python3
"""Two commands timed as whole processes, in turns.

    in-turns.py RUNS COMMAND_A... ::: COMMAND_B...

Runs each command once to warm up, then RUNS times each, alternating, and prints the median wall time
of A and of B in milliseconds. Each time runs from spawning the process to reaping it: the process's
own start, work and exit, and nothing of the harness (timing in the shell with `date` added two more
process starts to every measurement, about 5 ms here, which inflated the faster command's share).
Output goes to /dev/null; a command that fails stops the run.
"""
import os
import statistics
import sys
import time


def run(argv):
    with open(os.devnull, "wb") as null:
        start = time.perf_counter_ns()
        pid = os.posix_spawnp(argv[0], argv, os.environ, file_actions=[(os.POSIX_SPAWN_DUP2, null.fileno(), 1)])
        _, status = os.waitpid(pid, 0)
        elapsed = time.perf_counter_ns() - start
    if os.waitstatus_to_exitcode(status) != 0:
        sys.exit(f"in-turns: {' '.join(argv)} failed")
    return elapsed / 1e6


def main():
    if len(sys.argv) < 5 or ":::" not in sys.argv[2:]:
        sys.exit("usage: in-turns.py RUNS COMMAND_A... ::: COMMAND_B...")
    runs = int(sys.argv[1])
    split = sys.argv.index(":::", 2)
    a, b = sys.argv[2:split], sys.argv[split + 1:]
    run(a), run(b)
    times_a, times_b = [], []
    for _ in range(runs):
        times_a.append(run(a))
        times_b.append(run(b))
    print(f"{statistics.median(times_a):.1f} {statistics.median(times_b):.1f}")


main()
