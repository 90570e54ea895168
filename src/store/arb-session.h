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
 *
 * Correcting an entry (docs/using-arbiter.md, "Correcting an entry").
 * Any past entry can be replaced or deleted; the engine then replays
 * the entries after it.  Entries are counted from 0 over the log and,
 * after it, the waiting entries (see below), as the UI numbers them
 * from 1.
 *
 * - The replacement itself must fit where it goes: if the rules refuse
 *   it there, the correction is refused (the error names the rule) and
 *   nothing changes.
 * - A later entry that no longer fits does not stop the correction: the
 *   log is cut just before it, and it and every entry after it wait, in
 *   order, as the game's pending entries.
 *   arb_session_get_pending_refusal() says why the first one no longer
 *   fits (a REFUSED error whose message begins with the rule id).  The
 *   table then fixes them one at a time, the first first: correct it
 *   (arb_session_replace at index n_events), drop it
 *   (arb_session_drop_pending), or enter what was missing before it as
 *   usual and then take the waiting entries back
 *   (arb_session_resume_pending).  Each of these takes back as many
 *   waiting entries as now fit, in order, and stops again at the next
 *   one that does not.  New entries go before the waiting ones; undo
 *   and redo work on the log alone.
 * - A correction clears the redo stack, as a new entry does.
 * - Every replace or delete first keeps the game as it was (log, redo
 *   stack, waiting entries) as a revision in the store, in the same
 *   transaction as the new log and what it decides (finished, verdict,
 *   progress, results).  arb_session_undo_correction() puts back the
 *   version before the latest correction (itself a revision, so undoing
 *   twice puts the correction back); arb_session_restore_revision()
 *   puts back any earlier version, or a version of the game kept from
 *   a backup (ARB_REVISION_BACKUP with a digest: see arb-backup.h),
 *   which undo leaves alone.  Nothing is ever deleted.
 * - A waiting entry of an imported record that was never applied is
 *   kept as written, so it may leave its actor to the replay ("card
 *   20" rather than "Ann: card 20").
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
/* Would undo reopen a round the table had finished?  (The UI may ask
 * first; see arb_game_undo_crosses_round.) */
gboolean    arb_session_undo_crosses_round (ArbSession *session);
ArbGame    *arb_session_get_game    (ArbSession     *session);
gint64      arb_session_get_id      (ArbSession     *session);
ArbStore   *arb_session_get_store   (ArbSession     *session);

/* Corrections (see above). */
gboolean      arb_session_replace        (ArbSession     *session,
                                          guint           index,
                                          const char     *line,
                                          GError        **error);
gboolean      arb_session_replace_event  (ArbSession     *session,
                                          guint           index,
                                          const ArbEvent *event,
                                          GError        **error);
gboolean      arb_session_delete         (ArbSession     *session,
                                          guint           index,
                                          GError        **error);
guint         arb_session_get_n_pending  (ArbSession     *session);
const char   *arb_session_get_pending    (ArbSession     *session,
                                          guint           i);
const GError *arb_session_get_pending_refusal (ArbSession *session);
gboolean      arb_session_resume_pending (ArbSession     *session,
                                          GError        **error);
gboolean      arb_session_drop_pending   (ArbSession     *session,
                                          GError        **error);
GPtrArray    *arb_session_list_revisions (ArbSession     *session,
                                          GError        **error);
gboolean      arb_session_can_undo_correction (ArbSession *session);
gboolean      arb_session_undo_correction (ArbSession    *session,
                                           GError       **error);
gboolean      arb_session_restore_revision (ArbSession   *session,
                                            gint64        revision,
                                            GError      **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (ArbSession, arb_session_free)

G_END_DECLS
