/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "arb-store-private.h"

#include "arb-error.h"
#include "arb-i18n.h"
#include "arb-record.h"

#include <unistd.h>

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
  derived->n_players = arb_game_get_setup (game)->n_players;
  if (derived->finished)
    {
      g_autoptr(ArbScore) score = arb_game_score (game);

      derived->summary = g_strdup (score->verdict);
      derived->low_wins = score->low_wins;
      derived->scores = g_new0 (int, derived->n_players);
      derived->winners = g_new0 (gboolean, derived->n_players);
      for (guint i = 0; i < score->players->len; i++)
        {
          ArbPlayerScore *p = g_ptr_array_index (score->players, i);

          if (p->seat >= derived->n_players)
            continue;
          derived->scores[p->seat] = p->total;
          derived->winners[p->seat] = p->winner;
        }
    }
  arb_i18n_pop_english ();
  return derived;
}

static gboolean
seats_equal (const ArbStoreDerived *derived,
             const ArbStoredGame   *stored)
{
  if ((derived->scores == NULL) != (stored->scores == NULL))
    return FALSE;
  if (derived->scores == NULL)
    return TRUE;
  if (derived->n_players != g_strv_length (stored->players) || !derived->low_wins != !stored->low_wins)
    return FALSE;
  for (guint i = 0; i < derived->n_players; i++)
    if (derived->scores[i] != stored->scores[i] || !derived->winners[i] != !stored->winners[i])
      return FALSE;
  return TRUE;
}

gboolean
arb_store_derived_equal (const ArbStoreDerived *derived,
                         const ArbStoredGame   *stored)
{
  return !derived->finished == !stored->finished
         && g_strcmp0 (derived->summary, stored->summary) == 0
         && g_strcmp0 (derived->progress, stored->progress) == 0
         && seats_equal (derived, stored);
}

void
arb_store_derived_free (ArbStoreDerived *derived)
{
  if (derived == NULL)
    return;
  g_free (derived->summary);
  g_free (derived->progress);
  g_free (derived->scores);
  g_free (derived->winners);
  g_free (derived);
}

static char *
uuid_of (const char *text,
         guint8      version)
{
  g_autoptr(GChecksum) sum = g_checksum_new (G_CHECKSUM_SHA1);
  guint8 digest[20];
  gsize len = sizeof digest;

  g_checksum_update (sum, (const guchar *) "arbiter-game\n", -1);
  g_checksum_update (sum, (const guchar *) text, -1);
  g_checksum_get_digest (sum, digest, &len);
  digest[6] = (digest[6] & 0x0F) | (guint8) (version << 4);
  digest[8] = (digest[8] & 0x3F) | 0x80;
  return g_strdup_printf ("%02x%02x%02x%02x-%02x%02x-%02x%02x-%02x%02x-%02x%02x%02x%02x%02x%02x",
                          digest[0], digest[1], digest[2], digest[3], digest[4], digest[5],
                          digest[6], digest[7], digest[8], digest[9], digest[10], digest[11],
                          digest[12], digest[13], digest[14], digest[15]);
}

/* A UUID made from a text: the same text gives the same identity (a
 * game of an older store, a record imported twice). */
char *
arb_store_name_uuid (const char *text)
{
  return uuid_of (text, 5);
}

/* A new identity.  GLib's random source is shared by the processes
 * forked from one (tests do that), so the process and the time go in. */
