/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "arb-toast.h"
#include "arb-widget-util.h"

#include "arb-history.h"
#include "arb-players.h"
#include "arb-players-page.h"
#include "arb-setup.h"

/*
 * Every name the store knows: rename one in every game, or merge two
 * that are the same person; the latest change can be undone.  The
 * store checks that each game still replays the same.
 */
struct _ArbPlayersPage
{
  GtkWidget      parent_instance;

  ArbStore      *store;
  GStrv          names;        /* as listed */
  AdwToast      *undo_toast;   /* weak */
  AdwToast             *last_toast;   /* weak: the toast shown last */

  GtkMenuButton *menu_button;
  GtkListBox    *players_list;
};

G_DEFINE_FINAL_TYPE (ArbPlayersPage, arb_players_page, GTK_TYPE_WIDGET)

typedef struct {
  guint games;
  guint wins;
} Record;

/* Each name key's finished, counted games and wins, over every game id. */
static GHashTable *
records (ArbStore *store)
{
  GHashTable *table = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  g_autoptr(GPtrArray) stats = arb_store_player_stats (store, NULL, NULL);

  for (guint i = 0; stats != NULL && i < stats->len; i++)
    {
      const ArbPlayerStats *s = g_ptr_array_index (stats, i);
      char *key = arb_setup_name_key (s->name);
      Record *r = g_hash_table_lookup (table, key);

      if (r == NULL)
        g_hash_table_insert (table, key, (r = g_new0 (Record, 1)));
      else
        g_free (key);
      r->games += s->games;
      r->wins += s->wins;
    }
  return table;
}

static char *
record_text (GHashTable *table,
             const char *name)
{
  g_autofree char *key = arb_setup_name_key (name);
  const Record *r = g_hash_table_lookup (table, key);
  g_autofree char *games = NULL;

  if (r == NULL || r->games == 0)
    return g_strdup (_("No games in the stats yet"));
  games = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u game in the stats", "%u games in the stats", r->games),
                           r->games);
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s · %u win", "%s · %u wins", r->wins), games, r->wins);
}

static GMenuModel *
row_menu (const char *name)
{
  GMenu *menu = g_menu_new ();
  g_autoptr(GMenuItem) rename = g_menu_item_new (_("_Rename…"), NULL);
  g_autoptr(GMenuItem) merge = g_menu_item_new (_("_Merge With…"), NULL);

  g_menu_item_set_action_and_target_value (rename, "players.rename", g_variant_new_string (name));
  g_menu_item_set_action_and_target_value (merge, "players.merge", g_variant_new_string (name));
  g_menu_append_item (menu, rename);
  g_menu_append_item (menu, merge);
  return G_MENU_MODEL (menu);
}

static GtkWidget *
player_row (ArbPlayersPage *self,
            GHashTable     *table,
            const char     *name)
{
  g_autofree char *subtitle = record_text (table, name);
  g_autofree char *more = g_strdup_printf (_("Rename or merge %s"), name);
  g_autoptr(GMenuModel) menu = row_menu (name);
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *button = gtk_menu_button_new ();

  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), name);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  gtk_menu_button_set_icon_name (GTK_MENU_BUTTON (button), "view-more-symbolic");
  gtk_menu_button_set_menu_model (GTK_MENU_BUTTON (button), menu);
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  arb_widget_set_tooltip_text (button, _("Rename, merge with another name"));
  gtk_widget_add_css_class (button, "flat");
  arb_menu_button_set_accessible_label (GTK_MENU_BUTTON (button), more);
  arb_widget_return_focus_on_close (gtk_menu_button_get_popover (GTK_MENU_BUTTON (button)), GTK_WIDGET (self));
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), button);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (row), "players.rename");
  gtk_actionable_set_action_target (GTK_ACTIONABLE (row), "s", name);
  return row;
}

