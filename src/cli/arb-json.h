/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <json-glib/json-glib.h>

#include "arb-check.h"

G_BEGIN_DECLS

/* The stable JSON shapes of arbiter-cli (docs/cli.md). */
JsonNode *arb_json_games  (void);
JsonNode *arb_json_check  (const char     *file,
                           const ArbCheck *check);
JsonNode *arb_json_score  (const char     *file,
                           const ArbCheck *check);
JsonNode *arb_json_replay (const char     *file,
                           const ArbCheck *check);
char     *arb_json_print  (JsonNode       *node);

G_END_DECLS
