import GoldenTesting
import Testing

/// A Swift Testing trait that sets the record mode of a test or a whole suite, instead of the
/// `TOGGLERENDER_RECORD` variable: `@Suite(.recording(.failed))` while a change is being accepted on purpose.
/// `CI=true` still wins: nothing is ever recorded there.
public struct GoldenRecording: TestTrait, SuiteTrait, TestScoping {
    public let mode: GoldenRecordMode
    public var isRecursive: Bool { true }

    /// The mode of the test running on this task, if a trait set one.
    @TaskLocal public static var current: GoldenRecordMode?

    public func provideScope(for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void) async throws {
        try await Self.$current.withValue(mode) { try await function() }
    }
}

extension Trait where Self == GoldenRecording {
    /// Records goldens in `mode` for the test or suite (see ``GoldenRecordMode``).
    public static func recording(_ mode: GoldenRecordMode) -> Self { GoldenRecording(mode: mode) }
}
