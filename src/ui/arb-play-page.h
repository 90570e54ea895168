/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

#include "arb-log-pane.h"
#include "arb-session.h"

G_BEGIN_DECLS

#define ARB_TYPE_PLAY_PAGE (arb_play_page_get_type ())
G_DECLARE_FINAL_TYPE (ArbPlayPage, arb_play_page, ARB, PLAY_PAGE, GtkWidget)

gboolean    arb_play_page_has_table     (const char  *game_id);
void        arb_play_page_set_session   (ArbPlayPage *self,
                                         ArbSession  *session);
ArbSession *arb_play_page_get_session   (ArbPlayPage *self);
GtkWidget  *arb_play_page_get_game_page (ArbPlayPage *self);
GtkWidget  *arb_play_page_get_score_page (ArbPlayPage *self);
gboolean    arb_play_page_can_undo      (ArbPlayPage *self);
gboolean    arb_play_page_can_redo      (ArbPlayPage *self);
gboolean    arb_play_page_undo          (ArbPlayPage *self,
                                         GError     **error);
gboolean    arb_play_page_redo          (ArbPlayPage *self,
                                         GError     **error);
void        arb_play_page_toggle_log    (ArbPlayPage *self);
gboolean    arb_play_page_get_log_shown (ArbPlayPage *self);
void        arb_play_page_show_view     (ArbPlayPage *self,
                                         const char  *name);
const char *arb_play_page_get_view      (ArbPlayPage *self);
guint       arb_play_page_get_n_log_rows (ArbPlayPage *self);
void        arb_play_page_focus         (ArbPlayPage *self);
ArbLogPane *arb_play_page_get_log_pane  (ArbPlayPage *self);
void        arb_play_page_pick_entry    (ArbPlayPage *self);
gboolean    arb_play_page_can_undo_correction (ArbPlayPage *self);
gboolean    arb_play_page_undo_correction (ArbPlayPage *self,
                                           GError     **error);
gboolean    arb_play_page_undo_crosses_round (ArbPlayPage *self);
gboolean    arb_play_page_get_large_type (ArbPlayPage *self);
void        arb_play_page_set_large_type (ArbPlayPage *self,
                                          gboolean     large);
GtkWidget  *arb_play_page_get_large_view (ArbPlayPage *self);
gboolean    arb_play_page_get_redo_in_menu (ArbPlayPage *self);
gboolean    arb_play_page_take_typed_key (ArbPlayPage           *self,
                                          GtkEventControllerKey *controller,
                                          guint                  keyval,
                                          GdkModifierType        state);

G_END_DECLS
