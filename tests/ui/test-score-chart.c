/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * The score chart on the score page (what it says to assistive
 * technologies, where it sits wide and narrow, its colours in light and
 * dark, drawn to pictures) and the exports through the window's
 * actions, the file chooser bypassed by ARBITER_EXPORT_FILE.
 *
 * With ARBITER_SCREENSHOT_DIR set, the pictures stay there to look at.
 */
#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>

#include "arb-chart-draw.h"
#include "arb-export.h"
#include "arb-nothanks-page.h"
#include "arb-play-page.h"
#include "arb-score-chart.h"
#include "arb-score-page.h"
#include "arb-session.h"
#include "arb-setup-page.h"
#include "ui-fixture.h"
#include "ui-pixels.h"

static ArbNothanksPage *
table (Fixture *f)
{
  return ARB_NOTHANKS_PAGE (arb_play_page_get_game_page (play_page (f)));
}

static ArbScorePage *
score_page (Fixture *f)
{
  return ARB_SCORE_PAGE (arb_play_page_get_score_page (play_page (f)));
}

static ArbScoreChart *
chart (Fixture *f)
{
  return ARB_SCORE_CHART (arb_score_page_get_chart (score_page (f)));
}

static ArbGame *
game (Fixture *f)
{
  return arb_session_get_game (arb_play_page_get_session (play_page (f)));
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
start_game (Fixture    *f,
            const char *game)
{
  const char *players[] = { "Ann", "Ben", "Cleo", NULL };
  ArbSetupPage *setup;

  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.new-game", "s", game);
  drain ();
  setup = ARB_SETUP_PAGE (arb_window_get_page (f->window, "setup"));
  arb_setup_page_set_players (setup, players);
  arb_setup_page_set_first_player (setup, "Ben");
  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.start-game", "b", FALSE);
  drain ();
  g_assert_cmpstr (arb_window_get_page_name (f->window), ==, "play");
}

/* Ben turns up the 27 and pays a chip; Cleo takes it.  Cleo, who took
 * it, turns up the 5 and takes it, then the 26: three cards taken. */
static void
play_a_little (Fixture *f)
{
  g_assert_true (act (f, "nt.card", "27"));
  g_assert_true (act (f, "nt.pass", NULL));
  g_assert_true (act (f, "nt.take", NULL));
  g_assert_true (act (f, "nt.card", "5"));
  g_assert_true (act (f, "nt.take", NULL));
  g_assert_true (act (f, "nt.card", "26"));
  g_assert_true (act (f, "nt.take", NULL));
}

/* ---- pictures ---- */

static GdkTexture *
picture_of (Fixture   *f,
            GtkWidget *widget)
{
  GskRenderer *renderer = gtk_native_get_renderer (gtk_widget_get_native (widget));
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  g_autoptr(GskRenderNode) node = NULL;
  GdkPaintable *paintable;
  int w, h;

  /* a crossfade between the window's pages blends the chart's colours */
  ui_pixels_wait_for_transitions (GTK_WIDGET (f->window));
  paintable = gtk_widget_paintable_new (widget);
  w = gtk_widget_get_width (widget);
  h = gtk_widget_get_height (widget);
  gdk_paintable_snapshot (paintable, snapshot, w, h);
  node = gtk_snapshot_free_to_node (snapshot);
  g_object_unref (paintable);
  g_assert_nonnull (node);
  return gsk_renderer_render_texture (renderer, node, &GRAPHENE_RECT_INIT (0, 0, w, h));
}

static void
keep_picture (GdkTexture *texture,
              const char *name)
{
  const char *dir = g_getenv ("ARBITER_SCREENSHOT_DIR");
  g_autofree char *path = NULL;

  if (dir == NULL)
    return;
  g_mkdir_with_parents (dir, 0755);
  path = g_build_filename (dir, name, NULL);
  g_assert_true (gdk_texture_save_to_png (texture, path));
}

typedef struct {
  guchar *data;
  int     width, height;
  gsize   stride;
} Pixels;

static Pixels
pixels_of (GdkTexture *texture)
{
  Pixels p = { NULL, gdk_texture_get_width (texture), gdk_texture_get_height (texture), 0 };

  p.stride = (gsize) p.width * 4;
  p.data = g_malloc (p.stride * p.height);
  gdk_texture_download (texture, p.data, p.stride);
  return p;
}

/* How many pixels are within a few steps of this colour (the download is
 * B G R A on little-endian machines, as cairo's ARGB32). */
static guint
count_colour (const Pixels *p,
              int           rgb)
{
  guint n = 0;

  for (int y = 0; y < p->height; y++)
    for (int x = 0; x < p->width; x++)
      {
        const guchar *px = p->data + y * p->stride + x * 4;

        n += ABS (px[2] - ((rgb >> 16) & 0xff)) < 6 && ABS (px[1] - ((rgb >> 8) & 0xff)) < 6
             && ABS (px[0] - (rgb & 0xff)) < 6;
      }
  return n;
}

static int
palette (guint    seat,
         gboolean dark)
{
  double fg[3] = { 0, 0, 0 }, rgb[3];

  arb_chart_player_colour (seat, dark, fg, rgb);
  return ((int) (rgb[0] * 255 + 0.5) << 16) | ((int) (rgb[1] * 255 + 0.5) << 8) | (int) (rgb[2] * 255 + 0.5);
}

/* The score page in light and dark: each player's line in the palette
 * for that background, and not in the other's; the page's background
 * light or dark. */
static void
check_colours (Fixture    *f,
               gboolean    dark,
               const char *name)
{
  g_autoptr(GdkTexture) texture = picture_of (f, GTK_WIDGET (f->window));
  Pixels p = pixels_of (texture);
  graphene_rect_t page;
  const guchar *corner;
  int lightness;

  g_assert_true (gtk_widget_compute_bounds (GTK_WIDGET (score_page (f)), GTK_WIDGET (f->window), &page));
  corner = p.data + ((int) page.origin.y + 10) * p.stride + ((int) page.origin.x + 10) * 4;
  lightness = (corner[0] + corner[1] + corner[2]) / 3;

  keep_picture (texture, name);
  g_assert_cmpint (dark ? 255 - lightness : lightness, >, 160);
  for (guint seat = 0; seat < 3; seat++)
    {
      if (count_colour (&p, palette (seat, dark)) < 20)
        g_error ("%s: seat %u's colour (#%06X) hardly shows", name, seat, palette (seat, dark));
    }
  /* seat 0's colour for the other background is not used */
  g_assert_cmpuint (count_colour (&p, palette (0, !dark)), <, 20);
  g_free (p.data);
}

static void
set_width (Fixture *f,
           int      width)
{
  gtk_window_set_default_size (GTK_WINDOW (f->window), width, 800);
  drain_for (150);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (f->window));
}

