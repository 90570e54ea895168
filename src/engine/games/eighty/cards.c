/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Eighty's card attributes: the white card line and Hold card words. */
#include "cards.h"

#include <string.h>

#include "../../arb-args.h"
#include "../../arb-error.h"
#include "../../arb-i18n.h"
#include "../../arb-word.h"

#define CARD_SYNTAX "white NUMBER ICON [symbol SYMBOL] [draw N]"

static const struct {
  ArbEightyIcon icon;
  const char   *word;
  const char   *title;
  const char   *aliases[5];
} icons[] = {
  { ARB_EIGHTY_ICON_STANDARD, "standard", "standard", { "std", "up", "single", NULL } },
  { ARB_EIGHTY_ICON_DOUBLE_UP, "double-up", "double up", { "double", "doubleup", "du", NULL } },
  { ARB_EIGHTY_ICON_HIGH_LOW, "high-low", "high & low", { "highlow", "high-and-low", "hl", NULL } },
  { ARB_EIGHTY_ICON_SYMBOLIC_UP, "symbolic-up", "symbolic up", { "symbolic", "symbolicup", "su", NULL } },
  { ARB_EIGHTY_ICON_SAFE_ZONE, "safe-zone", "safe zone", { "safe", "safezone", "sz", NULL } },
};

/* Words of the card line that cannot name a symbol. */
static const char *const reserved[] = { "symbol", "sym", "draw", "none", NULL };

const char *
arb_eighty_icon_word (ArbEightyIcon icon)
{
  for (guint i = 0; i < G_N_ELEMENTS (icons); i++)
    if (icons[i].icon == icon)
      return icons[i].word;
  return "none";
}

const char *
arb_eighty_icon_title (ArbEightyIcon icon)
{
  for (guint i = 0; i < G_N_ELEMENTS (icons); i++)
    if (icons[i].icon == icon)
      return icons[i].title;
  return "no icon";
}

ArbEightyIcon
arb_eighty_icon_parse (const char *text)
{
  for (guint i = 0; i < G_N_ELEMENTS (icons); i++)
    {
      if (arb_word_equal (text, icons[i].word))
        return icons[i].icon;
      for (guint j = 0; icons[i].aliases[j] != NULL; j++)
        if (arb_word_equal (text, icons[i].aliases[j]))
          return icons[i].icon;
    }
  return ARB_EIGHTY_ICON_NONE;
}

int
arb_eighty_points (int number)
{
  return number > 0 ? number / 10 : 0;
}

gboolean
arb_eighty_symbol_is_star (const char *symbol)
{
  return g_strcmp0 (symbol, ARB_EIGHTY_STAR) == 0;
}

static gboolean
is_name_word (const char *text)
{
  glong n = 0;
  gunichar prev = 0;

  if (!g_unichar_isalpha (g_utf8_get_char (text)))
    return FALSE;
  for (const char *p = text; *p != '\0'; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);

      if (c == '-' && (prev == '-' || p[1] == '\0'))
        return FALSE;
      if (c != '-' && !g_unichar_isalnum (c) && !g_unichar_ismark (c))
        return FALSE;
      prev = c;
      n++;
    }
  return n <= ARB_EIGHTY_SYMBOL_CHARS;
}

static gboolean
is_ascii (const char *text)
{
  for (const char *p = text; *p != '\0'; p++)
    if ((guchar) *p >= 0x80)
      return FALSE;
  return TRUE;
}

