/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The state of the game in large type, to be read from across the
 * table: whose turn, what is expected, the centre of the table as the
 * game's page puts it, and each player's points as the engine scores
 * them (what is secret stays secret). */
#include "config.h"

#include <glib/gi18n.h>

#include "arb-large-view.h"
#include "arb-widget-util.h"

struct _ArbLargeView
{
  GtkWidget  parent_instance;

  GtkLabel  *game_label;
  GtkLabel  *turn_label;
  GtkLabel  *prompt_label;
  GtkLabel  *centre_label;
  GtkGrid   *players_grid;
  GtkLabel  *note_label;
};

G_DEFINE_FINAL_TYPE (ArbLargeView, arb_large_view, GTK_TYPE_WIDGET)

static void
set_text (GtkLabel   *label,
          const char *text)
{
  gtk_label_set_text (label, text != NULL ? text : "");
  gtk_widget_set_visible (GTK_WIDGET (label), text != NULL && *text != '\0');
}

static void
refresh_heading (ArbLargeView *self,
                 ArbGame      *game)
{
  g_autofree char *progress = arb_game_progress (game);
  g_autofree char *heading = progress != NULL
    ? g_strdup_printf ("%s · %s", arb_game_get_rules (game)->title, progress)
    : g_strdup (arb_game_get_rules (game)->title);

  set_text (self->game_label, heading);
}

static void
refresh_turn (ArbLargeView    *self,
              ArbGame         *game,
              const ArbPrompt *prompt,
              const ArbScore  *score)
{
  if (prompt->finished)
    {
      set_text (self->turn_label, _("Game Over"));
      set_text (self->prompt_label, score->verdict != NULL ? score->verdict : prompt->text);
      return;
    }
  set_text (self->turn_label, prompt->player != ARB_NO_PLAYER
                              ? arb_setup_player_name (arb_game_get_setup (game), prompt->player) : NULL);
  set_text (self->prompt_label, prompt->text);
}

static char *
points_text (const ArbPlayerScore *p,
             gboolean              hidden)
{
  if (hidden)
    return g_strdup_printf (_("%d (?)"), arb_score_visible_points (p));
  return g_strdup_printf ("%d", p->total);
}

/* A row per seat: a ▶ marks whose turn it is (not colour alone). */
static void
refresh_players (ArbLargeView    *self,
                 ArbGame         *game,
                 const ArbPrompt *prompt,
                 const ArbScore  *score,
                 gboolean         hidden)
{
  ArbSetup *setup = arb_game_get_setup (game);
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->players_grid))) != NULL)
    gtk_grid_remove (self->players_grid, child);
  for (guint i = 0; i < score->players->len; i++)
    {
      const ArbPlayerScore *p = g_ptr_array_index (score->players, i);
      gboolean to_act = !prompt->finished && prompt->player == (int) p->seat;
      g_autofree char *points = points_text (p, hidden);
      GtkWidget *name = arb_label_new (arb_setup_player_name (setup, (int) p->seat), "large-name", 0);
      GtkWidget *points_label = arb_label_new (points, "large-points", 1);

      gtk_grid_attach (self->players_grid, arb_label_new (to_act ? "▶" : "", "large-marker", 1), 0, (int) i, 1, 1);
      /* on a phone a long name or score wraps rather than widen the view */
      gtk_label_set_wrap (GTK_LABEL (name), TRUE);
      gtk_label_set_wrap_mode (GTK_LABEL (name), PANGO_WRAP_WORD_CHAR);
      gtk_label_set_wrap (GTK_LABEL (points_label), TRUE);
      gtk_label_set_justify (GTK_LABEL (points_label), GTK_JUSTIFY_RIGHT);
      gtk_grid_attach (self->players_grid, name, 1, (int) i, 1, 1);
      gtk_grid_attach (self->players_grid, points_label, 2, (int) i, 1, 1);
      if (to_act)
        gtk_widget_add_css_class (name, "large-to-act");
      if (p->winner)
        gtk_grid_attach (self->players_grid, arb_label_new (_("wins"), "large-marker", 0), 3, (int) i, 1, 1);
    }
  set_text (self->note_label, hidden ? score->secret_note : (score->low_wins ? _("Low score wins") : NULL));
}

/* Redraws from the engine: `centre` is what the game's page says lies
 * in the middle of the table (or NULL). */
void
arb_large_view_update (ArbLargeView *self,
                       ArbGame      *game,
                       const char   *centre,
                       gboolean      score_hidden)
{
  g_autoptr(ArbPrompt) prompt = NULL;
  g_autoptr(ArbScore) score = NULL;

  g_return_if_fail (ARB_IS_LARGE_VIEW (self));
  prompt = arb_game_prompt (game);
  score = arb_game_score (game);
  refresh_heading (self, game);
  refresh_turn (self, game, prompt, score);
  set_text (self->centre_label, centre);
  refresh_players (self, game, prompt, score, score_hidden && !prompt->finished);
}

const char *
arb_large_view_get_turn (ArbLargeView *self)
{
  return gtk_label_get_text (self->turn_label);
}

const char *
arb_large_view_get_prompt (ArbLargeView *self)
{
  return gtk_label_get_text (self->prompt_label);
}

const char *
arb_large_view_get_centre (ArbLargeView *self)
{
  return gtk_label_get_text (self->centre_label);
}

/* "▶ Ben 12" as the row of that seat shows it. */
char *
arb_large_view_dup_player (ArbLargeView *self,
                           guint         seat)
{
  GString *text = g_string_new (NULL);

  for (int column = 0; column < 4; column++)
    {
      GtkWidget *label = gtk_grid_get_child_at (self->players_grid, column, (int) seat);

      if (label != NULL && *gtk_label_get_text (GTK_LABEL (label)) != '\0')
        g_string_append_printf (text, "%s%s", text->len > 0 ? " " : "", gtk_label_get_text (GTK_LABEL (label)));
    }
  return g_string_free (text, FALSE);
}

static void
arb_large_view_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), ARB_TYPE_LARGE_VIEW);
  arb_widget_unparent_children (GTK_WIDGET (object));
  G_OBJECT_CLASS (arb_large_view_parent_class)->dispose (object);
}

static void
arb_large_view_class_init (ArbLargeViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = arb_large_view_dispose;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/tablearbiter/Arbiter/arb-large-view.ui");
  gtk_widget_class_bind_template_child (widget_class, ArbLargeView, game_label);
  gtk_widget_class_bind_template_child (widget_class, ArbLargeView, turn_label);
  gtk_widget_class_bind_template_child (widget_class, ArbLargeView, prompt_label);
  gtk_widget_class_bind_template_child (widget_class, ArbLargeView, centre_label);
  gtk_widget_class_bind_template_child (widget_class, ArbLargeView, players_grid);
  gtk_widget_class_bind_template_child (widget_class, ArbLargeView, note_label);
  /* Escape leaves, as F11 does (the window's action toggles). */
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "win.large-type", NULL);
}

static void
arb_large_view_init (ArbLargeView *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}
