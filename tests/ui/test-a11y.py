#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Walks Arbiter's accessible tree on each screen and fails on any
interactive control that has no accessible name.

Run as: xvfb-run -a dbus-run-session -- /usr/bin/python3 test-a11y.py ARBITER
"""
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

import pyatspi

from arb_atspi import click, find_any, find_app, find_named, is_shown, keys, wait_for, walk

INTERACTIVE = {
    pyatspi.ROLE_PUSH_BUTTON, pyatspi.ROLE_TOGGLE_BUTTON, pyatspi.ROLE_CHECK_BOX,
    pyatspi.ROLE_RADIO_BUTTON, pyatspi.ROLE_COMBO_BOX, pyatspi.ROLE_ENTRY,
    pyatspi.ROLE_PASSWORD_TEXT, pyatspi.ROLE_SPIN_BUTTON, pyatspi.ROLE_SLIDER,
    pyatspi.ROLE_LINK, pyatspi.ROLE_MENU_ITEM, pyatspi.ROLE_CHECK_MENU_ITEM,
    pyatspi.ROLE_RADIO_MENU_ITEM,
}
# GTK 4.8 reports a widget's type name when it has no accessible name.
TYPE_NAME = re.compile(r"^(Gtk|Adw|Arb)[A-Z]\w*$")


def has_name(node):
    name = node.name.strip()
    return bool(name) and not TYPE_NAME.match(name)


def unnamed_controls(app):
    bad = []
    for node in walk(app):
        try:
            if node.getRole() in INTERACTIVE and is_shown(node) and not has_name(node):
                # libadwaita 1.2's own toast leaves its close button unnamed;
                # a toast still showing from the last step is not ours to name
                if node.parent is not None and node.parent.name == "AdwToastWidget":
                    continue
                bad.append(f"{node.getRoleName()} “{node.name}” in {describe(node.parent)}")
        except Exception:
            continue
    return bad


def describe(node):
    path = []
    while node is not None and len(path) < 4:
        path.append(f"{node.getRoleName()} “{node.name}”")
        node = node.parent
    return " < ".join(path)


def click_named(app, role, name, prefix=False):
    """Click the control once it shows: a loaded machine draws late."""
    click(wait_for(lambda: find_named(app, role, name, prefix), name))


def check(app, screen, failures):
    bad = unnamed_controls(app)
    print(f"{screen}: {len(bad)} unnamed interactive controls")
    for b in bad:
        print("  " + b)
    failures.extend(f"{screen}: {b}" for b in bad)


def type_players():
    """As the README says: a name, Enter, the next name."""
    keys = ["type", "--delay", "30"]
    for i, name in enumerate(["Ann", "Ben", "Cleo"]):
        subprocess.run(["xdotool", *keys, name], check=False)
        if i < 2:
            subprocess.run(["xdotool", "key", "Return"], check=False)
            time.sleep(0.2)


def check_splitvote(app, failures):
    """A Split and Vote round as far as the votes, with the same seats."""
    click_named(app, pyatspi.ROLE_PUSH_BUTTON, "Back to the Games")
    wait_for(lambda: find_named(app, pyatspi.ROLE_PUSH_BUTTON, "New Split and Vote"), "the start page")
    click_named(app, pyatspi.ROLE_PUSH_BUTTON, "New Split and Vote")
    wait_for(lambda: find_named(app, pyatspi.ROLE_PUSH_BUTTON, "Track the Game"), "the setup page")
    time.sleep(0.5)
    click(wait_for(lambda: find_any(app, "Same Players as Last Time"), "the same players row"))
    time.sleep(0.3)
    click_named(app, pyatspi.ROLE_PUSH_BUTTON, "Track the Game")
    wait_for(lambda: find_named(app, pyatspi.ROLE_PUSH_BUTTON, "Deal", prefix=True), "the Split and Vote table")
    check(app, "Split and Vote, dealing", failures)

    for value in ["5"] * 5 + ["6"] * 2:
        click_named(app, pyatspi.ROLE_PUSH_BUTTON, f"Add {value} to the row")
        time.sleep(0.1)
    click_named(app, pyatspi.ROLE_PUSH_BUTTON, "Deal", prefix=True)
    wait_for(lambda: find_named(app, pyatspi.ROLE_PUSH_BUTTON, "Split", prefix=True), "the split")
    check(app, "Split and Vote, splitting", failures)

    click_named(app, pyatspi.ROLE_PUSH_BUTTON, "Split", prefix=True)
    wait_for(lambda: find_named(app, pyatspi.ROLE_PUSH_BUTTON, "votes white"), "the votes")
    check(app, "Split and Vote, voting", failures)


def check_score_chart(app, failures):
    """The score page: the chart is a picture with a name and a
    description that says who leads; the export buttons are named."""
    keys("alt+2")
    chart = wait_for(lambda: find_named(app, pyatspi.ROLE_IMAGE, "Score chart"), "the score chart")
    print(f"score chart: {chart.description}")
    if not chart.description.startswith("Score chart: "):
        failures.append(f"score page: the chart's description is “{chart.description}”")
    for name in ("Export the Record", "Export as CSV", "Export a PDF Score Sheet", "Print the Score Sheet"):
        if find_named(app, pyatspi.ROLE_PUSH_BUTTON, name) is None:
            failures.append(f"score page: no button “{name}”")
    check(app, "score page", failures)
    keys("alt+1")


def check_correcting(app, failures):
    """In a Split and Vote round: the log with the split opened in place
    (Ctrl+E, Enter), then the row before it deleted, so the split
    waits; the correction undone."""
    keys("ctrl+e")
    time.sleep(1.0)
    keys("Return")
    wait_for(lambda: find_named(app, pyatspi.ROLE_PUSH_BUTTON, "Change"), "an entry opened in the log")
    check(app, "log, an entry opened", failures)
    keys("Escape")
    time.sleep(0.3)
    keys("Up", "Delete")
    wait_for(lambda: find_named(app, pyatspi.ROLE_PUSH_BUTTON, "Take Back"), "the waiting entries")
    check(app, "log, entries waiting", failures)
    keys("ctrl+alt+z")
    time.sleep(0.5)
    keys("Escape", "F9")
    time.sleep(0.5)


def check_votestuffing(app, failures):
    """Vote Stuffing with the same seats, Ann first: playing, a 2's choice
    of who draws, the bonus card of a 4, then Ann's call and the reveal."""
    click_named(app, pyatspi.ROLE_PUSH_BUTTON, "Back to the Games")
    wait_for(lambda: find_named(app, pyatspi.ROLE_PUSH_BUTTON, "New Vote Stuffing"), "the start page")
    click_named(app, pyatspi.ROLE_PUSH_BUTTON, "New Vote Stuffing")
    wait_for(lambda: find_named(app, pyatspi.ROLE_PUSH_BUTTON, "Track the Game"), "the setup page")
    time.sleep(0.5)
    click(wait_for(lambda: find_any(app, "Same Players as Last Time"), "the same players row"))
    time.sleep(0.3)
    keys("alt+f")
    time.sleep(0.5)
    keys("Down", "Return")
    time.sleep(0.3)
    check(app, "Vote Stuffing setup", failures)
    click_named(app, pyatspi.ROLE_PUSH_BUTTON, "Track the Game")
    wait_for(lambda: find_named(app, pyatspi.ROLE_PUSH_BUTTON, "End the turn"), "the Vote Stuffing table")
    check(app, "Vote Stuffing, playing", failures)

    keys("2", "s", "p")
    wait_for(lambda: find_named(app, pyatspi.ROLE_PUSH_BUTTON, "draws two"), "who draws two")
    check(app, "Vote Stuffing, who draws two", failures)
    keys("Escape", "4", "c", "p")
    wait_for(lambda: find_named(app, pyatspi.ROLE_PUSH_BUTTON, "Add the bonus card"), "the bonus card")
    check(app, "Vote Stuffing, the 4's bonus card", failures)
    click_named(app, pyatspi.ROLE_PUSH_BUTTON, "Undo")
    time.sleep(0.5)

    # Ann to one card: two cards a turn, the others likewise
    for entry in ["l", "ksp", "9cl", "qsp", "8cl", "jsp", "l", "qcp", "r", "khp", "r", "kcp", "r", "jcp"]:
        keys(*entry)
        time.sleep(0.2)
    wait_for(lambda: find_named(app, pyatspi.ROLE_PUSH_BUTTON, "Call"), "Ann's call")
    check(app, "Vote Stuffing, a call", failures)
    keys("5", "d")
    wait_for(lambda: find_named(app, pyatspi.ROLE_PUSH_BUTTON, "Reveal"), "the reveal")
    check(app, "Vote Stuffing, the reveal", failures)


