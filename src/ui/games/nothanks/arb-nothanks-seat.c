/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "arb-widget-util.h"

#include "arb-card-run.h"
#include "arb-nothanks-seat.h"

#define HAND_CARD_HEIGHT 84

/* One player at the table: name, chips, running score, cards in runs. */
struct _ArbNothanksSeat
{
  GtkWidget   parent_instance;

  char       *summary;
  guint64     shown_cards;   /* the cards the runs show */
  gboolean    runs_drawn;

  GtkBox     *box;
  GtkBox     *head_box;
  GtkLabel   *turn_label;
  GtkLabel   *name_label;
  GtkLabel   *chips_label;
  GtkLabel   *score_label;
  GtkFlowBox *runs_box;
  GtkLabel   *empty_label;
};

G_DEFINE_FINAL_TYPE (ArbNothanksSeat, arb_nothanks_seat, GTK_TYPE_WIDGET)

static void
clear_runs (ArbNothanksSeat *self)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->runs_box))) != NULL)
    gtk_flow_box_remove (self->runs_box, child);
}

static void
fill_runs (ArbNothanksSeat *self,
           guint64          cards)
{
  g_autoptr(GArray) runs = NULL;

  /* most entries leave a seat's cards as they were: its runs stay */
  if (self->runs_drawn && self->shown_cards == cards)
    return;
  self->runs_drawn = TRUE;
  self->shown_cards = cards;
  runs = arb_nothanks_runs (cards);
  clear_runs (self);
  for (guint i = 0; i < runs->len; i++)
    {
      ArbNothanksRun *run = &g_array_index (runs, ArbNothanksRun, i);
      GtkWidget *widget = arb_card_run_new (run->low, run->high, HAND_CARD_HEIGHT);

      gtk_widget_set_halign (widget, GTK_ALIGN_START);
      arb_flow_box_append_unfocusable (self->runs_box, widget);
      gtk_widget_set_halign (gtk_widget_get_parent (widget), GTK_ALIGN_START);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->runs_box), runs->len > 0);
  gtk_widget_set_visible (GTK_WIDGET (self->empty_label), runs->len == 0);
}

static char *
chips_text (const ArbNothanksView     *view,
            guint                      seat,
            const ArbNothanksSeatInfo *info)
{
  if (!info->chips_visible)
    return g_strdup (_("chips hidden"));
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d chip", "%d chips", view->chips[seat]),
                          view->chips[seat]);
}

static char *
score_text (const ArbNothanksSeatInfo *info)
{
  if (!info->chips_visible)
    return g_strdup_printf (_("%d points in cards"), info->card_points);
  if (info->in_match)
    return g_strdup_printf (_("score %d · match %d"), info->game_score, info->match_total);
  return g_strdup_printf (_("score %d"), info->game_score);
}

void
arb_nothanks_seat_update (ArbNothanksSeat           *self,
                          const ArbNothanksView     *view,
                          guint                      seat,
                          const ArbNothanksSeatInfo *info)
{
  g_autofree char *chips = chips_text (view, seat, info);
  g_autofree char *score = score_text (info);

  g_return_if_fail (ARB_IS_NOTHANKS_SEAT (self));
  gtk_label_set_text (self->name_label, info->name);
  gtk_label_set_text (self->chips_label, chips);
  gtk_label_set_text (self->score_label, score);
  gtk_widget_set_visible (GTK_WIDGET (self->turn_label), info->to_act);
  if (info->to_act)
    gtk_widget_add_css_class (GTK_WIDGET (self->box), "to-act");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self->box), "to-act");
  fill_runs (self, view->cards[seat]);
  g_free (self->summary);
  self->summary = g_strdup_printf ("%s: %s, %s", info->name, chips, score);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  self->summary, -1);
}

/* Compact: the chips and the score under the name, not beside it. */
void
arb_nothanks_seat_set_compact (ArbNothanksSeat *self,
                               gboolean         compact)
{
  g_return_if_fail (ARB_IS_NOTHANKS_SEAT (self));
  gtk_orientable_set_orientation (GTK_ORIENTABLE (self->head_box),
                                  compact ? GTK_ORIENTATION_VERTICAL : GTK_ORIENTATION_HORIZONTAL);
  gtk_box_set_spacing (self->head_box, compact ? 6 : 12);
}

const char *
arb_nothanks_seat_get_summary (ArbNothanksSeat *self)
{
  g_return_val_if_fail (ARB_IS_NOTHANKS_SEAT (self), NULL);
  return self->summary;
}

static void
arb_nothanks_seat_dispose (GObject *object)
{
  ArbNothanksSeat *self = ARB_NOTHANKS_SEAT (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), ARB_TYPE_NOTHANKS_SEAT);
  /* GTK 4.8 leaves unnamed template roots in place. */
  arb_widget_unparent_children (GTK_WIDGET (self));
  g_clear_pointer (&self->summary, g_free);
  G_OBJECT_CLASS (arb_nothanks_seat_parent_class)->dispose (object);
}

static void
arb_nothanks_seat_class_init (ArbNothanksSeatClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = arb_nothanks_seat_dispose;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
  gtk_widget_class_set_template_from_resource (widget_class,
    "/io/github/tablearbiter/Arbiter/games/nothanks/arb-nothanks-seat.ui");
  gtk_widget_class_bind_template_child (widget_class, ArbNothanksSeat, box);
  gtk_widget_class_bind_template_child (widget_class, ArbNothanksSeat, head_box);
  gtk_widget_class_bind_template_child (widget_class, ArbNothanksSeat, turn_label);
  gtk_widget_class_bind_template_child (widget_class, ArbNothanksSeat, name_label);
  gtk_widget_class_bind_template_child (widget_class, ArbNothanksSeat, chips_label);
  gtk_widget_class_bind_template_child (widget_class, ArbNothanksSeat, score_label);
  gtk_widget_class_bind_template_child (widget_class, ArbNothanksSeat, runs_box);
  gtk_widget_class_bind_template_child (widget_class, ArbNothanksSeat, empty_label);
}

static void
arb_nothanks_seat_init (ArbNothanksSeat *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

GtkWidget *
arb_nothanks_seat_new (void)
{
  return g_object_new (ARB_TYPE_NOTHANKS_SEAT, NULL);
}
