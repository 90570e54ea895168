/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "arb-widget-util.h"

#include "arb-args.h"
#include "arb-game-defaults.h"
#include "arb-refusal-bar.h"
#include "arb-setup-page.h"

/* The "first player" list: random, then the names in seat order. */
#define FIRST_RANDOM 0

struct _ArbSetupPage
{
  GtkWidget             parent_instance;

  const ArbRules       *rules;
  GSettings            *settings;     /* the options a game starts from */
  GPtrArray            *seats;        /* AdwEntryRow, seat order */
  GPtrArray            *option_rows;  /* one widget per rules->options */
  GStrv                 known;
  GStrv                 last;         /* the players of the last game */
  gboolean              completing;

  AdwWindowTitle       *window_title;
  GtkButton            *add_button;
  GtkListBox           *players_list;
  GtkButton            *same_button;
  GtkLabel             *same_names;
  AdwComboRow          *first_row;
  AdwPreferencesGroup  *options_group;
  ArbRefusalBar        *refusal_bar;
  GtkButton            *score_only_button;
  GtkButton            *track_button;
};

G_DEFINE_FINAL_TYPE (ArbSetupPage, arb_setup_page, GTK_TYPE_WIDGET)

static void add_seat (ArbSetupPage *self, const char *name);

static char *
seat_name (ArbSetupPage *self,
           guint         seat)
{
  return g_strstrip (g_strdup (gtk_editable_get_text (g_ptr_array_index (self->seats, seat))));
}

/* ---- first player ---- */

static void
update_first_model (ArbSetupPage *self)
{
  g_autofree char *chosen = arb_setup_page_dup_first_player (self);
  g_autoptr(GtkStringList) model = gtk_string_list_new (NULL);
  guint selected = FIRST_RANDOM;

  gtk_string_list_append (model, _("Pick at random"));
  for (guint i = 0; i < self->seats->len; i++)
    {
      g_autofree char *name = seat_name (self, i);

      if (*name == '\0')
        continue;
      gtk_string_list_append (model, name);
      if (chosen != NULL && g_str_equal (chosen, name))
        selected = g_list_model_get_n_items (G_LIST_MODEL (model)) - 1;
    }
  adw_combo_row_set_model (self->first_row, G_LIST_MODEL (model));
  adw_combo_row_set_selected (self->first_row, selected);
}

char *
arb_setup_page_dup_first_player (ArbSetupPage *self)
{
  GListModel *model = adw_combo_row_get_model (self->first_row);
  guint selected = adw_combo_row_get_selected (self->first_row);

  if (model == NULL || selected == FIRST_RANDOM || selected == GTK_INVALID_LIST_POSITION)
    return NULL;
  return g_strdup (gtk_string_list_get_string (GTK_STRING_LIST (model), selected));
}

void
arb_setup_page_set_first_player (ArbSetupPage *self,
                                 const char   *name)
{
  GListModel *model = adw_combo_row_get_model (self->first_row);

  adw_combo_row_set_selected (self->first_row, FIRST_RANDOM);
  for (guint i = 1; name != NULL && i < g_list_model_get_n_items (model); i++)
    if (g_str_equal (gtk_string_list_get_string (GTK_STRING_LIST (model), i), name))
      adw_combo_row_set_selected (self->first_row, i);
}

/* ---- seats ---- */

/* Inline completion from the names of earlier games: the rest of the
 * name is inserted selected, so typing on simply replaces it. */
static const char *
find_completion (ArbSetupPage *self,
                 const char   *typed)
{
  g_autofree char *folded = g_utf8_casefold (typed, -1);

  for (guint i = 0; self->known != NULL && self->known[i] != NULL; i++)
    {
      g_autofree char *candidate = g_utf8_casefold (self->known[i], -1);

      if (g_str_has_prefix (candidate, folded) && !g_str_equal (candidate, folded))
        return self->known[i];
    }
  return NULL;
}

typedef struct {
  ArbSetupPage *self;
  GtkEditable  *editable;
  char         *typed;
} Completion;

static void
completion_free (gpointer data)
{
  Completion *c = data;

  g_object_unref (c->self);
  g_object_unref (c->editable);
  g_free (c->typed);
  g_free (c);
}

