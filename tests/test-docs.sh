#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Every complete record shown in docs/notation.md (a fenced block that
# starts with "arbiter 1") must be legal, so the docs cannot drift.
set -u
cli=$1
doc=$2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
/usr/bin/python3 - "$doc" "$tmp" <<'PY'
import re, sys
text = open(sys.argv[1], encoding="utf-8").read()
blocks = re.findall(r"^```\n(arbiter 1\n.*?)^```", text, re.S | re.M)
for i, block in enumerate(blocks):
    open(f"{sys.argv[2]}/example-{i:02d}.rec", "w", encoding="utf-8").write(block)
print(f"{len(blocks)} examples")
PY
failures=0
count=0
for rec in "$tmp"/example-*.rec; do
  [ -e "$rec" ] || continue
  count=$((count + 1))
  "$cli" check "$rec" || { failures=$((failures + 1)); cat "$rec"; }
done
[ "$count" -gt 0 ] || { echo "no examples found"; exit 1; }
[ "$failures" -eq 0 ]
