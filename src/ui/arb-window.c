/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "arb-error.h"
#include "arb-history-page.h"
#include "arb-export-actions.h"
#include "arb-play-page.h"
#include "arb-players-page.h"
#include "arb-preferences-window.h"
#include "arb-rules-window.h"
#include "arb-session.h"
#include "arb-setup-page.h"
#include "arb-start-page.h"
#include "arb-transfer.h"
#include "arb-tilerummy-check-page.h"
#include "arb-widget-util.h"
#include "arb-window.h"

struct _ArbWindow
{
  AdwApplicationWindow   parent_instance;

  ArbStore              *store;       /* owned by the application */
  GSettings             *settings;

  AdwToastOverlay      *toast_overlay;
  GtkStack             *stack;
  ArbStartPage         *start_page;
  ArbSetupPage         *setup_page;
  ArbPlayPage          *play_page;
  ArbHistoryPage       *history_page;  /* built when first shown */
  ArbPlayersPage       *players_page;  /* built when first shown */
  AdwMessageDialog     *message;       /* weak: the latest message shown */
  ArbTilerummyCheckPage *check_page;   /* built when first shown */
  GtkWindow            *shortcuts;    /* built when first opened */
  gboolean              inhibiting;   /* the screen is kept awake */
  guint                 inhibit_cookie;
};

G_DEFINE_FINAL_TYPE (ArbWindow, arb_window, ADW_TYPE_APPLICATION_WINDOW)

enum {
  PROP_0,
  PROP_STORE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
toast (ArbWindow  *self,
       const char *text)
{
  adw_toast_overlay_add_toast (self->toast_overlay, adw_toast_new (text));
}

/* The actions over the saved games need a store. */
static void
update_store_actions (ArbWindow *self)
{
  const char *actions[] = { "win.show-history", "win.show-players", "win.import-record", "win.import-file",
                            "win.back-up", "win.back-up-to", "win.restore", "win.restore-from" };

  for (guint i = 0; i < G_N_ELEMENTS (actions); i++)
    gtk_widget_action_set_enabled (GTK_WIDGET (self), actions[i], self->store != NULL);
}

/* A toast with an Undo button for `action`, or a plain one. */
void
arb_window_add_undo_toast (ArbWindow  *self,
                           const char *text,
                           const char *action)
{
  AdwToast *t;

  g_return_if_fail (ARB_IS_WINDOW (self));
  t = adw_toast_new (text);
  if (action != NULL)
    {
      adw_toast_set_button_label (t, _("_Undo"));
      adw_toast_set_action_name (t, action);
    }
  adw_toast_overlay_add_toast (self->toast_overlay, t);
}

/* A game open at the table and not finished keeps the screen from
 * blanking or locking, unless the preference says otherwise.  Without a
 * session manager (the tests) the request gets no cookie; the window
 * still knows it asked. */
static gboolean
wants_screen_awake (ArbWindow *self)
{
  ArbSession *session = self->play_page != NULL ? arb_play_page_get_session (self->play_page) : NULL;

  return session != NULL && g_settings_get_boolean (self->settings, "inhibit-idle")
         && g_strcmp0 (gtk_stack_get_visible_child_name (self->stack), "play") == 0
         && !arb_game_is_finished (arb_session_get_game (session))
         && !gtk_widget_in_destruction (GTK_WIDGET (self));
}

static void
release_inhibit (ArbWindow *self)
{
  GtkApplication *app = gtk_window_get_application (GTK_WINDOW (self));

  if (self->inhibit_cookie != 0 && app != NULL)
    gtk_application_uninhibit (app, self->inhibit_cookie);
  self->inhibit_cookie = 0;
  self->inhibiting = FALSE;
}

static void
update_inhibit (ArbWindow *self)
{
  GtkApplication *app = gtk_window_get_application (GTK_WINDOW (self));
  gboolean want = wants_screen_awake (self);

  if (want == self->inhibiting)
    return;
  if (!want)
    {
      release_inhibit (self);
      return;
    }
  self->inhibiting = TRUE;
  if (app != NULL)
    self->inhibit_cookie = gtk_application_inhibit (app, GTK_WINDOW (self), GTK_APPLICATION_INHIBIT_IDLE,
                                                    _("A game is open at the table"));
}

/* The one place where actions are enabled or disabled. */
static void
update_actions (ArbWindow *self)
{
  const char *page = gtk_stack_get_visible_child_name (self->stack);
  gboolean playing = g_strcmp0 (page, "play") == 0;
  gboolean has_store = self->store != NULL;

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.new-game", has_store);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.continue-game", has_store);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.start-game",
                                 has_store && g_strcmp0 (page, "setup") == 0);
  /* on the History and Players pages Ctrl+Z undoes a deletion, a rename */
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.undo",
                                 (playing && arb_play_page_can_undo (self->play_page))
                                 || g_strcmp0 (page, "history") == 0 || g_strcmp0 (page, "players") == 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.redo",
                                 playing && arb_play_page_can_redo (self->play_page));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.undo-correction",
                                 playing && arb_play_page_can_undo_correction (self->play_page));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.correct-entry", playing);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.toggle-log", playing);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.show-table", playing);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.show-score", playing);
  update_store_actions (self);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.large-type", playing);
  arb_export_actions_update (GTK_WIDGET (self), playing);
  update_inhibit (self);
}

