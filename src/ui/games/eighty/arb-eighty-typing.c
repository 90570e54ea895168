/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>
#include <stdlib.h>
#include <string.h>

#include "arb-event.h"
#include "games/eighty/cards.h"

#include "arb-eighty-typing.h"

/*
 * Card numbers as typed, with blanks between them or none: two digits
 * make one number while it stays within `max` ("2347" is 23 and 47,
 * "85" is 8 and 5).  *open: the last number is a lone digit at the end
 * that a second digit could still join.  *junk: something else typed.
 */
guint
arb_eighty_read_numbers (const char *text,
              int         max,
              int        *out,
              guint       n_max,
              gboolean   *open,
              gboolean   *junk)
{
  guint n = 0;
  const char *p = text;

  *open = *junk = FALSE;
  while (*p != '\0')
    {
      int v;

      if (!g_ascii_isdigit (*p))
        {
          *junk |= !g_ascii_isspace (*p) && *p != ',';
          p++;
          continue;
        }
      v = *p++ - '0';
      if (g_ascii_isdigit (*p) && v * 10 + (*p - '0') <= max)
        v = v * 10 + (*p++ - '0');
      else if (*p == '\0' && v * 10 <= max && v > 0)
        *open = TRUE;
      if (n < n_max)
        out[n] = v;
      n++;
    }
  return n;
}

void
arb_eighty_line_clear (ArbEightyLine *line)
{
  g_clear_pointer (&line->problem, g_free);
}

/* A player by the start of their name, regardless of case. */
static int
find_player (const ArbSetup *setup,
             const char     *word,
             char          **problem)
{
  g_autofree char *key = g_utf8_casefold (word, -1);
  int found = ARB_NO_PLAYER;
  guint matches = 0;

  for (guint i = 0; i < setup->n_players; i++)
    {
      g_autofree char *name = g_utf8_casefold (arb_setup_player_name (setup, (int) i), -1);

      if (g_str_equal (name, key))
        return (int) i;
      if (g_str_has_prefix (name, key))
        {
          found = (int) i;
          matches++;
        }
    }
  if (matches == 1)
    return found;
  *problem = matches == 0 ? g_strdup_printf (_("No player’s name begins with “%s”"), word)
                          : g_strdup_printf (_("More than one player’s name begins with “%s”"), word);
  return ARB_NO_PLAYER;
}

/* Words: names (letters), signed numbers, numbers. */
GPtrArray *
arb_eighty_line_words (const char *text)
{
  static const char *const fillers[] = { "play", "plays", "attach", "attaches", "on", "reveal", "reveals",
                                         "show", "shows", NULL };
  GPtrArray *words = g_ptr_array_new_with_free_func (g_free);
  const char *p = text;

  while (*p != '\0')
    {
      const char *start = p;
      gunichar c = g_utf8_get_char (p);

      if (g_unichar_isspace (c) || c == ':')
        {
          p = g_utf8_next_char (p);
          continue;
        }
      if ((c == '+' || c == '-') && g_ascii_isdigit (p[1]))
        for (p++; g_ascii_isdigit (*p); p++);
      else if (g_ascii_isdigit (*p))
        for (; g_ascii_isdigit (*p); p++);
      else
        for (; *p != '\0' && !g_ascii_isdigit (*p) && *p != '+' && *p != '-' && *p != ':'
             && !g_unichar_isspace (g_utf8_get_char (p)); p = g_utf8_next_char (p));
      if (p == start)
        p = g_utf8_next_char (p);
      g_ptr_array_add (words, g_strndup (start, p - start));
      /* the record's own words may be typed too: "Ann: play +5 on Ben" */
      if (g_strv_contains (fillers, g_ptr_array_index (words, words->len - 1)))
        g_ptr_array_remove_index (words, words->len - 1);
    }
  return words;
}

gboolean
arb_eighty_word_is_signed (const char *word)
{
  return (word[0] == '+' || word[0] == '-') && g_ascii_isdigit (word[1]);
}

