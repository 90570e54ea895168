#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Every complete record shown in docs/notation.md (a fenced block that
# starts with "arbiter 1") must be legal, and where the doc shows what
# "arbiter-cli score" prints for it, the output must be exactly that.
set -u
cli=$1
doc=$2
exec /usr/bin/python3 - "$cli" "$doc" <<'PY'
import re, subprocess, sys, tempfile, os
cli, doc = sys.argv[1], sys.argv[2]
text = open(doc, encoding="utf-8").read()
parts = re.split(r"^```[a-z]*\n(.*?)^```\n", text, flags=re.S | re.M)
# parts alternates: prose, block, prose, block, ...
failures = checked = 0
last_record = None
with tempfile.TemporaryDirectory() as tmp:
    for i in range(1, len(parts), 2):
        block, prose_before = parts[i], parts[i - 1]
        if block.startswith("arbiter 1\n"):
            last_record = os.path.join(tmp, f"example-{i}.rec")
            open(last_record, "w", encoding="utf-8").write(block)
            r = subprocess.run([cli, "check", last_record], capture_output=True, text=True)
            checked += 1
            if r.returncode != 0:
                failures += 1
                print(f"example {i} refused: {r.stderr}")
        elif "`arbiter-cli score` gives:" in prose_before[-200:] and last_record:
            r = subprocess.run([cli, "score", last_record], capture_output=True, text=True)
            checked += 1
            if r.stdout != block:
                failures += 1
                print(f"score shown after example {i - 2} differs:\n{r.stdout}\n---\n{block}")
print(f"{checked} examples checked, {failures} wrong")
sys.exit(1 if failures or not checked else 0)
PY
