/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

#include "arb-refusal-bar.h"
#include "arb-session.h"

G_BEGIN_DECLS

#define ARB_TYPE_GAME_PAGE (arb_game_page_get_type ())
G_DECLARE_INTERFACE (ArbGamePage, arb_game_page, ARB, GAME_PAGE, GtkWidget)

/*
 * What the play page needs from a game's table: redraw from the
 * session, put the focus where the next entry is typed, take the keys
 * of the table, and say what the score page may show.  A page emits
 * "changed" after each entry it appends.
 */
struct _ArbGamePageInterface
{
  GTypeInterface parent_iface;

  void        (*refresh)              (ArbGamePage     *self);
  void        (*focus_input)          (ArbGamePage     *self);
  gboolean    (*handle_key)           (ArbGamePage     *self,
                                       guint            keyval,
                                       GdkModifierType  state);
  const char *(*get_prompt_text)      (ArbGamePage     *self);
  const char *(*get_refusal)          (ArbGamePage     *self);
  /* Optional: the score cannot be shown yet (secret chips). */
  gboolean    (*get_score_hidden)     (ArbGamePage     *self);
  /* Optional: a game of a match is over and the next one waits. */
  gboolean    (*is_between_games)     (ArbGamePage     *self);
  /* Optional: a game's own section for the score page, or NULL. */
  GtkWidget  *(*create_score_section) (ArbGamePage     *self);
  /* Optional: a few words on the middle of the table for the large
   * type view ("The 17, with 3 chips on it"), or NULL. */
  char       *(*dup_large_summary)    (ArbGamePage     *self);
};

void        arb_game_page_refresh              (ArbGamePage     *self);
void        arb_game_page_focus_input          (ArbGamePage     *self);
gboolean    arb_game_page_handle_key           (ArbGamePage     *self,
                                                guint            keyval,
                                                GdkModifierType  state);
const char *arb_game_page_get_prompt_text      (ArbGamePage     *self);
const char *arb_game_page_get_refusal          (ArbGamePage     *self);
gboolean    arb_game_page_get_score_hidden     (ArbGamePage     *self);
gboolean    arb_game_page_is_between_games     (ArbGamePage     *self);
GtkWidget  *arb_game_page_create_score_section (ArbGamePage     *self);
char       *arb_game_page_dup_large_summary    (ArbGamePage     *self);
void        arb_game_page_emit_changed         (ArbGamePage     *self);
void        arb_game_page_install_keys         (ArbGamePage     *self);
gboolean    arb_game_page_submit               (ArbSession      *session,
                                                ArbRefusalBar   *refusal_bar,
                                                const ArbEvent  *event,
                                                const char      *line);

G_END_DECLS
