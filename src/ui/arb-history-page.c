/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "arb-toast.h"
#include "arb-widget-util.h"

#include "arb-history.h"
#include "arb-history-page.h"
#include "arb-rules.h"
#include "arb-setup.h"

/*
 * The finished games, the latest first, and each player's record per
 * game, both filtered by game and by player.  Nothing is read from the
 * store before the page is first shown (arb_history_page_refresh()).
 */
struct _ArbHistoryPage
{
  GtkWidget             parent_instance;

  ArbStore             *store;
  GPtrArray            *game_ids;     /* the game filter's ids; [0] is NULL, every game */
  GStrv                 players;      /* the player filter's names; [0] is every player */
  gboolean              filling;      /* the filters are being refilled: no refresh */
  AdwToast             *undo_toast;   /* weak: the latest toast offering an undo */
  AdwToast             *last_toast;   /* weak: the toast shown last */

  AdwViewSwitcherTitle *switcher_title;
  AdwViewSwitcherBar   *switcher_bar;
  GtkMenuButton        *menu_button;
  GtkBox               *filter_box;
  GtkDropDown          *game_filter;
  GtkDropDown          *player_filter;
  AdwViewStack         *view_stack;
  GtkListBox           *games_list;
  GtkBox               *stats_box;
};

G_DEFINE_FINAL_TYPE (ArbHistoryPage, arb_history_page, GTK_TYPE_WIDGET)

static const char *
game_title (const char *game_id)
{
  const ArbRules *rules = arb_games_lookup (game_id);

  return rules != NULL ? rules->title : game_id;
}

/* The filters as they are now: a game id and a name, or NULL for all. */
static const char *
filter_game (ArbHistoryPage *self)
{
  guint i = gtk_drop_down_get_selected (self->game_filter);

  return i < self->game_ids->len ? g_ptr_array_index (self->game_ids, i) : NULL;
}

static const char *
filter_player (ArbHistoryPage *self)
{
  guint i = gtk_drop_down_get_selected (self->player_filter);

  if (self->players == NULL || i == 0 || i >= g_strv_length (self->players))
    return NULL;
  return self->players[i];
}

static void
fill_game_filter (ArbHistoryPage *self)
{
  guint n_games;
  const ArbRules *const *games = arb_games_list (&n_games);
  GtkStringList *titles = gtk_string_list_new (NULL);

  self->game_ids = g_ptr_array_new_with_free_func (g_free);
  g_ptr_array_add (self->game_ids, NULL);
  gtk_string_list_append (titles, _("All Games"));
  for (guint i = 0; i < n_games; i++)
    {
      g_ptr_array_add (self->game_ids, g_strdup (games[i]->id));
      gtk_string_list_append (titles, games[i]->title);
    }
  gtk_drop_down_set_model (self->game_filter, G_LIST_MODEL (titles));
  g_object_unref (titles);
}

static int
compare_names (gconstpointer a,
               gconstpointer b,
               gpointer      data)
{
  return g_utf8_collate (*(char *const *) a, *(char *const *) b);
}

/* The names the store knows, in alphabetical order; the one chosen
 * stays chosen when it is still there. */
static void
fill_player_filter (ArbHistoryPage *self)
{
  g_autofree char *chosen = g_strdup (filter_player (self));
  g_auto(GStrv) known = arb_store_known_players (self->store, NULL);
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  GtkStringList *names;
  guint selected = 0;

  if (known != NULL)
    g_qsort_with_data (known, (int) g_strv_length (known), sizeof (char *),
                       compare_names, NULL);
  g_strv_builder_add (builder, _("All Players"));
  for (guint i = 0; known != NULL && known[i] != NULL; i++)
    {
      g_strv_builder_add (builder, known[i]);
      if (chosen != NULL && g_str_equal (known[i], chosen))
        selected = i + 1;
    }
  g_strfreev (self->players);
  self->players = g_strv_builder_end (builder);
  names = gtk_string_list_new ((const char *const *) self->players);
  gtk_drop_down_set_model (self->player_filter, G_LIST_MODEL (names));
  g_object_unref (names);
  gtk_drop_down_set_selected (self->player_filter, selected);
}

static char *
format_date (gint64 unix_time)
{
  g_autoptr(GDateTime) time = g_date_time_new_from_unix_local (unix_time);

  return g_date_time_format (time, "%-d %b %Y, %H:%M");
}

