/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * Correcting a past entry through the window, in a game of each kind
 * that has a table: the entry is picked in the log (Ctrl+E, a row
 * activated), opened in place with its record line, refused with its
 * rule id when the rules say no, changed; the table and the score
 * follow; the correction is undone.  Then a correction after which
 * later entries no longer fit: they are shown waiting, the first with
 * its refusal, and are fixed or dropped, and the correction is undone.
 * Last, an undo that would reopen a finished round asks first.
 */
#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>
#include <string.h>

#include "arb-game-page.h"
#include "arb-log-pane.h"
#include "arb-play-page.h"
#include "arb-record.h"
#include "arb-score-page.h"
#include "arb-session.h"
#include "arb-store.h"
#include "arb-window.h"
#include "ui-fixture.h"

static const char *records_dir;

typedef struct {
  const char *record;
  /* three rounds back, a correction that the later entries still fit */
  guint       fit_index;
  const char *fit_line;
  const char *fit_player;
  int         fit_total;       /* that player's total after it */
  /* a line the rules refuse there, and the rule */
  const char *refused_line;
  const char *refused_rule;
  /* a correction after which entry first_pending no longer fits */
  guint       unfit_index;
  const char *unfit_line;
  guint       first_pending;
  const char *rule;
  /* the first waiting entry fixed (the rest then fit), or NULL: dropped */
  const char *fix_line;
  const char *fixed_player;
  int         fixed_total;
} Case;

static const Case cases[] = {
  { "nothanks-full-3p", 62, "card 19", "Cleo", 88, "card 2", "NT-2",
    62, "card 23", 75, "NT-2", "Ben: card 29", "Ben", 77 },
  { "splitvote-full-4p", 17, "votes Jane=blue David=white", "Jane", 15, "votes Jane=white Kate=blue", NULL,
    23, "votes Jane=black David=white Max=blue Kate=white", 26, "SV-10", "Jane: joker 3 3 3", "Kate", 18 },
  { "eighty-full-3p", 39, "white 42 double-up symbol sun", "Ann", 37, NULL, NULL,
    116, "Ben: play +15 Ann", 120, "EI-5", NULL, NULL, 0 },
  { "votestuffing-doc-3p", 5, "Cleo: 10h power", NULL, 0, NULL, NULL,
    5, "Cleo: 3d power", 26, "VS-5", NULL, NULL, 0 },
  /* Ben took the pass-two and the display was refilled with another
   * tile; had he drawn, Cleo's last hand would hold a third pass-two */
  { "tilerummy-full-3p", 2, "Ben: take pass-two r6", "Ben", 71, "Ben: take r4 g13", "TR-2",
    2, "Ben: draw", 18, "TR-1", NULL, NULL, 0 },
};

static ArbRecord *
load_record (const char *name)
{
  g_autofree char *file = g_strdup_printf ("%s.rec", name);
  g_autofree char *path = g_build_filename (records_dir, file, NULL);
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;
  ArbRecord *record;

  g_assert_true (g_file_get_contents (path, &text, NULL, &error));
  record = arb_record_parse (text, NULL, &error);
  g_assert_no_error (error);
  return record;
}

/* The game of the record in the store, opened in the window. */
static ArbRecord *
open_game (Fixture    *f,
           const char *name)
{
  ArbRecord *record = load_record (name);
  g_autoptr(GError) error = NULL;
  ArbSession *session = arb_session_new (f->store, record->setup, &error);
  gint64 id;

  g_assert_no_error (error);
  for (guint i = 0; i < record->events->len; i++)
    {
      arb_session_append (session, g_ptr_array_index (record->events, i), &error);
      g_assert_no_error (error);
    }
  id = arb_session_get_id (session);
  arb_session_free (session);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "win.continue-game", "x", id));
  drain ();
  gtk_test_widget_wait_for_draw (GTK_WIDGET (f->window));
  g_assert_cmpstr (arb_window_get_page_name (f->window), ==, "play");
  return record;
}

