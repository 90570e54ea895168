/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "arb-game-private.h"

#include <string.h>

#include "arb-error.h"
#include "arb-i18n.h"

struct _ArbGame {
  ArbSetup  *setup;
  gpointer   state;
  GPtrArray *events;        /* ArbEvent, accepted, in order: the
                             * game's own (canonical_copy), or shared
                             * with the record they were replayed from */
  GPtrArray *descriptions;  /* char*, for the first events: made when
                             * first asked for after a replay */
  GPtrArray *redo;          /* ArbEvent, last undone on top: compact */
  GArray    *rounds;        /* guint: the round each event was entered in */
};

/* A new game with room for n_events, made at once: a replay knows how
 * many it brings. */
ArbGame *
arb_game_new_sized (ArbSetup *setup,
                    guint     n_events)
{
  ArbGame *game = g_new0 (ArbGame, 1);

  g_return_val_if_fail (arb_rules_is_available (setup->rules), NULL);
  game->setup = arb_setup_ref (setup);
  game->state = setup->rules->state_new (setup);
  game->events = g_ptr_array_new_full (n_events, (GDestroyNotify) arb_event_free);
  game->descriptions = g_ptr_array_new_with_free_func (g_free);
  game->redo = g_ptr_array_new_with_free_func ((GDestroyNotify) arb_event_free);
  game->rounds = g_array_sized_new (FALSE, FALSE, sizeof (guint), n_events);
  return game;
}

ArbGame *
arb_game_new (ArbSetup *setup)
{
  return arb_game_new_sized (setup, 0);
}

void
arb_game_free (ArbGame *game)
{
  if (game == NULL)
    return;
  game->setup->rules->state_free (game->state);
  g_ptr_array_unref (game->events);
  g_ptr_array_unref (game->descriptions);
  g_ptr_array_unref (game->redo);
  g_array_unref (game->rounds);
  arb_setup_unref (game->setup);
  g_free (game);
}

ArbSetup *
arb_game_get_setup (ArbGame *game)
{
  return game->setup;
}

const ArbRules *
arb_game_get_rules (ArbGame *game)
{
  return game->setup->rules;
}

/* Folds the whole log again from a fresh state. */
static void
rebuild_state (ArbGame *game)
{
  const ArbRules *rules = game->setup->rules;

  rules->state_free (game->state);
  game->state = rules->state_new (game->setup);
  for (guint i = 0; i < game->events->len; i++)
    {
      g_autoptr(GError) error = NULL;

      if (!rules->apply (game->setup, game->state,
                         g_ptr_array_index (game->events, i), &error))
        g_error ("replay of an accepted event failed: %s", error->message);
    }
}

typedef enum {
  PUSH_DESCRIBE = 1 << 0,  /* the words for the log, now */
  PUSH_PARSED   = 1 << 1,  /* the rules have already read the event */
} PushFlags;

/*
 * The game's own copy of an event: one block holding the struct, its
 * args and their texts (arb_event_free frees it).  The game never hands its
 * events out to be changed, so they need not be separate allocations.
 */
static ArbEvent *
compact_copy (const ArbEvent *event)
{
  gsize lens[ARB_EVENT_MAX_ARGS];
  guint n = 0;

  for (; event->args[n] != NULL; n++)
    if (n < G_N_ELEMENTS (lens))
      lens[n] = strlen (event->args[n]);
  if (n > G_N_ELEMENTS (lens))
    {
      /* more args than the stack holds: rare, and measured once */
      g_autofree gsize *many = g_new (gsize, n);

      for (guint i = 0; i < n; i++)
        many[i] = strlen (event->args[i]);
      return arb_event_new_block (event->actor, event->verb, strlen (event->verb),
                                  (const char *const *) event->args, many, n);
    }
  return arb_event_new_block (event->actor, event->verb, strlen (event->verb),
                              (const char *const *) event->args, lens, n);
}

/*
 * The game's own event: a record's event, already read by the rules, is
 * shared (unless fill_actor is to name its actor), however its texts
 * were allocated: no code changes an event once it may be shared (the
 * setters refuse a shared one with g_return_if_fail, and fill_actor
 * only ever sees copies).  Another entry is copied into one block and
 * read in place (the rules may then give it a verb or args of their own
 * allocation).
 */
static ArbEvent *
canonical_copy (ArbGame        *game,
                const ArbEvent *event,
                PushFlags       flags,
                GError        **error)
{
  const ArbRules *rules = game->setup->rules;
  ArbEvent *copy;

  if (!(flags & PUSH_PARSED))
    {
      int bad_arg = -1;

      copy = compact_copy (event);
      if (!rules->parse_event (game->setup, copy, &bad_arg, error))
        {
          arb_event_free (copy);
          return NULL;
        }
    }
  else if (event->actor != ARB_NO_PLAYER || rules->fill_actor == NULL)
    return arb_event_ref ((ArbEvent *) event);
  else
    copy = compact_copy (event);
  if (rules->fill_actor != NULL && copy->actor == ARB_NO_PLAYER)
    rules->fill_actor (game->setup, game->state, copy);
  return copy;
}

