/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "arb-score-series.h"

#include <string.h>

#include "games/eighty/eighty.h"
#include "games/nothanks.h"
#include "games/splitvote.h"
#include "games/tilerummy/tilerummy.h"
#include "games/votestuffing/votestuffing.h"

/*
 * How far a game has got, in its own unit, as its module's read-only
 * view tells it: the series takes a point each time this moves on.
 * Nothing here scores; the rules' score function does that.
 */
typedef struct {
  guint game;   /* from 1 */
  guint done;   /* steps of that game done */
} StepMark;

typedef StepMark (*MarkFunc) (const ArbSetup *setup,
                              gconstpointer   state);

typedef struct {
  const char *game_id;
  const char *unit;
  const char *units;
  const char *unit_score_only;   /* NULL: as when tracked */
  MarkFunc    mark;
} SeriesKind;

static StepMark
nothanks_mark (const ArbSetup *setup,
               gconstpointer   state)
{
  ArbNothanksView view;
  StepMark mark = { 0, 0 };

  arb_nothanks_get_view (setup, state, &view);
  mark.game = view.game;
  if (setup->score_only)
    mark.done = view.phase == ARB_NOTHANKS_OVER;
  else
    for (guint i = 0; i < setup->n_players; i++)
      mark.done += (guint) __builtin_popcountll (view.cards[i]);   /* cards taken */
  return mark;
}

static StepMark
splitvote_mark (const ArbSetup *setup,
                gconstpointer   state)
{
  ArbSplitvoteView view;
  StepMark mark = { 1, 0 };

  arb_splitvote_get_view (setup, state, &view);
  if (setup->score_only)
    mark.done = view.step == ARB_SPLITVOTE_STEP_OVER;
  else
    mark.done = view.step == ARB_SPLITVOTE_STEP_OVER ? view.round : view.round - 1;
  return mark;
}

/* Tile Rummy scores only the hands left at the end of a game. */
static StepMark
tilerummy_mark (const ArbSetup *setup,
                gconstpointer   state)
{
  ArbTilerummyView view;
  StepMark mark = { 0, 0 };

  arb_tilerummy_get_view (setup, state, &view);
  mark.game = view.game;
  mark.done = view.phase == ARB_TILERUMMY_OVER;
  return mark;
}

static StepMark
eighty_mark (const ArbSetup *setup,
             gconstpointer   state)
{
  ArbEightyView view;
  StepMark mark = { 1, 0 };

  arb_eighty_get_view (setup, state, &view);
  if (setup->score_only)
    mark.done = view.phase == ARB_EIGHTY_PHASE_OVER;
  else
    mark.done = view.has_resolution ? view.resolved_round : 0;
  return mark;
}

/* The extended game scores each hand; the plain game is won by a call. */
static StepMark
votestuffing_mark (const ArbSetup *setup,
                   gconstpointer   state)
{
  ArbVotestuffingView view;
  StepMark mark = { 1, 0 };

  arb_votestuffing_get_view (setup, state, &view);
  if (view.extended)
    mark.done = view.hand - 1 + (view.phase == ARB_VOTESTUFFING_OVER);
  else
    mark.done = view.n_calls;
  arb_votestuffing_view_clear (&view);
  return mark;
}

static const SeriesKind kinds[] = {
  { "nothanks", "card", "cards", "game", nothanks_mark },
  { "splitvote", "round", "rounds", "game", splitvote_mark },
  { "tilerummy", "game", "games", NULL, tilerummy_mark },
  { "eighty", "round", "rounds", "game", eighty_mark },
  { "votestuffing", "call", "calls", NULL, votestuffing_mark },
};

static const SeriesKind *
find_kind (const ArbSetup *setup)
{
  for (guint i = 0; i < G_N_ELEMENTS (kinds); i++)
    if (g_str_equal (kinds[i].game_id, setup->rules->id))
      return &kinds[i];
  return NULL;
}

static void
point_free (gpointer data)
{
  ArbScorePoint *point = data;

  g_free (point->totals);
  g_free (point);
}

/* Some lines are still secret at the table (chips in hand, NT-9). */
gboolean
arb_score_has_secret (const ArbScore *score)
{
  for (guint i = 0; i < score->players->len; i++)
    {
      const ArbPlayerScore *p = g_ptr_array_index (score->players, i);

      for (guint j = 0; j < p->breakdown->len; j++)
        if (((ArbScoreLine *) g_ptr_array_index (p->breakdown, j))->secret)
          return TRUE;
    }
  return FALSE;
}

/* The points of a player's secret lines, which the visible total leaves out. */
static int
sum_secret (const ArbPlayerScore *player)
{
  int sum = 0;

  for (guint j = 0; j < player->breakdown->len; j++)
    {
      const ArbScoreLine *line = g_ptr_array_index (player->breakdown, j);

      if (line->secret)
        sum += line->points;
    }
  return sum;
}

/* The total without the secret lines.  These are lines of the game in
 * play, which the total counts once that game has begun (it then has
 * its entry in game_totals). */
int
arb_score_visible_total (const ArbScore       *score,
                         const ArbPlayerScore *player)
{
  gboolean counted = player->game_totals->len >= score->game_number;

  return counted ? player->total - sum_secret (player) : player->total;
}

static ArbScorePoint *
point_new (const ArbScore *score,
           StepMark        mark,
           guint           n_events,
           gboolean        hide)
{
  ArbScorePoint *point = g_new0 (ArbScorePoint, 1);

  point->game = mark.game;
  point->step = mark.done;
  point->n_events = n_events;
  point->game_over = score->game_over;
  point->secret = hide && arb_score_has_secret (score);
  point->totals = g_new0 (int, score->players->len);
  for (guint i = 0; i < score->players->len; i++)
    {
      const ArbPlayerScore *p = g_ptr_array_index (score->players, i);

      point->totals[i] = point->secret ? arb_score_visible_total (score, p) : p->total;
    }
  return point;
}

