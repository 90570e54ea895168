/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * The tile-rummy solver on the fixed instances of ../shared/bench/rummy
 * (see its README), side by side with the integer-programming anchor
 * (rummy-glpk.c) when GLPK is installed.
 *
 *   bench-rummy [DIR] [--budget-ms N] [--reps N] [--only NAME] [--limit N]
 *               [--no-2d] [--show-unknown] [--tsv]
 *
 * For each instance: MAX and FEAS in 1D by the solver and by GLPK, one
 * after the other, each timed `reps` times (the fastest kept, for both
 * alike), every answer checked against the expected files; then the 2D
 * answers of arb_tr_solve () with the budget: MAX (table and rack) and
 * FEAS (all the tiles as one multiset), the grid checked again here.
 * Times are the thread's CPU time (the machines are shared: wall time
 * counts the other jobs too); the wall-clock maximum is shown as well.
 *
 * It prints a table per family and the targets of issue 13 beside the
 * figures.  Exit status 1 when an answer is wrong (1D against the
 * expected files, or a 2D answer below 1D or a grid that fails the
 * check); the targets on time are reported, never asserted.
 * With --tsv it prints only the rows of bench/run's table
 * ("row<TAB>what<TAB>measured<TAB>target<TAB>yes|no", see
 * bench-table.py).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "games/tilerummy/dp.h"
#include "games/tilerummy/solver.h"
#ifdef HAVE_GLPK
#include "rummy-glpk.h"
#endif

typedef struct {
  ArbTrCounts table;
  ArbTrCounts rack;
} Instance;

typedef struct {
  guint       budget_ms;
  guint       reps;
  const char *only;
  guint       limit;
  gboolean    two_d;
  gboolean    show;     /* name the instances left unknown */
  gboolean    tsv;      /* finished rows for bench/run's table only */
} Options;

/* Times in microseconds, per question. */
typedef struct {
  GArray *cpu;
  double  wall_max;
} Times;

typedef struct {
  const char *name;
  guint       n;
  guint       wrong_max, wrong_feas, wrong_glpk, wrong_2d;
  Times       max, feas, glpk_max, glpk_feas, d2_max, d2_feas;
  guint       unknown_max, unknown_feas, beyond_1d, yes_2d_only;
} Family;

static const char *const families[] = {
  "inst_T30_R14", "inst_T30_R20", "inst_T60_R14", "inst_T60_R20", "inst_T85_R14", "inst_T85_R20",
};

/* ---- reading ---- */

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

/* ---- clocks and figures ---- */

static double
cpu_us (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &ts);
  return (double) ts.tv_sec * 1e6 + (double) ts.tv_nsec / 1e3;
}

static double
wall_us (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_MONOTONIC, &ts);
  return (double) ts.tv_sec * 1e6 + (double) ts.tv_nsec / 1e3;
}

static void
times_init (Times *t)
{
  t->cpu = g_array_new (FALSE, FALSE, sizeof (double));
  t->wall_max = 0;
}

static void
times_add (Times *t,
           double cpu,
           double wall)
{
  g_array_append_val (t->cpu, cpu);
  t->wall_max = MAX (t->wall_max, wall);
}

static int
compare_doubles (gconstpointer a,
                 gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return (x > y) - (x < y);
}

/* The value at fraction q of the sorted times (0.5: the median). */
static double
quantile (Times *t,
          double q)
{
  guint n = t->cpu->len;

  if (n == 0)
    return 0;
  g_array_sort (t->cpu, compare_doubles);
  return g_array_index (t->cpu, double, MIN ((guint) (q * (n - 1) + 0.5), n - 1));
}

/* ---- one instance ---- */

typedef int (*Question) (gpointer solver, const Instance *inst);

static int
ours_max (gpointer        solver,
          const Instance *inst)
{
  return arb_tr_dp_most_1d (&inst->table, &inst->rack, NULL);
}

static int
ours_feas (gpointer        solver,
           const Instance *inst)
{
  ArbTrCounts all = inst->table, none = { { 0 } };

  arb_tr_counts_add (&all, &inst->rack);
  return arb_tr_dp_most_1d (&all, &none, NULL) >= 0 ? 0 : -1;
}

#ifdef HAVE_GLPK
static int
glpk_max (gpointer        solver,
          const Instance *inst)
{
  return rummy_glpk_max (solver, &inst->table, &inst->rack);
}

