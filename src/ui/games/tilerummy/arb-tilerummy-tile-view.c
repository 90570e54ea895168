/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <math.h>

#include "arb-picture.h"
#include "arb-tilerummy-paint.h"
#include "arb-tilerummy-tile-view.h"

struct _ArbTilerummyTileView
{
  GtkWidget  parent_instance;

  int        height;
  ArbTrTile  tile;
  gboolean   ghost;    /* typed, not yet entered */
};

G_DEFINE_FINAL_TYPE (ArbTilerummyTileView, arb_tilerummy_tile_view, GTK_TYPE_WIDGET)

static void
arb_tilerummy_tile_view_snapshot (GtkWidget   *widget,
                                  GtkSnapshot *snapshot)
{
  ArbTilerummyTileView *self = ARB_TILERUMMY_TILE_VIEW (widget);
  double h = self->height, w = round (h * ARB_TILERUMMY_TILE_RATIO);
  double x = floor ((gtk_widget_get_width (widget) - w) / 2);
  graphene_rect_t bounds;
  GdkRGBA fg;
  cairo_t *cr;

  gtk_style_context_get_color (gtk_widget_get_style_context (widget), &fg);
  fg.alpha *= 0.45f;
  graphene_rect_init (&bounds, 0, 0, gtk_widget_get_width (widget), gtk_widget_get_height (widget));
  cr = arb_picture_begin (widget, &bounds);
  if (self->tile == ARB_TR_NONE || self->ghost)
    arb_tilerummy_paint_slot (cr, x, 0, w, h, &fg);
  if (self->tile != ARB_TR_NONE)
    {
      cairo_push_group (cr);
      arb_tilerummy_paint_tile (cr, x, 0, w, h, self->tile);
      cairo_pop_group_to_source (cr);
      cairo_paint_with_alpha (cr, self->ghost ? 0.7 : 1.0);
    }
  arb_picture_end (cr, snapshot, &bounds);
}

static void
arb_tilerummy_tile_view_measure (GtkWidget      *widget,
                                 GtkOrientation  orientation,
                                 int             for_size,
                                 int            *minimum,
                                 int            *natural,
                                 int            *minimum_baseline,
                                 int            *natural_baseline)
{
  ArbTilerummyTileView *self = ARB_TILERUMMY_TILE_VIEW (widget);

  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    *minimum = *natural = (int) round (self->height * ARB_TILERUMMY_TILE_RATIO) + 2;
  else
    *minimum = *natural = self->height + 2;
}

static void
arb_tilerummy_tile_view_class_init (ArbTilerummyTileViewClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  widget_class->snapshot = arb_tilerummy_tile_view_snapshot;
  widget_class->measure = arb_tilerummy_tile_view_measure;
  gtk_widget_class_set_css_name (widget_class, "tilerummytile");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
arb_tilerummy_tile_view_init (ArbTilerummyTileView *self)
{
  arb_picture_follow_scale (GTK_WIDGET (self));
  self->height = 56;
}

GtkWidget *
arb_tilerummy_tile_view_new (int height)
{
  ArbTilerummyTileView *self = g_object_new (ARB_TYPE_TILERUMMY_TILE_VIEW, NULL);

  self->height = height;
  return GTK_WIDGET (self);
}

void
arb_tilerummy_tile_view_set_tile (ArbTilerummyTileView *self,
                                  ArbTrTile             tile,
                                  gboolean              ghost)
{
  g_return_if_fail (ARB_IS_TILERUMMY_TILE_VIEW (self));
  if (self->tile == tile && self->ghost == ghost)
    return;
  self->tile = tile;
  self->ghost = ghost;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

ArbTrTile
arb_tilerummy_tile_view_get_tile (ArbTilerummyTileView *self)
{
  g_return_val_if_fail (ARB_IS_TILERUMMY_TILE_VIEW (self), ARB_TR_NONE);
  return self->tile;
}
