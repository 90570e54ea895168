/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The SQLite store: schema, sessions, undo history, and a killed writer. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <glib.h>
#include <glib/gstdio.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include <sqlite3.h>

#include "arb-catalogue.h"
#include "arb-error.h"
#include "arb-record.h"
#include "arb-session.h"
#include "arb-store.h"

typedef struct {
  char *dir;
  char *path;
} Fixture;

static void
assert_rule (const GError *error,
             const char   *rule_id)
{
  g_autofree char *rule = arb_error_rule_id (error);

  assert_string_equal (rule, rule_id);
}

static int
setup_dir (void **state)
{
  Fixture *f = g_new0 (Fixture, 1);

  f->dir = g_dir_make_tmp ("arbiter-store-XXXXXX", NULL);
  f->path = g_build_filename (f->dir, "sub", "arbiter.db", NULL);
  *state = f;
  return 0;
}

static int
teardown_dir (void **state)
{
  Fixture *f = *state;
  g_autofree char *sub = g_path_get_dirname (f->path);
  const char *suffixes[] = { "", "-wal", "-shm" };

  for (guint i = 0; i < G_N_ELEMENTS (suffixes); i++)
    {
      g_autofree char *file = g_strconcat (f->path, suffixes[i], NULL);
      g_unlink (file);
    }
  g_rmdir (sub);
  g_rmdir (f->dir);
  g_free (f->dir);
  g_free (f->path);
  g_free (f);
  return 0;
}

/* What schemas 5 and 6 added, taken away again: the store as schema 4
 * left it (with its rows). */
#define BACK_TO_SCHEMA_4 \
  "DROP TABLE revision_entries; DROP TABLE revisions; DROP TABLE rename_seats; DROP TABLE renames;" \
  "DROP INDEX games_by_uuid; DROP INDEX games_by_result; DROP INDEX players_by_key; DROP INDEX events_pending;" \
  "ALTER TABLE events DROP COLUMN pending_pos;" \
  "ALTER TABLE games DROP COLUMN uuid; ALTER TABLE games DROP COLUMN low_wins;" \
  "ALTER TABLE games DROP COLUMN counted; ALTER TABLE games DROP COLUMN deleted;" \
  "ALTER TABLE players DROP COLUMN name_key; ALTER TABLE players DROP COLUMN score;" \
  "ALTER TABLE players DROP COLUMN winner; PRAGMA user_version = 4;"

static ArbSetup *
three_players (void)
{
  const char *players[] = { "Ann", "Ben", "Cleo", NULL };

  return arb_setup_new (arb_games_lookup ("nothanks"), players);
}

static void
test_schema (void **state)
{
  Fixture *f = *state;
  g_autoptr(GError) error = NULL;
  g_autoptr(ArbStore) store = arb_store_open (f->path, &error);

  assert_non_null (store);
  assert_int_equal (arb_store_schema_version (store), ARB_STORE_SCHEMA_VERSION);
  g_clear_pointer (&store, arb_store_free);
  /* Reopening an up-to-date store migrates nothing and loses nothing. */
  store = arb_store_open (f->path, &error);
  assert_non_null (store);
  assert_int_equal (arb_store_schema_version (store), ARB_STORE_SCHEMA_VERSION);
}

/* A store written by schema 1 is upgraded in place, losing nothing. */
static void
test_migration_from_1 (void **state)
{
  Fixture *f = *state;
  g_autofree char *dir = g_path_get_dirname (f->path);
  g_autoptr(ArbStore) store = NULL;
  g_autoptr(GPtrArray) games = NULL;
  sqlite3 *db = NULL;

  g_mkdir_with_parents (dir, 0700);
  assert_int_equal (sqlite3_open (f->path, &db), SQLITE_OK);
  assert_int_equal (sqlite3_exec (db,
    "CREATE TABLE games (id INTEGER PRIMARY KEY, game TEXT NOT NULL, header TEXT NOT NULL,"
    " score_only INTEGER NOT NULL DEFAULT 0, created INTEGER NOT NULL, updated INTEGER NOT NULL,"
    " finished INTEGER NOT NULL DEFAULT 0, summary TEXT);"
    "CREATE TABLE players (game_id INTEGER NOT NULL REFERENCES games(id), seat INTEGER NOT NULL,"
    " name TEXT NOT NULL, PRIMARY KEY (game_id, seat));"
    "CREATE TABLE events (id INTEGER PRIMARY KEY, game_id INTEGER NOT NULL REFERENCES games(id),"
    " line TEXT NOT NULL, created INTEGER NOT NULL, retracted INTEGER);"
    "CREATE INDEX events_by_game ON events (game_id, retracted, id);"
    "INSERT INTO games VALUES (1, 'nothanks', 'arbiter 1\ngame nothanks\nplayers A, B, C\n', 0, 1, 1, 0, NULL);"
    "INSERT INTO players VALUES (1, 0, 'A'), (1, 1, 'B'), (1, 2, 'C');"
    "INSERT INTO events VALUES (1, 1, 'A: card 20', 1, NULL);"
    "PRAGMA user_version = 1;", NULL, NULL, NULL), SQLITE_OK);
  sqlite3_close (db);

  store = arb_store_open (f->path, NULL);
  assert_non_null (store);
  assert_int_equal (arb_store_schema_version (store), ARB_STORE_SCHEMA_VERSION);
  games = arb_store_list_games (store, ARB_STORE_UNFINISHED, NULL);
  assert_int_equal (games->len, 1);
  assert_int_equal (((ArbStoredGame *) g_ptr_array_index (games, 0))->n_events, 1);
  /* worked out from the events on the upgrade */
  assert_string_equal (((ArbStoredGame *) g_ptr_array_index (games, 0))->progress, "1 of 24 cards");
}

