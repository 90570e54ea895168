/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The dispute solver: 1D exactly, 2D within a time budget. */
#include "solver.h"

#include <string.h>

#include "../../arb-error.h"
#include "cover.h"
#include "improve.h"
#include "realise.h"
#include "../../arb-i18n.h"
#include "search.h"

/* Profiles offered to the realiser per number asked, and its tries. */
#define PROFILES 10
#define TRIES 30
#define FEW_TRIES 3

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
          arb_refuse (error, "TR-1", "%s is an action tile: it never lies on the table, it is played as an action", words);
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

/* The profile of a 1D layout: each copy in one line. */
static void
profile_of_lines (GArray       *lines,
                  ArbTrProfile *profile)
{
  memset (profile, 0, sizeof *profile);
  for (guint i = 0; i < lines->len; i++)
    {
      const ArbTrLine *line = &g_array_index (lines, ArbTrLine, i);

      for (guint k = 0; k < line->n; k++)
        {
          guint kind = line->tiles[k] - 1u;

          profile->u[kind]++;
          if (line->row)
            profile->x[kind]++;
          else
            profile->a[kind]++;
        }
    }
}

typedef struct {
  const ArbTrCounts *table;
  const ArbTrCounts *rack;
  gint64             deadline;
  guint              offered;
  guint              tries;
  ArbTrGrid         *grid;
  int                placed;
} Realising;

static gboolean
realise_one (const ArbTrProfile *profile,
             gpointer            data)
{
  Realising *r = data;
  g_autoptr(ArbTrGrid) grid = NULL;

  if (arb_tr_clock () > r->deadline)
    return TRUE;   /* stop offering: out of time */
  grid = arb_tr_realise (profile, r->tries, ++r->offered, r->deadline);
  if (grid == NULL)
    return FALSE;
  if (!arb_tr_grid_places (grid, r->table, r->rack, &r->placed))
    {
      g_critical ("tilerummy: the realiser built a layout the checker refuses");
      return FALSE;
    }
  r->grid = g_steal_pointer (&grid);
  return TRUE;
}

/* Offers the profiles of `cover` placing `need` or more to the realiser
 * for at most `slice` microseconds: an offer that finds none can take
 * long, and the time left has other uses. */
static void
offer_for (ArbTrCover *cover,
           int         need,
           guint       profiles,
           guint       tries,
           gint64      slice,
           Realising  *r)
{
  arb_tr_cover_set_deadline (cover, MIN (r->deadline, arb_tr_clock () + slice));
  r->tries = tries;
  /* the profiles without a "+" crossed at a corner first, the usual
   * tables; then all */
  arb_tr_cover_set_strict (cover, TRUE);
  if (!arb_tr_cover_offer (cover, need, profiles, realise_one, r))
    {
      arb_tr_cover_set_strict (cover, FALSE);
      arb_tr_cover_offer (cover, need, profiles, realise_one, r);
    }
  arb_tr_cover_set_strict (cover, FALSE);
  arb_tr_cover_set_deadline (cover, r->deadline);
}

/* The cover bound, its work capped; `floor` is known to be reached. */
static int
cover_bound (const ArbTrCounts *table,
                       const ArbTrCounts *rack,
                       int                floor,
                       gint64             deadline)
{
  g_autoptr(ArbTrCover) cover = arb_tr_cover_new (table, rack, 200000);

  arb_tr_cover_set_deadline (cover, deadline);
  return arb_tr_cover_bound (cover, floor, NULL);
}

/*
 * 2D without a group limit: the 1D answer is a floor, the cover bound
 * (cover.h) a ceiling; profiles of the bound, nearest the 1D layout
 * first, are laid out by the realiser, the ceiling first, then up from
 * the floor, until one fails or the time is up.  Exact when floor and
 * ceiling meet.  The ceiling alone makes the answer exact, so it gets
 * more: its profiles in the default order too, then as many more as a
 * third of the budget allows, each tried a few times only.
 */
