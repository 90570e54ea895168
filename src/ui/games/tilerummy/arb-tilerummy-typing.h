/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

#include "games/tilerummy/tiles.h"

G_BEGIN_DECLS

/*
 * Tiles as they are typed: "r5", "g14", and on the display "p2", "d3".
 * Typed with no blank between them, a tile ends where the next letter
 * begins, or as soon as no digit could make it another tile: "r5" and
 * "r12" are complete, "r1" waits (r10 to r14 may follow).  Whether a
 * written tile exists is the engine's answer (arb_tr_tile_read()).
 */
typedef enum {
  ARB_TR_TYPED_NOTHING,    /* "" */
  ARB_TR_TYPED_PREFIX,     /* "r", "p": no tile yet, one may follow */
  ARB_TR_TYPED_OPEN,       /* "r1": a tile, and a digit more makes another */
  ARB_TR_TYPED_COMPLETE,   /* "r5", "r12", "p2": no key can make it longer */
  ARB_TR_TYPED_WRONG,      /* "x", "r0", "r15", or an action tile where none may go */
} ArbTrTyped;

/* What `text` makes; *tile (may be NULL) gets the tile when OPEN or
 * COMPLETE.  Action tiles count only with `actions`. */
ArbTrTyped arb_tilerummy_typed       (const char *text,
                                      gboolean    actions,
                                      ArbTrTile  *tile);

/* The tiles typed so far, in order, with or without blanks or commas
 * between them ("r3b8 y11,g2p2"), at most `max`.  *open says the last
 * one could still grow or is not finished; *bad that some word is no
 * tile at all.  Returns how many tiles it read. */
guint      arb_tilerummy_read_typed  (const char *text,
                                      gboolean    actions,
                                      ArbTrTile  *tiles,
                                      guint       max,
                                      gboolean   *open,
                                      gboolean   *bad);

/* The words of the tiles read: "r3 b8 y11 g2 pass-two", for an entry. */
char      *arb_tilerummy_typed_words (const ArbTrTile *tiles,
                                      guint            n);

/* The text with each word of tiles typed together spread out: "r1r1b2
 * 13 action" is "r1 r1 b2 13 action".  Other words stay as they are. */
char      *arb_tilerummy_spread_typed (const char      *text);

G_END_DECLS
