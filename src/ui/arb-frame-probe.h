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
 *   ARBITER_PROBE_KEYS=1  print "key-frame MICROSECONDS WAIT KEY" for
 *       each key press: from the window receiving it to the end of the
 *       next frame; WAIT (microseconds, part of the first figure) is how
 *       long that frame waited to start once the key had been handled
 *       (for the frame clock's tick); KEY is the key's name.
 * The bare window of the start-up benchmark uses the same probe.
 */
void arb_frame_probe_attach (GtkWindow *window);

G_END_DECLS
