/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

#include "arb-store.h"

G_BEGIN_DECLS

#define ARB_TYPE_APPLICATION (arb_application_get_type ())
G_DECLARE_FINAL_TYPE (ArbApplication, arb_application, ARB, APPLICATION, AdwApplication)

ArbApplication *arb_application_new       (void);
ArbStore       *arb_application_get_store (ArbApplication *self);
void            arb_application_set_accels (GtkApplication *app);

G_END_DECLS
