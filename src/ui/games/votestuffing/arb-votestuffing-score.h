/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "arb-game.h"
#include "games/votestuffing/votestuffing.h"

G_BEGIN_DECLS

/* "Ben’s 5♦ called sharpos, wrong", with the hand and points in the
 * extended game. */
char      *arb_votestuffing_call_text          (const ArbSetup            *setup,
                                                const ArbVotestuffingCall *call);
/* The score page's part: every call with its tally, newest first, and in
 * the extended game the points hand by hand. */
GtkWidget *arb_votestuffing_score_section_new  (ArbGame                   *game);

G_END_DECLS
