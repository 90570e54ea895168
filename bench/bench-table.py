#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Reads the tab-separated lines the benchmarks print (bench/run) and
prints one table: target, measured, met.  A benchmark may also print a
finished row: "row<TAB>what<TAB>measured<TAB>target<TAB>yes|no", or with
an empty target a figure shown beside the others, without a verdict."""
import platform
import sys

GAMES = ("nothanks", "splitvote", "tilerummy", "eighty", "votestuffing")


def machine():
    cpu = "unknown CPU"
    try:
        with open("/proc/cpuinfo") as f:
            for line in f:
                if line.startswith("model name"):
                    cpu = line.split(":", 1)[1].strip()
                    break
    except OSError:
        pass
    try:
        import os
        cores = os.cpu_count()
    except Exception:
        cores = "?"
    return f"{cpu}, {cores} cores, {platform.system()} {platform.release()}"


def main():
    rows = []
    data = {}
    linear = []
    with open(sys.argv[1]) as f:
        for line in f:
            parts = line.rstrip("\n").split("\t")
            if not parts or not parts[0]:
                continue
            key = parts[0]
            if key == "row":
                rows.append(tuple(parts[1:5]))
            elif key == "linear":
                linear.append((int(parts[1]), float(parts[2])))
            else:
                data.setdefault(key, []).append(parts[1:])

    out = []

    def add(what, measured, target, met):
        out.append((what, measured, target, "yes" if met else "NO"))

    for game, us in ((r[0], float(r[1])) for r in data.get("latency", [])):
        add(f"entry latency, engine: {game}", f"{us:.1f} µs", "≤ 100 µs", us <= 100)
    for r in data.get("keyframe", []):
        game, median, p95 = r[0], float(r[1]), float(r[2])
        add(f"key to frame, window: {game}", f"median {median:.1f} ms, p95 {p95:.1f} ms",
            "≤ 16 ms", p95 <= 16)
        if len(r) >= 5:
            out.append(("  less the wait for the frame to start",
                        f"median {float(r[3]):.1f} ms, p95 {float(r[4]):.1f} ms", "", ""))
    for r in data.get("throughput", []):
        rate = float(r[1])
        add("replay throughput (parse + replay)", f"{rate / 1e6:.2f} M events/s", "≥ 1 M events/s",
            rate >= 1e6)
    if len(linear) >= 2:
        linear.sort()
        per_event = [ms / n for n, ms in linear]
        worst = max(per_event) / per_event[0]
        add("time against length (1× to 16×)", f"per-event time at most {worst:.2f}× the 1× one",
            "linear (≤ 1.5×)", worst <= 1.5)
        for (n, ms), us in zip(linear, per_event):
            out.append((f"  {n} events", f"{ms:.2f} ms, {1000 * us:.2f} µs/event", "", ""))
    for r in data.get("startup-ratio", []):
        renderer, ratio = r[0], float(r[1])
        add(f"start-up vs bare window ({renderer})", f"{ratio:.2f}×", "≤ 1.10×", ratio <= 1.10)
    for r in data.get("startup-ms", []):
        out.append((f"  first frame ({r[0]})", f"Arbiter {r[1]} ms, bare {r[2]} ms", "", ""))
    for r in data.get("startup-rss", []):
        renderer, a, b = r[0], float(r[1]), float(r[2])
        if renderer == "gl-disable":
            add("peak RSS at start-up (gl-disable)", f"{a:.1f} MB (bare {b:.1f} MB)", "≤ 40 MB", a <= 40)
        else:
            out.append((f"  peak RSS ({renderer})", f"{a:.1f} MB (bare {b:.1f} MB)", "", ""))
    store = {k: float(v[0][0]) for k, v in data.items() if k.startswith("store-")}
    if store:
        out.append(("store, 1,000 games: open", f"{store.get('store-open', 0):.2f} ms", "", ""))
        out.append(("store: list Continue and Results", f"{store.get('store-list', 0):.2f} ms", "", ""))
        out.append(("store: append one entry (commit)",
                    f"median {store.get('store-append-median', 0):.2f} ms, "
                    f"p99 {store.get('store-append-p99', 0):.2f} ms", "", ""))
    for what, measured, target, met in rows:
        # a row without a target is a figure shown beside the others
        out.append((what, measured, target, ("yes" if met == "yes" else "NO") if target else ""))

    width = [max(len(r[i]) for r in out + [("what", "measured", "target", "met")]) for i in range(4)]
    print(f"Machine: {machine()}")
    print()
    header = ("what", "measured", "target", "met")
    print("| " + " | ".join(h.ljust(width[i]) for i, h in enumerate(header)) + " |")
    print("|" + "|".join("-" * (w + 2) for w in width) + "|")
    for r in out:
        print("| " + " | ".join(c.ljust(width[i]) for i, c in enumerate(r)) + " |")
    targets = [r for r in out if r[3]]
    missed = [r[0] for r in targets if r[3] == "NO"]
    print()
    if missed:
        print(f"{len(targets) - len(missed)} of {len(targets)} targets met; not met: " + "; ".join(missed))
    else:
        print(f"All {len(targets)} targets met.")


if __name__ == "__main__":
    main()