static void
bounds_of (Fixture         *f,
           GtkWidget       *widget,
           graphene_rect_t *out)
{
  g_assert_true (gtk_widget_compute_bounds (widget, GTK_WIDGET (f->window), out));
}

/* ---- the tests ---- */

/* Chips are secret (NT-9): the chart says the points in cards, and the
 * page's verdict that who leads is secret; shown chips count in full. */
static void
test_description (Fixture       *f,
                  gconstpointer  data)
{
  start_game (f, "nothanks");
  play_a_little (f);
  act (f, "win.show-score", NULL);
  /* Cleo holds 5, 26-27: 5 + 26. */
  g_assert_cmpstr (arb_score_chart_get_description (chart (f)), ==,
                   "Score chart: 3 cards taken. Who leads is secret. "
                   "Points without the secret lines: Ann 0, Ben 0, Cleo 31; lowest score wins.");
  arb_nothanks_page_set_chips_revealed (table (f), TRUE);
  drain ();
  act (f, "win.show-score", NULL);
  /* Ann 11 chips, Ben 10, Cleo 31 - 12 = 19. */
  g_assert_cmpstr (arb_score_chart_get_description (chart (f)), ==,
                   "Score chart: 3 cards taken. Ann leads with -11. "
                   "Totals: Ann -11, Ben -10, Cleo 19; lowest score wins.");
  /* Undo takes the last step back off the chart. */
  act (f, "win.undo", NULL);
  act (f, "win.show-score", NULL);
  g_assert_nonnull (strstr (arb_score_chart_get_description (chart (f)), "2 cards taken"));
}

