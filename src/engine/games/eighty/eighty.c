/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Eighty (seed 003), rulings EI-1 .. EI-8: the rules module. */
#include "state.h"

#include <string.h>

#include "../../arb-args.h"
#include "../../arb-error.h"
#include "../../arb-i18n.h"

#define END ARB_EIGHTY_END_CARD

static const ArbVerbSpec ei_verbs[] = {
  { "start", "start NAME [random]", "NAME drafts first in the first round (picked at random by the app)." },
  { "white", "white NUMBER ICON [symbol SYMBOL] [draw N]", "A white card's attributes, entered before the card is first used: icon standard, double-up, high-low, symbolic-up SYMBOL or safe-zone." },
  { "centre", "centre NUMBER...", "The cards revealed in the centre, players + 1 of them (the 80 among them if it shows)." },
  { "draft", "[NAME:] draft NUMBER", "The player whose turn it is drafts a card from the centre." },
  { "play", "NAME: play MODIFIER... TARGET", "NAME attached Play cards of these modifiers (+5, -10) to TARGET's chosen card." },
  { "reveal", "[NAME:] reveal NUMBER", "A player's revealed card; the last reveal of a round resolves it." },
  { "discard", "[NAME:] discard COUNT", "A player over the hand limit of 3 black cards discards down to 3." },
  { "hold", "[NAME:] hold [CARD...]", "At the end: a player's Hold cards, each as BONUS, SYMBOL or BONUS+SYMBOL." },
  { "cards", "NAME: cards [NUMBER...] [hold CARD...]", "Score-only: a player's scored white cards and Hold cards." },
};

static const ArbRuling ei_rulings[] = {
  { "EI-1", N_("Two to five players. White cards 1 to 79 each score their tens digit and show a round-rule icon, perhaps a symbol and perhaps “draw N black”. Black cards are Hold cards (bonus points and/or a symbol) or Play cards (a signed modifier). The table enters each card's attributes once; each number exists once.") },
  { "EI-2", N_("The 80 is never drafted or played. When it shows in the centre it takes one of the places and is the card left after drafting: it rules as safe zone, and that round is the last.") },
  { "EI-3", N_("A round: each player drafts one centre card, in turn order from the first player; everyone chooses a hand card in secret; Play cards go face down on any chosen cards; all are revealed and resolved; black cards are drawn; the centre is cleared and refilled; the first player passes clockwise.") },
  { "EI-4", N_("Cards compare by effective value, printed value plus Play cards, the centre card left included; equal values form one group with one fate. Standard: the highest group goes. Double up: the two highest. High & low: the highest and the lowest. Symbolic up: as many of the highest groups as there are cards, centre included, with the symbol or a star. Safe zone: the highest group, if it is 80 or more.") },
  { "EI-5", N_("A revealed card that stays is scored. A scored card's “draw N” gives its owner N black cards; a discarded card gives its owner one for each Play card on it. Whoever holds more than 3 black cards after a draw discards down to 3 at once. Play cards go to the black discard pile when the round resolves. The last round draws too.") },
  { "EI-6", N_("Score: the points of the scored white cards, the Hold bonuses and the symbol sets from scored whites and Hold cards. Sets of 2, 3, 4 and 5 identical symbols score 2, 5, 9 and 15; a sixth starts a new set. Each star is wild in one set; a set needs a real symbol; the stars go where they score most.") },
  { "EI-7", N_("The highest score wins; a tie goes to the most scored white cards; still tied, the victory is shared.") },
  { "EI-8", N_("When a black card must be drawn from an empty deck, the discard pile is shuffled into a new deck; if that is empty too, the draw lapses.") },
};

static const EiState *
cstate (gconstpointer state)
{
  return state;
}

guint
arb_eighty_centre_places (guint n_players)
{
  return n_players + 1;
}

