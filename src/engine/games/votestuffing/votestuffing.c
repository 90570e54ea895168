/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Vote Stuffing (seed 004), rulings VS-1 .. VS-8: the entries and how
 * each one changes the table. */
#include "state.h"

#include <stdlib.h>
#include <string.h>

#include "../../arb-args.h"
#include "../../arb-error.h"
#include "../../arb-i18n.h"
#include "parse.h"
#include "reveal.h"

static const char *const no_choices[] = { NULL };

static const ArbOptionSpec vs_options[] = {
  { "mixed-decks", ARB_OPTION_BOOL, "no", 0, 0, no_choices, N_("Mixed decks"),
    N_("A hodgepodge of decks: no check that each card appears once, and no limit of 7 players."), "VS-1", FALSE },
  { "deck-size", ARB_OPTION_INT, "54", 14, ARB_VS_MAX_DECK, no_choices, N_("Cards in the deck"),
    N_("How many cards the deck holds: 54 for one standard deck; count a mixed one."), "VS-1", FALSE },
  { "extended", ARB_OPTION_BOOL, "no", 0, 0, no_choices, N_("Extended game"),
    N_("A right call scores the difference between the two totals and a new hand is dealt; first to 10 points wins."), "VS-8", FALSE },
};

static const ArbVerbSpec vs_verbs[] = {
  { "start", "start NAME [random]", "NAME plays first in this hand (picked at random by the app)." },
  { "play", "[NAME:] [play] CARD SPOT", "A card (7h, 10c, Ks, joker, or ? when face down) to left or right (the selected side, in its mode), middle (face down: everyone draws one) or power (face up to the middle). A 2 names its opponent: 2h power Ben." },
  { "end", "[NAME:] end", "The player ends the turn after one card." },
  { "bonus", "[NAME:] bonus CARD", "The bonus card of a face-up 4, face down to the selected side (also written CARD bonus)." },
  { "call", "[NAME:] call [CARD]", "A player down to one card shows it: its type is the call, a joker calls a tie." },
  { "reveal", "reveal [left ITEM...] [right ITEM...]", "At a call, the side piles' cards not known yet: named (7h) or counted by type (r=2 s=1 j=0)." },
};

static const ArbRuling vs_rulings[] = {
  { "VS-1", N_("Two or more players, 7 cards each, the rest face down as the draw pile. One standard deck (52 cards and 2 jokers) seats at most 7; with mixed decks neither that limit nor the one-of-each check applies. Spots: left, middle, right. The left side starts selected, in mode 1 (face down).") },
  { "VS-2", N_("On a turn play 1 or 2 cards, never both to the same spot: to the selected side in its mode, face down to the middle (then everyone draws one, the player first, then clockwise), or face up to the middle as a power move. A 4's bonus card is compulsory and uses no spot, so a face-up 4 needs three cards in hand.") },
  { "VS-3", N_("Power moves, face up to the middle. Face cards select a side and mode: K♠ Q♠ J♣ left, face up; K♥ K♣ Q♥ Q♣ Q♦ J♦ right, face up; J♠ left, face down; K♦ J♥ right, face down. A joker slides the selected pile under the middle; an ace turns the selected pile over; a 2 makes a chosen opponent draw two; a 3 adds 3 to its type and a 10 counts one for its type while they lie in the middle; a 4 adds a bonus card face down to the selected side.") },
  { "VS-4", N_("Hearts and clubs are roundees; spades and diamonds are sharpos; a joker has no type.") },
  { "VS-5", N_("A play that leaves a player one card makes them show it at once, even mid-turn: its type is their call, a joker calls a tie. The left and right piles are revealed and counted by type, with the bonuses of the 3s and 10s face up in the middle. A right call wins; a wrong one leaves the card shown in hand and play goes on, the turn too.") },
  { "VS-6", N_("House rule: a play may leave its player no card only when it goes face down to the middle, whose draw refills the hand.") },
  { "VS-7", N_("A draw from an empty draw pile first shuffles the middle into a new one (its power cards stop counting); with both empty the draw is skipped. When both are empty and every player holds one shown card that calls wrong, nobody can win: the game is a tie.") },
  { "VS-8", N_("Extended game (option): a right call scores the difference between the roundee and sharpo totals (0 for a tie call) and a new hand is dealt; the first to 10 points wins.") },
};

/* ---- setup ---- */

static gboolean
vs_check_setup (const ArbSetup *setup,
                GError        **error)
{
  guint n = setup->n_players;
  int deck = vs_deck_size (setup);

  if (n < 2)
    arb_refuse_setup (error, "VS-1", "Vote Stuffing takes 2 players or more, not %u", n);
  else if (!vs_mixed (setup) && deck != ARB_VOTESTUFFING_DECK)
    arb_refuse_setup (error, "VS-1", "one standard deck has 54 cards, not %d; switch on mixed-decks to play with another deck", deck);
  else if (!vs_mixed (setup) && n > 7)
    arb_refuse_setup (error, "VS-1", "one standard deck of 54 cards deals 7 each to at most 7 players, not %u; switch on mixed-decks for more", n);
  else if (n > ARB_VOTESTUFFING_MAX_PLAYERS)
    arb_refuse_setup (error, "setup", "Arbiter seats at most %d players at Vote Stuffing, not %u",
                      ARB_VOTESTUFFING_MAX_PLAYERS, n);
  else if (deck < ARB_VOTESTUFFING_DEAL * (int) n)
    arb_refuse_setup (error, "VS-1", "dealing 7 cards each to %u players needs %u cards; the deck has %d",
                      n, ARB_VOTESTUFFING_DEAL * n, deck);
  else
    return TRUE;
  return FALSE;
}

static gpointer
vs_state_new_cb (const ArbSetup *setup)
{
  return vs_state_new (setup);
}

static void
vs_state_free_cb (gpointer state)
{
  vs_state_free (state);
}

/* ---- what the rules allow now ---- */

static const VsHand *
turn_hand (const VsState *s)
{
  return &s->hands[s->turn];
}

