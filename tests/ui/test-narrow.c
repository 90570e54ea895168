/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * The window fits 360 px, the narrowest phone: for each game's table
 * and score view, in the phases that show the most, at every width the
 * window's minimum width (what GTK will not shrink it below) is 360 or
 * less, and the layout chosen for the width fits it.  The widths are
 * printed (Tile Rummy's table, wider than a phone, scrolls sideways
 * in its own frame).  ARB_NARROW_DUMP=N prints every widget at
 * least N px wide; a failing check prints the widgets that come near
 * the width checked; ARB_NARROW_REPORT=1 prints every minimum and
 * checks none.
 */
#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>

#include "arb-eighty-page.h"
#include "arb-game-page.h"
#include "arb-play-page.h"
#include "arb-session.h"
#include "arb-setup-page.h"
#include "arb-store.h"
#include "arb-votestuffing-page.h"
#include "arb-widget-util.h"
#include "arb-window.h"
#include "ui-fixture.h"

#define NARROWEST 360

static GtkWidget *
table (Fixture *f)
{
  return arb_play_page_get_game_page (play_page (f));
}

static void
start_game (Fixture           *f,
            const char        *game,
            const char *const *players,
            const char        *first,
            const char *const *options,
            gboolean           score_only)
{
  ArbSetupPage *setup;

  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.new-game", "s", game);
  drain ();
  setup = ARB_SETUP_PAGE (arb_window_get_page (f->window, "setup"));
  for (guint i = 0; options != NULL && options[i] != NULL; i += 2)
    g_assert_true (arb_setup_page_set_option (setup, options[i], options[i + 1]));
  arb_setup_page_set_players (setup, players);
  arb_setup_page_set_first_player (setup, first != NULL ? first : players[0]);
  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.start-game", "b", score_only);
  drain ();
  gtk_test_widget_wait_for_draw (GTK_WIDGET (f->window));
  g_assert_cmpstr (arb_window_get_page_name (f->window), ==, "play");
  g_assert_true (ARB_IS_GAME_PAGE (table (f)));
}

/* Record lines entered as if typed elsewhere: the table follows. */
static void
enter_lines (Fixture           *f,
             const char *const *lines)
{
  for (guint i = 0; lines[i] != NULL; i++)
    {
      g_autoptr(GError) error = NULL;

      if (!arb_session_append_line (arb_play_page_get_session (play_page (f)), lines[i], &error))
        g_error ("“%s”: %s", lines[i], error->message);
    }
  arb_game_page_refresh (ARB_GAME_PAGE (table (f)));
  arb_game_page_emit_changed (ARB_GAME_PAGE (table (f)));
  drain ();
}

static void
enter_line (Fixture    *f,
            const char *line)
{
  const char *lines[] = { line, NULL };

  enter_lines (f, lines);
}

static int
min_width (GtkWidget *widget)
{
  int minimum = 0;

  gtk_widget_measure (widget, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, NULL, NULL, NULL);
  return minimum;
}

/* Each visible widget whose minimum width is `at_least` or more, with
 * its type, CSS name and classes, indented by depth: the widest leaf
 * is what sets the window's minimum. */
static void
dump_widths (GtkWidget *widget,
             int        at_least,
             guint      depth)
{
  int min = min_width (widget);
  g_auto(GStrv) classes = NULL;
  g_autofree char *joined = NULL;

  if (!gtk_widget_get_visible (widget) || !gtk_widget_get_child_visible (widget) || min < at_least)
    return;
  classes = gtk_widget_get_css_classes (widget);
  joined = g_strjoinv (".", classes);
  g_test_message ("%*s%s (%s%s%s) %d", (int) depth * 2, "", G_OBJECT_TYPE_NAME (widget),
              gtk_widget_get_css_name (widget), *joined != '\0' ? "." : "", joined, min);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    dump_widths (child, at_least, depth + 1);
}

static void
settle (Fixture *f,
        int      width)
{
  gtk_window_set_default_size (GTK_WINDOW (f->window), width, 800);
  drain ();
  gtk_test_widget_wait_for_draw (GTK_WIDGET (f->window));
  drain ();
}

