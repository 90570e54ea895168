/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Eighty's fold: each entry checked against EI-1 .. EI-8, then applied;
 * `narr` (may be NULL) collects what happened in plain words. */
#include "state.h"

#include <stdlib.h>
#include <string.h>

#include "../../arb-args.h"
#include "../../arb-error.h"
#include "../../arb-i18n.h"

#define LIMIT ARB_EIGHTY_HAND_LIMIT
#define END ARB_EIGHTY_END_CARD

const char *
ei_name (const ArbSetup *setup,
         int             seat)
{
  return arb_setup_player_name (setup, seat);
}

static int
n_players (const ArbSetup *setup)
{
  return (int) setup->n_players;
}

/* The first player of round r (from 1): passing clockwise (EI-3). */
static int
first_of_round (const ArbSetup *setup,
                const EiState  *s,
                guint           r)
{
  return (s->first + (int) (MAX (r, 1) - 1)) % n_players (setup);
}

int
ei_round_seat (const ArbSetup *setup,
               const EiState  *s,
               guint           i)
{
  return (first_of_round (setup, s, s->round) + (int) i) % n_players (setup);
}

int
ei_white_deck (const ArbSetup *setup,
               const EiState  *s)
{
  return END - ARB_EIGHTY_START_WHITE * n_players (setup) - s->drawn - (s->end_seen ? 1 : 0);
}

int
ei_discard_due (const EiState *s)
{
  return s->phase == ARB_EIGHTY_PHASE_DISCARD ? s->black[s->discarder] - LIMIT : 0;
}

static char *
number_list (const int *numbers,
             guint      n,
             const char *last_sep)
{
  GString *out = g_string_new (NULL);

  for (guint i = 0; i < n; i++)
    g_string_append_printf (out, "%s%d", i == 0 ? "" : i + 1 == n ? last_sep : ", ", numbers[i]);
  return g_string_free (out, FALSE);
}

/* "57, 12 and 2 unknown cards" */
char *
ei_hand_text (const EiState *s,
              int            seat)
{
  g_autoptr(GPtrArray) parts = g_ptr_array_new_with_free_func (g_free);

  for (int v = 1; v < END; v++)
    if (s->place[v] == EI_HAND && s->owner[v] == seat)
      g_ptr_array_add (parts, arb_strdup_int (v));
  if (s->unknown[seat] > 0)
    g_ptr_array_add (parts, g_strdup_printf (arb_ngettext ("%d unknown card", "%d unknown cards", s->unknown[seat]),
                                             s->unknown[seat]));
  if (parts->len == 0)
    return g_strdup (_("no card"));
  return arb_join_words ((const char *const *) parts->pdata, parts->len);
}

/* The centre cards still to draft, "12, 45 or 67". */
static char *
draftable_text (const EiState *s)
{
  int left[ARB_EIGHTY_MAX_CENTRE];
  guint n = 0;

  for (guint i = 0; i < s->n_centre; i++)
    if (s->taker[i] == ARB_NO_PLAYER && s->centre[i] != END)
      left[n++] = s->centre[i];
  return number_list (left, n, " or ");
}

static int
rule_card (const EiState *s)
{
  if (s->phase != ARB_EIGHTY_PHASE_REVEAL)
    return 0;
  for (guint i = 0; i < s->n_centre; i++)
    if (s->taker[i] == ARB_NO_PLAYER)
      return s->centre[i];
  return 0;
}

static const ArbEightyCard *
def_of (const EiState *s,
        int            number)
{
  return &s->defs[number];
}

static guint
pending_reveals (const ArbSetup *setup,
                 const EiState  *s,
                 int            *seats)
{
  guint n = 0;

  for (guint i = 0; i < setup->n_players; i++)
    {
      int p = ei_round_seat (setup, s, i);

      if (s->revealed[p] == 0)
        seats[n++] = p;
    }
  return n;
}

int
ei_expected_player (const ArbSetup *setup,
                    const EiState  *s)
{
  int pending[EI_N_MAX];

  switch (s->phase)
    {
    case ARB_EIGHTY_PHASE_DRAFT:
      return ei_round_seat (setup, s, s->n_drafted);
    case ARB_EIGHTY_PHASE_REVEAL:
      return pending_reveals (setup, s, pending) > 0 ? pending[0] : ARB_NO_PLAYER;
    case ARB_EIGHTY_PHASE_DISCARD:
      return s->discarder;
    case ARB_EIGHTY_PHASE_HOLD:
    case ARB_EIGHTY_PHASE_CARDS:
      for (guint i = 0; i < setup->n_players; i++)
        if (!s->entered[i])
          return (int) i;
      return ARB_NO_PLAYER;
    case ARB_EIGHTY_PHASE_SETUP:
    case ARB_EIGHTY_PHASE_CENTRE:
    case ARB_EIGHTY_PHASE_OVER:
    default:
      return ARB_NO_PLAYER;
    }
}

static char *
reveal_text (const ArbSetup *setup,
             const EiState  *s)
{
  int pending[EI_N_MAX];
  guint n = pending_reveals (setup, s, pending);
  g_autofree char *who = arb_join_names (setup, pending, n);
  const ArbEightyCard *def = def_of (s, rule_card (s));
  g_autofree char *icon = def->icon == ARB_EIGHTY_ICON_SYMBOLIC_UP
    ? g_strdup_printf (_("symbolic up, %s"), def->icon_symbol) : g_strdup (arb_eighty_icon_title (def->icon));

  return g_strdup_printf (_("Round %u, ruled by the centre %d (%s): Play cards attached (“NAME: play +5 TARGET”), then the revealed cards; still to reveal: %s"),
                          s->round, def->number, icon, who);
}

