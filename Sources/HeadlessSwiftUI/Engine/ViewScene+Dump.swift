/// A text dump of the tree and display list at one instant: one line per node with its frame in points
/// and its animated values, then the display list. For tests (layout goldens that read in a diff) and for
/// users debugging a layout.
extension ViewScene {
    public func dump(at time: Double) -> String {
        let builder = DisplayListBuilder(model: model, time: time)
        let index = model.stateIndex(at: time)
        var lines: [String] = []
        func visit(_ structure: AnimationModel.Structure, _ depth: Int) {
            guard let node = builder.presented(structure.key) else { return }
            let f = node.frame
            var line = String(repeating: "  ", count: depth) + "\(node.name) #\(node.key) (\(DisplayList.format(f.minX)), \(DisplayList.format(f.minY)), \(DisplayList.format(f.width))×\(DisplayList.format(f.height)))"
            switch node.content {
            case .text(let leaf, let block): line += " \"" + leaf.runs.map(\.string).joined() + "\" lines \(block.lines.count)"
            case .image(let leaf): line += " \(leaf.name) \(DisplayList.format(leaf.pointSize))pt"
            case .effect(let effect): line += " \(Self.describe(effect))"
            default: break
            }
            lines.append(line)
            for child in structure.children { visit(child, depth + 1) }
        }
        for root in model.structures[index] { visit(root, 0) }
        return lines.joined(separator: "\n") + "\n--\n" + builder.build(base: .scale(scale)).description
    }

    static func describe(_ effect: Effect) -> String {
        switch effect {
        case .opacity(let o): "opacity \(DisplayList.format(o))"
        case .offset(let s): "offset (\(DisplayList.format(s.width)), \(DisplayList.format(s.height)))"
        case .shadow(let s): "shadow r\(DisplayList.format(s.radius)) (\(DisplayList.format(s.x)), \(DisplayList.format(s.y)))"
        case .scale(let s, _): "scale (\(DisplayList.format(s.width)), \(DisplayList.format(s.height)))"
        case .rotation(let a, _): "rotation \(DisplayList.format(a.degrees))°"
        case .rotation3D(let r): "rotation3D \(DisplayList.format(r.angle.degrees))° (\(DisplayList.format(r.axis.x)), \(DisplayList.format(r.axis.y)), \(DisplayList.format(r.axis.z)))"
        case .projection(let m): m.isAffine ? "transform" : "projection"
        case .blur(let r, _): "blur \(DisplayList.format(r))"
        case .colorMatrix(let m): "\(m)"
        case .compositingGroup: "compositingGroup"
        case .blendMode(let mode): "blendMode \(mode)"
        case .clip: "clip"
        case .mask: "mask"
        case .hidden: "hidden"
        case .visualEffect: "visualEffect"
        case .visualEffects(let list): "visualEffect [" + list.map(describe).joined(separator: ", ") + "]"
        }
    }
}
