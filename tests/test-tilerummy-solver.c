/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * The tile-rummy solver against brute force on small random multisets,
 * 1D and 2D, and its 2D answer never below its 1D answer.
 *
 * The brute force shares nothing with the solver: its own line rule,
 * its own polyominoes, every placement of the tiles on every shape.
 * Beyond its reach, tables built legal line by line (the checker
 * passing each) bound the answer from below.
 */
#include "test-common.h"

#include "games/tilerummy/cover.h"
#include "games/tilerummy/dp.h"
#include "games/tilerummy/improve.h"
#include "games/tilerummy/realise.h"
#include "games/tilerummy/search.h"
#include "games/tilerummy/solver.h"

#define MAX_BF 8     /* tiles the 2D brute force handles */

/* The random tests can be run longer and on other seeds by hand:
 * TR_TEST_SEED adds to every seed, TR_TEST_ROUNDS multiplies some
 * rounds.  (The test suite runs them as they are.) */
static GRand *
new_rand (guint32 seed)
{
  const char *more = g_getenv ("TR_TEST_SEED");

  return g_rand_new_with_seed (seed + (more != NULL ? (guint32) atoi (more) : 0));
}

static guint
rounds_factor (void)
{
  const char *more = g_getenv ("TR_TEST_ROUNDS");

  return more != NULL && atoi (more) > 0 ? (guint) atoi (more) : 1;
}

/* ---- an independent line rule (TR-4) ---- */

static int
colour_of (ArbTrTile t)
{
  return (t - 1) / 14;
}

static int
value_of (ArbTrTile t)
{
  return (t - 1) % 14 + 1;
}

static gboolean
bf_is_line (const ArbTrTile *t,
            guint            n)
{
  gboolean same_value = TRUE, same_colour = TRUE;
  guint colours = 0;

  if (n < 3)
    return FALSE;
  for (guint i = 0; i < n; i++)
    {
      same_value &= value_of (t[i]) == value_of (t[0]);
      same_colour &= colour_of (t[i]) == colour_of (t[0]);
      colours |= 1u << colour_of (t[i]);
    }
  if (same_value)
    return n <= 4 && (guint) __builtin_popcount (colours) == n;
  if (!same_colour)
    return FALSE;
  for (guint i = 2; i < n; i++)
    if (value_of (t[i]) - value_of (t[i - 1]) != value_of (t[1]) - value_of (t[0]))
      return FALSE;
  return abs (value_of (t[1]) - value_of (t[0])) == 1;
}

/* ---- multisets as sorted tile lists ---- */

typedef struct {
  ArbTrTile t[32];
  guint     n;
} List;

static void
list_from_counts (const ArbTrCounts *c,
                  List              *l)
{
  l->n = 0;
  for (ArbTrTile t = 1; t <= ARB_TR_N_KINDS; t++)
    for (guint k = 0; k < c->n[t]; k++)
      l->t[l->n++] = t;
}

static char *
list_key (const List *l)
{
  return g_strndup ((const char *) l->t, l->n);
}

/* ---- 1D brute force: split into lines, the first tile's line first ---- */

static gboolean
bf_1d (const List *l)
{
  guint n = l->n;

  if (n == 0)
    return TRUE;
  /* every subset holding tile 0, of size 3..n, in index order */
  for (guint mask = 1; mask < (1u << n); mask += 2)
    {
      ArbTrTile line[32];
      List rest = { { 0 }, 0 };
      guint k = 0;
      gboolean dup = FALSE;

      if (__builtin_popcount (mask) < 3 || __builtin_popcount (mask) > 14)
        continue;
      for (guint i = 0; i < n; i++)
        {
          if ((mask >> i) & 1)
            {
              /* of equal tiles take the first ones: each subset once */
              if (i > 0 && l->t[i] == l->t[i - 1] && !((mask >> (i - 1)) & 1))
                dup = TRUE;
              line[k++] = l->t[i];
            }
          else
            rest.t[rest.n++] = l->t[i];
        }
      if (dup)
        continue;
      /* sorted by code: a sequence in colour order, a row ascending */
      if (bf_is_line (line, k) && bf_1d (&rest))
        return TRUE;
    }
  return FALSE;
}

/* ---- 2D brute force: components on every polyomino ---- */

typedef struct {
  guint n;
  int   r[MAX_BF];
  int   c[MAX_BF];
} Shape;

static gboolean
shape_has (const Shape *s,
           int          r,
           int          c)
{
  for (guint i = 0; i < s->n; i++)
    if (s->r[i] == r && s->c[i] == c)
      return TRUE;
  return FALSE;
}

static void
shape_normalize (Shape *s)
{
  int mr = G_MAXINT, mc = G_MAXINT;

  for (guint i = 0; i < s->n; i++)
    {
      mr = MIN (mr, s->r[i]);
      mc = MIN (mc, s->c[i]);
    }
  for (guint i = 0; i < s->n; i++)
    {
      s->r[i] -= mr;
      s->c[i] -= mc;
    }
  /* sort cells so that equal shapes compare equal */
  for (guint i = 0; i < s->n; i++)
    for (guint j = i + 1; j < s->n; j++)
      if (s->r[j] < s->r[i] || (s->r[j] == s->r[i] && s->c[j] < s->c[i]))
        {
          int tr = s->r[i], tc = s->c[i];

          s->r[i] = s->r[j];
          s->c[i] = s->c[j];
          s->r[j] = tr;
          s->c[j] = tc;
        }
}

/* A shape can carry lines only if each of its runs is 1 or 3+ cells. */
static gboolean
shape_can_hold_lines (const Shape *s)
{
  for (guint i = 0; i < s->n; i++)
    {
      const int dr[2] = { 0, 1 }, dc[2] = { 1, 0 };

      for (guint d = 0; d < 2; d++)
        {
          int len = 1;

          if (shape_has (s, s->r[i] - dr[d], s->c[i] - dc[d]))
            continue;
          while (shape_has (s, s->r[i] + dr[d] * len, s->c[i] + dc[d] * len))
            len++;
          if (len == 2)
            return FALSE;
        }
    }
  return TRUE;
}

/* All fixed polyominoes of 1..MAX_BF cells, by size. */
static GPtrArray *shapes_by_size[MAX_BF + 1];

