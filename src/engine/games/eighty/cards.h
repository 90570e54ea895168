/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

/*
 * Eighty's cards, as the table describes them (EI-1): what a white card's
 * attribute line says and how it is written, what a Hold card is, and
 * what a symbol name may be.  The record's "white" lines and the card
 * catalogue file use the one syntax these functions read and print:
 *
 *   white 57 double-up symbol moon draw 1
 */

#include <glib.h>

#include "../../arb-args.h"

G_BEGIN_DECLS

#define ARB_EIGHTY_N_WHITE 79          /* white cards 1..79 */
#define ARB_EIGHTY_END_CARD 80         /* the end-of-game card (EI-2) */
#define ARB_EIGHTY_N_BLACK 36
#define ARB_EIGHTY_HAND_LIMIT 3        /* black cards (EI-5) */
#define ARB_EIGHTY_SYMBOL_CHARS 16     /* letters in a symbol name, at most */
#define ARB_EIGHTY_SYMBOL_MAX 72       /* bytes, with the NUL */
#define ARB_EIGHTY_MAX_DRAW 36
#define ARB_EIGHTY_MAX_NUMBER 99999    /* any number in an entry, at most; beyond it the rules refuse */
#define ARB_EIGHTY_MAX_BONUS ARB_EIGHTY_MAX_NUMBER   /* points on a Hold card, at most */
#define ARB_EIGHTY_STAR "star"         /* the wild symbol */

typedef enum {
  ARB_EIGHTY_ICON_NONE,
  ARB_EIGHTY_ICON_STANDARD,
  ARB_EIGHTY_ICON_DOUBLE_UP,
  ARB_EIGHTY_ICON_HIGH_LOW,
  ARB_EIGHTY_ICON_SYMBOLIC_UP,
  ARB_EIGHTY_ICON_SAFE_ZONE,
} ArbEightyIcon;

/* A white card's attributes.  Strings are "" when absent. */
typedef struct {
  int           number;                              /* 1..79, or 80 */
  ArbEightyIcon icon;
  char          icon_symbol[ARB_EIGHTY_SYMBOL_MAX];  /* symbolic up only */
  char          symbol[ARB_EIGHTY_SYMBOL_MAX];       /* for sets; "star" is wild */
  int           draw;                                /* black cards to draw when scored */
} ArbEightyCard;

/* A black Hold card, as entered at the end: bonus and/or symbol. */
typedef struct {
  int  bonus;
  char symbol[ARB_EIGHTY_SYMBOL_MAX];
} ArbEightyHold;

/* The record word for an icon ("double-up") and plain words ("double up"). */
const char *arb_eighty_icon_word   (ArbEightyIcon icon);
const char *arb_eighty_icon_title  (ArbEightyIcon icon);
/* Reads an icon word or one of its short forms; NONE if it is not one. */
ArbEightyIcon arb_eighty_icon_parse (const char *text);

/* Points of a scored white card: the tens digit of its value (EI-1). */
int      arb_eighty_points         (int number);

/* A symbol name: one word of letters (any alphabet), digits after the
 * first letter, inner hyphens; at most 16 letters.  `out` receives it
 * in lower case; "wild" and "★" read as "star".  FALSE if not a name. */
gboolean arb_eighty_symbol_parse   (const char *text,
                                    char        out[ARB_EIGHTY_SYMBOL_MAX]);
gboolean arb_eighty_symbol_is_star (const char *symbol);

/* A white card line, with or without the leading "white" (the same for
 * the record and the catalogue file).  Checks the form only; the
 * number's range and the draw count are checked by
 * arb_eighty_card_check(). */
gboolean arb_eighty_card_parse     (const char     *line,
                                    ArbEightyCard  *card,
                                    GError        **error);
/* The same from the words after "white"; *bad_arg names the word at fault. */
gboolean arb_eighty_card_parse_args (const char *const *args,
                                     ArbEightyCard      *card,
                                     int                *bad_arg,
                                     GError            **error);
/* A value the rules do not allow (a number past 80, the 80 with other
 * attributes than safe zone, a draw beyond the black deck): refused
 * with its rule id, as ARB_ERROR_REFUSED. */
gboolean arb_eighty_card_check     (const ArbEightyCard *card,
                                    GError             **error);
/* "white 57 double-up symbol moon draw 1", canonical. */
char    *arb_eighty_card_format    (const ArbEightyCard *card);
/* The canonical words after "white", for an event's args. */
char   **arb_eighty_card_args      (const ArbEightyCard *card);
/* The most args a card line has, its NULL included. */
#define ARB_EIGHTY_CARD_MAX_ARGS 8
typedef struct {
  char number[ARB_INT_TEXT_SIZE];
  char draw[ARB_INT_TEXT_SIZE];
} ArbEightyCardText;
void     arb_eighty_card_args_into (const ArbEightyCard *card,
                                    const char          *out[ARB_EIGHTY_CARD_MAX_ARGS],
                                    ArbEightyCardText   *buf);
gboolean arb_eighty_card_equal     (const ArbEightyCard *a,
                                    const ArbEightyCard *b);
/* How b differs from a, in words ("the icon is standard, not double
 * up; no symbol, not moon"), or NULL when they agree. */
char    *arb_eighty_card_differences (const ArbEightyCard *a,
                                      const ArbEightyCard *b);
/* "57: double up, moon, draw 1" */
char    *arb_eighty_card_describe  (const ArbEightyCard *card);
/* The 80: safe zone, no symbol, no draw (EI-2). */
void     arb_eighty_card_end       (ArbEightyCard       *card);

/* One Hold card word: "3", "moon", "3+moon" (also "moon+3", "+3").
 * FALSE if the word is none of those. */
gboolean arb_eighty_hold_parse     (const char    *text,
                                    ArbEightyHold *hold);
/* "3+moon", "3", "moon" */
char    *arb_eighty_hold_format    (const ArbEightyHold *hold);

G_END_DECLS
