/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Vote Stuffing: what lies where on the table, draws and the reshuffle
 * (VS-2, VS-7), and what the table knows of each card (VS-1). */
#include "state.h"

#include <string.h>

#include "../../arb-error.h"
#include "../../arb-i18n.h"

const char *
vs_name (const ArbSetup *setup,
         int             seat)
{
  return arb_setup_player_name (setup, seat);
}

gboolean
vs_mixed (const ArbSetup *setup)
{
  return arb_setup_get_bool (setup, "mixed-decks");
}

gboolean
vs_extended (const ArbSetup *setup)
{
  return arb_setup_get_bool (setup, "extended");
}

/*
 * VS-1: mixed decks have no limit of 7 players.  A mixed deck left at the
 * default size counts as many whole 54-card decks as the deal needs (one
 * up to 7 players, two for 8 to 15, ...); a table that counted its deck
 * gives the size.
 */
int
vs_deck_size (const ArbSetup *setup)
{
  int deck = arb_setup_get_int (setup, "deck-size");
  int dealt = ARB_VOTESTUFFING_DEAL * (int) setup->n_players;

  if (vs_mixed (setup) && deck == ARB_VOTESTUFFING_DECK && dealt >= deck)
    deck = ARB_VOTESTUFFING_DECK * (dealt / ARB_VOTESTUFFING_DECK + 1);
  return deck;
}

/* ---- piles ---- */

guint
vs_pile_len (const VsState *s,
             ArbVsSpot      spot)
{
  return s->pile[spot]->len;
}

ArbVsCard *
vs_pile_card (const VsState *s,
              ArbVsSpot      spot,
              guint          i)
{
  return &g_array_index (s->pile[spot], ArbVsCard, i);
}

void
vs_pile_push (VsState   *s,
              ArbVsSpot  spot,
              int        card,
              gboolean   face_up,
              gboolean   power)
{
  ArbVsCard c = { card, arb_vs_card_type (card), face_up, power };

  g_array_append_val (s->pile[spot], c);
}

int
vs_unknown_types (const VsState *s,
                  ArbVsSpot      spot)
{
  int n = 0;

  for (guint i = 0; i < vs_pile_len (s, spot); i++)
    n += vs_pile_card (s, spot, i)->type == ARB_VS_TYPE_UNKNOWN;
  return n;
}

GArray *
vs_copy_pile (const GArray *pile)
{
  return g_array_copy ((GArray *) pile);
}

static GArray *
new_pile (void)
{
  return g_array_new (FALSE, TRUE, sizeof (ArbVsCard));
}

/* ---- state ---- */

void
vs_call_clear (gpointer data)
{
  ArbVotestuffingCall *call = data;

  arb_vs_tally_clear (&call->tally);
  g_clear_pointer (&call->piles[0], g_array_unref);
  g_clear_pointer (&call->piles[1], g_array_unref);
}

static GArray *
new_calls (void)
{
  GArray *calls = g_array_new (FALSE, TRUE, sizeof (ArbVotestuffingCall));

  g_array_set_clear_func (calls, vs_call_clear);
  return calls;
}

/* A new hand: 7 cards each, the rest as the draw pile, the left side
 * selected in mode 1 (VS-1). */
void
vs_deal (const ArbSetup *setup,
         VsState        *s)
{
  for (int spot = 0; spot < ARB_VS_N_SPOTS; spot++)
    g_array_set_size (s->pile[spot], 0);
  for (guint i = 0; i < s->n_players; i++)
    s->hands[i] = (VsHand) { ARB_VOTESTUFFING_DEAL, ARB_VS_UNKNOWN };
  s->draw = vs_deck_size (setup) - ARB_VOTESTUFFING_DEAL * (int) s->n_players;
  s->side = ARB_VS_LEFT;
  s->mode = 1;
  s->phase = ARB_VOTESTUFFING_PLAY;
  s->turn = s->starter;
  s->plays = 0;
  s->used = 0;
  s->reshuffles = 0;
  s->hand_begun = FALSE;
  s->start_named = FALSE;
  s->caller = ARB_NO_PLAYER;
  s->call_card = ARB_VS_UNKNOWN;
}

