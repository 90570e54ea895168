/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "arb-args.h"
#include "arb-catalogue.h"
#include "arb-error.h"
#include "arb-widget-util.h"
#include "arb-steady-bin.h"
#include "arb-width-bin.h"

#include "arb-eighty-card-form.h"
#include "arb-eighty-card-view.h"
#include "arb-eighty-catalogue-window.h"
#include "arb-eighty-page.h"
#include "arb-eighty-score-section.h"
#include "arb-eighty-seat.h"
#include "arb-eighty-typing.h"
#include "arb-eighty-sets-view.h"
#include "arb-game-page.h"
#include "arb-refusal-bar.h"
#include "games/eighty/eighty.h"

#define END ARB_EIGHTY_END_CARD
#define MAX_TYPED 16
#define CENTRE_HEIGHT 130
#define CENTRE_HEIGHT_SIX 116     /* five players: six places on one line */
#define RESOLVED_HEIGHT 64

/*
 * The Eighty table.  It draws the engine's view (the centre, hands as
 * counts, revealed cards and their Play cards, the last resolution,
 * scored cards and sets) and appends what the table enters.  A card's
 * attributes come from the record, else from the card catalogue, else
 * the inline form asks for them once; the page appends a card's
 * "white" line before the entry that first uses it, so the record
 * stands on its own.  It knows no rule of its own.
 */
struct _ArbEightyPage
{
  GtkWidget          parent_instance;

  ArbSession        *session;          /* owned by the play page */
  ArbEightyView      view;
  gboolean           submit_after_form; /* Enter came while a card was asked */
  gboolean           clearing;          /* the entry is emptied before a reload */
  int                form_row;         /* score-only: the seat whose cards asked, or -1 */
  char              *row_whites;       /* and what was typed for them */
  char              *row_holds;
  char              *note;
  char              *centre_words;
  char              *steps;
  GtkWindow         *catalogue_window;  /* weak */
  GtkToggleButton   *play_by[ARB_EIGHTY_MAX_PLAYERS];
  GtkToggleButton   *play_on[ARB_EIGHTY_MAX_PLAYERS];
  GtkEntry          *play_entry;

  gboolean           wide;
  gboolean           narrow;

  GtkLabel          *prompt_label;
  GtkLabel          *last_label;
  GtkLabel          *status_label;
  GtkWidget         *note_box;
  GtkLabel          *note_label;
  GtkWidget         *centre_box;
  GtkFlowBox        *centre_flow;
  GtkLabel          *rule_label;
  GtkStack          *input_stack;
  GtkWidget         *entry_box;
  GtkEntry          *card_entry;
  GtkButton         *enter_button;
  GtkLabel          *reading_label;
  GtkFlowBox        *choice_flow;
  GtkButton         *discard_button;
  GtkButton         *over_button;
  ArbEightyCardForm *card_form;
  GtkLabel          *hint_label;
  GtkExpander       *play_expander;
  GtkBox            *play_parts;
  GtkListBox        *form_list;
  GtkWidget         *resolution_box;
  GtkLabel          *resolution_title;
  GtkFlowBox        *resolution_flow;
  GtkBox            *resolution_row;
  GtkLabel          *steps_label;
  GtkBox            *table_box;
  GtkFlowBox        *seats_box;
  ArbRefusalBar     *refusal_bar;
};

static void arb_eighty_page_game_page_init (ArbGamePageInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (ArbEightyPage, arb_eighty_page, GTK_TYPE_WIDGET,
                               G_IMPLEMENT_INTERFACE (ARB_TYPE_GAME_PAGE,
                                                      arb_eighty_page_game_page_init))

static void reload (ArbEightyPage *self);
static void refresh (ArbEightyPage *self);
static void focus_input (ArbEightyPage *self);
static void evaluate_entry (ArbEightyPage *self);
static void on_entry_activate (ArbEightyPage *self);

static ArbGame *
game_of (ArbEightyPage *self)
{
  return arb_session_get_game (self->session);
}

static ArbSetup *
setup_of (ArbEightyPage *self)
{
  return arb_game_get_setup (game_of (self));
}

static ArbStore *
store_of (ArbEightyPage *self)
{
  return arb_session_get_store (self->session);
}

static const char *
player_name (ArbEightyPage *self,
             int            seat)
{
  return arb_setup_player_name (setup_of (self), seat);
}

static guint
n_players (ArbEightyPage *self)
{
  return setup_of (self)->n_players;
}

static const char *
entry_text (ArbEightyPage *self)
{
  return gtk_editable_get_text (GTK_EDITABLE (self->card_entry));
}

static void
set_entry_text (ArbEightyPage *self,
                const char    *text)
{
  gtk_editable_set_text (GTK_EDITABLE (self->card_entry), text);
  gtk_editable_set_position (GTK_EDITABLE (self->card_entry), -1);
}

/* An empty entry: nothing read, nothing refused, no Enter waiting. */
static void
forget_entry (ArbEightyPage *self)
{
  arb_refusal_bar_dismiss (self->refusal_bar);
  gtk_widget_set_visible (GTK_WIDGET (self->reading_label), FALSE);
  self->submit_after_form = FALSE;
}

/* Empties the entry before a reload, with what an emptied entry does
 * but not its refresh of the page: the reload refreshes it once, with
 * the new view. */
static void
clear_entry (ArbEightyPage *self)
{
  if (*gtk_editable_get_text (GTK_EDITABLE (self->card_entry)) == '\0')
    return;
  self->clearing = TRUE;
  set_entry_text (self, "");
  self->clearing = FALSE;
  forget_entry (self);
}

/* ---- cards: the record's, else the catalogue's ---- */

static gboolean
record_card (ArbEightyPage *self,
             int            number,
             ArbEightyCard *card)
{
  return arb_eighty_get_card (arb_game_get_state (game_of (self)), number, card);
}

static gboolean
known_card (ArbEightyPage *self,
            int            number,
            ArbEightyCard *card)
{
  g_autoptr(GError) error = NULL;

  if (record_card (self, number, card))
    return TRUE;
  if (number < 1 || number > END)
    return FALSE;
  if (arb_catalogue_lookup (store_of (self), number, card, &error))
    return TRUE;
  if (error != NULL)
    g_warning ("%s", error->message);
  return FALSE;
}

/* A number the form can ask about: a white card's. */
static gboolean
askable (int number)
{
  return number >= 1 && number < END;
}

/* The symbols the form offers: the catalogue's, then the record's. */
static char **
known_symbols (ArbEightyPage *self)
{
  g_auto(GStrv) from_store = arb_catalogue_symbols (store_of (self), NULL);
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  g_autoptr(GHashTable) seen = g_hash_table_new (g_str_hash, g_str_equal);

  for (guint i = 0; from_store != NULL && from_store[i] != NULL; i++)
    {
      g_hash_table_add (seen, from_store[i]);
      g_strv_builder_add (builder, from_store[i]);
    }
  for (int v = 1; v < END; v++)
    {
      ArbEightyCard card;
      const char *symbols[2];

      if (!record_card (self, v, &card))
        continue;
      symbols[0] = card.icon_symbol;
      symbols[1] = card.symbol;
      for (guint k = 0; k < 2; k++)
        if (symbols[k][0] != '\0' && !arb_eighty_symbol_is_star (symbols[k])
            && !g_hash_table_contains (seen, symbols[k]))
          {
            g_strv_builder_add (builder, symbols[k]);
            g_hash_table_add (seen, (gpointer) g_intern_string (symbols[k]));
          }
    }
  return g_strv_builder_end (builder);
}

/* ---- the inline catalogue form ---- */

static gboolean
form_open (ArbEightyPage *self)
{
  return gtk_widget_get_visible (GTK_WIDGET (self->card_form));
}

static void
ask_card (ArbEightyPage *self,
          int            number)
{
  g_auto(GStrv) symbols = known_symbols (self);

  arb_eighty_card_form_start (self->card_form, number, (const char *const *) symbols);
  gtk_widget_set_visible (GTK_WIDGET (self->card_form), TRUE);
  arb_refusal_bar_dismiss (self->refusal_bar);
  arb_eighty_card_form_focus (self->card_form);
}

static void
close_form (ArbEightyPage *self)
{
  gtk_widget_set_visible (GTK_WIDGET (self->card_form), FALSE);
}

/* ---- entering ---- */

/* One event: accepted and saved, or refused under the input. */
static gboolean
submit (ArbEightyPage  *self,
        const ArbEvent *event)
{
  return arb_game_page_submit (self->session, self->refusal_bar, event, NULL);
}

/* Once the buttons the entry came from are gone (a choice button is
 * rebuilt on each refresh), the input has the focus again. */
static gboolean
refocus (gpointer data)
{
  ArbEightyPage *self = data;
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;

  /* not while the score is shown instead of the table */
  if (root != NULL && self->session != NULL && gtk_widget_get_mapped (GTK_WIDGET (self))
      && (focus == NULL || !gtk_widget_is_ancestor (focus, GTK_WIDGET (self))))
    focus_input (self);
  return G_SOURCE_REMOVE;
}

/* After an entry: a new state, a fresh input. */
static void
entered (ArbEightyPage *self)
{
  self->submit_after_form = FALSE;
  clear_entry (self);
  reload (self);
  focus_input (self);
  g_idle_add_full (G_PRIORITY_DEFAULT_IDLE, refocus, g_object_ref (self), g_object_unref);
  arb_game_page_emit_changed (ARB_GAME_PAGE (self));
}

/* The "white" lines the record lacks for these numbers, from the
 * catalogue; a number the catalogue lacks too is asked (FALSE). */
static gboolean
define_cards (ArbEightyPage *self,
              const int     *numbers,
              guint          n,
              gboolean      *appended)
{
  for (guint i = 0; i < n; i++)
    {
      ArbEightyCard card;
      g_autoptr(ArbEvent) event = NULL;

      if (record_card (self, numbers[i], &card) || !askable (numbers[i]))
        continue;
      if (!known_card (self, numbers[i], &card))
        {
          self->submit_after_form = TRUE;
          ask_card (self, numbers[i]);
          return FALSE;
        }
      event = arb_eighty_card_event (&card);
      if (!submit (self, event))
        return FALSE;
      *appended = TRUE;
    }
  return TRUE;
}

/* An entry that uses cards: their lines first, then the entry. */
static gboolean
enter_with_cards (ArbEightyPage  *self,
                  const int      *numbers,
                  guint           n,
                  const ArbEvent *event)
{
  gboolean appended = FALSE;

  if (define_cards (self, numbers, n, &appended) && submit (self, event))
    {
      entered (self);
      return TRUE;
    }
  if (appended)
    {
      reload (self);
      arb_game_page_emit_changed (ARB_GAME_PAGE (self));
    }
  if (!form_open (self))
    gtk_editable_select_region (GTK_EDITABLE (self->card_entry), 0, -1);
  return FALSE;
}

static ArbEvent *
numbers_event (int         actor,
               const char *verb,
               const int  *numbers,
               guint       n)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  g_auto(GStrv) args = NULL;

  for (guint i = 0; i < n; i++)
    arb_strv_builder_take (builder, g_strdup_printf ("%d", numbers[i]));
  args = g_strv_builder_end (builder);
  return arb_event_newv (actor, verb, (const char *const *) args);
}

