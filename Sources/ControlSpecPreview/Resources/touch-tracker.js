// The touch rule (`TouchTracker` of ControlSpecTouch) in the page's JavaScript: the same phases,
// boundary and repeated taps, so the page delivers what the UIKit double's `UIControl` does. A
// browser test compares both on random pointer paths. `track(phase, x, y, time)` returns the
// UIKit event names. Its figures (`TouchTracker.trackingSlop`, `.repeatInterval`,
// `.buttonFollowUps`) are written after it from the Swift values (TouchRuleScript.swift).
/* exported TouchTracker */
class TouchTracker {
  constructor(width, height) {
    this.width = width; this.height = height;
    this.isTracking = false; this.isTouchInside = false; this.tapCount = 0; this.lastBeginning = null;
  }
  hits(x, y) { return x >= 0 && x <= this.width && y >= 0 && y <= this.height; }
  isWithinBoundary(x, y) {
    const slop = TouchTracker.trackingSlop;
    return x >= -slop && x <= this.width + slop && y >= -slop && y <= this.height + slop;
  }
  track(phase, x, y, time) {
    if (phase === "began") {
      if (this.isTracking || !this.hits(x, y)) return [];
      const repeated = this.lastBeginning !== null && time - this.lastBeginning <= TouchTracker.repeatInterval;
      this.tapCount = repeated ? this.tapCount + 1 : 1;
      this.lastBeginning = time;
      this.isTracking = true; this.isTouchInside = true;
      return this.tapCount > 1 ? ["touchDown", "touchDownRepeat"] : ["touchDown"];
    }
    if (!this.isTracking) return [];
    if (phase === "moved") {
      const inside = this.isWithinBoundary(x, y);
      const was = this.isTouchInside;
      this.isTouchInside = inside;
      if (was && inside) return ["touchDragInside"];
      if (was) return ["touchDragExit", "touchDragOutside"];
      if (inside) return ["touchDragEnter", "touchDragInside"];
      return ["touchDragOutside"];
    }
    this.isTracking = false; this.isTouchInside = false;
    if (phase === "ended") return [this.isWithinBoundary(x, y) ? "touchUpInside" : "touchUpOutside"];
    return ["touchCancel"];
  }
}
