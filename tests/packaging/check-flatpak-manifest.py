#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Holds the Flatpak manifest to its policy: the GNOME runtime at a numbered
(stable) branch, the app's id and command, the sandbox opened no further
than the display, the GPU and the portals (no file system, no network),
SQLite and the rest from the runtime, headers and static libraries cleaned
up, and the app built with meson from this checkout, without its tests.

check-flatpak-manifest.py MANIFEST APP_ID
"""
import json
import os
import re
import sys

ALLOWED_FINISH_ARGS = {
    "--share=ipc",
    "--socket=fallback-x11",
    "--socket=wayland",
    "--device=dri",
}

failures = []


def fail(message):
    failures.append(message)
    print("FAIL: " + message)


def main():
    if len(sys.argv) != 3:
        print(__doc__)
        return 2
    path, app_id = sys.argv[1:]
    manifest = json.load(open(path, encoding="utf-8"))

    if manifest.get("id") != app_id:
        fail(f"id is {manifest.get('id')!r}, not {app_id!r}")
    if manifest.get("command") != "arbiter":
        fail(f"command is {manifest.get('command')!r}, not 'arbiter'")
    if (manifest.get("runtime"), manifest.get("sdk")) != ("org.gnome.Platform", "org.gnome.Sdk"):
        fail("the runtime is not org.gnome.Platform with org.gnome.Sdk")
    version = str(manifest.get("runtime-version", ""))
    if not re.fullmatch(r"\d+", version) or int(version) < 49:
        fail(f"runtime-version {version!r} is not a maintained numbered GNOME branch")

    finish = manifest.get("finish-args", [])
    for arg in finish:
        if arg not in ALLOWED_FINISH_ARGS:
            fail(f"finish-args has {arg}: only {sorted(ALLOWED_FINISH_ARGS)} are allowed")
    for arg in sorted(ALLOWED_FINISH_ARGS - set(finish)):
        fail(f"finish-args lacks {arg}")

    cleanup = manifest.get("cleanup", [])
    for entry in ("/include", "/lib/pkgconfig", "*.a", "*.la"):
        if entry not in cleanup:
            fail(f"cleanup lacks {entry}")

    modules = manifest.get("modules", [])
    names = [m.get("name", "") if isinstance(m, dict) else m for m in modules]
    for name in names:
        if re.search(r"sqlite|gtk|adwaita|glib|json", name, re.I):
            fail(f"module {name} is built, but the GNOME runtime ships it")
    app = modules[-1] if modules and isinstance(modules[-1], dict) else {}
    if app.get("name") != "arbiter" or app.get("buildsystem") != "meson":
        fail("the last module is not arbiter, built with meson")
    if "-Dtests=false" not in app.get("config-opts", []):
        fail("the arbiter module does not pass -Dtests=false (the tests need cmocka)")
    dirs = [s for s in app.get("sources", []) if s.get("type") == "dir"]
    if len(dirs) != 1:
        fail("the arbiter module is not built from one local directory")
    else:
        checkout = os.path.normpath(os.path.join(os.path.dirname(path), dirs[0].get("path", "")))
        if not os.path.isfile(os.path.join(checkout, "meson.build")):
            fail(f"the source directory {checkout} has no meson.build")
        if ".git" not in dirs[0].get("skip", []):
            fail("the source directory copies .git")

    if failures:
        print(f"{len(failures)} problems in {path}")
        return 1
    print(f"ok: runtime org.gnome.Platform {version}; finish-args {finish}; "
          f"modules {names}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
