/* SPDX-License-Identifier: GPL-3.0-or-later */
/* arbiter-cli table / solve / fit: Tile Rummy without a game. */
#include "arb-tilerummy-cli.h"

#include <stdio.h>
#include <string.h>

#include "arb-check.h"
#include "arb-error.h"
#include "arb-json.h"
#include "games/tilerummy/grid.h"
#include "games/tilerummy/solver.h"

enum { EXIT_YES = 0, EXIT_NO = 1, EXIT_ERROR = 2, EXIT_UNKNOWN = 3 };

static void
print_json (JsonNode *node)
{
  g_autofree char *text = arb_json_print (node);

  printf ("%s\n", text);
  json_node_unref (node);
}

static int
fail (const char *format,
      ...) G_GNUC_PRINTF (1, 2);

static int
fail (const char *format,
      ...)
{
  g_autofree char *text = NULL;
  va_list args;

  va_start (args, format);
  text = g_strdup_vprintf (format, args);
  va_end (args);
  fprintf (stderr, "arbiter-cli: %s\n", text);
  return EXIT_ERROR;
}

static ArbTrGrid *
read_grid (const char *file,
           GError    **error)
{
  g_autofree char *text = NULL;
  gsize length;

  if (!arb_check_read_file (file, &text, &length, error))
    return NULL;
  if (!g_utf8_validate (text, (gssize) length, NULL) || memchr (text, '\0', length) != NULL)
    {
      g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_INVAL, "not a text file");
      return NULL;
    }
  /* a byte-order mark, as some editors write it, is not a cell */
  return arb_tr_grid_from_text (g_str_has_prefix (text, "\xEF\xBB\xBF") ? text + 3 : text, error);
}

static const char *
limit_words (int players)
{
  if (players == 4)
    return "at most 4 with 4 players";
  if (players > 0)
    return "at most 3 with 2 or 3 players";
  return "at most 3 with 2–3 players, 4 with 4";
}

/* ---- table ---- */

static void
add_int (JsonBuilder *b,
         const char  *key,
         int          value)
{
  json_builder_set_member_name (b, key);
  json_builder_add_int_value (b, value);
}

static const char *
problem_kind (ArbTrProblemKind kind)
{
  static const char *const names[] = { "short-run", "not-a-line", "lone-tile", "copies", "groups" };

  return names[kind];
}

static void
add_problem (JsonBuilder        *b,
             const ArbTrReport  *report,
             const ArbTrProblem *p)
{
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "rule");
  json_builder_add_string_value (b, p->rule_id);
  json_builder_set_member_name (b, "kind");
  json_builder_add_string_value (b, problem_kind (p->kind));
  json_builder_set_member_name (b, "message");
  json_builder_add_string_value (b, p->message);
  json_builder_set_member_name (b, "cells");
  json_builder_begin_array (b);
  for (guint i = 0; p->kind <= ARB_TR_PROBLEM_LONE && i < p->length; i++)
    {
      json_builder_begin_array (b);
      json_builder_add_int_value (b, p->row - report->top + 1 + (p->vertical ? (int) i : 0));
      json_builder_add_int_value (b, p->col - report->left + 1 + (p->vertical ? 0 : (int) i));
      json_builder_end_array (b);
    }
  json_builder_end_array (b);
  json_builder_end_object (b);
}

static void
add_group (JsonBuilder       *b,
           const ArbTrReport *report,
           const ArbTrGroup  *g)
{
  json_builder_begin_object (b);
  add_int (b, "id", (int) g->id);
  add_int (b, "tiles", (int) g->n_tiles);
  add_int (b, "top", g->top - report->top + 1);
  add_int (b, "left", g->left - report->left + 1);
  add_int (b, "bottom", g->bottom - report->top + 1);
  add_int (b, "right", g->right - report->left + 1);
  json_builder_end_object (b);
}

static JsonNode *
table_json (const char        *file,
            const ArbTrReport *report,
            int                players)
{
  g_autoptr(JsonBuilder) b = json_builder_new ();

  json_builder_begin_object (b);
  json_builder_set_member_name (b, "file");
  json_builder_add_string_value (b, file);
  json_builder_set_member_name (b, "legal");
  json_builder_add_boolean_value (b, report->legal);
  add_int (b, "tiles", (int) report->n_tiles);
  json_builder_set_member_name (b, "players");
  if (players > 0)
    json_builder_add_int_value (b, players);
  else
    json_builder_add_null_value (b);
  add_int (b, "group_limit", (int) report->group_limit);
  json_builder_set_member_name (b, "groups");
  json_builder_begin_array (b);
  for (guint i = 0; i < report->groups->len; i++)
    add_group (b, report, &g_array_index (report->groups, ArbTrGroup, i));
  json_builder_end_array (b);
  json_builder_set_member_name (b, "problems");
  json_builder_begin_array (b);
  for (guint i = 0; i < report->problems->len; i++)
    add_problem (b, report, g_ptr_array_index (report->problems, i));
  json_builder_end_array (b);
  json_builder_end_object (b);
  return json_builder_get_root (b);
}

