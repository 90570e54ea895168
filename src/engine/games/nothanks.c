/* SPDX-License-Identifier: GPL-3.0-or-later */
/* No Thanks! (seed 001), rulings NT-1 .. NT-10. */
#include "nothanks.h"

#include <stdlib.h>
#include <string.h>

#include "../arb-args.h"
#include "../arb-error.h"
#include "../arb-i18n.h"

#define N_MAX ARB_NOTHANKS_MAX_PLAYERS
/* A number this big or bigger is read as this, for NT-2 or NT-5 to refuse. */
#define NT_HUGE 99999

typedef struct {
  int total[N_MAX];
  int chips[N_MAX];
} GameResult;

typedef struct {
  ArbNothanksPhase phase;
  int       turn;          /* seat to turn up or to decide */
  int       card;          /* face-up card, 0 when none */
  int       pot;
  guint64   seen;          /* values turned up (or entered) this game */
  guint     n_taken;
  int       last_taker;
  guint     game;          /* 0-based */
  gboolean  started;       /* a start event or a card has been seen */
  gboolean  begun;         /* the game in play has had an entry */
  int       starter;       /* who began the first game */
  int       chips[N_MAX];
  guint64   cards[N_MAX];
  gboolean  entered[N_MAX];
  GArray   *history;       /* GameResult of finished earlier games */
} NtState;

static const char *const no_choices[] = { NULL };

static const ArbOptionSpec nt_options[] = {
  { "tactical", ARB_OPTION_BOOL, "no", 0, 0, no_choices, N_("Tactical variant"),
    N_("10 chips each; the 10, 20 and 30 are out of the game."), "NT-3", FALSE },
  { "more-players", ARB_OPTION_BOOL, "no", 0, 0, no_choices, N_("Six or seven players"),
    N_("Allow 6 players with 9 chips or 7 players with 7 chips each."), "NT-1", FALSE },
  { "hide-chips", ARB_OPTION_BOOL, "yes", 0, 0, no_choices, N_("Hide chip counts"),
    N_("Chips stay secret until the end; they show only on request."), "NT-9", FALSE },
  { "house-tiebreak", ARB_OPTION_BOOL, "no", 0, 0, no_choices, N_("Chips break ties"),
    N_("Of players tied on score, the one with more chips wins."), "NT-8", TRUE },
  { "match", ARB_OPTION_INT, "1", 1, 99, no_choices, N_("Games in the match"),
    N_("Play several games and add up the scores; four is usual."), "NT-10", FALSE },
};

static const ArbVerbSpec nt_verbs[] = {
  { "start", "start NAME [random]", "NAME turns up the first card (picked at random by the app)." },
  { "card", "card VALUE", "The player to act turns up a card (3 to 35)." },
  { "take", "[NAME:] take", "The player to act takes the card and its chips." },
  { "pass", "[NAME:] pass", "The player to act says no thanks and pays a chip onto the card." },
  { "cards", "NAME: cards VALUE... chips N", "Score-only: a player's final cards (runs as 17-20) and chips." },
};

static const ArbRuling nt_rulings[] = {
  { "NT-1", N_("Three to five players, 11 chips each; optionally 6 players with 9 chips or 7 with 7.") },
  { "NT-2", N_("The cards are 3 to 35. Only 24 are played; each value turns up at most once.") },
  { "NT-3", N_("Tactical variant: 10 chips each (9 or 7 with 6 or 7 players) and the 10, 20 and 30 are out.") },
  { "NT-4", N_("On your turn take the card with its chips, or pay one chip onto it. With no chips you must take.") },
  { "NT-5", N_("Whoever takes turns up the next card and decides on it first. No chip is ever created or lost.") },
  { "NT-6", N_("The game ends when the 24th card is taken.") },
  { "NT-7", N_("Each run of consecutive cards counts only its lowest card; chips in hand are subtracted. Low score wins.") },
  { "NT-8", N_("A tie on score is a shared victory. House option: more chips breaks the tie.") },
  { "NT-9", N_("Chips are secret: the app can hide the counts until the end.") },
  { "NT-10", N_("A match adds up the scores of several games; whoever took the last card begins the next game.") },
};

/* ---- helpers ---- */

static const NtState *
cstate (gconstpointer state)
{
  return state;
}

static const char *
name (const ArbSetup *setup,
      int             seat)
{
  return arb_setup_player_name (setup, seat);
}

int
arb_nothanks_start_chips (const ArbSetup *setup)
{
  if (setup->n_players == 6)
    return 9;
  if (setup->n_players >= 7)
    return 7;
  return arb_setup_get_bool (setup, "tactical") ? 10 : 11;
}

static int
total_chips (const ArbSetup *setup)
{
  return arb_nothanks_start_chips (setup) * (int) setup->n_players;
}

static gboolean
removed_by_variant (const ArbSetup *setup,
                    int             value)
{
  return arb_setup_get_bool (setup, "tactical") && value % 10 == 0;
}