char *
ei_expected_text (const ArbSetup *setup,
                  const EiState  *s)
{
  int p = ei_expected_player (setup, s);

  switch (s->phase)
    {
    case ARB_EIGHTY_PHASE_SETUP:
      return g_strdup_printf (_("Deal 3 white and 2 black cards to each player, then reveal %u white cards in the centre"),
                              arb_eighty_centre_places (setup->n_players));
    case ARB_EIGHTY_PHASE_DRAFT:
      {
        g_autofree char *left = draftable_text (s);

        return g_strdup_printf (_("Round %u: %s drafts %s"), s->round, ei_name (setup, p), left);
      }
    case ARB_EIGHTY_PHASE_REVEAL:
      return reveal_text (setup, s);
    case ARB_EIGHTY_PHASE_DISCARD:
      return g_strdup_printf (_("%s holds %d black cards and discards %d down to 3"),
                              ei_name (setup, p), s->black[p], ei_discard_due (s));
    case ARB_EIGHTY_PHASE_CENTRE:
      return g_strdup_printf (_("Round %u: refill the centre with %u cards; %s drafts first"),
                              s->round + 1, arb_eighty_centre_places (setup->n_players),
                              ei_name (setup, first_of_round (setup, s, s->round + 1)));
    case ARB_EIGHTY_PHASE_HOLD:
      return g_strdup_printf (arb_ngettext ("Final scoring: %s's Hold cards (%s holds %d black card)",
                                            "Final scoring: %s's Hold cards (%s holds %d black cards)", s->black[p]),
                              ei_name (setup, p), ei_name (setup, p), s->black[p]);
    case ARB_EIGHTY_PHASE_CARDS:
      return g_strdup_printf (_("Enter %s's scored white cards and Hold cards"), ei_name (setup, p));
    case ARB_EIGHTY_PHASE_OVER:
    default:
      return g_strdup (_("The game is over"));
    }
}

static const char *
phase_rule (const ArbSetup *setup,
            const EiState  *s)
{
  switch (s->phase)
    {
    case ARB_EIGHTY_PHASE_DISCARD:
      return "EI-5";
    case ARB_EIGHTY_PHASE_HOLD:
      return "EI-2";
    case ARB_EIGHTY_PHASE_OVER:
      return setup->score_only ? "EI-6" : "EI-2";
    case ARB_EIGHTY_PHASE_CARDS:
      return "EI-6";
    default:
      return "EI-3";
    }
}

static gboolean
refuse_now (const ArbSetup *setup,
            const EiState  *s,
            GError        **error)
{
  g_autofree char *expected = ei_expected_text (setup, s);

  if (s->phase == ARB_EIGHTY_PHASE_OVER && setup->score_only)
    arb_refuse (error, "EI-6", "every player's cards are entered: the game is over");
  else if (s->phase == ARB_EIGHTY_PHASE_OVER)
    arb_refuse (error, "EI-2", "the round with the 80 was the last and every Hold card is entered: the game is over");
  else if (s->phase == ARB_EIGHTY_PHASE_HOLD)
    arb_refuse (error, "EI-2", "the round with the 80 in the centre was the last; now: %s", expected);
  else
    arb_refuse (error, phase_rule (setup, s), "not now: %s", expected);
  return FALSE;
}

static gboolean
expect_phase (const ArbSetup *setup,
              const EiState  *s,
              ArbEightyPhase  phase,
              GError        **error)
{
  return s->phase == phase || refuse_now (setup, s, error);
}

static gboolean
check_actor (const ArbSetup *setup,
             const ArbEvent *event,
             int             expected,
             const char     *rule_id,
             const char     *what,
             GError        **error)
{
  if (event->actor == ARB_NO_PLAYER || event->actor == expected)
    return TRUE;
  arb_refuse (error, rule_id, "%s %s, not %s", ei_name (setup, expected), what,
              ei_name (setup, event->actor));
  return FALSE;
}

/* Where a seen card is, in words, for EI-1 refusals. */
static char *
place_text (const ArbSetup *setup,
            const EiState  *s,
            int             v)
{
  const char *who = s->owner[v] >= 0 ? ei_name (setup, s->owner[v]) : "";

  switch (s->place[v])
    {
    case EI_CENTRE:
      return g_strdup_printf (_("the %d is in the centre"), v);
    case EI_HAND:
      return g_strdup_printf (_("the %d is in %s's hand, drafted in round %u"), v, who, s->moved[v]);
    case EI_REVEALED:
      return g_strdup_printf (_("%s revealed the %d this round"), who, v);
    case EI_SCORED:
      if (setup->score_only)
        return g_strdup_printf (_("%s scored the %d"), who, v);
      return g_strdup_printf (_("%s scored the %d in round %u"), who, v, s->moved[v]);
    case EI_DISCARDED:
      return g_strdup_printf (_("the %d was discarded in round %u"), v, s->moved[v]);
    case EI_UNSEEN:
    default:
      return g_strdup_printf (_("the %d is unseen"), v);
    }
}

static gboolean
check_number (const EiState *s,
              int            v,
              gboolean       end_allowed,
              GError       **error)
{
  if (v == END && !end_allowed)
    arb_refuse (error, "EI-2", "the 80 is never played or scored: it stays in the centre; give a white card from 1 to 79");
  else if (v < 1 || v > END)
    arb_refuse (error, "EI-1", "there is no white card %d: the white cards are 1 to 79, and the 80", v);
  else if (v != END && !s->defined[v])
    arb_refuse (error, "EI-1", "the %d has no attributes in this record yet: enter “white %d ICON [symbol SYMBOL] [draw N]” first",
                v, v);
  else
    return TRUE;
  return FALSE;
}

