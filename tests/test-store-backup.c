/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * Backup, restore (merging, never duplicating), importing a record,
 * and stores of schemas 3 and 4 written by the old code.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <glib.h>
#include <glib/gstdio.h>
#include <string.h>

#include <sqlite3.h>

#include "arb-backup.h"
#include "arb-catalogue.h"
#include "arb-error.h"
#include "arb-history.h"
#include "arb-players.h"
#include "arb-record.h"
#include "arb-session.h"
#include "arb-store.h"

#include "test-store-common.h"

static char *
path_in (Fixture    *f,
         const char *name)
{
  g_autofree char *dir = g_path_get_dirname (f->path);

  g_mkdir_with_parents (dir, 0700);
  return g_build_filename (dir, name, NULL);
}

static gint64
score_only_game (ArbStore          *store,
                 const char *const *players,
                 const char *const *hands)
{
  g_autoptr(ArbSetup) setup = arb_setup_new (arb_games_lookup ("nothanks"), players);
  g_autoptr(ArbSession) session = NULL;

  setup->score_only = TRUE;
  session = arb_session_new (store, setup, NULL);
  for (guint i = 0; hands[i] != NULL; i++)
    assert_true (arb_session_append_line (session, hands[i], NULL));
  return arb_session_get_id (session);
}

/* A store with a bit of everything: finished games (one corrected, one
 * not counted, one deleted), a game with entries waiting, one with a
 * redo stack, and a catalogue card. */
static void
fill_store (ArbStore *store)
{
  g_autoptr(ArbSession) nt = session_from_record (store, "nothanks-full-3p");
  g_autoptr(ArbSession) sv = session_from_record (store, "splitvote-full-4p");
  g_autoptr(ArbSession) ei = session_from_record (store, "eighty-full-3p");
  ArbEightyCard card;
  gint64 counted, deleted;

  assert_true (arb_session_replace (nt, 62, "card 19", NULL));
  assert_true (arb_session_replace (sv, 23, "votes Jane=black David=white Max=blue Kate=white", NULL));
  assert_true (arb_session_get_n_pending (sv) > 0);
  assert_true (arb_session_undo (ei, NULL));
  assert_true (arb_session_undo (ei, NULL));
  counted = score_only_game (store, (const char *const[]) { "Ann", "Ben", "Cleo", NULL },
                             (const char *const[]) { "Ann: cards 3-10 30 chips 20", "Ben: cards 11-18 24 chips 8",
                                                     "Cleo: cards 19-23 35 chips 5", NULL });
  deleted = score_only_game (store, (const char *const[]) { "ann", "Dana", "Ben", NULL },
                             (const char *const[]) { "ann: cards 19-23 35 chips 5", "Dana: cards 3-10 30 chips 13",
                                                     "Ben: cards 11-18 24 chips 15", NULL });
  assert_true (arb_store_set_counted (store, counted, FALSE, NULL));
  assert_true (arb_store_delete_game (store, deleted, NULL));
  assert_true (arb_eighty_card_parse ("white 57 double-up symbol moon draw 1", &card, NULL));
  assert_int_equal (arb_catalogue_remember (store, &card, NULL), ARB_CATALOGUE_ADDED);
}

static gint
by_uuid (gconstpointer a,
         gconstpointer b)
{
  return g_strcmp0 ((*(ArbStoredGame *const *) a)->uuid, (*(ArbStoredGame *const *) b)->uuid);
}

/* Everything a store holds, game by game in the order of their
 * identities (its row ids aside): to compare two stores. */
