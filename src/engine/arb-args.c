/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "arb-args.h"

#include "arb-error.h"

gboolean
arb_arg_int (const char *text,
             int         min,
             int         max,
             int        *out)
{
  gint64 value;

  if (!g_ascii_string_to_signed (text, 10, min, max, &value, NULL))
    return FALSE;
  *out = (int) value;
  return TRUE;
}

/* Seat of the named player, or -1. */
int
arb_arg_player (const ArbSetup *setup,
                const char     *text)
{
  return arb_setup_find_player (setup, text);
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
  arb_parse_error (error, "write it as “%s”", syntax);
  return FALSE;
}

/* "Ann, Ben and Cleo" */
char *
arb_join_names (const ArbSetup *setup,
                const int      *seats,
                guint           n)
{
  GString *out = g_string_new (NULL);

  for (guint i = 0; i < n; i++)
    {
      if (i > 0)
        g_string_append (out, i + 1 == n ? " and " : ", ");
      g_string_append (out, arb_setup_player_name (setup, seats[i]));
    }
  return g_string_free (out, FALSE);
}
