/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

#include "arb-rules.h"
#include "arb-setup.h"

G_BEGIN_DECLS

#define ARB_TYPE_RULES_WINDOW (arb_rules_window_get_type ())

G_DECLARE_FINAL_TYPE (ArbRulesWindow, arb_rules_window, ARB, RULES_WINDOW, AdwWindow)

GtkWidget      *arb_rules_window_new             (GtkWindow      *parent,
                                                  const ArbRules *first,
                                                  const ArbSetup *setup);
gboolean        arb_rules_window_show_rule       (ArbRulesWindow *self,
                                                  const char     *rule_id);
void            arb_rules_window_search          (ArbRulesWindow *self,
                                                  const char     *query);
char          **arb_rules_window_dup_shown_ids   (ArbRulesWindow *self);
const char     *arb_rules_window_get_rule_text   (ArbRulesWindow *self,
                                                  const char     *rule_id);
const char     *arb_rules_window_get_highlighted (ArbRulesWindow *self);
const char     *arb_rules_window_get_first_game  (ArbRulesWindow *self);
const ArbRules *arb_rules_find_game_of_ruling    (const char     *rule_id);

G_END_DECLS
