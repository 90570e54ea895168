/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "arb-width-bin.h"
#include "arb-widget-util.h"

/*
 * A bin for wrapping text that says how wide it is without regard to
 * height.
 *
 * A horizontal GtkBox can ask a child how wide it must be for a given
 * height, and a box of wrapping labels answers by trying width after
 * width, each a new layout of the text: on the start page one row's
 * subtitle cost more than half of measuring the first frame.  This bin
 * answers widths as if no height were given (the narrowest the text can
 * wrap to, and its width on one line), without the search.
 *
 * GTK 4.8 asks that question in two places on every layout: a
 * horizontal GtkBox asks each child its width for the box's height when
 * it allocates them (and a vertical box inside splits that height and
 * asks each of its own children, so nested boxes multiply the
 * searches), and a GtkViewport asks its child's width for the
 * viewport's height even when it never scrolls sideways.  On a game
 * page that was one wrapping label laid out a hundred times for one key.
 * So the bin stands as the child of each page's viewport, around the
 * columns of a horizontal box, and around a wrapping label beside
 * buttons.
 *
 * That is only right under a parent that lays out height-for-width, as
 * a list row or a vertically scrolling page does: it gives the bin a
 * width first and then the height the text needs at that width.  A
 * parent that fixed the height first could leave the text too narrow
 * for it.
 *
 * Its CSS name is "box", so that it can stand where the theme styles a
 * box (the title box of a row), and its role is generic, as a box's.
 */
struct _ArbWidthBin
{
  GtkWidget parent_instance;
};

G_DEFINE_FINAL_TYPE (ArbWidthBin, arb_width_bin, GTK_TYPE_WIDGET)

static GtkSizeRequestMode
arb_width_bin_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
arb_width_bin_measure (GtkWidget      *widget,
                       GtkOrientation  orientation,
                       int             for_size,
                       int            *minimum,
                       int            *natural,
                       int            *minimum_baseline,
                       int            *natural_baseline)
{
  GtkWidget *child = gtk_widget_get_first_child (widget);

  if (child == NULL || !gtk_widget_should_layout (child))
    {
      *minimum = *natural = 0;
      return;
    }
  gtk_widget_measure (child, orientation, orientation == GTK_ORIENTATION_HORIZONTAL ? -1 : for_size,
                      minimum, natural, minimum_baseline, natural_baseline);
}

static void
arb_width_bin_size_allocate (GtkWidget *widget,
                             int        width,
                             int        height,
                             int        baseline)
{
  GtkWidget *child = gtk_widget_get_first_child (widget);

  if (child != NULL && gtk_widget_should_layout (child))
    gtk_widget_allocate (child, width, height, baseline, NULL);
}

static void
arb_width_bin_dispose (GObject *object)
{
  arb_widget_unparent_children (GTK_WIDGET (object));
  G_OBJECT_CLASS (arb_width_bin_parent_class)->dispose (object);
}

static void
arb_width_bin_class_init (ArbWidthBinClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = arb_width_bin_dispose;
  widget_class->get_request_mode = arb_width_bin_get_request_mode;
  widget_class->measure = arb_width_bin_measure;
  widget_class->size_allocate = arb_width_bin_size_allocate;
  widget_class->compute_expand = arb_widget_expand_as_child;
  gtk_widget_class_set_css_name (widget_class, "box");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GENERIC);
}

static void
arb_width_bin_init (ArbWidthBin *self)
{
}

GtkWidget *
arb_width_bin_new (GtkWidget *child)
{
  GtkWidget *self = g_object_new (ARB_TYPE_WIDTH_BIN, NULL);

  gtk_widget_set_parent (child, self);
  return self;
}