def check_eighty(app, failures):
    """An Eighty round as far as the reveals, the card form, the
    catalogue window, with the same seats."""
    click_named(app, pyatspi.ROLE_PUSH_BUTTON, "Back to the Games")
    wait_for(lambda: find_named(app, pyatspi.ROLE_PUSH_BUTTON, "New Eighty"), "the start page")
    click_named(app, pyatspi.ROLE_PUSH_BUTTON, "New Eighty")
    wait_for(lambda: find_named(app, pyatspi.ROLE_PUSH_BUTTON, "Track the Game"), "the setup page")
    time.sleep(0.5)
    click(wait_for(lambda: find_any(app, "Same Players as Last Time"), "the same players row"))
    time.sleep(0.3)
    click_named(app, pyatspi.ROLE_PUSH_BUTTON, "Track the Game")
    wait_for(lambda: find_named(app, pyatspi.ROLE_PUSH_BUTTON, "Reveal", prefix=True), "the Eighty table")
    check(app, "Eighty, the centre", failures)

    keys("2", "3")
    wait_for(lambda: find_named(app, pyatspi.ROLE_PUSH_BUTTON, "Double up (D)"), "the card form")
    check(app, "Eighty, a new card's round rule", failures)
    keys("d", "0", "0", "4", "7", "s", "0", "0", "5", "8", "h", "0", "0", "7", "1", "s", "0", "0")
    wait_for(lambda: find_named(app, pyatspi.ROLE_PUSH_BUTTON, "Draft the 71"), "the draft")
    check(app, "Eighty, drafting", failures)

    keys("a", "b", "c")
    expander = wait_for(lambda: find_any(app, "Enter a Play card with the mouse"), "the reveals")
    click(expander)
    time.sleep(0.5)
    check(app, "Eighty, revealing", failures)

    click_named(app, pyatspi.ROLE_PUSH_BUTTON, "Card Catalogue")
    wait_for(lambda: find_named(app, pyatspi.ROLE_PUSH_BUTTON, "Export the catalogue"), "the catalogue window")
    time.sleep(0.5)
    check(app, "Eighty, the card catalogue", failures)


