/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "arb-score.h"

#include "arb-args.h"
#include "arb-i18n.h"

static void
score_line_free (gpointer data)
{
  ArbScoreLine *line = data;

  g_free (line->label);
  g_free (line->hidden);
  g_free (line);
}

static void
player_score_free (gpointer data)
{
  ArbPlayerScore *player = data;

  g_ptr_array_unref (player->breakdown);
  g_array_unref (player->game_totals);
  g_free (player);
}

ArbScore *
arb_score_new (guint    n_players,
               gboolean low_wins)
{
  ArbScore *score = g_new0 (ArbScore, 1);

  score->low_wins = low_wins;
  score->game_number = 1;
  score->games_in_match = 1;
  score->players = g_ptr_array_new_with_free_func (player_score_free);
  for (guint seat = 0; seat < n_players; seat++)
    {
      ArbPlayerScore *player = g_new0 (ArbPlayerScore, 1);

      player->seat = seat;
      player->rank = 1;
      player->breakdown = g_ptr_array_new_with_free_func (score_line_free);
      player->game_totals = g_array_new (FALSE, TRUE, sizeof (int));
      g_ptr_array_add (score->players, player);
    }
  return score;
}

ArbPlayerScore *
arb_score_get_player (ArbScore *score,
                      guint     seat)
{
  g_return_val_if_fail (seat < score->players->len, NULL);
  return g_ptr_array_index (score->players, seat);
}

static void
add_line_valist (ArbScore   *score,
                 guint       seat,
                 int         points,
                 gboolean    secret,
                 const char *format,
                 va_list     args)
{
  ArbScoreLine *line = g_new0 (ArbScoreLine, 1);

  line->label = g_strdup_vprintf (arb_gettext (format), args);
  line->points = points;
  line->secret = secret;
  g_ptr_array_add (arb_score_get_player (score, seat)->breakdown, line);
}

void
arb_score_add_line (ArbScore   *score,
                    guint       seat,
                    int         points,
                    const char *format,
                    ...)
{
  va_list args;

  va_start (args, format);
  add_line_valist (score, seat, points, FALSE, format, args);
  va_end (args);
}

/* A line the table keeps secret while the game goes on (chips in hand):
 * a page that must not show it shows the other lines. */
void
arb_score_add_secret_line (ArbScore   *score,
                           guint       seat,
                           int         points,
                           const char *hidden,
                           const char *format,
                           ...)
{
  ArbPlayerScore *player = arb_score_get_player (score, seat);
  ArbScoreLine *line;
  va_list args;

  va_start (args, format);
  add_line_valist (score, seat, points, TRUE, format, args);
  va_end (args);
  line = g_ptr_array_index (player->breakdown, player->breakdown->len - 1);
  line->hidden = g_strdup (arb_gettext (hidden));
}

/* The points of the lines that are not secret. */
int
arb_score_visible_points (const ArbPlayerScore *player)
{
  int sum = 0;

  for (guint i = 0; i < player->breakdown->len; i++)
    {
      const ArbScoreLine *line = g_ptr_array_index (player->breakdown, i);

      if (!line->secret)
        sum += line->points;
    }
  return sum;
}

/* < 0 when a is better than b on total alone. */
static int
compare_totals (const ArbScore       *score,
                const ArbPlayerScore *a,
                const ArbPlayerScore *b)
{
  int diff = a->total - b->total;

  return score->low_wins ? diff : -diff;
}

static int
compare_players (const ArbScore       *score,
                 const ArbPlayerScore *a,
                 const ArbPlayerScore *b,
                 gboolean              use_tiebreak,
                 gboolean              tiebreak_high_wins)
{
  int by_total = compare_totals (score, a, b);

  if (by_total != 0 || !use_tiebreak)
    return by_total;
  return tiebreak_high_wins ? b->tiebreak - a->tiebreak
                            : a->tiebreak - b->tiebreak;
}

static gboolean
tiebreak_decided_top (const ArbScore *score)
{
  const ArbPlayerScore *best = NULL;

  for (guint i = 0; i < score->players->len; i++)
    {
      const ArbPlayerScore *p = g_ptr_array_index (score->players, i);

      if (p->rank == 1)
        best = p;
    }
  for (guint i = 0; best != NULL && i < score->players->len; i++)
    {
      const ArbPlayerScore *p = g_ptr_array_index (score->players, i);

      if (p->rank != 1 && compare_totals (score, p, best) == 0)
        return TRUE;
    }
  return FALSE;
}

static char *
verdict_text (const ArbScore     *score,
              const char *const  *names)
{
  g_autoptr(GPtrArray) leaders = g_ptr_array_new ();
  g_autofree char *joined = NULL;
  const ArbPlayerScore *first = NULL;
  const char *format;

  for (guint i = 0; i < score->players->len; i++)
    {
      const ArbPlayerScore *p = g_ptr_array_index (score->players, i);

      if (p->rank == 1)
        {
          g_ptr_array_add (leaders, (gpointer) names[p->seat]);
          first = p;
        }
    }
  if (first == NULL)
    return g_strdup ("");
  joined = arb_join_words ((const char *const *) leaders->pdata, leaders->len);
  g_ptr_array_add (leaders, NULL);
  /* Translators: the first %s is one name or several ("Ann and Ben"). */
  if (score->finished)
    format = leaders->len > 2 ? _("%s share the victory with %d") : _("%s wins with %d");
  else
    format = leaders->len > 2 ? _("%s share the lead with %d") : _("%s leads with %d");
  return g_strdup_printf (format, joined, first->total);
}

/*
 * Competition ranking (1, 1, 3): by total, then by the tie-break key
 * when tiebreak_words is not NULL.  Winners are marked only once the
 * game is over; the verdict says who wins or leads.
 */
void
arb_score_rank (ArbScore           *score,
                const char *const  *names,
                const char         *tiebreak_words,
                gboolean            tiebreak_high_wins)
{
  gboolean use_tiebreak = tiebreak_words != NULL;

  for (guint i = 0; i < score->players->len; i++)
    {
      ArbPlayerScore *p = g_ptr_array_index (score->players, i);

      p->rank = 1;
      for (guint j = 0; j < score->players->len; j++)
        {
          ArbPlayerScore *q = g_ptr_array_index (score->players, j);

          if (compare_players (score, q, p, use_tiebreak, tiebreak_high_wins) < 0)
            p->rank++;
        }
      p->winner = score->finished && p->rank == 1;
    }
  g_clear_pointer (&score->tiebreak, g_free);
  if (use_tiebreak && tiebreak_decided_top (score))
    score->tiebreak = g_strdup (tiebreak_words);
  g_free (score->verdict);
  score->verdict = verdict_text (score, names);
}

guint
arb_score_n_winners (const ArbScore *score)
{
  guint n = 0;

  for (guint i = 0; i < score->players->len; i++)
    n += ((ArbPlayerScore *) g_ptr_array_index (score->players, i))->winner;
  return n;
}

void
arb_score_free (ArbScore *score)
{
  if (score == NULL)
    return;
  g_ptr_array_unref (score->players);
  g_free (score->tiebreak);
  g_free (score->verdict);
  g_free (score->secret_note);
  g_free (score);
}
