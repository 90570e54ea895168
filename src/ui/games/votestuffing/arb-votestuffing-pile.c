/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <math.h>

#include "arb-picture.h"
#include "arb-votestuffing-pile.h"

#define PAD 4.0
#define STEP 0.42          /* of a card's width: the corner index shows */
#define STACK_STEP 2.0     /* px between the cards of a squared-up pile */
#define MAX_STACKED 4
#define MIN_STEP 0.30      /* of a card's width: closer, the corner index no longer reads */
#define MAX_ROWS 2
#define ROW_STEP 1.08      /* of a card's height: from one row of a fan too long for one to the next, whole cards (the bonus badges show) */

/*
 * A pile of cards bottom first, fanned to the right so that each card's
 * corner shows; when the pile is wider than the room it has, the cards
 * close up, the top one always whole, and when closing up would hide the
 * corners the fan goes on in a second row below the first (in the two
 * rows of a phone's narrow column the cards close up again).  A squared-up pile (the draw pile)
 * shows a few backs on top of each other.  An empty pile is a dashed slot.
 */
struct _ArbVotestuffingPile
{
  GtkWidget  parent_instance;

  double     card_height;
  gboolean   stacked;
  gboolean   placeholder;
  GArray    *cards;        /* ArbVsCard */
  GArray    *bonuses;      /* int */
  GArray    *flags;        /* guint */
};

G_DEFINE_FINAL_TYPE (ArbVotestuffingPile, arb_votestuffing_pile, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_CARD_HEIGHT,
  PROP_STACKED,
  PROP_PLACEHOLDER,
  N_PROPS
};

static GParamSpec *props[N_PROPS];

static double
card_width (ArbVotestuffingPile *self)
{
  return self->card_height * ARB_VS_CARD_RATIO;
}

static guint
n_drawn (ArbVotestuffingPile *self)
{
  return self->stacked ? MIN (self->cards->len, MAX_STACKED) : self->cards->len;
}

static double
natural_step (ArbVotestuffingPile *self)
{
  return self->stacked ? STACK_STEP : card_width (self) * STEP;
}

/* How many rows the fan takes at `width`, each corner readable; then as
 * many cards in each row as that needs, the last row perhaps fewer. */
static guint
n_rows (ArbVotestuffingPile *self,
        double               width,
        guint               *per_row)
{
  guint n = n_drawn (self), fit, rows;
  double room = width - 2 * PAD - card_width (self);

  if (self->stacked || n <= 1 || width < 0)
    {
      *per_row = MAX (n, 1);
      return 1;
    }
  fit = room > 0 ? MIN (n, (guint) floor (room / (card_width (self) * MIN_STEP)) + 1) : 1;
  /* two rows at most: on a phone the piles would push all else down */
  rows = MIN ((n + fit - 1) / fit, MAX_ROWS);
  *per_row = (n + rows - 1) / rows;
  return rows;
}

static GtkSizeRequestMode
arb_votestuffing_pile_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
arb_votestuffing_pile_measure (GtkWidget      *widget,
                               GtkOrientation  orientation,
                               int             for_size,
                               int            *minimum,
                               int            *natural,
                               int            *minimum_baseline,
                               int            *natural_baseline)
{
  ArbVotestuffingPile *self = ARB_VOTESTUFFING_PILE (widget);
  guint n = MAX (n_drawn (self), 1);
  double extra = self->stacked ? (n - 1) * STACK_STEP : 0;

  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      *minimum = (int) ceil (card_width (self) + extra + 2 * PAD);
      *natural = (int) ceil (card_width (self) + (n - 1) * natural_step (self) + 2 * PAD);
    }
  else
    {
      guint per_row, rows = n_rows (self, for_size, &per_row);

      *minimum = *natural = (int) ceil (self->card_height * (1 + (rows - 1) * ROW_STEP) + extra + 2 * PAD + 2);
    }
}

static void
arb_votestuffing_pile_snapshot (GtkWidget   *widget,
                                GtkSnapshot *snapshot)
{
  ArbVotestuffingPile *self = ARB_VOTESTUFFING_PILE (widget);
  double width = gtk_widget_get_width (widget);
  guint n = n_drawn (self);
  guint first = self->cards->len - n;
  guint per_row;
  guint rows = n_rows (self, width, &per_row);
  graphene_rect_t bounds;
  cairo_t *cr;

  graphene_rect_init (&bounds, 0, 0, width, gtk_widget_get_height (widget));
  cr = arb_picture_begin (widget, &bounds);
  if (n == 0 && self->placeholder)
    arb_vs_paint_slot (cr, PAD, PAD, self->card_height);
  for (guint i = 0; i < n; i++)
    {
      guint k = first + i, row = i / per_row, in_row = row + 1 < rows ? per_row : n - row * per_row;
      double step = in_row > 1 ? MIN (natural_step (self), (width - 2 * PAD - card_width (self)) / (in_row - 1)) : 0;
      double y = self->stacked ? PAD + (n - 1 - i) * STACK_STEP : PAD + row * self->card_height * ROW_STEP;

      arb_vs_paint_card (cr, PAD + (i % per_row) * MAX (step, 0), y, self->card_height,
                         &g_array_index (self->cards, ArbVsCard, k),
                         g_array_index (self->bonuses, int, k),
                         g_array_index (self->flags, guint, k));
    }
  arb_picture_end (cr, snapshot, &bounds);
}

