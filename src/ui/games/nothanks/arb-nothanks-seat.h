/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "games/nothanks.h"

G_BEGIN_DECLS

#define ARB_TYPE_NOTHANKS_SEAT (arb_nothanks_seat_get_type ())
G_DECLARE_FINAL_TYPE (ArbNothanksSeat, arb_nothanks_seat, ARB, NOTHANKS_SEAT, GtkWidget)

/* What one seat shows: the scores come from the engine's ArbScore. */
typedef struct {
  const char *name;
  int         game_score;    /* this game: runs minus chips */
  int         card_points;   /* this game: runs only */
  int         match_total;
  gboolean    in_match;
  gboolean    chips_visible;
  gboolean    to_act;
} ArbNothanksSeatInfo;

GtkWidget  *arb_nothanks_seat_new       (void);
void        arb_nothanks_seat_set_compact (ArbNothanksSeat *self,
                                           gboolean         compact);
void        arb_nothanks_seat_update    (ArbNothanksSeat           *self,
                                         const ArbNothanksView     *view,
                                         guint                      seat,
                                         const ArbNothanksSeatInfo *info);
const char *arb_nothanks_seat_get_summary (ArbNothanksSeat *self);

G_END_DECLS
