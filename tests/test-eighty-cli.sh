#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# arbiter-cli on Eighty: check, score and replay of records, and the
# eighty-resolve and eighty-sets commands, text and JSON.
set -u
. "$(dirname "$0")/cli-lib.sh"

# records
expect_exit 0 "$cli" check "$records/eighty-example-3p.rec"
expect_in out "legal: eighty, 3 players, 43 events, finished: Ann wins with 26"
expect_exit 1 "$cli" check "$records/eighty-draft-80.rec"
expect_in err "eighty-draft-80.rec:8: EI-2: the 80 cannot be drafted; draft 10 or 20"
expect_exit 0 "$cli" score "$records/eighty-example-3p-score-only.rec"
expect_in out " 1. Ann       26 *   white 12 36 58 (9)"
expect_exit 0 "$cli" replay "$records/eighty-example-3p.rec" --until 17
expect_in out "round 1 resolved: Double up: the two highest values go. Discarded: Ben's 71+10 = 81; Cleo's 47. Scored: Ann's 12."
expect_in out "next: Round 2: refill the centre with 4 cards; Cleo drafts first"
expect_exit 0 "$cli" replay --json "$records/eighty-example-3p.rec" --until 6
[ "$(json_field 'd["next"]["player"], d["next"]["expects"], len(d["next"]["choices"])')" = "('Ben', 'draft', 4)" ] \
  || fail "json next draft"
expect_exit 0 "$cli" replay --json "$records/eighty-example-3p.rec" --until 28
[ "$(json_field 'd["next"]["expects"], d["next"]["choices"]')" = "('discard', ['Ann: discard 1'])" ] \
  || fail "json next discard"
expect_exit 0 "$cli" score --json "$records/eighty-tie-broken-score-only.rec"
[ "$(json_field 'd["winners"], d["tiebreak"]')" = "(['Ann'], 'most scored white cards (EI-7)')" ] || fail "json tiebreak"

# eighty-resolve
expect_exit 0 "$cli" eighty-resolve double-up centre=12 Ann=57 Ben=64 Cleo=52+5
expect_in out "Discarded: Ben's 64; Ann's 57 and Cleo's 52+5 = 57, tied at 57."
expect_in out "centre     12             12  stays"
expect_exit 0 "$cli" eighty-resolve symbolic-up moon centre=34:sun Ann=20:moon Ben=55:star Cleo=61
expect_in out "2 cards bear one, so the 2 highest values go"
expect_exit 0 "$cli" eighty-resolve --json symbolic-up:moon centre=34:sun Ann=57+5:star Ben=55:moon Cleo=12
[ "$(json_field 'd["matches"], d["discarded_values"], [e["discarded"] for e in d["entries"]]')" \
  = "(2, [62, 55], [False, True, True, False])" ] || fail "json resolve"
expect_exit 0 "$cli" eighty-resolve safe-zone centre=80 Ann=75+10-5 Ben=66+15
expect_in out "Ben        66+15          81  discarded"
expect_in out "Ann        75+10-5        80  scored"
expect_exit 0 "$cli" eighty-resolve high-low centre=3 Ann=5-10 Ben=40
expect_in out "Ann        5-10           -5  discarded"
expect_exit 2 "$cli" eighty-resolve double-up Ann=57 Ben=64
expect_in err "exactly one centre card"
expect_exit 2 "$cli" eighty-resolve sideways centre=12 Ann=57
expect_exit 2 "$cli" eighty-resolve symbolic-up centre=12 Ann=57
expect_exit 2 "$cli" eighty-resolve standard centre=12 Ann=5x
expect_exit 1 "$cli" eighty-resolve standard centre=1 A=1 B=2 C=3 D=4 E=5 F=6
# values the rules forbid: exit 1 with the rule; a centre card with Play cards does not read
expect_exit 2 "$cli" eighty-resolve standard centre=12+5 Ann=20
expect_in err "the centre card carries no Play cards"
expect_exit 1 "$cli" eighty-resolve standard centre=10 Ann=80
expect_in err "eighty-resolve: EI-2: the 80 cannot be played"
expect_exit 1 "$cli" eighty-resolve standard centre=80 Ann=20
expect_in err "eighty-resolve: EI-2: the 80 in the centre rules safe zone, not standard"
expect_exit 1 "$cli" eighty-resolve safe-zone centre=80:moon Ann=20
expect_in err "eighty-resolve: EI-2: the 80 has no symbol"
expect_exit 1 "$cli" eighty-resolve standard centre=10 Ann=81
expect_in err "eighty-resolve: EI-1: white cards are numbered 1 to 79, not 81"
expect_exit 1 "$cli" eighty-resolve standard centre=10 Ann=0
# a sign with no digits after it does not read (it once looped for ever)
for card in Ann=52+ Ann=52- Ann=52+x Ann=52+-5 Ann=52++5 Ann=52+5-; do
  expect_exit 2 timeout 10 "$cli" eighty-resolve standard centre=12 "$card" Ben=7
  expect_in err "is not a card"
