/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <math.h>

#include "arb-picture.h"

/* Where arb_picture_begin() keeps its surface on the context: a context
 * that fails (a bad matrix, say) no longer gives its target back. */
static const cairo_user_data_key_t surface_key;

static void
scale_changed (GtkWidget  *widget,
               GParamSpec *pspec,
               gpointer    user_data)
{
  gtk_widget_queue_draw (widget);
}

void
arb_picture_follow_scale (GtkWidget *widget)
{
  g_return_if_fail (GTK_IS_WIDGET (widget));
  g_signal_connect (widget, "notify::scale-factor", G_CALLBACK (scale_changed), NULL);
}

cairo_t *
arb_picture_begin (GtkWidget             *widget,
                   const graphene_rect_t *bounds)
{
  int scale, width, height;
  cairo_surface_t *surface;
  cairo_t *cr;

  g_return_val_if_fail (GTK_IS_WIDGET (widget), NULL);
  scale = gtk_widget_get_scale_factor (widget);
  width = MAX (1, (int) ceil (bounds->size.width * scale));
  height = MAX (1, (int) ceil (bounds->size.height * scale));
  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width, height);
  cairo_surface_set_device_scale (surface, scale, scale);
  cairo_surface_set_device_offset (surface, -bounds->origin.x * scale, -bounds->origin.y * scale);
  cr = cairo_create (surface);
  cairo_set_user_data (cr, &surface_key, surface, (cairo_destroy_func_t) cairo_surface_destroy);
  return cr;
}

void
arb_picture_end (cairo_t               *cr,
                 GtkSnapshot           *snapshot,
                 const graphene_rect_t *bounds)
{
  cairo_surface_t *surface;
  cairo_t *node_cr;

  g_return_if_fail (cr != NULL);
  if (cairo_status (cr) != CAIRO_STATUS_SUCCESS)
    g_warning ("A picture was drawn with an error: %s", cairo_status_to_string (cairo_status (cr)));
  /* the surface made by arb_picture_begin(), even when the context
   * failed: what was drawn before the error is still shown */
  surface = cairo_get_user_data (cr, &surface_key);
  if (surface == NULL)
    {
      /* not even a surface (out of memory) */
      cairo_destroy (cr);
      return;
    }
  cairo_surface_reference (surface);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  if (cairo_surface_status (surface) != CAIRO_STATUS_SUCCESS
      || cairo_surface_get_type (surface) != CAIRO_SURFACE_TYPE_IMAGE)
    {
      /* no pixels at all (out of memory): nothing drawn rather than a crash */
      cairo_surface_destroy (surface);
      return;
    }
  /* A cairo node that paints the pixels: its device offset and scale put
   * them at the bounds.  Not a GdkTexture: GTK 4.8's cairo renderer
   * converts a texture's pixels through floats each time it draws the
   * node, every frame and whatever part of the window the frame
   * repaints; a painted surface is only composited where the frame
   * repaints. */
  node_cr = gtk_snapshot_append_cairo (snapshot, bounds);
  cairo_set_source_surface (node_cr, surface, 0, 0);
  cairo_paint (node_cr);
  cairo_destroy (node_cr);
  cairo_surface_destroy (surface);
}
