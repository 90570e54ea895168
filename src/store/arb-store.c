/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "arb-store.h"

#include <errno.h>
#include <glib/gstdio.h>
#include <sqlite3.h>

#include "arb-error.h"
#include "arb-record.h"

struct _ArbStore {
  sqlite3 *db;
  char    *path;
};

/* Each entry upgrades the schema by one version (PRAGMA user_version). */
static const char *const migrations[] = {
  /* 1 */
  "CREATE TABLE games ("
  "  id INTEGER PRIMARY KEY,"
  "  game TEXT NOT NULL,"
  "  header TEXT NOT NULL,"
  "  score_only INTEGER NOT NULL DEFAULT 0,"
  "  created INTEGER NOT NULL,"
  "  updated INTEGER NOT NULL,"
  "  finished INTEGER NOT NULL DEFAULT 0,"
  "  summary TEXT);"
  "CREATE TABLE players ("
  "  game_id INTEGER NOT NULL REFERENCES games(id),"
  "  seat INTEGER NOT NULL,"
  "  name TEXT NOT NULL,"
  "  PRIMARY KEY (game_id, seat));"
  "CREATE TABLE events ("
  "  id INTEGER PRIMARY KEY,"
  "  game_id INTEGER NOT NULL REFERENCES games(id),"
  "  line TEXT NOT NULL,"
  "  created INTEGER NOT NULL,"
  "  retracted INTEGER);"
  "CREATE INDEX events_by_game ON events (game_id, retracted, id);",
  /* 2: how far each game has got, for the Continue list */
  "ALTER TABLE games ADD COLUMN progress TEXT;",
};

G_STATIC_ASSERT (G_N_ELEMENTS (migrations) == ARB_STORE_SCHEMA_VERSION);

static gboolean
db_error (ArbStore   *store,
          GError    **error,
          const char *what)
{
  g_set_error (error, ARB_ERROR, ARB_ERROR_STORE, "store: %s: %s",
               what, sqlite3_errmsg (store->db));
  return FALSE;
}

static gboolean
exec (ArbStore   *store,
      const char *sql,
      GError    **error)
{
  char *message = NULL;

  if (sqlite3_exec (store->db, sql, NULL, NULL, &message) == SQLITE_OK)
    return TRUE;
  g_set_error (error, ARB_ERROR, ARB_ERROR_STORE, "store: %s", message);
  sqlite3_free (message);
  return FALSE;
}

static sqlite3_stmt *
prepare (ArbStore   *store,
         const char *sql,
         GError    **error)
{
  sqlite3_stmt *stmt = NULL;

  if (sqlite3_prepare_v2 (store->db, sql, -1, &stmt, NULL) != SQLITE_OK)
    {
      db_error (store, error, "prepare");
      return NULL;
    }
  return stmt;
}

static gint64
now (void)
{
  return g_get_real_time () / G_USEC_PER_SEC;
}

/* The user data dir, or $ARBITER_DATA_DIR when set (tests, demos). */
char *
arb_store_default_path (void)
{
  const char *dir = g_getenv ("ARBITER_DATA_DIR");

  if (dir != NULL && *dir != '\0')
    return g_build_filename (dir, "arbiter.db", NULL);
  return g_build_filename (g_get_user_data_dir (), "arbiter", "arbiter.db", NULL);
}

int
arb_store_schema_version (ArbStore *store)
{
  sqlite3_stmt *stmt = NULL;
  int version = -1;

  if (sqlite3_prepare_v2 (store->db, "PRAGMA user_version", -1, &stmt, NULL) == SQLITE_OK
      && sqlite3_step (stmt) == SQLITE_ROW)
    version = sqlite3_column_int (stmt, 0);
  sqlite3_finalize (stmt);
  return version;
}

static gboolean
migrate (ArbStore *store,
         GError  **error)
{
  int version = arb_store_schema_version (store);

  if (version > ARB_STORE_SCHEMA_VERSION)
    {
      g_set_error (error, ARB_ERROR, ARB_ERROR_STORE,
                   "store: %s was written by a newer Arbiter (schema %d; this one knows %d)",
                   store->path, version, ARB_STORE_SCHEMA_VERSION);
      return FALSE;
    }
  for (; version < ARB_STORE_SCHEMA_VERSION; version++)
    {
      g_autofree char *sql = g_strdup_printf ("BEGIN IMMEDIATE; %s PRAGMA user_version = %d; COMMIT;",
                                              migrations[version], version + 1);

      if (!exec (store, sql, error))
        {
          exec (store, "ROLLBACK", NULL);
          return FALSE;
        }
    }
  return TRUE;
}

ArbStore *
arb_store_open (const char *path,
                GError    **error)
{
  g_autoptr(ArbStore) store = g_new0 (ArbStore, 1);
  g_autofree char *dir = NULL;

  store->path = path != NULL ? g_strdup (path) : arb_store_default_path ();
  dir = g_path_get_dirname (store->path);
  if (g_mkdir_with_parents (dir, 0700) != 0)
    {
      g_set_error (error, ARB_ERROR, ARB_ERROR_STORE, "store: cannot create %s: %s",
                   dir, g_strerror (errno));
      return NULL;
    }
  if (sqlite3_open (store->path, &store->db) != SQLITE_OK)
    {
      db_error (store, error, store->path);
      return NULL;
    }
  sqlite3_busy_timeout (store->db, 5000);
  if (!exec (store, "PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL;"
                    "PRAGMA foreign_keys = ON;", error)
      || !migrate (store, error))
    return NULL;
  return g_steal_pointer (&store);
}