gboolean
vs_middle_open (const VsState *s)
{
  return s->phase == ARB_VOTESTUFFING_PLAY && s->plays < 2
         && !(s->used & VS_SPOT_BIT (ARB_VS_MIDDLE));
}

/* VS-6: a side play must leave a card in hand. */
gboolean
vs_side_open (const VsState *s)
{
  return s->phase == ARB_VOTESTUFFING_PLAY && s->plays < 2
         && !(s->used & VS_SPOT_BIT (s->side)) && turn_hand (s)->count >= 2;
}

/* VS-2, VS-6: a power card must leave a card in hand, a 4 its bonus card too. */
gboolean
vs_power_open (const VsState *s,
               int            card)
{
  int need = card != ARB_VS_UNKNOWN && arb_vs_card_power (card) == ARB_VS_POWER_BONUS ? 3 : 2;

  return vs_middle_open (s) && turn_hand (s)->count >= need;
}

gboolean
vs_second_play_open (const VsState *s)
{
  return s->phase == ARB_VOTESTUFFING_PLAY && s->plays == 1
         && (vs_middle_open (s) || vs_side_open (s));
}

static int
next_seat (const VsState *s,
           int            seat)
{
  return (seat + 1) % (int) s->n_players;
}

static const char *
mode_words (int mode)
{
  return mode == 1 ? _("face down, mode 1") : _("face up, mode 2");
}

/* "a, b or c" */
static char *
join_or (GPtrArray *words)
{
  GString *out = g_string_new (NULL);

  for (guint i = 0; i < words->len; i++)
    {
      if (i > 0)
        g_string_append (out, i + 1 == words->len ? _(" or ") : ", ");
      g_string_append (out, g_ptr_array_index (words, i));
    }
  return g_string_free (out, FALSE);
}

/* "to the left (face down, mode 1), face down to the middle or ..." */
static char *
open_spots_text (const VsState *s)
{
  g_autoptr(GPtrArray) ways = g_ptr_array_new_with_free_func (g_free);

  if (vs_side_open (s))
    g_ptr_array_add (ways, g_strdup_printf (_("to the %s (%s)"), arb_vs_spot_words (s->side), mode_words (s->mode)));
  if (vs_middle_open (s))
    g_ptr_array_add (ways, g_strdup (_("face down to the middle")));
  if (vs_power_open (s, ARB_VS_UNKNOWN))
    g_ptr_array_add (ways, g_strdup (_("a power card face up to the middle")));
  if (ways->len == 0)
    return g_strdup (_("nowhere"));
  return join_or (ways);
}

static char *
reveal_needs_text (const VsState *s)
{
  int left = vs_unknown_types (s, ARB_VS_LEFT), right = vs_unknown_types (s, ARB_VS_RIGHT);

  if (left > 0 && right > 0)
    return g_strdup_printf (arb_ngettext ("the left pile's %d unknown card and the right pile's %d",
                                          "the left pile's %d unknown cards and the right pile's %d", left),
                            left, right);
  return left > 0
    ? g_strdup_printf (arb_ngettext ("the left pile's %d unknown card", "the left pile's %d unknown cards", left), left)
    : g_strdup_printf (arb_ngettext ("the right pile's %d unknown card", "the right pile's %d unknown cards", right), right);
}

/* Plain words for what is expected now, for the prompt and refusals. */
char *
vs_expected_text (const ArbSetup *setup,
                  const VsState  *s)
{
  const char *who = vs_name (setup, s->turn);
  g_autofree char *spots = NULL;
  g_autofree char *needs = NULL;

  switch (s->phase)
    {
    case ARB_VOTESTUFFING_PLAY:
      spots = open_spots_text (s);
      if (s->plays == 0)
        return g_strdup_printf (_("%s plays 1 or 2 cards: %s"), who, spots);
      return g_strdup_printf (_("%s may play a second card, %s, or end the turn"), who, spots);
    case ARB_VOTESTUFFING_BONUS:
      return g_strdup_printf (_("%s adds the 4's bonus card face down to the %s (bonus CARD, or bonus ?)"),
                              who, arb_vs_spot_words (s->side));
    case ARB_VOTESTUFFING_CALL:
      return g_strdup_printf (_("%s is down to one card and shows it (call CARD)"), vs_name (setup, s->caller));
    case ARB_VOTESTUFFING_REVEAL:
      needs = reveal_needs_text (s);
      return g_strdup_printf (_("Reveal %s for %s's call with the %s (reveal left CARDS right CARDS, or counts r=N s=N j=N)"),
                              needs, vs_name (setup, s->caller), arb_vs_card_label (s->call_card));
    case ARB_VOTESTUFFING_OVER:
    default:
      if (s->winner == ARB_NO_PLAYER)
        return g_strdup (_("the game is over: a tie, nobody can reach a right call"));
      return g_strdup_printf (_("the game is over: %s won"), vs_name (setup, s->winner));
    }
}

/* ---- narration ---- */

/* ---- refusals shared by the entries ---- */

static gboolean
check_not_over (const ArbSetup *setup,
                const VsState  *s,
                GError        **error)
{
  if (s->phase != ARB_VOTESTUFFING_OVER)
    return TRUE;
  if (s->winner == ARB_NO_PLAYER)
    arb_refuse (error, "VS-7", "the game is over, a tie: the draw pile and the middle are empty and every player's one card calls wrong; nothing more can be entered");
  else if (vs_extended (setup))
    arb_refuse (error, "VS-8", "the game is over: %s reached %d points; nothing more can be entered",
                vs_name (setup, s->winner), s->points[s->winner]);
  else
    arb_refuse (error, "VS-5", "the game is over: %s's call was right; nothing more can be entered",
                vs_name (setup, s->winner));
  return FALSE;
}

/* A play or an end is refused while a bonus card, a call or a reveal is due. */
static gboolean
check_playing (const ArbSetup *setup,
               const VsState  *s,
               GError        **error)
{
  g_autofree char *expected = NULL;

  if (!check_not_over (setup, s, error))
    return FALSE;
  if (s->phase == ARB_VOTESTUFFING_PLAY)
    return TRUE;
  expected = vs_expected_text (setup, s);
  arb_refuse (error, s->phase == ARB_VOTESTUFFING_BONUS ? "VS-3" : "VS-5",
              "%s first: %s", s->phase == ARB_VOTESTUFFING_BONUS ? "the 4's bonus card comes"
              : s->phase == ARB_VOTESTUFFING_CALL ? "the call comes" : "the reveal comes", expected);
  return FALSE;
}

