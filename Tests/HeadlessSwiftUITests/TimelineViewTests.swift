import Testing
@testable import HeadlessSwiftUI

/// `TimelineView` re-evaluates its content at each entry of its schedule, on render time, from the
/// render's start date; the frame at an entry's moment shows it.
@MainActor
struct TimelineViewTests {
    struct Clock<S: TimelineSchedule>: View {
        let schedule: S
        var body: some View {
            TimelineView(schedule) { context in
                let seconds = context.date.timeIntervalSince(RenderConfiguration.defaultDate)
                VStack(alignment: .leading) {
                    Color.gray.frame(width: 10 + seconds, height: 10)
                    Text(context.cadence == .live ? "live" : context.cadence == .seconds ? "seconds" : "minutes")
                }
            }
        }
    }

    func width(_ scene: ViewScene, at time: Double) -> CGFloat {
        scene.laidOut(at: time).nodes.first { $0.name == "frame" }?.frame.width ?? -1
    }
    func text(_ scene: ViewScene, at time: Double) -> String? {
        scene.laidOut(at: time).nodes.first { $0.name == "Text" }?.node.textString
    }

    @Test func aPeriodicScheduleUpdatesAtEachPeriod() async throws {
        let scene = try await ViewHost(Clock(schedule: .periodic(from: .now, by: 1))).makeScene(until: 3.5)
        #expect(width(scene, at: 0) == 10)
        #expect(width(scene, at: 0.99) == 10)
        #expect(width(scene, at: 1) == 11)
        #expect(width(scene, at: 3.4) == 13)
        #expect(text(scene, at: 0) == "seconds")
    }

    @Test func theAnimationScheduleUpdatesEveryDisplayFrame() async throws {
        let scene = try await ViewHost(Clock(schedule: .animation)).makeScene(until: 0.5)
        #expect(scene.model.times.count > 29)
        for k in [1, 6, 30] {
            let t = Double(k) / 60
            #expect(abs(width(scene, at: t) - ((10 + t) * 3).rounded() / 3) < 1e-6, "at \(t)")
        }
        #expect(text(scene, at: 0) == "live")
        let slow = try await ViewHost(Clock(schedule: .animation(minimumInterval: 0.25))).makeScene(until: 1)
        let ticks = Array(slow.model.times.dropFirst())
        #expect(ticks.count == 4 && zip(ticks, [0.25, 0.5, 0.75, 1]).allSatisfy { abs($0 - ($1 - timelineLead)) < 1e-9 })
        let paused = try await ViewHost(Clock(schedule: .animation(minimumInterval: nil, paused: true))).makeScene(until: 1)
        #expect(paused.model.times.count == 1)
    }

    @Test func everyMinuteStartsAtTheCurrentMinute() async throws {
        var configuration = RenderConfiguration()
        configuration.date = RenderConfiguration.defaultDate.addingTimeInterval(30)   // 9:41:30
        let scene = try await ViewHost(Clock(schedule: .everyMinute), configuration: configuration).makeScene(until: 40)
        #expect(width(scene, at: 0) == 10)    // 9:41:00, the minute's start
        #expect(width(scene, at: 29) == 10)
        #expect(width(scene, at: 30) == 70)   // 9:42:00
        #expect(text(scene, at: 0) == "minutes")
    }

    @Test func explicitDatesAreShownAtTheirMoments() async throws {
        let start = RenderConfiguration.defaultDate
        let dates = [start.addingTimeInterval(0.5), start.addingTimeInterval(2)]
        let scene = try await ViewHost(Clock(schedule: .explicit(dates))).makeScene(until: 5)
        #expect(width(scene, at: 0.4) == 10)
        #expect(width(scene, at: 0.5) == (10.5 * 3).rounded() / 3)
        #expect(width(scene, at: 2) == 12)
        #expect(scene.model.times.count == 3)
    }
}
