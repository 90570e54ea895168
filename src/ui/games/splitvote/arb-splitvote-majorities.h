/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "games/splitvote.h"

G_BEGIN_DECLS

#define ARB_TYPE_SPLITVOTE_MAJORITIES (arb_splitvote_majorities_get_type ())
G_DECLARE_FINAL_TYPE (ArbSplitvoteMajorities, arb_splitvote_majorities, ARB, SPLITVOTE_MAJORITIES, GtkWidget)

GtkWidget  *arb_splitvote_majorities_new       (void);
/* table[1..10] as arb_splitvote_majorities() fills it; totals per seat. */
void        arb_splitvote_majorities_update    (ArbSplitvoteMajorities     *self,
                                                const char *const          *names,
                                                guint                       n_players,
                                                const ArbSplitvoteMajority *table,
                                                const int                  *totals);
/* A line per number and a column per player (a phone), from the next update. */
void        arb_splitvote_majorities_set_transposed (ArbSplitvoteMajorities *self,
                                                     gboolean                transposed);
/* "3 (leads)" or "·": the cell of a seat and a number, as shown. */
char       *arb_splitvote_majorities_dup_cell  (ArbSplitvoteMajorities     *self,
                                                guint                       seat,
                                                int                         number);

G_END_DECLS