/* The choice the prompt offers for this entry (with its actor), or the
 * entry as given, for the engine to refuse with its reason. */
static void
enter_offered (ArbEightyPage *self,
               ArbEvent      *event)
{
  g_autoptr(ArbPrompt) prompt = arb_game_prompt (game_of (self));

  for (guint i = 0; i < prompt->choices->len; i++)
    {
      ArbChoice *choice = g_ptr_array_index (prompt->choices, i);

      if (g_str_equal (choice->event->verb, event->verb)
          && g_strv_equal ((const char *const *) choice->event->args, (const char *const *) event->args)
          && (event->actor == ARB_NO_PLAYER || event->actor == choice->event->actor))
        {
          if (submit (self, choice->event))
            entered (self);
          return;
        }
    }
  if (submit (self, event))
    entered (self);
}

/* ---- entering each kind of entry ---- */

static void
enter_centre (ArbEightyPage *self,
              gboolean       by_enter)
{
  int numbers[MAX_TYPED];
  gboolean open, junk;
  guint n = arb_eighty_read_numbers (entry_text (self), END, numbers, MAX_TYPED, &open, &junk);
  g_autoptr(ArbEvent) event = NULL;

  if (junk || n > MAX_TYPED)
    {
      g_autofree char *line = g_strdup_printf ("centre %s", entry_text (self));

      /* the engine says what is wrong with it */
      if (arb_game_page_submit (self->session, self->refusal_bar, NULL, line))
        entered (self);
      return;
    }
  if (n == 0)
    return;
  event = numbers_event (ARB_NO_PLAYER, "centre", numbers, n);
  if (!enter_with_cards (self, numbers, n, event) && by_enter)
    self->submit_after_form = form_open (self);
}

static void
enter_draft (ArbEightyPage *self,
             const char    *number)
{
  g_autoptr(ArbEvent) event = arb_event_new (ARB_NO_PLAYER, "draft", number, NULL);

  enter_offered (self, event);
}

static void
enter_reveal (ArbEightyPage *self,
              int            seat,
              int            number)
{
  g_autofree char *text = g_strdup_printf ("%d", number);
  g_autoptr(ArbEvent) event = arb_event_new (seat, "reveal", text, NULL);

  enter_with_cards (self, &number, 1, event);
}

static gboolean
enter_play (ArbEightyPage *self,
            int            actor,
            const int     *mods,
            guint          n_mods,
            int            target)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  g_auto(GStrv) args = NULL;
  g_autoptr(ArbEvent) event = NULL;

  for (guint i = 0; i < n_mods; i++)
    arb_strv_builder_take (builder, g_strdup_printf ("%+d", mods[i]));
  g_strv_builder_add (builder, player_name (self, target));
  args = g_strv_builder_end (builder);
  event = arb_event_newv (actor, "play", (const char *const *) args);
  if (!submit (self, event))
    return FALSE;
  entered (self);
  return TRUE;
}

static void
enter_line (ArbEightyPage *self)
{
  g_auto(ArbEightyLine) line;

  arb_eighty_line_read (setup_of (self), entry_text (self), &line);
  if (line.problem != NULL)
    {
      gtk_label_set_text (self->reading_label, line.problem);
      gtk_widget_add_css_class (GTK_WIDGET (self->reading_label), "error");
      return;
    }
  if (line.is_play)
    enter_play (self, line.actor, line.mods, line.n_mods, line.target);
  else if (line.number > 0)
    enter_reveal (self, line.actor, line.number);
}

static void
enter_hold (ArbEightyPage *self)
{
  g_auto(GStrv) words = g_strsplit_set (entry_text (self), " ,", -1);
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  g_auto(GStrv) args = NULL;
  g_autoptr(ArbEvent) event = NULL;

  for (guint i = 0; words[i] != NULL; i++)
    if (*words[i] != '\0')
      g_strv_builder_add (builder, words[i]);
  args = g_strv_builder_end (builder);
  if (args[0] == NULL)
    return;
  event = arb_event_newv (self->view.player, "hold", (const char *const *) args);
  if (submit (self, event))
    entered (self);
}

static gboolean
phase_is_centre (ArbEightyPage *self)
{
  return self->view.phase == ARB_EIGHTY_PHASE_SETUP || self->view.phase == ARB_EIGHTY_PHASE_CENTRE;
}

static void
on_entry_activate (ArbEightyPage *self)
{
  g_autofree char *text = g_strstrip (g_strdup (entry_text (self)));

  if (*text == '\0' || form_open (self))
    return;
  if (phase_is_centre (self))
    enter_centre (self, TRUE);
  else if (self->view.phase == ARB_EIGHTY_PHASE_DRAFT)
    enter_draft (self, text);
  else if (self->view.phase == ARB_EIGHTY_PHASE_REVEAL)
    {
      self->submit_after_form = TRUE;
      enter_line (self);
    }
  else if (self->view.phase == ARB_EIGHTY_PHASE_HOLD)
    enter_hold (self);
  /* Enter counts for the card being asked about, not for later typing */
  if (!form_open (self))
    self->submit_after_form = FALSE;
}

static void
enter_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  ArbEightyPage *self = ARB_EIGHTY_PAGE (widget);

  on_entry_activate (self);
  if (!form_open (self))
    focus_input (self);
}

/* ---- typing: what needs no Enter ---- */

/* A draft needs no Enter once it names an offered card that no other
 * offered card begins with. */
static void
evaluate_draft (ArbEightyPage *self,
                const char    *text)
{
  g_autoptr(ArbPrompt) prompt = arb_game_prompt (game_of (self));
  gboolean offered = FALSE;

  for (guint i = 0; i < prompt->choices->len; i++)
    {
      ArbChoice *choice = g_ptr_array_index (prompt->choices, i);

      if (g_str_equal (choice->event->args[0], text))
        offered = TRUE;
      else if (g_str_has_prefix (choice->event->args[0], text))
        return;
    }
  if (offered)
    enter_draft (self, text);
}

/* The centre goes in once it has every card, each one known. */
static void
evaluate_centre (ArbEightyPage *self)
{
  int numbers[MAX_TYPED];
  gboolean open, junk;
  guint n = arb_eighty_read_numbers (entry_text (self), END, numbers, MAX_TYPED, &open, &junk);
  guint complete = MIN (open ? n - 1 : n, MAX_TYPED);

  refresh (self);
  if (junk)
    return;
  for (guint i = 0; i < complete; i++)
    {
      ArbEightyCard card;

      if (askable (numbers[i]) && !known_card (self, numbers[i], &card))
        {
          ask_card (self, numbers[i]);
          return;
        }
    }
  if ((!open && n == arb_eighty_centre_places (n_players (self))) || (self->submit_after_form && n > 0))
    enter_centre (self, FALSE);
}

static void
evaluate_line (ArbEightyPage *self)
{
  g_auto(ArbEightyLine) line;
  g_autofree char *reading = NULL;
  ArbEightyCard card;

  arb_eighty_line_read (setup_of (self), entry_text (self), &line);
  reading = arb_eighty_line_reading (setup_of (self), &line, self->view.player);
  gtk_label_set_text (self->reading_label, reading);
  gtk_widget_remove_css_class (GTK_WIDGET (self->reading_label), "error");
  gtk_widget_set_visible (GTK_WIDGET (self->reading_label), *reading != '\0');
  if (line.is_play || line.problem != NULL || line.number <= 0)
    return;
  if (line.open && !self->submit_after_form)
    return;
  if (askable (line.number) && !known_card (self, line.number, &card))
    {
      ask_card (self, line.number);
      return;
    }
  enter_reveal (self, line.actor, line.number);
}

static void
evaluate_entry (ArbEightyPage *self)
{
  g_autofree char *text = g_strstrip (g_strdup (entry_text (self)));

  if (self->session == NULL || form_open (self))
    return;
  if (*text == '\0')
    {
      forget_entry (self);
      if (phase_is_centre (self))
        refresh (self);
      return;
    }
  if (phase_is_centre (self))
    evaluate_centre (self);
  else if (self->view.phase == ARB_EIGHTY_PHASE_DRAFT)
    evaluate_draft (self, text);
  else if (self->view.phase == ARB_EIGHTY_PHASE_REVEAL)
    evaluate_line (self);
}

static void
on_entry_changed (ArbEightyPage *self)
{
  if (!self->clearing)
    evaluate_entry (self);
}

/* ---- the form's answer ---- */

static void
on_form_done (ArbEightyPage *self)
{
  ArbEightyCard card;
  g_autoptr(GError) error = NULL;

  arb_eighty_card_form_get_card (self->card_form, &card);
  if (arb_catalogue_remember (store_of (self), &card, &error) == ARB_CATALOGUE_FAILED)
    {
      arb_refusal_bar_show_error (self->refusal_bar, error);
      return;
    }
  close_form (self);
  focus_input (self);
  if (self->form_row >= 0)
    {
      int seat = self->form_row;
      g_autofree char *whites = g_steal_pointer (&self->row_whites);
      g_autofree char *holds = g_steal_pointer (&self->row_holds);

      self->form_row = -1;
      self->submit_after_form = FALSE;
      arb_eighty_page_enter_cards (self, (guint) seat, whites, holds);
      return;
    }
  evaluate_entry (self);
  /* an Enter waiting for this card is spent, whatever came of it */
  if (!form_open (self))
    self->submit_after_form = FALSE;
}

