// The UIKit part of the UIKit test double (see Docs/Runtime.md, "The UIKit double"): the UIKit API
// the runtime and generated adapters use, with the documented behaviour they depend on, and
// recording what they do. It exists on Linux only, where Package.swift builds it as `UIKit`.
@_exported import CoreGraphics
@_exported import QuartzCore
