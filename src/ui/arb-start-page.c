/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "arb-widget-util.h"

#include "arb-game.h"
#include "arb-i18n.h"
#include "arb-play-page.h"
#include "arb-rules.h"
#include "arb-store.h"
#include "arb-start-page.h"
#include "arb-width-bin.h"

#define MAX_RESULTS 10

struct _ArbStartPage
{
  GtkWidget   parent_instance;

  GtkBox     *sections;
  GtkWidget  *games_title;
  GtkFlowBox *games_box;
  GtkMenuButton *menu_button;
  GMenuModel    *primary_menu;
  GtkWidget  *continue_title;
  GtkListBox *continue_list;
  GtkListBox *results_list;
  GtkWidget  *dispute_list;

  /* The finished games (history) lie below the fold: the first refresh
   * lists them only once the first frame is drawn. */
  ArbStore   *results_store;  /* the application's, while they wait */
  gboolean    results_waiting;
  gboolean    ever_mapped;
  GdkFrameClock *paint_clock;  /* held while after_paint_id is set */
  gulong      after_paint_id;
  guint       results_idle;
};

G_DEFINE_FINAL_TYPE (ArbStartPage, arb_start_page, GTK_TYPE_WIDGET)

static GtkWidget *
tile_label (const char *text,
            const char *css_class,
            gboolean    wrap)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_set_halign (label, wrap ? GTK_ALIGN_FILL : GTK_ALIGN_START);
  gtk_label_set_wrap (GTK_LABEL (label), wrap);
  /* A description asks for little width, so tiles fit a narrow window,
   * and fills the tile's width when there is more. */
  gtk_label_set_width_chars (GTK_LABEL (label), wrap ? 20 : -1);
  gtk_label_set_max_width_chars (GTK_LABEL (label), wrap ? 36 : -1);
  if (css_class != NULL)
    gtk_widget_add_css_class (label, css_class);
  return label;
}

/* A game as a card: title, player counts, one line; unavailable ones are
 * shown but cannot be chosen. */
static GtkWidget *
game_tile (const ArbRules *rules)
{
  gboolean available = arb_rules_is_available (rules) && arb_play_page_has_table (rules->id);
  g_autofree char *players = g_strdup_printf (_("%u to %u players"),
                                              rules->min_players, rules->max_players);
  g_autofree char *name = NULL;
  GtkWidget *button = gtk_button_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);

  /* The box fills the tile (a box packs its children from the top):
   * aligned otherwise, GTK would measure the wrapped description again
   * for every height, which costs the first frame about 40 M instructions. */
  gtk_box_append (GTK_BOX (box), tile_label (_(rules->title), "title-3", FALSE));
  gtk_box_append (GTK_BOX (box), tile_label (players, "accent", FALSE));
  gtk_box_append (GTK_BOX (box), tile_label (_(rules->summary), "dim-label", TRUE));
  if (!available)
    gtk_box_append (GTK_BOX (box), tile_label (_("Not available yet"), "unavailable-tag", FALSE));
  gtk_button_set_child (GTK_BUTTON (button), box);
  gtk_widget_add_css_class (button, "card");
  gtk_widget_add_css_class (button, "game-tile");
  /* A game that cannot be played gets no action (an enabled action would
 * make the button sensitive again) and is no Tab stop. */
  if (available)
    {
      gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "win.new-game");
      gtk_actionable_set_action_target (GTK_ACTIONABLE (button), "s", rules->id);
    }
  gtk_widget_set_sensitive (button, available);
  gtk_widget_set_focusable (button, available);
  name = available ? g_strdup_printf (_("New %s game, %s"), _(rules->title), players)
                   : g_strdup_printf (_("%s, not available yet"), _(rules->title));
  gtk_accessible_update_property (GTK_ACCESSIBLE (button),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, name,
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, _(rules->summary),
                                  -1);
  return button;
}

static void
fill_games (ArbStartPage *self)
{
  guint n_games;
  const ArbRules *const *games = arb_games_list (&n_games);

  for (guint i = 0; i < n_games; i++)
    {
      GtkWidget *tile = game_tile (games[i]);

      /* The button takes the focus, not the flow box cell around it. */
      arb_flow_box_append_unfocusable (self->games_box, tile);
      /* A cell that cannot take the focus must be insensitive too, or Tab
       * stops at it and never leaves the games for what follows. */
      gtk_widget_set_sensitive (gtk_widget_get_parent (tile), gtk_widget_get_focusable (tile));
    }
}