static char *
span_words (const char *what,
            int         from,
            int         to)
{
  if (from == to)
    return g_strdup_printf ("%s %d", what, from);
  return g_strdup_printf ("%ss %d–%d", what, from, to);
}

static void
print_table (const char        *file,
             const ArbTrReport *report,
             int                players)
{
  if (report->legal)
    printf ("%s: legal: %u tiles in %u group%s (%s)\n", file, report->n_tiles, report->n_groups,
            report->n_groups == 1 ? "" : "s", limit_words (players));
  else
    printf ("%s: not legal: %u problem%s; %u tiles in %u group%s (%s)\n", file, report->problems->len,
            report->problems->len == 1 ? "" : "s", report->n_tiles, report->n_groups,
            report->n_groups == 1 ? "" : "s", limit_words (players));
  for (guint i = 0; i < report->problems->len; i++)
    {
      ArbTrProblem *p = g_ptr_array_index (report->problems, i);

      printf ("%s: %s: %s\n", file, p->rule_id, p->message);
    }
  for (guint i = 0; i < report->groups->len; i++)
    {
      const ArbTrGroup *g = &g_array_index (report->groups, ArbTrGroup, i);
      g_autofree char *rows = span_words ("row", g->top - report->top + 1, g->bottom - report->top + 1);
      g_autofree char *cols = span_words ("column", g->left - report->left + 1, g->right - report->left + 1);

      printf ("  group %u: %u tile%s, %s, %s\n", g->id, g->n_tiles, g->n_tiles == 1 ? "" : "s", rows, cols);
    }
}

int
arb_tr_cli_table (const char            *file,
                  const ArbTrCliOptions *opts)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(ArbTrGrid) grid = read_grid (file, &error);
  g_autoptr(ArbTrReport) report = NULL;

  if (grid == NULL)
    return fail ("%s: %s", file, error->message);
  report = arb_tr_grid_check (grid, opts->players == 4 || opts->players == 0 ? 4 : 3);
  if (opts->json)
    print_json (table_json (file, report, opts->players));
  else
    print_table (file, report, opts->players);
  return report->legal ? EXIT_YES : EXIT_NO;
}

/* ---- solve and fit ---- */

static gboolean
read_tiles (const char  *text,
            ArbTrCounts *counts,
            GError     **error)
{
  return arb_tr_counts_parse (text, counts, error);
}

static void
add_tile_list (JsonBuilder       *b,
               const char        *key,
               const ArbTrCounts *counts)
{
  json_builder_set_member_name (b, key);
  json_builder_begin_array (b);
  for (ArbTrTile t = 1; t < ARB_TR_N_TILES; t++)
    for (guint k = 0; k < counts->n[t]; k++)
      json_builder_add_string_value (b, arb_tr_tile_name (t));
  json_builder_end_array (b);
}

static void
add_lines (JsonBuilder *b,
           GArray      *lines)
{
  json_builder_set_member_name (b, "lines");
  json_builder_begin_array (b);
  for (guint i = 0; i < lines->len; i++)
    {
      const ArbTrLine *line = &g_array_index (lines, ArbTrLine, i);

      json_builder_begin_array (b);
      for (guint k = 0; k < line->n; k++)
        json_builder_add_string_value (b, arb_tr_tile_name (line->tiles[k]));
      json_builder_end_array (b);
    }
  json_builder_end_array (b);
}

/* The grid as text rows ("r5 r6 r7", "b5"), aligned. */
static void
add_grid (JsonBuilder     *b,
          const ArbTrGrid *grid)
{
  g_autofree char *text = grid ? arb_tr_grid_to_text (grid) : NULL;
  g_auto(GStrv) rows = text ? g_strsplit (text, "\n", -1) : NULL;

  json_builder_set_member_name (b, "grid");
  if (grid == NULL)
    {
      json_builder_add_null_value (b);
      return;
    }
  json_builder_begin_array (b);
  for (guint i = 0; rows[i] != NULL; i++)
    if (*rows[i] != '\0' || rows[i + 1] != NULL)
      json_builder_add_string_value (b, rows[i]);
  json_builder_end_array (b);
}

