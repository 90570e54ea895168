/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "games/eighty/cards.h"

G_BEGIN_DECLS

/*
 * Eighty's cards drawn with cairo, readable from across the table.  A
 * white card shows its number big, its points, its round-rule icon (a
 * drawn glyph: ↑, ↑↑, ↑↓, symbol ↑, ≥80), its symbol as a picture with
 * its name, and its "draw N" as a black card with the count.  Colour
 * is never the only cue: every icon has its own shape, every symbol its
 * picture or its letters.
 */

#define ARB_EIGHTY_CARD_RATIO 0.68

void arb_eighty_paint_card   (cairo_t             *cr,
                              double               x,
                              double               y,
                              double               height,
                              const ArbEightyCard *card);
/* A card whose attributes are not known yet: its number only. */
void arb_eighty_paint_number (cairo_t             *cr,
                              double               x,
                              double               y,
                              double               height,
                              int                  number);
/* A white card face down (a secret hand card). */
void arb_eighty_paint_back   (cairo_t             *cr,
                              double               x,
                              double               y,
                              double               height);
/* A black card, with a word on it ("+5") or none. */
void arb_eighty_paint_black  (cairo_t             *cr,
                              double               x,
                              double               y,
                              double               height,
                              const char          *text);
/* A small white card: number and symbol. */
void arb_eighty_paint_mini   (cairo_t             *cr,
                              double               x,
                              double               y,
                              double               height,
                              const ArbEightyCard *card);
/* A symbol's picture centred on (cx, cy) within `size`. */
void arb_eighty_paint_symbol (cairo_t             *cr,
                              double               cx,
                              double               cy,
                              double               size,
                              const char          *symbol);
/* The round-rule icon, a badge with its glyph, `size` high. */
void arb_eighty_paint_icon   (cairo_t             *cr,
                              double               x,
                              double               y,
                              double               size,
                              ArbEightyIcon        icon,
                              const char          *icon_symbol);
double arb_eighty_icon_width (double               size,
                              ArbEightyIcon        icon);

G_END_DECLS
