/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define ARB_TYPE_SPLITVOTE_STACK (arb_splitvote_stack_get_type ())
G_DECLARE_FINAL_TYPE (ArbSplitvoteStack, arb_splitvote_stack, ARB, SPLITVOTE_STACK, GtkWidget)

/* A player's stack of one number, jokers attached; value 0 with jokers
 * only is the player's waiting jokers. */
GtkWidget *arb_splitvote_stack_new       (int                value,
                                          int                count,
                                          int                jokers);
int        arb_splitvote_stack_get_count (ArbSplitvoteStack *self);

G_END_DECLS
