/* SPDX-License-Identifier: GPL-3.0-or-later */
/* No Thanks! rules NT-1 .. NT-10. */
#include "test-common.h"

#include "games/nothanks.h"

#define HEADER3 "arbiter 1\ngame nothanks\nplayers Ann, Ben, Cleo\n"
#define SCORING3 HEADER3 "mode score-only\n"

/* ---- the rulebook's worked examples (NT-7) ---- */

typedef struct {
  const char *hand;     /* score-only entry */
  int         expected;
} HandCase;

static const HandCase rulebook_hands[] = {
  { "Ann: cards 4 6 10 21 chips 0", 41 },          /* Sabrina's four single cards */
  { "Ann: cards 13 15 16 chips 0", 28 },           /* Peter: 13 + run 15-16 */
  { "Ann: cards 13 14 15 16 chips 0", 13 },        /* Peter once he has the 14 */
  { "Ann: cards 3 7-8 10 14-15 25 chips 8", 51 },  /* Lisa: 59 - 8 chips */
  { "Ann: cards 8 9 chips 0", 8 },                 /* a run counts its lowest */
  { "Ann: cards 17-20 chips 0", 17 },
  { "Ann: cards chips 11", -11 },                  /* no cards at all */
  { "Ann: cards 35 33 chips 2", 66 },              /* order does not matter */
};

static void
test_rulebook_examples (void **state)
{
  for (guint i = 0; i < G_N_ELEMENTS (rulebook_hands); i++)
    {
      g_autoptr(ArbGame) game = game_from_text (SCORING3);

      enter_ok (game, rulebook_hands[i].hand);
      assert_int_equal (total_of (game, 0), rulebook_hands[i].expected);
    }
}

static void
test_runs (void **state)
{
  guint64 cards = (1ull << 3) | (1ull << 4) | (1ull << 5) | (1ull << 9) | (1ull << 35);
  g_autoptr(GArray) runs = arb_nothanks_runs (cards);

  assert_int_equal (runs->len, 3);
  assert_int_equal (g_array_index (runs, ArbNothanksRun, 0).low, 3);
  assert_int_equal (g_array_index (runs, ArbNothanksRun, 0).high, 5);
  assert_int_equal (g_array_index (runs, ArbNothanksRun, 1).low, 9);
  assert_int_equal (g_array_index (runs, ArbNothanksRun, 2).high, 35);
}

/* ---- chips (NT-1, NT-3) ---- */

typedef struct {
  const char *players;
  const char *options;
  int         chips;
} ChipCase;

static const ChipCase chip_cases[] = {
  { "A, B, C", "", 11 },
  { "A, B, C, D, E", "", 11 },
  { "A, B, C", "option tactical\n", 10 },
  { "A, B, C, D, E, F", "option more-players\n", 9 },
  { "A, B, C, D, E, F, G", "option more-players\n", 7 },
  { "A, B, C, D, E, F", "option more-players\noption tactical\n", 9 },
  { "A, B, C, D, E, F, G", "option more-players\noption tactical\n", 7 },
};

static void
test_start_chips (void **state)
{
  for (guint i = 0; i < G_N_ELEMENTS (chip_cases); i++)
    {
      g_autofree char *text = g_strdup_printf ("game nothanks\nplayers %s\n%s",
                                               chip_cases[i].players, chip_cases[i].options);
      g_autoptr(ArbGame) game = game_from_text (text);
      ArbNothanksView view;

      arb_nothanks_get_view (arb_game_get_setup (game), arb_game_get_state (game), &view);
      assert_int_equal (view.chips[0], chip_cases[i].chips);
      assert_int_equal (total_of (game, 1), 0);
    }
}

/* ---- turns (NT-4, NT-5) ---- */

static void
test_take_and_pass (void **state)
{
  g_autoptr(ArbGame) game = game_from_text (HEADER3 "start Ben\n");
  ArbNothanksView view;

  enter_refused (game, "Ben: take", "NT-5");
  enter_refused (game, "Ann: card 20", "NT-5");
  enter_ok (game, "card 20");
  enter_refused (game, "Ann: pass", "NT-4");
  enter_refused (game, "card 21", "NT-4");
  enter_ok (game, "Ben: pass");
  enter_ok (game, "pass");          /* Cleo, implied */
  enter_ok (game, "Ann: take");
  arb_nothanks_get_view (arb_game_get_setup (game), arb_game_get_state (game), &view);
  assert_int_equal (view.chips[0], 13);
  assert_int_equal (view.chips[1], 10);
  assert_int_equal (view.chips[2], 10);
  assert_int_equal (view.player, 0);        /* the taker turns up next */
  assert_int_equal (view.phase, ARB_NOTHANKS_TURN_UP);
  enter_ok (game, "Ann: card 21");
}

