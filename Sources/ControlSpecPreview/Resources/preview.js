// The preview page's player: it runs the generated `machine` (JavaScriptGenerator.swift), turns
// pointer and keyboard input into UIKit's touch events with `TouchTracker` (touch-tracker.js),
// plays each step with a port of the runtime's `Timeline`, and draws the control (with
// `PreviewLayout`, preview-layout.js), inspector, output log, state graph and group row.
// `window.controlSpec` is its script API (Docs/Preview.md). The last part of the page's one
// strict-mode script.
(() => {
  const M = machine;
  const $ = (id) => document.getElementById(id);
  // A pose at rest; `Animatable` (AnimatableScript.swift) is written from the runtime's values.
  const identity = () => Object.assign({}, Animatable.rest);

  let m = M.create();
  const outputs = [];
  const delivered = [];
  // The transitions of every step, one array per step (`controlSpec.steps`).
  const steps = [];
  let last = null;
  let slow = 1;
  let frozenAt = null;
  // The touch rule (touch-tracker.js), sized to the control when a touch begins; `keyboard` is
  // true while a key holds the control down.
  let tracker = new TouchTracker(0, 0);
  const touches = [];
  let pointer = null;
  let keyboard = false;
  // The size the app gives the control (resize, the size fields); null: its own size.
  let fixedSize = null;
  // CSS pixels per point (the zoom field, as a device's scale): the control is drawn that much
  // larger, and pointer positions are divided by it, so the machine sees points at every zoom.
  let zoom = 1;

  // Every region in order, a named one as `name=leaf` (`name=-` while a region inside a state is
  // inactive), the unnamed top-level region as its bare leaf.
  function stateText(state) {
    return M.regions.map((r, i) => (r.name === null ? "" : r.name + "=") + (state[i] === null ? "-" : state[i]))
      .join(",");
  }
  function stateOf(region, name) { return M.regions[region].states.find((s) => s.name === name); }
  // The look of `state` with the app's data `props` (the current ones by default): each state's
  // first variant whose guard holds (`M.conditions`), else its own (StateLook.chosen(with:)),
  // region over region in order (an inactive region inside a state shows nothing).
  function lookOf(state, props) {
    const data = props || m.props;
    const look = {images: [], texts: [], values: []};
    state.forEach((name, i) => {
      if (name === null) return;
      const written = stateOf(i, name).look;
      const variant = (written.variants || []).find((v) => M.conditions[v.condition](data));
      const own = variant ? variant.look : written;
      look.images = look.images.concat(own.images);
      look.texts = look.texts.concat(own.texts);
      look.values = look.values.concat(own.values);
      look.ambient = (look.ambient || []).concat(own.ambient || []);
      for (const key of ["alpha", "tint", "selected", "highlighted", "enabled", "accessibilityLabel",
        "accessibilityValue"]) {
        if (own[key] !== undefined) look[key] = own[key];
      }
    });
    return look;
  }
  function plain(value) {
    if (typeof value !== "bigint") return value;
    return Number.isSafeInteger(Number(value)) ? Number(value) : String(value);
  }
  function properties() {
    const result = {};
    for (const p of M.properties) result[p.name] = plain(m.props[p.name]);
    return result;
  }

  // ---- Timeline: a port of ControlSpecRuntime's Timeline (same curves, springs, delays) ----
  // A curve comes as its control points [x1, y1, x2, y2], a spring as {mass, stiffness, damping,
  // velocity}, both from the runtime's own values (see JavaScriptGenerator).
  const PROPERTIES = Animatable.independent;
  function bezier(points) {
    const cx = 3 * points[0], bx = 3 * (points[2] - points[0]) - cx, ax = 1 - cx - bx;
    const cy = 3 * points[1], by = 3 * (points[3] - points[1]) - cy, ay = 1 - cy - by;
    const x = (s) => ((ax * s + bx) * s + cx) * s;
    const y = (s) => ((ay * s + by) * s + cy) * s;
    const dx = (s) => (3 * ax * s + 2 * bx) * s + cx;
    const dy = (s) => (3 * ay * s + 2 * by) * s + cy;
    function parameter(target) {
      const goal = Math.min(Math.max(target, 0), 1);
      let s = goal;
      for (let i = 0; i < 8; i++) {
        const error = x(s) - goal;
        if (Math.abs(error) < 1e-12) return s;
        const slope = dx(s);
        if (Math.abs(slope) < 1e-6) break;
        s -= error / slope;
      }
      let low = 0, high = 1;
      s = goal;
      while (high - low > 1e-12) {
        const value = x(s);
        if (Math.abs(value - goal) < 1e-12) return s;
        if (value < goal) low = s; else high = s;
        s = (low + high) / 2;
      }
      return s;
    }
    return {
      progress(fraction) { return y(parameter(fraction)); },
      slope(fraction) {
        const s = parameter(fraction);
        const d = dx(s);
        if (Math.abs(d) > 1e-12) return dy(s) / d;
        const near = Math.min(Math.max(s, 1e-7), 1 - 1e-7);
        return dy(near) / dx(near);
      },
    };
  }
  function springState(spring, time, displacement, velocity) {
    const decay = spring.damping / (2 * spring.mass);
    const frequencySquared = spring.stiffness / spring.mass;
    const discriminant = decay * decay - frequencySquared;
    let c, s;
    if (discriminant < 0) {
      const damped = Math.sqrt(-discriminant);
      const envelope = Math.exp(-decay * time);
      c = envelope * Math.cos(damped * time);
      s = envelope * Math.sin(damped * time) / damped;
    } else if (discriminant > 0) {
      const spread = Math.sqrt(discriminant);
      const slow = Math.exp((-decay + spread) * time);
      const fast = Math.exp((-decay - spread) * time);
      c = (slow + fast) / 2;
      s = fast * Math.expm1(2 * spread * time) / (2 * spread);
    } else {
      const envelope = Math.exp(-decay * time);
      c = envelope;
      s = time * envelope;
    }
    return [displacement * c + (velocity + decay * displacement) * s,
      velocity * c - (decay * velocity + frequencySquared * displacement) * s];
  }
  function components(property) { return Animatable.components[property] || [property]; }
  // A keyframe track (TrackDescription.Keyframes): value i at key time i, each segment along its
  // curve; state(f) is the value and its slope per unit of fraction at the fraction f.
  function keyframesOf(frames) {
    const curves = frames.curves.map(bezier), times = frames.keyTimes, values = frames.values;
    return {
      state(fraction) {
        const f = Math.min(Math.max(fraction, 0), 1);
        let segment = 0;
        for (let i = 0; i < times.length - 1; i++) if (times[i] <= f) segment = i;
        const span = times[segment + 1] - times[segment], local = (f - times[segment]) / span;
        const distance = values[segment + 1] - values[segment];
        return [values[segment] + distance * curves[segment].progress(local),
          distance * curves[segment].slope(local) / span];
      },
    };
  }
  // AnimationDescription.Repetition: seconds active, and where the forward play is `elapsed`
  // seconds in ([time into the forward play, direction]).
  function activeDuration(repeat, duration) { return duration * repeat.count * (repeat.autoreverses ? 2 : 1); }
  // AnimationDescription.activeDuration: until the animation's last track has ended.
  function animationActive(a) {
    if (a.tracks.length === 0) return activeDuration(a.repeat, a.duration);
    return Math.max(...a.tracks.map((t) =>
      t.begin + activeDuration(a.repeat, t.duration !== null ? t.duration : a.duration)));
  }
  function forwardTime(repeat, elapsed, duration) {
    if (!(duration > 0)) return [repeat.autoreverses ? 0 : duration, 1];
    const period = repeat.autoreverses ? 2 * duration : duration;
    const within = elapsed >= period * repeat.count ? period : elapsed - Math.floor(elapsed / period) * period;
    return repeat.autoreverses && within > duration ? [period - within, -1] : [within, 1];
  }
  // The value and velocity `elapsed` seconds into one forward play of motion m.
  function forwardState(m, elapsed) {
    if (elapsed >= m.duration) return [m.to, 0];
    if (elapsed <= 0) return [m.from, 0];
    if (m.keyframes) {
      const state = m.keyframes.state(elapsed / m.duration);
      return [state[0], state[1] / m.duration];
    }
    if (m.curve) {
      const fraction = elapsed / m.duration;
      return [m.from + (m.to - m.from) * m.curve.progress(fraction),
        (m.to - m.from) * m.curve.slope(fraction) / m.duration];
    }
    const state = springState(m.spring, elapsed, m.from - m.to, m.initialVelocity);
    return [m.to + state[0], state[1]];
  }
  class Timeline {
    // animations: one step's (all start together); start: target → {pose, velocity}.
    constructor(animations, start) {
      this.start = start;
      this.motions = [];
      // Where each motion's track comes in the step (a later one replaces an earlier: `presentation`).
      let order = 0;
      for (const animation of animations) {
        const timing = animation.timing;
        const curve = timing.curve !== undefined ? bezier(timing.curve) : null;
        for (const track of animation.tracks) {
          const current = start[track.target] || {pose: identity(), velocity: rest()};
          for (const property of components(track.property)) {
            // A sequenced track starts `begin` s after the animation's delay and lasts its own duration.
            const motion = {target: track.target, property, to: track.to, delay: animation.delay + track.begin,
              duration: track.duration !== null ? track.duration : animation.duration, curve, spring: timing.spring || null,
              points: timing.curve !== undefined ? timing.curve : null,
              from: track.from !== null ? track.from : current.pose[property], initialVelocity: 0,
              keyframes: track.keyframes ? keyframesOf(track.keyframes) : null, repeat: animation.repeat,
              order: order++};
            if (motion.spring && !motion.keyframes) {
              motion.initialVelocity = motion.spring.velocity + (track.from === null ? current.velocity[property] : 0);
            }
            const index = this.motions.findIndex((m) => m.target === track.target && m.property === property);
            if (index >= 0) this.motions[index] = motion; else this.motions.push(motion);
          }
        }
      }
      this.duration = Math.max(0, ...animations.map((a) => a.delay + animationActive(a)));
      // The motions in the order their tracks come in the step, sorted once for `presentation`
      // (`motions` keeps Timeline.motions's order, which the plot draws).
      this.ordered = [...this.motions].sort((a, b) => a.order - b.order);
    }
    has(target) { return this.motions.some((m) => m.target === target); }
    // `target`'s motions, and `also`'s (an image's group, for an image with tracks of its own),
    // a later track replacing an earlier one for a value, as the UIKit player plays a view's tracks
    // (and Core Animation a layer's animations that are not additive); its values start as `own`'s
    // where that has a start of its own (an outgoing image an ambient animation left turned:
    // AmbientMotion), else as `target`'s.
    presentation(target, time, own, also) {
      const base = (own !== undefined && this.start[own]) || this.start[target];
      const pose = Object.assign(identity(), base ? base.pose : {});
      const velocity = rest();
      const moving = this.ordered.filter((m) => m.target === target || (also !== undefined && m.target === also));
      for (const m of moving) {
        // Timeline.Motion.state(at:): the delay holds the start; after the active duration the
        // value is where the last play ends.
        const active = activeDuration(m.repeat, m.duration);
        let value = m.from, speed = 0;
        if (time >= m.delay + active) {
          value = forwardState(m, forwardTime(m.repeat, active, m.duration)[0])[0];
        } else if (time > m.delay) {
          const forward = forwardTime(m.repeat, time - m.delay, m.duration);
          const state = forwardState(m, forward[0]);
          value = state[0];
          speed = state[1] * forward[1];
        }
        pose[m.property] = value;
        velocity[m.property] = speed;
      }
      return {pose, velocity};
    }
    pose(target, time) { return this.presentation(target, time).pose; }
  }
  function rest() {
    const velocity = {};
    for (const p of PROPERTIES) velocity[p] = 0;
    return velocity;
  }

  // The step on screen: its timeline runs from the moment it fired (or stands at the scrubber).
  function elapsed(step) {
    if (frozenAt !== null) return frozenAt;
    return (performance.now() - step.started) / 1000 / slow;
  }
  function now(step) { return Math.min(elapsed(step), step.timeline.duration); }
  function startPoses(step) {
    const t = now(step);
    const start = {control: step.timeline.presentation("control", t),
      outgoing: step.timeline.presentation("incoming", t)};
    for (const target of step.timeline.motions.map((m) => m.target)) {
      if (target.startsWith("image:")) start[target] = step.timeline.presentation(target, t);
    }
    // The running ambient animations stop where they are: the leaving step starts there.
    const values = lookOf(m.state).values, size = laidOut(m.state, m.props).bounds;
    for (const target of new Set(ambient.flatMap((a) => a.timeline.motions.map((motion) => motion.target)))) {
      const key = target === "incoming" ? "outgoing" : target;
      const base = start[key] || {pose: posed(target, "incoming", values, t, size),
        velocity: step.timeline.presentation("incoming", t).velocity};
      start[key] = ambientShown(base, target, step, elapsed(step));
    }
    return start;
  }

  // ---- Ambient animations: a port of the runtime's AmbientMotion ----
  // Each runs its animation's own Timeline from when its state's look was shown (`started`, page
  // milliseconds); a step whose look plays the same animation continues it, others stop it.
  let ambient = [];
  function ambientStart(look) {
    const size = laidOut(m.state, m.props).bounds;
    const start = {};
    for (const name of look.images) {
      const pose = identity();
      for (const v of look.values) {
        if (v.target !== "image:" + name) continue;
        for (const property of components(v.property)) pose[property] = PreviewLayout.lookValue(v, m.props, size);
      }
      start["image:" + name] = {pose, velocity: rest()};
    }
    return start;
  }
  // AmbientMotion.start(of:continuing:at:) for the look now shown, as `step` starts.
  function followAmbient(step) {
    const look = lookOf(m.state);
    const running = ambient;
    ambient = look.ambient.map((name) => {
      const kept = running.find((a) => a.name === name);
      if (kept) return kept;
      return {name, started: step.started, timeline: new Timeline([inPoints(M.animations[name])], ambientStart(look))};
    });
  }
  // Seconds since `a` started, `stepTime` seconds into `step`.
  function ambientTime(a, step, stepTime) { return stepTime + (step.started - a.started) / 1000 / slow; }
  // AmbientMotion.shown(over:of:at:except:): `base` with the values the ambient animations move
  // of `target`, except those `step`'s own motion moves while it runs (of a layer that stays,
  // `staying` names it: only its own tracks move it, never `incoming`'s).
  function ambientShown(base, target, step, stepTime, staying) {
    const shown = {pose: Object.assign({}, base.pose), velocity: Object.assign({}, base.velocity)};
    const running = stepTime < step.timeline.duration;
    for (const a of ambient) {
      const own = a.timeline.presentation(target, ambientTime(a, step, stepTime));
      for (const motion of a.timeline.motions) {
        if (motion.target !== target) continue;
        if (running && step.timeline.motions.some((s) => s.property === motion.property && (staying
          ? s.target === staying
          : s.target === target || (s.target === "incoming" && !step.timeline.has(target))))) continue;
        shown.pose[motion.property] = own.pose[motion.property];
        shown.velocity[motion.property] = own.velocity[motion.property];
      }
    }
    return shown;
  }

  // ---- Dispatch: the generated machine's send, then what it fired ----
  // `point` is where the finger is (the machine's `touch.x`, …) for a touch event that has one.
  function deliver(event, origin, point) {
    if (!M.events.some((e) => e.name === event)) throw new Error("no event " + event);
    // A timer due by now comes first; the event happens at the machine's time.
    runTimers(clockNow());
    delivered.push(event);
    const step = dispatch(event, event, origin, point);
    if (step !== null) step.fired.forEach((t, region) => { if (t !== null) enter(region, timers.time, t); });
    if (step !== null) enterParents(step, timers.time);
    schedule();
    return step;
  }
  // Sends `key` (an event, or a timer's key) to the machine; `event` names it in the log.
  function dispatch(key, event, origin, point) {
    const before = m.state.slice();
    const beforeProps = Object.assign({}, m.props);
    const start = startPoses(last);
    const fired = M.send(m, key, point);
    if (!fired) { render(); return null; }
    const emitted = [];
    const animations = [];
    fired.forEach((t) => {
      if (t === null) return;
      const transition = M.transitions[t];
      for (const o of transition.emit) emitted.push(o);
      if (transition.animation !== null) animations.push(inPoints(M.animations[transition.animation]));
    });
    for (const o of emitted) outputs.push(o);
    steps.push(fired);
    last = {source: before, target: m.state.slice(), fired, event, started: performance.now(),
      animated: animations.length > 0, timeline: new Timeline(animations, start), props: beforeProps};
    frozenAt = null;
    followAmbient(last);
    logLine(event, origin, before, last.target, emitted);
    render();
    if (last.animated || ambient.length > 0) play();
    return last;
  }

  // ---- Timers: the machine's clock, by the rule of Language.md ("Timers") ----
  // Times are milliseconds since the machine was made (or reset). The page waits with setTimeout;
  // a test switches to a virtual clock (`controlSpec.clock`) and moves it itself.
  const clock = {virtual: false, virtualNow: 0, origin: performance.now(), handle: null};
  // A region's clock is at its index; a parent's with timers (`M.clocks[c]`) after the regions'.
  const clockCount = M.regions.length + (M.clocks || []).length;
  function freshTimers() {
    return {time: 0, entered: Array(clockCount).fill(0), lastFiring: Array(clockCount).fill(0),
      lastRank: Array(clockCount).fill(-1), animationEnd: M.regions.map(() => null)};
  }
  function clockOf(timer) { return timer.clock === undefined ? timer.region : M.regions.length + timer.clock; }
  // Due at one instant in a region, a leaf's timer fires first, then the deeper parent's.
  function depthOf(timer) { return timer.depth === undefined ? Infinity : timer.depth; }
  // Every parent clock a step entered anew starts over (ParentClocks): the step ends below the
  // parent and began outside it, or its transition left it on the way.
  // `clocked` is the machine's timers: the page's machine's, or a group member's.
  function enterParents(step, time, clocked = timers) {
    (M.clocks || []).forEach((c, index) => {
      const t = step.fired[c.region];
      if (t === null || t === undefined || !c.leaves.includes(step.target[c.region])) return;
      if (c.leaves.includes(step.source[c.region]) && !c.reentering.includes(t)) return;
      enter(M.regions.length + index, time, null, clocked);
    });
  }
  let timers = freshTimers();
  function clockNow() { return clock.virtual ? clock.virtualNow : performance.now() - clock.origin; }
  // Transition `t` entered the region's state: its animation's end is what `after: animation` waits for.
  // `clocked` is the machine's timers: the page's machine's, or a group member's.
  function enter(region, time, t, clocked = timers) {
    clocked.entered[region] = time; clocked.lastFiring[region] = time; clocked.lastRank[region] = -1;
    if (region < M.regions.length) clocked.animationEnd[region] = M.animationEnds[t] ?? null;
  }
  // The timer of `machine` due first (by instant, then region, then rank) that its region has not
  // handled yet.
  function nextTimer(machine = m, clocked = timers) {
    let best = null;
    M.timers.forEach((timer, rank) => {
      const region = timer.region;
      const at = clockOf(timer);
      if (!timer.states.includes(machine.state[region])) return;
      const pending = (firing) => firing > clocked.lastFiring[at] ||
        (firing === clocked.lastFiring[at] && rank > clocked.lastRank[at]);
      if (timer.afterAnimation && clocked.animationEnd[region] === null) return;
      const start = clocked.entered[at] + (timer.afterAnimation ? clocked.animationEnd[region] : timer.delay);
      let firing = null;
      if (pending(start)) {
        firing = start;
      } else if (timer.interval !== null) {
        const latest = start + Math.floor((clocked.lastFiring[at] - start) / timer.interval) * timer.interval;
        firing = pending(latest) ? latest : latest + timer.interval;
      }
      if (firing === null) return;
      if (best === null || firing < best.deadline || (firing === best.deadline && (region < best.region ||
        (region === best.region && depthOf(timer) > depthOf(best.timer))))) {
        best = {deadline: firing, region, rank, timer};
      }
    });
    return best;
  }
  // Fires every timer due by `until`, each at its instant; a repeat that stays keeps its state.
  function runTimers(until) {
    for (let due = nextTimer(); due !== null && due.deadline <= until; due = nextTimer()) {
      timers.time = due.deadline;
      timers.lastFiring[clockOf(due.timer)] = due.deadline;
      timers.lastRank[clockOf(due.timer)] = due.rank;
      const before = m.state[due.region];
      const step = dispatch(due.timer.key, due.timer.label, "clock");
      if (step !== null && (due.timer.interval === null || m.state[due.region] !== before ||
        (M.leafReentering || []).includes(step.fired[due.region]))) {
        enter(due.region, due.deadline, step.fired[due.region]);
      }
      if (step !== null) enterParents(step, due.deadline);
    }
    if (until > timers.time) timers.time = until;
  }
  // Waits for the next timer of the machine or a group member on the page's clock (a virtual clock
  // waits for the test).
  function schedule() {
    if (clock.handle !== null) { clearTimeout(clock.handle); clock.handle = null; }
    if (clock.virtual) return;
    const due = nextTimer();
    const deadlines = [due === null ? null : due.deadline, groupDeadline()].filter((d) => d !== null);
    if (deadlines.length === 0) return;
    clock.handle = setTimeout(() => {
      clock.handle = null;
      runAllTimers(clockNow());
      schedule();
    }, Math.max(0, Math.min(...deadlines) - clockNow()));
  }
  // The machine's timers and the group row's, due by `until`.
  function runAllTimers(until) {
    runTimers(until);
    if (runGroupTimers(until)) render();
  }

  // The animation with translations written as fractions of the control's size in points of its
  // current size (TrackDescription.resolved, as the UIKit player resolves them).
  function inPoints(animation) {
    const size = laidOut(m.state, m.props).bounds;
    const resolve = (track, value) => value === null ? null : track.unit === "width" ? value * size.width :
      track.unit === "height" ? value * size.height : value;
    const frames = (track) => track.keyframes && Object.assign({}, track.keyframes,
      {values: track.keyframes.values.map((value) => resolve(track, value))});
    return Object.assign({}, animation, {tracks: animation.tracks.map((track) => Object.assign({}, track,
      {from: resolve(track, track.from), to: resolve(track, track.to), keyframes: frames(track), unit: "points"}))});
  }

  // ---- Pointer and keyboard: UIControl's touch tracking, by the touch rule ----
  // The finger as the UIKit adapter hands it to the machine (ControlDriver.trackFinger): in the
  // control's points, with its size and where the touch went down; touchCancel has none.
  let finger;
  function touch(uikitEvent) {
    touches.push(uikitEvent);
    const point = uikitEvent === "touchCancel" ? undefined : finger;
    for (const e of M.events) if (e.touch === uikitEvent) deliver(e.name, uikitEvent, point);
    // What a UIButton sends by itself after this event (primaryActionTriggered after touchUpInside).
    const followUp = M.base === "button" ? TouchTracker.buttonFollowUps[uikitEvent] : undefined;
    if (followUp !== undefined) {
      outputs.push(followUp);
      const line = document.createElement("li");
      line.textContent = "UIButton: " + followUp;
      $("log").prepend(line);
    }
  }
  // One phase of a finger at a point of the page (`zoom` CSS pixels a point) at `time` ms.
  function track(phase, clientX, clientY, time) {
    const box = $("control").getBoundingClientRect();
    const width = box.width / zoom, height = box.height / zoom;
    if (phase === "began") { tracker.width = width; tracker.height = height; }
    const x = (clientX - box.left) / zoom, y = (clientY - box.top) / zoom;
    if (phase === "began" || finger !== undefined) {
      finger = {x, y, width, height,
        startX: phase === "began" ? x : finger.startX, startY: phase === "began" ? y : finger.startY};
    }
    for (const e of tracker.track(phase, x, y, time / 1000)) touch(e);
    render();
  }
  function pointerDown(event) {
    if (M.base === "view" || tracker.isTracking) return;
    event.preventDefault();
    track("began", event.clientX, event.clientY, event.timeStamp);
    if (!tracker.isTracking) return;
    pointer = event.pointerId;
    $("control").setPointerCapture(event.pointerId);
  }
  function pointerMove(event) {
    if (event.pointerId === pointer && !keyboard) track("moved", event.clientX, event.clientY, event.timeStamp);
  }
  function pointerEnd(event) {
    if (event.pointerId !== pointer || keyboard) return;
    pointer = null;
    track(event.type === "pointercancel" ? "cancelled" : "ended", event.clientX, event.clientY, event.timeStamp);
  }
  // The keyboard presses and releases at the control's centre.
  function keyTrack(phase, event) {
    const box = $("control").getBoundingClientRect();
    track(phase, box.left + box.width / 2, box.top + box.height / 2, event.timeStamp);
  }
  function keyDown(event) {
    if (M.base === "view") return;
    if ((event.key === " " || event.key === "Enter") && !tracker.isTracking) {
      event.preventDefault();
      keyboard = true;
      keyTrack("began", event);
    } else if (event.key === "Escape" && keyboard) {
      keyboard = false;
      keyTrack("cancelled", event);
    }
  }
  function keyUp(event) {
    if ((event.key === " " || event.key === "Enter") && keyboard) {
      event.preventDefault();
      keyboard = false;
      keyTrack("ended", event);
    }
  }

  // ---- Drawing ----
  // The look of `state` laid out with the app's data at the control's size (the page's
  // ResolvedLayout: frames by the runtime's rule, texts measured with the browser's fonts).
  function laidOut(state, props, size) {
    const look = PreviewLayout.resolve(lookOf(state, props), props);
    const bounds = size || PreviewLayout.sizeOf(look, fixedSize);
    return PreviewLayout.layout(look, bounds, PreviewLayout.measure);
  }
  // A target's pose at `t`: its group's tracks (`incoming`, `outgoing` for an image; none for one
  // that stays) and its own, a later track replacing an earlier one for a value, as the UIKit
  // player has it; a look value for the target sets the property where no track of its own runs.
  function posed(own, group, values, t, size) {
    const animated = last.timeline.has(own);
    // An outgoing image starts where it was (an ambient animation stopped it there); the new
    // look's arriving images are new, at rest; a staying one moves by its own tracks only.
    const grouped = group === "incoming" || group === "outgoing";
    const pose = last.timeline.presentation(animated || group === "staying" ? own : group, t,
      group === "outgoing" ? own : undefined, animated && grouped ? group : undefined).pose;
    for (const v of values) {
      if (v.target !== own || animated) continue;
      for (const property of components(v.property)) {
        pose[property] = PreviewLayout.lookValue(v, m.props, size);
      }
    }
    return pose;
  }
  // What an item shows `stepTime` seconds into the last step (`t`: that time within its
  // timeline): its pose, and for the shown look's items (arriving or staying) its ambient
  // animations' values.
  function shownPose(own, group, values, t, size, stepTime) {
    const pose = posed(own, group, values, t, size);
    if ((group !== "incoming" && group !== "staying") || ambient.length === 0) return pose;
    let shown = {pose, velocity: rest()};
    const staying = group === "staying" ? own : undefined;
    for (const target of [own, "incoming"]) shown = ambientShown(shown, target, last, stepTime, staying);
    return shown.pose;
  }
  function itemMarkup(item, props, values, group, t, size) {
    const pose = shownPose("image:" + item.name, group, values, t, size, elapsed(last));
    return PreviewLayout.itemMarkup(item, props, group).replace("<g ", "<g transform=\"" +
      PreviewLayout.poseTransform(pose, item.frame) + "\" opacity=\"" +
      Math.max(0, Math.min(1, pose.opacity)) + "\" ");
  }
  // The views of a move from the look of `old` (null: none) to `look`, bottom to top, as the
  // runtime's LookStack decides: one layer per name; a name both looks show alike (the same text,
  // the same app image) stays and only its own tracks move it, the others arrive (`incoming`) or
  // leave (`outgoing`). Texts above images; the new look's layers in its order, a leaving one just
  // below its arriving namesake, else below the first layer declared after it (`M.stacking`), else
  // on top; one the order lacks at the bottom.
  function lookStack(old, look, oldProps, props) {
    const alike = (name, isText) => isText
      ? PreviewLayout.interpolate(M.texts[name].text, oldProps) === PreviewLayout.interpolate(M.texts[name].text, props)
      : !M.images[name].property || oldProps[M.images[name].property] === props[M.images[name].property];
    const declared = (name) => { const i = M.stacking.indexOf(name); return i < 0 ? Infinity : i; };
    return [["images", false], ["texts", true]].flatMap(([kind, isText]) => {
      const before = old ? old[kind] : [];
      const stays = (name) => before.includes(name) && alike(name, isText);
      const result = look[kind].map((name) => ({name, isText, role: stays(name) ? "staying" : "arriving"}));
      for (const name of before) {
        if (look[kind].includes(name) && stays(name)) continue;
        const namesake = result.findIndex((l) => l.name === name && l.role === "arriving");
        const above = result.findIndex((l) => declared(l.name) > declared(name));
        const at = namesake >= 0 ? namesake : declared(name) === Infinity ? 0 : above >= 0 ? above : result.length;
        result.splice(at, 0, {name, isText, role: "leaving"});
      }
      return result;
    });
  }
  // The layers' items posed at `t`: an arriving one by `incoming`, a leaving one (from the old
  // look, with the app's data before the step) by `outgoing` while a track moves it, a staying one
  // by its own tracks; each by its own tracks where it has them.
  function stackMarkup(look, layout, t) {
    const oldProps = last.props || m.props;
    const old = last.animated ? lookOf(last.source, oldProps) : null;
    const oldLayout = old ? laidOut(last.source, oldProps, layout.bounds) : null;
    const moving = last.animated && t < last.timeline.duration;
    return lookStack(old, look, oldProps, m.props).map((layer) => {
      const leaving = layer.role === "leaving";
      if (leaving && !(moving && (last.timeline.has("outgoing") || last.timeline.has("image:" + layer.name)))) {
        return "";
      }
      const from = leaving ? oldLayout : layout;
      const item = from.items.find((i) => i.name === layer.name && (i.kind === "text") === layer.isText);
      if (!item) return "";
      const group = leaving ? "outgoing" : layer.role === "arriving" ? "incoming" : "staying";
      return itemMarkup(item, leaving ? oldProps : m.props, leaving ? old.values : look.values, group, t,
        layout.bounds);
    }).join("");
  }
  function applyStroke(node, pose) {
    for (const s of node.querySelectorAll(".stroke")) {
      const start = Math.max(0, Math.min(1, pose.strokeStart));
      const end = Math.max(0, Math.min(1, pose.strokeEnd));
      s.setAttribute("stroke-dasharray", Math.max(0, end - start) + " 2");
      s.setAttribute("stroke-dashoffset", String(-start));
      // A zero-length dash still draws a round cap's dot; Core Animation draws nothing.
      s.style.strokeOpacity = end > start ? "" : "0";
    }
  }
  function drawControl() {
    const layer = $("control-layer");
    const look = lookOf(m.state);
    const t = now(last);
    const layout = laidOut(m.state, m.props);
    const size = layout.bounds;
    const host = $("control");
    host.setAttribute("viewBox", "0 0 " + size.width + " " + size.height);
    host.style.width = size.width * zoom + "px";
    host.style.height = size.height * zoom + "px";
    // The control's bounds move with it, so a control without images still shows its motion.
    let html = PreviewLayout.backgroundMarkup(layout);
    html += stackMarkup(look, layout, t);
    layer.innerHTML = html + PreviewLayout.borderMarkup(layout);
    const oldValues = lookOf(last.source, last.props).values;
    for (const item of layer.querySelectorAll(".item")) {
      const group = ["outgoing", "incoming", "staying"].find((g) => item.classList.contains(g));
      applyStroke(item, shownPose("image:" + item.getAttribute("data-name"), group,
        group === "outgoing" ? oldValues : look.values, t, size, elapsed(last)));
    }
    const pose = posed("control", "control", look.values, t, size);
    layer.setAttribute("transform", PreviewLayout.poseTransform(pose, size));
    layer.setAttribute("opacity", String(Math.max(0, Math.min(1, pose.opacity))));
    host.style.opacity = look.alpha === undefined ? "" : String(look.alpha);
    host.style.setProperty("--tint", look.tint || "var(--ui-tintColor)");
    host.setAttribute("aria-label", PreviewLayout.interpolate(look.accessibilityLabel || M.name, m.props));
    host.setAttribute("aria-valuetext", PreviewLayout.interpolate(look.accessibilityValue || "", m.props));
    for (const p of M.properties) {
      if (p.type === "color") host.style.setProperty("--property-" + p.name, m.props[p.name]);
    }
    const fields = [$("width"), $("height")];
    if (document.activeElement !== fields[0] && document.activeElement !== fields[1]) {
      fields[0].value = String(Math.round(size.width * 100) / 100);
      fields[1].value = String(Math.round(size.height * 100) / 100);
    }
  }
  function drawInspector() {
    const look = lookOf(m.state);
    const rows = [["state", stateText(m.state)]];
    M.regions.forEach((r, i) => {
      if (r.name !== null) rows.push(["region " + r.name, m.state[i] === null ? "\u2014" : m.state[i]]);
    });
    // Each parent with history: the state entering it by its name enters (Language.md, "History").
    for (const [key, leaf] of Object.entries(m.history || {})) {
      const region = M.regions[Number(key.slice(0, key.indexOf(":")))];
      rows.push(["history of " + key.slice(key.indexOf(":") + 1) + (region.name === null ? "" : " in " + region.name),
        leaf]);
    }
    const highlighted = look.highlighted !== undefined ? look.highlighted : tracker.isTouchInside;
    rows.push(["alpha", look.alpha === undefined ? "1 (unset)" : String(look.alpha)]);
    rows.push(["tint", look.tint || "default"]);
    rows.push(["selected", String(look.selected === true)]);
    rows.push(["highlighted", String(highlighted)]);
    rows.push(["enabled", String(look.enabled !== false)]);
    rows.push(["accessibilityLabel", PreviewLayout.interpolate(look.accessibilityLabel || "", m.props)]);
    rows.push(["accessibilityValue", PreviewLayout.interpolate(look.accessibilityValue || "", m.props)]);
    const props = properties();
    for (const p of M.properties) rows.push([p.name + " (" + p.type + (p.input ? ", input" : "") + ")",
      String(props[p.name])]);
    $("inspector").innerHTML = rows.map((r) => "<tr><th>" + esc(r[0]) + "</th><td data-key=\"" + esc(r[0]) +
      "\">" + esc(r[1]) + "</td></tr>").join("");
  }
  function esc(text) {
    return String(text).replace(/[&<>"']/g, (c) => "&#" + c.charCodeAt(0) + ";");
  }
  function logLine(event, origin, before, after, emitted) {
    const line = document.createElement("li");
    line.textContent = (origin && origin !== event ? origin + " → " : "") + event + ": " + stateText(before) +
      " → " + stateText(after) + (emitted.length ? "  emits " + emitted.join(", ") : "");
    $("log").prepend(line);
  }

  // ---- State graph ----
  function drawGraph() {
    const svg = $("graph");
    const rowHeight = 200;
    const gap = 190;
    let html = "";
    const width = Math.max(...M.regions.map((r) => r.states.length)) * gap + 40;
    svg.setAttribute("viewBox", "0 0 " + width + " " + (M.regions.length * rowHeight + 10));
    svg.setAttribute("width", String(width));
    const lastFired = last.fired;
    M.regions.forEach((region, ri) => {
      const y = ri * rowHeight + 100;
      const x = (name) => 20 + gap / 2 + region.states.findIndex((s) => s.name === name) * gap;
      // A region inside a state says which state holds it.
      const owner = M.nesting ? M.nesting.owner[ri] : null;
      if (region.name !== null) html += "<text x=\"4\" y=\"" + (y - 84) + "\" class=\"region\">" +
        esc(region.name + (owner === null ? "" : " (inside " + owner[1] + ")")) + "</text>";
      const seen = {};
      M.transitions.forEach((t, ti) => {
        if (t.region !== ri) return;
        const sources = t.from === "*" ? region.states.map((s) => s.name) : t.from;
        const hot = lastFired[ri] === ti;
        for (const from of sources) {
          const x1 = x(from), x2 = x(t.to);
          // Edges between one pair of states (or loops on one state) fan out, one lane each.
          const key = [from, t.to].sort().join("\u0000");
          const lane = seen[key] = (seen[key] === undefined ? 0 : seen[key] + 1);
          let d, lx, ly;
          if (from === t.to) {
            const h = 60 + lane * 22;
            d = "M " + (x1 - 8) + " " + (y - 18) + " C " + (x1 - 34) + " " + (y - h) + " " + (x1 + 34) + " " +
              (y - h) + " " + (x1 + 8) + " " + (y - 18);
            lx = x1; ly = y - h + 12;
          } else {
            const bend = (x2 > x1 ? -1 : 1) * (34 + lane * 24);
            const edge = bend < 0 ? -18 : 18;
            d = "M " + x1 + " " + (y + edge) + " Q " + ((x1 + x2) / 2) + " " + (y + bend * 1.6) + " " + x2 +
              " " + (y + edge);
            lx = (x1 + x2) / 2; ly = y + bend * 0.8 + (bend < 0 ? -2 : 10);
          }
          html += "<path d=\"" + d + "\" class=\"edge" + (hot ? " hot" : "") + "\" data-transition=\"" + ti +
            "\" marker-end=\"url(#arrow)\"/>";
          html += "<text x=\"" + lx + "\" y=\"" + ly + "\" class=\"label" + (hot ? " hot" : "") +
            "\" text-anchor=\"middle\">" + esc(t.label) + "</text>";
        }
      });
      region.states.forEach((s) => {
        const current = m.state[ri] === s.name;
        html += "<g class=\"node" + (current ? " current" : "") + "\" data-state=\"" + esc(s.name) +
          "\"><rect x=\"" + (x(s.name) - 50) + "\" y=\"" + (y - 18) + "\" width=\"100\" height=\"36\" rx=\"18\"/>" +
          "<text x=\"" + x(s.name) + "\" y=\"" + (y + 5) + "\" text-anchor=\"middle\">" + esc(s.name) +
          (region.initial.includes(s.name) ? " ●" : "") + "</text></g>";
      });
    });
    svg.innerHTML = "<defs><marker id=\"arrow\" viewBox=\"0 0 10 10\" refX=\"9\" refY=\"5\" markerWidth=\"7\" " +
      "markerHeight=\"7\" orient=\"auto-start-reverse\"><path d=\"M0 0L10 5L0 10z\"/></marker></defs>" + html;
  }

  // ---- Group row: members obeying the group rule (ExclusiveGroup), each with its timers ----
  // The members share the page's clock, as `ExclusiveGroup.advanceClock(to:)` runs them.
  const members = [];
  members.timers = [];
  function isIdle(member) { return M.group.idle.includes(member.state[M.group.region]); }
  function setUpGroup() {
    if (!M.group) return;
    let active = null;
    for (let i = 0; i < 3; i++) {
      const member = M.create();
      members.push(member);
      members.timers.push(freshTimers());
      if (!isIdle(member)) {
        if (active === null) active = i; else sendMember(i, M.group.release, 0);
      }
    }
    members.active = active;
  }
  // Sends `event` to member `index` at `time`: the regions that fired enter their targets anew.
  function sendMember(index, event, time) {
    const member = members[index], source = member.state.slice();
    const fired = M.send(member, event);
    if (!fired) return;
    fired.forEach((t, region) => { if (t !== null) enter(region, time, t, members.timers[index]); });
    enterParents({source, target: member.state, fired}, time, members.timers[index]);
  }
  // The group rule after member `index` changed at `time`: made active, it releases the active one
  // (which first reaches `time`, its own timers due by then firing).
  function afterMemberChange(index, time) {
    if (isIdle(members[index])) {
      if (members.active === index) members.active = null;
      return;
    }
    if (members.active !== null && members.active !== index) {
      const released = members.active;
      advanceMember(released, time);
      sendMember(released, M.group.release, time);
    }
    members.active = index;
  }
  // Fires member `index`'s timers due by `until`, each at its instant, as the machine's own.
  function advanceMember(index, until) {
    const member = members[index], clocked = members.timers[index];
    for (let due = nextTimer(member, clocked); due !== null && due.deadline <= until;
      due = nextTimer(member, clocked)) {
      clocked.time = due.deadline;
      clocked.lastFiring[clockOf(due.timer)] = due.deadline;
      clocked.lastRank[clockOf(due.timer)] = due.rank;
      const source = member.state.slice();
      const fired = M.send(member, due.timer.key);
      if (fired && (due.timer.interval === null || member.state[due.region] !== source[due.region] ||
        (M.leafReentering || []).includes(fired[due.region]))) {
        enter(due.region, due.deadline, fired[due.region], clocked);
      }
      if (fired) enterParents({source, target: member.state, fired}, due.deadline, clocked);
    }
    if (until > clocked.time) clocked.time = until;
  }
  // The earliest instant a member's timer is due, null when none runs (or there is no group).
  function groupDeadline() {
    if (!M.group) return null;
    const dues = members.map((member, i) => nextTimer(member, members.timers[i])).filter((d) => d !== null);
    return dues.length === 0 ? null : Math.min(...dues.map((d) => d.deadline));
  }
  // The members' timers due by `until`, earliest instant first, at one instant members in order,
  // the group rule after each; returns whether any fired.
  function runGroupTimers(until) {
    let any = false;
    for (let deadline = groupDeadline(); deadline !== null && deadline <= until; deadline = groupDeadline()) {
      members.forEach((member, index) => {
        const due = nextTimer(member, members.timers[index]);
        if (due === null || due.deadline !== deadline) return;
        advanceMember(index, deadline);
        afterMemberChange(index, deadline);
        any = true;
      });
    }
    members.forEach((_, index) => advanceMember(index, until));
    return any;
  }
  function sendToMember(index, event) {
    const now = clockNow();
    runGroupTimers(now);
    sendMember(index, event, now);
    afterMemberChange(index, now);
    render();
    schedule();
  }
  function drawGroup() {
    if (!M.group) return;
    const row = $("group");
    row.textContent = "";
    members.forEach((member, i) => {
      const button = document.createElement("button");
      button.className = "member";
      button.setAttribute("data-member", String(i));
      const layout = laidOut(member.state, member.props);
      const size = layout.bounds;
      const scale = 56 / Math.max(size.width, size.height);
      button.innerHTML = "<svg viewBox=\"0 0 " + size.width + " " + size.height + "\" width=\"" +
        size.width * scale + "\" height=\"" + size.height * scale + "\">" + PreviewLayout.backgroundMarkup(layout) +
        layout.items.map((item) => PreviewLayout.itemMarkup(item, member.props, "incoming")).join("") +
        PreviewLayout.borderMarkup(layout) + "</svg><span>" +
        esc(stateText(member.state)) + "</span>";
      const tap = M.events.find((e) => e.touch === "touchUpInside");
      button.onclick = () => { if (tap) sendToMember(i, tap.name); };
      row.appendChild(button);
    });
  }

  // ---- Controls: custom events, inputs, motion ----
  function setUpControls() {
    const events = $("events");
    for (const e of M.events) {
      // An input's `changes:` event is sent by setting the input, below, not by a button.
      if (e.changes) continue;
      const button = document.createElement("button");
      button.textContent = e.name;
      button.setAttribute("data-event", e.name);
      button.title = e.touch ? "UIKit " + e.touch : "custom event";
      if (e.touch) button.className = "touch";
      button.onclick = () => deliver(e.name, "button");
      events.appendChild(button);
    }
    const inputs = $("inputs");
    for (const p of M.properties) {
      if (!p.input) continue;
      const label = document.createElement("label");
      label.textContent = p.name + " ";
      let field;
      if (p.type === "bool") {
        field = document.createElement("input"); field.type = "checkbox";
        field.checked = m.props[p.name];
        field.onchange = () => setInput(p.name, field.checked);
      } else if (p.type === "enum" || p.type === "image") {
        field = document.createElement("select");
        const choices = p.type === "enum" ? p.cases : [""].concat(Object.keys(M.assets));
        for (const c of choices) field.add(new Option(c || "(none)", c));
        field.value = m.props[p.name];
        field.onchange = () => setInput(p.name, field.value);
      } else {
        field = document.createElement("input");
        field.type = p.type === "int" || p.type === "double" ? "number" : "text";
        if (p.range) { field.min = String(p.range[0]); field.max = String(p.range[1]); }
        field.value = String(m.props[p.name]);
        field.onchange = () => setInput(p.name, field.value);
      }
      field.setAttribute("data-input", p.name);
      label.appendChild(field);
      inputs.appendChild(label);
    }
    $("slow").onchange = () => { slow = $("slow").checked ? 10 : 1; };
    for (const id of ["width", "height"]) {
      $(id).onchange = () => {
        const width = Number($("width").value), height = Number($("height").value);
        resize(width > 0 && height > 0 ? width : null, height);
      };
    }
    $("dark").onchange = () => document.body.classList.toggle("dark", $("dark").checked);
    $("zoom").onchange = () => setZoom($("zoom").value);
    $("scrub").oninput = () => { frozenAt = Number($("scrub").value) * last.timeline.duration; render(); };
    // A click on the plot poses the control at that instant, as the scrubber does.
    $("plot").onclick = (event) => {
      const time = last.animated ? PreviewPlot.timeAt($("plot"), event, last.timeline.duration) : null;
      if (time !== null) { frozenAt = time; render(); }
    };
    $("replay").onclick = () => { frozenAt = null; last.started = performance.now(); play(); };
    const host = $("control");
    host.addEventListener("pointerdown", pointerDown);
    host.addEventListener("pointermove", pointerMove);
    host.addEventListener("pointerup", pointerEnd);
    host.addEventListener("pointercancel", pointerEnd);
    host.addEventListener("keydown", keyDown);
    host.addEventListener("keyup", keyUp);
  }
  function setZoom(scale) {
    const offered = [...$("zoom").options].map((option) => Number(option.value));
    if (!offered.includes(Number(scale))) throw new Error(scale + " is not a zoom of " + offered.join(", "));
    zoom = Number(scale);
    $("zoom").value = String(zoom);
    render();
  }
  function resize(width, height) {
    fixedSize = width === null || width === undefined ? null : {width: Number(width), height: Number(height)};
    render();
  }
  function setInput(name, value) {
    const p = M.properties.find((q) => q.name === name);
    if (!p) throw new Error("no property " + name);
    if (!p.input) throw new Error(name + " is not an input");
    let v = value;
    if (p.type === "int") v = BigInt(value);
    else if (p.type === "bool") v = value === true || value === "true";
    else if (p.type === "enum") { if (!p.cases.includes(value)) throw new Error(value + " is not a case of " + name); }
    else if (p.type === "double") v = Number(value);
    else if (p.type === "image") v = value || null;
    else v = String(value);
    m.props[name] = v;
    // The field shows what the app (or a script) set.
    const field = document.querySelector("[data-input=\"" + name + "\"]");
    if (field && document.activeElement !== field) {
      if (p.type === "bool") field.checked = v; else field.value = v === null ? "" : String(v);
    }
    // Setting an input with `changes:` sends its event, as the generated setter does; whether a
    // transition fired is returned.
    if (p.changes) return deliver(p.changes, "set " + name) !== null;
    render();
    return false;
  }

  let frame = null;
  function play() {
    if (frame !== null) return;
    const tick = () => {
      frame = null;
      render();
      if (frozenAt === null && (elapsed(last) < last.timeline.duration || ambient.length > 0)) {
        frame = requestAnimationFrame(tick);
      }
    };
    frame = requestAnimationFrame(tick);
  }
  function render() {
    drawControl();
    drawInspector();
    drawGraph();
    drawGroup();
    const animated = last.animated;
    $("scrub").disabled = !animated;
    if (animated) $("scrub").value = String(now(last) / last.timeline.duration);
    $("motion-label").textContent = animated ? last.event + ": " + now(last).toFixed(3) + " of " +
      last.timeline.duration.toFixed(3) + " s" : "no animation yet";
    PreviewPlot.draw($("plot"), last.timeline, now(last));
  }

  window.controlSpec = {
    send(event) { return deliver(event, "script") !== null; },
    get state() { return stateText(m.state); },
    get properties() { return properties(); },
    get outputs() { return outputs.slice(); },
    get events() { return delivered.slice(); },
    get touches() { return touches.slice(); },
    get lastTransitions() { return last.fired.slice(); },
    // Every step since the page opened (or was reset), each as `lastTransitions` gave it.
    get steps() { return steps.map((fired) => fired.slice()); },
    setInput,
    pose(target, time) {
      const key = ["control", "incoming", "outgoing"].includes(target) ? target : "image:" + target;
      return last.timeline.pose(key, time);
    },
    get duration() { return last.timeline.duration; },
    // What the image `name` shows `time` seconds into the last step, with its ambient animations:
    // of the shown look (`group` "incoming": arriving, or staying as the page draws it), or of the
    // look it left ("outgoing").
    shown(name, time, group) {
      const own = "image:" + name, outgoing = group === "outgoing";
      const state = outgoing ? last.source : m.state;
      const size = laidOut(m.state, m.props).bounds;
      const old = last.animated ? lookOf(last.source, last.props) : null;
      const stays = !outgoing && lookStack(old, lookOf(m.state), last.props || m.props, m.props)
        .some((layer) => layer.name === name && !layer.isText && layer.role === "staying");
      return shownPose(own, outgoing ? "outgoing" : stays ? "staying" : "incoming", lookOf(state, outgoing ? last.props : m.props).values,
        Math.min(time, last.timeline.duration), size, time);
    },
    get layout() {
      const layout = laidOut(m.state, m.props);
      const rect = (r) => ({x: r.x, y: r.y, width: r.width, height: r.height});
      return {size: rect(layout.bounds), border: layout.border, background: layout.background,
        items: layout.items.map((item) => ({name: item.name, kind: item.kind, frame: rect(item.frame),
          fontScale: item.fontScale, natural: item.natural || null,
          text: item.kind === "text" ? item.text.string : null}))};
    },
    resize,
    get zoom() { return zoom; },
    setZoom,
    seek(time) { frozenAt = time; render(); },
    // The machine's clock in milliseconds; `useVirtual()` stops the page's waits, and then only
    // `advance(ms)` moves time, firing what falls due.
    clock: {
      useVirtual() { clock.virtual = true; clock.virtualNow = timers.time; schedule(); },
      advance(milliseconds) { clock.virtualNow += milliseconds; runAllTimers(clock.virtualNow); schedule(); },
      get now() { return clockNow(); },
      get nextDeadline() { const due = nextTimer(); return due === null ? null : due.deadline; },
    },
    reset(state) {
      m = M.create();
      if (state !== undefined && M.nesting) {
        setNested(state);
      } else if (state !== undefined) {
        const names = M.regions.length === 1 && M.regions[0].name === null ? [state] :
          state.split(",").map((part) => part.split("=")[1]);
        names.forEach((name, i) => {
          if (!M.regions[i].initial.includes(name)) throw new Error(name + " is not an initial state");
          m.state[i] = name;
        });
      }
      last = initialStep();
      ambient = [];
      followAmbient(last);
      timers = freshTimers(); clock.origin = performance.now(); clock.virtualNow = 0;
      // The group row starts over with the clock.
      members.length = 0; members.timers = []; setUpGroup();
      schedule();
      outputs.length = 0; delivered.length = 0; touches.length = 0; steps.length = 0; frozenAt = null;
      tracker = new TouchTracker(0, 0); pointer = null; keyboard = false;
      $("log").textContent = "";
      render();
      if (ambient.length > 0) play();
    },
    machine: M,
  };

  // `reset(state)` of a control holding regions inside a state: `state` as `controlSpec.state`
  // writes it, a top-level region at one of its initial states, a region inside a state at its
  // entry state while its holder is set, and `-` (or left out) otherwise, as the generated
  // `init?(state:)` accepts it.
  function setNested(state) {
    const given = {};
    for (const part of state.split(",")) {
      const cut = part.indexOf("=");
      const index = M.regions.findIndex((r) => r.name === (cut < 0 ? null : part.slice(0, cut)));
      if (index < 0) throw new Error("no region " + part.slice(0, cut));
      given[index] = cut < 0 ? part : part.slice(cut + 1);
    }
    M.regions.forEach((r, i) => {
      const owner = M.nesting.owner[i];
      if (owner === null) {
        const name = given[i];
        if (name === undefined) throw new Error("no state given for " + (r.name || "the control"));
        if (!r.initial.includes(name)) throw new Error(name + " is not an initial state");
        m.state[i] = name;
        return;
      }
      const leaf = m.state[owner[0]] === owner[1] ? M.nesting.entry[i] : null;
      const name = given[i] === undefined || given[i] === "-" ? null : given[i];
      if (name !== leaf) {
        throw new Error(r.name + "=" + (name === null ? "-" : name) + ": " + r.name + " is " +
          (leaf === null ? "inactive there" : "at " + leaf + " there"));
      }
      m.state[i] = leaf;
    });
  }
  function initialStep() {
    return {source: m.state.slice(), target: m.state.slice(), fired: [], event: null, started: 0,
      animated: false, timeline: new Timeline([], {})};
  }
  last = initialStep();
  followAmbient(last);
  setUpGroup();
  setUpControls();
  if (window.matchMedia && matchMedia("(prefers-color-scheme: dark)").matches) {
    $("dark").checked = true; document.body.classList.add("dark");
  }
  render();
  if (ambient.length > 0) play();
  schedule();
})();
