/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Vote Stuffing rules VS-1 .. VS-8. */
#include "test-common.h"

#include "arb-args.h"
#include "games/votestuffing/votestuffing.h"

#define HEADER2 "arbiter 1\ngame votestuffing\nplayers Ann, Ben\n"
#define HEADER3 "arbiter 1\ngame votestuffing\nplayers Ann, Ben, Cleo\n"
#define HEADER7 "arbiter 1\ngame votestuffing\nplayers A, B, C, D, E, F, G\n"
#define EXTENDED "option extended\n"
/* 14 cards for two players: nothing left to draw after the deal */
#define TINY "option mixed-decks\noption deck-size 14\n"

enum { ANN, BEN, CLEO };

/* Ann is down to one card on her third turn: two cards a turn, none
 * drawn.  The right pile ends as 8♥ 7♣ 6♥, all face up. */
#define ANN_TO_ONE "Ann: ? left\nAnn: Ks power\n" \
                   "Ben: 9c left\nBen: Kh power\n" \
                   "Ann: 8h right\nAnn: Qh power\n" \
                   "Ben: 7c right\nBen: Qc power\n" \
                   "Ann: 6h right\nAnn: Kc power\n"

static void
get_view (ArbGame             *game,
          ArbVotestuffingView *view)
{
  arb_votestuffing_get_view (arb_game_get_setup (game), arb_game_get_state (game), view);
}

static int
card (const char *code)
{
  int c = -2;

  assert_true (arb_vs_card_parse (code, &c));
  return c;
}

static const ArbVsCard *
pile_card (const ArbVotestuffingView *view,
           ArbVsSpot                  spot,
           guint                      i)
{
  assert_true (i < view->piles[spot]->len);
  return &g_array_index (view->piles[spot], ArbVsCard, i);
}

static ArbVotestuffingPhase
phase_of (ArbGame *game)
{
  ArbVotestuffingView view;
  ArbVotestuffingPhase phase;

  get_view (game, &view);
  phase = view.phase;
  arb_votestuffing_view_clear (&view);
  return phase;
}

static int
hand_of (ArbGame *game,
         int      seat)
{
  ArbVotestuffingView view;
  int n;

  get_view (game, &view);
  n = view.hand_count[seat];
  arb_votestuffing_view_clear (&view);
  return n;
}

static int
turn_of (ArbGame *game)
{
  ArbVotestuffingView view;
  int turn;

  get_view (game, &view);
  turn = view.turn;
  arb_votestuffing_view_clear (&view);
  return turn;
}

/* The view's flags of the hand, without its piles. */
typedef struct {
  gboolean hand_begun;
  gboolean can_start;
} HandFlags;

static HandFlags
view_of (ArbGame *game)
{
  ArbVotestuffingView view;
  HandFlags flags;

  get_view (game, &view);
  flags.hand_begun = view.hand_begun;
  flags.can_start = view.can_start;
  arb_votestuffing_view_clear (&view);
  return flags;
}

static gboolean
prompt_offers (ArbGame    *game,
               const char *line)
{
  g_autoptr(ArbPrompt) prompt = arb_game_prompt (game);
  g_autoptr(GError) error = NULL;
  guint column = 0;
  g_autoptr(ArbEvent) event = arb_record_parse_event (arb_game_get_setup (game), line, &column, &error);

  assert_non_null (event);
  return arb_prompt_allows (prompt, event);
}

static void
assert_setup_refused (const char *text,
                      const char *rule_id)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(ArbRecord) record = arb_record_parse (text, NULL, &error);
  g_autofree char *rule = NULL;

  if (record != NULL)
    fail_msg ("the header was accepted, expected a refusal by %s", rule_id);
  rule = arb_error_rule_id (error);
  if (!g_str_equal (rule, rule_id))
    fail_msg ("refused by %s, expected %s: %s", rule, rule_id, error->message);
}

/* ---- VS-1: players, deck, deal ---- */

static void
test_setup_limits (void **state)
{
  g_autoptr(ArbGame) seven = game_from_text (HEADER7);
  g_autoptr(ArbGame) nine = game_from_text ("game votestuffing\nplayers A, B, C, D, E, F, G, H, I\n"
                                            "option mixed-decks\noption deck-size 80\n");
  ArbVotestuffingView view;

  assert_setup_refused ("game votestuffing\nplayers Ann\n", "VS-1");
  assert_setup_refused ("game votestuffing\nplayers A, B, C, D, E, F, G, H\n", "VS-1");
  assert_setup_refused ("game votestuffing\nplayers Ann, Ben\noption deck-size 60\n", "VS-1");
  assert_setup_refused ("game votestuffing\nplayers A, B, C, D, E, F, G, H\noption mixed-decks\noption deck-size 55\n", "VS-1");
  assert_setup_refused ("game votestuffing\nplayers A, B, C, D, E, F, G, H, I, J, K, L, M, N, O, P, Q, R, S, T, U\n"
                        "option mixed-decks\noption deck-size 999\n", "setup");
  get_view (seven, &view);
  assert_int_equal (view.draw_pile, 54 - 49);
  assert_int_equal (view.n_players, 7);
  arb_votestuffing_view_clear (&view);
  get_view (nine, &view);
  assert_int_equal (view.draw_pile, 80 - 63);
  arb_votestuffing_view_clear (&view);
}

/* VS-1: mixed decks have no limit of 7 players, even when nobody gave the
 * deck's size: it counts whole 54-card decks, as many as the deal needs. */
static void
test_mixed_decks_no_limit (void **state)
{
  g_autoptr(ArbGame) eight = game_from_text ("game votestuffing\nplayers A, B, C, D, E, F, G, H\n"
                                             "option mixed-decks\n");
  g_autoptr(ArbGame) seven = game_from_text ("game votestuffing\nplayers A, B, C, D, E, F, G\n"
                                             "option mixed-decks\n");
  g_autoptr(ArbGame) sixteen = game_from_text ("game votestuffing\n"
                                               "players A, B, C, D, E, F, G, H, I, J, K, L, M, N, O, P\n"
                                               "option mixed-decks\n");
  ArbVotestuffingView view;

  get_view (eight, &view);
  assert_int_equal (view.draw_pile, 108 - 56);
  arb_votestuffing_view_clear (&view);
  get_view (seven, &view);
  assert_int_equal (view.draw_pile, 54 - 49);
  arb_votestuffing_view_clear (&view);
  get_view (sixteen, &view);
  assert_int_equal (view.draw_pile, 162 - 112);
  arb_votestuffing_view_clear (&view);
}

static void
test_deal (void **state)
{
  g_autoptr(ArbGame) game = game_from_text (HEADER3 "start Ben\n");
  ArbVotestuffingView view;

  get_view (game, &view);
  assert_int_equal (view.phase, ARB_VOTESTUFFING_PLAY);
  assert_int_equal (view.turn, BEN);
  assert_int_equal (view.player, BEN);
  assert_int_equal (view.hand, 1);
  assert_int_equal (view.side, ARB_VS_LEFT);
  assert_int_equal (view.mode, 1);
  assert_int_equal (view.draw_pile, 33);
  for (int p = 0; p < 3; p++)
    assert_int_equal (view.hand_count[p], 7);
  assert_int_equal (view.plays_made, 0);
  assert_int_equal (view.plays_left, 2);
  assert_true (view.open[ARB_VS_LEFT]);
  assert_true (view.open[ARB_VS_MIDDLE]);
  assert_false (view.open[ARB_VS_RIGHT]);
  assert_true (view.power_open);
  assert_false (view.can_end);
  for (int spot = 0; spot < ARB_VS_N_SPOTS; spot++)
    assert_int_equal (view.piles[spot]->len, 0);
  assert_int_equal (view.tally.winner, ARB_VS_NO_TYPE);
  arb_votestuffing_view_clear (&view);
}

/* ---- cards and their notation (VS-3, VS-4) ---- */

