/* SPDX-License-Identifier: GPL-3.0-or-later */
/* libFuzzer target: any text through the record parser and the rules. */
#include <glib.h>
#include <stdint.h>

#include "arb-game.h"
#include "arb-record.h"

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autofree char *text = g_strndup ((const char *) data, size);
  g_autoptr(ArbRecord) record = arb_record_parse (text, NULL, NULL);
  g_autoptr(ArbGame) game = NULL;
  g_autoptr(ArbScore) score = NULL;
  g_autoptr(ArbPrompt) prompt = NULL;
  g_autofree char *printed = NULL;
  g_autofree char *state = NULL;

  if (record == NULL)
    return 0;
  game = arb_record_replay (record, G_MAXUINT, NULL, NULL);
  score = arb_game_score (game);
  prompt = arb_game_prompt (game);
  state = arb_game_state_text (game);
  printed = arb_record_print_game (game);
  if (arb_game_can_undo (game))
    arb_game_undo (game, NULL);
  return 0;
}
