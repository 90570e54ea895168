/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "arb-score-chart.h"
#include "arb-score-series.h"
#include "arb-widget-util.h"

#include "arb-score-page.h"

/* The score as the engine computes it: ranks, breakdowns, the verdict. */
struct _ArbScorePage
{
  GtkWidget  parent_instance;

  GtkLabel  *match_label;
  GtkLabel  *verdict_label;
  GtkLabel  *tiebreak_label;
  AdwBin    *section_bin;
  GtkBox    *players_box;
  GtkButton *next_button;
  GtkScrolledWindow *scroller;
  AdwClamp  *clamp;
  GtkBox    *columns_box;
  GtkWidget *chart_card;
  GtkWidget *tables_box;
  GtkWidget *export_links;
  ArbScoreChart *chart;
  gboolean   wide;
};

G_DEFINE_FINAL_TYPE (ArbScorePage, arb_score_page, GTK_TYPE_WIDGET)

/* With secret lines hidden, neither rank nor total can be told: the
 * header shows the points of what can be seen. */
static GtkWidget *
player_header (const ArbPlayerScore *p,
               const char           *name,
               gboolean              secret)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  g_autofree char *rank = secret ? g_strdup ("") : g_strdup_printf ("%u", p->rank);
  g_autofree char *total = g_strdup_printf ("%d", secret ? arb_score_visible_points (p) : p->total);
  GtkWidget *name_label = arb_label_new (name, "title-3", 0);

  gtk_box_append (GTK_BOX (box), arb_label_new (rank, "rank", 0.5));
  gtk_widget_set_hexpand (name_label, TRUE);
  gtk_label_set_ellipsize (GTK_LABEL (name_label), PANGO_ELLIPSIZE_END);
  gtk_box_append (GTK_BOX (box), name_label);
  if (p->winner && !secret)
    gtk_box_append (GTK_BOX (box), arb_label_new (_("Winner"), "winner-tag", 0.5));
  gtk_box_append (GTK_BOX (box), arb_label_new (total, "title-1", 1));
  return box;
}

static void
add_line (GtkGrid    *grid,
          int         row,
          const char *text,
          const char *points)
{
  GtkWidget *label = arb_label_new (text, NULL, 0);

  /* a long line (why the stars go where they go) wraps in a narrow window */
  arb_label_set_wrapping (GTK_LABEL (label));
  gtk_grid_attach (grid, label, 0, row, 1, 1);
  gtk_grid_attach (grid, arb_label_new (points, "numeric", 1), 1, row, 1, 1);
}

static GtkWidget *
breakdown_grid (const ArbPlayerScore *p,
                gboolean              secret)
{
  GtkWidget *grid = gtk_grid_new ();
  int row = 0;

  gtk_grid_set_column_spacing (GTK_GRID (grid), 24);
  gtk_grid_set_row_spacing (GTK_GRID (grid), 2);
  gtk_widget_set_margin_start (grid, 48);
  for (guint i = 0; i < p->breakdown->len; i++)
    {
      ArbScoreLine *line = g_ptr_array_index (p->breakdown, i);
      g_autofree char *points = g_strdup_printf ("%+d", line->points);

      if (secret && line->secret)
        add_line (GTK_GRID (grid), row++, line->hidden != NULL ? line->hidden : _("secret"), "?");
      else
        add_line (GTK_GRID (grid), row++, line->label, points);
    }
  if (row == 0)
    return grid;
  gtk_widget_set_hexpand (gtk_grid_get_child_at (GTK_GRID (grid), 0, 0), TRUE);
  return grid;
}

static char *
game_totals_text (const ArbPlayerScore *p)
{
  g_autoptr(GString) text = g_string_new (_("Games:"));

  for (guint i = 0; i < p->game_totals->len; i++)
    g_string_append_printf (text, "%s %d", i > 0 ? " ·" : "", g_array_index (p->game_totals, int, i));
  return g_strdup (text->str);
}

static GtkWidget *
player_card (const ArbScore *score,
             guint           seat,
             const char     *name,
             gboolean        secret)
{
  const ArbPlayerScore *p = g_ptr_array_index (score->players, seat);
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);

  gtk_widget_add_css_class (box, "card");
  gtk_widget_add_css_class (box, "score-card");
  if (p->winner && !secret)
    gtk_widget_add_css_class (box, "winner");
  gtk_box_append (GTK_BOX (box), player_header (p, name, secret));
  if (p->breakdown->len > 0)
    gtk_box_append (GTK_BOX (box), breakdown_grid (p, secret));
  if (score->games_in_match > 1)
    {
      g_autofree char *totals = game_totals_text (p);
      GtkWidget *label = arb_label_new (totals, "dim-label", 0);

      gtk_widget_set_margin_start (label, 48);
      gtk_box_append (GTK_BOX (box), label);
    }
  return box;
}

static void
clear_players (ArbScorePage *self)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->players_box))) != NULL)
    gtk_box_remove (self->players_box, child);
}

