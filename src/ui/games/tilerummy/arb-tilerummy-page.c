/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "arb-widget-util.h"
#include "arb-steady-bin.h"
#include "arb-width-bin.h"

#include "arb-game-page.h"
#include "arb-refusal-bar.h"
#include "arb-tilerummy-editor.h"
#include "arb-tilerummy-page.h"

#include "arb-args.h"
#include "arb-tilerummy-problems.h"
#include "arb-tilerummy-seat.h"
#include "arb-tilerummy-tile-view.h"
#include "arb-tilerummy-typing.h"
#include "games/tilerummy/tilerummy.h"

#define N_DISPLAY ARB_TILERUMMY_DISPLAY
#define DISPLAY_TILE_HEIGHT 52
#define WIDE_WIDTH 880   /* from here the table stands beside the rest */

/*
 * The Tile Rummy table.  It draws the engine's view and prompt and
 * appends what the table enters: the display, a take and its refill, a
 * draw, an action tile, a lay-down typed in the table editor as the
 * whole table after the move, the hands at the end.  The editor's draft
 * is only a draft until it is laid down; the engine decides.
 */
struct _ArbTilerummyPage
{
  GtkWidget             parent_instance;

  ArbSession           *session;     /* owned by the play page */
  ArbTilerummyView      view;
  guint                 n_events;    /* a new entry starts a fresh draft */
  gboolean              loaded;
  gboolean              choosing;    /* draw-three: whom? */
  gboolean              wide;        /* the width asks for the wide layout */
  gboolean              laid_wide;   /* the layout is the wide one */
  gboolean              layout_set;
  guint                 layout_idle;

  GtkWidget            *frame;
  GtkLabel             *prompt_label;
  GtkLabel             *status_label;
  GtkWidget            *dock_overlay;
  GtkBox               *body_box;
  GtkWidget            *scroller;
  GtkWidget            *overlay;
  GtkBox               *content_box;
  GtkWidget            *side_box;
  GtkWidget            *display_title;
  GtkBox               *display_box;
  GtkStack             *input_stack;
  GtkWidget            *tiles_box;
  GtkEntry             *tiles_entry;
  GtkFlowBox           *turn_box;
  GtkWidget            *opponent_page;
  GtkBox               *opponent_box;
  GtkListBox           *hands_list;
  GtkLabel             *hint_label;
  GtkFlowBox           *seats_box;
  GtkWidget            *table_column;
  GtkWidget            *table_box;
  GtkLabel             *groups_label;
  GtkWidget            *editor_scroller;
  ArbTilerummyEditor   *editor;
  GtkWidget            *dock;
  GtkWidget            *dock_box;
  GtkWidget            *lay_bar;
  GtkLabel             *lay_label;
  ArbTilerummyProblems *problems;
  ArbRefusalBar        *refusal_bar;

  GtkWidget            *display_buttons[N_DISPLAY];
  ArbTilerummyTileView *display_tiles[N_DISPLAY];
  GtkLabel             *display_keys[N_DISPLAY];
};

static void arb_tilerummy_page_game_page_init (ArbGamePageInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (ArbTilerummyPage, arb_tilerummy_page, GTK_TYPE_WIDGET,
                               G_IMPLEMENT_INTERFACE (ARB_TYPE_GAME_PAGE,
                                                      arb_tilerummy_page_game_page_init))

static void refresh (ArbTilerummyPage *self);
static void reload (ArbTilerummyPage *self);
static void focus_input (ArbTilerummyPage *self);

static ArbGame *
game_of (ArbTilerummyPage *self)
{
  return arb_session_get_game (self->session);
}

static ArbSetup *
setup_of (ArbTilerummyPage *self)
{
  return arb_game_get_setup (game_of (self));
}

static const char *
player_name (ArbTilerummyPage *self,
             int               seat)
{
  return arb_setup_player_name (setup_of (self), seat);
}

static gboolean
score_only (ArbTilerummyPage *self)
{
  return setup_of (self)->score_only;
}

/* The display's tiles are typed in (a game begins, or the next of a
 * match), or its refill. */
static gboolean
typing_display (ArbTilerummyPage *self)
{
  return !score_only (self)
         && (self->view.phase == ARB_TILERUMMY_DISPLAY_DUE
             || (self->view.phase == ARB_TILERUMMY_OVER && !self->view.match_over));
}

static gboolean
typing_refill (ArbTilerummyPage *self)
{
  return !score_only (self) && self->view.phase == ARB_TILERUMMY_REFILL;
}

static gboolean
in_turn (ArbTilerummyPage *self)
{
  return !score_only (self) && self->view.phase == ARB_TILERUMMY_TURN;
}

/* ---- entering ---- */

/* Every entry goes through here: accepted and saved, or refused with
 * its rule id under the input, the state unchanged. */
static gboolean
append (ArbTilerummyPage *self,
        const ArbEvent   *event,
        const char       *line)
{
  if (!arb_game_page_submit (self->session, self->refusal_bar, event, line))
    return FALSE;
  reload (self);
  focus_input (self);
  arb_game_page_emit_changed (ARB_GAME_PAGE (self));
  return TRUE;
}

/* The prompt's choice with this verb (and argument), appended as the
 * engine gave it; not offered, it goes in as typed for the engine to
 * say why not. */
static void
append_verb (ArbTilerummyPage *self,
             const char       *verb,
             const char       *arg)
{
  g_autoptr(ArbPrompt) prompt = arb_game_prompt (game_of (self));
  g_autoptr(ArbEvent) event = NULL;

  for (guint i = 0; i < prompt->choices->len; i++)
    {
      ArbChoice *choice = g_ptr_array_index (prompt->choices, i);

      if (g_str_equal (choice->event->verb, verb)
          && (arg == NULL || g_strcmp0 (choice->event->args[0], arg) == 0))
        {
          append (self, choice->event, NULL);
          return;
        }
    }
  event = arb_event_new (ARB_NO_PLAYER, verb, arg, NULL);
  append (self, event, NULL);
}

static guint
count_choices (const ArbPrompt *prompt,
               const char      *verb)
{
  guint n = 0;

  for (guint i = 0; i < prompt->choices->len; i++)
    n += g_str_equal (((ArbChoice *) g_ptr_array_index (prompt->choices, i))->event->verb, verb);
  return n;
}

/* ---- the display and the refill, typed ---- */

static void
enter_tiles (ArbTilerummyPage *self)
{
  const char *text = gtk_editable_get_text (GTK_EDITABLE (self->tiles_entry));
  ArbTrTile tiles[N_DISPLAY + 1];
  gboolean open, bad;
  guint n = arb_tilerummy_read_typed (text, TRUE, tiles, G_N_ELEMENTS (tiles), &open, &bad);
  g_autofree char *words = arb_tilerummy_typed_words (tiles, n);
  g_autofree char *line = NULL;

  if (*text == '\0')
    {
      gtk_widget_grab_focus (GTK_WIDGET (self->tiles_entry));
      return;
    }
  /* Words that are no tiles go in as typed, for the engine to say why. */
  line = g_strdup_printf ("%s %s", typing_refill (self) ? "refill" : "display", bad ? text : words);
  if (!append (self, NULL, line))
    {
      gtk_widget_grab_focus (GTK_WIDGET (self->tiles_entry));
      gtk_editable_select_region (GTK_EDITABLE (self->tiles_entry), 0, -1);
    }
}

static void
enter_tiles_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  enter_tiles (ARB_TILERUMMY_PAGE (widget));
}

static void
on_tiles_entry_activate (ArbTilerummyPage *self)
{
  enter_tiles (self);
}

