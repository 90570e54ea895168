/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The outer majority tally of Vote Stuffing (VS-5), on its own. */
#include "tally.h"

#include <string.h>

#include "../../arb-args.h"
#include "../../arb-error.h"
#include "../../arb-i18n.h"

void
arb_vs_tally_init (ArbVsTally *tally)
{
  memset (tally, 0, sizeof *tally);
  tally->bonuses = g_array_new (FALSE, TRUE, sizeof (ArbVsBonus));
  tally->winner = ARB_VS_NO_TYPE;
}

void
arb_vs_tally_clear (ArbVsTally *tally)
{
  g_clear_pointer (&tally->bonuses, g_array_unref);
}

void
arb_vs_tally_copy (ArbVsTally       *dest,
                   const ArbVsTally *src)
{
  *dest = *src;
  dest->bonuses = g_array_copy (src->bonuses);
}

/* Counts add up without overflowing, however many a line lists: the
 * sum stays far beyond what any rule allows. */
static int
add_capped (int a,
            int b)
{
  return (int) MIN ((gint64) a + b, (gint64) G_MAXINT / 2);
}

static ArbVsPileCount *
side_count (ArbVsTally *tally,
            ArbVsSpot   side)
{
  return side == ARB_VS_LEFT ? &tally->left : &tally->right;
}

void
arb_vs_tally_add (ArbVsTally *tally,
                  ArbVsSpot   side,
                  ArbVsType   type,
                  int         n)
{
  ArbVsPileCount *count;

  g_return_if_fail (side != ARB_VS_MIDDLE && type <= ARB_VS_TYPE_UNKNOWN);
  count = side_count (tally, side);
  count->count[type] = add_capped (count->count[type], n);
}

/* A power card face up in the middle: a 3 adds 3 and a 10 adds 1 to its
 * type; the other power cards add nothing (VS-3). */
void
arb_vs_tally_add_middle (ArbVsTally *tally,
                         int         card)
{
  ArbVsPower power = arb_vs_card_power (card);
  ArbVsBonus bonus;

  if (power != ARB_VS_POWER_PLUS_THREE && power != ARB_VS_POWER_COUNT)
    return;
  bonus.card = card;
  bonus.type = arb_vs_card_type (card);
  bonus.points = power == ARB_VS_POWER_PLUS_THREE ? 3 : 1;
  g_array_append_val (tally->bonuses, bonus);
}

/* Totals and the winner, from the piles and the bonuses. */
void
arb_vs_tally_finish (ArbVsTally *tally)
{
  for (int t = ARB_VS_ROUNDEE; t <= ARB_VS_SHARPO; t++)
    tally->total[t] = tally->left.count[t] + tally->right.count[t];
  for (guint i = 0; i < tally->bonuses->len; i++)
    {
      ArbVsBonus *b = &g_array_index (tally->bonuses, ArbVsBonus, i);

      tally->total[b->type] += b->points;
    }
  if (tally->left.count[ARB_VS_TYPE_UNKNOWN] + tally->right.count[ARB_VS_TYPE_UNKNOWN] > 0)
    tally->winner = ARB_VS_TYPE_UNKNOWN;
  else if (tally->total[ARB_VS_ROUNDEE] == tally->total[ARB_VS_SHARPO])
    tally->winner = ARB_VS_NO_TYPE;
  else
    tally->winner = tally->total[ARB_VS_ROUNDEE] > tally->total[ARB_VS_SHARPO]
                    ? ARB_VS_ROUNDEE : ARB_VS_SHARPO;
}

/* VS-8: the difference between the two totals. */
int
arb_vs_tally_margin (const ArbVsTally *tally)
{
  return ABS (tally->total[ARB_VS_ROUNDEE] - tally->total[ARB_VS_SHARPO]);
}

/* VS-5: a last card calls its type; a joker calls a tie. */
ArbVsType
arb_vs_call_type (int card)
{
  return arb_vs_card_type (card);
}

gboolean
arb_vs_tally_call_right (const ArbVsTally *tally,
                         int               card)
{
  return tally->winner != ARB_VS_TYPE_UNKNOWN && arb_vs_call_type (card) == tally->winner;
}

/* "3 roundees, 1 sharpo, 1 joker" or "no cards". */
char *
arb_vs_pile_count_text (const ArbVsPileCount *count)
{
  GString *out = g_string_new (NULL);

  for (int t = ARB_VS_ROUNDEE; t <= ARB_VS_TYPE_UNKNOWN; t++)
    {
      if (count->count[t] == 0 && !(t <= ARB_VS_SHARPO))
        continue;
      g_string_append_printf (out, "%s%d %s", out->len ? ", " : "", count->count[t],
                              arb_vs_type_name ((ArbVsType) t, count->count[t] != 1));
    }
  return g_string_free (out, FALSE);
}

