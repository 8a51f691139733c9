#if canImport(SwiftUI)
import SwiftUI
import Combine
#else
import HeadlessSwiftUI
#endif

/// The signed-in account: an `@Observable` model, as an iOS 17 app writes one.
@Observable public final class Session {
    public var name: String
    public var isPremium = false
    public init(name: String = "Ana") { self.name = name }
}

/// The shopping cart: an `ObservableObject`, as apps written before iOS 17 keep their models.
public final class Cart: ObservableObject {
    @Published public var items = 1
    public init() {}
}
