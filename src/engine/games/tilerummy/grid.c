/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The table grid and its legality check (TR-1, TR-4, TR-5). */
#include "grid.h"

#include <string.h>

#include "../../arb-args.h"
#include "../../arb-i18n.h"

struct _ArbTrGrid {
  int        top;      /* row of cells[0] */
  int        left;     /* column of cells[0] */
  guint      width;
  guint      height;
  ArbTrTile *cells;    /* height × width, row by row */
};

ArbTrGrid *
arb_tr_grid_new (void)
{
  return g_new0 (ArbTrGrid, 1);
}

ArbTrGrid *
arb_tr_grid_copy (const ArbTrGrid *grid)
{
  ArbTrGrid *copy = g_memdup2 (grid, sizeof *grid);

  copy->cells = grid->cells ? g_memdup2 (grid->cells, (gsize) grid->width * grid->height) : NULL;
  return copy;
}

void
arb_tr_grid_free (ArbTrGrid *grid)
{
  if (grid == NULL)
    return;
  g_free (grid->cells);
  g_free (grid);
}

static gboolean
inside (const ArbTrGrid *grid,
        int              row,
        int              col)
{
  return row >= grid->top && col >= grid->left
         && row - grid->top < (int) grid->height && col - grid->left < (int) grid->width;
}

static ArbTrTile *
cell (const ArbTrGrid *grid,
      int              row,
      int              col)
{
  return &grid->cells[(gsize) (row - grid->top) * grid->width + (guint) (col - grid->left)];
}

ArbTrTile
arb_tr_grid_get (const ArbTrGrid *grid,
                 int              row,
                 int              col)
{
  return inside (grid, row, col) ? *cell (grid, row, col) : ARB_TR_NONE;
}

/* Makes room for (row, col), with a margin so that growing is rare. */
static void
grow (ArbTrGrid *grid,
      int        row,
      int        col)
{
  int top = grid->height ? MIN (grid->top, row - 4) : row - 4;
  int left = grid->width ? MIN (grid->left, col - 4) : col - 4;
  int bottom = grid->height ? MAX (grid->top + (int) grid->height - 1, row + 4) : row + 4;
  int right = grid->width ? MAX (grid->left + (int) grid->width - 1, col + 4) : col + 4;
  guint width = (guint) (right - left + 1);
  guint height = (guint) (bottom - top + 1);
  ArbTrTile *cells = g_new0 (ArbTrTile, (gsize) width * height);

  for (guint r = 0; r < grid->height; r++)
    memcpy (&cells[(gsize) (grid->top + (int) r - top) * width + (guint) (grid->left - left)],
            &grid->cells[(gsize) r * grid->width], grid->width);
  g_free (grid->cells);
  grid->cells = cells;
  grid->top = top;
  grid->left = left;
  grid->width = width;
  grid->height = height;
}

void
arb_tr_grid_put (ArbTrGrid *grid,
                 int        row,
                 int        col,
                 ArbTrTile  tile)
{
  g_return_if_fail (tile == ARB_TR_NONE || arb_tr_tile_is_numbered (tile));
  if (!inside (grid, row, col))
    {
      if (tile == ARB_TR_NONE)
        return;
      grow (grid, row, col);
    }
  *cell (grid, row, col) = tile;
}

ArbTrTile
arb_tr_grid_remove (ArbTrGrid *grid,
                    int        row,
                    int        col)
{
  ArbTrTile tile = arb_tr_grid_get (grid, row, col);

  arb_tr_grid_put (grid, row, col, ARB_TR_NONE);
  return tile;
}

void
arb_tr_grid_clear (ArbTrGrid *grid)
{
  if (grid->cells != NULL)
    memset (grid->cells, 0, (gsize) grid->width * grid->height);
}

gboolean
arb_tr_grid_bounds (const ArbTrGrid *grid,
                    int             *top,
                    int             *left,
                    int             *bottom,
                    int             *right)
{
  gboolean any = FALSE;

  for (guint r = 0; r < grid->height; r++)
    for (guint c = 0; c < grid->width; c++)
      {
        int row = grid->top + (int) r;
        int col = grid->left + (int) c;

        if (grid->cells[(gsize) r * grid->width + c] == ARB_TR_NONE)
          continue;
        if (!any)
          {
            *top = *bottom = row;
            *left = *right = col;
            any = TRUE;
          }
        *top = MIN (*top, row);
        *bottom = MAX (*bottom, row);
        *left = MIN (*left, col);
        *right = MAX (*right, col);
      }
  return any;
}

