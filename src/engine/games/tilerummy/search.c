/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The exact 2D search with a time budget (TR-4, TR-5). */
#include "search.h"

#include <string.h>

#include "cover.h"
#include "dp.h"

/* Past this many nodes the bound of a branch is a looser one. */
#define BOUND_NODES 20000

/* Two multisets of numbered tiles, 2 bits a kind; and in a window's
 * question, the rows that may still be cut at its edges (see Cuts). */
typedef struct {
  guint64 w[5];
} Key;

typedef struct {
  int        value;     /* best rack tiles, -1: the table tiles cannot all go down */
  GArray    *lines;     /* a 1D layout of everything left, or NULL */
  ArbTrGrid *part;      /* else one group laid here ... */
  gboolean   has_child; /* ... and the rest is the layout of `child` */
  Key        child;
} Memo;

typedef struct {
  GHashTable *memo;      /* Key -> Memo */
  guint       group_limit;   /* 0: none */
  gint64      deadline;
  guint64     nodes;
  guint       countdown;   /* calls left before the clock is read again */
  gboolean    out_of_time;
  /* a window's question (arb_tr_search_window): the values lo..hi and
   * the copies of each tile in table and rack, all values */
  gboolean    window;
  int         lo;
  int         hi;
  guint8      all[ARB_TR_N_TILES];
  guint64     cuts_left;   /* of the question being answered (Cuts) */
  GPtrArray  *offered;     /* Offered: every group grown, kept (grow_groups) */
  gsize       offered_bytes;
} Search;

static int solve (Search *s, const ArbTrCounts *table, const ArbTrCounts *rack, guint groups, Key *key_out);

/* ---- keys ---- */

static void
pack (const ArbTrCounts *counts,
      guint64           *w)
{
  w[0] = w[1] = 0;
  for (guint k = 0; k < ARB_TR_N_KINDS; k++)
    w[k / 32] |= (guint64) MIN (counts->n[k + 1], 3) << (2 * (k % 32));
}

/* The groups still allowed go in the spare top bits (56 kinds take
 * 112 of the 128 bits of each multiset). */
static Key
make_key (const Search      *s,
          const ArbTrCounts *table,
          const ArbTrCounts *rack,
          guint              groups)
{
  Key key;

  pack (table, &key.w[0]);
  pack (rack, &key.w[2]);
  key.w[4] = s->cuts_left;
  key.w[3] |= (guint64) MIN (groups, 0xFFFFu) << 48;
  return key;
}

static guint
key_hash (gconstpointer p)
{
  const Key *k = p;
  guint64 h = 0;

  for (guint i = 0; i < G_N_ELEMENTS (k->w); i++)
    h = (h ^ k->w[i]) * G_GUINT64_CONSTANT (0x9E3779B97F4A7C15);
  return (guint) (h ^ (h >> 32));
}

static gboolean
key_equal (gconstpointer a,
           gconstpointer b)
{
  return memcmp (a, b, sizeof (Key)) == 0;
}

static void
memo_free (gpointer data)
{
  Memo *m = data;

  g_clear_pointer (&m->lines, g_array_unref);
  g_clear_pointer (&m->part, arb_tr_grid_free);
  g_free (m);
}

static gboolean
out_of_time (Search *s)
{
  if (!s->out_of_time && (s->countdown == 0 || --s->countdown == 0))
    {
      s->countdown = 256;
      s->out_of_time = arb_tr_clock () > s->deadline;
    }
  return s->out_of_time;
}

/* ---- a window's question ---- */

/* Does table or rack hold a copy of (colour, value)? */
static gboolean
has (const Search *s,
     int           colour,
     int           value)
{
  return value >= 1 && value <= ARB_TR_N_VALUES && s->all[arb_tr_tile_make (colour, value)] > 0;
}

/*
 * In a window's question, may tiles[0..n) (one tile, or two side by
 * side, in order) be what is left of a longer row of a legal table cut
 * at the edge of the window?  A row that goes on past the edge goes on
 * in steps of one, so its last value inside is lo (hi) and the next,
 * lo - 1 (hi + 1), is a tile of the game that is there; a lone tile is
 * the end of a row of 3 or more, whose two next values are there, or,
 * in a window of one value, the middle of one going out both ways.
 */
static gboolean
cut_row (const Search    *s,
         const ArbTrTile *tiles,
         guint            n)
{
  int c = arb_tr_tile_colour (tiles[0]), v = arb_tr_tile_value (tiles[0]);

  if (!s->window)
    return FALSE;
  if (n == 1)
    return (v == s->lo && has (s, c, v - 1) && has (s, c, v - 2))
           || (v == s->hi && has (s, c, v + 1) && has (s, c, v + 2))
           || (v == s->lo && v == s->hi && has (s, c, v - 1) && has (s, c, v + 1));
  if (n == 2)
    {
      int w = arb_tr_tile_value (tiles[1]);

      if (arb_tr_tile_colour (tiles[1]) != c || ABS (w - v) != 1)
        return FALSE;
      return (MIN (v, w) == s->lo && has (s, c, s->lo - 1))
             || (MAX (v, w) == s->hi && has (s, c, s->hi + 1));
    }
  return FALSE;
}

/* A group's key: its tiles (two words) and the rows it cuts (a third).
 * g_int64_hash looks at the first word only; all count. */
static guint
group_hash (gconstpointer p)
{
  const guint64 *w = p;

  return g_int64_hash (&w[0]) ^ (g_int64_hash (&w[1]) * 31) ^ (g_int64_hash (&w[2]) * 7);
}

static gboolean
group_equal (gconstpointer a,
             gconstpointer b)
{
  return memcmp (a, b, 3 * sizeof (guint64)) == 0;
}

/* ---- growing one group ---- */

/* Tests only: grow every group in every turn and keep none, as before
 * one_turn and Offered. */
static gboolean plain = FALSE;

void
arb_tr_search_set_plain (gboolean on)
{
  plain = on;
}

enum { UNSEEN, FRONTIER, FILLED, EXCLUDED };

/* A legal group offered: its tiles, the rows it cuts (Cuts) and its
 * cells, `n` of them, as row, column and tile in an array of ints. */