/* What the view shows, in its scrolled window: its minimum width and
 * the width it has. */
static void
measure_content (Fixture    *f,
                 const char *view,
                 int        *content_min,
                 int        *room)
{
  GtkWidget *page = g_str_equal (view, "table") ? table (f) : arb_play_page_get_score_page (play_page (f));
  GtkWidget *scroller = GTK_IS_SCROLLED_WINDOW (page) ? page : find_descendant (page, GTK_TYPE_SCROLLED_WINDOW);
  GtkWidget *viewport = gtk_scrolled_window_get_child (GTK_SCROLLED_WINDOW (scroller));

  /* the room is the play page's: those inside it take their minimum */
  *content_min = min_width (gtk_widget_get_first_child (viewport));
  *room = gtk_widget_get_width (GTK_WIDGET (play_page (f)));
}

/*
 * The view `view` ("table" or "score") at each width a page may switch
 * its layout at, and just above the phone layouts' width: the window
 * never needs more than 360 px (its frame included, the client-side
 * decoration that a bare X server shows, as `xdotool windowsize`
 * measures it), so that it can go to 360 px from any width at once;
 * and once it is there, the layout chosen fits: the view needs no more
 * width than it has (nothing is cut off; it scrolls only vertically),
 * nor does the header bar.  Checked unless `measure_only`.
 */
static void
check_view (Fixture    *f,
            const char *what,
            const char *view,
            gboolean    measure_only)
{
  const int widths[] = { 1280, 1100, 1000, 800, 600, 480, ARB_PHONE_WIDTH + 1, NARROWEST };
  const char *dump = g_getenv ("ARB_NARROW_DUMP");
  guint last = G_N_ELEMENTS (widths) - 1;
  GtkWidget *header = find_descendant (GTK_WIDGET (play_page (f)), ADW_TYPE_HEADER_BAR);

  arb_play_page_show_view (play_page (f), view);
  drain ();
  for (guint i = 0; i < G_N_ELEMENTS (widths); i++)
    {
      int window_min, content_min, room, header_min = min_width (header);
      gboolean fits;

      settle (f, widths[i]);
      window_min = min_width (GTK_WIDGET (f->window));
      measure_content (f, view, &content_min, &room);
      fits = window_min <= NARROWEST && content_min <= room && header_min <= gtk_widget_get_width (header);
      if ((dump != NULL && (i == 0 || i == last)) || (!measure_only && !fits))
        {
          g_test_message ("%s, %s, laid out at %d px:", what, view, widths[i]);
          dump_widths (GTK_WIDGET (f->window), dump != NULL ? MAX (atoi (dump), 1) : MIN (room, NARROWEST) - 40, 0);
        }
      /* from 600 px the window keeps its Redo button */
      if (widths[i] >= 600 && arb_play_page_get_redo_in_menu (play_page (f)))
        g_error ("%s, %s, at %d px: Redo went into the menu", what, view, widths[i]);
      if (i == 0 || i == last)
        g_test_message ("%s, %s, at %d px: the window's minimum width %d px; the view needs %d px of %d, the header %d",
                        what, view, widths[i], window_min, content_min, room, header_min);
      if (!measure_only && !fits)
        g_error ("%s, %s, at %d px: the window needs %d px, the view %d px of %d, the header %d px of %d",
                 what, view, widths[i], window_min, content_min, room, header_min, gtk_widget_get_width (header));
    }
  settle (f, 1280);
}

/* The large type view (F11) fits a phone too: it is full screen there. */
static void
check_large (Fixture    *f,
             const char *what)
{
  int min;

  arb_play_page_set_large_type (play_page (f), TRUE);
  drain ();
  min = min_width (arb_play_page_get_large_view (play_page (f)));
  g_test_message ("%s, large type: %d px", what, min);
  if (min > NARROWEST - 10 && g_getenv ("ARB_NARROW_REPORT") == NULL)
    {
      dump_widths (arb_play_page_get_large_view (play_page (f)), NARROWEST - 100, 0);
      g_error ("%s, large type: the view needs %d px", what, min);
    }
  arb_play_page_set_large_type (play_page (f), FALSE);
  drain ();
  settle (f, 1280);
}

