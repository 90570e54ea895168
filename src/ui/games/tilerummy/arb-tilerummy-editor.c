/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <math.h>
#include <string.h>

#include <glib/gi18n.h>

#include "arb-card-paint.h"

#include "arb-tilerummy-editor.h"
#include "arb-tilerummy-paint.h"
#include "arb-tilerummy-typing.h"

#define MIN_ROWS 7
#define MIN_COLS 16
#define MARGIN_BEFORE 1      /* empty cells shown above and left of the tiles */
#define MARGIN_AFTER 1       /* below and right */
#define MIN_CELL 30.0        /* a cell's height */
#define NATURAL_CELL 56.0
#define MAX_CELL 70.0
#define SHOWN_CELL 40.0      /* a table only shown: at most */
#define GAP 1.5              /* between a tile and its cell's edge */
#define RULER 18.0           /* the row and column numbers */
#define PAD 4.0

typedef enum {
  DRAG_NONE,
  DRAG_MOVE,       /* a tile or a block follows the pointer */
  DRAG_MARK,       /* a block is being marked */
} DragMode;

struct _ArbTilerummyEditor
{
  GtkWidget              parent_instance;

  ArbTrGrid             *grid;       /* the draft */
  ArbTrGrid             *base;       /* the table it began with */
  ArbTrGrid             *typed;      /* the draft's tiles typed here, where they are now */
  ArbTrReport           *report;
  guint                  group_limit;
  gboolean               editable;
  gboolean               fill_height;
  gboolean               show_typed; /* mark the tiles typed into the draft */

  int                    row;        /* the cursor */
  int                    col;
  int                    home_col;   /* Enter comes back to this column */
  gboolean               marking;    /* a block from the anchor to the cursor */
  int                    anchor_row;
  int                    anchor_col;
  char                   pending[8]; /* a tile half typed */
  int                    highlight;  /* a problem shown boldly, or -1 */

  DragMode               drag;
  int                    drag_row;   /* the cell where the drag began */
  int                    drag_col;
  int                    drag_drow;  /* how far it has gone, in cells */
  int                    drag_dcol;
  int                    block[4];   /* the block being dragged: top, left, bottom, right */

  /* the cells in view, and where they are drawn */
  int                    top;
  int                    left;
  int                    rows;
  int                    cols;
  double                 cell_w;
  double                 cell_h;
  double                 x0;
  double                 y0;

  ArbTilerummyTileCache *cache;

  /* where the cursor was last kept in view of a scrolled window */
  int                    shown_row;  /* G_MININT: not yet placed */
  int                    shown_col;
  double                 shown_y;
  double                 shown_h;
  guint                  scroll_idle;
  gboolean               rescroll;   /* the layout changed: show the cursor again */
  guint                  settle_tick;   /* after a change of layout, */
  guint                  settle_frames; /* the next frames keep the cursor in view */
};

G_DEFINE_FINAL_TYPE (ArbTilerummyEditor, arb_tilerummy_editor, GTK_TYPE_WIDGET)

enum {
  CHANGED,
  ACTIVATE,
  PASTE_FAILED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* ---- the cells in view ---- */

static void
block_of_marking (ArbTilerummyEditor *self,
                  int                *block)
{
  block[0] = MIN (self->anchor_row, self->row);
  block[1] = MIN (self->anchor_col, self->col);
  block[2] = MAX (self->anchor_row, self->row);
  block[3] = MAX (self->anchor_col, self->col);
}

static void
include (int *box,
         int  row,
         int  col)
{
  box[0] = MIN (box[0], row);
  box[1] = MIN (box[1], col);
  box[2] = MAX (box[2], row);
  box[3] = MAX (box[3], col);
}

/* The tiles, the cursor and the block, with room around them. */
static void
update_frame (ArbTilerummyEditor *self)
{
  int box[4] = { self->row, self->col, self->row, self->col };
  int t, l, b, r;
  /* a table only shown (a layout) is as large as its tiles */
  int min_rows = self->editable ? MIN_ROWS : 1, min_cols = self->editable ? MIN_COLS : 1;

  if (arb_tr_grid_bounds (self->grid, &t, &l, &b, &r))
    {
      if (!self->editable)
        box[0] = box[2] = t, box[1] = box[3] = l;
      include (box, t, l);
      include (box, b, r);
    }
  if (self->marking)
    include (box, self->anchor_row, self->anchor_col);
  if (self->drag == DRAG_MOVE)
    {
      include (box, self->block[0] + self->drag_drow, self->block[1] + self->drag_dcol);
      include (box, self->block[2] + self->drag_drow, self->block[3] + self->drag_dcol);
    }
  box[0] -= MARGIN_BEFORE;
  box[1] -= MARGIN_BEFORE;
  box[2] += MARGIN_AFTER;
  box[3] += MARGIN_AFTER;
  if (self->rows != MAX (box[2] - box[0] + 1, min_rows) || self->cols != MAX (box[3] - box[1] + 1, min_cols))
    gtk_widget_queue_resize (GTK_WIDGET (self));
  self->top = box[0];
  self->left = box[1];
  self->rows = MAX (box[2] - box[0] + 1, min_rows);
  self->cols = MAX (box[3] - box[1] + 1, min_cols);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* The height of a cell for the space given, in whole pixels. */
static double
cell_height_for (ArbTilerummyEditor *self,
                 double              width,
                 double              height)
{
  double by_width = (width - RULER - 2 * PAD) / (self->cols * ARB_TILERUMMY_TILE_RATIO);
  double h = by_width;

  if (height > 0)
    h = MIN (h, (height - RULER - 2 * PAD) / self->rows);
  /* a layout beside other things keeps small; the game's table, shown
   * between turns or at the end, is as readable as when it is typed */
  return floor (CLAMP (h, MIN_CELL, self->editable || self->fill_height ? MAX_CELL : SHOWN_CELL));
}

static GtkWidget *scrolling_ancestor (ArbTilerummyEditor *self);

/* With fill-height: the height from the editor's top to the foot of the
 * scrolled view around it, as the page lies unscrolled, when that is
 * less than `height`.  The editor may be given more than the view shows
 * (beside a taller column, say); its cells then stay within the view. */
static double
height_in_view (ArbTilerummyEditor *self,
                double              height)
{
  GtkWidget *sw = scrolling_ancestor (self);
  graphene_point_t top;

  if (sw == NULL || !gtk_widget_compute_point (GTK_WIDGET (self), sw, &GRAPHENE_POINT_INIT (0, 0), &top))
    return height;
  top.y += gtk_adjustment_get_value (gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (sw)));
  return MIN (height, gtk_widget_get_height (sw) - top.y - PAD);
}

static void
update_geometry (ArbTilerummyEditor *self)
{
  int width = gtk_widget_get_width (GTK_WIDGET (self));
  int height = gtk_widget_get_height (GTK_WIDGET (self));
  double grid_w;

  self->cell_h = cell_height_for (self, width, self->fill_height ? height_in_view (self, height) : -1);
  self->cell_w = floor (self->cell_h * ARB_TILERUMMY_TILE_RATIO);
  grid_w = self->cols * self->cell_w;
  self->x0 = floor (MAX (PAD + RULER, (width - grid_w + RULER) / 2));
  self->y0 = PAD + RULER;
}

static double
cell_x (ArbTilerummyEditor *self,
        int                 col)
{
  return self->x0 + (col - self->left) * self->cell_w;
}

static double
cell_y (ArbTilerummyEditor *self,
        int                 row)
{
  return self->y0 + (row - self->top) * self->cell_h;
}

static void
cell_at (ArbTilerummyEditor *self,
         double              x,
         double              y,
         int                *row,
         int                *col)
{
  *row = self->top + (int) floor ((y - self->y0) / self->cell_h);
  *col = self->left + (int) floor ((x - self->x0) / self->cell_w);
}

/* ---- the draft ---- */

static void
update_description (ArbTilerummyEditor *self)
{
  const ArbTrReport *rep = self->report;
  ArbTrTile tile = arb_tr_grid_get (self->grid, self->row, self->col);
  g_autofree char *where = NULL;
  g_autofree char *what = NULL;
  g_autofree char *tiles = NULL;
  g_autofree char *groups = NULL;
  g_autofree char *problems = NULL;
  g_autofree char *text = NULL;
  int r, c;

  arb_tilerummy_editor_get_place (self, self->row, self->col, &r, &c);
  where = g_strdup_printf (_("cursor at row %d, column %d"), r, c);
  what = tile != ARB_TR_NONE ? arb_tr_tile_words (tile) : g_strdup (_("empty"));
  tiles = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u tile", "%u tiles", rep->n_tiles), rep->n_tiles);
  groups = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u group", "%u groups", rep->n_groups), rep->n_groups);
  problems = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u problem", "%u problems", rep->problems->len),
                              rep->problems->len);
  /* Translators: "12 tiles in 3 groups, 1 problem; cursor at row 2, column 5: red 7" */
  text = g_strdup_printf (_("%s in %s, %s; %s: %s"), tiles, groups, problems, where, what);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text, -1);
}