static void on_game_changed (ArbWindow *self);

/* The setup and play pages are made when first needed: nothing the
 * start page's first frame does not show is built before it. */
static ArbSetupPage *
setup_page (ArbWindow *self)
{
  if (self->setup_page == NULL)
    {
      self->setup_page = g_object_new (ARB_TYPE_SETUP_PAGE, NULL);
      gtk_stack_add_named (self->stack, GTK_WIDGET (self->setup_page), "setup");
    }
  return self->setup_page;
}

static ArbPlayPage *
play_page (ArbWindow *self)
{
  if (self->play_page == NULL)
    {
      self->play_page = g_object_new (ARB_TYPE_PLAY_PAGE, NULL);
      g_signal_connect_swapped (self->play_page, "changed", G_CALLBACK (on_game_changed), self);
      gtk_stack_add_named (self->stack, GTK_WIDGET (self->play_page), "play");
    }
  return self->play_page;
}

/* Check a Table, also made when first opened. */
static ArbTilerummyCheckPage *
check_page (ArbWindow *self)
{
  if (self->check_page == NULL)
    {
      self->check_page = g_object_new (ARB_TYPE_TILERUMMY_CHECK_PAGE, NULL);
      gtk_stack_add_named (self->stack, GTK_WIDGET (self->check_page), "check");
    }
  return self->check_page;
}

static void
show_page (ArbWindow  *self,
           const char *name)
{
  gtk_stack_set_visible_child_name (self->stack, name);
  update_actions (self);
}

static void
on_page_changed (ArbWindow *self)
{
  update_actions (self);
}

static void
on_game_changed (ArbWindow *self)
{
  update_actions (self);
}

static void
show_start (GtkWidget  *widget,
            const char *action_name,
            GVariant   *parameter)
{
  ArbWindow *self = ARB_WINDOW (widget);

  if (self->play_page != NULL)
    arb_play_page_set_session (self->play_page, NULL);
  arb_start_page_refresh (self->start_page, self->store);
  show_page (self, "start");
  arb_start_page_focus (self->start_page);
}

static void
new_game (GtkWidget  *widget,
          const char *action_name,
          GVariant   *parameter)
{
  ArbWindow *self = ARB_WINDOW (widget);
  const ArbRules *rules = arb_games_lookup (g_variant_get_string (parameter, NULL));
  g_auto(GStrv) known = NULL;
  g_auto(GStrv) last = g_settings_get_strv (self->settings, "last-players");

  if (rules == NULL || !arb_rules_is_available (rules) || !arb_play_page_has_table (rules->id))
    {
      toast (self, _("This game cannot be played yet"));
      return;
    }
  known = arb_store_known_players (self->store, NULL);
  arb_setup_page_set_game (setup_page (self), rules,
                           (const char *const *) known, (const char *const *) last);
  show_page (self, "setup");
  arb_setup_page_focus_first (setup_page (self));
}

/* Tile Rummy's "is this table legal?", with no game. */
static void
check_table (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  ArbWindow *self = ARB_WINDOW (widget);

  check_page (self);
  show_page (self, "check");
  arb_tilerummy_check_page_focus (check_page (self));
}