static char *
store_text (ArbStore *store)
{
  g_autoptr(GPtrArray) games = arb_store_list_games (store, ARB_STORE_ALL, NULL);
  ArbHistoryFilter deleted = { NULL, NULL, TRUE };
  g_autoptr(GPtrArray) gone = arb_store_list_history (store, &deleted, NULL);
  g_autoptr(GArray) cards = arb_catalogue_list (store, NULL);
  g_autoptr(GPtrArray) stats = arb_store_player_stats (store, NULL, NULL);
  GString *out = g_string_new (NULL);

  for (guint i = 0; i < gone->len; i++)
    g_ptr_array_add (games, g_steal_pointer (&g_ptr_array_index (gone, i)));
  g_ptr_array_sort (games, by_uuid);
  for (guint i = 0; i < games->len; i++)
    {
      ArbStoredGame *s = g_ptr_array_index (games, i);
      g_autofree char *record = arb_store_export_record (store, s->id, NULL);
      g_auto(GStrv) redo = arb_store_game_lines (store, s->id, ARB_REVISION_REDO, NULL);
      g_auto(GStrv) pending = arb_store_game_lines (store, s->id, ARB_REVISION_PENDING, NULL);
      g_autoptr(GPtrArray) revisions = arb_store_list_revisions (store, s->id, NULL);
      g_autofree char *r = g_strjoinv ("|", redo);
      g_autofree char *p = g_strjoinv ("|", pending);

      g_string_append_printf (out, "%s %s finished=%d counted=%d deleted=%d created=%" G_GINT64_FORMAT
                              " “%s” “%s” redo=%s pending=%s revisions=%u\n%s",
                              s->uuid, s->game_id, s->finished, s->counted, s->deleted != 0, s->created,
                              s->summary, s->progress, r, p, revisions->len, record);
      for (guint k = 0; s->scores != NULL && s->players[k] != NULL; k++)
        g_string_append_printf (out, "  %s %d%s\n", s->players[k], s->scores[k], s->winners[k] ? " *" : "");
      for (guint k = 0; k < revisions->len; k++)
        {
          ArbRevision *rev = g_ptr_array_index (revisions, k);
          g_auto(GStrv) log = arb_store_revision_lines (store, rev->id, ARB_REVISION_LOG, NULL);
          g_autofree char *l = g_strjoinv ("|", log);

          g_string_append_printf (out, "  revision %d %s: %s\n", rev->kind, rev->summary, l);
        }
    }
  for (guint i = 0; i < stats->len; i++)
    {
      ArbPlayerStats *s = g_ptr_array_index (stats, i);

      g_string_append_printf (out, "stats %s %s %u %u %.2f %d\n", s->game_id, s->name, s->games, s->wins,
                              s->average, s->best);
    }
  g_string_append_printf (out, "catalogue %u\n", cards->len);
  return g_string_free (out, FALSE);
}

static guint
n_games (ArbStore *store)
{
  g_autoptr(GPtrArray) games = arb_store_list_games (store, ARB_STORE_ALL, NULL);
  ArbHistoryFilter deleted = { NULL, NULL, TRUE };
  g_autoptr(GPtrArray) gone = arb_store_list_history (store, &deleted, NULL);

  return games->len + gone->len;
}

/* Backed up, restored into an empty store: the same history; restored
 * again: nothing changes. */
static void
test_backup_into_empty (void **state)
{
  Fixture *f = *state;
  g_autoptr(ArbStore) store = arb_store_open (f->path, NULL);
  g_autofree char *file = path_in (f, "backup.arbiter");
  g_autofree char *other_path = path_in (f, "other.db");
  g_autoptr(ArbStore) other = NULL;
  g_autofree ArbRestoreReport *report = NULL;
  g_autofree char *ours = NULL;
  g_autofree char *theirs = NULL;
  g_autofree char *again = NULL;
  g_autoptr(GError) error = NULL;

  fill_store (store);
  ours = store_text (store);
  assert_true (arb_store_backup (store, file, NULL));
  /* never over another file */
  assert_false (arb_store_backup (store, file, &error));
  assert_non_null (strstr (error->message, "exists already"));
  g_clear_error (&error);

  other = arb_store_open (other_path, NULL);
  report = arb_store_restore_backup (other, file, &error);
  if (report == NULL)
    fail_msg ("%s", error->message);
  assert_int_equal (report->added, 5);
  assert_int_equal (report->present + report->updated + report->kept, 0);
  assert_int_equal (report->cards, 1);
  theirs = store_text (other);
  assert_string_equal (theirs, ours);
  g_clear_pointer (&report, g_free);

  /* the same backup again: nothing added, nothing changed */
  report = arb_store_restore_backup (other, file, NULL);
  assert_int_equal (report->added, 0);
  assert_int_equal (report->present, 5);
  assert_int_equal (report->cards, 0);
  again = store_text (other);
  assert_string_equal (again, ours);
  assert_int_equal (n_games (other), 5);
  g_clear_pointer (&report, g_free);

  /* and into the store it came from */
  report = arb_store_restore_backup (store, file, NULL);
  assert_int_equal (report->present, 5);
  assert_int_equal (report->added, 0);
  g_clear_pointer (&again, g_free);
  again = store_text (store);
  assert_string_equal (again, ours);

  /* a restored game goes on as any other */
  {
    g_autoptr(GPtrArray) games = arb_store_list_games (other, ARB_STORE_UNFINISHED, NULL);

    for (guint i = 0; i < games->len; i++)
      {
        ArbStoredGame *s = g_ptr_array_index (games, i);
        g_autoptr(ArbSession) session = arb_session_load (other, s->id, NULL);

        assert_non_null (session);
        if (g_str_equal (s->game_id, "eighty"))
          {
            assert_true (arb_session_redo (session, NULL));
            assert_derived_agrees (other, s->id);
          }
      }
  }
}

