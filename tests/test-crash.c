/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * Nothing acknowledged is ever lost.  A child process plays a whole
 * game of each of the five games through the store — entries, undos and
 * redos, seeded — and is killed with SIGKILL: at every SQL statement of
 * its transactions in turn (the store counts them), and at random
 * moments.  After each kill the store is opened again: the game holds
 * exactly what was last acknowledged (or the entry under way, if its
 * commit was done before the ack), nothing half-written, what the store
 * says the events decide agrees with the events, and every game replays.
 *
 * ARBITER_CRASH_SEED=N reproduces a run; ARBITER_CRASH_KILLS=N asks for
 * more random kills.
 */
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

#include "arb-error.h"
#include "arb-record.h"
#include "arb-session.h"
#include "arb-store.h"

static const char *const games[] = {
  "nothanks-full-3p", "splitvote-full-4p", "tilerummy-full-3p", "eighty-full-3p", "votestuffing-doc-3p",
};

typedef struct {
  char      *dir;
  char      *path;
  guint32    seed;
  guint      kills;
  guint      random_kills;
} Crash;

static ArbRecord *
load_record (const char *name)
{
  g_autofree char *path = g_strdup_printf ("%s/tests/records/%s.rec", g_getenv ("ARBITER_SOURCE_DIR"), name);
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;
  ArbRecord *record;

  if (!g_file_get_contents (path, &text, NULL, &error))
    fail_msg ("%s", error->message);
  record = arb_record_parse (text, NULL, &error);
  if (record == NULL)
    fail_msg ("%s: %s", name, error->message);
  return record;
}

static char *
game_hash (ArbGame *game)
{
  g_autofree char *text = arb_record_print_game (game);

  return g_compute_checksum_for_string (G_CHECKSUM_SHA1, text, -1);
}

/* Tells the parent, on the pipe, the state the game is about to reach
 * ("try") and, once the store has it, that it is acknowledged ("ok"). */
static void
say (int         fd,
     const char *what,
     const char *hash)
{
  g_autofree char *line = g_strdup_printf ("%s %s\n", what, hash);

  if (write (fd, line, strlen (line)) != (ssize_t) strlen (line))
    _exit (5);
}

/* The next operation: mostly the record's next entry, sometimes an undo
 * or a redo; the hash of the state it leads to is announced first. */
static gboolean
play_step (ArbSession *session,
           ArbRecord  *record,
           guint      *next,
           GRand      *rand,
           int         fd)
{
  ArbGame *game = arb_session_get_game (session);
  int dice = g_rand_int_range (rand, 0, 10);
  g_autoptr(ArbGame) probe = NULL;
  g_autofree char *hash = NULL;
  g_autoptr(GError) error = NULL;
  gboolean ok;

  if (dice == 0 && arb_game_can_undo (game))
    {
      g_autofree char *text = NULL;
      g_autoptr(ArbRecord) copy = NULL;

      /* the state after the undo: the record without its last event */
      text = arb_record_print_game (game);
      copy = arb_record_parse (text, NULL, NULL);
      g_ptr_array_set_size (copy->events, copy->events->len - 1);
      probe = arb_record_replay (copy, G_MAXUINT, NULL, NULL);
      hash = game_hash (probe);
      say (fd, "try", hash);
      ok = arb_session_undo (session, &error);
      /* the undone entry is the record's next one again */
      if (ok)
        (*next)--;
    }
  else if (dice == 1 && arb_game_can_redo (game))
    {
      g_autofree char *text = arb_record_print_game (game);
      g_autoptr(ArbRecord) copy = arb_record_parse (text, NULL, NULL);

      g_ptr_array_add (copy->events, arb_event_copy (arb_game_peek_redo (game)));
      probe = arb_record_replay (copy, G_MAXUINT, NULL, NULL);
      hash = game_hash (probe);
      say (fd, "try", hash);
      ok = arb_session_redo (session, &error);
      if (ok)
        (*next)++;
    }
  else if (*next < record->events->len)
    {
      g_autofree char *text = arb_record_print_game (game);
      g_autoptr(ArbRecord) copy = arb_record_parse (text, NULL, NULL);
      const ArbEvent *event = g_ptr_array_index (record->events, *next);

      g_ptr_array_add (copy->events, arb_event_copy (event));
      probe = arb_record_replay (copy, G_MAXUINT, NULL, NULL);
      hash = game_hash (probe);
      say (fd, "try", hash);
      ok = arb_session_append (session, event, &error);
      if (ok)
        (*next)++;
    }
  else
    return FALSE;
  if (!ok)
    {
      g_printerr ("the writer's step was refused: %s\n", error->message);
      _exit (4);
    }
  say (fd, "ok", hash);
  return TRUE;
}