static void
test_forced_take_prompt (void **state)
{
  g_autoptr(ArbGame) game = game_from_text (HEADER3 "card 35\n");
  g_autoptr(ArbPrompt) prompt = NULL;

  for (int i = 0; i < 33; i++)
    enter_ok (game, "pass");
  prompt = arb_game_prompt (game);
  assert_int_equal (prompt->player, 0);
  assert_int_equal (prompt->choices->len, 1);
  assert_non_null (arb_prompt_find_choice (prompt, "take"));
  assert_null (arb_prompt_find_choice (prompt, "pass"));
  enter_refused (game, "pass", "NT-4");
  enter_ok (game, "take");
  assert_int_equal (total_of (game, 0), 35 - 33);
}

/* Plays random legal games through the prompt; checks NT-5 conservation. */
static void
test_random_games_conserve_chips (void **state)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (20261121);

  for (int round = 0; round < 40; round++)
    {
      const char *text = round % 2 ? HEADER3 "option tactical\n"
                                   : "game nothanks\nplayers A, B, C, D, E\n";
      g_autoptr(ArbGame) game = game_from_text (text);
      ArbSetup *setup = arb_game_get_setup (game);
      int all = arb_nothanks_start_chips (setup) * (int) setup->n_players;
      guint cards = 0;

      while (!arb_game_is_finished (game))
        {
          g_autoptr(ArbPrompt) prompt = arb_game_prompt (game);
          ArbChoice *choice;
          ArbNothanksView view;
          int sum;

          assert_true (prompt->choices->len > 0);
          choice = g_ptr_array_index (prompt->choices,
                                      g_rand_int_range (rand, 0, (gint32) prompt->choices->len));
          assert_true (arb_game_append (game, choice->event, NULL));
          arb_nothanks_get_view (setup, arb_game_get_state (game), &view);
          sum = view.pot;
          for (guint i = 0; i < setup->n_players; i++)
            sum += view.chips[i];
          assert_int_equal (sum, all);
          cards += arb_event_is (choice->event, "card");
        }
      assert_int_equal (cards, 24);
    }
}

/* ---- cards (NT-2, NT-3, NT-6) ---- */

static void
test_tactical_excludes (void **state)
{
  g_autoptr(ArbGame) game = game_from_text (HEADER3 "option tactical\n");
  g_autoptr(ArbPrompt) prompt = arb_game_prompt (game);

  assert_int_equal (prompt->choices->len, 30);
  enter_refused (game, "card 10", "NT-3");
  enter_refused (game, "card 20", "NT-3");
  enter_refused (game, "card 30", "NT-3");
  enter_refused (game, "card 36", "NT-2");
  enter_ok (game, "card 31");
}

static void
test_twenty_fifth_card (void **state)
{
  g_autoptr(ArbGame) game = game_from_text (HEADER3);
  char line[16];

  for (int v = 3; v < 27; v++)
    {
      g_snprintf (line, sizeof line, "card %d", v);
      enter_ok (game, line);
      enter_ok (game, "take");
    }
  assert_true (arb_game_is_finished (game));
  enter_refused (game, "card 27", "NT-2");
  enter_refused (game, "take", "NT-6");
  /* Ann took 3..26: one run counting 3, minus her 11 chips. */
  assert_int_equal (total_of (game, 0), 3 - 11);
}

/* ---- players and ties (NT-1, NT-8) ---- */

static void
test_player_counts (void **state)
{
  static const struct { const char *players; const char *options; gboolean ok; } cases[] = {
    { "A, B", "", FALSE },
    { "A, B, C", "", TRUE },
    { "A, B, C, D, E", "", TRUE },
    { "A, B, C, D, E, F", "", FALSE },
    { "A, B, C, D, E, F", "option more-players\n", TRUE },
    { "A, B, C, D, E, F, G", "option more-players\n", TRUE },
    { "A, B, C, D, E, F, G, H", "option more-players\n", FALSE },
    { "A, B", "option more-players\n", FALSE },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *text = g_strdup_printf ("game nothanks\nplayers %s\n%s",
                                               cases[i].players, cases[i].options);
      g_autoptr(GError) error = NULL;
      g_autoptr(ArbRecord) record = arb_record_parse (text, NULL, &error);

      assert_int_equal (record != NULL, cases[i].ok);
      if (!cases[i].ok)
        assert_true (g_str_has_prefix (error->message, "NT-1: "));
    }
}

static void
test_match (void **state)
{
  g_autoptr(ArbGame) game = game_from_text (HEADER3 "option match 2\n");
  g_autoptr(ArbScore) score = NULL;
  ArbNothanksView view;
  char line[16];

  for (int v = 3; v < 27; v++)
    {
      g_snprintf (line, sizeof line, "card %d", v);
      enter_ok (game, line);
      enter_ok (game, v == 26 ? "pass" : "take");
      if (v == 26)
        enter_ok (game, "Ben: take");
    }
  assert_false (arb_game_is_finished (game));
  /* NT-10: Ben took the last card and begins game 2, with fresh chips. */
  enter_refused (game, "Ann: card 3", "NT-10");
  enter_ok (game, "Ben: card 3");
  arb_nothanks_get_view (arb_game_get_setup (game), arb_game_get_state (game), &view);
  assert_int_equal (view.game, 2);
  assert_int_equal (view.chips[0], 11);
  score = arb_game_score (game);
  assert_int_equal (score->game_number, 2);
  /* game 1: Ann 3..25 counts 3, 10 chips; Ben 26 with 1 chip, 12 chips */
  assert_int_equal (g_array_index (arb_score_get_player (score, 0)->game_totals, int, 0), 3 - 10);
  assert_int_equal (g_array_index (arb_score_get_player (score, 1)->game_totals, int, 0), 26 - 12);
}

