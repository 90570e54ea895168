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

/* For a bin's compute_expand: it expands as its child does, as GtkBox
 * would. */
void
arb_widget_expand_as_child (GtkWidget *widget,
                            gboolean  *hexpand,
                            gboolean  *vexpand)
{
  GtkWidget *child = gtk_widget_get_first_child (widget);

  *hexpand = child != NULL && gtk_widget_compute_expand (child, GTK_ORIENTATION_HORIZONTAL);
  *vexpand = child != NULL && gtk_widget_compute_expand (child, GTK_ORIENTATION_VERTICAL);
}

void
arb_widget_set_accessible_label (GtkWidget  *widget,
                                 const char *label)
{
  gtk_accessible_update_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
}

/*
 * gtk_widget_set_tooltip_text() on a shown widget asks the display where
 * the pointer is, in case the tooltip under it must change: with X11
 * that is a round trip to the server, each time.  A page's refresh set
 * dozens of tooltips a key, most of them to the text they had.  This
 * sets a tooltip only when its text changes, and on a widget that is not
 * in a window yet (being built), while it is hidden: no pointer can be
 * over it.
 */
void
arb_widget_set_tooltip_text (GtkWidget  *widget,
                             const char *text)
{
  const char *want = text != NULL && *text != '\0' ? text : NULL;
  gboolean hide;

  if (g_strcmp0 (gtk_widget_get_tooltip_text (widget), want) == 0)
    return;
  hide = gtk_widget_get_root (widget) == NULL && gtk_widget_get_visible (widget);
  if (hide)
    gtk_widget_set_visible (widget, FALSE);
  gtk_widget_set_tooltip_text (widget, want);
  if (hide)
    gtk_widget_set_visible (widget, TRUE);
}

/*
 * Appends `widget` to `box` in a cell that takes no focus: the widget
 * does, or nothing (Tab passes a seat by).  The cell is made unfocusable
 * before it joins the box; changed after, it is news for assistive
 * technologies, a message on the accessibility bus per cell each time
 * a page rebuilds its cards.
 */
void
arb_flow_box_append_unfocusable (GtkFlowBox *box,
                                 GtkWidget  *widget)
{
  GtkWidget *cell = gtk_flow_box_child_new ();

  gtk_widget_set_focusable (cell, FALSE);
  gtk_flow_box_child_set_child (GTK_FLOW_BOX_CHILD (cell), widget);
  gtk_flow_box_insert (box, cell, -1);
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

static gboolean
return_focus (gpointer data)
{
  GWeakRef *ref = data;
  g_autoptr(GtkWidget) owner = g_weak_ref_get (ref);

  if (owner != NULL)
    gtk_widget_activate_action (owner, "win.focus-table", NULL);
  return G_SOURCE_REMOVE;
}

GWeakRef *
arb_weak_ref_new (gpointer object)
{
  GWeakRef *ref = g_new0 (GWeakRef, 1);

  g_weak_ref_init (ref, object);
  return ref;
}

void
arb_weak_ref_free (gpointer ref)
{
  g_weak_ref_clear (ref);
  g_free (ref);
}

static void
on_closed (GtkWidget *closing,
           GtkWidget *owner)
{
  /* After GTK has put the focus back where it was. */
  g_idle_add_full (G_PRIORITY_DEFAULT_IDLE, return_focus, arb_weak_ref_new (owner), arb_weak_ref_free);
}

/*
 * When this popover, menu or dialog closes, the focus goes back to the
 * table's input (the window's "win.focus-table"), so the table's keys
 * work at once and Space does not open the menu again.
 */
void
arb_widget_return_focus_on_close (gpointer   popover_or_window,
                                  GtkWidget *owner)
{
  if (GTK_IS_POPOVER (popover_or_window))
    g_signal_connect_object (popover_or_window, "closed", G_CALLBACK (on_closed), owner, 0);
  else
    {
      /* hidden (Escape, a response) or destroyed straight away */
      g_signal_connect_object (popover_or_window, "hide", G_CALLBACK (on_closed), owner, 0);
      g_signal_connect_object (popover_or_window, "destroy", G_CALLBACK (on_closed), owner, 0);
    }
}

/* A drop-down's inner button is what assistive technologies reach;
 * 4.8 gives it no name of its own. */
void
arb_drop_down_set_accessible_label (GtkDropDown *drop_down,
                                    const char  *label)
{
  GtkWidget *inner = gtk_widget_get_first_child (GTK_WIDGET (drop_down));

  arb_widget_set_accessible_label (GTK_WIDGET (drop_down), label);
  if (inner != NULL)
    arb_widget_set_accessible_label (inner, label);
}

/* A label aligned by `xalign`, with an optional style class: a cell of
 * the score tables. */
GtkWidget *
arb_label_new (const char *text,
               const char *css_class,
               float       xalign)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), xalign);
  if (css_class != NULL)
    gtk_widget_add_css_class (label, css_class);
  return label;
}

/*
 * A sentence that wraps between words, and inside a word too long for
 * its line, so that nothing runs out of a narrow window.
 *
 * To find how narrow such a label can be, GTK 4.8 lays its text out at
 * its "width-chars", or at no width at all when that is unset; a text
 * wrapping anywhere then breaks after every character, a line each,
 * most of it spent shaping text (perf): 0.7 ms for a log line or a
 * prompt, each time its text changes.  With a floor of
 * ARB_WRAP_MIN_CHARS the same measure takes about a seventh of that;
 * the label is never narrower than those characters (the game tables
 * and score views still fit 360 px: tests/ui/test-narrow.c).  Only for
 * a sentence with room to spare beside it: a short text would be
 * widened to the floor.  An ellipsized label stops at its last line
 * and needs no floor.
 */
void
arb_label_set_wrapping (GtkLabel *label)
{
  g_return_if_fail (GTK_IS_LABEL (label));
  gtk_label_set_wrap (label, TRUE);
  gtk_label_set_wrap_mode (label, PANGO_WRAP_WORD_CHAR);
  if (gtk_label_get_width_chars (label) < ARB_WRAP_MIN_CHARS)
    gtk_label_set_width_chars (label, ARB_WRAP_MIN_CHARS);
}
