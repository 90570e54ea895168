#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Whole games typed at the real window, as a person would: keys only,
with the main menu, the About window and the log opened and closed in
the middle (the keys must go on working after each).  Counts the keys
and checks what the store holds against the record the keys stand for.

Run as: xvfb-run -a dbus-run-session -- /usr/bin/python3 test-keyboard.py ARBITER DOCS
"""
import os
import re
import shutil
import sqlite3
import subprocess
import sys
import tempfile
import time

KEY_DELAY = 0.12
# A new table before its first key: a sanitizer build, with other UI
# tests beside it, takes its time to draw one.
TABLE_DELAY = 3.0
TARGETS = {"No Thanks! game of docs/notation.md": 110, "Split and Vote rulebook round": 22,
           # issue 9: a new card's attributes, a known card, a draft, a
           # 3-player round of known cards with no Play card
           "Eighty new card": 8, "Eighty known card": 3, "Eighty draft": 1, "Eighty round": 30}


# Vote Stuffing (issue 10): a turn of one play, a face card's power move,
# keys per card at a reveal.
VS_TARGETS = {"one-play turn": 4, "face card": 4, "reveal per card": 2}


class Session:
    """Keys sent one by one to the Arbiter window, counted."""

    def __init__(self, wid):
        self.wid = wid
        self.count = 0

    def key(self, *keys, count=True):
        for k in keys:
            subprocess.run(["xdotool", "key", "--window", self.wid, k], check=True)
            if count:
                self.count += 1
            time.sleep(KEY_DELAY)

    def key_to_focus(self, k):
        """A key for whichever window has the focus (a dialog just opened)."""
        subprocess.run(["xdotool", "key", k], check=True)
        time.sleep(KEY_DELAY)

    def window_manager_refocus(self):
        """Xvfb has no window manager: when a dialog closes, give the main
        window the keyboard back as one would.  Which widget inside it has
        the focus is Arbiter's business, and what this test checks."""
        subprocess.run(["xdotool", "windowfocus", "--sync", self.wid], check=False)
        time.sleep(0.3)

    def type(self, text, count=True):
        for c in text:
            self.key("space" if c == " " else c, count=count)


def find_window(proc=None):
    """The Arbiter window; of this process when one is given (an app just
    quit may still have its window on the screen for a moment)."""
    deadline = time.time() + 20
    while time.time() < deadline:
        if proc is not None and proc.poll() is not None:
            sys.exit(f"FAIL: the app ended with exit status {proc.returncode} before its window appeared")
        query = ["xdotool", "search", "--onlyvisible"]
        if proc is not None:
            query += ["--pid", str(proc.pid)]
        r = subprocess.run(query + ["--name", "^Arbiter$"], capture_output=True, text=True)
        if r.stdout.strip():
            return r.stdout.split()[0]
        time.sleep(0.2)
    sys.exit("FAIL: the Arbiter window did not appear")


def live_events(db_path):
    """The events of the newest game, as the store keeps them."""
    deadline = time.time() + 5
    while True:
        try:
            db = sqlite3.connect(db_path)
            gid = db.execute("SELECT max(id) FROM games").fetchone()[0]
            rows = db.execute("SELECT line FROM events WHERE game_id = ? AND retracted IS NULL"
                              " ORDER BY id", (gid,)).fetchall()
            finished = db.execute("SELECT finished FROM games WHERE id = ?", (gid,)).fetchone()[0]
            db.close()
            return [r[0] for r in rows], finished
        except sqlite3.OperationalError:
            if time.time() > deadline:
                raise
            time.sleep(0.2)


def docs_nothanks_game(docs):
    text = open(docs, encoding="utf-8").read()
    block = re.search(r"```\narbiter 1\ngame nothanks\nplayers Ann, Ben, Cleo\n\n(.*?)```", text, re.S)
    return [line for line in block.group(1).splitlines() if line.strip()]


def nothanks_keys(events):
    """The keys for each event: a value no other offered value starts with
    needs no Enter (so only a 3 does, while a 30s card may come)."""
    seen = set()
    keys = []
    for e in events:
        verb = e.split(": ")[-1]
        if verb.startswith("card "):
            v = int(verb.split()[1])
            seen.add(v)
            digits = list(str(v))
            longer = [w for w in range(3, 36) if w not in seen and str(w).startswith(str(v)) and w != v]
            keys.append(digits + (["Return"] if longer else []))
        elif verb == "take":
            keys.append(["t"])
        elif verb == "pass":
            keys.append(["n"])
    return keys


