import Foundation
import Raster
import Testing

/// `togglerender preview`: a user's SwiftUI file compiled against the view layer and rendered after a tap.
/// Each test compiles a program (a few seconds), into its sandbox's own cache.
@Suite struct PreviewCommandTests {
    static let pillToggle = CLI.packageRoot.appendingPathComponent("Examples/Preview/PillToggle.swift").path
    static let draggedKnob = CLI.packageRoot.appendingPathComponent("Examples/Gallery/DraggedKnob.swift").path
    static let dayNightSeed = CLI.packageRoot.appendingPathComponent("Sources/Components/Seeds/DayNightToggle.swift").path
    static let symbolMorphSeed = CLI.packageRoot.appendingPathComponent("Sources/Components/Seeds/SymbolMorphToggle.swift").path

    /// The README's example: a custom `ToggleStyle` whose tap gesture animates the knob from leading to
    /// trailing and the pill from grey to green, found by the toggle's label.
    @Test func userToggleStyleRendersItsTap() throws {
        try Sandbox.with { sb in
            try sb.render(["preview", Self.pillToggle, "--tap", "Wi-Fi", "--frames", "8", "--scale", "2", "out"])
            let first = try sb.png("out/frame_000.png"), last = try sb.png("out/frame_007.png")
            #expect(first.width == 640 && first.height == last.height)
            // The knob: white at the pill's leading end first, at its trailing end last.
            let knobRow = first.height / 2
            let leading = first.width - 2 * (16 + 50 - 15), trailing = first.width - 2 * (16 + 15)
            #expect(first.straightPixel(x: leading, y: knobRow).r == 255 && first.straightPixel(x: trailing, y: knobRow).g < 240)
            #expect(last.straightPixel(x: trailing, y: knobRow).r == 255 && last.straightPixel(x: leading, y: knobRow).r < 100)
            // The pill ends green (SwiftUI's `.green`: 52, 199, 89).
            let pill = last.straightPixel(x: leading, y: knobRow)
            #expect(abs(Int(pill.r) - 52) <= 2 && abs(Int(pill.g) - 199) <= 2 && abs(Int(pill.b) - 89) <= 2, "\(pill)")
            let manifest = try String(decoding: sb.bytes("out/frames.json"), as: UTF8.self)
            #expect(manifest.contains("\"accessibilityDescription\" : \"Wi-Fi"), "\(manifest.prefix(300))")
            #expect(manifest.contains("\"Capsule.fill.green\""))
        }
    }

    /// The seeds compiled by `preview` are the seeds the render command draws: the same bytes.
    @Test(arguments: [
        (seed: Self.dayNightSeed, preview: ["--view", "DayNightToggleDemo", "--tap", "Night mode"],
         builtIn: ["--scene", "demo", "--state", "night"]),
        (seed: Self.symbolMorphSeed, preview: ["--view", "SymbolMorphToggleDemo", "--tap", "Alerts"],
         builtIn: ["--component", "symbol-morph", "--scene", "demo", "--state", "off", "--toggle", "alerts"]),
    ])
    func seedThroughPreviewIsTheBuiltInComponent(seed: String, preview: [String], builtIn: [String]) throws {
        try Sandbox.with { sb in
            try sb.render(["preview", seed] + preview + ["--device", "iphone-16-pro", "--frames", "3", "--scale", "1", "preview"])
            try sb.render(builtIn + ["--frames", "3", "--scale", "1", "builtin"])
            for frame in 0..<3 {
                let name = String(format: "frame_%03d.png", frame)
                #expect(try sb.bytes("preview/\(name)") == sb.bytes("builtin/\(name)"), "\(name) differs")
            }
        }
    }

