/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "arb-widget-util.h"
#include "arb-steady-bin.h"
#include "arb-width-bin.h"

#include "arb-game-page.h"
#include "arb-refusal-bar.h"
#include "arb-votestuffing-draft.h"
#include "arb-votestuffing-page.h"
#include "arb-votestuffing-pile.h"
#include "arb-votestuffing-score.h"
#include "arb-votestuffing-seat.h"
#include "arb-votestuffing-tally.h"
#include "games/votestuffing/votestuffing.h"

#define MAX_REVEAL 256

/*
 * The Vote Stuffing table.  It draws the engine's view: the three spots
 * with the selected side and mode, the piles as cards, the draw pile,
 * the hands, the tally; and appends what is typed: a card and where it
 * goes ("7h l", "ks p", "2s p 3"), the end of a turn, the 4's bonus
 * card, the last card at a call, the unknown cards at a reveal.  A typed
 * entry goes in as soon as it is complete; the engine decides whether it
 * is legal.
 */
struct _ArbVotestuffingPage
{
  GtkWidget             parent_instance;

  ArbSession           *session;      /* owned by the play page */
  ArbVotestuffingView   view;
  gboolean              have_view;
  gboolean              busy;         /* the page itself is changing the entry */
  gboolean              wide;         /* the window is wide enough for two columns */
  gboolean              narrow;       /* a phone's width */
  char                 *pile_summary[ARB_VS_N_SPOTS];

  GtkLabel             *prompt_label;
  GtkWidget            *resolution_box;
  GtkLabel             *resolution_label;
  GtkLabel             *earlier_label;
  GtkWidget            *left_spot;
  GtkWidget            *middle_spot;
  GtkWidget            *right_spot;
  GtkLabel             *left_tag;
  GtkLabel             *right_tag;
  ArbVotestuffingPile  *left_pile;
  ArbVotestuffingPile  *middle_pile;
  ArbVotestuffingPile  *right_pile;
  GtkLabel             *left_count;
  GtkLabel             *middle_count;
  GtkLabel             *right_count;
  GtkButton            *left_button;
  GtkButton            *right_button;
  GtkButton            *middle_button;
  GtkButton            *power_button;
  ArbVotestuffingPile  *draw_pile;
  GtkLabel             *draw_label;
  GtkStack             *input_stack;
  GtkWidget            *entry_row;
  ArbVotestuffingPile  *draft_pile;
  GtkLabel             *status_label;
  GtkEntry             *entry;
  GtkButton            *enter_button;
  GtkButton            *end_button;
  GtkMenuButton        *start_button;
  GtkFlowBox           *target_box;
  GtkWidget            *reveal_box;
  GtkFlowBox           *keypad;
  GtkLabel             *hint_label;
  ArbRefusalBar        *refusal_bar;
  GtkBox               *lower_box;
  GtkFlowBox           *seats_box;
  GtkWidget            *tally_clamp;
  GtkLabel             *tally_heading;
  ArbVotestuffingTally *tally;
  GtkLabel             *last_call_label;
};

