/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The window fixture shared by the UI tests: a fresh store, a window at
 * 1280×800, and a check at the end that nothing keeps the window alive. */
#pragma once

#include <adwaita.h>
#include <glib/gstdio.h>
#include <string.h>

#include "arb-game-page.h"
#include "arb-play-page.h"
#include "arb-setup-page.h"
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
  /* undo goes back across rounds without the question (the memory
   * backend starts each test afresh); test-correct-window asks it */
  {
    g_autoptr(GSettings) settings = g_settings_new ("io.github.tablearbiter.Arbiter");

    g_settings_set_boolean (settings, "confirm-undo-round", FALSE);
  }
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

typedef gboolean (*WidgetMatch) (GtkWidget     *widget,
                                 gconstpointer  data);

/* The first widget inside `root` that `match` accepts, depth first, or NULL. */
static inline GtkWidget *
find_matching (GtkWidget     *root,
               WidgetMatch    match,
               gconstpointer  data)
{
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found;

      if (match (child, data))
        return child;
      if ((found = find_matching (child, match, data)) != NULL)
        return found;
    }
  return NULL;
}

static inline gboolean
is_of_type (GtkWidget     *widget,
            gconstpointer  type)
{
  return G_TYPE_CHECK_INSTANCE_TYPE (widget, GPOINTER_TO_SIZE (type));
}

/* The first widget of this type inside `root`, depth first, or NULL. */
static inline GtkWidget *
find_descendant (GtkWidget *root,
                 GType      type)
{
  return find_matching (root, is_of_type, GSIZE_TO_POINTER (type));
}

static inline gboolean
has_class (GtkWidget     *widget,
           gconstpointer  css_class)
{
  return gtk_widget_has_css_class (widget, css_class);
}

/* The first widget inside `root` with the CSS class, depth first, or NULL. */
static inline GtkWidget *
find_with_class (GtkWidget  *root,
                 const char *css_class)
{
  return find_matching (root, has_class, css_class);
}

/* Where `widget` stands in the window once the window has drawn what
 * was entered: a part of the table that must not move from entry to
 * entry is compared by this. */
static inline graphene_rect_t
drawn_bounds (Fixture   *f,
              GtkWidget *widget)
{
  graphene_rect_t bounds;

  drain ();
  gtk_test_widget_wait_for_draw (GTK_WIDGET (f->window));
  g_assert_true (gtk_widget_compute_bounds (widget, GTK_WIDGET (f->window), &bounds));
  return bounds;
}

/* `widget` stands where it stood (it may grow), `what` names it in the
 * failure. */
static inline void
assert_stays (Fixture               *f,
              GtkWidget             *widget,
              const graphene_rect_t *before,
              const char            *what)
{
  graphene_rect_t now = drawn_bounds (f, widget);

  if (!graphene_point_equal (&now.origin, &before->origin))
    g_error ("%s moved from %g,%g to %g,%g", what,
             before->origin.x, before->origin.y, now.origin.x, now.origin.y);
}

/* The widget of the window that has the focus, or NULL. */
static inline GtkWidget *
focus_of (Fixture *f)
{
  return gtk_root_get_focus (GTK_ROOT (f->window));
}

/* Lets idles and timeouts due within `ms` run. */
static inline void
drain_for (guint ms)
{
  gint64 end = g_get_monotonic_time () + ms * 1000;

  while (g_get_monotonic_time () < end)
    {
      g_main_context_iteration (NULL, FALSE);
      g_usleep (2000);
    }
}

static inline ArbPlayPage *
play_page (Fixture *f)
{
  return ARB_PLAY_PAGE (arb_window_get_page (f->window, "play"));
}

/* The game in play's prompt contains `expected`. */
static inline void
assert_prompt_shows (Fixture    *f,
                     const char *expected)
{
  const char *shown = arb_game_page_get_prompt_text (ARB_GAME_PAGE (arb_play_page_get_game_page (play_page (f))));

  if (strstr (shown, expected) == NULL)
    g_error ("the prompt shows “%s”, expected “%s”", shown, expected);
}

static inline ArbSetupPage *
setup_page (Fixture *f)
{
  return ARB_SETUP_PAGE (arb_window_get_page (f->window, "setup"));
}

/* The setup page of a new No Thanks! game. */
static inline void
open_setup (Fixture *f)
{
  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.new-game", "s", "nothanks");
  drain ();
  g_assert_cmpstr (arb_window_get_page_name (f->window), ==, "setup");
}
