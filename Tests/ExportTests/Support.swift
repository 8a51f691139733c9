import Export
import Foundation
import Raster
import Synchronization

/// A tiny scene for the exporter's tests: a 10 × 10 opaque square moving right across a 40 × 20
/// transparent canvas over one second. Optionally draws one frame at the wrong size, to make the
/// export fail part-way.
struct MovingSquare: AnimatedScene {
    var settleTime: Double = 1
    /// The time (exactly) at which to draw a wrongly sized frame, if any.
    var brokenTime: Double?
    /// Observes renders, for the streaming test.
    var probe: RenderProbe?

    var pixelSize: (width: Int, height: Int) { (40, 20) }

    func render(at time: Double) -> Pixmap {
        probe?.started()
        if time == brokenTime { return Pixmap(width: 3, height: 3) }
        var p = Pixmap(width: 40, height: 20)
        let x0 = Int((squareX(at: time)).rounded())
        for y in 5..<15 { for x in x0..<(x0 + 10) where (0..<40).contains(x) {
            let i = (y * 40 + x) * 4
            p.data[i] = 255; p.data[i + 1] = UInt8(y * 10); p.data[i + 2] = 0; p.data[i + 3] = 255
        } }
        return p
    }

    func squareX(at time: Double) -> Double {
        settleTime == 0 ? 30 : 30 * min(1, max(0, time / settleTime))
    }

    func values(at time: Double) -> [(name: String, value: Double)] {
        [("squareX", squareX(at: time)), ("progress", settleTime == 0 ? 1 : min(1, time / settleTime))]
    }

    var accessibilityDescription: String { "Square, on" }
}

/// Counts renders started and frames finished, and remembers the most frames ever in flight.
final class RenderProbe: Sendable {
    private let state = Mutex((started: 0, finished: 0, maxInFlight: 0))

    func started() {
        state.withLock { s in s.started += 1; s.maxInFlight = max(s.maxInFlight, s.started - s.finished) }
    }
    func finished() { state.withLock { $0.finished += 1 } }
    var maxInFlight: Int { state.withLock { $0.maxInFlight } }
    var startedCount: Int { state.withLock { $0.started } }
}

/// A fresh, empty folder under the system's temporary folder, removed by `remove()`.
struct TemporaryFolder {
    let path: String

    init() {
        var template = Array((NSTemporaryDirectory() as NSString).appendingPathComponent("export-tests-XXXXXX").utf8CString)
        _ = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
        path = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    func file(_ name: String) -> String { (path as NSString).appendingPathComponent(name) }

    /// Names in the folder, sorted, hidden ones included.
    func listing(_ sub: String? = nil) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: sub.map(file) ?? path)) ?? []).sorted()
    }

    func bytes(_ name: String) -> [UInt8] { Array(FileManager.default.contents(atPath: file(name)) ?? Data()) }

    func write(_ text: String, to name: String) {
        _ = FileManager.default.createFile(atPath: file(name), contents: Data(text.utf8))
    }

    func remove() { try? FileManager.default.removeItem(atPath: path) }
}
