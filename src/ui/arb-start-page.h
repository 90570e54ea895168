/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

#include "arb-store.h"

G_BEGIN_DECLS

#define ARB_TYPE_START_PAGE (arb_start_page_get_type ())
G_DECLARE_FINAL_TYPE (ArbStartPage, arb_start_page, ARB, START_PAGE, GtkWidget)

void arb_start_page_focus   (ArbStartPage *self);
void arb_start_page_refresh (ArbStartPage *self,
                             ArbStore     *store);

G_END_DECLS
