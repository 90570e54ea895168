/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "arb-score-sheet.h"

#include <cairo-pdf.h>
#include <pango/pangocairo.h>

#include "arb-chart-draw.h"
#include "arb-i18n.h"
#include "arb-score-series.h"

#define FONT_BODY    "Cantarell 10"
#define FONT_BOLD    "Cantarell Bold 10"
#define FONT_SMALL   "Cantarell 8.5"
#define FONT_TITLE   "Cantarell Bold 24"
#define FONT_HEAD    "Cantarell Bold 12"
#define FONT_VERDICT "Cantarell Bold 15"
#define FONT_CHART   "Cantarell 8.5"
#define FONT_RECORD  "Monospace 7.5"

#define GAP          6.0     /* between blocks, in points */
#define RANK_W       22.0
#define TOTAL_W      48.0
#define POINTS_W     34.0
#define FOOTER_H     14.0
#define CHART_H      195.0
#define CHART_MIN_H  140.0
#define RECORD_COLS  3
#define RECORD_GAP   14.0

typedef enum {
  ITEM_HEAD,
  ITEM_TABLE_HEAD,
  ITEM_ROW,
  ITEM_CHART,
  ITEM_RECORD_HEAD,
  ITEM_RECORD_LINE,
} ItemKind;

typedef struct {
  ItemKind kind;
  guint    page;
  double   x, y, w, h;
  guint    index;      /* ITEM_ROW: place in the table; ITEM_RECORD_LINE: line */
} Item;

struct _ArbScoreSheet {
  char           *title;
  GDateTime      *date;
  char          **names;
  gboolean        score_only;
  char          **options;
  ArbScore       *score;
  ArbScoreSeries *series;
  gboolean        secret;
  GPtrArray      *order;      /* ArbPlayerScore, as the table lists them */
  char          **record;     /* the record's lines, blank ones left out */
  guint           n_events;
  GArray         *items;      /* Item, from arb_score_sheet_paginate() */
  guint           n_pages;
  double          width, height;
};

/* ---- text ---- */

static PangoLayout *
layout_new (cairo_t    *cr,
            const char *font,
            const char *text,
            double      width)
{
  PangoLayout *layout = pango_cairo_create_layout (cr);
  g_autoptr(PangoFontDescription) desc = pango_font_description_from_string (font);

  /* the sheet is measured in points */
  pango_cairo_context_set_resolution (pango_layout_get_context (layout), 72);
  pango_layout_context_changed (layout);
  pango_layout_set_font_description (layout, desc);
  pango_layout_set_text (layout, text, -1);
  if (width > 0)
    {
      pango_layout_set_width (layout, (int) (width * PANGO_SCALE));
      pango_layout_set_wrap (layout, PANGO_WRAP_WORD_CHAR);
    }
  /* a record line that wraps goes on indented */
  if (g_str_equal (font, FONT_RECORD))
    pango_layout_set_indent (layout, -10 * PANGO_SCALE);
  return layout;
}

static double
text_height (cairo_t    *cr,
             const char *font,
             const char *text,
             double      width)
{
  g_autoptr(PangoLayout) layout = layout_new (cr, font, text, width);
  int w, h;

  pango_layout_get_size (layout, &w, &h);
  return (double) h / PANGO_SCALE;
}

/* Draws text at x, y (top left); returns its height.  With align 1 it
 * ends at x + width; with 0.5 it is centred in the width. */
static double
show (cairo_t    *cr,
      const char *font,
      const char *text,
      double      x,
      double      y,
      double      width,
      double      align)
{
  g_autoptr(PangoLayout) layout = layout_new (cr, font, text, width);
  int w, h;

  if (align > 0)
    pango_layout_set_alignment (layout, align >= 1 ? PANGO_ALIGN_RIGHT : PANGO_ALIGN_CENTER);
  pango_layout_get_size (layout, &w, &h);
  cairo_move_to (cr, x, y);
  pango_cairo_show_layout (cr, layout);
  return (double) h / PANGO_SCALE;
}

