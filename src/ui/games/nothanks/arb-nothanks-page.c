/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "arb-widget-util.h"
#include "arb-steady-bin.h"
#include "arb-width-bin.h"

#include "arb-card-run.h"
#include "arb-game-page.h"
#include "arb-nothanks-page.h"
#include "arb-nothanks-seat.h"
#include "arb-refusal-bar.h"
#include "games/nothanks.h"

#define CURRENT_CARD_HEIGHT 220
#define PHONE_CARD_HEIGHT 150

/* Below this window width the card turned up stands above the input
 * rather than beside it; at ARB_PHONE_WIDTH and below it is drawn
 * smaller and the score-only rows close up. */
#define NARROW_WIDTH 560

/* From this window width the values show nine to a line, and the
 * turn-up and decide areas take one height (the seats under them then
 * stay put from entry to entry) at the cost of a short gap under the
 * buttons; in a narrower window the values take many more lines, and
 * such a gap would push the seats below the fold. */
#define STEADY_WIDTH 900

/*
 * The No Thanks! table.  It draws what the engine says (the view, the
 * prompt and its legal choices, the score) and appends what the table
 * enters; it knows no rule of its own.
 */
struct _ArbNothanksPage
{
  GtkWidget        parent_instance;

  ArbSession      *session;     /* owned by the play page */
  gboolean         revealed;    /* chips shown on request (NT-9) */
  gboolean         narrow;      /* the card above the input */
  gboolean         steady;      /* the input's areas of one height */
  gboolean         phone;
  ArbNothanksView  view;

  GtkLabel        *prompt_label;
  GtkBox          *table_box;
  AdwBin          *card_slot;
  ArbCardRun      *current_card;
  GtkLabel        *pot_label;
  GtkStack        *input_stack;
  GtkWidget       *decide_box;
  GtkWidget       *entry_box;
  GtkEntry        *card_entry;
  GtkFlowBox      *values_grid;
  GtkLabel        *decide_hint;
  GtkLabel        *turn_up_hint;
  ArbRefusalBar   *refusal_bar;
  GtkListBox      *form_list;
  GtkLabel        *progress_label;
  GtkButton       *chips_button;
  AdwButtonContent *chips_button_content;
  GtkFlowBox      *seats_box;
};