static void arb_votestuffing_page_game_page_init (ArbGamePageInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (ArbVotestuffingPage, arb_votestuffing_page, GTK_TYPE_WIDGET,
                               G_IMPLEMENT_INTERFACE (ARB_TYPE_GAME_PAGE,
                                                      arb_votestuffing_page_game_page_init))

static void reload (ArbVotestuffingPage *self);
static void refresh_draft (ArbVotestuffingPage *self);
static void focus_input (ArbVotestuffingPage *self);
static void refresh_layout (ArbVotestuffingPage *self);

static ArbGame *
game_of (ArbVotestuffingPage *self)
{
  return arb_session_get_game (self->session);
}

static ArbSetup *
setup_of (ArbVotestuffingPage *self)
{
  return arb_game_get_setup (game_of (self));
}

static const char *
player_name (ArbVotestuffingPage *self,
             int                  seat)
{
  return arb_setup_player_name (setup_of (self), seat);
}

static const char *
typed (ArbVotestuffingPage *self)
{
  return gtk_editable_get_text (GTK_EDITABLE (self->entry));
}

/* The page's own changes to the entry: no entry is completed by them. */
static void
set_typed (ArbVotestuffingPage *self,
           const char          *text)
{
  self->busy = TRUE;
  gtk_editable_set_text (GTK_EDITABLE (self->entry), text);
  gtk_editable_set_position (GTK_EDITABLE (self->entry), -1);
  self->busy = FALSE;
}

/* ---- entering ---- */

/* Every entry goes through here: accepted and saved, or refused with its
 * rule id under the input, the state unchanged. */
static gboolean
append_line (ArbVotestuffingPage *self,
             const char          *line)
{
  if (!arb_game_page_submit (self->session, self->refusal_bar, NULL, line))
    return FALSE;
  set_typed (self, "");
  reload (self);
  focus_input (self);
  arb_game_page_emit_changed (ARB_GAME_PAGE (self));
  return TRUE;
}

/* How the page writes a card back into the entry after a refusal. */
static char *
card_typing (int card)
{
  if (card == ARB_VS_UNKNOWN)
    return g_strdup ("?");
  if (card == ARB_VS_JOKER)
    return g_strdup ("*");
  return g_ascii_strdown (arb_vs_card_code (card), -1);
}

/* The power plays of the prompt that name who draws: a 2's opponents. */
static GPtrArray *
draw_targets (ArbVotestuffingPage *self,
              int                  card)
{
  g_autoptr(ArbPrompt) prompt = arb_game_prompt (game_of (self));
  GPtrArray *names = g_ptr_array_new_with_free_func (g_free);
  const char *code = arb_vs_card_code (card);

  for (int pass = 0; pass < 2 && names->len == 0; pass++)
    for (guint i = 0; i < prompt->choices->len; i++)
      {
        ArbEvent *e = ((ArbChoice *) g_ptr_array_index (prompt->choices, i))->event;
        gboolean named = arb_event_is (e, "play") && g_strv_length (e->args) == 3
                         && g_str_equal (e->args[1], "power");

        /* the card typed; else any 2 the prompt offers, for the engine to judge */
        if (named && (pass == 1 || g_str_equal (e->args[0], code))
            && !g_ptr_array_find_with_equal_func (names, e->args[2], g_str_equal, NULL))
          g_ptr_array_add (names, g_strdup (e->args[2]));
      }
  return names;
}

static gboolean
needs_target (ArbVotestuffingPage *self,
              int                  card)
{
  g_autoptr(GPtrArray) names = NULL;

  if (card == ARB_VS_UNKNOWN || arb_vs_card_power (card) != ARB_VS_POWER_DRAW_TWO)
    return FALSE;
  names = draw_targets (self, card);
  return names->len > 0;
}

static void
submit_play (ArbVotestuffingPage *self,
             const ArbVsDraft    *draft)
{
  const char *target = NULL;
  g_autofree char *digits = NULL;
  g_autofree char *line = NULL;

  if (draft->state == ARB_VS_DRAFT_TARGET)
    {
      digits = g_strdup_printf ("%d", draft->target);
      target = draft->target <= (int) self->view.n_players ? player_name (self, draft->target - 1) : digits;
    }
  line = g_strdup_printf ("play %s %s%s%s", arb_vs_card_code (draft->card),
                          arb_vs_draft_spot_word (draft->spot), target != NULL ? " " : "",
                          target != NULL ? target : "");
  if (!append_line (self, line))
    {
      /* the card stays typed: most refusals are about where it went */
      g_autofree char *card = card_typing (draft->card);

      set_typed (self, card);
      refresh_draft (self);
    }
}

static void
submit_card (ArbVotestuffingPage *self,
             const char          *verb,
             int                  card)
{
  g_autofree char *line = g_strdup_printf ("%s %s", verb, arb_vs_card_code (card));

  if (!append_line (self, line))
    gtk_editable_select_region (GTK_EDITABLE (self->entry), 0, -1);
}

/* "reveal left r=2 7h right s=1": the typed items in order, left pile
 * first; a run of cards of one type as a count. */
static void
append_items (GString         *line,
              const char      *side,
              const ArbVsItem *items,
              guint            n)
{
  static const char *const letters[] = { "r", "s", "j" };

  if (n == 0)
    return;
  g_string_append_printf (line, " %s", side);
  for (guint i = 0; i < n; i++)
    {
      guint run = 1;

      if (items[i].card != ARB_VS_UNKNOWN)
        {
          g_string_append_printf (line, " %s", arb_vs_card_code (items[i].card));
          continue;
        }
      while (i + run < n && items[i + run].card == ARB_VS_UNKNOWN && items[i + run].type == items[i].type)
        run++;
      g_string_append_printf (line, " %s=%u", letters[items[i].type], run);
      i += run - 1;
    }
}

static guint
read_reveal (ArbVotestuffingPage *self,
             ArbVsItem           *items,
             gboolean            *open,
             gboolean            *bad)
{
  return MIN (arb_vs_draft_read_reveal (typed (self), items, MAX_REVEAL, open, bad), MAX_REVEAL);
}

static void
submit_reveal (ArbVotestuffingPage *self)
{
  ArbVsItem items[MAX_REVEAL];
  gboolean open, bad;
  guint n = read_reveal (self, items, &open, &bad);
  guint left = MIN (n, (guint) self->view.to_reveal[ARB_VS_LEFT]);
  g_autoptr(GString) line = g_string_new ("reveal");

  append_items (line, "left", items, left);
  append_items (line, "right", items + left, n - left);
  append_line (self, line->str);
}

static int
reveal_needed (ArbVotestuffingPage *self)
{
  return self->view.to_reveal[ARB_VS_LEFT] + self->view.to_reveal[ARB_VS_RIGHT];
}

/* An entry goes in as soon as it is complete: a card and its spot, a
 * 2's seat, the bonus card, the called card, the last unknown card. */
static void
complete_entry (ArbVotestuffingPage *self)
{
  ArbVsDraft draft;
  ArbVsItem items[MAX_REVEAL];
  gboolean open, bad;

  switch (self->view.phase)
    {
    case ARB_VOTESTUFFING_PLAY:
      arb_vs_draft_read_play (typed (self), &draft);
      if (draft.state == ARB_VS_DRAFT_TARGET
          || (draft.state == ARB_VS_DRAFT_SPOT && !(draft.spot == 'p' && needs_target (self, draft.card))))
        submit_play (self, &draft);
      break;
    case ARB_VOTESTUFFING_BONUS:
      arb_vs_draft_read_play (typed (self), &draft);
      if (draft.state == ARB_VS_DRAFT_CARD
          || (draft.state == ARB_VS_DRAFT_SPOT && draft.spot != 'm' && draft.spot != 'p'))
        submit_card (self, "bonus", draft.card);
      break;
    case ARB_VOTESTUFFING_CALL:
      arb_vs_draft_read_play (typed (self), &draft);
      if (draft.state == ARB_VS_DRAFT_CARD)
        submit_card (self, "call", draft.card);
      break;
    case ARB_VOTESTUFFING_REVEAL:
      if (read_reveal (self, items, &open, &bad) == (guint) reveal_needed (self) && !open && !bad)
        submit_reveal (self);
      break;
    case ARB_VOTESTUFFING_OVER:
    default:
      break;
    }
}

static void
on_entry_changed (ArbVotestuffingPage *self)
{
  if (self->session == NULL || self->busy)
    return;
  if (*typed (self) == '\0')
    arb_refusal_bar_dismiss (self->refusal_bar);
  refresh_draft (self);
  complete_entry (self);
}

/* Enter: what is typed as it stands (the engine says what is missing),
 * the end of the turn, or the call of a card already shown. */
static void
enter (GtkWidget  *widget,
       const char *action_name,
       GVariant   *parameter)
{
  ArbVotestuffingPage *self = ARB_VOTESTUFFING_PAGE (widget);
  g_autofree char *text = g_strstrip (g_strdup (typed (self)));
  g_autofree char *line = NULL;
  ArbVsDraft draft;

  switch (self->view.phase)
    {
    case ARB_VOTESTUFFING_PLAY:
      arb_vs_draft_read_play (text, &draft);
      if (draft.state == ARB_VS_DRAFT_SPOT || draft.state == ARB_VS_DRAFT_TARGET)
        {
          submit_play (self, &draft);
          return;
        }
      line = g_strdup (*text == '\0' ? "end" : text);
      break;
    case ARB_VOTESTUFFING_BONUS:
      line = g_strdup_printf ("bonus %s", *text == '\0' ? "?" : text);
      break;
    case ARB_VOTESTUFFING_CALL:
      line = g_strdup_printf ("call %s", text);
      break;
    case ARB_VOTESTUFFING_REVEAL:
      submit_reveal (self);
      return;
    case ARB_VOTESTUFFING_OVER:
    default:
      return;
    }
  append_line (self, line);
}

static void
on_entry_activate (ArbVotestuffingPage *self)
{
  gtk_widget_activate_action (GTK_WIDGET (self), "vs.enter", NULL);
}

static void
end_turn (GtkWidget  *widget,
          const char *action_name,
          GVariant   *parameter)
{
  ArbVotestuffingPage *self = ARB_VOTESTUFFING_PAGE (widget);

  set_typed (self, "");
  append_line (self, "end");
}

/* A keypad key: a rank or a whole card begins a new card, a suit
 * finishes the one begun; at a reveal every key adds to the list. */
static void
type_key (GtkWidget  *widget,
          const char *action_name,
          GVariant   *parameter)
{
  ArbVotestuffingPage *self = ARB_VOTESTUFFING_PAGE (widget);
  const char *key = g_variant_get_string (parameter, NULL);
  gboolean suit = strlen (key) == 1 && strchr ("shdc", key[0]) != NULL;
  g_autofree char *text = NULL;

  if (self->view.phase == ARB_VOTESTUFFING_REVEAL || suit)
    text = g_strconcat (typed (self), key, NULL);
  else
    text = g_strdup (key);
  gtk_entry_grab_focus_without_selecting (self->entry);
  gtk_editable_set_text (GTK_EDITABLE (self->entry), text);
  gtk_editable_set_position (GTK_EDITABLE (self->entry), -1);
}

/* A spot's button: the card typed goes there; with none typed, a card
 * nobody saw. */
static void
spot (GtkWidget  *widget,
      const char *action_name,
      GVariant   *parameter)
{
  ArbVotestuffingPage *self = ARB_VOTESTUFFING_PAGE (widget);
  g_autofree char *text = g_strconcat (typed (self), g_variant_get_string (parameter, NULL), NULL);

  gtk_entry_grab_focus_without_selecting (self->entry);
  gtk_editable_set_text (GTK_EDITABLE (self->entry), text);
  gtk_editable_set_position (GTK_EDITABLE (self->entry), -1);
}

static void
target (GtkWidget  *widget,
        const char *action_name,
        GVariant   *parameter)
{
  ArbVotestuffingPage *self = ARB_VOTESTUFFING_PAGE (widget);
  ArbVsDraft draft;

  arb_vs_draft_read_play (typed (self), &draft);
  if (draft.state != ARB_VS_DRAFT_SPOT || draft.spot != 'p')
    return;
  draft.state = ARB_VS_DRAFT_TARGET;
  draft.target = g_variant_get_int32 (parameter) + 1;
  submit_play (self, &draft);
}

static void
erase (GtkWidget  *widget,
       const char *action_name,
       GVariant   *parameter)
{
  ArbVotestuffingPage *self = ARB_VOTESTUFFING_PAGE (widget);
  g_autofree char *text = g_strstrip (g_strdup (typed (self)));
  glong n = g_utf8_strlen (text, -1);

  if (n > 0)
    *g_utf8_offset_to_pointer (text, n - 1) = '\0';
  gtk_entry_grab_focus_without_selecting (self->entry);
  gtk_editable_set_text (GTK_EDITABLE (self->entry), text);
  gtk_editable_set_position (GTK_EDITABLE (self->entry), -1);
}

static void
start (GtkWidget  *widget,
       const char *action_name,
       GVariant   *parameter)
{
  ArbVotestuffingPage *self = ARB_VOTESTUFFING_PAGE (widget);
  g_autofree char *line = g_strdup_printf ("start %s", g_variant_get_string (parameter, NULL));

  append_line (self, line);
}

/* ---- keys ---- */

static gboolean
focus_in_entry (ArbVotestuffingPage *self)
{
  GtkWidget *focus = gtk_root_get_focus (gtk_widget_get_root (GTK_WIDGET (self)));

  return focus != NULL && gtk_widget_is_ancestor (focus, GTK_WIDGET (self->entry));
}

static gboolean
focus_on_button (ArbVotestuffingPage *self)
{
  GtkWidget *focus = gtk_root_get_focus (gtk_widget_get_root (GTK_WIDGET (self)));

  return focus != NULL && !focus_in_entry (self)
         && (GTK_IS_BUTTON (focus) || gtk_widget_get_ancestor (focus, GTK_TYPE_BUTTON) != NULL);
}

/* A typed character goes into the entry wherever the focus is on the
 * page, at the cursor, replacing a selection. */
static void
insert_char (ArbVotestuffingPage *self,
             gunichar             c)
{
  GtkEditable *editable = GTK_EDITABLE (self->entry);
  char utf8[7] = { 0 };
  int start_pos, end_pos, pos;

  g_unichar_to_utf8 (c, utf8);
  if (!focus_in_entry (self))
    {
      gtk_entry_grab_focus_without_selecting (self->entry);
      gtk_editable_set_position (editable, -1);
    }
  if (gtk_editable_get_selection_bounds (editable, &start_pos, &end_pos))
    gtk_editable_delete_text (editable, start_pos, end_pos);
  pos = gtk_editable_get_position (editable);
  gtk_editable_insert_text (editable, utf8, -1, &pos);
  gtk_editable_set_position (editable, pos);
}

static gboolean
handle_key (ArbGamePage     *page,
            guint            keyval,
            GdkModifierType  state)
{
  ArbVotestuffingPage *self = ARB_VOTESTUFFING_PAGE (page);
  gunichar c = gdk_keyval_to_unicode (keyval);

  if (self->view.phase == ARB_VOTESTUFFING_OVER)
    return FALSE;
  switch (keyval)
    {
    case GDK_KEY_End:
    case GDK_KEY_KP_End:
      if (self->view.phase != ARB_VOTESTUFFING_PLAY)
        return FALSE;
      gtk_widget_activate_action (GTK_WIDGET (self), "vs.end", NULL);
      return TRUE;
    case GDK_KEY_Escape:
      if (*typed (self) == '\0')
        return FALSE;
      set_typed (self, "");
      arb_refusal_bar_dismiss (self->refusal_bar);
      refresh_draft (self);
      return TRUE;
    case GDK_KEY_Return:
    case GDK_KEY_KP_Enter:
    case GDK_KEY_ISO_Enter:
      if (focus_on_button (self))
        return FALSE;
      gtk_widget_activate_action (GTK_WIDGET (self), "vs.enter", NULL);
      return TRUE;
    case GDK_KEY_BackSpace:
      if (focus_in_entry (self))
        return FALSE;
      gtk_widget_activate_action (GTK_WIDGET (self), "vs.erase", NULL);
      return TRUE;
    default:
      break;
    }
  if (c == 0 || g_unichar_isspace (c) || !g_unichar_isprint (c))
    return FALSE;
  insert_char (self, c);
  return TRUE;
}

/* ---- the keypad ---- */

static void
keypad_button (ArbVotestuffingPage *self,
               const char          *label,
               const char          *key,
               const char          *accessible,
               const char          *css)
{
  GtkWidget *button = gtk_button_new_with_label (label);

  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "vs.type");
  gtk_actionable_set_action_target (GTK_ACTIONABLE (button), "s", key);
  arb_widget_set_tooltip_text (button, accessible);
  arb_widget_set_accessible_label (button, accessible);
  gtk_widget_add_css_class (button, "value-button");
  if (css != NULL)
    gtk_widget_add_css_class (button, css);
  gtk_widget_set_focus_on_click (button, FALSE);
  arb_flow_box_append_unfocusable (self->keypad, button);
}

