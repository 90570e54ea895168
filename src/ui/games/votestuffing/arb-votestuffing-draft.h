/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

#include "games/votestuffing/tally.h"

G_BEGIN_DECLS

/*
 * What has been typed at the Vote Stuffing table, read as the record
 * writes it, only to know when an entry is complete: a card ("7h", "10c",
 * "th", "?", "*" or "jk" for a joker), then where it goes (l, m, r, p),
 * then for a 2 the seat number of who draws; or, at a reveal, the unknown
 * cards one after the other (r a roundee, s a sharpo, * a joker, or the
 * card).  Blanks and case do not matter.  No rule is decided here: the
 * engine says whether the entry is legal.
 */
typedef enum {
  ARB_VS_DRAFT_EMPTY,
  ARB_VS_DRAFT_PARTIAL,   /* a card begun: "1", "k", "j" */
  ARB_VS_DRAFT_CARD,      /* a whole card: "7h", "?", "*" */
  ARB_VS_DRAFT_SPOT,      /* a card and its spot: "7hl", "ksp" */
  ARB_VS_DRAFT_TARGET,    /* a card to the power spot and a seat: "2sp3" */
  ARB_VS_DRAFT_BAD,       /* cannot become a play */
} ArbVsDraftState;

typedef struct {
  ArbVsDraftState state;
  int             card;     /* CARD and after; ARB_VS_UNKNOWN for "?" */
  char            spot;     /* SPOT and after: 'l', 'm', 'r' or 'p' */
  int             target;   /* TARGET: the seat number typed, from 1 */
} ArbVsDraft;

void        arb_vs_draft_read_play   (const char  *text,
                                      ArbVsDraft  *draft);
/* The reveal's items (count 1 each), at most `max`; *open when the last
 * card is only begun, *bad when the text cannot be a reveal. */
guint       arb_vs_draft_read_reveal (const char  *text,
                                      ArbVsItem   *items,
                                      guint        max,
                                      gboolean    *open,
                                      gboolean    *bad);
/* "left", "middle", "right" or "power" for l, m, r or p; NULL otherwise. */
const char *arb_vs_draft_spot_word   (char         spot);

G_END_DECLS
