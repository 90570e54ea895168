/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Vote Stuffing in words and numbers: the prompt with its legal
 * entries, the score, the texts of arbiter-cli and the UI's view. */
#include "state.h"

#include <string.h>

#include "../../arb-args.h"
#include "../../arb-error.h"
#include "../../arb-i18n.h"

static const VsState *
cstate (gconstpointer state)
{
  return state;
}

/* ---- prompt ---- */

static void
add_play (ArbPrompt  *prompt,
          int         seat,
          int         card,
          const char *spot,
          const char *extra,
          const char *label)
{
  arb_prompt_add_choice (prompt, arb_event_new (seat, "play", arb_vs_card_code (card), spot, extra, NULL), label);
}

/* What a power card does, in a few words, for its button. */
static char *
power_label (const ArbSetup *setup,
             const VsState  *s,
             int             card,
             int             target)
{
  const char *name = arb_vs_card_label (card);
  const char *side = arb_vs_spot_words (s->side);
  ArbVsSpot to;
  int mode;

  switch (arb_vs_card_power (card))
    {
    case ARB_VS_POWER_SELECT:
      arb_vs_card_selects (card, &to, &mode);
      return g_strdup_printf (_("%s: select the %s, %s"), name, arb_vs_spot_words (to),
                              mode == 1 ? _("face down") : _("face up"));
    case ARB_VS_POWER_SLIDE:
      return g_strdup_printf (_("joker: slide the %s pile under the middle"), side);
    case ARB_VS_POWER_FLIP:
      return g_strdup_printf (_("%s: turn the %s pile over"), name, side);
    case ARB_VS_POWER_DRAW_TWO:
      return g_strdup_printf (_("%s: %s draws two"), name, vs_name (setup, target));
    case ARB_VS_POWER_PLUS_THREE:
      return g_strdup_printf ("%s: +3 %s", name, arb_vs_type_name (arb_vs_card_type (card), TRUE));
    case ARB_VS_POWER_BONUS:
      return g_strdup_printf (_("%s: a bonus card to the %s"), name, side);
    case ARB_VS_POWER_COUNT:
      return g_strdup_printf ("%s: +1 %s", name, arb_vs_type_name (arb_vs_card_type (card), TRUE));
    case ARB_VS_POWER_NONE:
    default:
      return g_strdup (name);
    }
}

static void
add_power_choice (const ArbSetup *setup,
                  const VsState  *s,
                  ArbPrompt      *prompt,
                  int             card)
{
  int seat = s->turn;

  if (arb_vs_card_power (card) != ARB_VS_POWER_DRAW_TWO)
    {
      g_autofree char *label = power_label (setup, s, card, ARB_NO_PLAYER);

      add_play (prompt, seat, card, "power", NULL, label);
      return;
    }
  for (guint i = 1; i < s->n_players; i++)
    {
      int target = (seat + (int) i) % (int) s->n_players;
      g_autofree char *label = power_label (setup, s, card, target);

      add_play (prompt, seat, card, "power", s->n_players == 2 ? NULL : vs_name (setup, target), label);
    }
}

/* The power cards that may come from the hand now: every one the table
 * does not know to be elsewhere. */
static void
add_power_choices (const ArbSetup *setup,
                   const VsState  *s,
                   ArbPrompt      *prompt)
{
  int shown = s->hands[s->turn].revealed;

  for (int card = 0; card < ARB_VS_N_CARDS; card++)
    {
      if (arb_vs_card_power (card) == ARB_VS_POWER_NONE || !vs_power_open (s, card)
          || !vs_check_new_card (setup, s, card, s->turn, NULL))
        continue;
      if (shown != ARB_VS_UNKNOWN && s->hands[s->turn].count == 1 && card != shown)
        continue;
      add_power_choice (setup, s, prompt, card);
    }
}