static void arb_nothanks_page_game_page_init (ArbGamePageInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (ArbNothanksPage, arb_nothanks_page, GTK_TYPE_WIDGET,
                               G_IMPLEMENT_INTERFACE (ARB_TYPE_GAME_PAGE,
                                                      arb_nothanks_page_game_page_init))

static ArbGame *
game_of (ArbNothanksPage *self)
{
  return arb_session_get_game (self->session);
}

static ArbSetup *
setup_of (ArbNothanksPage *self)
{
  return arb_game_get_setup (game_of (self));
}

gboolean
arb_nothanks_page_get_chips_visible (ArbNothanksPage *self)
{
  g_return_val_if_fail (ARB_IS_NOTHANKS_PAGE (self), TRUE);
  return !self->view.hide_chips || self->revealed
         || self->view.phase == ARB_NOTHANKS_OVER || self->view.match_over;
}

gboolean
arb_nothanks_page_is_between_games (ArbNothanksPage *self)
{
  g_return_val_if_fail (ARB_IS_NOTHANKS_PAGE (self), FALSE);
  return self->view.phase == ARB_NOTHANKS_OVER && !self->view.match_over;
}

/* ---- entering ---- */

/* Every entry goes through here: accepted and saved, or refused with
 * its rule id next to the input, the state unchanged. */
static gboolean
append (ArbNothanksPage *self,
        const ArbEvent  *event,
        const char      *line)
{
  if (!arb_game_page_submit (self->session, self->refusal_bar, event, line))
    return FALSE;
  arb_nothanks_page_refresh (self);
  arb_nothanks_page_focus_input (self);
  arb_game_page_emit_changed (ARB_GAME_PAGE (self));
  return TRUE;
}

/* The choice of the prompt with this verb, appended as the engine gave it. */
static void
append_choice (ArbNothanksPage *self,
               const char      *verb)
{
  g_autoptr(ArbPrompt) prompt = arb_game_prompt (game_of (self));
  ArbChoice *choice = arb_prompt_find_choice (prompt, verb);
  g_autoptr(ArbEvent) event = NULL;

  /* Not offered: let the engine say why. */
  if (choice == NULL)
    event = arb_event_new (ARB_NO_PLAYER, verb, NULL);
  append (self, choice != NULL ? choice->event : event, NULL);
}

static void
take (GtkWidget  *widget,
      const char *action_name,
      GVariant   *parameter)
{
  append_choice (ARB_NOTHANKS_PAGE (widget), "take");
}

static void
pass (GtkWidget  *widget,
      const char *action_name,
      GVariant   *parameter)
{
  append_choice (ARB_NOTHANKS_PAGE (widget), "pass");
}

static void
turn_up_value (ArbNothanksPage *self,
               const char      *value)
{
  g_autofree char *text = g_strstrip (g_strdup (value));
  g_autoptr(ArbEvent) event = NULL;

  if (*text == '\0')
    {
      gtk_widget_grab_focus (GTK_WIDGET (self->card_entry));
      return;
    }
  event = arb_event_new (ARB_NO_PLAYER, "card", text, NULL);
  if (append (self, event, NULL))
    gtk_editable_set_text (GTK_EDITABLE (self->card_entry), "");
  else
    gtk_editable_select_region (GTK_EDITABLE (self->card_entry), 0, -1);
}

static void
turn_up (GtkWidget  *widget,
         const char *action_name,
         GVariant   *parameter)
{
  ArbNothanksPage *self = ARB_NOTHANKS_PAGE (widget);

  if (parameter != NULL)
    turn_up_value (self, g_variant_get_string (parameter, NULL));
  else
    turn_up_value (self, gtk_editable_get_text (GTK_EDITABLE (self->card_entry)));
}

static void
on_card_entry_activate (ArbNothanksPage *self)
{
  turn_up_value (self, gtk_editable_get_text (GTK_EDITABLE (self->card_entry)));
}

/* A value the engine offers that no other offered value starts with
 * needs no Enter: "7" is the 7, "3" waits (the 30s may follow). */
static gboolean
complete_without_enter (const ArbPrompt *prompt,
                        const char      *text)
{
  gboolean offered = FALSE;

  for (guint i = 0; i < prompt->choices->len; i++)
    {
      ArbChoice *choice = g_ptr_array_index (prompt->choices, i);

      if (!arb_event_is (choice->event, "card"))
        continue;
      if (g_str_equal (choice->event->args[0], text))
        offered = TRUE;
      else if (g_str_has_prefix (choice->event->args[0], text))
        return FALSE;
    }
  return offered;
}

/* An emptied field takes its old refusal with it. */
static void
on_card_entry_changed (ArbNothanksPage *self)
{
  const char *text = gtk_editable_get_text (GTK_EDITABLE (self->card_entry));

  if (*text == '\0')
    arb_refusal_bar_dismiss (self->refusal_bar);
  else if (self->session != NULL)
    {
      g_autoptr(ArbPrompt) prompt = arb_game_prompt (game_of (self));

      if (complete_without_enter (prompt, text))
        turn_up_value (self, text);
    }
}

/* ---- chips (NT-9) ---- */

static void
on_reveal_response (AdwMessageDialog *dialog,
                    const char       *response,
                    ArbNothanksPage  *self)
{
  if (g_str_equal (response, "show"))
    arb_nothanks_page_set_chips_revealed (self, TRUE);
}

static void
toggle_chips (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  ArbNothanksPage *self = ARB_NOTHANKS_PAGE (widget);
  GtkWidget *dialog;

  if (self->revealed)
    {
      arb_nothanks_page_set_chips_revealed (self, FALSE);
      return;
    }
  dialog = adw_message_dialog_new (GTK_WINDOW (gtk_widget_get_root (widget)),
                                   _("Show Everyone’s Chips?"),
                                   _("Chips are secret at the table (NT-9). Show the counts only if every player agrees."));
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "cancel", _("_Keep Hidden"),
                                    "show", _("_Show Chips"), NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "show",
                                              ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_signal_connect_object (dialog, "response", G_CALLBACK (on_reveal_response), self, 0);
  arb_widget_return_focus_on_close (dialog, GTK_WIDGET (self));
  gtk_window_present (GTK_WINDOW (dialog));
}

void
arb_nothanks_page_set_chips_revealed (ArbNothanksPage *self,
                                      gboolean         revealed)
{
  g_return_if_fail (ARB_IS_NOTHANKS_PAGE (self));
  self->revealed = revealed;
  arb_nothanks_page_refresh (self);
  arb_game_page_emit_changed (ARB_GAME_PAGE (self));
}

/* ---- score only ---- */

static void
submit_hand (GtkWidget *row)
{
  ArbNothanksPage *self = ARB_NOTHANKS_PAGE (gtk_widget_get_ancestor (row, ARB_TYPE_NOTHANKS_PAGE));
  GtkEditable *cards = g_object_get_data (G_OBJECT (row), "cards");
  GtkSpinButton *chips = g_object_get_data (G_OBJECT (row), "chips");
  guint seat = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (row), "seat"));

  gtk_spin_button_update (chips);

  arb_nothanks_page_enter_hand (self, seat, gtk_editable_get_text (cards),
                                gtk_spin_button_get_value_as_int (chips));
}

