/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

#include "arb-tilerummy-editor.h"
#include "arb-tilerummy-problems.h"

G_BEGIN_DECLS

#define ARB_TYPE_TILERUMMY_CHECK_PAGE (arb_tilerummy_check_page_get_type ())
G_DECLARE_FINAL_TYPE (ArbTilerummyCheckPage, arb_tilerummy_check_page, ARB, TILERUMMY_CHECK_PAGE, GtkWidget)

/* "Check a Table", from the start page: no game needed. */
GtkWidget            *arb_tilerummy_check_page_new          (void);
void                  arb_tilerummy_check_page_focus        (ArbTilerummyCheckPage *self);
/* A table as a grid file's text; FALSE when it is not one. */
gboolean              arb_tilerummy_check_page_load_text    (ArbTilerummyCheckPage *self,
                                                             const char            *text,
                                                             GError               **error);
void                  arb_tilerummy_check_page_set_players  (ArbTilerummyCheckPage *self,
                                                             guint                  players);
void                  arb_tilerummy_check_page_set_rack     (ArbTilerummyCheckPage *self,
                                                             const char            *rack);
/* What the page shows, for tests. */
ArbTilerummyEditor   *arb_tilerummy_check_page_get_editor   (ArbTilerummyCheckPage *self);
ArbTilerummyProblems *arb_tilerummy_check_page_get_problems (ArbTilerummyCheckPage *self);
/* The solver's answer once it has come, else NULL. */
const char           *arb_tilerummy_check_page_get_answer   (ArbTilerummyCheckPage *self);
const ArbTrGrid      *arb_tilerummy_check_page_get_layout   (ArbTilerummyCheckPage *self);
const char           *arb_tilerummy_check_page_get_refusal  (ArbTilerummyCheckPage *self);

G_END_DECLS