static void
recheck (ArbTilerummyEditor *self)
{
  g_clear_pointer (&self->report, arb_tr_report_free);
  self->report = arb_tr_grid_check (self->grid, self->group_limit);
  self->highlight = -1;
  update_frame (self);
  update_description (self);
}

static void
changed (ArbTilerummyEditor *self)
{
  recheck (self);
  g_signal_emit (self, signals[CHANGED], 0);
}

/* The cursor moved: the frame may grow, and the words follow. */
static void
moved (ArbTilerummyEditor *self)
{
  update_frame (self);
  update_description (self);
}

static void
put (ArbTilerummyEditor *self,
     int                 row,
     int                 col,
     ArbTrTile           tile,
     gboolean            typed)
{
  arb_tr_grid_put (self->grid, row, col, tile);
  arb_tr_grid_put (self->typed, row, col, typed ? tile : ARB_TR_NONE);
}

static void
place (ArbTilerummyEditor *self,
       ArbTrTile           tile)
{
  self->pending[0] = '\0';
  self->marking = FALSE;
  put (self, self->row, self->col, tile, TRUE);
  self->col++;
  changed (self);
}

/* A tile half typed goes down when it is one already ("r1"). */
static void
commit (ArbTilerummyEditor *self)
{
  ArbTrTile tile;

  if (arb_tilerummy_typed (self->pending, FALSE, &tile) == ARB_TR_TYPED_OPEN)
    place (self, tile);
  else if (self->pending[0] != '\0')
    {
      self->pending[0] = '\0';
      gtk_widget_queue_draw (GTK_WIDGET (self));
    }
}

static gboolean
type_char (ArbTilerummyEditor *self,
           char                c)
{
  char candidate[sizeof self->pending + 1];
  char alone[2] = { c, '\0' };
  ArbTrTile tile;

  if (strlen (self->pending) + 1 >= sizeof self->pending)
    {
      gtk_widget_error_bell (GTK_WIDGET (self));
      return TRUE;
    }
  g_snprintf (candidate, sizeof candidate, "%s%c", self->pending, c);
  switch (arb_tilerummy_typed (candidate, FALSE, &tile))
    {
    case ARB_TR_TYPED_PREFIX:
    case ARB_TR_TYPED_OPEN:
      g_strlcpy (self->pending, candidate, sizeof self->pending);
      self->marking = FALSE;
      gtk_widget_queue_draw (GTK_WIDGET (self));
      return TRUE;
    case ARB_TR_TYPED_COMPLETE:
      place (self, tile);
      return TRUE;
    default:
      break;
    }
  /* "r1" then "5": no tile; the red 1 waits for a right key */
  if (g_ascii_isdigit (c))
    {
      gtk_widget_error_bell (GTK_WIDGET (self));
      return TRUE;
    }
  /* "r1" then "r": the red 1 is down, and a new tile begins */
  if (arb_tilerummy_typed (self->pending, FALSE, NULL) == ARB_TR_TYPED_OPEN)
    {
      commit (self);
      return type_char (self, c);
    }
  /* "r" then "b": a new colour */
  if (arb_tilerummy_typed (alone, FALSE, NULL) == ARB_TR_TYPED_PREFIX)
    {
      g_strlcpy (self->pending, alone, sizeof self->pending);
      gtk_widget_queue_draw (GTK_WIDGET (self));
      return TRUE;
    }
  gtk_widget_error_bell (GTK_WIDGET (self));
  return TRUE;
}

static void
move_cursor (ArbTilerummyEditor *self,
             int                 row,
             int                 col,
             gboolean            keep_home)
{
  self->row = row;
  self->col = col;
  if (!keep_home)
    self->home_col = col;
  moved (self);
}