static void
solve_2d_free (ArbTrSolution           *sol,
               const ArbTrCounts       *table,
               const ArbTrCounts       *rack,
               gint64                   deadline)
{
  g_autoptr(ArbTrCover) cover = arb_tr_cover_new (table, rack, 0);
  ArbTrProfile hint;
  gboolean capped = FALSE;
  Realising r = { table, rack, deadline, 0, TRIES, NULL, -1 };
  gboolean rising = FALSE;
  gint64 slice = MAX (deadline - arb_tr_clock (), 0) / 8;
  int high, need;

  arb_tr_cover_set_deadline (cover, deadline);
  /* the bound's search and the profiles both start nearest the 1D layout */
  if (sol->most_1d >= 0)
    profile_of_lines (sol->lines_1d, &hint);
  else
    {
      /* No 1D layout holds the table tiles: the hint is one that holds
       * as many tiles as can be, table ones or not. */
      ArbTrCounts all = *table, none = { { 0 } };
      g_autoptr(GArray) lines = g_array_new (FALSE, FALSE, sizeof (ArbTrLine));

      arb_tr_counts_add (&all, rack);
      arb_tr_dp_most_1d (&none, &all, lines);
      profile_of_lines (lines, &hint);
    }
  arb_tr_cover_prefer (cover, &hint);
  high = arb_tr_cover_bound (cover, sol->most_1d, &capped);
  sol->low_2d = sol->most_1d;
  sol->high_2d = high;
  if (sol->most_1d >= 0)
    sol->grid_2d = arb_tr_lines_grid (sol->lines_1d);
  if (high < 0 && !capped)
    {
      sol->exact_2d = TRUE;
      return;
    }
  /* the bound itself first, the usual answer; then up from the floor,
   * each layout found raising it */
  need = high;
  while (need > sol->low_2d && arb_tr_clock () < deadline)
    {
      offer_for (cover, need, PROFILES, TRIES, slice, &r);
      if (r.grid == NULL && !rising && arb_tr_clock () < deadline)
        {
          /* the bound is what makes the answer exact: its profiles in
           * the default order too, from a cover of their own */
          g_autoptr(ArbTrCover) plain = arb_tr_cover_new (table, rack, 0);
          gboolean plain_capped = FALSE;

          arb_tr_cover_set_deadline (plain, deadline);
          if (arb_tr_cover_bound (plain, sol->most_1d, &plain_capped) == need && !plain_capped)
            {
              offer_for (plain, need, PROFILES, TRIES, slice, &r);
              /* then many more of them, each tried a few times only */
              if (r.grid == NULL)
                offer_for (plain, need, 0, FEW_TRIES, 8 * slice / 3, &r);
            }
        }
      if (r.grid != NULL)
        {
          if (r.placed > sol->low_2d)
            {
              g_clear_pointer (&sol->grid_2d, arb_tr_grid_free);
              sol->grid_2d = g_steal_pointer (&r.grid);
              sol->low_2d = r.placed;
            }
          g_clear_pointer (&r.grid, arb_tr_grid_free);
        }
      else if (rising)
        break;   /* not one more: what is left is the search's */
      rising = TRUE;
      need = sol->low_2d + 1;
      if (need == high && r.placed < 0)
        break;   /* the bound was tried first */
    }
  g_clear_pointer (&r.grid, arb_tr_grid_free);
  sol->exact_2d = sol->low_2d == sol->high_2d;
}

/*
 * The complete search (search.h) for what is left in the time left:
 * its layout when better, its bound when tighter, exact when it ends.
 */
static void
search_2d (ArbTrSolution     *sol,
           const ArbTrCounts *table,
           const ArbTrCounts *rack,
           guint              group_limit,
           gint64             deadline)
{
  ArbTrSearch search;

  arb_tr_search_2d (table, rack, group_limit, deadline, &search);
  sol->nodes += search.nodes;
  if (search.low > sol->low_2d && search.grid != NULL)
    {
      g_clear_pointer (&sol->grid_2d, arb_tr_grid_free);
      sol->grid_2d = g_steal_pointer (&search.grid);
      sol->low_2d = search.low;
    }
  if (search.complete)
    sol->high_2d = sol->low_2d;
  else if (search.high >= sol->low_2d && (sol->high_2d < sol->low_2d || search.high < sol->high_2d))
    sol->high_2d = search.high;
  sol->exact_2d = sol->low_2d == sol->high_2d || search.complete;
  arb_tr_search_clear (&search);
}

