#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# arbiter-cli on every record of the bad-input catalogue (tests/records/bad/):
# check, check --json and replay each refuse it with exit status 1, never
# crash, never print a critical warning or a sanitizer report; check names
# the refusal as FILE:LINE: RULE: message and check --json prints valid
# JSON.  Whether LINE and RULE are the ones expected is test-records-bad's
# job; here they are only counted.
set -u
. "$(dirname "$0")/cli-lib.sh"

mkdir "$tmp/json"
total=0
refused=0
as_expected=0

# A sanitizer or GLib report, a signal or an exit status other than 1.
robust () {
  what=$1; file=$2; got=$3
  if [ "$got" -ne 1 ]; then
    fail "$what $file: exit $got (wanted 1): $(head -c 300 "$tmp/err")"
    return 1
  fi
  if grep -qE 'Sanitizer|runtime error:|CRITICAL|WARNING \*\*' "$tmp/err"; then
    fail "$what $file: $(grep -m1 -E 'Sanitizer|runtime error:|CRITICAL|WARNING \*\*' "$tmp/err")"
    return 1
  fi
  return 0
}

for rec in "$records"/bad/*.rec; do
  name=$(basename "$rec" .rec)
  total=$((total + 1))

  "$cli" check "$rec" >"$tmp/out" 2>"$tmp/err"
  got=$?
  if robust check "$name" "$got"; then
    refused=$((refused + 1))
    # FILE:LINE: RULE: message, on the first line
    first=$(head -n 1 "$tmp/err")
    case "$first" in
      "$rec":[0-9]*:\ *:\ *) ;;
      *) fail "check $name: not FILE:LINE: RULE: message: $(printf '%s' "$first" | head -c 200)" ;;
    esac
    want=$(sed -n 's/^verdict refused \([0-9]*\) \([^ ]*\).*/\1: \2:/p' "$records/bad/$name.expect")
    case "$first" in
      "$rec:$want"*) as_expected=$((as_expected + 1)) ;;
    esac
  fi

  "$cli" check --json "$rec" >"$tmp/json/$name.json" 2>"$tmp/err"
  robust "check --json" "$name" $?

  "$cli" replay "$rec" >"$tmp/out" 2>"$tmp/err"
  robust replay "$name" $?
done

[ "$total" -gt 0 ] || fail "no records in $records/bad"

# One Python for all the JSON: every output parses and gives the refusal.
cat > "$tmp/json-ok.py" <<'PY'
import json, os, sys
bad = 0
for name in sorted(os.listdir(sys.argv[1])):
    try:
        with open(os.path.join(sys.argv[1], name), encoding="utf-8") as f:
            d = json.load(f)
        assert d["legal"] is False and d["refusal"]["line"] >= 1, "no refusal"
    except Exception as e:
        print("FAIL: check --json %s: %s" % (name[:-5], str(e)[:200]))
        bad += 1
sys.exit(1 if bad else 0)
PY
/usr/bin/python3 "$tmp/json-ok.py" "$tmp/json" || fail "check --json printed something that is not JSON with a refusal"

echo "arbiter-cli check refused $refused of $total bad records ($as_expected at the line and by the rule expected)"
cli_summary "bad-input cli"
