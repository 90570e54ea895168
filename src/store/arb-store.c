/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "arb-store-private.h"

#include "arb-error.h"
#include "arb-i18n.h"
#include "arb-record.h"

static gint64
now (void)
{
  return g_get_real_time () / G_USEC_PER_SEC;
}

/* ---- what the events decide ---- */

ArbStoreDerived *
arb_store_derived_new (ArbGame *game)
{
  ArbStoreDerived *derived = g_new0 (ArbStoreDerived, 1);

  /* The store keeps the engine's words in English, whatever the
   * language shown: the start page translates them again. */
  arb_i18n_push_english ();
  derived->finished = arb_game_is_finished (game);
  derived->progress = arb_game_progress (game);
  if (derived->finished)
    {
      g_autoptr(ArbScore) score = arb_game_score (game);

      derived->summary = g_strdup (score->verdict);
    }
  arb_i18n_pop_english ();
  return derived;
}

gboolean
arb_store_derived_equal (const ArbStoreDerived *derived,
                         const ArbStoredGame   *stored)
{
  return !derived->finished == !stored->finished
         && g_strcmp0 (derived->summary, stored->summary) == 0
         && g_strcmp0 (derived->progress, stored->progress) == 0;
}

void
arb_store_derived_free (ArbStoreDerived *derived)
{
  if (derived == NULL)
    return;
  g_free (derived->summary);
  g_free (derived->progress);
  g_free (derived);
}

/* ---- games ---- */

static gboolean
insert_players (ArbStore       *store,
                gint64          game,
                const ArbSetup *setup,
                GError        **error)
{
  for (guint seat = 0; seat < setup->n_players; seat++)
    {
      sqlite3_stmt *stmt = arb_store_prepare (store, "INSERT INTO players (game_id, seat, name) VALUES (?, ?, ?)", error);

      if (stmt == NULL)
        return FALSE;
      sqlite3_bind_int64 (stmt, 1, game);
      sqlite3_bind_int (stmt, 2, (int) seat);
      sqlite3_bind_text (stmt, 3, setup->players[seat], -1, SQLITE_TRANSIENT);
      if (!arb_store_run (store, stmt, error))
        return FALSE;
    }
  return TRUE;
}

/* The game's row, with what its empty log decides (its progress). */
static gboolean
insert_game (ArbStore              *store,
             const ArbSetup        *setup,
             const ArbStoreDerived *derived,
             GError               **error)
{
  g_autofree char *header = arb_record_format_header (setup);
  sqlite3_stmt *stmt = arb_store_prepare (store,
    "INSERT INTO games (game, header, score_only, created, updated, finished, summary, progress)"
    " VALUES (?, ?, ?, ?, ?, ?, ?, ?)", error);

  if (stmt == NULL)
    return FALSE;
  sqlite3_bind_text (stmt, 1, setup->rules->id, -1, SQLITE_STATIC);
  sqlite3_bind_text (stmt, 2, header, -1, SQLITE_TRANSIENT);
  sqlite3_bind_int (stmt, 3, setup->score_only);
  sqlite3_bind_int64 (stmt, 4, now ());
  sqlite3_bind_int64 (stmt, 5, now ());
  sqlite3_bind_int (stmt, 6, derived->finished);
  sqlite3_bind_text (stmt, 7, derived->summary, -1, SQLITE_TRANSIENT);
  sqlite3_bind_text (stmt, 8, derived->progress, -1, SQLITE_TRANSIENT);
  return arb_store_run (store, stmt, error);
}

gint64
arb_store_create_game (ArbStore              *store,
                       const ArbSetup        *setup,
                       const ArbStoreDerived *derived,
                       GError               **error)
{
  gint64 game = 0;

  if (!arb_store_exec (store, "BEGIN IMMEDIATE", error))
    return 0;
  if (!insert_game (store, setup, derived, error)
      || !insert_players (store, (game = sqlite3_last_insert_rowid (store->db)), setup, error)
      || !arb_store_exec (store, "COMMIT", error))
    {
      sqlite3_exec (store->db, "ROLLBACK", NULL, NULL, NULL);
      return 0;
    }
  return game;
}

/* ---- one change, one transaction ---- */

/* The game's derived columns, written inside the caller's transaction;
 * `touch` moves the game to the top of the lists. */