def play_nothanks(s, docs, failures):
    record = docs_nothanks_game(docs)
    expected = ["start Ben"] + record[1:]
    s.count = 0
    # the first game that can be played has the focus; Tab reaches No Thanks!
    s.key("Tab", "Return")
    time.sleep(1)
    for i, name in enumerate(["Ann", "Ben", "Cleo"]):
        s.type(name)
        if i < 2:
            s.key("Return")
    s.key("alt+f")
    time.sleep(0.5)
    s.key("Down", "Down", "Return", "alt+t")
    setup_keys = s.count
    time.sleep(TABLE_DELAY)
    s.count = 0
    for n, keys in enumerate(nothanks_keys(record[1:])):
        if n == 20:
            # the main menu, opened and closed: the table keeps the keys
            s.key("F10", count=False)
            time.sleep(0.5)
            s.key("Escape", count=False)
            time.sleep(0.5)
        if n == 35:
            # the About window, from the menu (F10, then A), closed with Escape
            s.key("F10", count=False)
            time.sleep(0.5)
            s.key("a", count=False)
            time.sleep(1.0)
            s.key_to_focus("Escape")
            time.sleep(0.8)
            s.window_manager_refocus()
        if n == 50:
            s.key("F9", count=False)
            time.sleep(0.5)
            s.key("F9", count=False)
            time.sleep(0.5)
        s.key(*keys)
    time.sleep(1)
    return setup_keys, s.count, expected


def play_splitvote(s):
    """The rulebook's round: Kate deals nine cards and cuts them 3 | 2 | 4;
    Max takes white, Jane blue; David and Kate both vote black, Kate cuts
    it 2 | 1 | 1 and takes the joker and the 8, David the 10."""
    s.count = 0
    s.key("ctrl+n")
    time.sleep(1)
    # Split and Vote is the first game that can be played
    s.key("Return")
    time.sleep(1)
    for i, name in enumerate(["Jane", "David", "Max", "Kate"]):
        s.type(name)
        if i < 3:
            s.key("Return")
    s.key("alt+f")
    time.sleep(0.5)
    s.key("Down", "Down", "Down", "Down", "Return", "alt+t")
    setup_keys = s.count
    time.sleep(TABLE_DELAY)
    s.count = 0
    s.type("45679J8210")     # the row, dealt by itself once complete
    time.sleep(0.5)
    s.type("324")            # the split, by itself once the sizes add up
    time.sleep(0.5)
    s.type("bkwk")           # Jane blue, David black, Max white, Kate black
    time.sleep(0.5)
    s.type("211")            # Kate cuts black: J 8 | 2 | 10
    time.sleep(0.5)
    s.type("kw")             # David black (the 10), Kate white (J 8)
    time.sleep(1)
    expected = ["start Kate", "Kate: row 4 5 6 7 9 J 8 2 10", "Kate: split 3 2 4",
                "votes Jane=blue David=black Max=white Kate=black", "Kate: split 2 1 1",
                "votes David=black Kate=white"]
    return setup_keys, s.count, expected


