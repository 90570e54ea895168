/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "arb-widget-util.h"
#include "arb-steady-bin.h"
#include "arb-width-bin.h"

#include "arb-game-page.h"
#include "arb-refusal-bar.h"
#include "arb-splitvote-majorities.h"
#include "arb-splitvote-page.h"
#include "arb-splitvote-paint.h"
#include "arb-splitvote-row.h"
#include "arb-splitvote-seat.h"
#include "games/splitvote.h"

#define N_NUM ARB_SPLITVOTE_N_NUMBERS
#define MAX_ROW ARB_SPLITVOTE_MAX_ROW

/*
 * The Split and Vote table.  It draws the engine's view, prompt and
 * score, and appends what the table enters: a row, a split, a discard,
 * votes, jokers.  The dividers and the typed row are only a draft until
 * they are entered; the engine decides whether they are legal.
 */
struct _ArbSplitvotePage
{
  GtkWidget               parent_instance;

  ArbSession             *session;     /* owned by the play page */
  ArbSplitvoteView        view;
  guint                   gap[2];      /* the dividers, within the cards being split */
  int                     selected;    /* the divider the arrow keys move */
  gboolean                narrow;      /* the phone layout */

  GtkLabel               *prompt_label;
  GtkLabel               *status_label;
  GtkWidget              *resolution_box;
  GtkLabel               *resolution_label;
  GtkLabel               *earlier_label;
  ArbSplitvoteRow        *row_view;
  GtkStack               *input_stack;
  GtkEntry               *row_entry;
  GtkWidget              *row_box;
  GtkWidget              *sizes_box;
  GtkFlowBox             *keypad;
  GtkEntry               *sizes_entry;
  GtkBox                 *choice_box;
  GtkFlowBox             *vote_list;
  GtkLabel               *hint_label;
  ArbRefusalBar          *refusal_bar;
  GtkListBox             *form_list;
  GtkFlowBox             *seats_box;
  ArbSplitvoteMajorities *majorities;
};

static void arb_splitvote_page_game_page_init (ArbGamePageInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (ArbSplitvotePage, arb_splitvote_page, GTK_TYPE_WIDGET,
                               G_IMPLEMENT_INTERFACE (ARB_TYPE_GAME_PAGE,
                                                      arb_splitvote_page_game_page_init))

static const char *const part_keys[] = { "white", "blue", "black" };

static void refresh (ArbSplitvotePage *self);
static void reload (ArbSplitvotePage *self);
static void focus_input (ArbSplitvotePage *self);

static ArbGame *
game_of (ArbSplitvotePage *self)
{
  return arb_session_get_game (self->session);
}

static ArbSetup *
setup_of (ArbSplitvotePage *self)
{
  return arb_game_get_setup (game_of (self));
}

static const char *
player_name (ArbSplitvotePage *self,
             int               seat)
{
  return arb_setup_player_name (setup_of (self), seat);
}

/* ---- entering ---- */

/* Every entry goes through here: accepted and saved, or refused with
 * its rule id under the input, the state unchanged. */
static gboolean
append (ArbSplitvotePage *self,
        const ArbEvent   *event,
        const char       *line)
{
  if (!arb_game_page_submit (self->session, self->refusal_bar, event, line))
    return FALSE;
  gtk_editable_set_text (GTK_EDITABLE (self->row_entry), "");
  gtk_editable_set_text (GTK_EDITABLE (self->sizes_entry), "");
  reload (self);
  focus_input (self);
  arb_game_page_emit_changed (ARB_GAME_PAGE (self));
  return TRUE;
}

/* The entry as the prompt offers it (with its actor), or as given, for
 * the engine to refuse with its reason. */
static void
append_offered (ArbSplitvotePage *self,
                ArbEvent         *event)
{
  g_autoptr(ArbPrompt) prompt = arb_game_prompt (game_of (self));

  for (guint i = 0; i < prompt->choices->len; i++)
    {
      ArbChoice *choice = g_ptr_array_index (prompt->choices, i);

      if (g_str_equal (choice->event->verb, event->verb)
          && g_strv_equal ((const char *const *) choice->event->args, (const char *const *) event->args)
          && (event->actor == ARB_NO_PLAYER || event->actor == choice->event->actor))
        {
          append (self, choice->event, NULL);
          return;
        }
    }
  append (self, event, NULL);
}

/* ---- the row being dealt ---- */

/* The cards typed so far (MAX_ROW at most), read as the engine reads
 * a row. */
static guint
parse_row (const char *text,
           int        *values)
{
  gboolean open;

  return MIN (arb_splitvote_read_row (text, values, MAX_ROW, &open), MAX_ROW);
}

static void
deal (GtkWidget  *widget,
      const char *action_name,
      GVariant   *parameter)
{
  ArbSplitvotePage *self = ARB_SPLITVOTE_PAGE (widget);
  g_autofree char *text = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->row_entry))));
  g_autofree char *line = g_strdup_printf ("row %s", text);

  if (*text == '\0')
    {
      gtk_widget_grab_focus (GTK_WIDGET (self->row_entry));
      return;
    }
  if (!append (self, NULL, line))
    gtk_widget_grab_focus (GTK_WIDGET (self->row_entry));
}

static void
on_row_entry_activate (ArbSplitvotePage *self)
{
  gtk_widget_activate_action (GTK_WIDGET (self), "sv.deal", NULL);
}

static void
add_card (GtkWidget  *widget,
          const char *action_name,
          GVariant   *parameter)
{
  ArbSplitvotePage *self = ARB_SPLITVOTE_PAGE (widget);
  GtkEditable *entry = GTK_EDITABLE (self->row_entry);
  g_autofree char *stripped = g_strstrip (g_strdup (gtk_editable_get_text (entry)));
  g_autofree char *text = g_strdup_printf ("%s%s%s", stripped, *stripped != '\0' ? " " : "",
                                           g_variant_get_string (parameter, NULL));

  gtk_editable_set_text (entry, text);
  /* A full row has just been dealt by itself: the focus has moved on. */
  if (self->view.step != ARB_SPLITVOTE_STEP_DEAL)
    return;
  gtk_entry_grab_focus_without_selecting (self->row_entry);
  gtk_editable_set_position (entry, -1);
}