/* "Winner: Ann · Ann 43, Ben 83, Cleo 74", the winners in bold too. */
static char *
results_markup (const ArbStoredGame *stored)
{
  g_autoptr(GString) winners = g_string_new (NULL);
  g_autoptr(GString) scores = g_string_new (NULL);
  guint n_winners = 0;

  for (guint i = 0; stored->players[i] != NULL; i++)
    {
      g_autofree char *name = g_markup_escape_text (stored->players[i], -1);
      gboolean won = stored->winners != NULL && stored->winners[i];

      if (won)
        g_string_append_printf (winners, "%s<b>%s</b>", n_winners++ > 0 ? ", " : "", name);
      g_string_append_printf (scores, "%s%s%s", i > 0 ? ", " : "", won ? "<b>" : "", name);
      if (stored->scores != NULL)
        g_string_append_printf (scores, " %d", stored->scores[i]);
      if (won)
        g_string_append (scores, "</b>");
    }
  if (n_winners == 0)
    return g_strdup (scores->str);
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Winner: %s · %s", "Winners: %s · %s", n_winners),
                          winners->str, scores->str);
}

static GMenuModel *
row_menu (const ArbStoredGame *stored)
{
  GMenu *menu = g_menu_new ();
  g_autoptr(GMenuItem) open = g_menu_item_new (_("_Open the Score"), NULL);
  g_autoptr(GMenuItem) count = g_menu_item_new (stored->counted ? _("_Leave Out of the Stats")
                                                                 : _("_Count in the Stats"), NULL);
  g_autoptr(GMenuItem) delete = g_menu_item_new (_("_Delete"), NULL);

  g_menu_item_set_action_and_target_value (open, "history.open", g_variant_new_int64 (stored->id));
  g_menu_item_set_action_and_target_value (count, "history.set-counted",
                                           g_variant_new ("(xb)", stored->id, !stored->counted));
  g_menu_item_set_action_and_target_value (delete, "history.delete", g_variant_new_int64 (stored->id));
  g_menu_append_item (menu, open);
  g_menu_append_item (menu, count);
  g_menu_append_item (menu, delete);
  return G_MENU_MODEL (menu);
}

static GtkWidget *
row_menu_button (ArbHistoryPage      *self,
                 const ArbStoredGame *stored,
                 const char          *title)
{
  g_autoptr(GMenuModel) menu = row_menu (stored);
  g_autofree char *name = g_strdup_printf (_("More for %s"), title);
  GtkWidget *button = gtk_menu_button_new ();

  gtk_menu_button_set_icon_name (GTK_MENU_BUTTON (button), "view-more-symbolic");
  gtk_menu_button_set_menu_model (GTK_MENU_BUTTON (button), menu);
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  arb_widget_set_tooltip_text (button, _("Open, leave out of the stats, delete"));
  gtk_widget_add_css_class (button, "flat");
  arb_menu_button_set_accessible_label (GTK_MENU_BUTTON (button), name);
  arb_widget_return_focus_on_close (gtk_menu_button_get_popover (GTK_MENU_BUTTON (button)), GTK_WIDGET (self));
  return button;
}

static GtkWidget *
history_row (ArbHistoryPage      *self,
             const ArbStoredGame *stored)
{
  g_autofree char *date = format_date (stored->created);
  g_autofree char *title = g_strdup_printf ("%s — %s", game_title (stored->game_id), date);
  g_autofree char *results = results_markup (stored);
  g_autofree char *escaped = g_markup_escape_text (title, -1);
  GtkWidget *row = adw_action_row_new ();

  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), TRUE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), escaped);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), results);
  if (!stored->counted)
    {
      GtkWidget *tag = gtk_label_new (_("Not counted"));

      gtk_widget_set_valign (tag, GTK_ALIGN_CENTER);
      gtk_widget_add_css_class (tag, "not-counted-tag");
      arb_widget_set_tooltip_text (tag, _("Played with a rule error: left out of the stats"));
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), tag);
    }
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), row_menu_button (self, stored, title));
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (row), "history.open");
  gtk_actionable_set_action_target (GTK_ACTIONABLE (row), "x", stored->id);
  return row;
}

/* Removes the rows only: the placeholder is a child too and must stay. */
static void
clear_list (GtkListBox *list)
{
  GtkListBoxRow *row;

  while ((row = gtk_list_box_get_row_at_index (list, 0)) != NULL)
    gtk_list_box_remove (list, GTK_WIDGET (row));
}

