/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "arb-card-paint.h"

#include "arb-eighty-card-view.h"
#include "arb-eighty-paint.h"
#include "arb-picture.h"

#define PAD 4.0

typedef enum {
  SHOW_EMPTY,
  SHOW_FACE,
  SHOW_NUMBER,
  SHOW_BACK,
} Show;

struct _ArbEightyCardView
{
  GtkWidget     parent_instance;

  int           height;
  Show          show;
  ArbEightyCard card;
  char         *badge;
  gboolean      faded;
  ArbEightyFate fate;
  char         *words;
};

G_DEFINE_FINAL_TYPE (ArbEightyCardView, arb_eighty_card_view, GTK_TYPE_WIDGET)

static void
paint_badge (ArbEightyCardView *self,
             cairo_t           *cr,
             double             cx,
             double             cy)
{
  double r = self->height * 0.11;

  cairo_new_path (cr);
  cairo_arc (cr, cx, cy, r, 0, 2 * G_PI);
  cairo_set_source_rgb (cr, 0.11, 0.44, 0.85);
  cairo_fill_preserve (cr);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_set_line_width (cr, 2);
  cairo_stroke (cr);
  arb_card_paint_text (cr, self->badge, r * 1.15, cx, cy, TRUE);
}

/* A tick on green or a cross on red, with its shape as the cue. */
static void
paint_fate (ArbEightyCardView *self,
            cairo_t           *cr,
            double             cx,
            double             cy)
{
  double r = self->height * 0.12;
  gboolean scored = self->fate == ARB_EIGHTY_FATE_SCORED;

  cairo_new_path (cr);
  cairo_arc (cr, cx, cy, r, 0, 2 * G_PI);
  if (scored)
    cairo_set_source_rgb (cr, 0.11, 0.48, 0.30);
  else
    cairo_set_source_rgb (cr, 0.75, 0.11, 0.16);
  cairo_fill_preserve (cr);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_set_line_width (cr, 2);
  cairo_stroke (cr);
  cairo_set_line_width (cr, r * 0.32);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  if (scored)
    {
      cairo_move_to (cr, cx - r * 0.45, cy + r * 0.02);
      cairo_line_to (cr, cx - r * 0.10, cy + r * 0.38);
      cairo_line_to (cr, cx + r * 0.48, cy - r * 0.35);
    }
  else
    {
      cairo_move_to (cr, cx - r * 0.38, cy - r * 0.38);
      cairo_line_to (cr, cx + r * 0.38, cy + r * 0.38);
      cairo_move_to (cr, cx + r * 0.38, cy - r * 0.38);
      cairo_line_to (cr, cx - r * 0.38, cy + r * 0.38);
    }
  cairo_stroke (cr);
}

static void
paint_empty (ArbEightyCardView *self,
             cairo_t           *cr,
             GtkWidget         *widget)
{
  double h = self->height, w = h * ARB_EIGHTY_CARD_RATIO;
  const double dash[] = { 6, 4 };
  GdkRGBA fg;

  gtk_style_context_get_color (gtk_widget_get_style_context (widget), &fg);
  arb_card_paint_rounded_rect (cr, PAD + 1, PAD + 1, w - 2, h - 2, h * 0.07);
  cairo_set_source_rgba (cr, fg.red, fg.green, fg.blue, 0.35);
  cairo_set_line_width (cr, 1.5);
  cairo_set_dash (cr, dash, 2, 0);
  cairo_stroke (cr);
  cairo_set_dash (cr, NULL, 0, 0);
}

static void
arb_eighty_card_view_snapshot (GtkWidget   *widget,
                               GtkSnapshot *snapshot)
{
  ArbEightyCardView *self = ARB_EIGHTY_CARD_VIEW (widget);
  double h = self->height, w = h * ARB_EIGHTY_CARD_RATIO;
  graphene_rect_t bounds;
  cairo_t *cr;

  graphene_rect_init (&bounds, 0, 0, gtk_widget_get_width (widget), gtk_widget_get_height (widget));
  cr = arb_picture_begin (widget, &bounds);
  cairo_push_group (cr);
  if (self->show == SHOW_FACE)
    arb_eighty_paint_card (cr, PAD, PAD, h, &self->card);
  else if (self->show == SHOW_NUMBER)
    arb_eighty_paint_number (cr, PAD, PAD, h, self->card.number);
  else if (self->show == SHOW_BACK)
    arb_eighty_paint_back (cr, PAD, PAD, h);
  else
    paint_empty (self, cr, widget);
  cairo_pop_group_to_source (cr);
  cairo_paint_with_alpha (cr, self->faded ? 0.45 : 1.0);
  if (self->badge != NULL)
    paint_badge (self, cr, PAD + w - h * 0.04, PAD + h - h * 0.04);
  if (self->fate != ARB_EIGHTY_FATE_NONE)
    paint_fate (self, cr, PAD + w - h * 0.04, PAD + h - h * 0.04);
  arb_picture_end (cr, snapshot, &bounds);
}

