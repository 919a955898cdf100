// The SwiftUI part of the UIKit test double (see Docs/Runtime.md, "The UIKit double"): exactly
// what a `UIViewRepresentable` wrapper uses — bindings, the representable protocol and its context
// — so the generated wrappers compile and run on Linux.
import UIKit

/// A view.
@MainActor
public protocol View {}

/// An animation of a transaction; the double only tells whether there is one.
public struct Animation: Sendable {
    public static let `default` = Animation()
}

/// The context of a SwiftUI update.
public struct Transaction: Sendable {
    public var animation: Animation?

    public init(animation: Animation? = nil) {
        self.animation = animation
    }
}

/// A value owned elsewhere, read and written through closures.
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
    private let get: () -> Value
    private let set: (Value) -> Void

    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        self.get = get
        self.set = set
    }

    public static func constant(_ value: Value) -> Binding<Value> { Binding(get: { value }, set: { _ in }) }

    public var wrappedValue: Value {
        get { get() }
        nonmutating set { set(newValue) }
    }

    public var projectedValue: Binding<Value> { self }

    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        Binding<Subject>(
            get: { get()[keyPath: keyPath] },
            set: { value in
                var whole = get()
                whole[keyPath: keyPath] = value
                set(whole)
            })
    }
}

/// The context `makeUIView`/`updateUIView` receive.
@MainActor
public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
    public var transaction: Transaction

    /// The double's own initializer (SwiftUI makes contexts itself).
    public init(transaction: Transaction = Transaction()) {
        self.transaction = transaction
    }
}

/// A SwiftUI view that shows a UIKit view.
@MainActor
public protocol UIViewRepresentable: View {
    associatedtype UIViewType: UIView
    typealias Context = UIViewRepresentableContext<Self>

    func makeUIView(context: Context) -> UIViewType
    func updateUIView(_ uiView: UIViewType, context: Context)
}
