/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <math.h>

#include "arb-card-paint.h"

#include "arb-tilerummy-paint.h"

/* Dark enough on the cream face: each at least 4.5:1. */
static const double ink[ARB_TR_N_COLOURS][3] = {
  { 0.753, 0.110, 0.157 },   /* red #c01c28 */
  { 0.102, 0.373, 0.706 },   /* blue #1a5fb4 */
  { 0.604, 0.404, 0.000 },   /* yellow, as ochre #9a6700 */
  { 0.118, 0.482, 0.282 },   /* green #1e7b48 */
};

static const char *const letters[ARB_TR_N_COLOURS] = { "R", "B", "Y", "G" };

void
arb_tilerummy_colour_rgba (int      colour,
                           GdkRGBA *rgba)
{
  int c = CLAMP (colour, 0, ARB_TR_N_COLOURS - 1);

  rgba->red = (float) ink[c][0];
  rgba->green = (float) ink[c][1];
  rgba->blue = (float) ink[c][2];
  rgba->alpha = 1;
}

/* The colour's own mark, centred on (cx, cy), `size` across. */
static void
mark_path (cairo_t *cr,
           int      colour,
           double   cx,
           double   cy,
           double   size)
{
  double r = size / 2;

  cairo_new_path (cr);
  switch (colour)
    {
    case ARB_TR_RED:
      cairo_arc (cr, cx, cy, r, 0, 2 * G_PI);
      break;
    case ARB_TR_BLUE:
      cairo_rectangle (cr, cx - r * 0.88, cy - r * 0.88, r * 1.76, r * 1.76);
      break;
    case ARB_TR_YELLOW:
      cairo_move_to (cr, cx, cy - r);
      cairo_line_to (cr, cx + r * 1.1, cy + r * 0.85);
      cairo_line_to (cr, cx - r * 1.1, cy + r * 0.85);
      cairo_close_path (cr);
      break;
    default:
      cairo_move_to (cr, cx, cy - r * 1.1);
      cairo_line_to (cr, cx + r, cy);
      cairo_line_to (cr, cx, cy + r * 1.1);
      cairo_line_to (cr, cx - r, cy);
      cairo_close_path (cr);
      break;
    }
}

static void
paint_face (cairo_t *cr,
            double   x,
            double   y,
            double   w,
            double   h,
            gboolean action)
{
  double r = MIN (w, h) * 0.14;

  cairo_set_source_rgba (cr, 0, 0, 0, 0.28);
  arb_card_paint_rounded_rect (cr, x + 0.5, y + 1.5, w, h, r);
  cairo_fill (cr);
  arb_card_paint_rounded_rect (cr, x, y, w, h, r);
  if (action)
    cairo_set_source_rgb (cr, 0.19, 0.20, 0.26);
  else
    cairo_set_source_rgb (cr, 0.988, 0.973, 0.937);
  cairo_fill_preserve (cr);
  cairo_set_line_width (cr, 1.0);
  if (action)
    cairo_set_source_rgb (cr, 0.90, 0.65, 0.04);
  else
    cairo_set_source_rgba (cr, 0, 0, 0, 0.38);
  cairo_stroke (cr);
}

void
arb_tilerummy_paint_tile (cairo_t   *cr,
                          double     x,
                          double     y,
                          double     w,
                          double     h,
                          ArbTrTile  tile)
{
  int colour;
  g_autofree char *value = NULL;

  if (arb_tr_tile_is_action (tile))
    {
      paint_face (cr, x, y, w, h, TRUE);
      cairo_set_source_rgb (cr, 1, 1, 1);
      arb_card_paint_text (cr, tile == ARB_TR_PASS_TWO ? "P2" : "D3", h * 0.30, x + w / 2, y + h * 0.45, TRUE);
      cairo_set_source_rgb (cr, 0.98, 0.78, 0.18);
      arb_card_paint_text (cr, tile == ARB_TR_PASS_TWO ? "⇄" : "+3", h * 0.16, x + w / 2, y + h * 0.78, TRUE);
      return;
    }
  if (!arb_tr_tile_is_numbered (tile))
    return;
  colour = arb_tr_tile_colour (tile);
  value = g_strdup_printf ("%d", arb_tr_tile_value (tile));
  paint_face (cr, x, y, w, h, FALSE);
  cairo_set_source_rgb (cr, ink[colour][0], ink[colour][1], ink[colour][2]);
  arb_card_paint_text (cr, value, h * (arb_tr_tile_value (tile) >= 10 ? 0.40 : 0.46), x + w / 2, y + h * 0.45, TRUE);
  mark_path (cr, colour, x + w / 2, y + h * 0.82, h * 0.12);
  cairo_fill (cr);
  arb_card_paint_text (cr, letters[colour], h * 0.14, x + w * 0.17, y + h * 0.12, TRUE);
}