/* The number asked about leaves the entry. */
static void
on_form_cancelled (ArbEightyPage *self)
{
  int number = arb_eighty_card_form_get_number (self->card_form);
  g_autofree char *needle = g_strdup_printf ("%d", number);
  g_autofree char *text = g_strdup (entry_text (self));
  char *at = g_strrstr (text, needle);

  close_form (self);
  self->submit_after_form = FALSE;
  self->form_row = -1;
  if (at != NULL)
    {
      memmove (at, at + strlen (needle), strlen (at + strlen (needle)) + 1);
      set_entry_text (self, g_strstrip (text));
    }
  refresh (self);
  focus_input (self);
}

/* ---- choices by click and by key ---- */

static void
draft_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  enter_draft (ARB_EIGHTY_PAGE (widget), g_variant_get_string (parameter, NULL));
}

static void
reveal_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  int seat, number;

  g_variant_get (parameter, "(ii)", &seat, &number);
  enter_reveal (ARB_EIGHTY_PAGE (widget), seat, number);
}

static void
append_choice (ArbEightyPage *self,
               const char    *verb)
{
  g_autoptr(ArbPrompt) prompt = arb_game_prompt (game_of (self));
  ArbChoice *choice = arb_prompt_find_choice (prompt, verb);
  g_autoptr(ArbEvent) event = NULL;

  if (choice == NULL)
    event = arb_event_new (ARB_NO_PLAYER, verb, NULL);
  if (submit (self, choice != NULL ? choice->event : event))
    entered (self);
}

static void
discard_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  append_choice (ARB_EIGHTY_PAGE (widget), "discard");
}

static void
no_hold_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  append_choice (ARB_EIGHTY_PAGE (widget), "hold");
}

static int
toggled_seat (GtkToggleButton **buttons,
              guint             n)
{
  for (guint i = 0; i < n; i++)
    if (buttons[i] != NULL && gtk_toggle_button_get_active (buttons[i]))
      return (int) i;
  return ARB_NO_PLAYER;
}

/* The Play card row, for the mouse: who, the value, on whom. */
static void
attach_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  ArbEightyPage *self = ARB_EIGHTY_PAGE (widget);
  g_autoptr(GPtrArray) words = arb_eighty_line_words (gtk_editable_get_text (GTK_EDITABLE (self->play_entry)));
  int by = toggled_seat (self->play_by, n_players (self));
  int on = toggled_seat (self->play_on, n_players (self));
  int mods[ARB_EIGHTY_LINE_MAX_MODS];
  guint n = 0;
  g_autoptr(GError) error = NULL;

  for (guint i = 0; i < words->len && n < ARB_EIGHTY_LINE_MAX_MODS; i++)
    if (arb_eighty_word_is_signed (g_ptr_array_index (words, i)))
      mods[n++] = atoi (g_ptr_array_index (words, i));
  if (by == ARB_NO_PLAYER || on == ARB_NO_PLAYER || n == 0)
    {
      g_set_error (&error, ARB_ERROR, ARB_ERROR_PARSE,
                   "parse: %s", _("choose who attached the Play card, its value with a sign (+10) and whose card it is on"));
      arb_refusal_bar_show_error (self->refusal_bar, error);
      return;
    }
  if (!enter_play (self, by, mods, n, on))
    return;
  /* a fresh row for the next Play card */
  gtk_editable_set_text (GTK_EDITABLE (self->play_entry), "");
  gtk_toggle_button_set_active (self->play_by[by], FALSE);
  gtk_toggle_button_set_active (self->play_on[on], FALSE);
}

static void
catalogue_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  ArbEightyPage *self = ARB_EIGHTY_PAGE (widget);
  GtkRoot *root = gtk_widget_get_root (widget);
  GtkWidget *window;

  if (self->catalogue_window != NULL)
    {
      gtk_window_present (self->catalogue_window);
      return;
    }
  window = arb_eighty_catalogue_window_new (GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL, store_of (self));
  self->catalogue_window = GTK_WINDOW (window);
  g_object_add_weak_pointer (G_OBJECT (window), (gpointer *) &self->catalogue_window);
  arb_widget_return_focus_on_close (window, widget);
  /* the cards being typed show what the catalogue now says */
  g_signal_connect_object (window, "destroy", G_CALLBACK (refresh), self, G_CONNECT_SWAPPED);
  gtk_window_present (GTK_WINDOW (window));
}

/* ---- keys ---- */

static gboolean
key_draft (ArbEightyPage *self,
           guint          keyval)
{
  guint c = gdk_keyval_to_unicode (gdk_keyval_to_lower (keyval));
  guint i = c - 'a';
  g_autofree char *number = NULL;

  if (c < 'a' || i >= self->view.n_centre)
    return FALSE;
  if (self->view.taker[i] != ARB_NO_PLAYER || self->view.centre[i] == END)
    return TRUE;   /* taken, or the 80: nothing to draft there */
  number = g_strdup_printf ("%d", self->view.centre[i]);
  enter_draft (self, number);
  return TRUE;
}

static gboolean
handle_key (ArbGamePage     *page,
            guint            keyval,
            GdkModifierType  state)
{
  ArbEightyPage *self = ARB_EIGHTY_PAGE (page);
  GtkWidget *focus = gtk_root_get_focus (gtk_widget_get_root (GTK_WIDGET (self)));

  if (form_open (self))
    return arb_eighty_card_form_handle_key (self->card_form, keyval);
  /* the Play card row and the score-only rows keep their keys */
  if (focus != NULL && focus != GTK_WIDGET (self)
      && !gtk_widget_is_ancestor (focus, GTK_WIDGET (self->card_entry)) && GTK_IS_EDITABLE (focus))
    return FALSE;
  /* Escape empties the entry and takes the refusal away, as in the
   * other games; with neither, it keeps its meaning elsewhere */
  if (keyval == GDK_KEY_Escape)
    {
      if (*entry_text (self) == '\0' && !arb_refusal_bar_is_shown (self->refusal_bar))
        return FALSE;
      set_entry_text (self, "");
      forget_entry (self);
      return TRUE;
    }
  switch (self->view.phase)
    {
    case ARB_EIGHTY_PHASE_DRAFT:
      return key_draft (self, keyval);
    case ARB_EIGHTY_PHASE_DISCARD:
      if (keyval == GDK_KEY_Return || keyval == GDK_KEY_KP_Enter || gdk_keyval_to_lower (keyval) == GDK_KEY_d)
        {
          gtk_widget_activate_action (GTK_WIDGET (self), "ei.discard", NULL);
          return TRUE;
        }
      return FALSE;
    default:
      return FALSE;
    }
}

/* ---- score only ---- */

static GtkWidget *
labelled (GtkWidget  *widget,
          const char *format,
          const char *name)
{
  g_autofree char *label = g_strdup_printf (format, name);

  arb_widget_set_accessible_label (widget, label);
  gtk_widget_set_valign (widget, GTK_ALIGN_CENTER);
  return widget;
}

gboolean
arb_eighty_page_enter_cards (ArbEightyPage *self,
                             guint          seat,
                             const char    *whites,
                             const char    *holds)
{
  int numbers[ARB_EIGHTY_MAX_SCORED];
  gboolean open, junk;
  guint n = arb_eighty_read_numbers (whites, END - 1, numbers, ARB_EIGHTY_MAX_SCORED, &open, &junk);
  g_auto(GStrv) hold_words = g_strsplit_set (holds, " ,", -1);
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  g_auto(GStrv) args = NULL;
  g_autoptr(ArbEvent) event = NULL;
  gboolean ok;

  g_return_val_if_fail (ARB_IS_EIGHTY_PAGE (self), FALSE);
  if (junk)
    {
      g_autofree char *line = g_strdup_printf ("%s: cards %s", player_name (self, (int) seat), whites);

      return arb_game_page_submit (self->session, self->refusal_bar, NULL, line);
    }
  n = MIN (n, ARB_EIGHTY_MAX_SCORED);
  for (guint i = 0; i < n; i++)
    arb_strv_builder_take (builder, g_strdup_printf ("%d", numbers[i]));
  if (hold_words[0] != NULL)
    g_strv_builder_add (builder, "hold");
  for (guint i = 0; hold_words[i] != NULL; i++)
    if (*hold_words[i] != '\0')
      g_strv_builder_add (builder, hold_words[i]);
  args = g_strv_builder_end (builder);
  if (args[0] != NULL && g_str_equal (args[0], "hold") && args[1] == NULL)
    g_clear_pointer (&args[0], g_free);
  event = arb_event_newv ((int) seat, "cards", (const char *const *) args);
  /* if a new card is asked for, these cards go in once it is known */
  self->form_row = (int) seat;
  g_free (self->row_whites);
  self->row_whites = g_strdup (whites);
  g_free (self->row_holds);
  self->row_holds = g_strdup (holds);
  ok = enter_with_cards (self, numbers, n, event);
  if (ok || !form_open (self))
    {
      self->form_row = -1;
      g_clear_pointer (&self->row_whites, g_free);
      g_clear_pointer (&self->row_holds, g_free);
    }
  return ok;
}

static void
submit_row (ArbEightyPage *self,
            guint          seat)
{
  for (GtkWidget *row = gtk_widget_get_first_child (GTK_WIDGET (self->form_list)); row != NULL;
       row = gtk_widget_get_next_sibling (row))
    if (GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (row), "seat")) == seat)
      {
        GtkEditable *whites = g_object_get_data (G_OBJECT (row), "whites");
        GtkEditable *holds = g_object_get_data (G_OBJECT (row), "holds");

        arb_eighty_page_enter_cards (self, seat, gtk_editable_get_text (whites), gtk_editable_get_text (holds));
        return;
      }
}

static void
on_row_submit (GtkWidget *row)
{
  ArbEightyPage *self = ARB_EIGHTY_PAGE (gtk_widget_get_ancestor (row, ARB_TYPE_EIGHTY_PAGE));

  submit_row (self, GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (row), "seat")));
}

