/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * Plays Vote Stuffing through the window: plays typed card then spot,
 * one-card turns ended by Enter and End, power moves (a face card, the
 * 4 and its bonus card, a 2 and who draws, the joker, the ace, a 3 and
 * a 10), refusals shown with their rule ids, a wrong call and its reveal
 * typed by type and by card, undo and redo, the winning call and the
 * score page; the same by the buttons; the tie of VS-7; the extended
 * game with a new hand, who begins it, and the points by hand; the
 * tally's table kept while its figures stay, built anew when one changes;
 * the piles stay where they are while the prompt's words change.
 */
#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>
#include <string.h>

#include "arb-game-page.h"
#include "arb-play-page.h"
#include "arb-record.h"
#include "arb-score-page.h"
#include "arb-session.h"
#include "arb-setup-page.h"
#include "arb-store.h"
#include "arb-votestuffing-page.h"
#include "arb-votestuffing-pile.h"
#include "arb-votestuffing-tally.h"
#include "arb-window.h"
#include "games/votestuffing/votestuffing.h"
#include "ui-fixture.h"

static ArbVotestuffingPage *
table (Fixture *f)
{
  return ARB_VOTESTUFFING_PAGE (arb_play_page_get_game_page (play_page (f)));
}

static void
start_game (Fixture            *f,
            const char *const  *players,
            const char         *first,
            const char *const  *options)
{
  ArbSetupPage *setup;

  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.new-game", "s", "votestuffing");
  drain ();
  setup = ARB_SETUP_PAGE (arb_window_get_page (f->window, "setup"));
  arb_setup_page_set_players (setup, players);
  arb_setup_page_set_first_player (setup, first);
  for (guint i = 0; options != NULL && options[i] != NULL; i += 2)
    g_assert_true (arb_setup_page_set_option (setup, options[i], options[i + 1]));
  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.start-game", "b", FALSE);
  drain ();
  gtk_test_widget_wait_for_draw (GTK_WIDGET (f->window));
  g_assert_cmpstr (arb_window_get_page_name (f->window), ==, "play");
  g_assert_true (ARB_IS_VOTESTUFFING_PAGE (table (f)));
}

static void
act (Fixture    *f,
     const char *action,
     GVariant   *parameter)
{
  GtkWidget *target = g_str_has_prefix (action, "vs.") ? GTK_WIDGET (table (f)) : GTK_WIDGET (f->window);

  g_assert_true (gtk_widget_activate_action_variant (target, action, parameter));
  drain ();
}

static void
key (Fixture *f,
     guint    keyval)
{
  g_assert_true (arb_game_page_handle_key (ARB_GAME_PAGE (table (f)), keyval, 0));
  drain ();
}

/* Typed as at the table: each character a key. */
static void
keys (Fixture    *f,
      const char *text)
{
  for (const char *c = text; *c != '\0'; c++)
    key (f, gdk_unicode_to_keyval ((guint) *c));
}

static void
assert_shows (const char *shown,
              const char *expected,
              const char *what)
{
  if (shown == NULL || strstr (shown, expected) == NULL)
    g_error ("%s shows “%s”, expected “%s”", what, shown, expected);
}

static void
assert_prompt (Fixture    *f,
               const char *expected)
{
  assert_shows (arb_game_page_get_prompt_text (ARB_GAME_PAGE (table (f))), expected, "the prompt");
}

static void
assert_input (Fixture    *f,
              const char *expected)
{
  g_assert_cmpstr (arb_votestuffing_page_get_input (table (f)), ==, expected);
}

static void
assert_seat (Fixture    *f,
             guint       seat,
             const char *expected)
{
  assert_shows (arb_votestuffing_page_get_seat_summary (table (f), seat), expected, "the seat");
}

static void
assert_pile (Fixture    *f,
             int         spot,
             const char *expected)
{
  assert_shows (arb_votestuffing_page_get_pile_summary (table (f), spot), expected, "the pile");
}

static void
assert_resolution (Fixture    *f,
                   const char *expected)
{
  assert_shows (arb_votestuffing_page_get_resolution (table (f)), expected, "the latest entry");
}