static void
ink (cairo_t *cr,
     double   grey)
{
  cairo_set_source_rgb (cr, grey, grey, grey);
}

static void
rule (cairo_t *cr,
      double   x,
      double   y,
      double   w,
      double   width)
{
  cairo_set_line_width (cr, width);
  cairo_move_to (cr, x, y);
  cairo_line_to (cr, x + w, y);
  cairo_stroke (cr);
}

/* ---- what the sheet says ---- */

static int
compare_rank (gconstpointer a,
              gconstpointer b)
{
  const ArbPlayerScore *pa = *(ArbPlayerScore *const *) a;
  const ArbPlayerScore *pb = *(ArbPlayerScore *const *) b;

  return pa->rank != pb->rank ? (int) pa->rank - (int) pb->rank : (int) pa->seat - (int) pb->seat;
}

static char **
record_lines (const char *record)
{
  g_auto(GStrv) all = g_strsplit (record != NULL ? record : "", "\n", -1);
  GStrvBuilder *builder = g_strv_builder_new ();
  char **lines;

  for (guint i = 0; all[i] != NULL; i++)
    if (*g_strstrip (all[i]) != '\0')
      g_strv_builder_add (builder, all[i]);
  lines = g_strv_builder_end (builder);
  g_strv_builder_unref (builder);
  return lines;
}

ArbScoreSheet *
arb_score_sheet_new (ArbGame    *game,
                     const char *record,
                     GDateTime  *date)
{
  ArbScoreSheet *sheet = g_new0 (ArbScoreSheet, 1);
  ArbSetup *setup = arb_game_get_setup (game);

  sheet->title = g_strdup (setup->rules->title);
  sheet->date = g_date_time_ref (date);
  sheet->names = g_strdupv (setup->players);
  sheet->score_only = setup->score_only;
  sheet->options = arb_setup_list_options (setup);
  sheet->score = arb_game_score (game);
  sheet->series = arb_game_score_series (game);
  sheet->secret = arb_score_has_secret (sheet->score);
  sheet->order = g_ptr_array_new ();
  for (guint i = 0; i < sheet->score->players->len; i++)
    g_ptr_array_add (sheet->order, g_ptr_array_index (sheet->score->players, i));
  /* Ranks depend on what is secret: then the seats go in seat order. */
  if (!sheet->secret)
    g_ptr_array_sort (sheet->order, compare_rank);
  sheet->record = record_lines (record);
  sheet->n_events = arb_game_get_n_events (game);
  sheet->items = g_array_new (FALSE, FALSE, sizeof (Item));
  return sheet;
}

void
arb_score_sheet_free (ArbScoreSheet *sheet)
{
  if (sheet == NULL)
    return;
  g_free (sheet->title);
  g_date_time_unref (sheet->date);
  g_strfreev (sheet->names);
  g_strfreev (sheet->options);
  arb_score_free (sheet->score);
  arb_score_series_free (sheet->series);
  g_ptr_array_unref (sheet->order);
  g_strfreev (sheet->record);
  g_array_unref (sheet->items);
  g_free (sheet);
}

static char *
status_text (ArbScoreSheet *sheet)
{
  g_autofree char *day = g_date_time_format (sheet->date, "%-d %B %Y");
  g_autofree char *options = g_strjoinv (", ", sheet->options);
  const char *state = sheet->score->finished ? _("finished") : _("in play");
  g_autofree char *match = sheet->score->games_in_match > 1
    ? g_strdup_printf (_(" · match of %u games, game %u"), sheet->score->games_in_match, sheet->score->game_number)
    : g_strdup ("");

  return g_strdup_printf ("%s · %s%s%s%s%s", day, state, match,
                          sheet->score_only ? _(" · score-only") : "",
                          *options != '\0' ? _(" · options: ") : "", options);
}

