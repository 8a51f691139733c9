/// Matched geometry (`Effects/MatchedGeometryEffect.swift`) where frames are animated: a view of a matched
/// group inserted in an animated change starts at the frame the group's source had before the change, and
/// the source it replaces, on its way out, goes to the new view's frame. Descendants follow by scaling
/// their frames with the matched view's size, so a capsule underline keeps its shape while it stretches.
/// A view with `isSource: false` is placed at its source's frame in every state.
///
/// Frames are compared in root space (each snapshot's laid-out positions) and written back in the
/// parent's space, which is where a node's frame lives.
extension AnimationModel {
    /// Where a matched group's source is in one state.
    struct MatchedPlacement: Sendable {
        let node: Int
        /// The source's frame, in root space.
        let frame: CGRect
        /// Its parent's origin, in root space.
        let parentOrigin: CGPoint
        let animation: Animation?
    }
    typealias MatchedPlacements = [MatchedGeometry.Key: MatchedPlacement]

    /// The sources of the matched groups in `roots` (the first, when a group has several).
    static func matchedSources(in roots: [ResolvedNode]) -> MatchedPlacements {
        var sources: MatchedPlacements = [:]
        func visit(_ node: ResolvedNode, _ origin: CGPoint) {
            let frame = node.frame.offsetBy(dx: origin.x, dy: origin.y)
            if let g = node.matchedGeometry, g.isSource, sources[g.key] == nil {
                sources[g.key] = MatchedPlacement(node: node.key, frame: frame, parentOrigin: origin, animation: node.animation)
            }
            for child in node.children { visit(child, frame.origin) }
        }
        for root in roots { visit(root, .zero) }
        return sources
    }

    /// `roots` with each view of `isSource: false` given its source's geometry.
    static func placingMatchedFollowers(_ roots: [ResolvedNode], sources: MatchedPlacements) -> [ResolvedNode] {
        guard !sources.isEmpty else { return roots }
        func place(_ node: ResolvedNode, _ origin: CGPoint) -> ResolvedNode {
            var node = node
            if let g = node.matchedGeometry, !g.isSource, let source = sources[g.key] {
                let frame = matchedFrame(node.frame, parentOrigin: origin, toward: source.frame, geometry: g)
                let scale = sizeRatio(frame, node.frame)
                node.frame = frame
                node.children = node.children.map { scaled($0, by: scale) }
            }
            let here = node.frame.origin
            node.children = node.children.map { place($0, CGPoint(x: origin.x + here.x, y: origin.y + here.y)) }
            return node
        }
        return roots.map { place($0, .zero) }
    }

    /// `frame` (in its parent's space, the parent at `parentOrigin` in root space) moved and sized as the
    /// group's properties say to match `other` (in root space): the anchor points meet for `.position`.
    static func matchedFrame(_ frame: CGRect, parentOrigin: CGPoint, toward other: CGRect, geometry: MatchedGeometry) -> CGRect {
        var result = frame.offsetBy(dx: parentOrigin.x, dy: parentOrigin.y)
        let a = geometry.anchor
        let fixed = CGPoint(x: result.minX + a.x * result.width, y: result.minY + a.y * result.height)
        if geometry.properties.contains(.size) { result.size = other.size }
        let target = geometry.properties.contains(.position)
            ? CGPoint(x: other.minX + a.x * other.width, y: other.minY + a.y * other.height) : fixed
        result.origin = CGPoint(x: target.x - a.x * result.width, y: target.y - a.y * result.height)
        return result.offsetBy(dx: -parentOrigin.x, dy: -parentOrigin.y)
    }

    /// How much larger `a` is than `b` on each axis (1 where `b` is empty).
    static func sizeRatio(_ a: CGRect, _ b: CGRect) -> CGSize {
        CGSize(width: b.width > 0 ? a.width / b.width : 1, height: b.height > 0 ? a.height / b.height : 1)
    }

    /// A descendant's frame when its matched ancestor is scaled by `scale`: origin and size both scaled.
    static func scaledFrame(_ frame: CGRect, by scale: CGSize) -> CGRect {
        CGRect(x: frame.minX * scale.width, y: frame.minY * scale.height, width: frame.width * scale.width, height: frame.height * scale.height)
    }

    /// `node` and its subtree scaled by `scale`.
    static func scaled(_ node: ResolvedNode, by scale: CGSize) -> ResolvedNode {
        var node = node
        node.frame = scaledFrame(node.frame, by: scale)
        node.children = node.children.map { scaled($0, by: scale) }
        return node
    }

    /// A node's encoded values (the frame first) with its frame replaced.
    static func replacingFrame(_ values: [Double], with frame: CGRect) -> [Double] {
        var values = values
        values.replaceSubrange(0..<4, with: [Double(frame.minX), Double(frame.minY), Double(frame.width), Double(frame.height)])
        return values
    }

    /// Sends a matched source being removed towards the frame of the view that replaces it, its subtree
    /// scaled along, under the new view's animation.
    mutating func sendMatchedGhost(_ structure: Structure, previous: MatchedPlacements, current: MatchedPlacements, time t: Double) {
        guard let track = tracks[structure.key], let g = track.lastTemplate.matchedGeometry,
              let old = previous[g.key], old.node == structure.key,
              let new = current[g.key], new.node != structure.key, let animation = new.animation else { return }
        let values = track.finalValues
        let frame = Self.frame(of: values)
        let target = Self.matchedFrame(frame, parentOrigin: old.parentOrigin, toward: new.frame, geometry: g)
        tracks[structure.key]?.change(to: Self.replacingFrame(values, with: target), at: t, animation: animation)
        let scale = Self.sizeRatio(target, frame)
        func follow(_ s: Structure) {
            guard let values = tracks[s.key]?.finalValues else { return }
            tracks[s.key]?.change(to: Self.replacingFrame(values, with: Self.scaledFrame(Self.frame(of: values), by: scale)),
                                  at: t, animation: animation)
            s.children.forEach(follow)
        }
        structure.children.forEach(follow)
    }

    static func frame(of values: [Double]) -> CGRect {
        CGRect(x: values[0], y: values[1], width: values[2], height: values[3])
    }
}

extension NodeTrack {
    /// The values the node's last change goes to.
    var finalValues: [Double] {
        let segment = segments[segments.count - 1]
        var out: [Double] = []
        for chunk in segment.chunks {
            let v = chunk.finalValue.v
            for i in 0..<min(ValueChunk.width, segment.count - out.count) { out.append(v[i]) }
        }
        return out
    }
}
