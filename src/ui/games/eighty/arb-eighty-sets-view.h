/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "games/eighty/sets.h"

G_BEGIN_DECLS

#define ARB_TYPE_EIGHTY_SETS_VIEW (arb_eighty_sets_view_get_type ())
G_DECLARE_FINAL_TYPE (ArbEightySetsView, arb_eighty_sets_view, ARB, EIGHTY_SETS_VIEW, GtkWidget)

/* A player's symbol sets as the engine placed the stars: each set a
 * group of symbol pictures with its points, the stars drawn where they
 * went (ringed), lone symbols and unused stars faded. */
GtkWidget  *arb_eighty_sets_view_new       (int                  symbol_size);
void        arb_eighty_sets_view_set_sets  (ArbEightySetsView   *self,
                                            const ArbEightySets *sets);
/* "moon: a set of 5 (15), 4 moons and a star; …", as shown. */
const char *arb_eighty_sets_view_get_words (ArbEightySetsView   *self);

G_END_DECLS