static char *
players_text (ArbScoreSheet *sheet)
{
  g_autofree char *names = g_strjoinv (", ", sheet->names);

  return g_strdup_printf (sheet->score->low_wins ? _("Players, in seat order: %s · lowest score wins")
                                                : _("Players, in seat order: %s · highest score wins"), names);
}

static const char *
verdict_text (ArbScoreSheet *sheet)
{
  if (sheet->secret)
    return _("Who leads is secret while the game goes on");
  return sheet->score->verdict != NULL && *sheet->score->verdict != '\0'
         ? sheet->score->verdict : _("Running scores");
}

/* The title block; draws only when `draw`. */
static double
head_block (ArbScoreSheet *sheet,
            cairo_t       *cr,
            double         x,
            double         y,
            double         w,
            gboolean       draw)
{
  g_autofree char *status = status_text (sheet);
  g_autofree char *players = players_text (sheet);
  const char *extra = sheet->secret ? sheet->score->secret_note : sheet->score->tiebreak;
  double top = y;

  if (!draw)
    {
      y += text_height (cr, FONT_TITLE, sheet->title, w) + 2;
      y += text_height (cr, FONT_BODY, status, w) + 1;
      y += text_height (cr, FONT_BODY, players, w) + GAP;
      y += text_height (cr, FONT_VERDICT, verdict_text (sheet), w);
      if (extra != NULL)
        y += text_height (cr, FONT_SMALL, extra, w) + 1;
      return y - top + GAP;
    }
  ink (cr, 0);
  show (cr, FONT_SMALL, "SCORE SHEET", x, y + 4, w, 1);
  y += show (cr, FONT_TITLE, sheet->title, x, y, w - 80, 0) + 2;
  ink (cr, 0.3);
  y += show (cr, FONT_BODY, status, x, y, w, 0) + 1;
  y += show (cr, FONT_BODY, players, x, y, w, 0) + GAP;
  ink (cr, 0);
  y += show (cr, FONT_VERDICT, verdict_text (sheet), x, y, w, 0);
  if (extra != NULL)
    {
      ink (cr, 0.3);
      y += show (cr, FONT_SMALL, extra, x, y, w, 0) + 1;
    }
  return y - top + GAP;
}

static double
table_head (ArbScoreSheet *sheet,
            cairo_t       *cr,
            double         x,
            double         y,
            double         w,
            gboolean       draw)
{
  double h = text_height (cr, FONT_BOLD, _("Player"), w) + 3;
  g_autofree char *breakdown = sheet->score->games_in_match > 1
    ? g_strdup_printf (_("Breakdown of game %u"), sheet->score->game_number) : g_strdup (_("Breakdown"));

  if (!draw)
    return h;
  ink (cr, 0);
  show (cr, FONT_BOLD, "#", x, y, RANK_W, 0);
  show (cr, FONT_BOLD, _("Player"), x + RANK_W, y, w, 0);
  show (cr, FONT_BOLD, breakdown, x + RANK_W + w * 0.24, y, w, 0);
  show (cr, FONT_BOLD, _("Total"), x + w - TOTAL_W, y, TOTAL_W, 1);
  rule (cr, x, y + h - 0.5, w, 1);
  return h;
}

static char *
games_text (const ArbPlayerScore *p)
{
  g_autoptr(GString) text = g_string_new (_("Games:"));

  for (guint i = 0; i < p->game_totals->len; i++)
    g_string_append_printf (text, "%s %d", i > 0 ? " ·" : "", g_array_index (p->game_totals, int, i));
  return g_strdup (text->str);
}

/* One player's row: rank, name (and "winner"), the breakdown lines with
 * their points, the total.  Secret lines say what they hide and "?". */