static GtkWidget *
placeholder (const char *text)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_widget_add_css_class (label, "dim-label");
  gtk_widget_set_margin_top (label, 18);
  gtk_widget_set_margin_bottom (label, 18);
  gtk_widget_set_margin_start (label, 12);
  gtk_widget_set_margin_end (label, 12);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_justify (GTK_LABEL (label), GTK_JUSTIFY_CENTER);
  return label;
}

static void
fill_games (ArbHistoryPage *self)
{
  ArbHistoryFilter filter = { filter_game (self), filter_player (self), FALSE };
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) games = arb_store_list_history (self->store, &filter, &error);

  clear_list (self->games_list);
  gtk_list_box_set_placeholder (self->games_list,
                                placeholder (filter.game_id == NULL && filter.player == NULL
                                             ? _("No finished games yet. A game is listed here once it is over.")
                                             : _("No finished game matches.")));
  if (games == NULL)
    {
      g_warning ("%s", error->message);
      return;
    }
  for (guint i = 0; i < games->len; i++)
    gtk_list_box_append (self->games_list, history_row (self, g_ptr_array_index (games, i)));
}

static void
stats_header (GtkGrid *grid)
{
  const char *heads[] = { N_("Player"), N_("Games"), N_("Wins"), N_("Win rate"), N_("Average"), N_("Best") };

  for (guint i = 0; i < G_N_ELEMENTS (heads); i++)
    gtk_grid_attach (grid, arb_label_new (_(heads[i]), "stats-head", i == 0 ? 0 : 1), (int) i, 0, 1, 1);
}

static void
stats_row (GtkGrid              *grid,
           int                   row,
           const ArbPlayerStats *stats)
{
  g_autofree char *games = g_strdup_printf ("%u", stats->games);
  g_autofree char *wins = g_strdup_printf ("%u", stats->wins);
  g_autofree char *rate = g_strdup_printf ("%.0f%%", stats->win_rate * 100.0);
  g_autofree char *average = g_strdup_printf ("%.1f", stats->average);
  g_autofree char *best = g_strdup_printf ("%d", stats->best);
  GtkWidget *name = arb_label_new (stats->name, NULL, 0);

  gtk_label_set_ellipsize (GTK_LABEL (name), PANGO_ELLIPSIZE_END);
  gtk_widget_set_hexpand (name, TRUE);
  gtk_grid_attach (grid, name, 0, row, 1, 1);
  gtk_grid_attach (grid, arb_label_new (games, "numeric", 1), 1, row, 1, 1);
  gtk_grid_attach (grid, arb_label_new (wins, "numeric", 1), 2, row, 1, 1);
  gtk_grid_attach (grid, arb_label_new (rate, "numeric", 1), 3, row, 1, 1);
  gtk_grid_attach (grid, arb_label_new (average, "numeric", 1), 4, row, 1, 1);
  gtk_grid_attach (grid, arb_label_new (best, "numeric", 1), 5, row, 1, 1);
}

/* One game's table: a title, then a row per player. */
static GtkGrid *
stats_group (ArbHistoryPage       *self,
             const ArbPlayerStats *first)
{
  g_autofree char *title = g_strdup_printf ("%s · %s", game_title (first->game_id),
                                            first->low_wins ? _("lowest score wins") : _("highest score wins"));
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 8);
  GtkWidget *grid = gtk_grid_new ();
  GtkWidget *scroller = gtk_scrolled_window_new ();
  GtkWidget *heading = arb_label_new (title, "title-4", 0);

  gtk_label_set_wrap (GTK_LABEL (heading), TRUE);
  gtk_box_append (GTK_BOX (box), heading);
  gtk_grid_set_column_spacing (GTK_GRID (grid), 14);
  gtk_grid_set_row_spacing (GTK_GRID (grid), 6);
  gtk_widget_add_css_class (grid, "stats-table");
  gtk_widget_set_name (grid, first->game_id);
  stats_header (GTK_GRID (grid));
  /* In a narrow window the table scrolls sideways rather than widen it. */
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scroller), GTK_POLICY_AUTOMATIC, GTK_POLICY_NEVER);
  gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (scroller), TRUE);
  gtk_scrolled_window_set_propagate_natural_width (GTK_SCROLLED_WINDOW (scroller), TRUE);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), grid);
  gtk_widget_add_css_class (scroller, "card");
  gtk_box_append (GTK_BOX (box), scroller);
  gtk_box_append (self->stats_box, box);
  return GTK_GRID (grid);
}

