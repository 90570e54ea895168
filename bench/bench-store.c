/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * What the store costs with a thousand finished games in it: opening
 * it (which checks every page with PRAGMA quick_check), the check on
 * its own, listing Continue and Results, and appending one entry with
 * its commit.  Medians (and the 99th percentile of appends), with the
 * check's share of opening as a ratio: the machines are noisy, so only
 * comparisons made in the same run mean much.
 */
#include <glib.h>
#include <glib/gstdio.h>
#include <sqlite3.h>
#include <stdio.h>

#include "arb-record.h"
#include "arb-session.h"
#include "arb-store.h"
#include "bench-common.h"

#define N_GAMES 1000
#define RUNS 15
#define APPENDS 200

static const char *const players[] = { "Ann", "Ben", "Cleo", "Dana", NULL };

/* Writes the games straight into the store's tables in one transaction
 * (committing each entry would take minutes), with what each decides. */
static void
fill (const char *path)
{
  g_autoptr(ArbStore) store = arb_store_open (path, NULL);
  g_autoptr(ArbSetup) setup = arb_setup_new (arb_games_lookup ("nothanks"), players);
  sqlite3 *db = NULL;
  sqlite3_stmt *stmt = NULL;

  g_clear_pointer (&store, arb_store_free);
  sqlite3_open (path, &db);
  sqlite3_exec (db, "BEGIN", NULL, NULL, NULL);
  for (guint g = 0; g < N_GAMES; g++)
    {
      g_autoptr(GPtrArray) events = bench_random_game (setup, 7000 + g);
      g_autoptr(ArbGame) game = arb_game_new (setup);
      g_autofree char *header = arb_record_format_header (setup);
      g_autoptr(ArbScore) score = NULL;
      gint64 id;

      for (guint i = 0; i < events->len; i++)
        arb_game_append (game, g_ptr_array_index (events, i), NULL);
      score = arb_game_score (game);
      sqlite3_prepare_v2 (db, "INSERT INTO games (game, header, created, updated, finished, summary, progress)"
                              " VALUES ('nothanks', ?, 1, 1, 1, ?, 'finished')", -1, &stmt, NULL);
      sqlite3_bind_text (stmt, 1, header, -1, SQLITE_TRANSIENT);
      sqlite3_bind_text (stmt, 2, score->verdict, -1, SQLITE_TRANSIENT);
      sqlite3_step (stmt);
      sqlite3_finalize (stmt);
      id = sqlite3_last_insert_rowid (db);
      for (guint seat = 0; players[seat] != NULL; seat++)
        {
          g_autofree char *sql = g_strdup_printf ("INSERT INTO players VALUES (%" G_GINT64_FORMAT ", %u, '%s')",
                                                  id, seat, players[seat]);
          sqlite3_exec (db, sql, NULL, NULL, NULL);
        }
      sqlite3_prepare_v2 (db, "INSERT INTO events (game_id, line, created) VALUES (?, ?, 1)", -1, &stmt, NULL);
      for (guint i = 0; i < arb_game_get_n_events (game); i++)
        {
          g_autofree char *line = arb_record_format_event (setup, arb_game_get_event (game, i));

          sqlite3_bind_int64 (stmt, 1, id);
          sqlite3_bind_text (stmt, 2, line, -1, SQLITE_TRANSIENT);
          sqlite3_step (stmt);
          sqlite3_reset (stmt);
        }
      sqlite3_finalize (stmt);
    }
  sqlite3_exec (db, "COMMIT", NULL, NULL, NULL);
  sqlite3_close (db);
}

static double
elapsed_ms (gint64 since)
{
  return (double) (g_get_monotonic_time () - since) / 1000.0;
}

static double
time_check (const char *path)
{
  sqlite3 *db = NULL;
  sqlite3_stmt *stmt = NULL;
  gint64 t0;
  double ms;

  sqlite3_open (path, &db);
  t0 = g_get_monotonic_time ();
  sqlite3_prepare_v2 (db, "PRAGMA quick_check(1)", -1, &stmt, NULL);
  sqlite3_step (stmt);
  sqlite3_finalize (stmt);
  ms = elapsed_ms (t0);
  sqlite3_close (db);
  return ms;
}

