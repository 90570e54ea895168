/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <math.h>
#include <string.h>

#include "arb-card-paint.h"

#include "arb-votestuffing-paint.h"

static const double red_ink[] = { 0.78, 0.08, 0.14 };
static const double black_ink[] = { 0.10, 0.10, 0.13 };
static const double joker_ink[] = { 0.42, 0.18, 0.62 };
static const double grey_ink[] = { 0.45, 0.45, 0.48 };
static const double accent[] = { 0.11, 0.44, 0.85 };

const char *
arb_vs_rank_text (int card)
{
  static const char *const ranks[] = { "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K" };

  if (card == ARB_VS_JOKER)
    return "★";
  if (card < 0 || card >= ARB_VS_N_CARDS)
    return "?";
  return ranks[arb_vs_card_rank (card) - 1];
}

const char *
arb_vs_suit_symbol (int card)
{
  static const char *const suits[] = { "♠", "♥", "♦", "♣" };

  if (card < 0 || card >= ARB_VS_JOKER)
    return "";
  return suits[arb_vs_card_suit (card)];
}

static const double *
ink_of (int card)
{
  if (card == ARB_VS_JOKER)
    return joker_ink;
  if (card < 0 || card >= ARB_VS_N_CARDS)
    return grey_ink;
  switch (arb_vs_card_suit (card))
    {
    case ARB_VS_HEARTS:
    case ARB_VS_DIAMONDS:
      return red_ink;
    case ARB_VS_SPADES:
    case ARB_VS_CLUBS:
    default:
      return black_ink;
    }
}

/* What the table knows of a card it has not seen: its type, or nothing. */
static const char *
type_text (ArbVsType type)
{
  switch (type)
    {
    case ARB_VS_ROUNDEE:
      return "R";
    case ARB_VS_SHARPO:
      return "S";
    case ARB_VS_NO_TYPE:
      return "★";
    case ARB_VS_TYPE_UNKNOWN:
    default:
      return "?";
    }
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

/* The corner index, where a fanned card still shows: rank over suit. */
static void
paint_index (cairo_t    *cr,
             double      x,
             double      y,
             double      w,
             double      h,
             const char *rank,
             const char *suit)
{
  double cx = x + w * 0.19;
  double size = strlen (rank) > 1 && rank[0] == '1' ? h * 0.17 : h * 0.21;

  arb_card_paint_text (cr, rank, size, cx, y + h * 0.15, TRUE);
  if (*suit != '\0')
    arb_card_paint_text (cr, suit, h * 0.19, cx, y + h * 0.34, TRUE);
}

static void
paint_front (cairo_t         *cr,
             double           x,
             double           y,
             double           h,
             const ArbVsCard *card)
{
  double w = h * ARB_VS_CARD_RATIO;
  const double *ink = ink_of (card->card);

  arb_card_paint_face (cr, x, y, w, h, card->power);
  cairo_set_source_rgb (cr, ink[0], ink[1], ink[2]);
  if (card->card == ARB_VS_JOKER)
    {
      paint_index (cr, x, y, w, h, "★", "");
      star_path (cr, x + w * 0.58, y + h * 0.58, w * 0.30);
      cairo_fill (cr);
      arb_card_paint_text (cr, "JOKER", h * 0.10, x + w * 0.58, y + h * 0.86, TRUE);
    }
  else if (card->card == ARB_VS_UNKNOWN)
    {
      /* face up but never named: what it is, the table does not know */
      paint_index (cr, x, y, w, h, "?", card->type == ARB_VS_TYPE_UNKNOWN ? "" : type_text (card->type));
      arb_card_paint_text (cr, "?", h * 0.42, x + w * 0.60, y + h * 0.60, TRUE);
    }
  else
    {
      paint_index (cr, x, y, w, h, arb_vs_rank_text (card->card), arb_vs_suit_symbol (card->card));
      arb_card_paint_text (cr, arb_vs_suit_symbol (card->card), h * 0.44, x + w * 0.60, y + h * 0.62, TRUE);
    }
}

/* A blue back with a lattice, and a white label of what the table knows. */
static void
paint_back (cairo_t         *cr,
            double           x,
            double           y,
            double           h,
            const ArbVsCard *card)
{
  double w = h * ARB_VS_CARD_RATIO;
  double r = h * 0.07, inset = w * 0.09;
  const char *known = card->card != ARB_VS_UNKNOWN ? arb_vs_rank_text (card->card) : type_text (card->type);

  cairo_set_source_rgba (cr, 0, 0, 0, 0.25);
  arb_card_paint_rounded_rect (cr, x + 1, y + 2, w, h, r);
  cairo_fill (cr);
  arb_card_paint_rounded_rect (cr, x, y, w, h, r);
  cairo_set_source_rgb (cr, 0.96, 0.96, 0.97);
  cairo_fill_preserve (cr);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.35);
  cairo_set_line_width (cr, 1.0);
  cairo_stroke (cr);
  arb_card_paint_rounded_rect (cr, x + inset, y + inset, w - 2 * inset, h - 2 * inset, r * 0.6);
  cairo_set_source_rgb (cr, 0.17, 0.31, 0.56);
  cairo_fill_preserve (cr);
  cairo_save (cr);
  cairo_clip (cr);
  cairo_set_source_rgba (cr, 1, 1, 1, 0.16);
  cairo_set_line_width (cr, 1.0);
  for (double d = -h; d < w + h; d += h * 0.09)
    {
      cairo_move_to (cr, x + d, y);
      cairo_line_to (cr, x + d + h, y + h);
      cairo_move_to (cr, x + d, y + h);
      cairo_line_to (cr, x + d + h, y);
    }
  cairo_stroke (cr);
  cairo_restore (cr);
  if (card->card == ARB_VS_UNKNOWN && card->type == ARB_VS_TYPE_UNKNOWN)
    return;
  /* the label sits where a fanned card still shows */
  arb_card_paint_rounded_rect (cr, x + inset * 1.5, y + inset * 1.5, w * 0.40, h * 0.42, h * 0.04);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_fill (cr);
  if (card->card != ARB_VS_UNKNOWN)
    {
      const double *ink = ink_of (card->card);

      cairo_set_source_rgb (cr, ink[0], ink[1], ink[2]);
      paint_index (cr, x + inset * 0.4, y + inset * 0.9, w, h * 0.95, known, arb_vs_suit_symbol (card->card));
    }
  else
    {
      cairo_set_source_rgb (cr, black_ink[0], black_ink[1], black_ink[2]);
      arb_card_paint_text (cr, known, h * 0.22, x + inset * 1.5 + w * 0.20, y + inset * 1.5 + h * 0.21, TRUE);
    }
}

