/// `togglerender-bench`: the project's performance figures, run by `scripts/bench` in release mode.
for line in runRasterBenchmark() { print(line) }
print("")
for line in await runDayNightBenchmark() { print(line) }
print("")
for line in await runViewLayerBenchmark() { print(line) }
print("")
for line in await runSymbolMorphBenchmark() { print(line) }
print("")
for line in runPNGBenchmark() { print(line) }
print("")
for line in await runAPNGBenchmark() { print(line) }