static void
clear_list (GtkListBox *list)
{
  GtkListBoxRow *row;

  while ((row = gtk_list_box_get_row_at_index (list, 0)) != NULL)
    gtk_list_box_remove (list, GTK_WIDGET (row));
}

static gboolean
can_undo (ArbPlayersPage *self)
{
  g_autoptr(GPtrArray) renames = self->store != NULL ? arb_store_list_renames (self->store, NULL) : NULL;

  for (guint i = 0; renames != NULL && i < renames->len; i++)
    if (((ArbRename *) g_ptr_array_index (renames, i))->undone == 0)
      return TRUE;
  return FALSE;
}

static int
compare_names (gconstpointer a,
               gconstpointer b,
               gpointer      data)
{
  return g_utf8_collate (*(char *const *) a, *(char *const *) b);
}

/* Reads the names again, in alphabetical order. */
void
arb_players_page_refresh (ArbPlayersPage *self)
{
  g_autoptr(GHashTable) table = NULL;

  g_return_if_fail (ARB_IS_PLAYERS_PAGE (self));
  clear_list (self->players_list);
  g_clear_pointer (&self->names, g_strfreev);
  if (self->store == NULL)
    return;
  self->names = arb_store_known_players (self->store, NULL);
  table = records (self->store);
  if (self->names != NULL)
    g_qsort_with_data (self->names, (int) g_strv_length (self->names), sizeof (char *), compare_names, NULL);
  for (guint i = 0; self->names != NULL && self->names[i] != NULL; i++)
    gtk_list_box_append (self->players_list, player_row (self, table, self->names[i]));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "players.undo-rename", can_undo (self));
}

static GtkWidget *
row_of_name (ArbPlayersPage *self,
             const char     *name)
{
  GtkListBoxRow *row;

  for (int i = 0; (row = gtk_list_box_get_row_at_index (self->players_list, i)) != NULL; i++)
    if (g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), name) == 0)
      return GTK_WIDGET (row);
  return NULL;
}

/* The page's main control: the row with the focus, or the first. */
void
arb_players_page_focus (ArbPlayersPage *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;
  GtkListBoxRow *first = gtk_list_box_get_row_at_index (self->players_list, 0);
  GtkWidget *row;

  g_return_if_fail (ARB_IS_PLAYERS_PAGE (self));
  if (focus != NULL && gtk_widget_is_ancestor (focus, GTK_WIDGET (self->players_list))
      && gtk_widget_get_mapped (focus))
    {
      row = gtk_widget_get_ancestor (focus, GTK_TYPE_LIST_BOX_ROW);
      gtk_widget_grab_focus (row != NULL ? row : focus);
      return;
    }
  if (first != NULL)
    gtk_widget_grab_focus (GTK_WIDGET (first));
  else
    gtk_widget_grab_focus (GTK_WIDGET (self->menu_button));
}

static void
show_toast (ArbPlayersPage *self,
            AdwToast       *toast)
{
  /* a new note takes the Undo button's place */
  if (self->last_toast != NULL && self->last_toast == self->undo_toast)
    g_clear_weak_pointer (&self->undo_toast);
  arb_toast_show_instead (GTK_WIDGET (self), &self->last_toast, toast);
}

/* The store's words, without the command they begin with. */
static void
error_toast (ArbPlayersPage *self,
             const GError   *error)
{
  const char *text = error->message;

  if (g_str_has_prefix (text, "rename: ") || g_str_has_prefix (text, "merge: "))
    text = strchr (text, ' ') + 1;
  show_toast (self, adw_toast_new (text));
}

static void
on_undo_clicked (AdwToast       *toast,
                 ArbPlayersPage *self)
{
  /* a toast whose change was already undone is spent */
  if (toast != self->undo_toast)
    return;
  gtk_widget_activate_action (GTK_WIDGET (self), "players.undo-rename", NULL);
}

