/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Vote Stuffing cards: notation, type (VS-4) and power (VS-3). */
#include "cards.h"

#include "../../arb-args.h"
#include "../../arb-error.h"
#include "../../arb-i18n.h"
#include "../../arb-word.h"

#include <string.h>

#define SUIT_OF(s) "A" s, "2" s, "3" s, "4" s, "5" s, "6" s, "7" s, \
                   "8" s, "9" s, "10" s, "J" s, "Q" s, "K" s

static const char *const codes[ARB_VS_N_CARDS] = {
  SUIT_OF ("s"), SUIT_OF ("h"), SUIT_OF ("d"), SUIT_OF ("c"), "joker",
};

static const char *const labels[ARB_VS_N_CARDS] = {
  SUIT_OF ("♠"), SUIT_OF ("♥"), SUIT_OF ("♦"), SUIT_OF ("♣"), "joker",
};

static gboolean
is_card (int card)
{
  return card >= 0 && card < ARB_VS_N_CARDS;
}

/* "s", "♠" or "♤" and the like: the suit, or -1. */
static int
parse_suit (gunichar c)
{
  static const struct { gunichar c; int suit; } suits[] = {
    { 's', ARB_VS_SPADES }, { 'h', ARB_VS_HEARTS }, { 'd', ARB_VS_DIAMONDS },
    { 'c', ARB_VS_CLUBS }, { 0x2660, ARB_VS_SPADES }, { 0x2664, ARB_VS_SPADES },
    { 0x2665, ARB_VS_HEARTS }, { 0x2661, ARB_VS_HEARTS }, { 0x2666, ARB_VS_DIAMONDS },
    { 0x2662, ARB_VS_DIAMONDS }, { 0x2663, ARB_VS_CLUBS }, { 0x2667, ARB_VS_CLUBS },
  };

  c = g_unichar_tolower (c);
  for (guint i = 0; i < G_N_ELEMENTS (suits); i++)
    if (suits[i].c == c)
      return suits[i].suit;
  return -1;
}

/* "a", "2" .. "10", "t", "j", "q", "k" (text[0, len)): the rank, or 0. */
static int
parse_rank (const char *text,
            gsize       len)
{
  static const char names[] = "a23456789tjqk";
  const char *at;

  if (len == 2 && text[0] == '1' && text[1] == '0')
    return 10;
  if (len != 1 || text[0] == '\0' || (at = strchr (names, arb_ascii_lower (text[0]))) == NULL)
    return 0;
  return (int) (at - names) + 1;
}

/* A card as written: "7h", "10♥", "Ks", "joker" (or "jk", "jo", "*"),
 * and "?" for a face-down card nobody named. */
gboolean
arb_vs_card_parse (const char *text,
                   int        *card)
{
  static const char *const jokers[] = { "joker", "jk", "jo", "*" };
  const char *last;
  gsize len;
  int suit, r;

  if (text == NULL || *text == '\0')
    return FALSE;
  /* most cards are written in ASCII, a rank and a suit letter: "7h" */
  if (text[1] != '\0' && (text[2] == '\0' || text[3] == '\0'))
    {
      len = text[2] == '\0' ? 2 : 3;
      if ((guchar) text[0] < 0x80 && (guchar) text[len - 2] < 0x80 && (guchar) text[len - 1] < 0x80
          && (suit = parse_suit ((gunichar) text[len - 1])) >= 0 && (r = parse_rank (text, len - 1)) != 0)
        return (*card = suit * 13 + r - 1, TRUE);
    }
  if (!g_utf8_validate (text, -1, NULL))
    return FALSE;
  if (g_str_equal (text, "?"))
    return (*card = ARB_VS_UNKNOWN, TRUE);
  len = strlen (text);
  /* "joker" and a rank of one or two letters and a suit ("10♥") are
   * at most 5 bytes */
  if (len > 2 + 3)
    return FALSE;
  for (guint i = 0; i < G_N_ELEMENTS (jokers); i++)
    if (arb_word_equal (text, jokers[i]))
      return (*card = ARB_VS_JOKER, TRUE);
  last = g_utf8_find_prev_char (text, text + len);
  if (last == NULL || last == text)
    return FALSE;
  suit = parse_suit (g_utf8_get_char (last));
  r = parse_rank (text, (gsize) (last - text));
  if (suit < 0 || r == 0)
    return FALSE;
  *card = suit * 13 + r - 1;
  return TRUE;
}