static void
test_session_round_trip (void **state)
{
  Fixture *f = *state;
  g_autoptr(ArbStore) store = arb_store_open (f->path, NULL);
  g_autoptr(ArbSetup) setup = three_players ();
  g_autoptr(ArbSession) session = arb_session_new (store, setup, NULL);
  g_autoptr(ArbSession) reopened = NULL;
  g_autoptr(GPtrArray) unfinished = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  g_auto(GStrv) known = NULL;
  ArbStoredGame *listed;

  assert_non_null (session);
  assert_true (arb_session_append_line (session, "start Ben", NULL));
  assert_true (arb_session_append_line (session, "card 20", NULL));
  assert_true (arb_session_append_line (session, "pass", NULL));
  assert_false (arb_session_append_line (session, "Ben: take", &error));
  assert_true (g_str_has_prefix (error->message, "NT-4: "));
  unfinished = arb_store_list_games (store, ARB_STORE_UNFINISHED, NULL);
  assert_int_equal (unfinished->len, 1);
  listed = g_ptr_array_index (unfinished, 0);
  assert_int_equal (listed->n_events, 3);
  assert_string_equal (listed->progress, "1 of 24 cards");
  assert_string_equal (listed->players[2], "Cleo");
  assert_string_equal (listed->game_id, "nothanks");
  before = arb_game_state_text (arb_session_get_game (session));
  reopened = arb_session_load (store, arb_session_get_id (session), NULL);
  after = arb_game_state_text (arb_session_get_game (reopened));
  assert_string_equal (before, after);
  known = arb_store_known_players (store, NULL);
  assert_int_equal (g_strv_length (known), 3);
}

static void
test_undo_keeps_history (void **state)
{
  Fixture *f = *state;
  g_autoptr(ArbStore) store = arb_store_open (f->path, NULL);
  g_autoptr(ArbSetup) setup = three_players ();
  g_autoptr(ArbSession) session = arb_session_new (store, setup, NULL);
  g_autoptr(ArbStoredGame) stored = NULL;
  g_autofree char *record = NULL;

  assert_true (arb_session_append_line (session, "card 20", NULL));
  assert_true (arb_session_append_line (session, "take", NULL));
  assert_true (arb_session_undo (session, NULL));
  stored = arb_store_get_game (store, arb_session_get_id (session), NULL);
  assert_int_equal (stored->n_events, 1);
  assert_true (arb_session_redo (session, NULL));
  assert_true (arb_session_undo (session, NULL));
  assert_true (arb_session_append_line (session, "pass", NULL));
  record = arb_store_export_record (store, arb_session_get_id (session), NULL);
  assert_non_null (strstr (record, "card 20\nAnn: pass\n"));
  assert_null (strstr (record, "take"));
  assert_false (arb_session_redo (session, NULL));
}

static void
test_finished_game_listed (void **state)
{
  Fixture *f = *state;
  g_autoptr(ArbStore) store = arb_store_open (f->path, NULL);
  g_autoptr(ArbSetup) setup = three_players ();
  g_autoptr(ArbSession) session = NULL;
  g_autoptr(GPtrArray) finished = NULL;
  ArbStoredGame *listed;

  setup->score_only = TRUE;
  session = arb_session_new (store, setup, NULL);
  assert_true (arb_session_append_line (session, "Ann: cards 3-10 30 chips 13", NULL));
  assert_true (arb_session_append_line (session, "Ben: cards 11-18 24 chips 15", NULL));
  assert_true (arb_session_append_line (session, "Cleo: cards 19-23 35 chips 5", NULL));
  finished = arb_store_list_games (store, ARB_STORE_FINISHED, NULL);
  assert_int_equal (finished->len, 1);
  listed = g_ptr_array_index (finished, 0);
  assert_true (listed->finished);
  assert_true (listed->score_only);
  assert_string_equal (listed->summary, "Ann and Ben share the victory with 20");
  /* Undoing the last entry reopens the game. */
  assert_true (arb_session_undo (session, NULL));
  g_ptr_array_unref (finished);
  finished = arb_store_list_games (store, ARB_STORE_FINISHED, NULL);
  assert_int_equal (finished->len, 0);
}

/* When the disk cannot take an entry, the entry is not accepted: the
 * game in memory is exactly as before, and a later try succeeds. */
static void
test_store_failure_takes_entry_back (void **state)
{
  Fixture *f = *state;
  g_autoptr(ArbStore) store = arb_store_open (f->path, NULL);
  g_autoptr(ArbSetup) setup = three_players ();
  g_autoptr(ArbSession) session = arb_session_new (store, setup, NULL);
  g_autoptr(GError) error = NULL;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  g_autoptr(ArbStoredGame) stored = NULL;
  sqlite3 *locker = NULL;

  assert_true (arb_session_append_line (session, "card 20", NULL));
  before = arb_game_state_text (arb_session_get_game (session));
  /* Another writer holds the database longer than the store waits. */
  assert_int_equal (sqlite3_open (f->path, &locker), SQLITE_OK);
  assert_int_equal (sqlite3_exec (locker, "BEGIN EXCLUSIVE", NULL, NULL, NULL), SQLITE_OK);
  assert_false (arb_session_append_line (session, "pass", &error));
  assert_true (g_error_matches (error, ARB_ERROR, ARB_ERROR_STORE));
  after = arb_game_state_text (arb_session_get_game (session));
  assert_string_equal (before, after);
  assert_int_equal (arb_game_get_n_events (arb_session_get_game (session)), 1);
  assert_false (arb_game_can_redo (arb_session_get_game (session)));
  sqlite3_exec (locker, "ROLLBACK", NULL, NULL, NULL);
  sqlite3_close (locker);
  assert_true (arb_session_append_line (session, "pass", NULL));
  stored = arb_store_get_game (store, arb_session_get_id (session), NULL);
  assert_int_equal (stored->n_events, 2);
}

