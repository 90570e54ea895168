/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "arb-widget-util.h"

#include "arb-eighty-page.h"
#include "arb-game-page.h"
#include "arb-log-pane.h"
#include "arb-large-view.h"
#include "arb-nothanks-page.h"
#include "arb-play-page.h"
#include "arb-score-page.h"
#include "arb-splitvote-page.h"
#include "arb-tilerummy-page.h"
#include "arb-votestuffing-page.h"

/*
 * A game being played: the game's own table, the score and the log.
 * The game page appends entries to the session; this page follows.
 */
struct _ArbPlayPage
{
  GtkWidget             parent_instance;

  ArbSession           *session;
  GtkWidget            *game_page;
  gboolean              was_finished;
  gboolean              score_stale;   /* an entry came while the score was not shown */
  gboolean              was_between;

  GtkStack             *mode_stack;
  ArbLargeView         *large_view;
  gboolean              made_fullscreen;  /* by the large type view */
  AdwViewSwitcherTitle *switcher_title;
  AdwViewSwitcherBar   *switcher_bar;
  gboolean              narrow;
  AdwHeaderBar         *header_bar;
  AdwClamp             *title_clamp;
  AdwSqueezer          *undo_squeezer;
  GtkWidget            *undo_redo_box;
  GtkMenuButton        *menu_button;
  GMenuModel           *primary_menu;
  GMenu                *narrow_menu;     /* Redo, then the primary menu */
  AdwFlap              *flap;
  AdwViewStack         *view_stack;
  AdwBin               *table_bin;
  ArbScorePage         *score_page;
  ArbLogPane           *log_pane;
  gboolean              can_undo_correction;
};

G_DEFINE_FINAL_TYPE (ArbPlayPage, arb_play_page, GTK_TYPE_WIDGET)

