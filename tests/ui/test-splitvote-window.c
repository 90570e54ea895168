/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * Plays Split and Vote through the window: the row typed on the keypad,
 * a split with the divider keys, votes with W / B / K, a contest and
 * its sub-split, a joker placed by its number key, the two-player
 * discard, the score page's majorities and a score-only game.
 */
#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>
#include <math.h>

#include "arb-game-page.h"
#include "arb-lsan.h"
#include "arb-play-page.h"
#include "arb-refusal-bar.h"
#include "arb-score-page.h"
#include "arb-session.h"
#include "arb-setup-page.h"
#include "arb-splitvote-page.h"
#include "arb-splitvote-paint.h"
#include "arb-store.h"
#include "arb-window.h"
#include "ui-fixture.h"
#include "ui-pixels.h"

static ArbSplitvotePage *
table (Fixture *f)
{
  return ARB_SPLITVOTE_PAGE (arb_play_page_get_game_page (play_page (f)));
}

static void
start_game (Fixture            *f,
            const char *const  *players,
            gboolean            score_only)
{
  ArbSetupPage *setup;

  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.new-game", "s", "splitvote");
  drain ();
  setup = ARB_SETUP_PAGE (arb_window_get_page (f->window, "setup"));
  arb_setup_page_set_players (setup, players);
  arb_setup_page_set_first_player (setup, players[g_strv_length ((char **) players) - 1]);
  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.start-game", "b", score_only);
  drain ();
  gtk_test_widget_wait_for_draw (GTK_WIDGET (f->window));
  g_assert_cmpstr (arb_window_get_page_name (f->window), ==, "play");
  g_assert_true (ARB_IS_SPLITVOTE_PAGE (table (f)));
}

static void
act (Fixture    *f,
     const char *action,
     GVariant   *parameter)
{
  GtkWidget *target = g_str_has_prefix (action, "sv.") ? GTK_WIDGET (table (f)) : GTK_WIDGET (f->window);

  g_assert_true (gtk_widget_activate_action_variant (target, action, parameter));
  drain ();
}

static void
key (Fixture *f,
     guint    keyval)
{
  g_assert_true (arb_game_page_handle_key (ARB_GAME_PAGE (table (f)), keyval, 0));
  drain ();
}

static void
keys (Fixture    *f,
      const char *letters)
{
  for (const char *c = letters; *c != '\0'; c++)
    key (f, gdk_unicode_to_keyval ((guint) *c));
}

static void
type_row (Fixture    *f,
          const char *cards)
{
  g_auto(GStrv) words = g_strsplit (cards, " ", -1);

  for (guint i = 0; words[i] != NULL; i++)
    act (f, "sv.card", g_variant_new_string (words[i]));
  /* a full row that cannot grow is dealt by itself */
  if (g_str_equal (arb_splitvote_page_get_input (table (f)), "deal"))
    act (f, "sv.deal", NULL);
}

static void
assert_shows (const char *shown,
              const char *expected,
              const char *what)
{
  if (shown == NULL || strstr (shown, expected) == NULL)
    g_error ("%s shows “%s”, expected “%s”", what, shown, expected);
}

static void
assert_prompt (Fixture    *f,
               const char *expected)
{
  assert_shows (arb_game_page_get_prompt_text (ARB_GAME_PAGE (table (f))), expected, "the prompt");
}

static void
assert_seat (Fixture    *f,
             guint       seat,
             const char *expected)
{
  assert_shows (arb_splitvote_page_get_seat_summary (table (f), seat), expected, "the seat");
}

static void
assert_dividers (Fixture *f,
                 guint    gap1,
                 guint    gap2)
{
  guint a, b;

  arb_splitvote_page_get_dividers (table (f), &a, &b);
  g_assert_cmpuint (a, ==, gap1);
  g_assert_cmpuint (b, ==, gap2);
}

/* Record lines entered as if typed elsewhere: the table follows. */
static void
enter_lines (Fixture           *f,
             const char *const *lines)
{
  for (guint i = 0; lines[i] != NULL; i++)
    {
      g_autoptr(GError) error = NULL;

      arb_session_append_line (arb_play_page_get_session (play_page (f)), lines[i], &error);
      g_assert_no_error (error);
    }
  arb_game_page_refresh (ARB_GAME_PAGE (table (f)));
  arb_game_page_emit_changed (ARB_GAME_PAGE (table (f)));
  drain ();
}

