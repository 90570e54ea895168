/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

#include "arb-store.h"

G_BEGIN_DECLS

#define ARB_TYPE_HISTORY_PAGE (arb_history_page_get_type ())
G_DECLARE_FINAL_TYPE (ArbHistoryPage, arb_history_page, ARB, HISTORY_PAGE, GtkWidget)

GtkWidget *arb_history_page_new            (ArbStore       *store);
void       arb_history_page_set_store      (ArbHistoryPage *self,
                                            ArbStore       *store);
void       arb_history_page_refresh        (ArbHistoryPage *self);
void       arb_history_page_focus          (ArbHistoryPage *self);

/* for tests */
guint      arb_history_page_get_n_games    (ArbHistoryPage *self);
char      *arb_history_page_dup_games_text (ArbHistoryPage *self);
char      *arb_history_page_dup_stats_text (ArbHistoryPage *self);
AdwToast  *arb_history_page_get_undo_toast (ArbHistoryPage *self);

G_END_DECLS
