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

#include "arb-error.h"
#include "arb-record.h"
#include "arb-session.h"
#include "arb-store.h"

typedef struct {
  char *dir;
  char *path;
} Fixture;

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
  assert_int_equal (arb_store_schema_version (store), 2);
  games = arb_store_list_games (store, ARB_STORE_UNFINISHED, NULL);
  assert_int_equal (games->len, 1);
  assert_int_equal (((ArbStoredGame *) g_ptr_array_index (games, 0))->n_events, 1);
  assert_null (((ArbStoredGame *) g_ptr_array_index (games, 0))->progress);
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
    cmocka_unit_test (test_bad_path),
    cmocka_unit_test (test_default_path),
  };

  return cmocka_run_group_tests (tests, NULL, NULL);
}
