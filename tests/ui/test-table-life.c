/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * Living at the table: the preferences change what a new game starts
 * with, the screen is kept awake while a game is open, F11 shows the
 * state in large type, and the rules reference finds rules by words and
 * ids and opens at the rule a refusal names.
 */
#include "config.h"

#include <adwaita.h>

#include "arb-game-defaults.h"
#include "arb-game-page.h"
#include "arb-large-view.h"
#include "arb-nothanks-page.h"
#include "arb-preferences-window.h"
#include "arb-refusal-bar.h"
#include "arb-rules-window.h"
#include "arb-setup-page.h"
#include "ui-fixture.h"

static const char *players[] = { "Ann", "Ben", "Cleo", NULL };

static ArbNothanksPage *
table (Fixture *f)
{
  return ARB_NOTHANKS_PAGE (arb_play_page_get_game_page (play_page (f)));
}

static void
start_game (Fixture  *f,
            gboolean  score_only)
{
  open_setup (f);
  arb_setup_page_set_players (setup_page (f), players);
  arb_setup_page_set_first_player (setup_page (f), "Ben");
  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.start-game", "b", score_only);
  drain ();
  gtk_test_widget_wait_for_draw (GTK_WIDGET (f->window));
  g_assert_cmpstr (arb_window_get_page_name (f->window), ==, "play");
}

static GtkWindow *
find_toplevel (GType type)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) w = g_list_model_get_item (toplevels, i);

      if (G_TYPE_CHECK_INSTANCE_TYPE (w, type) && gtk_widget_get_visible (GTK_WIDGET (w)))
        return w;
    }
  return NULL;
}

static void
close_transient (GtkWindow *dialog)
{
  g_assert_nonnull (dialog);
  gtk_window_destroy (dialog);
  drain_for (100);
}

static gboolean
focus_on_input (Fixture *f)
{
  GtkWidget *focus = focus_of (f);

  return focus != NULL && GTK_IS_TEXT (focus) && gtk_widget_is_ancestor (focus, GTK_WIDGET (table (f)));
}

static void
assert_focus_on_input (Fixture    *f,
                       const char *after)
{
  GtkWidget *focus;
  gint64 end = g_get_monotonic_time () + 5 * G_USEC_PER_SEC;

  while (!focus_on_input (f) && g_get_monotonic_time () < end)
    drain_for (20);
  focus = focus_of (f);
  if (!focus_on_input (f))
    g_error ("after %s the focus is on %s, not the table's input", after,
             focus != NULL ? G_OBJECT_TYPE_NAME (focus) : "nothing");
}

static GSettings *
settings (void)
{
  return g_settings_new (SETTINGS_SCHEMA_ID);
}

static void
reset_settings (void)
{
  g_autoptr(GSettings) s = settings ();

  g_settings_reset (s, "hide-secret-counts");
  g_settings_reset (s, "game-options");
  g_settings_reset (s, "inhibit-idle");
  g_settings_reset (s, "confirm-undo-round");
}

static void
assert_setup_option (Fixture    *f,
                     const char *key,
                     const char *expected)
{
  g_autofree char *value = arb_setup_page_dup_option (setup_page (f), key);

  g_assert_cmpstr (value, ==, expected);
}

static ArbPreferencesWindow *
open_preferences (Fixture *f)
{
  ArbPreferencesWindow *prefs;

  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.preferences", NULL);
  drain ();
  prefs = ARB_PREFERENCES_WINDOW (find_toplevel (ARB_TYPE_PREFERENCES_WINDOW));
  g_assert_nonnull (prefs);
  return prefs;
}

/* The preferences' switches and option controls decide what a new
 * game's setup starts with, and the secret counts follow. */
