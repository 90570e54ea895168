/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "arb-args.h"

#include <string.h>

#include "arb-error.h"
#include "arb-i18n.h"

gboolean
arb_arg_int (const char *text,
             int         min,
             int         max,
             int        *out)
{
  const char *p = text + (*text == '-' || *text == '+');
  gint64 value = 0;
  guint n = 0;

  /* most numbers in a record are short: read them here, and leave
   * anything else (long, blanks, letters) to GLib's full reading */
  while (n < 9 && g_ascii_isdigit (p[n]))
    value = value * 10 + (p[n++] - '0');
  if (n == 0 || n == 9 || p[n] != '\0')
    {
      if (!g_ascii_string_to_signed (text, 10, min, max, &value, NULL))
        return FALSE;
    }
  else
    {
      value = *text == '-' ? -value : value;
      if (value < min || value > max)
        return FALSE;
    }
  *out = (int) value;
  return TRUE;
}

/*
 * A whole number of any length is well formed: one beyond ±limit reads
 * as ±limit, for the rules to refuse as out of range (a value that is
 * only too big is a wrong value, not a typo).
 */
gboolean
arb_arg_int_saturated (const char *text,
                       int         limit,
                       int        *out)
{
  const char *digits = text + (*text == '-' || *text == '+');
  gint64 value = 0;
  guint n = 0;

  if (!g_ascii_isdigit (*digits))
    return FALSE;
  while (digits[0] == '0' && g_ascii_isdigit (digits[1]))
    digits++;   /* leading zeros say nothing */
  for (; g_ascii_isdigit (digits[n]); n++)
    if (n < 12)
      value = value * 10 + (digits[n] - '0');
  if (digits[n] != '\0')
    return FALSE;
  value = MIN (value, (gint64) limit);
  *out = (int) (*text == '-' ? -value : value);
  return TRUE;
}

/* Seat of the named player, or -1. */
int
arb_arg_player (const ArbSetup *setup,
                const char     *text)
{
  return arb_setup_find_player (setup, text);
}

/* The text as it may be quoted in a message: at most `max` characters,
 * a long one cut with "…". */
char *
arb_shorten (const char *text,
             guint       max)
{
  const char *cut;

  if (g_utf8_strlen (text, (gssize) max * 4 + 4) <= (glong) max)
    return g_strdup (text);
  cut = g_utf8_offset_to_pointer (text, max - 1);
  return g_strdup_printf ("%.*s…", (int) (cut - text), text);
}

/* A name that is nobody at this table is a well-formed entry with a
 * wrong value: refused by the game's rule on who plays. */
void
arb_refuse_unknown_player (const ArbSetup *setup,
                           const char     *name,
                           GError        **error)
{
  g_autofree char *all = arb_join_words ((const char *const *) setup->players, setup->n_players);
  const char *rule = setup->rules->players_rule != NULL ? setup->rules->players_rule : "setup";
  g_autofree char *shown = arb_shorten (name, 40);

  arb_refuse (error, rule, "nobody at this table is called “%s”; the players are %s", shown, all);
}

/* Seat of the named player, or -1 with the refusal in *error. */
int
arb_arg_seat (const ArbSetup *setup,
              const char     *name,
              GError        **error)
{
  int seat = arb_setup_find_player (setup, name);

  if (seat < 0)
    arb_refuse_unknown_player (setup, name, error);
  return seat;
}

/* Checks the number of args; on error *bad_arg names the first extra. */
gboolean
arb_arg_expect_n (const ArbEvent *event,
                  guint           min,
                  guint           max,
                  const char     *syntax,
                  int            *bad_arg,
                  GError        **error)
{
  guint n = arb_event_n_args (event);

  if (n >= min && n <= max)
    return TRUE;
  *bad_arg = n > max ? (int) max : -1;
  /* a syntax that quotes its own examples is not quoted again */
  if (strstr (syntax, "“") != NULL)
    arb_parse_error (error, "write it as %s", syntax);
  else
    arb_parse_error (error, "write it as “%s”", syntax);
  return FALSE;
}

/*
 * "start NAME [random]", the same in every game: who begins, and
 * whether the app picked them at random (arb_game_pick_start()).
 */