/* Removes the rows only: the placeholder is a child too and must stay. */
static void
clear_list (GtkListBox *list)
{
  GtkListBoxRow *row;

  while ((row = gtk_list_box_get_row_at_index (list, 0)) != NULL)
    gtk_list_box_remove (list, GTK_WIDGET (row));
}

static char *
format_time (gint64 unix_time)
{
  g_autoptr(GDateTime) time = g_date_time_new_from_unix_local (unix_time);

  return g_date_time_format (time, "%e %b %Y, %H:%M");
}

static char *
game_title (const ArbStoredGame *stored)
{
  const ArbRules *rules = arb_games_lookup (stored->game_id);
  g_autofree char *players = g_strjoinv (", ", stored->players);

  return g_strdup_printf ("%s — %s", rules != NULL ? _(rules->title) : stored->game_id, players);
}

/*
 * The store keeps the engine's words in English (arb-store.c); in
 * another language they are worked out again from the game's entries.
 */
static void
translate_derived (ArbStore       *store,
                   const ArbStoredGame *stored,
                   char          **summary,
                   char          **progress)
{
  g_autoptr(ArbGame) game = NULL;

  *summary = g_strdup (stored->summary);
  *progress = g_strdup (stored->progress);
  if (store == NULL || !arb_i18n_translating ())
    return;
  game = arb_store_load_game (store, stored->id, NULL);
  if (game == NULL)
    return;
  g_free (*progress);
  *progress = arb_game_progress (game);
  if (stored->finished)
    {
      g_autoptr(ArbScore) score = arb_game_score (game);

      g_free (*summary);
      *summary = g_strdup (score->verdict);
    }
}

static char *
game_subtitle (ArbStore            *store,
               const ArbStoredGame *stored)
{
  g_autofree char *when = format_time (stored->updated);
  const char *mode = stored->score_only ? _("score only") : _("tracked");
  g_autofree char *summary = NULL;
  g_autofree char *progress = NULL;

  translate_derived (store, stored, &summary, &progress);
  if (stored->finished)
    return g_strdup_printf ("%s · %s", summary != NULL ? summary : "", when);
  /* The engine's own words on how far the game has got. */
  if (progress != NULL)
    return g_strdup_printf ("%s · %s · %s", when, progress, mode);
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s · %u entry · %s",
                                       "%s · %u entries · %s", stored->n_events),
                          when, stored->n_events, mode);
}

static GtkWidget *
row_label (const char *text,
           const char *css_class)
{
  GtkWidget *label = arb_label_new (text, css_class, 0);

  arb_label_set_wrapping (GTK_LABEL (label));
  return label;
}

/* A row that opens something: a title, a subtitle and a chevron, in the
 * boxes the theme styles for an action row.  The two texts sit in an
 * ArbWidthBin: in an AdwActionRow a long subtitle was laid out again for
 * width after width, more than half of measuring the first frame. */
static GtkWidget *
link_row_new (const char *title,
              const char *subtitle)
{
  GtkWidget *row = gtk_list_box_row_new ();
  GtkWidget *header = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  GtkWidget *texts = gtk_box_new (GTK_ORIENTATION_VERTICAL, 3);
  GtkWidget *title_box = arb_width_bin_new (texts);

  gtk_box_append (GTK_BOX (texts), row_label (title, "title"));
  gtk_box_append (GTK_BOX (texts), row_label (subtitle, "subtitle"));
  gtk_widget_add_css_class (title_box, "title");
  gtk_widget_set_hexpand (title_box, TRUE);
  gtk_widget_set_valign (title_box, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (header, "header");
  gtk_box_append (GTK_BOX (header), title_box);
  gtk_box_append (GTK_BOX (header), gtk_image_new_from_icon_name ("go-next-symbolic"));
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), header);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
  gtk_accessible_update_property (GTK_ACCESSIBLE (row),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, title,
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, subtitle,
                                  -1);
  return row;
}

