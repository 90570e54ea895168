/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "arb-widget-util.h"
#include "arb-width-bin.h"

#include "arb-tilerummy-problems.h"

struct _ArbTilerummyProblems
{
  GtkWidget   parent_instance;

  GtkWidget  *box;
  GtkLabel   *summary;
  GtkListBox *list;
  GtkWidget  *scroller;  /* around the list, when its height is capped */
  guint       max_lines;
  guint       n_rows;
};

G_DEFINE_FINAL_TYPE (ArbTilerummyProblems, arb_tilerummy_problems, GTK_TYPE_WIDGET)

enum {
  PROBLEM_ACTIVATED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static char *
groups_text (const ArbTrReport *report)
{
  g_autofree char *tiles = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u tile", "%u tiles", report->n_tiles),
                                            report->n_tiles);

  if (report->group_limit == 0)
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s in %u group", "%s in %u groups", report->n_groups),
                            tiles, report->n_groups);
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s in %u group (at most %u)",
                                       "%s in %u groups (at most %u)", report->n_groups),
                          tiles, report->n_groups, report->group_limit);
}

static char *
summary_text (const ArbTrReport *report)
{
  g_autofree char *groups = groups_text (report);
  guint n = report->problems->len;

  if (report->n_tiles == 0)
    return g_strdup (_("No tiles on the table yet"));
  if (report->legal)
    return g_strdup_printf (_("Legal: %s"), groups);
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Not legal, %u problem: %s", "Not legal, %u problems: %s", n),
                          n, groups);
}

static GtkWidget *
problem_row (const ArbTrProblem *p,
             guint               index)
{
  g_autofree char *number = g_strdup_printf ("%u", index + 1);
  g_autofree char *spoken = g_strdup_printf (_("Problem %u, rule %s: %s"), index + 1, p->rule_id, p->message);
  GtkWidget *row = gtk_list_box_row_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 10);
  GtkWidget *badge = gtk_label_new (number);
  GtkWidget *rule = gtk_label_new (p->rule_id);
  GtkWidget *text = gtk_label_new (p->message);

  gtk_widget_add_css_class (badge, "problem-number");
  gtk_widget_add_css_class (rule, "rule-id");
  gtk_widget_set_valign (badge, GTK_ALIGN_CENTER);
  gtk_widget_set_valign (rule, GTK_ALIGN_CENTER);
  arb_label_set_wrapping (GTK_LABEL (text));
  gtk_label_set_xalign (GTK_LABEL (text), 0);
  gtk_label_set_width_chars (GTK_LABEL (text), 24);
  gtk_label_set_max_width_chars (GTK_LABEL (text), 40);
  gtk_widget_set_hexpand (text, TRUE);
  gtk_box_append (GTK_BOX (box), badge);
  gtk_box_append (GTK_BOX (box), rule);
  gtk_box_append (GTK_BOX (box), arb_width_bin_new (text));
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
  gtk_widget_add_css_class (row, "problem-row");
  arb_widget_set_tooltip_text (row, _("Show it on the table"));
  arb_widget_set_accessible_label (row, spoken);
  return row;
}

/* About `max_lines` lines of problems in the font of the moment, a row's
 * padding with each. */
static void
update_cap (ArbTilerummyProblems *self)
{
  PangoLayout *layout;
  int line;

  if (self->scroller == NULL)
    return;
  if (self->max_lines == 0)
    {
      gtk_scrolled_window_set_max_content_height (GTK_SCROLLED_WINDOW (self->scroller), -1);
      return;
    }
  layout = gtk_widget_create_pango_layout (GTK_WIDGET (self), "Xg");
  pango_layout_get_pixel_size (layout, NULL, &line);
  g_object_unref (layout);
  gtk_scrolled_window_set_max_content_height (GTK_SCROLLED_WINDOW (self->scroller),
                                              (int) self->max_lines * (line + 6) + 8);
}

void
arb_tilerummy_problems_set_report (ArbTilerummyProblems *self,
                                   const ArbTrReport    *report)
{
  g_autofree char *summary = NULL;
  GtkWidget *child;

  g_return_if_fail (ARB_IS_TILERUMMY_PROBLEMS (self));
  summary = summary_text (report);
  gtk_label_set_text (self->summary, summary);
  if (report->n_tiles > 0 && !report->legal)
    gtk_widget_add_css_class (GTK_WIDGET (self->summary), "error");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self->summary), "error");
  if (report->n_tiles > 0 && report->legal)
    gtk_widget_add_css_class (GTK_WIDGET (self->summary), "success");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self->summary), "success");
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->list))) != NULL)
    gtk_list_box_remove (self->list, child);
  for (guint i = 0; i < report->problems->len; i++)
    gtk_list_box_append (self->list, problem_row (g_ptr_array_index (report->problems, i), i));
  self->n_rows = report->problems->len;
  gtk_widget_set_visible (self->scroller != NULL ? self->scroller : GTK_WIDGET (self->list), self->n_rows > 0);
  update_cap (self);
}

