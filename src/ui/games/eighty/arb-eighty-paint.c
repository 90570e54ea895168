/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <math.h>
#include <string.h>

#include "arb-card-paint.h"

#include "arb-eighty-paint.h"

/* ---- symbols ---- */

typedef void (*ShapeFunc) (cairo_t *cr, double cx, double cy, double r);

static void
star_path (cairo_t *cr,
           double   cx,
           double   cy,
           double   r)
{
  cairo_new_path (cr);
  for (int i = 0; i < 10; i++)
    {
      double radius = i % 2 == 0 ? r : r * 0.45;
      double angle = -G_PI / 2 + i * G_PI / 5;

      cairo_line_to (cr, cx + radius * cos (angle), cy + radius * sin (angle));
    }
  cairo_close_path (cr);
}

static void
moon_path (cairo_t *cr,
           double   cx,
           double   cy,
           double   r)
{
  /* a crescent: the outer disc less an offset one */
  cairo_new_path (cr);
  cairo_arc (cr, cx, cy, r, G_PI * 0.30, G_PI * 1.70);
  cairo_arc_negative (cr, cx + r * 0.42, cy - r * 0.08, r * 0.80, G_PI * 1.50, G_PI * 0.58);
  cairo_close_path (cr);
}

static void
sun_path (cairo_t *cr,
          double   cx,
          double   cy,
          double   r)
{
  cairo_new_path (cr);
  for (int i = 0; i < 16; i++)
    {
      double radius = i % 2 == 0 ? r : r * 0.68;
      double angle = -G_PI / 2 + i * G_PI / 8;

      cairo_line_to (cr, cx + radius * cos (angle), cy + radius * sin (angle));
    }
  cairo_close_path (cr);
}

static void
leaf_path (cairo_t *cr,
           double   cx,
           double   cy,
           double   r)
{
  cairo_new_path (cr);
  cairo_move_to (cr, cx - r * 0.75, cy + r * 0.75);
  cairo_curve_to (cr, cx - r * 0.95, cy - r * 0.30, cx - r * 0.10, cy - r * 0.95, cx + r * 0.85, cy - r * 0.85);
  cairo_curve_to (cr, cx + r * 0.95, cy + r * 0.10, cx + r * 0.30, cy + r * 0.95, cx - r * 0.75, cy + r * 0.75);
  cairo_close_path (cr);
}

static void
heart_path (cairo_t *cr,
            double   cx,
            double   cy,
            double   r)
{
  cairo_new_path (cr);
  cairo_move_to (cr, cx, cy + r * 0.85);
  cairo_curve_to (cr, cx - r * 1.1, cy + r * 0.05, cx - r * 0.75, cy - r * 0.95, cx, cy - r * 0.40);
  cairo_curve_to (cr, cx + r * 0.75, cy - r * 0.95, cx + r * 1.1, cy + r * 0.05, cx, cy + r * 0.85);
  cairo_close_path (cr);
}

static void
drop_path (cairo_t *cr,
           double   cx,
           double   cy,
           double   r)
{
  cairo_new_path (cr);
  cairo_move_to (cr, cx, cy - r);
  cairo_curve_to (cr, cx + r * 0.25, cy - r * 0.45, cx + r * 0.75, cy - r * 0.05, cx + r * 0.75, cy + r * 0.30);
  cairo_arc (cr, cx, cy + r * 0.30, r * 0.75, 0, G_PI);
  cairo_curve_to (cr, cx - r * 0.75, cy - r * 0.05, cx - r * 0.25, cy - r * 0.45, cx, cy - r);
  cairo_close_path (cr);
}

static void
crown_path (cairo_t *cr,
            double   cx,
            double   cy,
            double   r)
{
  cairo_new_path (cr);
  cairo_move_to (cr, cx - r * 0.9, cy + r * 0.6);
  cairo_line_to (cr, cx - r * 0.9, cy - r * 0.5);
  cairo_line_to (cr, cx - r * 0.45, cy);
  cairo_line_to (cr, cx, cy - r * 0.8);
  cairo_line_to (cr, cx + r * 0.45, cy);
  cairo_line_to (cr, cx + r * 0.9, cy - r * 0.5);
  cairo_line_to (cr, cx + r * 0.9, cy + r * 0.6);
  cairo_close_path (cr);
}

