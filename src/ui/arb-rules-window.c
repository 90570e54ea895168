/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The rules reference: every ruling of the five games in our own words,
 * with its id, and each game's options, searchable by words and by id,
 * so a dispute ends with "rule NT-4 says ...".  Built when opened: the
 * app starts without it. */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "arb-rules-window.h"
#include "arb-widget-util.h"

struct _ArbRulesWindow
{
  AdwWindow          parent_instance;

  GPtrArray         *rows;          /* every row, in order */
  GtkWidget         *highlighted;   /* weak: the row opened at */
  guint              scroll_tick;
  const ArbRules    *first;

  GtkSearchEntry    *search_entry;
  GtkStack          *content_stack;
  GtkScrolledWindow *scroller;
  GtkBox            *groups_box;
};

G_DEFINE_FINAL_TYPE (ArbRulesWindow, arb_rules_window, ADW_TYPE_WINDOW)

/* "NT-4", "nt4" and "Nt 4" are the same id. */
static char *
id_key (const char *text)
{
  GString *key = g_string_new (NULL);

  for (const char *p = text; *p != '\0'; p++)
    if (g_ascii_isalnum (*p))
      g_string_append_c (key, g_ascii_tolower (*p));
  return g_string_free (key, FALSE);
}

/* The game whose rulings hold this id, or NULL. */
const ArbRules *
arb_rules_find_game_of_ruling (const char *rule_id)
{
  guint n_games = 0;
  const ArbRules *const *games = arb_games_list (&n_games);

  for (guint g = 0; rule_id != NULL && g < n_games; g++)
    if (arb_rules_find_ruling (games[g], rule_id) != NULL)
      return games[g];
  return NULL;
}

/* ---- building ---- */

static GtkWidget *
id_badge (const char *id)
{
  GtkWidget *label = gtk_label_new (id);

  gtk_widget_add_css_class (label, "rule-id");
  gtk_label_set_width_chars (GTK_LABEL (label), 6);
  gtk_widget_set_valign (label, GTK_ALIGN_CENTER);
  return label;
}

static void
add_row (ArbRulesWindow      *self,
         AdwPreferencesGroup *group,
         GtkWidget           *row,
         const char          *id,
         const char          *words,
         const ArbRules      *rules,
         gboolean             ruling)
{
  g_autofree char *haystack_raw = g_strdup_printf ("%s %s %s", id, words, _(rules->title));
  g_autofree char *spoken = g_strdup_printf ("%s: %s", id, words);

  adw_action_row_add_prefix (ADW_ACTION_ROW (row), id_badge (id));
  gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL, spoken, -1);
  g_object_set_data_full (G_OBJECT (row), "rule-id", g_strdup (id), g_free);
  g_object_set_data_full (G_OBJECT (row), "id-key", id_key (id), g_free);
  g_object_set_data_full (G_OBJECT (row), "haystack", g_utf8_casefold (haystack_raw, -1), g_free);
  g_object_set_data (G_OBJECT (row), "group", group);
  g_object_set_data (G_OBJECT (row), "ruling", GINT_TO_POINTER (ruling));
  g_ptr_array_add (self->rows, row);
  adw_preferences_group_add (group, row);
}

static void
add_rulings (ArbRulesWindow      *self,
             AdwPreferencesGroup *group,
             const ArbRules      *rules)
{
  for (guint i = 0; i < rules->n_rulings; i++)
    {
      GtkWidget *row = adw_action_row_new ();
      const char *text = _(rules->rulings[i].text);

      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), text);
      adw_action_row_set_title_lines (ADW_ACTION_ROW (row), 0);
      add_row (self, group, row, rules->rulings[i].id, text, rules, TRUE);
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

