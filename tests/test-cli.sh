#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# arbiter-cli as a user runs it: exit codes, output lines, stdin, JSON.
set -u
cli=$1
records=$2
failures=0
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

fail () { echo "FAIL: $*"; failures=$((failures + 1)); }

expect_exit () {
  want=$1; shift
  "$@" >"$tmp/out" 2>"$tmp/err"
  got=$?
  [ "$got" -eq "$want" ] || fail "exit $got (wanted $want): $*: $(cat "$tmp/err")"
}

expect_in () {
  grep -qF -- "$2" "$tmp/$1" || fail "$1 lacks '$2': $(cat "$tmp/$1")"
}

json_ok () {
  /usr/bin/python3 -c 'import json,sys; json.load(open(sys.argv[1]))' "$tmp/out" \
    || fail "not JSON: $(head -c 300 "$tmp/out")"
}

json_field () {
  /usr/bin/python3 -c 'import json,sys; d=json.load(open(sys.argv[1])); print(eval(sys.argv[2]))' \
    "$tmp/out" "$1"
}

# check: legal record, one summary line
expect_exit 0 "$cli" check "$records/nothanks-score-only.rec"
[ "$(wc -l < "$tmp/out")" -eq 1 ] || fail "check prints one line"
expect_in out "legal: nothanks, 3 players, 3 events, finished: Ann wins with 50"

# check: refusals name file, line and rule
expect_exit 1 "$cli" check "$records/nothanks-pass-without-chips.rec"
expect_in err "nothanks-pass-without-chips.rec:40: NT-4: Ann has no chips and must take the 35"
expect_exit 1 "$cli" check "$records/nothanks-syntax-error.rec"
expect_in err "nothanks-syntax-error.rec:6: parse: column 6:"
expect_exit 1 "$cli" check "$records/nothanks-two-players.rec"
expect_in err ":3: NT-1: "

# stdin
expect_exit 0 sh -c "\"$cli\" check - < \"$records/nothanks-full-3p.rec\""
expect_in out "-: legal: nothanks"

# score
expect_exit 0 "$cli" score "$records/nothanks-tie-shared.rec"
expect_in out "Ann and Ben share the victory with 20"
expect_in out "run 3–10 (3)"
expect_exit 1 "$cli" score "$records/nothanks-card-twice.rec"

# replay
expect_exit 0 "$cli" replay "$records/nothanks-rulebook-example.rec" --until 4
expect_in out "after 4 events"
expect_in out "face up: 11 with 2 chips"
expect_exit 2 "$cli" check "$records/nothanks-full-3p.rec" --until 3

# JSON shapes
expect_exit 0 "$cli" score --json "$records/nothanks-tie-house.rec"
json_ok
[ "$(json_field 'd["winners"]')" = "['Ben']" ] || fail "json winners"
[ "$(json_field '[p["rank"] for p in d["scores"]]')" = "[2, 1, 3]" ] || fail "json ranks"
[ "$(json_field 'd["scores"][0]["breakdown"][0]')" = "{'label': 'run 3–10', 'points': 3, 'secret': False}" ] || fail "json breakdown"
# chips in hand are secret while a game goes on (NT-9)
expect_exit 0 "$cli" score --json "$records/nothanks-rulebook-example.rec"
json_ok
[ "$(json_field 'd["scores"][0]["breakdown"][-1]["secret"]')" = "True" ] || fail "json secret chips"
expect_exit 1 "$cli" check --json "$records/nothanks-card-twice.rec"
json_ok
[ "$(json_field 'd["refusal"]["line"], d["refusal"]["rule"]')" = "(7, 'NT-2')" ] || fail "json refusal"
expect_exit 0 "$cli" games --json
json_ok
[ "$(json_field '[g["id"] for g in d if g["available"]][0:5].count("nothanks")')" = "1" ] || fail "json games"
expect_exit 0 "$cli" replay --json "$records/nothanks-rulebook-example.rec"
json_ok
[ "$(json_field 'd["next"]["player"], d["next"]["expects"]')" = "('Peter', 'decide')" ] || fail "json next"

# replay of a refused record: the state so far, then the refusal
expect_exit 1 "$cli" replay "$records/nothanks-card-twice.rec"
expect_in out "after 2 events"
expect_in err "nothanks-card-twice.rec:7: NT-2:"

# usage and I/O errors
expect_exit 2 "$cli" replay "$records/nothanks-full-3p.rec" --until -1
expect_exit 2 "$cli" frob "$records/nothanks-full-3p.rec"
expect_in err "no command “frob”"
expect_exit 2 "$cli"
expect_exit 2 "$cli" check
expect_exit 2 "$cli" check /nonexistent/record.rec
expect_exit 2 "$cli" frobnicate "$records/nothanks-full-3p.rec"
expect_exit 0 "$cli" --help

if [ "$failures" -ne 0 ]; then
  echo "$failures cli check(s) failed"
  exit 1
fi
echo "all cli checks passed"