static char *
random_uuid (void)
{
  g_autofree char *seed = g_uuid_string_random ();
  g_autofree char *text = g_strdup_printf ("%s %d %" G_GINT64_FORMAT " %" G_GINT64_FORMAT, seed,
                                           (int) getpid (), g_get_real_time (), g_get_monotonic_time ());

  return uuid_of (text, 4);
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
      sqlite3_stmt *stmt = arb_store_prepare (store,
        "INSERT INTO players (game_id, seat, name, name_key) VALUES (?, ?, ?, ?)", error);

      if (stmt == NULL)
        return FALSE;
      sqlite3_bind_int64 (stmt, 1, game);
      sqlite3_bind_int (stmt, 2, (int) seat);
      sqlite3_bind_text (stmt, 3, setup->players[seat], -1, SQLITE_TRANSIENT);
      sqlite3_bind_text (stmt, 4, setup->player_keys[seat], -1, SQLITE_TRANSIENT);
      if (!arb_store_run (store, stmt, error))
        return FALSE;
    }
  return TRUE;
}

/* The game's row, with what its empty log decides (its progress). */
static gboolean
insert_game (ArbStore              *store,
             const ArbSetup        *setup,
             const char            *uuid,
             gint64                 created,
             GError               **error)
{
  g_autofree char *header = arb_record_format_header (setup);
  g_autofree char *random = uuid == NULL ? random_uuid () : NULL;
  sqlite3_stmt *stmt = arb_store_prepare (store,
    "INSERT INTO games (game, header, score_only, created, updated, uuid)"
    " VALUES (?, ?, ?, ?, ?, ?)", error);

  if (stmt == NULL)
    return FALSE;
  sqlite3_bind_text (stmt, 1, setup->rules->id, -1, SQLITE_STATIC);
  sqlite3_bind_text (stmt, 2, header, -1, SQLITE_TRANSIENT);
  sqlite3_bind_int (stmt, 3, setup->score_only);
  sqlite3_bind_int64 (stmt, 4, created > 0 ? created : now ());
  sqlite3_bind_int64 (stmt, 5, created > 0 ? created : now ());
  sqlite3_bind_text (stmt, 6, uuid != NULL ? uuid : random, -1, SQLITE_TRANSIENT);
  return arb_store_run (store, stmt, error);
}

/* Inside the caller's transaction: the game's rows, with what its
 * events decide written after them; 0 on failure. */
gint64
arb_store_insert_game (ArbStore              *store,
                       const ArbSetup        *setup,
                       const char            *uuid,
                       gint64                 created,
                       GError               **error)
{
  gint64 game;

  if (!insert_game (store, setup, uuid, created, error))
    return 0;
  game = sqlite3_last_insert_rowid (store->db);
  return insert_players (store, game, setup, error) ? game : 0;
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
  if ((game = arb_store_insert_game (store, setup, NULL, 0, error)) == 0
      || !arb_store_write_derived (store, game, derived, FALSE, error)
      || !arb_store_exec (store, "COMMIT", error))
    {
      sqlite3_exec (store->db, "ROLLBACK", NULL, NULL, NULL);
      return 0;
    }
  return game;
}

/* ---- one change, one transaction ---- */

/* Each seat's total and winner flag once the game is over; cleared
 * (only where set) while it goes on. */
static gboolean
write_seats (ArbStore              *store,
             gint64                 game,
             const ArbStoreDerived *derived,
             GError               **error)
{
  sqlite3_stmt *stmt;

  if (derived->scores == NULL)
    {
      stmt = arb_store_prepare (store, "UPDATE players SET score = NULL, winner = NULL"
                                       " WHERE game_id = ? AND (score IS NOT NULL OR winner IS NOT NULL)", error);
      if (stmt == NULL)
        return FALSE;
      sqlite3_bind_int64 (stmt, 1, game);
      return arb_store_run (store, stmt, error);
    }
  for (guint seat = 0; seat < derived->n_players; seat++)
    {
      stmt = arb_store_prepare (store, "UPDATE players SET score = ?, winner = ? WHERE game_id = ? AND seat = ?", error);
      if (stmt == NULL)
        return FALSE;
      sqlite3_bind_int (stmt, 1, derived->scores[seat]);
      sqlite3_bind_int (stmt, 2, derived->winners[seat]);
      sqlite3_bind_int64 (stmt, 3, game);
      sqlite3_bind_int (stmt, 4, (int) seat);
      if (!arb_store_run (store, stmt, error))
        return FALSE;
    }
  return TRUE;
}

