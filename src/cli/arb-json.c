/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "arb-json.h"

#include "arb-error.h"

static void
add_string_array (JsonBuilder       *b,
                  const char        *key,
                  const char *const *values)
{
  json_builder_set_member_name (b, key);
  json_builder_begin_array (b);
  for (guint i = 0; values != NULL && values[i] != NULL; i++)
    json_builder_add_string_value (b, values[i]);
  json_builder_end_array (b);
}

static const char *const option_types[] = { "bool", "int", "choice" };

static void
add_option (JsonBuilder         *b,
            const ArbOptionSpec *spec)
{
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "key");
  json_builder_add_string_value (b, spec->key);
  json_builder_set_member_name (b, "type");
  json_builder_add_string_value (b, option_types[spec->type]);
  json_builder_set_member_name (b, "default");
  json_builder_add_string_value (b, spec->default_value);
  if (spec->type == ARB_OPTION_INT)
    {
      json_builder_set_member_name (b, "min");
      json_builder_add_int_value (b, spec->min);
      json_builder_set_member_name (b, "max");
      json_builder_add_int_value (b, spec->max);
    }
  if (spec->type == ARB_OPTION_CHOICE)
    add_string_array (b, "choices", spec->choices);
  json_builder_set_member_name (b, "rule");
  json_builder_add_string_value (b, spec->rule_id);
  json_builder_set_member_name (b, "house");
  json_builder_add_boolean_value (b, spec->house);
  json_builder_set_member_name (b, "description");
  json_builder_add_string_value (b, spec->description);
  json_builder_end_object (b);
}

static void
add_game_entry (JsonBuilder    *b,
                const ArbRules *rules)
{
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "id");
  json_builder_add_string_value (b, rules->id);
  json_builder_set_member_name (b, "title");
  json_builder_add_string_value (b, rules->title);
  json_builder_set_member_name (b, "available");
  json_builder_add_boolean_value (b, arb_rules_is_available (rules));
  json_builder_set_member_name (b, "min_players");
  json_builder_add_int_value (b, rules->min_players);
  json_builder_set_member_name (b, "max_players");
  json_builder_add_int_value (b, rules->max_players);
  json_builder_set_member_name (b, "score_only");
  json_builder_add_boolean_value (b, rules->has_score_only);
  json_builder_set_member_name (b, "options");
  json_builder_begin_array (b);
  for (guint i = 0; i < rules->n_options; i++)
    add_option (b, &rules->options[i]);
  json_builder_end_array (b);
  json_builder_end_object (b);
}

JsonNode *
arb_json_games (void)
{
  g_autoptr(JsonBuilder) b = json_builder_new ();
  guint n;
  const ArbRules *const *games = arb_games_list (&n);

  json_builder_begin_array (b);
  for (guint i = 0; i < n; i++)
    add_game_entry (b, games[i]);
  json_builder_end_array (b);
  return json_builder_get_root (b);
}

static void
add_head (JsonBuilder    *b,
          const char     *file,
          const ArbCheck *check)
{
  ArbSetup *setup = check->record ? check->record->setup : NULL;

  json_builder_set_member_name (b, "file");
  json_builder_add_string_value (b, file);
  json_builder_set_member_name (b, "game");
  if (setup != NULL)
    json_builder_add_string_value (b, setup->rules->id);
  else
    json_builder_add_null_value (b);
  add_string_array (b, "players", setup ? (const char *const *) setup->players : NULL);
  json_builder_set_member_name (b, "legal");
  json_builder_add_boolean_value (b, check->error == NULL);
  json_builder_set_member_name (b, "events");
  json_builder_add_int_value (b, check->game ? arb_game_get_n_events (check->game) : 0);
  json_builder_set_member_name (b, "finished");
  json_builder_add_boolean_value (b, check->error == NULL && arb_game_is_finished (check->game));
}

static void
add_refusal (JsonBuilder    *b,
             const ArbCheck *check)
{
  g_autofree char *message = arb_check_message (check);

  json_builder_set_member_name (b, "refusal");
  if (check->error == NULL)
    {
      json_builder_add_null_value (b);
      return;
    }
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "line");
  json_builder_add_int_value (b, check->line);
  json_builder_set_member_name (b, "column");
  json_builder_add_int_value (b, check->column);
  json_builder_set_member_name (b, "rule");
  json_builder_add_string_value (b, check->rule_id);
  json_builder_set_member_name (b, "message");
  json_builder_add_string_value (b, message);
  json_builder_end_object (b);
}

JsonNode *
arb_json_check (const char     *file,
                const ArbCheck *check)
{
  g_autoptr(JsonBuilder) b = json_builder_new ();

  json_builder_begin_object (b);
  add_head (b, file, check);
  add_refusal (b, check);
  json_builder_end_object (b);
  return json_builder_get_root (b);
}