/* An option, with its value at this table (or its default). */
static void
add_options (ArbRulesWindow      *self,
             AdwPreferencesGroup *group,
             const ArbRules      *rules,
             const ArbSetup      *setup)
{
  for (guint i = 0; i < rules->n_options; i++)
    {
      const ArbOptionSpec *spec = &rules->options[i];
      g_autofree char *title = spec->house
        ? g_strdup_printf (_("Option: %s (house rule)"), _(spec->label))
        : g_strdup_printf (_("Option: %s"), _(spec->label));
      g_autofree char *value = option_value (spec, setup);
      g_autofree char *words = g_strdup_printf ("%s %s", title, _(spec->description));
      g_autofree char *tip = g_strdup (setup != NULL ? _("At this table") : _("The rules’ default"));
      GtkWidget *row = adw_action_row_new ();
      GtkWidget *label = gtk_label_new (value);

      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), _(spec->description));
      adw_action_row_set_subtitle_lines (ADW_ACTION_ROW (row), 0);
      gtk_widget_add_css_class (label, "dim-label");
      arb_widget_set_tooltip_text (label, tip);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), label);
      add_row (self, group, row, spec->rule_id, words, rules, FALSE);
    }
}

static void
add_game (ArbRulesWindow *self,
          const ArbRules *rules,
          const ArbSetup *setup)
{
  AdwPreferencesGroup *group = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());
  g_autofree char *title = setup != NULL ? g_strdup_printf (_("%s (this table)"), _(rules->title))
                                         : g_strdup (_(rules->title));

  adw_preferences_group_set_title (group, title);
  adw_preferences_group_set_description (group, _(rules->summary));
  g_object_set_data (G_OBJECT (group), "game", (gpointer) rules);
  add_rulings (self, group, rules);
  add_options (self, group, rules, setup);
  gtk_box_append (self->groups_box, GTK_WIDGET (group));
}

/* The game in play first, then the others as the catalogue lists them. */
static void
add_games (ArbRulesWindow *self,
           const ArbRules *first,
           const ArbSetup *setup)
{
  guint n_games = 0;
  const ArbRules *const *games = arb_games_list (&n_games);

  if (first != NULL)
    add_game (self, first, setup);
  for (guint g = 0; g < n_games; g++)
    if (games[g] != first)
      add_game (self, games[g], NULL);
}

/* ---- searching ---- */

/* A query that is a rule id shows that id alone; otherwise every word
 * must appear in the rule's id, text or game. */
static const char *
exact_id (ArbRulesWindow *self,
          const char     *key)
{
  for (guint i = 0; *key != '\0' && i < self->rows->len; i++)
    {
      const char *row_key = g_object_get_data (g_ptr_array_index (self->rows, i), "id-key");

      if (g_str_equal (row_key, key))
        return row_key;
    }
  return NULL;
}

static gboolean
row_matches (GtkWidget   *row,
             const char  *id,
             char *const *words)
{
  const char *haystack = g_object_get_data (G_OBJECT (row), "haystack");

  if (id != NULL)
    return g_str_equal (g_object_get_data (G_OBJECT (row), "id-key"), id);
  for (guint i = 0; words[i] != NULL; i++)
    if (*words[i] != '\0' && strstr (haystack, words[i]) == NULL)
      return FALSE;
  return TRUE;
}

static void
filter (ArbRulesWindow *self,
        const char     *query)
{
  g_autofree char *folded = g_utf8_casefold (query, -1);
  g_autofree char *key = id_key (query);
  g_auto(GStrv) words = g_strsplit_set (g_strstrip (folded), " \t", -1);
  const char *id = exact_id (self, key);
  guint shown = 0;

  for (GtkWidget *group = gtk_widget_get_first_child (GTK_WIDGET (self->groups_box)); group != NULL;
       group = gtk_widget_get_next_sibling (group))
    gtk_widget_set_visible (group, FALSE);
  for (guint i = 0; i < self->rows->len; i++)
    {
      GtkWidget *row = g_ptr_array_index (self->rows, i);
      gboolean match = row_matches (row, id, words);

      gtk_widget_set_visible (row, match);
      if (match)
        gtk_widget_set_visible (g_object_get_data (G_OBJECT (row), "group"), TRUE);
      shown += match;
    }
  gtk_stack_set_visible_child_name (self->content_stack, shown > 0 ? "rules" : "empty");
}