/* Beside the tables at 1280 px and within 800 px; above them at 600. */
static void
test_layout (Fixture       *f,
             gconstpointer  data)
{
  graphene_rect_t chart_box, player_box;
  GtkWidget *first_player;

  /* The window's crossfade to the play page outlasts the moves below,
   * as it can on a fast machine at its usual 200 ms: the pictures must
   * wait for it.  (A window not yet on screen changes pages at once.) */
  gtk_stack_set_transition_duration (GTK_STACK (find_descendant (GTK_WIDGET (f->window), GTK_TYPE_STACK)), 4000);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (f->window));
  start_game (f, "nothanks");
  play_a_little (f);
  arb_nothanks_page_set_chips_revealed (table (f), TRUE);
  act (f, "win.show-score", NULL);
  set_width (f, 1280);
  first_player = find_with_class (GTK_WIDGET (score_page (f)), "score-card");
  g_assert_nonnull (first_player);
  bounds_of (f, GTK_WIDGET (chart (f)), &chart_box);
  bounds_of (f, first_player, &player_box);
  g_assert_cmpfloat (chart_box.origin.x, >, player_box.origin.x + player_box.size.width);
  g_assert_cmpfloat (chart_box.origin.y + chart_box.size.height, <, 800);
  g_assert_cmpfloat (chart_box.size.width, >=, 360);
  check_colours (f, FALSE, "score-page-1280-light.png");

  set_width (f, 600);
  bounds_of (f, GTK_WIDGET (chart (f)), &chart_box);
  bounds_of (f, first_player, &player_box);
  g_assert_cmpfloat (chart_box.origin.y + chart_box.size.height, <, player_box.origin.y);
  /* the first player still shows in 800 px */
  g_assert_cmpfloat (player_box.origin.y + 60, <, 800);
  g_assert_cmpfloat (chart_box.size.width, <=, 600);
  check_colours (f, FALSE, "score-page-600-light.png");

  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_FORCE_DARK);
  drain_for (100);
  check_colours (f, TRUE, "score-page-600-dark.png");
  set_width (f, 1280);
  check_colours (f, TRUE, "score-page-1280-dark.png");
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_DEFAULT);
  drain_for (100);
}

/* Every game's score page at 1280 px: the chart stands beside the
 * tables at a readable width, and the tables stop before it.  A width
 * bin once given to the tables made them claim their one-line width
 * and squeezed the chart until its own words ran into its axis. */
static void
test_layout_every_game (Fixture       *f,
                        gconstpointer  data)
{
  graphene_rect_t chart_box, tables_box;
  GtkWidget *tables;

  start_game (f, data);
  act (f, "win.show-score", NULL);
  set_width (f, 1280);

  /* a game's own section of tables, or the common score card */
  tables = arb_score_page_get_section (score_page (f));
  if (tables == NULL)
    tables = find_with_class (GTK_WIDGET (score_page (f)), "score-card");
  g_assert_nonnull (tables);
  bounds_of (f, GTK_WIDGET (chart (f)), &chart_box);
  bounds_of (f, tables, &tables_box);
  g_assert_cmpfloat (chart_box.size.width, >=, 360);
  g_assert_cmpfloat (chart_box.origin.x + chart_box.size.width, <=, 1280);
  g_assert_cmpfloat (tables_box.size.width, >=, 300);
  g_assert_cmpfloat (tables_box.origin.x + tables_box.size.width, <=, chart_box.origin.x);
}

/* At 360 px the chart still draws every player and keeps its names. */
static void
test_small_chart (Fixture       *f,
                  gconstpointer  data)
{
  GtkWidget *window = gtk_window_new ();
  GtkWidget *small = arb_score_chart_new ();
  const char *names[] = { "Annemarie-Louise", "Ben", "Cleo", NULL };
  g_autoptr(GdkTexture) texture = NULL;
  Pixels p;

  start_game (f, "nothanks");
  play_a_little (f);
  gtk_widget_set_size_request (small, -1, 170);
  gtk_window_set_default_size (GTK_WINDOW (window), 340, 170);
  gtk_window_set_child (GTK_WINDOW (window), small);
  gtk_window_present (GTK_WINDOW (window));
  arb_score_chart_set_series (ARB_SCORE_CHART (small), arb_game_score_series_revealed (game (f)), names, NULL);
  drain_for (100);
  gtk_test_widget_wait_for_draw (window);
  texture = picture_of (f, small);
  keep_picture (texture, "chart-340.png");
  p = pixels_of (texture);
  g_assert_cmpint (p.width, ==, 340);
  for (guint seat = 0; seat < 3; seat++)
    g_assert_cmpuint (count_colour (&p, palette (seat, FALSE)), >, 10);
  g_free (p.data);
  gtk_window_destroy (GTK_WINDOW (window));
}

