/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * Loads every template and plays a short No Thanks! game through the
 * window's actions, checking what the window shows after each entry;
 * the seats stay where they are whether a card is to be turned up or
 * taken.
 */
#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>

#include "arb-game-page.h"
#include "arb-nothanks-page.h"
#include "arb-play-page.h"
#include "arb-session.h"
#include "arb-setup-page.h"
#include "arb-store.h"
#include "arb-rules-window.h"
#include "arb-window.h"
#include "ui-fixture.h"

static ArbNothanksPage *
table (Fixture *f)
{
  return ARB_NOTHANKS_PAGE (arb_play_page_get_game_page (play_page (f)));
}

static gboolean
act (Fixture    *f,
     const char *action,
     const char *value)
{
  gboolean ok;

  if (g_str_has_prefix (action, "nt."))
    ok = value != NULL ? gtk_widget_activate_action (GTK_WIDGET (table (f)), action, "s", value)
                       : gtk_widget_activate_action (GTK_WIDGET (table (f)), action, NULL);
  else
    ok = gtk_widget_activate_action (GTK_WIDGET (f->window), action, NULL);
  drain ();
  return ok;
}

static void
start_game_with (Fixture    *f,
                 gboolean    score_only,
                 const char *match)
{
  const char *players[] = { "Ann", "Ben", "Cleo", NULL };
  ArbSetupPage *setup;

  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.new-game", "s", "nothanks");
  drain ();
  g_assert_cmpstr (arb_window_get_page_name (f->window), ==, "setup");
  setup = ARB_SETUP_PAGE (arb_window_get_page (f->window, "setup"));
  arb_setup_page_set_players (setup, players);
  arb_setup_page_set_first_player (setup, "Ben");
  if (match != NULL)
    g_assert_true (arb_setup_page_set_option (setup, "match", match));
  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.start-game", "b", score_only);
  drain ();
  gtk_test_widget_wait_for_draw (GTK_WIDGET (f->window));
  g_assert_cmpstr (arb_window_get_page_name (f->window), ==, "play");
}

static void
start_game (Fixture  *f,
            gboolean  score_only)
{
  start_game_with (f, score_only, NULL);
}

/* The rules reference lists every NT ruling of the game in play. */
static void
test_rules_window (Fixture *f)
{
  GtkWindow *rules = NULL;
  GListModel *toplevels = gtk_window_get_toplevels ();

  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.show-rules", NULL);
  drain ();
  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) w = g_list_model_get_item (toplevels, i);

      if (ARB_IS_RULES_WINDOW (w))
        rules = w;
    }
  g_assert_nonnull (rules);
  g_assert_cmpstr (gtk_window_get_title (rules), ==, "Rules Reference");
  g_assert_cmpstr (arb_rules_window_get_first_game (ARB_RULES_WINDOW (rules)), ==, "nothanks");
  gtk_window_destroy (rules);
  drain ();
}

static void
test_templates (Fixture       *f,
                gconstpointer  data)
{
  g_autoptr(GtkBuilder) builder = gtk_builder_new_from_resource ("/io/github/tablearbiter/Arbiter/arb-shortcuts.ui");
  const char *pages[] = { "start", "setup", "play" };

  g_assert_nonnull (gtk_builder_get_object (builder, "help_overlay"));
  gtk_window_destroy (GTK_WINDOW (gtk_builder_get_object (builder, "help_overlay")));
  for (guint i = 0; i < G_N_ELEMENTS (pages); i++)
    g_assert_nonnull (arb_window_get_page (f->window, pages[i]));
  g_assert_cmpstr (arb_window_get_page_name (f->window), ==, "start");
  /* The game page and its seats are templates too. */
  start_game (f, FALSE);
  g_assert_true (ARB_IS_NOTHANKS_PAGE (table (f)));
  g_assert_nonnull (arb_nothanks_page_get_seat_summary (table (f), 0));
  test_rules_window (f);
}

static void
test_setup_refusal (Fixture       *f,
                    gconstpointer  data)
{
  const char *two[] = { "Ann", "Ben", NULL };
  ArbSetupPage *setup;

  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.new-game", "s", "nothanks");
  drain ();
  setup = ARB_SETUP_PAGE (arb_window_get_page (f->window, "setup"));
  arb_setup_page_set_players (setup, two);
  /* Three seats are offered; with one left empty the engine says NT-1. */
  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.start-game", "b", FALSE);
  drain ();
  g_assert_cmpstr (arb_window_get_page_name (f->window), ==, "setup");
  g_assert_cmpstr (arb_setup_page_get_refusal (setup), ==, "NT-1");
}