/* Players best first; the engine has ranked them. */
static int
compare_rank (gconstpointer a,
              gconstpointer b)
{
  const ArbPlayerScore *pa = *(ArbPlayerScore *const *) a;
  const ArbPlayerScore *pb = *(ArbPlayerScore *const *) b;

  return pa->rank != pb->rank ? (int) pa->rank - (int) pb->rank : (int) pa->seat - (int) pb->seat;
}

static void
fill_players (ArbScorePage *self,
              ArbScore     *score,
              ArbSetup     *setup,
              gboolean      secret)
{
  g_autoptr(GPtrArray) order = g_ptr_array_new ();

  for (guint i = 0; i < score->players->len; i++)
    g_ptr_array_add (order, g_ptr_array_index (score->players, i));
  /* Ranks depend on what is secret: then the seats go in seat order. */
  if (!secret)
    g_ptr_array_sort (order, compare_rank);
  clear_players (self);
  for (guint i = 0; i < order->len; i++)
    {
      ArbPlayerScore *p = g_ptr_array_index (order, i);

      gtk_box_append (self->players_box,
                      player_card (score, p->seat, arb_setup_player_name (setup, (int) p->seat), secret));
    }
}

static void
fill_headline (ArbScorePage *self,
               ArbScore     *score,
               gboolean      secret)
{
  const char *rule = score->low_wins ? _("Lowest score wins") : _("Highest score wins");
  g_autofree char *context = NULL;

  if (score->games_in_match > 1)
    context = g_strdup_printf (_("Match of %u games, game %u · %s"),
                               score->games_in_match, score->game_number, rule);
  else
    context = g_strdup (rule);
  gtk_label_set_text (self->match_label, context);
  if (secret)
    {
      gtk_label_set_text (self->verdict_label, _("Who leads is secret"));
      gtk_label_set_text (self->tiebreak_label, score->secret_note != NULL ? score->secret_note : "");
      gtk_widget_set_visible (GTK_WIDGET (self->tiebreak_label), score->secret_note != NULL);
      return;
    }
  gtk_label_set_text (self->verdict_label,
                      score->verdict != NULL ? score->verdict : _("Running scores"));
  gtk_label_set_text (self->tiebreak_label, score->tiebreak != NULL ? score->tiebreak : "");
  gtk_widget_set_visible (GTK_WIDGET (self->tiebreak_label), score->tiebreak != NULL);
}

void
arb_score_page_update (ArbScorePage *self,
                       ArbGame      *game,
                       gboolean      secret,
                       gboolean      between_games)
{
  g_autoptr(ArbScore) score = NULL;

  g_return_if_fail (ARB_IS_SCORE_PAGE (self));
  score = arb_game_score (game);
  fill_headline (self, score, secret);
  fill_players (self, score, arb_game_get_setup (game), secret);
  gtk_widget_set_visible (GTK_WIDGET (self->next_button), between_games);
  /* The chart keeps the table's secrets as the tables above do. */
  arb_score_chart_set_series (self->chart,
                              secret ? arb_game_score_series (game) : arb_game_score_series_revealed (game),
                              (const char *const *) arb_game_get_setup (game)->players,
                              gtk_label_get_text (self->verdict_label));
}

/* The score as it comes into view: from its top, the verdict first;
 * between the games of a match, Next Game has the focus (Enter). */
void
arb_score_page_show_top (ArbScorePage *self)
{
  g_return_if_fail (ARB_IS_SCORE_PAGE (self));
  if (gtk_widget_get_visible (GTK_WIDGET (self->next_button)))
    gtk_widget_grab_focus (GTK_WIDGET (self->next_button));
  gtk_adjustment_set_value (gtk_scrolled_window_get_vadjustment (self->scroller), 0);
}

double
arb_score_page_get_scroll (ArbScorePage *self)
{
  g_return_val_if_fail (ARB_IS_SCORE_PAGE (self), 0);
  return gtk_adjustment_get_value (gtk_scrolled_window_get_vadjustment (self->scroller));
}

GtkWidget *
arb_score_page_get_chart (ArbScorePage *self)
{
  g_return_val_if_fail (ARB_IS_SCORE_PAGE (self), NULL);
  return GTK_WIDGET (self->chart);
}

/* From this window width the chart goes beside the tables. */
#define WIDE_WIDTH 1100

static void
set_wide (ArbScorePage *self,
          gboolean      wide)
{
  self->wide = wide;
  gtk_orientable_set_orientation (GTK_ORIENTABLE (self->columns_box),
                                  wide ? GTK_ORIENTATION_HORIZONTAL : GTK_ORIENTATION_VERTICAL);
  if (wide)
    gtk_box_reorder_child_after (self->columns_box, self->chart_card, self->tables_box);
  else
    gtk_box_reorder_child_after (self->columns_box, self->chart_card, NULL);
  adw_clamp_set_maximum_size (self->clamp, wide ? 1240 : 720);
  arb_score_chart_set_beside (self->chart, wide);
}

/* Follows the window's width, as the play page does (no breakpoints
 * before libadwaita 1.4). */
