/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

/*
 * Translation inside the engine (and the store), GLib only.
 *
 * Only what is shown to a person is translated: prompts, refusals, log
 * descriptions, score lines, rulings.  Records, the store's columns and
 * the CLI's output stay English: the store computes what it keeps inside
 * arb_i18n_push_english() / arb_i18n_pop_english(), and the CLI sets no
 * message locale.  Include this header in .c files only.
 */

#include <glib.h>

G_BEGIN_DECLS

const char *arb_gettext           (const char *msgid) G_GNUC_FORMAT (1);
const char *arb_ngettext          (const char *msgid,
                                   const char *msgid_plural,
                                   gulong      n) G_GNUC_FORMAT (1) G_GNUC_FORMAT (2);
const char *arb_pgettext          (const char *context,
                                   const char *msgid) G_GNUC_FORMAT (2);
/* English on this thread until the matching pop (they nest). */
void        arb_i18n_push_english (void);
void        arb_i18n_pop_english  (void);
/* TRUE when strings are being translated on this thread right now. */
gboolean    arb_i18n_translating  (void);

#ifndef _
#define _(String) arb_gettext (String)
#endif
#ifndef N_
#define N_(String) (String)
#endif
#ifndef NC_
#define NC_(Context, String) (String)
#endif
#ifndef C_
#define C_(Context, String) arb_pgettext (Context, String)
#endif

G_END_DECLS
