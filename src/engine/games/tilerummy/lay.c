/* SPDX-License-Identifier: GPL-3.0-or-later */
/* What a lay-down may do (TR-1, TR-4, TR-5, TR-6). */
#include "lay.h"

#include <string.h>

#include "../../arb-error.h"
#include "../../arb-i18n.h"

void
arb_tr_lay_clear (ArbTrLay *lay)
{
  g_clear_pointer (&lay->grid, arb_tr_grid_free);
  g_clear_pointer (&lay->report, arb_tr_report_free);
}

/* A cell that is not a numbered tile: an action tile (TR-1) or none. */
static gboolean
read_grid (const char *const *args,
           ArbTrLay          *lay,
           GError           **error)
{
  int bad;
  ArbTrRead read;
  ArbTrTile t;

  lay->grid = arb_tr_grid_from_args (args, &bad, &read);
  if (lay->grid != NULL)
    {
      arb_tr_grid_counts (lay->grid, &lay->counts);
      return TRUE;
    }
  if (arb_tr_tile_read (args[bad], &t) == ARB_TR_READ_OK && arb_tr_tile_is_action (t))
    arb_refuse (error, "TR-1", "%s is an action tile: it never lies on the table, it is played as an action",
                args[bad]);
  else
    arb_refuse (error, "TR-1", "“%s” is no tile: tiles are r, b, y or g with a value from 1 to 14 "
                "(such as r5 or g14)", args[bad]);
  return FALSE;
}

/* TR-1 with what is known: the new table, the display and the tiles
 * seen going into other hands hold at most 2 of each tile. */
static gboolean
check_copies (const ArbTrLayContext *ctx,
              const ArbTrLay        *lay,
              GError               **error)
{
  for (ArbTrTile t = 1; t <= ARB_TR_N_KINDS; t++)
    {
      guint elsewhere = ctx->elsewhere.n[t];
      g_autofree char *words = NULL;

      if (lay->counts.n[t] + elsewhere <= ARB_TR_COPIES)
        continue;
      words = arb_tr_tile_words (t);
      if (elsewhere == 0)
        arb_refuse (error, "TR-1", "the table would hold %u copies of %s, but there are only 2 of each tile",
                    lay->counts.n[t], words);
      else
        {
          g_autofree char *where = ctx->where (ctx->where_data, t);

          arb_refuse (error, "TR-1",
                      arb_ngettext ("the table after the lay-down would hold %u of %s, and %u more is "
                                    "off the table; there are only 2, so at most %u can lie there (now: %s)",
                                    "the table after the lay-down would hold %u of %s, and %u more are "
                                    "off the table; there are only 2, so at most %u can lie there (now: %s)",
                                    elsewhere),
                      lay->counts.n[t], words, elsewhere,
                      ARB_TR_COPIES - MIN (elsewhere, ARB_TR_COPIES), where);
        }
      return FALSE;
    }
  return TRUE;
}

/* The tiles seen going into the hand that the lay-down leaves there:
 * action tiles always (they never lie on the table), numbered ones
 * beyond the copies it lays. */
static void
seen_kept (const ArbTrLayContext *ctx,
           const ArbTrLay        *lay,
           ArbTrCounts           *kept)
{
  memset (kept, 0, sizeof *kept);
  if (ctx->seen == NULL)
    return;
  for (ArbTrTile t = 1; t < ARB_TR_N_TILES; t++)
    if (ctx->seen->n[t] > lay->added.n[t])
      kept->n[t] = (guint8) (ctx->seen->n[t] - lay->added.n[t]);
}

/* TR-6: the tiles added come from the hand; the tiles seen going into
 * it that are not laid stay there, so the rest of the hand must hold
 * the others. */
static gboolean
check_room (const ArbTrLayContext *ctx,
            const ArbTrLay        *lay,
            GError               **error)
{
  ArbTrCounts kept;
  guint n_kept, n_numbered, room;
  g_autofree char *shown = NULL;

  seen_kept (ctx, lay, &kept);
  n_kept = arb_tr_counts_total (&kept);
  n_numbered = n_kept - kept.n[ARB_TR_PASS_TWO] - kept.n[ARB_TR_DRAW_THREE];
  room = ctx->in_hand > n_kept ? ctx->in_hand - n_kept : 0;
  if (lay->n_added <= room)
    return TRUE;
  if (n_numbered == 0)
    {
      arb_refuse (error, "TR-6", arb_ngettext ("the lay-down adds %u tiles, but %s has only %u tile in hand to lay",
                                "the lay-down adds %u tiles, but %s has only %u tiles in hand to lay", room),
                  lay->n_added, ctx->player, room);
      return FALSE;
    }
  shown = arb_tr_counts_to_string (&kept);
  arb_refuse (error, "TR-6", arb_ngettext ("the lay-down adds %u tile, but %s holds %u and keeps %s, seen going into "
                                          "the hand and not laid here: at most %u can be added besides, or lay those too",
                                          "the lay-down adds %u tiles, but %s holds %u and keeps %s, seen going into "
                                          "the hand and not laid here: at most %u can be added besides, or lay those too",
                                          lay->n_added),
              lay->n_added, ctx->player, ctx->in_hand, shown, room);
  return FALSE;
}