guint
arb_eighty_max_rounds (guint n_players)
{
  int deck = END - ARB_EIGHTY_START_WHITE * (int) n_players;

  return n_players == 0 ? 0 : (guint) deck / arb_eighty_centre_places (n_players);
}

/* ---- state ---- */

static gpointer
ei_state_new (const ArbSetup *setup)
{
  EiState *s = g_new0 (EiState, 1);

  s->phase = setup->score_only ? ARB_EIGHTY_PHASE_CARDS : ARB_EIGHTY_PHASE_SETUP;
  s->black_deck = ARB_EIGHTY_N_BLACK - ARB_EIGHTY_START_BLACK * (int) setup->n_players;
  s->discarder = ARB_NO_PLAYER;
  for (guint i = 0; i < EI_N_MAX; i++)
    {
      s->unknown[i] = setup->score_only ? 0 : ARB_EIGHTY_START_WHITE;
      s->black[i] = setup->score_only ? 0 : ARB_EIGHTY_START_BLACK;
    }
  for (int v = 0; v < EI_N_CARDS; v++)
    s->owner[v] = ARB_NO_PLAYER;
  arb_eighty_card_end (&s->defs[END]);
  s->defined[END] = TRUE;
  return s;
}

static void
ei_state_free (gpointer state)
{
  g_free (state);
}

static gboolean
ei_check_setup (const ArbSetup *setup,
                GError        **error)
{
  if (setup->n_players >= ARB_EIGHTY_MIN_PLAYERS && setup->n_players <= ARB_EIGHTY_MAX_PLAYERS)
    return TRUE;
  arb_refuse_setup (error, "EI-1", "Eighty takes 2 to 5 players, not %u", setup->n_players);
  return FALSE;
}

static gboolean
ei_apply (const ArbSetup *setup,
          gpointer        state,
          const ArbEvent *event,
          GError        **error)
{
  return ei_fold (setup, state, event, NULL, error);
}

static void
ei_fill_actor (const ArbSetup *setup,
               gconstpointer   state,
               ArbEvent       *event)
{
  const EiState *s = cstate (state);

  if ((arb_event_is (event, "draft") && s->phase == ARB_EIGHTY_PHASE_DRAFT)
      || (arb_event_is (event, "reveal") && s->phase == ARB_EIGHTY_PHASE_REVEAL)
      || (arb_event_is (event, "discard") && s->phase == ARB_EIGHTY_PHASE_DISCARD)
      || (arb_event_is (event, "hold") && s->phase == ARB_EIGHTY_PHASE_HOLD))
    event->actor = ei_expected_player (setup, s);
}

static char *
ei_describe (const ArbSetup *setup,
             gconstpointer   state,
             const ArbEvent *event)
{
  g_autofree EiState *copy = g_memdup2 (state, sizeof (EiState));
  GString *narr = g_string_new (NULL);

  if (!ei_fold (setup, copy, event, narr, NULL))
    {
      g_autofree char *args = g_strjoinv (" ", event->args);

      g_string_assign (narr, "");
      if (event->actor != ARB_NO_PLAYER)
        g_string_append_printf (narr, "%s: ", ei_name (setup, event->actor));
      g_string_append_printf (narr, "%s %s", event->verb, args);
    }
  return g_string_free (narr, FALSE);
}

/* ---- prompt ---- */

static void
add_draft_choices (const EiState *s,
                   ArbPrompt     *prompt)
{
  for (guint i = 0; i < s->n_centre; i++)
    {
      g_autofree char *v = arb_strdup_int (s->centre[i]);

      if (s->taker[i] == ARB_NO_PLAYER && s->centre[i] != END)
        arb_prompt_add_choice (prompt, arb_event_new (prompt->player, "draft", v, NULL), v);
    }
}

