/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Eighty rules EI-1 .. EI-8. */
#include "test-common.h"

#include "games/eighty/eighty.h"

#define HEADER3 "arbiter 1\ngame eighty\nplayers Ann, Ben, Cleo\n"
#define SCORING "mode score-only\n"

enum { ANN, BEN, CLEO };

/* ---- helpers ---- */

/* Every card the test did not define becomes a plain standard card. */
static void
define_rest (ArbGame *game)
{
  for (int v = 1; v < ARB_EIGHTY_END_CARD; v++)
    {
      ArbEightyCard card;

      if (!arb_eighty_get_card (arb_game_get_state (game), v, &card))
        {
          g_autofree char *line = g_strdup_printf ("white %d standard", v);

          enter_ok (game, line);
        }
    }
}

/* A three-player game (Ann first) with these definitions, the rest
 * standard, then these entries. */
static ArbGame *
game3 (const char *defs,
       const char *lines)
{
  g_autofree char *text = g_strdup_printf (HEADER3 "start Ann\n%s", defs);
  ArbGame *game = game_from_text (text);

  define_rest (game);
  enter_all (game, lines);
  return game;
}

static void
get_view (ArbGame       *game,
          ArbEightyView *view)
{
  arb_eighty_get_view (arb_game_get_setup (game), arb_game_get_state (game), view);
}

/* The scored cards of a seat as "12 57" */
static char *
scored_text (ArbGame *game,
             int      seat)
{
  ArbEightyView view;
  GString *out = g_string_new (NULL);

  get_view (game, &view);
  for (guint i = 0; i < view.n_scored[seat]; i++)
    g_string_append_printf (out, "%s%d", i ? " " : "", view.scored[seat][i]);
  return g_string_free (out, FALSE);
}

static void
assert_scored (ArbGame    *game,
               int         seat,
               const char *expected)
{
  g_autofree char *got = scored_text (game, seat);

  assert_string_equal (got, expected);
}

static void
parse_fails (ArbGame    *game,
             const char *line)
{
  g_autoptr(GError) error = enter (game, line);

  if (error == NULL || !g_error_matches (error, ARB_ERROR, ARB_ERROR_PARSE))
    fail_msg ("“%s” should not parse: %s", line, error ? error->message : "accepted");
}

/* Round 1 of most tests: Ann drafts 20, Ben 30, Cleo 40; the 10 is left. */
#define ROUND1 "centre 10 20 30 40\ndraft 20\ndraft 30\ndraft 40\n"

/* ---- EI-1: the card line, symbols, Hold words ---- */

static void
test_card_line (void **state)
{
  ArbEightyCard card, again;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  g_autofree char *diff = NULL;

  assert_true (arb_eighty_card_parse ("white 57 double-up symbol Moon draw 1", &card, NULL));
  assert_int_equal (card.number, 57);
  assert_int_equal (card.icon, ARB_EIGHTY_ICON_DOUBLE_UP);
  assert_string_equal (card.symbol, "moon");
  assert_int_equal (card.draw, 1);
  text = arb_eighty_card_format (&card);
  assert_string_equal (text, "white 57 double-up symbol moon draw 1");
  /* short forms, options in either order, "white" optional */
  assert_true (arb_eighty_card_parse ("57 du draw 1 sym moon", &again, NULL));
  assert_true (arb_eighty_card_equal (&card, &again));
  assert_true (arb_eighty_card_parse ("white 12 symbolic-up sun symbol star", &card, NULL));
  assert_int_equal (card.icon, ARB_EIGHTY_ICON_SYMBOLIC_UP);
  assert_string_equal (card.icon_symbol, "sun");
  assert_string_equal (card.symbol, "star");
  assert_true (arb_eighty_card_parse ("white 3 safe symbol none draw 0", &card, NULL));
  g_clear_pointer (&text, g_free);
  text = arb_eighty_card_format (&card);
  assert_string_equal (text, "white 3 safe-zone");
  /* differences, for the catalogue */
  assert_true (arb_eighty_card_parse ("white 57 standard", &again, NULL));
  assert_true (arb_eighty_card_parse ("white 57 double-up symbol moon draw 1", &card, NULL));
  diff = arb_eighty_card_differences (&card, &again);
  assert_string_equal (diff, "the icon is standard, not double up; no symbol, not moon; draw 0, not 1");
  assert_null (arb_eighty_card_differences (&card, &card));
  g_clear_pointer (&diff, g_free);
  diff = arb_eighty_card_differences (&again, &card);
  assert_string_equal (diff, "the icon is double up, not standard; the symbol is moon, not none; draw 1, not 0");
  /* form errors */
  assert_false (arb_eighty_card_parse ("white 57", &card, &error));
  g_clear_error (&error);
  assert_false (arb_eighty_card_parse ("white 57 sideways", &card, &error));
  g_clear_error (&error);
  assert_false (arb_eighty_card_parse ("white 57 symbolic-up", &card, &error));
  g_clear_error (&error);
  assert_false (arb_eighty_card_parse ("white 57 standard symbol 9lives", &card, &error));
  g_clear_error (&error);
  assert_false (arb_eighty_card_parse ("white 57 standard draw x", &card, &error));
  g_clear_error (&error);
  assert_false (arb_eighty_card_parse ("white 57 standard draw 1 draw 2", &card, &error));
  g_clear_error (&error);
  assert_false (arb_eighty_card_parse ("white x standard", &card, &error));
  assert_true (g_error_matches (error, ARB_ERROR, ARB_ERROR_PARSE));
}

static void
test_card_values (void **state)
{
  ArbEightyCard card;
  g_autoptr(GError) error = NULL;
  g_autofree char *rule = NULL;

  assert_true (arb_eighty_card_parse ("white 0 standard", &card, NULL));
  assert_false (arb_eighty_card_check (&card, &error));
  rule = arb_error_rule_id (error);
  assert_string_equal (rule, "EI-1");
  g_clear_error (&error);
  g_clear_pointer (&rule, g_free);
  assert_true (arb_eighty_card_parse ("white 80 safe-zone symbol moon", &card, NULL));
  assert_false (arb_eighty_card_check (&card, &error));
  rule = arb_error_rule_id (error);
  assert_string_equal (rule, "EI-2");
  g_clear_error (&error);
  g_clear_pointer (&rule, g_free);
  assert_true (arb_eighty_card_parse ("white 80 safe-zone", &card, NULL));
  assert_true (arb_eighty_card_check (&card, NULL));
  assert_true (arb_eighty_card_parse ("white 7 standard draw 37", &card, NULL));
  assert_false (arb_eighty_card_check (&card, &error));
  rule = arb_error_rule_id (error);
  assert_string_equal (rule, "EI-1");
  /* points are the tens digit */
  assert_int_equal (arb_eighty_points (9), 0);
  assert_int_equal (arb_eighty_points (10), 1);
  assert_int_equal (arb_eighty_points (57), 5);
  assert_int_equal (arb_eighty_points (79), 7);
}

static void
test_symbols_and_holds (void **state)
{
  char symbol[ARB_EIGHTY_SYMBOL_MAX];
  ArbEightyHold hold;
  g_autofree char *a = NULL;
  g_autofree char *b = NULL;
  g_autofree char *c = NULL;

  assert_true (arb_eighty_symbol_parse ("Mond", symbol));
  assert_string_equal (symbol, "mond");
  assert_true (arb_eighty_symbol_parse ("Ñandú", symbol));
  assert_string_equal (symbol, "ñandú");
  /* typed decomposed (e, then a combining acute): the same symbol */
  assert_true (arb_eighty_symbol_parse ("E\xcc\x81toile", symbol));
  assert_string_equal (symbol, "\xc3\xa9toile");
  assert_false (arb_eighty_symbol_parse ("\xcc\x81toile", symbol));
  assert_true (arb_eighty_symbol_parse ("half-moon", symbol));
  assert_true (arb_eighty_symbol_parse ("wild", symbol));
  assert_string_equal (symbol, "star");
  assert_true (arb_eighty_symbol_parse ("★", symbol));
  assert_string_equal (symbol, "star");
  assert_false (arb_eighty_symbol_parse ("draw", symbol));
  assert_false (arb_eighty_symbol_parse ("3moons", symbol));
  assert_false (arb_eighty_symbol_parse ("moon-", symbol));
  assert_false (arb_eighty_symbol_parse ("abcdefghijklmnopq", symbol));

  assert_true (arb_eighty_hold_parse ("3+Moon", &hold));
  assert_int_equal (hold.bonus, 3);
  assert_string_equal (hold.symbol, "moon");
  a = arb_eighty_hold_format (&hold);
  assert_string_equal (a, "3+moon");
  assert_true (arb_eighty_hold_parse ("moon+3", &hold));
  assert_int_equal (hold.bonus, 3);
  assert_true (arb_eighty_hold_parse ("+2", &hold));
  b = arb_eighty_hold_format (&hold);
  assert_string_equal (b, "2");
  assert_true (arb_eighty_hold_parse ("star", &hold));
  c = arb_eighty_hold_format (&hold);
  assert_string_equal (c, "star");
  /* well formed, so read; the rules refuse it (EI-1) */
  assert_true (arb_eighty_hold_parse ("-2", &hold));
  assert_int_equal (hold.bonus, -2);
  assert_false (arb_eighty_hold_parse ("-", &hold));
  assert_false (arb_eighty_hold_parse ("+-5", &hold));
  assert_false (arb_eighty_hold_parse ("3+", &hold));
  assert_false (arb_eighty_hold_parse ("moon+sun", &hold));
  assert_false (arb_eighty_hold_parse ("2+3", &hold));
}