/* The game's derived columns, written inside the caller's transaction;
 * `touch` moves the game to the top of the lists. */
gboolean
arb_store_write_derived (ArbStore              *store,
                         gint64                 game,
                         const ArbStoreDerived *derived,
                         gboolean               touch,
                         GError               **error)
{
  sqlite3_stmt *stmt = arb_store_prepare (store,
    "UPDATE games SET updated = CASE WHEN ?1 THEN ?2 ELSE updated END,"
    " progress = ?3, finished = ?4, summary = ?5, low_wins = ?6 WHERE id = ?7", error);

  if (stmt == NULL)
    return FALSE;
  sqlite3_bind_int (stmt, 1, touch);
  sqlite3_bind_int64 (stmt, 2, now ());
  sqlite3_bind_text (stmt, 3, derived->progress, -1, SQLITE_TRANSIENT);
  sqlite3_bind_int (stmt, 4, derived->finished);
  sqlite3_bind_text (stmt, 5, derived->summary, -1, SQLITE_TRANSIENT);
  sqlite3_bind_int (stmt, 6, derived->low_wins);
  sqlite3_bind_int64 (stmt, 7, game);
  if (!arb_store_run (store, stmt, error))
    return FALSE;
  if (sqlite3_changes (store->db) == 0)
    {
      g_set_error (error, ARB_ERROR, ARB_ERROR_STORE, "store: no game %" G_GINT64_FORMAT, game);
      return FALSE;
    }
  return write_seats (store, game, derived, error);
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
  if (arb_store_write_derived (store, game, derived, steps != NULL, error)
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

#define SEATS_SQL "SELECT name, score, winner FROM players WHERE game_id = ? ORDER BY seat"

/* The seats' names, and once the game is over their totals and
 * winner flags, with `stmt` (SEATS_SQL), which is reset for the next. */
static void
read_seats (sqlite3_stmt  *stmt,
            ArbStoredGame *stored)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  g_autoptr(GArray) scores = g_array_new (FALSE, TRUE, sizeof (int));
  g_autoptr(GArray) winners = g_array_new (FALSE, TRUE, sizeof (gboolean));
  gboolean all_scored = TRUE;

  if (stmt != NULL)
    {
      sqlite3_bind_int64 (stmt, 1, stored->id);
      while (sqlite3_step (stmt) == SQLITE_ROW)
        {
          int score = sqlite3_column_int (stmt, 1);
          gboolean winner = sqlite3_column_int (stmt, 2) != 0;

          g_strv_builder_add (builder, (const char *) sqlite3_column_text (stmt, 0));
          all_scored &= sqlite3_column_type (stmt, 1) != SQLITE_NULL;
          g_array_append_val (scores, score);
          g_array_append_val (winners, winner);
        }
      sqlite3_reset (stmt);
    }
  stored->players = g_strv_builder_end (builder);
  if (all_scored && scores->len > 0)
    {
      stored->scores = (int *) g_array_free (g_steal_pointer (&scores), FALSE);
      stored->winners = (gboolean *) g_array_free (g_steal_pointer (&winners), FALSE);
    }
}

#define GAME_SELECT \
  "SELECT g.id, g.game, g.score_only, g.created, g.updated, g.finished, g.summary, g.progress," \
  " (SELECT count(*) FROM events e WHERE e.game_id = g.id AND e.retracted IS NULL)," \
  " g.low_wins, g.uuid, g.counted, g.deleted," \
  " (SELECT count(*) FROM events e WHERE e.game_id = g.id AND e.pending_pos IS NOT NULL)"
#define GAME_COLUMNS GAME_SELECT " FROM games g "

/* The game of the row; `seats` (SEATS_SQL) reads its seats. */
static ArbStoredGame *
stored_from_row (sqlite3_stmt *stmt,
                 sqlite3_stmt *seats)
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
  stored->low_wins = sqlite3_column_int (stmt, 9);
  stored->uuid = g_strdup ((const char *) sqlite3_column_text (stmt, 10));
  stored->counted = sqlite3_column_int (stmt, 11);
  stored->deleted = sqlite3_column_int64 (stmt, 12);
  stored->n_pending = (guint) sqlite3_column_int (stmt, 13);
  read_seats (seats, stored);
  return stored;
}

