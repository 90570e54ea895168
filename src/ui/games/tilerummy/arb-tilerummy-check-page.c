/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "arb-error.h"
#include "arb-widget-util.h"

#include "arb-refusal-bar.h"
#include "arb-tilerummy-check-page.h"
#include "arb-tilerummy-editor.h"
#include "arb-tilerummy-problems.h"
#include "arb-tilerummy-typing.h"
#include "games/tilerummy/solver.h"
#include "games/tilerummy/tilerummy.h"

#define WIDE_WIDTH 900
#define SOLVE_BUDGET_MS 2000

/*
 * "Is this table legal?" with no game: a table typed, pasted or opened,
 * every problem shown as the engine finds it, and the solver's two
 * questions about the tiles and a rack, with the layout it found.
 */
struct _ArbTilerummyCheckPage
{
  GtkWidget             parent_instance;

  guint                 players;
  guint                 generation;   /* of the question asked last */
  ArbTrSolution        *solution;
  gboolean              fit;          /* the answer is to "how much of the rack fits?" */
  ArbTrCounts           asked_table;
  ArbTrCounts           asked_rack;
  gboolean              wide;
  gboolean              layout_set;
  guint                 layout_idle;
  guint                 answer_tick;   /* scrolling a narrow page to the answer */
  guint                 answer_frames;

  GtkWidget            *root_box;
  GtkWidget            *scroller;
  GtkWidget            *dock;
  GtkWidget            *dock_box;
  GtkMenuButton        *menu_button;
  GtkGrid              *body_grid;
  GtkWidget            *overlay;
  GtkWidget            *table_box;
  GtkWidget            *solver_box;
  GtkWidget            *solver_intro;
  GtkWidget            *ask_box;      /* the rack and the questions: in the solver's column or docked */
  GtkWidget            *ask_buttons;
  GtkLabel             *groups_label;
  GtkToggleButton      *players_2;
  GtkToggleButton      *players_3;
  GtkToggleButton      *players_4;
  ArbTilerummyEditor   *editor;
  ArbTilerummyProblems *problems;
  GtkEntry             *rack_entry;
  GtkWidget            *busy_box;
  GtkSpinner           *spinner;
  GtkLabel             *answer_label;
  ArbTilerummyEditor   *layout_view;
  GtkWidget            *use_button;
  ArbRefusalBar        *refusal_bar;
};

G_DEFINE_FINAL_TYPE (ArbTilerummyCheckPage, arb_tilerummy_check_page, GTK_TYPE_WIDGET)

/* ---- the table ---- */

/* The group limit is the engine's, for a table of this many players. */
static guint
group_limit (ArbTilerummyCheckPage *self)
{
  const char *names[ARB_TILERUMMY_MAX_PLAYERS + 1] = { "1", "2", "3", "4", NULL };
  g_autoptr(ArbSetup) setup = NULL;

  names[MIN (self->players, ARB_TILERUMMY_MAX_PLAYERS)] = NULL;
  setup = arb_setup_new (&arb_tilerummy_rules, names);
  return arb_tilerummy_group_limit (setup);
}

static void
refresh_table (ArbTilerummyCheckPage *self)
{
  const ArbTrReport *report = arb_tilerummy_editor_get_report (self->editor);
  g_autofree char *groups = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                          "%u group, at most %u with %u players",
                                                          "%u groups, at most %u with %u players",
                                                          report->n_groups),
                                             report->n_groups, report->group_limit, self->players);

  gtk_label_set_text (self->groups_label, groups);
  arb_tilerummy_problems_set_report (self->problems, report);
}

/* A refusal of the table (a paste, a file): floating under the table. */
static void
refuse_table (ArbTilerummyCheckPage *self,
              const GError          *error)
{
  arb_refusal_bar_move_to (self->refusal_bar, GTK_OVERLAY (self->overlay));
  arb_refusal_bar_set_anchor (self->refusal_bar, GTK_WIDGET (self->editor));
  arb_refusal_bar_show_error (self->refusal_bar, error);
}

/* A refusal of the rack: right under the rack entry, wherever it is,
 * in the flow, so that it covers neither question's button. */
