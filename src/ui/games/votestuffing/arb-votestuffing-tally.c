/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "arb-widget-util.h"

#include "arb-votestuffing-tally.h"

/*
 * The outer majority tally (VS-5) as a table: for roundees and sharpos,
 * the cards of the left and right piles, the bonuses of the 3s and 10s
 * in the middle one by one, and the total; jokers and cards not revealed
 * yet on rows of their own; then who wins it, and what a call says.
 */
struct _ArbVotestuffingTally
{
  GtkWidget  parent_instance;

  GtkGrid   *grid;
  GtkLabel  *result_label;
  char      *summary;
  char      *shown;     /* what the grid shows, to leave it be when unchanged */
};

G_DEFINE_FINAL_TYPE (ArbVotestuffingTally, arb_votestuffing_tally, GTK_TYPE_WIDGET)

enum { COL_TYPE, COL_LEFT, COL_RIGHT, COL_BONUS, COL_TOTAL };

static GtkWidget *
cell (GtkGrid    *grid,
      const char *text,
      int         col,
      int         row,
      float       xalign,
      const char *css)
{
  GtkWidget *label = arb_label_new (text, css, xalign);

  gtk_grid_attach (grid, label, col, row, 1, 1);
  return label;
}

static void
header (GtkGrid *grid)
{
  cell (grid, "", COL_TYPE, 0, 0, NULL);
  cell (grid, _("Left"), COL_LEFT, 0, 1, "tally-head");
  cell (grid, _("Right"), COL_RIGHT, 0, 1, "tally-head");
  cell (grid, _("Bonuses"), COL_BONUS, 0, 0, "tally-head");
  cell (grid, _("Total"), COL_TOTAL, 0, 1, "tally-head");
}

/* "3♥ +3 · 10♥ +1" for one type, or "—". */
static char *
bonus_text (const ArbVsTally *tally,
            ArbVsType         type)
{
  GString *out = g_string_new (NULL);

  for (guint i = 0; i < tally->bonuses->len; i++)
    {
      const ArbVsBonus *b = &g_array_index (tally->bonuses, ArbVsBonus, i);

      if (b->type == type)
        g_string_append_printf (out, "%s%s +%d", out->len > 0 ? " · " : "", arb_vs_card_label (b->card),
                                b->points);
    }
  if (out->len == 0)
    g_string_append (out, "—");
  return g_string_free (out, FALSE);
}

static void
type_row (ArbVotestuffingTally *self,
          const ArbVsTally     *tally,
          ArbVsType             type,
          int                   row)
{
  static const char *const names[] = { N_("Roundees ♥ ♣"), N_("Sharpos ♠ ♦") };
  g_autofree char *left = g_strdup_printf ("%d", tally->left.count[type]);
  g_autofree char *right = g_strdup_printf ("%d", tally->right.count[type]);
  g_autofree char *bonus = bonus_text (tally, type);
  g_autofree char *total = g_strdup_printf ("%d", tally->total[type]);
  gboolean wins = tally->winner == type;
  GtkWidget *type_box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *bonus_label, *name;

  /* the type's name, and under it whether it wins: the table stays
   * narrow enough for a phone, where the words wrap too */
  name = arb_label_new (_(names[type]), "tally-type", 0);
  gtk_label_set_wrap (GTK_LABEL (name), TRUE);
  gtk_box_append (GTK_BOX (type_box), name);
  if (wins)
    {
      GtkWidget *tag = arb_label_new (_("wins"), "winner-tag", 0);

      gtk_widget_set_halign (tag, GTK_ALIGN_START);
      gtk_box_append (GTK_BOX (type_box), tag);
    }
  gtk_grid_attach (self->grid, type_box, COL_TYPE, row, 1, 1);
  cell (self->grid, left, COL_LEFT, row, 1, "numeric");
  cell (self->grid, right, COL_RIGHT, row, 1, "numeric");
  bonus_label = cell (self->grid, bonus, COL_BONUS, row, 0, NULL);
  gtk_label_set_wrap (GTK_LABEL (bonus_label), TRUE);
  cell (self->grid, total, COL_TOTAL, row, 1, wins ? "tally-total-win" : "tally-total");
}

