/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include "arb-error.h"
#include "arb-transfer.h"

/*
 * The files a person picks for a backup, a restore or an import, and
 * what is said about them afterwards.  The choosers go through the
 * portal (GtkFileChooserNative); what is chosen goes to a window
 * action with the path ("win.back-up-to", "win.restore-from",
 * "win.import-file"), which the tests call directly.
 */

static void
on_chooser_response (GtkNativeDialog *chooser,
                     int              response,
                     GtkWidget       *window)
{
  const char *action = g_object_get_data (G_OBJECT (chooser), "arb-action");
  g_autoptr(GFile) file = NULL;
  g_autofree char *path = NULL;

  if (response == GTK_RESPONSE_ACCEPT)
    file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));
  if (file != NULL)
    path = g_file_get_path (file);
  gtk_native_dialog_destroy (chooser);
  g_object_unref (chooser);
  if (path != NULL)
    gtk_widget_activate_action (window, action, "s", path);
  else
    gtk_widget_activate_action (window, "win.focus-table", NULL);
}

static GtkFileFilter *
filter_new (const char *name,
            const char *pattern)
{
  GtkFileFilter *filter = gtk_file_filter_new ();

  gtk_file_filter_set_name (filter, name);
  gtk_file_filter_add_pattern (filter, pattern);
  return filter;
}

static void
run_chooser (GtkWindow            *window,
             GtkFileChooserNative *chooser,
             const char           *action,
             GtkFileFilter        *filter)
{
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (chooser), TRUE);
  if (filter != NULL)
    {
      gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), filter);
      gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), filter_new (_("All Files"), "*"));
      g_object_unref (filter);
    }
  g_object_set_data_full (G_OBJECT (chooser), "arb-action", g_strdup (action), g_free);
  g_signal_connect_object (chooser, "response", G_CALLBACK (on_chooser_response), window, 0);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

void
arb_transfer_choose_import (GtkWindow *window)
{
  GtkFileChooserNative *chooser = gtk_file_chooser_native_new (_("Import a Record"), window,
                                                               GTK_FILE_CHOOSER_ACTION_OPEN,
                                                               _("_Import"), _("_Cancel"));

  run_chooser (window, chooser, "win.import-file", filter_new (_("Game Records"), "*.rec"));
}

void
arb_transfer_choose_backup (GtkWindow *window)
{
  GtkFileChooserNative *chooser = gtk_file_chooser_native_new (_("Back Up Every Game"), window,
                                                               GTK_FILE_CHOOSER_ACTION_SAVE,
                                                               _("_Back Up"), _("_Cancel"));
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();
  g_autofree char *date = g_date_time_format (now, "%Y-%m-%d");
  g_autofree char *name = g_strdup_printf ("arbiter-%s.arbiter", date);

  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (chooser), name);
  run_chooser (window, chooser, "win.back-up-to", NULL);
}

void
arb_transfer_choose_restore (GtkWindow *window)
{
  GtkFileChooserNative *chooser = gtk_file_chooser_native_new (_("Restore a Backup"), window,
                                                               GTK_FILE_CHOOSER_ACTION_OPEN,
                                                               _("_Restore"), _("_Cancel"));

  run_chooser (window, chooser, "win.restore-from", filter_new (_("Arbiter Backups"), "*.arbiter"));
}

/*
 * Writes the backup.  The file chooser has already asked before
 * replacing a file, and the store never writes over one: the backup
 * is made beside it and then takes its place.
 */
gboolean
arb_transfer_back_up (ArbStore   *store,
                      const char *path,
                      GError    **error)
{
  g_autofree char *dir = NULL;
  g_autofree char *fresh = NULL;

  if (!g_file_test (path, G_FILE_TEST_EXISTS))
    return arb_store_backup (store, path, error);
  dir = g_path_get_dirname (path);
  fresh = g_strdup_printf ("%s.new-%" G_GINT64_FORMAT, path, g_get_real_time ());
  if (!arb_store_backup (store, fresh, error))
    return FALSE;
  if (g_rename (fresh, path) != 0)
    {
      int saved = errno;

      g_unlink (fresh);
      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved),
                   _("Cannot replace %s: %s"), path, g_strerror (saved));
      return FALSE;
    }
  return TRUE;
}

/* "3 games added, 9 already here." and the rest when there is one. */
char *
arb_transfer_restore_text (const ArbRestoreReport *report)
{
  GString *text = g_string_new (NULL);
  g_autofree char *added = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u game added", "%u games added",
                                                         report->added), report->added);
  g_autofree char *present = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u already here", "%u already here",
                                                           report->present), report->present);

  /* Translators: the games a restore added and those it found already
   * here: "3 games added, 9 already here." */
  g_string_append_printf (text, _("%s, %s."), added, present);
  if (report->updated > 0)
    {
      g_string_append (text, " ");
      g_string_append_printf (text, g_dngettext (GETTEXT_PACKAGE,
                                                 "%u game went further in the backup and was continued from it; "
                                                 "the version here is kept as a revision.",
                                                 "%u games went further in the backup and were continued from it; "
                                                 "the versions here are kept as revisions.", report->updated),
                              report->updated);
    }
  if (report->kept > 0)
    {
      g_string_append (text, " ");
      g_string_append_printf (text, g_dngettext (GETTEXT_PACKAGE,
                                                 "%u game went another way in the backup: the version here stays, "
                                                 "and the backup’s is kept as a revision.",
                                                 "%u games went another way in the backup: the versions here stay, "
                                                 "and the backup’s are kept as revisions.", report->kept),
                              report->kept);
    }
  if (report->cards > 0)
    {
      g_string_append (text, " ");
      g_string_append_printf (text, g_dngettext (GETTEXT_PACKAGE, "%u card added to the catalogue.",
                                                 "%u cards added to the catalogue.", report->cards),
                              report->cards);
    }
  return g_string_free (text, FALSE);
}

/* Why an imported record stops early, and what became of the rest. */
char *
arb_transfer_import_text (const ArbImport *import,
                          const char      *path)
{
  g_autofree char *base = g_path_get_basename (path);
  g_autofree char *rule = NULL;
  g_autofree char *made = NULL;
  g_autofree char *waiting = NULL;

  g_return_val_if_fail (import->refusal != NULL, NULL);
  rule = arb_error_rule_id (import->refusal);
  made = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "The game was made with the %u entry before it.",
                                       "The game was made with the %u entries before it.", import->n_events),
                          import->n_events);
  waiting = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                          "%u entry waits to be corrected, from the one refused.",
                                          "%u entries wait to be corrected, from the one refused.",
                                          import->n_pending),
                             import->n_pending);
  return g_strdup_printf ("%s:%u: %s%s%s\n\n%s %s", base, import->line, rule != NULL ? rule : "",
                          rule != NULL ? ": " : "", arb_error_text (import->refusal), made, waiting);
}
