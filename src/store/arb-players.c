/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "arb-players.h"

#include <string.h>

#include "arb-error.h"
#include "arb-record.h"
#include "arb-store-private.h"

static gint64
now (void)
{
  return g_get_real_time () / G_USEC_PER_SEC;
}

/* A seat of a stored game and its name. */
typedef struct {
  gint64  game;
  int     seat;
  char   *name;
} Seat;

static void
seat_clear (gpointer data)
{
  g_free (((Seat *) data)->name);
}

static GArray *
seats_of_query (ArbStore   *store,
                const char *sql,
                const char *text,
                gint64      number,
                GError    **error)
{
  g_autoptr(GArray) seats = g_array_new (FALSE, TRUE, sizeof (Seat));
  sqlite3_stmt *stmt = arb_store_prepare (store, sql, error);
  int rc;

  if (stmt == NULL)
    return NULL;
  g_array_set_clear_func (seats, seat_clear);
  if (text != NULL)
    sqlite3_bind_text (stmt, 1, text, -1, SQLITE_TRANSIENT);
  else
    sqlite3_bind_int64 (stmt, 1, number);
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    {
      Seat s = { sqlite3_column_int64 (stmt, 0), sqlite3_column_int (stmt, 1),
                 g_strdup ((const char *) sqlite3_column_text (stmt, 2)) };

      g_array_append_val (seats, s);
    }
  sqlite3_finalize (stmt);
  if (rc != SQLITE_DONE)
    return (arb_store_db_error (store, error, "read players"), NULL);
  return g_steal_pointer (&seats);
}

/* Every seat whose name is this one, as the engine compares names. */
static GArray *
seats_named (ArbStore   *store,
             const char *name,
             GError    **error)
{
  g_autofree char *key = arb_setup_name_key (name);

  return seats_of_query (store, "SELECT p.game_id, p.seat, p.name FROM players p JOIN games g ON g.id = p.game_id"
                                " WHERE p.name_key = ? ORDER BY g.created, g.id", key, 0, error);
}

/* "game 12 (No Thanks!, 2025-03-02: Ann, Ben, Cleo)", for messages. */
static char *
game_words (ArbStore *store,
            gint64    game)
{
  g_autoptr(ArbStoredGame) stored = arb_store_get_game (store, game, NULL);
  g_autoptr(GDateTime) when = NULL;
  g_autofree char *date = NULL;
  g_autofree char *names = NULL;
  const ArbRules *rules;

  if (stored == NULL)
    return g_strdup_printf ("game %" G_GINT64_FORMAT, game);
  rules = arb_games_lookup (stored->game_id);
  when = g_date_time_new_from_unix_local (stored->created);
  date = when != NULL ? g_date_time_format (when, "%Y-%m-%d") : g_strdup ("?");
  names = g_strjoinv (", ", stored->players);
  return g_strdup_printf ("game %" G_GINT64_FORMAT " (%s, %s: %s)", game,
                          rules != NULL ? rules->title : stored->game_id, date, names);
}

/* The game's setup, read from its stored header. */
static ArbSetup *
setup_of (ArbStore *store,
          gint64    game,
          GError  **error)
{
  sqlite3_stmt *stmt = arb_store_prepare (store, "SELECT header FROM games WHERE id = ?", error);
  g_autoptr(ArbRecord) record = NULL;
  g_autofree char *header = NULL;

  if (stmt == NULL)
    return NULL;
  sqlite3_bind_int64 (stmt, 1, game);
  if (sqlite3_step (stmt) == SQLITE_ROW)
    header = g_strdup ((const char *) sqlite3_column_text (stmt, 0));
  sqlite3_finalize (stmt);
  if (header == NULL)
    {
      g_set_error (error, ARB_ERROR, ARB_ERROR_STORE, "store: no game %" G_GINT64_FORMAT, game);
      return NULL;
    }
  record = arb_record_read (header, -1, NULL, error);
  return record != NULL ? arb_setup_ref (record->setup) : NULL;
}

