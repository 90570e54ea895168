/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define ARB_TYPE_PREFERENCES_WINDOW (arb_preferences_window_get_type ())
G_DECLARE_FINAL_TYPE (ArbPreferencesWindow, arb_preferences_window, ARB, PREFERENCES_WINDOW, AdwPreferencesWindow)

GtkWidget *arb_preferences_window_new         (GtkWindow            *parent);
GtkWidget *arb_preferences_window_get_control (ArbPreferencesWindow *self,
                                               const char           *name);

G_END_DECLS