static GtkWidget *
cards_row (ArbEightyPage *self,
           guint          seat)
{
  const char *name = player_name (self, (int) seat);
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *whites = labelled (gtk_entry_new (), _("%s’s scored white cards"), name);
  GtkWidget *holds = labelled (gtk_entry_new (), _("%s’s Hold cards"), name);
  GtkWidget *enter = labelled (gtk_button_new_with_label (_("Enter")), _("Enter %s’s cards"), name);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), name);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), _("Scored white cards, then Hold cards"));
  gtk_entry_set_placeholder_text (GTK_ENTRY (whites), "12 36 58");
  gtk_entry_set_placeholder_text (GTK_ENTRY (holds), "2+moon star");
  gtk_editable_set_width_chars (GTK_EDITABLE (whites), 14);
  gtk_editable_set_width_chars (GTK_EDITABLE (holds), 12);
  gtk_widget_add_css_class (enter, "suggested-action");
  g_object_set_data (G_OBJECT (row), "whites", whites);
  g_object_set_data (G_OBJECT (row), "holds", holds);
  g_object_set_data (G_OBJECT (row), "seat", GUINT_TO_POINTER (seat));
  g_signal_connect_swapped (whites, "activate", G_CALLBACK (gtk_widget_grab_focus), holds);
  g_signal_connect_swapped (holds, "activate", G_CALLBACK (on_row_submit), row);
  g_signal_connect_swapped (enter, "clicked", G_CALLBACK (on_row_submit), row);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), whites);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), holds);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), enter);
  return row;
}

static void
refresh_form_list (ArbEightyPage *self)
{
  gboolean score_only = setup_of (self)->score_only;
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->form_list))) != NULL)
    gtk_list_box_remove (self->form_list, child);
  gtk_widget_set_visible (GTK_WIDGET (self->form_list), score_only && self->view.phase == ARB_EIGHTY_PHASE_CARDS);
  if (!score_only)
    return;
  for (guint i = 0; i < n_players (self); i++)
    if (!self->view.holds_entered[i])
      gtk_list_box_append (self->form_list, cards_row (self, i));
}

/* ---- drawing the centre ---- */

static GtkWidget *
centre_cell (ArbEightyPage *self,
             int            number,
             gboolean       typed,
             const char    *caption,
             const char    *badge,
             gboolean       faded,
             gboolean       rules)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  guint places = arb_eighty_centre_places (n_players (self));
  GtkWidget *view = arb_eighty_card_view_new (places > 5 ? CENTRE_HEIGHT_SIX : CENTRE_HEIGHT);
  GtkWidget *label = gtk_label_new (caption != NULL ? caption : "");
  ArbEightyCard card;

  if (number < 0)
    arb_eighty_card_view_set_back (ARB_EIGHTY_CARD_VIEW (view));
  else if (number == 0)
    arb_eighty_card_view_set_empty (ARB_EIGHTY_CARD_VIEW (view));
  else if (known_card (self, number, &card))
    arb_eighty_card_view_set_card (ARB_EIGHTY_CARD_VIEW (view), &card);
  else
    arb_eighty_card_view_set_number (ARB_EIGHTY_CARD_VIEW (view), number);
  arb_eighty_card_view_set_badge (ARB_EIGHTY_CARD_VIEW (view), badge);
  arb_eighty_card_view_set_faded (ARB_EIGHTY_CARD_VIEW (view), faded);
  gtk_widget_set_halign (view, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (label, "caption-heading");
  gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
  gtk_label_set_max_width_chars (GTK_LABEL (label), 12);
  gtk_box_append (GTK_BOX (box), view);
  gtk_box_append (GTK_BOX (box), label);
  if (rules)
    gtk_widget_add_css_class (box, "rule-card");
  if (typed)
    gtk_widget_add_css_class (box, "typed-card");
  return box;
}

static void
add_centre (ArbEightyPage *self,
            GtkWidget     *cell,
            int            draftable,
            GString       *words)
{
  GtkWidget *child = cell;
  ArbEightyCardView *view = ARB_EIGHTY_CARD_VIEW (gtk_widget_get_first_child (cell));

  g_string_append_printf (words, "%s%s", words->len > 0 ? "; " : "", arb_eighty_card_view_get_words (view));
  if (draftable > 0)
    {
      g_autofree char *number = g_strdup_printf ("%d", draftable);
      g_autofree char *label = g_strdup_printf (_("Draft the %d"), draftable);

      child = gtk_button_new ();
      gtk_button_set_child (GTK_BUTTON (child), cell);
      gtk_actionable_set_action_name (GTK_ACTIONABLE (child), "ei.draft");
      gtk_actionable_set_action_target (GTK_ACTIONABLE (child), "s", number);
      gtk_widget_set_focus_on_click (child, FALSE);
      gtk_widget_add_css_class (child, "flat");
      gtk_widget_add_css_class (child, "centre-button");
      arb_widget_set_accessible_label (child, label);
      arb_widget_set_tooltip_text (child, label);
    }
  arb_flow_box_append_unfocusable (self->centre_flow, child);
}

/* While the centre is typed: the cards so far and the places left,
 * never more than the centre's places (what is typed past them is said
 * under the entry, refresh_centre_reading()). */
static void
fill_typed_centre (ArbEightyPage *self,
                   GString       *words)
{
  int numbers[MAX_TYPED];
  gboolean open, junk;
  guint n = MIN (arb_eighty_read_numbers (entry_text (self), END, numbers, MAX_TYPED, &open, &junk), MAX_TYPED);
  guint places = arb_eighty_centre_places (n_players (self));

  for (guint i = 0; i < places; i++)
    add_centre (self, centre_cell (self, i < n ? numbers[i] : 0, i < n, NULL, NULL, FALSE, FALSE), 0, words);
}

/* A player's card this round: face down until revealed, with the
 * Play cards on it and then its effective value. */
static void
add_round_card (ArbEightyPage *self,
                int            p,
                GString       *words)
{
  const ArbEightyView *v = &self->view;
  GtkWidget *cell = centre_cell (self, v->revealed[p] != 0 ? v->revealed[p] : -1, FALSE,
                                 player_name (self, p), NULL, FALSE, FALSE);
  g_autoptr(GString) plays = g_string_new (NULL);
  g_autofree char *value = NULL;
  GtkWidget *label;

  for (guint k = 0; k < v->n_plays; k++)
    if (v->plays[k].target == p)
      g_string_append_printf (plays, "%s%+d %s", plays->len > 0 ? " " : "", v->plays[k].modifier,
                              player_name (self, v->plays[k].attacher));
  if (v->revealed[p] != 0 && v->n_plays_on[p] > 0)
    value = g_strdup_printf ("%+d = %d", v->modifier[p], v->effective[p]);
  else if (v->revealed[p] == 0)
    value = g_strdup (plays->len > 0 ? plays->str : _("to reveal"));
  else
    value = g_strdup ("");
  label = gtk_label_new (value);
  gtk_widget_add_css_class (label, "caption");
  gtk_widget_add_css_class (label, "numeric");
  gtk_box_append (GTK_BOX (cell), label);
  add_centre (self, cell, 0, words);
  g_string_append_printf (words, " (%s%s%s)", player_name (self, p), *value != '\0' ? ", " : "", value);
}

static void
fill_round (ArbEightyPage *self,
            GString       *words)
{
  add_centre (self, centre_cell (self, self->view.rule_card, FALSE, _("rules the round"), NULL, FALSE, TRUE),
              0, words);
  for (guint i = 0; i < n_players (self); i++)
    add_round_card (self, (int) i, words);
}

static void
fill_centre (ArbEightyPage *self,
             GString       *words)
{
  const ArbEightyView *v = &self->view;

  for (guint i = 0; i < v->n_centre; i++)
    {
      gboolean taken = v->taker[i] != ARB_NO_PLAYER;
      gboolean rules = v->rule_card != 0 && v->centre[i] == v->rule_card;
      gboolean draftable = v->phase == ARB_EIGHTY_PHASE_DRAFT && !taken && v->centre[i] != END;
      char badge[2] = { (char) ('A' + i), '\0' };
      const char *caption = taken ? player_name (self, v->taker[i])
                            : rules ? _("rules the round") : v->centre[i] == END ? _("the last round") : NULL;

      add_centre (self, centre_cell (self, v->centre[i], FALSE, caption, draftable ? badge : NULL,
                                     taken, rules),
                  draftable ? v->centre[i] : 0, words);
    }
}

static void
refresh_rule (ArbEightyPage *self)
{
  ArbEightyCard card;
  g_autofree char *rule = NULL;
  g_autofree char *text = NULL;

  if (self->view.rule_card == 0 || !record_card (self, self->view.rule_card, &card))
    {
      gtk_widget_set_visible (GTK_WIDGET (self->rule_label), FALSE);
      return;
    }
  rule = arb_eighty_rule_text (card.icon, card.icon_symbol);
  text = g_strdup_printf (_("The %d is left in the centre and rules this round: %s"), card.number, rule);
  gtk_label_set_text (self->rule_label, text);
  gtk_widget_set_visible (GTK_WIDGET (self->rule_label), TRUE);
}

/* The centre is typed into the entry (not in a score-only game). */
static gboolean
typing_centre (ArbEightyPage *self)
{
  return phase_is_centre (self) && !setup_of (self)->score_only;
}

static void
refresh_centre (ArbEightyPage *self)
{
  g_autoptr(GString) words = g_string_new (NULL);
  GtkFlowBoxChild *child;
  gboolean typing = typing_centre (self);

  while ((child = gtk_flow_box_get_child_at_index (self->centre_flow, 0)) != NULL)
    gtk_flow_box_remove (self->centre_flow, GTK_WIDGET (child));
  if (typing)
    fill_typed_centre (self, words);
  else if (self->view.phase == ARB_EIGHTY_PHASE_REVEAL && self->view.rule_card != 0)
    fill_round (self, words);
  else
    fill_centre (self, words);
  gtk_widget_set_visible (self->centre_box, typing || self->view.n_centre > 0);
  g_free (self->centre_words);
  self->centre_words = g_strdup (words->str);
  refresh_rule (self);
}

