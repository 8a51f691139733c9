import Testing
@testable import HeadlessSwiftUI

/// `matchedGeometryEffect`: the view inserted in an animated change starts at the frame its group's source
/// had, the removed source goes to the new view's frame, and a view with `isSource: false` takes its
/// source's frame.
@MainActor
struct MatchedGeometryTests {
    struct Tabs: View {
        @Namespace private var underline
        @State private var selected = 0
        let titles = ["One", "Second tab", "3"]
        var body: some View {
            HStack(alignment: .top, spacing: 24) {
                ForEach(0..<3, id: \.self) { i in
                    Button(titles[i]) { withAnimation(.linear(duration: 1)) { selected = i } }
                        .padding(.bottom, 8)
                        .overlay(alignment: .bottom) {
                            if selected == i {
                                Capsule().fill(.blue).frame(height: 3).matchedGeometryEffect(id: "underline", in: underline)
                            }
                        }
                }
            }
        }
    }

    func capsules(_ scene: ViewScene, at t: Double) -> [CGRect] {
        scene.laidOut(at: t).nodes.filter { $0.name == "Capsule" }.map(\.frame)
    }

    @Test func theUnderlineGlidesBetweenTabs() async throws {
        let scene = try await ViewHost(Tabs()).then { $0.tap("3", at: 0) }.makeScene()
        let start = try #require(capsules(scene, at: 0).first)
        // After the change the old underline is gone (faded out; it stays in the tree, drawn at opacity 0).
        let end = try #require(capsules(scene, at: 2).last)
        #expect(capsules(scene, at: 0).count == 1)
        #expect(end.minX > start.maxX && end.width < start.width, "\(start) → \(end)")
        // Half way, the new underline and the old one on its way out are both at the frame half way between.
        let mid = capsules(scene, at: 0.5)
        #expect(mid.count == 2)
        let expected = CGRect(x: (start.minX + end.minX) / 2, y: (start.minY + end.minY) / 2,
                              width: (start.width + end.width) / 2, height: start.height)
        for frame in mid { #expect(close(frame, expected, 0.34), "\(frame) vs \(expected)") }
        // At a quarter, a quarter of the way.
        for frame in capsules(scene, at: 0.25) {
            #expect(abs(frame.minX - (start.minX + (end.minX - start.minX) / 4)) < 0.34, "\(frame)")
        }
    }

    @Test func withoutAnimationTheUnderlineJumps() async throws {
        struct Instant: View {
            @Namespace private var ns
            @State private var right = false
            var body: some View {
                HStack(spacing: 40) {
                    Button("Left") { right = false }
                    if right { Color.red.frame(width: 10, height: 10).matchedGeometryEffect(id: 1, in: ns) }
                    Button("Right") { right = true }
                    if !right { Color.red.frame(width: 30, height: 10).matchedGeometryEffect(id: 1, in: ns) }
                }
            }
        }
        let scene = try await ViewHost(Instant()).then { $0.tap("Right", at: 0.5) }.makeScene()
        let frames = scene.laidOut(at: 0.5 + 1e-6).nodes.filter { $0.name == "Color" }.map(\.frame)
        #expect(frames.count == 1 && frames.first?.width == 10)
    }

    struct Follower: View {
        @Namespace private var ns
        var body: some View {
            ZStack(alignment: .topLeading) {
                Color.blue.frame(width: 80, height: 40).offset(x: 0).padding(.leading, 100)
                    .matchedGeometryEffect(id: "card", in: ns)
                Color.orange.frame(width: 10, height: 10)
                    .matchedGeometryEffect(id: "card", in: ns, isSource: false)
            }
        }
    }

    @Test func aViewThatIsNotTheSourceTakesTheSourcesFrame() async throws {
        let nodes = try await layout(Follower()).nodes
        let source = try #require(nodes.first { $0.name == "matchedGeometryEffect" }?.frame)
        let follower = try #require(nodes.last { $0.name == "matchedGeometryEffect" }?.frame)
        #expect(close(source, follower), "\(source) vs \(follower)")
        #expect(source.width == 180 && source.height == 40)
        // Its content is scaled with it: the 10 × 10 colour fills the 180 × 40 frame.
        let orange = try #require(nodes.last { $0.name == "Color" }?.frame)
        #expect(close(orange, source), "\(orange)")
    }
}
