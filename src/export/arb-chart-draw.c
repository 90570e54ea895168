/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "arb-chart-draw.h"

#include "arb-i18n.h"

#include <math.h>
#include <pango/pangocairo.h>

/* Okabe & Ito's palette, which people with each kind of colour-vision
 * deficiency can tell apart; ordered so that the first colours stand
 * out best on the background, and -1 standing for the text colour. */
static const int light_palette[ARB_CHART_N_STYLES] = {
  0x0072B2, 0xD55E00, 0x009E73, 0xCC79A7, 0xE69F00, 0x56B4E9, -1, 0x8C7A00,
};
static const int dark_palette[ARB_CHART_N_STYLES] = {
  0x56B4E9, 0xE69F00, 0x1FBF8F, 0xCC79A7, 0xF0E442, 0xE8731A, -1, 0x3D9BE0,
};

/* Dash patterns, in line widths; the first is solid. */
static const double dashes[ARB_CHART_N_STYLES][4] = {
  { 0 }, { 4, 2 }, { 0.1, 2 }, { 5, 2, 0.1, 2 }, { 8, 3 }, { 2, 2 }, { 5, 2, 0.1, 2 }, { 0.1, 2.5 },
};
static const int n_dashes[ARB_CHART_N_STYLES] = { 0, 2, 2, 4, 2, 2, 4, 2 };

void
arb_chart_player_colour (guint         seat,
                         gboolean      dark,
                         const double *fg,
                         double       *rgb)
{
  int c = (dark ? dark_palette : light_palette)[seat % ARB_CHART_N_STYLES];

  if (c < 0)
    {
      rgb[0] = fg[0], rgb[1] = fg[1], rgb[2] = fg[2];
      return;
    }
  rgb[0] = ((c >> 16) & 0xff) / 255.0;
  rgb[1] = ((c >> 8) & 0xff) / 255.0;
  rgb[2] = (c & 0xff) / 255.0;
}

void
arb_chart_set_dash (cairo_t *cr,
                    guint    seat,
                    double   line_width)
{
  guint k = seat % ARB_CHART_N_STYLES;
  double scaled[4];

  for (int i = 0; i < n_dashes[k]; i++)
    scaled[i] = dashes[k][i] * line_width;
  cairo_set_dash (cr, scaled, n_dashes[k], 0);
}

static void
polygon (cairo_t      *cr,
         double        x,
         double        y,
         double        r,
         const double *corners,
         int           n)
{
  for (int i = 0; i < n; i++)
    {
      double a = corners[i] * G_PI / 180;

      if (i == 0)
        cairo_move_to (cr, x + r * sin (a), y - r * cos (a));
      else
        cairo_line_to (cr, x + r * sin (a), y - r * cos (a));
    }
  cairo_close_path (cr);
}

/* A path for the seat's marker, `size` across; the caller fills it.
 * Circle, square, triangle, diamond, triangle down, cross, star, bar. */