/* ---- drawing the input ---- */

static const char *
input_page (ArbEightyPage *self,
            const ArbPrompt *prompt)
{
  if (prompt->finished)
    return "over";
  switch (self->view.phase)
    {
    case ARB_EIGHTY_PHASE_DISCARD:
      return "discard";
    case ARB_EIGHTY_PHASE_CARDS:
      return "none";
    default:
      return "entry";
    }
}

static void
set_entry_words (ArbEightyPage *self,
                 const char    *placeholder,
                 const char    *accessible,
                 const char    *button)
{
  g_auto(GStrv) parts = g_strsplit (button, "_", -1);
  g_autofree char *plain = g_strjoinv ("", parts);

  gtk_entry_set_placeholder_text (self->card_entry, placeholder);
  /* a phone's shorter entry may cut the example short: it stays here */
  arb_widget_set_tooltip_text (GTK_WIDGET (self->card_entry), placeholder);
  arb_widget_set_accessible_label (GTK_WIDGET (self->card_entry), accessible);
  gtk_button_set_label (self->enter_button, button);
  arb_widget_set_accessible_label (GTK_WIDGET (self->enter_button), plain);
}

static char *
hint_text (ArbEightyPage *self)
{
  const char *name = self->view.player != ARB_NO_PLAYER ? player_name (self, self->view.player) : "";
  char last = (char) ('A' + MAX (self->view.n_centre, 1) - 1);

  switch (self->view.phase)
    {
    case ARB_EIGHTY_PHASE_SETUP:
    case ARB_EIGHTY_PHASE_CENTRE:
      return g_strdup_printf (_("Type the %u centre cards, with blanks or without (2347 is 23 and 47); they go in once all are there. A card new to the catalogue asks for its attributes once."),
                              arb_eighty_centre_places (n_players (self)));
    case ARB_EIGHTY_PHASE_DRAFT:
      return g_strdup_printf (_("A to %c drafts that card for %s, or type its number, or click it"), last, name);
    case ARB_EIGHTY_PHASE_REVEAL:
      return g_strdup_printf (_("Type each revealed number (%s’s first; another player’s with their name first, c47); a Play card as who, value, whose card: a+10b, then Enter"),
                              name);
    case ARB_EIGHTY_PHASE_DISCARD:
      return g_strdup_printf (_("Enter or D: %s discards %d"), name, self->view.discard_due);
    case ARB_EIGHTY_PHASE_HOLD:
      return g_strdup_printf (_("%s’s Hold cards: a bonus, a symbol or both, such as 2+moon star, then Enter; or No Hold Cards (Alt+N)"),
                              name);
    case ARB_EIGHTY_PHASE_CARDS:
      return g_strdup (_("Each player’s scored white cards (numbers), then their Hold cards; a card new to the catalogue asks for its attributes once"));
    default:
      return g_strdup ("");
    }
}

static GtkWidget *
choice_button (const char *label,
               const char *accessible,
               const char *action,
               GVariant   *target)
{
  GtkWidget *button = gtk_button_new_with_mnemonic (label);

  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), action);
  if (target != NULL)
    gtk_actionable_set_action_target_value (GTK_ACTIONABLE (button), target);
  arb_widget_set_accessible_label (button, accessible);
  arb_widget_set_tooltip_text (button, accessible);
  gtk_widget_set_focus_on_click (button, FALSE);
  gtk_widget_add_css_class (button, "pill");
  return button;
}

static void
add_choice (ArbEightyPage *self,
            GtkWidget     *button)
{
  arb_flow_box_append_unfocusable (self->choice_flow, button);
}

/* The reveals the prompt offers (drafted cards in hand), and No Hold. */
static void
fill_choices (ArbEightyPage   *self,
              const ArbPrompt *prompt)
{
  GtkFlowBoxChild *child;

  while ((child = gtk_flow_box_get_child_at_index (self->choice_flow, 0)) != NULL)
    gtk_flow_box_remove (self->choice_flow, GTK_WIDGET (child));
  for (guint i = 0; i < prompt->choices->len; i++)
    {
      ArbChoice *choice = g_ptr_array_index (prompt->choices, i);

      if (arb_event_is (choice->event, "reveal"))
        {
          g_autofree char *accessible = g_strdup_printf (_("%s reveals the %s"), player_name (self, choice->event->actor),
                                                          choice->event->args[0]);

          add_choice (self, choice_button (choice->label, accessible, "ei.reveal",
                                           g_variant_new ("(ii)", choice->event->actor,
                                                          atoi (choice->event->args[0]))));
        }
      else if (arb_event_is (choice->event, "hold"))
        add_choice (self, choice_button (_("No Hold Cards"), _("No Hold cards (Alt+N)"), "ei.no-hold", NULL));
    }
  gtk_widget_set_visible (GTK_WIDGET (self->choice_flow), gtk_flow_box_get_child_at_index (self->choice_flow, 0) != NULL);
}

static void
refresh_entry_words (ArbEightyPage *self)
{
  switch (self->view.phase)
    {
    case ARB_EIGHTY_PHASE_SETUP:
    case ARB_EIGHTY_PHASE_CENTRE:
      set_entry_words (self, _("The centre, such as 23 47 58 71"), _("The centre’s cards"), _("_Reveal"));
      break;
    case ARB_EIGHTY_PHASE_DRAFT:
      set_entry_words (self, _("Or the number drafted"), _("The card drafted"), _("_Draft"));
      break;
    case ARB_EIGHTY_PHASE_REVEAL:
      set_entry_words (self, _("Revealed card, or a Play card: a+10b"), _("A revealed card or a Play card"), _("_Enter"));
      break;
    case ARB_EIGHTY_PHASE_HOLD:
      set_entry_words (self, _("Hold cards, such as 2+moon star"), _("The Hold cards"), _("_Enter"));
      break;
    default:
      break;
    }
}

/* What is typed for the centre and cannot make one, said in a line
 * under the entry: the preview above keeps to the centre's places. */
static void
refresh_centre_reading (ArbEightyPage *self)
{
  int numbers[MAX_TYPED];
  gboolean open, junk;
  guint n = arb_eighty_read_numbers (entry_text (self), END, numbers, MAX_TYPED, &open, &junk);
  guint places = arb_eighty_centre_places (n_players (self));
  g_autofree char *text = NULL;

  if (junk)
    text = g_strdup (_("Only card numbers go in the centre, with blanks or commas between them"));
  else if (n > places)
    text = g_strdup_printf (_("The centre takes %u cards; %u numbers are typed"), places, n);
  gtk_label_set_text (self->reading_label, text != NULL ? text : "");
  gtk_widget_add_css_class (GTK_WIDGET (self->reading_label), "error");
  gtk_widget_set_visible (GTK_WIDGET (self->reading_label), text != NULL);
}

static void
refresh_input (ArbEightyPage   *self,
               const ArbPrompt *prompt)
{
  const char *page = input_page (self, prompt);
  g_autofree char *hint = hint_text (self);
  g_autofree char *discard = g_strdup_printf (_("_Discard %d"), self->view.discard_due);
  g_autofree char *discard_words = g_strdup_printf (_("%s discards %d black cards"),
                                                    self->view.player != ARB_NO_PLAYER
                                                    ? player_name (self, self->view.player) : "",
                                                    self->view.discard_due);
  ArbEightyPhase phase = self->view.phase;

  gtk_stack_set_visible_child_name (self->input_stack, page);
  gtk_widget_set_visible (GTK_WIDGET (self->input_stack), !g_str_equal (page, "none"));
  refresh_entry_words (self);
  gtk_button_set_label (self->discard_button, discard);
  arb_widget_set_accessible_label (GTK_WIDGET (self->discard_button), discard_words);
  fill_choices (self, prompt);
  if (typing_centre (self))
    refresh_centre_reading (self);
  else if (phase != ARB_EIGHTY_PHASE_REVEAL || *entry_text (self) == '\0')
    gtk_widget_set_visible (GTK_WIDGET (self->reading_label), FALSE);
  gtk_label_set_text (self->hint_label, hint);
  gtk_widget_set_visible (GTK_WIDGET (self->hint_label), *hint != '\0');
  gtk_widget_set_visible (GTK_WIDGET (self->play_expander), phase == ARB_EIGHTY_PHASE_REVEAL);
  arb_refusal_bar_set_anchor (self->refusal_bar,
                              g_str_equal (page, "entry") ? self->entry_box
                              : g_str_equal (page, "discard") ? GTK_WIDGET (self->discard_button)
                              : setup_of (self)->score_only ? GTK_WIDGET (self->form_list)
                              : GTK_WIDGET (self->input_stack));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "ei.enter", g_str_equal (page, "entry"));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "ei.draft", phase == ARB_EIGHTY_PHASE_DRAFT);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "ei.reveal", phase == ARB_EIGHTY_PHASE_REVEAL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "ei.attach", phase == ARB_EIGHTY_PHASE_REVEAL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "ei.discard", phase == ARB_EIGHTY_PHASE_DISCARD);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "ei.no-hold", phase == ARB_EIGHTY_PHASE_HOLD);
}

/* ---- the status line ---- */

static void
refresh_status (ArbEightyPage   *self,
                const ArbPrompt *prompt)
{
  const ArbEightyView *v = &self->view;
  g_autoptr(GString) text = g_string_new (NULL);

  if (setup_of (self)->score_only)
    g_string_append (text, _("Score only: each player’s scored cards and Hold cards"));
  else
    {
      if (v->round > 0)
        g_string_append_printf (text, _("Round %u · "), v->round);
      g_string_append_printf (text, _("white deck %d · black deck %d, discard pile %d"),
                              v->white_deck, v->black_deck, v->black_discard);
      if (v->reshuffles > 0)
        g_string_append_printf (text, g_dngettext (GETTEXT_PACKAGE, " · reshuffled once", " · reshuffled %u times",
                                                   v->reshuffles), v->reshuffles);
    }
  gtk_label_set_text (self->status_label, text->str);
  gtk_widget_set_visible (GTK_WIDGET (self->last_label), v->last_round && v->phase != ARB_EIGHTY_PHASE_HOLD
                                                        && !prompt->finished);
  gtk_label_set_text (self->note_label, self->note != NULL ? self->note : "");
  gtk_widget_set_visible (self->note_box, self->note != NULL);
}

