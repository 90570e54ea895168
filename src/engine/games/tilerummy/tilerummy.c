/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Tile Rummy (seed 002), rulings TR-1 .. TR-9. */
#include "tilerummy.h"

#include <stdlib.h>
#include <string.h>

#include "../../arb-args.h"
#include "../../arb-error.h"
#include "hands.h"

#define N_MAX ARB_TILERUMMY_MAX_PLAYERS
#define N_DISPLAY ARB_TILERUMMY_DISPLAY

typedef struct {
  int      points[N_MAX];
  int      winner;        /* ARB_NO_PLAYER when blocked */
} GameResult;

typedef struct {
  ArbTilerummyPhase phase;
  guint       game;                 /* 0-based */
  int         first;                /* who begins each game */
  gboolean    begun;                /* the game in play has had a turn */
  int         turn;
  int         taker;                /* REFILL: who took the display tile */
  ArbTrGrid  *table;
  ArbTrCounts table_counts;
  guint       n_groups;
  ArbTrTile   display[N_DISPLAY];
  guint       n_display;
  int         bag;
  int         hand[N_MAX];
  gboolean    opened[N_MAX];
  ArbTrCounts known[N_MAX];         /* tiles seen going into each hand */
  int         played[2];            /* pass-two, draw-three tiles played */
  guint       passes;               /* in a row (TR-9) */
  int         winner;
  gboolean    blocked;
  gboolean    entered[N_MAX];
  ArbTrHand   hands[N_MAX];         /* as entered this game */
  GArray     *history;              /* GameResult of the games scored */
} TrState;

static const char *const no_choices[] = { NULL };

static const ArbOptionSpec tr_options[] = {
  { "match", ARB_OPTION_INT, "1", 1, 20, no_choices, "Games in the match",
    "Play several games and add up the points left in hand; lowest total wins.", "TR-8", FALSE },
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
  { "TR-1", "Two to four players. The tiles are 1 to 14 in red, blue, yellow and green, two of each (112), plus two pass-two and two draw-three action tiles. Each player gets 15; six lie face up as the open display." },
  { "TR-2", "A turn is exactly one action: take a display tile of your choice (the display is refilled from the bag), draw a tile from the bag, play an action tile (it leaves the game), or lay down." },
  { "TR-3", "Pass two: every player passes two tiles of their choice to the left neighbour; a player holding one tile passes that one. Draw three: the named opponent draws three tiles from the bag, or what is left." },
  { "TR-4", "A line is a sequence (3 or 4 tiles of one value in different colours) or a row (3 to 14 tiles of one colour whose values step by 1, up or down), across or down." },
  { "TR-5", "The table is a grid. Every run of two or more touching tiles, across or down, must be a line of 3 or more; a tile may be in one line across and one down; no tile may be in no line. Tiles touching edge to edge form a group: at most 3 groups with 2 or 3 players, 4 with 4." },
  { "TR-6", "Lay down: add tiles from your hand and rearrange the table as you like, but no tile leaves the table and the table must end legal. Your first lay-down opens a group of your own: 3 or more of your tiles in one line, and it stays that single line this turn; then you may add elsewhere too. Before opening you may not add to other groups. Further groups only once everybody has opened (the last to open may open more in that turn), within the limit; merging groups frees a place." },
  { "TR-7", "The game ends when a player has no tile left, action tiles included; that player wins. A player whose last tile is an action tile may play it and win; it then has no effect." },
  { "TR-8", "Scoring: the winner scores 0, everybody else the values of the tiles in hand plus 20 for each action tile. A match adds the games up; the lowest total wins." },
  { "TR-9", "House rule: with the bag empty nobody draws and the display is not refilled. A player may pass only when the bag and the display are both empty; when everybody passes in a row the game ends with no winner and every hand is scored." },
};

/* ---- helpers ---- */

static const TrState *
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

guint
arb_tilerummy_group_limit (const ArbSetup *setup)
{
  return setup->n_players >= 4 ? 4 : 3;
}

static int
games_in_match (const ArbSetup *setup)
{
  return arb_setup_get_int (setup, "match");
}

static gboolean
match_over (const ArbSetup *setup,
            const TrState  *s)
{
  return s->phase == ARB_TILERUMMY_OVER && (int) s->game + 1 >= games_in_match (setup);
}

/* A single tracked game is decided when it ends (TR-7, TR-9); the hands
 * left may still be entered, for the points. */
