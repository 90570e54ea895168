/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Helpers shared by the store tests (include after cmocka.h). */
#pragma once

#include <glib.h>
#include <glib/gstdio.h>

#include "arb-error.h"
#include "arb-record.h"
#include "arb-session.h"
#include "arb-store.h"

typedef struct {
  char *dir;
  char *path;
} Fixture;

static int
setup_dir (void **state)
{
  Fixture *f = g_new0 (Fixture, 1);

  f->dir = g_dir_make_tmp ("arbiter-store-XXXXXX", NULL);
  f->path = g_build_filename (f->dir, "sub", "arbiter.db", NULL);
  *state = f;
  return 0;
}

/* Removes the store, and any other file a test left in its folders. */
static void
remove_tree (const char *dir)
{
  g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
  const char *name;

  while (d != NULL && (name = g_dir_read_name (d)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);

      if (g_file_test (path, G_FILE_TEST_IS_DIR))
        remove_tree (path);
      else
        g_unlink (path);
    }
  g_rmdir (dir);
}

static int
teardown_dir (void **state)
{
  Fixture *f = *state;

  remove_tree (f->dir);
  g_free (f->dir);
  g_free (f->path);
  g_free (f);
  return 0;
}

static G_GNUC_UNUSED char *
record_text (const char *name)
{
  g_autofree char *path = g_strdup_printf ("%s/tests/records/%s.rec", g_getenv ("ARBITER_SOURCE_DIR"), name);
  g_autoptr(GError) error = NULL;
  char *text = NULL;

  if (!g_file_get_contents (path, &text, NULL, &error))
    fail_msg ("%s", error->message);
  return text;
}

static G_GNUC_UNUSED ArbRecord *
load_record (const char *name)
{
  g_autofree char *text = record_text (name);
  g_autoptr(GError) error = NULL;
  ArbRecord *record = arb_record_parse (text, NULL, &error);

  if (record == NULL)
    fail_msg ("%s: %s", name, error->message);
  return record;
}

/* A new game of the store with every event of the record entered. */
static G_GNUC_UNUSED ArbSession *
session_from_record (ArbStore   *store,
                     const char *name)
{
  g_autoptr(ArbRecord) record = load_record (name);
  g_autoptr(GError) error = NULL;
  ArbSession *session = arb_session_new (store, record->setup, &error);

  if (session == NULL)
    fail_msg ("%s: %s", name, error->message);
  for (guint i = 0; i < record->events->len; i++)
    if (!arb_session_append (session, g_ptr_array_index (record->events, i), &error))
      fail_msg ("%s, entry %u: %s", name, i + 1, error->message);
  return session;
}

static G_GNUC_UNUSED void
assert_rule (const GError *error,
             const char   *rule_id)
{
  g_autofree char *rule = NULL;

  if (error == NULL)
    fail_msg ("no error, expected %s", rule_id);
  rule = arb_error_rule_id (error);
  if (!g_str_equal (rule, rule_id))
    fail_msg ("refused by %s, expected %s: %s", rule, rule_id, error->message);
}

/* What the store says the events decide (finished, verdict, progress,
 * each seat's total and winner flag) agrees with a fresh replay. */
static G_GNUC_UNUSED void
assert_derived_agrees (ArbStore *store,
                       gint64    id)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(ArbGame) game = arb_store_load_game (store, id, &error);
  g_autoptr(ArbStoredGame) stored = arb_store_get_game (store, id, NULL);
  g_autoptr(ArbStoreDerived) derived = NULL;

  if (game == NULL)
    fail_msg ("game %" G_GINT64_FORMAT " does not replay: %s", id, error->message);
  derived = arb_store_derived_new (game);
  if (!arb_store_derived_equal (derived, stored))
    fail_msg ("store says finished=%d “%s” “%s” scores=%s; the events say finished=%d “%s” “%s” scores=%s",
              stored->finished, stored->summary, stored->progress, stored->scores ? "set" : "none",
              derived->finished, derived->summary, derived->progress, derived->scores ? "set" : "none");
  assert_int_equal (stored->n_events, arb_game_get_n_events (game));
}
