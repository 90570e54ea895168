/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "arb-backup.h"

G_BEGIN_DECLS

void      arb_transfer_choose_import  (GtkWindow              *window);
void      arb_transfer_choose_backup  (GtkWindow              *window);
void      arb_transfer_choose_restore (GtkWindow              *window);
gboolean  arb_transfer_back_up        (ArbStore               *store,
                                       const char             *path,
                                       GError                **error);
char     *arb_transfer_restore_text   (const ArbRestoreReport *report);
char     *arb_transfer_import_text    (const ArbImport        *import,
                                       const char             *path);

G_END_DECLS
