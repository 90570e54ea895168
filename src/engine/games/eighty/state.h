/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

/*
 * Eighty's state, private to the module: what the table has revealed
 * and the counts of what it has not.  Flat (no pointers), so describe()
 * can fold a plain copy.
 */

#include "eighty.h"

G_BEGIN_DECLS

#define EI_N_MAX ARB_EIGHTY_MAX_PLAYERS
#define EI_N_CARDS (ARB_EIGHTY_END_CARD + 1)   /* index 1..80 */

/* Where a white card is, once seen. */
typedef enum {
  EI_UNSEEN,       /* in the deck or an unknown hand card */
  EI_CENTRE,
  EI_HAND,         /* drafted, in its owner's hand */
  EI_REVEALED,     /* its owner's revealed card this round */
  EI_SCORED,
  EI_DISCARDED,
} EiPlace;

typedef struct {
  ArbEightyPhase phase;
  gboolean start_fixed;              /* a start line or a draft has been entered */
  int      drawn;                    /* white cards revealed to the centre, the 80 aside */
  gboolean end_seen;                 /* the 80 has come up */
  int      first;                    /* first player of round 1 */
  guint    round;                    /* 0 before the first centre */
  gboolean last_round;               /* the 80 is in the centre */
  int      centre[ARB_EIGHTY_MAX_CENTRE];
  int      taker[ARB_EIGHTY_MAX_CENTRE];
  guint    n_centre;
  guint    n_drafted;
  int      revealed[EI_N_MAX];
  ArbEightyPlay plays[ARB_EIGHTY_N_BLACK];
  guint    n_plays;
  int      unknown[EI_N_MAX];
  int      black[EI_N_MAX];
  int      black_deck;
  int      black_discard;
  guint    reshuffles;
  int      draws[EI_N_MAX];          /* due after the round in play */
  guint    draw_pos;                 /* next in turn order to draw */
  int      discarder;                /* DISCARD: who is over the limit */
  EiPlace  place[EI_N_CARDS];
  int      owner[EI_N_CARDS];
  guint    moved[EI_N_CARDS];        /* the round it last changed place */
  gboolean defined[EI_N_CARDS];
  ArbEightyCard defs[EI_N_CARDS];
  gboolean entered[EI_N_MAX];        /* Hold cards, or score-only cards */
  ArbEightyHold holds[EI_N_MAX][ARB_EIGHTY_HAND_LIMIT];
  guint    n_holds[EI_N_MAX];
  gboolean resolved;                 /* `last` is a resolved round */
  guint    resolved_round;
  ArbEightyResolution last;
  int      drew[EI_N_MAX];
} EiState;

/* fold.c */
gboolean ei_fold            (const ArbSetup *setup,
                             EiState        *s,
                             const ArbEvent *event,
                             GString        *narr,
                             GError        **error);
int      ei_round_seat      (const ArbSetup *setup,
                             const EiState  *s,
                             guint           i);
int      ei_expected_player (const ArbSetup *setup,
                             const EiState  *s);
char    *ei_expected_text   (const ArbSetup *setup,
                             const EiState  *s);
int      ei_discard_due     (const EiState  *s);
int      ei_white_deck      (const ArbSetup *setup,
                             const EiState  *s);
char    *ei_hand_text       (const EiState  *s,
                             int             seat);
const char *ei_name         (const ArbSetup *setup,
                             int             seat);

/* parse.c */
gboolean ei_parse_event     (const ArbSetup *setup,
                             ArbEvent       *event,
                             int            *bad_arg,
                             GError        **error);

G_END_DECLS