static gboolean
same_cards (ArbVotestuffingPile *self,
            const ArbVsCard     *cards,
            guint                n,
            const int           *bonuses,
            const guint         *flags)
{
  if (n != self->cards->len)
    return FALSE;
  for (guint i = 0; i < n; i++)
    {
      const ArbVsCard *a = &g_array_index (self->cards, ArbVsCard, i);

      if (a->card != cards[i].card || a->type != cards[i].type
          || a->face_up != cards[i].face_up || a->power != cards[i].power
          || g_array_index (self->bonuses, int, i) != (bonuses != NULL ? bonuses[i] : 0)
          || g_array_index (self->flags, guint, i) != (flags != NULL ? flags[i] : 0))
        return FALSE;
    }
  return TRUE;
}

/* A refresh sets every pile: one that did not change is neither laid
 * out nor drawn again. */
void
arb_votestuffing_pile_set_cards (ArbVotestuffingPile *self,
                                 const ArbVsCard     *cards,
                                 guint                n,
                                 const int           *bonuses,
                                 const guint         *flags)
{
  g_return_if_fail (ARB_IS_VOTESTUFFING_PILE (self));
  if (same_cards (self, cards, n, bonuses, flags))
    return;
  g_array_set_size (self->cards, 0);
  g_array_set_size (self->bonuses, n);
  g_array_set_size (self->flags, n);
  g_array_append_vals (self->cards, cards, n);
  for (guint i = 0; i < n; i++)
    {
      g_array_index (self->bonuses, int, i) = bonuses != NULL ? bonuses[i] : 0;
      g_array_index (self->flags, guint, i) = flags != NULL ? flags[i] : 0;
    }
  gtk_widget_queue_resize (GTK_WIDGET (self));
}

void
arb_votestuffing_pile_set_backs (ArbVotestuffingPile *self,
                                 guint                n,
                                 int                  shown)
{
  g_autofree ArbVsCard *cards = g_new0 (ArbVsCard, MAX (n, 1));

  for (guint i = 0; i < n; i++)
    cards[i] = (ArbVsCard) { ARB_VS_UNKNOWN, ARB_VS_TYPE_UNKNOWN, FALSE, FALSE };
  if (n > 0 && shown != ARB_VS_UNKNOWN)
    cards[n - 1] = (ArbVsCard) { shown, arb_vs_card_type (shown), TRUE, FALSE };
  arb_votestuffing_pile_set_cards (self, cards, n, NULL, NULL);
}

guint
arb_votestuffing_pile_get_n_cards (ArbVotestuffingPile *self)
{
  g_return_val_if_fail (ARB_IS_VOTESTUFFING_PILE (self), 0);
  return self->cards->len;
}

static void
arb_votestuffing_pile_get_property (GObject    *object,
                                    guint       prop_id,
                                    GValue     *value,
                                    GParamSpec *pspec)
{
  ArbVotestuffingPile *self = ARB_VOTESTUFFING_PILE (object);

  switch (prop_id)
    {
    case PROP_CARD_HEIGHT:
      g_value_set_double (value, self->card_height);
      break;
    case PROP_STACKED:
      g_value_set_boolean (value, self->stacked);
      break;
    case PROP_PLACEHOLDER:
      g_value_set_boolean (value, self->placeholder);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
arb_votestuffing_pile_set_property (GObject      *object,
                                    guint         prop_id,
                                    const GValue *value,
                                    GParamSpec   *pspec)
{
  ArbVotestuffingPile *self = ARB_VOTESTUFFING_PILE (object);

  switch (prop_id)
    {
    case PROP_CARD_HEIGHT:
      self->card_height = g_value_get_double (value);
      break;
    case PROP_STACKED:
      self->stacked = g_value_get_boolean (value);
      break;
    case PROP_PLACEHOLDER:
      self->placeholder = g_value_get_boolean (value);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
      return;
    }
  gtk_widget_queue_resize (GTK_WIDGET (self));
}

static void
arb_votestuffing_pile_finalize (GObject *object)
{
  ArbVotestuffingPile *self = ARB_VOTESTUFFING_PILE (object);

  g_array_unref (self->cards);
  g_array_unref (self->bonuses);
  g_array_unref (self->flags);
  G_OBJECT_CLASS (arb_votestuffing_pile_parent_class)->finalize (object);
}

static void
arb_votestuffing_pile_class_init (ArbVotestuffingPileClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = arb_votestuffing_pile_finalize;
  object_class->get_property = arb_votestuffing_pile_get_property;
  object_class->set_property = arb_votestuffing_pile_set_property;
  widget_class->snapshot = arb_votestuffing_pile_snapshot;
  widget_class->measure = arb_votestuffing_pile_measure;
  widget_class->get_request_mode = arb_votestuffing_pile_get_request_mode;
  props[PROP_CARD_HEIGHT] = g_param_spec_double ("card-height", NULL, NULL, 16, 400, 96,
                                                 G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS);
  props[PROP_STACKED] = g_param_spec_boolean ("stacked", NULL, NULL, FALSE,
                                              G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS);
  props[PROP_PLACEHOLDER] = g_param_spec_boolean ("placeholder", NULL, NULL, TRUE,
                                                  G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, props);
  gtk_widget_class_set_css_name (widget_class, "votestuffingpile");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
arb_votestuffing_pile_init (ArbVotestuffingPile *self)
{
  arb_picture_follow_scale (GTK_WIDGET (self));
  self->card_height = 96;
  self->placeholder = TRUE;
  self->cards = g_array_new (FALSE, TRUE, sizeof (ArbVsCard));
  self->bonuses = g_array_new (FALSE, TRUE, sizeof (int));
  self->flags = g_array_new (FALSE, TRUE, sizeof (guint));
}

GtkWidget *
arb_votestuffing_pile_new (double card_height)
{
  return g_object_new (ARB_TYPE_VOTESTUFFING_PILE, "card-height", card_height, NULL);
}
