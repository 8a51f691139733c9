import Testing
@testable import HeadlessSwiftUI

/// `@State` lives at the view's identity; `@Binding` writes to its owner; the environment reaches the
/// subtree; `@ScaledMetric` follows Dynamic Type.
@MainActor
struct StateTests {
    struct Counter: View {
        @State private var count = 0
        var body: some View {
            Button("Add") { count += 1 }
            Color.red.frame(width: CGFloat(count) * 10, height: 10)
        }
    }

    @Test func stateSurvivesReevaluation() async throws {
        let l = try await layout(Counter()) { host in for t in [0.0, 0.1, 0.2] { host.tap("Add", at: t) } }
        #expect(l.frame("frame").width == 30)
    }

    struct Child: View {
        @Binding var on: Bool
        var body: some View { Button("Switch") { on.toggle() } }
    }
    struct Parent: View {
        @State private var on = false
        var body: some View {
            Child(on: $on)
            Color.red.frame(width: on ? 20 : 10, height: 10)
        }
    }

    @Test func bindingsWriteToTheirOwner() async throws {
        #expect(try await layout(Parent()) { $0.tap("Switch") }.frame("frame").width == 20)
    }

    struct Resettable: View {
        @State private var flag = false
        var body: some View {
            Button("Flip") { flag.toggle() }
            if flag { Counter() } else { Counter().id(1) }
        }
    }

    @Test func stateStartsOverWhenIdentityChanges() async throws {
        // Add twice, then flip to the other branch: a different view, with its own fresh count.
        let l = try await layout(Resettable()) { $0.tap("Add", at: 0); $0.tap("Add", at: 0.1); $0.tap("Flip", at: 0.2) }
        #expect(l.frame("frame").width == 0)
        let kept = try await layout(Resettable()) { $0.tap("Add", at: 0); $0.tap("Add", at: 0.1) }
        #expect(kept.frame("frame").width == 20)
    }

    struct Reader: View {
        @Environment(\.accent) private var accent
        @Environment(\.colorScheme) private var scheme
        @Environment(\.dynamicTypeSize) private var size
        @ScaledMetric(relativeTo: .title) private var metric = 56.0
        var body: some View {
            Color.red.frame(width: accent * 10, height: scheme == .dark ? 20 : 10)
            Color.blue.frame(width: metric, height: 1)
        }
    }

    @Test func environmentReachesTheSubtree() async throws {
        let view = Reader().environment(\.accent, 3).environment(\.colorScheme, .dark)
        let l = try await layout(view)
        #expect(l.frame("frame", 0).size == CGSize(width: 30, height: 20))
        let scaled = try await layout(Reader(), configure: { $0.dynamicTypeSize = .accessibility3 })
        // title: 28 pt at Large, 48 pt at AX3.
        #expect(abs(scaled.frame("frame", 1).width - 96) < 0.34)
    }

    /// A struct of dynamic properties is one itself (SwiftUI's composition): its fields bind through it.
    struct Tally: DynamicProperty {
        @State var count = 0
        @Environment(\.accent) var step
    }
    struct TallyView: View {
        let tally = Tally()
        var body: some View {
            Button("Add") { tally.count += Int(tally.step) }
            Color.red.frame(width: CGFloat(tally.count) * 10, height: 10)
        }
    }

    @Test func structsOfDynamicPropertiesBindTheirFields() async throws {
        let l = try await layout(TallyView().environment(\.accent, 2)) { $0.tap("Add", at: 0); $0.tap("Add", at: 0.1) }
        #expect(l.frame("frame").width == 40)
    }

    /// State after a binding and beside plain fields keeps its own cell.
    struct Mixed: View {
        @Binding var on: Bool
        let label: String
        @State private var count = 0
        var body: some View {
            Button(label) { count += 1; on.toggle() }
            Color.red.frame(width: CGFloat(count) * 10, height: on ? 20 : 10)
        }
    }
    struct MixedParent: View {
        @State private var on = false
        var body: some View { Mixed(on: $on, label: "Go") }
    }

    @Test func stateBesideABindingAndPlainFields() async throws {
        let l = try await layout(MixedParent()) { $0.tap("Go", at: 0); $0.tap("Go", at: 0.1); $0.tap("Go", at: 0.2) }
        let size = l.frame("frame").size
        #expect(size.width == 30 && abs(size.height - 20) < 1e-9)
    }

    /// A generic view: its fields' types come from its generic arguments (a closure, a tuple, an optional).
    struct Framed<Content: View>: View {
        let content: Content
        let action: () -> Void
        let pair: (Int, String)
        let note: String?
        @State private var count = 0
        var body: some View {
            Button("More") { count += pair.0; action() }
            content.frame(width: CGFloat(count) * 10, height: 10)
        }
    }

    @Test func genericViewsBindTheirState() async throws {
        let view = Framed(content: Color.red, action: {}, pair: (2, "two"), note: nil)
        let l = try await layout(view) { $0.tap("More", at: 0); $0.tap("More", at: 0.1) }
        #expect(l.frame("frame").width == 40)
    }

    /// A view that is an enum: its payload's dynamic properties are found through a mirror.
    enum Choice: View {
        case counter(Counter)
        var body: some View {
            switch self { case .counter(let counter): counter }
        }
    }

    @Test func enumViewsEvaluate() async throws {
        let l = try await layout(Choice.counter(Counter())) { $0.tap("Add", at: 0) }
        #expect(l.frame("frame").width == 10)
    }

    @Test func withAnimationSetsTheTransactionAndRestoresIt() {
        #expect(Transaction.current.animation == nil)
        withAnimation(.linear(duration: 1)) { #expect(Transaction.current.animation == .linear(duration: 1)) }
        #expect(Transaction.current.animation == nil)
    }
}

private struct AccentKey: EnvironmentKey { static let defaultValue: CGFloat = 1 }
extension EnvironmentValues {
    /// A custom environment value, the way SwiftUI code declares one.
    var accent: CGFloat {
        get { self[AccentKey.self] }
        set { self[AccentKey.self] = newValue }
    }
}
