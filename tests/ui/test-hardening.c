/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * The seams the first review found, checked through the window: the
 * focus after menus and dialogs, the log panel, the setup and start
 * pages, where a refusal shows, the score page mid-game, the rules
 * search, the shortcuts, and the narrow window.
 */
#include "config.h"

#include <adwaita.h>

#include "arb-game-page.h"
#include "arb-lsan.h"
#include "arb-nothanks-page.h"
#include "arb-play-page.h"
#include "arb-refusal-bar.h"
#include "arb-rules-window.h"
#include "arb-score-page.h"
#include "arb-session.h"
#include "arb-setup-page.h"
#include "arb-start-page.h"
#include "arb-window.h"
#include "ui-fixture.h"
#include "ui-pixels.h"

static const char *const players[] = { "Ann", "Ben", "Cleo", NULL };

static ArbNothanksPage *
table (Fixture *f)
{
  return ARB_NOTHANKS_PAGE (arb_play_page_get_game_page (play_page (f)));
}

static void
start_game_as (Fixture  *f,
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

static void
start_game (Fixture *f)
{
  start_game_as (f, FALSE);
}

static gboolean
key (Fixture *f,
     guint    keyval)
{
  gboolean taken = arb_game_page_handle_key (ARB_GAME_PAGE (table (f)), keyval, 0);

  drain ();
  return taken;
}

/* The table's input has the focus: the card field while a card is to
 * be turned up. */
static gboolean
focus_on_input (Fixture *f)
{
  GtkWidget *focus = focus_of (f);

  return focus != NULL && GTK_IS_TEXT (focus) && gtk_widget_is_ancestor (focus, GTK_WIDGET (table (f)));
}

/* Waits (a shared machine may be slow to run the closing handlers) up
 * to five seconds for the focus to come back, then checks it. */
static void
assert_focus_on_input (Fixture    *f,
                       const char *after)
{
  GtkWidget *focus;
  gint64 end = g_get_monotonic_time () + 5 * G_USEC_PER_SEC;

  while (!focus_on_input (f) && g_get_monotonic_time () < end)
    drain_for (20);
  focus = focus_of (f);
  if (focus == NULL || !GTK_IS_TEXT (focus) || !gtk_widget_is_ancestor (focus, GTK_WIDGET (table (f))))
    g_error ("after %s the focus is on %s, not the table's input", after,
             focus != NULL ? G_OBJECT_TYPE_NAME (focus) : "nothing");
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

/* 13: the main menu, About, the rules and a message dialog each give
 * the focus back to the table's input when they close. */
static void
test_focus_returns (Fixture       *f,
                    gconstpointer  data)
{
  GtkMenuButton *menu;

  start_game (f);
  menu = GTK_MENU_BUTTON (find_descendant (GTK_WIDGET (play_page (f)), GTK_TYPE_MENU_BUTTON));
  g_assert_nonnull (menu);

  gtk_widget_grab_focus (GTK_WIDGET (menu));
  gtk_menu_button_popup (menu);
  drain ();
  gtk_menu_button_popdown (menu);
  drain_for (100);
  assert_focus_on_input (f, "the main menu");

  gtk_widget_grab_focus (GTK_WIDGET (menu));
  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.about", NULL);
  drain ();
  close_transient (find_toplevel (ADW_TYPE_ABOUT_WINDOW));
  assert_focus_on_input (f, "the About window");

  gtk_widget_grab_focus (GTK_WIDGET (menu));
  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.show-rules", NULL);
  drain ();
  close_transient (find_toplevel (ARB_TYPE_RULES_WINDOW));
  assert_focus_on_input (f, "the rules window");

  gtk_widget_grab_focus (GTK_WIDGET (menu));
  gtk_widget_activate_action (GTK_WIDGET (table (f)), "nt.toggle-chips", NULL);
  drain ();
  close_transient (find_toplevel (ADW_TYPE_MESSAGE_DIALOG));
  assert_focus_on_input (f, "the chips dialog");

  /* and the table's keys work at once (T with no card up: the rule says why) */
  g_assert_true (key (f, GDK_KEY_t));
  g_assert_cmpstr (arb_nothanks_page_get_refusal (table (f)), ==, "NT-5");
}

/* 14: folding to a narrow window hides the log; widening never reopens
 * it; an entry's number stands in a column of its own. */
static void
test_log_panel (Fixture       *f,
                gconstpointer  data)
{
  AdwFlap *flap;

  start_game (f);
  flap = ADW_FLAP (find_descendant (GTK_WIDGET (play_page (f)), ADW_TYPE_FLAP));
  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.toggle-log", NULL);
  drain ();
  g_assert_true (arb_play_page_get_log_shown (play_page (f)));
  gtk_window_set_default_size (GTK_WINDOW (f->window), 360, 800);
  drain_for (200);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (f->window));
  if (adw_flap_get_folded (flap))
    {
      g_assert_false (arb_play_page_get_log_shown (play_page (f)));
      gtk_window_set_default_size (GTK_WINDOW (f->window), 1280, 800);
      drain_for (200);
      gtk_test_widget_wait_for_draw (GTK_WIDGET (f->window));
      g_assert_false (adw_flap_get_folded (flap));
      g_assert_false (arb_play_page_get_log_shown (play_page (f)));
    }
  else
    g_test_message ("the flap did not fold at 360 px here; fold checks skipped");
  /* the panel is the opaque log-pane; each row: the number, then the text */
  {
    GtkWidget *list = find_descendant (adw_flap_get_flap (flap), GTK_TYPE_LIST_BOX);
    GtkWidget *row = GTK_WIDGET (gtk_list_box_get_row_at_index (GTK_LIST_BOX (list), 0));
    GtkWidget *number = gtk_widget_get_first_child (gtk_list_box_row_get_child (GTK_LIST_BOX_ROW (row)));
    gboolean opaque = FALSE;

    for (GtkWidget *w = list; w != NULL; w = gtk_widget_get_parent (w))
      opaque |= gtk_widget_has_css_class (w, "log-pane");
    g_assert_true (opaque);
    g_assert_true (gtk_widget_has_css_class (number, "log-number"));
    g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (number)), ==, "1");
    /* the text in a bin that says its width without a height */
    g_assert_true (gtk_label_get_wrap (GTK_LABEL (gtk_widget_get_first_child (gtk_widget_get_next_sibling (number)))));
  }
}

