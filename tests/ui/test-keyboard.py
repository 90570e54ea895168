#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Whole games typed at the real window, as a person would: keys only,
with the main menu, the About window and the log opened and closed in
the middle (the keys must go on working after each).  Counts the keys
and checks what the store holds against the record the keys stand for.

Run as: xvfb-run -a dbus-run-session -- /usr/bin/python3 test-keyboard.py ARBITER DOCS [ARBITER-CLI]
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
           # issue 8: a tile, a 10-tile lay-down, a 60-tile table from scratch
           "Tile Rummy keys per tile": 3, "Tile Rummy 10-tile lay-down": 40,
           "Tile Rummy keys per tile of a 60-tile table": 4,
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
        self.delay = KEY_DELAY

    def key(self, *keys, count=True):
        for k in keys:
            subprocess.run(["xdotool", "key", "--window", self.wid, k], check=True)
            if count:
                self.count += 1
            time.sleep(self.delay)

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


def type_three_names(s):
    """Ann, Ben and Cleo into the empty seats of the setup page."""
    for i, name in enumerate(["Ann", "Ben", "Cleo"]):
        s.type(name)
        if i < 2:
            s.key("Return")


def pick_first_and_track(s, downs):
    """The first player (Alt+F, `downs` times Down: 1 is Ann), then Track."""
    s.key("alt+f")
    time.sleep(0.5)
    s.key(*(["Down"] * downs), "Return", "alt+t")


# Entries typed with the focus in the header bar: Shift+Tab takes it
# there from the table (once from the table itself while a card is
# offered, twice from the card's entry); the keys typed then are the
# table's all the same.
NT_FROM_HEADER = {60: 1, 64: 2}


def check_stored(db, n_events, what, failures):
    """The store holds `n_events` entries of the game in play."""
    got, _ = live_events(db)
    if len(got) != n_events:
        failures.append(f"{what}: the store holds {len(got)} entries, expected {n_events}: "
                        + " / ".join(got[-3:]))


def play_nothanks(s, docs, db, failures):
    record = docs_nothanks_game(docs)
    expected = ["start Ben"] + record[1:]
    s.count = 0
    # the first game that can be played has the focus; Tab reaches No Thanks!
    s.key("Tab", "Return")
    time.sleep(1)
    type_three_names(s)
    pick_first_and_track(s, 2)
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
        if n in NT_FROM_HEADER:
            s.key(*(["shift+Tab"] * NT_FROM_HEADER[n]), count=False)
            time.sleep(0.3)
        s.key(*keys)
        if n in NT_FROM_HEADER:
            time.sleep(0.5)
            # the start and the entries up to this one
            check_stored(db, n + 2, f"No Thanks!: entry {n + 1} typed from the header bar", failures)
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