static void
test_players (void **state)
{
  const char *two = "arbiter 1\ngame eighty\nplayers A, B\n";
  const char *five = "arbiter 1\ngame eighty\nplayers A, B, C, D, E\n";
  g_autoptr(GError) error = NULL;
  g_autoptr(ArbRecord) one = arb_record_parse ("game eighty\nplayers A\n", NULL, &error);
  g_autofree char *rule = NULL;
  g_autoptr(ArbGame) a = game_from_text (two);
  g_autoptr(ArbGame) b = game_from_text (five);

  assert_null (one);
  rule = arb_error_rule_id (error);
  assert_string_equal (rule, "EI-1");
  g_clear_error (&error);
  g_clear_pointer (&rule, g_free);
  assert_null (arb_record_parse ("game eighty\nplayers A, B, C, D, E, F\n", NULL, &error));
  rule = arb_error_rule_id (error);
  assert_string_equal (rule, "EI-1");
  /* the black deck after the deal: 36 - 2 per player */
  {
    ArbEightyView view;

    get_view (a, &view);
    assert_int_equal (view.black_deck, 32);
    assert_int_equal (view.white_deck, 74);
    get_view (b, &view);
    assert_int_equal (view.black_deck, 26);
    assert_int_equal (view.white_deck, 65);
    assert_int_equal (view.black[4], 2);
    assert_int_equal (view.unknown[4], 3);
  }
  assert_int_equal (arb_eighty_max_rounds (2), 24);
  assert_int_equal (arb_eighty_max_rounds (5), 10);
}

static void
test_definitions (void **state)
{
  g_autoptr(ArbGame) game = game_from_text (HEADER3 "white 57 double-up symbol moon draw 1\n");
  ArbEightyCard card;

  enter_ok (game, "white 57 du sym moon draw 1");         /* the same, restated */
  enter_refused (game, "white 57 standard symbol moon draw 1", "EI-1");
  enter_refused (game, "white 57 double-up symbol sun draw 1", "EI-1");
  enter_refused (game, "white 57 double-up symbol moon", "EI-1");
  enter_refused (game, "white 81 standard", "EI-1");
  enter_refused (game, "white 0 standard", "EI-1");
  enter_refused (game, "white 80 standard", "EI-2");
  enter_refused (game, "white 80 safe-zone draw 1", "EI-2");
  enter_ok (game, "white 80 safe-zone");
  enter_refused (game, "white 5 standard draw 40", "EI-1");
  parse_fails (game, "Ann: white 5 standard");
  parse_fails (game, "white 5 upwards");
  assert_true (arb_eighty_get_card (arb_game_get_state (game), 57, &card));
  assert_string_equal (card.symbol, "moon");
  assert_true (arb_eighty_get_card (arb_game_get_state (game), 80, &card));
  assert_int_equal (card.icon, ARB_EIGHTY_ICON_SAFE_ZONE);
  assert_false (arb_eighty_get_card (arb_game_get_state (game), 12, &card));
  {
    g_autoptr(ArbEvent) event = arb_eighty_card_event (&(ArbEightyCard) { .number = 12, .icon = ARB_EIGHTY_ICON_HIGH_LOW, .draw = 2 });

    assert_true (arb_game_append (game, event, NULL));
    assert_true (arb_eighty_get_card (arb_game_get_state (game), 12, &card));
    assert_int_equal (card.draw, 2);
  }
}

static void
test_cards_need_definitions (void **state)
{
  g_autoptr(ArbGame) game = game_from_text (HEADER3 "white 10 standard\nwhite 20 standard\nwhite 30 standard\n");

  enter_refused (game, "centre 10 20 30 40", "EI-1");
  enter_ok (game, "white 40 standard");
  enter_ok (game, "centre 10 20 30 40");
  enter_all (game, "draft 20\ndraft 30\ndraft 40\n");
  enter_refused (game, "Ann: reveal 55", "EI-1");
  enter_ok (game, "white 55 standard");
  enter_ok (game, "Ann: reveal 55");
}

static void
test_each_number_once (void **state)
{
  g_autoptr(ArbGame) game = game3 ("", ROUND1);

  enter_refused (game, "Ann: reveal 30", "EI-1");       /* Ben drafted it */
  enter_refused (game, "Ann: reveal 40", "EI-1");
  enter_refused (game, "Ann: reveal 81", "EI-1");
  enter_refused (game, "Ann: reveal 0", "EI-1");
  enter_ok (game, "Ann: reveal 55");
  enter_refused (game, "Ben: reveal 55", "EI-1");       /* Ann revealed it */
  enter_all (game, "Ben: reveal 30\nCleo: reveal 61\n");
  /* 10 (standard) left: 61 goes; 20 was not revealed, Ann still holds it */
  enter_refused (game, "centre 61 1 2 3", "EI-1");      /* discarded */
  enter_refused (game, "centre 55 1 2 3", "EI-1");      /* scored */
  enter_refused (game, "centre 10 1 2 3", "EI-1");      /* the old centre */
  enter_refused (game, "centre 20 1 2 3", "EI-1");      /* in Ann's hand */
  enter_refused (game, "centre 1 1 2 3", "EI-1");
  enter_ok (game, "centre 1 2 3 4");
}

static void
test_unknown_player (void **state)
{
  g_autoptr(ArbGame) game = game3 ("", ROUND1);
  g_autoptr(GError) error = enter (game, "Ann: play +5 Zed");
  g_autofree char *rule = arb_error_rule_id (error);

  assert_string_equal (rule, "EI-1");
  assert_contains (error->message, "the players are Ann, Ben and Cleo");
  /* a name before the colon that is nobody here: refused, not unreadable */
  enter_refused (game, "Zed: play +5 Ann", "EI-1");
  parse_fails (game, "play +5 Ann");             /* who attached it? */
  parse_fails (game, "Ann: play Ben");
  parse_fails (game, "Ann: play +5 Ben Cleo");
  enter_refused (game, "Ann: play +0 Ben", "EI-1");
}

/* A modifier copied from typeset text: "−5" with the minus sign U+2212. */
static void
test_play_typeset_minus (void **state)
{
  g_autoptr(ArbGame) game = game3 ("", ROUND1);
  guint column = 0;
  g_autoptr(GError) error = NULL;
  g_autoptr(ArbEvent) event = arb_record_parse_event (arb_game_get_setup (game), "Ann: play \u22125 Ben",
                                                      &column, &error);

  assert_null (error);
  assert_string_equal (event->args[0], "-5");
  assert_string_equal (event->args[1], "Ben");
  parse_fails (game, "Ann: play \u2212 Ben");
  parse_fails (game, "Ann: play \u2212-5 Ben");
}

/* The centre card lies face up: Play cards go on chosen cards (EI-3). */
static void
test_play_on_centre (void **state)
{
  g_autoptr(ArbGame) game = game3 ("", ROUND1);
  g_autoptr(GError) error = enter (game, "Ann: play +5 centre");
  g_autofree char *rule = arb_error_rule_id (error);

  assert_string_equal (rule, "EI-3");
  assert_contains (error->message, "not on the centre card");
  enter_refused (game, "Ben: play -5 on Center", "EI-3");
}

/* ---- EI-2: the 80 ---- */

static void
test_80_in_first_centre (void **state)
{
  g_autoptr(ArbGame) game = game3 ("white 20 safe-zone\n", "centre 10 80 20 30\n");
  ArbEightyView view;
  g_autoptr(ArbPrompt) prompt = arb_game_prompt (game);

  assert_contains (last_description (game), "this round is the last");
  assert_int_equal (prompt->choices->len, 3);     /* 10, 20, 30: never the 80 */
  enter_refused (game, "draft 80", "EI-2");
  enter_all (game, "draft 20\ndraft 10\ndraft 30\n");
  get_view (game, &view);
  assert_true (view.last_round);
  assert_int_equal (view.rule_card, 80);
  assert_int_equal (view.white_deck, 80 - 9 - 4);
  assert_contains (last_description (game), "safe zone");
  enter_refused (game, "Ann: reveal 80", "EI-2");
  enter_all (game, "Ann: reveal 20\nBen: reveal 10\nCleo: reveal 30\n");
  /* nothing reaches 80 but the 80 itself: it is discarded, sparing everyone */
  assert_contains (last_description (game), "Discarded: the centre 80");
  assert_scored (game, ANN, "20");
  assert_scored (game, BEN, "10");
  assert_scored (game, CLEO, "30");
  get_view (game, &view);
  assert_int_equal (view.phase, ARB_EIGHTY_PHASE_HOLD);
  enter_refused (game, "centre 1 2 3 4", "EI-2");
  enter_refused (game, "draft 1", "EI-2");
  enter_all (game, "Ann: hold\nBen: hold\nCleo: hold\n");
  assert_true (arb_game_is_finished (game));
  enter_refused (game, "Ann: hold", "EI-2");
  enter_refused (game, "white 5 standard", "EI-2");
}

