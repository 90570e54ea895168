/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "arb-frame-probe.h"

#include <stdio.h>

typedef struct {
  gint64 key_time;     /* when the last key arrived, 0 once drawn */
  guint keyval;        /* which key, named in the line for bench-keys.py --per-key */
  gulong first_id;
  gulong key_id;
} Probe;

static void
first_frame (GdkFrameClock *clock,
             gpointer       user_data)
{
  GtkWindow *window = user_data;
  Probe *probe = g_object_get_data (G_OBJECT (window), "arb-frame-probe");
  GApplication *app = g_application_get_default ();

  printf ("first-frame %" G_GINT64_FORMAT "\n", g_get_monotonic_time ());
  fflush (stdout);
  g_clear_signal_handler (&probe->first_id, clock);
  if (app != NULL)
    g_application_quit (app);
}

static void
key_frame (GdkFrameClock *clock,
           gpointer       user_data)
{
  Probe *probe = user_data;

  if (probe->key_time == 0)
    return;
  printf ("key-frame %" G_GINT64_FORMAT " %s\n", g_get_monotonic_time () - probe->key_time,
          gdk_keyval_name (probe->keyval) != NULL ? gdk_keyval_name (probe->keyval) : "?");
  fflush (stdout);
  probe->key_time = 0;
}

static gboolean
key_pressed (GtkEventControllerKey *controller,
             guint                  keyval,
             guint                  keycode,
             GdkModifierType        state,
             gpointer               user_data)
{
  Probe *probe = user_data;
  GtkWidget *widget = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (controller));

  probe->key_time = g_get_monotonic_time ();
  probe->keyval = keyval;
  /* a frame even when the key changes nothing on screen, without
   * repainting what the key did not touch */
  gdk_frame_clock_request_phase (gtk_widget_get_frame_clock (widget), GDK_FRAME_CLOCK_PHASE_PAINT);
  return GDK_EVENT_PROPAGATE;
}

static void
realized (GtkWidget *widget,
          gpointer   user_data)
{
  Probe *probe = user_data;
  GdkFrameClock *clock = gtk_widget_get_frame_clock (widget);

  if (g_strcmp0 (g_getenv ("ARBITER_PROBE_FIRST_FRAME"), "1") == 0)
    probe->first_id = g_signal_connect (clock, "after-paint", G_CALLBACK (first_frame), widget);
  if (g_strcmp0 (g_getenv ("ARBITER_PROBE_KEYS"), "1") == 0)
    probe->key_id = g_signal_connect (clock, "after-paint", G_CALLBACK (key_frame), probe);
}

void
arb_frame_probe_attach (GtkWindow *window)
{
  Probe *probe;

  if (g_strcmp0 (g_getenv ("ARBITER_PROBE_FIRST_FRAME"), "1") != 0
      && g_strcmp0 (g_getenv ("ARBITER_PROBE_KEYS"), "1") != 0)
    return;
  probe = g_new0 (Probe, 1);
  g_object_set_data_full (G_OBJECT (window), "arb-frame-probe", probe, g_free);
  g_signal_connect (window, "realize", G_CALLBACK (realized), probe);
  if (g_strcmp0 (g_getenv ("ARBITER_PROBE_KEYS"), "1") == 0)
    {
      GtkEventController *keys = gtk_event_controller_key_new ();

      gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
      g_signal_connect (keys, "key-pressed", G_CALLBACK (key_pressed), probe);
      gtk_widget_add_controller (GTK_WIDGET (window), keys);
    }
}