static void
assert_tally (Fixture    *f,
              const char *expected)
{
  assert_shows (arb_votestuffing_page_get_tally_summary (table (f)), expected, "the tally");
}

static void
assert_refusal (Fixture    *f,
                const char *rule)
{
  g_assert_cmpstr (arb_game_page_get_refusal (ARB_GAME_PAGE (table (f))), ==, rule);
}

/* The last line the store holds, as the record writes it. */
static void
assert_last_line (Fixture    *f,
                  const char *expected)
{
  ArbGame *game = arb_session_get_game (arb_play_page_get_session (play_page (f)));
  guint n = arb_game_get_n_events (game);
  g_autofree char *line = arb_record_format_event (arb_game_get_setup (game), arb_game_get_event (game, n - 1));

  g_assert_cmpstr (line, ==, expected);
}

static void
enter_lines (Fixture           *f,
             const char *const *lines)
{
  for (guint i = 0; lines[i] != NULL; i++)
    {
      g_autoptr(GError) error = NULL;

      arb_session_append_line (arb_play_page_get_session (play_page (f)), lines[i], &error);
      g_assert_no_error (error);
    }
  arb_game_page_refresh (ARB_GAME_PAGE (table (f)));
  arb_game_page_emit_changed (ARB_GAME_PAGE (table (f)));
  drain ();
}

static const char *const three[] = { "Ann", "Ben", "Cleo", NULL };

/* Up to Ben's wrong call, typed: one-card turns, face cards, the 4 and
 * its bonus card, a 2 and who draws, the joker. */
static void
play_to_first_call (Fixture *f)
{
  assert_prompt (f, "Ann plays 1 or 2 cards: to the left (face down, mode 1)");
  assert_input (f, "play");
  assert_seat (f, 0, "1 Ann: 7 cards; To play");
  assert_shows (arb_votestuffing_page_get_status (table (f)), "Ann’s turn: 2 cards at most", "the status");

  /* the right is not selected (VS-2): the card stays typed, the spot goes */
  keys (f, "7hr");
  assert_refusal (f, "VS-2");
  g_assert_cmpstr (arb_votestuffing_page_get_typed (table (f)), ==, "7h");
  /* a 7 has no power move (VS-3) */
  keys (f, "p");
  assert_refusal (f, "VS-3");
  key (f, GDK_KEY_Escape);
  g_assert_cmpstr (arb_votestuffing_page_get_typed (table (f)), ==, "");
  g_assert_null (arb_game_page_get_refusal (ARB_GAME_PAGE (table (f))));

  /* a spot letter alone: a card nobody saw */
  keys (f, "l");
  assert_last_line (f, "Ann: play ? left");
  assert_pile (f, ARB_VS_LEFT, "Left pile, selected, face down: 1 card: (?)");
  assert_shows (arb_votestuffing_page_get_status (table (f)), "Ann’s second card", "the status");
  /* the left again in the same turn (VS-2) */
  keys (f, "l");
  assert_refusal (f, "VS-2");
  key (f, GDK_KEY_Escape);
  key (f, GDK_KEY_Return);
  assert_last_line (f, "Ann: end");
  assert_seat (f, 1, "2 Ben: 7 cards; To play");

  keys (f, "ksp");
  assert_resolution (f, "the left is selected, face up, mode 2");
  keys (f, "9cl");
  assert_pile (f, ARB_VS_LEFT, "Left pile, selected, face up: 2 cards: (?) 9♣");
  keys (f, "3hp");
  assert_tally (f, "3♥ +3");
  key (f, GDK_KEY_End);
  assert_resolution (f, "Cleo ends the turn after one card");

  keys (f, "4cp");
  assert_input (f, "bonus");
  keys (f, "?");
  assert_last_line (f, "Ann: bonus ?");
  assert_input (f, "play");
  keys (f, "8dl");
  keys (f, "jdp");
  keys (f, "6hr");

  /* Cleo's 2: who draws two is asked, by seat number */
  keys (f, "2sp");
  g_assert_cmpuint (arb_votestuffing_page_get_n_targets (table (f)), ==, 2);
  assert_seat (f, 0, "1 Ann: 3 cards");
  keys (f, "1");
  assert_last_line (f, "Cleo: play 2s power Ann");
  assert_seat (f, 0, "1 Ann: 5 cards");
  g_assert_cmpuint (arb_votestuffing_page_get_n_targets (table (f)), ==, 0);
  keys (f, "7cr");

  /* the joker slides the right pile under the middle */
  keys (f, "*p");
  assert_resolution (f, "the right pile (2 cards) slides under the middle");
  assert_pile (f, ARB_VS_RIGHT, "Right pile, selected, face up: 0 cards");
  assert_pile (f, ARB_VS_MIDDLE, "Middle pile: 8 cards: 6♥ 7♣ K♠");
  keys (f, "5hr");
  keys (f, "jhp");
  keys (f, "r");
  assert_input (f, "call");
  assert_seat (f, 1, "2 Ben: 1 card; Calls");
}