static void
flower_path (cairo_t *cr,
             double   cx,
             double   cy,
             double   r)
{
  cairo_new_path (cr);
  for (int i = 0; i < 5; i++)
    {
      double a = -G_PI / 2 + i * 2 * G_PI / 5;

      cairo_new_sub_path (cr);
      cairo_arc (cr, cx + r * 0.5 * cos (a), cy + r * 0.5 * sin (a), r * 0.45, 0, 2 * G_PI);
    }
  cairo_set_fill_rule (cr, CAIRO_FILL_RULE_WINDING);
}

/* Pictures for the symbols most tables will name; any other symbol is
 * a token with its first letters. */
static const struct {
  const char *name;
  ShapeFunc   shape;
  double      rgb[3];
} shapes[] = {
  { "star", star_path, { 0.85, 0.60, 0.00 } },
  { "moon", moon_path, { 0.30, 0.30, 0.70 } },
  { "sun", sun_path, { 0.90, 0.45, 0.05 } },
  { "leaf", leaf_path, { 0.15, 0.55, 0.20 } },
  { "heart", heart_path, { 0.80, 0.10, 0.20 } },
  { "drop", drop_path, { 0.10, 0.45, 0.80 } },
  { "water", drop_path, { 0.10, 0.45, 0.80 } },
  { "crown", crown_path, { 0.70, 0.50, 0.05 } },
  { "flower", flower_path, { 0.75, 0.25, 0.60 } },
};

/* A hue of its own for a symbol without a picture, dark enough on white. */
static void
token_rgb (const char *symbol,
           double     *rgb)
{
  static const double inks[][3] = {
    { 0.55, 0.20, 0.55 }, { 0.10, 0.45, 0.45 }, { 0.60, 0.30, 0.05 }, { 0.25, 0.35, 0.65 },
    { 0.45, 0.45, 0.10 }, { 0.65, 0.15, 0.15 }, { 0.20, 0.50, 0.30 }, { 0.35, 0.25, 0.20 },
  };
  guint i = g_str_hash (symbol) % G_N_ELEMENTS (inks);

  memcpy (rgb, inks[i], sizeof inks[i]);
}

/* "Mo" for "mond": one or two letters fit in the token. */
static char *
token_letters (const char *symbol)
{
  const char *second = g_utf8_next_char (symbol);
  g_autofree char *first = g_utf8_strup (symbol, second - symbol);

  if (*second == '\0' || *second == '-')
    return g_steal_pointer (&first);
  return g_strdup_printf ("%s%.*s", first, (int) (g_utf8_next_char (second) - second), second);
}

void
arb_eighty_paint_symbol (cairo_t    *cr,
                         double      cx,
                         double      cy,
                         double      size,
                         const char *symbol)
{
  double r = size / 2;
  double rgb[3];
  g_autofree char *letters = NULL;

  if (symbol == NULL || symbol[0] == '\0')
    return;
  cairo_save (cr);
  for (guint i = 0; i < G_N_ELEMENTS (shapes); i++)
    if (g_str_equal (symbol, shapes[i].name))
      {
        shapes[i].shape (cr, cx, cy, r * 0.95);
        cairo_set_source_rgb (cr, shapes[i].rgb[0], shapes[i].rgb[1], shapes[i].rgb[2]);
        cairo_fill_preserve (cr);
        cairo_set_source_rgba (cr, 0, 0, 0, 0.45);
        cairo_set_line_width (cr, MAX (0.8, size / 28));
        cairo_stroke (cr);
        cairo_restore (cr);
        return;
      }
  token_rgb (symbol, rgb);
  letters = token_letters (symbol);
  arb_card_paint_rounded_rect (cr, cx - r * 0.92, cy - r * 0.92, r * 1.84, r * 1.84, r * 0.45);
  cairo_set_source_rgb (cr, rgb[0], rgb[1], rgb[2]);
  cairo_fill (cr);
  cairo_set_source_rgb (cr, 1, 1, 1);
  arb_card_paint_text (cr, letters, size * (g_utf8_strlen (letters, -1) > 1 ? 0.50 : 0.62), cx, cy, TRUE);
  cairo_restore (cr);
}