static void
clear_box (GtkBox *box)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (box))) != NULL)
    gtk_box_remove (box, child);
}

static void
fill_stats (ArbHistoryPage *self)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) rows = arb_store_player_stats (self->store, filter_game (self), &error);
  g_autofree char *key = filter_player (self) != NULL ? arb_setup_name_key (filter_player (self)) : NULL;
  const char *group_id = NULL;
  GtkGrid *grid = NULL;
  int row = 0;

  clear_box (self->stats_box);
  if (rows == NULL)
    {
      g_warning ("%s", error->message);
      return;
    }
  for (guint i = 0; i < rows->len; i++)
    {
      const ArbPlayerStats *stats = g_ptr_array_index (rows, i);
      g_autofree char *stats_key = key != NULL ? arb_setup_name_key (stats->name) : NULL;

      if (key != NULL && g_strcmp0 (key, stats_key) != 0)
        continue;
      if (g_strcmp0 (group_id, stats->game_id) != 0)
        {
          grid = stats_group (self, stats);
          group_id = stats->game_id;
          row = 1;
        }
      stats_row (grid, row++, stats);
    }
  if (grid == NULL)
    gtk_box_append (self->stats_box,
                    placeholder (_("No statistics yet: they come from the finished games that count.")));
}

/* Reads the history and the stats again, as the filters say. */
void
arb_history_page_refresh (ArbHistoryPage *self)
{
  g_return_if_fail (ARB_IS_HISTORY_PAGE (self));
  if (self->store == NULL)
    return;
  self->filling = TRUE;
  fill_player_filter (self);
  self->filling = FALSE;
  fill_games (self);
  fill_stats (self);
}

static void
on_filter_changed (ArbHistoryPage *self)
{
  if (self->filling || self->store == NULL)
    return;
  fill_games (self);
  fill_stats (self);
}

void
arb_history_page_set_store (ArbHistoryPage *self,
                            ArbStore       *store)
{
  g_return_if_fail (ARB_IS_HISTORY_PAGE (self));
  self->store = store;
}

/* The row showing this game, or NULL. */
static GtkWidget *
row_of_game (ArbHistoryPage *self,
             gint64          game)
{
  GtkListBoxRow *row;

  for (int i = 0; (row = gtk_list_box_get_row_at_index (self->games_list, i)) != NULL; i++)
    {
      GVariant *target = gtk_actionable_get_action_target_value (GTK_ACTIONABLE (row));

      if (target != NULL && g_variant_get_int64 (target) == game)
        return GTK_WIDGET (row);
    }
  return NULL;
}

/* The page's main control: the game row that has the focus (back from
 * its menu), a filter that has it, or else the first game's row (the
 * game filter when there is none). */
void
arb_history_page_focus (ArbHistoryPage *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;
  GtkListBoxRow *first = gtk_list_box_get_row_at_index (self->games_list, 0);

  g_return_if_fail (ARB_IS_HISTORY_PAGE (self));
  if (focus != NULL && gtk_widget_get_mapped (focus)
      && gtk_widget_is_ancestor (focus, GTK_WIDGET (self->games_list)))
    {
      GtkWidget *row = gtk_widget_get_ancestor (focus, GTK_TYPE_LIST_BOX_ROW);

      gtk_widget_grab_focus (row != NULL ? row : focus);
      return;
    }
  if (focus != NULL && gtk_widget_get_mapped (focus)
      && (gtk_widget_is_ancestor (focus, GTK_WIDGET (self->filter_box))
          || gtk_widget_is_ancestor (focus, GTK_WIDGET (self->stats_box))))
    return;
  if (first != NULL && g_str_equal (adw_view_stack_get_visible_child_name (self->view_stack), "games"))
    gtk_widget_grab_focus (GTK_WIDGET (first));
  else
    gtk_widget_grab_focus (GTK_WIDGET (self->game_filter));
}

static void
show_toast (ArbHistoryPage *self,
            AdwToast       *toast)
{
  /* a new note takes the Undo button's place */
  if (self->last_toast != NULL && self->last_toast == self->undo_toast)
    g_clear_weak_pointer (&self->undo_toast);
  arb_toast_show_instead (GTK_WIDGET (self), &self->last_toast, toast);
}