/* Each entry of a new random game appended in turn, commit included. */
static void
time_appends (ArbStore *store,
              double   *append_ms)
{
  g_autoptr(ArbSetup) setup = arb_setup_new (arb_games_lookup ("nothanks"), players);
  guint done = 0;

  for (guint32 seed = 1; done < APPENDS; seed++)
    {
      g_autoptr(GPtrArray) events = bench_random_game (setup, seed);
      g_autoptr(ArbSession) session = arb_session_new (store, setup, NULL);

      for (guint i = 0; i < events->len && done < APPENDS; i++)
        {
          gint64 t0 = g_get_monotonic_time ();

          if (!arb_session_append (session, g_ptr_array_index (events, i), NULL))
            g_error ("bench-store: a legal entry was refused");
          append_ms[done++] = elapsed_ms (t0);
        }
    }
}

static void
remove_store (const char *path)
{
  for (const char *const *s = (const char *const[]) { "", "-wal", "-shm", NULL }; *s != NULL; s++)
    {
      g_autofree char *file = g_strconcat (path, *s, NULL);

      g_unlink (file);
    }
}

/*
 * bench-store            the timings, in words
 * bench-store --tsv      the same as tab-separated lines for bench/run
 * bench-store --fill DB  only writes the store of 1,000 finished games
 */
int
main (int   argc,
      char *argv[])
{
  g_autofree char *dir = g_dir_make_tmp ("arbiter-bench-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "arbiter.db", NULL);
  double open_ms[RUNS], check_ms[RUNS], list_ms[RUNS], append_ms[APPENDS];
  gboolean tsv = argc > 1 && g_str_equal (argv[1], "--tsv");
  g_autoptr(ArbStore) store = NULL;
  GStatBuf st;

  if (argc > 2 && g_str_equal (argv[1], "--fill"))
    {
      fill (argv[2]);
      g_rmdir (dir);
      return 0;
    }
  fill (path);
  g_stat (path, &st);
  for (guint run = 0; run < RUNS; run++)
    {
      gint64 t0 = g_get_monotonic_time ();
      ArbStore *opened = arb_store_open (path, NULL);
      g_autoptr(GPtrArray) unfinished = NULL;
      g_autoptr(GPtrArray) finished = NULL;

      open_ms[run] = elapsed_ms (t0);
      t0 = g_get_monotonic_time ();
      unfinished = arb_store_list_games (opened, ARB_STORE_UNFINISHED, NULL);
      finished = arb_store_list_games (opened, ARB_STORE_FINISHED, NULL);
      list_ms[run] = elapsed_ms (t0);
      arb_store_free (opened);
      check_ms[run] = time_check (path);
    }
  store = arb_store_open (path, NULL);
  time_appends (store, append_ms);
  g_clear_pointer (&store, arb_store_free);
  if (tsv)
    {
      printf ("store-open\t%.2f\n", bench_median (open_ms, RUNS));
      printf ("store-list\t%.2f\n", bench_median (list_ms, RUNS));
      printf ("store-append-median\t%.2f\n", bench_median (append_ms, APPENDS));
      printf ("store-append-p99\t%.2f\n", bench_quantile (append_ms, APPENDS, 0.99));
    }
  else
    {
      printf ("Store of %d finished No Thanks! games (%.1f MB), median of %d runs\n",
              N_GAMES, st.st_size / 1e6, RUNS);
      printf ("open, with the page check:        %8.2f ms\n", bench_median (open_ms, RUNS));
      printf ("PRAGMA quick_check alone:         %8.2f ms\n", bench_median (check_ms, RUNS));
      printf ("check / open ratio:               %8.2f\n", bench_median (check_ms, RUNS) / bench_median (open_ms, RUNS));
      printf ("list Continue and Results:        %8.2f ms\n", bench_median (list_ms, RUNS));
      printf ("append one entry, commit included: median %.2f ms, p99 %.2f ms (%d appends)\n",
              bench_median (append_ms, APPENDS), bench_quantile (append_ms, APPENDS, 0.99), APPENDS);
    }
  remove_store (path);
  g_rmdir (dir);
  return 0;
}