static void
test_cards (void **state)
{
  int c = -2;

  assert_int_equal (card ("7h"), card ("7♥"));
  assert_int_equal (card ("10c"), card ("Tc"));
  assert_int_equal (card ("KS"), card ("ks"));
  assert_int_equal (card ("jk"), ARB_VS_JOKER);
  assert_int_equal (card ("Joker"), ARB_VS_JOKER);
  assert_int_equal (card ("?"), ARB_VS_UNKNOWN);
  assert_false (arb_vs_card_parse ("1h", &c));
  assert_false (arb_vs_card_parse ("11s", &c));
  assert_false (arb_vs_card_parse ("h", &c));
  assert_false (arb_vs_card_parse ("7x", &c));
  assert_false (arb_vs_card_parse ("", &c));
  assert_string_equal (arb_vs_card_code (card ("10h")), "10h");
  assert_string_equal (arb_vs_card_code (card ("qd")), "Qd");
  assert_string_equal (arb_vs_card_label (card ("Kc")), "K♣");
  /* VS-4 */
  assert_int_equal (arb_vs_card_type (card ("2h")), ARB_VS_ROUNDEE);
  assert_int_equal (arb_vs_card_type (card ("2c")), ARB_VS_ROUNDEE);
  assert_int_equal (arb_vs_card_type (card ("2s")), ARB_VS_SHARPO);
  assert_int_equal (arb_vs_card_type (card ("2d")), ARB_VS_SHARPO);
  assert_int_equal (arb_vs_card_type (ARB_VS_JOKER), ARB_VS_NO_TYPE);
  /* VS-3: which cards have a power move */
  for (int r = 1; r <= 13; r++)
    {
      g_autofree char *code = g_strdup_printf ("%sh", (const char *[]) { "", "A", "2", "3", "4", "5", "6",
                                                                        "7", "8", "9", "10", "J", "Q", "K" }[r]);
      gboolean power = arb_vs_card_power (card (code)) != ARB_VS_POWER_NONE;

      assert_int_equal (power, r <= 4 || r >= 10);
    }
  assert_int_equal (arb_vs_card_power (ARB_VS_JOKER), ARB_VS_POWER_SLIDE);
}

/* ---- VS-3: the twelve face cards ---- */

static void
test_face_cards (void **state)
{
  static const struct { const char *card; ArbVsSpot side; int mode; } faces[] = {
    { "Ks", ARB_VS_LEFT, 2 }, { "Qs", ARB_VS_LEFT, 2 }, { "Jc", ARB_VS_LEFT, 2 },
    { "Kh", ARB_VS_RIGHT, 2 }, { "Kc", ARB_VS_RIGHT, 2 }, { "Qh", ARB_VS_RIGHT, 2 },
    { "Qc", ARB_VS_RIGHT, 2 }, { "Qd", ARB_VS_RIGHT, 2 }, { "Jd", ARB_VS_RIGHT, 2 },
    { "Js", ARB_VS_LEFT, 1 }, { "Kd", ARB_VS_RIGHT, 1 }, { "Jh", ARB_VS_RIGHT, 1 },
  };
  int selecting = 0;

  for (guint i = 0; i < G_N_ELEMENTS (faces); i++)
    {
      /* Ann first selects the other side in the other mode, so that each
       * card visibly sets both */
      g_autoptr(ArbGame) game = game_from_text (HEADER2);
      g_autofree char *first = g_strdup_printf ("Ann: %s power", faces[i].side == ARB_VS_LEFT
                                                ? (faces[i].mode == 2 ? "Jh" : "Kh")
                                                : (faces[i].mode == 2 ? "Js" : "Ks"));
      g_autofree char *line = g_strdup_printf ("Ben: %s power", faces[i].card);
      ArbVotestuffingView view;

      enter_ok (game, first);
      get_view (game, &view);
      assert_true (view.side != faces[i].side && view.mode != faces[i].mode);
      arb_votestuffing_view_clear (&view);
      enter_ok (game, line);
      get_view (game, &view);
      assert_int_equal (view.side, faces[i].side);
      assert_int_equal (view.mode, faces[i].mode);
      assert_true (pile_card (&view, ARB_VS_MIDDLE, 1)->face_up);
      assert_true (pile_card (&view, ARB_VS_MIDDLE, 1)->power);
      arb_votestuffing_view_clear (&view);
      assert_contains (last_description (game), "is selected");
    }
  for (int c = 0; c < 52; c++)
    {
      ArbVsSpot side;
      int mode;

      selecting += arb_vs_card_selects (c, &side, &mode);
    }
  assert_int_equal (selecting, 12);
}

/* ---- VS-2: one card per spot, the selected side in its mode ---- */

static void
test_same_spot_refused (void **state)
{
  g_autoptr(ArbGame) game = game_from_text (HEADER3);
  ArbVotestuffingView view;

  enter_ok (game, "? left");
  enter_refused (game, "? left", "VS-2");
  enter_refused (game, "7h left", "VS-2");
  get_view (game, &view);
  assert_false (view.open[ARB_VS_LEFT]);
  assert_true (view.open[ARB_VS_MIDDLE]);
  assert_true (view.can_end);
  assert_int_equal (view.plays_left, 1);
  arb_votestuffing_view_clear (&view);
  enter_ok (game, "? middle");
  /* two cards: the turn passed by itself */
  assert_int_equal (turn_of (game), BEN);
  enter_ok (game, "Ben: ? middle");
  enter_refused (game, "Ben: Ks power", "VS-2");
  enter_refused (game, "Ben: ? middle", "VS-2");
  enter_ok (game, "Ben: ? left");
  assert_int_equal (turn_of (game), CLEO);
  /* a power move and then its side: the middle is used once */
  enter_ok (game, "Cleo: Kh power");
  enter_refused (game, "Cleo: ? left", "VS-2");
  enter_refused (game, "Cleo: ? middle", "VS-2");
  enter_ok (game, "Cleo: 7h right");
  assert_int_equal (turn_of (game), ANN);
}

static void
test_side_and_mode (void **state)
{
  g_autoptr(ArbGame) game = game_from_text (HEADER2);
  ArbVotestuffingView view;

  enter_refused (game, "7h left up", "VS-2");
  enter_refused (game, "? right", "VS-2");
  enter_ok (game, "7h left down");
  enter_ok (game, "Ks power");
  enter_refused (game, "Ben: 8h left down", "VS-2");
  enter_refused (game, "Ben: 8h right", "VS-2");
  enter_ok (game, "Ben: 8h left up");
  get_view (game, &view);
  assert_int_equal (view.piles[ARB_VS_LEFT]->len, 2);
  assert_false (pile_card (&view, ARB_VS_LEFT, 0)->face_up);
  assert_int_equal (pile_card (&view, ARB_VS_LEFT, 0)->card, card ("7h"));
  assert_true (pile_card (&view, ARB_VS_LEFT, 1)->face_up);
  assert_int_equal (pile_card (&view, ARB_VS_LEFT, 1)->card, card ("8h"));
  arb_votestuffing_view_clear (&view);
}

static void
test_power_cards_only (void **state)
{
  g_autoptr(ArbGame) game = game_from_text (HEADER2);

  enter_refused (game, "7h power", "VS-3");
  enter_refused (game, "5c middle up", "VS-3");
  enter_refused (game, "9s power", "VS-3");
  enter_refused (game, "? power", "VS-3");
  enter_ok (game, "7h middle");
  enter_ok (game, "? left");
  enter_ok (game, "Ben: 10c power");
  enter_ok (game, "Ben: Ac left");
}

/* ---- VS-2: turns ---- */

static void
test_turn_order (void **state)
{
  g_autoptr(ArbGame) game = game_from_text (HEADER3);

  enter_refused (game, "Ben: ? left", "VS-2");
  enter_refused (game, "end", "VS-2");
  enter_ok (game, "Ann: ? left");
  enter_refused (game, "Cleo: ? left", "VS-2");
  enter_ok (game, "end");
  assert_int_equal (turn_of (game), BEN);
  enter_ok (game, "? middle");
  assert_int_equal (turn_of (game), BEN);
  /* the next player's name ends a one-card turn */
  enter_ok (game, "Cleo: ? left");
  assert_int_equal (turn_of (game), CLEO);
  assert_string_equal (arb_game_get_description (game, 3), "Ben's turn ends · Cleo plays a card face down to the left");
  /* an "end" after a turn that ended by itself changes nothing */
  enter_ok (game, "Cleo: Ks power");
  assert_int_equal (turn_of (game), ANN);
  enter_ok (game, "end");
  assert_int_equal (arb_game_get_event (game, arb_game_get_n_events (game) - 1)->actor, CLEO);
  assert_string_equal (last_description (game), "Cleo's turn had already ended");
  assert_int_equal (turn_of (game), ANN);
  enter_refused (game, "Cleo: end", "VS-2");
  enter_refused (game, "end", "VS-2");
  enter_ok (game, "? left");
  enter_refused (game, "Cleo: end", "VS-2");
}

