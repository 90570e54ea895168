/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * The tile-rummy solver on the fixed instances of ../shared/bench/rummy
 * (see its README): every 1D answer against the expected one, the time
 * per instance (medians), and the 2D answer within a budget.
 *
 *   bench-rummy [DIR] [--budget-ms N] [--only NAME] [--limit N]
 *
 * Exit status 1 when a 1D answer differs from the expected one, or a 2D
 * answer is below the 1D one.  Times are reported, never asserted.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "games/tilerummy/dp.h"
#include "games/tilerummy/solver.h"

typedef struct {
  ArbTrCounts table;
  ArbTrCounts rack;
} Instance;

typedef struct {
  guint budget_ms;
  const char *only;
  guint limit;
} Options;

/* Colours 0..3 of the instances are r b y g here: any fixed order does. */
static gboolean
read_counts (const char  *digits,
             ArbTrCounts *counts)
{
  memset (counts, 0, sizeof *counts);
  if (strlen (digits) != ARB_TR_N_KINDS)
    return FALSE;
  for (guint k = 0; k < ARB_TR_N_KINDS; k++)
    {
      if (digits[k] < '0' || digits[k] > '2')
        return FALSE;
      counts->n[k + 1] = (guint8) (digits[k] - '0');
    }
  return TRUE;
}

static GArray *
read_instances (const char *path)
{
  g_autofree char *text = NULL;
  g_auto(GStrv) lines = NULL;
  GArray *out = g_array_new (FALSE, FALSE, sizeof (Instance));

  if (!g_file_get_contents (path, &text, NULL, NULL))
    return out;
  lines = g_strsplit (text, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      g_auto(GStrv) parts = g_strsplit (g_strstrip (lines[i]), " ", 2);
      Instance inst;

      if (parts[0] == NULL || parts[1] == NULL)
        continue;
      if (read_counts (parts[0], &inst.table) && read_counts (parts[1], &inst.rack))
        g_array_append_val (out, inst);
    }
  return out;
}

static GArray *
read_answers (const char *path)
{
  g_autofree char *text = NULL;
  g_auto(GStrv) lines = NULL;
  GArray *out = g_array_new (FALSE, FALSE, sizeof (int));

  if (!g_file_get_contents (path, &text, NULL, NULL))
    return out;
  lines = g_strsplit (text, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      int v;

      if (*g_strstrip (lines[i]) == '\0')
        continue;
      v = atoi (lines[i]);
      g_array_append_val (out, v);
    }
  return out;
}

static int
compare_doubles (gconstpointer a,
                 gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return (x > y) - (x < y);
}

static double
median (GArray *times)
{
  if (times->len == 0)
    return 0;
  g_array_sort (times, compare_doubles);
  return g_array_index (times, double, times->len / 2);
}

static double
maximum (GArray *times)
{
  double m = 0;

  for (guint i = 0; i < times->len; i++)
    m = MAX (m, g_array_index (times, double, i));
  return m;
}

typedef struct {
  guint wrong;
  guint checked;
  guint improved_2d;
  guint exact_2d;
  guint below_1d;
  GArray *t_max;
  GArray *t_feas;
  GArray *t_2d;
} Tally;

static double
now_ms (void)
{
  return (double) g_get_monotonic_time () / 1000.0;
}

static void
run_instance (const Instance *inst,
              int             want_max,
              int             want_feas,
              const Options  *opts,
              Tally          *tally,
              guint           index)
{
  ArbTrCounts all = inst->table, none = { { 0 } };
  double t0 = now_ms (), t1, t2;
  int most = arb_tr_dp_most_1d (&inst->table, &inst->rack, NULL);
  int feas;

  t1 = now_ms ();
  arb_tr_counts_add (&all, &inst->rack);
  feas = arb_tr_dp_most_1d (&all, &none, NULL) >= 0 ? 0 : -1;
  t2 = now_ms ();
  g_array_append_val (tally->t_max, (double) { t1 - t0 });
  g_array_append_val (tally->t_feas, (double) { t2 - t1 });
  tally->checked++;
  if (most != want_max || feas != want_feas)
    {
      tally->wrong++;
      printf ("  instance %u: 1D max %d (expected %d), feasible %d (expected %d)\n",
              index + 1, most, want_max, feas, want_feas);
    }
  if (opts->budget_ms > 0)
    {
      ArbTrSolveOptions so = { opts->budget_ms };
      g_autoptr(ArbTrSolution) sol = NULL;
      double t3 = now_ms ();

      sol = arb_tr_solve (&inst->table, &inst->rack, &so);
      g_array_append_val (tally->t_2d, (double) { now_ms () - t3 });
      tally->improved_2d += sol->low_2d > sol->most_1d;
      tally->exact_2d += sol->exact_2d;
      if (sol->low_2d < sol->most_1d || sol->high_2d < sol->low_2d)
        {
          tally->below_1d++;
          printf ("  instance %u: 2D %d..%d against 1D %d\n", index + 1, sol->low_2d,
                  sol->high_2d, sol->most_1d);
        }
    }
}

