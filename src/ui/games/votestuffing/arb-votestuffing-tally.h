/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "games/votestuffing/tally.h"

G_BEGIN_DECLS

#define ARB_TYPE_VOTESTUFFING_TALLY (arb_votestuffing_tally_get_type ())
G_DECLARE_FINAL_TYPE (ArbVotestuffingTally, arb_votestuffing_tally, ARB, VOTESTUFFING_TALLY, GtkWidget)

GtkWidget  *arb_votestuffing_tally_new         (void);
/* The tally as the engine has it; `call` is the card called, or
 * ARB_VS_UNKNOWN when no call is being settled. */
void        arb_votestuffing_tally_update      (ArbVotestuffingTally *self,
                                                const ArbVsTally     *tally,
                                                int                   call);
const char *arb_votestuffing_tally_get_summary (ArbVotestuffingTally *self);

G_END_DECLS