static void
end_turn (const ArbSetup *setup,
          VsState        *s,
          GString        *narr)
{
  s->turn = next_seat (s, s->turn);
  s->plays = 0;
  s->used = 0;
  if (s->turn == s->starter)
    s->rounds++;
  arb_narrate (narr, "%s's turn", vs_name (setup, s->turn));
}

/*
 * Who plays: the player whose turn it is.  After one card, a line that
 * names the next player ends the turn first (VS-2 lets a turn be one card).
 */
static gboolean
take_turn (const ArbSetup *setup,
           VsState        *s,
           const ArbEvent *event,
           GString        *narr,
           GError        **error)
{
  int actor = event->actor;

  if (actor == ARB_NO_PLAYER || actor == s->turn)
    return TRUE;
  /* who begins a later hand of the extended game is left open: the
   * first line of the hand may name anyone */
  if (s->hand_no > 0 && !s->hand_begun && !s->start_named)
    {
      s->starter = s->turn = actor;
      arb_narrate (narr, "%s begins hand %u", vs_name (setup, actor), s->hand_no + 1);
      return TRUE;
    }
  if (s->plays == 1 && actor == next_seat (s, s->turn))
    {
      arb_narrate (narr, "%s's turn ends", vs_name (setup, s->turn));
      end_turn (setup, s, NULL);
      return TRUE;
    }
  if (s->plays == 0)
    arb_refuse (error, "VS-2", "it is %s's turn, not %s's; turns go clockwise",
                vs_name (setup, s->turn), vs_name (setup, actor));
  else
    arb_refuse (error, "VS-2", "%s has played one card and may play another or end the turn; then it is %s's turn, not %s's",
                vs_name (setup, s->turn), vs_name (setup, next_seat (s, s->turn)), vs_name (setup, actor));
  return FALSE;
}

/* ---- the turn goes on ---- */

static void new_hand (const ArbSetup *setup,
                      VsState        *s,
                      GString        *narr);

/* VS-7: nobody can still reach a right call. */
static gboolean
stuck (const VsState *s)
{
  ArbVsTally tally;
  gboolean all_wrong = TRUE;

  if (s->draw > 0 || vs_pile_len (s, ARB_VS_MIDDLE) > 0)
    return FALSE;
  for (guint p = 0; p < s->n_players; p++)
    if (s->hands[p].count != 1 || s->hands[p].revealed == ARB_VS_UNKNOWN)
      return FALSE;
  vs_tally (s, &tally);
  for (guint p = 0; p < s->n_players && all_wrong; p++)
    all_wrong = tally.winner != ARB_VS_TYPE_UNKNOWN
                && !arb_vs_tally_call_right (&tally, s->hands[p].revealed);
  arb_vs_tally_clear (&tally);
  return all_wrong;
}

static void
finish_hand (const ArbSetup *setup,
             VsState        *s,
             int             winner,
             int             points,
             GString        *narr)
{
  VsResult result = { winner, points };

  g_array_append_val (s->results, result);
  if (winner != ARB_NO_PLAYER)
    s->points[winner] += points;
  if (vs_extended (setup) && (winner == ARB_NO_PLAYER || s->points[winner] < ARB_VOTESTUFFING_TARGET))
    {
      new_hand (setup, s, narr);
      return;
    }
  s->phase = ARB_VOTESTUFFING_OVER;
  s->winner = winner;
}

static void
check_stuck (const ArbSetup *setup,
             VsState        *s,
             GString        *narr)
{
  if (s->phase != ARB_VOTESTUFFING_PLAY || !stuck (s))
    return;
  arb_narrate (narr, "nobody can reach a right call any more: the draw pile and the middle are empty and every player's one card calls wrong, so the %s is a tie",
               vs_extended (setup) ? "hand" : "game");
  finish_hand (setup, s, ARB_NO_PLAYER, 0, narr);
}

/* After a card: the turn ends when no second card may follow. */
static void
go_on (const ArbSetup *setup,
       VsState        *s,
       GString        *narr)
{
  if (s->plays == 2 || (s->plays == 1 && !vs_second_play_open (s)))
    {
      s->auto_ended = s->turn;
      s->auto_ended_one = s->plays == 1;
      end_turn (setup, s, narr);
    }
  check_stuck (setup, s, narr);
}

/* VS-5: a play that leaves one card calls for it at once. */
static void
after_card (const ArbSetup *setup,
            VsState        *s,
            int             seat,
            GString        *narr)
{
  if (s->hands[seat].count == 1)
    {
      s->phase = ARB_VOTESTUFFING_CALL;
      s->caller = seat;
      arb_narrate (narr, "%s is down to one card and must show it", vs_name (setup, seat));
      return;
    }
  go_on (setup, s, narr);
}

/* ---- start ---- */

static gboolean
apply_start (const ArbSetup *setup,
             VsState        *s,
             const ArbEvent *event,
             GString        *narr,
             GError        **error)
{
  int seat = arb_arg_seat (setup, event->args[0], error);

  if (seat < 0 || !check_not_over (setup, s, error))
    return FALSE;
  if (s->hand_begun || s->phase != ARB_VOTESTUFFING_PLAY)
    {
      arb_refuse (error, "VS-2", "who begins is named before the first card of a hand; %s is playing now",
                  vs_name (setup, s->turn));
      return FALSE;
    }
  if (s->start_named)
    {
      arb_refuse (error, "VS-2", "%s was already named to begin this hand; the next entry is %s's first card",
                  vs_name (setup, s->turn), vs_name (setup, s->turn));
      return FALSE;
    }
  s->starter = s->turn = seat;
  s->start_named = TRUE;
  arb_narrate (narr, "%s begins%s", vs_name (setup, s->turn), event->args[1] != NULL ? " (picked at random)" : "");
  return TRUE;
}