static int
glpk_feas (gpointer        solver,
           const Instance *inst)
{
  return rummy_glpk_feas (solver, &inst->table, &inst->rack);
}
#endif

/* Asks `reps` times; keeps the fastest.  The answer of the last. */
static int
timed (Question        q,
       gpointer        solver,
       const Instance *inst,
       guint           reps,
       Times          *times)
{
  double best_cpu = G_MAXDOUBLE, best_wall = G_MAXDOUBLE;
  int answer = 0;

  for (guint r = 0; r < reps; r++)
    {
      double c0 = cpu_us (), w0 = wall_us ();

      answer = q (solver, inst);
      best_cpu = MIN (best_cpu, cpu_us () - c0);
      best_wall = MIN (best_wall, wall_us () - w0);
    }
  times_add (times, best_cpu, best_wall);
  return answer;
}

/* The grid holds the table and exactly `placed` rack tiles, legally. */
static gboolean
grid_right (const ArbTrSolution *sol,
            const ArbTrCounts   *table,
            const ArbTrCounts   *rack)
{
  g_autoptr(ArbTrReport) report = NULL;
  ArbTrCounts have, extra;

  if (sol->low_2d < 0)
    return TRUE;   /* no layout to check */
  if (sol->grid_2d == NULL)
    return FALSE;
  report = arb_tr_grid_check (sol->grid_2d, 0);
  arb_tr_grid_counts (sol->grid_2d, &have);
  if (!report->legal || !arb_tr_counts_contains (&have, table))
    return FALSE;
  arb_tr_counts_minus (&have, table, &extra);
  return arb_tr_counts_contains (rack, &extra) && (int) arb_tr_counts_total (&extra) == sol->low_2d;
}

static void
run_2d (Family         *f,
        const Instance *inst,
        const Options  *opts,
        guint           index)
{
  ArbTrSolveOptions so = { opts->budget_ms, 0 };
  ArbTrCounts all = inst->table, none = { { 0 } };
  g_autoptr(ArbTrSolution) sol = NULL;
  g_autoptr(ArbTrSolution) whole = NULL;
  double c0, w0;

  c0 = cpu_us ();
  w0 = wall_us ();
  sol = arb_tr_solve (&inst->table, &inst->rack, &so);
  times_add (&f->d2_max, cpu_us () - c0, wall_us () - w0);
  f->unknown_max += !sol->exact_2d;
  if (opts->show && !sol->exact_2d)
    fprintf (stderr, "  %s %u: 2D MAX unknown: %d..%d (1D %d)\n", f->name, index + 1, sol->low_2d, sol->high_2d,
            sol->most_1d);
  f->beyond_1d += sol->low_2d > sol->most_1d;
  if (sol->low_2d < sol->most_1d || sol->high_2d < sol->low_2d || !grid_right (sol, &inst->table, &inst->rack))
    {
      f->wrong_2d++;
      fprintf (stderr, "  %s %u: 2D %d..%d against 1D %d, or a wrong grid\n", f->name, index + 1,
              sol->low_2d, sol->high_2d, sol->most_1d);
    }
  arb_tr_counts_add (&all, &inst->rack);
  c0 = cpu_us ();
  w0 = wall_us ();
  whole = arb_tr_solve (&all, &none, &so);
  times_add (&f->d2_feas, cpu_us () - c0, wall_us () - w0);
  f->unknown_feas += !whole->exact_2d;
  if (opts->show && !whole->exact_2d)
    fprintf (stderr, "  %s %u: 2D FEAS unknown: %d..%d (1D %d)\n", f->name, index + 1, whole->low_2d,
            whole->high_2d, whole->most_1d);
  f->yes_2d_only += whole->most_1d < 0 && whole->low_2d == 0;
  if (whole->low_2d < whole->most_1d || !grid_right (whole, &all, &none))
    {
      f->wrong_2d++;
      fprintf (stderr, "  %s %u: 2D feasible %d..%d against 1D %d, or a wrong grid\n", f->name, index + 1,
              whole->low_2d, whole->high_2d, whole->most_1d);
    }
}

