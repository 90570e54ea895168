/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "arb-card-paint.h"

#include "arb-eighty-paint.h"
#include "arb-eighty-sets-view.h"
#include "arb-picture.h"

#define GAP 10.0
#define INSET 5.0
#define TEXT 15.0

/* One group drawn: a set, a lone symbol, or the unused stars. */
typedef struct {
  char symbol[ARB_EIGHTY_SYMBOL_MAX];
  int  real;
  int  stars;
  int  points;       /* -1: scores nothing (lone symbol, unused stars) */
} Group;

struct _ArbEightySetsView
{
  GtkWidget  parent_instance;

  int        size;
  GArray    *groups;
  char      *words;
};

G_DEFINE_FINAL_TYPE (ArbEightySetsView, arb_eighty_sets_view, GTK_TYPE_WIDGET)

static double
group_width (ArbEightySetsView *self,
             const Group       *g)
{
  return (g->real + g->stars) * (self->size + 2) - 2 + 2 * INSET;
}

static double
row_height (ArbEightySetsView *self)
{
  return self->size + 2 * INSET + TEXT + 4;
}

/* Where group i goes for a width; the height of it all. */
static double
layout (ArbEightySetsView *self,
        double             width,
        double            *xs,
        double            *ys)
{
  double x = 0, y = 0;

  for (guint i = 0; i < self->groups->len; i++)
    {
      double w = group_width (self, &g_array_index (self->groups, Group, i));

      if (x > 0 && x + w > width)
        {
          x = 0;
          y += row_height (self) + 4;
        }
      if (xs != NULL)
        {
          xs[i] = x;
          ys[i] = y;
        }
      x += w + GAP;
    }
  return self->groups->len == 0 ? 0 : y + row_height (self);
}

static void
paint_group (ArbEightySetsView *self,
             cairo_t           *cr,
             const Group       *g,
             double             x,
             double             y,
             const GdkRGBA     *fg)
{
  double w = group_width (self, g), s = self->size;
  g_autofree char *points = g->points >= 0 ? g_strdup_printf ("%d", g->points) : g_strdup ("–");

  cairo_push_group (cr);
  arb_card_paint_rounded_rect (cr, x, y, w, s + 2 * INSET, 8);
  cairo_set_source_rgb (cr, 0.99, 0.98, 0.96);
  cairo_fill_preserve (cr);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.3);
  cairo_set_line_width (cr, 1);
  cairo_stroke (cr);
  for (int k = 0; k < g->real + g->stars; k++)
    {
      double cx = x + INSET + k * (s + 2) + s / 2, cy = y + INSET + s / 2;
      gboolean star = k >= g->real;

      arb_eighty_paint_symbol (cr, cx, cy, s * 0.9, star ? ARB_EIGHTY_STAR : g->symbol);
      if (star && g->points >= 0)
        {
          /* a wild star placed in this set: ringed */
          cairo_new_path (cr);
          cairo_arc (cr, cx, cy, s / 2, 0, 2 * G_PI);
          cairo_set_source_rgb (cr, 0.85, 0.60, 0.00);
          cairo_set_line_width (cr, 1.5);
          cairo_stroke (cr);
        }
    }
  gdk_cairo_set_source_rgba (cr, fg);
  arb_card_paint_text (cr, points, TEXT * 0.85, x + w / 2, y + s + 2 * INSET + 2 + TEXT / 2, TRUE);
  cairo_pop_group_to_source (cr);
  cairo_paint_with_alpha (cr, g->points >= 0 ? 1.0 : 0.5);
}

static void
arb_eighty_sets_view_snapshot (GtkWidget   *widget,
                               GtkSnapshot *snapshot)
{
  ArbEightySetsView *self = ARB_EIGHTY_SETS_VIEW (widget);
  guint n = self->groups->len;
  g_autofree double *xs = g_new0 (double, MAX (n, 1));
  g_autofree double *ys = g_new0 (double, MAX (n, 1));
  graphene_rect_t bounds;
  GdkRGBA fg;
  cairo_t *cr;

  if (n == 0)
    return;
  gtk_style_context_get_color (gtk_widget_get_style_context (widget), &fg);
  layout (self, gtk_widget_get_width (widget), xs, ys);
  graphene_rect_init (&bounds, 0, 0, gtk_widget_get_width (widget), gtk_widget_get_height (widget));
  cr = arb_picture_begin (widget, &bounds);
  for (guint i = 0; i < n; i++)
    paint_group (self, cr, &g_array_index (self->groups, Group, i), xs[i], ys[i], &fg);
  arb_picture_end (cr, snapshot, &bounds);
}