/* ---- undo across a take ---- */

static void
test_undo_across_take (void **state)
{
  g_autoptr(ArbGame) game = game_from_text (HEADER3 "card 20\npass\npass\n");
  g_autofree char *before = arb_game_state_text (game);
  g_autofree char *after_take = NULL;
  g_autofree char *redone = NULL;
  g_autofree char *undone = NULL;

  enter_ok (game, "take");
  after_take = arb_game_state_text (game);
  assert_true (arb_game_undo (game, NULL));
  undone = arb_game_state_text (game);
  assert_string_equal (before, undone);
  assert_true (arb_game_can_redo (game));
  assert_true (arb_game_redo (game, NULL));
  redone = arb_game_state_text (game);
  assert_string_equal (after_take, redone);
  assert_int_equal (total_of (game, 2), 20 - 13);  /* Cleo kept her 11 and won 2 */
}

/* Well-formed entries with wrong values are refused by the rule that
 * forbids them, not reported as unreadable. */
static void
test_wrong_values_refused (void **state)
{
  g_autoptr(ArbGame) game = game_from_text (HEADER3);
  g_autoptr(ArbGame) scoring = game_from_text (SCORING3);

  enter_refused (game, "start Zed", "NT-1");
  enter_refused (game, "Zed: card 20", "NT-1");
  enter_refused (game, "card 1000", "NT-2");
  enter_refused (game, "card -4", "NT-2");
  enter_refused (game, "card 0", "NT-2");
  enter_ok (game, "card 20");
  enter_refused (game, "Zed: take", "NT-1");
  enter_refused (scoring, "Ann: cards 3 36 chips 4", "NT-2");
  enter_refused (scoring, "Ann: cards 3 chips -1", "NT-5");
  /* a player who took no card never received a chip (NT-4) */
  enter_refused (scoring, "Ann: cards chips 12", "NT-4");
  enter_ok (scoring, "Ann: cards chips 11");
  enter_ok (scoring, "Ben: cards 3-20 chips 12");
}

/* The house tie-break says whose chips, and how many, decided it; in a
 * match they are the chips of every game added up. */
static void
test_house_tiebreak_words (void **state)
{
  /* Ann 19-33 + 19-6 = -1, Ben 3-0 + 3-7 = -1, Cleo 11-0 + 11-20 = 2.
   * Ann has fewer chips than Ben in game 2 (6 to 7) but more over the
   * match (39 to 7), and those decide. */
  g_autoptr(ArbGame) game = game_from_text (
    SCORING3 "option house-tiebreak\noption match 2\n"
    "Ann: cards 19-26 chips 33\nBen: cards 3-10 chips 0\nCleo: cards 11-18 chips 0\n"
    "Ann: cards 19-26 chips 6\nBen: cards 3-10 chips 7\nCleo: cards 11-18 chips 20\n");
  g_autoptr(ArbScore) score = arb_game_score (game);

  assert_true (score->finished);
  assert_int_equal (arb_score_get_player (score, 0)->total, -1);
  assert_int_equal (arb_score_get_player (score, 1)->total, -1);
  assert_true (arb_score_get_player (score, 0)->winner);
  assert_false (arb_score_get_player (score, 1)->winner);
  assert_string_equal (score->tiebreak,
                       "more chips left, added up over the games of the match: Ann 39, Ben 7 (house rule NT-8)");
}

/* NT-10 sets no limit on a match's length. */
static void
test_long_match (void **state)
{
  g_autoptr(ArbGame) game = game_from_text (HEADER3 "option match 50\n");

  assert_int_equal (arb_setup_get_int (arb_game_get_setup (game), "match"), 50);
}

int
main (void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test (test_rulebook_examples),
    cmocka_unit_test (test_runs),
    cmocka_unit_test (test_start_chips),
    cmocka_unit_test (test_take_and_pass),
    cmocka_unit_test (test_forced_take_prompt),
    cmocka_unit_test (test_random_games_conserve_chips),
    cmocka_unit_test (test_tactical_excludes),
    cmocka_unit_test (test_twenty_fifth_card),
    cmocka_unit_test (test_player_counts),
    cmocka_unit_test (test_match),
    cmocka_unit_test (test_undo_across_take),
    cmocka_unit_test (test_wrong_values_refused),
    cmocka_unit_test (test_house_tiebreak_words),
    cmocka_unit_test (test_long_match),
  };

  return cmocka_run_group_tests (tests, NULL, NULL);
}