static void
run_family (Family        *f,
            const char    *dir,
            const Options *opts,
            gpointer       glpk)
{
  g_autofree char *base = g_build_filename (dir, f->name, NULL);
  g_autofree char *inst_path = g_strconcat (base, ".txt", NULL);
  g_autofree char *max_path = g_strconcat (base, ".max.expected", NULL);
  g_autofree char *feas_path = g_strconcat (base, ".feas.expected", NULL);
  g_autoptr(GArray) insts = read_instances (inst_path);
  g_autoptr(GArray) maxes = read_answers (max_path);
  g_autoptr(GArray) feas = read_answers (feas_path);

  f->n = MIN (insts->len, MIN (maxes->len, feas->len));
  if (opts->limit > 0)
    f->n = MIN (f->n, opts->limit);
  for (guint i = 0; i < f->n; i++)
    {
      const Instance *inst = &g_array_index (insts, Instance, i);
      int want_max = g_array_index (maxes, int, i), want_feas = g_array_index (feas, int, i);
      int m, fe;

      m = timed (ours_max, NULL, inst, opts->reps, &f->max);
      fe = timed (ours_feas, NULL, inst, opts->reps, &f->feas);
      f->wrong_max += m != want_max;
      f->wrong_feas += fe != want_feas;
      if (m != want_max || fe != want_feas)
        fprintf (stderr, "  %s %u: 1D max %d (expected %d), feasible %d (expected %d)\n", f->name, i + 1, m,
                want_max, fe, want_feas);
#ifdef HAVE_GLPK
      if (glpk != NULL)
        {
          int gm = timed (glpk_max, glpk, inst, opts->reps, &f->glpk_max);
          int gf = timed (glpk_feas, glpk, inst, opts->reps, &f->glpk_feas);

          f->wrong_glpk += gm != want_max || gf != want_feas;
        }
#endif
      if (opts->two_d)
        run_2d (f, inst, opts, i);
    }
}

/* ---- the report ---- */

static const char *
met (gboolean ok)
{
  return ok ? "met" : "NOT met";
}

static void
print_family (Family  *f,
              gboolean glpk)
{
  printf ("%-13s %3u  %3u/%-3u %3u/%-3u", f->name + 5, f->n, f->n - f->wrong_max, f->n,
          f->n - f->wrong_feas, f->n);
  printf ("  %7.1f %7.1f %7.1f  %7.1f %7.1f %7.1f", quantile (&f->max, 0.5), quantile (&f->max, 0.95),
          quantile (&f->max, 1), quantile (&f->feas, 0.5), quantile (&f->feas, 0.95), quantile (&f->feas, 1));
  if (glpk)
    printf ("  %8.1f %8.1f %6.0fx %6.0fx  %8.1f %8.1f", quantile (&f->glpk_max, 0.5),
            quantile (&f->glpk_feas, 0.5),
            quantile (&f->glpk_max, 0.5) / MAX (quantile (&f->max, 0.5), 1e-3),
            quantile (&f->glpk_feas, 0.5) / MAX (quantile (&f->feas, 0.5), 1e-3),
            quantile (&f->glpk_max, 1), quantile (&f->glpk_feas, 1));
  printf ("\n");
}

static void
print_family_2d (Family *f)
{
  printf ("%-13s %3u  %6.1f %7.1f %8.1f %4u   %6.1f %7.1f %8.1f %4u   %4u %4u %4u\n", f->name + 5, f->n,
          quantile (&f->d2_max, 0.5) / 1e3, quantile (&f->d2_max, 0.95) / 1e3,
          quantile (&f->d2_max, 1) / 1e3, f->unknown_max, quantile (&f->d2_feas, 0.5) / 1e3,
          quantile (&f->d2_feas, 0.95) / 1e3, quantile (&f->d2_feas, 1) / 1e3, f->unknown_feas,
          f->beyond_1d, f->yes_2d_only, f->wrong_2d);
}

static void
free_families (Family  *fam,
               guint    n_fam,
               gpointer glpk)
{
#ifdef HAVE_GLPK
  for (guint i = 0; i < n_fam; i++)
    if (fam[i].wrong_glpk > 0)
      fprintf (stderr, "(GLPK differed from the expected answers on %u instances of %s)\n", fam[i].wrong_glpk,
               fam[i].name);
  rummy_glpk_free (glpk);
#endif
  for (guint i = 0; i < n_fam; i++)
    {
      g_array_unref (fam[i].max.cpu);
      g_array_unref (fam[i].feas.cpu);
      g_array_unref (fam[i].glpk_max.cpu);
      g_array_unref (fam[i].glpk_feas.cpu);
      g_array_unref (fam[i].d2_max.cpu);
      g_array_unref (fam[i].d2_feas.cpu);
    }
}

