import Testing
import ImageIO
@testable import HeadlessSwiftUI

struct DemoToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.label
            Spacer()
            Button { configuration.isOn.toggle() } label: {
                ZStack(alignment: configuration.isOn ? .trailing : .leading) {
                    Capsule().fill(configuration.isOn ? Color.green : Color.gray.opacity(0.3))
                    Circle().fill(.white).padding(2).shadow(color: .black.opacity(0.2), radius: 2, y: 1)
                }
                .frame(width: 51, height: 31)
            }
            .buttonStyle(.plain)
            .animation(.spring(duration: 0.4, bounce: 0.3), value: configuration.isOn)
        }
        .padding()
    }
}

struct Sample: View {
    @State private var on = false
    var body: some View {
        Toggle("Notifications", isOn: $on).toggleStyle(DemoToggleStyle()).frame(width: 260)
    }
}

@MainActor @Test func scratch() async throws {
    let host = ViewHost(Sample())
    host.tap("Notifications")
    let scene = try await host.makeScene()
    print(scene.pixelSize, scene.settleTime, scene.accessibilityDescription)
    print(scene.dump(at: 0.1))
    for (i, t) in [0, 0.1, 0.2, 0.4, scene.settleTime].enumerated() {
        try PNGFile.write(scene.render(at: t), to: "/tmp/scratch_\(i).png")
    }
}

@MainActor @Test func scratchText() async throws {
    let scene = try await ViewHost(Text("Hello, world!").padding().background(Color.yellow)).makeScene()
    print(scene.dump(at: 0))
    try PNGFile.write(scene.render(at: 0), to: "/tmp/scratch_text.png")
}

struct DayNightHost: View {
    @State var isNight = false
    var body: some View { DayNightToggle(isNight: $isNight) }
}

@MainActor @Test func scratchSeeds() async throws {
    let host = ViewHost(DayNightHost())
    host.tap("Night mode")
    let scene = try await host.makeScene()
    print(scene.pixelSize, scene.settleTime, scene.accessibilityDescription, scene.warnings)
    print(scene.dump(at: 0.2))
    for (i, t) in [0, 0.1, 0.2, 0.3, 0.45, scene.settleTime].enumerated() {
        try PNGFile.write(scene.render(at: t), to: "/tmp/dn_\(i).png")
    }
    var config = RenderConfiguration()
    config.screen = .init(size: CGSize(width: 402, height: 874), safeArea: EdgeInsets(top: 62, leading: 0, bottom: 34, trailing: 0))
    let demo = ViewHost(DayNightToggleDemo(), configuration: config)
    demo.tap("Night mode")
    let demoScene = try await demo.makeScene()
    print(demoScene.pixelSize, demoScene.settleTime, demoScene.accessibilityDescription)
    try PNGFile.write(demoScene.render(at: 0.3), to: "/tmp/demo.png")
    let grid = try await ViewHost(SymbolMorphToggleDemo(), configuration: config).makeScene()
    try PNGFile.write(grid.render(at: 0), to: "/tmp/grid.png")
    print(grid.dump(at: 0))
}
