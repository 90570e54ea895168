/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <math.h>

#include "arb-card-paint.h"
#include "games/splitvote.h"

#include "arb-splitvote-paint.h"
#include "arb-splitvote-row.h"

#define MAX_CARDS ARB_SPLITVOTE_MAX_ROW
#define MAX_HEIGHT 132.0
#define MIN_HEIGHT 36.0   /* nine cards in a 360 px window */
#define GAP_RATIO 0.34     /* space between cards, of a card's width */
#define PAD 6.0
#define DOT 6.0            /* a divider's dot, its radius */
#define DOT_SELECTED 8.0
#define REACH (DOT_SELECTED + 1)  /* how far a divider reaches either side of its gap */
#define BAND 14.0          /* the part's colour under a card, with its letter */
#define LABEL 17.0         /* the word under a card */

/*
 * The row on the table, drawn as cards: each card's part, what became
 * of it, the cards being split or voted on, and the two dividers.  It
 * draws what it is given and reports clicks between cards.
 */
struct _ArbSplitvoteRow
{
  GtkWidget  parent_instance;

  int        values[MAX_CARDS];
  int        part[MAX_CARDS];
  gboolean   dimmed[MAX_CARDS];
  char      *labels[MAX_CARDS];
  guint      n;
  guint      slots;
  guint      seg_start;
  guint      seg_len;
  int        gap[2];
  int        selected;
};

G_DEFINE_FINAL_TYPE (ArbSplitvoteRow, arb_splitvote_row, GTK_TYPE_WIDGET)

