/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

#include "../arb-rules.h"
#include "../arb-setup.h"

G_BEGIN_DECLS

extern const ArbRules arb_splitvote_rules;

#define ARB_SPLITVOTE_MAX_PLAYERS 4
#define ARB_SPLITVOTE_MAX_ROW 9
#define ARB_SPLITVOTE_N_NUMBERS 10   /* numbers 1..10 */
#define ARB_SPLITVOTE_N_JOKERS 15
#define ARB_SPLITVOTE_DECK 70
#define ARB_SPLITVOTE_N_PARTS 3

/* The value of a joker in a row; number cards are 1..10. */
#define ARB_SPLITVOTE_JOKER 0

/* Owner of a row card that nobody holds. */
#define ARB_SPLITVOTE_IN_PLAY (-1)   /* still to be resolved */
#define ARB_SPLITVOTE_OUT (-2)       /* discarded */

typedef enum {
  ARB_SPLITVOTE_WHITE,
  ARB_SPLITVOTE_BLUE,
  ARB_SPLITVOTE_BLACK,
} ArbSplitvotePart;

typedef enum {
  ARB_SPLITVOTE_STEP_DEAL,     /* the active player deals a row */
  ARB_SPLITVOTE_STEP_SPLIT,    /* the active player splits the row or a contested part */
  ARB_SPLITVOTE_STEP_DISCARD,  /* two players: the other player discards a part (SV-4) */
  ARB_SPLITVOTE_STEP_VOTE,     /* the players in the vote enter their votes */
  ARB_SPLITVOTE_STEP_JOKER,    /* a player attaches a joker (SV-9, SV-10) */
  ARB_SPLITVOTE_STEP_STACKS,   /* score-only: a player's stacks */
  ARB_SPLITVOTE_STEP_OVER,
} ArbSplitvoteStep;

/* One part of the split under vote, as cards of the row. */
typedef struct {
  guint    start;       /* index of its first card in the row */
  guint    len;         /* 0: no such part (a pair splits into white and blue) */
  gboolean discarded;   /* by the other player, SV-4 */
  guint    n_votes;     /* votes entered for it so far */
} ArbSplitvotePartView;

/* A read-only view of the state, for drawing the table. */
typedef struct {
  ArbSplitvoteStep step;
  int       player;        /* whose entry is expected, or ARB_NO_PLAYER */
  int       active;        /* the active player of the round */
  guint     round;         /* the round in play, from 1 */
  guint     n_rounds;
  guint     dealt;         /* cards dealt from the deck so far */
  guint     row_size;      /* cards in the row to deal now, or in the row in play */
  int       left[ARB_SPLITVOTE_N_NUMBERS + 1];  /* still in the deck per value, [JOKER] jokers */
  /* The round's row; while the next row is awaited (STEP_DEAL, OVER),
   * the row just played with its outcome. */
  int       row[ARB_SPLITVOTE_MAX_ROW];    /* values, ARB_SPLITVOTE_JOKER */
  int       owner[ARB_SPLITVOTE_MAX_ROW];  /* seat, IN_PLAY or OUT */
  guint     row_len;       /* 0 before the first row */
  gboolean  sub_split;     /* the split or vote is about a contested part */
  guint     seg_start;     /* the cards being split, or voted on */
  guint     seg_len;
  ArbSplitvotePartView parts[ARB_SPLITVOTE_N_PARTS];  /* valid in STEP_VOTE/DISCARD */
  guint     voters;        /* bit per seat: the players in the current vote */
  int       vote[ARB_SPLITVOTE_MAX_PLAYERS];       /* part voted, -1 none yet */
  gboolean  received[ARB_SPLITVOTE_MAX_PLAYERS];   /* got a part this (or the last) round */
  /* per number 1..10, jokers included; index 0 is unused */
  int       count[ARB_SPLITVOTE_MAX_PLAYERS][ARB_SPLITVOTE_N_NUMBERS + 1];
  int       jokers_attached[ARB_SPLITVOTE_MAX_PLAYERS][ARB_SPLITVOTE_N_NUMBERS + 1];
  int       jokers_waiting[ARB_SPLITVOTE_MAX_PLAYERS];  /* not attached yet */
  gboolean  entered[ARB_SPLITVOTE_MAX_PLAYERS];         /* score-only */
} ArbSplitvoteView;

/* One number's line of the majority table (SV-11). */
typedef struct {
  int   count[ARB_SPLITVOTE_MAX_PLAYERS];  /* cards per seat, jokers included */
  int   best;       /* the highest count, 0 when nobody holds the number */
  guint scorers;    /* bit per seat: the players who score the number */
} ArbSplitvoteMajority;

void        arb_splitvote_get_view   (const ArbSetup       *setup,
                                      gconstpointer         state,
                                      ArbSplitvoteView     *view);
/* table[n] for n = 1..10; table[0] is cleared and unused. */
void        arb_splitvote_majorities (const ArbSetup       *setup,
                                      gconstpointer         state,
                                      ArbSplitvoteMajority *table);
const char *arb_splitvote_part_name  (ArbSplitvotePart      part);
guint       arb_splitvote_row_size   (const ArbSetup       *setup);
guint       arb_splitvote_n_rounds   (const ArbSetup       *setup);

/* Reads a row as typed so far (as `row` reads it: cards separated by
 * blanks, or a whole row as one word), up to the first word that is not
 * a card.  Returns how many cards that is; the first `max` go into
 * values.  *open is TRUE when the last card could still grow (a 1 could
 * become 10). */
guint    arb_splitvote_read_row   (const char *text,
                                   int        *values,
                                   guint       max,
                                   gboolean   *open);
/* Reads three part sizes as `split` reads them; FALSE until three. */
gboolean arb_splitvote_read_sizes (const char *text,
                                   guint      *sizes);

G_END_DECLS
