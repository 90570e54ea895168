/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Eighty's record lines: their form, made canonical.  Values are
 * checked against the rules in fold.c. */
#include "state.h"

#include <string.h>

#include "../../arb-args.h"
#include "../../arb-error.h"
#include "../../arb-i18n.h"

static const char *
canonical_verb (const char *verb)
{
  static const char *const aliases[][2] = {
    { "start", "start" }, { "white", "white" }, { "define", "white" },
    { "centre", "centre" }, { "center", "centre" },
    { "draft", "draft" }, { "drafts", "draft" }, { "take", "draft" }, { "takes", "draft" },
    { "play", "play" }, { "plays", "play" }, { "attach", "play" }, { "attaches", "play" },
    { "reveal", "reveal" }, { "reveals", "reveal" }, { "show", "reveal" }, { "shows", "reveal" },
    { "discard", "discard" }, { "discards", "discard" },
    { "hold", "hold" }, { "holds", "hold" },
    { "cards", "cards" }, { "scored", "cards" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (aliases); i++)
    if (arb_verb_is (verb, aliases[i][0]))
      return aliases[i][1];
  return NULL;
}

static gboolean
no_actor (const ArbEvent *event,
          const char     *syntax,
          GError        **error)
{
  if (event->actor == ARB_NO_PLAYER)
    return TRUE;
  arb_parse_error (error, "this line names no player: write it as “%s”", syntax);
  return FALSE;
}

static gboolean
need_actor (const ArbEvent *event,
            const char     *syntax,
            GError        **error)
{
  if (event->actor != ARB_NO_PLAYER)
    return TRUE;
  arb_parse_error (error, "name the player first: “%s”", syntax);
  return FALSE;
}

/* A number of any size reads: one past ARB_EIGHTY_MAX_NUMBER stands
 * for all the bigger ones, which the rules refuse. */
static gboolean
read_number (const char *text,
             int        *out)
{
  return arb_arg_int_saturated (text, ARB_EIGHTY_MAX_NUMBER + 1, out);
}

/* Rewrites every arg from index `from` as a canonical number. */
static gboolean
parse_numbers (ArbEvent   *event,
               guint       from,
               guint       to,
               const char *what,
               int        *bad_arg,
               GError    **error)
{
  for (guint i = from; i < to; i++)
    {
      int v;

      if (!read_number (event->args[i], &v))
        {
          *bad_arg = (int) i;
          arb_parse_error (error, "“%s” is not %s", event->args[i], what);
          return FALSE;
        }
      arb_set_int_arg (event, i, v);
    }
  return TRUE;
}

static gboolean
parse_white (ArbEvent *event,
             int      *bad_arg,
             GError  **error)
{
  ArbEightyCard card;
  const char *args[ARB_EIGHTY_CARD_MAX_ARGS];
  ArbEightyCardText buf;

  if (!no_actor (event, "white NUMBER ICON [symbol SYMBOL] [draw N]", error)
      || !arb_eighty_card_parse_args ((const char *const *) event->args, &card, bad_arg, error))
    return FALSE;
  arb_eighty_card_args_into (&card, args, &buf);
  arb_event_set_args (event, args);
  return TRUE;
}

static gboolean
parse_centre (ArbEvent *event,
              int      *bad_arg,
              GError  **error)
{
  if (!no_actor (event, "centre NUMBER NUMBER ...", error)
      || !arb_arg_expect_n (event, 1, EI_N_CARDS, "centre NUMBER NUMBER ...", bad_arg, error))
    return FALSE;
  return parse_numbers (event, 0, arb_event_n_args (event), "a card number (1 to 80)", bad_arg, error);
}

static gboolean
parse_one_number (ArbEvent   *event,
                  const char *syntax,
                  const char *what,
                  int        *bad_arg,
                  GError    **error)
{
  if (!arb_arg_expect_n (event, 1, 1, syntax, bad_arg, error))
    return FALSE;
  return parse_numbers (event, 0, 1, what, bad_arg, error);
}

#define MINUS_SIGN "\xE2\x88\x92"   /* U+2212, as typeset: "−5" */

/* A Play modifier: "+5", "-5", "5" or "−5". */
static gboolean
read_modifier (const char *text,
               int        *v)
{
  if (g_str_has_prefix (text, MINUS_SIGN))
    return g_ascii_isdigit (text[strlen (MINUS_SIGN)]) && read_number (text + strlen (MINUS_SIGN), v)
           && (*v = -*v, TRUE);
  return (g_ascii_isdigit (text[0]) || text[0] == '+' || text[0] == '-') && read_number (text, v);
}

/* Whether a word that is not a modifier comes among `args`. */
static gboolean
name_follows (char *const *args)
{
  int v;

  for (; *args != NULL; args++)
    if (!read_modifier (*args, &v))
      return TRUE;
  return FALSE;
}

/* "NAME: play +5 [+2 ...] [on] TARGET", the modifiers before or after. */
static gboolean
parse_play (const ArbSetup *setup,
            ArbEvent       *event,
            int            *bad_arg,
            GError        **error)
{
  static const char syntax[] = "NAME: play +5 TARGET";
  g_autoptr(GStrvBuilder) out = g_strv_builder_new ();
  g_auto(GStrv) args = NULL;
  const char *target = NULL;
  guint n_mods = 0;

  if (!need_actor (event, syntax, error))
    return FALSE;
  for (guint i = 0; event->args[i] != NULL; i++)
    {
      const char *a = event->args[i];
      int v;

      if (read_modifier (a, &v))
        {
          arb_strv_builder_take (out, g_strdup_printf ("%+d", v));
          n_mods++;
        }
      /* "on Ben": the word, unless it is the name (a player called On
       * with no other name after it) */
      else if ((arb_word_equal (a, "on") || arb_word_equal (a, "to"))
               && (arb_setup_find_player (setup, a) < 0 || (target == NULL && name_follows (event->args + i + 1))))
        continue;
      else if (target == NULL)
        target = a;
      else
        {
          *bad_arg = (int) i;
          arb_parse_error (error, "one Play line puts modifiers on one player's card: write it as “%s”", syntax);
          return FALSE;
        }
    }
  if (n_mods == 0 || target == NULL)
    {
      arb_parse_error (error, "say which modifier went on whose card: write it as “%s”", syntax);
      return FALSE;
    }
  if (arb_setup_find_player (setup, target) >= 0)
    target = arb_setup_player_name (setup, arb_setup_find_player (setup, target));
  g_strv_builder_add (out, target);
  args = g_strv_builder_end (out);
  arb_event_set_args (event, (const char *const *) args);
  return TRUE;
}

/* Hold card words from index `from`; "none" alone is no card. */
static gboolean
parse_holds (ArbEvent *event,
             guint     from,
             int      *bad_arg,
             GError  **error)
{
  guint n = arb_event_n_args (event);

  if (n == from + 1 && arb_word_equal (event->args[from], "none"))
    {
      arb_event_truncate_args (event, from);
      return TRUE;
    }
  for (guint i = from; i < n; i++)
    {
      ArbEightyHold hold;
      g_autofree char *canonical = NULL;

      if (!arb_eighty_hold_parse (event->args[i], &hold))
        {
          *bad_arg = (int) i;
          arb_parse_error (error, "“%s” is not a Hold card: write its bonus, its symbol or both, such as 3, moon or 3+moon",
                           event->args[i]);
          return FALSE;
        }
      canonical = arb_eighty_hold_format (&hold);
      arb_event_set_arg (event, i, canonical);
    }
  return TRUE;
}

static guint
hold_word_index (const ArbEvent *event)
{
  guint i = 0;

  while (event->args[i] != NULL && !arb_word_equal (event->args[i], "hold"))
    i++;
  return i;
}

/* Score-only: "NAME: cards 12 57 64 hold 3+moon star" */
static gboolean
parse_cards (ArbEvent *event,
             int      *bad_arg,
             GError  **error)
{
  guint h = hold_word_index (event);

  if (!need_actor (event, "NAME: cards 12 57 64 hold 3+moon star", error)
      || !parse_numbers (event, 0, h, "a white card number", bad_arg, error))
    return FALSE;
  if (event->args[h] == NULL)
    return TRUE;
  arb_event_set_arg (event, h, "hold");
  if (!parse_holds (event, h + 1, bad_arg, error))
    return FALSE;
  if (event->args[h + 1] == NULL)
    arb_event_truncate_args (event, h);   /* no Hold card: no "hold" */
  return TRUE;
}

static gboolean
parse_verb (const ArbSetup *setup,
            ArbEvent       *event,
            const char     *verb,
            int            *bad_arg,
            GError        **error)
{
  if (arb_verb_is (verb, "start"))
    return arb_parse_start (setup, event, bad_arg, error);
  if (arb_verb_is (verb, "white"))
    return parse_white (event, bad_arg, error);
  if (arb_verb_is (verb, "centre"))
    return parse_centre (event, bad_arg, error);
  if (arb_verb_is (verb, "draft"))
    return parse_one_number (event, "[NAME:] draft NUMBER", "a card number", bad_arg, error);
  if (arb_verb_is (verb, "play"))
    return parse_play (setup, event, bad_arg, error);
  if (arb_verb_is (verb, "reveal"))
    return parse_one_number (event, "[NAME:] reveal NUMBER", "a card number", bad_arg, error);
  if (arb_verb_is (verb, "discard"))
    return parse_one_number (event, "[NAME:] discard COUNT", "a number of black cards", bad_arg, error);
  if (arb_verb_is (verb, "hold"))
    return parse_holds (event, 0, bad_arg, error);
  return parse_cards (event, bad_arg, error);
}

gboolean
ei_parse_event (const ArbSetup *setup,
                ArbEvent       *event,
                int            *bad_arg,
                GError        **error)
{
  const char *verb = canonical_verb (event->verb);
  gboolean scoring = setup->score_only;

  *bad_arg = -1;
  if (verb == NULL || (scoring && !arb_verb_is (verb, "white") && !arb_verb_is (verb, "cards"))
      || (!scoring && arb_verb_is (verb, "cards")))
    {
      arb_parse_error (error, scoring
                       ? "a score-only record holds “white” lines and “NAME: cards 12 57 hold 3+moon” lines, not “%s”"
                       : "“%s” is not an Eighty entry; write start, white, centre, draft, play, reveal, discard or hold",
                       event->verb);
      return FALSE;
    }
  arb_event_set_verb (event, verb);
  return parse_verb (setup, event, verb, bad_arg, error);
}