static void
test_play (Fixture       *f,
           gconstpointer  data)
{
  start_game (f, FALSE);
  assert_prompt_shows (f, "Ben turns up the first card");
  act (f, "nt.take", NULL);                           /* not offered: nothing happens */
  assert_prompt_shows (f, "Ben turns up the first card");

  g_assert_true (act (f, "nt.card", "27"));
  g_assert_cmpint (arb_nothanks_page_get_shown_card (table (f)), ==, 27);
  assert_prompt_shows (f, "Ben: take the 27");
  g_assert_true (act (f, "nt.pass", NULL));
  assert_prompt_shows (f, "Cleo: take the 27 with 1 chip");
  g_assert_true (act (f, "nt.take", NULL));
  assert_prompt_shows (f, "Cleo turns up the next card");

  /* A refused entry shows its rule and changes nothing. */
  g_assert_true (act (f, "nt.card", "27"));
  g_assert_cmpstr (arb_nothanks_page_get_refusal (table (f)), ==, "NT-2");
  assert_prompt_shows (f, "Cleo turns up the next card");
  /* Keys that are not offered are answered by the engine, not ignored. */
  g_assert_true (arb_game_page_handle_key (ARB_GAME_PAGE (table (f)), GDK_KEY_n, 0));
  g_assert_cmpstr (arb_nothanks_page_get_refusal (table (f)), ==, "NT-5");
  g_assert_true (act (f, "nt.card", "28"));
  g_assert_null (arb_nothanks_page_get_refusal (table (f)));
  g_assert_true (arb_game_page_handle_key (ARB_GAME_PAGE (table (f)), GDK_KEY_3, 0));
  g_assert_cmpstr (arb_nothanks_page_get_refusal (table (f)), ==, "NT-4");
  assert_prompt_shows (f, "Cleo: take the 28");
  g_assert_true (act (f, "nt.take", NULL));

  /* Chips are hidden (NT-9): the seat shows the cards' points only. */
  g_assert_nonnull (strstr (arb_nothanks_page_get_seat_summary (table (f), 2), "chips hidden"));
  g_assert_nonnull (strstr (arb_nothanks_page_get_seat_summary (table (f), 2), "27 points in cards"));
  arb_nothanks_page_set_chips_revealed (table (f), TRUE);
  g_assert_nonnull (strstr (arb_nothanks_page_get_seat_summary (table (f), 2), "12 chips"));
  g_assert_nonnull (strstr (arb_nothanks_page_get_seat_summary (table (f), 2), "score 15"));

  g_assert_cmpuint (arb_play_page_get_n_log_rows (play_page (f)), ==, 6);
  g_assert_true (act (f, "win.undo", NULL));
  assert_prompt_shows (f, "Cleo: take the 28");
  g_assert_cmpuint (arb_play_page_get_n_log_rows (play_page (f)), ==, 5);
  g_assert_true (act (f, "win.redo", NULL));
  assert_prompt_shows (f, "Cleo turns up the next card");

  g_assert_true (act (f, "win.toggle-log", NULL));
  g_assert_true (arb_play_page_get_log_shown (play_page (f)));
}

/* Turning a card up (an entry and the values) and deciding on it (two
 * buttons) take the same height: the seats under them do not move from
 * entry to entry, and the page does not move sideways. */
static void
test_steady_table (Fixture       *f,
                   gconstpointer  data)
{
  GtkWidget *seat;
  graphene_rect_t before;

  start_game (f, FALSE);
  seat = find_with_class (GTK_WIDGET (table (f)), "seat");
  g_assert_nonnull (seat);
  before = drawn_bounds (f, seat);
  g_assert_true (act (f, "nt.card", "27"));
  assert_prompt_shows (f, "Ben: take the 27");
  assert_stays (f, seat, &before, "a seat, once a card is turned up,");
  g_assert_true (act (f, "nt.pass", NULL));
  assert_stays (f, seat, &before, "a seat, after a no thanks,");
  g_assert_true (act (f, "nt.take", NULL));
  assert_prompt_shows (f, "Cleo turns up the next card");
  assert_stays (f, seat, &before, "a seat, once the card is taken,");
  g_assert_true (act (f, "nt.card", "3"));
  assert_stays (f, seat, &before, "a seat, once the next card is turned up,");
}

static gboolean
is_turn_up_hint (GtkWidget     *widget,
                 gconstpointer  data)
{
  return GTK_IS_LABEL (widget) && g_str_has_prefix (gtk_label_get_text (GTK_LABEL (widget)), "Type the value");
}

/* The hint under the values speaks of the 3 waiting for Enter only while
 * the 3 may still turn up. */
