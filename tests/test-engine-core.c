/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The engine core: ranking, setup, the event log, errors. */
#include "test-common.h"

#include "arb-args.h"

/* ---- ranking ---- */

typedef struct {
  gboolean    low_wins;
  int         totals[4];
  int         tiebreaks[4];
  gboolean    use_tiebreak;
  guint       ranks[4];
  guint       n_winners;
  gboolean    tiebreak_decided;
} RankCase;

static const RankCase rank_cases[] = {
  { TRUE,  { 10, 20, 30, 40 }, { 0 }, FALSE, { 1, 2, 3, 4 }, 1, FALSE },
  { FALSE, { 10, 20, 30, 40 }, { 0 }, FALSE, { 4, 3, 2, 1 }, 1, FALSE },
  { TRUE,  { 10, 10, 30, 40 }, { 0 }, FALSE, { 1, 1, 3, 4 }, 2, FALSE },
  { TRUE,  { 10, 10, 30, 30 }, { 0 }, FALSE, { 1, 1, 3, 3 }, 2, FALSE },
  { TRUE,  { 10, 10, 30, 40 }, { 2, 5, 0, 0 }, TRUE, { 2, 1, 3, 4 }, 1, TRUE },
  { TRUE,  { 10, 10, 30, 40 }, { 5, 5, 0, 0 }, TRUE, { 1, 1, 3, 4 }, 2, FALSE },
  { FALSE, { 7, 7, 7, 7 }, { 1, 3, 3, 2 }, TRUE, { 4, 1, 1, 3 }, 2, TRUE },
  { TRUE,  { 10, 20, 20, 40 }, { 0, 1, 2, 0 }, TRUE, { 1, 3, 2, 4 }, 1, FALSE },
};

