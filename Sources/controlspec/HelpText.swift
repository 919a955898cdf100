import ControlSpec

/// The text of `--help` and `help <command>`.
enum HelpText {
    static let overview = """
        OVERVIEW: Compile declarative UI-control specs (*.control.yaml) into Swift state machines.

        USAGE: controlspec <command> [options]

        COMMANDS:
          compile   Check specs and generate one <Control>.swift each
          lint      Check specs and report diagnostics (text, JSON or SARIF)
          graph     Draw a spec's state graph (Graphviz DOT or Mermaid)
          explain   Explain a diagnostic code: its meaning, an example and the fix
          schema    Print the JSON Schema of the spec format, for editors
          help      Show help for a command

        OPTIONS:
          --help      Show this help
          --version   Show the version (\(ControlSpecVersion.current))

        See 'controlspec help <command>' for a command's options.

        """

    static let limits = """
          --max-bytes <n>           Refuse files larger than n bytes (default \(SyntaxLimits().maxBytes))
          --max-depth <n>           Refuse nesting deeper than n levels (default \(SyntaxLimits().maxDepth))
          --max-alias-nodes <n>     Refuse aliases expanding to more than n nodes (default \(SyntaxLimits().maxAliasExpansion))
          --exploration-budget <n>  Configurations the exact analysis may visit (default \(AnalysisOptions().explorationBudget))
          --analysis-time-limit <ms>  Milliseconds the exact analysis may take (default \(AnalysisOptions.defaultTimeLimitMilliseconds))
        """

    static let commands: [String: String] = [
        "compile": """
        USAGE: controlspec compile <files or folders…> --output <dir> [--access public|internal] [--strict]
               controlspec compile <file> --output-file <file.swift> [--access public|internal] [--strict]

        Checks every spec and, when none has an error, writes one <Control>.swift per spec.
        Nothing is written when any spec has an error; files are replaced atomically and left
        untouched when their content would not change.

        OPTIONS:
          --output <dir>            The folder to write into (must exist)
          --output-file <file>      The file to write, for exactly one spec
          --access <level>          public (default) or internal
          --strict                  Treat warnings as errors
        \(limits)

        EXIT STATUS: 0 written, 1 findings (nothing written), 64 usage, 66 unreadable input, 73 unwritable output

        """,
        "lint": """
        USAGE: controlspec lint <files or folders…> [--format text|json|sarif] [--strict]

        Checks every spec and reports its diagnostics. Folders are searched for *.control.yaml
        and *.control.yml.

        OPTIONS:
          --format <format>         text (default), json or sarif (SARIF 2.1.0)
          --strict                  Warnings also fail (exit 1)
        \(limits)

        EXIT STATUS: 0 clean, 1 findings, 64 usage, 66 unreadable input

        """,
        "graph": """
        USAGE: controlspec graph <file> [--format dot|mermaid]

        Prints the state graph: initial states marked, unreachable states greyed and dashed,
        transitions labelled `event [guard] / actions; animate name: timing`, regions as clusters.
        Render DOT with Graphviz: controlspec graph A.control.yaml | dot -Tsvg -o A.svg

        OPTIONS:
          --format <format>         dot (default) or mermaid

        EXIT STATUS: 0 drawn, 1 the spec has errors, 64 usage, 66 unreadable input

        """,
        "explain": """
        USAGE: controlspec explain [<code>]

        Without a code, lists every diagnostic code with its severity and meaning. With a code
        (such as ambiguous-transition), prints what it means, the smallest spec that reports it,
        the compiler's output on that spec and the fix: the entry of Docs/Diagnostics.md.

        EXIT STATUS: 0 explained, 64 usage (unknown code)

        """,
        "schema": """
        USAGE: controlspec schema

        Prints the JSON Schema (draft-07) of the spec format. Point your editor's YAML language
        server at it: # yaml-language-server: $schema=<path to controlspec.schema.json>

        """,
    ]
}