static void
append_total (GString          *out,
              const ArbVsTally *tally,
              ArbVsType         type)
{
  g_string_append_printf (out, _("%s %d (left %d, right %d"), arb_vs_type_name (type, TRUE),
                          tally->total[type], tally->left.count[type], tally->right.count[type]);
  for (guint i = 0; i < tally->bonuses->len; i++)
    {
      ArbVsBonus *b = &g_array_index (tally->bonuses, ArbVsBonus, i);

      if (b->type == type)
        g_string_append_printf (out, ", %s +%d", arb_vs_card_label (b->card), b->points);
    }
  g_string_append_c (out, ')');
}

/* "roundees 7 (left 3, right 3, 10♥ +1) to sharpos 4 (left 2, right 2)" */
char *
arb_vs_tally_text (const ArbVsTally *tally)
{
  GString *out = g_string_new (NULL);
  int unknown = tally->left.count[ARB_VS_TYPE_UNKNOWN] + tally->right.count[ARB_VS_TYPE_UNKNOWN];

  append_total (out, tally, ARB_VS_ROUNDEE);
  g_string_append (out, _(" to "));
  append_total (out, tally, ARB_VS_SHARPO);
  if (unknown > 0)
    g_string_append_printf (out, arb_ngettext (", %d card not revealed", ", %d cards not revealed", unknown), unknown);
  return g_string_free (out, FALSE);
}

/* ---- reveal items ---- */

static gboolean
parse_count_type (const char *text,
                  ArbVsType  *type)
{
  static const struct { const char *word; ArbVsType type; } words[] = {
    { "r", ARB_VS_ROUNDEE }, { "roundee", ARB_VS_ROUNDEE }, { "roundees", ARB_VS_ROUNDEE },
    { "s", ARB_VS_SHARPO }, { "sharpo", ARB_VS_SHARPO }, { "sharpos", ARB_VS_SHARPO },
    { "j", ARB_VS_NO_TYPE }, { "joker", ARB_VS_NO_TYPE }, { "jokers", ARB_VS_NO_TYPE },
  };

  for (guint i = 0; i < G_N_ELEMENTS (words); i++)
    if (arb_word_equal (text, words[i].word))
      return (*type = words[i].type, TRUE);
  return FALSE;
}

/* "7h", "joker", or a count "r=3" ("roundees=3", "s=2", "j=1"). */
gboolean
arb_vs_item_parse (const char *text,
                   ArbVsItem  *item)
{
  const char *equals = strchr (text, '=');

  if (equals != NULL)
    {
      g_autofree char *word = g_strndup (text, equals - text);

      item->card = ARB_VS_UNKNOWN;
      /* a count of any length is well formed: one beyond what any
       * pile holds is for the rules (VS-5, or the tally's 26 of a
       * type) to refuse; a sign is not a count */
      return parse_count_type (word, &item->type) && g_ascii_isdigit (equals[1])
             && arb_arg_int_saturated (equals + 1, ARB_ARG_SATURATION, &item->count);
    }
  if (!arb_vs_card_parse (text, &item->card) || item->card == ARB_VS_UNKNOWN)
    return FALSE;
  item->type = arb_vs_card_type (item->card);
  item->count = 1;
  return TRUE;
}

char *
arb_vs_item_code (const ArbVsItem *item)
{
  static const char *const letters[] = { "r", "s", "j" };

  if (item->card != ARB_VS_UNKNOWN)
    return g_strdup (arb_vs_card_code (item->card));
  return g_strdup_printf ("%s=%d", letters[item->type], item->count);
}

/* ---- a tally from words, for arbiter-cli tally ---- */

typedef enum { SECTION_NONE, SECTION_LEFT, SECTION_RIGHT, SECTION_MIDDLE, SECTION_CALL } Section;

typedef struct {
  int named[ARB_VS_N_CARDS];
  int of_type[ARB_VS_N_TYPES];
} Composition;

static Section
parse_section (const char *word)
{
  static const struct { const char *word; Section section; } sections[] = {
    { "left", SECTION_LEFT }, { "right", SECTION_RIGHT },
    { "middle", SECTION_MIDDLE }, { "call", SECTION_CALL },
  };

  for (guint i = 0; i < G_N_ELEMENTS (sections); i++)
    if (arb_word_equal (word, sections[i].word))
      return sections[i].section;
  return SECTION_NONE;
}

/* VS-1: one standard deck holds each card once, two jokers, 26 of each type. */
static gboolean
check_composition (const Composition *c,
                   GError           **error)
{
  for (int card = 0; card < ARB_VS_N_CARDS; card++)
    if (c->named[card] > arb_vs_deck_copies (card))
      {
        if (card == ARB_VS_JOKER)
          arb_refuse (error, "VS-1", "one standard deck has two jokers, not %d; with mixed decks there is no such limit",
                      c->named[card]);
        else
          arb_refuse (error, "VS-1", "the %s is named %d times, but one standard deck holds it once; with mixed decks there is no such limit",
                      arb_vs_card_label (card), c->named[card]);
        return FALSE;
      }
  for (int t = ARB_VS_ROUNDEE; t < ARB_VS_N_TYPES; t++)
    if (c->of_type[t] > arb_vs_deck_of_type ((ArbVsType) t))
      {
        arb_refuse (error, "VS-1", "these are %d %s, but one standard deck has only %d",
                    c->of_type[t], arb_vs_type_name ((ArbVsType) t, TRUE),
                    arb_vs_deck_of_type ((ArbVsType) t));
        return FALSE;
      }
  return TRUE;
}