/* A whole number of any length reads; beyond ±limit as ±limit. */
static void
test_int_saturated (void **state)
{
  static const struct {
    const char *text;
    gboolean    ok;
    int         value;
  } cases[] = {
    { "0", TRUE, 0 }, { "7", TRUE, 7 }, { "+7", TRUE, 7 }, { "-7", TRUE, -7 },
    { "99999", TRUE, 99999 }, { "100000", TRUE, 100000 }, { "100001", TRUE, 100000 },
    { "-100001", TRUE, -100000 }, { "123456789012345678901234", TRUE, 100000 },
    { "000000000000000000005", TRUE, 5 }, { "-0000000000000000000000", TRUE, 0 },
    { "", FALSE, 0 }, { "-", FALSE, 0 }, { "+", FALSE, 0 }, { "5x", FALSE, 0 },
    { "x5", FALSE, 0 }, { " 5", FALSE, 0 }, { "5 ", FALSE, 0 }, { "--5", FALSE, 0 },
    { "1e3", FALSE, 0 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      int v = -12345;
      gboolean ok = arb_arg_int_saturated (cases[i].text, 100000, &v);

      if (ok != cases[i].ok || (ok && v != cases[i].value))
        fail_msg ("“%s”: %d %d, expected %d %d", cases[i].text, ok, v, cases[i].ok, cases[i].value);
    }
}

static void
test_ranking (void **state)
{
  const char *names[] = { "A", "B", "C", "D", NULL };

  for (guint i = 0; i < G_N_ELEMENTS (rank_cases); i++)
    {
      const RankCase *c = &rank_cases[i];
      g_autoptr(ArbScore) score = arb_score_new (4, c->low_wins);

      score->finished = TRUE;
      for (guint seat = 0; seat < 4; seat++)
        {
          arb_score_get_player (score, seat)->total = c->totals[seat];
          arb_score_get_player (score, seat)->tiebreak = c->tiebreaks[seat];
        }
      arb_score_rank (score, names, c->use_tiebreak ? "the tie-break" : NULL, TRUE);
      for (guint seat = 0; seat < 4; seat++)
        if (arb_score_get_player (score, seat)->rank != c->ranks[seat])
          fail_msg ("case %u seat %u: rank %u, expected %u", i, seat,
                    arb_score_get_player (score, seat)->rank, c->ranks[seat]);
      assert_int_equal (arb_score_n_winners (score), c->n_winners);
      assert_int_equal (score->tiebreak != NULL, c->tiebreak_decided);
    }
}

static void
test_verdict_words (void **state)
{
  const char *names[] = { "Ann", "Ben", "Cleo", NULL };
  g_autoptr(ArbScore) score = arb_score_new (3, TRUE);

  arb_score_get_player (score, 0)->total = 5;
  arb_score_get_player (score, 1)->total = 5;
  arb_score_get_player (score, 2)->total = 9;
  arb_score_rank (score, names, NULL, TRUE);
  assert_string_equal (score->verdict, "Ann and Ben share the lead with 5");
  assert_int_equal (arb_score_n_winners (score), 0);
  score->finished = TRUE;
  arb_score_rank (score, names, NULL, TRUE);
  assert_string_equal (score->verdict, "Ann and Ben share the victory with 5");
}

/* ---- setup ---- */

static void
test_setup_names (void **state)
{
  static const struct { const char *players[4]; gboolean ok; } cases[] = {
    { { "Ann", "Ben", "Cleo", NULL }, TRUE },
    { { "Ann", "ann", "Cleo", NULL }, FALSE },
    { { "Ann", "B:en", "Cleo", NULL }, FALSE },
    { { "Ann", "", "Cleo", NULL }, FALSE },
    { { "Ann", " Ben", "Cleo", NULL }, FALSE },
    { { "Ann", "Ben#1", "Cleo", NULL }, FALSE },
    { { "Zoë", "Ben Lee", "Cleo", NULL }, TRUE },
    { { "Émile", "émile", "Cleo", NULL }, FALSE },
    { { "Bo\"b", "Ben", "Cleo", NULL }, FALSE },
    { { "Ann\tLee", "Ben", "Cleo", NULL }, FALSE },
  };
  const ArbRules *rules = arb_games_lookup ("nothanks");

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(ArbSetup) setup = arb_setup_new (rules, cases[i].players);

      assert_int_equal (arb_setup_validate (setup, NULL), cases[i].ok);
    }
}

static void
test_setup_options (void **state)
{
  const char *players[] = { "A", "B", "C", NULL };
  g_autoptr(ArbSetup) setup = arb_setup_new (arb_games_lookup ("nothanks"), players);
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) listed = NULL;
  g_autofree char *rule = NULL;

  assert_false (arb_setup_get_bool (setup, "tactical"));
  assert_true (arb_setup_get_bool (setup, "hide-chips"));
  assert_true (arb_setup_set_option (setup, "Tactical", "on", NULL));
  assert_true (arb_setup_set_option (setup, "match", "4", NULL));
  assert_true (arb_setup_set_option (setup, "hide-chips", "yes", NULL));
  assert_false (arb_setup_set_option (setup, "match", "many", &error));
  assert_true (g_str_has_prefix (error->message, "NT-10: "));
  g_clear_error (&error);
  /* fewer than one game breaks the rule; more than 99 is Arbiter's limit */
  assert_false (arb_setup_set_option (setup, "match", "0", &error));
  assert_true (g_str_has_prefix (error->message, "NT-10: "));
  g_clear_error (&error);
  assert_false (arb_setup_set_option (setup, "match", "100", &error));
  rule = arb_error_rule_id (error);
  assert_string_equal (rule, "setup");
  assert_non_null (strstr (error->message, "up to 99"));
  g_clear_error (&error);
  g_clear_pointer (&rule, g_free);
  assert_false (arb_setup_set_option (setup, "match", "99999999999999999999", &error));
  rule = arb_error_rule_id (error);
  assert_string_equal (rule, "setup");
  g_clear_error (&error);
  assert_false (arb_setup_set_option (setup, "match", "-99999999999999999999", &error));
  assert_true (g_str_has_prefix (error->message, "NT-10: "));
  g_clear_error (&error);
  assert_false (arb_setup_set_option (setup, "match", "", &error));
  assert_non_null (strstr (error->message, "needs a whole number from 1 to 99"));
  g_clear_error (&error);
  assert_false (arb_setup_set_option (setup, "tactical", "maybe", &error));
  assert_non_null (strstr (error->message, "takes yes or no, not “maybe”"));
  assert_int_equal (arb_setup_get_int (setup, "match"), 4);
  listed = arb_setup_list_options (setup);
  assert_int_equal (g_strv_length (listed), 2);
  assert_string_equal (listed[0], "tactical");
  assert_string_equal (listed[1], "match 4");
}

