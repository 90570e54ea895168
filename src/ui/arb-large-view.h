/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

#include "arb-game.h"

G_BEGIN_DECLS

#define ARB_TYPE_LARGE_VIEW (arb_large_view_get_type ())
G_DECLARE_FINAL_TYPE (ArbLargeView, arb_large_view, ARB, LARGE_VIEW, GtkWidget)

void        arb_large_view_update     (ArbLargeView *self,
                                       ArbGame      *game,
                                       const char   *centre,
                                       gboolean      score_hidden);
const char *arb_large_view_get_turn   (ArbLargeView *self);
const char *arb_large_view_get_prompt (ArbLargeView *self);
const char *arb_large_view_get_centre (ArbLargeView *self);
char       *arb_large_view_dup_player (ArbLargeView *self,
                                       guint         seat);

G_END_DECLS
