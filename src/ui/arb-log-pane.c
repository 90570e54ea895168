/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "arb-error.h"
#include "arb-log-pane.h"
#include "arb-record.h"
#include "arb-widget-util.h"
#include "arb-width-bin.h"
#include "arb-window.h"

/*
 * The log of a game being played, where any past entry is corrected
 * (docs/using-arbiter.md, "Correcting an entry").
 *
 * Each entry is a row: its number, then what the engine says it was.
 * Picking a row (Ctrl+E then the arrows and Enter, or a click) opens it
 * in place as its record line, to change (Enter) or delete; Delete on a
 * row deletes it.  The session replays the entries after it; those
 * that no longer fit are shown below the log as waiting, each with why
 * the rules refuse it as things stand, to fix (Enter, a click) or drop
 * (Delete), or to take back once what was missing has been entered.
 * Every correction is a revision in the store: win.undo-correction
 * puts the log back, and a toast offers it.
 *
 * The pane only calls the session and emits "changed"; the play page
 * redraws the table and the score from the session.
 */
struct _ArbLogPane
{
  GtkWidget          parent_instance;

  ArbSession        *session;     /* the play page's */
  int                editing;     /* the entry open in place, or -1 */
  GtkEntry          *editor;
  GtkWidget         *editor_refusal;
  GtkLabel          *editor_rule;
  GtkLabel          *editor_words;
  char              *edit_rule_id;

  GtkWidget         *box;
  GtkButton         *undo_correction_button;
  GtkLabel          *hint_label;
  GtkScrolledWindow *scroller;
  GtkListBox        *list;
  ArbSession        *shown;       /* the session the rows show */
  gboolean           shown_waiting;
};

G_DEFINE_FINAL_TYPE (ArbLogPane, arb_log_pane, GTK_TYPE_WIDGET)

enum {
  CHANGED,
  DONE,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

#define ROW_INDEX "arb-log-index"     /* the entry's index + 1; 0 for a heading */
#define ROW_WAITING "arb-log-waiting"
#define ROW_LINE "arb-log-line"       /* an entry's record line, as shown */

static ArbGame *
game_of (ArbLogPane *self)
{
  return self->session != NULL ? arb_session_get_game (self->session) : NULL;
}

static guint
n_entries (ArbLogPane *self)
{
  return self->session != NULL ? arb_game_get_n_events (game_of (self)) : 0;
}

static guint
n_waiting (ArbLogPane *self)
{
  return self->session != NULL ? arb_session_get_n_pending (self->session) : 0;
}

/* The record line of entry `index`, a waiting one after the log. */
static char *
line_of (ArbLogPane *self,
         guint       index)
{
  ArbGame *game = game_of (self);

  if (index < n_entries (self))
    return arb_record_format_event (arb_game_get_setup (game), arb_game_get_event (game, index));
  return g_strdup (arb_session_get_pending (self->session, index - n_entries (self)));
}

static int
row_index (GtkListBoxRow *row)
{
  return GPOINTER_TO_INT (g_object_get_data (G_OBJECT (row), ROW_INDEX)) - 1;
}

static GtkListBoxRow *
row_of_index (ArbLogPane *self,
              guint       index)
{
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self->list)); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (GTK_IS_LIST_BOX_ROW (child) && row_index (GTK_LIST_BOX_ROW (child)) == (int) index)
      return GTK_LIST_BOX_ROW (child);
  return NULL;
}

/* The rule id as a badge, then the engine's words. */
static GtkWidget *
refusal_box (const GError *error,
             GtkLabel    **rule_out,
             GtkLabel    **words_out)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *rule = gtk_label_new (NULL);
  GtkWidget *words = gtk_label_new (NULL);

  gtk_widget_add_css_class (rule, "rule-id");
  gtk_widget_set_valign (rule, GTK_ALIGN_START);
  gtk_label_set_xalign (GTK_LABEL (words), 0);
  arb_label_set_wrapping (GTK_LABEL (words));
  gtk_widget_set_hexpand (words, TRUE);
  gtk_box_append (GTK_BOX (box), rule);
  gtk_box_append (GTK_BOX (box), arb_width_bin_new (words));
  gtk_widget_add_css_class (box, "log-refusal");
  if (error != NULL)
    {
      g_autofree char *rule_id = arb_error_rule_id (error);

      gtk_label_set_text (GTK_LABEL (rule), rule_id);
      gtk_label_set_text (GTK_LABEL (words), arb_error_text (error));
    }
  if (rule_out != NULL)
    *rule_out = GTK_LABEL (rule);
  if (words_out != NULL)
    *words_out = GTK_LABEL (words);
  return box;
}

