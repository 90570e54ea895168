/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "arb-rules.h"
#include "arb-word.h"

#include "games/eighty/eighty.h"
#include "games/nothanks.h"
#include "games/splitvote.h"
#include "games/tilerummy/tilerummy.h"
#include "games/votestuffing/votestuffing.h"

/* Every game, in the order the start page shows them. */
static const ArbRules *const catalogue[] = {
  &arb_splitvote_rules,
  &arb_nothanks_rules,
  &arb_tilerummy_rules,
  &arb_eighty_rules,
  &arb_votestuffing_rules,
};

const ArbRules *const *
arb_games_list (guint *n_games)
{
  *n_games = G_N_ELEMENTS (catalogue);
  return catalogue;
}

const ArbRules *
arb_games_lookup (const char *id)
{
  for (guint i = 0; i < G_N_ELEMENTS (catalogue); i++)
    if (arb_word_equal (catalogue[i]->id, id))
      return catalogue[i];
  return NULL;
}
