/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

#include "dp.h"

G_BEGIN_DECLS

/*
 * An upper bound for 2D tables, and the way to candidates for them.
 *
 * On a legal table (TR-5) each tile is in one line or two, and two
 * lines share one tile at most.  "The most rack tiles placed with each
 * tile in one or two lines" (with a few necessary rules on sharing) is
 * a relaxation of the 2D question: no table places more.  Its answers
 * are profiles: for each kind of tile, the copies placed and how many
 * times rows and sequences use them; the realiser (realise.h) tries to
 * lay a profile out as a table.
 */
typedef struct {
  guint8 u[ARB_TR_N_KINDS];   /* copies placed, table ones included */
  guint8 x[ARB_TR_N_KINDS];   /* uses by rows */
  guint8 a[ARB_TR_N_KINDS];   /* uses by sequences */
} ArbTrProfile;

/* TRUE: taken, stop offering. */
typedef gboolean (*ArbTrProfileFunc) (const ArbTrProfile *profile,
                                      gpointer            data);

typedef struct _ArbTrCover ArbTrCover;

/* max_nodes > 0 caps the work of each call. */
ArbTrCover *arb_tr_cover_new   (const ArbTrCounts *table,
                                const ArbTrCounts *rack,
                                guint64            max_nodes);
void        arb_tr_cover_free  (ArbTrCover        *cover);
/* The clock of the 2D budgets, in microseconds: the thread's CPU time,
 * so that a question gets the same work, and so the same answer, however
 * busy the machine is. */
gint64      arb_tr_clock       (void);
/* Past this arb_tr_clock () every call stops, as at the cap. */
void        arb_tr_cover_set_deadline (ArbTrCover *cover,
                                       gint64      deadline);
/* The bound: the most rack tiles a relaxed layout places, or -1 when
 * not even such a one holds the table tiles.  `floor` is a number known
 * to be reached (the 1D answer).  When the work runs over the cap,
 * *capped is set and a looser bound is returned. */
int         arb_tr_cover_bound (ArbTrCover        *cover,
                                int                floor,
                                gboolean          *capped);
/* Tries first, for each kind, the choices nearest those of `hint` (a
 * 1D layout's profile, say); NULL: the default order. */
void        arb_tr_cover_prefer (ArbTrCover         *cover,
                                 const ArbTrProfile *hint);
/* Offers profiles placing `need` rack tiles or more to func, at most
 * max_profiles of them (0: no limit), until func takes one: TRUE then.
 * With a limit, profiles that differ only before a state where one was
 * turned down are offered too; without, each state is offered below
 * once. */
gboolean    arb_tr_cover_offer (ArbTrCover        *cover,
                                int                need,
                                guint              max_profiles,
                                ArbTrProfileFunc   func,
                                gpointer           data);

/* TRUE: the profiles offered leave out a "+" whose arms are crossed at
 * a corner (two sequences sharing the corner tile, cover.c): they are
 * rare and slow to lay out, so they are better offered last.  The
 * bound never leaves them out. */
void        arb_tr_cover_set_strict (ArbTrCover       *cover,
                                     gboolean          strict);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (ArbTrCover, arb_tr_cover_free)

G_END_DECLS