static void
read_play (const ArbSetup *setup,
           GPtrArray      *words,
           ArbEightyLine  *line)
{
  const char *last = g_ptr_array_index (words, words->len - 1);

  line->is_play = TRUE;
  for (guint i = 1; i + 1 < words->len; i++)
    {
      const char *w = g_ptr_array_index (words, i);

      if (!arb_eighty_word_is_signed (w))
        {
          line->problem = g_strdup_printf (_("A Play card is written with its sign, such as +10 or -5, not “%s”"), w);
          return;
        }
      if (line->n_mods < ARB_EIGHTY_LINE_MAX_MODS)
        line->mods[line->n_mods++] = atoi (w);
    }
  if (arb_eighty_word_is_signed (last) || g_ascii_isdigit (last[0]))
    {
      line->problem = g_strdup (_("Then whose card it goes on: a+10b is Ann’s +10 on Ben’s card"));
      return;
    }
  line->target = find_player (setup, last, &line->problem);
}

void
arb_eighty_line_read (const ArbSetup *setup,
                      const char     *text,
                      ArbEightyLine  *line)
{
  g_autoptr(GPtrArray) words = arb_eighty_line_words (text);
  const char *first, *second;
  gboolean junk;
  int numbers[2];

  memset (line, 0, sizeof *line);
  line->actor = line->target = ARB_NO_PLAYER;
  if (words->len == 0)
    return;
  first = g_ptr_array_index (words, 0);
  second = words->len > 1 ? g_ptr_array_index (words, 1) : NULL;
  if (g_ascii_isdigit (first[0]) && words->len == 1)
    {
      arb_eighty_read_numbers (first, ARB_EIGHTY_END_CARD - 1, numbers, 2, &line->open, &junk);
      line->number = atoi (first);
      line->open = strlen (first) == 1 && line->open && !g_ascii_isspace (text[strlen (text) - 1]);
      return;
    }
  if (g_ascii_isdigit (first[0]) || arb_eighty_word_is_signed (first))
    {
      line->problem = g_strdup (_("A Play card begins with who attached it: a+10b is Ann’s +10 on Ben’s card"));
      return;
    }
  line->actor = find_player (setup, first, &line->problem);
  if (line->problem != NULL || second == NULL)
    return;
  if (g_ascii_isdigit (second[0]) && words->len == 2)
    {
      line->number = atoi (second);
      line->open = strlen (second) == 1 && second[0] <= '7' && !g_ascii_isspace (text[strlen (text) - 1]);
      return;
    }
  if (arb_eighty_word_is_signed (second) && words->len >= 3)
    read_play (setup, words, line);
  else if (arb_eighty_word_is_signed (second))
    {
      line->is_play = TRUE;
      line->problem = g_strdup (_("Then whose card it goes on: a+10b is Ann’s +10 on Ben’s card"));
    }
  else
    line->problem = g_strdup (_("After the name: the revealed card’s number, or a Play card such as +10 and whose card"));
}

static char *
mods_text (const int *mods,
           guint      n)
{
  GString *out = g_string_new (NULL);

  for (guint i = 0; i < n; i++)
    g_string_append_printf (out, "%s%+d", i > 0 ? " " : "", mods[i]);
  return g_string_free (out, FALSE);
}

char *
arb_eighty_line_reading (const ArbSetup      *setup,
                         const ArbEightyLine *line,
                         int                  expected)
{
  int who = line->actor != ARB_NO_PLAYER ? line->actor : expected;
  g_autofree char *mods = NULL;

  if (line->problem != NULL)
    return g_strdup (line->problem);
  if (line->is_play)
    {
      mods = mods_text (line->mods, line->n_mods);
      if (line->actor == line->target)
        return g_strdup_printf (_("%s attaches %s to their own card: Enter"), arb_setup_player_name (setup, line->actor), mods);
      return g_strdup_printf (_("%s attaches %s to %s’s card: Enter"), arb_setup_player_name (setup, line->actor), mods,
                              arb_setup_player_name (setup, line->target));
    }
  if (line->number > 0 && who != ARB_NO_PLAYER)
    return g_strdup_printf (line->open ? _("%s reveals the %d… (Enter)") : _("%s reveals the %d"),
                            arb_setup_player_name (setup, who), line->number);
  if (line->actor != ARB_NO_PLAYER)
    return g_strdup_printf (_("%s: the revealed number, or a Play card (+10 and whose card)"),
                            arb_setup_player_name (setup, line->actor));
  return g_strdup ("");
}
