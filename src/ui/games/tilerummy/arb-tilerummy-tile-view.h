/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "games/tilerummy/tiles.h"

G_BEGIN_DECLS

#define ARB_TYPE_TILERUMMY_TILE_VIEW (arb_tilerummy_tile_view_get_type ())
G_DECLARE_FINAL_TYPE (ArbTilerummyTileView, arb_tilerummy_tile_view, ARB, TILERUMMY_TILE_VIEW, GtkWidget)

/* One tile as a picture (a display tile), or an empty place for one. */
GtkWidget *arb_tilerummy_tile_view_new       (int                   height);
void       arb_tilerummy_tile_view_set_tile  (ArbTilerummyTileView *self,
                                              ArbTrTile             tile,
                                              gboolean              ghost);
ArbTrTile  arb_tilerummy_tile_view_get_tile  (ArbTilerummyTileView *self);

G_END_DECLS
