/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

#include "tiles.h"

G_BEGIN_DECLS

/*
 * The table as a grid (TR-5), and the answer to "is this table legal,
 * and if not, what is wrong where?".
 *
 * Cells are addressed by (row, col), any integers: the grid grows as
 * tiles are put, so an editor may move tiles anywhere.  Only numbered
 * tiles go on the table.
 */
typedef struct _ArbTrGrid ArbTrGrid;

ArbTrGrid *arb_tr_grid_new        (void);
ArbTrGrid *arb_tr_grid_copy       (const ArbTrGrid *grid);
void       arb_tr_grid_free       (ArbTrGrid       *grid);
ArbTrTile  arb_tr_grid_get        (const ArbTrGrid *grid,
                                   int              row,
                                   int              col);
/* Puts a numbered tile (ARB_TR_NONE empties the cell). */
void       arb_tr_grid_put        (ArbTrGrid       *grid,
                                   int              row,
                                   int              col,
                                   ArbTrTile        tile);
ArbTrTile  arb_tr_grid_remove     (ArbTrGrid       *grid,
                                   int              row,
                                   int              col);
/* Moves the tiles of the block [top, bottom] × [left, right] by
 * (drow, dcol).  FALSE, and nothing moves, when a tile would land on a
 * tile outside the block. */
gboolean   arb_tr_grid_move       (ArbTrGrid       *grid,
                                   int              top,
                                   int              left,
                                   int              bottom,
                                   int              right,
                                   int              drow,
                                   int              dcol);
void       arb_tr_grid_clear      (ArbTrGrid       *grid);
/* The box around the tiles; FALSE when there are none. */
gboolean   arb_tr_grid_bounds     (const ArbTrGrid *grid,
                                   int             *top,
                                   int             *left,
                                   int             *bottom,
                                   int             *right);
/* Moves every tile so that the box starts at (0, 0). */
void       arb_tr_grid_normalize  (ArbTrGrid       *grid);
guint      arb_tr_grid_n_tiles    (const ArbTrGrid *grid);
void       arb_tr_grid_counts     (const ArbTrGrid *grid,
                                   ArbTrCounts     *counts);
/* The same tiles in the same places, up to moving the whole table. */
gboolean   arb_tr_grid_same       (const ArbTrGrid *a,
                                   const ArbTrGrid *b);

/*
 * The record form: "|" starts each row, then one word per cell, "."
 * for an empty cell; trailing empty cells are left out.  from_args
 * returns NULL when a word is not a numbered tile: *bad is its index
 * and *read says whether it is not written as a tile (a parse error)
 * or names no tile or an action tile (a refusal).
 */
char     **arb_tr_grid_to_args    (const ArbTrGrid   *grid);
const char **arb_tr_grid_to_names (const ArbTrGrid   *grid);
ArbTrGrid *arb_tr_grid_from_args  (const char *const *args,
                                   int               *bad,
                                   ArbTrRead         *read);
/* A grid file: one row a line (a leading "|" is allowed), "#" lines
 * are comments.  The printed form aligns the columns. */
ArbTrGrid *arb_tr_grid_from_text  (const char        *text,
                                   GError           **error);
char      *arb_tr_grid_to_text    (const ArbTrGrid   *grid);

/* ---- the check ---- */

typedef enum {
  ARB_TR_PROBLEM_SHORT,      /* a run of exactly 2 tiles (TR-5) */
  ARB_TR_PROBLEM_BAD_LINE,   /* a run of 3+ tiles that is no line (TR-4) */
  ARB_TR_PROBLEM_LONE,       /* a tile touching no other, so in no line (TR-5) */
  ARB_TR_PROBLEM_COPIES,     /* more than 2 of one tile (TR-1) */
  ARB_TR_PROBLEM_GROUPS,     /* more groups than the limit (TR-5) */
} ArbTrProblemKind;

typedef struct {
  ArbTrProblemKind kind;
  const char      *rule_id;
  gboolean         vertical;  /* SHORT, BAD_LINE: the run goes down */
  int              row;       /* the run's first (top or left) cell; LONE: the tile */
  int              col;
  guint            length;    /* cells of the run; 1 for LONE; COPIES: how many */
  ArbTrTile        tile;      /* COPIES */
  char            *message;   /* where and what: "row 2, columns 1–2: ..." */
} ArbTrProblem;

/* A group: tiles connected edge to edge (TR-5).  Numbered from 1 in
 * reading order of their first cell (top row first, then left). */
typedef struct {
  guint id;
  guint n_tiles;
  int   row;      /* first cell in reading order */
  int   col;
  int   top;
  int   left;
  int   bottom;
  int   right;
} ArbTrGroup;

typedef struct {
  gboolean   legal;         /* no problem at all */
  guint      n_tiles;
  guint      n_groups;
  guint      group_limit;   /* 0: not checked */
  GPtrArray *problems;      /* of ArbTrProblem, runs in reading order, then the rest */
  GArray    *groups;        /* of ArbTrGroup, by id */
  /* private */
  int        top;
  int        left;
  guint      width;
  guint      height;
  guint     *group_ids;
} ArbTrReport;

/* Every problem of the table, in time linear in the grid.  Rows and
 * columns in messages count from 1 at the top-left tile. */
ArbTrReport *arb_tr_grid_check       (const ArbTrGrid   *grid,
                                      guint              group_limit);
/* Is the grid a legal table (no group limit) holding every tile of
 * `table` and, besides, tiles of `rack` only?  *placed: how many of
 * those rack tiles. */
gboolean     arb_tr_grid_places      (const ArbTrGrid   *grid,
                                      const ArbTrCounts *table,
                                      const ArbTrCounts *rack,
                                      int               *placed);
/* The group of a cell, 0 when it is empty. */
guint        arb_tr_report_group_at  (const ArbTrReport *report,
                                      int                row,
                                      int                col);
/* Every problem, one a line. */
char        *arb_tr_report_text      (const ArbTrReport *report);
void         arb_tr_report_free      (ArbTrReport       *report);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (ArbTrGrid, arb_tr_grid_free)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (ArbTrReport, arb_tr_report_free)

G_END_DECLS
