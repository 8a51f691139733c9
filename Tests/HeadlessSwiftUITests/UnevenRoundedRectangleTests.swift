import Testing
import Raster
@testable import HeadlessSwiftUI

/// `UnevenRoundedRectangle` (each corner its own radius, clamped to half the shorter side) and
/// `.border(_:width:)` (a rectangle stroked inside the frame, the size unchanged).
@MainActor
struct UnevenRoundedRectangleTests {
    let rect = CGRect(x: 0, y: 0, width: 80, height: 40)

    @Test func equalRadiiDrawARoundedRectangle() {
        for style in [RoundedCornerStyle.continuous, .circular] {
            let uneven = UnevenRoundedRectangle(cornerRadii: RectangleCornerRadii(topLeading: 12, bottomLeading: 12, bottomTrailing: 12, topTrailing: 12), style: style)
            #expect(uneven.path(in: rect).storage == RoundedRectangle(cornerRadius: 12, style: style).path(in: rect).storage)
        }
        #expect(UnevenRoundedRectangle().path(in: rect).storage.rectangle != nil)
    }

    @Test func eachCornerHasItsOwnRadius() async throws {
        // Top leading 20 (circular), every other corner square: the top-left pixel is outside, the other
        // three corner pixels inside; 20 pt in along the diagonal from the rounded corner is inside.
        let shape = UnevenRoundedRectangle(topLeadingRadius: 20, style: .circular).fill(Color.red).frame(width: 80, height: 40)
        let image = try await render(shape, configure: { $0.scale = 1 }).render(at: 0)
        #expect(pixel(image, 0, 0).a == 0)
        #expect(pixel(image, 3, 3).a == 0)        // (3.5, 3.5) is 23 pt from the arc's centre (20, 20)
        #expect(pixel(image, 79, 0).a == 255 && pixel(image, 79, 39).a == 255 && pixel(image, 0, 39).a == 255)
        #expect(pixel(image, 8, 8).a == 255)      // 16.97 pt from the centre: inside the radius
    }

    @Test func radiiAreClampedToHalfTheShorterSide() {
        let big = UnevenRoundedRectangle(topLeadingRadius: 500, bottomTrailingRadius: 500, style: .circular).path(in: rect).storage
        let half = UnevenRoundedRectangle(topLeadingRadius: 20, bottomTrailingRadius: 20, style: .circular).path(in: rect).storage
        #expect(big == half)
        let bounds = big.bounds
        #expect(abs(bounds.width - 80) < 1e-9 && abs(bounds.height - 40) < 1e-9)
    }

    @Test func continuousCornersDifferFromCircularOnes() {
        let continuous = UnevenRoundedRectangle(topTrailingRadius: 10).path(in: rect).storage
        let circular = UnevenRoundedRectangle(topTrailingRadius: 10, style: .circular).path(in: rect).storage
        #expect(continuous != circular)
        // A continuous corner begins 1.528665 × r before the corner when that fits in half the shorter side
        // (Path+ContinuousCorners.swift).
        guard case .move(let start)? = continuous.elements.first else { Issue.record("no start"); return }
        #expect(abs(start.x - (80 - 1.528665 * 10)) < 1e-9 && start.y == 0)
    }

    @Test func theRadiiAnimate() {
        var shape = UnevenRoundedRectangle(topLeadingRadius: 4, bottomTrailingRadius: 8)
        shape.animatableData = shape.animatableData + shape.animatableData
        #expect(shape.cornerRadii == RectangleCornerRadii(topLeading: 8, bottomTrailing: 16))
    }

    @Test func borderStrokesInsideTheFrame() async throws {
        let view = Color.white.frame(width: 20, height: 20).border(Color(red: 1, green: 0, blue: 0), width: 2)
        let l = try await layout(view)
        #expect(l.frame("overlay").size == CGSize(width: 20, height: 20))
        let image = try await render(view, configure: { $0.scale = 1; $0.canvasSize = CGSize(width: 20, height: 20) }).render(at: 0)
        for (x, y) in [(0, 0), (1, 1), (19, 10), (10, 18)] { #expect(pixel(image, x, y) == (255, 0, 0, 255)) }
        #expect(pixel(image, 2, 2) == (255, 255, 255, 255))
        #expect(pixel(image, 10, 10) == (255, 255, 255, 255))
    }
}
