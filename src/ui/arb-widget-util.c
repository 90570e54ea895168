/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "arb-widget-util.h"

/* For dispose: GTK 4.8's gtk_widget_dispose_template() only unparents
 * the template children that have an id. */
void
arb_widget_unparent_children (GtkWidget *widget)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (widget)) != NULL)
    gtk_widget_unparent (child);
}