static void
erase_card (GtkWidget  *widget,
            const char *action_name,
            GVariant   *parameter)
{
  ArbSplitvotePage *self = ARB_SPLITVOTE_PAGE (widget);
  GtkEditable *entry = GTK_EDITABLE (self->row_entry);
  g_autofree char *text = g_strstrip (g_strdup (gtk_editable_get_text (entry)));
  char *space = strrchr (text, ' ');

  if (space != NULL)
    *space = '\0';
  else
    *text = '\0';
  gtk_editable_set_text (entry, g_strstrip (text));
  gtk_entry_grab_focus_without_selecting (self->row_entry);
  gtk_editable_set_position (entry, -1);
}

static void
build_keypad (ArbSplitvotePage *self)
{
  GtkWidget *erase = gtk_button_new_from_icon_name ("edit-clear-symbolic");

  for (int v = 1; v <= N_NUM + 1; v++)
    {
      int value = v <= N_NUM ? v : ARB_SPLITVOTE_JOKER;
      const char *text = arb_splitvote_card_text (value);
      g_autofree char *tooltip = value == ARB_SPLITVOTE_JOKER ? g_strdup (_("Add a joker to the row"))
                                 : g_strdup_printf (_("Add %d to the row"), value);
      GtkWidget *button = gtk_button_new_with_label (text);

      gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "sv.card");
      gtk_actionable_set_action_target (GTK_ACTIONABLE (button), "s", text);
      arb_widget_set_tooltip_text (button, tooltip);
      arb_widget_set_accessible_label (button, tooltip);
      gtk_widget_add_css_class (button, "value-button");
      gtk_widget_set_focus_on_click (button, FALSE);
      gtk_flow_box_append (self->keypad, button);
    }
  gtk_actionable_set_action_name (GTK_ACTIONABLE (erase), "sv.erase");
  gtk_widget_set_focus_on_click (erase, FALSE);
  arb_widget_set_tooltip_text (erase, _("Remove the last card typed"));
  arb_widget_set_accessible_label (erase, _("Remove the last card typed"));
  gtk_flow_box_append (self->keypad, erase);
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self->keypad)); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    gtk_widget_set_focusable (child, FALSE);
}

/* Only the cards still in the deck, and only while the row has room. */
static void
refresh_keypad (ArbSplitvotePage *self)
{
  int typed[MAX_ROW];
  int used[N_NUM + 1] = { 0 };
  guint n = parse_row (gtk_editable_get_text (GTK_EDITABLE (self->row_entry)), typed);
  int index = 0;

  for (guint i = 0; i < n; i++)
    used[typed[i]]++;
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self->keypad)); child != NULL;
       child = gtk_widget_get_next_sibling (child), index++)
    {
      GtkWidget *button = gtk_flow_box_child_get_child (GTK_FLOW_BOX_CHILD (child));
      int value = index < N_NUM ? index + 1 : ARB_SPLITVOTE_JOKER;

      if (index > N_NUM)
        gtk_widget_set_sensitive (button, n > 0);
      else
        gtk_widget_set_sensitive (button, n < self->view.row_size && self->view.left[value] > used[value]);
    }
}

/* ---- the split ---- */

static void
reset_dividers (ArbSplitvotePage *self)
{
  guint len = self->view.seg_len;

  self->gap[0] = MAX (1, len / 3);
  self->gap[1] = MIN (MAX (self->gap[0] + 1, len - len / 3), len);
  self->selected = 0;
}

static void
move_divider (ArbSplitvotePage *self,
              int               delta)
{
  /* every part keeps at least one card: the dividers never meet */
  int low = self->selected == 0 ? 1 : (int) self->gap[0] + 1;
  int high = self->selected == 0 ? (int) self->gap[1] - 1 : (int) self->view.seg_len - 1;
  int g = CLAMP ((int) self->gap[self->selected] + delta, low, high);

  self->gap[self->selected] = (guint) g;
  gtk_editable_set_text (GTK_EDITABLE (self->sizes_entry), "");
  refresh (self);
}

static void
divider_move (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  move_divider (ARB_SPLITVOTE_PAGE (widget), g_variant_get_int32 (parameter));
}

static void
divider_switch (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  ArbSplitvotePage *self = ARB_SPLITVOTE_PAGE (widget);

  self->selected = 1 - self->selected;
  refresh (self);
}

/* A click between two cards moves the nearer divider there. */
static void
on_gap_clicked (ArbSplitvotePage *self,
                guint             gap)
{
  guint g = CLAMP (gap, self->view.seg_start, self->view.seg_start + self->view.seg_len) - self->view.seg_start;
  guint d0 = g > self->gap[0] ? g - self->gap[0] : self->gap[0] - g;
  guint d1 = g > self->gap[1] ? g - self->gap[1] : self->gap[1] - g;
  int d = d0 < d1 || (d0 == d1 && g <= self->gap[0]) ? 0 : 1;

  self->gap[d] = g;
  if (self->gap[0] > self->gap[1])
    {
      self->gap[1 - d] = self->gap[d];
      self->gap[d] = g;
    }
  self->selected = d;
  gtk_editable_set_text (GTK_EDITABLE (self->sizes_entry), "");
  refresh (self);
}

static void
on_sizes_entry_changed (ArbSplitvotePage *self)
{
  guint sizes[3];

  if (self->view.step != ARB_SPLITVOTE_STEP_SPLIT
      || !arb_splitvote_read_sizes (gtk_editable_get_text (GTK_EDITABLE (self->sizes_entry)), sizes)
      || sizes[0] + sizes[1] > self->view.seg_len)
    return;
  self->gap[0] = sizes[0];
  self->gap[1] = sizes[0] + sizes[1];
  refresh (self);
  /* Three sizes that make up the part: split, with no Enter. */
  if (sizes[0] + sizes[1] + sizes[2] == self->view.seg_len)
    gtk_widget_activate_action (GTK_WIDGET (self), "sv.split", NULL);
}

static void
split (GtkWidget  *widget,
       const char *action_name,
       GVariant   *parameter)
{
  ArbSplitvotePage *self = ARB_SPLITVOTE_PAGE (widget);
  const char *typed = gtk_editable_get_text (GTK_EDITABLE (self->sizes_entry));
  g_autofree char *a = g_strdup_printf ("%u", self->gap[0]);
  g_autofree char *b = g_strdup_printf ("%u", self->gap[1] - self->gap[0]);
  g_autofree char *c = g_strdup_printf ("%u", self->view.seg_len - self->gap[1]);
  g_autoptr(ArbEvent) event = NULL;

  if (*typed != '\0')
    {
      g_autofree char *line = g_strdup_printf ("split %s", typed);

      append (self, NULL, line);
      return;
    }
  event = arb_event_new (ARB_NO_PLAYER, "split", a, b, c, NULL);
  append_offered (self, event);
}