static void
refuse_rack (ArbTilerummyCheckPage *self,
             const GError          *error)
{
  arb_refusal_bar_place_after (self->refusal_bar, GTK_WIDGET (self->rack_entry));
  arb_refusal_bar_show_error (self->refusal_bar, error);
}

static void
on_editor_changed (ArbTilerummyCheckPage *self)
{
  arb_refusal_bar_dismiss (self->refusal_bar);
  refresh_table (self);
}

static void
on_players_toggled (ArbTilerummyCheckPage *self,
                    GtkToggleButton       *button)
{
  if (!gtk_toggle_button_get_active (button))
    return;
  self->players = button == self->players_2 ? 2 : button == self->players_3 ? 3 : 4;
  arb_tilerummy_editor_set_group_limit (self->editor, group_limit (self));
  refresh_table (self);
}

static void
on_paste_failed (ArbTilerummyCheckPage *self,
                 GError                *error)
{
  refuse_table (self, error);
}

static void
on_problem_activated (ArbTilerummyCheckPage *self,
                      guint                  index)
{
  arb_tilerummy_editor_show_problem (self->editor, index);
  gtk_widget_grab_focus (GTK_WIDGET (self->editor));
}

static void
paste (GtkWidget  *widget,
       const char *action_name,
       GVariant   *parameter)
{
  ArbTilerummyCheckPage *self = ARB_TILERUMMY_CHECK_PAGE (widget);

  gtk_widget_grab_focus (GTK_WIDGET (self->editor));
  arb_tilerummy_editor_handle_key (self->editor, GDK_KEY_v, GDK_CONTROL_MASK);
}

static void
copy (GtkWidget  *widget,
      const char *action_name,
      GVariant   *parameter)
{
  ArbTilerummyCheckPage *self = ARB_TILERUMMY_CHECK_PAGE (widget);
  g_autofree char *text = arb_tilerummy_editor_dup_text (self->editor);

  gdk_clipboard_set_text (gtk_widget_get_clipboard (widget), text);
  gtk_widget_grab_focus (GTK_WIDGET (self->editor));
}

static void
clear (GtkWidget  *widget,
       const char *action_name,
       GVariant   *parameter)
{
  ArbTilerummyCheckPage *self = ARB_TILERUMMY_CHECK_PAGE (widget);

  arb_tilerummy_editor_set_table (self->editor, NULL);
  refresh_table (self);
  gtk_widget_grab_focus (GTK_WIDGET (self->editor));
}

gboolean
arb_tilerummy_check_page_load_text (ArbTilerummyCheckPage *self,
                                    const char            *text,
                                    GError               **error)
{
  g_autoptr(ArbTrGrid) grid = NULL;

  g_return_val_if_fail (ARB_IS_TILERUMMY_CHECK_PAGE (self), FALSE);
  grid = arb_tr_grid_from_text (text, error);
  if (grid == NULL)
    return FALSE;
  arb_tr_grid_normalize (grid);
  arb_tilerummy_editor_set_table (self->editor, grid);
  refresh_table (self);
  return TRUE;
}

static void
on_file_chosen (GtkNativeDialog       *dialog,
                int                    response,
                ArbTilerummyCheckPage *self)
{
  g_autoptr(GFile) file = NULL;
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;

  if (response == GTK_RESPONSE_ACCEPT)
    file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
  g_object_unref (dialog);
  /* the focus comes back to the table, as after any dialog */
  gtk_widget_activate_action (GTK_WIDGET (self), "win.focus-table", NULL);
  if (file == NULL)
    return;
  if (!g_file_load_contents (file, NULL, &text, NULL, NULL, &error)
      || !arb_tilerummy_check_page_load_text (self, text, &error))
    refuse_table (self, error);
}

static void
open_file (GtkWidget  *widget,
           const char *action_name,
           GVariant   *parameter)
{
  ArbTilerummyCheckPage *self = ARB_TILERUMMY_CHECK_PAGE (widget);
  GtkFileChooserNative *dialog;

  dialog = gtk_file_chooser_native_new (_("Open a Grid File"), GTK_WINDOW (gtk_widget_get_root (widget)),
                                        GTK_FILE_CHOOSER_ACTION_OPEN, _("_Open"), _("_Cancel"));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (dialog), TRUE);
  g_signal_connect (dialog, "response", G_CALLBACK (on_file_chosen), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (dialog));
}