/* Ben calls sharpos with the 5♦; the three unknown cards are typed. */
static void
wrong_call (Fixture *f)
{
  keys (f, "5d");
  assert_input (f, "reveal");
  assert_tally (f, "3 cards are not revealed; the 5♦ calls sharpos");
  keys (f, "2c");
  assert_shows (arb_votestuffing_page_get_status (table (f)), "Reveal: left 1 of 2, right 0 of 1", "the status");
  assert_pile (f, ARB_VS_LEFT, "Left pile: 4 cards: (2♣) 9♣ (?) 8♦");
  /* a key that is no card, taken back */
  keys (f, "x");
  assert_shows (arb_votestuffing_page_get_status (table (f)), "Not r, s, * or a card", "the status");
  act (f, "vs.erase", NULL);
  keys (f, "s");
  assert_pile (f, ARB_VS_LEFT, "(2♣) 9♣ (?s) 8♦");
  keys (f, "r");
  assert_last_line (f, "reveal left 2c s=1 right r=1");
  assert_resolution (f, "Ben's call is wrong: the 5♦ stays shown in hand and play goes on");
  assert_tally (f, "Roundees win, 7 to 2");
  assert_seat (f, 1, "2 Ben: 1 card, the 5♦ shown");
  assert_input (f, "play");
}

static void
test_game (Fixture       *f,
           gconstpointer  data)
{
  ArbScorePage *score;

  start_game (f, three, "Ann", NULL);
  play_to_first_call (f);
  wrong_call (f);

  /* undo takes the reveal back, redo enters it again */
  act (f, "win.undo", NULL);
  assert_input (f, "reveal");
  g_assert_cmpstr (arb_votestuffing_page_get_typed (table (f)), ==, "");
  act (f, "win.redo", NULL);
  assert_input (f, "play");
  assert_seat (f, 1, "the 5♦ shown");

  /* the ace turns the right pile over */
  keys (f, "adp");
  assert_pile (f, ARB_VS_RIGHT, "Right pile, selected, face down: 2 cards: ?r (5♥)");
  keys (f, "r");
  keys (f, "tdp");
  assert_tally (f, "10♦ +1");
  key (f, GDK_KEY_Return);
  assert_last_line (f, "Ann: end");
  /* Ben plays his shown card face down to the middle, draws, and calls again */
  keys (f, "5dm");
  assert_input (f, "call");
  keys (f, "3c");
  keys (f, "s");
  assert_last_line (f, "reveal right s=1");
  assert_input (f, "over");
  assert_seat (f, 1, "Winner");
  g_assert_cmpstr (arb_play_page_get_view (play_page (f)), ==, "score");
  score = ARB_SCORE_PAGE (arb_play_page_get_score_page (play_page (f)));
  assert_shows (arb_score_page_get_verdict (score), "Ben wins: the 3♣ is the right call", "the verdict");
  g_assert_nonnull (arb_score_page_get_section (score));
  assert_tally (f, "Roundees win, 7 to 4: the 3♣ calls roundees, right");
}

