/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>
#include <string.h>

G_BEGIN_DECLS

/* An ASCII letter in lower case; any other byte as it is (as
 * g_ascii_tolower (), without a call). */
static inline char
arb_ascii_lower (char c)
{
  return c >= 'A' && c <= 'Z' ? (char) (c + 'a' - 'A') : c;
}

/* ASCII words equal but for case (g_ascii_strcasecmp () == 0), without
 * a call: most words a record is read against differ at the first
 * letter. */
static inline gboolean
arb_word_equal (const char *a,
                const char *b)
{
  for (; arb_ascii_lower (*a) == arb_ascii_lower (*b); a++, b++)
    if (*a == '\0')
      return TRUE;
  return FALSE;
}

/* A verb as read (lower case already) is this one: strcmp () == 0,
 * without a call. */
static inline gboolean
arb_verb_is (const char *verb,
             const char *want)
{
  for (; *verb == *want; verb++, want++)
    if (*verb == '\0')
      return TRUE;
  return FALSE;
}

G_END_DECLS