/* ---- the round-rule icon ---- */

static void
icon_rgb (ArbEightyIcon icon,
          double       *rgb)
{
  static const double inks[][3] = {
    [ARB_EIGHTY_ICON_NONE] = { 0.45, 0.45, 0.45 },
    [ARB_EIGHTY_ICON_STANDARD] = { 0.10, 0.40, 0.75 },
    [ARB_EIGHTY_ICON_DOUBLE_UP] = { 0.45, 0.20, 0.65 },
    [ARB_EIGHTY_ICON_HIGH_LOW] = { 0.05, 0.45, 0.42 },
    [ARB_EIGHTY_ICON_SYMBOLIC_UP] = { 0.70, 0.35, 0.00 },
    [ARB_EIGHTY_ICON_SAFE_ZONE] = { 0.70, 0.10, 0.15 },
  };

  memcpy (rgb, inks[CLAMP (icon, ARB_EIGHTY_ICON_NONE, ARB_EIGHTY_ICON_SAFE_ZONE)], sizeof inks[0]);
}

/* An arrow in a box of width w and height h; up or down. */
static void
arrow (cairo_t *cr,
       double   x,
       double   y,
       double   w,
       double   h,
       gboolean up)
{
  double cx = x + w / 2;
  double tip = up ? y : y + h, base = up ? y + h : y;
  double head = up ? y + h * 0.45 : y + h * 0.55;

  cairo_new_path (cr);
  cairo_move_to (cr, cx, tip);
  cairo_line_to (cr, x + w, head);
  cairo_line_to (cr, cx + w * 0.17, head);
  cairo_line_to (cr, cx + w * 0.17, base);
  cairo_line_to (cr, cx - w * 0.17, base);
  cairo_line_to (cr, cx - w * 0.17, head);
  cairo_line_to (cr, x, head);
  cairo_close_path (cr);
  cairo_fill (cr);
}

double
arb_eighty_icon_width (double        size,
                       ArbEightyIcon icon)
{
  switch (icon)
    {
    case ARB_EIGHTY_ICON_STANDARD:
      return size;
    case ARB_EIGHTY_ICON_SAFE_ZONE:
      return size * 1.75;
    default:
      return size * 1.5;
    }
}

void
arb_eighty_paint_icon (cairo_t       *cr,
                       double         x,
                       double         y,
                       double         size,
                       ArbEightyIcon  icon,
                       const char    *icon_symbol)
{
  double w = arb_eighty_icon_width (size, icon);
  double pad = size * 0.16, aw = size * 0.46, ah = size - 2 * pad;
  double rgb[3];

  icon_rgb (icon, rgb);
  cairo_save (cr);
  arb_card_paint_rounded_rect (cr, x, y, w, size, size * 0.22);
  cairo_set_source_rgb (cr, rgb[0], rgb[1], rgb[2]);
  cairo_fill (cr);
  cairo_set_source_rgb (cr, 1, 1, 1);
  switch (icon)
    {
    case ARB_EIGHTY_ICON_STANDARD:
      arrow (cr, x + (w - aw) / 2, y + pad, aw, ah, TRUE);
      break;
    case ARB_EIGHTY_ICON_DOUBLE_UP:
      arrow (cr, x + w / 2 - aw - pad * 0.2, y + pad, aw, ah, TRUE);
      arrow (cr, x + w / 2 + pad * 0.2, y + pad, aw, ah, TRUE);
      break;
    case ARB_EIGHTY_ICON_HIGH_LOW:
      arrow (cr, x + w / 2 - aw - pad * 0.2, y + pad, aw, ah, TRUE);
      arrow (cr, x + w / 2 + pad * 0.2, y + pad, aw, ah, FALSE);
      break;
    case ARB_EIGHTY_ICON_SYMBOLIC_UP:
      /* the symbol on a white disc, then the arrow */
      cairo_new_path (cr);
      cairo_arc (cr, x + pad + ah / 2, y + size / 2, ah / 2 + pad * 0.35, 0, 2 * G_PI);
      cairo_fill (cr);
      arb_eighty_paint_symbol (cr, x + pad + ah / 2, y + size / 2, ah * 0.95, icon_symbol);
      cairo_set_source_rgb (cr, 1, 1, 1);
      arrow (cr, x + w - pad - aw, y + pad, aw, ah, TRUE);
      break;
    case ARB_EIGHTY_ICON_SAFE_ZONE:
      arb_card_paint_text (cr, "≥80", size * 0.62, x + w / 2, y + size / 2, TRUE);
      break;
    case ARB_EIGHTY_ICON_NONE:
    default:
      arb_card_paint_text (cr, "?", size * 0.7, x + w / 2, y + size / 2, TRUE);
      break;
    }
  cairo_restore (cr);
}

