/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <math.h>

#include "arb-picture.h"

cairo_t *
arb_picture_begin (GtkWidget             *widget,
                   const graphene_rect_t *bounds)
{
  int scale = gtk_widget_get_scale_factor (widget);
  int width = MAX (1, (int) ceil (bounds->size.width * scale));
  int height = MAX (1, (int) ceil (bounds->size.height * scale));
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width, height);
  cairo_t *cr;

  cairo_surface_set_device_scale (surface, scale, scale);
  cairo_surface_set_device_offset (surface, -bounds->origin.x * scale, -bounds->origin.y * scale);
  cr = cairo_create (surface);
  cairo_surface_destroy (surface);
  return cr;
}

void
arb_picture_end (cairo_t               *cr,
                 GtkSnapshot           *snapshot,
                 const graphene_rect_t *bounds)
{
  cairo_surface_t *surface = cairo_surface_reference (cairo_get_target (cr));
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GdkTexture) texture = NULL;
  double scale_x, scale_y;
  int width, height, stride;

  cairo_destroy (cr);
  cairo_surface_flush (surface);
  if (cairo_surface_status (surface) != CAIRO_STATUS_SUCCESS)
    {
      /* out of memory: nothing drawn rather than a crash */
      cairo_surface_destroy (surface);
      return;
    }
  width = cairo_image_surface_get_width (surface);
  height = cairo_image_surface_get_height (surface);
  stride = cairo_image_surface_get_stride (surface);
  cairo_surface_get_device_scale (surface, &scale_x, &scale_y);
  /* the pixels stay the surface's; the texture holds it until freed */
  bytes = g_bytes_new_with_free_func (cairo_image_surface_get_data (surface),
                                      (gsize) stride * height,
                                      (GDestroyNotify) cairo_surface_destroy, surface);
  texture = gdk_memory_texture_new (width, height, GDK_MEMORY_DEFAULT, bytes, stride);
  gtk_snapshot_append_texture (snapshot, texture,
                               &GRAPHENE_RECT_INIT (bounds->origin.x, bounds->origin.y,
                                                    width / scale_x, height / scale_y));
}
