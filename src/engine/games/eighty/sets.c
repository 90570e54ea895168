/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Eighty's symbol sets and the placement of stars, EI-6. */
#include "sets.h"

#include <string.h>

#include "../../arb-args.h"
#include "../../arb-i18n.h"

#define NONE (G_MININT / 4)

void
arb_eighty_sets_init (ArbEightySets *sets)
{
  memset (sets, 0, sizeof *sets);
  sets->next_best = -1;
}

gboolean
arb_eighty_sets_add (ArbEightySets *sets,
                     const char    *symbol,
                     int            count)
{
  if (count <= 0 || symbol == NULL || *symbol == '\0')
    return TRUE;
  if (arb_eighty_symbol_is_star (symbol))
    {
      sets->stars += count;
      return TRUE;
    }
  for (guint i = 0; i < sets->n_symbols; i++)
    if (g_str_equal (sets->symbols[i].symbol, symbol))
      {
        sets->symbols[i].real += count;
        return TRUE;
      }
  if (sets->n_symbols == ARB_EIGHTY_MAX_SYMBOLS)
    return FALSE;
  g_strlcpy (sets->symbols[sets->n_symbols].symbol, symbol, ARB_EIGHTY_SYMBOL_MAX);
  sets->symbols[sets->n_symbols++].real = count;
  return TRUE;
}

int
arb_eighty_set_points (int size)
{
  static const int points[] = { 0, 0, 2, 5, 9, 15 };

  return size >= 0 && size <= ARB_EIGHTY_SET_SIZE ? points[size] : 0;
}

int
arb_eighty_symbol_points (int real,
                          int stars)
{
  int all = real + stars;
  int full = all / ARB_EIGHTY_SET_SIZE, rest = all % ARB_EIGHTY_SET_SIZE;

  /* each set of five, and the rest, needs one real symbol */
  if (stars > 0 && full + (rest > 0) > real)
    return -1;
  return full * arb_eighty_set_points (ARB_EIGHTY_SET_SIZE) + arb_eighty_set_points (rest);
}

/* The two best distinct totals so far, for one number of stars used. */
typedef struct {
  int best;
  int second;
} Top2;

static void
top2_offer (Top2 *t,
            int   value)
{
  if (value == t->best || value == t->second)
    return;
  if (value > t->best)
    {
      t->second = t->best;
      t->best = value;
    }
  else if (value > t->second)
    t->second = value;
}

/* One layer of the DP: the totals with symbol s added, exactly b stars
 * used, from the layer before; choice[b] is the stars s takes in the
 * best total. */
static void
add_layer (const ArbEightySymbolSets *s,
           const Top2                *before,
           Top2                      *after,
           int                       *choice,
           int                        n_stars)
{
  for (int b = 0; b <= n_stars; b++)
    {
      after[b] = (Top2) { NONE, NONE };
      choice[b] = 0;
      for (int u = 0; u <= b; u++)
        {
          int v = arb_eighty_symbol_points (s->real, u);

          if (v < 0)
            break;   /* more stars on this symbol never become legal again */
          if (before[b - u].best == NONE)
            continue;
          if (v + before[b - u].best > after[b].best)
            choice[b] = u;
          top2_offer (&after[b], v + before[b - u].best);
          if (before[b - u].second != NONE)
            top2_offer (&after[b], v + before[b - u].second);
        }
    }
}

static void
finish (ArbEightySets *sets,
        const Top2    *last,
        const int     *choice)
{
  int n = sets->stars, used = 0;
  Top2 all = { NONE, NONE };

  for (int b = 0; b <= n; b++)
    if (last[b].best != NONE)
      {
        if (last[b].best > all.best)
          used = b;   /* fewest stars for the best total */
        top2_offer (&all, last[b].best);
        if (last[b].second != NONE)
          top2_offer (&all, last[b].second);
      }
  sets->points = all.best;
  sets->next_best = all.second == NONE ? -1 : all.second;
  sets->unused_stars = n - used;
  for (int i = (int) sets->n_symbols - 1; i >= 0; i--)
    {
      ArbEightySymbolSets *s = &sets->symbols[i];

      s->stars = choice[(gsize) i * (gsize) (n + 1) + (gsize) used];
      s->points = arb_eighty_symbol_points (s->real, s->stars);
      used -= s->stars;
    }
}