/* The entry's number in a column of its own, so that a long entry
 * wraps under its own text, not under the number. */
static GtkWidget *
numbered (guint       index,
          const char *text,
          GtkWidget **body_out)
{
  g_autofree char *number = g_strdup_printf ("%u", index + 1);
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
  GtkWidget *number_label = gtk_label_new (number);
  GtkWidget *label = gtk_label_new (text);

  gtk_widget_add_css_class (number_label, "log-number");
  gtk_widget_add_css_class (number_label, "dim-label");
  gtk_label_set_xalign (GTK_LABEL (number_label), 1);
  gtk_label_set_yalign (GTK_LABEL (number_label), 0);
  gtk_label_set_width_chars (GTK_LABEL (number_label), 3);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  arb_label_set_wrapping (GTK_LABEL (label));
  gtk_box_append (GTK_BOX (box), number_label);
  if (body_out != NULL)
    {
      GtkWidget *body = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);

      gtk_widget_set_hexpand (body, TRUE);
      gtk_box_append (GTK_BOX (body), label);
      gtk_box_append (GTK_BOX (box), arb_width_bin_new (body));
      *body_out = body;
    }
  else
    {
      gtk_widget_set_hexpand (label, TRUE);
      gtk_box_append (GTK_BOX (box), arb_width_bin_new (label));
    }
  return box;
}

static GtkWidget *
entry_child (ArbLogPane *self,
             guint       index)
{
  return numbered (index, arb_game_get_description (game_of (self), index), NULL);
}

/* Why waiting entry `i` does not fit as things stand: the session's
 * refusal for the first; for a later one, the engine's check after the
 * log as it is now (NULL when it would fit: it waits for those before). */
static GError *
waiting_refusal (ArbLogPane *self,
                 guint       i)
{
  ArbSetup *setup = arb_game_get_setup (game_of (self));
  g_autoptr(ArbEvent) event = NULL;
  GError *error = NULL;

  if (i == 0)
    {
      const GError *refusal = arb_session_get_pending_refusal (self->session);

      return refusal != NULL ? g_error_copy (refusal) : NULL;
    }
  event = arb_record_parse_entry (setup, arb_session_get_pending (self->session, i), NULL, &error);
  if (event != NULL)
    arb_game_check (game_of (self), event, &error);
  return error;
}

static GtkWidget *
waiting_child (ArbLogPane *self,
               guint       i)
{
  GtkWidget *body = NULL;
  GtkWidget *box = numbered (n_entries (self) + i, arb_session_get_pending (self->session, i), &body);
  g_autoptr(GError) refusal = waiting_refusal (self, i);

  if (refusal != NULL)
    gtk_box_append (GTK_BOX (body), refusal_box (refusal, NULL, NULL));
  else
    {
      GtkWidget *note = gtk_label_new (i == 0 ? _("Fits now: take it back")
                                              : _("Waits for the entries before it"));

      gtk_label_set_xalign (GTK_LABEL (note), 0);
      gtk_label_set_wrap (GTK_LABEL (note), TRUE);
      gtk_widget_add_css_class (note, "dim-label");
      gtk_widget_add_css_class (note, "caption");
      gtk_box_append (GTK_BOX (body), note);
    }
  return box;
}

static void
on_take_back_clicked (ArbLogPane *self)
{
  arb_log_pane_take_back (self);
}

