/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

#include "grid.h"
#include "tiles.h"

G_BEGIN_DECLS

/*
 * Raising the 2D floor by rebuilding part of a legal table.
 *
 * A legal table is a set of groups, each legal on its own.  Take the
 * groups that hold some value of a window a..b, put their tiles back
 * (the table copies among them as table tiles, the rest with the rack
 * tiles not yet down as a rack), and ask for the best layout of that
 * smaller question: the other groups, untouched, beside the new layout
 * make a legal table again, with more rack tiles when the smaller
 * question placed more.  Small questions are answered fast and often
 * exactly where the whole one is not.  It only ever raises the floor:
 * every table it keeps passed the checker with the table tiles and
 * rack tiles it should hold.
 */

/* The best layout of table + some of rack found before `deadline`
 * (arb_tr_clock ()), or NULL. */
typedef ArbTrGrid *(*ArbTrSubSolve) (const ArbTrCounts *table,
                                     const ArbTrCounts *rack,
                                     gint64             deadline,
                                     gpointer           data);

/* *grid is a legal table placing *placed rack tiles; replaces it with
 * better ones while it can, until `goal` is placed or the deadline.
 * TRUE when it found a better one. */
gboolean arb_tr_improve (ArbTrGrid        **grid,
                         int               *placed,
                         const ArbTrCounts *table,
                         const ArbTrCounts *rack,
                         int                goal,
                         gint64             deadline,
                         ArbTrSubSolve      solve,
                         gpointer           data);

G_END_DECLS
