/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

#include "../../arb-rules.h"
#include "../../arb-setup.h"
#include "grid.h"
#include "tiles.h"

G_BEGIN_DECLS

/*
 * Tile Rummy (seed 002), rulings TR-1 .. TR-9: turns, the open display,
 * the bag, action tiles, lay-downs checked against the table before and
 * after, hand counts, the end of a game and match scoring.
 *
 * Hands are secret: the engine counts tiles in hands and remembers the
 * ones it saw go there (taken from the display), never more.
 */
extern const ArbRules arb_tilerummy_rules;

#define ARB_TILERUMMY_MAX_PLAYERS 4
#define ARB_TILERUMMY_HAND 15       /* tiles dealt to each player */
#define ARB_TILERUMMY_DISPLAY 6     /* face-up tiles of the open display */
#define ARB_TILERUMMY_ALL_TILES 116 /* 112 numbered + 4 action tiles */

typedef enum {
  ARB_TILERUMMY_DISPLAY_DUE,  /* a game begins: its open display is entered */
  ARB_TILERUMMY_TURN,         /* the player to move takes one of the four actions */
  ARB_TILERUMMY_REFILL,       /* a display tile was taken: the tile that refills it is entered */
  ARB_TILERUMMY_HANDS,        /* the game has ended: the tiles left in hands are entered */
  ARB_TILERUMMY_OVER,         /* the game is scored (in a match, the next one may begin) */
} ArbTilerummyPhase;

/* A read-only view of the state, for drawing the table. */
typedef struct {
  ArbTilerummyPhase phase;
  int              player;        /* whose entry is expected, or ARB_NO_PLAYER */
  guint            game;          /* game in play, from 1 */
  guint            games;         /* games in the match */
  gboolean         match_over;
  guint            group_limit;   /* TR-5: 3 with 2–3 players, 4 with 4 */
  guint            n_groups;      /* on the table now */
  const ArbTrGrid *table;         /* the table after the last lay-down (owned by the game) */
  ArbTrTile        display[ARB_TILERUMMY_DISPLAY];
  guint            n_display;
  int              bag;           /* tiles left in the bag */
  int              hand[ARB_TILERUMMY_MAX_PLAYERS];     /* tiles in each hand */
  gboolean         opened[ARB_TILERUMMY_MAX_PLAYERS];   /* has laid down an opening group */
  gboolean         all_opened;    /* further groups may be opened (TR-6) */
  int              played_pass_two;    /* action tiles played so far */
  int              played_draw_three;
  guint            passes;        /* passes in a row (TR-9) */
  int              winner;        /* who went out, or ARB_NO_PLAYER */
  gboolean         blocked;       /* every player passed (TR-9) */
  gboolean         entered[ARB_TILERUMMY_MAX_PLAYERS];  /* hand scored this game */
  int              points[ARB_TILERUMMY_MAX_PLAYERS];   /* this game, once entered */
} ArbTilerummyView;

void         arb_tilerummy_get_view     (const ArbSetup    *setup,
                                         gconstpointer      state,
                                         ArbTilerummyView  *view);
guint        arb_tilerummy_group_limit  (const ArbSetup    *setup);
/* Every problem of a table as this game counts it (group limit included). */
ArbTrReport *arb_tilerummy_check_table  (const ArbSetup    *setup,
                                         const ArbTrGrid   *grid);
/* The lay-down entry that puts this table down, for `player`. */
ArbEvent    *arb_tilerummy_lay_event    (int                player,
                                         const ArbTrGrid   *grid);

G_END_DECLS
