import Foundation
import ImageIO
import Raster

/// Chooses and checks the PNG encoder settings on frames like ours.
///
/// For each test frame: a sweep of filters × zlib levels × strategies (size, one timed run each),
/// then the chosen settings (``PNGOptions/default``) against `optipng -o2` on the same image (size)
/// and against libpng's defaults, zlib 6 with adaptive filtering (median time of repeated runs).
/// Returns report lines; the bench executable prints them.
func runPNGBenchmark() -> [String] {
    var lines = ["PNG encoder benchmark (libpng \(PNGBenchFrames.libpngVersion))"]
    let frames = PNGBenchFrames.all()
    let chosen = PNGOptions.default
    lines.append("chosen: filter \(chosen.filter), zlib level \(chosen.compressionLevel), strategy \(chosen.strategy)")
    let sweep = ProcessInfo.processInfo.environment["PNGBENCH_SWEEP"] == "1"
    var allPass = true
    for frame in frames {
        lines.append("— \(frame.name) \(frame.pixmap.width)×\(frame.pixmap.height)")
        if sweep { lines += PNGBenchSweep.run(frame.pixmap) }
        let ours = (try? PNGEncoder.encode(frame.pixmap, options: chosen)) ?? []
        let baseline = (try? PNGEncoder.encode(frame.pixmap, options: .libpngDefault)) ?? []
        let runs = frame.pixmap.width * frame.pixmap.height > 1_000_000 ? 9 : 101
        let (tOurs, tBase) = PNGBenchTiming.pairedMedians(runs: runs,
            { _ = try? PNGEncoder.encode(frame.pixmap, options: chosen) },
            { _ = try? PNGEncoder.encode(frame.pixmap, options: .libpngDefault) })
        let speedup = tBase / tOurs
        lines.append("  zlib6+adaptive: \(baseline.count) B, \(PNGBenchTiming.ms(tBase)) ms (median of \(runs))")
        lines.append("  chosen:         \(ours.count) B, \(PNGBenchTiming.ms(tOurs)) ms → \(String(format: "%.1f", speedup))× faster (goal ≥ 3×)")
        if let same = PNGBenchOptipng.size(of: baseline, extraArguments: ["-nb", "-nc", "-np"]) {
            lines.append("  optipng -o2 -nb -nc -np (kept RGBA): \(same) B → chosen is \(String(format: "%.3f", Double(ours.count) / Double(same)))× its size")
        }
        if let opti = PNGBenchOptipng.size(of: baseline) {
            let ratio = Double(ours.count) / Double(opti)
            lines.append("  optipng -o2:    \(opti) B → chosen is \(String(format: "%.3f", ratio))× its size (goal ≤ 1.2×)")
            allPass = allPass && ratio <= 1.2
        } else {
            lines.append("  optipng -o2:    not available (install optipng to compare)")
            allPass = false
        }
        allPass = allPass && speedup >= 3
        var rgbaOptions = chosen; rgbaOptions.writesRGBWhenOpaque = false
        if let rgba = try? PNGEncoder.encode(frame.pixmap, options: rgbaOptions), rgba.count != ours.count {
            let opti = PNGBenchOptipng.size(of: baseline).map { String(format: " = %.3f× optipng -o2", Double(rgba.count) / Double($0)) } ?? ""
            lines.append("  (for reference, kept as RGBA though opaque: \(rgba.count) B\(opti))")
        }
    }
    lines.append(allPass ? "PNG goals met on every frame" : "PNG goals NOT met on every frame (see docs/png.md)")
    return lines
}

/// The test frames: a toggle at 1× and 3×, a full-screen vertical gradient, a white knob.
enum PNGBenchFrames {
    struct Frame { var name: String; var pixmap: Pixmap }

    static var libpngVersion: String { PNGEncoder.libpngVersion }

    static func all() -> [Frame] {
        [Frame(name: "toggle capsule 1×", pixmap: toggle(width: 370, height: 168)),
         Frame(name: "screen 3× (vertical gradient + toggle)", pixmap: screen(width: 1206, height: 2622)),
         Frame(name: "toggle capsule 3× on transparent", pixmap: toggle(width: 1206, height: 2622))]
    }

    static let green = Color(r8: 52, g8: 199, b8: 89)
    static let teal = Color(r8: 48, g8: 176, b8: 199)

    /// A horizontal-gradient capsule with a white knob, centred on transparent margins.
    static func toggle(width: Int, height: Int) -> Pixmap {
        var c = Canvas(width: width, height: height)
        let w = Double(width) * 0.6, h = min(Double(height) * 0.6, w * 0.6)
        let r = Rect(x: (Double(width) - w) / 2, y: (Double(height) - h) / 2, width: w, height: h)
        c.fill(.capsule(in: r), with: .linearGradient(LinearGradient(
            start: Point(x: r.origin.x, y: 0), end: Point(x: r.origin.x + w, y: 0), ramp: ColorRamp(colors: [green, teal]))))
        knob(&c, in: r)
        return c.pixmap
    }