/* The prompt's words change with each turn: with one long name among
 * the players, it takes two lines at that player's turn and one at the
 * others'.  The piles under it stay where the longest prompt put them. */
static void
test_steady_table (Fixture       *f,
                   gconstpointer  data)
{
  static const char *const players[] = { "Ann", "Bartholomew Fitzgerald-Montgomery of Little Snoring", "Cleo", NULL };
  GtkWidget *pile, *prompt;
  graphene_rect_t before;
  int one_line;

  start_game (f, players, "Ann", NULL);
  pile = find_descendant (GTK_WIDGET (table (f)), ARB_TYPE_VOTESTUFFING_PILE);
  prompt = find_with_class (GTK_WIDGET (table (f)), "prompt");
  g_assert_nonnull (pile);
  drawn_bounds (f, prompt);
  one_line = gtk_widget_get_height (prompt);
  keys (f, "7hl");
  key (f, GDK_KEY_Return);
  assert_prompt (f, "Bartholomew Fitzgerald-Montgomery of Little Snoring plays 1 or 2 cards");
  before = drawn_bounds (f, pile);
  /* the test is only worth its name if the long prompt wraps */
  g_assert_cmpint (gtk_widget_get_height (prompt), >, one_line);
  keys (f, "9cl");
  key (f, GDK_KEY_Return);
  assert_prompt (f, "Cleo plays 1 or 2 cards");
  assert_stays (f, pile, &before, "the left pile, at Cleo's turn,");
  keys (f, "8dl");
  assert_prompt (f, "Cleo may play a second card");
  assert_stays (f, pile, &before, "the left pile, after Cleo's first card,");
}

/* The same kinds of entries by the buttons. */
static void
test_buttons (Fixture       *f,
              gconstpointer  data)
{
  start_game (f, three, "Ann", NULL);
  /* a spot with no card typed: a card nobody saw */
  act (f, "vs.spot", g_variant_new_string ("l"));
  assert_last_line (f, "Ann: play ? left");
  act (f, "vs.end", NULL);
  assert_last_line (f, "Ann: end");
  /* rank, then suit, then the spot */
  act (f, "vs.type", g_variant_new_string ("k"));
  act (f, "vs.type", g_variant_new_string ("s"));
  g_assert_cmpstr (arb_votestuffing_page_get_typed (table (f)), ==, "ks");
  act (f, "vs.spot", g_variant_new_string ("p"));
  assert_last_line (f, "Ben: play Ks power");
  act (f, "vs.type", g_variant_new_string ("10"));
  act (f, "vs.type", g_variant_new_string ("c"));
  act (f, "vs.spot", g_variant_new_string ("l"));
  assert_last_line (f, "Ben: play 10c left");
  /* a 2 and who draws two */
  act (f, "vs.type", g_variant_new_string ("2"));
  act (f, "vs.type", g_variant_new_string ("h"));
  act (f, "vs.spot", g_variant_new_string ("p"));
  g_assert_cmpuint (arb_votestuffing_page_get_n_targets (table (f)), ==, 2);
  act (f, "vs.target", g_variant_new_int32 (1));
  assert_last_line (f, "Cleo: play 2h power Ben");
  assert_seat (f, 1, "2 Ben: 7 cards");
  act (f, "vs.end", NULL);
  /* the 4's bonus card by the side's button */
  act (f, "vs.type", g_variant_new_string ("4"));
  act (f, "vs.type", g_variant_new_string ("d"));
  act (f, "vs.spot", g_variant_new_string ("p"));
  assert_input (f, "bonus");
  act (f, "vs.spot", g_variant_new_string ("l"));
  assert_last_line (f, "Ann: bonus ?");
  /* a second card to the middle in one turn is refused (VS-2) */
  act (f, "vs.type", g_variant_new_string ("q"));
  act (f, "vs.type", g_variant_new_string ("h"));
  act (f, "vs.spot", g_variant_new_string ("p"));
  assert_refusal (f, "VS-2");
  act (f, "vs.erase", NULL);
  act (f, "vs.erase", NULL);
  g_assert_cmpstr (arb_votestuffing_page_get_typed (table (f)), ==, "");
  g_assert_null (arb_game_page_get_refusal (ARB_GAME_PAGE (table (f))));
  act (f, "vs.enter", NULL);
  assert_last_line (f, "Ann: end");
}

