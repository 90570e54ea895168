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

void
arb_widget_set_accessible_label (GtkWidget  *widget,
                                 const char *label)
{
  gtk_accessible_update_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
}

/* A menu button's inner button is what assistive technologies reach;
 * 4.8 gives it no name of its own. */
void
arb_menu_button_set_accessible_label (GtkMenuButton *button,
                                      const char    *label)
{
  GtkWidget *inner = gtk_widget_get_first_child (GTK_WIDGET (button));

  arb_widget_set_accessible_label (GTK_WIDGET (button), label);
  if (inner != NULL)
    arb_widget_set_accessible_label (inner, label);
}
