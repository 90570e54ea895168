/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * Small widgets and helpers: ArbWidthBin says its width as if no height
 * were given, expands as its child does and gives the child its whole
 * allocation; arb_widget_set_tooltip_text() sets a tooltip only when it
 * changes and leaves the widget as shown as it was;
 * arb_flow_box_append_unfocusable() puts a widget in a cell that takes
 * no focus; arb_label_set_wrapping() wraps a sentence between words and
 * inside a word too long for its line, never narrower than its floor;
 * ArbSteadyBin keeps the tallest height its child needed at the width it
 * has, and at every narrower one, also while the child is hidden, and
 * starts again at a new width.
 */
#include "config.h"

#include <gtk/gtk.h>

#include "arb-widget-util.h"
#include "arb-steady-bin.h"
#include "arb-width-bin.h"

#define TEXT "A long line of words that wraps when the window is narrow, as a refusal or a prompt does"

static GtkWidget *
wrapping_label (gboolean hexpand)
{
  GtkWidget *label = gtk_label_new (TEXT);

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_widget_set_hexpand (label, hexpand);
  return label;
}

static int
height_at (GtkWidget *widget,
           int        width)
{
  int min, nat;

  gtk_widget_measure (widget, GTK_ORIENTATION_VERTICAL, width, &min, &nat, NULL, NULL);
  return nat;
}

/* A prompt's shorter text keeps the lines of its longer one at the same
 * width, and at a narrower one (GTK asks about several on the way to an
 * allocation); a wider one, or a new width, asks the text of the moment. */
static void
test_steady_keeps_height (void)
{
  GtkWidget *label = wrapping_label (FALSE);
  GtkWidget *bin = g_object_ref_sink (arb_steady_bin_new (label));
  int one_line, tall, wide;

  gtk_label_set_text (GTK_LABEL (label), "Short");
  one_line = height_at (bin, 200);
  gtk_label_set_text (GTK_LABEL (label), TEXT);
  tall = height_at (label, 200);
  g_assert_cmpint (tall, >, one_line);
  /* before any allocation nothing is kept */
  g_assert_cmpint (height_at (bin, 200), ==, tall);
  gtk_widget_allocate (bin, 200, tall, -1, NULL);
  g_assert_cmpint (height_at (bin, 200), ==, tall);

  gtk_label_set_text (GTK_LABEL (label), "Short");
  g_assert_cmpint (height_at (label, 200), ==, one_line);
  g_assert_cmpint (height_at (bin, 200), ==, tall);
  g_assert_cmpint (height_at (bin, 150), ==, tall);
  /* wider than the allocation: the text as it is */
  wide = height_at (bin, 2000);
  g_assert_cmpint (wide, ==, one_line);
  /* the child stands at the top at its own height */
  gtk_widget_allocate (bin, 200, tall, -1, NULL);
  g_assert_cmpint (gtk_widget_get_height (label), ==, one_line);
  /* hidden, it keeps its place */
  gtk_widget_set_visible (label, FALSE);
  g_assert_cmpint (height_at (bin, 200), ==, tall);
  gtk_widget_allocate (bin, 200, tall, -1, NULL);
  gtk_widget_set_visible (label, TRUE);

  /* a new width starts from the text of the moment */
  gtk_widget_allocate (bin, 400, one_line, -1, NULL);
  g_assert_cmpint (height_at (bin, 400), ==, one_line);
  g_object_unref (bin);
}

/* Asked its width for a height, the bin answers the child's width for
 * no height: the narrowest the text wraps to and its one-line width. */
static void
test_width_without_height (void)
{
  GtkWidget *label = wrapping_label (FALSE);
  GtkWidget *bin = g_object_ref_sink (arb_width_bin_new (label));
  int min, nat, bin_min, bin_nat, tall_min, tall_nat;

  gtk_widget_measure (label, GTK_ORIENTATION_HORIZONTAL, -1, &min, &nat, NULL, NULL);
  gtk_widget_measure (label, GTK_ORIENTATION_HORIZONTAL, 30, &tall_min, &tall_nat, NULL, NULL);
  gtk_widget_measure (bin, GTK_ORIENTATION_HORIZONTAL, 30, &bin_min, &bin_nat, NULL, NULL);
  g_assert_cmpint (bin_min, ==, min);
  g_assert_cmpint (bin_nat, ==, nat);
  /* the label itself, given 30 px of height, must be wider than its
   * narrowest: the question the bin does not ask */
  g_assert_cmpint (tall_min, >, min);
  g_assert_cmpint (gtk_widget_get_request_mode (bin), ==, GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH);
  g_object_unref (bin);
}