static GtkSizeRequestMode
arb_eighty_sets_view_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
arb_eighty_sets_view_measure (GtkWidget      *widget,
                              GtkOrientation  orientation,
                              int             for_size,
                              int            *minimum,
                              int            *natural,
                              int            *minimum_baseline,
                              int            *natural_baseline)
{
  ArbEightySetsView *self = ARB_EIGHTY_SETS_VIEW (widget);
  double widest = 0, all = 0;

  for (guint i = 0; i < self->groups->len; i++)
    {
      double w = group_width (self, &g_array_index (self->groups, Group, i));

      widest = MAX (widest, w);
      all += w + (i > 0 ? GAP : 0);
    }
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      *minimum = (int) ceil (widest);
      *natural = (int) ceil (all);
    }
  else
    *minimum = *natural = (int) ceil (layout (self, for_size < 0 ? all : for_size, NULL, NULL));
}

static void
add_group (ArbEightySetsView *self,
           const char        *symbol,
           int                real,
           int                stars,
           int                points)
{
  Group g = { "", real, stars, points };

  g_strlcpy (g.symbol, symbol, sizeof g.symbol);
  g_array_append_val (self->groups, g);
}

/* One symbol's sets of five and the rest: each set takes a real symbol
 * first, then the other real ones in order, then the stars placed. */
static void
add_symbol (ArbEightySetsView         *self,
            const ArbEightySymbolSets *s,
            GString                   *words)
{
  int all = s->real + s->stars;
  int n_sets = all / ARB_EIGHTY_SET_SIZE + (all % ARB_EIGHTY_SET_SIZE > 0);
  int real_left = s->real - n_sets;
  g_autofree char *text = arb_eighty_symbol_sets_text (s);

  g_string_append_printf (words, "%s%s (%d)", words->len > 0 ? "; " : "", text, s->points);
  for (int k = 0; k < n_sets; k++)
    {
      int size = MIN (all - k * ARB_EIGHTY_SET_SIZE, ARB_EIGHTY_SET_SIZE);
      int real = 1 + MIN (real_left, size - 1);
      int stars = size - real;

      real_left -= real - 1;
      add_group (self, s->symbol, real, stars, size >= 2 ? arb_eighty_set_points (size) : -1);
    }
}

void
arb_eighty_sets_view_set_sets (ArbEightySetsView   *self,
                               const ArbEightySets *sets)
{
  g_autoptr(GString) words = g_string_new (NULL);

  g_return_if_fail (ARB_IS_EIGHTY_SETS_VIEW (self));
  g_array_set_size (self->groups, 0);
  for (guint i = 0; i < sets->n_symbols; i++)
    add_symbol (self, &sets->symbols[i], words);
  if (sets->unused_stars > 0)
    {
      add_group (self, ARB_EIGHTY_STAR, 0, sets->unused_stars, -1);
      g_string_append_printf (words, "%s%d unused star%s", words->len > 0 ? "; " : "",
                              sets->unused_stars, sets->unused_stars == 1 ? "" : "s");
    }
  g_free (self->words);
  self->words = words->len > 0 ? g_strdup (words->str) : g_strdup (_("no symbols"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, self->words, -1);
  gtk_widget_queue_resize (GTK_WIDGET (self));
}

const char *
arb_eighty_sets_view_get_words (ArbEightySetsView *self)
{
  g_return_val_if_fail (ARB_IS_EIGHTY_SETS_VIEW (self), NULL);
  return self->words;
}

static void
arb_eighty_sets_view_finalize (GObject *object)
{
  ArbEightySetsView *self = ARB_EIGHTY_SETS_VIEW (object);

  g_array_unref (self->groups);
  g_free (self->words);
  G_OBJECT_CLASS (arb_eighty_sets_view_parent_class)->finalize (object);
}

static void
arb_eighty_sets_view_class_init (ArbEightySetsViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = arb_eighty_sets_view_finalize;
  widget_class->snapshot = arb_eighty_sets_view_snapshot;
  widget_class->measure = arb_eighty_sets_view_measure;
  widget_class->get_request_mode = arb_eighty_sets_view_get_request_mode;
  gtk_widget_class_set_css_name (widget_class, "eightysets");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
arb_eighty_sets_view_init (ArbEightySetsView *self)
{
  arb_picture_follow_scale (GTK_WIDGET (self));
  self->size = 24;
  self->groups = g_array_new (FALSE, TRUE, sizeof (Group));
  self->words = g_strdup (_("no symbols"));
}

GtkWidget *
arb_eighty_sets_view_new (int symbol_size)
{
  ArbEightySetsView *self = g_object_new (ARB_TYPE_EIGHTY_SETS_VIEW, NULL);

  self->size = symbol_size;
  return GTK_WIDGET (self);
}