# A whole 3-player game of Split and Vote (ten rows of seven, SV-2), Ann
# dealing first: each entry's record line and the keys that enter it.
# It meets every rule of a round: a row ending in the 1 (Enter), tens
# typed as 1 0, contested parts split again (SV-6), a contested pair that
# splits by itself and a contested single thrown away, parts nobody wants
# thrown away, a joker waiting for a number (SV-9), jokers attached
# without a choice and by a digit (SV-10), a tied majority (SV-11) and a
# tie on points broken by the numbers scored (SV-12).  Worked out by hand
# from the rules:
#   Ann  4:3 (2 jokers)  7:5 (1)  9:5 (2)  10:2             4+7+9 = 20
#   Ben  2:3 (1)  5:3 (2)  6:7 (2)  8:5 (2)  9:2  10:1      2+5+6+8 = 21
#   Cleo 3:2  5:2  7:2  8:5  9:3  10:6                      3+8+10 = 21
# (the only 1 is thrown away; Ben and Cleo tie on the 8s).  Ben and Cleo
# have 21; Ben scored four numbers, Cleo three: Ben wins (SV-12).
# W, B or K enters the vote of the next voter, clockwise from the left of
# the player who dealt: a votes line names them in that order.
SV_GAME = [
    # 1. Ann: J | 3 3 3 2 2 | 1; Ben and Cleo want blue, Ann cuts it 3 3 | 3 | 2 2.
    #    Ann's joker waits for a number; the 1 nobody wanted is thrown away.
    ("Ann: row J 3 3 3 2 2 1", "J333221\n"), ("Ann: split 1 5 1", "151"),
    ("votes Ben=blue Cleo=blue Ann=white", "bbw"), ("Ann: split 2 1 2", "212"),
    ("votes Ben=black Cleo=white", "kw"),
    # 2. Ben: 4 4 J | 4 4 | 5 5; Ann and Ben want white, cut 4 | 4 | J.  Ann's
    #    waiting joker goes on her 4, Ben's on his 2s: one stack each.
    ("Ben: row 4 4 J 4 4 5 5", "44J4455"), ("Ben: split 3 2 2", "322"),
    ("votes Cleo=black Ann=white Ben=white", "kww"), ("Ben: split 1 1 1", "111"),
    ("votes Ann=white Ben=black", "wk"),
    # 3. Cleo: 5 5 | 5 6 6 6 | J; Ann and Cleo want the pair, which splits
    #    by itself, then both the same 5: nobody gets it.
    ("Cleo: row 5 5 5 6 6 6 J", "555666J"), ("Cleo: split 2 4 1", "241"),
    ("votes Ann=white Ben=blue Cleo=white", "wbw"), ("votes Ann=white Cleo=white", "ww"),
    # 4. Ann: 6 | 6 6 7 7 7 | J, blue cut 6 6 | 7 7 | 7; Ann's joker on her 4s.
    ("Ann: row 6 6 6 7 7 7 J", "666777J"), ("Ann: split 1 5 1", "151"),
    ("votes Ben=blue Cleo=blue Ann=black", "bbk"), ("Ann: split 2 2 1", "221"),
    ("votes Ben=white Cleo=blue", "wb"),
    # 5. Ben: 7 7 7 7 | 8 8 | J; Ben puts his joker on his 6s.
    ("Ben: row 7 7 7 7 8 8 J", "777788J"), ("Ben: split 4 2 1", "421"),
    ("votes Cleo=blue Ann=white Ben=black", "bwk"), ("Ben: joker 6", "6"),
    # 6. Cleo: 8 8 8 | J | 8 8 8; Ann puts the joker on her 7s.
    ("Cleo: row 8 8 8 J 8 8 8", "888J888"), ("Cleo: split 3 1 3", "313"),
    ("votes Ann=blue Ben=white Cleo=black", "bwk"), ("Ann: joker 7", "7"),
    # 7. Ann: 9 9 | 9 9 9 | J J; Ben puts both jokers on his 5s.
    ("Ann: row 9 9 9 9 9 J J", "99999JJ"), ("Ann: split 2 3 2", "232"),
    ("votes Ben=black Cleo=white Ann=blue", "kwb"), ("Ben: joker 5", "5"), ("Ben: joker 5", "5"),
    # 8. Ben: 9 9 9 9 | 10 | J J, white cut 9 9 | 9 | 9; Ann's jokers on her 9s.
    ("Ben: row 9 9 9 9 10 J J", "999910JJ"), ("Ben: split 4 1 2", "412"),
    ("votes Cleo=white Ann=black Ben=white", "wkw"), ("Ben: split 2 1 1", "211"),
    ("votes Cleo=black Ben=white", "kw"), ("Ann: joker 9", "9"), ("Ann: joker 9", "9"),
    # 9. Cleo: 10 10 10 | 10 10 | J J; Ann and Ben share the pair; the
    #    jokers nobody wanted are thrown away.
    ("Cleo: row 10 10 10 10 10 J J", "1010101010JJ"), ("Cleo: split 3 2 2", "322"),
    ("votes Ann=blue Ben=blue Cleo=white", "bbw"), ("votes Ann=white Ben=blue", "wb"),
    # 10. Ann: the last seven cards, 10 | 10 10 10 | J J J; Ben ties Cleo's
    #     8s with two jokers and puts the third on his 6s.  The game is over.
    ("Ann: row 10 10 10 10 J J J", "10101010JJJ"), ("Ann: split 1 3 3", "133"),
    ("votes Ben=black Cleo=blue Ann=white", "kbw"), ("Ben: joker 8", "8"), ("Ben: joker 8", "8"),
    ("Ben: joker 6", "6"),
]
SV_SCORES = {"Ann": 20, "Ben": 21, "Cleo": 21}
SV_WINNERS = {"Ben"}

