/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The rules reference: every ruling the engine cites, and the table's
 * options, so a dispute ends with "rule NT-4 says ...". */
#include "config.h"

#include <glib/gi18n.h>

#include "arb-rules-window.h"

struct _ArbRulesWindow
{
  AdwPreferencesWindow  parent_instance;

  AdwPreferencesPage   *page;
  AdwPreferencesGroup  *rulings_group;
  AdwPreferencesGroup  *options_group;
};

G_DEFINE_FINAL_TYPE (ArbRulesWindow, arb_rules_window, ADW_TYPE_PREFERENCES_WINDOW)

static GtkWidget *
text_row (const char *title,
          const char *subtitle)
{
  GtkWidget *row = adw_action_row_new ();

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  adw_action_row_set_subtitle_lines (ADW_ACTION_ROW (row), 0);
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  return row;
}

/* The id and the words in the row's title: the window's search finds
 * rows by their title and shows the title alone, so a search for
 * "chips" or "NT-4" shows the rule itself. */
static void
add_rulings (ArbRulesWindow *self,
             const ArbRules *rules)
{
  for (guint i = 0; i < rules->n_rulings; i++)
    {
      g_autofree char *title = g_strdup_printf ("%s  %s", rules->rulings[i].id, _(rules->rulings[i].text));
      GtkWidget *row = adw_action_row_new ();

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      adw_action_row_set_title_lines (ADW_ACTION_ROW (row), 0);
      adw_preferences_group_add (self->rulings_group, row);
    }
}

static char *
option_value (const ArbOptionSpec *spec,
              const ArbSetup      *setup)
{
  const char *value = setup != NULL ? arb_setup_get_option (setup, spec->key) : spec->default_value;

  if (spec->type != ARB_OPTION_BOOL)
    return g_strdup (value);
  return g_strdup (g_str_equal (value, "yes") ? _("On") : _("Off"));
}

static void
add_options (ArbRulesWindow *self,
             const ArbRules *rules,
             const ArbSetup *setup)
{
  for (guint i = 0; i < rules->n_options; i++)
    {
      const ArbOptionSpec *spec = &rules->options[i];
      g_autofree char *title = spec->house
        ? g_strdup_printf (_("%s (%s, house rule)"), _(spec->label), spec->rule_id)
        : g_strdup_printf ("%s (%s)", _(spec->label), spec->rule_id);
      g_autofree char *value = option_value (spec, setup);
      GtkWidget *row = text_row (title, _(spec->description));
      GtkWidget *label = gtk_label_new (value);

      gtk_widget_add_css_class (label, "dim-label");
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), label);
      adw_preferences_group_add (self->options_group, row);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->options_group), rules->n_options > 0);
  if (setup == NULL)
    adw_preferences_group_set_title (self->options_group, _("Options and Their Defaults"));
}

static void
arb_rules_window_class_init (ArbRulesWindowClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/tablearbiter/Arbiter/arb-rules-window.ui");
  gtk_widget_class_bind_template_child (widget_class, ArbRulesWindow, page);
  gtk_widget_class_bind_template_child (widget_class, ArbRulesWindow, rulings_group);
  gtk_widget_class_bind_template_child (widget_class, ArbRulesWindow, options_group);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
arb_rules_window_init (ArbRulesWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

GtkWidget *
arb_rules_window_new (GtkWindow      *parent,
                      const ArbRules *rules,
                      const ArbSetup *setup)
{
  ArbRulesWindow *self = g_object_new (ARB_TYPE_RULES_WINDOW,
                                       "transient-for", parent,
                                       NULL);
  g_autofree char *title = g_strdup_printf (_("Rules of %s"), _(rules->title));

  gtk_window_set_title (GTK_WINDOW (self), title);
  add_rulings (self, rules);
  add_options (self, rules, setup);
  return GTK_WIDGET (self);
}