/* The drafted cards of every player still to reveal, the first one's first. */
static void
add_reveal_choices (const ArbSetup *setup,
                    const EiState  *s,
                    ArbPrompt      *prompt)
{
  for (guint i = 0; i < setup->n_players; i++)
    {
      int p = ei_round_seat (setup, s, i);

      if (s->revealed[p] != 0)
        continue;
      for (int v = 1; v < END; v++)
        if (s->place[v] == EI_HAND && s->owner[v] == p)
          {
            g_autofree char *num = arb_strdup_int (v);
            g_autofree char *label = g_strdup_printf ("%s: %d", ei_name (setup, p), v);

            arb_prompt_add_choice (prompt, arb_event_new (p, "reveal", num, NULL), label);
          }
    }
}

static const char *
phase_verb (const EiState *s)
{
  static const char *const verbs[] = {
    [ARB_EIGHTY_PHASE_SETUP] = "centre",
    [ARB_EIGHTY_PHASE_DRAFT] = "draft",
    [ARB_EIGHTY_PHASE_REVEAL] = "reveal",
    [ARB_EIGHTY_PHASE_DISCARD] = "discard",
    [ARB_EIGHTY_PHASE_CENTRE] = "centre",
    [ARB_EIGHTY_PHASE_HOLD] = "hold",
    [ARB_EIGHTY_PHASE_CARDS] = "cards",
    [ARB_EIGHTY_PHASE_OVER] = NULL,
  };

  return verbs[s->phase];
}

static ArbPrompt *
ei_prompt (const ArbSetup *setup,
           gconstpointer   state)
{
  const EiState *s = cstate (state);
  g_autofree char *text = ei_expected_text (setup, s);
  int p = ei_expected_player (setup, s);
  ArbPrompt *prompt;

  if (s->phase == ARB_EIGHTY_PHASE_OVER)
    return arb_prompt_new_finished (text);
  prompt = arb_prompt_new (p, phase_verb (s), "%s", text);
  if (s->phase == ARB_EIGHTY_PHASE_DRAFT)
    add_draft_choices (s, prompt);
  else if (s->phase == ARB_EIGHTY_PHASE_REVEAL)
    add_reveal_choices (setup, s, prompt);
  else if (s->phase == ARB_EIGHTY_PHASE_DISCARD)
    {
      g_autofree char *k = arb_strdup_int (ei_discard_due (s));
      g_autofree char *label = g_strdup_printf (_("Discard %s"), k);

      arb_prompt_add_choice (prompt, arb_event_new (p, "discard", k, NULL), label);
    }
  else if (s->phase == ARB_EIGHTY_PHASE_HOLD)
    arb_prompt_add_choice (prompt, arb_event_new (p, "hold", NULL), "No Hold cards");
  return prompt;
}

/* ---- score ---- */

static guint
scored_cards (const EiState *s,
              int            seat,
              int           *out)
{
  guint n = 0;

  for (int v = 1; v < END; v++)
    if (s->place[v] == EI_SCORED && s->owner[v] == seat && n < ARB_EIGHTY_MAX_SCORED)
      out[n++] = v;
  return n;
}

static int
white_points (const int *cards,
              guint      n)
{
  int points = 0;

  for (guint i = 0; i < n; i++)
    points += arb_eighty_points (cards[i]);
  return points;
}

void
arb_eighty_player_sets (const ArbSetup *setup,
                        gconstpointer   state,
                        guint           seat,
                        ArbEightySets  *sets)
{
  const EiState *s = cstate (state);
  int cards[ARB_EIGHTY_MAX_SCORED];
  guint n = scored_cards (s, (int) seat, cards);

  arb_eighty_sets_init (sets);
  for (guint i = 0; i < n; i++)
    arb_eighty_sets_add (sets, s->defs[cards[i]].symbol, 1);
  for (guint i = 0; i < s->n_holds[seat]; i++)
    arb_eighty_sets_add (sets, s->holds[seat][i].symbol, 1);
  arb_eighty_sets_solve (sets);
}