static void
on_search_changed (ArbRulesWindow *self)
{
  filter (self, gtk_editable_get_text (GTK_EDITABLE (self->search_entry)));
  if (*gtk_editable_get_text (GTK_EDITABLE (self->search_entry)) != '\0')
    gtk_adjustment_set_value (gtk_scrolled_window_get_vadjustment (self->scroller), 0);
}

/* Enter goes to the first rule found. */
static void
on_search_activate (ArbRulesWindow *self)
{
  for (guint i = 0; i < self->rows->len; i++)
    if (gtk_widget_get_visible (g_ptr_array_index (self->rows, i)))
      {
        gtk_widget_grab_focus (g_ptr_array_index (self->rows, i));
        return;
      }
}

/* Escape empties the search, then closes the window. */
static void
on_stop_search (ArbRulesWindow *self)
{
  if (*gtk_editable_get_text (GTK_EDITABLE (self->search_entry)) != '\0')
    arb_rules_window_search (self, "");
  else
    gtk_window_close (GTK_WINDOW (self));
}

void
arb_rules_window_search (ArbRulesWindow *self,
                         const char     *query)
{
  g_return_if_fail (ARB_IS_RULES_WINDOW (self));
  gtk_editable_set_text (GTK_EDITABLE (self->search_entry), query);
}

/* ---- opening at a rule ---- */

/* Once the row has its place: scroll it into view, near the top. */
static gboolean
scroll_to_highlight (GtkWidget     *widget,
                     GdkFrameClock *clock,
                     gpointer       user_data)
{
  ArbRulesWindow *self = ARB_RULES_WINDOW (widget);
  GtkWidget *viewport = gtk_scrolled_window_get_child (self->scroller);
  GtkWidget *content = viewport != NULL ? gtk_viewport_get_child (GTK_VIEWPORT (viewport)) : NULL;
  graphene_rect_t bounds;

  if (self->highlighted == NULL || content == NULL)
    {
      self->scroll_tick = 0;
      return G_SOURCE_REMOVE;
    }
  if (!gtk_widget_compute_bounds (self->highlighted, content, &bounds) || bounds.size.height <= 0)
    return G_SOURCE_CONTINUE;
  gtk_adjustment_set_value (gtk_scrolled_window_get_vadjustment (self->scroller),
                            MAX (0, bounds.origin.y - 48));
  self->scroll_tick = 0;
  return G_SOURCE_REMOVE;
}

/* Shows every rule again, with this ruling marked, in view and focused. */
gboolean
arb_rules_window_show_rule (ArbRulesWindow *self,
                            const char     *rule_id)
{
  g_return_val_if_fail (ARB_IS_RULES_WINDOW (self), FALSE);

  arb_rules_window_search (self, "");
  if (self->highlighted != NULL)
    gtk_widget_remove_css_class (self->highlighted, "rule-highlight");
  g_clear_weak_pointer (&self->highlighted);
  for (guint i = 0; i < self->rows->len; i++)
    {
      GtkWidget *row = g_ptr_array_index (self->rows, i);

      if (!GPOINTER_TO_INT (g_object_get_data (G_OBJECT (row), "ruling"))
          || g_strcmp0 (g_object_get_data (G_OBJECT (row), "rule-id"), rule_id) != 0)
        continue;
      g_set_weak_pointer (&self->highlighted, row);
      gtk_widget_add_css_class (row, "rule-highlight");
      gtk_widget_grab_focus (row);
      if (self->scroll_tick == 0)
        self->scroll_tick = gtk_widget_add_tick_callback (GTK_WIDGET (self), scroll_to_highlight, NULL, NULL);
      return TRUE;
    }
  return FALSE;
}

const char *
arb_rules_window_get_highlighted (ArbRulesWindow *self)
{
  g_return_val_if_fail (ARB_IS_RULES_WINDOW (self), NULL);
  return self->highlighted != NULL ? g_object_get_data (G_OBJECT (self->highlighted), "rule-id") : NULL;
}