typedef struct {
  ArbTrCounts group;
  guint64     cuts;
  guint       cells;   /* where its cells start in Offered.cells */
  guint       n;
} Offer;

/* The groups that grow_groups offered for `first` out of `avail`, in
 * that order (grow_groups says what they are good for). */
typedef struct {
  ArbTrTile   first;
  ArbTrCounts avail;
  GArray     *offers;   /* Offer */
  GArray     *cells;    /* int */
  gboolean    complete; /* grown to the end: these are all */
} Offered;

/* Past this many bytes or growings kept, none more are kept. */
#define OFFERED_BYTES (16u << 20)
#define OFFERED_GROWINGS 4096

static void
offered_free (gpointer data)
{
  Offered *o = data;

  g_array_unref (o->offers);
  g_array_unref (o->cells);
  g_free (o);
}

/* The key of `seen`: the group's tiles and the rows it cuts. */
static guint64 *
offer_key (const Offer *offer)
{
  guint64 *key = g_new (guint64, 3);

  pack (&offer->group, key);
  key[2] = offer->cuts;
  return key;
}

static void
keep_offer (Offered     *record,
            const Offer *offer,
            const int   *cells)
{
  Offer kept = *offer;

  kept.cells = record->cells->len;
  g_array_append_vals (record->cells, cells, 3 * offer->n);
  g_array_append_val (record->offers, kept);
}

typedef struct _Grow Grow;
struct _Grow {
  Search     *search;
  int         dim;
  guint8     *state;
  ArbTrTile  *tile;
  int        *filled;
  guint       n_filled;
  guint       max_size;
  guint8      avail[ARB_TR_N_TILES];
  int        *pool;            /* frontier lists, used as a stack */
  gsize       pool_top;
  GHashTable *seen;            /* the groups already offered, by their tiles */
  gboolean    stop;
  guint64     cuts;            /* the rows the group offered cuts (Cuts) */
  guint       bad;             /* runs of two or more that are no line (run_is_bad) */
  gboolean    one_turn;        /* grow only the turn with a tile right of the first (grow_from) */
  int        *cells;           /* the group offered: row, column, tile a cell */
  Offered    *record;          /* where the groups offered are kept, or NULL */
  /* offered each new legal group; returns FALSE to stop */
  gboolean  (*found) (const Offer *offer, const int *cells, gpointer data);
  gpointer    data;
};

/* The tiles from cell `from` stepping by `d` while filled, at most 15. */
static guint
collect (const Grow *g,
         int         from,
         int         d,
         ArbTrTile  *out)
{
  guint n = 0;

  for (int i = from; g->state[i] == FILLED && n < 15; i += d)
    out[n++] = g->tile[i];
  return n;
}

/* The filled cells beside c along -d and +d (back[0], fwd[0] the
 * nearest) and the run they make with c, in order: its length. */
static guint
run_through (const Grow *g,
             int         c,
             int         d,
             ArbTrTile  *back,
             guint      *nb,
             ArbTrTile  *fwd,
             guint      *nf,
             ArbTrTile  *run)
{
  guint n = 0;

  *nb = collect (g, c - d, -d, back);
  *nf = collect (g, c + d, d, fwd);
  for (guint i = *nb; i > 0; i--)
    run[n++] = back[i - 1];
  run[n++] = g->tile[c];
  for (guint i = 0; i < *nf; i++)
    run[n++] = fwd[i];
  return n;
}

/* The run through a just-filled cell along step d: may it still become
 * a line, given which of its end cells are closed? */
static gboolean
run_may_grow (const Grow *g,
              int         c,
              int         d)
{
  ArbTrTile back[16], fwd[16], run[32];
  guint nb, nf;
  guint n = run_through (g, c, d, back, &nb, fwd, &nf, run);
  int end_back = c - d * (int) (nb + 1), end_fwd = c + d * (int) (nf + 1);

  if (n > 14 || !arb_tr_line_could_grow (run, n))
    return FALSE;
  return !(n == 2 && g->state[end_back] == EXCLUDED && g->state[end_fwd] == EXCLUDED
           && !cut_row (g->search, run, 2));
}

/* Would tiles[0..n), one whole run of the group, break it (a run of
 * two that no edge cut, or one of 3 or more that is no line)? */
static gboolean
run_is_bad (const Grow      *g,
            const ArbTrTile *tiles,
            guint            n)
{
  if (n <= 1)
    return FALSE;
  if (n == 2)
    return !cut_row (g->search, tiles, 2);
  return n > 14 || !arb_tr_line_could_grow (tiles, n);
}

/* Filling cell c joins the runs beside it along d into one: how many
 * more bad runs (run_is_bad) that makes, -2 to 1.  The group is legal
 * only with none left, which spares the whole check most of the time. */
static int
bad_change (const Grow *g,
            int         c,
            int         d)
{
  ArbTrTile back[16], fwd[16], run[32];
  guint nb, nf;
  guint n = run_through (g, c, d, back, &nb, fwd, &nf, run);

  return (int) run_is_bad (g, run, n) - (int) run_is_bad (g, back, nb) - (int) run_is_bad (g, fwd, nf);
}

/* The cell just excluded ends the runs beside it: none may be left at
 * exactly 2 tiles with both ends closed. */
static gboolean
closes_a_pair (const Grow *g,
               int         c)
{
  const int steps[4] = { 1, -1, g->dim, -g->dim };

  for (guint k = 0; k < 4; k++)
    {
      int d = steps[k];

      ArbTrTile pair[2] = { g->tile[c + d], g->tile[c + 2 * d] };

      if (g->state[c + d] == FILLED && g->state[c + 2 * d] == FILLED
          && g->state[c + 3 * d] == EXCLUDED && !cut_row (g->search, pair, 2))
        return TRUE;
    }
  return FALSE;
}

/*
 * A row of two cut at a window's edge goes on, in the legal table it
 * was cut from, into the cell past its tile of the edge's value, which
 * holds a copy of the next value of its colour.  Where only one end can
 * be the cut one, that cell is known; tiles in different cells are
 * different copies.  So the cells past the cut rows of one group, for
 * a colour and value outside, are no more than the game's copies.
 * (Rows of different groups may be joined outside: no rule there.)
 */
