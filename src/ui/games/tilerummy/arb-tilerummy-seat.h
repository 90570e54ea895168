/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define ARB_TYPE_TILERUMMY_SEAT (arb_tilerummy_seat_get_type ())
G_DECLARE_FINAL_TYPE (ArbTilerummySeat, arb_tilerummy_seat, ARB, TILERUMMY_SEAT, GtkWidget)

/* What one seat shows; the points come from the engine's ArbScore. */
typedef struct {
  const char *name;
  guint       number;      /* from 1: the key that names this player */
  int         tiles;       /* in hand; -1 when not tracked (score only) */
  gboolean    opened;
  gboolean    to_act;
  gboolean    went_out;
  gboolean    entered;     /* the hand is entered: `points` count */
  int         points;      /* this game */
  int         total;       /* the match so far */
  gboolean    in_match;
} ArbTilerummySeatInfo;

GtkWidget  *arb_tilerummy_seat_new         (void);
void        arb_tilerummy_seat_update      (ArbTilerummySeat           *self,
                                            const ArbTilerummySeatInfo *info);
const char *arb_tilerummy_seat_get_summary (ArbTilerummySeat           *self);

G_END_DECLS
