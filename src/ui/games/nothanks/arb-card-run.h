/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define ARB_TYPE_CARD_RUN (arb_card_run_get_type ())
G_DECLARE_FINAL_TYPE (ArbCardRun, arb_card_run, ARB, CARD_RUN, GtkWidget)

/* A run of consecutive No Thanks! cards drawn as overlapping cards, the
 * counting (lowest) card in front; low 0 draws the back of a card.  In
 * less room it closes up, then wraps into lines (height for width). */
GtkWidget *arb_card_run_new        (int         low,
                                    int         high,
                                    int         card_height);
void       arb_card_run_set_run    (ArbCardRun *self,
                                    int         low,
                                    int         high);
void       arb_card_run_set_chips  (ArbCardRun *self,
                                    int         chips);
void       arb_card_run_set_card_height (ArbCardRun *self,
                                         int         card_height);
int        arb_card_run_get_low    (ArbCardRun *self);
int        arb_card_run_get_high   (ArbCardRun *self);

G_END_DECLS