/* Runs once GTK has placed the cursor after the typed character. */
static gboolean
complete_name (gpointer data)
{
  Completion *c = data;
  const char *match;

  if (!g_str_equal (gtk_editable_get_text (c->editable), c->typed))
    return G_SOURCE_REMOVE;
  match = find_completion (c->self, c->typed);
  if (match == NULL)
    return G_SOURCE_REMOVE;
  c->self->completing = TRUE;
  gtk_editable_set_text (c->editable, match);
  gtk_editable_select_region (c->editable, (int) g_utf8_strlen (c->typed, -1), -1);
  c->self->completing = FALSE;
  return G_SOURCE_REMOVE;
}

static void
queue_completion (ArbSetupPage *self,
                  GtkEditable  *editable)
{
  const char *text = gtk_editable_get_text (editable);
  int length = (int) g_utf8_strlen (text, -1);
  int previous = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (editable), "typed-length"));
  Completion *c;

  g_object_set_data (G_OBJECT (editable), "typed-length", GINT_TO_POINTER (length));
  if (length <= previous)
    return;
  c = g_new0 (Completion, 1);
  c->self = g_object_ref (self);
  c->editable = g_object_ref (editable);
  c->typed = g_strdup (text);
  g_idle_add_full (G_PRIORITY_DEFAULT, complete_name, c, completion_free);
}

static gboolean
seats_empty (ArbSetupPage *self)
{
  for (guint i = 0; i < self->seats->len; i++)
    if (*gtk_editable_get_text (g_ptr_array_index (self->seats, i)) != '\0')
      return FALSE;
  return TRUE;
}

/* "Same players as last time" is offered while no name is typed. */
static void
update_same_players (ArbSetupPage *self)
{
  gboolean offer = self->last != NULL && self->last[0] != NULL && seats_empty (self);

  gtk_widget_set_visible (GTK_WIDGET (self->same_button), offer);
  if (offer)
    {
      g_autofree char *names = arb_join_words ((const char *const *) self->last, g_strv_length (self->last));
      g_autofree char *label = g_strdup_printf (_("Same Players as Last Time: %s"), names);

      gtk_label_set_text (self->same_names, names);
      arb_widget_set_accessible_label (GTK_WIDGET (self->same_button), label);
    }
}

static void
on_name_changed (GtkEditable  *editable,
                 ArbSetupPage *self)
{
  if (self->completing)
    return;
  queue_completion (self, editable);
  update_first_model (self);
  update_same_players (self);
  arb_refusal_bar_dismiss (self->refusal_bar);
}

static void
renumber_seats (ArbSetupPage *self)
{
  for (guint i = 0; i < self->seats->len; i++)
    {
      GObject *row = g_ptr_array_index (self->seats, i);
      g_autofree char *title = g_strdup_printf (_("Seat %u"), i + 1);

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
      /* The first seat cannot move up, nor the last down. */
      gtk_widget_set_sensitive (g_object_get_data (row, "up"), i > 0);
      gtk_widget_set_sensitive (g_object_get_data (row, "down"), i + 1 < self->seats->len);
      gtk_widget_set_sensitive (g_object_get_data (row, "remove"),
                                self->rules == NULL || self->seats->len > self->rules->min_players);
    }
  gtk_widget_set_sensitive (GTK_WIDGET (self->add_button),
                            self->rules != NULL && self->seats->len < self->rules->max_players);
}

static void
move_seat (ArbSetupPage *self,
           guint         seat,
           int           delta)
{
  int other = (int) seat + delta;
  GtkEditable *a, *b;
  g_autofree char *text = NULL;

  if (other < 0 || other >= (int) self->seats->len)
    return;
  a = g_ptr_array_index (self->seats, seat);
  b = g_ptr_array_index (self->seats, other);
  text = g_strdup (gtk_editable_get_text (a));
  self->completing = TRUE;
  gtk_editable_set_text (a, gtk_editable_get_text (b));
  gtk_editable_set_text (b, text);
  self->completing = FALSE;
  update_first_model (self);
  gtk_widget_grab_focus (GTK_WIDGET (b));
  gtk_editable_set_position (b, -1);
}

