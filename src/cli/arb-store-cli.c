/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "arb-store-cli.h"

#include <json-glib/json-glib.h>
#include <stdio.h>
#include <string.h>

#include "arb-backup.h"
#include "arb-check.h"
#include "arb-error.h"
#include "arb-history.h"
#include "arb-json.h"
#include "arb-players.h"
#include "arb-session.h"
#include "arb-store.h"

enum { EXIT_OK = 0, EXIT_REFUSED = 1, EXIT_USAGE = 2 };

typedef int (*Command) (ArbStore *store, char **args, const ArbStoreCliOptions *opts);

static int
fail (const GError *error)
{
  fprintf (stderr, "arbiter-cli: %s\n", error->message);
  return error->domain == ARB_ERROR && (error->code == ARB_ERROR_REFUSED || error->code == ARB_ERROR_PARSE
                                        || error->code == ARB_ERROR_SETUP || error->code == ARB_ERROR_NOTHING)
         ? EXIT_REFUSED : EXIT_USAGE;
}

static void
print_json (JsonBuilder *b)
{
  g_autoptr(JsonNode) root = json_builder_get_root (b);
  g_autofree char *text = arb_json_print (root);

  printf ("%s\n", text);
}

static void
member_string (JsonBuilder *b,
               const char  *key,
               const char  *value)
{
  json_builder_set_member_name (b, key);
  if (value != NULL)
    json_builder_add_string_value (b, value);
  else
    json_builder_add_null_value (b);
}

static void
member_int (JsonBuilder *b,
            const char  *key,
            gint64       value)
{
  json_builder_set_member_name (b, key);
  json_builder_add_int_value (b, value);
}

static void
member_bool (JsonBuilder *b,
             const char  *key,
             gboolean     value)
{
  json_builder_set_member_name (b, key);
  json_builder_add_boolean_value (b, value);
}

static char *
date_of (gint64 when)
{
  g_autoptr(GDateTime) dt = g_date_time_new_from_unix_local (when);

  return dt != NULL ? g_date_time_format (dt, "%Y-%m-%d") : g_strdup ("?");
}

static const char *
title_of (const char *game_id)
{
  const ArbRules *rules = arb_games_lookup (game_id);

  return rules != NULL ? rules->title : game_id;
}

static gboolean
read_game_id (const char *text,
              gint64     *id)
{
  gint64 value;

  if (!g_ascii_string_to_signed (text, 10, 1, G_MAXINT64, &value, NULL))
    {
      fprintf (stderr, "arbiter-cli: “%s” is not a game number (see `arbiter-cli history`)\n", text);
      return FALSE;
    }
  *id = value;
  return TRUE;
}

static gboolean
read_index (const char *text,
            guint      *index)
{
  guint64 value;

  if (!g_ascii_string_to_unsigned (text, 10, 1, G_MAXUINT, &value, NULL))
    {
      fprintf (stderr, "arbiter-cli: “%s” is not an entry number (they count from 1)\n", text);
      return FALSE;
    }
  *index = (guint) value - 1;
  return TRUE;
}

/* ---- history and stats ---- */

static char *
seats_text (const ArbStoredGame *g)
{
  GString *out = g_string_new (NULL);

  for (guint i = 0; g->players[i] != NULL; i++)
    {
      g_string_append_printf (out, "%s%s", i ? ", " : "", g->players[i]);
      if (g->scores != NULL)
        g_string_append_printf (out, " %d%s", g->scores[i], g->winners[i] ? " *" : "");
    }
  return g_string_free (out, FALSE);
}

