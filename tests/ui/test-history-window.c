/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * The History, Players, backup and import screens, driven through the
 * window's actions over a store filled with known games: the filters,
 * the stats (worked out by hand below), delete and its undo, a game
 * left out of the stats, rename and merge with their undo, a backup
 * restored into an empty store, and a good and a bad record imported.
 */
#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>

#include "arb-backup.h"
#include "arb-history-page.h"
#include "arb-play-page.h"
#include "arb-players-page.h"
#include "arb-score-page.h"
#include "arb-window.h"
#include "ui-fixture.h"

/* Three hands of a three-player No Thanks! game, as the notation's
 * example: 3-6 24-27 31 less 15 chips is 43; 9-11 22 28 34 35 less 10
 * is 83; 12-14 17-19 21 32 less 8 is 74.  The lowest total wins. */
#define NT_GAME(players, a, b, c) \
  "arbiter 1\ngame nothanks\nplayers " players "\nmode score-only\n\n" \
  a ": cards 3-6 24-27 31 chips 15\n" b ": cards 9-11 22 28 34 35 chips 10\n" c ": cards 12-14 17-19 21 32 chips 8\n"

static const char *records[] = {
  NT_GAME ("Ann, Ben, Cleo", "Ann", "Ben", "Cleo"),   /* 1: Ann 43 wins, Ben 83, Cleo 74 */
  NT_GAME ("Ann, Ben, Cleo", "Ben", "Ann", "Cleo"),   /* 2: Ben 43 wins, Ann 83, Cleo 74 */
  NT_GAME ("Ben, Cleo, Dora", "Ben", "Cleo", "Dora"), /* 3: Ben 43 wins, Cleo 83, Dora 74 */
  /* 4: Split and Vote, the notation's example: Max 24 wins */
  "arbiter 1\ngame splitvote\nplayers Jane, David, Max, Kate\nmode score-only\n\n"
  "Jane: stacks 2x1 3x1 7x7 9x2 10x1\nDavid: stacks 1x1 5x1 7x1 8x1 9x4 10x2\n"
  "Max: stacks 3x1 4x1 5x1 6x6 9x3 10x7\nKate: stacks 4x4 6x3 8x3\n",
};

/* Worked out by hand from the games above: games, wins, win rate,
 * average and best (the lowest at No Thanks!, the highest at Split
 * and Vote), best players first. */
#define STATS_ALL \
  "nothanks: Ben 3 2 67% 56.3 43\n" \
  "nothanks: Ann 2 1 50% 63.0 43\n" \
  "nothanks: Cleo 3 0 0% 77.0 74\n" \
  "nothanks: Dora 1 0 0% 74.0 74\n" \
  "splitvote: Max 1 1 100% 24.0 24\n" \
  "splitvote: David 1 0 0% 15.0 15\n" \
  "splitvote: Jane 1 0 0% 12.0 12\n" \
  "splitvote: Kate 1 0 0% 12.0 12\n"

static gint64 game_ids[G_N_ELEMENTS (records)];

static void
fill (Fixture *f)
{
  for (guint i = 0; i < G_N_ELEMENTS (records); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(ArbImport) import = arb_store_import_record (f->store, records[i], -1, &error);

      g_assert_no_error (error);
      g_assert_null (import->refusal);
      game_ids[i] = import->game;
    }
}

static void
act (Fixture    *f,
     GtkWidget  *widget,
     const char *action,
     GVariant   *parameter)
{
  g_assert_true (gtk_widget_activate_action_variant (widget != NULL ? widget : GTK_WIDGET (f->window),
                                                     action, parameter));
  drain ();
}

static ArbHistoryPage *
show_history (Fixture *f)
{
  act (f, NULL, "win.show-history", NULL);
  g_assert_cmpstr (arb_window_get_page_name (f->window), ==, "history");
  return ARB_HISTORY_PAGE (arb_window_get_page (f->window, "history"));
}

static ArbPlayersPage *
show_players (Fixture *f)
{
  act (f, NULL, "win.show-players", NULL);
  g_assert_cmpstr (arb_window_get_page_name (f->window), ==, "players");
  return ARB_PLAYERS_PAGE (arb_window_get_page (f->window, "players"));
}

static void
assert_stats (ArbHistoryPage *page,
              const char     *expected)
{
  g_autofree char *shown = arb_history_page_dup_stats_text (page);

  g_assert_cmpstr (shown, ==, expected);
}