/* TR-6: every table tile stays, at least one is added, from the hand. */
static gboolean
check_tiles (const ArbTrLayContext *ctx,
             ArbTrLay              *lay,
             GError               **error)
{
  ArbTrCounts removed;

  arb_tr_counts_minus (ctx->before, &lay->counts, &removed);
  for (ArbTrTile t = 1; t <= ARB_TR_N_KINDS; t++)
    if (removed.n[t] > 0)
      {
        g_autofree char *words = arb_tr_tile_words (t);

        arb_refuse (error, "TR-6", "no tile leaves the table: it held %u of %s and the new table shows %u; "
                    "write the whole table after the move", ctx->before->n[t], words, lay->counts.n[t]);
        return FALSE;
      }
  arb_tr_counts_minus (&lay->counts, ctx->before, &lay->added);
  lay->n_added = arb_tr_counts_total (&lay->added);
  if (lay->n_added == 0)
    {
      arb_refuse (error, "TR-6", "a lay-down adds at least one tile from the hand; this table holds the same "
                  "tiles as before");
      return FALSE;
    }
  return check_room (ctx, lay, error);
}

/* TR-4, TR-5: every problem of the new table at once, then the limit. */
static gboolean
check_legal (const ArbTrLayContext *ctx,
             ArbTrLay              *lay,
             GError               **error)
{
  g_autoptr(GString) all = g_string_new (NULL);
  const char *rule = NULL;
  gboolean over_limit = FALSE;

  lay->report = arb_tr_grid_check (lay->grid, ctx->group_limit);
  for (guint i = 0; i < lay->report->problems->len; i++)
    {
      ArbTrProblem *pr = g_ptr_array_index (lay->report->problems, i);

      if (pr->kind == ARB_TR_PROBLEM_GROUPS)
        over_limit = TRUE;
      if (pr->kind == ARB_TR_PROBLEM_GROUPS || pr->kind == ARB_TR_PROBLEM_COPIES)
        continue;   /* copies: said by check_copies() */
      g_string_append_printf (all, "%s%s", all->len ? "; " : "", pr->message);
      rule = rule ? rule : pr->rule_id;
    }
  if (rule != NULL)
    {
      arb_refuse (error, rule, "the table after the lay-down is not legal: %s", all->str);
      return FALSE;
    }
  if (over_limit)
    {
      arb_refuse (error, "TR-5", "the table would have %u groups, but with %u players at most %u; "
                  "join groups instead", lay->report->n_groups, ctx->n_players, ctx->group_limit);
      return FALSE;
    }
  return TRUE;
}

static void
group_counts (const ArbTrLay   *lay,
              const ArbTrGroup *g,
              ArbTrCounts      *out)
{
  memset (out, 0, sizeof *out);
  for (int r = g->top; r <= g->bottom; r++)
    for (int c = g->left; c <= g->right; c++)
      if (arb_tr_report_group_at (lay->report, r, c) == g->id)
        out->n[arb_tr_grid_get (lay->grid, r, c)]++;
}

static gboolean
is_line (const ArbTrGroup *g)
{
  return g->top == g->bottom || g->left == g->right;
}

/* An opening group: one straight line made only of added tiles. */
static gboolean
has_opening_line (const ArbTrLay *lay)
{
  for (guint i = 0; i < lay->report->groups->len; i++)
    {
      const ArbTrGroup *g = &g_array_index (lay->report->groups, ArbTrGroup, i);
      ArbTrCounts counts;

      if (!is_line (g))
        continue;
      group_counts (lay, g, &counts);
      if (arb_tr_counts_contains (&lay->added, &counts))
        return TRUE;
    }
  return FALSE;
}

/* Why no group of the lay-down can be an opening: tiles only from the
 * hand that are not in one line (*shape), or none standing apart from
 * the table's tiles.  The tiles in question, or NULL if neither says it. */
static char *
opening_fault (const ArbTrLay *lay,
               gboolean       *shape)
{
  for (guint i = 0; i < lay->report->groups->len; i++)
    {
      const ArbTrGroup *g = &g_array_index (lay->report->groups, ArbTrGroup, i);
      ArbTrCounts counts;

      group_counts (lay, g, &counts);
      if (arb_tr_counts_contains (&lay->added, &counts) && !is_line (g))
        {
          *shape = TRUE;
          return arb_tr_counts_to_string (&counts);
        }
    }
  *shape = FALSE;
  return arb_tr_counts_total (&lay->added) > 0 ? arb_tr_counts_to_string (&lay->added) : NULL;
}

