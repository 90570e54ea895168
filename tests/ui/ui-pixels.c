/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <math.h>

#include "ui-pixels.h"

#define RESOURCE_BASE_PATH "/io/github/tablearbiter/Arbiter"

void
ui_pixels_use_app_styles (void)
{
  static AdwApplication *app;
  g_autoptr(GError) error = NULL;

  if (app != NULL)
    return;
  /* No id: registering needs no bus.  Its startup loads style.css and,
   * following the style manager, style-dark.css, as for the app. */
  app = adw_application_new (NULL, G_APPLICATION_NON_UNIQUE);
  g_application_set_resource_base_path (G_APPLICATION (app), RESOURCE_BASE_PATH);
  g_application_register (G_APPLICATION (app), NULL, &error);
  g_assert_no_error (error);
}

void
ui_pixels_set_scheme (GtkWidget      *window,
                      AdwColorScheme  scheme)
{
  AdwStyleManager *manager = adw_style_manager_get_default ();

  adw_style_manager_set_color_scheme (manager, scheme);
  if (scheme == ADW_COLOR_SCHEME_FORCE_DARK || scheme == ADW_COLOR_SCHEME_FORCE_LIGHT)
    g_assert_cmpint (adw_style_manager_get_dark (manager), ==, scheme == ADW_COLOR_SCHEME_FORCE_DARK);
  while (g_main_context_pending (NULL))
    g_main_context_iteration (NULL, FALSE);
  gtk_test_widget_wait_for_draw (window);
}

static gboolean
stack_in_transition (GtkWidget *widget)
{
  if (GTK_IS_STACK (widget) && gtk_stack_get_transition_running (GTK_STACK (widget)))
    return TRUE;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      if (stack_in_transition (child))
        return TRUE;
    }
  return FALSE;
}

void
ui_pixels_wait_for_transitions (GtkWidget *root)
{
  gint64 end = g_get_monotonic_time () + 5 * G_USEC_PER_SEC;

  while (stack_in_transition (root) && g_get_monotonic_time () < end)
    {
      while (g_main_context_pending (NULL))
        g_main_context_iteration (NULL, FALSE);
      g_usleep (5000);
    }
  g_assert_false (stack_in_transition (root));
  gtk_test_widget_wait_for_draw (root);
}

cairo_surface_t *
ui_pixels_render (GtkWidget *widget,
                  GtkWidget *backdrop)
{
  GtkWidget *source = backdrop != NULL ? backdrop : widget;
  g_autoptr(GdkPaintable) paintable = NULL;
  GtkSnapshot *snapshot;
  GskRenderNode *node;
  graphene_rect_t origin, area;
  cairo_surface_t *surface;
  cairo_t *cr;

  g_assert_true (source == widget || gtk_widget_is_ancestor (widget, source));
  g_assert_true (gtk_widget_get_mapped (widget));
  ui_pixels_wait_for_transitions (GTK_WIDGET (gtk_widget_get_root (widget)));
  g_assert_true (gtk_widget_compute_bounds (source, source, &origin));
  g_assert_true (gtk_widget_compute_bounds (widget, source, &area));
  g_assert_cmpfloat (area.size.width, >=, 1);
  g_assert_cmpfloat (area.size.height, >=, 1);

  /* The paintable shows the render node of the source's last frame, its
   * (0, 0) at the top left of the source's border box. */
  paintable = gtk_widget_paintable_new (source);
  snapshot = gtk_snapshot_new ();
  gdk_paintable_snapshot (paintable, snapshot,
                          gdk_paintable_get_intrinsic_width (paintable),
                          gdk_paintable_get_intrinsic_height (paintable));
  node = gtk_snapshot_free_to_node (snapshot);
  g_assert_nonnull (node);

  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32,
                                        (int) ceil (area.size.width), (int) ceil (area.size.height));
  cr = cairo_create (surface);
  cairo_translate (cr, -(area.origin.x - origin.origin.x), -(area.origin.y - origin.origin.y));
  gsk_render_node_draw (node, cr);
  cairo_destroy (cr);
  gsk_render_node_unref (node);
  cairo_surface_flush (surface);
  g_assert_cmpint (cairo_surface_status (surface), ==, CAIRO_STATUS_SUCCESS);
  return surface;
}