/* Two versions of one game: the store's further on, the backup's
 * further on, or gone different ways. */
static void
test_restore_merges_versions (void **state)
{
  Fixture *f = *state;
  g_autoptr(ArbStore) a = arb_store_open (f->path, NULL);
  g_autofree char *early = path_in (f, "early.arbiter");
  g_autofree char *late = path_in (f, "late.arbiter");
  g_autofree char *c_path = path_in (f, "c.db");
  g_autoptr(ArbStore) c = NULL;
  g_autoptr(ArbRecord) record = load_record ("nothanks-full-3p");
  g_autoptr(ArbSession) session = arb_session_new (a, record->setup, NULL);
  g_autofree ArbRestoreReport *report = NULL;
  g_autoptr(GPtrArray) games = NULL;
  g_autoptr(GPtrArray) revisions = NULL;
  g_autofree char *a_record = NULL;
  g_autofree char *c_record = NULL;
  gint64 in_c;
  guint n_revisions;

  for (guint i = 0; i < 30; i++)
    assert_true (arb_session_append (session, g_ptr_array_index (record->events, i), NULL));
  assert_true (arb_store_backup (a, early, NULL));
  for (guint i = 30; i < 50; i++)
    assert_true (arb_session_append (session, g_ptr_array_index (record->events, i), NULL));
  assert_true (arb_store_backup (a, late, NULL));

  /* the store had the game less far: it takes the backup's version */
  c = arb_store_open (c_path, NULL);
  report = arb_store_restore_backup (c, early, NULL);
  assert_int_equal (report->added, 1);
  g_clear_pointer (&report, g_free);
  report = arb_store_restore_backup (c, late, NULL);
  assert_int_equal (report->updated, 1);
  assert_int_equal (report->added, 0);
  g_clear_pointer (&report, g_free);
  games = arb_store_list_games (c, ARB_STORE_ALL, NULL);
  assert_int_equal (games->len, 1);
  in_c = ((ArbStoredGame *) g_ptr_array_index (games, 0))->id;
  a_record = arb_store_export_record (a, arb_session_get_id (session), NULL);
  c_record = arb_store_export_record (c, in_c, NULL);
  assert_string_equal (c_record, a_record);
  assert_derived_agrees (c, in_c);
  revisions = arb_store_list_revisions (c, in_c, NULL);
  assert_int_equal (revisions->len, 1);
  assert_int_equal (((ArbRevision *) g_ptr_array_index (revisions, 0))->n_log, 30);
  g_clear_pointer (&revisions, g_ptr_array_unref);

  /* the store has it further on than the backup: left alone */
  report = arb_store_restore_backup (c, early, NULL);
  assert_int_equal (report->present, 1);
  g_clear_pointer (&report, g_free);

  /* gone different ways: the store's stays, the backup's is kept as a
   * revision, once */
  {
    g_autoptr(ArbSession) in_c_session = arb_session_load (c, in_c, NULL);

    assert_true (arb_session_replace (in_c_session, 1, "card 9", NULL));
  }
  g_clear_pointer (&c_record, g_free);
  c_record = arb_store_export_record (c, in_c, NULL);
  report = arb_store_restore_backup (c, late, NULL);
  assert_int_equal (report->kept, 1);
  g_clear_pointer (&report, g_free);
  revisions = arb_store_list_revisions (c, in_c, NULL);
  n_revisions = revisions->len;
  assert_int_equal (((ArbRevision *) g_ptr_array_index (revisions, 0))->kind, ARB_REVISION_BACKUP);
  assert_int_equal (((ArbRevision *) g_ptr_array_index (revisions, 0))->n_log, 50);
  g_clear_pointer (&revisions, g_ptr_array_unref);
  report = arb_store_restore_backup (c, late, NULL);
  assert_int_equal (report->present, 1);
  revisions = arb_store_list_revisions (c, in_c, NULL);
  assert_int_equal (revisions->len, n_revisions);
  g_clear_pointer (&a_record, g_free);
  a_record = arb_store_export_record (c, in_c, NULL);
  assert_string_equal (a_record, c_record);
  /* that version can be put back; undo correction leaves it alone and
   * undoes the correction */
  {
    g_autoptr(ArbSession) in_c_session = arb_session_load (c, in_c, NULL);
    g_autofree char *late_record = arb_store_export_record (a, arb_session_get_id (session), NULL);
    g_autofree char *undone = NULL;

    assert_true (arb_session_can_undo_correction (in_c_session));
    assert_true (arb_session_undo_correction (in_c_session, NULL));
    undone = arb_store_export_record (c, in_c, NULL);
    assert_string_equal (undone, late_record);
    assert_true (arb_session_undo_correction (in_c_session, NULL));
    assert_true (arb_session_restore_revision (in_c_session,
                                               ((ArbRevision *) g_ptr_array_index (revisions, 0))->id, NULL));
    assert_int_equal (arb_game_get_n_events (arb_session_get_game (in_c_session)), 50);
    assert_derived_agrees (c, in_c);
  }
}