static void
test_start (void **state)
{
  g_autoptr(ArbGame) game = game_from_text (HEADER3 "start Cleo random\n");

  assert_int_equal (turn_of (game), CLEO);
  assert_contains (last_description (game), "Cleo begins (picked at random)");
  enter_refused (game, "start Ben", "VS-2");
  enter_ok (game, "? left");
  enter_refused (game, "start Ann", "VS-2");
}

/* ---- VS-2: the middle face down, everyone draws ---- */

static void
test_middle_draws_in_order (void **state)
{
  g_autoptr(ArbGame) game = game_from_text (HEADER7 "start C\n");
  ArbVotestuffingView view;

  /* five cards to draw for seven players: C D E F G draw them, then the
   * middle (C's card) is shuffled for A, and B gets nothing (VS-7) */
  enter_ok (game, "? middle");
  get_view (game, &view);
  assert_int_equal (view.hand_count[2], 7);   /* C */
  assert_int_equal (view.hand_count[3], 8);
  assert_int_equal (view.hand_count[6], 8);   /* G */
  assert_int_equal (view.hand_count[0], 8);   /* A: the reshuffled card */
  assert_int_equal (view.hand_count[1], 7);   /* B: nothing */
  assert_int_equal (view.draw_pile, 0);
  assert_int_equal (view.piles[ARB_VS_MIDDLE]->len, 0);
  assert_int_equal (view.reshuffles, 1);
  arb_votestuffing_view_clear (&view);
  assert_contains (last_description (game), "everyone draws one, C first");
  assert_contains (last_description (game), "the middle's 1 card is shuffled into a new draw pile");
  assert_contains (last_description (game), "B draws nothing: the draw pile and the middle are empty");
}

/* ---- VS-3: power moves ---- */

static void
test_joker_slides (void **state)
{
  g_autoptr(ArbGame) game = game_from_text (HEADER2 "7h left\n3h power\nBen: 8c left\nBen: ? middle\n");
  ArbVotestuffingView view;

  enter_ok (game, "Ann: joker power");
  get_view (game, &view);
  assert_int_equal (view.piles[ARB_VS_LEFT]->len, 0);
  /* the left pile goes under the middle, the joker on top */
  assert_int_equal (view.piles[ARB_VS_MIDDLE]->len, 5);
  assert_int_equal (pile_card (&view, ARB_VS_MIDDLE, 0)->card, card ("7h"));
  assert_int_equal (pile_card (&view, ARB_VS_MIDDLE, 1)->card, card ("8c"));
  assert_int_equal (pile_card (&view, ARB_VS_MIDDLE, 4)->card, ARB_VS_JOKER);
  /* the slid cards leave the tally; the 3's bonus stays */
  assert_int_equal (view.tally.left.count[ARB_VS_ROUNDEE], 0);
  assert_int_equal (view.tally.total[ARB_VS_ROUNDEE], 3);
  assert_int_equal (view.side, ARB_VS_LEFT);
  arb_votestuffing_view_clear (&view);
  assert_contains (last_description (game), "the left pile (2 cards) slides under the middle");
}

static void
test_ace_flips (void **state)
{
  g_autoptr(ArbGame) game = game_from_text (HEADER2 "? left\nKs power\nBen: 7h left\n");
  ArbVotestuffingView view;

  enter_ok (game, "Ben: As power");
  get_view (game, &view);
  assert_int_equal (view.piles[ARB_VS_LEFT]->len, 2);
  assert_int_equal (pile_card (&view, ARB_VS_LEFT, 0)->card, card ("7h"));
  assert_false (pile_card (&view, ARB_VS_LEFT, 0)->face_up);
  assert_int_equal (pile_card (&view, ARB_VS_LEFT, 1)->card, ARB_VS_UNKNOWN);
  assert_true (pile_card (&view, ARB_VS_LEFT, 1)->face_up);
  assert_int_equal (view.tally.left.count[ARB_VS_ROUNDEE], 1);
  assert_int_equal (view.tally.left.count[ARB_VS_TYPE_UNKNOWN], 1);
  assert_int_equal (view.side, ARB_VS_LEFT);
  assert_int_equal (view.mode, 2);
  arb_votestuffing_view_clear (&view);
  assert_contains (last_description (game), "the left pile (2 cards) is turned over");
}

static void
test_two_makes_draw (void **state)
{
  g_autoptr(ArbGame) three = game_from_text (HEADER3);
  g_autoptr(ArbGame) two = game_from_text (HEADER2);
  ArbVotestuffingView view;

  enter_refused (three, "2h power", "VS-3");
  enter_refused (three, "2h power Ann", "VS-3");
  enter_refused (three, "2h power Zed", "VS-1");
  enter_refused (three, "7h left Ben", "parse");
  enter_ok (three, "2h power cleo");
  assert_string_equal (arb_game_get_event (three, 0)->args[2], "Cleo");
  get_view (three, &view);
  assert_int_equal (view.hand_count[CLEO], 9);
  assert_int_equal (view.hand_count[ANN], 6);
  assert_int_equal (view.draw_pile, 31);
  arb_votestuffing_view_clear (&view);
  assert_contains (last_description (three), "Cleo draws two");
  /* two players: the only opponent draws */
  enter_ok (two, "2c power");
  assert_int_equal (hand_of (two, BEN), 9);
}

static void
test_three_and_ten_bonuses (void **state)
{
  g_autoptr(ArbGame) game = game_from_text (HEADER2 "3h power\n10d left\nBen: 10c power\nBen: 3s left\n");
  ArbVotestuffingView view;
  const ArbVsBonus *b;

  get_view (game, &view);
  /* left: 10♦ and 3♠ as ordinary cards; middle: 3♥ +3, 10♣ +1 */
  assert_int_equal (view.tally.left.count[ARB_VS_SHARPO], 2);
  assert_int_equal (view.tally.bonuses->len, 2);
  b = &g_array_index (view.tally.bonuses, ArbVsBonus, 0);
  assert_int_equal (b->card, card ("3h"));
  assert_int_equal (b->points, 3);
  b = &g_array_index (view.tally.bonuses, ArbVsBonus, 1);
  assert_int_equal (b->card, card ("10c"));
  assert_int_equal (b->points, 1);
  assert_int_equal (view.tally.total[ARB_VS_ROUNDEE], 4);
  assert_int_equal (view.tally.total[ARB_VS_SHARPO], 2);
  assert_int_equal (view.tally.winner, ARB_VS_ROUNDEE);
  arb_votestuffing_view_clear (&view);
}

static void
test_four_bonus_card (void **state)
{
  g_autoptr(ArbGame) game = game_from_text (HEADER3);
  g_autoptr(ArbPrompt) prompt = NULL;
  ArbVotestuffingView view;

  enter_refused (game, "bonus ?", "VS-3");
  enter_ok (game, "4c power");
  get_view (game, &view);
  assert_int_equal (view.phase, ARB_VOTESTUFFING_BONUS);
  assert_int_equal (view.player, ANN);
  arb_votestuffing_view_clear (&view);
  prompt = arb_game_prompt (game);
  assert_string_equal (prompt->verb, "bonus");
  assert_true (prompt_offers (game, "Ann: bonus ?"));
  enter_refused (game, "? middle", "VS-3");
  enter_refused (game, "7c left up", "VS-3");
  enter_refused (game, "Ben: ? left", "VS-3");
  enter_refused (game, "end", "VS-3");
  enter_refused (game, "Ann: call 7c", "VS-5");
  {
    /* a card to the selected side is the bonus card, however written */
    g_autoptr(GError) error = NULL;
    g_autoptr(ArbEvent) as_play = arb_event_new (ANN, "play", "?", "left", NULL);

    assert_true (arb_game_check (game, as_play, &error));
  }
  enter_ok (game, "7c bonus");
  assert_string_equal (arb_game_get_event (game, 1)->verb, "bonus");
  get_view (game, &view);
  /* face down to the selected side, and not one of the turn's plays */
  assert_int_equal (view.piles[ARB_VS_LEFT]->len, 1);
  assert_false (pile_card (&view, ARB_VS_LEFT, 0)->face_up);
  assert_int_equal (view.plays_made, 1);
  assert_true (view.open[ARB_VS_LEFT]);
  assert_int_equal (view.hand_count[ANN], 5);
  arb_votestuffing_view_clear (&view);
  enter_ok (game, "? left");
  assert_int_equal (hand_of (game, ANN), 4);
  assert_int_equal (turn_of (game), BEN);
  /* as a second card: the turn ends after the bonus */
  enter_ok (game, "Ben: ? left");
  enter_ok (game, "Ben: 4h power");
  assert_int_equal (turn_of (game), BEN);
  enter_ok (game, "bonus ?");
  assert_int_equal (turn_of (game), CLEO);
  assert_int_equal (hand_of (game, BEN), 4);
}

