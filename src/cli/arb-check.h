/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

#include "arb-game.h"
#include "arb-record.h"

G_BEGIN_DECLS

/*
 * The verdict on a record: parsed and replayed through the engine.
 * The CLI and the record tests share this one code path.
 */
typedef struct {
  ArbRecord *record;    /* NULL when the header cannot make a game */
  ArbGame   *game;      /* replayed up to `until` or the refusal */
  GError    *error;     /* NULL when every event is legal */
  guint      line;      /* of the failure */
  guint      column;
  char      *rule_id;   /* "NT-4", or "parse" */
} ArbCheck;

ArbCheck *arb_check_text      (const char *text,
                               gssize      length,
                               guint       until);
gboolean  arb_check_read_file (const char *path,
                               char      **text,
                               gsize      *length,
                               GError    **error);
char     *arb_check_message   (const ArbCheck *check);
void      arb_check_free      (ArbCheck   *check);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (ArbCheck, arb_check_free)

G_END_DECLS