static void
add_player (JsonBuilder          *b,
            const ArbSetup       *setup,
            const ArbPlayerScore *p)
{
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "name");
  json_builder_add_string_value (b, setup->players[p->seat]);
  json_builder_set_member_name (b, "seat");
  json_builder_add_int_value (b, p->seat);
  json_builder_set_member_name (b, "score");
  json_builder_add_int_value (b, p->total);
  json_builder_set_member_name (b, "game_score");
  json_builder_add_int_value (b, p->game_total);
  json_builder_set_member_name (b, "rank");
  json_builder_add_int_value (b, p->rank);
  json_builder_set_member_name (b, "winner");
  json_builder_add_boolean_value (b, p->winner);
  json_builder_set_member_name (b, "breakdown");
  json_builder_begin_array (b);
  for (guint i = 0; i < p->breakdown->len; i++)
    {
      ArbScoreLine *line = g_ptr_array_index (p->breakdown, i);

      json_builder_begin_object (b);
      json_builder_set_member_name (b, "label");
      json_builder_add_string_value (b, line->label);
      json_builder_set_member_name (b, "points");
      json_builder_add_int_value (b, line->points);
      json_builder_set_member_name (b, "secret");
      json_builder_add_boolean_value (b, line->secret);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  json_builder_set_member_name (b, "games");
  json_builder_begin_array (b);
  for (guint i = 0; i < p->game_totals->len; i++)
    json_builder_add_int_value (b, g_array_index (p->game_totals, int, i));
  json_builder_end_array (b);
  json_builder_end_object (b);
}

static void
add_score (JsonBuilder *b,
           ArbGame     *game)
{
  g_autoptr(ArbScore) score = arb_game_score (game);
  ArbSetup *setup = arb_game_get_setup (game);

  json_builder_set_member_name (b, "lowest_wins");
  json_builder_add_boolean_value (b, score->low_wins);
  json_builder_set_member_name (b, "game_over");
  json_builder_add_boolean_value (b, score->game_over);
  json_builder_set_member_name (b, "game_number");
  json_builder_add_int_value (b, score->game_number);
  json_builder_set_member_name (b, "games_in_match");
  json_builder_add_int_value (b, score->games_in_match);
  json_builder_set_member_name (b, "scores");
  json_builder_begin_array (b);
  for (guint i = 0; i < score->players->len; i++)
    add_player (b, setup, g_ptr_array_index (score->players, i));
  json_builder_end_array (b);
  json_builder_set_member_name (b, "winners");
  json_builder_begin_array (b);
  for (guint i = 0; i < score->players->len; i++)
    {
      ArbPlayerScore *p = g_ptr_array_index (score->players, i);

      if (p->winner)
        json_builder_add_string_value (b, setup->players[p->seat]);
    }
  json_builder_end_array (b);
  json_builder_set_member_name (b, "tiebreak");
  if (score->tiebreak != NULL)
    json_builder_add_string_value (b, score->tiebreak);
  else
    json_builder_add_null_value (b);
  json_builder_set_member_name (b, "verdict");
  json_builder_add_string_value (b, score->verdict);
}

JsonNode *
arb_json_score (const char     *file,
                const ArbCheck *check)
{
  g_autoptr(JsonBuilder) b = json_builder_new ();

  json_builder_begin_object (b);
  add_head (b, file, check);
  add_refusal (b, check);
  if (check->error == NULL)
    add_score (b, check->game);
  json_builder_end_object (b);
  return json_builder_get_root (b);
}

static void
add_prompt (JsonBuilder *b,
            ArbGame     *game)
{
  g_autoptr(ArbPrompt) prompt = arb_game_prompt (game);
  ArbSetup *setup = arb_game_get_setup (game);

  json_builder_set_member_name (b, "next");
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "player");
  if (prompt->player != ARB_NO_PLAYER)
    json_builder_add_string_value (b, setup->players[prompt->player]);
  else
    json_builder_add_null_value (b);
  json_builder_set_member_name (b, "expects");
  if (prompt->verb != NULL)
    json_builder_add_string_value (b, prompt->verb);
  else
    json_builder_add_null_value (b);
  json_builder_set_member_name (b, "text");
  json_builder_add_string_value (b, prompt->text);
  json_builder_set_member_name (b, "choices");
  json_builder_begin_array (b);
  for (guint i = 0; i < prompt->choices->len; i++)
    {
      ArbChoice *choice = g_ptr_array_index (prompt->choices, i);
      g_autofree char *line = arb_record_format_event (setup, choice->event);

      json_builder_add_string_value (b, line);
    }
  json_builder_end_array (b);
  json_builder_end_object (b);
}

JsonNode *
arb_json_replay (const char     *file,
                 const ArbCheck *check)
{
  g_autoptr(JsonBuilder) b = json_builder_new ();

  json_builder_begin_object (b);
  add_head (b, file, check);
  add_refusal (b, check);
  if (check->game != NULL)
    {
      g_autofree char *state = arb_game_state_text (check->game);

      json_builder_set_member_name (b, "state");
      json_builder_add_string_value (b, state);
      add_prompt (b, check->game);
      add_score (b, check->game);
    }
  json_builder_end_object (b);
  return json_builder_get_root (b);
}

char *
arb_json_print (JsonNode *node)
{
  g_autoptr(JsonGenerator) generator = json_generator_new ();

  json_generator_set_pretty (generator, TRUE);
  json_generator_set_root (generator, node);
  return json_generator_to_data (generator, NULL);
}