/* Waits (a shared machine may be slow to run the animation) up to five
 * seconds for the log to be all out, then checks it is. */
static void
wait_for_log_out (Fixture *f,
                  AdwFlap *flap)
{
  gint64 end = g_get_monotonic_time () + 5 * G_USEC_PER_SEC;

  while (adw_flap_get_reveal_progress (flap) < 1.0 && g_get_monotonic_time () < end)
    drain_for (20);
  g_assert_cmpfloat (adw_flap_get_reveal_progress (flap), >=, 1.0);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (f->window));
}

/* Every pixel of the open log panel is opaque: nothing of the table it
 * lies over shows through. */
static void
assert_log_opaque (Fixture        *f,
                   AdwColorScheme  scheme,
                   const char     *style)
{
  GtkWidget *pane = GTK_WIDGET (arb_play_page_get_log_pane (play_page (f)));
  g_autofree char *name = g_strdup_printf ("log-panel-%s", style);
  cairo_surface_t *image;
  int w, h;
  guint seen;

  ui_pixels_set_scheme (GTK_WIDGET (f->window), scheme);
  image = ui_pixels_render (pane, NULL);
  ui_pixels_save (image, name);
  w = cairo_image_surface_get_width (image);
  h = cairo_image_surface_get_height (image);
  /* the panel is as tall as the window's content, and drawn */
  g_assert_cmpint (w, >=, 250);
  g_assert_cmpint (h, >=, 400);
  seen = ui_pixels_count_translucent (image);
  if (seen > 0)
    {
      /* the middle of the panel's foot, below the entries: background only */
      UiColor foot = ui_pixels_at (image, w / 2, h - 4);

      g_error ("in %s, %u of %d pixels of the open log panel (%dx%d) are not opaque; "
               "below the entries it is %s: the table shows through",
               style, seen, w * h, w, h, ui_color_to_string (foot));
    }
  cairo_surface_destroy (image);
}

/* 14: at 600 px the open log lies over the table, and is solid in light
 * and in dark. */