/* Written as a card though no deck holds it, as "11h", "1s", "Xh", "7x"
 * or "1000h": a rank of digits (as many as there are) and any one-letter
 * suit, or a one-letter rank and a real suit.  Such a word is well
 * formed; VS-1 refuses it. */
gboolean
arb_vs_card_shaped (const char *text)
{
  const char *last;
  gsize n;
  int card;

  if (text == NULL || !g_utf8_validate (text, -1, NULL) || arb_vs_card_parse (text, &card))
    return FALSE;
  n = strlen (text);
  if (n < 2)
    return FALSE;
  last = g_utf8_find_prev_char (text, text + n);
  n = (gsize) (last - text);
  if (n == 1 && g_ascii_isalpha (text[0]))
    return parse_suit (g_utf8_get_char (last)) >= 0;
  for (gsize i = 0; i < n; i++)
    if (!g_ascii_isdigit (text[i]))
      return FALSE;
  return parse_suit (g_utf8_get_char (last)) >= 0 || g_ascii_isalpha (*last);
}

/* VS-1: a word written as a card that no deck holds, such as "11h"
 * (parse keeps it as written), is refused; any other word passes. */
gboolean
arb_vs_card_check_exists (const char *word,
                          GError    **error)
{
  g_autofree char *shown = NULL;

  if (!arb_vs_card_shaped (word))
    return TRUE;
  /* the entry was read in lower case: the rank as a card code writes it */
  shown = arb_shorten (word, 12);
  shown[0] = g_ascii_toupper (shown[0]);
  arb_refuse (error, "VS-1", "there is no card “%s” in any deck: a card is a rank, A, 2 to 10, J, Q or K, "
              "and a suit, s, h, d or c (such as 7h or 10c), or a joker", shown);
  return FALSE;
}

/* As a record writes it: "10h", "Ks", "joker", "?". */
const char *
arb_vs_card_code (int card)
{
  return is_card (card) ? codes[card] : "?";
}

/* For people: "10♥", "K♠", "joker", "?". */
const char *
arb_vs_card_label (int card)
{
  return is_card (card) ? labels[card] : "?";
}

int
arb_vs_card_rank (int card)
{
  g_return_val_if_fail (is_card (card), 0);
  return card == ARB_VS_JOKER ? 0 : card % 13 + 1;
}

ArbVsSuit
arb_vs_card_suit (int card)
{
  g_return_val_if_fail (is_card (card) && card != ARB_VS_JOKER, ARB_VS_SPADES);
  return (ArbVsSuit) (card / 13);
}

ArbVsType
arb_vs_card_type (int card)
{
  if (!is_card (card))
    return ARB_VS_TYPE_UNKNOWN;
  if (card == ARB_VS_JOKER)
    return ARB_VS_NO_TYPE;
  switch (arb_vs_card_suit (card))
    {
    case ARB_VS_HEARTS:
    case ARB_VS_CLUBS:
      return ARB_VS_ROUNDEE;
    case ARB_VS_SPADES:
    case ARB_VS_DIAMONDS:
    default:
      return ARB_VS_SHARPO;
    }
}