/* What the latest change did, with an Undo button. */
static void
done_toast (ArbPlayersPage *self,
            const char     *focus_name)
{
  g_autoptr(GPtrArray) renames = arb_store_list_renames (self->store, NULL);
  const ArbRename *r = renames != NULL && renames->len > 0 ? g_ptr_array_index (renames, 0) : NULL;
  g_autofree char *text = NULL;
  AdwToast *toast;
  GtkWidget *row;

  arb_players_page_refresh (self);
  if ((row = row_of_name (self, focus_name)) != NULL)
    gtk_widget_grab_focus (row);
  if (r == NULL)
    return;
  if (r->kind == ARB_RENAME_MERGE)
    text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Merged “%s” into “%s” in %u game",
                                         "Merged “%s” into “%s” in %u games", r->n_seats),
                            r->old_name, r->new_name, r->n_seats);
  else
    text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Renamed “%s” to “%s” in %u game",
                                         "Renamed “%s” to “%s” in %u games", r->n_seats),
                            r->old_name, r->new_name, r->n_seats);
  toast = adw_toast_new (text);
  adw_toast_set_button_label (toast, _("_Undo"));
  g_signal_connect_object (toast, "button-clicked", G_CALLBACK (on_undo_clicked), self, 0);
  g_set_weak_pointer (&self->undo_toast, toast);
  show_toast (self, toast);
}

/* players.do-rename ("Ann", "Anne") */
static void
do_rename (GtkWidget  *widget,
           const char *action_name,
           GVariant   *parameter)
{
  ArbPlayersPage *self = ARB_PLAYERS_PAGE (widget);
  g_autoptr(GError) error = NULL;
  const char *old_name, *new_name;

  g_variant_get (parameter, "(&s&s)", &old_name, &new_name);
  if (!arb_store_rename_player (self->store, old_name, new_name, &error))
    {
      error_toast (self, error);
      return;
    }
  done_toast (self, new_name);
}

/* players.do-merge ("Benjamin", "Ben"): Benjamin's games go to Ben. */
static void
do_merge (GtkWidget  *widget,
          const char *action_name,
          GVariant   *parameter)
{
  ArbPlayersPage *self = ARB_PLAYERS_PAGE (widget);
  g_autoptr(GError) error = NULL;
  const char *name, *into;

  g_variant_get (parameter, "(&s&s)", &name, &into);
  if (!arb_store_merge_players (self->store, name, into, &error))
    {
      error_toast (self, error);
      return;
    }
  done_toast (self, into);
}

static void
undo_rename (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  ArbPlayersPage *self = ARB_PLAYERS_PAGE (widget);
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) renames = NULL;
  g_autofree char *back = NULL;
  GtkWidget *row;

  if (!arb_store_undo_rename (self->store, &error))
    {
      error_toast (self, error);
      return;
    }
  g_clear_weak_pointer (&self->undo_toast);
  renames = arb_store_list_renames (self->store, NULL);
  for (guint i = 0; renames != NULL && i < renames->len && back == NULL; i++)
    {
      const ArbRename *r = g_ptr_array_index (renames, i);

      if (r->undone != 0)
        back = g_strdup (r->old_name);
    }
  arb_players_page_refresh (self);
  show_toast (self, adw_toast_new (_("The names are as they were")));
  if (back != NULL && (row = row_of_name (self, back)) != NULL)
    gtk_widget_grab_focus (row);
}

/* ---- the dialogs ---- */

static GtkWidget *
dialog_new (ArbPlayersPage *self,
            const char     *heading,
            const char     *body,
            const char     *verb)
{
  GtkWidget *dialog = adw_message_dialog_new (GTK_WINDOW (gtk_widget_get_root (GTK_WIDGET (self))), heading, body);

  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog), "cancel", _("_Cancel"), "ok", verb, NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "ok", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "ok");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  arb_widget_return_focus_on_close (dialog, GTK_WIDGET (self));
  return dialog;
}