VsState *
vs_state_new (const ArbSetup *setup)
{
  VsState *s = g_new0 (VsState, 1);

  s->n_players = setup->n_players;
  s->mixed = vs_mixed (setup);
  s->hands = g_new0 (VsHand, s->n_players);
  s->points = g_new0 (int, s->n_players);
  for (int spot = 0; spot < ARB_VS_N_SPOTS; spot++)
    s->pile[spot] = new_pile ();
  s->calls = new_calls ();
  s->results = g_array_new (FALSE, TRUE, sizeof (VsResult));
  s->winner = ARB_NO_PLAYER;
  s->auto_ended = ARB_NO_PLAYER;
  vs_deal (setup, s);
  return s;
}

VsState *
vs_state_copy (const VsState *s)
{
  VsState *copy = g_memdup2 (s, sizeof *s);

  copy->hands = g_memdup2 (s->hands, sizeof (VsHand) * s->n_players);
  copy->points = g_memdup2 (s->points, sizeof (int) * s->n_players);
  for (int spot = 0; spot < ARB_VS_N_SPOTS; spot++)
    copy->pile[spot] = vs_copy_pile (s->pile[spot]);
  copy->results = g_array_copy (s->results);
  copy->calls = new_calls ();
  for (guint i = 0; i < s->calls->len; i++)
    {
      const ArbVotestuffingCall *from = &g_array_index (s->calls, ArbVotestuffingCall, i);
      ArbVotestuffingCall call = *from;

      arb_vs_tally_copy (&call.tally, &from->tally);
      call.piles[0] = vs_copy_pile (from->piles[0]);
      call.piles[1] = vs_copy_pile (from->piles[1]);
      g_array_append_val (copy->calls, call);
    }
  return copy;
}

void
vs_state_free (VsState *s)
{
  if (s == NULL)
    return;
  g_free (s->hands);
  g_free (s->points);
  for (int spot = 0; spot < ARB_VS_N_SPOTS; spot++)
    g_array_unref (s->pile[spot]);
  g_array_unref (s->calls);
  g_array_unref (s->results);
  g_free (s);
}

/* ---- draws ---- */

/* "the 3♥'s +3 and the 10♦'s +1": the bonuses a reshuffle takes away. */
static char *
lost_bonuses (const VsState *s)
{
  g_autoptr(GPtrArray) words = g_ptr_array_new_with_free_func (g_free);
  ArbVsTally tally;
  char *text;

  arb_vs_tally_init (&tally);
  for (guint i = 0; i < vs_pile_len (s, ARB_VS_MIDDLE); i++)
    if (vs_pile_card (s, ARB_VS_MIDDLE, i)->power)
      arb_vs_tally_add_middle (&tally, vs_pile_card (s, ARB_VS_MIDDLE, i)->card);
  for (guint i = 0; i < tally.bonuses->len; i++)
    {
      ArbVsBonus *b = &g_array_index (tally.bonuses, ArbVsBonus, i);

      g_ptr_array_add (words, g_strdup_printf (_("the %s's +%d"), arb_vs_card_label (b->card), b->points));
    }
  g_ptr_array_add (words, NULL);
  text = words->len > 1 ? g_strjoinv (_(" and "), (char **) words->pdata) : NULL;
  arb_vs_tally_clear (&tally);
  return text;
}

/* VS-7: the middle, shuffled face down, becomes the draw pile. */
static void
reshuffle (VsState *s,
           GString *narr)
{
  g_autofree char *lost = lost_bonuses (s);

  if (narr != NULL)
    {
      g_string_append_printf (narr, arb_ngettext (" · the draw pile is empty: the middle's %u card is shuffled into a new draw pile",
                                                   " · the draw pile is empty: the middle's %u cards are shuffled into a new draw pile",
                                                   vs_pile_len (s, ARB_VS_MIDDLE)),
                              vs_pile_len (s, ARB_VS_MIDDLE));
      if (lost != NULL)
        g_string_append_printf (narr, strchr (lost, '+') == strrchr (lost, '+') ? _(" (%s no longer counts)") : _(" (%s no longer count)"), lost);
    }
  s->draw = (int) vs_pile_len (s, ARB_VS_MIDDLE);
  g_array_set_size (s->pile[ARB_VS_MIDDLE], 0);
  s->reshuffles++;
}