static gboolean
single_game_decided (const ArbSetup *setup,
                     const TrState  *s)
{
  return !setup->score_only && games_in_match (setup) == 1 && s->phase == ARB_TILERUMMY_HANDS;
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

static guint
display_count (const TrState *s,
               ArbTrTile      t)
{
  guint n = 0;

  for (guint i = 0; i < s->n_display; i++)
    n += s->display[i] == t;
  return n;
}

static gboolean
everyone_opened (const ArbSetup *setup,
                 const TrState  *s)
{
  for (guint i = 0; i < setup->n_players; i++)
    if (!s->opened[i])
      return FALSE;
  return TRUE;
}

/* Copies of t known to be out of the bag and not in `except`'s hand. */
static guint
known_out (const ArbSetup *setup,
           const TrState  *s,
           ArbTrTile       t,
           int             except)
{
  guint n = s->table_counts.n[t] + display_count (s, t);

  for (guint p = 0; p < setup->n_players; p++)
    if ((int) p != except)
      n += s->known[p].n[t];
  if (t == ARB_TR_PASS_TWO)
    n += (guint) s->played[0];
  if (t == ARB_TR_DRAW_THREE)
    n += (guint) s->played[1];
  return n;
}

/* Where the copies of t are, in words: "on the table and on the display". */
static char *
where_known (const ArbSetup *setup,
             const TrState  *s,
             ArbTrTile       t)
{
  g_autoptr(GPtrArray) places = g_ptr_array_new_with_free_func (g_free);

  if (s->table_counts.n[t] > 0)
    g_ptr_array_add (places, g_strdup_printf ("%u on the table", s->table_counts.n[t]));
  if (display_count (s, t) > 0)
    g_ptr_array_add (places, g_strdup_printf ("%u on the display", display_count (s, t)));
  for (guint p = 0; p < setup->n_players; p++)
    if (s->known[p].n[t] > 0)
      g_ptr_array_add (places, g_strdup_printf ("%u taken by %s", s->known[p].n[t], name (setup, (int) p)));
  if (arb_tr_tile_is_action (t) && s->played[t == ARB_TR_DRAW_THREE] > 0)
    g_ptr_array_add (places, g_strdup_printf ("%d played", s->played[t == ARB_TR_DRAW_THREE]));
  if (places->len == 0)
    return g_strdup ("none seen");
  return arb_join_words ((const char *const *) places->pdata, places->len);
}

/* A tile coming out of the bag (display, refill): TR-1 allows 2 of each. */
static gboolean
check_from_bag (const ArbSetup *setup,
                const TrState  *s,
                ArbTrTile       t,
                guint           more,
                GError        **error)
{
  g_autofree char *words = NULL;
  g_autofree char *where = NULL;

  if (known_out (setup, s, t, -1) + more <= ARB_TR_COPIES)
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
          TrState        *s)
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
  TrState *s = g_new0 (TrState, 1);

  s->table = arb_tr_grid_new ();
  s->history = g_array_new (FALSE, TRUE, sizeof (GameResult));
  s->first = 0;
  new_game (setup, s);
  return s;
}

static void
tr_state_free (gpointer state)
{
  TrState *s = state;

  arb_tr_grid_free (s->table);
  g_array_unref (s->history);
  g_free (s);
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
    { "pass-two", "pass-two" }, { "passtwo", "pass-two" }, { "pass2", "pass-two" },
    { "draw-three", "draw-three" }, { "drawthree", "draw-three" }, { "draw3", "draw-three" },
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
  g_auto(GStrv) args = NULL;
  int bad;
  ArbTrRead read;

  grid = arb_tr_grid_from_args ((const char *const *) event->args, &bad, &read);
  if (grid != NULL)
    {
      args = arb_tr_grid_to_args (grid);
      arb_event_set_args (event, (const char *const *) args);
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
      const char *canonical[2] = { name (setup, seat), NULL };

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
  if (g_str_equal (verb, "start"))
    return arb_parse_start (setup, event, bad_arg, error);
  if (g_str_equal (verb, "display"))
    return parse_tiles (event, N_DISPLAY, N_DISPLAY, "display T T T T T T, the six face-up tiles",
                        bad_arg, error);
  if (g_str_equal (verb, "take"))
    return parse_tiles (event, 1, 2, "take TILE [REFILL]", bad_arg, error);
  if (g_str_equal (verb, "refill"))
    return parse_tiles (event, 1, 1, "refill TILE", bad_arg, error);
  if (g_str_equal (verb, "lay"))
    return parse_lay (event, bad_arg, error);
  if (g_str_equal (verb, "draw-three"))
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
  if (verb == NULL || (setup->score_only && !g_str_equal (verb, "hand")))
    {
      arb_parse_error (error, setup->score_only
                       ? "a score-only record holds lines “NAME: hand TILES”, not “%s”"
                       : "“%s” is not a Tile Rummy entry; write display, take, refill, draw, "
                         "pass-two, draw-three, lay, pass or hand", event->verb);
      return FALSE;
    }
  g_free (event->verb);
  event->verb = g_strdup (verb);
  if (g_str_equal (verb, "hand"))
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
refuse_game_over (const ArbSetup *setup,
                  const TrState  *s,
                  GError        **error)
{
  if (match_over (setup, s))
    {
      if (games_in_match (setup) > 1)
        arb_refuse (error, "TR-8", "the match of %d games is over; nothing more can be entered",
                    games_in_match (setup));
      else if (s->blocked)
        arb_refuse (error, "TR-9", "the game is over: every player passed and the hands are scored");
      else
        arb_refuse (error, "TR-7", "the game is over: %s went out and the hands are scored",
                    name (setup, s->winner));
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
                "(NAME: hand TILES)", name (setup, s->winner));
  return TRUE;
}

/* A turn action: the game must be at a turn, and it must be this
 * player's.  Returns the player. */
static int
check_turn (const ArbSetup *setup,
            const TrState  *s,
            const ArbEvent *event,
            GError        **error)
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
                  "(refill TILE)", name (setup, s->taker));
      return -1;
    }
  if (event->actor != ARB_NO_PLAYER && event->actor != s->turn)
    {
      arb_refuse (error, "TR-2", "it is %s's turn, not %s's", name (setup, s->turn),
                  name (setup, event->actor));
      return -1;
    }
  return s->turn;
}

static void
end_turn (const ArbSetup *setup,
          TrState        *s,
          gboolean        passed)
{
  s->begun = TRUE;
  s->passes = passed ? s->passes + 1 : 0;
  s->turn = next_seat (setup, s->turn);
}

/* ---- start, display, take, refill, draw, pass ---- */