static void
add_white_line (ArbScore  *score,
                guint      seat,
                const int *cards,
                guint      n)
{
  g_autofree char *list = NULL;
  GString *sum = g_string_new (NULL);

  if (n == 0)
    {
      arb_score_add_line (score, seat, 0, "no white card scored");
      g_string_free (sum, TRUE);
      return;
    }
  for (guint i = 0; i < n; i++)
    g_string_append_printf (sum, "%s%d", i ? " " : "", cards[i]);
  list = g_string_free (sum, FALSE);
  arb_score_add_line (score, seat, white_points (cards, n), "white %s", list);
}

static int
add_hold_line (ArbScore      *score,
               const EiState *s,
               guint          seat)
{
  GString *words = g_string_new (NULL);
  int bonus = 0;

  for (guint i = 0; i < s->n_holds[seat]; i++)
    {
      g_autofree char *w = arb_eighty_hold_format (&s->holds[seat][i]);

      g_string_append_printf (words, "%s%s", i ? " " : "", w);
      bonus += s->holds[seat][i].bonus;
    }
  if (s->n_holds[seat] > 0)
    arb_score_add_line (score, seat, bonus, "Hold %s", words->str);
  g_string_free (words, TRUE);
  return bonus;
}

static int
add_set_lines (const ArbSetup *setup,
               const EiState  *s,
               ArbScore       *score,
               guint           seat)
{
  ArbEightySets sets;

  arb_eighty_player_sets (setup, s, seat, &sets);
  for (guint i = 0; i < sets.n_symbols; i++)
    if (sets.symbols[i].points > 0)
      {
        g_autofree char *text = arb_eighty_symbol_sets_text (&sets.symbols[i]);

        arb_score_add_line (score, seat, sets.symbols[i].points, "%s", text);
      }
  if (sets.stars > 0)
    {
      g_autofree char *why = arb_eighty_sets_reason (&sets);

      arb_score_add_line (score, seat, 0, "%s", why);
    }
  return sets.points;
}

static ArbScore *
ei_score (const ArbSetup *setup,
          gconstpointer   state)
{
  const EiState *s = cstate (state);
  ArbScore *score = arb_score_new (setup->n_players, FALSE);

  score->finished = s->phase == ARB_EIGHTY_PHASE_OVER;
  score->game_over = score->finished;
  for (guint seat = 0; seat < setup->n_players; seat++)
    {
      ArbPlayerScore *p = arb_score_get_player (score, seat);
      int cards[ARB_EIGHTY_MAX_SCORED];
      guint n = scored_cards (s, (int) seat, cards);

      add_white_line (score, seat, cards, n);
      p->total = white_points (cards, n);
      p->total += add_hold_line (score, s, seat);
      p->total += add_set_lines (setup, s, score, seat);
      p->tiebreak = (int) n;
      p->game_total = p->total;
      g_array_append_val (p->game_totals, p->total);
    }
  arb_score_rank (score, (const char *const *) setup->players,
                  "most scored white cards (EI-7)", TRUE);
  return score;
}

/* ---- words for arbiter-cli replay ---- */

static void
append_centre (const ArbSetup *setup,
               const EiState  *s,
               GString        *out)
{
  g_string_append (out, "centre:");
  for (guint i = 0; i < s->n_centre; i++)
    {
      g_string_append_printf (out, " %d", s->centre[i]);
      if (s->taker[i] != ARB_NO_PLAYER)
        g_string_append_printf (out, " (%s)", ei_name (setup, s->taker[i]));
    }
  g_string_append_c (out, '\n');
}

