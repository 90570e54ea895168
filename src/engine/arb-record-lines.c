/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "arb-record-lines.h"

#include <string.h>

static void
line_clear (gpointer data)
{
  g_free (((ArbRecordLine *) data)->text);
}

guint
arb_record_column (const char *line,
                   const char *p)
{
  guint column = 1;

  for (const char *q = line; q < p; q++)
    column += ((guchar) *q & 0xC0) != 0x80;
  return column;
}

/* Checks one line's bytes: no NUL, valid UTF-8. */
static void
check_line (ArbRecordLine *line,
            const char    *start,
            gsize          len)
{
  const char *nul = memchr (start, '\0', len);
  const char *end = NULL;

  if (nul != NULL)
    {
      line->bad_what = "a NUL byte, which has no place in a text record";
      line->bad_column = arb_record_column (start, nul);
      return;
    }
  if (!g_utf8_validate_len (start, len, &end))
    {
      line->bad_what = "bytes that are not UTF-8 text";
      line->bad_column = arb_record_column (start, end);
      return;
    }
  line->text = g_strndup (start, len);
}

/* Splits the whole text once, in time linear in its length. */
GArray *
arb_record_split_lines (const char *text,
                        gssize      length)
{
  GArray *lines = g_array_new (FALSE, TRUE, sizeof (ArbRecordLine));
  gsize len = length < 0 ? strlen (text) : (gsize) length;
  const char *p = text;
  const char *end = text + len;
  guint number = 0;

  g_array_set_clear_func (lines, line_clear);
  if (len >= 3 && memcmp (p, "\xEF\xBB\xBF", 3) == 0)
    p += 3;
  while (p < end)
    {
      ArbRecordLine line = { NULL, ++number, 0, NULL };
      const char *q = p;

      while (q < end && *q != '\n' && *q != '\r')
        q++;
      check_line (&line, p, (gsize) (q - p));
      g_array_append_val (lines, line);
      if (q < end && *q == '\r' && q + 1 < end && q[1] == '\n')
        q++;
      p = q + 1;
    }
  return lines;
}