static void
add_play_choices (const ArbSetup *setup,
                  const VsState  *s,
                  ArbPrompt      *prompt)
{
  int seat = s->turn;
  int shown = s->hands[seat].revealed;
  const char *side = arb_vs_spot_words (s->side);
  g_autofree char *down = g_strdup_printf (_("face down to the %s"), side);
  g_autofree char *shown_side = NULL;
  g_autofree char *shown_middle = NULL;

  if (vs_side_open (s) && s->mode == 1)
    add_play (prompt, seat, ARB_VS_UNKNOWN, side, NULL, down);
  if (vs_middle_open (s) && (shown == ARB_VS_UNKNOWN || s->hands[seat].count > 1))
    add_play (prompt, seat, ARB_VS_UNKNOWN, "middle", NULL, "face down to the middle: everyone draws");
  if (shown != ARB_VS_UNKNOWN)
    {
      shown_side = g_strdup_printf (_("the shown %s to the %s"), arb_vs_card_label (shown), side);
      shown_middle = g_strdup_printf (_("the shown %s face down to the middle"), arb_vs_card_label (shown));
      if (vs_side_open (s))
        add_play (prompt, seat, shown, side, NULL, shown_side);
      if (vs_middle_open (s))
        add_play (prompt, seat, shown, "middle", NULL, shown_middle);
    }
  add_power_choices (setup, s, prompt);
  if (s->plays == 1)
    arb_prompt_add_choice (prompt, arb_event_new (seat, "end", NULL), "End the turn");
}

static const char *
phase_verb (ArbVotestuffingPhase phase)
{
  static const char *const verbs[] = {
    [ARB_VOTESTUFFING_PLAY] = "play",
    [ARB_VOTESTUFFING_BONUS] = "bonus",
    [ARB_VOTESTUFFING_CALL] = "call",
    [ARB_VOTESTUFFING_REVEAL] = "reveal",
    [ARB_VOTESTUFFING_OVER] = NULL,
  };

  return verbs[phase];
}

static int
phase_player (const VsState *s)
{
  switch (s->phase)
    {
    case ARB_VOTESTUFFING_PLAY:
    case ARB_VOTESTUFFING_BONUS:
      return s->turn;
    case ARB_VOTESTUFFING_CALL:
      return s->caller;
    case ARB_VOTESTUFFING_REVEAL:
    case ARB_VOTESTUFFING_OVER:
    default:
      return ARB_NO_PLAYER;
    }
}

ArbPrompt *
vs_prompt (const ArbSetup *setup,
           gconstpointer   state)
{
  const VsState *s = cstate (state);
  g_autofree char *text = vs_expected_text (setup, s);
  int shown;
  ArbPrompt *prompt;

  if (s->phase == ARB_VOTESTUFFING_OVER)
    return arb_prompt_new_finished (text);
  prompt = arb_prompt_new (phase_player (s), phase_verb (s->phase), "%s", text);
  shown = prompt->player != ARB_NO_PLAYER ? s->hands[prompt->player].revealed : ARB_VS_UNKNOWN;
  if (s->phase == ARB_VOTESTUFFING_PLAY)
    add_play_choices (setup, s, prompt);
  else if (s->phase == ARB_VOTESTUFFING_BONUS)
    {
      g_autofree char *label = g_strdup_printf (_("a card face down to the %s"), arb_vs_spot_words (s->side));

      arb_prompt_add_choice (prompt, arb_event_new (s->turn, "bonus", "?", NULL), label);
      if (shown != ARB_VS_UNKNOWN)
        arb_prompt_add_choice (prompt, arb_event_new (s->turn, "bonus", arb_vs_card_code (shown), NULL),
                               arb_vs_card_label (shown));
    }
  else if (s->phase == ARB_VOTESTUFFING_CALL && shown != ARB_VS_UNKNOWN)
    arb_prompt_add_choice (prompt, arb_event_new (s->caller, "call", arb_vs_card_code (shown), NULL),
                           arb_vs_card_label (shown));
  return prompt;
}

/* ---- score ---- */