void
arb_chart_draw_marker (cairo_t *cr,
                       guint    seat,
                       double   x,
                       double   y,
                       double   size)
{
  static const double up[] = { 0, 120, 240 };
  static const double down[] = { 60, 180, 300 };
  static const double diamond[] = { 0, 90, 180, 270 };
  static const double star[] = { 0, 36, 72, 108, 144, 180, 216, 252, 288, 324 };
  double r = size / 2;

  switch (seat % ARB_CHART_N_STYLES)
    {
    case 0:
      cairo_arc (cr, x, y, r * 0.9, 0, 2 * G_PI);
      break;
    case 1:
      cairo_rectangle (cr, x - r * 0.8, y - r * 0.8, r * 1.6, r * 1.6);
      break;
    case 2:
      polygon (cr, x, y + r * 0.15, r * 1.15, up, 3);
      break;
    case 3:
      polygon (cr, x, y, r * 1.1, diamond, 4);
      break;
    case 4:
      polygon (cr, x, y - r * 0.15, r * 1.15, down, 3);
      break;
    case 5:
      /* a cross, as a filled shape */
      cairo_save (cr);
      cairo_translate (cr, x, y);
      cairo_rotate (cr, G_PI / 4);
      cairo_rectangle (cr, -r, -r * 0.3, 2 * r, r * 0.6);
      cairo_rectangle (cr, -r * 0.3, -r, r * 0.6, r * 0.7);
      cairo_rectangle (cr, -r * 0.3, r * 0.3, r * 0.6, r * 0.7);
      cairo_restore (cr);
      break;
    case 6:
      cairo_new_sub_path (cr);
      for (int i = 0; i < 10; i++)
        {
          double a = star[i] * G_PI / 180, rr = i % 2 ? r * 0.5 : r * 1.2;

          if (i == 0)
            cairo_move_to (cr, x + rr * sin (a), y - rr * cos (a));
          else
            cairo_line_to (cr, x + rr * sin (a), y - rr * cos (a));
        }
      cairo_close_path (cr);
      break;
    default:
      cairo_rectangle (cr, x - r, y - r * 0.35, 2 * r, r * 0.7);
      break;
    }
}

/* ---- words ---- */

static const char *
axis_words (const char *unit)
{
  if (g_str_equal (unit, "card"))
    return _("Cards taken");
  if (g_str_equal (unit, "round"))
    return _("Rounds");
  if (g_str_equal (unit, "hand"))
    return _("Hands");
  if (g_str_equal (unit, "call"))
    return _("Calls");
  return _("Games");
}

/* Names the step unit: "Cards taken", "Rounds, game by game". */
char *
arb_chart_axis_title (const ArbScoreSeries *series)
{
  if (series->games_in_match > 1 && !g_str_equal (series->unit, "game"))
    return g_strdup_printf (_("%s, game by game"), axis_words (series->unit));
  return g_strdup (axis_words (series->unit));
}

static const char *
nothing_yet (const char *unit)
{
  if (g_str_equal (unit, "card"))
    return _("No card taken yet");
  if (g_str_equal (unit, "round"))
    return _("No round played yet");
  if (g_str_equal (unit, "hand"))
    return _("No hand scored yet");
  if (g_str_equal (unit, "call"))
    return _("No call yet");
  /* Tile Rummy: a game counts once the tiles left in hands are in */
  return _("Points come once the hands are entered");
}

static guint
n_steps (const ArbScoreSeries *series)
{
  guint n = 0;

  for (guint i = 0; i < series->points->len; i++)
    {
      const ArbScorePoint *p = g_ptr_array_index (series->points, i);

      n += p->step > 0 && !p->end;
    }
  return n;
}

/* The players, best total first (ties in seat order). */
static GArray *
order_by_total (const ArbScoreSeries *series,
                const ArbScorePoint  *last)
{
  GArray *order = g_array_new (FALSE, FALSE, sizeof (guint));

  for (guint seat = 0; seat < series->n_players; seat++)
    {
      guint at = 0;

      while (at < order->len)
        {
          int other = last->totals[g_array_index (order, guint, at)];
          int mine = last->totals[seat];

          if (series->low_wins ? mine < other : mine > other)
            break;
          at++;
        }
      g_array_insert_val (order, at, seat);
    }
  return order;
}

/*
 * What the chart shows, in words, for assistive technologies: how far
 * it goes, who leads (the engine's verdict when given) and every
 * player's total at the end of the line.
 */