typedef struct {
  int       cell[32];
  ArbTrTile tile[32];
  guint     n;
} Beyond;

static void
note_beyond (const Grow *g,
             int         c,
             int         step,
             Beyond     *beyond)
{
  const Search *s = g->search;
  ArbTrTile a = g->tile[c], b = g->tile[c + step];
  int va = arb_tr_tile_value (a), vb = arb_tr_tile_value (b), colour = arb_tr_tile_colour (a);
  gboolean low = MIN (va, vb) == s->lo && has (s, colour, s->lo - 1);
  gboolean high = MAX (va, vb) == s->hi && has (s, colour, s->hi + 1);
  int edge, out, cell;

  if (low == high)
    return;   /* either end may be the cut one */
  edge = low ? s->lo : s->hi;
  out = low ? s->lo - 1 : s->hi + 1;
  cell = va == edge ? c - step : c + 2 * step;
  for (guint i = 0; i < beyond->n; i++)
    if (beyond->cell[i] == cell)
      return;
  if (beyond->n < G_N_ELEMENTS (beyond->cell))
    {
      beyond->cell[beyond->n] = cell;
      beyond->tile[beyond->n++] = arb_tr_tile_make (colour, out);
    }
}

static gboolean
beyond_fits (const Grow   *g,
             const Beyond *beyond)
{
  for (guint i = 0; i < beyond->n; i++)
    {
      guint same = 0;

      for (guint j = 0; j < beyond->n; j++)
        same += beyond->tile[j] == beyond->tile[i];
      if (same > g->search->all[beyond->tile[i]])
        return FALSE;
    }
  return TRUE;
}

/*
 * Cuts: how many rows of a colour may be cut at an edge of a window.
 * A row cut at hi goes on to hi + 1 in the table it was cut from, so it
 * holds a copy of (colour, hi + 1); a copy is in two lines at most, so
 * there are no more such rows than twice the copies.  A lone tile of
 * value hi is a row cut after one tile, going on to hi + 1 and hi + 2:
 * those rows hold a copy of each, and two of them never hold the same
 * two copies (two lines share one tile at most), so there are no more
 * than the pairs of copies, nor than twice the copies of either.  (The
 * same below lo.)  Each row of the table is cut into one piece at
 * most, so the pieces seen in the window, over all its groups, are no
 * more than that.  Packed, 6 bits per colour and edge: the rows (3
 * bits), and of them the lone tiles (3 bits).
 */
static guint
cut_field (int colour,
           int edge)
{
  return 6u * (guint) (colour * 2 + edge);
}

static guint64
cuts_allowed (const Search *s)
{
  guint64 cuts = 0;

  for (int c = 0; c < ARB_TR_N_COLOURS; c++)
    for (int edge = 0; edge < 2; edge++)
      {
        int out = edge == 0 ? s->lo - 1 : s->hi + 1, next = edge == 0 ? s->lo - 2 : s->hi + 2;
        guint m1 = has (s, c, out) ? s->all[arb_tr_tile_make (c, out)] : 0;
        guint m2 = has (s, c, next) ? s->all[arb_tr_tile_make (c, next)] : 0;
        guint rows = MIN (2 * m1, 7u), lone = MIN (MIN (2 * m1, 2 * m2), m1 * m2);

        cuts |= (guint64) (rows | MIN (lone, 7u) << 3) << cut_field (c, edge);
      }
  return cuts;
}

/* left - used, field by field; FALSE when a field would go below 0. */
static gboolean
cuts_minus (guint64  left,
            guint64  used,
            guint64 *out)
{
  *out = 0;
  for (guint f = 0; f < 2 * ARB_TR_N_COLOURS; f++)
    for (guint part = 0; part < 2; part++)
      {
        guint shift = 6 * f + 3 * part;
        guint l = (guint) (left >> shift) & 7, u = (guint) (used >> shift) & 7;

        if (u > l)
          return FALSE;
        *out |= (guint64) (l - u) << shift;
      }
  return TRUE;
}

static void
cuts_add (guint64 *cuts,
          int      colour,
          int      edge,
          gboolean lone)
{
  guint shift = cut_field (colour, edge);
  guint rows = (guint) (*cuts >> shift) & 7, alone = (guint) (*cuts >> (shift + 3)) & 7;

  rows = MIN (rows + 1, 7u);
  alone = MIN (alone + (lone ? 1u : 0u), 7u);
  *cuts = (*cuts & ~((guint64) 63 << shift)) | (guint64) (rows | alone << 3) << shift;
}

/* The rows a legal group of a window's question surely cuts: its lone
 * tile, or its rows of two that only one edge can have cut.  (A row
 * cut after one tile beside a line of the other way is not seen: it
 * is not counted, which only allows more.) */
static guint64
group_cuts (const Grow *g)
{
  const Search *s = g->search;
  guint64 cuts = 0;

  if (!s->window || s->lo == s->hi)
    return 0;
  if (g->n_filled == 1)
    {
      ArbTrTile t = g->tile[g->filled[0]];

      cuts_add (&cuts, arb_tr_tile_colour (t), arb_tr_tile_value (t) == s->lo ? 0 : 1, TRUE);
      return cuts;
    }
  for (guint i = 0; i < g->n_filled; i++)
    {
      int c = g->filled[i];
      const int steps[2] = { 1, g->dim };

      for (guint k = 0; k < 2; k++)
        {
          ArbTrTile a, b;
          int va, vb, colour;
          gboolean low, high;

          if (g->state[c - steps[k]] == FILLED || g->state[c + steps[k]] != FILLED
              || g->state[c + 2 * steps[k]] == FILLED)
            continue;   /* not the start of a run of exactly two */
          a = g->tile[c];
          b = g->tile[c + steps[k]];
          va = arb_tr_tile_value (a);
          vb = arb_tr_tile_value (b);
          colour = arb_tr_tile_colour (a);
          low = MIN (va, vb) == s->lo && has (s, colour, s->lo - 1);
          high = MAX (va, vb) == s->hi && has (s, colour, s->hi + 1);
          if (low != high)
            cuts_add (&cuts, colour, low ? 0 : 1, FALSE);
        }
    }
  return cuts;
}

