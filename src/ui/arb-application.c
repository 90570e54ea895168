/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "arb-application.h"
#include "arb-frame-probe.h"
#include "arb-window.h"

struct _ArbApplication
{
  AdwApplication  parent_instance;

  ArbStore       *store;
  GError         *store_error;
};

G_DEFINE_FINAL_TYPE (ArbApplication, arb_application, ADW_TYPE_APPLICATION)

/* Every accelerator of the app, in one place. */
void
arb_application_set_accels (GtkApplication *app)
{
  static const struct {
    const char *action;
    const char *accels[3];
  } table[] = {
    { "app.quit", { "<Primary>q", NULL } },
    { "window.close", { "<Primary>w", NULL } },
    { "win.show-help-overlay", { "<Primary>question", NULL } },
    { "win.show-start", { "<Primary>n", NULL } },
    { "win.check-table", { "<Primary>t", NULL } },
    { "win.undo", { "<Primary>z", NULL } },
    { "win.redo", { "<Primary><Shift>z", "<Primary>y", NULL } },
    { "win.toggle-log", { "F9", NULL } },
    { "win.correct-entry", { "<Primary>e", NULL } },
    { "win.undo-correction", { "<Primary><Alt>z", NULL } },
    { "win.show-table", { "<Alt>1", NULL } },
    { "win.show-score", { "<Alt>2", NULL } },
    { "win.show-rules", { "F1", NULL } },
    { "win.show-history", { "<Primary>h", NULL } },
    { "win.import-record", { "<Primary>o", NULL } },
    { "win.preferences", { "<Primary>comma", NULL } },
    { "win.large-type", { "F11", NULL } },
  };

  for (guint i = 0; i < G_N_ELEMENTS (table); i++)
    gtk_application_set_accels_for_action (app, table[i].action, table[i].accels);
}

static void
quit (GSimpleAction *action,
      GVariant      *parameter,
      gpointer       user_data)
{
  GtkApplication *app = GTK_APPLICATION (user_data);
  GList *windows = gtk_application_get_windows (app);

  /* Closing windows first lets each one save its size. */
  while (windows != NULL)
    {
      GList *next = windows->next;

      gtk_window_close (GTK_WINDOW (windows->data));
      windows = next;
    }
  g_application_quit (G_APPLICATION (app));
}

static const GActionEntry app_actions[] = {
  { "quit", quit, NULL, NULL, NULL, { 0 } },
};

/* Opening the store checks every page of the file: that runs on a
 * thread of its own while GTK and libadwaita start up.  It starts once
 * the display is open: connecting to it waits on the X server, which
 * the check would otherwise keep from a processor. */
static gpointer
open_store (gpointer data)
{
  ArbApplication *self = data;

  self->store = arb_store_open (NULL, &self->store_error);
  return NULL;
}

/* GTK starts reading the icon theme on a thread of its own, but the
 * icon folder libadwaita adds after it throws that reading away, and
 * the window's first icon would read the theme again on this thread,
 * before the first frame (about 10 ms here).  Reading it on a thread
 * as soon as the folders are in lets the window be built meanwhile
 * (GTK's icon theme can be asked from any thread once it is set up). */
static gpointer
read_icon_theme (gpointer data)
{
  g_autoptr(GtkIconTheme) theme = data;

  gtk_icon_theme_has_icon (theme, "go-next-symbolic");
  return NULL;
}

static void
read_icon_theme_in_thread (void)
{
  GtkIconTheme *theme = gtk_icon_theme_get_for_display (gdk_display_get_default ());

  g_thread_unref (g_thread_new ("arbiter-icons", read_icon_theme, g_object_ref (theme)));
}

static void
arb_application_startup (GApplication *app)
{
  ArbApplication *self = ARB_APPLICATION (app);
  GThread *opener;

  gtk_init ();
  opener = g_thread_new ("arbiter-store", open_store, self);
  G_APPLICATION_CLASS (arb_application_parent_class)->startup (app);
  read_icon_theme_in_thread ();

  g_action_map_add_action_entries (G_ACTION_MAP (app), app_actions,
                                   G_N_ELEMENTS (app_actions), app);
  arb_application_set_accels (GTK_APPLICATION (app));
  g_thread_join (opener);
}

static void present_window (ArbApplication *self);

/* The folder that holds the store (and the damaged file kept aside),
 * in the file manager. */
