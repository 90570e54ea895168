/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/*
 * arbiter-cli's commands over the store (docs/cli.md, "The saved
 * games"): history, stats, players' names, backups, imports and
 * corrections.  The store is the one the app uses
 * (arb_store_default_path), or --store PATH.
 */
typedef struct {
  gboolean    json;
  const char *store;    /* --store PATH, or NULL */
  const char *game;     /* --game ID: history, stats */
  const char *player;   /* --player NAME: history */
} ArbStoreCliOptions;

gboolean arb_store_cli_handles (const char               *command);
int      arb_store_cli_run     (const char               *command,
                                char                    **args,
                                const ArbStoreCliOptions *opts);

G_END_DECLS
