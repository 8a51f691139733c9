#!/usr/bin/env python3
"""Open a local HTML page in headless Chromium and report what a reader of it would see.

Usage: browser-check.py PAGE.html SHOT1.png SHOT2.png [--interval SECONDS] [--width W] [--height H]

Prints one JSON object on standard output:
  images       for every <img>, in document order: src (as written), alt, complete, naturalWidth,
               naturalHeight, and box (x, y, width, height in CSS pixels, page coordinates)
  viewport     the page area in CSS pixels (--width, --height); screenshots are that size at device
               scale 1, so a CSS pixel is a screenshot pixel
  screenshots  the two PNG paths, taken `interval` seconds apart (default 0.5) after the page has
               loaded, so a test can tell whether an animated image plays (the shots differ inside it)
  eval         with --eval EXPRESSION: its value, evaluated in the page after the images are listed and
               before the screenshots (so it can also act on the page, as a reader's clicks would)

Chromium is Debian's (`scripts/setup --test` installs it), driven through the Chrome DevTools protocol over
--remote-debugging-pipe: JSON messages separated by NUL bytes on file descriptors 3 (to the browser)
and 4 (from it). No port, no WebSocket library, nothing downloaded. Exits 1 with a one-line message on
failure (no browser, page not found, timeout).
"""
import argparse
import base64
import fcntl
import json
import os
import select
import signal
import shutil
import subprocess
import sys
import tempfile
import time

# The browser binary behind Debian's /usr/bin/chromium wrapper script; the wrapper adds flags for
# extensions and a shared-memory probe that only cost start-up time here.
CHROMIUM_CANDIDATES = ["/usr/lib/chromium/chromium", "/usr/bin/chromium"]
TIMEOUT = 30.0   # seconds for the whole check, start to last screenshot

IMAGES_SCRIPT = """JSON.stringify(Array.from(document.images).map(i => {
  const r = i.getBoundingClientRect();
  return {src: i.getAttribute('src'), alt: i.alt, complete: i.complete,
          naturalWidth: i.naturalWidth, naturalHeight: i.naturalHeight,
          box: {x: r.x + window.scrollX, y: r.y + window.scrollY, width: r.width, height: r.height}};
}))"""