/* The child: the whole game, killed wherever the parent or the store's
 * fault injection says. */
G_GNUC_NORETURN static void
child (const char *path,
       const char *name,
       guint32     seed,
       guint       kill_at,
       int         fd)
{
  g_autoptr(ArbStore) store = arb_store_open (path, NULL);
  g_autoptr(ArbRecord) record = load_record (name);
  g_autoptr(ArbSession) session = NULL;
  g_autoptr(GRand) rand = g_rand_new_with_seed (seed);
  guint next = 0;

  g_autoptr(ArbGame) empty_game = arb_game_new (record->setup);
  g_autofree char *empty = game_hash (empty_game);

  /* the new game itself is a step: under way, then acknowledged */
  say (fd, "try", empty);
  if (store == NULL || (session = arb_session_new (store, record->setup, NULL)) == NULL)
    _exit (3);
  say (fd, "ok", empty);
  if (kill_at > 0)
    arb_store_inject_fault (store, kill_at, TRUE);
  while (play_step (session, record, &next, rand, fd))
    ;
  _exit (0);
}

static void
set_str (char       **slot,
         const char  *value)
{
  g_free (*slot);
  *slot = g_strdup (value);
}

/* Reads what the child acknowledged: the last "ok" and the last "try". */
static void
read_acks (int    fd,
           char **acked,
           char **tried)
{
  g_autoptr(GString) all = g_string_new (NULL);
  g_auto(GStrv) lines = NULL;
  char buf[4096];
  ssize_t n;

  while ((n = read (fd, buf, sizeof buf)) > 0)
    g_string_append_len (all, buf, n);
  lines = g_strsplit (all->str, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      if (g_str_has_prefix (lines[i], "ok "))
        set_str (acked, lines[i] + 3);
      else if (g_str_has_prefix (lines[i], "try "))
        set_str (tried, lines[i] + 4);
    }
}

/* After the kill: the newest game is what was acknowledged (or the
 * step under way), agrees with itself, and replays. */
static void
check_after_kill (Crash      *c,
                  const char *name,
                  guint       games_before,
                  const char *acked,
                  const char *tried)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(ArbStore) store = arb_store_open (c->path, &error);
  g_autoptr(GPtrArray) list = NULL;
  g_autoptr(ArbGame) game = NULL;
  g_autoptr(ArbStoredGame) stored = NULL;
  g_autoptr(ArbStoreDerived) derived = NULL;
  g_autofree char *hash = NULL;
  ArbStoredGame *newest;

  if (store == NULL)
    fail_msg ("%s: the store does not open after a kill: %s", name, error->message);
  g_assert_null (arb_store_get_notice (store));
  list = arb_store_list_games (store, ARB_STORE_ALL, NULL);
  if (list->len == games_before)
    {
      /* killed before the game was created: nothing was acknowledged */
      g_assert_null (acked);
      return;
    }
  g_assert_cmpuint (list->len, ==, games_before + 1);
  newest = g_ptr_array_index (list, 0);
  for (guint i = 0; i < list->len; i++)
    if (((ArbStoredGame *) g_ptr_array_index (list, i))->id > newest->id)
      newest = g_ptr_array_index (list, i);
  game = arb_store_load_game (store, newest->id, &error);
  if (game == NULL)
    fail_msg ("%s: the game no longer replays: %s", name, error->message);
  hash = game_hash (game);
  if (acked == NULL)
    acked = "";
  if (!g_str_equal (hash, acked) && g_strcmp0 (hash, tried) != 0)
    fail_msg ("%s (seed %u): the store holds a state that was neither acknowledged nor under way", name, c->seed);
  stored = arb_store_get_game (store, newest->id, NULL);
  derived = arb_store_derived_new (game);
  if (!arb_store_derived_equal (derived, stored))
    fail_msg ("%s: the store says finished=%d “%s”, the events say finished=%d “%s”", name,
              stored->finished, stored->summary, derived->finished, derived->summary);
  g_assert_cmpuint (stored->n_events, ==, arb_game_get_n_events (game));
}

