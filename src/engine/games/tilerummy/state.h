/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

#include "../../arb-prompt.h"
#include "../../arb-score.h"
#include "../../arb-setup.h"
#include "hands.h"
#include "tilerummy.h"

G_BEGIN_DECLS

/*
 * The state of a Tile Rummy game, private to the module: tilerummy.c
 * folds the events into it, words.c says what it means (prompt,
 * descriptions, score, text, view).
 */
typedef struct {
  int      points[ARB_TILERUMMY_MAX_PLAYERS];
  int      winner;        /* ARB_NO_PLAYER when blocked */
} ArbTrGameResult;

typedef struct {
  ArbTilerummyPhase phase;
  guint       game;                 /* 0-based */
  int         first;                /* who begins each game */
  gboolean    begun;                /* the game in play has had a turn */
  int         turn;
  int         taker;                /* REFILL: who took the display tile */
  ArbTrGrid  *table;
  ArbTrCounts table_counts;
  guint       n_groups;
  ArbTrTile   display[ARB_TILERUMMY_DISPLAY];
  guint       n_display;
  int         bag;
  int         hand[ARB_TILERUMMY_MAX_PLAYERS];
  gboolean    opened[ARB_TILERUMMY_MAX_PLAYERS];
  ArbTrCounts known[ARB_TILERUMMY_MAX_PLAYERS];         /* tiles seen going into each hand */
  /* Seen tiles a pass-two may have moved: in the hand of one of the
   * seats of the index (a bit per seat, two or more bits). */
  ArbTrCounts roaming[1 << ARB_TILERUMMY_MAX_PLAYERS];
  int         played[2];            /* pass-two, draw-three tiles played */
  guint       passes;               /* in a row (TR-9) */
  int         winner;
  gboolean    blocked;
  gboolean    entered[ARB_TILERUMMY_MAX_PLAYERS];
  ArbTrHand   hands[ARB_TILERUMMY_MAX_PLAYERS];         /* as entered this game */
  GArray     *history;              /* ArbTrGameResult of the games scored */
  guint       round;                /* from 1 over the match: see tr_round() */
} ArbTrState;

static inline const ArbTrState *
arb_tr_cstate (gconstpointer state)
{
  return state;
}

static inline const char *
arb_tr_name (const ArbSetup *setup,
             int             seat)
{
  return arb_setup_player_name (setup, seat);
}

int        arb_tr_games_in_match      (const ArbSetup   *setup);
gboolean   arb_tr_match_over          (const ArbSetup   *setup,
                                       const ArbTrState *s);
gboolean   arb_tr_single_game_decided (const ArbSetup   *setup,
                                       const ArbTrState *s);
gboolean   arb_tr_everyone_opened     (const ArbSetup   *setup,
                                       const ArbTrState *s);
guint      arb_tr_display_count       (const ArbTrState *s,
                                       ArbTrTile         t);
/* Copies of t known to be out of the bag and not in `except`'s hand. */
guint      arb_tr_known_out           (const ArbSetup   *setup,
                                       const ArbTrState *s,
                                       ArbTrTile         t,
                                       int               except);
void       arb_tr_known_out_all       (const ArbSetup   *setup,
                                       const ArbTrState *s,
                                       int               except,
                                       ArbTrCounts      *out);
/* An action tile known to be in p's hand (TR-9: then p may not pass),
 * or ARB_TR_NONE. */
ArbTrTile  arb_tr_known_action        (const ArbTrState *s,
                                       int               p);

/* words.c */
char      *arb_tr_describe            (const ArbSetup   *setup,
                                       gconstpointer     state,
                                       const ArbEvent   *event);
ArbPrompt *arb_tr_prompt              (const ArbSetup   *setup,
                                       gconstpointer     state);
ArbScore  *arb_tr_score               (const ArbSetup   *setup,
                                       gconstpointer     state);
char      *arb_tr_state_text          (const ArbSetup   *setup,
                                       gconstpointer     state);
char      *arb_tr_progress            (const ArbSetup   *setup,
                                       gconstpointer     state);

G_END_DECLS