/* The same game with the seat's name changed. */
static ArbSetup *
renamed_setup (const ArbSetup *setup,
               int             seat,
               const char     *name)
{
  g_autoptr(GPtrArray) names = g_ptr_array_new ();
  ArbSetup *renamed;
  GHashTableIter iter;
  gpointer key, value;

  for (guint i = 0; i < setup->n_players; i++)
    g_ptr_array_add (names, (int) i == seat ? (gpointer) name : setup->players[i]);
  g_ptr_array_add (names, NULL);
  renamed = arb_setup_new (setup->rules, (const char *const *) names->pdata);
  renamed->score_only = setup->score_only;
  g_hash_table_iter_init (&iter, setup->options);
  while (g_hash_table_iter_next (&iter, &key, &value))
    g_hash_table_replace (renamed->options, g_strdup (key), g_strdup (value));
  return renamed;
}

/* A word of an entry that names the seat: the name alone ("start Ann")
 * or before "=" ("votes Ann=white"); NULL for any other word. */
static char *
renamed_word (const ArbSetup *from,
              const ArbSetup *to,
              int             seat,
              const char     *word)
{
  const char *eq = strchr (word, '=');
  g_autofree char *head = NULL;

  if (arb_setup_find_player (from, word) == seat)
    return g_strdup (arb_setup_player_name (to, seat));
  if (eq == NULL)
    return NULL;
  head = g_strndup (word, (gsize) (eq - word));
  if (arb_setup_find_player (from, head) != seat)
    return NULL;
  return g_strconcat (arb_setup_player_name (to, seat), eq, NULL);
}

/* A record line of the game under `from` written under `to`; a line
 * that does not read is left as it is. */
static char *
renamed_line (const ArbSetup *from,
              const ArbSetup *to,
              int             seat,
              const char     *line)
{
  g_autoptr(ArbEvent) event = arb_record_parse_entry (from, line, NULL, NULL);

  if (event == NULL)
    return g_strdup (line);
  for (guint i = 0; event->args[i] != NULL; i++)
    {
      char *word = renamed_word (from, to, seat, event->args[i]);

      if (word != NULL)
        arb_event_set_arg (event, i, word);
      g_free (word);
    }
  return arb_record_format_event (to, event);
}

/* Same results seat by seat, and as many entries. */
static gboolean
same_results (const ArbStoreDerived *a,
              const ArbStoreDerived *b)
{
  if (!a->finished != !b->finished || (a->scores == NULL) != (b->scores == NULL))
    return FALSE;
  for (guint i = 0; a->scores != NULL && i < a->n_players; i++)
    if (a->scores[i] != b->scores[i] || !a->winners[i] != !b->winners[i])
      return FALSE;
  return TRUE;
}

/* One line to update: an events row, or a revision's entry. */
typedef struct {
  char   *sql;
  gint64  a, b, c;
  char   *line;
} LineUpdate;

static void
line_update_free (gpointer data)
{
  LineUpdate *u = data;

  g_free (u->line);
  g_free (u);
}

/* The game's stored lines (events and revisions) that the rename
 * changes, with their new text. */
static GPtrArray *
renamed_lines (ArbStore       *store,
               gint64          game,
               const ArbSetup *from,
               const ArbSetup *to,
               int             seat,
               GError        **error)
{
  g_autoptr(GPtrArray) updates = g_ptr_array_new_with_free_func (line_update_free);
  static const char *const reads[] = {
    "SELECT id, 0, 0, line FROM events WHERE game_id = ?",
    "SELECT e.revision_id, e.part, e.pos, e.line FROM revision_entries e"
    " JOIN revisions r ON r.id = e.revision_id WHERE r.game_id = ?",
  };
  static const char *const writes[] = {
    "UPDATE events SET line = ?4 WHERE id = ?1 AND ?2 = ?2 AND ?3 = ?3",
    "UPDATE revision_entries SET line = ?4 WHERE revision_id = ?1 AND part = ?2 AND pos = ?3",
  };

  for (guint r = 0; r < G_N_ELEMENTS (reads); r++)
    {
      sqlite3_stmt *stmt = arb_store_prepare (store, reads[r], error);
      int rc;

      if (stmt == NULL)
        return NULL;
      sqlite3_bind_int64 (stmt, 1, game);
      while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
        {
          const char *line = (const char *) sqlite3_column_text (stmt, 3);
          g_autofree char *renamed = renamed_line (from, to, seat, line);
          LineUpdate *u;

          if (g_str_equal (renamed, line))
            continue;
          u = g_new0 (LineUpdate, 1);
          u->sql = (char *) writes[r];
          u->a = sqlite3_column_int64 (stmt, 0);
          u->b = sqlite3_column_int64 (stmt, 1);
          u->c = sqlite3_column_int64 (stmt, 2);
          u->line = g_steal_pointer (&renamed);
          g_ptr_array_add (updates, u);
        }
      sqlite3_finalize (stmt);
      if (rc != SQLITE_DONE)
        return (arb_store_db_error (store, error, "read events"), NULL);
    }
  return g_steal_pointer (&updates);
}

