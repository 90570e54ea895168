#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Starts Arbiter in German and walks its main pages (start, setup, the
table and the log of each game, the score page), reading every string
the accessibility tree shows.  Fails on any English string: one of our
English msgids whose German differs, a string of one of our format
msgids, or an English word of a short list.

Run as: xvfb-run -a dbus-run-session -- /usr/bin/python3 test-german.py ARBITER DE.PO LOCALEDIR
"""
import ast
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

import pyatspi

from arb_atspi import click, find_any, find_app, find_named, is_shown, keys, wait_for, walk

TYPE_NAME = re.compile(r"^(Gtk|Adw|Arb)[A-Z]\w*$")
FORMAT = re.compile(r"%(?:\d+\$)?[-+ #0]*\d*(?:\.\d+)?(?:ll|l|h|z)?[diuxXsc%]")
# English words that German text never holds (record tokens such as
# "white" only appear inside quotes in refusals, never on these pages).
ENGLISH_WORDS = {
    "the", "and", "with", "of", "to", "is", "or", "not", "your", "turn", "turns",
    "card", "cards", "chip", "chips", "player", "players", "score", "scores",
    "round", "game", "games", "takes", "take", "pass", "left", "right", "middle",
    "face", "down", "up", "white", "blue", "black", "draws", "plays", "entry",
    "entries", "point", "points", "wins", "leads", "finished", "tracked", "only",
    "Back", "Undo", "Redo", "Log", "Rules", "Score", "Table", "New", "Game",
    "Players", "Continue", "Take", "Deal", "Split", "Reveal", "Draft", "Enter",
    "Round", "Hand", "hand", "Turn", "Options", "Seat", "First", "Track",
}
# German words that happen to be spelt as English ones.
GERMAN_TOO = {"Hand", "Enter", "hand"}
PLAYERS = ["Anna", "Bernd", "Clara"]


def read_po(path):
    """(msgid, msgstr) pairs of a .po file, plural forms included."""
    pairs, entry, key = [], {}, None
    for line in open(path, encoding="utf-8"):
        line = line.rstrip("\n")
        if not line.strip():
            if entry.get("msgid"):
                pairs.append(entry)
            entry, key = {}, None
            continue
        m = re.match(r'(msgctxt|msgid_plural|msgid|msgstr(?:\[\d\])?) (".*")$', line)
        if m:
            key = m.group(1)
            entry[key] = ast.literal_eval(m.group(2))
        elif line.startswith('"') and key:
            entry[key] += ast.literal_eval(line)
    if entry.get("msgid"):
        pairs.append(entry)
    out = []
    for e in pairs:
        if "msgid_plural" in e:
            out.append((e["msgid"], e.get("msgstr[0]", "")))
            out.append((e["msgid_plural"], e.get("msgstr[1]", "")))
        else:
            out.append((e["msgid"], e.get("msgstr", "")))
    return out


def english_patterns(po):
    """Exact English strings and regexes for the English format strings
    whose German differs."""
    exact, patterns = set(), []
    for msgid, msgstr in po:
        if not msgstr or msgid == msgstr:
            continue
        text = msgid.replace("_", "")
        words = re.findall(r"[A-Za-z]{3,}", FORMAT.sub(" ", text))
        if len(words) < 1:
            continue
        if FORMAT.search(text):
            if len(words) < 2:
                continue
            parts = FORMAT.split(text)
            patterns.append(re.compile("(?s)" + ".+?".join(re.escape(p) for p in parts)))
        else:
            exact.add(text.strip())
    return exact, patterns


def shown_strings(app):
    strings = set()
    for node in walk(app):
        try:
            if not is_shown(node):
                continue
            for text in (node.name, node.description):
                text = (text or "").strip()
                if text and not TYPE_NAME.match(text):
                    strings.add(text)
        except Exception:
            continue
    return strings


def english_in(text, exact, patterns):
    for line in text.split("\n"):
        line = line.strip()
        if not line:
            continue
        if line.replace("_", "") in exact:
            return f"the English string “{line}”"
        for pattern in patterns:
            if pattern.fullmatch(line):
                return f"“{line}”, the English “{pattern.pattern[4:]}”"
        words = [w for w in re.findall(r"[A-Za-z]+", line) if w in ENGLISH_WORDS and w not in GERMAN_TOO]
        # "No Thanks!" is a name; one stray word may be a player's name
        # or a record token in quotes, two are English.
        if len(words) >= 2 and "No Thanks" not in line:
            return f"“{line}” holds the English words {', '.join(words)}"
    return None


class Checker:
    def __init__(self, app, exact, patterns):
        self.app, self.exact, self.patterns = app, exact, patterns
        self.failures, self.seen = [], 0

    def check(self, screen):
        strings = shown_strings(self.app)
        self.seen += len(strings)
        bad = [why for why in (english_in(s, self.exact, self.patterns) for s in sorted(strings)) if why]
        print(f"{screen}: {len(strings)} strings, {len(bad)} English")
        for b in bad:
            print("  " + b)
        self.failures.extend(f"{screen}: {b}" for b in bad)


def type_players():
    for i, name in enumerate(PLAYERS):
        subprocess.run(["xdotool", "type", "--delay", "30", name], check=False)
        if i < len(PLAYERS) - 1:
            subprocess.run(["xdotool", "key", "Return"], check=False)
            time.sleep(0.2)


def new_game(app, title, table_button, prefix=True):
    click(find_named(app, pyatspi.ROLE_PUSH_BUTTON, "Zurück zu den Spielen"))
    wait_for(lambda: find_named(app, pyatspi.ROLE_PUSH_BUTTON, f"Neue Partie {title}"), "the start page")
    click(find_named(app, pyatspi.ROLE_PUSH_BUTTON, f"Neue Partie {title}"))
    wait_for(lambda: find_named(app, pyatspi.ROLE_PUSH_BUTTON, "Partie mitverfolgen"), "the setup page")
    time.sleep(0.5)
    click(wait_for(lambda: find_any(app, "Dieselben Spieler wie beim letzten Mal"), "the same players row"))
    time.sleep(0.3)
    click(find_named(app, pyatspi.ROLE_PUSH_BUTTON, "Partie mitverfolgen"))
    wait_for(lambda: find_named(app, pyatspi.ROLE_PUSH_BUTTON, table_button, prefix=prefix), f"the {title} table")
    time.sleep(0.5)


def main():
    arbiter, po_path = sys.argv[1], sys.argv[2]
    po = read_po(po_path)
    exact, patterns = english_patterns(po)
    if len(exact) < 100 or len(patterns) < 100:
        sys.exit(f"FAIL: {po_path} gives only {len(exact)} strings and {len(patterns)} formats to look for")
    # The checker must see English where there is English.
    for english in ("Continue", "Ann takes the 27 with 3 chips", "Anna: take the 17 with 0 chips, or pay a chip"):
        if english_in(english, exact, patterns) is None:
            sys.exit(f"FAIL: the checker does not see that “{english}” is English")

    desktop = pyatspi.Registry.getDesktop(0)
    data_dir = tempfile.mkdtemp(prefix="arbiter-german-")
    env = dict(os.environ, ARBITER_DATA_DIR=data_dir, GSETTINGS_BACKEND="memory",
               LANGUAGE="de", LC_ALL="C.UTF-8", LANG="C.UTF-8")
    if len(sys.argv) > 3:
        env["ARBITER_LOCALEDIR"] = sys.argv[3]
    proc = subprocess.Popen([arbiter], env=env)
    try:
        app = wait_for(lambda: find_app(desktop), "arbiter on the accessibility bus")
        checker = Checker(app, exact, patterns)
        wait_for(lambda: find_named(app, pyatspi.ROLE_PUSH_BUTTON, "Neue Partie No Thanks!"),
                 "the German start page")
        checker.check("start page")

        click(find_named(app, pyatspi.ROLE_PUSH_BUTTON, "Neue Partie No Thanks!"))
        wait_for(lambda: find_named(app, pyatspi.ROLE_PUSH_BUTTON, "Partie mitverfolgen"), "the setup page")
        time.sleep(0.5)
        checker.check("setup page")
        type_players()
        time.sleep(0.5)
        click(find_named(app, pyatspi.ROLE_PUSH_BUTTON, "Partie mitverfolgen"))
        wait_for(lambda: find_named(app, pyatspi.ROLE_PUSH_BUTTON, "Aufdecken"), "the No Thanks! table")
        checker.check("No Thanks!, turning up")
        click(find_named(app, pyatspi.ROLE_PUSH_BUTTON, "17"))
        wait_for(lambda: find_named(app, pyatspi.ROLE_PUSH_BUTTON, "Nein danke"), "a card to decide on")
        click(find_named(app, pyatspi.ROLE_PUSH_BUTTON, "Nein danke"))
        time.sleep(0.3)
        click(find_named(app, pyatspi.ROLE_PUSH_BUTTON, "Nehmen"))
        time.sleep(0.5)
        keys("F9")
        time.sleep(0.5)
        checker.check("No Thanks!, the log")
        keys("F9")
        keys("alt+2")
        wait_for(lambda: find_named(app, pyatspi.ROLE_IMAGE, "Punkteverlauf"), "the score page")
        time.sleep(0.3)
        checker.check("No Thanks!, the score page")
        keys("alt+1")

        new_game(app, "Teilen und Wählen", "Austeilen")
        checker.check("Split and Vote, dealing")
        for value in ["5"] * 5 + ["6"] * 2:
            click(find_named(app, pyatspi.ROLE_PUSH_BUTTON, f"{value} zur Reihe hinzufügen"))
            time.sleep(0.1)
        click(find_named(app, pyatspi.ROLE_PUSH_BUTTON, "Austeilen", prefix=True))
        wait_for(lambda: find_named(app, pyatspi.ROLE_PUSH_BUTTON, "Teilen", prefix=True), "the split")
        checker.check("Split and Vote, splitting")
        click(find_named(app, pyatspi.ROLE_PUSH_BUTTON, "Teilen", prefix=True))
        time.sleep(0.8)
        checker.check("Split and Vote, voting")
        keys("alt+2")
        time.sleep(0.8)
        checker.check("Split and Vote, the score page")
        keys("alt+1")

        new_game(app, "Stimmenfang", "Zug beenden", prefix=False)
        checker.check("Vote Stuffing, playing")
        keys("7", "h", "l")
        time.sleep(0.5)
        checker.check("Vote Stuffing, a second card")
        keys("alt+2")
        time.sleep(0.8)
        checker.check("Vote Stuffing, the score page")
        keys("alt+1")

        new_game(app, "Achtzig", "Aufdecken")
        checker.check("Eighty, the centre")
        keys("alt+2")
        time.sleep(0.8)
        checker.check("Eighty, the score page")
        keys("alt+1")
    except SystemExit:
        print(f"the app's exit status: {proc.poll()}")
        raise
    finally:
        if proc.poll() is None:
            proc.terminate()
            try:
                proc.wait(timeout=30)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait()
        shutil.rmtree(data_dir, ignore_errors=True)

    if checker.seen < 200:
        sys.exit(f"FAIL: only {checker.seen} strings read; the walk did not see the pages")
    if checker.failures:
        print("FAIL: English on the German pages:")
        for f in checker.failures:
            print("  " + f)
        sys.exit(1)
    print(f"PASS: {checker.seen} strings on the German pages, none English")


if __name__ == "__main__":
    main()