/* Rack tiles a layout places: its tiles minus the table's. */
static void
placed_by_lines (GArray            *lines,
                 const ArbTrCounts *table,
                 ArbTrCounts       *placed)
{
  ArbTrCounts all = { { 0 } };

  for (guint i = 0; i < lines->len; i++)
    {
      const ArbTrLine *line = &g_array_index (lines, ArbTrLine, i);

      for (guint k = 0; k < line->n; k++)
        all.n[line->tiles[k]]++;
    }
  arb_tr_counts_minus (&all, table, placed);
}

static void
placed_by_grid (const ArbTrGrid   *grid,
                const ArbTrCounts *table,
                ArbTrCounts       *placed)
{
  ArbTrCounts all = { { 0 } };

  if (grid != NULL)
    arb_tr_grid_counts (grid, &all);
  arb_tr_counts_minus (&all, table, placed);
}

static const char *
answer_2d (const ArbTrSolution *sol)
{
  if (!sol->exact_2d && sol->low_2d < (int) sol->rack_tiles)
    return "unknown";
  return sol->low_2d == (int) sol->rack_tiles ? "yes" : "no";
}

static void
add_2d (JsonBuilder         *b,
        const ArbTrSolution *sol,
        const ArbTrCounts   *table,
        gboolean             question_all)
{
  ArbTrCounts placed;

  json_builder_set_member_name (b, "two_d");
  json_builder_begin_object (b);
  if (question_all)
    {
      json_builder_set_member_name (b, "answer");
      json_builder_add_string_value (b, answer_2d (sol));
    }
  else
    {
      add_int (b, "low", sol->low_2d);
      add_int (b, "high", sol->high_2d);
      placed_by_grid (sol->grid_2d, table, &placed);
      add_tile_list (b, "placed", &placed);
    }
  json_builder_set_member_name (b, "exact");
  json_builder_add_boolean_value (b, sol->exact_2d);
  add_grid (b, sol->low_2d >= 0 ? sol->grid_2d : NULL);
  json_builder_end_object (b);
}

static JsonNode *
solution_json (const ArbTrSolution *sol,
               const ArbTrCounts   *table,
               const ArbTrCounts   *rack,
               const char          *file,
               gboolean             question_all)
{
  g_autoptr(JsonBuilder) b = json_builder_new ();
  ArbTrCounts placed;

  json_builder_begin_object (b);
  if (file != NULL)
    {
      json_builder_set_member_name (b, "file");
      json_builder_add_string_value (b, file);
    }
  add_tile_list (b, question_all ? "tiles" : "table", table);
  if (!question_all)
    add_tile_list (b, "rack", rack);
  json_builder_set_member_name (b, "one_d");
  json_builder_begin_object (b);
  if (question_all)
    {
      json_builder_set_member_name (b, "answer");
      json_builder_add_string_value (b, sol->most_1d >= 0 ? "yes" : "no");
    }
  else
    {
      add_int (b, "most", sol->most_1d);
      placed_by_lines (sol->lines_1d, table, &placed);
      add_tile_list (b, "placed", &placed);
    }
  add_lines (b, sol->lines_1d);
  json_builder_end_object (b);
  add_2d (b, sol, table, question_all);
  json_builder_end_object (b);
  return json_builder_get_root (b);
}

static void
print_lines (GArray *lines)
{
  for (guint i = 0; i < lines->len; i++)
    {
      g_autofree char *text = arb_tr_line_text (&g_array_index (lines, ArbTrLine, i));

      printf ("  %s\n", text);
    }
}

static void
print_grid (const ArbTrGrid *grid)
{
  g_autofree char *text = arb_tr_grid_to_text (grid);
  g_auto(GStrv) rows = g_strsplit (text, "\n", -1);

  for (guint i = 0; rows[i] != NULL && rows[i + 1] != NULL; i++)
    printf ("%s%s\n", *rows[i] != '\0' ? "  " : "", rows[i]);
}

static void
print_solve (const ArbTrSolution *sol,
             const ArbTrCounts   *tiles,
             int                  budget_ms)
{
  g_autofree char *list = arb_tr_counts_to_string (tiles);
  const char *two_d = answer_2d (sol);

  printf ("%u tiles: %s\n", sol->table_tiles, list);
  printf ("1D, each tile in one line: %s\n", sol->most_1d >= 0 ? "yes" : "no");
  print_lines (sol->lines_1d);
  if (sol->most_1d >= 0)
    printf ("2D: yes, as in 1D\n");
  else if (g_str_equal (two_d, "unknown"))
    printf ("2D, a tile in one line across and one down: not known; "
            "the search stopped after %d ms of processor time\n", budget_ms);
  else
    {
      printf ("2D, a tile in one line across and one down: %s\n", two_d);
      if (sol->low_2d >= 0)
        print_grid (sol->grid_2d);
    }
}