static const char *const four[] = { "Jane", "David", "Max", "Kate", NULL };

/* The rulebook's example round: Max takes white, Jane blue, David and
 * Kate contest black and Kate splits it again. */
static void
play_first_round (Fixture *f)
{
  assert_prompt (f, "Round 1 of 8: Kate deals a row of 9 cards");
  g_assert_cmpstr (arb_splitvote_page_get_input (table (f)), ==, "deal");

  /* Eight cards are not a row of four players (SV-2). */
  type_row (f, "4 5 6 7 9 J 8 2");
  g_assert_cmpstr (arb_game_page_get_refusal (ARB_GAME_PAGE (table (f))), ==, "SV-2");
  /* The ninth card completes the row: it is dealt with no Enter. */
  act (f, "sv.card", g_variant_new_string ("10"));
  g_assert_null (arb_game_page_get_refusal (ARB_GAME_PAGE (table (f))));
  assert_prompt (f, "Kate splits the row 4 5 6 7 9 J 8 2 10");

  /* Dividers after 3 and 6; Tab takes the second, Left moves it. */
  assert_dividers (f, 3, 6);
  key (f, GDK_KEY_Tab);
  key (f, GDK_KEY_Left);
  assert_dividers (f, 3, 5);
  key (f, GDK_KEY_Return);
  assert_prompt (f, "Vote for white (4 5 6), blue (7 9) or black (J 8 2 10); Jane votes next");

  keys (f, "b");
  assert_seat (f, 0, "voted blue");
  /* Jane has voted: a second vote is refused (SV-5). */
  act (f, "sv.vote", g_variant_new ("(is)", 0, "white"));
  g_assert_nonnull (arb_game_page_get_refusal (ARB_GAME_PAGE (table (f))));
  keys (f, "kwk");
  assert_shows (arb_splitvote_page_get_resolution (table (f)), "contested by David and Kate",
                "the resolution");
  assert_prompt (f, "Kate splits black (J 8 2 10), contested by David and Kate");

  /* The sub-split: 2 | 1 | 1 of the contested part, by the actions. */
  assert_dividers (f, 1, 3);
  act (f, "sv.divider-move", g_variant_new_int32 (1));
  assert_dividers (f, 2, 3);
  act (f, "sv.split", NULL);
  assert_prompt (f, "David and Kate vote again");
  act (f, "sv.vote", g_variant_new ("(is)", 3, "white"));
  act (f, "sv.vote", g_variant_new ("(is)", 1, "black"));
  assert_prompt (f, "Round 2 of 8: Jane deals");
}

static void
test_round (Fixture       *f,
            gconstpointer  data)
{
  g_autofree char *cell = NULL;

  start_game (f, four, FALSE);
  play_first_round (f);
  assert_seat (f, 2, "4x1 5x1 6x1");
  /* Kate's joker goes on her only stack by itself (SV-9). */
  assert_seat (f, 3, "8x2 (1 J)");
  assert_seat (f, 1, "10x1");
  cell = arb_splitvote_page_dup_majority (table (f), 3, 8);
  g_assert_cmpstr (cell, ==, "2 (leads)");

  act (f, "win.undo", NULL);
  assert_prompt (f, "David and Kate vote again");
  act (f, "win.redo", NULL);
  assert_prompt (f, "Round 2 of 8: Jane deals");
}

static void
test_joker (Fixture       *f,
            gconstpointer  data)
{
  const char *const rounds[] = {
    "Jane: row 1 3 3 3 4 4 4 J J", "Jane: split 4 3 2",
    "votes Jane=white David=white Max=white Kate=blue", "Jane: split 1 2 1",
    "votes Jane=blue David=white Max=blue", "Jane: vote white", "Max: vote blue",
    "David: row 2 5 5 5 5 6 6 6 J", "David: split 2 2 5",
    "votes Jane=white David=white Max=black Kate=black", "votes Jane=white David=blue",
    "David: split 1 2 2", "votes Max=blue Kate=black", NULL,
  };

  start_game (f, four, FALSE);
  play_first_round (f);
  enter_lines (f, rounds);
  /* Kate holds 4s and 8s and took 6 J: she places the joker. */
  assert_prompt (f, "Kate attaches a joker to a stack");
  g_assert_cmpstr (arb_splitvote_page_get_input (table (f)), ==, "choose");
  assert_seat (f, 3, "J waiting");
  keys (f, "6");
  assert_seat (f, 3, "6x2 (1 J)");
  assert_prompt (f, "Round 4 of 8: Max deals");
}

