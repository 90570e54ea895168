/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/*
 * arbiter-cli's Tile Rummy questions that need no game (docs/cli.md):
 * is this table legal (table), can these tiles be laid out (solve), and
 * how much of this rack fits onto this table (fit).
 */
typedef struct {
  gboolean    json;
  int         players;     /* 0: not said */
  int         budget_ms;   /* for the 2D search */
  const char *rack;        /* fit: the rack's tiles */
  const char *table;       /* solve: a table file whose tiles are the question */
} ArbTrCliOptions;

/* Exit status: 0 legal, 1 not legal, 2 usage or I/O error. */
int arb_tr_cli_table (const char            *file,
                      const ArbTrCliOptions *opts);
/* Exit status: 0 yes, 1 no, 3 not known within the budget, 2 error. */
int arb_tr_cli_solve (const char *const     *words,
                      const ArbTrCliOptions *opts);
/* Exit status: 0 answered, 2 error. */
int arb_tr_cli_fit   (const char            *file,
                      const ArbTrCliOptions *opts);

G_END_DECLS