/* With every frontier cell left empty, is the group legal? */
static gboolean
group_is_legal (const Grow *g)
{
  Beyond beyond = { { 0 }, { 0 }, 0 };

  if (g->n_filled < 3 && !g->search->window)
    return FALSE;
  if (g->n_filled == 1)
    return cut_row (g->search, &g->tile[g->filled[0]], 1);
  for (guint i = 0; i < g->n_filled; i++)
    {
      int c = g->filled[i];
      const int steps[2] = { 1, g->dim };

      for (guint k = 0; k < 2; k++)
        {
          ArbTrTile run[16];
          guint n;

          if (g->state[c - steps[k]] == FILLED)
            continue;   /* not the start of its run */
          n = collect (g, c, steps[k], run);
          if ((n == 2 && !cut_row (g->search, run, 2))
              || (n >= 3 && (n > 14 || !arb_tr_line_could_grow (run, n))))
            return FALSE;
          if (n == 2)
            note_beyond (g, c, steps[k], &beyond);
        }
    }
  return beyond_fits (g, &beyond);
}

static void
offer_group (Grow *g)
{
  Offer offer = { { { 0 } }, 0, 0, g->n_filled };
  guint64 *key = g_new (guint64, 3);

  for (guint i = 0; i < g->n_filled; i++)
    offer.group.n[g->tile[g->filled[i]]]++;
  pack (&offer.group, key);
  key[2] = offer.cuts = group_cuts (g);
  if (g_hash_table_contains (g->seen, key))
    {
      g_free (key);
      return;
    }
  g_hash_table_add (g->seen, key);
  for (guint i = 0; i < g->n_filled; i++)
    {
      g->cells[3 * i] = g->filled[i] / g->dim;
      g->cells[3 * i + 1] = g->filled[i] % g->dim;
      g->cells[3 * i + 2] = g->tile[g->filled[i]];
    }
  if (g->record != NULL)
    keep_offer (g->record, &offer, g->cells);
  if (!g->found (&offer, g->cells, g->data))
    g->stop = TRUE;
}

static void grow_from (Grow *g, const int *frontier, guint n);

/* A frontier cell touches a filled one, and shares a line with it: so it
 * holds the same value in another colour, or the same colour one value
 * up or down.  Those are the only tiles worth trying there. */
static guint
neighbour_kinds (const Grow *g,
                 int         c,
                 ArbTrTile  *out)
{
  const int steps[4] = { 1, -1, g->dim, -g->dim };
  ArbTrTile next = ARB_TR_NONE;
  guint n = 0;
  int colour, value;

  for (guint k = 0; k < 4 && next == ARB_TR_NONE; k++)
    if (g->state[c + steps[k]] == FILLED)
      next = g->tile[c + steps[k]];
  g_assert (next != ARB_TR_NONE);
  colour = arb_tr_tile_colour (next);
  value = arb_tr_tile_value (next);
  for (int o = 0; o < ARB_TR_N_COLOURS; o++)
    if (o != colour)
      out[n++] = arb_tr_tile_make (o, value);
  if (value > 1)
    out[n++] = arb_tr_tile_make (colour, value - 1);
  if (value < ARB_TR_N_VALUES)
    out[n++] = arb_tr_tile_make (colour, value + 1);
  return n;
}

/* Fills cell c with tile t and goes on growing from the new frontier. */
static void
try_tile (Grow      *g,
          const int *frontier,
          guint      i,
          guint      n,
          ArbTrTile  t)
{
  const int steps[4] = { 1, -1, g->dim, -g->dim };
  int c = frontier[i];
  int *next = g->pool + g->pool_top;
  int added[4];
  guint n_next = 0, n_added = 0, bad = g->bad;

  g->search->nodes++;
  g->tile[c] = t;
  g->state[c] = FILLED;
  g->avail[t]--;
  g->filled[g->n_filled++] = c;
  for (guint j = i + 1; j < n; j++)
    next[n_next++] = frontier[j];
  for (guint k = 0; k < 4; k++)
    if (g->state[c + steps[k]] == UNSEEN)
      {
        g->state[c + steps[k]] = FRONTIER;
        next[n_next++] = added[n_added++] = c + steps[k];
      }
  g->bad = (guint) ((int) bad + bad_change (g, c, 1) + bad_change (g, c, g->dim));
  if (run_may_grow (g, c, 1) && run_may_grow (g, c, g->dim))
    {
      if (g->bad == 0 && group_is_legal (g))
        offer_group (g);
      if (!g->stop && g->n_filled < g->max_size && !out_of_time (g->search))
        {
          g->pool_top += n_next;
          grow_from (g, next, n_next);
          g->pool_top -= n_next;
        }
    }
  for (guint k = 0; k < n_added; k++)
    g->state[added[k]] = UNSEEN;
  g->bad = bad;
  g->n_filled--;
  g->avail[t]++;
  g->state[c] = FRONTIER;
  g->tile[c] = ARB_TR_NONE;
}

/*
 * Redelmeier's way of growing every connected shape once: take the
 * frontier cells in order; a cell passed over stays empty for good in
 * this branch, so no shape comes twice.
 *
 * Each group in its four turns about the first tile: with only the
 * first tile filled, the frontier is the cell right of it (+1), then
 * left, below and above (try_tile adds them in that order), and the
 * first branch grows every shape holding the cell right of the first
 * tile.  The others grow shapes that hold no tile right of it but one
 * left, below or above: a quarter or half turn about the first tile
 * brings that tile to its right.  A turn keeps the group a legal one
 * with the same tiles: every run is still a run of the same tiles (the
 * ones across become the ones down and may be read backwards), and
 * lines do not care which way they are read (a sequence is a set of
 * colours, a row steps by 1 either way: arb_tr_line_could_grow); the
 * rules of a window's question (cut_row, note_beyond, group_cuts) look
 * at runs, their ends' values and the cells past them, never at the
 * way across or down, so the same rows are cut and the same cells lie
 * past them.  What the grid spans (dim) and the size limit are the
 * same each way, and every pruning here (neighbour_kinds, run_may_grow,
 * closes_a_pair, the bad runs) only drops partial shapes that no
 * legal group completes, whichever way they are turned.  So the first
 * branch offers every group (tiles and cut rows, the key of `seen`)
 * that the four do, and with one_turn the others are not grown.  (A
 * group of the first tile alone is offered before, by try_tile.)
 *
 * Then, with the first tile at o and the one right of it at o + 1
 * filled, the frontier is o - 1, o + dim, o - dim, o + 2, o + 1 + dim,
 * o + 1 - dim, in that order.  The branch of o - dim grows the shapes
 * holding it but neither o - 1 nor o + dim; turned over about the row
 * of the first tile (which keeps o and o + 1 where they are), each is
 * one holding o + dim but not o - 1, grown in the branch of o + dim.
 * Likewise the branch of o + 1 - dim (the last: none of the five
 * before) turned over is in the branch of o + 1 + dim (none of the four
 * before it, o + 1 - dim either way).  Turning over keeps a group legal
 * with the same key as a turn does.  So those two are passed over, as
 * cells left empty: the branches after them grow shapes without them
 * as before.
 */