/* TR-6: the lay-down of a player who has not opened holds no opening. */
static void
refuse_no_opening (const ArbTrLayContext *ctx,
                   const ArbTrLay        *lay,
                   GError               **error)
{
  gboolean shape;
  g_autofree char *tiles = opening_fault (lay, &shape);

  if (tiles != NULL && shape)
    arb_refuse (error, "TR-6", "%s has not opened yet: the first lay-down opens a group of 3 or more tiles from "
                "the hand in one straight line, standing alone, and %s do not lie in one line",
                ctx->player, tiles);
  else if (tiles != NULL)
    arb_refuse (error, "TR-6", arb_ngettext ("%s has not opened yet: the first lay-down opens a group of 3 or more "
                                          "tiles from the hand in one straight line, standing alone, and %s joins "
                                          "tiles already on the table; only after the opening may tiles go onto "
                                          "other groups",
                                          "%s has not opened yet: the first lay-down opens a group of 3 or more "
                                          "tiles from the hand in one straight line, standing alone, and %s join "
                                          "tiles already on the table; only after the opening may tiles go onto "
                                          "other groups", arb_tr_counts_total (&lay->added)),
                ctx->player, tiles);
  else
    arb_refuse (error, "TR-6", "%s has not opened yet: the first lay-down opens a group of its own, "
                "3 or more tiles from the hand in one line, standing alone; only then may tiles go onto "
                "other groups", ctx->player);
}

/* Kuhn's matching of groups to the table's old tiles: a group matched to
 * an old tile can be that tile's group moved or grown. */
static gboolean
match_group (const ArbTrCounts *groups,
             guint              g,
             const ArbTrCounts *old,
             int                owner[ARB_TR_N_TILES][ARB_TR_COPIES],
             gboolean          *visited)
{
  for (ArbTrTile t = 1; t <= ARB_TR_N_KINDS; t++)
    for (guint k = 0; k < MIN (old->n[t], ARB_TR_COPIES); k++)
      {
        guint node = t * ARB_TR_COPIES + k;

        if (groups[g].n[t] == 0 || visited[node])
          continue;
        visited[node] = TRUE;
        if (owner[t][k] < 0 || match_group (groups, (guint) owner[t][k], old, owner, visited))
          {
            owner[t][k] = (int) g;
            return TRUE;
          }
      }
  return FALSE;
}

/*
 * How many groups the lay-down opens: more groups than before, or
 * groups that no tile of the old table can be in (copies of a tile are
 * interchangeable, so this is a matching), whichever is more.
 */
static guint
new_groups (const ArbTrLayContext *ctx,
            const ArbTrLay        *lay)
{
  guint n = lay->report->n_groups;
  g_autofree ArbTrCounts *groups = g_new0 (ArbTrCounts, n + 1);
  int owner[ARB_TR_N_TILES][ARB_TR_COPIES];
  guint matched = 0;

  memset (owner, -1, sizeof owner);
  for (guint i = 0; i < n; i++)
    group_counts (lay, &g_array_index (lay->report->groups, ArbTrGroup, i), &groups[i]);
  for (guint i = 0; i < n; i++)
    {
      gboolean visited[ARB_TR_N_TILES * ARB_TR_COPIES] = { FALSE };

      matched += match_group (groups, i, ctx->before, owner, visited);
    }
  return MAX (n > ctx->groups_before ? n - ctx->groups_before : 0, n - matched);
}

/* TR-6: the opening group, and no further group until all have opened
 * (the last to open may open more in that turn). */
static gboolean
check_opening (const ArbTrLayContext *ctx,
               const ArbTrLay        *lay,
               GError               **error)
{
  guint allowed = ctx->opened ? 0 : 1;

  if (!ctx->opened && !has_opening_line (lay))
    {
      refuse_no_opening (ctx, lay, error);
      return FALSE;
    }
  if (*ctx->waiting == '\0' || new_groups (ctx, lay) <= allowed)
    return TRUE;
  if (lay->report->n_groups > ctx->groups_before + allowed)
    arb_refuse (error, "TR-6", arb_ngettext ("%s not opened yet, so no further group may be laid: the table had %u "
                                          "group and would have %u%s",
                                          "%s not opened yet, so no further group may be laid: the table had %u "
                                          "groups and would have %u%s", ctx->groups_before),
                ctx->waiting, ctx->groups_before, lay->report->n_groups,
                ctx->opened ? "" : _(" (the opening group included)"));
  else
    arb_refuse (error, "TR-6", "%s not opened yet, so no further group may be laid, and one group here "
                "is made only of new tiles%s", ctx->waiting, ctx->opened ? "" : " besides the opening group");
  return FALSE;
}

gboolean
arb_tr_lay_check (const ArbTrLayContext *ctx,
                  const char *const     *args,
                  ArbTrLay              *lay,
                  GError               **error)
{
  memset (lay, 0, sizeof *lay);
  return read_grid (args, lay, error) && check_copies (ctx, lay, error) && check_tiles (ctx, lay, error)
         && check_legal (ctx, lay, error) && check_opening (ctx, lay, error);
}
