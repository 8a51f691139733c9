import Foundation

/// A control that picks a date, as SwiftUI's `DatePicker`, drawn as iOS's compact style: the label, then the
/// date and the time each in a pill, formatted for the environment's locale, calendar and time zone (the
/// render's, so the picture does not depend on the machine). No calendar or wheel is drawn: a render never
/// has the picker open.
///
/// Measured on the iOS 15 ComplexView (GT: controls_toggle_slider_stepper_wheelpicker_datepicker_ios15_1x.png
/// with its layer tree): the "5:06 PM" pill is 88.7 × 34.3 pt, continuous corner 8, filled with (118, 118, 128)
/// at 12 % (tertiarySystemFill), its text inset 12 pt, in body type and the label colour. The 8 pt between a
/// date pill and a time pill is a guess.
public struct DatePicker<Label: View>: View {
    let selection: Binding<Date>
    let components: DatePickerComponents
    let label: Label

    @Environment(\.locale) private var locale
    @Environment(\.calendar) private var calendar
    @Environment(\.timeZone) private var timeZone
    @Environment(\.labelsHidden) private var labelsHidden

    static var pillHeight: CGFloat { 34.33 }
    static var textInset: CGFloat { 12 }
    static var cornerRadius: CGFloat { 8 }
    static var pillSpacing: CGFloat { 8 }

    public init(selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
                @ViewBuilder label: () -> Label) {
        self.selection = selection; components = displayedComponents; self.label = label()
    }
    /// A picker limited to `range` (the range limits choices, which a render never makes).
    public init(selection: Binding<Date>, in range: ClosedRange<Date>,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: label)
    }
    public init(selection: Binding<Date>, in range: PartialRangeFrom<Date>,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: label)
    }
    public init(selection: Binding<Date>, in range: PartialRangeThrough<Date>,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: label)
    }

    public var body: some View {
        HStack(spacing: 0) {
            if !labelsHidden {
                label
                Spacer(minLength: 8)
            }
            HStack(spacing: Self.pillSpacing) {
                if components.contains(.date) { pill(format(template: nil)) }
                if components.contains(.hourAndMinute) { pill(format(template: "jmm")) }
            }
        }
    }

    /// The date as iOS's compact picker shows it: the medium date style ("Jun 2, 2022"), or the locale's
    /// hour and minute ("5:06 PM").
    private func format(template: String?) -> String {
        let formatter = DateFormatter()
        formatter.locale = locale
        formatter.calendar = calendar
        formatter.timeZone = timeZone
        if let template {
            formatter.setLocalizedDateFormatFromTemplate(template)
        } else {
            formatter.dateStyle = .medium
            formatter.timeStyle = .none
        }
        return formatter.string(from: selection.wrappedValue)
    }

    private func pill(_ text: String) -> some View {
        Text(verbatim: text)
            .foregroundStyle(Color.primary)
            .lineLimit(1)
            .padding(.horizontal, Self.textInset)
            .frame(height: Self.pillHeight)
            .background(Color(uiColor: .tertiarySystemFill), in: RoundedRectangle(cornerRadius: Self.cornerRadius, style: .continuous))
    }
}

extension DatePicker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>,
                                   displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: ClosedRange<Date>,
                                   displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
    }
}

/// Which parts of a date a picker shows, as SwiftUI's `DatePickerComponents`.
public struct DatePickerComponents: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let hourAndMinute = DatePickerComponents(rawValue: 1 << 0)
    public static let date = DatePickerComponents(rawValue: 1 << 1)
}

/// How date pickers look, as SwiftUI's `DatePickerStyle`. Every style draws as `.compact` here: the
/// graphical calendar and the wheels are not drawn (docs/views.md).
public protocol DatePickerStyle {}
public struct DefaultDatePickerStyle: DatePickerStyle { public init() {} }
public struct CompactDatePickerStyle: DatePickerStyle { public init() {} }
public struct GraphicalDatePickerStyle: DatePickerStyle { public init() {} }
public struct WheelDatePickerStyle: DatePickerStyle { public init() {} }
extension DatePickerStyle where Self == DefaultDatePickerStyle { public static var automatic: Self { Self() } }
extension DatePickerStyle where Self == CompactDatePickerStyle { public static var compact: Self { Self() } }
extension DatePickerStyle where Self == GraphicalDatePickerStyle { public static var graphical: Self { Self() } }
extension DatePickerStyle where Self == WheelDatePickerStyle { public static var wheel: Self { Self() } }

extension View {
    /// Accepted: date pickers draw in the compact style.
    public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> Self { self }
}