/* VS-2: a face-up 4 needs the 4, its bonus card and a card to keep. */
static void
test_four_needs_three_cards (void **state)
{
  g_autoptr(ArbGame) game = game_from_text (HEADER2 "? left\nKs power\nBen: ? left\nBen: ? middle\n"
                                            "Ann: ? left\nAnn: Qs power\nBen: ? left\nBen: ? middle\n"
                                            "Ann: ? left\n");

  /* Ann: 7, 5, draws to 6, 4, draws to 5, then 4 */
  assert_int_equal (hand_of (game, ANN), 4);
  enter_ok (game, "Ann: Js power");
  assert_int_equal (hand_of (game, ANN), 3);
  enter_ok (game, "Ben: ? left");
  enter_ok (game, "Ben: ? middle");
  assert_int_equal (hand_of (game, ANN), 4);
  enter_ok (game, "Ann: ? left");
  enter_ok (game, "Ann: Kd power");
  assert_int_equal (hand_of (game, ANN), 2);
  enter_ok (game, "Ben: ? right");
  enter_ok (game, "Ben: ? middle");
  assert_int_equal (hand_of (game, ANN), 3);
  enter_ok (game, "Ann: ? middle");
  assert_int_equal (hand_of (game, ANN), 3);
  enter_ok (game, "Ann: ? right");
  assert_int_equal (hand_of (game, ANN), 2);
  enter_ok (game, "Ben: ? middle");
  enter_ok (game, "Ben: ? right");
  assert_int_equal (hand_of (game, ANN), 3);
  enter_ok (game, "Ann: ? right");
  assert_int_equal (hand_of (game, ANN), 2);
  enter_refused (game, "Ann: 4d power", "VS-2");
  assert_false (prompt_offers (game, "Ann: play 4d power"));
  assert_true (prompt_offers (game, "Ann: play Ad power"));
}

/* ---- VS-5: calls and the tally ---- */

/* Ann ends her third turn with two cards: the 4's bonus card went to
 * the right face down.  Left: ?, 9♣; right: ?, 8♥, 7♣. */
#define ANN_TO_TWO "Ann: ? left\nAnn: Ks power\n" \
                   "Ben: 9c left\nBen: Kh power\n" \
                   "Ann: 4d power\nbonus ?\nAnn: 8h right\n" \
                   "Ben: 7c right\nBen: Qc power\n"

static void
test_call_right_wins (void **state)
{
  g_autoptr(ArbGame) game = game_from_text (HEADER2 ANN_TO_ONE);
  g_autoptr(ArbPrompt) prompt = arb_game_prompt (game);
  g_autoptr(ArbScore) score = NULL;
  ArbVotestuffingView view;

  assert_string_equal (prompt->verb, "call");
  assert_int_equal (prompt->player, ANN);
  assert_int_equal (prompt->choices->len, 0);
  assert_contains (last_description (game), "Ann is down to one card and must show it");
  enter_refused (game, "Ben: ? left", "VS-5");
  enter_refused (game, "Ann: ? middle", "VS-5");
  enter_refused (game, "reveal left 2s", "VS-5");
  enter_refused (game, "Ben: call 5h", "VS-5");
  enter_refused (game, "call ?", "VS-5");
  enter_refused (game, "call", "VS-5");
  enter_refused (game, "call 8h", "VS-1");
  {
    /* the progress says what is due: a call, then the reveal */
    g_autofree char *calling = arb_game_progress (game);

    assert_contains (calling, "Ann shows the last card (a call)");
  }
  enter_ok (game, "call 5h");
  {
    g_autofree char *revealing = arb_game_progress (game);

    assert_contains (revealing, "the side piles are revealed");
  }
  get_view (game, &view);
  assert_int_equal (view.phase, ARB_VOTESTUFFING_REVEAL);
  assert_int_equal (view.player, ARB_NO_PLAYER);
  assert_int_equal (view.caller, ANN);
  assert_int_equal (view.call_card, card ("5h"));
  assert_int_equal (view.to_reveal[ARB_VS_LEFT], 1);
  assert_int_equal (view.to_reveal[ARB_VS_RIGHT], 0);
  assert_int_equal (view.revealed[ANN], card ("5h"));
  arb_votestuffing_view_clear (&view);
  g_clear_pointer (&prompt, arb_prompt_free);
  prompt = arb_game_prompt (game);
  assert_string_equal (prompt->verb, "reveal");
  enter_refused (game, "reveal", "VS-5");
  enter_refused (game, "reveal left 2s 3s", "VS-5");
  enter_refused (game, "reveal left ?", "VS-5");
  enter_refused (game, "reveal left 8h", "VS-1");
  enter_refused (game, "reveal left 5h", "VS-1");
  enter_refused (game, "reveal right 2s", "VS-5");
  enter_refused (game, "Ben: ? left", "VS-5");
  enter_ok (game, "reveal left 2s");
  assert_contains (last_description (game), "tally: roundees 4 (left 1, right 3) to sharpos 1 (left 1, right 0), roundees win");
  assert_contains (last_description (game), "Ann's call is right: Ann wins");
  get_view (game, &view);
  assert_int_equal (view.phase, ARB_VOTESTUFFING_OVER);
  assert_int_equal (view.winner, ANN);
  assert_int_equal (view.n_calls, 1);
  arb_votestuffing_view_clear (&view);
  score = arb_game_score (game);
  assert_true (score->finished);
  assert_int_equal (arb_score_n_winners (score), 1);
  assert_true (arb_score_get_player (score, ANN)->winner);
  assert_int_equal (arb_score_get_player (score, ANN)->total, 1);
  assert_int_equal (arb_score_get_player (score, BEN)->total, 0);
  assert_contains (score->verdict, "Ann wins: the 5♥ is the right call");
  assert_true (arb_game_is_finished (game));
  enter_refused (game, "Ben: ? left", "VS-5");
  enter_refused (game, "Ben: call 5h", "VS-5");
}

static void
test_wrong_call_goes_on (void **state)
{
  g_autoptr(ArbGame) game = game_from_text (HEADER2 ANN_TO_TWO "Ann: 6h right\ncall 5s\n");
  const ArbVotestuffingCall *call;
  ArbVotestuffingView view;

  enter_ok (game, "reveal left s=1 right s=1");
  assert_contains (last_description (game), "Ann's call is wrong: the 5♠ stays shown in hand and play goes on");
  call = arb_votestuffing_get_call (arb_game_get_state (game), 0);
  assert_non_null (call);
  assert_null (arb_votestuffing_get_call (arb_game_get_state (game), 1));
  assert_false (call->right);
  assert_int_equal (call->player, ANN);
  assert_int_equal (call->tally.total[ARB_VS_ROUNDEE], 4);
  assert_int_equal (call->tally.total[ARB_VS_SHARPO], 2);
  assert_int_equal (call->piles[1]->len, 4);
  get_view (game, &view);
  /* the turn goes on after a wrong call: one more card, to the middle */
  assert_int_equal (view.phase, ARB_VOTESTUFFING_PLAY);
  assert_int_equal (view.turn, ANN);
  assert_int_equal (view.plays_made, 1);
  assert_int_equal (view.plays_left, 1);
  assert_true (view.can_end);
  assert_int_equal (view.hand_count[ANN], 1);
  assert_int_equal (view.revealed[ANN], card ("5s"));
  assert_int_equal (view.to_reveal[ARB_VS_LEFT], 0);
  arb_votestuffing_view_clear (&view);
  assert_true (prompt_offers (game, "Ann: play 5s middle"));
  assert_true (prompt_offers (game, "Ann: end"));
  assert_false (prompt_offers (game, "Ann: play ? middle"));
  enter_refused (game, "? right", "VS-2");
  enter_refused (game, "Kd power", "VS-6");
  enter_refused (game, "4s middle", "VS-5");
  /* "?" is the shown card: it lies known in the middle */
  enter_ok (game, "? middle");
  get_view (game, &view);
  assert_int_equal (pile_card (&view, ARB_VS_MIDDLE, view.piles[ARB_VS_MIDDLE]->len - 1)->card, card ("5s"));
  assert_int_equal (view.phase, ARB_VOTESTUFFING_CALL);
  assert_int_equal (view.hand_count[ANN], 1);
  assert_int_equal (view.revealed[ANN], ARB_VS_UNKNOWN);
  arb_votestuffing_view_clear (&view);
  enter_refused (game, "call", "VS-5");
  enter_refused (game, "call 5s", "VS-1");
  /* every side card is known by type: the call settles at once */
  enter_ok (game, "call 9d");
  assert_contains (last_description (game), "Ann's call is wrong");
  assert_int_equal (turn_of (game), BEN);
  /* a reveal that agrees with the piles may still follow */
  enter_refused (game, "reveal left 2h 9c", "VS-5");
  enter_refused (game, "reveal right 3d", "VS-5");
  enter_ok (game, "reveal left 2s 9c right 3d 8h 7c 6h");
  enter_refused (game, "reveal", "VS-5");
}