static void
on_rename_response (AdwMessageDialog *dialog,
                    const char       *response,
                    ArbPlayersPage   *self)
{
  GtkEditable *entry = GTK_EDITABLE (adw_message_dialog_get_extra_child (dialog));
  const char *old_name = g_object_get_data (G_OBJECT (dialog), "arb-name");
  g_autofree char *new_name = g_strstrip (g_strdup (gtk_editable_get_text (entry)));

  if (!g_str_equal (response, "ok") || *new_name == '\0')
    return;
  gtk_widget_activate_action (GTK_WIDGET (self), "players.do-rename", "(ss)", old_name, new_name);
}

static void
on_rename_text (GtkEditable      *entry,
                AdwMessageDialog *dialog)
{
  g_autofree char *text = g_strstrip (g_strdup (gtk_editable_get_text (entry)));

  adw_message_dialog_set_response_enabled (dialog, "ok", *text != '\0');
}

static void
rename_dialog (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  ArbPlayersPage *self = ARB_PLAYERS_PAGE (widget);
  const char *name = g_variant_get_string (parameter, NULL);
  g_autofree char *heading = g_strdup_printf (_("Rename %s"), name);
  g_autofree char *body = g_strdup_printf (_("The new name is written into every game %s played."), name);
  GtkWidget *dialog = dialog_new (self, heading, body, _("_Rename"));
  GtkWidget *entry = gtk_entry_new ();

  gtk_editable_set_text (GTK_EDITABLE (entry), name);
  gtk_entry_set_activates_default (GTK_ENTRY (entry), TRUE);
  arb_widget_set_accessible_label (entry, _("New name"));
  g_object_set_data_full (G_OBJECT (dialog), "arb-name", g_strdup (name), g_free);
  g_signal_connect_object (entry, "changed", G_CALLBACK (on_rename_text), dialog, 0);
  adw_message_dialog_set_extra_child (ADW_MESSAGE_DIALOG (dialog), entry);
  g_signal_connect_object (dialog, "response", G_CALLBACK (on_rename_response), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
  gtk_widget_grab_focus (entry);
}

static void
on_merge_response (AdwMessageDialog *dialog,
                   const char       *response,
                   ArbPlayersPage   *self)
{
  GtkDropDown *choice = GTK_DROP_DOWN (adw_message_dialog_get_extra_child (dialog));
  const char *name = g_object_get_data (G_OBJECT (dialog), "arb-name");
  GtkStringObject *into = gtk_drop_down_get_selected_item (choice);

  if (!g_str_equal (response, "ok") || into == NULL)
    return;
  gtk_widget_activate_action (GTK_WIDGET (self), "players.do-merge", "(ss)",
                              name, gtk_string_object_get_string (into));
}

static void
merge_dialog (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  ArbPlayersPage *self = ARB_PLAYERS_PAGE (widget);
  const char *name = g_variant_get_string (parameter, NULL);
  g_autofree char *heading = g_strdup_printf (_("Merge %s With…"), name);
  g_autofree char *body = g_strdup_printf (_("If %s is the same person as another name, their games become "
                                             "one player’s, under the name you choose here. A game that seats "
                                             "both names cannot be merged."), name);
  GtkWidget *dialog = dialog_new (self, heading, body, _("_Merge"));
  GtkStringList *others = gtk_string_list_new (NULL);
  GtkWidget *choice;

  for (guint i = 0; self->names != NULL && self->names[i] != NULL; i++)
    if (!g_str_equal (self->names[i], name))
      gtk_string_list_append (others, self->names[i]);
  choice = gtk_drop_down_new (G_LIST_MODEL (others), NULL);
  gtk_drop_down_set_expression (GTK_DROP_DOWN (choice),
                                gtk_property_expression_new (GTK_TYPE_STRING_OBJECT, NULL, "string"));
  gtk_drop_down_set_enable_search (GTK_DROP_DOWN (choice), TRUE);
  arb_drop_down_set_accessible_label (GTK_DROP_DOWN (choice), _("The name to keep"));
  adw_message_dialog_set_response_enabled (ADW_MESSAGE_DIALOG (dialog), "ok",
                                           g_list_model_get_n_items (G_LIST_MODEL (others)) > 0);
  g_object_set_data_full (G_OBJECT (dialog), "arb-name", g_strdup (name), g_free);
  adw_message_dialog_set_extra_child (ADW_MESSAGE_DIALOG (dialog), choice);
  g_signal_connect_object (dialog, "response", G_CALLBACK (on_merge_response), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
  gtk_widget_grab_focus (choice);
}

static void
arb_players_page_dispose (GObject *object)
{
  ArbPlayersPage *self = ARB_PLAYERS_PAGE (object);

  g_clear_weak_pointer (&self->undo_toast);
  g_clear_weak_pointer (&self->last_toast);
  gtk_widget_dispose_template (GTK_WIDGET (object), ARB_TYPE_PLAYERS_PAGE);
  /* GTK 4.8 leaves unnamed template roots in place. */
  arb_widget_unparent_children (GTK_WIDGET (object));
  G_OBJECT_CLASS (arb_players_page_parent_class)->dispose (object);
}

static void
arb_players_page_finalize (GObject *object)
{
  g_clear_pointer (&ARB_PLAYERS_PAGE (object)->names, g_strfreev);
  G_OBJECT_CLASS (arb_players_page_parent_class)->finalize (object);
}

static void
arb_players_page_class_init (ArbPlayersPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = arb_players_page_dispose;
  object_class->finalize = arb_players_page_finalize;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/tablearbiter/Arbiter/arb-players-page.ui");
  gtk_widget_class_bind_template_child (widget_class, ArbPlayersPage, menu_button);
  gtk_widget_class_bind_template_child (widget_class, ArbPlayersPage, players_list);

  gtk_widget_class_install_action (widget_class, "players.rename", "s", rename_dialog);
  gtk_widget_class_install_action (widget_class, "players.merge", "s", merge_dialog);
  gtk_widget_class_install_action (widget_class, "players.do-rename", "(ss)", do_rename);
  gtk_widget_class_install_action (widget_class, "players.do-merge", "(ss)", do_merge);
  gtk_widget_class_install_action (widget_class, "players.undo-rename", NULL, undo_rename);
}

static void
arb_players_page_init (ArbPlayersPage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  arb_menu_button_set_accessible_label (self->menu_button, _("Main Menu"));
  arb_widget_return_focus_on_close (gtk_menu_button_get_popover (self->menu_button), GTK_WIDGET (self));
  gtk_list_box_set_placeholder (self->players_list, gtk_label_new (_("No players yet")));
}

GtkWidget *
arb_players_page_new (ArbStore *store)
{
  ArbPlayersPage *self = g_object_new (ARB_TYPE_PLAYERS_PAGE, NULL);

  self->store = store;
  return GTK_WIDGET (self);
}

/* ---- for tests ---- */

/* Each row as "name | subtitle", a line each. */
char *
arb_players_page_dup_text (ArbPlayersPage *self)
{
  GString *out = g_string_new (NULL);
  GtkListBoxRow *row;

  g_return_val_if_fail (ARB_IS_PLAYERS_PAGE (self), NULL);
  for (int i = 0; (row = gtk_list_box_get_row_at_index (self->players_list, i)) != NULL; i++)
    g_string_append_printf (out, "%s | %s\n", adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)),
                            adw_action_row_get_subtitle (ADW_ACTION_ROW (row)));
  return g_string_free (out, FALSE);
}

AdwToast *
arb_players_page_get_undo_toast (ArbPlayersPage *self)
{
  g_return_val_if_fail (ARB_IS_PLAYERS_PAGE (self), NULL);
  return self->undo_toast;
}
