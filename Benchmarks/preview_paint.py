#!/usr/bin/env python3
"""Time to first paint of every preview page in headless Chromium.

    Benchmarks/preview_paint.py [pages folder] [runs]

Writes the pages with `swift run controlspec preview Examples --output .build/preview` when the
folder is not given, then opens each page `runs` times (default 10) in one headless Chromium
driven over the DevTools protocol (--remote-debugging-pipe) and prints, per page, its size and
the median and worst `first-contentful-paint` time (milliseconds from navigation start, from the
page's own Performance API), plus the same for about:blank as the browser's floor. A benchmark,
not a test: it prints numbers and checks nothing.
"""
import json
import os
import select
import statistics
import subprocess
import sys
import tempfile
import time


class Browser:
    def __init__(self):
        commands_read, self.commands = os.pipe()
        self.replies, replies_write = os.pipe()
        os.set_inheritable(commands_read, True)
        os.set_inheritable(replies_write, True)
        self.profile = tempfile.mkdtemp(prefix="paint-")

        def remap():
            os.dup2(commands_read, 3)
            os.dup2(replies_write, 4)

        self.process = subprocess.Popen(
            ["chromium", "--headless=new", "--no-sandbox", "--disable-gpu", "--remote-debugging-pipe",
             "--no-first-run", "--user-data-dir=" + self.profile, "about:blank"],
            preexec_fn=remap, close_fds=False,
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(commands_read)
        os.close(replies_write)
        self.buffer = b""
        self.next_id = 0
        self.session = None
        target = self.call("Target.createTarget", {"url": "about:blank"}, page=False)["targetId"]
        self.session = self.call("Target.attachToTarget", {"targetId": target, "flatten": True},
                                 page=False)["sessionId"]
        self.call("Page.enable")

    def call(self, method, params=None, page=True):
        self.next_id += 1
        message = {"id": self.next_id, "method": method, "params": params or {}}
        if page and self.session:
            message["sessionId"] = self.session
        os.write(self.commands, json.dumps(message).encode() + b"\0")
        while True:
            while b"\0" not in self.buffer:
                if not select.select([self.replies], [], [], 60)[0]:
                    raise RuntimeError("the browser did not answer " + method)
                self.buffer += os.read(self.replies, 1 << 16)
            raw, self.buffer = self.buffer.split(b"\0", 1)
            reply = json.loads(raw)
            if reply.get("id") == self.next_id:
                if "error" in reply:
                    raise RuntimeError(reply["error"])
                return reply.get("result", {})

    def evaluate(self, expression):
        result = self.call("Runtime.evaluate", {"expression": expression, "returnByValue": True})
        return result.get("result", {}).get("value")

    def first_paint(self, url):
        self.call("Page.navigate", {"url": url})
        script = ("(performance.getEntriesByType('paint').find((e) => e.name === 'first-contentful-paint')"
                  " || {}).startTime")
        for _ in range(500):
            value = self.evaluate("document.readyState === 'complete' ? " + script + " : undefined")
            if value is not None:
                return value
            time.sleep(0.01)
        raise RuntimeError(url + " never painted")

    def close(self):
        self.process.terminate()
        self.process.wait()


def main():
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    folder = sys.argv[1] if len(sys.argv) > 1 else os.path.join(root, ".build", "preview")
    runs = int(sys.argv[2]) if len(sys.argv) > 2 else 10
    if len(sys.argv) < 2:
        subprocess.run(["swift", "run", "controlspec", "preview", "Examples", "--output", folder],
                       cwd=root, check=True, stderr=subprocess.DEVNULL)
    pages = sorted(name for name in os.listdir(folder) if name.endswith(".html"))
    browser = Browser()
    try:
        print("| page | size | first paint, median | worst |")
        print("| --- | ---: | ---: | ---: |")
        for name in pages:
            url = "file://" + os.path.join(os.path.abspath(folder), name)
            times = [browser.first_paint(url) for _ in range(runs)]
            size = os.path.getsize(os.path.join(folder, name))
            print(f"| {name} | {size / 1024:.1f} KB | {statistics.median(times):.1f} ms | {max(times):.1f} ms |")
    finally:
        browser.close()


if __name__ == "__main__":
    main()