static void
test_log_panel_opaque (Fixture       *f,
                       gconstpointer  data)
{
  AdwFlap *flap;

  start_game (f);
  gtk_widget_activate_action (GTK_WIDGET (table (f)), "nt.card", "s", "27");
  gtk_widget_activate_action (GTK_WIDGET (table (f)), "nt.take", NULL);
  drain ();
  flap = ADW_FLAP (find_descendant (GTK_WIDGET (play_page (f)), ADW_TYPE_FLAP));
  gtk_window_set_default_size (GTK_WINDOW (f->window), 600, 800);
  drain_for (100);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (f->window));
  g_assert_true (adw_flap_get_folded (flap));
  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.toggle-log", NULL);
  drain ();
  g_assert_true (arb_play_page_get_log_shown (play_page (f)));
  wait_for_log_out (f, flap);
  g_assert_cmpuint (arb_play_page_get_n_log_rows (play_page (f)), >=, 2);

  assert_log_opaque (f, ADW_COLOR_SCHEME_FORCE_LIGHT, "light");
  assert_log_opaque (f, ADW_COLOR_SCHEME_FORCE_DARK, "dark");
  ui_pixels_set_scheme (GTK_WIDGET (f->window), ADW_COLOR_SCHEME_DEFAULT);
}

/* The seat rows (entry rows with a move-up button), in seat order. */
static void
collect_seats (GtkWidget *widget,
               GPtrArray *seats)
{
  if (ADW_IS_ENTRY_ROW (widget) && g_object_get_data (G_OBJECT (widget), "up") != NULL)
    g_ptr_array_add (seats, widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_seats (child, seats);
}

/* 15: the first seat's up arrow and the last seat's down arrow are
 * off; every other move is on. */
static void
assert_seat_arrows (ArbSetupPage *setup)
{
  g_autoptr(GPtrArray) seats = g_ptr_array_new ();

  collect_seats (GTK_WIDGET (setup), seats);
  g_assert_cmpuint (seats->len, ==, arb_setup_page_get_n_seats (setup));
  g_assert_cmpuint (seats->len, >=, 3);
  for (guint i = 0; i < seats->len; i++)
    {
      GObject *row = g_ptr_array_index (seats, i);
      gboolean up = gtk_widget_get_sensitive (g_object_get_data (row, "up"));
      gboolean down = gtk_widget_get_sensitive (g_object_get_data (row, "down"));

      if (up != (i > 0) || down != (i + 1 < seats->len))
        g_error ("seat %u of %u: up arrow %s, down arrow %s", i + 1, seats->len,
                 up ? "on" : "off", down ? "on" : "off");
    }
}

/* 15: seats start empty, last time's table is one deliberate choice,
 * a name and Enter go to the next seat without duplicates, refusals and
 * the start buttons are outside the scrolled part, and the first and
 * last seats cannot move beyond the ends. */
static void
test_setup (Fixture       *f,
            gconstpointer  data)
{
  ArbSetupPage *setup;
  GtkWidget *bar, *track;
  const char *two_anns[] = { "Ann", "Ben", "ann", NULL };

  start_game (f);
  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.show-start", NULL);
  drain ();
  open_setup (f);
  setup = setup_page (f);
  g_assert_cmpuint (arb_setup_page_get_n_seats (setup), ==, 3);
  for (guint i = 0; i < 3; i++)
    {
      g_autofree char *name = arb_setup_page_dup_seat_name (setup, i);

      g_assert_cmpstr (name, ==, "");
    }
  g_assert_true (arb_setup_page_offers_same_players (setup));
  arb_setup_page_use_same_players (setup);
  {
    g_autofree char *third = arb_setup_page_dup_seat_name (setup, 2);

    g_assert_cmpstr (third, ==, "Cleo");
  }
  g_assert_false (arb_setup_page_offers_same_players (setup));
  assert_seat_arrows (setup);

  arb_setup_page_set_players (setup, two_anns);
  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.start-game", "b", FALSE);
  drain ();
  g_assert_cmpstr (arb_setup_page_get_refusal (setup), ==, "setup");
  bar = find_descendant (GTK_WIDGET (setup), ARB_TYPE_REFUSAL_BAR);
  g_assert_null (gtk_widget_get_ancestor (bar, GTK_TYPE_SCROLLED_WINDOW));
  track = find_descendant (GTK_WIDGET (setup), GTK_TYPE_ACTION_BAR);
  g_assert_nonnull (track);
  g_assert_null (gtk_widget_get_ancestor (track, GTK_TYPE_SCROLLED_WINDOW));
}

/* 16: at 1280×800 each game's description fills its tile: the label
 * takes the tile's width, and its lines are that long (they used to
 * wrap at about 30 characters, half the tile left empty). */
static void
assert_descriptions_fill_tiles (Fixture *f)
{
  ArbStartPage *start = ARB_START_PAGE (arb_window_get_page (f->window, "start"));
  GtkWidget *flow = find_descendant (GTK_WIDGET (start), GTK_TYPE_FLOW_BOX);
  guint n = 0;

  gtk_test_widget_wait_for_draw (GTK_WIDGET (f->window));
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (start)), >=, 1200);
  for (GtkWidget *cell = gtk_widget_get_first_child (flow); cell != NULL; cell = gtk_widget_get_next_sibling (cell))
    {
      GtkWidget *tile = gtk_flow_box_child_get_child (GTK_FLOW_BOX_CHILD (cell));
      GtkWidget *box = gtk_button_get_child (GTK_BUTTON (tile));
      GtkWidget *title = gtk_widget_get_first_child (box);
      GtkWidget *description = NULL;
      graphene_rect_t bounds;
      PangoRectangle lines;
      int width;

      for (GtkWidget *w = title; w != NULL; w = gtk_widget_get_next_sibling (w))
        if (GTK_IS_LABEL (w) && gtk_label_get_wrap (GTK_LABEL (w)))
          description = w;
      g_assert_nonnull (description);
      /* the room inside the tile, from its padding to its padding */
      width = gtk_widget_get_width (tile);
      g_assert_true (gtk_widget_compute_bounds (description, tile, &bounds));
      pango_layout_get_pixel_extents (gtk_label_get_layout (GTK_LABEL (description)), NULL, &lines);
      g_test_message ("%s: tile %d px, description %.0f px, lines up to %d px in %d lines",
                      gtk_label_get_text (GTK_LABEL (title)), width, bounds.size.width, lines.width,
                      pango_layout_get_line_count (gtk_label_get_layout (GTK_LABEL (description))));
      g_assert_cmpint (width, >=, 200);
      if (bounds.size.width < 0.8 * width)
        g_error ("the %s tile is %d px wide inside, its description only %.0f px",
                 gtk_label_get_text (GTK_LABEL (title)), width, bounds.size.width);
      /* and what the eye sees: wrapped lines run most of the way across
       * (the label wraps at its width, one word shorter at most) */
      if (pango_layout_get_line_count (gtk_label_get_layout (GTK_LABEL (description))) > 1
          && lines.width < 2 * width / 3)
        g_error ("the %s tile is %d px wide inside, its description's lines at most %d px",
                 gtk_label_get_text (GTK_LABEL (title)), width, lines.width);
      n++;
    }
  g_assert_cmpuint (n, >=, 3);
}