static void
on_sizes_entry_activate (ArbSplitvotePage *self)
{
  gtk_widget_activate_action (GTK_WIDGET (self), "sv.split", NULL);
}

/* ---- discard, votes, jokers ---- */

static void
discard (GtkWidget  *widget,
         const char *action_name,
         GVariant   *parameter)
{
  g_autoptr(ArbEvent) event = arb_event_new (ARB_NO_PLAYER, "discard",
                                             g_variant_get_string (parameter, NULL), NULL);

  append_offered (ARB_SPLITVOTE_PAGE (widget), event);
}

static void
vote (GtkWidget  *widget,
      const char *action_name,
      GVariant   *parameter)
{
  const char *part = NULL;
  int seat = ARB_NO_PLAYER;
  g_autoptr(ArbEvent) event = NULL;

  g_variant_get (parameter, "(i&s)", &seat, &part);
  event = arb_event_new (seat, "vote", part, NULL);
  append_offered (ARB_SPLITVOTE_PAGE (widget), event);
}

static void
joker (GtkWidget  *widget,
       const char *action_name,
       GVariant   *parameter)
{
  g_autoptr(ArbEvent) event = arb_event_new (ARB_NO_PLAYER, "joker",
                                             g_variant_get_string (parameter, NULL), NULL);

  append_offered (ARB_SPLITVOTE_PAGE (widget), event);
}

/* ---- keys ---- */

static int
part_of_key (guint keyval)
{
  switch (gdk_keyval_to_lower (keyval))
    {
    case GDK_KEY_w:
      return ARB_SPLITVOTE_WHITE;
    case GDK_KEY_b:
      return ARB_SPLITVOTE_BLUE;
    case GDK_KEY_k:
      return ARB_SPLITVOTE_BLACK;
    default:
      return -1;
    }
}

static gboolean
key_part (ArbSplitvotePage *self,
          guint             keyval)
{
  int part = part_of_key (keyval);

  if (part < 0)
    return FALSE;
  if (self->view.step == ARB_SPLITVOTE_STEP_DISCARD)
    gtk_widget_activate_action (GTK_WIDGET (self), "sv.discard", "s", part_keys[part]);
  else
    gtk_widget_activate_action (GTK_WIDGET (self), "sv.vote", "(is)", self->view.player, part_keys[part]);
  return TRUE;
}

static gboolean
key_joker (ArbSplitvotePage *self,
           guint             keyval)
{
  guint digit = gdk_keyval_to_unicode (keyval);
  g_autofree char *number = NULL;

  if (digit < '0' || digit > '9')
    return FALSE;
  number = g_strdup_printf ("%u", digit == '0' ? 10 : digit - '0');
  gtk_widget_activate_action (GTK_WIDGET (self), "sv.joker", "s", number);
  return TRUE;
}

/* The dividers take the keys unless sizes are being typed. */
static gboolean
key_split (ArbSplitvotePage *self,
           guint             keyval)
{
  GtkWidget *focus = gtk_root_get_focus (gtk_widget_get_root (GTK_WIDGET (self)));
  gboolean typing = *gtk_editable_get_text (GTK_EDITABLE (self->sizes_entry)) != '\0';
  gboolean on_row = focus == GTK_WIDGET (self->row_view);
  gboolean in_entry = focus != NULL && gtk_widget_is_ancestor (focus, GTK_WIDGET (self->sizes_entry));

  if (focus != NULL && !on_row && !in_entry)
    return FALSE;
  if (typing && in_entry)
    return FALSE;
  switch (keyval)
    {
    case GDK_KEY_Left:
    case GDK_KEY_KP_Left:
      move_divider (self, -1);
      return TRUE;
    case GDK_KEY_Right:
    case GDK_KEY_KP_Right:
      move_divider (self, 1);
      return TRUE;
    case GDK_KEY_Tab:
    case GDK_KEY_ISO_Left_Tab:
      gtk_widget_activate_action (GTK_WIDGET (self), "sv.divider-switch", NULL);
      return TRUE;
    case GDK_KEY_Return:
    case GDK_KEY_KP_Enter:
      gtk_widget_activate_action (GTK_WIDGET (self), "sv.split", NULL);
      return TRUE;
    default:
      break;
    }
  if (on_row && gdk_keyval_to_unicode (keyval) >= '1' && gdk_keyval_to_unicode (keyval) <= '9')
    gtk_widget_grab_focus (GTK_WIDGET (self->sizes_entry));
  return FALSE;
}

static gboolean
handle_key (ArbGamePage     *page,
            guint            keyval,
            GdkModifierType  state)
{
  ArbSplitvotePage *self = ARB_SPLITVOTE_PAGE (page);

  if (setup_of (self)->score_only)
    return FALSE;
  switch (self->view.step)
    {
    case ARB_SPLITVOTE_STEP_DISCARD:
    case ARB_SPLITVOTE_STEP_VOTE:
      return key_part (self, keyval);
    case ARB_SPLITVOTE_STEP_JOKER:
      return key_joker (self, keyval);
    case ARB_SPLITVOTE_STEP_SPLIT:
      return key_split (self, keyval);
    default:
      return FALSE;
    }
}

/* ---- score only ---- */

gboolean
arb_splitvote_page_enter_stacks (ArbSplitvotePage *self,
                                 guint             seat,
                                 const char       *stacks)
{
  g_autofree char *line = g_strdup_printf ("%s: stacks %s", player_name (self, (int) seat), stacks);

  g_return_val_if_fail (ARB_IS_SPLITVOTE_PAGE (self), FALSE);
  return append (self, NULL, line);
}

static void
submit_stacks (GtkWidget *row)
{
  ArbSplitvotePage *self = ARB_SPLITVOTE_PAGE (gtk_widget_get_ancestor (row, ARB_TYPE_SPLITVOTE_PAGE));
  GtkEditable *stacks = g_object_get_data (G_OBJECT (row), "stacks");
  guint seat = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (row), "seat"));

  arb_splitvote_page_enter_stacks (self, seat, gtk_editable_get_text (stacks));
}

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

