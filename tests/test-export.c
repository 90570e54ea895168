/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * The exports of a game: CSV (exact text, RFC 4180 quoting), the file
 * names, the PDF score sheet (a PDF, its pages, rendered by pdftoppm
 * when poppler-utils is installed) and the chart drawn on an image in
 * light and dark colours.
 *
 * With ARBITER_EXPORT_TEST_DIR set, the PDFs and pictures stay there
 * for a person to look at.
 */
#include "test-common.h"

#include <cairo.h>
#include <glib/gstdio.h>

#include "arb-chart-draw.h"
#include "arb-export.h"
#include "arb-score-series.h"
#include "arb-score-sheet.h"

static char *out_dir;

static char *
record_text (const char *name)
{
  g_autofree char *path = g_build_filename (g_getenv ("ARBITER_SOURCE_DIR"), "tests", "records",
                                            name, NULL);
  char *text = NULL;
  g_autoptr(GError) error = NULL;

  if (!g_file_get_contents (path, &text, NULL, &error))
    fail_msg ("%s", error->message);
  return text;
}

static ArbGame *
game_from_record (const char *name)
{
  g_autofree char *text = record_text (name);

  return game_from_text (text);
}

/* ---- CSV ---- */

/* Lisa took the 11; chips are secret while the game runs (NT-9), so the
 * totals are the points of the cards alone, and nobody has won. */
static void
test_csv_running_game (void **state)
{
  g_autoptr(ArbGame) game = game_from_record ("nothanks-rulebook-example.rec");
  g_autofree char *csv = arb_export_csv (game);

  assert_string_equal (csv,
                       "seat,name,total,winner,card 1\r\n"
                       "1,Peter,0,no,0\r\n"
                       "2,Sabrina,0,no,0\r\n"
                       "3,Lisa,11,no,11\r\n");
}

/* A finished match, a column per game: Ann 0, 96, 96; Ben 72, 72, 112. */
static void
test_csv_finished_match (void **state)
{
  g_autoptr(ArbGame) game = game_from_record ("tilerummy-match-tracked.rec");
  g_autofree char *csv = arb_export_csv (game);

  assert_string_equal (csv,
                       "seat,name,total,winner,game 1,game 2,game 3\r\n"
                       "1,Ann,96,yes,0,96,96\r\n"
                       "2,Ben,112,no,72,72,112\r\n");
}

/* A match counted card by card: the column names hold a comma. */
static void
test_csv_quoted_headers (void **state)
{
  g_autoptr(ArbGame) game = game_from_record ("xcheck-nothanks-match-in-progress.rec");
  g_autofree char *csv = arb_export_csv (game);
  g_auto(GStrv) rows = g_strsplit (csv, "\r\n", -1);

  assert_true (g_str_has_prefix (rows[0], "seat,name,total,winner,\"game 1, card 1\",\"game 1, card 2\","));
  assert_true (g_str_has_suffix (rows[0], ",\"game 1, card 24\""));
  /* hide-chips is off: the totals in full, Ann 35, Ben 18, Cleo 43 */
  assert_true (g_str_has_prefix (rows[1], "1,Ann,35,no,-8,-8,-8,-7,"));
  assert_true (g_str_has_prefix (rows[3], "3,Cleo,43,no,-11,-11,-11,22,"));
  assert_string_equal (rows[4], "");
  assert_null (rows[5]);
}

/* A field with a comma or a quote is quoted, its quotes doubled.  The
 * app's own names cannot hold either (records separate with them), but
 * the writer does not count on it. */
static void
test_csv_quoting (void **state)
{
  g_autoptr(ArbGame) game = game_from_record ("nothanks-rulebook-example.rec");
  g_autoptr(ArbScoreSeries) series = arb_game_score_series (game);
  g_autoptr(ArbScore) score = arb_game_score (game);
  const char *names[] = { "Smith, Jo", "Ann \"the Hat\"", "Line\nbreak", NULL };
  g_autofree char *csv = arb_export_csv_table (series, score, names);
  g_autoptr(GString) field = g_string_new (NULL);

  assert_string_equal (csv,
                       "seat,name,total,winner,card 1\r\n"
                       "1,\"Smith, Jo\",0,no,0\r\n"
                       "2,\"Ann \"\"the Hat\"\"\",0,no,0\r\n"
                       "3,\"Line\nbreak\",11,no,11\r\n");
  arb_export_csv_field (field, "plain");
  arb_export_csv_field (field, "\"");
  assert_string_equal (field->str, "plain\"\"\"\"");
}

static void
test_file_names (void **state)
{
  g_autoptr(ArbGame) game = game_from_record ("nothanks-rulebook-example.rec");
  g_autoptr(GDateTime) date = g_date_time_new_local (2026, 11, 23, 20, 15, 0);
  g_autofree char *pdf = arb_export_file_name (game, date, "pdf");
  g_autofree char *csv = arb_export_file_name (game, date, "csv");

  assert_string_equal (pdf, "No Thanks! 2026-11-23 Peter Sabrina Lisa.pdf");
  assert_string_equal (csv, "No Thanks! 2026-11-23 Peter Sabrina Lisa.csv");
}