/* ---- the solver ---- */

typedef struct {
  ArbTrCounts table;
  ArbTrCounts rack;
  guint       generation;
} Question;

static void
solve_in_thread (GTask        *task,
                 gpointer      source,
                 gpointer      task_data,
                 GCancellable *cancellable)
{
  Question *q = task_data;
  ArbTrSolveOptions options = { SOLVE_BUDGET_MS };

  g_task_return_pointer (task, arb_tr_solve (&q->table, &q->rack, &options),
                         (GDestroyNotify) arb_tr_solution_free);
}

static void
set_busy (ArbTilerummyCheckPage *self,
          gboolean               busy)
{
  gtk_widget_set_visible (self->busy_box, busy);
  if (busy)
    gtk_spinner_start (self->spinner);
  else
    gtk_spinner_stop (self->spinner);
}

/* The rack tiles a layout places: its tiles less the table's. */
static char *
placed_text (const ArbTrGrid   *grid,
             const ArbTrCounts *table)
{
  ArbTrCounts all = { { 0 } }, placed;

  if (grid != NULL)
    arb_tr_grid_counts (grid, &all);
  arb_tr_counts_minus (&all, table, &placed);
  return arb_tr_counts_to_string (&placed);
}

static ArbTrGrid *
layout_1d (const ArbTrSolution *sol)
{
  return sol->most_1d >= 0 ? arb_tr_lines_grid (sol->lines_1d) : NULL;
}

/* "Can all these tiles go down?" in words, as arbiter-cli answers it. */
static char *
all_text (ArbTilerummyCheckPage *self,
          const ArbTrSolution   *sol)
{
  gboolean all_2d = sol->low_2d == (int) sol->rack_tiles && sol->low_2d >= 0;
  const char *two_d;

  if (sol->most_1d >= 0)
    two_d = _("2D: yes, as in 1D.");
  else if (all_2d)
    two_d = _("2D, a tile in one line across and one down: yes, as laid out here.");
  else if (sol->exact_2d)
    two_d = _("2D, a tile in one line across and one down: no, proven.");
  else
    two_d = _("2D, a tile in one line across and one down: not known; the search stopped after 2 seconds.");
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u tile. 1D, each tile in one line: %s. %s",
                                       "%u tiles. 1D, each tile in one line: %s. %s", sol->table_tiles),
                          sol->table_tiles, sol->most_1d >= 0 ? _("yes") : _("no"), two_d);
}

/* "How much of the rack fits?": 1D exactly, 2D a number or a range. */
static char *
fit_text (ArbTilerummyCheckPage *self,
          const ArbTrSolution   *sol)
{
  g_autofree char *one_d = NULL;
  g_autofree char *two_d = NULL;
  g_autoptr(ArbTrGrid) lines = layout_1d (sol);
  g_autofree char *placed_1d = placed_text (lines, &self->asked_table);
  g_autofree char *placed_2d = placed_text (sol->grid_2d, &self->asked_table);

  if (sol->most_1d < 0)
    one_d = g_strdup (_("1D: the table’s tiles themselves do not split into lines."));
  else if (sol->most_1d == 0)
    one_d = g_strdup_printf (_("1D, each tile in one line: none of the %u fit."), sol->rack_tiles);
  else
    one_d = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "1D, each tile in one line: %d of %u fits: %s.",
                                          "1D, each tile in one line: %d of %u fit: %s.", (gulong) sol->most_1d),
                             sol->most_1d, sol->rack_tiles, placed_1d);
  if (sol->low_2d < 0 && sol->exact_2d)
    two_d = g_strdup (_("2D: no legal table holds every table tile."));
  else if (sol->exact_2d && sol->low_2d == sol->most_1d)
    two_d = g_strdup_printf (_("2D: %d, as in 1D."), sol->low_2d);
  else if (sol->exact_2d && sol->low_2d == 0)
    two_d = g_strdup_printf (_("2D, a tile in one line across and one down: none of the %u fit."), sol->rack_tiles);
  else if (sol->exact_2d)
    two_d = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                          "2D, a tile in one line across and one down: %d of %u fits: %s.",
                                          "2D, a tile in one line across and one down: %d of %u fit: %s.",
                                          (gulong) sol->low_2d),
                             sol->low_2d, sol->rack_tiles, placed_2d);
  else if (sol->low_2d > 0)
    two_d = g_strdup_printf (_("2D, a tile in one line across and one down: at least %d, at most %d "
                               "(the search stopped after 2 seconds); this places %s."),
                             sol->low_2d, sol->high_2d, placed_2d);
  else
    two_d = g_strdup_printf (_("2D, a tile in one line across and one down: at least %d, at most %d "
                               "(the search stopped after 2 seconds)."),
                             0, sol->high_2d);
  return g_strdup_printf ("%s\n%s", one_d, two_d);
}