static gboolean
apply_start (const ArbSetup *setup,
             TrState        *s,
             const ArbEvent *event,
             GError        **error)
{
  int seat = arb_arg_seat (setup, event->args[0], error);

  if (seat < 0)
    return FALSE;
  if (match_over (setup, s))
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
               TrState        *s,
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
  if (match_over (setup, s))
    return (refuse_game_over (setup, s, error), FALSE);
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
read_refill (const ArbSetup *setup,
             const TrState  *s,
             const char     *word,
             ArbTrTile      *tile,
             GError        **error)
{
  return read_tile_arg (word, tile, error) && check_from_bag (setup, s, *tile, 1, error);
}

static void
refill_display (TrState  *s,
                ArbTrTile t)
{
  s->display[s->n_display++] = t;
  s->bag--;
}

static gboolean
check_on_display (const TrState *s,
                  ArbTrTile      t,
                  guint         *at,
                  GError       **error)
{
  g_autofree char *shown = NULL;
  ArbTrCounts d = { { 0 } };

  for (*at = 0; *at < s->n_display; (*at)++)
    if (s->display[*at] == t)
      return TRUE;
  for (guint i = 0; i < s->n_display; i++)
    d.n[s->display[i]]++;
  shown = arb_tr_counts_to_string (&d);
  if (s->n_display == 0)
    arb_refuse (error, "TR-2", "the display is empty; draw, play an action tile or lay down instead");
  else
    arb_refuse (error, "TR-2", "%s is not on the display; it shows %s", arb_tr_tile_name (t), shown);
  return FALSE;
}

/* The tile moves from the display into the hand, where it is known to
 * be; the refill comes with the entry or as the next one. */
static gboolean
apply_take (const ArbSetup *setup,
            TrState        *s,
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
              TrState        *s,
              const ArbEvent *event,
              GError        **error)
{
  ArbTrTile t;

  if (s->phase != ARB_TILERUMMY_REFILL)
    {
      if (!refuse_game_over (setup, s, error))
        arb_refuse (error, "TR-2", "the display is refilled right after a tile is taken from it, "
                    "and it is full now (or the bag is empty)");
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
            TrState        *s,
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
             TrState        *s)
{
  GameResult result = { { 0 }, s->winner };

  for (guint i = 0; i < setup->n_players; i++)
    result.points[i] = (int) i == s->winner ? 0 : s->hands[i].points;
  g_array_append_val (s->history, result);
  s->phase = ARB_TILERUMMY_OVER;
}

static gboolean
apply_pass (const ArbSetup *setup,
            TrState        *s,
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
  end_turn (setup, s, TRUE);
  if (s->passes >= setup->n_players)
    {
      s->blocked = TRUE;
      s->phase = ARB_TILERUMMY_HANDS;
    }
  return TRUE;
}

/* ---- action tiles (TR-3, TR-7) ---- */

static void
win (TrState *s,
     int      p)
{
  s->winner = p;
  s->phase = ARB_TILERUMMY_HANDS;
}

/* Everyone passes two tiles (or their only one) to the left neighbour,
 * the next seat clockwise. */
static void
pass_two (const ArbSetup *setup,
          TrState        *s)
{
  int passed[N_MAX];

  for (guint i = 0; i < setup->n_players; i++)
    passed[i] = MIN (2, s->hand[i]);
  for (guint i = 0; i < setup->n_players; i++)
    {
      int right = ((int) i + (int) setup->n_players - 1) % (int) setup->n_players;

      s->hand[i] += passed[right] - passed[i];
      /* what was seen going into a hand may have been passed on */
      memset (&s->known[i], 0, sizeof s->known[i]);
    }
}

static gboolean
check_action_left (const ArbSetup *setup,
                   const TrState  *s,
                   int             p,
                   ArbTrTile       t,
                   GError        **error)
{
  g_autofree char *where = NULL;

  if (known_out (setup, s, t, p) < ARB_TR_COPIES)
    return TRUE;
  where = where_known (setup, s, t);
  arb_refuse (error, "TR-1", "there are 2 %s tiles and %s cannot hold one: %s",
              arb_tr_tile_name (t), name (setup, p), where);
  return FALSE;
}

static gboolean
apply_action (const ArbSetup *setup,
              TrState        *s,
              const ArbEvent *event,
              GError        **error)
{
  gboolean three = arb_event_is (event, "draw-three");
  ArbTrTile t = three ? ARB_TR_DRAW_THREE : ARB_TR_PASS_TWO;
  int p = check_turn (setup, s, event, error);
  int victim = ARB_NO_PLAYER;

  if (p < 0 || !check_action_left (setup, s, p, t, error))
    return FALSE;
  if (three && event->args[0] != NULL && (victim = arb_arg_seat (setup, event->args[0], error)) < 0)
    return FALSE;
  if (three && victim == p)
    {
      arb_refuse (error, "TR-3", "draw-three is played against an opponent, not against %s", name (setup, p));
      return FALSE;
    }
  if (three && victim == ARB_NO_PLAYER && s->hand[p] > 1)
    {
      arb_refuse (error, "TR-3", "name the opponent who draws three: draw-three NAME");
      return FALSE;
    }
  s->hand[p]--;
  if (s->known[p].n[t] > 0)
    s->known[p].n[t]--;
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

/* ---- lay-downs (TR-4, TR-5, TR-6) ---- */

typedef struct {
  ArbTrGrid   *grid;
  ArbTrReport *report;
  ArbTrCounts  counts;
  ArbTrCounts  added;
  guint        n_added;
} Lay;

static void
lay_clear (Lay *lay)
{
  g_clear_pointer (&lay->grid, arb_tr_grid_free);
  g_clear_pointer (&lay->report, arb_tr_report_free);
}

static gboolean
read_lay (const ArbEvent *event,
          Lay            *lay,
          GError        **error)
{
  int bad;
  ArbTrRead read;
  ArbTrTile t;

  lay->grid = arb_tr_grid_from_args ((const char *const *) event->args, &bad, &read);
  if (lay->grid != NULL)
    return TRUE;
  if (arb_tr_tile_read (event->args[bad], &t) == ARB_TR_READ_OK && arb_tr_tile_is_action (t))
    arb_refuse (error, "TR-4", "%s is an action tile: it never lies on the table, it is played as an action",
                event->args[bad]);
  else
    read_tile_arg (event->args[bad], &t, error);
  return FALSE;
}

/* TR-1 with what is known: the new table, the display and the tiles
 * seen going into other hands hold at most 2 of each tile. */
static gboolean
check_lay_copies (const ArbSetup *setup,
                  const TrState  *s,
                  int             p,
                  const Lay      *lay,
                  GError        **error)
{
  for (ArbTrTile t = 1; t <= ARB_TR_N_KINDS; t++)
    {
      guint elsewhere = known_out (setup, s, t, p) - s->table_counts.n[t];
      g_autofree char *words = NULL;

      if (lay->counts.n[t] + elsewhere <= ARB_TR_COPIES)
        continue;
      words = arb_tr_tile_words (t);
      if (elsewhere == 0)
        arb_refuse (error, "TR-1", "the table would hold %u copies of %s, but there are only 2 of each tile",
                    lay->counts.n[t], words);
      else
        {
          g_autofree char *where = where_known (setup, s, t);

          arb_refuse (error, "TR-1", "the table would hold %u of %s, but there are only 2 (%s)",
                      lay->counts.n[t], words, where);
        }
      return FALSE;
    }
  return TRUE;
}

/* TR-6: every table tile stays, at least one is added, from the hand. */
static gboolean
check_lay_tiles (const ArbSetup *setup,
                 const TrState  *s,
                 int             p,
                 Lay            *lay,
                 GError        **error)
{
  ArbTrCounts removed;
  guint in_hand = (guint) s->hand[p] - s->known[p].n[ARB_TR_PASS_TWO] - s->known[p].n[ARB_TR_DRAW_THREE];

  arb_tr_counts_minus (&s->table_counts, &lay->counts, &removed);
  for (ArbTrTile t = 1; t <= ARB_TR_N_KINDS; t++)
    if (removed.n[t] > 0)
      {
        g_autofree char *words = arb_tr_tile_words (t);

        arb_refuse (error, "TR-6", "no tile leaves the table: it held %u of %s and the new table shows %u; "
                    "write the whole table after the move", s->table_counts.n[t], words, lay->counts.n[t]);
        return FALSE;
      }
  arb_tr_counts_minus (&lay->counts, &s->table_counts, &lay->added);
  lay->n_added = arb_tr_counts_total (&lay->added);
  if (lay->n_added == 0)
    {
      arb_refuse (error, "TR-6", "a lay-down adds at least one tile from the hand; this table holds the same "
                  "tiles as before");
      return FALSE;
    }
  if (lay->n_added > in_hand)
    {
      arb_refuse (error, "TR-6", "the lay-down adds %u tiles, but %s holds %u%s", lay->n_added,
                  name (setup, p), in_hand, in_hand < (guint) s->hand[p] ? " numbered tiles" : "");
      return FALSE;
    }
  return TRUE;
}

static gboolean
check_lay_legal (const ArbSetup *setup,
                 Lay            *lay,
                 GError        **error)
{
  g_autoptr(GString) all = g_string_new (NULL);
  const char *rule = NULL;
  ArbTrProblem *limit = NULL;

  lay->report = arb_tr_grid_check (lay->grid, arb_tilerummy_group_limit (setup));
  for (guint i = 0; i < lay->report->problems->len; i++)
    {
      ArbTrProblem *pr = g_ptr_array_index (lay->report->problems, i);

      if (pr->kind == ARB_TR_PROBLEM_GROUPS)
        {
          limit = pr;
          continue;
        }
      if (pr->kind == ARB_TR_PROBLEM_COPIES)
        continue;   /* said by check_lay_copies() */
      g_string_append_printf (all, "%s%s", all->len ? "; " : "", pr->message);
      rule = rule ? rule : pr->rule_id;
    }
  if (rule != NULL)
    {
      arb_refuse (error, rule, "the table after the lay-down is not legal: %s", all->str);
      return FALSE;
    }
  if (limit != NULL)
    {
      arb_refuse (error, "TR-5", "the table would have %u groups, but with %u players at most %u; "
                  "join groups instead", lay->report->n_groups, setup->n_players,
                  arb_tilerummy_group_limit (setup));
      return FALSE;
    }
  return TRUE;
}

static void
group_counts (const Lay        *lay,
              const ArbTrGroup *g,
              ArbTrCounts      *out)
{
  memset (out, 0, sizeof *out);
  for (int r = g->top; r <= g->bottom; r++)
    for (int c = g->left; c <= g->right; c++)
      if (arb_tr_report_group_at (lay->report, r, c) == g->id)
        out->n[arb_tr_grid_get (lay->grid, r, c)]++;
}

/* An opening group: one straight line made only of added tiles. */
static gboolean
has_opening_line (const Lay *lay)
{
  for (guint i = 0; i < lay->report->groups->len; i++)
    {
      const ArbTrGroup *g = &g_array_index (lay->report->groups, ArbTrGroup, i);
      ArbTrCounts counts;

      if (g->top != g->bottom && g->left != g->right)
        continue;
      group_counts (lay, g, &counts);
      if (arb_tr_counts_contains (&lay->added, &counts))
        return TRUE;
    }
  return FALSE;
}

/* Kuhn's matching of groups to the table's old tiles: a group matched to
 * an old tile can be that tile's group moved or grown. */
static gboolean
match_group (const ArbTrCounts *groups,
             guint              g,
             guint              n_groups,
             const ArbTrCounts *old,
             int                owner[ARB_TR_N_TILES][ARB_TR_COPIES],
             gboolean          *visited)
{
  for (ArbTrTile t = 1; t <= ARB_TR_N_KINDS; t++)
    for (guint k = 0; k < MIN (old->n[t], ARB_TR_COPIES); k++)
      {
        guint node = t * ARB_TR_COPIES + k;

        if (groups[g].n[t] == 0 || visited[node])
          continue;
        visited[node] = TRUE;
        if (owner[t][k] < 0 || match_group (groups, (guint) owner[t][k], n_groups, old, owner, visited))
          {
            owner[t][k] = (int) g;
            return TRUE;
          }
      }
  return FALSE;
}

/*
 * How many groups the lay-down opens: more groups than before, or
 * groups that no tile of the old table can be in (copies of a tile are
 * interchangeable, so this is a matching), whichever is more.
 */
static guint
new_groups (const TrState *s,
            const Lay     *lay)
{
  guint n = lay->report->n_groups;
  g_autofree ArbTrCounts *groups = g_new0 (ArbTrCounts, n + 1);
  int owner[ARB_TR_N_TILES][ARB_TR_COPIES];
  guint matched = 0;

  memset (owner, -1, sizeof owner);
  for (guint i = 0; i < n; i++)
    group_counts (lay, &g_array_index (lay->report->groups, ArbTrGroup, i), &groups[i]);
  for (guint i = 0; i < n; i++)
    {
      gboolean visited[ARB_TR_N_TILES * ARB_TR_COPIES] = { FALSE };

      matched += match_group (groups, i, n, &s->table_counts, owner, visited);
    }
  return MAX (n > s->n_groups ? n - s->n_groups : 0, n - matched);
}

/* "Cleo has" / "Ben and Cleo have", or "" when everyone else opened. */
static char *
not_opened_names (const ArbSetup *setup,
                  const TrState  *s,
                  int             except)
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
check_opening (const ArbSetup *setup,
               const TrState  *s,
               int             p,
               const Lay      *lay,
               GError        **error)
{
  g_autofree char *waiting = not_opened_names (setup, s, p);
  gboolean others_opened = *waiting == '\0';
  guint opened_now = new_groups (s, lay);
  guint allowed = s->opened[p] ? 0 : 1;

  if (!s->opened[p] && !has_opening_line (lay))
    {
      arb_refuse (error, "TR-6", "%s has not opened yet: the first lay-down opens a group of its own, "
                  "3 or more tiles from the hand in one line, standing alone; only then may tiles go onto "
                  "other groups", name (setup, p));
      return FALSE;
    }
  if (others_opened || opened_now <= allowed)
    return TRUE;
  if (lay->report->n_groups > s->n_groups + allowed)
    arb_refuse (error, "TR-6", "%s not opened yet, so no further group may be laid: the table had %u "
                "group%s and would have %u%s", waiting, s->n_groups, s->n_groups == 1 ? "" : "s",
                lay->report->n_groups, s->opened[p] ? "" : " (the opening group included)");
  else
    arb_refuse (error, "TR-6", "%s not opened yet, so no further group may be laid, and one group here "
                "is made only of new tiles%s", waiting, s->opened[p] ? "" : " besides the opening group");
  return FALSE;
}

static gboolean
apply_lay (const ArbSetup *setup,
           TrState        *s,
           const ArbEvent *event,
           GError        **error)
{
  int p = check_turn (setup, s, event, error);
  Lay lay = { NULL, NULL, { { 0 } }, { { 0 } }, 0 };
  gboolean ok;

  if (p < 0 || !read_lay (event, &lay, error))
    return (lay_clear (&lay), FALSE);
  arb_tr_grid_counts (lay.grid, &lay.counts);
  ok = check_lay_copies (setup, s, p, &lay, error) && check_lay_tiles (setup, s, p, &lay, error)
       && check_lay_legal (setup, &lay, error) && check_opening (setup, s, p, &lay, error);
  if (ok)
    {
      ArbTrCounts still;

      arb_tr_grid_free (s->table);
      s->table = g_steal_pointer (&lay.grid);
      s->table_counts = lay.counts;
      s->n_groups = lay.report->n_groups;
      s->hand[p] -= (int) lay.n_added;
      arb_tr_counts_minus (&s->known[p], &lay.added, &still);
      s->known[p] = still;
      s->opened[p] = TRUE;
      if (s->hand[p] == 0)
        {
          s->begun = TRUE;
          win (s, p);
        }
      else
        end_turn (setup, s, FALSE);
    }
  lay_clear (&lay);
  return ok;
}

/* ---- hands (TR-8) ---- */

static gboolean
all_hands_in (const ArbSetup *setup,
              const TrState  *s)
{
  for (guint i = 0; i < setup->n_players; i++)
    if (!s->entered[i] && (int) i != s->winner)
      return FALSE;
  return TRUE;
}

/* What else is known to be out of the bag, for the hand's TR-1 check. */
static void
known_elsewhere (const ArbSetup *setup,
                 const TrState  *s,
                 int             p,
                 ArbTrHand      *out)
{
  arb_tr_hand_clear (out);
  for (ArbTrTile t = 1; t < ARB_TR_N_TILES; t++)
    out->tiles.n[t] = (guint8) (s->table_counts.n[t] + display_count (s, t));
  out->tiles.n[ARB_TR_PASS_TWO] += (guint8) s->played[0];
  out->tiles.n[ARB_TR_DRAW_THREE] += (guint8) s->played[1];
  for (guint i = 0; i < setup->n_players; i++)
    if ((int) i != p && s->entered[i])
      arb_tr_hand_add (out, &s->hands[i]);
}

static gboolean
all_entered (const ArbSetup *setup,
             const TrState  *s)
{
  for (guint i = 0; i < setup->n_players; i++)
    if (!s->entered[i])
      return FALSE;
  return TRUE;
}

/* The winner's own empty hand, written with the others: harmless. */
static gboolean
is_winners_empty_hand (const ArbSetup *setup,
                       const TrState  *s,
                       const ArbEvent *event)
{
  return !setup->score_only && event->actor == s->winner && s->winner != ARB_NO_PLAYER
         && event->args[0] == NULL && !s->entered[s->winner]
         && (s->phase == ARB_TILERUMMY_HANDS || s->phase == ARB_TILERUMMY_OVER);
}

static gboolean
check_hand_phase (const ArbSetup *setup,
                  const TrState  *s,
                  GError        **error)
{
  if (match_over (setup, s))
    return !refuse_game_over (setup, s, error);
  if (setup->score_only || s->phase == ARB_TILERUMMY_HANDS)
    return TRUE;
  if (s->phase == ARB_TILERUMMY_OVER)
    arb_refuse (error, "TR-8", "game %u is scored already; game %u begins with its open display",
                s->game + 1, s->game + 2);
  else
    arb_refuse (error, "TR-8", "hands are entered once the game has ended, and it goes on while "
                "every player holds tiles");
  return FALSE;
}

/* Score-only: one empty hand at most, the player who went out (TR-7). */
static gboolean
check_one_winner (const ArbSetup  *setup,
                  const TrState   *s,
                  int              p,
                  const ArbTrHand *hand,
                  GError         **error)
{
  if (!setup->score_only || hand->n > 0 || s->winner == ARB_NO_PLAYER)
    return TRUE;
  arb_refuse (error, "TR-7", "only one player goes out in a game, and %s did; %s must hold tiles",
              name (setup, s->winner), name (setup, p));
  return FALSE;
}

static gboolean
apply_hand (const ArbSetup *setup,
            TrState        *s,
            const ArbEvent *event,
            GError        **error)
{
  int p = event->actor;
  ArbTrHand hand, elsewhere;

  if (is_winners_empty_hand (setup, s, event))
    {
      s->entered[p] = TRUE;
      return TRUE;
    }
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
                  name (setup, p), s->game + 1);
      return FALSE;
    }
  known_elsewhere (setup, s, p, &elsewhere);
  if (!arb_tr_hand_check_copies (&hand, &elsewhere, error) || !check_one_winner (setup, s, p, &hand, error))
    return FALSE;
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
  TrState *s = state;

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
  const TrState *s = cstate (state);

  if (is_turn_verb (event) && s->phase == ARB_TILERUMMY_TURN)
    event->actor = s->turn;
}

/* ---- words ---- */

/* How many tiles a lay-down entry adds to the table, or -1. */
static int
lay_added (const TrState  *s,
           const ArbEvent *event)
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
describe_action (const ArbSetup *setup,
                 const TrState  *s,
                 const ArbEvent *event,
                 const char     *who)
{
  int p = event->actor != ARB_NO_PLAYER ? event->actor : s->turn;

  if (s->hand[p] == 1)
    return g_strdup_printf ("%s plays the last tile, %s, and goes out", who, event->verb);
  if (arb_event_is (event, "pass-two"))
    return g_strdup_printf ("%s plays pass-two: everyone passes two tiles to the left", who);
  return g_strdup_printf ("%s plays draw-three: %s draws %d", who,
                          event->args[0] ? event->args[0] : "nobody", MIN (3, s->bag));
}

static char *
tr_describe (const ArbSetup *setup,
             gconstpointer   state,
             const ArbEvent *event)
{
  const TrState *s = cstate (state);
  int p = event->actor != ARB_NO_PLAYER ? event->actor : s->turn;
  const char *who = name (setup, p);

  if (arb_event_is (event, "start"))
    return g_strdup_printf ("%s begins%s", event->args[0], event->args[1] ? " (picked at random)" : "");
  if (arb_event_is (event, "display"))
    {
      g_autofree char *tiles = g_strjoinv (" ", event->args);

      return g_strdup_printf ("the open display shows %s", tiles);
    }
  if (arb_event_is (event, "take"))
    return event->args[1] != NULL
           ? g_strdup_printf ("%s takes %s from the display; %s refills it", who, event->args[0], event->args[1])
           : g_strdup_printf ("%s takes %s from the display", who, event->args[0]);
  if (arb_event_is (event, "refill"))
    return g_strdup_printf ("%s refills the display", event->args[0]);
  if (arb_event_is (event, "draw"))
    return g_strdup_printf ("%s draws a tile from the bag", who);
  if (arb_event_is (event, "pass-two") || arb_event_is (event, "draw-three"))
    return describe_action (setup, s, event, who);
  if (arb_event_is (event, "lay"))
    {
      int added = lay_added (s, event);

      return g_strdup_printf ("%s lays down %d tile%s%s", who, added, added == 1 ? "" : "s",
                              s->opened[p] ? "" : " and opens");
    }
  if (arb_event_is (event, "pass"))
    return g_strdup_printf ("%s passes", who);
  {
    ArbTrHand hand;
    g_autofree char *text = NULL;

    if (!arb_tr_hand_read (event, &hand, NULL))
      return g_strdup_printf ("%s's hand", who);
    text = arb_tr_hand_text (&hand);
    return g_strdup_printf ("%s's hand: %s (%d point%s)", who, text, hand.points, hand.points == 1 ? "" : "s");
  }
}

/* ---- prompt ---- */

static gboolean
can_play_action (const ArbSetup *setup,
                 const TrState  *s,
                 int             p,
                 ArbTrTile       t)
{
  return s->hand[p] > 0 && known_out (setup, s, t, p) < ARB_TR_COPIES;
}

static void
add_turn_choices (const ArbSetup *setup,
                  const TrState  *s,
                  ArbPrompt      *prompt)
{
  int p = s->turn;
  ArbTrCounts offered = { { 0 } };

  for (guint i = 0; i < s->n_display; i++)
    {
      ArbTrTile t = s->display[i];
      g_autofree char *label = g_strdup_printf ("Take %s", arb_tr_tile_name (t));

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
        g_autofree char *label = g_strdup_printf ("Draw-three on %s", name (setup, (int) i));

        if ((int) i != p)
          arb_prompt_add_choice (prompt, arb_event_new (p, "draw-three", name (setup, (int) i), NULL), label);
      }
  if (s->bag == 0 && s->n_display == 0)
    arb_prompt_add_choice (prompt, arb_event_new (p, "pass", NULL), "Pass");
}

static ArbPrompt *
turn_prompt (const ArbSetup *setup,
             const TrState  *s)
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
  prompt = arb_prompt_new (s->turn, "turn", "%s's turn (%d tile%s%s): %s", name (setup, s->turn),
                           s->hand[s->turn], s->hand[s->turn] == 1 ? "" : "s",
                           s->opened[s->turn] ? "" : ", not opened yet", options);
  add_turn_choices (setup, s, prompt);
  return prompt;
}