/* VS-6: one card in hand goes only face down to the middle. */
static void
test_last_card_only_to_middle (void **state)
{
  g_autoptr(ArbGame) game = game_from_text (HEADER2 ANN_TO_TWO "Ann: 6h right\ncall 5s\nreveal left 2s right 3d\n"
                                            "end\nBen: ? right\nBen: end\n");
  g_autoptr(ArbPrompt) prompt = arb_game_prompt (game);

  assert_int_equal (turn_of (game), ANN);
  assert_int_equal (hand_of (game, ANN), 1);
  assert_int_equal (prompt->choices->len, 1);
  enter_refused (game, "? right", "VS-6");
  enter_refused (game, "5s right", "VS-6");
  enter_refused (game, "Jh power", "VS-6");
  enter_refused (game, "end", "VS-2");
  enter_refused (game, "4d middle", "VS-5");
  enter_ok (game, "5s middle");
  assert_int_equal (phase_of (game), ARB_VOTESTUFFING_CALL);
}

/* VS-5, VS-6: a wrong call after a first card to the middle: the one card
 * left may not go to the side, so the turn is over; trying is refused by
 * VS-6, the reason, not as a turn out of order. */
static void
test_last_card_after_middle_play (void **state)
{
  g_autoptr(ArbGame) game = game_from_text (HEADER2 ANN_TO_TWO "Ann: Jd power\ncall 5s\n"
                                            "reveal left s=1 right s=1\n");

  assert_int_equal (turn_of (game), BEN);
  assert_int_equal (hand_of (game, ANN), 1);
  enter_refused (game, "Ann: 5s right", "VS-6");
  enter_refused (game, "Ann: ? right", "VS-6");
  enter_refused (game, "Ann: ? middle", "VS-2");
  enter_refused (game, "Ann: ? left", "VS-2");
  enter_ok (game, "Ann: end");
  enter_refused (game, "Ann: 5s right", "VS-2");
  enter_ok (game, "Ben: 6c right");
}

/* The shown card stays known while the hand says which card went. */
static void
test_shown_card (void **state)
{
  g_autoptr(ArbGame) game = game_from_text (HEADER2 ANN_TO_TWO "Ann: 6h right\ncall 5s\nreveal left 2s right 3d\n"
                                            "end\nBen: ? middle\nBen: ? right\n");
  g_autoptr(ArbGame) other = NULL;

  assert_int_equal (hand_of (game, ANN), 2);
  enter_ok (game, "Ann: Qd right");
  /* the 5♠ is still in hand: it calls again */
  assert_true (prompt_offers (game, "Ann: call 5s"));
  enter_refused (game, "call 4h", "VS-5");
  enter_ok (game, "call");
  assert_contains (last_description (game), "Ann shows the 5♠ and calls sharpos");
  /* after a "?" the table cannot tell which card went */
  other = game_from_text (HEADER2 ANN_TO_TWO "Ann: 6h right\ncall 5s\nreveal left 2s right 3d\n"
                          "end\nBen: ? middle\nBen: ? right\nAnn: ? right\n");
  enter_ok (other, "call 4h");
}

static void
test_tally_with_bonuses (void **state)
{
  g_autoptr(ArbGame) game = game_from_text (HEADER2 "Ann: ? left\nAnn: 3s power\n"
                                            "Ben: 9c left\nBen: 10h power\n"
                                            "Ann: Ks power\nAnn: 10c left\n"
                                            "Ben: 3c power\nBen: 10d left\n"
                                            "Ann: 10s power\nAnn: 8d left\n"
                                            "call 7c\n");
  g_autoptr(ArbScore) score = NULL;

  enter_ok (game, "reveal left 2h");
  /* left: 2♥ 9♣ 10♣ against 10♦ 8♦; middle: 10♥ +1 and 3♣ +3 against
   * 3♠ +3 and 10♠ +1 */
  assert_contains (last_description (game),
                   "tally: roundees 7 (left 3, right 0, 10♥ +1, 3♣ +3) to sharpos 6 (left 2, right 0, 3♠ +3, 10♠ +1), roundees win");
  score = arb_game_score (game);
  assert_true (arb_score_get_player (score, ANN)->winner);
  assert_string_equal (((ArbScoreLine *) g_ptr_array_index (arb_score_get_player (score, ANN)->breakdown, 0))->label,
                       "7♣ calls roundees, right: roundees 7 (left 3, right 0, 10♥ +1, 3♣ +3) to sharpos 6 (left 2, right 0, 3♠ +3, 10♠ +1)");
}

/* VS-5: a joker calls a tie. */
static void
test_joker_calls_tie (void **state)
{
  static const char *const moves = "Ann: ? left\nAnn: Ks power\nBen: 9c left\nBen: Kh power\n"
                                   "Ann: 4d power\nbonus ?\nAnn: 8s right\nBen: 7d right\nBen: Qc power\n"
                                   "Ann: 6h right\ncall joker\n";
  g_autofree char *text = g_strconcat (HEADER2, moves, NULL);
  g_autofree char *extended = g_strconcat (HEADER2 EXTENDED, moves, NULL);
  g_autoptr(ArbGame) game = game_from_text (text);
  g_autoptr(ArbGame) ext = game_from_text (extended);

  enter_refused (game, "reveal left 2s right 8s", "VS-1");
  enter_ok (game, "reveal left 2s right 3h");
  assert_contains (last_description (game), "roundees 3 (left 1, right 2) to sharpos 3 (left 1, right 2), a tie");
  assert_contains (last_description (game), "Ann's call is right");
  assert_int_equal (phase_of (game), ARB_VOTESTUFFING_OVER);
  /* the same call in the extended game scores nothing (VS-8) */
  enter_ok (ext, "reveal left 2s right 3h");
  assert_contains (last_description (ext), "Ann's call is right: 0 points");
  assert_int_equal (total_of (ext, ANN), 0);
  assert_int_equal (phase_of (ext), ARB_VOTESTUFFING_PLAY);
}

/* ---- VS-7: the draw pile runs out ---- */

static void
test_reshuffle_removes_bonuses (void **state)
{
  g_autoptr(ArbGame) game = game_from_text (HEADER7 "A: 3h power\nA: ? left\n");
  ArbVotestuffingView view;
  const int after[] = { 6, 7, 8, 8, 8, 8, 8 };

  get_view (game, &view);
  assert_int_equal (view.tally.total[ARB_VS_ROUNDEE], 3);
  arb_votestuffing_view_clear (&view);
  enter_ok (game, "B: ? middle");
  assert_contains (last_description (game), "the middle's 2 cards are shuffled into a new draw pile (the 3♥'s +3 no longer counts)");
  get_view (game, &view);
  assert_int_equal (view.tally.total[ARB_VS_ROUNDEE], 0);
  assert_int_equal (view.tally.bonuses->len, 0);
  assert_int_equal (view.piles[ARB_VS_MIDDLE]->len, 0);
  assert_int_equal (view.draw_pile, 0);
  assert_int_equal (view.reshuffles, 1);
  arb_votestuffing_view_clear (&view);
  enter_ok (game, "end");
  /* C's own card comes back to C; nobody else gets anything */
  enter_ok (game, "C: ? middle");
  assert_contains (last_description (game), "D draws nothing: the draw pile and the middle are empty");
  assert_contains (last_description (game), "B draws nothing");
  get_view (game, &view);
  for (int p = 0; p < 7; p++)
    assert_int_equal (view.hand_count[p], after[p]);
  assert_int_equal (view.reshuffles, 2);
  arb_votestuffing_view_clear (&view);
}

/* Nothing to draw: a two drawing from an empty table draws nothing. */
static void
test_draw_two_from_nothing (void **state)
{
  g_autoptr(ArbGame) game = game_from_text (HEADER2 TINY);

  enter_ok (game, "Ann: 2h power");
  /* the 2 itself is the middle: Ben gets it back, and nothing more */
  assert_int_equal (hand_of (game, BEN), 8);
  assert_contains (last_description (game), "Ben draws nothing more: the draw pile and the middle are empty");
}

