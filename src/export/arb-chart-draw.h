/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <cairo.h>
#include <glib.h>

#include "arb-score-series.h"

G_BEGIN_DECLS

/*
 * The score chart, drawn with cairo: the window's chart widget, the PDF
 * score sheet and the printed sheet all call this.  Each player has a
 * colour of the Okabe–Ito palette AND a marker shape AND a dash
 * pattern, and a name at the end of the line: colour is never the only
 * cue.
 */
typedef struct {
  double      fg[4];       /* text, axes and the grid (with less alpha) */
  double      bg[4];       /* behind the names */
  gboolean    dark;        /* a dark background: the palette for it */
  const char *font;        /* Pango font description: "Cantarell 9" */
  double      line_width;  /* of the players' lines; the rest follows */
  double      resolution;  /* of the fonts, in units an inch: 72 for points, 0 for Pango's default */
} ArbChartStyle;

#define ARB_CHART_N_STYLES 8

void  arb_chart_draw          (cairo_t              *cr,
                               double                width,
                               double                height,
                               const ArbScoreSeries *series,
                               const char *const    *names,
                               const ArbChartStyle  *style);
void  arb_chart_player_colour (guint                 seat,
                               gboolean              dark,
                               const double         *fg,
                               double               *rgb);
void  arb_chart_draw_marker   (cairo_t              *cr,
                               guint                 seat,
                               double                x,
                               double                y,
                               double                size);
void  arb_chart_set_dash      (cairo_t              *cr,
                               guint                 seat,
                               double                line_width);
char *arb_chart_axis_title    (const ArbScoreSeries *series);
char *arb_chart_describe      (const ArbScoreSeries *series,
                               const char *const    *names,
                               const char           *verdict);

G_END_DECLS