static ArbSession *
session_of (Fixture *f)
{
  return arb_play_page_get_session (play_page (f));
}

static ArbGame *
game_of (Fixture *f)
{
  return arb_session_get_game (session_of (f));
}

static ArbLogPane *
pane (Fixture *f)
{
  return arb_play_page_get_log_pane (play_page (f));
}

static int
total (Fixture    *f,
       const char *name)
{
  g_autoptr(ArbScore) score = arb_game_score (game_of (f));
  int seat = arb_setup_find_player (arb_game_get_setup (game_of (f)), name);

  g_assert_cmpint (seat, >=, 0);
  return arb_score_get_player (score, (guint) seat)->total;
}

static char *
record_of (Fixture *f)
{
  return arb_store_export_record (f->store, arb_session_get_id (session_of (f)), NULL);
}

/* The table's input has the focus: something inside the game page. */
static void
assert_table_focused (Fixture *f)
{
  GtkWidget *focus = focus_of (f);
  GtkWidget *table = arb_play_page_get_game_page (play_page (f));

  g_assert_nonnull (focus);
  g_assert_true (focus == table || gtk_widget_is_ancestor (focus, table));
}

static GtkListBoxRow *
row_at (Fixture *f,
        guint    index)
{
  GtkListBox *list = arb_log_pane_get_list (pane (f));
  guint n = arb_game_get_n_events (game_of (f));

  /* the log's rows, then the heading of the waiting entries */
  return gtk_list_box_get_row_at_index (list, (int) (index < n ? index : index + 1));
}

/* Picks entry `index` as a person would: Ctrl+E opens the log on the
 * last entry (or the first waiting one), then that row is activated. */
static void
pick (Fixture *f,
      guint    index)
{
  GtkListBoxRow *row;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "win.correct-entry", NULL));
  drain ();
  g_assert_true (arb_play_page_get_log_shown (play_page (f)));
  /* the row takes the focus once the log is all out */
  for (guint i = 0; i < 100 && !GTK_IS_LIST_BOX_ROW (focus_of (f)); i++)
    drain_for (20);
  g_assert_true (GTK_IS_LIST_BOX_ROW (focus_of (f)));
  row = row_at (f, index);
  g_assert_nonnull (row);
  gtk_widget_grab_focus (GTK_WIDGET (row));
  g_signal_emit_by_name (row, "activate");
  drain ();
  g_assert_true (arb_log_pane_is_editing (pane (f)));
  /* the input has the focus, prefilled with the entry's record line */
  g_assert_true (gtk_widget_is_ancestor (focus_of (f), GTK_WIDGET (arb_log_pane_get_editor (pane (f))))
                 || focus_of (f) == GTK_WIDGET (arb_log_pane_get_editor (pane (f))));
}

/* Types `line` over the open entry and presses Enter. */
static void
change_to (Fixture    *f,
           const char *line)
{
  GtkEditable *editor = arb_log_pane_get_editor (pane (f));

  gtk_editable_set_text (editor, line);
  g_signal_emit_by_name (editor, "activate");
  drain ();
}

static void
undo_correction (Fixture *f)
{
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "win.undo-correction", NULL));
  drain ();
}

