/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "arb-toast.h"

#include "arb-widget-util.h"

/* A toast's slide-in, and a replacement's after it, with room to spare.
 * libadwaita 1.2 frees a toast dismissed while it still slides in and
 * then finishes the slide on it (a crash), so a younger toast is
 * dismissed once this has passed; the new one waits behind it. */
#define SETTLE_MS 1200

static gboolean
dismiss_later (gpointer data)
{
  g_autoptr(AdwToast) toast = g_weak_ref_get (data);

  if (toast != NULL)
    adw_toast_dismiss (toast);
  return G_SOURCE_REMOVE;
}

static void
dismiss_when_settled (AdwToast *toast)
{
  const gint64 *shown = g_object_get_data (G_OBJECT (toast), "arb-toast-shown");
  gint64 age = shown != NULL ? (g_get_monotonic_time () - *shown) / 1000 : SETTLE_MS;

  if (age >= SETTLE_MS)
    {
      adw_toast_dismiss (toast);
      return;
    }
  g_timeout_add_full (G_PRIORITY_DEFAULT, (guint) (SETTLE_MS - age), dismiss_later,
                      arb_weak_ref_new (toast), arb_weak_ref_free);
}

void
arb_toast_show_instead (GtkWidget  *inside,
                        AdwToast  **last,
                        AdwToast   *toast)
{
  GtkWidget *overlay = gtk_widget_get_ancestor (inside, ADW_TYPE_TOAST_OVERLAY);
  gint64 now = g_get_monotonic_time ();

  if (*last != NULL)
    dismiss_when_settled (*last);
  g_set_weak_pointer (last, toast);
  if (overlay == NULL)
    {
      g_object_unref (toast);
      return;
    }
  g_object_set_data_full (G_OBJECT (toast), "arb-toast-shown", g_memdup2 (&now, sizeof now), g_free);
  adw_toast_overlay_add_toast (ADW_TOAST_OVERLAY (overlay), toast);
}