/* ---- bench/run's rows ---- */

static void
row (const char *what,
     const char *measured,
     const char *target,
     gboolean    ok)
{
  printf ("row\t%s\t%s\t%s\t%s\n", what, measured, target, ok ? "yes" : "no");
}

static double
ratio_of (Times *glpk,
          Times *ours,
          double q)
{
  return quantile (glpk, q) / MAX (quantile (ours, q), 1e-3);
}

static void
print_rows_1d (Family  *f,
               gboolean glpk)
{
  g_autofree char *what = g_strdup_printf ("rummy 1D %s: MAX, FEAS median / p95 / max", f->name + 5);
  g_autofree char *measured = NULL;
  double worst = MAX (quantile (&f->max, 1), quantile (&f->feas, 1));

  measured = g_strdup_printf ("%.0f / %.0f / %.0f µs, %.0f / %.0f / %.0f µs", quantile (&f->max, 0.5),
                              quantile (&f->max, 0.95), quantile (&f->max, 1), quantile (&f->feas, 0.5),
                              quantile (&f->feas, 0.95), quantile (&f->feas, 1));
  row (what, measured, "max < 5 ms", worst < 5000);
  if (glpk)
    {
      g_autofree char *gwhat = g_strdup_printf ("rummy 1D %s: GLPK / solver, medians (worst case)", f->name + 5);
      g_autofree char *gmeasured = g_strdup_printf (
        "MAX %.0f× (slowest %.2f / %.2f ms), FEAS %.0f× (%.2f / %.2f ms)", ratio_of (&f->glpk_max, &f->max, 0.5),
        quantile (&f->glpk_max, 1) / 1e3, quantile (&f->max, 1) / 1e3, ratio_of (&f->glpk_feas, &f->feas, 0.5),
        quantile (&f->glpk_feas, 1) / 1e3, quantile (&f->feas, 1) / 1e3);
      gboolean t60 = strstr (f->name, "T60") != NULL;

      if (t60)
        row (gwhat, gmeasured, "≥ 10×",
             ratio_of (&f->glpk_max, &f->max, 0.5) >= 10 && ratio_of (&f->glpk_feas, &f->feas, 0.5) >= 10);
      else
        printf ("row\t%s\t%s\t\t\n", gwhat, gmeasured);
    }
  else if (strstr (f->name, "T60") != NULL)
    {
      g_autofree char *gwhat = g_strdup_printf ("rummy 1D %s: GLPK / solver, medians", f->name + 5);

      row (gwhat, "not measured: GLPK absent (install libglpk-dev, reconfigure)", "≥ 10×", FALSE);
    }
}

static void
print_rows_2d (Family *f)
{
  g_autofree char *what = g_strdup_printf ("rummy 2D %s: MAX, FEAS median / p95 / max", f->name + 5);
  g_autofree char *measured = NULL;
  double p95 = MAX (quantile (&f->d2_max, 0.95), quantile (&f->d2_feas, 0.95));

  measured = g_strdup_printf ("%.1f / %.1f / %.1f ms, %.1f / %.1f / %.1f ms", quantile (&f->d2_max, 0.5) / 1e3,
                              quantile (&f->d2_max, 0.95) / 1e3, quantile (&f->d2_max, 1) / 1e3,
                              quantile (&f->d2_feas, 0.5) / 1e3, quantile (&f->d2_feas, 0.95) / 1e3,
                              quantile (&f->d2_feas, 1) / 1e3);
  row (what, measured, "p95 < 50 ms", p95 < 50e3);
}

