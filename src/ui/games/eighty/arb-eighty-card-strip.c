/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <math.h>

#include "arb-eighty-card-strip.h"
#include "arb-eighty-paint.h"
#include "arb-picture.h"

#define GAP 4.0
#define PAD 2.0

typedef enum {
  ITEM_WHITE,
  ITEM_BACK,
  ITEM_BLACK,
} ItemKind;

typedef struct {
  ItemKind      kind;
  ArbEightyCard card;
  char          text[8];
} Item;

struct _ArbEightyCardStrip
{
  GtkWidget  parent_instance;

  int        height;
  GArray    *items;
};

G_DEFINE_FINAL_TYPE (ArbEightyCardStrip, arb_eighty_card_strip, GTK_TYPE_WIDGET)

static double
card_width (ArbEightyCardStrip *self)
{
  return self->height * ARB_EIGHTY_CARD_RATIO;
}

/* How many cards fit on a line of this width (at least one). */
static guint
per_line (ArbEightyCardStrip *self,
          double              width)
{
  double step = card_width (self) + GAP;

  return MAX (1, (guint) floor ((width - 2 * PAD + GAP) / step));
}

static void
arb_eighty_card_strip_snapshot (GtkWidget   *widget,
                                GtkSnapshot *snapshot)
{
  ArbEightyCardStrip *self = ARB_EIGHTY_CARD_STRIP (widget);
  int width = gtk_widget_get_width (widget);
  guint n_line = per_line (self, width);
  graphene_rect_t bounds;
  cairo_t *cr;

  if (self->items->len == 0)
    return;
  graphene_rect_init (&bounds, 0, 0, width, gtk_widget_get_height (widget));
  cr = arb_picture_begin (widget, &bounds);
  for (guint i = 0; i < self->items->len; i++)
    {
      const Item *item = &g_array_index (self->items, Item, i);
      double x = PAD + (i % n_line) * (card_width (self) + GAP);
      double y = PAD + (i / n_line) * (self->height + GAP);

      if (item->kind == ITEM_WHITE)
        arb_eighty_paint_mini (cr, x, y, self->height, &item->card);
      else if (item->kind == ITEM_BACK)
        arb_eighty_paint_back (cr, x, y, self->height);
      else
        arb_eighty_paint_black (cr, x, y, self->height, item->text[0] != '\0' ? item->text : NULL);
    }
  arb_picture_end (cr, snapshot, &bounds);
}

static GtkSizeRequestMode
arb_eighty_card_strip_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
arb_eighty_card_strip_measure (GtkWidget      *widget,
                               GtkOrientation  orientation,
                               int             for_size,
                               int            *minimum,
                               int            *natural,
                               int            *minimum_baseline,
                               int            *natural_baseline)
{
  ArbEightyCardStrip *self = ARB_EIGHTY_CARD_STRIP (widget);
  guint n = self->items->len;
  double step = card_width (self) + GAP;

  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      *minimum = n == 0 ? 0 : (int) ceil (card_width (self) + 2 * PAD);
      *natural = n == 0 ? 0 : (int) ceil (n * step - GAP + 2 * PAD);
      return;
    }
  if (n == 0)
    {
      *minimum = *natural = 0;
      return;
    }
  {
    guint n_line = for_size < 0 ? n : per_line (self, for_size);
    guint lines = (n + n_line - 1) / n_line;

    *minimum = *natural = (int) ceil (lines * (self->height + GAP) - GAP + 2 * PAD);
  }
}

static void
changed (ArbEightyCardStrip *self)
{
  gtk_widget_queue_resize (GTK_WIDGET (self));
}

void
arb_eighty_card_strip_clear (ArbEightyCardStrip *self)
{
  g_return_if_fail (ARB_IS_EIGHTY_CARD_STRIP (self));
  g_array_set_size (self->items, 0);
  changed (self);
}

void
arb_eighty_card_strip_add_white (ArbEightyCardStrip  *self,
                                 const ArbEightyCard *card)
{
  Item item = { ITEM_WHITE, *card, "" };

  g_return_if_fail (ARB_IS_EIGHTY_CARD_STRIP (self));
  g_array_append_val (self->items, item);
  changed (self);
}

void
arb_eighty_card_strip_add_backs (ArbEightyCardStrip *self,
                                 int                 count)
{
  Item item = { ITEM_BACK, { 0 }, "" };

  g_return_if_fail (ARB_IS_EIGHTY_CARD_STRIP (self));
  for (int i = 0; i < count; i++)
    g_array_append_val (self->items, item);
  changed (self);
}

void
arb_eighty_card_strip_add_blacks (ArbEightyCardStrip *self,
                                  int                 count,
                                  const char         *text)
{
  Item item = { ITEM_BLACK, { 0 }, "" };

  g_return_if_fail (ARB_IS_EIGHTY_CARD_STRIP (self));
  if (text != NULL)
    g_strlcpy (item.text, text, sizeof item.text);
  for (int i = 0; i < count; i++)
    g_array_append_val (self->items, item);
  changed (self);
}

guint
arb_eighty_card_strip_get_n (ArbEightyCardStrip *self)
{
  g_return_val_if_fail (ARB_IS_EIGHTY_CARD_STRIP (self), 0);
  return self->items->len;
}

static void
arb_eighty_card_strip_finalize (GObject *object)
{
  ArbEightyCardStrip *self = ARB_EIGHTY_CARD_STRIP (object);

  g_array_unref (self->items);
  G_OBJECT_CLASS (arb_eighty_card_strip_parent_class)->finalize (object);
}

static void
arb_eighty_card_strip_class_init (ArbEightyCardStripClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = arb_eighty_card_strip_finalize;
  widget_class->snapshot = arb_eighty_card_strip_snapshot;
  widget_class->measure = arb_eighty_card_strip_measure;
  widget_class->get_request_mode = arb_eighty_card_strip_get_request_mode;
  gtk_widget_class_set_css_name (widget_class, "eightystrip");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
arb_eighty_card_strip_init (ArbEightyCardStrip *self)
{
  arb_picture_follow_scale (GTK_WIDGET (self));
  self->height = 40;
  self->items = g_array_new (FALSE, TRUE, sizeof (Item));
}

GtkWidget *
arb_eighty_card_strip_new (int height)
{
  ArbEightyCardStrip *self = g_object_new (ARB_TYPE_EIGHTY_CARD_STRIP, NULL);

  self->height = height;
  return GTK_WIDGET (self);
}
