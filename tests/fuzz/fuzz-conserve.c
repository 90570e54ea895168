/* SPDX-License-Identifier: GPL-3.0-or-later */
/* What each game conserves, read from its view. */
#include "fuzz-conserve.h"

#include "games/eighty/eighty.h"
#include "games/nothanks.h"
#include "games/splitvote.h"
#include "games/tilerummy/grid.h"
#include "games/tilerummy/tilerummy.h"
#include "games/votestuffing/votestuffing.h"

/* NT-5: chips in hands and on the card always make the chips dealt. */
static gboolean
nothanks (const ArbSetup *setup,
          gconstpointer   state,
          char          **why)
{
  ArbNothanksView v;
  int sum;

  arb_nothanks_get_view (setup, state, &v);
  if (setup->score_only)
    return TRUE;
  sum = v.pot;
  for (guint i = 0; i < setup->n_players; i++)
    sum += v.chips[i];
  if (sum == v.start_chips * (int) setup->n_players)
    return TRUE;
  *why = g_strdup_printf ("%d chips in play, %d dealt", sum, v.start_chips * (int) setup->n_players);
  return FALSE;
}

/* SV-1: never more cards dealt than the deck holds, nor a value beyond
 * its copies. */
static gboolean
splitvote (const ArbSetup *setup,
           gconstpointer   state,
           char          **why)
{
  ArbSplitvoteView v;

  arb_splitvote_get_view (setup, state, &v);
  for (int value = 0; value <= ARB_SPLITVOTE_N_NUMBERS; value++)
    if (v.left[value] < 0)
      return (*why = g_strdup_printf ("%d cards of value %d left", v.left[value], value), FALSE);
  if (v.dealt > ARB_SPLITVOTE_DECK)
    return (*why = g_strdup_printf ("%u cards dealt", v.dealt), FALSE);
  return TRUE;
}

/* TR-1: the 116 tiles are in the bag, the display, the hands, on the
 * table or played (action tiles), while a game is being played. */
static gboolean
tilerummy (const ArbSetup *setup,
           gconstpointer   state,
           char          **why)
{
  ArbTilerummyView v;
  int sum;

  arb_tilerummy_get_view (setup, state, &v);
  if (setup->score_only || (v.phase != ARB_TILERUMMY_TURN && v.phase != ARB_TILERUMMY_REFILL))
    return TRUE;
  sum = v.bag + (int) v.n_display + v.played_pass_two + v.played_draw_three
        + (v.table != NULL ? (int) arb_tr_grid_n_tiles (v.table) : 0);
  for (guint i = 0; i < setup->n_players; i++)
    sum += v.hand[i];
  /* a display tile taken waits for its refill: one short until then */
  if (sum == ARB_TILERUMMY_ALL_TILES || (v.phase == ARB_TILERUMMY_REFILL && sum == ARB_TILERUMMY_ALL_TILES - 1))
    return TRUE;
  *why = g_strdup_printf ("%d tiles accounted for, not %d", sum, ARB_TILERUMMY_ALL_TILES);
  return FALSE;
}

/* EI-1: the 36 black cards are in hands, the deck, the discard pile or
 * attached this round. */
static gboolean
eighty (const ArbSetup *setup,
        gconstpointer   state,
        char          **why)
{
  ArbEightyView v;
  int sum;

  if (setup->score_only)
    return TRUE;
  arb_eighty_get_view (setup, state, &v);
  sum = v.black_deck + v.black_discard;
  for (guint i = 0; i < setup->n_players; i++)
    sum += v.black[i];
  if (sum == ARB_EIGHTY_N_BLACK || sum + (int) v.n_plays == ARB_EIGHTY_N_BLACK)
    return TRUE;
  *why = g_strdup_printf ("%d black cards (and %u attached), not %d", sum, v.n_plays, ARB_EIGHTY_N_BLACK);
  return FALSE;
}

/* VS-1: with one deck, the cards in hands, the draw pile and the three
 * piles are the deck. */
static gboolean
votestuffing (const ArbSetup *setup,
              gconstpointer   state,
              char          **why)
{
  ArbVotestuffingView v;
  int sum = 0, deck = arb_setup_get_int (setup, "deck-size");
  gboolean ok;

  arb_votestuffing_get_view (setup, state, &v);
  sum = v.draw_pile;
  for (guint i = 0; i < v.n_players; i++)
    sum += v.hand_count[i];
  for (guint s = 0; s < ARB_VS_N_SPOTS; s++)
    sum += v.piles[s] != NULL ? (int) v.piles[s]->len : 0;
  ok = v.phase == ARB_VOTESTUFFING_OVER || sum == deck;
  if (!ok)
    *why = g_strdup_printf ("%d cards accounted for in a deck of %d", sum, deck);
  arb_votestuffing_view_clear (&v);
  return ok;
}

gboolean
fuzz_conserved (ArbGame *game,
                char   **why)
{
  const ArbSetup *setup = arb_game_get_setup (game);
  gconstpointer state = arb_game_get_state (game);
  const char *id = setup->rules->id;

  if (g_str_equal (id, "nothanks"))
    return nothanks (setup, state, why);
  if (g_str_equal (id, "splitvote"))
    return splitvote (setup, state, why);
  if (g_str_equal (id, "tilerummy"))
    return tilerummy (setup, state, why);
  if (g_str_equal (id, "eighty"))
    return eighty (setup, state, why);
  if (g_str_equal (id, "votestuffing"))
    return votestuffing (setup, state, why);
  return TRUE;
}
