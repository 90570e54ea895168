/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Vote Stuffing entries as written: the form of each line and its
 * canonical spelling (docs/notation.md). */
#include "parse.h"

#include <string.h>

#include "../../arb-args.h"
#include "../../arb-error.h"
#include "../../arb-i18n.h"
#include "cards.h"
#include "tally.h"

#define CARD_WORDS "7h, 10c, Ks, As, joker, or ? for a face-down card"

typedef enum { FACE_ANY, FACE_UP, FACE_DOWN } Face;

static const char *
spot_word (const char *word)
{
  static const char *const words[][2] = {
    { "left", "left" }, { "l", "left" }, { "right", "right" }, { "r", "right" },
    { "middle", "middle" }, { "m", "middle" }, { "mid", "middle" }, { "down", "middle" },
    { "power", "power" }, { "p", "power" }, { "up", "power" },
    { "bonus", "bonus" }, { "b", "bonus" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (words); i++)
    if (arb_word_equal (word, words[i][0]))
      return words[i][1];
  return NULL;
}

static Face
face_word (const char *word)
{
  static const char *const up[] = { "up", "u", "face-up", "faceup" };
  static const char *const down[] = { "down", "d", "face-down", "facedown" };

  for (guint i = 0; i < G_N_ELEMENTS (up); i++)
    if (arb_word_equal (word, up[i]))
      return FACE_UP;
  for (guint i = 0; i < G_N_ELEMENTS (down); i++)
    if (arb_word_equal (word, down[i]))
      return FACE_DOWN;
  return FACE_ANY;
}

/* A word written as a card that no deck holds ("11h"): well formed, and
 * kept as written for apply() to refuse under VS-1. */
#define NO_SUCH_CARD (-2)

static gboolean
parse_card_arg (ArbEvent   *event,
                guint       index,
                int        *card,
                int        *bad_arg,
                GError    **error)
{
  if (arb_vs_card_parse (event->args[index], card))
    return TRUE;
  if (arb_vs_card_shaped (event->args[index]))
    return (*card = NO_SUCH_CARD, TRUE);
  *bad_arg = (int) index;
  arb_parse_error (error, "“%s” is not a card: write %s", event->args[index], CARD_WORDS);
  return FALSE;
}

/* The canonical spelling of the card word args[0]; one no deck holds
 * stays as written. */
static const char *
card_code (const ArbEvent *event,
           int             card)
{
  return card == NO_SUCH_CARD ? event->args[0] : arb_vs_card_code (card);
}

/* The third word of a play: a face for a side, "up"/"down" for the
 * middle, the opponent of a 2.  Sets the canonical spot and extra. */
static gboolean
parse_play_extra (const ArbSetup *setup,
                  ArbEvent       *event,
                  int             card,
                  const char    **spot,
                  const char    **extra,
                  int            *bad_arg,
                  GError        **error)
{
  const char *word = event->args[2];
  Face face = face_word (word);

  *bad_arg = 2;
  if (g_str_equal (*spot, "left") || g_str_equal (*spot, "right"))
    {
      *extra = face == FACE_UP ? "up" : face == FACE_DOWN ? "down" : NULL;
      if (*extra == NULL)
        arb_parse_error (error, "after the side only up or down may follow: “%s %s up”", event->args[0], *spot);
      return *extra != NULL;
    }
  if (g_str_equal (*spot, "middle") && face != FACE_ANY)
    {
      *spot = face == FACE_UP ? "power" : "middle";
      return TRUE;
    }
  /* A name after any power card is well formed, as in "2h power Ben";
   * apply() refuses it under VS-3 (or VS-1) when the card is no 2.
   * "up" or "down" there names nobody, unless a player is called so. */
  if (g_str_equal (*spot, "power"))
    {
      int seat = arb_setup_find_player (setup, word);
      gboolean two = card >= 0 && arb_vs_card_power (card) == ARB_VS_POWER_DRAW_TWO;

      if (two || seat >= 0 || face == FACE_ANY)
        {
          *extra = seat >= 0 ? arb_setup_player_name (setup, seat) : word;
          return TRUE;
        }
    }
  arb_parse_error (error, "a power move may name the opponent of a 2, and the middle takes only up or down: “%s”",
                   word);
  return FALSE;
}

/* "[play] CARD SPOT [up|down|NAME]" */
static gboolean
parse_play (const ArbSetup *setup,
            ArbEvent       *event,
            int            *bad_arg,
            GError        **error)
{
  const char *canonical[4] = { NULL, NULL, NULL, NULL };
  const char *spot, *extra = NULL;
  int card;

  /* "middle up" is "power", so "2h middle up Ann" is "2h power Ann" */
  if (g_strv_length (event->args) == 4)
    {
      const char *spot_of = spot_word (event->args[1]);

      if (spot_of != NULL && g_str_equal (spot_of, "middle") && face_word (event->args[2]) == FACE_UP)
        {
          const char *as_power[4] = { event->args[0], "power", event->args[3], NULL };

          arb_event_set_args (event, as_power);
        }
    }
  if (!arb_arg_expect_n (event, 2, 3, "CARD SPOT, such as “7h left”, “? middle” or “Ks power”", bad_arg, error)
      || !parse_card_arg (event, 0, &card, bad_arg, error))
    return FALSE;
  spot = spot_word (event->args[1]);
  if (spot == NULL)
    {
      *bad_arg = 1;
      arb_parse_error (error, "“%s” is not a spot: write left, right, middle (face down) or power (face up to the middle)",
                       event->args[1]);
      return FALSE;
    }
  if (g_str_equal (spot, "bonus"))
    {
      if (!arb_arg_expect_n (event, 2, 2, "CARD bonus", bad_arg, error))
        return FALSE;
      arb_event_set_verb (event, "bonus");
      canonical[0] = card_code (event, card);
      arb_event_set_args (event, canonical);
      return TRUE;
    }
  if (event->args[2] != NULL && !parse_play_extra (setup, event, card, &spot, &extra, bad_arg, error))
    return FALSE;
  canonical[0] = card_code (event, card);
  canonical[1] = spot;
  canonical[2] = extra;
  arb_event_set_args (event, canonical);
  return TRUE;
}

static gboolean
parse_one_card (ArbEvent   *event,
                guint       min,
                const char *syntax,
                int        *bad_arg,
                GError    **error)
{
  const char *canonical[2] = { NULL, NULL };
  int card;

  if (!arb_arg_expect_n (event, min, 1, syntax, bad_arg, error))
    return FALSE;
  if (event->args[0] == NULL)
    return TRUE;
  if (!parse_card_arg (event, 0, &card, bad_arg, error))
    return FALSE;
  canonical[0] = card_code (event, card);
  arb_event_set_args (event, canonical);
  return TRUE;
}

/* "reveal [left ITEM...] [right ITEM...]"; "?" is left for apply() to refuse. */
static gboolean
parse_reveal (ArbEvent *event,
              int      *bad_arg,
              GError  **error)
{
  g_autoptr(GPtrArray) left = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) right = g_ptr_array_new_with_free_func (g_free);
  GPtrArray *sides[2] = { left, right };
  g_autoptr(GStrvBuilder) out = g_strv_builder_new ();
  g_auto(GStrv) args = NULL;
  int side = -1;

  for (guint i = 0; event->args[i] != NULL; i++)
    {
      const char *word = event->args[i];
      const char *spot = spot_word (word);
      ArbVsItem item;

      if (spot != NULL && (g_str_equal (spot, "left") || g_str_equal (spot, "right")) && strchr (word, '=') == NULL)
        side = g_str_equal (spot, "left") ? 0 : 1;
      else if (side >= 0 && arb_vs_card_shaped (word))
        g_ptr_array_add (sides[side], g_strdup (word));   /* VS-1 refuses it */
      else if (side < 0 || (!g_str_equal (word, "?") && !arb_vs_item_parse (word, &item)))
        {
          *bad_arg = (int) i;
          arb_parse_error (error, side < 0
                           ? "name the pile first: “reveal left 7h 2c right r=2 s=1”, not “%s”"
                           : "“%s” is not a card (7h, 10c, joker) or a count by type (r=2, s=1, j=0)", word);
          return FALSE;
        }
      else
        g_ptr_array_add (sides[side], g_str_equal (word, "?") ? g_strdup ("?") : arb_vs_item_code (&item));
    }
  for (int k = 0; k < 2; k++)
    {
      if (sides[k]->len == 0)
        continue;
      g_strv_builder_add (out, k == 0 ? "left" : "right");
      for (guint i = 0; i < sides[k]->len; i++)
        g_strv_builder_add (out, g_ptr_array_index (sides[k], i));
    }
  args = g_strv_builder_end (out);
  arb_event_set_args (event, (const char *const *) args);
  return TRUE;
}