/* ---- definitions and the start ---- */

static gboolean
apply_white (const ArbSetup *setup,
             EiState        *s,
             const ArbEvent *event,
             GString        *narr,
             GError        **error)
{
  ArbEightyCard card;
  int bad_arg;
  g_autofree char *words = NULL;

  if (s->phase == ARB_EIGHTY_PHASE_OVER)
    return refuse_now (setup, s, error);
  if (!arb_eighty_card_parse_args ((const char *const *) event->args, &card, &bad_arg, NULL)
      || !arb_eighty_card_check (&card, error))
    return FALSE;
  if (card.number != END && s->defined[card.number] && !arb_eighty_card_equal (&s->defs[card.number], &card))
    {
      g_autofree char *before = arb_eighty_card_describe (&s->defs[card.number]);
      g_autofree char *diff = arb_eighty_card_differences (&s->defs[card.number], &card);

      arb_refuse (error, "EI-1", "this record already gives the %s; this line disagrees: %s. Each card has one set of attributes",
                  before, diff);
      return FALSE;
    }
  words = narr != NULL ? arb_eighty_card_describe (&card) : NULL;
  arb_narrate (narr, "%s%s", words, card.number == END || s->defined[card.number] ? " (as before)" : "");
  if (card.number != END)
    {
      s->defined[card.number] = TRUE;
      s->defs[card.number] = card;
    }
  return TRUE;
}

static gboolean
apply_start (const ArbSetup *setup,
             EiState        *s,
             const ArbEvent *event,
             GString        *narr,
             GError        **error)
{
  int seat = arb_arg_seat (setup, event->args[0], error);

  if (seat < 0)
    return FALSE;
  if (s->start_fixed)
    {
      arb_refuse (error, "EI-3", "the first player is named once, and %s is; the role then passes clockwise each round",
                  ei_name (setup, s->first));
      return FALSE;
    }
  if (s->round > 1)
    {
      arb_refuse (error, "EI-3", "the first player is named before the first draft; the role now passes clockwise each round");
      return FALSE;
    }
  s->first = seat;
  s->start_fixed = TRUE;
  arb_narrate (narr, "%s is the first player%s", ei_name (setup, s->first),
               event->args[1] != NULL ? " (picked at random)" : "");
  return TRUE;
}

/* ---- the centre ---- */

static gboolean
check_centre_cards (const ArbSetup *setup,
                    const EiState  *s,
                    const int      *cards,
                    guint           n,
                    GError        **error)
{
  int fresh = 0;

  for (guint i = 0; i < n; i++)
    {
      if (!check_number (s, cards[i], TRUE, error))
        return FALSE;
      for (guint j = 0; j < i; j++)
        if (cards[j] == cards[i])
          {
            arb_refuse (error, "EI-1", "the %d is listed twice; each number exists once", cards[i]);
            return FALSE;
          }
      if (s->place[cards[i]] != EI_UNSEEN || (cards[i] == END && s->end_seen))
        {
          g_autofree char *where = place_text (setup, s, cards[i]);

          arb_refuse (error, "EI-1", "%s; each number exists once, so it cannot come up again", where);
          return FALSE;
        }
      fresh += cards[i] != END;
    }
  if (fresh > ei_white_deck (setup, s) - (s->end_seen ? 0 : 1))
    {
      int left = ei_white_deck (setup, s) - (s->end_seen ? 0 : 1);

      arb_refuse (error, "EI-1", arb_ngettext ("the white deck has only %d card left besides the 80, not %d",
                                               "the white deck has only %d cards left besides the 80, not %d", left),
                  left, fresh);
      return FALSE;
    }
  return TRUE;
}

static void
open_round (const ArbSetup *setup,
            EiState        *s,
            const int      *cards,
            guint           n)
{
  s->round++;
  s->n_centre = n;
  s->n_drafted = 0;
  s->n_plays = 0;
  memset (s->revealed, 0, sizeof s->revealed);
  for (guint i = 0; i < n; i++)
    {
      s->centre[i] = cards[i];
      s->taker[i] = ARB_NO_PLAYER;
      s->place[cards[i]] = EI_CENTRE;
      s->owner[cards[i]] = ARB_NO_PLAYER;
      s->moved[cards[i]] = s->round;
      if (cards[i] == END)
        s->end_seen = s->last_round = TRUE;
      else
        s->drawn++;
    }
  s->phase = ARB_EIGHTY_PHASE_DRAFT;
}

static gboolean
apply_centre (const ArbSetup *setup,
              EiState        *s,
              const ArbEvent *event,
              GString        *narr,
              GError        **error)
{
  int cards[ARB_EIGHTY_MAX_CENTRE];
  guint n = arb_event_n_args (event);
  g_autofree char *list = NULL;

  if (s->phase != ARB_EIGHTY_PHASE_SETUP && s->phase != ARB_EIGHTY_PHASE_CENTRE)
    return refuse_now (setup, s, error);
  if (n != arb_eighty_centre_places (setup->n_players))
    {
      arb_refuse (error, "EI-2", "the centre holds players + 1 = %u cards (the 80 takes a place if it shows), not %u",
                  arb_eighty_centre_places (setup->n_players), n);
      return FALSE;
    }
  for (guint i = 0; i < n; i++)
    cards[i] = atoi (event->args[i]);
  if (!check_centre_cards (setup, s, cards, n, error))
    return FALSE;
  open_round (setup, s, cards, n);
  list = narr != NULL ? number_list (cards, n, " and ") : NULL;
  arb_narrate (narr, "round %u: the centre shows %s; %s drafts first", s->round, list,
               ei_name (setup, ei_round_seat (setup, s, 0)));
  if (s->last_round)
    arb_narrate (narr, "the 80 is there: it cannot be drafted, it rules this round (safe zone) and this round is the last (EI-2)");
  return TRUE;
}