/* After the click that opened the game has settled its own focus. */
static gboolean
focus_table (gpointer user_data)
{
  ArbWindow *self = ARB_WINDOW (user_data);

  if (g_strcmp0 (gtk_stack_get_visible_child_name (self->stack), "play") == 0)
    arb_play_page_focus (play_page (self));
  return G_SOURCE_REMOVE;
}

static void
play (ArbWindow  *self,
      ArbSession *session)
{
  arb_play_page_set_session (play_page (self), session);
  show_page (self, "play");
  arb_play_page_focus (play_page (self));
  g_idle_add_full (G_PRIORITY_DEFAULT_IDLE, focus_table, g_object_ref (self), g_object_unref);
}

static void
continue_game (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  ArbWindow *self = ARB_WINDOW (widget);
  g_autoptr(GError) error = NULL;
  ArbSession *session = arb_session_load (self->store, g_variant_get_int64 (parameter), &error);

  if (session == NULL)
    {
      toast (self, error->message);
      return;
    }
  play (self, session);
}

/* The first player, chosen or picked at random, is an event of the record. */
static gboolean
append_start (ArbWindow  *self,
              ArbSession *session,
              GError    **error)
{
  g_autofree char *first = arb_setup_page_dup_first_player (setup_page (self));
  g_autoptr(ArbEvent) event = NULL;

  if (first != NULL)
    event = arb_event_new (ARB_NO_PLAYER, "start", first, NULL);
  else
    {
      g_autoptr(GRand) rand = g_rand_new ();

      event = arb_game_pick_start (arb_session_get_game (session), rand);
    }
  return arb_session_append (session, event, error);
}

static void
start_game (GtkWidget  *widget,
            const char *action_name,
            GVariant   *parameter)
{
  ArbWindow *self = ARB_WINDOW (widget);
  gboolean score_only = g_variant_get_boolean (parameter);
  g_autoptr(GError) error = NULL;
  g_autoptr(ArbSetup) setup = arb_setup_page_build_setup (setup_page (self), score_only, &error);
  g_autoptr(ArbSession) session = NULL;

  if (setup != NULL)
    session = arb_session_new (self->store, setup, &error);
  if (session != NULL && !score_only && !append_start (self, session, &error))
    g_clear_pointer (&session, arb_session_free);
  if (session == NULL)
    {
      arb_setup_page_show_error (setup_page (self), error);
      return;
    }
  g_settings_set_strv (self->settings, "last-players", (const char *const *) setup->players);
  play (self, g_steal_pointer (&session));
}

static void
do_undo (ArbWindow *self)
{
  g_autoptr(GError) error = NULL;

  if (!arb_play_page_undo (play_page (self), &error))
    toast (self, error->message);
  update_actions (self);
}

static void
on_undo_round_response (AdwMessageDialog *dialog,
                        const char       *response,
                        ArbWindow        *self)
{
  if (g_str_equal (response, "undo"))
    do_undo (self);
}

/* Undoing the entry that finished a round reopens it: asked first,
 * unless the preference says not to (confirm-undo-round). */
