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
  { "game nothanks\nplayers A, B, C\ncard 10\nZed: take\n", 4, 1, "NT-1" },
  { "game nothanks\nplayers A, B, C\ncard 10\n  \"Zed\": take\n", 4, 3, "NT-1" },
  { "game nothanks\nplayers A, B, C\ncard 10\n: take\n", 4, 1, "parse" },
  { "game nothanks\rplayers A, B, C\rcard 10\rB: tkae\r", 4, 4, "parse" },
  { "game nothanks\r\nplayers A, B, C\r\n\r\ncard 10\r\nB: tkae\r\n", 5, 4, "parse" },
  { "game nothanks\nplayers A, B, C\ncard 10\nA: pass # caf\xC3\n", 4, 14, "parse" },
  { "game nothanks\nplayers Zo\xC3\xAB, B, C\ncard 10\nZo\xC3: take\n", 4, 3, "parse" },
  { "game nothanks\ngame splitvote\nplayers A, B, C\n", 2, 1, "setup" },
  { "game nothanks\nplayers A, B, C\nplayers A, B, D\n", 3, 1, "setup" },
  { "game nothanks\nplayers A, B, C\nmode track\nmode score-only\n", 4, 1, "setup" },
  { "game nothanks\nplayers A, B, C\noption match 3\noption match=4\n", 4, 0, "setup" },
  { "game nothanks\nplayers A, B, C\noption tactical\noption tactical no\n", 4, 0, "setup" },
  { "game nothanks\nplayers A, B, C\n| 4 5\n", 3, 1, "parse" },
  { "game nothanks\nplayers A, B, C\ncard 10\n  | 4\n", 4, 3, "parse" },
  { "game nothanks\nplayers Ann, ann, C\n", 2, 0, "setup" },
  { "game nothanks\nplayers Zo\xC3\xAB, Zoe\xCC\x88, C\n", 2, 0, "setup" },
  { "game nothanks\nplayers A\xE2\x80\x8B, B, C\n", 2, 0, "setup" },
  { "game nothanks\nplayers A, B, C\ncard ten\n", 3, 6, "parse" },
  { "game nothanks\nplayers A, B, C\ncard 10 11\n", 3, 9, "parse" },
  { "game nothanks\nplayers A, B, C\n  take now\n", 3, 8, "parse" },
  { "game chess\nplayers A, B, C\n", 1, 6, "setup" },
  { "arbiter 2\ngame nothanks\nplayers A, B, C\n", 1, 9, "setup" },
  { "players A, B, C\ncard 10\n", 2, 0, "setup" },
  { "game nothanks\nplayers A, B, C\ncard 10\noption tactical\n", 4, 1, "parse" },
  { "game nothanks\nplayers A, B, C\noption colour red\n", 3, 0, "setup" },
  { "game nothanks\nplayers A, B, C\noption match 0\n", 3, 0, "NT-10" },
  { "game nothanks\nplayers A, A, C\n", 2, 0, "setup" },
  { "game nothanks\nplayers A, B\n", 2, 0, "NT-1" },
  { "game nothanks\nplayers A, B, C\nstart \"D\n", 3, 7, "parse" },
  { "game nothanks\nplayers A, B, C\nmode score-only\ncard 10\n", 4, 1, "parse" },
  { "game nothanks\nplayers A, B, C\nmode score-only\nA: cards 3 4\n", 4, 12, "parse" },
  { "game nothanks\nplayers A, B, C\nmode score-only\ncards 3 chips 4\n", 4, 1, "parse" },
  { "game nothanks\nplayers \"Ann \", B, C\n", 2, 0, "setup" },
  { "game votestuffing\nplayers A, B, C\nmode score-only\n", 3, 6, "setup" },
};

/* A number that is only too big is well formed: the rule refuses it. */
static void
test_huge_number_refused (void **state)
{
  g_autoptr(GError) error = NULL;
  ArbRecordPosition position;
  g_autoptr(ArbRecord) record = arb_record_parse ("game nothanks\nplayers A, B, C\ncard 100000000000000000000\n",
                                                  &position, &error);
  g_autoptr(ArbGame) game = NULL;
  g_autofree char *rule = NULL;

  if (record == NULL)
    fail_msg ("%s", error->message);
  game = arb_record_replay (record, G_MAXUINT, &position, &error);
  assert_non_null (error);
  assert_int_equal (position.line, 3);
  rule = arb_error_rule_id (error);
  assert_string_equal (rule, "NT-2");
}

/* Header lines that say the same thing twice are harmless. */
static void
test_header_repeats (void **state)
{
  static const char text[] =
    "game nothanks\ngame NOTHANKS\nplayers A, B, C\nplayers a, \"B\", c\n"
    "option match 3\noption match=3\noption tactical\noption tactical yes\nmode track\nmode Track\n"
    "card 11\n";
  g_autoptr(GError) error = NULL;
  g_autoptr(ArbRecord) record = arb_record_parse (text, NULL, &error);

  if (record == NULL)
    fail_msg ("%s", error->message);
  assert_int_equal (arb_setup_get_int (record->setup, "match"), 3);
  assert_string_equal (record->setup->players[0], "A");
}

