/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Eighty's round resolution, EI-4. */
#include "resolve.h"

#include <string.h>

#include "../../arb-args.h"
#include "../../arb-i18n.h"

guint
arb_eighty_resolution_add (ArbEightyResolution *r,
                           int                  seat,
                           int                  number,
                           const char          *symbol)
{
  ArbEightyEntry *e;

  g_return_val_if_fail (r->n_entries < ARB_EIGHTY_MAX_ENTRIES, 0);
  e = &r->entries[r->n_entries];
  memset (e, 0, sizeof *e);
  e->seat = seat;
  e->number = number;
  g_strlcpy (e->symbol, symbol != NULL ? symbol : "", sizeof e->symbol);
  return r->n_entries++;
}

void
arb_eighty_resolution_play (ArbEightyResolution *r,
                            guint                index,
                            int                  modifier)
{
  ArbEightyEntry *e;
  gsize len;

  g_return_if_fail (index < r->n_entries);
  e = &r->entries[index];
  e->modifier += modifier;
  e->n_plays++;
  len = strlen (e->mods);
  /* "+5-10"; a very long chain is cut short in words, never in value,
   * and says so ("+5-10…"): room is kept for the cut's mark after the
   * longest modifier, "-99999" */
  if (len + strlen ("-99999") + strlen ("…") < sizeof e->mods)
    g_snprintf (e->mods + len, sizeof e->mods - len, "%+d", modifier);
  else if (!g_str_has_suffix (e->mods, "…"))
    g_strlcat (e->mods, "…", sizeof e->mods);
}

int
arb_eighty_resolution_find (const ArbEightyResolution *r,
                            int                        seat)
{
  for (guint i = 0; i < r->n_entries; i++)
    if (r->entries[i].seat == seat)
      return (int) i;
  return -1;
}

static gboolean
bears (const ArbEightyEntry *e,
       const char           *symbol)
{
  return e->symbol[0] != '\0'
         && (g_str_equal (e->symbol, symbol) || arb_eighty_symbol_is_star (e->symbol));
}

static void
make_groups (ArbEightyResolution *r)
{
  r->n_groups = 0;
  for (guint i = 0; i < r->n_entries; i++)
    {
      gboolean known = FALSE;

      r->value[i] = r->entries[i].number + r->entries[i].modifier;
      for (guint g = 0; g < r->n_groups; g++)
        known |= r->group_value[g] == r->value[i];
      if (!known)
        r->group_value[r->n_groups++] = r->value[i];
    }
  /* highest first; at most six values */
  for (guint a = 0; a < r->n_groups; a++)
    for (guint b = a + 1; b < r->n_groups; b++)
      if (r->group_value[b] > r->group_value[a])
        {
          int t = r->group_value[a];

          r->group_value[a] = r->group_value[b];
          r->group_value[b] = t;
        }
  for (guint i = 0; i < r->n_entries; i++)
    for (guint g = 0; g < r->n_groups; g++)
      if (r->group_value[g] == r->value[i])
        r->group[i] = g;
}

static void
mark_top (ArbEightyResolution *r,
          guint                n)
{
  for (guint g = 0; g < n && g < r->n_groups; g++)
    r->group_discarded[g] = TRUE;
}