/* "Waiting", what to do, and Take Back when the first one fits now. */
static GtkWidget *
waiting_heading (ArbLogPane *self)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  GtkWidget *top = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  g_autofree char *title = g_strdup_printf (ngettext ("%u entry waits", "%u entries wait", n_waiting (self)),
                                            n_waiting (self));
  GtkWidget *heading = gtk_label_new (title);
  GtkWidget *hint = gtk_label_new (_("They no longer fit after the correction. Fix one (Enter), drop it (Delete), "
                                     "or enter what was missing at the table, then take them back."));
  GtkWidget *take_back = gtk_button_new_with_mnemonic (_("_Take Back"));

  gtk_widget_add_css_class (heading, "heading");
  gtk_label_set_xalign (GTK_LABEL (heading), 0);
  gtk_widget_set_hexpand (heading, TRUE);
  gtk_label_set_xalign (GTK_LABEL (hint), 0);
  gtk_label_set_wrap (GTK_LABEL (hint), TRUE);
  gtk_widget_add_css_class (hint, "dim-label");
  gtk_widget_add_css_class (hint, "caption");
  arb_widget_set_tooltip_text (take_back, _("Take the waiting entries back into the log, as far as they fit now"));
  gtk_widget_set_sensitive (take_back, arb_session_get_pending_refusal (self->session) == NULL);
  gtk_widget_set_focus_on_click (take_back, FALSE);
  g_signal_connect_swapped (take_back, "clicked", G_CALLBACK (on_take_back_clicked), self);
  gtk_box_append (GTK_BOX (top), heading);
  gtk_box_append (GTK_BOX (top), take_back);
  gtk_box_append (GTK_BOX (box), top);
  gtk_box_append (GTK_BOX (box), hint);
  return box;
}

static GtkWidget *
add_row (ArbLogPane *self,
         GtkWidget  *child,
         int         index,
         gboolean    waiting)
{
  GtkWidget *row = gtk_list_box_row_new ();

  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), child);
  g_object_set_data (G_OBJECT (row), ROW_INDEX, GINT_TO_POINTER (index + 1));
  g_object_set_data (G_OBJECT (row), ROW_WAITING, GINT_TO_POINTER (waiting));
  if (index < 0)
    {
      gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), FALSE);
      gtk_list_box_row_set_selectable (GTK_LIST_BOX_ROW (row), FALSE);
      gtk_widget_add_css_class (row, "waiting-heading");
    }
  else
    {
      char *line = line_of (self, (guint) index);
      g_autofree char *name = waiting ? g_strdup_printf (_("Waiting entry %d: %s"), index + 1, line)
                                      : g_strdup_printf (_("Entry %d: %s"), index + 1,
                                                         arb_game_get_description (game_of (self), (guint) index));

      arb_widget_set_accessible_label (row, name);
      arb_widget_set_tooltip_text (row, waiting ? _("Enter: fix it; Delete: drop it")
                                                : _("Enter or a click: change it; Delete: delete it"));
      if (waiting)
        gtk_widget_add_css_class (row, "waiting");
      g_object_set_data_full (G_OBJECT (row), ROW_LINE, line, g_free);
    }
  gtk_list_box_append (self->list, row);
  return row;
}

static gboolean
scroll_to_end (gpointer user_data)
{
  ArbLogPane *self = ARB_LOG_PANE (user_data);
  GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (self->scroller);

  if (self->editing < 0)
    gtk_adjustment_set_value (adjustment, gtk_adjustment_get_upper (adjustment));
  g_object_unref (self);
  return G_SOURCE_REMOVE;
}

static void
close_editor (ArbLogPane *self)
{
  self->editing = -1;
  self->editor = NULL;
  self->editor_refusal = NULL;
  self->editor_rule = NULL;
  self->editor_words = NULL;
  g_clear_pointer (&self->edit_rule_id, g_free);
}

/*
 * How many of the first rows still show the log: an entry's words
 * depend on the entries up to it alone, so its row stays while those
 * lines are unchanged.  An entry typed at the table then adds one row,
 * an undo takes one away, and the rows before are not built again.
 */
static guint
rows_still_right (ArbLogPane *self,
                  guint       n)
{
  guint kept = 0;

  if (self->editing >= 0 || self->shown != self->session || self->shown_waiting)
    return 0;
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self->list));
       child != NULL && kept < n; child = gtk_widget_get_next_sibling (child), kept++)
    {
      const char *shown = g_object_get_data (G_OBJECT (child), ROW_LINE);
      g_autofree char *line = line_of (self, kept);

      if (shown == NULL || strcmp (shown, line) != 0)
        break;
    }
  return kept;
}

