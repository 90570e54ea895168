/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * The score over time (arb-score-series), per game, from short records
 * of tests/records.  Every expected total was worked out by hand from
 * the record, as the comments show.
 */
#include "test-common.h"

#include "arb-score-series.h"

/* A record of tests/records, replayed. */
static ArbGame *
game_from_record (const char *name)
{
  g_autofree char *path = g_build_filename (g_getenv ("ARBITER_SOURCE_DIR"), "tests", "records",
                                            name, NULL);
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;

  if (!g_file_get_contents (path, &text, NULL, &error))
    fail_msg ("%s", error->message);
  return game_from_text (text);
}

/* The point's label and its totals, seat by seat. */
static void
assert_point (const ArbScoreSeries *series,
              guint                 index,
              const char           *label,
              const int            *totals)
{
  const ArbScorePoint *point = arb_score_series_get_point (series, index);
  g_autofree char *shown = arb_score_point_label (series, point);

  assert_string_equal (shown, label);
  for (guint seat = 0; seat < series->n_players; seat++)
    if (point->totals[seat] != totals[seat])
      fail_msg ("%s, seat %u: %d, expected %d", label, seat, point->totals[seat], totals[seat]);
}

#define POINT(series, i, label, ...) \
  assert_point (series, i, label, (const int[]) { __VA_ARGS__ })

/* ---- No Thanks!: a point per card taken ---- */

/* Peter turns up the 11; Peter and Sabrina pay; Lisa takes it with two
 * chips, turns up the 16 and pays.  Chips are secret (NT-9, the default)
 * while the game runs: the chart shows the points of the cards alone. */
static void
test_nothanks_secret_chips (void **state)
{
  g_autoptr(ArbGame) game = game_from_record ("nothanks-rulebook-example.rec");
  g_autoptr(ArbScoreSeries) shown = arb_game_score_series (game);
  g_autoptr(ArbScoreSeries) revealed = arb_game_score_series_revealed (game);

  assert_string_equal (shown->unit, "card");
  assert_true (shown->low_wins);
  assert_false (shown->finished);
  assert_int_equal (arb_score_series_n_points (shown), 2);
  assert_true (shown->secret);
  POINT (shown, 0, "start", 0, 0, 0);
  POINT (shown, 1, "card 1", 0, 0, 11);
  assert_int_equal (arb_score_series_get_point (shown, 1)->n_events, 5);
  assert_true (arb_score_series_get_point (shown, 1)->secret);
  /* Counted in full: nothing before the first card (the game has not
   * begun); when Lisa takes the 11, Peter and Sabrina have paid a chip
   * each (10 left) and Lisa holds 11 + 2 = 13: 11 - 13.  Her chip on the
   * 16 comes after, towards the next card. */
  assert_false (revealed->secret);
  POINT (revealed, 0, "start", 0, 0, 0);
  POINT (revealed, 1, "card 1", -10, -10, -2);
}

/* The match of xcheck-nothanks-match-in-progress.rec, chips secret, and
 * Cleo taking the first card of game 2 with Ben's chip.  Game 1 is over,
 * so its chips show; game 2's stay secret. */
static void
test_nothanks_match (void **state)
{
  g_autoptr(ArbGame) game = game_from_record ("xcheck-nothanks-match-in-progress.rec");
  g_autoptr(ArbGame) secret = NULL;
  g_autoptr(ArbScoreSeries) series = NULL;
  g_autoptr(ArbScoreSeries) revealed = NULL;
  g_autoptr(GString) text = g_string_new ("arbiter 1\ngame nothanks\nplayers Ann, Ben, Cleo\noption match 2\n");

  for (guint i = 0; i < arb_game_get_n_events (game); i++)
    {
      g_autofree char *line = arb_record_format_event (arb_game_get_setup (game), arb_game_get_event (game, i));

      g_string_append_printf (text, "%s\n", line);
    }
  g_string_append (text, "Cleo: take\n");
  secret = game_from_text (text->str);
  series = arb_game_score_series (secret);
  revealed = arb_game_score_series_revealed (secret);

  assert_int_equal (series->games_in_match, 2);
  /* the start, 24 cards of game 1, 1 card of game 2 */
  assert_int_equal (arb_score_series_n_points (series), 26);
  POINT (series, 0, "start", 0, 0, 0);                      /* not begun */
  POINT (series, 1, "game 1, card 1", -8, -11, -11);        /* Ann takes the 3 */
  POINT (series, 2, "game 1, card 2", -8, -11, -11);        /* the 4: run 3-4 */
  POINT (series, 3, "game 1, card 3", -8, -11, -11);        /* the 5: run 3-5 */
  POINT (series, 4, "game 1, card 4", -7, -10, 22);         /* Cleo: 35 and 2 chips */
  POINT (series, 5, "game 1, card 5", -7, -10, 21);         /* 34-35 */
  POINT (series, 6, "game 1, card 6", -7, -10, 20);         /* 33-35 */
  POINT (series, 7, "game 1, card 7", 12, -10, 21);         /* Ann: 20 and Cleo's chip */
  POINT (series, 24, "game 1, card 24", 46, 28, 54);        /* the end of game 1 */
  assert_true (arb_score_series_get_point (series, 24)->game_over);
  assert_false (arb_score_series_get_point (series, 24)->secret);
  assert_false (arb_score_series_get_point (series, 7)->secret);
  /* Game 2: cards alone on top of game 1. */
  POINT (series, 25, "game 2, card 1", 46, 28, 54 + 28);
  assert_true (arb_score_series_get_point (series, 25)->secret);
  assert_int_equal (arb_score_series_get_point (series, 25)->game, 2);
  /* In full: Ann 46 - 11, Ben 28 - 10, Cleo 54 + 28 - 12. */
  POINT (revealed, 25, "game 2, card 1", 35, 18, 70);
}

