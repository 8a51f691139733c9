import Foundation
import Testing
import Raster
import ImageIO
@testable import HeadlessSwiftUI

/// A laid-out view for tests: every node's frame in the root's points, by depth-first order and name.
struct LaidOut {
    struct Node { let name: String; let frame: CGRect; let depth: Int; let node: ResolvedNode }
    let nodes: [Node]
    let scene: ViewScene

    /// The `index`-th node named `name` (depth-first).
    func frame(_ name: String, _ index: Int = 0) -> CGRect {
        let matches = nodes.filter { $0.name == name }
        #expect(matches.count > index, "no node \(name) #\(index) in\n\(scene.dump(at: 1e9))")
        return matches.count > index ? matches[index].frame : .null
    }
}

/// Lays `view` out (proposed `proposal`, or on a screen) and returns its frames at `time`.
@MainActor
func layout<V: View>(_ view: V, proposal: ProposedViewSize = .unspecified, time: Double = 1e9, until: Double? = nil,
                     host: (ViewHost) -> Void = { _ in }, configure: (inout RenderConfiguration) -> Void = { _ in }) async throws -> LaidOut {
    var configuration = RenderConfiguration()
    configuration.proposal = proposal
    configure(&configuration)
    let h = ViewHost(view, configuration: configuration)
    host(h)
    return try await h.makeScene(until: until).laidOut(at: time)
}

extension ViewScene {
    /// Every node's frame at `time`, in the root's points (what ``layout`` returns).
    func laidOut(at time: Double) -> LaidOut {
        let builder = DisplayListBuilder(model: model, time: time)
        var nodes: [LaidOut.Node] = []
        func visit(_ s: AnimationModel.Structure, _ origin: CGPoint, _ depth: Int) {
            guard let node = builder.presented(s.key) else { return }
            let frame = node.frame.offsetBy(dx: origin.x, dy: origin.y)
            nodes.append(.init(name: node.name, frame: frame, depth: depth, node: node))
            for child in s.children { visit(child, frame.origin, depth + 1) }
        }
        for root in model.structures[model.stateIndex(at: time)] { visit(root, .zero, 0) }
        return LaidOut(nodes: nodes, scene: self)
    }
}

/// Renders `view` alone (or after `host` sets taps) and returns the scene.
@MainActor
func render<V: View>(_ view: V, host: (ViewHost) -> Void = { _ in }, configure: (inout RenderConfiguration) -> Void = { _ in }) async throws -> ViewScene {
    var configuration = RenderConfiguration()
    configure(&configuration)
    let h = ViewHost(view, configuration: configuration)
    host(h)
    return try await h.makeScene()
}

/// Compares two rects to within `tolerance` points.
func close(_ a: CGRect, _ b: CGRect, _ tolerance: CGFloat = 0.001) -> Bool {
    abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance &&
        abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
}

/// A pixel as straight RGBA 0–255.
func pixel(_ p: Pixmap, _ x: Int, _ y: Int) -> (r: Int, g: Int, b: Int, a: Int) {
    let v = p.straightPixel(x: x, y: y)
    return (Int(v.r), Int(v.g), Int(v.b), Int(v.a))
}

/// Real SwiftUI renders (`Fixtures/groundtruth/swiftui`, README there).
let groundTruth = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Fixtures/groundtruth/swiftui").path