/* How many games' lines hold `text`. */
static guint
count_games (ArbHistoryPage *page,
             const char     *text)
{
  g_autofree char *shown = arb_history_page_dup_games_text (page);
  g_auto(GStrv) lines = g_strsplit (shown, "\n", -1);
  guint n = 0;

  for (guint i = 0; lines[i] != NULL; i++)
    n += strstr (lines[i], text) != NULL;
  return n;
}

static gboolean
focus_in (Fixture   *f,
          GtkWidget *widget)
{
  GtkWidget *focus = focus_of (f);

  return focus != NULL && (focus == widget || gtk_widget_is_ancestor (focus, widget));
}

/* The start-up reads no history; the page lists the finished games,
 * the latest first, each with its date, players, winners and scores. */
static void
test_history_list (Fixture       *f,
                   gconstpointer  data)
{
  ArbHistoryPage *page;
  g_autofree char *text = NULL;

  fill (f);
  g_assert_null (gtk_stack_get_child_by_name (GTK_STACK (gtk_widget_get_parent (arb_window_get_page (f->window, "start"))),
                                              "history"));
  page = show_history (f);
  drain_for (50);
  g_assert_cmpuint (arb_history_page_get_n_games (page), ==, 4);
  text = arb_history_page_dup_games_text (page);
  g_assert_true (g_str_has_prefix (text, "Split and Vote — "));
  g_assert_nonnull (strstr (text, "| Winner: Max · Jane 12, David 15, Max 24, Kate 12\n"));
  g_assert_nonnull (strstr (text, "| Winner: Ann · Ann 43, Ben 83, Cleo 74\n"));
  g_assert_nonnull (strstr (text, "| Winner: Ben · Ann 83, Ben 43, Cleo 74\n"));
  g_assert_nonnull (strstr (text, "| Winner: Ben · Ben 43, Cleo 83, Dora 74\n"));
  /* the page's main control has the focus: the latest game */
  g_assert_true (GTK_IS_LIST_BOX_ROW (focus_of (f)));
  g_assert_true (focus_in (f, GTK_WIDGET (page)));
  assert_stats (page, STATS_ALL);
}

static int
min_width (GtkWidget *widget)
{
  int minimum = 0;

  gtk_widget_measure (widget, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, NULL, NULL, NULL);
  return minimum;
}

/* Both pages fit the narrowest window, 360 px, every view of them. */
static void
test_narrow (Fixture       *f,
             gconstpointer  data)
{
  ArbHistoryPage *page;

  fill (f);
  page = show_history (f);
  g_assert_cmpint (min_width (GTK_WIDGET (page)), <=, 360);
  act (f, GTK_WIDGET (page), "history.show-view", g_variant_new_string ("stats"));
  g_assert_cmpint (min_width (GTK_WIDGET (page)), <=, 360);
  g_assert_cmpint (min_width (GTK_WIDGET (show_players (f))), <=, 360);
}

static void
test_history_filter (Fixture       *f,
                     gconstpointer  data)
{
  ArbHistoryPage *page;

  fill (f);
  page = show_history (f);
  act (f, GTK_WIDGET (page), "history.filter-game", g_variant_new_string ("nothanks"));
  g_assert_cmpuint (arb_history_page_get_n_games (page), ==, 3);
  g_assert_cmpuint (count_games (page, "No Thanks!"), ==, 3);
  assert_stats (page,
                "nothanks: Ben 3 2 67% 56.3 43\n"
                "nothanks: Ann 2 1 50% 63.0 43\n"
                "nothanks: Cleo 3 0 0% 77.0 74\n"
                "nothanks: Dora 1 0 0% 74.0 74\n");
  act (f, GTK_WIDGET (page), "history.filter-player", g_variant_new_string ("Ann"));
  g_assert_cmpuint (arb_history_page_get_n_games (page), ==, 2);
  g_assert_cmpuint (count_games (page, "Ann"), ==, 2);
  assert_stats (page, "nothanks: Ann 2 1 50% 63.0 43\n");
  act (f, GTK_WIDGET (page), "history.filter-game", g_variant_new_string ("splitvote"));
  g_assert_cmpuint (arb_history_page_get_n_games (page), ==, 0);
  assert_stats (page, "");
  act (f, GTK_WIDGET (page), "history.filter-player", g_variant_new_string ("Max"));
  g_assert_cmpuint (arb_history_page_get_n_games (page), ==, 1);
  assert_stats (page, "splitvote: Max 1 1 100% 24.0 24\n");
  act (f, GTK_WIDGET (page), "history.filter-game", g_variant_new_string (""));
  act (f, GTK_WIDGET (page), "history.filter-player", g_variant_new_string (""));
  g_assert_cmpuint (arb_history_page_get_n_games (page), ==, 4);
  assert_stats (page, STATS_ALL);
}