static void
build_keypad (ArbVotestuffingPage *self)
{
  static const char *const ranks[] = { "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K" };
  static const char *const suits[][4] = {
    { "♠", "s", N_("Spades ♠, a sharpo (S)"), "suit-black" },
    { "♥", "h", N_("Hearts ♥, a roundee (H)"), "suit-red" },
    { "♦", "d", N_("Diamonds ♦, a sharpo (D)"), "suit-red" },
    { "♣", "c", N_("Clubs ♣, a roundee (C)"), "suit-black" },
  };

  keypad_button (self, "?", "?", _("A card nobody saw, face down (?)"), NULL);
  for (guint i = 0; i < G_N_ELEMENTS (ranks); i++)
    {
      g_autofree char *key = g_ascii_strdown (ranks[i], -1);
      g_autofree char *accessible = g_strdup_printf (_("Rank %s (%s)"), ranks[i], ranks[i]);

      keypad_button (self, ranks[i], key, accessible, NULL);
    }
  keypad_button (self, "★", "*", _("A joker (*)"), "suit-joker");
  for (guint i = 0; i < G_N_ELEMENTS (suits); i++)
    keypad_button (self, suits[i][0], suits[i][1], _(suits[i][2]), suits[i][3]);
}

/* ---- drawing the spots ---- */

static ArbVotestuffingPile *
pile_of (ArbVotestuffingPage *self,
         int                  spot)
{
  ArbVotestuffingPile *piles[] = { self->left_pile, self->middle_pile, self->right_pile };

  return piles[spot];
}

/* The bonus each power card of the middle gives, as the tally lists
 * them, bottom first. */
