/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "arb-tilerummy-typing.h"

static gboolean
is_action_letter (char c)
{
  c = g_ascii_tolower (c);
  return c == 'p' || c == 'd';
}

static gboolean
is_colour_letter (char c)
{
  ArbTrTile tile;
  char probe[3] = { c, '5', '\0' };

  /* A letter that starts a numbered tile, as the engine reads it. */
  return arb_tr_tile_read (probe, &tile) == ARB_TR_READ_OK && arb_tr_tile_is_numbered (tile);
}

static gboolean
can_grow (const char *text)
{
  g_autofree char *longer = NULL;

  for (char d = '0'; d <= '9'; d++)
    {
      ArbTrTile tile;

      g_free (longer);
      longer = g_strdup_printf ("%s%c", text, d);
      if (arb_tr_tile_read (longer, &tile) == ARB_TR_READ_OK)
        return TRUE;
    }
  return FALSE;
}

ArbTrTyped
arb_tilerummy_typed (const char *text,
                     gboolean    actions,
                     ArbTrTile  *tile)
{
  ArbTrTile read = ARB_TR_NONE;

  if (tile != NULL)
    *tile = ARB_TR_NONE;
  if (text == NULL || *text == '\0')
    return ARB_TR_TYPED_NOTHING;
  if (arb_tr_tile_read (text, &read) == ARB_TR_READ_OK)
    {
      if (arb_tr_tile_is_action (read) && !actions)
        return ARB_TR_TYPED_WRONG;
      if (tile != NULL)
        *tile = read;
      return can_grow (text) ? ARB_TR_TYPED_OPEN : ARB_TR_TYPED_COMPLETE;
    }
  if (text[1] == '\0' && (is_colour_letter (text[0]) || (actions && is_action_letter (text[0]))))
    return ARB_TR_TYPED_PREFIX;
  /* "r0" reads as no tile, but nothing follows a 0 either */
  return ARB_TR_TYPED_WRONG;
}

/* Tiles typed with no blank between them: a letter, then digits, and
 * again; never two letters in a row. */
static gboolean
compact (const char *word)
{
  if (!g_ascii_isalpha (word[0]))
    return FALSE;
  for (const char *p = word; *p != '\0'; p++)
    if (!g_ascii_isalnum (*p) || (g_ascii_isalpha (*p) && g_ascii_isalpha (p[1])))
      return FALSE;
  return TRUE;
}

/* One word typed with no blanks: a letter and its digits at a time. */
static guint
read_word (const char *word,
           gboolean    actions,
           gboolean    last,
           ArbTrTile  *tiles,
           guint       n,
           guint       max,
           gboolean   *open,
           gboolean   *bad)
{
  const char *p = word;

  while (*p != '\0' && n < max)
    {
      const char *start = p++;
      g_autofree char *token = NULL;
      ArbTrTile tile;
      ArbTrTyped typed;

      while (g_ascii_isdigit (*p))
        p++;
      token = g_strndup (start, (gsize) (p - start));
      typed = arb_tilerummy_typed (token, actions, &tile);
      if (typed == ARB_TR_TYPED_OPEN || typed == ARB_TR_TYPED_COMPLETE)
        tiles[n++] = tile;
      if (*p == '\0' && last)
        *open = typed == ARB_TR_TYPED_OPEN || typed == ARB_TR_TYPED_PREFIX;
      else if (typed == ARB_TR_TYPED_PREFIX)
        *bad = TRUE;
      if (typed == ARB_TR_TYPED_WRONG)
        *bad = TRUE;
    }
  return n;
}

guint
arb_tilerummy_read_typed (const char *text,
                          gboolean    actions,
                          ArbTrTile  *tiles,
                          guint       max,
                          gboolean   *open,
                          gboolean   *bad)
{
  g_auto(GStrv) words = g_strsplit_set (text != NULL ? text : "", " ,\t\n", -1);
  gboolean ends_in_blank = text != NULL && *text != '\0' && strchr (" ,\t\n", text[strlen (text) - 1]) != NULL;
  guint n = 0;

  *open = FALSE;
  *bad = FALSE;
  for (guint i = 0; words[i] != NULL && n < max; i++)
    {
      gboolean last = words[i + 1] == NULL && !ends_in_blank;
      ArbTrTile tile;

      if (*words[i] == '\0')
        continue;
      /* a word as the record writes it: "pass-two", "R12" */
      if (arb_tr_tile_read (words[i], &tile) == ARB_TR_READ_OK
          && (actions || !arb_tr_tile_is_action (tile)))
        {
          tiles[n++] = tile;
          if (last)
            *open = can_grow (words[i]);
          continue;
        }
      if (!compact (words[i]))
        {
          /* "pass-": perhaps a word still being typed */
          if (last && g_ascii_isalpha (words[i][0]))
            *open = TRUE;
          else
            *bad = TRUE;
          continue;
        }
      n = read_word (words[i], actions, last, tiles, n, max, open, bad);
    }
  return n;
}

char *
arb_tilerummy_typed_words (const ArbTrTile *tiles,
                           guint            n)
{
  GString *out = g_string_new (NULL);

  for (guint i = 0; i < n; i++)
    g_string_append_printf (out, "%s%s", i > 0 ? " " : "", arb_tr_tile_name (tiles[i]));
  return g_string_free (out, FALSE);
}

char *
arb_tilerummy_spread_typed (const char *text)
{
  g_auto(GStrv) words = g_strsplit_set (text != NULL ? text : "", " \t\n", -1);
  GString *out = g_string_new (NULL);

  for (guint i = 0; words[i] != NULL; i++)
    {
      if (*words[i] == '\0')
        continue;
      if (out->len > 0)
        g_string_append_c (out, ' ');
      if (!compact (words[i]))
        {
          g_string_append (out, words[i]);
          continue;
        }
      for (const char *p = words[i]; *p != '\0'; p++)
        {
          if (p != words[i] && g_ascii_isalpha (*p))
            g_string_append_c (out, ' ');
          g_string_append_c (out, *p);
        }
    }
  return g_string_free (out, FALSE);
}
