/* SPDX-License-Identifier: GPL-3.0-or-later */
/* arbiter-cli: check, score and replay game records without a display. */
#include "config.h"

#include <locale.h>
#include <stdio.h>

#include "arb-check.h"
#include "arb-eighty-cli.h"
#include "arb-error.h"
#include "arb-json.h"
#include "arb-store-cli.h"
#include "arb-tally.h"
#include "arb-tilerummy-cli.h"

enum { EXIT_LEGAL = 0, EXIT_REFUSED = 1, EXIT_USAGE = 2 };

#define UNTIL_UNSET G_MININT64

typedef struct {
  gboolean json;
  gint64   until;
  gboolean mixed_decks;
  int      players;
  int      budget_ms;
  const char *rack;
  const char *table;
} Options;

static const char usage_text[] =
  "Usage: arbiter-cli COMMAND [--json] ...\n"
  "\n"
  "  games                      list the games Arbiter knows\n"
  "  check FILE                 is every entry of the record legal?\n"
  "  score FILE                 the score table, breakdown and winners\n"
  "  replay FILE [--until N]    the state after N events (default: all)\n"
  "  tally [--mixed-decks] WORD...\n"
  "                             a Vote Stuffing tally on its own, such as\n"
  "                             left 7h 2c s=1 right r=2 middle 3h call 9c\n"
  "  eighty-resolve RULE CARD...   Eighty: one round's discards, such as\n"
  "                             double-up centre=71 Ann=57 Ben=64 Cleo=52+5\n"
  "  eighty-sets SYMBOL[=N]...  Eighty: symbol sets with the stars placed,\n"
  "                             such as moon=3 sun star=2\n"
  "\n"
  "Tile Rummy, without a game:\n"
  "  table FILE [--players N]   is this table legal?  Every problem, every group\n"
  "  solve TILE...              can all these tiles be laid out legally?\n"
  "  solve --table FILE         ... the tiles of this table\n"
  "  fit FILE --rack TILES      the most of the rack that can go onto this table\n"
  "      [--budget-ms N]        processor time for the 2D search (default 2000)\n"
  "\n"
  "The saved games (the app's store, or --store PATH):\n"
  "  history [--game ID] [--player NAME]   finished games, the latest first\n"
  "  stats [--game ID]          each player's games, wins, average and best\n"
  "  rename OLD NEW             a player's new name, in every game\n"
  "  merge NAME INTO            two names that are one person\n"
  "  undo-rename                put back the names the last rename or merge changed\n"
  "  backup FILE                the whole store in one file\n"
  "  restore FILE               merge a backup into the store\n"
  "  import FILE                a record file as a new game\n"
  "  correct GAME INDEX LINE    replace entry INDEX (from 1) of a game\n"
  "  delete-entry GAME INDEX    delete it\n"
  "  undo-correction GAME       put back the game as before its last correction\n"
  "  revisions GAME             the versions of a game kept by corrections\n"
  "  restore-revision GAME REV  put back the game as before that revision\n"
  "  delete-game GAME, undelete-game GAME, count GAME yes|no\n"
  "\n"
  "FILE may be - for standard input.  Exit status: 0 legal, 1 refused\n"
  "or not well formed, 2 usage or I/O error.  See docs/cli.md.\n";

static void
print_json (JsonNode *node)
{
  g_autofree char *text = arb_json_print (node);

  printf ("%s\n", text);
  json_node_unref (node);
}

static void
print_refusal (const char     *file,
               const ArbCheck *check)
{
  g_autofree char *message = arb_check_message (check);

  fprintf (stderr, "%s:%u: %s: %s\n", file, check->line, check->rule_id, message);
}

static int
cmd_games (const Options *opts)
{
  guint n;
  const ArbRules *const *games = arb_games_list (&n);

  if (opts->json)
    return (print_json (arb_json_games ()), EXIT_LEGAL);
  for (guint i = 0; i < n; i++)
    {
      const ArbRules *r = games[i];

      printf ("%-13s %-15s %u–%u players%s\n", r->id, r->title, r->min_players,
              r->max_players, arb_rules_is_available (r) ? "" : "  (not available yet)");
      for (guint j = 0; j < r->n_options; j++)
        printf ("    option %-15s default %-4s %s%s\n", r->options[j].key,
                r->options[j].default_value, r->options[j].house ? "(house) " : "",
                r->options[j].description);
    }
  return EXIT_LEGAL;
}