/* The layout to show: the 2D grid where it places more, else 1D's lines. */
static ArbTrGrid *
shown_layout (const ArbTrSolution *sol)
{
  if (sol->grid_2d != NULL && sol->low_2d > sol->most_1d)
    return arb_tr_grid_copy (sol->grid_2d);
  return layout_1d (sol);
}

#define ANSWER_FRAMES 30

/* Narrow, the answer comes under the table, out of view: frame after
 * frame, as the page lays out the answer and the layout under it, it
 * is scrolled to the top of the view, until it is there (or, near the
 * end of the page, as far as it goes for half a second). */
static gboolean
scroll_to_answer (GtkWidget     *widget,
                  GdkFrameClock *clock,
                  gpointer       user_data)
{
  ArbTilerummyCheckPage *self = ARB_TILERUMMY_CHECK_PAGE (widget);
  GtkWidget *content = gtk_scrolled_window_get_child (GTK_SCROLLED_WINDOW (self->scroller));
  GtkAdjustment *adj = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (self->scroller));
  graphene_point_t top = GRAPHENE_POINT_INIT (0, 0), at;
  gboolean settled = FALSE;

  if (gtk_widget_get_height (GTK_WIDGET (self->answer_label)) > 0
      && gtk_widget_compute_point (GTK_WIDGET (self->answer_label), content, &top, &at))
    {
      gtk_adjustment_set_value (adj, at.y - 12);
      settled = G_APPROX_VALUE (gtk_adjustment_get_value (adj), at.y - 12, 0.5);
    }
  if (!settled && --self->answer_frames > 0)
    return G_SOURCE_CONTINUE;
  self->answer_tick = 0;
  return G_SOURCE_REMOVE;
}

static void
bring_answer_into_view (ArbTilerummyCheckPage *self)
{
  self->answer_frames = ANSWER_FRAMES;
  if (self->answer_tick == 0 && !self->wide)
    self->answer_tick = gtk_widget_add_tick_callback (GTK_WIDGET (self), scroll_to_answer, NULL, NULL);
}

static void
show_solution (ArbTilerummyCheckPage *self)
{
  const ArbTrSolution *sol = self->solution;
  g_autofree char *text = self->fit ? fit_text (self, sol) : all_text (self, sol);
  g_autoptr(ArbTrGrid) layout = shown_layout (sol);

  gtk_label_set_text (self->answer_label, text);
  gtk_widget_set_visible (GTK_WIDGET (self->answer_label), TRUE);
  arb_tilerummy_editor_set_table (self->layout_view, layout);
  gtk_widget_set_visible (GTK_WIDGET (self->layout_view), layout != NULL);
  gtk_widget_set_visible (self->use_button, layout != NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "check.use-layout", layout != NULL);
  bring_answer_into_view (self);
}

static void
on_solved (GObject      *source,
           GAsyncResult *result,
           gpointer      user_data)
{
  ArbTilerummyCheckPage *self = ARB_TILERUMMY_CHECK_PAGE (source);
  Question *q = g_task_get_task_data (G_TASK (result));
  ArbTrSolution *sol = g_task_propagate_pointer (G_TASK (result), NULL);

  /* a later question has been asked: this answer is stale */
  if (q->generation != self->generation)
    {
      arb_tr_solution_free (sol);
      return;
    }
  set_busy (self, FALSE);
  g_clear_pointer (&self->solution, arb_tr_solution_free);
  self->solution = sol;
  show_solution (self);
}

