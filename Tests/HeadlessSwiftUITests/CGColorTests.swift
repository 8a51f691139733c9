import Foundation
import Testing
import Raster
@testable import HeadlessSwiftUI

/// The layer's `CGColor`, `Color(cgColor:)`, `Color.cgColor` and a `ColorPicker` bound to a `CGColor`.
@MainActor
struct CGColorTests {
    @Test func componentsReadBackAsGiven() {
        let rgb = CGColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8)
        #expect(rgb.components == [0.2, 0.4, 0.6, 0.8] && rgb.alpha == 0.8 && rgb.numberOfComponents == 4)
        let grey = CGColor(gray: 0.5, alpha: 1)
        #expect(grey.components == [0.5, 1] && grey.alpha == 1 && grey.numberOfComponents == 2)
        #expect(grey.copy(alpha: 0.25)?.components == [0.5, 0.25])
        #expect(CGColor.white == CGColor(gray: 1, alpha: 1) && CGColor.clear.alpha == 0)
    }

    @Test func colorFromAndToCGColor() {
        let c = Color(cgColor: CGColor(red: 1, green: 0.5, blue: 0, alpha: 0.5))
        #expect(c.resolved(scheme: .light) == Raster.Color(red: 1, green: 0.5, blue: 0, alpha: 0.5))
        #expect(Color(cgColor: CGColor(gray: 0.25, alpha: 1)).resolved(scheme: .dark) == Raster.Color(red: 0.25, green: 0.25, blue: 0.25, alpha: 1))
        #expect(Color(red: 0, green: 0.5, blue: 1).opacity(0.5).cgColor?.components == [0, 0.5, 1, 0.5])
        #expect(Color.red.cgColor == nil, "a system colour depends on the appearance: nil, as SwiftUI's")
    }

    /// A well bound to a `CGColor` draws as one bound to the same `Color`; setting through the binding
    /// writes a `CGColor`.
    @Test func colorPickerWithACGColorBinding() async throws {
        let cg = CGColor(red: 0, green: 0.5, blue: 1, alpha: 1)
        let configure: (inout RenderConfiguration) -> Void = { $0.proposal = ProposedViewSize(width: 200, height: nil) }
        let a = try await render(ColorPicker("Tint", selection: .constant(cg)), configure: configure).render(at: 0)
        let b = try await render(ColorPicker("Tint", selection: .constant(Color(red: 0, green: 0.5, blue: 1))), configure: configure).render(at: 0)
        let other = try await render(ColorPicker("Tint", selection: .constant(CGColor(gray: 0, alpha: 1))), configure: configure).render(at: 0)
        #expect(a == b && a != other)
        var stored = cg
        let picker = ColorPicker(selection: Binding(get: { stored }, set: { stored = $0 }), supportsOpacity: false) { Text("Tint") }
        picker.selection.wrappedValue = Color(red: 1, green: 0, blue: 0)
        #expect(stored.components == [1, 0, 0, 1])
    }
}
