/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * arb_picture_begin() and arb_picture_end(): what is drawn in a widget's
 * coordinates comes out as one texture node over the same bounds, in
 * pixels at the widget's scale (run twice by meson: at scale 1 and, with
 * GDK_SCALE=2, at scale 2).
 */
#include "config.h"

#include <stdlib.h>

#include <gtk/gtk.h>

#include "arb-picture.h"

/* A widget in a shown window, so that it has the display's scale. */
static GtkWidget *
shown_widget (GtkWindow **out_window)
{
  GtkWidget *window = gtk_window_new ();
  GtkWidget *child = gtk_label_new ("x");

  gtk_window_set_child (GTK_WINDOW (window), child);
  gtk_window_present (GTK_WINDOW (window));
  while (!gtk_widget_get_mapped (child))
    g_main_context_iteration (NULL, TRUE);
  *out_window = GTK_WINDOW (window);
  return child;
}

static int
expected_scale (void)
{
  const char *scale = g_getenv ("GDK_SCALE");

  return scale != NULL ? atoi (scale) : 1;
}

/* The pixel at (x, y) of the texture, as 0xAARRGGBB. */
static guint32
pixel_at (GdkTexture *texture,
          int         x,
          int         y)
{
  int width = gdk_texture_get_width (texture);
  int height = gdk_texture_get_height (texture);
  g_autofree guchar *data = g_malloc ((gsize) width * height * 4);

  gdk_texture_download (texture, data, width * 4);
  return ((guint32 *) data)[y * width + x];
}

/* The picture's origin is the bounds' corner: a square drawn there in
 * the widget's coordinates is the texture's first pixels, at the scale. */
static void
test_texture_over_bounds (void)
{
  GtkWindow *window;
  GtkWidget *widget = shown_widget (&window);
  int scale = gtk_widget_get_scale_factor (widget);
  graphene_rect_t bounds = GRAPHENE_RECT_INIT (2, 3, 10, 5);
  graphene_rect_t node_bounds;
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  g_autoptr(GskRenderNode) node = NULL;
  GdkTexture *texture;
  cairo_t *cr;

  g_assert_cmpint (scale, ==, expected_scale ());
  cr = arb_picture_begin (widget, &bounds);
  cairo_set_source_rgb (cr, 1, 0, 0);
  cairo_rectangle (cr, 2, 3, 1, 1);
  cairo_fill (cr);
  arb_picture_end (cr, snapshot, &bounds);
  node = gtk_snapshot_free_to_node (snapshot);

  g_assert_nonnull (node);
  g_assert_cmpint (gsk_render_node_get_node_type (node), ==, GSK_TEXTURE_NODE);
  gsk_render_node_get_bounds (node, &node_bounds);
  g_assert_true (graphene_rect_equal (&node_bounds, &bounds));
  texture = gsk_texture_node_get_texture (node);
  g_assert_cmpint (gdk_texture_get_width (texture), ==, 10 * scale);
  g_assert_cmpint (gdk_texture_get_height (texture), ==, 5 * scale);
  /* the one-pixel square covers scale × scale pixels; next to it, none */
  g_assert_cmphex (pixel_at (texture, 0, 0), ==, 0xffff0000);
  g_assert_cmphex (pixel_at (texture, scale - 1, scale - 1), ==, 0xffff0000);
  g_assert_cmphex (pixel_at (texture, scale, 0), ==, 0);
  g_assert_cmphex (pixel_at (texture, 0, scale), ==, 0);
  gtk_window_destroy (window);
}

/* Nothing drawn: a transparent texture, still over the whole bounds. */
static void
test_empty_picture (void)
{
  GtkWindow *window;
  GtkWidget *widget = shown_widget (&window);
  graphene_rect_t bounds = GRAPHENE_RECT_INIT (0, 0, 4, 4);
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  g_autoptr(GskRenderNode) node = NULL;

  arb_picture_end (arb_picture_begin (widget, &bounds), snapshot, &bounds);
  node = gtk_snapshot_free_to_node (snapshot);
  g_assert_cmpint (gsk_render_node_get_node_type (node), ==, GSK_TEXTURE_NODE);
  g_assert_cmphex (pixel_at (gsk_texture_node_get_texture (node), 1, 1), ==, 0);
  gtk_window_destroy (window);
}

/* A context that fails midway keeps what was drawn before, and says so
 * (in a child process: the warning is fatal in the tests). */
static void
failed_context (void)
{
  GtkWindow *window;
  GtkWidget *widget = shown_widget (&window);
  int scale = gtk_widget_get_scale_factor (widget);
  graphene_rect_t bounds = GRAPHENE_RECT_INIT (0, 0, 4, 4);
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  g_autoptr(GskRenderNode) node = NULL;
  cairo_t *cr = arb_picture_begin (widget, &bounds);

  cairo_set_source_rgb (cr, 0, 0, 1);
  cairo_rectangle (cr, 0, 0, 1, 1);
  cairo_fill (cr);
  cairo_scale (cr, 0, 0);   /* an invalid matrix: the context fails */
  g_assert_cmpint (cairo_status (cr), !=, CAIRO_STATUS_SUCCESS);
  arb_picture_end (cr, snapshot, &bounds);
  node = gtk_snapshot_free_to_node (snapshot);
  g_assert_nonnull (node);
  g_assert_cmphex (pixel_at (gsk_texture_node_get_texture (node), scale - 1, scale - 1), ==, 0xff0000ff);
  gtk_window_destroy (window);
}

static void
test_failed_context (void)
{
  if (g_test_subprocess ())
    {
      g_log_set_always_fatal (G_LOG_FATAL_MASK);
      failed_context ();
      return;
    }
  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_DEFAULT);
  g_test_trap_assert_passed ();
  g_test_trap_assert_stderr ("*A picture was drawn with an error*");
}

int
main (int   argc,
      char *argv[])
{
  gtk_test_init (&argc, &argv, NULL);
  g_test_add_func ("/picture/texture-over-bounds", test_texture_over_bounds);
  g_test_add_func ("/picture/empty", test_empty_picture);
  g_test_add_func ("/picture/failed-context", test_failed_context);
  return g_test_run ();
}