/* Score-only: a point per game of the match. */
static void
test_nothanks_score_only_match (void **state)
{
  g_autoptr(ArbGame) game = game_from_record ("xcheck-nothanks-score-only-match.rec");
  g_autoptr(ArbScoreSeries) series = arb_game_score_series (game);

  assert_string_equal (series->unit, "game");
  assert_true (series->finished);
  assert_int_equal (arb_score_series_n_points (series), 3);
  POINT (series, 0, "start", 0, 0, 0);
  POINT (series, 1, "game 1", -8, -1, 9);
  POINT (series, 2, "game 2", 17, 49, 78);
  assert_true (arb_score_series_get_point (series, 2)->game_over);
}

/* ---- Split and Vote: a point per round ---- */

/* Round 1 of the rulebook: Jane 7 9, David 10, Max 4 5 6, Kate 8 and
 * the joker; every number held once, so each scores its value.  Then
 * nothing more: round 2 has not begun. */
static void
test_splitvote_round (void **state)
{
  g_autoptr(ArbGame) game = game_from_record ("splitvote-rulebook-example.rec");
  g_autoptr(ArbScoreSeries) series = arb_game_score_series (game);

  assert_string_equal (series->unit, "round");
  assert_false (series->low_wins);
  assert_int_equal (arb_score_series_n_points (series), 2);
  POINT (series, 0, "start", 0, 0, 0, 0);
  POINT (series, 1, "round 1", 16, 10, 15, 8);
  assert_int_equal (arb_score_series_get_point (series, 1)->n_events, 10);
}

/* Round 2, Jane active: 8 8 | 1 3 3 | 6 6 7 7.  Jane takes white,
 * David blue; Max and Kate both want black, which Jane splits 6 | 6 | 7 7:
 * Max takes a 6, Kate the 7s, the other 6 is thrown away.
 *   Jane 7 9 8 8, David 10 1 3 3, Max 4 5 6 6, Kate 8+joker 7 7.
 *   1 David, 3 David, 4 5 6 Max, 7 Kate (2 to 1), 8 Jane and Kate tied
 *   (2 each, the joker counting), 9 Jane, 10 David.
 *   Jane 8 + 9 = 17, David 1 + 3 + 10 = 14, Max 15, Kate 7 + 8 = 15. */
static void
test_splitvote_two_rounds (void **state)
{
  g_autoptr(ArbGame) game = game_from_record ("splitvote-rulebook-example.rec");
  g_autoptr(ArbScoreSeries) series = NULL;

  enter_all (game,
             "row 8 8 1 3 3 6 6 7 7\n"
             "split 2 3 4\n"
             "Jane: vote white\n"
             "David: vote blue\n"
             "Max: vote black\n"
             "Kate: vote black\n"
             "split 1 1 2\n"
             "Max: vote white\n"
             "Kate: vote black\n");
  series = arb_game_score_series (game);
  assert_int_equal (arb_score_series_n_points (series), 3);
  POINT (series, 1, "round 1", 16, 10, 15, 8);
  POINT (series, 2, "round 2", 17, 14, 15, 15);
}

/* ---- Tile Rummy: a point per game ---- */

/* Game 1: Ben 72.  Game 2: Ann 96.  Game 3: Ben 40 more. */
static void
test_tilerummy_match (void **state)
{
  g_autoptr(ArbGame) game = game_from_record ("tilerummy-match-tracked.rec");
  g_autoptr(ArbScoreSeries) series = arb_game_score_series (game);

  assert_string_equal (series->unit, "game");
  assert_int_equal (series->games_in_match, 3);
  assert_int_equal (arb_score_series_n_points (series), 4);
  POINT (series, 0, "start", 0, 0);
  POINT (series, 1, "game 1", 0, 72);
  POINT (series, 2, "game 2", 96, 72);
  POINT (series, 3, "game 3", 96, 112);
}