/* A player draws n cards: from the draw pile, reshuffling the middle
 * into it when it is empty, and nothing when both are empty (VS-7).
 * `narr` gets the reshuffles and the draws that did not happen. */
void
vs_draw (VsState        *s,
         int             seat,
         int             n,
         GString        *narr,
         const ArbSetup *setup)
{
  for (int k = 0; k < n; k++)
    {
      if (s->draw == 0 && vs_pile_len (s, ARB_VS_MIDDLE) > 0)
        reshuffle (s, narr);
      if (s->draw == 0)
        {
          if (narr != NULL)
            g_string_append_printf (narr, _(" · %s draws nothing%s: the draw pile and the middle are empty"),
                                    vs_name (setup, seat), k > 0 ? " more" : "");
          return;
        }
      s->draw--;
      s->hands[seat].count++;
    }
}

/* VS-3 joker: the selected side's pile goes under the middle pile. */
void
vs_slide (VsState *s)
{
  GArray *side = s->pile[s->side];

  g_array_prepend_vals (s->pile[ARB_VS_MIDDLE], side->data, side->len);
  g_array_set_size (side, 0);
}

/* VS-3 ace: the selected side's pile is turned over as a whole. */
void
vs_flip (VsState *s)
{
  GArray *side = s->pile[s->side];

  for (guint i = 0; i < side->len / 2; i++)
    {
      ArbVsCard a = g_array_index (side, ArbVsCard, i);

      g_array_index (side, ArbVsCard, i) = g_array_index (side, ArbVsCard, side->len - 1 - i);
      g_array_index (side, ArbVsCard, side->len - 1 - i) = a;
    }
  for (guint i = 0; i < side->len; i++)
    g_array_index (side, ArbVsCard, i).face_up = !g_array_index (side, ArbVsCard, i).face_up;
}

/* ---- the tally as the table stands (VS-5) ---- */

void
vs_tally (const VsState *s,
          ArbVsTally    *tally)
{
  static const ArbVsSpot sides[] = { ARB_VS_LEFT, ARB_VS_RIGHT };

  arb_vs_tally_init (tally);
  for (guint k = 0; k < G_N_ELEMENTS (sides); k++)
    for (guint i = 0; i < vs_pile_len (s, sides[k]); i++)
      arb_vs_tally_add (tally, sides[k], vs_pile_card (s, sides[k], i)->type, 1);
  for (guint i = 0; i < vs_pile_len (s, ARB_VS_MIDDLE); i++)
    if (vs_pile_card (s, ARB_VS_MIDDLE, i)->power)
      arb_vs_tally_add_middle (tally, vs_pile_card (s, ARB_VS_MIDDLE, i)->card);
  arb_vs_tally_finish (tally);
}

/* ---- what the table knows (VS-1) ---- */

/* Every known place at once, in a pile or shown in a hand (but the hand
 * of `except_holder`): the copies of each card and the cards of each
 * type. */
typedef struct {
  int card[ARB_VS_N_CARDS];
  int type[ARB_VS_N_TYPES];
} Located;

static void
locate_all (const VsState *s,
            int            except_holder,
            Located       *out)
{
  memset (out, 0, sizeof *out);
  for (int spot = 0; spot < ARB_VS_N_SPOTS; spot++)
    for (guint i = 0; i < vs_pile_len (s, spot); i++)
      {
        const ArbVsCard *c = vs_pile_card (s, spot, i);

        if (c->card >= 0 && c->card < ARB_VS_N_CARDS)
          out->card[c->card]++;
        if (c->type >= ARB_VS_ROUNDEE && c->type < ARB_VS_N_TYPES)
          out->type[c->type]++;
      }
  for (guint p = 0; p < s->n_players; p++)
    {
      int shown = s->hands[p].revealed;
      ArbVsType type;

      if ((int) p == except_holder || shown < 0 || shown >= ARB_VS_N_CARDS)
        continue;
      out->card[shown]++;
      type = arb_vs_card_type (shown);
      if (type >= ARB_VS_ROUNDEE && type < ARB_VS_N_TYPES)
        out->type[type]++;
    }
}

