/// `.pickerStyle(.navigationLink)`: a link row that pushes the list of options.
public struct NavigationLinkPickerStyle: PickerStyle { public init() {}; public var _kind: PickerStyleKind { .navigationLink } }
extension PickerStyle where Self == NavigationLinkPickerStyle { public static var navigationLink: Self { Self() } }

/// The navigation-link picker as iOS 16+ draws it: in a list row, a `NavigationLink` row (its chevron,
/// `Navigation/NavigationLink.swift`) whose label is the picker's label with the selected option's text
/// trailing in the secondary colour. GT list_navigationlink_row_trailing_value_ios18_3x.png is that row
/// (home-assistant's ListPicker draws it by hand for the same look); `PickerStyleTests` measures ours on it.
/// A tap pushes a screen titled with the label (inline), the options as rows with the inline picker's
/// checkmark on the selected one; a tap on an option selects it and pops back.
struct NavigationLinkPickerBody<Label: View>: View {
    let label: Label
    let title: String
    let titles: [String]
    let selected: Int?
    let choose: (Int) -> Void

    var body: some View {
        NavigationLink {
            PickerOptionsList(title: title, titles: titles, selected: selected, choose: choose)
        } label: {
            HStack {
                label.frame(maxWidth: .infinity, alignment: .leading)
                Text(selected.map { titles[$0] } ?? "").foregroundStyle(.secondary).lineLimit(1)
            }
        }
    }
}

/// The pushed list of a navigation-link picker's options.
struct PickerOptionsList: View {
    let title: String
    let titles: [String]
    let selected: Int?
    let choose: (Int) -> Void
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        List {
            ForEach(titles.indices, id: \.self) { i in
                InlinePickerRow(title: titles[i], isSelected: i == selected) {
                    choose(i)
                    dismiss()
                }
            }
        }
        .navigationTitle(title)
        .navigationBarTitleDisplayMode(.inline)
    }
}