/* Score-only: Ben 32, Cleo 29; then Ann 45, Ben 3; then Ann 8, Cleo 37. */
static void
test_tilerummy_score_only (void **state)
{
  g_autoptr(ArbGame) game = game_from_record ("tilerummy-match-score-only.rec");
  g_autoptr(ArbScoreSeries) series = arb_game_score_series (game);

  assert_int_equal (arb_score_series_n_points (series), 4);
  POINT (series, 1, "game 1", 0, 32, 29);
  POINT (series, 2, "game 2", 45, 35, 29);
  POINT (series, 3, "game 3", 53, 35, 66);
}

/* ---- Eighty: a point per round, and the Hold cards at the end ---- */

/* Round 1: Ann's 12 (moon) scores 1.  Round 2: her 36 (moon) too, 1 + 3
 * and two moons 2.  Round 3: her 58 (moon), 1 + 3 + 5 and three moons
 * 5; Cleo's 9 (a star alone) scores 0.  The Hold cards: 26, 3, 3. */
static void
test_eighty_rounds (void **state)
{
  g_autoptr(ArbGame) game = game_from_record ("eighty-example-3p.rec");
  g_autoptr(ArbScoreSeries) series = arb_game_score_series (game);

  assert_string_equal (series->unit, "round");
  assert_int_equal (arb_score_series_n_points (series), 5);
  POINT (series, 0, "start", 0, 0, 0);
  POINT (series, 1, "round 1", 1, 0, 0);
  POINT (series, 2, "round 2", 6, 0, 0);
  POINT (series, 3, "round 3", 14, 0, 0);
  POINT (series, 4, "end", 26, 3, 3);
  assert_true (arb_score_series_get_point (series, 4)->end);
  assert_false (arb_score_series_get_point (series, 3)->game_over);
  assert_true (arb_score_series_get_point (series, 4)->game_over);
}

static void
test_eighty_score_only (void **state)
{
  g_autoptr(ArbGame) game = game_from_record ("eighty-example-3p-score-only.rec");
  g_autoptr(ArbScoreSeries) series = arb_game_score_series (game);

  assert_string_equal (series->unit, "game");
  assert_int_equal (arb_score_series_n_points (series), 2);
  POINT (series, 1, "game 1", 26, 3, 3);
}

/* ---- Vote Stuffing: a point per call, or per hand when extended ---- */

/* Ben calls wrong, Ann calls wrong, Ben calls right and wins 1. */
static void
test_votestuffing_calls (void **state)
{
  g_autoptr(ArbGame) game = game_from_record ("votestuffing-doc-3p.rec");
  g_autoptr(ArbScoreSeries) series = arb_game_score_series (game);

  assert_string_equal (series->unit, "call");
  assert_int_equal (arb_score_series_n_points (series), 4);
  POINT (series, 1, "call 1", 0, 0, 0);
  POINT (series, 2, "call 2", 0, 0, 0);
  POINT (series, 3, "call 3", 0, 1, 0);
  assert_int_equal (arb_score_series_get_point (series, 3)->n_events, arb_game_get_n_events (game));
}

/* Hand 1: Ann 5; hand 2: Ben 13. */
static void
test_votestuffing_hands (void **state)
{
  g_autoptr(ArbGame) game = game_from_record ("votestuffing-extended-2p.rec");
  g_autoptr(ArbScoreSeries) series = arb_game_score_series (game);

  assert_string_equal (series->unit, "hand");
  assert_string_equal (series->units, "hands");
  assert_int_equal (arb_score_series_n_points (series), 3);
  POINT (series, 0, "start", 0, 0);
  POINT (series, 1, "hand 1", 5, 0);
  POINT (series, 2, "hand 2", 5, 13);
  assert_int_equal (arb_score_series_get_point (series, 1)->n_events, 11);
}

/* Undo takes the point back with the entry. */
static void
test_follows_undo (void **state)
{
  g_autoptr(ArbGame) game = game_from_record ("votestuffing-extended-2p.rec");
  g_autoptr(ArbScoreSeries) before = NULL;
  g_autoptr(ArbScoreSeries) after = NULL;

  assert_true (arb_game_undo (game, NULL));
  before = arb_game_score_series (game);
  assert_int_equal (arb_score_series_n_points (before), 2);
  assert_false (before->finished);
  assert_true (arb_game_redo (game, NULL));
  after = arb_game_score_series (game);
  assert_int_equal (arb_score_series_n_points (after), 3);
}

int
main (void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test (test_nothanks_secret_chips),
    cmocka_unit_test (test_nothanks_match),
    cmocka_unit_test (test_nothanks_score_only_match),
    cmocka_unit_test (test_splitvote_round),
    cmocka_unit_test (test_splitvote_two_rounds),
    cmocka_unit_test (test_tilerummy_match),
    cmocka_unit_test (test_tilerummy_score_only),
    cmocka_unit_test (test_eighty_rounds),
    cmocka_unit_test (test_eighty_score_only),
    cmocka_unit_test (test_votestuffing_calls),
    cmocka_unit_test (test_votestuffing_hands),
    cmocka_unit_test (test_follows_undo),
  };

  return cmocka_run_group_tests (tests, NULL, NULL);
}
