/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

#include "arb-event.h"
#include "arb-prompt.h"
#include "arb-rules.h"
#include "arb-score.h"
#include "arb-setup.h"

G_BEGIN_DECLS

/*
 * A game is its event log: the state is a fold over the accepted
 * events.  Undo drops the last event onto the redo stack; redo applies
 * it again; a new entry clears the redo stack.
 */
typedef struct _ArbGame ArbGame;

ArbGame        *arb_game_new             (ArbSetup       *setup);
void            arb_game_free            (ArbGame        *game);
ArbSetup       *arb_game_get_setup       (ArbGame        *game);
const ArbRules *arb_game_get_rules       (ArbGame        *game);
gboolean        arb_game_append          (ArbGame        *game,
                                          const ArbEvent *event,
                                          GError        **error);
gboolean        arb_game_replay          (ArbGame        *game,
                                          const ArbEvent *event,
                                          GError        **error);
gboolean        arb_game_check           (ArbGame        *game,
                                          const ArbEvent *event,
                                          GError        **error);
void            arb_game_drop_last       (ArbGame        *game);
gboolean        arb_game_undo            (ArbGame        *game,
                                          GError        **error);
gboolean        arb_game_redo            (ArbGame        *game,
                                          GError        **error);
gboolean        arb_game_can_undo        (ArbGame        *game);
gboolean        arb_game_can_redo        (ArbGame        *game);
const ArbEvent *arb_game_peek_redo       (ArbGame        *game);
GPtrArray      *arb_game_dup_redo        (ArbGame        *game);
void            arb_game_set_redo        (ArbGame        *game,
                                          GPtrArray      *events);
guint           arb_game_get_n_events    (ArbGame        *game);
const ArbEvent *arb_game_get_event       (ArbGame        *game,
                                          guint           index);
const char     *arb_game_get_description (ArbGame        *game,
                                          guint           index);
gconstpointer   arb_game_get_state       (ArbGame        *game);
ArbPrompt      *arb_game_prompt          (ArbGame        *game);
ArbScore       *arb_game_score           (ArbGame        *game);
gboolean        arb_game_is_finished     (ArbGame        *game);
char           *arb_game_state_text      (ArbGame        *game);
char           *arb_game_progress        (ArbGame        *game);
ArbEvent       *arb_game_pick_start      (ArbGame        *game,
                                          GRand          *rand);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (ArbGame, arb_game_free)

G_END_DECLS