char *
arb_chart_describe (const ArbScoreSeries *series,
                    const char *const    *names,
                    const char           *verdict)
{
  const ArbScorePoint *last = g_ptr_array_index (series->points, series->points->len - 1);
  g_autoptr(GString) out = g_string_new (NULL);
  g_autoptr(GArray) order = NULL;
  guint steps = n_steps (series);

  if (steps == 0)
    {
      g_string_append_printf (out, _("Score chart: %s."), nothing_yet (series->unit));
      return g_strdup (out->str);
    }
  g_string_append (out, _("Score chart: "));
  if (g_str_equal (series->unit, "card"))
    g_string_append_printf (out, arb_ngettext ("%u card taken", "%u cards taken", steps), steps);
  else if (g_str_equal (series->unit, "round"))
    g_string_append_printf (out, arb_ngettext ("%u round", "%u rounds", steps), steps);
  else if (g_str_equal (series->unit, "hand"))
    g_string_append_printf (out, arb_ngettext ("%u hand", "%u hands", steps), steps);
  else if (g_str_equal (series->unit, "call"))
    g_string_append_printf (out, arb_ngettext ("%u call", "%u calls", steps), steps);
  else
    g_string_append_printf (out, arb_ngettext ("%u game", "%u games", steps), steps);
  if (series->games_in_match > 1 && !g_str_equal (series->unit, "game"))
    g_string_append_printf (out, arb_ngettext (" over %u game of the match", " over %u games of the match", last->game),
                            last->game);
  g_string_append (out, ". ");
  if (verdict != NULL && *verdict != '\0')
    g_string_append_printf (out, "%s. ", verdict);
  order = order_by_total (series, last);
  g_string_append (out, series->secret ? _("Points without the secret lines: ") : _("Totals: "));
  for (guint i = 0; i < order->len; i++)
    {
      guint seat = g_array_index (order, guint, i);

      g_string_append_printf (out, "%s%s %d", i > 0 ? ", " : "", names[seat], last->totals[seat]);
    }
  g_string_append (out, series->low_wins ? _("; lowest score wins.") : _("; highest score wins."));
  return g_strdup (out->str);
}

/* ---- drawing ---- */

typedef struct {
  cairo_t              *cr;
  PangoLayout          *layout;
  const ArbScoreSeries *series;
  const ArbChartStyle  *style;
  double                text_h;     /* one line of text */
  double                x0, y0, x1, y1;   /* the plot */
  double                vmin, vmax, vstep;
} Chart;

static void
set_fg (Chart *c,
        double alpha)
{
  cairo_set_source_rgba (c->cr, c->style->fg[0], c->style->fg[1], c->style->fg[2],
                         c->style->fg[3] * alpha);
}

static void
text_size (Chart      *c,
           const char *text,
           double     *w,
           double     *h)
{
  int pw, ph;

  pango_layout_set_width (c->layout, -1);
  pango_layout_set_text (c->layout, text, -1);
  pango_layout_get_pixel_size (c->layout, &pw, &ph);
  if (w != NULL)
    *w = pw;
  if (h != NULL)
    *h = ph;
}

/* Text with its top-left corner at x, y; xalign 0.5 centres it on x,
 * 1 ends it there. */
static void
show_text (Chart      *c,
           const char *text,
           double      x,
           double      y,
           double      xalign)
{
  double w;

  text_size (c, text, &w, NULL);
  cairo_move_to (c->cr, x - w * xalign, y);
  pango_cairo_show_layout (c->cr, c->layout);
}

/* 1, 2 or 5 times a power of ten, at least `rough`. */
static double
nice_step (double rough)
{
  double power = pow (10, floor (log10 (MAX (rough, 1e-9))));
  double f = rough / power;

  if (f <= 1)
    return power;
  if (f <= 2)
    return 2 * power;
  if (f <= 5)
    return 5 * power;
  return 10 * power;
}

/* 1, 2 or 5 times a power of ten, the nearest to `rough`. */
static double
near_step (double rough)
{
  double power = pow (10, floor (log10 (MAX (rough, 1e-9))));
  double f = rough / power;

  if (f < 1.5)
    return power;
  if (f < 3.2)
    return 2 * power;
  if (f < 7)
    return 5 * power;
  return 10 * power;
}

