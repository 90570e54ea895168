/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "arb-session.h"

#include "arb-error.h"
#include "arb-i18n.h"
#include "arb-record.h"

struct _ArbSession {
  ArbStore  *store;          /* not owned */
  gint64     id;
  ArbGame   *game;
  GPtrArray *pending;        /* char*: record lines waiting after a correction */
  GError    *refusal;        /* why the first waiting entry does not fit now */
  gboolean   refusal_known;  /* refusal is up to date with the game */
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
  session->pending = g_ptr_array_new_with_free_func (g_free);
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
  g_auto(GStrv) pending = NULL;

  if (game == NULL)
    return NULL;
  pending = arb_store_pending_lines (store, id, error);
  if (pending == NULL)
    return (arb_game_free (game), NULL);
  session = session_new (store, id, game);
  for (guint i = 0; pending[i] != NULL; i++)
    g_ptr_array_add (session->pending, g_strdup (pending[i]));
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
  g_ptr_array_unref (session->pending);
  g_clear_error (&session->refusal);
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
  session->refusal_known = FALSE;
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
  session->refusal_known = FALSE;
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
  session->refusal_known = FALSE;
  return TRUE;
}

gboolean
arb_session_undo_crosses_round (ArbSession *session)
{
  return arb_game_undo_crosses_round (session->game);
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

/* ---- corrections ---- */

/* The log as record lines, then the waiting entries: the sequence a
 * correction changes. */
static GPtrArray *
sequence_of (ArbSession *session)
{
  GPtrArray *lines = g_ptr_array_new_with_free_func (g_free);
  ArbGame *game = session->game;

  for (guint i = 0; i < arb_game_get_n_events (game); i++)
    g_ptr_array_add (lines, arb_record_format_event (arb_game_get_setup (game), arb_game_get_event (game, i)));
  for (guint i = 0; i < session->pending->len; i++)
    g_ptr_array_add (lines, g_strdup (g_ptr_array_index (session->pending, i)));
  return lines;
}

static char **
strv_of (GPtrArray *lines,
         guint      from,
         guint      to)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();

  for (guint i = from; i < to; i++)
    g_strv_builder_add (builder, g_ptr_array_index (lines, i));
  return g_strv_builder_end (builder);
}

/* The game as far as the lines fit: *n_fit of them were accepted, and
 * *refusal says why the next did not (or it did not read). */
static ArbGame *
replay_lines (ArbSetup  *setup,
              GPtrArray *lines,
              guint     *n_fit,
              GError   **refusal)
{
  ArbGame *game = arb_game_new (setup);
  guint n = 0;

  for (; n < lines->len; n++)
    {
      g_autoptr(ArbEvent) event = arb_record_parse_entry (setup, g_ptr_array_index (lines, n), NULL, refusal);

      if (event == NULL || !arb_game_replay (game, event, refusal))
        break;
    }
  *n_fit = n;
  return game;
}

/* The redo stack from its lines, bottom first; a line that no longer
 * reads is left out (redo checks every entry again anyway). */
static GPtrArray *
events_of (ArbSetup          *setup,
           const char *const *lines)
{
  GPtrArray *events = g_ptr_array_new_with_free_func ((GDestroyNotify) arb_event_free);

  for (guint i = 0; lines != NULL && lines[i] != NULL; i++)
    {
      ArbEvent *event = arb_record_parse_entry (setup, lines[i], NULL, NULL);

      if (event != NULL)
        g_ptr_array_add (events, event);
    }
  return events;
}

/* Would the new log, waiting entries and redo stack be the game's own? */
static gboolean
unchanged (ArbSession *session,
           GPtrArray  *log,
           GPtrArray  *lines,
           guint       n_fit,
           GPtrArray  *redo)
{
  g_autoptr(GPtrArray) before = sequence_of (session);
  g_autoptr(GPtrArray) old_redo = arb_game_dup_redo (session->game);

  if (n_fit != arb_game_get_n_events (session->game) || before->len != lines->len
      || old_redo->len != redo->len)
    return FALSE;
  for (guint i = 0; i < lines->len; i++)
    if (!g_str_equal (g_ptr_array_index (before, i),
                      i < log->len ? g_ptr_array_index (log, i) : g_ptr_array_index (lines, i)))
      return FALSE;
  for (guint i = 0; i < redo->len; i++)
    if (!arb_event_equal (g_ptr_array_index (redo, i), g_ptr_array_index (old_redo, i)))
      return FALSE;
  return TRUE;
}

/*
 * Makes `lines` the game's sequence: the log is as many as fit, the
 * rest wait; `redo` is the new redo stack.  With `must_fit` >= 0, the
 * entry there must be accepted if the replay reaches it, or nothing
 * changes and *error says why.  Written to the store (with `note`, a
 * revision) before the session changes.
 */
