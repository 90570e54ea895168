/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

#include "arb-session.h"

G_BEGIN_DECLS

#define ARB_TYPE_EIGHTY_PAGE (arb_eighty_page_get_type ())
G_DECLARE_FINAL_TYPE (ArbEightyPage, arb_eighty_page, ARB, EIGHTY_PAGE, GtkWidget)

GtkWidget  *arb_eighty_page_new              (ArbSession    *session);

/* For tests: what the page shows. */
const char *arb_eighty_page_get_input        (ArbEightyPage *self);
const char *arb_eighty_page_get_reading      (ArbEightyPage *self);
const char *arb_eighty_page_get_rule         (ArbEightyPage *self);
const char *arb_eighty_page_get_steps        (ArbEightyPage *self);
const char *arb_eighty_page_get_seat_summary (ArbEightyPage *self,
                                              guint          seat);
const char *arb_eighty_page_get_centre_words (ArbEightyPage *self);
const char *arb_eighty_page_get_note         (ArbEightyPage *self);
GtkWidget  *arb_eighty_page_get_card_form    (ArbEightyPage *self);
GtkEntry   *arb_eighty_page_get_entry        (ArbEightyPage *self);
gboolean    arb_eighty_page_enter_cards      (ArbEightyPage *self,
                                              guint          seat,
                                              const char    *whites,
                                              const char    *holds);
GtkWindow  *arb_eighty_page_get_catalogue_window (ArbEightyPage *self);

G_END_DECLS
