/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

/*
 * Symbol sets and the placement of wild stars (EI-6).  A set is 2 to 5
 * identical symbols (2, 5, 9, 15 points); a sixth identical symbol
 * starts a new set.  Each star joins one set as any symbol; a set needs
 * at least one real symbol.  arb_eighty_sets_solve() places the stars
 * to score the most (exactly, by dynamic programming over the symbols)
 * and says why no other placement does better.
 */

#include <glib.h>

#include "cards.h"

G_BEGIN_DECLS

#define ARB_EIGHTY_MAX_SYMBOLS 64
#define ARB_EIGHTY_SET_SIZE 5

typedef struct {
  char symbol[ARB_EIGHTY_SYMBOL_MAX];
  int  real;          /* real symbols of this kind */
  int  stars;         /* stars placed on it by the solver */
  int  points;        /* with those stars */
  int  points_alone;  /* without any star */
} ArbEightySymbolSets;

typedef struct {
  guint               n_symbols;
  ArbEightySymbolSets symbols[ARB_EIGHTY_MAX_SYMBOLS];  /* in the order added */
  int                 stars;          /* wild stars to place */
  /* filled by arb_eighty_sets_solve() */
  int                 unused_stars;   /* stars that join no set */
  int                 points;         /* the best total */
  int                 points_without_stars;
  int                 next_best;      /* the best total below `points`, -1 if none */
} ArbEightySets;

void     arb_eighty_sets_init     (ArbEightySets *sets);
/* Adds `count` symbols ("star" adds wild stars).  FALSE when the table
 * of symbols is full. */
gboolean arb_eighty_sets_add      (ArbEightySets *sets,
                                   const char    *symbol,
                                   int            count);
void     arb_eighty_sets_solve    (ArbEightySets *sets);

/* One set of `size` identical symbols: 0, 0, 2, 5, 9, 15 for 0..5. */
int      arb_eighty_set_points    (int size);
/* `real` symbols of one kind with exactly `stars` stars on them, in
 * sets of five and the rest; -1 if a set would have no real symbol. */
int      arb_eighty_symbol_points (int real,
                                   int stars);
/* "moon ×3 + 2 stars: a set of 5" */
char    *arb_eighty_symbol_sets_text (const ArbEightySymbolSets *s);
/* Why the placement is the best, in plain words. */
char    *arb_eighty_sets_reason   (const ArbEightySets *sets);

G_END_DECLS
