#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Checks the app icon and its symbolic version.

The SVGs: the app icon on GNOME's 128 px grid, the symbolic one on 16 px;
no text (it would depend on the fonts installed), no linked files, and the
symbolic one drawn in one colour with fills only, so GTK can recolour it.
Then each is rendered with rsvg-convert at the sizes a desktop shows it
(128, 64, 32, 16; the symbolic at 16 and 32) and each render must have the
right size and be neither empty nor a solid block.  Without rsvg-convert
the SVG checks still run, then the test is skipped (exit 77).

check-icons.py APP_ICON.svg SYMBOLIC_ICON.svg OUTPUT_DIR
"""
import os
import re
import shutil
import struct
import subprocess
import sys
import xml.etree.ElementTree as ET
import zlib

SVG = "{http://www.w3.org/2000/svg}"
XLINK_HREF = "{http://www.w3.org/1999/xlink}href"

failures = []


def fail(message):
    failures.append(message)
    print("FAIL: " + message)


def check_svg(path, size):
    root = ET.parse(path).getroot()
    name = os.path.basename(path)
    if root.tag != SVG + "svg":
        fail(f"{name}: the root is {root.tag}, not an SVG")
        return root
    if root.get("viewBox") != f"0 0 {size} {size}":
        fail(f"{name}: viewBox {root.get('viewBox')!r}, not '0 0 {size} {size}'")
    if root.get("width") != str(size) or root.get("height") != str(size):
        fail(f"{name}: {root.get('width')}x{root.get('height')}, not {size}x{size}")
    for el in root.iter():
        tag = el.tag.replace(SVG, "")
        if tag in ("text", "tspan", "script", "foreignObject"):
            fail(f"{name}: has a <{tag}>")
        if tag == "image" or el.get(XLINK_HREF) or (el.get("href") or "").startswith(("http", "file", "/")):
            fail(f"{name}: links to another file")
    return root


def check_symbolic(root, name):
    colours = set()
    for el in root.iter():
        tag = el.tag.replace(SVG, "")
        if tag in ("linearGradient", "radialGradient", "filter", "mask", "pattern"):
            fail(f"{name}: has a <{tag}>")
        style = el.get("style") or ""
        stroke = el.get("stroke") or (re.search(r"stroke\s*:\s*([^;]+)", style) or [None, None])[1]
        if stroke and stroke.strip() != "none":
            fail(f"{name}: a stroke ({stroke}); a symbolic icon is drawn with fills")
        if tag == "path":
            colours.add((el.get("fill") or "#000000").lower())
    if len(colours) != 1:
        fail(f"{name}: drawn in {sorted(colours)}, not in one colour")


def read_png(path):
    """(width, height, alpha values) of an 8-bit RGBA PNG, as rsvg-convert writes it."""
    data = open(path, "rb").read()
    pos, idat = 8, b""
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        chunk = data[pos + 8:pos + 8 + length]
        pos += 12 + length
        if kind == b"IHDR":
            width, height, depth, colour = struct.unpack(">IIBB", chunk[:10])
        elif kind == b"IDAT":
            idat += chunk
    if (depth, colour) != (8, 6):
        raise ValueError(f"{path}: not 8-bit RGBA")
    raw, stride, prev, alphas, i = zlib.decompress(idat), width * 4, bytearray(width * 4), [], 0
    for _ in range(height):
        kind, line = raw[i], bytearray(raw[i + 1:i + 1 + stride])
        i += 1 + stride
        for x in range(stride):
            a = line[x - 4] if x >= 4 else 0
            b = prev[x]
            c = prev[x - 4] if x >= 4 else 0
            if kind == 1:
                line[x] = (line[x] + a) & 255
            elif kind == 2:
                line[x] = (line[x] + b) & 255
            elif kind == 3:
                line[x] = (line[x] + (a + b) // 2) & 255
            elif kind == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[x] = (line[x] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        alphas += line[3::4]
        prev = line
    return width, height, alphas


def check_render(rsvg, svg, size, out_dir):
    png = os.path.join(out_dir, f"{os.path.basename(svg)[:-4]}-{size}.png")
    result = subprocess.run([rsvg, "-w", str(size), "-h", str(size), svg, "-o", png],
                            capture_output=True, text=True)
    if result.returncode != 0 or result.stderr.strip():
        fail(f"rsvg-convert {os.path.basename(svg)} at {size}: {result.stderr.strip()}")
        return
    width, height, alphas = read_png(png)
    covered = sum(1 for a in alphas if a >= 128) / len(alphas)
    if (width, height) != (size, size):
        fail(f"{png}: {width}x{height}, not {size}x{size}")
    elif not 0.2 <= covered <= 0.9:
        fail(f"{png}: {covered:.0%} of it is drawn; an icon covers between 20 and 90 %")
    else:
        print(f"ok: {os.path.basename(png)} renders, {covered:.0%} drawn")


def main():
    if len(sys.argv) != 4:
        print(__doc__)
        return 2
    app_icon, symbolic, out_dir = sys.argv[1:]
    check_svg(app_icon, 128)
    check_symbolic(check_svg(symbolic, 16), os.path.basename(symbolic))
    if failures:
        return 1
    print("ok: the SVGs are on their grids, without text or linked files")
    rsvg = shutil.which("rsvg-convert")
    if not rsvg:
        print("SKIP: rsvg-convert is not installed (librsvg2-bin)")
        return 77
    os.makedirs(out_dir, exist_ok=True)
    for size in (128, 64, 32, 16):
        check_render(rsvg, app_icon, size, out_dir)
    for size in (16, 32):
        check_render(rsvg, symbolic, size, out_dir)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