static void
grow_from (Grow      *g,
           const int *frontier,
           guint      n)
{
  guint i;
  gboolean first_turn_only = g->one_turn && g->n_filled == 1;
  gboolean upper_half_too = !(g->one_turn && g->n_filled == 2);

  for (i = 0; i < n && !g->stop && !g->search->out_of_time; i++)
    {
      int c = frontier[i];
      ArbTrTile tiles[ARB_TR_N_COLOURS + 2];
      guint n_tiles = neighbour_kinds (g, c, tiles);

      if (upper_half_too || (c != g->filled[0] - g->dim && c != g->filled[1] - g->dim))
        for (guint k = 0; k < n_tiles && !g->stop; k++)
          if (g->avail[tiles[k]] > 0)
            try_tile (g, frontier, i, n, tiles[k]);
      g->state[c] = EXCLUDED;
      if (first_turn_only)
        {
          g_assert (i == 0 && c == g->filled[0] + 1);
          i++;
          break;
        }
      if (closes_a_pair (g, c))
        {
          i++;
          break;
        }
    }
  for (guint j = 0; j < i; j++)
    g->state[frontier[j]] = FRONTIER;
}

/*
 * Offers every legal group that holds tile `first` (and tiles of
 * `avail`), each multiset once (with the rows it cuts).
 *
 * The groups offered are kept (Offered: in the order offered, and
 * whether the growing ran to its end, neither stopped by `found` nor
 * by the clock).  Asked again for `first` out of tiles `avail` that
 * the tiles avail0 of a growing kept hold, it first offers again the
 * groups kept that `avail` holds.  Each is a legal group holding
 * `first`, of tiles of `avail`, so one that growing out of `avail`
 * offers too: what the growing prunes (grow_from, try_tile) looks at
 * the cells and tiles laid and at the question (a window's values and
 * copies, never changed within one Search), and at its tiles only to
 * try no tile they lack and no more cells than their number; the grid
 * (dim) holds any group of that many cells about the first; so each
 * partial group on the way to a group of tiles of `avail` out of
 * avail0 is one on the way out of `avail`.  And the other way: every
 * group that growing out of `avail` offers, growing out of avail0
 * offers (the key, if not the same grid: another legal one of the same
 * tiles and rows cut, all try_group needs).  So when the growing kept
 * ran to its end, those groups are all there are, and nothing is
 * grown.  Else, unless `found` said stop, it grows out of `avail` as
 * before, offering only the groups not offered yet (their keys go in
 * `seen` first).  Either way each group is offered once, and every
 * one is, unless `found` says stop or the clock runs out.
 */
static void
grow_groups (Search            *s,
             const ArbTrCounts *avail,
             ArbTrTile          first,
             gboolean         (*found) (const Offer *, const int *, gpointer),
             gpointer           data)
{
  Grow g = { 0 };
  guint total = arb_tr_counts_total (avail);
  int origin;
  const int *start;
  const Offered *again = NULL;

  if (s->offered == NULL)
    s->offered = g_ptr_array_new_with_free_func (offered_free);
  for (guint k = 0; k < s->offered->len && !plain; k++)
    {
      const Offered *o = g_ptr_array_index (s->offered, k);

      if (o->first != first || !arb_tr_counts_contains (&o->avail, avail))
        continue;
      if (again == NULL || (o->complete && !again->complete)
          || (o->complete == again->complete && o->offers->len > again->offers->len))
        again = o;
    }
  if (!plain && s->offered_bytes < OFFERED_BYTES && s->offered->len < OFFERED_GROWINGS)
    {
      g.record = g_new0 (Offered, 1);
      g.record->first = first;
      g.record->avail = *avail;
      g.record->offers = g_array_new (FALSE, FALSE, sizeof (Offer));
      g.record->cells = g_array_new (FALSE, FALSE, sizeof (int));
    }
  g.seen = g_hash_table_new_full (group_hash, group_equal, g_free, NULL);
  if (again != NULL)
    {
      for (guint i = 0; i < again->offers->len && !g.stop; i++)
        {
          const Offer *offer = &g_array_index (again->offers, Offer, i);
          const int *cells = &g_array_index (again->cells, int, offer->cells);

          if (!arb_tr_counts_contains (avail, &offer->group))
            continue;
          g_hash_table_add (g.seen, offer_key (offer));
          if (g.record != NULL)
            keep_offer (g.record, offer, cells);
          if (!found (offer, cells, data))
            g.stop = TRUE;
        }
      if (g.stop || again->complete || s->out_of_time)
        {
          /* nothing new kept: the growing kept holds these groups */
          g_clear_pointer (&g.record, offered_free);
          g_hash_table_unref (g.seen);
          return;
        }
    }
  g.search = s;
  g.max_size = total;
  g.dim = 2 * (int) total + 5;
  g.state = g_new0 (guint8, (gsize) g.dim * g.dim);
  g.tile = g_new0 (ArbTrTile, (gsize) g.dim * g.dim);
  g.filled = g_new (int, total + 1);
  g.cells = g_new (int, 3 * (gsize) total + 3);
  g.pool = g_new (int, (gsize) (total + 2) * (4 * total + 8));
  g.found = found;
  g.data = data;
  g.one_turn = !plain;
  memcpy (g.avail, avail->n, sizeof g.avail);
  origin = (g.dim / 2) * g.dim + g.dim / 2;
  g.pool[0] = origin;
  g.pool_top = 1;
  g.state[origin] = FRONTIER;
  start = g.pool;
  /* The first cell holds `first`: try only that tile there. */
  try_tile (&g, start, 0, 1, first);
  if (g.record != NULL && !s->out_of_time)
    {
      g.record->complete = !g.stop;
      s->offered_bytes += g.record->cells->len * sizeof (int) + g.record->offers->len * sizeof (Offer);
      g_ptr_array_add (s->offered, g_steal_pointer (&g.record));
    }
  g_clear_pointer (&g.record, offered_free);
  g_hash_table_unref (g.seen);
  g_free (g.cells);
  g_free (g.pool);
  g_free (g.filled);
  g_free (g.tile);
  g_free (g.state);
}