FINISHED_GAME = """arbiter 1
game nothanks
players Ann, Ben, Cleo
mode score-only

Ann: cards 3-6 24-27 31 chips 15
Ben: cards 9-11 22 28 34 35 chips 10
Cleo: cards 12-14 17-19 21 32 chips 8
"""


def import_finished_game(data_dir):
    """A finished game in the store before the app starts, so the
    History page has a game's row (and its menu) to name."""
    cli = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(sys.argv[1]))), "cli", "arbiter-cli")
    record = os.path.join(data_dir, "finished.rec")
    with open(record, "w", encoding="utf-8") as f:
        f.write(FINISHED_GAME)
    subprocess.run([cli, "import", record, "--store", os.path.join(data_dir, "arbiter.db")],
                   check=True, stdout=subprocess.DEVNULL)


def find_actionable(app, name):
    """A shown control named `name` that has an action: a menu button's
    inner button rather than the menu button itself."""
    for node in walk(app):
        try:
            if node.name.startswith(name) and is_shown(node) and node.queryAction().nActions > 0:
                return node
        except Exception:
            continue
    return None


def find_exact(app, role, name):
    for node in walk(app):
        try:
            if node.getRole() == role and node.name == name and is_shown(node):
                return node
        except Exception:
            continue
    return None


def focus_main():
    """No window manager: after a dialog closes, the main window gets the
    keyboard back by hand."""
    wids = subprocess.run(["xdotool", "search", "--onlyvisible", "--name", "^Arbiter$"],
                          capture_output=True, text=True, check=False).stdout.split()
    if wids:
        subprocess.run(["xdotool", "windowfocus", "--sync", wids[0]], check=False)
    time.sleep(0.3)


def open_menu_item(app, label):
    click(wait_for(lambda: find_actionable(app, "Main Menu"), "the main menu button"))
    item = wait_for(lambda: find_named(app, pyatspi.ROLE_MENU_ITEM, label), f"the menu item {label}")
    click(item)


