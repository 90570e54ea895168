#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""A second launch of Arbiter while one runs: the second process hands
over to the first and exits, the first brings its window to the front,
there is still one window, and the store is not touched twice.  Then
Ctrl+Q ends the app cleanly: its exit status must be 0 (under the
sanitizer build a leak makes it non-zero).

Usage: test-second-launch.py ARBITER (under xvfb-run and dbus-run-session)
"""
import os
import shutil
import subprocess
import sys
import tempfile
import threading
import time


def windows():
    out = subprocess.run(["xdotool", "search", "--onlyvisible", "--name", "^Arbiter$"],
                         capture_output=True, text=True, check=False).stdout.split()
    return out


def wait_for(predicate, what, timeout=60, app=None, lines=()):
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        value = predicate()
        if value:
            return value
        if app is not None and app.poll() is not None:
            break
        time.sleep(0.2)
    # say what the app did: still running or ended, and its last words
    state = "" if app is None else (f"; the app is still running" if app.poll() is None
                                     else f"; the app ended with status {app.returncode}")
    tail = "".join(list(lines)[-40:])
    sys.exit(f"FAIL: timed out waiting for {what}{state}\n{tail}")


def main():
    arbiter = sys.argv[1]
    data_dir = tempfile.mkdtemp(prefix="arbiter-second-")
    env = dict(os.environ, ARBITER_DATA_DIR=data_dir, GSETTINGS_BACKEND="memory",
               GDK_BACKEND="x11", GDK_DEBUG="gl-disable", G_MESSAGES_DEBUG="all")
    first = subprocess.Popen([arbiter], env=env, stdout=subprocess.PIPE,
                             stderr=subprocess.STDOUT, text=True)
    lines = []
    reader = threading.Thread(target=lambda: lines.extend(first.stdout), daemon=True)
    reader.start()
    failures = []
    try:
        # a sanitizer build on a loaded machine can take a while to start
        wid = wait_for(lambda: windows()[:1], "the first window", timeout=120, app=first, lines=lines)[0]
        time.sleep(1.0)

        second = subprocess.run([arbiter], env=env, capture_output=True, text=True, timeout=60)
        if second.returncode != 0:
            failures.append(f"the second launch exited with {second.returncode}: {second.stderr[-2000:]}")
        wait_for(lambda: any("presenting the open window" in line for line in lines),
                 "the first process to present its window", timeout=30)
        if len(windows()) != 1:
            failures.append(f"{len(windows())} Arbiter windows after the second launch, not 1")
        if first.poll() is not None:
            failures.append(f"the first process ended ({first.returncode}) at the second launch")
        print("second launch: handed over to the running app, which presented its window")

        subprocess.run(["xdotool", "windowfocus", "--sync", wid], check=False)
        # to the focused window: with --window xdotool sends the key releases
        # to the window Ctrl+Q closed, and fails with BadWindow (test-keyboard.py)
        subprocess.run(["xdotool", "key", "ctrl+q"], check=False)
        try:
            status = first.wait(timeout=60)
        except subprocess.TimeoutExpired:
            first.kill()
            status = None
            failures.append("Ctrl+Q did not end the app within 60 s")
        if status not in (0, None):
            report = "".join(line for line in lines if "Sanitizer" in line or "ERROR" in line)
            failures.append(f"the app ended with exit status {status} after Ctrl+Q {report[-3000:]}")
        elif status == 0:
            print("Ctrl+Q: the app ended cleanly (exit status 0)")
    finally:
        if first.poll() is None:
            first.kill()
        shutil.rmtree(data_dir, ignore_errors=True)
    reader.join(timeout=5)
    if failures:
        for f in failures:
            print("FAIL:", f)
        sys.exit(1)


if __name__ == "__main__":
    main()