    /// A full-screen vertical gradient with the toggle on it.
    static func screen(width: Int, height: Int) -> Pixmap {
        var c = Canvas(width: width, height: height)
        c.fill(.rect(Rect(x: 0, y: 0, width: Double(width), height: Double(height))), with: .linearGradient(LinearGradient(
            start: Point(x: 0, y: 0), end: Point(x: 0, y: Double(height)),
            ramp: ColorRamp(colors: [Color(r8: 242, g8: 242, b8: 247), Color(r8: 198, g8: 206, b8: 230)]))))
        let w = Double(width) * 0.3, h = w * 0.6
        let r = Rect(x: (Double(width) - w) / 2, y: Double(height) * 0.4, width: w, height: h)
        c.fill(.capsule(in: r), with: .linearGradient(LinearGradient(
            start: Point(x: r.origin.x, y: 0), end: Point(x: r.origin.x + w, y: 0), ramp: ColorRamp(colors: [green, teal]))))
        knob(&c, in: r)
        return c.pixmap
    }

    static func knob(_ c: inout Canvas, in r: Rect) {
        let inset = r.size.height * 0.06
        let radius = r.size.height / 2 - inset
        c.fill(.circle(center: Point(x: r.origin.x + r.size.width - inset - radius, y: r.origin.y + r.size.height / 2),
                       radius: radius), with: .white)
    }
}

/// Filters × levels × strategies for one frame: size and one timed run each.
enum PNGBenchSweep {
    static func run(_ pixmap: Pixmap) -> [String] {
        var lines: [String] = []
        for filter in PNGFilter.allCases {
            for strategy in [PNGCompressionStrategy.default, .filtered, .rle] {
                var cells: [String] = []
                for level in 1...9 {
                    let o = PNGOptions(engine: .libpng, filter: filter, compressionLevel: level, strategy: strategy)
                    let start = ContinuousClock.now
                    let n = (try? PNGEncoder.encode(pixmap, options: o).count) ?? 0
                    let t = PNGBenchTiming.seconds(ContinuousClock.now - start)
                    cells.append("\(level):\(n / 1024)K/\(PNGBenchTiming.ms(t))ms")
                }
                lines.append("  sweep \(filter)/\(strategy): " + cells.joined(separator: " "))
            }
        }
        return lines
    }
}

enum PNGBenchTiming {
    /// Median wall time in seconds of `runs` calls of `body`, after one warm-up call.
    static func median(runs: Int, _ body: () -> Void) -> Double {
        body()
        var times: [Double] = []
        for _ in 0..<runs {
            let start = ContinuousClock.now
            body()
            times.append(seconds(ContinuousClock.now - start))
        }
        return times.sorted()[runs / 2]
    }

    /// Medians of `a` and `b` timed alternately, so that both see the same machine load
    /// (the benchmark machine is shared).
    static func pairedMedians(runs: Int, _ a: () -> Void, _ b: () -> Void) -> (Double, Double) {
        a(); b()
        var ta: [Double] = [], tb: [Double] = []
        for _ in 0..<runs {
            var start = ContinuousClock.now
            a()
            ta.append(seconds(ContinuousClock.now - start))
            start = ContinuousClock.now
            b()
            tb.append(seconds(ContinuousClock.now - start))
        }
        return (ta.sorted()[runs / 2], tb.sorted()[runs / 2])
    }

    static func seconds(_ d: Duration) -> Double {
        Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18
    }

    static func ms(_ s: Double) -> String { String(format: "%.2f", s * 1000) }
}

/// Runs `optipng -o2` on a temporary copy of a PNG and reports the optimised size.
enum PNGBenchOptipng {
    static func size(of png: [UInt8], extraArguments: [String] = []) -> Int? {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("pngbench-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        guard (try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)) != nil else { return nil }
        defer { try? FileManager.default.removeItem(at: dir) }
        let input = dir.appendingPathComponent("in.png"), output = dir.appendingPathComponent("out.png")
        guard (try? Data(png).write(to: input)) != nil else { return nil }
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        p.arguments = ["optipng", "-o2", "-quiet"] + extraArguments + ["-out", output.path, input.path]
        p.standardOutput = FileHandle.nullDevice
        p.standardError = FileHandle.nullDevice
        guard (try? p.run()) != nil else { return nil }
        p.waitUntilExit()
        guard p.terminationStatus == 0,
              let attrs = try? FileManager.default.attributesOfItem(atPath: output.path),
              let size = attrs[.size] as? Int else { return nil }
        return size
    }
}