static void
check (Fixture    *f,
       const char *what)
{
  /* ARB_NARROW_REPORT=1: every minimum printed, none checked */
  gboolean report = g_getenv ("ARB_NARROW_REPORT") != NULL;

  check_view (f, what, "table", report);
  check_view (f, what, "score", report);
  /* from 1280 px to 360 at once (a screen turned, a window tiled): the
   * wide layout does not hold the window wide */
  settle (f, NARROWEST);
  for (guint i = 0; i < 40 && gtk_widget_get_width (GTK_WIDGET (f->window)) > NARROWEST; i++)
    drain_for (50);
  if (gtk_widget_get_width (GTK_WIDGET (f->window)) > NARROWEST && !report)
    g_error ("%s: from 1280 px at once, the window stays %d px wide", what,
             gtk_widget_get_width (GTK_WIDGET (f->window)));
  settle (f, 1280);
  arb_play_page_show_view (play_page (f), "table");
  drain ();
}

/* ---- No Thanks! ---- */

static const char *const seven[] = { "Ann", "Ben", "Cleo", "Dora", "Ezekiel", "Florentyna", "Gus", NULL };
static const char *const more_players[] = { "more-players", "yes", NULL };

static void
test_nothanks (Fixture       *f,
               gconstpointer  data)
{
  start_game (f, "nothanks", seven, NULL, more_players, FALSE);
  check (f, "No Thanks!, the first card to turn up");
  /* Ann takes a long run: her seat's widest row */
  for (int v = 3; v <= 14; v++)
    {
      g_autofree char *card = g_strdup_printf ("card %d", v);

      enter_line (f, card);
      enter_line (f, "take");
    }
  enter_line (f, "card 35");
  for (guint i = 0; i < 6; i++)
    enter_line (f, "pass");
  check (f, "No Thanks!, 7 players, deciding on a card");
  check_large (f, "No Thanks!, 7 players, deciding on a card");
  enter_line (f, "take");
  check (f, "No Thanks!, 7 players, turning up a card");
  /* the rest of the deck: the game is over */
  for (int v = 15; v <= 25; v++)
    {
      g_autofree char *card = g_strdup_printf ("card %d", v);

      enter_line (f, card);
      enter_line (f, "take");
    }
  check (f, "No Thanks!, 7 players, over");
  check_large (f, "No Thanks!, 7 players, over");
}

static void
test_nothanks_score_only (Fixture       *f,
                          gconstpointer  data)
{
  start_game (f, "nothanks", seven, NULL, more_players, TRUE);
  check (f, "No Thanks!, score only");
}

/* ---- Split and Vote ---- */

static const char *const four[] = { "Kate", "Jane", "David", "Maximilian", NULL };