gboolean
arb_eighty_symbol_parse (const char *text,
                         char        out[ARB_EIGHTY_SYMBOL_MAX])
{
  g_autofree char *lower = NULL;
  g_autofree char *nfc = NULL;

  if (!g_utf8_validate (text, -1, NULL))
    return FALSE;
  if (g_str_equal (text, "*") || g_str_equal (text, "★") || arb_word_equal (text, "wild"))
    text = ARB_EIGHTY_STAR;
  /* "étoile" typed as e and a combining accent is the same symbol */
  if (!is_ascii (text))
    text = nfc = g_utf8_normalize (text, -1, G_NORMALIZE_NFC);
  if (!is_name_word (text))
    return FALSE;
  if (is_ascii (text))
    {
      /* the usual case, lowered in place of g_utf8_strdown: no copy */
      char buf[ARB_EIGHTY_SYMBOL_MAX];
      gsize len = strlen (text);

      if (len >= ARB_EIGHTY_SYMBOL_MAX)
        return FALSE;
      for (gsize i = 0; i <= len; i++)
        buf[i] = arb_ascii_lower (text[i]);
      if (g_strv_contains (reserved, buf))
        return FALSE;
      memcpy (out, buf, len + 1);
      return TRUE;
    }
  lower = g_utf8_strdown (text, -1);
  if (g_strv_contains (reserved, lower) || strlen (lower) >= ARB_EIGHTY_SYMBOL_MAX)
    return FALSE;
  g_strlcpy (out, lower, ARB_EIGHTY_SYMBOL_MAX);
  return TRUE;
}

/* ---- the white card line ---- */

static gboolean
bad_word (int        *bad_arg,
          int         index,
          GError    **error,
          const char *format,
          const char *word)
{
  *bad_arg = index;
  arb_parse_error (error, format, word);
  return FALSE;
}

static gboolean
read_symbol (const char *const *args,
             guint              i,
             char               out[ARB_EIGHTY_SYMBOL_MAX],
             int               *bad_arg,
             GError           **error)
{
  if (args[i] == NULL)
    {
      *bad_arg = -1;
      arb_parse_error (error, "a symbol name must follow “%s”; write it as “%s”",
                       args[i - 1], CARD_SYNTAX);
      return FALSE;
    }
  if (arb_word_equal (args[i], "none"))
    {
      out[0] = '\0';
      return TRUE;
    }
  if (!arb_eighty_symbol_parse (args[i], out))
    return bad_word (bad_arg, (int) i, error,
                     "“%s” is not a symbol name: one word of up to 16 letters, such as moon, or star for the wild symbol",
                     args[i]);
  return TRUE;
}

/* The optional "symbol S" and "draw N", in either order, once each. */
static gboolean
read_extras (const char *const *args,
             guint              i,
             ArbEightyCard     *card,
             int               *bad_arg,
             GError           **error)
{
  gboolean seen_symbol = FALSE, seen_draw = FALSE;

  for (; args[i] != NULL; i += 2)
    {
      gboolean is_symbol = arb_word_equal (args[i], "symbol")
                           || arb_word_equal (args[i], "sym");
      gboolean is_draw = arb_word_equal (args[i], "draw");

      if ((!is_symbol && !is_draw) || (is_symbol && seen_symbol) || (is_draw && seen_draw))
        return bad_word (bad_arg, (int) i, error,
                         "“%s”: after the icon come at most “symbol SYMBOL” and “draw N”, once each",
                         args[i]);
      if (is_symbol && !read_symbol (args, i + 1, card->symbol, bad_arg, error))
        return FALSE;
      if (is_draw && (args[i + 1] == NULL
                      || !arb_arg_int_saturated (args[i + 1], ARB_EIGHTY_MAX_NUMBER + 1, &card->draw)))
        return bad_word (bad_arg, args[i + 1] ? (int) i + 1 : -1, error,
                         "“draw” takes a number of black cards, such as “draw 1”%s", "");
      seen_symbol |= is_symbol;
      seen_draw |= is_draw;
    }
  return TRUE;
}

gboolean
arb_eighty_card_parse_args (const char *const *args,
                            ArbEightyCard      *card,
                            int                *bad_arg,
                            GError            **error)
{
  guint i = 2;

  memset (card, 0, sizeof *card);
  *bad_arg = -1;
  if (args[0] == NULL || args[1] == NULL)
    {
      arb_parse_error (error, "write it as “%s”", CARD_SYNTAX);
      return FALSE;
    }
  if (!arb_arg_int_saturated (args[0], ARB_EIGHTY_MAX_NUMBER + 1, &card->number))
    return bad_word (bad_arg, 0, error, "“%s” is not a card number; white cards are 1 to 79", args[0]);
  card->icon = arb_eighty_icon_parse (args[1]);
  if (card->icon == ARB_EIGHTY_ICON_NONE)
    return bad_word (bad_arg, 1, error,
                     "“%s” is not an icon: write standard, double-up, high-low, symbolic-up SYMBOL or safe-zone",
                     args[1]);
  if (card->icon == ARB_EIGHTY_ICON_SYMBOLIC_UP)
    {
      if (!read_symbol (args, 2, card->icon_symbol, bad_arg, error))
        return FALSE;
      if (card->icon_symbol[0] == '\0')
        return bad_word (bad_arg, 2, error, "symbolic up needs its symbol, such as “symbolic-up moon”, not “%s”",
                         args[2]);
      i = 3;
    }
  return read_extras (args, i, card, bad_arg, error);
}

