/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * Runs every tests/records/NAME.rec against its NAME.expect.
 *
 * With --bad (tests/records/bad/), every record is one that Arbiter must
 * refuse: each .expect gives the refusal, and the run ends by counting the
 * records refused, by game and by kind (the word after the game in the
 * file name: header, bytes, value, actor, end, scoreonly).  A warning
 * while checking one fails it; a crash is the sanitizers' to catch, and
 * test-cli-bad.sh runs arbiter-cli on each as a process of its own.
 */
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
  char *name;
  gboolean refused;     /* Arbiter refused it, at any line */
  gboolean as_expected; /* ... at the line and with the rule expected */
} RecordCase;

static gboolean bad_mode;

/*
 * The checks return what is wrong (NULL when all is well) instead of
 * failing on the spot, so that a failing case frees what it holds before
 * cmocka jumps out of it: the sanitizer run then reports only real leaks.
 */
#define PROBLEM(...) g_strdup_printf (__VA_ARGS__)

static char *
player_seat (const ArbCheck *check,
             const char     *name,
             guint          *seat)
{
  int found = arb_setup_find_player (check->record->setup, name);

  if (found < 0)
    return PROBLEM ("expect names unknown player “%s”", name);
  *seat = (guint) found;
  return NULL;
}

static char *
expect_verdict (const ArbCheck *check,
                char          **words,
                const char     *file)
{
  if (words[1] == NULL)
    return PROBLEM ("%s: a verdict line says legal or refused", file);
  if (bad_mode && !g_str_equal (words[1], "refused"))
    return PROBLEM ("%s: a bad input expects a refusal, not “%s”", file, words[1]);
  if (g_str_equal (words[1], "legal"))
    {
      if (check->error != NULL)
        return PROBLEM ("%s: expected legal, got line %u: %s", file, check->line, check->error->message);
      return NULL;
    }
  if (!g_str_equal (words[1], "refused") || words[2] == NULL || words[3] == NULL)
    return PROBLEM ("%s: write verdict refused LINE RULE", file);
  if (check->error == NULL)
    return PROBLEM ("%s: expected a refusal at line %s, but every entry was accepted", file, words[2]);
  if (check->line != (guint) atoi (words[2]) || g_strcmp0 (check->rule_id, words[3]) != 0)
    return PROBLEM ("%s: expected refusal at line %s by %s, got line %u: %s", file, words[2],
                    words[3], check->line, check->error->message);
  return NULL;
}

static char *
expect_winners (const ArbCheck *check,
                const char     *list,
                ArbScore       *score)
{
  g_auto(GStrv) names = g_strsplit (list, ",", -1);
  guint expected = 0;

  for (guint i = 0; names[i] != NULL; i++)
    {
      guint seat = 0;
      char *problem;

      g_strstrip (names[i]);
      if (g_str_equal (names[i], "none"))
        continue;
      expected++;
      if ((problem = player_seat (check, names[i], &seat)) != NULL)
        return problem;
      if (!arb_score_get_player (score, seat)->winner)
        return PROBLEM ("%s should be a winner: %s", names[i], score->verdict);
    }
  if (arb_score_n_winners (score) != expected)
    return PROBLEM ("%u winners, expected %u: %s", arb_score_n_winners (score), expected, score->verdict);
  return NULL;
}