static void
test_80_takes_a_centre_place (void **state)
{
  g_autoptr(ArbGame) game = game3 ("", ROUND1 "Ann: reveal 20\nBen: reveal 30\nCleo: reveal 40\n");
  ArbEightyView view;

  enter_refused (game, "centre 1 2 3 80 4", "EI-2");    /* still players + 1 */
  enter_ok (game, "centre 1 2 80 3");
  get_view (game, &view);
  assert_int_equal (view.round, 2);
  assert_int_equal (view.first_player, BEN);
  assert_true (view.last_round);
  enter_refused (game, "Ben: draft 80", "EI-2");
  enter_all (game, "draft 1\ndraft 2\ndraft 3\n");
  get_view (game, &view);
  assert_int_equal (view.rule_card, 80);
  assert_int_equal (view.phase, ARB_EIGHTY_PHASE_REVEAL);
}

static void
test_safe_zone_at_80 (void **state)
{
  /* The 80 rules; a card pushed past 80 goes instead of the 80, a card
   * pushed to exactly 80 goes with it. */
  g_autoptr(ArbGame) past = game3 ("", "centre 10 80 20 30\ndraft 10\ndraft 20\ndraft 30\n"
                                       "Ben: play +71 Ann\nAnn: reveal 10\nBen: reveal 20\nCleo: reveal 30\n");
  g_autoptr(ArbGame) equal = game3 ("", "centre 10 80 20 30\ndraft 10\ndraft 20\ndraft 30\n"
                                        "Ben: play +50 Cleo\nAnn: reveal 10\nBen: reveal 20\nCleo: reveal 30\n");
  ArbEightyView view;

  assert_scored (past, ANN, "");
  assert_scored (past, BEN, "20");
  assert_scored (past, CLEO, "30");
  get_view (past, &view);
  assert_true (view.resolution.discarded[arb_eighty_resolution_find (&view.resolution, ANN)]);
  assert_false (view.resolution.discarded[arb_eighty_resolution_find (&view.resolution, ARB_EIGHTY_CENTRE_SEAT)]);
  assert_scored (equal, CLEO, "");
  assert_scored (equal, ANN, "10");
  assert_contains (last_description (equal), "tied at 80");
}

/* ---- EI-3: the round ---- */

static void
test_draft_order (void **state)
{
  g_autoptr(ArbGame) game = game3 ("", "centre 10 20 30 40\n");
  g_autoptr(ArbPrompt) prompt = arb_game_prompt (game);
  ArbEightyView view;

  assert_string_equal (prompt->verb, "draft");
  assert_int_equal (prompt->player, ANN);
  assert_int_equal (prompt->choices->len, 4);
  enter_refused (game, "Ben: draft 20", "EI-3");
  enter_refused (game, "draft 50", "EI-3");
  enter_ok (game, "draft 20");
  enter_refused (game, "draft 20", "EI-3");               /* Ann took it */
  enter_refused (game, "Ann: draft 30", "EI-3");
  enter_refused (game, "start Cleo", "EI-3");             /* drafting has begun */
  enter_refused (game, "centre 1 2 3 4", "EI-3");
  enter_refused (game, "Ben: reveal 30", "EI-3");
  enter_refused (game, "Ben: play +5 Ann", "EI-3");
  enter_all (game, "draft 30\ndraft 40\n");
  enter_refused (game, "draft 10", "EI-3");
  {
    g_autoptr(GError) error = enter (game, "draft 10");

    assert_contains (error->message, "every player has drafted one card this round");
  }
  enter_all (game, "Ann: reveal 20\nBen: reveal 30\nCleo: reveal 40\n");
  /* the first player passes clockwise */
  enter_ok (game, "centre 1 2 3 4");
  g_clear_pointer (&prompt, arb_prompt_free);
  prompt = arb_game_prompt (game);
  assert_int_equal (prompt->player, BEN);
  enter_refused (game, "Ann: draft 1", "EI-3");
  enter_all (game, "draft 1\ndraft 2\ndraft 3\n");
  get_view (game, &view);
  assert_int_equal (view.taker[0], BEN);
  assert_int_equal (view.taker[1], CLEO);
  assert_int_equal (view.taker[2], ANN);
  assert_int_equal (view.rule_card, 4);
}

static void
test_start (void **state)
{
  g_autoptr(ArbGame) game = game_from_text (HEADER3 "start Cleo\n");
  g_autoptr(ArbGame) late = game_from_text (HEADER3);
  g_autoptr(ArbPrompt) prompt = NULL;

  define_rest (game);
  enter_ok (game, "centre 10 20 30 40");
  prompt = arb_game_prompt (game);
  assert_int_equal (prompt->player, CLEO);
  enter_refused (game, "start Ann", "EI-3");
  {
    /* named once already: the refusal says so, not that drafting began */
    g_autoptr(GError) error = enter (game, "start Ann");

    assert_non_null (strstr (error->message, "named once, and Cleo is"));
  }
  /* no start line: the first seat; start is allowed up to the first draft */
  define_rest (late);
  enter_ok (late, "centre 10 20 30 40");
  enter_ok (late, "start Ben");
  g_clear_pointer (&prompt, arb_prompt_free);
  prompt = arb_game_prompt (late);
  assert_int_equal (prompt->player, BEN);
}

static void
test_reveal_rules (void **state)
{
  g_autoptr(ArbGame) game = game3 ("", ROUND1);
  g_autoptr(ArbPrompt) prompt = arb_game_prompt (game);
  ArbEightyView view;

  assert_string_equal (prompt->verb, "reveal");
  assert_int_equal (prompt->player, ANN);
  assert_int_equal (prompt->choices->len, 3);         /* each one's drafted card */
  enter_refused (game, "Ann: reveal 10", "EI-1");      /* the centre card: seen */
  enter_ok (game, "reveal 55");                       /* Ann, the first still to reveal */
  enter_refused (game, "Ann: reveal 20", "EI-3");      /* one card each */
  get_view (game, &view);
  assert_int_equal (view.revealed[ANN], 55);
  assert_int_equal (view.unknown[ANN], 2);
  assert_int_equal (view.n_known[ANN], 1);
  assert_int_equal (view.known[ANN][0], 20);
  assert_int_equal (view.player, BEN);
}

/* Ann reveals her three unknown cards in three rounds; then she holds
 * only drafted cards and cannot reveal a card nobody has seen. */
static void
test_reveal_from_known_hand_only (void **state)
{
  g_autoptr(ArbGame) game = game3 ("", ROUND1 "Ann: reveal 51\nBen: reveal 30\nCleo: reveal 40\n"
                                   "centre 1 2 3 4\ndraft 1\ndraft 2\ndraft 3\n"
                                   "Ann: reveal 52\nBen: reveal 1\nCleo: reveal 2\n"
                                   "centre 5 6 7 8\ndraft 5\ndraft 6\ndraft 7\n"
                                   "Ann: reveal 53\nBen: reveal 7\nCleo: reveal 5\n"
                                   "centre 11 12 13 14\ndraft 11\ndraft 12\ndraft 13\n");
  ArbEightyView view;
  g_autoptr(GError) error = NULL;

  get_view (game, &view);
  assert_int_equal (view.unknown[ANN], 0);
  assert_int_equal (view.n_known[ANN], 4);    /* 3 6 11 20: her drafted cards */
  error = enter (game, "Ann: reveal 54");
  assert_non_null (error);
  assert_contains (error->message, "EI-3: Ann holds only cards drafted in view (3, 6, 11 and 20)");
  enter_ok (game, "Ann: reveal 6");
}

static void
test_play_cards (void **state)
{
  g_autoptr(ArbGame) game = game3 ("", ROUND1);
  ArbEightyView view;

  enter_ok (game, "Ann: play +5 Ben");
  enter_ok (game, "Ann: play -3 on Ann");              /* her own card */
  enter_refused (game, "Ann: play +1 Cleo", "EI-3");    /* no black card left */
  enter_refused (game, "Ben: play +1 +2 +3 Cleo", "EI-3");
  enter_ok (game, "Ben: play Cleo +1 +2");
  get_view (game, &view);
  assert_int_equal (view.black[ANN], 0);
  assert_int_equal (view.black[BEN], 0);
  assert_int_equal (view.n_plays, 4);
  assert_int_equal (view.modifier[BEN], 5);
  assert_int_equal (view.modifier[ANN], -3);
  assert_int_equal (view.modifier[CLEO], 3);
  assert_int_equal (view.n_plays_on[CLEO], 2);
  assert_int_equal (view.effective[CLEO], 0);           /* not revealed yet */
  enter_ok (game, "Cleo: reveal 40");
  get_view (game, &view);
  assert_int_equal (view.revealed[CLEO], 40);
  assert_int_equal (view.effective[CLEO], 43);
  /* Play lines may come until the last reveal */
  enter_all (game, "Ann: reveal 20\nCleo: play +2 Cleo\nBen: reveal 30\n");
  /* Cleo's 45 goes with three Play cards on it: she draws 3 */
  enter_refused (game, "Cleo: play +1 Ann", "EI-5");
  enter_ok (game, "Cleo: discard 1");
  enter_refused (game, "Cleo: play +1 Ann", "EI-3");
  /* nobody is over the limit now: a discard is out of place (EI-5) */
  enter_refused (game, "Cleo: discard 1", "EI-5");
}