/* Jokers, or the cards not revealed: on a row only when there are any. */
static void
count_row (ArbVotestuffingTally *self,
           const ArbVsTally     *tally,
           ArbVsType             type,
           const char           *name,
           int                   row)
{
  g_autofree char *left = g_strdup_printf ("%d", tally->left.count[type]);
  g_autofree char *right = g_strdup_printf ("%d", tally->right.count[type]);

  gtk_label_set_wrap (GTK_LABEL (cell (self->grid, name, COL_TYPE, row, 0, "dim-label")), TRUE);
  cell (self->grid, left, COL_LEFT, row, 1, "numeric");
  cell (self->grid, right, COL_RIGHT, row, 1, "numeric");
  gtk_label_set_wrap (GTK_LABEL (cell (self->grid, type == ARB_VS_NO_TYPE ? _("count for neither") : "",
                                       COL_BONUS, row, 0, "dim-label")), TRUE);
}

static char *
result_text (const ArbVsTally *tally,
             int               call)
{
  int r = tally->total[ARB_VS_ROUNDEE], s = tally->total[ARB_VS_SHARPO];
  ArbVsType called = call != ARB_VS_UNKNOWN ? arb_vs_call_type (call) : ARB_VS_TYPE_UNKNOWN;
  g_autofree char *outcome = NULL;
  g_autofree char *calls = NULL;
  int unknown = tally->left.count[ARB_VS_TYPE_UNKNOWN] + tally->right.count[ARB_VS_TYPE_UNKNOWN];

  if (tally->winner == ARB_VS_TYPE_UNKNOWN)
    outcome = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                            "Roundees %d, sharpos %d so far: %d card is not revealed",
                                            "Roundees %d, sharpos %d so far: %d cards are not revealed", unknown),
                               r, s, unknown);
  else if (tally->winner == ARB_VS_NO_TYPE)
    outcome = g_strdup_printf (_("A tie, %d to %d"), r, s);
  else if (tally->winner == ARB_VS_ROUNDEE)
    outcome = g_strdup_printf (_("Roundees win, %d to %d"), r, s);
  else
    outcome = g_strdup_printf (_("Sharpos win, %d to %d"), s, r);
  if (call == ARB_VS_UNKNOWN)
    return g_steal_pointer (&outcome);
  calls = called == ARB_VS_NO_TYPE ? g_strdup_printf (_("the %s calls a tie"), arb_vs_card_label (call))
          : g_strdup_printf (_("the %s calls %s"), arb_vs_card_label (call),
                             called == ARB_VS_ROUNDEE ? _("roundees") : _("sharpos"));
  if (tally->winner == ARB_VS_TYPE_UNKNOWN)
    return g_strdup_printf ("%s; %s", outcome, calls);
  return g_strdup_printf ("%s: %s, %s", outcome, calls,
                          arb_vs_tally_call_right (tally, call) ? _("right") : _("wrong"));
}

/* Every figure the grid and the result line show, in one string. */
static char *
shown_key (const ArbVsTally *tally,
           int               call)
{
  GString *key = g_string_new (NULL);

  for (int t = 0; t <= ARB_VS_N_TYPES; t++)
    g_string_append_printf (key, "%d/%d ", tally->left.count[t], tally->right.count[t]);
  for (guint i = 0; i < tally->bonuses->len; i++)
    {
      const ArbVsBonus *b = &g_array_index (tally->bonuses, ArbVsBonus, i);

      g_string_append_printf (key, "%d:%d:%d ", b->card, b->type, b->points);
    }
  g_string_append_printf (key, "%d %d %d %d", tally->total[ARB_VS_ROUNDEE], tally->total[ARB_VS_SHARPO],
                          tally->winner, call);
  return g_string_free (key, FALSE);
}