/* ---- drafting ---- */

static int
centre_index (const EiState *s,
              int            v)
{
  for (guint i = 0; i < s->n_centre; i++)
    if (s->centre[i] == v)
      return (int) i;
  return -1;
}

static gboolean
check_draft (const ArbSetup *setup,
             const EiState  *s,
             int             v,
             GError        **error)
{
  int i = centre_index (s, v);
  g_autofree char *left = NULL;

  if ((v == END && i >= 0) || i < 0 || s->taker[i] != ARB_NO_PLAYER)
    left = draftable_text (s);   /* for a refusal only */
  if (v == END && i >= 0)
    arb_refuse (error, "EI-2", "the 80 cannot be drafted; draft %s", left);
  else if (i < 0)
    arb_refuse (error, "EI-3", "the %d is not in the centre; draft %s", v, left);
  else if (s->taker[i] != ARB_NO_PLAYER)
    arb_refuse (error, "EI-3", "%s already drafted the %d; draft %s", ei_name (setup, s->taker[i]), v, left);
  else
    return TRUE;
  return FALSE;
}

static void
narrate_rule (const ArbSetup *setup,
              const EiState  *s,
              GString        *narr)
{
  const ArbEightyCard *def = def_of (s, rule_card (s));
  g_autofree char *words = NULL;

  if (narr == NULL)
    return;
  words = arb_eighty_rule_text (def->icon, def->icon_symbol);
  arb_narrate (narr, "the %d is left in the centre and rules the round: %s", def->number, words);
}

static gboolean
apply_draft (const ArbSetup *setup,
             EiState        *s,
             const ArbEvent *event,
             GString        *narr,
             GError        **error)
{
  int v = atoi (event->args[0]);
  int p;

  if (s->phase == ARB_EIGHTY_PHASE_REVEAL && s->n_drafted == setup->n_players)
    {
      g_autofree char *expected = ei_expected_text (setup, s);

      arb_refuse (error, "EI-3", "every player has drafted one card this round, and the card left in the centre "
                  "stays there; now: %s", expected);
      return FALSE;
    }
  if (!expect_phase (setup, s, ARB_EIGHTY_PHASE_DRAFT, error))
    return FALSE;
  p = ei_expected_player (setup, s);
  if (!check_actor (setup, event, p, "EI-3", "drafts now, in turn order", error)
      || !check_draft (setup, s, v, error))
    return FALSE;
  s->taker[centre_index (s, v)] = p;
  s->moved[v] = s->round;
  s->place[v] = EI_HAND;
  s->owner[v] = p;
  s->n_drafted++;
  s->start_fixed = TRUE;
  arb_narrate (narr, "%s drafts the %d", ei_name (setup, p), v);
  if (s->n_drafted == setup->n_players)
    {
      s->phase = ARB_EIGHTY_PHASE_REVEAL;
      narrate_rule (setup, s, narr);
    }
  return TRUE;
}

/* ---- Play cards ---- */

static gboolean
refuse_unknown_player (const ArbSetup *setup,
                       const char     *name,
                       GError        **error)
{
  g_autofree char *all = g_strjoinv (", ", setup->players);

  /* The centre card lies face up and is nobody's chosen card (EI-3). */
  if (arb_word_equal (name, "centre") || arb_word_equal (name, "center"))
    arb_refuse (error, "EI-3", "Play cards go face down on the players' chosen cards, not on the centre card; "
                "attach them to a player's card: %s", all);
  else
    arb_refuse_unknown_player (setup, name, error);
  return FALSE;
}

static gboolean
check_play (const ArbSetup *setup,
            const EiState  *s,
            const ArbEvent *event,
            guint           n_mods,
            GError        **error)
{
  int p = event->actor;

  if (s->phase == ARB_EIGHTY_PHASE_DRAFT)
    {
      g_autofree char *expected = ei_expected_text (setup, s);

      arb_refuse (error, "EI-3", "Play cards are attached once everyone has drafted and chosen a card; now: %s", expected);
      return FALSE;
    }
  if (!expect_phase (setup, s, ARB_EIGHTY_PHASE_REVEAL, error))
    return FALSE;
  if (arb_setup_find_player (setup, event->args[n_mods]) < 0)
    return refuse_unknown_player (setup, event->args[n_mods], error);
  for (guint i = 0; i < n_mods; i++)
    if (atoi (event->args[i]) == 0)
      {
        arb_refuse (error, "EI-1", "a Play card changes a value, such as +5 or -10; +0 is not one");
        return FALSE;
      }
    else if (ABS (atoi (event->args[i])) > ARB_EIGHTY_MAX_NUMBER)
      {
        arb_refuse (error, "EI-1", "a Play card changes a value by at most %d either way, not %s",
                    ARB_EIGHTY_MAX_NUMBER, event->args[i]);
        return FALSE;
      }
  if ((guint) s->black[p] < n_mods)
    {
      g_autofree char *held = g_strdup_printf (arb_ngettext ("%s holds %d black card", "%s holds %d black cards", s->black[p]),
                                               ei_name (setup, p), s->black[p]);

      arb_refuse (error, "EI-3", arb_ngettext ("%s, so cannot attach %u Play card", "%s, so cannot attach %u Play cards", n_mods),
                  held, n_mods);
      return FALSE;
    }
  return TRUE;
}