static const char *
canonical_verb (const char *verb)
{
  static const char *const aliases[][2] = {
    { "start", "start" }, { "play", "play" }, { "plays", "play" },
    { "end", "end" }, { "done", "end" }, { "stop", "end" }, { "pass", "end" },
    { "bonus", "bonus" }, { "call", "call" }, { "calls", "call" },
    { "reveal", "reveal" }, { "reveals", "reveal" },
  };
  int card;

  for (guint i = 0; i < G_N_ELEMENTS (aliases); i++)
    if (arb_verb_is (verb, aliases[i][0]))
      return aliases[i][1];
  /* "7h left": the card itself opens a play */
  return arb_vs_card_parse (verb, &card) || arb_vs_card_shaped (verb) ? "" : NULL;
}

/* "7h left" becomes "play 7h left". */
static void
open_with_card (ArbEvent *event)
{
  guint n = g_strv_length (event->args);
  g_autofree const char **args = g_new (const char *, n + 2);

  /* the verb becomes the first arg; the caller gives the verb */
  args[0] = event->verb;
  memcpy (args + 1, event->args, (n + 1) * sizeof (char *));
  arb_event_set_args (event, args);
}

gboolean
vs_parse_event (const ArbSetup *setup,
                ArbEvent       *event,
                int            *bad_arg,
                GError        **error)
{
  const char *verb = canonical_verb (event->verb);

  *bad_arg = -1;
  if (verb == NULL)
    {
      arb_parse_error (error, "“%s” is not a Vote Stuffing entry; write a play such as “7h left”, or end, bonus, call, reveal or start",
                       event->verb);
      return FALSE;
    }
  if (*verb == '\0')
    {
      open_with_card (event);
      verb = "play";
    }
  arb_event_set_verb (event, verb);
  if (arb_verb_is (verb, "start"))
    return arb_parse_start (setup, event, bad_arg, error);
  if (arb_verb_is (verb, "play"))
    return parse_play (setup, event, bad_arg, error);
  if (arb_verb_is (verb, "bonus"))
    return parse_one_card (event, 1, "bonus CARD", bad_arg, error);
  if (arb_verb_is (verb, "call"))
    return parse_one_card (event, 0, "call CARD", bad_arg, error);
  if (arb_verb_is (verb, "reveal"))
    return parse_reveal (event, bad_arg, error);
  return arb_arg_expect_n (event, 0, 0, "end", bad_arg, error);
}
