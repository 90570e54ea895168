/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

#include "arb-store.h"

G_BEGIN_DECLS

/*
 * Backup, restore and import.
 *
 * A backup is one SQLite file: a consistent snapshot of the whole store
 * (VACUUM INTO), every game with its revisions, the renames and the
 * card catalogue.  It opens as a store (read-only, or after a restore).
 *
 * Restoring a backup merges it into a store, never duplicating: each
 * game has an identity (ArbStoredGame.uuid, kept by backups and made
 * for the games of older stores from what they were), and
 *   - a game the store lacks is added with all it has (its log, redo
 *     stack, waiting entries, revisions, flags);
 *   - a game the store has in the same version, or further on (the
 *     backup's log is the beginning of the store's), is left alone;
 *   - a game the store has less far (the store's log is the beginning
 *     of the backup's) takes the backup's version, the store's being
 *     kept as a revision;
 *   - a game whose two versions went different ways keeps the store's,
 *     and the backup's becomes a revision of it (kind BACKUP), once.
 * So restoring the same backup twice changes nothing, and restoring it
 * into an empty store gives the same history.  Cards the catalogue
 * lacks are added; what it knows stays.
 *
 * Importing a record file (docs/notation.md) creates a game from it.
 * A header that cannot make a game refuses the import.  Otherwise the
 * entries are replayed: those before the first refused entry (or line
 * that is not well formed) make the log, and the refused entry and
 * those after it wait as pending entries, as after a correction (see
 * arb-session.h); the refusal is returned for the UI to show.  The same
 * record imported again is found, not added twice.  A record that
 * arb_store_export_record() wrote imports as the same game.
 */

typedef struct {
  guint added;       /* games the store lacked */
  guint present;     /* games it had, in that version or further on */
  guint updated;     /* games it had less far: they took the backup's version */
  guint kept;        /* games gone different ways: the backup's version kept as a revision */
  guint cards;       /* catalogue cards added */
} ArbRestoreReport;

typedef struct {
  gint64   game;      /* the game made (or found) */
  gboolean already;   /* the same record was imported before: nothing added */
  guint    n_events;  /* entries in its log */
  guint    n_pending; /* entries waiting after the refusal */
  GError  *refusal;   /* why the entries stop early, or NULL */
  guint    line;      /* the record line of the refusal, from 1 */
} ArbImport;

gboolean          arb_store_backup         (ArbStore    *store,
                                            const char  *file,
                                            GError     **error);
ArbRestoreReport *arb_store_restore_backup (ArbStore    *store,
                                            const char  *file,
                                            GError     **error);
ArbImport        *arb_store_import_record  (ArbStore    *store,
                                            const char  *text,
                                            gssize       length,
                                            GError     **error);
void              arb_import_free          (ArbImport   *import);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (ArbImport, arb_import_free)

G_END_DECLS