# Where the window is opened and closed in the middle of the game, before
# the keys of an entry: each time the table's keys must go on working.
SV_MENU = "Cleo: split 2 4 1"          # the main menu, at the dividers
SV_ABOUT = "votes Ann=blue Ben=white Cleo=black"    # the About window, at a vote
SV_LOG = "Ann: joker 9"                # the log shown and hidden, at a joker


def sv_entry_keys(text):
    return ["Return" if c == "\n" else c for c in text]


def interrupt_menu(s):
    """The main menu opened (F10) and closed (Escape)."""
    s.key("F10", count=False)
    time.sleep(0.5)
    s.key("Escape", count=False)
    time.sleep(0.5)


def interrupt_about(s):
    """The About window, from the menu (F10, then A), closed with Escape."""
    s.key("F10", count=False)
    time.sleep(0.5)
    s.key("a", count=False)
    time.sleep(1.0)
    s.key_to_focus("Escape")
    time.sleep(0.8)
    s.window_manager_refocus()


def interrupt_log(s):
    """The log shown and hidden (F9 twice)."""
    s.key("F9", count=False)
    time.sleep(0.5)
    s.key("F9", count=False)
    time.sleep(0.5)


def sv_one_a_key(lines):
    """The record as the keys store it: a vote per key, in the order
    typed, and a joker per key."""
    out = []
    for line in lines:
        m = re.match(r"votes (.*)$", line)
        if m:
            out += [f"{v.split('=')[0]}: vote {v.split('=')[1]}" for v in m.group(1).split()]
        else:
            out.append(line)
    return out


def stored_result(db_path):
    """The newest game's verdict, and each player's score and winner
    flag, as the store keeps them."""
    db = sqlite3.connect(db_path)
    gid = db.execute("SELECT max(id) FROM games").fetchone()[0]
    summary = db.execute("SELECT summary FROM games WHERE id = ?", (gid,)).fetchone()[0]
    rows = db.execute("SELECT name, score, winner FROM players WHERE game_id = ? ORDER BY seat",
                      (gid,)).fetchall()
    db.close()
    return summary, {r[0]: r[1] for r in rows}, {r[0] for r in rows if r[2]}


