/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "arb-record.h"

#include <string.h>

#include "arb-args.h"
#include "arb-error.h"

typedef struct {
  char *text;
  guint column;   /* 1-based, in characters */
} Token;

static void
token_clear (gpointer data)
{
  g_free (((Token *) data)->text);
}

static guint
column_of (const char *line,
           const char *p)
{
  return (guint) g_utf8_pointer_to_offset (line, p) + 1;
}

static void
set_parse_error (GError    **error,
                 guint       column,
                 const char *format,
                 ...) G_GNUC_PRINTF (3, 4);

static void
set_parse_error (GError    **error,
                 guint       column,
                 const char *format,
                 ...)
{
  g_autofree char *text = NULL;
  va_list args;

  va_start (args, format);
  text = g_strdup_vprintf (format, args);
  va_end (args);
  if (column > 0)
    g_set_error (error, ARB_ERROR, ARB_ERROR_PARSE, "parse: column %u: %s", column, text);
  else
    g_set_error (error, ARB_ERROR, ARB_ERROR_PARSE, "parse: %s", text);
}

/* The line without its comment and trailing blanks. */
static char *
strip_comment (const char *line)
{
  const char *hash = strchr (line, '#');
  char *copy = hash ? g_strndup (line, hash - line) : g_strdup (line);

  return g_strchomp (copy);
}

/* Reads one token from p: blanks end it except inside "double quotes",
 * which may cover all of it ("Anna Lena") or part ("Anna Lena"=white). */
static const char *
read_token (const char *p,
            GString    *text,
            gboolean   *unclosed)
{
  gboolean quoted = FALSE;

  for (; *p != '\0' && (quoted || !g_ascii_isspace (*p)); p++)
    {
      if (*p == '"')
        quoted = !quoted;
      else
        g_string_append_c (text, *p);
    }
  *unclosed = quoted;
  return p;
}

/* Splits a line into tokens, each with its column. */
static GArray *
tokenize (const char *line,
          const char *from,
          guint      *column,
          GError    **error)
{
  g_autoptr(GArray) tokens = g_array_new (FALSE, TRUE, sizeof (Token));
  const char *p = from;

  g_array_set_clear_func (tokens, token_clear);
  while (*p != '\0')
    {
      Token token = { NULL, 0 };
      GString *text = g_string_new (NULL);
      gboolean unclosed;

      while (g_ascii_isspace (*p))
        p++;
      if (*p == '\0')
        {
          g_string_free (text, TRUE);
          break;
        }
      token.column = column_of (line, p);
      p = read_token (p, text, &unclosed);
      token.text = g_string_free (text, FALSE);
      g_array_append_val (tokens, token);
      if (unclosed)
        {
          *column = token.column;
          set_parse_error (error, token.column, "a quote is never closed");
          return NULL;
        }
    }
  return g_steal_pointer (&tokens);
}

static int
parse_actor (const ArbSetup *setup,
             const char     *line,
             const char     *colon,
             GError        **error)
{
  g_autofree char *name = g_strstrip (g_strndup (line, colon - line));
  g_autofree char *all = NULL;
  int seat;

  seat = arb_setup_find_player (setup, name);
  if (seat >= 0)
    return seat;
  all = g_strjoinv (", ", setup->players);
  set_parse_error (error, 1, "nobody here is called “%s”; the players are %s", name, all);
  return -2;
}

static ArbEvent *
event_from_tokens (int     actor,
                   GArray *tokens)
{
  g_autoptr(GPtrArray) args = g_ptr_array_new ();
  g_autofree char *verb = g_ascii_strdown (g_array_index (tokens, Token, 0).text, -1);

  for (guint i = 1; i < tokens->len; i++)
    g_ptr_array_add (args, g_array_index (tokens, Token, i).text);
  g_ptr_array_add (args, NULL);
  return arb_event_newv (actor, verb, (const char *const *) args->pdata);
}

