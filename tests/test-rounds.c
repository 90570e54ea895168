/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * Rounds: which entries undo would take the table back into a round it
 * had finished (arb_game_undo_crosses_round), for each of the five
 * games, worked out from the records by each game's own words for a
 * round; and replaying a list of events as far as it fits.
 */
#include "test-common.h"

#include <glib/gstdio.h>

static char *
record_text (const char *name)
{
  g_autofree char *path = g_strdup_printf ("%s/tests/records/%s.rec", g_getenv ("ARBITER_SOURCE_DIR"), name);
  g_autoptr(GError) error = NULL;
  char *text = NULL;

  if (!g_file_get_contents (path, &text, NULL, &error))
    fail_msg ("%s", error->message);
  return text;
}

static ArbGame *
record_game (const char *name)
{
  g_autofree char *text = record_text (name);

  return game_from_text (text);
}

/* The entries after which the round went up, as a "3 6 9" list. */
static char *
crossings (ArbGame *game)
{
  GString *out = g_string_new (NULL);

  for (guint i = 0; i < arb_game_get_n_events (game); i++)
    if (arb_game_entry_round (game, i + 1) != arb_game_entry_round (game, i))
      g_string_append_printf (out, "%s%u", out->len ? " " : "", i);
  return g_string_free (out, FALSE);
}

static const char *
verb_at (ArbGame *game,
         guint    i)
{
  return i < arb_game_get_n_events (game) ? arb_game_get_event (game, i)->verb : "";
}

/* Played again entry by entry, undo must say at each step whether it
 * would cross into a finished round, exactly where the record's rounds
 * end; undoing then keeps the round of every entry. */
static void
assert_undo_agrees (ArbGame    *game,
                    const char *expected)
{
  g_auto(GStrv) ends = g_strsplit (expected, " ", -1);
  g_autoptr(ArbGame) again = arb_game_new (arb_game_get_setup (game));

  assert_false (arb_game_undo_crosses_round (again));
  for (guint i = 0; i < arb_game_get_n_events (game); i++)
    {
      g_autofree char *index = g_strdup_printf ("%u", i);
      guint round;

      assert_true (arb_game_append (again, arb_game_get_event (game, i), NULL));
      if (arb_game_undo_crosses_round (again) != g_strv_contains ((const char *const *) ends, index))
        fail_msg ("after entry %u, undo %s cross into a finished round", i,
                  arb_game_undo_crosses_round (again) ? "would" : "would not");
      round = arb_game_entry_round (again, i);
      assert_true (arb_game_undo (again, NULL));
      assert_int_equal (arb_game_entry_round (again, i), round);
      assert_true (arb_game_redo (again, NULL));
    }
}

/* No Thanks!: a round is a card, from turned up to taken. */
static void
test_nothanks_rounds (void **state)
{
  g_autoptr(ArbGame) game = record_game ("nothanks-full-3p");
  g_autoptr(GString) expected = g_string_new (NULL);
  g_autofree char *got = NULL;
  guint takes = 0;

  for (guint i = 0; i < arb_game_get_n_events (game); i++)
    {
      assert_int_equal (arb_game_entry_round (game, i), takes + 1);
      if (g_str_equal (verb_at (game, i), "take"))
        g_string_append_printf (expected, "%s%u", takes++ ? " " : "", i);
    }
  assert_int_equal (takes, 24);
  got = crossings (game);
  assert_string_equal (got, expected->str);
  assert_true (g_str_has_prefix (got, "3 5 15 17 19 "));
  assert_undo_agrees (game, expected->str);
}

/* No Thanks! score only: the hands of one game are one round, which
 * the last hand completes. */
static void
test_nothanks_score_only_rounds (void **state)
{
  g_autoptr(ArbGame) game = game_from_text ("arbiter 1\ngame nothanks\nplayers Ann, Ben, Cleo\nmode score-only\n\n"
                                            "Ann: cards 3-10 30 chips 13\nBen: cards 11-18 24 chips 15\n"
                                            "Cleo: cards 19-23 35 chips 5\n");
  g_autofree char *got = crossings (game);

  assert_true (arb_game_is_finished (game));
  assert_string_equal (got, "2");
  assert_undo_agrees (game, "2");
}

