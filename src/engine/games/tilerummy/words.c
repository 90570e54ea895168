/* SPDX-License-Identifier: GPL-3.0-or-later */
/* What a Tile Rummy game says: the prompt with its choices, the words
 * for each entry, the score (TR-8), the state as text, and the view. */
#include "state.h"

#include <string.h>

#include "../../arb-args.h"
#include "../../arb-i18n.h"

#define N_MAX ARB_TILERUMMY_MAX_PLAYERS

/* ---- words ---- */

/* How many tiles a lay-down entry adds to the table, or -1. */
static int
lay_added (const ArbTrState *s,
           const ArbEvent   *event)
{
  int bad;
  ArbTrRead read;
  g_autoptr(ArbTrGrid) grid = arb_tr_grid_from_args ((const char *const *) event->args, &bad, &read);
  ArbTrCounts counts, added;

  if (grid == NULL)
    return -1;
  arb_tr_grid_counts (grid, &counts);
  arb_tr_counts_minus (&counts, &s->table_counts, &added);
  return (int) arb_tr_counts_total (&added);
}

static char *
describe_action (const ArbSetup   *setup,
                 const ArbTrState *s,
                 const ArbEvent   *event,
                 const char       *who)
{
  int p = event->actor != ARB_NO_PLAYER ? event->actor : s->turn;

  if (s->hand[p] == 1)
    return g_strdup_printf (_("%s plays the last tile, %s, and goes out"), who, event->verb);
  if (arb_event_is (event, "pass-two"))
    return g_strdup_printf (_("%s plays pass-two: everyone passes two tiles to the left"), who);
  return g_strdup_printf (_("%s plays draw-three: %s draws %d"), who,
                          event->args[0] ? event->args[0] : "nobody", MIN (3, s->bag));
}

char *
arb_tr_describe (const ArbSetup *setup,
                 gconstpointer   state,
                 const ArbEvent *event)
{
  const ArbTrState *s = arb_tr_cstate (state);
  int p = event->actor != ARB_NO_PLAYER ? event->actor : s->turn;
  const char *who = arb_tr_name (setup, p);

  if (arb_event_is (event, "start"))
    return g_strdup_printf (_("%s begins%s"), event->args[0], event->args[1] ? " (picked at random)" : "");
  if (arb_event_is (event, "display"))
    {
      g_autofree char *tiles = g_strjoinv (" ", event->args);

      return g_strdup_printf (_("the open display shows %s"), tiles);
    }
  if (arb_event_is (event, "take"))
    return event->args[1] != NULL
           ? g_strdup_printf (_("%s takes %s from the display; %s refills it"), who, event->args[0], event->args[1])
           : g_strdup_printf (_("%s takes %s from the display"), who, event->args[0]);
  if (arb_event_is (event, "refill"))
    return g_strdup_printf (_("%s refills the display"), event->args[0]);
  if (arb_event_is (event, "draw"))
    return g_strdup_printf (_("%s draws a tile from the bag"), who);
  if (arb_event_is (event, "pass-two") || arb_event_is (event, "draw-three"))
    return describe_action (setup, s, event, who);
  if (arb_event_is (event, "lay"))
    {
      int added = lay_added (s, event);

      return s->opened[p]
        ? g_strdup_printf (arb_ngettext ("%s lays down %d tile", "%s lays down %d tiles", added), who, added)
        : g_strdup_printf (arb_ngettext ("%s lays down %d tile and opens", "%s lays down %d tiles and opens", added), who, added);
    }
  if (arb_event_is (event, "pass"))
    return g_strdup_printf (_("%s passes"), who);
  {
    ArbTrHand hand;
    g_autofree char *text = NULL;

    if (!arb_tr_hand_read (event, &hand, NULL))
      return g_strdup_printf (_("%s's hand"), who);
    text = arb_tr_hand_text (&hand);
    return g_strdup_printf (arb_ngettext ("%s's hand: %s (%d point)", "%s's hand: %s (%d points)", hand.points),
                            who, text, hand.points);
  }
}