def play_splitvote_game(s, db, cli, failures):
    """The whole game of SV_GAME, from the start page to the final score,
    with the main menu, the About window and the log opened and closed in
    the middle.  The unfinished rulebook round keeps the focus on the
    Continue list: Tab reaches the games, Home the first, Split and Vote."""
    s.count = 0
    s.key("ctrl+n")
    time.sleep(2.5)
    s.key("Tab", "Home", "Return")
    time.sleep(1)
    type_three_names(s)
    pick_first_and_track(s, 1)                # Ann deals the first row
    setup_keys = s.count
    time.sleep(TABLE_DELAY)
    s.count = 0
    rounds = []
    for line, text in SV_GAME:
        if line == SV_MENU:
            interrupt_menu(s)
        elif line == SV_ABOUT:
            interrupt_about(s)
        elif line == SV_LOG:
            interrupt_log(s)
        if re.match(r"\w+: row ", line):
            rounds.append(s.count)
        s.key(*sv_entry_keys(text))
        time.sleep(0.4 * TR_SLOW)
    rounds.append(s.count)
    time.sleep(1)
    game_keys = s.count

    got, finished = live_events(db)
    expected = ["start Ann"] + [line for line, _ in SV_GAME]
    same_events(got, sv_one_a_key(expected), "Split and Vote, the whole game", failures)
    if not finished:
        failures.append("Split and Vote: the store does not say the whole game is finished")
    summary, scores, winners = stored_result(db)
    if scores != SV_SCORES or winners != SV_WINNERS:
        failures.append(f"Split and Vote: the store holds the scores {scores}, winners {sorted(winners)}; "
                        f"worked out by hand: {SV_SCORES}, winner Ben")
    if not summary or "Ben" not in summary:
        failures.append(f"Split and Vote: the store's verdict is {summary!r}, Ben wins by SV-12")
    cli_verdict = ""
    if cli and os.path.exists(cli):
        with tempfile.NamedTemporaryFile("w", suffix=".rec", delete=False) as rec:
            rec.write("arbiter 1\ngame splitvote\nplayers Ann, Ben, Cleo\n\n" + "\n".join(got) + "\n")
        r = subprocess.run([cli, "score", rec.name], capture_output=True, text=True)
        os.unlink(rec.name)
        totals = dict(re.findall(r"^\s*\d+\.\s+(\w+)\s+(\d+)", r.stdout, re.M))
        cli_verdict = " / ".join(l.strip() for l in r.stdout.splitlines()[-2:])
        if r.returncode != 0 or {k: int(v) for k, v in totals.items()} != SV_SCORES \
                or "Ben wins with 21" not in r.stdout or "SV-12" not in r.stdout:
            failures.append(f"Split and Vote: arbiter-cli score on the stored record says\n{r.stdout}{r.stderr}")
    per_round = [b - a for a, b in zip(rounds, rounds[1:])]
    print(f"Split and Vote 3-player game, {len(per_round)} rounds: {game_keys} keys for the game "
          f"({len(expected) - 1} record lines; rounds of {', '.join(str(n) for n in per_round)} keys), "
          f"{setup_keys} keys to set up the table; scores {', '.join(f'{k} {v}' for k, v in scores.items())}")
    if cli_verdict:
        print(f"  arbiter-cli score: {cli_verdict}")


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
    type_three_names(s)
    pick_first_and_track(s, 1)
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
    type_three_names(s)
    pick_first_and_track(s, first_downs)
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


# ---- Tile Rummy ----

# A sanitizer build (the CI runs this test with ASAN_OPTIONS set) draws
# and checks several times slower: the waits between entries grow.
TR_SLOW = 2.5 if os.environ.get("ASAN_OPTIONS") else 1.0


def tr_wait(seconds):
    time.sleep(seconds * TR_SLOW)


def tr_keys(text):
    """Tiles and the like as typed: each character a key."""
    names = {" ": "space", "\n": "Return", "-": "minus"}
    return [names.get(c, c) for c in text]


LAY = "ctrl+Return"

# The game of docs/notation.md, entry by entry, as keys.  Enter goes down
# a row, back to the column where typing began; Ctrl+Home / End /
# Page Down move to the first tile, past a row's last, to the next row.
TR_DOCS_GAME = [
    tr_keys("r3b8y11g2p2y6"),                                   # the display, in by itself
    tr_keys("r9r10r11") + [LAY],                                # Ann opens
    ["5"] + tr_keys("g13"),                                     # Ben takes the pass-two; the refill
    ["d"],                                                      # Cleo draws
    tr_keys("\nb9\ny9") + [LAY],                                # Ann hangs b9 y9 under r9
    tr_keys("\n\ng4g5g6") + [LAY],                              # Ben opens two rows down
    tr_keys("\n\ny1y2y3y4") + ["ctrl+Home", "End"] + tr_keys("r12") + [LAY],
    # Ann marks the two lower groups (Space, arrows), moves them down a row
    # (Shift+Down) and hangs g9 under y9, g7 and y5 at the row ends
    ["ctrl+End", "space", "Up", "Up", "Home", "shift+Down", "Up", "Up"] + tr_keys("g9")
    + ["Down", "Down", "End"] + tr_keys("g7") + ["Page_Down"] + tr_keys("y5") + [LAY],
    ["p"],                                                      # Ben plays pass-two
    ["t", "1"],                                                 # Cleo: draw-three on player 1, Ann
    ["ctrl+Home", "Down", "End"] + tr_keys("b10b11\ny10y11") + [LAY],
    # Ben moves the green row one right (Space, End, Shift+Right), adds g8 and g3
    ["Page_Down", "Page_Down", "Home", "space", "End", "shift+Right"] + tr_keys("g8")
    + ["Home", "Left"] + tr_keys("g3") + [LAY],
    ["5"] + tr_keys("r13"),                                     # Cleo takes y6; the refill
    ["ctrl+Home", "Down", "End"] + tr_keys("b12\ny12") + [LAY],
    ["d"],                                                      # Ben draws
    ["ctrl+End"] + tr_keys("y6") + [LAY],
    ["ctrl+Home", "End"] + tr_keys("r13r14") + ["Page_Down", "Page_Down", "Page_Down", "End"]
    + tr_keys("g10g11") + [LAY],                                # Ann goes out
]
TR_DOCS_HANDS = tr_keys("r1r1b2b3b5b6y7y8g12g12b14\nr2r4r4b1b7y13y14g1g14p2\n")