static void
paint_bonus (cairo_t *cr,
             double   x,
             double   y,
             double   h,
             int      bonus)
{
  g_autofree char *text = g_strdup_printf ("+%d", bonus);
  double radius = h * 0.13;
  double cx = x + h * ARB_VS_CARD_RATIO * 0.22, cy = y + h * 0.80;

  cairo_new_path (cr);
  cairo_arc (cr, cx, cy, radius, 0, 2 * G_PI);
  cairo_set_source_rgb (cr, 0.96, 0.73, 0.10);
  cairo_fill_preserve (cr);
  cairo_set_source_rgb (cr, 0.35, 0.24, 0.0);
  cairo_set_line_width (cr, 1.2);
  cairo_stroke (cr);
  arb_card_paint_text (cr, text, radius * 1.05, cx, cy, TRUE);
}

static void
paint_outline (cairo_t         *cr,
               double           x,
               double           y,
               double           h,
               ArbVsPaintFlags  flags)
{
  double w = h * ARB_VS_CARD_RATIO;
  static const double dash[] = { 5.0, 3.0 };

  arb_card_paint_rounded_rect (cr, x - 2, y - 2, w + 4, h + 4, h * 0.08);
  cairo_set_source_rgb (cr, accent[0], accent[1], accent[2]);
  cairo_set_line_width (cr, flags & ARB_VS_PAINT_NEXT ? 3.0 : 2.0);
  if (!(flags & ARB_VS_PAINT_NEXT))
    cairo_set_dash (cr, dash, G_N_ELEMENTS (dash), 0);
  cairo_stroke (cr);
  cairo_set_dash (cr, NULL, 0, 0);
}

void
arb_vs_paint_card (cairo_t         *cr,
                   double           x,
                   double           y,
                   double           height,
                   const ArbVsCard *card,
                   int              bonus,
                   ArbVsPaintFlags  flags)
{
  if (card->face_up)
    paint_front (cr, x, y, height, card);
  else
    paint_back (cr, x, y, height, card);
  if (bonus > 0)
    paint_bonus (cr, x, y, height, bonus);
  if (flags != ARB_VS_PAINT_PLAIN)
    paint_outline (cr, x, y, height, flags);
}

void
arb_vs_paint_slot (cairo_t *cr,
                   double   x,
                   double   y,
                   double   height)
{
  static const double dash[] = { 6.0, 4.0 };

  arb_card_paint_rounded_rect (cr, x + 1, y + 1, height * ARB_VS_CARD_RATIO - 2, height - 2, height * 0.07);
  cairo_set_source_rgba (cr, 0.5, 0.5, 0.5, 0.6);
  cairo_set_line_width (cr, 1.5);
  cairo_set_dash (cr, dash, G_N_ELEMENTS (dash), 0);
  cairo_stroke (cr);
  cairo_set_dash (cr, NULL, 0, 0);
}