static GtkWidget *
game_row (ArbStore            *store,
          const ArbStoredGame *stored)
{
  g_autofree char *title = game_title (stored);
  g_autofree char *subtitle = game_subtitle (store, stored);
  GtkWidget *row = link_row_new (title, subtitle);

  gtk_actionable_set_action_name (GTK_ACTIONABLE (row), "win.continue-game");
  gtk_actionable_set_action_target (GTK_ACTIONABLE (row), "x", stored->id);
  return row;
}

/* Settle a Dispute: the Tile Rummy table check, with or without a game. */
static void
fill_disputes (ArbStartPage *self)
{
  GtkWidget *row = link_row_new (_("Check a Tile Rummy Table"),
                                 _("Type or paste a table and see every problem; ask whether the tiles "
                                   "can go down, and how much of a rack fits. No game needed (Ctrl+T)."));

  gtk_actionable_set_action_name (GTK_ACTIONABLE (row), "win.check-table");
  gtk_list_box_append (GTK_LIST_BOX (self->dispute_list), row);
}

/* Fills the list; returns how many games it shows. */
static guint
fill_list (GtkListBox     *list,
           ArbStore       *store,
           ArbStoreFilter  filter,
           guint           limit)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) games = NULL;
  guint n = 0;

  clear_list (list);
  if (store == NULL)
    return 0;
  games = arb_store_list_recent (store, filter, limit, &error);
  if (games == NULL)
    {
      g_warning ("%s", error->message);
      return 0;
    }
  for (; n < games->len && n < limit; n++)
    gtk_list_box_append (list, game_row (store, g_ptr_array_index (games, n)));
  return n;
}

static GtkWidget *
placeholder (const char *text)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_widget_add_css_class (label, "dim-label");
  gtk_widget_set_margin_top (label, 18);
  gtk_widget_set_margin_bottom (label, 18);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  return label;
}

static gboolean
fill_results_now (gpointer data)
{
  ArbStartPage *self = data;

  self->results_idle = 0;
  self->results_waiting = FALSE;
  fill_list (self->results_list, self->results_store, ARB_STORE_FINISHED, MAX_RESULTS);
  self->results_store = NULL;
  return G_SOURCE_REMOVE;
}

static void
stop_waiting_for_paint (ArbStartPage *self)
{
  if (self->paint_clock != NULL)
    g_clear_signal_handler (&self->after_paint_id, self->paint_clock);
  g_clear_object (&self->paint_clock);
}

/* The first frame is on screen: the results come in the next
 * iteration of the main loop, after anything more urgent. */
static void
on_after_paint (GdkFrameClock *clock,
                ArbStartPage  *self)
{
  stop_waiting_for_paint (self);
  if (self->results_waiting && self->results_idle == 0)
    self->results_idle = g_idle_add (fill_results_now, self);
}

static void
on_realize (ArbStartPage *self)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock (GTK_WIDGET (self));

  if (!self->results_waiting || self->paint_clock != NULL || clock == NULL)
    return;
  self->paint_clock = g_object_ref (clock);
  self->after_paint_id = g_signal_connect (clock, "after-paint", G_CALLBACK (on_after_paint), self);
}

static void
on_map (ArbStartPage *self)
{
  self->ever_mapped = TRUE;
}

static void
on_unrealize (ArbStartPage *self)
{
  stop_waiting_for_paint (self);
}

/* Lists the finished games now, or, before the page was ever shown,
 * once its first frame is drawn. */
static void
refresh_results (ArbStartPage *self,
                 ArbStore     *store)
{
  g_clear_handle_id (&self->results_idle, g_source_remove);
  if (self->ever_mapped || store == NULL)
    {
      stop_waiting_for_paint (self);
      self->results_waiting = FALSE;
      self->results_store = NULL;
      fill_list (self->results_list, store, ARB_STORE_FINISHED, MAX_RESULTS);
      return;
    }
  clear_list (self->results_list);
  self->results_store = store;
  self->results_waiting = TRUE;
  if (gtk_widget_get_realized (GTK_WIDGET (self)))
    on_realize (self);
}