static gboolean
apply_play (const ArbSetup *setup,
            EiState        *s,
            const ArbEvent *event,
            GString        *narr,
            GError        **error)
{
  guint n_mods = arb_event_n_args (event) - 1;
  int target;
  g_autofree char *mods = NULL;

  if (!check_play (setup, s, event, n_mods, error))
    return FALSE;
  target = arb_setup_find_player (setup, event->args[n_mods]);
  for (guint i = 0; i < n_mods; i++)
    s->plays[s->n_plays++] = (ArbEightyPlay) { event->actor, target, atoi (event->args[i]) };
  s->black[event->actor] -= (int) n_mods;
  mods = arb_join_words ((const char *const *) event->args, n_mods);
  if (event->actor == target)
    arb_narrate (narr, n_mods == 1 ? _("%s attaches a %s Play card to their own card") : _("%s attaches %s Play cards to their own card"),
                 ei_name (setup, event->actor), mods);
  else
    arb_narrate (narr, n_mods == 1 ? _("%s attaches a %s Play card to %s's card") : _("%s attaches %s Play cards to %s's card"),
                 ei_name (setup, event->actor), mods, ei_name (setup, target));
  return TRUE;
}

/* ---- reveals ---- */

static gboolean
check_reveal_place (const ArbSetup *setup,
                    const EiState  *s,
                    int             p,
                    int             v,
                    GError        **error)
{
  g_autofree char *hand = NULL;

  if (s->place[v] == EI_HAND && s->owner[v] == p)
    return TRUE;
  if (s->place[v] == EI_UNSEEN && s->unknown[p] > 0)
    return TRUE;
  hand = ei_hand_text (s, p);
  if (s->place[v] == EI_UNSEEN)
    arb_refuse (error, "EI-3", "%s holds only cards drafted in view (%s) and reveals one of them, not the %d",
                ei_name (setup, p), hand, v);
  else if (s->place[v] == EI_CENTRE)
    arb_refuse (error, "EI-1", "the %d is the card left in the centre; each number exists once, so %s reveals a card from their hand: %s",
                v, ei_name (setup, p), hand);
  else
    {
      g_autofree char *where = place_text (setup, s, v);

      arb_refuse (error, "EI-1", "%s; each number exists once, so %s cannot reveal it (%s holds %s)",
                  where, ei_name (setup, p), ei_name (setup, p), hand);
    }
  return FALSE;
}

static gboolean
check_reveal (const ArbSetup *setup,
              const EiState  *s,
              int             p,
              int             v,
              GError        **error)
{
  if (s->phase == ARB_EIGHTY_PHASE_DRAFT)
    {
      g_autofree char *expected = ei_expected_text (setup, s);

      arb_refuse (error, "EI-3", "cards are revealed once everyone has drafted; now: %s", expected);
      return FALSE;
    }
  if (!expect_phase (setup, s, ARB_EIGHTY_PHASE_REVEAL, error))
    return FALSE;
  if (v == END)
    {
      g_autofree char *hand = ei_hand_text (s, p);

      arb_refuse (error, "EI-2", "the 80 is never played: it stays in the centre; %s reveals a card from their hand: %s",
                  ei_name (setup, p), hand);
      return FALSE;
    }
  if (s->revealed[p] != 0)
    {
      arb_refuse (error, "EI-3", "%s already revealed the %d this round; each player reveals one card",
                  ei_name (setup, p), s->revealed[p]);
      return FALSE;
    }
  return check_number (s, v, FALSE, error) && check_reveal_place (setup, s, p, v, error);
}

/* ---- resolution and draws (EI-4, EI-5, EI-8) ---- */

static void
build_resolution (const ArbSetup      *setup,
                  const EiState       *s,
                  ArbEightyResolution *r)
{
  int rule = rule_card (s);
  const ArbEightyCard *def = def_of (s, rule);

  memset (r, 0, sizeof *r);
  r->icon = def->icon;
  g_strlcpy (r->icon_symbol, def->icon_symbol, sizeof r->icon_symbol);
  for (guint i = 0; i < setup->n_players; i++)
    {
      int p = ei_round_seat (setup, s, i);

      arb_eighty_resolution_add (r, p, s->revealed[p], def_of (s, s->revealed[p])->symbol);
    }
  for (guint k = 0; k < s->n_plays; k++)
    arb_eighty_resolution_play (r, (guint) arb_eighty_resolution_find (r, s->plays[k].target),
                                s->plays[k].modifier);
  arb_eighty_resolution_add (r, ARB_EIGHTY_CENTRE_SEAT, rule, def->symbol);
  arb_eighty_resolve (r);
}

static void
draw_black (const ArbSetup *setup,
            EiState        *s,
            int             p,
            int             n,
            GString        *narr)
{
  for (int k = 0; k < n; k++)
    {
      if (s->black_deck == 0 && s->black_discard > 0)
        {
          arb_narrate (narr, "the black deck is empty: its discard pile of %d is shuffled into a new deck (EI-8)",
                       s->black_discard);
          s->black_deck = s->black_discard;
          s->black_discard = 0;
          s->reshuffles++;
        }
      if (s->black_deck == 0)
        {
          arb_narrate (narr, arb_ngettext ("the black deck and its discard pile are empty: %s's %d other draw lapses (EI-8)",
                                                "the black deck and its discard pile are empty: %s's %d other draws lapse (EI-8)", n - k),
                       ei_name (setup, p), n - k);
          return;
        }
      s->black_deck--;
      s->black[p]++;
      s->drew[p]++;
    }
}