gboolean
arb_nothanks_in_deck (const ArbSetup *setup,
                      int             value)
{
  return value >= ARB_NOTHANKS_LOW && value <= ARB_NOTHANKS_HIGH
         && !removed_by_variant (setup, value);
}

static guint64
bit (int value)
{
  return value >= 0 && value < 64 ? G_GUINT64_CONSTANT (1) << value : 0;
}

static guint
n_cards (guint64 cards)
{
  return (guint) __builtin_popcountll (cards);
}

static int
games_in_match (const ArbSetup *setup)
{
  return arb_setup_get_int (setup, "match");
}

static gboolean
match_over (const ArbSetup *setup,
            const NtState  *s)
{
  return s->phase == ARB_NOTHANKS_OVER && (int) s->game + 1 >= games_in_match (setup);
}

/* Runs of consecutive values, lowest first. */
GArray *
arb_nothanks_runs (guint64 cards)
{
  GArray *runs = g_array_new (FALSE, FALSE, sizeof (ArbNothanksRun));

  for (int v = 0; v < 64; v++)
    {
      ArbNothanksRun run;

      if (!(cards & bit (v)))
        continue;
      run.low = v;
      while (v + 1 < 64 && (cards & bit (v + 1)))
        v++;
      run.high = v;
      g_array_append_val (runs, run);
    }
  return runs;
}

static int
card_points (guint64 cards)
{
  g_autoptr(GArray) runs = arb_nothanks_runs (cards);
  int points = 0;

  for (guint i = 0; i < runs->len; i++)
    points += g_array_index (runs, ArbNothanksRun, i).low;
  return points;
}

static int
game_total (const NtState *s,
            int            seat)
{
  return card_points (s->cards[seat]) - s->chips[seat];
}

static void
new_game (const ArbSetup *setup,
          NtState        *s,
          int             first)
{
  s->phase = ARB_NOTHANKS_TURN_UP;
  s->turn = first;
  s->card = 0;
  s->pot = 0;
  s->seen = 0;
  s->n_taken = 0;
  s->begun = FALSE;
  for (guint i = 0; i < setup->n_players; i++)
    {
      s->chips[i] = setup->score_only ? 0 : arb_nothanks_start_chips (setup);
      s->cards[i] = 0;
      s->entered[i] = FALSE;
    }
}

/* ---- state ---- */

static gpointer
nt_state_new (const ArbSetup *setup)
{
  NtState *s = g_new0 (NtState, 1);

  s->history = g_array_new (FALSE, TRUE, sizeof (GameResult));
  s->last_taker = ARB_NO_PLAYER;
  new_game (setup, s, 0);
  return s;
}

static void
nt_state_free (gpointer state)
{
  NtState *s = state;

  g_array_unref (s->history);
  g_free (s);
}

static gboolean
nt_check_setup (const ArbSetup *setup,
                GError        **error)
{
  gboolean more = arb_setup_get_bool (setup, "more-players");
  guint max = more ? 7 : 5;

  if (setup->n_players >= 3 && setup->n_players <= max)
    return TRUE;
  if (more || setup->n_players > 7)
    arb_refuse_setup (error, "NT-1", "No Thanks! takes 3 to %u players, not %u",
                      max, setup->n_players);
  else
    arb_refuse_setup (error, "NT-1", "No Thanks! takes 3 to 5 players (6 or 7 with the option more-players), not %u",
                      setup->n_players);
  return FALSE;
}

/* ---- parsing ---- */

static gboolean
parse_value_list (ArbEvent *event,
                  int      *bad_arg,
                  GError  **error)
{
  g_autoptr(GStrvBuilder) out = g_strv_builder_new ();
  guint n = arb_event_n_args (event);
  g_auto(GStrv) args = NULL;
  int chips;

  if (n < 2 || !arb_word_equal (event->args[n - 2], "chips"))
    {
      *bad_arg = (int) n - 1;
      arb_parse_error (error, "write it as “NAME: cards 3 4 17-20 chips 8”, chips last");
      return FALSE;
    }
  for (guint i = 0; i + 2 < n; i++)
    {
      g_auto(GStrv) ends = g_strsplit (event->args[i], "-", 2);
      int low, high;

      /* Values outside the deck are for NT-2 to refuse; a run longer
       * than the deck cannot be one. */
      if (!arb_arg_int (ends[0], -999, 999, &low)
          || !arb_arg_int (ends[1] ? ends[1] : ends[0], low, low + ARB_NOTHANKS_HIGH, &high))
        {
          *bad_arg = (int) i;
          arb_parse_error (error, "“%s” is not a card value or a run such as 17-20", event->args[i]);
          return FALSE;
        }
      for (int v = low; v <= high; v++)
        arb_strv_builder_take (out, arb_strdup_int (v));
    }
  if (!arb_arg_int_saturated (event->args[n - 1], NT_HUGE, &chips))
    {
      *bad_arg = (int) n - 1;
      arb_parse_error (error, "“%s” is not a number of chips", event->args[n - 1]);
      return FALSE;
    }
  g_strv_builder_add (out, "chips");
  arb_strv_builder_take (out, arb_strdup_int (chips));
  args = g_strv_builder_end (out);
  arb_event_set_args (event, (const char *const *) args);
  return TRUE;
}

