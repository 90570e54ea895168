/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

#include "arb-event.h"

G_BEGIN_DECLS

/* One legal entry, ready to append as it is. */
typedef struct {
  ArbEvent *event;
  char     *label;   /* short words for a button: "Take", "27" */
} ArbChoice;

/*
 * What the game expects next.  `choices` lists every legal entry when
 * the list is small enough to offer; it is empty when the entry is free
 * input (such as a score-only hand), in which case `verb` still says
 * what kind of entry is wanted.
 */
typedef struct {
  gboolean   finished;
  int        player;     /* whose decision, or ARB_NO_PLAYER */
  char      *verb;       /* kind of entry expected; NULL when finished */
  char      *text;       /* plain words: "Ben: take the 27 or pay a chip" */
  GPtrArray *choices;    /* of ArbChoice */
} ArbPrompt;

ArbPrompt *arb_prompt_new         (int         player,
                                   const char *verb,
                                   const char *format,
                                   ...) G_GNUC_PRINTF (3, 4);
ArbPrompt *arb_prompt_new_finished (const char *text);
void       arb_prompt_add_choice  (ArbPrompt  *prompt,
                                   ArbEvent   *event,   /* taken */
                                   const char *label);
ArbChoice *arb_prompt_find_choice (const ArbPrompt *prompt,
                                   const char      *verb);
gboolean   arb_prompt_allows      (const ArbPrompt *prompt,
                                   const ArbEvent  *event);
void       arb_prompt_free        (ArbPrompt  *prompt);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (ArbPrompt, arb_prompt_free)

G_END_DECLS
