/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/*
 * Eighty's checks that stand alone (docs/cli.md):
 *   arbiter-cli eighty-resolve RULE CARD...    one round's resolution (EI-4)
 *   arbiter-cli eighty-sets SYMBOL[=COUNT]...   one player's symbol sets (EI-6)
 * Each returns the exit status: 0, or 2 for arguments it cannot read.
 */
int arb_eighty_cli_resolve (char   **args,
                            gboolean json);
int arb_eighty_cli_sets    (char   **args,
                            gboolean json);

G_END_DECLS