static void
test_preferences (Fixture       *f,
                  gconstpointer  data)
{
  ArbPreferencesWindow *prefs;
  g_autoptr(GSettings) s = settings ();
  GtkWidget *reset;

  reset_settings ();
  /* the rules' defaults, as nothing is changed */
  open_setup (f);
  assert_setup_option (f, "hide-chips", "yes");
  assert_setup_option (f, "match", "1");
  assert_setup_option (f, "tactical", "no");

  prefs = open_preferences (f);
  g_assert_true (gtk_switch_get_active (GTK_SWITCH (arb_preferences_window_get_control (prefs, "hide-secret-counts"))));
  g_assert_true (gtk_switch_get_active (GTK_SWITCH (arb_preferences_window_get_control (prefs, "inhibit-idle"))));
  g_assert_true (gtk_switch_get_active (GTK_SWITCH (arb_preferences_window_get_control (prefs, "confirm-undo-round"))));
  /* the secret counts are one switch, not an option of the game's group */
  g_assert_null (arb_preferences_window_get_control (prefs, "nothanks.hide-chips"));
  /* games without options have no group */
  g_assert_nonnull (arb_preferences_window_get_control (prefs, "votestuffing.extended"));
  reset = g_object_get_data (G_OBJECT (arb_preferences_window_get_control (prefs, "nothanks.match")), "reset");
  g_assert_false (gtk_widget_get_sensitive (reset));

  gtk_switch_set_active (GTK_SWITCH (arb_preferences_window_get_control (prefs, "hide-secret-counts")), FALSE);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (arb_preferences_window_get_control (prefs, "nothanks.match")), 4);
  gtk_switch_set_active (GTK_SWITCH (arb_preferences_window_get_control (prefs, "nothanks.tactical")), TRUE);
  drain ();
  g_assert_false (g_settings_get_boolean (s, "hide-secret-counts"));
  g_assert_true (gtk_widget_get_sensitive (reset));
  close_transient (GTK_WINDOW (prefs));

  /* a new game starts from them ... */
  start_game (f, FALSE);
  g_assert_cmpstr (arb_setup_get_option (arb_game_get_setup (arb_session_get_game (arb_play_page_get_session (play_page (f)))), "match"), ==, "4");
  g_assert_cmpstr (arb_setup_get_option (arb_game_get_setup (arb_session_get_game (arb_play_page_get_session (play_page (f)))), "tactical"), ==, "yes");
  /* ... with the chips in the open: 10 each in the tactical variant */
  g_assert_false (arb_game_page_get_score_hidden (ARB_GAME_PAGE (table (f))));
  g_assert_nonnull (strstr (arb_nothanks_page_get_seat_summary (table (f), 0), "10 chips"));

  /* Reset gives the game's options back to the rules; secret counts on */
  prefs = open_preferences (f);
  reset = g_object_get_data (G_OBJECT (arb_preferences_window_get_control (prefs, "nothanks.match")), "reset");
  g_assert_true (gtk_widget_get_sensitive (reset));
  g_signal_emit_by_name (reset, "clicked");
  gtk_switch_set_active (GTK_SWITCH (arb_preferences_window_get_control (prefs, "hide-secret-counts")), TRUE);
  drain ();
  g_assert_cmpfloat (gtk_spin_button_get_value (GTK_SPIN_BUTTON (arb_preferences_window_get_control (prefs, "nothanks.match"))), ==, 1);
  g_assert_false (gtk_widget_get_sensitive (reset));
  close_transient (GTK_WINDOW (prefs));
  assert_focus_on_input (f, "the preferences");

  start_game (f, FALSE);
  g_assert_true (arb_game_page_get_score_hidden (ARB_GAME_PAGE (table (f))));
  g_assert_nonnull (strstr (arb_nothanks_page_get_seat_summary (table (f), 0), "chips hidden"));

  /* a stored value the rules refuse is not offered */
  g_settings_set_value (s, "game-options", g_variant_new_parsed ("{'nothanks.match': '500', 'nothanks.tactical': 'maybe'}"));
  open_setup (f);
  assert_setup_option (f, "match", "1");
  assert_setup_option (f, "tactical", "no");
  reset_settings ();
}

