/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

#include "arb-store.h"

G_BEGIN_DECLS

/*
 * History: the finished games, and each player's record per game.
 *
 * Each seat's total and winner flag are written with the entry that
 * decides them (see ArbStoredGame), so these are plain queries.  A game
 * can be deleted (it leaves every list, and can be restored: nothing is
 * destroyed) or marked not counted (played with a rule error: it stays
 * in the history, marked, and leaves the stats).  Players are told
 * apart as the engine tells names apart (arb_setup_name_key: case and
 * accents written either way are one name); a player's name in the
 * stats is the spelling of their latest game.
 */

typedef struct {
  const char *game_id;   /* only games of this id ("nothanks"), or NULL */
  const char *player;    /* only games this player sat in, or NULL */
  gboolean    deleted;   /* the deleted games instead (to restore one) */
} ArbHistoryFilter;

/* One player's record at one game id, over its counted finished games. */
typedef struct {
  char    *name;         /* the spelling of their latest game */
  char    *game_id;
  guint    games;
  guint    wins;         /* a shared victory counts for each winner */
  double   win_rate;     /* wins / games */
  double   average;      /* average total */
  int      best;         /* highest total, or lowest where low wins */
  gboolean low_wins;
} ArbPlayerStats;

GPtrArray *arb_store_list_history  (ArbStore               *store,
                                    const ArbHistoryFilter *filter,
                                    GError                **error);
GPtrArray *arb_store_player_stats  (ArbStore               *store,
                                    const char             *game_id,
                                    GError                **error);
gboolean   arb_store_delete_game   (ArbStore               *store,
                                    gint64                  game,
                                    GError                **error);
gboolean   arb_store_undelete_game (ArbStore               *store,
                                    gint64                  game,
                                    GError                **error);
gboolean   arb_store_set_counted   (ArbStore               *store,
                                    gint64                  game,
                                    gboolean                counted,
                                    GError                **error);
void       arb_player_stats_free   (ArbPlayerStats         *stats);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (ArbPlayerStats, arb_player_stats_free)

G_END_DECLS