static char *
read_file (const char *path)
{
  char *text = NULL;
  g_autoptr(GError) error = NULL;

  if (!g_file_get_contents (path, &text, NULL, &error))
    g_error ("%s", error->message);
  return text;
}

/* Every export through its action, written where ARBITER_EXPORT_FILE
 * says; the table's input has the focus again after each. */
static void
test_exports (Fixture       *f,
              gconstpointer  data)
{
  g_autofree char *dir = g_dir_make_tmp ("arbiter-export-ui-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "out", NULL);
  g_autofree char *csv = NULL, *record = NULL, *pdf = NULL, *printed = NULL, *expected = NULL;

  g_setenv ("ARBITER_EXPORT_FILE", path, TRUE);
  /* No game open: nothing to export. */
  act (f, "win.export-csv", NULL);
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));

  start_game (f, "nothanks");
  play_a_little (f);
  act (f, "win.export-csv", NULL);
  csv = read_file (path);
  expected = arb_export_csv (game (f));
  g_assert_cmpstr (csv, ==, expected);
  g_assert_true (g_str_has_prefix (csv, "seat,name,total,winner,card 1,card 2,card 3\r\n1,Ann,0,no,0,0,0\r\n"));
  drain_for (50);
  g_assert_true (gtk_widget_is_ancestor (focus_of (f), GTK_WIDGET (table (f))));

  act (f, "win.export-record", NULL);
  record = read_file (path);
  g_clear_pointer (&expected, g_free);
  expected = arb_store_export_record (f->store, arb_session_get_id (arb_play_page_get_session (play_page (f))), NULL);
  g_assert_cmpstr (record, ==, expected);
  g_assert_nonnull (strstr (record, "game nothanks\n"));

  act (f, "win.export-pdf", NULL);
  pdf = read_file (path);
  g_assert_true (g_str_has_prefix (pdf, "%PDF-"));
  g_remove (path);

  /* Printing draws the same sheet; exported to a file, not a printer. */
  act (f, "win.print", NULL);
  drain_for (200);
  printed = read_file (path);
  g_assert_true (g_str_has_prefix (printed, "%PDF-"));
  drain_for (50);
  g_assert_true (gtk_widget_is_ancestor (focus_of (f), GTK_WIDGET (table (f))));

  /* Back at the start page the actions are off again. */
  g_remove (path);
  act (f, "win.show-start", NULL);
  act (f, "win.export-pdf", NULL);
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  g_unsetenv ("ARBITER_EXPORT_FILE");
  g_rmdir (dir);
}

int
main (int   argc,
      char *argv[])
{
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();

  g_test_add ("/score-chart/description", Fixture, NULL, fixture_set_up, test_description, fixture_tear_down);
  g_test_add ("/score-chart/layout", Fixture, NULL, fixture_set_up, test_layout, fixture_tear_down);
  g_test_add ("/score-chart/layout/nothanks", Fixture, "nothanks", fixture_set_up, test_layout_every_game,
              fixture_tear_down);
  g_test_add ("/score-chart/layout/splitvote", Fixture, "splitvote", fixture_set_up, test_layout_every_game,
              fixture_tear_down);
  g_test_add ("/score-chart/layout/tilerummy", Fixture, "tilerummy", fixture_set_up, test_layout_every_game,
              fixture_tear_down);
  g_test_add ("/score-chart/layout/eighty", Fixture, "eighty", fixture_set_up, test_layout_every_game,
              fixture_tear_down);
  g_test_add ("/score-chart/layout/votestuffing", Fixture, "votestuffing", fixture_set_up,
              test_layout_every_game, fixture_tear_down);
  g_test_add ("/score-chart/small", Fixture, NULL, fixture_set_up, test_small_chart, fixture_tear_down);
  g_test_add ("/score-chart/exports", Fixture, NULL, fixture_set_up, test_exports, fixture_tear_down);
  return g_test_run ();
}
