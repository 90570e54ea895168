/* SPDX-License-Identifier: GPL-3.0-or-later */
/* From a profile of uses to a legal 2D table (TR-4, TR-5). */
#include "realise.h"

#include <string.h>

#define MAX_LINES 256
#define MAX_PLACEMENTS 20000   /* per set of lines and drawing */
#define DRAWS 12                /* drawings per try, each with other pairs */

typedef struct {
  gboolean  row;
  guint8    n;
  ArbTrTile tiles[ARB_TR_N_VALUES];   /* a row ascending; a sequence by colour */
} Line;

/* A copy in two lines: one across, one down. */
typedef struct {
  guint     a;
  guint     b;
  ArbTrTile tile;
} Share;

typedef struct {
  const ArbTrProfile *profile;
  GRand              *rand;
  guint               attempt;
  GArray             *lines;     /* Line */
  GArray             *shares;    /* Share */
  guint               up[MAX_LINES];      /* union-find */
  guint8              flip[MAX_LINES];    /* across/down against `up` */
} Plan;

static int
kind_of (int colour,
         int value)
{
  return colour * ARB_TR_N_VALUES + value - 1;
}

static Line *
line_at (Plan *p,
         guint i)
{
  return &g_array_index (p->lines, Line, i);
}

static gboolean
line_has (const Line *line,
          ArbTrTile   tile)
{
  for (guint i = 0; i < line->n; i++)
    if (line->tiles[i] == tile)
      return TRUE;
  return FALSE;
}

static guint
new_line (Plan    *p,
          gboolean row)
{
  Line line = { 0 };

  line.row = row;
  g_array_append_val (p->lines, line);
  return p->lines->len - 1;
}

/* ---- rows: the uses by rows of a colour, split into rows ---- */

static void
shuffle (GRand *rand,
         guint *items,
         guint  n)
{
  for (guint i = n; i > 1; i--)
    {
      guint j = (guint) g_rand_int_range (rand, 0, (gint32) i), t = items[i - 1];

      items[i - 1] = items[j];
      items[j] = t;
    }
}

/* Can the rows of lengths len[0..n) (capped at 3) still all reach 3,
 * given the uses x[v..14] by rows of the colour?  Greedy, as in dp1d.c:
 * short rows first, then long ones, then new ones. */
static gboolean
rows_can_close (const guint8 *x,
                int           v,
                guint        *len,
                guint         n)
{
  guint l[16];

  memcpy (l, len, sizeof (guint) * n);
  for (; v <= ARB_TR_N_VALUES; v++)
    {
      guint left = x[v - 1], m = 0, next[16];

      for (guint i = 0; i < n; i++)
        if (l[i] < 3)
          {
            if (left == 0)
              return FALSE;
            left--;
            next[m++] = l[i] + 1;
          }
      for (guint i = 0; i < n && left > 0; i++)
        if (l[i] >= 3)
          {
            left--;
            next[m++] = 3;
          }
      for (; left > 0 && m < 16; left--)
        next[m++] = 1;
      memcpy (l, next, sizeof (guint) * m);
      n = m;
    }
  for (guint i = 0; i < n; i++)
    if (l[i] < 3)
      return FALSE;
  return TRUE;
}

