/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "arb-session.h"

#include "arb-error.h"
#include "arb-i18n.h"
#include "arb-record.h"

struct _ArbSession {
  ArbStore *store;     /* not owned */
  gint64    id;
  ArbGame  *game;
};

static ArbSession *
session_new (ArbStore *store,
             gint64    id,
             ArbGame  *game)
{
  ArbSession *session = g_new0 (ArbSession, 1);

  session->store = store;
  session->id = id;
  session->game = game;
  return session;
}

ArbSession *
arb_session_new (ArbStore *store,
                 ArbSetup *setup,
                 GError  **error)
{
  g_autoptr(ArbGame) game = NULL;
  g_autoptr(ArbStoreDerived) derived = NULL;
  gint64 id;

  if (!arb_setup_validate (setup, error))
    return NULL;
  game = arb_game_new (setup);
  derived = arb_store_derived_new (game);
  id = arb_store_create_game (store, setup, derived, error);
  if (id == 0)
    return NULL;
  return session_new (store, id, g_steal_pointer (&game));
}

/* The entries undone before the app last closed can be redone. */
static void
load_redo (ArbSession *session)
{
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) lines = arb_store_redo_lines (session->store, session->id, &error);
  g_autoptr(GPtrArray) events = g_ptr_array_new_with_free_func ((GDestroyNotify) arb_event_free);
  ArbSetup *setup = arb_game_get_setup (session->game);

  for (guint i = 0; lines != NULL && lines[i] != NULL; i++)
    {
      ArbEvent *event = arb_record_parse_entry (setup, lines[i], NULL, &error);

      if (event == NULL)
        {
          g_warning ("store: game %" G_GINT64_FORMAT ": redo entry “%s” not kept: %s",
                     session->id, lines[i], error->message);
          return;
        }
      g_ptr_array_add (events, event);
    }
  if (error != NULL)
    g_warning ("%s", error->message);
  arb_game_set_redo (session->game, events);
}

/* Reopens a game; what the store says the events decide is checked
 * against the events, and put right if an older Arbiter left it stale. */
ArbSession *
arb_session_load (ArbStore *store,
                  gint64    id,
                  GError  **error)
{
  ArbGame *game = arb_store_load_game (store, id, error);
  g_autoptr(GError) repair_error = NULL;
  ArbSession *session;

  if (game == NULL)
    return NULL;
  session = session_new (store, id, game);
  if (!arb_store_repair_game (store, id, game, &repair_error))
    g_warning ("%s", repair_error->message);
  load_redo (session);
  return session;
}

void
arb_session_free (ArbSession *session)
{
  if (session == NULL)
    return;
  arb_game_free (session->game);
  g_free (session);
}

static char *
last_line (ArbGame *game)
{
  return arb_record_format_event (arb_game_get_setup (game),
                                  arb_game_get_event (game, arb_game_get_n_events (game) - 1));
}

/* Checked and applied by the engine, then committed to disk with what
 * it decides; only then is it reported accepted.  If the disk refuses
 * it, it is taken back and the redo stack is as it was. */
gboolean
arb_session_append (ArbSession     *session,
                    const ArbEvent *event,
                    GError        **error)
{
  ArbGame *game = session->game;
  g_autoptr(GPtrArray) redo = arb_game_dup_redo (game);
  g_autofree char *line = NULL;
  g_autoptr(ArbStoreDerived) derived = NULL;

  if (!arb_game_append (game, event, error))
    return FALSE;
  line = last_line (game);
  derived = arb_store_derived_new (game);
  if (!arb_store_append_event (session->store, session->id, line, derived, error))
    {
      arb_game_drop_last (game);
      arb_game_set_redo (game, redo);
      return FALSE;
    }
  return TRUE;
}

gboolean
arb_session_append_line (ArbSession *session,
                         const char *line,
                         GError    **error)
{
  g_autoptr(ArbEvent) event = NULL;
  guint column = 0;

  event = arb_record_parse_event (arb_game_get_setup (session->game), line, &column, error);
  return event != NULL && arb_session_append (session, event, error);
}

/* Undone in memory first, so the store learns what the game decides
 * after it; if the store cannot mark the entry, it is put back. */
gboolean
arb_session_undo (ArbSession *session,
                  GError    **error)
{
  g_autoptr(ArbStoreDerived) derived = NULL;

  if (!arb_game_undo (session->game, error))
    return FALSE;
  derived = arb_store_derived_new (session->game);
  if (!arb_store_retract_last (session->store, session->id, derived, error))
    {
      arb_game_redo (session->game, NULL);
      return FALSE;
    }
  return TRUE;
}

/* Redone in memory first (the engine checks it again), then committed. */
gboolean
arb_session_redo (ArbSession *session,
                  GError    **error)
{
  ArbGame *game = session->game;
  g_autofree char *line = NULL;
  g_autoptr(ArbStoreDerived) derived = NULL;

  if (!arb_game_redo (game, error))
    return FALSE;
  line = last_line (game);
  derived = arb_store_derived_new (game);
  if (!arb_store_redo_event (session->store, session->id, line, derived, error))
    {
      arb_game_undo (game, NULL);   /* back onto the redo stack */
      return FALSE;
    }
  return TRUE;
}

ArbGame *
arb_session_get_game (ArbSession *session)
{
  return session->game;
}

gint64
arb_session_get_id (ArbSession *session)
{
  return session->id;
}

ArbStore *
arb_session_get_store (ArbSession *session)
{
  return session->store;
}
