/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* One line of a player's breakdown: "run 17–20" counts 17. */
typedef struct {
  char    *label;
  int      points;
  gboolean secret;   /* hidden information at the table (chips in hand) */
  char    *hidden;   /* what a secret line says while hidden: "chips in hand" */
} ArbScoreLine;

typedef struct {
  guint      seat;
  int        total;        /* the match total in a match */
  int        game_total;   /* the current (or last) game alone */
  int        tiebreak;     /* the game's second key, if it has one */
  guint      rank;         /* 1 is best; tied players share a rank */
  gboolean   winner;       /* only once the game (or match) is over */
  GPtrArray *breakdown;    /* of ArbScoreLine, for the current game */
  GArray    *game_totals;  /* int, one per game of the match so far */
} ArbPlayerScore;

typedef struct {
  gboolean   finished;        /* the game, or the whole match, is over */
  gboolean   game_over;       /* the current game is over (in a match, maybe not the match) */
  gboolean   low_wins;
  guint      game_number;     /* the game in play (or the last), from 1 */
  guint      games_in_match;  /* 1 when not a match */
  GPtrArray *players;         /* of ArbPlayerScore, in seat order */
  char      *tiebreak;        /* what separated players tied on total */
  char      *verdict;         /* "Ben wins with 31" */
  char      *secret_note;     /* why some lines are secret, and until when; or NULL */
} ArbScore;

ArbScore       *arb_score_new        (guint        n_players,
                                      gboolean     low_wins);
ArbPlayerScore *arb_score_get_player (ArbScore    *score,
                                      guint        seat);
void            arb_score_add_line   (ArbScore    *score,
                                      guint        seat,
                                      int          points,
                                      const char  *format,
                                      ...) G_GNUC_PRINTF (4, 5);
void            arb_score_add_secret_line (ArbScore   *score,
                                           guint       seat,
                                           int         points,
                                           const char *hidden,
                                           const char *format,
                                           ...) G_GNUC_PRINTF (5, 6);
int             arb_score_visible_points  (const ArbPlayerScore *player);
void            arb_score_rank       (ArbScore           *score,
                                      const char *const  *names,
                                      const char         *tiebreak_words,
                                      gboolean            tiebreak_high_wins);
guint           arb_score_n_winners  (const ArbScore *score);
void            arb_score_free       (ArbScore    *score);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (ArbScore, arb_score_free)

G_END_DECLS
