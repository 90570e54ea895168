/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "arb-frame-probe.h"

#include <stdio.h>

typedef struct {
  gint64 key_time;     /* when the last key arrived, 0 once drawn */
  gint64 handled_time; /* when the main loop came back after it, 0 before */
  gint64 frame_start;  /* when its frame began, 0 before */
  guint keyval;        /* which key, named in the line for bench-keys.py --per-key */
  guint handled_id;
  gulong first_id;
  gulong key_id;
} Probe;

static void
probe_free (gpointer data)
{
  Probe *probe = data;

  g_clear_handle_id (&probe->handled_id, g_source_remove);
  g_free (probe);
}

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

/* The wait for the frame clock's tick: from the key's handling to the
 * start of its frame.  A frame that began in the main loop's turn that
 * handled the key (the tick was already due) did not wait. */
static gint64
tick_wait (const Probe *probe)
{
  if (probe->frame_start == 0 || probe->handled_time == 0
      || probe->handled_time >= probe->frame_start)
    return 0;
  return probe->frame_start - probe->handled_time;
}

static void
key_frame (GdkFrameClock *clock,
           gpointer       user_data)
{
  Probe *probe = user_data;

  if (probe->key_time == 0)
    return;
  printf ("key-frame %" G_GINT64_FORMAT " %" G_GINT64_FORMAT " %s\n",
          g_get_monotonic_time () - probe->key_time, tick_wait (probe),
          gdk_keyval_name (probe->keyval) != NULL ? gdk_keyval_name (probe->keyval) : "?");
  fflush (stdout);
  probe->key_time = 0;
}

static void
frame_started (GdkFrameClock *clock,
               gpointer       user_data)
{
  Probe *probe = user_data;

  if (probe->key_time != 0 && probe->frame_start == 0)
    probe->frame_start = g_get_monotonic_time ();
}

/* Runs in the main loop's next turn after the one that handled the key. */
static gboolean
key_handled (gpointer user_data)
{
  Probe *probe = user_data;

  probe->handled_id = 0;
  probe->handled_time = g_get_monotonic_time ();
  return G_SOURCE_REMOVE;
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
  probe->handled_time = 0;
  probe->frame_start = 0;
  if (probe->handled_id == 0)
    probe->handled_id = g_idle_add_full (G_PRIORITY_HIGH, key_handled, probe, NULL);
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
    {
      probe->key_id = g_signal_connect (clock, "after-paint", G_CALLBACK (key_frame), probe);
      g_signal_connect (clock, "before-paint", G_CALLBACK (frame_started), probe);
    }
}

void
arb_frame_probe_attach (GtkWindow *window)
{
  Probe *probe;

  if (g_strcmp0 (g_getenv ("ARBITER_PROBE_FIRST_FRAME"), "1") != 0
      && g_strcmp0 (g_getenv ("ARBITER_PROBE_KEYS"), "1") != 0)
    return;
  probe = g_new0 (Probe, 1);
  g_object_set_data_full (G_OBJECT (window), "arb-frame-probe", probe, probe_free);
  g_signal_connect (window, "realize", G_CALLBACK (realized), probe);
  if (g_strcmp0 (g_getenv ("ARBITER_PROBE_KEYS"), "1") == 0)
    {
      GtkEventController *keys = gtk_event_controller_key_new ();

      gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
      g_signal_connect (keys, "key-pressed", G_CALLBACK (key_pressed), probe);
      gtk_widget_add_controller (GTK_WIDGET (window), keys);
    }
}