static void
middle_bonuses (ArbVotestuffingPage *self,
                int                 *bonuses)
{
  GArray *pile = self->view.piles[ARB_VS_MIDDLE];
  GArray *listed = self->view.tally.bonuses;
  guint next = 0;

  for (guint i = 0; i < pile->len; i++)
    {
      const ArbVsCard *c = &g_array_index (pile, ArbVsCard, i);
      const ArbVsBonus *b = next < listed->len ? &g_array_index (listed, ArbVsBonus, next) : NULL;

      bonuses[i] = 0;
      if (c->power && b != NULL && b->card == c->card)
        {
          bonuses[i] = b->points;
          next++;
        }
    }
}

static const char *
card_words (const ArbVsCard *c)
{
  static const char *const types[] = { "?r", "?s", "?j", "?" };

  if (c->card == ARB_VS_UNKNOWN)
    return types[c->type];
  return arb_vs_card_label (c->card);
}

/* "Left pile, selected, face down: 5 cards: ? 9♣ 8♦ (4♠) 10♠" */
static char *
pile_words (ArbVotestuffingPage *self,
            int                  spot,
            const ArbVsCard     *cards,
            guint                n)
{
  static const char *const names[] = { N_("Left pile"), N_("Middle pile"), N_("Right pile") };
  GString *out = g_string_new (_(names[spot]));

  if (spot == (int) self->view.side)
    g_string_append (out, self->view.mode == 1 ? _(", selected, face down") : _(", selected, face up"));
  g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE, ": %u card", ": %u cards", n), n);
  for (guint i = 0; i < n; i++)
    g_string_append_printf (out, i == 0 ? ": %s%s%s" : " %s%s%s", cards[i].face_up ? "" : "(",
                            card_words (&cards[i]), cards[i].face_up ? "" : ")");
  return g_string_free (out, FALSE);
}

/* At a reveal, the unknown cards of a side take the typed ones in order;
 * the next one to type is marked. */
static guint
preview_side (ArbVotestuffingPage *self,
              int                  spot,
              ArbVsCard           *cards,
              guint               *flags,
              const ArbVsItem     *items,
              guint                n_items,
              gboolean             next_here)
{
  GArray *pile = self->view.piles[spot];
  guint used = 0;

  for (guint i = 0; i < pile->len; i++)
    {
      cards[i] = g_array_index (pile, ArbVsCard, i);
      flags[i] = ARB_VS_PAINT_PLAIN;
      if (cards[i].type != ARB_VS_TYPE_UNKNOWN)
        continue;
      if (used < n_items)
        {
          cards[i].card = items[used].card;
          cards[i].type = items[used].type;
          flags[i] = ARB_VS_PAINT_DRAFT;
          used++;
        }
      else if (next_here)
        {
          flags[i] = ARB_VS_PAINT_NEXT;
          next_here = FALSE;
        }
    }
  return used;
}

static void
show_pile (ArbVotestuffingPage *self,
           int                  spot,
           const ArbVsItem     *items,
           guint                n_items,
           gboolean             next_here)
{
  GArray *pile = self->view.piles[spot];
  g_autofree ArbVsCard *cards = g_new0 (ArbVsCard, pile->len + 1);
  g_autofree guint *flags = g_new0 (guint, pile->len + 1);
  g_autofree int *bonuses = g_new0 (int, pile->len + 1);

  if (spot == ARB_VS_MIDDLE)
    middle_bonuses (self, bonuses);
  preview_side (self, spot, cards, flags, items, n_items, next_here);
  arb_votestuffing_pile_set_cards (pile_of (self, spot), cards, pile->len, bonuses, flags);
  g_free (self->pile_summary[spot]);
  self->pile_summary[spot] = pile_words (self, spot, cards, pile->len);
  arb_widget_set_accessible_label (GTK_WIDGET (pile_of (self, spot)), self->pile_summary[spot]);
}

/* The piles, with the reveal typed so far in place of the unknown cards. */
static void
show_piles (ArbVotestuffingPage *self)
{
  ArbVsItem items[MAX_REVEAL];
  gboolean open, bad;
  gboolean revealing = self->view.phase == ARB_VOTESTUFFING_REVEAL;
  guint n = revealing ? read_reveal (self, items, &open, &bad) : 0;
  guint left = MIN (n, (guint) self->view.to_reveal[ARB_VS_LEFT]);
  gboolean left_next = revealing && n < (guint) self->view.to_reveal[ARB_VS_LEFT];

  show_pile (self, ARB_VS_LEFT, items, left, left_next);
  show_pile (self, ARB_VS_MIDDLE, NULL, 0, FALSE);
  show_pile (self, ARB_VS_RIGHT, items + left, n - left, revealing && !left_next);
}

static void
set_class (GtkWidget  *widget,
           const char *css,
           gboolean    on)
{
  if (on)
    gtk_widget_add_css_class (widget, css);
  else
    gtk_widget_remove_css_class (widget, css);
}

static char *
count_text (ArbVotestuffingPage *self,
            int                  spot)
{
  guint n = self->view.piles[spot]->len;
  int unknown = self->view.to_reveal[spot];
  guint reshuffles = self->view.reshuffles;
  g_autofree char *cards = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u card", "%u cards", n), n);

  if (unknown > 0)
    return g_strdup_printf (_("%s, %d not revealed"), cards, unknown);
  if (spot == ARB_VS_MIDDLE && reshuffles > 0)
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s; shuffled into the draw pile once",
                                         "%s; shuffled into the draw pile %u times", reshuffles),
                            cards, reshuffles);
  return g_steal_pointer (&cards);
}

static void
refresh_spots (ArbVotestuffingPage *self)
{
  GtkWidget *boxes[] = { self->left_spot, self->middle_spot, self->right_spot };
  GtkLabel *tags[] = { self->left_tag, NULL, self->right_tag };
  GtkLabel *counts[] = { self->left_count, self->middle_count, self->right_count };
  const ArbVotestuffingView *v = &self->view;
  g_autofree char *draw = NULL;

  for (int spot = 0; spot < ARB_VS_N_SPOTS; spot++)
    {
      gboolean selected = spot == (int) v->side;
      g_autofree char *count = count_text (self, spot);

      set_class (boxes[spot], "selected", selected);
      gtk_label_set_text (counts[spot], count);
      if (tags[spot] == NULL)
        continue;
      /* the mode in words, not by colour alone */
      gtk_label_set_text (tags[spot], !selected ? _("Not selected") : v->mode == 1 ? _("Selected: face down")
                                                                      : _("Selected: face up"));
      set_class (GTK_WIDGET (tags[spot]), "selected-tag", selected);
      set_class (GTK_WIDGET (tags[spot]), "dim-label", !selected);
    }
  show_piles (self);
  arb_votestuffing_pile_set_backs (self->draw_pile, (guint) MAX (v->draw_pile, 0), ARB_VS_UNKNOWN);
  draw = g_strdup_printf (_("Draw pile: %d"), v->draw_pile);
  gtk_label_set_text (self->draw_label, draw);
  arb_widget_set_accessible_label (GTK_WIDGET (self->draw_pile), draw);
}

/* ---- drawing the input ---- */