void
arb_eighty_sets_solve (ArbEightySets *sets)
{
  int n = sets->stars;
  g_autofree Top2 *a = g_new (Top2, n + 1);
  g_autofree Top2 *b = g_new (Top2, n + 1);
  g_autofree int *choice = g_new0 (int, (gsize) MAX (sets->n_symbols, 1) * (gsize) (n + 1));

  sets->points_without_stars = 0;
  for (guint i = 0; i < sets->n_symbols; i++)
    {
      sets->symbols[i].points_alone = arb_eighty_symbol_points (sets->symbols[i].real, 0);
      sets->points_without_stars += sets->symbols[i].points_alone;
    }
  for (int k = 0; k <= n; k++)
    a[k] = (Top2) { k == 0 ? 0 : NONE, NONE };
  for (guint i = 0; i < sets->n_symbols; i++)
    {
      Top2 *t;

      add_layer (&sets->symbols[i], a, b, choice + (gsize) i * (gsize) (n + 1), n);
      t = a, a = b, b = t;
    }
  finish (sets, a, choice);
}

/* ---- words ---- */

static char *
sizes_text (int all)
{
  g_autoptr(GPtrArray) sizes = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *joined = NULL;

  for (; all >= ARB_EIGHTY_SET_SIZE; all -= ARB_EIGHTY_SET_SIZE)
    g_ptr_array_add (sizes, g_strdup ("5"));
  if (all >= 2)
    g_ptr_array_add (sizes, arb_strdup_int (all));
  if (sizes->len == 0)
    return g_strdup (_("no set"));
  joined = arb_join_words ((const char *const *) sizes->pdata, sizes->len);
  return g_strdup_printf (sizes->len == 1 ? _("a set of %s") : _("sets of %s"), joined);
}

char *
arb_eighty_symbol_sets_text (const ArbEightySymbolSets *s)
{
  g_autofree char *sizes = sizes_text (s->real + s->stars);

  if (s->stars == 0)
    return g_strdup_printf ("%s ×%d: %s", s->symbol, s->real, sizes);
  return g_strdup_printf (arb_ngettext ("%s ×%d + %d star: %s", "%s ×%d + %d stars: %s", s->stars),
                          s->symbol, s->real, s->stars, sizes);
}

static char *
placement_text (const ArbEightySets *sets)
{
  g_autoptr(GPtrArray) parts = g_ptr_array_new_with_free_func (g_free);

  for (guint i = 0; i < sets->n_symbols; i++)
    {
      const ArbEightySymbolSets *s = &sets->symbols[i];

      if (s->stars > 0 && sets->stars == 1)
        g_ptr_array_add (parts, g_strdup_printf (_("on %s (%d → %d, +%d)"), s->symbol,
                                                 s->points_alone, s->points, s->points - s->points_alone));
      else if (s->stars > 0)
        g_ptr_array_add (parts, g_strdup_printf (_("%d on %s (%d → %d, +%d)"), s->stars, s->symbol,
                                                 s->points_alone, s->points,
                                                 s->points - s->points_alone));
    }
  return arb_join_words ((const char *const *) parts->pdata, parts->len);
}

static void
append_placed (GString             *out,
               const ArbEightySets *sets,
               int                  placed)
{
  g_autofree char *where = placement_text (sets);

  if (sets->stars == 1)
    g_string_append_printf (out, _("the star goes where it adds the most: %s"), where);
  else if (placed == sets->stars)
    g_string_append_printf (out, _("the %d stars go where they add the most: %s"), sets->stars, where);
  else
    g_string_append_printf (out, _("%d of the %d stars go where they add the most: %s"), placed, sets->stars, where);
}

char *
arb_eighty_sets_reason (const ArbEightySets *sets)
{
  GString *out = g_string_new (NULL);
  int placed = sets->stars - sets->unused_stars;

  if (sets->stars == 0)
    return g_string_free (out, FALSE);
  if (sets->n_symbols == 0)
    {
      g_string_append (out, sets->stars == 1 ? _("a star but no real symbol: a set needs one, so it scores nothing")
                                            : _("stars but no real symbol: a set needs one, so they score nothing"));
      return g_string_free (out, FALSE);
    }
  if (placed > 0)
    append_placed (out, sets, placed);
  if (sets->unused_stars > 0)
    g_string_append_printf (out, arb_ngettext ("%s%d star joins no set: no symbol gains from it",
                                                 "%s%d stars join no set: no symbol gains from them", sets->unused_stars),
                            placed > 0 ? "; " : "", sets->unused_stars);
  g_string_append_printf (out, _("; of every placement, none scores more than %d from sets"), sets->points);
  if (sets->next_best >= 0)
    g_string_append_printf (out, _(" (the next best gives %d)"), sets->next_best);
  return g_string_free (out, FALSE);
}