/* The child enters cards and takes, reporting each accepted entry on
 * the pipe; the parent kills it without warning after some entries and
 * checks that every acknowledged entry is in the store. */
static void
writer_child (const char *path,
              int         fd)
{
  g_autoptr(ArbStore) store = arb_store_open (path, NULL);
  g_autoptr(ArbSetup) setup = three_players ();
  g_autoptr(ArbSession) session = arb_session_new (store, setup, NULL);
  char line[32];

  for (int v = 3; v < 27; v++)
    {
      g_snprintf (line, sizeof line, "card %d", v);
      if (!arb_session_append_line (session, line, NULL)
          || write (fd, "+", 1) != 1
          || !arb_session_append_line (session, "take", NULL)
          || write (fd, "+", 1) != 1)
        _exit (3);
    }
  for (;;)
    pause ();
}

static void
test_killed_writer_loses_nothing (void **state)
{
  Fixture *f = *state;
  int fds[2];
  pid_t pid;
  guint acked = 0;
  char c;
  g_autoptr(ArbStore) store = NULL;
  g_autoptr(GPtrArray) games = NULL;
  g_autoptr(ArbSession) resumed = NULL;
  g_autoptr(ArbStore) first = arb_store_open (f->path, NULL);

  assert_non_null (first);   /* the schema exists before the child starts */
  assert_int_equal (pipe (fds), 0);
  pid = fork ();
  assert_true (pid >= 0);
  if (pid == 0)
    {
      close (fds[0]);
      writer_child (f->path, fds[1]);
    }
  close (fds[1]);
  while (acked < 17 && read (fds[0], &c, 1) == 1)
    acked++;
  kill (pid, SIGKILL);
  waitpid (pid, NULL, 0);
  close (fds[0]);
  assert_int_equal (acked, 17);
  store = arb_store_open (f->path, NULL);
  games = arb_store_list_games (store, ARB_STORE_UNFINISHED, NULL);
  assert_int_equal (games->len, 1);
  assert_true (((ArbStoredGame *) g_ptr_array_index (games, 0))->n_events >= acked);
  resumed = arb_session_load (store, ((ArbStoredGame *) g_ptr_array_index (games, 0))->id, NULL);
  assert_non_null (resumed);
  assert_true (arb_game_get_n_events (arb_session_get_game (resumed)) >= acked);
}


/* ---- what the events decide is never stale ---- */

static const char *const last_hands[] = {
  "Ann: cards 3-10 30 chips 13", "Ben: cards 11-18 24 chips 15", "Cleo: cards 19-23 35 chips 5",
};

static ArbSession *
score_only_session (ArbStore *store)
{
  g_autoptr(ArbSetup) setup = three_players ();
  g_autoptr(GError) error = NULL;
  ArbSession *session;

  setup->score_only = TRUE;
  session = arb_session_new (store, setup, &error);
  if (session == NULL)
    fail_msg ("%s", error->message);
  return session;
}

/* The store's finished flag, verdict and progress agree with a replay
 * of its events. */
static void
assert_derived_agrees (ArbStore *store,
                       gint64    id)
{
  g_autoptr(ArbGame) game = arb_store_load_game (store, id, NULL);
  g_autoptr(ArbStoredGame) stored = arb_store_get_game (store, id, NULL);
  g_autoptr(ArbStoreDerived) derived = NULL;

  assert_non_null (game);
  derived = arb_store_derived_new (game);
  if (!arb_store_derived_equal (derived, stored))
    fail_msg ("store says finished=%d “%s” “%s”; the events say finished=%d “%s” “%s”",
              stored->finished, stored->summary, stored->progress,
              derived->finished, derived->summary, derived->progress);
  assert_int_equal (stored->n_events, arb_game_get_n_events (game));
}

/* The entry that finishes the game fails at each statement of its
 * transaction in turn: it is never half there. */
static void
test_finish_fails_at_each_statement (void **state)
{
  Fixture *f = *state;
  g_autoptr(ArbStore) store = arb_store_open (f->path, NULL);
  g_autoptr(ArbSession) session = score_only_session (store);
  g_autoptr(GPtrArray) finished = NULL;
  guint failures = 0;

  assert_true (arb_session_append_line (session, last_hands[0], NULL));
  assert_true (arb_session_append_line (session, last_hands[1], NULL));
  for (guint k = 1; ; k++)
    {
      g_autoptr(GError) error = NULL;

      arb_store_inject_fault (store, k, FALSE);
      if (arb_session_append_line (session, last_hands[2], &error))
        break;
      failures++;
      assert_true (g_error_matches (error, ARB_ERROR, ARB_ERROR_STORE));
      assert_false (arb_game_is_finished (arb_session_get_game (session)));
      assert_derived_agrees (store, arb_session_get_id (session));
    }
  arb_store_inject_fault (store, 0, FALSE);
  assert_true (failures >= 4);   /* begin, insert, redo stack, result, commit */
  finished = arb_store_list_games (store, ARB_STORE_FINISHED, NULL);
  assert_int_equal (finished->len, 1);
  assert_derived_agrees (store, arb_session_get_id (session));
  /* and undo fails at each statement too */
  for (guint k = 1; ; k++)
    {
      arb_store_inject_fault (store, k, FALSE);
      if (arb_session_undo (session, NULL))
        break;
      assert_true (arb_game_is_finished (arb_session_get_game (session)));
      assert_derived_agrees (store, arb_session_get_id (session));
    }
  assert_derived_agrees (store, arb_session_get_id (session));
}