/* ---- the search over groups ---- */

typedef struct {
  Search            *search;
  const ArbTrCounts *table;
  const ArbTrCounts *rack;
  guint              groups;   /* left, with a group limit */
  int                bound;
  int                best;
  ArbTrGrid         *part;
  Key                child;
  gboolean           has_child;
} Branch;

static ArbTrGrid *
grid_of_group (const Offer *offer,
               const int   *cells)
{
  ArbTrGrid *grid = arb_tr_grid_new ();

  for (guint i = 0; i < offer->n; i++)
    arb_tr_grid_put (grid, cells[3 * i], cells[3 * i + 1], (ArbTrTile) cells[3 * i + 2]);
  arb_tr_grid_normalize (grid);
  return grid;
}

/* A group: table tiles first (they must go down anyway), rack for the rest. */
static gboolean
try_group (const Offer *offer,
           const int   *cells,
           gpointer     data)
{
  const ArbTrCounts *group = &offer->group;
  Branch *b = data;
  Search *s = b->search;
  ArbTrCounts from_table, from_rack, table_left, rack_left;
  Key child;
  int gain, sub;
  guint64 cuts = s->cuts_left, cuts_after;

  if (!cuts_minus (cuts, offer->cuts, &cuts_after))
    return !s->out_of_time;   /* more rows cut than can be */

  for (guint t = 0; t < ARB_TR_N_TILES; t++)
    {
      from_table.n[t] = MIN (group->n[t], b->table->n[t]);
      from_rack.n[t] = group->n[t] - from_table.n[t];
    }
  arb_tr_counts_minus (b->table, &from_table, &table_left);
  arb_tr_counts_minus (b->rack, &from_rack, &rack_left);
  gain = (int) arb_tr_counts_total (&from_rack);
  s->cuts_left = cuts_after;
  sub = solve (s, &table_left, &rack_left, b->groups - 1, &child);
  s->cuts_left = cuts;
  if (sub >= 0 && gain + sub > b->best)
    {
      b->best = gain + sub;
      g_clear_pointer (&b->part, arb_tr_grid_free);
      b->part = grid_of_group (offer, cells);
      b->child = child;
      b->has_child = TRUE;
    }
  return b->best < b->bound && !b->search->out_of_time;
}

static ArbTrTile
first_tile (const ArbTrCounts *counts)
{
  for (ArbTrTile t = 1; t <= ARB_TR_N_KINDS; t++)
    if (counts->n[t] > 0)
      return t;
  return ARB_TR_NONE;
}

/* The table is down: rack tiles may still form groups of their own, or
 * stay in the rack.  `first` is the first rack tile left. */
static void
rack_only (Branch   *b,
           ArbTrTile first)
{
  ArbTrCounts none = { { 0 } }, fewer = *b->rack;
  Key child;
  int sub;

  fewer.n[first]--;
  sub = solve (b->search, &none, &fewer, b->groups, &child);
  if (sub > b->best)
    {
      b->best = sub;
      g_clear_pointer (&b->part, arb_tr_grid_free);
      b->child = child;
      b->has_child = TRUE;
    }
  if (b->best < b->bound && !b->search->out_of_time)
    grow_groups (b->search, b->rack, first, try_group, b);
}

static Memo *
remember (Search    *s,
          const Key *key,
          int        value)
{
  Memo *m = g_new0 (Memo, 1);

  m->value = value;
  g_hash_table_replace (s->memo, g_memdup2 (key, sizeof *key), m);
  return m;
}

/* Among the tiles `left`, is there a line for the tile t by a window's
 * rules: a sequence, a row of 3, or a row cut at the window's edge? */
static gboolean
has_line (const Search      *s,
          const ArbTrCounts *left,
          ArbTrTile          t)
{
  int c = arb_tr_tile_colour (t), v = arb_tr_tile_value (t), others = 0;
  gboolean here[ARB_TR_N_VALUES + 4] = { FALSE };

  for (int o = 0; o < ARB_TR_N_COLOURS; o++)
    others += o != c && left->n[arb_tr_tile_make (o, v)] > 0;
  if (others >= 2 || cut_row (s, &t, 1))
    return TRUE;
  for (int w = MAX (v - 2, 1); w <= MIN (v + 2, ARB_TR_N_VALUES); w++)
    here[w + 1] = left->n[arb_tr_tile_make (c, w)] > 0;
  for (int w = v - 2; w <= v; w++)
    if (w >= 1 && w + 2 <= ARB_TR_N_VALUES && here[w + 1] && here[w + 2] && here[w + 3])
      return TRUE;
  for (int d = -1; d <= 1; d += 2)
    {
      ArbTrTile pair[2] = { t, ARB_TR_NONE };

      if (v + d < 1 || v + d > ARB_TR_N_VALUES || !here[v + d + 1])
        continue;
      pair[1] = arb_tr_tile_make (c, v + d);
      if (cut_row (s, pair, 2))
        return TRUE;
    }
  return FALSE;
}

/*
 * A window's bound: every tile laid is in a line, or a row cut at the
 * edge, of tiles laid, so of the tiles left.  -1 when a table tile has
 * no such line; else the rack tiles that have one.
 */