static void
on_undo_delete (AdwToast       *toast,
                ArbHistoryPage *self)
{
  gint64 game = *(gint64 *) g_object_get_data (G_OBJECT (toast), "arb-game");

  /* once only: the button, or Ctrl+Z while it is shown */
  if (toast == self->undo_toast)
    g_clear_weak_pointer (&self->undo_toast);
  else
    return;
  gtk_widget_activate_action (GTK_WIDGET (self), "history.undelete", "x", game);
}

static void
error_toast (ArbHistoryPage *self,
             const GError   *error)
{
  show_toast (self, adw_toast_new (error->message));
}

static void
delete_game (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  ArbHistoryPage *self = ARB_HISTORY_PAGE (widget);
  gint64 game = g_variant_get_int64 (parameter);
  g_autoptr(GError) error = NULL;
  g_autoptr(ArbStoredGame) stored = arb_store_get_game (self->store, game, &error);
  g_autofree char *text = NULL;
  AdwToast *toast;
  GtkWidget *row = row_of_game (self, game);
  int index = row != NULL ? gtk_list_box_row_get_index (GTK_LIST_BOX_ROW (row)) : 0;
  GtkListBoxRow *next;

  if (stored == NULL || !arb_store_delete_game (self->store, game, &error))
    {
      error_toast (self, error);
      return;
    }
  text = g_strdup_printf (_("%s game deleted"), game_title (stored->game_id));
  toast = adw_toast_new (text);
  adw_toast_set_button_label (toast, _("_Undo"));
  g_object_set_data_full (G_OBJECT (toast), "arb-game", g_memdup2 (&game, sizeof game), g_free);
  g_signal_connect_object (toast, "button-clicked", G_CALLBACK (on_undo_delete), self, 0);
  g_set_weak_pointer (&self->undo_toast, toast);
  arb_history_page_refresh (self);
  show_toast (self, toast);
  /* the focus stays where the game was */
  next = gtk_list_box_get_row_at_index (self->games_list, index);
  if (next == NULL && index > 0)
    next = gtk_list_box_get_row_at_index (self->games_list, index - 1);
  if (next != NULL)
    gtk_widget_grab_focus (GTK_WIDGET (next));
  else
    arb_history_page_focus (self);
}

/* Ctrl+Z on the page: the latest deletion, while its toast is shown. */
static void
undo_delete (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  ArbHistoryPage *self = ARB_HISTORY_PAGE (widget);
  AdwToast *toast = self->undo_toast;

  if (toast == NULL)
    return;
  g_object_ref (toast);
  on_undo_delete (toast, self);
  adw_toast_dismiss (toast);
  g_object_unref (toast);
}

static void
undelete_game (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  ArbHistoryPage *self = ARB_HISTORY_PAGE (widget);
  gint64 game = g_variant_get_int64 (parameter);
  g_autoptr(GError) error = NULL;
  GtkWidget *row;

  if (!arb_store_undelete_game (self->store, game, &error))
    {
      error_toast (self, error);
      return;
    }
  arb_history_page_refresh (self);
  if ((row = row_of_game (self, game)) != NULL)
    gtk_widget_grab_focus (row);
}

static void
set_counted (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  ArbHistoryPage *self = ARB_HISTORY_PAGE (widget);
  g_autoptr(GError) error = NULL;
  gint64 game;
  gboolean counted;
  GtkWidget *row;

  g_variant_get (parameter, "(xb)", &game, &counted);
  if (!arb_store_set_counted (self->store, game, counted, &error))
    {
      error_toast (self, error);
      return;
    }
  arb_history_page_refresh (self);
  show_toast (self, adw_toast_new (counted ? _("The game counts in the stats again")
                                           : _("The game is left out of the stats")));
  if ((row = row_of_game (self, game)) != NULL)
    gtk_widget_grab_focus (row);
}

static void
open_game (GtkWidget  *widget,
           const char *action_name,
           GVariant   *parameter)
{
  gtk_widget_activate_action_variant (widget, "win.continue-game", parameter);
}