# A 3-player game to a winning call, with a wrong call before it: each
# entry's record line(s), the keys that enter it, and what kind of entry
# it is.  A spot letter alone plays a card nobody saw; Enter or End ends
# a turn of one card; a 2's power move asks who draws two by seat number;
# at a reveal r, s or the card names each unknown card, left pile first.
VS_GAME = [
    (["Ann: ? left", "Ann: end"], ["l", "Return"], "one-play turn"),
    (["Ben: Ks power"], ["k", "s", "p"], "face card"),
    (["Ben: 9c left"], ["9", "c", "l"], "play"),
    (["Cleo: 3h power", "Cleo: end"], ["3", "h", "p", "End"], "one-play turn"),
    (["Ann: 4c power", "Ann: bonus ?"], ["4", "c", "p", "question"], "power"),
    (["Ann: 8d left"], ["8", "d", "l"], "play"),
    (["Ben: Jd power"], ["j", "d", "p"], "face card"),
    (["Ben: 6h right"], ["6", "h", "r"], "play"),
    (["Cleo: 2s power Ann"], ["2", "s", "p", "1"], "power"),
    (["Cleo: 7c right"], ["7", "c", "r"], "play"),
    (["Ann: joker power"], ["asterisk", "p"], "power"),
    (["Ann: 5h right"], ["5", "h", "r"], "play"),
    (["Ben: Jh power"], ["j", "h", "p"], "face card"),
    (["Ben: ? right"], ["r"], "play"),
    (["Ben: call 5d"], ["5", "d"], "call"),
    (["reveal left 2c s=1 right r=1"], ["2", "c", "s", "r"], "reveal 3"),
    (["Cleo: Ad power"], ["a", "d", "p"], "power"),
    (["Cleo: ? right"], ["r"], "play"),
    (["Ann: 10d power", "Ann: end"], ["t", "d", "p", "Return"], "one-play turn"),
    (["Ben: 5d middle"], ["5", "d", "m"], "play"),
    (["Ben: call 3c"], ["3", "c"], "call"),
    (["reveal right s=1"], ["s"], "reveal 1"),
]


def vs_canonical(line):
    """"Ann: 7h left" as the store writes it: "Ann: play 7h left"."""
    m = re.match(r"(\w+): (?!play |bonus |call |end$)(\S+ \S+.*)$", line)
    return f"{m.group(1)}: play {m.group(2)}" if m else line


def play_votestuffing(s, failures):
    """Vote Stuffing, three players, typed to Ben's winning call after his
    wrong one.  The start page lists the unfinished Split and Vote game
    first: Tab reaches the games, End the last one, Vote Stuffing."""
    s.count = 0
    s.key("ctrl+n")
    # the start page puts the focus on the Continue list once it shows;
    # a sanitizer build beside other tests is slow
    time.sleep(2.5)
    s.key("Tab", "End", "Return")
    time.sleep(2)
    for i, name in enumerate(["Ann", "Ben", "Cleo"]):
        s.type(name)
        if i < 2:
            s.key("Return")
    s.key("alt+f")
    time.sleep(0.5)
    s.key("Down", "Return", "alt+t")
    setup_keys = s.count
    time.sleep(2)
    s.count = 0
    most = {"one-play turn": 0, "face card": 0, "reveal per card": 0}
    reveals = []
    for n, (lines, keys, kind) in enumerate(VS_GAME):
        if n == 10:
            # the log shown and hidden: the table keeps the keys
            s.key("F9", count=False)
            time.sleep(0.5)
            s.key("F9", count=False)
            time.sleep(0.5)
        s.key(*keys)
        time.sleep(0.3)
        if kind.startswith("reveal"):
            cards = int(kind.split()[1])
            most["reveal per card"] = max(most["reveal per card"], len(keys) / cards)
            reveals.append(f"{len(keys)} key{'s' if len(keys) > 1 else ''} for {cards} card{'s' if cards > 1 else ''}")
        elif kind in most:
            most[kind] = max(most[kind], len(keys))
    time.sleep(1)
    expected = ["start Ann"] + [vs_canonical(l) for lines, _, _ in VS_GAME for l in lines]
    for kind, limit in VS_TARGETS.items():
        if most[kind] > limit:
            failures.append(f"Vote Stuffing: a {kind} took {most[kind]:g} keys, the target is at most {limit}")
    most["reveals"] = ", ".join(reveals)
    return setup_keys, s.count, expected, most


# ---- Eighty ----

XKEYS = {"+": "plus", "-": "minus", " ": "space", "\n": "Return"}


class Counted:
    """Keys for Eighty, each run of them counted under a kind."""

    def __init__(self, s):
        self.s = s
        self.kinds = {}

    def keys(self, kind, text):
        keys = [XKEYS.get(c, c) for c in text]
        self.s.key(*keys)
        self.kinds.setdefault(kind, []).append((text, len(keys)))
        time.sleep(0.3)

    def chord(self, kind, key):
        self.s.key(key)
        self.kinds.setdefault(kind, []).append((key, 1))
        # the modifier well released before the next key, also on a slow build
        time.sleep(0.8)

    def most(self, kind):
        return max(n for _, n in self.kinds.get(kind, [("", 0)]))


