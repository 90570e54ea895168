/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "arb-game.h"

/* Does the game still hold all it started with (chips, cards, tiles)?
 * FALSE with the reason in *why when something appeared or vanished. */
gboolean fuzz_conserved (ArbGame *game,
                         char   **why);