static double
row_block (ArbScoreSheet *sheet,
           cairo_t       *cr,
           guint          index,
           double         x,
           double         y,
           double         w,
           gboolean       draw)
{
  const ArbPlayerScore *p = g_ptr_array_index (sheet->order, index);
  double name_w = w * 0.24 - 4, bx = x + RANK_W + w * 0.24;
  double bw = w - (bx - x) - TOTAL_W - POINTS_W - 8;
  double left = 3, right = 3;
  gboolean winner = p->winner && !sheet->secret;
  int total = sheet->secret ? arb_score_visible_total (sheet->score, p) : p->total;
  g_autofree char *total_text = g_strdup_printf ("%d", total);
  g_autofree char *rank = sheet->secret ? g_strdup ("") : g_strdup_printf ("%u", p->rank);

  if (draw)
    {
      ink (cr, 0);
      show (cr, FONT_BODY, rank, x, y + 3, RANK_W, 0);
      show (cr, FONT_HEAD, total_text, x + w - TOTAL_W, y + 2, TOTAL_W, 1);
    }
  left += draw ? show (cr, winner ? FONT_HEAD : FONT_BODY, sheet->names[p->seat], x + RANK_W, y + 3, name_w, 0)
               : text_height (cr, FONT_HEAD, sheet->names[p->seat], name_w);
  if (winner)
    left += draw ? show (cr, FONT_SMALL, _("★ winner"), x + RANK_W, y + left, name_w, 0)
                 : text_height (cr, FONT_SMALL, _("★ winner"), name_w);
  for (guint i = 0; i < p->breakdown->len; i++)
    {
      const ArbScoreLine *line = g_ptr_array_index (p->breakdown, i);
      gboolean hidden = sheet->secret && line->secret;
      const char *label = hidden ? (line->hidden != NULL ? line->hidden : _("secret")) : line->label;
      g_autofree char *points = hidden ? g_strdup ("?") : g_strdup_printf ("%+d", line->points);

      if (draw)
        {
          ink (cr, 0.15);
          show (cr, FONT_SMALL, points, bx + bw, y + right, POINTS_W, 1);
        }
      right += draw ? show (cr, FONT_SMALL, label, bx, y + right, bw, 0)
                    : text_height (cr, FONT_SMALL, label, bw);
    }
  if (sheet->score->games_in_match > 1)
    {
      g_autofree char *games = games_text (p);

      if (draw)
        ink (cr, 0.35);
      right += draw ? show (cr, FONT_SMALL, games, bx, y + right, bw + POINTS_W, 0)
                    : text_height (cr, FONT_SMALL, games, bw + POINTS_W);
    }
  if (draw)
    {
      ink (cr, 0.75);
      rule (cr, x, y + MAX (left, right) + 3, w, 0.5);
    }
  return MAX (left, right) + 4;
}

static void
chart_block (ArbScoreSheet *sheet,
             cairo_t       *cr,
             const Item    *item)
{
  ArbChartStyle style = { { 0, 0, 0, 1 }, { 1, 1, 1, 1 }, FALSE, FONT_CHART, 1.6, 72 };
  double head;

  ink (cr, 0);
  head = show (cr, FONT_HEAD, _("Score over time"), item->x, item->y, item->w, 0) + 4;
  cairo_save (cr);
  cairo_translate (cr, item->x, item->y + head);
  arb_chart_draw (cr, item->w, item->h - head - GAP, sheet->series,
                  (const char *const *) sheet->names, &style);
  cairo_restore (cr);
}

static double
record_head (ArbScoreSheet *sheet,
             cairo_t       *cr,
             const Item    *item,
             gboolean       draw)
{
  const char *text = item->index == 0 ? _("Record") : _("Record, continued");
  g_autofree char *note = g_strdup_printf (arb_ngettext ("%u entry, in the notation arbiter-cli reads",
                                                       "%u entries, in the notation arbiter-cli reads",
                                                       sheet->n_events), sheet->n_events);

  if (!draw)
    return text_height (cr, FONT_HEAD, text, item->w) + 4;
  ink (cr, 0);
  show (cr, FONT_HEAD, text, item->x, item->y, item->w, 0);
  ink (cr, 0.4);
  show (cr, FONT_SMALL, note, item->x, item->y + 3, item->w, 1);
  return 0;
}

