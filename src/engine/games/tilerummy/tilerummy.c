/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Tile Rummy (seed 002), rulings TR-1 .. TR-9. */
#include "tilerummy.h"

#include <stdlib.h>
#include <string.h>

#include "../../arb-args.h"
#include "../../arb-error.h"
#include "../../arb-i18n.h"
#include "hands.h"
#include "lay.h"
#include "state.h"

#define N_MAX ARB_TILERUMMY_MAX_PLAYERS
#define N_DISPLAY ARB_TILERUMMY_DISPLAY
#define N_MASKS (1 << N_MAX)
#define SEAT_BIT(p) (1u << (guint) (p))


static const char *const no_choices[] = { NULL };

static const ArbOptionSpec tr_options[] = {
  { "match", ARB_OPTION_INT, "1", 1, 20, no_choices, N_("Games in the match"),
    N_("Play several games and add up the points left in hand; lowest total wins."), "TR-8", FALSE },
};

static const ArbVerbSpec tr_verbs[] = {
  { "start", "start NAME [random]", "NAME begins (before a game's first turn); the same player begins every game." },
  { "display", "display TILE ×6", "The six face-up tiles of the open display, as a game begins." },
  { "take", "[NAME:] take TILE [REFILL]", "The player takes TILE from the display; REFILL is the tile drawn from the bag to refill it." },
  { "refill", "refill TILE", "The tile drawn from the bag to refill the display, if not given with the take." },
  { "draw", "[NAME:] draw", "The player draws one tile from the bag." },
  { "pass-two", "[NAME:] pass-two", "The player plays a pass-two tile: everyone passes two tiles to the left." },
  { "draw-three", "[NAME:] draw-three OPPONENT", "The player plays a draw-three tile: the opponent draws three tiles from the bag." },
  { "lay", "[NAME:] lay | ROW | ROW ...", "The player lays down; the whole table after the move follows, one row per “|” line." },
  { "pass", "[NAME:] pass", "With the bag and the display empty, the player passes (TR-9)." },
  { "hand", "NAME: hand TILE...", "After a game: the tiles left in a player's hand (r5, or 5 without colour, pass-two, draw-three, action)." },
};

static const ArbRuling tr_rulings[] = {
  { "TR-1", N_("Two to four players. The tiles are 1 to 14 in red, blue, yellow and green, two of each (112), plus two pass-two and two draw-three action tiles. Each player gets 15; six lie face up as the open display.") },
  { "TR-2", N_("A turn is exactly one action: take a display tile of your choice (the display is refilled from the bag), draw a tile from the bag, play an action tile (it leaves the game), or lay down.") },
  { "TR-3", N_("Pass two: every player passes two tiles of their choice to the left neighbour; a player holding one tile passes that one. Draw three: the named opponent draws three tiles from the bag, or what is left.") },
  { "TR-4", N_("A line is a sequence (3 or 4 tiles of one value in different colours) or a row (3 to 14 tiles of one colour whose values step by 1, up or down), across or down.") },
  { "TR-5", N_("The table is a grid. Every run of two or more touching tiles, across or down, must be a line of 3 or more; a tile may be in one line across and one down; no tile may be in no line. Tiles touching edge to edge form a group: at most 3 groups with 2 or 3 players, 4 with 4.") },
  { "TR-6", N_("Lay down: add tiles from your hand and rearrange the table as you like, but no tile leaves the table and the table must end legal. Your first lay-down opens a group of your own: 3 or more of your tiles in one line, and it stays that single line this turn; then you may add elsewhere too. Before opening you may not add to other groups. Further groups only once everybody has opened (the last to open may open more in that turn), within the limit; merging groups frees a place.") },
  { "TR-7", N_("The game ends when a player has no tile left, action tiles included; that player wins. A player whose last tile is an action tile may play it and win; it then has no effect.") },
  { "TR-8", N_("Scoring: the winner scores 0, everybody else the values of the tiles in hand plus 20 for each action tile. A match adds the games up; the lowest total wins.") },
  { "TR-9", N_("House rule: with the bag empty nobody draws and the display is not refilled. A player may pass only when the bag and the display are both empty; when everybody passes in a row the game ends with no winner and every hand is scored.") },
};

/* ---- helpers ---- */

guint
arb_tilerummy_group_limit (const ArbSetup *setup)
{
  return setup->n_players >= 4 ? 4 : 3;
}

int
arb_tr_games_in_match (const ArbSetup *setup)
{
  return arb_setup_get_int (setup, "match");
}

gboolean
arb_tr_match_over (const ArbSetup   *setup,
                   const ArbTrState *s)
{
  return s->phase == ARB_TILERUMMY_OVER && (int) s->game + 1 >= arb_tr_games_in_match (setup);
}

/* A single tracked game is decided when it ends (TR-7, TR-9); the hands
 * left may still be entered, for the points. */
gboolean
arb_tr_single_game_decided (const ArbSetup   *setup,
                            const ArbTrState *s)
{
  return !setup->score_only && arb_tr_games_in_match (setup) == 1 && s->phase == ARB_TILERUMMY_HANDS;
}

static int
next_seat (const ArbSetup *setup,
           int             seat)
{
  return (seat + 1) % (int) setup->n_players;
}

static int
bag_at_start (const ArbSetup *setup)
{
  return ARB_TILERUMMY_ALL_TILES - ARB_TILERUMMY_HAND * (int) setup->n_players - N_DISPLAY;
}

guint
arb_tr_display_count (const ArbTrState *s,
                      ArbTrTile         t)
{
  guint n = 0;

  for (guint i = 0; i < s->n_display; i++)
    n += s->display[i] == t;
  return n;
}

gboolean
arb_tr_everyone_opened (const ArbSetup   *setup,
                        const ArbTrState *s)
{
  for (guint i = 0; i < setup->n_players; i++)
    if (!s->opened[i])
      return FALSE;
  return TRUE;
}

/* Copies of t known to be out of the bag and not in `except`'s hand. */
guint
arb_tr_known_out (const ArbSetup   *setup,
                  const ArbTrState *s,
                  ArbTrTile         t,
                  int               except)
{
  guint n = s->table_counts.n[t] + arb_tr_display_count (s, t);

  for (guint p = 0; p < setup->n_players; p++)
    if ((int) p != except)
      n += s->known[p].n[t];
  for (guint m = 0; m < N_MASKS; m++)
    if (except < 0 || (m & SEAT_BIT (except)) == 0)
      n += s->roaming[m].n[t];
  if (t == ARB_TR_PASS_TWO)
    n += (guint) s->played[0];
  if (t == ARB_TR_DRAW_THREE)
    n += (guint) s->played[1];
  return n;
}

