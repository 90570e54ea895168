/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <math.h>

#include "arb-card-paint.h"
#include "games/splitvote.h"

#include "arb-splitvote-paint.h"

const char *
arb_splitvote_card_text (int value)
{
  static const char *const texts[] = { "J", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10" };

  return value >= 0 && value <= ARB_SPLITVOTE_N_NUMBERS ? texts[value] : "?";
}

/* One hue per number, around the colour wheel, dark enough to read on white. */
static void
number_rgb (int     value,
            double *r,
            double *g,
            double *b)
{
  static const double ink[][3] = {
    { 0.55, 0.35, 0.10 }, { 0.80, 0.30, 0.05 }, { 0.75, 0.55, 0.00 }, { 0.40, 0.55, 0.05 },
    { 0.10, 0.55, 0.25 }, { 0.00, 0.50, 0.55 }, { 0.10, 0.35, 0.75 }, { 0.35, 0.20, 0.70 },
    { 0.60, 0.15, 0.60 }, { 0.75, 0.10, 0.25 },
  };
  int i = CLAMP (value, 1, 10) - 1;

  *r = ink[i][0];
  *g = ink[i][1];
  *b = ink[i][2];
}

static void
star_path (cairo_t *cr,
           double   cx,
           double   cy,
           double   outer)
{
  cairo_new_path (cr);
  for (int i = 0; i < 10; i++)
    {
      double radius = i % 2 == 0 ? outer : outer * 0.45;
      double angle = -G_PI / 2 + i * G_PI / 5;

      cairo_line_to (cr, cx + radius * cos (angle), cy + radius * sin (angle));
    }
  cairo_close_path (cr);
}

/* A joker: a gold star on a violet face, "J" in the corner. */
static void
paint_joker (cairo_t *cr,
             double   x,
             double   y,
             double   w,
             double   h)
{
  double inset = w * 0.10;

  arb_card_paint_rounded_rect (cr, x + inset, y + inset, w - 2 * inset, h - 2 * inset, h * 0.05);
  cairo_set_source_rgb (cr, 0.36, 0.20, 0.55);
  cairo_fill (cr);
  star_path (cr, x + w / 2, y + h / 2, w * 0.32);
  cairo_set_source_rgb (cr, 0.98, 0.78, 0.18);
  cairo_fill (cr);
  cairo_set_source_rgb (cr, 1, 1, 1);
  arb_card_paint_text (cr, "J", h * 0.16, x + w - inset * 1.6, y + inset * 1.4, FALSE);
}

void
arb_splitvote_paint_card (cairo_t *cr,
                          double   x,
                          double   y,
                          double   height,
                          int      value,
                          double   alpha)
{
  double w = height * ARB_SPLITVOTE_CARD_RATIO;
  double r, g, b;

  cairo_push_group (cr);
  arb_card_paint_face (cr, x, y, w, height, FALSE);
  if (value == ARB_SPLITVOTE_JOKER)
    paint_joker (cr, x, y, w, height);
  else
    {
      number_rgb (value, &r, &g, &b);
      cairo_set_source_rgb (cr, r, g, b);
      arb_card_paint_text (cr, arb_splitvote_card_text (value), height * 0.42,
                           x + w / 2, y + height / 2, TRUE);
    }
  cairo_pop_group_to_source (cr);
  cairo_paint_with_alpha (cr, alpha);
}

void
arb_splitvote_part_rgba (int      part,
                         GdkRGBA *color)
{
  static const GdkRGBA parts[] = {
    { 0.96, 0.96, 0.94, 1.0 },   /* white */
    { 0.21, 0.52, 0.89, 1.0 },   /* blue */
    { 0.12, 0.12, 0.14, 1.0 },   /* black */
  };

  *color = parts[CLAMP (part, 0, 2)];
}
