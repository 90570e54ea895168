/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "arb-game.h"

G_BEGIN_DECLS

/* For the engine's own readers of records only. */
ArbGame *arb_game_new_sized     (ArbSetup       *setup,
                                 guint           n_events);
gboolean arb_game_replay_parsed (ArbGame        *game,
                                 const ArbEvent *event,
                                 GError        **error);

G_END_DECLS
