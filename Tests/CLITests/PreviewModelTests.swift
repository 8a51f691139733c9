import Foundation
import Raster
import Testing

/// `togglerender preview` of files whose state lives in models: `import Combine` and `import Observation`
/// compile, `@Observable` (the toolchain's macro) and `ObservableObject` models drive a tapped change.
@Suite struct PreviewModelTests {
    @Test func observableAndObservableObjectModelsRenderTheirTap() throws {
        try Sandbox.with { sb in
            let file = try sb.write("""
                import SwiftUI
                import Combine
                import Observation

                @Observable final class Level { var value = 0.0 }
                final class Counter: ObservableObject { @Published var count = 0 }

                struct Bars: View {
                    @State private var level = Level()
                    @StateObject private var counter = Counter()
                    var body: some View {
                        VStack(alignment: .leading, spacing: 0) {
                            Button("Grow") {
                                withAnimation(.linear(duration: 0.5)) { level.value = 40; counter.count = 4 }
                            }
                            Color.red.frame(width: 10 + level.value, height: 10)
                            Color.blue.frame(width: 10 + CGFloat(counter.count) * 10, height: 10)
                        }
                    }
                }

                #Preview { Bars() }
                """, to: "Bars.swift")
            try sb.render(["preview", file, "--tap", "Grow", "--frames", "3", "--scale", "1", "out"])
            let first = try sb.png("out/frame_000.png"), middle = try sb.png("out/frame_001.png"), last = try sb.png("out/frame_002.png")
            // The canvas holds the widest state (50 pt); rows are the button's text, then the two bars.
            #expect(first.width == last.width && first.width >= 50)
            let red = last.height - 15, blue = last.height - 5
            func isRed(_ p: Pixmap, _ x: Int, _ y: Int) -> Bool { let c = p.straightPixel(x: x, y: y); return c.r > 200 && c.b < 60 && c.a == 255 }
            func isBlue(_ p: Pixmap, _ x: Int, _ y: Int) -> Bool { let c = p.straightPixel(x: x, y: y); return c.b > 200 && c.r < 60 && c.a == 255 }
            #expect(isRed(first, 5, red) && !isRed(first, 30, red) && !isRed(first, 45, red))
            #expect(isRed(middle, 25, red) && !isRed(middle, 35, red))     // halfway: 30 pt
            #expect(isRed(last, 45, red) && isBlue(last, 45, blue) && !isBlue(first, 30, blue))
        }
    }

    /// Combine's publishers as an app's file uses them (`import Combine`): `$property` and `objectWillChange`
    /// with `.onReceive`, a `sink` kept in a `Set<AnyCancellable>`, and a timer on render time.
    @Test func combinePublishersCompileAndDriveOnReceive() throws {
        try Sandbox.with { sb in
            let file = try sb.write("""
                import SwiftUI
                import Combine

                final class Counter: ObservableObject {
                    @Published var count = 0
                    @Published var doubled = 0
                    private var cancellables = Set<AnyCancellable>()
                    init() { $count.sink { [weak self] in self?.doubled = $0 * 2 }.store(in: &cancellables) }
                }

                struct Ticker: View {
                    @StateObject private var counter = Counter()
                    @State private var width = 10.0
                    let timer = Timer.publish(every: 0.5, on: .main, in: .common).autoconnect()
                    var body: some View {
                        VStack(alignment: .leading, spacing: 0) {
                            Color.red.frame(width: width, height: 10)
                            Color.blue.frame(width: 10 + CGFloat(counter.doubled) * 5, height: 10)
                        }
                        .onReceive(timer) { _ in counter.count += 1 }
                        .onReceive(counter.$count) { width = 10 + Double($0) * 10 }
                    }
                }

                #Preview { Ticker() }
                """, to: "Ticker.swift")
            try sb.render(["preview", file, "--scale", "1", "--duration", "1.2", "--frames", "2", "--format", "png", "out"])
            let first = try sb.png("out/frame_000.png"), last = try sb.png("out/frame_001.png")
            // Two ticks by 1.2 s: the red bar 30 pt (10 + 2 × 10), the blue one 30 pt (10 + 4 × 5); both 10 at first.
            func isRed(_ p: Pixmap, _ x: Int) -> Bool { let c = p.straightPixel(x: x, y: 5); return c.r > 200 && c.b < 60 && c.a == 255 }
            func isBlue(_ p: Pixmap, _ x: Int) -> Bool { let c = p.straightPixel(x: x, y: 15); return c.b > 200 && c.r < 60 && c.a == 255 }
            #expect(last.width == 30 && first.width == 30)
            #expect(isRed(first, 5) && !isRed(first, 15) && isBlue(first, 5) && !isBlue(first, 15))
            #expect(isRed(last, 28) && isBlue(last, 28))
        }
    }

    /// `--defaults`: what `@AppStorage` finds stored; a file that is not a JSON object of values is bad data.
    @Test func appStorageFromADefaultsFile() throws {
        try Sandbox.with { sb in
            let file = try sb.write("""
                import SwiftUI

                struct Settings: View {
                    @AppStorage("volume") private var volume = 1.0
                    @AppStorage("name") private var name = "nobody"
                    @AppStorage("muted") private var muted = false
                    var body: some View { Text("\\(name) \\(volume) \\(muted)") }
                }
                """, to: "Settings.swift")
            let defaults = try sb.write(#"{"volume": 3, "name": "Ana", "muted": true}"#, to: "defaults.json")
            try sb.render(["preview", file, "--view", "Settings", "--defaults", defaults, "out"])
            let manifest = try String(decoding: sb.bytes("out/frames.json"), as: UTF8.self)
            #expect(manifest.contains("\"accessibilityDescription\" : \"Ana 3.0 true\""), "\(manifest.prefix(300))")
            let bad = try sb.write("[1, 2]", to: "bad.json")
            _ = try sb.fail(["preview", file, "--view", "Settings", "--defaults", bad, "bad"], status: Exit.dataError, mentions: ["--defaults", "JSON object"])
        }
    }
}
