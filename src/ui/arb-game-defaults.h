/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gio/gio.h>

#include "arb-rules.h"

G_BEGIN_DECLS

/*
 * The options a new game's setup starts from: the preferences'
 * "game-options" where they hold a value the rules accept, the rules'
 * own default otherwise.  The option that hides what a game keeps
 * secret follows the one preference "hide-secret-counts".
 */
const char *arb_game_defaults_secret_option (const ArbRules      *rules);
gboolean    arb_game_defaults_is_valid      (const ArbOptionSpec *spec,
                                             const char          *value);
char       *arb_game_defaults_get           (GSettings           *settings,
                                             const ArbRules      *rules,
                                             const ArbOptionSpec *spec);
void        arb_game_defaults_set           (GSettings           *settings,
                                             const ArbRules      *rules,
                                             const ArbOptionSpec *spec,
                                             const char          *value);
void        arb_game_defaults_reset         (GSettings           *settings,
                                             const ArbRules      *rules);
gboolean    arb_game_defaults_changed       (GSettings           *settings,
                                             const ArbRules      *rules);

G_END_DECLS
