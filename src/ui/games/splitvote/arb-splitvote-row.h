/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define ARB_TYPE_SPLITVOTE_ROW (arb_splitvote_row_get_type ())
G_DECLARE_FINAL_TYPE (ArbSplitvoteRow, arb_splitvote_row, ARB, SPLITVOTE_ROW, GtkWidget)

#define ARB_SPLITVOTE_ROW_NO_GAP (-1)

GtkWidget *arb_splitvote_row_new           (void);
/* The cards in order, and room for `slots` cards in all (empty ones dashed). */
void       arb_splitvote_row_set_cards     (ArbSplitvoteRow *self,
                                            const int       *values,
                                            guint            n,
                                            guint            slots);
/* Under a card: its part's colour (-1 none), dimmed when it is out or
 * taken, and a word (who took it). */
void       arb_splitvote_row_set_card_info (ArbSplitvoteRow *self,
                                            guint            index,
                                            int              part,
                                            gboolean         dimmed,
                                            const char      *label);
/* The cards being split or voted on; len 0 for none. */
void       arb_splitvote_row_set_segment   (ArbSplitvoteRow *self,
                                            guint            start,
                                            guint            len);
/* Gap g lies before card g; NO_GAP hides a divider. */
void       arb_splitvote_row_set_dividers  (ArbSplitvoteRow *self,
                                            int              gap1,
                                            int              gap2,
                                            int              selected);
void       arb_splitvote_row_set_description (ArbSplitvoteRow *self,
                                              const char      *text);

G_END_DECLS