/* A byte-order mark, CR-only and CRLF line ends all read the same. */
static void
test_line_ends (void **state)
{
  static const char *const texts[] = {
    "\xEF\xBB\xBFgame nothanks\nplayers A, B, C\ncard 10\nA: pass\n",
    "game nothanks\rplayers A, B, C\rcard 10\rA: pass",
    "game nothanks\r\nplayers A, B, C\r\ncard 10\r\nA: pass\r\n",
  };

  for (guint i = 0; i < G_N_ELEMENTS (texts); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(ArbRecord) record = arb_record_parse (texts[i], NULL, &error);

      if (record == NULL)
        fail_msg ("case %u: %s", i, error->message);
      assert_int_equal (record->events->len, 2);
      assert_int_equal (g_array_index (record->lines, guint, 1), 4);
    }
}

/* A NUL byte is an error where it stands, even in the middle of the
 * text; the events before it are kept by arb_record_read(). */
static void
test_nul_byte (void **state)
{
  static const char text[] = "game nothanks\nplayers A, B, C\ncard 10\nA: pass\0\nB: pass\n";
  g_autoptr(GError) error = NULL;
  ArbRecordPosition position;
  g_autoptr(ArbRecord) record = arb_record_read (text, sizeof text - 1, &position, &error);

  assert_non_null (record);
  assert_null (error);
  assert_int_equal (record->events->len, 1);
  assert_non_null (record->stop);
  assert_int_equal (position.line, 4);
  assert_int_equal (position.column, 8);
  assert_true (strstr (record->stop->message, "NUL") != NULL);
  assert_null (arb_record_parse_len (text, sizeof text - 1, &position, NULL));
  /* in the header, the whole record fails */
  assert_null (arb_record_read ("game nothanks\npla\0yers A, B, C\n", 30, &position, &error));
  assert_int_equal (position.line, 2);
  assert_int_equal (position.column, 4);
}

/* Zoë typed composed or with a combining mark is one player; the
 * record prints the composed form. */
static void
test_names_in_nfc (void **state)
{
  static const char text[] =
    "game nothanks\nplayers Zoe\xCC\x88, \"Anna Lena\", C\n"
    "start Zo\xC3\xAB\ncard 10\nZO\xC3\x8B: pass\n\"Anna Lena\": take\n";
  g_autoptr(GError) error = NULL;
  g_autoptr(ArbRecord) record = arb_record_parse (text, NULL, &error);
  g_autofree char *printed = NULL;

  if (record == NULL)
    fail_msg ("%s", error->message);
  assert_string_equal (record->setup->players[0], "Zo\xC3\xAB");
  assert_int_equal (((ArbEvent *) g_ptr_array_index (record->events, 2))->actor, 0);
  assert_int_equal (((ArbEvent *) g_ptr_array_index (record->events, 3))->actor, 1);
  printed = arb_record_print (record->setup, record->events);
  assert_non_null (strstr (printed, "players Zo\xC3\xAB, Anna Lena, C\n"));
}

/* The colon after the actor's name is the first one outside quotes: a
 * colon in quotes is part of a word, and one after a closed quote
 * still ends the name. */
static void
test_colon_in_quotes (void **state)
{
  static const char head[] = "game nothanks\nplayers A, B, C\nstart A\ncard 10\n";
  g_autoptr(GError) quoted = NULL;
  g_autoptr(GError) after = NULL;
  g_autoptr(GError) unclosed = NULL;
  g_autoptr(ArbRecord) named = NULL;
  g_autofree char *text1 = g_strconcat (head, "\"ta:ke\"\n", NULL);
  g_autofree char *text2 = g_strconcat (head, "\"A\" \"x:\" B: take\n", NULL);
  g_autofree char *text3 = g_strconcat (head, "\"A: take\n", NULL);
  g_autofree char *text4 = g_strconcat (head, "\"A\": take\n", NULL);

  assert_null (arb_record_parse (text1, NULL, &quoted));
  assert_non_null (strstr (quoted->message, "“ta:ke” is not a No Thanks! entry"));
  assert_null (arb_record_parse (text2, NULL, &after));
  assert_non_null (strstr (after->message, "nobody at this table is called “\"A\" \"x:\" B”"));
  assert_null (arb_record_parse (text3, NULL, &unclosed));
  assert_non_null (strstr (unclosed->message, "a quote is never closed"));
  named = arb_record_parse (text4, NULL, NULL);
  assert_non_null (named);
  assert_int_equal (((ArbEvent *) g_ptr_array_index (named->events, 2))->actor, 0);
}

/* A name with an invisible character is refused, saying why. */
static void
test_invisible_name (void **state)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(ArbRecord) record = arb_record_parse ("game nothanks\nplayers Ann\xE2\x80\x8B, B, C\n",
                                                  NULL, &error);

  assert_null (record);
  assert_non_null (strstr (error->message, "invisible character (U+200B)"));
}