gboolean
arb_nothanks_page_enter_hand (ArbNothanksPage *self,
                              guint            seat,
                              const char      *cards,
                              int              chips)
{
  g_autofree char *line = g_strdup_printf ("%s: cards %s chips %d",
                                           arb_setup_player_name (setup_of (self), (int) seat),
                                           cards, chips);

  g_return_val_if_fail (ARB_IS_NOTHANKS_PAGE (self), FALSE);
  return append (self, NULL, line);
}

static GtkWidget *
labelled (GtkWidget  *widget,
          const char *format,
          const char *name)
{
  g_autofree char *label = g_strdup_printf (format, name);

  gtk_accessible_update_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
  gtk_widget_set_valign (widget, GTK_ALIGN_CENTER);
  return widget;
}

/* On a phone a row's entry is shorter and its Enter button an icon
 * (its name in the tooltip and for a screen reader). */
static void
fit_hand_row (ArbNothanksPage *self,
              GtkWidget       *row)
{
  GtkWidget *enter = g_object_get_data (G_OBJECT (row), "enter");

  gtk_editable_set_width_chars (GTK_EDITABLE (g_object_get_data (G_OBJECT (row), "cards")), self->phone ? 7 : 14);
  if (self->phone)
    gtk_button_set_icon_name (GTK_BUTTON (enter), "object-select-symbolic");
  else
    gtk_button_set_label (GTK_BUTTON (enter), _("Enter"));
}

static GtkWidget *
hand_row (ArbNothanksPage *self,
          guint            seat)
{
  const char *name = arb_setup_player_name (setup_of (self), (int) seat);
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *cards = labelled (gtk_entry_new (), _("%s’s final cards"), name);
  GtkWidget *chips = labelled (gtk_spin_button_new_with_range (0, 99, 1), _("%s’s chips"), name);
  GtkWidget *enter = labelled (gtk_button_new_with_label (_("Enter")), _("Enter %s’s hand"), name);
  g_autofree char *tooltip = g_strdup_printf (_("Enter %s’s hand"), name);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), name);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), _("Cards, runs as 17-20, then chips"));
  gtk_entry_set_placeholder_text (GTK_ENTRY (cards), "3 4 17-20");
  gtk_editable_set_width_chars (GTK_EDITABLE (cards), 14);
  gtk_widget_add_css_class (enter, "suggested-action");
  arb_widget_set_tooltip_text (enter, tooltip);
  g_object_set_data (G_OBJECT (row), "cards", cards);
  g_object_set_data (G_OBJECT (row), "enter", enter);
  g_object_set_data (G_OBJECT (row), "chips", chips);
  g_object_set_data (G_OBJECT (row), "seat", GUINT_TO_POINTER (seat));
  g_signal_connect_swapped (cards, "activate", G_CALLBACK (submit_hand), row);
  /* 4.8's spin button has no activate signal; its text does. */
  g_signal_connect_swapped (gtk_editable_get_delegate (GTK_EDITABLE (chips)), "activate",
                            G_CALLBACK (submit_hand), row);
  g_signal_connect_swapped (enter, "clicked", G_CALLBACK (submit_hand), row);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), cards);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), chips);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), enter);
  fit_hand_row (self, row);
  return row;
}