static void refresh_display (ArbTilerummyPage *self);

/* Six tiles for the display, one for the refill: in with no Enter, as
 * soon as the last one cannot grow ("r1" waits: r10 to r14). */
static void
on_tiles_entry_changed (ArbTilerummyPage *self)
{
  const char *text = gtk_editable_get_text (GTK_EDITABLE (self->tiles_entry));
  ArbTrTile tiles[N_DISPLAY + 1];
  gboolean open, bad;
  guint n, want;

  if (self->session == NULL)
    return;
  if (*text == '\0')
    arb_refusal_bar_dismiss (self->refusal_bar);
  n = arb_tilerummy_read_typed (text, TRUE, tiles, G_N_ELEMENTS (tiles), &open, &bad);
  refresh_display (self);
  want = typing_refill (self) ? 1 : typing_display (self) ? N_DISPLAY : 0;
  if (want > 0 && n == want && !open && !bad)
    enter_tiles (self);
}

/* ---- the turn ---- */

static void
take (GtkWidget  *widget,
      const char *action_name,
      GVariant   *parameter)
{
  append_verb (ARB_TILERUMMY_PAGE (widget), "take", g_variant_get_string (parameter, NULL));
}

static void
take_at (ArbTilerummyPage *self,
         guint             index)
{
  if (index < self->view.n_display)
    append_verb (self, "take", arb_tr_tile_name (self->view.display[index]));
  else
    gtk_widget_error_bell (GTK_WIDGET (self));
}

static void
simple_verb (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  /* "tr.draw" → draw */
  append_verb (ARB_TILERUMMY_PAGE (widget), action_name + 3, NULL);
}

static void
set_choosing (ArbTilerummyPage *self,
              gboolean          choosing)
{
  self->choosing = choosing;
  refresh (self);
  focus_input (self);
}

/* Draw three: with one opponent, at once; else the table says whom. */
static void
draw_three (GtkWidget  *widget,
            const char *action_name,
            GVariant   *parameter)
{
  ArbTilerummyPage *self = ARB_TILERUMMY_PAGE (widget);
  const char *opponent = g_variant_get_string (parameter, NULL);
  g_autoptr(ArbPrompt) prompt = arb_game_prompt (game_of (self));

  if (*opponent != '\0' || count_choices (prompt, "draw-three") <= 1)
    {
      self->choosing = FALSE;
      append_verb (self, "draw-three", *opponent != '\0' ? opponent : NULL);
      return;
    }
  set_choosing (self, TRUE);
}

static void
cancel (GtkWidget  *widget,
        const char *action_name,
        GVariant   *parameter)
{
  set_choosing (ARB_TILERUMMY_PAGE (widget), FALSE);
}

static void
lay (ArbTilerummyPage *self)
{
  g_autoptr(ArbPrompt) prompt = arb_game_prompt (game_of (self));
  g_autoptr(ArbEvent) event = arb_tilerummy_lay_event (prompt->player,
                                                       arb_tilerummy_editor_get_grid (self->editor));

  if (!append (self, event, NULL))
    {
      gtk_widget_grab_focus (GTK_WIDGET (self->editor));
      /* the refusal floats over the foot of the table: the tiles just
       * typed stay in view above it */
      arb_tilerummy_editor_show_cursor (self->editor, arb_refusal_bar_get_shown_height (self->refusal_bar));
    }
}

static void
lay_action (GtkWidget  *widget,
            const char *action_name,
            GVariant   *parameter)
{
  lay (ARB_TILERUMMY_PAGE (widget));
}

static void
revert (GtkWidget  *widget,
        const char *action_name,
        GVariant   *parameter)
{
  ArbTilerummyPage *self = ARB_TILERUMMY_PAGE (widget);

  arb_tilerummy_editor_revert (self->editor);
  arb_refusal_bar_dismiss (self->refusal_bar);
  gtk_widget_grab_focus (GTK_WIDGET (self->editor));
}

static void
edit (GtkWidget  *widget,
      const char *action_name,
      GVariant   *parameter)
{
  gtk_widget_grab_focus (GTK_WIDGET (ARB_TILERUMMY_PAGE (widget)->editor));
}

static void
on_editor_activate (ArbTilerummyPage *self)
{
  if (in_turn (self))
    lay (self);
}

static void
on_paste_failed (ArbTilerummyPage *self,
                 GError           *error)
{
  arb_refusal_bar_show_error (self->refusal_bar, error);
}

static void
on_problem_activated (ArbTilerummyPage *self,
                      guint             index)
{
  arb_tilerummy_editor_show_problem (self->editor, index);
  gtk_widget_grab_focus (GTK_WIDGET (self->editor));
}

/* ---- the hands ---- */

gboolean
arb_tilerummy_page_enter_hand (ArbTilerummyPage *self,
                               guint             seat,
                               const char       *tiles)
{
  g_autofree char *line = NULL;
  g_autofree char *words = NULL;

  g_return_val_if_fail (ARB_IS_TILERUMMY_PAGE (self), FALSE);
  words = arb_tilerummy_spread_typed (tiles);
  line = g_strdup_printf ("%s: hand %s", player_name (self, (int) seat), words);
  return append (self, NULL, g_strstrip (line));
}

static void
submit_hand (GtkWidget *row)
{
  ArbTilerummyPage *self = ARB_TILERUMMY_PAGE (gtk_widget_get_ancestor (row, ARB_TYPE_TILERUMMY_PAGE));
  GtkEditable *tiles = g_object_get_data (G_OBJECT (row), "tiles");
  guint seat = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (row), "seat"));

  if (!arb_tilerummy_page_enter_hand (self, seat, gtk_editable_get_text (tiles)))
    gtk_widget_grab_focus (GTK_WIDGET (tiles));
}

static void
on_hand_changed (GtkEditable      *tiles,
                 ArbTilerummyPage *self)
{
  if (*gtk_editable_get_text (tiles) == '\0')
    arb_refusal_bar_dismiss (self->refusal_bar);
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

/* A label of the hand row: the name, or the count under it. */
static GtkWidget *
hand_label (const char *text,
            const char *css_class)
{
  GtkWidget *label = arb_label_new (text, css_class, 0);

  arb_label_set_wrapping (GTK_LABEL (label));
  return label;
}

/* One hand to enter: the name and the count, then the entry and its
 * button across the whole row, so that in the narrow left column of a
 * wide window neither the name nor the typed tiles are squeezed. */
static GtkWidget *
hand_row (ArbTilerummyPage *self,
          guint             seat)
{
  const char *name = player_name (self, (int) seat);
  GtkWidget *row = gtk_list_box_row_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *line = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *tiles = labelled (gtk_entry_new (), _("%s’s tiles left in hand"), name);
  GtkWidget *enter = labelled (gtk_button_new_with_label (_("Enter")), _("Enter %s’s hand"), name);
  g_autofree char *subtitle = NULL;

  if (score_only (self))
    subtitle = g_strdup (_("Tiles left in hand; nothing for the player who went out"));
  else
    subtitle = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d tile left in hand", "%d tiles left in hand",
                                             self->view.hand[seat]), self->view.hand[seat]);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), FALSE);
  gtk_widget_set_focusable (row, FALSE);
  gtk_widget_add_css_class (box, "hand-row");
  gtk_box_append (GTK_BOX (box), hand_label (name, "heading"));
  gtk_box_append (GTK_BOX (box), hand_label (subtitle, "caption"));
  gtk_widget_set_margin_top (line, 6);
  gtk_entry_set_placeholder_text (GTK_ENTRY (tiles), _("Colour and value, or value"));
  gtk_editable_set_width_chars (GTK_EDITABLE (tiles), 12);
  gtk_widget_set_hexpand (tiles, TRUE);
  gtk_widget_add_css_class (enter, "suggested-action");
  gtk_box_append (GTK_BOX (line), tiles);
  gtk_box_append (GTK_BOX (line), enter);
  gtk_box_append (GTK_BOX (box), line);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
  g_object_set_data (G_OBJECT (row), "tiles", tiles);
  g_object_set_data (G_OBJECT (row), "seat", GUINT_TO_POINTER (seat));
  g_signal_connect_swapped (tiles, "activate", G_CALLBACK (submit_hand), row);
  g_signal_connect (tiles, "changed", G_CALLBACK (on_hand_changed), self);
  g_signal_connect_swapped (enter, "clicked", G_CALLBACK (submit_hand), row);
  return row;
}