/* A child finishes a game and is killed at each statement of that
 * last transaction in turn; every acknowledged entry is there and the
 * derived columns agree with the events every time. */
static void
test_killed_at_each_statement (void **state)
{
  Fixture *f = *state;
  g_autoptr(ArbStore) first = arb_store_open (f->path, NULL);

  assert_non_null (first);
  for (guint k = 1; k <= 6; k++)
    {
      int fds[2];
      pid_t pid;
      guint acked = 0;
      char c;
      int status = 0;
      g_autoptr(ArbStore) store = NULL;
      g_autoptr(GPtrArray) games = NULL;
      ArbStoredGame *newest;

      assert_int_equal (pipe (fds), 0);
      pid = fork ();
      if (pid == 0)
        {
          g_autoptr(ArbStore) mine = arb_store_open (f->path, NULL);
          g_autoptr(ArbSession) session = score_only_session (mine);

          close (fds[0]);
          for (guint i = 0; i < 3; i++)
            {
              if (i == 2)
                arb_store_inject_fault (mine, k, TRUE);
              if (!arb_session_append_line (session, last_hands[i], NULL) || write (fds[1], "+", 1) != 1)
                _exit (3);
            }
          _exit (0);
        }
      close (fds[1]);
      while (read (fds[0], &c, 1) == 1)
        acked++;
      close (fds[0]);
      waitpid (pid, &status, 0);
      store = arb_store_open (f->path, NULL);
      games = arb_store_list_games (store, ARB_STORE_ALL, NULL);
      newest = g_ptr_array_index (games, 0);
      assert_true (newest->n_events >= acked);
      assert_derived_agrees (store, newest->id);
      if (WIFSIGNALED (status))
        assert_int_equal (acked, 2);
      else
        assert_int_equal (acked, 3);
    }
}

/* A store left stale by an older Arbiter (finished flag and verdict
 * written after the event, and a kill in between) repairs itself when
 * the game is loaded. */
static void
test_stale_store_repairs_itself (void **state)
{
  Fixture *f = *state;
  g_autoptr(ArbStore) store = arb_store_open (f->path, NULL);
  g_autoptr(ArbSession) session = score_only_session (store);
  g_autoptr(ArbSession) reopened = NULL;
  g_autoptr(ArbStoredGame) stored = NULL;
  gint64 id = arb_session_get_id (session);
  sqlite3 *db = NULL;

  for (guint i = 0; i < 3; i++)
    assert_true (arb_session_append_line (session, last_hands[i], NULL));
  assert_int_equal (sqlite3_open (f->path, &db), SQLITE_OK);
  assert_int_equal (sqlite3_exec (db, "UPDATE games SET finished = 0, summary = NULL, progress = 'stale'",
                                  NULL, NULL, NULL), SQLITE_OK);
  sqlite3_close (db);
  reopened = arb_session_load (store, id, NULL);
  assert_non_null (reopened);
  stored = arb_store_get_game (store, id, NULL);
  assert_true (stored->finished);
  assert_string_equal (stored->summary, "Ann and Ben share the victory with 20");
  assert_derived_agrees (store, id);
}

/* A store of schema 2 whose derived columns went stale is put right on
 * the upgrade, before any list is shown. */
static void
test_upgrade_repairs_stale_results (void **state)
{
  Fixture *f = *state;
  g_autoptr(ArbStore) store = arb_store_open (f->path, NULL);
  g_autoptr(ArbSession) session = score_only_session (store);
  g_autoptr(GPtrArray) finished = NULL;
  sqlite3 *db = NULL;

  for (guint i = 0; i < 3; i++)
    assert_true (arb_session_append_line (session, last_hands[i], NULL));
  g_clear_pointer (&session, arb_session_free);
  g_clear_pointer (&store, arb_store_free);
  assert_int_equal (sqlite3_open (f->path, &db), SQLITE_OK);
  /* as schema 2 had it: no redo stack, no catalogue, and a stale result */
  assert_int_equal (sqlite3_exec (db, BACK_TO_SCHEMA_4 "UPDATE games SET finished = 0, summary = NULL;"
                                  "ALTER TABLE events DROP COLUMN redo_pos; DROP TABLE catalogue;"
                                  "PRAGMA user_version = 2;", NULL, NULL, NULL), SQLITE_OK);
  sqlite3_close (db);
  store = arb_store_open (f->path, NULL);
  assert_non_null (store);
  finished = arb_store_list_games (store, ARB_STORE_FINISHED, NULL);
  assert_int_equal (finished->len, 1);
}

/* ---- the redo stack ---- */

static ArbSession *
game_with_two_undone (ArbStore *store)
{
  g_autoptr(ArbSetup) setup = three_players ();
  ArbSession *session = arb_session_new (store, setup, NULL);

  assert_true (arb_session_append_line (session, "start Ann", NULL));
  assert_true (arb_session_append_line (session, "card 20", NULL));
  assert_true (arb_session_append_line (session, "pass", NULL));
  assert_true (arb_session_append_line (session, "take", NULL));
  assert_true (arb_session_undo (session, NULL));
  assert_true (arb_session_undo (session, NULL));
  return session;
}

