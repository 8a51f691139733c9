import Foundation

/// `index.html`: the report as one self-contained page (pictures inline as data URIs, the style and the
/// few lines of script inside it, no outside fonts), readable without the script: tabs for changed,
/// failed, added, removed, unchanged and skipped snapshots with their counts; for each change expected,
/// difference and actual side by side, a slider between expected and actual, a blink toggle, the changed
/// pixels' share, the largest colour difference and the preview's file and line; animated goldens frame by frame.
extension GoldenReport {
    /// The tabs, in order, and which statuses each holds.
    static let tabs: [(id: String, title: String, statuses: [Status])] = [
        ("changed", "Changed", [.changed, .missing, .updated]),
        ("failed", "Failed", [.failed]),
        ("added", "Added", [.added]),
        ("removed", "Removed", []),
        ("unchanged", "Unchanged", [.unchanged]),
        ("skipped", "Skipped", [.skipped]),
    ]

    /// The page, its pictures read from `images` (the report folder) and inlined.
    public func html(images: URL) -> String {
        let report = self
        let e = Self.escape
        var body: [String] = []
        body.append("<h1>Snapshots</h1>")
        body.append("<p class=\"summary\">\(e(report.summary)). Goldens: <code>\(e(report.goldens))</code>; record mode <code>\(report.recordMode)</code>\(report.shard.map { "; shard \($0)" } ?? "").</p>")
        body.append("<nav class=\"tabs\">")
        for tab in Self.tabs {
            body.append("<a href=\"#\(tab.id)\" data-tab=\"\(tab.id)\">\(tab.title) <span class=\"count\" id=\"count-\(tab.id)\">\(Self.count(report, tab))</span></a>")
        }
        body.append("</nav>")
        for tab in Self.tabs {
            body.append("<section id=\"\(tab.id)\" class=\"tab\"><h2>\(tab.title) (\(Self.count(report, tab)))</h2>")
            if tab.id == "removed" {
                body.append(report.orphans.isEmpty ? "<p class=\"none\">None.</p>"
                    : "<p>Goldens whose preview no longer exists\(report.pruned ? " (deleted by --prune)" : " (delete them with --prune)"):</p><ul>"
                        + report.orphans.map { "<li class=\"orphan\"><code>\(e($0))</code></li>" }.joined() + "</ul>")
            } else {
                let items = report.snapshots.filter { tab.statuses.contains($0.status) }
                if items.isEmpty { body.append("<p class=\"none\">None.</p>") }
                if items.count > 1 {
                    body.append("<ul class=\"jump\">" + items.map { "<li><a href=\"#\(Self.anchor($0.id))\">\(e($0.id))</a></li>" }.joined() + "</ul>")
                }
                for s in items { body.append(Self.article(s, images: images)) }
            }
            body.append("</section>")
        }
        return """
        <!doctype html>
        <html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
        <title>Snapshots: \(e(report.summary))</title>
        <style>\(Self.style)</style></head>
        <body>
        \(body.joined(separator: "\n"))
        <script>\(Self.script)</script>
        </body></html>

        """
    }

    static func count(_ report: GoldenReport, _ tab: (id: String, title: String, statuses: [Status])) -> Int {
        tab.id == "removed" ? report.orphans.count : report.snapshots.filter { tab.statuses.contains($0.status) }.count
    }

    /// An HTML id for a snapshot: its name with anything but letters and digits as `-`.
    static func anchor(_ id: String) -> String {
        "s-" + String(id.unicodeScalars.map { CharacterSet.alphanumerics.contains($0) && $0.isASCII ? Character($0) : "-" })
    }