static ArbSetupPage *
page_of (GtkWidget *widget)
{
  return ARB_SETUP_PAGE (gtk_widget_get_ancestor (widget, ARB_TYPE_SETUP_PAGE));
}

static guint
seat_of (ArbSetupPage *self,
         GtkWidget    *row)
{
  guint index = 0;

  g_ptr_array_find (self->seats, row, &index);
  return index;
}

static void
on_move_clicked (GtkButton *button,
                 GtkWidget *row)
{
  ArbSetupPage *self = page_of (row);
  int delta = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "delta"));

  move_seat (self, seat_of (self, row), delta);
}

static void
on_remove_clicked (GtkButton *button,
                   GtkWidget *row)
{
  ArbSetupPage *self = page_of (row);

  if (self->seats->len <= 1)
    return;
  g_ptr_array_remove (self->seats, row);
  gtk_list_box_remove (self->players_list, row);
  renumber_seats (self);
  update_first_model (self);
  update_same_players (self);
}

/* Drag and drop: a seat is dragged by its handle onto another seat. */
static GdkContentProvider *
on_drag_prepare (GtkDragSource *source,
                 double         x,
                 double         y,
                 GtkWidget     *row)
{
  ArbSetupPage *self = page_of (row);

  return gdk_content_provider_new_typed (G_TYPE_UINT, seat_of (self, row));
}

static gboolean
on_drop (GtkDropTarget *target,
         const GValue  *value,
         double         x,
         double         y,
         GtkWidget     *row)
{
  ArbSetupPage *self = page_of (row);
  guint from = g_value_get_uint (value);
  guint to = seat_of (self, row);

  if (from >= self->seats->len)
    return FALSE;
  for (; from < to; from++)
    move_seat (self, from, 1);
  for (; from > to; from--)
    move_seat (self, from, -1);
  return TRUE;
}

static GtkWidget *
drag_handle (GtkWidget *row)
{
  GtkWidget *handle = gtk_image_new_from_icon_name ("list-drag-handle-symbolic");
  GtkDragSource *source = gtk_drag_source_new ();
  GtkDropTarget *target = gtk_drop_target_new (G_TYPE_UINT, GDK_ACTION_MOVE);

  arb_widget_set_tooltip_text (handle, _("Drag to another seat"));
  gtk_drag_source_set_actions (source, GDK_ACTION_MOVE);
  g_signal_connect (source, "prepare", G_CALLBACK (on_drag_prepare), row);
  gtk_widget_add_controller (handle, GTK_EVENT_CONTROLLER (source));
  g_signal_connect (target, "drop", G_CALLBACK (on_drop), row);
  gtk_widget_add_controller (row, GTK_EVENT_CONTROLLER (target));
  return handle;
}

static GtkWidget *
seat_button (GtkWidget  *row,
             const char *icon,
             const char *tooltip,
             int         delta)
{
  GtkWidget *button = gtk_button_new_from_icon_name (icon);

  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  arb_widget_set_tooltip_text (button, tooltip);
  arb_widget_set_accessible_label (button, tooltip);
  gtk_widget_add_css_class (button, "flat");
  /* Not Tab stops: from the keyboard a seat moves with Alt+↑/↓, and a
   * name left empty is no seat.  Tab goes from name to name. */
  gtk_widget_set_focusable (button, FALSE);
  g_object_set_data (G_OBJECT (button), "delta", GINT_TO_POINTER (delta));
  if (delta != 0)
    g_signal_connect (button, "clicked", G_CALLBACK (on_move_clicked), row);
  else
    g_signal_connect (button, "clicked", G_CALLBACK (on_remove_clicked), row);
  return button;
}

static void on_add_clicked (ArbSetupPage *self);

/* Enter in a name goes on to the next seat.  On the last seat it adds
 * another while the game has room and the name is typed, and otherwise
 * goes on to "Track the Game": a table is set up without the mouse. */
