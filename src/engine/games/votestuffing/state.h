/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

/*
 * Inside the Vote Stuffing module: the state, and the table's moves
 * (table.c: what lies where, draws and the reshuffle, what the table
 * knows of each card), shared by the rules (votestuffing.c) and the
 * words (report.c: prompt, score, view, texts).
 */

#include "../../arb-prompt.h"
#include "../../arb-score.h"
#include "votestuffing.h"

G_BEGIN_DECLS

#define VS_SPOT_BIT(spot) (1u << (spot))

typedef struct {
  int count;      /* cards in hand */
  int revealed;   /* card shown at their last call and known to be still held */
} VsHand;

/* A finished hand: who won it (ARB_NO_PLAYER: nobody could) and the points. */
typedef struct {
  int winner;
  int points;
} VsResult;

typedef struct {
  ArbVotestuffingPhase phase;
  guint      n_players;
  gboolean   mixed;         /* the option mixed-decks (VS-1), read once */
  guint      hand_no;       /* 0-based */
  int        starter;       /* who began the hand in play */
  gboolean   hand_begun;    /* a card has been played in this hand */
  int        turn;
  guint      plays;         /* this turn, bonus cards not counted */
  guint      used;          /* VS_SPOT_BIT of the spots used this turn */
  ArbVsSpot  side;
  int        mode;
  int        draw;          /* cards in the draw pile */
  guint      reshuffles;    /* this hand */
  GArray    *pile[ARB_VS_N_SPOTS];  /* ArbVsCard, bottom first */
  VsHand    *hands;
  int       *points;        /* VS-8 */
  GArray    *calls;         /* ArbVotestuffingCall */
  GArray    *results;       /* VsResult, one per finished hand */
  int        caller;
  int        call_card;
  gboolean   confirm_ok;    /* the last entry was a call settled with nothing to reveal */
  int        winner;        /* OVER: seat, or ARB_NO_PLAYER for a tie */
  gboolean   start_named;   /* a start line named who begins this hand */
  int        auto_ended;    /* whose turn the last entry ended by itself, or ARB_NO_PLAYER */
  gboolean   auto_ended_one; /* ... after one card: the middle was used and the one
                              * card left in hand may not go to the side (VS-6) */
  guint      rounds;        /* completed: every player has had a turn, or a hand ended */
} VsState;

/* table.c */
VsState  *vs_state_new          (const ArbSetup *setup);
VsState  *vs_state_copy         (const VsState  *s);
void      vs_state_free         (VsState        *s);
void      vs_deal               (const ArbSetup *setup,
                                 VsState        *s);
int       vs_deck_size          (const ArbSetup *setup);
gboolean  vs_mixed              (const ArbSetup *setup);
gboolean  vs_extended           (const ArbSetup *setup);
const char *vs_name             (const ArbSetup *setup,
                                 int             seat);
guint     vs_pile_len           (const VsState  *s,
                                 ArbVsSpot       spot);
ArbVsCard *vs_pile_card         (const VsState  *s,
                                 ArbVsSpot       spot,
                                 guint           i);
void      vs_pile_push          (VsState        *s,
                                 ArbVsSpot       spot,
                                 int             card,
                                 gboolean        face_up,
                                 gboolean        power);
int       vs_unknown_types      (const VsState  *s,
                                 ArbVsSpot       spot);
void      vs_draw               (VsState        *s,
                                 int             seat,
                                 int             n,
                                 GString        *narr,
                                 const ArbSetup *setup);
void      vs_slide              (VsState        *s);
void      vs_flip               (VsState        *s);
void      vs_tally              (const VsState  *s,
                                 ArbVsTally     *tally);
gboolean  vs_check_new_card     (const ArbSetup *setup,
                                 const VsState  *s,
                                 int             card,
                                 int             holder,
                                 GError        **error);
gboolean  vs_check_composition  (const ArbSetup *setup,
                                 const VsState  *s,
                                 GError        **error);
GArray   *vs_copy_pile          (const GArray   *pile);
void      vs_call_clear         (gpointer        data);

/* report.c */
ArbPrompt *vs_prompt            (const ArbSetup *setup,
                                 gconstpointer   state);
ArbScore  *vs_score             (const ArbSetup *setup,
                                 gconstpointer   state);
char      *vs_state_text        (const ArbSetup *setup,
                                 gconstpointer   state);
char      *vs_progress          (const ArbSetup *setup,
                                 gconstpointer   state);

/* votestuffing.c: what the rules allow now */
gboolean  vs_second_play_open   (const VsState  *s);
gboolean  vs_side_open          (const VsState  *s);
gboolean  vs_middle_open        (const VsState  *s);
gboolean  vs_power_open         (const VsState  *s,
                                 int             card);
char     *vs_expected_text      (const ArbSetup *setup,
                                 const VsState  *s);

G_END_DECLS
