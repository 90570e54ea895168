/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "arb-votestuffing-draft.h"
#include "games/votestuffing/cards.h"

/* Lower case, no blanks, the suit symbols as letters. */
static char *
normalize (const char *text)
{
  static const struct { gunichar c; char letter; } suits[] = {
    { 0x2660, 's' }, { 0x2664, 's' }, { 0x2665, 'h' }, { 0x2661, 'h' },
    { 0x2666, 'd' }, { 0x2662, 'd' }, { 0x2663, 'c' }, { 0x2667, 'c' },
  };
  GString *out = g_string_new (NULL);

  for (const char *p = text; p != NULL && *p != '\0'; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);
      char letter = 0;

      if (g_unichar_isspace (c))
        continue;
      for (guint i = 0; i < G_N_ELEMENTS (suits); i++)
        if (suits[i].c == c)
          letter = suits[i].letter;
      if (letter == 0)
        letter = c < 128 ? g_ascii_tolower ((char) c) : '\x01';
      g_string_append_c (out, letter);
    }
  return g_string_free (out, FALSE);
}

static gboolean
is_rank_start (char c)
{
  return strchr ("a23456789tjqk1", c) != NULL;
}

/*
 * A card at the start of `s`: its length, or 0 with *open when `s` is
 * only the beginning of one ("1", "10", "k", "j", "jok").
 */
static guint
read_card (const char *s,
           int        *card,
           gboolean   *open)
{
  static const char *const joker = "joker";
  guint n = strlen (s);

  *open = FALSE;
  if (n == 0)
    return 0;
  if (s[0] == '?' || s[0] == '*')
    {
      *card = s[0] == '?' ? ARB_VS_UNKNOWN : ARB_VS_JOKER;
      return 1;
    }
  if (g_str_has_prefix (s, "jk"))
    {
      *card = ARB_VS_JOKER;
      return 2;
    }
  if (g_str_has_prefix (s, "jo"))
    {
      guint len = 2;

      /* "joker" written out, or as far as it has been typed */
      while (len < 5 && s[len] == joker[len])
        len++;
      *card = ARB_VS_JOKER;
      return len;
    }
  if (!is_rank_start (s[0]))
    return 0;
  for (guint len = 2; len <= 3 && len <= n; len++)
    {
      g_autofree char *code = g_strndup (s, len);

      if (arb_vs_card_parse (code, card))
        return len;
    }
  /* a rank alone, or "10" without its suit */
  *open = n == 1 || (n == 2 && s[0] == '1' && s[1] == '0');
  return 0;
}

void
arb_vs_draft_read_play (const char *text,
                        ArbVsDraft *draft)
{
  g_autofree char *s = normalize (text);
  gboolean open;
  guint len;
  const char *rest;

  memset (draft, 0, sizeof *draft);
  draft->card = ARB_VS_UNKNOWN;
  if (*s == '\0')
    return;
  /* a spot letter alone: a card nobody saw */
  len = strchr ("lmrp", *s) != NULL ? 0 : read_card (s, &draft->card, &open);
  if (len == 0 && strchr ("lmrp", *s) == NULL)
    {
      draft->state = open ? ARB_VS_DRAFT_PARTIAL : ARB_VS_DRAFT_BAD;
      return;
    }
  rest = s + len;
  draft->state = ARB_VS_DRAFT_CARD;
  if (*rest == '\0')
    return;
  if (strchr ("lmrp", *rest) == NULL)
    {
      draft->state = ARB_VS_DRAFT_BAD;
      return;
    }
  draft->spot = *rest++;
  draft->state = ARB_VS_DRAFT_SPOT;
  if (*rest == '\0')
    return;
  if (draft->spot == 'p' && rest[0] >= '1' && rest[0] <= '9' && rest[1] == '\0')
    {
      draft->target = rest[0] - '0';
      draft->state = ARB_VS_DRAFT_TARGET;
      return;
    }
  draft->state = ARB_VS_DRAFT_BAD;
}

guint
arb_vs_draft_read_reveal (const char *text,
                          ArbVsItem  *items,
                          guint       max,
                          gboolean   *open,
                          gboolean   *bad)
{
  g_autofree char *s = normalize (text);
  const char *p = s;
  guint n = 0;

  *open = FALSE;
  *bad = FALSE;
  while (*p != '\0')
    {
      ArbVsItem item = { ARB_VS_UNKNOWN, ARB_VS_TYPE_UNKNOWN, 1 };
      guint len = 1;

      if (*p == 'r' || *p == 's')
        item.type = *p == 'r' ? ARB_VS_ROUNDEE : ARB_VS_SHARPO;
      else if (*p == '?' || (len = read_card (p, &item.card, open)) == 0)
        {
          *bad = !*open;
          return n;
        }
      else
        item.type = arb_vs_card_type (item.card);
      if (n < max)
        items[n] = item;
      n++;
      p += len;
    }
  return n;
}

const char *
arb_vs_draft_spot_word (char spot)
{
  switch (spot)
    {
    case 'l':
      return "left";
    case 'm':
      return "middle";
    case 'r':
      return "right";
    case 'p':
      return "power";
    default:
      return NULL;
    }
}
