import Foundation
import XCTest

@testable import ControlSpecPreview

/// The page's style sheet file, Sources/ControlSpecPreview/Resources/preview.css, checked by
/// Chromium's CSS parser (Debian packages no CSS linter): the browser keeps every rule with its
/// selector and every declaration the file writes, so no typo is silently dropped.
final class PreviewStyleSheetTests: PreviewPageTestCase {
    func testTheBrowserKeepsEveryRuleAndDeclarationOfTheStyleSheetFile() throws {
        let browser = try ChromiumSession.start()
        try browser.open(try PreviewFixtures.page(try PreviewFixtures.example("CheckBox"), in: folder))
        let file = PreviewFixtures.root.appendingPathComponent(
            "Sources/ControlSpecPreview/Resources/preview.css")
        let css = try String(contentsOf: file, encoding: .utf8)
        XCTAssertEqual(try dropped(css, browser), [])
        // A misspelt property, a bad value and a broken selector are each reported.
        XCTAssertEqual(
            try dropped("body{margin:0;colr:red}h1{font-size:big}h2..x{margin:0}", browser),
            ["body: colr", "h1: font-size", "h2..x: the rule"])
    }

    /// What Chromium's parser drops of `css`: `selector: property` per declaration, `selector: the
    /// rule` per rule (the file's rules read as `selector{name:value;…}`, comments removed).
    private func dropped(_ css: String, _ browser: ChromiumSession) throws -> [String] {
        let script = """
            (() => {
              const text = \(JavaScriptLiteral.string(css)).replace(/\\/\\*[\\s\\S]*?\\*\\//g, "");
              const sheet = new CSSStyleSheet();
              sheet.replaceSync(text);
              const kept = new Map(Array.from(sheet.cssRules, (r) => [r.selectorText.replace(/,\\s*/g, ","), r]));
              const dropped = [];
              for (const [, selector, body] of text.matchAll(/([^{}]+)\\{([^{}]*)\\}/g)) {
                const name = selector.trim().replace(/\\s+/g, " ").replace(/\\s*,\\s*/g, ",");
                const rule = kept.get(name);
                if (!rule) { dropped.push(name + ": the rule"); continue; }
                for (const declaration of body.split(";")) {
                  const property = declaration.split(":")[0].trim();
                  if (property && rule.style.getPropertyValue(property) === "") dropped.push(name + ": " + property);
                }
              }
              return dropped;
            })()
            """
        return try browser.evaluate(script) as? [String] ?? ["no answer"]
    }
}
