/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * How fast is the engine at the table?  Plays seeded random No Thanks!
 * games through the prompt, then times appending every event, undoing
 * the last one (which replays the log) and printing/parsing the record.
 * Reports medians over runs and the ratio of undo to append.
 */
#include <glib.h>
#include <stdio.h>

#include "arb-game.h"
#include "arb-record.h"
#include "bench-common.h"

#define RUNS 15

int
main (void)
{
  const char *players[] = { "Ann", "Ben", "Cleo", "Dana", "Eli", NULL };
  g_autoptr(ArbSetup) setup = arb_setup_new (arb_games_lookup ("nothanks"), players);
  double append_us[RUNS], undo_us[RUNS], parse_us[RUNS];
  guint n_events = 0;

  arb_setup_set_option (setup, "match", "4", NULL);
  for (guint run = 0; run < RUNS; run++)
    {
      g_autoptr(GPtrArray) events = bench_random_game (setup, 1000 + run);
      g_autoptr(ArbGame) game = arb_game_new (setup);
      g_autofree char *text = NULL;
      gint64 t0 = g_get_monotonic_time ();

      for (guint i = 0; i < events->len; i++)
        arb_game_replay (game, g_ptr_array_index (events, i), NULL);
      append_us[run] = (double) (g_get_monotonic_time () - t0) / events->len;
      t0 = g_get_monotonic_time ();
      arb_game_undo (game, NULL);
      undo_us[run] = (double) (g_get_monotonic_time () - t0);
      arb_game_redo (game, NULL);
      text = arb_record_print_game (game);
      t0 = g_get_monotonic_time ();
      arb_record_free (arb_record_parse (text, NULL, NULL));
      parse_us[run] = (double) (g_get_monotonic_time () - t0);
      n_events = events->len;
    }
  printf ("No Thanks! match of 4 games, 5 players, %u events, median of %d runs\n", n_events, RUNS);
  printf ("append one event:         %8.2f µs\n", bench_median (append_us, RUNS));
  printf ("undo (replays the log):   %8.2f µs\n", bench_median (undo_us, RUNS));
  printf ("parse the whole record:   %8.2f µs\n", bench_median (parse_us, RUNS));
  printf ("undo / append ratio:      %8.1f\n", bench_median (undo_us, RUNS) / bench_median (append_us, RUNS));
  return 0;
}
