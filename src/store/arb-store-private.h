/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <sqlite3.h>

#include "arb-store.h"

G_BEGIN_DECLS

struct _ArbStore {
  sqlite3 *db;
  char    *path;
  char    *notice;      /* what happened on opening, for the user */
  int      migrated_from; /* the schema version found on opening */
  guint    fault_in;    /* statements until an injected fault; 0 none */
  gboolean fault_kill;
  guint    busy_waited_ms; /* waited on another program's lock, in all */
};

/* Every statement goes through these, so a fault can be injected at
 * any one of them. */
gboolean       arb_store_exec     (ArbStore     *store,
                                   const char   *sql,
                                   GError      **error);
sqlite3_stmt  *arb_store_prepare  (ArbStore     *store,
                                   const char   *sql,
                                   GError      **error);
gboolean       arb_store_run      (ArbStore     *store,
                                   sqlite3_stmt *stmt,
                                   GError      **error);
gboolean       arb_store_db_error (ArbStore     *store,
                                   GError      **error,
                                   const char   *what);
gboolean       arb_store_migrate  (ArbStore     *store,
                                   GError      **error);
gboolean       arb_store_repair_all (ArbStore   *store,
                                     GError    **error);
gboolean       arb_store_fill_missing (ArbStore *store,
                                       GError  **error);
char          *arb_store_name_uuid (const char *text);
gint64         arb_store_insert_game (ArbStore       *store,
                                      const ArbSetup *setup,
                                      const char     *uuid,
                                      gint64          created,
                                      GError        **error);
gboolean       arb_store_write_derived (ArbStore              *store,
                                        gint64                 game,
                                        const ArbStoreDerived *derived,
                                        gboolean               touch,
                                        GError               **error);
GPtrArray     *arb_store_query_games (ArbStore      *store,
                                      const char    *where,
                                      void         (*bind) (sqlite3_stmt *stmt, gconstpointer data),
                                      gconstpointer  data,
                                      GError       **error);

gint64         arb_store_keep_revision (ArbStore              *store,
                                        gint64                 game,
                                        const ArbRevisionNote *note,
                                        GError               **error);
gint64         arb_store_add_revision  (ArbStore              *store,
                                        gint64                 game,
                                        const ArbRevisionNote *note,
                                        const char *const     *log,
                                        const char *const     *redo,
                                        const char *const     *pending,
                                        GError               **error);
gboolean       arb_store_replace_rows  (ArbStore           *store,
                                        gint64              game,
                                        const char *const  *log,
                                        const char *const  *redo,
                                        const char *const  *pending,
                                        GError            **error);

G_END_DECLS
