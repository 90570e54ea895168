/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

#include "cover.h"
#include "grid.h"

G_BEGIN_DECLS

/*
 * Lays a profile (cover.h) out as a legal table, or gives up: NULL.
 *
 * It splits the uses by rows of each colour into rows (intervals of 3
 * or more values), those by sequences of each value into sequences,
 * pairs up the uses that share a copy (one line across, one down), and
 * places each connected set of lines on a grid, line by line, each new
 * line crossing its neighbours where they share a tile and touching
 * nothing else.  Where that fails it tries again with other choices,
 * `tries` times in all, none begun past `deadline` (arb_tr_clock (),
 * 0: none).  A grid
 * it returns holds exactly the profile's copies and passes the table
 * check (TR-4, TR-5, no group limit).
 */
ArbTrGrid *arb_tr_realise (const ArbTrProfile *profile,
                           guint               tries,
                           guint32             seed,
                           gint64              deadline);

G_END_DECLS
