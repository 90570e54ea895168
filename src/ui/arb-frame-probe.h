/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/*
 * Timing probes for the benchmarks (bench/README.md), off unless the
 * environment asks:
 *   ARBITER_PROBE_FIRST_FRAME=1  print "first-frame MICROSECONDS" (the
 *       monotonic clock) once the window has drawn its first frame, then
 *       quit the application;
 *   ARBITER_PROBE_KEYS=1  print "key-frame MICROSECONDS" for each key
 *       press: from the window receiving it to the end of the next frame.
 * The bare window of the start-up benchmark uses the same probe.
 */
void arb_frame_probe_attach (GtkWindow *window);

G_END_DECLS