/* Heights are the child's for the width given. */
static void
test_height_for_width (void)
{
  GtkWidget *label = wrapping_label (FALSE);
  GtkWidget *bin = g_object_ref_sink (arb_width_bin_new (label));
  int min, nat, bin_min, bin_nat;

  gtk_widget_measure (label, GTK_ORIENTATION_VERTICAL, 120, &min, &nat, NULL, NULL);
  gtk_widget_measure (bin, GTK_ORIENTATION_VERTICAL, 120, &bin_min, &bin_nat, NULL, NULL);
  g_assert_cmpint (bin_min, ==, min);
  g_assert_cmpint (bin_nat, ==, nat);
  g_object_unref (bin);
}

/* The bin expands as its child: a label that fills its row still
 * pushes the buttons after it to the end (Tile Rummy's Lay Down bar). */
static void
test_expands_as_child (void)
{
  GtkWidget *expanding = g_object_ref_sink (arb_width_bin_new (wrapping_label (TRUE)));
  GtkWidget *fixed = g_object_ref_sink (arb_width_bin_new (wrapping_label (FALSE)));
  GtkWidget *empty = g_object_ref_sink (g_object_new (ARB_TYPE_WIDTH_BIN, NULL));

  g_assert_true (gtk_widget_compute_expand (expanding, GTK_ORIENTATION_HORIZONTAL));
  g_assert_false (gtk_widget_compute_expand (expanding, GTK_ORIENTATION_VERTICAL));
  g_assert_false (gtk_widget_compute_expand (fixed, GTK_ORIENTATION_HORIZONTAL));
  g_assert_false (gtk_widget_compute_expand (empty, GTK_ORIENTATION_HORIZONTAL));
  g_object_unref (expanding);
  g_object_unref (fixed);
  g_object_unref (empty);
}

static void
test_row_in_window (void)
{
  GtkWidget *window = gtk_window_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
  GtkWidget *label = gtk_label_new ("Adds 2 tiles");
  GtkWidget *bin = arb_width_bin_new (label);
  GtkWidget *button = gtk_button_new_with_label ("Lay Down");
  graphene_rect_t b;

  gtk_widget_set_hexpand (label, TRUE);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_box_append (GTK_BOX (box), bin);
  gtk_box_append (GTK_BOX (box), button);
  gtk_window_set_child (GTK_WINDOW (window), box);
  gtk_window_set_default_size (GTK_WINDOW (window), 600, 100);
  gtk_window_present (GTK_WINDOW (window));
  while (gtk_widget_get_width (box) < 600)
    g_main_context_iteration (NULL, TRUE);
  g_assert_true (gtk_widget_compute_bounds (button, box, &b));
  g_assert_cmpfloat (b.origin.x + b.size.width, ==, gtk_widget_get_width (box));
  g_assert_cmpint (gtk_widget_get_width (label), ==, gtk_widget_get_width (bin));
  g_assert_cmpint (gtk_widget_get_width (label), >=, 600 - (int) b.size.width - 8 - 1);
  gtk_window_destroy (GTK_WINDOW (window));
}

static void
count_notify (GObject    *object,
              GParamSpec *pspec,
              gpointer    data)
{
  (*(int *) data)++;
}

/* Set once; the same text again changes nothing (no notify, so no
 * question to the display about the pointer); "" is no tooltip. */
static void
test_tooltip_only_when_changed (void)
{
  GtkWidget *button = g_object_ref_sink (gtk_button_new_with_label ("Draw"));
  int notified = 0;

  g_signal_connect (button, "notify::tooltip-text", G_CALLBACK (count_notify), &notified);
  arb_widget_set_tooltip_text (button, "Draw a tile (D)");
  g_assert_cmpstr (gtk_widget_get_tooltip_text (button), ==, "Draw a tile (D)");
  g_assert_true (gtk_widget_get_has_tooltip (button));
  g_assert_cmpint (notified, ==, 1);
  arb_widget_set_tooltip_text (button, "Draw a tile (D)");
  g_assert_cmpint (notified, ==, 1);
  arb_widget_set_tooltip_text (button, "Pass (P)");
  g_assert_cmpint (notified, ==, 2);
  g_assert_cmpstr (gtk_widget_get_tooltip_text (button), ==, "Pass (P)");
  arb_widget_set_tooltip_text (button, "");
  g_assert_null (gtk_widget_get_tooltip_text (button));
  g_assert_false (gtk_widget_get_has_tooltip (button));
  arb_widget_set_tooltip_text (button, NULL);
  g_assert_cmpint (notified, ==, 3);
  g_object_unref (button);
}

/* A widget being built is shown again after its tooltip is set; a
 * hidden one stays hidden; one in a window keeps being shown. */