static void
narrate_draw (const ArbSetup *setup,
              const EiState  *s,
              int             p,
              int             n,
              GString        *narr)
{
  int i = arb_eighty_resolution_find (&s->last, p);
  const ArbEightyEntry *e = &s->last.entries[i];

  if (s->last.discarded[i])
    {
      g_autofree char *plays = g_strdup_printf (arb_ngettext ("the %d Play card", "the %d Play cards", e->n_plays),
                                                e->n_plays);

      arb_narrate (narr, arb_ngettext ("%s draws %d black card for %s on the discarded %d",
                                        "%s draws %d black cards for %s on the discarded %d", n),
                   ei_name (setup, p), n, plays, e->number);
    }
  else
    arb_narrate (narr, arb_ngettext ("%s draws %d black card: the scored %d says draw %d",
                                      "%s draws %d black cards: the scored %d says draw %d", n),
                 ei_name (setup, p), n, e->number, n);
}

static void
end_round (const ArbSetup *setup,
           EiState        *s,
           GString        *narr)
{
  s->n_centre = 0;
  s->n_drafted = 0;
  if (s->last_round)
    {
      s->phase = ARB_EIGHTY_PHASE_HOLD;
      arb_narrate (narr, "that was the last round (the 80 was in the centre): each player now shows their Hold cards");
      return;
    }
  s->phase = ARB_EIGHTY_PHASE_CENTRE;
  arb_narrate (narr, "the centre is cleared; %s drafts first in round %u",
               ei_name (setup, first_of_round (setup, s, s->round + 1)), s->round + 1);
}

/* Each player in turn order draws what is due, discarding down to the
 * limit before the next one draws (EI-5). */
static void
run_draws (const ArbSetup *setup,
           EiState        *s,
           GString        *narr)
{
  while (s->draw_pos < setup->n_players)
    {
      int p = ei_round_seat (setup, s, s->draw_pos++);
      int n = s->draws[p];

      s->draws[p] = 0;
      if (n == 0)
        continue;
      narrate_draw (setup, s, p, n, narr);
      draw_black (setup, s, p, n, narr);
      if (s->black[p] > LIMIT)
        {
          s->phase = ARB_EIGHTY_PHASE_DISCARD;
          s->discarder = p;
          arb_narrate (narr, "%s holds %d black cards and must discard %d (EI-5)", ei_name (setup, p),
                       s->black[p], s->black[p] - LIMIT);
          return;
        }
    }
  end_round (setup, s, narr);
}

static void
settle_round (const ArbSetup *setup,
              EiState        *s,
              GString        *narr)
{
  ArbEightyResolution *r = &s->last;
  g_autofree char *words = NULL;
  int rule = rule_card (s);

  build_resolution (setup, s, r);
  words = narr != NULL ? arb_eighty_resolution_text (r, (const char *const *) setup->players) : NULL;
  arb_narrate (narr, "%s", words);
  for (guint i = 0; i < r->n_entries; i++)
    {
      const ArbEightyEntry *e = &r->entries[i];

      if (e->seat == ARB_EIGHTY_CENTRE_SEAT)
        continue;
      s->place[e->number] = r->discarded[i] ? EI_DISCARDED : EI_SCORED;
      s->draws[e->seat] = r->discarded[i] ? e->n_plays : def_of (s, e->number)->draw;
    }
  if (rule != END)
    s->place[rule] = EI_DISCARDED;   /* cleanup */
  s->black_discard += (int) s->n_plays;   /* EI-5: when the round is resolved */
  s->n_plays = 0;
  memset (s->revealed, 0, sizeof s->revealed);
  memset (s->drew, 0, sizeof s->drew);
  s->resolved = TRUE;
  s->resolved_round = s->round;
  s->draw_pos = 0;
  run_draws (setup, s, narr);
}

static gboolean
apply_reveal (const ArbSetup *setup,
              EiState        *s,
              const ArbEvent *event,
              GString        *narr,
              GError        **error)
{
  int v = atoi (event->args[0]);
  int p = event->actor != ARB_NO_PLAYER ? event->actor : ei_expected_player (setup, s);
  int pending[EI_N_MAX];

  if (p == ARB_NO_PLAYER)
    return refuse_now (setup, s, error);
  if (!check_reveal (setup, s, p, v, error))
    return FALSE;
  if (s->place[v] == EI_UNSEEN)
    s->unknown[p]--;
  s->moved[v] = s->round;
  s->place[v] = EI_REVEALED;
  s->owner[v] = p;
  s->revealed[p] = v;
  arb_narrate (narr, "%s reveals the %d", ei_name (setup, p), v);
  if (pending_reveals (setup, s, pending) == 0)
    settle_round (setup, s, narr);
  return TRUE;
}

/* A player later in turn order who will be over the limit may discard
 * before the one over it now, when the order cannot matter: the deck
 * covers every draw up to and including theirs, so no reshuffle (EI-8)
 * depends on the discards.  Their turn-order position, or -1. */
static int
early_draw_pos (const ArbSetup *setup,
                const EiState  *s,
                int             p)
{
  int due = 0;

  for (guint i = s->draw_pos; i < setup->n_players; i++)
    {
      int q = ei_round_seat (setup, s, i);

      due += s->draws[q];
      if (q == p)
        return s->draws[p] > 0 && s->black[p] + s->draws[p] > LIMIT && due <= s->black_deck ? (int) i : -1;
    }
  return -1;
}