enum {
  CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
refresh_log (ArbPlayPage *self)
{
  arb_log_pane_set_session (self->log_pane, self->session);
}

static gboolean
score_hidden (ArbPlayPage *self)
{
  return ARB_IS_GAME_PAGE (self->game_page)
         && arb_game_page_get_score_hidden (ARB_GAME_PAGE (self->game_page));
}

static gboolean
between_games (ArbPlayPage *self)
{
  return ARB_IS_GAME_PAGE (self->game_page)
         && arb_game_page_is_between_games (ARB_GAME_PAGE (self->game_page));
}

static void
update_score (ArbPlayPage *self)
{
  GtkWidget *section = NULL;

  self->score_stale = FALSE;
  if (ARB_IS_GAME_PAGE (self->game_page) && !score_hidden (self))
    section = arb_game_page_create_score_section (ARB_GAME_PAGE (self->game_page));
  arb_score_page_set_section (self->score_page, section);
  arb_score_page_update (self->score_page, arb_session_get_game (self->session),
                         score_hidden (self), between_games (self));
}

/* The score page, chart included, is brought up to date when it is
 * shown: an entry typed at the table does not wait for it. */
static void
refresh_score (ArbPlayPage *self)
{
  if (g_strcmp0 (adw_view_stack_get_visible_child_name (self->view_stack), "score") == 0)
    update_score (self);
  else
    self->score_stale = TRUE;
}

static void
refresh_title (ArbPlayPage *self,
               ArbGame     *game)
{
  g_autoptr(ArbPrompt) prompt = arb_game_prompt (game);

  adw_view_switcher_title_set_title (self->switcher_title, _(arb_game_get_rules (game)->title));
  adw_view_switcher_title_set_subtitle (self->switcher_title, prompt->text);
}

static void
refresh_large_view (ArbPlayPage *self)
{
  g_autofree char *centre = NULL;

  if (self->session == NULL || !arb_play_page_get_large_type (self))
    return;
  if (ARB_IS_GAME_PAGE (self->game_page))
    centre = arb_game_page_dup_large_summary (ARB_GAME_PAGE (self->game_page));
  arb_large_view_update (self->large_view, arb_session_get_game (self->session), centre, score_hidden (self));
}

static void
refresh (ArbPlayPage *self)
{
  ArbGame *game;
  gboolean finished, between;

  refresh_log (self);
  if (self->session == NULL)
    return;
  game = arb_session_get_game (self->session);
  finished = arb_game_is_finished (game);
  refresh_title (self, game);
  between = between_games (self);
  refresh_score (self);
  if ((finished && !self->was_finished) || (between && !self->was_between))
    arb_play_page_show_view (self, "score");
  self->was_finished = finished;
  self->was_between = between;
  refresh_large_view (self);
  g_signal_emit (self, signals[CHANGED], 0);
}

static void
on_game_changed (ArbPlayPage *self)
{
  refresh (self);
}

/* Folding to a narrow window hides the log (it would cover the table);
 * unfolding never opens it by itself: only the user does. */
static void
on_flap_folded (ArbPlayPage *self)
{
  if (adw_flap_get_folded (self->flap))
    adw_flap_set_reveal_flap (self->flap, FALSE);
}

static void
on_view_changed (ArbPlayPage *self)
{
  if (self->session != NULL && g_strcmp0 (arb_play_page_get_view (self), "score") == 0)
    update_score (self);
}

/* Games whose table this window can draw. */
gboolean
arb_play_page_has_table (const char *game_id)
{
  return g_strcmp0 (game_id, "nothanks") == 0 || g_strcmp0 (game_id, "splitvote") == 0
         || g_strcmp0 (game_id, "votestuffing") == 0
         || g_strcmp0 (game_id, "eighty") == 0
         || g_strcmp0 (game_id, "tilerummy") == 0;
}

static GtkWidget *
create_game_page (ArbSession *session)
{
  const ArbRules *rules = arb_game_get_rules (arb_session_get_game (session));

  if (g_str_equal (rules->id, "nothanks"))
    return arb_nothanks_page_new (session);
  if (g_str_equal (rules->id, "splitvote"))
    return arb_splitvote_page_new (session);
  if (g_str_equal (rules->id, "votestuffing"))
    return arb_votestuffing_page_new (session);
  if (g_str_equal (rules->id, "eighty"))
    return arb_eighty_page_new (session);
  if (g_str_equal (rules->id, "tilerummy"))
    return arb_tilerummy_page_new (session);
  return adw_status_page_new ();
}

void
arb_play_page_set_session (ArbPlayPage *self,
                           ArbSession  *session)
{
  g_return_if_fail (ARB_IS_PLAY_PAGE (self));

  arb_play_page_set_large_type (self, FALSE);
  adw_bin_set_child (self->table_bin, NULL);
  self->game_page = NULL;
  g_clear_pointer (&self->session, arb_session_free);
  self->session = session;
  if (session == NULL)
    {
      refresh_log (self);
      return;
    }
  self->can_undo_correction = arb_session_can_undo_correction (session);
  self->game_page = create_game_page (session);
  if (ARB_IS_GAME_PAGE (self->game_page))
    g_signal_connect_swapped (self->game_page, "changed", G_CALLBACK (on_game_changed), self);
  adw_bin_set_child (self->table_bin, self->game_page);
  self->was_finished = arb_game_is_finished (arb_session_get_game (session));
  self->was_between = between_games (self);
  arb_play_page_show_view (self, self->was_finished ? "score" : "table");
  refresh (self);
}

ArbSession *
arb_play_page_get_session (ArbPlayPage *self)
{
  g_return_val_if_fail (ARB_IS_PLAY_PAGE (self), NULL);
  return self->session;
}

GtkWidget *
arb_play_page_get_game_page (ArbPlayPage *self)
{
  g_return_val_if_fail (ARB_IS_PLAY_PAGE (self), NULL);
  return self->game_page;
}

GtkWidget *
arb_play_page_get_score_page (ArbPlayPage *self)
{
  g_return_val_if_fail (ARB_IS_PLAY_PAGE (self), NULL);
  if (self->score_stale && self->session != NULL)
    update_score (self);
  return GTK_WIDGET (self->score_page);
}

gboolean
arb_play_page_can_undo (ArbPlayPage *self)
{
  return self->session != NULL && arb_game_can_undo (arb_session_get_game (self->session));
}

gboolean
arb_play_page_can_redo (ArbPlayPage *self)
{
  return self->session != NULL && arb_game_can_redo (arb_session_get_game (self->session));
}

static void
after_undo_or_redo (ArbPlayPage *self)
{
  if (ARB_IS_GAME_PAGE (self->game_page))
    arb_game_page_refresh (ARB_GAME_PAGE (self->game_page));
  refresh (self);
  arb_play_page_focus (self);
}

/* The log pane corrected an entry: the table and the score follow. */
static void
on_log_changed (ArbPlayPage *self)
{
  self->can_undo_correction = arb_session_can_undo_correction (self->session);
  if (ARB_IS_GAME_PAGE (self->game_page))
    arb_game_page_refresh (ARB_GAME_PAGE (self->game_page));
  refresh (self);
}

/* Done with the log: the table's input has the keys again, and a log
 * lying over the table (narrow window) goes. */
static void
on_log_done (ArbPlayPage *self)
{
  if (adw_flap_get_folded (self->flap))
    adw_flap_set_reveal_flap (self->flap, FALSE);
  arb_play_page_focus (self);
}

gboolean
arb_play_page_undo (ArbPlayPage *self,
                    GError     **error)
{
  g_return_val_if_fail (self->session != NULL, FALSE);
  if (!arb_session_undo (self->session, error))
    return FALSE;
  after_undo_or_redo (self);
  return TRUE;
}

gboolean
arb_play_page_redo (ArbPlayPage *self,
                    GError     **error)
{
  g_return_val_if_fail (self->session != NULL, FALSE);
  if (!arb_session_redo (self->session, error))
    return FALSE;
  after_undo_or_redo (self);
  return TRUE;
}

void
arb_play_page_toggle_log (ArbPlayPage *self)
{
  adw_flap_set_reveal_flap (self->flap, !adw_flap_get_reveal_flap (self->flap));
}

gboolean
arb_play_page_get_log_shown (ArbPlayPage *self)
{
  return adw_flap_get_reveal_flap (self->flap);
}

/* The score comes into view at its top.  The focus the table had is
 * let go first: the view stack would hand it to the score's first
 * button and scroll the page down to it, past the verdict, or leave it
 * on a table no longer shown. */
void
arb_play_page_show_view (ArbPlayPage *self,
                         const char  *name)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;

