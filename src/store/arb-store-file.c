/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * Opening the store: the file is checked before anything is read from
 * or written to it.  A file that is damaged, or is not a database at
 * all, is kept aside under a name that says so and a fresh store takes
 * its place; the store's notice tells the user, with both paths.
 */
#include "arb-store-private.h"

#include <errno.h>
#include <glib/gstdio.h>
#include <signal.h>
#include <unistd.h>

#include "arb-error.h"
#include "arb-i18n.h"

/* Long enough for another writer's single short transaction, short
 * enough that the window never seems to hang. */
#define BUSY_TIMEOUT_MS 150
#define BUSY_STEP_MS 10

static const char *const suffixes[] = { "", "-wal", "-shm" };

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
  /* 3: the redo stack survives a restart.  Entries undone after the
   * last live one of a game were its redo stack, the oldest on top. */
  "ALTER TABLE events ADD COLUMN redo_pos INTEGER;"
  "UPDATE events SET redo_pos = -id WHERE retracted IS NOT NULL AND id >"
  " coalesce((SELECT max(l.id) FROM events l WHERE l.game_id = events.game_id"
  " AND l.retracted IS NULL), 0);",
  /* 4: card attributes a table has entered, by game (Eighty's EI-1),
   * each as a card line in the game's own syntax; remembered in the
   * order first seen */
  "CREATE TABLE catalogue ("
  "  game TEXT NOT NULL,"
  "  number INTEGER NOT NULL,"
  "  line TEXT NOT NULL,"
  "  created INTEGER NOT NULL,"
  "  updated INTEGER NOT NULL,"
  "  PRIMARY KEY (game, number));",
  /* 5: corrections.  A game's entries that wait after a correction
   * (pending_pos, in order), and every earlier version of a log kept
   * as a revision: its live entries (part 0), redo stack (1, bottom
   * first) and waiting entries (2) as they were. */
  "ALTER TABLE events ADD COLUMN pending_pos INTEGER;"
  "CREATE INDEX events_pending ON events (game_id, pending_pos) WHERE pending_pos IS NOT NULL;"
  "CREATE TABLE revisions ("
  "  id INTEGER PRIMARY KEY,"
  "  game_id INTEGER NOT NULL REFERENCES games(id),"
  "  created INTEGER NOT NULL,"
  "  kind TEXT NOT NULL,"
  "  entry INTEGER,"
  "  summary TEXT NOT NULL,"
  "  digest TEXT);"
  "CREATE INDEX revisions_by_game ON revisions (game_id, id);"
  "CREATE TABLE revision_entries ("
  "  revision_id INTEGER NOT NULL REFERENCES revisions(id),"
  "  part INTEGER NOT NULL,"
  "  pos INTEGER NOT NULL,"
  "  line TEXT NOT NULL,"
  "  PRIMARY KEY (revision_id, part, pos));",
  /* 6: history.  Each game's stable identity (uuid, filled for older
   * games on opening), each seat's final score and winner flag and
   * the game's low_wins (derived, like the verdict), a game not
   * counted in the stats or deleted (restorable), each name's key as
   * the engine compares names (filled on opening), and the log of
   * renames and merges, with the seats each changed, so they can be
   * undone. */
  "ALTER TABLE games ADD COLUMN uuid TEXT;"
  "ALTER TABLE games ADD COLUMN low_wins INTEGER NOT NULL DEFAULT 0;"
  "ALTER TABLE games ADD COLUMN counted INTEGER NOT NULL DEFAULT 1;"
  "ALTER TABLE games ADD COLUMN deleted INTEGER;"
  "ALTER TABLE players ADD COLUMN name_key TEXT;"
  "ALTER TABLE players ADD COLUMN score INTEGER;"
  "ALTER TABLE players ADD COLUMN winner INTEGER;"
  "CREATE UNIQUE INDEX games_by_uuid ON games (uuid);"
  "CREATE INDEX games_by_result ON games (finished, deleted, game);"
  "CREATE INDEX players_by_key ON players (name_key, game_id);"
  "CREATE TABLE renames ("
  "  id INTEGER PRIMARY KEY,"
  "  created INTEGER NOT NULL,"
  "  kind TEXT NOT NULL,"
  "  old_name TEXT NOT NULL,"
  "  new_name TEXT NOT NULL,"
  "  undone INTEGER);"
  "CREATE TABLE rename_seats ("
  "  rename_id INTEGER NOT NULL REFERENCES renames(id),"
  "  game_id INTEGER NOT NULL REFERENCES games(id),"
  "  seat INTEGER NOT NULL,"
  "  old_name TEXT NOT NULL,"
  "  PRIMARY KEY (rename_id, game_id, seat));",
};

