/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

void arb_widget_unparent_children (GtkWidget *widget);

G_END_DECLS
