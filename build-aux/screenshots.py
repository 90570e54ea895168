#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Takes the screenshots in docs/screenshots/ by playing at the real
window under Xvfb, from the keyboard, at 1280x800 and 600x800, light
and dark.  Look at each one after it is taken.

Usage: build-aux/screenshots.py BUILD_DIR [NAME...]
Needs: Xvfb, xdotool, ImageMagick (import), dbus-run-session.
"""
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "docs", "screenshots")
DISPLAY = os.environ.get("ARBITER_SHOTS_DISPLAY", ":93")
DELAY = 0.1


class App:
    def __init__(self, build, dark=False, data_dir=None):
        self.data_dir = data_dir or tempfile.mkdtemp(prefix="arbiter-shots-")
        env = dict(os.environ, DISPLAY=DISPLAY, ARBITER_DATA_DIR=self.data_dir,
                   GSETTINGS_SCHEMA_DIR=os.path.join(build, "data"), GSETTINGS_BACKEND="memory",
                   GDK_BACKEND="x11", GDK_DEBUG="gl-disable", NO_AT_BRIDGE="1")
        if dark:
            env["ADW_DEBUG_COLOR_SCHEME"] = "prefer-dark"
        self.proc = subprocess.Popen(["dbus-run-session", "--", os.path.join(build, "src", "ui", "arbiter")],
                                     env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                                     start_new_session=True)
        self.wid = None
        for _ in range(100):
            r = subprocess.run(["xdotool", "search", "--onlyvisible", "--name", "^Arbiter$"],
                               capture_output=True, text=True, env=dict(os.environ, DISPLAY=DISPLAY))
            if r.stdout.strip():
                self.wid = r.stdout.split()[0]
                break
            time.sleep(0.2)
        time.sleep(1)
        self.size(1280, 800)
        self.xdo("windowfocus", self.wid)

    def xdo(self, *args):
        subprocess.run(["xdotool", *args], env=dict(os.environ, DISPLAY=DISPLAY), check=False)

    def size(self, w, h):
        self.xdo("windowsize", self.wid, str(w), str(h))
        time.sleep(0.8)

    def key(self, *keys, wait=DELAY):
        for k in keys:
            self.xdo("key", "--window", self.wid, k)
            time.sleep(wait)

    def type(self, text):
        for c in text:
            self.key("space" if c == " " else c)

    def snap(self, name):
        time.sleep(0.6)
        path = os.path.join(OUT, name + ".png")
        subprocess.run(["import", "-window", self.wid, path], env=dict(os.environ, DISPLAY=DISPLAY), check=True)
        print(path)

    def close(self, keep=False):
        # the whole group: dbus-run-session, its bus and Arbiter
        os.killpg(self.proc.pid, signal.SIGTERM)
        self.proc.wait(timeout=10)
        for _ in range(50):
            r = subprocess.run(["xdotool", "search", "--onlyvisible", "--name", "^Arbiter$"],
                               capture_output=True, text=True, env=dict(os.environ, DISPLAY=DISPLAY))
            if not r.stdout.strip():
                break
            time.sleep(0.2)
        if not keep:
            shutil.rmtree(self.data_dir, ignore_errors=True)


def nothanks_events():
    text = open(os.path.join(ROOT, "docs", "notation.md"), encoding="utf-8").read()
    block = re.search(r"```\narbiter 1\ngame nothanks\nplayers Ann, Ben, Cleo\n\n(.*?)```", text, re.S)
    return [line for line in block.group(1).splitlines() if line.strip()][1:]


def nothanks_keys(events):
    seen, keys = set(), []
    for e in events:
        verb = e.split(": ")[-1]
        if verb.startswith("card "):
            v = int(verb.split()[1])
            seen.add(v)
            longer = [w for w in range(3, 36) if w not in seen and str(w).startswith(str(v)) and w != v]
            keys.append(list(str(v)) + (["Return"] if longer else []))
        else:
            keys.append(["t" if verb == "take" else "n"])
    return keys


def new_nothanks(app, snap_setup=False):
    app.key("Tab", "Return")
    time.sleep(1)
    for i, name in enumerate(["Ann", "Ben", "Cleo"]):
        app.type(name)
        if i < 2:
            app.key("Return")
    app.key("alt+f")
    time.sleep(0.5)
    app.key("Down", "Down", "Return")
    if snap_setup:
        app.snap("new-game")
    app.key("alt+t")
    time.sleep(1.5)


def play_nothanks(app, n):
    for keys in nothanks_keys(nothanks_events())[:n]:
        app.key(*keys)


def new_splitvote(app):
    app.key("Return")
    time.sleep(1)
    for i, name in enumerate(["Jane", "David", "Max", "Kate"]):
        app.type(name)
        if i < 3:
            app.key("Return")
    app.key("alt+f")
    time.sleep(0.5)
    app.key("Down", "Down", "Down", "Down", "Return", "alt+t")
    time.sleep(1.5)


def shots_nothanks(build):
    app = App(build)
    new_nothanks(app, snap_setup=True)
    play_nothanks(app, 30)
    app.snap("nothanks-table")
    app.key("ctrl+n")
    time.sleep(1)
    app.snap("start")
    app.size(600, 800)
    app.snap("start-narrow")
    app.size(1280, 800)
    app.key("Return")
    time.sleep(1)
    play_nothanks_rest(app, 30)
    time.sleep(1)
    app.snap("score")
    app.close()


def play_nothanks_rest(app, start):
    for keys in nothanks_keys(nothanks_events())[start:]:
        app.key(*keys)


def shots_dark(build):
    app = App(build, dark=True)
    new_nothanks(app)
    play_nothanks(app, 12)
    app.key("F9")
    app.type("36")
    app.key("Return")
    app.snap("refusal-and-log-dark")
    app.key("F9")
    app.key("ctrl+a", "BackSpace")
    app.size(600, 800)
    app.snap("narrow-dark")
    app.close()


def shots_splitvote(build):
    app = App(build)
    new_splitvote(app)
    app.type("45679J8210")
    time.sleep(0.5)
    app.type("324")
    time.sleep(0.5)
    app.type("bkwk")
    time.sleep(0.8)
    app.snap("splitvote-table")
    # the phone layout: Kate cuts black again and David and Kate vote,
    # each name above its buttons, the majorities a column per player
    app.type("211")
    time.sleep(0.5)
    app.size(600, 800)
    app.snap("splitvote-narrow")
    app.close()


def shots_splitvote_score(build):
    """The score after test-keyboard.py's whole 3-player game, dark: the
    majorities, the points round by round, and Ben and Cleo tied on
    points, Ben ahead by the numbers scored (SV-12)."""
    keyboard = tests_keyboard()
    app = App(build, dark=True)
    new_three(app, ["Return"])
    for line, text in keyboard.SV_GAME:
        app.key(*keyboard.sv_entry_keys(text))
        time.sleep(0.3)
    time.sleep(1.5)
    app.snap("splitvote-score-dark")
    app.close()


def shots_score_chart(build):
    """The score page with its chart after the whole No Thanks! game of
    docs/notation.md: wide, narrow and at 360 px, light and dark."""
    for dark in (False, True):
        suffix = "-dark" if dark else ""
        app = App(build, dark=dark)
        new_nothanks(app)
        play_nothanks(app, len(nothanks_keys(nothanks_events())))
        time.sleep(1.5)
        app.snap("score-chart" + suffix)
        app.size(600, 800)
        app.snap("score-chart-narrow" + suffix)
        app.size(360, 800)
        app.snap("score-chart-360" + suffix)
        app.close()


# ---- Tile Rummy ----

def tr_keys(text):
    names = {" ": "space", "\n": "Return", "-": "minus"}
    return [names.get(c, c) for c in text]


def tr_table_keys():
    """The 62-tile table of the docs, with two illegal runs, typed: the
    key test's own plan."""
    return tr_docs().tr_table_plan()