static void
add_stored_game (JsonBuilder         *b,
                 const ArbStoredGame *g)
{
  json_builder_begin_object (b);
  member_int (b, "id", g->id);
  member_string (b, "uuid", g->uuid);
  member_string (b, "game", g->game_id);
  member_int (b, "created", g->created);
  member_bool (b, "finished", g->finished);
  member_bool (b, "lowest_wins", g->low_wins);
  member_bool (b, "counted", g->counted);
  member_bool (b, "deleted", g->deleted != 0);
  member_string (b, "verdict", g->summary);
  json_builder_set_member_name (b, "players");
  json_builder_begin_array (b);
  for (guint i = 0; g->players[i] != NULL; i++)
    {
      json_builder_begin_object (b);
      member_string (b, "name", g->players[i]);
      json_builder_set_member_name (b, "score");
      if (g->scores != NULL)
        json_builder_add_int_value (b, g->scores[i]);
      else
        json_builder_add_null_value (b);
      member_bool (b, "winner", g->scores != NULL && g->winners[i]);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  json_builder_end_object (b);
}

static int
cmd_history (ArbStore                 *store,
             char                    **args,
             const ArbStoreCliOptions *opts)
{
  ArbHistoryFilter filter = { opts->game, opts->player, FALSE };
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) games = arb_store_list_history (store, &filter, &error);
  g_autoptr(JsonBuilder) b = NULL;

  if (games == NULL)
    return fail (error);
  if (opts->json)
    {
      b = json_builder_new ();
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "games");
      json_builder_begin_array (b);
      for (guint i = 0; i < games->len; i++)
        add_stored_game (b, g_ptr_array_index (games, i));
      json_builder_end_array (b);
      json_builder_end_object (b);
      print_json (b);
      return EXIT_OK;
    }
  for (guint i = 0; i < games->len; i++)
    {
      ArbStoredGame *g = g_ptr_array_index (games, i);
      g_autofree char *date = date_of (g->created);
      g_autofree char *seats = seats_text (g);

      printf ("%4" G_GINT64_FORMAT "  %s  %-15s %s%s\n", g->id, date, title_of (g->game_id), seats,
              g->counted ? "" : "  (not counted)");
    }
  return EXIT_OK;
}

static void
print_stats (GPtrArray *rows)
{
  const char *game = NULL;
  int width = 6;

  for (guint i = 0; i < rows->len; i++)
    width = MAX (width, (int) g_utf8_strlen (((ArbPlayerStats *) g_ptr_array_index (rows, i))->name, -1));
  for (guint i = 0; i < rows->len; i++)
    {
      ArbPlayerStats *s = g_ptr_array_index (rows, i);
      int pad = width - (int) g_utf8_strlen (s->name, -1);

      if (g_strcmp0 (game, s->game_id) != 0)
        {
          game = s->game_id;
          printf ("%s%s (%s score wins)\n", i ? "\n" : "", title_of (game), s->low_wins ? "lowest" : "highest");
          printf ("  %-*s  games  wins  win rate  average  best\n", width, "player");
        }
      printf ("  %s%*s  %5u  %4u  %7.0f%%  %7.1f  %4d\n", s->name, pad, "", s->games, s->wins,
              100.0 * s->win_rate, s->average, s->best);
    }
}

static int
cmd_stats (ArbStore                 *store,
           char                    **args,
           const ArbStoreCliOptions *opts)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) rows = arb_store_player_stats (store, opts->game, &error);
  g_autoptr(JsonBuilder) b = NULL;

  if (rows == NULL)
    return fail (error);
  if (!opts->json)
    return (print_stats (rows), EXIT_OK);
  b = json_builder_new ();
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "stats");
  json_builder_begin_array (b);
  for (guint i = 0; i < rows->len; i++)
    {
      ArbPlayerStats *s = g_ptr_array_index (rows, i);

      json_builder_begin_object (b);
      member_string (b, "game", s->game_id);
      member_string (b, "player", s->name);
      member_int (b, "games", s->games);
      member_int (b, "wins", s->wins);
      json_builder_set_member_name (b, "win_rate");
      json_builder_add_double_value (b, s->win_rate);
      json_builder_set_member_name (b, "average");
      json_builder_add_double_value (b, s->average);
      member_int (b, "best", s->best);
      member_bool (b, "lowest_wins", s->low_wins);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  json_builder_end_object (b);
  print_json (b);
  return EXIT_OK;
}

/* ---- players ---- */

static int
report_rename (ArbStore   *store,
               const char *verb)
{
  g_autoptr(GPtrArray) renames = arb_store_list_renames (store, NULL);
  ArbRename *r = renames != NULL && renames->len > 0 ? g_ptr_array_index (renames, 0) : NULL;

  if (r != NULL)
    printf ("%s “%s” %s “%s” in %u game%s\n", verb, r->old_name, r->kind == ARB_RENAME_MERGE ? "into" : "to",
            r->new_name, r->n_seats, r->n_seats == 1 ? "" : "s");
  return EXIT_OK;
}

