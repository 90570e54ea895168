/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

#include "arb-session.h"

G_BEGIN_DECLS

#define ARB_TYPE_LOG_PANE (arb_log_pane_get_type ())
G_DECLARE_FINAL_TYPE (ArbLogPane, arb_log_pane, ARB, LOG_PANE, GtkWidget)

void        arb_log_pane_set_session     (ArbLogPane *self,
                                          ArbSession *session);
void        arb_log_pane_refresh         (ArbLogPane *self);
void        arb_log_pane_pick            (ArbLogPane *self);
gboolean    arb_log_pane_edit            (ArbLogPane *self,
                                          guint       index);
gboolean    arb_log_pane_is_editing      (ArbLogPane *self);
GtkEditable *arb_log_pane_get_editor     (ArbLogPane *self);
gboolean    arb_log_pane_commit          (ArbLogPane *self);
gboolean    arb_log_pane_delete          (ArbLogPane *self,
                                          guint       index);
void        arb_log_pane_cancel          (ArbLogPane *self);
const char *arb_log_pane_get_edit_refusal (ArbLogPane *self);
gboolean    arb_log_pane_take_back       (ArbLogPane *self);
guint       arb_log_pane_get_n_entry_rows (ArbLogPane *self);
guint       arb_log_pane_get_n_waiting_rows (ArbLogPane *self);
char       *arb_log_pane_get_waiting_text (ArbLogPane *self,
                                           guint       i);
GtkListBox *arb_log_pane_get_list        (ArbLogPane *self);

G_END_DECLS