static void
test_splitvote (Fixture       *f,
                gconstpointer  data)
{
  start_game (f, "splitvote", four, NULL, NULL, FALSE);
  check (f, "Split and Vote, dealing the row");
  enter_line (f, "Kate: row 4 5 6 7 9 J 8 2 10");
  check (f, "Split and Vote, the split");
  enter_line (f, "Kate: split 3 2 4");
  enter_line (f, "Jane: vote blue");
  check (f, "Split and Vote, voting");
  check_large (f, "Split and Vote, voting");
  enter_line (f, "votes David=black Maximilian=white Kate=black");
  check (f, "Split and Vote, splitting a contested part");
  {
    const char *const lines[] = {
      "Kate: split 2 1 1", "Kate: vote white", "David: vote black",
      "Jane: row 1 3 3 3 4 4 4 J J", "Jane: split 4 3 2",
      "votes Jane=white David=white Maximilian=white Kate=blue", "Jane: split 1 2 1",
      "votes Jane=blue David=white Maximilian=blue", "Jane: vote white", "Maximilian: vote blue",
      "David: row 2 5 5 5 5 6 6 6 J", "David: split 2 2 5",
      "votes Jane=white David=white Maximilian=black Kate=black", "votes Jane=white David=blue",
      "David: split 1 2 2", "votes Maximilian=blue Kate=black", NULL
    };

    enter_lines (f, lines);
  }
  check (f, "Split and Vote, a joker to place");
  {
    const char *const lines[] = {
      "Kate: joker 6",
      "Maximilian: row 6 6 7 7 7 7 J J J", "Maximilian: split 3 3 3",
      "votes Jane=blue David=white Maximilian=black Kate=white", "Maximilian: split 1 1 1",
      "votes David=black Kate=white", "Maximilian: joker 6 6 6",
      "Kate: row 7 7 8 8 8 8 J J 9", "Kate: split 2 4 3",
      "votes Jane=white David=blue Maximilian=black Kate=blue", "Kate: split 2 1 1",
      "votes David=white Kate=white", "votes David=white Kate=blue", "Maximilian: joker 9 9",
      "Jane: row 8 8 8 9 9 9 J 10 10", "Jane: split 3 4 2",
      "votes Jane=black David=black Maximilian=white Kate=white", "Jane: split 1 1 1",
      "votes Maximilian=white Kate=white", "votes Jane=white David=blue",
      "David: row 9 9 9 9 10 10 10 J J", "David: split 4 3 2",
      "votes Jane=black David=white Maximilian=blue Kate=black", "votes Jane=white Kate=blue",
      "Kate: joker 4", "Jane: joker 9",
      "Maximilian: row 10 10 J 10 J 10 J", "Maximilian: split 2 1 4",
      "votes Jane=blue David=white Maximilian=black Kate=white", "votes David=white Kate=white",
      "Jane: joker 7", "Maximilian: joker 10 10", NULL
    };

    enter_lines (f, lines);
  }
  check (f, "Split and Vote, over");
}

/* ---- Vote Stuffing ---- */

static const char *const seven_vs[] = { "Ann", "Ben", "Cleo", "Dora", "Ezekiel", "Florentyna", "Gus", NULL };
static const char *const three[] = { "Ann", "Ben", "Cleo", NULL };

static void
test_votestuffing (Fixture       *f,
                   gconstpointer  data)
{
  start_game (f, "votestuffing", seven_vs, NULL, NULL, FALSE);
  check (f, "Vote Stuffing, 7 players, a turn");
  check_large (f, "Vote Stuffing, 7 players, a turn");
  enter_line (f, "Ann: ? left");
  enter_line (f, "Ann: Ks power");
  /* typed at the table: the 2 asks who draws two */
  for (const char *c = "2sp"; *c != '\0'; c++)
    g_assert_true (arb_game_page_handle_key (ARB_GAME_PAGE (table (f)), gdk_unicode_to_keyval ((guint) *c), 0));
  drain ();
  g_assert_cmpuint (arb_votestuffing_page_get_n_targets (ARB_VOTESTUFFING_PAGE (table (f))), ==, 6);
  check (f, "Vote Stuffing, 7 players, who draws two");
}

static gboolean
is_turn_status (GtkWidget     *widget,
                gconstpointer  data)
{
  return GTK_IS_LABEL (widget) && strstr (gtk_label_get_text (GTK_LABEL (widget)), "or Enter to end the turn") != NULL;
}

/* Narrow, the turn's status stands under the entry, not beside it as a
 * sliver a word wide; wide, it is beside the buttons again. */