/* ---- pages ---- */

typedef struct {
  ArbScoreSheet *sheet;
  cairo_t       *cr;
  double         w, h;     /* the page, less the footer */
  guint          page;
  double         y;
} Flow;

static void
add_item (Flow     *f,
          ItemKind  kind,
          double    x,
          double    w,
          double    h,
          guint     index)
{
  Item item = { kind, f->page, x, f->y, w, h, index };

  g_array_append_val (f->sheet->items, item);
  f->y += h;
}

/* A new page unless `h` fits below. */
static void
need (Flow   *f,
      double  h)
{
  if (f->y + h > f->h && f->y > 0)
    {
      f->page++;
      f->y = 0;
    }
}

static void
flow_table (Flow *f)
{
  double head = table_head (f->sheet, f->cr, 0, 0, f->w, FALSE);

  need (f, head * 3);
  add_item (f, ITEM_TABLE_HEAD, 0, f->w, head, 0);
  for (guint i = 0; i < f->sheet->order->len; i++)
    {
      double h = row_block (f->sheet, f->cr, i, 0, 0, f->w, FALSE);

      if (f->y + h > f->h)
        {
          need (f, h);
          add_item (f, ITEM_TABLE_HEAD, 0, f->w, head, 1);
        }
      add_item (f, ITEM_ROW, 0, f->w, h, i);
    }
  f->y += GAP * 2;
}

static void
flow_chart (Flow *f)
{
  double h = MIN (CHART_H, f->h);

  if (f->y + CHART_MIN_H > f->h)
    need (f, h);
  h = MIN (h, f->h - f->y);
  add_item (f, ITEM_CHART, 0, f->w, h, 0);
  f->y += GAP;
}

/* The record's lines, column after column, page after page. */
static void
flow_record (Flow *f)
{
  double col_w = (f->w - RECORD_GAP * (RECORD_COLS - 1)) / RECORD_COLS;
  Item head_probe = { ITEM_RECORD_HEAD, 0, 0, 0, f->w, 0, 0 };
  double head = record_head (f->sheet, f->cr, &head_probe, FALSE);
  double top;
  guint col = 0;

  need (f, head + 40);
  add_item (f, ITEM_RECORD_HEAD, 0, f->w, head, 0);
  top = f->y;
  for (guint i = 0; f->sheet->record[i] != NULL; i++)
    {
      double h = text_height (f->cr, FONT_RECORD, f->sheet->record[i], col_w);

      if (f->y + h > f->h)
        {
          if (++col < RECORD_COLS)
            f->y = top;
          else
            {
              f->page++;
              f->y = 0;
              col = 0;
              add_item (f, ITEM_RECORD_HEAD, 0, f->w, head, 1);
              top = f->y;
            }
        }
      add_item (f, ITEM_RECORD_LINE, col * (col_w + RECORD_GAP), col_w, h, i);
    }
}

/*
 * Lays the sheet out on pages of width × height (the printable area)
 * and says how many pages that makes.  `cr` measures the text.
 */
guint
arb_score_sheet_paginate (ArbScoreSheet *sheet,
                          cairo_t       *cr,
                          double         width,
                          double         height)
{
  Flow f = { sheet, cr, width, height - FOOTER_H, 0, 0 };

  g_array_set_size (sheet->items, 0);
  sheet->width = width;
  sheet->height = height;
  add_item (&f, ITEM_HEAD, 0, width, head_block (sheet, cr, 0, 0, width, FALSE), 0);
  flow_table (&f);
  flow_chart (&f);
  flow_record (&f);
  sheet->n_pages = f.page + 1;
  return sheet->n_pages;
}