static void
test_discard (Fixture       *f,
              gconstpointer  data)
{
  const char *const two[] = { "Ann", "Ben", NULL };

  start_game (f, two, FALSE);
  type_row (f, "1 2 2 3 3 3 J");
  assert_prompt (f, "Ben splits the row");
  key (f, GDK_KEY_Return);
  assert_prompt (f, "Ann discards one part");
  keys (f, "k");
  assert_prompt (f, "Vote for white");
  g_assert_cmpstr (arb_splitvote_page_get_input (table (f)), ==, "vote");
}

static void
test_score (Fixture       *f,
            gconstpointer  data)
{
  ArbScorePage *score;
  g_autofree char *cell = NULL;

  start_game (f, four, TRUE);
  assert_prompt (f, "Enter Jane's stacks");
  g_assert_false (arb_splitvote_page_enter_stacks (table (f), 0, "1x17"));
  g_assert_cmpstr (arb_game_page_get_refusal (ARB_GAME_PAGE (table (f))), ==, "SV-1");
  g_assert_true (arb_splitvote_page_enter_stacks (table (f), 0, "2x1 3x1 7x7 9x2 10x1"));
  g_assert_true (arb_splitvote_page_enter_stacks (table (f), 1, "1x1 5x1 7x1 8x1 9x4 10x2"));
  g_assert_true (arb_splitvote_page_enter_stacks (table (f), 2, "3x1 4x1 5x1 6x6 9x3 10x7"));
  g_assert_true (arb_splitvote_page_enter_stacks (table (f), 3, "4x4 6x3 8x3"));
  g_assert_cmpstr (arb_play_page_get_view (play_page (f)), ==, "score");
  score = ARB_SCORE_PAGE (arb_play_page_get_score_page (play_page (f)));
  assert_shows (arb_score_page_get_verdict (score), "Max wins with 24", "the verdict");
  g_assert_nonnull (arb_score_page_get_section (score));
  cell = arb_splitvote_page_dup_majority (table (f), 2, 10);
  g_assert_cmpstr (cell, ==, "7 (leads)");
}

/* The row field shows no example a person could take for a dealt row; a
 * line that is not well formed is answered in the typed words, not by a
 * column of a record line; the dividers never meet; the majorities come
 * before the seats; the table fits a 600 px window. */
static void
test_hardening (Fixture       *f,
                gconstpointer  data)
{
  GtkWidget *entry, *bar, *majorities, *seats;
  const char *words;
  guint a, b;
  int min = 0;

  start_game (f, four, FALSE);
  entry = find_descendant (GTK_WIDGET (table (f)), GTK_TYPE_ENTRY);
  g_assert_null (strpbrk (gtk_entry_get_placeholder_text (GTK_ENTRY (entry)), "0123456789"));
  gtk_editable_set_text (GTK_EDITABLE (entry), "4 x 5");
  act (f, "sv.deal", NULL);
  g_assert_cmpstr (arb_game_page_get_refusal (ARB_GAME_PAGE (table (f))), ==, "parse");
  bar = find_descendant (GTK_WIDGET (table (f)), ARB_TYPE_REFUSAL_BAR);
  words = arb_refusal_bar_get_text (ARB_REFUSAL_BAR (bar));
  g_assert_false (g_str_has_prefix (words, "column"));
  g_assert_nonnull (strstr (words, "“x”"));
  gtk_editable_set_text (GTK_EDITABLE (entry), "");
  g_assert_null (arb_game_page_get_refusal (ARB_GAME_PAGE (table (f))));

  /* typed as one word, the row goes in by itself */
  gtk_editable_set_text (GTK_EDITABLE (entry), "45679J8210");
  drain ();
  assert_prompt (f, "Kate splits the row 4 5 6 7 9 J 8 2 10");
  for (guint i = 0; i < 12; i++)
    act (f, "sv.divider-move", g_variant_new_int32 (-1));
  arb_splitvote_page_get_dividers (table (f), &a, &b);
  g_assert_cmpuint (a, ==, 1);
  for (guint i = 0; i < 12; i++)
    act (f, "sv.divider-move", g_variant_new_int32 (1));
  arb_splitvote_page_get_dividers (table (f), &a, &b);
  g_assert_cmpuint (a, ==, b - 1);
  key (f, GDK_KEY_Tab);
  for (guint i = 0; i < 12; i++)
    act (f, "sv.divider-move", g_variant_new_int32 (1));
  arb_splitvote_page_get_dividers (table (f), &a, &b);
  g_assert_cmpuint (b, ==, 8);

  majorities = find_descendant (GTK_WIDGET (table (f)), g_type_from_name ("ArbSplitvoteMajorities"));
  seats = find_descendant (GTK_WIDGET (table (f)), g_type_from_name ("ArbSplitvoteSeat"));
  for (GtkWidget *w = gtk_widget_get_parent (majorities); w != NULL; w = gtk_widget_get_next_sibling (w))
    if (gtk_widget_is_ancestor (seats, w))
      goto ordered;
  g_error ("the majorities come after the seats");
ordered:
  gtk_widget_measure (GTK_WIDGET (f->window), GTK_ORIENTATION_HORIZONTAL, -1, &min, NULL, NULL, NULL);
  g_assert_cmpint (min, <=, 600);
}