/* A deleted game leaves the list and the stats; the toast's Undo puts
 * it back. */
static void
test_delete_undo (Fixture       *f,
                  gconstpointer  data)
{
  ArbHistoryPage *page;
  AdwToast *toast;

  fill (f);
  page = show_history (f);
  act (f, GTK_WIDGET (page), "history.delete", g_variant_new_int64 (game_ids[0]));
  g_assert_cmpuint (arb_history_page_get_n_games (page), ==, 3);
  g_assert_cmpuint (count_games (page, "Ann 43"), ==, 0);
  assert_stats (page,
                "nothanks: Ben 2 2 100% 43.0 43\n"
                "nothanks: Cleo 2 0 0% 78.5 74\n"
                "nothanks: Ann 1 0 0% 83.0 83\n"
                "nothanks: Dora 1 0 0% 74.0 74\n"
                "splitvote: Max 1 1 100% 24.0 24\n"
                "splitvote: David 1 0 0% 15.0 15\n"
                "splitvote: Jane 1 0 0% 12.0 12\n"
                "splitvote: Kate 1 0 0% 12.0 12\n");
  g_assert_true (GTK_IS_LIST_BOX_ROW (focus_of (f)));
  toast = arb_history_page_get_undo_toast (page);
  g_assert_nonnull (toast);
  g_object_ref (toast);  /* it may time out on a slow machine */
  g_assert_cmpstr (adw_toast_get_title (toast), ==, "No Thanks! game deleted");
  g_assert_cmpstr (adw_toast_get_button_label (toast), ==, "_Undo");
  g_signal_emit_by_name (toast, "button-clicked");
  drain ();
  g_object_unref (toast);
  g_assert_cmpuint (arb_history_page_get_n_games (page), ==, 4);
  g_assert_cmpuint (count_games (page, "Winner: Ann · Ann 43"), ==, 1);
  assert_stats (page, STATS_ALL);
}

/* A game left out of the stats stays in the history, marked. */
static void
test_not_counted (Fixture       *f,
                  gconstpointer  data)
{
  ArbHistoryPage *page;

  fill (f);
  page = show_history (f);
  act (f, GTK_WIDGET (page), "history.set-counted", g_variant_new ("(xb)", game_ids[1], FALSE));
  g_assert_cmpuint (arb_history_page_get_n_games (page), ==, 4);
  g_assert_cmpuint (count_games (page, "Ann 83, Ben 43, Cleo 74 | not counted"), ==, 1);
  g_assert_cmpuint (count_games (page, "not counted"), ==, 1);
  act (f, GTK_WIDGET (page), "history.filter-game", g_variant_new_string ("nothanks"));
  assert_stats (page,
                "nothanks: Ben 2 1 50% 63.0 43\n"
                "nothanks: Ann 1 1 100% 43.0 43\n"
                "nothanks: Cleo 2 0 0% 78.5 74\n"
                "nothanks: Dora 1 0 0% 74.0 74\n");
  act (f, GTK_WIDGET (page), "history.set-counted", g_variant_new ("(xb)", game_ids[1], TRUE));
  g_assert_cmpuint (count_games (page, "not counted"), ==, 0);
  act (f, GTK_WIDGET (page), "history.filter-game", g_variant_new_string (""));
  assert_stats (page, STATS_ALL);
}

/* A game of the history opens on its score. */
static void
test_open_score (Fixture       *f,
                 gconstpointer  data)
{
  ArbHistoryPage *page;
  g_autofree char *text = NULL;

  fill (f);
  page = show_history (f);
  act (f, GTK_WIDGET (page), "history.open", g_variant_new_int64 (game_ids[0]));
  g_assert_cmpstr (arb_window_get_page_name (f->window), ==, "play");
  g_assert_cmpstr (arb_play_page_get_view (play_page (f)), ==, "score");
  text = arb_score_page_dup_text (ARB_SCORE_PAGE (arb_play_page_get_score_page (play_page (f))));
  g_assert_nonnull (strstr (text, "Ann wins"));
  /* and back to the history, read again */
  page = show_history (f);
  g_assert_cmpuint (arb_history_page_get_n_games (page), ==, 4);
}