class Browser:
    """A headless Chromium and the DevTools protocol over its pipe.

    Every wait has a deadline (select on the pipe), the browser's log goes to a file (a full stderr
    pipe would stall it), and the browser runs in its own process group so that closing it ends
    every process it started.
    """

    def __init__(self, width, height, extra_flags=()):
        executable = next((c for c in CHROMIUM_CANDIDATES if os.access(c, os.X_OK)), None)
        if executable is None:
            raise RuntimeError("chromium is not installed; run scripts/setup --test (apt-get install chromium)")
        self.profile = tempfile.mkdtemp(prefix="browser-check-")
        self.log = open(os.path.join(self.profile, "chromium.log"), "wb")
        to_browser_read, self.to_browser = os.pipe()
        self.from_browser, from_browser_write = os.pipe()
        # The child gets the pipe ends as fds 3 and 4, which --remote-debugging-pipe expects. They are
        # first copied above 10 so that neither dup2 can overwrite the other's source; every other
        # descriptor Python opened is close-on-exec (PEP 446), so close_fds is not needed.
        def wire_pipes():
            read_end = fcntl.fcntl(to_browser_read, fcntl.F_DUPFD, 10)
            write_end = fcntl.fcntl(from_browser_write, fcntl.F_DUPFD, 10)
            os.dup2(read_end, 3)
            os.dup2(write_end, 4)
        self.process = subprocess.Popen(
            [executable, "--headless", "--remote-debugging-pipe", "--no-sandbox", "--disable-gpu",
             "--disable-dev-shm-usage", "--no-first-run", "--no-default-browser-check",
             "--disable-extensions", "--disable-background-networking", "--disable-component-update",
             "--disable-sync", "--disable-crash-reporter", "--disable-breakpad", "--mute-audio",
             "--hide-scrollbars", "--force-device-scale-factor=1",
             # Keep animations running at full rate although nobody looks at the window.
             "--disable-background-timer-throttling", "--disable-renderer-backgrounding",
             "--disable-backgrounding-occluded-windows", *extra_flags,
             # The page area is set exactly later (Emulation.setDeviceMetricsOverride); a window smaller
             # than its frame stalls screenshots, so the window itself is never below 800 × 600.
             f"--window-size={max(width, 800)},{max(height, 600)}", f"--user-data-dir={self.profile}", "about:blank"],
            close_fds=False, preexec_fn=wire_pipes, start_new_session=True,
            stdin=subprocess.DEVNULL, stdout=self.log, stderr=self.log)
        os.close(to_browser_read)
        os.close(from_browser_write)
        self.buffer = b""
        self.next_id = 0
        self.events = []
        self.deadline = time.monotonic() + TIMEOUT

    def send(self, method, params=None, session=None):
        """Sends a command and waits for its answer (events that arrive meanwhile are kept)."""
        self.next_id += 1
        message = {"id": self.next_id, "method": method, "params": params or {}}
        if session:
            message["sessionId"] = session
        os.write(self.to_browser, json.dumps(message).encode() + b"\0")
        while True:
            reply = self.receive(method)
            if reply.get("id") == self.next_id:
                if "error" in reply:
                    raise RuntimeError(f"{method}: {reply['error'].get('message')}")
                return reply.get("result", {})
            self.events.append(reply)

    def wait_for(self, method, session):
        """Waits for an event (one that already arrived counts)."""
        while True:
            for event in self.events:
                if event.get("method") == method and event.get("sessionId") == session:
                    self.events.remove(event)
                    return event
            self.events.append(self.receive(method))

    def receive(self, waiting_for):
        while b"\0" not in self.buffer:
            left = self.deadline - time.monotonic()
            ready, _, _ = select.select([self.from_browser], [], [], max(0, left))
            if not ready:
                raise RuntimeError(f"chromium did not finish within {TIMEOUT:.0f} s (waiting for {waiting_for})")
            chunk = os.read(self.from_browser, 1 << 16)
            if not chunk:
                raise RuntimeError(f"chromium stopped (waiting for {waiting_for}): {self.last_log_line()}")
            self.buffer += chunk
        message, self.buffer = self.buffer.split(b"\0", 1)
        return json.loads(message)

    def last_log_line(self):
        self.log.flush()
        with open(self.log.name, "rb") as file:
            lines = file.read().decode(errors="replace").strip().splitlines()
        return lines[-1] if lines else "no message"

    def close(self):
        try:
            os.write(self.to_browser, json.dumps({"id": 0, "method": "Browser.close"}).encode() + b"\0")
            self.process.wait(timeout=5)
        except Exception:
            pass
        # Whatever is left of the browser's processes (its group) goes too.
        try:
            os.killpg(self.process.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
        self.process.wait()
        for fd in (self.to_browser, self.from_browser):
            os.close(fd)
        self.log.close()
        shutil.rmtree(self.profile, ignore_errors=True)


def check(page, shots, interval, width, height, expression=None):
    if not os.path.isfile(page):
        raise RuntimeError(f"{page}: no such file")
    browser = Browser(width, height)
    try:
        targets = browser.send("Target.getTargets")["targetInfos"]
        page_target = next(t["targetId"] for t in targets if t["type"] == "page")
        session = browser.send("Target.attachToTarget", {"targetId": page_target, "flatten": True})["sessionId"]
        browser.send("Page.enable", session=session)
        # --window-size counts the window's frame; this makes the page area itself width × height.
        browser.send("Emulation.setDeviceMetricsOverride",
                     {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": False}, session=session)
        browser.send("Page.navigate", {"url": "file://" + os.path.abspath(page)}, session=session)
        browser.wait_for("Page.loadEventFired", session)
        found = browser.send("Runtime.evaluate", {"expression": IMAGES_SCRIPT, "returnByValue": True}, session=session)
        images = json.loads(found["result"]["value"])
        evaluated = None
        if expression is not None:
            result = browser.send("Runtime.evaluate", {"expression": expression, "returnByValue": True}, session=session)
            if "exceptionDetails" in result:
                raise RuntimeError(f"--eval threw: {result['exceptionDetails'].get('exception', {}).get('description', result['exceptionDetails'])}")
            evaluated = result["result"].get("value")
        for index, path in enumerate(shots):
            if index:
                time.sleep(interval)
            data = browser.send("Page.captureScreenshot", {"format": "png"}, session=session)["data"]
            with open(path, "wb") as file:
                file.write(base64.b64decode(data))
    finally:
        browser.close()
    report = {"images": images, "viewport": {"width": width, "height": height}, "screenshots": shots}
    if expression is not None:
        report["eval"] = evaluated
    return report


def main():
    parser = argparse.ArgumentParser(description="Report a local page's images and take two screenshots in headless Chromium.")
    parser.add_argument("page")
    parser.add_argument("shot1")
    parser.add_argument("shot2")
    parser.add_argument("--interval", type=float, default=0.5, help="seconds between the screenshots (default 0.5)")
    parser.add_argument("--width", type=int, default=800)
    parser.add_argument("--height", type=int, default=600)
    parser.add_argument("--eval", dest="expression", help="a JavaScript expression to evaluate in the page; its value is reported")
    args = parser.parse_args()
    try:
        report = check(args.page, [args.shot1, args.shot2], args.interval, args.width, args.height, args.expression)
    except Exception as error:
        sys.exit(f"browser-check.py: {error}")
    print(json.dumps(report))


if __name__ == "__main__":
    main()
