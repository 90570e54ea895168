/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * A game's log rewritten as a whole (a corrected or deleted entry, an
 * earlier version put back), in one transaction: the version it
 * replaces is kept as a revision first, the rows that leave the log
 * are marked, never deleted, and what the new log decides is written
 * with it.
 */
#include "arb-store-private.h"

#include "arb-error.h"

static const char *const kind_names[] = {
  [ARB_REVISION_REPLACE] = "replace",
  [ARB_REVISION_DELETE] = "delete",
  [ARB_REVISION_RESTORE] = "restore",
  [ARB_REVISION_BACKUP] = "backup",
};

static ArbRevisionKind
kind_from_name (const char *name)
{
  for (guint i = 0; i < G_N_ELEMENTS (kind_names); i++)
    if (g_strcmp0 (kind_names[i], name) == 0)
      return (ArbRevisionKind) i;
  return ARB_REVISION_REPLACE;
}

static gint64
now (void)
{
  return g_get_real_time () / G_USEC_PER_SEC;
}

/* ---- inside a transaction ---- */

/* Which rows of a game's events make each part, and their order. */
static const struct {
  const char *where;
  const char *order;
} parts[] = {
  [ARB_REVISION_LOG] = { "retracted IS NULL", "id" },
  [ARB_REVISION_REDO] = { "redo_pos IS NOT NULL", "redo_pos" },
  [ARB_REVISION_PENDING] = { "pending_pos IS NOT NULL", "pending_pos" },
};

/* Copies one part of the game as it is into the revision. */
static gboolean
keep_part (ArbStore        *store,
           gint64           revision,
           gint64           game,
           ArbRevisionPart  part,
           GError         **error)
{
  g_autofree char *sql = g_strdup_printf ("INSERT INTO revision_entries (revision_id, part, pos, line)"
                                          " SELECT ?1, %d, row_number() OVER (ORDER BY %s) - 1, line"
                                          " FROM events WHERE game_id = ?2 AND %s",
                                          part, parts[part].order, parts[part].where);
  sqlite3_stmt *stmt = arb_store_prepare (store, sql, error);

  if (stmt == NULL)
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, revision);
  sqlite3_bind_int64 (stmt, 2, game);
  return arb_store_run (store, stmt, error);
}

/* A new revision of the game holding its log, redo stack and waiting
 * entries as they are now; 0 on failure. */
gint64
arb_store_keep_revision (ArbStore              *store,
                         gint64                 game,
                         const ArbRevisionNote *note,
                         GError               **error)
{
  sqlite3_stmt *stmt = arb_store_prepare (store,
    "INSERT INTO revisions (game_id, created, kind, entry, summary, digest) VALUES (?, ?, ?, ?, ?, ?)", error);
  gint64 revision;

  if (stmt == NULL)
    return 0;
  sqlite3_bind_int64 (stmt, 1, game);
  sqlite3_bind_int64 (stmt, 2, now ());
  sqlite3_bind_text (stmt, 3, kind_names[note->kind], -1, SQLITE_STATIC);
  if (note->entry >= 0)
    sqlite3_bind_int (stmt, 4, note->entry);
  sqlite3_bind_text (stmt, 5, note->summary, -1, SQLITE_TRANSIENT);
  sqlite3_bind_text (stmt, 6, note->digest, -1, SQLITE_TRANSIENT);
  if (!arb_store_run (store, stmt, error))
    return 0;
  revision = sqlite3_last_insert_rowid (store->db);
  for (int part = ARB_REVISION_LOG; part <= ARB_REVISION_PENDING; part++)
    if (!keep_part (store, revision, game, (ArbRevisionPart) part, error))
      return 0;
  return revision;
}

static gboolean
insert_entries (ArbStore          *store,
                gint64             revision,
                ArbRevisionPart    part,
                const char *const *lines,
                GError           **error)
{
  for (guint i = 0; lines != NULL && lines[i] != NULL; i++)
    {
      sqlite3_stmt *stmt = arb_store_prepare (store, "INSERT INTO revision_entries (revision_id, part, pos, line)"
                                                     " VALUES (?, ?, ?, ?)", error);

      if (stmt == NULL)
        return FALSE;
      sqlite3_bind_int64 (stmt, 1, revision);
      sqlite3_bind_int (stmt, 2, part);
      sqlite3_bind_int (stmt, 3, (int) i);
      sqlite3_bind_text (stmt, 4, lines[i], -1, SQLITE_TRANSIENT);
      if (!arb_store_run (store, stmt, error))
        return FALSE;
    }
  return TRUE;
}

