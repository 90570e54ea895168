/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "arb-card-paint.h"
#include "arb-card-run.h"
#include "arb-picture.h"
#include "arb-widget-util.h"

#define CARD_RATIO 0.70   /* width / height, like a playing card */
#define STRIP_RATIO 0.42  /* visible part of a covered card */
#define MIN_STRIP 0.34    /* closed up as far as the corner number shows */
#define LINE_RATIO 0.70   /* a long run wraps: each line this far below */
#define MIN_PER_LINE 3    /* in the narrowest room */
#define PAD 4.0           /* room for the shadow and the outline */

struct _ArbCardRun
{
  GtkWidget parent_instance;

  int       low;
  int       high;
  int       chips;        /* on the card; -1 draws none */
  int       card_height;
};

G_DEFINE_FINAL_TYPE (ArbCardRun, arb_card_run, GTK_TYPE_WIDGET)

static double
card_width (ArbCardRun *self)
{
  return self->card_height * CARD_RATIO;
}

static int
n_cards (ArbCardRun *self)
{
  return self->low > 0 ? self->high - self->low + 1 : 1;
}

/*
 * In less room than the run wants, the covered cards close up to the
 * corner numbers; in still less, the run wraps into lines, each
 * lying over the lower part of the one before, so that the counting
 * card's number and every corner stay in view.
 */
typedef struct {
  int    per_line;
  int    lines;
  double step;
} Layout;

static double
width_of (ArbCardRun *self,
          int         cards,
          double      strip)
{
  return card_width (self) + (cards - 1) * card_width (self) * strip + 2 * PAD;
}

static Layout
layout_for (ArbCardRun *self,
            double      width)
{
  double w = card_width (self);
  int n = n_cards (self);
  Layout l = { n, 1, w * STRIP_RATIO };

  if (width < 0 || n == 1 || width >= width_of (self, n, STRIP_RATIO))
    return l;
  l.per_line = CLAMP ((int) floor ((width - 2 * PAD - w) / (w * MIN_STRIP)) + 1, MIN_PER_LINE, n);
  l.lines = (n + l.per_line - 1) / l.per_line;
  l.per_line = (n + l.lines - 1) / l.lines;   /* even lines */
  l.step = l.per_line > 1 ? MIN (w * STRIP_RATIO, (width - 2 * PAD - w) / (l.per_line - 1)) : 0;
  l.step = MAX (l.step, w * MIN_STRIP);
  return l;
}

static double
height_for (ArbCardRun *self,
            int         lines)
{
  return self->card_height * (1 + (lines - 1) * LINE_RATIO) + 2 * PAD;
}

/* Ink from blue (low cards) to red (high cards), as on the printed deck. */
static void
value_color (int      value,
             GdkRGBA *color)
{
  double t = CLAMP ((value - 3) / 32.0, 0.0, 1.0);

  color->red = 0.10 + 0.65 * t;
  color->green = 0.30 - 0.20 * t;
  color->blue = 0.70 - 0.55 * t;
  color->alpha = 1.0;
}

static void
draw_card_face (ArbCardRun *self,
                cairo_t    *cr,
                double      x,
                double      y,
                gboolean    front)
{
  arb_card_paint_face (cr, x, y, card_width (self), self->card_height, front && n_cards (self) > 1);
}

static void
draw_covered (ArbCardRun   *self,
              cairo_t      *cr,
              const Layout *l,
              int           index)
{
  double w = card_width (self), strip = l->step;
  double x = PAD + (index % l->per_line) * strip;
  double y = PAD + (index / l->per_line) * self->card_height * LINE_RATIO;
  g_autofree char *text = g_strdup_printf ("%d", self->low + index);
  GdkRGBA ink;

  draw_card_face (self, cr, x, y, FALSE);
  value_color (self->low + index, &ink);
  gdk_cairo_set_source_rgba (cr, &ink);
  arb_card_paint_text (cr, text, self->card_height * 0.19, x + w - strip * 0.10, y + self->card_height * 0.06, FALSE);
}

static void
draw_chips (ArbCardRun *self,
            cairo_t    *cr,
            double      cx,
            double      cy)
{
  double radius = self->card_height * 0.13;
  g_autofree char *text = g_strdup_printf ("%d", self->chips);

  cairo_new_path (cr);
  cairo_arc (cr, cx, cy, radius, 0, 2 * G_PI);
  cairo_set_source_rgb (cr, 0.75, 0.11, 0.16);
  cairo_fill_preserve (cr);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_set_line_width (cr, radius * 0.18);
  cairo_stroke (cr);
  arb_card_paint_text (cr, text, radius * 1.1, cx, cy, TRUE);
}

static void
draw_front (ArbCardRun *self,
            cairo_t    *cr)
{
  double w = card_width (self), h = self->card_height;
  g_autofree char *text = g_strdup_printf ("%d", self->low);
  GdkRGBA ink;

  draw_card_face (self, cr, PAD, PAD, TRUE);
  value_color (self->low, &ink);
  gdk_cairo_set_source_rgba (cr, &ink);
  arb_card_paint_text (cr, text, h * 0.40, PAD + w / 2, PAD + h * (self->chips >= 0 ? 0.38 : 0.48), TRUE);
  if (self->chips >= 0)
    draw_chips (self, cr, PAD + w / 2, PAD + h * 0.78);
}