/* One event line, checked for form by the game and made canonical. */
ArbEvent *
arb_record_parse_event (const ArbSetup *setup,
                        const char     *line,
                        guint          *column,
                        GError        **error)
{
  g_autofree char *text = strip_comment (line);
  const char *colon = strchr (text, ':');
  g_autoptr(GArray) tokens = NULL;
  g_autoptr(ArbEvent) event = NULL;
  g_autoptr(GError) local = NULL;
  int actor = ARB_NO_PLAYER;
  int bad_arg = -1;

  if (colon != NULL && (actor = parse_actor (setup, text, colon, error)) == -2)
    return (*column = 1, NULL);
  tokens = tokenize (text, colon ? colon + 1 : text, column, error);
  if (tokens == NULL)
    return NULL;
  if (tokens->len == 0)
    {
      *column = column_of (text, text + strlen (text));
      set_parse_error (error, *column, "the line names a player but no entry");
      return NULL;
    }
  event = event_from_tokens (actor, tokens);
  if (!setup->rules->parse_event (setup, event, &bad_arg, &local))
    {
      guint index = bad_arg >= 0 ? (guint) bad_arg + 1 : 0;

      *column = index < tokens->len ? g_array_index (tokens, Token, index).column : 1;
      set_parse_error (error, *column, "%s", arb_error_text (local));
      return NULL;
    }
  return g_steal_pointer (&event);
}

/* ---- header ---- */

typedef struct {
  guint        line;
  const char  *keyword;
  char        *rest;
} HeaderLine;

typedef struct {
  const ArbRules *rules;
  char          **players;
  gboolean        score_only;
  guint           game_line;
  guint           players_line;
  GPtrArray      *options;  /* HeaderLine* of "option" lines */
} Header;

static void
header_line_free (gpointer data)
{
  HeaderLine *h = data;

  g_free (h->rest);
  g_free (h);
}

static void
header_clear (Header *header)
{
  g_strfreev (header->players);
  g_clear_pointer (&header->options, g_ptr_array_unref);
}

static const char *const header_keywords[] = {
  "arbiter", "game", "players", "mode", "option", NULL
};

/* The header keyword this line starts with, or NULL. */
static const char *
header_keyword (const char *text,
                char      **rest)
{
  for (guint i = 0; header_keywords[i] != NULL; i++)
    {
      gsize len = strlen (header_keywords[i]);

      if (g_ascii_strncasecmp (text, header_keywords[i], len) == 0
          && (text[len] == '\0' || g_ascii_isspace (text[len]) || text[len] == ':'))
        {
          /* "players: A, B" is read like "players A, B". */
          *rest = g_strstrip (g_strdup (text + len + (text[len] == ':')));
          return header_keywords[i];
        }
    }
  return NULL;
}

static char *
known_games (void)
{
  g_autoptr(GPtrArray) ids = g_ptr_array_new ();
  guint n;
  const ArbRules *const *games = arb_games_list (&n);

  for (guint i = 0; i < n; i++)
    g_ptr_array_add (ids, (gpointer) games[i]->id);
  g_ptr_array_add (ids, NULL);
  return g_strjoinv (", ", (char **) ids->pdata);
}

static char **
split_players (const char *rest)
{
  g_auto(GStrv) names = g_strsplit (rest, ",", -1);
  GStrvBuilder *builder = g_strv_builder_new ();
  char **result;

  for (guint i = 0; names[i] != NULL; i++)
    {
      char *name = g_strstrip (g_strdup (names[i]));
      gsize len = strlen (name);

      /* "Anna Lena" may be quoted here as on event lines. */
      if (len >= 2 && name[0] == '"' && name[len - 1] == '"')
        {
          memmove (name, name + 1, len - 2);
          name[len - 2] = '\0';
        }
      arb_strv_builder_take (builder, name);
    }
  result = g_strv_builder_end (builder);
  g_strv_builder_unref (builder);
  return result;
}

static gboolean
take_header_line (Header     *header,
                  const char *keyword,
                  char       *rest,
                  guint       line,
                  guint      *column,
                  GError    **error)
{
  if (g_str_equal (keyword, "arbiter"))
    {
      if (!g_str_equal (rest, "1"))
        {
          *column = 9;
          set_parse_error (error, 9, "this is record format “%s”; Arbiter reads format 1", rest);
          return FALSE;
        }
    }
  else if (g_str_equal (keyword, "game"))
    {
      header->rules = arb_games_lookup (rest);
      header->game_line = line;
      if (header->rules == NULL)
        {
          g_autofree char *ids = known_games ();

          *column = 6;
          set_parse_error (error, 6, "no game “%s”; the games are %s", rest, ids);
          return FALSE;
        }
    }
  else if (g_str_equal (keyword, "players"))
    {
      g_strfreev (header->players);
      header->players = split_players (rest);
      header->players_line = line;
    }
  else if (g_str_equal (keyword, "mode"))
    {
      if (g_ascii_strcasecmp (rest, "score-only") != 0 && g_ascii_strcasecmp (rest, "track") != 0)
        {
          *column = 6;
          set_parse_error (error, 6, "mode is “track” or “score-only”, not “%s”", rest);
          return FALSE;
        }
      header->score_only = g_ascii_strcasecmp (rest, "score-only") == 0;
    }
  else
    {
      HeaderLine *h = g_new0 (HeaderLine, 1);

      h->line = line;
      h->keyword = keyword;
      h->rest = g_strdup (rest);
      g_ptr_array_add (header->options, h);
    }
  return TRUE;
}

