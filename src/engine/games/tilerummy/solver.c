/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The dispute solver: 1D exactly, 2D within a time budget. */
#include "solver.h"

#include "../../arb-error.h"
#include "../../arb-i18n.h"
#include "search.h"

gboolean
arb_tr_solve_check_input (const ArbTrCounts *table,
                          const ArbTrCounts *rack,
                          GError           **error)
{
  for (ArbTrTile t = 1; t < ARB_TR_N_TILES; t++)
    {
      g_autofree char *words = arb_tr_tile_words (t);

      if (arb_tr_tile_is_action (t) && table->n[t] + rack->n[t] > 0)
        {
          arb_refuse (error, "TR-4", "%s is not a numbered tile; only numbered tiles go on the table", words);
          return FALSE;
        }
      if (table->n[t] + rack->n[t] > ARB_TR_COPIES)
        {
          arb_refuse (error, "TR-1", "%u copies of %s; the game has only 2 of each tile",
                      table->n[t] + rack->n[t], words);
          return FALSE;
        }
    }
  return TRUE;
}

char *
arb_tr_line_text (const ArbTrLine *line)
{
  GString *out = g_string_new (NULL);

  for (guint i = 0; i < line->n; i++)
    g_string_append_printf (out, "%s%s", i ? " " : "", arb_tr_tile_name (line->tiles[i]));
  return g_string_free (out, FALSE);
}

ArbTrGrid *
arb_tr_lines_grid (GArray *lines)
{
  ArbTrGrid *grid = arb_tr_grid_new ();

  for (guint i = 0; i < lines->len; i++)
    {
      const ArbTrLine *line = &g_array_index (lines, ArbTrLine, i);

      for (guint k = 0; k < line->n; k++)
        arb_tr_grid_put (grid, 2 * (int) i, (int) k, line->tiles[k]);
    }
  return grid;
}

static void
solve_2d (ArbTrSolution           *sol,
          const ArbTrCounts       *table,
          const ArbTrCounts       *rack,
          const ArbTrSolveOptions *options)
{
  ArbTrSearch search;

  sol->searched_2d = TRUE;
  /* Every rack tile already goes down in 1D: 2D can do no more. */
  if (sol->most_1d == (int) sol->rack_tiles)
    {
      sol->low_2d = sol->high_2d = sol->most_1d;
      sol->exact_2d = TRUE;
      sol->grid_2d = arb_tr_lines_grid (sol->lines_1d);
      return;
    }
  arb_tr_search_2d (table, rack, g_get_monotonic_time () + (gint64) options->budget_ms * 1000, &search);
  sol->nodes = search.nodes;
  sol->low_2d = search.low;
  sol->high_2d = search.high;
  sol->exact_2d = search.complete;
  sol->grid_2d = g_steal_pointer (&search.grid);
  arb_tr_search_clear (&search);
  if (sol->low_2d < sol->most_1d)
    {
      /* 1D layouts are 2D layouts too. */
      g_clear_pointer (&sol->grid_2d, arb_tr_grid_free);
      sol->low_2d = sol->most_1d;
      sol->grid_2d = arb_tr_lines_grid (sol->lines_1d);
      sol->exact_2d = sol->low_2d == sol->high_2d;
    }
}

ArbTrSolution *
arb_tr_solve (const ArbTrCounts       *table,
              const ArbTrCounts       *rack,
              const ArbTrSolveOptions *options)
{
  ArbTrSolution *sol = g_new0 (ArbTrSolution, 1);

  sol->table_tiles = arb_tr_counts_total (table);
  sol->rack_tiles = arb_tr_counts_total (rack);
  sol->lines_1d = g_array_new (FALSE, FALSE, sizeof (ArbTrLine));
  sol->most_1d = arb_tr_dp_most_1d (table, rack, sol->lines_1d);
  sol->low_2d = sol->high_2d = -1;
  if (options != NULL && options->budget_ms > 0)
    solve_2d (sol, table, rack, options);
  else
    {
      /* No search: 1D is a lower bound, the line program an upper one. */
      sol->low_2d = sol->most_1d;
      sol->high_2d = arb_tr_dp_bound_2d (table, rack, 2000);
      sol->exact_2d = sol->low_2d == sol->high_2d;
      if (sol->most_1d >= 0)
        sol->grid_2d = arb_tr_lines_grid (sol->lines_1d);
    }
  return sol;
}

void
arb_tr_solution_free (ArbTrSolution *solution)
{
  if (solution == NULL)
    return;
  g_array_unref (solution->lines_1d);
  g_clear_pointer (&solution->grid_2d, arb_tr_grid_free);
  g_free (solution);
}