static char *
expect_line (const ArbCheck *check,
             const char     *line,
             const char     *file)
{
  g_auto(GStrv) words = g_strsplit_set (line, " \t", 4);
  g_autoptr(ArbScore) score = NULL;

  if (g_str_equal (words[0], "verdict"))
    return expect_verdict (check, words, file);
  if (words[1] == NULL)
    return PROBLEM ("%s: “%s” needs a value", file, line);
  /* a record refused before its first event has no game: nothing accepted */
  if (check->game == NULL && g_str_equal (words[0], "events") && atoi (words[1]) == 0)
    return NULL;
  if (check->game == NULL)
    return PROBLEM ("%s: no game to check “%s” against", file, line);
  score = arb_game_score (check->game);
  if (g_str_equal (words[0], "finished"))
    {
      if (score->finished != g_str_equal (words[1], "yes"))
        return PROBLEM ("%s: finished is %s, expected %s", file, score->finished ? "yes" : "no", words[1]);
    }
  else if (g_str_equal (words[0], "events"))
    {
      if (arb_game_get_n_events (check->game) != (guint) atoi (words[1]))
        return PROBLEM ("%s: %u events accepted, expected %s", file,
                        arb_game_get_n_events (check->game), words[1]);
    }
  else if (g_str_equal (words[0], "winners"))
    return expect_winners (check, line + strlen ("winners"), score);
  else if (g_str_equal (words[0], "score") || g_str_equal (words[0], "rank"))
    {
      const char *sp = strrchr (line, ' ');
      g_autofree char *name = g_strstrip (g_strndup (line + strlen (words[0]), sp - line - strlen (words[0])));
      guint seat = 0;
      char *problem = player_seat (check, name, &seat);
      ArbPlayerScore *p;
      int want = atoi (sp + 1);

      if (problem != NULL)
        return problem;
      p = arb_score_get_player (score, seat);
      if ((g_str_equal (words[0], "score") ? p->total : (int) p->rank) != want)
        return PROBLEM ("%s: %s of %s is %d, expected %d", file, words[0], name,
                        g_str_equal (words[0], "score") ? p->total : (int) p->rank, want);
    }
  else
    return PROBLEM ("%s: unknown expect line “%s”", file, line);
  return NULL;
}

/*
 * With --bad, a critical warning or a warning from the parser or an
 * engine (a failed g_return_if_fail, say) fails the case it came from
 * instead of aborting the run under G_DEBUG=fatal-warnings; a signal such
 * as SIGSEGV fails the case too (cmocka catches it).
 */
static char *last_warning;

static void
remember_warning (const char     *domain,
                  GLogLevelFlags  level,
                  const char     *message,
                  gpointer        data)
{
  (void) data;
  if ((level & (G_LOG_LEVEL_CRITICAL | G_LOG_LEVEL_WARNING)) == 0)
    return;
  if (last_warning == NULL)
    last_warning = g_strdup_printf ("%s%s%s", domain ? domain : "", domain ? ": " : "", message);
}

/* The first problem with the case, or NULL. */
static char *
check_case (RecordCase *c,
            const char *text,
            gsize       length,
            const char *expect)
{
  g_autoptr(ArbCheck) check = NULL;
  g_auto(GStrv) lines = NULL;
  gboolean has_verdict = FALSE;
  char *problem = NULL;

  g_clear_pointer (&last_warning, g_free);
  check = arb_check_text (text, (gssize) length, G_MAXUINT);
  if (last_warning != NULL)
    {
      problem = PROBLEM ("%s: checking it gave a warning: %s", c->rec_path, last_warning);
      g_clear_pointer (&last_warning, g_free);
      return problem;
    }
  c->refused = check->error != NULL;
  if (check->error != NULL)
    {
      g_autofree char *message = arb_check_message (check);

      /* the message quotes the record: it must still be text to print */
      if (message == NULL || !g_utf8_validate (message, -1, NULL))
        return PROBLEM ("%s: the refusal's message is not UTF-8", c->rec_path);
      if (check->line == 0)
        return PROBLEM ("%s: the refusal has no line: %s", c->rec_path, message);
    }
  lines = g_strsplit (expect, "\n", -1);
  for (guint i = 0; lines[i] != NULL && problem == NULL; i++)
    {
      char *line = g_strstrip (lines[i]);

      if (*line == '\0' || *line == '#')
        continue;
      has_verdict |= g_str_has_prefix (line, "verdict");
      problem = expect_line (check, line, c->rec_path);
    }
  if (problem == NULL && !has_verdict)
    problem = PROBLEM ("%s has no verdict line", c->expect_path);
  return problem;
}

