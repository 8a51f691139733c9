/// `togglerender-bench`: the project's performance figures, run by `scripts/bench` in release mode.
/// `togglerender-bench demo-frames` prints only the demo screens' per-frame cost, one line a screen, for
/// `scripts/bench` to set against the pycairo reference run in turns with it; `togglerender-bench demo`, the
/// demo screens' section alone; `togglerender-bench toggle`, the day/night toggle's section alone;
/// `togglerender-bench models`, a model-reading view against a @State one alone.
/// `togglerender-bench symbols`, composed against mapped symbols alone.
/// `togglerender-bench screens`, the Settings screen's section alone.
/// `togglerender-bench lazy-grid`, the lazy grid's beside the demo's frame.
/// `togglerender-bench canvas`, a 500-bar Canvas chart's frame beside the demo's frame.
import Export

// Freed frame buffers are reused, as in an export (a fresh mapping is zeroed by the kernel each time).
AllocatorTuning.keepFreedMemory()
switch CommandLine.arguments.dropFirst().first {
case "demo-frames":
    for line in await DemoBench.frameLines() { print(line) }
case "demo":
    for line in await DemoBench.report() { print(line) }
case "lazy-grid":
    for line in await runLazyGridBenchmark() { print(line) }
case "canvas":
    for line in await runCanvasBenchmark() { print(line) }
case "toggle":
    for line in await runDayNightBenchmark() { print(line) }
case "models":
    for line in await runModelBenchmark() { print(line) }
case "symbols":
    for line in runSymbolResolveBenchmark() { print(line) }
case "screens":
    for line in await runScreensBenchmark() { print(line) }
default:
    for line in runRasterBenchmark() { print(line) }
    print("")
    for line in await runDayNightBenchmark() { print(line) }
    print("")
    for line in await DemoBench.report() { print(line) }
    print("")
    for line in await runViewLayerBenchmark() { print(line) }
    print("")
    for line in await runModelBenchmark() { print(line) }
    for line in await runScreensBenchmark() { print(line) }
    for line in await runLazyGridBenchmark() { print(line) }
    for line in await runCanvasBenchmark() { print(line) }
    print("")
    for line in await runSymbolMorphBenchmark() { print(line) }
    print("")
    for line in runSymbolResolveBenchmark() { print(line) }
    print("")
    for line in runPNGBenchmark() { print(line) }
    print("")
    for line in await runAPNGBenchmark() { print(line) }
}
