/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "games/eighty/cards.h"

G_BEGIN_DECLS

#define ARB_TYPE_EIGHTY_CARD_FORM (arb_eighty_card_form_get_type ())
G_DECLARE_FINAL_TYPE (ArbEightyCardForm, arb_eighty_card_form, ARB, EIGHTY_CARD_FORM, GtkWidget)

/*
 * The catalogue's question, inline under the entry, the first time a
 * card's number is typed: what does the card show?  A key a step: the
 * round rule (S D H U Z), for symbolic up the icon's symbol, the card's
 * symbol (0 none, 1 star, 2… the table's symbols, or a new name and
 * Enter), the black cards it draws (0–9).  Emits "done" when the card
 * is complete and "cancelled" on Escape.
 */
GtkWidget  *arb_eighty_card_form_new        (void);
void        arb_eighty_card_form_start      (ArbEightyCardForm  *self,
                                             int                 number,
                                             const char *const  *symbols);
int         arb_eighty_card_form_get_number (ArbEightyCardForm  *self);
void        arb_eighty_card_form_get_card   (ArbEightyCardForm  *self,
                                             ArbEightyCard      *card);
/* "icon", "icon-symbol", "symbol" or "draw" */
const char *arb_eighty_card_form_get_step   (ArbEightyCardForm  *self);
gboolean    arb_eighty_card_form_handle_key (ArbEightyCardForm  *self,
                                             guint               keyval);
void        arb_eighty_card_form_focus      (ArbEightyCardForm  *self);
/* A word that is not a symbol name, in the form's own words; NULL. */
const char *arb_eighty_card_form_get_problem (ArbEightyCardForm *self);

G_END_DECLS
