/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

#include "arb-session.h"

G_BEGIN_DECLS

#define ARB_TYPE_SPLITVOTE_PAGE (arb_splitvote_page_get_type ())
G_DECLARE_FINAL_TYPE (ArbSplitvotePage, arb_splitvote_page, ARB, SPLITVOTE_PAGE, GtkWidget)

GtkWidget  *arb_splitvote_page_new              (ArbSession       *session);
/* What the table shows, for tests. */
const char *arb_splitvote_page_get_input        (ArbSplitvotePage *self);
const char *arb_splitvote_page_get_resolution   (ArbSplitvotePage *self);
const char *arb_splitvote_page_get_seat_summary (ArbSplitvotePage *self,
                                                 guint             seat);
void        arb_splitvote_page_get_dividers     (ArbSplitvotePage *self,
                                                 guint            *gap1,
                                                 guint            *gap2);
char       *arb_splitvote_page_dup_majority     (ArbSplitvotePage *self,
                                                 guint             seat,
                                                 int               number);
gboolean    arb_splitvote_page_enter_stacks     (ArbSplitvotePage *self,
                                                 guint             seat,
                                                 const char       *stacks);

G_END_DECLS