static void
value_range (Chart *c)
{
  int lo = 0, hi = 0;
  double ticks = MAX (2, (c->y1 - c->y0) / (c->text_h * 2.2));

  for (guint i = 0; i < c->series->points->len; i++)
    {
      const ArbScorePoint *p = g_ptr_array_index (c->series->points, i);

      for (guint s = 0; s < c->series->n_players; s++)
        lo = MIN (lo, p->totals[s]), hi = MAX (hi, p->totals[s]);
    }
  if (hi == lo)
    hi = lo + 1;
  c->vstep = MAX (1, near_step ((hi - lo) / ticks));
  /* a little room around the lines; the ticks fall where they may */
  c->vmin = lo - MAX ((hi - lo) * 0.04, 0.5);
  c->vmax = hi + MAX ((hi - lo) * 0.04, 0.5);
}

static double
first_tick (Chart *c)
{
  return ceil (c->vmin / c->vstep) * c->vstep;
}

static double
x_of (Chart *c,
      guint  index)
{
  guint n = c->series->points->len;

  if (n <= 1)
    return c->x0;
  return c->x0 + (c->x1 - c->x0) * index / (n - 1);
}

static double
y_of (Chart *c,
      double value)
{
  return c->y1 - (c->y1 - c->y0) * (value - c->vmin) / (c->vmax - c->vmin);
}

static double
y_label_width (Chart *c)
{
  double widest = 0;

  for (double v = first_tick (c); v <= c->vmax; v += c->vstep)
    {
      g_autofree char *text = g_strdup_printf ("%.0f", fabs (v) < 0.5 ? 0.0 : v);
      double w;

      text_size (c, text, &w, NULL);
      widest = MAX (widest, w);
    }
  return widest;
}

static void
draw_y_axis (Chart *c)
{
  cairo_set_line_width (c->cr, MAX (1, c->style->line_width * 0.4));
  cairo_set_dash (c->cr, NULL, 0, 0);
  for (double v = first_tick (c); v <= c->vmax; v += c->vstep)
    {
      g_autofree char *text = g_strdup_printf ("%.0f", fabs (v) < 0.5 ? 0.0 : v);
      double y = round (y_of (c, v)) + 0.5;

      set_fg (c, fabs (v) < c->vstep / 2 ? 0.45 : 0.13);
      cairo_move_to (c->cr, c->x0, y);
      cairo_line_to (c->cr, c->x1, y);
      cairo_stroke (c->cr);
      set_fg (c, 0.8);
      show_text (c, text, c->x0 - c->text_h * 0.4, y - c->text_h / 2, 1);
    }
}

static gboolean
is_game_start (Chart *c,
               guint  index)
{
  const ArbScorePoint *prev, *p;

  if (index == 0 || c->series->games_in_match <= 1 || g_str_equal (c->series->unit, "game"))
    return FALSE;
  prev = g_ptr_array_index (c->series->points, index - 1);
  p = g_ptr_array_index (c->series->points, index);
  return p->game != prev->game;
}

/* A match: a dashed line where each game ends, its name after it. */
static void
draw_games (Chart *c)
{
  double dash[] = { 3, 3 };
  guint first = 0;

  cairo_set_dash (c->cr, dash, 2, 0);
  for (guint i = 1; i <= c->series->points->len; i++)
    {
      const ArbScorePoint *p;
      g_autofree char *text = NULL;
      double left, right, w;

      if (i < c->series->points->len && !is_game_start (c, i))
        continue;
      p = g_ptr_array_index (c->series->points, i - 1);
      left = x_of (c, first), right = x_of (c, i - 1);
      text = g_strdup_printf ("game %u", p->game);
      text_size (c, text, &w, NULL);
      set_fg (c, 0.8);
      if (w < right - left + c->text_h * 2)
        show_text (c, text, (left + right) / 2, c->y1 + c->text_h * 0.3, 0.5);
      if (i < c->series->points->len)
        {
          double x = round ((x_of (c, i - 1) + x_of (c, i)) / 2) + 0.5;

          set_fg (c, 0.35);
          cairo_move_to (c->cr, x, c->y0);
          cairo_line_to (c->cr, x, c->y1);
          cairo_stroke (c->cr);
        }
      first = i;
    }
  cairo_set_dash (c->cr, NULL, 0, 0);
}

