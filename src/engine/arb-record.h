/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

#include "arb-event.h"
#include "arb-game.h"
#include "arb-setup.h"

G_BEGIN_DECLS

#define ARB_RECORD_VERSION 1

/*
 * A game record: the plain-text form of a game (docs/notation.md).
 * A header (version, game id, players in seat order, mode, options)
 * then one event per line.
 */
/* Where a parse or replay failed; line and column count from 1. */
typedef struct {
  guint line;
  guint column;            /* 0 when the whole line is meant */
  guint event_index;       /* replay: index of the refused event */
} ArbRecordPosition;

/*
 * An event may go on over lines that begin with "|" (a tile-rummy
 * grid, one row a line); the "|" is one of its args, so that
 * "lay | r5 r6 r7 | b5" on one line is the same entry.
 */
#define ARB_RECORD_ROW_MARK "|"

typedef struct {
  ArbSetup          *setup;
  GPtrArray         *events;  /* ArbEvent, each already read by the
                               * game's rules: replay trusts that */
  GArray            *lines;   /* guint: the line of each event */
  /* arb_record_read(): why the events stop early (a line not well
   * formed, or naming nobody at the table), or NULL */
  GError            *stop;
  ArbRecordPosition  stop_position;
} ArbRecord;

ArbRecord *arb_record_parse        (const char        *text,
                                    ArbRecordPosition *position,
                                    GError           **error);
ArbRecord *arb_record_parse_len    (const char        *text,
                                    gssize             length,
                                    ArbRecordPosition *position,
                                    GError           **error);
ArbRecord *arb_record_read         (const char        *text,
                                    gssize             length,
                                    ArbRecordPosition *position,
                                    GError           **error);
ArbGame   *arb_record_replay       (const ArbRecord   *record,
                                    guint              until,
                                    ArbRecordPosition *position,
                                    GError           **error);
void       arb_record_free         (ArbRecord         *record);

ArbEvent  *arb_record_parse_event  (const ArbSetup    *setup,
                                    const char        *line,
                                    guint             *column,
                                    GError           **error);
ArbEvent  *arb_record_parse_entry  (const ArbSetup    *setup,
                                    const char        *text,
                                    ArbRecordPosition *position,
                                    GError           **error);
char      *arb_record_format_event (const ArbSetup    *setup,
                                    const ArbEvent    *event);
char      *arb_record_format_header (const ArbSetup   *setup);
char      *arb_record_print        (const ArbSetup    *setup,
                                    GPtrArray         *events);
char      *arb_record_print_game   (ArbGame           *game);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (ArbRecord, arb_record_free)

G_END_DECLS