/* The live log under the new names must replay to the same results. */
static ArbStoreDerived *
check_replay (ArbStore       *store,
              gint64          game,
              const ArbSetup *from,
              ArbSetup       *to,
              int             seat,
              GError        **error)
{
  g_autoptr(ArbGame) before = arb_store_load_game (store, game, error);
  g_autoptr(ArbStoreDerived) old = NULL;
  g_autoptr(ArbStoreDerived) derived = NULL;
  g_autoptr(GPtrArray) events = g_ptr_array_new_with_free_func ((GDestroyNotify) arb_event_free);
  g_autoptr(ArbGame) after = NULL;
  g_autoptr(GError) refusal = NULL;
  guint n = 0;

  if (before == NULL)
    return NULL;
  for (guint i = 0; i < arb_game_get_n_events (before); i++)
    {
      g_autofree char *line = arb_record_format_event (from, arb_game_get_event (before, i));
      g_autofree char *renamed = renamed_line (from, to, seat, line);
      ArbEvent *event = arb_record_parse_entry (to, renamed, NULL, &refusal);

      if (event == NULL)
        break;
      g_ptr_array_add (events, event);
    }
  if (events->len == arb_game_get_n_events (before))
    after = arb_game_new_replayed (to, events, &n, &refusal);
  old = arb_store_derived_new (before);
  if (after != NULL && n == events->len)
    derived = arb_store_derived_new (after);
  if (derived == NULL || !same_results (old, derived))
    {
      g_autofree char *words = game_words (store, game);

      g_set_error (error, ARB_ERROR, ARB_ERROR_SETUP,
                   "%s would not replay the same under the new name%s%s; nothing was renamed", words,
                   refusal != NULL ? ": " : "", refusal != NULL ? refusal->message : "");
      return NULL;
    }
  return g_steal_pointer (&derived);
}

static gboolean
run_update (ArbStore   *store,
            LineUpdate *u,
            GError    **error)
{
  sqlite3_stmt *stmt = arb_store_prepare (store, u->sql, error);

  if (stmt == NULL)
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, u->a);
  sqlite3_bind_int64 (stmt, 2, u->b);
  sqlite3_bind_int64 (stmt, 3, u->c);
  sqlite3_bind_text (stmt, 4, u->line, -1, SQLITE_TRANSIENT);
  return arb_store_run (store, stmt, error);
}

/* The header and the seat's row under the new name. */
static gboolean
write_names (ArbStore       *store,
             gint64          game,
             const ArbSetup *to,
             int             seat,
             GError        **error)
{
  g_autofree char *header = arb_record_format_header (to);
  sqlite3_stmt *stmt = arb_store_prepare (store, "UPDATE games SET header = ? WHERE id = ?", error);

  if (stmt == NULL)
    return FALSE;
  sqlite3_bind_text (stmt, 1, header, -1, SQLITE_TRANSIENT);
  sqlite3_bind_int64 (stmt, 2, game);
  if (!arb_store_run (store, stmt, error))
    return FALSE;
  stmt = arb_store_prepare (store, "UPDATE players SET name = ?, name_key = ? WHERE game_id = ? AND seat = ?", error);
  if (stmt == NULL)
    return FALSE;
  sqlite3_bind_text (stmt, 1, to->players[seat], -1, SQLITE_TRANSIENT);
  sqlite3_bind_text (stmt, 2, to->player_keys[seat], -1, SQLITE_TRANSIENT);
  sqlite3_bind_int64 (stmt, 3, game);
  sqlite3_bind_int (stmt, 4, seat);
  return arb_store_run (store, stmt, error);
}