static gboolean
hand_wanted (ArbTilerummyPage *self,
             guint             seat)
{
  if (score_only (self))
    return !self->view.entered[seat] || self->view.phase == ARB_TILERUMMY_OVER;
  return self->view.phase == ARB_TILERUMMY_HANDS && !self->view.entered[seat]
         && (int) seat != self->view.winner;
}

static void
refresh_hands (ArbTilerummyPage *self)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->hands_list))) != NULL)
    gtk_list_box_remove (self->hands_list, child);
  if (self->view.match_over && score_only (self))
    return;
  for (guint i = 0; i < setup_of (self)->n_players; i++)
    if (hand_wanted (self, i))
      gtk_list_box_append (self->hands_list, hand_row (self, i));
}

/* ---- keys ---- */

static gboolean
focus_in (ArbTilerummyPage *self,
          GtkWidget        *widget)
{
  GtkWidget *focus = gtk_root_get_focus (gtk_widget_get_root (GTK_WIDGET (self)));

  return focus != NULL && (focus == widget || gtk_widget_is_ancestor (focus, widget));
}

/* A key for the editor typed elsewhere on the page: the editor takes
 * the focus and the key. */
static gboolean
to_editor (ArbTilerummyPage *self,
           guint             keyval,
           GdkModifierType   state)
{
  if (focus_in (self, GTK_WIDGET (self->editor)))
    return FALSE;
  gtk_widget_grab_focus (GTK_WIDGET (self->editor));
  return arb_tilerummy_editor_handle_key (self->editor, keyval, state);
}

static gboolean
key_opponent (ArbTilerummyPage *self,
              guint             keyval)
{
  gunichar c = gdk_keyval_to_unicode (keyval);
  guint seat;

  if (keyval == GDK_KEY_Escape)
    {
      set_choosing (self, FALSE);
      return TRUE;
    }
  if (c < '1' || c > '9')
    return FALSE;
  seat = c - '1';
  if (seat >= setup_of (self)->n_players)
    {
      gtk_widget_error_bell (GTK_WIDGET (self));
      return TRUE;
    }
  self->choosing = FALSE;
  append_verb (self, "draw-three", player_name (self, (int) seat));
  return TRUE;
}

/* The turn's keys: 1–6 take that display tile, D draws, P plays
 * pass-two, T draw-three, N passes, L goes to the table; a tile's
 * letter starts typing onto the table.  While a lay-down is being typed,
 * the keys are the editor's, so that a stray key cannot lose it. */
static gboolean
key_turn (ArbTilerummyPage *self,
          guint             keyval,
          GdkModifierType   state)
{
  gunichar c = g_unichar_tolower (gdk_keyval_to_unicode (keyval));
  gboolean drafting = *arb_tilerummy_editor_get_pending (self->editor) != '\0'
                      || arb_tilerummy_editor_is_changed (self->editor);

  if (self->choosing)
    return key_opponent (self, keyval);
  if (drafting)
    return g_unichar_isalnum (c) || keyval == GDK_KEY_BackSpace ? to_editor (self, keyval, state) : FALSE;
  if ((state & GDK_SHIFT_MASK) == 0 && c >= '1' && c <= '0' + N_DISPLAY)
    {
      take_at (self, c - '1');
      return TRUE;
    }
  switch (c)
    {
    case 'd':
      append_verb (self, "draw", NULL);
      return TRUE;
    case 'p':
      append_verb (self, "pass-two", NULL);
      return TRUE;
    case 't':
      gtk_widget_activate_action (GTK_WIDGET (self), "tr.draw-three", "s", "");
      return TRUE;
    case 'n':
      append_verb (self, "pass", NULL);
      return TRUE;
    case 'l':
      gtk_widget_grab_focus (GTK_WIDGET (self->editor));
      return TRUE;
    default:
      break;
    }
  if (g_unichar_isalpha (c))
    return to_editor (self, keyval, state);
  return FALSE;
}

/* The display typed with the focus elsewhere on the page goes into its
 * entry all the same. */
static gboolean
key_tiles (ArbTilerummyPage *self,
           guint             keyval)
{
  gunichar c = gdk_keyval_to_unicode (keyval);
  g_autofree char *text = NULL;

  if (focus_in (self, GTK_WIDGET (self->tiles_entry)) || c == 0 || !g_unichar_isalnum (c))
    return FALSE;
  text = g_strdup_printf ("%s%c", gtk_editable_get_text (GTK_EDITABLE (self->tiles_entry)), (char) c);
  gtk_entry_grab_focus_without_selecting (self->tiles_entry);
  gtk_editable_set_text (GTK_EDITABLE (self->tiles_entry), text);
  gtk_editable_set_position (GTK_EDITABLE (self->tiles_entry), -1);
  return TRUE;
}

static gboolean
handle_key (ArbGamePage     *page,
            guint            keyval,
            GdkModifierType  state)
{
  ArbTilerummyPage *self = ARB_TILERUMMY_PAGE (page);

  if ((state & (GDK_CONTROL_MASK | GDK_ALT_MASK)) != 0)
    return FALSE;
  if (in_turn (self))
    return key_turn (self, keyval, state);
  if (typing_display (self) || typing_refill (self))
    return key_tiles (self, keyval);
  return FALSE;
}

/* ---- drawing ---- */

static void
refresh_status (ArbTilerummyPage *self)
{
  const ArbTilerummyView *v = &self->view;
  g_autoptr(GString) text = g_string_new (NULL);

  if (v->games > 1)
    g_string_append_printf (text, _("Game %u of %u"), v->game, v->games);
  if (!score_only (self))
    {
      if (text->len > 0)
        g_string_append (text, " · ");
      g_string_append_printf (text, g_dngettext (GETTEXT_PACKAGE, "%d tile in the bag", "%d tiles in the bag", v->bag),
                              v->bag);
      g_string_append (text, " · ");
      g_string_append_printf (text, _("action tiles played: pass-two %d of 2, draw-three %d of 2"),
                              v->played_pass_two, v->played_draw_three);
      if (v->passes > 0 && v->phase == ARB_TILERUMMY_TURN)
        g_string_append_printf (text, g_dngettext (GETTEXT_PACKAGE, " · %u pass in a row", " · %u passes in a row",
                                                   v->passes), v->passes);
    }
  gtk_label_set_text (self->status_label, text->str);
  gtk_widget_set_visible (GTK_WIDGET (self->status_label), text->len > 0);
}

/* The tiles typed in the entry so far, shown where they will lie. */
static guint
typed_tiles (ArbTilerummyPage *self,
             ArbTrTile        *tiles,
             guint             max)
{
  gboolean open, bad;

  return arb_tilerummy_read_typed (gtk_editable_get_text (GTK_EDITABLE (self->tiles_entry)), TRUE,
                                   tiles, max, &open, &bad);
}