static gboolean
set_sequence (ArbSession            *session,
              GPtrArray             *lines,
              const char *const     *redo,
              int                    must_fit,
              const ArbRevisionNote *note,
              GError               **error)
{
  ArbSetup *setup = arb_game_get_setup (session->game);
  g_autoptr(GError) refusal = NULL;
  g_autoptr(ArbGame) game = NULL;
  g_autoptr(GPtrArray) log = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) redo_events = events_of (setup, redo);
  g_auto(GStrv) log_lines = NULL;
  g_auto(GStrv) pending = NULL;
  g_autoptr(ArbStoreDerived) derived = NULL;
  guint n_fit;

  game = replay_lines (setup, lines, &n_fit, &refusal);
  if (must_fit >= 0 && n_fit == (guint) must_fit && refusal != NULL)
    {
      g_propagate_error (error, g_steal_pointer (&refusal));
      return FALSE;
    }
  for (guint i = 0; i < arb_game_get_n_events (game); i++)
    g_ptr_array_add (log, arb_record_format_event (setup, arb_game_get_event (game, i)));
  if (unchanged (session, log, lines, n_fit, redo_events))
    return TRUE;
  log_lines = strv_of (log, 0, log->len);
  pending = strv_of (lines, n_fit, lines->len);
  arb_game_set_redo (game, redo_events);
  derived = arb_store_derived_new (game);
  if (!arb_store_rewrite_log (session->store, session->id, note, (const char *const *) log_lines,
                              redo, (const char *const *) pending, derived, error))
    return FALSE;
  g_clear_pointer (&session->game, arb_game_free);
  session->game = g_steal_pointer (&game);
  g_ptr_array_set_size (session->pending, 0);
  for (guint i = 0; pending[i] != NULL; i++)
    g_ptr_array_add (session->pending, g_strdup (pending[i]));
  g_clear_error (&session->refusal);
  session->refusal = g_steal_pointer (&refusal);
  session->refusal_known = TRUE;
  return TRUE;
}

static gboolean
check_index (ArbSession *session,
             guint       index,
             guint       n,
             GError    **error)
{
  if (index < n)
    return TRUE;
  g_set_error (error, ARB_ERROR, ARB_ERROR_NOTHING,
               n == 0 ? "correct: nothing has been entered yet"
                      : "correct: there is no entry %u; the entries are 1 to %u", index + 1, n);
  return FALSE;
}

/*
 * Replaces entry `index` (of the log, or a waiting one after it) by
 * `event`.  FALSE, with nothing changed, when the rules refuse it where
 * it goes (or the store fails); TRUE when the correction is kept, even
 * if later entries now wait (arb_session_get_n_pending).  Replacing an
 * entry by itself changes nothing.
 */
gboolean
arb_session_replace_event (ArbSession     *session,
                           guint           index,
                           const ArbEvent *event,
                           GError        **error)
{
  ArbSetup *setup = arb_game_get_setup (session->game);
  g_autoptr(GPtrArray) before = sequence_of (session);
  g_autoptr(GPtrArray) after = sequence_of (session);
  g_autoptr(ArbEvent) copy = arb_event_copy (event);
  g_autofree char *summary = NULL;
  ArbRevisionNote note = { ARB_REVISION_REPLACE, (int) index, NULL, NULL };
  int bad_arg = -1;

  if (!check_index (session, index, before->len, error))
    return FALSE;
  /* the form is checked here: a refusal below is the rules' */
  if (!setup->rules->parse_event (setup, copy, &bad_arg, error))
    return FALSE;
  g_free (g_ptr_array_index (after, index));
  g_ptr_array_index (after, index) = arb_record_format_event (setup, copy);
  summary = g_strdup_printf ("entry %u: “%s” became “%s”", index + 1,
                             (char *) g_ptr_array_index (before, index), (char *) g_ptr_array_index (after, index));
  note.summary = summary;
  return set_sequence (session, after, NULL, (int) index, &note, error);
}

gboolean
arb_session_replace (ArbSession *session,
                     guint       index,
                     const char *line,
                     GError    **error)
{
  g_autoptr(ArbEvent) event = arb_record_parse_entry (arb_game_get_setup (session->game), line, NULL, error);

  return event != NULL && arb_session_replace_event (session, index, event, error);
}

/* Deletes entry `index` (of the log, or a waiting one); the entries
 * after it are replayed, and those that no longer fit wait. */
gboolean
arb_session_delete (ArbSession *session,
                    guint       index,
                    GError    **error)
{
  g_autoptr(GPtrArray) lines = sequence_of (session);
  g_autofree char *summary = NULL;
  ArbRevisionNote note = { ARB_REVISION_DELETE, (int) index, NULL, NULL };

  if (!check_index (session, index, lines->len, error))
    return FALSE;
  summary = g_strdup_printf ("entry %u deleted: “%s”", index + 1, (char *) g_ptr_array_index (lines, index));
  note.summary = summary;
  g_ptr_array_remove_index (lines, index);
  return set_sequence (session, lines, NULL, -1, &note, error);
}

guint
arb_session_get_n_pending (ArbSession *session)
{
  return session->pending->len;
}

/* The i-th waiting entry as a record line (0 is the first to fix). */
const char *
arb_session_get_pending (ArbSession *session,
                         guint       i)
{
  g_return_val_if_fail (i < session->pending->len, NULL);
  return g_ptr_array_index (session->pending, i);
}

