// The hand-written reference of the generated-code benchmark: what a person writes
// for MachineSpec's 50-state ring without ControlSpec. Produced by
// `bench hand-written HandMachine50 50`; do not edit by hand.

/// The 50-state ring, written as a plain `switch`.
public struct HandMachine50: Hashable, Sendable {
    /// The states of the ring, `s0` first.
    public enum State: Hashable, Sendable {
        case s0, s1, s2, s3, s4, s5, s6, s7, s8, s9
        case s10, s11, s12, s13, s14, s15, s16, s17, s18, s19
        case s20, s21, s22, s23, s24, s25, s26, s27, s28, s29
        case s30, s31, s32, s33, s34, s35, s36, s37, s38, s39
        case s40, s41, s42, s43, s44, s45, s46, s47, s48, s49
    }

    /// What the control reacts to.
    public enum Event: Hashable, Sendable, CaseIterable {
        case next, back, skip, toggle, reset
    }

    /// The current state.
    public private(set) var state: State = .s0
    /// Whether `skip` jumps two states rather than one.
    public private(set) var armed = false

    /// The machine in `s0`, not armed.
    public init() {}

    /// Returns the index of the transition that fired.
    @discardableResult
    public mutating func send(_ event: Event) -> Int? {
        if event == .reset {
            state = .s0
            armed = false
            return 250
        }
        switch state {
        case .s0:
            switch event {
            case .next:
                state = .s1
                return 0
            case .back:
                state = .s49
                return 1
            case .skip:
                if armed {
                    state = .s2
                    return 2
                }
                state = .s1
                return 3
            case .toggle:
                armed.toggle()
                return 4
            case .reset:
                return nil
            }
        case .s1:
            switch event {
            case .next:
                state = .s2
                return 5
            case .back:
                state = .s0
                return 6
            case .skip:
                if armed {
                    state = .s3
                    return 7
                }
                state = .s2
                return 8
            case .toggle:
                armed.toggle()
                return 9
            case .reset:
                return nil
            }
        case .s2:
            switch event {
            case .next:
                state = .s3
                return 10
            case .back:
                state = .s1
                return 11
            case .skip:
                if armed {
                    state = .s4
                    return 12
                }
                state = .s3
                return 13
            case .toggle:
                armed.toggle()
                return 14
            case .reset:
                return nil
            }
        case .s3:
            switch event {
            case .next:
                state = .s4
                return 15
            case .back:
                state = .s2
                return 16
            case .skip:
                if armed {
                    state = .s5
                    return 17
                }
                state = .s4
                return 18
            case .toggle:
                armed.toggle()
                return 19
            case .reset:
                return nil
            }
        case .s4:
            switch event {
            case .next:
                state = .s5
                return 20
            case .back:
                state = .s3
                return 21
            case .skip:
                if armed {
                    state = .s6
                    return 22
                }
                state = .s5
                return 23
            case .toggle:
                armed.toggle()
                return 24
            case .reset:
                return nil
            }
        case .s5:
            switch event {
            case .next:
                state = .s6
                return 25
            case .back:
                state = .s4
                return 26
            case .skip:
                if armed {
                    state = .s7
                    return 27
                }
                state = .s6
                return 28
            case .toggle:
                armed.toggle()
                return 29
            case .reset:
                return nil
            }
        case .s6:
            switch event {
            case .next:
                state = .s7
                return 30
            case .back:
                state = .s5
                return 31
            case .skip:
                if armed {
                    state = .s8
                    return 32
                }
                state = .s7
                return 33
            case .toggle:
                armed.toggle()
                return 34
            case .reset:
                return nil
            }
        case .s7:
            switch event {
            case .next:
                state = .s8
                return 35
            case .back:
                state = .s6
                return 36
            case .skip:
                if armed {
                    state = .s9
                    return 37
                }
                state = .s8
                return 38
            case .toggle:
                armed.toggle()
                return 39
            case .reset:
                return nil
            }
        case .s8:
            switch event {
            case .next:
                state = .s9
                return 40
            case .back:
                state = .s7
                return 41
            case .skip:
                if armed {
                    state = .s10
                    return 42
                }
                state = .s9
                return 43
            case .toggle:
                armed.toggle()
                return 44
            case .reset:
                return nil
            }
        case .s9:
            switch event {
            case .next:
                state = .s10
                return 45
            case .back:
                state = .s8
                return 46
            case .skip:
                if armed {
                    state = .s11
                    return 47
                }
                state = .s10
                return 48
            case .toggle:
                armed.toggle()
                return 49
            case .reset:
                return nil
            }
        case .s10:
            switch event {
            case .next:
                state = .s11
                return 50
            case .back:
                state = .s9
                return 51
            case .skip:
                if armed {
                    state = .s12
                    return 52
                }
                state = .s11
                return 53
            case .toggle:
                armed.toggle()
                return 54
            case .reset:
                return nil
            }
        case .s11:
            switch event {
            case .next:
                state = .s12
                return 55
            case .back:
                state = .s10
                return 56
            case .skip:
                if armed {
                    state = .s13
                    return 57
                }
                state = .s12
                return 58
            case .toggle:
                armed.toggle()
                return 59
            case .reset:
                return nil
            }
        case .s12:
            switch event {
            case .next:
                state = .s13
                return 60
            case .back:
                state = .s11
                return 61
            case .skip:
                if armed {
                    state = .s14
                    return 62
                }
                state = .s13
                return 63
            case .toggle:
                armed.toggle()
                return 64
            case .reset:
                return nil
            }
        case .s13:
            switch event {
            case .next:
                state = .s14
                return 65
            case .back:
                state = .s12
                return 66
            case .skip:
                if armed {
                    state = .s15
                    return 67
                }
                state = .s14
                return 68
            case .toggle:
                armed.toggle()
                return 69
            case .reset:
                return nil
            }
        case .s14:
            switch event {
            case .next:
                state = .s15
                return 70
            case .back:
                state = .s13
                return 71
            case .skip:
                if armed {
                    state = .s16
                    return 72
                }
                state = .s15
                return 73
            case .toggle:
                armed.toggle()
                return 74
            case .reset:
                return nil
            }
        case .s15:
            switch event {
            case .next:
                state = .s16
                return 75
            case .back:
                state = .s14
                return 76
            case .skip:
                if armed {
                    state = .s17
                    return 77
                }
                state = .s16
                return 78
            case .toggle:
                armed.toggle()
                return 79
            case .reset:
                return nil
            }
        case .s16:
            switch event {
            case .next:
                state = .s17
                return 80
            case .back:
                state = .s15
                return 81
            case .skip:
                if armed {
                    state = .s18
                    return 82
                }
                state = .s17
                return 83
            case .toggle:
                armed.toggle()
                return 84
            case .reset:
                return nil
            }
        case .s17:
            switch event {
            case .next:
                state = .s18
                return 85
            case .back:
                state = .s16
                return 86
            case .skip:
                if armed {
                    state = .s19
                    return 87
                }
                state = .s18
                return 88
            case .toggle:
                armed.toggle()
                return 89
            case .reset:
                return nil
            }
        case .s18:
            switch event {
            case .next:
                state = .s19
                return 90
            case .back:
                state = .s17
                return 91
            case .skip:
                if armed {
                    state = .s20
                    return 92
                }
                state = .s19
                return 93
            case .toggle:
                armed.toggle()
                return 94
            case .reset:
                return nil
            }
        case .s19:
            switch event {
            case .next:
                state = .s20
                return 95
            case .back:
                state = .s18
                return 96
            case .skip:
                if armed {
                    state = .s21
                    return 97
                }
                state = .s20
                return 98
            case .toggle:
                armed.toggle()
                return 99
            case .reset:
                return nil
            }
        case .s20:
            switch event {
            case .next:
                state = .s21
                return 100
            case .back:
                state = .s19
                return 101
            case .skip:
                if armed {
                    state = .s22
                    return 102
                }
                state = .s21
                return 103
            case .toggle:
                armed.toggle()
                return 104
            case .reset:
                return nil
            }
        case .s21:
            switch event {
            case .next:
                state = .s22
                return 105
            case .back:
                state = .s20
                return 106
            case .skip:
                if armed {
                    state = .s23
                    return 107
                }
                state = .s22
                return 108
            case .toggle:
                armed.toggle()
                return 109
            case .reset:
                return nil
            }
        case .s22:
            switch event {
            case .next:
                state = .s23
                return 110
            case .back:
                state = .s21
                return 111
            case .skip:
                if armed {
                    state = .s24
                    return 112
                }
                state = .s23
                return 113
            case .toggle:
                armed.toggle()
                return 114
            case .reset:
                return nil
            }
        case .s23:
            switch event {
            case .next:
                state = .s24
                return 115
            case .back:
                state = .s22
                return 116
            case .skip:
                if armed {
                    state = .s25
                    return 117
                }
                state = .s24
                return 118
            case .toggle:
                armed.toggle()
                return 119
            case .reset:
                return nil
            }
        case .s24:
            switch event {
            case .next:
                state = .s25
                return 120
            case .back:
                state = .s23
                return 121
            case .skip:
                if armed {
                    state = .s26
                    return 122
                }
                state = .s25
                return 123
            case .toggle:
                armed.toggle()
                return 124
            case .reset:
                return nil
            }
        case .s25:
            switch event {
            case .next:
                state = .s26
                return 125
            case .back:
                state = .s24
                return 126
            case .skip:
                if armed {
                    state = .s27
                    return 127
                }
                state = .s26
                return 128
            case .toggle:
                armed.toggle()
                return 129
            case .reset:
                return nil
            }
        case .s26:
            switch event {
            case .next:
                state = .s27
                return 130
            case .back:
                state = .s25
                return 131
            case .skip:
                if armed {
                    state = .s28
                    return 132
                }
                state = .s27
                return 133
            case .toggle:
                armed.toggle()
                return 134
            case .reset:
                return nil
            }
        case .s27:
            switch event {
            case .next:
                state = .s28
                return 135
            case .back:
                state = .s26
                return 136
            case .skip:
                if armed {
                    state = .s29
                    return 137
                }
                state = .s28
                return 138
            case .toggle:
                armed.toggle()
                return 139
            case .reset:
                return nil
            }
        case .s28:
            switch event {
            case .next:
                state = .s29
                return 140
            case .back:
                state = .s27
                return 141
            case .skip:
                if armed {
                    state = .s30
                    return 142
                }
                state = .s29
                return 143
            case .toggle:
                armed.toggle()
                return 144
            case .reset:
                return nil
            }
        case .s29:
            switch event {
            case .next:
                state = .s30
                return 145
            case .back:
                state = .s28
                return 146
            case .skip:
                if armed {
                    state = .s31
                    return 147
                }
                state = .s30
                return 148
            case .toggle:
                armed.toggle()
                return 149
            case .reset:
                return nil
            }
        case .s30:
            switch event {
            case .next:
                state = .s31
                return 150
            case .back:
                state = .s29
                return 151
            case .skip:
                if armed {
                    state = .s32
                    return 152
                }
                state = .s31
                return 153
            case .toggle:
                armed.toggle()
                return 154
            case .reset:
                return nil
            }
        case .s31:
            switch event {
            case .next:
                state = .s32
                return 155
            case .back:
                state = .s30
                return 156
            case .skip:
                if armed {
                    state = .s33
                    return 157
                }
                state = .s32
                return 158
            case .toggle:
                armed.toggle()
                return 159
            case .reset:
                return nil
            }
        case .s32:
            switch event {
            case .next:
                state = .s33
                return 160
            case .back:
                state = .s31
                return 161
            case .skip:
                if armed {
                    state = .s34
                    return 162
                }
                state = .s33
                return 163
            case .toggle:
                armed.toggle()
                return 164
            case .reset:
                return nil
            }
        case .s33:
            switch event {
            case .next:
                state = .s34
                return 165
            case .back:
                state = .s32
                return 166
            case .skip:
                if armed {
                    state = .s35
                    return 167
                }
                state = .s34
                return 168
            case .toggle:
                armed.toggle()
                return 169
            case .reset:
                return nil
            }
        case .s34:
            switch event {
            case .next:
                state = .s35
                return 170
            case .back:
                state = .s33
                return 171
            case .skip:
                if armed {
                    state = .s36
                    return 172
                }
                state = .s35
                return 173
            case .toggle:
                armed.toggle()
                return 174
            case .reset:
                return nil
            }
        case .s35:
            switch event {
            case .next:
                state = .s36
                return 175
            case .back:
                state = .s34
                return 176
            case .skip:
                if armed {
                    state = .s37
                    return 177
                }
                state = .s36
                return 178
            case .toggle:
                armed.toggle()
                return 179
            case .reset:
                return nil
            }
        case .s36:
            switch event {
            case .next:
                state = .s37
                return 180
            case .back:
                state = .s35
                return 181
            case .skip:
                if armed {
                    state = .s38
                    return 182
                }
                state = .s37
                return 183
            case .toggle:
                armed.toggle()
                return 184
            case .reset:
                return nil
            }
        case .s37:
            switch event {
            case .next:
                state = .s38
                return 185
            case .back:
                state = .s36
                return 186
            case .skip:
                if armed {
                    state = .s39
                    return 187
                }
                state = .s38
                return 188
            case .toggle:
                armed.toggle()
                return 189
            case .reset:
                return nil
            }
        case .s38:
            switch event {
            case .next:
                state = .s39
                return 190
            case .back:
                state = .s37
                return 191
            case .skip:
                if armed {
                    state = .s40
                    return 192
                }
                state = .s39
                return 193
            case .toggle:
                armed.toggle()
                return 194
            case .reset:
                return nil
            }
        case .s39:
            switch event {
            case .next:
                state = .s40
                return 195
            case .back:
                state = .s38
                return 196
            case .skip:
                if armed {
                    state = .s41
                    return 197
                }
                state = .s40
                return 198
            case .toggle:
                armed.toggle()
                return 199
            case .reset:
                return nil
            }
        case .s40:
            switch event {
            case .next:
                state = .s41
                return 200
            case .back:
                state = .s39
                return 201
            case .skip:
                if armed {
                    state = .s42
                    return 202
                }
                state = .s41
                return 203
            case .toggle:
                armed.toggle()
                return 204
            case .reset:
                return nil
            }
        case .s41:
            switch event {
            case .next:
                state = .s42
                return 205
            case .back:
                state = .s40
                return 206
            case .skip:
                if armed {
                    state = .s43
                    return 207
                }
                state = .s42
                return 208
            case .toggle:
                armed.toggle()
                return 209
            case .reset:
                return nil
            }
        case .s42:
            switch event {
            case .next:
                state = .s43
                return 210
            case .back:
                state = .s41
                return 211
            case .skip:
                if armed {
                    state = .s44
                    return 212
                }
                state = .s43
                return 213
            case .toggle:
                armed.toggle()
                return 214
            case .reset:
                return nil
            }
        case .s43:
            switch event {
            case .next:
                state = .s44
                return 215
            case .back:
                state = .s42
                return 216
            case .skip:
                if armed {
                    state = .s45
                    return 217
                }
                state = .s44
                return 218
            case .toggle:
                armed.toggle()
                return 219
            case .reset:
                return nil
            }
        case .s44:
            switch event {
            case .next:
                state = .s45
                return 220
            case .back:
                state = .s43
                return 221
            case .skip:
                if armed {
                    state = .s46
                    return 222
                }
                state = .s45
                return 223
            case .toggle:
                armed.toggle()
                return 224
            case .reset:
                return nil
            }
        case .s45:
            switch event {
            case .next:
                state = .s46
                return 225
            case .back:
                state = .s44
                return 226
            case .skip:
                if armed {
                    state = .s47
                    return 227
                }
                state = .s46
                return 228
            case .toggle:
                armed.toggle()
                return 229
            case .reset:
                return nil
            }
        case .s46:
            switch event {
            case .next:
                state = .s47
                return 230
            case .back:
                state = .s45
                return 231
            case .skip:
                if armed {
                    state = .s48
                    return 232
                }
                state = .s47
                return 233
            case .toggle:
                armed.toggle()
                return 234
            case .reset:
                return nil
            }
        case .s47:
            switch event {
            case .next:
                state = .s48
                return 235
            case .back:
                state = .s46
                return 236
            case .skip:
                if armed {
                    state = .s49
                    return 237
                }
                state = .s48
                return 238
            case .toggle:
                armed.toggle()
                return 239
            case .reset:
                return nil
            }
        case .s48:
            switch event {
            case .next:
                state = .s49
                return 240
            case .back:
                state = .s47
                return 241
            case .skip:
                if armed {
                    state = .s0
                    return 242
                }
                state = .s49
                return 243
            case .toggle:
                armed.toggle()
                return 244
            case .reset:
                return nil
            }
        case .s49:
            switch event {
            case .next:
                state = .s0
                return 245
            case .back:
                state = .s48
                return 246
            case .skip:
                if armed {
                    state = .s1
                    return 247
                }
                state = .s0
                return 248
            case .toggle:
                armed.toggle()
                return 249
            case .reset:
                return nil
            }
        }
    }
}
