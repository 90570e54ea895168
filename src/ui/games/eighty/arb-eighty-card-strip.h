/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "games/eighty/cards.h"

G_BEGIN_DECLS

#define ARB_TYPE_EIGHTY_CARD_STRIP (arb_eighty_card_strip_get_type ())
G_DECLARE_FINAL_TYPE (ArbEightyCardStrip, arb_eighty_card_strip, ARB, EIGHTY_CARD_STRIP, GtkWidget)

/* Small cards in a row that wraps: white faces (number and symbol),
 * white backs (secret hand cards) and black cards. */
GtkWidget *arb_eighty_card_strip_new        (int                  height);
void       arb_eighty_card_strip_clear      (ArbEightyCardStrip  *self);
void       arb_eighty_card_strip_add_white  (ArbEightyCardStrip  *self,
                                             const ArbEightyCard *card);
void       arb_eighty_card_strip_add_backs  (ArbEightyCardStrip  *self,
                                             int                  count);
void       arb_eighty_card_strip_add_blacks (ArbEightyCardStrip  *self,
                                             int                  count,
                                             const char          *text);
guint      arb_eighty_card_strip_get_n      (ArbEightyCardStrip  *self);

G_END_DECLS