/* Split and Vote: a round runs from its row to its last vote (or the
 * jokers placed after it); the next entry is the next row. */
static void
test_splitvote_rounds (void **state)
{
  g_autoptr(ArbGame) game = record_game ("splitvote-full-4p");
  g_autoptr(GString) expected = g_string_new (NULL);
  g_autofree char *got = NULL;
  guint n = arb_game_get_n_events (game);

  for (guint i = 0; i < n; i++)
    if (g_str_equal (verb_at (game, i + 1), "row") && i > 0)
      g_string_append_printf (expected, "%s%u", expected->len ? " " : "", i);
  g_string_append_printf (expected, " %u", n - 1);
  got = crossings (game);
  assert_string_equal (got, expected->str);
  assert_true (g_str_has_prefix (got, "6 13 20 26 "));
  assert_int_equal (arb_game_entry_round (game, 7), 2);
  assert_undo_agrees (game, expected->str);
}

/* Tile Rummy: a round is a turn of each player from whoever began
 * (Ann); Ann's lay at 16 ends the game, the hands are a round of their
 * own, the last completes the game. */
static void
test_tilerummy_rounds (void **state)
{
  g_autoptr(ArbGame) game = record_game ("tilerummy-full-3p");
  g_autofree char *got = crossings (game);

  assert_string_equal (got, "3 6 9 12 15 16 18");
  assert_undo_agrees (game, got);
}

/* Eighty: a round runs from its centre to the last reveal (with the
 * discards and draws); the card lines before a centre belong to its
 * round; the Hold cards are a round of their own. */
static void
test_eighty_rounds (void **state)
{
  g_autoptr(ArbGame) game = record_game ("eighty-full-3p");
  g_autoptr(GString) expected = g_string_new (NULL);
  g_autofree char *got = NULL;
  guint n = arb_game_get_n_events (game);
  gboolean seen_centre = FALSE;

  for (guint i = 0; i < n; i++)
    {
      guint next = i + 1;

      seen_centre |= g_str_equal (verb_at (game, i), "centre");
      if (g_str_equal (verb_at (game, i), "white"))
        continue;
      while (g_str_equal (verb_at (game, next), "white"))
        next++;
      if (seen_centre && (g_str_equal (verb_at (game, next), "centre")
                          || (g_str_equal (verb_at (game, next), "hold") && !g_str_equal (verb_at (game, i), "hold"))
                          || next == n))
        g_string_append_printf (expected, "%s%u", expected->len ? " " : "", i);
    }
  got = crossings (game);
  assert_string_equal (got, expected->str);
  assert_true (g_str_has_prefix (got, "16 30 42 "));
  assert_true (g_str_has_suffix (got, " 146 149"));
  assert_int_equal (arb_game_entry_round (game, 0), 1);
  assert_int_equal (arb_game_entry_round (game, 17), 2);   /* a card line before round 2's centre */
  assert_undo_agrees (game, expected->str);
}

static void
test_eighty_score_only_rounds (void **state)
{
  g_autoptr(ArbGame) game = record_game ("eighty-full-3p-score-only");
  g_autofree char *got = crossings (game);

  assert_string_equal (got, "21");
}

/* Vote Stuffing: a round is a turn of each player from whoever began
 * the hand (Ann); a turn ends after two cards, or when the next player
 * enters a line; the right call ends the game. */
static void
test_votestuffing_rounds (void **state)
{
  g_autoptr(ArbGame) game = record_game ("votestuffing-doc-3p");
  g_autofree char *got = crossings (game);

  assert_string_equal (got, "6 13 19 27 33");
  assert_undo_agrees (game, got);
}

/* A turn of one card ends with the next player's line: undoing that
 * line reopens the turn before it. */