static gboolean
plan_rows (Plan *p)
{
  for (int c = 0; c < ARB_TR_N_COLOURS; c++)
    {
      guint open[8], n_open = 0;

      for (int v = 1; v <= ARB_TR_N_VALUES; v++)
        {
          guint x = p->profile->x[kind_of (c, v)], next[8], n_next = 0, longs[8], n_longs = 0;
          ArbTrTile tile = arb_tr_tile_make (c, v);
          guint take;

          /* rows of 1 or 2 must go on */
          for (guint i = 0; i < n_open; i++)
            {
              Line *line = line_at (p, open[i]);

              if (line->n >= 3)
                longs[n_longs++] = open[i];
              else if (x > 0)
                {
                  line->tiles[line->n++] = tile;
                  next[n_next++] = open[i];
                  x--;
                }
              else
                return FALSE;
            }
          /* then long rows, unless a try splits one here */
          if (p->attempt > 0)
            shuffle (p->rand, longs, n_longs);
          take = MIN (x, n_longs);
          if (p->attempt > 0 && take > 0 && g_rand_int_range (p->rand, 0, 4) == 0)
            {
              /* end a long row here and start a new one, if the new
               * one can still reach 3 */
              guint len[16], n_len = 0;
              guint8 xs[ARB_TR_N_VALUES];

              for (guint i = 0; i < n_next; i++)
                len[n_len++] = MIN (3u, line_at (p, next[i])->n);
              for (guint i = 0; i + 1 < take; i++)
                len[n_len++] = 3;
              for (guint i = 0; i < x - take + 1; i++)
                len[n_len++] = 1;
              for (int w = 1; w <= ARB_TR_N_VALUES; w++)
                xs[w - 1] = p->profile->x[kind_of (c, w)];
              if (n_len <= 8 && rows_can_close (xs, v + 1, len, n_len))
                take--;
            }
          for (guint i = 0; i < take; i++)
            {
              Line *line = line_at (p, longs[i]);

              line->tiles[line->n++] = tile;
              next[n_next++] = longs[i];
            }
          x -= take;
          /* and new rows */
          for (; x > 0; x--)
            {
              guint l;

              if (n_next >= 8 || p->lines->len >= MAX_LINES)
                return FALSE;
              l = new_line (p, TRUE);
              line_at (p, l)->tiles[line_at (p, l)->n++] = tile;
              next[n_next++] = l;
            }
          memcpy (open, next, sizeof next);
          n_open = n_next;
        }
      for (guint i = 0; i < n_open; i++)
        if (line_at (p, open[i])->n < 3)
          return FALSE;
    }
  return TRUE;
}

/* ---- sequences: the uses by sequences of a value ---- */

/* Puts colour order[i] (use[order[i]] times) into distinct sequences of
 * room, each ending with 3 or 4 colours. */
static gboolean
compose (guint8       *seqs,
         guint         k,
         const guint  *use,
         const guint  *order,
         guint         i,
         GRand        *rand)
{
  guint c, masks[32], n_masks = 0;

  if (i == ARB_TR_N_COLOURS)
    {
      for (guint j = 0; j < k; j++)
        if (__builtin_popcount (seqs[j]) < 3)
          return FALSE;
      return TRUE;
    }
  c = order[i];
  for (guint m = 0; m < (1u << k); m++)
    {
      gboolean fits = (guint) __builtin_popcount (m) == use[c];

      for (guint j = 0; j < k && fits; j++)
        if ((m >> j) & 1)
          fits = __builtin_popcount (seqs[j]) < 4;
      if (fits)
        masks[n_masks++] = m;
    }
  if (rand != NULL)
    shuffle (rand, masks, n_masks);
  for (guint mi = 0; mi < n_masks; mi++)
    {
      for (guint j = 0; j < k; j++)
        if ((masks[mi] >> j) & 1)
          seqs[j] |= (guint8) (1u << c);
      if (compose (seqs, k, use, order, i + 1, rand))
        return TRUE;
      for (guint j = 0; j < k; j++)
        if ((masks[mi] >> j) & 1)
          seqs[j] &= (guint8) ~(1u << c);
    }
  return FALSE;
}

static gboolean
plan_sequences (Plan *p)
{
  for (int v = 1; v <= ARB_TR_N_VALUES; v++)
    {
      guint use[ARB_TR_N_COLOURS], order[ARB_TR_N_COLOURS], sum = 0, most = 0, k_low, k_high, k;
      guint8 seqs[8] = { 0 };

      for (int c = 0; c < ARB_TR_N_COLOURS; c++)
        {
          use[c] = p->profile->a[kind_of (c, v)];
          order[c] = (guint) c;
          sum += use[c];
          most = MAX (most, use[c]);
        }
      if (sum == 0)
        continue;
      k_low = MAX ((sum + 3) / 4, most);
      k_high = sum / 3;
      if (k_low > k_high || k_high > 5)
        return FALSE;
      /* the most sequences first: more pairs of them to share in */
      k = p->attempt == 0 ? k_high : (guint) g_rand_int_range (p->rand, (gint32) k_low, (gint32) k_high + 1);
      /* the colours used most first */
      for (guint i = 0; i < ARB_TR_N_COLOURS; i++)
        for (guint j = i + 1; j < ARB_TR_N_COLOURS; j++)
          if (use[order[j]] > use[order[i]])
            {
              guint t = order[i];

              order[i] = order[j];
              order[j] = t;
            }
      if (!compose (seqs, k, use, order, 0, p->attempt > 0 ? p->rand : NULL))
        return FALSE;
      for (guint j = 0; j < k; j++)
        {
          guint l;
          Line *line;

          if (p->lines->len >= MAX_LINES)
            return FALSE;
          l = new_line (p, FALSE);
          line = line_at (p, l);
          for (int c = 0; c < ARB_TR_N_COLOURS; c++)
            if ((seqs[j] >> c) & 1)
              line->tiles[line->n++] = arb_tr_tile_make (c, v);
        }
    }
  return TRUE;
}