static gboolean
read_rack (ArbTilerummyCheckPage *self,
           ArbTrCounts           *rack)
{
  g_autofree char *text = arb_tilerummy_spread_typed (gtk_editable_get_text (GTK_EDITABLE (self->rack_entry)));
  g_autoptr(GError) error = NULL;

  if (arb_tr_counts_parse (text, rack, &error))
    return TRUE;
  refuse_rack (self, error);
  return FALSE;
}

static void
ask (ArbTilerummyCheckPage *self,
     gboolean               fit)
{
  ArbTrCounts table, rack;
  g_autoptr(GError) error = NULL;
  g_autoptr(GTask) task = NULL;
  Question *q;

  if (!read_rack (self, &rack))
    return;
  arb_tr_grid_counts (arb_tilerummy_editor_get_grid (self->editor), &table);
  if (!fit)
    {
      /* every tile, the table's and the rack's, laid out anew */
      arb_tr_counts_add (&table, &rack);
      memset (&rack, 0, sizeof rack);
    }
  if (!arb_tr_solve_check_input (&table, &rack, &error))
    {
      refuse_rack (self, error);
      return;
    }
  arb_refusal_bar_dismiss (self->refusal_bar);
  self->fit = fit;
  self->asked_table = table;
  self->asked_rack = rack;
  q = g_new0 (Question, 1);
  q->table = table;
  q->rack = rack;
  q->generation = ++self->generation;
  set_busy (self, TRUE);
  task = g_task_new (self, NULL, on_solved, NULL);
  g_task_set_task_data (task, q, g_free);
  g_task_run_in_thread (task, solve_in_thread);
}

static void
solve_all (GtkWidget  *widget,
           const char *action_name,
           GVariant   *parameter)
{
  ask (ARB_TILERUMMY_CHECK_PAGE (widget), FALSE);
}

static void
solve_fit (GtkWidget  *widget,
           const char *action_name,
           GVariant   *parameter)
{
  ask (ARB_TILERUMMY_CHECK_PAGE (widget), TRUE);
}

static void
on_rack_activate (ArbTilerummyCheckPage *self)
{
  ask (self, TRUE);
}

static void
on_rack_changed (ArbTilerummyCheckPage *self)
{
  if (*gtk_editable_get_text (GTK_EDITABLE (self->rack_entry)) == '\0')
    arb_refusal_bar_dismiss (self->refusal_bar);
}

static void
on_editor_activate (ArbTilerummyCheckPage *self)
{
  ask (self, FALSE);
}

static void
use_layout (GtkWidget  *widget,
            const char *action_name,
            GVariant   *parameter)
{
  ArbTilerummyCheckPage *self = ARB_TILERUMMY_CHECK_PAGE (widget);

  arb_tilerummy_editor_set_table (self->editor, arb_tilerummy_editor_get_grid (self->layout_view));
  refresh_table (self);
  gtk_widget_grab_focus (GTK_WIDGET (self->editor));
}

/* ---- wide and narrow ---- */

static void
place (GtkGrid   *grid,
       GtkWidget *child,
       int        column,
       int        row,
       int        height)
{
  GtkLayoutManager *layout = gtk_widget_get_layout_manager (GTK_WIDGET (grid));
  GtkGridLayoutChild *lc = GTK_GRID_LAYOUT_CHILD (gtk_layout_manager_get_layout_child (layout, child));

  gtk_grid_layout_child_set_column (lc, column);
  gtk_grid_layout_child_set_row (lc, row);
  gtk_grid_layout_child_set_row_span (lc, height);
}

/* Wide, the problems sit beside the table, every one in view; narrow,
 * they are docked at the foot of the page, three lines of them, then
 * they scroll, so that a problem is never below the fold. */
static void
move_problems (ArbTilerummyCheckPage *self,
               gboolean               wide)
{
  GtkWidget *problems = GTK_WIDGET (self->problems);
  GtkWidget *parent = gtk_widget_get_parent (problems);
  GtkWidget *target = wide ? GTK_WIDGET (self->body_grid) : self->dock_box;

  gtk_widget_set_visible (self->dock, !wide);
  arb_tilerummy_problems_set_max_lines (self->problems, wide ? 0 : 3);
  if (parent == target)
    return;
  g_object_ref (problems);
  if (GTK_IS_GRID (parent))
    gtk_grid_remove (GTK_GRID (parent), problems);
  else
    gtk_box_remove (GTK_BOX (parent), problems);
  if (wide)
    gtk_grid_attach (self->body_grid, problems, 1, 0, 1, 1);
  else
    gtk_box_append (GTK_BOX (self->dock_box), problems);
  g_object_unref (problems);
}