  if (g_str_equal (name, "score") && focus != NULL
      && gtk_widget_is_ancestor (focus, GTK_WIDGET (self->view_stack)))
    gtk_root_set_focus (root, NULL);
  adw_view_stack_set_visible_child_name (self->view_stack, name);
  if (g_str_equal (name, "table"))
    arb_play_page_focus (self);
  else
    arb_score_page_show_top (self->score_page);
}

const char *
arb_play_page_get_view (ArbPlayPage *self)
{
  return adw_view_stack_get_visible_child_name (self->view_stack);
}

guint
arb_play_page_get_n_log_rows (ArbPlayPage *self)
{
  return arb_log_pane_get_n_entry_rows (self->log_pane);
}

ArbLogPane *
arb_play_page_get_log_pane (ArbPlayPage *self)
{
  g_return_val_if_fail (ARB_IS_PLAY_PAGE (self), NULL);
  return self->log_pane;
}

/* The log takes the focus once it is all out: a row still sliding in
 * cannot take it. */
static void
on_reveal_progress (ArbPlayPage *self)
{
  if (adw_flap_get_reveal_progress (self->flap) < 1.0)
    return;
  g_signal_handlers_disconnect_by_func (self->flap, on_reveal_progress, self);
  arb_log_pane_pick (self->log_pane);
}

