/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "arb-record.h"

#include <string.h>

#include "arb-args.h"
#include "arb-error.h"
#include "arb-game-private.h"
#include "arb-record-lines.h"
#include "arb-word.h"

/*
 * Reading is one pass over the text: every line is split and checked
 * once, and every column is counted as the tokens are read, so a
 * record of any size is read in time proportional to its size.
 */

/* A token lies in its line: start[0, len).  A token with quotes in it
 * is copied without them into `unquoted`, which it then spans. */
typedef struct {
  const char *start;
  gsize       len;
  char       *unquoted;
  guint       line;     /* from 1 */
  guint       column;   /* from 1, in characters */
} Token;

/* The tokens of one entry: scratch space that one reading reuses from
 * entry to entry, grown by doubling and emptied in place. */
typedef struct {
  Token *items;
  guint  len;
  guint  size;
} Tokens;

static Token *
tokens_push (Tokens *tokens)
{
  if (tokens->len == tokens->size)
    {
      tokens->size = MAX (16, 2 * tokens->size);
      tokens->items = g_renew (Token, tokens->items, tokens->size);
    }
  return &tokens->items[tokens->len++];
}

/* Empties the array; the texts copied without quotes go. */
static void
tokens_empty (Tokens *tokens)
{
  for (guint i = 0; i < tokens->len; i++)
    if (tokens->items[i].unquoted != NULL)
      g_free (tokens->items[i].unquoted);
  tokens->len = 0;
}