static void
test_votestuffing_status (Fixture       *f,
                          gconstpointer  data)
{
  GtkWidget *status, *entry;
  graphene_rect_t s, e;

  start_game (f, "votestuffing", three, NULL, NULL, FALSE);
  enter_line (f, "Ann: 7h left");
  status = find_matching (GTK_WIDGET (table (f)), is_turn_status, NULL);
  entry = find_descendant (GTK_WIDGET (table (f)), GTK_TYPE_ENTRY);
  g_assert_nonnull (status);
  g_assert_nonnull (entry);
  s = drawn_bounds (f, status);
  e = drawn_bounds (f, entry);
  g_assert_cmpfloat (s.origin.x, >, e.origin.x + e.size.width);
  settle (f, NARROWEST);
  s = drawn_bounds (f, status);
  e = drawn_bounds (f, entry);
  g_assert_cmpfloat (s.origin.y, >=, e.origin.y + e.size.height);
  g_assert_cmpfloat (s.size.width, >, NARROWEST / 2);
  settle (f, 1280);
  s = drawn_bounds (f, status);
  e = drawn_bounds (f, entry);
  g_assert_cmpfloat (s.origin.x, >, e.origin.x + e.size.width);
}

/* The notation's game, three players: Ben's call and its reveal. */
static void
test_votestuffing_call (Fixture       *f,
                        gconstpointer  data)
{
  const char *const to_call[] = {
    "Ann: ? left", "Ann: Ks power", "Ben: 9c left", "Ben: ? middle", "Cleo: 3h power", "Cleo: 8d left",
    "Ann: 4c power", "Ann: bonus ?", "Ann: 10s left", "Ben: Jd power", "Ben: 6h right",
    "Cleo: 2s power Ann", "Cleo: 7c right", "Ann: Jh power", "Ann: ? right", "Ben: ? right",
    "Ben: ? middle", "Cleo: ? right", "Cleo: Ad power", "Ann: ? right", "Ann: 10d power",
    "Ben: ? right", "Ben: Jc power", NULL
  };
  const char *const to_end[] = {
    "reveal left 2c 4s right r=3 s=2", "Cleo: ? middle", "Cleo: 5c left", "Ann: Kd power",
    "Ann: ? right", "Ann: call Qd", "reveal right 9s", "Ben: 5d right", "Ben: call 3c", NULL
  };

  start_game (f, "votestuffing", three, NULL, NULL, FALSE);
  enter_lines (f, to_call);
  check (f, "Vote Stuffing, a call");
  enter_line (f, "Ben: call 5d");
  check (f, "Vote Stuffing, a call's reveal");
  check_large (f, "Vote Stuffing, a call's reveal");
  enter_lines (f, to_end);
  check (f, "Vote Stuffing, over");
}

/* ---- Eighty ---- */

static const char *const five[] = { "Ann", "Ben", "Cleo", "Dora", "Florentyna", NULL };

static void
test_eighty (Fixture       *f,
             gconstpointer  data)
{
  const char *const cards[] = {
    "white 23 double-up symbol moon", "white 47 standard symbol sun draw 1", "white 58 high-low symbol moon",
    "white 71 symbolic-up moon symbol star", "white 12 safe-zone symbol moon", "white 33 standard symbol sun",
    NULL
  };
  GtkEditable *entry;

  start_game (f, "eighty", five, NULL, NULL, FALSE);
  check (f, "Eighty, the centre");
  /* a new card: its attributes are asked */
  entry = GTK_EDITABLE (arb_eighty_page_get_entry (ARB_EIGHTY_PAGE (table (f))));
  gtk_editable_set_text (entry, "45");
  drain ();
  g_assert_cmpstr (arb_eighty_page_get_input (ARB_EIGHTY_PAGE (table (f))), ==, "form");
  check (f, "Eighty, a new card's attributes");
  gtk_editable_set_text (entry, "");
  drain ();
  enter_lines (f, cards);
  enter_line (f, "centre 23 47 58 71 12 33");
  enter_line (f, "Ann: draft 71");
  check (f, "Eighty, drafting");
  enter_line (f, "Ben: draft 47");
  enter_line (f, "Cleo: draft 58");
  enter_line (f, "Dora: draft 12");
  enter_line (f, "Florentyna: draft 33");
  enter_line (f, "Ann: play +10 -5 Ben");
  enter_line (f, "Ben: play +3 Florentyna");
  enter_line (f, "Ben: reveal 47");
  check (f, "Eighty, reveals with Play cards");
  check_large (f, "Eighty, reveals with Play cards");
}