gboolean
arb_tr_grid_move (ArbTrGrid *grid,
                  int        top,
                  int        left,
                  int        bottom,
                  int        right,
                  int        drow,
                  int        dcol)
{
  g_autoptr(GArray) lifted = g_array_new (FALSE, FALSE, sizeof (int) * 3);

  for (int r = top; r <= bottom; r++)
    for (int c = left; c <= right; c++)
      {
        int item[3] = { r, c, arb_tr_grid_get (grid, r, c) };
        int nr = r + drow, nc = c + dcol;
        gboolean lands_in_block = nr >= top && nr <= bottom && nc >= left && nc <= right;

        if (item[2] == ARB_TR_NONE)
          continue;
        if (!lands_in_block && arb_tr_grid_get (grid, nr, nc) != ARB_TR_NONE)
          return FALSE;
        g_array_append_val (lifted, item);
      }
  for (guint i = 0; i < lifted->len; i++)
    {
      int *item = &g_array_index (lifted, int, i * 3);

      arb_tr_grid_put (grid, item[0], item[1], ARB_TR_NONE);
    }
  for (guint i = 0; i < lifted->len; i++)
    {
      int *item = &g_array_index (lifted, int, i * 3);

      arb_tr_grid_put (grid, item[0] + drow, item[1] + dcol, (ArbTrTile) item[2]);
    }
  return TRUE;
}

void
arb_tr_grid_normalize (ArbTrGrid *grid)
{
  int top, left, bottom, right;
  ArbTrGrid *fresh;

  if (!arb_tr_grid_bounds (grid, &top, &left, &bottom, &right))
    {
      g_clear_pointer (&grid->cells, g_free);
      grid->top = grid->left = 0;
      grid->width = grid->height = 0;
      return;
    }
  fresh = arb_tr_grid_new ();
  fresh->width = (guint) (right - left + 1);
  fresh->height = (guint) (bottom - top + 1);
  fresh->cells = g_new0 (ArbTrTile, (gsize) fresh->width * fresh->height);
  for (int r = top; r <= bottom; r++)
    memcpy (&fresh->cells[(gsize) (r - top) * fresh->width], cell (grid, r, left), fresh->width);
  g_free (grid->cells);
  *grid = *fresh;
  g_free (fresh);
}

guint
arb_tr_grid_n_tiles (const ArbTrGrid *grid)
{
  guint n = 0;

  for (gsize i = 0; i < (gsize) grid->width * grid->height; i++)
    n += grid->cells[i] != ARB_TR_NONE;
  return n;
}

void
arb_tr_grid_counts (const ArbTrGrid *grid,
                    ArbTrCounts     *counts)
{
  memset (counts, 0, sizeof *counts);
  for (gsize i = 0; i < (gsize) grid->width * grid->height; i++)
    if (grid->cells[i] != ARB_TR_NONE && counts->n[grid->cells[i]] < 255)
      counts->n[grid->cells[i]]++;
}

gboolean
arb_tr_grid_same (const ArbTrGrid *a,
                  const ArbTrGrid *b)
{
  int at, al, ab, ar, bt, bl, bb, br;
  gboolean any_a = arb_tr_grid_bounds (a, &at, &al, &ab, &ar);
  gboolean any_b = arb_tr_grid_bounds (b, &bt, &bl, &bb, &br);

  if (!any_a || !any_b)
    return any_a == any_b;
  if (ab - at != bb - bt || ar - al != br - bl)
    return FALSE;
  for (int r = 0; r <= ab - at; r++)
    for (int c = 0; c <= ar - al; c++)
      if (arb_tr_grid_get (a, at + r, al + c) != arb_tr_grid_get (b, bt + r, bl + c))
        return FALSE;
  return TRUE;
}

/* ---- record and text forms ---- */

/* The args of the grid, as the tiles' own names: free the array only. */
const char **
arb_tr_grid_to_names (const ArbTrGrid *grid)
{
  GPtrArray *out = g_ptr_array_sized_new (grid->width * grid->height + grid->height + 1);
  int top, left, bottom, right;

  if (arb_tr_grid_bounds (grid, &top, &left, &bottom, &right))
    for (int r = top; r <= bottom; r++)
      {
        const ArbTrTile *row = cell (grid, r, left);
        int last = -1;

        for (int c = 0; c <= right - left; c++)
          if (row[c] != ARB_TR_NONE)
            last = c;
        g_ptr_array_add (out, (gpointer) "|");
        for (int c = 0; c <= last; c++)
          g_ptr_array_add (out, (gpointer) arb_tr_tile_name (row[c]));
      }
  g_ptr_array_add (out, NULL);
  return (const char **) g_ptr_array_free (out, FALSE);
}