static void
stop_marking (ArbTilerummyEditor *self)
{
  self->marking = FALSE;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static gboolean
row_ends (ArbTilerummyEditor *self,
          int                 row,
          int                *first,
          int                *last)
{
  int t, l, b, r;
  gboolean any = FALSE;

  if (!arb_tr_grid_bounds (self->grid, &t, &l, &b, &r))
    return FALSE;
  for (int c = l; c <= r; c++)
    if (arb_tr_grid_get (self->grid, row, c) != ARB_TR_NONE)
      {
        if (!any)
          *first = c;
        *last = c;
        any = TRUE;
      }
  if (!any)
    *first = *last = l;
  return any;
}

/* Home: the first tile of the row; End: the cell after its last. */
static void
go_to_row_end (ArbTilerummyEditor *self,
               gboolean            end)
{
  int first = self->col, last = self->col;
  gboolean any = row_ends (self, self->row, &first, &last);

  move_cursor (self, self->row, end && any ? last + 1 : first, FALSE);
}

/* Page Up / Page Down: the row before or after with tiles on it. */
static void
go_to_row_with_tiles (ArbTilerummyEditor *self,
                      int                 step)
{
  int t, l, b, r, first, last;

  if (!arb_tr_grid_bounds (self->grid, &t, &l, &b, &r))
    return;
  for (int row = self->row + step; row >= t && row <= b; row += step)
    if (row_ends (self, row, &first, &last))
      {
        move_cursor (self, row, self->col, TRUE);
        return;
      }
  move_cursor (self, step < 0 ? MIN (t, self->row) : MAX (b, self->row), self->col, TRUE);
}

/* Ctrl+Home: the first tile of the table; Ctrl+End: past the last tile
 * of its last row. */
static void
go_to_table_end (ArbTilerummyEditor *self,
                 gboolean            end)
{
  int t, l, b, r, first = self->col, last = self->col;

  if (!arb_tr_grid_bounds (self->grid, &t, &l, &b, &r))
    return;
  row_ends (self, end ? b : t, &first, &last);
  move_cursor (self, end ? b : t, end ? last + 1 : first, FALSE);
}

static void
remove_block (ArbTilerummyEditor *self,
              const int          *block)
{
  for (int r = block[0]; r <= block[2]; r++)
    for (int c = block[1]; c <= block[3]; c++)
      put (self, r, c, ARB_TR_NONE, FALSE);
  self->marking = FALSE;
  changed (self);
}

static void
backspace (ArbTilerummyEditor *self)
{
  gsize n = strlen (self->pending);
  int block[4];

  if (n > 0)
    {
      self->pending[n - 1] = '\0';
      gtk_widget_queue_draw (GTK_WIDGET (self));
      return;
    }
  if (self->marking)
    {
      block_of_marking (self, block);
      remove_block (self, block);
      return;
    }
  /* on an empty cell, the tile just typed before it goes */
  if (arb_tr_grid_get (self->grid, self->row, self->col) == ARB_TR_NONE)
    self->col--;
  put (self, self->row, self->col, ARB_TR_NONE, FALSE);
  changed (self);
}

static void
delete_at_cursor (ArbTilerummyEditor *self)
{
  int block[4] = { self->row, self->col, self->row, self->col };

  if (self->pending[0] != '\0')
    {
      self->pending[0] = '\0';
      gtk_widget_queue_draw (GTK_WIDGET (self));
      return;
    }
  if (self->marking)
    block_of_marking (self, block);
  remove_block (self, block);
}

/* Moves a block of tiles; the typed marks, the block and the cursor go
 * with it.  Nothing moves onto a tile outside the block. */
static gboolean
move_block (ArbTilerummyEditor *self,
            const int          *block,
            int                 drow,
            int                 dcol)
{
  if (!arb_tr_grid_move (self->grid, block[0], block[1], block[2], block[3], drow, dcol))
    {
      gtk_widget_error_bell (GTK_WIDGET (self));
      return FALSE;
    }
  arb_tr_grid_move (self->typed, block[0], block[1], block[2], block[3], drow, dcol);
  self->anchor_row = block[0] + drow;
  self->anchor_col = block[1] + dcol;
  self->row = block[2] + drow;
  self->col = block[3] + dcol;
  self->home_col = self->col;
  self->marking = TRUE;
  changed (self);
  return TRUE;
}

static void
shift_block (ArbTilerummyEditor *self,
             int                 drow,
             int                 dcol)
{
  int block[4] = { self->row, self->col, self->row, self->col };
  int anchor_row = self->marking ? self->anchor_row : self->row;
  int anchor_col = self->marking ? self->anchor_col : self->col;
  int row = self->row, col = self->col;

  if (self->marking)
    block_of_marking (self, block);
  else if (arb_tr_grid_get (self->grid, self->row, self->col) == ARB_TR_NONE)
    {
      gtk_widget_error_bell (GTK_WIDGET (self));
      return;
    }
  if (!move_block (self, block, drow, dcol))
    return;
  /* the anchor and the cursor keep their corners of the block */
  self->anchor_row = anchor_row + drow;
  self->anchor_col = anchor_col + dcol;
  self->row = row + drow;
  self->col = col + dcol;
  self->home_col = self->col;
  moved (self);
}

static void
toggle_marking (ArbTilerummyEditor *self)
{
  self->marking = !self->marking;
  self->anchor_row = self->row;
  self->anchor_col = self->col;
  moved (self);
}

static void
select_all (ArbTilerummyEditor *self)
{
  int t, l, b, r;

  if (!arb_tr_grid_bounds (self->grid, &t, &l, &b, &r))
    return;
  self->anchor_row = t;
  self->anchor_col = l;
  self->marking = TRUE;
  move_cursor (self, b, r, FALSE);
}

/* ---- clipboard ---- */

static void
copy (ArbTilerummyEditor *self)
{
  g_autofree char *text = arb_tilerummy_editor_dup_text (self);

  gdk_clipboard_set_text (gtk_widget_get_clipboard (GTK_WIDGET (self)), text);
}

static void
on_paste_read (GObject      *source,
               GAsyncResult *result,
               gpointer      user_data)
{
  g_autoptr(ArbTilerummyEditor) self = user_data;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = gdk_clipboard_read_text_finish (GDK_CLIPBOARD (source), result, &error);

  if (text == NULL || gtk_widget_get_root (GTK_WIDGET (self)) == NULL)
    return;
  if (!arb_tilerummy_editor_paste_text (self, text, &error))
    g_signal_emit (self, signals[PASTE_FAILED], 0, error);
}

static void
paste (ArbTilerummyEditor *self)
{
  gdk_clipboard_read_text_async (gtk_widget_get_clipboard (GTK_WIDGET (self)), NULL,
                                 on_paste_read, g_object_ref (self));
}

/* ---- keys ---- */

static gboolean
arrow (guint  keyval,
       int   *drow,
       int   *dcol)
{
  *drow = *dcol = 0;
  switch (keyval)
    {
    case GDK_KEY_Left:
    case GDK_KEY_KP_Left:
      *dcol = -1;
      return TRUE;
    case GDK_KEY_Right:
    case GDK_KEY_KP_Right:
      *dcol = 1;
      return TRUE;
    case GDK_KEY_Up:
    case GDK_KEY_KP_Up:
      *drow = -1;
      return TRUE;
    case GDK_KEY_Down:
    case GDK_KEY_KP_Down:
      *drow = 1;
      return TRUE;
    default:
      return FALSE;
    }
}

static gboolean
control_key (ArbTilerummyEditor *self,
             guint               keyval)
{
  switch (gdk_keyval_to_lower (keyval))
    {
    case GDK_KEY_Return:
    case GDK_KEY_KP_Enter:
      commit (self);
      g_signal_emit (self, signals[ACTIVATE], 0);
      return TRUE;
    case GDK_KEY_c:
      commit (self);
      copy (self);
      return TRUE;
    case GDK_KEY_v:
      commit (self);
      paste (self);
      return TRUE;
    case GDK_KEY_a:
      commit (self);
      select_all (self);
      return TRUE;
    case GDK_KEY_Home:
    case GDK_KEY_KP_Home:
    case GDK_KEY_End:
    case GDK_KEY_KP_End:
      commit (self);
      self->marking = FALSE;
      go_to_table_end (self, keyval == GDK_KEY_End || keyval == GDK_KEY_KP_End);
      return TRUE;
    default:
      return FALSE;
    }
}

static gboolean
edit_key (ArbTilerummyEditor *self,
          guint               keyval)
{
  switch (keyval)
    {
    case GDK_KEY_BackSpace:
      backspace (self);
      return TRUE;
    case GDK_KEY_Delete:
    case GDK_KEY_KP_Delete:
      delete_at_cursor (self);
      return TRUE;
    case GDK_KEY_space:
      commit (self);
      toggle_marking (self);
      return TRUE;
    case GDK_KEY_Return:
    case GDK_KEY_KP_Enter:
      commit (self);
      self->marking = FALSE;
      move_cursor (self, self->row + 1, self->home_col, TRUE);
      return TRUE;
    case GDK_KEY_Escape:
      if (self->pending[0] != '\0')
        {
          self->pending[0] = '\0';
          gtk_widget_queue_draw (GTK_WIDGET (self));
          return TRUE;
        }
      if (self->marking)
        {
          stop_marking (self);
          return TRUE;
        }
      return FALSE;
    default:
      break;
    }
  if (g_ascii_isalnum ((char) gdk_keyval_to_unicode (keyval)) && gdk_keyval_to_unicode (keyval) < 128)
    return type_char (self, (char) gdk_keyval_to_unicode (keyval));
  return FALSE;
}

gboolean
arb_tilerummy_editor_handle_key (ArbTilerummyEditor *self,
                                 guint               keyval,
                                 GdkModifierType     state)
{
  int drow, dcol;

  g_return_val_if_fail (ARB_IS_TILERUMMY_EDITOR (self), FALSE);
  if (!self->editable || (state & (GDK_ALT_MASK | GDK_SUPER_MASK)) != 0)
    return FALSE;
  if (state & GDK_CONTROL_MASK)
    return control_key (self, keyval);
  if (arrow (keyval, &drow, &dcol))
    {
      commit (self);
      if (state & GDK_SHIFT_MASK)
        shift_block (self, drow, dcol);
      else
        move_cursor (self, self->row + drow, self->col + dcol, FALSE);
      return TRUE;
    }
  if (keyval == GDK_KEY_Home || keyval == GDK_KEY_KP_Home || keyval == GDK_KEY_End || keyval == GDK_KEY_KP_End)
    {
      commit (self);
      go_to_row_end (self, keyval == GDK_KEY_End || keyval == GDK_KEY_KP_End);
      return TRUE;
    }
  if (keyval == GDK_KEY_Page_Up || keyval == GDK_KEY_KP_Page_Up
      || keyval == GDK_KEY_Page_Down || keyval == GDK_KEY_KP_Page_Down)
    {
      commit (self);
      go_to_row_with_tiles (self, keyval == GDK_KEY_Page_Up || keyval == GDK_KEY_KP_Page_Up ? -1 : 1);
      return TRUE;
    }
  return edit_key (self, keyval);
}

void
arb_tilerummy_editor_type (ArbTilerummyEditor *self,
                           const char         *keys)
{
  for (const char *p = keys; *p != '\0'; p++)
    arb_tilerummy_editor_handle_key (self, *p == '\n' ? GDK_KEY_Return : gdk_unicode_to_keyval ((guint) *p), 0);
}

static gboolean
on_key_pressed (GtkEventControllerKey *controller,
                guint                  keyval,
                guint                  keycode,
                GdkModifierType        state,
                ArbTilerummyEditor    *self)
{
  return arb_tilerummy_editor_handle_key (self, keyval, state);
}

/* ---- the mouse ---- */

static gboolean
in_block (const int *block,
          int        row,
          int        col)
{
  return row >= block[0] && row <= block[2] && col >= block[1] && col <= block[3];
}

static void
on_drag_begin (GtkGestureDrag     *gesture,
               double              x,
               double              y,
               ArbTilerummyEditor *self)
{
  GdkModifierType state = gtk_event_controller_get_current_event_state (GTK_EVENT_CONTROLLER (gesture));
  int row, col, block[4];

  if (!self->editable)
    return;
  gtk_widget_grab_focus (GTK_WIDGET (self));
  commit (self);
  cell_at (self, x, y, &row, &col);
  self->drag_row = row;
  self->drag_col = col;
  self->drag_drow = self->drag_dcol = 0;
  if (state & GDK_SHIFT_MASK)
    {
      if (!self->marking)
        {
          self->anchor_row = self->row;
          self->anchor_col = self->col;
        }
      self->marking = TRUE;
      self->drag = DRAG_MARK;
      self->drag_row = self->anchor_row;
      self->drag_col = self->anchor_col;
      move_cursor (self, row, col, FALSE);
      return;
    }
  block_of_marking (self, block);
  if (arb_tr_grid_get (self->grid, row, col) != ARB_TR_NONE)
    {
      if (!self->marking || !in_block (block, row, col))
        {
          block[0] = block[2] = row;
          block[1] = block[3] = col;
          self->marking = TRUE;
          self->anchor_row = row;
          self->anchor_col = col;
          self->row = row;
          self->col = col;
        }
      memcpy (self->block, block, sizeof self->block);
      self->drag = DRAG_MOVE;
      self->home_col = self->col;
      moved (self);
      return;
    }
  self->marking = FALSE;
  self->drag = DRAG_MARK;
  move_cursor (self, row, col, FALSE);
}

static void
on_drag_update (GtkGestureDrag     *gesture,
                double              dx,
                double              dy,
                ArbTilerummyEditor *self)
{
  double x, y;
  int row, col;

  if (self->drag == DRAG_NONE)
    return;
  gtk_gesture_drag_get_start_point (gesture, &x, &y);
  cell_at (self, x + dx, y + dy, &row, &col);
  if (self->drag == DRAG_MOVE)
    {
      int start_row, start_col;

      cell_at (self, x, y, &start_row, &start_col);
      self->drag_drow = row - start_row;
      self->drag_dcol = col - start_col;
      gtk_widget_queue_draw (GTK_WIDGET (self));
      return;
    }
  if (row == self->drag_row && col == self->drag_col && !self->marking)
    return;
  self->marking = TRUE;
  self->anchor_row = self->drag_row;
  self->anchor_col = self->drag_col;
  move_cursor (self, row, col, FALSE);
}

static void
on_drag_end (GtkGestureDrag     *gesture,
             double              dx,
             double              dy,
             ArbTilerummyEditor *self)
{
  DragMode mode = self->drag;

  self->drag = DRAG_NONE;
  if (mode == DRAG_MOVE && (self->drag_drow != 0 || self->drag_dcol != 0))
    {
      int block[4];

      memcpy (block, self->block, sizeof block);
      move_block (self, block, self->drag_drow, self->drag_dcol);
    }
  self->drag_drow = self->drag_dcol = 0;
  update_frame (self);
}

/* ---- drawing ---- */

typedef struct {
  GdkRGBA fg;
  GdkRGBA accent;
  GdkRGBA error;
  GdkRGBA bg;
  GdkRGBA error_bg;
  GdkRGBA error_fg;
} Colors;

static void
get_colors (GtkWidget *widget,
            Colors    *colors)
{
  GtkStyleContext *context = gtk_widget_get_style_context (widget);

  gtk_style_context_get_color (context, &colors->fg);
  if (!gtk_style_context_lookup_color (context, "accent_color", &colors->accent))
    gdk_rgba_parse (&colors->accent, "#1c71d8");
  if (!gtk_style_context_lookup_color (context, "error_color", &colors->error))
    gdk_rgba_parse (&colors->error, "#c01c28");
  if (!gtk_style_context_lookup_color (context, "window_bg_color", &colors->bg))
    gdk_rgba_parse (&colors->bg, "#fafafa");
  if (!gtk_style_context_lookup_color (context, "error_bg_color", &colors->error_bg))
    gdk_rgba_parse (&colors->error_bg, "#c01c28");
  if (!gtk_style_context_lookup_color (context, "error_fg_color", &colors->error_fg))
    gdk_rgba_parse (&colors->error_fg, "#ffffff");
}

static void
set_source (cairo_t       *cr,
            const GdkRGBA *color,
            double         alpha)
{
  cairo_set_source_rgba (cr, color->red, color->green, color->blue, color->alpha * alpha);
}

static void
draw_background (ArbTilerummyEditor *self,
                 cairo_t            *cr,
                 const Colors       *colors)
{
  double w = self->cols * self->cell_w, h = self->rows * self->cell_h;

  arb_card_paint_rounded_rect (cr, self->x0 - 2, self->y0 - 2, w + 4, h + 4, 10);
  set_source (cr, &colors->fg, 0.05);
  cairo_fill (cr);
  /* a dot at each cell's centre: where a tile can go */
  set_source (cr, &colors->fg, 0.22);
  for (int r = 0; r < self->rows; r++)
    for (int c = 0; c < self->cols; c++)
      {
        cairo_rectangle (cr, self->x0 + (c + 0.5) * self->cell_w - 1, self->y0 + (r + 0.5) * self->cell_h - 1, 2, 2);
      }
  cairo_fill (cr);
}

static void
draw_number (cairo_t    *cr,
             int         n,
             double      size,
             double      cx,
             double      cy)
{
  g_autofree char *text = g_strdup_printf ("%d", n);

  arb_card_paint_text (cr, text, size, cx, cy, TRUE);
}

/* Rows and columns numbered as the problems name them. */
static void
draw_rulers (ArbTilerummyEditor *self,
             cairo_t            *cr,
             const Colors       *colors)
{
  int t, l, b, r;
  double size = MIN (11.0, self->cell_w * 0.42);

  if (!arb_tr_grid_bounds (self->grid, &t, &l, &b, &r))
    return;
  set_source (cr, &colors->fg, 0.55);
  for (int c = MAX (l, self->left); c <= r && c < self->left + self->cols; c++)
    draw_number (cr, c - l + 1, size, cell_x (self, c) + self->cell_w / 2, self->y0 - RULER / 2 - 1);
  for (int row = MAX (t, self->top); row <= b && row < self->top + self->rows; row++)
    draw_number (cr, row - t + 1, size, self->x0 - RULER / 2 - 1, cell_y (self, row) + self->cell_h / 2);
}

static guint
group_at (ArbTilerummyEditor *self,
          int                 row,
          int                 col)
{
  return arb_tr_report_group_at (self->report, row, col);
}

static gboolean
group_over_limit (ArbTilerummyEditor *self,
                  guint               group)
{
  return self->report->group_limit > 0 && group > self->report->group_limit;
}

/* A tray under each group: every cell of it, joined to its neighbours
 * in the group, a little larger on the outside. */
static void
draw_trays (ArbTilerummyEditor *self,
            cairo_t            *cr,
            const Colors       *colors)
{
  double pad = MAX (2.0, self->cell_h * 0.07);

  for (int pass = 0; pass < 2; pass++)
    {
      for (int r = self->top; r < self->top + self->rows; r++)
        for (int c = self->left; c < self->left + self->cols; c++)
          {
            guint g = group_at (self, r, c);
            double x, y, w, h;

            if (g == 0 || group_over_limit (self, g) != (pass == 1))
              continue;
            x = cell_x (self, c) - (group_at (self, r, c - 1) == g ? 0 : pad);
            y = cell_y (self, r) - (group_at (self, r - 1, c) == g ? 0 : pad);
            w = cell_x (self, c + 1) + (group_at (self, r, c + 1) == g ? 0 : pad) - x;
            h = cell_y (self, r + 1) + (group_at (self, r + 1, c) == g ? 0 : pad) - y;
            cairo_rectangle (cr, x, y, w, h);
          }
      set_source (cr, pass == 0 ? &colors->fg : &colors->error, pass == 0 ? 0.12 : 0.22);
      cairo_fill (cr);
    }
}

static gboolean
is_dragged (ArbTilerummyEditor *self,
            int                 row,
            int                 col)
{
  return self->drag == DRAG_MOVE && (self->drag_drow != 0 || self->drag_dcol != 0)
         && in_block (self->block, row, col);
}

static void
draw_tile (ArbTilerummyEditor *self,
           cairo_t            *cr,
           int                 row,
           int                 col,
           ArbTrTile           tile,
           double              alpha)
{
  arb_tilerummy_tile_cache_paint (self->cache, cr, cell_x (self, col) + GAP, cell_y (self, row) + GAP,
                                  self->cell_w - 2 * GAP, self->cell_h - 2 * GAP,
                                  gtk_widget_get_scale_factor (GTK_WIDGET (self)), tile, alpha);
}

/* A tile typed in this draft: a corner in the accent colour. */
static void
draw_typed_mark (ArbTilerummyEditor *self,
                 cairo_t            *cr,
                 int                 row,
                 int                 col,
                 const Colors       *colors)
{
  double x = cell_x (self, col + 1) - GAP, y = cell_y (self, row) + GAP;
  double s = MAX (7.0, self->cell_w * 0.30);

  cairo_move_to (cr, x - s, y);
  cairo_line_to (cr, x - 3, y);
  cairo_arc (cr, x - 3, y + 3, 3, -G_PI / 2, 0);
  cairo_line_to (cr, x, y + s);
  cairo_close_path (cr);
  set_source (cr, &colors->accent, 1);
  cairo_fill (cr);
}

static void
draw_tiles (ArbTilerummyEditor *self,
            cairo_t            *cr,
            const Colors       *colors)
{
  for (int r = self->top; r < self->top + self->rows; r++)
    for (int c = self->left; c < self->left + self->cols; c++)
      {
        ArbTrTile tile = arb_tr_grid_get (self->grid, r, c);

        if (tile == ARB_TR_NONE)
          continue;
        draw_tile (self, cr, r, c, tile, is_dragged (self, r, c) ? 0.3 : 1.0);
        if (self->editable && self->show_typed && arb_tr_grid_get (self->typed, r, c) != ARB_TR_NONE)
          draw_typed_mark (self, cr, r, c, colors);
      }
}

/* A numbered badge: a disc with white figures. */
static void
draw_badge (cairo_t       *cr,
            const char    *text,
            double         cx,
            double         cy,
            double         radius,
            const GdkRGBA *fill,
            const GdkRGBA *ink)
{
  double w = MAX (2 * radius, radius * 0.9 * strlen (text) + radius);

  arb_card_paint_rounded_rect (cr, cx - w / 2, cy - radius, w, 2 * radius, radius);
  set_source (cr, fill, 1);
  cairo_fill_preserve (cr);
  cairo_set_source_rgba (cr, 1, 1, 1, 0.9);
  cairo_set_line_width (cr, 1.5);
  cairo_stroke (cr);
  set_source (cr, ink, 1);
  arb_card_paint_text (cr, text, radius * 1.15, cx, cy, TRUE);
}

static double
badge_radius (ArbTilerummyEditor *self)
{
  return CLAMP (self->cell_h * 0.17, 7.0, 10.0);
}

static void
draw_group_badges (ArbTilerummyEditor *self,
                   cairo_t            *cr,
                   const Colors       *colors)
{
  for (guint i = 0; i < self->report->groups->len; i++)
    {
      const ArbTrGroup *g = &g_array_index (self->report->groups, ArbTrGroup, i);
      g_autofree char *text = g_strdup_printf ("%u", g->id);

      /* at the top-left corner of the group's first tile, where nothing
       * lies above or to the left */
      draw_badge (cr, text, cell_x (self, g->col) - 5, cell_y (self, g->row) - 5, badge_radius (self),
                  group_over_limit (self, g->id) ? &colors->error_bg : &colors->fg,
                  group_over_limit (self, g->id) ? &colors->error_fg : &colors->bg);
    }
}

/* The cells a problem is about, framed: a dashed frame in the error
 * colour, and its number as in the list of problems. */
static void
frame_cells (ArbTilerummyEditor *self,
             cairo_t            *cr,
             int                 top,
             int                 left,
             int                 bottom,
             int                 right,
             gboolean            bold)
{
  double x = cell_x (self, left) - 1, y = cell_y (self, top) - 1;
  double w = cell_x (self, right + 1) + 1 - x, h = cell_y (self, bottom + 1) + 1 - y;
  static const double dash[] = { 7, 4 };

  arb_card_paint_rounded_rect (cr, x, y, w, h, MIN (self->cell_w, self->cell_h) * 0.2);
  cairo_set_line_width (cr, bold ? 5 : 3);
  cairo_set_dash (cr, dash, 2, 0);
  cairo_stroke (cr);
  cairo_set_dash (cr, NULL, 0, 0);
}

static void
problem_cells (const ArbTrProblem *p,
               int                *box)
{
  box[0] = box[2] = p->row;
  box[1] = box[3] = p->col;
  if (p->kind == ARB_TR_PROBLEM_SHORT || p->kind == ARB_TR_PROBLEM_BAD_LINE)
    {
      if (p->vertical)
        box[2] = p->row + (int) p->length - 1;
      else
        box[3] = p->col + (int) p->length - 1;
    }
}

static void
draw_problem (ArbTilerummyEditor *self,
              cairo_t            *cr,
              guint               index,
              const Colors       *colors)
{
  const ArbTrProblem *p = g_ptr_array_index (self->report->problems, index);
  gboolean bold = (int) index == self->highlight;
  g_autofree char *label = g_strdup_printf ("%u", index + 1);
  int box[4];

  if (p->kind == ARB_TR_PROBLEM_GROUPS)
    return;
  set_source (cr, &colors->error, 1);
  if (p->kind == ARB_TR_PROBLEM_COPIES)
    {
      for (int r = self->top; r < self->top + self->rows; r++)
        for (int c = self->left; c < self->left + self->cols; c++)
          if (arb_tr_grid_get (self->grid, r, c) == p->tile)
            frame_cells (self, cr, r, c, r, c, bold);
    }
  else
    {
      problem_cells (p, box);
      cairo_rectangle (cr, cell_x (self, box[1]), cell_y (self, box[0]),
                       cell_x (self, box[3] + 1) - cell_x (self, box[1]),
                       cell_y (self, box[2] + 1) - cell_y (self, box[0]));
      set_source (cr, &colors->error, 0.16);
      cairo_fill (cr);
      set_source (cr, &colors->error, 1);
      frame_cells (self, cr, box[0], box[1], box[2], box[3], bold);
    }
  problem_cells (p, box);
  draw_badge (cr, label, cell_x (self, box[3] + 1) - 2, cell_y (self, box[2] + 1) - 2,
              badge_radius (self) * (bold ? 1.25 : 1.0), &colors->error_bg, &colors->error_fg);
}

static void
draw_problems (ArbTilerummyEditor *self,
               cairo_t            *cr,
               const Colors       *colors)
{
  for (guint i = 0; i < self->report->problems->len; i++)
    draw_problem (self, cr, i, colors);
}

static void
draw_marking (ArbTilerummyEditor *self,
              cairo_t            *cr,
              const Colors       *colors)
{
  int block[4];
  double x, y, w, h;

  if (!self->marking)
    return;
  block_of_marking (self, block);
  x = cell_x (self, block[1]);
  y = cell_y (self, block[0]);
  w = cell_x (self, block[3] + 1) - x;
  h = cell_y (self, block[2] + 1) - y;
  cairo_rectangle (cr, x, y, w, h);
  set_source (cr, &colors->accent, 0.22);
  cairo_fill_preserve (cr);
  set_source (cr, &colors->accent, 0.9);
  cairo_set_line_width (cr, 2);
  cairo_stroke (cr);
}

/* The block being dragged, where it would land: framed in the error
 * colour where it would land on another tile. */
static void
draw_drag (ArbTilerummyEditor *self,
           cairo_t            *cr,
           const Colors       *colors)
{
  gboolean blocked = FALSE;

  if (self->drag != DRAG_MOVE || (self->drag_drow == 0 && self->drag_dcol == 0))
    return;
  for (int r = self->block[0]; r <= self->block[2]; r++)
    for (int c = self->block[1]; c <= self->block[3]; c++)
      {
        ArbTrTile tile = arb_tr_grid_get (self->grid, r, c);
        int tr = r + self->drag_drow, tc = c + self->drag_dcol;

        if (tile == ARB_TR_NONE)
          continue;
        if (!in_block (self->block, tr, tc) && arb_tr_grid_get (self->grid, tr, tc) != ARB_TR_NONE)
          blocked = TRUE;
        draw_tile (self, cr, tr, tc, tile, 0.85);
      }
  cairo_rectangle (cr, cell_x (self, self->block[1] + self->drag_dcol), cell_y (self, self->block[0] + self->drag_drow),
                   (self->block[3] - self->block[1] + 1) * self->cell_w, (self->block[2] - self->block[0] + 1) * self->cell_h);
  set_source (cr, blocked ? &colors->error : &colors->accent, 1);
  cairo_set_line_width (cr, 2.5);
  cairo_stroke (cr);
}

/* The cursor, with the tile half typed in it. */
static void
draw_cursor (ArbTilerummyEditor *self,
             cairo_t            *cr,
             const Colors       *colors)
{
  gboolean focused = gtk_widget_has_focus (GTK_WIDGET (self));
  double x = cell_x (self, self->col), y = cell_y (self, self->row);
  ArbTrTile tile;

  if (!self->editable)
    return;
  if (self->pending[0] != '\0')
    {
      GdkRGBA white = { 1, 1, 1, 0.92 };

      arb_card_paint_rounded_rect (cr, x + GAP, y + GAP, self->cell_w - 2 * GAP, self->cell_h - 2 * GAP,
                                   self->cell_w * 0.14);
      set_source (cr, &white, 1);
      cairo_fill (cr);
      if (arb_tilerummy_typed (self->pending, FALSE, &tile) == ARB_TR_TYPED_OPEN)
        draw_tile (self, cr, self->row, self->col, tile, 0.6);
      else
        {
          cairo_set_source_rgb (cr, 0.2, 0.2, 0.2);
          arb_card_paint_text (cr, self->pending, self->cell_h * 0.34, x + self->cell_w / 2,
                               y + self->cell_h / 2, TRUE);
        }
    }
  arb_card_paint_rounded_rect (cr, x - 1, y - 1, self->cell_w + 2, self->cell_h + 2, self->cell_w * 0.18);
  set_source (cr, &colors->accent, focused ? 1.0 : 0.5);
  cairo_set_line_width (cr, focused ? 3.5 : 2);
  cairo_stroke (cr);
}

/* The scrolled window around the editor that scrolls it up and down:
 * not one that only passes its height on (vertical policy "never"). */
static GtkWidget *
scrolling_ancestor (ArbTilerummyEditor *self)
{
  GtkWidget *sw = gtk_widget_get_ancestor (GTK_WIDGET (self), GTK_TYPE_SCROLLED_WINDOW);
  GtkPolicyType policy;

  while (sw != NULL)
    {
      gtk_scrolled_window_get_policy (GTK_SCROLLED_WINDOW (sw), NULL, &policy);
      if (policy != GTK_POLICY_NEVER)
        return sw;
      sw = gtk_widget_get_parent (sw);
      sw = sw != NULL ? gtk_widget_get_ancestor (sw, GTK_TYPE_SCROLLED_WINDOW) : NULL;
    }
  return NULL;
}

/* Moves `adj` so that a span `size` long at `at` (from the view's start)
 * lies inside the view's `view` pixels, `margin` clear of its edges. */
static void
show_span (GtkAdjustment *adj,
           double         at,
           double         size,
           double         view,
           double         margin)
{
  double value = gtk_adjustment_get_value (adj);

  if (at < margin)
    gtk_adjustment_set_value (adj, value + at - margin);
  else if (at + size + margin > view)
    gtk_adjustment_set_value (adj, value + at + size + margin - view);
}

/* Scrolls the cells from `y`, `h` high, into view, clear of the `inset`
 * pixels at the foot of the view (something floats there). */
static void
scroll_into_view (ArbTilerummyEditor *self,
                  double              y,
                  double              h,
                  double              inset)
{
  GtkWidget *sw = scrolling_ancestor (self);
  graphene_point_t p, out;
  double view_h;

  if (sw == NULL)
    return;
  p = GRAPHENE_POINT_INIT (0, y);
  if (!gtk_widget_compute_point (GTK_WIDGET (self), sw, &p, &out))
    return;
  view_h = MAX (gtk_widget_get_height (sw) - inset, h);
  show_span (gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (sw)), out.y, h, view_h,
             MIN (h / 2, view_h / 4));
}