static void
print_summary (const char *file,
               ArbGame    *game)
{
  g_autoptr(ArbScore) score = arb_game_score (game);
  ArbSetup *setup = arb_game_get_setup (game);

  printf ("%s: legal: %s, %u players, %u events, %s: %s", file, setup->rules->id,
          setup->n_players, arb_game_get_n_events (game),
          score->finished ? "finished" : "in progress", score->verdict);
  if (score->tiebreak != NULL)
    printf (" (tie broken by %s)", score->tiebreak);
  printf ("\n");
}

static int
cmd_check (const char *file, ArbCheck *check, const Options *opts)
{
  if (opts->json)
    print_json (arb_json_check (file, check));
  else if (check->error != NULL)
    print_refusal (file, check);
  else
    print_summary (file, check->game);
  return check->error ? EXIT_REFUSED : EXIT_LEGAL;
}

static void
print_breakdown (const ArbPlayerScore *p)
{
  for (guint i = 0; i < p->breakdown->len; i++)
    {
      ArbScoreLine *line = g_ptr_array_index (p->breakdown, i);

      printf ("%s%s (%d)", i ? " · " : "   ", line->label, line->points);
    }
  if (p->game_totals->len > 1)
    {
      printf ("   games:");
      for (guint g = 0; g < p->game_totals->len; g++)
        printf (" %d", g_array_index (p->game_totals, int, g));
    }
  printf ("\n");
}

static void
print_score (ArbGame *game)
{
  g_autoptr(ArbScore) score = arb_game_score (game);
  ArbSetup *setup = arb_game_get_setup (game);
  int width = 6;

  for (guint i = 0; i < setup->n_players; i++)
    width = MAX (width, (int) g_utf8_strlen (setup->players[i], -1));
  printf ("%s, %s", setup->rules->title, score->finished ? "finished" : "in progress");
  /* between two games of a match: how many are played, not the last one's number */
  if (score->games_in_match > 1 && score->game_over && !score->finished)
    printf (", %u of %u games played", score->game_number, score->games_in_match);
  else if (score->games_in_match > 1)
    printf (", game %u of %u", score->game_number, score->games_in_match);
  printf ("%s\n", score->low_wins ? " (lowest score wins)" : " (highest score wins)");
  for (guint rank = 1; rank <= setup->n_players; rank++)
    for (guint i = 0; i < score->players->len; i++)
      {
        ArbPlayerScore *p = g_ptr_array_index (score->players, i);
        const char *name = setup->players[p->seat];
        int pad = width - (int) g_utf8_strlen (name, -1);

        if (p->rank != rank)
          continue;
        printf ("%2u. %s%*s %5d%s", p->rank, name, pad, "", p->total, p->winner ? " *" : "  ");
        print_breakdown (p);
      }
  printf ("%s\n", score->verdict);
  if (score->tiebreak != NULL)
    printf ("tie broken by %s\n", score->tiebreak);
}

static int
cmd_score (const char *file, ArbCheck *check, const Options *opts)
{
  if (opts->json)
    print_json (arb_json_score (file, check));
  else if (check->error != NULL)
    print_refusal (file, check);
  else
    print_score (check->game);
  return check->error ? EXIT_REFUSED : EXIT_LEGAL;
}

/* The state after the accepted events, even when one was refused, as
 * the JSON form gives it too. */
static int
cmd_replay (const char *file, ArbCheck *check, const Options *opts)
{
  if (opts->json)
    print_json (arb_json_replay (file, check));
  else if (check->game != NULL)
    {
      g_autofree char *state = arb_game_state_text (check->game);

      printf ("after %u events\n%s", arb_game_get_n_events (check->game), state);
    }
  if (!opts->json && check->error != NULL)
    print_refusal (file, check);
  return check->error ? EXIT_REFUSED : EXIT_LEGAL;
}