static void
test_restore_refuses (void **state)
{
  Fixture *f = *state;
  g_autoptr(ArbStore) store = arb_store_open (f->path, NULL);
  g_autofree char *notes = path_in (f, "notes.txt");
  g_autofree char *empty = path_in (f, "empty.db");
  g_autoptr(GError) error = NULL;
  sqlite3 *db = NULL;

  assert_true (g_file_set_contents (notes, "Ann 43, Ben 74\n", -1, NULL));
  assert_null (arb_store_restore_backup (store, notes, &error));
  assert_non_null (strstr (error->message, "not an Arbiter backup"));
  g_clear_error (&error);
  assert_null (arb_store_restore_backup (store, "/nonexistent/backup.arbiter", &error));
  g_clear_error (&error);
  /* an SQLite file of another program */
  assert_int_equal (sqlite3_open (empty, &db), SQLITE_OK);
  assert_int_equal (sqlite3_exec (db, "CREATE TABLE notes (text TEXT);", NULL, NULL, NULL), SQLITE_OK);
  sqlite3_close (db);
  assert_null (arb_store_restore_backup (store, empty, &error));
  assert_non_null (strstr (error->message, "not an Arbiter backup"));
  g_clear_error (&error);
  /* a newer Arbiter's */
  assert_int_equal (sqlite3_open (empty, &db), SQLITE_OK);
  assert_int_equal (sqlite3_exec (db, "CREATE TABLE games (id INTEGER); PRAGMA user_version = 99;", NULL, NULL, NULL),
                    SQLITE_OK);
  sqlite3_close (db);
  assert_null (arb_store_restore_backup (store, empty, &error));
  assert_non_null (strstr (error->message, "newer Arbiter"));
  assert_int_equal (n_games (store), 0);
}

/* ---- importing a record ---- */

static const char refused_record[] =
  "arbiter 1\ngame nothanks\nplayers Ann, Ben, Cleo\n\n"
  "start Ann\ncard 20\ntake\n# the 20 again: a slip of the pen\ncard 20\npass\ntake\n";