/* "in the left pile", "shown in Ben's hand": where a card is known to be. */
static char *
place_of (const ArbSetup *setup,
          const VsState  *s,
          int             card,
          int             except_holder)
{
  for (int spot = 0; spot < ARB_VS_N_SPOTS; spot++)
    for (guint i = 0; i < vs_pile_len (s, spot); i++)
      if (vs_pile_card (s, spot, i)->card == card)
        return g_strdup_printf (spot == ARB_VS_MIDDLE ? "in the middle" : "in the %s pile",
                                arb_vs_spot_words ((ArbVsSpot) spot));
  for (guint p = 0; p < s->n_players; p++)
    if ((int) p != except_holder && s->hands[p].revealed == card)
      return g_strdup_printf (_("shown in %s's hand"), vs_name (setup, (int) p));
  return g_strdup (_("on the table"));
}

/*
 * VS-1: one standard deck holds each card once (two jokers), 26
 * roundees and 26 sharpos.  May `card` come from `holder`'s hand?  Not
 * if the table knows it lies elsewhere.  Mixed decks are not checked.
 */
gboolean
vs_check_new_card (const ArbSetup *setup,
                   const VsState  *s,
                   int             card,
                   int             holder,
                   GError        **error)
{
  ArbVsType type = arb_vs_card_type (card);
  Located at;

  if (s->mixed || card == ARB_VS_UNKNOWN)
    return TRUE;
  locate_all (s, holder, &at);
  if (at.card[card] >= arb_vs_deck_copies (card))
    {
      g_autofree char *place = place_of (setup, s, card, holder);

      if (card == ARB_VS_JOKER)
        arb_refuse (error, "VS-1", "both jokers of the deck are already on the table or shown; this card is not a joker (with mixed decks there is no such limit)");
      else
        arb_refuse (error, "VS-1", "the %s is already %s and one standard deck holds it once, so this is another card",
                    arb_vs_card_label (card), place);
      return FALSE;
    }
  if (type < ARB_VS_N_TYPES && at.type[type] >= arb_vs_deck_of_type (type))
    {
      arb_refuse (error, "VS-1", "all %d %s of one standard deck are already known to be elsewhere, so this is not the %s",
                  arb_vs_deck_of_type (type), arb_vs_type_name (type, TRUE), arb_vs_card_label (card));
      return FALSE;
    }
  return TRUE;
}

/* The same, for the whole table at once (after a reveal). */
gboolean
vs_check_composition (const ArbSetup *setup,
                      const VsState  *s,
                      GError        **error)
{
  Located at;

  if (vs_mixed (setup))
    return TRUE;
  locate_all (s, ARB_NO_PLAYER, &at);
  for (int card = 0; card < ARB_VS_N_CARDS; card++)
    if (at.card[card] > arb_vs_deck_copies (card))
      {
        if (card == ARB_VS_JOKER)
          arb_refuse (error, "VS-1", "that makes more than two jokers on the table, but one standard deck has two; the reveal must name other cards");
        else
          arb_refuse (error, "VS-1", "that makes the %s appear twice on the table, but one standard deck holds it once; the reveal must name other cards",
                      arb_vs_card_label (card));
        return FALSE;
      }
  for (int t = ARB_VS_ROUNDEE; t < ARB_VS_N_TYPES; t++)
    if (at.type[t] > arb_vs_deck_of_type ((ArbVsType) t))
      {
        arb_refuse (error, "VS-1", "that makes %d %s on the table, but one standard deck has only %d; the reveal must count other types",
                    at.type[t], arb_vs_type_name ((ArbVsType) t, TRUE), arb_vs_deck_of_type ((ArbVsType) t));
        return FALSE;
      }
  return TRUE;
}
