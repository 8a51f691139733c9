import Foundation
import Testing
import Raster
@_spi(Benchmarks) @testable import HeadlessSwiftUI

/// The frozen layer (`Render/FrozenLayer.swift`): a frame redrawn in dirty windows over the first frame's
/// static pixels has the bytes of the frame drawn whole, and a small change redraws a small part.
@MainActor
struct FrozenLayerTests {
    static let phone = RenderConfiguration.Screen(size: CGSize(width: 393, height: 852), safeArea: EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0))

    struct Settings: View {
        @State private var wifi = true
        @State private var bluetooth = false
        @State private var level = 0.4
        @State private var presenting = false
        @State private var warning = false
        var body: some View {
            NavigationStack {
                Form {
                    Section("Network") {
                        Toggle("Wi-Fi", isOn: $wifi)
                        Toggle("Bluetooth", isOn: $bluetooth)
                        NavigationLink("General") { Text("About").navigationTitle("General") }
                    }
                    Section {
                        Slider(value: $level)
                        Button("Show sheet") { presenting = true }
                        Button("Warn") { warning = true }
                    } footer: {
                        Text("Changes apply at once.")
                    }
                }
                .navigationTitle("Settings")
            }
            .sheet(isPresented: $presenting) { Text("A sheet") }
            .alert("Careful", isPresented: $warning) { Button("OK") {} }
        }
    }

    /// Shadowed and blurred static cards next to and under what moves, and a material over it: drawing
    /// that reads its neighbours, which a window must hold whole.
    struct Cards: View {
        @State private var moved = false
        var body: some View {
            ZStack {
                VStack(spacing: 40) {
                    ForEach(0..<8) { i in
                        RoundedRectangle(cornerRadius: 8).fill(.white).frame(height: 30)
                            .shadow(color: .black.opacity(0.3), radius: 6, y: 2)
                    }
                    Text("Blurred").blur(radius: 2)
                }
                Circle().fill(.orange).frame(width: 24, height: 24)
                    .shadow(radius: 4)
                    .offset(x: moved ? 60 : -60, y: moved ? -190 : -250)
                Text("Over").padding(6).background(.ultraThinMaterial, in: Capsule()).offset(y: moved ? 240 : 250)
            }
            .frame(width: 240, height: 600)
            .background(Color(white: 0.9))
            .onTapGesture { withAnimation(.spring(duration: 0.5)) { moved.toggle() } }
            .accessibilityLabel("Cards")
        }
    }

    /// Every frame of `scene` (the first, the last and `count` between) as drawn whole.
    func expectEveryFrameMatches(_ scene: ViewScene, count: Int = 14, _ what: String) {
        let end = max(scene.settleTime, 1.0 / 60)
        var mismatches: [Double] = []
        for k in 0...count {
            let t = end * Double(k) / Double(count)
            if scene.render(at: t) != scene.renderDrawingEverything(at: t) { mismatches.append(t) }
        }
        #expect(mismatches.isEmpty, "\(what): frames at \(mismatches) differ from the frame drawn whole")
    }

    func settings(_ tap: String, scale: Int = 3) async throws -> ViewScene {
        try await render(Settings(), host: { $0.tap(tap, at: 0) }, configure: { $0.screen = Self.phone; $0.scale = scale })
    }

    @Test func aToggleFlipRedrawsOnlyTheToggle() async throws {
        let scene = try await settings("Bluetooth")
        expectEveryFrameMatches(scene, "toggle flip")
        let frame = Double(scene.bounds.width * scene.bounds.height)
        let mid = scene.frozen.windows(for: scene.displayList(at: 0.1).items) ?? []
        let redrawn = mid.reduce(0.0) { $0 + Double($1.drawn.width * $1.drawn.height) }
        #expect(!mid.isEmpty && redrawn < frame * 0.02, "mid-flip redraws \(mid) of \(scene.bounds)")
        // The toggle that moves is never frozen, so before the tap its box is redrawn too, and only it
        // (the other toggle, constant, is frozen with the rest).
        let before = scene.frozen.windows(for: scene.displayList(at: 0).items) ?? []
        #expect(before.count == 1 && before.first?.kept == mid.first?.kept, "before the tap: \(before), mid-flip: \(mid)")
    }

    @Test func aPushASheetAndAnAlertMatchTheWholeDrawing() async throws {
        // At @1x: whole screens change, and every frame is drawn twice.
        expectEveryFrameMatches(try await settings("General", scale: 1), count: 10, "push")
        expectEveryFrameMatches(try await settings("Show sheet", scale: 1), count: 10, "sheet")
        expectEveryFrameMatches(try await settings("Warn", scale: 1), count: 10, "alert")
    }

    @Test func shadowsBlursAndMaterialsNearWhatMovesMatchTheWholeDrawing() async throws {
        for scale in [1, 3] {
            let scene = try await render(Cards(), host: { $0.tap("Cards") }, configure: { $0.scale = scale })
            expectEveryFrameMatches(scene, count: 20, "cards @\(scale)x")
            let mid = scene.frozen.windows(for: scene.displayList(at: 0.15).items)
            #expect(mid != nil && mid != [], "@\(scale)x mid-move: \(String(describing: mid)) of \(scene.bounds)")
        }
    }

    @Test func aFrameBeforeAnythingChangesIsTheFrozenPixels() async throws {
        // The alert only appears at 0.5 s: until then every item is the first frame's.
        let scene = try await render(Settings(), host: { $0.tap("Warn", at: 0.5) }, configure: { $0.screen = Self.phone })
        #expect(scene.frozen.windows(for: scene.displayList(at: 0.25).items) == [])
        #expect(scene.render(at: 0.25) == scene.renderDrawingEverything(at: 0.25))
        // In a scene that never changes every frame is the first one's pixels.
        let still = try await render(Settings(), configure: { $0.screen = Self.phone })
        #expect(still.frozen.windows(for: still.displayList(at: 1).items) == [])
        #expect(still.render(at: 1) == still.renderDrawingEverything(at: 1))
    }
}