#define TIE_MOVES "Ann: 7h left\nBen: 8h left\nAnn: 9h left\nBen: 10h left\n" \
                  "Ann: 2h left\nBen: 3h left\nAnn: 4h left\nBen: 5h left\n" \
                  "Ann: 6h left\nBen: Qh left\nAnn: Jh left\ncall 5s\n"

static void
test_tie_when_nobody_can_call (void **state)
{
  g_autoptr(ArbGame) game = game_from_text (HEADER2 TINY TIE_MOVES);
  g_autoptr(ArbGame) on = game_from_text (HEADER2 TINY TIE_MOVES);
  g_autoptr(ArbScore) score = NULL;
  ArbVotestuffingView view;

  /* nothing was face down unknown: the call settled at once */
  assert_int_equal (phase_of (game), ARB_VOTESTUFFING_PLAY);
  assert_int_equal (turn_of (game), ANN);
  enter_ok (game, "Ben: Kh left");
  enter_ok (game, "call 6s");
  assert_contains (last_description (game), "nobody can reach a right call any more");
  get_view (game, &view);
  assert_int_equal (view.phase, ARB_VOTESTUFFING_OVER);
  assert_int_equal (view.winner, ARB_NO_PLAYER);
  arb_votestuffing_view_clear (&view);
  score = arb_game_score (game);
  assert_true (score->finished);
  assert_int_equal (arb_score_n_winners (score), 0);
  assert_string_equal (score->verdict, "A tie: nobody can reach a right call");
  enter_refused (game, "Ann: 5s middle", "VS-7");
  /* Ann's turn could go on instead: her 5♠ comes back to her alone */
  enter_ok (on, "5s middle");
  assert_contains (last_description (on), "Ben draws nothing");
  assert_int_equal (phase_of (on), ARB_VOTESTUFFING_CALL);
  enter_ok (on, "call 5s");
  assert_int_equal (phase_of (on), ARB_VOTESTUFFING_PLAY);
  assert_int_equal (turn_of (on), BEN);
}

/* ---- VS-8: the extended game ---- */

#define HAND_ANN "Ann: 7h left\nAnn: Ks power\nBen: 9c left\nBen: Kh power\n" \
                 "Ann: 8h right\nAnn: Qh power\nBen: 7c right\nBen: Qc power\n" \
                 "Ann: 6h right\nAnn: Kc power\ncall 5h\n"
#define HAND_BEN "Ben: 7h left\nBen: Ks power\nAnn: 9c left\nAnn: Kh power\n" \
                 "Ben: 8h right\nBen: Qh power\nAnn: 7c right\nAnn: Qc power\n" \
                 "Ben: 6h right\nBen: Kc power\ncall 5h\n"

static void
test_extended_game (void **state)
{
  g_autoptr(ArbGame) game = game_from_text (HEADER2 EXTENDED HAND_ANN);
  g_autoptr(ArbScore) score = NULL;
  ArbVotestuffingView view;
  ArbPlayerScore *ann;

  assert_contains (last_description (game), "Ann's call is right: 5 points");
  assert_contains (last_description (game), "hand 2 is dealt, 7 cards each: Ben begins");
  get_view (game, &view);
  assert_int_equal (view.hand, 2);
  assert_int_equal (view.turn, BEN);
  assert_int_equal (view.points[ANN], 5);
  assert_int_equal (view.hand_count[ANN], 7);
  assert_int_equal (view.hand_count[BEN], 7);
  assert_int_equal (view.draw_pile, 40);
  assert_int_equal (view.side, ARB_VS_LEFT);
  assert_int_equal (view.mode, 1);
  for (int spot = 0; spot < ARB_VS_N_SPOTS; spot++)
    assert_int_equal (view.piles[spot]->len, 0);
  arb_votestuffing_view_clear (&view);
  score = arb_game_score (game);
  assert_false (score->finished);
  assert_string_equal (score->verdict, "hand 2 in play; Ann leads with 5 points");
  g_clear_pointer (&score, arb_score_free);
  /* the same cards come round again in the new hand */
  enter_all (game, HAND_BEN);
  assert_int_equal (turn_of (game), ANN);
  /* 5 each: both lead */
  score = arb_game_score (game);
  assert_string_equal (score->verdict, "hand 3 in play; Ann and Ben share the lead with 5 points");
  g_clear_pointer (&score, arb_score_free);
  enter_all (game, "Ann: 7h left\nAnn: 3h power\nBen: 9c left\nBen: 3c power\n"
                   "Ann: 8h left\nAnn: 10h power\nBen: 7c left\nBen: 10c power\n"
                   "Ann: 6h left\nAnn: Kc power\ncall 5h\n");
  assert_contains (last_description (game), "Ann's call is right: 13 points");
  score = arb_game_score (game);
  assert_true (score->finished);
  ann = arb_score_get_player (score, ANN);
  assert_int_equal (ann->total, 18);
  assert_true (ann->winner);
  assert_int_equal (ann->game_totals->len, 3);
  assert_int_equal (g_array_index (ann->game_totals, int, 0), 5);
  assert_int_equal (g_array_index (ann->game_totals, int, 1), 0);
  assert_int_equal (g_array_index (ann->game_totals, int, 2), 13);
  assert_int_equal (arb_score_get_player (score, BEN)->total, 5);
  assert_int_equal (g_array_index (arb_score_get_player (score, BEN)->game_totals, int, 1), 5);
  assert_string_equal (score->verdict, "Ann wins with 18 points");
  enter_refused (game, "Ben: ? left", "VS-8");
}

static void
test_extended_start (void **state)
{
  g_autoptr(ArbGame) game = game_from_text (HEADER2 EXTENDED HAND_ANN);
  g_autoptr(ArbGame) named = game_from_text (HEADER2 EXTENDED HAND_ANN);
  g_autoptr(ArbGame) three = game_from_text (HEADER3 EXTENDED "start Ben\n"
                                             "Ben: 7h left\nBen: Ks power\nCleo: 9c left\nCleo: Js power\n"
                                             "Ann: 2c left\nAnn: Kh power\n"
                                             "Ben: 8h right\nBen: Qh power\nCleo: 7c right\nCleo: Qc power\n"
                                             "Ann: 2h right\nAnn: Jd power\n"
                                             "Ben: 6h right\nBen: Kc power\ncall 5h\n");

  assert_true (view_of (game).can_start);
  assert_false (view_of (game).hand_begun);
  enter_ok (game, "start Ann");
  assert_int_equal (turn_of (game), ANN);
  assert_false (view_of (game).can_start);
  enter_refused (game, "start Ben", "VS-2");
  enter_refused (game, "Ben: ? left", "VS-2");
  enter_ok (game, "? left");
  enter_refused (game, "start Ben", "VS-2");
  /* without a start line the first line of a new hand may name anyone */
  assert_int_equal (turn_of (named), BEN);
  enter_ok (named, "Ann: ? left");
  assert_true (view_of (named).hand_begun);
  assert_false (view_of (named).can_start);
  assert_string_equal (last_description (named), "Ann begins hand 2 · Ann plays a card face down to the left");
  enter_ok (named, "? middle");
  assert_int_equal (turn_of (named), BEN);
  /* and by default it passes on from whoever began the hand before */
  assert_int_equal (total_of (three, BEN), 7);
  assert_int_equal (turn_of (three), CLEO);
}

/* ---- VS-1: each card once in one deck ---- */

static void
test_composition (void **state)
{
  g_autoptr(ArbGame) game = game_from_text (HEADER2 "Ann: 7h left\n");
  g_autoptr(ArbGame) mixed = game_from_text (HEADER2 "option mixed-decks\nAnn: 7h left\n");

  enter_refused (game, "Ben: 7h middle", "VS-1");
  enter_refused (game, "Ann: 7h middle", "VS-1");
  enter_ok (game, "Ann: joker power");
  enter_ok (game, "Ben: joker left");
  enter_refused (game, "Ben: joker power", "VS-1");
  /* the joker slid the 7♥ under the middle: it is still known */
  enter_refused (game, "Ben: 7h middle", "VS-1");
  enter_ok (mixed, "Ben: 7h middle");
  enter_ok (mixed, "Ben: 7h left");
  enter_ok (mixed, "Ann: joker power");
  enter_ok (mixed, "Ann: joker left");
  enter_ok (mixed, "Ben: joker left");
}

/* ---- entries: form, canonical spelling, prompt, words ---- */