ArbVsPower
arb_vs_card_power (int card)
{
  if (!is_card (card))
    return ARB_VS_POWER_NONE;
  switch (arb_vs_card_rank (card))
    {
    case 0:
      return ARB_VS_POWER_SLIDE;
    case 1:
      return ARB_VS_POWER_FLIP;
    case 2:
      return ARB_VS_POWER_DRAW_TWO;
    case 3:
      return ARB_VS_POWER_PLUS_THREE;
    case 4:
      return ARB_VS_POWER_BONUS;
    case 10:
      return ARB_VS_POWER_COUNT;
    case 11:
    case 12:
    case 13:
      return ARB_VS_POWER_SELECT;
    default:
      return ARB_VS_POWER_NONE;
    }
}

/* VS-3: the side and mode a face card selects.  The top face looks
 * left or right, with one eye (mode 1, face down) or two (mode 2). */
gboolean
arb_vs_card_selects (int        card,
                     ArbVsSpot *side,
                     int       *mode)
{
  static const struct { int rank; ArbVsSuit suit; ArbVsSpot side; int mode; } faces[] = {
    { 13, ARB_VS_SPADES, ARB_VS_LEFT, 2 },   { 12, ARB_VS_SPADES, ARB_VS_LEFT, 2 },
    { 11, ARB_VS_CLUBS, ARB_VS_LEFT, 2 },    { 13, ARB_VS_HEARTS, ARB_VS_RIGHT, 2 },
    { 13, ARB_VS_CLUBS, ARB_VS_RIGHT, 2 },   { 12, ARB_VS_HEARTS, ARB_VS_RIGHT, 2 },
    { 12, ARB_VS_CLUBS, ARB_VS_RIGHT, 2 },   { 12, ARB_VS_DIAMONDS, ARB_VS_RIGHT, 2 },
    { 11, ARB_VS_DIAMONDS, ARB_VS_RIGHT, 2 }, { 11, ARB_VS_SPADES, ARB_VS_LEFT, 1 },
    { 13, ARB_VS_DIAMONDS, ARB_VS_RIGHT, 1 }, { 11, ARB_VS_HEARTS, ARB_VS_RIGHT, 1 },
  };

  if (arb_vs_card_power (card) != ARB_VS_POWER_SELECT)
    return FALSE;
  for (guint i = 0; i < G_N_ELEMENTS (faces); i++)
    if (faces[i].rank == arb_vs_card_rank (card) && faces[i].suit == arb_vs_card_suit (card))
      {
        *side = faces[i].side;
        *mode = faces[i].mode;
        return TRUE;
      }
  g_return_val_if_reached (FALSE);
}

/* Copies of a card in one standard 54-card deck (VS-1). */
int
arb_vs_deck_copies (int card)
{
  return card == ARB_VS_JOKER ? 2 : is_card (card) ? 1 : 0;
}

int
arb_vs_deck_of_type (ArbVsType type)
{
  return type == ARB_VS_NO_TYPE ? 2 : type == ARB_VS_TYPE_UNKNOWN ? 54 : 26;
}

const char *
arb_vs_type_name (ArbVsType type,
                  gboolean  plural)
{
  switch (type)
    {
    case ARB_VS_ROUNDEE:
      return plural ? "roundees" : "roundee";
    case ARB_VS_SHARPO:
      return plural ? "sharpos" : "sharpo";
    case ARB_VS_NO_TYPE:
      return plural ? "jokers" : "joker";
    case ARB_VS_TYPE_UNKNOWN:
    default:
      return plural ? "unknown cards" : "unknown card";
    }
}

const char *
arb_vs_spot_name (ArbVsSpot spot)
{
  static const char *const names[] = { "left", "middle", "right" };

  g_return_val_if_fail (spot <= ARB_VS_RIGHT, "?");
  return names[spot];
}

const char *
arb_vs_spot_words (ArbVsSpot spot)
{
  static const char *const words[] = { NC_("spot", "left"), NC_("spot", "middle"), NC_("spot", "right") };

  g_return_val_if_fail (spot <= ARB_VS_RIGHT, "?");
  return arb_pgettext ("spot", words[spot]);
}
