// The hand-written references of the dispatch benchmark: what a person writes for
// DispatchSpec's machine without ControlSpec. Produced by `bench hand-written-dispatch`;
// do not edit by hand.

/// Nested `switch`es that only move the state: what LLVM turns into lookup tables.
public struct HandMinimalDispatch50: Hashable, Sendable {
    /// The states, `s0` first.
    public enum State: Hashable, Sendable {
        case s0, s1, s2, s3, s4, s5, s6, s7, s8, s9
        case s10, s11, s12, s13, s14, s15, s16, s17, s18, s19
        case s20, s21, s22, s23, s24, s25, s26, s27, s28, s29
        case s30, s31, s32, s33, s34, s35, s36, s37, s38, s39
        case s40, s41, s42, s43, s44, s45, s46, s47, s48, s49
    }

    /// What the machine reacts to.
    public enum Event: Hashable, Sendable, CaseIterable {
        case e0, e1, e2, e3, e4, e5, e6, e7, e8, e9
    }

    /// The current state.
    public private(set) var state: State = .s0

    /// The machine in `s0`.
    public init() {}

    /// Moves to the state `event` leads to.
    public mutating func send(_ event: Event) {
        switch state {
        case .s0:
            switch event {
            case .e0:
                state = .s1
            case .e1:
                state = .s4
            case .e2:
                state = .s7
            case .e3:
                state = .s10
            case .e4:
                state = .s13
            case .e5:
                state = .s16
            case .e6:
                state = .s19
            case .e7:
                state = .s22
            case .e8:
                state = .s25
            case .e9:
                state = .s28
            }
        case .s1:
            switch event {
            case .e0:
                state = .s8
            case .e1:
                state = .s11
            case .e2:
                state = .s14
            case .e3:
                state = .s17
            case .e4:
                state = .s20
            case .e5:
                state = .s23
            case .e6:
                state = .s26
            case .e7:
                state = .s29
            case .e8:
                state = .s32
            case .e9:
                state = .s35
            }
        case .s2:
            switch event {
            case .e0:
                state = .s15
            case .e1:
                state = .s18
            case .e2:
                state = .s21
            case .e3:
                state = .s24
            case .e4:
                state = .s27
            case .e5:
                state = .s30
            case .e6:
                state = .s33
            case .e7:
                state = .s36
            case .e8:
                state = .s39
            case .e9:
                state = .s42
            }
        case .s3:
            switch event {
            case .e0:
                state = .s22
            case .e1:
                state = .s25
            case .e2:
                state = .s28
            case .e3:
                state = .s31
            case .e4:
                state = .s34
            case .e5:
                state = .s37
            case .e6:
                state = .s40
            case .e7:
                state = .s43
            case .e8:
                state = .s46
            case .e9:
                state = .s49
            }
        case .s4:
            switch event {
            case .e0:
                state = .s29
            case .e1:
                state = .s32
            case .e2:
                state = .s35
            case .e3:
                state = .s38
            case .e4:
                state = .s41
            case .e5:
                state = .s44
            case .e6:
                state = .s47
            case .e7:
                state = .s0
            case .e8:
                state = .s3
            case .e9:
                state = .s6
            }
        case .s5:
            switch event {
            case .e0:
                state = .s36
            case .e1:
                state = .s39
            case .e2:
                state = .s42
            case .e3:
                state = .s45
            case .e4:
                state = .s48
            case .e5:
                state = .s1
            case .e6:
                state = .s4
            case .e7:
                state = .s7
            case .e8:
                state = .s10
            case .e9:
                state = .s13
            }
        case .s6:
            switch event {
            case .e0:
                state = .s43
            case .e1:
                state = .s46
            case .e2:
                state = .s49
            case .e3:
                state = .s2
            case .e4:
                state = .s5
            case .e5:
                state = .s8
            case .e6:
                state = .s11
            case .e7:
                state = .s14
            case .e8:
                state = .s17
            case .e9:
                state = .s20
            }
        case .s7:
            switch event {
            case .e0:
                state = .s0
            case .e1:
                state = .s3
            case .e2:
                state = .s6
            case .e3:
                state = .s9
            case .e4:
                state = .s12
            case .e5:
                state = .s15
            case .e6:
                state = .s18
            case .e7:
                state = .s21
            case .e8:
                state = .s24
            case .e9:
                state = .s27
            }
        case .s8:
            switch event {
            case .e0:
                state = .s7
            case .e1:
                state = .s10
            case .e2:
                state = .s13
            case .e3:
                state = .s16
            case .e4:
                state = .s19
            case .e5:
                state = .s22
            case .e6:
                state = .s25
            case .e7:
                state = .s28
            case .e8:
                state = .s31
            case .e9:
                state = .s34
            }
        case .s9:
            switch event {
            case .e0:
                state = .s14
            case .e1:
                state = .s17
            case .e2:
                state = .s20
            case .e3:
                state = .s23
            case .e4:
                state = .s26
            case .e5:
                state = .s29
            case .e6:
                state = .s32
            case .e7:
                state = .s35
            case .e8:
                state = .s38
            case .e9:
                state = .s41
            }
        case .s10:
            switch event {
            case .e0:
                state = .s21
            case .e1:
                state = .s24
            case .e2:
                state = .s27
            case .e3:
                state = .s30
            case .e4:
                state = .s33
            case .e5:
                state = .s36
            case .e6:
                state = .s39
            case .e7:
                state = .s42
            case .e8:
                state = .s45
            case .e9:
                state = .s48
            }
        case .s11:
            switch event {
            case .e0:
                state = .s28
            case .e1:
                state = .s31
            case .e2:
                state = .s34
            case .e3:
                state = .s37
            case .e4:
                state = .s40
            case .e5:
                state = .s43
            case .e6:
                state = .s46
            case .e7:
                state = .s49
            case .e8:
                state = .s2
            case .e9:
                state = .s5
            }
        case .s12:
            switch event {
            case .e0:
                state = .s35
            case .e1:
                state = .s38
            case .e2:
                state = .s41
            case .e3:
                state = .s44
            case .e4:
                state = .s47
            case .e5:
                state = .s0
            case .e6:
                state = .s3
            case .e7:
                state = .s6
            case .e8:
                state = .s9
            case .e9:
                state = .s12
            }
        case .s13:
            switch event {
            case .e0:
                state = .s42
            case .e1:
                state = .s45
            case .e2:
                state = .s48
            case .e3:
                state = .s1
            case .e4:
                state = .s4
            case .e5:
                state = .s7
            case .e6:
                state = .s10
            case .e7:
                state = .s13
            case .e8:
                state = .s16
            case .e9:
                state = .s19
            }
        case .s14:
            switch event {
            case .e0:
                state = .s49
            case .e1:
                state = .s2
            case .e2:
                state = .s5
            case .e3:
                state = .s8
            case .e4:
                state = .s11
            case .e5:
                state = .s14
            case .e6:
                state = .s17
            case .e7:
                state = .s20
            case .e8:
                state = .s23
            case .e9:
                state = .s26
            }
        case .s15:
            switch event {
            case .e0:
                state = .s6
            case .e1:
                state = .s9
            case .e2:
                state = .s12
            case .e3:
                state = .s15
            case .e4:
                state = .s18
            case .e5:
                state = .s21
            case .e6:
                state = .s24
            case .e7:
                state = .s27
            case .e8:
                state = .s30
            case .e9:
                state = .s33
            }
        case .s16:
            switch event {
            case .e0:
                state = .s13
            case .e1:
                state = .s16
            case .e2:
                state = .s19
            case .e3:
                state = .s22
            case .e4:
                state = .s25
            case .e5:
                state = .s28
            case .e6:
                state = .s31
            case .e7:
                state = .s34
            case .e8:
                state = .s37
            case .e9:
                state = .s40
            }
        case .s17:
            switch event {
            case .e0:
                state = .s20
            case .e1:
                state = .s23
            case .e2:
                state = .s26
            case .e3:
                state = .s29
            case .e4:
                state = .s32
            case .e5:
                state = .s35
            case .e6:
                state = .s38
            case .e7:
                state = .s41
            case .e8:
                state = .s44
            case .e9:
                state = .s47
            }
        case .s18:
            switch event {
            case .e0:
                state = .s27
            case .e1:
                state = .s30
            case .e2:
                state = .s33
            case .e3:
                state = .s36
            case .e4:
                state = .s39
            case .e5:
                state = .s42
            case .e6:
                state = .s45
            case .e7:
                state = .s48
            case .e8:
                state = .s1
            case .e9:
                state = .s4
            }
        case .s19:
            switch event {
            case .e0:
                state = .s34
            case .e1:
                state = .s37
            case .e2:
                state = .s40
            case .e3:
                state = .s43
            case .e4:
                state = .s46
            case .e5:
                state = .s49
            case .e6:
                state = .s2
            case .e7:
                state = .s5
            case .e8:
                state = .s8
            case .e9:
                state = .s11
            }
        case .s20:
            switch event {
            case .e0:
                state = .s41
            case .e1:
                state = .s44
            case .e2:
                state = .s47
            case .e3:
                state = .s0
            case .e4:
                state = .s3
            case .e5:
                state = .s6
            case .e6:
                state = .s9
            case .e7:
                state = .s12
            case .e8:
                state = .s15
            case .e9:
                state = .s18
            }
        case .s21:
            switch event {
            case .e0:
                state = .s48
            case .e1:
                state = .s1
            case .e2:
                state = .s4
            case .e3:
                state = .s7
            case .e4:
                state = .s10
            case .e5:
                state = .s13
            case .e6:
                state = .s16
            case .e7:
                state = .s19
            case .e8:
                state = .s22
            case .e9:
                state = .s25
            }
        case .s22:
            switch event {
            case .e0:
                state = .s5
            case .e1:
                state = .s8
            case .e2:
                state = .s11
            case .e3:
                state = .s14
            case .e4:
                state = .s17
            case .e5:
                state = .s20
            case .e6:
                state = .s23
            case .e7:
                state = .s26
            case .e8:
                state = .s29
            case .e9:
                state = .s32
            }
        case .s23:
            switch event {
            case .e0:
                state = .s12
            case .e1:
                state = .s15
            case .e2:
                state = .s18
            case .e3:
                state = .s21
            case .e4:
                state = .s24
            case .e5:
                state = .s27
            case .e6:
                state = .s30
            case .e7:
                state = .s33
            case .e8:
                state = .s36
            case .e9:
                state = .s39
            }
        case .s24:
            switch event {
            case .e0:
                state = .s19
            case .e1:
                state = .s22
            case .e2:
                state = .s25
            case .e3:
                state = .s28
            case .e4:
                state = .s31
            case .e5:
                state = .s34
            case .e6:
                state = .s37
            case .e7:
                state = .s40
            case .e8:
                state = .s43
            case .e9:
                state = .s46
            }
        case .s25:
            switch event {
            case .e0:
                state = .s26
            case .e1:
                state = .s29
            case .e2:
                state = .s32
            case .e3:
                state = .s35
            case .e4:
                state = .s38
            case .e5:
                state = .s41
            case .e6:
                state = .s44
            case .e7:
                state = .s47
            case .e8:
                state = .s0
            case .e9:
                state = .s3
            }
        case .s26:
            switch event {
            case .e0:
                state = .s33
            case .e1:
                state = .s36
            case .e2:
                state = .s39
            case .e3:
                state = .s42
            case .e4:
                state = .s45
            case .e5:
                state = .s48
            case .e6:
                state = .s1
            case .e7:
                state = .s4
            case .e8:
                state = .s7
            case .e9:
                state = .s10
            }
        case .s27:
            switch event {
            case .e0:
                state = .s40
            case .e1:
                state = .s43
            case .e2:
                state = .s46
            case .e3:
                state = .s49
            case .e4:
                state = .s2
            case .e5:
                state = .s5
            case .e6:
                state = .s8
            case .e7:
                state = .s11
            case .e8:
                state = .s14
            case .e9:
                state = .s17
            }
        case .s28:
            switch event {
            case .e0:
                state = .s47
            case .e1:
                state = .s0
            case .e2:
                state = .s3
            case .e3:
                state = .s6
            case .e4:
                state = .s9
            case .e5:
                state = .s12
            case .e6:
                state = .s15
            case .e7:
                state = .s18
            case .e8:
                state = .s21
            case .e9:
                state = .s24
            }
        case .s29:
            switch event {
            case .e0:
                state = .s4
            case .e1:
                state = .s7
            case .e2:
                state = .s10
            case .e3:
                state = .s13
            case .e4:
                state = .s16
            case .e5:
                state = .s19
            case .e6:
                state = .s22
            case .e7:
                state = .s25
            case .e8:
                state = .s28
            case .e9:
                state = .s31
            }
        case .s30:
            switch event {
            case .e0:
                state = .s11
            case .e1:
                state = .s14
            case .e2:
                state = .s17
            case .e3:
                state = .s20
            case .e4:
                state = .s23
            case .e5:
                state = .s26
            case .e6:
                state = .s29
            case .e7:
                state = .s32
            case .e8:
                state = .s35
            case .e9:
                state = .s38
            }
        case .s31:
            switch event {
            case .e0:
                state = .s18
            case .e1:
                state = .s21
            case .e2:
                state = .s24
            case .e3:
                state = .s27
            case .e4:
                state = .s30
            case .e5:
                state = .s33
            case .e6:
                state = .s36
            case .e7:
                state = .s39
            case .e8:
                state = .s42
            case .e9:
                state = .s45
            }
        case .s32:
            switch event {
            case .e0:
                state = .s25
            case .e1:
                state = .s28
            case .e2:
                state = .s31
            case .e3:
                state = .s34
            case .e4:
                state = .s37
            case .e5:
                state = .s40
            case .e6:
                state = .s43
            case .e7:
                state = .s46
            case .e8:
                state = .s49
            case .e9:
                state = .s2
            }
        case .s33:
            switch event {
            case .e0:
                state = .s32
            case .e1:
                state = .s35
            case .e2:
                state = .s38
            case .e3:
                state = .s41
            case .e4:
                state = .s44
            case .e5:
                state = .s47
            case .e6:
                state = .s0
            case .e7:
                state = .s3
            case .e8:
                state = .s6
            case .e9:
                state = .s9
            }
        case .s34:
            switch event {
            case .e0:
                state = .s39
            case .e1:
                state = .s42
            case .e2:
                state = .s45
            case .e3:
                state = .s48
            case .e4:
                state = .s1
            case .e5:
                state = .s4
            case .e6:
                state = .s7
            case .e7:
                state = .s10
            case .e8:
                state = .s13
            case .e9:
                state = .s16
            }
        case .s35:
            switch event {
            case .e0:
                state = .s46
            case .e1:
                state = .s49
            case .e2:
                state = .s2
            case .e3:
                state = .s5
            case .e4:
                state = .s8
            case .e5:
                state = .s11
            case .e6:
                state = .s14
            case .e7:
                state = .s17
            case .e8:
                state = .s20
            case .e9:
                state = .s23
            }
        case .s36:
            switch event {
            case .e0:
                state = .s3
            case .e1:
                state = .s6
            case .e2:
                state = .s9
            case .e3:
                state = .s12
            case .e4:
                state = .s15
            case .e5:
                state = .s18
            case .e6:
                state = .s21
            case .e7:
                state = .s24
            case .e8:
                state = .s27
            case .e9:
                state = .s30
            }
        case .s37:
            switch event {
            case .e0:
                state = .s10
            case .e1:
                state = .s13
            case .e2:
                state = .s16
            case .e3:
                state = .s19
            case .e4:
                state = .s22
            case .e5:
                state = .s25
            case .e6:
                state = .s28
            case .e7:
                state = .s31
            case .e8:
                state = .s34
            case .e9:
                state = .s37
            }
        case .s38:
            switch event {
            case .e0:
                state = .s17
            case .e1:
                state = .s20
            case .e2:
                state = .s23
            case .e3:
                state = .s26
            case .e4:
                state = .s29
            case .e5:
                state = .s32
            case .e6:
                state = .s35
            case .e7:
                state = .s38
            case .e8:
                state = .s41
            case .e9:
                state = .s44
            }
        case .s39:
            switch event {
            case .e0:
                state = .s24
            case .e1:
                state = .s27
            case .e2:
                state = .s30
            case .e3:
                state = .s33
            case .e4:
                state = .s36
            case .e5:
                state = .s39
            case .e6:
                state = .s42
            case .e7:
                state = .s45
            case .e8:
                state = .s48
            case .e9:
                state = .s1
            }
        case .s40:
            switch event {
            case .e0:
                state = .s31
            case .e1:
                state = .s34
            case .e2:
                state = .s37
            case .e3:
                state = .s40
            case .e4:
                state = .s43
            case .e5:
                state = .s46
            case .e6:
                state = .s49
            case .e7:
                state = .s2
            case .e8:
                state = .s5
            case .e9:
                state = .s8
            }
        case .s41:
            switch event {
            case .e0:
                state = .s38
            case .e1:
                state = .s41
            case .e2:
                state = .s44
            case .e3:
                state = .s47
            case .e4:
                state = .s0
            case .e5:
                state = .s3
            case .e6:
                state = .s6
            case .e7:
                state = .s9
            case .e8:
                state = .s12
            case .e9:
                state = .s15
            }
        case .s42:
            switch event {
            case .e0:
                state = .s45
            case .e1:
                state = .s48
            case .e2:
                state = .s1
            case .e3:
                state = .s4
            case .e4:
                state = .s7
            case .e5:
                state = .s10
            case .e6:
                state = .s13
            case .e7:
                state = .s16
            case .e8:
                state = .s19
            case .e9:
                state = .s22
            }
        case .s43:
            switch event {
            case .e0:
                state = .s2
            case .e1:
                state = .s5
            case .e2:
                state = .s8
            case .e3:
                state = .s11
            case .e4:
                state = .s14
            case .e5:
                state = .s17
            case .e6:
                state = .s20
            case .e7:
                state = .s23
            case .e8:
                state = .s26
            case .e9:
                state = .s29
            }
        case .s44:
            switch event {
            case .e0:
                state = .s9
            case .e1:
                state = .s12
            case .e2:
                state = .s15
            case .e3:
                state = .s18
            case .e4:
                state = .s21
            case .e5:
                state = .s24
            case .e6:
                state = .s27
            case .e7:
                state = .s30
            case .e8:
                state = .s33
            case .e9:
                state = .s36
            }
        case .s45:
            switch event {
            case .e0:
                state = .s16
            case .e1:
                state = .s19
            case .e2:
                state = .s22
            case .e3:
                state = .s25
            case .e4:
                state = .s28
            case .e5:
                state = .s31
            case .e6:
                state = .s34
            case .e7:
                state = .s37
            case .e8:
                state = .s40
            case .e9:
                state = .s43
            }
        case .s46:
            switch event {
            case .e0:
                state = .s23
            case .e1:
                state = .s26
            case .e2:
                state = .s29
            case .e3:
                state = .s32
            case .e4:
                state = .s35
            case .e5:
                state = .s38
            case .e6:
                state = .s41
            case .e7:
                state = .s44
            case .e8:
                state = .s47
            case .e9:
                state = .s0
            }
        case .s47:
            switch event {
            case .e0:
                state = .s30
            case .e1:
                state = .s33
            case .e2:
                state = .s36
            case .e3:
                state = .s39
            case .e4:
                state = .s42
            case .e5:
                state = .s45
            case .e6:
                state = .s48
            case .e7:
                state = .s1
            case .e8:
                state = .s4
            case .e9:
                state = .s7
            }
        case .s48:
            switch event {
            case .e0:
                state = .s37
            case .e1:
                state = .s40
            case .e2:
                state = .s43
            case .e3:
                state = .s46
            case .e4:
                state = .s49
            case .e5:
                state = .s2
            case .e6:
                state = .s5
            case .e7:
                state = .s8
            case .e8:
                state = .s11
            case .e9:
                state = .s14
            }
        case .s49:
            switch event {
            case .e0:
                state = .s44
            case .e1:
                state = .s47
            case .e2:
                state = .s0
            case .e3:
                state = .s3
            case .e4:
                state = .s6
            case .e5:
                state = .s9
            case .e6:
                state = .s12
            case .e7:
                state = .s15
            case .e8:
                state = .s18
            case .e9:
                state = .s21
            }
        }
    }
}