/* 19: at 1280×800 the majority table's columns run across its card,
 * not over half of it. */
static void
test_majorities_width (Fixture       *f,
                       gconstpointer  data)
{
  GtkWidget *majorities, *card;
  double left = G_MAXDOUBLE, right = -G_MAXDOUBLE;
  int room;
  guint cells = 0;

  start_game (f, four, FALSE);
  play_first_round (f);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (f->window));
  majorities = find_descendant (GTK_WIDGET (table (f)), g_type_from_name ("ArbSplitvoteMajorities"));
  g_assert_nonnull (majorities);
  card = gtk_widget_get_parent (majorities);
  g_assert_true (gtk_widget_has_css_class (card, "majorities-card"));
  /* the room inside the card (its padding aside) */
  room = gtk_widget_get_width (card);
  /* the table's cells: the names, the numbers and the points */
  for (GtkWidget *grid = gtk_widget_get_first_child (majorities); grid != NULL; grid = gtk_widget_get_next_sibling (grid))
    for (GtkWidget *cell = gtk_widget_get_first_child (grid); cell != NULL; cell = gtk_widget_get_next_sibling (cell))
      {
        graphene_rect_t bounds;

        g_assert_true (gtk_widget_compute_bounds (cell, card, &bounds));
        left = MIN (left, bounds.origin.x);
        right = MAX (right, bounds.origin.x + bounds.size.width);
        cells++;
      }
  g_assert_cmpuint (cells, ==, 11 + 4 * 12);   /* the header has no name */
  g_test_message ("the card is %d px wide inside (the table %d px), its columns run over %.0f px",
                  room, gtk_widget_get_width (majorities), right - left);
  /* the wide layout: a line per player, a column per number */
  g_assert_cmpint (room, >=, 800);
  if (right - left < 0.9 * room)
    g_error ("the majority table's columns take %.0f px of the %d px of their card", right - left, room);
}

/* The interior of each black part's band under the row: the columns
 * where the row alone draws the black part's colour, and the rows. */
typedef struct {
  int x0, x1, y0, y1;
} Band;

static gboolean
is_black_part (UiColor c)
{
  GdkRGBA black;

  arb_splitvote_part_rgba (2, &black);
  return c.a == 255
    && ABS (c.r - (int) round (black.red * 255)) <= 2
    && ABS (c.g - (int) round (black.green * 255)) <= 2
    && ABS (c.b - (int) round (black.blue * 255)) <= 2;
}

static GArray *
find_black_bands (cairo_surface_t *alone)
{
  int w = cairo_image_surface_get_width (alone), h = cairo_image_surface_get_height (alone);
  GArray *bands = g_array_new (FALSE, FALSE, sizeof (Band));
  Band band = { -1, -1, h, -1 };

  for (int x = 0; x <= w; x++)
    {
      int top = h, bottom = -1;

      for (int y = 0; x < w && y < h; y++)
        if (is_black_part (ui_pixels_at (alone, x, y)))
          {
            top = MIN (top, y);
            bottom = MAX (bottom, y);
          }
      if (bottom >= 0)
        {
          if (band.x0 < 0)
            band.x0 = x;
          band.x1 = x;
          band.y0 = MIN (band.y0, top);
          band.y1 = MAX (band.y1, bottom);
        }
      else if (band.x0 >= 0)
        {
          /* not the W of a white band, drawn in the same ink */
          if (band.x1 - band.x0 >= 16)
            g_array_append_val (bands, band);
          band = (Band) { -1, -1, h, -1 };
        }
    }
  return bands;
}