def tr_tile_keys(plan):
    """The longest run of keys for one tile in a plan: letter and digits."""
    longest = 0
    for keys in plan:
        run = 0
        for k in keys:
            if len(k) == 1 and k.isalpha() and k in "rbyg":
                run = 1
            elif len(k) == 1 and k.isdigit() and run > 0:
                run += 1
                longest = max(longest, run)
            else:
                run = 0
    return longest


def docs_tilerummy_game(docs):
    """The record's events, one line each (a lay-down's grid joined)."""
    text = open(docs, encoding="utf-8").read()
    block = re.search(r"```\narbiter 1\ngame tilerummy\nplayers Ann, Ben, Cleo\n\n(.*?)```", text, re.S)
    events = []
    for line in block.group(1).splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        if line.startswith("  |"):
            events[-1] += " " + line.strip()
        else:
            events.append(line)
    return events


def tr_norm(events):
    """Events compared word by word; a take and its refill as one entry."""
    out = []
    for e in events:
        e = re.sub(r"\s+", " ", e.strip())
        m = re.match(r"refill (\S+)$", e)
        if m and out and re.match(r"\w+: take \S+$", out[-1]):
            out[-1] += " " + m.group(1)
            continue
        out.append(e)
    return out


def tr_new_game(s, match=None):
    """From the start page: the Tile Rummy card, Ann, Ben, Cleo, Ann first.
    The unfinished Split and Vote game keeps the focus on the Continue
    list: Tab reaches the games, Home the first (Split and Vote), and
    Tile Rummy is below it."""
    s.key("ctrl+n")
    tr_wait(2.5)
    s.key("Tab", "Home", "Down", "Return")
    tr_wait(1)
    type_three_names(s)
    if match:
        # the number of games: Tab to its field, Up to raise it
        s.key("Tab", "Tab", "Tab", *["Up"] * (match - 1))
    s.key("alt+f")
    tr_wait(0.5)
    s.key("Down", "Return", "alt+t")
    tr_wait(TABLE_DELAY)


def tr_play(s, plan, pause=0.25, interrupt=False):
    for n, keys in enumerate(plan):
        if interrupt and n == 10:
            # the main menu opened and closed mid-game: the table keeps the keys
            s.key("F10", count=False)
            tr_wait(0.5)
            s.key("Escape", count=False)
            tr_wait(0.5)
        if interrupt and n == 13:
            s.key("F9", count=False)
            tr_wait(0.5)
            s.key("F9", count=False)
            tr_wait(0.5)
        s.key(*keys)
        tr_wait(pause)