void
arb_log_pane_refresh (ArbLogPane *self)
{
  GtkWidget *child;
  guint n = n_entries (self), waiting = n_waiting (self);
  guint kept;

  g_return_if_fail (ARB_IS_LOG_PANE (self));
  kept = rows_still_right (self, n);
  close_editor (self);
  while ((child = gtk_widget_get_last_child (GTK_WIDGET (self->list))) != NULL)
    {
      if (row_index (GTK_LIST_BOX_ROW (child)) >= 0 && row_index (GTK_LIST_BOX_ROW (child)) < (int) kept)
        break;
      gtk_list_box_remove (self->list, child);
    }
  for (guint i = kept; i < n; i++)
    add_row (self, entry_child (self, i), (int) i, FALSE);
  self->shown = self->session;
  self->shown_waiting = waiting > 0;
  if (waiting > 0)
    {
      add_row (self, waiting_heading (self), -1, TRUE);
      for (guint i = 0; i < waiting; i++)
        add_row (self, waiting_child (self, i), (int) (n + i), TRUE);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->hint_label), n > 0);
  g_idle_add (scroll_to_end, g_object_ref (self));
}

void
arb_log_pane_set_session (ArbLogPane *self,
                          ArbSession *session)
{
  g_return_if_fail (ARB_IS_LOG_PANE (self));
  self->session = session;
  arb_log_pane_refresh (self);
}

static void
focus_row (ArbLogPane    *self,
           GtkListBoxRow *row)
{
  if (row == NULL)
    return;
  gtk_list_box_select_row (self->list, row);
  gtk_widget_grab_focus (GTK_WIDGET (row));
}

/* Where picking starts: the first waiting entry, or the last entry. */
void
arb_log_pane_pick (ArbLogPane *self)
{
  guint n = n_entries (self);

  g_return_if_fail (ARB_IS_LOG_PANE (self));
  if (n_waiting (self) > 0)
    focus_row (self, row_of_index (self, n));
  else if (n > 0)
    focus_row (self, row_of_index (self, n - 1));
}

static void
toast (ArbLogPane *self,
       const char *text,
       gboolean    undoable)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));

  if (ARB_IS_WINDOW (root))
    arb_window_add_undo_toast (ARB_WINDOW (root), text, undoable ? "win.undo-correction" : NULL);
}

/* After the session changed: the play page redraws; the focus goes to
 * the first waiting entry, or back to the table. */
static void
after_change (ArbLogPane *self,
              const char *done)
{
  guint waiting;

  g_signal_emit (self, signals[CHANGED], 0);
  waiting = n_waiting (self);
  if (waiting > 0)
    {
      g_autofree char *text = g_strdup_printf (ngettext ("%s; %u later entry waits", "%s; %u later entries wait",
                                                         waiting), done, waiting);

      toast (self, text, TRUE);
      focus_row (self, row_of_index (self, n_entries (self)));
    }
  else
    {
      toast (self, done, TRUE);
      g_signal_emit (self, signals[DONE], 0);
    }
}

static void
show_edit_refusal (ArbLogPane   *self,
                   const GError *error)
{
  g_autofree char *spoken = NULL;

  g_free (self->edit_rule_id);
  self->edit_rule_id = arb_error_rule_id (error);
  gtk_label_set_text (self->editor_rule, self->edit_rule_id);
  gtk_label_set_text (self->editor_words, arb_error_text (error));
  gtk_widget_set_visible (self->editor_refusal, TRUE);
  spoken = g_strdup_printf (_("Refused by rule %s: %s"), self->edit_rule_id, arb_error_text (error));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->editor_refusal),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, spoken, -1);
  gtk_widget_error_bell (GTK_WIDGET (self));
}

gboolean
arb_log_pane_commit (ArbLogPane *self)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *done = NULL;
  g_autofree char *typed = NULL;
  g_autofree char *before = NULL;
  guint index;

  g_return_val_if_fail (ARB_IS_LOG_PANE (self), FALSE);
  if (self->editing < 0)
    return FALSE;
  index = (guint) self->editing;
  typed = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->editor))));
  if (typed[0] == '\0')
    return arb_log_pane_delete (self, index);
  before = line_of (self, index);
  if (g_str_equal (before, typed))
    {
      arb_log_pane_cancel (self);
      return TRUE;
    }
  if (!arb_session_replace (self->session, index, typed, &error))
    {
      show_edit_refusal (self, error);
      return FALSE;
    }
  done = g_strdup_printf (_("Entry %u corrected"), index + 1);
  close_editor (self);
  after_change (self, done);
  return TRUE;
}

