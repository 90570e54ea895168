/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "arb-votestuffing-paint.h"

G_BEGIN_DECLS

#define ARB_TYPE_VOTESTUFFING_PILE (arb_votestuffing_pile_get_type ())
G_DECLARE_FINAL_TYPE (ArbVotestuffingPile, arb_votestuffing_pile, ARB, VOTESTUFFING_PILE, GtkWidget)

GtkWidget *arb_votestuffing_pile_new       (double               card_height);
/* `bonuses` and `flags` may be NULL; both have one entry per card. */
void       arb_votestuffing_pile_set_cards (ArbVotestuffingPile *self,
                                            const ArbVsCard     *cards,
                                            guint                n,
                                            const int           *bonuses,
                                            const guint         *flags);
/* `n` cards face down, or only `shown` if it is not ARB_VS_UNKNOWN:
 * a hand, or the draw pile. */
void       arb_votestuffing_pile_set_backs (ArbVotestuffingPile *self,
                                            guint                n,
                                            int                  shown);
guint      arb_votestuffing_pile_get_n_cards (ArbVotestuffingPile *self);

G_END_DECLS
