/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

#include "arb-event.h"
#include "arb-prompt.h"
#include "arb-score.h"

G_BEGIN_DECLS

typedef struct _ArbSetup ArbSetup;

typedef enum {
  ARB_OPTION_BOOL,
  ARB_OPTION_INT,
  ARB_OPTION_CHOICE,
} ArbOptionType;

/* One table option (variant, match length, house rule). */
typedef struct {
  const char        *key;           /* as written in records: "tactical" */
  ArbOptionType      type;
  const char        *default_value; /* "no", "1", ... */
  int                min;           /* ARB_OPTION_INT */
  int                max;
  const char *const *choices;       /* ARB_OPTION_CHOICE, NULL-terminated */
  const char        *label;         /* short, for the UI */
  const char        *description;   /* one sentence, our own words */
  const char        *rule_id;       /* the ruling it implements */
  gboolean           house;         /* our invention, labelled so */
} ArbOptionSpec;

/* One kind of entry, for help texts and docs. */
typedef struct {
  const char *verb;
  const char *syntax;       /* "card VALUE" */
  const char *description;
} ArbVerbSpec;

/* One ruling, so the app can show the rules reference. */
typedef struct {
  const char *id;           /* "NT-4" */
  const char *text;         /* our own words */
} ArbRuling;

/*
 * The interface every game module implements.  `state` is private to
 * the module; the engine core only creates, folds and frees it.
 * apply() validates first and only then folds, but the core replays the
 * log after any refusal, so a refused entry can never leave a trace.
 */
typedef struct _ArbRules ArbRules;
struct _ArbRules {
  const char          *id;
  const char          *title;
  const char          *summary;       /* one line for the start page */
  guint                min_players;   /* widest range over all options */
  guint                max_players;
  const ArbOptionSpec *options;
  guint                n_options;
  const ArbVerbSpec   *verbs;
  guint                n_verbs;
  const ArbRuling     *rulings;
  guint                n_rulings;
  gboolean             has_score_only;
  const char          *players_rule;  /* the ruling on who plays: "NT-1" */

  /* NULL for a game whose module is not built yet. */
  gboolean   (*check_setup) (const ArbSetup *setup,
                             GError        **error);
  gpointer   (*state_new)   (const ArbSetup *setup);
  void       (*state_free)  (gpointer        state);
  /* Checks the form of an event and rewrites its args canonically;
   * *bad_arg is the index of the offending arg, or -1 for the verb. */
  gboolean   (*parse_event) (const ArbSetup *setup,
                             ArbEvent       *event,
                             int            *bad_arg,
                             GError        **error);
  /* Optional: names the actor an event leaves implied ("pass" is the
   * pass of whoever's turn it is), so the log reads in full. */
  void       (*fill_actor)  (const ArbSetup *setup,
                             gconstpointer   state,
                             ArbEvent       *event);
  gboolean   (*apply)       (const ArbSetup *setup,
                             gpointer        state,
                             const ArbEvent *event,
                             GError        **error);
  /* Plain words for the log, given the state before the event. */
  char      *(*describe)    (const ArbSetup *setup,
                             gconstpointer   state,
                             const ArbEvent *event);
  ArbPrompt *(*prompt)      (const ArbSetup *setup,
                             gconstpointer   state);
  ArbScore  *(*score)       (const ArbSetup *setup,
                             gconstpointer   state);
  char      *(*state_text)  (const ArbSetup *setup,
                             gconstpointer   state);
  /* Optional: a few words on how far the game has got ("round 4 of 8"). */
  char      *(*progress)    (const ArbSetup *setup,
                             gconstpointer   state);
  /*
   * Optional: the round in play, in the game's own unit (a card of No
   * Thanks!, a round of Split and Vote or Eighty, a turn of every
   * player in Tile Rummy and Vote Stuffing): the round the next entry
   * belongs to, counted from 1 over the whole game or match.  It never
   * goes down as entries are applied, and goes up when an entry
   * completes a round (or the game), so undoing an entry after which
   * it went up reopens a round the table had finished.
   */
  guint      (*round)       (const ArbSetup *setup,
                             gconstpointer   state);
};

gboolean             arb_rules_is_available (const ArbRules *rules);
const ArbOptionSpec *arb_rules_find_option  (const ArbRules *rules,
                                             const char     *key);
const ArbRuling     *arb_rules_find_ruling  (const ArbRules *rules,
                                             const char     *id);

/* The catalogue of the five games, built or not. */
const ArbRules *const *arb_games_list   (guint      *n_games);
const ArbRules        *arb_games_lookup (const char *id);

G_END_DECLS