/* A revision of the game holding other lines than its own (another
 * version of it, from a backup); 0 on failure. */
gint64
arb_store_add_revision (ArbStore              *store,
                        gint64                 game,
                        const ArbRevisionNote *note,
                        const char *const     *log,
                        const char *const     *redo,
                        const char *const     *pending,
                        GError               **error)
{
  sqlite3_stmt *stmt = arb_store_prepare (store,
    "INSERT INTO revisions (game_id, created, kind, entry, summary, digest) VALUES (?, ?, ?, ?, ?, ?)", error);
  gint64 revision;

  if (stmt == NULL)
    return 0;
  sqlite3_bind_int64 (stmt, 1, game);
  sqlite3_bind_int64 (stmt, 2, now ());
  sqlite3_bind_text (stmt, 3, kind_names[note->kind], -1, SQLITE_STATIC);
  if (note->entry >= 0)
    sqlite3_bind_int (stmt, 4, note->entry);
  sqlite3_bind_text (stmt, 5, note->summary, -1, SQLITE_TRANSIENT);
  sqlite3_bind_text (stmt, 6, note->digest, -1, SQLITE_TRANSIENT);
  if (!arb_store_run (store, stmt, error))
    return 0;
  revision = sqlite3_last_insert_rowid (store->db);
  if (!insert_entries (store, revision, ARB_REVISION_LOG, log, error)
      || !insert_entries (store, revision, ARB_REVISION_REDO, redo, error)
      || !insert_entries (store, revision, ARB_REVISION_PENDING, pending, error))
    return 0;
  return revision;
}

/* The ids and lines of the live log, in order. */
static gboolean
live_rows (ArbStore  *store,
           gint64     game,
           GArray    *ids,
           GPtrArray *lines,
           GError   **error)
{
  sqlite3_stmt *stmt = arb_store_prepare (store, "SELECT id, line FROM events WHERE game_id = ?"
                                                 " AND retracted IS NULL ORDER BY id", error);
  int rc;

  if (stmt == NULL)
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, game);
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    {
      gint64 id = sqlite3_column_int64 (stmt, 0);

      g_array_append_val (ids, id);
      g_ptr_array_add (lines, g_strdup ((const char *) sqlite3_column_text (stmt, 1)));
    }
  sqlite3_finalize (stmt);
  return rc == SQLITE_DONE || arb_store_db_error (store, error, "read events");
}

/* One statement on the game: ?1 the game, ?2 the time, ?3 an id. */
static gboolean
game_step (ArbStore   *store,
           const char *sql,
           gint64      game,
           gint64      id,
           GError    **error)
{
  sqlite3_stmt *stmt = arb_store_prepare (store, sql, error);

  if (stmt == NULL)
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, game);
  if (sqlite3_bind_parameter_count (stmt) >= 2)
    sqlite3_bind_int64 (stmt, 2, now ());
  if (sqlite3_bind_parameter_count (stmt) >= 3)
    sqlite3_bind_int64 (stmt, 3, id);
  return arb_store_run (store, stmt, error);
}

/* New rows: live (column NULL), or set aside at positions from 1 in
 * `column` (redo_pos, pending_pos). */
static gboolean
insert_lines (ArbStore          *store,
              gint64             game,
              const char *const *lines,
              guint              from,
              const char        *column,
              GError           **error)
{
  g_autofree char *sql = column == NULL
    ? g_strdup ("INSERT INTO events (game_id, created, line) VALUES (?1, ?2, ?3)")
    : g_strdup_printf ("INSERT INTO events (game_id, created, line, retracted, %s) VALUES (?1, ?2, ?3, ?2, ?4)",
                       column);

  for (guint i = from; lines != NULL && lines[i] != NULL; i++)
    {
      sqlite3_stmt *stmt = arb_store_prepare (store, sql, error);

      if (stmt == NULL)
        return FALSE;
      sqlite3_bind_int64 (stmt, 1, game);
      sqlite3_bind_int64 (stmt, 2, now ());
      sqlite3_bind_text (stmt, 3, lines[i], -1, SQLITE_TRANSIENT);
      if (column != NULL)
        sqlite3_bind_int (stmt, 4, (int) (i + 1));
      if (!arb_store_run (store, stmt, error))
        return FALSE;
    }
  return TRUE;
}