/* p draws now, ahead of turn, and discards k down to the limit (EI-5). */
static gboolean
apply_early_discard (const ArbSetup *setup,
                     EiState        *s,
                     int             p,
                     int             k,
                     GString        *narr,
                     GError        **error)
{
  int n = s->draws[p];
  int due = s->black[p] + n - LIMIT;

  if (k != due)
    {
      arb_refuse (error, "EI-5", "%s will hold %d black cards after drawing %d and keeps 3, so discards %d, not %d",
                  ei_name (setup, p), s->black[p] + n, n, due, k);
      return FALSE;
    }
  s->draws[p] = 0;
  narrate_draw (setup, s, p, n, narr);
  draw_black (setup, s, p, n, narr);
  s->black[p] -= k;
  s->black_discard += k;
  arb_narrate (narr, arb_ngettext ("%s discards %d black card, keeping 3", "%s discards %d black cards, keeping 3", k),
               ei_name (setup, p), k);
  return TRUE;
}

static gboolean
apply_discard (const ArbSetup *setup,
               EiState        *s,
               const ArbEvent *event,
               GString        *narr,
               GError        **error)
{
  int k = atoi (event->args[0]);
  int p, due;

  /* The last round's draws belong to it: after them, as between rounds,
   * a discard nobody owes is refused as such (EI-5). */
  if (s->phase != ARB_EIGHTY_PHASE_DISCARD && s->phase != ARB_EIGHTY_PHASE_OVER)
    {
      g_autofree char *expected = ei_expected_text (setup, s);

      arb_refuse (error, "EI-5", "nobody holds more than 3 black cards, so nobody discards; now: %s", expected);
      return FALSE;
    }
  if (!expect_phase (setup, s, ARB_EIGHTY_PHASE_DISCARD, error))
    return FALSE;
  if (event->actor != ARB_NO_PLAYER && event->actor != s->discarder
      && early_draw_pos (setup, s, event->actor) >= 0)
    return apply_early_discard (setup, s, event->actor, k, narr, error);
  if (!check_actor (setup, event, s->discarder, "EI-5", "is over the hand limit and discards now", error))
    return FALSE;
  p = s->discarder;
  due = ei_discard_due (s);
  if (k != due)
    {
      arb_refuse (error, "EI-5", "%s holds %d black cards and keeps 3, so discards %d, not %d",
                  ei_name (setup, p), s->black[p], due, k);
      return FALSE;
    }
  s->black[p] -= k;
  s->black_discard += k;
  arb_narrate (narr, arb_ngettext ("%s discards %d black card, keeping 3", "%s discards %d black cards, keeping 3", k),
               ei_name (setup, p), k);
  s->phase = ARB_EIGHTY_PHASE_REVEAL;   /* between draws */
  run_draws (setup, s, narr);
  return TRUE;
}

/* ---- final scoring ---- */

static gboolean
read_holds (const ArbEvent *event,
            guint           from,
            ArbEightyHold  *holds,
            guint          *n,
            GError        **error)
{
  *n = 0;
  for (guint i = from; event->args[i] != NULL; i++)
    {
      ArbEightyHold h;

      arb_eighty_hold_parse (event->args[i], &h);
      if (h.bonus < 0 || h.bonus > ARB_EIGHTY_MAX_BONUS)
        {
          arb_refuse (error, "EI-1", "a Hold card gives bonus points (at most %d), a symbol or both; "
                      "“%s” is not one: write it as 2, moon or 2+moon",
                      ARB_EIGHTY_MAX_BONUS, event->args[i]);
          return FALSE;
        }
      if (h.bonus == 0 && h.symbol[0] == '\0')
        {
          arb_refuse (error, "EI-1", "a Hold card gives bonus points, a symbol or both; “0” gives neither: "
                      "write its bonus (1 or more), its symbol, or both, such as 0+moon");
          return FALSE;
        }
      if (*n < LIMIT)
        holds[*n] = h;
      ++*n;
    }
  return TRUE;
}

static char *
holds_text (const ArbEightyHold *holds,
            guint                n)
{
  g_autoptr(GPtrArray) words = g_ptr_array_new_with_free_func (g_free);

  for (guint i = 0; i < n; i++)
    g_ptr_array_add (words, arb_eighty_hold_format (&holds[i]));
  if (n == 0)
    return g_strdup (_("no Hold card"));
  return arb_join_words ((const char *const *) words->pdata, words->len);
}

static gboolean
check_entry_player (const ArbSetup *setup,
                    const EiState  *s,
                    int             p,
                    const char     *what,
                    GError        **error)
{
  if (!s->entered[p])
    return TRUE;
  arb_refuse (error, "EI-6", "%s's %s are already entered; each player is entered once",
              ei_name (setup, p), what);
  return FALSE;
}

static void
finish_entry (const ArbSetup *setup,
              EiState        *s,
              int             p,
              GString        *narr)
{
  s->entered[p] = TRUE;
  if (ei_expected_player (setup, s) == ARB_NO_PLAYER)
    {
      s->phase = ARB_EIGHTY_PHASE_OVER;
      arb_narrate (narr, "every player is entered: the game is over");
    }
}

