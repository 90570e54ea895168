/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The game record: parsing, canonical printing, errors with positions. */
#include "test-common.h"

static const char full_record[] =
  "# a hand-written record\n"
  "arbiter 1\n"
  "game nothanks\n"
  "players \"Anna Lena\" wrong, Bo, Cy\n";

static const char *const round_trip_texts[] = {
  "arbiter 1\ngame nothanks\nplayers Anna Lena, Bo, Cy\noption tactical\noption match 3\n\n"
  "start \"Anna Lena\" random\ncard 11\nAnna Lena: pass\nBo: take\nBo: card 12\nBo: pass\n",
  "game NoThanks\nplayers Ann, Ben, Cleo\noption match=2\noption hide-chips no\n"
  "\n   card 07   # leading zero and a comment\n\nANN: no\nben: takes\n",
  "arbiter 1\ngame nothanks\nplayers Ann, Ben, Cleo\nmode score-only\n\n"
  "Ann: cards 3-5 9 chips 10\n",
  "Game: nothanks\nPlayers: Ann, Ben, Mode\nOption: match 2\ncard 3\npass\nBen: pass\nMode: take\n",
};

static void
assert_same_events (GPtrArray *a,
                    GPtrArray *b)
{
  assert_int_equal (a->len, b->len);
  for (guint i = 0; i < a->len; i++)
    assert_true (arb_event_equal (g_ptr_array_index (a, i), g_ptr_array_index (b, i)));
}

static void
test_round_trip (void **state)
{
  for (guint i = 0; i < G_N_ELEMENTS (round_trip_texts); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(ArbRecord) first = arb_record_parse (round_trip_texts[i], NULL, &error);
      g_autoptr(ArbRecord) second = NULL;
      g_autofree char *printed = NULL;
      g_autofree char *reprinted = NULL;

      if (first == NULL)
        fail_msg ("case %u: %s", i, error->message);
      printed = arb_record_print (first->setup, first->events);
      second = arb_record_parse (printed, NULL, &error);
      if (second == NULL)
        fail_msg ("case %u reprint: %s\n%s", i, error->message, printed);
      assert_same_events (first->events, second->events);
      reprinted = arb_record_print (second->setup, second->events);
      assert_string_equal (printed, reprinted);
    }
}

static void
test_canonical_form (void **state)
{
  g_autoptr(ArbRecord) record = arb_record_parse (round_trip_texts[1], NULL, NULL);
  g_autofree char *printed = NULL;

  assert_non_null (record);
  printed = arb_record_print (record->setup, record->events);
  assert_string_equal (printed,
                       "arbiter 1\ngame nothanks\nplayers Ann, Ben, Cleo\n"
                       "option hide-chips no\noption match 2\n\n"
                       "card 7\nAnn: pass\nBen: take\n");
}

typedef struct {
  const char *text;
  guint       line;
  guint       column;
  const char *rule;
} ErrorCase;

static const ErrorCase error_cases[] = {
  { "game nothanks\nplayers A, B, C\ncard 10\nB: tkae\n", 4, 4, "parse" },
  { "game nothanks\nplayers A, B, C\ncard 10\nZed: take\n", 4, 1, "parse" },
  { "game nothanks\nplayers A, B, C\ncard ten\n", 3, 6, "parse" },
  { "game nothanks\nplayers A, B, C\ncard 10 11\n", 3, 9, "parse" },
  { "game nothanks\nplayers A, B, C\n  take now\n", 3, 8, "parse" },
  { "game chess\nplayers A, B, C\n", 1, 6, "parse" },
  { "arbiter 2\ngame nothanks\nplayers A, B, C\n", 1, 9, "parse" },
  { "players A, B, C\ncard 10\n", 2, 0, "parse" },
  { "game nothanks\nplayers A, B, C\ncard 10\noption tactical\n", 4, 1, "parse" },
  { "game nothanks\nplayers A, B, C\noption colour red\n", 3, 0, "setup" },
  { "game nothanks\nplayers A, B, C\noption match 0\n", 3, 0, "NT-10" },
  { "game nothanks\nplayers A, A, C\n", 2, 0, "setup" },
  { "game nothanks\nplayers A, B\n", 2, 0, "NT-1" },
  { "game nothanks\nplayers A, B, C\nstart \"D\n", 3, 7, "parse" },
  { "game nothanks\nplayers A, B, C\nmode score-only\ncard 10\n", 4, 1, "parse" },
  { "game nothanks\nplayers A, B, C\nmode score-only\nA: cards 3 4\n", 4, 12, "parse" },
  { "game nothanks\nplayers A, B, C\nmode score-only\ncards 3 chips 4\n", 4, 1, "parse" },
};

static void
test_parse_errors (void **state)
{
  for (guint i = 0; i < G_N_ELEMENTS (error_cases); i++)
    {
      const ErrorCase *c = &error_cases[i];
      g_autoptr(GError) error = NULL;
      ArbRecordPosition position;
      g_autoptr(ArbRecord) record = arb_record_parse (c->text, &position, &error);
      g_autofree char *rule = NULL;

      if (record != NULL)
        fail_msg ("case %u parsed but should not", i);
      rule = arb_error_rule_id (error);
      if (position.line != c->line || position.column != c->column || !g_str_equal (rule, c->rule))
        fail_msg ("case %u: got %u:%u %s, expected %u:%u %s (%s)", i, position.line,
                  position.column, rule, c->line, c->column, c->rule, error->message);
    }
}

static void
test_quoted_names (void **state)
{
  g_autoptr(ArbRecord) record = arb_record_parse (round_trip_texts[0], NULL, NULL);
  const ArbEvent *start;
  const ArbEvent *pass;

  assert_non_null (record);
  assert_string_equal (record->setup->players[0], "Anna Lena");
  start = g_ptr_array_index (record->events, 0);
  assert_string_equal (start->args[0], "Anna Lena");
  assert_string_equal (start->args[1], "random");
  pass = g_ptr_array_index (record->events, 2);
  assert_int_equal (pass->actor, 0);
  assert_int_equal (g_array_index (record->lines, guint, 2), 9);
  (void) full_record;
}

static void
test_replay_position (void **state)
{
  static const char text[] = "game nothanks\nplayers A, B, C\n\ncard 10\n# c\nA: pass\nA: pass\n";
  g_autoptr(ArbRecord) record = arb_record_parse (text, NULL, NULL);
  g_autoptr(GError) error = NULL;
  ArbRecordPosition position = { 0, 0, 0 };
  g_autoptr(ArbGame) game = arb_record_replay (record, G_MAXUINT, &position, &error);

  assert_non_null (error);
  assert_int_equal (position.line, 7);
  assert_int_equal (position.event_index, 2);
  assert_int_equal (arb_game_get_n_events (game), 2);
  assert_true (g_str_has_prefix (error->message, "NT-4: it is B's turn"));
}

int
main (void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test (test_round_trip),
    cmocka_unit_test (test_canonical_form),
    cmocka_unit_test (test_parse_errors),
    cmocka_unit_test (test_quoted_names),
    cmocka_unit_test (test_replay_position),
  };

  return cmocka_run_group_tests (tests, NULL, NULL);
}
