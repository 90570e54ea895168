/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "arb-catalogue.h"
#include "arb-error.h"
#include "arb-widget-util.h"

#include "arb-eighty-card-view.h"
#include "arb-eighty-catalogue-window.h"

struct _ArbEightyCatalogueWindow
{
  AdwWindow             parent_instance;

  ArbStore             *store;       /* the application's */
  GtkFileChooserNative *chooser;
  guint                 n_cards;

  GtkEntry             *add_entry;
  GtkLabel             *report_label;
  GtkLabel             *count_label;
  GtkListBox           *card_list;
};

G_DEFINE_FINAL_TYPE (ArbEightyCatalogueWindow, arb_eighty_catalogue_window, ADW_TYPE_WINDOW)

static void fill_cards (ArbEightyCatalogueWindow *self);

static void
report (ArbEightyCatalogueWindow *self,
        const char               *text,
        gboolean                  is_error)
{
  gtk_label_set_text (self->report_label, text != NULL ? text : "");
  gtk_widget_set_visible (GTK_WIDGET (self->report_label), text != NULL);
  if (is_error)
    gtk_widget_add_css_class (GTK_WIDGET (self->report_label), "error");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self->report_label), "error");
}

static void
report_error (ArbEightyCatalogueWindow *self,
              const GError             *error)
{
  g_autofree char *rule_id = arb_error_rule_id (error);
  g_autofree char *text = g_str_equal (rule_id, "parse") || g_str_equal (rule_id, "error")
                          ? g_strdup (arb_error_text (error))
                          : g_strdup_printf ("%s: %s", rule_id, arb_error_text (error));

  report (self, text, TRUE);
}

/* ---- editing ---- */

gboolean
arb_eighty_catalogue_window_edit_line (ArbEightyCatalogueWindow *self,
                                       const char               *line)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *words = NULL;
  ArbEightyCard card;

  g_return_val_if_fail (ARB_IS_EIGHTY_CATALOGUE_WINDOW (self), FALSE);
  if (!arb_eighty_card_parse (line, &card, &error) || !arb_catalogue_edit (self->store, &card, &error))
    {
      report_error (self, error);
      return FALSE;
    }
  words = arb_eighty_card_describe (&card);
  report (self, words, FALSE);
  fill_cards (self);
  return TRUE;
}

static void
on_add_activate (ArbEightyCatalogueWindow *self)
{
  if (arb_eighty_catalogue_window_edit_line (self, gtk_editable_get_text (GTK_EDITABLE (self->add_entry))))
    gtk_editable_set_text (GTK_EDITABLE (self->add_entry), "");
}

/* A row's line: its number and the words after it. */
static void
on_row_activate (GtkEntry *entry,
                 gpointer  data)
{
  ArbEightyCatalogueWindow *self = ARB_EIGHTY_CATALOGUE_WINDOW (gtk_widget_get_root (GTK_WIDGET (entry)));
  g_autofree char *line = g_strdup_printf ("%d %s", GPOINTER_TO_INT (data),
                                           gtk_editable_get_text (GTK_EDITABLE (entry)));

  arb_eighty_catalogue_window_edit_line (self, line);
}

static void
on_forget_clicked (GtkButton *button,
                   gpointer   data)
{
  ArbEightyCatalogueWindow *self = ARB_EIGHTY_CATALOGUE_WINDOW (gtk_widget_get_root (GTK_WIDGET (button)));
  g_autoptr(GError) error = NULL;
  g_autofree char *words = NULL;

  if (!arb_catalogue_forget (self->store, GPOINTER_TO_INT (data), &error))
    {
      report_error (self, error);
      return;
    }
  words = g_strdup_printf (_("The %d is out of the catalogue: it will be asked for when next seen"),
                           GPOINTER_TO_INT (data));
  report (self, words, FALSE);
  fill_cards (self);
}

/* ---- the list ---- */

/* "double-up symbol moon draw 1": the line after "white 57". */
static char *
attributes_text (const ArbEightyCard *card)
{
  g_auto(GStrv) args = arb_eighty_card_args (card);

  return g_strjoinv (" ", args + 1);
}