/*
 * Inside the caller's transaction: the seat of the game gets `name`
 * everywhere in it.  Refused, naming the game, when another seat has
 * that name or the game would not replay the same.
 */
static gboolean
rename_seat (ArbStore   *store,
             gint64      game,
             int         seat,
             const char *name,
             GError    **error)
{
  g_autoptr(ArbSetup) from = setup_of (store, game, error);
  g_autoptr(ArbSetup) to = NULL;
  g_autoptr(GError) local = NULL;
  g_autoptr(ArbStoreDerived) derived = NULL;
  g_autoptr(GPtrArray) updates = NULL;

  if (from == NULL)
    return FALSE;
  to = renamed_setup (from, seat, name);
  if (!arb_setup_validate (to, &local))
    {
      g_autofree char *words = game_words (store, game);

      g_set_error (error, ARB_ERROR, ARB_ERROR_SETUP, "%s: %s", words, arb_error_text (local));
      return FALSE;
    }
  if ((derived = check_replay (store, game, from, to, seat, error)) == NULL
      || (updates = renamed_lines (store, game, from, to, seat, error)) == NULL
      || !write_names (store, game, to, seat, error))
    return FALSE;
  for (guint i = 0; i < updates->len; i++)
    if (!run_update (store, g_ptr_array_index (updates, i), error))
      return FALSE;
  return arb_store_write_derived (store, game, derived, FALSE, error);
}

static gboolean
log_seat (ArbStore   *store,
          gint64      rename,
          const Seat *s,
          GError    **error)
{
  sqlite3_stmt *stmt = arb_store_prepare (store, "INSERT INTO rename_seats (rename_id, game_id, seat, old_name)"
                                                 " VALUES (?, ?, ?, ?)", error);

  if (stmt == NULL)
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, rename);
  sqlite3_bind_int64 (stmt, 2, s->game);
  sqlite3_bind_int (stmt, 3, s->seat);
  sqlite3_bind_text (stmt, 4, s->name, -1, SQLITE_TRANSIENT);
  return arb_store_run (store, stmt, error);
}

/* The seats get `name`, and the change is logged; one transaction. */
static gboolean
rename_seats (ArbStore      *store,
              GArray        *seats,
              ArbRenameKind  kind,
              const char    *asked,
              const char    *name,
              GError       **error)
{
  sqlite3_stmt *stmt;
  gint64 rename;

  if (!arb_store_exec (store, "BEGIN IMMEDIATE", error))
    return FALSE;
  stmt = arb_store_prepare (store, "INSERT INTO renames (created, kind, old_name, new_name) VALUES (?, ?, ?, ?)", error);
  if (stmt == NULL)
    goto fail;
  sqlite3_bind_int64 (stmt, 1, now ());
  sqlite3_bind_text (stmt, 2, kind == ARB_RENAME_MERGE ? "merge" : "rename", -1, SQLITE_STATIC);
  sqlite3_bind_text (stmt, 3, asked, -1, SQLITE_TRANSIENT);
  sqlite3_bind_text (stmt, 4, name, -1, SQLITE_TRANSIENT);
  if (!arb_store_run (store, stmt, error))
    goto fail;
  rename = sqlite3_last_insert_rowid (store->db);
  for (guint i = 0; i < seats->len; i++)
    {
      Seat *s = &g_array_index (seats, Seat, i);

      if (!rename_seat (store, s->game, s->seat, name, error) || !log_seat (store, rename, s, error))
        goto fail;
    }
  if (arb_store_exec (store, "COMMIT", error))
    return TRUE;
fail:
  sqlite3_exec (store->db, "ROLLBACK", NULL, NULL, NULL);
  return FALSE;
}

