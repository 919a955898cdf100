import ControlSpecCore
import Foundation

/// The preview page's style sheet: light and dark appearance (the system colors' CSS custom
/// properties come from `CSSPalette`).
enum PreviewStyle {
    /// The style sheet.
    static var text: String {
        template.replacingOccurrences(of: "VARS_LIGHT", with: CSSPalette.variables(dark: false))
            .replacingOccurrences(of: "VARS_DARK", with: CSSPalette.variables(dark: true))
    }

    private static let template = #"""
        body{margin:0;font:14px/1.4 -apple-system,system-ui,sans-serif;background:#f2f2f7;color:#000;
        --panel:#fff;--line:#c6c6c8;--hot:#ff3b30;--current:#d0e4ff}
        body.dark{background:#000;color:#fff;--panel:#1c1c1e;--line:#38383a;--hot:#ff453a;--current:#0a3d7a}
        body{VARS_LIGHT}body.dark{VARS_DARK}
        header{padding:12px 20px;border-bottom:1px solid var(--line)}h1{font-size:20px;margin:0}
        header p{margin:4px 0 0;opacity:.7}main{display:grid;grid-template-columns:minmax(300px,1fr) minmax(280px,1fr);
        gap:12px;padding:12px 20px}section{background:var(--panel);border-radius:10px;padding:10px 14px}
        h2{font-size:13px;text-transform:uppercase;letter-spacing:.05em;opacity:.6;margin:2px 0 8px}
        #stage{display:flex;justify-content:center;align-items:center;height:260px}
        #control{width:120px;height:120px;touch-action:none;outline-offset:6px;color:inherit;cursor:pointer;
        border-radius:4px;overflow:visible}#control .bounds{fill:var(--panel);stroke:var(--line);stroke-width:.5}
        #inspector{border-collapse:collapse;width:100%}#inspector th{text-align:left;font-weight:500;
        padding:2px 8px 2px 0;opacity:.75}#inspector td{font-family:ui-monospace,monospace}
        button{font:inherit;margin:2px;padding:4px 10px;border-radius:6px;border:1px solid var(--line);
        background:var(--panel);color:inherit}button.touch{opacity:.7}label{margin-right:12px}
        #log{font-family:ui-monospace,monospace;font-size:12px;max-height:180px;overflow:auto;padding-left:18px}
        #graph{max-width:100%;height:auto}#graph .node rect{fill:var(--panel);stroke:currentColor}
        #graph .node.current rect{fill:var(--current);stroke-width:2.5}#graph text{fill:currentColor;font-size:12px}
        #graph .edge{fill:none;stroke:currentColor;opacity:.55}#graph .edge.hot{stroke:var(--hot);opacity:1;stroke-width:2.5}
        #graph .label{font-size:11px;opacity:.8}#graph .label.hot{fill:var(--hot);opacity:1}#graph marker path{fill:currentColor}
        #graph .region{font-weight:600}.wide{grid-column:1/-1}#group{display:flex;gap:8px}
        .member{display:flex;flex-direction:column;align-items:center}#scrub{width:60%}#width,#height{width:5em}
        body.dark .asset-dark{display:inline}body.dark .asset-light{display:none}
        """#
}