static gboolean
write_derived (ArbStore              *store,
               gint64                 game,
               const ArbStoreDerived *derived,
               gboolean               touch,
               GError               **error)
{
  sqlite3_stmt *stmt = arb_store_prepare (store,
    "UPDATE games SET updated = CASE WHEN ?1 THEN ?2 ELSE updated END,"
    " progress = ?3, finished = ?4, summary = ?5 WHERE id = ?6", error);

  if (stmt == NULL)
    return FALSE;
  sqlite3_bind_int (stmt, 1, touch);
  sqlite3_bind_int64 (stmt, 2, now ());
  sqlite3_bind_text (stmt, 3, derived->progress, -1, SQLITE_TRANSIENT);
  sqlite3_bind_int (stmt, 4, derived->finished);
  sqlite3_bind_text (stmt, 5, derived->summary, -1, SQLITE_TRANSIENT);
  sqlite3_bind_int64 (stmt, 6, game);
  if (!arb_store_run (store, stmt, error))
    return FALSE;
  if (sqlite3_changes (store->db) == 0)
    {
      g_set_error (error, ARB_ERROR, ARB_ERROR_STORE, "store: no game %" G_GINT64_FORMAT, game);
      return FALSE;
    }
  return TRUE;
}

/* One statement of a change.  Its parameters: ?1 the game, ?2 the
 * time, ?3 the record line. */
static gboolean
run_step (ArbStore   *store,
          gint64      game,
          const char *sql,
          const char *line,
          GError    **error)
{
  sqlite3_stmt *stmt = arb_store_prepare (store, sql, error);

  if (stmt == NULL)
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, game);
  if (sqlite3_bind_parameter_count (stmt) >= 2)
    sqlite3_bind_int64 (stmt, 2, now ());
  if (sqlite3_bind_parameter_count (stmt) >= 3)
    sqlite3_bind_text (stmt, 3, line, -1, SQLITE_TRANSIENT);
  return arb_store_run (store, stmt, error);
}

/* Runs the statements and writes what the events now decide, all in
 * one transaction; rolls back on any failure. */
static gboolean
change (ArbStore              *store,
        gint64                 game,
        const char *const     *steps,
        const char            *line,
        const ArbStoreDerived *derived,
        GError               **error)
{
  if (!arb_store_exec (store, "BEGIN IMMEDIATE", error))
    return FALSE;
  for (guint i = 0; steps != NULL && steps[i] != NULL; i++)
    if (!run_step (store, game, steps[i], line, error))
      goto fail;
  if (write_derived (store, game, derived, steps != NULL, error)
      && arb_store_exec (store, "COMMIT", error))
    return TRUE;
fail:
  sqlite3_exec (store->db, "ROLLBACK", NULL, NULL, NULL);
  return FALSE;
}

#define INSERT_EVENT \
  "INSERT INTO events (game_id, created, line) VALUES (?1, ?2, ?3)"

/* One event, one transaction: when this returns TRUE it is on disk.  A
 * new entry empties the redo stack. */
gboolean
arb_store_append_event (ArbStore              *store,
                        gint64                 game,
                        const char            *line,
                        const ArbStoreDerived *derived,
                        GError               **error)
{
  static const char *const steps[] = {
    INSERT_EVENT,
    "UPDATE events SET redo_pos = NULL WHERE game_id = ?1 AND redo_pos IS NOT NULL",
    NULL
  };

  return change (store, game, steps, line, derived, error);
}

/* Undo: the last live event is marked retracted, never deleted, and
 * goes on top of the redo stack. */
gboolean
arb_store_retract_last (ArbStore              *store,
                        gint64                 game,
                        const ArbStoreDerived *derived,
                        GError               **error)
{
  static const char *const steps[] = {
    "UPDATE events SET retracted = ?2,"
    " redo_pos = 1 + coalesce((SELECT max(redo_pos) FROM events WHERE game_id = ?1), 0)"
    " WHERE id = (SELECT max(id) FROM events WHERE game_id = ?1 AND retracted IS NULL)",
    NULL
  };

  return change (store, game, steps, NULL, derived, error);
}

/* Redo: the entry on top of the redo stack is entered again (a new
 * row, so the history shows the undo and the redo) and leaves the
 * stack. */
gboolean
arb_store_redo_event (ArbStore              *store,
                      gint64                 game,
                      const char            *line,
                      const ArbStoreDerived *derived,
                      GError               **error)
{
  static const char *const steps[] = {
    INSERT_EVENT,
    "UPDATE events SET redo_pos = NULL WHERE id = (SELECT id FROM events WHERE game_id = ?1"
    " AND redo_pos IS NOT NULL ORDER BY redo_pos DESC LIMIT 1)",
    NULL
  };

  return change (store, game, steps, line, derived, error);
}

/* Puts right what the events decide, when it was found stale. */
gboolean
arb_store_set_derived (ArbStore              *store,
                       gint64                 game,
                       const ArbStoreDerived *derived,
                       GError               **error)
{
  return change (store, game, NULL, NULL, derived, error);
}

/* ---- reading ---- */