static void
test_votestuffing_turn_ended_by_next_line (void **state)
{
  g_autoptr(ArbGame) game = game_from_text ("arbiter 1\ngame votestuffing\nplayers Ann, Ben\n\nstart Ann\n"
                                            "Ann: ? left\nBen: ? left\n");

  /* Ben's line ended Ann's turn of one card: still round 1 */
  assert_false (arb_game_undo_crosses_round (game));
  enter_ok (game, "Ann: ? middle");   /* ends Ben's turn of one card: round 2 */
  assert_true (arb_game_undo_crosses_round (game));
  assert_int_equal (arb_game_entry_round (game, 3), 1);
  assert_int_equal (arb_game_entry_round (game, 4), 2);
}

/* Every record of the collection: rounds start at 1 and never go down. */
static void
test_rounds_never_go_down (void **state)
{
  g_autofree char *dir = g_build_filename (g_getenv ("ARBITER_SOURCE_DIR"), "tests", "records", NULL);
  g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
  const char *name;
  guint checked = 0;

  assert_non_null (d);
  while ((name = g_dir_read_name (d)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);
      g_autofree char *text = NULL;
      g_autoptr(ArbRecord) record = NULL;
      g_autoptr(ArbGame) game = NULL;

      if (!g_str_has_suffix (name, ".rec") || !g_file_get_contents (path, &text, NULL, NULL)
          || (record = arb_record_read (text, -1, NULL, NULL)) == NULL
          || !arb_rules_is_available (record->setup->rules))
        continue;
      game = arb_record_replay (record, G_MAXUINT, NULL, NULL);
      assert_int_equal (arb_game_entry_round (game, 0), 1);
      for (guint i = 0; i < arb_game_get_n_events (game); i++)
        if (arb_game_entry_round (game, i + 1) < arb_game_entry_round (game, i))
          fail_msg ("%s: the round goes down after entry %u", name, i);
      checked++;
    }
  assert_true (checked > 200);
}

/* As many events as fit, in order; the first refused stops it. */
static void
test_new_replayed (void **state)
{
  g_autoptr(ArbGame) source = game_from_text ("arbiter 1\ngame nothanks\nplayers Ann, Ben, Cleo\n\n"
                                              "start Ann\ncard 20\ntake\ncard 21\n");
  g_autoptr(GPtrArray) events = g_ptr_array_new_with_free_func ((GDestroyNotify) arb_event_free);
  g_autoptr(ArbGame) game = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *rule = NULL;
  guint n = 99;

  for (guint i = 0; i < arb_game_get_n_events (source); i++)
    g_ptr_array_add (events, arb_event_copy (arb_game_get_event (source, i)));
  g_ptr_array_insert (events, 3, arb_event_new (ARB_NO_PLAYER, "card", "20", NULL));
  game = arb_game_new_replayed (arb_game_get_setup (source), events, &n, &error);
  assert_int_equal (n, 3);
  assert_int_equal (arb_game_get_n_events (game), 3);
  rule = arb_error_rule_id (error);
  assert_string_equal (rule, "NT-2");
  g_clear_pointer (&game, arb_game_free);
  g_clear_error (&error);
  g_ptr_array_remove_index (events, 3);
  game = arb_game_new_replayed (arb_game_get_setup (source), events, &n, &error);
  assert_null (error);
  assert_int_equal (n, 4);
  assert_false (arb_game_can_redo (game));
}

int
main (void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test (test_nothanks_rounds),
    cmocka_unit_test (test_nothanks_score_only_rounds),
    cmocka_unit_test (test_splitvote_rounds),
    cmocka_unit_test (test_tilerummy_rounds),
    cmocka_unit_test (test_eighty_rounds),
    cmocka_unit_test (test_eighty_score_only_rounds),
    cmocka_unit_test (test_votestuffing_rounds),
    cmocka_unit_test (test_votestuffing_turn_ended_by_next_line),
    cmocka_unit_test (test_rounds_never_go_down),
    cmocka_unit_test (test_new_replayed),
  };

  return cmocka_run_group_tests (tests, NULL, NULL);
}