enum {
  GAP_CLICKED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static guint
n_slots (ArbSplitvoteRow *self)
{
  return MAX (MAX (self->n, self->slots), 1);
}

/*
 * Across, the row keeps a margin at each end as wide as a divider
 * reaches out of the gap before the first card and after the last
 * (where a refused split may leave one): every divider is drawn whole.
 * The margin is REACH plus half a gap, so n cards take n card widths
 * and n gaps, and REACH at each end.
 */

/* Card height for a width: as large as fits, within bounds. */
static double
card_height_for (ArbSplitvoteRow *self,
                 double           width)
{
  guint n = n_slots (self);
  double units = ARB_SPLITVOTE_CARD_RATIO * n * (1 + GAP_RATIO);

  return CLAMP ((width - 2 * REACH) / units, MIN_HEIGHT, MAX_HEIGHT);
}

static double
card_width (double height)
{
  return height * ARB_SPLITVOTE_CARD_RATIO;
}

static double
card_x (double height,
        guint  index)
{
  return REACH + card_width (height) * (GAP_RATIO / 2 + index * (1 + GAP_RATIO));
}

static double
gap_x (double height,
       guint  gap)
{
  return card_x (height, gap) - card_width (height) * GAP_RATIO / 2;
}

static double
total_height (double card_height)
{
  return PAD + card_height + 6 + BAND + 4 + LABEL + PAD;
}

static void
draw_segment (ArbSplitvoteRow *self,
              cairo_t         *cr,
              double           h,
              const GdkRGBA   *accent)
{
  double x0 = gap_x (h, self->seg_start) + 2, x1 = gap_x (h, self->seg_start + self->seg_len) - 2;

  if (self->seg_len == 0)
    return;
  arb_card_paint_rounded_rect (cr, x0, 1, x1 - x0, h + 2 * PAD - 2, 10);
  cairo_set_source_rgba (cr, accent->red, accent->green, accent->blue, 0.16);
  cairo_fill (cr);
}

static void
draw_slot (cairo_t       *cr,
           double         x,
           double         h,
           const GdkRGBA *fg)
{
  static const double dash[] = { 5, 4 };

  arb_card_paint_rounded_rect (cr, x, PAD, card_width (h), h, h * 0.07);
  cairo_set_source_rgba (cr, fg->red, fg->green, fg->blue, 0.35);
  cairo_set_line_width (cr, 1.5);
  cairo_set_dash (cr, dash, 2, 0);
  cairo_stroke (cr);
  cairo_set_dash (cr, NULL, 0, 0);
}

static void
draw_under (ArbSplitvoteRow *self,
            cairo_t         *cr,
            guint            i,
            double           h,
            const GdkRGBA   *fg)
{
  double x = card_x (h, i), w = card_width (h), y = PAD + h + 6;
  GdkRGBA part;

  if (self->part[i] >= 0)
    {
      static const char *const letters[] = { "W", "B", "K" };

      arb_splitvote_part_rgba (self->part[i], &part);
      arb_card_paint_rounded_rect (cr, x, y, w, BAND, BAND / 2);
      gdk_cairo_set_source_rgba (cr, &part);
      cairo_fill_preserve (cr);
      /* An outline in the text colour: the black band stays visible on a
       * dark window, the white one on a light window. */
      cairo_set_source_rgba (cr, fg->red, fg->green, fg->blue, 0.75);
      cairo_set_line_width (cr, 1.5);
      cairo_stroke (cr);
      /* Not colour alone: the part's letter, as its key. */
      if (self->part[i] == 0)
        cairo_set_source_rgb (cr, 0.12, 0.12, 0.14);
      else
        cairo_set_source_rgb (cr, 1, 1, 1);
      arb_card_paint_text (cr, letters[CLAMP (self->part[i], 0, 2)], 9.5, x + w / 2, y + BAND / 2, TRUE);
    }
  if (self->labels[i] != NULL)
    {
      cairo_set_source_rgba (cr, fg->red, fg->green, fg->blue, self->dimmed[i] ? 0.65 : 0.9);
      arb_card_paint_text (cr, self->labels[i], 12.5, x + w / 2, y + BAND + 4 + LABEL / 2, TRUE);
    }
}

static void
draw_divider (cairo_t       *cr,
              double         x,
              double         h,
              gboolean       selected,
              const GdkRGBA *color)
{
  double width = selected ? 6 : 4;

  arb_card_paint_rounded_rect (cr, x - width / 2, 2, width, h + 2 * PAD - 4, width / 2);
  gdk_cairo_set_source_rgba (cr, color);
  cairo_fill (cr);
  cairo_new_path (cr);
  cairo_arc (cr, x, PAD + h / 2, selected ? DOT_SELECTED : DOT, 0, 2 * G_PI);
  cairo_fill (cr);
}

static void
draw_dividers (ArbSplitvoteRow *self,
               cairo_t         *cr,
               double           h,
               const GdkRGBA   *fg,
               const GdkRGBA   *accent)
{
  for (int d = 0; d < 2; d++)
    if (self->gap[d] != ARB_SPLITVOTE_ROW_NO_GAP)
      {
        gboolean selected = d == self->selected;

        draw_divider (cr, gap_x (h, (guint) self->gap[d]), h, selected, selected ? accent : fg);
      }
}

static void
get_colors (GtkWidget *widget,
            GdkRGBA   *fg,
            GdkRGBA   *accent)
{
  GtkStyleContext *context = gtk_widget_get_style_context (widget);

  gtk_style_context_get_color (context, fg);
  if (!gtk_style_context_lookup_color (context, "accent_color", accent))
    gdk_rgba_parse (accent, "#3584e4");
}

static void
arb_splitvote_row_snapshot (GtkWidget   *widget,
                            GtkSnapshot *snapshot)
{
  ArbSplitvoteRow *self = ARB_SPLITVOTE_ROW (widget);
  double h = card_height_for (self, gtk_widget_get_width (widget));
  graphene_rect_t bounds;
  GdkRGBA fg, accent;
  cairo_t *cr;

  get_colors (widget, &fg, &accent);
  graphene_rect_init (&bounds, 0, 0, gtk_widget_get_width (widget), gtk_widget_get_height (widget));
  cr = gtk_snapshot_append_cairo (snapshot, &bounds);
  draw_segment (self, cr, h, &accent);
  for (guint i = 0; i < n_slots (self); i++)
    if (i < self->n)
      {
        arb_splitvote_paint_card (cr, card_x (h, i), PAD, h, self->values[i], self->dimmed[i] ? 0.4 : 1.0);
        draw_under (self, cr, i, h, &fg);
      }
    else
      draw_slot (cr, card_x (h, i), h, &fg);
  draw_dividers (self, cr, h, &fg, &accent);
  cairo_destroy (cr);
}

static GtkSizeRequestMode
arb_splitvote_row_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static double
width_for (ArbSplitvoteRow *self,
           double           height)
{
  guint n = n_slots (self);

  return 2 * REACH + card_width (height) * n * (1 + GAP_RATIO);
}

static void
arb_splitvote_row_measure (GtkWidget      *widget,
                           GtkOrientation  orientation,
                           int             for_size,
                           int            *minimum,
                           int            *natural,
                           int            *minimum_baseline,
                           int            *natural_baseline)
{
  ArbSplitvoteRow *self = ARB_SPLITVOTE_ROW (widget);

  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      *minimum = (int) ceil (width_for (self, MIN_HEIGHT));
      *natural = (int) ceil (width_for (self, MAX_HEIGHT));
      return;
    }
  *minimum = *natural = (int) ceil (total_height (for_size < 0 ? MAX_HEIGHT
                                                               : card_height_for (self, for_size)));
}

