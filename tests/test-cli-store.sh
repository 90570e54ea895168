#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# arbiter-cli's commands over the saved games, on stores of their own.
set -u
. "$(dirname "$0")/cli-lib.sh"

s="$tmp/arbiter.db"

# import: a legal record, one with a refusal, the same one again, a bad header
expect_exit 0 "$cli" import "$records/nothanks-full-3p.rec" --store "$s"
expect_in out "nothanks-full-3p.rec: game 1 (No Thanks!), 80 entries"
expect_exit 0 "$cli" import "$records/splitvote-full-4p.rec" --store "$s"
expect_exit 1 "$cli" import "$records/nothanks-card-twice.rec" --store "$s"
expect_in err "nothanks-card-twice.rec:7: NT-2: the 12 has already turned up"
expect_in out "game 3 (No Thanks!) made with the 2 entries before line 7; 1 entry waits to be corrected"
expect_exit 0 "$cli" import "$records/nothanks-full-3p.rec" --store "$s"
expect_in out "already in the store as game 1"
expect_exit 1 "$cli" import "$records/nothanks-two-players.rec" --store "$s"
expect_in err "NT-1"
expect_exit 2 "$cli" import "$tmp/nothing.rec" --store "$s"
expect_exit 0 sh -c "\"$cli\" import - --store \"$s\" < \"$records/votestuffing-doc-3p.rec\""
expect_in out "-: game 4 (Vote Stuffing), 34 entries"

# history: finished games, the latest first, each seat's total, * for a winner
expect_exit 0 "$cli" history --store "$s"
[ "$(wc -l < "$tmp/out")" -eq 3 ] || fail "history lists the 3 finished games"
expect_in out "No Thanks!      Ann 69, Ben 48 *, Cleo 137"
expect_in out "Split and Vote  Jane 12, David 15, Max 24 *, Kate 12"
head -n 1 "$tmp/out" | grep -q "^   4  " || fail "the latest first: $(head -n 1 "$tmp/out")"
expect_exit 0 "$cli" history --game splitvote --store "$s"
[ "$(wc -l < "$tmp/out")" -eq 1 ] || fail "history --game"
expect_exit 0 "$cli" history --player CLEO --store "$s"
[ "$(wc -l < "$tmp/out")" -eq 2 ] || fail "history --player (No Thanks! and Vote Stuffing)"
expect_exit 0 "$cli" history --json --player max --store "$s"
json_ok
[ "$(json_field '[(p["name"], p["score"], p["winner"]) for p in d["games"][0]["players"]][2]')" = "('Max', 24, True)" ] \
  || fail "history json players"
[ "$(json_field 'd["games"][0]["lowest_wins"], d["games"][0]["counted"]')" = "(False, True)" ] || fail "history json flags"

# stats
expect_exit 0 "$cli" stats --game nothanks --store "$s"
expect_in out "No Thanks! (lowest score wins)"
expect_in out "  Ben         1     1      100%     48.0    48"
expect_exit 0 "$cli" stats --json --store "$s"
json_ok
[ "$(json_field '[(r["game"], r["player"], r["wins"], r["best"]) for r in d["stats"]][0]')" = "('nothanks', 'Ben', 1, 48)" ] \
  || fail "stats json"

# count, delete-game, undelete-game
expect_exit 0 "$cli" count 1 no --store "$s"
expect_exit 0 "$cli" history --store "$s"
expect_in out "Cleo 137  (not counted)"
expect_exit 0 "$cli" stats --game nothanks --store "$s"
[ -s "$tmp/out" ] && fail "a game not counted leaves the stats: $(cat "$tmp/out")"
expect_exit 0 "$cli" count 1 yes --store "$s"
expect_exit 2 "$cli" count 1 maybe --store "$s"
expect_exit 0 "$cli" delete-game 2 --store "$s"
expect_exit 0 "$cli" history --game splitvote --store "$s"
[ -s "$tmp/out" ] && fail "a deleted game leaves the history"
expect_exit 0 "$cli" undelete-game 2 --store "$s"
expect_exit 0 "$cli" history --game splitvote --store "$s"
[ "$(wc -l < "$tmp/out")" -eq 1 ] || fail "undelete-game"
expect_exit 2 "$cli" delete-game 99 --store "$s"

# corrections: kept, later entries that no longer fit wait, undone exactly
"$cli" import "$records/nothanks-full-3p.rec" --store "$tmp/copy.db" >/dev/null
expect_exit 0 "$cli" correct 1 63 "card 19" --store "$s"
expect_in out "game 1: entry 63 is now “card 19”"
expect_in out "now: Ben wins with 48"
expect_exit 0 "$cli" history --game nothanks --store "$s"
expect_in out "Ann 69, Ben 48 *, Cleo 88"
expect_exit 0 "$cli" undo-correction 1 --store "$s"
expect_exit 0 "$cli" correct 1 63 "card 23" --json --store "$s"
json_ok
[ "$(json_field 'd["events"], len(d["pending"]), d["refusal"]["entry"], d["refusal"]["rule"]')" = "(75, 5, 76, 'NT-2')" ] \
  || fail "correct json: $(cat "$tmp/out")"