static void
refresh_form (ArbNothanksPage *self,
              gboolean         score_only)
{
  ArbSetup *setup = setup_of (self);
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->form_list))) != NULL)
    gtk_list_box_remove (self->form_list, child);
  gtk_widget_set_visible (GTK_WIDGET (self->form_list), score_only && !self->view.match_over);
  if (!score_only)
    return;
  for (guint i = 0; i < setup->n_players; i++)
    if (!self->view.entered[i] || self->view.phase == ARB_NOTHANKS_OVER)
      gtk_list_box_append (self->form_list, hand_row (self, i));
}

/* ---- drawing ---- */

static void
build_values_grid (ArbNothanksPage *self)
{
  for (int v = ARB_NOTHANKS_LOW; v <= ARB_NOTHANKS_HIGH; v++)
    {
      g_autofree char *label = g_strdup_printf ("%d", v);
      g_autofree char *tooltip = g_strdup_printf (_("Turn up the %d"), v);
      GtkWidget *button = gtk_button_new_with_label (label);

      gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "nt.card");
      gtk_actionable_set_action_target (GTK_ACTIONABLE (button), "s", label);
      arb_widget_set_tooltip_text (button, tooltip);
      gtk_widget_add_css_class (button, "value-button");
      /* the button takes the focus, not the cell around it */
      arb_flow_box_append_unfocusable (self->values_grid, button);
    }
}

/* Only the values the prompt offers can be clicked. */
static void
refresh_values (ArbNothanksPage *self,
                const ArbPrompt *prompt)
{
  for (int v = ARB_NOTHANKS_LOW; v <= ARB_NOTHANKS_HIGH; v++)
    {
      int index = v - ARB_NOTHANKS_LOW;
      GtkWidget *button = gtk_flow_box_child_get_child (gtk_flow_box_get_child_at_index (self->values_grid, index));
      g_autoptr(ArbEvent) event = NULL;
      g_autofree char *value = g_strdup_printf ("%d", v);

      event = arb_event_new (prompt->player, "card", value, NULL);
      gtk_widget_set_sensitive (button, arb_prompt_allows (prompt, event));
    }
}

static const char *
input_page (const ArbPrompt *prompt)
{
  if (prompt->finished)
    return "over";
  if (g_strcmp0 (prompt->verb, "decide") == 0)
    return "decide";
  return "turn-up";
}

static void
refresh_input (ArbNothanksPage *self,
               const ArbPrompt *prompt)
{
  const char *page = input_page (prompt);

  gtk_stack_set_visible_child_name (self->input_stack, page);
  arb_refusal_bar_set_anchor (self->refusal_bar,
                              setup_of (self)->score_only ? GTK_WIDGET (self->form_list)
                              : g_str_equal (page, "decide") ? self->decide_box
                              : g_str_equal (page, "turn-up") ? self->entry_box
                              : GTK_WIDGET (self->input_stack));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "nt.take",
                                 arb_prompt_find_choice (prompt, "take") != NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "nt.pass",
                                 arb_prompt_find_choice (prompt, "pass") != NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "nt.turn-up", g_str_equal (page, "turn-up"));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "nt.card", g_str_equal (page, "turn-up"));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "nt.toggle-chips",
                                 self->view.hide_chips && self->view.phase != ARB_NOTHANKS_OVER
                                 && !self->view.match_over);
  refresh_values (self, prompt);
  if (g_str_equal (page, "decide"))
    gtk_label_set_text (self->decide_hint, arb_prompt_find_choice (prompt, "pass") != NULL
                        ? _("T or Space takes, N says no thanks")
                        : _("No chips left: the card must be taken (NT-4)"));
  else if (g_str_equal (page, "turn-up"))
    {
      g_autoptr(ArbEvent) three = arb_event_new (prompt->player, "card", "3", NULL);

      /* a lone 3 waits for Enter only while the 3 and a 30-something
       * may both still turn up */
      gtk_label_set_text (self->turn_up_hint, arb_prompt_allows (prompt, three)
                          && !complete_without_enter (prompt, "3")
                          ? _("Type the value or click it; a 3 takes Enter, as the 30s begin with 3")
                          : _("Type the value or click it"));
    }
}