static void
run_case (Fixture    *f,
          const Case *c)
{
  g_autoptr(ArbRecord) record = open_game (f, c->record);
  g_autofree char *before = record_of (f);
  g_autofree char *old_line = NULL;
  guint n = record->events->len;

  {
    guint now = arb_game_entry_round (game_of (f), n);

    g_assert_cmpuint (arb_game_entry_round (game_of (f), c->fit_index) + 3, <=, now);
  }
  g_assert_false (arb_play_page_can_undo_correction (play_page (f)));

  /* picked: its line, as the record has it */
  old_line = arb_record_format_event (record->setup, arb_game_get_event (game_of (f), c->fit_index));
  pick (f, c->fit_index);
  g_assert_cmpstr (gtk_editable_get_text (arb_log_pane_get_editor (pane (f))), ==, old_line);

  /* refused where it goes: shown under the input, nothing changes */
  if (c->refused_line != NULL)
    {
      g_autofree char *now = NULL;

      change_to (f, c->refused_line);
      g_assert_true (arb_log_pane_is_editing (pane (f)));
      g_assert_nonnull (arb_log_pane_get_edit_refusal (pane (f)));
      if (c->refused_rule != NULL)
        g_assert_cmpstr (arb_log_pane_get_edit_refusal (pane (f)), ==, c->refused_rule);
      now = record_of (f);
      g_assert_cmpstr (now, ==, before);
    }

  /* changed: the later entries follow, the table and the score too */
  change_to (f, c->fit_line);
  g_assert_false (arb_log_pane_is_editing (pane (f)));
  g_assert_cmpuint (arb_session_get_n_pending (session_of (f)), ==, 0);
  g_assert_cmpuint (arb_game_get_n_events (game_of (f)), ==, n);
  g_assert_cmpuint (arb_play_page_get_n_log_rows (play_page (f)), ==, n);
  g_assert_cmpuint (arb_log_pane_get_n_waiting_rows (pane (f)), ==, 0);
  g_assert_true (arb_play_page_can_undo_correction (play_page (f)));
  if (c->fit_player != NULL)
    {
      g_autofree char *shown = NULL;
      g_autofree char *expected = g_strdup_printf ("%d", c->fit_total);

      g_assert_cmpint (total (f, c->fit_player), ==, c->fit_total);
      arb_play_page_show_view (play_page (f), "score");
      drain ();
      shown = arb_score_page_dup_text (ARB_SCORE_PAGE (arb_play_page_get_score_page (play_page (f))));
      if (strstr (shown, expected) == NULL)
        g_error ("the score page shows “%s”, not %s's %s", shown, c->fit_player, expected);
      arb_play_page_show_view (play_page (f), "table");
      drain ();
    }
  {
    g_autofree char *now = record_of (f);

    g_assert_cmpstr (now, !=, before);
  }
  assert_table_focused (f);

  /* undone: the record as it was */
  undo_correction (f);
  {
    g_autofree char *now = record_of (f);

    g_assert_cmpstr (now, ==, before);
  }
  g_assert_cmpuint (arb_play_page_get_n_log_rows (play_page (f)), ==, n);

  /* a correction after which a later entry no longer fits: it and the
   * ones after it wait, the first with its refusal and rule */
  pick (f, c->unfit_index);
  change_to (f, c->unfit_line);
  g_assert_false (arb_log_pane_is_editing (pane (f)));
  g_assert_cmpuint (arb_game_get_n_events (game_of (f)), ==, c->first_pending);
  g_assert_cmpuint (arb_play_page_get_n_log_rows (play_page (f)), ==, c->first_pending);
  g_assert_cmpuint (arb_log_pane_get_n_waiting_rows (pane (f)), ==, n - c->first_pending);
  {
    g_autofree char *shown = arb_log_pane_get_waiting_text (pane (f), 0);
    const char *line = arb_session_get_pending (session_of (f), 0);

    g_assert_nonnull (strstr (shown, line));
    g_assert_nonnull (strstr (shown, c->rule));
  }
  /* the focus is on the first waiting entry, to fix or drop */
  g_assert_true (GTK_WIDGET (row_at (f, c->first_pending)) == focus_of (f));

  /* the correction undone: the record as it was, nothing waits */
  undo_correction (f);
  {
    g_autofree char *now = record_of (f);

    g_assert_cmpstr (now, ==, before);
  }
  g_assert_cmpuint (arb_log_pane_get_n_waiting_rows (pane (f)), ==, 0);
  g_assert_cmpuint (arb_play_page_get_n_log_rows (play_page (f)), ==, n);
  /* undone again: the correction is back, and they wait again */
  undo_correction (f);
  g_assert_cmpuint (arb_log_pane_get_n_waiting_rows (pane (f)), ==, n - c->first_pending);

  if (c->fix_line != NULL)
    {
      /* the first waiting entry fixed: the rest fit again */
      pick (f, c->first_pending);
      g_assert_cmpstr (gtk_editable_get_text (arb_log_pane_get_editor (pane (f))), ==,
                       arb_session_get_pending (session_of (f), 0));
      change_to (f, c->fix_line);
      g_assert_cmpuint (arb_log_pane_get_n_waiting_rows (pane (f)), ==, 0);
      g_assert_cmpuint (arb_game_get_n_events (game_of (f)), ==, n);
      g_assert_cmpint (total (f, c->fixed_player), ==, c->fixed_total);
      assert_table_focused (f);
    }
  else
    {
      guint waiting = arb_log_pane_get_n_waiting_rows (pane (f));

      /* dropped: fewer wait (those after it that fit are back) */
      g_assert_true (arb_log_pane_delete (pane (f), c->first_pending));
      drain ();
      g_assert_cmpuint (arb_log_pane_get_n_waiting_rows (pane (f)), <, waiting);
      g_assert_cmpuint (arb_game_get_n_events (game_of (f)), >=, c->first_pending);
      undo_correction (f);
      g_assert_cmpuint (arb_log_pane_get_n_waiting_rows (pane (f)), ==, waiting);
    }
}