/* Lines that begin with "|" go on the entry above them; printing puts
 * each row mark back at the start of a line. */
static void
test_row_lines (void **state)
{
  static const char *const args[] = { "|", "r5", "r6", "|", "b5", NULL };
  g_autoptr(ArbSetup) setup = arb_setup_new (arb_games_lookup ("nothanks"),
                                             (const char *const[]) { "A", "B", "C", NULL });
  g_autoptr(ArbEvent) event = arb_event_newv (1, "lay", args);
  g_autofree char *line = arb_record_format_event (setup, event);

  assert_string_equal (line, "B: lay\n  | r5 r6\n  | b5");
}

/* A line of a megabyte is read in time proportional to its length:
 * one pass, columns counted as the tokens go. */
static void
test_long_line (void **state)
{
  g_autoptr(GString) text = g_string_new ("game nothanks\nplayers A, B, C\nmode score-only\nA: cards");
  g_autoptr(GError) error = NULL;
  ArbRecordPosition position;
  g_autoptr(ArbRecord) record = NULL;

  for (guint i = 0; i < 200000; i++)
    g_string_append (text, " 3");
  g_string_append (text, " chips x\n");
  record = arb_record_parse (text->str, &position, &error);
  assert_null (record);
  assert_int_equal (position.line, 4);
  assert_int_equal (position.column, 9 + 200000 * 2 + 7);
}

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

/*
 * A replayed game shares the record's events that are already in
 * their final form, outlives the record, and never changes an event
 * the record still holds: a line naming nobody is filled in on the
 * game's own copy.
 */
static void
test_replay_shares_events (void **state)
{
  static const char text[] = "game nothanks\nplayers A, B, C\n\nstart A\ncard 10\nA: pass\ntake\n";
  ArbRecord *record = arb_record_parse (text, NULL, NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(ArbGame) game = NULL;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  const ArbEvent *named, *unnamed;

  assert_non_null (record);
  game = arb_record_replay (record, G_MAXUINT, NULL, &error);
  assert_null (error);
  assert_int_equal (arb_game_get_n_events (game), 4);
  named = arb_game_get_event (game, 2);
  assert_true (named == g_ptr_array_index (record->events, 2));
  assert_true (arb_event_is_shared (named));
  unnamed = arb_game_get_event (game, 3);
  assert_true (unnamed != g_ptr_array_index (record->events, 3));
  assert_int_equal (((ArbEvent *) g_ptr_array_index (record->events, 3))->actor, ARB_NO_PLAYER);
  assert_int_equal (unnamed->actor, 1);
  before = arb_record_print_game (game);
  arb_record_free (record);
  assert_false (arb_event_is_shared (named));
  after = arb_record_print_game (game);
  assert_string_equal (before, after);
  assert_non_null (strstr (after, "B: take"));
}

/* An event the rules rewrote as they read it ("no thanks" is a pass,
 * its verb and args now allocations of their own) is shared too, and
 * outlives the record unchanged. */
static void
test_replay_shares_rewritten_events (void **state)
{
  static const char text[] = "game nothanks\nplayers A, B, C\n\nstart A\ncard 10\nA: no thanks\n";
  ArbRecord *record = arb_record_parse (text, NULL, NULL);
  g_autoptr(ArbGame) game = NULL;
  g_autofree char *after = NULL;
  const ArbEvent *pass;

  assert_non_null (record);
  pass = g_ptr_array_index (record->events, 2);
  assert_string_equal (pass->verb, "pass");
  assert_null (pass->args[0]);
  game = arb_record_replay (record, G_MAXUINT, NULL, NULL);
  assert_true (arb_game_get_event (game, 2) == pass);
  assert_true (arb_event_is_shared (pass));
  arb_record_free (record);
  assert_false (arb_event_is_shared (pass));
  after = arb_record_print_game (game);
  assert_non_null (strstr (after, "A: pass\n"));
}

int
main (void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test (test_round_trip),
    cmocka_unit_test (test_replay_shares_events),
    cmocka_unit_test (test_replay_shares_rewritten_events),
    cmocka_unit_test (test_canonical_form),
    cmocka_unit_test (test_parse_errors),
    cmocka_unit_test (test_header_repeats),
    cmocka_unit_test (test_huge_number_refused),
    cmocka_unit_test (test_line_ends),
    cmocka_unit_test (test_nul_byte),
    cmocka_unit_test (test_names_in_nfc),
    cmocka_unit_test (test_colon_in_quotes),
    cmocka_unit_test (test_invisible_name),
    cmocka_unit_test (test_row_lines),
    cmocka_unit_test (test_long_line),
    cmocka_unit_test (test_quoted_names),
    cmocka_unit_test (test_replay_position),
  };

  return cmocka_run_group_tests (tests, NULL, NULL);
}
