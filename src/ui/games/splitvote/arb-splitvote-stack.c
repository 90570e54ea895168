/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "arb-card-paint.h"
#include "arb-picture.h"
#include "arb-widget-util.h"
#include "games/splitvote.h"

#include "arb-splitvote-paint.h"
#include "arb-splitvote-stack.h"

#define CARD_HEIGHT 52.0
#define STEP 0.20          /* each card below the one behind, of a card's height */
#define MAX_DRAWN 5
#define PAD 4.0
#define BADGE 11.0         /* radius of the count */

/* One number's stack in front of a player: the cards fanned downwards,
 * jokers (violet) at the back, and the count in a badge. */
struct _ArbSplitvoteStack
{
  GtkWidget parent_instance;

  int       value;
  int       count;         /* jokers included */
  int       jokers;
};

G_DEFINE_FINAL_TYPE (ArbSplitvoteStack, arb_splitvote_stack, GTK_TYPE_WIDGET)

static int
n_drawn (ArbSplitvoteStack *self)
{
  return CLAMP (self->count, 1, MAX_DRAWN);
}

/* Which card the i-th drawn one shows: jokers first, at the back. */
static int
drawn_value (ArbSplitvoteStack *self,
             int                i)
{
  int drawn = n_drawn (self);
  int jokers_drawn = MIN (self->jokers, drawn - (self->count > self->jokers ? 1 : 0));

  return i < jokers_drawn ? ARB_SPLITVOTE_JOKER : self->value;
}

static void
draw_badge (ArbSplitvoteStack *self,
            cairo_t           *cr,
            double             cx,
            double             cy)
{
  g_autofree char *text = g_strdup_printf ("%d", self->count);

  cairo_new_path (cr);
  cairo_arc (cr, cx, cy, BADGE, 0, 2 * G_PI);
  cairo_set_source_rgb (cr, 0.20, 0.22, 0.26);
  cairo_fill_preserve (cr);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_set_line_width (cr, 1.5);
  cairo_stroke (cr);
  arb_card_paint_text (cr, text, BADGE * 1.15, cx, cy, TRUE);
}

static void
arb_splitvote_stack_snapshot (GtkWidget   *widget,
                              GtkSnapshot *snapshot)
{
  ArbSplitvoteStack *self = ARB_SPLITVOTE_STACK (widget);
  double w = CARD_HEIGHT * ARB_SPLITVOTE_CARD_RATIO;
  int drawn = n_drawn (self);
  graphene_rect_t bounds;
  cairo_t *cr;

  graphene_rect_init (&bounds, 0, 0, gtk_widget_get_width (widget), gtk_widget_get_height (widget));
  cr = arb_picture_begin (widget, &bounds);
  for (int i = 0; i < drawn; i++)
    arb_splitvote_paint_card (cr, PAD, PAD + i * STEP * CARD_HEIGHT, CARD_HEIGHT,
                              drawn_value (self, i), 1.0);
  draw_badge (self, cr, PAD + w, PAD + (drawn - 1) * STEP * CARD_HEIGHT + CARD_HEIGHT - BADGE / 2);
  arb_picture_end (cr, snapshot, &bounds);
}

static void
arb_splitvote_stack_measure (GtkWidget      *widget,
                             GtkOrientation  orientation,
                             int             for_size,
                             int            *minimum,
                             int            *natural,
                             int            *minimum_baseline,
                             int            *natural_baseline)
{
  ArbSplitvoteStack *self = ARB_SPLITVOTE_STACK (widget);

  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    *minimum = *natural = (int) ceil (CARD_HEIGHT * ARB_SPLITVOTE_CARD_RATIO + BADGE + 2 * PAD);
  else
    *minimum = *natural = (int) ceil (CARD_HEIGHT * (1 + STEP * (n_drawn (self) - 1)) + BADGE / 2 + 2 * PAD);
}

static void
update_accessible (ArbSplitvoteStack *self)
{
  g_autofree char *text = NULL;

  if (self->value == ARB_SPLITVOTE_JOKER)
    text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d joker waiting for a number",
                                         "%d jokers waiting for a number", self->count), self->count);
  else if (self->jokers > 0)
    text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d: %d cards, %d of them a joker",
                                         "%d: %d cards, %d of them jokers", self->jokers),
                            self->value, self->count, self->jokers);
  else
    text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d: %d card", "%d: %d cards", self->count),
                            self->value, self->count);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, text, -1);
  arb_widget_set_tooltip_text (GTK_WIDGET (self), text);
}

static void
arb_splitvote_stack_class_init (ArbSplitvoteStackClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  widget_class->snapshot = arb_splitvote_stack_snapshot;
  widget_class->measure = arb_splitvote_stack_measure;
  gtk_widget_class_set_css_name (widget_class, "splitvotestack");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
arb_splitvote_stack_init (ArbSplitvoteStack *self)
{
  arb_picture_follow_scale (GTK_WIDGET (self));
}

GtkWidget *
arb_splitvote_stack_new (int value,
                         int count,
                         int jokers)
{
  ArbSplitvoteStack *self = g_object_new (ARB_TYPE_SPLITVOTE_STACK, NULL);

  self->value = value;
  self->count = count;
  self->jokers = jokers;
  update_accessible (self);
  return GTK_WIDGET (self);
}

int
arb_splitvote_stack_get_count (ArbSplitvoteStack *self)
{
  g_return_val_if_fail (ARB_IS_SPLITVOTE_STACK (self), 0);
  return self->count;
}