static char **
players_of (ArbStore *store,
            gint64    game)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  sqlite3_stmt *stmt = arb_store_prepare (store, "SELECT name FROM players WHERE game_id = ? ORDER BY seat", NULL);

  if (stmt != NULL)
    {
      sqlite3_bind_int64 (stmt, 1, game);
      while (sqlite3_step (stmt) == SQLITE_ROW)
        g_strv_builder_add (builder, (const char *) sqlite3_column_text (stmt, 0));
      sqlite3_finalize (stmt);
    }
  return g_strv_builder_end (builder);
}

#define GAME_SELECT \
  "SELECT g.id, g.game, g.score_only, g.created, g.updated, g.finished, g.summary, g.progress," \
  " (SELECT count(*) FROM events e WHERE e.game_id = g.id AND e.retracted IS NULL)"
#define GAME_COLUMNS GAME_SELECT " FROM games g "

static ArbStoredGame *
stored_from_row (ArbStore     *store,
                 sqlite3_stmt *stmt)
{
  ArbStoredGame *stored = g_new0 (ArbStoredGame, 1);

  stored->id = sqlite3_column_int64 (stmt, 0);
  stored->game_id = g_strdup ((const char *) sqlite3_column_text (stmt, 1));
  stored->score_only = sqlite3_column_int (stmt, 2);
  stored->created = sqlite3_column_int64 (stmt, 3);
  stored->updated = sqlite3_column_int64 (stmt, 4);
  stored->finished = sqlite3_column_int (stmt, 5);
  stored->summary = g_strdup ((const char *) sqlite3_column_text (stmt, 6));
  stored->progress = g_strdup ((const char *) sqlite3_column_text (stmt, 7));
  stored->n_events = (guint) sqlite3_column_int (stmt, 8);
  stored->players = players_of (store, stored->id);
  return stored;
}

static GPtrArray *
list_games (ArbStore       *store,
            ArbStoreFilter  filter,
            guint           limit,
            GError        **error)
{
  static const char *const where[] = {
    "", "WHERE finished = 0 ", "WHERE finished = 1 ",
  };
  /* the games are chosen first, so that only theirs entries are counted */
  g_autofree char *sql = g_strdup_printf ("%s FROM (SELECT * FROM games %sORDER BY updated DESC, id DESC LIMIT %u) g"
                                          " ORDER BY g.updated DESC, g.id DESC",
                                          GAME_SELECT, where[filter], limit);
  g_autoptr(GPtrArray) games = g_ptr_array_new_with_free_func ((GDestroyNotify) arb_stored_game_free);
  sqlite3_stmt *stmt = arb_store_prepare (store, sql, error);
  int rc;

  if (stmt == NULL)
    return NULL;
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    g_ptr_array_add (games, stored_from_row (store, stmt));
  sqlite3_finalize (stmt);
  if (rc != SQLITE_DONE)
    return (arb_store_db_error (store, error, "list"), NULL);
  return g_steal_pointer (&games);
}

/* Newest first. */
GPtrArray *
arb_store_list_games (ArbStore       *store,
                      ArbStoreFilter  filter,
                      GError        **error)
{
  return list_games (store, filter, G_MAXINT, error);
}

/* The `limit` most recently played, newest first: the start page's
 * lists, without reading the whole history. */
GPtrArray *
arb_store_list_recent (ArbStore       *store,
                       ArbStoreFilter  filter,
                       guint           limit,
                       GError        **error)
{
  return list_games (store, filter, MIN (limit, (guint) G_MAXINT), error);
}

ArbStoredGame *
arb_store_get_game (ArbStore *store,
                    gint64    game,
                    GError  **error)
{
  sqlite3_stmt *stmt = arb_store_prepare (store, GAME_COLUMNS "WHERE g.id = ?", error);
  ArbStoredGame *stored = NULL;

  if (stmt == NULL)
    return NULL;
  sqlite3_bind_int64 (stmt, 1, game);
  if (sqlite3_step (stmt) == SQLITE_ROW)
    stored = stored_from_row (store, stmt);
  else
    g_set_error (error, ARB_ERROR, ARB_ERROR_STORE, "store: no game %" G_GINT64_FORMAT, game);
  sqlite3_finalize (stmt);
  return stored;
}

/* The lines of a query on one game, in order; a short read is an
 * error, never a shorter game. */
static char **
lines_of (ArbStore   *store,
          const char *sql,
          gint64      game,
          GError    **error)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  sqlite3_stmt *stmt = arb_store_prepare (store, sql, error);
  int rc;

  if (stmt == NULL)
    return NULL;
  sqlite3_bind_int64 (stmt, 1, game);
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    g_strv_builder_add (builder, (const char *) sqlite3_column_text (stmt, 0));
  sqlite3_finalize (stmt);
  if (rc != SQLITE_DONE)
    return (arb_store_db_error (store, error, "read events"), NULL);
  return g_strv_builder_end (builder);
}

