/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

#include "arb-session.h"

G_BEGIN_DECLS

#define ARB_TYPE_VOTESTUFFING_PAGE (arb_votestuffing_page_get_type ())
G_DECLARE_FINAL_TYPE (ArbVotestuffingPage, arb_votestuffing_page, ARB, VOTESTUFFING_PAGE, GtkWidget)

GtkWidget  *arb_votestuffing_page_new              (ArbSession          *session);
/* What the table shows, for tests. */
const char *arb_votestuffing_page_get_input        (ArbVotestuffingPage *self);
const char *arb_votestuffing_page_get_typed        (ArbVotestuffingPage *self);
const char *arb_votestuffing_page_get_status       (ArbVotestuffingPage *self);
const char *arb_votestuffing_page_get_resolution   (ArbVotestuffingPage *self);
const char *arb_votestuffing_page_get_seat_summary (ArbVotestuffingPage *self,
                                                    guint                seat);
const char *arb_votestuffing_page_get_pile_summary (ArbVotestuffingPage *self,
                                                    int                  spot);
const char *arb_votestuffing_page_get_tally_summary (ArbVotestuffingPage *self);
guint       arb_votestuffing_page_get_n_targets    (ArbVotestuffingPage *self);

G_END_DECLS
