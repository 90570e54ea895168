/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "arb-widget-util.h"

#include "arb-eighty-card-strip.h"
#include "arb-eighty-card-view.h"
#include "arb-eighty-seat.h"
#include "arb-eighty-sets-view.h"

#define MINI_HEIGHT 32

/* One player: the hand as counts (and the cards drafted in view), the
 * black cards, this round's card with its Play cards, the scored cards
 * and their symbol sets, and at the end the Hold cards. */
struct _ArbEightySeat
{
  GtkWidget           parent_instance;

  char               *summary;
  ArbEightyCardStrip *white_strip;
  GtkLabel           *white_label;
  ArbEightyCardStrip *black_strip;
  GtkLabel           *black_label;
  ArbEightyCardStrip *scored_strip;
  ArbEightySetsView  *sets_view;

  GtkBox             *box;
  GtkLabel           *turn_label;
  GtkLabel           *name_label;
  GtkLabel           *first_label;
  GtkLabel           *points_label;
  GtkLabel           *hand_label;
  GtkBox             *hand_slot;
  GtkWidget          *round_box;
  GtkLabel           *round_label;
  GtkWidget          *scored_box;
  GtkLabel           *scored_label;
  AdwBin             *scored_slot;
  AdwBin             *sets_slot;
  GtkLabel           *holds_label;
};

G_DEFINE_FINAL_TYPE (ArbEightySeat, arb_eighty_seat, GTK_TYPE_WIDGET)

static void
set_to_act (ArbEightySeat *self,
            gboolean       to_act)
{
  gtk_widget_set_visible (GTK_WIDGET (self->turn_label), to_act);
  if (to_act)
    gtk_widget_add_css_class (GTK_WIDGET (self->box), "to-act");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self->box), "to-act");
}

static char *
numbers_text (const ArbEightyCard *cards,
              guint                n)
{
  GString *out = g_string_new (NULL);

  for (guint i = 0; i < n; i++)
    g_string_append_printf (out, "%s%d", i > 0 ? " " : "", cards[i].number);
  return g_string_free (out, FALSE);
}

static void
update_hand (ArbEightySeat           *self,
             const ArbEightySeatInfo *info,
             GString                 *words)
{
  int white = info->unknown + (int) info->n_known;
  g_autofree char *white_text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d white", "%d white", white), white);
  g_autofree char *black_text = info->drew > 0
    ? g_strdup_printf (_("%d black, drew %d"), info->black, info->drew)
    : g_strdup_printf (_("%d black"), info->black);
  g_autofree char *known = numbers_text (info->known, info->n_known);

  arb_eighty_card_strip_clear (self->white_strip);
  for (guint i = 0; i < info->n_known; i++)
    arb_eighty_card_strip_add_white (self->white_strip, &info->known[i]);
  arb_eighty_card_strip_add_backs (self->white_strip, info->unknown);
  arb_eighty_card_strip_clear (self->black_strip);
  arb_eighty_card_strip_add_blacks (self->black_strip, info->black, NULL);
  gtk_label_set_text (self->white_label, white_text);
  gtk_label_set_text (self->black_label, black_text);
  gtk_widget_set_visible (GTK_WIDGET (self->white_strip), white > 0);
  gtk_widget_set_visible (GTK_WIDGET (self->black_strip), info->black > 0);
  g_string_append_printf (words, " hand %s", white_text);
  if (info->n_known > 0)
    g_string_append_printf (words, " (%s in view)", known);
  g_string_append_printf (words, ", %s;", black_text);
}

/* This round's card: face down with its Play cards, or revealed with
 * its effective value. */
static void
update_round (ArbEightySeat           *self,
              const ArbEightySeatInfo *info,
              GString                 *words)
{
  g_autofree char *text = NULL;

  if (info->revealed != NULL)
    {
      text = info->plays != NULL
        ? g_strdup_printf (_("Revealed %d, Play cards %s: %d"), info->revealed->number, info->plays, info->effective)
        : g_strdup_printf (_("Revealed %d"), info->revealed->number);
    }
  else if (info->choosing)
    {
      text = info->plays != NULL ? g_strdup_printf (_("Chosen card, face down; Play cards on it: %s"), info->plays)
                                 : g_strdup (_("Chosen card, face down"));
    }
  /* the table row shows this round's cards: here only the words */
  gtk_widget_set_visible (self->round_box, FALSE);
  if (text == NULL)
    return;
  gtk_label_set_text (self->round_label, text);
  g_string_append_printf (words, " %s;", text);
}

static void
update_scored (ArbEightySeat           *self,
               const ArbEightySeatInfo *info,
               GString                 *words)
{
  g_autofree char *list = numbers_text (info->scored, info->n_scored);
  g_autofree char *text = info->n_scored == 0 ? g_strdup (_("No card scored yet"))
    : g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Scored %s: %d point", "Scored %s: %d points",
                                    info->white_points), list, info->white_points);

  arb_eighty_card_strip_clear (self->scored_strip);
  for (guint i = 0; i < info->n_scored; i++)
    arb_eighty_card_strip_add_white (self->scored_strip, &info->scored[i]);
  gtk_label_set_text (self->scored_label, text);
  gtk_widget_set_visible (GTK_WIDGET (self->scored_strip), info->n_scored > 0);
  g_string_append_printf (words, " %s;", text);
  if (info->sets != NULL)
    arb_eighty_sets_view_set_sets (self->sets_view, info->sets);
  gtk_widget_set_visible (GTK_WIDGET (self->sets_view), info->sets != NULL && info->sets->n_symbols + info->sets->stars > 0);
  if (info->sets != NULL && info->sets->n_symbols + info->sets->stars > 0)
    g_string_append_printf (words, " symbols %s;", arb_eighty_sets_view_get_words (self->sets_view));
}

