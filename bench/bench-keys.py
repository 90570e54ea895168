#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Key press to redrawn frame in the real window, per game.

Plays the whole games of tests/ui/test-keyboard.py (the same keys) with
ARBITER_PROBE_KEYS=1, which makes the app print, for each key, the time
from the window receiving it to the end of the next frame, and how long
that frame waited to start once the key was handled (while a cursor
blinks, the frame clock ticks every 16.7 ms and a frame starts only on
a tick).  Prints the median and the 95th percentile per game, of the
whole time and of the time less that wait.

Usage (under an X server and a D-Bus session, as bench/run does):
  bench-keys.py ARBITER [--schemas DIR] [--tsv] [--games nothanks,eighty,...] [--per-key]
"""
import argparse
import contextlib
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


def full_table_plan(kb):
    """All 112 numbered tiles typed into Check a Table: each colour's run
    1 to 14 twice, a row each, an empty row between (a legal table)."""
    plan = []
    for colour in "rbygrbyg":
        plan += kb.tr_keys("".join(f"{colour}{v}" for v in range(1, 15)) + "\n\n")
    return plan


def type_full_table(kb, s):
    """From the start page (an unfinished game under Continue, as the
    keyboard test leaves it): Tab reaches the games, End the last, and
    Tab the Settle a Dispute row under them."""
    s.key("ctrl+n")
    kb.tr_wait(2.5)
    s.key("Tab", "End", "Tab", "Return")
    kb.tr_wait(kb.TABLE_DELAY)
    s.key(*full_table_plan(kb))
    kb.tr_wait(1)
    # the page must hold what was typed, or the figures are of something else
    s.key("ctrl+c", count=False)
    kb.tr_wait(0.5)
    tiles = sum(1 for w in kb.read_clipboard().split() if w != ".")
    if tiles != 112:
        raise RuntimeError(f"the 112-tile table holds {tiles} tiles")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("arbiter")
    ap.add_argument("--schemas", default="")
    ap.add_argument("--tsv", action="store_true")
    ap.add_argument("--games", default="",
                    help="comma-separated: only these (the others still set the store up as "
                         "the keyboard test leaves it, for the pages that expect it)")
    ap.add_argument("--per-key", action="store_true",
                    help="also print each key's name and time to stderr, in the order typed")
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
    work = []      # each sample less its wait for the clock's tick
    names = []

    unread = []    # probe lines not in the form "key-frame US WAIT KEY"

    def read_samples():
        for line in proc.stdout:
            if line.startswith("key-frame "):
                words = line.split()
                if len(words) < 4 or not (words[1].isdigit() and words[2].isdigit()):
                    unread.append(line.strip())
                    continue
                names.append(" ".join(words[3:]))
                samples.append(int(words[1]) / 1000.0)
                work.append((int(words[1]) - int(words[2])) / 1000.0)

    reader = threading.Thread(target=read_samples, daemon=True)
    reader.start()
    per_game = {}
    db = os.path.join(data_dir, "arbiter.db")
    games = (("nothanks", lambda s: kb.play_nothanks(s, docs, db, [])),
             ("splitvote", kb.play_splitvote),
             ("votestuffing", lambda s: kb.play_votestuffing(s, [])),
             ("eighty", lambda s: kb.check_eighty(s, docs, db, [])),
             ("tilerummy", lambda s: kb.play_tilerummy(s, docs, db, [])),
             ("tilerummy 112-tile table", lambda s: type_full_table(kb, s)))
    try:
        s = kb.Session(kb.find_window())
        s.window_manager_refocus()
        subprocess.run(["xdotool", "windowsize", s.wid, "1280", "800"], check=False)
        for game, play in games:
            if args.games and game not in args.games.split(","):
                # still played, unmeasured, when a later game needs its state
                if game != "splitvote":
                    continue
            start = len(samples)
            # what the keyboard test prints goes to stderr, not the table
            with contextlib.redirect_stdout(sys.stderr):
                try:
                    play(s)
                except Exception as e:   # one game gone wrong, the others still count
                    print(f"{game}: not measured: {e}", file=sys.stderr)
                    continue
            if not args.games or game in args.games.split(","):
                per_game[game] = (samples[start:], work[start:])
                if args.per_key:
                    for name, value, less in zip(names[start:], samples[start:], work[start:]):
                        print(f"{game}\t{name}\t{value:.1f}\t{less:.1f}", file=sys.stderr)
    finally:
        proc.terminate()
        proc.wait(timeout=30)
        reader.join(timeout=5)
        shutil.rmtree(data_dir, ignore_errors=True)

    if unread:
        # an app built before the probe printed the wait, most likely
        print(f"{len(unread)} probe lines not understood, the first: {unread[0]!r}",
              file=sys.stderr)
        return 1
    for game, (values, less) in per_game.items():
        if not values:
            continue
        median, p95 = statistics.median(values), quantile(values, 0.95)
        less_median, less_p95 = statistics.median(less), quantile(less, 0.95)
        if args.tsv:
            print(f"keyframe\t{game}\t{median:.2f}\t{p95:.2f}\t{less_median:.2f}\t{less_p95:.2f}")
        else:
            print(f"{game:13} key to frame: median {median:5.2f} ms, p95 {p95:5.2f} ms; "
                  f"less the wait for the frame: median {less_median:5.2f} ms, p95 {less_p95:5.2f} ms "
                  f"({len(values)} keys)")


if __name__ == "__main__":
    sys.exit(main())