/* ---- the last resolution ---- */

/* The event that resolved the round shown, and where its story ends:
 * the n-th reveal after that round's centre, up to the next centre. */
static gboolean
find_resolution_events (ArbEightyPage *self,
                        guint         *from,
                        guint         *to)
{
  ArbGame *game = game_of (self);
  guint n = arb_game_get_n_events (game), centres = 0;
  int centre_at[2] = { -1, -1 };

  for (guint i = n; i-- > 0 && centres < 2;)
    if (arb_event_is (arb_game_get_event (game, i), "centre"))
      centre_at[centres++] = (int) i;
  for (guint k = 0; k < centres; k++)
    {
      guint reveals = 0;
      guint end = k == 0 ? n : (guint) centre_at[0];

      for (guint i = (guint) centre_at[k] + 1; i < end; i++)
        if (arb_event_is (arb_game_get_event (game, i), "reveal") && ++reveals == n_players (self))
          {
            *from = i;
            *to = end;
            return TRUE;
          }
    }
  return FALSE;
}

/* The engine's words for the round, a step a line: the rule, what is
 * discarded, what is scored, then the draws and the cleanup. */
static char *
resolution_story (ArbEightyPage *self)
{
  ArbGame *game = game_of (self);
  const char *const *names = (const char *const *) setup_of (self)->players;
  g_autofree char *whole = arb_eighty_resolution_text (&self->view.resolution, names);
  g_auto(GStrv) steps = arb_eighty_resolution_steps (&self->view.resolution, names);
  g_autoptr(GString) out = g_string_new (NULL);
  guint from, to;

  if (!find_resolution_events (self, &from, &to))
    return g_strjoinv ("\n", steps);
  for (guint i = from; i < to; i++)
    {
      const ArbEvent *event = arb_game_get_event (game, i);
      g_auto(GStrv) parts = NULL;

      /* the reveal that resolved, and the discards between the draws */
      if (i > from && !arb_event_is (event, "discard"))
        continue;
      parts = g_strsplit (arb_game_get_description (game, i), " · ", -1);
      for (guint k = i == from ? 1 : 0; parts[k] != NULL; k++)
        {
          g_autofree char *joined = g_str_equal (parts[k], whole) ? g_strjoinv ("\n", steps) : NULL;
          const char *part = joined != NULL ? joined : parts[k];

          g_string_append_printf (out, "%s%c%s", out->len > 0 ? "\n" : "", g_ascii_toupper (part[0]), part + 1);
        }
    }
  return g_string_free (g_steal_pointer (&out), FALSE);
}

static GtkWidget *
resolved_cell (ArbEightyPage       *self,
               const ArbEightyResolution *r,
               guint                i)
{
  const ArbEightyEntry *e = &r->entries[i];
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *view = arb_eighty_card_view_new (RESOLVED_HEIGHT);
  g_autofree char *card_text = arb_eighty_entry_text (e);
  g_autofree char *value = e->n_plays > 0 ? g_strdup_printf ("%s = %d", card_text, r->value[i]) : g_strdup (card_text);
  GtkWidget *owner = gtk_label_new (e->seat == ARB_EIGHTY_CENTRE_SEAT ? _("centre") : player_name (self, e->seat));
  GtkWidget *value_label = gtk_label_new (value);
  ArbEightyCard card;

  if (record_card (self, e->number, &card))
    arb_eighty_card_view_set_card (ARB_EIGHTY_CARD_VIEW (view), &card);
  else
    arb_eighty_card_view_set_number (ARB_EIGHTY_CARD_VIEW (view), e->number);
  arb_eighty_card_view_set_fate (ARB_EIGHTY_CARD_VIEW (view),
                                 r->discarded[i] ? ARB_EIGHTY_FATE_DISCARDED
                                 : e->seat == ARB_EIGHTY_CENTRE_SEAT ? ARB_EIGHTY_FATE_NONE
                                 : ARB_EIGHTY_FATE_SCORED);
  gtk_widget_set_halign (view, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (owner, "caption-heading");
  gtk_label_set_ellipsize (GTK_LABEL (owner), PANGO_ELLIPSIZE_END);
  gtk_label_set_max_width_chars (GTK_LABEL (owner), 9);
  gtk_widget_add_css_class (value_label, "caption");
  gtk_widget_add_css_class (value_label, "numeric");
  gtk_box_append (GTK_BOX (box), view);
  gtk_box_append (GTK_BOX (box), owner);
  gtk_box_append (GTK_BOX (box), value_label);
  return box;
}

static void
refresh_resolution (ArbEightyPage *self)
{
  const ArbEightyResolution *r = &self->view.resolution;
  /* while the next round's cards are revealed, the last one is history
   * (in the log): the room goes to the round in play */
  gboolean shown = self->view.has_resolution && !setup_of (self)->score_only
                   && self->view.phase != ARB_EIGHTY_PHASE_REVEAL;
  GtkFlowBoxChild *child;
  g_autofree char *title = NULL;

  gtk_widget_set_visible (self->resolution_box, shown);
  g_clear_pointer (&self->steps, g_free);
  if (!shown)
    return;
  while ((child = gtk_flow_box_get_child_at_index (self->resolution_flow, 0)) != NULL)
    gtk_flow_box_remove (self->resolution_flow, GTK_WIDGET (child));
  gtk_flow_box_set_min_children_per_line (self->resolution_flow, self->narrow ? MIN (r->n_entries, 3) : r->n_entries);
  for (guint i = 0; i < r->n_entries; i++)
    {
      GtkWidget *cell = resolved_cell (self, r, i);

      arb_flow_box_append_unfocusable (self->resolution_flow, cell);
    }
  title = g_strdup_printf (_("Round %u, resolved"), self->view.resolved_round);
  gtk_label_set_text (self->resolution_title, title);
  self->steps = resolution_story (self);
  gtk_label_set_text (self->steps_label, self->steps);
}

/* ---- the seats ---- */

static guint
cards_of (ArbEightyPage *self,
          const int     *numbers,
          guint          n,
          ArbEightyCard *out)
{
  for (guint i = 0; i < n; i++)
    if (!record_card (self, numbers[i], &out[i]))
      {
        memset (&out[i], 0, sizeof out[i]);
        out[i].number = numbers[i];
      }
  return n;
}

static char *
plays_on (ArbEightyPage *self,
          int            seat)
{
  GString *out = g_string_new (NULL);

  for (guint k = 0; k < self->view.n_plays; k++)
    if (self->view.plays[k].target == seat)
      g_string_append_printf (out, "%s%+d from %s", out->len > 0 ? ", " : "", self->view.plays[k].modifier,
                              player_name (self, self->view.plays[k].attacher));
  if (out->len == 0)
    return (g_string_free (out, TRUE), NULL);
  return g_string_free (out, FALSE);
}

static char *
holds_text (const ArbEightyView *v,
            int                  seat)
{
  GString *out;

  if (!v->holds_entered[seat])
    return NULL;
  out = g_string_new (NULL);
  for (guint i = 0; i < v->n_holds[seat]; i++)
    {
      g_autofree char *word = arb_eighty_hold_format (&v->holds[seat][i]);

      g_string_append_printf (out, "%s%s", i > 0 ? " " : "", word);
    }
  if (v->n_holds[seat] == 0)
    g_string_append (out, _("none"));
  return g_string_free (out, FALSE);
}

static void
update_seat (ArbEightyPage   *self,
             ArbEightySeat   *seat,
             int              p,
             const ArbPrompt *prompt,
             const ArbScore  *score)
{
  const ArbEightyView *v = &self->view;
  ArbEightyCard known[ARB_EIGHTY_MAX_HAND], scored[ARB_EIGHTY_MAX_SCORED], revealed;
  ArbEightySets sets;
  g_autofree char *plays = plays_on (self, p);
  g_autofree char *holds = holds_text (v, p);
  ArbEightySeatInfo info = { 0 };
  gboolean in_reveal = v->phase == ARB_EIGHTY_PHASE_REVEAL && v->rule_card != 0;

  arb_eighty_player_sets (setup_of (self), arb_game_get_state (game_of (self)), (guint) p, &sets);
  info.name = player_name (self, p);
  info.to_act = !prompt->finished && prompt->player == p;
  info.first = !setup_of (self)->score_only && v->round > 0 && !prompt->finished && v->first_player == p
               && v->phase != ARB_EIGHTY_PHASE_HOLD;
  info.points = ((ArbPlayerScore *) g_ptr_array_index (score->players, p))->total;
  info.n_known = cards_of (self, v->known[p], v->n_known[p], known);
  info.known = known;
  info.unknown = v->unknown[p];
  info.black = v->black[p];
  info.drew = v->drew[p];
  info.choosing = in_reveal && v->revealed[p] == 0;
  if (in_reveal && v->revealed[p] != 0 && record_card (self, v->revealed[p], &revealed))
    info.revealed = &revealed;
  info.plays = in_reveal ? plays : NULL;
  info.effective = v->effective[p];
  info.n_scored = cards_of (self, v->scored[p], v->n_scored[p], scored);
  info.scored = scored;
  info.white_points = v->white_points[p];
  info.sets = &sets;
  info.holds = holds;
  info.score_only = setup_of (self)->score_only;
  arb_eighty_seat_update (seat, &info);
}

static void
refresh_seats (ArbEightyPage   *self,
               const ArbPrompt *prompt,
               const ArbScore  *score)
{
  for (guint i = 0; i < n_players (self); i++)
    {
      GtkFlowBoxChild *cell = gtk_flow_box_get_child_at_index (self->seats_box, (int) i);
      GtkWidget *seat = cell != NULL ? gtk_flow_box_child_get_child (cell) : NULL;

      if (seat == NULL)
        {
          seat = arb_eighty_seat_new ();
          arb_flow_box_append_unfocusable (self->seats_box, seat);
        }
      update_seat (self, ARB_EIGHTY_SEAT (seat), (int) i, prompt, score);
    }
}

/* ---- the Play card row, for the mouse ---- */

static void
on_play_toggled (GtkToggleButton *button,
                 gpointer         data)
{
  GtkToggleButton **group = data;

  if (!gtk_toggle_button_get_active (button))
    return;
  for (guint i = 0; i < ARB_EIGHTY_MAX_PLAYERS; i++)
    if (group[i] != NULL && group[i] != button)
      gtk_toggle_button_set_active (group[i], FALSE);
}

static GtkWidget *
player_toggles (ArbEightyPage    *self,
                const char       *title,
                const char       *format,
                GtkToggleButton **group)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 4);
  GtkWidget *label = gtk_label_new (title);

  gtk_widget_add_css_class (label, "caption-heading");
  gtk_label_set_width_chars (GTK_LABEL (label), 6);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_box_append (GTK_BOX (box), label);
  for (guint i = 0; i < n_players (self); i++)
    {
      GtkWidget *button = gtk_toggle_button_new_with_label (player_name (self, (int) i));
      g_autofree char *accessible = g_strdup_printf (format, player_name (self, (int) i));

      arb_widget_set_accessible_label (button, accessible);
      g_signal_connect (button, "toggled", G_CALLBACK (on_play_toggled), group);
      group[i] = GTK_TOGGLE_BUTTON (button);
      gtk_box_append (GTK_BOX (box), button);
    }
  return box;
}