/* What the typed text reads as so far, or what comes next. */
static char *
play_status (ArbVotestuffingPage *self)
{
  const ArbVotestuffingView *v = &self->view;
  const char *who = player_name (self, v->turn);
  ArbVsDraft draft;
  const char *card;

  arb_vs_draft_read_play (typed (self), &draft);
  card = draft.card == ARB_VS_UNKNOWN ? _("a card nobody saw") : arb_vs_card_label (draft.card);
  switch (draft.state)
    {
    case ARB_VS_DRAFT_EMPTY:
      if (v->plays_made == 0)
        return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s’s turn: %u card at most",
                                             "%s’s turn: %u cards at most", v->plays_left), who, v->plays_left);
      return g_strdup_printf (_("%s’s second card, or Enter to end the turn"), who);
    case ARB_VS_DRAFT_PARTIAL:
      return g_strdup (_("The card: its suit next (s h d c)"));
    case ARB_VS_DRAFT_CARD:
      return g_strdup_printf (_("%s goes: L left, M middle, R right, P power"), card);
    case ARB_VS_DRAFT_SPOT:
    case ARB_VS_DRAFT_TARGET:
      return g_strdup_printf (_("%s as a power move: who draws two? Their seat number"), card);
    case ARB_VS_DRAFT_BAD:
    default:
      return g_strdup (_("Not a card and a spot: Backspace or Esc"));
    }
}

static char *
status_text (ArbVotestuffingPage *self)
{
  const ArbVotestuffingView *v = &self->view;
  const char *who = player_name (self, v->turn);

  switch (v->phase)
    {
    case ARB_VOTESTUFFING_PLAY:
      return play_status (self);
    case ARB_VOTESTUFFING_BONUS:
      return g_strdup_printf (_("%s’s bonus card for the 4, face down to the %s"), who,
                              arb_vs_spot_words (v->side));
    case ARB_VOTESTUFFING_CALL:
      return g_strdup_printf (_("%s’s last card, shown"), player_name (self, v->caller));
    case ARB_VOTESTUFFING_REVEAL:
      {
        ArbVsItem items[MAX_REVEAL];
        gboolean open, bad;
        int n = (int) read_reveal (self, items, &open, &bad);
        int left = v->to_reveal[ARB_VS_LEFT], right = v->to_reveal[ARB_VS_RIGHT];

        if (bad)
          return g_strdup (_("Not r, s, * or a card: Backspace takes it back"));
        return g_strdup_printf (_("Reveal: left %d of %d, right %d of %d"), MIN (n, left), left,
                                CLAMP (n - left, 0, right), right);
      }
    case ARB_VOTESTUFFING_OVER:
    default:
      return g_strdup ("");
    }
}

static const char *
hint_text (ArbVotestuffingPage *self)
{
  switch (self->view.phase)
    {
    case ARB_VOTESTUFFING_PLAY:
      return _("Type the card (7h, 10c or th, ks, * joker, ? face down), then L, M, R or P; a spot letter alone plays a card nobody saw. Enter or End ends the turn, Esc clears.");
    case ARB_VOTESTUFFING_BONUS:
      return _("Type the bonus card, or ? (or Enter) for one nobody saw: it goes in at once.");
    case ARB_VOTESTUFFING_CALL:
      return _("Type the card the player shows: it goes in at once. Enter when it was shown before.");
    case ARB_VOTESTUFFING_REVEAL:
      return _("For each card not known yet, left pile first: R roundee, S sharpo, * joker, or the card itself (7h). The last one goes in at once; Backspace takes one back.");
    case ARB_VOTESTUFFING_OVER:
    default:
      return "";
    }
}


/* After a 2 to the power spot: who draws two, one button per opponent
 * the prompt offers, with the seat number to type. */
static void
refresh_targets (ArbVotestuffingPage *self,
                 const ArbVsDraft    *draft)
{
  g_autoptr(GPtrArray) names = NULL;
  GtkFlowBoxChild *child;
  GtkWidget *label;

  while ((child = gtk_flow_box_get_child_at_index (self->target_box, 0)) != NULL)
    gtk_flow_box_remove (self->target_box, GTK_WIDGET (child));
  if (self->view.phase != ARB_VOTESTUFFING_PLAY || draft->state != ARB_VS_DRAFT_SPOT || draft->spot != 'p'
      || !needs_target (self, draft->card))
    {
      gtk_widget_set_visible (GTK_WIDGET (self->target_box), FALSE);
      return;
    }
  names = draw_targets (self, draft->card);
  label = gtk_label_new (_("Who draws two?"));
  gtk_widget_add_css_class (label, "heading");
  arb_flow_box_append_unfocusable (self->target_box, label);
  for (guint i = 0; i < names->len; i++)
    {
      int seat = arb_setup_find_player (setup_of (self), g_ptr_array_index (names, i));
      g_autofree char *text = g_strdup_printf ("%d  %s", seat + 1, (char *) g_ptr_array_index (names, i));
      g_autofree char *accessible = g_strdup_printf (_("%s draws two (%d)"), (char *) g_ptr_array_index (names, i),
                                                     seat + 1);
      GtkWidget *button = gtk_button_new_with_label (text);

      gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "vs.target");
      gtk_actionable_set_action_target (GTK_ACTIONABLE (button), "i", seat);
      arb_widget_set_tooltip_text (button, accessible);
      arb_widget_set_accessible_label (button, accessible);
      gtk_widget_add_css_class (button, "pill");
      arb_flow_box_append_unfocusable (self->target_box, button);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->target_box), TRUE);
}

/* The card being typed, drawn beside the entry. */
static void
refresh_draft (ArbVotestuffingPage *self)
{
  ArbVsDraft draft;
  ArbVsCard card = { ARB_VS_UNKNOWN, ARB_VS_TYPE_UNKNOWN, FALSE, FALSE };
  gboolean has_card;
  g_autofree char *status = status_text (self);

  arb_vs_draft_read_play (typed (self), &draft);
  has_card = draft.state >= ARB_VS_DRAFT_CARD && draft.state <= ARB_VS_DRAFT_TARGET;
  if (has_card && draft.card != ARB_VS_UNKNOWN)
    card = (ArbVsCard) { draft.card, arb_vs_card_type (draft.card), TRUE, FALSE };
  arb_votestuffing_pile_set_cards (self->draft_pile, &card, has_card ? 1 : 0, NULL, NULL);
  gtk_widget_set_visible (GTK_WIDGET (self->draft_pile), self->view.phase != ARB_VOTESTUFFING_REVEAL);
  refresh_targets (self, &draft);
  gtk_label_set_text (self->status_label, status);
  if (self->view.phase == ARB_VOTESTUFFING_REVEAL)
    show_piles (self);
}

static const char *
enter_label (ArbVotestuffingPage *self,
             const char         **accessible)
{
  switch (self->view.phase)
    {
    case ARB_VOTESTUFFING_BONUS:
      *accessible = _("Add the bonus card");
      return _("_Bonus Card");
    case ARB_VOTESTUFFING_CALL:
      *accessible = _("Call");
      return _("_Call");
    case ARB_VOTESTUFFING_REVEAL:
      *accessible = _("Reveal");
      return _("_Reveal");
    case ARB_VOTESTUFFING_PLAY:
    case ARB_VOTESTUFFING_OVER:
    default:
      *accessible = _("Enter the play typed");
      return _("_Play");
    }
}

/* An example of what to type now. */
static const char *
placeholder (ArbVotestuffingPage *self)
{
  const ArbVotestuffingView *v = &self->view;

  switch (v->phase)
    {
    case ARB_VOTESTUFFING_BONUS:
      return "?";
    case ARB_VOTESTUFFING_CALL:
      return v->caller >= 0 && v->revealed[v->caller] != ARB_VS_UNKNOWN
             ? arb_vs_card_label (v->revealed[v->caller]) : "9c";
    case ARB_VOTESTUFFING_REVEAL:
      return "r s 7h";
    case ARB_VOTESTUFFING_PLAY:
    case ARB_VOTESTUFFING_OVER:
    default:
      return "7h l";
    }
}