static void
on_seat_activated (AdwEntryRow  *row,
                   ArbSetupPage *self)
{
  const char *name = gtk_editable_get_text (GTK_EDITABLE (row));
  guint index;

  if (!g_ptr_array_find (self->seats, row, &index))
    return;
  if (index + 1 < self->seats->len)
    gtk_widget_grab_focus (g_ptr_array_index (self->seats, index + 1));
  else if (*name != '\0' && gtk_widget_get_sensitive (GTK_WIDGET (self->add_button)))
    on_add_clicked (self);
  else
    gtk_widget_grab_focus (GTK_WIDGET (self->track_button));
}

static void
add_seat (ArbSetupPage *self,
          const char   *name)
{
  GtkWidget *row = adw_entry_row_new ();
  GtkWidget *up = seat_button (row, "go-up-symbolic", _("Move Up (Alt+↑)"), -1);
  GtkWidget *down = seat_button (row, "go-down-symbolic", _("Move Down (Alt+↓)"), 1);
  GtkWidget *remove = seat_button (row, "list-remove-symbolic", _("Remove Player"), 0);

  adw_entry_row_add_prefix (ADW_ENTRY_ROW (row), drag_handle (row));
  adw_entry_row_add_suffix (ADW_ENTRY_ROW (row), up);
  adw_entry_row_add_suffix (ADW_ENTRY_ROW (row), down);
  adw_entry_row_add_suffix (ADW_ENTRY_ROW (row), remove);
  g_object_set_data (G_OBJECT (row), "up", up);
  g_object_set_data (G_OBJECT (row), "down", down);
  g_object_set_data (G_OBJECT (row), "remove", remove);
  gtk_editable_set_text (GTK_EDITABLE (row), name != NULL ? name : "");
  g_signal_connect (row, "changed", G_CALLBACK (on_name_changed), self);
  g_signal_connect (row, "entry-activated", G_CALLBACK (on_seat_activated), self);
  g_ptr_array_add (self->seats, row);
  gtk_list_box_append (self->players_list, row);
  renumber_seats (self);
}

static void
clear_seats (ArbSetupPage *self)
{
  for (guint i = 0; i < self->seats->len; i++)
    gtk_list_box_remove (self->players_list, g_ptr_array_index (self->seats, i));
  g_ptr_array_set_size (self->seats, 0);
}

static void
on_add_clicked (ArbSetupPage *self)
{
  add_seat (self, NULL);
  gtk_widget_grab_focus (g_ptr_array_index (self->seats, self->seats->len - 1));
}

/* Alt+Up / Alt+Down move the seat whose name has the focus. */
static gboolean
on_move_shortcut (GtkWidget *widget,
                  GVariant  *args,
                  gpointer   user_data)
{
  ArbSetupPage *self = ARB_SETUP_PAGE (widget);
  GtkWidget *focus = gtk_root_get_focus (gtk_widget_get_root (widget));
  GtkWidget *row = focus != NULL ? gtk_widget_get_ancestor (focus, ADW_TYPE_ENTRY_ROW) : NULL;
  guint seat;

  if (row == NULL || !g_ptr_array_find (self->seats, row, &seat))
    return FALSE;
  move_seat (self, seat, g_variant_get_int32 (args));
  return TRUE;
}

void
arb_setup_page_set_players (ArbSetupPage      *self,
                            const char *const *names)
{
  guint n = names != NULL ? g_strv_length ((char **) names) : 0;
  guint want = self->rules != NULL ? MAX (n, self->rules->min_players) : n;

  g_return_if_fail (ARB_IS_SETUP_PAGE (self));
  clear_seats (self);
  for (guint i = 0; i < want; i++)
    add_seat (self, i < n ? names[i] : NULL);
  update_first_model (self);
  update_same_players (self);
}

/* The table of last time, in one deliberate choice; then Enter starts. */
static void
on_same_players (ArbSetupPage *self)
{
  arb_setup_page_set_players (self, (const char *const *) self->last);
  gtk_widget_grab_focus (GTK_WIDGET (self->track_button));
}

/* ---- options ---- */

static GtkWidget *
house_tag (void)
{
  GtkWidget *tag = gtk_label_new (_("house"));

  gtk_widget_add_css_class (tag, "house-tag");
  gtk_widget_set_valign (tag, GTK_ALIGN_CENTER);
  arb_widget_set_tooltip_text (tag, _("A house rule: our own ruling where the rulebook is silent"));
  return tag;
}