static void
step_label (Chart  *c,
            guint   index,
            char   *buf,
            gsize   len)
{
  const ArbScorePoint *p = g_ptr_array_index (c->series->points, index);

  if (p->end)
    g_strlcpy (buf, "end", len);
  else if (g_str_equal (c->series->unit, "game") && c->series->games_in_match > 1)
    g_snprintf (buf, len, "%u", p->step > 0 ? p->game : 0);
  else
    g_snprintf (buf, len, "%u", p->step);
}

/* A single game: round numbers of steps, the last point always. */
static void
draw_steps (Chart *c)
{
  guint n = c->series->points->len;
  double room, widest;
  guint every;
  char buf[32];

  step_label (c, n - 1, buf, sizeof buf);
  text_size (c, buf, &widest, NULL);
  room = n > 1 ? (c->x1 - c->x0) / (n - 1) : c->x1 - c->x0;
  every = (guint) nice_step ((widest + c->text_h * 1.2) / MAX (room, 1));
  every = MAX (every, 1);
  set_fg (c, 0.8);
  for (guint i = 0; i < n; i++)
    {
      gboolean last = i == n - 1;

      if (i % every != 0 && !last)
        continue;
      /* not too close to the last one */
      if (!last && n - 1 - i < every && (x_of (c, n - 1) - x_of (c, i)) < widest + c->text_h)
        continue;
      step_label (c, i, buf, sizeof buf);
      show_text (c, buf, x_of (c, i), c->y1 + c->text_h * 0.3, 0.5);
    }
}

static void
draw_x_axis (Chart *c)
{
  g_autofree char *title = arb_chart_axis_title (c->series);

  set_fg (c, 0.5);
  cairo_set_line_width (c->cr, MAX (1, c->style->line_width * 0.4));
  cairo_move_to (c->cr, c->x0, round (c->y1) + 0.5);
  cairo_line_to (c->cr, c->x1, round (c->y1) + 0.5);
  cairo_stroke (c->cr);
  if (c->series->games_in_match > 1 && !g_str_equal (c->series->unit, "game"))
    draw_games (c);
  else
    draw_steps (c);
  set_fg (c, 1);
  show_text (c, title, (c->x0 + c->x1) / 2, c->y1 + c->text_h * 1.35, 0.5);
}

static guint
marker_every (Chart *c)
{
  guint n = c->series->points->len;
  double room = n > 1 ? (c->x1 - c->x0) / (n - 1) : c->x1 - c->x0;
  double want = c->style->line_width * 5.5;

  return room >= want ? 1 : (guint) ceil (want / MAX (room, 0.1));
}

static void
player_source (Chart *c,
               guint  seat)
{
  double rgb[3];

  arb_chart_player_colour (seat, c->style->dark, c->style->fg, rgb);
  cairo_set_source_rgb (c->cr, rgb[0], rgb[1], rgb[2]);
}

static void
marker (Chart *c,
        guint  seat,
        double x,
        double y)
{
  double size = c->style->line_width * 3.4;

  arb_chart_draw_marker (c->cr, seat, x, y, size);
  player_source (c, seat);
  cairo_fill_preserve (c->cr);
  cairo_set_source_rgba (c->cr, c->style->bg[0], c->style->bg[1], c->style->bg[2], 1);
  cairo_set_line_width (c->cr, MAX (0.75, c->style->line_width * 0.35));
  cairo_set_dash (c->cr, NULL, 0, 0);
  cairo_stroke (c->cr);
}