expect_exit 0 "$cli" correct 1 76 "card 29" --store "$s"
expect_in out "now: Ann wins with 69"
expect_exit 0 "$cli" revisions 1 --store "$s"
[ "$(wc -l < "$tmp/out")" -eq 4 ] || fail "revisions: $(cat "$tmp/out")"
expect_in out "entry 63: “Ben: card 29” became “card 23”"
expect_exit 0 "$cli" revisions 1 --json --store "$s"
json_ok
[ "$(json_field '[r["kind"] for r in d["revisions"]]')" = "['replace', 'replace', 'restore', 'replace']" ] \
  || fail "revisions json"
# undone: the waiting entries are back; undone again, the correction is back
expect_exit 0 "$cli" undo-correction 1 --store "$s"
expect_in out "now: 22 of 24 cards"
expect_exit 0 "$cli" undo-correction 1 --store "$s"
expect_in out "now: Ann wins with 69"
expect_exit 0 "$cli" undo-correction 1 --store "$s"
# any version can be put back: the one before the first correction
first=$("$cli" revisions 1 --json --store "$s" | /usr/bin/python3 -c 'import json,sys; print(json.load(sys.stdin)["revisions"][-1]["id"])')
expect_exit 0 "$cli" restore-revision 1 "$first" --store "$s"
expect_in out "now: Ben wins with 48"
expect_exit 2 "$cli" restore-revision 1 x --store "$s"
expect_exit 0 "$cli" delete-entry 1 76 --store "$s"
expect_in out "entry 76 no longer fits: NT-5"
expect_in out "correct it (correct 1 76 LINE) or delete it (delete-entry 1 76)"
expect_exit 1 "$cli" correct 1 2 "card 99" --store "$s"
expect_in err "NT-2"
expect_exit 1 "$cli" correct 1 2 "tkae" --store "$s"
expect_exit 1 "$cli" correct 1 200 "take" --store "$s"
expect_exit 2 "$cli" correct 1 0 "take" --store "$s"
expect_exit 2 "$cli" correct x 2 "take" --store "$s"
expect_exit 2 "$cli" correct 99 2 "take" --store "$s"

# players: rename, refused collisions, merge, undo
expect_exit 0 "$cli" rename ben Benjamin --store "$s"
expect_in out "renamed “ben” to “Benjamin” in 3 games"
expect_exit 0 "$cli" history --player benjamin --store "$s"
expect_in out "Vote Stuffing   Ann 0, Benjamin 1 *, Cleo 0"
[ "$(wc -l < "$tmp/out")" -eq 1 ] || fail "history follows the new name (game 1 is not finished now)"
expect_exit 1 "$cli" rename Benjamin Cleo --store "$s"
expect_in err "merge “Benjamin” into “Cleo”"
expect_exit 1 "$cli" merge Benjamin Cleo --store "$s"
expect_in err "seats both Benjamin and Cleo"
expect_exit 0 "$cli" merge Jane Ann --store "$s"
expect_in out "merged “Jane” into “Ann” in 1 game"
expect_exit 0 "$cli" undo-rename --store "$s"
expect_in out "undone: “Ann” is “Jane” again in 1 game"
expect_exit 0 "$cli" undo-rename --store "$s"
expect_exit 1 "$cli" undo-rename --store "$s"

# backup and restore: into an empty store the same history, twice nothing more
expect_exit 0 "$cli" backup "$tmp/all.arbiter" --store "$s"
expect_in out "4 games backed up"
expect_exit 2 "$cli" backup "$tmp/all.arbiter" --store "$s"
expect_in err "exists already"
expect_exit 0 "$cli" restore "$tmp/all.arbiter" --store "$tmp/new.db"
expect_in out "4 games added, 0 already here"
"$cli" history --store "$s" > "$tmp/h1"
"$cli" history --store "$tmp/new.db" > "$tmp/h2"
cmp -s "$tmp/h1" "$tmp/h2" || fail "the restored history differs"
expect_exit 0 "$cli" restore "$tmp/all.arbiter" --store "$tmp/new.db" --json
json_ok
[ "$(json_field 'd["added"], d["present"]')" = "(0, 4)" ] || fail "restore twice"
expect_exit 2 "$cli" restore "$records/nothanks-full-3p.rec" --store "$tmp/new.db"
expect_in err "not an Arbiter backup"
# a game corrected in one store and restored from another: kept as a revision
expect_exit 0 "$cli" restore "$tmp/all.arbiter" --store "$tmp/copy.db"
expect_in out "3 games added, 0 already here, 0 continued from the backup, 1 kept as revisions"

# the store comes from ARBITER_DATA_DIR without --store
mkdir -p "$tmp/data"
expect_exit 0 env ARBITER_DATA_DIR="$tmp/data" "$cli" import "$records/nothanks-full-3p.rec"
[ -f "$tmp/data/arbiter.db" ] || fail "ARBITER_DATA_DIR"

# usage
expect_exit 2 "$cli" history extra --store "$s"
expect_exit 2 "$cli" rename Ann --store "$s"
expect_exit 2 "$cli" rename Ann Anna --json --store "$s"
expect_exit 2 "$cli" stats --player Ann --store "$s"
expect_exit 2 "$cli" check "$records/nothanks-full-3p.rec" --store "$s"

cli_summary store