/* A rename and a merge reach every game and the stats; both undo. */
static void
test_rename_merge (Fixture       *f,
                   gconstpointer  data)
{
  ArbPlayersPage *players;
  ArbHistoryPage *history;
  g_autofree char *text = NULL;
  g_autofree char *after = NULL;
  AdwToast *toast;

  fill (f);
  players = show_players (f);
  text = arb_players_page_dup_text (players);
  g_assert_cmpstr (text, ==,
                   "Ann | 2 games in the stats · 1 win\n"
                   "Ben | 3 games in the stats · 2 wins\n"
                   "Cleo | 3 games in the stats · 0 wins\n"
                   "David | 1 game in the stats · 0 wins\n"
                   "Dora | 1 game in the stats · 0 wins\n"
                   "Jane | 1 game in the stats · 0 wins\n"
                   "Kate | 1 game in the stats · 0 wins\n"
                   "Max | 1 game in the stats · 1 win\n");
  g_assert_true (GTK_IS_LIST_BOX_ROW (focus_of (f)));

  act (f, GTK_WIDGET (players), "players.do-rename", g_variant_new ("(ss)", "Ben", "Benjamin"));
  g_clear_pointer (&text, g_free);
  text = arb_players_page_dup_text (players);
  g_assert_nonnull (strstr (text, "Benjamin | 3 games in the stats · 2 wins\n"));
  g_assert_null (strstr (text, "Ben |"));
  toast = arb_players_page_get_undo_toast (players);
  g_assert_nonnull (toast);
  g_object_ref (toast);  /* it may time out on a slow machine */
  g_assert_cmpstr (adw_toast_get_title (toast), ==, "Renamed “Ben” to “Benjamin” in 3 games");
  history = show_history (f);
  act (f, GTK_WIDGET (history), "history.filter-game", g_variant_new_string ("nothanks"));
  assert_stats (history,
                "nothanks: Benjamin 3 2 67% 56.3 43\n"
                "nothanks: Ann 2 1 50% 63.0 43\n"
                "nothanks: Cleo 3 0 0% 77.0 74\n"
                "nothanks: Dora 1 0 0% 74.0 74\n");
  g_assert_cmpuint (count_games (history, "Winner: Benjamin"), ==, 2);
  act (f, GTK_WIDGET (history), "history.filter-player", g_variant_new_string ("Benjamin"));
  g_assert_cmpuint (arb_history_page_get_n_games (history), ==, 3);

  /* Undo, from the toast */
  players = show_players (f);
  g_signal_emit_by_name (toast, "button-clicked");
  drain ();
  g_object_unref (toast);
  g_clear_pointer (&text, g_free);
  text = arb_players_page_dup_text (players);
  g_assert_nonnull (strstr (text, "Ben | 3 games in the stats · 2 wins\n"));
  g_assert_null (strstr (text, "Benjamin"));

  /* Two names of one person: Dora is Ann */
  act (f, GTK_WIDGET (players), "players.do-merge", g_variant_new ("(ss)", "Dora", "Ann"));
  g_clear_pointer (&text, g_free);
  text = arb_players_page_dup_text (players);
  g_assert_nonnull (strstr (text, "Ann | 3 games in the stats · 1 win\n"));
  g_assert_null (strstr (text, "Dora"));
  g_assert_cmpstr (adw_toast_get_title (arb_players_page_get_undo_toast (players)), ==,
                   "Merged “Dora” into “Ann” in 1 game");
  history = show_history (f);
  act (f, GTK_WIDGET (history), "history.filter-player", g_variant_new_string (""));
  act (f, GTK_WIDGET (history), "history.filter-game", g_variant_new_string ("nothanks"));
  assert_stats (history,
                "nothanks: Ben 3 2 67% 56.3 43\n"
                "nothanks: Ann 3 1 33% 66.7 43\n"
                "nothanks: Cleo 3 0 0% 77.0 74\n");

  /* A merge of two people who sat at one game is refused: nothing changes */
  players = show_players (f);
  g_clear_pointer (&text, g_free);
  text = arb_players_page_dup_text (players);
  act (f, GTK_WIDGET (players), "players.do-merge", g_variant_new ("(ss)", "Ann", "Ben"));
  after = arb_players_page_dup_text (players);
  g_assert_cmpstr (after, ==, text);

  /* the undo button puts Dora back */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (players), "players.undo-rename", NULL));
  drain ();
  g_clear_pointer (&text, g_free);
  text = arb_players_page_dup_text (players);
  g_assert_nonnull (strstr (text, "Dora | 1 game in the stats · 0 wins\n"));
  g_assert_nonnull (strstr (text, "Ann | 2 games in the stats · 1 win\n"));
  history = show_history (f);
  act (f, GTK_WIDGET (history), "history.filter-game", g_variant_new_string (""));
  assert_stats (history, STATS_ALL);
}

