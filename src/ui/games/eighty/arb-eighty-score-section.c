/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "arb-widget-util.h"
#include "games/eighty/eighty.h"

#include "arb-eighty-score-section.h"
#include "arb-eighty-sets-view.h"

/* Each player's symbol sets as pictures, with the engine's reason for
 * the stars' placement, and the scored white cards that break a tie. */
static GtkWidget *
player_sets_box (ArbGame        *game,
                 guint           seat,
                 const ArbScore *score,
                 gboolean        wide)
{
  const ArbPlayerScore *p = g_ptr_array_index (score->players, seat);
  GtkWidget *box = gtk_box_new (wide ? GTK_ORIENTATION_HORIZONTAL : GTK_ORIENTATION_VERTICAL, 12);
  GtkWidget *head = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *name = gtk_label_new (arb_setup_player_name (arb_game_get_setup (game), (int) seat));
  g_autofree char *whites = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d scored white card",
                                                          "%d scored white cards", p->tiebreak), p->tiebreak);
  GtkWidget *tiebreak = gtk_label_new (whites);
  ArbEightySets sets;
  g_autofree char *reason = NULL;
  GtkWidget *reason_label;

  arb_eighty_player_sets (arb_game_get_setup (game), arb_game_get_state (game), seat, &sets);
  reason = sets.stars > 0 ? arb_eighty_sets_reason (&sets)
           : sets.n_symbols > 0 ? g_strdup_printf (_("no star to place: the symbols score %d as they are"), sets.points)
           : g_strdup (_("no symbol"));
  reason_label = gtk_label_new (reason);
  gtk_widget_add_css_class (name, "heading");
  gtk_label_set_xalign (GTK_LABEL (name), 0);
  gtk_label_set_ellipsize (GTK_LABEL (name), PANGO_ELLIPSIZE_END);
  gtk_label_set_xalign (GTK_LABEL (tiebreak), 0);
  gtk_widget_add_css_class (tiebreak, "dim-label");
  gtk_widget_add_css_class (tiebreak, "caption");
  arb_widget_set_tooltip_text (tiebreak, _("Breaks a tie on points (EI-7)"));
  gtk_box_append (GTK_BOX (head), name);
  gtk_box_append (GTK_BOX (head), tiebreak);
  if (wide)
    gtk_widget_set_size_request (head, 170, -1);
  gtk_label_set_xalign (GTK_LABEL (reason_label), 0);
  gtk_label_set_wrap (GTK_LABEL (reason_label), TRUE);
  gtk_widget_set_hexpand (reason_label, TRUE);
  gtk_widget_set_valign (reason_label, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (reason_label, "caption");
  gtk_box_append (GTK_BOX (box), head);
  if (sets.n_symbols + sets.stars > 0)
    {
      GtkWidget *view = arb_eighty_sets_view_new (26);

      arb_eighty_sets_view_set_sets (ARB_EIGHTY_SETS_VIEW (view), &sets);
      gtk_widget_set_valign (view, GTK_ALIGN_CENTER);
      gtk_box_append (GTK_BOX (box), view);
    }
  gtk_box_append (GTK_BOX (box), reason_label);
  return box;
}

GtkWidget *
arb_eighty_score_section_new (ArbGame  *game,
                              gboolean  wide)
{
  g_autoptr(ArbScore) score = arb_game_score (game);
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 10);
  GtkWidget *heading = gtk_label_new (_("Symbol sets (EI-6): 2, 3, 4, 5 alike score 2, 5, 9, 15; each wild star (ringed) goes where it scores most. A tie on points goes to the most scored white cards (EI-7)."));

  gtk_label_set_xalign (GTK_LABEL (heading), 0);
  gtk_label_set_wrap (GTK_LABEL (heading), TRUE);
  gtk_widget_add_css_class (heading, "heading");
  gtk_widget_add_css_class (box, "card");
  gtk_widget_add_css_class (box, "sets-card");
  gtk_box_append (GTK_BOX (box), heading);
  for (guint i = 0; i < arb_game_get_setup (game)->n_players; i++)
    gtk_box_append (GTK_BOX (box), player_sets_box (game, i, score, wide));
  return box;
}
