import ControlSpecAnalyze
import ControlSpecCore
import ControlSpecTouch

/// `controlspec preview`: one self-contained HTML page per control (the generated JavaScript
/// machine, the player, the style and every image inline; nothing loaded from the network) and
/// an index linking them.
public enum PreviewPage {
    /// The page of an error-free, analysed control (`CheckResult.analysis`) read from `sourceFile`;
    /// asset images come from `assets` (by asset name), missing ones are drawn as labelled
    /// placeholders.
    public static func html(
        for analysis: AnalysisReport, sourceFile: String, assets: [String: PreviewAsset] = [:]
    ) -> String {
        let control = analysis.model.control
        let name = XMLText.escaped(control.name.value)
        let summary = control.summary.map { "<p>\(XMLText.escaped($0.value))</p>" } ?? ""
        let interaction =
            control.base.value == .view
            ? "A <code>view</code> control receives no touches: use the event buttons."
            : "Press, drag and release on the control (a touch stays inside within "
                + "\(JavaScriptLiteral.number(TouchTracker.trackingSlop)) pt of its bounds, as UIKit's), or "
                + "focus it and hold Space or Enter; Escape cancels."
        let group =
            control.group == nil
            ? ""
            : "<section class=\"wide\"><h2>Group (\(XMLText.escaped(control.group?.release.value ?? "")) "
                + "releases the active member)</h2><div id=\"group\"></div></section>"
        var page = "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
        page += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">"
        page +=
            "<title>\(name) — ControlSpec preview</title><style>\(PreviewStyle.text)</style></head>\n<body>"
        page += "<header><h1>\(name)</h1>\(summary)<p>From \(XMLText.escaped(sourceFile)) by controlspec "
        page += "\(ControlSpecVersion.current) · <a href=\"index.html\">all controls</a></p></header>\n<main>"
        // The spec's `backdrop:`, what the control is used on, fills the stage behind it.
        let backdrop = control.backdrop.map {
            " class=\"backdrop\" style=\"background:\(XMLText.escaped(CSSPalette.css($0.value, in: control)))\""
        }
        page +=
            "<section><h2>Control</h2><div id=\"stage\"\(backdrop ?? "")><svg id=\"control\" viewBox=\"0 0 1 1\" "
        page += "tabindex=\"0\" role=\"button\"><g id=\"control-layer\"></g></svg></div>"
        page +=
            "<p>Size <input type=\"number\" id=\"width\" min=\"1\" step=\"any\"> × <input type=\"number\" "
        page += "id=\"height\" min=\"1\" step=\"any\"> pt (empty: the control's own size)</p>"
        page += PreviewZoom.field
        page += "<p>\(interaction)</p><h2>Events</h2><div id=\"events\"></div><div id=\"inputs\"></div>"
        page += "<p><label><input type=\"checkbox\" id=\"dark\"> Dark appearance</label></p></section>\n"
        page += "<section><h2>Inspector</h2><table id=\"inspector\"></table></section>\n"
        page +=
            "<section><h2>Motion</h2><p><label><input type=\"checkbox\" id=\"slow\"> Slow motion ×10</label>"
        page +=
            "<button id=\"replay\">Replay</button></p><p><input type=\"range\" id=\"scrub\" min=\"0\" max=\"1\" "
        page += "step=\"0.001\" value=\"0\"> <span id=\"motion-label\"></span></p>"
        page += "<div id=\"plot\"></div></section>\n"
        page += "<section><h2>Outputs</h2><ol id=\"log\"></ol></section>\n"
        page += group
        page += "<section class=\"wide\"><h2>State graph</h2><svg id=\"graph\"></svg></section></main>\n"
        page +=
            "<script>\n\"use strict\";\n" + JavaScriptGenerator.generate(analysis, assets: assets)
            + PreviewResources.layoutScript + TouchRuleScript.text + AnimatableScript.text
            + PreviewResources.plotScript + PreviewResources.playerScript
        page += "</script></body></html>\n"
        return page
    }

    /// One entry of the index: a control's page, or why a spec has none.
    public struct IndexEntry: Hashable, Sendable {
        /// The spec file as named on the command line.
        public var sourceFile: String
        /// The page's file name, nil when the spec has errors.
        public var page: String?
        /// The control's name, when decoded.
        public var title: String
        /// The control's summary, when decoded.
        public var summary: String
        /// The diagnostics that kept the spec from getting a page (one line each).
        public var problems: [String]

        /// An entry of the index page.
        public init(sourceFile: String, page: String?, title: String, summary: String, problems: [String]) {
            self.sourceFile = sourceFile
            self.page = page
            self.title = title
            self.summary = summary
            self.problems = problems
        }
    }

    /// `index.html`: a link per page, and for every spec without one the errors that say why.
    public static func index(_ entries: [IndexEntry]) -> String {
        var page = "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
        page += "<title>ControlSpec previews</title><style>\(PreviewStyle.text)\n"
        page += "li{margin:6px 0}pre{white-space:pre-wrap;color:var(--hot)}</style></head>\n<body>"
        page += "<header><h1>ControlSpec previews</h1><p>\(entries.filter { $0.page != nil }.count) of "
        page += "\(entries.count) specs have a page.</p></header><main><section class=\"wide\"><ul>\n"
        for entry in entries {
            let source = XMLText.escaped(entry.sourceFile)
            if let file = entry.page {
                page += "<li><a href=\"\(XMLText.escaped(file))\">\(XMLText.escaped(entry.title))</a> — "
                page += "\(XMLText.escaped(entry.summary)) <small>(\(source))</small></li>\n"
            } else {
                page += "<li class=\"failed\"><strong>\(source)</strong>: no page, the spec has errors"
                page += "<pre>\(entry.problems.map(XMLText.escaped).joined(separator: "\n"))</pre></li>\n"
            }
        }
        page += "</ul></section></main></body></html>\n"
        return page
    }
}