static char *
message_body (Fixture *f)
{
  AdwMessageDialog *message = arb_window_get_message (f->window);

  g_assert_nonnull (message);
  return g_strdup_printf ("%s\n%s", adw_message_dialog_get_heading (message), adw_message_dialog_get_body (message));
}

static void
close_message (Fixture *f)
{
  AdwMessageDialog *message = arb_window_get_message (f->window);

  gtk_window_close (GTK_WINDOW (message));
  drain_for (50);
  message = arb_window_get_message (f->window);
  g_assert_true (message == NULL || !gtk_widget_get_visible (GTK_WIDGET (message)));
}

/* A backup restored into an empty store gives the same history; the
 * same backup again adds nothing. */
static void
test_backup_restore (Fixture       *f,
                     gconstpointer  data)
{
  g_autofree char *dir = g_dir_make_tmp ("arbiter-backup-XXXXXX", NULL);
  g_autofree char *backup = g_build_filename (dir, "games.arbiter", NULL);
  g_autofree char *other_path = g_build_filename (dir, "other.db", NULL);
  g_autofree char *missing = g_build_filename (dir, "missing.arbiter", NULL);
  g_autofree char *history = NULL, *restored = NULL, *stats = NULL, *restored_stats = NULL, *body = NULL;
  g_autoptr(GError) error = NULL;
  ArbStore *other;
  ArbWindow *window;
  ArbHistoryPage *page;

  fill (f);
  page = show_history (f);
  act (f, NULL, "win.back-up-to", g_variant_new_string (backup));
  g_assert_true (g_file_test (backup, G_FILE_TEST_EXISTS));
  /* again over the same file, as after the chooser asked to replace it */
  act (f, NULL, "win.back-up-to", g_variant_new_string (backup));
  g_assert_null (arb_window_get_message (f->window));
  history = arb_history_page_dup_games_text (page);
  stats = arb_history_page_dup_stats_text (page);

  other = arb_store_open (other_path, &error);
  g_assert_no_error (error);
  window = arb_window_new (NULL, other);
  gtk_window_present (GTK_WINDOW (window));
  drain ();
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.restore-from", "s", backup));
  drain ();
  body = g_strdup_printf ("%s\n%s", adw_message_dialog_get_heading (arb_window_get_message (window)),
                          adw_message_dialog_get_body (arb_window_get_message (window)));
  g_assert_cmpstr (body, ==, "Backup Restored\n4 games added, 0 already here.");
  gtk_window_close (GTK_WINDOW (arb_window_get_message (window)));
  drain ();
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-history", NULL));
  drain ();
  page = ARB_HISTORY_PAGE (arb_window_get_page (window, "history"));
  restored = arb_history_page_dup_games_text (page);
  restored_stats = arb_history_page_dup_stats_text (page);
  g_assert_cmpstr (restored, ==, history);
  g_assert_cmpstr (restored_stats, ==, stats);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.restore-from", "s", backup));
  drain ();
  g_clear_pointer (&body, g_free);
  body = g_strdup (adw_message_dialog_get_body (arb_window_get_message (window)));
  g_assert_cmpstr (body, ==, "0 games added, 4 already here.");
  g_assert_cmpuint (arb_history_page_get_n_games (page), ==, 4);
  gtk_window_close (GTK_WINDOW (arb_window_get_message (window)));
  drain ();

  /* a file that is no backup is refused, with the reason */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "win.restore-from", "s", missing));
  drain ();
  g_clear_pointer (&body, g_free);
  body = message_body (f);
  g_assert_true (g_str_has_prefix (body, "The Backup Was Not Restored\n"));
  close_message (f);

  g_object_ref (window);
  gtk_window_destroy (GTK_WINDOW (window));
  drain ();
  g_assert_finalize_object (window);
  arb_store_free (other);
  g_remove (backup);
  g_remove (other_path);
  g_rmdir (dir);
}

