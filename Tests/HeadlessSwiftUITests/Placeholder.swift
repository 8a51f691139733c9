import Testing
@testable import HeadlessSwiftUI