/* ---- which card leaves the hand ---- */

/*
 * The card `seat` gives up: named, or "?".  A card shown at a wrong call
 * is known: with no other card in hand, "?" is that card and no other
 * may be named.  With more cards, "?" may or may not be it, so the
 * table stops counting it as known.
 */
static gboolean
card_from_hand (const ArbSetup *setup,
                const VsState  *s,
                int             seat,
                int            *card,
                GError        **error)
{
  const VsHand *hand = &s->hands[seat];

  if (hand->revealed != ARB_VS_UNKNOWN && hand->count == 1)
    {
      if (*card == ARB_VS_UNKNOWN)
        *card = hand->revealed;
      if (*card != hand->revealed)
        {
          arb_refuse (error, "VS-5", "%s's only card is the %s shown at the last call, not the %s; write %s or ?",
                      vs_name (setup, seat), arb_vs_card_label (hand->revealed), arb_vs_card_label (*card),
                      arb_vs_card_code (hand->revealed));
          return FALSE;
        }
    }
  return vs_check_new_card (setup, s, *card, seat, error);
}

static void
take_from_hand (VsState *s,
                int      seat,
                int      card)
{
  VsHand *hand = &s->hands[seat];

  if (hand->revealed != ARB_VS_UNKNOWN && (card == hand->revealed || card == ARB_VS_UNKNOWN))
    hand->revealed = ARB_VS_UNKNOWN;
  hand->count--;
}

/* "the 7♥" or "a card" */
static char *
card_words (int card)
{
  return card == ARB_VS_UNKNOWN ? g_strdup (_("a card")) : g_strdup_printf (_("the %s"), arb_vs_card_label (card));
}

/* ---- plays ---- */

typedef enum { FACE_ANY, FACE_UP, FACE_DOWN } Face;

typedef struct {
  int        card;
  ArbVsSpot  spot;
  gboolean   power;
  Face       face;
  const char *target;
} Play;

static Play
read_play (const ArbEvent *event)
{
  Play play = { ARB_VS_UNKNOWN, ARB_VS_LEFT, FALSE, FACE_ANY, NULL };
  const char *spot = event->args[1];

  arb_vs_card_parse (event->args[0], &play.card);
  play.power = g_str_equal (spot, "power");
  play.spot = g_str_equal (spot, "left") ? ARB_VS_LEFT
              : g_str_equal (spot, "right") ? ARB_VS_RIGHT : ARB_VS_MIDDLE;
  if (event->args[2] != NULL && !play.power)
    play.face = g_str_equal (event->args[2], "up") ? FACE_UP : FACE_DOWN;
  if (event->args[2] != NULL && play.power)
    play.target = event->args[2];
  return play;
}

static gboolean
refuse_spot (const ArbSetup *setup,
             const VsState  *s,
             const char     *what,
             GError        **error)
{
  g_autofree char *spots = open_spots_text (s);

  arb_refuse (error, "VS-2", "%s; %s's card may go %s%s", what, vs_name (setup, s->turn), spots,
              s->plays == 1 ? ", or the turn may end" : "");
  return FALSE;
}

/* VS-2: the selected side, in its mode, once a turn. */
static gboolean
check_side (const ArbSetup *setup,
            const VsState  *s,
            const Play     *play,
            GError        **error)
{
  g_autofree char *what = NULL;

  if (play->spot != s->side)
    what = g_strdup_printf (_("the %s spot is not selected: the %s is, %s"),
                            arb_vs_spot_words (play->spot), arb_vs_spot_words (s->side), mode_words (s->mode));
  else if (s->used & VS_SPOT_BIT (s->side))
    what = g_strdup_printf (_("%s has already played to the %s this turn"), vs_name (setup, s->turn),
                            arb_vs_spot_words (s->side));
  else if ((play->face == FACE_UP && s->mode == 1) || (play->face == FACE_DOWN && s->mode == 2))
    what = g_strdup_printf (_("the %s takes cards %s now (mode %d)"), arb_vs_spot_words (s->side),
                            s->mode == 1 ? _("face down") : _("face up"), s->mode);
  else
    return TRUE;
  return refuse_spot (setup, s, what, error);
}

static gboolean
check_power_card (const ArbSetup *setup,
                  const VsState  *s,
                  const Play     *play,
                  GError        **error)
{
  if (play->card == ARB_VS_UNKNOWN)
    arb_refuse (error, "VS-3", "a power move is played face up: name the card (Ks, 2h, joker, ...)");
  else if (arb_vs_card_power (play->card) == ARB_VS_POWER_NONE)
    arb_refuse (error, "VS-3", "the %s has no power move, so it never goes face up to the middle (only aces, 2s, 3s, 4s, 10s, face cards and jokers do); it may go to the %s (%s) or face down to the middle",
                arb_vs_card_label (play->card), arb_vs_spot_words (s->side), mode_words (s->mode));
  else if (arb_vs_card_power (play->card) == ARB_VS_POWER_BONUS && turn_hand (s)->count < 3)
    arb_refuse (error, "VS-2", "a face-up 4 needs three cards in hand, the 4, its bonus card and one to keep (VS-6); %s holds %d",
                vs_name (setup, s->turn), turn_hand (s)->count);
  else
    return TRUE;
  return FALSE;
}

/* VS-3: only a 2 makes an opponent draw, so only a 2 names one. */
static gboolean
check_no_target (const Play *play,
                 GError    **error)
{
  const char *code = arb_vs_card_code (play->card);

  if (play->target == NULL || arb_vs_card_power (play->card) == ARB_VS_POWER_DRAW_TWO)
    return TRUE;
  arb_refuse (error, "VS-3", "only a 2 makes an opponent draw; the %s's power move names nobody: write “%s power”",
              arb_vs_card_label (play->card), code);
  return FALSE;
}