static char *
write_record (const char *dir,
              const char *name,
              const char *text)
{
  char *path = g_build_filename (dir, name, NULL);

  g_assert_true (g_file_set_contents (path, text, -1, NULL));
  return path;
}

/* A good record opens as its game; a refused one opens as far as it
 * goes, its refusal shown; a header that makes no game is refused. */
static void
test_import (Fixture       *f,
             gconstpointer  data)
{
  g_autofree char *dir = g_dir_make_tmp ("arbiter-import-XXXXXX", NULL);
  g_autofree char *good = write_record (dir, "good.rec", records[0]);
  g_autofree char *bad = write_record (dir, "bad.rec",
                                       "arbiter 1\ngame nothanks\nplayers Ann, Ben, Cleo\n\n"
                                       "start Ben\nBen: card 27\nBen: pass\nCleo: pass\nAnn: take\n"
                                       "Ann: card 27\nAnn: take\n");
  g_autofree char *broken = write_record (dir, "broken.rec", "arbiter 1\ngame chess\nplayers Ann, Ben\n");
  g_autofree char *body = NULL;
  g_autofree char *text = NULL;
  ArbSession *session;

  act (f, NULL, "win.import-file", g_variant_new_string (good));
  g_assert_cmpstr (arb_window_get_page_name (f->window), ==, "play");
  g_assert_cmpstr (arb_play_page_get_view (play_page (f)), ==, "score");
  text = arb_score_page_dup_text (ARB_SCORE_PAGE (arb_play_page_get_score_page (play_page (f))));
  g_assert_nonnull (strstr (text, "Ann wins"));
  g_assert_null (arb_window_get_message (f->window));

  act (f, NULL, "win.import-file", g_variant_new_string (bad));
  g_assert_cmpstr (arb_window_get_page_name (f->window), ==, "play");
  session = arb_play_page_get_session (play_page (f));
  g_assert_cmpuint (arb_game_get_n_events (arb_session_get_game (session)), ==, 5);
  body = message_body (f);
  g_assert_cmpstr (body, ==,
                   "An Entry of This Record Is Refused\n"
                   "bad.rec:10: NT-2: the 27 has already turned up in this game; each value appears once\n\n"
                   "The game was made with the 5 entries before it. "
                   "2 entries wait to be corrected, from the one refused.");
  /* closing it gives the table its keys back */
  close_message (f);
  g_assert_true (focus_in (f, arb_play_page_get_game_page (play_page (f))));

  act (f, NULL, "win.import-file", g_variant_new_string (broken));
  g_clear_pointer (&body, g_free);
  body = message_body (f);
  g_assert_true (g_str_has_prefix (body, "This Record Cannot Be Imported\n"));
  g_assert_nonnull (strstr (body, "chess"));
  close_message (f);

  g_remove (good);
  g_remove (bad);
  g_remove (broken);
  g_rmdir (dir);
}

int
main (int   argc,
      char *argv[])
{
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();

  g_test_add ("/history/list", Fixture, NULL, fixture_set_up, test_history_list, fixture_tear_down);
  g_test_add ("/history/narrow", Fixture, NULL, fixture_set_up, test_narrow, fixture_tear_down);
  g_test_add ("/history/filter", Fixture, NULL, fixture_set_up, test_history_filter, fixture_tear_down);
  g_test_add ("/history/delete-undo", Fixture, NULL, fixture_set_up, test_delete_undo, fixture_tear_down);
  g_test_add ("/history/not-counted", Fixture, NULL, fixture_set_up, test_not_counted, fixture_tear_down);
  g_test_add ("/history/open-score", Fixture, NULL, fixture_set_up, test_open_score, fixture_tear_down);
  g_test_add ("/players/rename-merge", Fixture, NULL, fixture_set_up, test_rename_merge, fixture_tear_down);
  g_test_add ("/transfer/backup-restore", Fixture, NULL, fixture_set_up, test_backup_restore, fixture_tear_down);
  g_test_add ("/transfer/import", Fixture, NULL, fixture_set_up, test_import, fixture_tear_down);
  return g_test_run ();
}
