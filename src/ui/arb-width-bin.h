/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define ARB_TYPE_WIDTH_BIN (arb_width_bin_get_type ())
G_DECLARE_FINAL_TYPE (ArbWidthBin, arb_width_bin, ARB, WIDTH_BIN, GtkWidget)

GtkWidget *arb_width_bin_new (GtkWidget *child);

G_END_DECLS
