#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# arbiter-cli as a user runs it: exit codes, output lines, stdin, JSON.
set -u
. "$(dirname "$0")/cli-lib.sh"

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


# Tile Rummy: records as for the other games
expect_exit 0 "$cli" check "$records/tilerummy-full-3p.rec"
expect_in out "legal: tilerummy, 3 players, 19 events, finished: Ann wins with 0"
expect_exit 0 "$cli" score "$records/tilerummy-match-tracked.rec"
expect_in out "Tile Rummy, finished, game 3 of 3 (lowest score wins)"
expect_in out "games: 0 96 0"
# between two games of a match, the heading counts the games played
expect_exit 0 "$cli" score "$records/xcheck7-nothanks-match-after-game1.rec"
expect_in out "No Thanks!, in progress, 1 of 2 games played"
expect_exit 1 "$cli" check "$records/tilerummy-two-side-by-side.rec"
expect_in err "tilerummy-two-side-by-side.rec:8: TR-5: the table after the lay-down is not legal: row 3, columns 1–2: b5 b6 are only 2 tiles"
# a lay-down that cannot open says why: not one line, or joined to the table
expect_exit 1 "$cli" check "$records/xcheck7-tilerummy-opening-L.rec"
expect_in err "and r5 r6 r7 b5 y5 do not lie in one line"
expect_exit 1 "$cli" check "$records/xcheck7-tilerummy-add-before-open.rec"
expect_in err "and r4 joins tiles already on the table"
expect_exit 0 "$cli" replay "$records/tilerummy-full-3p.rec" --until 2
expect_in out "bag 65; display r3 b8 y11 g2 pass-two y6"
expect_in out "r9  r10 r11"
expect_exit 0 "$cli" replay --json "$records/tilerummy-full-3p.rec" --until 2
json_ok
[ "$(json_field 'd["next"]["player"], d["next"]["expects"]')" = "('Ben', 'turn')" ] || fail "json tilerummy next"
[ "$(json_field '"Ben: take pass-two" in d["next"]["choices"]')" = "True" ] || fail "json tilerummy choices"

# table: every problem, exit 1 when not legal
printf 'r5 r6 r7\nb5\ny5\n\nr1 r2\n' > "$tmp/table.txt"
expect_exit 1 "$cli" table "$tmp/table.txt"
expect_in out "table.txt: not legal: 1 problem; 7 tiles in 2 groups"
expect_in out "TR-5: row 5, columns 1–2: r1 r2 are only 2 tiles together"
expect_in out "group 1: 5 tiles, rows 1–3, columns 1–3"
printf '| r5 r6 r7\n| b8 b9 b10\n' > "$tmp/rows.txt"
expect_exit 1 "$cli" table "$tmp/rows.txt"
[ "$(grep -c 'TR-5: column' "$tmp/out")" -eq 3 ] || fail "three short runs down"
printf 'r5 r6 r7\n\nb1 b2 b3\n\ny1 y2 y3\n\ng1 g2 g3\n' > "$tmp/four.txt"
expect_exit 0 "$cli" table "$tmp/four.txt"
expect_exit 1 "$cli" table --players 3 "$tmp/four.txt"
expect_in out "TR-5: 4 groups on the table, but at most 3 are allowed"
expect_exit 0 sh -c "printf 'r7 r6 r5\n' | \"$cli\" table -"
expect_exit 1 "$cli" table --json "$tmp/table.txt"
json_ok
[ "$(json_field 'd["problems"][0]["cells"], d["problems"][0]["rule"], d["problems"][0]["kind"]')" = "([[5, 1], [5, 2]], 'TR-5', 'short-run')" ] || fail "json table problem"
[ "$(json_field 'len(d["groups"]), d["groups"][0]["tiles"]')" = "(2, 5)" ] || fail "json table groups"
printf '\357\273\277r5 r6 r7\r\n' > "$tmp/bom.txt"
expect_exit 0 "$cli" table "$tmp/bom.txt"
printf 'r5 6r\n' > "$tmp/bad.txt"
expect_exit 2 "$cli" table "$tmp/bad.txt"
expect_in err "line 1: “6r” is not a table cell"
# a tile that does not exist, or an action tile, is refused by its rule
printf 'r13 r14 r15 x6\n' > "$tmp/no-such.txt"
expect_exit 2 "$cli" table "$tmp/no-such.txt"
expect_in err "“r15” is no tile of the table (TR-1)"
printf 'r5 r6 pass-two\n' > "$tmp/action.txt"
expect_exit 2 "$cli" table "$tmp/action.txt"
expect_in err "“pass-two” is no tile of the table (TR-1)"
expect_exit 2 "$cli" table --players 5 "$tmp/table.txt"