static void
set_display_slot (ArbTilerummyPage *self,
                  guint             i,
                  ArbTrTile         tile,
                  gboolean          ghost,
                  gboolean          takeable)
{
  GtkWidget *button = self->display_buttons[i];
  g_autofree char *words = tile != ARB_TR_NONE ? arb_tr_tile_words (tile) : g_strdup (_("an empty place"));
  g_autofree char *label = takeable ? g_strdup_printf (_("Take %s (%u)"), words, i + 1) : g_strdup (words);

  arb_tilerummy_tile_view_set_tile (self->display_tiles[i], tile, ghost);
  gtk_widget_set_visible (GTK_WIDGET (self->display_keys[i]), takeable);
  /* the target first: the action takes one */
  if (takeable)
    gtk_actionable_set_action_target (GTK_ACTIONABLE (button), "s", arb_tr_tile_name (tile));
  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), takeable ? "tr.take" : NULL);
  /* 4.8 leaves a button insensitive when its disabled action is unset */
  if (!takeable)
    gtk_widget_set_sensitive (button, TRUE);
  gtk_widget_set_can_target (button, takeable);
  gtk_widget_set_focusable (button, takeable);
  arb_widget_set_tooltip_text (button, takeable ? label : NULL);
  arb_widget_set_accessible_label (button, label);
}

static void
refresh_display (ArbTilerummyPage *self)
{
  ArbTrTile typed[N_DISPLAY + 1];
  guint n_typed = typed_tiles (self, typed, G_N_ELEMENTS (typed));
  gboolean turn = in_turn (self) && !self->choosing;

  for (guint i = 0; i < N_DISPLAY; i++)
    {
      if (typing_display (self))
        set_display_slot (self, i, i < n_typed ? typed[i] : ARB_TR_NONE, TRUE, FALSE);
      else if (i < self->view.n_display)
        set_display_slot (self, i, self->view.display[i], FALSE, turn);
      else if (typing_refill (self) && i == self->view.n_display)
        set_display_slot (self, i, n_typed > 0 ? typed[0] : ARB_TR_NONE, TRUE, FALSE);
      else
        set_display_slot (self, i, ARB_TR_NONE, FALSE, FALSE);
    }
  gtk_widget_set_visible (self->display_title, !score_only (self));
  gtk_widget_set_visible (GTK_WIDGET (self->display_box), !score_only (self));
}

static void
fill_opponents (ArbTilerummyPage *self,
                const ArbPrompt  *prompt)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->opponent_box))) != NULL)
    gtk_box_remove (self->opponent_box, child);
  for (guint i = 0; i < prompt->choices->len; i++)
    {
      ArbChoice *choice = g_ptr_array_index (prompt->choices, i);
      const char *name;
      g_autofree char *label = NULL;
      g_autofree char *spoken = NULL;
      GtkWidget *button;

      if (!arb_event_is (choice->event, "draw-three") || choice->event->args[0] == NULL)
        continue;
      name = choice->event->args[0];
      label = g_strdup_printf ("%d  %s", arb_setup_find_player (setup_of (self), name) + 1, name);
      spoken = g_strdup_printf (_("%s draws three"), name);
      button = gtk_button_new_with_label (label);
      gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "tr.draw-three");
      gtk_actionable_set_action_target (GTK_ACTIONABLE (button), "s", name);
      gtk_widget_add_css_class (button, "pill");
      arb_widget_set_tooltip_text (button, spoken);
      arb_widget_set_accessible_label (button, spoken);
      gtk_box_append (self->opponent_box, button);
    }
}

static const char *
input_page (ArbTilerummyPage *self,
            const ArbPrompt  *prompt)
{
  if (score_only (self))
    return self->view.match_over ? "over" : "hands";
  switch (self->view.phase)
    {
    case ARB_TILERUMMY_DISPLAY_DUE:
    case ARB_TILERUMMY_REFILL:
      return "tiles";
    case ARB_TILERUMMY_OVER:
      return self->view.match_over ? "over" : "tiles";
    case ARB_TILERUMMY_HANDS:
      return "hands";
    case ARB_TILERUMMY_TURN:
    default:
      return prompt->finished ? "over" : self->choosing ? "opponent" : "turn";
    }
}

static char *
hint_text (ArbTilerummyPage *self,
           const char       *page)
{
  gboolean drafting = arb_tilerummy_editor_is_changed (self->editor);

  if (g_str_equal (page, "tiles") && typing_refill (self))
    return g_strdup (_("Type the tile drawn to refill the display: its colour letter r, b, y or g and its value, "
                       "or p2 for pass-two, d3 for draw-three. It goes in by itself."));
  if (g_str_equal (page, "tiles"))
    return g_strdup (_("Type the six tiles from left to right: a colour letter r, b, y or g and the value, "
                       "p2 for pass-two, d3 for draw-three, with or without blanks. Six tiles go in by themselves."));
  if (g_str_equal (page, "opponent"))
    return g_strdup (_("Press the player’s number, or click the name; Esc goes back."));
  if (g_str_equal (page, "hands"))
    return g_strdup (score_only (self)
                     ? _("Type each player’s tiles left in hand, r5 or just 5, action for an action tile, and press "
                         "Enter. The player who went out enters nothing.")
                     : _("Type the tiles left in each hand, r5 or just 5, action for an action tile, and press Enter."));
  if (g_str_equal (page, "turn") && drafting)
    return g_strdup (_("Laying down: Ctrl+Enter enters the table as it is now; Start Over puts it back. "
                       "Arrows move, Backspace removes, Space marks a block, Shift+arrows move it."));
  if (g_str_equal (page, "turn"))
    return g_strdup_printf (_("1–%u takes that display tile · D draws · P plays pass-two · T plays draw-three · "
                              "N passes · or type the tiles onto the table (r12, g3 …) and press Ctrl+Enter"),
                            MAX (self->view.n_display, 1));
  return g_strdup ("");
}

static void
enable_turn_actions (ArbTilerummyPage *self,
                     const ArbPrompt  *prompt,
                     gboolean          turn)
{
  GtkWidget *widget = GTK_WIDGET (self);

  gtk_widget_action_set_enabled (widget, "tr.take", turn && count_choices (prompt, "take") > 0);
  gtk_widget_action_set_enabled (widget, "tr.draw", turn && count_choices (prompt, "draw") > 0);
  gtk_widget_action_set_enabled (widget, "tr.pass-two", turn && count_choices (prompt, "pass-two") > 0);
  gtk_widget_action_set_enabled (widget, "tr.draw-three", turn && count_choices (prompt, "draw-three") > 0);
  gtk_widget_action_set_enabled (widget, "tr.pass", turn && count_choices (prompt, "pass") > 0);
  gtk_widget_action_set_enabled (widget, "tr.cancel", turn && self->choosing);
  gtk_widget_action_set_enabled (widget, "tr.edit", turn);
  gtk_widget_action_set_enabled (widget, "tr.lay", turn && arb_tilerummy_editor_is_changed (self->editor));
  gtk_widget_action_set_enabled (widget, "tr.revert", turn && arb_tilerummy_editor_is_changed (self->editor));
}

/* A refusal floats right under the input in the page; the lay-down's
 * right above the dock, over the table, so that it hides none of the
 * problems listed under the Lay Down button. */