static int
compare_double (gconstpointer a,
                gconstpointer b)
{
  double da = *(const double *) a, db = *(const double *) b;

  return (da > db) - (da < db);
}

/* 19: in dark, the black part's band under the row stands out from what
 * lies behind it (its fill is as dark as the window): the core of its
 * outline, above and below the middle half of the band, contrasts at
 * least 4.5:1 with the same pixels drawn without the row.  Not 3:1: the
 * hairline that was nearly invisible (1 px of the text colour at 45%)
 * reaches 3.5:1 where it covers a whole pixel row. */
static void
test_black_part_dark (Fixture       *f,
                      gconstpointer  data)
{
  const char *const split[] = { "Kate: row 4 5 6 7 9 J 8 2 10", "Kate: split 3 2 4", NULL };
  GtkWidget *row;
  cairo_surface_t *alone, *shown, *behind;
  g_autoptr(GArray) bands = NULL;
  g_autoptr(GArray) edge = g_array_new (FALSE, FALSE, sizeof (double));
  double median;

  start_game (f, four, FALSE);
  enter_lines (f, split);
  assert_prompt (f, "Vote for white (4 5 6), blue (7 9) or black (J 8 2 10)");
  row = find_descendant (GTK_WIDGET (table (f)), g_type_from_name ("ArbSplitvoteRow"));
  g_assert_nonnull (row);

  ui_pixels_set_scheme (GTK_WIDGET (f->window), ADW_COLOR_SCHEME_FORCE_DARK);
  alone = ui_pixels_render (row, NULL);
  shown = ui_pixels_render (row, GTK_WIDGET (f->window));
  gtk_widget_set_opacity (row, 0);
  behind = ui_pixels_render (row, GTK_WIDGET (f->window));
  gtk_widget_set_opacity (row, 1);
  ui_pixels_save (shown, "splitvote-row-dark");
  ui_pixels_save (behind, "splitvote-row-dark-behind");

  /* J 8 2 10: four cards of the black part, each with its band */
  bands = find_black_bands (alone);
  g_assert_cmpuint (bands->len, ==, 4);
  for (guint i = 0; i < bands->len; i++)
    {
      Band *b = &g_array_index (bands, Band, i);
      int quarter = (b->x1 - b->x0) / 4;

      g_assert_cmpint (b->x1 - b->x0, >=, 16);
      g_assert_cmpint (b->y1 - b->y0, >=, 3);
      g_assert_cmpint (b->y0, >=, 4);
      g_assert_cmpint (b->y1 + 4, <, cairo_image_surface_get_height (shown));
      /* along the straight top and bottom, the outline's strongest pixel
       * of each column, against what lies behind it */
      for (int x = b->x0 + quarter; x <= b->x1 - quarter; x++)
        for (int side = 0; side < 2; side++)
          {
            double best = 1;

            for (int d = 1; d <= 3; d++)
              {
                int y = side == 0 ? b->y0 - d : b->y1 + d;

                best = MAX (best, ui_pixels_contrast (ui_pixels_at (shown, x, y), ui_pixels_at (behind, x, y)));
              }
            g_array_append_val (edge, best);
          }
    }
  g_array_sort (edge, compare_double);
  median = g_array_index (edge, double, edge->len / 2);
  {
    Band *b = &g_array_index (bands, Band, 0);
    UiColor back = ui_pixels_at (behind, (b->x0 + b->x1) / 2, b->y0 - 1);

    g_test_message ("the black band is %d px high on %s; its outline contrasts %.2f:1 (median), "
                    "%.2f:1 to %.2f:1", b->y1 - b->y0 + 1, ui_color_to_string (back), median,
                    g_array_index (edge, double, 0), g_array_index (edge, double, edge->len - 1));
  }
  if (median < 4.5)
    g_error ("in dark the black part's band hardly shows: its outline contrasts %.2f:1 with what lies behind, "
             "less than 4.5:1", median);
  cairo_surface_destroy (alone);
  cairo_surface_destroy (shown);
  cairo_surface_destroy (behind);
  ui_pixels_set_scheme (GTK_WIDGET (f->window), ADW_COLOR_SCHEME_DEFAULT);
}

