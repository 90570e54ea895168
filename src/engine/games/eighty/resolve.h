/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

/*
 * Which white cards a round discards (EI-4): the revealed cards and the
 * centre card left after drafting are compared by effective value
 * (printed value + attached Play cards); equal values form one group
 * and share its fate; the centre card's icon says which groups go.
 * Standing alone, so the CLI and the score page can explain a round.
 */

#include <glib.h>

#include "cards.h"

G_BEGIN_DECLS

#define ARB_EIGHTY_MAX_PLAYERS 5
#define ARB_EIGHTY_MAX_ENTRIES (ARB_EIGHTY_MAX_PLAYERS + 1)
#define ARB_EIGHTY_CENTRE_SEAT (-1)   /* the entry that is the centre card */

/* One card in the resolution. */
typedef struct {
  int  seat;                              /* owner, or ARB_EIGHTY_CENTRE_SEAT */
  int  number;                            /* printed value */
  int  modifier;                          /* sum of the attached Play cards */
  int  n_plays;                           /* how many Play cards are attached */
  char mods[48];                          /* "+5-10", as attached; "" for none */
  char symbol[ARB_EIGHTY_SYMBOL_MAX];     /* the card's own symbol, "" for none */
} ArbEightyEntry;

typedef struct {
  /* input */
  ArbEightyIcon  icon;                               /* the centre card's */
  char           icon_symbol[ARB_EIGHTY_SYMBOL_MAX]; /* symbolic up */
  guint          n_entries;
  ArbEightyEntry entries[ARB_EIGHTY_MAX_ENTRIES];
  /* output of arb_eighty_resolve() */
  int            value[ARB_EIGHTY_MAX_ENTRIES];      /* effective value per entry */
  guint          group[ARB_EIGHTY_MAX_ENTRIES];      /* group per entry, 0 = highest */
  gboolean       discarded[ARB_EIGHTY_MAX_ENTRIES];
  guint          n_groups;
  int            group_value[ARB_EIGHTY_MAX_ENTRIES];
  gboolean       group_discarded[ARB_EIGHTY_MAX_ENTRIES];
  guint          wanted;    /* groups the rule asks for (before capping) */
  int            matches;   /* symbolic up: cards bearing the symbol or a star */
} ArbEightyResolution;

/* Adds one card; returns its index. */
guint    arb_eighty_resolution_add (ArbEightyResolution *r,
                                    int                  seat,
                                    int                  number,
                                    const char          *symbol);
/* Attaches a Play card's modifier to entry `index`. */
void     arb_eighty_resolution_play (ArbEightyResolution *r,
                                     guint                index,
                                     int                  modifier);
void     arb_eighty_resolve        (ArbEightyResolution *r);
/* The entry of a seat, or -1. */
int      arb_eighty_resolution_find (const ArbEightyResolution *r,
                                     int                        seat);
/* "57+5-10" or "57" */
char    *arb_eighty_entry_text     (const ArbEightyEntry *entry);
/* The resolution in words, one sentence per step: the rule, what is
 * discarded, what is scored; names[seat] names the owners ("Ann"). */
char   **arb_eighty_resolution_steps (const ArbEightyResolution *r,
                                      const char *const         *names);
/* The same steps as one text. */
char    *arb_eighty_resolution_text (const ArbEightyResolution *r,
                                     const char *const         *names);
/* The rule alone: "double up: the two highest values go" */
char    *arb_eighty_rule_text      (ArbEightyIcon icon,
                                    const char   *icon_symbol);

G_END_DECLS