/* ---- the PDF score sheet ---- */

static guint
count_pages (const char *pdf,
             gsize       length)
{
  const char *end = pdf + length;
  guint n = 0;

  /* a PDF holds NUL bytes: no str* functions */
  for (const char *at = pdf; at + 12 <= end; at++)
    n += memcmp (at, "/Type /Page", 11) == 0 && at[11] != 's';
  return n;
}

static char *
output_path (const char *name)
{
  return g_build_filename (out_dir, name, NULL);
}

/* pdftoppm (poppler-utils) renders page 1; the picture must be a page
 * of A4 proportions with ink on it. */
static void
render_page (const char *pdf,
             const char *stem)
{
  g_autofree char *prefix = output_path (stem);
  g_autofree char *png = g_strdup_printf ("%s-1.png", prefix);
  g_autofree char *pdftoppm = g_find_program_in_path ("pdftoppm");
  const char *argv[] = { "pdftoppm", "-png", "-r", "60", "-f", "1", "-l", "1", pdf, prefix, NULL };
  g_autoptr(GError) error = NULL;
  cairo_surface_t *image;
  int status = 0;

  if (pdftoppm == NULL)
    {
      print_message ("pdftoppm not installed (poppler-utils): the PDF is not rendered\n");
      return;
    }
  argv[0] = pdftoppm;
  if (!g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_DEFAULT, NULL, NULL, NULL, NULL, &status, &error)
      || !g_spawn_check_wait_status (status, &error))
    fail_msg ("pdftoppm: %s", error->message);
  image = cairo_image_surface_create_from_png (png);
  assert_int_equal (cairo_surface_status (image), CAIRO_STATUS_SUCCESS);
  /* A4 at 60 dpi: 496.1 × 701.6, rounded up */
  assert_int_equal (cairo_image_surface_get_width (image), 497);
  assert_int_equal (cairo_image_surface_get_height (image), 702);
  cairo_surface_destroy (image);
}

static void
write_sheet (const char *record_name,
             const char *stem,
             guint       expected_pages)
{
  g_autofree char *record = record_text (record_name);
  g_autoptr(ArbGame) game = game_from_text (record);
  g_autoptr(GDateTime) date = g_date_time_new_local (2026, 11, 23, 20, 15, 0);
  g_autoptr(ArbScoreSheet) sheet = arb_score_sheet_new (game, record, date);
  g_autofree char *name = g_strdup_printf ("%s.pdf", stem);
  g_autofree char *path = output_path (name);
  g_autofree char *pdf = NULL;
  g_autoptr(GError) error = NULL;
  gsize length;

  if (!arb_score_sheet_write_pdf (sheet, path, &error))
    fail_msg ("%s", error->message);
  assert_true (g_file_get_contents (path, &pdf, &length, NULL));
  assert_true (g_str_has_prefix (pdf, "%PDF-"));
  assert_int_equal (count_pages (pdf, length), expected_pages);
  render_page (path, stem);
}

/* A short game: everything on one page. */
static void
test_pdf_one_page (void **state)
{
  write_sheet ("eighty-example-3p.rec", "sheet-eighty", 1);
  write_sheet ("nothanks-rulebook-example.rec", "sheet-nothanks-running", 1);
}

/* A match of three games: 318 record lines, two columns of small type
 * on page 1 below the chart, then about 170 lines a page. */
static void
test_pdf_pages (void **state)
{
  write_sheet ("nothanks-match-3p.rec", "sheet-nothanks-match", 3);
}

static void
test_pdf_unwritable (void **state)
{
  g_autoptr(ArbGame) game = game_from_record ("nothanks-rulebook-example.rec");
  g_autoptr(GDateTime) date = g_date_time_new_local (2026, 11, 23, 20, 15, 0);
  g_autoptr(ArbScoreSheet) sheet = arb_score_sheet_new (game, "", date);
  g_autoptr(GError) error = NULL;

  assert_false (arb_score_sheet_write_pdf (sheet, "/nonexistent/dir/sheet.pdf", &error));
  assert_non_null (error);
}

/* ---- the chart ---- */

static gboolean
near (const unsigned char *px,
      const double        *rgb)
{
  /* cairo's ARGB32 is B G R A in memory on little-endian machines */
  return abs (px[2] - (int) (rgb[0] * 255)) < 4 && abs (px[1] - (int) (rgb[1] * 255)) < 4
         && abs (px[0] - (int) (rgb[2] * 255)) < 4;
}

/* Draws the chart of a record on a light and a dark background; every
 * player's colour must show on each. */