/* Five players: 64 white cards are left after the deal besides the 80,
 * enough for 10 centres of 6; an 11th centre cannot be filled. */
static void
test_white_deck_runs_out (void **state)
{
  g_autoptr(ArbGame) game = game_from_text ("game eighty\nplayers A, B, C, D, E\n");
  int next = 1;

  define_rest (game);
  for (int round = 0; round < 10; round++)
    {
      g_autofree char *centre = g_strdup_printf ("centre %d %d %d %d %d %d", next, next + 1, next + 2,
                                                 next + 3, next + 4, next + 5);
      ArbEightyView view;

      next += 6;
      enter_ok (game, centre);
      for (int i = 0; i < 5; i++)
        {
          g_autoptr(ArbPrompt) prompt = arb_game_prompt (game);

          assert_true (arb_game_append (game, ((ArbChoice *) g_ptr_array_index (prompt->choices, 0))->event, NULL));
        }
      for (int i = 0; i < 5; i++)
        {
          g_autoptr(ArbPrompt) prompt = arb_game_prompt (game);

          assert_true (arb_game_append (game, ((ArbChoice *) g_ptr_array_index (prompt->choices, 0))->event, NULL));
        }
      get_view (game, &view);
      assert_int_equal (view.white_deck, 65 - 6 * (round + 1));
    }
  enter_refused (game, "centre 61 62 63 64 65 80", "EI-1");
  enter_refused (game, "centre 61 62 63 64 80", "EI-2");
}

/* ---- EI-4: the five rules, computed on their own ---- */

typedef struct {
  int         number;
  const char *mods;
  const char *symbol;
} Card;

/* Resolves seats 0.. with the centre last; returns "D.S" fates per
 * entry, D discarded, S scored (the centre as C or c). */
static char *
fates (ArbEightyIcon icon,
       const char   *icon_symbol,
       const Card   *cards,
       guint         n)
{
  ArbEightyResolution r = { 0 };
  GString *out = g_string_new (NULL);

  r.icon = icon;
  g_strlcpy (r.icon_symbol, icon_symbol ? icon_symbol : "", sizeof r.icon_symbol);
  for (guint i = 0; i < n; i++)
    {
      guint k = arb_eighty_resolution_add (&r, i + 1 == n ? ARB_EIGHTY_CENTRE_SEAT : (int) i,
                                           cards[i].number, cards[i].symbol);
      g_auto(GStrv) mods = g_strsplit (cards[i].mods ? cards[i].mods : "", " ", -1);

      for (guint j = 0; mods[j] != NULL; j++)
        if (*mods[j] != '\0')
          arb_eighty_resolution_play (&r, k, atoi (mods[j]));
    }
  arb_eighty_resolve (&r);
  for (guint i = 0; i < n; i++)
    g_string_append_c (out, r.discarded[i] ? 'D' : 'S');
  return g_string_free (out, FALSE);
}

#define FATES(expected, icon, sym, ...) \
  G_STMT_START { \
    const Card cards_[] = { __VA_ARGS__ }; \
    g_autofree char *got_ = fates (icon, sym, cards_, G_N_ELEMENTS (cards_)); \
    assert_string_equal (got_, expected); \
  } G_STMT_END

/* A long chain of Play cards is cut short in words, and says so; the
 * value keeps every card. */
static void
test_long_chain_text (void **state)
{
  ArbEightyResolution r = { 0 };
  guint k = arb_eighty_resolution_add (&r, 0, 20, NULL);
  g_autofree char *short_text = NULL;
  g_autofree char *long_text = NULL;

  arb_eighty_resolution_play (&r, k, 5);
  arb_eighty_resolution_play (&r, k, -10);
  short_text = arb_eighty_entry_text (&r.entries[k]);
  assert_string_equal (short_text, "20+5-10");
  for (int i = 0; i < 10; i++)
    arb_eighty_resolution_play (&r, k, -99999);
  long_text = arb_eighty_entry_text (&r.entries[k]);
  assert_true (g_str_has_suffix (long_text, "…"));
  assert_true (g_str_has_prefix (long_text, "20+5-10-99999"));
  assert_int_equal (g_utf8_strlen (long_text, -1), (glong) strlen (long_text) - 2);   /* one "…" */
  assert_int_equal (r.entries[k].modifier, 5 - 10 - 10 * 99999);
}

static void
test_rules_without_ties (void **state)
{
  /* Ann 20, Ben 55, Cleo 61, centre 30 */
  FATES ("SSDS", ARB_EIGHTY_ICON_STANDARD, NULL, { 20 }, { 55 }, { 61 }, { 30 });
  FATES ("SDDS", ARB_EIGHTY_ICON_DOUBLE_UP, NULL, { 20 }, { 55 }, { 61 }, { 30 });
  FATES ("DSDS", ARB_EIGHTY_ICON_HIGH_LOW, NULL, { 20 }, { 55 }, { 61 }, { 30 });
  FATES ("SSSS", ARB_EIGHTY_ICON_SAFE_ZONE, NULL, { 20 }, { 55 }, { 61 }, { 30 });
  /* the centre card is the one discarded, sparing every player */
  FATES ("SSSD", ARB_EIGHTY_ICON_STANDARD, NULL, { 20 }, { 55 }, { 61 }, { 70 });
  FATES ("SSDD", ARB_EIGHTY_ICON_DOUBLE_UP, NULL, { 20 }, { 55 }, { 61 }, { 70 });
  FATES ("SSDD", ARB_EIGHTY_ICON_HIGH_LOW, NULL, { 20 }, { 55 }, { 61 }, { 3 });
}

static void
test_rules_with_ties (void **state)
{
  /* standard: 55+6 ties 61, both go */
  FATES ("SDDS", ARB_EIGHTY_ICON_STANDARD, NULL, { 20 }, { 55, "+6" }, { 61 }, { 30 });
  /* double up: 64 and both 57s; the 12 stays */
  FATES ("DDDS", ARB_EIGHTY_ICON_DOUBLE_UP, NULL, { 57 }, { 64 }, { 52, "+5" }, { 12 });
  /* double up with the top tied: the tie is one group, the next goes too */
  FATES ("DDSD", ARB_EIGHTY_ICON_DOUBLE_UP, NULL, { 60 }, { 55, "+5" }, { 20 }, { 50 });
  /* high & low with the lowest tied (centre included) */
  FATES ("DSDD", ARB_EIGHTY_ICON_HIGH_LOW, NULL, { 10 }, { 40 }, { 50 }, { 10 });
  /* high & low with one value: the only group is both */
  FATES ("DDDD", ARB_EIGHTY_ICON_HIGH_LOW, NULL, { 20 }, { 18, "+2" }, { 25, "-5" }, { 20 });
  /* standard with a tie at the top that includes the centre */
  FATES ("DSSD", ARB_EIGHTY_ICON_STANDARD, NULL, { 41, "+9" }, { 20 }, { 30 }, { 50 });
  /* safe zone: two cards at 85, both go; the 80 is spared */
  FATES ("DDSS", ARB_EIGHTY_ICON_SAFE_ZONE, NULL, { 75, "+10" }, { 70, "+15" }, { 79 }, { 80 });
}

static void
test_symbolic_up (void **state)
{
  /* stars count: Ben's star and Cleo's moon make 2; the centre bears a sun */
  FATES ("SDDS", ARB_EIGHTY_ICON_SYMBOLIC_UP, "moon", { 20, NULL, "moon" }, { 55, NULL, "star" },
         { 61 }, { 30, NULL, "sun" });
  FATES ("SDDS", ARB_EIGHTY_ICON_SYMBOLIC_UP, "moon", { 20 }, { 55, NULL, "star" },
         { 61 }, { 30, NULL, "moon" });
  /* zero matches: nothing goes */
  FATES ("SSSS", ARB_EIGHTY_ICON_SYMBOLIC_UP, "moon", { 20, NULL, "sun" }, { 55 }, { 61, NULL, "leaf" },
         { 30, NULL, "sun" });
  /* more matches than values: all go */
  FATES ("DDDD", ARB_EIGHTY_ICON_SYMBOLIC_UP, "moon", { 20, NULL, "moon" }, { 55, NULL, "star" },
         { 61, NULL, "moon" }, { 30, NULL, "moon" });
  /* matches count cards, groups take ties: 2 matches, values 61, 61, 55, 20 */
  FATES ("DDDS", ARB_EIGHTY_ICON_SYMBOLIC_UP, "sun", { 61, NULL, "sun" }, { 55, "+6" },
         { 55, NULL, "star" }, { 20 });
  {
    /* an icon whose symbol is the star itself says so once */
    g_autofree char *text = arb_eighty_rule_text (ARB_EIGHTY_ICON_SYMBOLIC_UP, "star");

    assert_string_equal (text, "symbolic up (star): a highest value goes for each card with a star");
  }
}

