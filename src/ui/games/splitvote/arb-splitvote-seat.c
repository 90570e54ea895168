/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "arb-widget-util.h"

#include "arb-splitvote-seat.h"
#include "arb-splitvote-stack.h"

/* One player: name, what they did this round, the stacks 1..10 with
 * their jokers, and the jokers still waiting for a number. */
struct _ArbSplitvoteSeat
{
  GtkWidget   parent_instance;

  char       *summary;

  GtkBox     *box;
  GtkLabel   *turn_label;
  GtkLabel   *name_label;
  GtkLabel   *status_label;
  GtkLabel   *score_label;
  GtkFlowBox *stacks_box;
  GtkLabel   *empty_label;
};

G_DEFINE_FINAL_TYPE (ArbSplitvoteSeat, arb_splitvote_seat, GTK_TYPE_WIDGET)

static void
add_stack (ArbSplitvoteSeat *self,
           GtkWidget        *stack)
{
  gtk_widget_set_halign (stack, GTK_ALIGN_START);
  arb_flow_box_append_unfocusable (self->stacks_box, stack);
  gtk_widget_set_halign (gtk_widget_get_parent (stack), GTK_ALIGN_START);
}

/* The stacks, and the words for them: "3x2 7x4 (1 J), 1 J waiting". */
static void
fill_stacks (ArbSplitvoteSeat       *self,
             const ArbSplitvoteView *view,
             guint                   seat,
             GString                *words)
{
  GtkWidget *child;
  gboolean any = FALSE;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->stacks_box))) != NULL)
    gtk_flow_box_remove (self->stacks_box, child);
  for (int v = 1; v <= ARB_SPLITVOTE_N_NUMBERS; v++)
    {
      int count = view->count[seat][v], jokers = view->jokers_attached[seat][v];

      if (count == 0)
        continue;
      add_stack (self, arb_splitvote_stack_new (v, count, jokers));
      g_string_append_printf (words, " %dx%d", v, count);
      if (jokers > 0)
        g_string_append_printf (words, " (%d J)", jokers);
      any = TRUE;
    }
  if (view->jokers_waiting[seat] > 0)
    {
      add_stack (self, arb_splitvote_stack_new (0, view->jokers_waiting[seat], view->jokers_waiting[seat]));
      g_string_append_printf (words, _(", %d J waiting"), view->jokers_waiting[seat]);
      any = TRUE;
    }
  gtk_widget_set_visible (GTK_WIDGET (self->stacks_box), any);
  gtk_widget_set_visible (GTK_WIDGET (self->empty_label), !any);
}

static void
set_to_act (ArbSplitvoteSeat *self,
            gboolean          to_act)
{
  gtk_widget_set_visible (GTK_WIDGET (self->turn_label), to_act);
  if (to_act)
    gtk_widget_add_css_class (GTK_WIDGET (self->box), "to-act");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self->box), "to-act");
}

void
arb_splitvote_seat_update (ArbSplitvoteSeat           *self,
                           const ArbSplitvoteView     *view,
                           guint                       seat,
                           const ArbSplitvoteSeatInfo *info)
{
  g_autoptr(GString) words = g_string_new (NULL);
  g_autofree char *points = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d point", "%d points",
                                                          info->points), info->points);

  g_return_if_fail (ARB_IS_SPLITVOTE_SEAT (self));
  gtk_label_set_text (self->name_label, info->name);
  gtk_label_set_text (self->status_label, info->status != NULL ? info->status : "");
  gtk_widget_set_visible (GTK_WIDGET (self->status_label), info->status != NULL);
  gtk_label_set_text (self->score_label, points);
  set_to_act (self, info->to_act);
  g_string_append_printf (words, "%s: %s;", info->name, points);
  if (info->status != NULL)
    g_string_append_printf (words, " %s;", info->status);
  fill_stacks (self, view, seat, words);
  g_free (self->summary);
  self->summary = g_strdup (words->str);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  self->summary, -1);
}

const char *
arb_splitvote_seat_get_summary (ArbSplitvoteSeat *self)
{
  g_return_val_if_fail (ARB_IS_SPLITVOTE_SEAT (self), NULL);
  return self->summary;
}

static void
arb_splitvote_seat_dispose (GObject *object)
{
  ArbSplitvoteSeat *self = ARB_SPLITVOTE_SEAT (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), ARB_TYPE_SPLITVOTE_SEAT);
  /* GTK 4.8 leaves unnamed template roots in place. */
  arb_widget_unparent_children (GTK_WIDGET (self));
  g_clear_pointer (&self->summary, g_free);
  G_OBJECT_CLASS (arb_splitvote_seat_parent_class)->dispose (object);
}

static void
arb_splitvote_seat_class_init (ArbSplitvoteSeatClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = arb_splitvote_seat_dispose;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
  gtk_widget_class_set_template_from_resource (widget_class,
    "/io/github/tablearbiter/Arbiter/games/splitvote/arb-splitvote-seat.ui");
  gtk_widget_class_bind_template_child (widget_class, ArbSplitvoteSeat, box);
  gtk_widget_class_bind_template_child (widget_class, ArbSplitvoteSeat, turn_label);
  gtk_widget_class_bind_template_child (widget_class, ArbSplitvoteSeat, name_label);
  gtk_widget_class_bind_template_child (widget_class, ArbSplitvoteSeat, status_label);
  gtk_widget_class_bind_template_child (widget_class, ArbSplitvoteSeat, score_label);
  gtk_widget_class_bind_template_child (widget_class, ArbSplitvoteSeat, stacks_box);
  gtk_widget_class_bind_template_child (widget_class, ArbSplitvoteSeat, empty_label);
}

static void
arb_splitvote_seat_init (ArbSplitvoteSeat *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

GtkWidget *
arb_splitvote_seat_new (void)
{
  return g_object_new (ARB_TYPE_SPLITVOTE_SEAT, NULL);
}
