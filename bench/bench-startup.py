#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Start-up of the Arbiter window against a bare AdwApplicationWindow.

Each run starts both programs, one after the other, in alternating
order, with a store of 1,000 finished games for Arbiter: the time from
the spawn to the end of the window's first frame (the programs print it,
ARBITER_PROBE_FIRST_FRAME=1, and quit) and the peak resident memory.
Runs with GDK_DEBUG=gl-disable and with the default renderer are
interleaved too.  Medians, and Arbiter over the bare window as ratios.

Usage (under an X server and a D-Bus session, as bench/run does):
  bench-startup.py ARBITER BARE_WINDOW BENCH_STORE [--runs N] [--tsv]
"""
import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

RENDERERS = ("gl-disable", "default")


def one_start(program, env):
    """Seconds to the first frame and peak RSS in MB of one start."""
    t0 = time.monotonic_ns() // 1000
    proc = subprocess.Popen([program], env=env, stdout=subprocess.PIPE,
                            stderr=subprocess.DEVNULL, text=True)
    first = None
    for line in proc.stdout:
        if line.startswith("first-frame "):
            first = int(line.split()[1])
    _, status, usage = os.wait4(proc.pid, 0)
    proc.returncode = status
    if first is None:
        sys.exit(f"bench-startup: {program} drew no frame (status {status})")
    return (first - t0) / 1000.0, usage.ru_maxrss / 1024.0


def environment(renderer, data_dir, schema_dir):
    env = dict(os.environ, ARBITER_PROBE_FIRST_FRAME="1", GSETTINGS_BACKEND="memory",
               GDK_BACKEND="x11", ARBITER_DATA_DIR=data_dir)
    if schema_dir:
        env["GSETTINGS_SCHEMA_DIR"] = schema_dir
    env.pop("GDK_DEBUG", None)
    if renderer == "gl-disable":
        env["GDK_DEBUG"] = "gl-disable"
    return env


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("arbiter")
    ap.add_argument("bare")
    ap.add_argument("bench_store")
    ap.add_argument("--schemas", default="")
    ap.add_argument("--runs", type=int, default=11)
    ap.add_argument("--tsv", action="store_true")
    args = ap.parse_args()

    work = tempfile.mkdtemp(prefix="arbiter-startup-")
    template = os.path.join(work, "template.db")
    subprocess.run([args.bench_store, "--fill", template], check=True)
    times = {(p, r): [] for p in ("arbiter", "bare") for r in RENDERERS}
    rss = {(p, r): [] for p in ("arbiter", "bare") for r in RENDERERS}
    try:
        # one start of each first, not counted: the disk cache
        for run in range(args.runs + 1):
            for renderer in RENDERERS:
                order = ("arbiter", "bare") if run % 2 == 0 else ("bare", "arbiter")
                for prog in order:
                    data_dir = os.path.join(work, f"data-{run}-{renderer}-{prog}")
                    os.makedirs(data_dir)
                    shutil.copy(template, os.path.join(data_dir, "arbiter.db"))
                    env = environment(renderer, data_dir, args.schemas)
                    path = args.arbiter if prog == "arbiter" else args.bare
                    ms, mb = one_start(path, env)
                    if run > 0:
                        times[(prog, renderer)].append(ms)
                        rss[(prog, renderer)].append(mb)
                    shutil.rmtree(data_dir, ignore_errors=True)
    finally:
        shutil.rmtree(work, ignore_errors=True)

    for renderer in RENDERERS:
        a = statistics.median(times[("arbiter", renderer)])
        b = statistics.median(times[("bare", renderer)])
        ra = statistics.median(rss[("arbiter", renderer)])
        rb = statistics.median(rss[("bare", renderer)])
        if args.tsv:
            print(f"startup-ms\t{renderer}\t{a:.1f}\t{b:.1f}")
            print(f"startup-ratio\t{renderer}\t{a / b:.3f}")
            print(f"startup-rss\t{renderer}\t{ra:.1f}\t{rb:.1f}")
        else:
            print(f"{renderer:10}  first frame: Arbiter {a:6.1f} ms, bare window {b:6.1f} ms, "
                  f"ratio {a / b:.2f}; peak RSS: Arbiter {ra:5.1f} MB, bare {rb:5.1f} MB "
                  f"(median of {args.runs})")


if __name__ == "__main__":
    main()