/* On a phone the table may be wider than the window: the scrolled
 * window that scrolls it sideways keeps the cells from `x`, `w` wide,
 * in view. */
static void
scroll_into_view_x (ArbTilerummyEditor *self,
                    double              x,
                    double              w)
{
  GtkWidget *sw = gtk_widget_get_ancestor (GTK_WIDGET (self), GTK_TYPE_SCROLLED_WINDOW);
  graphene_point_t p, out;
  GtkPolicyType policy = GTK_POLICY_NEVER;
  double view_w;

  if (sw != NULL)
    gtk_scrolled_window_get_policy (GTK_SCROLLED_WINDOW (sw), &policy, NULL);
  if (policy == GTK_POLICY_NEVER)
    return;
  p = GRAPHENE_POINT_INIT (x, 0);
  if (!gtk_widget_compute_point (GTK_WIDGET (self), sw, &p, &out))
    return;
  view_w = MAX (gtk_widget_get_width (sw), w);
  show_span (gtk_scrolled_window_get_hadjustment (GTK_SCROLLED_WINDOW (sw)), out.x, w, view_w,
             MIN (w, view_w / 4));
}

/* After the window went wide or narrow, the page may settle a frame or
 * two later than the first scroll: each of the next frames shows the
 * cursor again (a scroll that is not needed does nothing). */
