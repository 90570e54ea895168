/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

/*
 * One note at a time, the newest at once: `toast` (transfer full) takes
 * the place of *last, the toast this caller showed last (a weak pointer,
 * kept up to date here), in the toast overlay around `inside`.
 */
void arb_toast_show_instead (GtkWidget  *inside,
                             AdwToast  **last,
                             AdwToast   *toast);

G_END_DECLS