static void
tokens_clear (Tokens *tokens)
{
  tokens_empty (tokens);
  g_clear_pointer (&tokens->items, g_free);
  tokens->size = 0;
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

/* A header line that is well formed but says something Arbiter cannot
 * set up: the same shape as a parse error, under "setup". */
static void
set_setup_error (GError    **error,
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
    g_set_error (error, ARB_ERROR, ARB_ERROR_SETUP, "setup: column %u: %s", column, text);
  else
    g_set_error (error, ARB_ERROR, ARB_ERROR_SETUP, "setup: %s", text);
}

static void
set_position (ArbRecordPosition *position,
              guint              line,
              guint              column)
{
  position->line = line;
  position->column = column;
}


static const char *
skip_blanks (const char *p)
{
  while (g_ascii_isspace (*p))
    p++;
  return p;
}

/* The first ":" outside quotes in the first len bytes, or NULL. */
static const char *
find_colon (const char *line,
            gsize       len)
{
  const char *p = line;
  const char *end = line + len;

  for (;;)
    {
      const char *colon = memchr (p, ':', (gsize) (end - p));
      const char *quote;
      const char *close;

      if (colon == NULL)
        return NULL;
      quote = memchr (p, '"', (gsize) (colon - p));
      if (quote == NULL)
        return colon;
      /* a colon in quotes is part of a name: on after the closing quote */
      close = memchr (quote + 1, '"', (gsize) (end - quote - 1));
      if (close == NULL)
        return NULL;
      p = close + 1;
    }
}

/* A name as written: blanks around it and quotes around all of it go. */
static char *
unquote_name (const char *start,
              gsize       len)
{
  char *name = g_strstrip (g_strndup (start, len));
  gsize n = strlen (name);

  /* blanks inside the quotes are the name's own: kept, so that a name
   * that begins or ends with one is refused as the setup says */
  if (n >= 2 && name[0] == '"' && name[n - 1] == '"')
    {
      memmove (name, name + 1, n - 2);
      name[n - 2] = '\0';
    }
  return name;
}

/* ---- tokens ---- */

static char *
without_quotes (const char *text,
                gsize       len)
{
  char *out = g_malloc (len + 1);
  gsize n = 0;

  for (gsize i = 0; i < len; i++)
    if (text[i] != '"')
      out[n++] = text[i];
  out[n] = '\0';
  return out;
}

/*
 * Reads the tokens of line[from, to): blanks end a token except inside
 * "double quotes", which may cover all of it ("Anna Lena") or part
 * ("Anna Lena"=white).  `column` is the column of line[from].
 */
static gboolean
tokenize (const char        *line,
          gsize              from,
          gsize              to,
          guint              line_number,
          guint              column,
          Tokens            *tokens,
          ArbRecordPosition *position,
          GError           **error)
{
  gsize i = from;

  while (i < to)
    {
      Token token = { NULL, 0, NULL, line_number, 0 };
      gsize start;
      gboolean quoted = FALSE;
      gboolean has_quote = FALSE;

      for (; i < to && g_ascii_isspace (line[i]); i++)
        column++;
      if (i == to)
        break;
      token.column = column;
      start = i;
      for (; i < to && (quoted || !g_ascii_isspace (line[i])); i++)
        {
          column += ((guchar) line[i] & 0xC0) != 0x80;
          if (line[i] == '"')
            quoted = !quoted, has_quote = TRUE;
        }
      token.start = line + start;
      token.len = i - start;
      if (has_quote)
        {
          token.unquoted = without_quotes (token.start, token.len);
          token.start = token.unquoted;
          token.len = strlen (token.unquoted);
        }
      *tokens_push (tokens) = token;
      if (quoted)
        {
          set_position (position, line_number, token.column);
          set_parse_error (error, token.column, "a quote is never closed");
          return FALSE;
        }
    }
  return TRUE;
}

/* The event, in one block, from the tokens' texts: the first is its
 * verb, in lower case. */
static ArbEvent *
event_from_tokens (int           actor,
                   const Tokens *tokens)
{
  const Token *token = tokens->items;
  guint n = tokens->len - 1;
  const char *stack_args[ARB_EVENT_MAX_ARGS];
  gsize stack_lens[ARB_EVENT_MAX_ARGS];
  g_autofree const char **heap_args = NULL;
  g_autofree gsize *heap_lens = NULL;
  const char **args = stack_args;
  gsize *lens = stack_lens;
  ArbEvent *event;

  if (n > ARB_EVENT_MAX_ARGS)
    {
      args = heap_args = g_new (const char *, n);
      lens = heap_lens = g_new (gsize, n);
    }
  for (guint i = 0; i < n; i++)
    {
      args[i] = token[i + 1].start;
      lens[i] = token[i + 1].len;
    }
  event = arb_event_new_block (actor, token[0].start, token[0].len, args, lens, n);
  for (char *c = event->verb; *c != '\0'; c++)
    *c = arb_ascii_lower (*c);
  return event;
}

/* ---- entries ---- */

/* One line of an entry: its text (NUL-terminated) and its number. */
typedef struct {
  const char *text;
  gsize       length;   /* arb_record_content_length (text) */
  guint       number;
} EntryLine;

/* The seat whose name is spelt exactly as name[0, len), or -1. */
static int
seat_spelt (const ArbSetup *setup,
            const char     *name,
            gsize           len)
{
  for (guint i = 0; i < setup->n_players; i++)
    if (strncmp (setup->players[i], name, len) == 0 && setup->players[i][len] == '\0')
      return (int) i;
  return -1;
}

/* As unquote_name, without a copy: where the name lies in start[0, len). */
static const char *
name_span (const char *start,
           gsize       len,
           gsize      *out_len)
{
  while (len > 0 && g_ascii_isspace (*start))
    start++, len--;
  while (len > 0 && g_ascii_isspace (start[len - 1]))
    len--;
  if (len >= 2 && start[0] == '"' && start[len - 1] == '"')
    start++, len -= 2;
  *out_len = len;
  return start;
}

static int
read_actor (const ArbSetup    *setup,
            const EntryLine   *first,
            const char        *colon,
            ArbRecordPosition *position,
            GError           **error)
{
  g_autofree char *name = NULL;
  gsize len;
  const char *span = name_span (first->text, (gsize) (colon - first->text), &len);
  int seat = len > 0 ? seat_spelt (setup, span, len) : -1;

  /* the name as the setup spells it: the usual case, with no copy */
  if (seat >= 0)
    return seat;
  name = unquote_name (first->text, (gsize) (colon - first->text));

  if (*name == '\0')
    {
      set_position (position, first->number, 1);
      set_parse_error (error, 1, "a colon must follow the name of the player who acts");
      return -2;
    }
  seat = arb_setup_find_player (setup, name);
  if (seat < 0)
    {
      set_position (position, first->number,
                    arb_record_column (first->text, skip_blanks (first->text)));
      arb_refuse_unknown_player (setup, name, error);
    }
  return seat >= 0 ? seat : -2;
}

/* The tokens of every line of the entry, after the actor's colon,
 * appended to `tokens` (empty on entry; the caller's to reuse). */
static gboolean
entry_tokens (const EntryLine   *lines,
              guint              n_lines,
              const char        *colon,
              Tokens            *tokens,
              ArbRecordPosition *position,
              GError           **error)
{
  for (guint k = 0; k < n_lines; k++)
    {
      const char *text = lines[k].text;
      gsize from = k == 0 && colon != NULL ? (gsize) (colon - text) + 1 : 0;
      guint column = k == 0 && colon != NULL ? arb_record_column (text, colon) + 1 : 1;

      if (!tokenize (text, from, lines[k].length, lines[k].number, column,
                     tokens, position, error))
        return FALSE;
    }
  return TRUE;
}

/* Checks the entry's form with the game and makes it canonical.
 * `tokens` is scratch space, left empty. */
static ArbEvent *
parse_entry_lines (const ArbSetup    *setup,
                   const EntryLine   *lines,
                   guint              n_lines,
                   Tokens            *tokens,
                   ArbRecordPosition *position,
                   GError           **error)
{
  const char *colon = find_colon (lines[0].text, lines[0].length);
  g_autoptr(ArbEvent) event = NULL;
  g_autoptr(GError) local = NULL;
  int actor = ARB_NO_PLAYER;
  int bad_arg = -1;

  if (colon != NULL && (actor = read_actor (setup, &lines[0], colon, position, error)) == -2)
    return NULL;
  if (!entry_tokens (lines, n_lines, colon, tokens, position, error))
    return (tokens_empty (tokens), NULL);
  if (tokens->len == 0)
    {
      guint column = arb_record_column (lines[0].text, lines[0].text + lines[0].length) + 1;

      set_position (position, lines[0].number, column);
      set_parse_error (error, column, "the line names a player but no entry");
      return NULL;
    }
  event = event_from_tokens (actor, tokens);
  if (!setup->rules->parse_event (setup, event, &bad_arg, &local))
    {
      guint index = bad_arg >= 0 ? (guint) bad_arg + 1 : 0;
      const Token *at = &tokens->items[index < tokens->len ? index : 0];

      set_position (position, at->line, at->column);
      set_parse_error (error, at->column, "%s", arb_error_text (local));
      tokens_empty (tokens);
      return NULL;
    }
  tokens_empty (tokens);
  return g_steal_pointer (&event);
}

static gboolean
is_row_line (const char *text)
{
  return *skip_blanks (text) == ARB_RECORD_ROW_MARK[0];
}

/*
 * One entry as typed: its first line, then any lines that begin with
 * "|".  Lines count from 1 within the text.  A refusal (a name that is
 * nobody here) is an ARB_ERROR_REFUSED with the game's rule id.
 */
ArbEvent *
arb_record_parse_entry (const ArbSetup    *setup,
                        const char        *text,
                        ArbRecordPosition *position,
                        GError           **error)
{
  g_autoptr(GArray) lines = arb_record_split_lines (text, -1);
  g_autoptr(GArray) entry = g_array_new (FALSE, FALSE, sizeof (EntryLine));
  Tokens tokens = { NULL, 0, 0 };
  ArbEvent *event;
  ArbRecordPosition ignored;

  if (position == NULL)
    position = &ignored;
  *position = (ArbRecordPosition) { 1, 0, 0 };
  for (guint i = 0; i < lines->len; i++)
    {
      ArbRecordLine *line = &g_array_index (lines, ArbRecordLine, i);
      EntryLine e = { line->text, 0, line->number };

      if (line->text == NULL)
        {
          set_position (position, line->number, line->bad_column);
          set_parse_error (error, line->bad_column, "the line holds %s", line->bad_what);
          return NULL;
        }
      if ((e.length = line->length) == 0)
        continue;
      if (entry->len > 0 && !is_row_line (line->text))
        {
          set_position (position, line->number, 1);
          set_parse_error (error, 1, "one entry at a time: only lines that begin with “|” may follow");
          return NULL;
        }
      g_array_append_val (entry, e);
    }
  if (entry->len == 0 || is_row_line (g_array_index (entry, EntryLine, 0).text))
    {
      set_parse_error (error, 0, entry->len == 0 ? "nothing was entered"
                                                 : "a line that begins with “|” goes on the entry above it");
      return NULL;
    }
  event = parse_entry_lines (setup, (EntryLine *) entry->data, entry->len, &tokens, position, error);
  tokens_clear (&tokens);
  return event;
}

/* One event line, checked for form by the game and made canonical. */
ArbEvent *
arb_record_parse_event (const ArbSetup *setup,
                        const char     *line,
                        guint          *column,
                        GError        **error)
{
  ArbRecordPosition position = { 1, 0, 0 };
  ArbEvent *event = arb_record_parse_entry (setup, line, &position, error);

  *column = position.column;
  return event;
}

/* ---- header ---- */

typedef struct {
  guint        line;
  char        *rest;
} HeaderLine;

typedef struct {
  const ArbRules *rules;
  char          **players;
  char           *mode;
  guint           game_line;
  guint           players_line;
  guint           mode_line;
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
  g_free (header->mode);
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

/* Could text[0, len) start with a header keyword?  As header_keyword,
 * without a copy. */
static gboolean
starts_header_keyword (const char *text,
                       gsize       len)
{
  for (guint i = 0; header_keywords[i] != NULL; i++)
    {
      gsize klen = strlen (header_keywords[i]);

      /* most lines are entries: the first letter settles it */
      if (len == 0 || arb_ascii_lower (text[0]) != header_keywords[i][0])
        continue;
      if (len >= klen && g_ascii_strncasecmp (text, header_keywords[i], klen) == 0
          && (len == klen || g_ascii_isspace (text[klen]) || text[klen] == ':'))
        return TRUE;
    }
  return FALSE;
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
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();

  for (guint i = 0; names[i] != NULL; i++)
    arb_strv_builder_take (builder, unquote_name (names[i], strlen (names[i])));
  return g_strv_builder_end (builder);
}

static gboolean
same_players (char *const *a,
              char *const *b)
{
  guint n = g_strv_length ((char **) a);

  if (n != g_strv_length ((char **) b))
    return FALSE;
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *ka = arb_setup_name_key (a[i]);
      g_autofree char *kb = arb_setup_name_key (b[i]);

      if (!g_str_equal (ka, kb))
        return FALSE;
    }
  return TRUE;
}

/* A header line that says again what an earlier one said is harmless;
 * one that says something else is refused where it stands. */
static gboolean
check_repeat (guint       earlier,
              gboolean    same,
              const char *keyword,
              guint      *column,
              GError    **error)
{
  if (earlier == 0 || same)
    return TRUE;
  *column = 1;
  set_setup_error (error, 1, "line %u already gave the %s; a record holds one game, "
                   "so the header says it once", earlier, keyword);
  return FALSE;
}

static gboolean
take_game (Header     *header,
           const char *rest,
           guint       line,
           guint      *column,
           GError    **error)
{
  const ArbRules *rules = arb_games_lookup (rest);

  if (rules == NULL)
    {
      g_autofree char *ids = known_games ();

      *column = 6;
      set_setup_error (error, 6, "no game “%s”; the games are %s", rest, ids);
      return FALSE;
    }
  if (!check_repeat (header->game_line, rules == header->rules, "game", column, error))
    return FALSE;
  header->rules = rules;
  header->game_line = header->game_line ? header->game_line : line;
  return TRUE;
}

static gboolean
take_players (Header     *header,
              const char *rest,
              guint       line,
              guint      *column,
              GError    **error)
{
  g_auto(GStrv) players = split_players (rest);

  if (!check_repeat (header->players_line, header->players != NULL && same_players (players, header->players),
                     "players", column, error))
    return FALSE;
  if (header->players_line == 0)
    {
      header->players = g_steal_pointer (&players);
      header->players_line = line;
    }
  return TRUE;
}

static gboolean
take_mode (Header     *header,
           const char *rest,
           guint       line,
           guint      *column,
           GError    **error)
{
  if (!arb_word_equal (rest, "score-only") && !arb_word_equal (rest, "track"))
    {
      *column = 6;
      set_setup_error (error, 6, "mode is “track” or “score-only”, not “%s”", rest);
      return FALSE;
    }
  if (!check_repeat (header->mode_line, header->mode != NULL && arb_word_equal (rest, header->mode),
                     "mode", column, error))
    return FALSE;
  if (header->mode_line == 0)
    {
      header->mode = g_ascii_strdown (rest, -1);
      header->mode_line = line;
    }
  return TRUE;
}

static gboolean
take_header_line (Header     *header,
                  const char *keyword,
                  const char *rest,
                  guint       line,
                  guint      *column,
                  GError    **error)
{
  HeaderLine *h;

  if (g_str_equal (keyword, "arbiter"))
    {
      if (g_str_equal (rest, "1"))
        return TRUE;
      *column = 9;
      set_setup_error (error, 9, "this is record format “%s”; Arbiter reads format 1", rest);
      return FALSE;
    }
  if (g_str_equal (keyword, "game"))
    return take_game (header, rest, line, column, error);
  if (g_str_equal (keyword, "players"))
    return take_players (header, rest, line, column, error);
  if (g_str_equal (keyword, "mode"))
    return take_mode (header, rest, line, column, error);
  h = g_new0 (HeaderLine, 1);
  h->line = line;
  h->rest = g_strdup (rest);
  g_ptr_array_add (header->options, h);
  return TRUE;
}

/* Sets one "option" line; an option set twice must agree with itself. */
static gboolean
take_option (ArbSetup   *setup,
             HeaderLine *h,
             GHashTable *seen,
             GError    **error)
{
  g_auto(GStrv) kv = g_strsplit_set (h->rest, " \t=", 2);
  g_autofree char *value = kv[0] && kv[1] ? g_strstrip (g_strdup (kv[1])) : NULL;
  const ArbOptionSpec *spec;
  const char *now;
  HeaderLine *before;

  if (!arb_setup_set_option (setup, kv[0] ? kv[0] : "", value, error))
    return FALSE;
  spec = arb_rules_find_option (setup->rules, kv[0]);
  now = arb_setup_get_option (setup, spec->key);
  before = g_hash_table_lookup (seen, spec->key);
  if (before != NULL && !g_str_equal (before->rest, now))
    {
      set_setup_error (error, 0, "line %u already set option %s to %s; a record sets each option once",
                       before->line, spec->key, before->rest);
      return FALSE;
    }
  if (before == NULL)
    {
      HeaderLine *mine = g_new0 (HeaderLine, 1);

      mine->line = h->line;
      mine->rest = g_strdup (now);
      g_hash_table_insert (seen, (gpointer) spec->key, mine);
    }
  return TRUE;
}

/* Would the rules accept the setup without the option `key`? */
static gboolean
valid_without (ArbSetup   *setup,
               const char *key)
{
  gpointer stolen_key = NULL, stolen_value = NULL;
  gboolean valid;

  if (!g_hash_table_steal_extended (setup->options, key, &stolen_key, &stolen_value))
    return FALSE;
  valid = arb_setup_validate (setup, NULL);
  g_hash_table_insert (setup->options, stolen_key, stolen_value);
  return valid;
}

/*
 * Where a header the rules refuse is wrong: at the last option line
 * without which they would accept it ("option deck-size 60" with one
 * standard deck), else at the players line (too few, too many).
 */
static guint
refused_header_line (Header     *header,
                     ArbSetup   *setup,
                     GHashTable *seen)
{
  GHashTableIter iter;
  gpointer key, value;
  guint line = 0;

  g_hash_table_iter_init (&iter, seen);
  while (g_hash_table_iter_next (&iter, &key, &value))
    {
      HeaderLine *h = value;

      if (h->line > line && valid_without (setup, key))
        line = h->line;
    }
  return line > 0 ? line : header->players_line;
}

static ArbSetup *
setup_from_header (Header            *header,
                   ArbRecordPosition *position,
                   GError           **error)
{
  g_autoptr(ArbSetup) setup = NULL;
  g_autoptr(GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, NULL, header_line_free);

  position->column = 0;
  if (header->rules == NULL || header->players == NULL)
    {
      set_setup_error (error, 0, "the header needs a “game” line and a “players” line before the first event");
      return NULL;
    }
  setup = arb_setup_new (header->rules, (const char *const *) header->players);
  setup->score_only = g_strcmp0 (header->mode, "score-only") == 0;
  for (guint i = 0; i < header->options->len; i++)
    {
      HeaderLine *h = g_ptr_array_index (header->options, i);

      if (!take_option (setup, h, seen, error))
        return (position->line = h->line, NULL);
    }
  if (setup->score_only && !setup->rules->has_score_only)
    {
      set_setup_error (error, 6, "%s has no score-only mode yet; leave the mode line out to track the game",
                       setup->rules->title);
      return (position->line = header->mode_line, position->column = 6, NULL);
    }
  if (!arb_setup_validate (setup, error))
    return (position->line = refused_header_line (header, setup, seen), NULL);
  return g_steal_pointer (&setup);
}

/* ---- whole records ---- */

/* Does the line start with "NAME:" for one of these players?  Then it
 * is an entry, even if the name is "Game Master". */
static gboolean
names_player (char *const *players,
              const char  *line)
{
  const char *colon = find_colon (line, arb_record_content_length (line));
  g_autofree char *name = NULL;
  g_autofree char *wanted = NULL;

  if (players == NULL || colon == NULL)
    return FALSE;
  name = unquote_name (line, (gsize) (colon - line));
  wanted = arb_setup_name_key (name);
  for (guint i = 0; players[i] != NULL; i++)
    {
      g_autofree char *have = arb_setup_name_key (players[i]);

      if (g_str_equal (have, wanted))
        return TRUE;
    }
  return FALSE;
}

typedef struct {
  ArbRecord         *record;
  GArray            *lines;     /* ArbRecordLine */
  Header             header;
  ArbRecordPosition *position;
  EntryLine         *entry;     /* room for every line: scratch for read_entry */
  guint              n_entry;
  Tokens             tokens;    /* scratch for read_entry */
} Reader;

/* The entry that starts at line i: that line and the "|" lines after
 * it (blank and comment lines between them are skipped).  Returns the
 * index of its last line. */
static guint
gather_entry (Reader *reader,
              guint   i,
              int    *bad)
{
  guint last = i;

  *bad = -1;
  reader->n_entry = 0;
  for (guint j = i; j < reader->lines->len; j++)
    {
      ArbRecordLine *line = &g_array_index (reader->lines, ArbRecordLine, j);

      if (line->text == NULL)
        {
          if (j > i && line->bad_row)
            *bad = j;
          break;
        }
      if (j > i && line->length == 0)
        continue;
      if (j > i && !is_row_line (line->text))
        break;
      reader->entry[reader->n_entry++] = (EntryLine) { line->text, line->length, line->number };
      last = j;
    }
  return last;
}

/* Why the events stop at this line; the ones before it stand. */
static void
stop_at (Reader *reader,
         GError *error)
{
  reader->record->stop = error;
  reader->record->stop_position = *reader->position;
}

/* An entry line: the header ends here if it has not yet. */
static gboolean
read_entry (Reader *reader,
            guint  *i,
            GError **error)
{
  ArbRecord *record = reader->record;
  GError *local = NULL;
  ArbEvent *event;
  int bad;
  guint first_line = g_array_index (reader->lines, ArbRecordLine, *i).number;

  if (record->setup == NULL
      && (record->setup = setup_from_header (&reader->header, reader->position, error)) == NULL)
    return FALSE;
  *i = gather_entry (reader, *i, &bad);
  if (bad >= 0)
    {
      /* a row of this entry holds bad bytes: the entry cannot be read */
      ArbRecordLine *line = &g_array_index (reader->lines, ArbRecordLine, bad);

      set_position (reader->position, line->number, line->bad_column);
      set_parse_error (&local, line->bad_column, "the line holds %s", line->bad_what);
      return (stop_at (reader, local), TRUE);
    }
  event = parse_entry_lines (record->setup, reader->entry, reader->n_entry,
                             &reader->tokens, reader->position, &local);
  if (event == NULL)
    return (stop_at (reader, local), TRUE);
  /* room was made for a line each (record_new) */
  g_array_index (record->lines, guint, record->events->len) = first_line;
  g_ptr_array_add (record->events, event);
  return TRUE;
}

/*
 * Reads one line.  Returns FALSE with *error set when the header cannot
 * make a game; a later line that is not well formed only stops the
 * events there (record->stop).
 */
static gboolean
read_line (Reader *reader,
           guint  *i,
           GError **error)
{
  ArbRecord *record = reader->record;
  ArbRecordLine *line = &g_array_index (reader->lines, ArbRecordLine, *i);
  g_autofree char *text = NULL;
  g_autofree char *rest = NULL;
  const char *keyword;
  const char *start;
  gsize length;
  GError *local = NULL;

  set_position (reader->position, line->number, 0);
  if (line->text == NULL)
    {
      reader->position->column = line->bad_column;
      set_parse_error (&local, line->bad_column, "the line holds %s", line->bad_what);
    }
  else if (line->length == 0)
    return TRUE;
  else if (is_row_line (line->text))
    {
      reader->position->column = arb_record_column (line->text, skip_blanks (line->text));
      set_parse_error (&local, reader->position->column,
                       "a line that begins with “|” goes on the entry above it, but there is none");
    }
  if (local != NULL && record->setup == NULL)
    return (g_propagate_error (error, local), FALSE);
  if (local != NULL)
    return (stop_at (reader, local), TRUE);
  start = skip_blanks (line->text);
  length = line->length - (gsize) (start - line->text);
  /* most lines are entries: only a header line is copied */
  if (!starts_header_keyword (start, length))
    return read_entry (reader, i, error);
  text = g_strndup (start, length);
  keyword = header_keyword (text, &rest);
  if (keyword != NULL && names_player (record->setup ? record->setup->players : reader->header.players, text))
    keyword = NULL;   /* a player called "Game Master" acting */
  if (keyword == NULL)
    return read_entry (reader, i, error);
  if (record->setup != NULL)
    {
      set_position (reader->position, line->number, 1);
      set_parse_error (&local, 1, "“%s” belongs in the header, before the first event", keyword);
      return (stop_at (reader, local), TRUE);
    }
  return take_header_line (&reader->header, keyword, rest, line->number,
                           &reader->position->column, error);
}

/* Room for as many events as the text has lines: at most one each. */
static ArbRecord *
record_new (guint n_lines)
{
  ArbRecord *record = g_new0 (ArbRecord, 1);

  record->events = g_ptr_array_new_full (n_lines, (GDestroyNotify) arb_event_free);
  record->lines = g_array_sized_new (FALSE, FALSE, sizeof (guint), n_lines);
  /* written in place as the events are read; cut to their number at
   * the end (arb_record_read) */
  g_array_set_size (record->lines, n_lines);
  return record;
}

/*
 * Reads a record as far as it is well formed.  NULL (with *error and
 * *position) only when the header cannot make a game; otherwise the
 * events up to the first line that is not well formed, which
 * record->stop explains.  Checking a record reports the first problem
 * in the order of its lines: a refusal at line 10 comes before a typo
 * at line 50.
 */
ArbRecord *
arb_record_read (const char        *text,
                 gssize             length,
                 ArbRecordPosition *position,
                 GError           **error)
{
  g_autoptr(GArray) lines = arb_record_split_lines (text, length);
  g_autoptr(ArbRecord) record = record_new (lines->len);
  ArbRecordPosition ignored;
  Reader reader = { 0 };
  gboolean ok = TRUE;

  if (position == NULL)
    position = &ignored;
  *position = (ArbRecordPosition) { 1, 0, 0 };
  reader.record = record;
  reader.lines = lines;
  reader.header.options = g_ptr_array_new_with_free_func (header_line_free);
  reader.position = position;
  /* an entry is some of the lines, never more */
  reader.entry = g_new (EntryLine, MAX (lines->len, 1));
  for (guint i = 0; ok && record->stop == NULL && i < reader.lines->len; i++)
    ok = read_line (&reader, &i, error);
  if (ok && record->setup == NULL)
    {
      position->line = MAX (reader.header.players_line, reader.header.game_line);
      ok = (record->setup = setup_from_header (&reader.header, position, error)) != NULL;
    }
  header_clear (&reader.header);
  g_free (reader.entry);
  tokens_clear (&reader.tokens);
  if (!ok)
    return NULL;
  g_array_set_size (record->lines, record->events->len);
  if (record->stop != NULL)
    *position = record->stop_position;
  return g_steal_pointer (&record);
}

/* The whole record, or nothing: any line not well formed is an error. */
ArbRecord *
arb_record_parse_len (const char        *text,
                      gssize             length,
                      ArbRecordPosition *position,
                      GError           **error)
{
  g_autoptr(ArbRecord) record = arb_record_read (text, length, position, error);

  if (record == NULL)
    return NULL;
  if (record->stop != NULL)
    {
      g_propagate_error (error, g_steal_pointer (&record->stop));
      return NULL;
    }
  return g_steal_pointer (&record);
}

ArbRecord *
arb_record_parse (const char        *text,
                  ArbRecordPosition *position,
                  GError           **error)
{
  return arb_record_parse_len (text, -1, position, error);
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
  guint n = MIN (until, record->events->len);
  ArbGame *game = arb_game_new_sized (record->setup, n);

  for (guint i = 0; i < n; i++)
    {
      if (!arb_game_replay_parsed (game, g_ptr_array_index (record->events, i), error))
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
  g_clear_error (&record->stop);
  g_free (record);
}

/* ---- printing ---- */

/* A row mark starts a new line of the entry, as a person lays out a
 * grid; any token that could be misread is quoted. */
static void
append_token (GString    *out,
              const char *token)
{
  if (g_str_equal (token, ARB_RECORD_ROW_MARK))
    {
      g_string_append (out, "\n  " ARB_RECORD_ROW_MARK);
      return;
    }
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
