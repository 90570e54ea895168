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

G_END_DECLS