void
arb_eighty_resolve (ArbEightyResolution *r)
{
  memset (r->group_discarded, 0, sizeof r->group_discarded);
  r->matches = 0;
  make_groups (r);
  switch (r->icon)
    {
    case ARB_EIGHTY_ICON_STANDARD:
      r->wanted = 1;
      break;
    case ARB_EIGHTY_ICON_DOUBLE_UP:
      r->wanted = 2;
      break;
    case ARB_EIGHTY_ICON_HIGH_LOW:
      r->wanted = 1;
      if (r->n_groups > 0)
        r->group_discarded[r->n_groups - 1] = TRUE;
      break;
    case ARB_EIGHTY_ICON_SYMBOLIC_UP:
      for (guint i = 0; i < r->n_entries; i++)
        r->matches += bears (&r->entries[i], r->icon_symbol);
      r->wanted = (guint) r->matches;
      break;
    case ARB_EIGHTY_ICON_SAFE_ZONE:
      r->wanted = r->n_groups > 0 && r->group_value[0] >= ARB_EIGHTY_END_CARD;
      break;
    case ARB_EIGHTY_ICON_NONE:
    default:
      r->wanted = 0;
      break;
    }
  mark_top (r, r->wanted);
  for (guint i = 0; i < r->n_entries; i++)
    r->discarded[i] = r->group_discarded[r->group[i]];
}

/* ---- words ---- */

char *
arb_eighty_entry_text (const ArbEightyEntry *entry)
{
  return g_strdup_printf ("%d%s", entry->number, entry->mods);
}

char *
arb_eighty_rule_text (ArbEightyIcon icon,
                      const char   *icon_symbol)
{
  switch (icon)
    {
    case ARB_EIGHTY_ICON_STANDARD:
      return g_strdup (_("standard: the highest value goes"));
    case ARB_EIGHTY_ICON_DOUBLE_UP:
      return g_strdup (_("double up: the two highest values go"));
    case ARB_EIGHTY_ICON_HIGH_LOW:
      return g_strdup (_("high & low: the highest and the lowest values go"));
    case ARB_EIGHTY_ICON_SYMBOLIC_UP:
      if (arb_eighty_symbol_is_star (icon_symbol))
        return g_strdup (_("symbolic up (star): a highest value goes for each card with a star"));
      return g_strdup_printf (_("symbolic up (%s): a highest value goes for each card with a %s or a star"),
                              icon_symbol, icon_symbol);
    case ARB_EIGHTY_ICON_SAFE_ZONE:
      return g_strdup (_("safe zone: the highest value goes if it is 80 or more"));
    case ARB_EIGHTY_ICON_NONE:
    default:
      return g_strdup (_("no rule"));
    }
}

/* "Ann's 57", "Cleo's 52+5 = 57", "the centre 71" */
static char *
owned_text (const ArbEightyResolution *r,
            guint                      i,
            const char *const         *names)
{
  const ArbEightyEntry *e = &r->entries[i];
  g_autofree char *card = arb_eighty_entry_text (e);
  g_autofree char *owner = e->seat == ARB_EIGHTY_CENTRE_SEAT ? g_strdup (_("the centre"))
                           : g_strdup_printf ("%s's", names[e->seat]);

  if (e->n_plays == 0)
    return g_strdup_printf ("%s %s", owner, card);
  return g_strdup_printf ("%s %s = %d", owner, card, r->value[i]);
}

static char *
group_text (const ArbEightyResolution *r,
            guint                      g,
            const char *const         *names)
{
  g_autoptr(GPtrArray) words = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *joined = NULL;

  for (guint i = 0; i < r->n_entries; i++)
    if (r->group[i] == g)
      g_ptr_array_add (words, owned_text (r, i, names));
  joined = arb_join_words ((const char *const *) words->pdata, words->len);
  if (words->len == 1)
    return g_steal_pointer (&joined);
  return g_strdup_printf (_("%s, tied at %d"), joined, r->group_value[g]);
}

