#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# arbiter-cli on every record of the bad-input catalogue (tests/records/bad/):
# check and replay --json each refuse it with exit status 1, never crash,
# never print a critical warning or a sanitizer report; check names the
# refusal as FILE:LINE: RULE: message and replay --json prints valid JSON
# with the refusal, the state so far and the scores.  Whether LINE and RULE
# are the ones expected is test-records-bad's job; here they are counted.
#
#   test-cli-bad.sh CLI RECORDS_DIR
#
# The records are shared between two workers (xargs -P 2), each running
# this script with --one CLI JSON_DIR RECORD; a worker prints one line per
# record, "refused NAME yes|no" or "FAIL: ...", and leaves the JSON in
# JSON_DIR for one Python to read at the end.
set -u

if [ "${1:-}" = "--one" ]; then
  cli=$2
  json_dir=$3
  rec=$4
  name=$(basename "$rec" .rec)
  tmp=$(mktemp -d)
  trap 'rm -rf "$tmp"' EXIT
  ok=yes
  # A critical warning is caught below; not aborting on it lets the run go
  # on to whatever memory error may follow it, for the sanitizers to see.
  unset G_DEBUG
  # A sanitizer's own exit status, so that it is never taken for a refusal.
  ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}exitcode=86"
  UBSAN_OPTIONS="${UBSAN_OPTIONS:+$UBSAN_OPTIONS:}exitcode=87"
  export ASAN_OPTIONS UBSAN_OPTIONS

  # A sanitizer or GLib report, a signal or an exit status other than 1.
  robust () {
    if grep -qE 'Sanitizer|runtime error:' "$tmp/err"; then
      echo "FAIL: $1 $name: exit $2: $(grep -m1 -E 'ERROR: .*Sanitizer|runtime error:' "$tmp/err")"
      ok=no
    elif [ "$2" -ne 1 ]; then
      echo "FAIL: $1 $name: exit $2 (wanted 1): $(head -c 300 "$tmp/err" | tr '\n' ' ')"
      ok=no
    elif grep -qE 'CRITICAL|WARNING \*\*' "$tmp/err"; then
      echo "FAIL: $1 $name: $(grep -m1 -E 'CRITICAL|WARNING \*\*' "$tmp/err")"
      ok=no
    fi
  }

  "$cli" check "$rec" >"$tmp/out" 2>"$tmp/err"
  robust check $?
  if [ "$ok" = yes ]; then
    first=$(head -n 1 "$tmp/err")
    case "$first" in
      "$rec":[0-9]*:\ *:\ *) ;;
      *) echo "FAIL: check $name: not FILE:LINE: RULE: message: $(printf '%s' "$first" | head -c 200)"
         ok=no ;;
    esac
    want=$(sed -n 's/^verdict refused \([0-9]*\) \([^ ]*\).*/\1: \2:/p' "${rec%.rec}.expect")
    case "$first" in
      "$rec:$want"*) expected=yes ;;
      *) expected=no ;;
    esac
  fi
  refused=$ok

  "$cli" replay --json "$rec" >"$json_dir/$name.json" 2>"$tmp/err"
  robust "replay --json" $?
  [ "$refused" = yes ] && echo "refused $name $expected"
  exit 0
fi

. "$(dirname "$0")/cli-lib.sh"

total=$(ls "$records"/bad/*.rec | wc -l)
[ "$total" -gt 0 ] || fail "no records in $records/bad"
mkdir "$tmp/json"
ls "$records"/bad/*.rec | xargs -P 2 -n 1 sh "$0" --one "$cli" "$tmp/json" > "$tmp/results"

# Every replay --json output parses and gives the refusal.
cat > "$tmp/json-ok.py" <<'PY'
import json, os, sys
for name in sorted(os.listdir(sys.argv[1])):
    try:
        with open(os.path.join(sys.argv[1], name), encoding="utf-8") as f:
            d = json.load(f)
        assert d["legal"] is False and d["refusal"]["line"] >= 1, "no refusal"
    except Exception as e:
        print("FAIL: replay --json %s: %s" % (name[:-5], str(e)[:200]))
PY
/usr/bin/python3 "$tmp/json-ok.py" "$tmp/json" >> "$tmp/results"

failures=$((failures + $(grep -c '^FAIL' "$tmp/results")))
grep '^FAIL' "$tmp/results"
refused=$(grep -c '^refused ' "$tmp/results")
as_expected=$(grep -c '^refused .* yes$' "$tmp/results")

echo "arbiter-cli check refused $refused of $total bad records ($as_expected at the line and by the rule expected)"
cli_summary "bad-input cli"