static gboolean
same_totals (const ArbScorePoint *a,
             const ArbScorePoint *b,
             guint                n_players)
{
  return memcmp (a->totals, b->totals, n_players * sizeof (int)) == 0;
}

static ArbScoreSeries *
series_new (const ArbSetup   *setup,
            const SeriesKind *kind,
            const ArbScore   *now)
{
  ArbScoreSeries *series = g_new0 (ArbScoreSeries, 1);
  gboolean game_unit = setup->score_only && kind->unit_score_only != NULL;

  series->unit = game_unit ? kind->unit_score_only : kind->unit;
  series->units = game_unit ? "games" : kind->units;
  if (g_str_equal (kind->game_id, "votestuffing") && arb_setup_get_bool (setup, "extended"))
    series->unit = "hand", series->units = "hands";
  series->n_players = setup->n_players;
  series->games_in_match = now->games_in_match;
  series->low_wins = now->low_wins;
  series->finished = now->finished;
  series->points = g_ptr_array_new_with_free_func (point_free);
  return series;
}

static void
add_start (ArbScoreSeries *series,
           const ArbSetup *setup,
           gconstpointer   state,
           gboolean        hide)
{
  g_autoptr(ArbScore) start = setup->rules->score (setup, state);
  StepMark mark = { 1, 0 };

  g_ptr_array_add (series->points, point_new (start, mark, 0, hide));
}

/*
 * Replays the log on a fresh state, asking the rules for the score at
 * the start and after each step.  With `hide`, the points of the game
 * still running leave out the lines the table keeps secret (NT-9); an
 * earlier game of a match is over, and its lines are all shown.
 */
static ArbScoreSeries *
build_series (ArbGame  *game,
              gboolean  hide)
{
  ArbSetup *setup = arb_game_get_setup (game);
  const ArbRules *rules = setup->rules;
  const SeriesKind *kind = find_kind (setup);
  g_autoptr(ArbScore) now = arb_game_score (game);
  gboolean secret_now = hide && arb_score_has_secret (now);
  StepMark now_mark, last;
  ArbScoreSeries *series;
  gpointer state;

  g_return_val_if_fail (kind != NULL, NULL);
  series = series_new (setup, kind, now);
  now_mark = kind->mark (setup, arb_game_get_state (game));
  state = rules->state_new (setup);
  last = kind->mark (setup, state);
  add_start (series, setup, state, secret_now && now_mark.game == 1);
  for (guint i = 0; i < arb_game_get_n_events (game); i++)
    {
      g_autoptr(GError) error = NULL;
      StepMark mark;

      if (!rules->apply (setup, state, arb_game_get_event (game, i), &error))
        g_error ("replay of an accepted event failed: %s", error->message);
      mark = kind->mark (setup, state);
      if (mark.done > 0 && (mark.game != last.game || mark.done != last.done))
        {
          g_autoptr(ArbScore) score = rules->score (setup, state);

          g_ptr_array_add (series->points,
                           point_new (score, mark, i + 1, secret_now && mark.game == now_mark.game));
        }
      last = mark;
    }
  rules->state_free (state);
  /* A final scoring after the last step (Eighty's Hold cards). */
  if (now->finished)
    {
      ArbScorePoint *end = point_new (now, now_mark, arb_game_get_n_events (game), secret_now);
      ArbScorePoint *last_point = g_ptr_array_index (series->points, series->points->len - 1);

      if (same_totals (end, last_point, series->n_players))
        {
          last_point->game_over = TRUE;
          point_free (end);
        }
      else
        {
          end->end = TRUE;
          g_ptr_array_add (series->points, end);
        }
    }
  for (guint i = 0; i < series->points->len; i++)
    series->secret |= ((ArbScorePoint *) g_ptr_array_index (series->points, i))->secret;
  return series;
}

/* As the table may see it now: while a game runs, its secret lines
 * (chips in hand, NT-9) stay out of the totals. */
ArbScoreSeries *
arb_game_score_series (ArbGame *game)
{
  return build_series (game, TRUE);
}

/* With every line counted: for a table that agreed to show its secrets. */
ArbScoreSeries *
arb_game_score_series_revealed (ArbGame *game)
{
  return build_series (game, FALSE);
}

guint
arb_score_series_n_points (const ArbScoreSeries *series)
{
  return series->points->len;
}

const ArbScorePoint *
arb_score_series_get_point (const ArbScoreSeries *series,
                            guint                 index)
{
  g_return_val_if_fail (index < series->points->len, NULL);
  return g_ptr_array_index (series->points, index);
}

/* "card 12", "game 2, card 5", "round 3", "game 2" (a match scored by
 * games), "start" or "end". */
char *
arb_score_point_label (const ArbScoreSeries *series,
                       const ArbScorePoint  *point)
{
  if (point->end)
    return g_strdup ("end");
  if (point->step == 0)
    return g_strdup ("start");
  if (g_str_equal (series->unit, "game"))
    return g_strdup_printf ("game %u", series->games_in_match > 1 ? point->game : point->step);
  if (series->games_in_match > 1)
    return g_strdup_printf ("game %u, %s %u", point->game, series->unit, point->step);
  return g_strdup_printf ("%s %u", series->unit, point->step);
}

void
arb_score_series_free (ArbScoreSeries *series)
{
  if (series == NULL)
    return;
  g_ptr_array_unref (series->points);
  g_free (series);
}