static void
place_refusal (ArbTilerummyPage *self,
               GtkWidget        *anchor)
{
  if (anchor == self->lay_bar)
    {
      arb_refusal_bar_move_to (self->refusal_bar, GTK_OVERLAY (self->dock_overlay));
      arb_refusal_bar_set_anchor_above (self->refusal_bar, anchor);
    }
  else
    {
      arb_refusal_bar_move_to (self->refusal_bar, GTK_OVERLAY (self->overlay));
      arb_refusal_bar_set_anchor (self->refusal_bar, anchor);
    }
}

static void
refresh_input (ArbTilerummyPage *self,
               const ArbPrompt  *prompt)
{
  const char *page = input_page (self, prompt);
  g_autofree char *hint = hint_text (self, page);
  gboolean turn = in_turn (self) && !prompt->finished;

  gtk_stack_set_visible_child_name (self->input_stack, page);
  gtk_entry_set_placeholder_text (self->tiles_entry, typing_refill (self) ? _("The refill tile")
                                                                           : _("The six display tiles"));
  arb_widget_set_accessible_label (GTK_WIDGET (self->tiles_entry),
                                   typing_refill (self) ? _("The tile that refills the display")
                                                        : _("The six tiles of the open display"));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "tr.enter-tiles", g_str_equal (page, "tiles"));
  enable_turn_actions (self, prompt, turn);
  if (g_str_equal (page, "opponent"))
    fill_opponents (self, prompt);
  place_refusal (self, g_str_equal (page, "tiles") ? self->tiles_box
                      : g_str_equal (page, "hands") ? GTK_WIDGET (self->hands_list)
                      : g_str_equal (page, "opponent") ? self->opponent_page
                      : turn && arb_tilerummy_editor_is_changed (self->editor) ? self->lay_bar
                      : g_str_equal (page, "turn") ? GTK_WIDGET (self->turn_box)
                      : GTK_WIDGET (self->input_stack));
  gtk_label_set_text (self->hint_label, hint);
  gtk_widget_set_visible (GTK_WIDGET (self->hint_label), *hint != '\0');
}

/* What the draft changes: the tiles it adds, and any tile of the table
 * that is no longer there.  The engine judges them when it is laid. */
static char *
lay_text (ArbTilerummyPage *self)
{
  ArbTrCounts now, before, added, gone;
  g_autofree char *added_text = NULL;
  g_autofree char *gone_text = NULL;
  guint n;

  arb_tr_grid_counts (arb_tilerummy_editor_get_grid (self->editor), &now);
  arb_tr_grid_counts (arb_tilerummy_editor_get_base (self->editor), &before);
  arb_tr_counts_minus (&now, &before, &added);
  arb_tr_counts_minus (&before, &now, &gone);
  n = arb_tr_counts_total (&added);
  added_text = arb_tr_counts_to_string (&added);
  gone_text = arb_tr_counts_to_string (&gone);
  if (!arb_tilerummy_editor_is_changed (self->editor))
    return g_strdup (_("The table as it lies now. Type the changes onto it."));
  if (*gone_text != '\0')
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Adds %u tile: %s · no longer on the table: %s",
                                         "Adds %u tiles: %s · no longer on the table: %s", n),
                            n, n > 0 ? added_text : "—", gone_text);
  if (n == 0)
    return g_strdup (_("The same tiles, rearranged"));
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Adds %u tile: %s", "Adds %u tiles: %s", n), n, added_text);
}

static void
refresh_table (ArbTilerummyPage *self,
               const ArbPrompt  *prompt)
{
  const ArbTrReport *report = arb_tilerummy_editor_get_report (self->editor);
  gboolean turn = in_turn (self) && !prompt->finished;
  g_autofree char *lay = lay_text (self);
  g_autofree char *groups = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u group on the table, at most %u",
                                                          "%u groups on the table, at most %u", report->n_groups),
                                             report->n_groups, self->view.group_limit);

  gtk_widget_set_visible (self->table_box, !score_only (self));
  gtk_label_set_text (self->groups_label, groups);
  gtk_label_set_text (self->lay_label, lay);
  arb_widget_set_tooltip_text (GTK_WIDGET (self->lay_label), lay);
  gtk_widget_set_visible (self->dock, turn);
  arb_tilerummy_problems_set_report (self->problems, report);
}

static void
refresh_seats (ArbTilerummyPage *self,
               const ArbPrompt  *prompt)
{
  ArbSetup *setup = setup_of (self);
  g_autoptr(ArbScore) score = arb_game_score (game_of (self));

  for (guint i = 0; i < setup->n_players; i++)
    {
      GtkFlowBoxChild *cell = gtk_flow_box_get_child_at_index (self->seats_box, (int) i);
      GtkWidget *seat = cell != NULL ? gtk_flow_box_child_get_child (cell) : NULL;
      ArbPlayerScore *ps = g_ptr_array_index (score->players, i);
      ArbTilerummySeatInfo info = { 0 };

      if (seat == NULL)
        {
          seat = arb_tilerummy_seat_new ();
          arb_flow_box_append_unfocusable (self->seats_box, seat);
        }
      info.name = player_name (self, (int) i);
      info.number = i + 1;
      info.tiles = score_only (self) ? -1 : self->view.hand[i];
      info.opened = self->view.opened[i];
      info.to_act = !prompt->finished && prompt->player == (int) i && !typing_display (self);
      info.went_out = self->view.winner == (int) i;
      info.entered = self->view.entered[i] && !info.went_out;
      info.points = self->view.points[i];
      info.total = ps->total;
      info.in_match = self->view.games > 1;
      arb_tilerummy_seat_update (ARB_TILERUMMY_SEAT (seat), &info);
    }
}

/* A single game decided before the hands left were entered: the
 * winner is known, the points of the others not yet. */
static gboolean
hands_pending (ArbTilerummyPage *self)
{
  return arb_game_is_finished (game_of (self)) && self->view.phase == ARB_TILERUMMY_HANDS;
}

static void
refresh (ArbTilerummyPage *self)
{
  g_autoptr(ArbPrompt) prompt = arb_game_prompt (game_of (self));
  gboolean turn;

  arb_tilerummy_get_view (setup_of (self), arb_game_get_state (game_of (self)), &self->view);
  turn = in_turn (self) && !prompt->finished;
  if (!turn)
    self->choosing = FALSE;
  gtk_label_set_text (self->prompt_label, prompt->text);
  if (hands_pending (self))
    {
      /* the prompt ends with the record's syntax; the page has the inputs */
      g_autofree char *text = self->view.blocked
        ? g_strdup (_("The game is over with no winner: every player passed. Enter the tiles left in each hand for the points."))
        : g_strdup_printf (_("The game is over: %s went out and wins. Enter the tiles left in the other hands for the points."),
                           player_name (self, self->view.winner));

      gtk_label_set_text (self->prompt_label, text);
    }
  arb_tilerummy_editor_set_group_limit (self->editor, self->view.group_limit);
  arb_tilerummy_editor_set_editable (self->editor, turn);
  refresh_status (self);
  refresh_display (self);
  refresh_input (self, prompt);
  refresh_table (self, prompt);
  refresh_seats (self, prompt);
}

/* After an entry or an undo: a new state, so a fresh draft. */
static void
reload (ArbTilerummyPage *self)
{
  guint n = arb_game_get_n_events (game_of (self));

  arb_tilerummy_get_view (setup_of (self), arb_game_get_state (game_of (self)), &self->view);
  if (!self->loaded || n != self->n_events)
    {
      self->loaded = TRUE;
      self->n_events = n;
      self->choosing = FALSE;
      arb_tilerummy_editor_set_table (self->editor, self->view.table);
      gtk_editable_set_text (GTK_EDITABLE (self->tiles_entry), "");
      refresh_hands (self);
    }
  refresh (self);
}

