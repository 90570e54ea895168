/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

#include "arb-session.h"

G_BEGIN_DECLS

#define ARB_TYPE_NOTHANKS_PAGE (arb_nothanks_page_get_type ())
G_DECLARE_FINAL_TYPE (ArbNothanksPage, arb_nothanks_page, ARB, NOTHANKS_PAGE, GtkWidget)

GtkWidget  *arb_nothanks_page_new                (ArbSession      *session);
void        arb_nothanks_page_refresh            (ArbNothanksPage *self);
gboolean    arb_nothanks_page_get_chips_visible  (ArbNothanksPage *self);
void        arb_nothanks_page_set_chips_revealed (ArbNothanksPage *self,
                                                  gboolean         revealed);
gboolean    arb_nothanks_page_is_between_games   (ArbNothanksPage *self);
void        arb_nothanks_page_focus_input        (ArbNothanksPage *self);
gboolean    arb_nothanks_page_enter_hand         (ArbNothanksPage *self,
                                                  guint            seat,
                                                  const char      *cards,
                                                  int              chips);
const char *arb_nothanks_page_get_prompt_text    (ArbNothanksPage *self);
const char *arb_nothanks_page_get_refusal        (ArbNothanksPage *self);
int         arb_nothanks_page_get_shown_card     (ArbNothanksPage *self);
const char *arb_nothanks_page_get_seat_summary   (ArbNothanksPage *self,
                                                  guint            seat);

G_END_DECLS