/* The notation's game, to its end: the sets on the score page. */
static void
test_eighty_over (Fixture       *f,
                  gconstpointer  data)
{
  const char *const game[] = {
    "white 23 double-up symbol moon", "white 47 standard symbol sun draw 1", "white 58 high-low symbol moon",
    "white 71 symbolic-up moon symbol star", "centre 23 47 58 71",
    "Ben: draft 71", "Cleo: draft 47", "Ann: draft 58", "Ann: play +10 Ben", "Ben: reveal 71",
    "Cleo: reveal 47", "white 12 safe-zone symbol moon", "Ann: reveal 12",
    "white 5 high-low symbol sun", "white 36 standard symbol moon draw 3", "white 64 safe-zone symbol sun",
    "white 19 symbolic-up sun symbol leaf", "centre 5 36 64 19",
    "Cleo: draft 64", "Ann: draft 36", "Ben: draft 5", "Ben: play -5 Cleo", "Cleo: play +3 Cleo",
    "Cleo: reveal 64", "Ann: reveal 36", "white 44 double-up symbol sun", "Ben: reveal 44", NULL
  };
  const char *const end[] = {
    "Ann: discard 1",
    "white 9 standard symbol star", "white 52 double-up symbol moon draw 1", "white 66 high-low symbol leaf",
    "centre 80 9 52 66", "Ann: draft 52", "Ben: draft 66", "Cleo: draft 9", "Ann: play +15 Ben",
    "Ann: reveal 58", "Ben: reveal 66", "Cleo: reveal 9",
    "Ann: hold 2+moon star", "Ben: hold 3 sun", "Cleo: hold 1+leaf", NULL
  };

  start_game (f, "eighty", three, "Ben", NULL, FALSE);
  enter_lines (f, game);
  check (f, "Eighty, a discard");
  enter_lines (f, end);
  check (f, "Eighty, over");
  check_large (f, "Eighty, over");
}

/* ---- Tile Rummy ---- */

static void
test_tilerummy (Fixture       *f,
                gconstpointer  data)
{
  const char *const opening[] = { "display r3 b8 y11 g2 pass-two y6", "Ann: lay | r9 r10 r11", NULL };

  start_game (f, "tilerummy", three, NULL, NULL, FALSE);
  enter_lines (f, opening);
  check (f, "Tile Rummy, a turn");
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GtkCssProvider) css = NULL;

  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  /* the app's style sheet, as the application loads it: its paddings
   * and type sizes count */
  css = gtk_css_provider_new ();
  gtk_css_provider_load_from_resource (css, "/io/github/tablearbiter/Arbiter/style.css");
  gtk_style_context_add_provider_for_display (gdk_display_get_default (), GTK_STYLE_PROVIDER (css),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);

  g_test_add ("/narrow/nothanks", Fixture, NULL, fixture_set_up, test_nothanks, fixture_tear_down);
  g_test_add ("/narrow/nothanks-score-only", Fixture, NULL, fixture_set_up, test_nothanks_score_only,
              fixture_tear_down);
  g_test_add ("/narrow/splitvote", Fixture, NULL, fixture_set_up, test_splitvote, fixture_tear_down);
  g_test_add ("/narrow/votestuffing", Fixture, NULL, fixture_set_up, test_votestuffing, fixture_tear_down);
  g_test_add ("/narrow/votestuffing-status", Fixture, NULL, fixture_set_up, test_votestuffing_status, fixture_tear_down);
  g_test_add ("/narrow/votestuffing-call", Fixture, NULL, fixture_set_up, test_votestuffing_call,
              fixture_tear_down);
  g_test_add ("/narrow/eighty", Fixture, NULL, fixture_set_up, test_eighty, fixture_tear_down);
  g_test_add ("/narrow/eighty-over", Fixture, NULL, fixture_set_up, test_eighty_over, fixture_tear_down);
  g_test_add ("/narrow/tilerummy", Fixture, NULL, fixture_set_up, test_tilerummy, fixture_tear_down);
  return g_test_run ();
}