/* The control starts at the value the preferences give (the rules'
 * default unless changed there). */
static GtkWidget *
option_control (const ArbOptionSpec *spec,
                const char          *value)
{
  GtkWidget *control;

  if (spec->type == ARB_OPTION_BOOL)
    {
      control = gtk_switch_new ();
      gtk_switch_set_active (GTK_SWITCH (control), g_str_equal (value, "yes"));
    }
  else if (spec->type == ARB_OPTION_INT)
    {
      control = gtk_spin_button_new_with_range (spec->min, spec->max, 1);
      gtk_spin_button_set_value (GTK_SPIN_BUTTON (control), g_ascii_strtod (value, NULL));
    }
  else
    {
      control = gtk_drop_down_new_from_strings (spec->choices);
      for (guint i = 0; spec->choices[i] != NULL; i++)
        if (g_str_equal (spec->choices[i], value))
          gtk_drop_down_set_selected (GTK_DROP_DOWN (control), i);
    }
  gtk_widget_set_valign (control, GTK_ALIGN_CENTER);
  gtk_accessible_update_property (GTK_ACCESSIBLE (control),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _(spec->label), -1);
  return control;
}

static GtkWidget *
option_row (const ArbOptionSpec *spec,
            GtkWidget           *control)
{
  GtkWidget *row = adw_action_row_new ();
  g_autofree char *subtitle = g_strdup_printf ("%s (%s)", _(spec->description), spec->rule_id);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _(spec->label));
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  if (spec->house)
    adw_action_row_add_suffix (ADW_ACTION_ROW (row), house_tag ());
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), control);
  if (spec->type == ARB_OPTION_BOOL)
    adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), control);
  return row;
}

static void
build_options (ArbSetupPage *self)
{
  for (guint i = 0; i < self->option_rows->len; i++)
    {
      GtkWidget *control = g_ptr_array_index (self->option_rows, i);

      adw_preferences_group_remove (self->options_group,
                                    gtk_widget_get_ancestor (control, ADW_TYPE_ACTION_ROW));
    }
  g_ptr_array_set_size (self->option_rows, 0);
  for (guint i = 0; i < self->rules->n_options; i++)
    {
      g_autofree char *value = arb_game_defaults_get (self->settings, self->rules, &self->rules->options[i]);
      GtkWidget *control = option_control (&self->rules->options[i], value);

      g_ptr_array_add (self->option_rows, control);
      adw_preferences_group_add (self->options_group, option_row (&self->rules->options[i], control));
    }
  gtk_widget_set_visible (GTK_WIDGET (self->options_group), self->rules->n_options > 0);
}

static char *
option_value (const ArbOptionSpec *spec,
              GtkWidget           *control)
{
  if (spec->type == ARB_OPTION_BOOL)
    return g_strdup (gtk_switch_get_active (GTK_SWITCH (control)) ? "yes" : "no");
  if (spec->type == ARB_OPTION_INT)
    return g_strdup_printf ("%d", gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (control)));
  return g_strdup (spec->choices[gtk_drop_down_get_selected (GTK_DROP_DOWN (control))]);
}

gboolean
arb_setup_page_set_option (ArbSetupPage *self,
                           const char   *key,
                           const char   *value)
{
  for (guint i = 0; self->rules != NULL && i < self->rules->n_options; i++)
    {
      const ArbOptionSpec *spec = &self->rules->options[i];
      GtkWidget *control = g_ptr_array_index (self->option_rows, i);

      if (!g_str_equal (spec->key, key))
        continue;
      if (spec->type == ARB_OPTION_BOOL)
        gtk_switch_set_active (GTK_SWITCH (control), g_str_equal (value, "yes"));
      else if (spec->type == ARB_OPTION_INT)
        gtk_spin_button_set_value (GTK_SPIN_BUTTON (control), g_ascii_strtod (value, NULL));
      else
        return FALSE;
      return TRUE;
    }
  return FALSE;
}