static GtkWidget *
stacks_row (ArbSplitvotePage *self,
            guint             seat)
{
  const char *name = player_name (self, (int) seat);
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *stacks = labelled (gtk_entry_new (), _("%s’s final stacks"), name);
  GtkWidget *enter = labelled (gtk_button_new_with_label (_("Enter")), _("Enter %s’s stacks"), name);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), name);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), _("Number x cards, jokers counted in"));
  gtk_entry_set_placeholder_text (GTK_ENTRY (stacks), "3x2 5x1 7x4");
  gtk_editable_set_width_chars (GTK_EDITABLE (stacks), 16);
  gtk_widget_add_css_class (enter, "suggested-action");
  g_object_set_data (G_OBJECT (row), "stacks", stacks);
  g_object_set_data (G_OBJECT (row), "seat", GUINT_TO_POINTER (seat));
  g_signal_connect_swapped (stacks, "activate", G_CALLBACK (submit_stacks), row);
  g_signal_connect_swapped (enter, "clicked", G_CALLBACK (submit_stacks), row);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), stacks);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), enter);
  return row;
}

static void
refresh_form (ArbSplitvotePage *self,
              gboolean          score_only)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->form_list))) != NULL)
    gtk_list_box_remove (self->form_list, child);
  gtk_widget_set_visible (GTK_WIDGET (self->form_list),
                          score_only && self->view.step != ARB_SPLITVOTE_STEP_OVER);
  if (!score_only)
    return;
  for (guint i = 0; i < setup_of (self)->n_players; i++)
    if (!self->view.entered[i])
      gtk_list_box_append (self->form_list, stacks_row (self, i));
}

/* ---- drawing the row ---- */

static int
part_at (ArbSplitvotePage *self,
         guint             index)
{
  const ArbSplitvoteView *v = &self->view;
  guint rel = index - v->seg_start;

  if (v->step == ARB_SPLITVOTE_STEP_SPLIT)
    {
      if (index < v->seg_start || rel >= v->seg_len)
        return -1;
      return rel < self->gap[0] ? 0 : rel < self->gap[1] ? 1 : 2;
    }
  if (v->step != ARB_SPLITVOTE_STEP_VOTE && v->step != ARB_SPLITVOTE_STEP_DISCARD)
    return -1;
  for (int k = 0; k < ARB_SPLITVOTE_N_PARTS; k++)
    if (v->parts[k].len > 0 && index >= v->parts[k].start && index < v->parts[k].start + v->parts[k].len)
      return k;
  return -1;
}

static void
card_info (ArbSplitvotePage *self,
           guint             i)
{
  int owner = self->view.owner[i];
  int part = part_at (self, i);
  gboolean out = owner == ARB_SPLITVOTE_OUT || (part >= 0 && self->view.parts[part].discarded
                                                && self->view.step != ARB_SPLITVOTE_STEP_SPLIT);
  const char *label = owner >= 0 ? player_name (self, owner) : out ? _("out") : NULL;

  arb_splitvote_row_set_card_info (self->row_view, i, part, out, label);
}

static void
show_typed_row (ArbSplitvotePage *self,
                const int        *typed,
                guint             n)
{
  arb_splitvote_row_set_cards (self->row_view, typed, n, self->view.row_size);
  arb_splitvote_row_set_dividers (self->row_view, ARB_SPLITVOTE_ROW_NO_GAP, ARB_SPLITVOTE_ROW_NO_GAP, 0);
}

static void
show_table_row (ArbSplitvotePage *self)
{
  const ArbSplitvoteView *v = &self->view;
  gboolean splitting = v->step == ARB_SPLITVOTE_STEP_SPLIT;
  gboolean on_segment = splitting || v->step == ARB_SPLITVOTE_STEP_VOTE || v->step == ARB_SPLITVOTE_STEP_DISCARD;

  arb_splitvote_row_set_cards (self->row_view, v->row, v->row_len,
                               v->row_len > 0 ? v->row_len : v->row_size);
  for (guint i = 0; i < v->row_len; i++)
    card_info (self, i);
  arb_splitvote_row_set_segment (self->row_view, v->seg_start, on_segment ? v->seg_len : 0);
  if (splitting)
    arb_splitvote_row_set_dividers (self->row_view, (int) (v->seg_start + self->gap[0]),
                                    (int) (v->seg_start + self->gap[1]), self->selected);
  else
    arb_splitvote_row_set_dividers (self->row_view, ARB_SPLITVOTE_ROW_NO_GAP, ARB_SPLITVOTE_ROW_NO_GAP, 0);
}

static void
refresh_row (ArbSplitvotePage *self,
             const ArbPrompt  *prompt)
{
  int typed[MAX_ROW];
  guint n = parse_row (gtk_editable_get_text (GTK_EDITABLE (self->row_entry)), typed);

  if (self->view.step == ARB_SPLITVOTE_STEP_DEAL && n > 0)
    show_typed_row (self, typed, n);
  else
    show_table_row (self);
  arb_splitvote_row_set_description (self->row_view, prompt->text);
}

/* A full row is dealt with no Enter, unless its last card could still
 * grow (a 1 before a 0 is a 10). */
static void
on_row_entry_changed (ArbSplitvotePage *self)
{
  g_autoptr(ArbPrompt) prompt = arb_game_prompt (game_of (self));
  const char *text = gtk_editable_get_text (GTK_EDITABLE (self->row_entry));
  int typed[MAX_ROW];
  gboolean open;
  guint n = arb_splitvote_read_row (text, typed, MAX_ROW, &open);

  if (*text == '\0')
    arb_refusal_bar_dismiss (self->refusal_bar);
  refresh_row (self, prompt);
  refresh_keypad (self);
  if (self->view.step == ARB_SPLITVOTE_STEP_DEAL && n == self->view.row_size && !open
      && !g_ascii_isspace (text[strlen (text) - 1]))
    gtk_widget_activate_action (GTK_WIDGET (self), "sv.deal", NULL);
}

/* ---- drawing the input ---- */

static GtkWidget *
choice_button (const char *label,
               const char *accessible,
               const char *action,
               GVariant   *target)
{
  GtkWidget *button = gtk_button_new_with_label (label);

  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), action);
  gtk_actionable_set_action_target_value (GTK_ACTIONABLE (button), target);
  arb_widget_set_accessible_label (button, accessible);
  arb_widget_set_tooltip_text (button, accessible);
  gtk_widget_add_css_class (button, "pill");
  return button;
}

static void
clear_choices (ArbSplitvotePage *self)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->choice_box))) != NULL)
    gtk_box_remove (self->choice_box, child);
}