static void
draw_back (ArbCardRun *self,
           cairo_t    *cr)
{
  double w = card_width (self), h = self->card_height, r = h * 0.07;

  arb_card_paint_rounded_rect (cr, PAD, PAD, w, h, r);
  cairo_set_source_rgb (cr, 0.15, 0.48, 0.32);
  cairo_fill (cr);
  arb_card_paint_rounded_rect (cr, PAD + w * 0.1, PAD + w * 0.1, w * 0.8, h - w * 0.2, r * 0.6);
  cairo_set_source_rgba (cr, 1, 1, 1, 0.5);
  cairo_set_line_width (cr, 2);
  cairo_stroke (cr);
  cairo_set_source_rgba (cr, 1, 1, 1, 0.8);
  arb_card_paint_text (cr, "?", h * 0.30, PAD + w / 2, PAD + h / 2, TRUE);
}

static void
arb_card_run_snapshot (GtkWidget   *widget,
                       GtkSnapshot *snapshot)
{
  ArbCardRun *self = ARB_CARD_RUN (widget);
  Layout l = layout_for (self, gtk_widget_get_width (widget));
  graphene_rect_t bounds;
  cairo_t *cr;

  graphene_rect_init (&bounds, 0, 0, gtk_widget_get_width (widget), gtk_widget_get_height (widget));
  cr = arb_picture_begin (widget, &bounds);
  if (self->low == 0)
    draw_back (self, cr);
  else
    {
      /* Line by line from the top; in a line the highest at the back,
       * the counting card in front of the first. */
      for (int line = 0; line < l.lines; line++)
        for (int i = MIN ((line + 1) * l.per_line, n_cards (self)) - 1; i >= line * l.per_line; i--)
          if (i > 0)
            draw_covered (self, cr, &l, i);
          else
            draw_front (self, cr);
    }
  arb_picture_end (cr, snapshot, &bounds);
}

static void
arb_card_run_measure (GtkWidget      *widget,
                      GtkOrientation  orientation,
                      int             for_size,
                      int            *minimum,
                      int            *natural,
                      int            *minimum_baseline,
                      int            *natural_baseline)
{
  ArbCardRun *self = ARB_CARD_RUN (widget);
  int n = n_cards (self);

  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      *minimum = (int) ceil (width_of (self, MIN (n, MIN_PER_LINE), MIN_STRIP));
      *natural = (int) ceil (width_of (self, n, STRIP_RATIO));
      *minimum = MIN (*minimum, *natural);
    }
  else
    *minimum = *natural = (int) ceil (height_for (self, layout_for (self, for_size).lines));
}

static GtkSizeRequestMode
arb_card_run_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
update_accessible (ArbCardRun *self)
{
  g_autofree char *text = NULL;

  if (self->low == 0)
    text = g_strdup (_("No card face up"));
  else if (self->chips >= 0)
    text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "The %d with %d chip on it",
                                         "The %d with %d chips on it", self->chips),
                            self->low, self->chips);
  else if (self->high > self->low)
    text = g_strdup_printf (_("Run %d to %d, counts %d"), self->low, self->high, self->low);
  else
    text = g_strdup_printf (_("Card %d"), self->low);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, text, -1);
  arb_widget_set_tooltip_text (GTK_WIDGET (self), text);
}

static void
arb_card_run_class_init (ArbCardRunClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  widget_class->snapshot = arb_card_run_snapshot;
  widget_class->measure = arb_card_run_measure;
  widget_class->get_request_mode = arb_card_run_get_request_mode;
  gtk_widget_class_set_css_name (widget_class, "cardrun");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
arb_card_run_init (ArbCardRun *self)
{
  arb_picture_follow_scale (GTK_WIDGET (self));
  self->chips = -1;
  self->card_height = 100;
}

GtkWidget *
arb_card_run_new (int low,
                  int high,
                  int card_height)
{
  ArbCardRun *self = g_object_new (ARB_TYPE_CARD_RUN, NULL);

  self->card_height = card_height;
  arb_card_run_set_run (self, low, high);
  return GTK_WIDGET (self);
}

void
arb_card_run_set_run (ArbCardRun *self,
                      int         low,
                      int         high)
{
  g_return_if_fail (ARB_IS_CARD_RUN (self));
  self->low = low;
  self->high = MAX (low, high);
  update_accessible (self);
  gtk_widget_queue_resize (GTK_WIDGET (self));
}

void
arb_card_run_set_chips (ArbCardRun *self,
                        int         chips)
{
  g_return_if_fail (ARB_IS_CARD_RUN (self));
  self->chips = chips;
  update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
arb_card_run_set_card_height (ArbCardRun *self,
                              int         card_height)
{
  g_return_if_fail (ARB_IS_CARD_RUN (self));
  if (card_height == self->card_height)
    return;
  self->card_height = card_height;
  gtk_widget_queue_resize (GTK_WIDGET (self));
}

int
arb_card_run_get_low (ArbCardRun *self)
{
  return self->low;
}

int
arb_card_run_get_high (ArbCardRun *self)
{
  return self->high;
}
