extension StateLook {
    /// A look a state shows instead of its own while a condition on the control's properties holds
    /// (`variants:` in the spec): complete like the state's look, so switching between them
    /// restores every aspect.
    public struct Variant: Hashable, Sendable {
        /// Where the condition's value is in `LookData.numbers`: not 0 while it holds. Generated
        /// machines compute it there, under the guard as written after `when: `.
        public var condition: String
        /// The look while the condition holds.
        public var look: StateLook

        /// The look `look` while `condition` holds.
        public init(condition: String, look: StateLook) {
            self.condition = condition
            self.look = look
        }
    }

    /// `look` with `variants`, the first whose condition holds chosen by `chosen(with:)` (how
    /// generated code gives a look its variants).
    @_spi(Generated) public static func varying(_ variants: [Variant], look: StateLook) -> StateLook {
        var varying = look
        varying.variants = variants
        return varying
    }

    /// The look of the first variant whose condition holds in `data`, or this look when none does;
    /// without variants either way.
    public func chosen(with data: LookData) -> StateLook {
        for variant in variants where (data.numbers[variant.condition] ?? 0) != 0 {
            return variant.look
        }
        guard !variants.isEmpty else { return self }
        var own = self
        own.variants = []
        return own
    }
}
