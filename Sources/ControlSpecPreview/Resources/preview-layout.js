// The preview page's layout and drawing of a look: a port of the runtime's
// `StateLook.layout(in:measure:)`, `intrinsicSize(measure:)`, `ImageDescription.ContentMode.rect`
// and `LookData.interpolate` (a browser test holds the port to the Swift originals), texts
// measured and drawn with the browser's fonts, images placed by their content mode, the border
// and background. Defines `PreviewLayout`; expects the generated `machine` before it in the
// page's one strict-mode script.
/* exported PreviewLayout */
const PreviewLayout = (() => {
  const M = machine;

  // ---- The runtime's layout rule (ResolvedLayout.swift), step by step ----
  function length(l, size) { return l[0] + l[1] * size.width + l[2] * size.height; }
  function inset(r, p) {
    return {x: r.x + p[1], y: r.y + p[0], width: Math.max(0, r.width - p[1] - p[3]),
      height: Math.max(0, r.height - p[0] - p[2])};
  }
  function largest(values) { return values.length ? Math.max(...values) : 0; }
  function sum(values) { return values.reduce((a, b) => a + b, 0); }
  // The slots of a row holding something in this look, their natural sizes, whether a text's.
  function rowWidths(look, measure) {
    const result = [];
    for (const slot of M.layout.slots) {
      const texts = look.texts.filter((t) => t.slot === slot.name);
      if (texts.length === 0 && !look.images.some((i) => i.slot === slot.name)) continue;
      if (slot.size) {
        result.push({slot: slot.name, width: slot.size[0], height: slot.size[1], flexible: false});
        continue;
      }
      const sizes = texts.map(measure);
      result.push({slot: slot.name, width: largest(sizes.map((s) => s.width)),
        height: largest(sizes.map((s) => s.height)), flexible: texts.length > 0});
    }
    return result;
  }
  function rowFrames(look, content, spacing, measure) {
    const slots = rowWidths(look, measure);
    const frames = {};
    if (slots.length === 0) return frames;
    const gaps = spacing * (slots.length - 1);
    const fixed = sum(slots.filter((s) => !s.flexible).map((s) => s.width)) + gaps;
    const flexible = sum(slots.filter((s) => s.flexible).map((s) => s.width));
    const room = Math.max(0, content.width - fixed);
    const shrink = flexible > room && flexible > 0 ? room / flexible : 1;
    const total = fixed + flexible * shrink;
    let x = content.x + Math.max(0, (content.width - total) / 2);
    for (const s of slots) {
      if (s.flexible) {
        const width = s.width * shrink;
        frames[s.slot] = {x, y: content.y, width, height: content.height};
        x += width + spacing;
      } else {
        frames[s.slot] = {x, y: content.y + (content.height - s.height) / 2, width: s.width, height: s.height};
        x += s.width + spacing;
      }
    }
    return frames;
  }
  function fontScale(text, natural, frame) {
    // A minimum scale of 0 never shrinks, as UIKit's `minimumScaleFactor` 0.
    if (text.minimumScale === null || !(text.minimumScale > 0) || text.lines !== 1 ||
      !(natural.width > frame.width) || !(natural.width > 0)) return 1;
    return Math.max(text.minimumScale, frame.width / natural.width);
  }
  // look: {images: [image], texts: [text with its interpolated `string`]}; size: {width, height}.
  function layout(look, size, measure) {
    const L = M.layout;
    const bounds = {x: 0, y: 0, width: size.width, height: size.height};
    const content = inset(bounds, L.padding);
    let frames = {};
    if (L.row === null) {
      for (const slot of L.slots) {
        if (!slot.frame) { frames[slot.name] = content; continue; }
        const inner = {width: content.width, height: content.height};
        frames[slot.name] = {x: content.x + length(slot.frame[0], inner),
          y: content.y + length(slot.frame[1], inner), width: length(slot.frame[2], inner),
          height: length(slot.frame[3], inner)};
      }
    } else {
      frames = rowFrames(look, content, L.row, measure);
    }
    const frameOf = (item) => (item.slot !== null && frames[item.slot]) || content;
    const items = look.images.map((image) => ({name: image.name, kind: "image", image,
      frame: frameOf(image), fontScale: 1}));
    for (const text of look.texts) {
      const frame = frameOf(text);
      const natural = measure(text);
      items.push({name: text.name, kind: "text", text, frame, natural,
        fontScale: fontScale(text, natural, frame)});
    }
    return {bounds, border: L.border, background: L.background, items};
  }
  function intrinsicSize(look, measure) {
    const L = M.layout;
    if (L.size) return {width: L.size[0], height: L.size[1]};
    let width = 0, height = 0, measured = false;
    if (L.row === null) {
      const framed = new Set(L.slots.filter((s) => s.frame).map((s) => s.name));
      for (const text of look.texts) {
        if (text.slot !== null && framed.has(text.slot)) continue;
        const natural = measure(text);
        width = Math.max(width, natural.width);
        height = Math.max(height, natural.height);
        measured = true;
      }
    } else {
      const widths = rowWidths(look, measure);
      if (widths.length === 0) return null;
      width = sum(widths.map((w) => w.width)) + L.row * (widths.length - 1);
      height = largest(widths.map((w) => w.height));
      measured = true;
    }
    if (!measured) return null;
    const p = L.padding;
    return {width: width + p[1] + p[3], height: height + p[0] + p[2]};
  }
  // ImageDescription.ContentMode.rect(of:in:)
  function contentRect(mode, image, frame) {
    if (!image || !(image.width > 0) || !(image.height > 0) || mode === "stretch") return frame;
    let width = image.width, height = image.height;
    if (mode === "fit" || mode === "fill") {
      const across = frame.width / image.width, down = frame.height / image.height;
      const scale = mode === "fit" ? Math.min(across, down) : Math.max(across, down);
      width = image.width * scale; height = image.height * scale;
    }
    return {x: frame.x + (frame.width - width) / 2, y: frame.y + (frame.height - height) / 2, width, height};
  }

  // ---- App data in looks (LookData.interpolate) ----
  function numberText(value) {
    const rounded = Math.round(value);
    if (Math.abs(rounded) >= 1e15) return String(value);
    return rounded === value || Math.abs(value - rounded) < 1e-9 ? String(rounded) : String(value);
  }
  function fieldValue(field, props) {
    const parts = field.split(":");
    const name = parts[0], format = parts.length > 1 ? parts.slice(1).join(":") : null;
    const p = M.properties.find((q) => q.name === name);
    // A number the text computes (ComputedText), shown as a double is.
    if (!p && Object.prototype.hasOwnProperty.call(M.computed || {}, name)) {
      const n = M.computed[name](props);
      if (format === "percent") return numberText(Math.round(n * 100)) + "%";
      return format === null ? numberText(n) : null;
    }
    if (!p) return null;
    const value = props[name];
    if (p.type === "double" || p.type === "int") {
      const n = Number(value);
      if (format === "percent") return numberText(Math.round(n * 100)) + "%";
      return format === null ? numberText(n) : null;
    }
    if (format !== null || p.type === "color" || p.type === "image") return null;
    return String(value);
  }
  function interpolate(template, props) {
    if (!template.includes("{")) return template;
    let result = "", rest = template;
    for (;;) {
      const open = rest.indexOf("{");
      if (open < 0) return result + rest;
      result += rest.slice(0, open);
      if (rest[open + 1] === "{") { result += "{"; rest = rest.slice(open + 2); continue; }
      const close = rest.indexOf("}", open + 1);
      if (close < 0) return result + rest.slice(open);
      const value = fieldValue(rest.slice(open + 1, close), props);
      result += value === null ? rest.slice(open, close + 1) : value;
      rest = rest.slice(close + 1);
    }
  }
  // A look value in points of a control of `size` (LookValue.value, TrackDescription.Unit.points).
  // A look value: a constant, or a property or a number the look computes (ComputedText) mapped
  // from `from` to `to`; a number that is not finite counts as 0 (LookValue.value(with:)).
  function lookValue(value, props, size) {
    const computed = !M.properties.some((p) => p.name === value.source) &&
      Object.prototype.hasOwnProperty.call(M.computed || {}, value.source);
    const read = computed ? M.computed[value.source](props) : Number(props[value.source] || 0);
    const number = value.constant !== undefined ? value.constant :
      value.from + (Number.isFinite(read) ? read : 0) * (value.to - value.from);
    return value.unit === "width" ? number * size.width : value.unit === "height" ? number * size.height : number;
  }

  // ---- Text metrics: the browser's fonts (Docs/Preview.md) ----
  const context = document.createElement("canvas").getContext("2d");
  const metrics = new Map();
  function fontCSS(font, size) { return font.weight + " " + size + "px " + font.family; }
  function metricsOf(string, font, size) {
    const key = fontCSS(font, size) + "\u0000" + string;
    let found = metrics.get(key);
    if (!found) {
      context.font = fontCSS(font, size);
      const m = context.measureText(string);
      found = {width: m.width, ascent: m.fontBoundingBoxAscent, descent: m.fontBoundingBoxDescent};
      metrics.set(key, found);
    }
    return found;
  }
  // The natural one-line size at the full font size; empty text is 0 × 0 (UILabel.sizeThatFits).
  function measure(text) {
    if (text.string === "") return {width: 0, height: 0};
    const m = metricsOf(text.string, text.font, text.font.size);
    return {width: m.width, height: m.ascent + m.descent};
  }

  // ---- Drawing, in points ----
  function esc(text) {
    return String(text).replace(/[&<>"']/g, (c) => "&#" + c.charCodeAt(0) + ";");
  }
  function n(value) { return String(Math.round(value * 1e6) / 1e6); }
  function rectAttributes(r) {
    return "x=\"" + n(r.x) + "\" y=\"" + n(r.y) + "\" width=\"" + n(Math.max(0, r.width)) + "\" height=\"" +
      n(Math.max(0, r.height)) + "\"";
  }
  // Lines of `text` as UILabel breaks them in `width`: one line truncated with "…", or words
  // wrapped up to `lines` lines (0: as many as fit the height).
  function lineBreaks(string, font, size, width, lines, height) {
    const fits = (s) => metricsOf(s, font, size).width <= width + 0.5;
    const truncated = (s) => {
      if (fits(s)) return s;
      let cut = s;
      while (cut.length > 0 && !fits(cut + "…")) cut = cut.slice(0, -1);
      return cut + "…";
    };
    if (lines === 1) return [truncated(string)];
    const m = metricsOf(string, font, size);
    const limit = lines > 0 ? lines : Math.max(1, Math.floor((height + 0.5) / (m.ascent + m.descent)));
    const result = [];
    for (const paragraph of string.split("\n")) {
      let line = "";
      for (const word of paragraph.split(" ")) {
        const candidate = line === "" ? word : line + " " + word;
        if (line !== "" && !fits(candidate)) { result.push(line); line = word; } else line = candidate;
      }
      result.push(line);
    }
    if (result.length <= limit) return result;
    const kept = result.slice(0, limit);
    kept[limit - 1] = truncated(kept[limit - 1] + " " + result.slice(limit).join(" "));
    return kept;
  }
  function textMarkup(item) {
    const text = item.text;
    if (text.string === "") return "";
    const size = text.font.size * item.fontScale;
    const frame = item.frame;
    const lines = lineBreaks(text.string, text.font, size, frame.width, text.lines, frame.height);
    const m = metricsOf(text.string, text.font, size);
    const lineHeight = m.ascent + m.descent;
    const top = frame.y + (frame.height - lineHeight * lines.length) / 2;
    const anchor = text.alignment === "center" ? "middle" : text.alignment === "right" ? "end" : "start";
    const x = anchor === "middle" ? frame.x + frame.width / 2 : anchor === "end" ? frame.x + frame.width : frame.x;
    return "<text class=\"label\" font-family=\"" + esc(text.font.family) + "\" font-size=\"" + n(size) +
      "\" font-weight=\"" + text.font.weight + "\" fill=\"" + esc(text.color) + "\" text-anchor=\"" + anchor +
      "\">" + lines.map((line, i) => "<tspan x=\"" + n(x) + "\" y=\"" + n(top + i * lineHeight + m.ascent) +
      "\">" + esc(line) + "</tspan>").join("") + "</text>";
  }
  // The image an `image` property names: a catalog asset, or a spec image (a default).
  function imageSource(image, props) {
    if (!image.property) return image;
    const chosen = props[image.property];
    if (chosen && M.assets[chosen]) return {kind: "asset", asset: chosen, svg: image.svg};
    if (chosen && M.images[chosen] && !M.images[chosen].property) return M.images[chosen];
    return image;
  }
  function imageMarkup(item, props) {
    const source = imageSource(item.image, props);
    const frame = item.frame;
    if (source.asset) {
      const asset = M.assets[source.asset];
      const r = contentRect(item.image.contentMode, asset.size ? {width: asset.size[0], height: asset.size[1]} :
        null, frame);
      const image = (url, attributes) => "<image href=\"" + url + "\" " + rectAttributes(r) +
        " preserveAspectRatio=\"" + (asset.size ? "none" : "xMidYMid meet") + "\"" + attributes + "/>";
      // A dark variant shows under the dark appearance (the style's body.dark rules).
      if (!asset.dark) return image(asset.url, "");
      return image(asset.url, " class=\"asset-light\"") + image(asset.dark, " class=\"asset-dark\" display=\"none\"");
    }
    if (source.kind === "shape") {
      // In points, as a ShapeView lays out its layers (and `render` draws, SVGImage.placed): x by
      // the frame's width, y by its height, radii by its width, so a circle stays round; a stroke's
      // Length in points, one width in every direction.
      const w = frame.width, h = frame.height;
      const svg = source.svg.replace(/ d="[^"]*"([^>]*) data-geometry="([^"]*)"/g, (_, between, geometry) =>
        " d=\"" + pathInPoints(geometry, w, h) + "\"" + between + " data-geometry=\"" + geometry + "\"")
        .replace(/stroke-width="[^"]*" data-width="([^ ]+) ([^ ]+) ([^"]+)"/g, (_, p, pw, ph) =>
          "stroke-width=\"" + n(Number(p) + Number(pw) * w + Number(ph) * h) + "\" data-width=\"" + p + " " + pw +
          " " + ph + "\"");
      return "<g transform=\"translate(" + n(frame.x) + " " + n(frame.y) + ")\">" + svg + "</g>";
    }
    return "<svg " + rectAttributes(frame) + " viewBox=\"0 0 1 1\" preserveAspectRatio=\"xMidYMid meet\"" +
      " overflow=\"visible\">" + placeholderLabel(source.svg, Math.min(frame.width, frame.height)) + "</svg>";
  }
  // A placeholder keeps the first (richest) of its labels legible in a frame whose shorter side is
  // `side` points: SVGImage writes each with the side it needs (PlaceholderLabel), the last with 0.
  function placeholderLabel(svg, side) {
    let kept = false;
    return svg.replace(/<g class="placeholder-label" data-min-side="([^"]*)">.*?<\/g>/g, (label, minimum) => {
      if (kept || Number(minimum) > side) return "";
      kept = true;
      return label;
    });
  }
  // A primitive's path in points of a w × h frame from its unit geometry (SVGImage.geometry), as
  // SVGImage.path draws it: circles from the top, clockwise; corner radii clamped to half a side.
  function pathInPoints(geometry, w, h) {
    const [kind, ...rest] = geometry.split(" ");
    if (kind === "path") {
      const v = rest.slice(1).map(Number);
      const moves = [];
      for (let i = 0; i + 1 < v.length; i += 2) moves.push((i === 0 ? "M " : "L ") + n(v[i] * w) + " " + n(v[i + 1] * h));
      return moves.join(" ") + (rest[0] === "closed" ? " Z" : "");
    }
    const v = rest.map(Number);
    if (kind === "circle") {
      const [x, y, r] = [v[0] * w, v[1] * h, v[2] * w];
      const arc = "A " + n(r) + " " + n(r) + " 0 0 1 ";
      return "M " + n(x) + " " + n(y - r) + " " + arc + n(x) + " " + n(y + r) + " " + arc + n(x) + " " + n(y - r) + " Z";
    }
    const [x, y, width, height] = [v[0] * w, v[1] * h, v[2] * w, v[3] * h];
    const r = Math.min(v[4] * w, width / 2, height / 2);
    const right = x + width, bottom = y + height;
    if (!(r > 0)) return "M " + n(x) + " " + n(y) + " H " + n(right) + " V " + n(bottom) + " H " + n(x) + " Z";
    const arc = "A " + n(r) + " " + n(r) + " 0 0 1 ";
    return "M " + n(x + r) + " " + n(y) + " H " + n(right - r) + " " + arc + n(right) + " " + n(y + r) + " V " +
      n(bottom - r) + " " + arc + n(right - r) + " " + n(bottom) + " H " + n(x + r) + " " + arc + n(x) + " " +
      n(bottom - r) + " V " + n(y + r) + " " + arc + n(x + r) + " " + n(y) + " Z";
  }
  // The transform that poses a view about the centre of `frame` (translation in points).
  function poseTransform(pose, frame) {
    const cx = frame.x + frame.width / 2, cy = frame.y + frame.height / 2;
    return "translate(" + n(cx + pose.translationX) + " " + n(cy + pose.translationY) + ") rotate(" +
      n(pose.rotation) + ") scale(" + pose.scaleX + " " + pose.scaleY + ") translate(" + n(-cx) + " " +
      n(-cy) + ")";
  }
  // One placed image or text as a group: its frame (an invisible rect), then its content.
  function itemMarkup(item, props, group) {
    const content = item.kind === "text" ? textMarkup(item) : imageMarkup(item, props);
    return "<g class=\"item " + item.kind + " " + group + "\" data-name=\"" + esc(item.name) + "\">" +
      "<rect class=\"frame\" " + rectAttributes(item.frame) + " fill=\"none\"/>" + content + "</g>";
  }
  // The background, under the items (the bounds' light fill when the layout has none).
  function backgroundMarkup(layout) {
    const radius = layout.border ? layout.border.cornerRadius : 0;
    return "<rect class=\"bounds\" " + rectAttributes(layout.bounds) + " rx=\"" + n(radius) + "\"" +
      (layout.background ? " style=\"fill:" + esc(layout.background) + "\"" : "") + "/>";
  }
  // A CALayer border: inside the bounds, above the content.
  function borderMarkup(layout) {
    const border = layout.border;
    if (!border || !(border.width > 0)) return "";
    const half = border.width / 2;
    const r = {x: half, y: half, width: layout.bounds.width - border.width,
      height: layout.bounds.height - border.width};
    return "<rect class=\"border\" " + rectAttributes(r) + " rx=\"" + n(Math.max(0, border.cornerRadius - half)) +
      "\" fill=\"none\" stroke=\"" + esc(border.color) + "\" stroke-width=\"" + n(border.width) + "\"/>";
  }
  // A look of image and text names with the app's data: what `layout` takes.
  function resolve(look, props) {
    return {
      images: look.images.map((name) => Object.assign({name}, M.images[name])),
      texts: look.texts.map((name) => Object.assign({name}, M.texts[name],
        {string: interpolate(M.texts[name].text, props)})),
      values: look.values,
    };
  }
  // The size the control is drawn at: `fixed`, else the layout's or its content's, else the default.
  function sizeOf(look, fixed) {
    if (fixed) return fixed;
    const own = intrinsicSize(look, measure);
    if (own && own.width >= 1 && own.height >= 1) return own;
    return {width: M.defaultSize[0], height: M.defaultSize[1]};
  }
  return {layout, interpolate, lookValue, measure, resolve, sizeOf, itemMarkup, backgroundMarkup, borderMarkup,
    poseTransform};
})();