void
arb_eighty_seat_update (ArbEightySeat           *self,
                        const ArbEightySeatInfo *info)
{
  g_autoptr(GString) words = g_string_new (NULL);
  g_autofree char *points = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d point", "%d points",
                                                          info->points), info->points);

  g_return_if_fail (ARB_IS_EIGHTY_SEAT (self));
  gtk_label_set_text (self->name_label, info->name);
  gtk_label_set_text (self->points_label, points);
  gtk_widget_set_visible (GTK_WIDGET (self->first_label), info->first);
  set_to_act (self, info->to_act);
  g_string_append_printf (words, "%s: %s;", info->name, points);
  if (info->first)
    g_string_append (words, _(" drafts first;"));
  /* hands are tracked until the Hold cards are shown; score only has none */
  if (info->holds == NULL && !info->score_only)
    update_hand (self, info, words);
  update_round (self, info, words);
  update_scored (self, info, words);
  gtk_widget_set_visible (GTK_WIDGET (self->holds_label), info->holds != NULL);
  if (info->holds != NULL)
    {
      g_autofree char *holds = g_strdup_printf (_("Hold cards: %s"), info->holds);

      gtk_label_set_text (self->holds_label, holds);
      g_string_append_printf (words, " %s;", holds);
    }
  gtk_widget_set_visible (gtk_widget_get_parent (GTK_WIDGET (self->hand_slot)), info->holds == NULL && !info->score_only);
  g_free (self->summary);
  self->summary = g_strdup (words->str);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, self->summary, -1);
}

const char *
arb_eighty_seat_get_summary (ArbEightySeat *self)
{
  g_return_val_if_fail (ARB_IS_EIGHTY_SEAT (self), NULL);
  return self->summary;
}

static void
arb_eighty_seat_dispose (GObject *object)
{
  ArbEightySeat *self = ARB_EIGHTY_SEAT (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), ARB_TYPE_EIGHTY_SEAT);
  /* GTK 4.8 leaves unnamed template roots in place. */
  arb_widget_unparent_children (GTK_WIDGET (self));
  g_clear_pointer (&self->summary, g_free);
  G_OBJECT_CLASS (arb_eighty_seat_parent_class)->dispose (object);
}

static void
arb_eighty_seat_class_init (ArbEightySeatClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = arb_eighty_seat_dispose;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
  gtk_widget_class_set_template_from_resource (widget_class,
    "/io/github/tablearbiter/Arbiter/games/eighty/arb-eighty-seat.ui");
  gtk_widget_class_bind_template_child (widget_class, ArbEightySeat, box);
  gtk_widget_class_bind_template_child (widget_class, ArbEightySeat, turn_label);
  gtk_widget_class_bind_template_child (widget_class, ArbEightySeat, name_label);
  gtk_widget_class_bind_template_child (widget_class, ArbEightySeat, first_label);
  gtk_widget_class_bind_template_child (widget_class, ArbEightySeat, points_label);
  gtk_widget_class_bind_template_child (widget_class, ArbEightySeat, hand_label);
  gtk_widget_class_bind_template_child (widget_class, ArbEightySeat, hand_slot);
  gtk_widget_class_bind_template_child (widget_class, ArbEightySeat, round_box);
  gtk_widget_class_bind_template_child (widget_class, ArbEightySeat, round_label);
  gtk_widget_class_bind_template_child (widget_class, ArbEightySeat, scored_box);
  gtk_widget_class_bind_template_child (widget_class, ArbEightySeat, scored_label);
  gtk_widget_class_bind_template_child (widget_class, ArbEightySeat, scored_slot);
  gtk_widget_class_bind_template_child (widget_class, ArbEightySeat, sets_slot);
  gtk_widget_class_bind_template_child (widget_class, ArbEightySeat, holds_label);
}

static GtkWidget *
caption (GtkLabel **out)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_widget_add_css_class (label, "caption");
  gtk_widget_set_valign (label, GTK_ALIGN_CENTER);
  *out = GTK_LABEL (label);
  return label;
}

static void
arb_eighty_seat_init (ArbEightySeat *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->white_strip = ARB_EIGHTY_CARD_STRIP (arb_eighty_card_strip_new (MINI_HEIGHT));
  self->black_strip = ARB_EIGHTY_CARD_STRIP (arb_eighty_card_strip_new (MINI_HEIGHT * 3 / 4));
  gtk_widget_set_valign (GTK_WIDGET (self->black_strip), GTK_ALIGN_CENTER);
  gtk_box_append (self->hand_slot, GTK_WIDGET (self->white_strip));
  gtk_box_append (self->hand_slot, caption (&self->white_label));
  gtk_box_append (self->hand_slot, GTK_WIDGET (self->black_strip));
  gtk_box_append (self->hand_slot, caption (&self->black_label));
  self->scored_strip = ARB_EIGHTY_CARD_STRIP (arb_eighty_card_strip_new (MINI_HEIGHT));
  adw_bin_set_child (self->scored_slot, GTK_WIDGET (self->scored_strip));
  self->sets_view = ARB_EIGHTY_SETS_VIEW (arb_eighty_sets_view_new (18));
  adw_bin_set_child (self->sets_slot, GTK_WIDGET (self->sets_view));
}

GtkWidget *
arb_eighty_seat_new (void)
{
  return g_object_new (ARB_TYPE_EIGHTY_SEAT, NULL);
}