static int
window_bound (const Search      *s,
              const ArbTrCounts *table,
              const ArbTrCounts *rack)
{
  ArbTrCounts left = *table;
  int most = 0;

  arb_tr_counts_add (&left, rack);
  for (ArbTrTile t = 1; t <= ARB_TR_N_KINDS; t++)
    {
      if (left.n[t] == 0 || has_line (s, &left, t))
        most += rack->n[t];
      else if (table->n[t] > 0)
        return -1;
    }
  return most;
}

/* The 2D bound of cover.h, capped; -1: not even it lays the table. */
static int
bound_of (Search            *s,
          const ArbTrCounts *table,
          const ArbTrCounts *rack)
{
  g_autoptr(ArbTrCover) cover = NULL;

  /* the cover knows nothing of rows cut at a window's edge */
  if (s->window)
    return window_bound (s, table, rack);
  cover = arb_tr_cover_new (table, rack, BOUND_NODES);
  arb_tr_cover_set_deadline (cover, s->deadline);
  return arb_tr_cover_bound (cover, -1, NULL);
}

/*
 * A value v where the tiles split in two that no line joins: tiles on
 * both sides of it, and no colour with tiles of both v and v + 1.  A
 * line (or a row cut at a window's edge) is of one value or of values
 * stepping by one in one colour, so each lies on one side, and so does
 * each group; the two sides are two questions.  0: none.
 */
static int
split_value (const ArbTrCounts *table,
             const ArbTrCounts *rack)
{
  gboolean below = FALSE;

  for (int v = 1; v < ARB_TR_N_VALUES; v++)
    {
      gboolean bridge = FALSE, above = FALSE;

      for (int c = 0; c < ARB_TR_N_COLOURS; c++)
        {
          ArbTrTile t = arb_tr_tile_make (c, v), u = arb_tr_tile_make (c, v + 1);
          gboolean at_v = table->n[t] + rack->n[t] > 0, at_next = table->n[u] + rack->n[u] > 0;

          below |= at_v;
          bridge |= at_v && at_next;
        }
      for (int w = v + 1; w <= ARB_TR_N_VALUES && !above; w++)
        for (int c = 0; c < ARB_TR_N_COLOURS && !above; c++)
          above = table->n[arb_tr_tile_make (c, w)] + rack->n[arb_tr_tile_make (c, w)] > 0;
      if (!above)
        return 0;
      if (below && !bridge)
        return v;
    }
  return 0;
}

/* The two sides of split_value, each asked on its own: the sum, or -1
 * when a side cannot lay its table tiles. */
static int
solve_sides (Search            *s,
             const ArbTrCounts *table,
             const ArbTrCounts *rack,
             int                v)
{
  ArbTrCounts side_table[2] = { { { 0 } }, { { 0 } } }, side_rack[2] = { { { 0 } }, { { 0 } } };
  int sum = 0;

  for (ArbTrTile t = 1; t <= ARB_TR_N_KINDS; t++)
    {
      guint side = arb_tr_tile_value (t) > v;

      side_table[side].n[t] = table->n[t];
      side_rack[side].n[t] = rack->n[t];
    }
  for (guint side = 0; side < 2; side++)
    {
      Key child;
      int one = solve (s, &side_table[side], &side_rack[side], 0, &child);

      if (one < 0)
        return -1;
      sum += one;
    }
  return sum;
}

/*
 * The most rack tiles a legal table of the table tiles and some rack
 * tiles holds, in at most `groups` groups (with a group limit), or -1.
 */
static int
solve (Search            *s,
       const ArbTrCounts *table,
       const ArbTrCounts *rack,
       guint              groups,
       Key               *key_out)
{
  Key key = make_key (s, table, rack, s->group_limit > 0 ? groups : 0);
  Branch b = { s, table, rack, groups, 0, -1, NULL, { { 0 } }, FALSE };
  g_autoptr(GArray) lines = g_array_new (FALSE, FALSE, sizeof (ArbTrLine));
  ArbTrTile first;
  Memo *m;
  int split;

  *key_out = key;
  if ((m = g_hash_table_lookup (s->memo, &key)) != NULL)
    return m->value;
  s->nodes++;
  s->countdown = 1;   /* a branch costs enough to read the clock each time */
  if (out_of_time (s))
    return -1;
  if (s->group_limit > 0 && groups == 0)
    {
      /* no group left: the rack tiles stay in the rack */
      m = remember (s, &key, first_tile (table) == ARB_TR_NONE ? 0 : -1);
      return m->value;
    }
  b.bound = bound_of (s, table, rack);
  if (b.bound < 0)
    return remember (s, &key, -1)->value;
  /* a window's question needs no layout: its sides may go apart */
  if (s->window && (split = split_value (table, rack)) > 0)
    return remember (s, &key, solve_sides (s, table, rack, split))->value;
  b.best = arb_tr_dp_most_1d (table, rack, lines);
  if (s->group_limit > 0 && b.best >= 0 && lines->len > groups)
    {
      /* a line a group: too many */
      b.best = -1;
      g_array_set_size (lines, 0);
    }
  if (b.best < b.bound && !out_of_time (s))
    {
      ArbTrCounts avail = *table;

      arb_tr_counts_add (&avail, rack);
      if ((first = first_tile (table)) != ARB_TR_NONE)
        grow_groups (s, &avail, first, try_group, &b);
      else if ((first = first_tile (rack)) != ARB_TR_NONE)
        rack_only (&b, first);
    }
  m = remember (s, &key, b.best);
  if (b.has_child)
    {
      m->part = g_steal_pointer (&b.part);
      m->has_child = TRUE;
      m->child = b.child;
    }
  else if (b.best >= 0)
    m->lines = g_steal_pointer (&lines);
  return m->value;
}

/* ---- the layout ---- */

/* Puts a group below what is there, one empty row apart. */
static void
stack_below (ArbTrGrid       *all,
             const ArbTrGrid *part,
             int             *next_row)
{
  int top, left, bottom, right;

  if (!arb_tr_grid_bounds (part, &top, &left, &bottom, &right))
    return;
  for (int r = top; r <= bottom; r++)
    for (int c = left; c <= right; c++)
      {
        ArbTrTile t = arb_tr_grid_get (part, r, c);

        if (t != ARB_TR_NONE)
          arb_tr_grid_put (all, *next_row + r - top, c - left, t);
      }
  *next_row += bottom - top + 2;
}