/* The opponent a 2 makes draw (VS-3), or -1 with *error set. */
static int
draw_two_target (const ArbSetup *setup,
                 const VsState  *s,
                 const Play     *play,
                 GError        **error)
{
  int seat;

  if (play->target == NULL && s->n_players == 2)
    return next_seat (s, s->turn);
  if (play->target == NULL)
    {
      arb_refuse (error, "VS-3", "a 2 makes an opponent of %s's choice draw two: name them, as in “%s power %s”",
                  vs_name (setup, s->turn), arb_vs_card_code (play->card), vs_name (setup, next_seat (s, s->turn)));
      return -1;
    }
  seat = arb_setup_find_player (setup, play->target);
  if (seat < 0)
    arb_refuse_unknown_player (setup, play->target, error);
  else if (seat == s->turn)
    arb_refuse (error, "VS-3", "the 2 makes an opponent draw two, not %s; name another player",
                vs_name (setup, seat));
  else
    return seat;
  return -1;
}

/* Every check of a play, before anything moves. */
static gboolean
check_play (const ArbSetup *setup,
            const VsState  *s,
            Play           *play,
            int            *target,
            GError        **error)
{
  const VsHand *hand = turn_hand (s);

  *target = -1;
  if (play->spot != ARB_VS_MIDDLE && !check_side (setup, s, play, error))
    return FALSE;
  if (play->spot == ARB_VS_MIDDLE && (s->used & VS_SPOT_BIT (ARB_VS_MIDDLE)))
    {
      g_autofree char *what = g_strdup_printf (_("%s has already played to the middle this turn"),
                                               vs_name (setup, s->turn));
      return refuse_spot (setup, s, what, error);
    }
  if (hand->count == 1 && (play->spot != ARB_VS_MIDDLE || play->power))
    {
      arb_refuse (error, "VS-6", "%s holds one card: it may only go face down to the middle, whose draw refills the hand",
                  vs_name (setup, s->turn));
      return FALSE;
    }
  if (play->power && (!check_power_card (setup, s, play, error) || !check_no_target (play, error)))
    return FALSE;
  if (play->power && arb_vs_card_power (play->card) == ARB_VS_POWER_DRAW_TWO
      && (*target = draw_two_target (setup, s, play, error)) < 0)
    return FALSE;
  return card_from_hand (setup, s, s->turn, &play->card, error);
}

/* VS-2: a middle face-down play makes everyone draw, the player first. */
static void
everyone_draws (const ArbSetup *setup,
                VsState        *s,
                GString        *narr)
{
  for (guint i = 0; i < s->n_players; i++)
    vs_draw (s, (s->turn + (int) i) % (int) s->n_players, 1, narr, setup);
}

static void
apply_power (const ArbSetup *setup,
             VsState        *s,
             const Play     *play,
             int             target,
             GString        *narr)
{
  const char *who = vs_name (setup, s->turn);
  const char *card = arb_vs_card_label (play->card);
  const char *side = arb_vs_spot_words (s->side);
  guint n = vs_pile_len (s, s->side);

  switch (arb_vs_card_power (play->card))
    {
    case ARB_VS_POWER_SELECT:
      arb_vs_card_selects (play->card, &s->side, &s->mode);
      arb_narrate (narr, "%s plays the %s as a power move: the %s is selected, %s", who, card,
                   arb_vs_spot_words (s->side), mode_words (s->mode));
      break;
    case ARB_VS_POWER_SLIDE:
      vs_slide (s);
      arb_narrate (narr, arb_ngettext ("%s plays a joker as a power move: the %s pile (%u card) slides under the middle",
                                        "%s plays a joker as a power move: the %s pile (%u cards) slides under the middle", n),
                   who, side, n);
      break;
    case ARB_VS_POWER_FLIP:
      vs_flip (s);
      arb_narrate (narr, arb_ngettext ("%s plays the %s as a power move: the %s pile (%u card) is turned over",
                                        "%s plays the %s as a power move: the %s pile (%u cards) is turned over", n),
                   who, card, side, n);
      break;
    case ARB_VS_POWER_DRAW_TWO:
      arb_narrate (narr, "%s plays the %s as a power move: %s draws two", who, card, vs_name (setup, target));
      vs_draw (s, target, 2, narr, setup);
      break;
    case ARB_VS_POWER_PLUS_THREE:
    case ARB_VS_POWER_COUNT:
      arb_narrate (narr, "%s plays the %s as a power move: +%d for %s while it lies in the middle", who, card,
                   arb_vs_card_power (play->card) == ARB_VS_POWER_COUNT ? 1 : 3,
                   arb_vs_type_name (arb_vs_card_type (play->card), TRUE));
      break;
    case ARB_VS_POWER_BONUS:
      s->phase = ARB_VOTESTUFFING_BONUS;
      arb_narrate (narr, "%s plays the %s as a power move: a bonus card goes face down to the %s", who, card, side);
      break;
    case ARB_VS_POWER_NONE:
    default:
      g_assert_not_reached ();
    }
}

static void
apply_checked_play (const ArbSetup *setup,
                    VsState        *s,
                    const Play     *play,
                    int             target,
                    GString        *narr)
{
  /* words only for a description, never for a replay */
  g_autofree char *what = narr != NULL ? card_words (play->card) : NULL;
  int seat = s->turn;

  take_from_hand (s, seat, play->card);
  s->plays++;
  s->used |= VS_SPOT_BIT (play->spot);
  s->hand_begun = TRUE;
  if (play->power)
    {
      vs_pile_push (s, ARB_VS_MIDDLE, play->card, TRUE, TRUE);
      apply_power (setup, s, play, target, narr);
    }
  else if (play->spot == ARB_VS_MIDDLE)
    {
      vs_pile_push (s, ARB_VS_MIDDLE, play->card, FALSE, FALSE);
      arb_narrate (narr, "%s plays %s face down to the middle: everyone draws one, %s first",
                   vs_name (setup, seat), what, vs_name (setup, seat));
      everyone_draws (setup, s, narr);
    }
  else
    {
      vs_pile_push (s, play->spot, play->card, s->mode == 2, FALSE);
      arb_narrate (narr, "%s plays %s %s to the %s", vs_name (setup, seat), what,
                   s->mode == 2 ? _("face up") : _("face down"), arb_vs_spot_words (play->spot));
    }
  if (s->phase == ARB_VOTESTUFFING_PLAY)
    after_card (setup, s, seat, narr);
}

