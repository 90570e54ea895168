/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * The engine at the table and in bulk.
 *
 * Entry latency: for the longest realistic game of each of the five
 * games (a record of tests/records), the cost of its last entry: apply
 * and the prompt that follows, the median of RUNS.
 *
 * Replay throughput: every record of tests/records, read and replayed,
 * many times over: events per second; and one long record at 1, 2, 4, 8
 * and 16 times its length, to show the time grows with the length and no
 * faster (each sample reads the same number of events, the median of 7).
 *
 * Usage: bench-engine RECORDS_DIR [--tsv]
 */
#include <glib.h>
#include <stdio.h>
#include <string.h>

#include "arb-game.h"
#include "arb-record.h"
#include "bench-common.h"

#define RUNS 31

static const char *const longest[][2] = {
  { "nothanks", "nothanks-match-3p" },
  { "splitvote", "splitvote-full-4p" },
  { "tilerummy", "tilerummy-blocked" },
  { "eighty", "eighty-full-5p-busy" },
  { "votestuffing", "votestuffing-random-extended-3p" },
};

static char *
read_record (const char *dir,
             const char *name)
{
  g_autofree char *path = g_strdup_printf ("%s/%s.rec", dir, name);
  char *text = NULL;

  if (!g_file_get_contents (path, &text, NULL, NULL))
    {
      fprintf (stderr, "bench-engine: cannot read %s\n", path);
      exit (2);
    }
  return text;
}

/* Apply and prompt of the last entry, on a game holding the others. */
static double
last_entry_us (ArbRecord *record)
{
  double us[RUNS];
  guint n = record->events->len;

  for (guint run = 0; run < RUNS; run++)
    {
      g_autoptr(ArbGame) game = arb_record_replay (record, n - 1, NULL, NULL);
      g_autoptr(ArbPrompt) prompt = NULL;
      gint64 t0 = g_get_monotonic_time ();

      arb_game_append (game, g_ptr_array_index (record->events, n - 1), NULL);
      prompt = arb_game_prompt (game);
      us[run] = (double) (g_get_monotonic_time () - t0);
    }
  return bench_median (us, RUNS);
}

static void
latency (const char *dir,
         gboolean    tsv)
{
  if (!tsv)
    printf ("Entry latency: apply + prompt of the last entry, median of %d (target <= 100 us)\n", RUNS);
  for (guint g = 0; g < G_N_ELEMENTS (longest); g++)
    {
      g_autofree char *text = read_record (dir, longest[g][1]);
      g_autoptr(ArbRecord) record = arb_record_parse (text, NULL, NULL);
      double us = last_entry_us (record);

      if (tsv)
        printf ("latency\t%s\t%.1f\n", longest[g][0], us);
      else
        printf ("  %-13s %-28s %4u events  %8.1f us\n", longest[g][0], longest[g][1],
                record->events->len, us);
    }
}

/* Parses and replays every text once; returns the events replayed. */
static guint64
replay_all (GPtrArray *texts)
{
  guint64 events = 0;

  for (guint i = 0; i < texts->len; i++)
    {
      g_autoptr(ArbRecord) record = arb_record_parse (g_ptr_array_index (texts, i), NULL, NULL);
      g_autoptr(ArbGame) game = NULL;

      if (record == NULL)
        continue;
      game = arb_record_replay (record, G_MAXUINT, NULL, NULL);
      events += arb_game_get_n_events (game);
    }
  return events;
}

static GPtrArray *
legal_records (const char *dir)
{
  g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
  GPtrArray *texts = g_ptr_array_new_with_free_func (g_free);
  const char *name;

  while ((name = g_dir_read_name (d)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);
      g_autofree char *expect = NULL;
      g_autofree char *expect_path = NULL;
      char *text = NULL;

      if (!g_str_has_suffix (name, ".rec"))
        continue;
      expect_path = g_strdup_printf ("%.*s.expect", (int) strlen (path) - 4, path);
      /* legal records only: a refused one stops early */
      if (!g_file_get_contents (expect_path, &expect, NULL, NULL) || strstr (expect, "verdict legal") == NULL)
        continue;
      if (g_file_get_contents (path, &text, NULL, NULL))
        g_ptr_array_add (texts, text);
    }
  return texts;
}

static void
throughput (const char *dir,
            gboolean    tsv)
{
  g_autoptr(GPtrArray) texts = legal_records (dir);
  double rate[7];

  for (guint run = 0; run < G_N_ELEMENTS (rate); run++)
    {
      guint64 events = 0;
      gint64 t0 = g_get_monotonic_time ();

      while (events < 300000)
        events += replay_all (texts);
      rate[run] = (double) events / ((double) (g_get_monotonic_time () - t0) / 1e6);
    }
  if (tsv)
    printf ("throughput\tall\t%.0f\n", bench_median (rate, G_N_ELEMENTS (rate)));
  else
    printf ("Replay throughput: %u legal records of all five games, read and replayed: "
            "%.0f events/s, median of %zu (target >= 1,000,000)\n",
            texts->len, bench_median (rate, G_N_ELEMENTS (rate)), G_N_ELEMENTS (rate));
}

/* One long No Thanks! match played k times over (a match of more
 * games), to show time against length. */
static void
linearity (gboolean tsv)
{
  const char *players[] = { "Ann", "Ben", "Cleo", "Dana", "Eli", NULL };
  double base = 0;

  if (!tsv)
    printf ("Time against length: a No Thanks! match of k games, read and replayed (median of 7)\n");
  for (guint k = 1; k <= 16; k *= 2)
    {
      g_autoptr(ArbSetup) setup = arb_setup_new (arb_games_lookup ("nothanks"), players);
      g_autoptr(GPtrArray) events = g_ptr_array_new_with_free_func ((GDestroyNotify) arb_event_free);
      g_autofree char *value = g_strdup_printf ("%u", k * 4);
      g_autofree char *text = NULL;
      double ms[7];

      arb_setup_set_option (setup, "match", value, NULL);
      g_ptr_array_unref (events);
      events = bench_random_game (setup, 4242);
      text = arb_record_print (setup, events);
      /* every sample reads as many events, 32 times the 1× match, so
       * that a short record is not timed alone against a loaded clock */
      guint reps = 32 / k;

      for (guint run = 0; run < G_N_ELEMENTS (ms); run++)
        {
          gint64 t0 = g_get_monotonic_time ();

          for (guint r = 0; r < reps; r++)
            {
              g_autoptr(ArbRecord) record = arb_record_parse (text, NULL, NULL);
              g_autoptr(ArbGame) game = arb_record_replay (record, G_MAXUINT, NULL, NULL);
            }
          ms[run] = (double) (g_get_monotonic_time () - t0) / 1000.0 / reps;
        }
      if (k == 1)
        base = bench_median (ms, 7);
      if (tsv)
        printf ("linear\t%u\t%.2f\n", events->len, bench_median (ms, 7));
      else
        printf ("  %2u x: %6u events, %7zu bytes  %8.2f ms  %6.2f us/event  (%.2f x the time of 1 x)\n", k,
                events->len, strlen (text), bench_median (ms, 7), 1000.0 * bench_median (ms, 7) / events->len,
                bench_median (ms, 7) / base);
    }
}

int
main (int   argc,
      char *argv[])
{
  const char *dir = argc > 1 ? argv[1] : "tests/records";
  gboolean tsv = argc > 2 && g_str_equal (argv[2], "--tsv");

  latency (dir, tsv);
  throughput (dir, tsv);
  linearity (tsv);
  return 0;
}