static char *
composed (const char *name)
{
  char *nfc = g_utf8_normalize (name, -1, G_NORMALIZE_NFC);

  return nfc != NULL ? nfc : g_strdup (name);
}

/*
 * Renames the player called `old_name` (by the engine's comparison) to
 * `new_name` in every game.  Refused when nobody is called so, when
 * another player already has the new name (merge them instead), or
 * when a game would seat the name twice or not replay the same.
 */
gboolean
arb_store_rename_player (ArbStore   *store,
                         const char *old_name,
                         const char *new_name,
                         GError    **error)
{
  g_autoptr(GArray) seats = seats_named (store, old_name, error);
  g_autoptr(GArray) others = NULL;
  g_autoptr(GArray) changed = NULL;
  g_autofree char *name = composed (new_name);
  g_autofree char *old_key = arb_setup_name_key (old_name);
  g_autofree char *new_key = arb_setup_name_key (name);

  if (seats == NULL)
    return FALSE;
  if (seats->len == 0)
    {
      g_set_error (error, ARB_ERROR, ARB_ERROR_SETUP, "rename: nobody is called “%s” in any game", old_name);
      return FALSE;
    }
  if (!g_str_equal (old_key, new_key))
    {
      if ((others = seats_named (store, name, error)) == NULL)
        return FALSE;
      if (others->len > 0)
        {
          g_set_error (error, ARB_ERROR, ARB_ERROR_SETUP,
                       "rename: “%s” is already the name of a player (in %u game%s); if %s and %s are one person, "
                       "merge “%s” into “%s”", g_array_index (others, Seat, 0).name, others->len,
                       others->len == 1 ? "" : "s", old_name, name, old_name, g_array_index (others, Seat, 0).name);
          return FALSE;
        }
    }
  changed = g_array_new (FALSE, TRUE, sizeof (Seat));
  for (guint i = 0; i < seats->len; i++)
    if (!g_str_equal (g_array_index (seats, Seat, i).name, name))
      {
        Seat s = g_array_index (seats, Seat, i);

        s.name = g_strdup (s.name);
        g_array_append_val (changed, s);
      }
  g_array_set_clear_func (changed, seat_clear);
  if (changed->len == 0)
    {
      g_set_error (error, ARB_ERROR, ARB_ERROR_NOTHING, "rename: “%s” is already called so in every game", name);
      return FALSE;
    }
  return rename_seats (store, changed, ARB_RENAME_RENAME, old_name, name, error);
}

/* The seats of the first game that seats both names, or 0. */
static gint64
game_with_both (GArray *a,
                GArray *b)
{
  for (guint i = 0; i < a->len; i++)
    for (guint j = 0; j < b->len; j++)
      if (g_array_index (a, Seat, i).game == g_array_index (b, Seat, j).game)
        return g_array_index (a, Seat, i).game;
  return 0;
}

/*
 * Makes `name` and `into` one player: every seat called `name` gets
 * the spelling `into` has in its latest game.  Refused when either is
 * nobody, when they are one name already, or when a game seats both.
 */
gboolean
arb_store_merge_players (ArbStore   *store,
                         const char *name,
                         const char *into,
                         GError    **error)
{
  g_autoptr(GArray) from = seats_named (store, name, error);
  g_autoptr(GArray) to = from != NULL ? seats_named (store, into, error) : NULL;
  g_autofree char *a = arb_setup_name_key (name);
  g_autofree char *b = arb_setup_name_key (into);
  gint64 both;

  if (to == NULL)
    return FALSE;
  if (g_str_equal (a, b))
    {
      g_set_error (error, ARB_ERROR, ARB_ERROR_SETUP, "merge: “%s” and “%s” are already one name; to change "
                   "how it is written, rename it", name, into);
      return FALSE;
    }
  if (from->len == 0 || to->len == 0)
    {
      g_set_error (error, ARB_ERROR, ARB_ERROR_SETUP, "merge: nobody is called “%s” in any game",
                   from->len == 0 ? name : into);
      return FALSE;
    }
  if ((both = game_with_both (from, to)) != 0)
    {
      g_autofree char *words = game_words (store, both);

      g_set_error (error, ARB_ERROR, ARB_ERROR_SETUP, "merge: %s seats both %s and %s, so they are two people",
                   words, g_array_index (from, Seat, 0).name, g_array_index (to, Seat, 0).name);
      return FALSE;
    }
  return rename_seats (store, from, ARB_RENAME_MERGE, name,
                       g_array_index (to, Seat, to->len - 1).name, error);
}

