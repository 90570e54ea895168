/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "games/tilerummy/tiles.h"

G_BEGIN_DECLS

/*
 * Tiles drawn as pictures, readable from across the table: a cream face
 * like the real tiles, a big number in its colour, and never colour
 * alone — each colour has its letter in the corner and its own mark
 * under the number (red ●, blue ■, yellow ▲, green ◆).  Action tiles
 * are dark, with the letters typed for them (P2, D3).
 */
#define ARB_TILERUMMY_TILE_RATIO 0.76    /* width of a tile, of its height */

void arb_tilerummy_paint_tile       (cairo_t   *cr,
                                     double     x,
                                     double     y,
                                     double     w,
                                     double     h,
                                     ArbTrTile  tile);
/* An empty place for a tile: a dashed outline in `color`. */
void arb_tilerummy_paint_slot       (cairo_t       *cr,
                                     double         x,
                                     double         y,
                                     double         w,
                                     double         h,
                                     const GdkRGBA *color);
/* The colour of a tile's number (also for its legend). */
void arb_tilerummy_colour_rgba      (int        colour,
                                     GdkRGBA   *rgba);

/*
 * Every tile drawn once at one size, then copied: a full table of 112
 * tiles is a hundred image copies a frame.
 */
typedef struct _ArbTilerummyTileCache ArbTilerummyTileCache;

ArbTilerummyTileCache *arb_tilerummy_tile_cache_new   (void);
void                   arb_tilerummy_tile_cache_free  (ArbTilerummyTileCache *cache);
void                   arb_tilerummy_tile_cache_paint (ArbTilerummyTileCache *cache,
                                                       cairo_t               *cr,
                                                       double                 x,
                                                       double                 y,
                                                       double                 w,
                                                       double                 h,
                                                       int                    scale,
                                                       ArbTrTile              tile,
                                                       double                 alpha);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (ArbTilerummyTileCache, arb_tilerummy_tile_cache_free)

G_END_DECLS