/* The game as a record: its header and its live events. */
char *
arb_store_export_record (ArbStore *store,
                         gint64    game,
                         GError  **error)
{
  g_auto(GStrv) header = lines_of (store, "SELECT header FROM games WHERE id = ?", game, error);
  g_auto(GStrv) events = NULL;
  g_autoptr(GString) out = NULL;

  if (header == NULL)
    return NULL;
  if (header[0] == NULL)
    {
      g_set_error (error, ARB_ERROR, ARB_ERROR_STORE, "store: no game %" G_GINT64_FORMAT, game);
      return NULL;
    }
  events = lines_of (store, "SELECT line FROM events WHERE game_id = ? AND retracted IS NULL ORDER BY id",
                     game, error);
  if (events == NULL)
    return NULL;
  out = g_string_new (header[0]);
  g_string_append_c (out, '\n');
  for (guint i = 0; events[i] != NULL; i++)
    g_string_append_printf (out, "%s\n", events[i]);
  return g_string_free (g_steal_pointer (&out), FALSE);
}

/* The game's redo stack as record lines, the bottom first. */
char **
arb_store_redo_lines (ArbStore *store,
                      gint64    game,
                      GError  **error)
{
  return lines_of (store, "SELECT line FROM events WHERE game_id = ? AND redo_pos IS NOT NULL"
                          " ORDER BY redo_pos", game, error);
}

/* Reopens a game by replaying its events through the engine. */
ArbGame *
arb_store_load_game (ArbStore *store,
                     gint64    game,
                     GError  **error)
{
  g_autofree char *text = arb_store_export_record (store, game, error);
  g_autoptr(ArbRecord) record = NULL;
  g_autoptr(ArbGame) replayed = NULL;
  ArbRecordPosition position;
  GError *local = NULL;

  if (text == NULL)
    return NULL;
  record = arb_record_parse (text, &position, error);
  if (record == NULL)
    return NULL;
  replayed = arb_record_replay (record, G_MAXUINT, &position, &local);
  if (local != NULL)
    {
      g_propagate_prefixed_error (error, local, "store: game %" G_GINT64_FORMAT " no longer replays: ", game);
      return NULL;
    }
  return g_steal_pointer (&replayed);
}

/*
 * Works out again what the events decide and writes it if the store
 * says otherwise (a store written by an older Arbiter could).  `loaded`
 * is the game already replayed, or NULL.
 */
gboolean
arb_store_repair_game (ArbStore *store,
                       gint64    game,
                       ArbGame  *loaded,
                       GError  **error)
{
  g_autoptr(ArbGame) own = loaded == NULL ? arb_store_load_game (store, game, error) : NULL;
  g_autoptr(ArbStoredGame) stored = NULL;
  g_autoptr(ArbStoreDerived) derived = NULL;

  if (loaded == NULL && (loaded = own) == NULL)
    return FALSE;
  stored = arb_store_get_game (store, game, error);
  if (stored == NULL)
    return FALSE;
  derived = arb_store_derived_new (loaded);
  if (arb_store_derived_equal (derived, stored))
    return TRUE;
  return arb_store_set_derived (store, game, derived, error);
}

/* Every game; one that no longer replays is left as it is. */
gboolean
arb_store_repair_all (ArbStore *store,
                      GError  **error)
{
  g_autoptr(GPtrArray) games = arb_store_list_games (store, ARB_STORE_ALL, error);

  if (games == NULL)
    return FALSE;
  for (guint i = 0; i < games->len; i++)
    {
      g_autoptr(GError) local = NULL;
      ArbStoredGame *stored = g_ptr_array_index (games, i);

      if (!arb_store_repair_game (store, stored->id, NULL, &local))
        g_warning ("%s", local->message);
    }
  return TRUE;
}

/* Names used before, most used first, for completion. */
char **
arb_store_known_players (ArbStore *store,
                         GError  **error)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  sqlite3_stmt *stmt = arb_store_prepare (store,
    "SELECT name FROM players GROUP BY name ORDER BY count(*) DESC, max(game_id) DESC", error);

  if (stmt == NULL)
    return NULL;
  while (sqlite3_step (stmt) == SQLITE_ROW)
    g_strv_builder_add (builder, (const char *) sqlite3_column_text (stmt, 0));
  sqlite3_finalize (stmt);
  return g_strv_builder_end (builder);
}

void
arb_stored_game_free (ArbStoredGame *stored)
{
  if (stored == NULL)
    return;
  g_free (stored->game_id);
  g_strfreev (stored->players);
  g_free (stored->summary);
  g_free (stored->progress);
  g_free (stored);
}
