/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

#include "tiles.h"

G_BEGIN_DECLS

/*
 * The line program: "how many rack tiles at most can join the table
 * tiles so that all of them split into lines?" with each tile in one
 * line (1D), exactly, with a layout.  It walks the kinds of tile value
 * by value, depth first, with the rows open per colour as its state
 * (dp.c tells how); a full table takes microseconds.  The 2D bound is
 * cover.h's.
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

/* Drops the rack tiles that no line could hold (with tiles there);
 * FALSE when a table tile is such a tile. */
gboolean arb_tr_dp_coverable (const ArbTrCounts *table,
                              const ArbTrCounts *rack,
                              ArbTrCounts       *usable);

G_END_DECLS