static void
show_store_folder (ArbApplication *self)
{
  g_autofree char *dir = g_path_get_dirname (self->store != NULL ? arb_store_get_path (self->store)
                                                                  : arb_store_default_path ());
  g_autoptr(GFile) file = g_file_new_for_path (dir);
  g_autofree char *uri = g_file_get_uri (file);

  g_app_info_launch_default_for_uri (uri, NULL, NULL);
}

static void
on_notice_response (AdwMessageDialog *dialog,
                    const char       *response,
                    ArbApplication   *self)
{
  if (g_str_equal (response, "folder"))
    show_store_folder (self);
}

/* A damaged store was set aside and a fresh one opened: say so, with
 * the paths, and go on. */
static void
show_store_notice (ArbApplication *self,
                   GtkWindow      *parent)
{
  GtkWidget *dialog = adw_message_dialog_new (parent, _("Your Saved Games Could Not Be Read"),
                                              arb_store_get_notice (self->store));

  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "folder", _("Show the _Folder"),
                                    "continue", _("_Continue"), NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "continue",
                                              ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "continue");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "continue");
  g_signal_connect_object (dialog, "response", G_CALLBACK (on_notice_response), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
on_store_error_response (AdwMessageDialog *dialog,
                         const char       *response,
                         ArbApplication   *self)
{
  GtkWindow *window = gtk_window_get_transient_for (GTK_WINDOW (dialog));

  if (g_str_equal (response, "folder"))
    {
      show_store_folder (self);
      return;
    }
  if (!g_str_equal (response, "retry"))
    {
      g_application_quit (G_APPLICATION (self));
      return;
    }
  g_clear_error (&self->store_error);
  self->store = arb_store_open (NULL, &self->store_error);
  gtk_window_destroy (window);
  present_window (self);
}

/* The store cannot be opened at all (another program holds it, the
 * folder cannot be written): say why and offer to try again. */
static void
show_store_error (ArbApplication *self,
                  GtkWindow      *parent)
{
  GtkWidget *dialog;

  dialog = adw_message_dialog_new (parent, _("Your Saved Games Cannot Be Opened"),
                                   self->store_error->message);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "quit", _("_Quit"),
                                    "folder", _("Show the _Folder"),
                                    "retry", _("_Try Again"), NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "retry",
                                              ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "retry");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "quit");
  g_signal_connect_object (dialog, "response", G_CALLBACK (on_store_error_response), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
present_window (ArbApplication *self)
{
  GtkWindow *window = GTK_WINDOW (arb_window_new (GTK_APPLICATION (self), self->store));

  arb_frame_probe_attach (window);
  gtk_window_present (window);
  if (self->store == NULL)
    show_store_error (self, window);
  else if (arb_store_get_notice (self->store) != NULL)
    show_store_notice (self, window);
}

static void
arb_application_activate (GApplication *app)
{
  ArbApplication *self = ARB_APPLICATION (app);
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (app));

  if (window != NULL)
    {
      /* a second launch: this window comes to the front instead */
      g_debug ("activated again: presenting the open window");
      gtk_window_present (window);
    }
  else
    present_window (self);
}

static void
arb_application_finalize (GObject *object)
{
  ArbApplication *self = ARB_APPLICATION (object);

  g_clear_pointer (&self->store, arb_store_free);
  g_clear_error (&self->store_error);
  G_OBJECT_CLASS (arb_application_parent_class)->finalize (object);
}

static void
arb_application_class_init (ArbApplicationClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GApplicationClass *app_class = G_APPLICATION_CLASS (klass);

  object_class->finalize = arb_application_finalize;
  app_class->startup = arb_application_startup;
  app_class->activate = arb_application_activate;
}

static void
arb_application_init (ArbApplication *self)
{
}

ArbApplication *
arb_application_new (void)
{
  return g_object_new (ARB_TYPE_APPLICATION,
                       "application-id", APP_ID,
                       "flags", G_APPLICATION_DEFAULT_FLAGS,
                       /* The same resources serve the .Devel build. */
                       "resource-base-path", "/io/github/tablearbiter/Arbiter",
                       NULL);
}

ArbStore *
arb_application_get_store (ArbApplication *self)
{
  g_return_val_if_fail (ARB_IS_APPLICATION (self), NULL);
  return self->store;
}
