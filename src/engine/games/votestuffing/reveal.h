/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

#include "../../arb-event.h"
#include "votestuffing.h"

G_BEGIN_DECLS

/*
 * At a call, what a reveal line says of one side pile: either the cards
 * the table does not know yet, or every card of the pile, each named or
 * counted by type.  Fills the unknown cards of `pile` (ArbVsCard) in
 * place; refuses (VS-5) a list that fits neither.  Whether the named
 * cards fit the deck is checked by the caller, for both piles at once.
 */
gboolean vs_reveal_side (const ArbEvent *event,
                         GArray         *pile,
                         ArbVsSpot       side,
                         GError        **error);

G_END_DECLS