const char *
arb_tilerummy_problems_get_summary (ArbTilerummyProblems *self)
{
  g_return_val_if_fail (ARB_IS_TILERUMMY_PROBLEMS (self), NULL);
  return gtk_label_get_text (self->summary);
}

guint
arb_tilerummy_problems_get_n_rows (ArbTilerummyProblems *self)
{
  g_return_val_if_fail (ARB_IS_TILERUMMY_PROBLEMS (self), 0);
  return self->n_rows;
}

/* The list no taller than about `lines` lines: it scrolls beyond them
 * (the summary stays above it).  0: as tall as the problems. */
void
arb_tilerummy_problems_set_max_lines (ArbTilerummyProblems *self,
                                      guint                 lines)
{
  g_return_if_fail (ARB_IS_TILERUMMY_PROBLEMS (self));
  self->max_lines = lines;
  if (lines > 0 && self->scroller == NULL)
    {
      self->scroller = gtk_scrolled_window_new ();
      gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (self->scroller), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
      gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (self->scroller), TRUE);
      gtk_widget_set_visible (self->scroller, gtk_widget_get_visible (GTK_WIDGET (self->list)));
      g_object_ref (self->list);
      gtk_box_remove (GTK_BOX (self->box), GTK_WIDGET (self->list));
      gtk_widget_set_visible (GTK_WIDGET (self->list), TRUE);
      gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (self->scroller), GTK_WIDGET (self->list));
      g_object_unref (self->list);
      gtk_box_append (GTK_BOX (self->box), self->scroller);
    }
  else if (lines == 0 && self->scroller != NULL)
    {
      /* uncapped, the list stands in the box again: a scrolled window
       * left around it would be given less than the list's height once
       * the page is wide again */
      gboolean shown = gtk_widget_get_visible (self->scroller);

      g_object_ref (self->list);
      gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (self->scroller), NULL);
      gtk_box_remove (GTK_BOX (self->box), self->scroller);
      self->scroller = NULL;
      gtk_box_append (GTK_BOX (self->box), GTK_WIDGET (self->list));
      gtk_widget_set_visible (GTK_WIDGET (self->list), shown);
      g_object_unref (self->list);
    }
  update_cap (self);
}

/* The list, or the scrolled window around it when it is capped. */
GtkWidget *
arb_tilerummy_problems_get_list_area (ArbTilerummyProblems *self)
{
  g_return_val_if_fail (ARB_IS_TILERUMMY_PROBLEMS (self), NULL);
  return self->scroller != NULL ? self->scroller : GTK_WIDGET (self->list);
}

static void
on_row_activated (GtkListBox           *list,
                  GtkListBoxRow        *row,
                  ArbTilerummyProblems *self)
{
  g_signal_emit (self, signals[PROBLEM_ACTIVATED], 0, (guint) gtk_list_box_row_get_index (row));
}

static void
arb_tilerummy_problems_dispose (GObject *object)
{
  ArbTilerummyProblems *self = ARB_TILERUMMY_PROBLEMS (object);

  g_clear_pointer (&self->box, gtk_widget_unparent);
  G_OBJECT_CLASS (arb_tilerummy_problems_parent_class)->dispose (object);
}

static void
arb_tilerummy_problems_class_init (ArbTilerummyProblemsClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = arb_tilerummy_problems_dispose;
  signals[PROBLEM_ACTIVATED] = g_signal_new ("problem-activated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                             0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "tilerummyproblems");
}

static void
arb_tilerummy_problems_init (ArbTilerummyProblems *self)
{
  self->box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  self->summary = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_xalign (self->summary, 0);
  gtk_label_set_wrap (self->summary, TRUE);
  gtk_label_set_width_chars (self->summary, 24);
  gtk_label_set_max_width_chars (self->summary, 40);
  gtk_widget_add_css_class (GTK_WIDGET (self->summary), "heading");
  self->list = GTK_LIST_BOX (gtk_list_box_new ());
  gtk_list_box_set_selection_mode (self->list, GTK_SELECTION_NONE);
  gtk_widget_add_css_class (GTK_WIDGET (self->list), "boxed-list");
  arb_widget_set_accessible_label (GTK_WIDGET (self->list), _("Problems of the table"));
  g_signal_connect (self->list, "row-activated", G_CALLBACK (on_row_activated), self);
  gtk_box_append (GTK_BOX (self->box), GTK_WIDGET (self->summary));
  gtk_box_append (GTK_BOX (self->box), GTK_WIDGET (self->list));
  gtk_widget_set_parent (self->box, GTK_WIDGET (self));
  gtk_widget_set_visible (GTK_WIDGET (self->list), FALSE);
}

GtkWidget *
arb_tilerummy_problems_new (void)
{
  return g_object_new (ARB_TYPE_TILERUMMY_PROBLEMS, NULL);
}
