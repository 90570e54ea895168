/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "games/votestuffing/votestuffing.h"

G_BEGIN_DECLS

#define ARB_VS_CARD_RATIO 0.70

typedef enum {
  ARB_VS_PAINT_PLAIN = 0,
  ARB_VS_PAINT_DRAFT = 1 << 0,  /* typed, not entered yet */
  ARB_VS_PAINT_NEXT  = 1 << 1,  /* the card the next key names */
} ArbVsPaintFlags;

/*
 * A Vote Stuffing card as the table knows it, `height` tall: a face with
 * rank and suit symbol (red hearts and diamonds, black spades and clubs)
 * when it lies face up, a back otherwise, with a label of what the table
 * knows of it (the card, or R / S for its type).  A power move has a gold
 * edge; `bonus` (3 or 1) is drawn as a badge.
 */
void        arb_vs_paint_card  (cairo_t         *cr,
                                double           x,
                                double           y,
                                double           height,
                                const ArbVsCard *card,
                                int              bonus,
                                ArbVsPaintFlags  flags);
/* An empty spot: a dashed outline the size of a card. */
void        arb_vs_paint_slot  (cairo_t         *cr,
                                double           x,
                                double           y,
                                double           height);
/* "A", "10", "K", "★" for the joker, "?" */
const char *arb_vs_rank_text   (int              card);
const char *arb_vs_suit_symbol (int              card);

G_END_DECLS
