#!/usr/bin/env python3
"""Latency of `controlspec lsp`, measured from its client's side.

    Benchmarks/lsp_latency.py [controlspec binary] [runs]

Starts the server (default: Benchmarks/../.build/release/controlspec; build it with
`swift build -c release --product controlspec`), opens two specs and, `runs` times (default 20)
each, sends a one-character incremental edit and times until its publishDiagnostics arrives, and
sends a completion request and times its response — once right after an edit (the analysis of the
new text included) and once on unchanged text. The specs: Examples/CheckBox.control.yaml (a typical
spec) and a synthetic 3,000-state ring (events `next` and `back`, each state with an image and a
guarded self-transition over an int property: 9,000 transitions). Diagnostics wait for the
server's debounce (50 ms of quiet, StdioConnection.debounce), which the numbers include. Prints the
median and worst milliseconds per measurement. A benchmark, not a test: it checks nothing.
"""
import json
import os
import pathlib
import statistics
import subprocess
import sys
import time

HERE = pathlib.Path(__file__).resolve().parent


def ring(states):
    lines = [
        "control: Ring", "accessibilityLabel: Ring", "properties:", "  count: { type: int, range: [0, 9] }",
        "images:", "  dot: { symbol: circle }", "events: [next, back]", "initial: s0", "states:",
    ]
    lines += [f"  s{i}: {{ image: dot }}" for i in range(states)]
    lines.append("transitions:")
    for i in range(states):
        lines.append(f"  - {{ from: s{i}, on: next, to: s{(i + 1) % states} }}")
        lines.append(f"  - {{ from: s{i}, on: back, to: s{(i - 1) % states} }}")
        lines.append(f"  - {{ from: s{i}, on: tap, to: s{i}, when: \"count < 9\", set: {{ count: count + 1 }} }}")
    return "\n".join(lines) + "\n"


class Server:
    def __init__(self, binary):
        self.process = subprocess.Popen([binary, "lsp"], stdin=subprocess.PIPE, stdout=subprocess.PIPE)
        self.next_id = 0

    def send(self, message):
        body = json.dumps(dict(jsonrpc="2.0", **message)).encode()
        self.process.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
        self.process.stdin.flush()

    def receive(self):
        length = None
        while True:
            line = self.process.stdout.readline()
            if line in (b"\r\n", b""):
                break
            name, _, value = line.decode().partition(":")
            if name.lower() == "content-length":
                length = int(value)
        return json.loads(self.process.stdout.read(length))

    def request(self, method, params):
        self.next_id += 1
        self.send(dict(id=self.next_id, method=method, params=params))
        while True:
            message = self.receive()
            if message.get("id") == self.next_id:
                return message

    def wait_for(self, method):
        while True:
            message = self.receive()
            if message.get("method") == method:
                return message


def measure(server, name, text, runs):
    uri = f"file:///bench/{name}"
    server.send(dict(method="textDocument/didOpen", params=dict(
        textDocument=dict(uri=uri, languageId="yaml", version=1, text=text))))
    server.wait_for("textDocument/publishDiagnostics")
    lines = text.split("\n")
    # The edit: a character typed into, then removed from, the end of the `accessibilityLabel:` line.
    line = next(i for i, l in enumerate(lines) if l.startswith("accessibilityLabel:"))
    end = len(lines[line])
    # Completion of a transition's `to:` value on the last transition line.
    target = max(i for i, l in enumerate(lines) if " to: " in l)
    to_column = lines[target].index(" to: ") + 5
    diagnostics, completion_after_edit, completion_unchanged = [], [], []
    version = 1
    for run in range(runs):
        version += 1
        typed = run % 2 == 0
        change = dict(range=dict(start=dict(line=line, character=end), end=dict(line=line, character=end if typed else end + 1)),
                      text="x" if typed else "")
        start = time.perf_counter()
        server.send(dict(method="textDocument/didChange", params=dict(
            textDocument=dict(uri=uri, version=version), contentChanges=[change])))
        server.wait_for("textDocument/publishDiagnostics")
        diagnostics.append(time.perf_counter() - start)
        for series in (completion_after_edit, completion_unchanged):
            if series is completion_after_edit:
                version += 1
                # Type and remove a space at the end of the last line: new text, nothing analyzed yet.
                last = len(lines) - 1
                server.send(dict(method="textDocument/didChange", params=dict(
                    textDocument=dict(uri=uri, version=version),
                    contentChanges=[dict(range=dict(start=dict(line=last, character=0), end=dict(line=last, character=0)), text="")])))
            start = time.perf_counter()
            response = server.request("textDocument/completion", dict(
                textDocument=dict(uri=uri), position=dict(line=target, character=to_column)))
            series.append(time.perf_counter() - start)
            assert response.get("result", {}).get("items"), response
        server.wait_for("textDocument/publishDiagnostics")
    return dict(diagnostics=diagnostics, completion_after_edit=completion_after_edit, completion_unchanged=completion_unchanged)


def main():
    binary = sys.argv[1] if len(sys.argv) > 1 else str(HERE.parent / ".build/release/controlspec")
    runs = int(sys.argv[2]) if len(sys.argv) > 2 else 20
    server = Server(binary)
    server.request("initialize", dict(capabilities={}))
    server.send(dict(method="initialized", params={}))
    specs = [
        ("CheckBox.control.yaml", (HERE.parent / "Examples/CheckBox.control.yaml").read_text()),
        ("Ring3000.control.yaml", ring(3000)),
    ]
    print(f"| spec | lines | measurement | median ms | worst ms |  ({runs} runs, {os.path.basename(binary)})")
    print("| --- | --- | --- | --- | --- |")
    for name, text in specs:
        results = measure(server, name, text, runs)
        for measurement, seconds in results.items():
            print(f"| {name} | {text.count(chr(10))} | {measurement.replace('_', ' ')} | "
                  f"{statistics.median(seconds) * 1000:.1f} | {max(seconds) * 1000:.1f} |")
    server.request("shutdown", {})
    server.send(dict(method="exit"))
    server.process.wait(timeout=10)


if __name__ == "__main__":
    main()