gboolean
arb_log_pane_delete (ArbLogPane *self,
                     guint       index)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *done = NULL;
  gboolean waiting;

  g_return_val_if_fail (ARB_IS_LOG_PANE (self), FALSE);
  if (self->session == NULL)
    return FALSE;
  waiting = index >= n_entries (self);
  if (!arb_session_delete (self->session, index, &error))
    {
      if (self->editing >= 0)
        show_edit_refusal (self, error);
      else
        toast (self, error->message, FALSE);
      return FALSE;
    }
  done = waiting ? g_strdup_printf (_("Waiting entry %u dropped"), index + 1)
                 : g_strdup_printf (_("Entry %u deleted"), index + 1);
  close_editor (self);
  after_change (self, done);
  return TRUE;
}

gboolean
arb_log_pane_take_back (ArbLogPane *self)
{
  g_autoptr(GError) error = NULL;
  guint before;

  g_return_val_if_fail (ARB_IS_LOG_PANE (self), FALSE);
  if (self->session == NULL || n_waiting (self) == 0)
    return FALSE;
  before = n_waiting (self);
  if (!arb_session_resume_pending (self->session, &error))
    {
      toast (self, error->message, FALSE);
      return FALSE;
    }
  g_signal_emit (self, signals[CHANGED], 0);
  if (n_waiting (self) > 0)
    focus_row (self, row_of_index (self, n_entries (self)));
  else
    g_signal_emit (self, signals[DONE], 0);
  return n_waiting (self) < before;
}

void
arb_log_pane_cancel (ArbLogPane *self)
{
  int index;

  g_return_if_fail (ARB_IS_LOG_PANE (self));
  if (self->editing < 0)
    return;
  index = self->editing;
  arb_log_pane_refresh (self);
  focus_row (self, row_of_index (self, (guint) index));
}

static void
on_editor_activate (ArbLogPane *self)
{
  arb_log_pane_commit (self);
}

static void
on_editor_changed (ArbLogPane *self)
{
  /* an emptied or changed line dismisses the refusal */
  if (self->editor_refusal != NULL)
    gtk_widget_set_visible (self->editor_refusal, FALSE);
  g_clear_pointer (&self->edit_rule_id, g_free);
}

static void
on_delete_clicked (ArbLogPane *self)
{
  if (self->editing >= 0)
    arb_log_pane_delete (self, (guint) self->editing);
}

static GtkWidget *
button (const char *mnemonic,
        const char *style,
        GCallback   callback,
        ArbLogPane *self)
{
  GtkWidget *b = gtk_button_new_with_mnemonic (mnemonic);

  if (style != NULL)
    gtk_widget_add_css_class (b, style);
  g_signal_connect_swapped (b, "clicked", callback, self);
  return b;
}

/* The entry opened in place: its record line to change, and why the
 * rules refuse a change, under it. */