gboolean
arb_parse_start (const ArbSetup *setup,
                 ArbEvent       *event,
                 int            *bad_arg,
                 GError        **error)
{
  const char *canonical[3] = { NULL, NULL, NULL };
  int seat;

  if (event->actor != ARB_NO_PLAYER)
    {
      arb_parse_error (error, "write it as “start NAME [random]”");
      return FALSE;
    }
  if (!arb_arg_expect_n (event, 1, 2, "start NAME [random]", bad_arg, error))
    return FALSE;
  /* A name that is nobody here is well formed: apply refuses it. */
  seat = arb_arg_player (setup, event->args[0]);
  if (event->args[1] != NULL && !arb_word_equal (event->args[1], "random"))
    {
      *bad_arg = 1;
      arb_parse_error (error, "after the name only “random” may follow");
      return FALSE;
    }
  canonical[0] = seat >= 0 ? arb_setup_player_name (setup, seat) : event->args[0];
  canonical[1] = event->args[1] != NULL ? "random" : NULL;
  arb_event_set_args (event, canonical);
  return TRUE;
}

/* Appends one step of what happened, for a game's describe(): the
 * steps of one entry are joined with " · ".  NULL: nothing to tell. */
void
arb_narrate_text (GString    *narr,
                  const char *format,
                  ...)
{
  va_list args;

  g_return_if_fail (narr != NULL);
  if (narr->len > 0)
    g_string_append (narr, " · ");
  va_start (args, format);
  g_string_append_vprintf (narr, arb_gettext (format), args);
  va_end (args);
}

/* "Ann", "Ann and Ben", "Ann, Ben and Cleo" */
char *
arb_join_words (const char *const *words,
                guint              n)
{
  GString *out = g_string_new (NULL);

  for (guint i = 0; i < n; i++)
    {
      if (i > 0)
        /* Translators: joins the last two names of a list: "Ann, Ben and Cleo". */
        g_string_append (out, i + 1 == n ? _(" and ") : ", ");
      g_string_append (out, words[i]);
    }
  return g_string_free (out, FALSE);
}

char *
arb_join_names (const ArbSetup *setup,
                const int      *seats,
                guint           n)
{
  g_autofree const char **words = g_new0 (const char *, n + 1);

  for (guint i = 0; i < n; i++)
    words[i] = arb_setup_player_name (setup, seats[i]);
  return arb_join_words (words, n);
}

char *
arb_join_seat_mask (const ArbSetup *setup,
                    guint           mask)
{
  g_autofree int *seats = g_new (int, setup->n_players + 1);
  guint n = 0;

  for (guint i = 0; i < setup->n_players; i++)
    if (mask & (1u << i))
      seats[n++] = (int) i;
  return arb_join_names (setup, seats, n);
}

const char *
arb_int_text (char *buf,
              int   value)
{
  char *p = buf + ARB_INT_TEXT_SIZE - 1;
  /* unsigned, so that G_MININT has a magnitude */
  guint magnitude = value < 0 ? 0u - (guint) value : (guint) value;

  *p = '\0';
  do
    {
      *--p = (char) ('0' + magnitude % 10);
      magnitude /= 10;
    }
  while (magnitude > 0);
  if (value < 0)
    *--p = '-';
  return p;
}

char *
arb_strdup_int (int value)
{
  char buf[ARB_INT_TEXT_SIZE];

  return g_strdup (arb_int_text (buf, value));
}

void
arb_set_int_arg (ArbEvent *event,
                 guint     index,
                 int       value)
{
  char buf[ARB_INT_TEXT_SIZE];

  arb_event_set_arg (event, index, arb_int_text (buf, value));
}

/* ---- canonical args ---- */

void
arb_arg_list_init (ArbArgList *list)
{
  list->args = g_ptr_array_sized_new (16);
  list->owned = NULL;
}

void
arb_arg_list_clear (ArbArgList *list)
{
  g_clear_pointer (&list->args, g_ptr_array_unref);
  g_clear_pointer (&list->owned, g_ptr_array_unref);
}

void
arb_arg_list_add (ArbArgList *list,
                  const char *text)
{
  g_ptr_array_add (list->args, (gpointer) text);
}

void
arb_arg_list_take (ArbArgList *list,
                   char       *text)
{
  if (list->owned == NULL)
    list->owned = g_ptr_array_new_with_free_func (g_free);
  g_ptr_array_add (list->owned, text);
  g_ptr_array_add (list->args, text);
}

/* Sets the event's args to the list's (copied only if they differ). */
void
arb_arg_list_apply (ArbArgList *list,
                    ArbEvent   *event)
{
  g_ptr_array_add (list->args, NULL);
  arb_event_set_args (event, (const char *const *) list->args->pdata);
  g_ptr_array_set_size (list->args, list->args->len - 1);
}
