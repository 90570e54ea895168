/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * The integer program of den Hertog and Hulshof (2006) for the 1D
 * questions, written for GLPK's C API:
 *
 *   maximise  sum_i y_i                      (rack tiles placed)
 *   subject to sum_j s_ij x_j - y_i = t_i    for each of the 56 tiles i
 *              0 <= y_i <= r_i, x_j in {0, 1, 2}
 *
 * with one variable x_j per valid line j: s_ij = 1 when line j holds
 * tile i, t_i and r_i the copies of tile i on the table and in the rack.
 * The lines are every sequence (one value, 3 or 4 colours) and every
 * row of 3, 4 or 5 tiles: a longer row splits into rows of those
 * lengths, so nothing is lost.  FEAS fixes y_i = r_i.
 *
 * The matrix is the same for every instance: it is built once, and each
 * question only sets the bounds before glp_intopt (with its presolver)
 * runs, so the time measured is GLPK's solving time.
 */
#include "rummy-glpk.h"

#include <glpk.h>

struct _RummyGlpk {
  glp_prob *prob;
  int       n_lines;   /* columns 1..n_lines: x_j; then 56 columns y_i */
};

static int
kind_index (int colour,
            int value)
{
  return colour * ARB_TR_N_VALUES + value - 1;   /* 0..55; tile code - 1 */
}

/* Adds line j with the kinds of kinds[0..n) to the matrix entries. */
static void
add_line (RummyGlpk *g,
          GArray    *ia,
          GArray    *ja,
          GArray    *ar,
          const int *kinds,
          int        n)
{
  int j = glp_add_cols (g->prob, 1);

  glp_set_col_kind (g->prob, j, GLP_IV);
  glp_set_col_bnds (g->prob, j, GLP_DB, 0.0, 2.0);
  glp_set_obj_coef (g->prob, j, 0.0);
  for (int k = 0; k < n; k++)
    {
      int row = kinds[k] + 1;
      double one = 1.0;

      g_array_append_val (ia, row);
      g_array_append_val (ja, j);
      g_array_append_val (ar, one);
    }
  g->n_lines = j;
}

RummyGlpk *
rummy_glpk_new (void)
{
  RummyGlpk *g = g_new0 (RummyGlpk, 1);
  g_autoptr(GArray) ia = g_array_new (FALSE, FALSE, sizeof (int));
  g_autoptr(GArray) ja = g_array_new (FALSE, FALSE, sizeof (int));
  g_autoptr(GArray) ar = g_array_new (FALSE, FALSE, sizeof (double));
  int zero_i = 0;
  double zero_d = 0.0;

  glp_term_out (GLP_OFF);
  g->prob = glp_create_prob ();
  glp_set_obj_dir (g->prob, GLP_MAX);
  glp_add_rows (g->prob, ARB_TR_N_KINDS);
  /* GLPK's arrays start at 1 */
  g_array_append_val (ia, zero_i);
  g_array_append_val (ja, zero_i);
  g_array_append_val (ar, zero_d);
  /* sequences: each set of 3 or 4 colours at each value */
  for (int v = 1; v <= ARB_TR_N_VALUES; v++)
    for (int set = 0; set < 16; set++)
      {
        int kinds[4], n = 0;

        if (__builtin_popcount ((unsigned) set) < 3)
          continue;
        for (int c = 0; c < ARB_TR_N_COLOURS; c++)
          if (set & (1 << c))
            kinds[n++] = kind_index (c, v);
        add_line (g, ia, ja, ar, kinds, n);
      }
  /* rows of 3, 4 and 5 */
  for (int c = 0; c < ARB_TR_N_COLOURS; c++)
    for (int len = 3; len <= 5; len++)
      for (int start = 1; start + len - 1 <= ARB_TR_N_VALUES; start++)
        {
          int kinds[5];

          for (int k = 0; k < len; k++)
            kinds[k] = kind_index (c, start + k);
          add_line (g, ia, ja, ar, kinds, len);
        }
  /* y_i: rack copies of tile i placed */
  for (int i = 0; i < ARB_TR_N_KINDS; i++)
    {
      int j = glp_add_cols (g->prob, 1), row = i + 1;
      double minus = -1.0;

      glp_set_col_kind (g->prob, j, GLP_IV);
      glp_set_obj_coef (g->prob, j, 1.0);
      g_array_append_val (ia, row);
      g_array_append_val (ja, j);
      g_array_append_val (ar, minus);
    }
  glp_load_matrix (g->prob, (int) ia->len - 1, (int *) ia->data, (int *) ja->data,
                   (double *) ar->data);
  return g;
}

void
rummy_glpk_free (RummyGlpk *g)
{
  if (g == NULL)
    return;
  glp_delete_prob (g->prob);
  g_free (g);
}

/* Sets the bounds for one question and solves; the objective or -1. */
static int
solve (RummyGlpk         *g,
       const ArbTrCounts *table,
       const ArbTrCounts *rack,
       gboolean           whole_rack)
{
  glp_iocp parm;
  int ret, status;

  for (int i = 0; i < ARB_TR_N_KINDS; i++)
    {
      int t = table->n[i + 1], r = rack->n[i + 1];
      int y = g->n_lines + i + 1;

      glp_set_row_bnds (g->prob, i + 1, GLP_FX, t, t);
      if (whole_rack || r == 0)
        glp_set_col_bnds (g->prob, y, GLP_FX, r, r);
      else
        glp_set_col_bnds (g->prob, y, GLP_DB, 0.0, r);
    }
  glp_init_iocp (&parm);
  parm.presolve = GLP_ON;
  parm.msg_lev = GLP_MSG_OFF;
  ret = glp_intopt (g->prob, &parm);
  if (ret == GLP_ENOPFS || ret == GLP_ENODFS)
    return -1;
  if (ret != 0)
    g_error ("glp_intopt failed: %d", ret);
  status = glp_mip_status (g->prob);
  if (status != GLP_OPT && status != GLP_FEAS)
    return -1;
  return (int) (glp_mip_obj_val (g->prob) + 0.5);
}

int
rummy_glpk_max (RummyGlpk         *g,
                const ArbTrCounts *table,
                const ArbTrCounts *rack)
{
  return solve (g, table, rack, FALSE);
}

int
rummy_glpk_feas (RummyGlpk         *g,
                 const ArbTrCounts *table,
                 const ArbTrCounts *rack)
{
  return solve (g, table, rack, TRUE) >= 0 ? 0 : -1;
}