static gboolean add_bonus (const ArbSetup *setup,
                           VsState        *s,
                           const ArbEvent *event,
                           int             card,
                           GString        *narr,
                           GError        **error);

/* While a 4's bonus card is due, a card face down to the selected side
 * is that bonus card, however the line is written. */
static gboolean
is_bonus_play (const VsState *s,
               const Play    *play)
{
  return s->phase == ARB_VOTESTUFFING_BONUS && !play->power && play->spot == s->side
         && play->face != FACE_UP;
}

/*
 * VS-5, VS-6: after a wrong call the turn may go on, but a turn whose
 * first card went to the middle and left one card in hand ends by itself:
 * that card may not go to the side.  Said as VS-6, not as a turn out of
 * order, when the player tries.
 */
static gboolean
check_last_card_after_turn (const ArbSetup *setup,
                            const VsState  *s,
                            const ArbEvent *event,
                            const Play     *play,
                            int             ended,
                            GError        **error)
{
  if (ended == ARB_NO_PLAYER || event->actor != ended || !s->auto_ended_one || s->plays != 0
      || s->phase != ARB_VOTESTUFFING_PLAY || s->hands[ended].count != 1
      || play->power || play->spot != s->side)
    return TRUE;
  arb_refuse (error, "VS-6", "%s holds one card: it may only go face down to the middle, whose draw refills the hand, and %s has already played to the middle this turn; so %s's turn is over and it is %s's",
              vs_name (setup, ended), vs_name (setup, ended), vs_name (setup, ended), vs_name (setup, s->turn));
  return FALSE;
}

static gboolean
apply_play (const ArbSetup *setup,
            VsState        *s,
            const ArbEvent *event,
            int             ended,
            GString        *narr,
            GError        **error)
{
  Play play = read_play (event);
  int target;

  if (is_bonus_play (s, &play) && check_not_over (setup, s, error))
    return add_bonus (setup, s, event, play.card, narr, error);
  if (!check_playing (setup, s, error) || !check_last_card_after_turn (setup, s, event, &play, ended, error)
      || !take_turn (setup, s, event, narr, error)
      || !check_play (setup, s, &play, &target, error))
    return FALSE;
  apply_checked_play (setup, s, &play, target, narr);
  return TRUE;
}

/* "end" from a player whose turn has just ended by itself: nothing to do. */
static gboolean
redundant_end (const VsState  *s,
               const ArbEvent *event,
               int             ended)
{
  return s->phase == ARB_VOTESTUFFING_PLAY && s->plays == 0 && ended != ARB_NO_PLAYER
         && event->actor == ended;
}

static gboolean
apply_end (const ArbSetup *setup,
           VsState        *s,
           const ArbEvent *event,
           int             ended,
           GString        *narr,
           GError        **error)
{
  if (redundant_end (s, event, ended))
    {
      arb_narrate (narr, "%s's turn had already ended", vs_name (setup, ended));
      return TRUE;
    }
  if (!check_playing (setup, s, error) || !take_turn (setup, s, event, narr, error))
    return FALSE;
  if (s->plays == 0)
    {
      g_autofree char *spots = open_spots_text (s);

      arb_refuse (error, "VS-2", "a turn plays 1 or 2 cards: %s must play one first, %s",
                  vs_name (setup, s->turn), spots);
      return FALSE;
    }
  arb_narrate (narr, "%s ends the turn after one card", vs_name (setup, s->turn));
  end_turn (setup, s, narr);
  check_stuck (setup, s, narr);
  return TRUE;
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
  arb_refuse (error, rule_id, "%s %s, not %s", vs_name (setup, expected), what, vs_name (setup, event->actor));
  return FALSE;
}

/* The 4's bonus card, face down to the selected side (VS-3). */
static gboolean
add_bonus (const ArbSetup *setup,
           VsState        *s,
           const ArbEvent *event,
           int             card,
           GString        *narr,
           GError        **error)
{
  g_autofree char *what = NULL;

  if (!check_actor (setup, event, s->turn, "VS-3", "adds the bonus card of the 4", error)
      || !card_from_hand (setup, s, s->turn, &card, error))
    return FALSE;
  take_from_hand (s, s->turn, card);
  vs_pile_push (s, s->side, card, FALSE, FALSE);
  s->phase = ARB_VOTESTUFFING_PLAY;
  what = narr != NULL ? card_words (card) : NULL;
  arb_narrate (narr, "%s adds %s face down to the %s as the 4's bonus card", vs_name (setup, s->turn),
               what, arb_vs_spot_words (s->side));
  after_card (setup, s, s->turn, narr);
  return TRUE;
}

static gboolean
apply_bonus (const ArbSetup *setup,
             VsState        *s,
             const ArbEvent *event,
             GString        *narr,
             GError        **error)
{
  int card;

  if (!check_not_over (setup, s, error))
    return FALSE;
  if (s->phase != ARB_VOTESTUFFING_BONUS)
    {
      g_autofree char *expected = vs_expected_text (setup, s);

      arb_refuse (error, "VS-3", "no bonus card is due: only a 4 played face up to the middle calls for one; now %s",
                  expected);
      return FALSE;
    }
  arb_vs_card_parse (event->args[0], &card);
  return add_bonus (setup, s, event, card, narr, error);
}

/* ---- calls and the tally (VS-5) ---- */

static void
record_call (const ArbSetup   *setup,
             VsState          *s,
             const ArbVsTally *tally,
             gboolean          right)
{
  ArbVotestuffingCall call = { 0 };

  call.hand = s->hand_no + 1;
  call.player = s->caller;
  call.card = s->call_card;
  call.right = right;
  call.points = right && vs_extended (setup) ? arb_vs_tally_margin (tally) : right;
  arb_vs_tally_copy (&call.tally, tally);
  call.piles[0] = vs_copy_pile (s->pile[ARB_VS_LEFT]);
  call.piles[1] = vs_copy_pile (s->pile[ARB_VS_RIGHT]);
  g_array_append_val (s->calls, call);
}

static const char *
winner_words (ArbVsType winner)
{
  return winner == ARB_VS_ROUNDEE ? "roundees win" : winner == ARB_VS_SHARPO ? "sharpos win" : "a tie";
}