/* The round in play: 1 for a game that has no rounds. */
static guint
round_now (ArbGame *game)
{
  const ArbRules *rules = game->setup->rules;

  return rules->round != NULL ? rules->round (game->setup, game->state) : 1;
}

static gboolean
descriptions_complete (ArbGame *game)
{
  return game->descriptions->len == game->events->len;
}

/* Validates and folds; on refusal the state is rebuilt from the log.
 * The event is described now unless earlier ones are still waiting. */
static gboolean
push_event (ArbGame        *game,
            const ArbEvent *event,
            PushFlags       flags,
            GError        **error)
{
  const ArbRules *rules = game->setup->rules;
  g_autoptr(ArbEvent) copy = canonical_copy (game, event, flags, error);
  char *description = NULL;
  guint round;

  if (copy == NULL)
    return FALSE;
  round = round_now (game);
  if ((flags & PUSH_DESCRIBE) && descriptions_complete (game))
    description = rules->describe (game->setup, game->state, copy);
  if (!rules->apply (game->setup, game->state, copy, error))
    {
      g_free (description);
      rebuild_state (game);
      return FALSE;
    }
  g_ptr_array_add (game->events, g_steal_pointer (&copy));
  g_array_append_val (game->rounds, round);
  if (description != NULL)
    g_ptr_array_add (game->descriptions, description);
  return TRUE;
}

static void
pop_event (ArbGame *game,
           gboolean keep_for_redo)
{
  guint last = game->events->len - 1;

  if (keep_for_redo)
    g_ptr_array_add (game->redo, g_ptr_array_steal_index (game->events, last));
  else
    g_ptr_array_remove_index (game->events, last);
  if (game->descriptions->len > last)
    g_ptr_array_remove_index (game->descriptions, last);
  g_array_set_size (game->rounds, last);
  rebuild_state (game);
}

gboolean
arb_game_append (ArbGame        *game,
                 const ArbEvent *event,
                 GError        **error)
{
  if (!push_event (game, event, PUSH_DESCRIBE, error))
    return FALSE;
  g_ptr_array_set_size (game->redo, 0);
  return TRUE;
}

/* As arb_game_append, for replaying a log: the words for the log are
 * only made when first asked for, all at once. */
gboolean
arb_game_replay (ArbGame        *game,
                 const ArbEvent *event,
                 GError        **error)
{
  if (!push_event (game, event, 0, error))
    return FALSE;
  g_ptr_array_set_size (game->redo, 0);
  return TRUE;
}

/* As arb_game_replay, for an event the game's rules have already read
 * (parse_event): a record's. */
gboolean
arb_game_replay_parsed (ArbGame        *game,
                        const ArbEvent *event,
                        GError        **error)
{
  if (!push_event (game, event, PUSH_PARSED, error))
    return FALSE;
  g_ptr_array_set_size (game->redo, 0);
  return TRUE;
}

/* Would the game accept this event now?  Leaves the game unchanged. */
gboolean
arb_game_check (ArbGame        *game,
                const ArbEvent *event,
                GError        **error)
{
  if (!push_event (game, event, 0, error))
    return FALSE;
  pop_event (game, FALSE);
  return TRUE;
}

/* Takes back the last event as if never entered: nothing to redo.  For
 * an entry the store could not keep. */
void
arb_game_drop_last (ArbGame *game)
{
  g_return_if_fail (game->events->len > 0);
  pop_event (game, FALSE);
}

gboolean
arb_game_undo (ArbGame *game,
               GError **error)
{
  if (game->events->len == 0)
    {
      g_set_error (error, ARB_ERROR, ARB_ERROR_NOTHING,
                   "undo: %s", _("nothing has been entered yet"));
      return FALSE;
    }
  pop_event (game, TRUE);
  return TRUE;
}

gboolean
arb_game_redo (ArbGame *game,
               GError **error)
{
  g_autoptr(ArbEvent) event = NULL;

  if (game->redo->len == 0)
    {
      g_set_error (error, ARB_ERROR, ARB_ERROR_NOTHING,
                   "redo: %s", _("nothing has been undone"));
      return FALSE;
    }
  event = g_ptr_array_steal_index (game->redo, game->redo->len - 1);
  if (!push_event (game, event, PUSH_DESCRIBE, error))
    {
      g_ptr_array_add (game->redo, g_steal_pointer (&event));
      return FALSE;
    }
  return TRUE;
}

gboolean
arb_game_can_undo (ArbGame *game)
{
  return game->events->len > 0;
}

gboolean
arb_game_can_redo (ArbGame *game)
{
  return game->redo->len > 0;
}

const ArbEvent *
arb_game_peek_redo (ArbGame *game)
{
  if (game->redo->len == 0)
    return NULL;
  return g_ptr_array_index (game->redo, game->redo->len - 1);
}

/* The redo stack, bottom first, as copies: a caller that must take an
 * entry back (the disk refused it) puts the stack back as it was. */