/* ---- sharing: which uses are one copy ---- */

static guint
find (Plan  *p,
      guint  l,
      guint *flip)
{
  guint f = 0;

  while (p->up[l] != l)
    {
      f ^= p->flip[l];
      l = p->up[l];
    }
  *flip = f;
  return l;
}

static gboolean
share_exists (Plan *p,
              guint a,
              guint b)
{
  for (guint i = 0; i < p->shares->len; i++)
    {
      const Share *s = &g_array_index (p->shares, Share, i);

      if ((s->a == a && s->b == b) || (s->a == b && s->b == a))
        return TRUE;
    }
  return FALSE;
}

/* The ways to pick `s` disjoint pairs out of n uses (n <= 4): each as
 * pair[0..s) of two indices. */
static guint
pairings (guint n,
          guint s,
          guint8 out[][2][2])
{
  guint count = 0;

  for (guint i = 0; i < n; i++)
    for (guint j = i + 1; j < n; j++)
      {
        if (s == 1)
          {
            out[count][0][0] = (guint8) i;
            out[count][0][1] = (guint8) j;
            count++;
            continue;
          }
        for (guint k = i + 1; k < n; k++)
          for (guint l = k + 1; l < n; l++)
            if (k != j && l != j)
              {
                out[count][0][0] = (guint8) i;
                out[count][0][1] = (guint8) j;
                out[count][1][0] = (guint8) k;
                out[count][1][1] = (guint8) l;
                count++;
              }
      }
  return count;
}

/* ---- the grid ---- */

typedef struct {
  ArbTrTile tile;
  guint16   line[2];   /* the line across [0] and down [1] through it, + 1 */
} Cell;

typedef struct {
  Plan   *plan;
  guint  *lines;         /* of the set being placed, in placing order */
  guint   n;
  guint  *via;           /* the share placing line i from an earlier one; G_MAXUINT: the first */
  int     dim;
  Cell   *cells;
  int    *at;            /* per line: the cell of each of its tiles, by tile index; -1 */
  guint8 *dir;           /* per line: 0 across, 1 down */
  guint8 *placed;
  guint   placements;
} Board;

static int
step_of (const Board *b,
         guint        dir)
{
  return dir == 0 ? 1 : b->dim;
}

static int
tile_index (const Line *line,
            ArbTrTile   tile)
{
  for (guint i = 0; i < line->n; i++)
    if (line->tiles[i] == tile)
      return (int) i;
  return -1;
}

/* The share of line l at tile t with a placed line, or NULL. */
static const Share *
placed_share (const Board *b,
              guint        l,
              ArbTrTile    t,
              guint       *other)
{
  for (guint i = 0; i < b->plan->shares->len; i++)
    {
      const Share *s = &g_array_index (b->plan->shares, Share, i);

      if (s->tile != t || (s->a != l && s->b != l))
        continue;
      *other = s->a == l ? s->b : s->a;
      if (b->placed[*other])
        return s;
    }
  return NULL;
}

static gboolean
cell_empty (const Board *b,
            int          c)
{
  return b->cells[c].tile == ARB_TR_NONE;
}

/* May tile t of line l (laid along dir) touch the placed tile on cell
 * c beside it?  Only where both will be in one line still to be laid
 * across them: t shares with that line, and the tile on c does, from
 * its line along dir (a corner of four tiles, each pair in a line). */