/* Ctrl+E: the log opens with the entry to correct picked. */
void
arb_play_page_pick_entry (ArbPlayPage *self)
{
  g_return_if_fail (ARB_IS_PLAY_PAGE (self));
  if (self->session == NULL)
    return;
  g_signal_handlers_disconnect_by_func (self->flap, on_reveal_progress, self);
  adw_flap_set_reveal_flap (self->flap, TRUE);
  if (adw_flap_get_reveal_progress (self->flap) >= 1.0)
    arb_log_pane_pick (self->log_pane);
  else
    g_signal_connect_swapped (self->flap, "notify::reveal-progress", G_CALLBACK (on_reveal_progress), self);
}

gboolean
arb_play_page_can_undo_correction (ArbPlayPage *self)
{
  return self->session != NULL && self->can_undo_correction;
}

/* Puts back the log as it was before the latest correction (itself
 * kept, so doing it again puts the correction back). */
gboolean
arb_play_page_undo_correction (ArbPlayPage *self,
                               GError     **error)
{
  g_return_val_if_fail (self->session != NULL, FALSE);
  if (!arb_session_undo_correction (self->session, error))
    return FALSE;
  self->can_undo_correction = arb_session_can_undo_correction (self->session);
  after_undo_or_redo (self);
  return TRUE;
}

gboolean
arb_play_page_undo_crosses_round (ArbPlayPage *self)
{
  return self->session != NULL && arb_session_undo_crosses_round (self->session);
}

void
arb_play_page_focus (ArbPlayPage *self)
{
  if (ARB_IS_GAME_PAGE (self->game_page))
    arb_game_page_focus_input (ARB_GAME_PAGE (self->game_page));
}

/* ---- keys typed away from the table ---- */

/* Whether the focus is away from the table's input, where a key the
 * table takes would be lost: in the header bar (after Tab) or the view
 * switcher at the bottom, nowhere, or on the table itself or one of its
 * buttons while the input is elsewhere.  Not in a text entry, the log
 * (its rows have their keys), a popover or a menu, nor in the table's
 * other inputs (a tile editor, a list). */
static gboolean
focus_is_astray (ArbPlayPage *self,
                 GtkWidget   *focus)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));

  if (focus == NULL)
    return TRUE;
  if (!gtk_widget_is_ancestor (focus, GTK_WIDGET (self))
      || gtk_widget_get_native (focus) != GTK_NATIVE (root)
      || gtk_widget_is_ancestor (focus, GTK_WIDGET (self->log_pane)))
    return FALSE;
  for (GtkWidget *w = focus; w != NULL; w = gtk_widget_get_parent (w))
    if (GTK_IS_EDITABLE (w))
      return FALSE;
  if (focus == self->game_page || !gtk_widget_is_ancestor (focus, self->game_page))
    return TRUE;
  return GTK_IS_BUTTON (focus);
}

/* The key now handled by `controller`, given to the widget that has the
 * focus and those around it up to the table, as the key's own way there
 * would (the table's keys, arb_game_page_install_keys(), come first). */
static gboolean
forward_to_input (ArbPlayPage           *self,
                  GtkEventControllerKey *controller,
                  guint                  keyval,
                  GdkModifierType        state)
{
  GtkWidget *focus = gtk_root_get_focus (gtk_widget_get_root (GTK_WIDGET (self)));

  if (arb_game_page_handle_key (ARB_GAME_PAGE (self->game_page), keyval, state))
    return TRUE;
  if (focus == NULL || !gtk_widget_is_ancestor (focus, self->game_page))
    return FALSE;
  for (GtkWidget *w = focus; w != self->game_page; w = gtk_widget_get_parent (w))
    if (gtk_event_controller_key_forward (controller, w))
      return TRUE;
  return FALSE;
}

