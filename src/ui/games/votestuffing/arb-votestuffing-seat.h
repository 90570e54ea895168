/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define ARB_TYPE_VOTESTUFFING_SEAT (arb_votestuffing_seat_get_type ())
G_DECLARE_FINAL_TYPE (ArbVotestuffingSeat, arb_votestuffing_seat, ARB, VOTESTUFFING_SEAT, GtkWidget)

typedef struct {
  const char *name;
  guint       number;     /* the seat, from 1: the key that picks this player */
  int         cards;      /* in hand */
  int         shown;      /* shown at a wrong call and still held, or ARB_VS_UNKNOWN */
  const char *tag;        /* "To play", "Calls", or NULL */
  gboolean    show_points;
  int         points;
  gboolean    winner;
} ArbVotestuffingSeatInfo;

GtkWidget  *arb_votestuffing_seat_new         (void);
void        arb_votestuffing_seat_update      (ArbVotestuffingSeat           *self,
                                               const ArbVotestuffingSeatInfo *info);
const char *arb_votestuffing_seat_get_summary (ArbVotestuffingSeat           *self);

G_END_DECLS