/* The call meets the tally: a right call wins (or scores), a wrong one
 * leaves the card shown and the turn goes on. */
static void
settle (const ArbSetup *setup,
        VsState        *s,
        GString        *narr)
{
  ArbVsTally tally;
  g_autofree char *text = NULL;
  int seat = s->caller;
  gboolean right;

  vs_tally (s, &tally);
  right = arb_vs_tally_call_right (&tally, s->call_card);
  record_call (setup, s, &tally, right);
  text = narr != NULL ? arb_vs_tally_text (&tally) : NULL;
  arb_narrate (narr, "tally: %s, %s", text, winner_words (tally.winner));
  s->phase = ARB_VOTESTUFFING_PLAY;
  s->caller = ARB_NO_PLAYER;
  if (right)
    {
      int points = vs_extended (setup) ? arb_vs_tally_margin (&tally) : 1;

      if (vs_extended (setup))
        arb_narrate (narr, arb_ngettext ("%s's call is right: %d point", "%s's call is right: %d points", points),
                     vs_name (setup, seat), points);
      else
        arb_narrate (narr, "%s's call is right: %s wins", vs_name (setup, seat), vs_name (setup, seat));
      finish_hand (setup, s, seat, points, narr);
    }
  else
    {
      arb_narrate (narr, "%s's call is wrong: the %s stays shown in hand and play goes on",
                   vs_name (setup, seat), arb_vs_card_label (s->call_card));
      go_on (setup, s, narr);
    }
  arb_vs_tally_clear (&tally);
}

static void
new_hand (const ArbSetup *setup,
          VsState        *s,
          GString        *narr)
{
  s->hand_no++;
  s->rounds++;
  s->starter = next_seat (s, s->starter);
  vs_deal (setup, s);
  arb_narrate (narr, "hand %u is dealt, 7 cards each: %s begins", s->hand_no + 1, vs_name (setup, s->turn));
}

static gboolean
check_call_card (const ArbSetup *setup,
                 const VsState  *s,
                 const ArbEvent *event,
                 int            *card,
                 GError        **error)
{
  int shown = s->hands[s->caller].revealed;

  *card = shown;
  if (event->args[0] != NULL)
    arb_vs_card_parse (event->args[0], card);
  if (*card == ARB_VS_UNKNOWN)
    arb_refuse (error, "VS-5", "%s shows the last card: name it, as in “call 9c”", vs_name (setup, s->caller));
  else if (shown != ARB_VS_UNKNOWN && *card != shown)
    arb_refuse (error, "VS-5", "%s's one card is the %s shown at the last call, so it calls again; write “call %s”",
                vs_name (setup, s->caller), arb_vs_card_label (shown), arb_vs_card_code (shown));
  else
    return vs_check_new_card (setup, s, *card, s->caller, error);
  return FALSE;
}

static gboolean
apply_call (const ArbSetup *setup,
            VsState        *s,
            const ArbEvent *event,
            GString        *narr,
            GError        **error)
{
  int card;

  if (!check_not_over (setup, s, error))
    return FALSE;
  if (s->phase != ARB_VOTESTUFFING_CALL)
    {
      g_autofree char *expected = vs_expected_text (setup, s);

      arb_refuse (error, "VS-5", "no call is due: a call comes when a play leaves a player one card; now %s", expected);
      return FALSE;
    }
  if (!check_actor (setup, event, s->caller, "VS-5", "is the one down to one card", error)
      || !check_call_card (setup, s, event, &card, error))
    return FALSE;
  s->hands[s->caller].revealed = card;
  s->call_card = card;
  arb_narrate (narr, "%s shows the %s and calls %s", vs_name (setup, s->caller), arb_vs_card_label (card),
               arb_vs_call_type (card) == ARB_VS_NO_TYPE ? "a tie" : arb_vs_type_name (arb_vs_call_type (card), TRUE));
  if (vs_unknown_types (s, ARB_VS_LEFT) + vs_unknown_types (s, ARB_VS_RIGHT) > 0)
    {
      s->phase = ARB_VOTESTUFFING_REVEAL;
      return TRUE;
    }
  settle (setup, s, narr);
  s->confirm_ok = TRUE;
  return TRUE;
}

/* ---- the reveal ---- */

/* Both sides, checked against the deck, then kept. */
static gboolean
reveal_piles (const ArbSetup *setup,
              VsState        *s,
              const ArbEvent *event,
              GError        **error)
{
  static const ArbVsSpot sides[] = { ARB_VS_LEFT, ARB_VS_RIGHT };
  GArray *piles[2];
  gboolean ok = TRUE;

  for (int k = 0; k < 2; k++)
    piles[k] = vs_copy_pile (s->pile[sides[k]]);
  for (int k = 0; k < 2 && ok; k++)
    ok = vs_reveal_side (event, piles[k], sides[k], error);
  for (int k = 0; k < 2 && ok; k++)
    {
      GArray *old = s->pile[sides[k]];

      s->pile[sides[k]] = piles[k];
      piles[k] = old;
    }
  if (ok && !vs_check_composition (setup, s, error))
    {
      for (int k = 0; k < 2; k++)
        {
          GArray *mine = s->pile[sides[k]];

          s->pile[sides[k]] = piles[k];
          piles[k] = mine;
        }
      ok = FALSE;
    }
  for (int k = 0; k < 2; k++)
    g_array_unref (piles[k]);
  return ok;
}

/* A reveal after a call that nothing unknown left to reveal: accepted
 * when it agrees with the piles as they were at that call. */
static gboolean
confirm_reveal (const ArbSetup *setup,
                VsState        *s,
                const ArbEvent *event,
                GString        *narr,
                GError        **error)
{
  const ArbVotestuffingCall *call = &g_array_index (s->calls, ArbVotestuffingCall, s->calls->len - 1);
  static const ArbVsSpot sides[] = { ARB_VS_LEFT, ARB_VS_RIGHT };

  for (int k = 0; k < 2; k++)
    {
      g_autoptr(GArray) pile = vs_copy_pile (call->piles[k]);

      if (!vs_reveal_side (event, pile, sides[k], error))
        return FALSE;
    }
  arb_narrate (narr, "the piles are as known at %s's call", vs_name (setup, call->player));
  return TRUE;
}