static void
refresh_card (ArbNothanksPage *self)
{
  g_autofree char *pot = NULL;

  arb_card_run_set_run (self->current_card, self->view.card, self->view.card);
  arb_card_run_set_chips (self->current_card, self->view.card != 0 ? self->view.pot : -1);
  if (self->view.card != 0)
    pot = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "The %d, with %d chip on it",
                                        "The %d, with %d chips on it", self->view.pot),
                           self->view.card, self->view.pot);
  else
    pot = g_strdup (_("No card is face up"));
  gtk_label_set_text (self->pot_label, pot);
}

static void
refresh_progress (ArbNothanksPage *self)
{
  g_autofree char *cards = g_strdup_printf (_("%u of %d cards turned up"),
                                            self->view.turned_up, ARB_NOTHANKS_PLAYED);
  g_autofree char *text = NULL;

  if (self->view.games > 1)
    text = g_strdup_printf (_("Game %u of %u · %s"), self->view.game, self->view.games, cards);
  else
    text = g_steal_pointer (&cards);
  gtk_label_set_text (self->progress_label, text);
  adw_button_content_set_label (self->chips_button_content,
                                self->revealed ? _("Hide _Chips") : _("Show _Chips"));
  arb_widget_set_accessible_label (GTK_WIDGET (self->chips_button),
                                   self->revealed ? _("Hide Chips") : _("Show Chips"));
  adw_button_content_set_icon_name (self->chips_button_content,
                                    self->revealed ? "view-conceal-symbolic" : "view-reveal-symbolic");
  gtk_widget_set_visible (GTK_WIDGET (self->chips_button),
                          self->view.hide_chips && self->view.phase != ARB_NOTHANKS_OVER
                          && !self->view.match_over);
}

/* This game's points as the engine scores them; the cards alone count
 * the chips back in. */
static void
seat_points (const ArbPlayerScore *p,
             int                   chips,
             ArbNothanksSeatInfo  *info)
{
  info->game_score = p->game_total;
  info->card_points = p->game_total + chips;
  info->match_total = p->total;
}

static void
refresh_seats (ArbNothanksPage *self,
               const ArbPrompt *prompt)
{
  ArbSetup *setup = setup_of (self);
  g_autoptr(ArbScore) score = arb_game_score (game_of (self));

  for (guint i = 0; i < setup->n_players; i++)
    {
      ArbNothanksSeatInfo info = { 0 };
      GtkFlowBoxChild *cell = gtk_flow_box_get_child_at_index (self->seats_box, (int) i);
      GtkWidget *seat = cell != NULL ? gtk_flow_box_child_get_child (cell) : NULL;

      if (seat == NULL)
        {
          seat = arb_nothanks_seat_new ();
          arb_nothanks_seat_set_compact (ARB_NOTHANKS_SEAT (seat), self->narrow);
          arb_flow_box_append_unfocusable (self->seats_box, seat);
        }
      info.name = arb_setup_player_name (setup, (int) i);
      info.in_match = self->view.games > 1;
      info.chips_visible = arb_nothanks_page_get_chips_visible (self);
      info.to_act = !prompt->finished && prompt->player == (int) i;
      seat_points (g_ptr_array_index (score->players, i), self->view.chips[i], &info);
      arb_nothanks_seat_update (ARB_NOTHANKS_SEAT (seat), &self->view, i, &info);
    }
}

void
arb_nothanks_page_refresh (ArbNothanksPage *self)
{
  g_autoptr(ArbPrompt) prompt = NULL;
  gboolean score_only;

  g_return_if_fail (ARB_IS_NOTHANKS_PAGE (self));
  arb_nothanks_get_view (setup_of (self), arb_game_get_state (game_of (self)), &self->view);
  prompt = arb_game_prompt (game_of (self));
  score_only = setup_of (self)->score_only;
  gtk_label_set_text (self->prompt_label, prompt->text);
  gtk_widget_set_visible (GTK_WIDGET (self->table_box), !score_only);
  refresh_card (self);
  refresh_input (self, prompt);
  refresh_form (self, score_only);
  refresh_progress (self);
  refresh_seats (self, prompt);
}

