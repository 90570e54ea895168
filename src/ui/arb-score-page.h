/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

#include "arb-game.h"

G_BEGIN_DECLS

#define ARB_TYPE_SCORE_PAGE (arb_score_page_get_type ())
G_DECLARE_FINAL_TYPE (ArbScorePage, arb_score_page, ARB, SCORE_PAGE, GtkWidget)

void        arb_score_page_update      (ArbScorePage *self,
                                        ArbGame      *game,
                                        gboolean      secret,
                                        gboolean      between_games);
void        arb_score_page_set_section (ArbScorePage *self,
                                        GtkWidget    *section);
GtkWidget  *arb_score_page_get_section (ArbScorePage *self);
const char *arb_score_page_get_verdict (ArbScorePage *self);
GtkWidget  *arb_score_page_get_chart   (ArbScorePage *self);
void        arb_score_page_show_top    (ArbScorePage *self);
double      arb_score_page_get_scroll  (ArbScorePage *self);

char       *arb_score_page_dup_text    (ArbScorePage *self);

G_END_DECLS
