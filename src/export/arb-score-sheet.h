/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <cairo.h>
#include <glib.h>

#include "arb-game.h"

G_BEGIN_DECLS

/*
 * A game's score sheet, for the PDF export and for printing: the same
 * drawing on a cairo context of any page size.  Page 1: the game, the
 * date, the players, the final table with each player's breakdown, the
 * winners and the score chart; then the record's entries in small type,
 * in columns, going on over as many pages as they need.
 *
 * The sheet copies what it shows when it is made, so it outlives the
 * game (printing finishes after the dialog closes).
 */
typedef struct _ArbScoreSheet ArbScoreSheet;

/* A4 in points, and the margin the PDF leaves around the sheet. */
#define ARB_SHEET_A4_WIDTH  595.2756
#define ARB_SHEET_A4_HEIGHT 841.8898
#define ARB_SHEET_PDF_MARGIN 42.0

ArbScoreSheet *arb_score_sheet_new       (ArbGame        *game,
                                          const char     *record,
                                          GDateTime      *date);
guint          arb_score_sheet_paginate  (ArbScoreSheet  *sheet,
                                          cairo_t        *cr,
                                          double          width,
                                          double          height);
void           arb_score_sheet_draw_page (ArbScoreSheet  *sheet,
                                          cairo_t        *cr,
                                          guint           page);
gboolean       arb_score_sheet_write_pdf (ArbScoreSheet  *sheet,
                                          const char     *path,
                                          GError        **error);
void           arb_score_sheet_free      (ArbScoreSheet  *sheet);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (ArbScoreSheet, arb_score_sheet_free)

G_END_DECLS