gboolean
arb_log_pane_edit (ArbLogPane *self,
                   guint       index)
{
  GtkListBoxRow *row;
  GtkWidget *box, *buttons, *header;
  g_autofree char *line = NULL;
  g_autofree char *title = NULL;
  gboolean waiting;

  g_return_val_if_fail (ARB_IS_LOG_PANE (self), FALSE);
  if (self->editing >= 0)
    arb_log_pane_refresh (self);
  if ((row = row_of_index (self, index)) == NULL)
    return FALSE;
  waiting = index >= n_entries (self);
  line = line_of (self, index);
  self->editing = (int) index;
  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  gtk_widget_add_css_class (box, "log-editor");
  title = waiting ? g_strdup_printf (_("Fix waiting entry %u"), index + 1)
                  : g_strdup_printf (_("Change entry %u"), index + 1);
  header = gtk_label_new (title);
  gtk_label_set_xalign (GTK_LABEL (header), 0);
  gtk_widget_add_css_class (header, "heading");
  gtk_box_append (GTK_BOX (box), header);
  if (!waiting)
    {
      GtkWidget *was = gtk_label_new (arb_game_get_description (game_of (self), index));

      gtk_label_set_xalign (GTK_LABEL (was), 0);
      gtk_label_set_wrap (GTK_LABEL (was), TRUE);
      gtk_widget_add_css_class (was, "dim-label");
      gtk_box_append (GTK_BOX (box), was);
    }
  self->editor = GTK_ENTRY (gtk_entry_new ());
  gtk_editable_set_text (GTK_EDITABLE (self->editor), line);
  arb_widget_set_accessible_label (GTK_WIDGET (self->editor), title);
  arb_widget_set_tooltip_text (GTK_WIDGET (self->editor),
                               _("The entry as a record line. Enter: keep the change; Escape: leave it"));
  g_signal_connect_swapped (self->editor, "activate", G_CALLBACK (on_editor_activate), self);
  g_signal_connect_swapped (self->editor, "changed", G_CALLBACK (on_editor_changed), self);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->editor));
  if (waiting)
    {
      /* why it waits, until the line is changed */
      g_autoptr(GError) refusal = waiting_refusal (self, index - n_entries (self));

      self->editor_refusal = refusal_box (refusal, &self->editor_rule, &self->editor_words);
      gtk_widget_set_visible (self->editor_refusal, refusal != NULL);
    }
  else
    {
      self->editor_refusal = refusal_box (NULL, &self->editor_rule, &self->editor_words);
      gtk_widget_set_visible (self->editor_refusal, FALSE);
    }
  gtk_box_append (GTK_BOX (box), self->editor_refusal);
  buttons = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  gtk_widget_set_halign (buttons, GTK_ALIGN_END);
  gtk_box_append (GTK_BOX (buttons), button (_("_Cancel"), NULL, G_CALLBACK (arb_log_pane_cancel), self));
  gtk_box_append (GTK_BOX (buttons), button (waiting ? _("_Drop") : _("_Delete"), "destructive-action",
                                             G_CALLBACK (on_delete_clicked), self));
  gtk_box_append (GTK_BOX (buttons), button (_("C_hange"), "suggested-action",
                                             G_CALLBACK (on_editor_activate), self));
  gtk_box_append (GTK_BOX (box), buttons);
  gtk_list_box_row_set_child (row, box);
  gtk_list_box_row_set_activatable (row, FALSE);
  /* the row no longer shows its entry: built again at the next refresh,
   * even when the entry comes back unchanged */
  g_object_set_data (G_OBJECT (row), ROW_LINE, NULL);
  gtk_list_box_select_row (self->list, row);
  gtk_widget_grab_focus (GTK_WIDGET (self->editor));
  gtk_editable_select_region (GTK_EDITABLE (self->editor), 0, -1);
  return TRUE;
}

static void
on_row_activated (ArbLogPane    *self,
                  GtkListBoxRow *row)
{
  int index = row_index (row);

  if (index >= 0 && index != self->editing)
    arb_log_pane_edit (self, (guint) index);
}

/* The row that has the keyboard focus (not inside an open entry). */
static GtkListBoxRow *
focused_row (ArbLogPane *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;

  if (GTK_IS_LIST_BOX_ROW (focus) && gtk_widget_get_parent (focus) == GTK_WIDGET (self->list))
    return GTK_LIST_BOX_ROW (focus);
  return NULL;
}

/* Capture phase: the list's keys, before its own bindings. */
static gboolean
on_key_pressed (GtkEventControllerKey *controller,
                guint                  keyval,
                guint                  keycode,
                GdkModifierType        state,
                ArbLogPane            *self)
{
  GtkListBoxRow *row;

  if (state & (GDK_CONTROL_MASK | GDK_ALT_MASK | GDK_SUPER_MASK))
    return FALSE;
  if (keyval == GDK_KEY_Escape)
    {
      if (self->editing >= 0)
        arb_log_pane_cancel (self);
      else
        g_signal_emit (self, signals[DONE], 0);
      return TRUE;
    }
  if (self->editing >= 0 || (row = focused_row (self)) == NULL || row_index (row) < 0)
    return FALSE;
  if (keyval == GDK_KEY_Delete || keyval == GDK_KEY_KP_Delete)
    return arb_log_pane_delete (self, (guint) row_index (row)) || TRUE;
  /* the row with the focus, which the list's own cursor may not be yet */
  if (keyval == GDK_KEY_Return || keyval == GDK_KEY_KP_Enter || keyval == GDK_KEY_ISO_Enter)
    return arb_log_pane_edit (self, (guint) row_index (row));
  return FALSE;
}