static int
cmd_rename (ArbStore                 *store,
            char                    **args,
            const ArbStoreCliOptions *opts)
{
  g_autoptr(GError) error = NULL;

  if (!arb_store_rename_player (store, args[0], args[1], &error))
    return fail (error);
  return report_rename (store, "renamed");
}

static int
cmd_merge (ArbStore                 *store,
           char                    **args,
           const ArbStoreCliOptions *opts)
{
  g_autoptr(GError) error = NULL;

  if (!arb_store_merge_players (store, args[0], args[1], &error))
    return fail (error);
  return report_rename (store, "merged");
}

static int
cmd_undo_rename (ArbStore                 *store,
                 char                    **args,
                 const ArbStoreCliOptions *opts)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) renames = arb_store_list_renames (store, NULL);

  if (!arb_store_undo_rename (store, &error))
    return fail (error);
  for (guint i = 0; renames != NULL && i < renames->len; i++)
    {
      ArbRename *r = g_ptr_array_index (renames, i);

      if (r->undone == 0)
        {
          printf ("undone: “%s” is “%s” again in %u game%s\n", r->new_name, r->old_name, r->n_seats,
                  r->n_seats == 1 ? "" : "s");
          break;
        }
    }
  return EXIT_OK;
}

/* ---- backups and records ---- */

static int
cmd_backup (ArbStore                 *store,
            char                    **args,
            const ArbStoreCliOptions *opts)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) games = NULL;
  ArbHistoryFilter deleted = { NULL, NULL, TRUE };
  g_autoptr(GPtrArray) gone = NULL;
  guint n;

  if (!arb_store_backup (store, args[0], &error))
    return fail (error);
  games = arb_store_list_games (store, ARB_STORE_ALL, NULL);
  gone = arb_store_list_history (store, &deleted, NULL);
  n = (games != NULL ? games->len : 0) + (gone != NULL ? gone->len : 0);
  printf ("%s: %u game%s backed up\n", args[0], n, n == 1 ? "" : "s");
  return EXIT_OK;
}

static int
cmd_restore (ArbStore                 *store,
             char                    **args,
             const ArbStoreCliOptions *opts)
{
  g_autoptr(GError) error = NULL;
  g_autofree ArbRestoreReport *r = arb_store_restore_backup (store, args[0], &error);
  g_autoptr(JsonBuilder) b = NULL;

  if (r == NULL)
    return fail (error);
  if (!opts->json)
    {
      printf ("%s: %u game%s added, %u already here, %u continued from the backup, %u kept as revisions "
              "(they went another way); %u catalogue card%s added\n", args[0], r->added, r->added == 1 ? "" : "s",
              r->present, r->updated, r->kept, r->cards, r->cards == 1 ? "" : "s");
      return EXIT_OK;
    }
  b = json_builder_new ();
  json_builder_begin_object (b);
  member_string (b, "file", args[0]);
  member_int (b, "added", r->added);
  member_int (b, "present", r->present);
  member_int (b, "updated", r->updated);
  member_int (b, "kept", r->kept);
  member_int (b, "cards", r->cards);
  json_builder_end_object (b);
  print_json (b);
  return EXIT_OK;
}

static void
add_refusal (JsonBuilder  *b,
             const GError *refusal,
             const char   *where,
             guint         at)
{
  g_autofree char *rule = NULL;

  json_builder_set_member_name (b, "refusal");
  if (refusal == NULL)
    {
      json_builder_add_null_value (b);
      return;
    }
  rule = arb_error_rule_id (refusal);
  json_builder_begin_object (b);
  member_int (b, where, at);
  member_string (b, "rule", rule);
  member_string (b, "message", arb_error_text (refusal));
  json_builder_end_object (b);
}

