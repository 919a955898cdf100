// The seed controls: ControlSpecPlugin generates one <Name>.swift per *.control.yaml of this
// folder at build time (the specs are symbolic links to Examples/*.control.yaml).
//
// This file only keeps the target alive: SwiftPM drops a target that holds no Swift file.
import ControlSpecRuntime