/* The disk refusing a new entry leaves the redo stack as it was. */
static void
test_refused_entry_keeps_redo (void **state)
{
  Fixture *f = *state;
  g_autoptr(ArbStore) store = arb_store_open (f->path, NULL);
  g_autoptr(ArbSession) session = game_with_two_undone (store);
  g_autoptr(GError) error = NULL;
  ArbGame *game = arb_session_get_game (session);

  arb_store_inject_fault (store, 2, FALSE);
  assert_false (arb_session_append_line (session, "take", &error));
  assert_true (arb_game_can_redo (game));
  assert_true (arb_session_redo (session, NULL));
  assert_true (arb_session_redo (session, NULL));
  assert_false (arb_game_can_redo (game));
  assert_int_equal (arb_game_get_n_events (game), 4);
  assert_string_equal (arb_game_get_event (game, 3)->verb, "take");
}

/* Undone entries can be redone after a restart, in order; a new entry
 * ends that, after a restart too. */
static void
test_redo_survives_restart (void **state)
{
  Fixture *f = *state;
  g_autoptr(ArbStore) store = arb_store_open (f->path, NULL);
  g_autoptr(ArbSession) session = game_with_two_undone (store);
  gint64 id = arb_session_get_id (session);
  ArbGame *game;

  g_clear_pointer (&session, arb_session_free);
  g_clear_pointer (&store, arb_store_free);
  store = arb_store_open (f->path, NULL);
  session = arb_session_load (store, id, NULL);
  game = arb_session_get_game (session);
  assert_int_equal (arb_game_get_n_events (game), 2);
  assert_true (arb_game_can_redo (game));
  assert_string_equal (arb_game_peek_redo (game)->verb, "pass");
  assert_true (arb_session_redo (session, NULL));
  /* one left; after another restart it is still there */
  g_clear_pointer (&session, arb_session_free);
  session = arb_session_load (store, id, NULL);
  game = arb_session_get_game (session);
  assert_string_equal (arb_game_peek_redo (game)->verb, "take");
  assert_true (arb_session_undo (session, NULL));
  assert_true (arb_session_append_line (session, "Ann: take", NULL));
  g_clear_pointer (&session, arb_session_free);
  session = arb_session_load (store, id, NULL);
  assert_false (arb_game_can_redo (arb_session_get_game (session)));
  assert_derived_agrees (store, id);
}

/* ---- damaged files ---- */

static char *
file_aside (const char *path)
{
  g_autofree char *dir = g_path_get_dirname (path);
  g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
  const char *name;

  while ((name = g_dir_read_name (d)) != NULL)
    if (strstr (name, ".damaged-") != NULL && !g_str_has_suffix (name, "-wal") && !g_str_has_suffix (name, "-shm"))
      return g_build_filename (dir, name, NULL);
  return NULL;
}

static void
remove_aside (const char *path)
{
  g_autofree char *aside = NULL;

  while ((aside = file_aside (path)) != NULL)
    {
      const char *suffixes[] = { "", "-wal", "-shm" };

      for (guint i = 0; i < G_N_ELEMENTS (suffixes); i++)
        {
          g_autofree char *file = g_strconcat (aside, suffixes[i], NULL);
          g_unlink (file);
        }
      g_clear_pointer (&aside, g_free);
    }
}

/* The store opens anyway, on a fresh file, and says what happened with
 * both paths; the damaged file is kept, byte for byte. */
static void
assert_set_aside (const char *path,
                  const char *content,
                  gsize       length)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(ArbStore) store = arb_store_open (path, &error);
  g_autoptr(GPtrArray) games = NULL;
  g_autofree char *aside = NULL;
  g_autofree char *kept = NULL;
  gsize kept_length = 0;

  if (store == NULL)
    fail_msg ("%s", error->message);
  assert_non_null (arb_store_get_notice (store));
  aside = file_aside (path);
  assert_non_null (aside);
  assert_non_null (strstr (arb_store_get_notice (store), path));
  assert_non_null (strstr (arb_store_get_notice (store), aside));
  assert_true (g_file_get_contents (aside, &kept, &kept_length, NULL));
  assert_int_equal (kept_length, length);
  assert_memory_equal (kept, content, length);
  games = arb_store_list_games (store, ARB_STORE_ALL, NULL);
  assert_int_equal (games->len, 0);
  remove_aside (path);
}

static void
test_not_a_database (void **state)
{
  Fixture *f = *state;
  g_autofree char *dir = g_path_get_dirname (f->path);
  static const char garbage[] = "These are my notes, not a database.\nAnn 43, Ben 74\n";

  g_mkdir_with_parents (dir, 0700);
  assert_true (g_file_set_contents (f->path, garbage, sizeof garbage - 1, NULL));
  assert_set_aside (f->path, garbage, sizeof garbage - 1);
}

/* A store of many games with a page overwritten in the middle, and the
 * same store cut short: both are set aside, never opened silently. */
