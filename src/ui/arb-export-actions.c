/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "arb-export.h"
#include "arb-play-page.h"
#include "arb-record.h"
#include "arb-score-sheet.h"
#include "arb-session.h"
#include "arb-window.h"

#include "arb-export-actions.h"

typedef enum {
  EXPORT_RECORD,
  EXPORT_CSV,
  EXPORT_PDF,
} ExportKind;

/* What is to be written, made when the action fires, so that the file
 * holds the game as it was then. */
typedef struct {
  ArbWindow     *window;
  ExportKind     kind;
  char          *text;      /* the record or the CSV */
  ArbScoreSheet *sheet;     /* the PDF */
} ExportJob;

static void
export_job_free (ExportJob *job)
{
  g_object_unref (job->window);
  g_free (job->text);
  g_clear_pointer (&job->sheet, arb_score_sheet_free);
  g_free (job);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (ExportJob, export_job_free)

static ArbSession *
session_of (ArbWindow *window)
{
  return arb_play_page_get_session (ARB_PLAY_PAGE (arb_window_get_page (window, "play")));
}

/* When the game was begun: the date on the sheet and in the file name. */
static GDateTime *
game_date (ArbWindow  *window,
           ArbSession *session)
{
  g_autoptr(ArbStoredGame) stored = arb_store_get_game (arb_window_get_store (window),
                                                        arb_session_get_id (session), NULL);

  if (stored == NULL)
    return g_date_time_new_now_local ();
  return g_date_time_new_from_unix_local (stored->created);
}

static gboolean
write_job (ExportJob  *job,
           GFile      *file,
           GError    **error)
{
  g_autofree char *path = NULL;

  if (job->kind != EXPORT_PDF)
    return g_file_replace_contents (file, job->text, strlen (job->text), NULL, FALSE,
                                    G_FILE_CREATE_REPLACE_DESTINATION, NULL, NULL, error);
  path = g_file_get_path (file);
  if (path == NULL)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                   _("A PDF can only be saved to a local folder"));
      return FALSE;
    }
  return arb_score_sheet_write_pdf (job->sheet, path, error);
}

static void
finish_job (ExportJob *job,
            GFile     *file)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *name = g_file_get_basename (file);
  g_autofree char *message = NULL;

  if (write_job (job, file, &error))
    message = g_strdup_printf (_("Saved “%s”"), name);
  else
    message = g_strdup_printf (_("Could not save “%s”: %s"), name, error->message);
  arb_window_add_toast (job->window, message);
}

static void
on_chooser_response (GtkNativeDialog *chooser,
                     int              response,
                     ExportJob       *job)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));

      finish_job (job, file);
    }
  /* the table's input has the keys again */
  gtk_widget_activate_action (GTK_WIDGET (job->window), "win.focus-table", NULL);
  export_job_free (job);
  g_object_unref (chooser);
}

static const char *
chooser_title (ExportKind kind)
{
  switch (kind)
    {
    case EXPORT_RECORD:
      return _("Export the Record");
    case EXPORT_CSV:
      return _("Export as CSV");
    default:
      return _("Export a PDF Score Sheet");
    }
}

static GtkFileFilter *
filter_for (ExportKind kind)
{
  GtkFileFilter *filter = gtk_file_filter_new ();

  switch (kind)
    {
    case EXPORT_RECORD:
      gtk_file_filter_set_name (filter, _("Game records"));
      gtk_file_filter_add_pattern (filter, "*.rec");
      break;
    case EXPORT_CSV:
      gtk_file_filter_set_name (filter, _("CSV tables"));
      gtk_file_filter_add_mime_type (filter, "text/csv");
      gtk_file_filter_add_pattern (filter, "*.csv");
      break;
    default:
      gtk_file_filter_set_name (filter, _("PDF documents"));
      gtk_file_filter_add_mime_type (filter, "application/pdf");
      gtk_file_filter_add_pattern (filter, "*.pdf");
      break;
    }
  return filter;
}

/* The Documents folder, or the home folder, not wherever the app was
 * started from. */
static void
start_in_documents (GtkFileChooser *chooser)
{
  const char *documents = g_get_user_special_dir (G_USER_DIRECTORY_DOCUMENTS);
  g_autoptr(GFile) folder = NULL;

  if (documents == NULL || !g_file_test (documents, G_FILE_TEST_IS_DIR))
    documents = g_get_home_dir ();
  folder = g_file_new_for_path (documents);
  gtk_file_chooser_set_current_folder (chooser, folder, NULL);
}

/* Asks where to save, suggesting "No Thanks! 2026-11-23 Ann Ben Cleo.pdf". */
static void
save_job (ExportJob  *job,
          const char *suggested)
{
  const char *test_file = g_getenv ("ARBITER_EXPORT_FILE");
  GtkFileChooserNative *chooser;

  if (test_file != NULL && *test_file != '\0')
    {
      g_autoptr(GFile) file = g_file_new_for_path (test_file);

      finish_job (job, file);
      gtk_widget_activate_action (GTK_WIDGET (job->window), "win.focus-table", NULL);
      export_job_free (job);
      return;
    }
  chooser = gtk_file_chooser_native_new (chooser_title (job->kind), GTK_WINDOW (job->window),
                                         GTK_FILE_CHOOSER_ACTION_SAVE, _("_Save"), _("_Cancel"));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (chooser), TRUE);
  start_in_documents (GTK_FILE_CHOOSER (chooser));
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (chooser), suggested);
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), filter_for (job->kind));
  g_signal_connect (chooser, "response", G_CALLBACK (on_chooser_response), job);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

