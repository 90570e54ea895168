/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "arb-widget-util.h"

#include "arb-votestuffing-pile.h"
#include "arb-votestuffing-seat.h"

/* One player: seat number and name, whose entry it is, the hand as
 * backs with the card shown at a wrong call face up, the count, and
 * the points of the extended game. */
struct _ArbVotestuffingSeat
{
  GtkWidget            parent_instance;

  char                *summary;

  GtkBox              *box;
  GtkLabel            *number_label;
  GtkLabel            *name_label;
  GtkLabel            *tag_label;
  GtkLabel            *points_label;
  ArbVotestuffingPile *hand;
  GtkLabel            *count_label;
};

G_DEFINE_FINAL_TYPE (ArbVotestuffingSeat, arb_votestuffing_seat, GTK_TYPE_WIDGET)

static void
set_class (GtkWidget  *widget,
           const char *css,
           gboolean    on)
{
  if (on)
    gtk_widget_add_css_class (widget, css);
  else
    gtk_widget_remove_css_class (widget, css);
}

void
arb_votestuffing_seat_update (ArbVotestuffingSeat           *self,
                              const ArbVotestuffingSeatInfo *info)
{
  g_autofree char *number = g_strdup_printf ("%u", info->number);
  g_autofree char *count = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d card", "%d cards", info->cards),
                                            info->cards);
  g_autofree char *points = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d point", "%d points",
                                                          info->points), info->points);
  g_autoptr(GString) words = g_string_new (NULL);

  g_return_if_fail (ARB_IS_VOTESTUFFING_SEAT (self));
  gtk_label_set_text (self->number_label, number);
  gtk_label_set_text (self->name_label, info->name);
  gtk_label_set_text (self->tag_label, info->tag != NULL ? info->tag : "");
  gtk_widget_set_visible (GTK_WIDGET (self->tag_label), info->tag != NULL);
  set_class (GTK_WIDGET (self->tag_label), "turn-tag", !info->winner);
  set_class (GTK_WIDGET (self->tag_label), "winner-tag", info->winner);
  gtk_label_set_text (self->points_label, points);
  gtk_widget_set_visible (GTK_WIDGET (self->points_label), info->show_points);
  gtk_label_set_text (self->count_label, count);
  arb_votestuffing_pile_set_backs (self->hand, (guint) MAX (info->cards, 0), info->shown);
  set_class (GTK_WIDGET (self->box), "to-act", info->tag != NULL && !info->winner);
  g_string_append_printf (words, "%u %s: %s", info->number, info->name, count);
  if (info->shown != ARB_VS_UNKNOWN)
    g_string_append_printf (words, _(", the %s shown"), arb_vs_card_label (info->shown));
  if (info->show_points)
    g_string_append_printf (words, "; %s", points);
  if (info->tag != NULL)
    g_string_append_printf (words, "; %s", info->tag);
  g_free (self->summary);
  self->summary = g_strdup (words->str);
  arb_widget_set_accessible_label (GTK_WIDGET (self), self->summary);
  arb_widget_set_accessible_label (GTK_WIDGET (self->hand), self->summary);
}

const char *
arb_votestuffing_seat_get_summary (ArbVotestuffingSeat *self)
{
  g_return_val_if_fail (ARB_IS_VOTESTUFFING_SEAT (self), NULL);
  return self->summary;
}

static void
arb_votestuffing_seat_dispose (GObject *object)
{
  ArbVotestuffingSeat *self = ARB_VOTESTUFFING_SEAT (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), ARB_TYPE_VOTESTUFFING_SEAT);
  /* GTK 4.8 leaves unnamed template roots in place. */
  arb_widget_unparent_children (GTK_WIDGET (self));
  g_clear_pointer (&self->summary, g_free);
  G_OBJECT_CLASS (arb_votestuffing_seat_parent_class)->dispose (object);
}

static void
arb_votestuffing_seat_class_init (ArbVotestuffingSeatClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = arb_votestuffing_seat_dispose;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
  g_type_ensure (ARB_TYPE_VOTESTUFFING_PILE);
  gtk_widget_class_set_template_from_resource (widget_class,
    "/io/github/tablearbiter/Arbiter/games/votestuffing/arb-votestuffing-seat.ui");
  gtk_widget_class_bind_template_child (widget_class, ArbVotestuffingSeat, box);
  gtk_widget_class_bind_template_child (widget_class, ArbVotestuffingSeat, number_label);
  gtk_widget_class_bind_template_child (widget_class, ArbVotestuffingSeat, name_label);
  gtk_widget_class_bind_template_child (widget_class, ArbVotestuffingSeat, tag_label);
  gtk_widget_class_bind_template_child (widget_class, ArbVotestuffingSeat, points_label);
  gtk_widget_class_bind_template_child (widget_class, ArbVotestuffingSeat, hand);
  gtk_widget_class_bind_template_child (widget_class, ArbVotestuffingSeat, count_label);
}

static void
arb_votestuffing_seat_init (ArbVotestuffingSeat *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

GtkWidget *
arb_votestuffing_seat_new (void)
{
  return g_object_new (ARB_TYPE_VOTESTUFFING_SEAT, NULL);
}
