/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Small helpers shared by the engine tests. */
#pragma once

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <glib.h>
#include <string.h>

#include "arb-error.h"
#include "arb-game.h"
#include "arb-record.h"

/* A game from a record text that must parse and replay cleanly. */
static inline ArbGame *
game_from_text (const char *text)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(ArbRecord) record = arb_record_parse (text, NULL, &error);
  ArbGame *game;

  if (record == NULL)
    fail_msg ("parse failed: %s", error->message);
  game = arb_record_replay (record, G_MAXUINT, NULL, &error);
  if (error != NULL)
    fail_msg ("replay failed: %s", error->message);
  return game;
}

/* Appends one record line; returns the error (NULL when accepted). */
static inline GError *
enter (ArbGame    *game,
       const char *line)
{
  GError *error = NULL;
  guint column = 0;
  g_autoptr(ArbEvent) event = arb_record_parse_event (arb_game_get_setup (game), line, &column, &error);

  if (event != NULL)
    arb_game_append (game, event, &error);
  return error;
}

static inline void
enter_ok (ArbGame    *game,
          const char *line)
{
  g_autoptr(GError) error = enter (game, line);

  if (error != NULL)
    fail_msg ("“%s” refused: %s", line, error->message);
}

/* The entry must be refused citing rule_id, leaving the state as it was. */
static inline void
enter_refused (ArbGame    *game,
               const char *line,
               const char *rule_id)
{
  g_autofree char *before = arb_game_state_text (game);
  guint n = arb_game_get_n_events (game);
  g_autoptr(GError) error = enter (game, line);
  g_autofree char *after = arb_game_state_text (game);
  g_autofree char *rule = NULL;

  if (error == NULL)
    fail_msg ("“%s” was accepted, expected a refusal by %s", line, rule_id);
  rule = arb_error_rule_id (error);
  if (!g_str_equal (rule, rule_id))
    fail_msg ("“%s” refused by %s, expected %s: %s", line, rule, rule_id, error->message);
  assert_string_equal (before, after);
  assert_int_equal (n, arb_game_get_n_events (game));
}

static inline int
total_of (ArbGame *game,
          guint    seat)
{
  g_autoptr(ArbScore) score = arb_game_score (game);

  return arb_score_get_player (score, seat)->total;
}

/* Enters each line of `lines` that is not blank; every one must be
 * accepted. */
static inline void
enter_all (ArbGame    *game,
           const char *lines)
{
  g_auto(GStrv) each = g_strsplit (lines, "\n", -1);

  for (guint i = 0; each[i] != NULL; i++)
    if (*g_strstrip (each[i]) != '\0')
      enter_ok (game, each[i]);
}

static inline const char *
last_description (ArbGame *game)
{
  return arb_game_get_description (game, arb_game_get_n_events (game) - 1);
}

static inline void
assert_contains (const char *text,
                 const char *part)
{
  if (strstr (text, part) == NULL)
    fail_msg ("“%s” does not say “%s”", text, part);
}