static void
draw_player (Chart *c,
             guint  seat)
{
  guint n = c->series->points->len;
  guint every = marker_every (c);

  cairo_new_path (c->cr);
  for (guint i = 0; i < n; i++)
    {
      const ArbScorePoint *p = g_ptr_array_index (c->series->points, i);

      cairo_line_to (c->cr, x_of (c, i), y_of (c, p->totals[seat]));
    }
  player_source (c, seat);
  cairo_set_line_width (c->cr, c->style->line_width);
  cairo_set_line_join (c->cr, CAIRO_LINE_JOIN_ROUND);
  cairo_set_line_cap (c->cr, CAIRO_LINE_CAP_ROUND);
  arb_chart_set_dash (c->cr, seat, c->style->line_width);
  cairo_stroke (c->cr);
  /* markers, staggered so that players' markers on one line all show */
  for (guint i = 0; i < n; i++)
    {
      const ArbScorePoint *p = g_ptr_array_index (c->series->points, i);

      if ((i + seat) % every == 0 || i == n - 1)
        marker (c, seat, x_of (c, i), y_of (c, p->totals[seat]));
    }
}

typedef struct {
  guint  seat;
  double y_line;    /* where the line ends */
  double y;         /* where its name goes */
} EndLabel;

static int
compare_labels (gconstpointer a,
                gconstpointer b)
{
  const EndLabel *la = a, *lb = b;

  return la->y_line < lb->y_line ? -1 : la->y_line > lb->y_line ? 1 : (int) la->seat - (int) lb->seat;
}

/* Names stacked beside the line ends without overlapping. */
static GArray *
place_labels (Chart *c)
{
  GArray *labels = g_array_new (FALSE, FALSE, sizeof (EndLabel));
  const ArbScorePoint *last = g_ptr_array_index (c->series->points, c->series->points->len - 1);
  double gap = c->text_h * 1.05;
  double top = MIN (c->y0, c->y1 - gap * c->series->n_players) + gap / 2;

  for (guint seat = 0; seat < c->series->n_players; seat++)
    {
      EndLabel l = { seat, y_of (c, last->totals[seat]), 0 };

      g_array_append_val (labels, l);
    }
  g_array_sort (labels, compare_labels);
  for (guint i = 0; i < labels->len; i++)
    {
      EndLabel *l = &g_array_index (labels, EndLabel, i);
      double floor_y = i > 0 ? g_array_index (labels, EndLabel, i - 1).y + gap : top;

      l->y = MAX (l->y_line, floor_y);
    }
  for (guint i = labels->len; i-- > 0;)
    {
      EndLabel *l = &g_array_index (labels, EndLabel, i);
      double ceiling = i + 1 < labels->len ? g_array_index (labels, EndLabel, i + 1).y - gap
                                           : c->y1 + c->text_h * 0.2;

      l->y = MIN (l->y, ceiling);
    }
  return labels;
}

static void
draw_label (Chart          *c,
            const EndLabel *l,
            const char     *name,
            int             total,
            double          width)
{
  g_autofree char *value = g_strdup_printf (" %d", total);
  double ms = c->text_h * 0.75, x = c->x1 + c->text_h * 0.5;
  double vw, nw;
  PangoLayout *layout = c->layout;

  if (fabs (l->y - l->y_line) > 1)
    {
      player_source (c, l->seat);
      cairo_set_line_width (c->cr, MAX (0.75, c->style->line_width * 0.4));
      cairo_set_dash (c->cr, NULL, 0, 0);
      cairo_move_to (c->cr, c->x1 + c->style->line_width * 2, l->y_line);
      cairo_line_to (c->cr, x - 1, l->y);
      cairo_stroke (c->cr);
    }
  arb_chart_draw_marker (c->cr, l->seat, x + ms / 2, l->y, ms);
  player_source (c, l->seat);
  cairo_fill (c->cr);
  x += ms + c->text_h * 0.3;
  text_size (c, value, &vw, NULL);
  nw = MAX (c->text_h, width - (x - c->x1) - vw);
  set_fg (c, 1);
  pango_layout_set_text (layout, name, -1);
  pango_layout_set_width (layout, (int) (nw * PANGO_SCALE));
  pango_layout_set_ellipsize (layout, PANGO_ELLIPSIZE_END);
  cairo_move_to (c->cr, x, l->y - c->text_h / 2);
  pango_cairo_show_layout (c->cr, layout);
  {
    PangoRectangle ink, logical;

    pango_layout_get_pixel_extents (layout, &ink, &logical);
    pango_layout_set_ellipsize (layout, PANGO_ELLIPSIZE_NONE);
    show_text (c, value, x + logical.width, l->y - c->text_h / 2, 0);
  }
}

