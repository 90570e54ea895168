#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Key press to redrawn frame in the real window, per game.

Plays the whole games of tests/ui/test-keyboard.py (the same keys) with
ARBITER_PROBE_KEYS=1, which makes the app print, for each key, the time
from the window receiving it to the end of the next frame.  Prints the
median and the 95th percentile per game.

Usage (under an X server and a D-Bus session, as bench/run does):
  bench-keys.py ARBITER [--schemas DIR] [--tsv]
"""
import argparse
import importlib.util
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading

HERE = os.path.dirname(os.path.abspath(__file__))
SOURCE = os.path.dirname(HERE)


def keyboard_module():
    path = os.path.join(SOURCE, "tests", "ui", "test-keyboard.py")
    spec = importlib.util.spec_from_file_location("test_keyboard", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    module.KEY_DELAY = 0.05
    return module


def quantile(values, q):
    values = sorted(values)
    return values[min(len(values) - 1, int(q * (len(values) - 1) + 0.5))]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("arbiter")
    ap.add_argument("--schemas", default="")
    ap.add_argument("--tsv", action="store_true")
    args = ap.parse_args()
    kb = keyboard_module()
    docs = os.path.join(SOURCE, "docs", "notation.md")

    data_dir = tempfile.mkdtemp(prefix="arbiter-keys-bench-")
    env = dict(os.environ, ARBITER_DATA_DIR=data_dir, GSETTINGS_BACKEND="memory",
               GDK_BACKEND="x11", GDK_DEBUG="gl-disable", ARBITER_PROBE_KEYS="1")
    if args.schemas:
        env["GSETTINGS_SCHEMA_DIR"] = args.schemas
    proc = subprocess.Popen([args.arbiter], env=env, stdout=subprocess.PIPE,
                            stderr=subprocess.DEVNULL, text=True)
    samples = []
    reader = threading.Thread(
        target=lambda: samples.extend(int(line.split()[1]) / 1000.0
                                      for line in proc.stdout if line.startswith("key-frame ")),
        daemon=True)
    reader.start()
    per_game = {}
    games = (("nothanks", lambda s: kb.play_nothanks(s, docs, [])),
             ("splitvote", kb.play_splitvote),
             ("votestuffing", lambda s: kb.play_votestuffing(s, [])))
    try:
        s = kb.Session(kb.find_window())
        s.window_manager_refocus()
        subprocess.run(["xdotool", "windowsize", s.wid, "1280", "800"], check=False)
        for game, play in games:
            if not hasattr(kb, "play_" + game):
                continue
            start = len(samples)
            play(s)
            per_game[game] = samples[start:]
    finally:
        proc.terminate()
        proc.wait(timeout=30)
        reader.join(timeout=5)
        shutil.rmtree(data_dir, ignore_errors=True)

    for game, values in per_game.items():
        if not values:
            continue
        median, p95 = statistics.median(values), quantile(values, 0.95)
        if args.tsv:
            print(f"keyframe\t{game}\t{median:.2f}\t{p95:.2f}")
        else:
            print(f"{game:13} key to frame: median {median:5.2f} ms, p95 {p95:5.2f} ms "
                  f"({len(values)} keys)")


if __name__ == "__main__":
    sys.exit(main())