static gboolean
side_ok (const Board *b,
         guint        l,
         guint        dir,
         ArbTrTile    t,
         int          c)
{
  guint there;

  if (cell_empty (b, c))
    return TRUE;
  there = b->cells[c].line[dir];
  if (there == 0)
    return FALSE;
  for (guint i = 0; i < b->plan->shares->len; i++)
    {
      const Share *s = &g_array_index (b->plan->shares, Share, i);
      guint m;

      if (s->tile != t || (s->a != l && s->b != l))
        continue;
      m = s->a == l ? s->b : s->a;
      if (b->placed[m])
        continue;
      for (guint j = 0; j < b->plan->shares->len; j++)
        {
          const Share *u = &g_array_index (b->plan->shares, Share, j);

          if (u->tile == b->cells[c].tile && ((u->a == m && u->b == there - 1) || (u->b == m && u->a == there - 1)))
            return TRUE;
        }
    }
  return FALSE;
}

/* Lays line l along dir with its tiles in `order` from cell `start`,
 * if that crosses exactly the placed lines it shares with, there, and
 * touches nothing else but where a line still to be laid will cross
 * (side_ok). */
static gboolean
try_place (Board          *b,
           guint           l,
           guint           dir,
           const ArbTrTile *order,
           int             start)
{
  const Line *line = line_at (b->plan, l);
  int step = step_of (b, dir), side = step_of (b, 1 - dir);
  int n = line->n;

  if (!cell_empty (b, start - step) || !cell_empty (b, start + n * step))
    return FALSE;
  for (int i = 0; i < n; i++)
    {
      int c = start + i * step;
      guint other;
      const Share *s = placed_share (b, l, order[i], &other);

      if (s != NULL)
        {
          int j = tile_index (line_at (b->plan, other), order[i]);

          if (b->at[other * ARB_TR_N_VALUES + (guint) j] != c || b->dir[other] == dir)
            return FALSE;
        }
      else if (!cell_empty (b, c) || !side_ok (b, l, dir, order[i], c - side)
               || !side_ok (b, l, dir, order[i], c + side))
        return FALSE;
    }
  for (int i = 0; i < n; i++)
    {
      int c = start + i * step;

      b->cells[c].tile = order[i];
      b->cells[c].line[dir] = (guint16) (l + 1);
      b->at[l * ARB_TR_N_VALUES + (guint) tile_index (line, order[i])] = c;
    }
  b->dir[l] = (guint8) dir;
  b->placed[l] = TRUE;
  return TRUE;
}

static void
unplace (Board *b,
         guint  l)
{
  const Line *line = line_at (b->plan, l);
  guint dir = b->dir[l];

  for (guint i = 0; i < line->n; i++)
    {
      int c = b->at[l * ARB_TR_N_VALUES + i];

      b->cells[c].line[dir] = 0;
      if (b->cells[c].line[1 - dir] == 0)
        b->cells[c].tile = ARB_TR_NONE;
      b->at[l * ARB_TR_N_VALUES + i] = -1;
    }
  b->placed[l] = FALSE;
}

/* Every order of the line's tiles worth trying: a row up or down; a
 * sequence with its shared tiles in every pair of places (the others
 * are alike). */
