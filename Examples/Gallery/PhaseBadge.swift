// PhaseBadge.swift: a notification badge that pops when a message arrives, written with `.phaseAnimator`
// as on iOS 17+: each tap runs the badge through its phases (grow and tilt, overshoot back, settle) and
// back to rest. `togglerender preview Examples/Gallery/PhaseBadge.swift --tap "New message@0.2"
// --duration 1.4 --view MessageBadge OUT` renders it frame by frame; the view layer's tests compile this file for its golden.
#if canImport(SwiftUI)
import SwiftUI
#else
import HeadlessSwiftUI
#endif

/// The steps of the pop.
enum BadgePhase: CaseIterable {
    case rest, grow, overshoot

    var scale: CGFloat {
        switch self {
        case .rest: 1
        case .grow: 1.45
        case .overshoot: 0.9
        }
    }
    var tilt: Angle {
        switch self {
        case .rest: .zero
        case .grow: .degrees(-14)
        case .overshoot: .degrees(8)
        }
    }
}

struct MessageBadge: View {
    @State private var unread = 3

    var body: some View {
        VStack(spacing: 24) {
            ZStack(alignment: .topTrailing) {
                Image(systemName: "envelope.fill")
                    .font(.system(size: 44))
                    .foregroundStyle(.blue)
                    .padding(8)
                Text("\(unread)")
                    .font(.system(size: 15, weight: .bold))
                    .foregroundStyle(.white)
                    .frame(minWidth: 24, minHeight: 24)
                    .background(Circle().fill(.red))
                    .phaseAnimator(BadgePhase.allCases, trigger: unread) { badge, phase in
                        badge
                            .scaleEffect(phase.scale)
                            .rotationEffect(phase.tilt)
                    } animation: { phase in
                        switch phase {
                        case .rest: .spring(duration: 0.3, bounce: 0.4)
                        case .grow: .easeOut(duration: 0.15)
                        case .overshoot: .easeInOut(duration: 0.12)
                        }
                    }
            }
            Button("New message") { unread += 1 }
        }
        .padding(24)
    }
}

