/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "arb-widget-util.h"

#include "arb-tilerummy-seat.h"

/* One player: the tiles in hand, opened or not, points once scored. */
struct _ArbTilerummySeat
{
  GtkWidget  parent_instance;

  char      *summary;

  GtkBox    *box;
  GtkLabel  *number_label;
  GtkLabel  *name_label;
  GtkLabel  *turn_label;
  GtkWidget *tags_box;
  GtkLabel  *tiles_label;
  GtkLabel  *opened_label;
  GtkLabel  *result_label;
  GtkLabel  *total_label;
};

G_DEFINE_FINAL_TYPE (ArbTilerummySeat, arb_tilerummy_seat, GTK_TYPE_WIDGET)

static void
set_class (GtkWidget  *widget,
           const char *css_class,
           gboolean    on)
{
  if (on)
    gtk_widget_add_css_class (widget, css_class);
  else
    gtk_widget_remove_css_class (widget, css_class);
}

static char *
result_text (const ArbTilerummySeatInfo *info)
{
  if (info->went_out)
    return g_strdup (_("went out"));
  if (info->entered)
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d point", "%d points", info->points), info->points);
  return NULL;
}

void
arb_tilerummy_seat_update (ArbTilerummySeat           *self,
                           const ArbTilerummySeatInfo *info)
{
  g_autofree char *number = g_strdup_printf ("%u", info->number);
  g_autofree char *tiles = info->tiles >= 0
    ? g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d tile", "%d tiles", info->tiles), info->tiles) : NULL;
  g_autofree char *result = result_text (info);
  g_autofree char *total = info->in_match ? g_strdup_printf (_("match %d"), info->total) : NULL;
  const char *opened = info->opened ? _("opened") : _("not opened");

  g_return_if_fail (ARB_IS_TILERUMMY_SEAT (self));
  gtk_label_set_text (self->number_label, number);
  gtk_label_set_text (self->name_label, info->name);
  gtk_widget_set_visible (GTK_WIDGET (self->turn_label), info->to_act);
  set_class (GTK_WIDGET (self->box), "to-act", info->to_act);
  gtk_label_set_text (self->tiles_label, tiles != NULL ? tiles : "");
  gtk_widget_set_visible (GTK_WIDGET (self->tiles_label), tiles != NULL);
  gtk_label_set_text (self->opened_label, opened);
  gtk_widget_set_visible (GTK_WIDGET (self->opened_label), info->tiles >= 0);
  set_class (GTK_WIDGET (self->opened_label), "opened", info->opened);
  gtk_label_set_text (self->result_label, result != NULL ? result : "");
  gtk_widget_set_visible (GTK_WIDGET (self->result_label), result != NULL);
  set_class (GTK_WIDGET (self->result_label), "winner-tag", info->went_out);
  set_class (GTK_WIDGET (self->result_label), "score-tag", !info->went_out);
  gtk_label_set_text (self->total_label, total != NULL ? total : "");
  gtk_widget_set_visible (GTK_WIDGET (self->total_label), total != NULL);
  gtk_widget_set_visible (self->tags_box, tiles != NULL || result != NULL || total != NULL);
  g_free (self->summary);
  self->summary = g_strdup_printf ("%s: %s%s%s%s%s%s%s", info->name,
                                   tiles != NULL ? tiles : "", tiles != NULL ? ", " : "",
                                   info->tiles >= 0 ? opened : "",
                                   result != NULL ? ", " : "", result != NULL ? result : "",
                                   total != NULL ? ", " : "", total != NULL ? total : "");
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, self->summary, -1);
}

const char *
arb_tilerummy_seat_get_summary (ArbTilerummySeat *self)
{
  g_return_val_if_fail (ARB_IS_TILERUMMY_SEAT (self), NULL);
  return self->summary;
}

static void
arb_tilerummy_seat_dispose (GObject *object)
{
  ArbTilerummySeat *self = ARB_TILERUMMY_SEAT (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), ARB_TYPE_TILERUMMY_SEAT);
  /* GTK 4.8 leaves unnamed template roots in place. */
  arb_widget_unparent_children (GTK_WIDGET (self));
  g_clear_pointer (&self->summary, g_free);
  G_OBJECT_CLASS (arb_tilerummy_seat_parent_class)->dispose (object);
}

static void
arb_tilerummy_seat_class_init (ArbTilerummySeatClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = arb_tilerummy_seat_dispose;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
  gtk_widget_class_set_template_from_resource (widget_class,
    "/io/github/tablearbiter/Arbiter/games/tilerummy/arb-tilerummy-seat.ui");
  gtk_widget_class_bind_template_child (widget_class, ArbTilerummySeat, box);
  gtk_widget_class_bind_template_child (widget_class, ArbTilerummySeat, number_label);
  gtk_widget_class_bind_template_child (widget_class, ArbTilerummySeat, name_label);
  gtk_widget_class_bind_template_child (widget_class, ArbTilerummySeat, turn_label);
  gtk_widget_class_bind_template_child (widget_class, ArbTilerummySeat, tags_box);
  gtk_widget_class_bind_template_child (widget_class, ArbTilerummySeat, tiles_label);
  gtk_widget_class_bind_template_child (widget_class, ArbTilerummySeat, opened_label);
  gtk_widget_class_bind_template_child (widget_class, ArbTilerummySeat, result_label);
  gtk_widget_class_bind_template_child (widget_class, ArbTilerummySeat, total_label);
}

static void
arb_tilerummy_seat_init (ArbTilerummySeat *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

GtkWidget *
arb_tilerummy_seat_new (void)
{
  return g_object_new (ARB_TYPE_TILERUMMY_SEAT, NULL);
}