static void
test_import_refused (void **state)
{
  Fixture *f = *state;
  g_autoptr(ArbStore) store = arb_store_open (f->path, NULL);
  g_autoptr(ArbImport) import = arb_store_import_record (store, refused_record, -1, NULL);
  g_autoptr(ArbImport) again = NULL;
  g_autoptr(ArbSession) session = NULL;
  g_autoptr(GError) error = NULL;

  assert_non_null (import);
  assert_false (import->already);
  assert_int_equal (import->n_events, 3);
  assert_int_equal (import->n_pending, 3);
  assert_int_equal (import->line, 9);
  assert_rule (import->refusal, "NT-2");
  assert_derived_agrees (store, import->game);
  /* the refused entry and those after it wait, as after a correction */
  session = arb_session_load (store, import->game, NULL);
  assert_int_equal (arb_session_get_n_pending (session), 3);
  /* never applied, so its actor is left to the replay, as written */
  assert_string_equal (arb_session_get_pending (session, 0), "card 20");
  assert_rule (arb_session_get_pending_refusal (session), "NT-2");
  assert_true (arb_session_replace (session, 3, "card 21", NULL));
  assert_int_equal (arb_session_get_n_pending (session), 0);
  assert_int_equal (arb_game_get_n_events (arb_session_get_game (session)), 6);

  /* the same record again: found, not added */
  again = arb_store_import_record (store, refused_record, -1, NULL);
  assert_true (again->already);
  assert_int_equal (again->game, import->game);
  assert_int_equal (n_games (store), 1);

  /* a header that cannot make a game: nothing is made */
  assert_null (arb_store_import_record (store, "arbiter 1\ngame chess\nplayers Ann, Ben\n\ne4\n", -1, &error));
  assert_true (g_error_matches (error, ARB_ERROR, ARB_ERROR_SETUP));
  g_clear_error (&error);
  assert_null (arb_store_import_record (store, "arbiter 1\ngame nothanks\nplayers Ann, Ann, Ben\n", -1, &error));
  assert_int_equal (n_games (store), 1);
}

/* A line that is not well formed ends the import there. */
static void
test_import_not_well_formed (void **state)
{
  Fixture *f = *state;
  g_autoptr(ArbStore) store = arb_store_open (f->path, NULL);
  g_autoptr(ArbImport) import = arb_store_import_record (store,
    "arbiter 1\ngame nothanks\nplayers Ann, Ben, Cleo\n\nstart Ann\ncard 20\ntkae\npass\n", -1, NULL);

  assert_non_null (import);
  assert_int_equal (import->n_events, 2);
  assert_int_equal (import->n_pending, 0);
  assert_int_equal (import->line, 7);
  assert_true (g_error_matches (import->refusal, ARB_ERROR, ARB_ERROR_PARSE));
}

/* What the store exports imports as the same game, in another store. */
static void
test_export_imports_the_same (void **state)
{
  Fixture *f = *state;
  g_autoptr(ArbStore) store = arb_store_open (f->path, NULL);
  g_autofree char *other_path = path_in (f, "other.db");
  g_autoptr(ArbStore) other = arb_store_open (other_path, NULL);
  const char *const names[] = { "nothanks-full-3p", "splitvote-full-4p", "tilerummy-full-3p", "eighty-full-3p",
                                "votestuffing-doc-3p" };

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_autoptr(ArbSession) session = session_from_record (store, names[i]);
      g_autofree char *exported = arb_store_export_record (store, arb_session_get_id (session), NULL);
      g_autoptr(ArbImport) import = arb_store_import_record (other, exported, -1, NULL);
      g_autofree char *back = NULL;
      g_autoptr(ArbStoredGame) a = arb_store_get_game (store, arb_session_get_id (session), NULL);
      g_autoptr(ArbStoredGame) b = NULL;

      assert_non_null (import);
      assert_null (import->refusal);
      back = arb_store_export_record (other, import->game, NULL);
      assert_string_equal (back, exported);
      b = arb_store_get_game (other, import->game, NULL);
      assert_string_equal (a->summary, b->summary);
      assert_int_equal (a->n_events, b->n_events);
      assert_memory_equal (a->scores, b->scores, sizeof (int) * g_strv_length (a->players));
      assert_derived_agrees (other, import->game);
    }
}

/* ---- stores written by the old code ---- */