/* Puts back the names the latest rename or merge not yet undone
 * changed, seat by seat. */
gboolean
arb_store_undo_rename (ArbStore *store,
                       GError  **error)
{
  g_autoptr(GPtrArray) renames = arb_store_list_renames (store, error);
  g_autoptr(GArray) seats = NULL;
  ArbRename *last = NULL;
  sqlite3_stmt *stmt;

  if (renames == NULL)
    return FALSE;
  for (guint i = 0; i < renames->len && last == NULL; i++)
    if (((ArbRename *) g_ptr_array_index (renames, i))->undone == 0)
      last = g_ptr_array_index (renames, i);
  if (last == NULL)
    {
      g_set_error_literal (error, ARB_ERROR, ARB_ERROR_NOTHING, "undo rename: no name has been changed");
      return FALSE;
    }
  seats = seats_of_query (store, "SELECT game_id, seat, old_name FROM rename_seats WHERE rename_id = ?"
                                 " ORDER BY game_id", NULL, last->id, error);
  if (seats == NULL || !arb_store_exec (store, "BEGIN IMMEDIATE", error))
    return FALSE;
  for (guint i = 0; i < seats->len; i++)
    {
      Seat *s = &g_array_index (seats, Seat, i);

      if (!rename_seat (store, s->game, s->seat, s->name, error))
        goto fail;
    }
  stmt = arb_store_prepare (store, "UPDATE renames SET undone = ? WHERE id = ?", error);
  if (stmt == NULL)
    goto fail;
  sqlite3_bind_int64 (stmt, 1, now ());
  sqlite3_bind_int64 (stmt, 2, last->id);
  if (arb_store_run (store, stmt, error) && arb_store_exec (store, "COMMIT", error))
    return TRUE;
fail:
  sqlite3_exec (store->db, "ROLLBACK", NULL, NULL, NULL);
  return FALSE;
}

/* Every rename and merge, the latest first. */
GPtrArray *
arb_store_list_renames (ArbStore *store,
                        GError  **error)
{
  g_autoptr(GPtrArray) renames = g_ptr_array_new_with_free_func ((GDestroyNotify) arb_rename_free);
  sqlite3_stmt *stmt = arb_store_prepare (store,
    "SELECT r.id, r.created, r.kind, r.old_name, r.new_name, r.undone,"
    " (SELECT count(*) FROM rename_seats s WHERE s.rename_id = r.id) FROM renames r ORDER BY r.id DESC", error);
  int rc;

  if (stmt == NULL)
    return NULL;
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    {
      ArbRename *r = g_new0 (ArbRename, 1);

      r->id = sqlite3_column_int64 (stmt, 0);
      r->created = sqlite3_column_int64 (stmt, 1);
      r->kind = g_strcmp0 ((const char *) sqlite3_column_text (stmt, 2), "merge") == 0
                ? ARB_RENAME_MERGE : ARB_RENAME_RENAME;
      r->old_name = g_strdup ((const char *) sqlite3_column_text (stmt, 3));
      r->new_name = g_strdup ((const char *) sqlite3_column_text (stmt, 4));
      r->undone = sqlite3_column_int64 (stmt, 5);
      r->n_seats = (guint) sqlite3_column_int (stmt, 6);
      g_ptr_array_add (renames, r);
    }
  sqlite3_finalize (stmt);
  if (rc != SQLITE_DONE)
    return (arb_store_db_error (store, error, "read renames"), NULL);
  return g_steal_pointer (&renames);
}

void
arb_rename_free (ArbRename *rename)
{
  if (rename == NULL)
    return;
  g_free (rename->old_name);
  g_free (rename->new_name);
  g_free (rename);
}
