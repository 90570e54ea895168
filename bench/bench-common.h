/* SPDX-License-Identifier: GPL-3.0-or-later */
/* What the benchmarks share: seeded random games and medians. */
#pragma once

#include <glib.h>
#include <stdlib.h>

#include "arb-game.h"

/* A seeded random legal game, played through the engine's prompt. */
static inline GPtrArray *
bench_random_game (ArbSetup *setup,
                   guint32   seed)
{
  g_autoptr(ArbGame) game = arb_game_new (setup);
  g_autoptr(GRand) rand = g_rand_new_with_seed (seed);
  GPtrArray *events = g_ptr_array_new_with_free_func ((GDestroyNotify) arb_event_free);

  while (!arb_game_is_finished (game))
    {
      g_autoptr(ArbPrompt) prompt = arb_game_prompt (game);
      ArbChoice *choice = g_ptr_array_index (prompt->choices,
                                             g_rand_int_range (rand, 0, (gint32) prompt->choices->len));

      arb_game_append (game, choice->event, NULL);
      g_ptr_array_add (events, arb_event_copy (choice->event));
    }
  return events;
}

static inline int
bench_compare_doubles (const void *a,
                       const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return (x > y) - (x < y);
}

/* The value at fraction q (0.5: the median) of the sorted values. */
static inline double
bench_quantile (double *values,
                guint   n,
                double  q)
{
  guint i = (guint) (q * (n - 1) + 0.5);

  qsort (values, n, sizeof *values, bench_compare_doubles);
  return values[MIN (i, n - 1)];
}

static inline double
bench_median (double *values,
              guint   n)
{
  return bench_quantile (values, n, 0.5);
}