def play_tilerummy(s, docs, db, failures):
    """The game of docs/notation.md tracked to its winner, then the hands."""
    tr_new_game(s)
    s.count = 0
    tr_play(s, TR_DOCS_GAME, interrupt=True)
    game = s.count
    tr_wait(1)
    # the game is decided: the score shows; Alt+1, and the hands for the points
    s.count = 0
    s.key("alt+1")
    tr_wait(0.5)
    s.key(*TR_DOCS_HANDS)
    hands = s.count
    tr_wait(1)
    got, finished = live_events(db)
    expected = ["start Ann"] + docs_tilerummy_game(docs)
    if tr_norm(got) != tr_norm(expected):
        failures.append("Tile Rummy: the store holds\n  " + "\n  ".join(tr_norm(got))
                        + "\nexpected\n  " + "\n  ".join(tr_norm(expected)))
    if not finished:
        failures.append("Tile Rummy: the store does not say the game is finished")
    per_tile = tr_tile_keys(TR_DOCS_GAME)
    print(f"Tile Rummy game of docs/notation.md: {game} keys for the game ({len(expected) - 1} entries, "
          f"tracked to its winner), {hands} keys for the two hands; a tile takes at most {per_tile} keys")
    if per_tile > TARGETS["Tile Rummy keys per tile"]:
        failures.append(f"Tile Rummy: a tile took {per_tile} keys, the target is at most 3")


# A match of three games.  Game 1 is the docs game until Ann, holding ten
# tiles, lays them all at once and goes out: the 10-tile lay-down.
TR_TEN = (tr_keys("r13") + ["Down", "End"] + tr_keys("b10b11\ny10y11") + ["Page_Down"] + tr_keys("g7g8")
          + ["Page_Down", "End"] + tr_keys("y5y6y7") + [LAY])
TR_MATCH = [
    ("game 1", TR_DOCS_GAME[:7], TR_TEN,
     tr_keys("p2r1r2r3r4r5r6r7r8b1b2b3b4\ng10g11g12g14b12b13b14y12y13y14r14\n")),
    ("game 2", [tr_keys("g14g13g12y14y13b14"), ["d"],
                tr_keys("b1b2b3b4b5b6b7b8b9b10b11b12b13b14") + [LAY], ["d"], ["d"]], ["p"],
     tr_keys("r1r2r3r4r5r6r7r8r9r10g1g2g3g4g5g6d3\ny1y2y3y4y5y6y7y8y9y10y11y12r11r12r13r14\n")),
    ("game 3", [tr_keys("g14g13g12y14y13b14"), tr_keys("r1r2r3r4r5r6r7r8r9r10r11r12r13r14") + [LAY],
                ["d"], ["d"]], ["p"],
     tr_keys("b1b2b3b4b5b6b7b8y1y2y3y4y5y6y7y8\ng1g2g3g4g5g6g7g8r1r2r3r4r5r6r7r9\n")),
]
TR_MATCH_RECORD = """display r3 b8 y11 g2 pass-two y6
Ann: lay | r9 r10 r11
Ben: take pass-two
refill g13
Cleo: draw
Ann: lay | r9 r10 r11 | b9 | y9
Ben: lay | r9 r10 r11 | b9 | y9 | | g4 g5 g6
Cleo: lay | r9 r10 r11 r12 | b9 | y9 | | g4 g5 g6 | | y1 y2 y3 y4
Ann: lay | r9 r10 r11 r12 r13 | b9 b10 b11 | y9 y10 y11 | | g4 g5 g6 g7 g8 | | y1 y2 y3 y4 y5 y6 y7
Ben: hand pass-two r1 r2 r3 r4 r5 r6 r7 r8 b1 b2 b3 b4
Cleo: hand g10 g11 g12 g14 b12 b13 b14 y12 y13 y14 r14
display g14 g13 g12 y14 y13 b14
Ann: draw
Ben: lay | b1 b2 b3 b4 b5 b6 b7 b8 b9 b10 b11 b12 b13 b14
Cleo: draw
Ann: draw
Ben: pass-two
Ann: hand r1 r2 r3 r4 r5 r6 r7 r8 r9 r10 g1 g2 g3 g4 g5 g6 draw-three
Cleo: hand y1 y2 y3 y4 y5 y6 y7 y8 y9 y10 y11 y12 r11 r12 r13 r14
display g14 g13 g12 y14 y13 b14
Ann: lay | r1 r2 r3 r4 r5 r6 r7 r8 r9 r10 r11 r12 r13 r14
Ben: draw
Cleo: draw
Ann: pass-two
Ben: hand b1 b2 b3 b4 b5 b6 b7 b8 y1 y2 y3 y4 y5 y6 y7 y8
Cleo: hand g1 g2 g3 g4 g5 g6 g7 g8 r1 r2 r3 r4 r5 r6 r7 r9"""