void
arb_store_free (ArbStore *store)
{
  if (store == NULL)
    return;
  sqlite3_close (store->db);
  g_free (store->path);
  g_free (store);
}

const char *
arb_store_get_path (ArbStore *store)
{
  return store->path;
}

/* Runs one prepared statement to completion and finalizes it. */
static gboolean
run (ArbStore     *store,
     sqlite3_stmt *stmt,
     GError      **error)
{
  int rc = sqlite3_step (stmt);

  sqlite3_finalize (stmt);
  if (rc == SQLITE_DONE || rc == SQLITE_ROW)
    return TRUE;
  return db_error (store, error, "write");
}

static gboolean
insert_players (ArbStore       *store,
                gint64          game,
                const ArbSetup *setup,
                GError        **error)
{
  for (guint seat = 0; seat < setup->n_players; seat++)
    {
      sqlite3_stmt *stmt = prepare (store, "INSERT INTO players (game_id, seat, name) VALUES (?, ?, ?)", error);

      if (stmt == NULL)
        return FALSE;
      sqlite3_bind_int64 (stmt, 1, game);
      sqlite3_bind_int (stmt, 2, (int) seat);
      sqlite3_bind_text (stmt, 3, setup->players[seat], -1, SQLITE_TRANSIENT);
      if (!run (store, stmt, error))
        return FALSE;
    }
  return TRUE;
}

static gboolean
insert_game (ArbStore       *store,
             const ArbSetup *setup,
             GError        **error)
{
  g_autofree char *header = arb_record_format_header (setup);
  sqlite3_stmt *stmt = prepare (store,
    "INSERT INTO games (game, header, score_only, created, updated) VALUES (?, ?, ?, ?, ?)", error);

  if (stmt == NULL)
    return FALSE;
  sqlite3_bind_text (stmt, 1, setup->rules->id, -1, SQLITE_STATIC);
  sqlite3_bind_text (stmt, 2, header, -1, SQLITE_TRANSIENT);
  sqlite3_bind_int (stmt, 3, setup->score_only);
  sqlite3_bind_int64 (stmt, 4, now ());
  sqlite3_bind_int64 (stmt, 5, now ());
  return run (store, stmt, error);
}

gint64
arb_store_create_game (ArbStore       *store,
                       const ArbSetup *setup,
                       GError        **error)
{
  gint64 game;

  if (!exec (store, "BEGIN IMMEDIATE", error))
    return 0;
  if (!insert_game (store, setup, error)
      || !insert_players (store, (game = sqlite3_last_insert_rowid (store->db)), setup, error)
      || !exec (store, "COMMIT", error))
    {
      exec (store, "ROLLBACK", NULL);
      return 0;
    }
  return game;
}

static gboolean
touch_game (ArbStore   *store,
            gint64      game,
            const char *progress,
            GError    **error)
{
  sqlite3_stmt *stmt = prepare (store, "UPDATE games SET updated = ?, progress = ? WHERE id = ?", error);

  if (stmt == NULL)
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, now ());
  sqlite3_bind_text (stmt, 2, progress, -1, SQLITE_TRANSIENT);
  sqlite3_bind_int64 (stmt, 3, game);
  if (!run (store, stmt, error))
    return FALSE;
  if (sqlite3_changes (store->db) == 0)
    {
      g_set_error (error, ARB_ERROR, ARB_ERROR_STORE, "store: no game %" G_GINT64_FORMAT, game);
      return FALSE;
    }
  return TRUE;
}

/* Runs the change begun by the caller, notes the game's progress and
 * commits, all in one transaction; rolls back on any failure. */
static gboolean
finish_change (ArbStore     *store,
               gint64        game,
               sqlite3_stmt *stmt,
               const char   *progress,
               GError      **error)
{
  if (stmt == NULL || !run (store, stmt, error) || !touch_game (store, game, progress, error)
      || !exec (store, "COMMIT", error))
    {
      exec (store, "ROLLBACK", NULL);
      return FALSE;
    }
  return TRUE;
}

/* One event, one transaction: when this returns TRUE it is on disk. */
gboolean
arb_store_append_event (ArbStore   *store,
                        gint64      game,
                        const char *line,
                        const char *progress,
                        GError    **error)
{
  sqlite3_stmt *stmt;

  if (!exec (store, "BEGIN IMMEDIATE", error))
    return FALSE;
  stmt = prepare (store, "INSERT INTO events (game_id, line, created) VALUES (?, ?, ?)", error);
  if (stmt != NULL)
    {
      sqlite3_bind_int64 (stmt, 1, game);
      sqlite3_bind_text (stmt, 2, line, -1, SQLITE_TRANSIENT);
      sqlite3_bind_int64 (stmt, 3, now ());
    }
  return finish_change (store, game, stmt, progress, error);
}