/* arb_tr_known_out() of every tile at once, into *out. */
void
arb_tr_known_out_all (const ArbSetup   *setup,
                      const ArbTrState *s,
                      int               except,
                      ArbTrCounts      *out)
{
  *out = s->table_counts;
  for (guint i = 0; i < s->n_display; i++)
    out->n[s->display[i]]++;
  for (guint p = 0; p < setup->n_players; p++)
    if ((int) p != except)
      arb_tr_counts_add (out, &s->known[p]);
  for (guint m = 0; m < (1u << setup->n_players); m++)
    if (except < 0 || (m & SEAT_BIT (except)) == 0)
      arb_tr_counts_add (out, &s->roaming[m]);
  out->n[ARB_TR_PASS_TWO] = (guint8) MIN (255, out->n[ARB_TR_PASS_TWO] + s->played[0]);
  out->n[ARB_TR_DRAW_THREE] = (guint8) MIN (255, out->n[ARB_TR_DRAW_THREE] + s->played[1]);
}

/* Where the copies of t are, in words: "on the table and on the display". */
static char *
where_known (const ArbSetup   *setup,
             const ArbTrState *s,
             ArbTrTile         t)
{
  g_autoptr(GPtrArray) places = g_ptr_array_new_with_free_func (g_free);

  if (s->table_counts.n[t] > 0)
    g_ptr_array_add (places, g_strdup_printf (_("%u on the table"), s->table_counts.n[t]));
  if (arb_tr_display_count (s, t) > 0)
    g_ptr_array_add (places, g_strdup_printf (_("%u on the display"), arb_tr_display_count (s, t)));
  for (guint p = 0; p < setup->n_players; p++)
    if (s->known[p].n[t] > 0)
      g_ptr_array_add (places, g_strdup_printf (_("%u known to be in %s's hand"), s->known[p].n[t], arb_tr_name (setup, (int) p)));
  for (guint m = 0; m < N_MASKS; m++)
    if (s->roaming[m].n[t] > 0)
      {
        g_autofree char *names = arb_join_seat_mask (setup, m);

        g_ptr_array_add (places, g_strdup_printf (_("%u taken and maybe passed on since, in the hand of one of %s"),
                                                  s->roaming[m].n[t], names));
      }
  if (arb_tr_tile_is_action (t) && s->played[t == ARB_TR_DRAW_THREE] > 0)
    g_ptr_array_add (places, g_strdup_printf (_("%d played"), s->played[t == ARB_TR_DRAW_THREE]));
  if (places->len == 0)
    return g_strdup (_("none seen"));
  return arb_join_words ((const char *const *) places->pdata, places->len);
}

/* A tile coming out of the bag (display, refill): TR-1 allows 2 of each. */
static gboolean
check_from_bag (const ArbSetup   *setup,
                const ArbTrState *s,
                ArbTrTile         t,
                guint             more,
                GError          **error)
{
  g_autofree char *words = NULL;
  g_autofree char *where = NULL;

  if (arb_tr_known_out (setup, s, t, -1) + more <= ARB_TR_COPIES)
    return TRUE;
  words = arb_tr_tile_words (t);
  where = where_known (setup, s, t);
  arb_refuse (error, "TR-1", "there are only 2 of %s and they are accounted for (%s); "
              "this tile cannot come from the bag", words, where);
  return FALSE;
}

/* The tile words of an entry: TR-1 refuses tiles that do not exist. */
static gboolean
read_tile_arg (const char *text,
               ArbTrTile  *tile,
               GError    **error)
{
  if (arb_tr_tile_read (text, tile) == ARB_TR_READ_OK)
    return TRUE;
  arb_refuse (error, "TR-1", "“%s” is no tile: tiles are r, b, y or g with a value from 1 to 14 "
              "(such as r5 or g14), pass-two or draw-three", text);
  return FALSE;
}

/* ---- state ---- */

static void
new_game (const ArbSetup *setup,
          ArbTrState     *s)
{
  s->phase = setup->score_only ? ARB_TILERUMMY_HANDS : ARB_TILERUMMY_DISPLAY_DUE;
  s->begun = FALSE;
  s->turn = s->first;
  s->taker = ARB_NO_PLAYER;
  arb_tr_grid_clear (s->table);
  memset (&s->table_counts, 0, sizeof s->table_counts);
  s->n_groups = 0;
  s->n_display = 0;
  s->bag = bag_at_start (setup);
  s->played[0] = s->played[1] = 0;
  s->passes = 0;
  s->winner = ARB_NO_PLAYER;
  s->blocked = FALSE;
  memset (s->roaming, 0, sizeof s->roaming);
  for (guint i = 0; i < N_MAX; i++)
    {
      s->hand[i] = setup->score_only ? 0 : ARB_TILERUMMY_HAND;
      s->opened[i] = FALSE;
      memset (&s->known[i], 0, sizeof s->known[i]);
      s->entered[i] = FALSE;
      arb_tr_hand_clear (&s->hands[i]);
    }
}

static gpointer
tr_state_new (const ArbSetup *setup)
{
  ArbTrState *s = g_new0 (ArbTrState, 1);

  s->table = arb_tr_grid_new ();
  s->history = g_array_new (FALSE, TRUE, sizeof (ArbTrGameResult));
  s->first = 0;
  s->round = 1;
  new_game (setup, s);
  return s;
}

static void
tr_state_free (gpointer state)
{
  ArbTrState *s = state;

  arb_tr_grid_free (s->table);
  g_array_unref (s->history);
  g_free (s);
}

/* A round is a turn of every player, from whoever begins the game;
 * the end of a game completes its round, the hands are counted in a
 * round of their own, and the next game begins a new one. */
static guint
tr_round (const ArbSetup *setup,
          gconstpointer   state)
{
  return arb_tr_cstate (state)->round;
}

static gboolean
tr_check_setup (const ArbSetup *setup,
                GError        **error)
{
  if (setup->n_players >= 2 && setup->n_players <= N_MAX)
    return TRUE;
  arb_refuse_setup (error, "TR-1", "Tile Rummy takes 2 to 4 players, not %u", setup->n_players);
  return FALSE;
}

/* ---- parsing ---- */

