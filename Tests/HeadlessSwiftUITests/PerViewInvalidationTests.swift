import Testing
import Observation
@testable import HeadlessSwiftUI

/// Per-view invalidation (Engine/BodyMemo.swift): after a change, only the views that depend on what
/// changed have their `body` called again; the others' last bodies are evaluated as they were, and the
/// pictures are the same as when every body is called.
/// Serialized: the tests count calls in one shared table.
@Suite(.serialized) @MainActor
struct PerViewInvalidationTests {
    /// How many times each test view's body ran, by name.
    @MainActor final class Calls {
        static var counts: [String: Int] = [:]
        static func note(_ name: String) { counts[name, default: 0] += 1 }
        static func reset() { counts = [:] }
    }

    @Observable final class Model {
        var level = 0.0
        var other = 0
    }

    /// Reads nothing that changes.
    struct Sibling: View {
        var body: some View {
            let _ = Calls.note("sibling")
            Color.green.frame(width: 10, height: 10)
        }
    }
    /// Owns a `@State` of its own, never written.
    struct QuietState: View {
        @State private var count = 3
        var body: some View {
            let _ = Calls.note("quiet")
            Color.gray.frame(width: CGFloat(count), height: 4)
        }
    }

    struct StateRoot: View {
        @State private var width = 10.0
        var body: some View {
            let _ = Calls.note("root")
            VStack {
                Button("Grow") { withAnimation(.linear(duration: 1)) { width = 80 } }
                Color.red.frame(width: width, height: 10)
                Sibling()
                QuietState()
            }
        }
    }

    @Test func aSiblingThatReadsNothingChangedIsNotEvaluatedAgain() async throws {
        Calls.reset()
        let l = try await layout(StateRoot()) { $0.tap("Grow") }
        #expect(l.frame("frame").width == 80)
        #expect(Calls.counts["root"] == 2)
        #expect(Calls.counts["sibling"] == 1)
        // Made again by the root's new body, with a `@State` of its own: the same inputs, not called.
        #expect(Calls.counts["quiet"] == 1)
    }

    /// Two readers of one model, each of one property.
    struct LevelReader: View {
        let model: Model
        var body: some View {
            let _ = Calls.note("level")
            Color.red.frame(width: model.level, height: 10)
        }
    }
    struct OtherReader: View {
        @Environment(Model.self) private var model
        var body: some View {
            let _ = Calls.note("other")
            Color.blue.frame(width: CGFloat(model.other), height: 10)
        }
    }
    struct ModelRoot: View {
        @State private var model = Model()
        var body: some View {
            let _ = Calls.note("root")
            VStack {
                Button("Fill") { withAnimation(.linear(duration: 1)) { model.level = 100 } }
                LevelReader(model: model)
                OtherReader()
                Sibling()
            }
            .environment(model)
        }
    }

    @Test func onlyTheViewThatReadAModelPropertyIsEvaluatedAgain() async throws {
        Calls.reset()
        let end = try await layout(ModelRoot()) { $0.tap("Fill") }
        #expect(end.frame("frame").width == 100)
        #expect(Calls.counts["level"] == 2)
        #expect(Calls.counts["root"] == 1)
        #expect(Calls.counts["other"] == 1)
        #expect(Calls.counts["sibling"] == 1)
        let half = try await layout(ModelRoot(), time: 0.5) { $0.tap("Fill") }
        #expect(abs(half.frame("frame").width - 50) < 0.34)
    }

    final class Counter: ObservableObject {
        @Published var count = 0
    }
    struct CounterReader: View {
        let name: String
        @ObservedObject var counter: Counter
        var body: some View {
            let _ = Calls.note(name)
            Color.red.frame(width: CGFloat(10 + counter.count * 10), height: 10)
        }
    }
    struct ObjectRoot: View {
        @StateObject private var a = Counter()
        @StateObject private var b = Counter()
        var body: some View {
            VStack {
                Button("Bump") { a.count += 1 }
                CounterReader(name: "a", counter: a)
                CounterReader(name: "b", counter: b)
            }
        }
    }

    @Test func anObjectsChangeEvaluatesTheViewsThatObserveIt() async throws {
        Calls.reset()
        let l = try await layout(ObjectRoot()) { $0.tap("Bump") }
        #expect(l.frame("frame", 0).width == 20)
        // The root observes both objects (its `@StateObject`s), so its body runs again and makes both
        // readers anew; the reader of `b` has the same inputs and is not called.
        #expect(Calls.counts["a"] == 2)
        #expect(Calls.counts["b"] == 1)
    }

    /// A reader of an environment value its ancestor changes.
    struct SchemeReader: View {
        @Environment(\.colorScheme) private var scheme
        var body: some View {
            let _ = Calls.note("scheme")
            (scheme == .dark ? Color.black : Color.white).frame(width: scheme == .dark ? 30 : 10, height: 10)
        }
    }
    struct SchemeRoot: View {
        @State private var dark = false
        var body: some View {
            VStack {
                Button("Dark") { dark = true }
                Wrapper()
                    .environment(\.colorScheme, dark ? .dark : .light)
            }
        }
    }
    /// Between them, a view that reads nothing: its body is reused, and the reader below still sees the
    /// new environment.
    struct Wrapper: View {
        var body: some View {
            let _ = Calls.note("wrapper")
            SchemeReader()
        }
    }

    @Test func anEnvironmentChangeReachesAReaderBelowAReusedBody() async throws {
        Calls.reset()
        let l = try await layout(SchemeRoot()) { $0.tap("Dark") }
        #expect(l.frame("frame").width == 30)
        #expect(Calls.counts["wrapper"] == 1)
        #expect(Calls.counts["scheme"] == 2)
    }

    @Test func thePicturesAreTheSameAsWhenEveryBodyIsCalled() async throws {
        for time in [0.0, 0.3, 0.7, 2.0] {
            let reused = try await render(ModelRoot()) { $0.tap("Fill") }
            let every = try await render(ModelRoot(), host: { $0.tap("Fill") }, configure: { $0.reusesBodies = false })
            #expect(reused.render(at: time) == every.render(at: time))
            let reusedState = try await render(StateRoot()) { $0.tap("Grow") }
            let everyState = try await render(StateRoot(), host: { $0.tap("Grow") }, configure: { $0.reusesBodies = false })
            #expect(reusedState.render(at: time) == everyState.render(at: time))
        }
    }

    @Test func withoutReuseEveryBodyIsCalledAtEveryEvaluation() async throws {
        Calls.reset()
        _ = try await layout(StateRoot(), host: { $0.tap("Grow") }, configure: { $0.reusesBodies = false })
        #expect(Calls.counts["sibling"] == 2)
    }
}