void
arb_nothanks_page_focus_input (ArbNothanksPage *self)
{
  const char *page = gtk_stack_get_visible_child_name (self->input_stack);
  GtkWidget *first_form = gtk_widget_get_first_child (GTK_WIDGET (self->form_list));

  if (setup_of (self)->score_only && first_form != NULL)
    gtk_widget_grab_focus (g_object_get_data (G_OBJECT (first_form), "cards"));
  else if (g_str_equal (page, "turn-up"))
    gtk_widget_grab_focus (GTK_WIDGET (self->card_entry));
  else
    gtk_widget_grab_focus (GTK_WIDGET (self));
}

const char *
arb_nothanks_page_get_prompt_text (ArbNothanksPage *self)
{
  return gtk_label_get_text (self->prompt_label);
}

const char *
arb_nothanks_page_get_refusal (ArbNothanksPage *self)
{
  return arb_refusal_bar_is_shown (self->refusal_bar)
         ? arb_refusal_bar_get_rule_id (self->refusal_bar) : NULL;
}

int
arb_nothanks_page_get_shown_card (ArbNothanksPage *self)
{
  return arb_card_run_get_low (self->current_card);
}

const char *
arb_nothanks_page_get_seat_summary (ArbNothanksPage *self,
                                    guint            seat)
{
  GtkFlowBoxChild *cell = gtk_flow_box_get_child_at_index (self->seats_box, (int) seat);

  return cell != NULL
         ? arb_nothanks_seat_get_summary (ARB_NOTHANKS_SEAT (gtk_flow_box_child_get_child (cell)))
         : NULL;
}

/* ---- wide and narrow ---- */

static void
set_layout (ArbNothanksPage *self,
            gboolean         narrow,
            gboolean         phone)
{
  self->narrow = narrow;
  self->phone = phone;
  gtk_orientable_set_orientation (GTK_ORIENTABLE (self->table_box),
                                  narrow ? GTK_ORIENTATION_VERTICAL : GTK_ORIENTATION_HORIZONTAL);
  gtk_box_set_spacing (self->table_box, narrow ? 12 : 24);
  arb_card_run_set_card_height (self->current_card, phone ? PHONE_CARD_HEIGHT : CURRENT_CARD_HEIGHT);
  for (int i = 0; gtk_flow_box_get_child_at_index (self->seats_box, i) != NULL; i++)
    arb_nothanks_seat_set_compact (ARB_NOTHANKS_SEAT (gtk_flow_box_child_get_child (
                                     gtk_flow_box_get_child_at_index (self->seats_box, i))), narrow);
  for (GtkWidget *row = gtk_widget_get_first_child (GTK_WIDGET (self->form_list)); row != NULL;
       row = gtk_widget_get_next_sibling (row))
    if (g_object_get_data (G_OBJECT (row), "enter") != NULL)
      fit_hand_row (self, row);
}

/* Follows the window's width, as the play page does (no breakpoints
 * before libadwaita 1.4). */
static void
on_window_width (GtkWindow       *window,
                 GParamSpec      *pspec,
                 ArbNothanksPage *self)
{
  int width = 0, height = 0;
  gboolean narrow, phone;

  gtk_window_get_default_size (window, &width, &height);
  narrow = width > 0 && width < NARROW_WIDTH;
  phone = width > 0 && width <= ARB_PHONE_WIDTH;
  if ((width >= STEADY_WIDTH) != self->steady)
    {
      self->steady = width >= STEADY_WIDTH;
      gtk_stack_set_vhomogeneous (self->input_stack, self->steady);
    }
  if (narrow != self->narrow || phone != self->phone)
    set_layout (self, narrow, phone);
}