static ArbTrSolution *
solution_new (const ArbTrCounts *table,
              const ArbTrCounts *rack)
{
  ArbTrSolution *sol = g_new0 (ArbTrSolution, 1);

  sol->table_tiles = arb_tr_counts_total (table);
  sol->rack_tiles = arb_tr_counts_total (rack);
  sol->lines_1d = g_array_new (FALSE, FALSE, sizeof (ArbTrLine));
  sol->most_1d = arb_tr_dp_most_1d (table, rack, sol->lines_1d);
  sol->low_2d = sol->high_2d = -1;
  return sol;
}

/* 2D without a group limit, without rebuilding windows: the best grid
 * of a smaller question (improve.h). */
static ArbTrGrid *
solve_part (const ArbTrCounts *table,
            const ArbTrCounts *rack,
            gint64             deadline,
            gpointer           data)
{
  g_autoptr(ArbTrSolution) sol = solution_new (table, rack);

  if (sol->most_1d == (int) sol->rack_tiles)
    return sol->most_1d >= 0 ? arb_tr_lines_grid (sol->lines_1d) : NULL;
  solve_2d_free (sol, table, rack, deadline);
  if (!sol->exact_2d && arb_tr_clock () < deadline)
    search_2d (sol, table, rack, 0, deadline);
  return g_steal_pointer (&sol->grid_2d);
}

/* Rebuilds windows of the grid found (improve.h) for a third of the
 * time left, up to the bound. */
static void
improve_2d (ArbTrSolution     *sol,
            const ArbTrCounts *table,
            const ArbTrCounts *rack,
            gint64             deadline)
{
  gint64 now = arb_tr_clock ();
  gint64 until = now + MAX (deadline - now, 0) / 3;

  if (sol->grid_2d == NULL || sol->low_2d < 0)
    return;
  arb_tr_improve (&sol->grid_2d, &sol->low_2d, table, rack, sol->high_2d, until, solve_part, NULL);
  sol->exact_2d = sol->low_2d == sol->high_2d;
}

/* The windows of values bounded one by one (search.h), the widest, and
 * the time one may take at most. */
#define WINDOW_WIDTH 4
#define WINDOW_SLICE_US 30000
/* how much more time each round of windows gets than the one before */
#define WINDOW_SLICE_GROWTH 16
/* The first search's time (see solve_2d). */
#define FIRST_SEARCH_US 25000

static int
rack_between (const ArbTrCounts *rack,
              int                lo,
              int                hi)
{
  int n = 0;

  for (int c = 0; c < ARB_TR_N_COLOURS; c++)
    for (int v = lo; v <= hi; v++)
      n += rack->n[arb_tr_tile_make (c, v)];
  return n;
}

/* What is known of each window lo..hi of values: its rack tiles; w, the
 * most rack tiles of those values any legal table holds (-2: not known
 * yet); whether w
 * is only one less than the window's rack tiles, known because they
 * cannot all go down (the first question asked of each), so that the
 * window's own answer could still lower it. */
typedef struct {
  int      rack[ARB_TR_N_VALUES + 1][ARB_TR_N_VALUES + 1];
  int      w[ARB_TR_N_VALUES + 1][ARB_TR_N_VALUES + 1];
  gboolean short_only[ARB_TR_N_VALUES + 1][ARB_TR_N_VALUES + 1];
} Windows;