gboolean
arb_eighty_card_parse (const char     *line,
                       ArbEightyCard  *card,
                       GError        **error)
{
  g_autofree char *copy = g_strstrip (g_strdup (line));
  g_auto(GStrv) words = g_strsplit_set (copy, " \t", -1);
  g_autoptr(GPtrArray) args = g_ptr_array_new ();
  int bad_arg;

  for (guint i = 0; words[i] != NULL; i++)
    if (*words[i] != '\0')
      g_ptr_array_add (args, words[i]);
  if (args->len > 0 && arb_word_equal (g_ptr_array_index (args, 0), "white"))
    g_ptr_array_remove_index (args, 0);
  g_ptr_array_add (args, NULL);
  return arb_eighty_card_parse_args ((const char *const *) args->pdata, card, &bad_arg, error);
}

void
arb_eighty_card_end (ArbEightyCard *card)
{
  memset (card, 0, sizeof *card);
  card->number = ARB_EIGHTY_END_CARD;
  card->icon = ARB_EIGHTY_ICON_SAFE_ZONE;
}

gboolean
arb_eighty_card_check (const ArbEightyCard *card,
                       GError             **error)
{
  ArbEightyCard end;

  arb_eighty_card_end (&end);
  if (card->number < 1 || card->number > ARB_EIGHTY_END_CARD)
    arb_refuse (error, "EI-1", "there is no white card %d: the white cards are 1 to 79, and the 80 ends the game",
                card->number);
  else if (card->number == ARB_EIGHTY_END_CARD && !arb_eighty_card_equal (card, &end))
    arb_refuse (error, "EI-2", "the 80 is always safe zone, with no symbol and no draw: write “white 80 safe-zone” or leave it out");
  else if (card->draw > ARB_EIGHTY_MAX_DRAW)
    arb_refuse (error, "EI-1", "a card cannot make its owner draw %d black cards: there are only 36", card->draw);
  else if (card->draw < 0)
    arb_refuse (error, "EI-1", "a card makes its owner draw 0 to 36 black cards, not %d", card->draw);
  else
    return TRUE;
  return FALSE;
}

/* The card's args into out (NULL-terminated), its numbers written in
 * buf: nothing is allocated, for reading a record's card lines. */
void
arb_eighty_card_args_into (const ArbEightyCard *card,
                           const char          *out[ARB_EIGHTY_CARD_MAX_ARGS],
                           ArbEightyCardText   *buf)
{
  guint n = 0;

  out[n++] = arb_int_text (buf->number, card->number);
  out[n++] = arb_eighty_icon_word (card->icon);
  if (card->icon == ARB_EIGHTY_ICON_SYMBOLIC_UP)
    out[n++] = card->icon_symbol;
  if (card->symbol[0] != '\0')
    {
      out[n++] = "symbol";
      out[n++] = card->symbol;
    }
  if (card->draw != 0)   /* a negative one too: the rules refuse it */
    {
      out[n++] = "draw";
      out[n++] = arb_int_text (buf->draw, card->draw);
    }
  out[n] = NULL;
}

char **
arb_eighty_card_args (const ArbEightyCard *card)
{
  const char *args[ARB_EIGHTY_CARD_MAX_ARGS];
  ArbEightyCardText buf;

  arb_eighty_card_args_into (card, args, &buf);
  return g_strdupv ((char **) args);
}

char *
arb_eighty_card_format (const ArbEightyCard *card)
{
  g_auto(GStrv) args = arb_eighty_card_args (card);
  g_autofree char *words = g_strjoinv (" ", args);

  return g_strdup_printf ("white %s", words);
}