G_STATIC_ASSERT (G_N_ELEMENTS (migrations) == ARB_STORE_SCHEMA_VERSION);

static gboolean
is_busy (int rc)
{
  return (rc & 0xff) == SQLITE_BUSY || (rc & 0xff) == SQLITE_LOCKED;
}

static gboolean
is_damage (int rc)
{
  return (rc & 0xff) == SQLITE_CORRUPT || (rc & 0xff) == SQLITE_NOTADB;
}

gboolean
arb_store_db_error (ArbStore   *store,
                    GError    **error,
                    const char *what)
{
  int rc = sqlite3_extended_errcode (store->db);

  if (is_busy (rc))
    g_set_error (error, ARB_ERROR, ARB_ERROR_STORE,
                 "store: another program is using %s (is a second Arbiter open?), so nothing "
                 "was saved; close it and try again", store->path);
  else if ((rc & 0xff) == SQLITE_READONLY)
    g_set_error (error, ARB_ERROR, ARB_ERROR_STORE,
                 "store: %s is read-only, so nothing can be saved; its games can be looked at, "
                 "and entries need a store that can be written", store->path);
  else if ((rc & 0xff) == SQLITE_FULL)
    g_set_error (error, ARB_ERROR, ARB_ERROR_STORE,
                 "store: the disk that holds %s is full, so nothing was saved; make room and try again",
                 store->path);
  else
    g_set_error (error, ARB_ERROR, ARB_ERROR_STORE, "store: %s: %s",
                 what, sqlite3_errmsg (store->db));
  return FALSE;
}

/* Counts the statement; TRUE (with *error set) when a test wants it to
 * fail here.  A test that wants a kill gets one before the statement. */
static gboolean
injected_fault (ArbStore *store,
                GError  **error)
{
  if (store->fault_in == 0 || --store->fault_in > 0)
    return FALSE;
  if (store->fault_kill)
    kill (getpid (), SIGKILL);
  g_set_error (error, ARB_ERROR, ARB_ERROR_STORE, "store: %s: the disk is full", store->path);
  return TRUE;
}

void
arb_store_inject_fault (ArbStore *store,
                        guint     n,
                        gboolean  kill_there)
{
  store->fault_in = n;
  store->fault_kill = kill_there;
}

guint
arb_store_take_busy_wait (ArbStore *store)
{
  guint waited = store->busy_waited_ms;

  store->busy_waited_ms = 0;
  return waited;
}

gboolean
arb_store_exec (ArbStore   *store,
                const char *sql,
                GError    **error)
{
  if (injected_fault (store, error))
    return FALSE;
  if (sqlite3_exec (store->db, sql, NULL, NULL, NULL) == SQLITE_OK)
    return TRUE;
  return arb_store_db_error (store, error, "write");
}

sqlite3_stmt *
arb_store_prepare (ArbStore   *store,
                   const char *sql,
                   GError    **error)
{
  sqlite3_stmt *stmt = NULL;

  if (sqlite3_prepare_v2 (store->db, sql, -1, &stmt, NULL) != SQLITE_OK)
    {
      arb_store_db_error (store, error, "prepare");
      return NULL;
    }
  return stmt;
}

