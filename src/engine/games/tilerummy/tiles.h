/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/*
 * Tiles (TR-1): what a tile is, how it is written, and what makes a
 * line of tiles (TR-4).
 *
 * A tile is a small code: 0 is no tile (an empty cell), 1..56 the
 * numbered tiles (colour × 14 + value), then the two action tiles.
 * Written: colour letter r b y g and value 1..14 ("r5", "g14"),
 * "pass-two" and "draw-three".
 */
#define ARB_TR_N_COLOURS 4
#define ARB_TR_N_VALUES 14
#define ARB_TR_N_KINDS 56        /* numbered tiles: colours × values */
#define ARB_TR_COPIES 2          /* of each numbered tile, of each action tile */
#define ARB_TR_N_TILES 59        /* tile codes 0..58 */

typedef guint8 ArbTrTile;

#define ARB_TR_NONE 0
#define ARB_TR_PASS_TWO 57
#define ARB_TR_DRAW_THREE 58

typedef enum {
  ARB_TR_RED,
  ARB_TR_BLUE,
  ARB_TR_YELLOW,
  ARB_TR_GREEN,
} ArbTrColour;

static inline gboolean
arb_tr_tile_is_numbered (ArbTrTile tile)
{
  return tile >= 1 && tile <= ARB_TR_N_KINDS;
}

static inline gboolean
arb_tr_tile_is_action (ArbTrTile tile)
{
  return tile == ARB_TR_PASS_TWO || tile == ARB_TR_DRAW_THREE;
}

/* For numbered tiles only. */
static inline int
arb_tr_tile_colour (ArbTrTile tile)
{
  return (tile - 1) / ARB_TR_N_VALUES;
}

static inline int
arb_tr_tile_value (ArbTrTile tile)
{
  return (tile - 1) % ARB_TR_N_VALUES + 1;
}

static inline ArbTrTile
arb_tr_tile_make (int colour,
                  int value)
{
  return (ArbTrTile) (1 + colour * ARB_TR_N_VALUES + value - 1);
}

/* How a written tile reads. */
typedef enum {
  ARB_TR_READ_OK,
  ARB_TR_READ_MALFORMED,   /* not written as a tile at all ("5r", "hello") */
  ARB_TR_READ_NO_SUCH,     /* written as a tile, but there is none ("q5", "r15") */
} ArbTrRead;

ArbTrRead   arb_tr_tile_read        (const char *text,
                                     ArbTrTile  *tile);
const char *arb_tr_tile_name        (ArbTrTile   tile);   /* "r5", "pass-two", "." */
char       *arb_tr_tile_words       (ArbTrTile   tile);   /* "red 5", "a pass two tile" */
const char *arb_tr_colour_name      (int         colour); /* "red" */
int         arb_tr_tile_points      (ArbTrTile   tile);   /* TR-8: value, 20 for an action tile */

/* A multiset of tiles, indexed by tile code (n[0] unused). */
typedef struct {
  guint8 n[ARB_TR_N_TILES];
} ArbTrCounts;

guint     arb_tr_counts_total      (const ArbTrCounts *counts);
gboolean  arb_tr_counts_contains   (const ArbTrCounts *big,
                                    const ArbTrCounts *small);
/* big - small, each count floored at 0. */
void      arb_tr_counts_minus      (const ArbTrCounts *big,
                                    const ArbTrCounts *small,
                                    ArbTrCounts       *out);
void      arb_tr_counts_add        (ArbTrCounts       *to,
                                    const ArbTrCounts *more);
/* "r5 r5 b7", tiles in code order; "" when empty. */
char     *arb_tr_counts_to_string  (const ArbTrCounts *counts);
/* Reads blank- or comma-separated tiles; FALSE with a message naming
 * the first word that is not a tile. */
gboolean  arb_tr_counts_parse      (const char        *text,
                                    ArbTrCounts       *counts,
                                    GError           **error);

/* ---- lines (TR-4) ---- */

typedef enum {
  ARB_TR_LINE_SEQUENCE,    /* 3–4 tiles, one value, different colours */
  ARB_TR_LINE_ROW,         /* 3–14 tiles, one colour, values stepping by 1 */
  ARB_TR_LINE_SHORT,       /* 2 tiles: no line can be that short */
  ARB_TR_LINE_BAD,         /* 3+ tiles that are neither */
} ArbTrLineKind;

/* What tiles[0..n) in that order make; *reason (may be NULL) gets the
 * words for what is wrong, which the caller frees. n >= 2. */
ArbTrLineKind arb_tr_line_check (const ArbTrTile *tiles,
                                 guint            n,
                                 char           **reason);

/* Could tiles[0..n) in that order still grow into a line, by tiles
 * added at either end?  (n >= 1; for n >= 3 the same as a valid line.) */
gboolean      arb_tr_line_could_grow (const ArbTrTile *tiles,
                                      guint            n);

G_END_DECLS
