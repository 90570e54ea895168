/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

#include "dp.h"
#include "grid.h"
#include "tiles.h"

G_BEGIN_DECLS

/*
 * The dispute solver.  It answers "can all these tiles be laid out
 * legally?" (the tiles as `table`, no rack) and "what is the most of my
 * rack that can go onto this table, every table tile still used?".
 *
 * 1D — each tile in exactly one line, the lines side by side, as every
 * public rummy solver counts: exact, with a layout.
 * 2D — TR-5 lets a tile sit in one line across and one line down: the
 * most a legal grid can hold (the group limit aside).  Never wrong: when
 * the time budget runs out before the search ends, the answer is a range
 * (low..high) instead of a number.
 */
typedef struct {
  guint budget_ms;     /* for the 2D search, of CPU time (arb_tr_clock ()); 0: 1D only */
  guint group_limit;   /* TR-5: at most this many groups in 2D; 0: no limit */
} ArbTrSolveOptions;

typedef struct {
  guint      table_tiles;
  guint      rack_tiles;
  /* 1D, exact */
  int        most_1d;       /* rack tiles placed; -1: the table tiles alone do not split into lines */
  GArray    *lines_1d;      /* ArbTrLine: a layout placing most_1d, table tiles included */
  /* 2D */
  gboolean   searched_2d;
  int        low_2d;        /* a legal grid places this many; -1: none found */
  int        high_2d;       /* none places more; -1: no legal grid holds every table tile */
  gboolean   exact_2d;      /* low_2d == high_2d, proven */
  ArbTrGrid *grid_2d;       /* a legal grid placing low_2d, or NULL */
  guint64    nodes;
  guint      group_limit;   /* the 2D answer's group limit; 0: none */
} ArbTrSolution;

/* The input must be possible (TR-1): no more than 2 of a tile between
 * table and rack, numbered tiles only.  FALSE with a TR-1 refusal. */
gboolean       arb_tr_solve_check_input (const ArbTrCounts       *table,
                                         const ArbTrCounts       *rack,
                                         GError                 **error);
ArbTrSolution *arb_tr_solve             (const ArbTrCounts       *table,
                                         const ArbTrCounts       *rack,
                                         const ArbTrSolveOptions *options);
void           arb_tr_solution_free     (ArbTrSolution           *solution);
/* "r5 r6 r7" */
char          *arb_tr_line_text         (const ArbTrLine         *line);
/* The 1D layout as a grid: one line a row, an empty row between. */
ArbTrGrid     *arb_tr_lines_grid        (GArray                  *lines);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (ArbTrSolution, arb_tr_solution_free)

G_END_DECLS