static void
test_modifiers_past_the_ends (void **state)
{
  /* pushed to 80 and more: safe zone takes it */
  FATES ("DSSS", ARB_EIGHTY_ICON_SAFE_ZONE, NULL, { 65, "+10 +5" }, { 55 }, { 61 }, { 30 });
  /* pushed below 1: high & low takes it as the lowest */
  FATES ("DSDS", ARB_EIGHTY_ICON_HIGH_LOW, NULL, { 5, "-10" }, { 55 }, { 61 }, { 3 });
  /* pushed below 1 saves a card from standard */
  FATES ("SDSS", ARB_EIGHTY_ICON_STANDARD, NULL, { 75, "-80" }, { 55 }, { 41 }, { 30 });
}

static void
test_resolution_words (void **state)
{
  ArbEightyResolution r = { 0 };
  const char *names[] = { "Ann", "Ben", "Cleo" };
  g_autofree char *text = NULL;
  char **steps;
  guint k;

  r.icon = ARB_EIGHTY_ICON_DOUBLE_UP;
  arb_eighty_resolution_add (&r, 0, 57, NULL);
  arb_eighty_resolution_add (&r, 1, 64, NULL);
  k = arb_eighty_resolution_add (&r, 2, 52, NULL);
  arb_eighty_resolution_play (&r, k, 5);
  arb_eighty_resolution_add (&r, ARB_EIGHTY_CENTRE_SEAT, 12, NULL);
  arb_eighty_resolve (&r);
  text = arb_eighty_resolution_text (&r, names);
  assert_string_equal (text, "Double up: the two highest values go. Discarded: Ben's 64; Ann's 57 and Cleo's 52+5 = 57, tied at 57. Nobody scores.");
  /* the same, a step a line, for the table */
  steps = arb_eighty_resolution_steps (&r, names);
  assert_int_equal (g_strv_length (steps), 3);
  assert_string_equal (steps[0], "Double up: the two highest values go.");
  assert_string_equal (steps[1], "Discarded: Ben's 64; Ann's 57 and Cleo's 52+5 = 57, tied at 57.");
  assert_string_equal (steps[2], "Nobody scores.");
  g_strfreev (steps);
  /* the centre card spares a player: standard, the centre 71 is highest */
  memset (&r, 0, sizeof r);
  r.icon = ARB_EIGHTY_ICON_STANDARD;
  arb_eighty_resolution_add (&r, 0, 57, NULL);
  arb_eighty_resolution_add (&r, ARB_EIGHTY_CENTRE_SEAT, 71, NULL);
  arb_eighty_resolve (&r);
  steps = arb_eighty_resolution_steps (&r, names);
  assert_string_equal (steps[0], "Standard: the highest value goes.");
  assert_string_equal (steps[1], "Discarded: the centre 71 (the centre card takes a discard, sparing a player's card).");
  assert_string_equal (steps[2], "Scored: Ann's 57.");
  g_strfreev (steps);
  /* a centre tied with a player's card spares nobody: high & low, the
   * centre 30 and Ann's 20+10 are the lowest, Ben's 40 the highest */
  memset (&r, 0, sizeof r);
  r.icon = ARB_EIGHTY_ICON_HIGH_LOW;
  k = arb_eighty_resolution_add (&r, 0, 20, NULL);
  arb_eighty_resolution_play (&r, k, 10);
  arb_eighty_resolution_add (&r, 1, 40, NULL);
  arb_eighty_resolution_add (&r, ARB_EIGHTY_CENTRE_SEAT, 30, NULL);
  arb_eighty_resolve (&r);
  steps = arb_eighty_resolution_steps (&r, names);
  assert_string_equal (steps[1], "Discarded: Ben's 40; Ann's 20+10 = 30 and the centre 30, tied at 30.");
  assert_string_equal (steps[2], "Nobody scores.");
  g_strfreev (steps);
  /* nor does the 80 going alone under safe zone: nothing else reached 80 */
  memset (&r, 0, sizeof r);
  r.icon = ARB_EIGHTY_ICON_SAFE_ZONE;
  arb_eighty_resolution_add (&r, 0, 57, NULL);
  arb_eighty_resolution_add (&r, ARB_EIGHTY_CENTRE_SEAT, 80, NULL);
  arb_eighty_resolve (&r);
  steps = arb_eighty_resolution_steps (&r, names);
  assert_string_equal (steps[1], "Discarded: the centre 80.");
  g_strfreev (steps);
}

/* ---- EI-4 and EI-5 through a whole round ---- */

static void
test_round_in_play (void **state)
{
  /* 10 double-up is left; Ann 57, Ben 64, Cleo 52+5 */
  g_autoptr(ArbGame) game = game3 ("white 10 double-up\n", ROUND1
                                   "Ann: play +5 Cleo\nAnn: reveal 57\nBen: reveal 64\nCleo: reveal 52\n");
  ArbEightyView view;

  assert_contains (last_description (game), "Discarded: Ben's 64; Ann's 57 and Cleo's 52+5 = 57, tied at 57");
  assert_scored (game, ANN, "");
  assert_scored (game, BEN, "");
  assert_scored (game, CLEO, "");
  get_view (game, &view);
  assert_true (view.has_resolution);
  assert_int_equal (view.resolved_round, 1);
  assert_int_equal (view.phase, ARB_EIGHTY_PHASE_CENTRE);
  assert_int_equal (view.n_centre, 0);
  assert_int_equal (view.white_discard, 4);       /* 57, 64, 52 and the centre 10 */
  assert_int_equal (view.black_discard, 1);       /* the Play card */
  assert_int_equal (view.drew[CLEO], 1);
  assert_int_equal (view.black[CLEO], 3);
  assert_int_equal (view.black[ANN], 1);
  assert_int_equal (view.black_deck, 29);
}

static void
test_draws (void **state)
{
  /* Ben's 55 scores and says draw 2; Cleo's 61 carries two Play cards and
   * is discarded; Ann's 20 carries one Play card but scores: no draw. */
  g_autoptr(ArbGame) game = game3 ("white 55 standard draw 2\nwhite 61 standard draw 3\n", ROUND1
                                   "Ann: play +1 Cleo\nBen: play +1 Cleo\nAnn: play -1 Ann\n"
                                   "Ann: reveal 20\nBen: reveal 55\nCleo: reveal 61\n");
  ArbEightyView view;
  g_autoptr(ArbPrompt) prompt = arb_game_prompt (game);

  assert_scored (game, ANN, "20");
  assert_scored (game, BEN, "55");
  assert_scored (game, CLEO, "");
  assert_contains (last_description (game), "Ben draws 2 black cards: the scored 55 says draw 2");
  assert_contains (last_description (game), "Cleo draws 2 black cards for the 2 Play cards on the discarded 61");
  assert_contains (last_description (game), "Cleo holds 4 black cards and must discard 1");
  get_view (game, &view);
  assert_int_equal (view.phase, ARB_EIGHTY_PHASE_DISCARD);
  assert_int_equal (view.player, CLEO);
  assert_int_equal (view.discard_due, 1);
  assert_int_equal (view.black[ANN], 0);
  assert_int_equal (view.black[BEN], 3);
  assert_int_equal (view.black[CLEO], 4);
  assert_int_equal (view.black_discard, 3);       /* the Play cards, at once */
  assert_string_equal (prompt->verb, "discard");
  assert_int_equal (prompt->choices->len, 1);
  enter_refused (game, "Cleo: discard 2", "EI-5");
  enter_refused (game, "Cleo: discard 0", "EI-5");
  enter_refused (game, "Ben: discard 1", "EI-5");
  enter_refused (game, "centre 1 2 3 4", "EI-5");
  enter_ok (game, "discard 1");
  get_view (game, &view);
  assert_int_equal (view.black[CLEO], 3);
  assert_int_equal (view.black_discard, 4);
  assert_int_equal (view.black_deck, 30 - 4);
  assert_int_equal (view.phase, ARB_EIGHTY_PHASE_CENTRE);
}

/* Draws go in turn order, each player discarding before the next draws. */
static void
test_hand_limit_in_turn_order (void **state)
{
  g_autoptr(ArbGame) game = game3 ("white 20 standard draw 3\nwhite 30 standard draw 2\n", ROUND1
                                   "Ann: reveal 20\nBen: reveal 30\nCleo: reveal 61\n");
  ArbEightyView view;

  get_view (game, &view);
  assert_int_equal (view.player, ANN);
  assert_int_equal (view.black[ANN], 5);
  assert_int_equal (view.black[BEN], 2);          /* not drawn yet */
  enter_ok (game, "Ann: discard 2");
  get_view (game, &view);
  assert_int_equal (view.player, BEN);
  assert_int_equal (view.black[BEN], 4);
  enter_ok (game, "Ben: discard 1");
  get_view (game, &view);
  assert_int_equal (view.phase, ARB_EIGHTY_PHASE_CENTRE);
}

/* Two players over the limit may discard in either order when the deck
 * covers every draw, so that no reshuffle depends on the order. */