    static func article(_ s: Snapshot, images: URL) -> String {
        let e = escape
        var html = "<article id=\"\(anchor(s.id))\" class=\"snapshot \(s.status.rawValue)\"><h3>\(e(s.id)) <span class=\"status\">\(s.status.rawValue)</span></h3>"
        html += "<p class=\"where\"><code>\(e(s.file)):\(s.line)</code>"
        if let t = s.tolerance { html += " · tolerance \(t.pixels) pixels, channel \(t.channel): \(e(t.reason))" }
        html += "</p>"
        // The numbers of a change are shown with its pictures; what else there is to say, here.
        let detail = s.status == .missing ? describe(s) : (s.message ?? "")
        if !detail.isEmpty { html += "<p class=\"detail\">\(e(detail))</p>" }
        for f in s.frames where !f.images.isEmpty {
            html += "<div class=\"frame\">"
            if let t = f.time { html += "<h4>Frame at \(String(format: "%.3f", t)) s <span class=\"status\">\(f.status.rawValue)</span></h4>" }
            if let p = f.changedPercent, let d = f.largestDifference, f.changedPixels ?? 0 > 0 {
                html += "<p class=\"numbers\"><span class=\"percent\">\(p)%</span> of pixels changed (\(f.changedPixels ?? 0)); largest colour difference <span class=\"largest\">\(d)</span> of 255</p>"
            }
            html += "<div class=\"sbs\">"
            for role in ["expected", "difference", "actual"] {
                if let path = f.images[role] { html += "<figure><img class=\"\(role)\" alt=\"\(role): \(e(f.golden))\" src=\"\(dataURI(images.appendingPathComponent(path)))\"><figcaption>\(role.capitalized)</figcaption></figure>" }
            }
            html += "</div>"
            if let expected = f.images["expected"], let actual = f.images["actual"] {
                html += "<div class=\"compare\"><div class=\"stack\"><img alt=\"expected\" src=\"\(dataURI(images.appendingPathComponent(expected)))\">"
                html += "<div class=\"over\"><img alt=\"actual\" src=\"\(dataURI(images.appendingPathComponent(actual)))\"></div></div>"
                html += "<label>Expected <input type=\"range\" class=\"slider\" min=\"0\" max=\"100\" value=\"50\" aria-label=\"expected to actual\"> Actual</label> "
                html += "<label><input type=\"checkbox\" class=\"blink\"> Blink</label></div>"
            }
            html += "</div>"
        }
        return html + "</article>"
    }

    static func dataURI(_ url: URL) -> String {
        "data:image/png;base64," + ((try? Data(contentsOf: url))?.base64EncodedString() ?? "")
    }

    static let style = """
    body{font:15px/1.4 system-ui,sans-serif;margin:1.5em;color:#1c1c1e;background:#fff}
    h1{margin:0 0 .3em}code{font:13px monospace}
    .tabs{display:flex;gap:.3em;border-bottom:2px solid #ddd;margin:1em 0}
    .tabs a{padding:.4em .8em;text-decoration:none;color:#333;border-radius:6px 6px 0 0;background:#f2f2f7}
    .tabs a.active{background:#007aff;color:#fff}.count{font-weight:bold}
    .js .tab{display:none}.js .tab.active{display:block}
    .snapshot{border:1px solid #ddd;border-radius:8px;padding:.6em 1em;margin:1em 0}
    .status{font-size:12px;padding:.1em .5em;border-radius:4px;background:#eee}
    .changed .status,.missing .status,.failed .status{background:#ff3b30;color:#fff}
    .sbs{display:flex;gap:1em;flex-wrap:wrap;align-items:flex-start}
    figure{margin:0}figcaption{font-size:12px;color:#666}
    img{image-rendering:pixelated;background:repeating-conic-gradient(#eee 0 25%,#fff 0 50%) 0 0/16px 16px;max-width:100%}
    .stack{position:relative;width:fit-content;margin:.6em 0 .3em}.stack>img{display:block}
    .over{position:absolute;top:0;left:0;bottom:0;width:50%;overflow:hidden}.over img{display:block;max-width:none}
    .blinking .over{width:100%!important;animation:blink 1s steps(1) infinite}
    @keyframes blink{50%{opacity:0}}
    """

    static let script = """
    document.body.classList.add('js');
    const tabs=[...document.querySelectorAll('.tabs a')];
    function show(id){tabs.forEach(a=>a.classList.toggle('active',a.dataset.tab===id));
      document.querySelectorAll('.tab').forEach(s=>s.classList.toggle('active',s.id===id));}
    tabs.forEach(a=>a.addEventListener('click',ev=>{ev.preventDefault();show(a.dataset.tab);}));
    const first=tabs.find(a=>a.querySelector('.count').textContent!=='0');
    show((location.hash&&document.getElementById(location.hash.slice(1))?.closest('.tab')?.id)||(first?first.dataset.tab:'changed'));
    document.querySelectorAll('.compare').forEach(c=>{const over=c.querySelector('.over');
      c.querySelector('.slider').addEventListener('input',ev=>{over.style.width=ev.target.value+'%';});
      c.querySelector('.blink').addEventListener('change',ev=>{c.classList.toggle('blinking',ev.target.checked);});});
    """
}