static gboolean
run_set (const char    *dir,
         const char    *name,
         const Options *opts)
{
  g_autofree char *base = g_build_filename (dir, name, NULL);
  g_autofree char *inst_path = g_strconcat (base, ".txt", NULL);
  g_autofree char *max_path = g_strconcat (base, ".max.expected", NULL);
  g_autofree char *feas_path = g_strconcat (base, ".feas.expected", NULL);
  g_autoptr(GArray) insts = read_instances (inst_path);
  g_autoptr(GArray) maxes = read_answers (max_path);
  g_autoptr(GArray) feas = read_answers (feas_path);
  Tally tally = { 0 };
  guint n = MIN (insts->len, MIN (maxes->len, feas->len));

  if (opts->limit > 0)
    n = MIN (n, opts->limit);
  tally.t_max = g_array_new (FALSE, FALSE, sizeof (double));
  tally.t_feas = g_array_new (FALSE, FALSE, sizeof (double));
  tally.t_2d = g_array_new (FALSE, FALSE, sizeof (double));
  for (guint i = 0; i < n; i++)
    run_instance (&g_array_index (insts, Instance, i), g_array_index (maxes, int, i),
                  g_array_index (feas, int, i), opts, &tally, i);
  printf ("%-12s %3u instances, 1D %s; median ms: max %.3f, feasible %.3f (max/feasible %.1f; "
          "slowest %.3f, %.3f)", name, n, tally.wrong ? "WRONG" : "all right", median (tally.t_max),
          median (tally.t_feas), median (tally.t_max) / MAX (median (tally.t_feas), 1e-6),
          maximum (tally.t_max), maximum (tally.t_feas));
  if (opts->budget_ms > 0)
    printf ("; 2D: %u beyond 1D, %u exact, median %.1f ms", tally.improved_2d,
            tally.exact_2d, median (tally.t_2d));
  printf ("\n");
  g_array_unref (tally.t_max);
  g_array_unref (tally.t_feas);
  g_array_unref (tally.t_2d);
  return tally.wrong == 0 && tally.below_1d == 0 && n > 0;
}

int
main (int   argc,
      char *argv[])
{
  static const char *const sets[] = {
    "inst_T30_R14", "inst_T30_R20", "inst_T60_R14", "inst_T60_R20", "inst_T85_R14", "inst_T85_R20",
  };
  Options opts = { 0, NULL, 0 };
  const char *dir = "../shared/bench/rummy";
  gboolean ok = TRUE;

  for (int i = 1; i < argc; i++)
    {
      if (g_str_equal (argv[i], "--budget-ms") && i + 1 < argc)
        opts.budget_ms = (guint) atoi (argv[++i]);
      else if (g_str_equal (argv[i], "--only") && i + 1 < argc)
        opts.only = argv[++i];
      else if (g_str_equal (argv[i], "--limit") && i + 1 < argc)
        opts.limit = (guint) atoi (argv[++i]);
      else
        dir = argv[i];
    }
  if (!g_file_test (dir, G_FILE_TEST_IS_DIR))
    {
      printf ("no instances at %s; skipped\n", dir);
      return 77;
    }
  for (guint i = 0; i < G_N_ELEMENTS (sets); i++)
    if (opts.only == NULL || g_str_equal (opts.only, sets[i]))
      ok &= run_set (dir, sets[i], &opts);
  return ok ? 0 : 1;
}