static void
add_play_part (ArbEightyPage *self,
               GtkWidget     *part)
{
  gtk_widget_set_halign (part, GTK_ALIGN_START);
  gtk_box_append (self->play_parts, part);
}

static void
build_play_row (ArbEightyPage *self)
{
  GtkWidget *mod = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 4);
  GtkWidget *mod_label = gtk_label_new (_("Value"));
  GtkWidget *attach = gtk_button_new_with_mnemonic (_("_Attach"));

  add_play_part (self, player_toggles (self, _("By"), _("Attached by %s"), self->play_by));
  self->play_entry = GTK_ENTRY (gtk_entry_new ());
  gtk_entry_set_placeholder_text (self->play_entry, "+10");
  gtk_editable_set_width_chars (GTK_EDITABLE (self->play_entry), 6);
  arb_widget_set_accessible_label (GTK_WIDGET (self->play_entry), _("The Play card’s value, with its sign"));
  gtk_widget_add_css_class (mod_label, "caption-heading");
  gtk_label_set_width_chars (GTK_LABEL (mod_label), 6);
  gtk_label_set_xalign (GTK_LABEL (mod_label), 0);
  gtk_box_append (GTK_BOX (mod), mod_label);
  gtk_box_append (GTK_BOX (mod), GTK_WIDGET (self->play_entry));
  add_play_part (self, mod);
  add_play_part (self, player_toggles (self, _("On"), _("On %s’s card"), self->play_on));
  gtk_actionable_set_action_name (GTK_ACTIONABLE (attach), "ei.attach");
  arb_widget_set_accessible_label (attach, _("Attach the Play card"));
  gtk_widget_add_css_class (attach, "suggested-action");
  g_signal_connect_swapped (self->play_entry, "activate", G_CALLBACK (gtk_widget_activate), attach);
  add_play_part (self, attach);
}

/* ---- refresh ---- */

static void
refresh (ArbEightyPage *self)
{
  g_autoptr(ArbPrompt) prompt = NULL;
  g_autoptr(ArbScore) score = NULL;

  if (self->session == NULL)
    return;
  prompt = arb_game_prompt (game_of (self));
  score = arb_game_score (game_of (self));

  gtk_label_set_text (self->prompt_label, prompt->text);
  refresh_status (self, prompt);
  refresh_centre (self);
  refresh_input (self, prompt);
  refresh_resolution (self);
  refresh_seats (self, prompt, score);
}

static void
reload (ArbEightyPage *self)
{
  arb_eighty_get_view (setup_of (self), arb_game_get_state (game_of (self)), &self->view);
  if (form_open (self) && self->form_row < 0 && !phase_is_centre (self)
      && self->view.phase != ARB_EIGHTY_PHASE_REVEAL)
    close_form (self);
  refresh_form_list (self);
  refresh (self);
}

static void
focus_input (ArbEightyPage *self)
{
  const char *page = gtk_stack_get_visible_child_name (self->input_stack);
  GtkWidget *first_row = gtk_widget_get_first_child (GTK_WIDGET (self->form_list));

  if (form_open (self))
    arb_eighty_card_form_focus (self->card_form);
  else if (setup_of (self)->score_only && first_row != NULL)
    gtk_widget_grab_focus (g_object_get_data (G_OBJECT (first_row), "whites"));
  else if (g_strcmp0 (page, "entry") == 0)
    gtk_entry_grab_focus_without_selecting (self->card_entry);
  else if (g_strcmp0 (page, "over") == 0)
    gtk_widget_grab_focus (GTK_WIDGET (self->over_button));
  else
    gtk_widget_grab_focus (GTK_WIDGET (self));
}

/* ---- wide and narrow ---- */

/* From this window width the seats stand beside the table. */
#define WIDE_WIDTH 1000
#define SEATS_WIDTH 360
/* Below this the centre goes two to a line and the entry is shorter. */
#define NARROW_WIDTH 540

static void
set_wide (ArbEightyPage *self,
          gboolean       wide)
{
  self->wide = wide;
  gtk_orientable_set_orientation (GTK_ORIENTABLE (self->table_box),
                                  wide ? GTK_ORIENTATION_HORIZONTAL : GTK_ORIENTATION_VERTICAL);
  gtk_flow_box_set_max_children_per_line (self->seats_box, wide ? 1 : 3);
  gtk_widget_set_size_request (GTK_WIDGET (self->seats_box), wide ? SEATS_WIDTH : -1, -1);
}

/* Follows the window's width, as the play page does (no breakpoints
 * before libadwaita 1.4). */
static void
on_window_width (GtkWindow     *window,
                 GParamSpec    *pspec,
                 ArbEightyPage *self)
{
  int width = 0, height = 0;
  gboolean wide, narrow;

  gtk_window_get_default_size (window, &width, &height);
  wide = width >= WIDE_WIDTH;
  if (wide != self->wide)
    {
      set_wide (self, wide);
      /* the score page's sets follow a resize (not the first width) */
      if (pspec != NULL)
        arb_game_page_emit_changed (ARB_GAME_PAGE (self));
    }
  /* narrow: the centre's six cards three lines of two, a shorter entry
   * filling its line */
  narrow = width > 0 && width < NARROW_WIDTH;
  if (narrow != self->narrow)
    {
      self->narrow = narrow;
      gtk_flow_box_set_min_children_per_line (self->centre_flow, narrow ? 2 : 3);
      gtk_editable_set_width_chars (GTK_EDITABLE (self->card_entry), narrow ? 10 : 26);
      gtk_widget_set_hexpand (GTK_WIDGET (self->card_entry), narrow);
      gtk_orientable_set_orientation (GTK_ORIENTABLE (self->resolution_row),
                                      narrow ? GTK_ORIENTATION_VERTICAL : GTK_ORIENTATION_HORIZONTAL);
      if (self->session != NULL)
        gtk_flow_box_set_min_children_per_line (self->resolution_flow,
                                                narrow ? MIN (self->view.resolution.n_entries, 3)
                                                : self->view.resolution.n_entries);
    }
}

static void
arb_eighty_page_root (GtkWidget *widget)
{
  GtkRoot *root;

  GTK_WIDGET_CLASS (arb_eighty_page_parent_class)->root (widget);
  root = gtk_widget_get_root (widget);
  if (GTK_IS_WINDOW (root))
    {
      g_signal_connect_object (root, "notify::default-width", G_CALLBACK (on_window_width), widget, 0);
      on_window_width (GTK_WINDOW (root), NULL, ARB_EIGHTY_PAGE (widget));
    }
}

static void
arb_eighty_page_unroot (GtkWidget *widget)
{
  GtkRoot *root = gtk_widget_get_root (widget);

  if (root != NULL)
    g_signal_handlers_disconnect_by_func (root, on_window_width, widget);
  GTK_WIDGET_CLASS (arb_eighty_page_parent_class)->unroot (widget);
}

/* ---- the catalogue against this game's record ---- */

static void
check_catalogue (ArbEightyPage *self)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(ArbCatalogueReport) report = arb_catalogue_check_game (store_of (self), game_of (self), &error);
  g_autoptr(GString) text = NULL;

  if (report == NULL)
    {
      g_warning ("%s", error->message);
      return;
    }
  if (report->conflicts->len == 0)
    return;
  text = g_string_new (g_dngettext (GETTEXT_PACKAGE,
                                    "This game’s record gives a card otherwise than the card catalogue. The game keeps its own and the catalogue is unchanged (edit it under Cards if the record is right):",
                                    "This game’s record gives cards otherwise than the card catalogue. The game keeps its own and the catalogue is unchanged (edit it under Cards if the record is right):",
                                    report->conflicts->len));
  for (guint i = 0; i < report->conflicts->len; i++)
    g_string_append_printf (text, "\n• %s", ((ArbCatalogueConflict *) g_ptr_array_index (report->conflicts, i))->words);
  self->note = g_string_free (g_steal_pointer (&text), FALSE);
}

static void
on_note_dismissed (ArbEightyPage *self)
{
  g_clear_pointer (&self->note, g_free);
  gtk_widget_set_visible (self->note_box, FALSE);
  focus_input (self);
}

static GtkWidget *
game_page_create_score_section (ArbGamePage *page)
{
  ArbEightyPage *self = ARB_EIGHTY_PAGE (page);

  return arb_eighty_score_section_new (game_of (self), self->wide);
}

/* ---- the game page interface ---- */

static void
game_page_refresh (ArbGamePage *page)
{
  ArbEightyPage *self = ARB_EIGHTY_PAGE (page);

  close_form (self);
  self->form_row = -1;
  self->submit_after_form = FALSE;
  clear_entry (self);
  reload (self);
}

static void
game_page_focus_input (ArbGamePage *page)
{
  focus_input (ARB_EIGHTY_PAGE (page));
}

static const char *
game_page_get_prompt_text (ArbGamePage *page)
{
  return gtk_label_get_text (ARB_EIGHTY_PAGE (page)->prompt_label);
}

