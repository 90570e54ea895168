/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

#include "arb-setup.h"

G_BEGIN_DECLS

/*
 * What is typed at the Eighty table, read as the table means it: card
 * numbers run together or apart, and the line for a revealed card or a
 * Play card ("c47", "a+10b").  Input only: the entries it builds go to
 * the engine, which decides whether they are legal.
 */

#define ARB_EIGHTY_LINE_MAX_MODS 8

/* Card numbers, with blanks between them or none: two digits make one
 * number while it stays within `max` ("2347" is 23 and 47, "85" is 8
 * and 5).  *open: the last number is a lone digit at the end that a
 * second digit could still join.  *junk: something else was typed. */
guint      arb_eighty_read_numbers   (const char *text,
                                      int         max,
                                      int        *out,
                                      guint       n_max,
                                      gboolean   *open,
                                      gboolean   *junk);

/* A line typed while cards are revealed: [NAME] NUMBER is a reveal;
 * NAME MODIFIER... NAME is a Play card.  Names may be shortened to
 * their first letters; the record's words (play, on, reveal) may be
 * typed too. */
typedef struct {
  gboolean is_play;
  int      actor;          /* ARB_NO_PLAYER: the player the prompt names */
  int      target;
  int      mods[ARB_EIGHTY_LINE_MAX_MODS];
  guint    n_mods;
  int      number;
  gboolean open;           /* a lone digit that a second could join */
  char    *problem;        /* why it cannot be read, or NULL */
} ArbEightyLine;

void       arb_eighty_line_read      (const ArbSetup      *setup,
                                      const char          *text,
                                      ArbEightyLine       *line);
void       arb_eighty_line_clear     (ArbEightyLine       *line);
/* How the line reads, in words for under the entry; `expected` is the
 * player whose reveal a bare number is. */
char      *arb_eighty_line_reading   (const ArbSetup      *setup,
                                      const ArbEightyLine *line,
                                      int                  expected);
/* The words of a line: names, signed numbers, numbers. */
GPtrArray *arb_eighty_line_words     (const char          *text);
gboolean   arb_eighty_word_is_signed (const char          *word);

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (ArbEightyLine, arb_eighty_line_clear)

G_END_DECLS
