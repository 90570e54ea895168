/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

#include "arb-session.h"
#include "arb-tilerummy-editor.h"

G_BEGIN_DECLS

#define ARB_TYPE_TILERUMMY_PAGE (arb_tilerummy_page_get_type ())
G_DECLARE_FINAL_TYPE (ArbTilerummyPage, arb_tilerummy_page, ARB, TILERUMMY_PAGE, GtkWidget)

GtkWidget          *arb_tilerummy_page_new              (ArbSession       *session);
/* What the table shows, for tests. */
ArbTilerummyEditor *arb_tilerummy_page_get_editor       (ArbTilerummyPage *self);
const char         *arb_tilerummy_page_get_input        (ArbTilerummyPage *self);
const char         *arb_tilerummy_page_get_status       (ArbTilerummyPage *self);
const char         *arb_tilerummy_page_get_lay_summary  (ArbTilerummyPage *self);
const char         *arb_tilerummy_page_get_seat_summary (ArbTilerummyPage *self,
                                                         guint             seat);
/* The tiles shown on the display, as words ("r3 b8 y11"). */
char               *arb_tilerummy_page_dup_display      (ArbTilerummyPage *self);
/* Types into the entry of the display or the refill, as a person would. */
void                arb_tilerummy_page_type_tiles       (ArbTilerummyPage *self,
                                                         const char       *text);
gboolean            arb_tilerummy_page_enter_hand       (ArbTilerummyPage *self,
                                                         guint             seat,
                                                         const char       *tiles);
gboolean            arb_tilerummy_page_get_wide         (ArbTilerummyPage *self);
/* A part of the page by its id in the template ("lay_button"). */
GtkWidget          *arb_tilerummy_page_get_part         (ArbTilerummyPage *self,
                                                         const char       *id);

G_END_DECLS