static void
on_editor_changed (ArbTilerummyPage *self)
{
  g_autoptr(ArbPrompt) prompt = NULL;

  if (self->session == NULL)
    return;
  prompt = arb_game_prompt (game_of (self));
  /* a refusal was about the draft as it was */
  arb_refusal_bar_dismiss (self->refusal_bar);
  refresh_input (self, prompt);
  refresh_table (self, prompt);
}

/* The editor takes the focus at the start of a turn without scrolling
 * the page to it: the display and the turn stay in view, and the
 * cursor comes into view as soon as it moves or a tile is typed. */
static void
focus_editor_in_place (ArbTilerummyPage *self)
{
  GtkWidget *viewport = gtk_widget_get_ancestor (self->overlay, GTK_TYPE_VIEWPORT);
  gboolean scrolls = GTK_IS_VIEWPORT (viewport) && gtk_viewport_get_scroll_to_focus (GTK_VIEWPORT (viewport));

  if (scrolls)
    gtk_viewport_set_scroll_to_focus (GTK_VIEWPORT (viewport), FALSE);
  gtk_widget_grab_focus (GTK_WIDGET (self->editor));
  if (scrolls)
    gtk_viewport_set_scroll_to_focus (GTK_VIEWPORT (viewport), TRUE);
}

static void
focus_input (ArbTilerummyPage *self)
{
  const char *page = gtk_stack_get_visible_child_name (self->input_stack);
  GtkWidget *first_hand = gtk_widget_get_first_child (GTK_WIDGET (self->hands_list));

  if (g_str_equal (page, "tiles"))
    gtk_entry_grab_focus_without_selecting (self->tiles_entry);
  else if (g_str_equal (page, "hands") && first_hand != NULL)
    gtk_widget_grab_focus (g_object_get_data (G_OBJECT (first_hand), "tiles"));
  else if (g_str_equal (page, "turn"))
    focus_editor_in_place (self);
  else if (g_str_equal (page, "opponent") && gtk_widget_get_first_child (GTK_WIDGET (self->opponent_box)))
    gtk_widget_grab_focus (gtk_widget_get_first_child (GTK_WIDGET (self->opponent_box)));
  else
    gtk_widget_grab_focus (GTK_WIDGET (self));
}

/* ---- wide and narrow ---- */

/* The table goes into the column beside the rest (wide), or between
 * the turn and the players (narrow), keeping the focus it had. */
static void
move_table (ArbTilerummyPage *self,
            gboolean          wide)
{
  GtkWidget *parent = gtk_widget_get_parent (self->table_box);
  GtkWidget *want = wide ? self->table_column : GTK_WIDGET (self->content_box);
  gboolean focused = focus_in (self, self->table_box);

  if (parent == want)
    return;
  g_object_ref (self->table_box);
  gtk_box_remove (GTK_BOX (parent), self->table_box);
  if (wide)
    gtk_box_prepend (GTK_BOX (self->table_column), self->table_box);
  else
    gtk_box_insert_child_after (self->content_box, self->table_box, self->side_box);
  g_object_unref (self->table_box);
  if (focused)
    gtk_widget_grab_focus (GTK_WIDGET (self->editor));
}

/* Wide: the display, the turn and the players in a column beside the
 * table, each scrolling on its own; the table takes the height of the
 * window, the dock under it.  Narrow: one column that scrolls, the
 * table between the turn and the players, and the dock at the foot of
 * the page.  The prompt stays above both. */
static void
apply_layout (ArbTilerummyPage *self)
{
  gboolean wide = self->wide;

  self->layout_set = TRUE;
  self->laid_wide = wide;
  move_table (self, wide);
  gtk_orientable_set_orientation (GTK_ORIENTABLE (self->body_box),
                                  wide ? GTK_ORIENTATION_HORIZONTAL : GTK_ORIENTATION_VERTICAL);
  gtk_box_set_spacing (self->body_box, wide ? 12 : 0);
  gtk_widget_set_hexpand (self->scroller, !wide);
  gtk_widget_set_vexpand (self->table_column, wide);
  gtk_widget_set_margin_end (self->table_column, wide ? 12 : 0);
  gtk_widget_set_vexpand (self->table_box, wide);
  /* narrow, a table wider than a phone scrolls sideways in its frame */
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (self->editor_scroller),
                                  wide ? GTK_POLICY_NEVER : GTK_POLICY_AUTOMATIC,
                                  wide ? GTK_POLICY_AUTOMATIC : GTK_POLICY_NEVER);
  gtk_widget_set_vexpand (self->editor_scroller, wide);
  gtk_widget_set_margin_start (self->dock_box, wide ? 0 : 12);
  gtk_widget_set_margin_end (self->dock_box, wide ? 0 : 12);
  gtk_widget_set_size_request (self->side_box, wide ? 330 : -1, -1);
  gtk_flow_box_set_max_children_per_line (self->seats_box, wide ? 1 : 2);
  gtk_flow_box_set_max_children_per_line (self->turn_box, wide ? 2 : 4);
  arb_tilerummy_editor_set_fill_height (self->editor, wide);
  /* narrow, a smaller prompt leaves the table more of the height */
  if (wide)
    gtk_widget_remove_css_class (GTK_WIDGET (self->prompt_label), "compact");
  else
    gtk_widget_add_css_class (GTK_WIDGET (self->prompt_label), "compact");
  gtk_widget_queue_resize (GTK_WIDGET (self));
}

static gboolean
apply_layout_idle (gpointer user_data)
{
  ArbTilerummyPage *self = ARB_TILERUMMY_PAGE (user_data);

  self->layout_idle = 0;
  apply_layout (self);
  return G_SOURCE_REMOVE;
}

/* Wide, the page asks for no width of its own, so that the window can
 * be made narrow at once: it is given at least the width it needs and
 * cut at the edge, until the next allocation lays it out narrow. */
static int
frame_min_width (ArbTilerummyPage *self)
{
  int min = 0;

  gtk_widget_measure (self->frame, GTK_ORIENTATION_HORIZONTAL, -1, &min, NULL, NULL, NULL);
  return min;
}

static void
arb_tilerummy_page_measure (GtkWidget      *widget,
                            GtkOrientation  orientation,
                            int             for_size,
                            int            *minimum,
                            int            *natural,
                            int            *minimum_baseline,
                            int            *natural_baseline)
{
  ArbTilerummyPage *self = ARB_TILERUMMY_PAGE (widget);

  if (self->laid_wide && orientation == GTK_ORIENTATION_VERTICAL && for_size >= 0)
    for_size = MAX (for_size, frame_min_width (self));
  gtk_widget_measure (self->frame, orientation, for_size, minimum, natural, minimum_baseline, natural_baseline);
  if (self->laid_wide && orientation == GTK_ORIENTATION_HORIZONTAL)
    *minimum = 0;
}

static void
arb_tilerummy_page_size_allocate (GtkWidget *widget,
                                  int        width,
                                  int        height,
                                  int        baseline)
{
  ArbTilerummyPage *self = ARB_TILERUMMY_PAGE (widget);
  gboolean wide = width >= WIDE_WIDTH;

  /* The layout changes after this allocation, not during it. */
  if ((wide != self->wide || !self->layout_set) && self->layout_idle == 0)
    {
      self->wide = wide;
      self->layout_idle = g_idle_add_full (G_PRIORITY_HIGH_IDLE, apply_layout_idle, self, NULL);
    }
  gtk_widget_allocate (self->frame, self->laid_wide ? MAX (width, frame_min_width (self)) : width,
                       height, baseline, NULL);
}