static void
test_discards_in_any_order (void **state)
{
  g_autoptr(ArbGame) game = game3 ("white 20 standard draw 3\nwhite 30 standard draw 2\n", ROUND1
                                   "Ann: reveal 20\nBen: reveal 30\nCleo: reveal 61\n");
  ArbEightyView view;

  enter_refused (game, "Ben: discard 2", "EI-5");
  enter_refused (game, "Cleo: discard 1", "EI-5");      /* Cleo draws nothing */
  enter_ok (game, "Ben: discard 1");
  get_view (game, &view);
  assert_int_equal (view.phase, ARB_EIGHTY_PHASE_DISCARD);
  assert_int_equal (view.player, ANN);
  assert_int_equal (view.black[BEN], 3);
  enter_refused (game, "Ben: discard 1", "EI-5");
  enter_ok (game, "Ann: discard 2");
  get_view (game, &view);
  assert_int_equal (view.phase, ARB_EIGHTY_PHASE_CENTRE);
  assert_int_equal (view.black[ANN], 3);
  assert_int_equal (view.black_deck, 30 - 5);
  assert_int_equal (view.black_discard, 3);
}

/* When a later draw needs the reshuffled discard pile, the discards go in
 * turn order (EI-5, EI-8). */
static void
test_discards_in_turn_order_when_it_matters (void **state)
{
  g_autoptr(ArbGame) game = game3 ("white 20 standard draw 30\nwhite 30 standard draw 2\n", ROUND1
                                   "Ann: reveal 20\nBen: reveal 30\nCleo: reveal 61\n");
  ArbEightyView view;

  enter_refused (game, "Ben: discard 1", "EI-5");
  enter_ok (game, "Ann: discard 29");
  get_view (game, &view);
  assert_int_equal (view.reshuffles, 1);
  assert_int_equal (view.black[BEN], 4);
  enter_ok (game, "Ben: discard 1");
}

static void
test_reshuffle (void **state)
{
  /* Ben's 55 says draw 30: the deck of 30 is used up. Next round Cleo's
   * Play card is drawn back after the discard pile is reshuffled. */
  g_autoptr(ArbGame) game = game3 ("white 55 standard draw 30\n", ROUND1
                                   "Ann: reveal 20\nBen: reveal 55\nCleo: reveal 61\nBen: discard 29\n"
                                   "centre 1 2 3 4\ndraft 1\ndraft 2\ndraft 3\n"
                                   "Cleo: play +90 Ann\nAnn: reveal 3\nBen: reveal 1\nCleo: reveal 2\n");
  ArbEightyView view;

  get_view (game, &view);
  assert_contains (last_description (game), "the black deck is empty: its discard pile of 30 is shuffled into a new deck (EI-8)");
  assert_int_equal (view.reshuffles, 1);
  assert_int_equal (view.black[ANN], 3);
  assert_int_equal (view.black_deck, 29);
  assert_int_equal (view.black_discard, 0);
}

static void
test_draw_lapses (void **state)
{
  /* draw 32 from a deck of 30 with an empty discard pile: 2 lapse */
  g_autoptr(ArbGame) game = game3 ("white 55 standard draw 32\n", ROUND1
                                   "Ann: reveal 20\nBen: reveal 55\nCleo: reveal 61\n");
  ArbEightyView view;

  assert_contains (last_description (game), "Ben's 2 other draws lapse (EI-8)");
  get_view (game, &view);
  assert_int_equal (view.black[BEN], 32);
  assert_int_equal (view.discard_due, 29);
  enter_ok (game, "discard 29");
  get_view (game, &view);
  assert_int_equal (view.black_discard, 29);
  assert_int_equal (view.black_deck, 0);
}

static void
test_last_round_draws (void **state)
{
  g_autoptr(ArbGame) game = game3 ("white 20 standard draw 2\n", "centre 10 20 30 80\n"
                                   "draft 20\ndraft 10\ndraft 30\n"
                                   "Ann: reveal 20\nBen: reveal 10\nCleo: reveal 30\n");
  ArbEightyView view;

  get_view (game, &view);
  assert_int_equal (view.phase, ARB_EIGHTY_PHASE_DISCARD);
  enter_ok (game, "discard 1");
  get_view (game, &view);
  assert_int_equal (view.phase, ARB_EIGHTY_PHASE_HOLD);
  assert_int_equal (view.black[ANN], 3);
  enter_refused (game, "Ann: hold 1 2 3 4", "EI-5");
  enter_refused (game, "Ben: hold 1 2 3", "EI-5");       /* Ben holds 2 */
  enter_refused (game, "Ann: hold 0", "EI-1");
  enter_refused (game, "Ann: hold -1", "EI-1");          /* a bonus is gained */
  enter_refused (game, "Ann: hold moon -2+sun", "EI-1");
  enter_refused (game, "Ann: hold 123456789012", "EI-1");
  enter_ok (game, "Ben: hold 1 star");
  enter_refused (game, "Ben: hold", "EI-6");
  enter_ok (game, "hold 2+moon moon 1");                 /* Ann, the first not entered */
  enter_ok (game, "Cleo: hold none");
  assert_true (arb_game_is_finished (game));
}

static void
test_hold_only_at_the_end (void **state)
{
  g_autoptr(ArbGame) game = game3 ("", ROUND1);

  enter_refused (game, "Ann: hold 3", "EI-6");
}

/* In the last round a discard still owed comes before the Hold cards,
 * and a discard nobody owes is refused as one (EI-5), not as if the
 * game were over: the last round's draws belong to that round. */
static void
test_last_round_discard_before_holds (void **state)
{
  g_autoptr(ArbGame) game = game3 ("white 20 standard draw 2\n", "centre 10 20 30 80\n"
                                   "draft 20\ndraft 10\ndraft 30\n"
                                   "Ann: reveal 20\nBen: reveal 10\nCleo: reveal 30\n");
  g_autoptr(GError) error = NULL;

  enter_refused (game, "Ann: hold 1 2 3", "EI-5");       /* Ann holds 4 and discards 1 first */
  enter_refused (game, "Ben: hold", "EI-5");
  error = enter (game, "Ben: hold");
  assert_contains (error->message, "Ann holds 4 black cards and discards 1 down to 3");
  enter_ok (game, "discard 1");
  enter_refused (game, "Ann: discard 1", "EI-5");        /* nobody is over the limit now */
  enter_refused (game, "Ben: discard 1", "EI-5");
  enter_all (game, "Ann: hold\nBen: hold\n");
  enter_refused (game, "Cleo: discard 1", "EI-5");
  enter_ok (game, "Cleo: hold");
  enter_refused (game, "Cleo: discard 1", "EI-2");       /* the game is over */
}

/* ---- EI-6: sets and stars ---- */

static int
sets_of (const char *const *symbols)
{
  ArbEightySets sets;

  arb_eighty_sets_init (&sets);
  for (guint i = 0; symbols[i] != NULL; i++)
    arb_eighty_sets_add (&sets, symbols[i], 1);
  arb_eighty_sets_solve (&sets);
  return sets.points;
}

#define SETS(expected, ...) \
  G_STMT_START { \
    const char *const syms_[] = { __VA_ARGS__, NULL }; \
    assert_int_equal (sets_of (syms_), expected); \
  } G_STMT_END

static void
test_set_sizes (void **state)
{
  SETS (0, "moon");
  SETS (2, "moon", "moon");
  SETS (5, "moon", "moon", "moon");
  SETS (9, "moon", "moon", "moon", "moon");
  SETS (15, "moon", "moon", "moon", "moon", "moon");
  SETS (15, "moon", "moon", "moon", "moon", "moon", "moon");          /* a sixth starts a new set */
  SETS (17, "moon", "moon", "moon", "moon", "moon", "moon", "moon");
  SETS (4, "moon", "sun", "moon", "sun");
}

static void
test_stars (void **state)
{
  ArbEightySets sets;
  g_autofree char *why = NULL;
  g_autofree char *moon = NULL;

  SETS (2, "moon", "star");                           /* a star completes a pair */
  SETS (9, "moon", "moon", "moon", "star");
  SETS (15, "moon", "moon", "moon", "star", "star");
  SETS (0, "star");
  SETS (0, "star", "star", "star");                   /* no real symbol */
  SETS (15, "moon", "star", "star", "star", "star", "star");  /* one set of 5, one star left */
  SETS (30, "moon", "moon", "star", "star", "star", "star", "star", "star", "star", "star");
  /* one real moon anchors one set only: nine stars still make 15, not 30 */
  SETS (15, "moon", "star", "star", "star", "star", "star", "star", "star", "star", "star");
  /* two stars compete: moon 4 + sun 1: one each (15 + 2) beats both on sun (9 + 5) */
  arb_eighty_sets_init (&sets);
  arb_eighty_sets_add (&sets, "moon", 4);
  arb_eighty_sets_add (&sets, "sun", 1);
  arb_eighty_sets_add (&sets, "star", 2);
  arb_eighty_sets_solve (&sets);
  assert_int_equal (sets.points, 17);
  assert_int_equal (sets.points_without_stars, 9);
  assert_int_equal (sets.symbols[0].stars, 1);
  assert_int_equal (sets.symbols[1].stars, 1);
  assert_int_equal (sets.next_best, 15);
  assert_int_equal (sets.unused_stars, 0);
  moon = arb_eighty_symbol_sets_text (&sets.symbols[0]);
  assert_string_equal (moon, "moon ×4 + 1 star: a set of 5");
  why = arb_eighty_sets_reason (&sets);
  assert_string_equal (why, "the 2 stars go where they add the most: 1 on moon (9 → 15, +6) and 1 on sun (0 → 2, +2); "
                            "of every placement, none scores more than 17 from sets (the next best gives 15)");
  /* three stars, one symbol of 6: 6 + 3 = 9 → 5 + 4 = 24; a fourth makes 30 */
  SETS (24, "moon", "moon", "moon", "moon", "moon", "moon", "star", "star", "star");
}