GPtrArray *
arb_game_dup_redo (ArbGame *game)
{
  GPtrArray *copy = g_ptr_array_new_with_free_func ((GDestroyNotify) arb_event_free);

  for (guint i = 0; i < game->redo->len; i++)
    g_ptr_array_add (copy, arb_event_copy (g_ptr_array_index (game->redo, i)));
  return copy;
}

/* Replaces the redo stack with copies of these events, bottom first
 * (a stack kept in the store across a restart).  Redo checks each
 * entry again when it is redone. */
void
arb_game_set_redo (ArbGame   *game,
                   GPtrArray *events)
{
  g_ptr_array_set_size (game->redo, 0);
  for (guint i = 0; events != NULL && i < events->len; i++)
    g_ptr_array_add (game->redo, compact_copy (g_ptr_array_index (events, i)));
}

guint
arb_game_get_n_events (ArbGame *game)
{
  return game->events->len;
}

const ArbEvent *
arb_game_get_event (ArbGame *game,
                    guint    index)
{
  g_return_val_if_fail (index < game->events->len, NULL);
  return g_ptr_array_index (game->events, index);
}

/* Folds the log again on a scratch state, describing each event not
 * yet described against the state it met. */
static void
describe_rest (ArbGame *game)
{
  const ArbRules *rules = game->setup->rules;
  gpointer state = rules->state_new (game->setup);

  for (guint i = 0; i < game->events->len; i++)
    {
      const ArbEvent *event = g_ptr_array_index (game->events, i);
      g_autoptr(GError) error = NULL;

      if (i >= game->descriptions->len)
        g_ptr_array_add (game->descriptions, rules->describe (game->setup, state, event));
      if (!rules->apply (game->setup, state, event, &error))
        g_error ("replay of an accepted event failed: %s", error->message);
    }
  rules->state_free (state);
}

const char *
arb_game_get_description (ArbGame *game,
                          guint    index)
{
  g_return_val_if_fail (index < game->events->len, NULL);
  if (index >= game->descriptions->len)
    describe_rest (game);
  return g_ptr_array_index (game->descriptions, index);
}

gconstpointer
arb_game_get_state (ArbGame *game)
{
  return game->state;
}

ArbPrompt *
arb_game_prompt (ArbGame *game)
{
  return game->setup->rules->prompt (game->setup, game->state);
}

ArbScore *
arb_game_score (ArbGame *game)
{
  return game->setup->rules->score (game->setup, game->state);
}

gboolean
arb_game_is_finished (ArbGame *game)
{
  g_autoptr(ArbPrompt) prompt = arb_game_prompt (game);

  return prompt->finished;
}

char *
arb_game_state_text (ArbGame *game)
{
  return game->setup->rules->state_text (game->setup, game->state);
}

/* How far the game has got, in a few words, for lists of games. */
char *
arb_game_progress (ArbGame *game)
{
  const ArbRules *rules = game->setup->rules;

  if (arb_game_is_finished (game))
    return g_strdup (_("finished"));
  if (rules->progress != NULL)
    return rules->progress (game->setup, game->state);
  return g_strdup_printf (arb_ngettext ("%u entry", "%u entries", game->events->len), game->events->len);
}

/*
 * The round entry `index` was entered in, by the game's own unit (see
 * ArbRules.round); `index` may be the number of events, for the round
 * in play now.  A game without rounds has only round 1.
 */
guint
arb_game_entry_round (ArbGame *game,
                      guint    index)
{
  g_return_val_if_fail (index <= game->events->len, 0);
  if (index == game->events->len)
    return round_now (game);
  return g_array_index (game->rounds, guint, index);
}

/*
 * Would undoing the last entry go back into a round the table had
 * finished?  That is when the last entry completed a round (or the
 * game): the UI may ask before such an undo.
 */
gboolean
arb_game_undo_crosses_round (ArbGame *game)
{
  guint n = game->events->len;

  return n > 0 && arb_game_entry_round (game, n - 1) != arb_game_entry_round (game, n);
}

/*
 * A new game with as many of these events as the rules accept, in
 * order.  At the first refusal it stops: *error says why and
 * *n_accepted counts the events before it.  Always returns the game.
 */
ArbGame *
arb_game_new_replayed (ArbSetup  *setup,
                       GPtrArray *events,
                       guint     *n_accepted,
                       GError   **error)
{
  ArbGame *game = arb_game_new (setup);
  guint n = 0;

  while (n < events->len && arb_game_replay (game, g_ptr_array_index (events, n), error))
    n++;
  if (n_accepted != NULL)
    *n_accepted = n;
  return game;
}

/*
 * The app's random pick of the first player, as an event to append, so
 * that the pick is part of the record.  The random source is injected.
 */
ArbEvent *
arb_game_pick_start (ArbGame *game,
                     GRand   *rand)
{
  gint32 seat = g_rand_int_range (rand, 0, (gint32) game->setup->n_players);

  return arb_event_new (ARB_NO_PLAYER, "start",
                        game->setup->players[seat], "random", NULL);
}
