/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "games/eighty/eighty.h"

G_BEGIN_DECLS

#define ARB_TYPE_EIGHTY_SEAT (arb_eighty_seat_get_type ())
G_DECLARE_FINAL_TYPE (ArbEightySeat, arb_eighty_seat, ARB, EIGHTY_SEAT, GtkWidget)

/* What one seat shows, as the page read it from the engine's view. */
typedef struct {
  const char          *name;
  gboolean             to_act;
  gboolean             first;          /* drafts first this round */
  int                  points;         /* the engine's total so far */
  const ArbEightyCard *known;          /* drafted cards in hand */
  guint                n_known;
  int                  unknown;        /* secret cards in hand */
  int                  black;
  int                  drew;           /* black cards drawn after the last round */
  gboolean             choosing;       /* this round's card is chosen, face down */
  const ArbEightyCard *revealed;       /* NULL while not revealed */
  const char          *plays;          /* "+10 from Ann, -5 from Ben", or NULL */
  int                  effective;
  const ArbEightyCard *scored;
  guint                n_scored;
  int                  white_points;
  const ArbEightySets *sets;
  const char          *holds;          /* the Hold cards once shown, or NULL */
  gboolean             score_only;     /* no hands: only what was scored */
} ArbEightySeatInfo;

GtkWidget  *arb_eighty_seat_new         (void);
void        arb_eighty_seat_update      (ArbEightySeat           *self,
                                         const ArbEightySeatInfo *info);
const char *arb_eighty_seat_get_summary (ArbEightySeat           *self);

G_END_DECLS