static char *
record_text (ArbWindow  *window,
             ArbSession *session)
{
  g_autoptr(GError) error = NULL;
  char *text = arb_store_export_record (arb_window_get_store (window), arb_session_get_id (session), &error);

  /* the engine prints the same record when the store cannot */
  if (text == NULL)
    text = arb_record_print_game (arb_session_get_game (session));
  return text;
}

static void
export_file (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  ArbWindow *window = ARB_WINDOW (widget);
  ArbSession *session = session_of (window);
  g_autoptr(GDateTime) date = NULL;
  g_autofree char *suggested = NULL;
  ExportJob *job;
  ArbGame *game;

  if (session == NULL)
    return;
  game = arb_session_get_game (session);
  date = game_date (window, session);
  job = g_new0 (ExportJob, 1);
  job->window = g_object_ref (window);
  if (g_str_equal (action_name, "win.export-record"))
    {
      job->kind = EXPORT_RECORD;
      job->text = record_text (window, session);
      suggested = arb_export_file_name (game, date, "rec");
    }
  else if (g_str_equal (action_name, "win.export-csv"))
    {
      job->kind = EXPORT_CSV;
      job->text = arb_export_csv (game);
      suggested = arb_export_file_name (game, date, "csv");
    }
  else
    {
      g_autofree char *record = record_text (window, session);

      job->kind = EXPORT_PDF;
      job->sheet = arb_score_sheet_new (game, record, date);
      suggested = arb_export_file_name (game, date, "pdf");
    }
  save_job (job, suggested);
}

/* ---- printing: the same sheet, on the printer's pages ---- */

static void
on_begin_print (GtkPrintOperation *operation,
                GtkPrintContext   *context,
                ArbScoreSheet     *sheet)
{
  guint pages = arb_score_sheet_paginate (sheet, gtk_print_context_get_cairo_context (context),
                                          gtk_print_context_get_width (context),
                                          gtk_print_context_get_height (context));

  gtk_print_operation_set_n_pages (operation, (int) pages);
}

static void
on_draw_page (GtkPrintOperation *operation,
              GtkPrintContext   *context,
              int                page,
              ArbScoreSheet     *sheet)
{
  arb_score_sheet_draw_page (sheet, gtk_print_context_get_cairo_context (context), (guint) page);
}

static void
on_print_done (GtkPrintOperation       *operation,
               GtkPrintOperationResult  result,
               ArbWindow               *window)
{
  g_autoptr(GError) error = NULL;

  if (result == GTK_PRINT_OPERATION_RESULT_ERROR)
    {
      g_autofree char *message = NULL;

      gtk_print_operation_get_error (operation, &error);
      message = g_strdup_printf (_("Could not print: %s"), error != NULL ? error->message : "");
      arb_window_add_toast (window, message);
    }
  gtk_widget_activate_action (GTK_WIDGET (window), "win.focus-table", NULL);
}

static void
print_sheet (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  ArbWindow *window = ARB_WINDOW (widget);
  ArbSession *session = session_of (window);
  const char *test_file = g_getenv ("ARBITER_EXPORT_FILE");
  g_autoptr(GtkPrintOperation) operation = NULL;
  g_autoptr(GDateTime) date = NULL;
  g_autofree char *record = NULL;
  g_autofree char *job_name = NULL;
  ArbScoreSheet *sheet;
  GtkPrintOperationAction how = GTK_PRINT_OPERATION_ACTION_PRINT_DIALOG;

  if (session == NULL)
    return;
  date = game_date (window, session);
  record = record_text (window, session);
  sheet = arb_score_sheet_new (arb_session_get_game (session), record, date);
  job_name = arb_export_file_name (arb_session_get_game (session), date, "pdf");
  job_name[strlen (job_name) - 4] = '\0';
  operation = gtk_print_operation_new ();
  gtk_print_operation_set_job_name (operation, job_name);
  gtk_print_operation_set_unit (operation, GTK_UNIT_POINTS);
  gtk_print_operation_set_allow_async (operation, TRUE);
  g_signal_connect (operation, "begin-print", G_CALLBACK (on_begin_print), sheet);
  g_signal_connect (operation, "draw-page", G_CALLBACK (on_draw_page), sheet);
  g_signal_connect_object (operation, "done", G_CALLBACK (on_print_done), window, 0);
  g_object_set_data_full (G_OBJECT (operation), "arb-sheet", sheet, (GDestroyNotify) arb_score_sheet_free);
  if (test_file != NULL && *test_file != '\0')
    {
      gtk_print_operation_set_export_filename (operation, test_file);
      how = GTK_PRINT_OPERATION_ACTION_EXPORT;
    }
  gtk_print_operation_run (operation, how, GTK_WINDOW (window), NULL);
}

void
arb_export_actions_install (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.export-record", NULL, export_file);
  gtk_widget_class_install_action (widget_class, "win.export-csv", NULL, export_file);
  gtk_widget_class_install_action (widget_class, "win.export-pdf", NULL, export_file);
  gtk_widget_class_install_action (widget_class, "win.print", NULL, print_sheet);
}

/* Only with a game open. */
void
arb_export_actions_update (GtkWidget *window,
                           gboolean   game_open)
{
  gtk_widget_action_set_enabled (window, "win.export-record", game_open);
  gtk_widget_action_set_enabled (window, "win.export-csv", game_open);
  gtk_widget_action_set_enabled (window, "win.export-pdf", game_open);
  gtk_widget_action_set_enabled (window, "win.print", game_open);
}
