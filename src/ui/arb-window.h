/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

#include "arb-store.h"

G_BEGIN_DECLS

#define ARB_TYPE_WINDOW (arb_window_get_type ())
G_DECLARE_FINAL_TYPE (ArbWindow, arb_window, ARB, WINDOW, AdwApplicationWindow)

ArbWindow  *arb_window_new            (GtkApplication *application,
                                       ArbStore       *store);
const char *arb_window_get_page_name  (ArbWindow      *self);
GtkWidget  *arb_window_get_page       (ArbWindow      *self,
                                       const char     *name);
ArbStore   *arb_window_get_store      (ArbWindow      *self);
void        arb_window_add_toast      (ArbWindow      *self,
                                       const char     *text);

G_END_DECLS
