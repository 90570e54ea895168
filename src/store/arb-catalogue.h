/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

#include "arb-game.h"
#include "arb-store.h"
#include "games/eighty/cards.h"

G_BEGIN_DECLS

/*
 * Eighty's card catalogue (EI-1): the white cards' attributes as the
 * table entered them, kept in the store so that a table enters each
 * card once.  A card is kept as its card line, the syntax records use
 * ("white 57 double-up symbol moon draw 1"), and the catalogue file is
 * those lines, one a card.  What the catalogue knows is never changed
 * by a record or a file that says otherwise: the difference is
 * reported, and only an edit changes a card.
 */

typedef enum {
  ARB_CATALOGUE_ADDED,     /* the catalogue did not know the card */
  ARB_CATALOGUE_SAME,      /* it knew it, with these attributes */
  ARB_CATALOGUE_DIFFERENT, /* it knows it otherwise, and keeps that */
  ARB_CATALOGUE_FAILED,    /* the store failed; see the error */
} ArbCatalogueResult;

/* A card given otherwise than the catalogue knows it. */
typedef struct {
  guint         line;      /* in the file, from 1; 0 for a game */
  ArbEightyCard known;     /* as the catalogue keeps it */
  ArbEightyCard given;     /* as the file or the record gives it */
  char         *words;     /* "57: the catalogue has …; the record says …" */
} ArbCatalogueConflict;

/* What an import or a game's check found. */
typedef struct {
  guint      added;
  guint      same;
  GPtrArray *conflicts;    /* of ArbCatalogueConflict */
} ArbCatalogueReport;

gboolean            arb_catalogue_lookup      (ArbStore             *store,
                                               int                   number,
                                               ArbEightyCard        *card,
                                               GError              **error);
ArbCatalogueResult  arb_catalogue_remember    (ArbStore             *store,
                                               const ArbEightyCard  *card,
                                               GError              **error);
gboolean            arb_catalogue_edit        (ArbStore             *store,
                                               const ArbEightyCard  *card,
                                               GError              **error);
gboolean            arb_catalogue_forget      (ArbStore             *store,
                                               int                   number,
                                               GError              **error);
/* Of ArbEightyCard, by number. */
GArray             *arb_catalogue_list        (ArbStore             *store,
                                               GError              **error);
/* The symbols of the catalogue's cards (their own and their icons'),
 * in the order first entered; the wild star is not among them. */
char              **arb_catalogue_symbols     (ArbStore             *store,
                                               GError              **error);
/* The catalogue file: a comment, then a card line per card. */
char               *arb_catalogue_export      (ArbStore             *store,
                                               GError              **error);
/* Reads a catalogue file, or a record (its card lines); a line that is
 * neither a card line, a comment nor blank is an error and nothing is
 * imported. */
ArbCatalogueReport *arb_catalogue_import      (ArbStore             *store,
                                               const char           *text,
                                               GError              **error);
/* An Eighty game's card lines against the catalogue: cards it lacks
 * are remembered, cards it knows otherwise are reported. */
ArbCatalogueReport *arb_catalogue_check_game  (ArbStore             *store,
                                               ArbGame              *game,
                                               GError              **error);
void                arb_catalogue_report_free (ArbCatalogueReport   *report);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (ArbCatalogueReport, arb_catalogue_report_free)

G_END_DECLS
