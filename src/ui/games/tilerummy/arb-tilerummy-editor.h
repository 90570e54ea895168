/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "games/tilerummy/grid.h"

G_BEGIN_DECLS

#define ARB_TYPE_TILERUMMY_EDITOR (arb_tilerummy_editor_get_type ())
G_DECLARE_FINAL_TYPE (ArbTilerummyEditor, arb_tilerummy_editor, ARB, TILERUMMY_EDITOR, GtkWidget)

/*
 * The table as a grid of tiles, typed and rearranged: the table editor.
 *
 * It starts from a table (the one on the table now) and keeps a draft:
 * tiles typed at the cursor ("r12", "g3"), removed, and blocks of tiles
 * moved.  Every change is checked at once by the engine
 * (arb_tr_grid_check()): offending runs are framed and numbered, groups
 * are outlined and numbered, and counted against the limit.  It draws
 * the whole table in one picture, with every tile image made once.
 *
 * Keys: a tile's letter and value type it and move on to the right;
 * arrows move the cursor; Home / End go to the start or past the end of
 * the row, Page Up / Page Down to the row before or after with tiles,
 * Ctrl+Home / Ctrl+End to the first or past the last tile; Enter goes down a row, back to the column where typing began;
 * Backspace and Delete remove; Space marks a corner of a block and the
 * arrows then stretch it; Shift+arrows move the block (or the tile under
 * the cursor); Escape lets go; Ctrl+Enter emits "activate"; Ctrl+C and
 * Ctrl+V copy and paste a table as text.  The mouse: a click places the
 * cursor, dragging a tile moves it (or the block it is in), dragging
 * over empty cells marks a block.
 */
GtkWidget         *arb_tilerummy_editor_new              (void);
/* Starts a fresh draft from `table` (NULL: an empty table). */
void               arb_tilerummy_editor_set_table        (ArbTilerummyEditor *self,
                                                          const ArbTrGrid    *table);
/* The table the draft started from. */
const ArbTrGrid   *arb_tilerummy_editor_get_base         (ArbTilerummyEditor *self);
/* The draft, as it is now. */
const ArbTrGrid   *arb_tilerummy_editor_get_grid         (ArbTilerummyEditor *self);
/* The draft differs from the table it started from. */
gboolean           arb_tilerummy_editor_is_changed       (ArbTilerummyEditor *self);
void               arb_tilerummy_editor_revert           (ArbTilerummyEditor *self);
/* Replaces the draft with `grid`, its tiles marked as typed. */
void               arb_tilerummy_editor_set_grid         (ArbTilerummyEditor *self,
                                                          const ArbTrGrid    *grid);
void               arb_tilerummy_editor_set_group_limit  (ArbTilerummyEditor *self,
                                                          guint               limit);
/* The engine's check of the draft. */
const ArbTrReport *arb_tilerummy_editor_get_report       (ArbTilerummyEditor *self);
void               arb_tilerummy_editor_set_editable     (ArbTilerummyEditor *self,
                                                          gboolean            editable);
gboolean           arb_tilerummy_editor_get_editable     (ArbTilerummyEditor *self);
/* TRUE: the tiles as large as the width allows, smaller when less
 * height is given (a wide window, where the table must fit); FALSE: as
 * large as the width allows, however tall that makes it. */
void               arb_tilerummy_editor_set_fill_height  (ArbTilerummyEditor *self,
                                                          gboolean            fill);
/* Marks the tiles typed into the draft (a corner in the accent colour),
 * TRUE by default: for a lay-down, what it adds. */
void               arb_tilerummy_editor_set_show_typed   (ArbTilerummyEditor *self,
                                                          gboolean            show);
/* A tile is half typed ("r1"). */
const char        *arb_tilerummy_editor_get_pending      (ArbTilerummyEditor *self);
void               arb_tilerummy_editor_get_cursor       (ArbTilerummyEditor *self,
                                                          int                *row,
                                                          int                *col);
void               arb_tilerummy_editor_set_cursor       (ArbTilerummyEditor *self,
                                                          int                 row,
                                                          int                 col);
/* The block marked, FALSE when none. */
gboolean           arb_tilerummy_editor_get_selection    (ArbTilerummyEditor *self,
                                                          int                *top,
                                                          int                *left,
                                                          int                *bottom,
                                                          int                *right);
/* Marks the block from (row, col) to the cursor. */
void               arb_tilerummy_editor_select_from      (ArbTilerummyEditor *self,
                                                          int                 row,
                                                          int                 col);
/* The tiles typed into this draft (not those of the table it began with). */
guint              arb_tilerummy_editor_count_typed      (ArbTilerummyEditor *self);
gboolean           arb_tilerummy_editor_handle_key       (ArbTilerummyEditor *self,
                                                          guint               keyval,
                                                          GdkModifierType     state);
/* Keys as typed: each character is a key press ("r5r6r7"). */
void               arb_tilerummy_editor_type             (ArbTilerummyEditor *self,
                                                          const char         *keys);
/* A table as text (a grid file, or the grid of a lay entry), put with
 * its top-left tile at the cursor. */
gboolean           arb_tilerummy_editor_paste_text       (ArbTilerummyEditor *self,
                                                          const char         *text,
                                                          GError            **error);
/* The draft as the text of a grid file (or the block marked). */
char              *arb_tilerummy_editor_dup_text         (ArbTilerummyEditor *self);
/* Puts the cursor on a problem of the report and frames it boldly. */
void               arb_tilerummy_editor_show_problem     (ArbTilerummyEditor *self,
                                                          guint               index);
/* The cursor's cell, in the editor's coordinates. */
void               arb_tilerummy_editor_get_cursor_area  (ArbTilerummyEditor *self,
                                                          graphene_rect_t    *area);
/* Scrolls the cursor into view now, clear of `inset` pixels at the foot
 * of the scrolled view (where a refusal floats). */
void               arb_tilerummy_editor_show_cursor      (ArbTilerummyEditor *self,
                                                          int                 inset);
/* Row and column counted as the engine's messages count them: from 1
 * at the top-left tile. */
void               arb_tilerummy_editor_get_place        (ArbTilerummyEditor *self,
                                                          int                 row,
                                                          int                 col,
                                                          int                *shown_row,
                                                          int                *shown_col);

G_END_DECLS
