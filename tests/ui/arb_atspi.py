# SPDX-License-Identifier: GPL-3.0-or-later
"""What the AT-SPI tests share: finding the app on the accessibility bus,
walking its tree, finding, clicking and typing at its controls."""
import subprocess
import sys
import time

import pyatspi

TIMEOUT = 20


def wait_for(predicate, what):
    deadline = time.time() + TIMEOUT
    while time.time() < deadline:
        found = predicate()
        if found:
            return found
        time.sleep(0.2)
    sys.exit(f"FAIL: timed out waiting for {what}")


def find_app(desktop):
    for app in desktop:
        if app is not None and app.name == "arbiter":
            return app
    return None


def walk(node, depth=0):
    if node is None or depth > 60:
        return
    yield node
    try:
        count = node.childCount
    except Exception:  # a widget destroyed while the tree is walked
        return
    for i in range(count):
        try:
            child = node.getChildAtIndex(i)
        except Exception:
            continue
        yield from walk(child, depth + 1)


def is_shown(node):
    # 4.8 sets SHOWING on the window only.
    return node.getState().contains(pyatspi.STATE_VISIBLE)


def find_named(app, role, name, prefix=False):
    for node in walk(app):
        try:
            matches = node.name.startswith(name) if prefix else name in node.name
            if node.getRole() == role and matches and is_shown(node):
                return node
        except Exception:
            continue
    return None


def find_any(app, name):
    for node in walk(app):
        try:
            if node.name.startswith(name) and is_shown(node):
                return node
        except Exception:
            continue
    return None


def click(node):
    action = node.queryAction()
    for i in range(action.nActions):
        if action.getName(i) in ("click", "activate", "press"):
            action.doAction(i)
            return
    action.doAction(0)


def keys(*names):
    for name in names:
        subprocess.run(["xdotool", "key", name], check=False)
        time.sleep(0.15)