char **
arb_tr_grid_to_args (const ArbTrGrid *grid)
{
  g_autofree const char **names = arb_tr_grid_to_names (grid);

  return g_strdupv ((char **) names);
}

/* Reads one cell word: "." or a numbered tile. */
static ArbTrRead
read_cell (const char *word,
           ArbTrTile  *tile)
{
  ArbTrRead read;

  *tile = ARB_TR_NONE;
  if (g_str_equal (word, "."))
    return ARB_TR_READ_OK;
  read = arb_tr_tile_read (word, tile);
  if (read == ARB_TR_READ_OK && !arb_tr_tile_is_numbered (*tile))
    return ARB_TR_READ_NO_SUCH;   /* an action tile never lies on the table */
  return read;
}

/* read_cell of word[0, len), which may go on with "|..." */
static ArbTrRead
read_piece (const char *word,
            gsize       len,
            ArbTrTile  *tile)
{
  char small[16];
  g_autofree char *large = NULL;

  if (word[len] == '\0')
    return read_cell (word, tile);
  if (len < sizeof small)
    {
      memcpy (small, word, len);
      small[len] = '\0';
      return read_cell (small, tile);
    }
  large = g_strndup (word, len);
  return read_cell (large, tile);
}

/* The rows and columns that the cells of args take, read as below. */
static void
args_extent (const char *const *args,
             int               *rows,
             int               *cols)
{
  int row = 0, col = 0;
  gboolean any_mark = FALSE;

  *rows = *cols = 0;
  for (int i = 0; args[i] != NULL; i++)
    {
      const char *piece = args[i];

      for (guint k = 0; piece != NULL; k++)
        {
          const char *mark = strchr (piece, '|');
          gsize len = mark != NULL ? (gsize) (mark - piece) : strlen (piece);

          if (k > 0)
            {
              row += any_mark ? 1 : (col > 0);
              col = 0;
              any_mark = TRUE;
            }
          if (len > 0)
            {
              col++;
              *rows = MAX (*rows, row + 1);
              *cols = MAX (*cols, col);
            }
          piece = mark != NULL ? mark + 1 : NULL;
        }
    }
}

ArbTrGrid *
arb_tr_grid_from_args (const char *const *args,
                       int               *bad,
                       ArbTrRead         *read)
{
  g_autoptr(ArbTrGrid) grid = arb_tr_grid_new ();
  int row = 0, col = 0;
  gboolean any_mark = FALSE;
  int rows, cols;

  *bad = -1;
  *read = ARB_TR_READ_OK;
  /* room for every cell at once, not grown row by row */
  args_extent (args, &rows, &cols);
  if (rows > 0)
    {
      grid->cells = g_new0 (ArbTrTile, (gsize) rows * (gsize) cols);
      grid->height = (guint) rows;
      grid->width = (guint) cols;
    }
  for (int i = 0; args[i] != NULL; i++)
    {
      /* the pieces of the arg between "|" marks, read in place */
      const char *piece = args[i];

      for (guint k = 0; piece != NULL; k++)
        {
          const char *mark = strchr (piece, '|');
          gsize len = mark != NULL ? (gsize) (mark - piece) : strlen (piece);
          ArbTrTile tile;

          if (k > 0)
            {
              row += any_mark ? 1 : (col > 0);
              col = 0;
              any_mark = TRUE;
            }
          if (len > 0)
            {
              *read = read_piece (piece, len, &tile);
              if (*read != ARB_TR_READ_OK)
                return (*bad = i, NULL);
              arb_tr_grid_put (grid, row, col++, tile);
            }
          piece = mark != NULL ? mark + 1 : NULL;
        }
    }
  return g_steal_pointer (&grid);
}

