/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

#include "arb-game.h"

G_BEGIN_DECLS

/*
 * The SQLite store.  Every event is committed in its own transaction
 * before the caller is told it is accepted, together with everything
 * derived from the events (finished, verdict, progress), so the two
 * can never disagree.  Undo marks an event as retracted and puts it on
 * the game's redo stack; nothing is ever deleted.
 */
typedef struct _ArbStore ArbStore;

typedef enum {
  ARB_STORE_ALL,
  ARB_STORE_UNFINISHED,
  ARB_STORE_FINISHED,
} ArbStoreFilter;

typedef struct {
  gint64   id;
  char    *game_id;       /* "nothanks" */
  char   **players;       /* seat order */
  gboolean score_only;
  gint64   created;       /* unix time */
  gint64   updated;
  guint    n_events;      /* accepted and not undone */
  gboolean finished;
  char    *summary;       /* the verdict once known */
  char    *progress;      /* "round 4 of 8", as of the last entry; may be NULL */
} ArbStoredGame;

/* What the store keeps about a game that the events decide. */
typedef struct {
  gboolean finished;
  char    *summary;       /* the verdict when finished, else NULL */
  char    *progress;
} ArbStoreDerived;

#define ARB_STORE_SCHEMA_VERSION 4

char            *arb_store_default_path   (void);
ArbStore        *arb_store_open           (const char     *path,
                                           GError        **error);
ArbStore        *arb_store_open_read_only (const char     *path,
                                           GError        **error);
void             arb_store_free           (ArbStore       *store);
const char      *arb_store_get_path       (ArbStore       *store);
const char      *arb_store_get_notice     (ArbStore       *store);
int              arb_store_schema_version (ArbStore       *store);
gint64           arb_store_create_game    (ArbStore              *store,
                                           const ArbSetup        *setup,
                                           const ArbStoreDerived *derived,
                                           GError               **error);
gboolean         arb_store_append_event   (ArbStore              *store,
                                           gint64                 game,
                                           const char            *line,
                                           const ArbStoreDerived *derived,
                                           GError               **error);
gboolean         arb_store_retract_last   (ArbStore              *store,
                                           gint64                 game,
                                           const ArbStoreDerived *derived,
                                           GError               **error);
gboolean         arb_store_redo_event     (ArbStore              *store,
                                           gint64                 game,
                                           const char            *line,
                                           const ArbStoreDerived *derived,
                                           GError               **error);
gboolean         arb_store_set_derived    (ArbStore              *store,
                                           gint64                 game,
                                           const ArbStoreDerived *derived,
                                           GError               **error);
GPtrArray       *arb_store_list_games     (ArbStore       *store,
                                           ArbStoreFilter  filter,
                                           GError        **error);
GPtrArray       *arb_store_list_recent    (ArbStore       *store,
                                           ArbStoreFilter  filter,
                                           guint           limit,
                                           GError        **error);
ArbStoredGame   *arb_store_get_game       (ArbStore       *store,
                                           gint64          game,
                                           GError        **error);
char            *arb_store_export_record  (ArbStore       *store,
                                           gint64          game,
                                           GError        **error);
char           **arb_store_redo_lines     (ArbStore       *store,
                                           gint64          game,
                                           GError        **error);
ArbGame         *arb_store_load_game      (ArbStore       *store,
                                           gint64          game,
                                           GError        **error);
gboolean         arb_store_repair_game    (ArbStore       *store,
                                           gint64          game,
                                           ArbGame        *loaded,
                                           GError        **error);
char           **arb_store_known_players  (ArbStore       *store,
                                           GError        **error);
void             arb_stored_game_free     (ArbStoredGame  *stored);

ArbStoreDerived *arb_store_derived_new    (ArbGame         *game);
gboolean         arb_store_derived_equal  (const ArbStoreDerived *derived,
                                           const ArbStoredGame   *stored);
void             arb_store_derived_free   (ArbStoreDerived *derived);

/* For tests: the n-th SQL statement from now fails as a full disk
 * would (or, with kill, the process dies there); 0 turns it off. */
void             arb_store_inject_fault   (ArbStore       *store,
                                           guint           n,
                                           gboolean        kill);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (ArbStore, arb_store_free)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (ArbStoredGame, arb_stored_game_free)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (ArbStoreDerived, arb_store_derived_free)

G_END_DECLS
