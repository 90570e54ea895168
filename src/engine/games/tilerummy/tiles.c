/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Tile codes, their written form, and what makes a line (TR-1, TR-4). */
#include "tiles.h"

#include "../../arb-i18n.h"
#include "../../arb-word.h"

#include <string.h>

#define VALUES(c) c "1", c "2", c "3", c "4", c "5", c "6", c "7", c "8", c "9", \
                  c "10", c "11", c "12", c "13", c "14"

static const char *const tile_names[ARB_TR_N_TILES] = {
  ".", VALUES ("r"), VALUES ("b"), VALUES ("y"), VALUES ("g"), "pass-two", "draw-three",
};

static const char colour_letters[ARB_TR_N_COLOURS] = { 'r', 'b', 'y', 'g' };

static const char *const colour_names[ARB_TR_N_COLOURS] = { "red", "blue", "yellow", "green" };

const char *
arb_tr_tile_name (ArbTrTile tile)
{
  return tile < ARB_TR_N_TILES ? tile_names[tile] : "?";
}

const char *
arb_tr_colour_name (int colour)
{
  return colour >= 0 && colour < ARB_TR_N_COLOURS ? colour_names[colour] : "?";
}

char *
arb_tr_tile_words (ArbTrTile tile)
{
  if (tile == ARB_TR_PASS_TWO)
    return g_strdup (_("a pass-two tile"));
  if (tile == ARB_TR_DRAW_THREE)
    return g_strdup (_("a draw-three tile"));
  if (!arb_tr_tile_is_numbered (tile))
    return g_strdup (_("no tile"));
  return g_strdup_printf ("%s %d", colour_names[arb_tr_tile_colour (tile)], arb_tr_tile_value (tile));
}

int
arb_tr_tile_points (ArbTrTile tile)
{
  if (arb_tr_tile_is_action (tile))
    return 20;
  return arb_tr_tile_is_numbered (tile) ? arb_tr_tile_value (tile) : 0;
}

static ArbTrRead
read_action (const char *text,
             ArbTrTile  *tile)
{
  static const struct { const char *word; ArbTrTile tile; } words[] = {
    { "pass-two", ARB_TR_PASS_TWO }, { "pass2", ARB_TR_PASS_TWO }, { "passtwo", ARB_TR_PASS_TWO },
    { "p2", ARB_TR_PASS_TWO },
    { "draw-three", ARB_TR_DRAW_THREE }, { "draw3", ARB_TR_DRAW_THREE },
    { "drawthree", ARB_TR_DRAW_THREE }, { "d3", ARB_TR_DRAW_THREE },
  };

  for (guint i = 0; i < G_N_ELEMENTS (words); i++)
    if (arb_word_equal (text, words[i].word))
      {
        *tile = words[i].tile;
        return ARB_TR_READ_OK;
      }
  return ARB_TR_READ_MALFORMED;
}

/*
 * A letter then digits is written as a tile; whether that tile exists
 * is a second question (TR-1), so that "r15" is refused, not misread.
 */
ArbTrRead
arb_tr_tile_read (const char *text,
                  ArbTrTile  *tile)
{
  const char *digits = text + 1;
  int value = 0;
  int colour = -1;
  guint n = 0;

  *tile = ARB_TR_NONE;
  /* the action tiles' words begin with p or d, no colour's letter */
  if ((arb_ascii_lower (text[0]) == 'p' || arb_ascii_lower (text[0]) == 'd')
      && read_action (text, tile) == ARB_TR_READ_OK)
    return ARB_TR_READ_OK;
  if (!g_ascii_isalpha (text[0]))
    return ARB_TR_READ_MALFORMED;
  while (n < 4 && g_ascii_isdigit (digits[n]))
    value = value * 10 + (digits[n++] - '0');
  if (n == 0 || n > 3 || digits[n] != '\0')
    return ARB_TR_READ_MALFORMED;
  for (int c = 0; c < ARB_TR_N_COLOURS; c++)
    if (arb_ascii_lower (text[0]) == colour_letters[c])
      colour = c;
  if (colour < 0 || value < 1 || value > ARB_TR_N_VALUES)
    return ARB_TR_READ_NO_SUCH;
  *tile = arb_tr_tile_make (colour, (int) value);
  return ARB_TR_READ_OK;
}

/* ---- multisets ---- */

guint
arb_tr_counts_total (const ArbTrCounts *counts)
{
  guint total = 0;

  for (guint t = 1; t < ARB_TR_N_TILES; t++)
    total += counts->n[t];
  return total;
}

gboolean
arb_tr_counts_contains (const ArbTrCounts *big,
                        const ArbTrCounts *small)
{
  for (guint t = 1; t < ARB_TR_N_TILES; t++)
    if (small->n[t] > big->n[t])
      return FALSE;
  return TRUE;
}

void
arb_tr_counts_minus (const ArbTrCounts *big,
                     const ArbTrCounts *small,
                     ArbTrCounts       *out)
{
  for (guint t = 0; t < ARB_TR_N_TILES; t++)
    out->n[t] = big->n[t] > small->n[t] ? big->n[t] - small->n[t] : 0;
}

void
arb_tr_counts_add (ArbTrCounts       *to,
                   const ArbTrCounts *more)
{
  for (guint t = 1; t < ARB_TR_N_TILES; t++)
    to->n[t] = (guint8) MIN (255, to->n[t] + more->n[t]);
}