/* The entry the page shows now (the row's or the sizes'). */
static GtkEditable *
shown_entry (GtkWidget *root)
{
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkEditable *found;

      if (GTK_IS_ENTRY (child) && gtk_widget_is_drawable (child))
        return GTK_EDITABLE (child);
      if ((found = shown_entry (child)) != NULL)
        return found;
    }
  return NULL;
}

/* The dividers as drawn, along one line of pixels above the cards
 * (where only they are drawn nearly opaque, the text colour having
 * some translucency and the part being split a faint wash): each must
 * be whole, clear of the row's ends. */
static void
assert_dividers_whole (GtkWidget  *row,
                       const char *what)
{
  cairo_surface_t *alone = ui_pixels_render (row, NULL);
  int w = cairo_image_surface_get_width (alone);
  int start = -1;
  guint runs = 0;

  ui_pixels_save (alone, what);
  for (int x = 0; x <= w; x++)
    {
      gboolean ink = x < w && ui_pixels_at (alone, x, 5).a >= 128;

      if (ink && start < 0)
        start = x;
      if (ink || start < 0)
        continue;
      g_test_message ("%s: a divider at x %d–%d of %d", what, start, x - 1, w);
      /* the dot reaches 5 px further than the bar either side */
      if (start < 5 || w - x < 5 || x - start < 3)
        g_error ("%s: a divider is cut off at x %d–%d of the row's %d px", what, start, x - 1, w);
      runs++;
      start = -1;
    }
  g_assert_cmpuint (runs, ==, 2);
  cairo_surface_destroy (alone);
}

/* A refused split leaves its dividers where it put them, at the very
 * ends of the row too (a part of no cards): they are drawn whole, at
 * 600 px and at 1280 px. */
static void
test_refused_split_dividers (Fixture       *f,
                             gconstpointer  data)
{
  const char *const row_line[] = { "Kate: row 4 5 6 7 9 J 8 2 10", NULL };
  const char *const sizes[] = { "054", "450" };
  const int widths[] = { 600, 1280 };
  GtkWidget *row;

  start_game (f, four, FALSE);
  enter_lines (f, row_line);
  row = find_descendant (GTK_WIDGET (table (f)), g_type_from_name ("ArbSplitvoteRow"));
  g_assert_nonnull (row);
  for (guint w = 0; w < G_N_ELEMENTS (widths); w++)
    for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
      {
        g_autofree char *what = g_strdup_printf ("splitvote-split-%s-%d", sizes[i], widths[w]);
        GtkEditable *entry;

        gtk_window_set_default_size (GTK_WINDOW (f->window), widths[w], 800);
        drain_for (200);
        entry = shown_entry (GTK_WIDGET (table (f)));
        g_assert_nonnull (entry);
        gtk_editable_set_text (entry, sizes[i]);
        drain ();
        g_assert_cmpstr (arb_game_page_get_refusal (ARB_GAME_PAGE (table (f))), ==, "SV-3");
        gtk_test_widget_wait_for_draw (GTK_WIDGET (f->window));
        assert_dividers_whole (row, what);
        gtk_editable_set_text (entry, "");
        drain ();
      }
}

int
main (int   argc,
      char *argv[])
{
  arb_lsan_constructors_done ();
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  /* the app's own style sheets, light and dark, as for the app */
  ui_pixels_use_app_styles ();

  g_test_add ("/splitvote/round", Fixture, NULL, fixture_set_up, test_round, fixture_tear_down);
  g_test_add ("/splitvote/joker", Fixture, NULL, fixture_set_up, test_joker, fixture_tear_down);
  g_test_add ("/splitvote/discard", Fixture, NULL, fixture_set_up, test_discard, fixture_tear_down);
  g_test_add ("/splitvote/score-only", Fixture, NULL, fixture_set_up, test_score, fixture_tear_down);
  g_test_add ("/splitvote/hardening", Fixture, NULL, fixture_set_up, test_hardening, fixture_tear_down);
  g_test_add ("/splitvote/majorities-width", Fixture, NULL, fixture_set_up, test_majorities_width, fixture_tear_down);
  g_test_add ("/splitvote/black-part-dark", Fixture, NULL, fixture_set_up, test_black_part_dark, fixture_tear_down);
  g_test_add ("/splitvote/refused-split-dividers", Fixture, NULL, fixture_set_up, test_refused_split_dividers,
              fixture_tear_down);
  return g_test_run ();
}