/* The bound from the windows answered so far: see windows_bound. */
static int
bound_of_windows (const ArbTrCounts *rack,
                  const Windows     *win)
{
  int short_by[ARB_TR_N_VALUES + 1] = { 0 };   /* the most, over the values 1..v */

  for (int hi = 1; hi <= ARB_TR_N_VALUES; hi++)
    {
      short_by[hi] = short_by[hi - 1];
      for (int lo = hi; lo >= 1 && lo > hi - WINDOW_WIDTH; lo--)
        if (win->w[lo][hi] >= 0)
          short_by[hi] = MAX (short_by[hi], short_by[lo - 1] + win->rack[lo][hi] - win->w[lo][hi]);
    }
  return (int) arb_tr_counts_total (rack) - short_by[ARB_TR_N_VALUES];
}

/* The windows still to ask, those holding the most rack tiles first:
 * they can lower the bound the most. */
static guint
open_windows (const Windows *win,
              int            order[][2])
{
  guint n = 0;

  for (int hi = 1; hi <= ARB_TR_N_VALUES; hi++)
    for (int lo = hi; lo >= 1 && lo > hi - WINDOW_WIDTH; lo--)
      {
        guint at;

        if (win->w[lo][hi] != -2 && !win->short_only[lo][hi])
          continue;
        at = n++;
        /* insertion by rack tiles, most first; ties keep value order */
        for (; at > 0 && win->rack[order[at - 1][0]][order[at - 1][1]] < win->rack[lo][hi]; at--)
          memcpy (order[at], order[at - 1], sizeof order[at]);
        order[at][0] = lo;
        order[at][1] = hi;
      }
  return n;
}

/*
 * Asks one window.  First whether all its rack tiles can go down
 * (arb_tr_search_window_all): a no bounds w by one less than their
 * number.  After a no, the window's own answer (the most) when asked
 * again.  Returns FALSE when a window says no legal table holds the
 * table tiles.
 */
static gboolean
ask_window (const ArbTrCounts *table,
            const ArbTrCounts *rack,
            int                lo,
            int                hi,
            gint64             deadline,
            Windows           *win)
{
  int tiles = win->rack[lo][hi];
  int answer;

  if (win->short_only[lo][hi] || tiles == 0)
    {
      answer = arb_tr_search_window (table, rack, lo, hi, deadline);
      if (answer == -1)
        return FALSE;
      if (answer >= 0)
        win->w[lo][hi] = answer, win->short_only[lo][hi] = FALSE;
      return TRUE;
    }
  answer = arb_tr_search_window_all (table, rack, lo, hi, deadline);
  if (answer >= 0)
    win->w[lo][hi] = tiles;
  else if (answer == -1)
    win->w[lo][hi] = tiles - 1, win->short_only[lo][hi] = TRUE;
  return TRUE;
}

/*
 * A bound from windows of values (arb_tr_search_window): no legal table
 * holds more than w[lo..hi] rack tiles of values lo..hi, so it falls
 * short of the whole rack by at least the rack tiles of those values
 * minus w; and by the sum of those shortfalls over windows that share
 * no value, since every rack tile has one value.  The best such set of
 * windows is found value by value.  The windows are asked in rounds
 * (ask_window), each round giving those not answered yet sixteen times
 * the time (most windows take a few milliseconds or hundreds: a round
 * cut short is time lost), those with the most rack tiles first; it
 * stops as soon as the bound reaches `floor` (a number known to be
 * placed), or at the deadline.  Returns the bound, or -1 when a window
 * says that no legal table holds the table tiles.  A window not
 * answered counts for nothing.
 */
static int
windows_bound (const ArbTrCounts *table,
               const ArbTrCounts *rack,
               int                floor,
               gint64             deadline)
{
  Windows win;
  int order[ARB_TR_N_VALUES * WINDOW_WIDTH][2];
  gint64 slice = WINDOW_SLICE_US;
  int bound = (int) arb_tr_counts_total (rack);
  guint n;

  for (int lo = 0; lo <= ARB_TR_N_VALUES; lo++)
    for (int hi = 0; hi <= ARB_TR_N_VALUES; hi++)
      {
        win.rack[lo][hi] = lo >= 1 && hi >= lo ? rack_between (rack, lo, hi) : 0;
        win.w[lo][hi] = -2, win.short_only[lo][hi] = FALSE;
      }
  while ((n = open_windows (&win, order)) > 0 && bound > floor && arb_tr_clock () < deadline)
    {
      for (guint i = 0; i < n && bound > floor && arb_tr_clock () < deadline; i++)
        {
          if (!ask_window (table, rack, order[i][0], order[i][1],
                           MIN (deadline, arb_tr_clock () + slice), &win))
            return -1;
          bound = bound_of_windows (rack, &win);
        }
      slice *= WINDOW_SLICE_GROWTH;
    }
  return bound;
}