/* A Vote Stuffing tally on its own (VS-5): 0 when the cards can be
 * tallied, 1 when they cannot (a card twice in one deck, a 7 face up
 * in the middle, a word that is no card). */
static int
cmd_tally (const char *const *words,
           const Options     *opts)
{
  g_autoptr(ArbTallyCheck) check = arb_tally_check_new (words, opts->mixed_decks);

  if (opts->json)
    print_json (arb_tally_check_json (check));
  else if (arb_tally_check_ok (check))
    {
      g_autofree char *text = arb_tally_check_text (check);

      fputs (text, stdout);
    }
  else
    {
      g_autofree char *message = arb_tally_check_error (check);

      fprintf (stderr, "tally: %s\n", message);
    }
  return arb_tally_check_ok (check) ? EXIT_LEGAL : EXIT_REFUSED;
}

static int
usage_error (const char *message)
{
  if (message != NULL)
    fprintf (stderr, "arbiter-cli: %s\n", message);
  fputs (usage_text, stderr);
  return EXIT_USAGE;
}

static int
run_on_file (const char *command, const char *file, const Options *opts)
{
  g_autofree char *text = NULL;
  gsize length = 0;
  g_autoptr(GError) error = NULL;
  g_autoptr(ArbCheck) check = NULL;
  guint until = opts->until != UNTIL_UNSET ? (guint) MIN (opts->until, G_MAXUINT) : G_MAXUINT;

  if (!arb_check_read_file (file, &text, &length, &error))
    {
      fprintf (stderr, "arbiter-cli: %s\n", error->message);
      return EXIT_USAGE;
    }
  if (until != G_MAXUINT && !g_str_equal (command, "replay"))
    return usage_error ("--until goes with replay");
  check = arb_check_text (text, (gssize) length, g_str_equal (command, "replay") ? until : G_MAXUINT);
  if (g_str_equal (command, "check"))
    return cmd_check (file, check, opts);
  if (g_str_equal (command, "score"))
    return cmd_score (file, check, opts);
  if (g_str_equal (command, "replay"))
    return cmd_replay (file, check, opts);
  return usage_error ("unknown command");
}

static int
run_tilerummy (int            argc,
               char          *argv[],
               const Options *opts)
{
  ArbTrCliOptions tr = { opts->json, opts->players, opts->budget_ms, opts->rack, opts->table };

  if (opts->until != UNTIL_UNSET)
    return usage_error ("--until goes with replay");
  if (opts->players != 0 && (opts->players < 2 || opts->players > 4))
    return usage_error ("--players takes 2, 3 or 4 (TR-1)");
  if (opts->budget_ms < 0)
    return usage_error ("--budget-ms takes a number of milliseconds, 0 or more");
  if (g_str_equal (argv[1], "solve"))
    {
      if ((argc > 2) == (opts->table != NULL))
        return usage_error ("give the tiles (solve r5 r6 r7) or a table file (solve --table FILE)");
      return arb_tr_cli_solve ((const char *const *) argv + 2, &tr);
    }
  if (argc != 3)
    return usage_error ("give exactly one FILE (or -)");
  if (g_str_equal (argv[1], "table"))
    return arb_tr_cli_table (argv[2], &tr);
  return arb_tr_cli_fit (argv[2], &tr);
}