static int
cmd_import (ArbStore                 *store,
            char                    **args,
            const ArbStoreCliOptions *opts)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  g_autoptr(ArbImport) import = NULL;
  g_autoptr(ArbStoredGame) stored = NULL;
  g_autoptr(JsonBuilder) b = NULL;
  gsize length = 0;

  if (!arb_check_read_file (args[0], &text, &length, &error))
    return (fprintf (stderr, "arbiter-cli: %s\n", error->message), EXIT_USAGE);
  import = arb_store_import_record (store, text, (gssize) length, &error);
  if (import == NULL)
    return (fprintf (stderr, "%s: %s\n", args[0], error->message), EXIT_REFUSED);
  stored = arb_store_get_game (store, import->game, NULL);
  if (opts->json)
    {
      b = json_builder_new ();
      json_builder_begin_object (b);
      member_string (b, "file", args[0]);
      member_int (b, "game", import->game);
      member_bool (b, "already", import->already);
      member_int (b, "events", import->n_events);
      member_int (b, "pending", import->n_pending);
      add_refusal (b, import->refusal, "line", import->line);
      json_builder_end_object (b);
      print_json (b);
    }
  else if (import->already)
    printf ("%s: already in the store as game %" G_GINT64_FORMAT "\n", args[0], import->game);
  else if (import->refusal != NULL)
    {
      g_autofree char *rule = arb_error_rule_id (import->refusal);

      fprintf (stderr, "%s:%u: %s: %s\n", args[0], import->line, rule, arb_error_text (import->refusal));
      printf ("%s: game %" G_GINT64_FORMAT " (%s) made with the %u entries before line %u; %u entr%s "
              "wait%s to be corrected\n", args[0], import->game, title_of (stored ? stored->game_id : ""),
              import->n_events, import->line, import->n_pending, import->n_pending == 1 ? "y" : "ies",
              import->n_pending == 1 ? "s" : "");
    }
  else
    printf ("%s: game %" G_GINT64_FORMAT " (%s), %u entries\n", args[0], import->game,
            title_of (stored ? stored->game_id : ""), import->n_events);
  return import->refusal != NULL && !import->already ? EXIT_REFUSED : EXIT_OK;
}

/* ---- corrections ---- */

static ArbSession *
load (ArbStore   *store,
      const char *text,
      int        *status)
{
  g_autoptr(GError) error = NULL;
  ArbSession *session;
  gint64 id;

  *status = EXIT_USAGE;
  if (!read_game_id (text, &id))
    return NULL;
  session = arb_session_load (store, id, &error);
  if (session == NULL)
    fprintf (stderr, "arbiter-cli: %s\n", error->message);
  return session;
}

/* The game after a change: how far it is, and what waits. */
static int
report_game (ArbSession               *session,
             const char               *done,
             const ArbStoreCliOptions *opts)
{
  ArbGame *game = arb_session_get_game (session);
  g_autoptr(ArbStoreDerived) now = arb_store_derived_new (game);
  const GError *refusal = arb_session_get_pending_refusal (session);
  guint n = arb_game_get_n_events (game);
  guint waiting = arb_session_get_n_pending (session);
  g_autoptr(JsonBuilder) b = NULL;

  if (opts->json)
    {
      b = json_builder_new ();
      json_builder_begin_object (b);
      member_int (b, "game", arb_session_get_id (session));
      member_int (b, "events", n);
      member_bool (b, "finished", now->finished);
      member_string (b, "verdict", now->summary);
      member_string (b, "progress", now->progress);
      json_builder_set_member_name (b, "pending");
      json_builder_begin_array (b);
      for (guint i = 0; i < waiting; i++)
        json_builder_add_string_value (b, arb_session_get_pending (session, i));
      json_builder_end_array (b);
      add_refusal (b, refusal, "entry", n + 1);
      json_builder_end_object (b);
      print_json (b);
      return EXIT_OK;
    }
  printf ("game %" G_GINT64_FORMAT ": %s\n", arb_session_get_id (session), done);
  if (waiting > 0)
    {
      gint64 id = arb_session_get_id (session);

      printf ("entry %u no longer fits%s%s\n", n + 1, refusal != NULL ? ": " : " where it was, but does now",
              refusal != NULL ? refusal->message : "");
      printf ("%u entr%s wait%s from there: correct it (correct %" G_GINT64_FORMAT " %u LINE) or delete it "
              "(delete-entry %" G_GINT64_FORMAT " %u)\n", waiting, waiting == 1 ? "y" : "ies",
              waiting == 1 ? "s" : "", id, n + 1, id, n + 1);
    }
  printf ("now: %s\n", now->finished ? now->summary : now->progress);
  return EXIT_OK;
}

