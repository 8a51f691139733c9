import Testing
@testable import HeadlessSwiftUI

/// Right-to-left: leading and trailing swap, stacks run from the right, offsets are not mirrored.
@MainActor
struct RightToLeftTests {
    func rtl(_ c: inout RenderConfiguration) { c.layoutDirection = .rightToLeft }

    @Test func stacksRunFromTheRight() async throws {
        let view = HStack(spacing: 0) { Color.red.frame(width: 10, height: 10); Color.blue.frame(width: 20, height: 10) }
        let l = try await layout(view, configure: rtl)
        #expect(l.frame("frame", 0).minX == 20)
        #expect(l.frame("frame", 1).minX == 0)
    }

    @Test func leadingAlignmentIsTheRightEdge() async throws {
        let view = Color.red.frame(width: 10, height: 10).frame(width: 50, alignment: .leading)
        #expect(try await layout(view, configure: rtl).frame("frame", 1).minX == 40)
        #expect(try await layout(view).frame("frame", 1).minX == 0)
    }

    @Test func leadingPaddingIsOnTheRight() async throws {
        let l = try await layout(Color.red.frame(width: 10, height: 10).padding(.leading, 7), configure: rtl)
        #expect(l.frame("frame").minX == 0)
        #expect(l.frame("padding").width == 17)
    }

    @Test func offsetsAreNotMirrored() async throws {
        let scene = try await render(Color.red.frame(width: 10, height: 10).offset(x: 5), configure: rtl)
        let item = scene.displayList(at: 0).items[0]
        #expect(abs(item.transform.tx - 15) < 1e-9)   // 5 pt to the right at @3x, as in LTR
    }
}