def start_eighty(s, first_downs):
    """From the start page to an Eighty table for Ann, Ben and Cleo.
    The unfinished Split and Vote game of this session keeps the focus on
    the Continue list: Tab reaches the games, Home is the first (Split and
    Vote), Right is No Thanks!, and Eighty is below it."""
    s.key("ctrl+n")
    time.sleep(2.5)
    s.key("Tab", "Home", "Right", "Down", "Return")
    time.sleep(1)
    for i, name in enumerate(["Ann", "Ben", "Cleo"]):
        s.type(name)
        if i < 2:
            s.key("Return")
    s.key("alt+f")
    time.sleep(0.5)
    s.key(*(["Down"] * first_downs), "Return", "alt+t")
    time.sleep(TABLE_DELAY)


def docs_eighty_game(docs):
    text = open(docs, encoding="utf-8").read()
    block = re.search(r"```\narbiter 1\ngame eighty\nplayers Ann, Ben, Cleo\n\n(.*?)```", text, re.S)
    return [l for l in block.group(1).splitlines() if l.strip() and not l.startswith("#")]


def play_eighty_docs(c):
    """The docs' game: every card new, its attributes typed once."""
    # round 1: the centre, each new card asked for as its number is typed
    c.keys("known", "23"); c.keys("new", "dmoon\n0")
    c.keys("known", "47"); c.keys("new", "ssun\n1")
    c.keys("known", "58"); c.keys("new", "h20")
    c.keys("known", "71"); c.keys("new", "u210")
    for k in "dbc":
        c.keys("draft", k)
    c.keys("play", "a+10b\n")
    c.keys("known", "71"); c.keys("known", "47")
    c.keys("known", "12"); c.keys("new", "z20")
    # round 2
    c.keys("known", "5 "); c.keys("new", "h30")
    c.keys("known", "36"); c.keys("new", "s23")
    c.keys("known", "64"); c.keys("new", "z30")
    c.keys("known", "19"); c.keys("new", "u3leaf\n0")
    for k in "cba":
        c.keys("draft", k)
    c.keys("play", "b-5c\n"); c.keys("play", "c+3c\n")
    c.keys("known", "64"); c.keys("known", "36")
    c.keys("known", "44"); c.keys("new", "d30")
    c.keys("discard", "d")
    # round 3: the 80 comes up
    c.keys("known", "80"); c.keys("known", "9"); c.keys("new", "s10")
    c.keys("known", "52"); c.keys("new", "d21")
    c.keys("known", "66"); c.keys("new", "h40")
    for k in "cdb":
        c.keys("draft", k)
    c.keys("play", "a+15b\n")
    c.keys("known", "58"); c.keys("known", "66"); c.keys("known", "9")
    c.keys("hold", "2+moon star\n"); c.keys("hold", "3 sun\n"); c.keys("hold", "1+leaf\n")


GAME2 = """start Ann
white 23 double-up symbol moon
white 47 standard symbol sun draw 1
white 58 high-low symbol moon
white 71 symbolic-up moon symbol star
centre 23 47 58 71
Ann: draft 47
Ben: draft 58
Cleo: draft 71
white 12 safe-zone symbol moon
Ann: reveal 12
white 36 standard symbol moon draw 3
Ben: reveal 36
white 44 double-up symbol sun
Cleo: reveal 44
white 5 high-low symbol sun
white 64 safe-zone symbol sun
white 19 symbolic-up sun symbol leaf
white 66 high-low symbol leaf
centre 5 64 19 66
Ben: draft 64
Cleo: draft 19
Ann: draft 66
Ben: reveal 64
Cleo: reveal 19
Ann: reveal 47
white 9 standard symbol star
white 52 double-up symbol moon draw 1
white 30 standard symbol sun
centre 80 9 52 30
Cleo: draft 9
Ann: draft 52
Ben: draft 30
Cleo: reveal 71
Ann: reveal 66
Ben: reveal 58
Ann: hold 2
Ben: hold
Cleo: hold star""".splitlines()


