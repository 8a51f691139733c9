import Foundation
import Testing
@testable import HeadlessSwiftUI

/// Combine's publishers without Combine (Publishers/): `$property` of `@Published`, `objectWillChange`,
/// `Just`, `Timer.publish(every:on:in:).autoconnect()` on render time, and `.onReceive` with them.
@MainActor
struct PublisherTests {
    final class Counter: ObservableObject {
        @Published var count = 0
    }

    @Test func aPublishedPropertyPublishesItsCurrentValueThenEachNewOneBeforeItIsStored() {
        let counter = Counter()
        var received: [Int] = []
        var seenInside: [Int] = []
        let subscription = counter.$count.sink { value in
            received.append(value)
            seenInside.append(counter.count)
        }
        counter.count = 1
        counter.count = 5
        #expect(received == [0, 1, 5])
        // As in Combine: the property still holds the old value while its subscribers run.
        #expect(seenInside == [0, 0, 1])
        subscription.cancel()
        counter.count = 6
        #expect(received == [0, 1, 5])
    }

    @Test func objectWillChangeIsAPublisherAndAReleasedSubscriptionEnds() {
        let counter = Counter()
        var sent = 0
        var cancellables = Set<AnyCancellable>()
        counter.objectWillChange.sink { sent += 1 }.store(in: &cancellables)
        counter.count += 1
        counter.objectWillChange.send()
        #expect(sent == 2)
        cancellables.removeAll()
        counter.count += 1
        #expect(sent == 2)
    }

    @Test func justSendsOneValueToEachSubscriber() {
        var values: [String] = []
        let first = Just("a").sink { values.append($0) }
        let second = Just("b").sink { values.append($0) }
        #expect(values == ["a", "b"])
        _ = (first, second)
    }

    /// A bar as wide as the last value the view received from its model's `$count`.
    struct Echo: View {
        @StateObject private var counter = Counter()
        @State private var width = 0.0
        var body: some View {
            VStack {
                Button("Add") { withAnimation(.linear(duration: 1)) { counter.count += 1 } }
                Color.red.frame(width: width, height: 10)
            }
            .onReceive(counter.$count) { width = Double($0 * 40 + 10) }
        }
    }

    @Test func onReceiveRunsWithTheCurrentValueThenInsideEachChange() async throws {
        let initial = try await layout(Echo())
        #expect(initial.frame("frame").width == 10)
        let end = try await layout(Echo()) { $0.tap("Add") }
        #expect(end.frame("frame").width == 50)
        // The write the action made happened inside the tap's `withAnimation`: it animates with it.
        let half = try await layout(Echo(), time: 0.5) { $0.tap("Add") }
        #expect(abs(half.frame("frame").width - 30) < 0.34)
    }

    struct WillChange: View {
        @StateObject private var counter = Counter()
        @State private var announcements = 0
        var body: some View {
            VStack {
                Button("Add") { counter.count += 1; counter.count += 1 }
                Color.blue.frame(width: CGFloat(10 + announcements * 10), height: 10)
            }
            .onReceive(counter.objectWillChange) { announcements += 1 }
        }
    }

    @Test func onReceiveOfObjectWillChangeRunsAtEachAnnouncement() async throws {
        let l = try await layout(WillChange()) { $0.tap("Add") }
        #expect(l.frame("frame").width == 30)
    }

    struct Once: View {
        @State private var text = "before"
        var body: some View {
            Text(text).onReceive(Just("after")) { text = $0 }
        }
    }

    @Test func onReceiveOfJustRunsOnceAfterTheFirstEvaluation() async throws {
        let scene = try await render(Once())
        #expect(scene.dump(at: 1e9).contains("after"))
        #expect(!scene.dump(at: 1e9).contains("before"))
    }

    /// A tick counter driven by a one-second timer, and the seconds of the date it received.
    struct Ticker: View {
        let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
        @State private var ticks = 0
        @State private var second = -1
        var body: some View {
            Color.green.frame(width: CGFloat(10 + ticks * 10), height: CGFloat(second + 2))
                .onReceive(timer) { date in
                    ticks += 1
                    second = Calendar(identifier: .gregorian).dateComponents(in: TimeZone(identifier: "GMT")!, from: date).second!
                }
        }
    }

    @Test func aTimerTicksOnRenderTimeWithTheRendersDate() async throws {
        let before = try await layout(Ticker(), time: 2.5, until: 3.5)
        #expect(before.frame("frame").width == 30)
        // RenderConfiguration.defaultDate is 09:41:00; the second tick is at 09:41:02.
        #expect(before.frame("frame").height == 4)
        let later = try await layout(Ticker(), time: 3.5, until: 3.5)
        #expect(later.frame("frame").width == 40)
    }

    /// Two `.onReceive`s on one view: each keeps its own subscription and action.
    struct Both: View {
        @StateObject private var counter = Counter()
        @State private var fromCount = 0
        @State private var fromJust = 0
        var body: some View {
            VStack {
                Button("Add") { counter.count = 3 }
                Color.red.frame(width: CGFloat(10 + fromCount * 10 + fromJust), height: 10)
            }
            .onReceive(counter.$count) { fromCount = $0 }
            .onReceive(Just(5)) { fromJust = $0 }
        }
    }

    @Test func twoOnReceivesOnOneViewAreApart() async throws {
        let l = try await layout(Both()) { $0.tap("Add") }
        #expect(l.frame("frame").width == 45)
    }
}