/* The same for every card of a reveal. */
static gboolean
check_reveal_cards_exist (const ArbEvent *event,
                          GError        **error)
{
  for (guint i = 0; event->args[i] != NULL; i++)
    if (!arb_vs_card_check_exists (event->args[i], error))
      return FALSE;
  return TRUE;
}

static gboolean
apply_reveal (const ArbSetup *setup,
              VsState        *s,
              const ArbEvent *event,
              GString        *narr,
              GError        **error)
{
  if (!check_not_over (setup, s, error))
    return FALSE;
  if (s->phase != ARB_VOTESTUFFING_REVEAL)
    {
      g_autofree char *expected = vs_expected_text (setup, s);

      arb_refuse (error, "VS-5", "nothing is to be revealed: the piles are revealed at a call, when some of their cards are not known; now %s",
                  expected);
      return FALSE;
    }
  if (!check_actor (setup, event, s->caller, "VS-5", "is the one calling", error)
      || !check_reveal_cards_exist (event, error)
      || !reveal_piles (setup, s, event, error))
    return FALSE;
  arb_narrate (narr, "the left and right piles are revealed");
  settle (setup, s, narr);
  return TRUE;
}

/* ---- dispatch ---- */

/* Validates, then folds; `narr` (may be NULL) collects plain words. */
static gboolean
apply_narrated (const ArbSetup *setup,
                VsState        *s,
                const ArbEvent *event,
                GString        *narr,
                GError        **error)
{
  gboolean confirm = s->confirm_ok;
  int ended = s->auto_ended;
  gboolean ok;

  s->confirm_ok = FALSE;
  s->auto_ended = ARB_NO_PLAYER;
  if (arb_event_is (event, "reveal") && confirm)
    {
      /* a check of the call just settled: it changes nothing */
      s->auto_ended = ended;
      if (confirm_reveal (setup, s, event, narr, error))
        return TRUE;
      s->confirm_ok = confirm;
      return FALSE;
    }
  if ((arb_event_is (event, "play") || arb_event_is (event, "bonus") || arb_event_is (event, "call"))
      && event->args[0] != NULL
      && (!check_not_over (setup, s, error) || !arb_vs_card_check_exists (event->args[0], error)))
    ok = FALSE;
  else if (arb_event_is (event, "reveal"))
    ok = apply_reveal (setup, s, event, narr, error);
  else if (arb_event_is (event, "start"))
    ok = apply_start (setup, s, event, narr, error);
  else if (arb_event_is (event, "play"))
    ok = apply_play (setup, s, event, ended, narr, error);
  else if (arb_event_is (event, "end"))
    ok = apply_end (setup, s, event, ended, narr, error);
  else if (arb_event_is (event, "bonus"))
    ok = apply_bonus (setup, s, event, narr, error);
  else
    ok = apply_call (setup, s, event, narr, error);
  if (!ok)
    {
      s->confirm_ok = confirm;
      s->auto_ended = ended;
    }
  return ok;
}

static gboolean
vs_apply (const ArbSetup *setup,
          gpointer        state,
          const ArbEvent *event,
          GError        **error)
{
  return apply_narrated (setup, state, event, NULL, error);
}

/* Names the player an entry leaves implied, so the log reads in full. */
static void
vs_fill_actor (const ArbSetup *setup,
               gconstpointer   state,
               ArbEvent       *event)
{
  const VsState *s = state;

  if (s->phase == ARB_VOTESTUFFING_OVER || arb_event_is (event, "start") || arb_event_is (event, "reveal"))
    return;
  if (arb_event_is (event, "end") && s->phase == ARB_VOTESTUFFING_PLAY && s->plays == 0
      && s->auto_ended != ARB_NO_PLAYER)
    event->actor = s->auto_ended;
  else
    event->actor = s->phase == ARB_VOTESTUFFING_CALL ? s->caller : s->turn;
}

static char *
vs_describe (const ArbSetup *setup,
             gconstpointer   state,
             const ArbEvent *event)
{
  VsState *copy = vs_state_copy (state);
  GString *narr = g_string_new (NULL);

  if (!apply_narrated (setup, copy, event, narr, NULL))
    {
      g_autofree char *args = g_strjoinv (" ", event->args);

      g_string_assign (narr, "");
      if (event->actor != ARB_NO_PLAYER)
        g_string_append_printf (narr, "%s: ", vs_name (setup, event->actor));
      g_string_append_printf (narr, "%s %s", event->verb, args);
    }
  vs_state_free (copy);
  return g_string_free (narr, FALSE);
}

/* A round is a turn of every player, from whoever began the hand; the
 * call that ends a hand (or the game) completes its round. */
static guint
vs_round (const ArbSetup *setup,
          gconstpointer   state)
{
  const VsState *s = state;

  return s->rounds + 1 + (s->phase == ARB_VOTESTUFFING_OVER);
}

const ArbRules arb_votestuffing_rules = {
  .id = "votestuffing",
  .title = N_("Vote Stuffing"),
  .summary = N_("Stuff the side piles and call the winning type with your last card."),
  .min_players = 2,
  .max_players = ARB_VOTESTUFFING_MAX_PLAYERS,
  .options = vs_options,
  .n_options = G_N_ELEMENTS (vs_options),
  .verbs = vs_verbs,
  .n_verbs = G_N_ELEMENTS (vs_verbs),
  .rulings = vs_rulings,
  .n_rulings = G_N_ELEMENTS (vs_rulings),
  .has_score_only = FALSE,
  .players_rule = "VS-1",
  .check_setup = vs_check_setup,
  .state_new = vs_state_new_cb,
  .state_free = vs_state_free_cb,
  .parse_event = vs_parse_event,
  .fill_actor = vs_fill_actor,
  .apply = vs_apply,
  .describe = vs_describe,
  .prompt = vs_prompt,
  .score = vs_score,
  .state_text = vs_state_text,
  .progress = vs_progress,
  .round = vs_round,
};
