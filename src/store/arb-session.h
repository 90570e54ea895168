/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

#include "arb-game.h"
#include "arb-store.h"

G_BEGIN_DECLS

/*
 * A game being played: the engine's game plus its row in the store.
 * An entry is checked by the engine, committed to the store, and only
 * then applied and reported as accepted.
 */
typedef struct _ArbSession ArbSession;

ArbSession *arb_session_new         (ArbStore       *store,
                                     ArbSetup       *setup,
                                     GError        **error);
ArbSession *arb_session_load        (ArbStore       *store,
                                     gint64          id,
                                     GError        **error);
void        arb_session_free        (ArbSession     *session);
gboolean    arb_session_append      (ArbSession     *session,
                                     const ArbEvent *event,
                                     GError        **error);
gboolean    arb_session_append_line (ArbSession     *session,
                                     const char     *line,
                                     GError        **error);
gboolean    arb_session_undo        (ArbSession     *session,
                                     GError        **error);
gboolean    arb_session_redo        (ArbSession     *session,
                                     GError        **error);
ArbGame    *arb_session_get_game    (ArbSession     *session);
gint64      arb_session_get_id      (ArbSession     *session);
ArbStore   *arb_session_get_store   (ArbSession     *session);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (ArbSession, arb_session_free)

G_END_DECLS