static void
test_tooltip_keeps_visibility (void)
{
  GtkWidget *window = gtk_window_new ();
  GtkWidget *shown = gtk_button_new_with_label ("Shown");
  GtkWidget *hidden = g_object_ref_sink (gtk_button_new_with_label ("Hidden"));

  arb_widget_set_tooltip_text (shown, "Being built");
  g_assert_true (gtk_widget_get_visible (shown));
  gtk_widget_set_visible (hidden, FALSE);
  arb_widget_set_tooltip_text (hidden, "Hidden");
  g_assert_false (gtk_widget_get_visible (hidden));
  gtk_window_set_child (GTK_WINDOW (window), shown);
  gtk_window_present (GTK_WINDOW (window));
  arb_widget_set_tooltip_text (shown, "In a window");
  g_assert_true (gtk_widget_get_visible (shown));
  g_assert_cmpstr (gtk_widget_get_tooltip_text (shown), ==, "In a window");
  gtk_window_destroy (GTK_WINDOW (window));
  g_object_unref (hidden);
}

/* Each widget in its own cell, in order, the cell taking no focus. */
static void
test_flow_box_unfocusable (void)
{
  GtkWidget *box = g_object_ref_sink (gtk_flow_box_new ());
  GtkWidget *first = gtk_button_new_with_label ("A");
  GtkWidget *second = gtk_label_new ("B");

  arb_flow_box_append_unfocusable (GTK_FLOW_BOX (box), first);
  arb_flow_box_append_unfocusable (GTK_FLOW_BOX (box), second);
  for (int i = 0; i < 2; i++)
    {
      GtkFlowBoxChild *cell = gtk_flow_box_get_child_at_index (GTK_FLOW_BOX (box), i);

      g_assert_nonnull (cell);
      g_assert_false (gtk_widget_get_focusable (GTK_WIDGET (cell)));
      g_assert_true (gtk_flow_box_child_get_child (cell) == (i == 0 ? first : second));
    }
  g_assert_null (gtk_flow_box_get_child_at_index (GTK_FLOW_BOX (box), 2));
  g_assert_true (gtk_widget_get_focusable (first));
  g_object_unref (box);
}

static int
min_width (GtkWidget *widget)
{
  int min;

  gtk_widget_measure (widget, GTK_ORIENTATION_HORIZONTAL, -1, &min, NULL, NULL, NULL);
  return min;
}

/* The floor of ARB_WRAP_MIN_CHARS characters, a wider one kept; a word
 * longer than the floor still wraps inside itself. */
static void
test_label_wrapping (void)
{
  GtkWidget *label = g_object_ref_sink (gtk_label_new ("Supercalifragilisticexpialidocious wins"));
  GtkWidget *wide = g_object_ref_sink (gtk_label_new (TEXT));
  GtkWidget *words_only = g_object_ref_sink (gtk_label_new ("Supercalifragilisticexpialidocious wins"));
  GtkWidget *no_floor = g_object_ref_sink (gtk_label_new ("Supercalifragilisticexpialidocious wins"));
  int floor_width;

  arb_label_set_wrapping (GTK_LABEL (label));
  g_assert_true (gtk_label_get_wrap (GTK_LABEL (label)));
  g_assert_cmpint (gtk_label_get_wrap_mode (GTK_LABEL (label)), ==, PANGO_WRAP_WORD_CHAR);
  g_assert_cmpint (gtk_label_get_width_chars (GTK_LABEL (label)), ==, ARB_WRAP_MIN_CHARS);
  floor_width = min_width (label);
  /* narrower than the long word, which a wrap between words keeps whole */
  gtk_label_set_wrap (GTK_LABEL (words_only), TRUE);
  g_assert_cmpint (floor_width, <, min_width (words_only));
  /* wider than the same wrap without a floor, a character wide */
  gtk_label_set_wrap (GTK_LABEL (no_floor), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (no_floor), PANGO_WRAP_WORD_CHAR);
  g_assert_cmpint (floor_width, >, min_width (no_floor));
  gtk_label_set_width_chars (GTK_LABEL (wide), 24);
  arb_label_set_wrapping (GTK_LABEL (wide));
  g_assert_cmpint (gtk_label_get_width_chars (GTK_LABEL (wide)), ==, 24);
  g_object_unref (label);
  g_object_unref (wide);
  g_object_unref (words_only);
  g_object_unref (no_floor);
}

int
main (int   argc,
      char *argv[])
{
  gtk_test_init (&argc, &argv, NULL);
  g_test_add_func ("/steady-bin/keeps-height", test_steady_keeps_height);
  g_test_add_func ("/width-bin/width-without-height", test_width_without_height);
  g_test_add_func ("/width-bin/height-for-width", test_height_for_width);
  g_test_add_func ("/width-bin/expands-as-child", test_expands_as_child);
  g_test_add_func ("/width-bin/row-in-window", test_row_in_window);
  g_test_add_func ("/tooltip/only-when-changed", test_tooltip_only_when_changed);
  g_test_add_func ("/tooltip/keeps-visibility", test_tooltip_keeps_visibility);
  g_test_add_func ("/flow-box/unfocusable", test_flow_box_unfocusable);
  g_test_add_func ("/label/wrapping", test_label_wrapping);
  return g_test_run ();
}
