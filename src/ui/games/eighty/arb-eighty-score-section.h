/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "arb-game.h"

G_BEGIN_DECLS

/* Eighty's part of the score page: every player's symbol sets drawn,
 * the stars where the engine placed them and why (EI-6), and the
 * scored white cards that break a tie (EI-7).  `wide`: a player a line. */
GtkWidget *arb_eighty_score_section_new (ArbGame  *game,
                                         gboolean  wide);

G_END_DECLS
