/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Hands entered after a game, and what they score (TR-1, TR-7, TR-8). */
#include "hands.h"

#include <stdlib.h>
#include <string.h>

#include "../../arb-args.h"
#include "../../arb-error.h"
#include "../../arb-i18n.h"

#define ACTION_WORD "action"

void
arb_tr_hand_clear (ArbTrHand *hand)
{
  memset (hand, 0, sizeof *hand);
}

void
arb_tr_hand_add (ArbTrHand       *to,
                 const ArbTrHand *more)
{
  arb_tr_counts_add (&to->tiles, &more->tiles);
  for (guint v = 0; v <= ARB_TR_N_VALUES; v++)
    to->bare[v] = (guint8) MIN (255, to->bare[v] + more->bare[v]);
  to->actions = (guint8) MIN (255, to->actions + more->actions);
  to->n += more->n;
  to->points += more->points;
}

static gboolean
is_number (const char *word)
{
  if (*word == '\0' || strlen (word) > 4)
    return FALSE;
  for (const char *p = word; *p != '\0'; p++)
    if (!g_ascii_isdigit (*p))
      return FALSE;
  return TRUE;
}

gboolean
arb_tr_hand_parse (ArbEvent *event,
                   int      *bad_arg,
                   GError  **error)
{
  g_autoptr(GStrvBuilder) out = g_strv_builder_new ();
  g_auto(GStrv) args = NULL;

  for (guint i = 0; event->args[i] != NULL; i++)
    {
      const char *word = event->args[i];
      ArbTrTile t;
      ArbTrRead read = arb_tr_tile_read (word, &t);

      if (arb_word_equal (word, ACTION_WORD))
        g_strv_builder_add (out, ACTION_WORD);
      else if (is_number (word))
        arb_strv_builder_take (out, arb_strdup_int (atoi (word)));
      else if (read == ARB_TR_READ_OK)
        g_strv_builder_add (out, arb_tr_tile_name (t));
      else if (read == ARB_TR_READ_NO_SUCH)
        arb_strv_builder_take (out, g_ascii_strdown (word, -1));
      else
        {
          *bad_arg = (int) i;
          arb_parse_error (error, "“%s” is not a tile; write r5 (or 5 when the colour was not noted), "
                           "pass-two, draw-three or action", word);
          return FALSE;
        }
    }
  args = g_strv_builder_end (out);
  arb_event_set_args (event, (const char *const *) args);
  return TRUE;
}

gboolean
arb_tr_hand_read (const ArbEvent *event,
                  ArbTrHand      *hand,
                  GError        **error)
{
  arb_tr_hand_clear (hand);
  for (guint i = 0; event->args[i] != NULL; i++)
    {
      const char *word = event->args[i];
      ArbTrTile t;

      if (g_str_equal (word, ACTION_WORD))
        {
          hand->actions++;
          hand->points += 20;
        }
      else if (is_number (word))
        {
          int v = atoi (word);

          if (v < 1 || v > ARB_TR_N_VALUES)
            {
              arb_refuse (error, "TR-1", "there is no tile %d: values run from 1 to 14", v);
              return FALSE;
            }
          hand->bare[v]++;
          hand->points += v;
        }
      else if (arb_tr_tile_read (word, &t) == ARB_TR_READ_OK)
        {
          hand->tiles.n[t]++;
          hand->points += arb_tr_tile_points (t);
        }
      else
        {
          arb_refuse (error, "TR-1", "“%s” is no tile: tiles are r, b, y or g with a value from 1 to 14, "
                      "pass-two or draw-three", word);
          return FALSE;
        }
      hand->n++;
    }
  return TRUE;
}

static gboolean
check_value (const ArbTrHand *hand,
             const ArbTrHand *elsewhere,
             int              v,
             GError         **error)
{
  guint total = hand->bare[v] + elsewhere->bare[v];

  for (int c = 0; c < ARB_TR_N_COLOURS; c++)
    {
      ArbTrTile t = arb_tr_tile_make (c, v);
      guint n = hand->tiles.n[t] + elsewhere->tiles.n[t];

      if (n > ARB_TR_COPIES)
        {
          g_autofree char *words = arb_tr_tile_words (t);

          arb_refuse (error, "TR-1", "there are only 2 of %s, and %u would be accounted for with this hand",
                      words, n);
          return FALSE;
        }
      total += n;
    }
  if (total > ARB_TR_COPIES * ARB_TR_N_COLOURS)
    {
      arb_refuse (error, "TR-1", "there are only 8 tiles of value %d, and %u would be accounted for with this hand",
                  v, total);
      return FALSE;
    }
  return TRUE;
}