static void
print_rows (Family        *fam,
            guint          n_fam,
            gboolean       glpk,
            const Options *opts)
{
  guint n = 0, wrong = 0, wrong_2d = 0, unknown = 0;
  g_autofree char *answers = NULL, *unknowns = NULL, *right = NULL, *uwhat = NULL;

  for (guint i = 0; i < n_fam; i++)
    {
      n += fam[i].n;
      wrong += fam[i].wrong_max + fam[i].wrong_feas;
      wrong_2d += fam[i].wrong_2d;
      unknown += fam[i].unknown_max + fam[i].unknown_feas;
    }
  answers = g_strdup_printf ("%u of %u equal", 2 * n - wrong, 2 * n);
  row ("rummy 1D: MAX and FEAS answers vs the expected files", answers, "100% equal", wrong == 0);
  for (guint i = 0; i < n_fam; i++)
    print_rows_1d (&fam[i], glpk);
  if (!opts->two_d)
    return;
  for (guint i = 0; i < n_fam; i++)
    print_rows_2d (&fam[i]);
  uwhat = g_strdup_printf ("rummy 2D: unknown answers (budget %u ms, ≤ 112 tiles)", opts->budget_ms);
  unknowns = g_strdup_printf ("%u of %u", unknown, 2 * n);
  row (uwhat, unknowns, "none", unknown == 0);
  right = g_strdup_printf ("%u of %u wrong", wrong_2d, 2 * n);
  row ("rummy 2D: never below 1D, every layout passes the checker", right, "never wrong", wrong_2d == 0);
}