/* 16: an unfinished game puts Continue first, with the focus on it;
 * games that cannot be played are no Tab stops. */
static void
test_start_page (Fixture       *f,
                 gconstpointer  data)
{
  ArbStartPage *start = ARB_START_PAGE (arb_window_get_page (f->window, "start"));
  GtkWidget *flow = find_descendant (GTK_WIDGET (start), GTK_TYPE_FLOW_BOX);
  GtkWidget *sections = gtk_widget_get_parent (flow);
  GtkWidget *focus;

  assert_descriptions_fill_tiles (f);
  for (GtkWidget *cell = gtk_widget_get_first_child (flow); cell != NULL; cell = gtk_widget_get_next_sibling (cell))
    {
      GtkWidget *tile = gtk_flow_box_child_get_child (GTK_FLOW_BOX_CHILD (cell));

      if (gtk_widget_get_focusable (tile) != gtk_widget_get_sensitive (tile))
        g_error ("a %s tile (%s): focusable %d, sensitive %d", G_OBJECT_TYPE_NAME (tile),
                 gtk_actionable_get_action_name (GTK_ACTIONABLE (tile)),
                 gtk_widget_get_focusable (tile), gtk_widget_get_sensitive (tile));
    }
  start_game (f);
  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.show-start", NULL);
  drain ();
  /* Continue's title, then its list, come first */
  g_assert_true (GTK_IS_LABEL (gtk_widget_get_first_child (sections)));
  g_assert_true (GTK_IS_LIST_BOX (gtk_widget_get_next_sibling (gtk_widget_get_first_child (sections))));
  focus = focus_of (f);
  g_assert_nonnull (focus);
  g_assert_true (GTK_IS_LIST_BOX_ROW (focus));
}

