import Testing
@testable import HeadlessSwiftUI

/// The `ObservableObject` family without Combine: `@Published` sends `objectWillChange`, a manual
/// `send()` does too, and `@StateObject`, `@ObservedObject` and `@EnvironmentObject` evaluate their view
/// again under the change's transaction.
@MainActor
struct ObservableObjectTests {
    final class Cart: ObservableObject {
        @Published var items = 0
        var untracked = 0
    }

    /// A model that announces its changes itself, with its own publisher.
    final class Manual: ObservableObject {
        let objectWillChange = ObservableObjectPublisher()
        var items = 0 { willSet { objectWillChange.send() } }
    }

    struct Badge: View {
        @ObservedObject var cart: Cart
        var body: some View { Color.red.frame(width: CGFloat(cart.items) * 10, height: 10) }
    }
    struct Store: View {
        @StateObject private var cart = Cart()
        var body: some View {
            Button("Add") { withAnimation(.linear(duration: 1)) { cart.items += 1 } }
            Button("Quietly") { cart.untracked += 1 }
            Badge(cart: cart)
        }
    }

    @Test func publishedChangesAnimateWithTheirTransaction() async throws {
        let half = try await layout(Store(), time: 0.5) { $0.tap("Add") }
        #expect(abs(half.frame("frame").width - 5) < 0.34)
        let end = try await layout(Store()) { $0.tap("Add", at: 0); $0.tap("Add", at: 2) }
        #expect(end.frame("frame").width == 20)
    }

    /// A model that counts how many were made (used by one test only: tests run concurrently).
    final class Counted: ObservableObject {
        @MainActor static var made = 0
        @Published var value = 0
        @MainActor init() { Counted.made += 1 }
    }
    struct CountedView: View {
        @StateObject private var model = Counted()
        var body: some View { Button("Add") { model.value += 1 } }
    }

    @Test func aStateObjectIsMadeOnce() async throws {
        _ = try await render(CountedView()) { for t in [0.0, 0.1, 0.2] { $0.tap("Add", at: t) } }
        // The view is evaluated four times; its autoclosure runs once.
        #expect(Counted.made == 1)
    }

    @Test func aPropertyThatIsNotPublishedChangesNothing() async throws {
        let scene = try await render(Store()) { $0.tap("Quietly") }
        #expect(scene.model.times.count == 1)
    }

    struct ManualView: View {
        @StateObject private var model = Manual()
        var body: some View {
            Button("Add") { model.items += 2 }
            Color.red.frame(width: CGFloat(model.items) * 10, height: 10)
        }
    }

    @Test func aManualSendEvaluatesAgain() async throws {
        #expect(try await layout(ManualView()) { $0.tap("Add") }.frame("frame").width == 20)
    }

    struct Reader: View {
        @EnvironmentObject var cart: Cart
        var body: some View {
            Color.red.frame(width: CGFloat(cart.items) * 10, height: 10)
            Toggle("Full", isOn: $cart.items.isFull)
        }
    }

    @Test func environmentObjectsReachTheSubtreeAndBind() async throws {
        let cart = Cart()
        let l = try await layout(VStack { Reader() }.environmentObject(cart)) { $0.tap("Full") }
        #expect(cart.items == 5)
        #expect(l.frame("frame").width == 50)
    }
}

private extension Int {
    /// A toggle's view of a count: on at 5 items.
    var isFull: Bool {
        get { self >= 5 }
        set { self = newValue ? 5 : 0 }
    }
}