static guint
orders (const Board *b,
        guint        l,
        ArbTrTile    out[24][ARB_TR_N_VALUES])
{
  const Line *line = line_at (b->plan, l);
  guint count = 0;

  if (line->row)
    {
      for (guint i = 0; i < line->n; i++)
        {
          out[0][i] = line->tiles[i];
          out[1][i] = line->tiles[line->n - 1 - i];
        }
      return 2;
    }
  else
    {
      static const guint8 perms3[6][3] = { { 0, 1, 2 }, { 0, 2, 1 }, { 1, 0, 2 }, { 1, 2, 0 }, { 2, 0, 1 }, { 2, 1, 0 } };
      guint8 shared = 0;
      guint seen[24], n_seen = 0;

      for (guint i = 0; i < line->n; i++)
        for (guint s = 0; s < b->plan->shares->len; s++)
          {
            const Share *sh = &g_array_index (b->plan->shares, Share, s);

            if (sh->tile == line->tiles[i] && (sh->a == l || sh->b == l))
              shared |= (guint8) (1u << i);
          }
      for (guint p = 0; p < (line->n == 3 ? 6u : 24u); p++)
        {
          guint8 perm[4];
          guint sig = 0;
          gboolean dup = FALSE;

          if (line->n == 3)
            memcpy (perm, perms3[p], 3);
          else
            {
              /* the p-th permutation of 4 */
              guint8 pool[4] = { 0, 1, 2, 3 };
              guint rest = p;

              for (guint i = 0; i < 4; i++)
                {
                  guint f = i == 0 ? 6 : i == 1 ? 2 : 1, pick = i == 3 ? 0 : rest / f;

                  rest = i == 3 ? 0 : rest % f;
                  perm[i] = pool[pick];
                  memmove (pool + pick, pool + pick + 1, (gsize) (3 - pick));
                }
            }
          /* the places of the shared tiles name the order */
          for (guint i = 0; i < line->n; i++)
            if ((shared >> perm[i]) & 1)
              sig |= (guint) (perm[i] + 1) << (3 * i);
          for (guint i = 0; i < n_seen && !dup; i++)
            dup = seen[i] == sig;
          if (dup)
            continue;
          seen[n_seen++] = sig;
          for (guint i = 0; i < line->n; i++)
            out[count][i] = line->tiles[perm[i]];
          count++;
        }
    }
  return count;
}

static gboolean
place_from (Board *b,
            guint  k)
{
  guint l, n_orders;
  ArbTrTile ords[24][ARB_TR_N_VALUES];

  if (k == b->n)
    return TRUE;
  if (++b->placements > MAX_PLACEMENTS)
    return FALSE;
  l = b->lines[k];
  n_orders = orders (b, l, ords);
  if (b->via[k] == G_MAXUINT)
    {
      int centre = (b->dim / 2) * b->dim + b->dim / 2;

      for (guint o = 0; o < n_orders; o++)
        if (try_place (b, l, 0, ords[o], centre))
          {
            if (place_from (b, k + 1))
              return TRUE;
            unplace (b, l);
          }
      return FALSE;
    }
  else
    {
      const Share *s = &g_array_index (b->plan->shares, Share, b->via[k]);
      guint from = s->a == l ? s->b : s->a, dir = 1 - b->dir[from];
      int cross = b->at[from * ARB_TR_N_VALUES + (guint) tile_index (line_at (b->plan, from), s->tile)];

      for (guint o = 0; o < n_orders; o++)
        {
          int i = 0;

          while (ords[o][i] != s->tile)
            i++;
          if (try_place (b, l, dir, ords[o], cross - i * step_of (b, dir)))
            {
              if (place_from (b, k + 1))
                return TRUE;
              unplace (b, l);
            }
        }
      return FALSE;
    }
}

/* Places the set of lines joined to `root` by shares; copies it below
 * what `out` holds.  FALSE when it cannot be drawn. */
static gboolean
draw_set (Plan      *p,
          guint      root,
          guint8    *done,
          ArbTrGrid *out,
          int       *next_row)
{
  Board b = { 0 };
  guint total = 0;
  gboolean ok;
  int top = G_MAXINT, left = G_MAXINT, bottom = G_MININT;

  b.plan = p;
  b.lines = g_new (guint, p->lines->len);
  b.via = g_new (guint, p->lines->len);
  /* breadth first from the root, each line through the share found first */
  b.lines[b.n] = root;
  b.via[b.n++] = G_MAXUINT;
  done[root] = TRUE;
  for (guint k = 0; k < b.n; k++)
    {
      total += line_at (p, b.lines[k])->n;
      for (guint i = 0; i < p->shares->len; i++)
        {
          const Share *s = &g_array_index (p->shares, Share, i);
          guint other;

          if (s->a != b.lines[k] && s->b != b.lines[k])
            continue;
          other = s->a == b.lines[k] ? s->b : s->a;
          if (done[other])
            continue;
          done[other] = TRUE;
          b.lines[b.n] = other;
          b.via[b.n++] = i;
        }
    }
  b.dim = 2 * (int) total + 8;
  b.cells = g_new0 (Cell, (gsize) b.dim * (gsize) b.dim);
  b.at = g_new (int, (gsize) p->lines->len * ARB_TR_N_VALUES);
  memset (b.at, 0xFF, sizeof (int) * p->lines->len * ARB_TR_N_VALUES);
  b.dir = g_new0 (guint8, p->lines->len);
  b.placed = g_new0 (guint8, p->lines->len);
  ok = place_from (&b, 0);
  if (ok)
    {
      for (int c = 0; c < b.dim * b.dim; c++)
        if (b.cells[c].tile != ARB_TR_NONE)
          {
            top = MIN (top, c / b.dim);
            bottom = MAX (bottom, c / b.dim);
            left = MIN (left, c % b.dim);
          }
      for (int c = 0; c < b.dim * b.dim; c++)
        if (b.cells[c].tile != ARB_TR_NONE)
          arb_tr_grid_put (out, *next_row + c / b.dim - top, c % b.dim - left, b.cells[c].tile);
      *next_row += bottom - top + 2;
    }
  g_free (b.placed);
  g_free (b.dir);
  g_free (b.at);
  g_free (b.cells);
  g_free (b.via);
  g_free (b.lines);
  return ok;
}

