/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "arb-score-series.h"

G_BEGIN_DECLS

#define ARB_TYPE_SCORE_CHART (arb_score_chart_get_type ())
G_DECLARE_FINAL_TYPE (ArbScoreChart, arb_score_chart, ARB, SCORE_CHART, GtkWidget)

GtkWidget  *arb_score_chart_new             (void);
void        arb_score_chart_set_series      (ArbScoreChart     *self,
                                             ArbScoreSeries    *series,
                                             const char *const *names,
                                             const char        *verdict);
void        arb_score_chart_set_beside      (ArbScoreChart     *self,
                                             gboolean           beside);
const char *arb_score_chart_get_description (ArbScoreChart     *self);

G_END_DECLS
