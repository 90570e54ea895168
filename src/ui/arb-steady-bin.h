/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define ARB_TYPE_STEADY_BIN (arb_steady_bin_get_type ())
G_DECLARE_FINAL_TYPE (ArbSteadyBin, arb_steady_bin, ARB, STEADY_BIN, GtkWidget)

GtkWidget *arb_steady_bin_new (GtkWidget *child);

G_END_DECLS
