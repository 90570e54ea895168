/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

#include "arb-store.h"

G_BEGIN_DECLS

#define ARB_TYPE_EIGHTY_CATALOGUE_WINDOW (arb_eighty_catalogue_window_get_type ())
G_DECLARE_FINAL_TYPE (ArbEightyCatalogueWindow, arb_eighty_catalogue_window, ARB, EIGHTY_CATALOGUE_WINDOW,
                      AdwWindow)

/* The card catalogue: every card the table has entered, each line
 * editable; import and export as a file of card lines. */
GtkWidget  *arb_eighty_catalogue_window_new         (GtkWindow                *parent,
                                                     ArbStore                 *store);
/* For tests: add or change a card from its line, import a text, and
 * what the window last reported. */
gboolean    arb_eighty_catalogue_window_edit_line   (ArbEightyCatalogueWindow *self,
                                                     const char               *line);
void        arb_eighty_catalogue_window_import_text (ArbEightyCatalogueWindow *self,
                                                     const char               *text);
const char *arb_eighty_catalogue_window_get_report  (ArbEightyCatalogueWindow *self);
guint       arb_eighty_catalogue_window_get_n_cards (ArbEightyCatalogueWindow *self);

G_END_DECLS