/* The value an option's control holds now, or NULL for no such option. */
char *
arb_setup_page_dup_option (ArbSetupPage *self,
                           const char   *key)
{
  g_return_val_if_fail (ARB_IS_SETUP_PAGE (self), NULL);
  for (guint i = 0; self->rules != NULL && i < self->rules->n_options; i++)
    if (g_str_equal (self->rules->options[i].key, key))
      return option_value (&self->rules->options[i], g_ptr_array_index (self->option_rows, i));
  return NULL;
}

/* ---- the setup ---- */

/* What the first player does, in the game's own words. */
static const char *
first_player_title (const ArbRules *rules)
{
  if (g_str_equal (rules->id, "nothanks"))
    return _("Turns up the _first card (Alt+F)");
  if (g_str_equal (rules->id, "splitvote"))
    return _("Deals the _first row (Alt+F)");
  if (g_str_equal (rules->id, "votestuffing"))
    return _("Plays the _first card (Alt+F)");
  if (g_str_equal (rules->id, "eighty"))
    return _("Drafts _first in the first round (Alt+F)");
  if (g_str_equal (rules->id, "tilerummy"))
    return _("Takes the _first turn, every game (Alt+F)");
  return _("Plays _first (Alt+F)");
}

void
arb_setup_page_set_game (ArbSetupPage      *self,
                         const ArbRules    *rules,
                         const char *const *known_players,
                         const char *const *last_players)
{
  g_autofree char *title = NULL;

  g_return_if_fail (ARB_IS_SETUP_PAGE (self));
  self->rules = rules;
  g_clear_pointer (&self->known, g_strfreev);
  self->known = g_strdupv ((char **) known_players);
  g_clear_pointer (&self->last, g_strfreev);
  self->last = g_strdupv ((char **) last_players);
  title = g_strdup_printf (_("New %s Game"), _(rules->title));
  adw_window_title_set_title (self->window_title, title);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->first_row), first_player_title (rules));
  build_options (self);
  /* Typing starts from empty seats; last time's table is one choice. */
  arb_setup_page_set_players (self, NULL);
  gtk_widget_set_visible (GTK_WIDGET (self->score_only_button), rules->has_score_only);
  arb_refusal_bar_dismiss (self->refusal_bar);
}

static char **
collect_names (ArbSetupPage *self)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();

  for (guint i = 0; i < self->seats->len; i++)
    {
      g_autofree char *name = seat_name (self, i);

      if (*name != '\0')
        g_strv_builder_add (builder, name);
    }
  return g_strv_builder_end (builder);
}

static gboolean
apply_options (ArbSetupPage *self,
               ArbSetup     *setup,
               GError      **error)
{
  for (guint i = 0; i < self->rules->n_options; i++)
    {
      const ArbOptionSpec *spec = &self->rules->options[i];
      g_autofree char *value = option_value (spec, g_ptr_array_index (self->option_rows, i));

      if (!g_str_equal (value, spec->default_value)
          && !arb_setup_set_option (setup, spec->key, value, error))
        return FALSE;
    }
  return TRUE;
}

/* The setup as the table chose it, checked by the engine. */
ArbSetup *
arb_setup_page_build_setup (ArbSetupPage *self,
                            gboolean      score_only,
                            GError      **error)
{
  g_auto(GStrv) names = NULL;
  g_autoptr(ArbSetup) setup = NULL;

  g_return_val_if_fail (ARB_IS_SETUP_PAGE (self), NULL);
  g_return_val_if_fail (self->rules != NULL, NULL);
  names = collect_names (self);
  setup = arb_setup_new (self->rules, (const char *const *) names);
  setup->score_only = score_only;
  if (!apply_options (self, setup, error) || !arb_setup_validate (setup, error))
    return NULL;
  return g_steal_pointer (&setup);
}

void
arb_setup_page_show_error (ArbSetupPage *self,
                           const GError *error)
{
  g_return_if_fail (ARB_IS_SETUP_PAGE (self));
  arb_refusal_bar_show_error (self->refusal_bar, error);
}

/* The rule id of the refusal on show, or NULL. */
const char *
arb_setup_page_get_refusal (ArbSetupPage *self)
{
  g_return_val_if_fail (ARB_IS_SETUP_PAGE (self), NULL);
  return arb_refusal_bar_is_shown (self->refusal_bar)
         ? arb_refusal_bar_get_rule_id (self->refusal_bar) : NULL;
}

