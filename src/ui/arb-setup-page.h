/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

#include "arb-setup.h"

G_BEGIN_DECLS

#define ARB_TYPE_SETUP_PAGE (arb_setup_page_get_type ())
G_DECLARE_FINAL_TYPE (ArbSetupPage, arb_setup_page, ARB, SETUP_PAGE, GtkWidget)

void      arb_setup_page_set_game         (ArbSetupPage       *self,
                                           const ArbRules     *rules,
                                           const char *const  *known_players,
                                           const char *const  *last_players);
void      arb_setup_page_set_players      (ArbSetupPage       *self,
                                           const char *const  *names);
void      arb_setup_page_set_first_player (ArbSetupPage       *self,
                                           const char         *name);
char     *arb_setup_page_dup_first_player (ArbSetupPage       *self);
gboolean  arb_setup_page_set_option       (ArbSetupPage       *self,
                                           const char         *key,
                                           const char         *value);
char     *arb_setup_page_dup_option       (ArbSetupPage       *self,
                                           const char         *key);
ArbSetup *arb_setup_page_build_setup      (ArbSetupPage       *self,
                                           gboolean            score_only,
                                           GError            **error);
void      arb_setup_page_show_error       (ArbSetupPage       *self,
                                           const GError       *error);
const char *arb_setup_page_get_refusal  (ArbSetupPage       *self);
void      arb_setup_page_focus_first      (ArbSetupPage       *self);
guint     arb_setup_page_get_n_seats      (ArbSetupPage       *self);
char     *arb_setup_page_dup_seat_name    (ArbSetupPage       *self,
                                           guint               seat);
gboolean  arb_setup_page_offers_same_players (ArbSetupPage    *self);
void      arb_setup_page_use_same_players (ArbSetupPage       *self);

G_END_DECLS