static const char *
canonical_verb (const char *verb)
{
  static const char *const aliases[][2] = {
    { "start", "start" }, { "display", "display" }, { "take", "take" }, { "takes", "take" },
    { "refill", "refill" }, { "draw", "draw" }, { "draws", "draw" },
    /* the verb of an action tile is read in every spelling of the tile */
    { "pass-two", "pass-two" }, { "passtwo", "pass-two" }, { "pass2", "pass-two" },
    { "p2", "pass-two" },
    { "draw-three", "draw-three" }, { "drawthree", "draw-three" }, { "draw3", "draw-three" },
    { "d3", "draw-three" },
    { "lay", "lay" }, { "lays", "lay" }, { "pass", "pass" }, { "passes", "pass" },
    { "hand", "hand" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (aliases); i++)
    if (g_str_equal (verb, aliases[i][0]))
      return aliases[i][1];
  return NULL;
}

/* Tile words are checked for form only; which tiles exist is TR-1's
 * question, asked in apply().  Known tiles are spelled canonically. */
static gboolean
parse_tiles (ArbEvent   *event,
             guint       min,
             guint       max,
             const char *syntax,
             int        *bad_arg,
             GError    **error)
{
  g_autoptr(GStrvBuilder) out = g_strv_builder_new ();
  g_auto(GStrv) args = NULL;

  if (!arb_arg_expect_n (event, min, max, syntax, bad_arg, error))
    return FALSE;
  for (guint i = 0; event->args[i] != NULL; i++)
    {
      ArbTrTile t;
      ArbTrRead read = arb_tr_tile_read (event->args[i], &t);

      if (read == ARB_TR_READ_MALFORMED)
        {
          *bad_arg = (int) i;
          arb_parse_error (error, "“%s” is not a tile; write tiles as r5, b14, y1, g9, pass-two or draw-three",
                           event->args[i]);
          return FALSE;
        }
      if (read == ARB_TR_READ_OK)
        g_strv_builder_add (out, arb_tr_tile_name (t));
      else
        arb_strv_builder_take (out, g_ascii_strdown (event->args[i], -1));
    }
  args = g_strv_builder_end (out);
  arb_event_set_args (event, (const char *const *) args);
  return TRUE;
}

/* The grid of a lay-down: "|" starts a row, "." is an empty cell. */
static gboolean
parse_lay (ArbEvent *event,
           int      *bad_arg,
           GError  **error)
{
  g_autoptr(ArbTrGrid) grid = NULL;
  g_autofree const char **names = NULL;
  int bad;
  ArbTrRead read;

  grid = arb_tr_grid_from_args ((const char *const *) event->args, &bad, &read);
  if (grid != NULL)
    {
      names = arb_tr_grid_to_names (grid);
      arb_event_set_args (event, names);
      return TRUE;
    }
  if (read == ARB_TR_READ_MALFORMED)
    {
      *bad_arg = bad;
      arb_parse_error (error, "“%s” is not a table cell; write a tile such as r5 or g14, "
                       "“.” for an empty cell, and “|” to begin each row", event->args[bad]);
      return FALSE;
    }
  return TRUE;   /* a tile that does not exist: apply() refuses it */
}

static gboolean
parse_draw_three (const ArbSetup *setup,
                  ArbEvent       *event,
                  int            *bad_arg,
                  GError        **error)
{
  int seat;

  if (!arb_arg_expect_n (event, 0, 1, "draw-three OPPONENT", bad_arg, error))
    return FALSE;
  if (event->args[0] != NULL && (seat = arb_arg_player (setup, event->args[0])) >= 0)
    {
      const char *canonical[2] = { arb_tr_name (setup, seat), NULL };

      arb_event_set_args (event, canonical);
    }
  return TRUE;
}

static gboolean
parse_tracking (const ArbSetup *setup,
                ArbEvent       *event,
                const char     *verb,
                int            *bad_arg,
                GError        **error)
{
  if (arb_verb_is (verb, "start"))
    return arb_parse_start (setup, event, bad_arg, error);
  if (arb_verb_is (verb, "display"))
    return parse_tiles (event, 1, G_MAXUINT, "display T T T T T T, the six face-up tiles",
                        bad_arg, error);
  if (arb_verb_is (verb, "take"))
    return parse_tiles (event, 1, 2, "take TILE [REFILL]", bad_arg, error);
  if (arb_verb_is (verb, "refill"))
    return parse_tiles (event, 1, 1, "refill TILE", bad_arg, error);
  if (arb_verb_is (verb, "lay"))
    return parse_lay (event, bad_arg, error);
  if (arb_verb_is (verb, "draw-three"))
    return parse_draw_three (setup, event, bad_arg, error);
  return arb_arg_expect_n (event, 0, 0, verb, bad_arg, error);
}

static gboolean
tr_parse_event (const ArbSetup *setup,
                ArbEvent       *event,
                int            *bad_arg,
                GError        **error)
{
  const char *verb = canonical_verb (event->verb);

  *bad_arg = -1;
  if (verb == NULL || (setup->score_only && !arb_verb_is (verb, "hand")))
    {
      arb_parse_error (error, setup->score_only
                       ? "a score-only record holds lines “NAME: hand TILES”, not “%s”"
                       : "“%s” is not a Tile Rummy entry; write display, take, refill, draw, "
                         "pass-two, draw-three, lay, pass or hand", event->verb);
      return FALSE;
    }
  arb_event_set_verb (event, verb);
  if (arb_verb_is (verb, "hand"))
    {
      if (event->actor == ARB_NO_PLAYER)
        {
          arb_parse_error (error, "name the player first: “NAME: hand r5 b7 12 pass-two”");
          return FALSE;
        }
      return arb_tr_hand_parse (event, bad_arg, error);
    }
  return parse_tracking (setup, event, verb, bad_arg, error);
}

/* ---- the phase and the player ---- */

static gboolean
refuse_game_over (const ArbSetup   *setup,
                  const ArbTrState *s,
                  GError          **error)
{
  if (arb_tr_match_over (setup, s))
    {
      if (arb_tr_games_in_match (setup) > 1)
        arb_refuse (error, "TR-8", "the match of %d games is over; nothing more can be entered",
                    arb_tr_games_in_match (setup));
      else if (s->blocked)
        arb_refuse (error, "TR-9", "the game is over: every player passed and the hands are scored");
      else
        arb_refuse (error, "TR-7", "the game is over: %s went out and the hands are scored",
                    arb_tr_name (setup, s->winner));
      return TRUE;
    }
  if (s->phase == ARB_TILERUMMY_OVER)
    {
      arb_refuse (error, "TR-8", "game %u is over; game %u begins with its open display (display T T T T T T)",
                  s->game + 1, s->game + 2);
      return TRUE;
    }
  if (s->phase != ARB_TILERUMMY_HANDS)
    return FALSE;
  if (s->blocked)
    arb_refuse (error, "TR-9", "every player passed, so the game is over with no winner; "
                "enter the tiles left in each hand (NAME: hand TILES)");
  else
    arb_refuse (error, "TR-7", "%s has no tiles left and wins; enter the tiles left in the other hands "
                "(NAME: hand TILES)", arb_tr_name (setup, s->winner));
  return TRUE;
}

/* A turn action: the game must be at a turn, and it must be this
 * player's.  Returns the player. */
static int
check_turn (const ArbSetup   *setup,
            const ArbTrState *s,
            const ArbEvent   *event,
            GError          **error)
{
  if (refuse_game_over (setup, s, error))
    return -1;
  if (s->phase == ARB_TILERUMMY_DISPLAY_DUE)
    {
      arb_refuse (error, "TR-1", "game %u begins with its open display: enter the six face-up tiles first "
                  "(display T T T T T T)", s->game + 1);
      return -1;
    }
  if (s->phase == ARB_TILERUMMY_REFILL)
    {
      arb_refuse (error, "TR-2", "%s took a tile from the display: enter the tile that refills it first "
                  "(refill TILE)", arb_tr_name (setup, s->taker));
      return -1;
    }
  if (event->actor != ARB_NO_PLAYER && event->actor != s->turn)
    {
      arb_refuse (error, "TR-2", "it is %s's turn, not %s's", arb_tr_name (setup, s->turn),
                  arb_tr_name (setup, event->actor));
      return -1;
    }
  return s->turn;
}

static void
end_turn (const ArbSetup *setup,
          ArbTrState     *s,
          gboolean        passed)
{
  s->begun = TRUE;
  s->passes = passed ? s->passes + 1 : 0;
  s->turn = next_seat (setup, s->turn);
  if (s->turn == s->first)
    s->round++;    /* every player has had a turn */
}

/* ---- start, display, take, refill, draw, pass ---- */

static gboolean
apply_start (const ArbSetup *setup,
             ArbTrState     *s,
             const ArbEvent *event,
             GError        **error)
{
  int seat = arb_arg_seat (setup, event->args[0], error);

  if (seat < 0)
    return FALSE;
  if (arb_tr_match_over (setup, s))
    return (refuse_game_over (setup, s, error), FALSE);
  if (s->phase == ARB_TILERUMMY_OVER)
    {
      s->game++;
      new_game (setup, s);
    }
  else if (s->begun || s->phase == ARB_TILERUMMY_HANDS)
    {
      arb_refuse (error, "TR-2", "game %u has begun; who begins is said before its first turn",
                  s->game + 1);
      return FALSE;
    }
  s->first = seat;
  s->turn = seat;
  return TRUE;
}

static gboolean
apply_display (const ArbSetup *setup,
               ArbTrState     *s,
               const ArbEvent *event,
               GError        **error)
{
  ArbTrTile tiles[N_DISPLAY];
  ArbTrCounts seen = { { 0 } };

  if (s->phase != ARB_TILERUMMY_DISPLAY_DUE && s->phase != ARB_TILERUMMY_OVER)
    {
      if (!refuse_game_over (setup, s, error))
        arb_refuse (error, "TR-2", "the open display was entered when the game began; it changes only "
                    "when a tile is taken (take TILE REFILL)");
      return FALSE;
    }
  if (arb_tr_match_over (setup, s))
    return (refuse_game_over (setup, s, error), FALSE);
  if (arb_event_n_args (event) != N_DISPLAY)
    {
      arb_refuse (error, "TR-1", "the open display holds six tiles, not %u: enter the six face-up tiles",
                  arb_event_n_args (event));
      return FALSE;
    }
  for (guint i = 0; i < N_DISPLAY; i++)
    {
      if (!read_tile_arg (event->args[i], &tiles[i], error))
        return FALSE;
      if (++seen.n[tiles[i]] > ARB_TR_COPIES)
        {
          g_autofree char *words = arb_tr_tile_words (tiles[i]);

          arb_refuse (error, "TR-1", "the display shows %s three times, but there are only 2 of each tile",
                      words);
          return FALSE;
        }
    }
  if (s->phase == ARB_TILERUMMY_OVER)
    {
      s->game++;
      new_game (setup, s);
    }
  memcpy (s->display, tiles, sizeof tiles);
  s->n_display = N_DISPLAY;
  s->phase = ARB_TILERUMMY_TURN;
  return TRUE;
}

/* The tile drawn to refill the display: it exists, and it can still be
 * in the bag (TR-1). */
static gboolean
read_refill (const ArbSetup   *setup,
             const ArbTrState *s,
             const char       *word,
             ArbTrTile        *tile,
             GError          **error)
{
  return read_tile_arg (word, tile, error) && check_from_bag (setup, s, *tile, 1, error);
}

static void
refill_display (ArbTrState *s,
                ArbTrTile   t)
{
  s->display[s->n_display++] = t;
  s->bag--;
}

static gboolean
check_on_display (const ArbTrState *s,
                  ArbTrTile         t,
                  guint            *at,
                  GError          **error)
{
  g_autofree char *shown = NULL;
  ArbTrCounts d = { { 0 } };

  for (*at = 0; *at < s->n_display; (*at)++)
    if (s->display[*at] == t)
      return TRUE;
  for (guint i = 0; i < s->n_display; i++)
    d.n[s->display[i]]++;
  shown = arb_tr_counts_to_string (&d);
  if (s->n_display == 0 && s->bag == 0)
    arb_refuse (error, "TR-2", "the display is empty and so is the bag (TR-9); play an action tile, "
                "lay down or pass instead");
  else if (s->n_display == 0)
    arb_refuse (error, "TR-2", "the display is empty; draw, play an action tile or lay down instead");
  else
    arb_refuse (error, "TR-2", "%s is not on the display; it shows %s", arb_tr_tile_name (t), shown);
  return FALSE;
}

/* The tile moves from the display into the hand, where it is known to
 * be; the refill comes with the entry or as the next one. */
static gboolean
apply_take (const ArbSetup *setup,
            ArbTrState     *s,
            const ArbEvent *event,
            GError        **error)
{
  int p = check_turn (setup, s, event, error);
  ArbTrTile t, refill = ARB_TR_NONE;
  guint at;

  if (p < 0 || !read_tile_arg (event->args[0], &t, error) || !check_on_display (s, t, &at, error))
    return FALSE;
  if (event->args[1] != NULL && s->bag == 0)
    {
      arb_refuse (error, "TR-9", "the bag is empty, so the display is not refilled: write “take %s” alone",
                  arb_tr_tile_name (t));
      return FALSE;
    }
  /* the taken tile stays out of the bag, so the count is the same after */
  if (event->args[1] != NULL && !read_refill (setup, s, event->args[1], &refill, error))
    return FALSE;
  s->display[at] = s->display[--s->n_display];
  s->hand[p]++;
  s->known[p].n[t]++;
  if (refill != ARB_TR_NONE)
    refill_display (s, refill);
  else if (s->bag > 0)
    {
      s->phase = ARB_TILERUMMY_REFILL;
      s->taker = p;
    }
  end_turn (setup, s, FALSE);
  return TRUE;
}

static gboolean
apply_refill (const ArbSetup *setup,
              ArbTrState     *s,
              const ArbEvent *event,
              GError        **error)
{
  ArbTrTile t;

  if (s->phase != ARB_TILERUMMY_REFILL)
    {
      if (refuse_game_over (setup, s, error))
        return FALSE;
      if (s->bag == 0)
        arb_refuse (error, "TR-9", "the bag is empty, so the display is no longer refilled; "
                    "the display shows %u tiles", s->n_display);
      else
        arb_refuse (error, "TR-2", "the display is refilled right after a tile is taken from it, "
                    "and it is full now");
      return FALSE;
    }
  if (!read_refill (setup, s, event->args[0], &t, error))
    return FALSE;
  refill_display (s, t);
  s->phase = ARB_TILERUMMY_TURN;
  s->taker = ARB_NO_PLAYER;
  return TRUE;
}

static gboolean
apply_draw (const ArbSetup *setup,
            ArbTrState     *s,
            const ArbEvent *event,
            GError        **error)
{
  int p = check_turn (setup, s, event, error);

  if (p < 0)
    return FALSE;
  if (s->bag == 0)
    {
      arb_refuse (error, "TR-9", "the bag is empty, so nobody draws; %s",
                  s->n_display > 0 ? "take a display tile, play an action tile or lay down"
                                   : "play an action tile, lay down, or pass");
      return FALSE;
    }
  s->bag--;
  s->hand[p]++;
  end_turn (setup, s, FALSE);
  return TRUE;
}

static void
finish_game (const ArbSetup *setup,
             ArbTrState     *s)
{
  ArbTrGameResult result = { { 0 }, s->winner };

  for (guint i = 0; i < setup->n_players; i++)
    result.points[i] = (int) i == s->winner ? 0 : s->hands[i].points;
  g_array_append_val (s->history, result);
  s->phase = ARB_TILERUMMY_OVER;
  s->round++;      /* the next entry begins the next game */
}

/* TR-9: a player with a possible action does not pass; an action tile
 * seen going into the hand, and still there for certain, is one (it
 * may always be played, TR-2).  The rest of a hand is not known. */
ArbTrTile
arb_tr_known_action (const ArbTrState *s,
                     int               p)
{
  for (ArbTrTile t = ARB_TR_PASS_TWO; t <= ARB_TR_DRAW_THREE; t++)
    if (s->known[p].n[t] > 0)
      return t;
  return ARB_TR_NONE;
}

static gboolean
check_no_known_action (const ArbSetup   *setup,
                       const ArbTrState *s,
                       int               p,
                       GError          **error)
{
  ArbTrTile t = arb_tr_known_action (s, p);
  g_autofree char *words = NULL;

  if (t == ARB_TR_NONE)
    return TRUE;
  words = arb_tr_tile_words (t);
  arb_refuse (error, "TR-9", "%s holds %s, taken from the display, and may still play it; "
              "a player passes only with no possible action: play it (%s) instead",
              arb_tr_name (setup, p), words, arb_tr_tile_name (t));
  return FALSE;
}

static gboolean
apply_pass (const ArbSetup *setup,
            ArbTrState     *s,
            const ArbEvent *event,
            GError        **error)
{
  int p = check_turn (setup, s, event, error);

  if (p < 0)
    return FALSE;
  if (s->bag > 0 || s->n_display > 0)
    {
      arb_refuse (error, "TR-9", "a player may pass only when the bag and the display are both empty; "
                  "%s", s->bag > 0 ? "the bag still holds tiles: draw one" : "take a display tile");
      return FALSE;
    }
  if (!check_no_known_action (setup, s, p, error))
    return FALSE;
  end_turn (setup, s, TRUE);
  if (s->passes >= setup->n_players)
    {
      s->blocked = TRUE;
      s->phase = ARB_TILERUMMY_HANDS;
      s->round++;  /* the hands are counted in a round of their own */
    }
  return TRUE;
}

/* ---- action tiles (TR-3, TR-7) ---- */

static void
win (ArbTrState *s,
     int         p)
{
  s->winner = p;
  s->phase = ARB_TILERUMMY_HANDS;
  s->round++;
}

/* Where a tile held by one of the seats of `mask` can be after a pass
 * two: still there, unless its holder passed every tile, or with the
 * left neighbour. */
static guint
mask_after_pass (const ArbSetup *setup,
                 const int      *held,
                 guint           mask)
{
  guint after = 0;

  for (guint p = 0; p < setup->n_players; p++)
    if (mask & SEAT_BIT (p))
      {
        if (held[p] > 2)
          after |= SEAT_BIT (p);
        after |= SEAT_BIT ((p + 1) % setup->n_players);
      }
  return after;
}

/* The tiles seen going into hands may have been passed on: each is now
 * in the hand of one of a set of seats (TR-1 still counts it). */
static void
spread_seen (const ArbSetup *setup,
             ArbTrState     *s,
             const int      *held)
{
  ArbTrCounts before[N_MASKS];

  memcpy (before, s->roaming, sizeof before);
  for (guint p = 0; p < setup->n_players; p++)
    arb_tr_counts_add (&before[SEAT_BIT (p)], &s->known[p]);
  memset (s->roaming, 0, sizeof s->roaming);
  memset (s->known, 0, sizeof s->known);
  for (guint m = 1; m < N_MASKS; m++)
    {
      guint after = mask_after_pass (setup, held, m);

      if (arb_tr_counts_total (&before[m]) == 0)
        continue;
      if ((after & (after - 1)) == 0)
        arb_tr_counts_add (&s->known[g_bit_nth_lsf (after, -1)], &before[m]);
      else
        arb_tr_counts_add (&s->roaming[after], &before[m]);
    }
}

/* Everyone passes two tiles (or their only one) to the left neighbour,
 * the next seat clockwise. */
static void
pass_two (const ArbSetup *setup,
          ArbTrState     *s)
{
  int passed[N_MAX];
  int held[N_MAX];

  for (guint i = 0; i < setup->n_players; i++)
    {
      held[i] = s->hand[i];
      passed[i] = MIN (2, s->hand[i]);
    }
  for (guint i = 0; i < setup->n_players; i++)
    {
      int right = ((int) i + (int) setup->n_players - 1) % (int) setup->n_players;

      s->hand[i] += passed[right] - passed[i];
    }
  spread_seen (setup, s, held);
}

/* n copies of t left p's hand (laid down or played): the seen ones
 * first, those surely in p's hand, then those perhaps in it.  Copies
 * are interchangeable: when those perhaps in p's hand lie in more than
 * one set of seats, p may have used any of them, so a copy left over
 * is in one of the hands of all those sets together, not in the hands
 * of one set picked at random. */
static void
consume_seen (const ArbSetup *setup,
              ArbTrState     *s,
              int             p,
              ArbTrTile       t,
              guint           n)
{
  guint from_known = MIN (n, s->known[p].n[t]);
  guint candidates = 0, spread = 0;

  s->known[p].n[t] -= (guint8) from_known;
  n -= from_known;
  if (n == 0)
    return;
  for (guint m = 0; m < (1u << setup->n_players); m++)
    if ((m & SEAT_BIT (p)) && s->roaming[m].n[t] > 0)
      {
        candidates += s->roaming[m].n[t];
        spread |= m;
        s->roaming[m].n[t] = 0;
      }
  if (candidates > n)
    s->roaming[spread].n[t] += (guint8) (candidates - n);
}

static gboolean
check_action_left (const ArbSetup   *setup,
                   const ArbTrState *s,
                   int               p,
                   ArbTrTile         t,
                   GError          **error)
{
  g_autofree char *where = NULL;

  if (arb_tr_known_out (setup, s, t, p) < ARB_TR_COPIES)
    return TRUE;
  where = where_known (setup, s, t);
  arb_refuse (error, "TR-1", "there are 2 %s tiles and %s cannot hold one: %s",
              arb_tr_tile_name (t), arb_tr_name (setup, p), where);
  return FALSE;
}

/* TR-1: the hand has room for the action tile: it was seen going in,
 * or not every tile of the hand is one seen going in. */
static gboolean
check_action_in_hand (const ArbSetup   *setup,
                      const ArbTrState *s,
                      int               p,
                      ArbTrTile         t,
                      GError          **error)
{
  g_autofree char *shown = NULL;

  if (s->known[p].n[t] > 0 || (guint) s->hand[p] > arb_tr_counts_total (&s->known[p]))
    return TRUE;
  shown = arb_tr_counts_to_string (&s->known[p]);
  arb_refuse (error, "TR-1", "%s holds %d %s, all seen going into the hand (%s): no %s among them",
              arb_tr_name (setup, p), s->hand[p], s->hand[p] == 1 ? "tile" : "tiles", shown, arb_tr_tile_name (t));
  return FALSE;
}

static gboolean
apply_action (const ArbSetup *setup,
              ArbTrState     *s,
              const ArbEvent *event,
              GError        **error)
{
  gboolean three = arb_event_is (event, "draw-three");
  ArbTrTile t = three ? ARB_TR_DRAW_THREE : ARB_TR_PASS_TWO;
  int p = check_turn (setup, s, event, error);
  int victim = ARB_NO_PLAYER;

  if (p < 0 || !check_action_left (setup, s, p, t, error) || !check_action_in_hand (setup, s, p, t, error))
    return FALSE;
  if (three && event->args[0] != NULL && (victim = arb_arg_seat (setup, event->args[0], error)) < 0)
    return FALSE;
  if (three && victim == p)
    {
      arb_refuse (error, "TR-3", "draw-three is played against an opponent, not against %s", arb_tr_name (setup, p));
      return FALSE;
    }
  if (three && victim == ARB_NO_PLAYER && s->hand[p] > 1)
    {
      arb_refuse (error, "TR-3", "only a last tile is played without an opponent: name the one who draws "
                  "three, such as draw-three %s", arb_tr_name (setup, (p + 1) % (int) setup->n_players));
      return FALSE;
    }
  s->hand[p]--;
  consume_seen (setup, s, p, t, 1);
  s->played[three]++;
  if (s->hand[p] == 0)
    {
      /* TR-7: the last tile went out as the action, which has no effect */
      s->begun = TRUE;
      win (s, p);
      return TRUE;
    }
  if (three)
    {
      int drawn = MIN (3, s->bag);

      s->hand[victim] += drawn;
      s->bag -= drawn;
    }
  else
    pass_two (setup, s);
  end_turn (setup, s, FALSE);
  return TRUE;
}

/* ---- lay-downs (TR-1, TR-4, TR-5, TR-6), checked by lay.c ---- */

static char *
where_for_lay (gpointer  data,
               ArbTrTile t)
{
  const void *const *pair = data;

  return where_known (pair[0], pair[1], t);
}

/* "Cleo has" / "Ben and Cleo have", or "" when everyone else opened. */
static char *
not_opened_names (const ArbSetup   *setup,
                  const ArbTrState *s,
                  int               except)
{
  int seats[N_MAX];
  guint n = 0;
  g_autofree char *names = NULL;

  for (guint i = 0; i < setup->n_players; i++)
    if (!s->opened[i] && (int) i != except)
      seats[n++] = (int) i;
  if (n == 0)
    return g_strdup ("");
  names = arb_join_names (setup, seats, n);
  return g_strdup_printf ("%s %s", names, n == 1 ? "has" : "have");
}

static gboolean
apply_lay (const ArbSetup *setup,
           ArbTrState     *s,
           const ArbEvent *event,
           GError        **error)
{
  int p = check_turn (setup, s, event, error);
  const void *pair[2] = { setup, s };
  g_autofree char *waiting = NULL;
  ArbTrLayContext ctx = { 0 };
  ArbTrLay lay = { 0 };

  if (p < 0)
    return FALSE;
  waiting = not_opened_names (setup, s, p);
  ctx.before = &s->table_counts;
  ctx.groups_before = s->n_groups;
  arb_tr_known_out_all (setup, s, p, &ctx.elsewhere);
  for (ArbTrTile t = 1; t < ARB_TR_N_TILES; t++)
    ctx.elsewhere.n[t] = arb_tr_tile_is_numbered (t) ? ctx.elsewhere.n[t] - s->table_counts.n[t] : 0;
  ctx.where = where_for_lay;
  ctx.where_data = pair;
  ctx.player = arb_tr_name (setup, p);
  ctx.in_hand = (guint) s->hand[p];
  ctx.seen = &s->known[p];
  ctx.opened = s->opened[p];
  ctx.waiting = waiting;
  ctx.n_players = setup->n_players;
  ctx.group_limit = arb_tilerummy_group_limit (setup);
  if (!arb_tr_lay_check (&ctx, (const char *const *) event->args, &lay, error))
    return (arb_tr_lay_clear (&lay), FALSE);
  arb_tr_grid_free (s->table);
  s->table = g_steal_pointer (&lay.grid);
  s->table_counts = lay.counts;
  s->n_groups = lay.report->n_groups;
  s->hand[p] -= (int) lay.n_added;
  for (ArbTrTile t = 1; t <= ARB_TR_N_KINDS; t++)
    consume_seen (setup, s, p, t, lay.added.n[t]);
  s->opened[p] = TRUE;
  if (s->hand[p] == 0)
    {
      s->begun = TRUE;
      win (s, p);
    }
  else
    end_turn (setup, s, FALSE);
  arb_tr_lay_clear (&lay);
  return TRUE;
}

/* ---- hands (TR-8) ---- */

static gboolean
all_hands_in (const ArbSetup   *setup,
              const ArbTrState *s)
{
  for (guint i = 0; i < setup->n_players; i++)
    if (!s->entered[i] && (int) i != s->winner)
      return FALSE;
  return TRUE;
}

/* The tiles seen going into "one of these hands" (taken, then perhaps
 * passed on), placed against the hands entered so far.  A closed hand
 * (entered, the one being entered, or the winner's, which holds none)
 * holds at most its room of a tile; an open one any number. */
typedef struct {
  guint mask[2 * ARB_TR_COPIES];   /* per seen copy, the seats it may be in */
  guint n;
  guint closed;                    /* SEAT_BIT of the closed hands */
  guint room[N_MAX];
} Placing;

/* How many more copies of t than those known to be in it a closed hand
 * may hold: its copies of t, and its bare values or its action tiles of
 * either kind, which may be t too. */
static guint
room_for (const ArbTrHand   *hand,
          const ArbTrCounts *known,
          ArbTrTile          t)
{
  guint most = hand->tiles.n[t] + (arb_tr_tile_is_action (t) ? hand->actions : hand->bare[arb_tr_tile_value (t)]);

  return most > known->n[t] ? most - known->n[t] : 0;
}

/* The fewest seen copies from copy j on that must lie in open hands, or
 * G_MAXUINT when some copy fits nowhere. */
static guint
fewest_open (Placing *pl,
             guint    j)
{
  guint best = G_MAXUINT;

  if (j == pl->n)
    return 0;
  for (guint i = 0; i < N_MAX; i++)
    if ((pl->mask[j] & pl->closed & SEAT_BIT (i)) && pl->room[i] > 0)
      {
        guint rest;

        pl->room[i]--;
        rest = fewest_open (pl, j + 1);
        pl->room[i]++;
        best = MIN (best, rest);
      }
  if (pl->mask[j] & ~pl->closed)
    {
      guint rest = fewest_open (pl, j + 1);

      if (rest != G_MAXUINT)
        best = MIN (best, rest + 1);
    }
  return best;
}

/* The seen copies of t that must be in hands still to come, with p's
 * hand being `hand`; G_MAXUINT when one was seen going into hands that
 * are all closed and none of them has room for it (then *mask says
 * which). */
static guint
seen_still_out (const ArbSetup   *setup,
                const ArbTrState *s,
                int               p,
                const ArbTrHand  *hand,
                ArbTrTile         t,
                guint            *mask)
{
  Placing pl = { { 0 }, 0, 0, { 0 } };
  guint open;

  for (guint m = 1; m < N_MASKS; m++)
    for (guint k = 0; k < s->roaming[m].n[t] && pl.n < G_N_ELEMENTS (pl.mask); k++)
      pl.mask[pl.n++] = m;
  if (pl.n == 0)
    return 0;
  for (guint i = 0; i < setup->n_players; i++)
    {
      if ((int) i == p)
        pl.room[i] = room_for (hand, &s->known[i], t);
      else if ((int) i == s->winner && !setup->score_only)
        pl.room[i] = 0;
      else if (s->entered[i])
        pl.room[i] = room_for (&s->hands[i], &s->known[i], t);
      else
        continue;
      pl.closed |= SEAT_BIT (i);
    }
  open = fewest_open (&pl, 0);
  if (open == G_MAXUINT)
    for (guint j = 0; j < pl.n; j++)
      if ((pl.mask[j] & ~pl.closed) == 0)
        *mask |= pl.mask[j];
  return open;
}

/* What else is known to be out of the bag, for the hand's TR-1 check:
 * the table, the display, the played action tiles, the hands entered
 * and the tiles seen going into the others.  A tile seen going into
 * hands that are all closed, none with room for it, is returned (and
 * *mask says whose), else ARB_TR_NONE. */
static ArbTrTile
known_elsewhere (const ArbSetup   *setup,
                 const ArbTrState *s,
                 int               p,
                 const ArbTrHand  *hand,
                 ArbTrHand        *out,
                 guint            *mask)
{
  ArbTrTile unplaced = ARB_TR_NONE;

  arb_tr_hand_clear (out);
  for (ArbTrTile t = 1; t < ARB_TR_N_TILES; t++)
    out->tiles.n[t] = (guint8) (s->table_counts.n[t] + arb_tr_display_count (s, t));
  out->tiles.n[ARB_TR_PASS_TWO] += (guint8) s->played[0];
  out->tiles.n[ARB_TR_DRAW_THREE] += (guint8) s->played[1];
  for (guint i = 0; i < setup->n_players; i++)
    if ((int) i != p && s->entered[i])
      arb_tr_hand_add (out, &s->hands[i]);
    else if ((int) i != p)
      arb_tr_counts_add (&out->tiles, &s->known[i]);
  for (ArbTrTile t = 1; t < ARB_TR_N_TILES; t++)
    {
      guint seats = 0;
      guint still_out = seen_still_out (setup, s, p, hand, t, &seats);

      if (still_out != G_MAXUINT)
        out->tiles.n[t] = (guint8) MIN (255, out->tiles.n[t] + still_out);
      else if (unplaced == ARB_TR_NONE)
        {
          unplaced = t;
          *mask = seats;
        }
    }
  return unplaced;
}

static gboolean
all_entered (const ArbSetup   *setup,
             const ArbTrState *s)
{
  for (guint i = 0; i < setup->n_players; i++)
    if (!s->entered[i])
      return FALSE;
  return TRUE;
}

/* The winner's own empty hand, written with the others: harmless. */
static gboolean
is_winners_empty_hand (const ArbSetup   *setup,
                       const ArbTrState *s,
                       const ArbEvent   *event)
{
  return !setup->score_only && event->actor == s->winner && s->winner != ARB_NO_PLAYER
         && event->args[0] == NULL && !s->entered[s->winner]
         && (s->phase == ARB_TILERUMMY_HANDS || s->phase == ARB_TILERUMMY_OVER);
}

/* The winner's hand with tiles, written after the others' hands scored
 * the game: whoever went out holds none (TR-7), whatever the phase. */
static gboolean
refuse_winners_late_tiles (const ArbSetup   *setup,
                           const ArbTrState *s,
                           const ArbEvent   *event,
                           GError          **error)
{
  if (setup->score_only || s->phase != ARB_TILERUMMY_OVER || s->winner == ARB_NO_PLAYER
      || event->actor != s->winner || s->entered[s->winner] || event->args[0] == NULL)
    return FALSE;
  arb_refuse (error, "TR-7", "%s went out and holds no tiles; write “%s: hand” with nothing after it, or leave it out",
              arb_tr_name (setup, s->winner), arb_tr_name (setup, s->winner));
  return TRUE;
}

static gboolean
check_hand_phase (const ArbSetup   *setup,
                  const ArbTrState *s,
                  GError          **error)
{
  if (arb_tr_match_over (setup, s))
    return !refuse_game_over (setup, s, error);
  if (setup->score_only || s->phase == ARB_TILERUMMY_HANDS)
    return TRUE;
  if (s->phase == ARB_TILERUMMY_OVER)
    arb_refuse (error, "TR-8", "game %u is scored already; game %u begins with its open display",
                s->game + 1, s->game + 2);
  else if (s->bag == 0)
    arb_refuse (error, "TR-8", "hands are entered once the game has ended: with the bag empty, it ends when "
                "a player goes out, or, once the display is empty too, when every player passes in turn");
  else
    arb_refuse (error, "TR-8", "hands are entered once the game has ended, and it goes on while "
                "every player holds tiles");
  return FALSE;
}

/* Score-only: one empty hand at most, the player who went out (TR-7). */
static gboolean
check_one_winner (const ArbSetup   *setup,
                  const ArbTrState *s,
                  int               p,
                  const ArbTrHand  *hand,
                  GError          **error)
{
  if (!setup->score_only || hand->n > 0 || s->winner == ARB_NO_PLAYER)
    return TRUE;
  arb_refuse (error, "TR-7", "only one player goes out in a game, and %s did; %s must hold tiles",
              arb_tr_name (setup, s->winner), arb_tr_name (setup, p));
  return FALSE;
}

/* TR-8: a tile seen going into one of these hands is in one of them. */
static gboolean
refuse_unplaced (const ArbSetup *setup,
                 ArbTrTile       t,
                 guint           mask,
                 GError        **error)
{
  g_autofree char *words = arb_tr_tile_words (t);
  g_autofree char *names = arb_join_seat_mask (setup, mask);

  arb_refuse (error, "TR-8", "%s was seen going into a hand of %s (taken, then perhaps passed on), so one of "
              "those hands holds it; as entered, none does", words, names);
  return FALSE;
}

static gboolean
apply_hand (const ArbSetup *setup,
            ArbTrState     *s,
            const ArbEvent *event,
            GError        **error)
{
  int p = event->actor;
  ArbTrHand hand, elsewhere;
  ArbTrTile unplaced;
  guint unplaced_in = 0;

  if (is_winners_empty_hand (setup, s, event))
    {
      s->entered[p] = TRUE;
      return TRUE;
    }
  if (refuse_winners_late_tiles (setup, s, event, error))
    return FALSE;
  if (!check_hand_phase (setup, s, error) || !arb_tr_hand_read (event, &hand, error))
    return FALSE;
  if (s->phase == ARB_TILERUMMY_OVER)
    {
      s->game++;
      new_game (setup, s);
    }
  if (s->entered[p])
    {
      arb_refuse (error, "TR-8", "%s's hand is already entered for game %u; each hand is scored once",
                  arb_tr_name (setup, p), s->game + 1);
      return FALSE;
    }
  unplaced = known_elsewhere (setup, s, p, &hand, &elsewhere, &unplaced_in);
  if (!arb_tr_hand_check_copies (&hand, &elsewhere, error) || !check_one_winner (setup, s, p, &hand, error))
    return FALSE;
  if (unplaced != ARB_TR_NONE)
    return refuse_unplaced (setup, unplaced, unplaced_in, error);
  if (!setup->score_only
      && !arb_tr_hand_check_count (setup, &hand, p, s->hand[p], p == s->winner, &s->known[p], error))
    return FALSE;
  if (setup->score_only && hand.n == 0)
    s->winner = p;
  s->hands[p] = hand;
  s->entered[p] = TRUE;
  s->begun = TRUE;
  if (setup->score_only ? all_entered (setup, s) : all_hands_in (setup, s))
    {
      s->blocked = s->winner == ARB_NO_PLAYER;
      finish_game (setup, s);
    }
  return TRUE;
}

static gboolean
tr_apply (const ArbSetup *setup,
          gpointer        state,
          const ArbEvent *event,
          GError        **error)
{
  ArbTrState *s = state;

  if (arb_event_is (event, "start"))
    return apply_start (setup, s, event, error);
  if (arb_event_is (event, "display"))
    return apply_display (setup, s, event, error);
  if (arb_event_is (event, "take"))
    return apply_take (setup, s, event, error);
  if (arb_event_is (event, "refill"))
    return apply_refill (setup, s, event, error);
  if (arb_event_is (event, "draw"))
    return apply_draw (setup, s, event, error);
  if (arb_event_is (event, "pass-two") || arb_event_is (event, "draw-three"))
    return apply_action (setup, s, event, error);
  if (arb_event_is (event, "lay"))
    return apply_lay (setup, s, event, error);
  if (arb_event_is (event, "pass"))
    return apply_pass (setup, s, event, error);
  if (arb_event_is (event, "hand"))
    return apply_hand (setup, s, event, error);
  g_assert_not_reached ();
}

static gboolean
is_turn_verb (const ArbEvent *event)
{
  static const char *const verbs[] = { "take", "draw", "pass-two", "draw-three", "lay", "pass", NULL };

  return g_strv_contains (verbs, event->verb);
}

static void
tr_fill_actor (const ArbSetup *setup,
               gconstpointer   state,
               ArbEvent       *event)
{
  const ArbTrState *s = arb_tr_cstate (state);

  if (is_turn_verb (event) && s->phase == ARB_TILERUMMY_TURN)
    event->actor = s->turn;
}

const ArbRules arb_tilerummy_rules = {
  .id = "tilerummy",
  .title = N_("Tile Rummy"),
  .summary = N_("Build lines of numbered tiles on a shared grid; empty your rack first."),
  .min_players = 2,
  .max_players = N_MAX,
  .options = tr_options,
  .n_options = G_N_ELEMENTS (tr_options),
  .verbs = tr_verbs,
  .n_verbs = G_N_ELEMENTS (tr_verbs),
  .rulings = tr_rulings,
  .n_rulings = G_N_ELEMENTS (tr_rulings),
  .has_score_only = TRUE,
  .players_rule = "TR-1",
  .check_setup = tr_check_setup,
  .state_new = tr_state_new,
  .state_free = tr_state_free,
  .parse_event = tr_parse_event,
  .fill_actor = tr_fill_actor,
  .apply = tr_apply,
  .describe = arb_tr_describe,
  .prompt = arb_tr_prompt,
  .score = arb_tr_score,
  .state_text = arb_tr_state_text,
  .progress = arb_tr_progress,
  .round = tr_round,
};
