/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

#include "../../arb-event.h"
#include "../../arb-setup.h"
#include "tiles.h"

G_BEGIN_DECLS

/*
 * A hand as entered when a game ends (TR-8): which tiles, what they
 * score, and whether they can be what is left in that hand.
 *
 * Tiles are written r5 (a value and its colour), 5 (a value whose colour
 * was not noted), pass-two, draw-three, or action (an action tile of
 * either kind).
 */
typedef struct {
  ArbTrCounts tiles;                        /* coloured tiles, action tiles of known kind */
  guint8      bare[ARB_TR_N_VALUES + 1];    /* values written without a colour */
  guint8      actions;                      /* action tiles of either kind */
  guint       n;                            /* tiles in all */
  int         points;                       /* TR-8: values, 20 per action tile */
} ArbTrHand;

void     arb_tr_hand_clear         (ArbTrHand        *hand);
void     arb_tr_hand_add           (ArbTrHand        *to,
                                    const ArbTrHand  *more);
/* The form of "NAME: hand ..." (parse errors only), made canonical. */
gboolean arb_tr_hand_parse         (ArbEvent         *event,
                                    int              *bad_arg,
                                    GError          **error);
/* The tiles of a well-formed entry; TR-1 refuses tiles that do not exist. */
gboolean arb_tr_hand_read          (const ArbEvent   *event,
                                    ArbTrHand        *hand,
                                    GError          **error);
/* TR-1: with what is known to be elsewhere, at most 2 of each tile. */
gboolean arb_tr_hand_check_copies  (const ArbTrHand  *hand,
                                    const ArbTrHand  *elsewhere,
                                    GError          **error);
/* While tracking: the hand must hold as many tiles as the record says,
 * and the tiles seen going into it (`known`) that it cannot have lost. */
gboolean arb_tr_hand_check_count   (const ArbSetup   *setup,
                                    const ArbTrHand  *hand,
                                    int               seat,
                                    int               count,
                                    gboolean          went_out,
                                    const ArbTrCounts *known,
                                    GError          **error);
/* "r5 b7 12 pass-two", or "no tiles". */
char    *arb_tr_hand_text          (const ArbTrHand  *hand);

G_END_DECLS