/* Discard or joker: the prompt's choices as buttons. */
static void
fill_choices (ArbSplitvotePage *self,
              const ArbPrompt  *prompt)
{
  gboolean discarding = g_strcmp0 (prompt->verb, "discard") == 0;

  clear_choices (self);
  if (!discarding)
    gtk_box_append (self->choice_box, gtk_label_new (_("Attach the joker to")));
  for (guint i = 0; i < prompt->choices->len; i++)
    {
      ArbChoice *choice = g_ptr_array_index (prompt->choices, i);
      const char *arg = choice->event->args[0];
      g_autofree char *label = discarding ? g_strdup_printf (_("Discard %s"), choice->label)
                               : g_strdup (arg);
      g_autofree char *accessible = discarding ? g_strdup_printf (_("Discard %s"), choice->label)
                                    : g_strdup_printf (_("Attach the joker to the stack of %s"), arg);
      g_autofree char *css = g_strdup_printf ("part-%s", arg);
      GtkWidget *button = choice_button (label, accessible, discarding ? "sv.discard" : "sv.joker",
                                         g_variant_new_string (arg));

      gtk_widget_add_css_class (button, discarding ? css : "value-button");
      gtk_box_append (self->choice_box, button);
    }
}

static GtkWidget *
vote_button (ArbSplitvotePage *self,
             const ArbPrompt  *prompt,
             int               seat,
             int               part)
{
  static const char *const labels[] = { N_("White"), N_("Blue"), N_("Black") };
  g_autofree char *accessible = g_strdup_printf (_("%s votes %s"), player_name (self, seat), part_keys[part]);
  g_autoptr(ArbEvent) event = arb_event_new (seat, "vote", part_keys[part], NULL);
  GtkWidget *button = choice_button (_(labels[part]), accessible, "sv.vote",
                                     g_variant_new ("(is)", seat, part_keys[part]));
  g_autofree char *css = g_strdup_printf ("part-%s", part_keys[part]);

  gtk_widget_add_css_class (button, css);
  gtk_widget_set_sensitive (button, arb_prompt_allows (prompt, event));
  return button;
}

/* One voter: the name, then a button per part still to vote for, or
 * the vote once cast.  Compact, two to a line when there is room, so
 * the majorities stay in view. */
static GtkWidget *
vote_cell (ArbSplitvotePage *self,
           const ArbPrompt  *prompt,
           int               seat)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *names = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *name = gtk_label_new (player_name (self, seat));
  GtkWidget *buttons;
  int voted = self->view.vote[seat];
  const char *note = voted >= 0 ? NULL : seat == prompt->player ? _("next: W, B or K") : NULL;
  g_autofree char *cast = voted >= 0 ? g_strdup_printf (_("voted %s"), part_keys[voted]) : NULL;

  gtk_widget_add_css_class (box, "card");
  gtk_widget_add_css_class (box, "vote-cell");
  gtk_label_set_xalign (GTK_LABEL (name), 0);
  gtk_label_set_ellipsize (GTK_LABEL (name), PANGO_ELLIPSIZE_END);
  gtk_widget_add_css_class (name, "heading");
  gtk_box_append (GTK_BOX (names), name);
  if (note != NULL || cast != NULL)
    {
      GtkWidget *sub = gtk_label_new (cast != NULL ? cast : note);

      gtk_label_set_xalign (GTK_LABEL (sub), 0);
      gtk_widget_add_css_class (sub, "caption");
      gtk_widget_add_css_class (sub, "dim-label");
      gtk_box_append (GTK_BOX (names), sub);
    }
  gtk_widget_set_hexpand (names, TRUE);
  gtk_widget_set_valign (names, GTK_ALIGN_CENTER);
  gtk_box_append (GTK_BOX (box), names);
  /* narrow: the name above its buttons */
  if (self->narrow)
    gtk_orientable_set_orientation (GTK_ORIENTABLE (box), GTK_ORIENTATION_VERTICAL);
  buttons = self->narrow ? gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6) : box;
  gtk_box_set_homogeneous (GTK_BOX (buttons), self->narrow);
  for (int k = 0; voted < 0 && k < ARB_SPLITVOTE_N_PARTS; k++)
    if (self->view.parts[k].len > 0)
      {
        GtkWidget *button = vote_button (self, prompt, seat, k);

        if (self->narrow)
          {
            gtk_widget_add_css_class (button, "narrow-pill");
            gtk_widget_set_hexpand (button, TRUE);
          }
        gtk_box_append (GTK_BOX (buttons), button);
      }
  if (buttons != box)
    gtk_box_append (GTK_BOX (box), buttons);
  return box;
}

static void
fill_votes (ArbSplitvotePage *self,
            const ArbPrompt  *prompt)
{
  GtkFlowBoxChild *child;

  while ((child = gtk_flow_box_get_child_at_index (self->vote_list, 0)) != NULL)
    gtk_flow_box_remove (self->vote_list, GTK_WIDGET (child));
  for (guint i = 0; i < setup_of (self)->n_players; i++)
    if (self->view.voters & (1u << i))
      {
        GtkWidget *cell = vote_cell (self, prompt, (int) i);

        /* the buttons take the focus, not the cell around them */
        arb_flow_box_append_unfocusable (self->vote_list, cell);
      }
}

static const char *
input_page (ArbSplitvotePage *self)
{
  switch (self->view.step)
    {
    case ARB_SPLITVOTE_STEP_DEAL:
      return "deal";
    case ARB_SPLITVOTE_STEP_SPLIT:
      return "split";
    case ARB_SPLITVOTE_STEP_DISCARD:
    case ARB_SPLITVOTE_STEP_JOKER:
      return "choose";
    case ARB_SPLITVOTE_STEP_VOTE:
      return "vote";
    case ARB_SPLITVOTE_STEP_OVER:
      return "over";
    case ARB_SPLITVOTE_STEP_STACKS:
    default:
      return "none";
    }
}

static char *
hint_text (ArbSplitvotePage *self)
{
  switch (self->view.step)
    {
    case ARB_SPLITVOTE_STEP_DEAL:
      return g_strdup (_("Type the cards from left to right, J for a joker, with or without blanks (1 then 0 is a 10), or pick them above"));
    case ARB_SPLITVOTE_STEP_SPLIT:
      return g_strdup (_("← and → move a divider, Tab switches divider, Enter splits; or type the sizes, or click between two cards"));
    case ARB_SPLITVOTE_STEP_DISCARD:
      return g_strdup (_("W, B or K discards the white, blue or black part"));
    case ARB_SPLITVOTE_STEP_VOTE:
      return g_strdup_printf (_("Turn the votes over, then enter them: W, B or K is %s’s vote"),
                              player_name (self, self->view.player));
    case ARB_SPLITVOTE_STEP_JOKER:
      return g_strdup (_("Type the number of the stack (0 for the 10), or click it"));
    default:
      return g_strdup ("");
    }
}

