// The preview page's motion plot: every moving value of the step on screen over time, drawn as
// `render`'s MotionPlot draws it — a panel per value (a scaleX and scaleY that move alike as one
// `scale`), the delay shaded, a curve's control points with their handles, a spring's turning
// points and where it settles, the resting value dashed — and a cursor at the instant the control
// is posed at. Values come from the player's `Timeline` (`presentation(target, time)`); turning
// points are where its velocity changes sign, found by bisection. Defines `PreviewPlot`.
/* exported PreviewPlot */
const PreviewPlot = (() => {
  const WIDTH = 520, PANEL = 150, LEFT = 56, RIGHT = 16, TOP = 26, BOTTOM = 24, SAMPLES = 240;
  const fmt = (value) => value.toFixed(3);
  const num = (value) => String(Math.round(value * 1e6) / 1e6);
  function esc(text) {
    return String(text).replace(/[&<>"']/g, (c) => "&#" + c.charCodeAt(0) + ";");
  }
  function alike(a, b) {
    return a.target === b.target && a.from === b.from && a.to === b.to && a.delay === b.delay &&
      a.duration === b.duration && a.initialVelocity === b.initialVelocity;
  }
  function shown(timeline) {
    return timeline.motions.filter((m) => m.property !== "scaleY" ||
      !timeline.motions.some((o) => o.property === "scaleX" && alike(o, m)));
  }
  function name(timeline, m) {
    const both = m.property === "scaleX" &&
      timeline.motions.some((o) => o.property === "scaleY" && alike(o, m));
    const target = m.target.startsWith("image:") ? m.target.slice(6) : m.target;
    return target + " " + (both ? "scale" : m.property);
  }
  const value = (timeline, m, t) => timeline.presentation(m.target, t).pose[m.property];
  const speed = (timeline, m, t) => timeline.presentation(m.target, t).velocity[m.property];
  // The instants strictly inside the motion where its velocity changes sign.
  function turns(timeline, m) {
    const found = [];
    const steps = 2000;
    let before = m.delay + m.duration / steps / 2;
    let v0 = speed(timeline, m, before);
    for (let i = 1; i < steps; i++) {
      const after = m.delay + m.duration * (i + 0.5) / steps;
      const v1 = speed(timeline, m, after);
      if (v0 * v1 < 0) {
        let low = before, high = after;
        for (let k = 0; k < 60; k++) {
          const mid = (low + high) / 2;
          if (speed(timeline, m, mid) * v0 > 0) low = mid; else high = mid;
        }
        found.push((low + high) / 2);
      }
      before = after;
      v0 = v1;
    }
    return found;
  }
  function text(content, x, y, anchor, color) {
    return "<text x=\"" + num(x) + "\" y=\"" + num(y) + "\" font-size=\"10\" text-anchor=\"" +
      (anchor || "start") + "\" fill=\"" + (color || "currentColor") + "\">" + esc(content) + "</text>";
  }
  function panel(timeline, m, top) {
    const end = Math.max(timeline.duration, 1e-9);
    const times = [];
    for (let i = 0; i <= SAMPLES; i++) times.push(timeline.duration * i / SAMPLES);
    // MotionPlot.sampleTimes: where each motion starts and ends its first play too.
    for (const other of timeline.motions) {
      for (const t of [other.delay, other.delay + other.duration]) {
        if (t > 0 && t < timeline.duration && !times.includes(t)) times.push(t);
      }
    }
    times.sort((a, b) => a - b);
    const turning = turns(timeline, m);
    const values = times.map((t) => value(timeline, m, t))
      .concat([m.from, m.to], turning.map((t) => value(timeline, m, t)));
    let low = Math.min(...values), high = Math.max(...values);
    if (high - low > 1e-9) { const pad = (high - low) / 10; low -= pad; high += pad; }
    else { low -= 0.5; high += 0.5; }
    const right = WIDTH - RIGHT, plotTop = top + TOP, bottom = top + PANEL - BOTTOM;
    const x = (t) => LEFT + (right - LEFT) * t / end;
    const y = (v) => bottom - (bottom - plotTop) * (v - low) / (high - low);
    const timing = m.spring ? "spring, settles at " + fmt(m.delay + m.duration) + " s" :
      "curve (" + m.points.map(fmt).join(", ") + "), " + fmt(m.duration) + " s";
    let html = "<g class=\"track\" data-target=\"" + esc(name(timeline, m)) + "\" data-range=\"" +
      num(low) + " " + num(high) + "\" data-duration=\"" + num(timeline.duration) + "\" data-box=\"" +
      [LEFT, plotTop, right, bottom].map(num).join(" ") + "\">";
    html += text(name(timeline, m) + ": " + fmt(m.from) + " → " + fmt(m.to) + ", " + timing, 8, top + 16);
    html += "<rect x=\"" + LEFT + "\" y=\"" + num(plotTop) + "\" width=\"" + num(right - LEFT) + "\" height=\"" +
      num(bottom - plotTop) + "\" fill=\"none\" stroke=\"var(--line)\" stroke-width=\"0.5\"/>";
    if (m.delay > 0) {
      html += "<rect class=\"delay\" data-time=\"" + num(m.delay) + "\" x=\"" + LEFT + "\" y=\"" + num(plotTop) +
        "\" width=\"" + num(x(m.delay) - LEFT) + "\" height=\"" + num(bottom - plotTop) +
        "\" fill=\"#8E8E93\" fill-opacity=\"0.15\"/>" + text("delay " + fmt(m.delay) + " s", LEFT + 4, plotTop + 12);
    }
    html += "<line class=\"rest\" x1=\"" + LEFT + "\" x2=\"" + num(right) + "\" y1=\"" + num(y(m.to)) + "\" y2=\"" +
      num(y(m.to)) + "\" stroke=\"#8E8E93\" stroke-dasharray=\"3 3\" stroke-width=\"0.75\"/>";
    html += text(fmt(high), LEFT - 4, plotTop + 8, "end") + text(fmt(low), LEFT - 4, bottom, "end");
    html += text("0 s", LEFT, bottom + 14, "middle") + text(fmt(timeline.duration) + " s", right, bottom + 14, "end");
    if (m.spring) {
      const settle = m.delay + m.duration;
      html += "<line class=\"settle\" data-time=\"" + num(settle) + "\" x1=\"" + num(x(settle)) + "\" x2=\"" +
        num(x(settle)) + "\" y1=\"" + num(plotTop) + "\" y2=\"" + num(bottom) +
        "\" stroke=\"#34C759\" stroke-dasharray=\"4 3\"/>";
    } else {
      const p = m.points;
      const ends = [[m.delay, m.from, p[0], p[1]], [m.delay + m.duration, m.to, p[2], p[3]]];
      for (const [t0, v0, fx, fy] of ends) {
        const t = m.delay + fx * m.duration, v = m.from + fy * (m.to - m.from);
        html += "<line x1=\"" + num(x(t0)) + "\" y1=\"" + num(y(v0)) + "\" x2=\"" + num(x(t)) + "\" y2=\"" +
          num(y(v)) + "\" stroke=\"#AF52DE\" stroke-width=\"0.75\"/><rect class=\"control-point\" data-time=\"" +
          num(t) + "\" data-value=\"" + num(v) + "\" x=\"" + num(x(t) - 3) + "\" y=\"" + num(y(v) - 3) +
          "\" width=\"6\" height=\"6\" fill=\"#AF52DE\"/>";
      }
    }
    html += "<polyline class=\"value\" points=\"" +
      times.map((t) => num(x(t)) + "," + num(y(value(timeline, m, t)))).join(" ") +
      "\" fill=\"none\" stroke=\"#007AFF\" stroke-width=\"1.5\"/>";
    turning.forEach((t, index) => {
      const v = value(timeline, m, t);
      html += "<circle class=\"turn\" data-time=\"" + num(t) + "\" data-value=\"" + num(v) + "\" cx=\"" +
        num(x(t)) + "\" cy=\"" + num(y(v)) + "\" r=\"3\" fill=\"#FF3B30\"/>";
      if (index < 2) {
        html += text((index === 0 ? "peak " : "") + fmt(v) + " at " + fmt(t) + " s", x(t) + 5,
          y(v) + (v >= m.to ? -5 : 12), "start", "#D70015");
      }
    });
    return html + "<line class=\"cursor\" y1=\"" + num(plotTop) + "\" y2=\"" + num(bottom) +
      "\" stroke=\"#FF9500\" stroke-width=\"1.5\"/></g>";
  }
  function markup(timeline) {
    const motions = shown(timeline);
    const height = PANEL * motions.length;
    return "<svg viewBox=\"0 0 " + WIDTH + " " + height + "\" width=\"" + WIDTH + "\" height=\"" + height +
      "\">" + motions.map((m, i) => panel(timeline, m, PANEL * i)).join("") + "</svg>";
  }
  let drawn = null;
  // Draws `timeline`'s plot into `host` (once per timeline) with its cursor at `time`.
  function draw(host, timeline, time) {
    if (timeline.motions.length === 0) { host.innerHTML = ""; drawn = null; return; }
    if (drawn !== timeline) { host.innerHTML = markup(timeline); drawn = timeline; }
    for (const track of host.querySelectorAll("g.track")) {
      const box = track.getAttribute("data-box").split(" ").map(Number);
      const at = num(box[0] + (box[2] - box[0]) * time / Math.max(timeline.duration, 1e-9));
      const cursor = track.querySelector(".cursor");
      cursor.setAttribute("x1", at);
      cursor.setAttribute("x2", at);
    }
  }
  // The instant under a click on the plot, or null outside a panel's box.
  function timeAt(host, event, duration) {
    const svg = host.querySelector("svg");
    if (!svg) return null;
    const point = svg.createSVGPoint();
    point.x = event.clientX;
    point.y = event.clientY;
    const local = point.matrixTransform(svg.getScreenCTM().inverse());
    const box = host.querySelector("g.track").getAttribute("data-box").split(" ").map(Number);
    if (local.x < box[0] || local.x > box[2]) return null;
    return duration * (local.x - box[0]) / (box[2] - box[0]);
  }
  return {draw, timeAt};
})();