static gboolean
parse_card (ArbEvent *event,
            int      *bad_arg,
            GError  **error)
{
  char value[ARB_INT_TEXT_SIZE];
  const char *canonical[2] = { NULL, NULL };
  int v;

  if (!arb_arg_expect_n (event, 1, 1, "card VALUE", bad_arg, error))
    return FALSE;
  if (!arb_arg_int_saturated (event->args[0], NT_HUGE, &v))
    {
      *bad_arg = 0;
      arb_parse_error (error, "“%s” is not a card value; cards show 3 to 35", event->args[0]);
      return FALSE;
    }
  canonical[0] = arb_int_text (value, v);
  arb_event_set_args (event, canonical);
  return TRUE;
}

static const char *
canonical_verb (const char *verb)
{
  static const char *const aliases[][2] = {
    { "take", "take" }, { "takes", "take" },
    { "pass", "pass" }, { "passes", "pass" }, { "no", "pass" },
    { "nothanks", "pass" }, { "no-thanks", "pass" },
    { "card", "card" }, { "start", "start" }, { "cards", "cards" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (aliases); i++)
    if (g_str_equal (verb, aliases[i][0]))
      return aliases[i][1];
  return NULL;
}

static gboolean
nt_parse_event (const ArbSetup *setup,
                ArbEvent       *event,
                int            *bad_arg,
                GError        **error)
{
  const char *verb = canonical_verb (event->verb);
  gboolean scoring = setup->score_only;

  *bad_arg = -1;
  if (verb == NULL || (scoring && !arb_verb_is (verb, "cards") && !arb_verb_is (verb, "start"))
      || (!scoring && arb_verb_is (verb, "cards")))
    {
      arb_parse_error (error, scoring
                       ? "a score-only record holds lines “NAME: cards 3 4 17-20 chips 8”, not “%s”"
                       : "“%s” is not a No Thanks! entry; write start, card, take or pass",
                       event->verb);
      return FALSE;
    }
  arb_event_set_verb (event, verb);
  /* "no thanks", as said at the table */
  if (arb_verb_is (verb, "pass") && event->args[0] != NULL && event->args[1] == NULL
      && arb_word_equal (event->args[0], "thanks"))
    arb_event_set_args (event, NULL);
  if (arb_verb_is (verb, "start"))
    return arb_parse_start (setup, event, bad_arg, error);
  if (arb_verb_is (verb, "card"))
    return parse_card (event, bad_arg, error);
  if (arb_verb_is (verb, "cards"))
    {
      if (event->actor == ARB_NO_PLAYER)
        {
          arb_parse_error (error, "name the player first: “NAME: cards 3 4 17-20 chips 8”");
          return FALSE;
        }
      return parse_value_list (event, bad_arg, error);
    }
  return arb_arg_expect_n (event, 0, 0, verb, bad_arg, error);
}

/* ---- folding ---- */

static gboolean
check_actor (const ArbSetup *setup,
             const NtState  *s,
             const ArbEvent *event,
             const char     *rule_id,
             GError        **error)
{
  if (event->actor == ARB_NO_PLAYER || event->actor == s->turn)
    return TRUE;
  if (s->phase == ARB_NOTHANKS_DECIDE)
    arb_refuse (error, rule_id, "it is %s's turn to take the %d or pay a chip, not %s's",
                name (setup, s->turn), s->card, name (setup, event->actor));
  else
    arb_refuse (error, rule_id, "%s turns up the next card, not %s",
                name (setup, s->turn), name (setup, event->actor));
  return FALSE;
}

/* Refuses any entry once the game (or the whole match) is over.  A
 * 25th card is NT-2 (only 24 are played); anything else NT-6. */
static gboolean
check_not_over (const ArbSetup *setup,
                const NtState  *s,
                const char     *verb,
                GError        **error)
{
  if (!match_over (setup, s))
    return TRUE;
  if (games_in_match (setup) > 1)
    arb_refuse (error, "NT-10", "the match of %d games is over; nothing more can be entered",
                games_in_match (setup));
  else if (arb_verb_is (verb, "card"))
    arb_refuse (error, "NT-2", "only 24 cards are played and all 24 have been taken; the game is over");
  else
    arb_refuse (error, "NT-6", "the game is over: all 24 cards have been taken");
  return FALSE;
}

static void
finish_game (const ArbSetup *setup,
             NtState        *s)
{
  GameResult result = { { 0 }, { 0 } };

  for (guint i = 0; i < setup->n_players; i++)
    {
      result.total[i] = game_total (s, (int) i);
      result.chips[i] = s->chips[i];
    }
  g_array_append_val (s->history, result);
  s->phase = ARB_NOTHANKS_OVER;
  s->card = 0;
}

/* Between two games of a match the next entry opens the next game. */
static void
open_next_game (const ArbSetup *setup,
                NtState        *s)
{
  if (s->phase != ARB_NOTHANKS_OVER)
    return;
  s->game++;
  new_game (setup, s, s->last_taker != ARB_NO_PLAYER ? s->last_taker : 0);
}

static gboolean
check_in_deck (const ArbSetup *setup,
               int             v,
               GError        **error)
{
  if (v <= -NT_HUGE || v >= NT_HUGE)
    arb_refuse (error, "NT-2", "the cards run from 3 to 35; there is no card near that number");
  else if (v < ARB_NOTHANKS_LOW || v > ARB_NOTHANKS_HIGH)
    arb_refuse (error, "NT-2", "the cards run from 3 to 35; there is no %d", v);
  else if (removed_by_variant (setup, v))
    arb_refuse (error, "NT-3", "the %d is out of the game in the tactical variant (10, 20 and 30 are removed)", v);
  else
    return TRUE;
  return FALSE;
}

static gboolean
check_value (const ArbSetup *setup,
             const NtState  *s,
             int             v,
             GError        **error)
{
  if (!check_in_deck (setup, v, error))
    return FALSE;
  if (!(s->seen & bit (v)))
    return TRUE;
  arb_refuse (error, "NT-2", "the %d has already turned up in this game; each value appears once", v);
  return FALSE;
}

static gboolean
apply_start (const ArbSetup *setup,
             NtState        *s,
             const ArbEvent *event,
             GError        **error)
{
  int seat = arb_arg_seat (setup, event->args[0], error);

  if (seat < 0)
    return FALSE;
  if (s->started || s->game > 0)
    {
      arb_refuse (error, "NT-5", "%s already began; after that, whoever takes a card turns up the next",
                  name (setup, s->starter));
      return FALSE;
    }
  s->turn = seat;
  s->starter = s->turn;
  s->started = TRUE;
  return TRUE;
}

static gboolean
apply_card (const ArbSetup *setup,
            NtState        *s,
            const ArbEvent *event,
            GError        **error)
{
  int v = atoi (event->args[0]);

  if (!check_not_over (setup, s, "card", error))
    return FALSE;
  if (s->phase == ARB_NOTHANKS_DECIDE)
    {
      arb_refuse (error, "NT-4", "the %d is still face up: %s must take it or pay a chip first",
                  s->card, name (setup, s->turn));
      return FALSE;
    }
  /* Between games of a match, NT-10 says who opens the next one. */
  if (s->phase == ARB_NOTHANKS_OVER && event->actor != ARB_NO_PLAYER
      && event->actor != s->last_taker)
    {
      arb_refuse (error, "NT-10", "%s took the last card of game %u and turns up the first card of game %u, not %s",
                  name (setup, s->last_taker), s->game + 1, s->game + 2, name (setup, event->actor));
      return FALSE;
    }
  open_next_game (setup, s);
  if (!check_actor (setup, s, event, "NT-5", error) || !check_value (setup, s, v, error))
    return FALSE;
  if (!s->started)
    s->starter = s->turn;
  s->started = TRUE;
  s->begun = TRUE;
  s->card = v;
  s->pot = 0;
  s->seen |= bit (v);
  s->phase = ARB_NOTHANKS_DECIDE;
  return TRUE;
}

static gboolean
check_deciding (const ArbSetup *setup,
                const NtState  *s,
                const ArbEvent *event,
                GError        **error)
{
  if (!check_not_over (setup, s, event->verb, error))
    return FALSE;
  if (s->phase == ARB_NOTHANKS_OVER)
    {
      arb_refuse (error, "NT-10", "game %u is over; %s turns up the first card of game %u",
                  s->game + 1, name (setup, s->last_taker), s->game + 2);
      return FALSE;
    }
  if (s->phase == ARB_NOTHANKS_TURN_UP)
    {
      arb_refuse (error, "NT-5", "no card is face up: %s turns up the next card first",
                  name (setup, s->turn));
      return FALSE;
    }
  return check_actor (setup, s, event, "NT-4", error);
}

static gboolean
apply_take (const ArbSetup *setup,
            NtState        *s,
            const ArbEvent *event,
            GError        **error)
{
  if (!check_deciding (setup, s, event, error))
    return FALSE;
  s->cards[s->turn] |= bit (s->card);
  s->chips[s->turn] += s->pot;
  s->pot = 0;
  s->card = 0;
  s->n_taken++;
  s->last_taker = s->turn;
  s->phase = ARB_NOTHANKS_TURN_UP;
  if (s->n_taken == ARB_NOTHANKS_PLAYED)
    finish_game (setup, s);
  return TRUE;
}

static gboolean
apply_pass (const ArbSetup *setup,
            NtState        *s,
            const ArbEvent *event,
            GError        **error)
{
  if (!check_deciding (setup, s, event, error))
    return FALSE;
  if (s->chips[s->turn] == 0)
    {
      arb_refuse (error, "NT-4", "%s has no chips and must take the %d",
                  name (setup, s->turn), s->card);
      return FALSE;
    }
  s->chips[s->turn]--;
  s->pot++;
  s->turn = (s->turn + 1) % (int) setup->n_players;
  return TRUE;
}

/* ---- score-only ---- */

static int
chips_entered (const ArbSetup *setup,
               const NtState  *s)
{
  int sum = 0;

  for (guint i = 0; i < setup->n_players; i++)
    sum += s->entered[i] ? s->chips[i] : 0;
  return sum;
}

static gboolean
all_entered (const ArbSetup *setup,
             const NtState  *s)
{
  for (guint i = 0; i < setup->n_players; i++)
    if (!s->entered[i])
      return FALSE;
  return TRUE;
}

static gboolean
check_hand_values (const ArbSetup *setup,
                   const ArbEvent *event,
                   guint64        *hand,
                   GError        **error)
{
  *hand = 0;
  for (guint i = 0; event->args[i] != NULL && !g_str_equal (event->args[i], "chips"); i++)
    {
      int v = atoi (event->args[i]);

      if (!check_in_deck (setup, v, error))
        return FALSE;
      if (*hand & bit (v))
        {
          arb_refuse (error, "NT-2", "the %d is listed twice; each value appears once", v);
          return FALSE;
        }
      *hand |= bit (v);
    }
  return TRUE;
}

static int
holder_of (const ArbSetup *setup,
           const NtState  *s,
           guint64         hand)
{
  for (guint i = 0; i < setup->n_players; i++)
    if (s->entered[i] && (s->cards[i] & hand))
      return (int) i;
  return -1;
}

static gboolean
check_totals (const ArbSetup *setup,
              const NtState  *s,
              guint64         hand,
              int             chips,
              gboolean        last,
              GError        **error)
{
  guint cards = n_cards (s->seen | hand);
  int all_chips = total_chips (setup);
  int held = chips_entered (setup, s) + chips;

  if (cards > ARB_NOTHANKS_PLAYED)
    arb_refuse (error, "NT-2", "only 24 cards are played; with these the hands would hold %u", cards);
  else if (held > all_chips)
    arb_refuse (error, "NT-5", "there are %d chips in all and %d are already entered, so %d chips at most",
                all_chips, held - chips, all_chips - (held - chips));
  else if (last && cards != ARB_NOTHANKS_PLAYED)
    arb_refuse (error, "NT-2", "24 cards are played, but the hands hold only %u", cards);
  else if (last && held != all_chips)
    arb_refuse (error, "NT-5", "chips are conserved: the hands must hold all %d chips, not %d",
                all_chips, held);
  else
    return TRUE;
  return FALSE;
}

/* Chips come into a hand only with a card taken (NT-4): a player who
 * took no card ends with at most the chips dealt. */
static gboolean
check_hand_chips (const ArbSetup *setup,
                  int             p,
                  guint64         hand,
                  int             chips,
                  GError        **error)
{
  int start = arb_nothanks_start_chips (setup);

  if (chips < 0)
    arb_refuse (error, "NT-5", "%s cannot hold %d chips; a hand holds 0 chips or more",
                name (setup, p), chips);
  else if (hand == 0 && chips > start)
    arb_refuse (error, "NT-4", "%s took no card, so never received a chip: %s ends with at most the %d chips dealt, not %d",
                name (setup, p), name (setup, p), start, chips);
  else
    return TRUE;
  return FALSE;
}

static gboolean
apply_cards (const ArbSetup *setup,
             NtState        *s,
             const ArbEvent *event,
             GError        **error)
{
  guint n = arb_event_n_args (event);
  int chips = atoi (event->args[n - 1]);
  int p = event->actor;
  guint64 hand;
  int holder;
  gboolean last;

  if (!check_not_over (setup, s, "cards", error))
    return FALSE;
  open_next_game (setup, s);
  if (s->entered[p])
    {
      arb_refuse (error, "NT-7", "%s's final cards are already entered for this game; each player is scored once a game",
                  name (setup, p));
      return FALSE;
    }
  if (!check_hand_values (setup, event, &hand, error))
    return FALSE;
  holder = holder_of (setup, s, hand);
  if (holder >= 0)
    {
      arb_refuse (error, "NT-2", "the %d is already %s's; each value appears once",
                  __builtin_ctzll (s->cards[holder] & hand), name (setup, holder));
      return FALSE;
    }
  if (!check_hand_chips (setup, p, hand, chips, error))
    return FALSE;
  s->entered[p] = TRUE;
  last = all_entered (setup, s);
  s->entered[p] = FALSE;
  if (!check_totals (setup, s, hand, chips, last, error))
    return FALSE;
  s->entered[p] = TRUE;
  s->cards[p] = hand;
  s->chips[p] = chips;
  s->seen |= hand;
  s->started = TRUE;
  s->begun = TRUE;
  if (last)
    finish_game (setup, s);
  return TRUE;
}

static void
nt_fill_actor (const ArbSetup *setup,
               gconstpointer   state,
               ArbEvent       *event)
{
  const NtState *s = cstate (state);

  if (arb_event_is (event, "take") || arb_event_is (event, "pass"))
    event->actor = s->phase == ARB_NOTHANKS_DECIDE ? s->turn : ARB_NO_PLAYER;
  else if (arb_event_is (event, "card") && !match_over (setup, s))
    event->actor = s->phase == ARB_NOTHANKS_OVER ? s->last_taker : s->turn;
}

static gboolean
nt_apply (const ArbSetup *setup,
          gpointer        state,
          const ArbEvent *event,
          GError        **error)
{
  NtState *s = state;

  if (arb_event_is (event, "start"))
    return apply_start (setup, s, event, error);
  if (arb_event_is (event, "card"))
    return apply_card (setup, s, event, error);
  if (arb_event_is (event, "take"))
    return apply_take (setup, s, event, error);
  if (arb_event_is (event, "pass"))
    return apply_pass (setup, s, event, error);
  if (arb_event_is (event, "cards"))
    return apply_cards (setup, s, event, error);
  g_assert_not_reached ();
}

/* ---- words ---- */

static char *
values_text (guint64 cards)
{
  g_autoptr(GArray) runs = arb_nothanks_runs (cards);
  GString *out = g_string_new (NULL);

  for (guint i = 0; i < runs->len; i++)
    {
      ArbNothanksRun *run = &g_array_index (runs, ArbNothanksRun, i);

      if (i > 0)
        g_string_append_c (out, ' ');
      if (run->low == run->high)
        g_string_append_printf (out, "%d", run->low);
      else
        g_string_append_printf (out, "%d–%d", run->low, run->high);
    }
  if (out->len == 0)
    g_string_append (out, _("no cards"));
  return g_string_free (out, FALSE);
}

static guint64
event_hand (const ArbEvent *event)
{
  guint64 hand = 0;

  for (guint i = 0; event->args[i] != NULL && !g_str_equal (event->args[i], "chips"); i++)
    {
      int v = atoi (event->args[i]);

      if (v >= 0 && v < 64)
        hand |= bit (v);
    }
  return hand;
}

static char *
nt_describe (const ArbSetup *setup,
             gconstpointer   state,
             const ArbEvent *event)
{
  const NtState *s = cstate (state);
  int who = event->actor != ARB_NO_PLAYER ? event->actor : s->turn;

  if (s->phase == ARB_NOTHANKS_OVER && !arb_event_is (event, "take") && !arb_event_is (event, "pass"))
    who = event->actor != ARB_NO_PLAYER ? event->actor
          : s->last_taker != ARB_NO_PLAYER ? s->last_taker : 0;
  if (arb_event_is (event, "start"))
    return g_strdup_printf (_("%s begins%s"), event->args[0],
                            event->args[1] ? " (picked at random)" : "");
  if (arb_event_is (event, "card"))
    return g_strdup_printf (_("%s turns up the %s"), name (setup, who), event->args[0]);
  if (arb_event_is (event, "take"))
    return g_strdup_printf (arb_ngettext ("%s takes the %d with %d chip", "%s takes the %d with %d chips", s->pot),
                            name (setup, who), s->card, s->pot);
  if (arb_event_is (event, "pass"))
    return g_strdup_printf (_("%s: no thanks, a chip onto the %d"), name (setup, who), s->card);
  {
    g_autofree char *values = values_text (event_hand (event));

    return g_strdup_printf (_("%s ends with %s and %s chips"), name (setup, who), values,
                            event->args[arb_event_n_args (event) - 1]);
  }
}

/* ---- prompt ---- */

static void
add_card_choices (const ArbSetup *setup,
                  const NtState  *s,
                  ArbPrompt      *prompt,
                  gboolean        fresh_game)
{
  for (int v = ARB_NOTHANKS_LOW; v <= ARB_NOTHANKS_HIGH; v++)
    {
      g_autofree char *value = arb_strdup_int (v);

      if (!arb_nothanks_in_deck (setup, v) || (!fresh_game && (s->seen & bit (v))))
        continue;
      arb_prompt_add_choice (prompt, arb_event_new (prompt->player, "card", value, NULL), value);
    }
}

static ArbPrompt *
score_only_prompt (const ArbSetup *setup,
                   const NtState  *s)
{
  gboolean fresh = s->phase == ARB_NOTHANKS_OVER;

  for (guint i = 0; i < setup->n_players; i++)
    if (fresh || !s->entered[i])
      return arb_prompt_new ((int) i, "cards", "Enter %s's final cards and chips%s",
                             name (setup, (int) i), fresh ? " for the next game" : "");
  g_assert_not_reached ();
}

static ArbPrompt *
nt_prompt (const ArbSetup *setup,
           gconstpointer   state)
{
  const NtState *s = cstate (state);
  ArbPrompt *prompt;

  if (match_over (setup, s))
    return arb_prompt_new_finished (games_in_match (setup) > 1 ? "The match is over" : "The game is over");
  if (setup->score_only)
    return score_only_prompt (setup, s);
  if (s->phase == ARB_NOTHANKS_DECIDE)
    {
      g_autofree char *take = g_strdup_printf (_("Take the %d"), s->card);

      prompt = arb_prompt_new (s->turn, "decide", arb_ngettext ("%s: take the %d with %d chip, or pay a chip",
                                                               "%s: take the %d with %d chips, or pay a chip", s->pot),
                               name (setup, s->turn), s->card, s->pot);
      arb_prompt_add_choice (prompt, arb_event_new (s->turn, "take", NULL), take);
      if (s->chips[s->turn] > 0)
        arb_prompt_add_choice (prompt, arb_event_new (s->turn, "pass", NULL), "No thanks");
      else
        {
          g_free (prompt->text);
          prompt->text = g_strdup_printf (_("%s has no chips and must take the %d"),
                                          name (setup, s->turn), s->card);
        }
      return prompt;
    }
  if (s->phase == ARB_NOTHANKS_OVER)
    prompt = arb_prompt_new (s->last_taker, "card", "Game %u: %s took the last card and turns up the first",
                             s->game + 2, name (setup, s->last_taker));
  else
    prompt = arb_prompt_new (s->turn, "card", "%s turns up the %s card", name (setup, s->turn),
                             s->n_taken == 0 ? "first" : "next");
  add_card_choices (setup, s, prompt, s->phase == ARB_NOTHANKS_OVER);
  return prompt;
}

/* ---- score ---- */

static void
add_breakdown (const ArbSetup *setup,
               const NtState  *s,
               ArbScore       *score,
               guint           seat)
{
  g_autoptr(GArray) runs = arb_nothanks_runs (s->cards[seat]);

  for (guint i = 0; i < runs->len; i++)
    {
      ArbNothanksRun *run = &g_array_index (runs, ArbNothanksRun, i);

      if (run->low == run->high)
        arb_score_add_line (score, seat, run->low, "card %d", run->low);
      else
        arb_score_add_line (score, seat, run->low, "run %d–%d", run->low, run->high);
    }
  /* NT-9: chips in hand are secret until the game is over. */
  if (arb_setup_get_bool (setup, "hide-chips") && s->phase != ARB_NOTHANKS_OVER)
    arb_score_add_secret_line (score, seat, -s->chips[seat], "chips in hand",
                               arb_ngettext ("%d chip", "%d chips", s->chips[seat]), s->chips[seat]);
  else
    arb_score_add_line (score, seat, -s->chips[seat], arb_ngettext ("%d chip", "%d chips", s->chips[seat]),
                        s->chips[seat]);
}

/* The game in play counts once it has begun and is not yet in history. */
static gboolean
current_game_counts (const NtState *s)
{
  return s->phase != ARB_NOTHANKS_OVER && s->begun;
}

/* Says which chips decided a tie on score, and how many each had:
 * in a match they are summed over its games. */
static void
tiebreak_words (const ArbSetup *setup,
                ArbScore       *score)
{
  g_autoptr(GString) out = g_string_new (NULL);
  int best = 0;
  gboolean any = FALSE;
  guint games = score->games_in_match;

  for (guint i = 0; i < score->players->len; i++)
    {
      ArbPlayerScore *p = g_ptr_array_index (score->players, i);

      if (p->rank == 1)
        best = p->total, any = TRUE;
    }
  for (guint i = 0; any && i < score->players->len; i++)
    {
      ArbPlayerScore *p = g_ptr_array_index (score->players, i);

      if (p->total == best)
        g_string_append_printf (out, "%s%s %d", out->len ? ", " : "", name (setup, (int) p->seat),
                                p->tiebreak);
    }
  g_free (score->tiebreak);
  score->tiebreak = games > 1
    ? g_strdup_printf (_("more chips left, added up over the games of the match: %s (house rule NT-8)"), out->str)
    : g_strdup_printf (_("more chips left at the end: %s (house rule NT-8)"), out->str);
}

static ArbScore *
nt_score (const ArbSetup *setup,
          gconstpointer   state)
{
  const NtState *s = cstate (state);
  ArbScore *score = arb_score_new (setup->n_players, TRUE);
  gboolean house = arb_setup_get_bool (setup, "house-tiebreak");

  score->finished = match_over (setup, s);
  score->game_over = s->phase == ARB_NOTHANKS_OVER;
  score->game_number = s->game + 1;
  score->games_in_match = (guint) games_in_match (setup);
  for (guint seat = 0; seat < setup->n_players; seat++)
    {
      ArbPlayerScore *p = arb_score_get_player (score, seat);

      for (guint g = 0; g < s->history->len; g++)
        {
          GameResult *r = &g_array_index (s->history, GameResult, g);

          g_array_append_val (p->game_totals, r->total[seat]);
          p->total += r->total[seat];
          p->tiebreak += r->chips[seat];
        }
      p->game_total = s->phase == ARB_NOTHANKS_OVER && s->history->len > 0
                      ? g_array_index (s->history, GameResult, s->history->len - 1).total[seat]
                      : game_total (s, (int) seat);
      if (current_game_counts (s))
        {
          int t = game_total (s, (int) seat);

          g_array_append_val (p->game_totals, t);
          p->total += t;
          p->tiebreak += s->chips[seat];
        }
      add_breakdown (setup, s, score, seat);
    }
  arb_score_rank (score, (const char *const *) setup->players,
                  house ? "more chips left (house rule NT-8)" : NULL, TRUE);
  if (score->tiebreak != NULL)
    tiebreak_words (setup, score);
  if (arb_setup_get_bool (setup, "hide-chips") && s->phase != ARB_NOTHANKS_OVER)
    score->secret_note = g_strdup (_("Chips in hand stay secret until the game is over (NT-9), "
                                   "so these are the points in cards alone; chips take them down."));
  return score;
}

static char *
nt_state_text (const ArbSetup *setup,
               gconstpointer   state)
{
  const NtState *s = cstate (state);
  g_autoptr(ArbPrompt) prompt = nt_prompt (setup, state);
  GString *out = g_string_new (NULL);

  g_string_append_printf (out, "game %u of %d, %u of 24 cards turned up\n",
                          s->game + 1, games_in_match (setup), n_cards (s->seen));
  if (s->phase == ARB_NOTHANKS_DECIDE)
    g_string_append_printf (out, "face up: %d with %d chip%s\n", s->card, s->pot,
                            s->pot == 1 ? "" : "s");
  for (guint i = 0; i < setup->n_players; i++)
    {
      g_autofree char *values = values_text (s->cards[i]);

      g_string_append_printf (out, "%s: %s; %d chips\n", name (setup, (int) i),
                              values, s->chips[i]);
    }
  g_string_append_printf (out, "next: %s\n", prompt->text);
  return g_string_free (out, FALSE);
}

static char *
nt_progress (const ArbSetup *setup,
             gconstpointer   state)
{
  const NtState *s = cstate (state);
  g_autofree char *game = games_in_match (setup) > 1
    ? g_strdup_printf (_("game %u of %d, "), s->game + 1, games_in_match (setup)) : g_strdup ("");
  int entered = 0;

  if (!setup->score_only)
    return g_strdup_printf (_("%s%u of 24 cards"), game, n_cards (s->seen));
  for (guint i = 0; i < setup->n_players; i++)
    entered += s->entered[i] && s->phase != ARB_NOTHANKS_OVER;
  return g_strdup_printf (_("%s%d of %u hands entered"), game, entered, setup->n_players);
}

/* A round is one card, from turned up to taken; in score-only play,
 * one game of the match. */
static guint
nt_round (const ArbSetup *setup,
          gconstpointer   state)
{
  const NtState *s = cstate (state);

  if (setup->score_only)
    return s->game + 1 + (s->phase == ARB_NOTHANKS_OVER);
  return s->game * ARB_NOTHANKS_PLAYED + s->n_taken + 1;
}

void
arb_nothanks_get_view (const ArbSetup  *setup,
                       gconstpointer    state,
                       ArbNothanksView *view)
{
  const NtState *s = cstate (state);

  memset (view, 0, sizeof *view);
  view->phase = s->phase;
  view->player = s->phase == ARB_NOTHANKS_OVER ? s->last_taker : s->turn;
  view->card = s->card;
  view->pot = s->pot;
  view->turned_up = n_cards (s->seen);
  view->game = s->game + 1;
  view->games = (guint) games_in_match (setup);
  view->match_over = match_over (setup, s);
  view->hide_chips = arb_setup_get_bool (setup, "hide-chips");
  view->start_chips = arb_nothanks_start_chips (setup);
  for (guint i = 0; i < setup->n_players; i++)
    {
      view->chips[i] = s->chips[i];
      view->cards[i] = s->cards[i];
      view->entered[i] = s->entered[i];
    }
}

const ArbRules arb_nothanks_rules = {
  .id = "nothanks",
  .title = N_("No Thanks!"),
  .summary = N_("Take the card or pay a chip to refuse it; runs count only their lowest card."),
  .min_players = 3,
  .max_players = 7,
  .options = nt_options,
  .n_options = G_N_ELEMENTS (nt_options),
  .verbs = nt_verbs,
  .n_verbs = G_N_ELEMENTS (nt_verbs),
  .rulings = nt_rulings,
  .n_rulings = G_N_ELEMENTS (nt_rulings),
  .has_score_only = TRUE,
  .players_rule = "NT-1",
  .check_setup = nt_check_setup,
  .state_new = nt_state_new,
  .state_free = nt_state_free,
  .parse_event = nt_parse_event,
  .fill_actor = nt_fill_actor,
  .apply = nt_apply,
  .describe = nt_describe,
  .prompt = nt_prompt,
  .score = nt_score,
  .state_text = nt_state_text,
  .progress = nt_progress,
  .round = nt_round,
};
