/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

#include "arb-store.h"

G_BEGIN_DECLS

#define ARB_TYPE_PLAYERS_PAGE (arb_players_page_get_type ())
G_DECLARE_FINAL_TYPE (ArbPlayersPage, arb_players_page, ARB, PLAYERS_PAGE, GtkWidget)

GtkWidget *arb_players_page_new            (ArbStore       *store);
void       arb_players_page_refresh        (ArbPlayersPage *self);
void       arb_players_page_focus          (ArbPlayersPage *self);

/* for tests */
char      *arb_players_page_dup_text       (ArbPlayersPage *self);
AdwToast  *arb_players_page_get_undo_toast (ArbPlayersPage *self);

G_END_DECLS
