/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * libFuzzer target for one game's engine, built once per game with
 * FUZZ_GAME set to its id.  The input's bytes steer a game through the
 * public API: mostly the prompt's legal choices (so games reach their
 * end), sometimes an entry made up of the game's verbs and tokens seen
 * so far (so refusals are tried too).  Invariants, each a crash:
 *   - a refusal leaves the state exactly as it was;
 *   - undo after an accepted entry restores the exact previous state,
 *     and redo the state after it;
 *   - the accepted log, printed and read again, gives the same events
 *     and, replayed, the same state;
 *   - what the game conserves is conserved (fuzz-conserve.c).
 */
#include <glib.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include "arb-game.h"
#include "arb-record.h"
#include "fuzz-conserve.h"

#ifndef FUZZ_GAME
#error "FUZZ_GAME names the game to fuzz"
#endif

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

static const char *const names[] = { "Ann", "Ben", "Cleo", "Dana", "Eli", "Fay", "Gus", NULL };

typedef struct {
  const uint8_t *data;
  size_t         size;
  size_t         pos;
} Bytes;

static guint
next_byte (Bytes *b)
{
  return b->pos < b->size ? b->data[b->pos++] : 0;
}

static void
die (const char *what,
     const char *detail)
{
  fprintf (stderr, "INVARIANT BROKEN (%s): %s\n%s\n", FUZZ_GAME, what, detail != NULL ? detail : "");
  abort ();
}

/* Players and options, from the first bytes. */
static ArbSetup *
make_setup (const ArbRules *rules,
            Bytes          *b)
{
  guint span = rules->max_players - rules->min_players + 1;
  guint n = rules->min_players + next_byte (b) % MIN (span, 7u);
  g_auto(GStrv) players = g_new0 (char *, n + 1);
  ArbSetup *setup;

  for (guint i = 0; i < n && i < 7; i++)
    players[i] = g_strdup (names[i]);
  setup = arb_setup_new (rules, (const char *const *) players);
  for (guint i = 0; i < rules->n_options; i++)
    {
      const ArbOptionSpec *spec = &rules->options[i];
      guint pick = next_byte (b);
      g_autofree char *value = NULL;

      if (pick % 4 != 0)
        continue;
      if (spec->type == ARB_OPTION_BOOL)
        value = g_strdup (pick & 8 ? "yes" : "no");
      else if (spec->type == ARB_OPTION_INT)
        value = g_strdup_printf ("%d", spec->min + (int) (pick / 4) % MIN (spec->max - spec->min + 1, 5));
      else
        {
          guint n_choices = g_strv_length ((char **) spec->choices);

          value = g_strdup (spec->choices[(pick / 4) % MAX (n_choices, 1u)]);
        }
      arb_setup_set_option (setup, spec->key, value, NULL);
    }
  setup->score_only = rules->has_score_only && (next_byte (b) % 8 == 0);
  return setup;
}

/* Every word the prompts have offered, for made-up entries. */
static void
remember_tokens (GPtrArray       *pool,
                 const ArbPrompt *prompt)
{
  for (guint i = 0; i < prompt->choices->len && pool->len < 400; i++)
    {
      const ArbEvent *e = ((ArbChoice *) g_ptr_array_index (prompt->choices, i))->event;

      for (guint a = 0; e->args[a] != NULL; a++)
        g_ptr_array_add (pool, g_strdup (e->args[a]));
    }
}

static ArbEvent *
made_up_event (const ArbSetup *setup,
               GPtrArray      *pool,
               Bytes          *b)
{
  const ArbRules *rules = setup->rules;
  const char *verb = rules->verbs[next_byte (b) % rules->n_verbs].verb;
  guint n_args = next_byte (b) % 5;
  g_autoptr(GPtrArray) args = g_ptr_array_new_with_free_func (g_free);
  int actor = (int) (next_byte (b) % (setup->n_players + 1)) - 1;

  for (guint i = 0; i < n_args; i++)
    {
      guint pick = next_byte (b);

      if (pick < 64 && pool->len > 0)
        g_ptr_array_add (args, g_strdup (g_ptr_array_index (pool, pick % pool->len)));
      else if (pick < 128)
        g_ptr_array_add (args, g_strdup (setup->players[pick % setup->n_players]));
      else
        g_ptr_array_add (args, g_strdup_printf ("%d", (int) (pick % 90) - 5));
    }
  g_ptr_array_add (args, NULL);
  return arb_event_newv (actor < 0 ? ARB_NO_PLAYER : actor, verb, (const char *const *) args->pdata);
}