char *
arb_tr_counts_to_string (const ArbTrCounts *counts)
{
  GString *out = g_string_new (NULL);

  for (guint t = 1; t < ARB_TR_N_TILES; t++)
    for (guint k = 0; k < counts->n[t]; k++)
      {
        if (out->len > 0)
          g_string_append_c (out, ' ');
        g_string_append (out, tile_names[t]);
      }
  return g_string_free (out, FALSE);
}

gboolean
arb_tr_counts_parse (const char  *text,
                     ArbTrCounts *counts,
                     GError     **error)
{
  g_auto(GStrv) words = g_strsplit_set (text, " \t\n\r,", -1);

  memset (counts, 0, sizeof *counts);
  for (guint i = 0; words[i] != NULL; i++)
    {
      ArbTrTile tile;

      if (*words[i] == '\0')
        continue;
      if (arb_tr_tile_read (words[i], &tile) != ARB_TR_READ_OK)
        {
          g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                       "“%s” is not a tile; tiles are written r1..r14, b1..b14, y1..y14, g1..g14",
                       words[i]);
          return FALSE;
        }
      if (counts->n[tile] < 255)
        counts->n[tile]++;
    }
  return TRUE;
}

/* ---- lines ---- */

static gboolean
one_value (const ArbTrTile *tiles,
           guint            n)
{
  for (guint i = 1; i < n; i++)
    if (arb_tr_tile_value (tiles[i]) != arb_tr_tile_value (tiles[0]))
      return FALSE;
  return TRUE;
}

static gboolean
one_colour (const ArbTrTile *tiles,
            guint            n)
{
  for (guint i = 1; i < n; i++)
    if (arb_tr_tile_colour (tiles[i]) != arb_tr_tile_colour (tiles[0]))
      return FALSE;
  return TRUE;
}

/* The first colour that repeats, or -1. */
static int
repeated_colour (const ArbTrTile *tiles,
                 guint            n)
{
  guint seen = 0;

  for (guint i = 0; i < n; i++)
    {
      guint bit = 1u << arb_tr_tile_colour (tiles[i]);

      if (seen & bit)
        return arb_tr_tile_colour (tiles[i]);
      seen |= bit;
    }
  return -1;
}

/* Index of the first tile that breaks the steps of 1 (the direction is
 * set by the first two tiles), or 0 when they all step. */
static guint
broken_step (const ArbTrTile *tiles,
             guint            n)
{
  int step = arb_tr_tile_value (tiles[1]) - arb_tr_tile_value (tiles[0]);

  if (step != 1 && step != -1)
    return 1;
  for (guint i = 2; i < n; i++)
    if (arb_tr_tile_value (tiles[i]) - arb_tr_tile_value (tiles[i - 1]) != step)
      return i;
  return 0;
}

static char *
tiles_text (const ArbTrTile *tiles,
            guint            n)
{
  GString *out = g_string_new (NULL);

  for (guint i = 0; i < n; i++)
    g_string_append_printf (out, "%s%s", i ? " " : "", arb_tr_tile_name (tiles[i]));
  return g_string_free (out, FALSE);
}

static ArbTrLineKind
sequence_kind (const ArbTrTile *tiles,
               guint            n,
               char           **reason)
{
  int twice = repeated_colour (tiles, n);

  if (twice >= 0)
    {
      *reason = g_strdup_printf (_("a sequence has each colour once, and %s %d is here twice"),
                                 colour_names[twice], arb_tr_tile_value (tiles[0]));
      return ARB_TR_LINE_BAD;
    }
  if (n > 4)
    {
      *reason = g_strdup_printf (_("a sequence holds at most 4 tiles (one per colour), not %u"), n);
      return ARB_TR_LINE_BAD;
    }
  return ARB_TR_LINE_SEQUENCE;
}

static ArbTrLineKind
row_kind (const ArbTrTile *tiles,
          guint            n,
          char           **reason)
{
  guint broken = broken_step (tiles, n);

  if (broken == 0)
    return ARB_TR_LINE_ROW;
  *reason = g_strdup_printf (_("in a row the values step by exactly 1 one way; %s then %s does not"),
                             arb_tr_tile_name (tiles[broken - 1]), arb_tr_tile_name (tiles[broken]));
  return ARB_TR_LINE_BAD;
}

ArbTrLineKind
arb_tr_line_check (const ArbTrTile *tiles,
                   guint            n,
                   char           **reason)
{
  g_autofree char *own = NULL;
  char **why = reason != NULL ? reason : &own;
  ArbTrLineKind kind;

  *why = NULL;
  g_return_val_if_fail (n >= 2, ARB_TR_LINE_SHORT);
  if (n == 2)
    {
      g_autofree char *text = tiles_text (tiles, n);

      *why = g_strdup_printf (_("%s are only 2 tiles together; a line needs 3 or more"), text);
      return ARB_TR_LINE_SHORT;
    }
  if (one_value (tiles, n))
    kind = sequence_kind (tiles, n, why);
  else if (one_colour (tiles, n))
    kind = row_kind (tiles, n, why);
  else
    {
      g_autofree char *text = tiles_text (tiles, n);

      *why = g_strdup_printf (_("%s is neither a sequence (one value, different colours) "
                              "nor a row (one colour, values stepping by 1)"), text);
      kind = ARB_TR_LINE_BAD;
    }
  return kind;
}

gboolean
arb_tr_line_could_grow (const ArbTrTile *tiles,
                        guint            n)
{
  if (n <= 1)
    return TRUE;
  if (one_value (tiles, n))
    return n <= 4 && repeated_colour (tiles, n) < 0;
  return one_colour (tiles, n) && broken_step (tiles, n) == 0;
}