static char *
call_label (const ArbSetup            *setup,
            const ArbVotestuffingCall *call)
{
  g_autofree char *tally = arb_vs_tally_text (&call->tally);
  ArbVsType type = arb_vs_call_type (call->card);
  g_autofree char *hand = vs_extended (setup) ? g_strdup_printf (_("hand %u: "), call->hand) : g_strdup ("");

  return g_strdup_printf (_("%s%s calls %s, %s: %s"), hand, arb_vs_card_label (call->card),
                          type == ARB_VS_NO_TYPE ? "a tie" : arb_vs_type_name (type, TRUE),
                          call->right ? "right" : "wrong", tally);
}

static void
add_player_score (const ArbSetup *setup,
                  const VsState  *s,
                  ArbScore       *score,
                  guint           seat)
{
  ArbPlayerScore *p = arb_score_get_player (score, seat);

  for (guint i = 0; i < s->calls->len; i++)
    {
      const ArbVotestuffingCall *call = &g_array_index (s->calls, ArbVotestuffingCall, i);
      g_autofree char *label = NULL;

      if (call->player != (int) seat)
        continue;
      label = call_label (setup, call);
      arb_score_add_line (score, seat, call->points, "%s", label);
    }
  for (guint h = 0; h < s->results->len; h++)
    {
      const VsResult *r = &g_array_index (s->results, VsResult, h);
      int points = r->winner == (int) seat ? r->points : 0;

      g_array_append_val (p->game_totals, points);
      p->game_total = points;
    }
  if (s->phase != ARB_VOTESTUFFING_OVER && s->hand_begun)
    {
      int none = 0;

      g_array_append_val (p->game_totals, none);
      p->game_total = 0;
    }
  p->total = s->points[seat];
}

static char *
verdict (const ArbSetup *setup,
         const VsState  *s)
{
  const ArbVotestuffingCall *last = s->calls->len > 0
    ? &g_array_index (s->calls, ArbVotestuffingCall, s->calls->len - 1) : NULL;
  int best = 0, leader = ARB_NO_PLAYER;

  if (s->phase == ARB_VOTESTUFFING_OVER && s->winner == ARB_NO_PLAYER)
    return g_strdup (_("A tie: nobody can reach a right call"));
  if (s->phase == ARB_VOTESTUFFING_OVER && vs_extended (setup))
    return g_strdup_printf (_("%s wins with %d points"), vs_name (setup, s->winner), s->points[s->winner]);
  if (s->phase == ARB_VOTESTUFFING_OVER)
    {
      g_autofree char *tally = arb_vs_tally_text (&last->tally);

      return g_strdup_printf (_("%s wins: the %s is the right call, %s"), vs_name (setup, s->winner),
                              arb_vs_card_label (last->card), tally);
    }
  for (guint p = 0; p < s->n_players; p++)
    if (s->points[p] > best)
      best = s->points[p], leader = (int) p;
  if (vs_extended (setup) && leader != ARB_NO_PLAYER)
    {
      g_autoptr(GPtrArray) leaders = g_ptr_array_new ();
      g_autofree char *names = NULL;

      for (guint p = 0; p < s->n_players; p++)
        if (s->points[p] == best)
          g_ptr_array_add (leaders, (gpointer) vs_name (setup, (int) p));
      names = arb_join_words ((const char *const *) leaders->pdata, leaders->len);
      if (leaders->len > 1)
        return g_strdup_printf (arb_ngettext ("hand %u in play; %s share the lead with %d point",
                                              "hand %u in play; %s share the lead with %d points", best),
                                s->hand_no + 1, names, best);
      return g_strdup_printf (arb_ngettext ("hand %u in play; %s leads with %d point",
                                            "hand %u in play; %s leads with %d points", best), s->hand_no + 1,
                              names, best);
    }
  return g_strdup_printf (_("hand %u in play; no right call yet"), s->hand_no + 1);
}