/* ---- the game page interface ---- */

static void
game_page_refresh (ArbGamePage *page)
{
  reload (ARB_TILERUMMY_PAGE (page));
}

static void
game_page_focus_input (ArbGamePage *page)
{
  focus_input (ARB_TILERUMMY_PAGE (page));
}

static const char *
game_page_get_prompt_text (ArbGamePage *page)
{
  return gtk_label_get_text (ARB_TILERUMMY_PAGE (page)->prompt_label);
}

static const char *
game_page_get_refusal (ArbGamePage *page)
{
  ArbTilerummyPage *self = ARB_TILERUMMY_PAGE (page);

  return arb_refusal_bar_is_shown (self->refusal_bar)
         ? arb_refusal_bar_get_rule_id (self->refusal_bar) : NULL;
}

/* On the score page, while hands are still to be entered: whose, and
 * a way back to the table to enter them. */
static GtkWidget *
game_page_create_score_section (ArbGamePage *page)
{
  ArbTilerummyPage *self = ARB_TILERUMMY_PAGE (page);
  const ArbSetup *setup = setup_of (self);
  int seats[ARB_TILERUMMY_MAX_PLAYERS];
  guint missing = 0;
  GtkWidget *box, *label, *button;
  g_autofree char *names = NULL;
  g_autofree char *text = NULL;

  if (self->view.phase != ARB_TILERUMMY_HANDS)
    return NULL;
  for (guint i = 0; i < setup->n_players && missing < G_N_ELEMENTS (seats); i++)
    if (!self->view.entered[i] && (int) i != self->view.winner)
      seats[missing++] = (int) i;
  if (missing == 0)
    return NULL;
  /* "Ben and Cleo", in the engine's words */
  names = arb_join_names (setup, seats, missing);
  text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                       "Not counted yet: the tiles left in %s’s hand. Until they are entered, the points below leave them out.",
                                       "Not counted yet: the tiles left in the hands of %s. Until they are entered, the points below leave them out.",
                                       missing),
                          names);
  box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  gtk_widget_add_css_class (box, "card");
  gtk_widget_add_css_class (box, "tilerummy-hands-note");
  label = gtk_label_new (text);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_set_hexpand (label, TRUE);
  gtk_box_append (GTK_BOX (box), label);
  button = gtk_button_new_with_mnemonic (_("_Enter the Hands"));
  arb_widget_set_tooltip_text (button, _("Back to the table to type the tiles left in each hand (Alt+1)"));
  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "win.show-table");
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (button, "pill");
  gtk_widget_add_css_class (button, "suggested-action");
  gtk_box_append (GTK_BOX (box), button);
  return box;
}

/* A game of a match is scored and the next one waits for its display. */
static gboolean
game_page_is_between_games (ArbGamePage *page)
{
  ArbTilerummyPage *self = ARB_TILERUMMY_PAGE (page);

  return self->view.phase == ARB_TILERUMMY_OVER && !self->view.match_over;
}

/* The bag, the groups and the passes, for the large type view. */
static char *
game_page_dup_large_summary (ArbGamePage *page)
{
  ArbTilerummyPage *self = ARB_TILERUMMY_PAGE (page);

  return g_strdup (gtk_label_get_text (self->status_label));
}

static void
arb_tilerummy_page_game_page_init (ArbGamePageInterface *iface)
{
  iface->dup_large_summary = game_page_dup_large_summary;
  iface->refresh = game_page_refresh;
  iface->focus_input = game_page_focus_input;
  iface->handle_key = handle_key;
  iface->get_prompt_text = game_page_get_prompt_text;
  iface->get_refusal = game_page_get_refusal;
  iface->create_score_section = game_page_create_score_section;
  iface->is_between_games = game_page_is_between_games;
}

/* ---- for tests ---- */

ArbTilerummyEditor *
arb_tilerummy_page_get_editor (ArbTilerummyPage *self)
{
  g_return_val_if_fail (ARB_IS_TILERUMMY_PAGE (self), NULL);
  return self->editor;
}

const char *
arb_tilerummy_page_get_input (ArbTilerummyPage *self)
{
  g_return_val_if_fail (ARB_IS_TILERUMMY_PAGE (self), NULL);
  return gtk_stack_get_visible_child_name (self->input_stack);
}

const char *
arb_tilerummy_page_get_status (ArbTilerummyPage *self)
{
  g_return_val_if_fail (ARB_IS_TILERUMMY_PAGE (self), NULL);
  return gtk_label_get_text (self->status_label);
}

const char *
arb_tilerummy_page_get_lay_summary (ArbTilerummyPage *self)
{
  g_return_val_if_fail (ARB_IS_TILERUMMY_PAGE (self), NULL);
  return gtk_label_get_text (self->lay_label);
}

const char *
arb_tilerummy_page_get_seat_summary (ArbTilerummyPage *self,
                                     guint             seat)
{
  GtkFlowBoxChild *cell = gtk_flow_box_get_child_at_index (self->seats_box, (int) seat);

  return cell != NULL
         ? arb_tilerummy_seat_get_summary (ARB_TILERUMMY_SEAT (gtk_flow_box_child_get_child (cell)))
         : NULL;
}

char *
arb_tilerummy_page_dup_display (ArbTilerummyPage *self)
{
  ArbTrTile tiles[N_DISPLAY];
  guint n = 0;

  g_return_val_if_fail (ARB_IS_TILERUMMY_PAGE (self), NULL);
  for (guint i = 0; i < N_DISPLAY; i++)
    {
      ArbTrTile tile = arb_tilerummy_tile_view_get_tile (self->display_tiles[i]);

      if (tile != ARB_TR_NONE)
        tiles[n++] = tile;
    }
  return arb_tilerummy_typed_words (tiles, n);
}

void
arb_tilerummy_page_type_tiles (ArbTilerummyPage *self,
                               const char       *text)
{
  g_return_if_fail (ARB_IS_TILERUMMY_PAGE (self));
  for (const char *p = text; *p != '\0'; p++)
    {
      g_autofree char *now = g_strdup_printf ("%s%c", gtk_editable_get_text (GTK_EDITABLE (self->tiles_entry)), *p);

      gtk_editable_set_text (GTK_EDITABLE (self->tiles_entry), now);
    }
}

gboolean
arb_tilerummy_page_get_wide (ArbTilerummyPage *self)
{
  g_return_val_if_fail (ARB_IS_TILERUMMY_PAGE (self), FALSE);
  return self->wide;
}

GtkWidget *
arb_tilerummy_page_get_part (ArbTilerummyPage *self,
                             const char       *id)
{
  g_return_val_if_fail (ARB_IS_TILERUMMY_PAGE (self), NULL);
  return GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (self), ARB_TYPE_TILERUMMY_PAGE, id));
}

/* ---- the class ---- */

static void
build_display (ArbTilerummyPage *self)
{
  for (guint i = 0; i < N_DISPLAY; i++)
    {
      GtkWidget *button = gtk_button_new ();
      GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
      g_autofree char *key = g_strdup_printf ("%u", i + 1);

      self->display_tiles[i] = ARB_TILERUMMY_TILE_VIEW (arb_tilerummy_tile_view_new (DISPLAY_TILE_HEIGHT));
      self->display_keys[i] = GTK_LABEL (gtk_label_new (key));
      gtk_widget_add_css_class (GTK_WIDGET (self->display_keys[i]), "tile-key");
      gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->display_tiles[i]));
      gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->display_keys[i]));
      gtk_button_set_child (GTK_BUTTON (button), box);
      gtk_widget_add_css_class (button, "flat");
      gtk_widget_add_css_class (button, "display-tile");
      gtk_widget_set_valign (button, GTK_ALIGN_START);
      self->display_buttons[i] = button;
      gtk_box_append (self->display_box, button);
    }
}