static int
next_hand_to_enter (const ArbSetup *setup,
                    const TrState  *s)
{
  for (guint i = 0; i < setup->n_players; i++)
    if (!s->entered[i] && (int) i != s->winner)
      return (int) i;
  return ARB_NO_PLAYER;
}

static ArbPrompt *
hands_prompt (const ArbSetup *setup,
              const TrState  *s)
{
  int p = next_hand_to_enter (setup, s);

  if (setup->score_only)
    {
      if (s->phase == ARB_TILERUMMY_OVER)
        p = 0;
      return arb_prompt_new (p, "hand", "Game %u: enter %s's tiles left in hand (none for the player who went out)",
                             s->game + (s->phase == ARB_TILERUMMY_OVER ? 2 : 1), name (setup, p));
    }
  if (s->blocked)
    return arb_prompt_new (p, "hand", "Every player passed, so the game is over with no winner: enter the %d tiles "
                           "left in %s's hand", s->hand[p], name (setup, p));
  return arb_prompt_new (p, "hand", "%s went out: enter the %d tile%s left in %s's hand",
                         name (setup, s->winner), s->hand[p], s->hand[p] == 1 ? "" : "s", name (setup, p));
}

static ArbPrompt *
tr_prompt (const ArbSetup *setup,
           gconstpointer   state)
{
  const TrState *s = cstate (state);

  if (match_over (setup, s))
    {
      if (games_in_match (setup) > 1)
        return arb_prompt_new_finished ("The match is over");
      return arb_prompt_new_finished (s->blocked ? "The game is over: every player passed"
                                                 : "The game is over");
    }
  if (setup->score_only)
    return hands_prompt (setup, s);
  if (single_game_decided (setup, s))
    {
      g_autofree char *text = s->blocked
        ? g_strdup ("The game is over with no winner: every player passed. The tiles left in hand "
                    "may be entered for the points (NAME: hand TILES)")
        : g_strdup_printf ("The game is over: %s went out and wins. The tiles left in hand may be "
                           "entered for the points (NAME: hand TILES)", name (setup, s->winner));

      return arb_prompt_new_finished (text);
    }
  switch (s->phase)
    {
    case ARB_TILERUMMY_DISPLAY_DUE:
      return arb_prompt_new (s->first, "display", "Game %u: enter the six tiles of the open display (%s begins)",
                             s->game + 1, name (setup, s->first));
    case ARB_TILERUMMY_OVER:
      return arb_prompt_new (s->first, "display", "Game %u: enter the six tiles of the open display (%s begins)",
                             s->game + 2, name (setup, s->first));
    case ARB_TILERUMMY_REFILL:
      return arb_prompt_new (s->taker, "refill", "%s took a display tile: enter the tile drawn to refill it",
                             name (setup, s->taker));
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
    arb_score_add_line (score, seat, 20 * (int) actions, "%u action tile%s", actions, actions == 1 ? "" : "s");
}

static void
add_breakdown (const ArbSetup *setup,
               const TrState  *s,
               ArbScore       *score,
               guint           seat)
{
  gboolean ended = s->phase == ARB_TILERUMMY_HANDS || s->phase == ARB_TILERUMMY_OVER;

  if ((int) seat == s->winner && ended)
    arb_score_add_line (score, seat, 0, "went out");
  else if (s->entered[seat])
    add_hand_lines (score, seat, &s->hands[seat]);
  else if (!setup->score_only && s->phase != ARB_TILERUMMY_DISPLAY_DUE)
    arb_score_add_line (score, seat, 0, "%d tile%s in hand", s->hand[seat], s->hand[seat] == 1 ? "" : "s");
}

/* Points of the game in play, while its hands are being entered. */
static int
current_points (const TrState *s,
                guint          seat)
{
  return s->entered[seat] && (int) seat != s->winner ? s->hands[seat].points : 0;
}

static void
sum_games (const ArbSetup *setup,
           const TrState  *s,
           ArbScore       *score)
{
  for (guint seat = 0; seat < setup->n_players; seat++)
    {
      ArbPlayerScore *ps = arb_score_get_player (score, seat);

      for (guint g = 0; g < s->history->len; g++)
        {
          int points = g_array_index (s->history, GameResult, g).points[seat];

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
rank_going_out (const ArbSetup *setup,
                const TrState  *s,
                ArbScore       *score)
{
  for (guint i = 0; i < setup->n_players; i++)
    {
      ArbPlayerScore *p = arb_score_get_player (score, i);

      p->rank = (int) i == s->winner ? 1 : 2;
      p->winner = (int) i == s->winner;
    }
  g_free (score->verdict);
  score->verdict = g_strdup_printf ("%s went out and wins", name (setup, s->winner));
}

static ArbScore *
tr_score (const ArbSetup *setup,
          gconstpointer   state)
{
  const TrState *s = cstate (state);
  ArbScore *score = arb_score_new (setup->n_players, TRUE);

  score->finished = match_over (setup, s) || single_game_decided (setup, s);
  score->game_over = s->phase == ARB_TILERUMMY_OVER || single_game_decided (setup, s);
  score->game_number = s->game + 1;
  score->games_in_match = (guint) games_in_match (setup);
  sum_games (setup, s, score);
  arb_score_rank (score, (const char *const *) setup->players, NULL, FALSE);
  if (single_game_decided (setup, s) && !s->blocked)
    rank_going_out (setup, s, score);
  else if (score->finished && score->games_in_match == 1 && s->blocked)
    {
      for (guint i = 0; i < setup->n_players; i++)
        arb_score_get_player (score, i)->winner = FALSE;
      g_free (score->verdict);
      score->verdict = g_strdup ("No winner: every player passed (TR-9)");
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
display_text (const TrState *s)
{
  GString *out = g_string_new (NULL);

  for (guint i = 0; i < s->n_display; i++)
    g_string_append_printf (out, "%s%s", i ? " " : "", arb_tr_tile_name (s->display[i]));
  if (s->n_display == 0)
    g_string_append (out, "empty");
  return g_string_free (out, FALSE);
}

static char *
tr_state_text (const ArbSetup *setup,
               gconstpointer   state)
{
  const TrState *s = cstate (state);
  g_autoptr(ArbPrompt) prompt = tr_prompt (setup, state);
  g_autofree char *display = display_text (s);
  g_autofree char *table = arb_tr_grid_to_text (s->table);
  GString *out = g_string_new (NULL);

  g_string_append_printf (out, "game %u of %d", s->game + 1, games_in_match (setup));
  if (!setup->score_only)
    g_string_append_printf (out, "; bag %d; display %s", s->bag, display);
  g_string_append_c (out, '\n');
  for (guint i = 0; i < setup->n_players && !setup->score_only; i++)
    g_string_append_printf (out, "%s: %d tile%s%s\n", name (setup, (int) i), s->hand[i],
                            s->hand[i] == 1 ? "" : "s", s->opened[i] ? ", opened" : "");
  if (!setup->score_only)
    g_string_append_printf (out, "table: %u group%s (at most %u)\n%s", s->n_groups,
                            s->n_groups == 1 ? "" : "s", arb_tilerummy_group_limit (setup), table);
  g_string_append_printf (out, "next: %s\n", prompt->text);
  return g_string_free (out, FALSE);
}

static char *
tr_progress (const ArbSetup *setup,
             gconstpointer   state)
{
  const TrState *s = cstate (state);
  g_autofree char *game = games_in_match (setup) > 1
    ? g_strdup_printf ("game %u of %d, ", s->game + 1, games_in_match (setup)) : g_strdup ("");
  guint entered = 0;

  if (!setup->score_only && s->phase != ARB_TILERUMMY_HANDS)
    return g_strdup_printf ("%sbag %d, %u on the table", game, s->bag, arb_tr_counts_total (&s->table_counts));
  for (guint i = 0; i < setup->n_players; i++)
    entered += s->entered[i] && s->phase != ARB_TILERUMMY_OVER;
  return g_strdup_printf ("%s%u of %u hands entered", game, entered, setup->n_players);
}

/* ---- for the UI ---- */

void
arb_tilerummy_get_view (const ArbSetup   *setup,
                        gconstpointer     state,
                        ArbTilerummyView *view)
{
  const TrState *s = cstate (state);
  g_autoptr(ArbPrompt) prompt = tr_prompt (setup, state);

  memset (view, 0, sizeof *view);
  view->phase = s->phase;
  view->player = prompt->player;
  view->game = s->game + 1;
  view->games = (guint) games_in_match (setup);
  view->match_over = match_over (setup, s);
  view->group_limit = arb_tilerummy_group_limit (setup);
  view->n_groups = s->n_groups;
  view->table = s->table;
  memcpy (view->display, s->display, sizeof view->display);
  view->n_display = s->n_display;
  view->bag = s->bag;
  view->all_opened = everyone_opened (setup, s);
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

const ArbRules arb_tilerummy_rules = {
  .id = "tilerummy",
  .title = "Tile Rummy",
  .summary = "Build lines of numbered tiles on a shared grid; empty your rack first.",
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
  .describe = tr_describe,
  .prompt = tr_prompt,
  .score = tr_score,
  .state_text = tr_state_text,
  .progress = tr_progress,
};