/* Games for a whole statement `sql` selecting GAME_SELECT's columns. */
static GPtrArray *
query_games_sql (ArbStore   *store,
                 const char *sql,
                 void      (*bind) (sqlite3_stmt *stmt, gconstpointer data),
                 gconstpointer data,
                 GError    **error)
{
  g_autoptr(GPtrArray) games = g_ptr_array_new_with_free_func ((GDestroyNotify) arb_stored_game_free);
  sqlite3_stmt *stmt = arb_store_prepare (store, sql, error);
  sqlite3_stmt *seats = arb_store_prepare (store, SEATS_SQL, NULL);
  int rc;

  if (stmt == NULL)
    return (sqlite3_finalize (seats), NULL);
  if (bind != NULL)
    bind (stmt, data);
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    g_ptr_array_add (games, stored_from_row (stmt, seats));
  sqlite3_finalize (stmt);
  sqlite3_finalize (seats);
  if (rc != SQLITE_DONE)
    return (arb_store_db_error (store, error, "list"), NULL);
  return g_steal_pointer (&games);
}

/* Games for lists: `where` (with its parameters bound by `bind`) after
 * the columns; newest first unless the SQL orders them. */
GPtrArray *
arb_store_query_games (ArbStore   *store,
                       const char *where,
                       void      (*bind) (sqlite3_stmt *stmt, gconstpointer data),
                       gconstpointer data,
                       GError    **error)
{
  g_autofree char *sql = g_strconcat (GAME_COLUMNS, where, NULL);

  return query_games_sql (store, sql, bind, data, error);
}

