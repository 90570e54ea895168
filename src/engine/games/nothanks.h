/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

#include "../arb-rules.h"
#include "../arb-setup.h"

G_BEGIN_DECLS

extern const ArbRules arb_nothanks_rules;

#define ARB_NOTHANKS_MAX_PLAYERS 7
#define ARB_NOTHANKS_LOW 3
#define ARB_NOTHANKS_HIGH 35
#define ARB_NOTHANKS_PLAYED 24

typedef enum {
  ARB_NOTHANKS_TURN_UP,   /* the player to act turns up a card */
  ARB_NOTHANKS_DECIDE,    /* the player to act takes or pays a chip */
  ARB_NOTHANKS_OVER,      /* the game in play is over */
} ArbNothanksPhase;

/* A run of consecutive values; it counts `low` (NT-7). */
typedef struct {
  int low;
  int high;
} ArbNothanksRun;

/* A read-only view of the state, for drawing the table. */
typedef struct {
  ArbNothanksPhase phase;
  int              player;        /* whose turn, or ARB_NO_PLAYER */
  int              card;          /* face-up card, 0 when none */
  int              pot;           /* chips on it */
  guint            turned_up;     /* cards turned up this game */
  guint            game;          /* game in play, from 1 */
  guint            games;         /* games in the match */
  gboolean         match_over;
  gboolean         hide_chips;    /* NT-9 */
  int              start_chips;
  int              chips[ARB_NOTHANKS_MAX_PLAYERS];
  guint64          cards[ARB_NOTHANKS_MAX_PLAYERS]; /* bit v: holds v */
  gboolean         entered[ARB_NOTHANKS_MAX_PLAYERS]; /* score-only */
} ArbNothanksView;

void    arb_nothanks_get_view    (const ArbSetup  *setup,
                                  gconstpointer    state,
                                  ArbNothanksView *view);
GArray *arb_nothanks_runs        (guint64          cards);
int     arb_nothanks_start_chips (const ArbSetup  *setup);
gboolean arb_nothanks_in_deck    (const ArbSetup  *setup,
                                  int              value);

G_END_DECLS
