/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "arb-history.h"

#include "arb-error.h"
#include "arb-setup.h"
#include "arb-store-private.h"

typedef struct {
  const ArbHistoryFilter *filter;
  char                   *key;    /* the player's name key */
} HistoryQuery;

static void
bind_history (sqlite3_stmt  *stmt,
              gconstpointer  data)
{
  const HistoryQuery *q = data;

  if (q->filter->game_id != NULL)
    sqlite3_bind_text (stmt, sqlite3_bind_parameter_index (stmt, ":game"), q->filter->game_id, -1, SQLITE_STATIC);
  if (q->key != NULL)
    sqlite3_bind_text (stmt, sqlite3_bind_parameter_index (stmt, ":key"), q->key, -1, SQLITE_STATIC);
}

/*
 * The finished games (or, with filter->deleted, the deleted ones,
 * finished or not), the latest played first, each with its players,
 * each seat's total and winner flag, and whether it counts.
 */
GPtrArray *
arb_store_list_history (ArbStore               *store,
                        const ArbHistoryFilter *filter,
                        GError                **error)
{
  static const ArbHistoryFilter all = { NULL, NULL, FALSE };
  HistoryQuery q = { filter != NULL ? filter : &all, NULL };
  g_autoptr(GString) where = g_string_new (NULL);
  GPtrArray *games;

  if (q.filter->deleted)
    g_string_append (where, "WHERE g.deleted IS NOT NULL");
  else
    g_string_append (where, "WHERE g.finished = 1 AND g.deleted IS NULL");
  if (q.filter->game_id != NULL)
    g_string_append (where, " AND g.game = :game");
  if (q.filter->player != NULL)
    {
      q.key = arb_setup_name_key (q.filter->player);
      g_string_append (where, " AND EXISTS (SELECT 1 FROM players p WHERE p.game_id = g.id AND p.name_key = :key)");
    }
  g_string_append (where, " ORDER BY g.created DESC, g.id DESC");
  games = arb_store_query_games (store, where->str, bind_history, &q, error);
  g_free (q.key);
  return games;
}

/* The statistics rows: per game id, then per player. */
#define STATS_SQL \
  "SELECT g.game, count(*), total(p.winner), avg(p.score)," \
  " CASE WHEN max(g.low_wins) THEN min(p.score) ELSE max(p.score) END, max(g.low_wins)," \
  " (SELECT p2.name FROM players p2 JOIN games g2 ON g2.id = p2.game_id WHERE p2.name_key = p.name_key" \
  "  ORDER BY g2.created DESC, g2.id DESC LIMIT 1) AS spelling" \
  " FROM players p JOIN games g ON g.id = p.game_id" \
  " WHERE g.finished = 1 AND g.counted = 1 AND g.deleted IS NULL AND p.score IS NOT NULL%s" \
  " GROUP BY g.game, p.name_key" \
  " ORDER BY g.game, total(p.winner) DESC, count(*) DESC, spelling"

static ArbPlayerStats *
stats_from_row (sqlite3_stmt *stmt)
{
  ArbPlayerStats *stats = g_new0 (ArbPlayerStats, 1);

  stats->game_id = g_strdup ((const char *) sqlite3_column_text (stmt, 0));
  stats->games = (guint) sqlite3_column_int (stmt, 1);
  stats->wins = (guint) sqlite3_column_int (stmt, 2);
  stats->win_rate = stats->games > 0 ? (double) stats->wins / stats->games : 0.0;
  stats->average = sqlite3_column_double (stmt, 3);
  stats->best = sqlite3_column_int (stmt, 4);
  stats->low_wins = sqlite3_column_int (stmt, 5);
  stats->name = g_strdup ((const char *) sqlite3_column_text (stmt, 6));
  return stats;
}

/*
 * Each player's games, wins, win rate, average and best total at each
 * game id (or only `game_id`), over the finished games that count:
 * ordered by game id, then by wins and games, most first.
 */
GPtrArray *
arb_store_player_stats (ArbStore   *store,
                        const char *game_id,
                        GError    **error)
{
  g_autofree char *sql = g_strdup_printf (STATS_SQL, game_id != NULL ? " AND g.game = ?" : "");
  g_autoptr(GPtrArray) rows = g_ptr_array_new_with_free_func ((GDestroyNotify) arb_player_stats_free);
  sqlite3_stmt *stmt = arb_store_prepare (store, sql, error);
  int rc;

  if (stmt == NULL)
    return NULL;
  if (game_id != NULL)
    sqlite3_bind_text (stmt, 1, game_id, -1, SQLITE_STATIC);
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    g_ptr_array_add (rows, stats_from_row (stmt));
  sqlite3_finalize (stmt);
  if (rc != SQLITE_DONE)
    return (arb_store_db_error (store, error, "stats"), NULL);
  return g_steal_pointer (&rows);
}

/* One change to a game's row, which must be there. */
static gboolean
update_game (ArbStore   *store,
             const char *sql,
             gint64      game,
             gint64      value,
             GError    **error)
{
  sqlite3_stmt *stmt = arb_store_prepare (store, sql, error);

  if (stmt == NULL)
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, value);
  sqlite3_bind_int64 (stmt, 2, game);
  if (!arb_store_run (store, stmt, error))
    return FALSE;
  if (sqlite3_changes (store->db) == 0)
    {
      g_set_error (error, ARB_ERROR, ARB_ERROR_STORE, "store: no game %" G_GINT64_FORMAT, game);
      return FALSE;
    }
  return TRUE;
}

/* Takes the game out of every list and the stats; nothing of it is
 * destroyed, and arb_store_undelete_game() puts it back. */
gboolean
arb_store_delete_game (ArbStore *store,
                       gint64    game,
                       GError  **error)
{
  return update_game (store, "UPDATE games SET deleted = coalesce(deleted, ?1) WHERE id = ?2",
                      game, g_get_real_time () / G_USEC_PER_SEC, error);
}

gboolean
arb_store_undelete_game (ArbStore *store,
                         gint64    game,
                         GError  **error)
{
  return update_game (store, "UPDATE games SET deleted = NULL WHERE id = ?2 AND ?1 = ?1", game, 0, error);
}

/* A game played with a rule error stays in the history, marked, and
 * leaves the stats (counted = FALSE); TRUE puts it back. */
gboolean
arb_store_set_counted (ArbStore *store,
                       gint64    game,
                       gboolean  counted,
                       GError  **error)
{
  return update_game (store, "UPDATE games SET counted = ?1 WHERE id = ?2", game, counted ? 1 : 0, error);
}

void
arb_player_stats_free (ArbPlayerStats *stats)
{
  if (stats == NULL)
    return;
  g_free (stats->name);
  g_free (stats->game_id);
  g_free (stats);
}