def tr_check_table(app):
    """Check a Table (Ctrl+T), the 62-tile table typed: two problems, framed and listed."""
    app.key("ctrl+t")
    time.sleep(1)
    app.key(*tr_table_keys(), wait=0.04)
    # the problem of the third player's group limit: Tab to the players, 3
    app.key("Escape")
    time.sleep(0.3)


def shots_tilerummy_check(build):
    for dark in (False, True):
        app = App(build, dark=dark)
        tr_check_table(app)
        if dark:
            app.size(600, 800)
            time.sleep(0.5)
            app.snap("tilerummy-check-narrow-dark")
        else:
            app.snap("tilerummy-check")
        app.close()


def tr_docs():
    """The Tile Rummy game of docs/notation.md as keys, from the key test."""
    import importlib.util
    spec = importlib.util.spec_from_file_location("keys", os.path.join(ROOT, "tests", "ui", "test-keyboard.py"))
    keys = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(keys)
    return keys


def tr_new_game(app):
    """A fresh store: the focus on the first game, Tile Rummy below it."""
    app.key("Home", "Down", "Return")
    time.sleep(1)
    for i, name in enumerate(["Ann", "Ben", "Cleo"]):
        app.type(name)
        if i < 2:
            app.key("Return")
    app.key("alt+f")
    time.sleep(0.5)
    app.key("Down", "Return", "alt+t")
    time.sleep(2)