static void
fill_start_menu (ArbVotestuffingPage *self)
{
  g_autoptr(GMenu) menu = g_menu_new ();

  for (guint i = 0; i < self->view.n_players; i++)
    {
      const char *name = player_name (self, (int) i);
      g_autofree char *label = g_strdup_printf (_("%s begins"), name);
      g_autoptr(GMenuItem) item = g_menu_item_new (label, NULL);

      g_menu_item_set_action_and_target_value (item, "vs.start", g_variant_new_string (name));
      g_menu_append_item (menu, item);
    }
  gtk_popover_menu_set_menu_model (GTK_POPOVER_MENU (gtk_menu_button_get_popover (self->start_button)),
                                   G_MENU_MODEL (menu));
}

static void
refresh_input (ArbVotestuffingPage *self)
{
  const ArbVotestuffingView *v = &self->view;
  gboolean over = v->phase == ARB_VOTESTUFFING_OVER;
  gboolean playing = v->phase == ARB_VOTESTUFFING_PLAY;
  gboolean revealing = v->phase == ARB_VOTESTUFFING_REVEAL;
  gboolean bonus = v->phase == ARB_VOTESTUFFING_BONUS;
  const char *accessible = NULL;
  const char *label = enter_label (self, &accessible);
  gboolean can_start = v->can_start && v->hand > 1;

  gtk_stack_set_visible_child_name (self->input_stack, over ? "over" : "entry");
  gtk_button_set_label (self->enter_button, label);
  arb_widget_set_accessible_label (GTK_WIDGET (self->enter_button), accessible);
  arb_widget_set_tooltip_text (GTK_WIDGET (self->enter_button), accessible);
  gtk_widget_set_visible (GTK_WIDGET (self->enter_button), !playing);
  gtk_widget_set_visible (GTK_WIDGET (self->end_button), playing);
  gtk_widget_set_visible (GTK_WIDGET (self->start_button), can_start);
  if (can_start)
    fill_start_menu (self);
  gtk_widget_set_visible (self->reveal_box, revealing);
  gtk_entry_set_placeholder_text (self->entry, placeholder (self));
  gtk_label_set_text (self->hint_label, hint_text (self));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "vs.enter", !over);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "vs.end", playing && v->can_end);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "vs.type", !over);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "vs.erase", !over);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "vs.target", playing);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "vs.start", can_start);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "vs.spot", playing || bonus);
  gtk_widget_set_sensitive (GTK_WIDGET (self->left_button),
                            (playing && v->open[ARB_VS_LEFT]) || (bonus && v->side == ARB_VS_LEFT));
  gtk_widget_set_sensitive (GTK_WIDGET (self->right_button),
                            (playing && v->open[ARB_VS_RIGHT]) || (bonus && v->side == ARB_VS_RIGHT));
  gtk_widget_set_sensitive (GTK_WIDGET (self->middle_button), playing && v->open[ARB_VS_MIDDLE]);
  gtk_widget_set_sensitive (GTK_WIDGET (self->power_button), playing && v->power_open);
  arb_refusal_bar_set_anchor (self->refusal_bar, over ? GTK_WIDGET (self->input_stack) : self->entry_row);
  refresh_draft (self);
}

/* ---- drawing the rest ---- */

/* The latest entry in the engine's words; the one before it, small. */
static void
refresh_resolution (ArbVotestuffingPage *self)
{
  ArbGame *game = game_of (self);
  guint n = arb_game_get_n_events (game);
  g_autoptr(GString) earlier = g_string_new (NULL);

  for (guint back = 2; back <= 2 && back <= n; back++)
    g_string_append_printf (earlier, "%s%s", earlier->len > 0 ? "\n" : "",
                            arb_game_get_description (game, n - back));
  gtk_label_set_text (self->resolution_label, n > 0 ? arb_game_get_description (game, n - 1) : "");
  gtk_label_set_text (self->earlier_label, earlier->str);
  gtk_widget_set_visible (GTK_WIDGET (self->earlier_label), earlier->len > 0);
  gtk_widget_set_visible (self->resolution_box, n > 0);
}

static const char *
seat_tag (ArbVotestuffingPage *self,
          int                  seat)
{
  const ArbVotestuffingView *v = &self->view;

  switch (v->phase)
    {
    case ARB_VOTESTUFFING_PLAY:
    case ARB_VOTESTUFFING_BONUS:
      return seat == v->turn ? _("To play") : NULL;
    case ARB_VOTESTUFFING_CALL:
    case ARB_VOTESTUFFING_REVEAL:
      return seat == v->caller ? _("Calls") : NULL;
    case ARB_VOTESTUFFING_OVER:
    default:
      return seat == v->winner ? _("Winner") : NULL;
    }
}

static void
refresh_seats (ArbVotestuffingPage *self)
{
  const ArbVotestuffingView *v = &self->view;

  for (guint i = 0; i < v->n_players; i++)
    {
      GtkFlowBoxChild *cell = gtk_flow_box_get_child_at_index (self->seats_box, (int) i);
      GtkWidget *seat = cell != NULL ? gtk_flow_box_child_get_child (cell) : NULL;
      ArbVotestuffingSeatInfo info = { 0 };

      if (seat == NULL)
        {
          seat = arb_votestuffing_seat_new ();
          arb_flow_box_append_unfocusable (self->seats_box, seat);
        }
      info.name = player_name (self, (int) i);
      info.number = i + 1;
      info.cards = v->hand_count[i];
      info.shown = v->revealed[i];
      info.tag = seat_tag (self, (int) i);
      info.winner = v->phase == ARB_VOTESTUFFING_OVER && v->winner == (int) i;
      info.show_points = v->extended;
      info.points = v->points[i];
      arb_votestuffing_seat_update (ARB_VOTESTUFFING_SEAT (seat), &info);
    }
}

static void
refresh_tally (ArbVotestuffingPage *self)
{
  const ArbVotestuffingView *v = &self->view;
  gconstpointer state = arb_game_get_state (game_of (self));
  const ArbVotestuffingCall *last = v->n_calls > 0 ? arb_votestuffing_get_call (state, v->n_calls - 1) : NULL;
  /* a new hand of the extended game: the call that ended the last one */
  gboolean last_hand = last != NULL && !v->hand_begun && last->hand < v->hand;
  g_autofree char *heading = NULL;
  g_autofree char *last_words = last != NULL ? arb_votestuffing_call_text (setup_of (self), last) : NULL;

  if (v->phase == ARB_VOTESTUFFING_CALL || v->phase == ARB_VOTESTUFFING_REVEAL)
    heading = g_strdup_printf (_("Tally for %s’s call"), player_name (self, v->caller));
  else if (last_hand)
    heading = g_strdup_printf (_("Tally at the call that ended hand %u"), last->hand);
  else if (v->phase == ARB_VOTESTUFFING_OVER && last != NULL && v->winner >= 0)
    heading = g_strdup_printf (_("Tally at %s’s winning call"), player_name (self, last->player));
  else if (v->phase == ARB_VOTESTUFFING_OVER)
    heading = g_strdup (_("Tally at the end: every card left in hand calls wrong (VS-7)"));
  else
    heading = g_strdup (_("Tally now (VS-5)"));
  gtk_label_set_text (self->tally_heading, heading);
  if (last_hand)
    arb_votestuffing_tally_update (self->tally, &last->tally, last->card);
  else
    arb_votestuffing_tally_update (self->tally, &v->tally,
                                   v->phase == ARB_VOTESTUFFING_REVEAL ? v->call_card
                                   : v->phase == ARB_VOTESTUFFING_OVER && last != NULL && v->winner >= 0
                                   ? last->card : ARB_VS_UNKNOWN);
  if (last_words != NULL)
    {
      g_autofree char *text = g_strdup_printf (_("Last call: %s"), last_words);

      gtk_label_set_text (self->last_call_label, text);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->last_call_label), last_words != NULL);
}