/* 17: the refusal floats right under the input and the seats do not
 * move; emptying the field takes it away; Space with no card up is
 * answered by the rule; a value no other starts with needs no Enter;
 * Tab leaves the page. */
static void
test_refusal_under_input (Fixture       *f,
                          gconstpointer  data)
{
  GtkWidget *bar, *entry, *seats;
  graphene_rect_t before, after, input, shown;

  start_game (f);
  bar = find_descendant (GTK_WIDGET (table (f)), ARB_TYPE_REFUSAL_BAR);
  entry = find_descendant (GTK_WIDGET (table (f)), GTK_TYPE_ENTRY);
  seats = gtk_widget_get_parent (gtk_widget_get_parent (
    find_descendant (GTK_WIDGET (table (f)), g_type_from_name ("ArbNothanksSeat"))));
  g_assert_true (GTK_IS_OVERLAY (gtk_widget_get_parent (bar)));
  gtk_test_widget_wait_for_draw (GTK_WIDGET (f->window));
  g_assert_true (gtk_widget_compute_bounds (seats, GTK_WIDGET (f->window), &before));

  gtk_editable_set_text (GTK_EDITABLE (entry), "36");
  g_signal_emit_by_name (entry, "activate");
  drain_for (300);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (f->window));
  g_assert_cmpstr (arb_nothanks_page_get_refusal (table (f)), ==, "NT-2");
  g_assert_true (gtk_widget_compute_bounds (seats, GTK_WIDGET (f->window), &after));
  g_assert_cmpfloat (before.origin.y, ==, after.origin.y);
  g_assert_true (gtk_widget_compute_bounds (entry, GTK_WIDGET (f->window), &input));
  g_assert_true (gtk_widget_compute_bounds (bar, GTK_WIDGET (f->window), &shown));
  g_assert_cmpfloat (shown.origin.y, >=, input.origin.y + input.size.height - 1);
  g_assert_cmpfloat (shown.origin.y, <=, input.origin.y + input.size.height + 24);

  gtk_editable_set_text (GTK_EDITABLE (entry), "");
  drain ();
  g_assert_null (arb_nothanks_page_get_refusal (table (f)));

  gtk_widget_grab_focus (entry);
  g_assert_true (key (f, GDK_KEY_space));
  g_assert_cmpstr (arb_nothanks_page_get_refusal (table (f)), ==, "NT-5");
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (entry)), ==, "");

  gtk_editable_set_text (GTK_EDITABLE (entry), "3");
  drain ();
  g_assert_cmpint (arb_nothanks_page_get_shown_card (table (f)), ==, 0);   /* the 30s may follow */
  gtk_editable_set_text (GTK_EDITABLE (entry), "");
  gtk_editable_set_text (GTK_EDITABLE (entry), "7");
  drain ();
  g_assert_cmpint (arb_nothanks_page_get_shown_card (table (f)), ==, 7);   /* no Enter */

  /* Tab from anywhere on the page goes on and reaches the header */
  gtk_widget_grab_focus (GTK_WIDGET (table (f)));
  for (guint i = 0; i < 80; i++)
    {
      gtk_widget_child_focus (GTK_WIDGET (f->window), GTK_DIR_TAB_FORWARD);
      if (focus_of (f) != NULL && !gtk_widget_is_ancestor (focus_of (f), GTK_WIDGET (table (f))))
        return;
    }
  g_error ("Tab never leaves the No Thanks! table: it stops at %s", G_OBJECT_TYPE_NAME (focus_of (f)));
}

/* 18: mid-game, with chips secret, the score page shows each player's
 * cards and their points, and hides only the chips. */
static void
test_score_secret (Fixture       *f,
                   gconstpointer  data)
{
  ArbScorePage *score;

  start_game (f);
  gtk_widget_activate_action (GTK_WIDGET (table (f)), "nt.card", "s", "27");
  gtk_widget_activate_action (GTK_WIDGET (table (f)), "nt.take", NULL);
  drain ();
  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.show-score", NULL);
  drain ();
  score = ARB_SCORE_PAGE (arb_play_page_get_score_page (play_page (f)));
  g_assert_cmpstr (arb_score_page_get_verdict (score), ==, "Who leads is secret");
  {
    g_autofree char *text = arb_score_page_dup_text (score);

    g_assert_nonnull (strstr (text, "card 27"));
    g_assert_nonnull (strstr (text, "chips in hand"));
    g_assert_null (strstr (text, "11 chips"));
    g_assert_null (strstr (text, "Winner"));
  }
}