/*
 * A printable key (a letter, a digit, a sign; Shift allowed) that
 * nothing took, typed while the focus was away from the table's input
 * (focus_is_astray()): the input takes the focus back and the key, as
 * if it had been typed there; GtkSearchEntry's key capture does the
 * same for a search.  Space, Enter, Tab, the arrows, Escape and the
 * shortcuts with Ctrl or Alt keep their meaning where the focus is.  A
 * key the table does not take either leaves the focus where it was.
 * The window calls this in the bubble phase, for the keys nothing under
 * it took; `controller` is the one handling the key now.  Returns
 * whether the table took the key.
 */
gboolean
arb_play_page_take_typed_key (ArbPlayPage           *self,
                              GtkEventControllerKey *controller,
                              guint                  keyval,
                              GdkModifierType        state)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  gunichar c = gdk_keyval_to_unicode (keyval);
  GtkWidget *was;

  g_return_val_if_fail (ARB_IS_PLAY_PAGE (self), FALSE);
  if (!ARB_IS_GAME_PAGE (self->game_page) || root == NULL
      || (state & (GDK_CONTROL_MASK | GDK_ALT_MASK | GDK_SUPER_MASK | GDK_HYPER_MASK | GDK_META_MASK)) != 0
      || c == 0 || !g_unichar_isgraph (c))
    return FALSE;
  /* the table must be the view shown */
  if (arb_play_page_get_large_type (self) || g_strcmp0 (arb_play_page_get_view (self), "table") != 0)
    return FALSE;
  was = gtk_root_get_focus (root);
  if (!focus_is_astray (self, was))
    return FALSE;

  if (was != NULL)
    g_object_ref (was);
  arb_game_page_focus_input (ARB_GAME_PAGE (self->game_page));
  if (gtk_root_get_focus (root) != was && forward_to_input (self, controller, keyval, state))
    {
      g_clear_object (&was);
      return TRUE;
    }
  if (was != NULL && gtk_widget_get_root (was) == root && gtk_widget_get_mapped (was))
    gtk_widget_grab_focus (was);
  g_clear_object (&was);
  return FALSE;
}

/* ---- large type (F11) ---- */

gboolean
arb_play_page_get_large_type (ArbPlayPage *self)
{
  g_return_val_if_fail (ARB_IS_PLAY_PAGE (self), FALSE);
  return g_strcmp0 (gtk_stack_get_visible_child_name (self->mode_stack), "large") == 0;
}

/* The large type view fills the window (full screen when the window
 * was not); leaving it puts the window back and the focus on the
 * table's input. */
void
arb_play_page_set_large_type (ArbPlayPage *self,
                              gboolean     large)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWindow *window = GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL;

  g_return_if_fail (ARB_IS_PLAY_PAGE (self));
  if (large == arb_play_page_get_large_type (self) || (large && self->session == NULL))
    return;
  gtk_stack_set_visible_child_name (self->mode_stack, large ? "large" : "table");
  if (large)
    {
      self->made_fullscreen = window != NULL && !gtk_window_is_fullscreen (window);
      if (self->made_fullscreen)
        gtk_window_fullscreen (window);
      refresh_large_view (self);
      gtk_widget_grab_focus (GTK_WIDGET (self->large_view));
      return;
    }
  if (self->made_fullscreen && window != NULL)
    gtk_window_unfullscreen (window);
  self->made_fullscreen = FALSE;
  arb_play_page_focus (self);
}

GtkWidget *
arb_play_page_get_large_view (ArbPlayPage *self)
{
  g_return_val_if_fail (ARB_IS_PLAY_PAGE (self), NULL);
  return GTK_WIDGET (self->large_view);
}

/* At 600 px or less the Table / Score switch moves to the bottom. */
#define NARROW_WIDTH 600
#define HEADER_SIDE 210
#define HEADER_TITLE 120

static void
set_narrow (ArbPlayPage *self,
            gboolean     narrow)
{
  self->narrow = narrow;
  adw_view_switcher_title_set_view_switcher_enabled (self->switcher_title, !narrow);
  adw_view_switcher_bar_set_reveal (self->switcher_bar, narrow);
}

