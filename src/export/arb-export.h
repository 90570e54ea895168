/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

#include "arb-game.h"
#include "arb-score-series.h"

G_BEGIN_DECLS

/*
 * A game as CSV (RFC 4180: a header row, CRLF line ends, fields with a
 * comma, a quote or a line end quoted, quotes doubled): one row per
 * player with the seat, name, total and whether they won, then their
 * total after each step of the score series.  Secret lines stay out
 * while the game runs, as on the score page.
 */
char *arb_export_csv        (ArbGame              *game);
char *arb_export_csv_table  (const ArbScoreSeries *series,
                             const ArbScore       *score,
                             const char *const    *names);
void  arb_export_csv_field  (GString              *out,
                             const char           *field);

/* "No Thanks! 2026-11-23 Ann Ben Cleo.pdf" */
char *arb_export_file_name  (ArbGame              *game,
                             GDateTime            *date,
                             const char           *extension);

G_END_DECLS
