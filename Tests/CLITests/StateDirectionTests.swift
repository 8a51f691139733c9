import Foundation
import Testing

/// A state draws the same pixels whichever change led to it: the last frame of the change to a state and
/// the first frame of the change away from it are the same bytes, and their animated values in
/// `frames.json` are equal, for every built-in component and scene. (The day/night toggle's knob spring
/// overshoots on the side it moves towards; when each direction had its own canvas, the two night
/// pictures differed in 22,291 pixels, the toggle about 5 px apart.)
@Suite struct StateDirectionTests {
    /// Component, scene, its two states, and flags that keep the run small.
    static let cases: [(component: String, scene: String, states: (String, String), flags: [String])] = [
        ("day-night", "toggle", ("night", "day"), []),
        ("day-night", "demo", ("night", "day"), ["--scale", "1"]),
        ("symbol-morph", "toggle", ("on", "off"), []),
        ("symbol-morph", "demo", ("on", "off"), ["--scale", "1", "--toggle", "alerts,camera"]),
        ("switch", "toggle", ("on", "off"), []),
        ("switch", "toggle", ("on", "off"), ["--title", "Wi-Fi"]),
    ]

    @Test(arguments: cases.indices)
    func bothDirectionsAgreeOnEachState(index: Int) throws {
        let c = Self.cases[index]
        try Sandbox.with { sb in
            let base = ["--component", c.component, "--scene", c.scene, "--frames", "3", "--quiet"] + c.flags
            try sb.render(base + ["--state", c.states.0, "to0"])
            try sb.render(base + ["--state", c.states.1, "to1"])
            // to0 ends where to1 starts, and to1 ends where to0 starts.
            for (end, start) in [("to0", "to1"), ("to1", "to0")] {
                let ended = try sb.bytes("\(end)/frame_002.png"), started = try sb.bytes("\(start)/frame_000.png")
                #expect(ended == started ? true : false, "\(c.component) \(c.scene) \(c.flags): \(end)'s last frame differs from \(start)'s first")
                let a = try Self.values(sb, end, frame: 2), b = try Self.values(sb, start, frame: 0)
                #expect(a == b, "\(c.component) \(c.scene): frames.json values \(a) vs \(b)")
            }
        }
    }

    /// A frame's animated values from `frames.json`, as JSON text with sorted keys.
    static func values(_ sb: Sandbox, _ folder: String, frame: Int) throws -> String {
        let manifest = try JSONSerialization.jsonObject(with: sb.bytes("\(folder)/frames.json")) as? [String: Any]
        let frames = manifest?["frames"] as? [[String: Any]] ?? []
        guard frame < frames.count, let values = frames[frame]["values"] else { throw HarnessError("no frame \(frame) in \(folder)/frames.json") }
        return String(decoding: try JSONSerialization.data(withJSONObject: values, options: [.sortedKeys]), as: UTF8.self)
    }
}