/* The new log replaces the live one from the first line where they
 * differ: the rows after it leave the log (marked, kept), the redo
 * stack and the waiting entries are replaced by new rows. */
gboolean
arb_store_replace_rows (ArbStore           *store,
                        gint64              game,
                        const char *const  *log,
                        const char *const  *redo,
                        const char *const  *pending,
                        GError            **error)
{
  g_autoptr(GArray) ids = g_array_new (FALSE, FALSE, sizeof (gint64));
  g_autoptr(GPtrArray) old = g_ptr_array_new_with_free_func (g_free);
  guint same = 0;

  if (!live_rows (store, game, ids, old, error))
    return FALSE;
  while (same < old->len && log != NULL && log[same] != NULL
         && g_str_equal (log[same], g_ptr_array_index (old, same)))
    same++;
  if (same < old->len
      && !game_step (store, "UPDATE events SET retracted = ?2 WHERE game_id = ?1 AND retracted IS NULL AND id > ?3",
                     game, same > 0 ? g_array_index (ids, gint64, same - 1) : 0, error))
    return FALSE;
  return game_step (store, "UPDATE events SET redo_pos = NULL, pending_pos = NULL WHERE game_id = ?1"
                           " AND (redo_pos IS NOT NULL OR pending_pos IS NOT NULL)", game, 0, error)
         && insert_lines (store, game, log, same, NULL, error)
         && insert_lines (store, game, redo, 0, "redo_pos", error)
         && insert_lines (store, game, pending, 0, "pending_pos", error);
}

/*
 * Writes a new version of the game's log in one transaction: when
 * `note` is given, the version it replaces is kept first as a revision
 * (see ArbRevisionNote); then the live log becomes `log`, the redo
 * stack `redo` (bottom first) and the waiting entries `pending` (in
 * order), and `derived` is written with them.  Any failure rolls it
 * all back.
 */
gboolean
arb_store_rewrite_log (ArbStore              *store,
                       gint64                 game,
                       const ArbRevisionNote *note,
                       const char *const     *log,
                       const char *const     *redo,
                       const char *const     *pending,
                       const ArbStoreDerived *derived,
                       GError               **error)
{
  if (!arb_store_exec (store, "BEGIN IMMEDIATE", error))
    return FALSE;
  if ((note == NULL || arb_store_keep_revision (store, game, note, error) != 0)
      && arb_store_replace_rows (store, game, log, redo, pending, error)
      && arb_store_write_derived (store, game, derived, TRUE, error)
      && arb_store_exec (store, "COMMIT", error))
    return TRUE;
  sqlite3_exec (store->db, "ROLLBACK", NULL, NULL, NULL);
  return FALSE;
}

/* ---- reading ---- */

static char **
lines_of_query (ArbStore   *store,
                const char *sql,
                gint64      a,
                gint64      b,
                GError    **error)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  sqlite3_stmt *stmt = arb_store_prepare (store, sql, error);
  int rc;

  if (stmt == NULL)
    return NULL;
  sqlite3_bind_int64 (stmt, 1, a);
  sqlite3_bind_int64 (stmt, 2, b);
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    g_strv_builder_add (builder, (const char *) sqlite3_column_text (stmt, 0));
  sqlite3_finalize (stmt);
  if (rc != SQLITE_DONE)
    return (arb_store_db_error (store, error, "read"), NULL);
  return g_strv_builder_end (builder);
}

/* One part of the game as it is now: its live log, its redo stack
 * (bottom first) or its waiting entries (in order). */
