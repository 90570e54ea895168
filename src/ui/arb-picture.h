/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* A widget's picture (cards, tiles) drawn with cairo once, into pixels at
 * the widget's scale, and handed to GTK as a texture.  A cairo node keeps
 * the drawing itself, and GTK's cairo renderer draws it again, every
 * path and glyph, each time the window repaints the picture's area; the
 * pixels are only copied.
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
