/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "arb-chart-draw.h"

#include "arb-score-chart.h"

/*
 * Each player's score over the game, drawn by arb_chart_draw() in the
 * style's colours: the text colour and the card's background, and the
 * palette for a light or a dark background.
 */
struct _ArbScoreChart
{
  GtkWidget       parent_instance;

  ArbScoreSeries *series;
  char          **names;
  char           *description;
  gboolean        beside;     /* beside the tables: taller for its width */
};

G_DEFINE_FINAL_TYPE (ArbScoreChart, arb_score_chart, GTK_TYPE_WIDGET)

GtkWidget *
arb_score_chart_new (void)
{
  return g_object_new (ARB_TYPE_SCORE_CHART, NULL);
}

/* Takes the series. */
void
arb_score_chart_set_series (ArbScoreChart     *self,
                            ArbScoreSeries    *series,
                            const char *const *names,
                            const char        *verdict)
{
  g_return_if_fail (ARB_IS_SCORE_CHART (self));
  g_clear_pointer (&self->series, arb_score_series_free);
  g_clear_pointer (&self->names, g_strfreev);
  g_clear_pointer (&self->description, g_free);
  self->series = series;
  self->names = g_strdupv ((char **) names);
  if (series != NULL)
    self->description = arb_chart_describe (series, names, verdict);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                  self->description != NULL ? self->description : "", -1);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
arb_score_chart_set_beside (ArbScoreChart *self,
                            gboolean       beside)
{
  g_return_if_fail (ARB_IS_SCORE_CHART (self));
  if (self->beside == beside)
    return;
  self->beside = beside;
  gtk_widget_queue_resize (GTK_WIDGET (self));
}

const char *
arb_score_chart_get_description (ArbScoreChart *self)
{
  g_return_val_if_fail (ARB_IS_SCORE_CHART (self), NULL);
  return self->description;
}

static void
rgba_to (const GdkRGBA *rgba,
         double        *out)
{
  out[0] = rgba->red, out[1] = rgba->green, out[2] = rgba->blue, out[3] = rgba->alpha;
}

/* The widget's font, a little smaller; smaller still when narrow. */
static char *
chart_font (GtkWidget *widget,
            int        width)
{
  PangoContext *context = gtk_widget_get_pango_context (widget);
  g_autoptr(PangoFontDescription) font = pango_font_description_copy (pango_context_get_font_description (context));
  int size = pango_font_description_get_size (font);

  if (size <= 0)
    size = 11 * PANGO_SCALE;
  pango_font_description_set_size (font, (int) (size * (width < 420 ? 0.78 : 0.86)));
  return pango_font_description_to_string (font);
}

static void
arb_score_chart_snapshot (GtkWidget   *widget,
                          GtkSnapshot *snapshot)
{
  ArbScoreChart *self = ARB_SCORE_CHART (widget);
  int width = gtk_widget_get_width (widget), height = gtk_widget_get_height (widget);
  GtkStyleContext *context = gtk_widget_get_style_context (widget);
  g_autofree char *font = NULL;
  ArbChartStyle style = { { 0 }, { 0 }, FALSE, NULL, width < 420 ? 2.0 : 2.5, 0 };
  GdkRGBA fg, bg;
  cairo_t *cr;

  if (self->series == NULL || width <= 0 || height <= 0)
    return;
  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  gtk_style_context_get_color (context, &fg);
  if (!gtk_style_context_lookup_color (context, "card_bg_color", &bg))
    bg = (GdkRGBA) { 1, 1, 1, 1 };
  G_GNUC_END_IGNORE_DEPRECATIONS
  rgba_to (&fg, style.fg);
  rgba_to (&bg, style.bg);
  style.dark = adw_style_manager_get_dark (adw_style_manager_get_default ());
  font = chart_font (widget, width);
  style.font = font;
  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));
  arb_chart_draw (cr, width, height, self->series, (const char *const *) self->names, &style);
  cairo_destroy (cr);
}

/* The height is the page's to set (gtk_widget_set_size_request), from
 * the window's width; beside the tables the chart may be narrow. */
static void
arb_score_chart_measure (GtkWidget      *widget,
                         GtkOrientation  orientation,
                         int             for_size,
                         int            *minimum,
                         int            *natural,
                         int            *minimum_baseline,
                         int            *natural_baseline)
{
  ArbScoreChart *self = ARB_SCORE_CHART (widget);

  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      /* its minimum must not keep the window from being made narrow */
      *minimum = self->beside ? 60 : 200;
      *natural = self->beside ? 440 : 640;
      return;
    }
  *minimum = *natural = 140;
}

static void
arb_score_chart_css_changed (GtkWidget         *widget,
                             GtkCssStyleChange *change)
{
  GTK_WIDGET_CLASS (arb_score_chart_parent_class)->css_changed (widget, change);
  gtk_widget_queue_draw (widget);
}

static void
arb_score_chart_finalize (GObject *object)
{
  ArbScoreChart *self = ARB_SCORE_CHART (object);

  g_clear_pointer (&self->series, arb_score_series_free);
  g_strfreev (self->names);
  g_free (self->description);
  G_OBJECT_CLASS (arb_score_chart_parent_class)->finalize (object);
}

static void
arb_score_chart_class_init (ArbScoreChartClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = arb_score_chart_finalize;
  widget_class->snapshot = arb_score_chart_snapshot;
  widget_class->measure = arb_score_chart_measure;
  widget_class->css_changed = arb_score_chart_css_changed;
  gtk_widget_class_set_css_name (widget_class, "scorechart");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
on_dark_changed (ArbScoreChart *self)
{
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
arb_score_chart_init (ArbScoreChart *self)
{
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Score chart"), -1);
  g_signal_connect_object (adw_style_manager_get_default (), "notify::dark",
                           G_CALLBACK (on_dark_changed), self, G_CONNECT_SWAPPED);
}
