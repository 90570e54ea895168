/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

#include "grid.h"
#include "tiles.h"

G_BEGIN_DECLS

/*
 * What a lay-down may do (TR-1, TR-4, TR-5, TR-6), given the table
 * before it and what is known about the player: the new table (the whole
 * table after the move) must keep every old tile, add 1 or more tiles
 * the player can hold, be legal, keep to the group limit, and follow the
 * opening rules.
 */
typedef struct {
  const ArbTrCounts *before;         /* the table's tiles before the move */
  guint              groups_before;
  ArbTrCounts        elsewhere;      /* copies known off the table and out of this hand */
  char            *(*where)          (gpointer  data,
                                      ArbTrTile tile);  /* words: where those copies are */
  gpointer           where_data;
  const char        *player;         /* the name, for messages */
  guint              in_hand;        /* tiles the player holds */
  const ArbTrCounts *seen;           /* of them, those seen going in and surely still there */
  gboolean           opened;         /* the player has opened */
  const char        *waiting;        /* "Cleo has" / "Ben and Cleo have" not opened, or "" */
  guint              n_players;
  guint              group_limit;
} ArbTrLayContext;

typedef struct {
  ArbTrGrid   *grid;       /* the new table */
  ArbTrReport *report;     /* its check */
  ArbTrCounts  counts;     /* its tiles */
  ArbTrCounts  added;      /* new table minus old (copies are interchangeable) */
  guint        n_added;
} ArbTrLay;

/* Reads the record args of "lay" and checks them; FALSE with the refusal. */
gboolean arb_tr_lay_check (const ArbTrLayContext *ctx,
                           const char *const     *args,
                           ArbTrLay              *lay,
                           GError               **error);
void     arb_tr_lay_clear (ArbTrLay              *lay);

G_END_DECLS