static void
test_damaged_pages (void **state)
{
  Fixture *f = *state;
  g_autofree char *content = NULL;
  gsize length = 0;

  for (guint cut = 0; cut < 2; cut++)
    {
      g_autoptr(ArbStore) store = arb_store_open (f->path, NULL);

      for (guint g = 0; g < 30; g++)
        {
          g_autoptr(ArbSession) session = score_only_session (store);

          for (guint i = 0; i < 3; i++)
            assert_true (arb_session_append_line (session, last_hands[i], NULL));
        }
      g_clear_pointer (&store, arb_store_free);   /* checkpoints the journal */
      assert_true (g_file_get_contents (f->path, &content, &length, NULL));
      assert_true (length > 8 * 4096);
      if (cut)
        length = length / 2 + 100;
      else
        memset (content + 5 * 4096 + 100, 0xA5, 2000);
      assert_true (g_file_set_contents (f->path, content, (gssize) length, NULL));
      assert_set_aside (f->path, content, length);
      g_clear_pointer (&content, g_free);
    }
}

/* Another program holding the store: the entry is refused with words
 * that say so, the game is as before, and a later try succeeds. */
static void
test_locked_store (void **state)
{
  Fixture *f = *state;
  g_autoptr(ArbStore) store = arb_store_open (f->path, NULL);
  g_autoptr(ArbSetup) setup = three_players ();
  g_autoptr(ArbSession) session = arb_session_new (store, setup, NULL);
  g_autoptr(GError) error = NULL;
  sqlite3 *locker = NULL;
  guint waited;

  assert_true (arb_session_append_line (session, "card 20", NULL));
  assert_int_equal (sqlite3_open (f->path, &locker), SQLITE_OK);
  assert_int_equal (sqlite3_exec (locker, "BEGIN EXCLUSIVE", NULL, NULL, NULL), SQLITE_OK);
  arb_store_take_busy_wait (store);
  assert_false (arb_session_append_line (session, "pass", &error));
  /* refused after a short wait for the lock, never seconds (the window
   * waits with it): counted by the store, not timed */
  waited = arb_store_take_busy_wait (store);
  assert_true (waited > 0);
  assert_true (waited <= 250);
  assert_non_null (strstr (error->message, "another program is using"));
  assert_non_null (strstr (error->message, f->path));
  sqlite3_exec (locker, "ROLLBACK", NULL, NULL, NULL);
  sqlite3_close (locker);
  assert_true (arb_session_append_line (session, "pass", NULL));
}

/* A store the user may not write (a read-only file): it opens, every
 * game can be read and continued, and an entry is refused with words
 * that say why; nothing acknowledged is lost. */
static void
test_read_only_store (void **state)
{
  Fixture *f = *state;
  g_autoptr(ArbStore) store = arb_store_open (f->path, NULL);
  g_autoptr(ArbSetup) setup = three_players ();
  g_autoptr(ArbSession) session = arb_session_new (store, setup, NULL);
  g_autoptr(ArbSession) reopened = NULL;
  g_autoptr(GError) error = NULL;
  gint64 id = arb_session_get_id (session);

  assert_true (arb_session_append_line (session, "card 20", NULL));
  g_clear_pointer (&session, arb_session_free);
  g_clear_pointer (&store, arb_store_free);
  /* opened read-only, as a backup is looked at (a file the user may not
   * write opens the same way; root may write any file, so the test asks) */
  store = arb_store_open_read_only (f->path, &error);
  if (store == NULL)
    fail_msg ("a read-only store does not open: %s", error->message);
  reopened = arb_session_load (store, id, NULL);
  assert_non_null (reopened);
  assert_int_equal (arb_game_get_n_events (arb_session_get_game (reopened)), 1);
  assert_false (arb_session_append_line (reopened, "pass", &error));
  assert_non_null (strstr (error->message, "read-only"));
  assert_non_null (strstr (error->message, f->path));
  assert_int_equal (arb_game_get_n_events (arb_session_get_game (reopened)), 1);
  g_clear_pointer (&reopened, arb_session_free);
  g_clear_pointer (&store, arb_store_free);
  /* and with the store back in a writable place, the game goes on */
  store = arb_store_open (f->path, NULL);
  reopened = arb_session_load (store, id, NULL);
  assert_true (arb_session_append_line (reopened, "pass", NULL));
}

static void
test_bad_path (void **state)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(ArbStore) store = arb_store_open ("/proc/arbiter/nope/arbiter.db", &error);

  assert_null (store);
  assert_true (g_error_matches (error, ARB_ERROR, ARB_ERROR_STORE));
}

static void
test_default_path (void **state)
{
  g_autofree char *path = NULL;

  g_setenv ("ARBITER_DATA_DIR", "/tmp/somewhere", TRUE);
  path = arb_store_default_path ();
  assert_string_equal (path, "/tmp/somewhere/arbiter.db");
  g_unsetenv ("ARBITER_DATA_DIR");
}


/* ---- Eighty's card catalogue (schema 4) ---- */

static ArbEightyCard
card_of (const char *line)
{
  ArbEightyCard card;

  assert_true (arb_eighty_card_parse (line, &card, NULL));
  return card;
}