/* Two players hold one card each that calls wrong, and nothing is left
 * to draw: a tie (VS-7).  A play that would empty a hand is refused
 * (VS-6). */
static void
test_tie (Fixture       *f,
          gconstpointer  data)
{
  const char *const two[] = { "Ann", "Ben", NULL };
  const char *const tiny[] = { "mixed-decks", "yes", "deck-size", "14", NULL };
  const char *const moves[] = {
    "Ann: 7h left", "Ben: 8h left", "Ann: 9h left", "Ben: 10h left", "Ann: 2h left", "Ben: 3h left",
    "Ann: 4h left", "Ben: 5h left", "Ann: 6h left", "Ben: Qh left", "Ann: Jh left", "call 5s", NULL,
  };
  ArbScorePage *score;

  start_game (f, two, "Ann", tiny);
  enter_lines (f, moves);
  assert_seat (f, 0, "1 Ann: 1 card, the 5♠ shown");
  /* after a wrong call the turn goes on (VS-5) */
  assert_prompt (f, "Ann may play a second card, face down to the middle, or end the turn");
  /* her one card may only go face down to the middle (VS-6) */
  keys (f, "p");
  assert_refusal (f, "VS-6");
  key (f, GDK_KEY_Escape);
  enter_lines (f, (const char *const[]) { "Ben: Kh left", NULL });
  keys (f, "6s");
  assert_resolution (f, "nobody can reach a right call any more");
  assert_input (f, "over");
  score = ARB_SCORE_PAGE (arb_play_page_get_score_page (play_page (f)));
  assert_shows (arb_score_page_get_verdict (score), "A tie: nobody can reach a right call", "the verdict");
  /* nothing more is taken */
  g_assert_false (arb_game_page_handle_key (ARB_GAME_PAGE (table (f)), GDK_KEY_m, 0));
}

/* The extended game: a right call scores and deals a new hand; someone
 * else may begin it; the points by hand on the score page (VS-8). */
static void
test_extended (Fixture       *f,
               gconstpointer  data)
{
  const char *const two[] = { "Ann", "Ben", NULL };
  const char *const extended[] = { "extended", "yes", NULL };
  const char *const hand[] = {
    "Ann: 7h left", "Ann: Ks power", "Ben: 9c left", "Ben: Kh power", "Ann: 8h right", "Ann: Qh power",
    "Ben: 7c right", "Ben: Qc power", "Ann: 6h right", "Ann: Kc power", NULL,
  };
  ArbScorePage *score;
  GtkWidget *section;

  start_game (f, two, "Ann", extended);
  enter_lines (f, hand);
  assert_input (f, "call");
  keys (f, "5h");
  assert_resolution (f, "Ann's call is right: 5 points");
  assert_seat (f, 0, "1 Ann: 7 cards; 5 points");
  assert_seat (f, 1, "2 Ben: 7 cards; 0 points; To play");
  assert_tally (f, "Roundees win, 5 to 0: the 5♥ calls roundees, right");
  /* Ann begins hand 2 instead of Ben */
  act (f, "vs.start", g_variant_new_string ("Ann"));
  assert_last_line (f, "start Ann");
  assert_seat (f, 0, "To play");
  /* in a 2-player game the 2 needs no name */
  keys (f, "2sp");
  assert_last_line (f, "Ann: play 2s power");
  assert_seat (f, 1, "2 Ben: 9 cards");
  act (f, "win.show-score", NULL);
  score = ARB_SCORE_PAGE (arb_play_page_get_score_page (play_page (f)));
  section = arb_score_page_get_section (score);
  g_assert_nonnull (section);
  assert_shows (arb_score_page_get_verdict (score), "Ann leads with 5 points", "the verdict");
}