/* Runs one prepared statement to completion and finalizes it. */
gboolean
arb_store_run (ArbStore     *store,
               sqlite3_stmt *stmt,
               GError      **error)
{
  int rc;

  if (injected_fault (store, error))
    {
      sqlite3_finalize (stmt);
      return FALSE;
    }
  rc = sqlite3_step (stmt);
  sqlite3_finalize (stmt);
  if (rc == SQLITE_DONE || rc == SQLITE_ROW)
    return TRUE;
  return arb_store_db_error (store, error, "write");
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

gboolean
arb_store_migrate (ArbStore *store,
                   GError  **error)
{
  int version = arb_store_schema_version (store);

  store->migrated_from = version;
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

      if (sqlite3_exec (store->db, sql, NULL, NULL, NULL) != SQLITE_OK)
        {
          arb_store_db_error (store, error, "upgrade");
          sqlite3_exec (store->db, "ROLLBACK", NULL, NULL, NULL);
          return FALSE;
        }
    }
  return TRUE;
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

/*
 * Checks every page of the file (PRAGMA quick_check).  Returns FALSE
 * with *error for a file another program holds; sets *damage to why
 * the file cannot be trusted, or leaves it NULL.
 */
static gboolean
check_file (ArbStore *store,
            char    **damage,
            GError  **error)
{
  sqlite3_stmt *stmt = NULL;
  int rc = sqlite3_prepare_v2 (store->db, "PRAGMA quick_check(1)", -1, &stmt, NULL);

  if (rc == SQLITE_OK)
    rc = sqlite3_step (stmt);
  if (rc == SQLITE_ROW && !g_str_equal ((const char *) sqlite3_column_text (stmt, 0), "ok"))
    *damage = g_strdup ((const char *) sqlite3_column_text (stmt, 0));
  else if (rc != SQLITE_ROW && is_damage (sqlite3_extended_errcode (store->db)))
    *damage = g_strdup (sqlite3_errmsg (store->db));
  else if (rc != SQLITE_ROW)
    {
      arb_store_db_error (store, error, "check");
      sqlite3_finalize (stmt);
      return FALSE;
    }
  sqlite3_finalize (stmt);
  /* the check read every page once; no need to keep them all cached */
  sqlite3_db_release_memory (store->db);
  return TRUE;
}

static gboolean
configure (ArbStore *store,
           char    **damage,
           GError  **error)
{
  /* A file that can only be read is read as it is: nothing to set up,
   * and a store of an older schema cannot be upgraded. */
  if (sqlite3_db_readonly (store->db, "main") == 1)
    {
      if (arb_store_schema_version (store) != ARB_STORE_SCHEMA_VERSION)
        {
          g_set_error (error, ARB_ERROR, ARB_ERROR_STORE,
                       "store: %s is read-only and of another version (schema %d; this Arbiter needs %d)",
                       store->path, arb_store_schema_version (store), ARB_STORE_SCHEMA_VERSION);
          return FALSE;
        }
      store->migrated_from = ARB_STORE_SCHEMA_VERSION;
      store->notice = g_strdup_printf ("The saved games in %s can only be read: they can be looked at, "
                                       "but nothing new can be saved there.", store->path);
      return TRUE;
    }
  if (sqlite3_exec (store->db, "PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL;"
                               "PRAGMA foreign_keys = ON;", NULL, NULL, NULL) == SQLITE_OK)
    return arb_store_migrate (store, error);
  if (is_damage (sqlite3_extended_errcode (store->db)))
    {
      *damage = g_strdup (sqlite3_errmsg (store->db));
      return TRUE;
    }
  return arb_store_db_error (store, error, "open");
}

/* SQLite asks again while another program holds the lock: a few short
 * waits, then the entry is refused (the waits are counted for the tests). */
static int
busy_wait (void *data,
           int   count)
{
  ArbStore *store = data;

  if ((guint) count * BUSY_STEP_MS >= BUSY_TIMEOUT_MS)
    return 0;
  g_usleep (BUSY_STEP_MS * 1000);
  store->busy_waited_ms += BUSY_STEP_MS;
  return 1;
}

/* Opens and checks the file; a damaged one is reported in *damage with
 * the store closed again. */
static gboolean
open_file (ArbStore *store,
           int       flags,
           char    **damage,
           GError  **error)
{
  if (sqlite3_open_v2 (store->path, &store->db, flags, NULL) != SQLITE_OK)
    return arb_store_db_error (store, error, store->path);
  sqlite3_extended_result_codes (store->db, 1);
  sqlite3_busy_handler (store->db, busy_wait, store);
  if (!check_file (store, damage, error))
    return FALSE;
  if (*damage == NULL && !configure (store, damage, error))
    return FALSE;
  if (*damage != NULL)
    g_clear_pointer (&store->db, sqlite3_close);
  return TRUE;
}

/* Moves the file and its journals aside, keeping them together. */
static char *
set_aside (const char *path,
           GError    **error)
{
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();
  g_autofree char *stamp = g_date_time_format (now, "%Y%m%d-%H%M%S");
  g_autofree char *aside = g_strdup_printf ("%s.damaged-%s", path, stamp);

  for (guint i = 0; i < G_N_ELEMENTS (suffixes); i++)
    {
      g_autofree char *from = g_strconcat (path, suffixes[i], NULL);
      g_autofree char *to = g_strconcat (aside, suffixes[i], NULL);

      if (g_rename (from, to) != 0 && errno != ENOENT)
        {
          g_set_error (error, ARB_ERROR, ARB_ERROR_STORE,
                       "store: %s is damaged and cannot be moved aside to %s: %s",
                       from, to, g_strerror (errno));
          return NULL;
        }
    }
  return g_steal_pointer (&aside);
}

static gboolean
make_dir (const char *path,
          GError    **error)
{
  g_autofree char *dir = g_path_get_dirname (path);

  if (g_mkdir_with_parents (dir, 0700) == 0)
    return TRUE;
  g_set_error (error, ARB_ERROR, ARB_ERROR_STORE, "store: cannot create %s: %s",
               dir, g_strerror (errno));
  return FALSE;
}

/*
 * Opens the store read-only: to look at a copy (a backup) without
 * touching it.  Every entry is refused with words that say why.  A
 * damaged file is reported, never moved.
 */
ArbStore *
arb_store_open_read_only (const char *path,
                          GError    **error)
{
  g_autoptr(ArbStore) store = g_new0 (ArbStore, 1);
  g_autofree char *damage = NULL;

  store->path = g_strdup (path);
  if (!open_file (store, SQLITE_OPEN_READONLY, &damage, error))
    return NULL;
  if (damage != NULL)
    {
      g_set_error (error, ARB_ERROR, ARB_ERROR_STORE, "store: %s cannot be read: %s", store->path, damage);
      return NULL;
    }
  return g_steal_pointer (&store);
}

ArbStore *
arb_store_open (const char *path,
                GError    **error)
{
  g_autoptr(ArbStore) store = g_new0 (ArbStore, 1);
  g_autofree char *damage = NULL;
  g_autofree char *aside = NULL;

  store->path = path != NULL ? g_strdup (path) : arb_store_default_path ();
  if (!make_dir (store->path, error)
      || !open_file (store, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, &damage, error))
    return NULL;
  if (damage != NULL)
    {
      if ((aside = set_aside (store->path, error)) == NULL)
        return NULL;
      store->notice = g_strdup_printf ("The saved games in %s could not be read (%s). "
                                       "The damaged file is kept as %s, and Arbiter has started "
                                       "a new, empty store in its place.",
                                       store->path, damage, aside);
      g_clear_pointer (&damage, g_free);
      if (!open_file (store, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, &damage, error))
        return NULL;
      if (damage != NULL)
        {
          g_set_error (error, ARB_ERROR, ARB_ERROR_STORE, "store: %s: %s", store->path, damage);
          return NULL;
        }
    }
  /* Older versions wrote what the events decide in a separate step,
   * which a crash could leave stale: work it out again once. */
  if (store->migrated_from > 0 && store->migrated_from < 3 && !arb_store_repair_all (store, error))
    return NULL;
  /* What schema 6 added and older games lack: filled in, each part in
   * a transaction of its own, until nothing is missing. */
  if (!arb_store_fill_missing (store, error))
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
  g_free (store->notice);
  g_free (store);
}

const char *
arb_store_get_path (ArbStore *store)
{
  return store->path;
}

/* What happened when the store was opened, in words for the user (a
 * damaged file set aside), or NULL. */
const char *
arb_store_get_notice (ArbStore *store)
{
  return store->notice;
}
