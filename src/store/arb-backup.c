/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "arb-backup.h"

#include <errno.h>
#include <glib/gstdio.h>
#include <string.h>

#include "arb-args.h"
#include "arb-error.h"
#include "arb-record.h"
#include "arb-store-private.h"

/* ---- backup ---- */

/*
 * Writes a consistent snapshot of the whole store to `file`, which must
 * not exist yet (a backup is never overwritten).  The snapshot is made
 * beside it and moved into place, so `file` is whole or absent.
 */
gboolean
arb_store_backup (ArbStore   *store,
                  const char *file,
                  GError    **error)
{
  g_autofree char *part = g_strconcat (file, ".part", NULL);
  sqlite3_stmt *stmt;
  int rc;

  if (g_file_test (file, G_FILE_TEST_EXISTS))
    {
      g_set_error (error, ARB_ERROR, ARB_ERROR_STORE, "backup: %s exists already; choose another name", file);
      return FALSE;
    }
  g_unlink (part);
  stmt = arb_store_prepare (store, "VACUUM INTO ?", error);
  if (stmt == NULL)
    return FALSE;
  sqlite3_bind_text (stmt, 1, part, -1, SQLITE_TRANSIENT);
  rc = sqlite3_step (stmt);
  sqlite3_finalize (stmt);
  if (rc != SQLITE_DONE)
    {
      g_set_error (error, ARB_ERROR, ARB_ERROR_STORE, "backup: cannot write %s: %s", file, sqlite3_errmsg (store->db));
      g_unlink (part);
      return FALSE;
    }
  if (g_rename (part, file) != 0)
    {
      g_set_error (error, ARB_ERROR, ARB_ERROR_STORE, "backup: cannot write %s: %s", file, g_strerror (errno));
      g_unlink (part);
      return FALSE;
    }
  return TRUE;
}

/* ---- a game's version ---- */

/* What a game holds: its header and its three parts. */
typedef struct {
  char  *header;
  char **log;
  char **redo;
  char **pending;
  char  *digest;
} Version;