void
arb_start_page_refresh (ArbStartPage *self,
                        ArbStore     *store)
{
  guint unfinished;

  g_return_if_fail (ARB_IS_START_PAGE (self));

  unfinished = fill_list (self->continue_list, store, ARB_STORE_UNFINISHED, G_MAXUINT);
  refresh_results (self, store);
  /* A game waiting to be finished comes first; otherwise new games do. */
  if (unfinished > 0)
    {
      gtk_box_reorder_child_after (self->sections, self->continue_title, NULL);
      gtk_box_reorder_child_after (self->sections, GTK_WIDGET (self->continue_list), self->continue_title);
    }
  else
    {
      gtk_box_reorder_child_after (self->sections, self->continue_title, self->dispute_list);
      gtk_box_reorder_child_after (self->sections, GTK_WIDGET (self->continue_list), self->continue_title);
    }
}

/* Enter at once continues the newest unfinished game, or starts the
 * first game that can be played. */
void
arb_start_page_focus (ArbStartPage *self)
{
  GtkListBoxRow *row = gtk_list_box_get_row_at_index (self->continue_list, 0);

  g_return_if_fail (ARB_IS_START_PAGE (self));
  if (row != NULL)
    {
      gtk_widget_grab_focus (GTK_WIDGET (row));
      return;
    }
  for (int i = 0; gtk_flow_box_get_child_at_index (self->games_box, i) != NULL; i++)
    {
      GtkWidget *tile = gtk_flow_box_child_get_child (gtk_flow_box_get_child_at_index (self->games_box, i));

      if (gtk_widget_get_focusable (tile))
        {
          gtk_widget_grab_focus (tile);
          return;
        }
    }
}

static void
arb_start_page_dispose (GObject *object)
{
  ArbStartPage *self = ARB_START_PAGE (object);

  g_clear_handle_id (&self->results_idle, g_source_remove);
  stop_waiting_for_paint (self);
  self->results_waiting = FALSE;
  self->results_store = NULL;
  gtk_widget_dispose_template (GTK_WIDGET (object), ARB_TYPE_START_PAGE);
  /* GTK 4.8 leaves unnamed template roots in place. */
  arb_widget_unparent_children (GTK_WIDGET (object));
  G_OBJECT_CLASS (arb_start_page_parent_class)->dispose (object);
}

static void
arb_start_page_class_init (ArbStartPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = arb_start_page_dispose;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/tablearbiter/Arbiter/arb-start-page.ui");
  gtk_widget_class_bind_template_child (widget_class, ArbStartPage, menu_button);
  gtk_widget_class_bind_template_child (widget_class, ArbStartPage, primary_menu);
  gtk_widget_class_bind_template_child (widget_class, ArbStartPage, sections);
  gtk_widget_class_bind_template_child (widget_class, ArbStartPage, games_title);
  gtk_widget_class_bind_template_child (widget_class, ArbStartPage, continue_title);
  gtk_widget_class_bind_template_child (widget_class, ArbStartPage, games_box);
  gtk_widget_class_bind_template_child (widget_class, ArbStartPage, continue_list);
  gtk_widget_class_bind_template_child (widget_class, ArbStartPage, results_list);
  gtk_widget_class_bind_template_child (widget_class, ArbStartPage, dispute_list);
}

/* The menu is built when it is first opened: the first frame does not
 * show it, and building it costs a quarter of the window's construction. */
static void
create_menu (GtkMenuButton *button,
             gpointer       user_data)
{
  ArbStartPage *self = user_data;

  if (gtk_menu_button_get_popover (button) != NULL)
    return;
  gtk_menu_button_set_menu_model (button, self->primary_menu);
  /* the page an item opened (History, Players), or this one, takes it */
  arb_widget_return_focus_on_close (gtk_menu_button_get_popover (button), GTK_WIDGET (self));
}

static void
arb_start_page_init (ArbStartPage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  arb_menu_button_set_accessible_label (self->menu_button, _("Main Menu"));
  gtk_menu_button_set_create_popup_func (self->menu_button, create_menu, self, NULL);
  gtk_list_box_set_placeholder (self->continue_list,
                                placeholder (_("No unfinished games. Every game you start is saved as you play.")));
  gtk_list_box_set_placeholder (self->results_list, placeholder (_("No finished games yet")));
  fill_games (self);
  fill_disputes (self);
  g_signal_connect (self, "realize", G_CALLBACK (on_realize), NULL);
  g_signal_connect (self, "unrealize", G_CALLBACK (on_unrealize), NULL);
  g_signal_connect (self, "map", G_CALLBACK (on_map), NULL);
}
