#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Checks what appstreamcli cannot know about the built metainfo: that every
screenshot it references exists in docs/screenshots/, that its releases are
the ones NEWS lists, that the newest is the version meson builds, and that
its ids, binaries and gettext domain are this project's.

check-metainfo.py METAINFO SOURCE_ROOT VERSION APP_ID
"""
import os
import re
import sys
import xml.etree.ElementTree as ET

PROJECT_URL = "https://github.com/tablearbiter/arbiter"
RAW_URL = "https://raw.githubusercontent.com/tablearbiter/arbiter/main/"
SCREENSHOT_DIR = "docs/screenshots/"
PNG_MAGIC = b"\x89PNG\r\n\x1a\n"

failures = []


def fail(message):
    failures.append(message)
    print("FAIL: " + message)


def check_ids(root, app_id):
    if root.findtext("id") != app_id:
        fail(f"<id> is {root.findtext('id')!r}, not {app_id!r}")
    launchable = root.find("launchable[@type='desktop-id']")
    if launchable is None or launchable.text != app_id + ".desktop":
        fail(f"no <launchable type='desktop-id'>{app_id}.desktop</launchable>")
    binaries = sorted(b.text for b in root.findall("provides/binary"))
    if binaries != ["arbiter", "arbiter-cli"]:
        fail(f"<provides> names the binaries {binaries}, not arbiter and arbiter-cli")
    if root.findtext("translation[@type='gettext']") != "arbiter":
        fail("no <translation type='gettext'>arbiter</translation>")
    if root.findtext("url[@type='homepage']") != PROJECT_URL:
        fail(f"the homepage is not {PROJECT_URL}")
    if root.find("content_rating[@type='oars-1.1']") is None:
        fail("no OARS 1.1 content rating")


def check_screenshots(root, source_root):
    shots = root.findall("screenshots/screenshot")
    if not shots:
        fail("no screenshots")
    defaults = [s for s in shots if s.get("type") == "default"]
    if len(defaults) != 1:
        fail(f"{len(defaults)} screenshots of type default, not one")
    seen = set()
    for shot in shots:
        images = shot.findall("image")
        caption = (shot.findtext("caption") or "").strip()
        if len(images) != 1:
            fail(f"a screenshot with {len(images)} images")
            continue
        url = (images[0].text or "").strip()
        if not caption:
            fail(f"{url} has no caption")
        if not url.startswith(RAW_URL + SCREENSHOT_DIR):
            fail(f"{url} is not under {RAW_URL + SCREENSHOT_DIR}")
            continue
        path = url[len(RAW_URL):]
        if path in seen:
            fail(f"{path} is shown twice")
        seen.add(path)
        local = os.path.join(source_root, path)
        if not os.path.isfile(local):
            fail(f"{path} is referenced but does not exist")
            continue
        with open(local, "rb") as f:
            if f.read(8) != PNG_MAGIC:
                fail(f"{path} is not a PNG")
                continue
        print(f"ok: {path} exists ({caption})")


def news_releases(source_root):
    """(version, "unreleased" or a date) for each NEWS heading, newest first."""
    lines = open(os.path.join(source_root, "NEWS"), encoding="utf-8").read().splitlines()
    heading = re.compile(r"^Arbiter (\S+) \((unreleased|\d{4}-\d{2}-\d{2})\)$")
    found = []
    for line, under in zip(lines, lines[1:] + [""]):
        m = heading.match(line)
        if m and re.fullmatch(r"=+", under):
            found.append((m.group(1), m.group(2)))
    return found


def check_releases(root, source_root, version):
    before = len(failures)
    releases = root.findall("releases/release")
    listed = [r.get("version") for r in releases]
    news = news_releases(source_root)
    if not news:
        fail("NEWS has no heading 'Arbiter X.Y.Z (unreleased|YYYY-MM-DD)'")
    if listed != [v for v, _ in news]:
        fail(f"the metainfo's releases {listed} are not NEWS's {[v for v, _ in news]}")
    if not listed or listed[0] != version:
        fail(f"the newest release is {listed[:1]}, but meson builds {version}")
    for release, (v, when) in zip(releases, news):
        kind = release.get("type", "stable")
        date = release.get("date")
        if not date or not re.fullmatch(r"\d{4}-\d{2}-\d{2}", date):
            fail(f"release {v} has no date YYYY-MM-DD")
        if when == "unreleased" and kind != "development":
            fail(f"NEWS says {v} is unreleased, the metainfo says {kind}")
        if when != "unreleased" and (kind != "stable" or date != when):
            fail(f"NEWS dates {v} {when}; the metainfo says {kind} {date}")
        if not release.findall("description/p") and not release.findall("description/ul/li"):
            fail(f"release {v} has no description")
    if len(failures) == before:
        print(f"ok: releases {listed} match NEWS; the newest is {version}")


def main():
    if len(sys.argv) != 5:
        print(__doc__)
        return 2
    metainfo, source_root, version, app_id = sys.argv[1:]
    root = ET.parse(metainfo).getroot()
    check_ids(root, app_id)
    check_screenshots(root, source_root)
    check_releases(root, source_root, version)
    if failures:
        print(f"{len(failures)} problems in {metainfo}")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
