/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "arb-game-page.h"

G_DEFINE_INTERFACE (ArbGamePage, arb_game_page, GTK_TYPE_WIDGET)

enum {
  CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
arb_game_page_default_init (ArbGamePageInterface *iface)
{
  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_INTERFACE (iface), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

void
arb_game_page_refresh (ArbGamePage *self)
{
  g_return_if_fail (ARB_IS_GAME_PAGE (self));
  ARB_GAME_PAGE_GET_IFACE (self)->refresh (self);
}

void
arb_game_page_focus_input (ArbGamePage *self)
{
  g_return_if_fail (ARB_IS_GAME_PAGE (self));
  ARB_GAME_PAGE_GET_IFACE (self)->focus_input (self);
}

gboolean
arb_game_page_handle_key (ArbGamePage     *self,
                          guint            keyval,
                          GdkModifierType  state)
{
  g_return_val_if_fail (ARB_IS_GAME_PAGE (self), FALSE);
  return ARB_GAME_PAGE_GET_IFACE (self)->handle_key (self, keyval, state);
}

const char *
arb_game_page_get_prompt_text (ArbGamePage *self)
{
  g_return_val_if_fail (ARB_IS_GAME_PAGE (self), NULL);
  return ARB_GAME_PAGE_GET_IFACE (self)->get_prompt_text (self);
}

const char *
arb_game_page_get_refusal (ArbGamePage *self)
{
  g_return_val_if_fail (ARB_IS_GAME_PAGE (self), NULL);
  return ARB_GAME_PAGE_GET_IFACE (self)->get_refusal (self);
}

gboolean
arb_game_page_get_score_hidden (ArbGamePage *self)
{
  ArbGamePageInterface *iface;

  g_return_val_if_fail (ARB_IS_GAME_PAGE (self), FALSE);
  iface = ARB_GAME_PAGE_GET_IFACE (self);
  return iface->get_score_hidden != NULL && iface->get_score_hidden (self);
}

gboolean
arb_game_page_is_between_games (ArbGamePage *self)
{
  ArbGamePageInterface *iface;

  g_return_val_if_fail (ARB_IS_GAME_PAGE (self), FALSE);
  iface = ARB_GAME_PAGE_GET_IFACE (self);
  return iface->is_between_games != NULL && iface->is_between_games (self);
}

GtkWidget *
arb_game_page_create_score_section (ArbGamePage *self)
{
  ArbGamePageInterface *iface;

  g_return_val_if_fail (ARB_IS_GAME_PAGE (self), NULL);
  iface = ARB_GAME_PAGE_GET_IFACE (self);
  return iface->create_score_section != NULL ? iface->create_score_section (self) : NULL;
}

char *
arb_game_page_dup_large_summary (ArbGamePage *self)
{
  ArbGamePageInterface *iface;

  g_return_val_if_fail (ARB_IS_GAME_PAGE (self), NULL);
  iface = ARB_GAME_PAGE_GET_IFACE (self);
  return iface->dup_large_summary != NULL ? iface->dup_large_summary (self) : NULL;
}

void
arb_game_page_emit_changed (ArbGamePage *self)
{
  g_return_if_fail (ARB_IS_GAME_PAGE (self));
  g_signal_emit (self, signals[CHANGED], 0);
}

static gboolean
on_key_pressed (GtkEventControllerKey *controller,
                guint                  keyval,
                guint                  keycode,
                GdkModifierType        state,
                ArbGamePage           *self)
{
  /* Shortcuts with Ctrl or Alt belong to the window. */
  if (state & (GDK_CONTROL_MASK | GDK_ALT_MASK | GDK_SUPER_MASK))
    return FALSE;
  return arb_game_page_handle_key (self, keyval, state);
}

/* Capture phase, so the table's keys work wherever the focus is on the
 * page; a key the page does not take goes on to the focused widget. */
void
arb_game_page_install_keys (ArbGamePage *self)
{
  GtkEventController *controller = gtk_event_controller_key_new ();

  gtk_event_controller_set_propagation_phase (controller, GTK_PHASE_CAPTURE);
  g_signal_connect (controller, "key-pressed", G_CALLBACK (on_key_pressed), self);
  gtk_widget_add_controller (GTK_WIDGET (self), controller);
}

/*
 * Every entry of a game page goes through here: an event (or a record
 * line) is committed by the session, or refused with its rule id shown
 * in the page's refusal bar and the state unchanged.
 */
gboolean
arb_game_page_submit (ArbSession     *session,
                      ArbRefusalBar  *refusal_bar,
                      const ArbEvent *event,
                      const char     *line)
{
  g_autoptr(GError) error = NULL;
  gboolean ok = event != NULL ? arb_session_append (session, event, &error)
                              : arb_session_append_line (session, line, &error);

  if (!ok)
    {
      arb_refusal_bar_show_error (refusal_bar, error);
      return FALSE;
    }
  arb_refusal_bar_dismiss (refusal_bar);
  return TRUE;
}