void
arb_tilerummy_paint_slot (cairo_t       *cr,
                          double         x,
                          double         y,
                          double         w,
                          double         h,
                          const GdkRGBA *color)
{
  static const double dash[] = { 4, 3 };

  arb_card_paint_rounded_rect (cr, x + 1, y + 1, w - 2, h - 2, MIN (w, h) * 0.14);
  cairo_set_source_rgba (cr, color->red, color->green, color->blue, color->alpha);
  cairo_set_line_width (cr, 1.5);
  cairo_set_dash (cr, dash, 2, 0);
  cairo_stroke (cr);
  cairo_set_dash (cr, NULL, 0, 0);
}

/* ---- the cache ---- */

struct _ArbTilerummyTileCache
{
  int              width;    /* in device pixels */
  int              height;
  int              scale;
  cairo_surface_t *tiles[ARB_TR_N_TILES];
};

ArbTilerummyTileCache *
arb_tilerummy_tile_cache_new (void)
{
  return g_new0 (ArbTilerummyTileCache, 1);
}

static void
cache_clear (ArbTilerummyTileCache *cache)
{
  for (guint i = 0; i < ARB_TR_N_TILES; i++)
    g_clear_pointer (&cache->tiles[i], cairo_surface_destroy);
}

void
arb_tilerummy_tile_cache_free (ArbTilerummyTileCache *cache)
{
  if (cache == NULL)
    return;
  cache_clear (cache);
  g_free (cache);
}

/* The picture has room for the shadow: one pixel right, two down. */
#define SHADOW 2

static cairo_surface_t *
render (ArbTilerummyTileCache *cache,
        double                 w,
        double                 h,
        ArbTrTile              tile)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32,
                                                         (int) ceil ((w + SHADOW) * cache->scale),
                                                         (int) ceil ((h + SHADOW) * cache->scale));
  cairo_t *cr;

  cairo_surface_set_device_scale (surface, cache->scale, cache->scale);
  cr = cairo_create (surface);
  arb_tilerummy_paint_tile (cr, 0, 0, w, h, tile);
  cairo_destroy (cr);
  return surface;
}

void
arb_tilerummy_tile_cache_paint (ArbTilerummyTileCache *cache,
                                cairo_t               *cr,
                                double                 x,
                                double                 y,
                                double                 w,
                                double                 h,
                                int                    scale,
                                ArbTrTile              tile,
                                double                 alpha)
{
  int width = (int) round (w * scale * 64), height = (int) round (h * scale * 64);

  if (tile == ARB_TR_NONE || tile >= ARB_TR_N_TILES)
    return;
  if (width != cache->width || height != cache->height || scale != cache->scale)
    {
      cache_clear (cache);
      cache->width = width;
      cache->height = height;
      cache->scale = MAX (scale, 1);
    }
  if (cache->tiles[tile] == NULL)
    cache->tiles[tile] = render (cache, w, h, tile);
  cairo_save (cr);
  cairo_set_source_surface (cr, cache->tiles[tile], x, y);
  if (alpha >= 1)
    cairo_paint (cr);
  else
    cairo_paint_with_alpha (cr, alpha);
  cairo_restore (cr);
}