/* A store of schema 3 gains the catalogue, its games untouched. */
static void
test_migration_from_3 (void **state)
{
  Fixture *f = *state;
  g_autoptr(ArbStore) store = arb_store_open (f->path, NULL);
  g_autoptr(ArbSession) session = game_with_two_undone (store);
  ArbEightyCard card = card_of ("white 57 double-up symbol moon draw 1");
  ArbEightyCard back;
  g_autoptr(GPtrArray) games = NULL;
  sqlite3 *db = NULL;

  g_clear_pointer (&session, arb_session_free);
  g_clear_pointer (&store, arb_store_free);
  assert_int_equal (sqlite3_open (f->path, &db), SQLITE_OK);
  assert_int_equal (sqlite3_exec (db, BACK_TO_SCHEMA_4 "DROP TABLE catalogue; PRAGMA user_version = 3;",
                                  NULL, NULL, NULL), SQLITE_OK);
  sqlite3_close (db);
  store = arb_store_open (f->path, NULL);
  assert_non_null (store);
  assert_int_equal (arb_store_schema_version (store), ARB_STORE_SCHEMA_VERSION);
  games = arb_store_list_games (store, ARB_STORE_ALL, NULL);
  assert_int_equal (games->len, 1);
  assert_int_equal (((ArbStoredGame *) g_ptr_array_index (games, 0))->n_events, 2);
  session = arb_session_load (store, ((ArbStoredGame *) g_ptr_array_index (games, 0))->id, NULL);
  assert_true (arb_game_can_redo (arb_session_get_game (session)));
  assert_int_equal (arb_catalogue_remember (store, &card, NULL), ARB_CATALOGUE_ADDED);
  assert_true (arb_catalogue_lookup (store, 57, &back, NULL));
  assert_true (arb_eighty_card_equal (&card, &back));
}

/* Remembered once; what it knows is only changed by an edit. */
static void
test_catalogue_remember_and_edit (void **state)
{
  Fixture *f = *state;
  g_autoptr(ArbStore) store = arb_store_open (f->path, NULL);
  ArbEightyCard moon = card_of ("57 du symbol moon draw 1");
  ArbEightyCard other = card_of ("57 standard symbol moon");
  ArbEightyCard back;
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) cards = NULL;
  g_auto(GStrv) symbols = NULL;

  assert_false (arb_catalogue_lookup (store, 57, &back, &error));
  assert_null (error);
  assert_int_equal (arb_catalogue_remember (store, &moon, NULL), ARB_CATALOGUE_ADDED);
  assert_int_equal (arb_catalogue_remember (store, &moon, NULL), ARB_CATALOGUE_SAME);
  assert_int_equal (arb_catalogue_remember (store, &other, NULL), ARB_CATALOGUE_DIFFERENT);
  assert_true (arb_catalogue_lookup (store, 57, &back, NULL));
  assert_true (arb_eighty_card_equal (&moon, &back));
  assert_true (arb_catalogue_edit (store, &other, NULL));
  assert_true (arb_catalogue_lookup (store, 57, &back, NULL));
  assert_true (arb_eighty_card_equal (&other, &back));
  /* the rules still hold: no card 81, the 80 is never kept */
  back = card_of ("81 standard");
  assert_int_equal (arb_catalogue_remember (store, &back, &error), ARB_CATALOGUE_FAILED);
  assert_rule (error, "EI-1");
  g_clear_error (&error);
  back = card_of ("80 safe-zone");
  assert_false (arb_catalogue_edit (store, &back, &error));
  g_clear_error (&error);
  back = card_of ("12 su sun symbol star");
  assert_int_equal (arb_catalogue_remember (store, &back, NULL), ARB_CATALOGUE_ADDED);
  back = card_of ("3 hl symbol leaf");
  assert_int_equal (arb_catalogue_remember (store, &back, NULL), ARB_CATALOGUE_ADDED);
  cards = arb_catalogue_list (store, NULL);
  assert_int_equal (cards->len, 3);
  assert_int_equal (g_array_index (cards, ArbEightyCard, 0).number, 3);
  assert_int_equal (g_array_index (cards, ArbEightyCard, 2).number, 57);
  /* symbols in the order first entered, without the star */
  symbols = arb_catalogue_symbols (store, NULL);
  assert_int_equal (g_strv_length (symbols), 3);
  assert_string_equal (symbols[0], "moon");
  assert_string_equal (symbols[1], "sun");
  assert_string_equal (symbols[2], "leaf");
  assert_true (arb_catalogue_forget (store, 3, NULL));
  assert_false (arb_catalogue_lookup (store, 3, &back, NULL));
}

/* The file goes out and comes back; a line that disagrees is reported,
 * not merged; a bad line imports nothing. */
static void
test_catalogue_file (void **state)
{
  Fixture *f = *state;
  g_autoptr(ArbStore) store = arb_store_open (f->path, NULL);
  ArbEightyCard card = card_of ("white 23 double-up symbol moon");
  ArbEightyCard back;
  g_autofree char *text = NULL;
  g_autoptr(ArbCatalogueReport) report = NULL;
  g_autoptr(GError) error = NULL;
  ArbCatalogueConflict *conflict;

  arb_catalogue_remember (store, &card, NULL);
  card = card_of ("white 47 standard symbol sun draw 1");
  arb_catalogue_remember (store, &card, NULL);
  text = arb_catalogue_export (store, NULL);
  assert_non_null (strstr (text, "\nwhite 23 double-up symbol moon\nwhite 47 standard symbol sun draw 1\n"));
  report = arb_catalogue_import (store, text, NULL);
  assert_int_equal (report->added, 0);
  assert_int_equal (report->same, 2);
  g_clear_pointer (&report, arb_catalogue_report_free);

  report = arb_catalogue_import (store, "# ours\n\n47 std sym sun draw 1\n23 standard symbol moon\n"
                                        "white 9 sz symbol star  # a star\nwhite 80 safe-zone\n", &error);
  assert_null (error);
  assert_int_equal (report->added, 1);
  assert_int_equal (report->same, 2);
  assert_int_equal (report->conflicts->len, 1);
  conflict = g_ptr_array_index (report->conflicts, 0);
  assert_int_equal (conflict->line, 4);
  assert_string_equal (conflict->words, "line 4: the catalogue has 23: double up, moon; the file says the icon is standard, not double up");
  assert_true (arb_catalogue_lookup (store, 23, &back, NULL));
  assert_int_equal (back.icon, ARB_EIGHTY_ICON_DOUBLE_UP);
  assert_true (arb_catalogue_lookup (store, 9, &back, NULL));
  g_clear_pointer (&report, arb_catalogue_report_free);

  report = arb_catalogue_import (store, "white 30 standard\nwhite 31 sideways\n", &error);
  assert_null (report);
  assert_non_null (strstr (error->message, "line 2: "));
  assert_false (arb_catalogue_lookup (store, 30, &back, NULL));
  g_clear_error (&error);
  report = arb_catalogue_import (store, "white 30 standard draw 40\n", &error);
  assert_null (report);
  assert_rule (error, "EI-1");
}