static void
refresh (ArbVotestuffingPage *self)
{
  g_autoptr(ArbPrompt) prompt = arb_game_prompt (game_of (self));

  gtk_label_set_text (self->prompt_label, prompt->text);
  refresh_resolution (self);
  refresh_spots (self);
  refresh_input (self);
  refresh_seats (self);
  refresh_tally (self);
  refresh_layout (self);
}

/* After an entry or an undo: a new state. */
static void
reload (ArbVotestuffingPage *self)
{
  if (self->have_view)
    arb_votestuffing_view_clear (&self->view);
  arb_votestuffing_get_view (setup_of (self), arb_game_get_state (game_of (self)), &self->view);
  self->have_view = TRUE;
  refresh (self);
}

static void
focus_input (ArbVotestuffingPage *self)
{
  if (self->view.phase == ARB_VOTESTUFFING_OVER)
    gtk_widget_grab_focus (GTK_WIDGET (self));
  else
    {
      gtk_entry_grab_focus_without_selecting (self->entry);
      gtk_editable_set_position (GTK_EDITABLE (self->entry), -1);
    }
}

/* ---- the score page's section ---- */

static GtkWidget *
game_page_create_score_section (ArbGamePage *page)
{
  return arb_votestuffing_score_section_new (game_of (ARB_VOTESTUFFING_PAGE (page)));
}

/* ---- the game page interface ---- */

/* An undo or a redo: what was typed belonged to the state before. */
static void
game_page_refresh (ArbGamePage *page)
{
  ArbVotestuffingPage *self = ARB_VOTESTUFFING_PAGE (page);

  set_typed (self, "");
  arb_refusal_bar_dismiss (self->refusal_bar);
  reload (self);
}

static void
game_page_focus_input (ArbGamePage *page)
{
  focus_input (ARB_VOTESTUFFING_PAGE (page));
}

static const char *
game_page_get_prompt_text (ArbGamePage *page)
{
  return gtk_label_get_text (ARB_VOTESTUFFING_PAGE (page)->prompt_label);
}

static const char *
game_page_get_refusal (ArbGamePage *page)
{
  ArbVotestuffingPage *self = ARB_VOTESTUFFING_PAGE (page);

  return arb_refusal_bar_is_shown (self->refusal_bar)
         ? arb_refusal_bar_get_rule_id (self->refusal_bar) : NULL;
}

/* The page's own line on the middle of the table, for the large type
 * view. */
static char *
game_page_dup_large_summary (ArbGamePage *page)
{
  ArbVotestuffingPage *self = ARB_VOTESTUFFING_PAGE (page);

  return g_strdup (gtk_label_get_text (self->status_label));
}

static void
arb_votestuffing_page_game_page_init (ArbGamePageInterface *iface)
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
arb_votestuffing_page_get_input (ArbVotestuffingPage *self)
{
  static const char *const names[] = { "play", "bonus", "call", "reveal", "over" };

  g_return_val_if_fail (ARB_IS_VOTESTUFFING_PAGE (self), NULL);
  return names[self->view.phase];
}

const char *
arb_votestuffing_page_get_typed (ArbVotestuffingPage *self)
{
  g_return_val_if_fail (ARB_IS_VOTESTUFFING_PAGE (self), NULL);
  return typed (self);
}

const char *
arb_votestuffing_page_get_status (ArbVotestuffingPage *self)
{
  g_return_val_if_fail (ARB_IS_VOTESTUFFING_PAGE (self), NULL);
  return gtk_label_get_text (self->status_label);
}

const char *
arb_votestuffing_page_get_resolution (ArbVotestuffingPage *self)
{
  g_return_val_if_fail (ARB_IS_VOTESTUFFING_PAGE (self), NULL);
  return gtk_label_get_text (self->resolution_label);
}

const char *
arb_votestuffing_page_get_seat_summary (ArbVotestuffingPage *self,
                                        guint                seat)
{
  GtkFlowBoxChild *cell = gtk_flow_box_get_child_at_index (self->seats_box, (int) seat);

  return cell != NULL
         ? arb_votestuffing_seat_get_summary (ARB_VOTESTUFFING_SEAT (gtk_flow_box_child_get_child (cell)))
         : NULL;
}

const char *
arb_votestuffing_page_get_pile_summary (ArbVotestuffingPage *self,
                                        int                  spot)
{
  g_return_val_if_fail (ARB_IS_VOTESTUFFING_PAGE (self) && spot >= 0 && spot < ARB_VS_N_SPOTS, NULL);
  return self->pile_summary[spot];
}

const char *
arb_votestuffing_page_get_tally_summary (ArbVotestuffingPage *self)
{
  g_return_val_if_fail (ARB_IS_VOTESTUFFING_PAGE (self), NULL);
  return arb_votestuffing_tally_get_summary (self->tally);
}

guint
arb_votestuffing_page_get_n_targets (ArbVotestuffingPage *self)
{
  guint n = 0;

  g_return_val_if_fail (ARB_IS_VOTESTUFFING_PAGE (self), 0);
  if (!gtk_widget_get_visible (GTK_WIDGET (self->target_box)))
    return 0;
  for (GtkWidget *c = gtk_widget_get_first_child (GTK_WIDGET (self->target_box)); c != NULL;
       c = gtk_widget_get_next_sibling (c))
    n += GTK_IS_BUTTON (gtk_flow_box_child_get_child (GTK_FLOW_BOX_CHILD (c)));
  return n;
}

/* ---- wide and narrow ---- */

/*
 * A wide window has up to four players and the tally side by side, so
 * that both stay above the fold; more players take the whole width, and
 * at a call the tally comes before them, as it does in a narrow window.  4.8 reports the window's width
 * as its default width (there are no breakpoints before libadwaita 1.4).
 */
#define WIDE_WIDTH 1100
#define NARROW_WIDTH 600
#define FEW_PLAYERS 4

/* Narrow, the status ("Ann's second card, or Enter to end the turn")
 * takes a line of its own under the entry: beside the buttons it was a
 * sliver a word wide. */
static void
place_status (ArbVotestuffingPage *self)
{
  GtkWidget *status = gtk_widget_get_parent (GTK_WIDGET (self->status_label));
  GtkWidget *column = gtk_widget_get_parent (self->entry_row);
  GtkWidget *want = self->narrow ? column : self->entry_row;

  if (gtk_widget_get_parent (status) == want)
    return;
  g_object_ref (status);
  gtk_box_remove (GTK_BOX (gtk_widget_get_parent (status)), status);
  if (self->narrow)
    gtk_box_insert_child_after (GTK_BOX (column), status, self->entry_row);
  else
    gtk_box_append (GTK_BOX (self->entry_row), status);
  g_object_unref (status);
}