def play_tilerummy_match(s, db, cli, failures):
    tr_new_game(s, match=3)
    counts = []
    ten = 0
    for n, (name, turns, last, hands) in enumerate(TR_MATCH):
        s.count = 0
        if n > 0:
            # between games the score shows; Alt+1 goes back to the table
            s.key("alt+1")
            tr_wait(0.8)
        tr_play(s, turns)
        before = s.count
        tr_play(s, [last])
        if n == 0:
            ten = s.count - before
        tr_wait(0.8)
        s.key(*hands)
        tr_wait(1)
        counts.append(s.count)
    got, finished = live_events(db)
    expected = ["start Ann"] + TR_MATCH_RECORD.splitlines()
    if tr_norm(got) != tr_norm(expected):
        failures.append("Tile Rummy match: the store holds\n  " + "\n  ".join(tr_norm(got))
                        + "\nexpected\n  " + "\n  ".join(tr_norm(expected)))
    if not finished:
        failures.append("Tile Rummy match: the store does not say the match is finished")
    totals = ""
    if cli and os.path.exists(cli):
        with tempfile.NamedTemporaryFile("w", suffix=".rec", delete=False) as rec:
            rec.write("arbiter 1\ngame tilerummy\nplayers Ann, Ben, Cleo\noption match 3\n\n"
                      + "\n".join(got) + "\n")
        r = subprocess.run([cli, "score", rec.name], capture_output=True, text=True)
        os.unlink(rec.name)
        totals = " ".join(r.stdout.split())
        if r.returncode != 0 or "Ann" not in totals:
            failures.append(f"Tile Rummy match: arbiter-cli score says {r.stdout} {r.stderr}")
    print(f"Tile Rummy 3-game match: {' + '.join(str(c) for c in counts)} = {sum(counts)} keys "
          f"(hands included); the 10-tile lay-down of game 1: {ten} keys")
    if totals:
        print(f"  totalled: {totals}")
    if ten > TARGETS["Tile Rummy 10-tile lay-down"]:
        failures.append(f"Tile Rummy: the 10-tile lay-down took {ten} keys, the target is at most 40")


def tr_table_plan():
    """A 62-tile table with two illegal runs, typed from scratch."""
    right = lambda n: ["Right"] * n
    return (tr_keys("r1r2r3r4r5r6r7r8r9r10r11r12r13\n") + right(4) + tr_keys("b5\ny5\ng5g6g7g8g9b10")
            + ["Up", "Up", "Left", "Left"] + tr_keys("b9\ny9") + ["Up"] + right(3) + tr_keys("b13\ny13")
            + ["Down", "Down", "Down", "Home"] + tr_keys("b1b2b3b4b5b6b7b8b9b10b11b12\ny1\ng1")
            + ["Up", "Up", "End", "Left", "Left", "Left", "Down"] + tr_keys("y10\ng10\nr10")
            + ["Down", "Down", "Home"] + tr_keys("y2y3y4y5y6y7y8y9y10y11y12y13y14\nb2")
            + ["Up", "End", "Down", "Left"] + tr_keys("r14\nb14")
            + ["Down", "Down", "Home"] + tr_keys("g11g12g13g14"))


TR_TABLE = """r1 r2 r3 r4 r5 r6 r7 r8 r9 r10 r11 r12 r13
. . . . b5 . . . b9 . . . b13
. . . . y5 . . . y9 . . . y13
. . . . g5 g6 g7 g8 g9 b10

b1 b2 b3 b4 b5 b6 b7 b8 b9 b10 b11 b12
y1 . . . . . . . . y10
g1 . . . . . . . . g10
. . . . . . . . . r10

y2 y3 y4 y5 y6 y7 y8 y9 y10 y11 y12 y13 y14
b2 . . . . . . . . . . . r14
. . . . . . . . . . . . b14

g11 g12 g13 g14"""


