/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* At this window width or less the pages take their phone layouts
 * (360 px the narrowest): fewer columns, rows that wrap, smaller cards. */
#define ARB_PHONE_WIDTH 420

void arb_widget_unparent_children         (GtkWidget     *widget);
void arb_widget_expand_as_child           (GtkWidget     *widget,
                                           gboolean      *hexpand,
                                           gboolean      *vexpand);
void arb_menu_button_set_accessible_label (GtkMenuButton *button,
                                           const char    *label);
void arb_widget_set_accessible_label      (GtkWidget     *widget,
                                           const char    *label);
void arb_widget_set_tooltip_text          (GtkWidget     *widget,
                                           const char    *text);
void arb_flow_box_append_unfocusable      (GtkFlowBox    *box,
                                           GtkWidget     *widget);
void arb_drop_down_set_accessible_label   (GtkDropDown   *drop_down,
                                           const char    *label);
GtkWidget *arb_label_new                  (const char    *text,
                                           const char    *css_class,
                                           float          xalign);
/* The width, in characters, that a sentence label wrapping anywhere is
 * never narrower than (see arb_label_set_wrapping()); the game pages'
 * .ui files give their prompts and resolutions the same "width-chars". */
#define ARB_WRAP_MIN_CHARS 8
void arb_label_set_wrapping               (GtkLabel      *label);
/* A weak reference on the heap, for a timeout or an idle to carry. */
GWeakRef  *arb_weak_ref_new               (gpointer       object);
void       arb_weak_ref_free              (gpointer       ref);
void arb_widget_return_focus_on_close     (gpointer       popover_or_window,
                                           GtkWidget     *owner);

G_END_DECLS
