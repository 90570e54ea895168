#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# arbiter-cli on Vote Stuffing records, and its tally command.
set -u
. "$(dirname "$0")/cli-lib.sh"

# check, score and replay as for every game
expect_exit 0 "$cli" check "$records/votestuffing-doc-3p.rec"
expect_in out "legal: votestuffing, 3 players, 34 events, finished: Ben wins: the 3♣ is the right call"
expect_exit 1 "$cli" check "$records/votestuffing-same-spot.rec"
expect_in err "votestuffing-same-spot.rec:6: VS-2: Ann has already played to the left this turn"
expect_exit 1 "$cli" check --json "$records/votestuffing-empty-hand.rec"
[ "$(json_field 'd["refusal"]["line"], d["refusal"]["rule"]')" = "(20, 'VS-6')" ] || fail "json refusal"
expect_exit 0 "$cli" score "$records/votestuffing-extended-2p.rec"
expect_in out " 1. Ben       13 *"
expect_in out "games: 5 0"
expect_exit 0 "$cli" score --json "$records/votestuffing-doc-3p.rec"
[ "$(json_field 'd["winners"]')" = "['Ben']" ] || fail "json winners"
[ "$(json_field '[p["score"] for p in d["scores"]]')" = "[0, 1, 0]" ] || fail "json scores"
expect_exit 0 "$cli" score --json "$records/votestuffing-tie.rec"
[ "$(json_field 'd["winners"], d["finished"]')" = "([], True)" ] || fail "json tie"
expect_exit 0 "$cli" replay "$records/votestuffing-doc-3p.rec" --until 26
expect_in out "after 26 events"
expect_in out "Ben: 1 card, the 5♦ shown"
expect_in out "right (7): ?r ?r ?r (7♣) (6♥) ?s ?s"
expect_exit 0 "$cli" replay --json "$records/votestuffing-doc-3p.rec" --until 25
[ "$(json_field 'd["next"]["player"], d["next"]["expects"], d["next"]["choices"]')" = "(None, 'reveal', [])" ] \
  || fail "json next reveal"
# a reveal of the wrong size: the example lists as many as are asked for
expect_exit 1 "$cli" check "$records/xcheck6-votestuffing-r-reveal-wrong-count.rec"
expect_in err "list those 2 (cards or counts such as r=1 s=1), or all 4, not 3"
expect_exit 0 "$cli" games
expect_in out "votestuffing  Vote Stuffing   2–20 players"
expect_in out "option extended"

# tally on its own
expect_exit 0 "$cli" tally left 7h 2c s=1 right r=2 middle 3h 10d call 9c
expect_in out "roundees 7 (left 2, right 2, 3♥ +3) to sharpos 2 (left 1, right 0, 10♦ +1): roundees win"
expect_in out "call 9♣: roundees, right"
expect_exit 0 "$cli" tally left 7h joker right 7s call jk
expect_in out "a tie"
expect_in out "call joker: tie, right"
expect_exit 0 "$cli" tally --json left r=3 s=5 middle 3h call 9c
[ "$(json_field 'd["roundees"], d["sharpos"], d["winner"], d["margin"], d["call"]["right"]')" = "(6, 5, 'roundees', 1, True)" ] \
  || fail "json tally"
expect_exit 1 "$cli" tally left 7h right 7h
expect_in err "tally: VS-1: the 7♥ is named 2 times"
expect_exit 0 "$cli" tally --mixed-decks left 7h right 7h
expect_exit 1 "$cli" tally middle 7h
expect_in err "tally: VS-3:"
# a card no deck holds is well formed: refused by VS-1, not as a parse error
for word in "left 11h" "right 7x" "middle Xh" "call 1s"; do
  # shellcheck disable=SC2086
  expect_exit 1 "$cli" tally $word
  expect_in err "tally: VS-1: there is no card"
done
# a rank of any length and a count of any length are well formed too
expect_exit 1 "$cli" tally left 1000h
expect_in err "tally: VS-1: there is no card “1000h”"
expect_exit 1 "$cli" tally left 123456789012345678901234567890h
expect_in err "tally: VS-1: there is no card “12345678901…”"
expect_exit 1 "$cli" tally left r=99999 right s=1
expect_in err "tally: VS-1: these are 99999 roundees, but one standard deck has only 26"
expect_exit 1 "$cli" tally --mixed-decks left r=99999
expect_in err "tally: VS-1: these are 99999 cards, but a hodgepodge of decks holds at most 999"
expect_exit 0 "$cli" tally --mixed-decks left r=500 right s=499
expect_in out "roundees 500 (left 500, right 0) to sharpos 499"
expect_exit 1 "$cli" tally --mixed-decks left r=500 right s=500
expect_in err "tally: VS-1: these are 1000 cards"
expect_exit 1 "$cli" tally left r=-1
expect_in err "tally: parse:"
expect_exit 1 "$cli" tally --json 7h
[ "$(json_field 'd["legal"], d["refusal"]["rule"]')" = "(False, 'parse')" ] || fail "json tally refusal"
expect_exit 2 "$cli" tally
expect_exit 2 "$cli" tally --until 3 left 7h
expect_exit 2 "$cli" check --mixed-decks "$records/votestuffing-doc-3p.rec"

cli_summary "votestuffing cli"