ArbTrGrid *
arb_tr_grid_from_text (const char *text,
                       GError    **error)
{
  g_autoptr(ArbTrGrid) grid = arb_tr_grid_new ();
  g_auto(GStrv) lines = g_strsplit (text, "\n", -1);
  int row = 0;

  for (guint n = 0; lines[n] != NULL; n++)
    {
      char *hash = strchr (lines[n], '#');
      const char *start = lines[n];
      g_auto(GStrv) words = NULL;
      int col = 0;

      while (g_ascii_isspace (*start))
        start++;
      if (*start == '#')
        continue;
      if (hash != NULL)
        *hash = '\0';
      if (*start == '|')
        start++;
      words = g_strsplit_set (start, " \t\r", -1);
      for (guint k = 0; words[k] != NULL; k++)
        {
          ArbTrTile tile;

          if (*words[k] == '\0')
            continue;
          ArbTrRead read = read_cell (words[k], &tile);

          if (read == ARB_TR_READ_NO_SUCH)
            {
              g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                           "line %u: “%s” is no tile of the table (TR-1): the numbered tiles are "
                           "r, b, y and g, 1 to 14, and action tiles never lie on the table",
                           n + 1, words[k]);
              return NULL;
            }
          if (read != ARB_TR_READ_OK)
            {
              g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                           "line %u: “%s” is not a table cell; write a tile such as r5 or g14, "
                           "or “.” for an empty cell", n + 1, words[k]);
              return NULL;
            }
          arb_tr_grid_put (grid, row, col++, tile);
        }
      row++;
    }
  return g_steal_pointer (&grid);
}

char *
arb_tr_grid_to_text (const ArbTrGrid *grid)
{
  GString *out = g_string_new (NULL);
  int top, left, bottom, right;

  if (!arb_tr_grid_bounds (grid, &top, &left, &bottom, &right))
    return g_string_free (out, FALSE);
  for (int r = top; r <= bottom; r++)
    {
      int last = left - 1;

      /* trailing empty cells are left out, so an empty row is an empty line */
      for (int c = left; c <= right; c++)
        if (arb_tr_grid_get (grid, r, c) != ARB_TR_NONE)
          last = c;
      for (int c = left; c <= last; c++)
        g_string_append_printf (out, c < last ? "%-3s " : "%s", arb_tr_tile_name (arb_tr_grid_get (grid, r, c)));
      g_string_append_c (out, '\n');
    }
  return g_string_free (out, FALSE);
}

/* ---- the check ---- */

typedef struct {
  ArbTrReport *report;
  ArbTrTile   *tiles;   /* the box, copied densely */
} Check;

static ArbTrTile
at (const Check *ck,
    int          r,
    int          c)
{
  const ArbTrReport *rep = ck->report;

  if (r < 0 || c < 0 || r >= (int) rep->height || c >= (int) rep->width)
    return ARB_TR_NONE;
  return ck->tiles[(gsize) r * rep->width + (guint) c];
}

static void
problem_free (gpointer data)
{
  ArbTrProblem *p = data;

  g_free (p->message);
  g_free (p);
}

static ArbTrProblem *
add_problem (ArbTrReport     *report,
             ArbTrProblemKind kind,
             const char      *rule_id,
             char            *message)
{
  ArbTrProblem *p = g_new0 (ArbTrProblem, 1);

  p->kind = kind;
  p->rule_id = rule_id;
  p->message = message;
  g_ptr_array_add (report->problems, p);
  report->legal = FALSE;
  return p;
}

/* "row 2, columns 1–3" for a run; rows and columns count from 1. */
static char *
run_place (gboolean vertical,
           int      r,
           int      c,
           guint    length)
{
  if (vertical)
    return g_strdup_printf (_("column %d, rows %d–%d"), c + 1, r + 1, r + (int) length);
  return g_strdup_printf (_("row %d, columns %d–%d"), r + 1, c + 1, c + (int) length);
}

static void
check_run (Check   *ck,
           gboolean vertical,
           int      r,
           int      c,
           guint    length)
{
  g_autofree ArbTrTile *tiles = g_new (ArbTrTile, length);
  g_autofree char *reason = NULL;
  g_autofree char *place = NULL;
  ArbTrLineKind kind;
  ArbTrProblem *p;

  for (guint i = 0; i < length; i++)
    tiles[i] = vertical ? at (ck, r + (int) i, c) : at (ck, r, c + (int) i);
  kind = arb_tr_line_check (tiles, length, &reason);
  if (kind == ARB_TR_LINE_SEQUENCE || kind == ARB_TR_LINE_ROW)
    return;
  place = run_place (vertical, r, c, length);
  p = add_problem (ck->report, kind == ARB_TR_LINE_SHORT ? ARB_TR_PROBLEM_SHORT : ARB_TR_PROBLEM_BAD_LINE,
                   kind == ARB_TR_LINE_SHORT ? "TR-5" : "TR-4",
                   g_strdup_printf ("%s: %s", place, reason));
  p->vertical = vertical;
  p->row = ck->report->top + r;
  p->col = ck->report->left + c;
  p->length = length;
}