static void
refresh_input (ArbSplitvotePage *self,
               const ArbPrompt  *prompt)
{
  const char *page = setup_of (self)->score_only && !prompt->finished ? "none" : input_page (self);
  g_autofree char *hint = hint_text (self);
  gboolean step_is_split = self->view.step == ARB_SPLITVOTE_STEP_SPLIT;

  gtk_stack_set_visible_child_name (self->input_stack, page);
  gtk_widget_set_visible (GTK_WIDGET (self->input_stack), !g_str_equal (page, "none"));
  arb_refusal_bar_set_anchor (self->refusal_bar,
                              g_str_equal (page, "deal") ? self->row_box
                              : g_str_equal (page, "split") ? self->sizes_box
                              : g_str_equal (page, "vote") ? GTK_WIDGET (self->vote_list)
                              : g_str_equal (page, "choose") ? GTK_WIDGET (self->choice_box)
                              : setup_of (self)->score_only ? GTK_WIDGET (self->form_list)
                              : GTK_WIDGET (self->input_stack));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "sv.deal", self->view.step == ARB_SPLITVOTE_STEP_DEAL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "sv.card", self->view.step == ARB_SPLITVOTE_STEP_DEAL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "sv.erase", self->view.step == ARB_SPLITVOTE_STEP_DEAL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "sv.split", step_is_split);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "sv.divider-move", step_is_split);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "sv.divider-switch", step_is_split);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "sv.discard", self->view.step == ARB_SPLITVOTE_STEP_DISCARD);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "sv.vote", self->view.step == ARB_SPLITVOTE_STEP_VOTE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "sv.joker", self->view.step == ARB_SPLITVOTE_STEP_JOKER);
  if (g_str_equal (page, "choose"))
    fill_choices (self, prompt);
  else if (g_str_equal (page, "vote"))
    fill_votes (self, prompt);
  refresh_keypad (self);
  gtk_label_set_text (self->hint_label, setup_of (self)->score_only ? "" : hint);
  gtk_widget_set_visible (GTK_WIDGET (self->hint_label), *hint != '\0' && !setup_of (self)->score_only);
}

/* ---- drawing the rest ---- */

static void
refresh_status (ArbSplitvotePage *self)
{
  g_autofree char *text = g_strdup_printf (_("Round %u of %u · %u of %d cards dealt · %s holds the dividers"),
                                           self->view.round, self->view.n_rounds, self->view.dealt,
                                           ARB_SPLITVOTE_DECK, player_name (self, self->view.active));

  gtk_label_set_text (self->status_label, text);
}

/* The latest entry in the engine's words, big; the two before it,
 * newest first, small. */
static void
refresh_resolution (ArbSplitvotePage *self)
{
  ArbGame *game = game_of (self);
  guint n = arb_game_get_n_events (game);
  g_autoptr(GString) earlier = g_string_new (NULL);

  for (guint back = 2; back <= 3 && back <= n; back++)
    g_string_append_printf (earlier, "%s%s", earlier->len > 0 ? "\n" : "",
                            arb_game_get_description (game, n - back));
  gtk_label_set_text (self->resolution_label, n > 0 ? arb_game_get_description (game, n - 1) : "");
  gtk_label_set_text (self->earlier_label, earlier->str);
  gtk_widget_set_visible (GTK_WIDGET (self->earlier_label), earlier->len > 0);
  gtk_widget_set_visible (self->resolution_box, n > 0 && !setup_of (self)->score_only);
}

/* What a seat did this round: its vote, the cards it took, the dividers. */
static char *
seat_status (ArbSplitvotePage *self,
             int               seat)
{
  const ArbSplitvoteView *v = &self->view;
  g_autoptr(GString) took = g_string_new (NULL);

  if (v->step == ARB_SPLITVOTE_STEP_VOTE && (v->voters & (1u << seat)))
    return v->vote[seat] >= 0 ? g_strdup_printf (_("voted %s"), part_keys[v->vote[seat]])
                              : g_strdup (_("to vote"));
  for (guint i = 0; i < v->row_len; i++)
    if (v->owner[i] == seat)
      g_string_append_printf (took, " %s", arb_splitvote_card_text (v->row[i]));
  if (took->len > 0)
    return g_strdup_printf (_("took%s"), took->str);
  if (seat == v->active && v->step != ARB_SPLITVOTE_STEP_OVER && !setup_of (self)->score_only)
    return g_strdup (_("dividers"));
  return NULL;
}

static void
refresh_seats (ArbSplitvotePage *self,
               const ArbPrompt  *prompt,
               const ArbScore   *score)
{
  ArbSetup *setup = setup_of (self);

  for (guint i = 0; i < setup->n_players; i++)
    {
      GtkFlowBoxChild *cell = gtk_flow_box_get_child_at_index (self->seats_box, (int) i);
      GtkWidget *seat = cell != NULL ? gtk_flow_box_child_get_child (cell) : NULL;
      g_autofree char *status = seat_status (self, (int) i);
      ArbSplitvoteSeatInfo info = { 0 };

      if (seat == NULL)
        {
          seat = arb_splitvote_seat_new ();
          arb_flow_box_append_unfocusable (self->seats_box, seat);
        }
      info.name = arb_setup_player_name (setup, (int) i);
      info.status = status;
      info.points = ((ArbPlayerScore *) g_ptr_array_index (score->players, i))->total;
      info.to_act = !prompt->finished && prompt->player == (int) i;
      arb_splitvote_seat_update (ARB_SPLITVOTE_SEAT (seat), &self->view, i, &info);
    }
}

static void
fill_majorities (ArbSplitvotePage       *self,
                 ArbSplitvoteMajorities *widget,
                 const ArbScore         *score)
{
  ArbSetup *setup = setup_of (self);
  ArbSplitvoteMajority table[N_NUM + 1];
  int totals[ARB_SPLITVOTE_MAX_PLAYERS] = { 0 };

  arb_splitvote_majorities (setup, arb_game_get_state (game_of (self)), table);
  arb_splitvote_majorities_set_transposed (widget, self->narrow);
  for (guint i = 0; i < setup->n_players && i < ARB_SPLITVOTE_MAX_PLAYERS; i++)
    totals[i] = ((ArbPlayerScore *) g_ptr_array_index (score->players, i))->total;
  arb_splitvote_majorities_update (widget, (const char *const *) setup->players,
                                   setup->n_players, table, totals);
}