static void
append_player (const ArbSetup *setup,
               const EiState  *s,
               int             seat,
               GString        *out)
{
  int cards[ARB_EIGHTY_MAX_SCORED];
  guint n = scored_cards (s, seat, cards);
  g_autofree char *hand = ei_hand_text (s, seat);

  g_string_append_printf (out, "%s: hand %s; %d black", ei_name (setup, seat), hand, s->black[seat]);
  if (s->revealed[seat] != 0)
    g_string_append_printf (out, "; reveals %d", s->revealed[seat]);
  g_string_append (out, "; scored");
  for (guint i = 0; i < n; i++)
    g_string_append_printf (out, " %d", cards[i]);
  if (n == 0)
    g_string_append (out, " nothing");
  if (s->entered[seat] && !setup->score_only)
    {
      g_string_append (out, "; Hold");
      for (guint i = 0; i < s->n_holds[seat]; i++)
        {
          g_autofree char *w = arb_eighty_hold_format (&s->holds[seat][i]);

          g_string_append_printf (out, " %s", w);
        }
      if (s->n_holds[seat] == 0)
        g_string_append (out, " none");
    }
  g_string_append_c (out, '\n');
}

static char *
ei_state_text (const ArbSetup *setup,
               gconstpointer   state)
{
  const EiState *s = cstate (state);
  g_autofree char *expected = ei_expected_text (setup, s);
  GString *out = g_string_new (NULL);

  if (!setup->score_only)
    {
      g_string_append_printf (out, "round %u%s; white deck %d; black deck %d, discard pile %d\n",
                              s->round, s->last_round ? " (the last)" : "", ei_white_deck (setup, s),
                              s->black_deck, s->black_discard);
      if (s->n_centre > 0)
        append_centre (setup, s, out);
      for (guint k = 0; k < s->n_plays; k++)
        g_string_append_printf (out, "%s's %+d on %s's card\n", ei_name (setup, s->plays[k].attacher),
                                s->plays[k].modifier, ei_name (setup, s->plays[k].target));
    }
  for (guint i = 0; i < setup->n_players; i++)
    append_player (setup, s, (int) i, out);
  if (s->resolved)
    {
      g_autofree char *words = arb_eighty_resolution_text (&s->last, (const char *const *) setup->players);

      g_string_append_printf (out, "round %u resolved: %s\n", s->resolved_round, words);
    }
  g_string_append_printf (out, "next: %s\n", expected);
  return g_string_free (out, FALSE);
}

static char *
ei_progress (const ArbSetup *setup,
             gconstpointer   state)
{
  const EiState *s = cstate (state);
  guint entered = 0;

  for (guint i = 0; i < setup->n_players; i++)
    entered += s->entered[i];
  if (setup->score_only)
    return g_strdup_printf (_("%u of %u players entered"), entered, setup->n_players);
  if (s->phase == ARB_EIGHTY_PHASE_HOLD)
    return g_strdup_printf (_("final scoring, %u of %u players entered"), entered, setup->n_players);
  if (s->round == 0)
    return g_strdup (_("setting up"));
  if (s->last_round)
    return g_strdup_printf (_("round %u, the last"), s->round);
  return g_strdup_printf (_("round %u"), s->round);
}

/* A round runs from its centre to its draws; the entries before the
 * first centre belong to round 1, and the final scoring (or the
 * score-only cards) is a round of its own. */
static guint
ei_round (const ArbSetup *setup,
          gconstpointer   state)
{
  const EiState *s = cstate (state);

  switch (s->phase)
    {
    case ARB_EIGHTY_PHASE_SETUP:
    case ARB_EIGHTY_PHASE_CENTRE:
    case ARB_EIGHTY_PHASE_HOLD:
    case ARB_EIGHTY_PHASE_CARDS:
      return s->round + 1;
    case ARB_EIGHTY_PHASE_OVER:
      return s->round + 2;
    default:
      return s->round;
    }
}

/* ---- view ---- */

gboolean
arb_eighty_get_card (gconstpointer  state,
                     int            number,
                     ArbEightyCard *card)
{
  const EiState *s = cstate (state);

  if (number < 1 || number > END || !s->defined[number])
    return FALSE;
  *card = s->defs[number];
  return TRUE;
}

ArbEvent *
arb_eighty_card_event (const ArbEightyCard *card)
{
  g_auto(GStrv) args = arb_eighty_card_args (card);

  return arb_event_newv (ARB_NO_PLAYER, "white", (const char *const *) args);
}

