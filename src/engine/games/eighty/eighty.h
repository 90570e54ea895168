/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

/*
 * Eighty (seed 003), rulings EI-1 .. EI-8: the rules module, and the
 * read-only view a page draws the table from.  The card attribute line
 * (cards.h), the round resolution (resolve.h) and the set scoring
 * (sets.h) stand on their own beside it.
 */

#include <glib.h>

#include "../../arb-event.h"
#include "../../arb-rules.h"
#include "../../arb-setup.h"
#include "cards.h"
#include "resolve.h"
#include "sets.h"

G_BEGIN_DECLS

extern const ArbRules arb_eighty_rules;

#define ARB_EIGHTY_MIN_PLAYERS 2
#define ARB_EIGHTY_MAX_CENTRE (ARB_EIGHTY_MAX_PLAYERS + 1)
#define ARB_EIGHTY_START_WHITE 3
#define ARB_EIGHTY_START_BLACK 2
#define ARB_EIGHTY_MAX_HAND (ARB_EIGHTY_START_WHITE + 1)
#define ARB_EIGHTY_MAX_SCORED 32

typedef enum {
  ARB_EIGHTY_PHASE_SETUP,     /* the first centre is to be revealed */
  ARB_EIGHTY_PHASE_DRAFT,     /* players draft from the centre in turn order */
  ARB_EIGHTY_PHASE_REVEAL,    /* Play cards attached, then the revealed cards */
  ARB_EIGHTY_PHASE_DISCARD,   /* a player over the hand limit discards */
  ARB_EIGHTY_PHASE_CENTRE,    /* the centre is refilled for the next round */
  ARB_EIGHTY_PHASE_HOLD,      /* final scoring: each player's Hold cards */
  ARB_EIGHTY_PHASE_CARDS,     /* score-only: each player's cards */
  ARB_EIGHTY_PHASE_OVER,
} ArbEightyPhase;

/* A Play card attached this round: who put which modifier on whose card. */
typedef struct {
  int attacher;
  int target;
  int modifier;
} ArbEightyPlay;

/* Everything a page draws; seats index the per-player arrays. */
typedef struct {
  ArbEightyPhase phase;
  int      player;                 /* whose entry is expected, or ARB_NO_PLAYER */
  guint    round;                  /* the round in play or just played, from 1; 0 before any */
  int      first_player;           /* who drafts first in that round */
  gboolean last_round;             /* the 80 is in the centre: this round is the last */
  /* the centre of the round in play; empty once it is cleaned up */
  guint    n_centre;
  int      centre[ARB_EIGHTY_MAX_CENTRE];   /* numbers, 80 for the end card */
  int      taker[ARB_EIGHTY_MAX_CENTRE];    /* who drafted it, or ARB_NO_PLAYER */
  int      rule_card;              /* the card left after drafting, 0 while drafting */
  /* hands and tables */
  int      unknown[ARB_EIGHTY_MAX_PLAYERS];        /* unknown white cards in hand */
  guint    n_known[ARB_EIGHTY_MAX_PLAYERS];
  int      known[ARB_EIGHTY_MAX_PLAYERS][ARB_EIGHTY_MAX_HAND];  /* drafted cards in hand */
  int      revealed[ARB_EIGHTY_MAX_PLAYERS];       /* this round, 0 while not revealed */
  int      modifier[ARB_EIGHTY_MAX_PLAYERS];       /* Play cards on that card so far */
  int      effective[ARB_EIGHTY_MAX_PLAYERS];      /* revealed + modifier, 0 while not revealed */
  guint    n_plays_on[ARB_EIGHTY_MAX_PLAYERS];
  int      black[ARB_EIGHTY_MAX_PLAYERS];          /* black cards in hand */
  guint    n_scored[ARB_EIGHTY_MAX_PLAYERS];
  int      scored[ARB_EIGHTY_MAX_PLAYERS][ARB_EIGHTY_MAX_SCORED];  /* ascending */
  int      white_points[ARB_EIGHTY_MAX_PLAYERS];
  gboolean holds_entered[ARB_EIGHTY_MAX_PLAYERS];
  guint    n_holds[ARB_EIGHTY_MAX_PLAYERS];
  ArbEightyHold holds[ARB_EIGHTY_MAX_PLAYERS][ARB_EIGHTY_HAND_LIMIT];
  guint    n_plays;                /* Play cards attached this round */
  ArbEightyPlay plays[ARB_EIGHTY_N_BLACK];
  /* piles */
  int      white_deck;             /* left in the white deck, the 80 counted until it shows */
  int      white_discard;
  int      black_deck;
  int      black_discard;
  guint    reshuffles;             /* EI-8 so far */
  int      discard_due;            /* DISCARD: how many `player` discards */
  /* the last round resolved, kept until the next one resolves */
  gboolean has_resolution;
  guint    resolved_round;
  ArbEightyResolution resolution;
  int      drew[ARB_EIGHTY_MAX_PLAYERS];           /* black cards drawn after it */
} ArbEightyView;

void      arb_eighty_get_view      (const ArbSetup *setup,
                                    gconstpointer   state,
                                    ArbEightyView  *view);
/* The attributes the record gives a card (the 80 always has its own);
 * FALSE when the record has not defined it yet. */
gboolean  arb_eighty_get_card      (gconstpointer   state,
                                    int             number,
                                    ArbEightyCard  *card);
/* The record line that defines a card, ready to append. */
ArbEvent *arb_eighty_card_event    (const ArbEightyCard *card);
/* A player's symbols (scored white cards, Hold cards once entered) with
 * the stars placed. */
void      arb_eighty_player_sets   (const ArbSetup *setup,
                                    gconstpointer   state,
                                    guint           seat,
                                    ArbEightySets  *sets);
/* The cards of a centre: one more than the players (EI-2). */
guint     arb_eighty_centre_places (guint           n_players);
/* The most rounds a game can have: every round reveals a centre from
 * the 80 - 3 × players cards left after the deal. */
guint     arb_eighty_max_rounds    (guint           n_players);

G_END_DECLS