static GtkWidget *
card_row (const ArbEightyCard *card)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *view = arb_eighty_card_view_new (56);
  GtkWidget *entry = gtk_entry_new ();
  GtkWidget *forget = gtk_button_new_from_icon_name ("user-trash-symbolic");
  g_autofree char *title = g_strdup_printf ("%d", card->number);
  g_autofree char *words = arb_eighty_card_describe (card);
  g_autofree char *subtitle = g_markup_escape_text (words + strlen (title) + 2, -1);
  g_autofree char *attributes = attributes_text (card);
  g_autofree char *entry_label = g_strdup_printf (_("The %d’s attributes"), card->number);
  g_autofree char *forget_label = g_strdup_printf (_("Remove the %d from the catalogue"), card->number);

  arb_eighty_card_view_set_card (ARB_EIGHTY_CARD_VIEW (view), card);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  adw_action_row_add_prefix (ADW_ACTION_ROW (row), view);
  gtk_editable_set_text (GTK_EDITABLE (entry), attributes);
  gtk_editable_set_width_chars (GTK_EDITABLE (entry), 24);
  gtk_widget_set_valign (entry, GTK_ALIGN_CENTER);
  arb_widget_set_accessible_label (entry, entry_label);
  g_signal_connect (entry, "activate", G_CALLBACK (on_row_activate), GINT_TO_POINTER (card->number));
  gtk_widget_set_valign (forget, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (forget, "flat");
  arb_widget_set_tooltip_text (forget, forget_label);
  arb_widget_set_accessible_label (forget, forget_label);
  g_signal_connect (forget, "clicked", G_CALLBACK (on_forget_clicked), GINT_TO_POINTER (card->number));
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), entry);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), forget);
  return row;
}

static void
fill_cards (ArbEightyCatalogueWindow *self)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) cards = arb_catalogue_list (self->store, &error);
  g_autofree char *count = NULL;
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->card_list))) != NULL)
    gtk_list_box_remove (self->card_list, child);
  if (cards == NULL)
    {
      report_error (self, error);
      return;
    }
  for (guint i = 0; i < cards->len; i++)
    {
      gtk_list_box_append (self->card_list, card_row (&g_array_index (cards, ArbEightyCard, i)));
      gtk_list_box_row_set_activatable (gtk_list_box_get_row_at_index (self->card_list, (int) i), FALSE);
    }
  self->n_cards = cards->len;
  count = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u of 79 white cards", "%u of 79 white cards",
                                        cards->len), cards->len);
  gtk_label_set_text (self->count_label, count);
  gtk_widget_set_visible (GTK_WIDGET (self->card_list), cards->len > 0);
}

/* ---- import and export ---- */

void
arb_eighty_catalogue_window_import_text (ArbEightyCatalogueWindow *self,
                                         const char               *text)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(ArbCatalogueReport) result = arb_catalogue_import (self->store, text, &error);
  g_autoptr(GString) words = NULL;

  g_return_if_fail (ARB_IS_EIGHTY_CATALOGUE_WINDOW (self));
  if (result == NULL)
    {
      g_autofree char *message = g_strdup_printf (_("Nothing was imported: %s"), arb_error_text (error));

      report (self, message, TRUE);
      return;
    }
  words = g_string_new (NULL);
  g_string_append_printf (words, _("Imported: %u new, %u known already"), result->added, result->same);
  if (result->conflicts->len > 0)
    {
      g_string_append_printf (words, g_dngettext (GETTEXT_PACKAGE,
                                                  "; %u card given otherwise, kept as it was (edit it here if the file is right):",
                                                  "; %u cards given otherwise, kept as they were (edit them here if the file is right):",
                                                  result->conflicts->len), result->conflicts->len);
      for (guint i = 0; i < result->conflicts->len; i++)
        g_string_append_printf (words, "\n• %s",
                                ((ArbCatalogueConflict *) g_ptr_array_index (result->conflicts, i))->words);
    }
  report (self, words->str, result->conflicts->len > 0);
  fill_cards (self);
}

static void
on_import_response (GtkNativeDialog *dialog,
                    int              response,
                    gpointer         data)
{
  ArbEightyCatalogueWindow *self = ARB_EIGHTY_CATALOGUE_WINDOW (data);
  g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
  g_autofree char *contents = NULL;
  g_autoptr(GError) error = NULL;

  g_clear_object (&self->chooser);
  if (response != GTK_RESPONSE_ACCEPT || file == NULL)
    return;
  if (!g_file_load_contents (file, NULL, &contents, NULL, NULL, &error))
    {
      g_autofree char *message = g_strdup_printf (_("Nothing was imported: %s"), error->message);

      report (self, message, TRUE);
      return;
    }
  arb_eighty_catalogue_window_import_text (self, contents);
}