/* Undoing the entry that finished a round asks first; Cancel keeps
 * it, Undo undoes it; the focus is back at the table. */
static void
test_undo_round (Fixture       *f,
                 gconstpointer  data)
{
  g_autoptr(ArbRecord) record = open_game (f, "nothanks-full-3p");
  guint n = record->events->len;
  AdwMessageDialog *dialog = NULL;
  g_autoptr(GSettings) settings = g_settings_new ("io.github.tablearbiter.Arbiter");

  /* asked by default (the fixture turns it off for the other tests) */
  g_settings_reset (settings, "confirm-undo-round");
  g_assert_true (g_settings_get_boolean (settings, "confirm-undo-round"));
  /* the game is over: back to the table for undo */
  arb_play_page_show_view (play_page (f), "table");
  drain ();
  g_assert_true (arb_play_page_undo_crosses_round (play_page (f)));
  for (guint pass = 0; pass < 2; pass++)
    {
      GListModel *toplevels = gtk_window_get_toplevels ();

      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "win.undo", NULL));
      drain ();
      dialog = NULL;
      for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
        {
          g_autoptr(GObject) w = g_list_model_get_item (toplevels, i);

          if (ADW_IS_MESSAGE_DIALOG (w) && gtk_widget_get_visible (GTK_WIDGET (w)))
            dialog = ADW_MESSAGE_DIALOG (w);
        }
      g_assert_nonnull (dialog);
      g_assert_nonnull (strstr (adw_message_dialog_get_body (dialog), "reopens a round"));
      g_assert_cmpuint (arb_game_get_n_events (game_of (f)), ==, n);
      adw_message_dialog_response (dialog, pass == 0 ? "cancel" : "undo");
      gtk_window_destroy (GTK_WINDOW (dialog));
      drain_for (50);
      assert_table_focused (f);
    }
  g_assert_cmpuint (arb_game_get_n_events (game_of (f)), ==, n - 1);
  /* the preference off: no question */
  arb_session_redo (session_of (f), NULL);
  g_settings_set_boolean (settings, "confirm-undo-round", FALSE);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "win.undo", NULL));
  drain ();
  g_assert_cmpuint (arb_game_get_n_events (game_of (f)), ==, n - 1);
  g_settings_set_boolean (settings, "confirm-undo-round", TRUE);
}

/* Every label of a row, one after the other. */
static void
append_labels (GtkWidget *widget,
               GString   *out)
{
  if (GTK_IS_LABEL (widget))
    g_string_append_printf (out, "%s\n", gtk_label_get_text (GTK_LABEL (widget)));
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    append_labels (child, out);
}

