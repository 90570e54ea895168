/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

#include "tiles.h"

G_BEGIN_DECLS

/*
 * The line dynamic program: "how many rack tiles at most can join the
 * table tiles so that all of them split into lines?" — one tile in one
 * line (1D), exactly; and the same with each tile allowed in two lines,
 * which no 2D table can beat (an upper bound for the 2D search).
 *
 * It walks the values 1..14 and, within a value, the colours; its state
 * is the length (1, 2, 3+) of each row still open per colour and the
 * tiles of the value set aside for sequences.  Time and memory grow with
 * the number of reachable states only: milliseconds for a full table.
 */

/* One line of a layout. */
typedef struct {
  guint8    n;
  gboolean  row;                       /* a row, else a sequence */
  ArbTrTile tiles[ARB_TR_N_VALUES];    /* rows ascending */
} ArbTrLine;

/* The most rack tiles placeable in 1D with every table tile used, or -1
 * when the table tiles alone cannot be split into lines.  With `lines`
 * not NULL it receives such a layout (ArbTrLine). */
int arb_tr_dp_most_1d   (const ArbTrCounts *table,
                         const ArbTrCounts *rack,
                         GArray            *lines);

/* An upper bound for 2D (every tile in one or two lines), -1 when even
 * that cannot use every table tile.  max_states > 0 caps the work: past
 * it the bound falls back to a cheaper, looser one. */
int arb_tr_dp_bound_2d  (const ArbTrCounts *table,
                         const ArbTrCounts *rack,
                         guint              max_states);

/* Drops the rack tiles that no line could hold (with tiles there);
 * FALSE when a table tile is such a tile. */
gboolean arb_tr_dp_coverable (const ArbTrCounts *table,
                              const ArbTrCounts *rack,
                              ArbTrCounts       *usable);

G_END_DECLS