static guint
count_games (Crash *c)
{
  g_autoptr(ArbStore) store = arb_store_open (c->path, NULL);
  g_autoptr(GPtrArray) list = store != NULL ? arb_store_list_games (store, ARB_STORE_ALL, NULL) : NULL;

  return list != NULL ? list->len : 0;
}

/* At the end: every game of every run still replays, and agrees with
 * what the store says it decides. */
static void
check_every_game (Crash *c)
{
  g_autoptr(ArbStore) store = arb_store_open (c->path, NULL);
  g_autoptr(GPtrArray) list = arb_store_list_games (store, ARB_STORE_ALL, NULL);

  for (guint i = 0; i < list->len; i++)
    {
      ArbStoredGame *stored = g_ptr_array_index (list, i);
      g_autoptr(GError) error = NULL;
      g_autoptr(ArbGame) game = arb_store_load_game (store, stored->id, &error);
      g_autoptr(ArbStoreDerived) derived = NULL;

      if (game == NULL)
        fail_msg ("game %" G_GINT64_FORMAT " no longer replays: %s", stored->id, error->message);
      derived = arb_store_derived_new (game);
      g_assert_true (arb_store_derived_equal (derived, stored));
    }
  printf ("# %u games in the store, every one replays\n", list->len);
}

/* One child, killed at statement `kill_at` (0: at a random moment after
 * `delay_us`); returns whether it was killed. */
static gboolean
run_one (Crash      *c,
         const char *name,
         guint32     seed,
         guint       kill_at,
         gulong      delay_us)
{
  int fds[2];
  pid_t pid;
  int status = 0;
  g_autofree char *acked = NULL;
  g_autofree char *tried = NULL;
  guint before = count_games (c);

  g_assert_cmpint (pipe (fds), ==, 0);
  pid = fork ();
  g_assert_cmpint (pid, >=, 0);
  if (pid == 0)
    {
      close (fds[0]);
      child (c->path, name, seed, kill_at, fds[1]);
    }
  close (fds[1]);
  if (kill_at == 0)
    {
      g_usleep (delay_us);
      kill (pid, SIGKILL);
    }
  read_acks (fds[0], &acked, &tried);
  close (fds[0]);
  waitpid (pid, &status, 0);
  if (!WIFSIGNALED (status) && !(WIFEXITED (status) && WEXITSTATUS (status) == 0))
    fail_msg ("%s: the writer failed (status %d)", name, status);
  check_after_kill (c, name, before, acked, tried);
  return WIFSIGNALED (status);
}

static void
test_killed_everywhere (void **state)
{
  Crash *c = *state;
  g_autoptr(GRand) rand = g_rand_new_with_seed (c->seed);

  for (guint g = 0; g < G_N_ELEMENTS (games); g++)
    {
      /* every statement of the first transactions, one kill each */
      for (guint k = 1; k <= 40; k++)
        c->kills += run_one (c, games[g], c->seed + g, k * 3 - 2, 0);
      /* and at random moments, as a pulled plug would */
      for (guint r = 0; r < c->random_kills; r++)
        c->kills += run_one (c, games[g], c->seed + 100 * g + r, 0,
                             (gulong) g_rand_int_range (rand, 500, 60000));
    }
  check_every_game (c);
  printf ("# %u kills survived: every acknowledged entry was there, every game replayed (seed %u)\n",
          c->kills, c->seed);
  g_assert_cmpuint (c->kills, >=, 200);
}

/* Plays the record's entries into a new game of this store, counting
 * the entries acknowledged; an entry the other writer kept waiting too
 * long is refused, and tried again. */