/// Nested `switch`es that return the index of the transition that fired.
public struct HandInformedDispatch50: Hashable, Sendable {
    /// The states, `s0` first.
    public enum State: Hashable, Sendable {
        case s0, s1, s2, s3, s4, s5, s6, s7, s8, s9
        case s10, s11, s12, s13, s14, s15, s16, s17, s18, s19
        case s20, s21, s22, s23, s24, s25, s26, s27, s28, s29
        case s30, s31, s32, s33, s34, s35, s36, s37, s38, s39
        case s40, s41, s42, s43, s44, s45, s46, s47, s48, s49
    }

    /// What the machine reacts to.
    public enum Event: Hashable, Sendable, CaseIterable {
        case e0, e1, e2, e3, e4, e5, e6, e7, e8, e9
    }

    /// The current state.
    public private(set) var state: State = .s0

    /// The machine in `s0`.
    public init() {}

    /// Moves to the state `event` leads to; returns the index of the transition that fired.
    @discardableResult
    public mutating func send(_ event: Event) -> Int? {
        switch state {
        case .s0:
            switch event {
            case .e0:
                state = .s1
                return 0
            case .e1:
                state = .s4
                return 1
            case .e2:
                state = .s7
                return 2
            case .e3:
                state = .s10
                return 3
            case .e4:
                state = .s13
                return 4
            case .e5:
                state = .s16
                return 5
            case .e6:
                state = .s19
                return 6
            case .e7:
                state = .s22
                return 7
            case .e8:
                state = .s25
                return 8
            case .e9:
                state = .s28
                return 9
            }
        case .s1:
            switch event {
            case .e0:
                state = .s8
                return 10
            case .e1:
                state = .s11
                return 11
            case .e2:
                state = .s14
                return 12
            case .e3:
                state = .s17
                return 13
            case .e4:
                state = .s20
                return 14
            case .e5:
                state = .s23
                return 15
            case .e6:
                state = .s26
                return 16
            case .e7:
                state = .s29
                return 17
            case .e8:
                state = .s32
                return 18
            case .e9:
                state = .s35
                return 19
            }
        case .s2:
            switch event {
            case .e0:
                state = .s15
                return 20
            case .e1:
                state = .s18
                return 21
            case .e2:
                state = .s21
                return 22
            case .e3:
                state = .s24
                return 23
            case .e4:
                state = .s27
                return 24
            case .e5:
                state = .s30
                return 25
            case .e6:
                state = .s33
                return 26
            case .e7:
                state = .s36
                return 27
            case .e8:
                state = .s39
                return 28
            case .e9:
                state = .s42
                return 29
            }
        case .s3:
            switch event {
            case .e0:
                state = .s22
                return 30
            case .e1:
                state = .s25
                return 31
            case .e2:
                state = .s28
                return 32
            case .e3:
                state = .s31
                return 33
            case .e4:
                state = .s34
                return 34
            case .e5:
                state = .s37
                return 35
            case .e6:
                state = .s40
                return 36
            case .e7:
                state = .s43
                return 37
            case .e8:
                state = .s46
                return 38
            case .e9:
                state = .s49
                return 39
            }
        case .s4:
            switch event {
            case .e0:
                state = .s29
                return 40
            case .e1:
                state = .s32
                return 41
            case .e2:
                state = .s35
                return 42
            case .e3:
                state = .s38
                return 43
            case .e4:
                state = .s41
                return 44
            case .e5:
                state = .s44
                return 45
            case .e6:
                state = .s47
                return 46
            case .e7:
                state = .s0
                return 47
            case .e8:
                state = .s3
                return 48
            case .e9:
                state = .s6
                return 49
            }
        case .s5:
            switch event {
            case .e0:
                state = .s36
                return 50
            case .e1:
                state = .s39
                return 51
            case .e2:
                state = .s42
                return 52
            case .e3:
                state = .s45
                return 53
            case .e4:
                state = .s48
                return 54
            case .e5:
                state = .s1
                return 55
            case .e6:
                state = .s4
                return 56
            case .e7:
                state = .s7
                return 57
            case .e8:
                state = .s10
                return 58
            case .e9:
                state = .s13
                return 59
            }
        case .s6:
            switch event {
            case .e0:
                state = .s43
                return 60
            case .e1:
                state = .s46
                return 61
            case .e2:
                state = .s49
                return 62
            case .e3:
                state = .s2
                return 63
            case .e4:
                state = .s5
                return 64
            case .e5:
                state = .s8
                return 65
            case .e6:
                state = .s11
                return 66
            case .e7:
                state = .s14
                return 67
            case .e8:
                state = .s17
                return 68
            case .e9:
                state = .s20
                return 69
            }
        case .s7:
            switch event {
            case .e0:
                state = .s0
                return 70
            case .e1:
                state = .s3
                return 71
            case .e2:
                state = .s6
                return 72
            case .e3:
                state = .s9
                return 73
            case .e4:
                state = .s12
                return 74
            case .e5:
                state = .s15
                return 75
            case .e6:
                state = .s18
                return 76
            case .e7:
                state = .s21
                return 77
            case .e8:
                state = .s24
                return 78
            case .e9:
                state = .s27
                return 79
            }
        case .s8:
            switch event {
            case .e0:
                state = .s7
                return 80
            case .e1:
                state = .s10
                return 81
            case .e2:
                state = .s13
                return 82
            case .e3:
                state = .s16
                return 83
            case .e4:
                state = .s19
                return 84
            case .e5:
                state = .s22
                return 85
            case .e6:
                state = .s25
                return 86
            case .e7:
                state = .s28
                return 87
            case .e8:
                state = .s31
                return 88
            case .e9:
                state = .s34
                return 89
            }
        case .s9:
            switch event {
            case .e0:
                state = .s14
                return 90
            case .e1:
                state = .s17
                return 91
            case .e2:
                state = .s20
                return 92
            case .e3:
                state = .s23
                return 93
            case .e4:
                state = .s26
                return 94
            case .e5:
                state = .s29
                return 95
            case .e6:
                state = .s32
                return 96
            case .e7:
                state = .s35
                return 97
            case .e8:
                state = .s38
                return 98
            case .e9:
                state = .s41
                return 99
            }
        case .s10:
            switch event {
            case .e0:
                state = .s21
                return 100
            case .e1:
                state = .s24
                return 101
            case .e2:
                state = .s27
                return 102
            case .e3:
                state = .s30
                return 103
            case .e4:
                state = .s33
                return 104
            case .e5:
                state = .s36
                return 105
            case .e6:
                state = .s39
                return 106
            case .e7:
                state = .s42
                return 107
            case .e8:
                state = .s45
                return 108
            case .e9:
                state = .s48
                return 109
            }
        case .s11:
            switch event {
            case .e0:
                state = .s28
                return 110
            case .e1:
                state = .s31
                return 111
            case .e2:
                state = .s34
                return 112
            case .e3:
                state = .s37
                return 113
            case .e4:
                state = .s40
                return 114
            case .e5:
                state = .s43
                return 115
            case .e6:
                state = .s46
                return 116
            case .e7:
                state = .s49
                return 117
            case .e8:
                state = .s2
                return 118
            case .e9:
                state = .s5
                return 119
            }
        case .s12:
            switch event {
            case .e0:
                state = .s35
                return 120
            case .e1:
                state = .s38
                return 121
            case .e2:
                state = .s41
                return 122
            case .e3:
                state = .s44
                return 123
            case .e4:
                state = .s47
                return 124
            case .e5:
                state = .s0
                return 125
            case .e6:
                state = .s3
                return 126
            case .e7:
                state = .s6
                return 127
            case .e8:
                state = .s9
                return 128
            case .e9:
                state = .s12
                return 129
            }
        case .s13:
            switch event {
            case .e0:
                state = .s42
                return 130
            case .e1:
                state = .s45
                return 131
            case .e2:
                state = .s48
                return 132
            case .e3:
                state = .s1
                return 133
            case .e4:
                state = .s4
                return 134
            case .e5:
                state = .s7
                return 135
            case .e6:
                state = .s10
                return 136
            case .e7:
                state = .s13
                return 137
            case .e8:
                state = .s16
                return 138
            case .e9:
                state = .s19
                return 139
            }
        case .s14:
            switch event {
            case .e0:
                state = .s49
                return 140
            case .e1:
                state = .s2
                return 141
            case .e2:
                state = .s5
                return 142
            case .e3:
                state = .s8
                return 143
            case .e4:
                state = .s11
                return 144
            case .e5:
                state = .s14
                return 145
            case .e6:
                state = .s17
                return 146
            case .e7:
                state = .s20
                return 147
            case .e8:
                state = .s23
                return 148
            case .e9:
                state = .s26
                return 149
            }
        case .s15:
            switch event {
            case .e0:
                state = .s6
                return 150
            case .e1:
                state = .s9
                return 151
            case .e2:
                state = .s12
                return 152
            case .e3:
                state = .s15
                return 153
            case .e4:
                state = .s18
                return 154
            case .e5:
                state = .s21
                return 155
            case .e6:
                state = .s24
                return 156
            case .e7:
                state = .s27
                return 157
            case .e8:
                state = .s30
                return 158
            case .e9:
                state = .s33
                return 159
            }
        case .s16:
            switch event {
            case .e0:
                state = .s13
                return 160
            case .e1:
                state = .s16
                return 161
            case .e2:
                state = .s19
                return 162
            case .e3:
                state = .s22
                return 163
            case .e4:
                state = .s25
                return 164
            case .e5:
                state = .s28
                return 165
            case .e6:
                state = .s31
                return 166
            case .e7:
                state = .s34
                return 167
            case .e8:
                state = .s37
                return 168
            case .e9:
                state = .s40
                return 169
            }
        case .s17:
            switch event {
            case .e0:
                state = .s20
                return 170
            case .e1:
                state = .s23
                return 171
            case .e2:
                state = .s26
                return 172
            case .e3:
                state = .s29
                return 173
            case .e4:
                state = .s32
                return 174
            case .e5:
                state = .s35
                return 175
            case .e6:
                state = .s38
                return 176
            case .e7:
                state = .s41
                return 177
            case .e8:
                state = .s44
                return 178
            case .e9:
                state = .s47
                return 179
            }
        case .s18:
            switch event {
            case .e0:
                state = .s27
                return 180
            case .e1:
                state = .s30
                return 181
            case .e2:
                state = .s33
                return 182
            case .e3:
                state = .s36
                return 183
            case .e4:
                state = .s39
                return 184
            case .e5:
                state = .s42
                return 185
            case .e6:
                state = .s45
                return 186
            case .e7:
                state = .s48
                return 187
            case .e8:
                state = .s1
                return 188
            case .e9:
                state = .s4
                return 189
            }
        case .s19:
            switch event {
            case .e0:
                state = .s34
                return 190
            case .e1:
                state = .s37
                return 191
            case .e2:
                state = .s40
                return 192
            case .e3:
                state = .s43
                return 193
            case .e4:
                state = .s46
                return 194
            case .e5:
                state = .s49
                return 195
            case .e6:
                state = .s2
                return 196
            case .e7:
                state = .s5
                return 197
            case .e8:
                state = .s8
                return 198
            case .e9:
                state = .s11
                return 199
            }
        case .s20:
            switch event {
            case .e0:
                state = .s41
                return 200
            case .e1:
                state = .s44
                return 201
            case .e2:
                state = .s47
                return 202
            case .e3:
                state = .s0
                return 203
            case .e4:
                state = .s3
                return 204
            case .e5:
                state = .s6
                return 205
            case .e6:
                state = .s9
                return 206
            case .e7:
                state = .s12
                return 207
            case .e8:
                state = .s15
                return 208
            case .e9:
                state = .s18
                return 209
            }
        case .s21:
            switch event {
            case .e0:
                state = .s48
                return 210
            case .e1:
                state = .s1
                return 211
            case .e2:
                state = .s4
                return 212
            case .e3:
                state = .s7
                return 213
            case .e4:
                state = .s10
                return 214
            case .e5:
                state = .s13
                return 215
            case .e6:
                state = .s16
                return 216
            case .e7:
                state = .s19
                return 217
            case .e8:
                state = .s22
                return 218
            case .e9:
                state = .s25
                return 219
            }
        case .s22:
            switch event {
            case .e0:
                state = .s5
                return 220
            case .e1:
                state = .s8
                return 221
            case .e2:
                state = .s11
                return 222
            case .e3:
                state = .s14
                return 223
            case .e4:
                state = .s17
                return 224
            case .e5:
                state = .s20
                return 225
            case .e6:
                state = .s23
                return 226
            case .e7:
                state = .s26
                return 227
            case .e8:
                state = .s29
                return 228
            case .e9:
                state = .s32
                return 229
            }
        case .s23:
            switch event {
            case .e0:
                state = .s12
                return 230
            case .e1:
                state = .s15
                return 231
            case .e2:
                state = .s18
                return 232
            case .e3:
                state = .s21
                return 233
            case .e4:
                state = .s24
                return 234
            case .e5:
                state = .s27
                return 235
            case .e6:
                state = .s30
                return 236
            case .e7:
                state = .s33
                return 237
            case .e8:
                state = .s36
                return 238
            case .e9:
                state = .s39
                return 239
            }
        case .s24:
            switch event {
            case .e0:
                state = .s19
                return 240
            case .e1:
                state = .s22
                return 241
            case .e2:
                state = .s25
                return 242
            case .e3:
                state = .s28
                return 243
            case .e4:
                state = .s31
                return 244
            case .e5:
                state = .s34
                return 245
            case .e6:
                state = .s37
                return 246
            case .e7:
                state = .s40
                return 247
            case .e8:
                state = .s43
                return 248
            case .e9:
                state = .s46
                return 249
            }
        case .s25:
            switch event {
            case .e0:
                state = .s26
                return 250
            case .e1:
                state = .s29
                return 251
            case .e2:
                state = .s32
                return 252
            case .e3:
                state = .s35
                return 253
            case .e4:
                state = .s38
                return 254
            case .e5:
                state = .s41
                return 255
            case .e6:
                state = .s44
                return 256
            case .e7:
                state = .s47
                return 257
            case .e8:
                state = .s0
                return 258
            case .e9:
                state = .s3
                return 259
            }
        case .s26:
            switch event {
            case .e0:
                state = .s33
                return 260
            case .e1:
                state = .s36
                return 261
            case .e2:
                state = .s39
                return 262
            case .e3:
                state = .s42
                return 263
            case .e4:
                state = .s45
                return 264
            case .e5:
                state = .s48
                return 265
            case .e6:
                state = .s1
                return 266
            case .e7:
                state = .s4
                return 267
            case .e8:
                state = .s7
                return 268
            case .e9:
                state = .s10
                return 269
            }
        case .s27:
            switch event {
            case .e0:
                state = .s40
                return 270
            case .e1:
                state = .s43
                return 271
            case .e2:
                state = .s46
                return 272
            case .e3:
                state = .s49
                return 273
            case .e4:
                state = .s2
                return 274
            case .e5:
                state = .s5
                return 275
            case .e6:
                state = .s8
                return 276
            case .e7:
                state = .s11
                return 277
            case .e8:
                state = .s14
                return 278
            case .e9:
                state = .s17
                return 279
            }
        case .s28:
            switch event {
            case .e0:
                state = .s47
                return 280
            case .e1:
                state = .s0
                return 281
            case .e2:
                state = .s3
                return 282
            case .e3:
                state = .s6
                return 283
            case .e4:
                state = .s9
                return 284
            case .e5:
                state = .s12
                return 285
            case .e6:
                state = .s15
                return 286
            case .e7:
                state = .s18
                return 287
            case .e8:
                state = .s21
                return 288
            case .e9:
                state = .s24
                return 289
            }
        case .s29:
            switch event {
            case .e0:
                state = .s4
                return 290
            case .e1:
                state = .s7
                return 291
            case .e2:
                state = .s10
                return 292
            case .e3:
                state = .s13
                return 293
            case .e4:
                state = .s16
                return 294
            case .e5:
                state = .s19
                return 295
            case .e6:
                state = .s22
                return 296
            case .e7:
                state = .s25
                return 297
            case .e8:
                state = .s28
                return 298
            case .e9:
                state = .s31
                return 299
            }
        case .s30:
            switch event {
            case .e0:
                state = .s11
                return 300
            case .e1:
                state = .s14
                return 301
            case .e2:
                state = .s17
                return 302
            case .e3:
                state = .s20
                return 303
            case .e4:
                state = .s23
                return 304
            case .e5:
                state = .s26
                return 305
            case .e6:
                state = .s29
                return 306
            case .e7:
                state = .s32
                return 307
            case .e8:
                state = .s35
                return 308
            case .e9:
                state = .s38
                return 309
            }
        case .s31:
            switch event {
            case .e0:
                state = .s18
                return 310
            case .e1:
                state = .s21
                return 311
            case .e2:
                state = .s24
                return 312
            case .e3:
                state = .s27
                return 313
            case .e4:
                state = .s30
                return 314
            case .e5:
                state = .s33
                return 315
            case .e6:
                state = .s36
                return 316
            case .e7:
                state = .s39
                return 317
            case .e8:
                state = .s42
                return 318
            case .e9:
                state = .s45
                return 319
            }
        case .s32:
            switch event {
            case .e0:
                state = .s25
                return 320
            case .e1:
                state = .s28
                return 321
            case .e2:
                state = .s31
                return 322
            case .e3:
                state = .s34
                return 323
            case .e4:
                state = .s37
                return 324
            case .e5:
                state = .s40
                return 325
            case .e6:
                state = .s43
                return 326
            case .e7:
                state = .s46
                return 327
            case .e8:
                state = .s49
                return 328
            case .e9:
                state = .s2
                return 329
            }
        case .s33:
            switch event {
            case .e0:
                state = .s32
                return 330
            case .e1:
                state = .s35
                return 331
            case .e2:
                state = .s38
                return 332
            case .e3:
                state = .s41
                return 333
            case .e4:
                state = .s44
                return 334
            case .e5:
                state = .s47
                return 335
            case .e6:
                state = .s0
                return 336
            case .e7:
                state = .s3
                return 337
            case .e8:
                state = .s6
                return 338
            case .e9:
                state = .s9
                return 339
            }
        case .s34:
            switch event {
            case .e0:
                state = .s39
                return 340
            case .e1:
                state = .s42
                return 341
            case .e2:
                state = .s45
                return 342
            case .e3:
                state = .s48
                return 343
            case .e4:
                state = .s1
                return 344
            case .e5:
                state = .s4
                return 345
            case .e6:
                state = .s7
                return 346
            case .e7:
                state = .s10
                return 347
            case .e8:
                state = .s13
                return 348
            case .e9:
                state = .s16
                return 349
            }
        case .s35:
            switch event {
            case .e0:
                state = .s46
                return 350
            case .e1:
                state = .s49
                return 351
            case .e2:
                state = .s2
                return 352
            case .e3:
                state = .s5
                return 353
            case .e4:
                state = .s8
                return 354
            case .e5:
                state = .s11
                return 355
            case .e6:
                state = .s14
                return 356
            case .e7:
                state = .s17
                return 357
            case .e8:
                state = .s20
                return 358
            case .e9:
                state = .s23
                return 359
            }
        case .s36:
            switch event {
            case .e0:
                state = .s3
                return 360
            case .e1:
                state = .s6
                return 361
            case .e2:
                state = .s9
                return 362
            case .e3:
                state = .s12
                return 363
            case .e4:
                state = .s15
                return 364
            case .e5:
                state = .s18
                return 365
            case .e6:
                state = .s21
                return 366
            case .e7:
                state = .s24
                return 367
            case .e8:
                state = .s27
                return 368
            case .e9:
                state = .s30
                return 369
            }
        case .s37:
            switch event {
            case .e0:
                state = .s10
                return 370
            case .e1:
                state = .s13
                return 371
            case .e2:
                state = .s16
                return 372
            case .e3:
                state = .s19
                return 373
            case .e4:
                state = .s22
                return 374
            case .e5:
                state = .s25
                return 375
            case .e6:
                state = .s28
                return 376
            case .e7:
                state = .s31
                return 377
            case .e8:
                state = .s34
                return 378
            case .e9:
                state = .s37
                return 379
            }
        case .s38:
            switch event {
            case .e0:
                state = .s17
                return 380
            case .e1:
                state = .s20
                return 381
            case .e2:
                state = .s23
                return 382
            case .e3:
                state = .s26
                return 383
            case .e4:
                state = .s29
                return 384
            case .e5:
                state = .s32
                return 385
            case .e6:
                state = .s35
                return 386
            case .e7:
                state = .s38
                return 387
            case .e8:
                state = .s41
                return 388
            case .e9:
                state = .s44
                return 389
            }
        case .s39:
            switch event {
            case .e0:
                state = .s24
                return 390
            case .e1:
                state = .s27
                return 391
            case .e2:
                state = .s30
                return 392
            case .e3:
                state = .s33
                return 393
            case .e4:
                state = .s36
                return 394
            case .e5:
                state = .s39
                return 395
            case .e6:
                state = .s42
                return 396
            case .e7:
                state = .s45
                return 397
            case .e8:
                state = .s48
                return 398
            case .e9:
                state = .s1
                return 399
            }
        case .s40:
            switch event {
            case .e0:
                state = .s31
                return 400
            case .e1:
                state = .s34
                return 401
            case .e2:
                state = .s37
                return 402
            case .e3:
                state = .s40
                return 403
            case .e4:
                state = .s43
                return 404
            case .e5:
                state = .s46
                return 405
            case .e6:
                state = .s49
                return 406
            case .e7:
                state = .s2
                return 407
            case .e8:
                state = .s5
                return 408
            case .e9:
                state = .s8
                return 409
            }
        case .s41:
            switch event {
            case .e0:
                state = .s38
                return 410
            case .e1:
                state = .s41
                return 411
            case .e2:
                state = .s44
                return 412
            case .e3:
                state = .s47
                return 413
            case .e4:
                state = .s0
                return 414
            case .e5:
                state = .s3
                return 415
            case .e6:
                state = .s6
                return 416
            case .e7:
                state = .s9
                return 417
            case .e8:
                state = .s12
                return 418
            case .e9:
                state = .s15
                return 419
            }
        case .s42:
            switch event {
            case .e0:
                state = .s45
                return 420
            case .e1:
                state = .s48
                return 421
            case .e2:
                state = .s1
                return 422
            case .e3:
                state = .s4
                return 423
            case .e4:
                state = .s7
                return 424
            case .e5:
                state = .s10
                return 425
            case .e6:
                state = .s13
                return 426
            case .e7:
                state = .s16
                return 427
            case .e8:
                state = .s19
                return 428
            case .e9:
                state = .s22
                return 429
            }
        case .s43:
            switch event {
            case .e0:
                state = .s2
                return 430
            case .e1:
                state = .s5
                return 431
            case .e2:
                state = .s8
                return 432
            case .e3:
                state = .s11
                return 433
            case .e4:
                state = .s14
                return 434
            case .e5:
                state = .s17
                return 435
            case .e6:
                state = .s20
                return 436
            case .e7:
                state = .s23
                return 437
            case .e8:
                state = .s26
                return 438
            case .e9:
                state = .s29
                return 439
            }
        case .s44:
            switch event {
            case .e0:
                state = .s9
                return 440
            case .e1:
                state = .s12
                return 441
            case .e2:
                state = .s15
                return 442
            case .e3:
                state = .s18
                return 443
            case .e4:
                state = .s21
                return 444
            case .e5:
                state = .s24
                return 445
            case .e6:
                state = .s27
                return 446
            case .e7:
                state = .s30
                return 447
            case .e8:
                state = .s33
                return 448
            case .e9:
                state = .s36
                return 449
            }
        case .s45:
            switch event {
            case .e0:
                state = .s16
                return 450
            case .e1:
                state = .s19
                return 451
            case .e2:
                state = .s22
                return 452
            case .e3:
                state = .s25
                return 453
            case .e4:
                state = .s28
                return 454
            case .e5:
                state = .s31
                return 455
            case .e6:
                state = .s34
                return 456
            case .e7:
                state = .s37
                return 457
            case .e8:
                state = .s40
                return 458
            case .e9:
                state = .s43
                return 459
            }
        case .s46:
            switch event {
            case .e0:
                state = .s23
                return 460
            case .e1:
                state = .s26
                return 461
            case .e2:
                state = .s29
                return 462
            case .e3:
                state = .s32
                return 463
            case .e4:
                state = .s35
                return 464
            case .e5:
                state = .s38
                return 465
            case .e6:
                state = .s41
                return 466
            case .e7:
                state = .s44
                return 467
            case .e8:
                state = .s47
                return 468
            case .e9:
                state = .s0
                return 469
            }
        case .s47:
            switch event {
            case .e0:
                state = .s30
                return 470
            case .e1:
                state = .s33
                return 471
            case .e2:
                state = .s36
                return 472
            case .e3:
                state = .s39
                return 473
            case .e4:
                state = .s42
                return 474
            case .e5:
                state = .s45
                return 475
            case .e6:
                state = .s48
                return 476
            case .e7:
                state = .s1
                return 477
            case .e8:
                state = .s4
                return 478
            case .e9:
                state = .s7
                return 479
            }
        case .s48:
            switch event {
            case .e0:
                state = .s37
                return 480
            case .e1:
                state = .s40
                return 481
            case .e2:
                state = .s43
                return 482
            case .e3:
                state = .s46
                return 483
            case .e4:
                state = .s49
                return 484
            case .e5:
                state = .s2
                return 485
            case .e6:
                state = .s5
                return 486
            case .e7:
                state = .s8
                return 487
            case .e8:
                state = .s11
                return 488
            case .e9:
                state = .s14
                return 489
            }
        case .s49:
            switch event {
            case .e0:
                state = .s44
                return 490
            case .e1:
                state = .s47
                return 491
            case .e2:
                state = .s0
                return 492
            case .e3:
                state = .s3
                return 493
            case .e4:
                state = .s6
                return 494
            case .e5:
                state = .s9
                return 495
            case .e6:
                state = .s12
                return 496
            case .e7:
                state = .s15
                return 497
            case .e8:
                state = .s18
                return 498
            case .e9:
                state = .s21
                return 499
            }
        }
    }
}
