/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* A widget's picture (cards, tiles) drawn with cairo once, into pixels at
 * the widget's scale, which the widget's node then only paints.  A cairo
 * node that held the drawing itself would have GTK's cairo renderer draw
 * it again, every path and glyph, each time the window repaints the
 * picture's area; a texture would have it convert every pixel, through
 * floats, at every frame (GTK 4.8); painted pixels are only composited,
 * and only where a frame repaints.
 *
 *   cr = arb_picture_begin (widget, &bounds);
 *   ... draw in the widget's coordinates ...
 *   arb_picture_end (cr, snapshot, &bounds);
 *
 * Bounds are whole pixels, as a widget's are.  A widget that draws this
 * way calls arb_picture_follow_scale() once, so that a new scale (another
 * monitor) draws its picture again at that scale.
 */
void     arb_picture_follow_scale (GtkWidget          *widget);
cairo_t *arb_picture_begin (GtkWidget             *widget,
                            const graphene_rect_t *bounds);
void     arb_picture_end   (cairo_t               *cr,
                            GtkSnapshot           *snapshot,
                            const graphene_rect_t *bounds);

G_END_DECLS