gboolean
arb_tr_hand_check_copies (const ArbTrHand *hand,
                          const ArbTrHand *elsewhere,
                          GError         **error)
{
  guint actions = hand->actions + elsewhere->actions;

  for (int v = 1; v <= ARB_TR_N_VALUES; v++)
    if (!check_value (hand, elsewhere, v, error))
      return FALSE;
  for (ArbTrTile t = ARB_TR_PASS_TWO; t <= ARB_TR_DRAW_THREE; t++)
    {
      guint n = hand->tiles.n[t] + elsewhere->tiles.n[t];

      if (n > ARB_TR_COPIES)
        {
          arb_refuse (error, "TR-1", "there are only 2 %s tiles, and %u would be accounted for with this hand",
                      arb_tr_tile_name (t), n);
          return FALSE;
        }
      actions += n;
    }
  if (actions > 2 * ARB_TR_COPIES)
    {
      arb_refuse (error, "TR-1", "there are only 4 action tiles, and %u would be accounted for with this hand",
                  actions);
      return FALSE;
    }
  return TRUE;
}

/* Tiles seen going into the hand that the entry lacks, or NONE. */
static ArbTrTile
missing_known (const ArbTrHand   *hand,
               const ArbTrCounts *known)
{
  guint actions_short = 0;

  for (int v = 1; v <= ARB_TR_N_VALUES; v++)
    {
      guint deficit = 0;
      ArbTrTile first = ARB_TR_NONE;

      for (int c = 0; c < ARB_TR_N_COLOURS; c++)
        {
          ArbTrTile t = arb_tr_tile_make (c, v);

          if (known->n[t] > hand->tiles.n[t])
            {
              deficit += known->n[t] - hand->tiles.n[t];
              first = first ? first : t;
            }
        }
      if (deficit > hand->bare[v])
        return first;
    }
  for (ArbTrTile t = ARB_TR_PASS_TWO; t <= ARB_TR_DRAW_THREE; t++)
    if (known->n[t] > hand->tiles.n[t])
      {
        actions_short += known->n[t] - hand->tiles.n[t];
        if (actions_short > hand->actions)
          return t;
      }
  return ARB_TR_NONE;
}

gboolean
arb_tr_hand_check_count (const ArbSetup    *setup,
                         const ArbTrHand   *hand,
                         int                seat,
                         int                count,
                         gboolean           went_out,
                         const ArbTrCounts *known,
                         GError           **error)
{
  const char *who = arb_setup_player_name (setup, seat);
  ArbTrTile missing;

  if (went_out && hand->n > 0)
    {
      arb_refuse (error, "TR-7", "%s went out and holds no tiles", who);
      return FALSE;
    }
  if ((int) hand->n != count)
    {
      arb_refuse (error, "TR-8", arb_ngettext ("by the record %s holds %d tile; enter all of them, not %u",
                                "by the record %s holds %d tiles; enter all of them, not %u", count),
                  who, count, hand->n);
      return FALSE;
    }
  missing = missing_known (hand, known);
  if (missing != ARB_TR_NONE)
    {
      g_autofree char *words = arb_tr_tile_words (missing);

      arb_refuse (error, "TR-8", "%s is known to be in %s's hand, a display tile that has not been laid down "
                  "or passed on since, so the hand holds it", words, who);
      return FALSE;
    }
  return TRUE;
}

char *
arb_tr_hand_text (const ArbTrHand *hand)
{
  GString *out = g_string_new (NULL);
  g_autofree char *tiles = arb_tr_counts_to_string (&hand->tiles);

  g_string_append (out, tiles);
  for (int v = 1; v <= ARB_TR_N_VALUES; v++)
    for (guint k = 0; k < hand->bare[v]; k++)
      g_string_append_printf (out, "%s%d", out->len ? " " : "", v);
  for (guint k = 0; k < hand->actions; k++)
    g_string_append_printf (out, "%s%s", out->len ? " " : "", ACTION_WORD);
  if (out->len == 0)
    g_string_append (out, _("no tiles"));
  return g_string_free (out, FALSE);
}
