import Foundation

/// Which test run a process belongs to, so that the processes of one run (XCTest's `swift test --parallel`
/// runs several, all children of one `swift test`) add to one report while a new run starts a new one: the
/// parent process's id and the time it started (field 22 of `/proc/<ppid>/stat`), which no later process
/// repeats even when the id is reused.
enum GoldenRunIdentity {
    static let current: String = {
        let parent = getppid()
        let stat = (try? String(contentsOfFile: "/proc/\(parent)/stat", encoding: .utf8)) ?? ""
        // The command's name is in parentheses and may hold spaces: the fields are counted after it.
        guard let close = stat.lastIndex(of: ")") else { return "\(parent)" }
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        // After the name, field 3 is the first; field 22 (the start time) is the 20th.
        return fields.count >= 20 ? "\(parent)-\(fields[19])" : "\(parent)"
    }()
}