/* Deleted games are left out (arb_store_list_history lists them). */
static GPtrArray *
list_games (ArbStore       *store,
            ArbStoreFilter  filter,
            guint           limit,
            GError        **error)
{
  static const char *const where[] = {
    "", "AND finished = 0 ", "AND finished = 1 ",
  };
  /* the games are chosen first, so that only their entries are counted */
  g_autofree char *sql = g_strdup_printf ("%s FROM (SELECT * FROM games WHERE deleted IS NULL %s"
                                          "ORDER BY updated DESC, id DESC LIMIT %u) g"
                                          " ORDER BY g.updated DESC, g.id DESC",
                                          GAME_SELECT, where[filter], limit);

  return query_games_sql (store, sql, NULL, NULL, error);
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
  sqlite3_stmt *seats = arb_store_prepare (store, SEATS_SQL, NULL);
  ArbStoredGame *stored = NULL;

  if (stmt == NULL)
    return (sqlite3_finalize (seats), NULL);
  sqlite3_bind_int64 (stmt, 1, game);
  if (sqlite3_step (stmt) == SQLITE_ROW)
    stored = stored_from_row (stmt, seats);
  else
    g_set_error (error, ARB_ERROR, ARB_ERROR_STORE, "store: no game %" G_GINT64_FORMAT, game);
  sqlite3_finalize (seats);
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
  g_autoptr(GPtrArray) games = arb_store_query_games (store, "", NULL, NULL, error);

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

/* ---- filled in for games of older stores ---- */

typedef struct {
  gint64  id;
  int     seat;
  char   *text;
} Missing;

static void
missing_clear (gpointer data)
{
  g_free (((Missing *) data)->text);
}

/* Rows of a query of (id, seat, text). */
static GArray *
missing_rows (ArbStore   *store,
              const char *sql,
              GError    **error)
{
  g_autoptr(GArray) rows = g_array_new (FALSE, TRUE, sizeof (Missing));
  sqlite3_stmt *stmt = arb_store_prepare (store, sql, error);
  int rc;

  if (stmt == NULL)
    return NULL;
  g_array_set_clear_func (rows, missing_clear);
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    {
      Missing m = { sqlite3_column_int64 (stmt, 0), sqlite3_column_int (stmt, 1),
                    g_strdup ((const char *) sqlite3_column_text (stmt, 2)) };

      g_array_append_val (rows, m);
    }
  sqlite3_finalize (stmt);
  if (rc != SQLITE_DONE)
    return (arb_store_db_error (store, error, "read"), NULL);
  return g_steal_pointer (&rows);
}

/* Runs `update` (?1 the value, ?2 the id, ?3 the seat) for each row,
 * with the value `make` gives its text, in one transaction. */
static gboolean
fill_rows (ArbStore   *store,
           GArray     *rows,
           const char *update,
           char     *(*make) (const char *text),
           GError    **error)
{
  if (rows->len == 0)
    return TRUE;
  if (!arb_store_exec (store, "BEGIN IMMEDIATE", error))
    return FALSE;
  for (guint i = 0; i < rows->len; i++)
    {
      Missing *m = &g_array_index (rows, Missing, i);
      g_autofree char *value = make (m->text);
      sqlite3_stmt *stmt = arb_store_prepare (store, update, error);

      if (stmt == NULL)
        goto fail;
      sqlite3_bind_text (stmt, 1, value, -1, SQLITE_TRANSIENT);
      sqlite3_bind_int64 (stmt, 2, m->id);
      if (sqlite3_bind_parameter_count (stmt) >= 3)
        sqlite3_bind_int (stmt, 3, m->seat);
      if (!arb_store_run (store, stmt, error))
        goto fail;
    }
  if (arb_store_exec (store, "COMMIT", error))
    return TRUE;
fail:
  sqlite3_exec (store->db, "ROLLBACK", NULL, NULL, NULL);
  return FALSE;
}

/*
 * What schema 6 added, for the games written before it: each name's
 * key, each game's identity (made from what it was: its row, game,
 * start time and header, so the same old store copied twice gives its
 * games the same identities), and the results of finished games.
 * Idempotent: each open fills what is still missing.
 */
gboolean
arb_store_fill_missing (ArbStore *store,
                        GError  **error)
{
  g_autoptr(GArray) names = missing_rows (store, "SELECT game_id, seat, name FROM players WHERE name_key IS NULL", error);
  g_autoptr(GArray) games = NULL;
  g_autoptr(GArray) unscored = NULL;

  if (names == NULL
      || !fill_rows (store, names, "UPDATE players SET name_key = ?1 WHERE game_id = ?2 AND seat = ?3",
                     arb_setup_name_key, error))
    return FALSE;
  games = missing_rows (store, "SELECT id, 0, id || char(10) || game || char(10) || created || char(10) || header"
                               " FROM games WHERE uuid IS NULL", error);
  if (games == NULL
      || !fill_rows (store, games, "UPDATE games SET uuid = ?1 WHERE id = ?2", arb_store_name_uuid, error))
    return FALSE;
  unscored = missing_rows (store, "SELECT id, 0, '' FROM games g WHERE finished = 1 AND EXISTS"
                                  " (SELECT 1 FROM players p WHERE p.game_id = g.id AND p.score IS NULL)", error);
  if (unscored == NULL)
    return FALSE;
  for (guint i = 0; i < unscored->len; i++)
    {
      g_autoptr(GError) local = NULL;

      /* one that no longer replays keeps its verdict and no scores */
      if (!arb_store_repair_game (store, g_array_index (unscored, Missing, i).id, NULL, &local))
        g_debug ("%s", local->message);
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
  g_free (stored->scores);
  g_free (stored->winners);
  g_free (stored->uuid);
  g_free (stored);
}