static const char *
game_page_get_refusal (ArbGamePage *page)
{
  ArbEightyPage *self = ARB_EIGHTY_PAGE (page);

  return arb_refusal_bar_is_shown (self->refusal_bar) ? arb_refusal_bar_get_rule_id (self->refusal_bar) : NULL;
}

/* The page's own line on the middle of the table, for the large type
 * view. */
static char *
game_page_dup_large_summary (ArbGamePage *page)
{
  ArbEightyPage *self = ARB_EIGHTY_PAGE (page);

  return g_strdup (gtk_label_get_text (self->status_label));
}

static void
arb_eighty_page_game_page_init (ArbGamePageInterface *iface)
{
  iface->dup_large_summary = game_page_dup_large_summary;
  iface->refresh = game_page_refresh;
  iface->focus_input = game_page_focus_input;
  iface->handle_key = handle_key;
  iface->get_prompt_text = game_page_get_prompt_text;
  iface->get_refusal = game_page_get_refusal;
  iface->create_score_section = game_page_create_score_section;
}

/* ---- for tests ---- */

const char *
arb_eighty_page_get_input (ArbEightyPage *self)
{
  g_return_val_if_fail (ARB_IS_EIGHTY_PAGE (self), NULL);
  if (form_open (self))
    return "form";
  return gtk_widget_get_visible (GTK_WIDGET (self->input_stack))
         ? gtk_stack_get_visible_child_name (self->input_stack) : "none";
}

const char *
arb_eighty_page_get_reading (ArbEightyPage *self)
{
  g_return_val_if_fail (ARB_IS_EIGHTY_PAGE (self), NULL);
  return gtk_label_get_text (self->reading_label);
}

const char *
arb_eighty_page_get_rule (ArbEightyPage *self)
{
  g_return_val_if_fail (ARB_IS_EIGHTY_PAGE (self), NULL);
  return gtk_widget_get_visible (GTK_WIDGET (self->rule_label)) ? gtk_label_get_text (self->rule_label) : "";
}

const char *
arb_eighty_page_get_steps (ArbEightyPage *self)
{
  g_return_val_if_fail (ARB_IS_EIGHTY_PAGE (self), NULL);
  return self->steps != NULL ? self->steps : "";
}

const char *
arb_eighty_page_get_seat_summary (ArbEightyPage *self,
                                  guint          seat)
{
  GtkFlowBoxChild *cell = gtk_flow_box_get_child_at_index (self->seats_box, (int) seat);

  return cell != NULL ? arb_eighty_seat_get_summary (ARB_EIGHTY_SEAT (gtk_flow_box_child_get_child (cell))) : NULL;
}

const char *
arb_eighty_page_get_centre_words (ArbEightyPage *self)
{
  g_return_val_if_fail (ARB_IS_EIGHTY_PAGE (self), NULL);
  return self->centre_words != NULL ? self->centre_words : "";
}

const char *
arb_eighty_page_get_note (ArbEightyPage *self)
{
  g_return_val_if_fail (ARB_IS_EIGHTY_PAGE (self), NULL);
  return self->note;
}

GtkWidget *
arb_eighty_page_get_card_form (ArbEightyPage *self)
{
  g_return_val_if_fail (ARB_IS_EIGHTY_PAGE (self), NULL);
  return GTK_WIDGET (self->card_form);
}

GtkEntry *
arb_eighty_page_get_entry (ArbEightyPage *self)
{
  g_return_val_if_fail (ARB_IS_EIGHTY_PAGE (self), NULL);
  return self->card_entry;
}

GtkWindow *
arb_eighty_page_get_catalogue_window (ArbEightyPage *self)
{
  g_return_val_if_fail (ARB_IS_EIGHTY_PAGE (self), NULL);
  return self->catalogue_window;
}

/* ---- the class ---- */

static void
arb_eighty_page_dispose (GObject *object)
{
  ArbEightyPage *self = ARB_EIGHTY_PAGE (object);

  if (self->catalogue_window != NULL)
    {
      g_object_remove_weak_pointer (G_OBJECT (self->catalogue_window), (gpointer *) &self->catalogue_window);
      /* its "destroy" would refresh a page being torn down */
      g_signal_handlers_disconnect_by_data (self->catalogue_window, self);
      gtk_window_destroy (self->catalogue_window);
      self->catalogue_window = NULL;
    }
  gtk_widget_dispose_template (GTK_WIDGET (object), ARB_TYPE_EIGHTY_PAGE);
  /* GTK 4.8 leaves unnamed template roots in place. */
  arb_widget_unparent_children (GTK_WIDGET (object));
  g_clear_pointer (&self->note, g_free);
  g_clear_pointer (&self->centre_words, g_free);
  g_clear_pointer (&self->steps, g_free);
  g_clear_pointer (&self->row_whites, g_free);
  g_clear_pointer (&self->row_holds, g_free);
  G_OBJECT_CLASS (arb_eighty_page_parent_class)->dispose (object);
}

static void
install_actions (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "ei.enter", NULL, enter_action);
  gtk_widget_class_install_action (widget_class, "ei.draft", "s", draft_action);
  gtk_widget_class_install_action (widget_class, "ei.reveal", "(ii)", reveal_action);
  gtk_widget_class_install_action (widget_class, "ei.attach", NULL, attach_action);
  gtk_widget_class_install_action (widget_class, "ei.discard", NULL, discard_action);
  gtk_widget_class_install_action (widget_class, "ei.no-hold", NULL, no_hold_action);
  gtk_widget_class_install_action (widget_class, "ei.catalogue", NULL, catalogue_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_c, GDK_ALT_MASK, "ei.catalogue", NULL);
  /* a binding, not a mnemonic: the button is rebuilt with each entry */
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_n, GDK_ALT_MASK, "ei.no-hold", NULL);
}

static void
arb_eighty_page_class_init (ArbEightyPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = arb_eighty_page_dispose;
  widget_class->root = arb_eighty_page_root;
  widget_class->unroot = arb_eighty_page_unroot;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  g_type_ensure (ARB_TYPE_REFUSAL_BAR);
  g_type_ensure (ARB_TYPE_EIGHTY_CARD_FORM);
  g_type_ensure (ARB_TYPE_WIDTH_BIN);
  g_type_ensure (ARB_TYPE_STEADY_BIN);
  gtk_widget_class_set_template_from_resource (widget_class,
    "/io/github/tablearbiter/Arbiter/games/eighty/arb-eighty-page.ui");
  gtk_widget_class_bind_template_child (widget_class, ArbEightyPage, prompt_label);
  gtk_widget_class_bind_template_child (widget_class, ArbEightyPage, last_label);
  gtk_widget_class_bind_template_child (widget_class, ArbEightyPage, status_label);
  gtk_widget_class_bind_template_child (widget_class, ArbEightyPage, note_box);
  gtk_widget_class_bind_template_child (widget_class, ArbEightyPage, note_label);
  gtk_widget_class_bind_template_child (widget_class, ArbEightyPage, centre_box);
  gtk_widget_class_bind_template_child (widget_class, ArbEightyPage, centre_flow);
  gtk_widget_class_bind_template_child (widget_class, ArbEightyPage, rule_label);
  gtk_widget_class_bind_template_child (widget_class, ArbEightyPage, input_stack);
  gtk_widget_class_bind_template_child (widget_class, ArbEightyPage, entry_box);
  gtk_widget_class_bind_template_child (widget_class, ArbEightyPage, card_entry);
  gtk_widget_class_bind_template_child (widget_class, ArbEightyPage, enter_button);
  gtk_widget_class_bind_template_child (widget_class, ArbEightyPage, reading_label);
  gtk_widget_class_bind_template_child (widget_class, ArbEightyPage, choice_flow);
  gtk_widget_class_bind_template_child (widget_class, ArbEightyPage, discard_button);
  gtk_widget_class_bind_template_child (widget_class, ArbEightyPage, over_button);
  gtk_widget_class_bind_template_child (widget_class, ArbEightyPage, card_form);
  gtk_widget_class_bind_template_child (widget_class, ArbEightyPage, hint_label);
  gtk_widget_class_bind_template_child (widget_class, ArbEightyPage, play_expander);
  gtk_widget_class_bind_template_child (widget_class, ArbEightyPage, play_parts);
  gtk_widget_class_bind_template_child (widget_class, ArbEightyPage, form_list);
  gtk_widget_class_bind_template_child (widget_class, ArbEightyPage, resolution_box);
  gtk_widget_class_bind_template_child (widget_class, ArbEightyPage, resolution_title);
  gtk_widget_class_bind_template_child (widget_class, ArbEightyPage, resolution_flow);
  gtk_widget_class_bind_template_child (widget_class, ArbEightyPage, resolution_row);
  gtk_widget_class_bind_template_child (widget_class, ArbEightyPage, steps_label);
  gtk_widget_class_bind_template_child (widget_class, ArbEightyPage, table_box);
  gtk_widget_class_bind_template_child (widget_class, ArbEightyPage, seats_box);
  gtk_widget_class_bind_template_child (widget_class, ArbEightyPage, refusal_bar);
  gtk_widget_class_bind_template_callback (widget_class, on_entry_activate);
  gtk_widget_class_bind_template_callback (widget_class, on_entry_changed);
  gtk_widget_class_bind_template_callback (widget_class, on_form_done);
  gtk_widget_class_bind_template_callback (widget_class, on_form_cancelled);
  gtk_widget_class_bind_template_callback (widget_class, on_note_dismissed);
  install_actions (widget_class);
}

static void
arb_eighty_page_init (ArbEightyPage *self)
{
  self->form_row = -1;
  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_widget_set_halign (self->entry_box, GTK_ALIGN_START);
  set_wide (self, FALSE);
  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
  arb_game_page_install_keys (ARB_GAME_PAGE (self));
}

GtkWidget *
arb_eighty_page_new (ArbSession *session)
{
  ArbEightyPage *self = g_object_new (ARB_TYPE_EIGHTY_PAGE, NULL);

  self->session = session;
  build_play_row (self);
  check_catalogue (self);
  reload (self);
  return GTK_WIDGET (self);
}