static void
on_export_response (GtkNativeDialog *dialog,
                    int              response,
                    gpointer         data)
{
  ArbEightyCatalogueWindow *self = ARB_EIGHTY_CATALOGUE_WINDOW (data);
  g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
  g_autofree char *text = NULL;
  g_autofree char *message = NULL;
  g_autoptr(GError) error = NULL;

  g_clear_object (&self->chooser);
  if (response != GTK_RESPONSE_ACCEPT || file == NULL)
    return;
  text = arb_catalogue_export (self->store, &error);
  if (text == NULL || !g_file_replace_contents (file, text, strlen (text), NULL, FALSE,
                                                G_FILE_CREATE_NONE, NULL, NULL, &error))
    {
      message = g_strdup_printf (_("The catalogue was not saved: %s"), error->message);
      report (self, message, TRUE);
      return;
    }
  message = g_strdup_printf (_("Saved %u cards as %s"), self->n_cards, g_file_peek_path (file));
  report (self, message, FALSE);
}

static void
open_chooser (ArbEightyCatalogueWindow *self,
              gboolean                  save)
{
  if (self->chooser != NULL)
    return;
  self->chooser = gtk_file_chooser_native_new (save ? _("Export the Card Catalogue") : _("Import Cards"),
                                               GTK_WINDOW (self),
                                               save ? GTK_FILE_CHOOSER_ACTION_SAVE : GTK_FILE_CHOOSER_ACTION_OPEN,
                                               save ? _("_Export") : _("_Import"), _("_Cancel"));
  if (save)
    gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (self->chooser), "eighty-cards.txt");
  g_signal_connect (self->chooser, "response", G_CALLBACK (save ? on_export_response : on_import_response), self);
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (self->chooser), TRUE);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (self->chooser));
}

static void
import_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  open_chooser (ARB_EIGHTY_CATALOGUE_WINDOW (widget), FALSE);
}

static void
export_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  open_chooser (ARB_EIGHTY_CATALOGUE_WINDOW (widget), TRUE);
}

const char *
arb_eighty_catalogue_window_get_report (ArbEightyCatalogueWindow *self)
{
  g_return_val_if_fail (ARB_IS_EIGHTY_CATALOGUE_WINDOW (self), NULL);
  return gtk_label_get_text (self->report_label);
}

guint
arb_eighty_catalogue_window_get_n_cards (ArbEightyCatalogueWindow *self)
{
  g_return_val_if_fail (ARB_IS_EIGHTY_CATALOGUE_WINDOW (self), 0);
  return self->n_cards;
}

/* ---- the class ---- */

static void
arb_eighty_catalogue_window_dispose (GObject *object)
{
  ArbEightyCatalogueWindow *self = ARB_EIGHTY_CATALOGUE_WINDOW (object);

  if (self->chooser != NULL)
    gtk_native_dialog_destroy (GTK_NATIVE_DIALOG (self->chooser));
  g_clear_object (&self->chooser);
  gtk_widget_dispose_template (GTK_WIDGET (object), ARB_TYPE_EIGHTY_CATALOGUE_WINDOW);
  G_OBJECT_CLASS (arb_eighty_catalogue_window_parent_class)->dispose (object);
}

static void
arb_eighty_catalogue_window_class_init (ArbEightyCatalogueWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = arb_eighty_catalogue_window_dispose;
  gtk_widget_class_set_template_from_resource (widget_class,
    "/io/github/tablearbiter/Arbiter/games/eighty/arb-eighty-catalogue-window.ui");
  gtk_widget_class_bind_template_child (widget_class, ArbEightyCatalogueWindow, add_entry);
  gtk_widget_class_bind_template_child (widget_class, ArbEightyCatalogueWindow, report_label);
  gtk_widget_class_bind_template_child (widget_class, ArbEightyCatalogueWindow, count_label);
  gtk_widget_class_bind_template_child (widget_class, ArbEightyCatalogueWindow, card_list);
  gtk_widget_class_bind_template_callback (widget_class, on_add_activate);
  gtk_widget_class_install_action (widget_class, "catalogue.import", NULL, import_action);
  gtk_widget_class_install_action (widget_class, "catalogue.export", NULL, export_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_o, GDK_CONTROL_MASK, "catalogue.import", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_s, GDK_CONTROL_MASK, "catalogue.export", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
arb_eighty_catalogue_window_init (ArbEightyCatalogueWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

GtkWidget *
arb_eighty_catalogue_window_new (GtkWindow *parent,
                                 ArbStore  *store)
{
  ArbEightyCatalogueWindow *self = g_object_new (ARB_TYPE_EIGHTY_CATALOGUE_WINDOW,
                                                 "transient-for", parent,
                                                 NULL);

  self->store = store;
  fill_cards (self);
  gtk_widget_grab_focus (GTK_WIDGET (self->add_entry));
  return GTK_WIDGET (self);
}
