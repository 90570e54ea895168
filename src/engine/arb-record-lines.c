/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "arb-record-lines.h"

#include <string.h>

static void
line_clear (gpointer data)
{
  g_free (((ArbRecordLine *) data)->buffer);
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

gsize
arb_record_content_length (const char *line)
{
  const char *p = line;
  gsize len;

  /* to the first # outside "quotes", or the end */
  for (p += strcspn (p, "#\""); *p == '"'; p += strcspn (p, "#\""))
    {
      const char *close = strchr (p + 1, '"');

      if (close == NULL)
        {
          p += strlen (p);   /* an unclosed quote runs to the end */
          break;
        }
      p = close + 1;
    }
  len = (gsize) (p - line);
  while (len > 0 && g_ascii_isspace (line[len - 1]))
    len--;
  return len;
}

/* Pure ASCII is valid UTF-8: checked a word at a time first. */
static gboolean
is_ascii (const char *text,
          gsize       len)
{
  gsize i = 0;

  for (; i + sizeof (guint64) <= len; i += sizeof (guint64))
    {
      guint64 word;

      memcpy (&word, text + i, sizeof word);
      if (word & G_GUINT64_CONSTANT (0x8080808080808080))
        return FALSE;
    }
  for (; i < len; i++)
    if ((guchar) text[i] >= 0x80)
      return FALSE;
  return TRUE;
}

/* Checks one line's bytes: no NUL, valid UTF-8. */
static void
check_line (ArbRecordLine *line,
            char          *start,
            gsize          len)
{
  const char *nul = memchr (start, '\0', len);
  const char *end = NULL;
  gsize lead = 0;

  while (lead < len && (start[lead] == ' ' || start[lead] == '\t'))
    lead++;
  line->bad_row = lead < len && start[lead] == '|';

  if (nul != NULL)
    {
      line->bad_what = "a NUL byte, which has no place in a text record";
      line->bad_column = arb_record_column (start, nul);
      return;
    }
  if (!is_ascii (start, len) && !g_utf8_validate_len (start, len, &end))
    {
      line->bad_what = "bytes that are not UTF-8 text";
      line->bad_column = arb_record_column (start, end);
      return;
    }
  start[len] = '\0';
  line->text = start;
  line->length = arb_record_content_length (start);
  line->bad_row = FALSE;
}

/* Splits the whole text once, in time linear in its length. */
GArray *
arb_record_split_lines (const char *text,
                        gssize      length)
{
  gsize len = length < 0 ? strlen (text) : (gsize) length;
  char *buffer = g_malloc (len + 1);
  char *p = buffer;
  char *end = buffer + len;
  guint number = 0;
  guint guess = 1;
  GArray *lines;

  memcpy (buffer, text, len);
  /* room for every line at once: one allocation, not one per doubling */
  for (const char *nl = buffer; (nl = memchr (nl, '\n', (gsize) (end - nl))) != NULL; nl++)
    guess++;
  /* written in place below, and cut to the lines found at the end: the
   * room left over is cleared, for line_clear */
  lines = g_array_sized_new (FALSE, TRUE, sizeof (ArbRecordLine), guess);
  g_array_set_size (lines, guess);
  buffer[len] = '\0';
  g_array_set_clear_func (lines, line_clear);
  if (len >= 3 && memcmp (p, "\xEF\xBB\xBF", 3) == 0)
    p += 3;
  while (p < end)
    {
      ArbRecordLine line = { .number = ++number };
      char *q = p;
      char *next;

      /* the next line end; a NUL byte is no end (check_line reports it) */
      q += strcspn (q, "\r\n");
      while (q < end && *q == '\0')
        q += 1 + strcspn (q + 1, "\r\n");
      next = q + 1 + (q + 1 < end && q[0] == '\r' && q[1] == '\n');
      line.buffer = number == 1 ? buffer : NULL;
      check_line (&line, p, (gsize) (q - p));
      /* a CR alone ends a line too: more lines than were counted */
      if (number > lines->len)
        g_array_set_size (lines, number);
      g_array_index (lines, ArbRecordLine, number - 1) = line;
      p = next;
    }
  g_array_set_size (lines, number);
  if (number == 0)
    g_free (buffer);
  return lines;
}
