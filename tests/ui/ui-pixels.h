/* SPDX-License-Identifier: GPL-3.0-or-later */
/* What the window draws, as pixels: a widget rendered to an image the
 * way the window shows it, in light or dark, and the WCAG contrast of
 * two colours.  Shared by the UI tests that check what the eye sees. */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

/* A pixel, not premultiplied. */
typedef struct {
  guint8 r, g, b, a;
} UiColor;

/* The app's style sheets (style.css, and style-dark.css when dark),
 * loaded by libadwaita as for the app: an AdwApplication with the app's
 * resource base path, registered once per test program. */
void             ui_pixels_use_app_styles   (void);

/* Forces the light or dark style (ADW_COLOR_SCHEME_DEFAULT to give the
 * choice back) and waits until `window` is drawn in it. */
void             ui_pixels_set_scheme       (GtkWidget      *window,
                                             AdwColorScheme  scheme);

/* Waits (up to five seconds, a shared machine may be slow) until no
 * stack inside `root` is between two pages: in a crossfade both pages
 * are drawn half transparent, and no colour is the page's own.  Then
 * waits for `root` to be drawn. */
void             ui_pixels_wait_for_transitions (GtkWidget *root);

/* `widget` as the window last drew it, once no stack of its window is
 * between pages, on an ARGB32 image the size of
 * its border box.  With `backdrop` (an ancestor, such as the window),
 * what lies behind the widget is drawn too; without, only the widget,
 * and where it draws nothing the image stays transparent. */
cairo_surface_t *ui_pixels_render           (GtkWidget      *widget,
                                             GtkWidget      *backdrop);

UiColor          ui_pixels_at               (cairo_surface_t *surface,
                                             int              x,
                                             int              y);
/* Pixels that are not fully opaque. */
guint            ui_pixels_count_translucent (cairo_surface_t *surface);
/* The colour of most opaque pixels: the background of a flat widget. */
UiColor          ui_pixels_most_frequent    (cairo_surface_t *surface);
/* The opaque pixel that contrasts most with `from`: the core of text
 * or of a line drawn on it. */
UiColor          ui_pixels_farthest         (cairo_surface_t *surface,
                                             UiColor          from);

/* WCAG 2 relative luminance (0 to 1) and contrast ratio (1 to 21). */
double           ui_pixels_luminance        (UiColor          c);
double           ui_pixels_contrast         (UiColor          a,
                                             UiColor          b);
/* "#rrggbb" (and "/aa" when not opaque); static, for messages. */
const char      *ui_color_to_string         (UiColor          c);

/* With UI_PIXELS_DIR set, writes the image there as NAME.png, to look
 * at what a test saw. */
void             ui_pixels_save             (cairo_surface_t *surface,
                                             const char      *name);

G_END_DECLS