/* The pill's text on its colour reads at 4.5:1 at least (WCAG AA),
 * both taken from the pixels drawn: the colour of most of the pill, and
 * the colour that differs most from it (the core of the letters). */
static void
assert_pill_contrast (Fixture        *f,
                      GtkWidget      *pill,
                      AdwColorScheme  scheme,
                      const char     *style)
{
  g_autofree char *name = g_strdup_printf ("winner-pill-%s", style);
  cairo_surface_t *image;
  UiColor background, text;
  double ratio;

  ui_pixels_set_scheme (GTK_WIDGET (f->window), scheme);
  image = ui_pixels_render (pill, NULL);
  ui_pixels_save (image, name);
  background = ui_pixels_most_frequent (image);
  text = ui_pixels_farthest (image, background);
  ratio = ui_pixels_contrast (text, background);
  g_test_message ("%s: the Winner pill is %s on %s, %.2f:1", style,
                  ui_color_to_string (text), ui_color_to_string (background), ratio);
  /* a pill, with text on it */
  g_assert_cmpint (cairo_image_surface_get_width (image), >, cairo_image_surface_get_height (image));
  g_assert_cmpfloat (ratio, >, 1.5);
  if (ratio < 4.5)
    g_error ("in %s the Winner pill's text %s on %s has a contrast of %.2f:1, less than 4.5:1",
             style, ui_color_to_string (text), ui_color_to_string (background), ratio);
  cairo_surface_destroy (image);
}

/* 18: the score page's Winner pill reads at 4.5:1 in light and dark. */
static void
test_winner_pill (Fixture       *f,
                  gconstpointer  data)
{
  ArbScorePage *score;
  GtkWidget *pill;

  start_game_as (f, TRUE);
  g_assert_true (arb_nothanks_page_enter_hand (table (f), 0, "3 4 17-20", 10));
  g_assert_true (arb_nothanks_page_enter_hand (table (f), 1, "5-12", 12));
  g_assert_true (arb_nothanks_page_enter_hand (table (f), 2, "21-30", 11));
  drain ();
  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.show-score", NULL);
  drain ();
  g_assert_cmpstr (arb_play_page_get_view (play_page (f)), ==, "score");
  score = ARB_SCORE_PAGE (arb_play_page_get_score_page (play_page (f)));
  pill = find_with_class (GTK_WIDGET (score), "winner-tag");
  g_assert_nonnull (pill);
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (pill)), ==, "Winner");
  gtk_test_widget_wait_for_draw (GTK_WIDGET (f->window));
  g_assert_true (gtk_widget_get_mapped (pill));

  assert_pill_contrast (f, pill, ADW_COLOR_SCHEME_FORCE_LIGHT, "light");
  assert_pill_contrast (f, pill, ADW_COLOR_SCHEME_FORCE_DARK, "dark");
  ui_pixels_set_scheme (GTK_WIDGET (f->window), ADW_COLOR_SCHEME_DEFAULT);
}

/* 20: a search of the rules shows the rule's words; the shortcuts have a
 * section per game; at 600 px the view switcher goes to the bottom. */