static void
select_by (GtkDropDown *drop_down,
           const char  *text)
{
  GListModel *model = gtk_drop_down_get_model (drop_down);

  for (guint i = 0; i < g_list_model_get_n_items (model); i++)
    if (g_strcmp0 (gtk_string_list_get_string (GTK_STRING_LIST (model), i), text) == 0)
      {
        gtk_drop_down_set_selected (drop_down, i);
        return;
      }
  gtk_drop_down_set_selected (drop_down, 0);
}

/* "": every game; otherwise a game id. */
static void
filter_by_game (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  ArbHistoryPage *self = ARB_HISTORY_PAGE (widget);
  const char *id = g_variant_get_string (parameter, NULL);

  for (guint i = 1; i < self->game_ids->len; i++)
    if (g_str_equal (g_ptr_array_index (self->game_ids, i), id))
      {
        gtk_drop_down_set_selected (self->game_filter, i);
        return;
      }
  gtk_drop_down_set_selected (self->game_filter, 0);
}

/* "": every player; otherwise a name as listed. */
static void
filter_by_player (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  ArbHistoryPage *self = ARB_HISTORY_PAGE (widget);
  const char *name = g_variant_get_string (parameter, NULL);

  if (*name == '\0')
    gtk_drop_down_set_selected (self->player_filter, 0);
  else
    select_by (self->player_filter, name);
}

static void
show_view (GtkWidget  *widget,
           const char *action_name,
           GVariant   *parameter)
{
  ArbHistoryPage *self = ARB_HISTORY_PAGE (widget);

  adw_view_stack_set_visible_child_name (self->view_stack, g_variant_get_string (parameter, NULL));
}

static void
arb_history_page_dispose (GObject *object)
{
  ArbHistoryPage *self = ARB_HISTORY_PAGE (object);

  g_clear_weak_pointer (&self->undo_toast);
  g_clear_weak_pointer (&self->last_toast);
  gtk_widget_dispose_template (GTK_WIDGET (object), ARB_TYPE_HISTORY_PAGE);
  /* GTK 4.8 leaves unnamed template roots in place. */
  arb_widget_unparent_children (GTK_WIDGET (object));
  G_OBJECT_CLASS (arb_history_page_parent_class)->dispose (object);
}

static void
arb_history_page_finalize (GObject *object)
{
  ArbHistoryPage *self = ARB_HISTORY_PAGE (object);

  g_clear_pointer (&self->game_ids, g_ptr_array_unref);
  g_clear_pointer (&self->players, g_strfreev);
  G_OBJECT_CLASS (arb_history_page_parent_class)->finalize (object);
}

static void
arb_history_page_class_init (ArbHistoryPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = arb_history_page_dispose;
  object_class->finalize = arb_history_page_finalize;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/tablearbiter/Arbiter/arb-history-page.ui");
  gtk_widget_class_bind_template_child (widget_class, ArbHistoryPage, switcher_title);
  gtk_widget_class_bind_template_child (widget_class, ArbHistoryPage, switcher_bar);
  gtk_widget_class_bind_template_child (widget_class, ArbHistoryPage, menu_button);
  gtk_widget_class_bind_template_child (widget_class, ArbHistoryPage, filter_box);
  gtk_widget_class_bind_template_child (widget_class, ArbHistoryPage, game_filter);
  gtk_widget_class_bind_template_child (widget_class, ArbHistoryPage, player_filter);
  gtk_widget_class_bind_template_child (widget_class, ArbHistoryPage, view_stack);
  gtk_widget_class_bind_template_child (widget_class, ArbHistoryPage, games_list);
  gtk_widget_class_bind_template_child (widget_class, ArbHistoryPage, stats_box);
  gtk_widget_class_bind_template_callback (widget_class, on_filter_changed);

  gtk_widget_class_install_action (widget_class, "history.open", "x", open_game);
  gtk_widget_class_install_action (widget_class, "history.delete", "x", delete_game);
  gtk_widget_class_install_action (widget_class, "history.undelete", "x", undelete_game);
  gtk_widget_class_install_action (widget_class, "history.set-counted", "(xb)", set_counted);
  gtk_widget_class_install_action (widget_class, "history.undo-delete", NULL, undo_delete);
  gtk_widget_class_install_action (widget_class, "history.filter-game", "s", filter_by_game);
  gtk_widget_class_install_action (widget_class, "history.filter-player", "s", filter_by_player);
  gtk_widget_class_install_action (widget_class, "history.show-view", "s", show_view);
}