static guint
write_game (const char *path,
            const char *name)
{
  g_autoptr(ArbStore) store = arb_store_open (path, NULL);
  g_autoptr(ArbRecord) record = load_record (name);
  g_autoptr(ArbSession) session = NULL;
  guint acked = 0, busy = 0;

  /* the other writer may keep the store busy a moment: refused, tried again */
  while (session == NULL && busy++ < 1000)
    session = arb_session_new (store, record->setup, NULL);
  g_assert_nonnull (session);
  for (guint i = 0; i < record->events->len; i++)
    {
      g_autoptr(GError) error = NULL;

      if (arb_session_append (session, g_ptr_array_index (record->events, i), &error))
        acked++;
      else if (strstr (error->message, "another program") != NULL && busy++ < 1000)
        i--;
      else
        fail_msg ("%s: %s", name, error->message);
    }
  return acked;
}

/* Two processes write to one store at once, each its own game: neither
 * corrupts it, every entry of both is there, both games replay. */
static void
test_two_writers (void **state)
{
  Crash *c = *state;
  g_autoptr(ArbStore) first = arb_store_open (c->path, NULL);
  g_autoptr(ArbStore) store = NULL;
  g_autoptr(GPtrArray) list = NULL;
  pid_t pid;
  int status = 0;
  guint mine;

  g_assert_nonnull (first);
  g_clear_pointer (&first, arb_store_free);
  pid = fork ();
  if (pid == 0)
    _exit (write_game (c->path, games[0]) > 0 ? 0 : 1);
  mine = write_game (c->path, games[1]);
  waitpid (pid, &status, 0);
  g_assert_true (WIFEXITED (status) && WEXITSTATUS (status) == 0);
  store = arb_store_open (c->path, NULL);
  g_assert_null (arb_store_get_notice (store));
  list = arb_store_list_games (store, ARB_STORE_ALL, NULL);
  g_assert_cmpuint (list->len, ==, 2);
  for (guint i = 0; i < list->len; i++)
    {
      ArbStoredGame *stored = g_ptr_array_index (list, i);
      g_autoptr(ArbGame) game = arb_store_load_game (store, stored->id, NULL);
      g_autoptr(ArbRecord) record = load_record (g_str_equal (stored->game_id, "nothanks") ? games[0] : games[1]);

      g_assert_nonnull (game);
      g_assert_cmpuint (arb_game_get_n_events (game), ==, record->events->len);
    }
  printf ("# two writers at once: %u + %u entries, none lost, the store intact\n",
          mine, mine > 0 ? (guint) ((ArbStoredGame *) g_ptr_array_index (list, 0))->n_events : 0);
}

static int
setup (void **state)
{
  Crash *c = g_new0 (Crash, 1);
  const char *seed = g_getenv ("ARBITER_CRASH_SEED");
  const char *kills = g_getenv ("ARBITER_CRASH_KILLS");

  c->dir = g_dir_make_tmp ("arbiter-crash-XXXXXX", NULL);
  c->path = g_build_filename (c->dir, "arbiter.db", NULL);
  c->seed = seed != NULL ? (guint32) g_ascii_strtoull (seed, NULL, 10) : 20261123;
  c->random_kills = kills != NULL ? (guint) g_ascii_strtoull (kills, NULL, 10) : 8;
  *state = c;
  return 0;
}

static int
teardown (void **state)
{
  Crash *c = *state;
  const char *suffixes[] = { "", "-wal", "-shm" };

  for (guint i = 0; i < G_N_ELEMENTS (suffixes); i++)
    {
      g_autofree char *file = g_strconcat (c->path, suffixes[i], NULL);
      g_unlink (file);
    }
  g_rmdir (c->dir);
  g_free (c->dir);
  g_free (c->path);
  g_free (c);
  return 0;
}

int
main (void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test_setup_teardown (test_killed_everywhere, setup, teardown),
    cmocka_unit_test_setup_teardown (test_two_writers, setup, teardown),
  };

  return cmocka_run_group_tests (tests, NULL, NULL);
}