static void
version_free (Version *v)
{
  if (v == NULL)
    return;
  g_free (v->header);
  g_strfreev (v->log);
  g_strfreev (v->redo);
  g_strfreev (v->pending);
  g_free (v->digest);
  g_free (v);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (Version, version_free)

static char *
header_of (ArbStore *store,
           gint64    game,
           GError  **error)
{
  sqlite3_stmt *stmt = arb_store_prepare (store, "SELECT header FROM games WHERE id = ?", error);
  char *header = NULL;

  if (stmt == NULL)
    return NULL;
  sqlite3_bind_int64 (stmt, 1, game);
  if (sqlite3_step (stmt) == SQLITE_ROW)
    header = g_strdup ((const char *) sqlite3_column_text (stmt, 0));
  else
    g_set_error (error, ARB_ERROR, ARB_ERROR_STORE, "store: no game %" G_GINT64_FORMAT, game);
  sqlite3_finalize (stmt);
  return header;
}

static void
digest_lines (GChecksum         *sum,
              const char        *title,
              const char *const *lines)
{
  g_checksum_update (sum, (const guchar *) title, -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      g_checksum_update (sum, (const guchar *) lines[i], -1);
      g_checksum_update (sum, (const guchar *) "\n", 1);
    }
}

static Version *
version_of (ArbStore *store,
            gint64    game,
            GError  **error)
{
  g_autoptr(Version) v = g_new0 (Version, 1);
  g_autoptr(GChecksum) sum = g_checksum_new (G_CHECKSUM_SHA256);

  if ((v->header = header_of (store, game, error)) == NULL
      || (v->log = arb_store_game_lines (store, game, ARB_REVISION_LOG, error)) == NULL
      || (v->redo = arb_store_game_lines (store, game, ARB_REVISION_REDO, error)) == NULL
      || (v->pending = arb_store_game_lines (store, game, ARB_REVISION_PENDING, error)) == NULL)
    return NULL;
  g_checksum_update (sum, (const guchar *) v->header, -1);
  digest_lines (sum, "--- log\n", (const char *const *) v->log);
  digest_lines (sum, "--- redo\n", (const char *const *) v->redo);
  digest_lines (sum, "--- pending\n", (const char *const *) v->pending);
  v->digest = g_strdup (g_checksum_get_string (sum));
  return g_steal_pointer (&v);
}

/* Is a's log the beginning of b's (a waiting for nothing)? */
static gboolean
is_beginning (const Version *a,
              const Version *b)
{
  guint n = g_strv_length (a->log);

  if (!g_str_equal (a->header, b->header) || a->pending[0] != NULL || n > g_strv_length (b->log))
    return FALSE;
  for (guint i = 0; i < n; i++)
    if (!g_str_equal (a->log[i], b->log[i]))
      return FALSE;
  return TRUE;
}

/* ---- copying a game from one store to another ---- */

/*
 * For each row of `select` on the source (its ?1 is `from`), runs
 * `insert` on the target with ?1 = `to` and ?2... the row's columns.
 */
static gboolean
copy_rows (ArbStore   *source,
           const char *select,
           gint64      from,
           ArbStore   *target,
           const char *insert,
           gint64      to,
           GError    **error)
{
  sqlite3_stmt *rows = arb_store_prepare (source, select, error);
  gboolean ok = TRUE;
  int rc;

  if (rows == NULL)
    return FALSE;
  sqlite3_bind_int64 (rows, 1, from);
  while (ok && (rc = sqlite3_step (rows)) == SQLITE_ROW)
    {
      sqlite3_stmt *stmt = arb_store_prepare (target, insert, error);

      if (stmt == NULL)
        {
          ok = FALSE;
          break;
        }
      sqlite3_bind_int64 (stmt, 1, to);
      for (int col = 0; col < sqlite3_column_count (rows); col++)
        sqlite3_bind_value (stmt, col + 2, sqlite3_column_value (rows, col));
      ok = arb_store_run (target, stmt, error);
    }
  if (ok && rc != SQLITE_DONE)
    ok = arb_store_db_error (source, error, "read the backup");
  sqlite3_finalize (rows);
  return ok;
}

static gboolean
copy_revisions (ArbStore *source,
                gint64    from,
                ArbStore *target,
                gint64    to,
                GError  **error)
{
  sqlite3_stmt *rows = arb_store_prepare (source, "SELECT id, created, kind, entry, summary, digest FROM revisions"
                                                  " WHERE game_id = ? ORDER BY id", error);
  gboolean ok = TRUE;
  int rc;

  if (rows == NULL)
    return FALSE;
  sqlite3_bind_int64 (rows, 1, from);
  while (ok && (rc = sqlite3_step (rows)) == SQLITE_ROW)
    {
      sqlite3_stmt *stmt = arb_store_prepare (target, "INSERT INTO revisions (game_id, created, kind, entry, summary,"
                                                      " digest) VALUES (?, ?, ?, ?, ?, ?)", error);

      ok = stmt != NULL;
      if (!ok)
        break;
      sqlite3_bind_int64 (stmt, 1, to);
      for (int col = 1; col < 6; col++)
        sqlite3_bind_value (stmt, col + 1, sqlite3_column_value (rows, col));
      ok = arb_store_run (target, stmt, error)
           && copy_rows (source, "SELECT part, pos, line FROM revision_entries WHERE revision_id = ?",
                         sqlite3_column_int64 (rows, 0), target,
                         "INSERT INTO revision_entries (revision_id, part, pos, line) VALUES (?, ?, ?, ?)",
                         sqlite3_last_insert_rowid (target->db), error);
    }
  if (ok && rc != SQLITE_DONE)
    ok = arb_store_db_error (source, error, "read the backup");
  sqlite3_finalize (rows);
  return ok;
}

/* The source's game, with all it has, as a new game of the target. */
static gboolean
copy_game (ArbStore *source,
           gint64    from,
           ArbStore *target,
           GError  **error)
{
  gint64 to;

  /* ?1 (the target's id) is unused by the first: the row makes it */
  if (!copy_rows (source, "SELECT game, header, score_only, created, updated, finished, summary, progress, uuid,"
                          " low_wins, counted, deleted FROM games WHERE id = ?", from, target,
                  "INSERT INTO games (game, header, score_only, created, updated, finished, summary, progress, uuid,"
                  " low_wins, counted, deleted) VALUES (?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13)",
                  0, error))
    return FALSE;
  to = sqlite3_last_insert_rowid (target->db);
  return copy_rows (source, "SELECT seat, name, name_key, score, winner FROM players WHERE game_id = ? ORDER BY seat",
                    from, target, "INSERT INTO players (game_id, seat, name, name_key, score, winner)"
                    " VALUES (?, ?, ?, ?, ?, ?)", to, error)
         && copy_rows (source, "SELECT line, created, retracted, redo_pos, pending_pos FROM events WHERE game_id = ?"
                               " ORDER BY id", from, target,
                       "INSERT INTO events (game_id, line, created, retracted, redo_pos, pending_pos)"
                       " VALUES (?, ?, ?, ?, ?, ?)", to, error)
         && copy_revisions (source, from, target, to, error);
}

/* ---- merging a game the target has ---- */

static gint64
game_by_uuid (ArbStore   *store,
              const char *uuid)
{
  sqlite3_stmt *stmt = arb_store_prepare (store, "SELECT id FROM games WHERE uuid = ?", NULL);
  gint64 id = 0;

  if (stmt == NULL)
    return 0;
  sqlite3_bind_text (stmt, 1, uuid, -1, SQLITE_TRANSIENT);
  if (sqlite3_step (stmt) == SQLITE_ROW)
    id = sqlite3_column_int64 (stmt, 0);
  sqlite3_finalize (stmt);
  return id;
}

static gboolean
has_revision_digest (ArbStore   *store,
                     gint64      game,
                     const char *digest)
{
  sqlite3_stmt *stmt = arb_store_prepare (store, "SELECT 1 FROM revisions WHERE game_id = ? AND digest = ?", NULL);
  gboolean found;

  if (stmt == NULL)
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, game);
  sqlite3_bind_text (stmt, 2, digest, -1, SQLITE_TRANSIENT);
  found = sqlite3_step (stmt) == SQLITE_ROW;
  sqlite3_finalize (stmt);
  return found;
}