static void
test_catalogue (void **state)
{
  guint n;
  const ArbRules *const *games = arb_games_list (&n);
  static const char *const ids[] = { "splitvote", "nothanks", "tilerummy", "eighty", "votestuffing" };

  assert_int_equal (n, 5);
  for (guint i = 0; i < n; i++)
    {
      assert_string_equal (games[i]->id, ids[i]);
      assert_ptr_equal (arb_games_lookup (ids[i]), games[i]);
      assert_true (games[i]->min_players >= 2);
      assert_true (games[i]->summary != NULL && games[i]->title != NULL);
    }
  assert_true (arb_rules_is_available (arb_games_lookup ("nothanks")));
  assert_null (arb_games_lookup ("chess"));
  assert_non_null (arb_rules_find_ruling (arb_games_lookup ("nothanks"), "NT-10"));
}

/* ---- the event log ---- */

static void
test_undo_redo_log (void **state)
{
  g_autoptr(ArbGame) game = game_from_text ("game nothanks\nplayers A, B, C\n");
  g_autofree char *empty = arb_game_state_text (game);
  g_autoptr(GError) error = NULL;

  assert_false (arb_game_undo (game, &error));
  assert_true (g_error_matches (error, ARB_ERROR, ARB_ERROR_NOTHING));
  enter_ok (game, "card 10");
  enter_ok (game, "pass");
  assert_true (arb_game_undo (game, NULL));
  assert_true (arb_game_undo (game, NULL));
  {
    g_autofree char *now = arb_game_state_text (game);
    assert_string_equal (empty, now);
  }
  assert_true (arb_game_redo (game, NULL));
  assert_int_equal (arb_game_get_n_events (game), 1);
  /* A new entry drops what could have been redone. */
  enter_ok (game, "take");
  assert_false (arb_game_can_redo (game));
  assert_string_equal (arb_game_get_description (game, 1), "A takes the 10 with 0 chips");
}

static void
test_replay_reproduces_state (void **state)
{
  g_autoptr(ArbGame) game = game_from_text ("game nothanks\nplayers A, B, C\n");
  g_autoptr(GRand) rand = g_rand_new_with_seed (7);
  g_autofree char *record = NULL;
  g_autoptr(ArbGame) replayed = NULL;
  g_autofree char *a = NULL;
  g_autofree char *b = NULL;

  for (int i = 0; i < 60 && !arb_game_is_finished (game); i++)
    {
      g_autoptr(ArbPrompt) prompt = arb_game_prompt (game);
      ArbChoice *choice = g_ptr_array_index (prompt->choices,
                                             g_rand_int_range (rand, 0, (gint32) prompt->choices->len));

      assert_true (arb_game_append (game, choice->event, NULL));
    }
  record = arb_record_print_game (game);
  replayed = game_from_text (record);
  a = arb_game_state_text (game);
  b = arb_game_state_text (replayed);
  assert_string_equal (a, b);
}