#define SCHEMA_3 \
  "CREATE TABLE games (id INTEGER PRIMARY KEY, game TEXT NOT NULL, header TEXT NOT NULL," \
  " score_only INTEGER NOT NULL DEFAULT 0, created INTEGER NOT NULL, updated INTEGER NOT NULL," \
  " finished INTEGER NOT NULL DEFAULT 0, summary TEXT, progress TEXT);" \
  "CREATE TABLE players (game_id INTEGER NOT NULL REFERENCES games(id), seat INTEGER NOT NULL," \
  " name TEXT NOT NULL, PRIMARY KEY (game_id, seat));" \
  "CREATE TABLE events (id INTEGER PRIMARY KEY, game_id INTEGER NOT NULL REFERENCES games(id)," \
  " line TEXT NOT NULL, created INTEGER NOT NULL, retracted INTEGER, redo_pos INTEGER);" \
  "CREATE INDEX events_by_game ON events (game_id, retracted, id);"

#define SCHEMA_4_CATALOGUE \
  "CREATE TABLE catalogue (game TEXT NOT NULL, number INTEGER NOT NULL, line TEXT NOT NULL," \
  " created INTEGER NOT NULL, updated INTEGER NOT NULL, PRIMARY KEY (game, number));"

/* A finished score-only game, as the old code wrote it (no results per
 * seat), and one going on, with an entry undone that can be redone. */
#define OLD_GAMES \
  "INSERT INTO games VALUES (1, 'nothanks', 'arbiter 1\ngame nothanks\nplayers Ann, Ben, Cleo\nmode score-only\n'," \
  " 1, 1700000000, 1700000600, 1, 'Ann wins with 13', 'finished');" \
  "INSERT INTO players VALUES (1, 0, 'Ann'), (1, 1, 'Ben'), (1, 2, 'Cleo');" \
  "INSERT INTO events VALUES (1, 1, 'Ann: cards 3-10 30 chips 20', 1700000100, NULL, NULL)," \
  " (2, 1, 'Ben: cards 11-18 24 chips 8', 1700000200, NULL, NULL)," \
  " (3, 1, 'Cleo: cards 19-23 35 chips 5', 1700000300, NULL, NULL);" \
  "INSERT INTO games VALUES (2, 'nothanks', 'arbiter 1\ngame nothanks\nplayers ann, Dana, Ben\n'," \
  " 0, 1700001000, 1700001200, 0, NULL, '1 of 24 cards');" \
  "INSERT INTO players VALUES (2, 0, 'ann'), (2, 1, 'Dana'), (2, 2, 'Ben');" \
  "INSERT INTO events VALUES (4, 2, 'start ann', 1700001000, NULL, NULL)," \
  " (5, 2, 'ann: card 20', 1700001100, NULL, NULL), (6, 2, 'ann: pass', 1700001150, NULL, NULL)," \
  " (7, 2, 'Dana: take', 1700001190, 1700001200, 1);"

static void
write_old_store (const char *path,
                 int         schema)
{
  g_autofree char *dir = g_path_get_dirname (path);
  g_autofree char *sql = g_strdup_printf ("%s%s%s PRAGMA user_version = %d;", SCHEMA_3,
                                          schema >= 4 ? SCHEMA_4_CATALOGUE : "", OLD_GAMES, schema);
  sqlite3 *db = NULL;

  g_mkdir_with_parents (dir, 0700);
  assert_int_equal (sqlite3_open (path, &db), SQLITE_OK);
  if (sqlite3_exec (db, sql, NULL, NULL, NULL) != SQLITE_OK)
    fail_msg ("%s", sqlite3_errmsg (db));
  sqlite3_close (db);
}