/* The backup's version as a revision of the target's game. */
static gboolean
keep_version (ArbStore      *store,
              gint64         game,
              const Version *v,
              const char    *file,
              GError       **error)
{
  g_autofree char *base = g_path_get_basename (file);
  g_autofree char *summary = g_strdup_printf ("the version in the backup %s (%u entries), which went another way",
                                              base, g_strv_length (v->log));
  ArbRevisionNote note = { ARB_REVISION_BACKUP, -1, summary, v->digest };

  return arb_store_add_revision (store, game, &note, (const char *const *) v->log,
                                 (const char *const *) v->redo, (const char *const *) v->pending, error) != 0;
}

/* The target's game takes the backup's longer version; its own is kept
 * as a revision. */
static gboolean
take_version (ArbStore      *store,
              gint64         game,
              const Version *v,
              const char    *file,
              GError       **error)
{
  g_autofree char *base = g_path_get_basename (file);
  g_autofree char *summary = g_strdup_printf ("continued from the backup %s (%u entries)", base,
                                              g_strv_length (v->log));
  ArbRevisionNote note = { ARB_REVISION_BACKUP, -1, summary, NULL };
  g_autoptr(ArbGame) game_now = NULL;
  g_autoptr(ArbStoreDerived) derived = NULL;

  if (arb_store_keep_revision (store, game, &note, error) == 0
      || !arb_store_replace_rows (store, game, (const char *const *) v->log, (const char *const *) v->redo,
                                  (const char *const *) v->pending, error))
    return FALSE;
  game_now = arb_store_load_game (store, game, error);
  if (game_now == NULL)
    return FALSE;
  derived = arb_store_derived_new (game_now);
  return arb_store_write_derived (store, game, derived, TRUE, error);
}

static gboolean
merge_game (ArbStore         *source,
            ArbStoredGame    *stored,
            ArbStore         *target,
            const char       *file,
            ArbRestoreReport *report,
            GError          **error)
{
  gint64 game = game_by_uuid (target, stored->uuid);
  g_autoptr(Version) theirs = NULL;
  g_autoptr(Version) ours = NULL;

  if (game == 0)
    return copy_game (source, stored->id, target, error) && (report->added++, TRUE);
  if ((theirs = version_of (source, stored->id, error)) == NULL || (ours = version_of (target, game, error)) == NULL)
    return FALSE;
  if (g_str_equal (theirs->digest, ours->digest) || is_beginning (theirs, ours)
      || has_revision_digest (target, game, theirs->digest))
    return (report->present++, TRUE);
  if (is_beginning (ours, theirs))
    return take_version (target, game, theirs, file, error) && (report->updated++, TRUE);
  return keep_version (target, game, theirs, file, error) && (report->kept++, TRUE);
}

/* ---- restoring ---- */