static void
assert_canonical (ArbGame    *game,
                  const char *line,
                  const char *expected)
{
  g_autoptr(GError) error = NULL;
  guint column = 0;
  g_autoptr(ArbEvent) event = arb_record_parse_event (arb_game_get_setup (game), line, &column, &error);
  g_autofree char *text = NULL;

  if (event == NULL)
    fail_msg ("“%s” does not parse: %s", line, error->message);
  text = arb_record_format_event (arb_game_get_setup (game), event);
  assert_string_equal (text, expected);
}

static void
test_parse (void **state)
{
  g_autoptr(ArbGame) game = game_from_text (HEADER3);
  static const char *const bad[] = {
    "7h sideways", "play 7h", "play", "zz left", "7h left sideways", "7h middle Ben",
    "7h power up", "reveal 7h", "reveal left zz", "reveal left r=x",
    "call 7h 8h", "bonus", "end now", "7h bonus up", "frob",
  };

  assert_canonical (game, "7H L", "play 7h left");
  assert_canonical (game, "Ann: ? m", "Ann: play ? middle");
  assert_canonical (game, "ks p", "play Ks power");
  assert_canonical (game, "10♥ right up", "play 10h right up");
  assert_canonical (game, "th middle down", "play 10h middle");
  assert_canonical (game, "Ah middle up", "play Ah power");
  assert_canonical (game, "2d power ben", "play 2d power Ben");
  /* "middle up" is "power", with a 2's opponent too */
  assert_canonical (game, "2d middle up ben", "play 2d power Ben");
  assert_canonical (game, "2d m u Cleo", "play 2d power Cleo");
  assert_canonical (game, "jk power", "play joker power");
  assert_canonical (game, "7c bonus", "bonus 7c");
  assert_canonical (game, "done", "end");
  assert_canonical (game, "call 9C", "call 9c");
  assert_canonical (game, "reveal r 2c R=2 l 7h S=1 j=0", "reveal left 7h s=1 j=0 right 2c r=2");
  assert_canonical (game, "reveal left ?", "reveal left ?");
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr(GError) error = NULL;
      guint column = 0;
      g_autoptr(ArbEvent) event = arb_record_parse_event (arb_game_get_setup (game), bad[i], &column, &error);

      if (event != NULL)
        fail_msg ("“%s” parsed", bad[i]);
      assert_true (g_error_matches (error, ARB_ERROR, ARB_ERROR_PARSE));
    }
}

static void
test_prompt (void **state)
{
  g_autoptr(ArbGame) game = game_from_text (HEADER3);
  g_autoptr(ArbPrompt) prompt = arb_game_prompt (game);

  assert_string_equal (prompt->verb, "play");
  assert_int_equal (prompt->player, ANN);
  assert_string_equal (prompt->text, "Ann plays 1 or 2 cards: to the left (face down, mode 1), face down to the middle or a power card face up to the middle");
  assert_true (prompt_offers (game, "Ann: play ? left"));
  assert_true (prompt_offers (game, "Ann: play ? middle"));
  assert_true (prompt_offers (game, "Ann: play Ks power"));
  assert_true (prompt_offers (game, "Ann: play 2h power Ben"));
  assert_true (prompt_offers (game, "Ann: play 2h power Cleo"));
  assert_true (prompt_offers (game, "Ann: play joker power"));
  assert_false (prompt_offers (game, "Ann: play 2h power"));
  assert_false (prompt_offers (game, "Ann: play 7h power"));
  assert_false (prompt_offers (game, "Ann: end"));
  /* every choice offered is accepted */
  for (guint i = 0; i < prompt->choices->len; i++)
    {
      ArbChoice *choice = g_ptr_array_index (prompt->choices, i);
      g_autoptr(GError) error = NULL;

      if (!arb_game_check (game, choice->event, &error))
        fail_msg ("choice “%s” refused: %s", choice->label, error->message);
    }
  enter_ok (game, "Ks power");
  assert_true (prompt_offers (game, "Ann: end"));
  assert_true (prompt_offers (game, "Ann: play ? middle") == FALSE);
  assert_false (prompt_offers (game, "Ann: play ? left"));
  enter_ok (game, "end");
  /* the K♠ lies in the middle: nobody else may play it */
  assert_false (prompt_offers (game, "Ben: play Ks power"));
  assert_true (prompt_offers (game, "Ben: play Qs power"));
}

static void
test_state_text_and_progress (void **state)
{
  g_autoptr(ArbGame) game = game_from_text (HEADER3 "7h left\n3h power\nBen: Ks power\nBen: ? left\n");
  g_autofree char *text = arb_game_state_text (game);
  g_autofree char *progress = arb_game_progress (game);

  assert_contains (text, "hand 1, Cleo's turn, 0 cards played; the left is selected, mode 2 (face up)");
  assert_contains (text, "draw pile: 33 cards");
  assert_contains (text, "left (2): (7♥) ?");
  assert_contains (text, "middle (2): 3♥* K♠*");
  assert_contains (text, "right (0): empty");
  assert_contains (text, "tally: roundees 4 (left 1, right 0, 3♥ +3) to sharpos 0 (left 0, right 0), 1 card not revealed");
  assert_contains (text, "Ann: 5 cards");
  assert_contains (text, "next: Cleo plays 1 or 2 cards");
  assert_string_equal (progress, "hand 1, Cleo to play with 7 cards, draw pile 33");
}

/* ---- the tally on its own ---- */

static void
assert_tally_refused (const char *const *words,
                      const char        *rule_id)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *rule = NULL;
  ArbVsTally tally;
  int call;

  assert_false (arb_vs_tally_from_words (words, FALSE, &tally, &call, &error));
  rule = arb_error_rule_id (error);
  assert_string_equal (rule, rule_id);
}

static void
test_tally_on_its_own (void **state)
{
  const char *const full[] = { "left", "7h", "2c", "s=1", "right", "r=2", "middle", "3h", "10d", "Ks",
                               "call", "9c", NULL };
  const char *const tie[] = { "left", "7h", "joker", "right", "7s", "call", "joker", NULL };
  const char *const twice[] = { "left", "7h", "right", "7h", NULL };
  const char *const jokers[] = { "left", "joker", "jk", "right", "j=1", NULL };
  ArbVsTally tally;
  int call;

  assert_true (arb_vs_tally_from_words (full, FALSE, &tally, &call, NULL));
  assert_int_equal (tally.left.count[ARB_VS_ROUNDEE], 2);
  assert_int_equal (tally.left.count[ARB_VS_SHARPO], 1);
  assert_int_equal (tally.right.count[ARB_VS_ROUNDEE], 2);
  assert_int_equal (tally.bonuses->len, 2);
  assert_int_equal (tally.total[ARB_VS_ROUNDEE], 7);
  assert_int_equal (tally.total[ARB_VS_SHARPO], 2);
  assert_int_equal (tally.winner, ARB_VS_ROUNDEE);
  assert_int_equal (arb_vs_tally_margin (&tally), 5);
  assert_int_equal (call, card ("9c"));
  assert_true (arb_vs_tally_call_right (&tally, call));
  assert_false (arb_vs_tally_call_right (&tally, card ("9s")));
  assert_false (arb_vs_tally_call_right (&tally, ARB_VS_JOKER));
  arb_vs_tally_clear (&tally);
  assert_true (arb_vs_tally_from_words (tie, FALSE, &tally, &call, NULL));
  assert_int_equal (tally.winner, ARB_VS_NO_TYPE);
  assert_int_equal (tally.left.count[ARB_VS_NO_TYPE], 1);
  assert_true (arb_vs_tally_call_right (&tally, call));
  arb_vs_tally_clear (&tally);
  assert_tally_refused (twice, "VS-1");
  assert_tally_refused (jokers, "VS-1");
  assert_tally_refused ((const char *const[]) { "left", "r=27", NULL }, "VS-1");
  assert_tally_refused ((const char *const[]) { "middle", "7h", NULL }, "VS-3");
  assert_tally_refused ((const char *const[]) { "7h", NULL }, "parse");
  assert_tally_refused ((const char *const[]) { "left", "?", NULL }, "parse");
  assert_tally_refused ((const char *const[]) { "call", "7h", "8h", NULL }, "parse");
  assert_true (arb_vs_tally_from_words (twice, TRUE, &tally, &call, NULL));
  assert_int_equal (call, ARB_VS_UNKNOWN);
  assert_int_equal (tally.total[ARB_VS_ROUNDEE], 2);
  arb_vs_tally_clear (&tally);
}

/* ---- records: printing and reading back, every prompt choice legal ---- */

