import Foundation
import GoldenTesting
import HeadlessSwiftUI

/// An instant of a view's rendering to compare: seconds after the start (taps happen at their times), or
/// when every animation has settled.
public enum GoldenInstant: Hashable, Sendable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    case seconds(Double)
    case settled

    public init(floatLiteral value: Double) { self = .seconds(value) }
    public init(integerLiteral value: Int) { self = .seconds(Double(value)) }
}

/// A tap on the control whose label (or accessibility label) is `label`, `at` seconds after the start.
public struct GoldenTap: Hashable, Sendable {
    public var label: String
    public var at: Double
    public init(_ label: String, at: Double = 0) { self.label = label; self.at = at }
}

/// Renders `view` with the view layer and compares each instant with its golden,
/// `<package>/Fixtures/golden/<group>/<name>.png` (one instant) or `<name>@<seconds>s.png` (several: an
/// animated golden, frame by frame), as ``GoldenTesting/assertGolden(_:named:group:rule:environment:filePath:line:)``
/// compares a picture: the project's rule, the record mode from `TOGGLERENDER_RECORD` or a suite's
/// ``GoldenRecording`` trait, nothing ever recorded under `CI=true`. It throws, so it works in Swift Testing
/// (`try await` in a `@Test`) and XCTest (`try await` in an `async throws` test method) alike.
///
/// ```swift
/// @Test func wifiRowTurnsOn() async throws {
///     try await assertGolden(of: WifiRow(), named: "wifi-on", group: "rows",
///                            taps: [GoldenTap("Wi-Fi")], at: [0, 0.1, .settled])
/// }
/// ```
/// - Parameters:
///   - configuration: scale, appearance, Dynamic Type, layout direction, a device's screen or a proposal.
///   - taps: taps before the instants are drawn.
///   - instants: what to compare; `[.settled]` by default (the view as it is, once its own animations end).
///   - directory: a folder of goldens instead of `Fixtures/golden/<group>` (a test of this harness uses a temporary one).
@MainActor
public func assertGolden<V: View>(of view: V, named name: String, group: String, directory: URL? = nil,
                                  configuration: RenderConfiguration = RenderConfiguration(),
                                  taps: [GoldenTap] = [], at instants: [GoldenInstant] = [.settled],
                                  rule: GoldenRule = .strict,
                                  environment: [String: String] = ProcessInfo.processInfo.environment,
                                  filePath: StaticString = #filePath, line: UInt = #line) async throws {
    let host = ViewHost(view, configuration: configuration)
    for tap in taps { host.tap(tap.label, at: tap.at) }
    let scene = try await host.makeScene()
    let settled = scene.settleTime.isFinite ? scene.settleTime : 0
    var environment = environment
    if let mode = GoldenRecording.current { environment[GoldenRecordMode.variable] = mode.rawValue }
    for instant in instants {
        let time: Double = switch instant {
        case .seconds(let s): s
        case .settled: settled
        }
        let golden = instants.count == 1 ? name : name + "@" + String(format: "%.3f", time) + "s"
        if let directory {
            try assertGolden(scene.render(at: time), named: golden, directory: directory, rule: rule, environment: environment,
                             filePath: filePath, line: line)
        } else {
            try assertGolden(scene.render(at: time), named: golden, group: group, rule: rule, environment: environment,
                             filePath: filePath, line: line)
        }
    }
}
