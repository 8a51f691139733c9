/// `togglerender-bench`: the project's performance figures, run by `scripts/bench` in release mode.
for line in runRasterBenchmark() { print(line) }
print("")
for line in runDayNightBenchmark() { print(line) }
print("")
for line in runSymbolMorphBenchmark() { print(line) }
print("")
for line in runPNGBenchmark() { print(line) }
print("")
for line in runAPNGBenchmark() { print(line) }