static void
fill_player_view (const EiState *s,
                  int            p,
                  ArbEightyView *view)
{
  view->unknown[p] = s->unknown[p];
  view->black[p] = s->black[p];
  view->revealed[p] = s->revealed[p];
  view->n_scored[p] = scored_cards (s, p, view->scored[p]);
  view->white_points[p] = white_points (view->scored[p], view->n_scored[p]);
  view->holds_entered[p] = s->entered[p];
  view->n_holds[p] = s->n_holds[p];
  memcpy (view->holds[p], s->holds[p], sizeof s->holds[p]);
  view->drew[p] = s->drew[p];
  for (int v = 1; v < END; v++)
    if (s->place[v] == EI_HAND && s->owner[v] == p && view->n_known[p] < ARB_EIGHTY_MAX_HAND)
      view->known[p][view->n_known[p]++] = v;
  for (guint k = 0; k < s->n_plays; k++)
    if (s->plays[k].target == p)
      {
        view->modifier[p] += s->plays[k].modifier;
        view->n_plays_on[p]++;
      }
  view->effective[p] = s->revealed[p] != 0 ? s->revealed[p] + view->modifier[p] : 0;
}

void
arb_eighty_get_view (const ArbSetup *setup,
                     gconstpointer   state,
                     ArbEightyView  *view)
{
  const EiState *s = cstate (state);

  memset (view, 0, sizeof *view);
  view->phase = s->phase;
  view->player = ei_expected_player (setup, s);
  view->round = s->round;
  view->first_player = s->round > 0 ? ei_round_seat (setup, s, 0) : s->first;
  view->last_round = s->last_round;
  view->n_centre = s->n_centre;
  memcpy (view->centre, s->centre, sizeof s->centre);
  memcpy (view->taker, s->taker, sizeof s->taker);
  for (guint i = 0; i < s->n_centre && s->phase == ARB_EIGHTY_PHASE_REVEAL; i++)
    if (s->taker[i] == ARB_NO_PLAYER)
      view->rule_card = s->centre[i];
  for (guint i = 0; i < setup->n_players; i++)
    fill_player_view (s, (int) i, view);
  view->n_plays = s->n_plays;
  memcpy (view->plays, s->plays, sizeof s->plays);
  view->white_deck = ei_white_deck (setup, s);
  for (int v = 1; v <= END; v++)
    view->white_discard += s->place[v] == EI_DISCARDED;
  view->black_deck = s->black_deck;
  view->black_discard = s->black_discard;
  view->reshuffles = s->reshuffles;
  view->discard_due = ei_discard_due (s);
  view->has_resolution = s->resolved;
  view->resolved_round = s->resolved_round;
  view->resolution = s->last;
}

const ArbRules arb_eighty_rules = {
  .id = "eighty",
  .title = N_("Eighty"),
  .summary = N_("Draft, reveal and survive the round's rule until the 80 card ends it."),
  .min_players = ARB_EIGHTY_MIN_PLAYERS,
  .max_players = ARB_EIGHTY_MAX_PLAYERS,
  .options = NULL,
  .n_options = 0,
  .verbs = ei_verbs,
  .n_verbs = G_N_ELEMENTS (ei_verbs),
  .rulings = ei_rulings,
  .n_rulings = G_N_ELEMENTS (ei_rulings),
  .has_score_only = TRUE,
  .players_rule = "EI-1",
  .check_setup = ei_check_setup,
  .state_new = ei_state_new,
  .state_free = ei_state_free,
  .parse_event = ei_parse_event,
  .fill_actor = ei_fill_actor,
  .apply = ei_apply,
  .describe = ei_describe,
  .prompt = ei_prompt,
  .score = ei_score,
  .state_text = ei_state_text,
  .progress = ei_progress,
  .round = ei_round,
};
