/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/*
 * What a Vote Stuffing card is: how it is written in a record, its type
 * for the tally (VS-4) and what it does face up in the middle (VS-3).
 *
 * A card is a number: suit * 13 + rank - 1 for the 52 suited cards
 * (rank 1 is the ace, 11 to 13 the jack, queen and king), ARB_VS_JOKER
 * for a joker (a deck holds two alike), ARB_VS_UNKNOWN for a face-down
 * card nobody named.
 */
#define ARB_VS_UNKNOWN (-1)
#define ARB_VS_JOKER 52
#define ARB_VS_N_CARDS 53

typedef enum {
  ARB_VS_SPADES,
  ARB_VS_HEARTS,
  ARB_VS_DIAMONDS,
  ARB_VS_CLUBS,
} ArbVsSuit;

/* VS-4: roundees are hearts and clubs, sharpos spades and diamonds. */
typedef enum {
  ARB_VS_ROUNDEE,
  ARB_VS_SHARPO,
  ARB_VS_NO_TYPE,       /* a joker; as a call, a tie */
  ARB_VS_TYPE_UNKNOWN,  /* a face-down card not revealed yet */
} ArbVsType;

#define ARB_VS_N_TYPES 3   /* roundee, sharpo, no type */

/* The most cards a hodgepodge of decks may hold (the deck-size option). */
#define ARB_VS_MAX_DECK 999

typedef enum {
  ARB_VS_LEFT,
  ARB_VS_MIDDLE,
  ARB_VS_RIGHT,
} ArbVsSpot;

#define ARB_VS_N_SPOTS 3

/* What a card does when played face up to the middle (VS-3). */
typedef enum {
  ARB_VS_POWER_NONE,      /* 5 to 9: no power move */
  ARB_VS_POWER_SELECT,    /* face card: selects a side and a mode */
  ARB_VS_POWER_SLIDE,     /* joker: the selected side's pile goes under the middle */
  ARB_VS_POWER_FLIP,      /* ace: the selected side's pile is turned over */
  ARB_VS_POWER_DRAW_TWO,  /* 2: a chosen opponent draws two */
  ARB_VS_POWER_PLUS_THREE,/* 3: +3 for its type while in the middle */
  ARB_VS_POWER_BONUS,     /* 4: a bonus card face down to the selected side */
  ARB_VS_POWER_COUNT,     /* 10: counts one for its type while in the middle */
} ArbVsPower;

gboolean    arb_vs_card_parse    (const char *text,
                                  int        *card);
gboolean    arb_vs_card_shaped   (const char *text);
gboolean    arb_vs_card_check_exists (const char *word,
                                      GError    **error);
const char *arb_vs_card_code     (int         card);
const char *arb_vs_card_label    (int         card);
int         arb_vs_card_rank     (int         card);
ArbVsSuit   arb_vs_card_suit     (int         card);
ArbVsType   arb_vs_card_type     (int         card);
ArbVsPower  arb_vs_card_power    (int         card);
gboolean    arb_vs_card_selects  (int         card,
                                  ArbVsSpot  *side,
                                  int        *mode);
int         arb_vs_deck_copies   (int         card);
int         arb_vs_deck_of_type  (ArbVsType   type);
const char *arb_vs_type_name     (ArbVsType   type,
                                  gboolean    plural);
const char *arb_vs_spot_name     (ArbVsSpot   spot);
/* The spot as shown to a person: translated. */
const char *arb_vs_spot_words    (ArbVsSpot   spot);

G_END_DECLS