int
main (int   argc,
      char *argv[])
{
  static const char *const commands[] = { "games", "check", "score", "replay", "tally",
                                          "eighty-resolve", "eighty-sets", "table", "solve", "fit", NULL };
  ArbStoreCliOptions store_opts = { FALSE, NULL, NULL, NULL };
  g_autofree char *store_path = NULL;
  g_autofree char *game_id = NULL;
  g_autofree char *player = NULL;
  Options opts = { FALSE, UNTIL_UNSET, FALSE, 0, 2000, NULL, NULL };
  g_autofree char *rack = NULL;
  g_autofree char *table = NULL;
  gboolean help = FALSE;
  GOptionEntry entries[] = {
    { "json", 0, 0, G_OPTION_ARG_NONE, &opts.json, "Print JSON (see docs/cli.md)", NULL },
    { "until", 0, 0, G_OPTION_ARG_INT64, &opts.until, "replay: stop after N events", "N" },
    { "mixed-decks", 0, 0, G_OPTION_ARG_NONE, &opts.mixed_decks, "tally: no one-deck composition check", NULL },
    { "players", 0, 0, G_OPTION_ARG_INT, &opts.players, "table: the number of players (2-4)", "N" },
    { "budget-ms", 0, 0, G_OPTION_ARG_INT, &opts.budget_ms, "solve, fit: processor time for the 2D search", "N" },
    { "rack", 0, 0, G_OPTION_ARG_STRING, &rack, "fit: the rack's tiles", "TILES" },
    { "table", 0, 0, G_OPTION_ARG_FILENAME, &table, "solve: the tiles of this table file", "FILE" },
    { "store", 0, 0, G_OPTION_ARG_FILENAME, &store_path, "the saved games: this store, not the app's", "PATH" },
    { "game", 0, 0, G_OPTION_ARG_STRING, &game_id, "history, stats: only this game (nothanks, ...)", "ID" },
    { "player", 0, 0, G_OPTION_ARG_STRING, &player, "history: only games with this player", "NAME" },
    { "help", 'h', 0, G_OPTION_ARG_NONE, &help, "Show help", NULL },
    { NULL }
  };
  g_autoptr(GOptionContext) context = g_option_context_new (NULL);
  g_autoptr(GError) error = NULL;

  setlocale (LC_ALL, "");
  /* The CLI speaks English whatever the language of the app: its output
   * is read by scripts (see docs/cli.md). */
  setlocale (LC_MESSAGES, "C");
  g_option_context_set_help_enabled (context, FALSE);
  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    return usage_error (error->message);
  opts.rack = rack;
  opts.table = table;
  if (help)
    return (fputs (usage_text, stdout), EXIT_LEGAL);
  if (argc < 2)
    return usage_error (NULL);
  if (arb_store_cli_handles (argv[1]))
    {
      if (opts.until != UNTIL_UNSET || opts.mixed_decks || opts.players != 0 || rack != NULL || table != NULL)
        return usage_error ("those options do not go with the saved games' commands");
      store_opts.json = opts.json;
      store_opts.store = store_path;
      store_opts.game = game_id;
      store_opts.player = player;
      return arb_store_cli_run (argv[1], argv + 2, &store_opts);
    }
  if (store_path != NULL || game_id != NULL || player != NULL)
    return usage_error ("--store, --game and --player go with the saved games' commands");
  if (!g_strv_contains (commands, argv[1]))
    {
      g_autofree char *message = g_strdup_printf ("no command “%s”", argv[1]);

      return usage_error (message);
    }
  if (opts.until != UNTIL_UNSET && opts.until < 0)
    return usage_error ("--until takes a number of events, 0 or more");
  if (opts.mixed_decks && !g_str_equal (argv[1], "tally"))
    return usage_error ("--mixed-decks goes with tally");
  if (g_str_equal (argv[1], "tally"))
    {
      if (opts.until != UNTIL_UNSET)
        return usage_error ("--until goes with replay");
      if (argc < 3)
        return usage_error ("tally needs the piles, such as: tally left 7h 2c right r=2 s=1 call 9c");
      return cmd_tally ((const char *const *) argv + 2, &opts);
    }
  if (g_str_equal (argv[1], "games"))
    return argc == 2 ? cmd_games (&opts) : usage_error ("games takes no file");
  if (opts.until != UNTIL_UNSET && g_str_has_prefix (argv[1], "eighty-"))
    return usage_error ("--until goes with replay");
  if (g_str_equal (argv[1], "eighty-resolve"))
    return arb_eighty_cli_resolve (argv + 2, opts.json);
  if (g_str_equal (argv[1], "eighty-sets"))
    return arb_eighty_cli_sets (argv + 2, opts.json);
  if (g_str_equal (argv[1], "table") || g_str_equal (argv[1], "solve") || g_str_equal (argv[1], "fit"))
    return run_tilerummy (argc, argv, &opts);
  if (argc != 3)
    return usage_error ("give exactly one FILE (or -)");
  return run_on_file (argv[1], argv[2], &opts);
}
