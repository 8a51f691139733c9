import Testing
import Raster
@testable import Components

struct DayNightToggleLayoutTests {
    let layout = DayNightToggleLayout(height: 56)

    @Test func seedProportions() {
        #expect(abs(layout.size.width - 123.2) < 1e-12 && layout.size.height == 56)
        #expect(layout.knobDiameter == 48)
        #expect(abs(layout.knobSymbolSize - 26.88) < 1e-12)
        #expect(abs(layout.sceneryFrame.minX - 16.8) < 1e-12 && abs(layout.sceneryFrame.width - 89.6) < 1e-12)
    }

    @Test func knobTravelsLeadingToTrailing() {
        let day = layout.knobFrame(progress: 0, direction: .ltr), night = layout.knobFrame(progress: 1, direction: .ltr)
        #expect(day.minX == 4 && day.minY == 4)
        #expect(abs(night.maxX - (123.2 - 4)) < 1e-12)
        let overshoot = layout.knobFrame(progress: 1.025, direction: .ltr)
        #expect(overshoot.maxX > night.maxX)
    }

    @Test func rightToLeftMirrors() {
        for p in [0.0, 0.3, 1.0] {
            let l = layout.knobFrame(progress: p, direction: .ltr), r = layout.knobFrame(progress: p, direction: .rtl)
            #expect(abs((l.minX - 0) - (123.2 - r.maxX)) < 1e-12)
        }
    }

    @Test func boundsHoldShadowAndOvershoot() {
        let b = layout.drawingBounds(overshoot: 0.03)
        #expect(b.minX < 0 && b.maxX > 123.2 && b.maxY > 56)
        #expect(b.minY <= 0)
    }

    @Test func sceneryStacksFromLeadingAndCloudTrails() {
        // Frame widths: sparkle box 86 units, cloud box 102 units, at their point sizes.
        let w1 = 0.86 * layout.largeSparkleSize, w2 = 0.86 * layout.smallSparkleSize, wc = 1.02 * layout.cloudSize
        let a = layout.sceneryAnchors(largeSparkleWidth: w1, smallSparkleWidth: w2, cloudWidth: wc, direction: .ltr)
        #expect(abs(a.largeSparkle.x - (16.8 + w1 / 2)) < 1e-12 && a.largeSparkle.y == 28)
        #expect(abs(a.smallSparkle.x - (16.8 + w1 + 48 * 0.14 + w2 / 2)) < 1e-12)
        #expect(abs(a.smallSparkle.y - (28 - 9.6)) < 1e-12)
        #expect(abs(a.cloud.x - (123.2 - 16.8 - wc / 2)) < 1e-12)
        let r = layout.sceneryAnchors(largeSparkleWidth: w1, smallSparkleWidth: w2, cloudWidth: wc, direction: .rtl)
        #expect(abs(r.largeSparkle.x - (123.2 - a.largeSparkle.x)) < 1e-12 && abs(r.cloud.x - (123.2 - a.cloud.x)) < 1e-12)
    }

    @Test func travelAndCentre() {
        #expect(abs(layout.knobTravel - 67.2) < 1e-12)
        #expect(layout.knobCenter(progress: 0, direction: .ltr) == Point(28, 28))
    }
}