static const char *const eighty_record =
  "arbiter 1\ngame eighty\nplayers Ann, Ben, Cleo\n\nstart Ben\n"
  "white 23 double-up symbol moon\nwhite 47 standard symbol sun draw 1\n"
  "white 58 high-low symbol moon\nwhite 71 symbolic-up moon symbol star\ncentre 23 47 58 71\n"
  "Ben: draft 71\n";

/* A record's card lines: new ones are learnt, others reported. */
static void
test_catalogue_record_and_game (void **state)
{
  Fixture *f = *state;
  g_autoptr(ArbStore) store = arb_store_open (f->path, NULL);
  ArbEightyCard card = card_of ("white 58 high-low symbol leaf");
  g_autoptr(ArbCatalogueReport) report = NULL;
  g_autoptr(ArbRecord) record = NULL;
  g_autoptr(ArbGame) game = NULL;
  ArbRecordPosition position;

  arb_catalogue_remember (store, &card, NULL);
  report = arb_catalogue_import (store, eighty_record, NULL);
  assert_non_null (report);
  assert_int_equal (report->added, 3);
  assert_int_equal (report->conflicts->len, 1);
  assert_string_equal (((ArbCatalogueConflict *) g_ptr_array_index (report->conflicts, 0))->words,
                       "line 8: the catalogue has 58: high & low, leaf; the record says the symbol is moon, not leaf");
  g_clear_pointer (&report, arb_catalogue_report_free);

  arb_catalogue_forget (store, 23, NULL);
  record = arb_record_parse (eighty_record, &position, NULL);
  game = arb_record_replay (record, G_MAXUINT, &position, NULL);
  report = arb_catalogue_check_game (store, game, NULL);
  assert_int_equal (report->added, 1);
  assert_int_equal (report->same, 2);
  assert_int_equal (report->conflicts->len, 1);
  assert_string_equal (((ArbCatalogueConflict *) g_ptr_array_index (report->conflicts, 0))->words,
                       "the catalogue has 58: high & low, leaf; this game's record says the symbol is moon, not leaf");
  assert_true (arb_catalogue_lookup (store, 23, &card, NULL));
}

int
main (void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test_setup_teardown (test_schema, setup_dir, teardown_dir),
    cmocka_unit_test_setup_teardown (test_migration_from_1, setup_dir, teardown_dir),
    cmocka_unit_test_setup_teardown (test_session_round_trip, setup_dir, teardown_dir),
    cmocka_unit_test_setup_teardown (test_undo_keeps_history, setup_dir, teardown_dir),
    cmocka_unit_test_setup_teardown (test_finished_game_listed, setup_dir, teardown_dir),
    cmocka_unit_test_setup_teardown (test_killed_writer_loses_nothing, setup_dir, teardown_dir),
    cmocka_unit_test_setup_teardown (test_store_failure_takes_entry_back, setup_dir, teardown_dir),
    cmocka_unit_test_setup_teardown (test_finish_fails_at_each_statement, setup_dir, teardown_dir),
    cmocka_unit_test_setup_teardown (test_killed_at_each_statement, setup_dir, teardown_dir),
    cmocka_unit_test_setup_teardown (test_stale_store_repairs_itself, setup_dir, teardown_dir),
    cmocka_unit_test_setup_teardown (test_upgrade_repairs_stale_results, setup_dir, teardown_dir),
    cmocka_unit_test_setup_teardown (test_refused_entry_keeps_redo, setup_dir, teardown_dir),
    cmocka_unit_test_setup_teardown (test_redo_survives_restart, setup_dir, teardown_dir),
    cmocka_unit_test_setup_teardown (test_migration_from_3, setup_dir, teardown_dir),
    cmocka_unit_test_setup_teardown (test_catalogue_remember_and_edit, setup_dir, teardown_dir),
    cmocka_unit_test_setup_teardown (test_catalogue_file, setup_dir, teardown_dir),
    cmocka_unit_test_setup_teardown (test_catalogue_record_and_game, setup_dir, teardown_dir),
    cmocka_unit_test_setup_teardown (test_not_a_database, setup_dir, teardown_dir),
    cmocka_unit_test_setup_teardown (test_damaged_pages, setup_dir, teardown_dir),
    cmocka_unit_test_setup_teardown (test_locked_store, setup_dir, teardown_dir),
    cmocka_unit_test_setup_teardown (test_read_only_store, setup_dir, teardown_dir),
    cmocka_unit_test (test_bad_path),
    cmocka_unit_test (test_default_path),
  };

  return cmocka_run_group_tests (tests, NULL, NULL);
}