def play_eighty_next(c):
    """The next game: the catalogue knows every card but the 30.
    Returns the keys of its first two rounds."""
    rounds = []
    for centre, drafts, reveals in [("23475871", "bcd", ["12", "36", "44"]),
                                    ("5 641966", "bcd", ["64", "19", "47"])]:
        before = c.s.count
        c.keys("centre", centre)
        for k in drafts:
            c.keys("draft", k)
        for r in reveals:
            c.keys("known", r)
        rounds.append(c.s.count - before)
    c.keys("known", "809"); c.keys("known", "52"); c.keys("known", "30"); c.keys("new", "s30")
    for k in "bcd":
        c.keys("draft", k)
    for r in ["71", "66", "58"]:
        c.keys("known", r)
    c.keys("hold", "2\n")
    c.chord("hold", "alt+n")
    c.keys("hold", "star\n")
    return rounds


def play_eighty(s, docs, failures):
    s.count = 0
    start_eighty(s, 2)                     # Ben drafts first
    setup_keys = s.count
    s.count = 0
    c = Counted(s)
    play_eighty_docs(c)
    time.sleep(1)
    return setup_keys, c


def same_events(got, expected, what, failures):
    norm = lambda lines: [re.sub(r"\s+", " ", l.strip()) for l in lines]
    if norm(got) != norm(expected):
        failures.append(f"{what}: the store holds\n  " + "\n  ".join(got)
                        + "\nexpected\n  " + "\n  ".join(expected))


def single_votes(events):
    """Votes typed one key at a time are stored one line each; fold a run
    of them into one votes line for comparing."""
    out, run = [], []
    for e in events:
        m = re.match(r"(\w+): vote (\w+)$", e)
        if m:
            run.append(f"{m.group(1)}={m.group(2)}")
            continue
        if run:
            out.append("votes " + " ".join(run))
            run = []
        out.append(e)
    if run:
        out.append("votes " + " ".join(run))
    return out

def check_counts(c, what, failures):
    for kind, target in [("new", "Eighty new card"), ("known", "Eighty known card"), ("draft", "Eighty draft")]:
        if c.most(kind) > TARGETS[target]:
            failures.append(f"{what}: a {target[7:]} took {c.most(kind)} keys, the target is at most {TARGETS[target]}")
    # a centre of four known cards: the keys per card
    for text, n in c.kinds.get("centre", []):
        if n > 4 * TARGETS["Eighty known card"]:
            failures.append(f"{what}: the centre {text} took {n} keys, more than 3 a card")


def check_eighty(s, docs, db, failures):
    setup, c = play_eighty(s, docs, failures)
    got, finished = live_events(db)
    same_events(got, docs_eighty_game(docs), "Eighty, the docs' game", failures)
    if not finished:
        failures.append("Eighty: the store does not say the docs' game is finished")
    total = sum(n for runs in c.kinds.values() for _, n in runs)
    new = c.kinds["new"]
    print(f"Eighty game of docs/notation.md: {total} keys for the game, {setup} keys to set up the table; "
          f"{len(new)} new cards, their attributes in {sum(n for _, n in new)} keys "
          f"(at most {c.most('new')} a card); a known card at most {c.most('known')} keys, "
          f"a draft {c.most('draft')}, a Play card at most {c.most('play')}")
    check_counts(c, "Eighty", failures)

    # the next game: the catalogue remembers every card of the first
    s.count = 0
    start_eighty(s, 1)                     # Ann drafts first
    setup = s.count
    s.count = 0
    c = Counted(s)
    rounds = play_eighty_next(c)
    time.sleep(1)
    got, finished = live_events(db)
    same_events(got, GAME2, "Eighty, the next game", failures)
    if not finished:
        failures.append("Eighty: the store does not say the next game is finished")
    total = sum(n for runs in c.kinds.values() for _, n in runs)
    print(f"Eighty next game: {total} keys for the game; rounds of known cards with no Play card: "
          f"{' and '.join(str(r) for r in rounds)} keys; 1 new card, {c.most('new')} keys")
    check_counts(c, "Eighty, the next game", failures)
    for r in rounds:
        if r > TARGETS["Eighty round"]:
            failures.append(f"Eighty: a round of known cards took {r} keys, the target is at most 30")