static void
arb_eighty_card_view_measure (GtkWidget      *widget,
                              GtkOrientation  orientation,
                              int             for_size,
                              int            *minimum,
                              int            *natural,
                              int            *minimum_baseline,
                              int            *natural_baseline)
{
  ArbEightyCardView *self = ARB_EIGHTY_CARD_VIEW (widget);
  /* room for a badge over the bottom right corner */
  double extra = self->height * 0.08;

  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    *minimum = *natural = (int) ceil (self->height * ARB_EIGHTY_CARD_RATIO + 2 * PAD + extra);
  else
    *minimum = *natural = (int) ceil (self->height + 2 * PAD + extra);
}

static void
update_words (ArbEightyCardView *self)
{
  g_autofree char *words = NULL;

  switch (self->show)
    {
    case SHOW_FACE:
      words = arb_eighty_card_describe (&self->card);
      break;
    case SHOW_NUMBER:
      words = g_strdup_printf (_("%d, attributes not entered yet"), self->card.number);
      break;
    case SHOW_BACK:
      words = g_strdup (_("a card face down"));
      break;
    case SHOW_EMPTY:
    default:
      words = g_strdup (_("an empty place"));
      break;
    }
  g_free (self->words);
  if (self->fate != ARB_EIGHTY_FATE_NONE)
    self->words = g_strdup_printf ("%s, %s", words,
                                   self->fate == ARB_EIGHTY_FATE_SCORED ? _("scored") : _("discarded"));
  else
    self->words = g_steal_pointer (&words);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, self->words, -1);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
arb_eighty_card_view_set_card (ArbEightyCardView   *self,
                               const ArbEightyCard *card)
{
  g_return_if_fail (ARB_IS_EIGHTY_CARD_VIEW (self));
  self->show = SHOW_FACE;
  self->card = *card;
  update_words (self);
}

void
arb_eighty_card_view_set_number (ArbEightyCardView *self,
                                 int                number)
{
  g_return_if_fail (ARB_IS_EIGHTY_CARD_VIEW (self));
  self->show = SHOW_NUMBER;
  memset (&self->card, 0, sizeof self->card);
  self->card.number = number;
  update_words (self);
}

void
arb_eighty_card_view_set_back (ArbEightyCardView *self)
{
  g_return_if_fail (ARB_IS_EIGHTY_CARD_VIEW (self));
  self->show = SHOW_BACK;
  update_words (self);
}

void
arb_eighty_card_view_set_empty (ArbEightyCardView *self)
{
  g_return_if_fail (ARB_IS_EIGHTY_CARD_VIEW (self));
  self->show = SHOW_EMPTY;
  update_words (self);
}

void
arb_eighty_card_view_set_badge (ArbEightyCardView *self,
                                const char        *badge)
{
  g_return_if_fail (ARB_IS_EIGHTY_CARD_VIEW (self));
  g_free (self->badge);
  self->badge = g_strdup (badge);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
arb_eighty_card_view_set_faded (ArbEightyCardView *self,
                                gboolean           faded)
{
  g_return_if_fail (ARB_IS_EIGHTY_CARD_VIEW (self));
  self->faded = faded;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
arb_eighty_card_view_set_fate (ArbEightyCardView *self,
                               ArbEightyFate      fate)
{
  g_return_if_fail (ARB_IS_EIGHTY_CARD_VIEW (self));
  self->fate = fate;
  update_words (self);
}

const char *
arb_eighty_card_view_get_words (ArbEightyCardView *self)
{
  g_return_val_if_fail (ARB_IS_EIGHTY_CARD_VIEW (self), NULL);
  return self->words;
}

static void
arb_eighty_card_view_finalize (GObject *object)
{
  ArbEightyCardView *self = ARB_EIGHTY_CARD_VIEW (object);

  g_free (self->badge);
  g_free (self->words);
  G_OBJECT_CLASS (arb_eighty_card_view_parent_class)->finalize (object);
}

static void
arb_eighty_card_view_class_init (ArbEightyCardViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = arb_eighty_card_view_finalize;
  widget_class->snapshot = arb_eighty_card_view_snapshot;
  widget_class->measure = arb_eighty_card_view_measure;
  gtk_widget_class_set_css_name (widget_class, "eightycard");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
arb_eighty_card_view_init (ArbEightyCardView *self)
{
  arb_picture_follow_scale (GTK_WIDGET (self));
  self->height = 120;
  update_words (self);
}

GtkWidget *
arb_eighty_card_view_new (int height)
{
  ArbEightyCardView *self = g_object_new (ARB_TYPE_EIGHTY_CARD_VIEW, NULL);

  self->height = height;
  return GTK_WIDGET (self);
}
