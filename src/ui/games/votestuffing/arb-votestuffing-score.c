/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "arb-widget-util.h"

#include "arb-votestuffing-pile.h"
#include "arb-votestuffing-score.h"
#include "arb-votestuffing-tally.h"

char *
arb_votestuffing_call_text (const ArbSetup            *setup,
                            const ArbVotestuffingCall *call)
{
  ArbVsType type = arb_vs_call_type (call->card);
  const char *what = type == ARB_VS_NO_TYPE ? _("a tie") : type == ARB_VS_ROUNDEE ? _("roundees") : _("sharpos");
  const char *name = arb_setup_player_name (setup, call->player);

  if (arb_setup_get_bool (setup, "extended"))
    return g_strdup_printf (_("Hand %u: %s’s %s called %s, %s (%d points)"), call->hand, name,
                            arb_vs_card_label (call->card), what, call->right ? _("right") : _("wrong"),
                            call->points);
  return g_strdup_printf (_("%s’s %s called %s, %s"), name, arb_vs_card_label (call->card), what,
                          call->right ? _("right") : _("wrong"));
}

static GtkWidget *
heading_label (const char *text,
               const char *css)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_widget_add_css_class (label, css);
  return label;
}

static GtkWidget *
number_label (const char *text,
              const char *css)
{
  GtkWidget *label = heading_label (text, css);

  gtk_label_set_xalign (GTK_LABEL (label), 1);
  return label;
}

/* One call: the card shown, who called, right or wrong, and its tally. */
static GtkWidget *
call_card (const ArbSetup            *setup,
           const ArbVotestuffingCall *call)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *top = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *card = arb_votestuffing_pile_new (52);
  GtkWidget *tally = arb_votestuffing_tally_new ();
  ArbVsCard shown = { call->card, arb_vs_card_type (call->card), TRUE, FALSE };
  g_autofree char *words = arb_votestuffing_call_text (setup, call);
  GtkWidget *title = heading_label (words, "heading");
  GtkWidget *tag = gtk_label_new (call->right ? _("Right") : _("Wrong"));

  gtk_widget_add_css_class (box, "card");
  gtk_widget_add_css_class (box, "call-card");
  arb_votestuffing_pile_set_cards (ARB_VOTESTUFFING_PILE (card), &shown, 1, NULL, NULL);
  arb_widget_set_accessible_label (card, arb_vs_card_label (call->card));
  gtk_widget_set_valign (card, GTK_ALIGN_CENTER);
  gtk_widget_set_hexpand (title, TRUE);
  gtk_widget_set_valign (tag, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (tag, call->right ? "winner-tag" : "status-tag");
  gtk_box_append (GTK_BOX (top), card);
  gtk_box_append (GTK_BOX (top), title);
  gtk_box_append (GTK_BOX (top), tag);
  gtk_box_append (GTK_BOX (box), top);
  arb_votestuffing_tally_update (ARB_VOTESTUFFING_TALLY (tally), &call->tally, call->card);
  gtk_box_append (GTK_BOX (box), tally);
  return box;
}

/* The extended game: each player's points hand by hand (VS-8). */
static GtkWidget *
points_grid (const ArbSetup *setup,
             const ArbScore *score)
{
  GtkWidget *grid = gtk_grid_new ();
  guint hands = 0;

  gtk_grid_set_column_spacing (GTK_GRID (grid), 18);
  gtk_grid_set_row_spacing (GTK_GRID (grid), 4);
  for (guint i = 0; i < score->players->len; i++)
    hands = MAX (hands, ((ArbPlayerScore *) g_ptr_array_index (score->players, i))->game_totals->len);
  for (guint h = 0; h < hands; h++)
    {
      g_autofree char *title = g_strdup_printf (_("Hand %u"), h + 1);

      gtk_grid_attach (GTK_GRID (grid), number_label (title, "tally-head"), (int) h + 1, 0, 1, 1);
    }
  gtk_grid_attach (GTK_GRID (grid), number_label (_("Total"), "tally-head"), (int) hands + 1, 0, 1, 1);
  for (guint i = 0; i < score->players->len; i++)
    {
      const ArbPlayerScore *p = g_ptr_array_index (score->players, i);
      g_autofree char *total = g_strdup_printf ("%d", p->total);

      gtk_grid_attach (GTK_GRID (grid), heading_label (arb_setup_player_name (setup, (int) i), "heading"),
                       0, (int) i + 1, 1, 1);
      for (guint h = 0; h < p->game_totals->len; h++)
        {
          g_autofree char *points = g_strdup_printf ("%d", g_array_index (p->game_totals, int, h));

          gtk_grid_attach (GTK_GRID (grid), number_label (points, "numeric"), (int) h + 1, (int) i + 1, 1, 1);
        }
      gtk_grid_attach (GTK_GRID (grid), number_label (total, "tally-total"), (int) hands + 1, (int) i + 1, 1, 1);
    }
  return grid;
}

static GtkWidget *
points_card (ArbGame *game)
{
  g_autoptr(ArbScore) score = arb_game_score (game);
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);

  gtk_widget_add_css_class (box, "card");
  gtk_widget_add_css_class (box, "call-card");
  gtk_box_append (GTK_BOX (box), heading_label (_("Points by hand (VS-8): first to 10 wins"), "heading"));
  gtk_box_append (GTK_BOX (box), points_grid (arb_game_get_setup (game), score));
  return box;
}

GtkWidget *
arb_votestuffing_score_section_new (ArbGame *game)
{
  const ArbSetup *setup = arb_game_get_setup (game);
  gconstpointer state = arb_game_get_state (game);
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 10);
  const ArbVotestuffingCall *call;
  guint n = 0;

  while (arb_votestuffing_get_call (state, n) != NULL)
    n++;
  if (arb_setup_get_bool (setup, "extended"))
    gtk_box_append (GTK_BOX (box), points_card (game));
  gtk_box_append (GTK_BOX (box), heading_label (n > 0 ? _("The calls (VS-5)") : _("No call yet (VS-5)"), "title-4"));
  for (guint i = n; i > 0; i--)
    if ((call = arb_votestuffing_get_call (state, i - 1)) != NULL)
      gtk_box_append (GTK_BOX (box), call_card (setup, call));
  return box;
}
