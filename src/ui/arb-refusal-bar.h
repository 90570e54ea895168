/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define ARB_TYPE_REFUSAL_BAR (arb_refusal_bar_get_type ())
G_DECLARE_FINAL_TYPE (ArbRefusalBar, arb_refusal_bar, ARB, REFUSAL_BAR, GtkWidget)

GtkWidget  *arb_refusal_bar_new          (void);
void        arb_refusal_bar_show_error   (ArbRefusalBar *self,
                                          const GError  *error);
void        arb_refusal_bar_dismiss      (ArbRefusalBar *self);
gboolean    arb_refusal_bar_is_shown     (ArbRefusalBar *self);
const char *arb_refusal_bar_get_rule_id  (ArbRefusalBar *self);
const char *arb_refusal_bar_get_text     (ArbRefusalBar *self);
GtkWidget  *arb_refusal_bar_get_rule_link (ArbRefusalBar *self);
void        arb_refusal_bar_set_anchor   (ArbRefusalBar *self,
                                          GtkWidget     *anchor);
void        arb_refusal_bar_set_anchor_above (ArbRefusalBar *self,
                                              GtkWidget     *anchor);
GtkWidget  *arb_refusal_bar_get_anchor   (ArbRefusalBar *self);
int         arb_refusal_bar_get_shown_height (ArbRefusalBar *self);
void        arb_refusal_bar_move_to      (ArbRefusalBar *self,
                                          GtkOverlay    *overlay);
void        arb_refusal_bar_place_after  (ArbRefusalBar *self,
                                          GtkWidget     *sibling);

G_END_DECLS