/* Undo alone in the header bar: Redo is in the main menu. */
static void
on_undo_squeezed (ArbPlayPage *self)
{
  gboolean in_menu;

  if (self->narrow_menu == NULL)
    return;   /* still being built, or taken down */
  in_menu = arb_play_page_get_redo_in_menu (self);
  gtk_menu_button_set_menu_model (self->menu_button,
                                  in_menu ? G_MENU_MODEL (self->narrow_menu) : self->primary_menu);
}

gboolean
arb_play_page_get_redo_in_menu (ArbPlayPage *self)
{
  g_return_val_if_fail (ARB_IS_PLAY_PAGE (self), FALSE);
  return adw_squeezer_get_visible_child (self->undo_squeezer) != self->undo_redo_box;
}

/* Follows the window's width, which 4.8 reports as its default width
 * (there are no breakpoints before libadwaita 1.4). */
static void
on_window_width (GtkWindow   *window,
                 GParamSpec  *pspec,
                 ArbPlayPage *self)
{
  int width = 0, height = 0, title;
  gboolean narrow;

  gtk_window_get_default_size (window, &width, &height);
  narrow = width > 0 && width <= NARROW_WIDTH;
  if (narrow != self->narrow)
    set_narrow (self, narrow);
  /* The title, centred, leaves each side its room: Back, Undo and Redo
   * on one, the log, the menu and up to three window buttons on the
   * other; a long prompt in its subtitle is shortened instead. */
  title = MAX ((width > 0 ? width : 1280) - 2 * HEADER_SIDE, HEADER_TITLE);
  adw_clamp_set_maximum_size (self->title_clamp, title);
  adw_clamp_set_tightening_threshold (self->title_clamp, title);
}

static void
arb_play_page_root (GtkWidget *widget)
{
  GtkRoot *root;

  GTK_WIDGET_CLASS (arb_play_page_parent_class)->root (widget);
  root = gtk_widget_get_root (widget);
  if (GTK_IS_WINDOW (root))
    {
      g_signal_connect_object (root, "notify::default-width", G_CALLBACK (on_window_width), widget, 0);
      on_window_width (GTK_WINDOW (root), NULL, ARB_PLAY_PAGE (widget));
    }
}

static void
arb_play_page_unroot (GtkWidget *widget)
{
  GtkRoot *root = gtk_widget_get_root (widget);

  if (root != NULL)
    g_signal_handlers_disconnect_by_func (root, on_window_width, widget);
  GTK_WIDGET_CLASS (arb_play_page_parent_class)->unroot (widget);
}

/*
 * The page asks the window for no more width than its header bar
 * needs (360 px at most).  Each game's table and the score page choose
 * their layout by the window's width, and the layout chosen for a width
 * fits it (tests/ui/test-narrow.c); but the wide layout of a moment ago
 * must not hold the window wide when it goes to a phone's width at once
 * (a tiled or turned screen): for that one frame the table is wider
 * than the window, then it takes its narrow layout.  Within the page,
 * the log's flap still folds by the table's real width.
 */
static void
arb_play_page_measure (GtkWidget      *widget,
                       GtkOrientation  orientation,
                       int             for_size,
                       int            *minimum,
                       int            *natural,
                       int            *minimum_baseline,
                       int            *natural_baseline)
{
  ArbPlayPage *self = ARB_PLAY_PAGE (widget);
  int header = 0;

  gtk_widget_measure (GTK_WIDGET (self->mode_stack), orientation, for_size,
                      minimum, natural, minimum_baseline, natural_baseline);
  if (orientation != GTK_ORIENTATION_HORIZONTAL)
    return;
  gtk_widget_measure (GTK_WIDGET (self->header_bar), orientation, -1, &header, NULL, NULL, NULL);
  *minimum = MIN (*minimum, header);
}

static void
arb_play_page_size_allocate (GtkWidget *widget,
                             int        width,
                             int        height,
                             int        baseline)
{
  gtk_widget_allocate (GTK_WIDGET (ARB_PLAY_PAGE (widget)->mode_stack), width, height, baseline, NULL);
}