static void
draw_labels (Chart             *c,
             const char *const *names,
             double             width)
{
  g_autoptr(GArray) labels = place_labels (c);
  const ArbScorePoint *last = g_ptr_array_index (c->series->points, c->series->points->len - 1);

  for (guint i = 0; i < labels->len; i++)
    {
      const EndLabel *l = &g_array_index (labels, EndLabel, i);

      draw_label (c, l, names[l->seat], last->totals[l->seat], width);
    }
}

/* Room for the names at the line ends: the longest, up to 38 %. */
static double
labels_width (Chart             *c,
              const char *const *names,
              double             width)
{
  const ArbScorePoint *last = g_ptr_array_index (c->series->points, c->series->points->len - 1);
  double widest = 0;

  for (guint seat = 0; seat < c->series->n_players; seat++)
    {
      g_autofree char *text = g_strdup_printf ("%s %d", names[seat], last->totals[seat]);
      double w;

      text_size (c, text, &w, NULL);
      widest = MAX (widest, w);
    }
  return MIN (widest + c->text_h * 1.6, width * 0.38);
}

static void
draw_title (Chart *c)
{
  const char *title = c->series->secret ? "Points, secret lines left out" : "Points";
  g_autofree char *text = g_strdup_printf ("%s (%s wins)", title, c->series->low_wins ? "lowest" : "highest");

  set_fg (c, 1);
  show_text (c, text, c->x0 - c->text_h * 0.4, 0, 0);
}

static void
draw_nothing_yet (Chart *c)
{
  set_fg (c, 0.7);
  show_text (c, nothing_yet (c->series->unit), (c->x0 + c->x1) / 2, (c->y0 + c->y1) / 2 - c->text_h, 0.5);
}

/*
 * The whole chart in a width × height box at the origin: the points
 * axis on the left, the steps below, each player's line with markers,
 * and the names at the line ends.
 */
void
arb_chart_draw (cairo_t              *cr,
                double                width,
                double                height,
                const ArbScoreSeries *series,
                const char *const    *names,
                const ArbChartStyle  *style)
{
  g_autoptr(PangoFontDescription) font = pango_font_description_from_string (style->font);
  Chart c = { cr, pango_cairo_create_layout (cr), series, style, 0, 0, 0, 0, 0, 0, 0, 0 };
  double right;

  cairo_save (cr);
  if (style->resolution > 0)
    {
      pango_cairo_context_set_resolution (pango_layout_get_context (c.layout), style->resolution);
      pango_layout_context_changed (c.layout);
    }
  pango_layout_set_font_description (c.layout, font);
  text_size (&c, "0", NULL, &c.text_h);
  c.y0 = c.text_h * 1.8;
  c.y1 = height - c.text_h * 2.7;
  value_range (&c);
  c.x0 = y_label_width (&c) + c.text_h * 0.8;
  right = labels_width (&c, names, width);
  c.x1 = width - right - style->line_width * 2;
  if (c.x1 - c.x0 > c.text_h && c.y1 - c.y0 > c.text_h)
    {
      draw_y_axis (&c);
      draw_x_axis (&c);
      draw_title (&c);
      if (series->points->len < 2)
        draw_nothing_yet (&c);
      for (guint seat = series->n_players; seat-- > 0;)
        draw_player (&c, seat);
      draw_labels (&c, names, right);
    }
  g_object_unref (c.layout);
  cairo_restore (cr);
}
