/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

#include "games/tilerummy/tiles.h"

G_BEGIN_DECLS

/*
 * The anchor for bench-rummy: the 1D questions answered by an integer
 * program with one variable per valid line, after den Hertog and
 * Hulshof (2006), solved by GLPK.  Built only when GLPK is installed
 * (HAVE_GLPK); the benchmark says so when it is not.
 */
typedef struct _RummyGlpk RummyGlpk;

RummyGlpk *rummy_glpk_new  (void);
void       rummy_glpk_free (RummyGlpk         *glpk);
/* The most rack tiles that join the table in 1D lines, every table tile
 * used; -1 when the table tiles alone do not split into lines. */
int        rummy_glpk_max  (RummyGlpk         *glpk,
                            const ArbTrCounts *table,
                            const ArbTrCounts *rack);
/* 0 when table and the whole rack split into 1D lines, else -1. */
int        rummy_glpk_feas (RummyGlpk         *glpk,
                            const ArbTrCounts *table,
                            const ArbTrCounts *rack);

G_END_DECLS