static void
arb_play_page_dispose (GObject *object)
{
  ArbPlayPage *self = ARB_PLAY_PAGE (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), ARB_TYPE_PLAY_PAGE);
  /* GTK 4.8 leaves unnamed template roots in place. */
  arb_widget_unparent_children (GTK_WIDGET (self));
  self->game_page = NULL;
  g_clear_pointer (&self->session, arb_session_free);
  g_clear_object (&self->narrow_menu);
  G_OBJECT_CLASS (arb_play_page_parent_class)->dispose (object);
}

static void
arb_play_page_class_init (ArbPlayPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = arb_play_page_dispose;
  widget_class->root = arb_play_page_root;
  widget_class->unroot = arb_play_page_unroot;

  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  widget_class->measure = arb_play_page_measure;
  widget_class->size_allocate = arb_play_page_size_allocate;
  g_type_ensure (ARB_TYPE_SCORE_PAGE);
  g_type_ensure (ARB_TYPE_LOG_PANE);
  g_type_ensure (ARB_TYPE_LARGE_VIEW);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/tablearbiter/Arbiter/arb-play-page.ui");
  gtk_widget_class_bind_template_child (widget_class, ArbPlayPage, header_bar);
  gtk_widget_class_bind_template_child (widget_class, ArbPlayPage, title_clamp);
  gtk_widget_class_bind_template_child (widget_class, ArbPlayPage, undo_squeezer);
  gtk_widget_class_bind_template_child (widget_class, ArbPlayPage, undo_redo_box);
  gtk_widget_class_bind_template_child (widget_class, ArbPlayPage, menu_button);
  gtk_widget_class_bind_template_child (widget_class, ArbPlayPage, primary_menu);
  gtk_widget_class_bind_template_child (widget_class, ArbPlayPage, mode_stack);
  gtk_widget_class_bind_template_child (widget_class, ArbPlayPage, large_view);
  gtk_widget_class_bind_template_child (widget_class, ArbPlayPage, switcher_title);
  gtk_widget_class_bind_template_child (widget_class, ArbPlayPage, switcher_bar);
  gtk_widget_class_bind_template_child (widget_class, ArbPlayPage, flap);
  gtk_widget_class_bind_template_child (widget_class, ArbPlayPage, view_stack);
  gtk_widget_class_bind_template_child (widget_class, ArbPlayPage, table_bin);
  gtk_widget_class_bind_template_child (widget_class, ArbPlayPage, score_page);
  gtk_widget_class_bind_template_child (widget_class, ArbPlayPage, log_pane);
  gtk_widget_class_bind_template_callback (widget_class, on_log_changed);
  gtk_widget_class_bind_template_callback (widget_class, on_log_done);
  gtk_widget_class_bind_template_callback (widget_class, on_view_changed);
  gtk_widget_class_bind_template_callback (widget_class, on_flap_folded);
  gtk_widget_class_bind_template_callback (widget_class, on_undo_squeezed);
}

/* The main menu of a window too narrow for the Redo button: Redo first,
 * then the primary menu's sections. */
static GMenu *
narrow_menu_new (GMenuModel *primary)
{
  GMenu *menu = g_menu_new ();
  g_autoptr(GMenu) section = g_menu_new ();

  g_menu_append (section, _("Redo"), "win.redo");
  g_menu_append_section (menu, NULL, G_MENU_MODEL (section));
  for (int i = 0; i < g_menu_model_get_n_items (primary); i++)
    {
      g_autoptr(GMenuItem) item = g_menu_item_new_from_model (primary, i);

      g_menu_append_item (menu, item);
    }
  return menu;
}

static void
arb_play_page_init (ArbPlayPage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->narrow_menu = narrow_menu_new (self->primary_menu);
  arb_menu_button_set_accessible_label (self->menu_button, _("Main Menu"));
  arb_widget_return_focus_on_close (gtk_menu_button_get_popover (self->menu_button), GTK_WIDGET (self));
}
