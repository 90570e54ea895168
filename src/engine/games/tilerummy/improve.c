/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Raising the 2D floor by rebuilding the groups of a window of values. */
#include "improve.h"

#include <string.h>

#include "cover.h"

/* The widest window of values tried, and the time one smaller question
 * may take at most. */
#define MOST_WIDTH 7
#define SLICE_US 40000

/* The groups of a legal table: their tiles and the values they span. */
typedef struct {
  guint        n;
  ArbTrCounts *tiles;   /* by group id, 1..n */
  int         *low;     /* the least value in the group */
  int         *high;    /* the greatest */
  ArbTrReport *report;
} Groups;

static void
groups_init (Groups          *gs,
             const ArbTrGrid *grid)
{
  int top, left, bottom, right;

  gs->report = arb_tr_grid_check (grid, 0);
  gs->n = gs->report->n_groups;
  gs->tiles = g_new0 (ArbTrCounts, gs->n + 1);
  gs->low = g_new (int, gs->n + 1);
  gs->high = g_new (int, gs->n + 1);
  for (guint i = 0; i <= gs->n; i++)
    {
      gs->low[i] = ARB_TR_N_VALUES + 1;
      gs->high[i] = 0;
    }
  if (!arb_tr_grid_bounds (grid, &top, &left, &bottom, &right))
    return;
  for (int r = top; r <= bottom; r++)
    for (int c = left; c <= right; c++)
      {
        ArbTrTile t = arb_tr_grid_get (grid, r, c);
        guint id;
        int v;

        if (t == ARB_TR_NONE)
          continue;
        id = arb_tr_report_group_at (gs->report, r, c);
        v = arb_tr_tile_value (t);
        gs->tiles[id].n[t]++;
        gs->low[id] = MIN (gs->low[id], v);
        gs->high[id] = MAX (gs->high[id], v);
      }
}

static void
groups_clear (Groups *gs)
{
  g_free (gs->tiles);
  g_free (gs->low);
  g_free (gs->high);
  arb_tr_report_free (gs->report);
}

/* The groups not in `out` (out[id] TRUE: taken out), with `part` one
 * empty row below them. */
static ArbTrGrid *
rebuild (const ArbTrGrid *grid,
         const Groups    *gs,
         const gboolean  *out,
         const ArbTrGrid *part)
{
  ArbTrGrid *next = arb_tr_grid_new ();
  int top, left, bottom, right, below = 0;

  if (arb_tr_grid_bounds (grid, &top, &left, &bottom, &right))
    {
      for (int r = top; r <= bottom; r++)
        for (int c = left; c <= right; c++)
          {
            ArbTrTile t = arb_tr_grid_get (grid, r, c);

            if (t != ARB_TR_NONE && !out[arb_tr_report_group_at (gs->report, r, c)])
              arb_tr_grid_put (next, r - top, c - left, t);
          }
      below = bottom - top + 2;
    }
  if (arb_tr_grid_bounds (part, &top, &left, &bottom, &right))
    for (int r = top; r <= bottom; r++)
      for (int c = left; c <= right; c++)
        {
          ArbTrTile t = arb_tr_grid_get (part, r, c);

          if (t != ARB_TR_NONE)
            arb_tr_grid_put (next, below + r - top, c - left, t);
        }
  return next;
}

/* The smaller question of the window a..b: its table tiles (the table
 * copies the groups kept do not hold) and its rack (every other tile
 * not held by the groups kept).  FALSE when no group and no tile left
 * over touches the window. */
static gboolean
window_question (const Groups      *gs,
                 const ArbTrCounts *table,
                 const ArbTrCounts *rack,
                 int                a,
                 int                b,
                 gboolean          *out,
                 ArbTrCounts       *sub_table,
                 ArbTrCounts       *sub_rack)
{
  ArbTrCounts kept = { { 0 } }, all = *table, left;
  gboolean touched = FALSE;

  for (guint id = 1; id <= gs->n; id++)
    {
      out[id] = gs->low[id] <= b && gs->high[id] >= a;
      touched |= out[id];
      if (!out[id])
        arb_tr_counts_add (&kept, &gs->tiles[id]);
    }
  arb_tr_counts_add (&all, rack);
  arb_tr_counts_minus (table, &kept, sub_table);
  arb_tr_counts_minus (&all, &kept, &left);
  arb_tr_counts_minus (&left, sub_table, sub_rack);
  for (int c = 0; c < ARB_TR_N_COLOURS && !touched; c++)
    for (int v = a; v <= b && !touched; v++)
      touched = sub_rack->n[arb_tr_tile_make (c, v)] > 0;
  return touched;
}

/* One pass over the windows, narrow ones first: TRUE as soon as one
 * gives a better table. */
static gboolean
improve_once (ArbTrGrid        **grid,
              int               *placed,
              const ArbTrCounts *table,
              const ArbTrCounts *rack,
              gint64             deadline,
              GHashTable        *tried,
              ArbTrSubSolve      solve,
              gpointer           data)
{
  Groups gs;
  gboolean better = FALSE;
  gboolean *out;

  groups_init (&gs, *grid);
  out = g_new0 (gboolean, gs.n + 1);
  for (int width = 1; width <= MOST_WIDTH && !better; width++)
    for (int a = 1; a + width - 1 <= ARB_TR_N_VALUES && !better; a++)
      {
        ArbTrCounts sub_table, sub_rack;
        g_autoptr(ArbTrGrid) part = NULL;
        g_autoptr(ArbTrGrid) next = NULL;
        char *key;
        g_autofree char *table_text = NULL;
        g_autofree char *rack_text = NULL;
        int now;

        if (arb_tr_clock () > deadline)
          break;
        if (!window_question (&gs, table, rack, a, a + width - 1, out, &sub_table, &sub_rack))
          continue;
        /* the same smaller question again gets the same answer */
        table_text = arb_tr_counts_to_string (&sub_table);
        rack_text = arb_tr_counts_to_string (&sub_rack);
        key = g_strdup_printf ("%s|%s", table_text, rack_text);
        if (!g_hash_table_add (tried, key))
          continue;
        part = solve (&sub_table, &sub_rack, MIN (deadline, arb_tr_clock () + SLICE_US), data);
        if (part == NULL)
          continue;
        next = rebuild (*grid, &gs, out, part);
        if (arb_tr_grid_places (next, table, rack, &now) && now > *placed)
          {
            arb_tr_grid_free (*grid);
            *grid = g_steal_pointer (&next);
            *placed = now;
            better = TRUE;
          }
      }
  g_free (out);
  groups_clear (&gs);
  return better;
}

gboolean
arb_tr_improve (ArbTrGrid        **grid,
                int               *placed,
                const ArbTrCounts *table,
                const ArbTrCounts *rack,
                int                goal,
                gint64             deadline,
                ArbTrSubSolve      solve,
                gpointer           data)
{
  g_autoptr(GHashTable) tried = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  gboolean any = FALSE;

  if (*grid == NULL || *placed < 0)
    return FALSE;
  while (*placed < goal && arb_tr_clock () < deadline
         && improve_once (grid, placed, table, rack, deadline, tried, solve, data))
    any = TRUE;
  return any;
}