void
arb_votestuffing_tally_update (ArbVotestuffingTally *self,
                               const ArbVsTally     *tally,
                               int                   call)
{
  g_autofree char *result = NULL;
  g_autofree char *text = NULL;
  g_autofree char *shown = NULL;
  GtkWidget *child;
  int row = 1;

  g_return_if_fail (ARB_IS_VOTESTUFFING_TALLY (self));
  /* built anew only when a figure changed: new labels are laid out
   * from scratch, and a refresh comes with every entry */
  shown = shown_key (tally, call);
  if (g_strcmp0 (shown, self->shown) == 0)
    return;
  g_free (self->shown);
  self->shown = g_steal_pointer (&shown);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->grid))) != NULL)
    gtk_grid_remove (self->grid, child);
  header (self->grid);
  type_row (self, tally, ARB_VS_ROUNDEE, row++);
  type_row (self, tally, ARB_VS_SHARPO, row++);
  if (tally->left.count[ARB_VS_NO_TYPE] + tally->right.count[ARB_VS_NO_TYPE] > 0)
    count_row (self, tally, ARB_VS_NO_TYPE, _("Jokers"), row++);
  if (tally->left.count[ARB_VS_TYPE_UNKNOWN] + tally->right.count[ARB_VS_TYPE_UNKNOWN] > 0)
    count_row (self, tally, ARB_VS_TYPE_UNKNOWN, _("Not revealed"), row++);
  result = result_text (tally, call);
  gtk_label_set_text (self->result_label, result);
  text = arb_vs_tally_text (tally);
  g_free (self->summary);
  self->summary = g_strdup_printf ("%s. %s", result, text);
  arb_widget_set_accessible_label (GTK_WIDGET (self), self->summary);
}

const char *
arb_votestuffing_tally_get_summary (ArbVotestuffingTally *self)
{
  g_return_val_if_fail (ARB_IS_VOTESTUFFING_TALLY (self), NULL);
  return self->summary;
}

static void
arb_votestuffing_tally_dispose (GObject *object)
{
  ArbVotestuffingTally *self = ARB_VOTESTUFFING_TALLY (object);

  arb_widget_unparent_children (GTK_WIDGET (self));
  g_clear_pointer (&self->summary, g_free);
  g_clear_pointer (&self->shown, g_free);
  G_OBJECT_CLASS (arb_votestuffing_tally_parent_class)->dispose (object);
}

static void
arb_votestuffing_tally_class_init (ArbVotestuffingTallyClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = arb_votestuffing_tally_dispose;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BOX_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "votestuffingtally");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
arb_votestuffing_tally_init (ArbVotestuffingTally *self)
{
  GtkBoxLayout *layout = GTK_BOX_LAYOUT (gtk_widget_get_layout_manager (GTK_WIDGET (self)));

  gtk_orientable_set_orientation (GTK_ORIENTABLE (layout), GTK_ORIENTATION_VERTICAL);
  gtk_box_layout_set_spacing (layout, 6);
  self->grid = GTK_GRID (gtk_grid_new ());
  gtk_grid_set_column_spacing (self->grid, 12);
  gtk_grid_set_row_spacing (self->grid, 3);
  gtk_widget_set_parent (GTK_WIDGET (self->grid), GTK_WIDGET (self));
  self->result_label = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_xalign (self->result_label, 0);
  gtk_label_set_wrap (self->result_label, TRUE);
  /* the table sets the width, the words wrap under it */
  gtk_label_set_max_width_chars (self->result_label, 40);
  gtk_widget_add_css_class (GTK_WIDGET (self->result_label), "tally-result");
  gtk_widget_set_parent (GTK_WIDGET (self->result_label), GTK_WIDGET (self));
}

GtkWidget *
arb_votestuffing_tally_new (void)
{
  return g_object_new (ARB_TYPE_VOTESTUFFING_TALLY, NULL);
}
