/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

#include "arb-store.h"

G_BEGIN_DECLS

/*
 * Players' names across every game of the store.
 *
 * A rename gives a player a name nobody else has (or another spelling
 * of theirs: "ann" to "Ann"); a merge makes two names that are the same
 * person one, under the second's spelling.  Names are compared as the
 * engine compares them (arb_setup_name_key).  Every game the name sits
 * in is rewritten so it still replays: its header, its players, and
 * every line of its log, redo stack, waiting entries and revisions
 * that names the player, as the actor ("Ann: take") or as a word of the
 * entry ("start Ann", "votes Ann=white").  Each game is replayed under
 * the new names before anything is written, and must give every seat
 * the same result; a game that would seat one name twice, or would not
 * replay the same, refuses the whole change, naming the game.
 *
 * Each rename or merge is kept in a log with the seats it changed, so
 * arb_store_undo_rename() can put the names back, the latest first.
 * A session open on a game whose names changed must be loaded again.
 */

typedef enum {
  ARB_RENAME_RENAME,
  ARB_RENAME_MERGE,
} ArbRenameKind;

typedef struct {
  gint64        id;
  gint64        created;
  ArbRenameKind kind;
  char         *old_name;   /* as asked */
  char         *new_name;   /* the spelling the seats got */
  guint         n_seats;    /* seats changed (one a game) */
  gint64        undone;     /* when undone, or 0 */
} ArbRename;

gboolean   arb_store_rename_player (ArbStore   *store,
                                    const char *old_name,
                                    const char *new_name,
                                    GError    **error);
gboolean   arb_store_merge_players (ArbStore   *store,
                                    const char *name,
                                    const char *into,
                                    GError    **error);
gboolean   arb_store_undo_rename   (ArbStore   *store,
                                    GError    **error);
GPtrArray *arb_store_list_renames  (ArbStore   *store,
                                    GError    **error);
void       arb_rename_free         (ArbRename  *rename);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (ArbRename, arb_rename_free)

G_END_DECLS
