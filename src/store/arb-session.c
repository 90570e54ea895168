/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "arb-session.h"

#include "arb-error.h"
#include "arb-record.h"

struct _ArbSession {
  ArbStore *store;     /* not owned */
  gint64    id;
  ArbGame  *game;
  gboolean  finished;  /* as last written to the store */
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
  session->finished = arb_game_is_finished (game);
  return session;
}

ArbSession *
arb_session_new (ArbStore *store,
                 ArbSetup *setup,
                 GError  **error)
{
  gint64 id;

  if (!arb_setup_validate (setup, error))
    return NULL;
  id = arb_store_create_game (store, setup, error);
  if (id == 0)
    return NULL;
  return session_new (store, id, arb_game_new (setup));
}

ArbSession *
arb_session_load (ArbStore *store,
                  gint64    id,
                  GError  **error)
{
  ArbGame *game = arb_store_load_game (store, id, error);

  return game != NULL ? session_new (store, id, game) : NULL;
}

void
arb_session_free (ArbSession *session)
{
  if (session == NULL)
    return;
  arb_game_free (session->game);
  g_free (session);
}

/* Keeps the store's finished flag and verdict in step with the game. */
static void
update_result (ArbSession *session)
{
  gboolean finished = arb_game_is_finished (session->game);
  g_autoptr(ArbScore) score = NULL;
  g_autoptr(GError) error = NULL;

  if (finished == session->finished && !finished)
    return;
  score = arb_game_score (session->game);
  if (!arb_store_set_result (session->store, session->id, finished,
                             finished ? score->verdict : NULL, &error))
    {
      g_warning ("%s", error->message);
      return;   /* tried again after the next entry */
    }
  session->finished = finished;
}

/* Checked and applied by the engine, then committed to disk; only then
 * is it reported accepted.  If the disk refuses it, it is taken back. */
static gboolean
commit (ArbSession     *session,
        const ArbEvent *event,
        GError        **error)
{
  ArbGame *game = session->game;
  g_autofree char *line = NULL;
  g_autofree char *progress = NULL;

  if (!arb_game_append (game, event, error))
    return FALSE;
  line = arb_record_format_event (arb_game_get_setup (game),
                                  arb_game_get_event (game, arb_game_get_n_events (game) - 1));
  progress = arb_game_progress (game);
  if (!arb_store_append_event (session->store, session->id, line, progress, error))
    {
      arb_game_drop_last (game);
      return FALSE;
    }
  return TRUE;
}

gboolean
arb_session_append (ArbSession     *session,
                    const ArbEvent *event,
                    GError        **error)
{
  if (!commit (session, event, error))
    return FALSE;
  update_result (session);
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

/* Undone in memory first, so the store learns the progress after it;
 * if the store cannot mark the entry, it is put back. */
gboolean
arb_session_undo (ArbSession *session,
                  GError    **error)
{
  g_autofree char *progress = NULL;

  if (!arb_game_undo (session->game, error))
    return FALSE;
  progress = arb_game_progress (session->game);
  if (!arb_store_retract_last (session->store, session->id, progress, error))
    {
      arb_game_redo (session->game, NULL);
      return FALSE;
    }
  update_result (session);
  return TRUE;
}

/* Redone in memory first (the engine checks it again), then committed. */
gboolean
arb_session_redo (ArbSession *session,
                  GError    **error)
{
  ArbGame *game = session->game;
  g_autofree char *line = NULL;
  g_autofree char *progress = NULL;

  if (!arb_game_redo (game, error))
    return FALSE;
  line = arb_record_format_event (arb_game_get_setup (game),
                                  arb_game_get_event (game, arb_game_get_n_events (game) - 1));
  progress = arb_game_progress (game);
  if (!arb_store_append_event (session->store, session->id, line, progress, error))
    {
      arb_game_undo (game, NULL);   /* back onto the redo stack */
      return FALSE;
    }
  update_result (session);
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
