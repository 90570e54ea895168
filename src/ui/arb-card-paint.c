/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "arb-card-paint.h"

void
arb_card_paint_rounded_rect (cairo_t *cr,
                             double   x,
                             double   y,
                             double   w,
                             double   h,
                             double   r)
{
  cairo_new_sub_path (cr);
  cairo_arc (cr, x + w - r, y + r, r, -G_PI / 2, 0);
  cairo_arc (cr, x + w - r, y + h - r, r, 0, G_PI / 2);
  cairo_arc (cr, x + r, y + h - r, r, G_PI / 2, G_PI);
  cairo_arc (cr, x + r, y + r, r, G_PI, 3 * G_PI / 2);
  cairo_close_path (cr);
}

void
arb_card_paint_face (cairo_t  *cr,
                     double    x,
                     double    y,
                     double    w,
                     double    h,
                     gboolean  gold_edge)
{
  double r = h * 0.07;

  cairo_set_source_rgba (cr, 0, 0, 0, 0.25);
  arb_card_paint_rounded_rect (cr, x + 1, y + 2, w, h, r);
  cairo_fill (cr);
  arb_card_paint_rounded_rect (cr, x, y, w, h, r);
  cairo_set_source_rgb (cr, 0.99, 0.98, 0.96);
  cairo_fill_preserve (cr);
  cairo_set_line_width (cr, gold_edge ? 3.0 : 1.0);
  if (gold_edge)
    cairo_set_source_rgb (cr, 0.90, 0.65, 0.04);
  else
    cairo_set_source_rgba (cr, 0, 0, 0, 0.35);
  cairo_stroke (cr);
}

void
arb_card_paint_text (cairo_t    *cr,
                     const char *text,
                     double      size,
                     double      cx,
                     double      cy,
                     gboolean    centered)
{
  g_autoptr(PangoLayout) layout = pango_cairo_create_layout (cr);
  g_autoptr(PangoFontDescription) font = pango_font_description_from_string ("Cantarell Bold");
  PangoRectangle ink;

  pango_font_description_set_absolute_size (font, size * PANGO_SCALE);
  pango_layout_set_font_description (layout, font);
  pango_layout_set_text (layout, text, -1);
  pango_layout_get_pixel_extents (layout, &ink, NULL);
  if (centered)
    cairo_move_to (cr, cx - ink.x - ink.width / 2.0, cy - ink.y - ink.height / 2.0);
  else
    cairo_move_to (cr, cx - ink.x - ink.width, cy - ink.y);
  pango_cairo_show_layout (cr, layout);
  cairo_new_path (cr);
}