/* An independent count: every way to give each star to a symbol or to
 * nothing, and for each symbol every way to cut it into sets of at most
 * five that each hold a real symbol. */
static int
best_cut (int real,
          int stars)
{
  static int memo[16][16];
  int best = 0;

  if (memo[real][stars] != 0)
    return memo[real][stars] - 1;
  for (int a = 1; a <= MIN (real, 5); a++)
    for (int b = 0; b <= MIN (stars, 5 - a); b++)
      best = MAX (best, arb_eighty_set_points (a + b) + best_cut (real - a, stars - b));
  memo[real][stars] = best + 1;
  return best;
}

static int
brute_force (const int *real,
             int        n,
             int        stars,
             int       *given,
             int        i)
{
  int best = 0;

  if (i == stars)
    {
      int total = 0;

      for (int k = 0; k < n; k++)
        {
          int on = 0;

          for (int j = 0; j < stars; j++)
            on += given[j] == k;
          total += best_cut (real[k], on);
        }
      return total;
    }
  for (int k = -1; k < n; k++)
    {
      given[i] = k;
      best = MAX (best, brute_force (real, n, stars, given, i + 1));
    }
  return best;
}

static void
test_optimiser_against_brute_force (void **state)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (3003);

  for (int round = 0; round < 400; round++)
    {
      static const char *const names[] = { "moon", "sun", "leaf", "wave" };
      int n = g_rand_int_range (rand, 0, 5);
      int stars = g_rand_int_range (rand, 0, 7);
      int real[4], given[8];
      ArbEightySets sets;
      int placed = 0;

      arb_eighty_sets_init (&sets);
      for (int k = 0; k < n; k++)
        {
          real[k] = g_rand_int_range (rand, 1, 9);
          arb_eighty_sets_add (&sets, names[k], real[k]);
        }
      arb_eighty_sets_add (&sets, "star", stars);
      arb_eighty_sets_solve (&sets);
      assert_int_equal (sets.points, brute_force (real, n, stars, given, 0));
      /* the placement it reports scores what it says */
      for (guint k = 0; k < sets.n_symbols; k++)
        {
          assert_int_equal (sets.symbols[k].points,
                            arb_eighty_symbol_points (sets.symbols[k].real, sets.symbols[k].stars));
          placed += sets.symbols[k].stars;
          sets.points -= sets.symbols[k].points;
        }
      assert_int_equal (sets.points, 0);
      assert_int_equal (placed + sets.unused_stars, stars);
    }
}

/* ---- scoring a game ---- */

static void
test_final_score (void **state)
{
  /* Round 1 (standard 10 left): Ann scores 21 (moon), Ben 35 (star),
   * Cleo's 61 goes.  The 80 then ends round 2, where Ann scores 23 (moon),
   * Ben 1 and Cleo 2 (moon). */
  g_autoptr(ArbGame) game = game3 ("white 21 standard symbol moon\nwhite 35 standard symbol star\n"
                                   "white 23 standard symbol moon\nwhite 2 standard symbol moon\n",
                                   ROUND1 "Ann: reveal 21\nBen: reveal 35\nCleo: reveal 61\n"
                                   "centre 1 2 23 80\ndraft 1\ndraft 2\ndraft 23\n"
                                   "Ann: reveal 23\nBen: reveal 1\nCleo: reveal 2\n"
                                   "Ann: hold 3+moon\nBen: hold 2+moon 1\nCleo: hold star\n");
  g_autoptr(ArbScore) score = arb_game_score (game);
  ArbPlayerScore *ann = arb_score_get_player (score, ANN);
  ArbPlayerScore *ben = arb_score_get_player (score, BEN);
  ArbPlayerScore *cleo = arb_score_get_player (score, CLEO);

  assert_true (score->finished);
  /* Ann: 2 + 2 white, 3 bonus, moon ×3 → 5: 12 */
  assert_int_equal (ann->total, 12);
  /* Ben: 3 + 0 white, 3 bonus, moon + star → 2: 8 */
  assert_int_equal (ben->total, 8);
  /* Cleo: 0 white, moon + star → 2: 2 */
  assert_int_equal (cleo->total, 2);
  assert_int_equal (ann->tiebreak, 2);
  assert_true (ann->winner);
  assert_string_equal (score->verdict, "Ann wins with 12");
  assert_string_equal (((ArbScoreLine *) g_ptr_array_index (ann->breakdown, 0))->label, "white 21 23");
  assert_string_equal (((ArbScoreLine *) g_ptr_array_index (ben->breakdown, 1))->label, "Hold 2+moon 1");
}

static void
test_score_only (void **state)
{
  g_autoptr(ArbGame) game = game_from_text (HEADER3 SCORING
                                            "white 12 standard symbol moon\nwhite 25 high-low symbol moon\n"
                                            "white 30 safe-zone\nwhite 3 standard symbol star\n"
                                            "white 44 double-up\n");
  g_autoptr(ArbPrompt) prompt = arb_game_prompt (game);

  assert_string_equal (prompt->verb, "cards");
  parse_fails (game, "centre 1 2 3 4");
  parse_fails (game, "cards 12");
  enter_refused (game, "Ann: cards 12 80", "EI-2");
  enter_refused (game, "Ann: cards 12 13", "EI-1");          /* no definition */
  enter_refused (game, "Ann: cards 12 12", "EI-1");
  enter_refused (game, "Ann: cards 12 hold 1 2 3 4", "EI-5");
  enter_refused (game, "Ann: cards 12 hold 0", "EI-1");
  enter_ok (game, "Ann: cards 12 25 hold 1+moon");
  enter_refused (game, "Ann: cards 30", "EI-6");
  enter_refused (game, "Ben: cards 25", "EI-1");              /* Ann's */
  enter_ok (game, "Ben: cards 30 3 hold star 2");
  enter_ok (game, "Cleo: cards");
  assert_true (arb_game_is_finished (game));
  enter_refused (game, "white 5 standard", "EI-6");
  /* Ann: 1 + 2 + 1 bonus + moon ×3 (5) = 9; Ben: 3 + 0 + 2 + stars alone 0 = 5 */
  assert_int_equal (total_of (game, ANN), 9);
  assert_int_equal (total_of (game, BEN), 5);
  assert_int_equal (total_of (game, CLEO), 0);
}

static void
test_score_only_round_limit (void **state)
{
  g_autoptr(ArbGame) game = game_from_text ("game eighty\nplayers A, B, C, D, E\n" SCORING);
  GString *line = g_string_new ("A: cards");

  define_rest (game);
  for (int v = 1; v <= 11; v++)
    g_string_append_printf (line, " %d", v);
  enter_refused (game, line->str, "EI-3");                    /* 5 players: 10 rounds */
  g_string_truncate (line, line->len - 3);
  enter_ok (game, line->str);
  g_string_free (line, TRUE);
}

static void
test_tiebreaks (void **state)
{
  g_autoptr(ArbGame) broken = game_from_text (HEADER3 SCORING "white 12 standard\nwhite 25 standard\nwhite 30 standard\n"
                                              "Ann: cards 12 25\nBen: cards 30\nCleo: cards\n");
  g_autoptr(ArbGame) shared = game_from_text (HEADER3 SCORING "white 12 standard\nwhite 21 standard\nwhite 30 standard\n"
                                              "white 3 standard\nAnn: cards 12 21\nBen: cards 30 3\nCleo: cards\n");
  g_autoptr(ArbScore) a = arb_game_score (broken);
  g_autoptr(ArbScore) b = arb_game_score (shared);

  assert_int_equal (arb_score_get_player (a, ANN)->total, 3);
  assert_int_equal (arb_score_get_player (a, BEN)->total, 3);
  assert_true (arb_score_get_player (a, ANN)->winner);
  assert_false (arb_score_get_player (a, BEN)->winner);
  assert_string_equal (a->tiebreak, "most scored white cards (EI-7)");
  assert_int_equal (arb_score_n_winners (b), 2);
  assert_string_equal (b->verdict, "Ann and Ben share the victory with 3");
}

/* ---- notation, prompts, undo ---- */