/* Every maximal run of 2+ tiles, across (vertical FALSE) or down. */
static void
check_runs (Check   *ck,
            gboolean vertical)
{
  guint outer = vertical ? ck->report->width : ck->report->height;
  guint inner = vertical ? ck->report->height : ck->report->width;

  for (guint o = 0; o < outer; o++)
    {
      guint i = 0;

      while (i < inner)
        {
          guint start;

          while (i < inner && (vertical ? at (ck, (int) i, (int) o) : at (ck, (int) o, (int) i)) == ARB_TR_NONE)
            i++;
          start = i;
          while (i < inner && (vertical ? at (ck, (int) i, (int) o) : at (ck, (int) o, (int) i)) != ARB_TR_NONE)
            i++;
          if (i - start >= 2)
            check_run (ck, vertical, vertical ? (int) start : (int) o,
                       vertical ? (int) o : (int) start, i - start);
        }
    }
}

static void
check_lone (Check *ck)
{
  for (int r = 0; r < (int) ck->report->height; r++)
    for (int c = 0; c < (int) ck->report->width; c++)
      {
        ArbTrTile t = at (ck, r, c);
        ArbTrProblem *p;

        if (t == ARB_TR_NONE || at (ck, r - 1, c) || at (ck, r + 1, c) || at (ck, r, c - 1)
            || at (ck, r, c + 1))
          continue;
        p = add_problem (ck->report, ARB_TR_PROBLEM_LONE, "TR-5",
                         g_strdup_printf (_("row %d, column %d: %s touches no other tile, so it is in no line of 3 or more"),
                                          r + 1, c + 1, arb_tr_tile_name (t)));
        p->row = ck->report->top + r;
        p->col = ck->report->left + c;
        p->length = 1;
      }
}

static gint
compare_places (gconstpointer a,
                gconstpointer b)
{
  const ArbTrProblem *p = *(ArbTrProblem *const *) a;
  const ArbTrProblem *q = *(ArbTrProblem *const *) b;

  if (p->row != q->row)
    return p->row < q->row ? -1 : 1;
  if (p->col != q->col)
    return p->col < q->col ? -1 : 1;
  return (int) p->vertical - (int) q->vertical;
}

static void
check_copies (Check *ck)
{
  guint count[ARB_TR_N_TILES] = { 0 };
  int first[ARB_TR_N_TILES] = { 0 };

  for (int i = (int) (ck->report->width * ck->report->height) - 1; i >= 0; i--)
    if (ck->tiles[i] != ARB_TR_NONE)
      {
        count[ck->tiles[i]]++;
        first[ck->tiles[i]] = i;
      }
  for (guint t = 1; t < ARB_TR_N_TILES; t++)
    {
      g_autofree char *words = NULL;
      ArbTrProblem *p;

      if (count[t] <= ARB_TR_COPIES)
        continue;
      words = arb_tr_tile_words ((ArbTrTile) t);
      p = add_problem (ck->report, ARB_TR_PROBLEM_COPIES, "TR-1",
                       g_strdup_printf (_("%u copies of %s; the game has only 2 of each tile"), count[t], words));
      p->tile = (ArbTrTile) t;
      p->length = count[t];
      p->row = ck->report->top + first[t] / (int) ck->report->width;
      p->col = ck->report->left + first[t] % (int) ck->report->width;
    }
}

/* Labels the groups in reading order with a flood fill from each new
 * cell: every cell is visited a bounded number of times. */
