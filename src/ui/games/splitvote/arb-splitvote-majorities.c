/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "arb-widget-util.h"

#include "arb-splitvote-majorities.h"

#define N_NUM ARB_SPLITVOTE_N_NUMBERS
#define TOTAL_COLUMN (N_NUM + 1)

/*
 * The majority table (SV-11): a line per player, a column per number,
 * each player's count; whoever holds the most of a number (ties
 * included) is highlighted, as the engine's table says.  Transposed
 * for a phone: a line per number, a column per player.
 */
struct _ArbSplitvoteMajorities
{
  GtkWidget  parent_instance;

  GtkWidget *grid;
  gboolean   transposed;   /* a line per number, a column per player */
};

G_DEFINE_FINAL_TYPE (ArbSplitvoteMajorities, arb_splitvote_majorities, GTK_TYPE_WIDGET)

static GtkWidget *
cell_new (const char *text,
          const char *css_class,
          float       xalign)
{
  GtkWidget *label = arb_label_new (text, css_class, xalign);

  gtk_widget_add_css_class (label, "majority-cell");
  return label;
}

/* At a line and a column of the table as drawn the usual way round. */
static void
attach (ArbSplitvoteMajorities *self,
        GtkWidget              *cell,
        int                     column,
        int                     row)
{
  if (self->transposed)
    gtk_grid_attach (GTK_GRID (self->grid), cell, row, column, 1, 1);
  else
    gtk_grid_attach (GTK_GRID (self->grid), cell, column, row, 1, 1);
}

static GtkWidget *
cell_at (ArbSplitvoteMajorities *self,
         int                     column,
         int                     row)
{
  return self->transposed ? gtk_grid_get_child_at (GTK_GRID (self->grid), row, column)
                          : gtk_grid_get_child_at (GTK_GRID (self->grid), column, row);
}

static void
clear (ArbSplitvoteMajorities *self)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (self->grid)) != NULL)
    gtk_grid_remove (GTK_GRID (self->grid), child);
}

static void
add_header (ArbSplitvoteMajorities *self)
{
  for (int v = 1; v <= N_NUM; v++)
    {
      g_autofree char *text = g_strdup_printf ("%d", v);

      attach (self, cell_new (text, "majority-number", 0.5), v, 0);
    }
  attach (self, cell_new (_("Points"), "majority-number", self->transposed ? 0 : 1), TOTAL_COLUMN, 0);
}

static GtkWidget *
count_cell (const ArbSplitvoteMajority *m,
            guint                       seat)
{
  g_autofree char *text = g_strdup_printf ("%d", m->count[seat]);
  gboolean scores = (m->scorers & (1u << seat)) != 0;
  GtkWidget *cell;

  if (m->count[seat] == 0)
    cell = cell_new ("·", "dim-label", 0.5);
  else
    cell = cell_new (text, scores ? "leader" : NULL, 0.5);
  /* the numbers share the table's width */
  gtk_widget_set_hexpand (cell, TRUE);
  if (m->count[seat] == 0)
    return cell;
  if (scores)
    arb_widget_set_tooltip_text (cell, _("Holds the most: scores this number"));
  return cell;
}

static void
add_player (ArbSplitvoteMajorities     *self,
            guint                       seat,
            const char                 *name,
            const ArbSplitvoteMajority *table,
            const int                  *totals)
{
  GtkWidget *name_label = cell_new (name, "heading", 0);
  int row = (int) seat + 1;

  gtk_label_set_ellipsize (GTK_LABEL (name_label), PANGO_ELLIPSIZE_END);
  gtk_label_set_max_width_chars (GTK_LABEL (name_label), 12);
  arb_widget_set_tooltip_text (name_label, name);
  if (self->transposed)
    gtk_label_set_xalign (GTK_LABEL (name_label), 0.5);
  else
    gtk_widget_set_margin_end (name_label, 8);
  attach (self, name_label, 0, row);
  for (int v = 1; v <= N_NUM; v++)
    attach (self, count_cell (&table[v], seat), v, row);
  if (totals != NULL)
    {
      g_autofree char *total = g_strdup_printf ("%d", totals[seat]);

      attach (self, cell_new (total, "majority-total", self->transposed ? 0.5 : 1), TOTAL_COLUMN, row);
    }
}

void
arb_splitvote_majorities_update (ArbSplitvoteMajorities     *self,
                                 const char *const          *names,
                                 guint                       n_players,
                                 const ArbSplitvoteMajority *table,
                                 const int                  *totals)
{
  g_return_if_fail (ARB_IS_SPLITVOTE_MAJORITIES (self));
  clear (self);
  add_header (self);
  for (guint i = 0; i < n_players; i++)
    add_player (self, i, names[i], table, totals);
}

/* Takes effect at the next update. */
void
arb_splitvote_majorities_set_transposed (ArbSplitvoteMajorities *self,
                                         gboolean                transposed)
{
  g_return_if_fail (ARB_IS_SPLITVOTE_MAJORITIES (self));
  self->transposed = transposed;
}

char *
arb_splitvote_majorities_dup_cell (ArbSplitvoteMajorities *self,
                                   guint                   seat,
                                   int                     number)
{
  GtkWidget *cell = cell_at (self, number, (int) seat + 1);

  if (cell == NULL)
    return NULL;
  if (gtk_widget_has_css_class (cell, "leader"))
    return g_strdup_printf (_("%s (leads)"), gtk_label_get_text (GTK_LABEL (cell)));
  return g_strdup (gtk_label_get_text (GTK_LABEL (cell)));
}

static void
arb_splitvote_majorities_dispose (GObject *object)
{
  arb_widget_unparent_children (GTK_WIDGET (object));
  G_OBJECT_CLASS (arb_splitvote_majorities_parent_class)->dispose (object);
}

static void
arb_splitvote_majorities_class_init (ArbSplitvoteMajoritiesClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = arb_splitvote_majorities_dispose;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "majorities");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_TABLE);
}

static void
arb_splitvote_majorities_init (ArbSplitvoteMajorities *self)
{
  self->grid = gtk_grid_new ();
  gtk_grid_set_column_spacing (GTK_GRID (self->grid), 4);
  gtk_grid_set_row_spacing (GTK_GRID (self->grid), 4);
  gtk_widget_set_parent (self->grid, GTK_WIDGET (self));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Majorities: each player's cards of each number"), -1);
}

GtkWidget *
arb_splitvote_majorities_new (void)
{
  return g_object_new (ARB_TYPE_SPLITVOTE_MAJORITIES, NULL);
}