/* ---- prompt ---- */

static gboolean
can_play_action (const ArbSetup   *setup,
                 const ArbTrState *s,
                 int               p,
                 ArbTrTile         t)
{
  return s->hand[p] > 0 && arb_tr_known_out (setup, s, t, p) < ARB_TR_COPIES;
}

static void
add_turn_choices (const ArbSetup   *setup,
                  const ArbTrState *s,
                  ArbPrompt        *prompt)
{
  int p = s->turn;
  ArbTrCounts offered = { { 0 } };

  for (guint i = 0; i < s->n_display; i++)
    {
      ArbTrTile t = s->display[i];
      g_autofree char *label = g_strdup_printf (_("Take %s"), arb_tr_tile_name (t));

      if (offered.n[t]++ > 0)
        continue;
      arb_prompt_add_choice (prompt, arb_event_new (p, "take", arb_tr_tile_name (t), NULL), label);
    }
  if (s->bag > 0)
    arb_prompt_add_choice (prompt, arb_event_new (p, "draw", NULL), "Draw");
  if (can_play_action (setup, s, p, ARB_TR_PASS_TWO))
    arb_prompt_add_choice (prompt, arb_event_new (p, "pass-two", NULL), "Play pass-two");
  if (can_play_action (setup, s, p, ARB_TR_DRAW_THREE))
    for (guint i = 0; i < setup->n_players; i++)
      {
        g_autofree char *label = g_strdup_printf (_("Draw-three on %s"), arb_tr_name (setup, (int) i));

        if ((int) i != p)
          arb_prompt_add_choice (prompt, arb_event_new (p, "draw-three", arb_tr_name (setup, (int) i), NULL), label);
      }
  if (s->bag == 0 && s->n_display == 0 && arb_tr_known_action (s, p) == ARB_TR_NONE)
    arb_prompt_add_choice (prompt, arb_event_new (p, "pass", NULL), "Pass");
}

static ArbPrompt *
turn_prompt (const ArbSetup   *setup,
             const ArbTrState *s)
{
  ArbPrompt *prompt;
  const char *options;

  if (s->bag > 0)
    options = s->n_display > 0 ? "take a display tile, draw, play an action tile or lay down"
                               : "draw, play an action tile or lay down";
  else if (s->n_display > 0)
    options = "the bag is empty: take a display tile, play an action tile or lay down";
  else
    options = "the bag and the display are empty: play an action tile, lay down or pass";
  prompt = arb_prompt_new (s->turn, "turn", s->opened[s->turn]
                           ? arb_ngettext ("%s's turn (%d tile): %s", "%s's turn (%d tiles): %s", s->hand[s->turn])
                           : arb_ngettext ("%s's turn (%d tile, not opened yet): %s",
                                           "%s's turn (%d tiles, not opened yet): %s", s->hand[s->turn]),
                           arb_tr_name (setup, s->turn), s->hand[s->turn], options);
  add_turn_choices (setup, s, prompt);
  return prompt;
}

static int
next_hand_to_enter (const ArbSetup   *setup,
                    const ArbTrState *s)
{
  for (guint i = 0; i < setup->n_players; i++)
    if (!s->entered[i] && (int) i != s->winner)
      return (int) i;
  return ARB_NO_PLAYER;
}

static ArbPrompt *
hands_prompt (const ArbSetup   *setup,
              const ArbTrState *s)
{
  int p = next_hand_to_enter (setup, s);

  if (setup->score_only)
    {
      if (s->phase == ARB_TILERUMMY_OVER)
        p = 0;
      return arb_prompt_new (p, "hand", "Game %u: enter %s's tiles left in hand (none for the player who went out)",
                             s->game + (s->phase == ARB_TILERUMMY_OVER ? 2 : 1), arb_tr_name (setup, p));
    }
  if (s->blocked)
    return arb_prompt_new (p, "hand", "Every player passed, so the game is over with no winner: enter the %d tiles "
                           "left in %s's hand", s->hand[p], arb_tr_name (setup, p));
  return arb_prompt_new (p, "hand", arb_ngettext ("%s went out: enter the %d tile left in %s's hand",
                                       "%s went out: enter the %d tiles left in %s's hand", s->hand[p]),
                         arb_tr_name (setup, s->winner), s->hand[p], arb_tr_name (setup, p));
}

