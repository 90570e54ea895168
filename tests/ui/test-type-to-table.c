/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * Keys typed at the table while the focus is in the header bar (Tab
 * took it there) go to the table's input: the entry happens, the input
 * has the keys.  Keys that mean something to the header's widgets keep
 * it.  The keys are typed with xdotool, as a person types them.
 */
#include "config.h"

#include <adwaita.h>
#include <gdk/x11/gdkx.h>

#include "arb-game-page.h"
#include "arb-nothanks-page.h"
#include "arb-play-page.h"
#include "arb-setup-page.h"
#include "arb-window.h"
#include "ui-fixture.h"

static ArbNothanksPage *
table (Fixture *f)
{
  return ARB_NOTHANKS_PAGE (arb_play_page_get_game_page (play_page (f)));
}

/* A key typed at the window as a person types it: xdotool's fake input
 * through the X server (XTEST) to the window that has the X focus, then
 * handled.  `keys` is in xdotool's words ("2", "shift+t", "space"). */
static void
send_key (Fixture    *f,
          const char *keys)
{
  g_autoptr(GError) error = NULL;
  const char *argv[] = { "xdotool", "key", "--clearmodifiers", keys, NULL };
  int status = 0;

  if (!g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_SEARCH_PATH, NULL, NULL, NULL, NULL, &status, &error))
    g_error ("xdotool: %s", error->message);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  drain_for (150);
  drain ();
}

/* The X focus on the window (there is no window manager to give it). */
static void
focus_window (Fixture *f)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *xid = g_strdup_printf ("%lu", (gulong) gdk_x11_surface_get_xid (gtk_native_get_surface (GTK_NATIVE (f->window))));
  const char *argv[] = { "xdotool", "windowfocus", "--sync", xid, NULL };
  int status = 0;

  if (!g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_SEARCH_PATH, NULL, NULL, NULL, NULL, &status, &error))
    g_error ("xdotool: %s", error->message);
  drain_for (150);
}

static void
start_game (Fixture *f)
{
  const char *players[] = { "Ann", "Ben", "Cleo", NULL };

  open_setup (f);
  arb_setup_page_set_players (setup_page (f), players);
  arb_setup_page_set_first_player (setup_page (f), "Ben");
  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.start-game", "b", FALSE);
  drain ();
  gtk_test_widget_wait_for_draw (GTK_WIDGET (f->window));
  drain_for (100);
  g_assert_cmpstr (arb_window_get_page_name (f->window), ==, "play");
}

/* The header bar's button (the one shown) for this action. */
static GtkWidget *
header_button (Fixture    *f,
               const char *action)
{
  GtkWidget *header = find_descendant (GTK_WIDGET (play_page (f)), ADW_TYPE_HEADER_BAR);
  GtkWidget *stack[64];
  int n = 0;

  g_assert_nonnull (header);
  stack[n++] = header;
  while (n > 0)
    {
      GtkWidget *w = stack[--n];

      if (GTK_IS_ACTIONABLE (w) && g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (w)), action) == 0
          && gtk_widget_get_mapped (w))
        return w;
      for (GtkWidget *c = gtk_widget_get_first_child (w); c != NULL && n < 64; c = gtk_widget_get_next_sibling (c))
        stack[n++] = c;
    }
  g_error ("no button for %s in the header bar", action);
  return NULL;
}

/* The focus on a widget of the header bar, as Tab would put it there. */
static void
focus_header (Fixture   *f,
              GtkWidget *widget)
{
  g_assert_true (gtk_widget_grab_focus (widget));
  drain ();
  g_assert_true (gtk_widget_is_ancestor (focus_of (f), find_descendant (GTK_WIDGET (play_page (f)),
                                                                         ADW_TYPE_HEADER_BAR)));
}

static gboolean
focus_in_table (Fixture *f)
{
  GtkWidget *focus = focus_of (f);

  return focus != NULL && (focus == GTK_WIDGET (table (f)) || gtk_widget_is_ancestor (focus, GTK_WIDGET (table (f))));
}

