/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/*
 * The lines of a record text, as a person sees them: ended by "\n",
 * "\r\n" or a lone "\r", after an optional UTF-8 byte-order mark.  Each
 * line is checked to be UTF-8 without NUL bytes, so that a bad byte is
 * reported where it is instead of silently ending the text.
 */
typedef struct {
  char  *text;     /* NUL-terminated; NULL when the line is bad */
  gsize  length;   /* of the text before its comment and trailing blanks */
  guint  number;   /* from 1 */
  guint  bad_column; /* the bad byte's column (from 1) when text is NULL */
  const char *bad_what; /* what is wrong with it */
  gboolean bad_row;     /* a bad line that begins with "|": it was meant
                         * to go on the entry above */
  char  *buffer;   /* the first line's: one copy of the text that all
                    * the texts point into */
} ArbRecordLine;

GArray *arb_record_split_lines (const char *text,
                                gssize      length);

/* The length of the line before its comment ("#" outside quotes) and
 * its trailing blanks. */
gsize   arb_record_content_length (const char *line);

/* The column (from 1, in characters) of p within line. */
guint   arb_record_column      (const char *line,
                                const char *p);

G_END_DECLS