/* The ids of the rulings shown now (the search's results), in order. */
char **
arb_rules_window_dup_shown_ids (ArbRulesWindow *self)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();

  g_return_val_if_fail (ARB_IS_RULES_WINDOW (self), NULL);
  if (g_strcmp0 (gtk_stack_get_visible_child_name (self->content_stack), "rules") == 0)
    for (guint i = 0; i < self->rows->len; i++)
      {
        GtkWidget *row = g_ptr_array_index (self->rows, i);

        if (gtk_widget_get_visible (row) && GPOINTER_TO_INT (g_object_get_data (G_OBJECT (row), "ruling")))
          g_strv_builder_add (builder, g_object_get_data (G_OBJECT (row), "rule-id"));
      }
  return g_strv_builder_end (builder);
}

/* The text a ruling's row shows, or NULL when it is not shown. */
const char *
arb_rules_window_get_rule_text (ArbRulesWindow *self,
                                const char     *rule_id)
{
  g_return_val_if_fail (ARB_IS_RULES_WINDOW (self), NULL);
  for (guint i = 0; i < self->rows->len; i++)
    {
      GtkWidget *row = g_ptr_array_index (self->rows, i);

      if (gtk_widget_get_visible (row) && GPOINTER_TO_INT (g_object_get_data (G_OBJECT (row), "ruling"))
          && g_strcmp0 (g_object_get_data (G_OBJECT (row), "rule-id"), rule_id) == 0)
        return adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row));
    }
  return NULL;
}

const char *
arb_rules_window_get_first_game (ArbRulesWindow *self)
{
  GtkWidget *group = gtk_widget_get_first_child (GTK_WIDGET (self->groups_box));
  const ArbRules *rules = group != NULL ? g_object_get_data (G_OBJECT (group), "game") : NULL;

  return rules != NULL ? rules->id : NULL;
}

/* ---- the class ---- */

static void
arb_rules_window_dispose (GObject *object)
{
  ArbRulesWindow *self = ARB_RULES_WINDOW (object);

  if (self->scroll_tick != 0)
    gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->scroll_tick);
  self->scroll_tick = 0;
  g_clear_weak_pointer (&self->highlighted);
  g_clear_pointer (&self->rows, g_ptr_array_unref);
  G_OBJECT_CLASS (arb_rules_window_parent_class)->dispose (object);
}

static void
arb_rules_window_class_init (ArbRulesWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = arb_rules_window_dispose;
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/tablearbiter/Arbiter/arb-rules-window.ui");
  gtk_widget_class_bind_template_child (widget_class, ArbRulesWindow, search_entry);
  gtk_widget_class_bind_template_child (widget_class, ArbRulesWindow, content_stack);
  gtk_widget_class_bind_template_child (widget_class, ArbRulesWindow, scroller);
  gtk_widget_class_bind_template_child (widget_class, ArbRulesWindow, groups_box);
  gtk_widget_class_bind_template_callback (widget_class, on_search_changed);
  gtk_widget_class_bind_template_callback (widget_class, on_search_activate);
  gtk_widget_class_bind_template_callback (widget_class, on_stop_search);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
arb_rules_window_init (ArbRulesWindow *self)
{
  self->rows = g_ptr_array_new ();
  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_search_entry_set_key_capture_widget (self->search_entry, GTK_WIDGET (self));
}

/* `first` (the game in play, with its `setup`) comes first; NULL lists
 * the games as the catalogue does. */
GtkWidget *
arb_rules_window_new (GtkWindow      *parent,
                      const ArbRules *first,
                      const ArbSetup *setup)
{
  ArbRulesWindow *self = g_object_new (ARB_TYPE_RULES_WINDOW, "transient-for", parent, NULL);

  self->first = first;
  add_games (self, first, first != NULL ? setup : NULL);
  return GTK_WIDGET (self);
}