static ArbSetup *
setup_from_header (Header            *header,
                   ArbRecordPosition *position,
                   GError           **error)
{
  g_autoptr(ArbSetup) setup = NULL;

  position->column = 0;
  if (header->rules == NULL || header->players == NULL)
    {
      set_parse_error (error, 0, "the header needs a “game” line and a “players” line before the first event");
      return NULL;
    }
  setup = arb_setup_new (header->rules, (const char *const *) header->players);
  setup->score_only = header->score_only;
  for (guint i = 0; i < header->options->len; i++)
    {
      HeaderLine *h = g_ptr_array_index (header->options, i);
      g_auto(GStrv) kv = g_strsplit_set (h->rest, " \t=", 2);
      g_autofree char *value = kv[0] && kv[1] ? g_strstrip (g_strdup (kv[1])) : NULL;

      if (!arb_setup_set_option (setup, kv[0] ? kv[0] : "", value, error))
        return (position->line = h->line, NULL);
    }
  if (!arb_setup_validate (setup, error))
    return (position->line = header->players_line, NULL);
  return g_steal_pointer (&setup);
}

/* ---- whole records ---- */

/* Does the line start with "NAME:" for one of these players? */
static gboolean
names_player (char *const *players,
              const char  *line)
{
  const char *colon = strchr (line, ':');
  g_autofree char *name = NULL;
  g_autofree char *wanted = NULL;

  if (players == NULL || colon == NULL)
    return FALSE;
  name = g_strstrip (g_strndup (line, colon - line));
  wanted = g_utf8_casefold (name, -1);
  for (guint i = 0; players[i] != NULL; i++)
    {
      g_autofree char *have = g_utf8_casefold (players[i], -1);

      if (g_str_equal (have, wanted))
        return TRUE;
    }
  return FALSE;
}

static gboolean
parse_lines (ArbRecord         *record,
             char             **lines,
             ArbRecordPosition *position,
             GError           **error)
{
  Header header = { 0 };
  gboolean ok = TRUE;

  header.options = g_ptr_array_new_with_free_func (header_line_free);
  for (guint i = 0; ok && lines[i] != NULL; i++)
    {
      g_autofree char *text = strip_comment (lines[i]);
      g_autofree char *rest = NULL;
      const char *trimmed = text;
      const char *keyword;
      ArbEvent *event;

      while (g_ascii_isspace (*trimmed))
        trimmed++;
      if (*trimmed == '\0')
        continue;
      position->line = i + 1;
      keyword = header_keyword (trimmed, &rest);
      if (keyword != NULL && names_player (record->setup ? record->setup->players : header.players, trimmed))
        keyword = NULL;   /* a player called "Game Master" acting */
      if (keyword != NULL && record->setup != NULL)
        {
          position->column = 1;
          set_parse_error (error, 1, "“%s” belongs in the header, before the first event", keyword);
          ok = FALSE;
        }
      else if (keyword != NULL)
        ok = take_header_line (&header, keyword, rest, i + 1, &position->column, error);
      else if (record->setup == NULL
               && (record->setup = setup_from_header (&header, position, error)) == NULL)
        ok = FALSE;
      if (!ok || keyword != NULL)
        continue;
      position->line = i + 1;
      event = arb_record_parse_event (record->setup, text, &position->column, error);
      if (event == NULL)
        {
          ok = FALSE;
          continue;
        }
      g_ptr_array_add (record->events, event);
      g_array_append_val (record->lines, position->line);
    }
  if (ok && record->setup == NULL)
    {
      position->line = MAX (header.players_line, header.game_line);
      ok = (record->setup = setup_from_header (&header, position, error)) != NULL;
    }
  header_clear (&header);
  return ok;
}

