/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/*
 * The window's export actions: win.export-record, win.export-csv,
 * win.export-pdf and win.print, for the game open in the window.
 *
 * ARBITER_EXPORT_FILE (for tests) names the file to write instead of
 * asking with a file chooser; win.print then writes the printed pages
 * there as PDF instead of opening the print dialog.
 */
void arb_export_actions_install (GtkWidgetClass *widget_class);
void arb_export_actions_update  (GtkWidget      *window,
                                 gboolean        game_open);

G_END_DECLS