/* ---- cards ---- */

static void
paint_draw_badge (cairo_t *cr,
                  double   x,
                  double   y,
                  double   h,
                  int      draw)
{
  g_autofree char *text = g_strdup_printf ("+%d", draw);

  arb_eighty_paint_black (cr, x, y, h, NULL);
  cairo_set_source_rgb (cr, 1, 1, 1);
  arb_card_paint_text (cr, text, h * 0.42, x + h * ARB_EIGHTY_CARD_RATIO / 2, y + h / 2, TRUE);
}

static void
paint_end_card (cairo_t *cr,
                double   x,
                double   y,
                double   h)
{
  double w = h * ARB_EIGHTY_CARD_RATIO;

  cairo_set_source_rgba (cr, 0, 0, 0, 0.3);
  arb_card_paint_rounded_rect (cr, x + 1, y + 2, w, h, h * 0.07);
  cairo_fill (cr);
  arb_card_paint_rounded_rect (cr, x, y, w, h, h * 0.07);
  cairo_set_source_rgb (cr, 0.13, 0.13, 0.16);
  cairo_fill_preserve (cr);
  cairo_set_line_width (cr, 3);
  cairo_set_source_rgb (cr, 0.90, 0.65, 0.04);
  cairo_stroke (cr);
  arb_eighty_paint_icon (cr, x + h * 0.06, y + h * 0.06, h * 0.15, ARB_EIGHTY_ICON_SAFE_ZONE, NULL);
  cairo_set_source_rgb (cr, 0.98, 0.78, 0.18);
  arb_card_paint_text (cr, "80", h * 0.34, x + w / 2, y + h * 0.52, TRUE);
  arb_card_paint_text (cr, "END", h * 0.10, x + w / 2, y + h * 0.82, TRUE);
}

void
arb_eighty_paint_card (cairo_t             *cr,
                       double               x,
                       double               y,
                       double               h,
                       const ArbEightyCard *card)
{
  double w = h * ARB_EIGHTY_CARD_RATIO;
  g_autofree char *number = g_strdup_printf ("%d", card->number);
  g_autofree char *points = g_strdup_printf ("%d pt%s", arb_eighty_points (card->number),
                                             arb_eighty_points (card->number) == 1 ? "" : "s");

  if (card->number == ARB_EIGHTY_END_CARD)
    {
      paint_end_card (cr, x, y, h);
      return;
    }
  cairo_save (cr);
  arb_card_paint_face (cr, x, y, w, h, FALSE);
  arb_eighty_paint_icon (cr, x + h * 0.05, y + h * 0.05, h * 0.15, card->icon, card->icon_symbol);
  if (card->draw > 0)
    paint_draw_badge (cr, x + w - h * 0.05 - h * 0.19 * ARB_EIGHTY_CARD_RATIO, y + h * 0.04, h * 0.19, card->draw);
  cairo_set_source_rgb (cr, 0.12, 0.12, 0.14);
  arb_card_paint_text (cr, number, h * 0.30, x + w / 2, y + h * 0.44, TRUE);
  cairo_set_source_rgb (cr, 0.35, 0.35, 0.38);
  arb_card_paint_text (cr, points, h * 0.085, x + w / 2, y + h * 0.62, TRUE);
  if (card->symbol[0] != '\0')
    {
      arb_eighty_paint_symbol (cr, x + w / 2, y + h * 0.78, h * 0.15, card->symbol);
      cairo_set_source_rgb (cr, 0.20, 0.20, 0.24);
      arb_card_paint_text (cr, card->symbol, h * 0.075, x + w / 2, y + h * 0.92, TRUE);
    }
  cairo_restore (cr);
}