# a hand not entered yet says so, rather than scoring 0
expect_exit 0 "$cli" score "$records/xcheck6-tilerummy-hand-not-entered.rec"
expect_in out "14 tiles in hand, not entered yet"

# solve: 1D and 2D answers
expect_exit 0 "$cli" solve r5 b5 y5 r6 r7
expect_in out "1D, each tile in one line: no"
expect_in out "2D, a tile in one line across and one down: yes"
expect_exit 1 "$cli" solve r5 r5 r6 r7
expect_in out "2D, a tile in one line across and one down: no"
expect_exit 0 "$cli" solve r1 r2 r3 b7 y7 g7
expect_in out "2D: yes, as in 1D"
expect_exit 0 "$cli" solve --json r5 b5 y5 r6 r7
json_ok
[ "$(json_field 'd["one_d"]["answer"], d["two_d"]["answer"], d["two_d"]["exact"]')" = "('no', 'yes', True)" ] || fail "json solve"
expect_exit 0 "$cli" solve --table "$tmp/four.txt"
expect_exit 2 "$cli" solve r5 r5 r5
expect_in err "TR-1: 3 copies of red 5"
# an action tile never lies on the table: TR-1, as for a lay-down
expect_exit 2 "$cli" solve r1 r2 r3 pass-two
expect_in err "TR-1: a pass-two tile is an action tile"
# a "+" whose 12s are crossed by two sequences sharing g12 (the bound
# once ruled such tables out)
expect_exit 0 "$cli" solve r12 r12 r13 r14 r14 b12 b12 g12
expect_in out "2D, a tile in one line across and one down: yes"
expect_exit 2 "$cli" solve r5 x5
expect_exit 2 "$cli" solve

# fit: the most of a rack onto a table
printf 'r5 r6 r7 . b9 y9 g9\n' > "$tmp/fit.txt"
expect_exit 0 "$cli" fit "$tmp/fit.txt" --rack "b5 y5 g2 b10"
expect_in out "1D, each tile in one line: 0 of 4 fit"
expect_in out "2D, a tile in one line across and one down: 2 of 4 fit: b5 y5"
expect_exit 0 "$cli" fit --json "$tmp/fit.txt" --rack "r8,b5,y5"
json_ok
[ "$(json_field 'd["one_d"]["most"], d["two_d"]["low"], d["two_d"]["high"]')" = "(3, 3, 3)" ] || fail "json fit"
expect_exit 2 "$cli" fit "$tmp/fit.txt"
expect_in err "fit needs the rack"
# a table that is legal only in 2D, and a rack tile that fits nowhere
printf '.   b12\nb12 g12 r12\n.   r12 r13 r14\n.   .   r14\n' > "$tmp/plus.txt"
expect_exit 0 "$cli" fit "$tmp/plus.txt" --rack y1
grep -qx "2D, a tile in one line across and one down: 0 of 1 fit" "$tmp/out" || fail "fit of none: $(cat "$tmp/out")"

# usage and I/O errors
expect_exit 2 "$cli" replay "$records/nothanks-full-3p.rec" --until -1
expect_exit 2 "$cli" frob "$records/nothanks-full-3p.rec"
expect_in err "no command “frob”"
expect_exit 2 "$cli"
expect_exit 2 "$cli" check
expect_exit 2 "$cli" check /nonexistent/record.rec
expect_exit 2 "$cli" frobnicate "$records/nothanks-full-3p.rec"
expect_exit 0 "$cli" --help

cli_summary "cli"
