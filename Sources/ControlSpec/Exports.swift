// The pipeline's public API speaks the vocabulary's types (diagnostics, their codes and locations,
// the options, generated files) and hands over the analysis' report: clients import `ControlSpec`
// alone.
@_exported import ControlSpecCore

@_exported import struct ControlSpecAnalyze.AnalysisReport