static int
cmd_correct (ArbStore                 *store,
             char                    **args,
             const ArbStoreCliOptions *opts)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(ArbSession) session = NULL;
  g_autofree char *done = NULL;
  guint index;
  int status;

  if ((session = load (store, args[0], &status)) == NULL)
    return status;
  if (!read_index (args[1], &index))
    return EXIT_USAGE;
  if (!arb_session_replace (session, index, args[2], &error))
    return fail (error);
  done = g_strdup_printf ("entry %u is now “%s”", index + 1, args[2]);
  return report_game (session, done, opts);
}

static int
cmd_delete_entry (ArbStore                 *store,
                  char                    **args,
                  const ArbStoreCliOptions *opts)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(ArbSession) session = NULL;
  g_autofree char *done = NULL;
  guint index;
  int status;

  if ((session = load (store, args[0], &status)) == NULL)
    return status;
  if (!read_index (args[1], &index))
    return EXIT_USAGE;
  if (!arb_session_delete (session, index, &error))
    return fail (error);
  done = g_strdup_printf ("entry %u deleted", index + 1);
  return report_game (session, done, opts);
}

static int
cmd_undo_correction (ArbStore                 *store,
                     char                    **args,
                     const ArbStoreCliOptions *opts)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(ArbSession) session = NULL;
  int status;

  if ((session = load (store, args[0], &status)) == NULL)
    return status;
  if (!arb_session_undo_correction (session, &error))
    return fail (error);
  return report_game (session, "the latest correction is undone", opts);
}

static int
cmd_restore_revision (ArbStore                 *store,
                      char                    **args,
                      const ArbStoreCliOptions *opts)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(ArbSession) session = NULL;
  g_autofree char *done = NULL;
  gint64 revision;
  int status;

  if ((session = load (store, args[0], &status)) == NULL)
    return status;
  if (!g_ascii_string_to_signed (args[1], 10, 1, G_MAXINT64, &revision, NULL))
    return (fprintf (stderr, "arbiter-cli: “%s” is not a revision number (see `arbiter-cli revisions`)\n",
                     args[1]), EXIT_USAGE);
  if (!arb_session_restore_revision (session, revision, &error))
    return fail (error);
  done = g_strdup_printf ("the version before revision %" G_GINT64_FORMAT " is back", revision);
  return report_game (session, done, opts);
}

static const char *const kinds[] = { "replace", "delete", "restore", "backup" };

static int
cmd_revisions (ArbStore                 *store,
               char                    **args,
               const ArbStoreCliOptions *opts)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(ArbSession) session = NULL;
  g_autoptr(GPtrArray) revisions = NULL;
  g_autoptr(JsonBuilder) b = NULL;
  int status;

  if ((session = load (store, args[0], &status)) == NULL)
    return status;
  if ((revisions = arb_session_list_revisions (session, &error)) == NULL)
    return fail (error);
  if (!opts->json)
    {
      for (guint i = 0; i < revisions->len; i++)
        {
          ArbRevision *r = g_ptr_array_index (revisions, i);
          g_autofree char *date = date_of (r->created);

          printf ("%4" G_GINT64_FORMAT "  %s  %s  (before: %u entries%s)\n", r->id, date, r->summary, r->n_log,
                  r->n_pending > 0 ? ", some waiting" : "");
        }
      if (revisions->len == 0)
        printf ("game %s has never been corrected\n", args[0]);
      return EXIT_OK;
    }
  b = json_builder_new ();
  json_builder_begin_object (b);
  member_int (b, "game", arb_session_get_id (session));
  json_builder_set_member_name (b, "revisions");
  json_builder_begin_array (b);
  for (guint i = 0; i < revisions->len; i++)
    {
      ArbRevision *r = g_ptr_array_index (revisions, i);

      json_builder_begin_object (b);
      member_int (b, "id", r->id);
      member_int (b, "created", r->created);
      member_string (b, "kind", kinds[r->kind]);
      json_builder_set_member_name (b, "entry");
      if (r->entry >= 0)
        json_builder_add_int_value (b, r->entry + 1);
      else
        json_builder_add_null_value (b);
      member_string (b, "summary", r->summary);
      member_int (b, "events", r->n_log);
      member_int (b, "pending", r->n_pending);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  json_builder_end_object (b);
  print_json (b);
  return EXIT_OK;
}