static ArbTrGrid *
draw (Plan *p)
{
  g_autoptr(ArbTrGrid) grid = arb_tr_grid_new ();
  g_autofree guint8 *done = g_new0 (guint8, p->lines->len);
  int next_row = 0;

  g_autoptr(ArbTrReport) report = NULL;

  for (guint l = 0; l < p->lines->len; l++)
    if (!done[l] && !draw_set (p, l, done, grid, &next_row))
      return NULL;
  /* a corner is drawn on trust that its last line closes it: checked */
  report = arb_tr_grid_check (grid, 0);
  return report->legal ? g_steal_pointer (&grid) : NULL;
}

/* ---- sharing: which uses are one copy ---- */

/* A kind whose uses outnumber its copies: `s` pairs of its `n` uses
 * are one copy each. */
typedef struct {
  ArbTrTile tile;
  guint     occ[4];
  guint     n;
  guint     s;
  guint8    ways[8][2][2];
  guint     n_ways;
} Need;

typedef struct {
  Plan      *plan;
  Need       needs[ARB_TR_N_KINDS];
  guint      n_needs;
  guint      joined[2 * ARB_TR_N_KINDS];   /* the roots joined, to undo */
  guint      n_joined;
  guint      draws;
  guint      max_draws;
  gint64     deadline;
  ArbTrGrid *grid;
} Pairing;

static void
join (Pairing *q,
      guint    a,
      guint    b)
{
  Plan *p = q->plan;
  guint fa, fb, ra = find (p, a, &fa), rb = find (p, b, &fb);

  if (ra == rb)
    return;
  p->up[ra] = rb;
  p->flip[ra] = (guint8) (fa ^ fb ^ 1);   /* a and b lie across each other */
  q->joined[q->n_joined++] = ra;
}

static void
unjoin (Pairing *q,
        guint    to)
{
  while (q->n_joined > to)
    {
      guint r = q->joined[--q->n_joined];

      q->plan->up[r] = r;
      q->plan->flip[r] = 0;
    }
}

/* -1: the way cannot be (two lines sharing twice, or an odd ring of
 * lines, which cannot lie alternately across and down); else how many
 * rings it closes. */
static int
way_cost (Pairing    *q,
          const Need *nd,
          guint       w)
{
  Plan *p = q->plan;
  int cost = 0;

  for (guint k = 0; k < nd->s; k++)
    {
      guint a = nd->occ[nd->ways[w][k][0]], b = nd->occ[nd->ways[w][k][1]], fa, fb;

      if (share_exists (p, a, b))
        return -1;
      if (find (p, a, &fa) == find (p, b, &fb))
        {
          if (fa == fb)
            return -1;
          cost++;
        }
    }
  if (nd->s == 2)
    {
      guint a0 = nd->occ[nd->ways[w][0][0]], b0 = nd->occ[nd->ways[w][0][1]];
      guint a1 = nd->occ[nd->ways[w][1][0]], b1 = nd->occ[nd->ways[w][1][1]];

      if ((a0 == a1 && b0 == b1) || (a0 == b1 && b0 == a1))
        return -1;
    }
  return cost;
}