/* Typing a few letters in an open drop-down finds the entry. */
static void
enable_search (GtkDropDown *drop_down)
{
  gtk_drop_down_set_expression (drop_down, gtk_property_expression_new (GTK_TYPE_STRING_OBJECT, NULL, "string"));
  gtk_drop_down_set_enable_search (drop_down, TRUE);
}

static void
arb_history_page_init (ArbHistoryPage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  g_object_bind_property (self->switcher_title, "title-visible", self->switcher_bar, "reveal", G_BINDING_SYNC_CREATE);
  arb_menu_button_set_accessible_label (self->menu_button, _("Main Menu"));
  arb_widget_return_focus_on_close (gtk_menu_button_get_popover (self->menu_button), GTK_WIDGET (self));
  arb_drop_down_set_accessible_label (self->game_filter, _("Game"));
  arb_drop_down_set_accessible_label (self->player_filter, _("Player"));
  self->filling = TRUE;
  fill_game_filter (self);
  enable_search (self->player_filter);
  self->filling = FALSE;
}

GtkWidget *
arb_history_page_new (ArbStore *store)
{
  ArbHistoryPage *self = g_object_new (ARB_TYPE_HISTORY_PAGE, NULL);

  self->store = store;
  return GTK_WIDGET (self);
}

/* ---- for tests ---- */

guint
arb_history_page_get_n_games (ArbHistoryPage *self)
{
  guint n = 0;

  g_return_val_if_fail (ARB_IS_HISTORY_PAGE (self), 0);
  while (gtk_list_box_get_row_at_index (self->games_list, (int) n) != NULL)
    n++;
  return n;
}

static gboolean
find_not_counted (GtkWidget *widget)
{
  if (gtk_widget_has_css_class (widget, "not-counted-tag"))
    return TRUE;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (find_not_counted (child))
      return TRUE;
  return FALSE;
}

/* Each game's row as "title | subtitle" (markup stripped), a line each. */
char *
arb_history_page_dup_games_text (ArbHistoryPage *self)
{
  GString *out = g_string_new (NULL);
  GtkListBoxRow *row;

  g_return_val_if_fail (ARB_IS_HISTORY_PAGE (self), NULL);
  for (int i = 0; (row = gtk_list_box_get_row_at_index (self->games_list, i)) != NULL; i++)
    {
      g_autofree char *title = NULL, *subtitle = NULL;

      pango_parse_markup (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), -1, 0, NULL, &title, NULL, NULL);
      pango_parse_markup (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), -1, 0, NULL, &subtitle, NULL, NULL);
      g_string_append_printf (out, "%s | %s%s\n", title, subtitle,
                              find_not_counted (GTK_WIDGET (row)) ? " | not counted" : "");
    }
  return g_string_free (out, FALSE);
}

static GtkWidget *
find_grid (GtkWidget *widget)
{
  if (GTK_IS_GRID (widget))
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *grid = find_grid (child);

      if (grid != NULL)
        return grid;
    }
  return NULL;
}

/* Each stats table as "game-id: cell cell ...", a line a player, the
 * header left out; "" when there are none. */
char *
arb_history_page_dup_stats_text (ArbHistoryPage *self)
{
  GString *out = g_string_new (NULL);

  g_return_val_if_fail (ARB_IS_HISTORY_PAGE (self), NULL);
  for (GtkWidget *group = gtk_widget_get_first_child (GTK_WIDGET (self->stats_box)); group != NULL;
       group = gtk_widget_get_next_sibling (group))
    {
      GtkWidget *grid = find_grid (group);

      if (grid == NULL)
        continue;
      for (int row = 1; gtk_grid_get_child_at (GTK_GRID (grid), 0, row) != NULL; row++)
        {
          g_string_append_printf (out, "%s:", gtk_widget_get_name (grid));
          for (int column = 0; column < 6; column++)
            g_string_append_printf (out, " %s",
                                    gtk_label_get_text (GTK_LABEL (gtk_grid_get_child_at (GTK_GRID (grid), column, row))));
          g_string_append_c (out, '\n');
        }
    }
  return g_string_free (out, FALSE);
}

/* The latest toast that offers an undo, while it is shown, or NULL. */
AdwToast *
arb_history_page_get_undo_toast (ArbHistoryPage *self)
{
  g_return_val_if_fail (ARB_IS_HISTORY_PAGE (self), NULL);
  return self->undo_toast;
}