def bus_name_free(timeout=30):
    """Waits until no Arbiter owns its name on the session bus: an app
    that just quit may still hold it for a moment, and a new one would
    then hand over to it and end."""
    deadline = time.time() + timeout
    while time.time() < deadline:
        owned = False
        for name in ("io.github.tablearbiter.Arbiter", "io.github.tablearbiter.Arbiter.Devel"):
            r = subprocess.run(["gdbus", "call", "--session", "--dest", "org.freedesktop.DBus",
                                "--object-path", "/org/freedesktop/DBus",
                                "--method", "org.freedesktop.DBus.NameHasOwner", name],
                               capture_output=True, text=True, check=False)
            owned = owned or "true" in r.stdout
        if not owned:
            return
        time.sleep(0.2)


def start_app(arbiter):
    """Arbiter on a fresh store; its window sized as the others' tests."""
    bus_name_free()
    data_dir = tempfile.mkdtemp(prefix="arbiter-keys-")
    env = dict(os.environ, ARBITER_DATA_DIR=data_dir, GSETTINGS_BACKEND="memory",
               GDK_BACKEND="x11", GDK_DEBUG="gl-disable")
    proc = subprocess.Popen([arbiter], env=env)
    return proc, data_dir


def stop_app(proc, data_dir, failures, wid=None):
    """Ctrl+Q, as a person would quit: the app must end cleanly (exit
    status 0; under the sanitizer build a leak makes it non-zero)."""
    if wid is not None and proc.poll() is None:
        subprocess.run(["xdotool", "windowfocus", "--sync", wid], check=False)
        subprocess.run(["xdotool", "key", "--window", wid, "ctrl+q"], check=False)
    try:
        status = proc.wait(timeout=120)
        if status != 0:
            failures.append(f"the app ended with exit status {status} after Ctrl+Q")
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait()
        failures.append("the app did not end within 120 s of Ctrl+Q")
    shutil.rmtree(data_dir, ignore_errors=True)


def open_window(proc=None):
    s = Session(find_window(proc))
    time.sleep(1.5)
    s.window_manager_refocus()
    subprocess.run(["xdotool", "windowsize", s.wid, "1280", "800"], check=False)
    time.sleep(0.5)
    return s



def main():
    arbiter, docs = sys.argv[1], sys.argv[2]
    proc, data_dir = start_app(arbiter)
    failures = []
    s = None
    try:
        s = open_window(proc)
        db = os.path.join(data_dir, "arbiter.db")

        setup, game, expected = play_nothanks(s, docs, failures)
        got, finished = live_events(db)
        same_events(got, expected, "No Thanks!", failures)
        if not finished:
            failures.append("No Thanks!: the store does not say the game is finished")
        print(f"No Thanks! game of docs/notation.md: {game} keys for the game "
              f"({len(expected) - 1} entries), {setup} keys to set up the table")
        if game > TARGETS["No Thanks! game of docs/notation.md"]:
            failures.append(f"No Thanks!: {game} keys, the target is at most 110")

        setup, game, expected = play_splitvote(s)
        got, _ = live_events(db)
        same_events(single_votes(got), expected, "Split and Vote", failures)
        print(f"Split and Vote rulebook round: {game} keys for the round, {setup} keys to set up the table")
        if game > TARGETS["Split and Vote rulebook round"]:
            failures.append(f"Split and Vote: {game} keys, the target is at most 22")

        setup, game, expected, most = play_votestuffing(s, failures)
        got, finished = live_events(db)
        same_events(got, expected, "Vote Stuffing", failures)
        if not finished:
            failures.append("Vote Stuffing: the store does not say the game is finished")
        print(f"Vote Stuffing 3-player game to a winning call, one wrong call before it: {game} keys "
              f"for the game ({len(expected) - 1} entries), {setup} keys to set up the table; "
              f"a one-play turn at most {most['one-play turn']} keys, a face card's power move "
              f"at most {most['face card']}, reveals {most['reveals']}")

        # No Eighty game came before, so the table's catalogue starts empty
        check_eighty(s, docs, db, failures)
    finally:
        stop_app(proc, data_dir, failures, s.wid if s else None)

    if failures:
        for f in failures:
            print("FAIL: " + f)
        sys.exit(1)
    print("PASS: every game typed from the keyboard and stored as typed; the app quit cleanly each time")


if __name__ == "__main__":
    main()
