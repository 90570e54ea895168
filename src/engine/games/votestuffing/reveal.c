/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Vote Stuffing: which cards a reveal line gives to a side pile (VS-5). */
#include "reveal.h"

#include "../../arb-error.h"
#include "../../arb-i18n.h"
#include "tally.h"

/* One card of a reveal list: named, or of a type only. */
typedef struct {
  int       card;
  ArbVsType type;
  gboolean  used;
} Unit;

/* The items listed for one side, one unit per card; FALSE on "?". */
static gboolean
read_units (const ArbEvent *event,
            const char     *side,
            GArray         *units,
            gint64         *n_cards)
{
  gboolean in_side = FALSE;

  *n_cards = 0;
  for (guint i = 0; event->args[i] != NULL; i++)
    {
      ArbVsItem item;

      if (g_str_equal (event->args[i], "left") || g_str_equal (event->args[i], "right"))
        in_side = g_str_equal (event->args[i], side);
      else if (in_side && g_str_equal (event->args[i], "?"))
        return FALSE;
      else if (in_side && arb_vs_item_parse (event->args[i], &item))
        {
          *n_cards += item.count;
          for (int k = 0; k < item.count && *n_cards <= 9999; k++)
            {
              Unit unit = { item.card, item.type, FALSE };

              g_array_append_val (units, unit);
            }
        }
    }
  return TRUE;
}

static Unit *
find_unit (GArray   *units,
           int       card,
           ArbVsType type)
{
  for (guint i = 0; i < units->len; i++)
    {
      Unit *u = &g_array_index (units, Unit, i);

      if (!u->used && u->card == card && (card != ARB_VS_UNKNOWN || u->type == type))
        return u;
    }
  return NULL;
}

/* A card the pile already has, identity or type: which unit stands for it. */
static Unit *
match_known (GArray          *units,
             const ArbVsCard *slot)
{
  Unit *u = NULL;

  if (slot->card != ARB_VS_UNKNOWN)
    u = find_unit (units, slot->card, slot->type);
  if (u == NULL && slot->card == ARB_VS_UNKNOWN)
    for (guint i = 0; i < units->len && u == NULL; i++)
      {
        Unit *v = &g_array_index (units, Unit, i);

        if (!v->used && v->card != ARB_VS_UNKNOWN && v->type == slot->type)
          u = v;
      }
  if (u == NULL)
    u = find_unit (units, ARB_VS_UNKNOWN, slot->type);
  return u;
}

/* All N cards listed: the known ones must be among them. */
static gboolean
match_whole_pile (GArray         *pile,
                  ArbVsSpot       side,
                  GArray         *units,
                  GError        **error)
{
  for (int pass = 0; pass < 2; pass++)
    for (guint i = 0; i < pile->len; i++)
      {
        ArbVsCard *slot = &g_array_index (pile, ArbVsCard, i);
        Unit *u;

        /* named cards first, then cards known by type only */
        if (slot->type == ARB_VS_TYPE_UNKNOWN || (pass == 0) != (slot->card != ARB_VS_UNKNOWN))
          continue;
        u = match_known (units, slot);
        if (u == NULL)
          {
            if (slot->card != ARB_VS_UNKNOWN)
              arb_refuse (error, "VS-5",
                          arb_ngettext ("the %s pile holds the %s, but the list of its %u card does not; list it, or nothing if it is known already",
                                        "the %s pile holds the %s, but the list of all its %u cards does not; list them all with it, or only those not known yet",
                                        pile->len),
                          arb_vs_spot_words (side), arb_vs_card_label (slot->card), pile->len);
            else
              arb_refuse (error, "VS-5",
                          arb_ngettext ("the %s pile holds more %s (known from an earlier count) than the list of its %u card gives; list it, or nothing if it is known already",
                                        "the %s pile holds more %s (known from an earlier count) than the list of all its %u cards gives; list them all, or only those not known yet",
                                        pile->len),
                          arb_vs_spot_words (side), arb_vs_type_name (slot->type, TRUE), pile->len);
            return FALSE;
          }
        u->used = TRUE;
        if (slot->card == ARB_VS_UNKNOWN)
          slot->card = u->card;
      }
  return TRUE;
}

/* The cards not used yet go to the pile's unknown cards, in order. */
static void
fill_unknown (GArray *pile,
              GArray *units)
{
  guint next = 0;

  for (guint i = 0; i < pile->len; i++)
    {
      ArbVsCard *slot = &g_array_index (pile, ArbVsCard, i);

      if (slot->type != ARB_VS_TYPE_UNKNOWN)
        continue;
      while (next < units->len && g_array_index (units, Unit, next).used)
        next++;
      g_return_if_fail (next < units->len);
      slot->card = g_array_index (units, Unit, next).card;
      slot->type = g_array_index (units, Unit, next).type;
      g_array_index (units, Unit, next).used = TRUE;
    }
}

/* One side of a reveal, into `pile` (a copy of the side's pile). */
gboolean
vs_reveal_side (const ArbEvent *event,
             GArray         *pile,
             ArbVsSpot       side,
             GError        **error)
{
  g_autoptr(GArray) units = g_array_new (FALSE, TRUE, sizeof (Unit));
  int unknown = 0;
  gint64 listed;

  for (guint i = 0; i < pile->len; i++)
    unknown += g_array_index (pile, ArbVsCard, i).type == ARB_VS_TYPE_UNKNOWN;
  if (!read_units (event, arb_vs_spot_name (side), units, &listed))
    {
      arb_refuse (error, "VS-5", "a reveal turns every card face up: name each card (7h) or count it by type (r=1), not ?");
      return FALSE;
    }
  if (listed == unknown)
    return (fill_unknown (pile, units), TRUE);
  if (listed == (gint64) pile->len)
    return match_whole_pile (pile, side, units, error) && (fill_unknown (pile, units), TRUE);
  if (unknown == 0)
    arb_refuse (error, "VS-5", "every card of the %s pile is known already; list none of them, or all %u",
                arb_vs_spot_words (side), pile->len);
  else if (unknown == 1 && pile->len == 1)
    arb_refuse (error, "VS-5", "the %s pile holds one card, not known yet; list it (a card, or a count such as r=1), "
                "not %lld", arb_vs_spot_words (side), (long long) listed);
  else if (unknown == 1)
    arb_refuse (error, "VS-5", "the %s pile holds %u cards, one of them not known yet; list that one (a card, or a "
                "count such as r=1), or all %u, not %lld", arb_vs_spot_words (side), pile->len, pile->len,
                (long long) listed);
  else
    {
      /* an example of as many as are asked for: r=1, r=2 s=1, ... */
      g_autofree char *example = unknown > 1 ? g_strdup_printf ("r=%d s=1", unknown - 1) : g_strdup ("r=1");

      arb_refuse (error, "VS-5", arb_ngettext ("the %s pile holds %u card, %d of them not known yet; list those %d (cards or counts such as %s), or all %u, not %lld",
                                            "the %s pile holds %u cards, %d of them not known yet; list those %d (cards or counts such as %s), or all %u, not %lld",
                                            pile->len),
                  arb_vs_spot_words (side), pile->len, unknown, unknown, example, pile->len, (long long) listed);
    }
  return FALSE;
}