gboolean
arb_log_pane_is_editing (ArbLogPane *self)
{
  g_return_val_if_fail (ARB_IS_LOG_PANE (self), FALSE);
  return self->editing >= 0;
}

GtkEditable *
arb_log_pane_get_editor (ArbLogPane *self)
{
  g_return_val_if_fail (ARB_IS_LOG_PANE (self), NULL);
  return self->editor != NULL ? GTK_EDITABLE (self->editor) : NULL;
}

/* The rule id of a change refused in the open entry, or NULL. */
const char *
arb_log_pane_get_edit_refusal (ArbLogPane *self)
{
  g_return_val_if_fail (ARB_IS_LOG_PANE (self), NULL);
  return self->edit_rule_id;
}

guint
arb_log_pane_get_n_entry_rows (ArbLogPane *self)
{
  guint n = 0;

  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self->list)); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    n += GTK_IS_LIST_BOX_ROW (child) && row_index (GTK_LIST_BOX_ROW (child)) >= 0
         && !g_object_get_data (G_OBJECT (child), ROW_WAITING);
  return n;
}

guint
arb_log_pane_get_n_waiting_rows (ArbLogPane *self)
{
  guint n = 0;

  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self->list)); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    n += GTK_IS_LIST_BOX_ROW (child) && row_index (GTK_LIST_BOX_ROW (child)) >= 0
         && g_object_get_data (G_OBJECT (child), ROW_WAITING);
  return n;
}

static void
append_labels (GtkWidget *widget,
               GString   *out)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      if (GTK_IS_LABEL (child))
        g_string_append_printf (out, "%s%s", out->len > 0 ? " | " : "", gtk_label_get_text (GTK_LABEL (child)));
      append_labels (child, out);
    }
}

/* What waiting row `i` shows, its labels joined by " | ". */
char *
arb_log_pane_get_waiting_text (ArbLogPane *self,
                               guint       i)
{
  GtkListBoxRow *row = row_of_index (self, n_entries (self) + i);
  GString *out = g_string_new (NULL);

  if (row != NULL)
    append_labels (GTK_WIDGET (row), out);
  return g_string_free (out, FALSE);
}

GtkListBox *
arb_log_pane_get_list (ArbLogPane *self)
{
  g_return_val_if_fail (ARB_IS_LOG_PANE (self), NULL);
  return self->list;
}

static void
arb_log_pane_dispose (GObject *object)
{
  ArbLogPane *self = ARB_LOG_PANE (object);

  close_editor (self);
  gtk_widget_dispose_template (GTK_WIDGET (self), ARB_TYPE_LOG_PANE);
  arb_widget_unparent_children (GTK_WIDGET (self));
  self->session = NULL;
  G_OBJECT_CLASS (arb_log_pane_parent_class)->dispose (object);
}

static void
arb_log_pane_class_init (ArbLogPaneClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = arb_log_pane_dispose;
  /* "changed": the pane changed the session; "done": the focus goes
   * back to the table */
  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  signals[DONE] = g_signal_new ("done", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/tablearbiter/Arbiter/arb-log-pane.ui");
  gtk_widget_class_bind_template_child (widget_class, ArbLogPane, box);
  gtk_widget_class_bind_template_child (widget_class, ArbLogPane, undo_correction_button);
  gtk_widget_class_bind_template_child (widget_class, ArbLogPane, hint_label);
  gtk_widget_class_bind_template_child (widget_class, ArbLogPane, scroller);
  gtk_widget_class_bind_template_child (widget_class, ArbLogPane, list);
  gtk_widget_class_bind_template_callback (widget_class, on_row_activated);
}

static void
arb_log_pane_init (ArbLogPane *self)
{
  GtkEventController *keys = gtk_event_controller_key_new ();

  self->editing = -1;
  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
  g_signal_connect (keys, "key-pressed", G_CALLBACK (on_key_pressed), self);
  gtk_widget_add_controller (GTK_WIDGET (self->list), keys);
}