/* The screen is kept awake while an unfinished game is open and the
 * preference is on; never on the start page or after the game ends. */
static void
test_inhibit (Fixture       *f,
              gconstpointer  data)
{
  g_autoptr(GSettings) s = settings ();

  reset_settings ();
  g_assert_false (arb_window_is_inhibiting_idle (f->window));
  open_setup (f);
  g_assert_false (arb_window_is_inhibiting_idle (f->window));
  start_game (f, FALSE);
  g_assert_true (arb_window_is_inhibiting_idle (f->window));

  g_settings_set_boolean (s, "inhibit-idle", FALSE);
  drain ();
  g_assert_false (arb_window_is_inhibiting_idle (f->window));
  g_settings_set_boolean (s, "inhibit-idle", TRUE);
  drain ();
  g_assert_true (arb_window_is_inhibiting_idle (f->window));

  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.show-start", NULL);
  drain ();
  g_assert_false (arb_window_is_inhibiting_idle (f->window));

  /* a game that finishes lets the screen rest */
  start_game (f, TRUE);
  g_assert_true (arb_window_is_inhibiting_idle (f->window));
  g_assert_true (arb_nothanks_page_enter_hand (table (f), 0, "3 4 17-20", 10));
  g_assert_true (arb_nothanks_page_enter_hand (table (f), 1, "5-12", 12));
  g_assert_true (arb_window_is_inhibiting_idle (f->window));
  g_assert_true (arb_nothanks_page_enter_hand (table (f), 2, "21-30", 11));
  drain ();
  g_assert_true (arb_game_is_finished (arb_session_get_game (arb_play_page_get_session (play_page (f)))));
  g_assert_false (arb_window_is_inhibiting_idle (f->window));
  /* and undoing the last hand opens the game again (the undo that
   * reopens a finished game asks first unless the preference is off) */
  g_settings_set_boolean (s, "confirm-undo-round", FALSE);
  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.undo", NULL);
  drain ();
  g_assert_true (arb_window_is_inhibiting_idle (f->window));
}

static void
assert_player (ArbLargeView *view,
               guint         seat,
               const char   *expected)
{
  g_autofree char *row = arb_large_view_dup_player (view, seat);

  if (!g_str_equal (row, expected))
    g_error ("the large view shows “%s” for seat %u, expected “%s”", row, seat, expected);
}

/* F11 shows whose turn it is, the prompt, the card and each player's
 * points in large type; the points follow each entry; F11 or Escape
 * leaves, with the focus back on the table's input. */