UiColor
ui_pixels_at (cairo_surface_t *surface,
              int              x,
              int              y)
{
  const guint8 *data = cairo_image_surface_get_data (surface);
  guint32 p;
  UiColor c;

  g_assert_cmpint (x, >=, 0);
  g_assert_cmpint (y, >=, 0);
  g_assert_cmpint (x, <, cairo_image_surface_get_width (surface));
  g_assert_cmpint (y, <, cairo_image_surface_get_height (surface));
  p = *(const guint32 *) (data + (gsize) y * (gsize) cairo_image_surface_get_stride (surface) + (gsize) x * 4);
  c.a = (guint8) (p >> 24);
  c.r = (guint8) ((p >> 16) & 0xff);
  c.g = (guint8) ((p >> 8) & 0xff);
  c.b = (guint8) (p & 0xff);
  if (c.a > 0 && c.a < 255)
    {
      c.r = (guint8) MIN (255, (c.r * 255 + c.a / 2) / c.a);
      c.g = (guint8) MIN (255, (c.g * 255 + c.a / 2) / c.a);
      c.b = (guint8) MIN (255, (c.b * 255 + c.a / 2) / c.a);
    }
  return c;
}

guint
ui_pixels_count_translucent (cairo_surface_t *surface)
{
  int w = cairo_image_surface_get_width (surface), h = cairo_image_surface_get_height (surface);
  guint n = 0;

  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++)
      n += ui_pixels_at (surface, x, y).a < 255;
  return n;
}

static guint32
rgb_key (UiColor c)
{
  return (guint32) c.r << 16 | (guint32) c.g << 8 | c.b;
}

UiColor
ui_pixels_most_frequent (cairo_surface_t *surface)
{
  g_autoptr(GHashTable) counts = g_hash_table_new (NULL, NULL);
  int w = cairo_image_surface_get_width (surface), h = cairo_image_surface_get_height (surface);
  guint best_count = 0;
  guint32 best = 0;

  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++)
      {
        UiColor c = ui_pixels_at (surface, x, y);
        guint32 key = rgb_key (c);
        guint n;

        if (c.a < 255)
          continue;
        n = GPOINTER_TO_UINT (g_hash_table_lookup (counts, GUINT_TO_POINTER (key))) + 1;
        g_hash_table_insert (counts, GUINT_TO_POINTER (key), GUINT_TO_POINTER (n));
        /* ties go to the lower key: the same answer on every run */
        if (n > best_count || (n == best_count && key < best))
          {
            best_count = n;
            best = key;
          }
      }
  g_assert_cmpuint (best_count, >, 0);
  return (UiColor) { (guint8) (best >> 16), (guint8) (best >> 8), (guint8) best, 255 };
}

UiColor
ui_pixels_farthest (cairo_surface_t *surface,
                    UiColor          from)
{
  int w = cairo_image_surface_get_width (surface), h = cairo_image_surface_get_height (surface);
  double best_ratio = 0;
  UiColor best = from;

  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++)
      {
        UiColor c = ui_pixels_at (surface, x, y);
        double ratio;

        if (c.a < 255)
          continue;
        ratio = ui_pixels_contrast (c, from);
        if (ratio > best_ratio)
          {
            best_ratio = ratio;
            best = c;
          }
      }
  return best;
}

static double
linear (guint8 channel)
{
  double c = channel / 255.0;

  return c <= 0.04045 ? c / 12.92 : pow ((c + 0.055) / 1.055, 2.4);
}

double
ui_pixels_luminance (UiColor c)
{
  return 0.2126 * linear (c.r) + 0.7152 * linear (c.g) + 0.0722 * linear (c.b);
}

double
ui_pixels_contrast (UiColor a,
                    UiColor b)
{
  double la = ui_pixels_luminance (a), lb = ui_pixels_luminance (b);

  return (MAX (la, lb) + 0.05) / (MIN (la, lb) + 0.05);
}

const char *
ui_color_to_string (UiColor c)
{
  static char buffers[4][16];
  static guint next;
  char *buffer = buffers[next++ % G_N_ELEMENTS (buffers)];

  if (c.a == 255)
    g_snprintf (buffer, sizeof buffers[0], "#%02x%02x%02x", c.r, c.g, c.b);
  else
    g_snprintf (buffer, sizeof buffers[0], "#%02x%02x%02x/%02x", c.r, c.g, c.b, c.a);
  return buffer;
}

void
ui_pixels_save (cairo_surface_t *surface,
                const char      *name)
{
  const char *dir = g_getenv ("UI_PIXELS_DIR");
  g_autofree char *file = NULL;
  g_autofree char *path = NULL;

  if (dir == NULL || *dir == '\0')
    return;
  file = g_strconcat (name, ".png", NULL);
  path = g_build_filename (dir, file, NULL);
  if (cairo_surface_write_to_png (surface, path) != CAIRO_STATUS_SUCCESS)
    g_test_message ("could not write %s", path);
  else
    g_test_message ("wrote %s", path);
}
