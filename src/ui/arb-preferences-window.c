/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The preferences: how the table behaves, and the options each game's
 * setup starts from.  Every control writes GSettings at once. */
#include "config.h"

#include <glib/gi18n.h>

#include "arb-game-defaults.h"
#include "arb-preferences-window.h"
#include "arb-widget-util.h"

struct _ArbPreferencesWindow
{
  AdwPreferencesWindow  parent_instance;

  GSettings            *settings;
  GHashTable           *controls;   /* "hide-secret-counts", "nothanks.match" -> widget */
  gboolean              syncing;

  GtkSwitch            *hide_secret_switch;
  GtkSwitch            *confirm_undo_switch;
  GtkSwitch            *inhibit_idle_switch;
  AdwPreferencesPage   *games_page;
};

G_DEFINE_FINAL_TYPE (ArbPreferencesWindow, arb_preferences_window, ADW_TYPE_PREFERENCES_WINDOW)

/* ---- a game's options ---- */

static const ArbRules *
rules_of (GtkWidget *control)
{
  return g_object_get_data (G_OBJECT (control), "rules");
}

static const ArbOptionSpec *
spec_of (GtkWidget *control)
{
  return g_object_get_data (G_OBJECT (control), "spec");
}

static char *
control_value (GtkWidget *control)
{
  const ArbOptionSpec *spec = spec_of (control);

  if (spec->type == ARB_OPTION_BOOL)
    return g_strdup (gtk_switch_get_active (GTK_SWITCH (control)) ? "yes" : "no");
  if (spec->type == ARB_OPTION_INT)
    return g_strdup_printf ("%d", gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (control)));
  return g_strdup (spec->choices[gtk_drop_down_get_selected (GTK_DROP_DOWN (control))]);
}

static void
set_control_value (GtkWidget  *control,
                   const char *value)
{
  const ArbOptionSpec *spec = spec_of (control);

  if (spec->type == ARB_OPTION_BOOL)
    gtk_switch_set_active (GTK_SWITCH (control), g_str_equal (value, "yes"));
  else if (spec->type == ARB_OPTION_INT)
    gtk_spin_button_set_value (GTK_SPIN_BUTTON (control), g_ascii_strtod (value, NULL));
  else
    for (guint i = 0; spec->choices[i] != NULL; i++)
      if (g_str_equal (spec->choices[i], value))
        gtk_drop_down_set_selected (GTK_DROP_DOWN (control), i);
}

/* Every option control and reset button shows what the settings hold. */
static void
sync_controls (ArbPreferencesWindow *self)
{
  GHashTableIter iter;
  gpointer control;

  self->syncing = TRUE;
  g_hash_table_iter_init (&iter, self->controls);
  while (g_hash_table_iter_next (&iter, NULL, &control))
    {
      GtkWidget *reset = g_object_get_data (control, "reset");
      g_autofree char *value = NULL;

      if (spec_of (control) == NULL)
        continue;
      value = arb_game_defaults_get (self->settings, rules_of (control), spec_of (control));
      set_control_value (control, value);
      gtk_widget_set_sensitive (reset, arb_game_defaults_changed (self->settings, rules_of (control)));
    }
  self->syncing = FALSE;
}

static void
on_option_changed (GtkWidget            *control,
                   GParamSpec           *pspec,
                   ArbPreferencesWindow *self)
{
  g_autofree char *value = NULL;

  if (self->syncing)
    return;
  value = control_value (control);
  arb_game_defaults_set (self->settings, rules_of (control), spec_of (control), value);
}

static void
on_reset_clicked (GtkButton            *button,
                  ArbPreferencesWindow *self)
{
  arb_game_defaults_reset (self->settings, g_object_get_data (G_OBJECT (button), "rules"));
}

static GtkWidget *
option_control (const ArbOptionSpec *spec)
{
  GtkWidget *control;

  if (spec->type == ARB_OPTION_BOOL)
    control = gtk_switch_new ();
  else if (spec->type == ARB_OPTION_INT)
    control = gtk_spin_button_new_with_range (spec->min, spec->max, 1);
  else
    control = gtk_drop_down_new_from_strings (spec->choices);
  gtk_widget_set_valign (control, GTK_ALIGN_CENTER);
  gtk_accessible_update_property (GTK_ACCESSIBLE (control),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, spec->label, -1);
  return control;
}

static const char *
changed_signal (const ArbOptionSpec *spec)
{
  return spec->type == ARB_OPTION_BOOL ? "notify::active"
         : spec->type == ARB_OPTION_INT ? "notify::value" : "notify::selected";
}

static GtkWidget *
reset_button (const ArbRules       *rules,
              ArbPreferencesWindow *self)
{
  g_autofree char *name = g_strdup_printf (_("Reset the options of %s"), rules->title);
  GtkWidget *button = gtk_button_new_with_mnemonic (_("_Reset"));

  gtk_widget_add_css_class (button, "flat");
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  arb_widget_set_tooltip_text (button, name);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
  g_object_set_data (G_OBJECT (button), "rules", (gpointer) rules);
  g_signal_connect (button, "clicked", G_CALLBACK (on_reset_clicked), self);
  return button;
}