/* Picks the pairs of each kind in turn, fewest rings first; at the end
 * draws the lines.  Backtracks over the picks, `max_draws` draws at
 * most. */
static gboolean
pair_from (Pairing *q,
           guint    i)
{
  Plan *p = q->plan;
  const Need *nd;
  guint order[8], n_order = 0;
  int cost[8];

  if (i == q->n_needs)
    {
      q->draws++;
      q->grid = draw (p);
      return q->grid != NULL;
    }
  nd = &q->needs[i];
  for (guint w = 0; w < nd->n_ways; w++)
    if ((cost[w] = way_cost (q, nd, w)) >= 0)
      order[n_order++] = w;
  if (p->attempt > 0)
    shuffle (p->rand, order, n_order);
  /* stable: the fewest rings first */
  for (guint x = 1; x < n_order; x++)
    for (guint y = x; y > 0 && cost[order[y]] < cost[order[y - 1]]; y--)
      {
        guint t = order[y];

        order[y] = order[y - 1];
        order[y - 1] = t;
      }
  for (guint o = 0; o < n_order; o++)
    {
      guint joined = q->n_joined, shares = p->shares->len;

      for (guint k = 0; k < nd->s; k++)
        {
          Share sh = { nd->occ[nd->ways[order[o]][k][0]], nd->occ[nd->ways[order[o]][k][1]], nd->tile };

          g_array_append_val (p->shares, sh);
          join (q, sh.a, sh.b);
        }
      if (pair_from (q, i + 1))
        return TRUE;
      g_array_set_size (p->shares, shares);
      unjoin (q, joined);
      if (q->draws >= q->max_draws || (q->deadline > 0 && arb_tr_clock () > q->deadline))
        return FALSE;
    }
  return FALSE;
}

static ArbTrGrid *
pair_and_draw (Plan   *p,
               guint   max_draws,
               gint64  deadline)
{
  Pairing q = { 0 };

  q.plan = p;
  q.max_draws = max_draws;
  q.deadline = deadline;
  for (guint l = 0; l < p->lines->len; l++)
    {
      p->up[l] = l;
      p->flip[l] = 0;
    }
  for (guint k = 0; k < ARB_TR_N_KINDS; k++)
    {
      Need *nd = &q.needs[q.n_needs];

      nd->tile = (ArbTrTile) (k + 1);
      nd->n = 0;
      for (guint l = 0; l < p->lines->len; l++)
        if (line_has (line_at (p, l), nd->tile))
          {
            if (nd->n == 4)
              return NULL;
            nd->occ[nd->n++] = l;
          }
      if (nd->n < p->profile->u[k] || nd->n > 2u * p->profile->u[k])
        return NULL;
      nd->s = nd->n - p->profile->u[k];
      if (nd->s == 0)
        continue;
      nd->n_ways = pairings (nd->n, nd->s, nd->ways);
      q.n_needs++;
    }
  /* the kinds with fewest ways first */
  for (guint x = 1; x < q.n_needs; x++)
    for (guint y = x; y > 0 && q.needs[y].n_ways < q.needs[y - 1].n_ways; y--)
      {
        Need t = q.needs[y];

        q.needs[y] = q.needs[y - 1];
        q.needs[y - 1] = t;
      }
  pair_from (&q, 0);
  return q.grid;
}

ArbTrGrid *
arb_tr_realise (const ArbTrProfile *profile,
                guint               tries,
                guint32             seed,
                gint64              deadline)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (seed);
  Plan p = { 0 };
  ArbTrGrid *grid = NULL;

  p.profile = profile;
  p.rand = rand;
  p.lines = g_array_new (FALSE, FALSE, sizeof (Line));
  p.shares = g_array_new (FALSE, FALSE, sizeof (Share));
  for (p.attempt = 0; p.attempt < tries && grid == NULL; p.attempt++)
    {
      if (deadline > 0 && p.attempt > 0 && arb_tr_clock () > deadline)
        break;
      g_array_set_size (p.lines, 0);
      g_array_set_size (p.shares, 0);
      if (plan_rows (&p) && plan_sequences (&p))
        grid = pair_and_draw (&p, DRAWS, deadline);
    }
  g_array_unref (p.lines);
  g_array_unref (p.shares);
  return grid;
}