static void
run_case (void **state)
{
  RecordCase *c = *state;
  char *text = NULL;
  char *expect = NULL;
  gsize length = 0;
  char *problem;

  if (!g_file_get_contents (c->rec_path, &text, &length, NULL)
      || !g_file_get_contents (c->expect_path, &expect, NULL, NULL))
    problem = PROBLEM ("cannot read %s or its .expect", c->rec_path);
  else
    problem = check_case (c, text, length, expect);
  g_free (text);
  g_free (expect);
  c->as_expected = problem == NULL;
  if (problem != NULL)
    {
      print_error ("%s\n", problem);
      g_free (problem);
      fail ();
    }
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

typedef struct {
  GPtrArray *keys;   /* in order of first appearance */
  GArray    *counts; /* guint, refused records per key */
} Tally;

static void
tally_add (Tally      *tally,
           const char *key,
           guint       refused)
{
  guint i;

  for (i = 0; i < tally->keys->len; i++)
    if (g_str_equal (g_ptr_array_index (tally->keys, i), key))
      break;
  if (i == tally->keys->len)
    {
      guint zero = 0;

      g_ptr_array_add (tally->keys, g_strdup (key));
      g_array_append_val (tally->counts, zero);
    }
  g_array_index (tally->counts, guint, i) += refused;
}

static void
tally_print (Tally      *tally,
             const char *title)
{
  printf ("  refused by %s:", title);
  for (guint i = 0; i < tally->keys->len; i++)
    printf (" %s %u", (const char *) g_ptr_array_index (tally->keys, i),
            g_array_index (tally->counts, guint, i));
  printf ("\n");
  g_ptr_array_unref (tally->keys);
  g_array_unref (tally->counts);
}

/* Each NAME is GAME-KIND-...: the counts per game and per kind. */
static void
print_bad_summary (GPtrArray *cases)
{
  Tally games = { g_ptr_array_new_with_free_func (g_free), g_array_new (FALSE, TRUE, sizeof (guint)) };
  Tally kinds = { g_ptr_array_new_with_free_func (g_free), g_array_new (FALSE, TRUE, sizeof (guint)) };
  guint refused = 0;
  guint as_expected = 0;

  for (guint i = 0; i < cases->len; i++)
    {
      RecordCase *c = g_ptr_array_index (cases, i);
      g_auto(GStrv) parts = g_strsplit (c->name, "-", 3);

      refused += c->refused;
      as_expected += c->as_expected;
      tally_add (&games, parts[0], c->refused);
      tally_add (&kinds, parts[1] != NULL ? parts[1] : "?", c->refused);
    }
  printf ("bad inputs refused: %u of %u (%u at the line and by the rule expected)\n",
          refused, cases->len, as_expected);
  tally_print (&games, "game");
  tally_print (&kinds, "kind");
  fflush (stdout);
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

  bad_mode = argc > 2 && g_str_equal (argv[2], "--bad");
  if (bad_mode)
    {
      g_log_set_always_fatal (G_LOG_FATAL_MASK);
      g_log_set_default_handler (remember_warning, NULL);
    }

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
      c->name = g_strdup (base);
      g_ptr_array_add (cases, c);
      g_array_append_val (tests, t);
    }
  failed = _cmocka_run_group_tests (bad_mode ? "bad records" : "records",
                                    (const struct CMUnitTest *) tests->data,
                                    tests->len, NULL, NULL);
  if (bad_mode)
    print_bad_summary (cases);
  for (guint i = 0; i < cases->len; i++)
    {
      RecordCase *c = g_ptr_array_index (cases, i);

      g_free (c->rec_path);
      g_free (c->expect_path);
      g_free (c->name);
      g_free (c);
    }
  return failed;
}