ArbPrompt *
arb_tr_prompt (const ArbSetup *setup,
               gconstpointer   state)
{
  const ArbTrState *s = arb_tr_cstate (state);

  if (arb_tr_match_over (setup, s))
    {
      if (arb_tr_games_in_match (setup) > 1)
        return arb_prompt_new_finished ("The match is over");
      return arb_prompt_new_finished (s->blocked ? "The game is over: every player passed"
                                                 : "The game is over");
    }
  if (setup->score_only)
    return hands_prompt (setup, s);
  if (arb_tr_single_game_decided (setup, s))
    {
      g_autofree char *text = s->blocked
        ? g_strdup (_("The game is over with no winner: every player passed. The tiles left in hand "
                    "may be entered for the points (NAME: hand TILES)"))
        : g_strdup_printf (_("The game is over: %s went out and wins. The tiles left in hand may be "
                           "entered for the points (NAME: hand TILES)"), arb_tr_name (setup, s->winner));

      return arb_prompt_new_finished (text);
    }
  switch (s->phase)
    {
    case ARB_TILERUMMY_DISPLAY_DUE:
      return arb_prompt_new (s->first, "display", "Game %u: enter the six tiles of the open display (%s begins)",
                             s->game + 1, arb_tr_name (setup, s->first));
    case ARB_TILERUMMY_OVER:
      return arb_prompt_new (s->first, "display", "Game %u: enter the six tiles of the open display (%s begins)",
                             s->game + 2, arb_tr_name (setup, s->first));
    case ARB_TILERUMMY_REFILL:
      return arb_prompt_new (s->taker, "refill", "%s took a display tile: enter the tile drawn to refill it",
                             arb_tr_name (setup, s->taker));
    case ARB_TILERUMMY_HANDS:
      return hands_prompt (setup, s);
    case ARB_TILERUMMY_TURN:
    default:
      return turn_prompt (setup, s);
    }
}

/* ---- score ---- */

static void
add_hand_lines (ArbScore        *score,
                guint            seat,
                const ArbTrHand *hand)
{
  ArbTrHand numbered = *hand;
  guint actions = hand->actions + hand->tiles.n[ARB_TR_PASS_TWO] + hand->tiles.n[ARB_TR_DRAW_THREE];

  numbered.actions = 0;
  numbered.tiles.n[ARB_TR_PASS_TWO] = numbered.tiles.n[ARB_TR_DRAW_THREE] = 0;
  numbered.n -= actions;
  if (numbered.n > 0)
    {
      g_autofree char *text = arb_tr_hand_text (&numbered);

      arb_score_add_line (score, seat, hand->points - 20 * (int) actions, "%s", text);
    }
  if (actions > 0)
    arb_score_add_line (score, seat, 20 * (int) actions, arb_ngettext ("%u action tile", "%u action tiles", actions), actions);
}

static void
add_breakdown (const ArbSetup   *setup,
               const ArbTrState *s,
               ArbScore         *score,
               guint             seat)
{
  gboolean ended = s->phase == ARB_TILERUMMY_HANDS || s->phase == ARB_TILERUMMY_OVER;

  if ((int) seat == s->winner && ended)
    arb_score_add_line (score, seat, 0, "went out");
  else if (s->entered[seat])
    add_hand_lines (score, seat, &s->hands[seat]);
  else if (!setup->score_only && ended)
    arb_score_add_line (score, seat, 0, arb_ngettext ("%d tile in hand, not entered yet",
                                                      "%d tiles in hand, not entered yet", s->hand[seat]),
                        s->hand[seat]);
  else if (!setup->score_only && s->phase != ARB_TILERUMMY_DISPLAY_DUE)
    arb_score_add_line (score, seat, 0, arb_ngettext ("%d tile in hand", "%d tiles in hand", s->hand[seat]), s->hand[seat]);
}