/* Wide, the rack and its two questions sit in the solver's column,
 * under its words; narrow, they are docked at the foot of the page,
 * above the problems, the buttons side by side: however long the table,
 * a question is always in view, never below the fold. */
static void
move_ask (ArbTilerummyCheckPage *self,
          gboolean               wide)
{
  GtkWidget *parent = gtk_widget_get_parent (self->ask_box);
  GtkWidget *target = wide ? self->solver_box : self->dock_box;

  gtk_orientable_set_orientation (GTK_ORIENTABLE (self->ask_buttons),
                                  wide ? GTK_ORIENTATION_VERTICAL : GTK_ORIENTATION_HORIZONTAL);
  if (parent == target)
    return;
  g_object_ref (self->ask_box);
  gtk_box_remove (GTK_BOX (parent), self->ask_box);
  gtk_box_insert_child_after (GTK_BOX (target), self->ask_box, wide ? self->solver_intro : NULL);
  g_object_unref (self->ask_box);
}

/* Wide: the problems and the solver beside the table; narrow: the
 * solver under it, and the questions and the problems docked. */
static gboolean
apply_layout (gpointer user_data)
{
  ArbTilerummyCheckPage *self = ARB_TILERUMMY_CHECK_PAGE (user_data);

  self->layout_idle = 0;
  self->layout_set = TRUE;
  place (self->body_grid, self->table_box, 0, 0, self->wide ? 2 : 1);
  move_problems (self, self->wide);
  move_ask (self, self->wide);
  place (self->body_grid, self->solver_box, self->wide ? 1 : 0, 1, 1);
  gtk_widget_set_vexpand (self->solver_box, self->wide);
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (self->scroller),
                                  self->wide ? GTK_POLICY_EXTERNAL : GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_widget_set_size_request (self->solver_box, self->wide ? 360 : -1, -1);
  arb_tilerummy_editor_set_fill_height (self->editor, self->wide);
  return G_SOURCE_REMOVE;
}

static void
arb_tilerummy_check_page_measure (GtkWidget      *widget,
                                  GtkOrientation  orientation,
                                  int             for_size,
                                  int            *minimum,
                                  int            *natural,
                                  int            *minimum_baseline,
                                  int            *natural_baseline)
{
  gtk_widget_measure (ARB_TILERUMMY_CHECK_PAGE (widget)->root_box, orientation, for_size,
                      minimum, natural, minimum_baseline, natural_baseline);
}

static void
arb_tilerummy_check_page_size_allocate (GtkWidget *widget,
                                        int        width,
                                        int        height,
                                        int        baseline)
{
  ArbTilerummyCheckPage *self = ARB_TILERUMMY_CHECK_PAGE (widget);
  gboolean wide = width >= WIDE_WIDTH;

  if ((wide != self->wide || !self->layout_set) && self->layout_idle == 0)
    {
      self->wide = wide;
      self->layout_idle = g_idle_add_full (G_PRIORITY_HIGH_IDLE, apply_layout, self, NULL);
    }
  gtk_widget_allocate (self->root_box, width, height, baseline, NULL);
}

/* ---- the API ---- */

void
arb_tilerummy_check_page_focus (ArbTilerummyCheckPage *self)
{
  g_return_if_fail (ARB_IS_TILERUMMY_CHECK_PAGE (self));
  gtk_widget_grab_focus (GTK_WIDGET (self->editor));
}

ArbTilerummyEditor *
arb_tilerummy_check_page_get_editor (ArbTilerummyCheckPage *self)
{
  g_return_val_if_fail (ARB_IS_TILERUMMY_CHECK_PAGE (self), NULL);
  return self->editor;
}

ArbTilerummyProblems *
arb_tilerummy_check_page_get_problems (ArbTilerummyCheckPage *self)
{
  g_return_val_if_fail (ARB_IS_TILERUMMY_CHECK_PAGE (self), NULL);
  return self->problems;
}