/* Undo: the last live event is marked retracted, never deleted. */
gboolean
arb_store_retract_last (ArbStore   *store,
                        gint64      game,
                        const char *progress,
                        GError    **error)
{
  sqlite3_stmt *stmt;

  if (!exec (store, "BEGIN IMMEDIATE", error))
    return FALSE;
  stmt = prepare (store,
    "UPDATE events SET retracted = ? WHERE id = (SELECT max(id) FROM events"
    " WHERE game_id = ? AND retracted IS NULL)", error);
  if (stmt != NULL)
    {
      sqlite3_bind_int64 (stmt, 1, now ());
      sqlite3_bind_int64 (stmt, 2, game);
    }
  return finish_change (store, game, stmt, progress, error);
}

gboolean
arb_store_set_result (ArbStore   *store,
                      gint64      game,
                      gboolean    finished,
                      const char *summary,
                      GError    **error)
{
  sqlite3_stmt *stmt = prepare (store, "UPDATE games SET finished = ?, summary = ? WHERE id = ?", error);

  if (stmt == NULL)
    return FALSE;
  sqlite3_bind_int (stmt, 1, finished);
  sqlite3_bind_text (stmt, 2, summary, -1, SQLITE_TRANSIENT);
  sqlite3_bind_int64 (stmt, 3, game);
  return run (store, stmt, error);
}

static char **
players_of (ArbStore *store,
            gint64    game)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  sqlite3_stmt *stmt = prepare (store, "SELECT name FROM players WHERE game_id = ? ORDER BY seat", NULL);

  if (stmt != NULL)
    {
      sqlite3_bind_int64 (stmt, 1, game);
      while (sqlite3_step (stmt) == SQLITE_ROW)
        g_strv_builder_add (builder, (const char *) sqlite3_column_text (stmt, 0));
      sqlite3_finalize (stmt);
    }
  return g_strv_builder_end (builder);
}

#define GAME_COLUMNS \
  "SELECT g.id, g.game, g.score_only, g.created, g.updated, g.finished, g.summary, g.progress," \
  " (SELECT count(*) FROM events e WHERE e.game_id = g.id AND e.retracted IS NULL)" \
  " FROM games g "

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

/* Newest first. */
GPtrArray *
arb_store_list_games (ArbStore       *store,
                      ArbStoreFilter  filter,
                      GError        **error)
{
  static const char *const where[] = {
    "", "WHERE g.finished = 0 ", "WHERE g.finished = 1 ",
  };
  g_autofree char *sql = g_strconcat (GAME_COLUMNS, where[filter], "ORDER BY g.updated DESC, g.id DESC", NULL);
  g_autoptr(GPtrArray) games = g_ptr_array_new_with_free_func ((GDestroyNotify) arb_stored_game_free);
  sqlite3_stmt *stmt = prepare (store, sql, error);
  int rc;

  if (stmt == NULL)
    return NULL;
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    g_ptr_array_add (games, stored_from_row (store, stmt));
  sqlite3_finalize (stmt);
  if (rc != SQLITE_DONE)
    return (db_error (store, error, "list"), NULL);
  return g_steal_pointer (&games);
}

ArbStoredGame *
arb_store_get_game (ArbStore *store,
                    gint64    game,
                    GError  **error)
{
  sqlite3_stmt *stmt = prepare (store, GAME_COLUMNS "WHERE g.id = ?", error);
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

/* The game as a record: its header and its live events. */
char *
arb_store_export_record (ArbStore *store,
                         gint64    game,
                         GError  **error)
{
  g_autoptr(GString) out = NULL;
  sqlite3_stmt *stmt = prepare (store, "SELECT header FROM games WHERE id = ?", error);
  int rc;

  if (stmt == NULL)
    return NULL;
  sqlite3_bind_int64 (stmt, 1, game);
  if (sqlite3_step (stmt) != SQLITE_ROW)
    {
      sqlite3_finalize (stmt);
      g_set_error (error, ARB_ERROR, ARB_ERROR_STORE, "store: no game %" G_GINT64_FORMAT, game);
      return NULL;
    }
  out = g_string_new ((const char *) sqlite3_column_text (stmt, 0));
  sqlite3_finalize (stmt);
  g_string_append_c (out, '\n');
  stmt = prepare (store, "SELECT line FROM events WHERE game_id = ? AND retracted IS NULL ORDER BY id", error);
  if (stmt == NULL)
    return NULL;
  sqlite3_bind_int64 (stmt, 1, game);
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    g_string_append_printf (out, "%s\n", (const char *) sqlite3_column_text (stmt, 0));
  sqlite3_finalize (stmt);
  /* A short read must not pass for the whole game. */
  if (rc != SQLITE_DONE)
    return (db_error (store, error, "read events"), NULL);
  return g_string_free (g_steal_pointer (&out), FALSE);
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

/* Names used before, most used first, for completion. */
char **
arb_store_known_players (ArbStore *store,
                         GError  **error)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  sqlite3_stmt *stmt = prepare (store,
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
