/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * The yardstick of the start-up benchmark: a bare AdwApplicationWindow
 * of Arbiter's default size, with the same first-frame probe as the
 * app (ARBITER_PROBE_FIRST_FRAME=1).
 */
#include <adwaita.h>

#include "arb-frame-probe.h"

static void
activate (GApplication *app)
{
  GtkWidget *window = adw_application_window_new (GTK_APPLICATION (app));

  gtk_window_set_default_size (GTK_WINDOW (window), 1100, 760);
  adw_application_window_set_content (ADW_APPLICATION_WINDOW (window), gtk_label_new ("Arbiter"));
  arb_frame_probe_attach (GTK_WINDOW (window));
  gtk_window_present (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(AdwApplication) app = adw_application_new ("io.github.tablearbiter.BareWindow",
                                                       G_APPLICATION_NON_UNIQUE);

  g_signal_connect (app, "activate", G_CALLBACK (activate), NULL);
  return g_application_run (G_APPLICATION (app), argc, argv);
}
