/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "games/tilerummy/grid.h"

G_BEGIN_DECLS

#define ARB_TYPE_TILERUMMY_PROBLEMS (arb_tilerummy_problems_get_type ())
G_DECLARE_FINAL_TYPE (ArbTilerummyProblems, arb_tilerummy_problems, ARB, TILERUMMY_PROBLEMS, GtkWidget)

/*
 * The engine's verdict on a table, in words: legal or not, the tiles
 * and groups against the limit, then every problem with its rule id,
 * numbered as the editor numbers its frames.  Activating a problem
 * emits "problem-activated" with its index.
 */
GtkWidget  *arb_tilerummy_problems_new         (void);
void        arb_tilerummy_problems_set_report  (ArbTilerummyProblems *self,
                                                const ArbTrReport    *report);
const char *arb_tilerummy_problems_get_summary (ArbTilerummyProblems *self);
guint       arb_tilerummy_problems_get_n_rows  (ArbTilerummyProblems *self);
void        arb_tilerummy_problems_set_max_lines (ArbTilerummyProblems *self,
                                                  guint                 lines);
GtkWidget  *arb_tilerummy_problems_get_list_area (ArbTilerummyProblems *self);

G_END_DECLS