char **
arb_store_game_lines (ArbStore        *store,
                      gint64           game,
                      ArbRevisionPart  part,
                      GError         **error)
{
  g_autofree char *sql = NULL;

  g_return_val_if_fail (part <= ARB_REVISION_PENDING, NULL);
  sql = g_strdup_printf ("SELECT line FROM events WHERE game_id = ?1 AND %s AND ?2 = ?2 ORDER BY %s",
                         parts[part].where, parts[part].order);
  return lines_of_query (store, sql, game, 0, error);
}

/* The entries waiting after a correction, in order. */
char **
arb_store_pending_lines (ArbStore *store,
                         gint64    game,
                         GError  **error)
{
  return arb_store_game_lines (store, game, ARB_REVISION_PENDING, error);
}

/* One part of a revision: the game as it was before that change. */
char **
arb_store_revision_lines (ArbStore        *store,
                          gint64           revision,
                          ArbRevisionPart  part,
                          GError         **error)
{
  return lines_of_query (store, "SELECT line FROM revision_entries WHERE revision_id = ?1 AND part = ?2"
                                " ORDER BY pos", revision, part, error);
}

#define REVISION_COLUMNS \
  "SELECT r.id, r.game_id, r.created, r.kind, r.entry, r.summary," \
  " (SELECT count(*) FROM revision_entries e WHERE e.revision_id = r.id AND e.part = 0)," \
  " (SELECT count(*) FROM revision_entries e WHERE e.revision_id = r.id AND e.part = 2)," \
  " r.digest FROM revisions r "

static ArbRevision *
revision_from_row (sqlite3_stmt *stmt)
{
  ArbRevision *revision = g_new0 (ArbRevision, 1);

  revision->id = sqlite3_column_int64 (stmt, 0);
  revision->game = sqlite3_column_int64 (stmt, 1);
  revision->created = sqlite3_column_int64 (stmt, 2);
  revision->kind = kind_from_name ((const char *) sqlite3_column_text (stmt, 3));
  revision->entry = sqlite3_column_type (stmt, 4) == SQLITE_NULL ? -1 : sqlite3_column_int (stmt, 4);
  revision->summary = g_strdup ((const char *) sqlite3_column_text (stmt, 5));
  revision->n_log = (guint) sqlite3_column_int (stmt, 6);
  revision->n_pending = (guint) sqlite3_column_int (stmt, 7);
  revision->digest = g_strdup ((const char *) sqlite3_column_text (stmt, 8));
  return revision;
}

/* The game's revisions, the latest first. */
GPtrArray *
arb_store_list_revisions (ArbStore *store,
                          gint64    game,
                          GError  **error)
{
  g_autoptr(GPtrArray) revisions = g_ptr_array_new_with_free_func ((GDestroyNotify) arb_revision_free);
  sqlite3_stmt *stmt = arb_store_prepare (store, REVISION_COLUMNS "WHERE r.game_id = ? ORDER BY r.id DESC", error);
  int rc;

  if (stmt == NULL)
    return NULL;
  sqlite3_bind_int64 (stmt, 1, game);
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    g_ptr_array_add (revisions, revision_from_row (stmt));
  sqlite3_finalize (stmt);
  if (rc != SQLITE_DONE)
    return (arb_store_db_error (store, error, "read revisions"), NULL);
  return g_steal_pointer (&revisions);
}

ArbRevision *
arb_store_get_revision (ArbStore *store,
                        gint64    revision,
                        GError  **error)
{
  sqlite3_stmt *stmt = arb_store_prepare (store, REVISION_COLUMNS "WHERE r.id = ?", error);
  ArbRevision *found = NULL;

  if (stmt == NULL)
    return NULL;
  sqlite3_bind_int64 (stmt, 1, revision);
  if (sqlite3_step (stmt) == SQLITE_ROW)
    found = revision_from_row (stmt);
  else
    g_set_error (error, ARB_ERROR, ARB_ERROR_STORE, "store: no revision %" G_GINT64_FORMAT, revision);
  sqlite3_finalize (stmt);
  return found;
}

void
arb_revision_free (ArbRevision *revision)
{
  if (revision == NULL)
    return;
  g_free (revision->summary);
  g_free (revision->digest);
  g_free (revision);
}
