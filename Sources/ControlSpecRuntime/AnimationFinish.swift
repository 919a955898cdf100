extension AnimationDescription {
    /// Seconds from the end of the delay until its last track has ended: the longest of its
    /// tracks' `begin` plus active duration (each track's own duration, else the animation's,
    /// played as `repetition` says); the animation's active duration when it has no track.
    @_spi(Compiler) public var activeDuration: Double {
        tracks.map { track in
            let span = track.span(in: self)
            return span.begin + repetition.activeDuration(of: span.duration)
        }.max()
            ?? repetition.activeDuration(of: duration)
    }

    /// When the animation has finished, in whole milliseconds after the step that started it: its
    /// `delay` plus its active duration (``activeDuration``: until its last track, sequenced or
    /// not, has ended), rounded up to the next
    /// whole millisecond unless it is one already (within a millionth of one, so that
    /// `0.1 + 0.2` seconds is 300). A timer written `after: animation` fires then: never before the
    /// last track has reached its end, and on the millisecond clock timers count in. Nil for an
    /// animation that repeats forever, which never finishes. (Beyond 10¹⁵ ms, some 30,000 years,
    /// it counts as 10¹⁵, so that no duration can overflow the count.)
    @_spi(Compiler) public var finishMilliseconds: Int? {
        guard !repetition.isForever else { return nil }
        let milliseconds = (delay + activeDuration) * 1000
        let nearest = milliseconds.rounded()
        let whole = abs(milliseconds - nearest) < 1e-6 ? nearest : milliseconds.rounded(.up)
        return Int(min(max(whole, 1), 1e15))
    }
}