static void
on_pressed (GtkGestureClick *gesture,
            int              n_press,
            double           x,
            double           y,
            ArbSplitvoteRow *self)
{
  double h = card_height_for (self, gtk_widget_get_width (GTK_WIDGET (self)));
  double step = card_width (h) * (1 + GAP_RATIO);
  int gap = (int) floor ((x - gap_x (h, 0)) / step + 0.5);

  gtk_widget_grab_focus (GTK_WIDGET (self));
  if (self->gap[0] == ARB_SPLITVOTE_ROW_NO_GAP || self->n == 0)
    return;
  g_signal_emit (self, signals[GAP_CLICKED], 0, (guint) CLAMP (gap, 0, (int) self->n));
}

static void
arb_splitvote_row_finalize (GObject *object)
{
  ArbSplitvoteRow *self = ARB_SPLITVOTE_ROW (object);

  for (guint i = 0; i < MAX_CARDS; i++)
    g_free (self->labels[i]);
  G_OBJECT_CLASS (arb_splitvote_row_parent_class)->finalize (object);
}

static void
arb_splitvote_row_class_init (ArbSplitvoteRowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = arb_splitvote_row_finalize;
  widget_class->snapshot = arb_splitvote_row_snapshot;
  widget_class->measure = arb_splitvote_row_measure;
  widget_class->get_request_mode = arb_splitvote_row_get_request_mode;
  signals[GAP_CLICKED] = g_signal_new ("gap-clicked", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                       0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);
  gtk_widget_class_set_css_name (widget_class, "splitvoterow");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
arb_splitvote_row_init (ArbSplitvoteRow *self)
{
  GtkGesture *click = gtk_gesture_click_new ();

  self->gap[0] = self->gap[1] = ARB_SPLITVOTE_ROW_NO_GAP;
  g_signal_connect (click, "pressed", G_CALLBACK (on_pressed), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (click));
}

GtkWidget *
arb_splitvote_row_new (void)
{
  return g_object_new (ARB_TYPE_SPLITVOTE_ROW, NULL);
}

void
arb_splitvote_row_set_cards (ArbSplitvoteRow *self,
                             const int       *values,
                             guint            n,
                             guint            slots)
{
  g_return_if_fail (ARB_IS_SPLITVOTE_ROW (self));
  self->n = MIN (n, MAX_CARDS);
  self->slots = MIN (slots, MAX_CARDS);
  for (guint i = 0; i < MAX_CARDS; i++)
    {
      self->values[i] = i < self->n ? values[i] : 0;
      self->part[i] = -1;
      self->dimmed[i] = FALSE;
      g_clear_pointer (&self->labels[i], g_free);
    }
  self->seg_len = 0;
  gtk_widget_queue_resize (GTK_WIDGET (self));
}

void
arb_splitvote_row_set_card_info (ArbSplitvoteRow *self,
                                 guint            index,
                                 int              part,
                                 gboolean         dimmed,
                                 const char      *label)
{
  g_return_if_fail (ARB_IS_SPLITVOTE_ROW (self));
  g_return_if_fail (index < MAX_CARDS);
  self->part[index] = part;
  self->dimmed[index] = dimmed;
  g_free (self->labels[index]);
  self->labels[index] = g_strdup (label);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
arb_splitvote_row_set_segment (ArbSplitvoteRow *self,
                               guint            start,
                               guint            len)
{
  g_return_if_fail (ARB_IS_SPLITVOTE_ROW (self));
  self->seg_start = start;
  self->seg_len = len;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
arb_splitvote_row_set_dividers (ArbSplitvoteRow *self,
                                int              gap1,
                                int              gap2,
                                int              selected)
{
  g_return_if_fail (ARB_IS_SPLITVOTE_ROW (self));
  self->gap[0] = gap1;
  self->gap[1] = gap2;
  self->selected = selected;
  gtk_widget_set_focusable (GTK_WIDGET (self), gap1 != ARB_SPLITVOTE_ROW_NO_GAP);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
arb_splitvote_row_set_description (ArbSplitvoteRow *self,
                                   const char      *text)
{
  g_return_if_fail (ARB_IS_SPLITVOTE_ROW (self));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, text, -1);
}
