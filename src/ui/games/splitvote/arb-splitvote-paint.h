/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* A Split and Vote card: a number 1..10, or a joker (0) drawn as a
 * picture.  Width to height is a playing card's. */
#define ARB_SPLITVOTE_CARD_RATIO 0.70

void arb_splitvote_paint_card (cairo_t *cr,
                               double   x,
                               double   y,
                               double   height,
                               int      value,
                               double   alpha);
/* The colour of a part: white, blue, black. */
void arb_splitvote_part_rgba  (int      part,
                               GdkRGBA *color);
/* Short text for a card: "7", or "J" for a joker. */
const char *arb_splitvote_card_text (int value);

G_END_DECLS
