#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Checks the app icon and its symbolic version.

The SVGs: the app icon on GNOME's 128 px grid, the symbolic one on 16 px;
"<svg" within the first 256 bytes, or shared-mime-info (and so gdk-pixbuf,
and so GTK) does not recognise the file as SVG and shows a broken image;
no text (it would depend on the fonts installed), no linked files, and the
symbolic one drawn in one colour with fills only, so GTK can recolour it.
Then each is loaded as GTK loads an icon, through gdk-pixbuf from a stream
with no file name, at the sizes a desktop shows it (128, 64, 32, 16; the
symbolic at 16 and 32); each render must have the right size and be neither
empty nor a solid block, and is kept as a PNG in OUTPUT_DIR to look at.
Without GdkPixbuf's introspection data (gir1.2-gdkpixbuf-2.0, which
libgtk-4-dev brings) the SVG checks still run, then the test is skipped.

check-icons.py APP_ICON.svg SYMBOLIC_ICON.svg OUTPUT_DIR
"""
import os
import re
import sys
import xml.etree.ElementTree as ET

SVG = "{http://www.w3.org/2000/svg}"
XLINK_HREF = "{http://www.w3.org/1999/xlink}href"
MIME_MAGIC_RANGE = 256  # shared-mime-info: <match value="<svg" offset="0:256"/>

failures = []


def fail(message):
    failures.append(message)
    print("FAIL: " + message)


def check_svg(path, size):
    root = ET.parse(path).getroot()
    name = os.path.basename(path)
    head = open(path, "rb").read(MIME_MAGIC_RANGE + len(b"<svg"))
    if b"<svg" not in head:
        fail(f"{name}: '<svg' is not within its first {MIME_MAGIC_RANGE} bytes, "
             "so GTK does not recognise it as SVG (move comments inside <svg>)")
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


def check_render(pixbuf_module, gio, svg, size, out_dir):
    """Loads SVG as GTK does: a stream without a file name, so the format is
    found from the content alone."""
    name = os.path.basename(svg)
    stream = gio.MemoryInputStream.new_from_data(open(svg, "rb").read())
    try:
        pixbuf = pixbuf_module.Pixbuf.new_from_stream_at_scale(stream, size, size, True, None)
    except Exception as e:  # GLib.Error
        fail(f"gdk-pixbuf cannot load {name} at {size}: {e}")
        return
    png = os.path.join(out_dir, f"{name[:-4]}-{size}.png")
    pixbuf.savev(png, "png", [], [])
    width, height = pixbuf.get_width(), pixbuf.get_height()
    if (width, height) != (size, size) or not pixbuf.get_has_alpha():
        fail(f"{png}: {width}x{height}, alpha {pixbuf.get_has_alpha()}; not {size}x{size} with alpha")
        return
    pixels, stride = pixbuf.get_pixels(), pixbuf.get_rowstride()
    alphas = [pixels[y * stride + x * 4 + 3] for y in range(height) for x in range(width)]
    covered = sum(1 for a in alphas if a >= 128) / len(alphas)
    if not 0.2 <= covered <= 0.9:
        fail(f"{png}: {covered:.0%} of it is drawn; an icon covers between 20 and 90 %")
    else:
        print(f"ok: {os.path.basename(png)} loads as GTK loads it, {covered:.0%} drawn")


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
    try:
        import gi
        gi.require_version("GdkPixbuf", "2.0")
        from gi.repository import GdkPixbuf, Gio
    except (ImportError, ValueError) as e:
        print(f"SKIP: no GdkPixbuf from Python ({e}): run with /usr/bin/python3")
        return 77
    os.makedirs(out_dir, exist_ok=True)
    for size in (128, 64, 32, 16):
        check_render(GdkPixbuf, Gio, app_icon, size, out_dir)
    for size in (16, 32):
        check_render(GdkPixbuf, Gio, symbolic, size, out_dir)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