void
arb_tilerummy_check_page_set_rack (ArbTilerummyCheckPage *self,
                                   const char            *rack)
{
  g_return_if_fail (ARB_IS_TILERUMMY_CHECK_PAGE (self));
  gtk_editable_set_text (GTK_EDITABLE (self->rack_entry), rack);
}

const char *
arb_tilerummy_check_page_get_answer (ArbTilerummyCheckPage *self)
{
  g_return_val_if_fail (ARB_IS_TILERUMMY_CHECK_PAGE (self), NULL);
  return gtk_widget_get_visible (GTK_WIDGET (self->answer_label)) && gtk_widget_get_visible (self->busy_box) == FALSE
         ? gtk_label_get_text (self->answer_label) : NULL;
}

const ArbTrGrid *
arb_tilerummy_check_page_get_layout (ArbTilerummyCheckPage *self)
{
  g_return_val_if_fail (ARB_IS_TILERUMMY_CHECK_PAGE (self), NULL);
  return gtk_widget_get_visible (GTK_WIDGET (self->layout_view))
         ? arb_tilerummy_editor_get_grid (self->layout_view) : NULL;
}

const char *
arb_tilerummy_check_page_get_refusal (ArbTilerummyCheckPage *self)
{
  g_return_val_if_fail (ARB_IS_TILERUMMY_CHECK_PAGE (self), NULL);
  return arb_refusal_bar_is_shown (self->refusal_bar) ? arb_refusal_bar_get_rule_id (self->refusal_bar) : NULL;
}

void
arb_tilerummy_check_page_set_players (ArbTilerummyCheckPage *self,
                                      guint                  players)
{
  g_return_if_fail (ARB_IS_TILERUMMY_CHECK_PAGE (self));
  gtk_toggle_button_set_active (players <= 2 ? self->players_2 : players == 3 ? self->players_3 : self->players_4,
                                TRUE);
}

/* ---- the class ---- */

static void
arb_tilerummy_check_page_dispose (GObject *object)
{
  ArbTilerummyCheckPage *self = ARB_TILERUMMY_CHECK_PAGE (object);

  g_clear_handle_id (&self->layout_idle, g_source_remove);
  if (self->answer_tick != 0)
    gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->answer_tick);
  self->answer_tick = 0;
  g_clear_pointer (&self->solution, arb_tr_solution_free);
  gtk_widget_dispose_template (GTK_WIDGET (object), ARB_TYPE_TILERUMMY_CHECK_PAGE);
  /* GTK 4.8 leaves unnamed template roots in place. */
  arb_widget_unparent_children (GTK_WIDGET (object));
  G_OBJECT_CLASS (arb_tilerummy_check_page_parent_class)->dispose (object);
}

