/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * Records of about 1 MB, built at run time and checked through the same
 * code as `arbiter-cli check`: a long legal No Thanks! match, a single
 * line of 1 MB before a refusal, and an actor's name of 1 MB.  Each case
 * prints its size and how long the check took; no time is asserted.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <glib.h>
#include <stdio.h>
#include <string.h>

#include "arb-check.h"

#define MEGABYTE (1024 * 1024)

static ArbCheck *
timed_check (const char *label,
             GString    *text)
{
  gint64 start = g_get_monotonic_time ();
  ArbCheck *check = arb_check_text (text->str, (gssize) text->len, G_MAXUINT);
  gint64 took = g_get_monotonic_time () - start;

  printf ("%s: %zu bytes checked in %.1f ms (%.1f MB/s)\n", label, text->len,
          (double) took / 1000.0,
          took > 0 ? (double) text->len / (double) took : 0.0);
  fflush (stdout);
  return check;
}

/*
 * A match of 99 games (the most NT-10 allows) between three players with
 * long names.  Each card goes round three times and a little more: 11
 * passes, then the third player takes it and turns up the next one.  Per
 * card the turner and the next player pay 4 chips, the taker pays 3 and
 * gains 11.  A player is the turner, then the next player, then the taker
 * of three cards in a row: 4 + 4 + 3 = 11 chips paid before taking, just
 * what they hold, and every player is back at 11 after each three cards.
 */
static void
test_long_legal_match (void **state)
{
  const char *names[] = { "Anna-Lena Hoffmann-Berg von Stein", "Bartholomew Fitzgerald-Yorke",
                          "Cleopatra Wilhelmina Abernathy" };
  g_autoptr(GString) text = g_string_new (NULL);
  g_autoptr(ArbCheck) check = NULL;
  guint turner = 0;
  guint events = 1;

  (void) state;
  g_string_append_printf (text, "arbiter 1\ngame nothanks\nplayers %s, %s, %s\noption match 99\n\nstart \"%s\"\n",
                          names[0], names[1], names[2], names[0]);
  for (guint game = 0; game < 99; game++)
    for (guint card = 3; card < 27; card++)
      {
        g_string_append_printf (text, "%s: card %u\n", names[turner], card);
        for (guint pass = 0; pass < 11; pass++)
          g_string_append_printf (text, "%s: pass\n", names[(turner + pass) % 3]);
        turner = (turner + 2) % 3;
        g_string_append_printf (text, "%s: take\n", names[turner]);
        events += 13;
      }
  assert_true (text->len >= MEGABYTE);

  check = timed_check ("long legal match (99 games, 30889 events)", text);
  if (check->error != NULL)
    fail_msg ("line %u: %s: %s", check->line, check->rule_id, check->error->message);
  assert_non_null (check->game);
  assert_int_equal (arb_game_get_n_events (check->game), events);
  {
    g_autoptr(ArbScore) score = arb_game_score (check->game);

    assert_true (score->finished);
  }
}

/* One line of 1 MB (a comment), then a refusal that must be on line 7. */
static void
test_one_long_line (void **state)
{
  g_autoptr(GString) text = g_string_new ("arbiter 1\ngame nothanks\nplayers Ann, Ben, Cleo\n\n# ");
  g_autoptr(ArbCheck) check = NULL;

  (void) state;
  for (guint i = 0; i < MEGABYTE / 32; i++)
    g_string_append (text, "a line that goes on and on and ");
  g_string_append (text, "\nstart Ann\ncard 36\n");

  check = timed_check ("one line of 1 MB", text);
  assert_non_null (check->error);
  assert_int_equal (check->line, 7);
  assert_string_equal (check->rule_id, "NT-2");
}

/* An actor's name of 1 MB: nobody at the table (NT-1). */
static void
test_long_name (void **state)
{
  g_autoptr(GString) text = g_string_new ("arbiter 1\ngame nothanks\nplayers Ann, Ben, Cleo\n\nstart Ann\ncard 20\n");
  g_autoptr(ArbCheck) check = NULL;

  (void) state;
  for (guint i = 0; i < MEGABYTE / 4; i++)
    g_string_append (text, "Ann ");
  g_string_append (text, "Lee: pass\n");

  check = timed_check ("an actor's name of 1 MB", text);
  assert_non_null (check->error);
  assert_int_equal (check->line, 7);
  assert_string_equal (check->rule_id, "NT-1");
}

int
main (void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test (test_long_legal_match),
    cmocka_unit_test (test_one_long_line),
    cmocka_unit_test (test_long_name),
  };

  return cmocka_run_group_tests (tests, NULL, NULL);
}