static void
test_notation (void **state)
{
  g_autoptr(ArbGame) game = game3 ("white 10 symbolic-up moon symbol star draw 1\n", ROUND1
                                   "Ann: attaches 5 on Ben\nAnn: reveals 20\n");
  g_autofree char *text = arb_record_print_game (game);
  g_autoptr(ArbRecord) again = arb_record_parse (text, NULL, NULL);
  g_autoptr(ArbGame) replayed = NULL;
  g_autofree char *text2 = NULL;

  assert_non_null (strstr (text, "\nwhite 10 symbolic-up moon symbol star draw 1\n"));
  assert_non_null (strstr (text, "\nAnn: draft 20\nBen: draft 30\nCleo: draft 40\n"));
  assert_non_null (strstr (text, "\nAnn: play +5 Ben\nAnn: reveal 20\n"));
  assert_non_null (again);
  replayed = arb_record_replay (again, G_MAXUINT, NULL, NULL);
  text2 = arb_record_print_game (replayed);
  assert_string_equal (text, text2);
  {
    g_autoptr(ArbGame) holds = game3 ("", "centre 10 20 30 80\ndraft 10\ndraft 20\ndraft 30\n"
                                      "Ann: reveal 10\nBen: reveal 20\nCleo: reveal 30\n"
                                      "Ann: holds moon+3 ★\nBen: hold none\n");
    g_autoptr(ArbGame) only = game_from_text (HEADER3 SCORING "white 12 standard\nAnn: scored 12 hold\n"
                                              "Ben: cards hold none\n");
    g_autofree char *h = arb_record_print_game (holds);
    g_autofree char *o = arb_record_print_game (only);

    assert_non_null (strstr (h, "\nAnn: hold 3+moon star\nBen: hold\n"));
    assert_non_null (strstr (o, "\nAnn: cards 12\nBen: cards\n"));
  }
}

static void
test_undo_redo (void **state)
{
  g_autoptr(ArbGame) game = game3 ("white 55 standard draw 2\n", ROUND1
                                   "Ann: play +1 Cleo\nBen: play +1 Cleo\n"
                                   "Ann: reveal 20\nBen: reveal 55\n");
  g_autofree char *before = arb_game_state_text (game);
  g_autofree char *after = NULL;
  g_autofree char *again = NULL;

  enter_ok (game, "Cleo: reveal 61");
  after = arb_game_state_text (game);
  assert_true (arb_game_undo (game, NULL));
  g_free (again);
  again = arb_game_state_text (game);
  assert_string_equal (before, again);
  assert_true (arb_game_redo (game, NULL));
  g_free (again);
  again = arb_game_state_text (game);
  assert_string_equal (after, again);
}

/* Random legal games through the prompt and free entries: invariants. */
static void
check_invariants (ArbGame *game)
{
  ArbEightyView view;
  int black = 0;

  get_view (game, &view);
  black = view.black_deck + view.black_discard + (int) view.n_plays;
  for (guint i = 0; i < arb_game_get_setup (game)->n_players; i++)
    {
      black += view.black[i];
      assert_true (view.unknown[i] >= 0 && view.unknown[i] <= 3);
      if (view.phase == ARB_EIGHTY_PHASE_CENTRE || view.phase == ARB_EIGHTY_PHASE_HOLD)
        assert_int_equal (view.unknown[i] + (int) view.n_known[i], 3);
      if (view.phase != ARB_EIGHTY_PHASE_DISCARD)
        assert_true (view.black[i] <= 3);
    }
  assert_int_equal (black, 36);
}

static void
play_random_game (const char *players,
                  GRand      *rand)
{
  g_autofree char *text = g_strdup_printf ("game eighty\nplayers %s\n", players);
  g_autoptr(ArbGame) game = game_from_text (text);
  int next = 1, entries = 0;
  guint n = arb_game_get_setup (game)->n_players;
  int end_at = g_rand_int_range (rand, 1, (int) arb_eighty_max_rounds (n) + 1);

  define_rest (game);
  while (!arb_game_is_finished (game))
    {
      g_autoptr(ArbPrompt) prompt = arb_game_prompt (game);
      ArbEightyView view;

      get_view (game, &view);
      assert_true (++entries < 2000);
      if (g_str_equal (prompt->verb, "centre"))
        {
          GString *line = g_string_new ("centre");

          for (guint i = 0; i <= n; i++)
            if (i == n && (int) view.round + 1 == end_at)
              g_string_append (line, " 80");
            else
              g_string_append_printf (line, " %d", next++);
          enter_ok (game, line->str);
          g_string_free (line, TRUE);
        }
      else if (g_str_equal (prompt->verb, "reveal") && g_rand_boolean (rand) && view.black[prompt->player] > 0)
        {
          g_autofree char *line = g_strdup_printf ("%s: play %+d %s", arb_game_get_setup (game)->players[prompt->player],
                                                   g_rand_int_range (rand, -20, 21) | 1,
                                                   arb_game_get_setup (game)->players[g_rand_int_range (rand, 0, (int) n)]);
          enter_ok (game, line);
        }
      else if (g_str_equal (prompt->verb, "reveal") && view.unknown[prompt->player] > 0 && g_rand_boolean (rand))
        {
          /* an unknown card from the hand: a number from the top, never dealt to the centre */
          g_autofree char *line = g_strdup_printf ("%s: reveal %d", arb_game_get_setup (game)->players[prompt->player],
                                                   79 - prompt->player * 3 - (3 - view.unknown[prompt->player]));
          enter_ok (game, line);
        }
      else if (g_str_equal (prompt->verb, "reveal") && prompt->choices->len == 0)
        {
          g_autofree char *line = g_strdup_printf ("%s: reveal %d", arb_game_get_setup (game)->players[prompt->player],
                                                   79 - prompt->player * 3 - (3 - view.unknown[prompt->player]));
          enter_ok (game, line);
        }
      else
        {
          ArbChoice *choice;

          assert_true (prompt->choices->len > 0);
          choice = g_ptr_array_index (prompt->choices, g_rand_int_range (rand, 0, (gint32) prompt->choices->len));
          assert_true (arb_game_append (game, choice->event, NULL));
        }
      check_invariants (game);
    }
  {
    ArbEightyView view;

    get_view (game, &view);
    assert_int_equal (view.round, end_at);
  }
}

static void
test_random_games (void **state)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (20260803);

  for (int i = 0; i < 40; i++)
    play_random_game (i % 4 == 0 ? "A, B" : i % 4 == 1 ? "A, B, C" : i % 4 == 2 ? "A, B, C, D" : "A, B, C, D, E",
                      rand);
}

static void
test_rulings_table (void **state)
{
  const ArbRules *rules = arb_games_lookup ("eighty");

  assert_true (arb_rules_is_available (rules));
  for (int i = 1; i <= 8; i++)
    {
      g_autofree char *id = g_strdup_printf ("EI-%d", i);

      assert_non_null (arb_rules_find_ruling (rules, id));
    }
  assert_null (arb_rules_find_ruling (rules, "EI-9"));
}

int
main (void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test (test_card_line),
    cmocka_unit_test (test_card_values),
    cmocka_unit_test (test_symbols_and_holds),
    cmocka_unit_test (test_players),
    cmocka_unit_test (test_definitions),
    cmocka_unit_test (test_cards_need_definitions),
    cmocka_unit_test (test_each_number_once),
    cmocka_unit_test (test_unknown_player),
    cmocka_unit_test (test_play_typeset_minus),
    cmocka_unit_test (test_play_on_centre),
    cmocka_unit_test (test_80_in_first_centre),
    cmocka_unit_test (test_80_takes_a_centre_place),
    cmocka_unit_test (test_safe_zone_at_80),
    cmocka_unit_test (test_draft_order),
    cmocka_unit_test (test_start),
    cmocka_unit_test (test_reveal_rules),
    cmocka_unit_test (test_reveal_from_known_hand_only),
    cmocka_unit_test (test_play_cards),
    cmocka_unit_test (test_white_deck_runs_out),
    cmocka_unit_test (test_long_chain_text),
    cmocka_unit_test (test_rules_without_ties),
    cmocka_unit_test (test_rules_with_ties),
    cmocka_unit_test (test_symbolic_up),
    cmocka_unit_test (test_modifiers_past_the_ends),
    cmocka_unit_test (test_resolution_words),
    cmocka_unit_test (test_round_in_play),
    cmocka_unit_test (test_draws),
    cmocka_unit_test (test_hand_limit_in_turn_order),
    cmocka_unit_test (test_discards_in_any_order),
    cmocka_unit_test (test_discards_in_turn_order_when_it_matters),
    cmocka_unit_test (test_reshuffle),
    cmocka_unit_test (test_draw_lapses),
    cmocka_unit_test (test_last_round_draws),
    cmocka_unit_test (test_hold_only_at_the_end),
    cmocka_unit_test (test_last_round_discard_before_holds),
    cmocka_unit_test (test_set_sizes),
    cmocka_unit_test (test_stars),
    cmocka_unit_test (test_optimiser_against_brute_force),
    cmocka_unit_test (test_final_score),
    cmocka_unit_test (test_score_only),
    cmocka_unit_test (test_score_only_round_limit),
    cmocka_unit_test (test_tiebreaks),
    cmocka_unit_test (test_notation),
    cmocka_unit_test (test_undo_redo),
    cmocka_unit_test (test_random_games),
    cmocka_unit_test (test_rulings_table),
  };

  return cmocka_run_group_tests (tests, NULL, NULL);
}
