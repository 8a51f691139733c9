import Foundation
import Testing

/// A preview whose code traps or never finishes ends with one line naming the view and the user's file and
/// line, exit 70, and nothing written (before: a trap printed the runtime's message and 21 frames of
/// `preview <unavailable> + 1975553`, exit 132; a `.task` that never slept kept `preview` running until killed).
@Suite struct PreviewFailureTests {
    /// A view whose body reads past the end of an array, at line 6.
    static let crashView = """
        import SwiftUI

        struct CrashView: View {
            let items = [1, 2, 3]
            var body: some View {
                Text("Item \\(items[5])")
            }
        }
        """

    @Test func aTrapNamesTheViewTheMessageAndTheLine() throws {
        try Sandbox.with { sb in
            let file = try sb.write(Self.crashView, to: "Crash.swift")
            let r = try sb.run(["preview", file, "out"])
            #expect(r.status == Exit.software, "\(r)")
            #expect(r.stderrLines == ["togglerender: preview: the view 'CrashView' trapped while rendering: Index out of range, at Crash.swift:6; nothing was written"], "\(r)")
            #expect(sb.listing() == ["Crash.swift"])
        }
    }

    @Test func aFatalErrorOfTheUserIsQuotedWithARelativePath() throws {
        try Sandbox.with { sb in
            try sb.write("""
                import SwiftUI

                struct EmptyList: View {
                    var body: some View {
                        let _ = fatalError("no rows to show")
                        Text("never")
                    }
                }
                """, to: "EmptyList.swift")
            let r = try sb.run(["preview", "EmptyList.swift", "--output", "a.png"])
            #expect(r.status == Exit.software, "\(r)")
            #expect(r.stderrLines == ["togglerender: preview: the view 'EmptyList' trapped while rendering: no rows to show, at EmptyList.swift:5; nothing was written"], "\(r)")
            #expect(sb.listing() == ["EmptyList.swift"])
        }
    }

    @Test func theWatchdogEndsATaskThatNeverSleeps() throws {
        try Sandbox.with { sb in
            let file = try sb.write("""
                import SwiftUI

                struct Counter: View {
                    @State private var n = 0
                    var body: some View {
                        Text("\\(n)")
                            .task {
                                while true { n += 1 }
                            }
                    }
                }
                """, to: "Counter.swift")
            let r = try sb.run(["preview", file, "--timeout", "1", "out"])
            #expect(r.status == Exit.software, "\(r)")
            #expect(r.stderrLines.count == 1, "\(r)")
            #expect(r.stderr.hasPrefix("togglerender: preview: the view 'Counter' was still running after 1 s (--timeout), at Counter.swift"), "\(r)")
            #expect(sb.listing() == ["Counter.swift"])
        }
    }

    @Test(arguments: ["0", "5000", "soon"])
    func aTimeoutOutOfRangeIsAUsageError(value: String) throws {
        try Sandbox.with { sb in
            try sb.fail(["preview", PreviewCommandTests.pillToggle, "--timeout", value, "out"], status: Exit.usage, mentions: ["--timeout"])
        }
    }
}