static void
add_option (ArbPreferencesWindow *self,
            AdwPreferencesGroup  *group,
            const ArbRules       *rules,
            const ArbOptionSpec  *spec,
            GtkWidget            *reset)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *control = option_control (spec);
  g_autofree char *subtitle = g_strdup_printf ("%s (%s)", spec->description, spec->rule_id);
  g_autofree char *title = spec->house ? g_strdup_printf (_("%s (house rule)"), spec->label)
                                       : g_strdup (spec->label);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), control);
  if (spec->type == ARB_OPTION_BOOL)
    adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), control);
  g_object_set_data (G_OBJECT (control), "rules", (gpointer) rules);
  g_object_set_data (G_OBJECT (control), "spec", (gpointer) spec);
  g_object_set_data (G_OBJECT (control), "reset", reset);
  g_signal_connect (control, changed_signal (spec), G_CALLBACK (on_option_changed), self);
  g_hash_table_insert (self->controls, g_strdup_printf ("%s.%s", rules->id, spec->key), control);
  adw_preferences_group_add (group, row);
}

/* A group per game with options of its own (the secret counts are the
 * first page's). */
static void
add_games (ArbPreferencesWindow *self)
{
  guint n_games = 0;
  const ArbRules *const *games = arb_games_list (&n_games);

  for (guint g = 0; g < n_games; g++)
    {
      const ArbRules *rules = games[g];
      const char *secret = arb_game_defaults_secret_option (rules);
      AdwPreferencesGroup *group = NULL;
      GtkWidget *reset = NULL;

      for (guint i = 0; i < rules->n_options; i++)
        {
          if (g_strcmp0 (secret, rules->options[i].key) == 0)
            continue;
          if (group == NULL)
            {
              group = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());
              adw_preferences_group_set_title (group, rules->title);
              reset = reset_button (rules, self);
              adw_preferences_group_set_header_suffix (group, reset);
              adw_preferences_page_add (self->games_page, group);
            }
          add_option (self, group, rules, &rules->options[i], reset);
        }
    }
}

static void
on_settings_changed (ArbPreferencesWindow *self)
{
  sync_controls (self);
}

/* The window's own search entry (unused here) still has a name for
 * screen readers, which libadwaita 1.2 does not give it. */
static void
name_search_entry (GtkWidget *widget)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      if (GTK_IS_SEARCH_ENTRY (child))
        gtk_accessible_update_property (GTK_ACCESSIBLE (child), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                        _("Search the preferences"), -1);
      name_search_entry (child);
    }
}

/* ---- the class ---- */

static void
arb_preferences_window_dispose (GObject *object)
{
  ArbPreferencesWindow *self = ARB_PREFERENCES_WINDOW (object);

  if (self->settings != NULL)
    g_signal_handlers_disconnect_by_data (self->settings, self);
  g_clear_object (&self->settings);
  g_clear_pointer (&self->controls, g_hash_table_unref);
  G_OBJECT_CLASS (arb_preferences_window_parent_class)->dispose (object);
}

static void
arb_preferences_window_class_init (ArbPreferencesWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = arb_preferences_window_dispose;
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/tablearbiter/Arbiter/arb-preferences-window.ui");
  gtk_widget_class_bind_template_child (widget_class, ArbPreferencesWindow, hide_secret_switch);
  gtk_widget_class_bind_template_child (widget_class, ArbPreferencesWindow, confirm_undo_switch);
  gtk_widget_class_bind_template_child (widget_class, ArbPreferencesWindow, inhibit_idle_switch);
  gtk_widget_class_bind_template_child (widget_class, ArbPreferencesWindow, games_page);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
arb_preferences_window_init (ArbPreferencesWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->settings = g_settings_new (SETTINGS_SCHEMA_ID);
  self->controls = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_settings_bind (self->settings, "hide-secret-counts", self->hide_secret_switch, "active", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "confirm-undo-round", self->confirm_undo_switch, "active", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "inhibit-idle", self->inhibit_idle_switch, "active", G_SETTINGS_BIND_DEFAULT);
  g_hash_table_insert (self->controls, g_strdup ("hide-secret-counts"), self->hide_secret_switch);
  g_hash_table_insert (self->controls, g_strdup ("confirm-undo-round"), self->confirm_undo_switch);
  g_hash_table_insert (self->controls, g_strdup ("inhibit-idle"), self->inhibit_idle_switch);
  add_games (self);
  sync_controls (self);
  name_search_entry (GTK_WIDGET (self));
  g_signal_connect_swapped (self->settings, "changed::game-options", G_CALLBACK (on_settings_changed), self);
}

GtkWidget *
arb_preferences_window_new (GtkWindow *parent)
{
  return g_object_new (ARB_TYPE_PREFERENCES_WINDOW, "transient-for", parent, NULL);
}

/* A control by its setting: "inhibit-idle", or "GAME.OPTION". */
GtkWidget *
arb_preferences_window_get_control (ArbPreferencesWindow *self,
                                    const char           *name)
{
  g_return_val_if_fail (ARB_IS_PREFERENCES_WINDOW (self), NULL);
  return g_hash_table_lookup (self->controls, name);
}