static void
find_groups (Check *ck)
{
  ArbTrReport *rep = ck->report;
  g_autofree guint *stack = g_new (guint, (gsize) rep->width * rep->height + 1);
  guint n = rep->width * rep->height;

  rep->group_ids = g_new0 (guint, n);
  for (guint start = 0; start < n; start++)
    {
      ArbTrGroup group = { 0 };
      guint sp = 0;

      if (ck->tiles[start] == ARB_TR_NONE || rep->group_ids[start] != 0)
        continue;
      group.id = ++rep->n_groups;
      group.row = group.top = group.bottom = rep->top + (int) (start / rep->width);
      group.col = group.left = group.right = rep->left + (int) (start % rep->width);
      rep->group_ids[start] = group.id;
      stack[sp++] = start;
      while (sp > 0)
        {
          guint i = stack[--sp];
          int r = (int) (i / rep->width), c = (int) (i % rep->width);
          static const int dr[4] = { -1, 1, 0, 0 }, dc[4] = { 0, 0, -1, 1 };

          group.n_tiles++;
          group.top = MIN (group.top, rep->top + r);
          group.bottom = MAX (group.bottom, rep->top + r);
          group.left = MIN (group.left, rep->left + c);
          group.right = MAX (group.right, rep->left + c);
          for (int d = 0; d < 4; d++)
            {
              int nr = r + dr[d], nc = c + dc[d];
              guint j = (guint) nr * rep->width + (guint) nc;

              if (at (ck, nr, nc) == ARB_TR_NONE || rep->group_ids[j] != 0)
                continue;
              rep->group_ids[j] = group.id;
              stack[sp++] = j;
            }
        }
      g_array_append_val (rep->groups, group);
    }
}

static void
check_groups (Check *ck)
{
  ArbTrReport *rep = ck->report;

  find_groups (ck);
  if (rep->group_limit == 0 || rep->n_groups <= rep->group_limit)
    return;
  add_problem (rep, ARB_TR_PROBLEM_GROUPS, "TR-5",
               g_strdup_printf (_("%u groups on the table, but at most %u are allowed"),
                                rep->n_groups, rep->group_limit));
}

ArbTrReport *
arb_tr_grid_check (const ArbTrGrid *grid,
                   guint            group_limit)
{
  ArbTrReport *rep = g_new0 (ArbTrReport, 1);
  Check ck = { rep, NULL };
  int top, left, bottom, right;

  rep->legal = TRUE;
  rep->group_limit = group_limit;
  rep->problems = g_ptr_array_new_with_free_func (problem_free);
  rep->groups = g_array_new (FALSE, FALSE, sizeof (ArbTrGroup));
  if (!arb_tr_grid_bounds (grid, &top, &left, &bottom, &right))
    return rep;
  rep->top = top;
  rep->left = left;
  rep->width = (guint) (right - left + 1);
  rep->height = (guint) (bottom - top + 1);
  ck.tiles = g_new (ArbTrTile, (gsize) rep->width * rep->height);
  for (int r = top; r <= bottom; r++)
    memcpy (&ck.tiles[(gsize) (r - top) * rep->width], cell (grid, r, left), rep->width);
  for (gsize i = 0; i < (gsize) rep->width * rep->height; i++)
    rep->n_tiles += ck.tiles[i] != ARB_TR_NONE;
  check_runs (&ck, FALSE);
  check_runs (&ck, TRUE);
  check_lone (&ck);
  g_ptr_array_sort (rep->problems, compare_places);
  check_copies (&ck);
  check_groups (&ck);
  g_free (ck.tiles);
  return rep;
}

gboolean
arb_tr_grid_places (const ArbTrGrid   *grid,
                    const ArbTrCounts *table,
                    const ArbTrCounts *rack,
                    int               *placed)
{
  g_autoptr(ArbTrReport) report = arb_tr_grid_check (grid, 0);
  ArbTrCounts have, extra;

  arb_tr_grid_counts (grid, &have);
  if (!report->legal || !arb_tr_counts_contains (&have, table))
    return FALSE;
  arb_tr_counts_minus (&have, table, &extra);
  if (!arb_tr_counts_contains (rack, &extra))
    return FALSE;
  *placed = (int) arb_tr_counts_total (&extra);
  return TRUE;
}

guint
arb_tr_report_group_at (const ArbTrReport *report,
                        int                row,
                        int                col)
{
  int r = row - report->top, c = col - report->left;

  if (report->group_ids == NULL || r < 0 || c < 0 || r >= (int) report->height
      || c >= (int) report->width)
    return 0;
  return report->group_ids[(gsize) r * report->width + (guint) c];
}

char *
arb_tr_report_text (const ArbTrReport *report)
{
  GString *out = g_string_new (NULL);

  for (guint i = 0; i < report->problems->len; i++)
    {
      ArbTrProblem *p = g_ptr_array_index (report->problems, i);

      g_string_append_printf (out, "%s: %s\n", p->rule_id, p->message);
    }
  return g_string_free (out, FALSE);
}

void
arb_tr_report_free (ArbTrReport *report)
{
  if (report == NULL)
    return;
  g_ptr_array_unref (report->problems);
  g_array_unref (report->groups);
  g_free (report->group_ids);
  g_free (report);
}
