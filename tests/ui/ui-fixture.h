/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The window fixture shared by the UI tests: a fresh store, a window at
 * 1280×800, and a check at the end that nothing keeps the window alive. */
#pragma once

#include <adwaita.h>
#include <glib/gstdio.h>

#include "arb-play-page.h"
#include "arb-store.h"
#include "arb-window.h"

typedef struct {
  ArbStore  *store;
  ArbWindow *window;
} Fixture;

static inline void
drain (void)
{
  while (g_main_context_pending (NULL))
    g_main_context_iteration (NULL, FALSE);
}

static inline void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *path = arb_store_default_path ();

  g_remove (path);
  f->store = arb_store_open (path, &error);
  g_assert_no_error (error);
  f->window = arb_window_new (NULL, f->store);
  gtk_window_set_default_size (GTK_WINDOW (f->window), 1280, 800);
  gtk_window_present (GTK_WINDOW (f->window));
  drain ();
}

static inline void
fixture_tear_down (Fixture       *f,
                   gconstpointer  data)
{
  drain ();
  g_object_ref (f->window);
  gtk_window_destroy (GTK_WINDOW (f->window));
  drain ();
  /* Nothing may keep the window alive: no leaked reference, no idle. */
  g_assert_finalize_object (f->window);
  arb_store_free (f->store);
}

static inline ArbPlayPage *
play_page (Fixture *f)
{
  return ARB_PLAY_PAGE (arb_window_get_page (f->window, "play"));
}
