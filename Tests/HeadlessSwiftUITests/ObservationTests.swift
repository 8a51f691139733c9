import Testing
@testable import HeadlessSwiftUI

/// `@Observable` models: a view that read a property is evaluated again when it changes, under the
/// transaction of the change (so `withAnimation` animates it, as a `@State` change does); `@State`,
/// `@Environment(Model.self)`, `.environment(_:)` and `@Bindable` hold and reach the model.
@MainActor
struct ObservationTests {
    @Observable final class Meter {
        var level = 0.0
        var unread = 0
    }

    /// A bar as wide as the model's level; buttons change it with or without animation.
    struct Gauge: View {
        @State private var meter = Meter()
        var body: some View {
            Button("Fill") { withAnimation(.linear(duration: 1)) { meter.level = 100 } }
            Button("Jump") { meter.level = 100 }
            Color.red.frame(width: meter.level, height: 10)
        }
    }

    @Test func aChangeAnimatesWithItsTransaction() async throws {
        let half = try await layout(Gauge(), time: 0.5) { $0.tap("Fill") }
        #expect(abs(half.frame("frame").width - 50) < 0.34)
        let end = try await layout(Gauge()) { $0.tap("Fill") }
        #expect(end.frame("frame").width == 100)
        #expect(end.scene.settleTime == 1)
    }

    @Test func aChangeWithoutAnimationIsImmediate() async throws {
        let l = try await layout(Gauge(), time: 0.5) { $0.tap("Jump") }
        #expect(l.frame("frame").width == 100)
    }

    /// The same bar, its state in `@State`: the reference a model is compared with.
    struct StateGauge: View {
        @State private var level = 0.0
        var body: some View {
            Button("Fill") { withAnimation(.linear(duration: 1)) { level = 100 } }
            Button("Jump") { level = 100 }
            Color.red.frame(width: level, height: 10)
        }
    }

    @Test func aModelChangeDrawsAsTheSameStateChange() async throws {
        for time in [0.0, 0.25, 0.5, 1.0] {
            let model = try await render(Gauge()) { $0.tap("Fill") }
            let state = try await render(StateGauge()) { $0.tap("Fill") }
            #expect(model.values(at: time).map { "\($0.name)=\($0.value)" } == state.values(at: time).map { "\($0.name)=\($0.value)" })
            #expect(model.render(at: time) == state.render(at: time))
        }
    }

    /// A child that reads the model from the environment, and one that writes it through `@Bindable`.
    struct Shelf: View {
        @Environment(Meter.self) private var meter
        var body: some View { Color.blue.frame(width: CGFloat(meter.unread) * 10, height: 10) }
    }
    struct Stepper: View {
        @Bindable var meter: Meter
        var body: some View { Toggle("More", isOn: Binding(get: { meter.unread > 0 }, set: { meter.unread = $0 ? 3 : 0 })) }
    }
    struct Screen: View {
        @State private var meter = Meter()
        var body: some View {
            VStack {
                Shelf()
                Stepper(meter: meter)
                BindingWriter(count: $meter.unread)
            }
            .environment(meter)
        }
    }
    struct BindingWriter: View {
        @Binding var count: Int
        var body: some View { Button("Add") { count += 1 } }
    }

    @Test func theEnvironmentAndBindablesReachTheModel() async throws {
        let toggled = try await layout(Screen()) { $0.tap("More") }
        #expect(toggled.frame("frame").width == 30)
        let added = try await layout(Screen()) { $0.tap("Add", at: 0); $0.tap("Add", at: 0.1) }
        #expect(added.frame("frame").width == 20)
    }

    /// A model whose change no view read: nothing is evaluated again, so no new state appears.
    struct Unread: View {
        @State private var meter = Meter()
        var body: some View {
            Button("Fill") { meter.level = 100 }
            Color.red.frame(width: CGFloat(meter.unread), height: 10)
        }
    }

    @Test func aPropertyNoViewReadChangesNothing() async throws {
        let read = try await render(Gauge()) { $0.tap("Jump") }
        let unread = try await render(Unread()) { $0.tap("Fill") }
        #expect(read.model.times.count == 2)
        #expect(unread.model.times.count == 1)
    }

    struct Optional: View {
        @Environment(Meter.self) private var meter: Meter?
        var body: some View { Color.red.frame(width: meter == nil ? 5 : 15, height: 10) }
    }

    @Test func anOptionalEnvironmentObjectIsNilWhenNoAncestorSetIt() async throws {
        #expect(try await layout(Optional()).frame("frame").width == 5)
        #expect(try await layout(Optional().environment(Meter())).frame("frame").width == 15)
    }
}