static void
test_rules_shortcuts_narrow (Fixture       *f,
                             gconstpointer  data)
{
  g_autoptr(GtkBuilder) builder = gtk_builder_new_from_resource ("/io/github/tablearbiter/Arbiter/arb-shortcuts.ui");
  GtkWidget *overlay = GTK_WIDGET (gtk_builder_get_object (builder, "help_overlay"));
  GtkWindow *rules;
  GtkWidget *row;
  AdwViewSwitcherBar *bar;
  guint sections = 0;

  g_autoptr(GSList) objects = gtk_builder_get_objects (builder);
  gboolean games_section = FALSE;

  for (GSList *l = objects; l != NULL; l = l->next)
    if (GTK_IS_SHORTCUTS_SECTION (l->data))
      {
        g_autofree char *name = NULL;

        sections++;
        g_object_get (l->data, "section-name", &name, NULL);
        games_section |= g_str_equal (name, "nothanks");
      }
  {
    int min_w = 0;

    /* every section on one page, the window within a 1280 px screen
     * (GTK warns, fatally here, when a section spills onto a second page) */
    gtk_widget_measure (overlay, GTK_ORIENTATION_HORIZONTAL, -1, &min_w, NULL, NULL, NULL);
    g_test_message ("the shortcuts window needs %d px", min_w);
    g_assert_cmpint (min_w, <=, 1280);
  }
  gtk_window_destroy (GTK_WINDOW (overlay));
  g_assert_cmpuint (sections, >=, 3);
  g_assert_true (games_section);

  start_game (f);
  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.show-rules", NULL);
  drain ();
  rules = find_toplevel (ARB_TYPE_RULES_WINDOW);
  row = find_descendant (GTK_WIDGET (rules), ADW_TYPE_ACTION_ROW);
  g_assert_true (g_str_has_prefix (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), "Three to five"));
  gtk_window_destroy (rules);
  drain ();

  bar = ADW_VIEW_SWITCHER_BAR (find_descendant (GTK_WIDGET (play_page (f)), ADW_TYPE_VIEW_SWITCHER_BAR));
  /* nothing keeps the window from 600 px */
  {
    int min = 0;

    gtk_widget_measure (GTK_WIDGET (f->window), GTK_ORIENTATION_HORIZONTAL, -1, &min, NULL, NULL, NULL);
    g_assert_cmpint (min, <=, 600);
  }
  g_assert_false (adw_view_switcher_bar_get_reveal (bar));
  gtk_window_set_default_size (GTK_WINDOW (f->window), 600, 800);
  drain_for (100);
  g_assert_true (adw_view_switcher_bar_get_reveal (bar));
  gtk_window_set_default_size (GTK_WINDOW (f->window), 1280, 800);
  drain_for (100);
  g_assert_false (adw_view_switcher_bar_get_reveal (bar));
}

/* The style sheets parse without a single error: a broken rule would
 * silently drop every rule after it. */
static void
on_css_error (GtkCssProvider *provider,
              GtkCssSection  *section,
              const GError   *error,
              gpointer        user_data)
{
  g_autofree char *where = gtk_css_section_to_string (section);

  g_error ("%s: %s: %s", (const char *) user_data, where, error->message);
}

static void
test_style_sheets (void)
{
  static const char *const sheets[] = {
    "/io/github/tablearbiter/Arbiter/style.css",
    "/io/github/tablearbiter/Arbiter/style-dark.css",
  };

  for (guint i = 0; i < G_N_ELEMENTS (sheets); i++)
    {
      g_autoptr(GtkCssProvider) provider = gtk_css_provider_new ();

      g_signal_connect (provider, "parsing-error", G_CALLBACK (on_css_error), (gpointer) sheets[i]);
      gtk_css_provider_load_from_resource (provider, sheets[i]);
    }
}

int
main (int   argc,
      char *argv[])
{
  arb_lsan_constructors_done ();
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  /* the app's own style sheets, light and dark: the pixel checks see
   * what a person sees */
  ui_pixels_use_app_styles ();

  g_test_add ("/hardening/focus-returns", Fixture, NULL, fixture_set_up, test_focus_returns, fixture_tear_down);
  g_test_add ("/hardening/log-panel", Fixture, NULL, fixture_set_up, test_log_panel, fixture_tear_down);
  g_test_add ("/hardening/log-panel-opaque", Fixture, NULL, fixture_set_up, test_log_panel_opaque, fixture_tear_down);
  g_test_add_func ("/hardening/style-sheets", test_style_sheets);
  g_test_add ("/hardening/setup", Fixture, NULL, fixture_set_up, test_setup, fixture_tear_down);
  g_test_add ("/hardening/start-page", Fixture, NULL, fixture_set_up, test_start_page, fixture_tear_down);
  g_test_add ("/hardening/refusal-under-input", Fixture, NULL, fixture_set_up, test_refusal_under_input, fixture_tear_down);
  g_test_add ("/hardening/score-secret", Fixture, NULL, fixture_set_up, test_score_secret, fixture_tear_down);
  g_test_add ("/hardening/winner-pill", Fixture, NULL, fixture_set_up, test_winner_pill, fixture_tear_down);
  g_test_add ("/hardening/rules-shortcuts-narrow", Fixture, NULL, fixture_set_up, test_rules_shortcuts_narrow, fixture_tear_down);
  return g_test_run ();
}