static void
test_large_type (Fixture       *f,
                 gconstpointer  data)
{
  ArbLargeView *view;

  reset_settings ();
  start_game (f, FALSE);
  view = ARB_LARGE_VIEW (arb_play_page_get_large_view (play_page (f)));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (table (f)), "nt.card", "s", "17"));
  drain ();

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "win.large-type", NULL));
  drain ();
  g_assert_true (arb_play_page_get_large_type (play_page (f)));
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (view)));
  g_assert_true (focus_of (f) == GTK_WIDGET (view));
  g_assert_cmpstr (arb_large_view_get_turn (view), ==, "Ben");
  g_assert_cmpstr (arb_large_view_get_prompt (view), ==, arb_nothanks_page_get_prompt_text (table (f)));
  g_assert_cmpstr (arb_large_view_get_centre (view), ==, "The 17, with 0 chips on it");
  /* chips are secret: the points show the cards' part and a "?" */
  assert_player (view, 0, "Ann 0 (?)");
  assert_player (view, 1, "▶ Ben 0 (?)");

  /* entries go on under it; the view follows */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (table (f)), "nt.pass", NULL));
  drain ();
  g_assert_cmpstr (arb_large_view_get_turn (view), ==, "Cleo");
  g_assert_cmpstr (arb_large_view_get_centre (view), ==, "The 17, with 1 chip on it");
  assert_player (view, 2, "▶ Cleo 0 (?)");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (table (f)), "nt.take", NULL));
  drain ();
  /* who takes turns up the next card (NT-5) */
  assert_player (view, 2, "▶ Cleo 17 (?)");
  g_assert_cmpstr (arb_large_view_get_centre (view), ==, "No card is face up");

  /* Escape (bound on the view) leaves, like F11 */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "win.large-type", NULL));
  drain ();
  g_assert_false (arb_play_page_get_large_type (play_page (f)));
  assert_focus_on_input (f, "leaving the large type view");

  /* with the chips shown, the totals are whole */
  arb_nothanks_page_set_chips_revealed (table (f), TRUE);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "win.large-type", NULL));
  drain ();
  assert_player (view, 2, "▶ Cleo 5");
  assert_player (view, 0, "Ann -11");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "win.large-type", NULL));
  drain ();
  assert_focus_on_input (f, "F11");

  /* going back to the games leaves it too */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "win.large-type", NULL));
  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.show-start", NULL);
  drain ();
  g_assert_false (arb_play_page_get_large_type (play_page (f)));
  /* and off the table there is nothing to show */
  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.large-type", NULL);
  drain ();
  g_assert_false (arb_play_page_get_large_type (play_page (f)));
}

static void
assert_shown (ArbRulesWindow *rules,
              const char     *query,
              const char     *expected)
{
  g_auto(GStrv) ids = NULL;
  g_autofree char *joined = NULL;

  arb_rules_window_search (rules, query);
  ids = arb_rules_window_dup_shown_ids (rules);
  joined = g_strjoinv (" ", ids);
  if (!g_str_equal (joined, expected))
    g_error ("a search for “%s” shows “%s”, expected “%s”", query, joined, expected);
}

/* The reference is built only when asked for; it lists every game,
 * finds rules by words (all of them) and by id, and shows their text. */
static void
test_rules_reference (Fixture       *f,
                      gconstpointer  data)
{
  ArbRulesWindow *rules;

  g_assert_null (find_toplevel (ARB_TYPE_RULES_WINDOW));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "win.show-rules", NULL));
  drain ();
  rules = ARB_RULES_WINDOW (find_toplevel (ARB_TYPE_RULES_WINDOW));
  g_assert_nonnull (rules);
  /* from the start page: the games in the catalogue's order */
  g_assert_cmpstr (arb_rules_window_get_first_game (rules), ==, "splitvote");
  {
    g_auto(GStrv) all = arb_rules_window_dup_shown_ids (rules);
    const char *prefixes[] = { "SV-", "NT-", "TR-", "EI-", "VS-" };

    for (guint i = 0; i < G_N_ELEMENTS (prefixes); i++)
      {
        gboolean found = FALSE;

        for (guint j = 0; all[j] != NULL; j++)
          found |= g_str_has_prefix (all[j], prefixes[i]);
        g_assert_true (found);
      }
  }

  /* by words: every word must appear */
  assert_shown (rules, "chips", "NT-1 NT-3 NT-4 NT-7 NT-8 NT-9");
  assert_shown (rules, "CHIPS secret", "NT-9");
  g_assert_cmpstr (arb_rules_window_get_rule_text (rules, "NT-9"), ==,
                   "Chips are secret: the app can hide the counts until the end.");
  assert_shown (rules, "jokers attached", "SV-9 SV-10");
  /* by id, however it is typed, and only that id */
  assert_shown (rules, "NT-1", "NT-1");
  assert_shown (rules, "nt10", "NT-10");
  assert_shown (rules, " vs 3 ", "VS-3");
  g_assert_nonnull (strstr (arb_rules_window_get_rule_text (rules, "VS-3"), "Power moves"));
  assert_shown (rules, "no such rule", "");
  /* an empty search shows every rule again */
  arb_rules_window_search (rules, "");
  {
    g_auto(GStrv) all = arb_rules_window_dup_shown_ids (rules);

    g_assert_cmpuint (g_strv_length (all), >, 40);
  }
  close_transient (GTK_WINDOW (rules));
}