static gboolean
settle_cursor (GtkWidget     *widget,
               GdkFrameClock *clock,
               gpointer       user_data)
{
  ArbTilerummyEditor *self = ARB_TILERUMMY_EDITOR (widget);

  if (self->settle_frames == 0 || !gtk_widget_has_focus (widget))
    {
      self->settle_frames = 8;
      self->settle_tick = 0;
      return G_SOURCE_REMOVE;
    }
  self->settle_frames--;
  scroll_into_view (self, cell_y (self, self->row), self->cell_h, 0);
  scroll_into_view_x (self, cell_x (self, self->col), self->cell_w);
  return G_SOURCE_CONTINUE;
}

/* In a scrolled page (a narrow window) the cursor stays in view as it
 * moves, so that what is typed is seen where it goes. */
static gboolean
scroll_to_cursor (gpointer user_data)
{
  ArbTilerummyEditor *self = ARB_TILERUMMY_EDITOR (user_data);

  self->scroll_idle = 0;
  scroll_into_view (self, self->shown_y, self->shown_h, 0);
  scroll_into_view_x (self, cell_x (self, self->col), self->cell_w);
  if (self->settle_frames > 0 && self->settle_tick == 0)
    self->settle_tick = gtk_widget_add_tick_callback (GTK_WIDGET (self), settle_cursor, NULL, NULL);
  return G_SOURCE_REMOVE;
}