ArbScore *
vs_score (const ArbSetup *setup,
          gconstpointer   state)
{
  const VsState *s = cstate (state);
  ArbScore *score = arb_score_new (setup->n_players, FALSE);

  score->finished = s->phase == ARB_VOTESTUFFING_OVER;
  score->game_over = score->finished;
  score->game_number = s->hand_no + 1;
  for (guint seat = 0; seat < setup->n_players; seat++)
    add_player_score (setup, s, score, seat);
  arb_score_rank (score, (const char *const *) setup->players, NULL, TRUE);
  for (guint seat = 0; seat < setup->n_players; seat++)
    arb_score_get_player (score, seat)->winner = score->finished && s->winner == (int) seat;
  g_free (score->verdict);
  score->verdict = verdict (setup, s);
  return score;
}

/* ---- texts for arbiter-cli replay ---- */

/* "7♥" face up, "(7♥)" known but face down, "?" unknown, "?r" known
 * by type only, "K♠*" a power move. */
static void
append_card (GString         *out,
             const ArbVsCard *c)
{
  static const char *const type_marks[] = { "?r", "?s", "?j", "?" };

  g_string_append_c (out, ' ');
  if (c->card == ARB_VS_UNKNOWN)
    g_string_append (out, type_marks[c->type]);
  else if (c->face_up)
    g_string_append_printf (out, "%s%s", arb_vs_card_label (c->card), c->power ? "*" : "");
  else
    g_string_append_printf (out, "(%s)", arb_vs_card_label (c->card));
}

static void
append_pile (GString       *out,
             const VsState *s,
             ArbVsSpot      spot)
{
  g_string_append_printf (out, "%s (%u):", arb_vs_spot_name (spot), vs_pile_len (s, spot));
  for (guint i = 0; i < vs_pile_len (s, spot); i++)
    append_card (out, vs_pile_card (s, spot, i));
  if (vs_pile_len (s, spot) == 0)
    g_string_append (out, " empty");
  g_string_append_c (out, '\n');
}

static void
append_hands (GString        *out,
              const ArbSetup *setup,
              const VsState  *s)
{
  for (guint p = 0; p < s->n_players; p++)
    {
      const VsHand *hand = &s->hands[p];

      g_string_append_printf (out, "%s: %d card%s", vs_name (setup, (int) p), hand->count,
                              hand->count == 1 ? "" : "s");
      if (hand->revealed != ARB_VS_UNKNOWN)
        g_string_append_printf (out, ", the %s shown", arb_vs_card_label (hand->revealed));
      if (vs_extended (setup))
        g_string_append_printf (out, "; %d point%s", s->points[p], s->points[p] == 1 ? "" : "s");
      g_string_append_c (out, '\n');
    }
}

char *
vs_state_text (const ArbSetup *setup,
               gconstpointer   state)
{
  const VsState *s = cstate (state);
  g_autofree char *expected = vs_expected_text (setup, s);
  g_autofree char *tally_text = NULL;
  GString *out = g_string_new (NULL);
  ArbVsTally tally;

  g_string_append_printf (out, "hand %u, %s's turn, %u card%s played; the %s is selected, mode %d (%s)\n",
                          s->hand_no + 1, vs_name (setup, s->turn), s->plays, s->plays == 1 ? "" : "s",
                          arb_vs_spot_name (s->side), s->mode, s->mode == 1 ? "face down" : "face up");
  g_string_append_printf (out, "draw pile: %d card%s\n", s->draw, s->draw == 1 ? "" : "s");
  for (int spot = 0; spot < ARB_VS_N_SPOTS; spot++)
    append_pile (out, s, (ArbVsSpot) spot);
  vs_tally (s, &tally);
  tally_text = arb_vs_tally_text (&tally);
  g_string_append_printf (out, "tally: %s\n", tally_text);
  arb_vs_tally_clear (&tally);
  append_hands (out, setup, s);
  g_string_append_printf (out, "next: %s\n", expected);
  return g_string_free (out, FALSE);
}