/* The backup's schema, read without changing it: 0 when it is no store. */
static int
backup_schema (const char *file,
               GError    **error)
{
  sqlite3 *db = NULL;
  sqlite3_stmt *stmt = NULL;
  int version = -1;

  if (sqlite3_open_v2 (file, &db, SQLITE_OPEN_READONLY, NULL) == SQLITE_OK
      && sqlite3_prepare_v2 (db, "SELECT count(*) FROM sqlite_schema WHERE name = 'games'", -1, &stmt, NULL) == SQLITE_OK
      && sqlite3_step (stmt) == SQLITE_ROW)
    version = sqlite3_column_int (stmt, 0) == 1 ? 0 : -1;
  sqlite3_finalize (stmt);
  stmt = NULL;
  if (version == 0 && sqlite3_prepare_v2 (db, "PRAGMA user_version", -1, &stmt, NULL) == SQLITE_OK
      && sqlite3_step (stmt) == SQLITE_ROW)
    version = sqlite3_column_int (stmt, 0);
  sqlite3_finalize (stmt);
  sqlite3_close (db);
  if (version <= 0)
    g_set_error (error, ARB_ERROR, ARB_ERROR_STORE, "restore: %s is not an Arbiter backup", file);
  else if (version > ARB_STORE_SCHEMA_VERSION)
    g_set_error (error, ARB_ERROR, ARB_ERROR_STORE, "restore: %s was written by a newer Arbiter (schema %d; "
                 "this one knows %d)", file, version, ARB_STORE_SCHEMA_VERSION);
  return version > 0 && version <= ARB_STORE_SCHEMA_VERSION ? version : 0;
}

/* A copy of the backup, brought to this schema: the backup itself is
 * never written to.  *copy is the copy's path, to remove. */
static ArbStore *
open_copy (const char *file,
           char      **copy,
           GError    **error)
{
  g_autofree char *content = NULL;
  g_autoptr(GError) local = NULL;
  g_autofree char *dir = NULL;
  gsize length = 0;
  ArbStore *source;

  if (backup_schema (file, error) == 0)
    return NULL;
  if (!g_file_get_contents (file, &content, &length, &local))
    {
      g_set_error (error, ARB_ERROR, ARB_ERROR_STORE, "restore: %s", local->message);
      return NULL;
    }
  dir = g_dir_make_tmp ("arbiter-restore-XXXXXX", &local);
  if (dir == NULL)
    {
      g_set_error (error, ARB_ERROR, ARB_ERROR_STORE, "restore: %s", local->message);
      return NULL;
    }
  *copy = g_build_filename (dir, "backup.db", NULL);
  if (!g_file_set_contents (*copy, content, (gssize) length, &local))
    {
      g_set_error (error, ARB_ERROR, ARB_ERROR_STORE, "restore: %s", local->message);
      return NULL;
    }
  source = arb_store_open (*copy, error);
  if (source != NULL && arb_store_get_notice (source) != NULL)
    {
      g_set_error (error, ARB_ERROR, ARB_ERROR_STORE, "restore: %s is damaged and cannot be read", file);
      g_clear_pointer (&source, arb_store_free);
    }
  return source;
}

static void
remove_copy (const char *copy)
{
  g_autofree char *dir = NULL;
  g_autoptr(GDir) d = NULL;
  const char *name;

  if (copy == NULL)
    return;
  dir = g_path_get_dirname (copy);
  d = g_dir_open (dir, 0, NULL);
  while (d != NULL && (name = g_dir_read_name (d)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);

      g_unlink (path);
    }
  g_rmdir (dir);
}

static gboolean
merge_catalogue (ArbStore         *source,
                 ArbStore         *target,
                 ArbRestoreReport *report,
                 GError          **error)
{
  int before = sqlite3_total_changes (target->db);

  if (!copy_rows (source, "SELECT game, number, line, created, updated FROM catalogue WHERE ?1 = ?1", 0, target,
                  "INSERT OR IGNORE INTO catalogue (game, number, line, created, updated)"
                  " VALUES (?2, ?3, ?4, ?5, ?6)", 0, error))
    return FALSE;
  report->cards = (guint) (sqlite3_total_changes (target->db) - before);
  return TRUE;
}

static gboolean
merge_all (ArbStore         *source,
           ArbStore         *target,
           const char       *file,
           ArbRestoreReport *report,
           GError          **error)
{
  g_autoptr(GPtrArray) games = arb_store_query_games (source, "ORDER BY g.id", NULL, NULL, error);

  if (games == NULL)
    return FALSE;
  for (guint i = 0; i < games->len; i++)
    if (!merge_game (source, g_ptr_array_index (games, i), target, file, report, error))
      return FALSE;
  return merge_catalogue (source, target, report, error);
}