/* Once the cursor moves or a tile is typed: not when the editor merely
 * takes the focus, which would scroll the turn's heading away. */
static void
keep_cursor_in_view (ArbTilerummyEditor *self)
{
  gboolean fresh = self->shown_row == G_MININT;
  gboolean rescroll = self->rescroll;

  self->rescroll = FALSE;
  if (!self->editable || !gtk_widget_has_focus (GTK_WIDGET (self)))
    {
      self->shown_row = G_MININT;
      return;
    }
  if (!rescroll && self->row == self->shown_row && self->col == self->shown_col && self->pending[0] == '\0')
    return;
  self->shown_row = self->row;
  self->shown_col = self->pending[0] == '\0' ? self->col : G_MININT;
  self->shown_y = cell_y (self, self->row);
  self->shown_h = self->cell_h;
  if (rescroll)
    self->settle_frames = 8;
  if ((!fresh || rescroll) && self->scroll_idle == 0)
    self->scroll_idle = g_idle_add_full (G_PRIORITY_DEFAULT_IDLE, scroll_to_cursor, self, NULL);
}

static void
arb_tilerummy_editor_snapshot (GtkWidget   *widget,
                               GtkSnapshot *snapshot)
{
  ArbTilerummyEditor *self = ARB_TILERUMMY_EDITOR (widget);
  graphene_rect_t bounds;
  Colors colors;
  cairo_t *cr;

  update_geometry (self);
  get_colors (widget, &colors);
  graphene_rect_init (&bounds, 0, 0, gtk_widget_get_width (widget), gtk_widget_get_height (widget));
  cr = gtk_snapshot_append_cairo (snapshot, &bounds);
  draw_background (self, cr, &colors);
  draw_rulers (self, cr, &colors);
  draw_trays (self, cr, &colors);
  draw_tiles (self, cr, &colors);
  draw_problems (self, cr, &colors);
  draw_group_badges (self, cr, &colors);
  draw_marking (self, cr, &colors);
  draw_drag (self, cr, &colors);
  draw_cursor (self, cr, &colors);
  cairo_destroy (cr);
  keep_cursor_in_view (self);
}