def tr_play(app, turns):
    for keys in turns:
        app.key(*keys, wait=0.05)
        time.sleep(0.3)


def shots_tilerummy_game(build):
    keys = tr_docs()
    game = keys.TR_DOCS_GAME
    app = App(build)
    tr_new_game(app)
    tr_play(app, game[:7])
    # Ann's turn: the two lower groups marked and moved down a row, g9 and g7 typed
    app.key(*game[7][:-4], wait=0.05)
    app.snap("tilerummy-table")
    # the rest of the game, Ann goes out; the score says whose hands are not counted
    tr_play(app, [game[7][-4:]] + game[8:])
    time.sleep(1)
    app.snap("tilerummy-score-hands")
    app.close()

    # narrow and dark: Cleo types a row of two, framed and listed where
    # it lies; Ctrl+Enter, and the refusal floats above the Lay Down bar
    app = App(build, dark=True)
    tr_new_game(app)
    tr_play(app, game[:6])
    app.size(600, 800)
    app.key(*tr_keys("\n\ny1y2"), wait=0.05)
    app.key("ctrl+Return")
    app.snap("tilerummy-narrow-dark")
    app.close()


# ---- 360 pixels ----

def tests_keyboard():
    """test-keyboard.py's Vote Stuffing game and Eighty keys."""
    import importlib.util
    spec = importlib.util.spec_from_file_location("keyboard", os.path.join(ROOT, "tests", "ui", "test-keyboard.py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def new_three(app, keys):
    """A new game for Ann, Ben and Cleo, Ann first, from the start page."""
    app.key(*keys)
    time.sleep(1)
    for i, name in enumerate(["Ann", "Ben", "Cleo"]):
        app.type(name)
        if i < 2:
            app.key("Return")
    app.key("alt+f")
    time.sleep(0.5)
    app.key("Down", "Return", "alt+t")
    time.sleep(1.5)


def shots_narrow_360(build):
    """Each game's table at 360x800, the window narrowed at once from
    1280 px: No Thanks! deciding, Split and Vote's votes (dark), a Vote
    Stuffing call's reveal, Eighty's reveals with a Play card (dark),
    a long Tile Rummy row typed past the phone's edge."""
    keyboard = tests_keyboard()
    app = App(build)
    new_nothanks(app)
    app.size(360, 800)
    play_nothanks(app, 30)
    app.snap("narrow-360-nothanks")
    app.close()

    app = App(build, dark=True)
    new_splitvote(app)
    app.size(360, 800)
    app.type("45679J8210")
    time.sleep(0.5)
    app.type("324")
    time.sleep(0.5)
    app.type("bk")
    app.snap("narrow-360-splitvote-dark")
    app.close()

    app = App(build)
    new_three(app, ["End", "Return"])
    app.size(360, 800)
    for lines, keys, kind in keyboard.VS_GAME:
        app.key(*keys)
        time.sleep(0.2)
        if kind == "call":
            break
    app.snap("narrow-360-votestuffing")
    app.close()

    app = App(build, dark=True)
    new_three(app, ["End", "Left", "Return"])
    app.size(360, 800)
    for text in ["23", "dmoon\n0", "47", "ssun\n1", "58", "h20", "71", "u210", "d", "b", "c", "a+10b\n", "71"]:
        app.key(*[keyboard.XKEYS.get(c, c) for c in text])
        time.sleep(0.2)
    app.snap("narrow-360-eighty-dark")
    app.close()

    # Tile Rummy: Cleo types a row past the phone's edge; the table
    # scrolls sideways to the cursor
    game = tr_docs().TR_DOCS_GAME
    app = App(build)
    tr_new_game(app)
    app.size(360, 800)
    tr_play(app, game[:6])
    app.key(*tr_keys("\n\nb1b2b3b4b5b6b7b8b9b10b11b12b13b14"), wait=0.05)
    time.sleep(0.5)
    app.snap("narrow-360-tilerummy")
    app.close()


SHOTS = {
    "narrow-360": shots_narrow_360,
    "nothanks": shots_nothanks,
    "dark": shots_dark,
    "splitvote": shots_splitvote,
    "splitvote-score": shots_splitvote_score,
    "score-chart": shots_score_chart,
    "tilerummy-check": shots_tilerummy_check,
    "tilerummy-game": shots_tilerummy_game,
}


def main():
    build = os.path.abspath(sys.argv[1])
    names = sys.argv[2:] or list(SHOTS)
    xvfb = subprocess.Popen(["Xvfb", DISPLAY, "-screen", "0", "1400x900x24"],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    time.sleep(1)
    try:
        for name in names:
            SHOTS[name](build)
    finally:
        xvfb.terminate()


if __name__ == "__main__":
    main()
