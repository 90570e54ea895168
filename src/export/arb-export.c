/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "arb-export.h"

#include <string.h>

void
arb_export_csv_field (GString    *out,
                      const char *field)
{
  if (strpbrk (field, ",\"\r\n") == NULL)
    {
      g_string_append (out, field);
      return;
    }
  g_string_append_c (out, '"');
  for (const char *c = field; *c != '\0'; c++)
    {
      if (*c == '"')
        g_string_append_c (out, '"');
      g_string_append_c (out, *c);
    }
  g_string_append_c (out, '"');
}

static void
header_row (GString              *out,
            const ArbScoreSeries *series)
{
  g_string_append (out, "seat,name,total,winner");
  for (guint i = 1; i < series->points->len; i++)
    {
      g_autofree char *label = arb_score_point_label (series, g_ptr_array_index (series->points, i));

      g_string_append_c (out, ',');
      arb_export_csv_field (out, label);
    }
  g_string_append (out, "\r\n");
}

/* The table the rows come from: the score now, the series before it. */
char *
arb_export_csv_table (const ArbScoreSeries *series,
                      const ArbScore       *score,
                      const char *const    *names)
{
  GString *out = g_string_new (NULL);
  gboolean secret = arb_score_has_secret (score);

  header_row (out, series);
  for (guint seat = 0; seat < series->n_players; seat++)
    {
      const ArbPlayerScore *p = g_ptr_array_index (score->players, seat);

      g_string_append_printf (out, "%u,", seat + 1);
      arb_export_csv_field (out, names[seat]);
      g_string_append_printf (out, ",%d,%s", secret ? arb_score_visible_total (score, p) : p->total,
                              p->winner && !secret ? "yes" : "no");
      for (guint i = 1; i < series->points->len; i++)
        g_string_append_printf (out, ",%d",
                                ((ArbScorePoint *) g_ptr_array_index (series->points, i))->totals[seat]);
      g_string_append (out, "\r\n");
    }
  return g_string_free (out, FALSE);
}

char *
arb_export_csv (ArbGame *game)
{
  g_autoptr(ArbScoreSeries) series = arb_game_score_series (game);
  g_autoptr(ArbScore) score = arb_game_score (game);

  return arb_export_csv_table (series, score, (const char *const *) arb_game_get_setup (game)->players);
}

/* Characters no file name may hold on the systems people copy files to. */
static void
append_safe (GString    *out,
             const char *text)
{
  for (const char *c = text; *c != '\0'; c++)
    g_string_append_c (out, strchr ("/\\:*?\"<>|", *c) != NULL ? '-' : *c);
}

char *
arb_export_file_name (ArbGame    *game,
                      GDateTime  *date,
                      const char *extension)
{
  ArbSetup *setup = arb_game_get_setup (game);
  g_autofree char *day = g_date_time_format (date, "%Y-%m-%d");
  GString *out = g_string_new (NULL);

  append_safe (out, setup->rules->title);
  g_string_append_printf (out, " %s", day);
  for (guint i = 0; i < setup->n_players; i++)
    {
      g_string_append_c (out, ' ');
      append_safe (out, setup->players[i]);
    }
  g_string_append_printf (out, ".%s", extension);
  return g_string_free (out, FALSE);
}