static gboolean
apply_hold (const ArbSetup *setup,
            EiState        *s,
            const ArbEvent *event,
            GString        *narr,
            GError        **error)
{
  ArbEightyHold holds[ARB_EIGHTY_N_BLACK];
  int p = event->actor != ARB_NO_PLAYER ? event->actor : ei_expected_player (setup, s);
  g_autofree char *words = NULL;
  guint n;

  if (s->phase == ARB_EIGHTY_PHASE_DISCARD && s->last_round)
    {
      g_autofree char *expected = ei_expected_text (setup, s);

      arb_refuse (error, "EI-5", "the last round's draws come first: %s, then the Hold cards are shown", expected);
      return FALSE;
    }
  if (s->phase != ARB_EIGHTY_PHASE_HOLD && s->phase != ARB_EIGHTY_PHASE_OVER)
    {
      g_autofree char *expected = ei_expected_text (setup, s);

      arb_refuse (error, "EI-6", "Hold cards are shown at the end, after the round with the 80; now: %s", expected);
      return FALSE;
    }
  if (!expect_phase (setup, s, ARB_EIGHTY_PHASE_HOLD, error)
      || !check_entry_player (setup, s, p, _("Hold cards"), error)
      || !read_holds (event, 0, holds, &n, error))
    return FALSE;
  if (n > (guint) s->black[p])
    {
      g_autofree char *held = g_strdup_printf (arb_ngettext ("%s holds %d black card", "%s holds %d black cards", s->black[p]),
                                               ei_name (setup, p), s->black[p]);

      arb_refuse (error, "EI-5", arb_ngettext ("%s, so shows at most %d Hold card, not %u",
                                               "%s, so shows at most %d Hold cards, not %u", s->black[p]),
                  held, s->black[p], n);
      return FALSE;
    }
  memcpy (s->holds[p], holds, sizeof holds[0] * n);
  s->n_holds[p] = n;
  words = holds_text (holds, n);
  arb_narrate (narr, "%s shows %s%s", ei_name (setup, p), n > 0 ? "the Hold cards " : "", words);
  finish_entry (setup, s, p, narr);
  return TRUE;
}

/* Score-only: the numbers before "hold" are scored white cards. */
static gboolean
check_scored (const ArbSetup *setup,
              const EiState  *s,
              const ArbEvent *event,
              guint           n,
              GError        **error)
{
  guint most = arb_eighty_max_rounds (setup->n_players);

  for (guint i = 0; i < n; i++)
    {
      int v = atoi (event->args[i]);

      if (!check_number (s, v, FALSE, error))
        return FALSE;
      for (guint j = 0; j < i; j++)
        if (atoi (event->args[j]) == v)
          {
            arb_refuse (error, "EI-1", "the %d is listed twice; each number exists once", v);
            return FALSE;
          }
      if (s->place[v] != EI_UNSEEN)
        {
          g_autofree char *where = place_text (setup, s, v);

          arb_refuse (error, "EI-1", "%s; each number exists once", where);
          return FALSE;
        }
    }
  if (n > most)
    {
      arb_refuse (error, "EI-3", "a player scores at most one card a round, and %u players play %u rounds at most, not %u",
                  setup->n_players, most, n);
      return FALSE;
    }
  return TRUE;
}

static gboolean
apply_cards (const ArbSetup *setup,
             EiState        *s,
             const ArbEvent *event,
             GString        *narr,
             GError        **error)
{
  ArbEightyHold holds[ARB_EIGHTY_N_BLACK];
  int p = event->actor;
  guint n = 0, n_holds = 0;
  g_autofree char *words = NULL;

  while (event->args[n] != NULL && !g_str_equal (event->args[n], "hold"))
    n++;
  if (!expect_phase (setup, s, ARB_EIGHTY_PHASE_CARDS, error)
      || !check_entry_player (setup, s, p, _("cards"), error)
      || !check_scored (setup, s, event, n, error)
      || !read_holds (event, event->args[n] ? n + 1 : n, holds, &n_holds, error))
    return FALSE;
  if (n_holds > LIMIT)
    {
      arb_refuse (error, "EI-5", "a player ends with 3 black cards at most, so with at most 3 Hold cards, not %u",
                  n_holds);
      return FALSE;
    }
  for (guint i = 0; i < n; i++)
    {
      s->place[atoi (event->args[i])] = EI_SCORED;
      s->owner[atoi (event->args[i])] = p;
    }
  memcpy (s->holds[p], holds, sizeof holds[0] * n_holds);
  s->n_holds[p] = n_holds;
  words = holds_text (holds, n_holds);
  arb_narrate (narr, arb_ngettext ("%s scored %u white card and shows %s", "%s scored %u white cards and shows %s", n),
               ei_name (setup, p), n, words);
  finish_entry (setup, s, p, narr);
  return TRUE;
}

gboolean
ei_fold (const ArbSetup *setup,
         EiState        *s,
         const ArbEvent *event,
         GString        *narr,
         GError        **error)
{
  if (arb_event_is (event, "white"))
    return apply_white (setup, s, event, narr, error);
  if (arb_event_is (event, "start"))
    return apply_start (setup, s, event, narr, error);
  if (arb_event_is (event, "centre"))
    return apply_centre (setup, s, event, narr, error);
  if (arb_event_is (event, "draft"))
    return apply_draft (setup, s, event, narr, error);
  if (arb_event_is (event, "play"))
    return apply_play (setup, s, event, narr, error);
  if (arb_event_is (event, "reveal"))
    return apply_reveal (setup, s, event, narr, error);
  if (arb_event_is (event, "discard"))
    return apply_discard (setup, s, event, narr, error);
  if (arb_event_is (event, "hold"))
    return apply_hold (setup, s, event, narr, error);
  if (arb_event_is (event, "cards"))
    return apply_cards (setup, s, event, narr, error);
  g_assert_not_reached ();
}