/* Points of the game in play, while its hands are being entered. */
static int
current_points (const ArbTrState *s,
                guint             seat)
{
  return s->entered[seat] && (int) seat != s->winner ? s->hands[seat].points : 0;
}

static void
sum_games (const ArbSetup   *setup,
           const ArbTrState *s,
           ArbScore         *score)
{
  for (guint seat = 0; seat < setup->n_players; seat++)
    {
      ArbPlayerScore *ps = arb_score_get_player (score, seat);

      for (guint g = 0; g < s->history->len; g++)
        {
          int points = g_array_index (s->history, ArbTrGameResult, g).points[seat];

          g_array_append_val (ps->game_totals, points);
          ps->total += points;
        }
      if (s->phase == ARB_TILERUMMY_HANDS && s->begun)
        {
          int points = current_points (s, seat);

          g_array_append_val (ps->game_totals, points);
          ps->total += points;
        }
      ps->game_total = ps->game_totals->len > 0
                       ? g_array_index (ps->game_totals, int, ps->game_totals->len - 1) : 0;
      add_breakdown (setup, s, score, seat);
    }
}

/* While hands are still to be entered, the one who went out is first
 * and the others share second place. */
static void
rank_going_out (const ArbSetup   *setup,
                const ArbTrState *s,
                ArbScore         *score)
{
  for (guint i = 0; i < setup->n_players; i++)
    {
      ArbPlayerScore *p = arb_score_get_player (score, i);

      p->rank = (int) i == s->winner ? 1 : 2;
      p->winner = (int) i == s->winner;
    }
  g_free (score->verdict);
  score->verdict = g_strdup_printf (_("%s went out and wins"), arb_tr_name (setup, s->winner));
}

ArbScore *
arb_tr_score (const ArbSetup *setup,
              gconstpointer   state)
{
  const ArbTrState *s = arb_tr_cstate (state);
  ArbScore *score = arb_score_new (setup->n_players, TRUE);

  score->finished = arb_tr_match_over (setup, s) || arb_tr_single_game_decided (setup, s);
  score->game_over = s->phase == ARB_TILERUMMY_OVER || arb_tr_single_game_decided (setup, s);
  score->game_number = s->game + 1;
  score->games_in_match = (guint) arb_tr_games_in_match (setup);
  sum_games (setup, s, score);
  arb_score_rank (score, (const char *const *) setup->players, NULL, FALSE);
  if (arb_tr_single_game_decided (setup, s) && !s->blocked)
    rank_going_out (setup, s, score);
  else if (score->finished && score->games_in_match == 1 && s->blocked)
    {
      for (guint i = 0; i < setup->n_players; i++)
        arb_score_get_player (score, i)->winner = FALSE;
      g_free (score->verdict);
      score->verdict = g_strdup (_("No winner: every player passed (TR-9)"));
    }
  else if (s->history->len == 0 && s->phase != ARB_TILERUMMY_HANDS)
    {
      g_free (score->verdict);
      score->verdict = g_strdup (score->games_in_match > 1 ? "Game 1 in play, no game scored yet"
                                                           : "The game is in play");
    }
  return score;
}

/* ---- state text ---- */

static char *
display_text (const ArbTrState *s)
{
  GString *out = g_string_new (NULL);

  for (guint i = 0; i < s->n_display; i++)
    g_string_append_printf (out, "%s%s", i ? " " : "", arb_tr_tile_name (s->display[i]));
  if (s->n_display == 0)
    g_string_append (out, "empty");
  return g_string_free (out, FALSE);
}