static void
stack_lines (ArbTrGrid *all,
             GArray    *lines,
             int       *next_row)
{
  for (guint i = 0; i < lines->len; i++)
    {
      const ArbTrLine *line = &g_array_index (lines, ArbTrLine, i);

      for (guint k = 0; k < line->n; k++)
        arb_tr_grid_put (all, *next_row, (int) k, line->tiles[k]);
      *next_row += 2;
    }
}

static ArbTrGrid *
layout_of (Search    *s,
           const Key *root)
{
  ArbTrGrid *all = arb_tr_grid_new ();
  const Key *key = root;
  int next_row = 0;

  for (;;)
    {
      Memo *m = g_hash_table_lookup (s->memo, key);

      if (m == NULL || m->value < 0)
        break;
      if (m->part != NULL)
        stack_below (all, m->part, &next_row);
      if (m->lines != NULL)
        stack_lines (all, m->lines, &next_row);
      if (!m->has_child)
        break;
      key = &m->child;
    }
  return all;
}

/* The layout must be a legal table with the table tiles and `placed`
 * rack tiles: the checker has the last word. */
static gboolean
layout_is_right (const ArbTrGrid   *grid,
                 const ArbTrCounts *table,
                 const ArbTrCounts *rack,
                 guint              group_limit,
                 int                placed)
{
  g_autoptr(ArbTrReport) report = arb_tr_grid_check (grid, group_limit);
  ArbTrCounts have, extra;

  arb_tr_grid_counts (grid, &have);
  if (!report->legal || !arb_tr_counts_contains (&have, table))
    return FALSE;
  arb_tr_counts_minus (&have, table, &extra);
  return arb_tr_counts_contains (rack, &extra) && (int) arb_tr_counts_total (&extra) == placed;
}

void
arb_tr_search_2d (const ArbTrCounts *table,
                  const ArbTrCounts *rack,
                  guint              group_limit,
                  gint64             deadline,
                  ArbTrSearch       *result)
{
  Search s = { 0 };
  Key root;
  int value;

  memset (result, 0, sizeof *result);
  s.memo = g_hash_table_new_full (key_hash, key_equal, g_free, memo_free);
  s.deadline = deadline;
  s.group_limit = group_limit;
  value = solve (&s, table, rack, group_limit, &root);
  result->complete = !s.out_of_time;
  result->low = value;
  s.deadline = 0;
  result->high = result->complete ? value : bound_of (&s, table, rack);
  result->nodes = s.nodes;
  if (value >= 0)
    {
      result->grid = layout_of (&s, &root);
      if (!layout_is_right (result->grid, table, rack, group_limit, value))
        {
          g_critical ("tilerummy: the 2D search built a layout the checker refuses");
          g_clear_pointer (&result->grid, arb_tr_grid_free);
          result->low = -1;
          result->complete = FALSE;
          result->high = bound_of (&s, table, rack);
        }
    }
  g_hash_table_unref (s.memo);
  g_clear_pointer (&s.offered, g_ptr_array_unref);
}

void
arb_tr_search_clear (ArbTrSearch *result)
{
  g_clear_pointer (&result->grid, arb_tr_grid_free);
}

/*
 * Take a legal table and keep only its tiles of values lo..hi, in their
 * places.  Two tiles side by side there were side by side before, so
 * each run of two or more left is a piece of a line of the table: a
 * sequence, whose tiles all have one value and so are all still there,
 * or a row, whose piece is a row again when 3 or more long, or else its
 * end at the window's edge (cut_row).  A tile left alone was in a row
 * only (a sequence would still be there), cut at the edge as well.  So
 * what is left is a table by the rules of search_window's question,
 * holding every table tile of those values and no more rack tiles of
 * them than the table had: its answer bounds the rack tiles of values
 * lo..hi any legal table holds, and -1 says no legal table holds the
 * table tiles.
 */
int
arb_tr_search_window (const ArbTrCounts *table,
                      const ArbTrCounts *rack,
                      int                lo,
                      int                hi,
                      gint64             deadline)
{
  Search s = { 0 };
  ArbTrCounts in_table = { { 0 } }, in_rack = { { 0 } };
  Key root;
  int value;

  for (int c = 0; c < ARB_TR_N_COLOURS; c++)
    for (int v = 1; v <= ARB_TR_N_VALUES; v++)
      {
        ArbTrTile t = arb_tr_tile_make (c, v);

        s.all[t] = (guint8) (table->n[t] + rack->n[t]);
        if (v >= lo && v <= hi)
          {
            in_table.n[t] = table->n[t];
            in_rack.n[t] = rack->n[t];
          }
      }
  s.memo = g_hash_table_new_full (key_hash, key_equal, g_free, memo_free);
  s.deadline = deadline;
  s.window = TRUE;
  s.lo = lo;
  s.hi = hi;
  s.cuts_left = cuts_allowed (&s);
  value = solve (&s, &in_table, &in_rack, 0, &root);
  g_hash_table_unref (s.memo);
  g_clear_pointer (&s.offered, g_ptr_array_unref);
  return s.out_of_time ? -2 : value;
}

/* A table that held every rack tile of the window would answer the
 * question below with every one of them placed, and holds the window's
 * table tiles too; so a no here says the window's answer is below the
 * number of its rack tiles.  The tiles outside the window are the same
 * as before, so the rows are cut at its edges as before. */
int
arb_tr_search_window_all (const ArbTrCounts *table,
                          const ArbTrCounts *rack,
                          int                lo,
                          int                hi,
                          gint64             deadline)
{
  ArbTrCounts all = *table, rest = *rack;

  for (int c = 0; c < ARB_TR_N_COLOURS; c++)
    for (int v = lo; v <= hi; v++)
      {
        ArbTrTile t = arb_tr_tile_make (c, v);

        all.n[t] += rack->n[t];
        rest.n[t] = 0;
      }
  return arb_tr_search_window (&all, &rest, lo, hi, deadline);
}