static double
natural_cell (ArbTilerummyEditor *self)
{
  return self->editable || self->fill_height ? NATURAL_CELL : SHOWN_CELL;
}

static GtkSizeRequestMode
arb_tilerummy_editor_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
arb_tilerummy_editor_measure (GtkWidget      *widget,
                              GtkOrientation  orientation,
                              int             for_size,
                              int            *minimum,
                              int            *natural,
                              int            *minimum_baseline,
                              int            *natural_baseline)
{
  ArbTilerummyEditor *self = ARB_TILERUMMY_EDITOR (widget);
  double chrome = RULER + 2 * PAD;

  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      *minimum = (int) ceil (self->cols * floor (MIN_CELL * ARB_TILERUMMY_TILE_RATIO) + chrome);
      *natural = (int) ceil (self->cols * floor (natural_cell (self) * ARB_TILERUMMY_TILE_RATIO) + chrome);
      return;
    }
  /* As tall as the width allows; with fill-height it may be given less,
   * down to small tiles, so that a large table fits the window. */
  *natural = (int) ceil (self->rows * (for_size < 0 ? natural_cell (self) : cell_height_for (self, for_size, -1))
                         + chrome);
  *minimum = self->fill_height ? (int) ceil (self->rows * MIN_CELL + chrome) : *natural;
}

static void
on_focus_changed (ArbTilerummyEditor *self)
{
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
arb_tilerummy_editor_dispose (GObject *object)
{
  ArbTilerummyEditor *self = ARB_TILERUMMY_EDITOR (object);

  g_clear_handle_id (&self->scroll_idle, g_source_remove);
  if (self->settle_tick != 0)
    gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->settle_tick);
  self->settle_tick = 0;
  g_clear_pointer (&self->grid, arb_tr_grid_free);
  g_clear_pointer (&self->base, arb_tr_grid_free);
  g_clear_pointer (&self->typed, arb_tr_grid_free);
  g_clear_pointer (&self->report, arb_tr_report_free);
  g_clear_pointer (&self->cache, arb_tilerummy_tile_cache_free);
  G_OBJECT_CLASS (arb_tilerummy_editor_parent_class)->dispose (object);
}