def read_clipboard():
    """The text on the X clipboard, read with GTK 4 as a second client."""
    script = ("import gi\ngi.require_version('Gdk', '4.0')\ngi.require_version('Gtk', '4.0')\n"
              "from gi.repository import Gdk, GLib, Gtk\nGtk.init()\nloop = GLib.MainLoop()\nout = []\n"
              "def done(c, r):\n    out.append(c.read_text_finish(r))\n    loop.quit()\n"
              "Gdk.Display.get_default().get_clipboard().read_text_async(None, done)\n"
              "GLib.timeout_add(5000, loop.quit)\nloop.run()\nprint(out[0] if out else '', end='')\n")
    r = subprocess.run(["/usr/bin/python3", "-c", script], capture_output=True, text=True,
                       env=dict(os.environ, GDK_BACKEND="x11"))
    return r.stdout


def type_tilerummy_table(s, failures):
    """Check a Table, from the start page: the 62-tile table typed.  From
    the Continue list Tab reaches the games, End the last, and Tab the
    Settle a Dispute row under them."""
    s.key("ctrl+n")
    tr_wait(2.5)
    s.key("Tab", "End", "Tab", "Return")
    tr_wait(TABLE_DELAY)
    plan = tr_table_plan()
    s.count = 0
    s.key(*plan)
    typed = s.count
    tr_wait(0.5)
    s.key("ctrl+c", count=False)
    tr_wait(0.5)
    got = [" ".join(l.split()) for l in read_clipboard().strip().splitlines()]
    want = [" ".join(l.split()) for l in TR_TABLE.splitlines()]
    if got != want:
        failures.append("Tile Rummy table: typed\n  " + "\n  ".join(got) + "\nexpected\n  " + "\n  ".join(want))
    tiles = sum(1 for w in TR_TABLE.split() if w != ".")
    print(f"Tile Rummy 60-tile table: {typed} keys for {tiles} tiles, {typed / tiles:.2f} keys a tile")
    if typed / tiles > TARGETS["Tile Rummy keys per tile of a 60-tile table"]:
        failures.append(f"Tile Rummy: {typed / tiles:.2f} keys a tile, the target is at most 4")


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
        # Typed at the window that has the focus, not `key --window`: for
        # each key press and release xdotool asks which window has the
        # focus, and once Ctrl+Q has closed the window (before the keys
        # are released) it would send the rest to the window gone, with
        # XSendEvent, and fail with X's BadWindow.
        subprocess.run(["xdotool", "windowfocus", "--sync", wid], check=False)
        subprocess.run(["xdotool", "key", "ctrl+q"], check=False)
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
    cli = sys.argv[3] if len(sys.argv) > 3 else None
    proc, data_dir = start_app(arbiter)
    failures = []
    s = None
    # ONLY=tilerummy: the Split and Vote round (left unfinished, as the
    # Tile Rummy keys expect) and Tile Rummy alone, to work on its page;
    # ONLY=splitvote: the Split and Vote round and whole game alone
    only = os.environ.get("ONLY")
    try:
        s = open_window(proc)
        db = os.path.join(data_dir, "arbiter.db")

        if only not in ("tilerummy", "splitvote"):
            setup, game, expected = play_nothanks(s, docs, db, failures)
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

        # the rulebook round stays unfinished under Continue, as the games
        # after this one expect
        if only != "tilerummy":
            play_splitvote_game(s, db, cli, failures)

        if only not in ("tilerummy", "splitvote"):
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

        if only != "splitvote":
            # a thousand keys: typed faster, as a person at the table would
            # (as fast as a sanitizer build takes them)
            s.delay = 0.05 * TR_SLOW
            time.sleep(2 * TR_SLOW)
            play_tilerummy(s, docs, db, failures)
            play_tilerummy_match(s, db, cli, failures)
            type_tilerummy_table(s, failures)
    finally:
        stop_app(proc, data_dir, failures, s.wid if s else None)

    if failures:
        for f in failures:
            print("FAIL: " + f)
        sys.exit(1)
    print("PASS: every game typed from the keyboard and stored as typed; the app quit cleanly each time")


if __name__ == "__main__":
    main()