ArbRecord *
arb_record_parse (const char        *text,
                  ArbRecordPosition *position,
                  GError           **error)
{
  g_autoptr(ArbRecord) record = g_new0 (ArbRecord, 1);
  g_auto(GStrv) lines = NULL;
  ArbRecordPosition ignored;

  if (position == NULL)
    position = &ignored;
  *position = (ArbRecordPosition) { 1, 0, 0 };
  if (!g_utf8_validate (text, -1, NULL))
    {
      set_parse_error (error, 0, "the record is not UTF-8 text");
      return NULL;
    }
  record->events = g_ptr_array_new_with_free_func ((GDestroyNotify) arb_event_free);
  record->lines = g_array_new (FALSE, FALSE, sizeof (guint));
  lines = g_strsplit (text, "\n", -1);
  if (!parse_lines (record, lines, position, error))
    return NULL;
  return g_steal_pointer (&record);
}

/*
 * Replays the first `until` events (G_MAXUINT: all) into a new game.
 * On refusal the game so far is returned and *error says why; the
 * position names the refused event's line.
 */
ArbGame *
arb_record_replay (const ArbRecord   *record,
                   guint              until,
                   ArbRecordPosition *position,
                   GError           **error)
{
  ArbGame *game = arb_game_new (record->setup);
  guint n = MIN (until, record->events->len);

  for (guint i = 0; i < n; i++)
    {
      if (!arb_game_append (game, g_ptr_array_index (record->events, i), error))
        {
          if (position != NULL)
            *position = (ArbRecordPosition) {
              g_array_index (record->lines, guint, i), 0, i };
          return game;
        }
    }
  return game;
}

void
arb_record_free (ArbRecord *record)
{
  if (record == NULL)
    return;
  g_clear_pointer (&record->setup, arb_setup_unref);
  g_clear_pointer (&record->events, g_ptr_array_unref);
  g_clear_pointer (&record->lines, g_array_unref);
  g_free (record);
}

/* ---- printing ---- */

static void
append_token (GString    *out,
              const char *token)
{
  g_string_append_c (out, ' ');
  if (*token == '\0' || strpbrk (token, " \t#:") != NULL)
    g_string_append_printf (out, "\"%s\"", token);
  else
    g_string_append (out, token);
}

char *
arb_record_format_event (const ArbSetup *setup,
                         const ArbEvent *event)
{
  GString *out = g_string_new (NULL);

  if (event->actor != ARB_NO_PLAYER)
    g_string_append_printf (out, "%s: ", arb_setup_player_name (setup, event->actor));
  g_string_append (out, event->verb);
  for (guint i = 0; event->args[i] != NULL; i++)
    append_token (out, event->args[i]);
  return g_string_free (out, FALSE);
}

char *
arb_record_format_header (const ArbSetup *setup)
{
  GString *out = g_string_new (NULL);
  g_autofree char *players = g_strjoinv (", ", setup->players);
  g_auto(GStrv) options = arb_setup_list_options (setup);

  g_string_append_printf (out, "arbiter %d\ngame %s\nplayers %s\n",
                          ARB_RECORD_VERSION, setup->rules->id, players);
  if (setup->score_only)
    g_string_append (out, "mode score-only\n");
  for (guint i = 0; options[i] != NULL; i++)
    g_string_append_printf (out, "option %s\n", options[i]);
  return g_string_free (out, FALSE);
}

char *
arb_record_print (const ArbSetup *setup,
                  GPtrArray      *events)
{
  g_autofree char *header = arb_record_format_header (setup);
  GString *out = g_string_new (header);

  if (events->len > 0)
    g_string_append_c (out, '\n');
  for (guint i = 0; i < events->len; i++)
    {
      g_autofree char *line = arb_record_format_event (setup, g_ptr_array_index (events, i));

      g_string_append_printf (out, "%s\n", line);
    }
  return g_string_free (out, FALSE);
}

char *
arb_record_print_game (ArbGame *game)
{
  g_autoptr(GPtrArray) events = g_ptr_array_new ();

  for (guint i = 0; i < arb_game_get_n_events (game); i++)
    g_ptr_array_add (events, (gpointer) arb_game_get_event (game, i));
  return arb_record_print (arb_game_get_setup (game), events);
}