/* A refusal's rule id opens the reference at that rule, the game in
 * play first; closing it gives the focus back to the input. */
static void
test_refusal_link (Fixture       *f,
                   gconstpointer  data)
{
  ArbRefusalBar *bar;
  GtkWidget *link;
  ArbRulesWindow *rules;

  reset_settings ();
  start_game (f, FALSE);
  bar = ARB_REFUSAL_BAR (find_descendant (GTK_WIDGET (table (f)), ARB_TYPE_REFUSAL_BAR));
  /* T with no card up: NT-5 says who turns up */
  g_assert_true (arb_game_page_handle_key (ARB_GAME_PAGE (table (f)), GDK_KEY_t, 0));
  drain ();
  g_assert_cmpstr (arb_nothanks_page_get_refusal (table (f)), ==, "NT-5");
  link = arb_refusal_bar_get_rule_link (bar);
  g_assert_nonnull (link);
  g_signal_emit_by_name (link, "clicked");
  drain ();
  rules = ARB_RULES_WINDOW (find_toplevel (ARB_TYPE_RULES_WINDOW));
  g_assert_nonnull (rules);
  g_assert_cmpstr (arb_rules_window_get_highlighted (rules), ==, "NT-5");
  g_assert_cmpstr (arb_rules_window_get_first_game (rules), ==, "nothanks");
  g_assert_nonnull (arb_rules_window_get_rule_text (rules, "NT-5"));
  close_transient (GTK_WINDOW (rules));
  assert_focus_on_input (f, "the rules reference");

  /* a form the notation refuses has no rule to link to */
  g_assert_false (arb_nothanks_page_enter_hand (table (f), 0, "x", 1));
  g_assert_null (arb_refusal_bar_get_rule_link (bar));

  /* the setup page's refusal links too: three seats, one empty is NT-1 */
  open_setup (f);
  {
    const char *two[] = { "Ann", "Ben", NULL };

    arb_setup_page_set_players (setup_page (f), two);
  }
  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.start-game", "b", FALSE);
  drain ();
  g_assert_cmpstr (arb_setup_page_get_refusal (setup_page (f)), ==, "NT-1");
  link = arb_refusal_bar_get_rule_link (ARB_REFUSAL_BAR (find_descendant (GTK_WIDGET (setup_page (f)), ARB_TYPE_REFUSAL_BAR)));
  g_assert_nonnull (link);
  g_signal_emit_by_name (link, "clicked");
  drain ();
  rules = ARB_RULES_WINDOW (find_toplevel (ARB_TYPE_RULES_WINDOW));
  g_assert_cmpstr (arb_rules_window_get_highlighted (rules), ==, "NT-1");
  g_assert_cmpstr (arb_rules_window_get_first_game (rules), ==, "nothanks");
  close_transient (GTK_WINDOW (rules));
}

int
main (int   argc,
      char *argv[])
{
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();

  g_test_add ("/table-life/preferences", Fixture, NULL, fixture_set_up, test_preferences, fixture_tear_down);
  g_test_add ("/table-life/inhibit", Fixture, NULL, fixture_set_up, test_inhibit, fixture_tear_down);
  g_test_add ("/table-life/large-type", Fixture, NULL, fixture_set_up, test_large_type, fixture_tear_down);
  g_test_add ("/table-life/rules-reference", Fixture, NULL, fixture_set_up, test_rules_reference, fixture_tear_down);
  g_test_add ("/table-life/refusal-link", Fixture, NULL, fixture_set_up, test_refusal_link, fixture_tear_down);
  return g_test_run ();
}