static void
test_header_keys (Fixture       *f,
                  gconstpointer  data)
{
  GtkWidget *focus;
  GtkWidget *menu_button;

  start_game (f);
  focus_window (f);
  assert_prompt_shows (f, "Ben turns up the first card");
  g_assert_true (focus_in_table (f));

  /* Typed at the table's own input, the keys work as they always did. */
  send_key (f, "2");
  focus = focus_of (f);
  g_assert_true (GTK_IS_EDITABLE (focus));
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (focus)), ==, "2");
  send_key (f, "BackSpace");
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (focus)), ==, "");

  /* A digit typed on the main menu button goes into the card's entry,
   * and the next one finishes the card there. */
  menu_button = find_descendant (GTK_WIDGET (play_page (f)), GTK_TYPE_MENU_BUTTON);
  focus_header (f, menu_button);
  send_key (f, "2");
  g_assert_true (focus_in_table (f));
  focus = focus_of (f);
  g_assert_true (GTK_IS_EDITABLE (focus));
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (focus)), ==, "2");
  send_key (f, "7");
  g_assert_cmpint (arb_nothanks_page_get_shown_card (table (f)), ==, 27);
  assert_prompt_shows (f, "Ben: take the 27");

  /* A key the table does not take leaves the focus where it was. */
  focus_header (f, header_button (f, "win.show-start"));
  send_key (f, "x");
  assert_prompt_shows (f, "Ben: take the 27");
  g_assert_true (focus_of (f) == header_button (f, "win.show-start"));

  /* A table key (N: no thanks) typed on the Back button is the table's. */
  send_key (f, "n");
  assert_prompt_shows (f, "Cleo: take the 27 with 1 chip");
  g_assert_true (focus_in_table (f));

  /* Shifted, on the Undo button: T takes. */
  focus_header (f, header_button (f, "win.undo"));
  send_key (f, "shift+t");
  assert_prompt_shows (f, "Cleo turns up the next card");
  g_assert_cmpuint (arb_play_page_get_n_log_rows (play_page (f)), ==, 4);

  /* Space on a focused header button still presses it: Undo. */
  focus_header (f, header_button (f, "win.undo"));
  send_key (f, "space");
  assert_prompt_shows (f, "Cleo: take the 27 with 1 chip");
  g_assert_cmpuint (arb_play_page_get_n_log_rows (play_page (f)), ==, 3);

  /* With Ctrl the key is a shortcut, not the table's: Ctrl+T takes nothing. */
  focus_header (f, header_button (f, "win.show-start"));
  send_key (f, "ctrl+t");
  assert_prompt_shows (f, "Cleo: take the 27 with 1 chip");
  g_assert_false (focus_in_table (f));

  /* In the open main menu a letter is the menu's, not the table's (N is
   * no item's mnemonic: the menu does nothing with it). */
  gtk_menu_button_popup (GTK_MENU_BUTTON (menu_button));
  drain_for (300);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (gtk_menu_button_get_popover (GTK_MENU_BUTTON (menu_button)))));
  send_key (f, "n");
  assert_prompt_shows (f, "Cleo: take the 27 with 1 chip");
  gtk_menu_button_popdown (GTK_MENU_BUTTON (menu_button));
  drain_for (300);

  /* The score view shown: the table is not there to take the key. */
  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.show-score", NULL);
  drain ();
  focus_header (f, header_button (f, "win.show-start"));
  send_key (f, "t");
  assert_prompt_shows (f, "Cleo: take the 27 with 1 chip");
  g_assert_cmpstr (arb_play_page_get_view (play_page (f)), ==, "score");

  /* The focus on the table itself (Shift+Tab from the card's entry)
   * while the card is typed: the digits go into the entry. */
  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.show-table", NULL);
  drain ();
  send_key (f, "t");
  assert_prompt_shows (f, "Cleo turns up the next card");
  g_assert_true (gtk_widget_grab_focus (GTK_WIDGET (table (f))));
  g_assert_true (focus_of (f) == GTK_WIDGET (table (f)));
  send_key (f, "2");
  focus = focus_of (f);
  g_assert_true (GTK_IS_EDITABLE (focus));
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (focus)), ==, "2");
  send_key (f, "8");
  g_assert_cmpint (arb_nothanks_page_get_shown_card (table (f)), ==, 28);
  assert_prompt_shows (f, "Cleo: take the 28");
}

int
main (int   argc,
      char *argv[])
{
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();

  g_test_add ("/ui/type-to-table/header", Fixture, NULL, fixture_set_up, test_header_keys, fixture_tear_down);
  return g_test_run ();
}
