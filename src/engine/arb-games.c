/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "arb-rules.h"

#include "games/nothanks.h"
#include "games/splitvote.h"
#include "games/tilerummy/tilerummy.h"

/* Games whose module is not built yet: listed, described, unavailable. */
static const ArbRules eighty_pending = {
  .id = "eighty",
  .title = "Eighty",
  .summary = "Draft, reveal and survive the round's rule until the 80 card ends it.",
  .min_players = 2,
  .max_players = 5,
};

static const ArbRules votestuffing_pending = {
  .id = "votestuffing",
  .title = "Vote Stuffing",
  .summary = "Stuff the side piles with a standard deck, then call the winning type.",
  .min_players = 2,
  .max_players = 8,
};

static const ArbRules *const catalogue[] = {
  &arb_splitvote_rules,
  &arb_nothanks_rules,
  &arb_tilerummy_rules,
  &eighty_pending,
  &votestuffing_pending,
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
    if (g_ascii_strcasecmp (catalogue[i]->id, id) == 0)
      return catalogue[i];
  return NULL;
}
