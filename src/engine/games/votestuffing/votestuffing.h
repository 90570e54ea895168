/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

#include "../../arb-rules.h"
#include "../../arb-setup.h"
#include "cards.h"
#include "tally.h"

G_BEGIN_DECLS

extern const ArbRules arb_votestuffing_rules;

#define ARB_VOTESTUFFING_MAX_PLAYERS 20  /* the app's limit with mixed decks */
#define ARB_VOTESTUFFING_DEAL 7
#define ARB_VOTESTUFFING_DECK 54
#define ARB_VOTESTUFFING_TARGET 10       /* VS-8 */

typedef enum {
  ARB_VOTESTUFFING_PLAY,    /* the player whose turn it is plays (or ends the turn) */
  ARB_VOTESTUFFING_BONUS,   /* a face-up 4 was played: its bonus card is due */
  ARB_VOTESTUFFING_CALL,    /* a player is down to one card and reveals it */
  ARB_VOTESTUFFING_REVEAL,  /* the side piles' unknown cards are revealed */
  ARB_VOTESTUFFING_OVER,    /* the game is over */
} ArbVotestuffingPhase;

/* One card of a pile, as the table knows it.  `card` may be known while
 * the card lies face down (the record named it); `type` alone may be
 * known after a reveal by counts. */
typedef struct {
  int       card;      /* ARB_VS_UNKNOWN while nobody has named it */
  ArbVsType type;      /* known once revealed, even by a count */
  gboolean  face_up;
  gboolean  power;     /* played face up to the middle as a power move */
} ArbVsCard;

/* One call (VS-5), with the tally that settled it. */
typedef struct {
  guint      hand;     /* from 1 */
  int        player;
  int        card;     /* the last card revealed */
  gboolean   right;
  int        points;   /* extended game: what it scored */
  ArbVsTally tally;
  GArray    *piles[2]; /* ArbVsCard of the left and right piles as revealed */
} ArbVotestuffingCall;

/* A read-only view of the state, for drawing the table. */
typedef struct {
  ArbVotestuffingPhase phase;
  int        player;        /* whose entry is expected; ARB_NO_PLAYER for a reveal */
  int        turn;          /* whose turn it is */
  guint      hand;          /* the hand in play, from 1 */
  gboolean   hand_begun;    /* a card has been played in this hand */
  gboolean   can_start;     /* a start line may still name who begins this hand */
  ArbVsSpot  side;          /* the selected side, ARB_VS_LEFT or ARB_VS_RIGHT */
  int        mode;          /* 1: face down, 2: face up */
  guint      plays_made;    /* cards played this turn, a 4's bonus card not counted */
  guint      plays_left;    /* how many more the player may still play this turn, at most
                             * (0 to 2; a second card may turn out impossible) */
  gboolean   can_end;       /* the player may end the turn now */
  gboolean   open[ARB_VS_N_SPOTS]; /* a card may go there now: the selected side in its
                                    * mode, the middle face down */
  gboolean   power_open;    /* a power card may go face up to the middle now */
  int        draw_pile;     /* cards in the draw pile */
  guint      reshuffles;    /* of the middle into the draw pile, this hand */
  GArray    *piles[ARB_VS_N_SPOTS]; /* ArbVsCard, bottom first; owned by the view */
  guint      n_players;
  int        hand_count[ARB_VOTESTUFFING_MAX_PLAYERS];
  int        revealed[ARB_VOTESTUFFING_MAX_PLAYERS]; /* shown at a wrong call and still
                                                      * in hand, or ARB_VS_UNKNOWN */
  gboolean   extended;      /* VS-8 */
  int        points[ARB_VOTESTUFFING_MAX_PLAYERS];
  int        caller;        /* CALL, REVEAL: who calls; otherwise ARB_NO_PLAYER */
  int        call_card;     /* REVEAL: the card called */
  int        to_reveal[ARB_VS_N_SPOTS]; /* cards of each side pile whose type is unknown */
  ArbVsTally tally;         /* as far as it is known now; owned by the view */
  int        winner;        /* OVER: the winner, ARB_NO_PLAYER for a tie */
  guint      n_calls;       /* calls so far, every hand */
} ArbVotestuffingView;

void                       arb_votestuffing_get_view   (const ArbSetup      *setup,
                                                        gconstpointer        state,
                                                        ArbVotestuffingView *view);
void                       arb_votestuffing_view_clear (ArbVotestuffingView *view);
const ArbVotestuffingCall *arb_votestuffing_get_call   (gconstpointer        state,
                                                        guint                index);

G_END_DECLS