gboolean
arb_eighty_card_equal (const ArbEightyCard *a,
                       const ArbEightyCard *b)
{
  return a->number == b->number && a->icon == b->icon
         && g_str_equal (a->icon_symbol, b->icon_symbol)
         && g_str_equal (a->symbol, b->symbol) && a->draw == b->draw;
}

static char *
icon_text (const ArbEightyCard *card)
{
  if (card->icon == ARB_EIGHTY_ICON_SYMBOLIC_UP)
    return g_strdup_printf (_("symbolic up (%s)"), card->icon_symbol);
  return g_strdup (arb_eighty_icon_title (card->icon));
}

char *
arb_eighty_card_differences (const ArbEightyCard *a,
                             const ArbEightyCard *b)
{
  g_autoptr(GPtrArray) parts = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *icon_a = icon_text (a);
  g_autofree char *icon_b = icon_text (b);

  if (a->number != b->number)
    g_ptr_array_add (parts, g_strdup_printf (_("the number is %d, not %d"), b->number, a->number));
  if (!g_str_equal (icon_a, icon_b))
    g_ptr_array_add (parts, g_strdup_printf (_("the icon is %s, not %s"), icon_b, icon_a));
  if (!g_str_equal (a->symbol, b->symbol) && b->symbol[0] == '\0')
    g_ptr_array_add (parts, g_strdup_printf (_("no symbol, not %s"), a->symbol));
  else if (!g_str_equal (a->symbol, b->symbol))
    g_ptr_array_add (parts, g_strdup_printf (_("the symbol is %s, not %s"), b->symbol,
                                             a->symbol[0] != '\0' ? a->symbol : _("none")));
  if (a->draw != b->draw)
    g_ptr_array_add (parts, g_strdup_printf (_("draw %d, not %d"), b->draw, a->draw));
  if (parts->len == 0)
    return NULL;
  g_ptr_array_add (parts, NULL);
  return g_strjoinv ("; ", (char **) parts->pdata);
}

char *
arb_eighty_card_describe (const ArbEightyCard *card)
{
  g_autofree char *icon = icon_text (card);
  GString *out = g_string_new (NULL);

  g_string_append_printf (out, "%d: %s", card->number, icon);
  if (card->symbol[0] != '\0')
    g_string_append_printf (out, ", %s", card->symbol);
  if (card->draw > 0)
    g_string_append_printf (out, _(", draw %d"), card->draw);
  return g_string_free (out, FALSE);
}

/* ---- Hold cards ---- */

/* A bonus is read whatever its sign or size: a value no Hold card has
 * is refused by the rules (EI-1), not as text that does not read. */
static gboolean
read_bonus (const char *text,
            int        *bonus)
{
  if (*text == '+' && text[1] != '-')
    text++;
  return g_ascii_isdigit (text[*text == '-']) && arb_arg_int_saturated (text, ARB_EIGHTY_MAX_NUMBER + 1, bonus);
}

gboolean
arb_eighty_hold_parse (const char    *text,
                       ArbEightyHold *hold)
{
  g_auto(GStrv) parts = NULL;
  const char *plus;

  memset (hold, 0, sizeof *hold);
  if (read_bonus (text, &hold->bonus))
    return TRUE;
  if (arb_eighty_symbol_parse (text, hold->symbol))
    return TRUE;
  plus = strchr (text + (*text == '+'), '+');
  if (plus == NULL)
    return FALSE;
  parts = g_strsplit (text[0] == '+' ? text + 1 : text, "+", 2);
  if (read_bonus (parts[0], &hold->bonus) && arb_eighty_symbol_parse (parts[1], hold->symbol))
    return TRUE;
  memset (hold, 0, sizeof *hold);
  return read_bonus (parts[1], &hold->bonus) && arb_eighty_symbol_parse (parts[0], hold->symbol);
}

char *
arb_eighty_hold_format (const ArbEightyHold *hold)
{
  if (hold->symbol[0] == '\0')
    return arb_strdup_int (hold->bonus);
  if (hold->bonus == 0)
    return g_strdup (hold->symbol);
  return g_strdup_printf ("%d+%s", hold->bonus, hold->symbol);
}