/* Merges the backup into the store, in one transaction (see above). */
ArbRestoreReport *
arb_store_restore_backup (ArbStore   *store,
                          const char *file,
                          GError    **error)
{
  g_autofree char *copy = NULL;
  g_autoptr(ArbStore) source = open_copy (file, &copy, error);
  g_autofree ArbRestoreReport *report = g_new0 (ArbRestoreReport, 1);
  gboolean ok;

  if (source == NULL)
    {
      remove_copy (copy);
      return NULL;
    }
  ok = arb_store_exec (store, "BEGIN IMMEDIATE", error);
  if (ok && !(ok = merge_all (source, store, file, report, error)))
    sqlite3_exec (store->db, "ROLLBACK", NULL, NULL, NULL);
  else if (ok && !(ok = arb_store_exec (store, "COMMIT", error)))
    sqlite3_exec (store->db, "ROLLBACK", NULL, NULL, NULL);
  g_clear_pointer (&source, arb_store_free);
  remove_copy (copy);
  return ok ? g_steal_pointer (&report) : NULL;
}

/* ---- importing a record ---- */

static char **
formatted (const ArbSetup *setup,
           GPtrArray      *events,
           guint           from)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();

  for (guint i = from; i < events->len; i++)
    arb_strv_builder_take (builder, arb_record_format_event (setup, g_ptr_array_index (events, i)));
  return g_strv_builder_end (builder);
}

static char **
game_lines (ArbGame *game)
{
  g_autoptr(GPtrArray) events = g_ptr_array_new ();

  for (guint i = 0; i < arb_game_get_n_events (game); i++)
    g_ptr_array_add (events, (gpointer) arb_game_get_event (game, i));
  return formatted (arb_game_get_setup (game), events, 0);
}

/* The record's identity: the same record read again is the same game. */
static char *
record_uuid (const ArbRecord *record)
{
  g_autofree char *text = arb_record_print (record->setup, record->events);
  g_autofree char *seed = g_strdup_printf ("import\n%s%s\n", text,
                                           record->stop != NULL ? record->stop->message : "");

  return arb_store_name_uuid (seed);
}

static gboolean
insert_imported (ArbStore        *store,
                 const ArbRecord *record,
                 const char      *uuid,
                 ArbGame         *game,
                 ArbImport       *import,
                 GError         **error)
{
  g_auto(GStrv) log = game_lines (game);
  g_auto(GStrv) pending = formatted (record->setup, record->events, arb_game_get_n_events (game));
  g_autoptr(ArbStoreDerived) derived = arb_store_derived_new (game);

  if (!arb_store_exec (store, "BEGIN IMMEDIATE", error))
    return FALSE;
  if ((import->game = arb_store_insert_game (store, record->setup, uuid, 0, error)) != 0
      && arb_store_replace_rows (store, import->game, (const char *const *) log, NULL,
                                 (const char *const *) pending, error)
      && arb_store_write_derived (store, import->game, derived, TRUE, error)
      && arb_store_exec (store, "COMMIT", error))
    {
      import->n_events = g_strv_length (log);
      import->n_pending = g_strv_length (pending);
      return TRUE;
    }
  sqlite3_exec (store->db, "ROLLBACK", NULL, NULL, NULL);
  return FALSE;
}

/*
 * Creates a game from a record (see above): NULL with *error when the
 * header cannot make a game or the store fails; otherwise what was
 * made, with the refusal that stopped the entries early, if any.
 */
ArbImport *
arb_store_import_record (ArbStore   *store,
                         const char *text,
                         gssize      length,
                         GError    **error)
{
  ArbRecordPosition position;
  g_autoptr(ArbRecord) record = arb_record_read (text, length, &position, error);
  g_autoptr(ArbImport) import = NULL;
  g_autoptr(ArbGame) game = NULL;
  g_autofree char *uuid = NULL;
  guint n = 0;

  if (record == NULL)
    return NULL;
  import = g_new0 (ArbImport, 1);
  uuid = record_uuid (record);
  if ((import->game = game_by_uuid (store, uuid)) != 0)
    {
      g_autoptr(ArbStoredGame) stored = arb_store_get_game (store, import->game, error);

      if (stored == NULL)
        return NULL;
      import->already = TRUE;
      import->n_events = stored->n_events;
      import->n_pending = stored->n_pending;
      return g_steal_pointer (&import);
    }
  game = arb_game_new_replayed (record->setup, record->events, &n, &import->refusal);
  if (import->refusal != NULL)
    import->line = g_array_index (record->lines, guint, n);
  else if (record->stop != NULL)
    {
      import->refusal = g_error_copy (record->stop);
      import->line = record->stop_position.line;
    }
  if (!insert_imported (store, record, uuid, game, import, error))
    return NULL;
  return g_steal_pointer (&import);
}

void
arb_import_free (ArbImport *import)
{
  if (import == NULL)
    return;
  g_clear_error (&import->refusal);
  g_free (import);
}