static void
draw_footer (ArbScoreSheet *sheet,
             cairo_t       *cr,
             guint          page)
{
  g_autofree char *day = g_date_time_format (sheet->date, "%Y-%m-%d");
  g_autofree char *text = g_strdup_printf ("Arbiter · %s · %s", sheet->title, day);
  g_autofree char *number = g_strdup_printf (_("page %u of %u"), page + 1, sheet->n_pages);
  double y = sheet->height - FOOTER_H + 4;

  ink (cr, 0.6);
  rule (cr, 0, y - 1, sheet->width, 0.5);
  show (cr, FONT_SMALL, text, 0, y + 1, sheet->width, 0);
  show (cr, FONT_SMALL, number, 0, y + 1, sheet->width, 1);
}

static void
draw_item (ArbScoreSheet *sheet,
           cairo_t       *cr,
           const Item    *item)
{
  switch (item->kind)
    {
    case ITEM_HEAD:
      head_block (sheet, cr, item->x, item->y, item->w, TRUE);
      break;
    case ITEM_TABLE_HEAD:
      table_head (sheet, cr, item->x, item->y, item->w, TRUE);
      break;
    case ITEM_ROW:
      row_block (sheet, cr, item->index, item->x, item->y, item->w, TRUE);
      break;
    case ITEM_CHART:
      chart_block (sheet, cr, item);
      break;
    case ITEM_RECORD_HEAD:
      record_head (sheet, cr, item, TRUE);
      break;
    case ITEM_RECORD_LINE:
      ink (cr, 0.1);
      show (cr, FONT_RECORD, sheet->record[item->index], item->x, item->y, item->w, 0);
      break;
    default:
      g_assert_not_reached ();
    }
}

/* Draws one page, the top left of the printable area at the origin. */
void
arb_score_sheet_draw_page (ArbScoreSheet *sheet,
                           cairo_t       *cr,
                           guint          page)
{
  g_return_if_fail (page < sheet->n_pages);
  cairo_save (cr);
  for (guint i = 0; i < sheet->items->len; i++)
    {
      const Item *item = &g_array_index (sheet->items, Item, i);

      if (item->page == page)
        draw_item (sheet, cr, item);
    }
  draw_footer (sheet, cr, page);
  cairo_restore (cr);
}

/* An A4 PDF of the sheet. */
gboolean
arb_score_sheet_write_pdf (ArbScoreSheet *sheet,
                           const char    *path,
                           GError       **error)
{
  cairo_surface_t *surface = cairo_pdf_surface_create (path, ARB_SHEET_A4_WIDTH, ARB_SHEET_A4_HEIGHT);
  cairo_t *cr = cairo_create (surface);
  cairo_status_t status;
  guint pages;

  g_autofree char *title = g_strdup_printf ("%s score sheet", sheet->title);
  cairo_pdf_surface_set_metadata (surface, CAIRO_PDF_METADATA_TITLE, title);
  cairo_pdf_surface_set_metadata (surface, CAIRO_PDF_METADATA_CREATOR, "Arbiter");
  pages = arb_score_sheet_paginate (sheet, cr, ARB_SHEET_A4_WIDTH - 2 * ARB_SHEET_PDF_MARGIN,
                                    ARB_SHEET_A4_HEIGHT - 2 * ARB_SHEET_PDF_MARGIN);
  for (guint page = 0; page < pages; page++)
    {
      cairo_save (cr);
      cairo_translate (cr, ARB_SHEET_PDF_MARGIN, ARB_SHEET_PDF_MARGIN);
      arb_score_sheet_draw_page (sheet, cr, page);
      cairo_restore (cr);
      cairo_show_page (cr);
    }
  cairo_destroy (cr);
  cairo_surface_finish (surface);
  status = cairo_surface_status (surface);
  cairo_surface_destroy (surface);
  if (status != CAIRO_STATUS_SUCCESS)
    {
      g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_FAILED, _("could not write %s: %s"),
                   path, cairo_status_to_string (status));
      return FALSE;
    }
  return TRUE;
}
