/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Runs every tests/records/NAME.rec against its NAME.expect. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <glib.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "arb-check.h"

typedef struct {
  char *rec_path;
  char *expect_path;
} RecordCase;

static int
player_seat (const ArbCheck *check,
             const char     *name)
{
  int seat = arb_setup_find_player (check->record->setup, name);

  if (seat < 0)
    fail_msg ("expect names unknown player “%s”", name);
  return seat;
}

static void
expect_verdict (const ArbCheck *check,
                char          **words,
                const char     *file)
{
  if (g_str_equal (words[1], "legal"))
    {
      if (check->error != NULL)
        fail_msg ("%s: expected legal, got line %u: %s", file, check->line, check->error->message);
      return;
    }
  assert_string_equal (words[1], "refused");
  if (check->error == NULL)
    fail_msg ("%s: expected a refusal at line %s, but every entry was accepted", file, words[2]);
  if (check->line != (guint) atoi (words[2]) || g_strcmp0 (check->rule_id, words[3]) != 0)
    fail_msg ("%s: expected refusal at line %s by %s, got line %u: %s", file, words[2],
              words[3], check->line, check->error->message);
}

static void
expect_winners (const ArbCheck *check,
                const char     *list,
                ArbScore       *score)
{
  g_auto(GStrv) names = g_strsplit (list, ",", -1);
  guint expected = 0;

  for (guint i = 0; names[i] != NULL; i++)
    {
      g_strstrip (names[i]);
      if (g_str_equal (names[i], "none"))
        continue;
      expected++;
      if (!arb_score_get_player (score, (guint) player_seat (check, names[i]))->winner)
        fail_msg ("%s should be a winner: %s", names[i], score->verdict);
    }
  assert_int_equal (arb_score_n_winners (score), expected);
}

static void
expect_line (const ArbCheck *check,
             const char     *line,
             const char     *file)
{
  g_auto(GStrv) words = g_strsplit_set (line, " \t", 4);
  g_autoptr(ArbScore) score = NULL;

  if (g_str_equal (words[0], "verdict"))
    return expect_verdict (check, words, file);
  if (check->game == NULL)
    fail_msg ("%s: no game to check “%s” against", file, line);
  score = arb_game_score (check->game);
  if (g_str_equal (words[0], "finished"))
    assert_int_equal (score->finished, g_str_equal (words[1], "yes"));
  else if (g_str_equal (words[0], "events"))
    assert_int_equal (arb_game_get_n_events (check->game), atoi (words[1]));
  else if (g_str_equal (words[0], "winners"))
    expect_winners (check, line + strlen ("winners"), score);
  else if (g_str_equal (words[0], "score") || g_str_equal (words[0], "rank"))
    {
      const char *sp = strrchr (line, ' ');
      g_autofree char *name = g_strstrip (g_strndup (line + strlen (words[0]), sp - line - strlen (words[0])));
      ArbPlayerScore *p = arb_score_get_player (score, (guint) player_seat (check, name));
      int want = atoi (sp + 1);

      if ((g_str_equal (words[0], "score") ? p->total : (int) p->rank) != want)
        fail_msg ("%s: %s of %s is %d, expected %d", file, words[0], name,
                  g_str_equal (words[0], "score") ? p->total : (int) p->rank, want);
    }
  else
    fail_msg ("%s: unknown expect line “%s”", file, line);
}

static void
run_case (void **state)
{
  RecordCase *c = *state;
  g_autofree char *text = NULL;
  gsize length = 0;
  g_autofree char *expect = NULL;
  g_auto(GStrv) lines = NULL;
  g_autoptr(ArbCheck) check = NULL;
  gboolean has_verdict = FALSE;

  assert_true (g_file_get_contents (c->rec_path, &text, &length, NULL));
  assert_true (g_file_get_contents (c->expect_path, &expect, NULL, NULL));
  check = arb_check_text (text, (gssize) length, G_MAXUINT);
  lines = g_strsplit (expect, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      char *line = g_strstrip (lines[i]);

      if (*line == '\0' || *line == '#')
        continue;
      has_verdict |= g_str_has_prefix (line, "verdict");
      expect_line (check, line, c->rec_path);
    }
  if (!has_verdict)
    fail_msg ("%s has no verdict line", c->expect_path);
}

static int
compare_names (gconstpointer a,
               gconstpointer b)
{
  return g_strcmp0 (*(const char *const *) a, *(const char *const *) b);
}

static GPtrArray *
collect_cases (const char *records_dir)
{
  g_autoptr(GDir) dir = g_dir_open (records_dir, 0, NULL);
  GPtrArray *names = g_ptr_array_new_with_free_func (g_free);
  const char *name;

  g_assert (dir != NULL);
  while ((name = g_dir_read_name (dir)) != NULL)
    if (g_str_has_suffix (name, ".rec"))
      g_ptr_array_add (names, g_strndup (name, strlen (name) - 4));
  g_ptr_array_sort (names, compare_names);
  return names;
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GPtrArray) names = NULL;
  g_autoptr(GArray) tests = g_array_new (FALSE, TRUE, sizeof (struct CMUnitTest));
  g_autoptr(GPtrArray) cases = g_ptr_array_new ();
  const char *records_dir = argc > 1 ? argv[1] : "records";
  int failed;

  names = collect_cases (records_dir);
  if (names->len == 0)
    {
      fprintf (stderr, "no records in %s\n", records_dir);
      return 1;
    }
  for (guint i = 0; i < names->len; i++)
    {
      const char *base = g_ptr_array_index (names, i);
      RecordCase *c = g_new0 (RecordCase, 1);
      struct CMUnitTest t = { base, run_case, NULL, NULL, c };

      c->rec_path = g_strdup_printf ("%s/%s.rec", records_dir, base);
      c->expect_path = g_strdup_printf ("%s/%s.expect", records_dir, base);
      g_ptr_array_add (cases, c);
      g_array_append_val (tests, t);
    }
  failed = _cmocka_run_group_tests ("records", (const struct CMUnitTest *) tests->data,
                                    tests->len, NULL, NULL);
  for (guint i = 0; i < cases->len; i++)
    {
      RecordCase *c = g_ptr_array_index (cases, i);

      g_free (c->rec_path);
      g_free (c->expect_path);
      g_free (c);
    }
  return failed;
}