static void
arb_nothanks_page_root (GtkWidget *widget)
{
  GtkRoot *root;

  GTK_WIDGET_CLASS (arb_nothanks_page_parent_class)->root (widget);
  root = gtk_widget_get_root (widget);
  if (GTK_IS_WINDOW (root))
    {
      g_signal_connect_object (root, "notify::default-width", G_CALLBACK (on_window_width), widget, 0);
      on_window_width (GTK_WINDOW (root), NULL, ARB_NOTHANKS_PAGE (widget));
    }
}

static void
arb_nothanks_page_unroot (GtkWidget *widget)
{
  GtkRoot *root = gtk_widget_get_root (widget);

  if (root != NULL)
    g_signal_handlers_disconnect_by_func (root, on_window_width, widget);
  GTK_WIDGET_CLASS (arb_nothanks_page_parent_class)->unroot (widget);
}

/* ---- the class ---- */

static void
arb_nothanks_page_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), ARB_TYPE_NOTHANKS_PAGE);
  /* GTK 4.8 leaves unnamed template roots in place. */
  arb_widget_unparent_children (GTK_WIDGET (object));
  G_OBJECT_CLASS (arb_nothanks_page_parent_class)->dispose (object);
}

/* Space presses a focused button; anywhere else it means "take". */
static gboolean
focus_on_button (ArbNothanksPage *self)
{
  GtkWidget *focus = gtk_root_get_focus (gtk_widget_get_root (GTK_WIDGET (self)));

  return focus != NULL && (GTK_IS_BUTTON (focus) || gtk_widget_get_ancestor (focus, GTK_TYPE_BUTTON) != NULL);
}

/* T or Space takes, N passes.  T and N are never text here, so when
 * they are not offered the engine says why (no chips, no card up);
 * Space then goes on to the focused button.  A digit typed while a card
 * is waiting for a decision is answered the same way. */
static gboolean
handle_key (ArbGamePage     *page,
            guint            keyval,
            GdkModifierType  state)
{
  ArbNothanksPage *self = ARB_NOTHANKS_PAGE (page);
  g_autoptr(ArbPrompt) prompt = arb_game_prompt (game_of (self));
  gunichar c = gdk_keyval_to_unicode (keyval);
  const char *verb = NULL;

  if (setup_of (self)->score_only || prompt->finished
      || (state & (GDK_CONTROL_MASK | GDK_ALT_MASK)) != 0)
    return FALSE;
  if (keyval == GDK_KEY_space)
    verb = arb_prompt_find_choice (prompt, "take") != NULL || !focus_on_button (self) ? "take" : NULL;
  else if (c == 't' || c == 'T')
    verb = "take";
  else if (c == 'n' || c == 'N')
    verb = "pass";
  else if (g_unichar_isdigit (c) && g_strcmp0 (prompt->verb, "decide") == 0)
    {
      g_autofree char *line = g_strdup_printf ("card %c", (char) c);

      append (self, NULL, line);
      return TRUE;
    }
  if (verb == NULL)
    return FALSE;
  append_choice (self, verb);
  return TRUE;
}

static void
game_page_refresh (ArbGamePage *page)
{
  arb_nothanks_page_refresh (ARB_NOTHANKS_PAGE (page));
}

static void
game_page_focus_input (ArbGamePage *page)
{
  arb_nothanks_page_focus_input (ARB_NOTHANKS_PAGE (page));
}

static const char *
game_page_get_prompt_text (ArbGamePage *page)
{
  return arb_nothanks_page_get_prompt_text (ARB_NOTHANKS_PAGE (page));
}

static const char *
game_page_get_refusal (ArbGamePage *page)
{
  return arb_nothanks_page_get_refusal (ARB_NOTHANKS_PAGE (page));
}

static gboolean
game_page_get_score_hidden (ArbGamePage *page)
{
  return !arb_nothanks_page_get_chips_visible (ARB_NOTHANKS_PAGE (page));
}

static gboolean
game_page_is_between_games (ArbGamePage *page)
{
  return arb_nothanks_page_is_between_games (ARB_NOTHANKS_PAGE (page));
}

/* The page's own line on the middle of the table, for the large type
 * view. */
static char *
game_page_dup_large_summary (ArbGamePage *page)
{
  ArbNothanksPage *self = ARB_NOTHANKS_PAGE (page);

  return g_strdup (gtk_label_get_text (self->pot_label));
}

