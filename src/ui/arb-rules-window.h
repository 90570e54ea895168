/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

#include "arb-rules.h"
#include "arb-setup.h"

G_BEGIN_DECLS

#define ARB_TYPE_RULES_WINDOW (arb_rules_window_get_type ())

G_DECLARE_FINAL_TYPE (ArbRulesWindow, arb_rules_window, ARB, RULES_WINDOW, AdwPreferencesWindow)

GtkWidget *arb_rules_window_new (GtkWindow      *parent,
                                 const ArbRules *rules,
                                 const ArbSetup *setup);

G_END_DECLS