static void
check_upgraded (const char *path,
                int         schema)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(ArbStore) store = arb_store_open (path, &error);
  g_autoptr(GPtrArray) history = NULL;
  g_autoptr(GPtrArray) stats = NULL;
  g_autoptr(ArbSession) going = NULL;
  ArbHistoryFilter ann = { NULL, "ANN", FALSE };
  ArbStoredGame *first;

  if (store == NULL)
    fail_msg ("schema %d: %s", schema, error->message);
  assert_int_equal (arb_store_schema_version (store), ARB_STORE_SCHEMA_VERSION);
  /* each seat's result, worked out from the events on the upgrade */
  history = arb_store_list_history (store, &ann, NULL);
  assert_int_equal (history->len, 1);
  first = g_ptr_array_index (history, 0);
  assert_int_equal (first->created, 1700000000);
  assert_int_equal (first->scores[0], 13);
  assert_int_equal (first->scores[1], 27);
  assert_int_equal (first->scores[2], 49);
  assert_true (first->winners[0]);
  assert_false (first->winners[1]);
  assert_true (first->low_wins);
  assert_non_null (first->uuid);
  assert_derived_agrees (store, 1);
  stats = arb_store_player_stats (store, "nothanks", NULL);
  assert_int_equal (stats->len, 3);
  /* named as in their latest game, finished or not */
  assert_string_equal (((ArbPlayerStats *) g_ptr_array_index (stats, 0))->name, "ann");
  /* the game going on goes on, with its redo stack */
  going = arb_session_load (store, 2, NULL);
  assert_true (arb_game_can_redo (arb_session_get_game (going)));
  assert_true (arb_session_redo (going, NULL));
  assert_derived_agrees (store, 2);
  /* names compare as the engine compares them: ann is Ann */
  assert_true (arb_store_rename_player (store, "ANN", "Anna", NULL));
  g_clear_pointer (&history, g_ptr_array_unref);
  history = arb_store_list_games (store, ARB_STORE_ALL, NULL);
  for (guint i = 0; i < history->len; i++)
    assert_string_equal (((ArbStoredGame *) g_ptr_array_index (history, i))->players[0], "Anna");
  assert_true (arb_store_undo_rename (store, NULL));
}

static void
test_upgrade_from_3 (void **state)
{
  Fixture *f = *state;

  write_old_store (f->path, 3);
  check_upgraded (f->path, 3);
}

static void
test_upgrade_from_4 (void **state)
{
  Fixture *f = *state;

  write_old_store (f->path, 4);
  check_upgraded (f->path, 4);
}

/* One old store copied twice and upgraded on each side: its games have
 * the same identities, so merging one into the other adds nothing. */
static void
test_upgraded_copies_merge (void **state)
{
  Fixture *f = *state;
  g_autofree char *copy = path_in (f, "copy.db");
  g_autofree char *file = path_in (f, "copy.arbiter");
  g_autoptr(ArbStore) a = NULL;
  g_autoptr(ArbStore) b = NULL;
  g_autofree ArbRestoreReport *report = NULL;
  g_autoptr(ArbStoredGame) ga = NULL;
  g_autoptr(ArbStoredGame) gb = NULL;

  write_old_store (f->path, 4);
  write_old_store (copy, 4);
  a = arb_store_open (f->path, NULL);
  b = arb_store_open (copy, NULL);
  ga = arb_store_get_game (a, 1, NULL);
  gb = arb_store_get_game (b, 1, NULL);
  assert_string_equal (ga->uuid, gb->uuid);
  assert_true (arb_store_backup (b, file, NULL));
  report = arb_store_restore_backup (a, file, NULL);
  assert_int_equal (report->added, 0);
  assert_int_equal (report->present, 2);
  assert_int_equal (n_games (a), 2);
}

int
main (void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test_setup_teardown (test_backup_into_empty, setup_dir, teardown_dir),
    cmocka_unit_test_setup_teardown (test_restore_merges_versions, setup_dir, teardown_dir),
    cmocka_unit_test_setup_teardown (test_restore_refuses, setup_dir, teardown_dir),
    cmocka_unit_test_setup_teardown (test_import_refused, setup_dir, teardown_dir),
    cmocka_unit_test_setup_teardown (test_import_not_well_formed, setup_dir, teardown_dir),
    cmocka_unit_test_setup_teardown (test_export_imports_the_same, setup_dir, teardown_dir),
    cmocka_unit_test_setup_teardown (test_upgrade_from_3, setup_dir, teardown_dir),
    cmocka_unit_test_setup_teardown (test_upgrade_from_4, setup_dir, teardown_dir),
    cmocka_unit_test_setup_teardown (test_upgraded_copies_merge, setup_dir, teardown_dir),
  };

  return cmocka_run_group_tests (tests, NULL, NULL);
}
