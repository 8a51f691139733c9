#if canImport(SwiftUI)
import SwiftUI
#else
import HeadlessSwiftUI
#endif

/// A tab-bar app's first screen: a grocery list under a large title, an Add button that opens a sheet with
/// a form, and a Clear All button that asks first in an alert.
public struct GroceriesView: View {
    @State private var items = ["Apples", "Bread", "Coffee", "Eggs"]
    @State private var adding = false
    @State private var clearing = false
    @State private var newItem = ""
    @State private var tab = 0

    public init() {}

    public var body: some View {
        TabView(selection: $tab) {
            Tab("List", systemImage: "list.bullet", value: 0) {
                NavigationStack {
                    List {
                        Section("To buy") {
                            ForEach(items, id: \.self) { item in
                                Label(item, systemImage: "cart")
                            }
                        }
                    }
                    .navigationTitle("Groceries")
                    .toolbar {
                        ToolbarItem(placement: .topBarLeading) { Button("Clear All") { clearing = true } }
                        ToolbarItem(placement: .topBarTrailing) { Button("Add") { adding = true } }
                    }
                }
            }
            .badge(items.count)
            Tab("Settings", systemImage: "gear", value: 1) {
                NavigationStack {
                    Form { Toggle("Sort by aisle", isOn: .constant(true)) }
                        .navigationTitle("Settings")
                }
            }
        }
        .sheet(isPresented: $adding) {
            NavigationStack {
                Form {
                    Section("Item") { TextField("Name", text: $newItem) }
                }
                .navigationTitle("New Item")
                .navigationBarTitleDisplayMode(.inline)
                .toolbar {
                    ToolbarItem(placement: .cancellationAction) { Button("Cancel") { adding = false } }
                    ToolbarItem(placement: .confirmationAction) { Button("Save") { adding = false } }
                }
            }
        }
        .alert("Clear the list?", isPresented: $clearing) {
            Button("Clear", role: .destructive) { items.removeAll() }
            Button("Cancel", role: .cancel) {}
        } message: {
            Text("All \(items.count) items will be removed.")
        }
    }
}