static void
refresh (ArbSplitvotePage *self)
{
  g_autoptr(ArbPrompt) prompt = arb_game_prompt (game_of (self));
  g_autoptr(ArbScore) score = arb_game_score (game_of (self));
  gboolean score_only = setup_of (self)->score_only;

  gtk_label_set_text (self->prompt_label, prompt->text);
  gtk_widget_set_visible (GTK_WIDGET (self->status_label), !score_only && !prompt->finished);
  gtk_widget_set_visible (GTK_WIDGET (self->row_view), !score_only);
  refresh_status (self);
  refresh_resolution (self);
  refresh_row (self, prompt);
  refresh_input (self, prompt);
  refresh_seats (self, prompt, score);
  fill_majorities (self, self->majorities, score);
}

/* After an entry or an undo: a new state, so a fresh draft. */
static void
reload (ArbSplitvotePage *self)
{
  arb_splitvote_get_view (setup_of (self), arb_game_get_state (game_of (self)), &self->view);
  if (self->view.step == ARB_SPLITVOTE_STEP_SPLIT)
    reset_dividers (self);
  refresh_form (self, setup_of (self)->score_only);
  refresh (self);
}

static void
focus_input (ArbSplitvotePage *self)
{
  GtkWidget *first_form = gtk_widget_get_first_child (GTK_WIDGET (self->form_list));

  if (setup_of (self)->score_only && first_form != NULL)
    gtk_widget_grab_focus (g_object_get_data (G_OBJECT (first_form), "stacks"));
  else if (self->view.step == ARB_SPLITVOTE_STEP_DEAL)
    gtk_entry_grab_focus_without_selecting (self->row_entry);
  else if (self->view.step == ARB_SPLITVOTE_STEP_SPLIT)
    gtk_widget_grab_focus (GTK_WIDGET (self->sizes_entry));
  else
    gtk_widget_grab_focus (GTK_WIDGET (self));
}

/* ---- the game page interface ---- */

static void
game_page_refresh (ArbGamePage *page)
{
  reload (ARB_SPLITVOTE_PAGE (page));
}

static void
game_page_focus_input (ArbGamePage *page)
{
  focus_input (ARB_SPLITVOTE_PAGE (page));
}

static const char *
game_page_get_prompt_text (ArbGamePage *page)
{
  return gtk_label_get_text (ARB_SPLITVOTE_PAGE (page)->prompt_label);
}

static const char *
game_page_get_refusal (ArbGamePage *page)
{
  ArbSplitvotePage *self = ARB_SPLITVOTE_PAGE (page);

  return arb_refusal_bar_is_shown (self->refusal_bar)
         ? arb_refusal_bar_get_rule_id (self->refusal_bar) : NULL;
}

/* The majority table, for the score page. */
static GtkWidget *
game_page_create_score_section (ArbGamePage *page)
{
  ArbSplitvotePage *self = ARB_SPLITVOTE_PAGE (page);
  g_autoptr(ArbScore) score = arb_game_score (game_of (self));
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *heading = gtk_label_new (_("Majorities (SV-11): the most cards of a number score it"));
  GtkWidget *table = arb_splitvote_majorities_new ();

  gtk_label_set_xalign (GTK_LABEL (heading), 0);
  gtk_label_set_wrap (GTK_LABEL (heading), TRUE);
  gtk_widget_add_css_class (heading, "heading");
  gtk_widget_add_css_class (box, "card");
  gtk_widget_add_css_class (box, "majorities-card");
  gtk_box_append (GTK_BOX (box), heading);
  gtk_box_append (GTK_BOX (box), table);
  fill_majorities (self, ARB_SPLITVOTE_MAJORITIES (table), score);
  return box;
}

/* The page's own line on the middle of the table, for the large type
 * view. */
static char *
game_page_dup_large_summary (ArbGamePage *page)
{
  ArbSplitvotePage *self = ARB_SPLITVOTE_PAGE (page);

  return g_strdup (gtk_label_get_text (self->status_label));
}

static void
arb_splitvote_page_game_page_init (ArbGamePageInterface *iface)
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
arb_splitvote_page_get_input (ArbSplitvotePage *self)
{
  g_return_val_if_fail (ARB_IS_SPLITVOTE_PAGE (self), NULL);
  return gtk_stack_get_visible_child_name (self->input_stack);
}

const char *
arb_splitvote_page_get_resolution (ArbSplitvotePage *self)
{
  g_return_val_if_fail (ARB_IS_SPLITVOTE_PAGE (self), NULL);
  return gtk_label_get_text (self->resolution_label);
}

const char *
arb_splitvote_page_get_seat_summary (ArbSplitvotePage *self,
                                     guint             seat)
{
  GtkFlowBoxChild *cell = gtk_flow_box_get_child_at_index (self->seats_box, (int) seat);

  return cell != NULL
         ? arb_splitvote_seat_get_summary (ARB_SPLITVOTE_SEAT (gtk_flow_box_child_get_child (cell)))
         : NULL;
}

void
arb_splitvote_page_get_dividers (ArbSplitvotePage *self,
                                 guint            *gap1,
                                 guint            *gap2)
{
  g_return_if_fail (ARB_IS_SPLITVOTE_PAGE (self));
  *gap1 = self->gap[0];
  *gap2 = self->gap[1];
}

char *
arb_splitvote_page_dup_majority (ArbSplitvotePage *self,
                                 guint             seat,
                                 int               number)
{
  g_return_val_if_fail (ARB_IS_SPLITVOTE_PAGE (self), NULL);
  return arb_splitvote_majorities_dup_cell (self->majorities, seat, number);
}

/* ---- wide and narrow ---- */

/* Below this window width: the phone layout, with the keypad four to a
 * line, shorter entries, each voter's name above its buttons and the
 * majorities a line per number. */
#define NARROW_WIDTH 620

/* Follows the window's width, as the play page does (no breakpoints
 * before libadwaita 1.4). */
