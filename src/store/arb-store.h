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
  /* Once finished, per seat: the total (the match total in a match)
   * and whether the seat won (a shared victory marks each winner);
   * NULL while the game goes on. */
  int     *scores;
  gboolean *winners;
  gboolean low_wins;      /* the lowest total wins (known once finished) */
  char    *uuid;          /* the game's identity across stores */
  gboolean counted;       /* FALSE: played with a rule error, left out of the stats */
  gint64   deleted;       /* when it was deleted (it can be restored), or 0 */
  guint    n_pending;     /* entries waiting after a correction */
} ArbStoredGame;

/* What the store keeps about a game that the events decide. */
typedef struct {
  gboolean  finished;
  char     *summary;      /* the verdict when finished, else NULL */
  char     *progress;
  guint     n_players;
  int      *scores;       /* per seat when finished, else NULL */
  gboolean *winners;      /* per seat when finished, else NULL */
  gboolean  low_wins;     /* when finished */
} ArbStoreDerived;

/*
 * Corrections.  A game's log can be rewritten as a whole (an entry
 * corrected or deleted, an earlier version put back): the version it
 * replaces is first kept as a revision, so nothing is lost and a
 * correction can itself be undone.  A revision holds the game's three
 * parts as they were: its live log, its redo stack and the entries
 * that waited after a correction ("pending": they no longer fitted
 * where they stood, see arb-session.h).
 */
typedef enum {
  ARB_REVISION_REPLACE,   /* an entry was replaced */
  ARB_REVISION_DELETE,    /* an entry was deleted */
  ARB_REVISION_RESTORE,   /* an earlier version was put back */
  ARB_REVISION_BACKUP,    /* another version of this game, from a backup */
} ArbRevisionKind;

typedef enum {
  ARB_REVISION_LOG,       /* the live entries, in order */
  ARB_REVISION_REDO,      /* the redo stack, bottom first */
  ARB_REVISION_PENDING,   /* the waiting entries, in order */
} ArbRevisionPart;

/* What the version kept as a revision is replaced by, in words. */
typedef struct {
  ArbRevisionKind kind;
  int             entry;    /* the entry changed (from 0), or -1 */
  const char     *summary;  /* "entry 13: “Ann: take” became “Ann: pass”" */
  const char     *digest;   /* for BACKUP: what identifies that version, or NULL */
} ArbRevisionNote;

/* One revision: the game as it was before a change. */
typedef struct {
  gint64          id;
  gint64          game;
  gint64          created;  /* when the change was made (unix time) */
  ArbRevisionKind kind;
  int             entry;    /* the entry changed (from 0), or -1 */
  char           *summary;
  guint           n_log;    /* entries in its live log */
  guint           n_pending;
  char           *digest;
} ArbRevision;

#define ARB_STORE_SCHEMA_VERSION 6

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

gboolean         arb_store_rewrite_log    (ArbStore              *store,
                                           gint64                 game,
                                           const ArbRevisionNote *note,
                                           const char *const     *log,
                                           const char *const     *redo,
                                           const char *const     *pending,
                                           const ArbStoreDerived *derived,
                                           GError               **error);
char           **arb_store_game_lines     (ArbStore        *store,
                                           gint64           game,
                                           ArbRevisionPart  part,
                                           GError         **error);
char           **arb_store_pending_lines  (ArbStore       *store,
                                           gint64          game,
                                           GError        **error);
GPtrArray       *arb_store_list_revisions (ArbStore       *store,
                                           gint64          game,
                                           GError        **error);
ArbRevision     *arb_store_get_revision   (ArbStore       *store,
                                           gint64          revision,
                                           GError        **error);
char           **arb_store_revision_lines (ArbStore        *store,
                                           gint64           revision,
                                           ArbRevisionPart  part,
                                           GError         **error);
void             arb_revision_free        (ArbRevision    *revision);

ArbStoreDerived *arb_store_derived_new    (ArbGame         *game);
gboolean         arb_store_derived_equal  (const ArbStoreDerived *derived,
                                           const ArbStoredGame   *stored);
void             arb_store_derived_free   (ArbStoreDerived *derived);

/* For tests: the n-th SQL statement from now fails as a full disk
 * would (or, with kill, the process dies there); 0 turns it off. */
void             arb_store_inject_fault   (ArbStore       *store,
                                           guint           n,
                                           gboolean        kill);
/* For tests: how long the store has waited on another program's lock,
 * in all, in milliseconds (counted, not timed); reading it resets it. */
guint            arb_store_take_busy_wait (ArbStore       *store);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (ArbStore, arb_store_free)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (ArbStoredGame, arb_stored_game_free)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (ArbStoreDerived, arb_store_derived_free)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (ArbRevision, arb_revision_free)

G_END_DECLS