static void
refresh_layout (ArbVotestuffingPage *self)
{
  const ArbVotestuffingView *v = &self->view;
  gboolean few = v->n_players <= FEW_PLAYERS;
  gboolean calling = v->phase == ARB_VOTESTUFFING_CALL || v->phase == ARB_VOTESTUFFING_REVEAL
                     || v->phase == ARB_VOTESTUFFING_OVER;

  gtk_orientable_set_orientation (GTK_ORIENTABLE (self->lower_box),
                                  self->wide && few ? GTK_ORIENTATION_HORIZONTAL : GTK_ORIENTATION_VERTICAL);
  gtk_flow_box_set_min_children_per_line (self->seats_box, self->narrow ? 2 : self->wide && !few ? 4 : 3);
  gtk_flow_box_set_max_children_per_line (self->seats_box, self->wide ? (few ? 3 : 5) : self->narrow ? 2 : 4);
  /* narrow: the keypad five to a line, Down above Power, a shorter entry */
  gtk_flow_box_set_min_children_per_line (self->keypad, self->narrow ? 5 : 10);
  gtk_orientable_set_orientation (GTK_ORIENTABLE (gtk_widget_get_parent (GTK_WIDGET (self->middle_button))),
                                  self->narrow ? GTK_ORIENTATION_VERTICAL : GTK_ORIENTATION_HORIZONTAL);
  gtk_editable_set_width_chars (GTK_EDITABLE (self->entry), self->narrow ? 6 : 10);
  place_status (self);
  if (calling && !(few && self->wide))
    gtk_box_reorder_child_after (self->lower_box, self->tally_clamp, NULL);
  else
    gtk_box_reorder_child_after (self->lower_box, GTK_WIDGET (self->seats_box), NULL);
}

static void
on_window_width (GtkWindow           *window,
                 GParamSpec          *pspec,
                 ArbVotestuffingPage *self)
{
  int width = 0, height = 0;

  gtk_window_get_default_size (window, &width, &height);
  self->wide = width >= WIDE_WIDTH;
  self->narrow = width > 0 && width < NARROW_WIDTH;
  refresh_layout (self);
}

static void
arb_votestuffing_page_root (GtkWidget *widget)
{
  GtkRoot *root;

  GTK_WIDGET_CLASS (arb_votestuffing_page_parent_class)->root (widget);
  root = gtk_widget_get_root (widget);
  if (GTK_IS_WINDOW (root))
    {
      g_signal_connect_object (root, "notify::default-width", G_CALLBACK (on_window_width), widget, 0);
      on_window_width (GTK_WINDOW (root), NULL, ARB_VOTESTUFFING_PAGE (widget));
    }
}

static void
arb_votestuffing_page_unroot (GtkWidget *widget)
{
  GtkRoot *root = gtk_widget_get_root (widget);

  if (root != NULL)
    g_signal_handlers_disconnect_by_func (root, on_window_width, widget);
  GTK_WIDGET_CLASS (arb_votestuffing_page_parent_class)->unroot (widget);
}

/* ---- the class ---- */

static void
arb_votestuffing_page_dispose (GObject *object)
{
  ArbVotestuffingPage *self = ARB_VOTESTUFFING_PAGE (object);

  gtk_widget_dispose_template (GTK_WIDGET (object), ARB_TYPE_VOTESTUFFING_PAGE);
  /* GTK 4.8 leaves unnamed template roots in place. */
  arb_widget_unparent_children (GTK_WIDGET (object));
  if (self->have_view)
    arb_votestuffing_view_clear (&self->view);
  self->have_view = FALSE;
  for (int spot = 0; spot < ARB_VS_N_SPOTS; spot++)
    g_clear_pointer (&self->pile_summary[spot], g_free);
  G_OBJECT_CLASS (arb_votestuffing_page_parent_class)->dispose (object);
}

static void
install_actions (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "vs.type", "s", type_key);
  gtk_widget_class_install_action (widget_class, "vs.spot", "s", spot);
  gtk_widget_class_install_action (widget_class, "vs.target", "i", target);
  gtk_widget_class_install_action (widget_class, "vs.enter", NULL, enter);
  gtk_widget_class_install_action (widget_class, "vs.end", NULL, end_turn);
  gtk_widget_class_install_action (widget_class, "vs.erase", NULL, erase);
  gtk_widget_class_install_action (widget_class, "vs.start", "s", start);
}

#define BIND(name) gtk_widget_class_bind_template_child (widget_class, ArbVotestuffingPage, name)

static void
arb_votestuffing_page_class_init (ArbVotestuffingPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = arb_votestuffing_page_dispose;
  widget_class->root = arb_votestuffing_page_root;
  widget_class->unroot = arb_votestuffing_page_unroot;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  g_type_ensure (ARB_TYPE_REFUSAL_BAR);
  g_type_ensure (ARB_TYPE_WIDTH_BIN);
  g_type_ensure (ARB_TYPE_STEADY_BIN);
  g_type_ensure (ARB_TYPE_VOTESTUFFING_PILE);
  g_type_ensure (ARB_TYPE_VOTESTUFFING_TALLY);
  gtk_widget_class_set_template_from_resource (widget_class,
    "/io/github/tablearbiter/Arbiter/games/votestuffing/arb-votestuffing-page.ui");
  BIND (prompt_label);
  BIND (resolution_box);
  BIND (resolution_label);
  BIND (earlier_label);
  BIND (left_spot);
  BIND (middle_spot);
  BIND (right_spot);
  BIND (left_tag);
  BIND (right_tag);
  BIND (left_pile);
  BIND (middle_pile);
  BIND (right_pile);
  BIND (left_count);
  BIND (middle_count);
  BIND (right_count);
  BIND (left_button);
  BIND (right_button);
  BIND (middle_button);
  BIND (power_button);
  BIND (draw_pile);
  BIND (draw_label);
  BIND (input_stack);
  BIND (entry_row);
  BIND (draft_pile);
  BIND (status_label);
  BIND (entry);
  BIND (enter_button);
  BIND (end_button);
  BIND (start_button);
  BIND (target_box);
  BIND (reveal_box);
  BIND (keypad);
  BIND (hint_label);
  BIND (refusal_bar);
  BIND (lower_box);
  BIND (seats_box);
  BIND (tally_clamp);
  BIND (tally_heading);
  BIND (tally);
  BIND (last_call_label);
  gtk_widget_class_bind_template_callback (widget_class, on_entry_activate);
  gtk_widget_class_bind_template_callback (widget_class, on_entry_changed);
  install_actions (widget_class);
}

static void
arb_votestuffing_page_init (ArbVotestuffingPage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
  build_keypad (self);
  for (GtkWidget *c = gtk_widget_get_first_child (self->reveal_box); c != NULL; c = gtk_widget_get_next_sibling (c))
    gtk_widget_set_focusable (c, FALSE);
  gtk_menu_button_set_popover (self->start_button, gtk_popover_menu_new_from_model (NULL));
  arb_menu_button_set_accessible_label (self->start_button, _("Who begins this hand"));
  arb_widget_return_focus_on_close (gtk_menu_button_get_popover (self->start_button), GTK_WIDGET (self));
  arb_widget_set_accessible_label (GTK_WIDGET (self->entry), _("The card and where it goes"));
  arb_game_page_install_keys (ARB_GAME_PAGE (self));
}

GtkWidget *
arb_votestuffing_page_new (ArbSession *session)
{
  ArbVotestuffingPage *self = g_object_new (ARB_TYPE_VOTESTUFFING_PAGE, NULL);

  self->session = session;
  reload (self);
  return GTK_WIDGET (self);
}