/* Lowers the ceiling by windows of values where it is above the floor.
 * A ceiling below a layout found would be a fault: then it is refused. */
static void
bound_2d (ArbTrSolution     *sol,
          const ArbTrCounts *table,
          const ArbTrCounts *rack,
          gint64             deadline)
{
  int high = windows_bound (table, rack, sol->low_2d, deadline);

  if (high >= sol->high_2d)
    return;
  if (high < sol->low_2d)
    {
      g_critical ("tilerummy: the windows bound %d is below a layout placing %d", high, sol->low_2d);
      return;
    }
  sol->high_2d = high;
  sol->exact_2d = sol->low_2d == sol->high_2d;
}

static void
solve_2d (ArbTrSolution           *sol,
          const ArbTrCounts       *table,
          const ArbTrCounts       *rack,
          const ArbTrSolveOptions *options)
{
  gint64 deadline = arb_tr_clock () + (gint64) options->budget_ms * 1000;

  sol->searched_2d = TRUE;
  sol->group_limit = options->group_limit;
  if (options->group_limit > 0)
    {
      /* The 1D layout holds one group per line: below the limit, it
       * is a floor. */
      sol->low_2d = -1;
      sol->high_2d = cover_bound (table, rack, sol->most_1d, deadline);
      if (sol->most_1d >= 0 && sol->lines_1d->len <= options->group_limit)
        {
          sol->low_2d = sol->most_1d;
          sol->grid_2d = arb_tr_lines_grid (sol->lines_1d);
        }
      sol->exact_2d = sol->low_2d == sol->high_2d;
      if (!sol->exact_2d)
        search_2d (sol, table, rack, options->group_limit, deadline);
      return;
    }
  /* Every rack tile already goes down in 1D: 2D can do no more. */
  if (sol->most_1d == (int) sol->rack_tiles)
    {
      sol->low_2d = sol->high_2d = sol->most_1d;
      sol->exact_2d = TRUE;
      sol->grid_2d = arb_tr_lines_grid (sol->lines_1d);
      return;
    }
  solve_2d_free (sol, table, rack, deadline);
  /* the search first for a short while: it ends soon on most questions
   * left; then the windows: a third of the time left for a floor, the
   * rest for a ceiling (it stops once it meets the floor, or once every
   * window is answered); then the search again for any time left */
  if (!sol->exact_2d && arb_tr_clock () < deadline)
    search_2d (sol, table, rack, 0, MIN (deadline, arb_tr_clock () + FIRST_SEARCH_US));
  if (!sol->exact_2d && arb_tr_clock () < deadline)
    improve_2d (sol, table, rack, deadline);
  if (!sol->exact_2d && arb_tr_clock () < deadline)
    bound_2d (sol, table, rack, deadline);
  if (!sol->exact_2d && arb_tr_clock () < deadline)
    search_2d (sol, table, rack, 0, deadline);
}

ArbTrSolution *
arb_tr_solve (const ArbTrCounts       *table,
              const ArbTrCounts       *rack,
              const ArbTrSolveOptions *options)
{
  ArbTrSolution *sol = solution_new (table, rack);

  if (options != NULL && options->budget_ms > 0)
    solve_2d (sol, table, rack, options);
  else
    {
      /* No search: 1D is a lower bound, the line program an upper one. */
      sol->low_2d = sol->most_1d;
      sol->high_2d = cover_bound (table, rack, sol->most_1d, 0);
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