def check_history_players(app, failures):
    """History (games and stats), Players, and the rename and merge
    dialogs, from the table the last check left."""
    keys("ctrl+h")
    wait_for(lambda: find_actionable(app, "More for No Thanks!"), "the History page")
    check(app, "History, games", failures)
    click(find_actionable(app, "More for No Thanks!"))
    wait_for(lambda: find_named(app, pyatspi.ROLE_MENU_ITEM, "Leave Out of the Stats"), "a game's menu")
    check(app, "History, a game's menu", failures)
    keys("Escape")
    time.sleep(0.3)
    click(wait_for(lambda: find_any(app, "Stats"), "the Stats view"))
    wait_for(lambda: find_any(app, "No Thanks! · lowest score wins"), "the stats")
    check(app, "History, stats", failures)

    open_menu_item(app, "Players")
    wait_for(lambda: find_actionable(app, "Rename or merge Ann"), "the Players page")
    check(app, "Players", failures)
    # The rename and merge dialogs, opened through the row's menu by the
    # accessibility actions (no window manager here to hold the focus).
    for item, dialog in (("Rename…", "Rename Ann"), ("Merge With…", "Merge Ann With…")):
        click(wait_for(lambda: find_actionable(app, "Rename or merge Ann"), "the row's menu button"))
        click(wait_for(lambda: find_named(app, pyatspi.ROLE_MENU_ITEM, item), f"the menu item {item}"))
        wait_for(lambda: find_any(app, dialog), f"the dialog {dialog}")
        time.sleep(0.5)
        check(app, f"Players, the dialog {dialog}", failures)
        click_named(app, pyatspi.ROLE_PUSH_BUTTON, "Cancel")
        time.sleep(0.5)
        focus_main()


def type_keys(text):
    for c in text:
        subprocess.run(["xdotool", "key", "space" if c == " " else ("Return" if c == "\n" else c)], check=False)
        time.sleep(0.05)


def check_tilerummy(app, failures):
    """A Tile Rummy game to the first turns, and Check a Table with an answer."""
    click_named(app, pyatspi.ROLE_PUSH_BUTTON, "Back to the Games")
    wait_for(lambda: find_named(app, pyatspi.ROLE_PUSH_BUTTON, "New Tile Rummy"), "the start page")
    click_named(app, pyatspi.ROLE_PUSH_BUTTON, "New Tile Rummy")
    wait_for(lambda: find_named(app, pyatspi.ROLE_PUSH_BUTTON, "Track the Game"), "the setup page")
    time.sleep(0.5)
    click(wait_for(lambda: find_any(app, "Same Players as Last Time"), "the same players row"))
    time.sleep(0.3)
    click_named(app, pyatspi.ROLE_PUSH_BUTTON, "Track the Game")
    wait_for(lambda: find_named(app, pyatspi.ROLE_PUSH_BUTTON, "Enter the tiles"), "the Tile Rummy table")
    check(app, "Tile Rummy, the display", failures)

    time.sleep(0.5)
    type_keys("r3b8y11g2p2y6")
    wait_for(lambda: find_named(app, pyatspi.ROLE_PUSH_BUTTON, "Draw"), "a turn")
    check(app, "Tile Rummy, a turn", failures)

    type_keys("r9r10")
    time.sleep(0.5)
    check(app, "Tile Rummy, laying down", failures)

    click_named(app, pyatspi.ROLE_PUSH_BUTTON, "Start Over")
    time.sleep(0.3)
    click_named(app, pyatspi.ROLE_PUSH_BUTTON, "Play Draw Three")
    wait_for(lambda: find_named(app, pyatspi.ROLE_PUSH_BUTTON, "draws three", prefix=False), "the opponents")
    check(app, "Tile Rummy, draw-three", failures)
    click_named(app, pyatspi.ROLE_PUSH_BUTTON, "Cancel")

    click_named(app, pyatspi.ROLE_PUSH_BUTTON, "Back to the Games")
    wait_for(lambda: find_named(app, pyatspi.ROLE_PUSH_BUTTON, "New Tile Rummy"), "the start page")
    time.sleep(0.5)
    # Check a Table, from the start page (the keyboard test goes there with Tab)
    subprocess.run(["xdotool", "key", "ctrl+t"], check=False)
    ask = wait_for(lambda: find_named(app, pyatspi.ROLE_PUSH_BUTTON, "Can All These Tiles Go Down?"),
                   "Check a Table")
    time.sleep(0.5)
    type_keys("r5r6r7\nb5\ny5\n\ng8g9\n\ng10")
    time.sleep(0.3)
    click(ask)
    wait_for(lambda: find_named(app, pyatspi.ROLE_PUSH_BUTTON, "Use This Layout"), "the solver's answer")
    check(app, "Check a Table, with the solver's answer", failures)