/* The log shows each entry as the engine describes it now. */
static void
assert_rows_follow (Fixture *f)
{
  guint n = arb_game_get_n_events (game_of (f));

  g_assert_cmpuint (arb_play_page_get_n_log_rows (play_page (f)), ==, n);
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(GString) text = g_string_new (NULL);

      append_labels (GTK_WIDGET (row_at (f, i)), text);
      g_assert_nonnull (strstr (text->str, arb_game_get_description (game_of (f), i)));
    }
}

/*
 * The log is kept up to date row by row: an entry, an undo and a redo
 * add or take away the last row and leave the others as they were; a
 * correction builds again the rows from the corrected entry on.
 */
static void
test_rows_follow (Fixture       *f,
                  gconstpointer  data)
{
  const Case *c = &cases[0];
  g_autoptr(ArbRecord) record = open_game (f, c->record);
  guint n = record->events->len;
  GtkListBoxRow *first = row_at (f, 0);
  GtkListBoxRow *before_fit = row_at (f, c->fit_index - 1);
  GtkListBoxRow *fit = row_at (f, c->fit_index);
  g_autoptr(GError) error = NULL;

  assert_rows_follow (f);
  g_assert_true (arb_play_page_undo (play_page (f), &error));
  g_assert_no_error (error);
  drain ();
  assert_rows_follow (f);
  g_assert_cmpuint (arb_play_page_get_n_log_rows (play_page (f)), ==, n - 1);
  g_assert_true (row_at (f, 0) == first);
  g_assert_true (arb_play_page_redo (play_page (f), &error));
  g_assert_no_error (error);
  drain ();
  assert_rows_follow (f);
  g_assert_true (row_at (f, 0) == first);

  pick (f, c->fit_index);
  change_to (f, c->fit_line);
  g_assert_false (arb_log_pane_is_editing (pane (f)));
  assert_rows_follow (f);
  g_assert_true (row_at (f, 0) == first);
  g_assert_true (row_at (f, c->fit_index - 1) == before_fit);
  g_assert_true (row_at (f, c->fit_index) != fit);
  /* the same entry written another way changes nothing, and its row
   * shows the entry again, not the input it was changed in */
  pick (f, c->fit_index);
  change_to (f, "card 019");
  g_assert_false (arb_log_pane_is_editing (pane (f)));
  assert_rows_follow (f);
  g_assert_true (gtk_list_box_row_get_activatable (row_at (f, c->fit_index)));
  undo_correction (f);
  assert_rows_follow (f);
}

static void
test_nothanks (Fixture       *f,
               gconstpointer  data)
{
  run_case (f, &cases[0]);
}

static void
test_splitvote (Fixture       *f,
                gconstpointer  data)
{
  run_case (f, &cases[1]);
}

static void
test_eighty (Fixture       *f,
             gconstpointer  data)
{
  run_case (f, &cases[2]);
}

static void
test_votestuffing (Fixture       *f,
                   gconstpointer  data)
{
  run_case (f, &cases[3]);
}

static void
test_tilerummy (Fixture       *f,
                gconstpointer  data)
{
  run_case (f, &cases[4]);
}

int
main (int   argc,
      char *argv[])
{
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  g_assert_cmpint (argc, ==, 2);
  records_dir = argv[1];
  g_test_add ("/correct/nothanks", Fixture, NULL, fixture_set_up, test_nothanks, fixture_tear_down);
  g_test_add ("/correct/splitvote", Fixture, NULL, fixture_set_up, test_splitvote, fixture_tear_down);
  g_test_add ("/correct/eighty", Fixture, NULL, fixture_set_up, test_eighty, fixture_tear_down);
  g_test_add ("/correct/votestuffing", Fixture, NULL, fixture_set_up, test_votestuffing, fixture_tear_down);
  g_test_add ("/correct/tilerummy", Fixture, NULL, fixture_set_up, test_tilerummy, fixture_tear_down);
  g_test_add ("/correct/rows-follow", Fixture, NULL, fixture_set_up, test_rows_follow, fixture_tear_down);
  g_test_add ("/correct/undo-round", Fixture, NULL, fixture_set_up, test_undo_round, fixture_tear_down);
  return g_test_run ();
}