char *
arb_tr_state_text (const ArbSetup *setup,
                   gconstpointer   state)
{
  const ArbTrState *s = arb_tr_cstate (state);
  g_autoptr(ArbPrompt) prompt = arb_tr_prompt (setup, state);
  g_autofree char *display = display_text (s);
  g_autofree char *table = arb_tr_grid_to_text (s->table);
  GString *out = g_string_new (NULL);

  g_string_append_printf (out, "game %u of %d", s->game + 1, arb_tr_games_in_match (setup));
  if (!setup->score_only)
    g_string_append_printf (out, "; bag %d; display %s", s->bag, display);
  g_string_append_c (out, '\n');
  for (guint i = 0; i < setup->n_players && !setup->score_only; i++)
    g_string_append_printf (out, "%s: %d tile%s%s\n", arb_tr_name (setup, (int) i), s->hand[i],
                            s->hand[i] == 1 ? "" : "s", s->opened[i] ? ", opened" : "");
  if (!setup->score_only)
    g_string_append_printf (out, "table: %u group%s (at most %u)\n%s", s->n_groups,
                            s->n_groups == 1 ? "" : "s", arb_tilerummy_group_limit (setup), table);
  g_string_append_printf (out, "next: %s\n", prompt->text);
  return g_string_free (out, FALSE);
}

char *
arb_tr_progress (const ArbSetup *setup,
                 gconstpointer   state)
{
  const ArbTrState *s = arb_tr_cstate (state);
  g_autofree char *game = arb_tr_games_in_match (setup) > 1
    ? g_strdup_printf (_("game %u of %d, "), s->game + 1, arb_tr_games_in_match (setup)) : g_strdup ("");
  guint entered = 0;

  if (!setup->score_only && s->phase != ARB_TILERUMMY_HANDS)
    return g_strdup_printf (_("%sbag %d, %u on the table"), game, s->bag, arb_tr_counts_total (&s->table_counts));
  for (guint i = 0; i < setup->n_players; i++)
    entered += s->entered[i] && s->phase != ARB_TILERUMMY_OVER;
  return g_strdup_printf (_("%s%u of %u hands entered"), game, entered, setup->n_players);
}

/* ---- for the UI ---- */

void
arb_tilerummy_get_view (const ArbSetup   *setup,
                        gconstpointer     state,
                        ArbTilerummyView *view)
{
  const ArbTrState *s = arb_tr_cstate (state);
  g_autoptr(ArbPrompt) prompt = arb_tr_prompt (setup, state);

  memset (view, 0, sizeof *view);
  view->phase = s->phase;
  view->player = prompt->player;
  view->game = s->game + 1;
  view->games = (guint) arb_tr_games_in_match (setup);
  view->match_over = arb_tr_match_over (setup, s);
  view->group_limit = arb_tilerummy_group_limit (setup);
  view->n_groups = s->n_groups;
  view->table = s->table;
  memcpy (view->display, s->display, sizeof view->display);
  view->n_display = s->n_display;
  view->bag = s->bag;
  view->all_opened = arb_tr_everyone_opened (setup, s);
  view->played_pass_two = s->played[0];
  view->played_draw_three = s->played[1];
  view->passes = s->passes;
  view->winner = s->winner;
  view->blocked = s->blocked;
  for (guint i = 0; i < setup->n_players; i++)
    {
      view->hand[i] = s->hand[i];
      view->opened[i] = s->opened[i];
      view->entered[i] = s->entered[i];
      view->points[i] = current_points (s, i);
    }
}

ArbTrReport *
arb_tilerummy_check_table (const ArbSetup  *setup,
                           const ArbTrGrid *grid)
{
  return arb_tr_grid_check (grid, arb_tilerummy_group_limit (setup));
}

ArbEvent *
arb_tilerummy_lay_event (int              player,
                         const ArbTrGrid *grid)
{
  g_auto(GStrv) args = arb_tr_grid_to_args (grid);

  return arb_event_newv (player, "lay", (const char *const *) args);
}