done
# Play cards and numbers the rules forbid, and a round of one player: EI-1
expect_exit 1 "$cli" eighty-resolve standard centre=12 Ann=57+0 Ben=7
expect_in err "eighty-resolve: EI-1: a Play card changes a value, such as +5 or -10; +0 is not one"
expect_exit 1 "$cli" eighty-resolve standard centre=12 Ann=5+100000 Ben=7
expect_in err "eighty-resolve: EI-1: a Play card changes a value by at most 99999 either way, not +100000"
expect_exit 0 "$cli" eighty-resolve standard centre=12 Ann=5+99999 Ben=7
expect_in out "Discarded: Ann's 5+99999 = 100004."
expect_exit 1 "$cli" eighty-resolve standard centre=12 Ann=1000 Ben=7
expect_in err "eighty-resolve: EI-1: white cards are numbered 1 to 79, not 1000"
expect_exit 1 "$cli" eighty-resolve standard centre=12 Ann=123456789012345678901 Ben=7
expect_in err "eighty-resolve: EI-1: white cards are numbered 1 to 79, not 123456789012345678901"
expect_exit 1 "$cli" eighty-resolve standard centre=12 "Ann=5$(printf '+1%.0s' $(seq 37))" Ben=7
expect_in err "eighty-resolve: EI-1: a card carries at most 36 Play cards"
expect_exit 1 "$cli" eighty-resolve standard centre=12 Ann=5
expect_in err "eighty-resolve: EI-1: Eighty takes 2 to 5 players"
# six players: the rules forbid it, as one player (exit 1, not a usage error)
expect_exit 1 "$cli" eighty-resolve standard centre=12 A=1 B=2 C=3 D=4 E=5 F=6
expect_in err "eighty-resolve: EI-1: Eighty takes 2 to 5 players"
expect_exit 1 "$cli" eighty-resolve standard A=1 B=2 C=3 D=4 E=5 F=6 centre=12
expect_in err "eighty-resolve: EI-1: Eighty takes 2 to 5 players"
expect_exit 2 "$cli" eighty-resolve standard centre=12 A=1 B=2 C=3 D=4 E=5 F=x
expect_exit 1 "$cli" eighty-resolve standard centre=20 Ann=20
expect_in err "eighty-resolve: EI-1: the 20 is given twice (the centre and Ann)"
expect_exit 1 "$cli" eighty-resolve standard centre=10 Ann=20 ann=30
expect_in err "eighty-resolve: EI-3: ann is given two cards"

# eighty-sets
expect_exit 0 "$cli" eighty-sets moon=4 sun star=2
expect_in out "sets: 17 points"
expect_in out "(the next best gives 15)"
expect_exit 0 "$cli" eighty-sets moon=7
expect_in out "moon ×7: sets of 5 and 2"
expect_exit 0 "$cli" eighty-sets --json moon=6 star=5
[ "$(json_field 'd["points"], d["unused_stars"], d["symbols"][0]["sets"], d["next_best"]')" = "(30, 1, [5, 5], 24)" ] \
  || fail "json sets"
expect_exit 0 "$cli" eighty-sets star=3
expect_in out "stars but no real symbol"
expect_exit 2 "$cli" eighty-sets
expect_exit 2 "$cli" eighty-sets moon=x
expect_exit 2 "$cli" eighty-sets 3moons
expect_exit 2 "$cli" eighty-sets moon --until 3
# at most 99 of each, however given
expect_exit 0 "$cli" eighty-sets moon=99 star=99
expect_exit 2 "$cli" eighty-sets moon=100
expect_exit 2 "$cli" eighty-sets moon=99 moon=1
expect_in err "“moon=1” is not a symbol: write SYMBOL or SYMBOL=COUNT, at most 99 of each"
expect_exit 2 "$cli" eighty-sets star=60 star=40

cli_summary "eighty cli"
