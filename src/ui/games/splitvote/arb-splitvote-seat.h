/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "games/splitvote.h"

G_BEGIN_DECLS

#define ARB_TYPE_SPLITVOTE_SEAT (arb_splitvote_seat_get_type ())
G_DECLARE_FINAL_TYPE (ArbSplitvoteSeat, arb_splitvote_seat, ARB, SPLITVOTE_SEAT, GtkWidget)

/* What one seat shows besides the view: words the page chose. */
typedef struct {
  const char *name;
  const char *status;   /* "voted blue", "took a part", or NULL */
  int         points;   /* the running score, from the engine */
  gboolean    to_act;
} ArbSplitvoteSeatInfo;

GtkWidget  *arb_splitvote_seat_new         (void);
void        arb_splitvote_seat_update      (ArbSplitvoteSeat           *self,
                                            const ArbSplitvoteView     *view,
                                            guint                       seat,
                                            const ArbSplitvoteSeatInfo *info);
const char *arb_splitvote_seat_get_summary (ArbSplitvoteSeat *self);

G_END_DECLS