def check_table_life(app, failures):
    """The preferences, the rules reference (searched) and the large type
    view, opened from the No Thanks! table by their keys."""
    focus_main()
    keys("ctrl+comma")
    wait_for(lambda: find_any(app, "Hide secret counts"), "the preferences")
    time.sleep(0.5)
    check(app, "preferences", failures)
    click(wait_for(lambda: find_any(app, "New Games"), "the New Games page"))
    wait_for(lambda: find_any(app, "Reset the options of No Thanks!"), "the options of each game")
    check(app, "preferences, new games", failures)
    keys("Escape")
    time.sleep(0.5)

    focus_main()
    keys("F1")
    wait_for(lambda: find_named(app, pyatspi.ROLE_ENTRY, "Search the rules"), "the rules reference")
    time.sleep(0.5)
    check(app, "rules reference", failures)
    subprocess.run(["xdotool", "type", "--delay", "40", "chips"], check=False)
    time.sleep(0.5)
    check(app, "rules reference, a search", failures)
    keys("Escape", "Escape")
    time.sleep(0.5)

    focus_main()
    keys("F11")
    wait_for(lambda: find_any(app, "Large type view"), "the large type view")
    check(app, "large type view", failures)
    keys("Escape")
    wait_for(lambda: find_named(app, pyatspi.ROLE_PUSH_BUTTON, "Take"), "the table after the large type view")


def quit_app(proc, failures):
    """Ctrl+Q to the main window, as a person would quit: the app must
    end cleanly (exit status 0; under the sanitizer build a leak makes it
    non-zero)."""
    wids = subprocess.run(["xdotool", "search", "--onlyvisible", "--name", "^Arbiter$"],
                          capture_output=True, text=True, check=False).stdout.split()
    if wids:
        subprocess.run(["xdotool", "windowfocus", "--sync", wids[0]], check=False)
        # to the focused window: with --window xdotool sends the key releases
        # to the window Ctrl+Q closed, and fails with BadWindow (test-keyboard.py)
        subprocess.run(["xdotool", "key", "ctrl+q"], check=False)
    try:
        status = proc.wait(timeout=60)
        if status != 0:
            failures.append(f"the app ended with exit status {status} after Ctrl+Q")
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait()
        failures.append("the app did not end within 60 s of Ctrl+Q")


def main():
    desktop = pyatspi.Registry.getDesktop(0)  # before the app starts
    data_dir = tempfile.mkdtemp(prefix="arbiter-a11y-")
    import_finished_game(data_dir)
    env = dict(os.environ, ARBITER_DATA_DIR=data_dir, GSETTINGS_BACKEND="memory")
    proc = subprocess.Popen([sys.argv[1]], env=env)
    failures = []
    try:
        app = wait_for(lambda: find_app(desktop), "arbiter on the accessibility bus")
        wait_for(lambda: find_named(app, pyatspi.ROLE_PUSH_BUTTON, "New No Thanks!"), "the start page")
        check(app, "start page", failures)

        click_named(app, pyatspi.ROLE_PUSH_BUTTON, "New No Thanks!")
        wait_for(lambda: find_named(app, pyatspi.ROLE_PUSH_BUTTON, "Track the Game"), "the setup page")
        check(app, "setup page", failures)

        time.sleep(0.5)
        type_players()
        time.sleep(0.5)
        click_named(app, pyatspi.ROLE_PUSH_BUTTON, "Track the Game")
        wait_for(lambda: find_named(app, pyatspi.ROLE_PUSH_BUTTON, "Turn Up"), "the No Thanks! table")
        check(app, "table", failures)

        click_named(app, pyatspi.ROLE_PUSH_BUTTON, "17")
        wait_for(lambda: find_named(app, pyatspi.ROLE_PUSH_BUTTON, "Take"), "a card to decide on")
        check(app, "table, deciding", failures)
        check_table_life(app, failures)
        check_score_chart(app, failures)

        check_splitvote(app, failures)
        check_correcting(app, failures)
        check_votestuffing(app, failures)
        check_tilerummy(app, failures)
        check_history_players(app, failures)
        check_eighty(app, failures)
    except Exception:
        print(f"the app's exit status: {proc.poll()}")
        proc.kill()
        raise
    finally:
        if proc.poll() is None:
            quit_app(proc, failures)
        shutil.rmtree(data_dir, ignore_errors=True)

    if failures:
        print("FAIL: interactive controls without an accessible name, or an unclean exit:")
        for f in failures:
            print("  " + f)
        sys.exit(1)
    print("PASS: every interactive control has an accessible name")


if __name__ == "__main__":
    main()