/* Appends; checks what a refusal, and an undo and redo, leave behind. */
static void
step (ArbGame        *game,
      const ArbEvent *event,
      gboolean        try_undo)
{
  g_autofree char *before = arb_game_state_text (game);
  guint n = arb_game_get_n_events (game);
  g_autoptr(GError) error = NULL;
  g_autofree char *after = NULL;

  if (!arb_game_append (game, event, &error))
    {
      g_autofree char *now = arb_game_state_text (game);

      if (!g_str_equal (before, now) || arb_game_get_n_events (game) != n)
        die ("a refusal changed the state", error->message);
      return;
    }
  if (!try_undo)
    return;
  after = arb_game_state_text (game);
  if (!arb_game_undo (game, NULL))
    die ("an accepted entry cannot be undone", NULL);
  {
    g_autofree char *undone = arb_game_state_text (game);

    if (!g_str_equal (before, undone))
      die ("undo does not restore the state before", undone);
  }
  if (!arb_game_redo (game, &error))
    die ("redo of an undone entry was refused", error != NULL ? error->message : NULL);
  {
    g_autofree char *redone = arb_game_state_text (game);

    if (!g_str_equal (after, redone))
      die ("redo does not give the state after", redone);
  }
}

/* The log printed and read again: the same events, the same state. */
static void
check_round_trip (ArbGame *game)
{
  g_autofree char *text = arb_record_print_game (game);
  g_autoptr(GError) error = NULL;
  g_autoptr(ArbRecord) record = arb_record_parse (text, NULL, &error);
  g_autoptr(ArbGame) replayed = NULL;
  g_autofree char *a = NULL;
  g_autofree char *b = NULL;

  if (record == NULL)
    die ("the printed record does not read back", error->message);
  if (record->events->len != arb_game_get_n_events (game))
    die ("the printed record has another number of events", text);
  for (guint i = 0; i < record->events->len; i++)
    if (!arb_event_equal (g_ptr_array_index (record->events, i), arb_game_get_event (game, i)))
      die ("an event reads back differently", text);
  replayed = arb_record_replay (record, G_MAXUINT, NULL, &error);
  if (error != NULL)
    die ("the accepted log does not replay", error->message);
  a = arb_game_state_text (game);
  b = arb_game_state_text (replayed);
  if (!g_str_equal (a, b))
    die ("the replayed log gives another state", text);
}

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  const ArbRules *rules = arb_games_lookup (FUZZ_GAME);
  Bytes b = { data, size, 0 };
  g_autoptr(ArbSetup) setup = make_setup (rules, &b);
  g_autoptr(ArbGame) game = NULL;
  g_autoptr(GPtrArray) pool = g_ptr_array_new_with_free_func (g_free);
  guint steps = 0;

  if (!arb_setup_validate (setup, NULL))
    return 0;
  game = arb_game_new (setup);
  while (b.pos < b.size && steps++ < 600 && !arb_game_is_finished (game))
    {
      g_autoptr(ArbPrompt) prompt = arb_game_prompt (game);
      guint pick = next_byte (&b);
      g_autoptr(ArbEvent) made = NULL;
      g_autofree char *why = NULL;

      remember_tokens (pool, prompt);
      if (pick < 232 && prompt->choices->len > 0)
        step (game, ((ArbChoice *) g_ptr_array_index (prompt->choices, pick % prompt->choices->len))->event,
              pick % 16 == 0);
      else
        {
          made = made_up_event (setup, pool, &b);
          step (game, made, pick % 2 == 0);
        }
      if (!fuzz_conserved (game, &why))
        die ("not conserved", why);
    }
  check_round_trip (game);
  /* what the pages ask of every game, at whatever point it stopped */
  arb_score_free (arb_game_score (game));
  g_free (arb_game_progress (game));
  return 0;
}