static void
test_turn_up_hint (Fixture       *f,
                   gconstpointer  data)
{
  GtkWidget *hint;

  start_game (f, FALSE);
  hint = find_matching (GTK_WIDGET (table (f)), is_turn_up_hint, NULL);
  g_assert_nonnull (hint);
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (hint)), ==,
                   "Type the value or click it; a 3 takes Enter, as the 30s begin with 3");
  g_assert_true (act (f, "nt.card", "3"));
  g_assert_true (act (f, "nt.take", NULL));
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (hint)), ==, "Type the value or click it");
}

/* Plays every remaining card: the player to act takes it. */
static void
play_to_the_end (Fixture *f)
{
  for (int v = 3; v <= 35; v++)
    {
      g_autofree char *value = g_strdup_printf ("%d", v);
      ArbGame *game = arb_session_get_game (arb_play_page_get_session (play_page (f)));

      if (arb_game_is_finished (game) || arb_nothanks_page_is_between_games (table (f)))
        break;
      if (act (f, "nt.card", value))
        act (f, "nt.take", NULL);
    }
}

static void
test_finish_and_resume (Fixture       *f,
                        gconstpointer  data)
{
  g_autoptr(GPtrArray) finished = NULL;
  gint64 id;

  start_game (f, FALSE);
  act (f, "nt.card", "3");
  act (f, "nt.take", NULL);
  id = arb_session_get_id (arb_play_page_get_session (play_page (f)));

  /* Leave and come back: the store has every entry. */
  act (f, "win.show-start", NULL);
  g_assert_cmpstr (arb_window_get_page_name (f->window), ==, "start");
  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.continue-game", "x", id);
  drain ();
  assert_prompt_shows (f, "Ben turns up the next card");

  play_to_the_end (f);
  g_assert_cmpstr (arb_play_page_get_view (play_page (f)), ==, "score");
  assert_prompt_shows (f, "The game is over");
  finished = arb_store_list_games (f->store, ARB_STORE_FINISHED, NULL);
  g_assert_cmpuint (finished->len, ==, 1);
  g_assert_cmpstr (((ArbStoredGame *) g_ptr_array_index (finished, 0))->summary, !=, "");
}

static void
test_match (Fixture       *f,
            gconstpointer  data)
{
  start_game_with (f, FALSE, "2");
  play_to_the_end (f);
  /* Between the games the score shows, and the next game waits. */
  g_assert_cmpstr (arb_play_page_get_view (play_page (f)), ==, "score");
  assert_prompt_shows (f, "Game 2:");
  act (f, "win.show-table", NULL);
  g_assert_cmpstr (arb_play_page_get_view (play_page (f)), ==, "table");
  g_assert_true (act (f, "nt.card", "17"));
  assert_prompt_shows (f, "take the 17");
}

static void
test_score_only (Fixture       *f,
                 gconstpointer  data)
{
  start_game (f, TRUE);
  assert_prompt_shows (f, "Enter Ann's final cards and chips");
  /* 25 cards are too many: refused by the engine. */
  g_assert_false (arb_nothanks_page_enter_hand (table (f), 0, "3-27", 11));
  g_assert_nonnull (arb_nothanks_page_get_refusal (table (f)));
  g_assert_true (arb_nothanks_page_enter_hand (table (f), 0, "3 4 17-20", 10));
  assert_prompt_shows (f, "Enter Ben's final cards and chips");
  g_assert_true (arb_nothanks_page_enter_hand (table (f), 1, "5-12", 12));
  g_assert_true (arb_nothanks_page_enter_hand (table (f), 2, "21-30", 11));
  g_assert_cmpstr (arb_play_page_get_view (play_page (f)), ==, "score");
}

int
main (int   argc,
      char *argv[])
{
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();

  g_test_add ("/ui/templates", Fixture, NULL, fixture_set_up, test_templates, fixture_tear_down);
  g_test_add ("/ui/setup-refusal", Fixture, NULL, fixture_set_up, test_setup_refusal, fixture_tear_down);
  g_test_add ("/ui/play", Fixture, NULL, fixture_set_up, test_play, fixture_tear_down);
  g_test_add ("/ui/steady-table", Fixture, NULL, fixture_set_up, test_steady_table, fixture_tear_down);
  g_test_add ("/ui/turn-up-hint", Fixture, NULL, fixture_set_up, test_turn_up_hint, fixture_tear_down);
  g_test_add ("/ui/finish-and-resume", Fixture, NULL, fixture_set_up, test_finish_and_resume, fixture_tear_down);
  g_test_add ("/ui/match", Fixture, NULL, fixture_set_up, test_match, fixture_tear_down);
  g_test_add ("/ui/score-only", Fixture, NULL, fixture_set_up, test_score_only, fixture_tear_down);
  return g_test_run ();
}