static void
append_rule (GString                   *out,
             const ArbEightyResolution *r)
{
  g_autofree char *rule = arb_eighty_rule_text (r->icon, r->icon_symbol);

  g_string_append (out, rule);
  if (r->icon == ARB_EIGHTY_ICON_SYMBOLIC_UP && r->matches == 0)
    g_string_append (out, _("; no card bears one, so nothing goes"));
  else if (r->icon == ARB_EIGHTY_ICON_SYMBOLIC_UP && r->matches == 1)
    g_string_append (out, _("; 1 card bears one, so the highest value goes"));
  else if (r->icon == ARB_EIGHTY_ICON_SYMBOLIC_UP && r->wanted <= r->n_groups)
    g_string_append_printf (out, _("; %d cards bear one, so the %d highest values go"), r->matches, r->matches);
  else if (r->icon == ARB_EIGHTY_ICON_SYMBOLIC_UP)
    g_string_append_printf (out, _("; %d cards bear one, more than the %u values, so all go"),
                            r->matches, r->n_groups);
  if (r->icon == ARB_EIGHTY_ICON_SAFE_ZONE && r->wanted == 0)
    g_string_append (out, _("; no card is at 80 or more"));
  g_string_append (out, ".");
  /* Capitalise the rule's first letter: it opens a sentence. */
  out->str[0] = g_ascii_toupper (out->str[0]);
}

/* Whether the centre card's discard spared a player's card: it went in a
 * group of its own, under a rule that counts groups (not safe zone, where
 * a lone centre goes only when no card reaches 80), and some player's card
 * was kept that would otherwise have been next in line. */
static gboolean
centre_spares (const ArbEightyResolution *r)
{
  gboolean kept_player = FALSE;
  int centre = arb_eighty_resolution_find (r, ARB_EIGHTY_CENTRE_SEAT);

  if (centre < 0 || !r->discarded[centre] || r->icon == ARB_EIGHTY_ICON_SAFE_ZONE)
    return FALSE;
  for (guint i = 0; i < r->n_entries; i++)
    {
      if ((int) i == centre)
        continue;
      if (r->group[i] == r->group[centre])
        return FALSE;
      if (!r->discarded[i])
        kept_player = TRUE;
    }
  return kept_player;
}

static void
append_fates (GString                   *gone_out,
              GString                   *kept_out,
              const ArbEightyResolution *r,
              const char *const         *names)
{
  g_autoptr(GPtrArray) gone = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) kept = g_ptr_array_new_with_free_func (g_free);
  gboolean spared = centre_spares (r);

  for (guint g = 0; g < r->n_groups; g++)
    if (r->group_discarded[g])
      g_ptr_array_add (gone, group_text (r, g, names));
  for (guint i = 0; i < r->n_entries; i++)
    {
      if (r->entries[i].seat != ARB_EIGHTY_CENTRE_SEAT && !r->discarded[i])
        g_ptr_array_add (kept, owned_text (r, i, names));
    }
  g_ptr_array_add (gone, NULL);
  g_ptr_array_add (kept, NULL);
  if (gone->len > 1)
    {
      g_autofree char *list = g_strjoinv ("; ", (char **) gone->pdata);

      g_string_append_printf (gone_out, _("Discarded: %s%s."), list,
                              spared ? _(" (the centre card takes a discard, sparing a player's card)") : "");
    }
  else
    g_string_append (gone_out, _("Nothing is discarded."));
  if (kept->len > 1)
    {
      g_autofree char *list = g_strjoinv (", ", (char **) kept->pdata);

      g_string_append_printf (kept_out, _("Scored: %s."), list);
    }
  else
    g_string_append (kept_out, _("Nobody scores."));
}

char **
arb_eighty_resolution_steps (const ArbEightyResolution *r,
                             const char *const         *names)
{
  GString *rule = g_string_new (NULL);
  GString *gone = g_string_new (NULL);
  GString *kept = g_string_new (NULL);
  char **steps = g_new0 (char *, 4);

  append_rule (rule, r);
  append_fates (gone, kept, r, names);
  steps[0] = g_string_free (rule, FALSE);
  steps[1] = g_string_free (gone, FALSE);
  steps[2] = g_string_free (kept, FALSE);
  return steps;
}

char *
arb_eighty_resolution_text (const ArbEightyResolution *r,
                            const char *const         *names)
{
  g_auto(GStrv) steps = arb_eighty_resolution_steps (r, names);

  return g_strjoinv (" ", steps);
}