static void
build_shapes (void)
{
  g_autoptr(GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  GPtrArray *all[MAX_BF + 1];
  Shape *one = g_new0 (Shape, 1);

  one->n = 1;
  for (guint n = 0; n <= MAX_BF; n++)
    all[n] = g_ptr_array_new_with_free_func (g_free);
  g_ptr_array_add (all[1], one);
  for (guint n = 1; n < MAX_BF; n++)
    for (guint i = 0; i < all[n]->len; i++)
      {
        const Shape *s = g_ptr_array_index (all[n], i);

        for (guint k = 0; k < s->n; k++)
          for (int d = 0; d < 4; d++)
            {
              const int dr[4] = { 1, -1, 0, 0 }, dc[4] = { 0, 0, 1, -1 };
              int r = s->r[k] + dr[d], c = s->c[k] + dc[d];
              Shape *bigger;
              char *key;

              if (shape_has (s, r, c))
                continue;
              bigger = g_memdup2 (s, sizeof *s);
              bigger->r[bigger->n] = r;
              bigger->c[bigger->n] = c;
              bigger->n++;
              shape_normalize (bigger);
              key = g_base64_encode ((const guchar *) bigger, sizeof *bigger);
              if (g_hash_table_contains (seen, key))
                {
                  g_free (key);
                  g_free (bigger);
                  continue;
                }
              g_hash_table_add (seen, key);
              g_ptr_array_add (all[n + 1], bigger);
            }
      }
  for (guint n = 0; n <= MAX_BF; n++)
    {
      shapes_by_size[n] = g_ptr_array_new_with_free_func (g_free);
      for (guint i = 0; i < all[n]->len; i++)
        {
          Shape *s = g_ptr_array_index (all[n], i);

          if (n >= 3 && shape_can_hold_lines (s))
            g_ptr_array_add (shapes_by_size[n], g_memdup2 (s, sizeof *s));
        }
      g_ptr_array_unref (all[n]);
    }
}

static gboolean
placement_legal (const Shape     *s,
                 const ArbTrTile *tiles)
{
  ArbTrTile grid[MAX_BF + 2][MAX_BF + 2];

  memset (grid, 0, sizeof grid);
  for (guint i = 0; i < s->n; i++)
    grid[s->r[i]][s->c[i]] = tiles[i];
  for (guint i = 0; i < s->n; i++)
    for (guint d = 0; d < 2; d++)
      {
        int r = s->r[i], c = s->c[i];
        ArbTrTile run[MAX_BF];
        guint len = 0;

        if ((d == 0 && c > 0 && grid[r][c - 1]) || (d == 1 && r > 0 && grid[r - 1][c]))
          continue;
        while (r <= MAX_BF && c <= MAX_BF && grid[r][c])
          {
            run[len++] = grid[r][c];
            d == 0 ? c++ : r++;
          }
        if (len >= 2 && !bf_is_line (run, len))
          return FALSE;
      }
  return TRUE;
}

/* Could tiles run[0..n) still be the start of a line?  (n >= 2) */
static gboolean
bf_could_start (const ArbTrTile *run,
                guint            n)
{
  ArbTrTile copy[16];

  memcpy (copy, run, MIN (n, 16u));
  if (n == 2)
    return (value_of (run[0]) == value_of (run[1]) && colour_of (run[0]) != colour_of (run[1]))
           || (colour_of (run[0]) == colour_of (run[1]) && abs (value_of (run[0]) - value_of (run[1])) == 1);
  return bf_is_line (copy, n);
}

/* Backtracking over the cells in reading order: every tile on every
 * cell, cut short when the run to the left or above can no longer be a
 * line. */
static gboolean
bf_fill (const Shape *s,
         guint        i,
         guint8      *left,
         ArbTrTile    grid[MAX_BF + 2][MAX_BF + 2])
{
  if (i == s->n)
    {
      ArbTrTile tiles[MAX_BF] = { 0 };

      for (guint k = 0; k < s->n; k++)
        tiles[k] = grid[s->r[k]][s->c[k]];
      return placement_legal (s, tiles);
    }
  for (ArbTrTile t = 1; t <= ARB_TR_N_KINDS; t++)
    {
      int r = s->r[i], c = s->c[i];
      gboolean ok = TRUE;

      if (left[t] == 0)
        continue;
      grid[r][c] = t;
      for (guint d = 0; d < 2 && ok; d++)
        {
          ArbTrTile run[16];
          guint n = 0;
          int rr = r, cc = c;

          while (rr >= 0 && cc >= 0 && grid[rr][cc])
            d == 0 ? cc-- : rr--;
          d == 0 ? cc++ : rr++;
          while (!(rr == r && cc == c) && n < 15)
            {
              run[n++] = grid[rr][cc];
              d == 0 ? cc++ : rr++;
            }
          run[n++] = t;
          if (n >= 2 && !bf_could_start (run, n))
            ok = FALSE;
        }
      left[t]--;
      if (ok && bf_fill (s, i + 1, left, grid))
        {
          left[t]++;
          grid[r][c] = 0;
          return TRUE;
        }
      left[t]++;
      grid[r][c] = 0;
    }
  return FALSE;
}

/* Can these tiles (sorted) form one connected legal group? */
static gboolean
bf_one_group (const ArbTrTile *sorted,
              guint            n)
{
  GPtrArray *shapes = shapes_by_size[n];
  guint8 left[ARB_TR_N_TILES] = { 0 };

  for (guint i = 0; i < n; i++)
    left[sorted[i]]++;
  for (guint s = 0; s < shapes->len; s++)
    {
      ArbTrTile grid[MAX_BF + 2][MAX_BF + 2];

      memset (grid, 0, sizeof grid);
      if (bf_fill (g_ptr_array_index (shapes, s), 0, left, grid))
        return TRUE;
    }
  return FALSE;
}

/* Can the tiles split into legal groups, at most `groups` of them
 * (G_MAXUINT: any number)? */
static gboolean
bf_2d_groups (const List *l,
              guint       groups,
              GHashTable *memo)
{
  g_autofree char *key = NULL;
  gpointer known;
  gboolean result = FALSE;

  if (l->n == 0)
    return TRUE;
  if (groups == 0)
    return FALSE;
  {
    g_autofree char *tiles = list_key (l);

    key = g_strdup_printf ("%u:%s", MIN (groups, 99u), tiles);
  }
  if (g_hash_table_lookup_extended (memo, key, NULL, &known))
    return GPOINTER_TO_INT (known);
  for (guint mask = 1; mask < (1u << l->n) && !result; mask += 2)
    {
      ArbTrTile group[32];
      List rest = { { 0 }, 0 };
      guint k = 0;
      gboolean dup = FALSE;

      if (__builtin_popcount (mask) < 3)
        continue;
      for (guint i = 0; i < l->n; i++)
        {
          if ((mask >> i) & 1)
            {
              if (i > 0 && l->t[i] == l->t[i - 1] && !((mask >> (i - 1)) & 1))
                dup = TRUE;
              group[k++] = l->t[i];
            }
          else
            rest.t[rest.n++] = l->t[i];
        }
      if (!dup && bf_one_group (group, k) && bf_2d_groups (&rest, groups == G_MAXUINT ? groups : groups - 1, memo))
        result = TRUE;
    }
  g_hash_table_insert (memo, g_steal_pointer (&key), GINT_TO_POINTER (result));
  return result;
}

static gboolean
bf_2d_limited (const ArbTrCounts *c,
               guint              groups)
{
  g_autoptr(GHashTable) memo = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  List l;

  list_from_counts (c, &l);
  return bf_2d_groups (&l, groups, memo);
}

static gboolean
bf_2d_counts (const ArbTrCounts *c)
{
  return bf_2d_limited (c, G_MAXUINT);
}

/* The most of the rack that can join the table; -1 if none can hold the
 * table.  Tries every part of the rack. */
static int
bf_most_limited (const ArbTrCounts *table,
                 const ArbTrCounts *rack,
                 gboolean           two_d,
                 guint              groups)
{
  List r;
  int best = -1;

  list_from_counts (rack, &r);
  for (guint mask = 0; mask < (1u << r.n); mask++)
    {
      ArbTrCounts all = *table;
      List l;
      gboolean dup = FALSE;

      for (guint i = 0; i < r.n; i++)
        if ((mask >> i) & 1)
          {
            if (i > 0 && r.t[i] == r.t[i - 1] && !((mask >> (i - 1)) & 1))
              dup = TRUE;
            all.n[r.t[i]]++;
          }
      if (dup || __builtin_popcount (mask) <= best)
        continue;
      list_from_counts (&all, &l);
      if (two_d ? bf_2d_limited (&all, groups) : bf_1d (&l))
        best = __builtin_popcount (mask);
    }
  return best;
}

static int
bf_most (const ArbTrCounts *table,
         const ArbTrCounts *rack,
         gboolean           two_d)
{
  return bf_most_limited (table, rack, two_d, G_MAXUINT);
}

/* Brute force, window by window: most[lo][hi], the most rack tiles of
 * values lo..hi over every part of the rack that joins the table in 2D
 * (-1: none does). */
static void
bf_window_most (const ArbTrCounts *table,
                const ArbTrCounts *rack,
                int                most[ARB_TR_N_VALUES + 1][ARB_TR_N_VALUES + 1])
{
  List r;

  for (int lo = 0; lo <= ARB_TR_N_VALUES; lo++)
    for (int hi = 0; hi <= ARB_TR_N_VALUES; hi++)
      most[lo][hi] = -1;
  list_from_counts (rack, &r);
  for (guint mask = 0; mask < (1u << r.n); mask++)
    {
      ArbTrCounts all = *table;
      int at[ARB_TR_N_VALUES + 1] = { 0 };

      for (guint i = 0; i < r.n; i++)
        if ((mask >> i) & 1)
          {
            all.n[r.t[i]]++;
            at[value_of (r.t[i])]++;
          }
      if (!bf_2d_counts (&all))
        continue;
      for (int lo = 1; lo <= ARB_TR_N_VALUES; lo++)
        for (int hi = lo, n = 0; hi <= ARB_TR_N_VALUES; hi++)
          {
            n += at[hi];
            most[lo][hi] = MAX (most[lo][hi], n);
          }
    }
}


/* ---- an independent 1D reference for bigger sets ---- */

/*
 * The most rack tiles that join the table in 1D, or -1: the first tile
 * left (colour by colour, value by value) is either a rack tile left
 * out, or in a line, which then is a row starting at it or a sequence
 * of its value with later colours.  A line takes table copies first.
 * Remembered by what is left.
 */
static int
ref_most (const ArbTrCounts *table,
          const ArbTrCounts *rack,
          GHashTable        *memo)
{
  ArbTrTile first = ARB_TR_NONE;
  int best = -1, c, v;
  g_autofree char *key = NULL;
  gpointer known;

  for (ArbTrTile t = 1; t <= ARB_TR_N_KINDS && first == ARB_TR_NONE; t++)
    if (table->n[t] + rack->n[t] > 0)
      first = t;
  if (first == ARB_TR_NONE)
    return 0;
  key = g_malloc (2 * ARB_TR_N_KINDS + 1);
  for (guint k = 0; k < ARB_TR_N_KINDS; k++)
    {
      key[k] = (char) ('0' + table->n[k + 1]);
      key[ARB_TR_N_KINDS + k] = (char) ('0' + rack->n[k + 1]);
    }
  key[2 * ARB_TR_N_KINDS] = '\0';
  if (g_hash_table_lookup_extended (memo, key, NULL, &known))
    return GPOINTER_TO_INT (known) - 1;
  c = colour_of (first);
  v = value_of (first);
  if (table->n[first] == 0)
    {
      ArbTrCounts fewer = *rack;

      fewer.n[first]--;
      best = ref_most (table, &fewer, memo);
    }
  /* rows from `first` on, then sequences of its value with later colours */
  for (int kind = 0; kind < 2; kind++)
    for (int len = 3; len <= (kind == 0 ? ARB_TR_N_VALUES : 4); len++)
      for (guint others = 0; others < (kind == 0 ? 1u : 8u); others++)
        {
          ArbTrTile line[ARB_TR_N_VALUES];
          guint n = 0;
          ArbTrCounts t = *table, r = *rack;
          int gain = 0, sub;
          gboolean ok = TRUE;

          if (kind == 0)
            {
              if (v + len - 1 > ARB_TR_N_VALUES)
                continue;
              for (int i = 0; i < len; i++)
                line[n++] = arb_tr_tile_make (c, v + i);
            }
          else
            {
              line[n++] = first;
              for (int o = 1; o <= 3; o++)
                if ((others >> (o - 1)) & 1)
                  {
                    if (c + o >= ARB_TR_N_COLOURS)
                      ok = FALSE;
                    else
                      line[n++] = arb_tr_tile_make (c + o, v);
                  }
              if (!ok || (int) n != len)
                continue;
            }
          for (guint i = 0; i < n && ok; i++)
            {
              if (t.n[line[i]] > 0)
                t.n[line[i]]--;
              else if (r.n[line[i]] > 0)
                {
                  r.n[line[i]]--;
                  gain++;
                }
              else
                ok = FALSE;
            }
          if (!ok)
            continue;
          sub = ref_most (&t, &r, memo);
          if (sub >= 0)
            best = MAX (best, gain + sub);
        }
  g_hash_table_insert (memo, g_steal_pointer (&key), GINT_TO_POINTER (best + 1));
  return best;
}

static int
ref_most_1d (const ArbTrCounts *table,
             const ArbTrCounts *rack)
{
  g_autoptr(GHashTable) memo = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

  return ref_most (table, rack, memo);
}

/* ---- random small multisets, near each other so that lines form ---- */

static void
random_tiles (GRand       *rand,
              guint        n,
              guint        span,
              ArbTrCounts *out)
{
  int low = g_rand_int_range (rand, 1, 15 - (int) span + 1);

  memset (out, 0, sizeof *out);
  for (guint i = 0; i < n; i++)
    {
      ArbTrTile t;

      do
        t = arb_tr_tile_make (g_rand_int_range (rand, 0, 4),
                              low + g_rand_int_range (rand, 0, (int) span));
      while (out->n[t] >= 2);
      out->n[t]++;
    }
}

/* Adds a random line of 3 (or 4) through tile `through` when it fits. */
static void
add_line_through (GRand       *rand,
                  ArbTrTile    through,
                  gboolean     skip_through,
                  ArbTrCounts *out)
{
  int c = colour_of (through), v = value_of (through);
  ArbTrTile line[4];
  guint n = 0;

  if (g_rand_boolean (rand))
    {
      int back = g_rand_int_range (rand, 0, 3);   /* not inside CLAMP: it reads its argument twice */
      int start = CLAMP (v - back, 1, 12);

      for (int k = 0; k < 3; k++)
        line[n++] = arb_tr_tile_make (c, start + k);
    }
  else
    {
      guint len = (guint) g_rand_int_range (rand, 3, 5);
      int first = g_rand_int_range (rand, 0, 4);

      line[n++] = through;
      for (int k = 1; n < len; k++)
        if ((first + k) % 4 != c)
          line[n++] = arb_tr_tile_make ((first + k) % 4, v);
    }
  for (guint i = 0; i < n; i++)
    if ((!skip_through || line[i] != through) && out->n[line[i]] < 2)
      out->n[line[i]]++;
}

/* Lines, crossing lines and a little noise, at most `max` tiles. */
static void
random_structure (GRand       *rand,
                  guint        max,
                  ArbTrCounts *out)
{
  ArbTrTile first = arb_tr_tile_make (g_rand_int_range (rand, 0, 4), g_rand_int_range (rand, 3, 12));
  guint kind = (guint) g_rand_int_range (rand, 0, 4);

  memset (out, 0, sizeof *out);
  add_line_through (rand, first, FALSE, out);
  if (kind >= 1)
    {
      /* a second line through one of the tiles so far, sharing it */
      ArbTrTile pick;

      do
        pick = (ArbTrTile) g_rand_int_range (rand, 1, ARB_TR_N_KINDS + 1);
      while (out->n[pick] == 0);
      add_line_through (rand, pick, kind != 3, out);
    }
  if (kind == 2 || g_rand_int_range (rand, 0, 4) == 0)
    {
      int colour = g_rand_int_range (rand, 0, 4), step = g_rand_int_range (rand, -2, 3);
      ArbTrTile noise = arb_tr_tile_make (colour, CLAMP (value_of (first) + step, 1, 14));

      if (out->n[noise] < 2)
        out->n[noise]++;
    }
  if (g_rand_int_range (rand, 0, 5) == 0)
    {
      ArbTrTile gone;

      do
        gone = (ArbTrTile) g_rand_int_range (rand, 1, ARB_TR_N_KINDS + 1);
      while (out->n[gone] == 0);
      out->n[gone]--;
    }
  while (arb_tr_counts_total (out) > max)
    {
      ArbTrTile gone;

      do
        gone = (ArbTrTile) g_rand_int_range (rand, 1, ARB_TR_N_KINDS + 1);
      while (out->n[gone] == 0);
      out->n[gone]--;
    }
}

/* Like the benchmark's instances (../shared/bench/rummy/gen.py): a
 * table of random lines (rows of 3 to 6, sequences of 3 or 4) up to
 * `size` tiles, and a rack of `rack_size` tiles dealt from the rest. */
static void
random_game (GRand       *rand,
             guint        size,
             guint        rack_size,
             ArbTrCounts *table,
             ArbTrCounts *rack)
{
  GArray *left = g_array_new (FALSE, FALSE, sizeof (ArbTrTile));
  guint total = 0;

  memset (table, 0, sizeof *table);
  memset (rack, 0, sizeof *rack);
  for (guint tries = 0; total < size && tries < 10000; tries++)
    {
      ArbTrTile line[6];
      guint n = 0;
      gboolean fits = TRUE;

      if (g_rand_boolean (rand))
        {
          int c = g_rand_int_range (rand, 0, 4), len = g_rand_int_range (rand, 3, 7);
          int start = g_rand_int_range (rand, 1, ARB_TR_N_VALUES - len + 2);

          for (int i = 0; i < len; i++)
            line[n++] = arb_tr_tile_make (c, start + i);
        }
      else
        {
          int v = g_rand_int_range (rand, 1, ARB_TR_N_VALUES + 1), skip = g_rand_int_range (rand, 0, 5);

          for (int c = 0; c < ARB_TR_N_COLOURS; c++)
            if (c != skip)
              line[n++] = arb_tr_tile_make (c, v);
        }
      for (guint i = 0; i < n; i++)
        fits &= table->n[line[i]] < ARB_TR_COPIES;
      if (!fits || total + n > size + 3)
        continue;
      for (guint i = 0; i < n; i++)
        table->n[line[i]]++;
      total += n;
    }
  for (ArbTrTile t = 1; t <= ARB_TR_N_KINDS; t++)
    for (guint k = table->n[t]; k < ARB_TR_COPIES; k++)
      g_array_append_val (left, t);
  for (guint i = 0; i < rack_size && left->len > 0; i++)
    {
      guint pick = (guint) g_rand_int_range (rand, 0, (gint32) left->len);

      rack->n[g_array_index (left, ArbTrTile, pick)]++;
      g_array_remove_index_fast (left, pick);
    }
  g_array_unref (left);
}

/* Two rows of one colour that overlap (so that they may cross, sharing a
 * tile), often with one copy only of a tile they share, a sequence
 * through one of their tiles, a little noise; at most `max` tiles, split
 * at random between table and rack. */
static void
random_crossing (GRand       *rand,
                 guint        max,
                 ArbTrCounts *table,
                 ArbTrCounts *rack)
{
  ArbTrCounts all = { { 0 } };
  int c = g_rand_int_range (rand, 0, 4);
  int len1 = g_rand_int_range (rand, 3, 5), start1 = g_rand_int_range (rand, 1, ARB_TR_N_VALUES - len1 + 2);
  int len2 = g_rand_int_range (rand, 3, 5), shift = g_rand_int_range (rand, -len2 + 1, len1);
  int start2 = CLAMP (start1 + shift, 1, ARB_TR_N_VALUES - len2 + 1);
  ArbTrTile pick;

  for (int v = start1; v < start1 + len1; v++)
    all.n[arb_tr_tile_make (c, v)]++;
  for (int v = start2; v < start2 + len2; v++)
    all.n[arb_tr_tile_make (c, v)]++;
  if (g_rand_int_range (rand, 0, 3) > 0)
    {
      /* one copy only of a tile both rows hold */
      int lo = MAX (start1, start2), hi = MIN (start1 + len1, start2 + len2) - 1;

      if (lo <= hi)
        all.n[arb_tr_tile_make (c, g_rand_int_range (rand, lo, hi + 1))] = 1;
    }
  do
    pick = (ArbTrTile) g_rand_int_range (rand, 1, ARB_TR_N_KINDS + 1);
  while (all.n[pick] == 0);
  if (g_rand_boolean (rand))
    add_line_through (rand, pick, TRUE, &all);
  if (g_rand_int_range (rand, 0, 3) == 0)
    {
      int colour = g_rand_int_range (rand, 0, 4), at = start1 + g_rand_int_range (rand, -1, len1 + 1);
      ArbTrTile noise = arb_tr_tile_make (colour, CLAMP (at, 1, 14));

      if (all.n[noise] < 2)
        all.n[noise]++;
    }
  while (arb_tr_counts_total (&all) > max)
    {
      do
        pick = (ArbTrTile) g_rand_int_range (rand, 1, ARB_TR_N_KINDS + 1);
      while (all.n[pick] == 0);
      all.n[pick]--;
    }
  memset (table, 0, sizeof *table);
  memset (rack, 0, sizeof *rack);
  for (ArbTrTile t = 1; t <= ARB_TR_N_KINDS; t++)
    for (guint k = 0; k < all.n[t]; k++)
      {
        if (g_rand_int_range (rand, 0, 3) == 0)
          rack->n[t]++;
        else
          table->n[t]++;
      }
}

static ArbTrTile
first_of (const ArbTrCounts *c)
{
  for (ArbTrTile t = 1; t <= ARB_TR_N_KINDS; t++)
    if (c->n[t] > 0)
      return t;
  return 1;
}

static ArbTrCounts
tiles_of (const char *text)
{
  ArbTrCounts c;
  g_autoptr(GError) error = NULL;

  if (!arb_tr_counts_parse (text, &c, &error))
    fail_msg ("%s", error->message);
  return c;
}

/* The lines must be lines holding exactly table + `placed` rack tiles. */
static void
assert_lines (GArray            *lines,
              const ArbTrCounts *table,
              const ArbTrCounts *rack,
              int                placed)
{
  ArbTrCounts have = { { 0 } }, extra;

  for (guint i = 0; i < lines->len; i++)
    {
      const ArbTrLine *line = &g_array_index (lines, ArbTrLine, i);

      assert_true (bf_is_line (line->tiles, line->n));
      for (guint k = 0; k < line->n; k++)
        have.n[line->tiles[k]]++;
    }
  if (placed < 0)
    return;
  assert_true (arb_tr_counts_contains (&have, table));
  arb_tr_counts_minus (&have, table, &extra);
  assert_true (arb_tr_counts_contains (rack, &extra));
  assert_int_equal (arb_tr_counts_total (&extra), placed);
}

static void
assert_layout (const ArbTrSolution *sol,
               const ArbTrCounts   *table,
               const ArbTrCounts   *rack)
{
  assert_lines (sol->lines_1d, table, rack, sol->most_1d);
}

static void
assert_grid (const ArbTrSolution *sol,
             const ArbTrCounts   *table,
             const ArbTrCounts   *rack)
{
  g_autoptr(ArbTrReport) report = NULL;
  ArbTrCounts have, extra;

  if (sol->low_2d < 0)
    return;
  assert_non_null (sol->grid_2d);
  report = arb_tr_grid_check (sol->grid_2d, sol->group_limit);
  assert_true (report->legal);
  arb_tr_grid_counts (sol->grid_2d, &have);
  assert_true (arb_tr_counts_contains (&have, table));
  arb_tr_counts_minus (&have, table, &extra);
  assert_true (arb_tr_counts_contains (rack, &extra));
  assert_int_equal (arb_tr_counts_total (&extra), sol->low_2d);
}

/* ---- the tests ---- */

static void
test_known_answers (void **state)
{
  static const struct {
    const char *tiles;
    gboolean    one_d;
    gboolean    two_d;
  } cases[] = {
    { "r5 r6 r7", TRUE, TRUE },
    { "r5 b5 y5 r6 r7", FALSE, TRUE },          /* the L shape */
    { "r5 r6 r7 r5 b5 y5", TRUE, TRUE },
    { "r5 r5 r6 r7", FALSE, FALSE },            /* two rows would share two tiles */
    { "r1 r2 r3 r4 r5 r6 r7 r8 r9 r10 r11 r12 r13 r14", TRUE, TRUE },
    { "r5 b5 y5 g5", TRUE, TRUE },
    /* r5 b5 y5 across, r5 b5 g5 down through b5 */
    { "r5 b5 y5 g5 r5", FALSE, TRUE },
    { "r5 b5", FALSE, FALSE },
    { "", TRUE, TRUE },
    /* a plus: r4 r5 r6 across, b5 r5 y5 down */
    { "r4 r5 r6 b5 y5", FALSE, TRUE },
    /* 3 × 3 block: rows across, sequences down */
    { "r5 r6 r7 b5 b6 b7 y5 y6 y7", TRUE, TRUE },
    /* a "+" of reds, its 12s crossed by two sequences sharing g12 */
    { "r12 r12 r13 r14 r14 b12 b12 g12", FALSE, TRUE },
    /* ... or by two rows sharing r11 */
    { "r10 r10 r11 r12 r12 r13 r14 r14", FALSE, TRUE },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      ArbTrCounts tiles = tiles_of (cases[i].tiles), none = { { 0 } };
      ArbTrSolveOptions options = { 5000 };
      g_autoptr(ArbTrSolution) sol = arb_tr_solve (&tiles, &none, &options);

      if ((sol->most_1d == 0) != cases[i].one_d || (sol->low_2d == 0) != cases[i].two_d
          || !sol->exact_2d)
        fail_msg ("“%s”: 1D %d, 2D %d..%d, expected %d / %d", cases[i].tiles, sol->most_1d,
                  sol->low_2d, sol->high_2d, cases[i].one_d, cases[i].two_d);
      assert_layout (sol, &tiles, &none);
      assert_grid (sol, &tiles, &none);
    }
}

static void
test_most_of_rack (void **state)
{
  ArbTrCounts table = tiles_of ("r5 r6 r7 b9 y9 g9");
  ArbTrCounts rack = tiles_of ("b5 y5 g2 b10");
  ArbTrSolveOptions options = { 5000 };
  g_autoptr(ArbTrSolution) sol = arb_tr_solve (&table, &rack, &options);

  /* 1D: b5 y5 need r5, which the row cannot give up */
  assert_int_equal (sol->most_1d, 0);
  /* 2D: b5 y5 hang under r5 (an L) */
  assert_int_equal (sol->low_2d, 2);
  assert_true (sol->exact_2d);
  assert_layout (sol, &table, &rack);
  assert_grid (sol, &table, &rack);
}

static void
test_1d_against_brute_force (void **state)
{
  g_autoptr(GRand) rand = new_rand (2002);

  for (guint round = 0; round < 400; round++)
    {
      ArbTrCounts tiles, none = { { 0 } };
      guint n = (guint) g_rand_int_range (rand, 3, 13);
      List l;
      g_autoptr(GArray) lines = g_array_new (FALSE, FALSE, sizeof (ArbTrLine));
      int dp;

      random_tiles (rand, n, (guint) g_rand_int_range (rand, 3, 7), &tiles);
      list_from_counts (&tiles, &l);
      dp = arb_tr_dp_most_1d (&tiles, &none, lines);
      if ((dp == 0) != bf_1d (&l))
        {
          g_autofree char *text = arb_tr_counts_to_string (&tiles);

          fail_msg ("1D on “%s”: solver %d, brute force %d", text, dp, bf_1d (&l));
        }
    }
}

static void
test_2d_against_brute_force (void **state)
{
  g_autoptr(GRand) rand = new_rand (20020);
  guint yes_1d = 0, yes_2d_only = 0;

  for (guint round = 0; round < 600 * rounds_factor (); round++)
    {
      ArbTrCounts tiles, none = { { 0 } };
      ArbTrSolveOptions options = { 10000 };
      g_autoptr(ArbTrSolution) sol = NULL;
      gboolean bf;

      if (round % 3 == 0)
        random_tiles (rand, (guint) g_rand_int_range (rand, 3, MAX_BF), 4, &tiles);
      else
        random_structure (rand, MAX_BF - 1, &tiles);
      sol = arb_tr_solve (&tiles, &none, &options);
      bf = bf_2d_counts (&tiles);
      if (!sol->exact_2d || (sol->low_2d == 0) != bf)
        {
          g_autofree char *text = arb_tr_counts_to_string (&tiles);

          fail_msg ("2D on “%s”: solver %d..%d, brute force %d", text, sol->low_2d,
                    sol->high_2d, bf);
        }
      assert_true (sol->low_2d >= sol->most_1d);
      assert_grid (sol, &tiles, &none);
      yes_1d += sol->most_1d == 0;
      yes_2d_only += sol->most_1d < 0 && sol->low_2d == 0;
    }
  /* the random sets must exercise both answers */
  print_message ("2D brute force: %u laid out in 1D, %u only in 2D\n", yes_1d, yes_2d_only);
  assert_true (yes_1d > 10 && yes_2d_only > 10);
}

static void
test_most_against_brute_force (void **state)
{
  g_autoptr(GRand) rand = new_rand (2002002);
  guint better_2d = 0;

  for (guint round = 0; round < 300 * rounds_factor (); round++)
    {
      ArbTrCounts table, rack, all;
      ArbTrSolveOptions options = { 10000 };
      g_autoptr(ArbTrSolution) sol = NULL;
      int bf1, bf2;
      gboolean clash = FALSE;

      random_structure (rand, 4, &table);
      random_tiles (rand, (guint) g_rand_int_range (rand, 1, 5), 4, &rack);
      if (round % 3 == 1)
        random_crossing (rand, MAX_BF, &table, &rack);
      else if (round % 3 == 0)
        {
          /* a rack that fits in 2D: the rest of a crossing line */
          ArbTrCounts grown = table;

          add_line_through (rand, first_of (&table), TRUE, &grown);
          arb_tr_counts_minus (&grown, &table, &rack);
        }
      all = table;
      arb_tr_counts_add (&all, &rack);
      for (guint t = 1; t < ARB_TR_N_TILES; t++)
        clash |= all.n[t] > 2;
      if (clash || arb_tr_counts_total (&all) > MAX_BF)
        continue;
      sol = arb_tr_solve (&table, &rack, &options);
      bf1 = bf_most (&table, &rack, FALSE);
      bf2 = bf_most (&table, &rack, TRUE);
      if (sol->most_1d != bf1 || sol->low_2d != bf2 || !sol->exact_2d)
        {
          g_autofree char *t = arb_tr_counts_to_string (&table);
          g_autofree char *r = arb_tr_counts_to_string (&rack);

          fail_msg ("table “%s” rack “%s”: solver 1D %d 2D %d..%d, brute force %d / %d",
                    t, r, sol->most_1d, sol->low_2d, sol->high_2d, bf1, bf2);
        }
      assert_layout (sol, &table, &rack);
      assert_grid (sol, &table, &rack);
      better_2d += bf2 > bf1;
    }
  print_message ("rack brute force: 2D beat 1D %u times\n", better_2d);
  assert_true (better_2d > 3);
}

/* On bigger sets the 2D answer may be a range, but never below 1D and
 * never a wrong layout. */
static void
test_2d_never_below_1d (void **state)
{
  g_autoptr(GRand) rand = new_rand (77);

  for (guint round = 0; round < 30; round++)
    {
      ArbTrCounts table, rack, all;
      ArbTrSolveOptions options = { 30 };
      g_autoptr(ArbTrSolution) sol = NULL;
      gboolean clash = FALSE;

      random_tiles (rand, 14, 8, &table);
      random_tiles (rand, 8, 10, &rack);
      all = table;
      arb_tr_counts_add (&all, &rack);
      for (guint t = 1; t < ARB_TR_N_TILES; t++)
        clash |= all.n[t] > 2;
      if (clash)
        continue;
      sol = arb_tr_solve (&table, &rack, &options);
      assert_true (sol->low_2d >= sol->most_1d);
      assert_true (sol->high_2d >= sol->low_2d);
      assert_layout (sol, &table, &rack);
      assert_grid (sol, &table, &rack);
    }
}


/* 1D on tables like the benchmark's, against the reference: MAX with
 * its layout, and FEAS. */
static void
test_1d_against_reference (void **state)
{
  g_autoptr(GRand) rand = new_rand (1313);
  guint full = 0;

  for (guint round = 0; round < 150; round++)
    {
      ArbTrCounts table, rack, all, none = { { 0 } };
      g_autoptr(GArray) lines = g_array_new (FALSE, FALSE, sizeof (ArbTrLine));
      int got, want;

      random_game (rand, (guint) g_rand_int_range (rand, 9, 25), (guint) g_rand_int_range (rand, 2, 11),
                   &table, &rack);
      if (round % 3 == 0)
        {
          /* a rack that is a line of its own, and goes down whole */
          ArbTrCounts lines_only, nothing;

          random_game (rand, 3, 0, &lines_only, &nothing);
          memset (&rack, 0, sizeof rack);
          for (ArbTrTile t = 1; t <= ARB_TR_N_KINDS; t++)
            rack.n[t] = (guint8) MIN (lines_only.n[t], ARB_TR_COPIES - table.n[t]);
        }
      got = arb_tr_dp_most_1d (&table, &rack, lines);
      want = ref_most_1d (&table, &rack);
      if (got != want)
        {
          g_autofree char *t = arb_tr_counts_to_string (&table);
          g_autofree char *r = arb_tr_counts_to_string (&rack);

          fail_msg ("table “%s” rack “%s”: 1D %d, reference %d", t, r, got, want);
        }
      assert_lines (lines, &table, &rack, got);
      all = table;
      arb_tr_counts_add (&all, &rack);
      assert_int_equal (arb_tr_dp_most_1d (&all, &none, NULL) >= 0, want == (int) arb_tr_counts_total (&rack));
      full += want == (int) arb_tr_counts_total (&rack);
    }
  /* both answers of FEAS come up */
  print_message ("1D reference: the whole rack went down %u times\n", full);
  assert_true (full > 5 && full < 145);
}

/* The 2D bound never falls below what a table can do. */
static void
test_cover_is_a_bound (void **state)
{
  g_autoptr(GRand) rand = new_rand (4242);

  for (guint round = 0; round < 300 * rounds_factor (); round++)
    {
      ArbTrCounts table, rack, all;
      gboolean clash = FALSE, capped;
      g_autoptr(ArbTrCover) cover = NULL;
      int bf, one, bound;

      if (round % 2 == 0)
        random_crossing (rand, MAX_BF - 1, &table, &rack);
      else
        {
          random_structure (rand, 5, &table);
          random_tiles (rand, (guint) g_rand_int_range (rand, 1, 4), 4, &rack);
        }
      all = table;
      arb_tr_counts_add (&all, &rack);
      for (guint t = 1; t < ARB_TR_N_TILES; t++)
        clash |= all.n[t] > 2;
      if (clash || arb_tr_counts_total (&all) > MAX_BF - 1)
        continue;
      bf = bf_most (&table, &rack, TRUE);
      one = arb_tr_dp_most_1d (&table, &rack, NULL);
      cover = arb_tr_cover_new (&table, &rack, 0);
      bound = arb_tr_cover_bound (cover, one, &capped);
      assert_false (capped);
      if (bound < bf || bound < one)
        {
          g_autofree char *t = arb_tr_counts_to_string (&table);
          g_autofree char *r = arb_tr_counts_to_string (&rack);

          fail_msg ("table “%s” rack “%s”: bound %d below 2D %d (1D %d)", t, r, bound, bf, one);
        }
    }
}

/* A "+" of one colour (two rows crossing at the only copy of a value)
 * and three tiles around it: the arms of a "+" can be crossed at a
 * corner by two sequences sharing the corner tile, as in
 *     . b12
 *   b12 g12 r12
 *     . r12 r13 r14
 *     .   . r14
 * The bound and the solver against brute force, on all 8 tiles. */
static void
test_plus_corners_against_brute_force (void **state)
{
  g_autoptr(GRand) rand = new_rand (1312);
  guint yes = 0;

  for (guint round = 0; round < 40 * rounds_factor (); round++)
    {
      int colour = g_rand_int_range (rand, 0, 4), v = g_rand_int_range (rand, 2, 14);
      ArbTrCounts tiles = { { 0 } }, none = { { 0 } };
      ArbTrSolveOptions options = { 10000 };
      g_autoptr(ArbTrSolution) sol = NULL;
      gboolean bf;

      tiles.n[arb_tr_tile_make (colour, v - 1)] = 2;
      tiles.n[arb_tr_tile_make (colour, v)] = 1;
      tiles.n[arb_tr_tile_make (colour, MIN (v + 1, 14))] += 2;
      if (v == 14)
        tiles.n[arb_tr_tile_make (colour, v - 2)] = 2, tiles.n[arb_tr_tile_make (colour, v - 1)] = 2;
      while (arb_tr_counts_total (&tiles) < MAX_BF)
        {
          /* mostly the arms' values in other colours: the corners' sets */
          int value = g_rand_int_range (rand, 0, 3) > 0
                      ? (g_rand_boolean (rand) ? v - 1 : MIN (v + 1, 14))
                      : CLAMP (v + g_rand_int_range (rand, -2, 3), 1, 14);
          ArbTrTile t = arb_tr_tile_make (g_rand_int_range (rand, 0, 4), value);

          if (tiles.n[t] < 2)
            tiles.n[t]++;
        }
      sol = arb_tr_solve (&tiles, &none, &options);
      bf = bf_2d_counts (&tiles);
      if (!sol->exact_2d || (sol->low_2d == 0) != bf)
        {
          g_autofree char *text = arb_tr_counts_to_string (&tiles);

          fail_msg ("2D on “%s”: solver %d..%d, brute force %d", text, sol->low_2d, sol->high_2d, bf);
        }
      assert_grid (sol, &tiles, &none);
      yes += bf;
    }
  print_message ("a \"+\" and 3 tiles: %u of %u lay out\n", yes, 40 * rounds_factor ());
  assert_true (yes > 0);
}

typedef struct {
  guint offered;
  guint laid;
} Realised;

/* Every layout of a profile holds exactly the profile's copies and
 * passes the table check. */
static gboolean
check_realised (const ArbTrProfile *profile,
                gpointer            data)
{
  Realised *r = data;
  g_autoptr(ArbTrGrid) grid = arb_tr_realise (profile, 5, ++r->offered, 0);
  g_autoptr(ArbTrReport) report = NULL;
  ArbTrCounts have;

  if (grid == NULL)
    return FALSE;
  r->laid++;
  report = arb_tr_grid_check (grid, 0);
  if (!report->legal)
    {
      g_autofree char *text = arb_tr_grid_to_text (grid);

      fail_msg ("the realiser laid out an illegal table:\n%s", text);
    }
  arb_tr_grid_counts (grid, &have);
  for (guint k = 0; k < ARB_TR_N_KINDS; k++)
    assert_int_equal (have.n[k + 1], profile->u[k]);
  return r->offered >= 8;
}

static void
test_realiser_layouts (void **state)
{
  g_autoptr(GRand) rand = new_rand (777);
  Realised r = { 0, 0 };

  for (guint round = 0; round < 25; round++)
    {
      ArbTrCounts table, rack;
      g_autoptr(ArbTrCover) cover = NULL;
      int one, bound;

      random_game (rand, (guint) g_rand_int_range (rand, 12, 40), (guint) g_rand_int_range (rand, 4, 15),
                   &table, &rack);
      one = arb_tr_dp_most_1d (&table, &rack, NULL);
      cover = arb_tr_cover_new (&table, &rack, 200000);
      bound = arb_tr_cover_bound (cover, one, NULL);
      for (int need = bound; need >= MAX (one, 0); need--)
        {
          r.offered = 0;
          arb_tr_cover_offer (cover, need, 8, check_realised, &r);
        }
    }
  print_message ("realiser: %u layouts checked\n", r.laid);
  assert_true (r.laid > 25);
}

/* A "+" crossed at a corner (cover.c) is laid out from its profile:
 * the corner's four tiles touch before its last line is laid. */
static void
test_realiser_corner (void **state)
{
  static const char *const corners[] = {
    "r12 r12 r13 r14 r14 b12 b12 g12",     /* two sequences share g12 */
    "r10 r10 r11 r12 r12 r13 r14 r14",     /* two rows share r11 */
    "r12 r12 r13 r14 r14 b14 b14 g14",     /* the corner of the 14s */
  };

  for (guint i = 0; i < G_N_ELEMENTS (corners); i++)
    {
      ArbTrCounts tiles = tiles_of (corners[i]), none = { { 0 } };
      g_autoptr(ArbTrCover) cover = arb_tr_cover_new (&tiles, &none, 0);
      Realised r = { 0, 0 };

      assert_int_equal (arb_tr_cover_bound (cover, -1, NULL), 0);
      arb_tr_cover_offer (cover, 0, 8, check_realised, &r);
      if (r.laid == 0)
        fail_msg ("no layout of “%s” from %u profiles", corners[i], r.offered);
    }
}

/* With a group limit, against brute force: all the tiles, and the most
 * of a rack. */
static void
test_group_limit_against_brute_force (void **state)
{
  g_autoptr(GRand) rand = new_rand (9090);
  guint yes = 0, no = 0;

  for (guint round = 0; round < 250 * rounds_factor (); round++)
    {
      ArbTrCounts tiles, none = { { 0 } };
      guint limit = (guint) g_rand_int_range (rand, 1, 3);
      ArbTrSolveOptions options = { 10000, limit };
      g_autoptr(ArbTrSolution) sol = NULL;
      gboolean bf;

      if (round % 2 == 0)
        random_tiles (rand, (guint) g_rand_int_range (rand, 3, MAX_BF), 4, &tiles);
      else
        random_structure (rand, MAX_BF - 1, &tiles);
      sol = arb_tr_solve (&tiles, &none, &options);
      bf = bf_2d_limited (&tiles, limit);
      if (!sol->exact_2d || (sol->low_2d == 0) != bf)
        {
          g_autofree char *text = arb_tr_counts_to_string (&tiles);

          fail_msg ("“%s” in %u groups: solver %d..%d, brute force %d", text, limit, sol->low_2d,
                    sol->high_2d, bf);
        }
      assert_grid (sol, &tiles, &none);
      yes += bf;
      no += !bf;
    }
  for (guint round = 0; round < 120; round++)
    {
      ArbTrCounts table, rack, all;
      guint limit = (guint) g_rand_int_range (rand, 1, 4);
      ArbTrSolveOptions options = { 10000, limit };
      g_autoptr(ArbTrSolution) sol = NULL;
      gboolean clash = FALSE;
      int bf;

      random_structure (rand, 4, &table);
      random_tiles (rand, (guint) g_rand_int_range (rand, 1, 5), 4, &rack);
      all = table;
      arb_tr_counts_add (&all, &rack);
      for (guint t = 1; t < ARB_TR_N_TILES; t++)
        clash |= all.n[t] > 2;
      if (clash || arb_tr_counts_total (&all) > MAX_BF)
        continue;
      sol = arb_tr_solve (&table, &rack, &options);
      bf = bf_most_limited (&table, &rack, TRUE, limit);
      if (!sol->exact_2d || sol->low_2d != bf)
        {
          g_autofree char *t = arb_tr_counts_to_string (&table);
          g_autofree char *r = arb_tr_counts_to_string (&rack);

          fail_msg ("table “%s” rack “%s” in %u groups: solver %d..%d, brute force %d", t, r, limit,
                    sol->low_2d, sol->high_2d, bf);
        }
      assert_grid (sol, &table, &rack);
    }
  print_message ("group limit: %u yes, %u no\n", yes, no);
  assert_true (yes > 10 && no > 10);
}

/* Tables like the benchmark's, with a short budget: the 2D answer is a
 * range that holds the 1D one, with a legal grid; exact means a point. */
static void
test_2d_on_games (void **state)
{
  g_autoptr(GRand) rand = new_rand (3030);

  for (guint round = 0; round < 30; round++)
    {
      ArbTrCounts table, rack, all, none = { { 0 } };
      ArbTrSolveOptions options = { 30, 0 };
      g_autoptr(ArbTrSolution) sol = NULL;
      g_autoptr(ArbTrSolution) whole = NULL;

      random_game (rand, (guint) g_rand_int_range (rand, 20, 60), (guint) g_rand_int_range (rand, 6, 20),
                   &table, &rack);
      sol = arb_tr_solve (&table, &rack, &options);
      assert_true (sol->low_2d >= sol->most_1d);
      assert_true (sol->high_2d >= sol->low_2d);
      assert_true (!sol->exact_2d || sol->low_2d == sol->high_2d);
      assert_layout (sol, &table, &rack);
      assert_grid (sol, &table, &rack);
      all = table;
      arb_tr_counts_add (&all, &rack);
      whole = arb_tr_solve (&all, &none, &options);
      assert_true (whole->low_2d >= whole->most_1d);
      assert_true (whole->high_2d >= whole->low_2d);
      /* all the tiles down in 2D is all the rack down */
      if (whole->exact_2d && sol->exact_2d)
        assert_int_equal (whole->low_2d == 0, sol->low_2d == (int) arb_tr_counts_total (&rack));
      assert_grid (whole, &all, &none);
    }
}

/* ---- legal tables built line by line, for bigger bounds ---- */

static gboolean
grid_legal (const ArbTrGrid *grid)
{
  g_autoptr(ArbTrReport) report = arb_tr_grid_check (grid, 0);

  return report->legal;
}

/* A random line through tile t (a row of 3 to 5 of its colour, or a
 * sequence of 3 or 4 of its value); *at: where t is in it. */
static guint
line_through (GRand     *rand,
              ArbTrTile  t,
              ArbTrTile *line,
              guint     *at)
{
  int c = colour_of (t), v = value_of (t);

  if (g_rand_int_range (rand, 0, 3) > 0)
    {
      int len = g_rand_int_range (rand, 3, 6);
      int lo = MAX (1, v - len + 1), hi = MIN (v, ARB_TR_N_VALUES - len + 1);
      int start = g_rand_int_range (rand, lo, hi + 1);

      for (int i = 0; i < len; i++)
        line[i] = arb_tr_tile_make (c, start + i);
      *at = (guint) (v - start);
      return (guint) len;
    }
  else
    {
      int colours[4] = { c, (c + 1) % 4, (c + 2) % 4, (c + 3) % 4 };
      guint len = (guint) g_rand_int_range (rand, 3, 5);

      for (int i = 3; i > 1; i--)
        {
          int j = g_rand_int_range (rand, 1, i + 1), x = colours[i];

          colours[i] = colours[j];
          colours[j] = x;
        }
      for (guint i = 0; i < len; i++)
        line[i] = arb_tr_tile_make (colours[i], v);
      /* t anywhere in it */
      *at = (guint) g_rand_int_range (rand, 0, (gint32) len);
      line[0] = line[*at];
      line[*at] = t;
      return len;
    }
}

/* Lays the line across or down with tile `at` on (r, c) (already there
 * when `shared`); keeps it only when the table stays legal. */
static void
try_line (ArbTrGrid       *grid,
          int              r,
          int              c,
          gboolean         down,
          const ArbTrTile *line,
          guint            n,
          guint            at,
          gboolean         shared)
{
  ArbTrCounts have;
  int put_r[8], put_c[8];
  guint put = 0;
  gboolean ok = TRUE;

  arb_tr_grid_counts (grid, &have);
  for (guint i = 0; i < n && ok; i++)
    {
      int rr = r + (down ? (int) i - (int) at : 0), cc = c + (down ? 0 : (int) i - (int) at);

      if (shared && i == at)
        continue;
      ok = arb_tr_grid_get (grid, rr, cc) == ARB_TR_NONE && have.n[line[i]] < ARB_TR_COPIES;
      if (ok)
        {
          arb_tr_grid_put (grid, rr, cc, line[i]);
          have.n[line[i]]++;
          put_r[put] = rr;
          put_c[put++] = cc;
        }
    }
  if (ok && grid_legal (grid))
    return;
  for (guint i = 0; i < put; i++)
    arb_tr_grid_remove (grid, put_r[i], put_c[i]);
}

/* A random line through a random tile of the table, across or down,
 * kept when the table stays legal. */
static void
try_line_through (GRand     *rand,
                  ArbTrGrid *grid)
{
  ArbTrTile line[8], t;
  int top, left, bottom, right, r, c;
  guint at, n;

  arb_tr_grid_bounds (grid, &top, &left, &bottom, &right);
  r = g_rand_int_range (rand, top, bottom + 1);
  c = g_rand_int_range (rand, left, right + 1);
  t = arb_tr_grid_get (grid, r, c);
  if (t == ARB_TR_NONE)
    return;
  n = line_through (rand, t, line, &at);
  try_line (grid, r, c, g_rand_boolean (rand), line, n, at, TRUE);
}

/* A legal table of about `size` tiles: lines crossing lines (L, T, +
 * shapes, two rows of a colour crossing), now and then a group apart. */
static ArbTrGrid *
built_table (GRand *rand,
             guint  size)
{
  ArbTrGrid *grid = arb_tr_grid_new ();
  ArbTrTile line[8];
  guint at, n;

  n = line_through (rand, arb_tr_tile_make (g_rand_int_range (rand, 0, 4), g_rand_int_range (rand, 1, 15)),
                    line, &at);
  try_line (grid, 0, 0, FALSE, line, n, at, FALSE);
  for (guint k = 0; k < 400 && arb_tr_grid_n_tiles (grid) < size; k++)
    {
      int top, left, bottom, right;
      ArbTrTile t;

      if (g_rand_int_range (rand, 0, 6) != 0)
        {
          try_line_through (rand, grid);
          continue;
        }
      arb_tr_grid_bounds (grid, &top, &left, &bottom, &right);
      t = arb_tr_tile_make (g_rand_int_range (rand, 0, 4), g_rand_int_range (rand, 1, 15));
      n = line_through (rand, t, line, &at);
      try_line (grid, bottom + 2, left + g_rand_int_range (rand, 0, 5), FALSE, line, n, at, FALSE);
    }
  return grid;
}

/* A tile that could follow `a` then `b` in one line (b after a): the
 * row's next value, or the sequence's value in another colour. */
static ArbTrTile
next_in_line (GRand    *rand,
              ArbTrTile a,
              ArbTrTile b)
{
  if (colour_of (a) == colour_of (b))
    {
      int v = value_of (b) + (value_of (b) - value_of (a));

      return v >= 1 && v <= 14 ? arb_tr_tile_make (colour_of (b), v) : ARB_TR_NONE;
    }
  return arb_tr_tile_make (g_rand_int_range (rand, 0, 4), value_of (b));
}

/* Puts a random tile on an empty cell beside two or more tiles (the
 * corner of an L, T or +, or a gap between two lines), and where it
 * makes a run of two with a neighbour, a tile beyond it that could
 * make the run a line; kept only when the table stays legal: blocks
 * and crossed corners grow this way. */
static void
try_fill (GRand     *rand,
          ArbTrGrid *grid)
{
  static const int dr[4] = { -1, 1, 0, 0 }, dc[4] = { 0, 0, -1, 1 };
  int top, left, bottom, right, r, c, beside = 0;

  arb_tr_grid_bounds (grid, &top, &left, &bottom, &right);
  r = g_rand_int_range (rand, top - 1, bottom + 2);
  c = g_rand_int_range (rand, left - 1, right + 2);
  if (arb_tr_grid_get (grid, r, c) != ARB_TR_NONE)
    return;
  for (guint d = 0; d < 4; d++)
    beside += arb_tr_grid_get (grid, r + dr[d], c + dc[d]) != ARB_TR_NONE;
  if (beside < 2)
    return;
  for (guint k = 0; k < 24; k++)
    {
      /* mostly a value or a colour of a neighbour */
      ArbTrTile n = arb_tr_grid_get (grid, r + dr[k % 4], c + dc[k % 4]);
      int colour = g_rand_int_range (rand, 0, 4), value = g_rand_int_range (rand, 1, 15);
      int step = g_rand_boolean (rand) ? 1 : -1;
      int put_r[5] = { r }, put_c[5] = { c };
      guint put = 1;
      ArbTrCounts have;
      gboolean ok = TRUE;

      if (n != ARB_TR_NONE && g_rand_boolean (rand))
        value = value_of (n);
      else if (n != ARB_TR_NONE)
        colour = colour_of (n), value = CLAMP (value_of (n) + step, 1, 14);
      arb_tr_grid_put (grid, r, c, arb_tr_tile_make (colour, value));
      /* each neighbour alone beside the new tile: a tile beyond it */
      for (guint d = 0; d < 4; d++)
        {
          ArbTrTile nb = arb_tr_grid_get (grid, r + dr[d], c + dc[d]);
          int br = r - dr[d], bc = c - dc[d];
          ArbTrTile beyond;

          if (nb == ARB_TR_NONE || arb_tr_grid_get (grid, r + 2 * dr[d], c + 2 * dc[d]) != ARB_TR_NONE
              || arb_tr_grid_get (grid, br, bc) != ARB_TR_NONE)
            continue;
          beyond = next_in_line (rand, nb, arb_tr_grid_get (grid, r, c));
          if (beyond == ARB_TR_NONE)
            continue;
          arb_tr_grid_put (grid, br, bc, beyond);
          put_r[put] = br;
          put_c[put++] = bc;
        }
      arb_tr_grid_counts (grid, &have);
      for (ArbTrTile t = 1; t <= ARB_TR_N_KINDS; t++)
        ok &= have.n[t] <= ARB_TR_COPIES;
      if (ok && grid_legal (grid))
        return;
      for (guint i = 0; i < put; i++)
        arb_tr_grid_remove (grid, put_r[i], put_c[i]);
    }
}

/* As built_table, with cells filled beside two tiles now and then. */
static ArbTrGrid *
built_dense_table (GRand *rand,
                   guint  size)
{
  ArbTrGrid *grid = built_table (rand, size);

  for (guint k = 0; k < 300; k++)
    {
      if (g_rand_int_range (rand, 0, 3) == 0)
        try_line_through (rand, grid);
      else
        try_fill (rand, grid);
    }
  return grid;
}

/* Dense tables (blocks, crossed corners), all their tiles and part of
 * them as a rack: the bound and the solver never below what was built. */
static void
test_bound_on_dense_tables (void **state)
{
  g_autoptr(GRand) rand = new_rand (7373);
  guint corners = 0;

  for (guint round = 0; round < 150 * rounds_factor (); round++)
    {
      g_autoptr(ArbTrGrid) grid = built_dense_table (rand, (guint) g_rand_int_range (rand, 5, 24));
      g_autofree char *text = arb_tr_grid_to_text (grid);
      ArbTrCounts all, table = { { 0 } }, rack = { { 0 } }, none = { { 0 } };
      ArbTrSolveOptions options = { 20, 0 };
      g_autoptr(ArbTrCover) cover_all = NULL;
      g_autoptr(ArbTrCover) cover = NULL;
      g_autoptr(ArbTrSolution) sol = NULL;
      int top, left, bottom, right;

      assert_true (grid_legal (grid));
      arb_tr_grid_bounds (grid, &top, &left, &bottom, &right);
      for (int r = top; r < bottom; r++)
        for (int c = left; c < right; c++)
          corners += arb_tr_grid_get (grid, r, c) != ARB_TR_NONE && arb_tr_grid_get (grid, r + 1, c) != ARB_TR_NONE
                     && arb_tr_grid_get (grid, r, c + 1) != ARB_TR_NONE
                     && arb_tr_grid_get (grid, r + 1, c + 1) != ARB_TR_NONE;
      arb_tr_grid_counts (grid, &all);
      cover_all = arb_tr_cover_new (&all, &none, 0);
      if (arb_tr_cover_bound (cover_all, -1, NULL) < 0)
        fail_msg ("the bound says no table holds the tiles of\n%s", text);
      for (ArbTrTile t = 1; t <= ARB_TR_N_KINDS; t++)
        for (guint k = 0; k < all.n[t]; k++)
          {
            if (g_rand_int_range (rand, 0, 3) == 0)
              rack.n[t]++;
            else
              table.n[t]++;
          }
      cover = arb_tr_cover_new (&table, &rack, 0);
      sol = arb_tr_solve (&table, &rack, &options);
      if (arb_tr_cover_bound (cover, -1, NULL) < (int) arb_tr_counts_total (&rack)
          || sol->high_2d < (int) arb_tr_counts_total (&rack))
        fail_msg ("all %u rack tiles go onto the table below, but the bound says fewer:\n%s",
                  arb_tr_counts_total (&rack), text);
      assert_grid (sol, &table, &rack);
    }
  /* the tables must hold 2 × 2 blocks of tiles */
  print_message ("dense tables: %u blocks of 2 × 2\n", corners);
  assert_true (corners > 20);
}

/* On tables built legal (so the answer is known to be at least what
 * was built), bigger than brute force reaches: the bound and the
 * solver's high end never fall below it.  Part of a table goes to the
 * rack (with some noise every other round), for MAX; the whole, for
 * FEAS. */
static void
test_bound_on_built_tables (void **state)
{
  g_autoptr(GRand) rand = new_rand (8080);
  guint only_2d = 0;

  for (guint round = 0; round < 200 * rounds_factor (); round++)
    {
      g_autoptr(ArbTrGrid) grid = built_table (rand, (guint) g_rand_int_range (rand, 6, 40));
      g_autofree char *text = arb_tr_grid_to_text (grid);
      ArbTrCounts all, table = { { 0 } }, built = { { 0 } }, rack, none = { { 0 } };
      ArbTrSolveOptions options = { 20, 0 };
      g_autoptr(ArbTrCover) cover = NULL;
      g_autoptr(ArbTrCover) cover_all = NULL;
      g_autoptr(ArbTrSolution) sol = NULL;
      g_autoptr(ArbTrSolution) whole = NULL;
      int one, need;

      assert_true (grid_legal (grid));
      arb_tr_grid_counts (grid, &all);
      one = arb_tr_dp_most_1d (&all, &none, NULL);
      only_2d += one < 0;
      cover_all = arb_tr_cover_new (&all, &none, 0);
      if (arb_tr_cover_bound (cover_all, one, NULL) < 0)
        fail_msg ("the bound says no table holds the tiles of\n%s", text);
      whole = arb_tr_solve (&all, &none, &options);
      if (whole->high_2d < 0)
        fail_msg ("the solver says no table holds the tiles of\n%s", text);
      assert_grid (whole, &all, &none);
      for (ArbTrTile t = 1; t <= ARB_TR_N_KINDS; t++)
        for (guint k = 0; k < all.n[t]; k++)
          {
            if (g_rand_int_range (rand, 0, 4) == 0)
              built.n[t]++;
            else
              table.n[t]++;
          }
      rack = built;
      /* every other round the rack is just what was built: then the
       * bound must be exactly all of it */
      for (guint k = round % 2 == 0 ? 0 : (guint) g_rand_int_range (rand, 1, 6); k > 0; k--)
        {
          ArbTrTile t = (ArbTrTile) g_rand_int_range (rand, 1, ARB_TR_N_KINDS + 1);

          if (all.n[t] + rack.n[t] - built.n[t] < ARB_TR_COPIES)
            rack.n[t]++;
        }
      need = (int) arb_tr_counts_total (&built);
      one = arb_tr_dp_most_1d (&table, &rack, NULL);
      cover = arb_tr_cover_new (&table, &rack, 0);
      sol = arb_tr_solve (&table, &rack, &options);
      if (arb_tr_cover_bound (cover, one, NULL) < need || sol->high_2d < need)
        fail_msg ("%d rack tiles go onto the table below, but the bound says fewer:\n%s", need, text);
      assert_true (sol->low_2d >= sol->most_1d);
      assert_grid (sol, &table, &rack);
    }
  /* the built tables must include ones that 1D cannot lay */
  print_message ("built tables: %u not laid out in 1D\n", only_2d);
  assert_true (only_2d > 20);
}

/* The smaller questions of arb_tr_improve, answered by the complete
 * search alone. */
static ArbTrGrid *
search_part (const ArbTrCounts *table,
             const ArbTrCounts *rack,
             gint64             deadline,
             gpointer           data)
{
  ArbTrSearch search;
  ArbTrGrid *grid;

  arb_tr_search_2d (table, rack, 0, deadline, &search);
  grid = g_steal_pointer (&search.grid);
  arb_tr_search_clear (&search);
  return grid;
}

/* Is the grid a legal table holding exactly the table tiles and
 * `placed` tiles of the rack? */
static void
assert_holds (const ArbTrGrid   *grid,
              const ArbTrCounts *table,
              const ArbTrCounts *rack,
              int                placed)
{
  g_autoptr(ArbTrReport) report = arb_tr_grid_check (grid, 0);
  ArbTrCounts have, extra;

  assert_true (report->legal);
  arb_tr_grid_counts (grid, &have);
  assert_true (arb_tr_counts_contains (&have, table));
  arb_tr_counts_minus (&have, table, &extra);
  assert_true (arb_tr_counts_contains (rack, &extra));
  assert_int_equal (arb_tr_counts_total (&extra), placed);
}

/* Rebuilding windows of a table (improve.h) from the 1D layout: every
 * table it keeps is legal with the right tiles, it never places fewer,
 * and never more than the complete search proves can go down.  Part of
 * a built table goes to the rack, as in test_bound_on_built_tables. */
static void
test_improve_on_built_tables (void **state)
{
  g_autoptr(GRand) rand = new_rand (9191);
  guint raised = 0, exact = 0;

  for (guint round = 0; round < 150 * rounds_factor (); round++)
    {
      g_autoptr(ArbTrGrid) built = built_table (rand, (guint) g_rand_int_range (rand, 8, 17));
      g_autoptr(GArray) lines = g_array_new (FALSE, FALSE, sizeof (ArbTrLine));
      g_autoptr(ArbTrGrid) grid = NULL;
      ArbTrCounts all, table = { { 0 } }, rack = { { 0 } };
      ArbTrSearch whole;
      int one, placed;

      arb_tr_grid_counts (built, &all);
      for (ArbTrTile t = 1; t <= ARB_TR_N_KINDS; t++)
        for (guint k = 0; k < all.n[t]; k++)
          {
            if (g_rand_int_range (rand, 0, 3) == 0)
              rack.n[t]++;
            else
              table.n[t]++;
          }
      one = arb_tr_dp_most_1d (&table, &rack, lines);
      if (one < 0)
        continue;
      grid = arb_tr_lines_grid (lines);
      placed = one;
      arb_tr_improve (&grid, &placed, &table, &rack, (int) arb_tr_counts_total (&rack),
                      arb_tr_clock () + 2 * G_USEC_PER_SEC, search_part, NULL);
      assert_true (placed >= one);
      assert_holds (grid, &table, &rack, placed);
      raised += placed > one;
      arb_tr_search_2d (&table, &rack, 0, arb_tr_clock () + 10 * G_USEC_PER_SEC, &whole);
      if (whole.complete)
        {
          exact++;
          if (placed > whole.low)
            {
              g_autofree char *text = arb_tr_grid_to_text (grid);

              fail_msg ("improved to %d, past the search's %d:\n%s", placed, whole.low, text);
            }
        }
      arb_tr_search_clear (&whole);
    }
  print_message ("improve: raised %u of the 1D layouts, %u checked against the complete search\n",
                 raised, exact);
  assert_true (raised > 10 && exact > 100);
}

/* The rack tiles of values lo..hi that a table holding `table` holds. */
static int
placed_between (const ArbTrGrid   *grid,
                const ArbTrCounts *table,
                int                lo,
                int                hi)
{
  ArbTrCounts have;
  int n = 0;

  arb_tr_grid_counts (grid, &have);
  for (int c = 0; c < ARB_TR_N_COLOURS; c++)
    for (int v = lo; v <= hi; v++)
      {
        ArbTrTile t = arb_tr_tile_make (c, v);

        n += have.n[t] - MIN (have.n[t], table->n[t]);
      }
  return n;
}

/* Every window's bound (arb_tr_search_window) against legal tables
 * that hold the table tiles: the table the rack was taken from, and
 * the complete search's best where it ends.  It must be at least the
 * rack tiles of its values that each holds, and never say that no
 * table exists.  On the whole tiles (no rack), it must not say so
 * either. */
static void
test_windows_on_built_tables (void **state)
{
  g_autoptr(GRand) rand = new_rand (4242);
  guint checked = 0, tight = 0, binding = 0;

  for (guint round = 0; round < 120 * rounds_factor (); round++)
    {
      g_autoptr(ArbTrGrid) built = built_table (rand, (guint) g_rand_int_range (rand, 6, 19));
      ArbTrCounts all, table = { { 0 } }, rack, none = { { 0 } };
      ArbTrSearch whole;

      arb_tr_grid_counts (built, &all);
      for (ArbTrTile t = 1; t <= ARB_TR_N_KINDS; t++)
        for (guint k = 0; k < all.n[t]; k++)
          if (g_rand_int_range (rand, 0, 3) != 0)
            table.n[t]++;
      arb_tr_counts_minus (&all, &table, &rack);
      /* some noise in the rack, as in test_bound_on_built_tables */
      for (guint k = (guint) g_rand_int_range (rand, 0, 4); k > 0; k--)
        {
          ArbTrTile t = (ArbTrTile) g_rand_int_range (rand, 1, ARB_TR_N_KINDS + 1);

          if (table.n[t] + rack.n[t] < ARB_TR_COPIES)
            rack.n[t]++;
        }
      arb_tr_search_2d (&table, &rack, 0, arb_tr_clock () + 5 * G_USEC_PER_SEC, &whole);
      for (int lo = 1; lo <= ARB_TR_N_VALUES; lo++)
        for (int hi = lo; hi <= MIN (lo + 3, ARB_TR_N_VALUES); hi++)
          {
            int w = arb_tr_search_window (&table, &rack, lo, hi, arb_tr_clock () + G_USEC_PER_SEC);
            int from_built = placed_between (built, &table, lo, hi);
            int wa = arb_tr_search_window (&all, &none, lo, hi, arb_tr_clock () + G_USEC_PER_SEC);

            if (w == -2 || wa == -2)
              continue;
            checked++;
            if (w < from_built || wa < 0
                || (whole.complete && whole.grid != NULL && w < placed_between (whole.grid, &table, lo, hi)))
              {
                g_autofree char *text = arb_tr_grid_to_text (built);
                g_autofree char *t = arb_tr_counts_to_string (&table);
                g_autofree char *r = arb_tr_counts_to_string (&rack);

                fail_msg ("window %d..%d: bound %d (whole tiles %d), built %d; table “%s” rack “%s”:\n%s",
                          lo, hi, w, wa, from_built, t, r, text);
              }
            tight += whole.complete && whole.grid != NULL && w == placed_between (whole.grid, &table, lo, hi);
            for (int c = 0, in_rack = 0; c < ARB_TR_N_COLOURS; c++)
              {
                for (int v = lo; v <= hi; v++)
                  in_rack += rack.n[arb_tr_tile_make (c, v)];
                binding += c == ARB_TR_N_COLOURS - 1 && w < in_rack;
              }
          }
      arb_tr_search_clear (&whole);
    }
  print_message ("windows: %u bounds checked, %u met by the best table, %u of them below the rack\n",
                 checked, tight, binding);
  assert_true (checked > 1000);
}

/* The window's question with all its rack tiles made table tiles
 * (arb_tr_search_window_all): a no only where the brute force's most is
 * below their number, so that the solver's bound of one less holds; and
 * the same yes or no as the window's own answer. */
static void
check_window_all (const ArbTrCounts *table,
                  const ArbTrCounts *rack,
                  int                lo,
                  int                hi,
                  int                w,
                  int                most,
                  int                in_rack,
                  guint             *all_no)
{
  int all = arb_tr_search_window_all (table, rack, lo, hi, arb_tr_clock () + G_USEC_PER_SEC);

  if (all == -2 || in_rack == 0)
    return;
  *all_no += all == -1;
  if ((all == -1 && most >= in_rack) || (w >= 0 && (all >= 0) != (w == in_rack)))
    {
      g_autofree char *t = arb_tr_counts_to_string (table);
      g_autofree char *r = arb_tr_counts_to_string (rack);

      fail_msg ("window %d..%d: all its %d rack tiles: %d; its own answer %d, brute force %d; "
                "table “%s” rack “%s”", lo, hi, in_rack, all, w, most, t, r);
    }
}

/* Every window's bound against brute force on small sets: at least the
 * most rack tiles of its values that any table holds; -1 only where no
 * table holds the table tiles. */
static void
test_windows_against_brute_force (void **state)
{
  g_autoptr(GRand) rand = new_rand (5151);
  guint checked = 0, short_of_rack = 0, all_no = 0;

  for (guint round = 0; round < 400 * rounds_factor (); round++)
    {
      ArbTrCounts table, rack, all;
      int most[ARB_TR_N_VALUES + 1][ARB_TR_N_VALUES + 1];
      gboolean clash = FALSE;

      random_structure (rand, 4, &table);
      random_tiles (rand, (guint) g_rand_int_range (rand, 1, 5), 4, &rack);
      if (round % 2 == 1)
        random_crossing (rand, MAX_BF, &table, &rack);
      all = table;
      arb_tr_counts_add (&all, &rack);
      for (guint t = 1; t < ARB_TR_N_TILES; t++)
        clash |= all.n[t] > 2;
      if (clash || arb_tr_counts_total (&all) > MAX_BF)
        continue;
      bf_window_most (&table, &rack, most);
      for (int lo = 1; lo <= ARB_TR_N_VALUES; lo++)
        for (int hi = lo; hi <= MIN (lo + 3, ARB_TR_N_VALUES); hi++)
          {
            int w = arb_tr_search_window (&table, &rack, lo, hi, arb_tr_clock () + G_USEC_PER_SEC);
            int in_rack = 0;

            if (w == -2)
              continue;
            checked++;
            if (w < most[lo][hi])
              {
                g_autofree char *t = arb_tr_counts_to_string (&table);
                g_autofree char *r = arb_tr_counts_to_string (&rack);

                fail_msg ("window %d..%d: bound %d, brute force %d; table “%s” rack “%s”",
                          lo, hi, w, most[lo][hi], t, r);
              }
            for (int c = 0; c < ARB_TR_N_COLOURS; c++)
              for (int v = lo; v <= hi; v++)
                in_rack += rack.n[arb_tr_tile_make (c, v)];
            short_of_rack += w >= 0 && w < in_rack;
            check_window_all (&table, &rack, lo, hi, w, most[lo][hi], in_rack, &all_no);
          }
    }
  print_message ("windows against brute force: %u bounds, %u below the rack tiles there, "
                 "%u “not all of them” answers\n", checked, short_of_rack, all_no);
  assert_true (checked > 1000 && short_of_rack > 20 && all_no > 20);
}

/* Growing each group in one turn about its first tile and keeping the
 * groups grown (search.c: grow_from, grow_groups) against the old path
 * (every turn, every group grown again each time): the same answers,
 * on the whole search (with and without a group limit) and on every
 * window, on small random sets and on built tables with a rack. */
static int
search_answer (const ArbTrCounts *table,
               const ArbTrCounts *rack,
               guint              limit,
               gboolean           old,
               gboolean          *complete)
{
  ArbTrSearch found;
  int low;

  arb_tr_search_set_plain (old);
  arb_tr_search_2d (table, rack, limit, arb_tr_clock () + 5 * G_USEC_PER_SEC, &found);
  arb_tr_search_set_plain (FALSE);
  if (found.grid != NULL)
    {
      g_autoptr(ArbTrReport) report = arb_tr_grid_check (found.grid, limit);

      assert_true (report->legal);
    }
  *complete = found.complete;
  low = found.low;
  arb_tr_search_clear (&found);
  return low;
}

static void
test_one_turn_as_before (void **state)
{
  g_autoptr(GRand) rand = new_rand (7373);
  guint compared = 0, windows = 0, above_1d = 0;

  for (guint round = 0; round < 300 * rounds_factor (); round++)
    {
      ArbTrCounts table = { { 0 } }, rack = { { 0 } };
      guint limit = round % 4 == 3 ? (guint) g_rand_int_range (rand, 1, 4) : 0;
      gboolean done_new, done_old;
      int now, before;

      if (round % 3 == 2)
        {
          g_autoptr(ArbTrGrid) built = built_table (rand, (guint) g_rand_int_range (rand, 6, 13));
          ArbTrCounts all;

          arb_tr_grid_counts (built, &all);
          for (ArbTrTile t = 1; t <= ARB_TR_N_KINDS; t++)
            for (guint k = 0; k < all.n[t]; k++)
              if (g_rand_int_range (rand, 0, 3) != 0)
                table.n[t]++;
          arb_tr_counts_minus (&all, &table, &rack);
        }
      else
        {
          ArbTrCounts all;
          gboolean clash = FALSE;

          random_structure (rand, 6, &table);
          random_tiles (rand, (guint) g_rand_int_range (rand, 1, 6), 4, &rack);
          if (round % 2 == 1)
            random_crossing (rand, 12, &table, &rack);
          all = table;
          arb_tr_counts_add (&all, &rack);
          for (guint t = 1; t < ARB_TR_N_TILES; t++)
            clash |= all.n[t] > 2;
          if (clash)
            continue;
        }
      now = search_answer (&table, &rack, limit, FALSE, &done_new);
      before = search_answer (&table, &rack, limit, TRUE, &done_old);
      if (done_new && done_old)
        {
          compared++;
          above_1d += now > arb_tr_dp_most_1d (&table, &rack, NULL);
          if (now != before)
            {
              g_autofree char *t = arb_tr_counts_to_string (&table);
              g_autofree char *r = arb_tr_counts_to_string (&rack);

              fail_msg ("table “%s” rack “%s” limit %u: %d, before %d", t, r, limit, now, before);
            }
        }
      if (limit != 0)
        continue;
      for (int lo = 1; lo <= ARB_TR_N_VALUES; lo++)
        for (int hi = lo; hi <= MIN (lo + 3, ARB_TR_N_VALUES); hi++)
          {
            int w, w_old;

            w = arb_tr_search_window (&table, &rack, lo, hi, arb_tr_clock () + G_USEC_PER_SEC);
            arb_tr_search_set_plain (TRUE);
            w_old = arb_tr_search_window (&table, &rack, lo, hi, arb_tr_clock () + G_USEC_PER_SEC);
            arb_tr_search_set_plain (FALSE);
            if (w == -2 || w_old == -2)
              continue;
            windows++;
            if (w != w_old)
              {
                g_autofree char *t = arb_tr_counts_to_string (&table);
                g_autofree char *r = arb_tr_counts_to_string (&rack);

                fail_msg ("window %d..%d of table “%s” rack “%s”: %d, before %d", lo, hi, t, r, w, w_old);
              }
          }
    }
  print_message ("one turn as before: %u searches (%u above 1D), %u windows\n", compared, above_1d, windows);
  assert_true (compared > 150 && above_1d > 10 && windows > 3000);
}

static void
test_input_checked (void **state)
{
  ArbTrCounts table = tiles_of ("r5 r5"), rack = tiles_of ("r5");
  ArbTrCounts action = tiles_of ("pass-two");
  g_autoptr(GError) error = NULL;
  g_autoptr(GError) error2 = NULL;
  g_autofree char *rule = NULL;

  assert_false (arb_tr_solve_check_input (&table, &rack, &error));
  rule = arb_error_rule_id (error);
  assert_string_equal (rule, "TR-1");
  assert_false (arb_tr_solve_check_input (&action, &rack, &error2));
}

int
main (void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test (test_known_answers),
    cmocka_unit_test (test_most_of_rack),
    cmocka_unit_test (test_1d_against_brute_force),
    cmocka_unit_test (test_2d_against_brute_force),
    cmocka_unit_test (test_most_against_brute_force),
    cmocka_unit_test (test_2d_never_below_1d),
    cmocka_unit_test (test_1d_against_reference),
    cmocka_unit_test (test_cover_is_a_bound),
    cmocka_unit_test (test_plus_corners_against_brute_force),
    cmocka_unit_test (test_realiser_layouts),
    cmocka_unit_test (test_realiser_corner),
    cmocka_unit_test (test_group_limit_against_brute_force),
    cmocka_unit_test (test_2d_on_games),
    cmocka_unit_test (test_bound_on_built_tables),
    cmocka_unit_test (test_bound_on_dense_tables),
    cmocka_unit_test (test_improve_on_built_tables),
    cmocka_unit_test (test_windows_on_built_tables),
    cmocka_unit_test (test_windows_against_brute_force),
    cmocka_unit_test (test_one_turn_as_before),
    cmocka_unit_test (test_input_checked),
  };
  int failed;

  build_shapes ();
  failed = cmocka_run_group_tests (tests, NULL, NULL);
  for (guint n = 0; n <= MAX_BF; n++)
    g_ptr_array_unref (shapes_by_size[n]);
  return failed;
}
