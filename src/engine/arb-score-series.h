/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

#include "arb-game.h"

G_BEGIN_DECLS

/*
 * The score over time, for a chart or a score sheet: each player's
 * total after every step of the game, the step being the game's own
 * unit (a card taken, a round, a hand, a call; a game of a match when
 * only the hands at its end are entered).  Every value comes from the
 * rules' own score function on the log replayed up to that point.
 */
typedef struct {
  guint     game;       /* the game of the match it belongs to, from 1 */
  guint     step;       /* steps of that game done by then; 0 for the start */
  guint     n_events;   /* the record's entries folded to reach it */
  gboolean  end;        /* the final scoring after the last step (Hold cards) */
  gboolean  game_over;  /* its game is over here: the last point of that game */
  gboolean  secret;     /* the totals leave out lines that are still secret */
  int      *totals;     /* per seat: the total (over the match so far), as may be shown */
} ArbScorePoint;

typedef struct {
  const char *unit;            /* "card", "round", "hand", "call" or "game" */
  const char *units;           /* its plural */
  guint       n_players;
  guint       games_in_match;  /* 1 when not a match */
  gboolean    low_wins;
  gboolean    finished;        /* the game (or match) is over */
  gboolean    secret;          /* some points leave secret lines out */
  GPtrArray  *points;          /* ArbScorePoint: the start, then each step */
} ArbScoreSeries;

ArbScoreSeries      *arb_game_score_series          (ArbGame              *game);
ArbScoreSeries      *arb_game_score_series_revealed (ArbGame              *game);
const ArbScorePoint *arb_score_series_get_point     (const ArbScoreSeries *series,
                                                     guint                 index);
guint                arb_score_series_n_points      (const ArbScoreSeries *series);
char                *arb_score_point_label          (const ArbScoreSeries *series,
                                                     const ArbScorePoint  *point);
void                 arb_score_series_free          (ArbScoreSeries       *series);

gboolean             arb_score_has_secret           (const ArbScore       *score);
int                  arb_score_visible_total        (const ArbScore       *score,
                                                     const ArbPlayerScore *player);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (ArbScoreSeries, arb_score_series_free)

G_END_DECLS
