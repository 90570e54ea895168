/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

#include "cards.h"

G_BEGIN_DECLS

/*
 * The outer majority tally (VS-5), on its own: who wins it, given the
 * cards of the left and right piles by type and the power cards lying
 * face up in the middle, and whether a call is right.  The game module
 * settles calls with it; `arbiter-cli tally` checks one by hand.
 */

/* Cards of one side pile, by ArbVsType (the last: type not known yet). */
typedef struct {
  int count[ARB_VS_N_TYPES + 1];
} ArbVsPileCount;

/* A 3 (+3) or a 10 (+1) face up in the middle as a power move (VS-3). */
typedef struct {
  int       card;
  ArbVsType type;
  int       points;
} ArbVsBonus;

typedef struct {
  ArbVsPileCount left;
  ArbVsPileCount right;
  GArray        *bonuses;   /* ArbVsBonus, bottom of the middle first */
  int            total[2];  /* [ARB_VS_ROUNDEE], [ARB_VS_SHARPO], bonuses included */
  ArbVsType      winner;    /* ROUNDEE, SHARPO, NO_TYPE for a tie, TYPE_UNKNOWN
                             * while a card of the piles is not revealed */
} ArbVsTally;

/* One item of a reveal: a named card, or a count of cards of a type
 * ("r=3"), written as the record writes it. */
typedef struct {
  int       card;    /* ARB_VS_UNKNOWN for a count */
  ArbVsType type;
  int       count;   /* 1 for a named card */
} ArbVsItem;

void      arb_vs_tally_init        (ArbVsTally       *tally);
void      arb_vs_tally_clear       (ArbVsTally       *tally);
void      arb_vs_tally_copy        (ArbVsTally       *dest,
                                    const ArbVsTally *src);
void      arb_vs_tally_add         (ArbVsTally       *tally,
                                    ArbVsSpot         side,
                                    ArbVsType         type,
                                    int               n);
void      arb_vs_tally_add_middle  (ArbVsTally       *tally,
                                    int               card);
void      arb_vs_tally_finish      (ArbVsTally       *tally);
int       arb_vs_tally_margin      (const ArbVsTally *tally);
ArbVsType arb_vs_call_type         (int               card);
gboolean  arb_vs_tally_call_right  (const ArbVsTally *tally,
                                    int               card);
char     *arb_vs_tally_text        (const ArbVsTally *tally);
char     *arb_vs_pile_count_text   (const ArbVsPileCount *count);

gboolean  arb_vs_item_parse        (const char       *text,
                                    ArbVsItem        *item);
char     *arb_vs_item_code         (const ArbVsItem  *item);

gboolean  arb_vs_tally_from_words  (const char *const *words,
                                    gboolean           mixed_decks,
                                    ArbVsTally        *tally,
                                    int               *call,
                                    GError           **error);

G_END_DECLS