static void
on_window_width (GtkWindow    *window,
                 GParamSpec   *pspec,
                 ArbScorePage *self)
{
  int width = 0, height = 0;
  gboolean wide;

  gtk_window_get_default_size (window, &width, &height);
  wide = width >= WIDE_WIDTH;
  if (wide != self->wide)
    set_wide (self, wide);
  /* the four export buttons one above the other on a phone */
  gtk_orientable_set_orientation (GTK_ORIENTABLE (self->export_links),
                                  width > 0 && width <= ARB_PHONE_WIDTH ? GTK_ORIENTATION_VERTICAL
                                  : GTK_ORIENTATION_HORIZONTAL);
  /* above the tables, low enough to leave them in view; beside them,
   * as tall as the first few players */
  gtk_widget_set_size_request (GTK_WIDGET (self->chart), -1,
                               wide ? 320 : CLAMP ((int) ((MIN (width, 720) - 44) * 0.42), 170, 240));
}

static void
arb_score_page_root (GtkWidget *widget)
{
  GtkRoot *root;

  GTK_WIDGET_CLASS (arb_score_page_parent_class)->root (widget);
  root = gtk_widget_get_root (widget);
  if (GTK_IS_WINDOW (root))
    {
      g_signal_connect_object (root, "notify::default-width", G_CALLBACK (on_window_width), widget, 0);
      on_window_width (GTK_WINDOW (root), NULL, ARB_SCORE_PAGE (widget));
    }
}

static void
arb_score_page_unroot (GtkWidget *widget)
{
  GtkRoot *root = gtk_widget_get_root (widget);

  if (root != NULL)
    g_signal_handlers_disconnect_by_func (root, on_window_width, widget);
  GTK_WIDGET_CLASS (arb_score_page_parent_class)->unroot (widget);
}

/* A game's own part of the score, shown above the players; NULL for none. */
void
arb_score_page_set_section (ArbScorePage *self,
                            GtkWidget    *section)
{
  g_return_if_fail (ARB_IS_SCORE_PAGE (self));
  adw_bin_set_child (self->section_bin, section);
  gtk_widget_set_visible (GTK_WIDGET (self->section_bin), section != NULL);
}

GtkWidget *
arb_score_page_get_section (ArbScorePage *self)
{
  g_return_val_if_fail (ARB_IS_SCORE_PAGE (self), NULL);
  return adw_bin_get_child (self->section_bin);
}

const char *
arb_score_page_get_verdict (ArbScorePage *self)
{
  g_return_val_if_fail (ARB_IS_SCORE_PAGE (self), NULL);
  return gtk_label_get_text (self->verdict_label);
}

static void
arb_score_page_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), ARB_TYPE_SCORE_PAGE);
  /* GTK 4.8 leaves unnamed template roots in place. */
  arb_widget_unparent_children (GTK_WIDGET (object));
  G_OBJECT_CLASS (arb_score_page_parent_class)->dispose (object);
}

static void
arb_score_page_class_init (ArbScorePageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = arb_score_page_dispose;
  widget_class->root = arb_score_page_root;
  widget_class->unroot = arb_score_page_unroot;
  g_type_ensure (ARB_TYPE_SCORE_CHART);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/tablearbiter/Arbiter/arb-score-page.ui");
  gtk_widget_class_bind_template_child (widget_class, ArbScorePage, match_label);
  gtk_widget_class_bind_template_child (widget_class, ArbScorePage, verdict_label);
  gtk_widget_class_bind_template_child (widget_class, ArbScorePage, tiebreak_label);
  gtk_widget_class_bind_template_child (widget_class, ArbScorePage, section_bin);
  gtk_widget_class_bind_template_child (widget_class, ArbScorePage, players_box);
  gtk_widget_class_bind_template_child (widget_class, ArbScorePage, next_button);
  gtk_widget_class_bind_template_child (widget_class, ArbScorePage, scroller);
  gtk_widget_class_bind_template_child (widget_class, ArbScorePage, clamp);
  gtk_widget_class_bind_template_child (widget_class, ArbScorePage, export_links);
  gtk_widget_class_bind_template_child (widget_class, ArbScorePage, columns_box);
  gtk_widget_class_bind_template_child (widget_class, ArbScorePage, chart_card);
  gtk_widget_class_bind_template_child (widget_class, ArbScorePage, tables_box);
  gtk_widget_class_bind_template_child (widget_class, ArbScorePage, chart);
}

static void
arb_score_page_init (ArbScorePage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

static void
collect_labels (GtkWidget *widget,
                GString   *out)
{
  if (GTK_IS_LABEL (widget) && gtk_widget_get_visible (widget))
    g_string_append_printf (out, "%s\n", gtk_label_get_text (GTK_LABEL (widget)));
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_labels (child, out);
}

/* Every word the page shows, a label a line: for tests and checks. */
char *
arb_score_page_dup_text (ArbScorePage *self)
{
  GString *out = g_string_new (NULL);

  g_return_val_if_fail (ARB_IS_SCORE_PAGE (self), NULL);
  collect_labels (GTK_WIDGET (self), out);
  return g_string_free (out, FALSE);
}
