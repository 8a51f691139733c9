import Components
import Foundation
import HeadlessSwiftUI

/// One cell of the matrix: the environment a preview is rendered in. Axes left out keep SwiftUI's defaults
/// (light, `large`, left to right, the view alone).
struct SnapshotVariant: Codable, Sendable, Equatable {
    var appearance: String?
    var dynamicType: String?
    var layoutDirection: String?
    var device: String?
    /// A locale identifier (`fr`, `de_DE`): the app's strings looked up for it, `\.locale`, and right to left for
    /// a right-to-left language unless the matrix gives a layout direction.
    var locale: String?

    /// The golden name's suffix: the values in axis order, `[dark,AX3]`; "" for the default cell.
    var suffix: String {
        let values = [appearance, dynamicType, layoutDirection, device, locale].compactMap { $0 }
        return values.isEmpty ? "" : "[" + values.joined(separator: ",") + "]"
    }

    /// The render configuration of this cell (before the preview's own traits).
    func configuration(scale: Int) -> RenderConfiguration {
        var c = RenderConfiguration()
        c.scale = scale
        c.colorScheme = appearance.flatMap(ColorScheme.init(argument:)) ?? .light
        c.dynamicTypeSize = dynamicType.flatMap(DynamicTypeSize.init(argument:)) ?? .large
        c.layoutDirection = layoutDirection.flatMap(LayoutDirection.init(argument:)) ?? .leftToRight
        if let locale {
            c.locale = Locale(identifier: locale)
            if layoutDirection == nil, SnapshotMatrix.rightToLeftLanguages.contains(String(locale.prefix { $0.isLetter }).lowercased()) {
                c.layoutDirection = .rightToLeft
            }
        }
        return c
    }
}

/// `--matrix appearance=light,dark dynamic-type=large,AX3 layout-direction=rtl device=iphone-se,iphone-16-pro`:
/// every combination of the axes' values, the first axis varying slowest. Values are checked here, so a
/// typo is one line and exit 64 before anything compiles.
struct SnapshotMatrix: Equatable {
    static let axes = ["appearance", "dynamic-type", "layout-direction", "device", "locale"]
    /// Languages iOS lays out right to left (as `preview --locale` does).
    static let rightToLeftLanguages: Set<String> = ["ar", "he", "fa", "ur"]

    /// The values of each axis given, by axis name.
    var values: [String: [String]] = [:]

    /// Parses `axis=v1,v2` words (several in one argument, separated by spaces, or one per `--matrix`).
    init(words: [String]) throws {
        for word in words.flatMap({ $0.split(whereSeparator: \.isWhitespace) }) {
            let parts = word.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2, Self.axes.contains(parts[0]) else {
                throw CLIError.usage("--matrix \(word): each axis is NAME=V1,V2 with NAME one of \(Self.axes.joined(separator: ", "))")
            }
            let list = parts[1].split(separator: ",").map(String.init)
            guard !list.isEmpty, Set(list).count == list.count else { throw CLIError.usage("--matrix \(word): give each value once, at least one") }
            for v in list { try Self.check(axis: parts[0], value: v) }
            values[parts[0]] = list
        }
    }

    init(values: [String: [String]]) throws {
        for (axis, list) in values {
            guard Self.axes.contains(axis) else { throw CLIError(status: .dataError, message: "matrix axis '\(axis)' is not one of \(Self.axes.joined(separator: ", "))") }
            for v in list { try Self.check(axis: axis, value: v) }
        }
        self.values = values
    }

    static func check(axis: String, value v: String) throws {
        let ok: Bool = switch axis {
        case "appearance": ["light", "dark"].contains(v)
        case "dynamic-type": DynamicTypeSize(argument: v) != nil
        case "layout-direction": ["ltr", "rtl"].contains(v)
        case "locale": v.range(of: #"^[A-Za-z]{2,3}([_-][A-Za-z0-9]{2,8})*$"#, options: .regularExpression) != nil
        default: DeviceScreen.parse(v) != nil
        }
        if !ok {
            let accepted: String = switch axis {
            case "appearance": "light, dark"
            case "dynamic-type": DynamicTypeSize.allCases.map(\.shortName).joined(separator: ", ")
            case "layout-direction": "ltr, rtl"
            case "locale": "locale identifiers such as en, fr_FR, pt-BR"
            default: DeviceScreen.acceptedDescription
            }
            throw CLIError.usage("matrix \(axis)=\(v): not a value; accepted: \(accepted)")
        }
    }

    /// Every cell, in a fixed order.
    var variants: [SnapshotVariant] {
        var cells = [SnapshotVariant()]
        for axis in Self.axes {
            guard let list = values[axis] else { continue }
            cells = cells.flatMap { cell in
                list.map { v in
                    var c = cell
                    switch axis {
                    case "appearance": c.appearance = v
                    case "dynamic-type": c.dynamicType = DynamicTypeSize(argument: v)!.shortName
                    case "layout-direction": c.layoutDirection = v
                    case "locale": c.locale = v
                    default: c.device = v
                    }
                    return c
                }
            }
        }
        return cells
    }
}
