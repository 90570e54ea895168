/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Drawing shared by the games' card widgets: a card is a rounded white
 * face with a soft shadow and an outline. */
void arb_card_paint_rounded_rect (cairo_t    *cr,
                                  double      x,
                                  double      y,
                                  double      w,
                                  double      h,
                                  double      r);
void arb_card_paint_face         (cairo_t    *cr,
                                  double      x,
                                  double      y,
                                  double      w,
                                  double      h,
                                  gboolean    gold_edge);
/* Text centred on (cx, cy), or with its top right corner there. */
void arb_card_paint_text         (cairo_t    *cr,
                                  const char *text,
                                  double      size,
                                  double      cx,
                                  double      cy,
                                  gboolean    centered);

G_END_DECLS