char *
vs_progress (const ArbSetup *setup,
             gconstpointer   state)
{
  const VsState *s = cstate (state);
  int cards = s->hands[s->turn].count;

  /* what is due, as the prompt says it: a call and a reveal are nobody's
   * play */
  if (s->phase == ARB_VOTESTUFFING_CALL)
    return g_strdup_printf (_("hand %u, %s shows the last card (a call), draw pile %d"), s->hand_no + 1,
                            vs_name (setup, s->caller), s->draw);
  if (s->phase == ARB_VOTESTUFFING_REVEAL)
    return g_strdup_printf (_("hand %u, the side piles are revealed, draw pile %d"), s->hand_no + 1, s->draw);
  return g_strdup_printf (arb_ngettext ("hand %u, %s to play with %d card, draw pile %d",
                                        "hand %u, %s to play with %d cards, draw pile %d", cards), s->hand_no + 1,
                          vs_name (setup, s->turn), cards, s->draw);
}

/* ---- view ---- */

static guint
plays_left (const VsState *s)
{
  if (s->phase == ARB_VOTESTUFFING_OVER)
    return 0;
  if (s->phase != ARB_VOTESTUFFING_PLAY || s->plays == 0)
    return 2 - s->plays;
  return vs_second_play_open (s) ? 1 : 0;
}

void
arb_votestuffing_get_view (const ArbSetup      *setup,
                           gconstpointer        state,
                           ArbVotestuffingView *view)
{
  const VsState *s = cstate (state);

  memset (view, 0, sizeof *view);
  view->phase = s->phase;
  view->player = phase_player (s);
  view->turn = s->turn;
  view->hand = s->hand_no + 1;
  view->hand_begun = s->hand_begun;
  view->can_start = s->phase == ARB_VOTESTUFFING_PLAY && !s->hand_begun && !s->start_named;
  view->side = s->side;
  view->mode = s->mode;
  view->plays_made = s->plays;
  view->plays_left = plays_left (s);
  view->can_end = s->phase == ARB_VOTESTUFFING_PLAY && s->plays == 1;
  view->open[s->side] = vs_side_open (s);
  view->open[ARB_VS_MIDDLE] = vs_middle_open (s);
  view->power_open = vs_power_open (s, ARB_VS_UNKNOWN);
  view->draw_pile = s->draw;
  view->reshuffles = s->reshuffles;
  for (int spot = 0; spot < ARB_VS_N_SPOTS; spot++)
    {
      view->piles[spot] = vs_copy_pile (s->pile[spot]);
      view->to_reveal[spot] = spot == ARB_VS_MIDDLE ? 0 : vs_unknown_types (s, (ArbVsSpot) spot);
    }
  view->n_players = s->n_players;
  view->extended = vs_extended (setup);
  for (guint p = 0; p < s->n_players && p < ARB_VOTESTUFFING_MAX_PLAYERS; p++)
    {
      view->hand_count[p] = s->hands[p].count;
      view->revealed[p] = s->hands[p].revealed;
      view->points[p] = s->points[p];
    }
  view->caller = s->phase == ARB_VOTESTUFFING_CALL || s->phase == ARB_VOTESTUFFING_REVEAL
                 ? s->caller : ARB_NO_PLAYER;
  view->call_card = s->phase == ARB_VOTESTUFFING_REVEAL ? s->call_card : ARB_VS_UNKNOWN;
  vs_tally (s, &view->tally);
  view->winner = s->phase == ARB_VOTESTUFFING_OVER ? s->winner : ARB_NO_PLAYER;
  view->n_calls = s->calls->len;
}

void
arb_votestuffing_view_clear (ArbVotestuffingView *view)
{
  for (int spot = 0; spot < ARB_VS_N_SPOTS; spot++)
    g_clear_pointer (&view->piles[spot], g_array_unref);
  arb_vs_tally_clear (&view->tally);
}

/* The calls so far, every hand, oldest first; NULL past the last. */
const ArbVotestuffingCall *
arb_votestuffing_get_call (gconstpointer state,
                           guint         index)
{
  const VsState *s = cstate (state);

  if (index >= s->calls->len)
    return NULL;
  return &g_array_index (s->calls, ArbVotestuffingCall, index);
}
