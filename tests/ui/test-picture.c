/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * arb_picture_begin() and arb_picture_end(): what is drawn in a widget's
 * coordinates comes out as one node over the same bounds that paints it
 * pixel for pixel at the widget's scale (run twice by meson: at scale 1
 * and, with GDK_SCALE=2, at scale 2).  The node is a cairo node, not a
 * texture node: GTK 4.8's cairo renderer converts a texture's pixels at
 * every frame.
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

/* The node drawn as a window of that scale would draw it: into pixels
 * over its bounds. */
static cairo_surface_t *
render (GskRenderNode *node,
        int            scale)
{
  graphene_rect_t bounds;
  cairo_surface_t *surface;
  cairo_t *cr;

  gsk_render_node_get_bounds (node, &bounds);
  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, (int) bounds.size.width * scale,
                                        (int) bounds.size.height * scale);
  cairo_surface_set_device_scale (surface, scale, scale);
  cairo_surface_set_device_offset (surface, -bounds.origin.x * scale, -bounds.origin.y * scale);
  cr = cairo_create (surface);
  gsk_render_node_draw (node, cr);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  return surface;
}

/* The pixel at (x, y), as 0xAARRGGBB. */
static guint32
pixel_at (cairo_surface_t *surface,
          int              x,
          int              y)
{
  const guchar *data = cairo_image_surface_get_data (surface);

  return *(const guint32 *) (data + y * cairo_image_surface_get_stride (surface) + x * 4);
}

/* The picture's origin is the bounds' corner: a square drawn there in
 * the widget's coordinates is the picture's first pixels, at the scale. */
static void
test_picture_over_bounds (void)
{
  GtkWindow *window;
  GtkWidget *widget = shown_widget (&window);
  int scale = gtk_widget_get_scale_factor (widget);
  graphene_rect_t bounds = GRAPHENE_RECT_INIT (2, 3, 10, 5);
  graphene_rect_t node_bounds;
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  g_autoptr(GskRenderNode) node = NULL;
  cairo_surface_t *pixels;
  cairo_t *cr;

  g_assert_cmpint (scale, ==, expected_scale ());
  cr = arb_picture_begin (widget, &bounds);
  cairo_set_source_rgb (cr, 1, 0, 0);
  cairo_rectangle (cr, 2, 3, 1, 1);
  cairo_fill (cr);
  arb_picture_end (cr, snapshot, &bounds);
  node = gtk_snapshot_free_to_node (snapshot);

  g_assert_nonnull (node);
  g_assert_cmpint (gsk_render_node_get_node_type (node), ==, GSK_CAIRO_NODE);
  gsk_render_node_get_bounds (node, &node_bounds);
  g_assert_true (graphene_rect_equal (&node_bounds, &bounds));
  pixels = render (node, scale);
  /* the one-pixel square covers scale × scale pixels; next to it, none */
  g_assert_cmphex (pixel_at (pixels, 0, 0), ==, 0xffff0000);
  g_assert_cmphex (pixel_at (pixels, scale - 1, scale - 1), ==, 0xffff0000);
  g_assert_cmphex (pixel_at (pixels, scale, 0), ==, 0);
  g_assert_cmphex (pixel_at (pixels, 0, scale), ==, 0);
  g_assert_cmphex (pixel_at (pixels, 10 * scale - 1, 5 * scale - 1), ==, 0);
  cairo_surface_destroy (pixels);
  gtk_window_destroy (window);
}

/* Nothing drawn: a transparent picture, still over the whole bounds. */
static void
test_empty_picture (void)
{
  GtkWindow *window;
  GtkWidget *widget = shown_widget (&window);
  graphene_rect_t bounds = GRAPHENE_RECT_INIT (0, 0, 4, 4);
  graphene_rect_t node_bounds;
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  g_autoptr(GskRenderNode) node = NULL;
  cairo_surface_t *pixels;

  arb_picture_end (arb_picture_begin (widget, &bounds), snapshot, &bounds);
  node = gtk_snapshot_free_to_node (snapshot);
  g_assert_cmpint (gsk_render_node_get_node_type (node), ==, GSK_CAIRO_NODE);
  gsk_render_node_get_bounds (node, &node_bounds);
  g_assert_true (graphene_rect_equal (&node_bounds, &bounds));
  pixels = render (node, gtk_widget_get_scale_factor (widget));
  g_assert_cmphex (pixel_at (pixels, 1, 1), ==, 0);
  cairo_surface_destroy (pixels);
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
  cairo_surface_t *pixels;
  cairo_t *cr = arb_picture_begin (widget, &bounds);

  cairo_set_source_rgb (cr, 0, 0, 1);
  cairo_rectangle (cr, 0, 0, 1, 1);
  cairo_fill (cr);
  cairo_scale (cr, 0, 0);   /* an invalid matrix: the context fails */
  g_assert_cmpint (cairo_status (cr), !=, CAIRO_STATUS_SUCCESS);
  arb_picture_end (cr, snapshot, &bounds);
  node = gtk_snapshot_free_to_node (snapshot);
  g_assert_nonnull (node);
  pixels = render (node, scale);
  g_assert_cmphex (pixel_at (pixels, scale - 1, scale - 1), ==, 0xff0000ff);
  cairo_surface_destroy (pixels);
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
  g_test_add_func ("/picture/over-bounds", test_picture_over_bounds);
  g_test_add_func ("/picture/empty", test_empty_picture);
  g_test_add_func ("/picture/failed-context", test_failed_context);
  return g_test_run ();
}