void
arb_setup_page_focus_first (ArbSetupPage *self)
{
  g_return_if_fail (ARB_IS_SETUP_PAGE (self));

  for (guint i = 0; i < self->seats->len; i++)
    {
      GtkEditable *row = g_ptr_array_index (self->seats, i);

      if (*gtk_editable_get_text (row) == '\0' || i == self->seats->len - 1)
        {
          gtk_widget_grab_focus (GTK_WIDGET (row));
          return;
        }
    }
}

static void
arb_setup_page_dispose (GObject *object)
{
  ArbSetupPage *self = ARB_SETUP_PAGE (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), ARB_TYPE_SETUP_PAGE);
  /* GTK 4.8 leaves unnamed template roots in place. */
  arb_widget_unparent_children (GTK_WIDGET (self));
  g_clear_pointer (&self->seats, g_ptr_array_unref);
  g_clear_pointer (&self->option_rows, g_ptr_array_unref);
  g_clear_pointer (&self->known, g_strfreev);
  g_clear_pointer (&self->last, g_strfreev);
  g_clear_object (&self->settings);
  G_OBJECT_CLASS (arb_setup_page_parent_class)->dispose (object);
}

static void
arb_setup_page_class_init (ArbSetupPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = arb_setup_page_dispose;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  g_type_ensure (ARB_TYPE_REFUSAL_BAR);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/tablearbiter/Arbiter/arb-setup-page.ui");
  gtk_widget_class_bind_template_child (widget_class, ArbSetupPage, window_title);
  gtk_widget_class_bind_template_child (widget_class, ArbSetupPage, add_button);
  gtk_widget_class_bind_template_child (widget_class, ArbSetupPage, players_list);
  gtk_widget_class_bind_template_child (widget_class, ArbSetupPage, same_button);
  gtk_widget_class_bind_template_child (widget_class, ArbSetupPage, same_names);
  gtk_widget_class_bind_template_child (widget_class, ArbSetupPage, first_row);
  gtk_widget_class_bind_template_child (widget_class, ArbSetupPage, options_group);
  gtk_widget_class_bind_template_child (widget_class, ArbSetupPage, refusal_bar);
  gtk_widget_class_bind_template_child (widget_class, ArbSetupPage, score_only_button);
  gtk_widget_class_bind_template_child (widget_class, ArbSetupPage, track_button);
  gtk_widget_class_bind_template_callback (widget_class, on_add_clicked);
  gtk_widget_class_bind_template_callback (widget_class, on_same_players);
  gtk_widget_class_add_binding (widget_class, GDK_KEY_Up, GDK_ALT_MASK, on_move_shortcut, "i", -1);
  gtk_widget_class_add_binding (widget_class, GDK_KEY_Down, GDK_ALT_MASK, on_move_shortcut, "i", 1);
}

static void
arb_setup_page_init (ArbSetupPage *self)
{
  self->seats = g_ptr_array_new ();
  self->option_rows = g_ptr_array_new ();
  self->settings = g_settings_new (SETTINGS_SCHEMA_ID);
  gtk_widget_init_template (GTK_WIDGET (self));
}

guint
arb_setup_page_get_n_seats (ArbSetupPage *self)
{
  g_return_val_if_fail (ARB_IS_SETUP_PAGE (self), 0);
  return self->seats->len;
}

/* The name typed in a seat, trimmed ("" when empty). */
char *
arb_setup_page_dup_seat_name (ArbSetupPage *self,
                              guint         seat)
{
  g_return_val_if_fail (ARB_IS_SETUP_PAGE (self), NULL);
  g_return_val_if_fail (seat < self->seats->len, NULL);
  return seat_name (self, seat);
}

gboolean
arb_setup_page_offers_same_players (ArbSetupPage *self)
{
  g_return_val_if_fail (ARB_IS_SETUP_PAGE (self), FALSE);
  return gtk_widget_get_visible (GTK_WIDGET (self->same_button));
}

void
arb_setup_page_use_same_players (ArbSetupPage *self)
{
  g_return_if_fail (ARB_IS_SETUP_PAGE (self));
  on_same_players (self);
}