static void
ask_undo_round (ArbWindow *self)
{
  ArbGame *game = arb_session_get_game (arb_play_page_get_session (play_page (self)));
  guint last = arb_game_get_n_events (game) - 1;
  AdwMessageDialog *dialog;

  dialog = ADW_MESSAGE_DIALOG (adw_message_dialog_new (GTK_WINDOW (self), _("Reopen a Finished Round?"), NULL));
  adw_message_dialog_format_body (dialog, _("Undoing entry %u, “%s”, reopens a round the table had finished."),
                                  last + 1, arb_game_get_description (game, last));
  adw_message_dialog_add_responses (dialog, "cancel", _("_Cancel"), "undo", _("_Undo"), NULL);
  adw_message_dialog_set_response_appearance (dialog, "undo", ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_default_response (dialog, "undo");
  adw_message_dialog_set_close_response (dialog, "cancel");
  g_signal_connect_object (dialog, "response", G_CALLBACK (on_undo_round_response), self, 0);
  arb_widget_return_focus_on_close (dialog, GTK_WIDGET (self));
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
undo_or_redo (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  ArbWindow *self = ARB_WINDOW (widget);
  const char *page = gtk_stack_get_visible_child_name (self->stack);
  g_autoptr(GError) error = NULL;

  if (g_str_equal (action_name, "win.undo") && g_strcmp0 (page, "history") == 0)
    {
      gtk_widget_activate_action (GTK_WIDGET (self->history_page), "history.undo-delete", NULL);
      return;
    }
  if (g_str_equal (action_name, "win.undo") && g_strcmp0 (page, "players") == 0)
    {
      gtk_widget_activate_action (GTK_WIDGET (self->players_page), "players.undo-rename", NULL);
      return;
    }
  if (g_str_equal (action_name, "win.undo"))
    {
      if (g_settings_get_boolean (self->settings, "confirm-undo-round")
          && arb_play_page_undo_crosses_round (play_page (self)))
        ask_undo_round (self);
      else
        do_undo (self);
      return;
    }
  if (!arb_play_page_redo (play_page (self), &error))
    toast (self, error->message);
  update_actions (self);
}

static void
undo_correction (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  ArbWindow *self = ARB_WINDOW (widget);
  g_autoptr(GError) error = NULL;

  if (!arb_play_page_undo_correction (play_page (self), &error))
    toast (self, error->message);
  else
    arb_window_add_undo_toast (self, _("The log is as it was before the correction"), "win.undo-correction");
  update_actions (self);
}

static void
correct_entry (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  arb_play_page_pick_entry (play_page (ARB_WINDOW (widget)));
}

static void
toggle_log (GtkWidget  *widget,
            const char *action_name,
            GVariant   *parameter)
{
  arb_play_page_toggle_log (play_page (ARB_WINDOW (widget)));
}

static void
show_view (GtkWidget  *widget,
           const char *action_name,
           GVariant   *parameter)
{
  ArbWindow *self = ARB_WINDOW (widget);

  arb_play_page_show_view (play_page (self),
                           g_str_equal (action_name, "win.show-score") ? "score" : "table");
}

/* F11: the state in large type, and back. */
static void
toggle_large_type (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  ArbPlayPage *page = play_page (ARB_WINDOW (widget));

  arb_play_page_set_large_type (page, !arb_play_page_get_large_type (page));
}

static void
restore_size (ArbWindow *self)
{
  gtk_window_set_default_size (GTK_WINDOW (self),
                               g_settings_get_int (self->settings, "window-width"),
                               g_settings_get_int (self->settings, "window-height"));
  if (g_settings_get_boolean (self->settings, "window-maximized"))
    gtk_window_maximize (GTK_WINDOW (self));
}

static gboolean
arb_window_close_request (GtkWindow *window)
{
  ArbWindow *self = ARB_WINDOW (window);
  int width, height;

  gtk_window_get_default_size (window, &width, &height);
  g_settings_set_int (self->settings, "window-width", width);
  g_settings_set_int (self->settings, "window-height", height);
  g_settings_set_boolean (self->settings, "window-maximized", gtk_window_is_maximized (window));
  return GTK_WINDOW_CLASS (arb_window_parent_class)->close_request (window);
}

/* During a game the shortcuts open at that game's keys; each game has a
 * section named by its id in gtk/help-overlay.ui. */
/* Opens the section of the game in play, or the general one. */
static void
on_help_overlay_show (ArbWindow *self)
{
  ArbSession *session = self->play_page != NULL ? arb_play_page_get_session (self->play_page) : NULL;
  const char *section = "general";

  if (session != NULL && g_strcmp0 (gtk_stack_get_visible_child_name (self->stack), "play") == 0)
    section = arb_game_get_rules (arb_session_get_game (session))->id;
  else if (g_strcmp0 (gtk_stack_get_visible_child_name (self->stack), "check") == 0)
    section = "tilerummy";
  g_object_set (self->shortcuts, "section-name", section, NULL);
}

static void
arb_window_constructed (GObject *object)
{
  ArbWindow *self = ARB_WINDOW (object);

  G_OBJECT_CLASS (arb_window_parent_class)->constructed (object);
  if (DEVELOPMENT)
    gtk_widget_add_css_class (GTK_WIDGET (self), "devel");
  restore_size (self);
  arb_start_page_refresh (self->start_page, self->store);
  arb_start_page_focus (self->start_page);
  update_actions (self);
}

/* The shortcuts window, built the first time it is asked for (not
 * before the first frame, as GtkApplicationWindow would) and kept. */
static void
show_shortcuts (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  ArbWindow *self = ARB_WINDOW (widget);

  if (self->shortcuts == NULL)
    {
      g_autoptr(GtkBuilder) builder = gtk_builder_new_from_resource ("/io/github/tablearbiter/Arbiter/arb-shortcuts.ui");

      self->shortcuts = GTK_WINDOW (g_object_ref_sink (gtk_builder_get_object (builder, "help_overlay")));
      gtk_window_set_transient_for (self->shortcuts, GTK_WINDOW (self));
      gtk_window_set_hide_on_close (self->shortcuts, TRUE);
      arb_widget_return_focus_on_close (self->shortcuts, GTK_WIDGET (self));
      g_signal_connect_object (self->shortcuts, "map", G_CALLBACK (on_help_overlay_show), self, G_CONNECT_SWAPPED);
    }
  on_help_overlay_show (self);
  gtk_window_present (self->shortcuts);
}

static void
arb_window_set_property (GObject      *object,
                         guint         prop_id,
                         const GValue *value,
                         GParamSpec   *pspec)
{
  ArbWindow *self = ARB_WINDOW (object);

  switch (prop_id)
    {
    case PROP_STORE:
      self->store = g_value_get_pointer (value);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
arb_window_dispose (GObject *object)
{
  ArbWindow *self = ARB_WINDOW (object);

  if (self->play_page != NULL)
    arb_play_page_set_session (self->play_page, NULL);
  g_clear_weak_pointer (&self->message);
  release_inhibit (self);
  if (self->settings != NULL)
    g_signal_handlers_disconnect_by_data (self->settings, self);
  if (self->shortcuts != NULL)
    gtk_window_destroy (self->shortcuts);
  g_clear_object (&self->shortcuts);
  gtk_widget_dispose_template (GTK_WIDGET (self), ARB_TYPE_WINDOW);
  G_OBJECT_CLASS (arb_window_parent_class)->dispose (object);
}

static void
arb_window_finalize (GObject *object)
{
  ArbWindow *self = ARB_WINDOW (object);

  g_clear_object (&self->settings);
  G_OBJECT_CLASS (arb_window_parent_class)->finalize (object);
}

/* A dialog of this window; when it closes the table's input has the
 * focus again. */
static void
present_transient (ArbWindow *self,
                   GtkWindow *dialog)
{
  arb_widget_return_focus_on_close (dialog, GTK_WIDGET (self));
  gtk_window_present (dialog);
}

/* The rules reference, built now (not at start-up), with the game in
 * play first; a rule id opens it at that rule, as a refusal's link does. */
static void
show_rules (GtkWidget  *widget,
            const char *action_name,
            GVariant   *parameter)
{
  ArbWindow *self = ARB_WINDOW (widget);
  gboolean playing = g_strcmp0 (gtk_stack_get_visible_child_name (self->stack), "play") == 0;
  ArbSession *session = playing && self->play_page != NULL ? arb_play_page_get_session (self->play_page) : NULL;
  ArbGame *game = session != NULL ? arb_session_get_game (session) : NULL;
  const char *rule_id = parameter != NULL ? g_variant_get_string (parameter, NULL) : NULL;
  const ArbRules *first = game != NULL ? arb_game_get_rules (game) : arb_rules_find_game_of_ruling (rule_id);
  GtkWidget *rules = arb_rules_window_new (GTK_WINDOW (self), first,
                                           game != NULL ? arb_game_get_setup (game) : NULL);

  present_transient (self, GTK_WINDOW (rules));
  if (rule_id != NULL)
    arb_rules_window_show_rule (ARB_RULES_WINDOW (rules), rule_id);
}

static void
show_preferences (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  ArbWindow *self = ARB_WINDOW (widget);

  present_transient (self, GTK_WINDOW (arb_preferences_window_new (GTK_WINDOW (self))));
}

/* Whatever has the focus, the table's input takes it back: after any
 * popover, menu or dialog closes (arb_widget_return_focus_on_close()). */
static void
focus_table_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  ArbWindow *self = ARB_WINDOW (widget);

  const char *page = gtk_stack_get_visible_child_name (self->stack);

  if (g_strcmp0 (page, "play") == 0)
    arb_play_page_focus (play_page (self));
  else if (g_strcmp0 (page, "history") == 0)
    arb_history_page_focus (self->history_page);
  else if (g_strcmp0 (page, "players") == 0)
    arb_players_page_focus (self->players_page);
  else if (g_strcmp0 (page, "start") == 0)
    arb_start_page_focus (self->start_page);
  else if (g_strcmp0 (page, "check") == 0)
    arb_tilerummy_check_page_focus (check_page (self));
}

static void
show_about (GtkWidget  *widget,
            const char *action_name,
            GVariant   *parameter)
{
  ArbWindow *self = ARB_WINDOW (widget);
  const char *developers[] = { "The Arbiter developers", NULL };
  GtkWidget *about;

  about = g_object_new (ADW_TYPE_ABOUT_WINDOW,
                        "transient-for", self,
                        "modal", TRUE,
                        "application-name", _("Arbiter"),
                        "application-icon", APP_ID,
                        "version", PACKAGE_VERSION,
                        "comments", _("Referee and keep score for card games played at the table."),
                        "developer-name", _("The Arbiter developers"),
                        "developers", developers,
                        "license-type", GTK_LICENSE_GPL_3_0,
                        "website", "https://github.com/tablearbiter/arbiter",
                        "issue-url", "https://github.com/tablearbiter/arbiter/issues",
                        NULL);
  present_transient (self, GTK_WINDOW (about));
}

/* ---- history, players, backup and import ---- */

/* Leaves the game in play, if any: its names or its entries may change. */
static void
leave_game (ArbWindow *self)
{
  if (self->play_page != NULL)
    arb_play_page_set_session (self->play_page, NULL);
}

/* Whatever the store holds now, on the pages already built. */
static void
refresh_lists (ArbWindow *self)
{
  arb_start_page_refresh (self->start_page, self->store);
  if (self->history_page != NULL)
    arb_history_page_refresh (self->history_page);
  if (self->players_page != NULL)
    arb_players_page_refresh (self->players_page);
}

/* Once the page is shown and the menu that opened it has closed. */
static gboolean
focus_page (gpointer user_data)
{
  focus_table_action (GTK_WIDGET (user_data), NULL, NULL);
  return G_SOURCE_REMOVE;
}

static void
show_history (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  ArbWindow *self = ARB_WINDOW (widget);

  if (self->history_page == NULL)
    {
      self->history_page = ARB_HISTORY_PAGE (arb_history_page_new (self->store));
      gtk_stack_add_named (self->stack, GTK_WIDGET (self->history_page), "history");
    }
  leave_game (self);
  arb_history_page_refresh (self->history_page);
  show_page (self, "history");
  arb_history_page_focus (self->history_page);
  g_idle_add_full (G_PRIORITY_DEFAULT_IDLE, focus_page, g_object_ref (self), g_object_unref);
}

static void
show_players (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  ArbWindow *self = ARB_WINDOW (widget);

  if (self->players_page == NULL)
    {
      self->players_page = ARB_PLAYERS_PAGE (arb_players_page_new (self->store));
      gtk_stack_add_named (self->stack, GTK_WIDGET (self->players_page), "players");
    }
  leave_game (self);
  arb_players_page_refresh (self->players_page);
  show_page (self, "players");
  arb_players_page_focus (self->players_page);
  g_idle_add_full (G_PRIORITY_DEFAULT_IDLE, focus_page, g_object_ref (self), g_object_unref);
}

/* A message with one button; the focus comes back when it closes. */
static void
show_message (ArbWindow  *self,
              const char *heading,
              const char *body)
{
  GtkWidget *dialog = adw_message_dialog_new (GTK_WINDOW (self), heading, body);

  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "close");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "close");
  g_set_weak_pointer (&self->message, ADW_MESSAGE_DIALOG (dialog));
  present_transient (self, GTK_WINDOW (dialog));
}

static void
choose_file (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  if (g_str_equal (action_name, "win.import-record"))
    arb_transfer_choose_import (GTK_WINDOW (widget));
  else if (g_str_equal (action_name, "win.back-up"))
    arb_transfer_choose_backup (GTK_WINDOW (widget));
  else
    arb_transfer_choose_restore (GTK_WINDOW (widget));
}

static void
back_up_to (GtkWidget  *widget,
            const char *action_name,
            GVariant   *parameter)
{
  ArbWindow *self = ARB_WINDOW (widget);
  const char *path = g_variant_get_string (parameter, NULL);
  g_autoptr(GError) error = NULL;
  g_autofree char *base = g_path_get_basename (path);
  g_autofree char *text = NULL;

  if (!arb_transfer_back_up (self->store, path, &error))
    {
      show_message (self, _("The Backup Was Not Written"), error->message);
      return;
    }
  text = g_strdup_printf (_("Every game is backed up in %s"), base);
  toast (self, text);
  focus_table_action (widget, NULL, NULL);
}

static void
restore_from (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  ArbWindow *self = ARB_WINDOW (widget);
  const char *path = g_variant_get_string (parameter, NULL);
  g_autoptr(GError) error = NULL;
  g_autofree ArbRestoreReport *report = NULL;
  g_autofree char *text = NULL;

  leave_game (self);
  if (g_strcmp0 (gtk_stack_get_visible_child_name (self->stack), "play") == 0)
    show_start (widget, NULL, NULL);
  report = arb_store_restore_backup (self->store, path, &error);
  if (report == NULL)
    {
      show_message (self, _("The Backup Was Not Restored"), error->message);
      return;
    }
  refresh_lists (self);
  text = arb_transfer_restore_text (report);
  show_message (self, _("Backup Restored"), text);
}

/* A record is checked as it is read in, then opened as a game; its
 * refusal, if it has one, is shown over it. */
static void
import_file (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  ArbWindow *self = ARB_WINDOW (widget);
  const char *path = g_variant_get_string (parameter, NULL);
  g_autoptr(GError) error = NULL;
  g_autofree char *contents = NULL;
  gsize length = 0;
  g_autoptr(ArbImport) import = NULL;

  if (g_file_get_contents (path, &contents, &length, &error))
    import = arb_store_import_record (self->store, contents, (gssize) length, &error);
  if (import == NULL)
    {
      show_message (self, _("This Record Cannot Be Imported"), error->message);
      return;
    }
  refresh_lists (self);
  gtk_widget_activate_action (widget, "win.continue-game", "x", import->game);
  if (import->refusal != NULL)
    {
      g_autofree char *text = arb_transfer_import_text (import, path);

      show_message (self, _("An Entry of This Record Is Refused"), text);
    }
  else if (import->already)
    toast (self, _("This record was imported before: here is its game"));
}

static void
install_actions (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.new-game", "s", new_game);
  gtk_widget_class_install_action (widget_class, "win.continue-game", "x", continue_game);
  gtk_widget_class_install_action (widget_class, "win.check-table", NULL, check_table);
  gtk_widget_class_install_action (widget_class, "win.start-game", "b", start_game);
  gtk_widget_class_install_action (widget_class, "win.show-start", NULL, show_start);
  gtk_widget_class_install_action (widget_class, "win.undo", NULL, undo_or_redo);
  gtk_widget_class_install_action (widget_class, "win.redo", NULL, undo_or_redo);
  gtk_widget_class_install_action (widget_class, "win.undo-correction", NULL, undo_correction);
  gtk_widget_class_install_action (widget_class, "win.correct-entry", NULL, correct_entry);
  gtk_widget_class_install_action (widget_class, "win.toggle-log", NULL, toggle_log);
  gtk_widget_class_install_action (widget_class, "win.show-table", NULL, show_view);
  gtk_widget_class_install_action (widget_class, "win.show-score", NULL, show_view);
  gtk_widget_class_install_action (widget_class, "win.show-rules", NULL, show_rules);
  gtk_widget_class_install_action (widget_class, "win.show-rule", "s", show_rules);
  gtk_widget_class_install_action (widget_class, "win.focus-table", NULL, focus_table_action);
  gtk_widget_class_install_action (widget_class, "win.about", NULL, show_about);
  gtk_widget_class_install_action (widget_class, "win.show-history", NULL, show_history);
  gtk_widget_class_install_action (widget_class, "win.show-players", NULL, show_players);
  gtk_widget_class_install_action (widget_class, "win.import-record", NULL, choose_file);
  gtk_widget_class_install_action (widget_class, "win.back-up", NULL, choose_file);
  gtk_widget_class_install_action (widget_class, "win.restore", NULL, choose_file);
  gtk_widget_class_install_action (widget_class, "win.import-file", "s", import_file);
  gtk_widget_class_install_action (widget_class, "win.back-up-to", "s", back_up_to);
  gtk_widget_class_install_action (widget_class, "win.restore-from", "s", restore_from);
  gtk_widget_class_install_action (widget_class, "win.preferences", NULL, show_preferences);
  gtk_widget_class_install_action (widget_class, "win.large-type", NULL, toggle_large_type);
  gtk_widget_class_install_action (widget_class, "win.show-help-overlay", NULL, show_shortcuts);
  arb_export_actions_install (widget_class);
}

static void
arb_window_class_init (ArbWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GtkWindowClass *window_class = GTK_WINDOW_CLASS (klass);

  object_class->constructed = arb_window_constructed;
  object_class->set_property = arb_window_set_property;
  object_class->dispose = arb_window_dispose;
  object_class->finalize = arb_window_finalize;
  window_class->close_request = arb_window_close_request;

  properties[PROP_STORE] =
    g_param_spec_pointer ("store", NULL, NULL,
                          G_PARAM_WRITABLE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* only the start page is in the template: the setup and play pages'
   * classes (and their templates) are made with their first page */
  g_type_ensure (ARB_TYPE_START_PAGE);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/tablearbiter/Arbiter/arb-window.ui");
  gtk_widget_class_bind_template_child (widget_class, ArbWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, ArbWindow, stack);
  gtk_widget_class_bind_template_child (widget_class, ArbWindow, start_page);
  gtk_widget_class_bind_template_callback (widget_class, on_page_changed);
  install_actions (widget_class);
}

/* A key that nothing under the window took (bubble phase): a letter or
 * a digit typed at the table while the focus was away from its input
 * (in the header bar after Tab) is the table's all the same. */
static gboolean
on_key_pressed (GtkEventControllerKey *controller,
                guint                  keyval,
                guint                  keycode,
                GdkModifierType        state,
                ArbWindow             *self)
{
  if (self->play_page == NULL || g_strcmp0 (gtk_stack_get_visible_child_name (self->stack), "play") != 0)
    return FALSE;
  return arb_play_page_take_typed_key (self->play_page, controller, keyval, state);
}

static void
arb_window_init (ArbWindow *self)
{
  GtkEventController *keys = gtk_event_controller_key_new ();

  self->settings = g_settings_new (SETTINGS_SCHEMA_ID);
  gtk_widget_init_template (GTK_WIDGET (self));
  g_signal_connect (keys, "key-pressed", G_CALLBACK (on_key_pressed), self);
  gtk_widget_add_controller (GTK_WIDGET (self), keys);
  g_signal_connect_swapped (self->settings, "changed::inhibit-idle", G_CALLBACK (update_inhibit), self);
}

ArbWindow *
arb_window_new (GtkApplication *application,
                ArbStore       *store)
{
  ArbWindow *self = g_object_new (ARB_TYPE_WINDOW,
                                  "application", application,
                                  "store", store,
                                  NULL);

  return self;
}

/* Whether the window keeps the screen awake now (a game open, not
 * finished, the preference on). */
gboolean
arb_window_is_inhibiting_idle (ArbWindow *self)
{
  g_return_val_if_fail (ARB_IS_WINDOW (self), FALSE);
  return self->inhibiting;
}

const char *
arb_window_get_page_name (ArbWindow *self)
{
  g_return_val_if_fail (ARB_IS_WINDOW (self), NULL);
  return gtk_stack_get_visible_child_name (self->stack);
}

ArbStore *
arb_window_get_store (ArbWindow *self)
{
  g_return_val_if_fail (ARB_IS_WINDOW (self), NULL);
  return self->store;
}

void
arb_window_add_toast (ArbWindow  *self,
                      const char *text)
{
  g_return_if_fail (ARB_IS_WINDOW (self));
  toast (self, text);
}

GtkWidget *
arb_window_get_page (ArbWindow  *self,
                     const char *name)
{
  g_return_val_if_fail (ARB_IS_WINDOW (self), NULL);
  if (g_strcmp0 (name, "setup") == 0)
    return GTK_WIDGET (setup_page (self));
  if (g_strcmp0 (name, "play") == 0)
    return GTK_WIDGET (play_page (self));
  if (g_strcmp0 (name, "check") == 0)
    return GTK_WIDGET (check_page (self));
  return gtk_stack_get_child_by_name (self->stack, name);
}

/* The latest message the window showed (a refusal of an imported
 * record, what a restore did), while it is open: for tests. */
AdwMessageDialog *
arb_window_get_message (ArbWindow *self)
{
  g_return_val_if_fail (ARB_IS_WINDOW (self), NULL);
  return self->message;
}