    /// A second run of an unchanged file uses the compiled program; a changed file compiles afresh.
    @Test func compiledProgramsAreCachedByContent() throws {
        try Sandbox.with { sb in
            let file = sb.path("Pill.swift")
            try FileManager.default.copyItem(atPath: Self.pillToggle, toPath: file)
            let cache = sb.root.deletingLastPathComponent().appendingPathComponent("cache/togglerender/previews")
            func programs() -> [String] {
                // The programs, not the view layer's shared library (`kit-…`) they link against.
                ((try? FileManager.default.contentsOfDirectory(atPath: cache.path)) ?? []).filter { !$0.hasPrefix(".") && !$0.hasPrefix("kit-") }.sorted()
            }
            try sb.render(["preview", file, "--output", "a.png"])
            let once = programs()
            try #require(once.count == 1, "one compiled program in the cache: \(once)")
            // Wrap the cached program so that running it leaves a mark: the next run must run it, not compile.
            let program = cache.appendingPathComponent(once[0]).appendingPathComponent("preview").path
            let mark = sb.root.deletingLastPathComponent().appendingPathComponent("ran-cached").path
            try FileManager.default.moveItem(atPath: program, toPath: program + ".real")
            try "#!/bin/sh\ntouch '\(mark)'\nexec '\(program).real' \"$@\"\n".write(toFile: program, atomically: true, encoding: .utf8)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: program)
            try sb.render(["preview", file, "--output", "b.png"])
            #expect(programs() == once)
            #expect(FileManager.default.fileExists(atPath: mark), "the second run did not use the cached program")
            #expect(try sb.bytes("a.png") == sb.bytes("b.png"))
            try (String(contentsOfFile: file, encoding: .utf8).replacingOccurrences(of: "Color.green", with: "Color.blue"))
                .write(toFile: file, atomically: true, encoding: .utf8)
            try sb.render(["preview", file, "--output", "c.png"])
            #expect(programs().count == 2)
        }
    }

    /// A compile error is the compiler's message with the user's file and line, then one line of ours; exit 65.
    @Test func compileErrorShowsTheCompilersMessage() throws {
        try Sandbox.with { sb in
            let file = try sb.write("""
                import SwiftUI

                struct Broken: View {
                    var body: some View {
                        Text("Hi").undefinedModifier()
                    }
                }
                """, to: "Broken.swift")
            let r = try sb.run(["preview", file, "out"])
            #expect(r.status == Exit.dataError, "\(r)")
            #expect(r.stderr.contains("Broken.swift:5:"), "\(r)")
            #expect(r.stderr.contains("undefinedModifier"), "\(r)")
            #expect(r.stderrLines.last?.hasPrefix("togglerender: preview: the files do not compile") == true, "\(r)")
            #expect(sb.listing() == ["Broken.swift"])
        }
    }

    /// A tap on a label no control has names the labels there are.
    @Test func unknownTapLabelIsAnError() throws {
        try Sandbox.with { sb in
            try sb.fail(["preview", Self.pillToggle, "--tap", "Bluetooth", "--frames", "2", "out"],
                        status: Exit.usage, mentions: ["'Bluetooth'", "Wi-Fi"])
        }
    }
    /// `--adjust LABEL=VALUE[@S]` sets a slider as VoiceOver's adjust action does: the thumb moves right;
    /// a malformed value or an unknown label is a usage error naming what is accepted.
    @Test func adjustSetsASlider() throws {
        try Sandbox.with { sb in
            let file = try sb.write("""
                import SwiftUI
                struct VolumeRow: View {
                    @State private var volume = 0.1
                    var body: some View { Slider(value: $volume) { Text("Volume") }.frame(width: 200) }
                }
                #Preview { VolumeRow() }
                """, to: "Volume.swift")
            try sb.render(["preview", file, "--output", "before.png", "--format", "poster", "--scale", "1"])
            try sb.render(["preview", file, "--adjust", "Volume=0.9", "--output", "after.png", "--format", "poster", "--scale", "1"])
            // The thumb: the whitest column of the middle row.
            func thumb(_ name: String) throws -> Int {
                let p = try sb.png(name)
                let y = p.height / 2
                return (0..<p.width).max { a, b in
                    let u = p.straightPixel(x: a, y: y), v = p.straightPixel(x: b, y: y)
                    return Int(u.r) + Int(u.g) + Int(u.b) + Int(u.a) < Int(v.r) + Int(v.g) + Int(v.b) + Int(v.a)
                }!
            }
            let before = try thumb("before.png"), after = try thumb("after.png")
            #expect(before < 60 && after > 140, "thumb at \(before) px, then \(after) px")
            try sb.fail(["preview", file, "--adjust", "Volume", "--frames", "2", "out"], status: Exit.usage, mentions: ["LABEL=VALUE"])
            try sb.fail(["preview", file, "--adjust", "Treble=1", "--frames", "2", "out"], status: Exit.usage, mentions: ["'Treble'"])
        }
    }

    /// `--drag LABEL DX,DY[@S[+D]]` drags the gallery's knob across, frame by frame; a malformed motion or a
    /// label without a drag is a usage error naming what is accepted.
    @Test func dragMovesTheKnob() throws {
        try Sandbox.with { sb in
            try sb.render(["preview", Self.draggedKnob, "--view", "DragSwitch", "--drag", "Airplane Mode", "30,0@0.1+0.2",
                           "--frames", "4", "--duration", "0.9", "--scale", "1", "out"])
            // The knob: the whitest column of the middle row, from its off place to its on place.
            func knob(_ name: String) throws -> Int {
                let p = try sb.png(name)
                let y = p.height / 2
                return (0..<p.width).max { a, b in
                    let u = p.straightPixel(x: a, y: y), v = p.straightPixel(x: b, y: y)
                    return Int(u.r) + Int(u.g) + Int(u.b) < Int(v.r) + Int(v.g) + Int(v.b)
                }!
            }
            let first = try knob("out/frame_000.png"), last = try knob("out/frame_003.png")
            #expect(last - first > 35, "knob at \(first) px, then \(last) px")
            let manifest = try String(decoding: sb.bytes("out/frames.json"), as: UTF8.self)
            #expect(manifest.contains("Airplane Mode 30,0@0.1+0.2"), "\(manifest)")
            try sb.fail(["preview", Self.draggedKnob, "--drag", "Airplane Mode", "--frames", "2", "out"], status: Exit.usage, mentions: ["DX,DY"])
            try sb.fail(["preview", Self.draggedKnob, "--drag", "Airplane Mode", "30", "--frames", "2", "out"], status: Exit.usage, mentions: ["DX,DY[@S[+D]]"])
            try sb.fail(["preview", Self.draggedKnob, "--drag", "Wi-Fi", "30,0", "--frames", "2", "out"], status: Exit.usage,
                        mentions: ["'Wi-Fi'", "'Airplane Mode'"])
        }
    }

    /// `--long-press LABEL[@S[+D]]` holds a press: the action runs once it is held its minimum duration.
    @Test func longPressRunsItsAction() throws {
        try Sandbox.with { sb in
            let file = try sb.write("""
                import SwiftUI
                struct Hold: View {
                    @State private var done = false
                    var body: some View {
                        (done ? Color.green : Color.red).frame(width: 20, height: 20)
                            .onLongPressGesture(minimumDuration: 0.4) { done = true }
                            .accessibilityLabel("Hold")
                    }
                }
                #Preview { Hold() }
                """, to: "Hold.swift")
            try sb.render(["preview", file, "--long-press", "Hold@0.1", "--frames", "2", "--duration", "1", "--scale", "1", "out"])
            let before = try sb.png("out/frame_000.png").straightPixel(x: 10, y: 10), after = try sb.png("out/frame_001.png").straightPixel(x: 10, y: 10)
            #expect(before.r > 200 && before.g < 100, "\(before)")
            #expect(after.g > 150 && after.r < 100, "\(after)")
            try sb.render(["preview", file, "--long-press", "Hold@0.1+0.2", "--frames", "2", "--duration", "1", "--scale", "1", "short"])
            #expect(try sb.png("short/frame_001.png").straightPixel(x: 10, y: 10).r > 200)   // lifted too soon
            try sb.fail(["preview", file, "--long-press", "Hold@0.1+0", "--frames", "2", "out2"], status: Exit.usage, mentions: ["above 0"])
        }
    }

    /// `--pinch LABEL SCALE[@S[+D]]` and `--rotate LABEL DEGREES[@S[+D]]` drive two-finger gestures; a bad
    /// scale or angle is a one-line usage error naming what is accepted.
    @Test func pinchAndRotateDriveTwoFingerGestures() throws {
        try Sandbox.with { sb in
            let file = try sb.write("""
                import SwiftUI
                struct Photo: View {
                    @State private var scale: CGFloat = 1
                    @State private var turned = false
                    var body: some View {
                        (turned ? Color.green : Color.red).frame(width: 20 * scale, height: 20)
                            .gesture(MagnifyGesture().onEnded { scale = $0.magnification })
                            .simultaneousGesture(RotateGesture().onEnded { turned = $0.rotation.degrees > 45 })
                            .accessibilityLabel("Photo")
                    }
                }
                #Preview { Photo() }
                """, to: "Photo.swift")
            try sb.render(["preview", file, "--pinch", "Photo", "2@0.1+0.2", "--frames", "2", "--duration", "1", "--scale", "1", "out"])
            // The canvas holds every frame; the photo's width is its opaque pixels in the middle row.
            func width(_ name: String) throws -> Int {
                let p = try sb.png(name)
                return (0..<p.width).filter { p.straightPixel(x: $0, y: p.height / 2).a > 200 }.count
            }
            #expect(try width("out/frame_000.png") == 20 && width("out/frame_001.png") == 40)
            let manifest = try String(decoding: sb.bytes("out/frames.json"), as: UTF8.self)
            #expect(manifest.contains("Photo 2@0.1+0.2"), "\(manifest)")
            try sb.render(["preview", file, "--rotate", "Photo", "90", "--frames", "2", "--duration", "1", "--scale", "1", "turned"])
            let after = try sb.png("turned/frame_001.png").straightPixel(x: 10, y: 10)
            #expect(after.g > 150 && after.r < 100, "\(after)")
            try sb.fail(["preview", file, "--pinch", "Photo", "0", "--frames", "2", "bad"], status: Exit.usage, mentions: ["SCALE[@S[+D]]", "above 0"])
            try sb.fail(["preview", file, "--pinch", "Photo", "two", "--frames", "2", "bad"], status: Exit.usage, mentions: ["SCALE[@S[+D]]"])
            try sb.fail(["preview", file, "--rotate", "Photo", "90@0+11", "--frames", "2", "bad"], status: Exit.usage, mentions: ["DEGREES[@S[+D]]"])
            try sb.fail(["preview", file, "--rotate", "Card", "90", "--frames", "2", "bad"], status: Exit.usage, mentions: ["'Card'", "rotate gesture", "'Photo'"])
        }
    }
}