/* ---- deleting and counting games ---- */

static int
game_flag (ArbStore   *store,
           const char *text,
           gboolean  (*change) (ArbStore *, gint64, GError **),
           const char *done)
{
  g_autoptr(GError) error = NULL;
  gint64 id;

  if (!read_game_id (text, &id))
    return EXIT_USAGE;
  if (!change (store, id, &error))
    return fail (error);
  printf ("game %" G_GINT64_FORMAT " %s\n", id, done);
  return EXIT_OK;
}

static int
cmd_delete_game (ArbStore                 *store,
                 char                    **args,
                 const ArbStoreCliOptions *opts)
{
  return game_flag (store, args[0], arb_store_delete_game, "deleted (undelete-game puts it back)");
}

static int
cmd_undelete_game (ArbStore                 *store,
                   char                    **args,
                   const ArbStoreCliOptions *opts)
{
  return game_flag (store, args[0], arb_store_undelete_game, "is back");
}

static int
cmd_count (ArbStore                 *store,
           char                    **args,
           const ArbStoreCliOptions *opts)
{
  g_autoptr(GError) error = NULL;
  gboolean yes = g_str_equal (args[1], "yes");
  gint64 id;

  if (!yes && !g_str_equal (args[1], "no"))
    return (fprintf (stderr, "arbiter-cli: count takes yes or no, not “%s”\n", args[1]), EXIT_USAGE);
  if (!read_game_id (args[0], &id))
    return EXIT_USAGE;
  if (!arb_store_set_counted (store, id, yes, &error))
    return fail (error);
  printf ("game %" G_GINT64_FORMAT " %s\n", id, yes ? "counts in the stats" : "is left out of the stats");
  return EXIT_OK;
}

/* ---- dispatch ---- */

static const struct {
  const char *name;
  guint       n_args;
  gboolean    json;
  Command     run;
} commands[] = {
  { "history", 0, TRUE, cmd_history },
  { "stats", 0, TRUE, cmd_stats },
  { "rename", 2, FALSE, cmd_rename },
  { "merge", 2, FALSE, cmd_merge },
  { "undo-rename", 0, FALSE, cmd_undo_rename },
  { "backup", 1, FALSE, cmd_backup },
  { "restore", 1, TRUE, cmd_restore },
  { "import", 1, TRUE, cmd_import },
  { "correct", 3, TRUE, cmd_correct },
  { "delete-entry", 2, TRUE, cmd_delete_entry },
  { "undo-correction", 1, TRUE, cmd_undo_correction },
  { "revisions", 1, TRUE, cmd_revisions },
  { "restore-revision", 2, TRUE, cmd_restore_revision },
  { "delete-game", 1, FALSE, cmd_delete_game },
  { "undelete-game", 1, FALSE, cmd_undelete_game },
  { "count", 2, FALSE, cmd_count },
};

gboolean
arb_store_cli_handles (const char *command)
{
  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    if (g_str_equal (commands[i].name, command))
      return TRUE;
  return FALSE;
}

static int
usage (const char *format,
       const char *command)
{
  fprintf (stderr, "arbiter-cli: ");
  fprintf (stderr, format, command);
  fprintf (stderr, " (see arbiter-cli --help)\n");
  return EXIT_USAGE;
}

int
arb_store_cli_run (const char               *command,
                   char                    **args,
                   const ArbStoreCliOptions *opts)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(ArbStore) store = NULL;
  guint i = 0;

  while (!g_str_equal (commands[i].name, command))
    i++;
  if (g_strv_length (args) != commands[i].n_args)
    return usage ("%s takes other arguments", command);
  if (opts->json && !commands[i].json)
    return usage ("%s has no --json form", command);
  if ((opts->game != NULL && commands[i].run != cmd_history && commands[i].run != cmd_stats)
      || (opts->player != NULL && commands[i].run != cmd_history))
    return usage ("--game goes with history and stats, --player with history, not with %s", command);
  store = arb_store_open (opts->store, &error);
  if (store == NULL)
    return (fprintf (stderr, "arbiter-cli: %s\n", error->message), EXIT_USAGE);
  if (arb_store_get_notice (store) != NULL)
    fprintf (stderr, "arbiter-cli: %s\n", arb_store_get_notice (store));
  return commands[i].run (store, args, opts);
}
