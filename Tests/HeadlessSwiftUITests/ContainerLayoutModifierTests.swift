import Testing
@testable import HeadlessSwiftUI

/// `.safeAreaPadding`, `.contentMargins` and `.containerRelativeFrame` (`Layout/SafeAreaPadding.swift`,
/// `Layout/ContentMargins.swift`, `Layout/ContainerRelativeFrame.swift`).
@MainActor
struct ContainerLayoutModifierTests {
    // MARK: safeAreaPadding

    @Test func safeAreaPaddingInsetsTheContentInEveryForm() async throws {
        let lengths = try await layout(Color.red.safeAreaPadding(.horizontal, 20).frame(width: 100, height: 100))
        #expect(close(lengths.frame("Color"), CGRect(x: 20, y: 0, width: 60, height: 100)))
        let insets = try await layout(Color.red.safeAreaPadding(EdgeInsets(top: 5, leading: 10, bottom: 15, trailing: 20)).frame(width: 100, height: 100))
        #expect(close(insets.frame("Color"), CGRect(x: 10, y: 5, width: 70, height: 80)))
        let all = try await layout(Color.red.safeAreaPadding(12).frame(width: 100, height: 100))
        #expect(close(all.frame("Color"), CGRect(x: 12, y: 12, width: 76, height: 76)))
        let standard = try await layout(Color.red.safeAreaPadding().frame(width: 100, height: 100))
        #expect(close(standard.frame("Color"), CGRect(x: 16, y: 16, width: 68, height: 68)))
    }

    @Test func contentIgnoringTheSafeAreaGrowsIntoTheSafeAreaPaddingNotIntoPadding() async throws {
        let safe = try await layout(Color.red.ignoresSafeArea().safeAreaPadding(20).frame(width: 100, height: 100))
        #expect(close(safe.frame("Color"), CGRect(x: 0, y: 0, width: 100, height: 100)))
        let plain = try await layout(Color.red.ignoresSafeArea().padding(20).frame(width: 100, height: 100))
        #expect(close(plain.frame("Color"), CGRect(x: 20, y: 20, width: 60, height: 60)))
        // Only the padded edges: the top stays inset.
        let sides = try await layout(Color.red.ignoresSafeArea().safeAreaPadding(.horizontal, 20).padding(.top, 10).frame(width: 100, height: 100))
        #expect(close(sides.frame("Color"), CGRect(x: 0, y: 10, width: 100, height: 90)))
    }

    // MARK: contentMargins


    @Test func contentMarginsInsetAScrollViewsContent() async throws {
        let plain = try await layout(ScrollView { Color.red.frame(height: 50) }.frame(width: 200, height: 300))
        #expect(close(plain.frame("Color"), CGRect(x: 0, y: 0, width: 200, height: 50)))
        let sides = try await layout(ScrollView { Color.red.frame(height: 50) }.contentMargins(.horizontal, 24).frame(width: 200, height: 300))
        #expect(close(sides.frame("Color"), CGRect(x: 24, y: 0, width: 152, height: 50)))
        let all = try await layout(ScrollView { Color.red.frame(height: 50) }.contentMargins(10, for: .scrollContent).frame(width: 200, height: 300))
        #expect(close(all.frame("Color"), CGRect(x: 10, y: 10, width: 180, height: 50)))
        let insets = try await layout(ScrollView { Color.red.frame(height: 50) }
            .contentMargins(.top, EdgeInsets(top: 30, leading: 99, bottom: 0, trailing: 0)).frame(width: 200, height: 300))
        #expect(close(insets.frame("Color"), CGRect(x: 0, y: 30, width: 200, height: 50)))   // only the top is taken
        // Indicators are not drawn: their margins move nothing.
        let indicators = try await layout(ScrollView { Color.red.frame(height: 50) }.contentMargins(.top, 30, for: .scrollIndicators).frame(width: 200, height: 300))
        #expect(close(indicators.frame("Color"), CGRect(x: 0, y: 0, width: 200, height: 50)))
    }

    @Test func aScrollViewSizedToItsContentIncludesTheMargins() async throws {
        let laid = try await layout(ScrollView(.horizontal) { Color.red.frame(width: 80, height: 40) }.contentMargins(.vertical, 8).fixedSize())
        #expect(close(laid.frame("ScrollView"), CGRect(x: 0, y: 0, width: 80, height: 56)))
    }

    // MARK: containerRelativeFrame

    @Test func columnsOfTheNearestScrollView() async throws {
        func widths(count: Int, span: Int, margins: CGFloat) async throws -> CGFloat {
            let laid = try await layout(ScrollView(.horizontal) {
                HStack(spacing: 10) {
                    ForEach(0..<3, id: \.self) { _ in Color.red.containerRelativeFrame(.horizontal, count: count, span: span, spacing: 10) }
                }
            }
            .contentMargins(.horizontal, margins)
            .frame(width: 320, height: 100))
            return laid.frame("Color", 2).width
        }
        #expect(abs(try await widths(count: 3, span: 1, margins: 0) - 100) < 0.001)    // (320 − 20) ÷ 3
        #expect(abs(try await widths(count: 3, span: 2, margins: 0) - 210) < 0.001)    // 2 × 100 + 10
        #expect(abs(try await widths(count: 3, span: 1, margins: 20) - 260.0 / 3) < 0.001)   // (280 − 20) ÷ 3
    }

    @Test func theWholeContainerOnTheChosenAxesOnly() async throws {
        let laid = try await layout(ScrollView { Color.red.frame(height: 40).containerRelativeFrame(.horizontal) }.frame(width: 250, height: 300))
        #expect(close(laid.frame("Color"), CGRect(x: 0, y: 0, width: 250, height: 40)))
        let both = try await layout(ScrollView { Color.red.containerRelativeFrame([.horizontal, .vertical]) }.frame(width: 250, height: 300))
        #expect(close(both.frame("Color"), CGRect(x: 0, y: 0, width: 250, height: 300)))
    }

    @Test func theWindowIsTheScreensSafeAreaAndTheClosureShapesTheLength() async throws {
        let laid = try await layout(Color.red.containerRelativeFrame([.horizontal, .vertical]) { length, axis in
            axis == .horizontal ? length / 2 : length / 4
        }, configure: { $0.screen = .init(size: CGSize(width: 400, height: 800), safeArea: EdgeInsets(top: 50, bottom: 30)) })
        #expect(abs(laid.frame("Color").width - 200) < 0.001 && abs(laid.frame("Color").height - 180) < 0.001)
    }

    @Test func theContentIsAlignedInTheFrame() async throws {
        let laid = try await layout(ScrollView { Color.red.frame(width: 40, height: 40).containerRelativeFrame(.horizontal, alignment: .leading) }
            .frame(width: 200, height: 100))
        #expect(close(laid.frame("Color"), CGRect(x: 0, y: 0, width: 40, height: 40)))
        let trailing = try await layout(ScrollView { Color.red.frame(width: 40, height: 40).containerRelativeFrame(.horizontal, alignment: .trailing) }
            .frame(width: 200, height: 100))
        #expect(close(trailing.frame("Color"), CGRect(x: 160, y: 0, width: 40, height: 40)))
    }
}
