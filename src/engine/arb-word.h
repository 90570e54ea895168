/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>
#include <string.h>

G_BEGIN_DECLS

/* ASCII words equal but for case (g_ascii_strcasecmp () == 0), the
 * first letters compared first: most words a record is read against
 * differ there. */
static inline gboolean
arb_word_equal (const char *a,
                const char *b)
{
  char x = a[0] >= 'A' && a[0] <= 'Z' ? (char) (a[0] + 'a' - 'A') : a[0];
  char y = b[0] >= 'A' && b[0] <= 'Z' ? (char) (b[0] + 'a' - 'A') : b[0];

  return x == y && g_ascii_strcasecmp (a, b) == 0;
}

/* A verb as read (lower case already) is this one: strcmp () == 0, the
 * first letters compared first. */
static inline gboolean
arb_verb_is (const char *verb,
             const char *want)
{
  return verb[0] == want[0] && strcmp (verb, want) == 0;
}

G_END_DECLS