static void
test_random_start_is_an_event (void **state)
{
  g_autoptr(ArbGame) game = game_from_text ("game nothanks\nplayers A, B, C\n");
  g_autoptr(GRand) r1 = g_rand_new_with_seed (42);
  g_autoptr(GRand) r2 = g_rand_new_with_seed (42);
  g_autoptr(ArbEvent) pick1 = arb_game_pick_start (game, r1);
  g_autoptr(ArbEvent) pick2 = arb_game_pick_start (game, r2);
  g_autoptr(ArbPrompt) prompt = NULL;
  g_autofree char *record = NULL;

  assert_true (arb_event_equal (pick1, pick2));
  assert_true (arb_game_append (game, pick1, NULL));
  prompt = arb_game_prompt (game);
  assert_int_equal (prompt->player, arb_setup_find_player (arb_game_get_setup (game), pick1->args[0]));
  record = arb_record_print_game (game);
  assert_non_null (strstr (record, "random"));
}

static void
test_error_rule_id (void **state)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *rule = NULL;

  arb_refuse (&error, "NT-4", "Ben has no chips and must take the %d", 27);
  assert_string_equal (error->message, "NT-4: Ben has no chips and must take the 27");
  rule = arb_error_rule_id (error);
  assert_string_equal (rule, "NT-4");
  assert_string_equal (arb_error_text (error), "Ben has no chips and must take the 27");
}

/* ---- events in one block ---- */

/* An event read as one block: its texts change, and it frees cleanly
 * (the sanitizers watch), through the event API alone. */
static void
test_event_block (void **state)
{
  const char *args[] = { "7h", "left", "extra" };
  const gsize lens[] = { 2, 4, 5 };
  g_autoptr(ArbEvent) event = arb_event_new_block (1, "PLAYx", 4, args, lens, 3);
  g_autoptr(ArbEvent) copy = NULL;
  g_autoptr(ArbEvent) other = arb_event_new_block (0, "end", 3, NULL, NULL, 0);
  const char *moved[] = { "PLAY", "7h", NULL };

  assert_string_equal (event->verb, "PLAY");
  assert_int_equal (arb_event_n_args (event), 3);
  assert_string_equal (event->args[2], "extra");
  assert_null (event->args[3]);
  assert_int_equal (arb_event_n_args (other), 0);

  /* one arg replaced: the others are kept, as texts of their own */
  arb_event_set_arg (event, 1, "right");
  assert_string_equal (event->args[0], "7h");
  assert_string_equal (event->args[1], "right");
  assert_string_equal (event->args[2], "extra");
  arb_event_truncate_args (event, 2);
  assert_int_equal (arb_event_n_args (event), 2);
  arb_event_truncate_args (event, 5);
  assert_int_equal (arb_event_n_args (event), 2);

  /* args built from the block's own texts, then the verb */
  moved[1] = event->args[0];
  moved[0] = event->verb;
  arb_event_set_args (event, moved);
  arb_event_set_verb (event, "play");
  assert_string_equal (event->verb, "play");
  assert_string_equal (event->args[0], "PLAY");
  assert_string_equal (event->args[1], "7h");

  /* a copy is an ordinary event, equal to it */
  copy = arb_event_copy (event);
  assert_true (arb_event_equal (copy, event));
  arb_event_truncate_args (other, 0);
  arb_event_set_verb (other, "end");
  assert_string_equal (other->verb, "end");
}

int
main (void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test (test_int_saturated),
    cmocka_unit_test (test_ranking),
    cmocka_unit_test (test_verdict_words),
    cmocka_unit_test (test_setup_names),
    cmocka_unit_test (test_setup_options),
    cmocka_unit_test (test_catalogue),
    cmocka_unit_test (test_undo_redo_log),
    cmocka_unit_test (test_replay_reproduces_state),
    cmocka_unit_test (test_random_start_is_an_event),
    cmocka_unit_test (test_error_rule_id),
    cmocka_unit_test (test_event_block),
  };

  return cmocka_run_group_tests (tests, NULL, NULL);
}