static gboolean
take_item (const char  *word,
           Section      section,
           ArbVsTally  *tally,
           Composition *c,
           GError     **error)
{
  ArbVsItem item;

  if (!arb_vs_item_parse (word, &item))
    {
      if (!arb_vs_card_check_exists (word, error))
        return FALSE;
      arb_parse_error (error, "“%s” is not a card (7h, 10c, Ks, joker) or a count (r=3, s=2, j=1)", word);
      return FALSE;
    }
  arb_vs_tally_add (tally, section == SECTION_LEFT ? ARB_VS_LEFT : ARB_VS_RIGHT, item.type, item.count);
  if (item.card != ARB_VS_UNKNOWN)
    c->named[item.card]++;
  c->of_type[item.type] = add_capped (c->of_type[item.type], item.count);
  return TRUE;
}

static gboolean
take_middle (const char  *word,
             ArbVsTally  *tally,
             Composition *c,
             GError     **error)
{
  int card;

  if (!arb_vs_card_parse (word, &card) || card == ARB_VS_UNKNOWN)
    {
      if (!arb_vs_card_check_exists (word, error))
        return FALSE;
      arb_parse_error (error, "“%s” is not a card: the middle lists the power cards lying face up there (3h, 10d, Ks)", word);
      return FALSE;
    }
  if (arb_vs_card_power (card) == ARB_VS_POWER_NONE)
    {
      arb_refuse (error, "VS-3", "a %s never lies face up in the middle: only aces, 2s, 3s, 4s, 10s, face cards and jokers are power moves",
                  arb_vs_card_label (card));
      return FALSE;
    }
  arb_vs_tally_add_middle (tally, card);
  c->named[card]++;
  c->of_type[arb_vs_card_type (card)]++;
  return TRUE;
}

static gboolean
take_call (const char  *word,
           int         *call,
           Composition *c,
           GError     **error)
{
  if (*call != ARB_VS_UNKNOWN)
    {
      arb_parse_error (error, "a call is one card; “%s” is one too many", word);
      return FALSE;
    }
  if (!arb_vs_card_parse (word, call) || *call == ARB_VS_UNKNOWN)
    {
      if (!arb_vs_card_check_exists (word, error))
        return FALSE;
      arb_parse_error (error, "“%s” is not a card: the call is the last card (9c, joker)", word);
      return FALSE;
    }
  c->named[*call]++;
  c->of_type[arb_vs_card_type (*call)]++;
  return TRUE;
}

/* VS-1 with mixed decks: no composition, but no more cards than the
 * largest deck Arbiter takes. */
static gboolean
check_mixed_size (const Composition *c,
                  GError           **error)
{
  gint64 cards = 0;

  for (int t = ARB_VS_ROUNDEE; t < ARB_VS_N_TYPES; t++)
    cards += c->of_type[t];
  if (cards <= ARB_VS_MAX_DECK)
    return TRUE;
  arb_refuse (error, "VS-1", "these are %" G_GINT64_FORMAT " cards, but a hodgepodge of decks holds at most %d",
              cards, ARB_VS_MAX_DECK);
  return FALSE;
}

/*
 * "left 7h 8s r=2 right s=3 middle 3h 10d call 9c": the side piles'
 * cards (or counts by type), the power cards face up in the middle and
 * the call, all optional.  *call is ARB_VS_UNKNOWN when none is given.
 */
gboolean
arb_vs_tally_from_words (const char *const *words,
                         gboolean           mixed_decks,
                         ArbVsTally        *tally,
                         int               *call,
                         GError           **error)
{
  Composition c = { { 0 }, { 0 } };
  Section section = SECTION_NONE;
  gboolean ok = TRUE;

  arb_vs_tally_init (tally);
  *call = ARB_VS_UNKNOWN;
  for (guint i = 0; ok && words[i] != NULL; i++)
    {
      Section next = parse_section (words[i]);

      if (next != SECTION_NONE)
        section = next;
      else if (section == SECTION_NONE)
        {
          arb_parse_error (error, "start with left, right, middle or call, not “%s”", words[i]);
          ok = FALSE;
        }
      else if (section == SECTION_MIDDLE)
        ok = take_middle (words[i], tally, &c, error);
      else if (section == SECTION_CALL)
        ok = take_call (words[i], call, &c, error);
      else
        ok = take_item (words[i], section, tally, &c, error);
    }
  if (ok)
    ok = mixed_decks ? check_mixed_size (&c, error) : check_composition (&c, error);
  arb_vs_tally_finish (tally);
  if (!ok)
    arb_vs_tally_clear (tally);
  return ok;
}
