/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "arb-steady-bin.h"
#include "arb-widget-util.h"

/*
 * A bin whose height does not shrink while its width stays the same.
 *
 * A game page's prompt says what comes next, and its words change with
 * every entry: at one width "Ann plays 1 or 2 cards: ..." fits on one
 * line and "Ann may play a second card, ..., or end the turn" needs two.
 * In a plain box everything under the prompt (the piles, the entry, the
 * seats) then moved up and down a line from entry to entry: a table
 * that jumps under the eyes and the pointer, and a window that had to be
 * laid out and painted again from top to bottom for each key.  In this
 * bin the prompt keeps the tallest height it has needed at the width it
 * has, and its shorter texts leave the line under them empty; a part
 * that shows at some entries only (a note, the latest entry) keeps its
 * place while hidden.  A width it has not had for a while (the window
 * resized, the log shown) starts again from what it holds at the
 * moment.
 */
struct _ArbSteadyBin
{
  GtkWidget parent_instance;

  int width;   /* the width last allocated, 0 before */
  int minimum; /* the tallest the child asked for at that width */
  int natural;
};

G_DEFINE_FINAL_TYPE (ArbSteadyBin, arb_steady_bin, GTK_TYPE_WIDGET)

static GtkSizeRequestMode
arb_steady_bin_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

/* The kept height holds for the width allocated and for every narrower
 * one, as text only grows taller when narrower: on the way to an
 * allocation GTK asks a page's parts about other widths too (the
 * viewport's search), and the page's height can come from one of
 * those. */
static void
arb_steady_bin_measure (GtkWidget      *widget,
                        GtkOrientation  orientation,
                        int             for_size,
                        int            *minimum,
                        int            *natural,
                        int            *minimum_baseline,
                        int            *natural_baseline)
{
  ArbSteadyBin *self = ARB_STEADY_BIN (widget);
  GtkWidget *child = gtk_widget_get_first_child (widget);

  *minimum = *natural = 0;
  if (child != NULL && gtk_widget_should_layout (child))
    gtk_widget_measure (child, orientation, for_size, minimum, natural, NULL, NULL);
  if (orientation != GTK_ORIENTATION_VERTICAL || for_size <= 0 || for_size > self->width)
    return;
  if (for_size == self->width)
    {
      self->minimum = MAX (self->minimum, *minimum);
      self->natural = MAX (self->natural, *natural);
    }
  *minimum = MAX (*minimum, self->minimum);
  *natural = MAX (*natural, self->natural);
}

static void
arb_steady_bin_size_allocate (GtkWidget *widget,
                              int        width,
                              int        height,
                              int        baseline)
{
  ArbSteadyBin *self = ARB_STEADY_BIN (widget);
  GtkWidget *child = gtk_widget_get_first_child (widget);
  int minimum = 0, natural = 0;
  gboolean shown = child != NULL && gtk_widget_should_layout (child);

  if (shown)
    gtk_widget_measure (child, GTK_ORIENTATION_VERTICAL, width, &minimum, &natural, NULL, NULL);
  if (width != self->width)
    {
      /* a new width: what the child needs now */
      self->width = width;
      self->minimum = minimum;
      self->natural = natural;
    }
  /* the child at the top, at its own height: a label's text stays
   * where it was, the kept lines under it */
  if (shown)
    gtk_widget_allocate (child, width, MIN (height, natural), -1, NULL);
}

static void
arb_steady_bin_dispose (GObject *object)
{
  arb_widget_unparent_children (GTK_WIDGET (object));
  G_OBJECT_CLASS (arb_steady_bin_parent_class)->dispose (object);
}

static void
arb_steady_bin_class_init (ArbSteadyBinClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = arb_steady_bin_dispose;
  widget_class->get_request_mode = arb_steady_bin_get_request_mode;
  widget_class->measure = arb_steady_bin_measure;
  widget_class->size_allocate = arb_steady_bin_size_allocate;
  widget_class->compute_expand = arb_widget_expand_as_child;
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GENERIC);
}

static void
arb_steady_bin_init (ArbSteadyBin *self)
{
}

GtkWidget *
arb_steady_bin_new (GtkWidget *child)
{
  GtkWidget *self = g_object_new (ARB_TYPE_STEADY_BIN, NULL);

  gtk_widget_set_parent (child, self);
  return self;
}
