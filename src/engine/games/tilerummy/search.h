/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

#include "grid.h"
#include "tiles.h"

G_BEGIN_DECLS

/*
 * The complete 2D search: "how many rack tiles at most can a legal
 * table hold (TR-5, with or without a group limit), every table tile
 * still on it?", where a tile may sit in one line across and one down.
 *
 * It lays the table down group by group: the group holding the first
 * table tile left is every connected legal shape through that tile
 * (grown cell by cell, each shape once, cut short as soon as a run can
 * no longer become a line), and the rest is the same question again,
 * remembered by the tiles left (and the groups still allowed).  The
 * cover bound (cover.h) bounds every branch from above, and the 1D
 * answer closes it where it reaches the bound.  It is exponential: the
 * solver uses it for small questions, the group limit and the gaps
 * that the cover bound and the realiser leave.
 * Every layout it reports is a grid that the checker passed.
 */
typedef struct {
  int        low;        /* a legal grid places this many rack tiles; -1: none found */
  int        high;       /* no legal grid places more; -1: none can hold the table */
  gboolean   complete;   /* the search ran to its end, so low == high */
  ArbTrGrid *grid;       /* the grid found for `low`, or NULL */
  guint64    nodes;      /* cells tried */
} ArbTrSearch;

/* deadline: arb_tr_clock () (cover.h) after which the search stops.
 * group_limit > 0: tables of at most that many groups only (TR-5). */
void arb_tr_search_2d    (const ArbTrCounts *table,
                          const ArbTrCounts *rack,
                          guint              group_limit,
                          gint64             deadline,
                          ArbTrSearch       *result);
void arb_tr_search_clear (ArbTrSearch       *result);

/* The most rack tiles of values lo..hi that any legal table holding
 * every table tile can hold (search.c says why): a bound, used by the
 * solver where the cover's is too loose.  -1: no legal table holds the
 * table tiles; -2: not known by the deadline. */
int  arb_tr_search_window (const ArbTrCounts *table,
                           const ArbTrCounts *rack,
                           int                lo,
                           int                hi,
                           gint64             deadline);

/* The same window's question with every rack tile of values lo..hi
 * made a table tile, one that must go down: >= 0 when they can all go
 * down, so that the window's answer is their number; -1 when they
 * cannot, so that it is less; -2: not known by the deadline.  A
 * narrower question than the most, and often a quicker one. */
int  arb_tr_search_window_all (const ArbTrCounts *table,
                               const ArbTrCounts *rack,
                               int                lo,
                               int                hi,
                               gint64             deadline);

/* Tests only: TRUE grows each group in every turn about its first tile
 * and grows every group again each time (the old path), instead of
 * one turn (grow_from says why that is all) and the groups kept
 * (grow_groups). */
void arb_tr_search_set_plain (gboolean on);

G_END_DECLS
