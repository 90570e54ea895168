#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Runs one fuzz target for a few seconds on its committed seed corpus
# (never written to: new inputs go to a scratch folder), and prints how
# many inputs it ran.  A crash or a broken invariant fails the test.
set -u
target=$1
corpus=$2
seconds=$3
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
"$target" -max_total_time="$seconds" -print_final_stats=1 -timeout=10 -rss_limit_mb=2048 \
  "$scratch" "$corpus" >"$scratch.log" 2>&1
status=$?
runs=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$scratch.log" | grep -o '[0-9]*$')
if [ "$status" -ne 0 ]; then
  tail -n 60 "$scratch.log"
  rm -f "$scratch.log"
  exit 1
fi
rm -f "$scratch.log"
echo "$(basename "$target"): ${runs:-0} inputs run in ${seconds}s, no crash, every invariant held"