static void
arb_tilerummy_page_dispose (GObject *object)
{
  ArbTilerummyPage *self = ARB_TILERUMMY_PAGE (object);

  g_clear_handle_id (&self->layout_idle, g_source_remove);
  gtk_widget_dispose_template (GTK_WIDGET (object), ARB_TYPE_TILERUMMY_PAGE);
  /* GTK 4.8 leaves unnamed template roots in place. */
  arb_widget_unparent_children (GTK_WIDGET (object));
  G_OBJECT_CLASS (arb_tilerummy_page_parent_class)->dispose (object);
}

static void
install_actions (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "tr.enter-tiles", NULL, enter_tiles_action);
  gtk_widget_class_install_action (widget_class, "tr.take", "s", take);
  gtk_widget_class_install_action (widget_class, "tr.draw", NULL, simple_verb);
  gtk_widget_class_install_action (widget_class, "tr.pass-two", NULL, simple_verb);
  gtk_widget_class_install_action (widget_class, "tr.pass", NULL, simple_verb);
  gtk_widget_class_install_action (widget_class, "tr.draw-three", "s", draw_three);
  gtk_widget_class_install_action (widget_class, "tr.cancel", NULL, cancel);
  gtk_widget_class_install_action (widget_class, "tr.lay", NULL, lay_action);
  gtk_widget_class_install_action (widget_class, "tr.revert", NULL, revert);
  gtk_widget_class_install_action (widget_class, "tr.edit", NULL, edit);
  /* Ctrl+Enter lays down from anywhere on the page. */
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Return, GDK_CONTROL_MASK, "tr.lay", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Enter, GDK_CONTROL_MASK, "tr.lay", NULL);
}

static void
bind_children (GtkWidgetClass *widget_class)
{
  gtk_widget_class_bind_template_child (widget_class, ArbTilerummyPage, frame);
  gtk_widget_class_bind_template_child (widget_class, ArbTilerummyPage, prompt_label);
  gtk_widget_class_bind_template_child (widget_class, ArbTilerummyPage, status_label);
  gtk_widget_class_bind_template_child (widget_class, ArbTilerummyPage, dock_overlay);
  gtk_widget_class_bind_template_child (widget_class, ArbTilerummyPage, body_box);
  gtk_widget_class_bind_template_child (widget_class, ArbTilerummyPage, scroller);
  gtk_widget_class_bind_template_child (widget_class, ArbTilerummyPage, overlay);
  gtk_widget_class_bind_template_child (widget_class, ArbTilerummyPage, content_box);
  gtk_widget_class_bind_template_child (widget_class, ArbTilerummyPage, side_box);
  gtk_widget_class_bind_template_child (widget_class, ArbTilerummyPage, display_title);
  gtk_widget_class_bind_template_child (widget_class, ArbTilerummyPage, display_box);
  gtk_widget_class_bind_template_child (widget_class, ArbTilerummyPage, input_stack);
  gtk_widget_class_bind_template_child (widget_class, ArbTilerummyPage, tiles_box);
  gtk_widget_class_bind_template_child (widget_class, ArbTilerummyPage, tiles_entry);
  gtk_widget_class_bind_template_child (widget_class, ArbTilerummyPage, turn_box);
  gtk_widget_class_bind_template_child (widget_class, ArbTilerummyPage, opponent_page);
  gtk_widget_class_bind_template_child (widget_class, ArbTilerummyPage, opponent_box);
  gtk_widget_class_bind_template_child (widget_class, ArbTilerummyPage, hands_list);
  gtk_widget_class_bind_template_child (widget_class, ArbTilerummyPage, hint_label);
  gtk_widget_class_bind_template_child (widget_class, ArbTilerummyPage, seats_box);
  gtk_widget_class_bind_template_child (widget_class, ArbTilerummyPage, table_column);
  gtk_widget_class_bind_template_child (widget_class, ArbTilerummyPage, table_box);
  gtk_widget_class_bind_template_child (widget_class, ArbTilerummyPage, groups_label);
  gtk_widget_class_bind_template_child (widget_class, ArbTilerummyPage, editor_scroller);
  gtk_widget_class_bind_template_child (widget_class, ArbTilerummyPage, editor);
  gtk_widget_class_bind_template_child (widget_class, ArbTilerummyPage, dock);
  gtk_widget_class_bind_template_child (widget_class, ArbTilerummyPage, dock_box);
  gtk_widget_class_bind_template_child (widget_class, ArbTilerummyPage, lay_bar);
  gtk_widget_class_bind_template_child (widget_class, ArbTilerummyPage, lay_label);
  gtk_widget_class_bind_template_child (widget_class, ArbTilerummyPage, problems);
  gtk_widget_class_bind_template_child (widget_class, ArbTilerummyPage, refusal_bar);
  /* for tests, by id only */
  gtk_widget_class_bind_template_child_full (widget_class, "lay_button", FALSE, 0);
  gtk_widget_class_bind_template_child_full (widget_class, "revert_button", FALSE, 0);
  gtk_widget_class_bind_template_callback (widget_class, on_tiles_entry_activate);
  gtk_widget_class_bind_template_callback (widget_class, on_tiles_entry_changed);
  gtk_widget_class_bind_template_callback (widget_class, on_editor_changed);
  gtk_widget_class_bind_template_callback (widget_class, on_editor_activate);
  gtk_widget_class_bind_template_callback (widget_class, on_paste_failed);
  gtk_widget_class_bind_template_callback (widget_class, on_problem_activated);
}

static void
arb_tilerummy_page_class_init (ArbTilerummyPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = arb_tilerummy_page_dispose;
  widget_class->measure = arb_tilerummy_page_measure;
  widget_class->size_allocate = arb_tilerummy_page_size_allocate;
  g_type_ensure (ARB_TYPE_REFUSAL_BAR);
  g_type_ensure (ARB_TYPE_WIDTH_BIN);
  g_type_ensure (ARB_TYPE_STEADY_BIN);
  g_type_ensure (ARB_TYPE_TILERUMMY_EDITOR);
  g_type_ensure (ARB_TYPE_TILERUMMY_PROBLEMS);
  gtk_widget_class_set_template_from_resource (widget_class,
    "/io/github/tablearbiter/Arbiter/games/tilerummy/arb-tilerummy-page.ui");
  bind_children (widget_class);
  install_actions (widget_class);
}

static void
arb_tilerummy_page_init (ArbTilerummyPage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
  build_display (self);
  /* the entry's width does not make the column wide */
  gtk_widget_set_hexpand (self->side_box, FALSE);
  gtk_widget_set_hexpand (GTK_WIDGET (self->seats_box), FALSE);
  /* the buttons take the focus, not the cells around them */
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self->turn_box)); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    gtk_widget_set_focusable (child, FALSE);
  /* the dock keeps its height: three lines of problems, then they scroll */
  arb_tilerummy_problems_set_max_lines (self->problems, 3);
  gtk_widget_set_overflow (GTK_WIDGET (self), GTK_OVERFLOW_HIDDEN);
  arb_game_page_install_keys (ARB_GAME_PAGE (self));
}

GtkWidget *
arb_tilerummy_page_new (ArbSession *session)
{
  ArbTilerummyPage *self = g_object_new (ARB_TYPE_TILERUMMY_PAGE, NULL);

  self->session = session;
  reload (self);
  return GTK_WIDGET (self);
}