/* Why the first waiting entry does not fit after the log as it is now,
 * or NULL when nothing waits or it fits (then resume takes it). */
const GError *
arb_session_get_pending_refusal (ArbSession *session)
{
  if (session->pending->len == 0)
    return NULL;
  if (!session->refusal_known)
    {
      ArbSetup *setup = arb_game_get_setup (session->game);
      g_autoptr(ArbEvent) event = NULL;

      g_clear_error (&session->refusal);
      event = arb_record_parse_entry (setup, g_ptr_array_index (session->pending, 0), NULL, &session->refusal);
      if (event != NULL)
        arb_game_check (session->game, event, &session->refusal);
      session->refusal_known = TRUE;
    }
  return session->refusal;
}

/* Takes the waiting entries back into the log, in order, as far as
 * they fit now (after entries entered before them).  Not a revision:
 * no entry changes. */
gboolean
arb_session_resume_pending (ArbSession *session,
                            GError    **error)
{
  g_autoptr(GPtrArray) lines = NULL;

  if (session->pending->len == 0)
    {
      g_set_error_literal (error, ARB_ERROR, ARB_ERROR_NOTHING, "resume: no entries are waiting");
      return FALSE;
    }
  lines = sequence_of (session);
  return set_sequence (session, lines, NULL, -1, NULL, error);
}

/* Drops the first waiting entry (kept in a revision); the next ones
 * are taken back as far as they fit. */
gboolean
arb_session_drop_pending (ArbSession *session,
                          GError    **error)
{
  if (session->pending->len == 0)
    {
      g_set_error_literal (error, ARB_ERROR, ARB_ERROR_NOTHING, "drop: no entries are waiting");
      return FALSE;
    }
  return arb_session_delete (session, arb_game_get_n_events (session->game), error);
}

/* The game's revisions, the latest first (ArbRevision). */
GPtrArray *
arb_session_list_revisions (ArbSession *session,
                            GError    **error)
{
  return arb_store_list_revisions (session->store, session->id, error);
}

/* The latest revision that holds the game as it was before a change:
 * not a version kept from a backup (those have a digest). */
static ArbRevision *
latest_change (GPtrArray *revisions)
{
  for (guint i = 0; revisions != NULL && i < revisions->len; i++)
    if (((ArbRevision *) g_ptr_array_index (revisions, i))->digest == NULL)
      return g_ptr_array_index (revisions, i);
  return NULL;
}

gboolean
arb_session_can_undo_correction (ArbSession *session)
{
  g_autoptr(GPtrArray) revisions = arb_store_list_revisions (session->store, session->id, NULL);

  return latest_change (revisions) != NULL;
}

/* Makes the game the version `revision` holds (as it was before that
 * change; for a version kept from a backup, that version): its log,
 * redo stack and waiting entries, exactly.  The version it replaces is
 * kept as a revision too. */
gboolean
arb_session_restore_revision (ArbSession *session,
                              gint64      revision,
                              GError    **error)
{
  g_autoptr(ArbRevision) kept = arb_store_get_revision (session->store, revision, error);
  g_auto(GStrv) log = NULL;
  g_auto(GStrv) redo = NULL;
  g_auto(GStrv) pending = NULL;
  g_autoptr(GPtrArray) lines = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *summary = NULL;
  ArbRevisionNote note = { ARB_REVISION_RESTORE, -1, NULL, NULL };

  if (kept == NULL)
    return FALSE;
  if (kept->game != session->id)
    {
      g_set_error (error, ARB_ERROR, ARB_ERROR_STORE, "store: revision %" G_GINT64_FORMAT " is of another game",
                   revision);
      return FALSE;
    }
  if ((log = arb_store_revision_lines (session->store, revision, ARB_REVISION_LOG, error)) == NULL
      || (redo = arb_store_revision_lines (session->store, revision, ARB_REVISION_REDO, error)) == NULL
      || (pending = arb_store_revision_lines (session->store, revision, ARB_REVISION_PENDING, error)) == NULL)
    return FALSE;
  for (guint i = 0; log[i] != NULL; i++)
    g_ptr_array_add (lines, g_strdup (log[i]));
  for (guint i = 0; pending[i] != NULL; i++)
    g_ptr_array_add (lines, g_strdup (pending[i]));
  summary = g_strdup_printf ("put back the version before: %s", kept->summary);
  note.entry = kept->entry;
  note.summary = summary;
  return set_sequence (session, lines, (const char *const *) redo, -1, &note, error);
}

/* Undoes the latest correction (the latest revision): see above. */
gboolean
arb_session_undo_correction (ArbSession *session,
                             GError    **error)
{
  g_autoptr(GPtrArray) revisions = arb_store_list_revisions (session->store, session->id, error);
  ArbRevision *latest;

  if (revisions == NULL)
    return FALSE;
  if ((latest = latest_change (revisions)) == NULL)
    {
      g_set_error_literal (error, ARB_ERROR, ARB_ERROR_NOTHING, "undo correction: no entry has been corrected");
      return FALSE;
    }
  return arb_session_restore_revision (session, latest->id, error);
}