void
arb_eighty_paint_number (cairo_t *cr,
                         double   x,
                         double   y,
                         double   h,
                         int      number)
{
  double w = h * ARB_EIGHTY_CARD_RATIO;
  g_autofree char *text = g_strdup_printf ("%d", number);

  if (number == ARB_EIGHTY_END_CARD)
    {
      paint_end_card (cr, x, y, h);
      return;
    }
  cairo_save (cr);
  arb_card_paint_face (cr, x, y, w, h, FALSE);
  cairo_set_source_rgb (cr, 0.12, 0.12, 0.14);
  arb_card_paint_text (cr, text, h * 0.30, x + w / 2, y + h * 0.44, TRUE);
  cairo_set_source_rgb (cr, 0.45, 0.45, 0.48);
  arb_card_paint_text (cr, "?", h * 0.14, x + w / 2, y + h * 0.76, TRUE);
  cairo_restore (cr);
}

void
arb_eighty_paint_back (cairo_t *cr,
                       double   x,
                       double   y,
                       double   h)
{
  double w = h * ARB_EIGHTY_CARD_RATIO, inset = w * 0.12;

  cairo_save (cr);
  arb_card_paint_face (cr, x, y, w, h, FALSE);
  arb_card_paint_rounded_rect (cr, x + inset, y + inset, w - 2 * inset, h - 2 * inset, h * 0.04);
  cairo_set_source_rgb (cr, 0.36, 0.42, 0.62);
  cairo_fill_preserve (cr);
  /* a lattice, so a back never reads as a number */
  cairo_clip (cr);
  cairo_set_source_rgba (cr, 1, 1, 1, 0.35);
  cairo_set_line_width (cr, MAX (1.0, h / 60));
  for (double d = -h; d < w + h; d += h / 8)
    {
      cairo_move_to (cr, x + d, y);
      cairo_line_to (cr, x + d + h, y + h);
      cairo_move_to (cr, x + d, y + h);
      cairo_line_to (cr, x + d + h, y);
    }
  cairo_stroke (cr);
  cairo_restore (cr);
}

void
arb_eighty_paint_black (cairo_t    *cr,
                        double      x,
                        double      y,
                        double      h,
                        const char *text)
{
  double w = h * ARB_EIGHTY_CARD_RATIO;

  cairo_save (cr);
  arb_card_paint_rounded_rect (cr, x, y, w, h, h * 0.10);
  cairo_set_source_rgb (cr, 0.10, 0.10, 0.12);
  cairo_fill_preserve (cr);
  cairo_set_source_rgba (cr, 1, 1, 1, 0.55);
  cairo_set_line_width (cr, 1);
  cairo_stroke (cr);
  if (text != NULL)
    {
      cairo_set_source_rgb (cr, 1, 1, 1);
      arb_card_paint_text (cr, text, h * (strlen (text) > 2 ? 0.30 : 0.38), x + w / 2, y + h / 2, TRUE);
    }
  cairo_restore (cr);
}

void
arb_eighty_paint_mini (cairo_t             *cr,
                       double               x,
                       double               y,
                       double               h,
                       const ArbEightyCard *card)
{
  double w = h * ARB_EIGHTY_CARD_RATIO;
  g_autofree char *number = g_strdup_printf ("%d", card->number);
  gboolean symbol = card->symbol[0] != '\0';

  cairo_save (cr);
  arb_card_paint_face (cr, x, y, w, h, FALSE);
  cairo_set_source_rgb (cr, 0.12, 0.12, 0.14);
  arb_card_paint_text (cr, number, h * 0.34, x + w / 2, y + h * (symbol ? 0.34 : 0.5), TRUE);
  if (symbol)
    arb_eighty_paint_symbol (cr, x + w / 2, y + h * 0.74, h * 0.34, card->symbol);
  cairo_restore (cr);
}
