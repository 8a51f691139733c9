#!/usr/bin/env python3
"""Two (or more) commands timed as whole processes, in turns.

    in-turns.py RUNS COMMAND_A... ::: COMMAND_B... [::: COMMAND_C...]

Runs each command once to warm up, then RUNS times each, alternating, and prints the median wall time
of each (A, B, …) in milliseconds. Each time runs from spawning the process to reaping it: the process's
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
        sys.exit("usage: in-turns.py RUNS COMMAND_A... ::: COMMAND_B... [::: COMMAND_C...]")
    runs = int(sys.argv[1])
    commands, current = [], []
    for word in sys.argv[2:]:
        if word == ":::":
            commands.append(current)
            current = []
        else:
            current.append(word)
    commands.append(current)
    for command in commands:
        run(command)
    times = [[] for _ in commands]
    for _ in range(runs):
        for command, spent in zip(commands, times):
            spent.append(run(command))
    print(" ".join(f"{statistics.median(spent):.1f}" for spent in times))


main()