static void
arb_tilerummy_editor_class_init (ArbTilerummyEditorClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = arb_tilerummy_editor_dispose;
  widget_class->snapshot = arb_tilerummy_editor_snapshot;
  widget_class->measure = arb_tilerummy_editor_measure;
  widget_class->get_request_mode = arb_tilerummy_editor_get_request_mode;
  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  signals[ACTIVATE] = g_signal_new ("activate", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                    0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  signals[PASTE_FAILED] = g_signal_new ("paste-failed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                        0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_ERROR);
  gtk_widget_class_set_css_name (widget_class, "tilerummyeditor");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
arb_tilerummy_editor_init (ArbTilerummyEditor *self)
{
  GtkEventController *keys = gtk_event_controller_key_new ();
  GtkEventController *focus = gtk_event_controller_focus_new ();
  GtkGesture *drag = gtk_gesture_drag_new ();

  self->grid = arb_tr_grid_new ();
  self->base = arb_tr_grid_new ();
  self->typed = arb_tr_grid_new ();
  self->cache = arb_tilerummy_tile_cache_new ();
  self->editable = TRUE;
  self->fill_height = TRUE;
  self->shown_row = G_MININT;
  self->show_typed = TRUE;
  self->highlight = -1;
  self->rows = MIN_ROWS;
  self->cols = MIN_COLS;
  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
  gtk_widget_set_overflow (GTK_WIDGET (self), GTK_OVERFLOW_HIDDEN);
  g_signal_connect (keys, "key-pressed", G_CALLBACK (on_key_pressed), self);
  gtk_widget_add_controller (GTK_WIDGET (self), keys);
  g_signal_connect_swapped (focus, "enter", G_CALLBACK (on_focus_changed), self);
  g_signal_connect_swapped (focus, "leave", G_CALLBACK (on_focus_changed), self);
  gtk_widget_add_controller (GTK_WIDGET (self), focus);
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (drag), GDK_BUTTON_PRIMARY);
  g_signal_connect (drag, "drag-begin", G_CALLBACK (on_drag_begin), self);
  g_signal_connect (drag, "drag-update", G_CALLBACK (on_drag_update), self);
  g_signal_connect (drag, "drag-end", G_CALLBACK (on_drag_end), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (drag));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Table"), -1);
  recheck (self);
}

GtkWidget *
arb_tilerummy_editor_new (void)
{
  return g_object_new (ARB_TYPE_TILERUMMY_EDITOR, NULL);
}

/* ---- the API ---- */

void
arb_tilerummy_editor_set_table (ArbTilerummyEditor *self,
                                const ArbTrGrid    *table)
{
  int ot, ol, ob, oright, nt, nl, nb, nright;
  gboolean had, has;

  g_return_if_fail (ARB_IS_TILERUMMY_EDITOR (self));
  had = arb_tr_grid_bounds (self->grid, &ot, &ol, &ob, &oright);
  g_clear_pointer (&self->grid, arb_tr_grid_free);
  g_clear_pointer (&self->base, arb_tr_grid_free);
  g_clear_pointer (&self->typed, arb_tr_grid_free);
  self->grid = table != NULL ? arb_tr_grid_copy (table) : arb_tr_grid_new ();
  self->base = arb_tr_grid_copy (self->grid);
  self->typed = arb_tr_grid_new ();
  has = arb_tr_grid_bounds (self->grid, &nt, &nl, &nb, &nright);
  /* The cursor stays where it was, among the same tiles. */
  if (had && has)
    {
      self->row += nt - ot;
      self->col += nl - ol;
      self->home_col += nl - ol;
    }
  else if (!has)
    self->row = self->col = self->home_col = 0;
  self->pending[0] = '\0';
  self->marking = FALSE;
  self->drag = DRAG_NONE;
  recheck (self);
}

const ArbTrGrid *
arb_tilerummy_editor_get_base (ArbTilerummyEditor *self)
{
  g_return_val_if_fail (ARB_IS_TILERUMMY_EDITOR (self), NULL);
  return self->base;
}

const ArbTrGrid *
arb_tilerummy_editor_get_grid (ArbTilerummyEditor *self)
{
  g_return_val_if_fail (ARB_IS_TILERUMMY_EDITOR (self), NULL);
  return self->grid;
}

gboolean
arb_tilerummy_editor_is_changed (ArbTilerummyEditor *self)
{
  g_return_val_if_fail (ARB_IS_TILERUMMY_EDITOR (self), FALSE);
  return !arb_tr_grid_same (self->grid, self->base);
}

void
arb_tilerummy_editor_revert (ArbTilerummyEditor *self)
{
  g_autoptr(ArbTrGrid) base = NULL;

  g_return_if_fail (ARB_IS_TILERUMMY_EDITOR (self));
  base = arb_tr_grid_copy (self->base);
  arb_tilerummy_editor_set_table (self, base);
  g_signal_emit (self, signals[CHANGED], 0);
}

void
arb_tilerummy_editor_set_grid (ArbTilerummyEditor *self,
                               const ArbTrGrid    *grid)
{
  int t, l, b, r;

  g_return_if_fail (ARB_IS_TILERUMMY_EDITOR (self));
  g_clear_pointer (&self->grid, arb_tr_grid_free);
  g_clear_pointer (&self->typed, arb_tr_grid_free);
  self->grid = arb_tr_grid_copy (grid);
  self->typed = arb_tr_grid_copy (grid);
  if (arb_tr_grid_bounds (self->grid, &t, &l, &b, &r))
    {
      self->row = b + 2;
      self->col = self->home_col = l;
    }
  self->pending[0] = '\0';
  self->marking = FALSE;
  changed (self);
}

void
arb_tilerummy_editor_set_group_limit (ArbTilerummyEditor *self,
                                      guint               limit)
{
  g_return_if_fail (ARB_IS_TILERUMMY_EDITOR (self));
  if (self->group_limit == limit)
    return;
  self->group_limit = limit;
  changed (self);
}

const ArbTrReport *
arb_tilerummy_editor_get_report (ArbTilerummyEditor *self)
{
  g_return_val_if_fail (ARB_IS_TILERUMMY_EDITOR (self), NULL);
  return self->report;
}

void
arb_tilerummy_editor_set_editable (ArbTilerummyEditor *self,
                                   gboolean            editable)
{
  g_return_if_fail (ARB_IS_TILERUMMY_EDITOR (self));
  self->editable = editable;
  if (!editable)
    {
      self->pending[0] = '\0';
      self->marking = FALSE;
    }
  gtk_widget_set_focusable (GTK_WIDGET (self), editable);
  update_frame (self);
  gtk_widget_queue_resize (GTK_WIDGET (self));
}

gboolean
arb_tilerummy_editor_get_editable (ArbTilerummyEditor *self)
{
  g_return_val_if_fail (ARB_IS_TILERUMMY_EDITOR (self), FALSE);
  return self->editable;
}

void
arb_tilerummy_editor_set_fill_height (ArbTilerummyEditor *self,
                                      gboolean            fill)
{
  g_return_if_fail (ARB_IS_TILERUMMY_EDITOR (self));
  if (self->fill_height == fill)
    return;
  self->fill_height = fill;
  /* wide to narrow or back, the cursor is brought into view again */
  self->rescroll = gtk_widget_has_focus (GTK_WIDGET (self));
  gtk_widget_queue_resize (GTK_WIDGET (self));
}

void
arb_tilerummy_editor_set_show_typed (ArbTilerummyEditor *self,
                                     gboolean            show)
{
  g_return_if_fail (ARB_IS_TILERUMMY_EDITOR (self));
  self->show_typed = show;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

const char *
arb_tilerummy_editor_get_pending (ArbTilerummyEditor *self)
{
  g_return_val_if_fail (ARB_IS_TILERUMMY_EDITOR (self), NULL);
  return self->pending;
}

void
arb_tilerummy_editor_get_cursor (ArbTilerummyEditor *self,
                                 int                *row,
                                 int                *col)
{
  g_return_if_fail (ARB_IS_TILERUMMY_EDITOR (self));
  *row = self->row;
  *col = self->col;
}

void
arb_tilerummy_editor_set_cursor (ArbTilerummyEditor *self,
                                 int                 row,
                                 int                 col)
{
  g_return_if_fail (ARB_IS_TILERUMMY_EDITOR (self));
  commit (self);
  self->marking = FALSE;
  move_cursor (self, row, col, FALSE);
}

gboolean
arb_tilerummy_editor_get_selection (ArbTilerummyEditor *self,
                                    int                *top,
                                    int                *left,
                                    int                *bottom,
                                    int                *right)
{
  int block[4];

  g_return_val_if_fail (ARB_IS_TILERUMMY_EDITOR (self), FALSE);
  if (!self->marking)
    return FALSE;
  block_of_marking (self, block);
  *top = block[0];
  *left = block[1];
  *bottom = block[2];
  *right = block[3];
  return TRUE;
}

void
arb_tilerummy_editor_select_from (ArbTilerummyEditor *self,
                                  int                 row,
                                  int                 col)
{
  g_return_if_fail (ARB_IS_TILERUMMY_EDITOR (self));
  self->marking = TRUE;
  self->anchor_row = row;
  self->anchor_col = col;
  moved (self);
}

guint
arb_tilerummy_editor_count_typed (ArbTilerummyEditor *self)
{
  g_return_val_if_fail (ARB_IS_TILERUMMY_EDITOR (self), 0);
  return arb_tr_grid_n_tiles (self->typed);
}

gboolean
arb_tilerummy_editor_paste_text (ArbTilerummyEditor *self,
                                 const char         *text,
                                 GError            **error)
{
  g_autoptr(ArbTrGrid) pasted = NULL;
  int t, l, b, r;

  g_return_val_if_fail (ARB_IS_TILERUMMY_EDITOR (self), FALSE);
  pasted = arb_tr_grid_from_text (text, error);
  if (pasted == NULL)
    return FALSE;
  if (!arb_tr_grid_bounds (pasted, &t, &l, &b, &r))
    return TRUE;
  for (int row = t; row <= b; row++)
    for (int col = l; col <= r; col++)
      {
        ArbTrTile tile = arb_tr_grid_get (pasted, row, col);

        if (tile != ARB_TR_NONE)
          put (self, self->row + row - t, self->col + col - l, tile, TRUE);
      }
  self->marking = TRUE;
  self->anchor_row = self->row;
  self->anchor_col = self->col;
  self->row += b - t;
  self->col += r - l;
  changed (self);
  return TRUE;
}

char *
arb_tilerummy_editor_dup_text (ArbTilerummyEditor *self)
{
  g_autoptr(ArbTrGrid) part = NULL;
  int block[4];

  g_return_val_if_fail (ARB_IS_TILERUMMY_EDITOR (self), NULL);
  if (!self->marking)
    return arb_tr_grid_to_text (self->grid);
  part = arb_tr_grid_new ();
  block_of_marking (self, block);
  for (int r = block[0]; r <= block[2]; r++)
    for (int c = block[1]; c <= block[3]; c++)
      arb_tr_grid_put (part, r, c, arb_tr_grid_get (self->grid, r, c));
  return arb_tr_grid_to_text (part);
}

void
arb_tilerummy_editor_show_problem (ArbTilerummyEditor *self,
                                   guint               index)
{
  const ArbTrProblem *p;

  g_return_if_fail (ARB_IS_TILERUMMY_EDITOR (self));
  g_return_if_fail (index < self->report->problems->len);
  p = g_ptr_array_index (self->report->problems, index);
  commit (self);
  self->marking = FALSE;
  if (p->kind != ARB_TR_PROBLEM_GROUPS)
    move_cursor (self, p->row, p->col, FALSE);
  self->highlight = (int) index;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
arb_tilerummy_editor_get_place (ArbTilerummyEditor *self,
                                int                 row,
                                int                 col,
                                int                *shown_row,
                                int                *shown_col)
{
  int t = 0, l = 0, b, r;

  g_return_if_fail (ARB_IS_TILERUMMY_EDITOR (self));
  arb_tr_grid_bounds (self->grid, &t, &l, &b, &r);
  *shown_row = row - t + 1;
  *shown_col = col - l + 1;
}

/* The cursor's cell, in the editor's coordinates. */
void
arb_tilerummy_editor_get_cursor_area (ArbTilerummyEditor *self,
                                      graphene_rect_t    *area)
{
  g_return_if_fail (ARB_IS_TILERUMMY_EDITOR (self));
  update_geometry (self);
  graphene_rect_init (area, cell_x (self, self->col), cell_y (self, self->row), self->cell_w, self->cell_h);
}

/* Scrolls the cursor into view now, clear of `inset` pixels at the foot
 * of the scrolled view, where something floats (a refusal). */
void
arb_tilerummy_editor_show_cursor (ArbTilerummyEditor *self,
                                  int                 inset)
{
  g_return_if_fail (ARB_IS_TILERUMMY_EDITOR (self));
  update_geometry (self);
  scroll_into_view (self, cell_y (self, self->row), self->cell_h, inset);
}