static int
solve_exit (const ArbTrSolution *sol)
{
  const char *two_d = answer_2d (sol);

  if (g_str_equal (two_d, "yes"))
    return EXIT_YES;
  return g_str_equal (two_d, "no") ? EXIT_NO : EXIT_UNKNOWN;
}

int
arb_tr_cli_solve (const char *const     *words,
                  const ArbTrCliOptions *opts)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *joined = g_strjoinv (" ", (char **) words);
  ArbTrCounts tiles, none = { { 0 } };
  ArbTrSolveOptions so = { (guint) opts->budget_ms };
  g_autoptr(ArbTrSolution) sol = NULL;

  if (opts->table != NULL)
    {
      g_autoptr(ArbTrGrid) grid = read_grid (opts->table, &error);

      if (grid == NULL)
        return fail ("%s: %s", opts->table, error->message);
      arb_tr_grid_counts (grid, &tiles);
    }
  else if (!read_tiles (joined, &tiles, &error))
    return fail ("%s", error->message);
  if (!arb_tr_solve_check_input (&tiles, &none, &error))
    return fail ("%s", error->message);
  sol = arb_tr_solve (&tiles, &none, &so);
  if (opts->json)
    print_json (solution_json (sol, &tiles, &none, opts->table, TRUE));
  else
    print_solve (sol, &tiles, opts->budget_ms);
  return solve_exit (sol);
}

static void
print_fit (const char          *file,
           const ArbTrSolution *sol,
           const ArbTrCounts   *table,
           const ArbTrCounts   *rack,
           int                  budget_ms)
{
  g_autofree char *rack_list = arb_tr_counts_to_string (rack);
  ArbTrCounts placed;

  printf ("%s: %u tiles on the table; rack of %u: %s\n", file, sol->table_tiles, sol->rack_tiles, rack_list);
  if (sol->most_1d < 0)
    printf ("1D, each tile in one line: the table tiles themselves do not split into lines\n");
  else
    {
      g_autofree char *list = NULL;

      placed_by_lines (sol->lines_1d, table, &placed);
      list = arb_tr_counts_to_string (&placed);
      printf ("1D, each tile in one line: %d of %u fit%s%s\n", sol->most_1d, sol->rack_tiles,
              sol->most_1d > 0 ? ": " : "", list);
      print_lines (sol->lines_1d);
    }
  if (sol->low_2d < 0 && sol->exact_2d)
    printf ("2D: no legal table holds every table tile\n");
  else if (sol->low_2d == sol->most_1d && sol->exact_2d)
    printf ("2D: %d, as in 1D\n", sol->low_2d);
  else
    {
      g_autofree char *list = NULL;

      placed_by_grid (sol->grid_2d, table, &placed);
      list = arb_tr_counts_to_string (&placed);
      if (sol->exact_2d)
        printf ("2D, a tile in one line across and one down: %d of %u fit%s%s\n", sol->low_2d,
                sol->rack_tiles, sol->low_2d > 0 ? ": " : "", list);
      else
        printf ("2D, a tile in one line across and one down: at least %d, at most %d "
                "(the search stopped after %d ms of processor time)%s%s\n", MAX (sol->low_2d, 0),
                sol->high_2d, budget_ms, sol->low_2d > 0 ? "; this places " : "", sol->low_2d > 0 ? list : "");
      if (sol->grid_2d != NULL && sol->low_2d > sol->most_1d)
        print_grid (sol->grid_2d);
    }
}

int
arb_tr_cli_fit (const char            *file,
                const ArbTrCliOptions *opts)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(ArbTrGrid) grid = read_grid (file, &error);
  ArbTrCounts table, rack;
  ArbTrSolveOptions so = { (guint) opts->budget_ms };
  g_autoptr(ArbTrSolution) sol = NULL;

  if (grid == NULL)
    return fail ("%s: %s", file, error->message);
  if (opts->rack == NULL)
    return fail ("fit needs the rack: --rack \"r5 b7 y9\"");
  if (!read_tiles (opts->rack, &rack, &error))
    return fail ("--rack: %s", error->message);
  arb_tr_grid_counts (grid, &table);
  if (!arb_tr_solve_check_input (&table, &rack, &error))
    return fail ("%s", error->message);
  sol = arb_tr_solve (&table, &rack, &so);
  if (opts->json)
    print_json (solution_json (sol, &table, &rack, file, FALSE));
  else
    print_fit (file, sol, &table, &rack, opts->budget_ms);
  return EXIT_YES;
}