/* A card shown at a wrong call and still held calls again with Enter
 * alone; the docs' game up to Ann's wrong call. */
static void
test_shown_card (Fixture       *f,
                 gconstpointer  data)
{
  const char *const lines[] = {
    "Ann: ? left", "Ann: Ks power", "Ben: 9c left", "Ben: ? middle", "Cleo: 3h power", "Cleo: 8d left",
    "Ann: 4c power", "Ann: bonus ?", "Ann: 10s left", "Ben: Jd power", "Ben: 6h right", "Cleo: 2s power Ann",
    "Cleo: 7c right", "Ann: Jh power", "Ann: ? right", "Ben: ? right", "Ben: ? middle", "Cleo: ? right",
    "Cleo: Ad power", "Ann: ? right", "Ann: 10d power", "Ben: ? right", "Ben: Jc power", "Ben: call 5d",
    "reveal left 2c 4s right r=3 s=2", "Cleo: ? middle", "Cleo: 5c left", "Ann: Kd power", "Ann: ? right",
    "Ann: call Qd", "reveal right 9s", NULL,
  };

  start_game (f, three, "Ann", NULL);
  enter_lines (f, lines);
  assert_seat (f, 1, "2 Ben: 2 cards, the 5♦ shown; To play");
  assert_tally (f, "Roundees win, 11 to 7");
  assert_shows (arb_votestuffing_page_get_resolution (table (f)), "Ann's call is wrong", "the latest entry");
  /* Ben keeps his shown 5♦: his other card goes, and he calls with Enter */
  keys (f, "3cr");
  assert_input (f, "call");
  key (f, GDK_KEY_Return);
  assert_shows (arb_votestuffing_page_get_resolution (table (f)), "Ben shows the 5♦ and calls sharpos",
                "the latest entry");
  assert_tally (f, "Roundees win, 12 to 7");
  assert_seat (f, 1, "2 Ben: 1 card, the 5♦ shown");
}

static int
card (const char *code)
{
  int c = -1;

  g_assert_true (arb_vs_card_parse (code, &c));
  return c;
}

static GtkWidget *
first_cell (GtkWidget *tally)
{
  return gtk_widget_get_first_child (gtk_widget_get_first_child (tally));
}

/* The tally's table is built anew only when a figure it shows changed:
 * the same tally keeps its cells, a card more, a bonus or a call does
 * not.  A weak pointer tells a cell that was thrown away. */
static void
test_tally_kept (void)
{
  GtkWidget *tally = g_object_ref_sink (arb_votestuffing_tally_new ());
  ArbVsTally t;
  GtkWidget *cell;
  g_autofree char *summary = NULL;

  arb_vs_tally_init (&t);
  arb_vs_tally_add (&t, ARB_VS_LEFT, ARB_VS_ROUNDEE, 2);
  arb_vs_tally_add (&t, ARB_VS_RIGHT, ARB_VS_SHARPO, 1);
  arb_vs_tally_finish (&t);
  arb_votestuffing_tally_update (ARB_VOTESTUFFING_TALLY (tally), &t, ARB_VS_UNKNOWN);
  cell = first_cell (tally);
  g_object_add_weak_pointer (G_OBJECT (cell), (gpointer *) &cell);
  summary = g_strdup (arb_votestuffing_tally_get_summary (ARB_VOTESTUFFING_TALLY (tally)));
  arb_votestuffing_tally_update (ARB_VOTESTUFFING_TALLY (tally), &t, ARB_VS_UNKNOWN);
  g_assert_nonnull (cell);
  g_assert_true (first_cell (tally) == cell);
  g_assert_cmpstr (arb_votestuffing_tally_get_summary (ARB_VOTESTUFFING_TALLY (tally)), ==, summary);

  arb_vs_tally_add (&t, ARB_VS_RIGHT, ARB_VS_SHARPO, 1);
  arb_vs_tally_finish (&t);
  arb_votestuffing_tally_update (ARB_VOTESTUFFING_TALLY (tally), &t, ARB_VS_UNKNOWN);
  g_assert_null (cell);
  g_assert_cmpstr (arb_votestuffing_tally_get_summary (ARB_VOTESTUFFING_TALLY (tally)), !=, summary);
  cell = first_cell (tally);
  g_object_add_weak_pointer (G_OBJECT (cell), (gpointer *) &cell);

  arb_vs_tally_add_middle (&t, card ("3h"));
  arb_vs_tally_finish (&t);
  arb_votestuffing_tally_update (ARB_VOTESTUFFING_TALLY (tally), &t, ARB_VS_UNKNOWN);
  g_assert_null (cell);
  g_assert_nonnull (strstr (arb_votestuffing_tally_get_summary (ARB_VOTESTUFFING_TALLY (tally)), "3♥ +3"));
  cell = first_cell (tally);
  g_object_add_weak_pointer (G_OBJECT (cell), (gpointer *) &cell);

  arb_votestuffing_tally_update (ARB_VOTESTUFFING_TALLY (tally), &t, card ("5d"));
  g_assert_null (cell);
  g_assert_nonnull (strstr (arb_votestuffing_tally_get_summary (ARB_VOTESTUFFING_TALLY (tally)), "calls sharpos"));
  arb_vs_tally_clear (&t);
  g_object_unref (tally);
}