static char *
record_path (const char *name)
{
  const char *root = g_getenv ("ARBITER_SOURCE_DIR");

  return g_build_filename (root != NULL ? root : ".", "tests", "records", name, NULL);
}

static ArbGame *
game_from_file (const char *name)
{
  g_autofree char *path = record_path (name);
  g_autofree char *text = NULL;

  assert_true (g_file_get_contents (path, &text, NULL, NULL));
  return game_from_text (text);
}

/* Every choice the prompt offers is accepted, all along a game. */
static void
assert_choices_legal (ArbGame *game)
{
  g_autoptr(ArbPrompt) prompt = arb_game_prompt (game);

  for (guint i = 0; i < prompt->choices->len; i++)
    {
      ArbChoice *choice = g_ptr_array_index (prompt->choices, i);
      g_autoptr(GError) error = NULL;

      if (!arb_game_check (game, choice->event, &error))
        fail_msg ("choice “%s” refused: %s", choice->label, error->message);
    }
}

static void
test_records_round_trip (void **state)
{
  static const char *const names[] = {
    "votestuffing-doc-3p.rec", "votestuffing-extended-2p.rec", "votestuffing-tie.rec",
    "votestuffing-random-7p.rec", "votestuffing-random-extended-2p.rec",
  };

  for (guint n = 0; n < G_N_ELEMENTS (names); n++)
    {
      g_autoptr(ArbGame) game = game_from_file (names[n]);
      g_autofree char *printed = arb_record_print_game (game);
      g_autoptr(ArbGame) again = game_from_text (printed);
      g_autofree char *printed_again = arb_record_print_game (again);
      g_autofree char *state_a = arb_game_state_text (game);
      g_autofree char *state_b = arb_game_state_text (again);
      g_autoptr(ArbGame) step = arb_game_new (arb_game_get_setup (game));

      assert_string_equal (printed, printed_again);
      assert_string_equal (state_a, state_b);
      for (guint i = 0; i < arb_game_get_n_events (game); i++)
        {
          assert_choices_legal (step);
          assert_true (arb_game_append (step, arb_game_get_event (game, i), NULL));
        }
    }
}

/* What the log says for each kind of entry. */
static void
test_descriptions (void **state)
{
  g_autoptr(ArbGame) game = game_from_file ("votestuffing-doc-3p.rec");
  static const struct { guint index; const char *text; } lines[] = {
    { 0, "Ann begins" },
    { 1, "Ann plays a card face down to the left" },
    { 2, "Ann plays the K♠ as a power move: the left is selected, face up, mode 2 · Ben's turn" },
    { 4, "Ben plays a card face down to the middle: everyone draws one, Ben first · Cleo's turn" },
    { 7, "Ann plays the 4♣ as a power move: a bonus card goes face down to the left" },
    { 8, "Ann adds a card face down to the left as the 4's bonus card" },
    { 12, "Cleo plays the 2♠ as a power move: Ann draws two" },
    { 19, "Cleo plays the A♦ as a power move: the right pile (5 cards) is turned over · Ann's turn" },
    { 24, "Ben shows the 5♦ and calls sharpos" },
    { 25, "the left and right piles are revealed · tally: roundees 10 (left 2, right 5, 3♥ +3) to sharpos 6 (left 3, right 2, 10♦ +1), roundees win · Ben's call is wrong: the 5♦ stays shown in hand and play goes on · Cleo's turn" },
    { 33, "Ben shows the 3♣ and calls roundees · tally: roundees 11 (left 3, right 5, 3♥ +3) to sharpos 8 (left 3, right 4, 10♦ +1), roundees win · Ben's call is right: Ben wins" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (lines); i++)
    assert_string_equal (arb_game_get_description (game, lines[i].index), lines[i].text);
}

/* ---- VS-1: a card no deck holds ---- */

/* Written as a card but in no deck ("11h", "7x"): well formed and refused
 * by VS-1, as Tile Rummy refuses r15 and q5 by TR-1; a word not written
 * as a card at all stays a parse error. */
static void
test_no_such_card (void **state)
{
  g_autoptr(ArbGame) game = game_from_text (HEADER2);
  g_autoptr(ArbGame) caller = game_from_text (HEADER2 ANN_TO_ONE);
  g_autoptr(ArbGame) revealer = game_from_text (HEADER2 ANN_TO_TWO "Ann: 6h right\ncall 5s\n");

  assert_true (arb_vs_card_shaped ("11h"));
  assert_true (arb_vs_card_shaped ("1♠"));
  assert_true (arb_vs_card_shaped ("Xh"));
  assert_false (arb_vs_card_shaped ("7h"));
  assert_false (arb_vs_card_shaped ("ok"));
  assert_false (arb_vs_card_shaped ("left"));
  enter_refused (game, "11h left", "VS-1");
  enter_refused (game, "1s middle", "VS-1");
  enter_refused (game, "7x left", "VS-1");
  enter_refused (game, "Xh power", "VS-1");
  {
    /* the word as a card code writes it, not as it was read (lower case) */
    g_autoptr(GError) error = enter (game, "Xh left");

    assert_contains (error->message, "“Xh”");
  }
  enter_refused (game, "play 0c left", "VS-1");
  enter_refused (game, "ok left", "parse");
  enter_ok (game, "4s power");
  enter_refused (game, "bonus 12c", "VS-1");
  enter_ok (game, "bonus ?");
  enter_refused (caller, "call 14h", "VS-1");
  enter_refused (revealer, "reveal left 2s right 13d", "VS-1");
  enter_ok (revealer, "reveal left 2s right 3d");
}

/* "CARD power NAME" is the form of a 2's power move; with another card,
 * or one no deck holds, it is a wrong value, refused under its rule, not
 * a parse error. */
static void
test_power_names_only_for_two (void **state)
{
  g_autoptr(ArbGame) game = game_from_text (HEADER2);

  enter_refused (game, "Ks power Ben", "VS-3");
  enter_refused (game, "jk middle up Ben", "VS-3");
  enter_refused (game, "7h power Ben", "VS-3");
  enter_refused (game, "? power Ben", "VS-3");
  enter_refused (game, "11h power Ben", "VS-1");
  enter_refused (game, "Ks power Zed", "VS-3");
  enter_refused (game, "2h middle Ben", "parse");
  enter_refused (game, "Ks power up", "parse");
  enter_ok (game, "2h power Ben");
  assert_int_equal (hand_of (game, BEN), 9);
}

int
main (void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test (test_setup_limits),
    cmocka_unit_test (test_power_names_only_for_two),
    cmocka_unit_test (test_mixed_decks_no_limit),
    cmocka_unit_test (test_deal),
    cmocka_unit_test (test_cards),
    cmocka_unit_test (test_face_cards),
    cmocka_unit_test (test_same_spot_refused),
    cmocka_unit_test (test_side_and_mode),
    cmocka_unit_test (test_power_cards_only),
    cmocka_unit_test (test_no_such_card),
    cmocka_unit_test (test_turn_order),
    cmocka_unit_test (test_start),
    cmocka_unit_test (test_middle_draws_in_order),
    cmocka_unit_test (test_joker_slides),
    cmocka_unit_test (test_ace_flips),
    cmocka_unit_test (test_two_makes_draw),
    cmocka_unit_test (test_three_and_ten_bonuses),
    cmocka_unit_test (test_four_bonus_card),
    cmocka_unit_test (test_four_needs_three_cards),
    cmocka_unit_test (test_call_right_wins),
    cmocka_unit_test (test_wrong_call_goes_on),
    cmocka_unit_test (test_last_card_only_to_middle),
    cmocka_unit_test (test_last_card_after_middle_play),
    cmocka_unit_test (test_shown_card),
    cmocka_unit_test (test_tally_with_bonuses),
    cmocka_unit_test (test_joker_calls_tie),
    cmocka_unit_test (test_reshuffle_removes_bonuses),
    cmocka_unit_test (test_draw_two_from_nothing),
    cmocka_unit_test (test_tie_when_nobody_can_call),
    cmocka_unit_test (test_extended_game),
    cmocka_unit_test (test_extended_start),
    cmocka_unit_test (test_composition),
    cmocka_unit_test (test_parse),
    cmocka_unit_test (test_prompt),
    cmocka_unit_test (test_state_text_and_progress),
    cmocka_unit_test (test_tally_on_its_own),
    cmocka_unit_test (test_records_round_trip),
    cmocka_unit_test (test_descriptions),
  };

  return cmocka_run_group_tests (tests, NULL, NULL);
}
