/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "games/eighty/cards.h"

G_BEGIN_DECLS

#define ARB_TYPE_EIGHTY_CARD_VIEW (arb_eighty_card_view_get_type ())
G_DECLARE_FINAL_TYPE (ArbEightyCardView, arb_eighty_card_view, ARB, EIGHTY_CARD_VIEW, GtkWidget)

typedef enum {
  ARB_EIGHTY_FATE_NONE,
  ARB_EIGHTY_FATE_SCORED,
  ARB_EIGHTY_FATE_DISCARDED,
} ArbEightyFate;

/* One card, drawn: a white card's face, its number alone (attributes
 * not known yet), its back, or an empty place. */
GtkWidget *arb_eighty_card_view_new        (int                  height);
void       arb_eighty_card_view_set_card   (ArbEightyCardView   *self,
                                            const ArbEightyCard *card);
void       arb_eighty_card_view_set_number (ArbEightyCardView   *self,
                                            int                  number);
void       arb_eighty_card_view_set_back   (ArbEightyCardView   *self);
void       arb_eighty_card_view_set_empty  (ArbEightyCardView   *self);
/* A key that picks it ("A"), in a corner; NULL for none. */
void       arb_eighty_card_view_set_badge  (ArbEightyCardView   *self,
                                            const char          *badge);
/* Taken (drafted): drawn faded. */
void       arb_eighty_card_view_set_faded  (ArbEightyCardView   *self,
                                            gboolean             faded);
/* Scored (a tick) or discarded (a cross), after a resolution. */
void       arb_eighty_card_view_set_fate   (ArbEightyCardView   *self,
                                            ArbEightyFate        fate);
/* The card as words, for the accessible name and the tooltip. */
const char *arb_eighty_card_view_get_words (ArbEightyCardView   *self);

G_END_DECLS