static void
on_window_width (GtkWindow        *window,
                 GParamSpec       *pspec,
                 ArbSplitvotePage *self)
{
  int width = 0, height = 0;
  gboolean narrow;

  gtk_window_get_default_size (window, &width, &height);
  narrow = width > 0 && width < NARROW_WIDTH;
  if (narrow == self->narrow)
    return;
  self->narrow = narrow;
  gtk_flow_box_set_min_children_per_line (self->keypad, narrow ? 4 : 6);
  /* one voter to a line there: a voter who has voted takes one line */
  gtk_flow_box_set_homogeneous (self->vote_list, !narrow);
  gtk_editable_set_width_chars (GTK_EDITABLE (self->row_entry), narrow ? 14 : 22);
  gtk_widget_set_hexpand (GTK_WIDGET (self->row_entry), narrow);
  gtk_editable_set_width_chars (GTK_EDITABLE (self->sizes_entry), narrow ? 14 : 20);
  gtk_widget_set_hexpand (GTK_WIDGET (self->sizes_entry), narrow);
  gtk_widget_set_halign (self->row_box, narrow ? GTK_ALIGN_FILL : GTK_ALIGN_START);
  gtk_widget_set_halign (self->sizes_box, narrow ? GTK_ALIGN_FILL : GTK_ALIGN_START);
  refresh (self);
  /* the score page's majorities follow a resize (not the first width) */
  if (pspec != NULL)
    arb_game_page_emit_changed (ARB_GAME_PAGE (self));
}

static void
arb_splitvote_page_root (GtkWidget *widget)
{
  GtkRoot *root;

  GTK_WIDGET_CLASS (arb_splitvote_page_parent_class)->root (widget);
  root = gtk_widget_get_root (widget);
  if (GTK_IS_WINDOW (root))
    {
      g_signal_connect_object (root, "notify::default-width", G_CALLBACK (on_window_width), widget, 0);
      on_window_width (GTK_WINDOW (root), NULL, ARB_SPLITVOTE_PAGE (widget));
    }
}

static void
arb_splitvote_page_unroot (GtkWidget *widget)
{
  GtkRoot *root = gtk_widget_get_root (widget);

  if (root != NULL)
    g_signal_handlers_disconnect_by_func (root, on_window_width, widget);
  GTK_WIDGET_CLASS (arb_splitvote_page_parent_class)->unroot (widget);
}

/* ---- the class ---- */

static void
arb_splitvote_page_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), ARB_TYPE_SPLITVOTE_PAGE);
  /* GTK 4.8 leaves unnamed template roots in place. */
  arb_widget_unparent_children (GTK_WIDGET (object));
  G_OBJECT_CLASS (arb_splitvote_page_parent_class)->dispose (object);
}

static void
install_actions (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "sv.card", "s", add_card);
  gtk_widget_class_install_action (widget_class, "sv.erase", NULL, erase_card);
  gtk_widget_class_install_action (widget_class, "sv.deal", NULL, deal);
  gtk_widget_class_install_action (widget_class, "sv.divider-move", "i", divider_move);
  gtk_widget_class_install_action (widget_class, "sv.divider-switch", NULL, divider_switch);
  gtk_widget_class_install_action (widget_class, "sv.split", NULL, split);
  gtk_widget_class_install_action (widget_class, "sv.discard", "s", discard);
  gtk_widget_class_install_action (widget_class, "sv.vote", "(is)", vote);
  gtk_widget_class_install_action (widget_class, "sv.joker", "s", joker);
}

static void
arb_splitvote_page_class_init (ArbSplitvotePageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = arb_splitvote_page_dispose;
  widget_class->root = arb_splitvote_page_root;
  widget_class->unroot = arb_splitvote_page_unroot;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  g_type_ensure (ARB_TYPE_REFUSAL_BAR);
  g_type_ensure (ARB_TYPE_WIDTH_BIN);
  g_type_ensure (ARB_TYPE_STEADY_BIN);
  g_type_ensure (ARB_TYPE_SPLITVOTE_ROW);
  g_type_ensure (ARB_TYPE_SPLITVOTE_MAJORITIES);
  gtk_widget_class_set_template_from_resource (widget_class,
    "/io/github/tablearbiter/Arbiter/games/splitvote/arb-splitvote-page.ui");
  gtk_widget_class_bind_template_child (widget_class, ArbSplitvotePage, prompt_label);
  gtk_widget_class_bind_template_child (widget_class, ArbSplitvotePage, status_label);
  gtk_widget_class_bind_template_child (widget_class, ArbSplitvotePage, resolution_box);
  gtk_widget_class_bind_template_child (widget_class, ArbSplitvotePage, resolution_label);
  gtk_widget_class_bind_template_child (widget_class, ArbSplitvotePage, earlier_label);
  gtk_widget_class_bind_template_child (widget_class, ArbSplitvotePage, row_view);
  gtk_widget_class_bind_template_child (widget_class, ArbSplitvotePage, input_stack);
  gtk_widget_class_bind_template_child (widget_class, ArbSplitvotePage, row_entry);
  gtk_widget_class_bind_template_child (widget_class, ArbSplitvotePage, keypad);
  gtk_widget_class_bind_template_child (widget_class, ArbSplitvotePage, sizes_entry);
  gtk_widget_class_bind_template_child (widget_class, ArbSplitvotePage, choice_box);
  gtk_widget_class_bind_template_child (widget_class, ArbSplitvotePage, vote_list);
  gtk_widget_class_bind_template_child (widget_class, ArbSplitvotePage, hint_label);
  gtk_widget_class_bind_template_child (widget_class, ArbSplitvotePage, row_box);
  gtk_widget_class_bind_template_child (widget_class, ArbSplitvotePage, sizes_box);
  gtk_widget_class_bind_template_child (widget_class, ArbSplitvotePage, refusal_bar);
  gtk_widget_class_bind_template_child (widget_class, ArbSplitvotePage, form_list);
  gtk_widget_class_bind_template_child (widget_class, ArbSplitvotePage, seats_box);
  gtk_widget_class_bind_template_child (widget_class, ArbSplitvotePage, majorities);
  gtk_widget_class_bind_template_callback (widget_class, on_row_entry_activate);
  gtk_widget_class_bind_template_callback (widget_class, on_row_entry_changed);
  gtk_widget_class_bind_template_callback (widget_class, on_sizes_entry_activate);
  gtk_widget_class_bind_template_callback (widget_class, on_sizes_entry_changed);
  gtk_widget_class_bind_template_callback (widget_class, on_gap_clicked);
  install_actions (widget_class);
}

static void
arb_splitvote_page_init (ArbSplitvotePage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
  build_keypad (self);
  arb_game_page_install_keys (ARB_GAME_PAGE (self));
}

GtkWidget *
arb_splitvote_page_new (ArbSession *session)
{
  ArbSplitvotePage *self = g_object_new (ARB_TYPE_SPLITVOTE_PAGE, NULL);

  self->session = session;
  reload (self);
  return GTK_WIDGET (self);
}