int
main (int   argc,
      char *argv[])
{
  Options opts = { 1000, 3, NULL, 0, TRUE, FALSE, FALSE };
  const char *dir = "../shared/bench/rummy";
  Family fam[G_N_ELEMENTS (families)];
  guint n_fam = 0;
  gpointer glpk = NULL;
  gboolean answers_ok = TRUE, ratio_ok = TRUE, max_ok = TRUE, p95_ok = TRUE, known_ok = TRUE, right_2d = TRUE;
  double worst_ratio = G_MAXDOUBLE, worst_max = 0, worst_wall = 0, worst_p95 = 0;
  guint unknowns = 0;
  g_autofree char *ratio_text = NULL, *max_text = NULL, *p95_text = NULL, *unknown_text = NULL;

  for (int i = 1; i < argc; i++)
    {
      if (g_str_equal (argv[i], "--budget-ms") && i + 1 < argc)
        opts.budget_ms = (guint) atoi (argv[++i]);
      else if (g_str_equal (argv[i], "--reps") && i + 1 < argc)
        {
          int reps = atoi (argv[++i]);

          opts.reps = reps > 0 ? (guint) reps : 1;
        }
      else if (g_str_equal (argv[i], "--only") && i + 1 < argc)
        opts.only = argv[++i];
      else if (g_str_equal (argv[i], "--limit") && i + 1 < argc)
        opts.limit = (guint) atoi (argv[++i]);
      else if (g_str_equal (argv[i], "--no-2d"))
        opts.two_d = FALSE;
      else if (g_str_equal (argv[i], "--show-unknown"))
        opts.show = TRUE;
      else if (g_str_equal (argv[i], "--tsv"))
        opts.tsv = TRUE;
      else
        dir = argv[i];
    }
  if (!g_file_test (dir, G_FILE_TEST_IS_DIR))
    {
      printf ("no instances at %s; skipped\n", dir);
      return 77;
    }
#ifdef HAVE_GLPK
  glpk = rummy_glpk_new ();
#endif
  for (guint i = 0; i < G_N_ELEMENTS (families); i++)
    {
      Family *f = &fam[n_fam];

      if (opts.only != NULL && !g_str_equal (opts.only, families[i]) && !g_str_equal (opts.only, families[i] + 5))
        continue;
      memset (f, 0, sizeof *f);
      f->name = families[i];
      times_init (&f->max);
      times_init (&f->feas);
      times_init (&f->glpk_max);
      times_init (&f->glpk_feas);
      times_init (&f->d2_max);
      times_init (&f->d2_feas);
      run_family (f, dir, &opts, glpk);
      n_fam++;
    }
  if (opts.tsv)
    {
      gboolean right = TRUE;

      print_rows (fam, n_fam, glpk != NULL, &opts);
      for (guint i = 0; i < n_fam; i++)
        right &= fam[i].wrong_max == 0 && fam[i].wrong_feas == 0 && fam[i].wrong_2d == 0;
      free_families (fam, n_fam, glpk);
      return right ? 0 : 1;
    }

  printf ("\n1D, each tile in one line: answers right / instances; times in microseconds of CPU\n"
          "(fastest of %u runs per instance, the solver and GLPK one after the other)\n\n", opts.reps);
  printf ("%-13s %3s  %7s %7s  %-23s  %-23s", "family", "n", "MAX", "FEAS", "  MAX median p95 max",
          "  FEAS median p95 max");
  if (glpk != NULL)
    printf ("  %-8s %-8s %-7s %-7s  %-8s %-8s", "GLPK MAX", "GLPK FEA", "ratio", "ratio", "GLPK max", "max");
  printf ("\n");
  for (guint i = 0; i < n_fam; i++)
    print_family (&fam[i], glpk != NULL);
  if (glpk == NULL)
    printf ("\nGLPK not installed: no anchor (install libglpk-dev and reconfigure)\n");

  if (opts.two_d)
    {
      printf ("\n2D, a tile in one line across and one down, budget %u ms: times in ms of CPU;\n"
              "unknown = not exact when the budget ran out\n\n", opts.budget_ms);
      printf ("%-13s %3s  %6s %7s %8s %4s   %6s %7s %8s %4s   %4s %4s %4s\n", "family", "n", "MAX md",
              "p95", "max", "unkn", "FEAS md", "p95", "max", "unkn", ">1D", "2Dok", "bad");
      for (guint i = 0; i < n_fam; i++)
        print_family_2d (&fam[i]);
    }

  for (guint i = 0; i < n_fam; i++)
    {
      Family *f = &fam[i];
      gboolean t60 = strstr (f->name, "T60") != NULL;

      answers_ok &= f->wrong_max == 0 && f->wrong_feas == 0;
      right_2d &= f->wrong_2d == 0;
      worst_max = MAX (worst_max, MAX (quantile (&f->max, 1), quantile (&f->feas, 1)));
      worst_wall = MAX (worst_wall, MAX (f->max.wall_max, f->feas.wall_max));
      if (glpk != NULL && t60)
        worst_ratio = MIN (worst_ratio, MIN (quantile (&f->glpk_max, 0.5) / MAX (quantile (&f->max, 0.5), 1e-3),
                                             quantile (&f->glpk_feas, 0.5) / MAX (quantile (&f->feas, 0.5), 1e-3)));
      if (opts.two_d)
        {
          worst_p95 = MAX (worst_p95, MAX (quantile (&f->d2_max, 0.95), quantile (&f->d2_feas, 0.95)) / 1e3);
          unknowns += f->unknown_max + f->unknown_feas;
        }
    }
  max_ok = worst_max < 5000;
  ratio_ok = glpk != NULL && worst_ratio >= 10 && worst_ratio < G_MAXDOUBLE;
  p95_ok = worst_p95 < 50;
  known_ok = unknowns == 0;

  printf ("\ntarget                                         measured                    \n");
  printf ("1D answers 100%% equal to the expected files   %-27s %s\n",
          answers_ok ? "all equal" : "SOME DIFFER", met (answers_ok));
  ratio_text = worst_ratio < G_MAXDOUBLE ? g_strdup_printf ("%.0fx at worst (MAX, FEAS)", worst_ratio)
                                         : g_strdup ("no T60 family run");
  max_text = g_strdup_printf ("%.2f ms CPU (%.2f ms wall)", worst_max / 1e3, worst_wall / 1e3);
  p95_text = g_strdup_printf ("%.1f ms at worst", worst_p95);
  unknown_text = g_strdup_printf ("%u unknown", unknowns);
  if (glpk != NULL)
    printf ("1D median >= 10x faster than GLPK on T60      %-27s %s\n", ratio_text, met (ratio_ok));
  else
    printf ("1D median >= 10x faster than GLPK on T60      %-27s %s\n", "GLPK not installed", "not measured");
  printf ("1D maximum < 5 ms on every family             %-27s %s\n", max_text, met (max_ok));
  if (opts.two_d)
    {
      printf ("2D p95 < 50 ms on every family (MAX, FEAS)    %-27s %s\n", p95_text, met (p95_ok));
      printf ("2D no unknown (budget %4u ms)                %-27s %s\n", opts.budget_ms, unknown_text,
              met (known_ok));
      printf ("2D never below 1D, every grid legal          %-27s %s\n",
              right_2d ? "so" : "NOT SO", met (right_2d));
    }
  free_families (fam, n_fam, glpk);
  return answers_ok && right_2d ? 0 : 1;
}