static void
draw_chart (const char *record_name,
            const char *stem)
{
  g_autoptr(ArbGame) game = game_from_record (record_name);
  g_autoptr(ArbScoreSeries) series = arb_game_score_series_revealed (game);
  const char *const *names = (const char *const *) arb_game_get_setup (game)->players;

  for (int dark = 0; dark <= 1; dark++)
    {
      ArbChartStyle style = { { dark, dark, dark, 1 }, { 1 - dark, 1 - dark, 1 - dark, 1 }, dark,
                              "Cantarell 10", 2.5, 0 };
      cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 640, 300);
      cairo_t *cr = cairo_create (surface);
      g_autofree char *name = g_strdup_printf ("%s-%s.png", stem, dark ? "dark" : "light");
      g_autofree char *path = output_path (name);

      style.fg[0] = style.fg[1] = style.fg[2] = dark ? 0.95 : 0.1;
      style.bg[0] = style.bg[1] = style.bg[2] = dark ? 0.14 : 0.98;
      cairo_set_source_rgb (cr, style.bg[0], style.bg[1], style.bg[2]);
      cairo_paint (cr);
      arb_chart_draw (cr, 640, 300, series, names, &style);
      cairo_surface_flush (surface);
      for (guint seat = 0; seat < series->n_players; seat++)
        {
          double rgb[3];
          const unsigned char *data = cairo_image_surface_get_data (surface);
          int stride = cairo_image_surface_get_stride (surface);
          gboolean found = FALSE;

          arb_chart_player_colour (seat, dark, style.fg, rgb);
          for (int y = 0; y < 300 && !found; y++)
            for (int x = 0; x < 640 && !found; x++)
              found = near (data + y * stride + x * 4, rgb);
          if (!found)
            fail_msg ("%s: seat %u's colour is nowhere on the %s chart", record_name, seat,
                      dark ? "dark" : "light");
        }
      assert_int_equal (cairo_surface_write_to_png (surface, path), CAIRO_STATUS_SUCCESS);
      cairo_destroy (cr);
      cairo_surface_destroy (surface);
    }
}

static void
test_chart_each_game (void **state)
{
  draw_chart ("xcheck-nothanks-match-in-progress.rec", "chart-nothanks-match");
  draw_chart ("splitvote-rulebook-example.rec", "chart-splitvote");
  draw_chart ("tilerummy-match-tracked.rec", "chart-tilerummy");
  draw_chart ("eighty-example-3p.rec", "chart-eighty");
  draw_chart ("votestuffing-extended-2p.rec", "chart-votestuffing");
  draw_chart ("nothanks-full-7p.rec", "chart-nothanks-7p");
}

static void
test_chart_description (void **state)
{
  g_autoptr(ArbGame) game = game_from_record ("eighty-example-3p.rec");
  g_autoptr(ArbScoreSeries) series = arb_game_score_series (game);
  const char *const *names = (const char *const *) arb_game_get_setup (game)->players;
  g_autofree char *text = arb_chart_describe (series, names, "Ann wins with 26");
  g_autoptr(ArbGame) fresh = game_from_text ("arbiter 1\ngame splitvote\nplayers Ann, Ben\n");
  g_autoptr(ArbScoreSeries) empty = arb_game_score_series (fresh);
  g_autofree char *nothing = arb_chart_describe (empty, names, NULL);

  assert_string_equal (text, "Score chart: 3 rounds. Ann wins with 26. "
                       "Totals: Ann 26, Ben 3, Cleo 3; highest score wins.");
  assert_string_equal (nothing, "Score chart: No round played yet.");
}

static int
set_up (void **state)
{
  const char *keep = g_getenv ("ARBITER_EXPORT_TEST_DIR");

  if (keep != NULL)
    {
      g_mkdir_with_parents (keep, 0755);
      out_dir = g_strdup (keep);
    }
  else
    out_dir = g_dir_make_tmp ("arbiter-export-XXXXXX", NULL);
  return out_dir != NULL ? 0 : -1;
}

static int
tear_down (void **state)
{
  if (g_getenv ("ARBITER_EXPORT_TEST_DIR") == NULL)
    {
      g_autoptr(GDir) dir = g_dir_open (out_dir, 0, NULL);
      const char *name;

      while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
        {
          g_autofree char *path = g_build_filename (out_dir, name, NULL);

          g_remove (path);
        }
      g_rmdir (out_dir);
    }
  g_free (out_dir);
  return 0;
}

int
main (void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test (test_csv_running_game),
    cmocka_unit_test (test_csv_finished_match),
    cmocka_unit_test (test_csv_quoted_headers),
    cmocka_unit_test (test_csv_quoting),
    cmocka_unit_test (test_file_names),
    cmocka_unit_test (test_pdf_one_page),
    cmocka_unit_test (test_pdf_pages),
    cmocka_unit_test (test_pdf_unwritable),
    cmocka_unit_test (test_chart_each_game),
    cmocka_unit_test (test_chart_description),
  };

  return cmocka_run_group_tests (tests, set_up, tear_down);
}