/* A long middle pile in a narrow column: rather than close up until the
 * corners no longer read, the fan goes on in a second row (two at most);
 * given its natural width it keeps one row. */
static void
test_pile_rows (void)
{
  GtkWidget *pile = g_object_ref_sink (arb_votestuffing_pile_new (80));
  ArbVsCard cards[12];
  int wide, one_row, narrow_h, very_narrow_h;

  for (guint i = 0; i < G_N_ELEMENTS (cards); i++)
    cards[i] = (ArbVsCard) { (int) i, arb_vs_card_type ((int) i), TRUE, FALSE };
  arb_votestuffing_pile_set_cards (ARB_VOTESTUFFING_PILE (pile), cards, G_N_ELEMENTS (cards), NULL, NULL);
  g_assert_cmpint (gtk_widget_get_request_mode (pile), ==, GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH);
  gtk_widget_measure (pile, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &wide, NULL, NULL);
  gtk_widget_measure (pile, GTK_ORIENTATION_VERTICAL, wide, NULL, &one_row, NULL, NULL);
  gtk_widget_measure (pile, GTK_ORIENTATION_VERTICAL, 170, NULL, &narrow_h, NULL, NULL);
  gtk_widget_measure (pile, GTK_ORIENTATION_VERTICAL, 90, NULL, &very_narrow_h, NULL, NULL);
  g_assert_cmpint (one_row, <, 80 + 20);
  /* 170 px: 56 px cards, each corner at 17 px or more, in two rows */
  g_assert_cmpint (narrow_h, >, 2 * 80);
  g_assert_cmpint (narrow_h, <, 3 * 80);
  /* 90 px: still two rows, the cards closer */
  g_assert_cmpint (very_narrow_h, ==, narrow_h);
  g_object_unref (pile);
}

int
main (int   argc,
      char *argv[])
{
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();

  g_test_add ("/votestuffing/game", Fixture, NULL, fixture_set_up, test_game, fixture_tear_down);
  g_test_add ("/votestuffing/steady-table", Fixture, NULL, fixture_set_up, test_steady_table, fixture_tear_down);
  g_test_add ("/votestuffing/buttons", Fixture, NULL, fixture_set_up, test_buttons, fixture_tear_down);
  g_test_add ("/votestuffing/shown-card", Fixture, NULL, fixture_set_up, test_shown_card, fixture_tear_down);
  g_test_add ("/votestuffing/tie", Fixture, NULL, fixture_set_up, test_tie, fixture_tear_down);
  g_test_add_func ("/votestuffing/tally-kept", test_tally_kept);
  g_test_add_func ("/votestuffing/pile-rows", test_pile_rows);
  g_test_add ("/votestuffing/extended", Fixture, NULL, fixture_set_up, test_extended, fixture_tear_down);
  return g_test_run ();
}