static void
arb_nothanks_page_game_page_init (ArbGamePageInterface *iface)
{
  iface->dup_large_summary = game_page_dup_large_summary;
  iface->refresh = game_page_refresh;
  iface->focus_input = game_page_focus_input;
  iface->handle_key = handle_key;
  iface->get_prompt_text = game_page_get_prompt_text;
  iface->get_refusal = game_page_get_refusal;
  iface->get_score_hidden = game_page_get_score_hidden;
  iface->is_between_games = game_page_is_between_games;
}

static void
arb_nothanks_page_class_init (ArbNothanksPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = arb_nothanks_page_dispose;
  widget_class->root = arb_nothanks_page_root;
  widget_class->unroot = arb_nothanks_page_unroot;

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  g_type_ensure (ARB_TYPE_REFUSAL_BAR);
  g_type_ensure (ARB_TYPE_WIDTH_BIN);
  g_type_ensure (ARB_TYPE_STEADY_BIN);
  gtk_widget_class_set_template_from_resource (widget_class,
    "/io/github/tablearbiter/Arbiter/games/nothanks/arb-nothanks-page.ui");
  gtk_widget_class_bind_template_child (widget_class, ArbNothanksPage, prompt_label);
  gtk_widget_class_bind_template_child (widget_class, ArbNothanksPage, table_box);
  gtk_widget_class_bind_template_child (widget_class, ArbNothanksPage, card_slot);
  gtk_widget_class_bind_template_child (widget_class, ArbNothanksPage, pot_label);
  gtk_widget_class_bind_template_child (widget_class, ArbNothanksPage, input_stack);
  gtk_widget_class_bind_template_child (widget_class, ArbNothanksPage, card_entry);
  gtk_widget_class_bind_template_child (widget_class, ArbNothanksPage, decide_box);
  gtk_widget_class_bind_template_child (widget_class, ArbNothanksPage, entry_box);
  gtk_widget_class_bind_template_child (widget_class, ArbNothanksPage, values_grid);
  gtk_widget_class_bind_template_child (widget_class, ArbNothanksPage, decide_hint);
  gtk_widget_class_bind_template_child (widget_class, ArbNothanksPage, turn_up_hint);
  gtk_widget_class_bind_template_child (widget_class, ArbNothanksPage, refusal_bar);
  gtk_widget_class_bind_template_child (widget_class, ArbNothanksPage, form_list);
  gtk_widget_class_bind_template_child (widget_class, ArbNothanksPage, progress_label);
  gtk_widget_class_bind_template_child (widget_class, ArbNothanksPage, chips_button);
  gtk_widget_class_bind_template_child (widget_class, ArbNothanksPage, chips_button_content);
  gtk_widget_class_bind_template_child (widget_class, ArbNothanksPage, seats_box);
  gtk_widget_class_bind_template_callback (widget_class, on_card_entry_activate);
  gtk_widget_class_bind_template_callback (widget_class, on_card_entry_changed);

  gtk_widget_class_install_action (widget_class, "nt.take", NULL, take);
  gtk_widget_class_install_action (widget_class, "nt.pass", NULL, pass);
  gtk_widget_class_install_action (widget_class, "nt.turn-up", NULL, turn_up);
  gtk_widget_class_install_action (widget_class, "nt.card", "s", turn_up);
  gtk_widget_class_install_action (widget_class, "nt.toggle-chips", NULL, toggle_chips);
}

static void
arb_nothanks_page_init (ArbNothanksPage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
  self->current_card = ARB_CARD_RUN (arb_card_run_new (0, 0, CURRENT_CARD_HEIGHT));
  adw_bin_set_child (self->card_slot, GTK_WIDGET (self->current_card));
  build_values_grid (self);
  arb_game_page_install_keys (ARB_GAME_PAGE (self));
}

GtkWidget *
arb_nothanks_page_new (ArbSession *session)
{
  ArbNothanksPage *self = g_object_new (ARB_TYPE_NOTHANKS_PAGE, NULL);

  self->session = session;
  arb_nothanks_page_refresh (self);
  return GTK_WIDGET (self);
}