static void
bind_children (GtkWidgetClass *widget_class)
{
  gtk_widget_class_bind_template_child (widget_class, ArbTilerummyCheckPage, root_box);
  gtk_widget_class_bind_template_child (widget_class, ArbTilerummyCheckPage, scroller);
  gtk_widget_class_bind_template_child (widget_class, ArbTilerummyCheckPage, menu_button);
  gtk_widget_class_bind_template_child (widget_class, ArbTilerummyCheckPage, dock);
  gtk_widget_class_bind_template_child (widget_class, ArbTilerummyCheckPage, dock_box);
  gtk_widget_class_bind_template_child (widget_class, ArbTilerummyCheckPage, body_grid);
  gtk_widget_class_bind_template_child (widget_class, ArbTilerummyCheckPage, overlay);
  gtk_widget_class_bind_template_child (widget_class, ArbTilerummyCheckPage, table_box);
  gtk_widget_class_bind_template_child (widget_class, ArbTilerummyCheckPage, solver_box);
  gtk_widget_class_bind_template_child (widget_class, ArbTilerummyCheckPage, solver_intro);
  gtk_widget_class_bind_template_child (widget_class, ArbTilerummyCheckPage, ask_box);
  gtk_widget_class_bind_template_child (widget_class, ArbTilerummyCheckPage, ask_buttons);
  gtk_widget_class_bind_template_child (widget_class, ArbTilerummyCheckPage, groups_label);
  gtk_widget_class_bind_template_child (widget_class, ArbTilerummyCheckPage, players_2);
  gtk_widget_class_bind_template_child (widget_class, ArbTilerummyCheckPage, players_3);
  gtk_widget_class_bind_template_child (widget_class, ArbTilerummyCheckPage, players_4);
  gtk_widget_class_bind_template_child (widget_class, ArbTilerummyCheckPage, editor);
  gtk_widget_class_bind_template_child (widget_class, ArbTilerummyCheckPage, problems);
  gtk_widget_class_bind_template_child (widget_class, ArbTilerummyCheckPage, rack_entry);
  gtk_widget_class_bind_template_child (widget_class, ArbTilerummyCheckPage, busy_box);
  gtk_widget_class_bind_template_child (widget_class, ArbTilerummyCheckPage, spinner);
  gtk_widget_class_bind_template_child (widget_class, ArbTilerummyCheckPage, answer_label);
  gtk_widget_class_bind_template_child (widget_class, ArbTilerummyCheckPage, layout_view);
  gtk_widget_class_bind_template_child (widget_class, ArbTilerummyCheckPage, use_button);
  gtk_widget_class_bind_template_child (widget_class, ArbTilerummyCheckPage, refusal_bar);
  gtk_widget_class_bind_template_callback (widget_class, on_editor_changed);
  gtk_widget_class_bind_template_callback (widget_class, on_editor_activate);
  gtk_widget_class_bind_template_callback (widget_class, on_paste_failed);
  gtk_widget_class_bind_template_callback (widget_class, on_problem_activated);
  gtk_widget_class_bind_template_callback (widget_class, on_players_toggled);
  gtk_widget_class_bind_template_callback (widget_class, on_rack_activate);
  gtk_widget_class_bind_template_callback (widget_class, on_rack_changed);
}

static void
arb_tilerummy_check_page_class_init (ArbTilerummyCheckPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = arb_tilerummy_check_page_dispose;
  widget_class->measure = arb_tilerummy_check_page_measure;
  widget_class->size_allocate = arb_tilerummy_check_page_size_allocate;
  g_type_ensure (ARB_TYPE_REFUSAL_BAR);
  g_type_ensure (ARB_TYPE_TILERUMMY_EDITOR);
  g_type_ensure (ARB_TYPE_TILERUMMY_PROBLEMS);
  gtk_widget_class_set_template_from_resource (widget_class,
    "/io/github/tablearbiter/Arbiter/games/tilerummy/arb-tilerummy-check-page.ui");
  bind_children (widget_class);
  gtk_widget_class_install_action (widget_class, "check.paste", NULL, paste);
  gtk_widget_class_install_action (widget_class, "check.copy", NULL, copy);
  gtk_widget_class_install_action (widget_class, "check.open", NULL, open_file);
  gtk_widget_class_install_action (widget_class, "check.clear", NULL, clear);
  gtk_widget_class_install_action (widget_class, "check.solve-all", NULL, solve_all);
  gtk_widget_class_install_action (widget_class, "check.solve-fit", NULL, solve_fit);
  gtk_widget_class_install_action (widget_class, "check.use-layout", NULL, use_layout);
}

static void
arb_tilerummy_check_page_init (ArbTilerummyCheckPage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->players = 4;
  arb_tilerummy_editor_set_show_typed (self->editor, FALSE);
  arb_tilerummy_editor_set_editable (self->layout_view, FALSE);
  arb_tilerummy_editor_set_fill_height (self->layout_view, FALSE);
  arb_tilerummy_editor_set_group_limit (self->editor, group_limit (self));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "check.use-layout", FALSE);
  gtk_widget_set_hexpand (self->solver_box, FALSE);
  gtk_widget_set_hexpand (GTK_WIDGET (self->problems), FALSE);
  arb_menu_button_set_accessible_label (self->menu_button, _("Main Menu"));
  arb_widget_return_focus_on_close (gtk_menu_button_get_popover (self->menu_button), GTK_WIDGET (self));
  arb_refusal_bar_set_anchor (self->refusal_bar, GTK_WIDGET (self->editor));
  refresh_table (self);
}

GtkWidget *
arb_tilerummy_check_page_new (void)
{
  return g_object_new (ARB_TYPE_TILERUMMY_CHECK_PAGE, NULL);
}
