/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * Plays Eighty through the window, key by key: the centre typed with
 * each new card's attributes asked once (inline), drafts by letter and
 * by number, Play cards and reveals typed, the resolution in steps, the
 * hand-limit discard, the 80's last round, Hold cards and the score
 * page's sets; then the next game with the catalogue known, a record
 * that disagrees with the catalogue, the catalogue window and a
 * score-only game.
 */
#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>

#include "arb-catalogue.h"
#include "arb-eighty-card-form.h"
#include "arb-eighty-catalogue-window.h"
#include "arb-eighty-page.h"
#include "arb-game-page.h"
#include "arb-play-page.h"
#include "arb-score-page.h"
#include "arb-session.h"
#include "arb-setup-page.h"
#include "arb-store.h"
#include "arb-window.h"
#include "ui-fixture.h"

static ArbEightyPage *
table (Fixture *f)
{
  return ARB_EIGHTY_PAGE (arb_play_page_get_game_page (play_page (f)));
}

static ArbSession *
session (Fixture *f)
{
  return arb_play_page_get_session (play_page (f));
}

static const char *const three[] = { "Ann", "Ben", "Cleo", NULL };

static void
start_game (Fixture  *f,
            gboolean  score_only)
{
  ArbSetupPage *setup;

  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.new-game", "s", "eighty");
  drain ();
  setup = ARB_SETUP_PAGE (arb_window_get_page (f->window, "setup"));
  arb_setup_page_set_players (setup, three);
  arb_setup_page_set_first_player (setup, "Ben");
  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.start-game", "b", score_only);
  drain ();
  gtk_test_widget_wait_for_draw (GTK_WIDGET (f->window));
  g_assert_cmpstr (arb_window_get_page_name (f->window), ==, "play");
  g_assert_true (ARB_IS_EIGHTY_PAGE (table (f)));
}

/* ---- keys, as the window would deliver them ---- */

static guint n_keys;

/* The table's keys first (capture), then the focused field's. */
static void
press (Fixture *f,
       guint    keyval)
{
  GtkWidget *focus;
  gunichar c = gdk_keyval_to_unicode (keyval);

  n_keys++;
  if (arb_game_page_handle_key (ARB_GAME_PAGE (table (f)), keyval, 0))
    {
      drain ();
      return;
    }
  focus = gtk_root_get_focus (GTK_ROOT (f->window));
  if (!GTK_IS_EDITABLE (focus))
    g_error ("key %u went to %s", keyval, focus ? G_OBJECT_TYPE_NAME (focus) : "nothing");
  if (keyval == GDK_KEY_Return)
    g_signal_emit_by_name (focus, "activate");
  else if (keyval == GDK_KEY_BackSpace)
    {
      int end = (int) g_utf8_strlen (gtk_editable_get_text (GTK_EDITABLE (focus)), -1);

      gtk_editable_delete_text (GTK_EDITABLE (focus), MAX (end - 1, 0), end);
    }
  else
    {
      char text[8] = { 0 };
      int position = -1;

      g_assert_true (c != 0);
      g_unichar_to_utf8 (c, text);
      position = (int) g_utf8_strlen (gtk_editable_get_text (GTK_EDITABLE (focus)), -1);
      gtk_editable_insert_text (GTK_EDITABLE (focus), text, -1, &position);
    }
  drain ();
}

/* Characters as keys; "\n" is Enter, "\b" Backspace, "\e" Escape. */
static void
type (Fixture    *f,
      const char *keys)
{
  for (const char *c = keys; *c != '\0'; c++)
    press (f, *c == '\n' ? GDK_KEY_Return : *c == '\b' ? GDK_KEY_BackSpace : *c == '\x1b' ? GDK_KEY_Escape
              : gdk_unicode_to_keyval ((guint) *c));
}

static void
act (Fixture    *f,
     const char *action,
     GVariant   *parameter)
{
  GtkWidget *target = g_str_has_prefix (action, "ei.") ? GTK_WIDGET (table (f)) : GTK_WIDGET (f->window);

  g_assert_true (gtk_widget_activate_action_variant (target, action, parameter));
  drain ();
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
assert_seat (Fixture    *f,
             guint       seat,
             const char *expected)
{
  assert_shows (arb_eighty_page_get_seat_summary (table (f), seat), expected, "the seat");
}

static void
assert_input (Fixture    *f,
              const char *expected)
{
  g_assert_cmpstr (arb_eighty_page_get_input (table (f)), ==, expected);
}

static const char *
form_step (Fixture *f)
{
  return arb_eighty_card_form_get_step (ARB_EIGHTY_CARD_FORM (arb_eighty_page_get_card_form (table (f))));
}

/* The game as the store holds it, its events only. */
static char *
stored_events (Fixture *f)
{
  g_autofree char *record = arb_store_export_record (f->store, arb_session_get_id (session (f)), NULL);
  const char *events = strchr (strstr (record, "players "), '\n');

  while (*events == '\n')
    events++;
  return g_strdup (events);
}

/* ---- the docs' game, typed ---- */

static void
play_round_1 (Fixture *f)
{
  guint before;

  assert_prompt (f, "reveal 4 white cards in the centre");
  assert_input (f, "entry");
  /* a new card asks: the 23 is double up, a new symbol (moon), no draw */
  type (f, "23");
  assert_input (f, "form");
  g_assert_cmpstr (form_step (f), ==, "icon");
  type (f, "d");
  g_assert_cmpstr (form_step (f), ==, "symbol");
  /* Backspace goes back a step, and forward again */
  type (f, "\b");
  g_assert_cmpstr (form_step (f), ==, "icon");
  type (f, "dmoon\n");
  g_assert_cmpstr (form_step (f), ==, "draw");
  type (f, "0");
  assert_input (f, "entry");
  assert_shows (arb_eighty_page_get_centre_words (table (f)), "23: double up, moon", "the centre");
  /* the 47 with a new symbol typed: its attributes in 6 keys */
  before = n_keys;
  type (f, "47ssun\n1");
  g_assert_cmpuint (n_keys - before - 2, <=, 8);
  /* the 58 with a symbol known by its digit: 3 keys */
  before = n_keys;
  type (f, "58h20");
  g_assert_cmpuint (n_keys - before - 2, ==, 3);
  /* symbolic up takes the icon's symbol too: moon (2), star (1), no draw */
  type (f, "71u210");
  /* four cards: the centre goes in by itself, each card's line first */
  assert_prompt (f, "Round 1: Ben drafts 23, 47, 58 or 71");
  assert_shows (arb_eighty_page_get_centre_words (table (f)), "71: symbolic up (moon), star", "the centre");

  /* D is the fourth card: Ben drafts the 71; Cleo types the 47 */
  type (f, "d");
  assert_prompt (f, "Cleo drafts 23, 47 or 58");
  type (f, "47");
  act (f, "ei.draft", g_variant_new_string ("58"));
  g_assert_cmpstr (arb_eighty_page_get_rule (table (f)), ==,
                   "The 23 is left in the centre and rules this round: double up: the two highest values go");

  /* a Play card typed as who, value, whose card */
  type (f, "a+10b");
  g_assert_cmpstr (arb_eighty_page_get_reading (table (f)), ==, "Ann attaches +10 to Ben’s card: Enter");
  type (f, "\n");
  assert_seat (f, 1, "Play cards on it: +10 from Ann");
  /* Cleo holds 2 black cards: three Play cards are refused (EI-3) */
  type (f, "c-5-5-5a\n");
  g_assert_cmpstr (arb_game_page_get_refusal (ARB_GAME_PAGE (table (f))), ==, "EI-3");
  gtk_editable_set_text (GTK_EDITABLE (arb_eighty_page_get_entry (table (f))), "");
  drain ();
  g_assert_null (arb_game_page_get_refusal (ARB_GAME_PAGE (table (f))));
  /* Escape empties the entry and takes the refusal away too */
  type (f, "c-5-5-5a\n");
  g_assert_cmpstr (arb_game_page_get_refusal (ARB_GAME_PAGE (table (f))), ==, "EI-3");
  type (f, "\x1b");
  drain ();
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (arb_eighty_page_get_entry (table (f)))), ==, "");
  g_assert_null (arb_game_page_get_refusal (ARB_GAME_PAGE (table (f))));
  /* that Enter is spent: a lone 4 waits for a second digit */
  type (f, "4");
  g_assert_cmpstr (arb_eighty_page_get_reading (table (f)), ==, "Ben reveals the 4… (Enter)");
  assert_prompt (f, "still to reveal: Ben, Cleo and Ann");
  type (f, "\b");

  /* Ben reveals his drafted 71 (a choice), Cleo's 47 typed with her name */
  act (f, "ei.reveal", g_variant_new ("(ii)", 1, 71));
  type (f, "c47");
  /* Ann's 12 is new: asked, then revealed, which resolves the round */
  type (f, "12z20");
  assert_prompt (f, "Round 2: refill the centre with 4 cards; Cleo drafts first");
  assert_shows (arb_eighty_page_get_steps (table (f)), "Double up: the two highest values go.\n"
                "Discarded: Ben's 71+10 = 81; Cleo's 47.\nScored: Ann's 12.\n"
                "Ben draws 1 black card for the 1 Play card on the discarded 71", "the steps");
  assert_seat (f, 1, "3 black, drew 1");
  assert_seat (f, 0, "Scored 12: 1 point");
}

static void
play_round_2 (Fixture *f)
{
  /* known symbols by digit: 1 star, 2 moon, 3 sun; a new one: leaf */
  type (f, "5 h30" "36s23" "64z30" "19u3leaf\n0");
  assert_prompt (f, "Round 2: Cleo drafts");
  type (f, "c" "b" "a");
  assert_prompt (f, "ruled by the centre 19 (symbolic up, sun)");
  type (f, "b-5c\n" "c+3c\n");
  type (f, "64" "36");
  type (f, "44d30");
  assert_prompt (f, "Ann holds 4 black cards and discards 1 down to 3");
  assert_input (f, "discard");
  assert_shows (arb_eighty_page_get_steps (table (f)), "Ann draws 3 black cards: the scored 36 says draw 3",
                "the steps");
  type (f, "d");
  assert_prompt (f, "Round 3: refill the centre");
}

static void
play_round_3 (Fixture *f)
{
  /* the 80 needs no line: it takes a place and makes the round the last */
  type (f, "80 9 s10" "52d21" "66h40");
  assert_prompt (f, "Round 3: Ann drafts 9, 52 or 66");
  assert_shows (arb_eighty_page_get_centre_words (table (f)), "80: safe zone", "the centre");
  /* the 80 (A) cannot be drafted: the key does nothing */
  type (f, "a");
  assert_prompt (f, "Round 3: Ann drafts");
  type (f, "c" "d" "b");
  g_assert_cmpstr (arb_eighty_page_get_rule (table (f)), ==,
                   "The 80 is left in the centre and rules this round: safe zone: the highest value goes if it is 80 or more");
  type (f, "ann +15 ben\n");
  type (f, "58" "b66" "9");
  assert_prompt (f, "Final scoring: Ann's Hold cards");
  assert_shows (arb_eighty_page_get_steps (table (f)), "That was the last round", "the steps");
  type (f, "2+moon star\n" "3 sun\n" "1+leaf\n");
}

static const char *const docs_game =
  "start Ben\n"
  "white 23 double-up symbol moon\nwhite 47 standard symbol sun draw 1\nwhite 58 high-low symbol moon\n"
  "white 71 symbolic-up moon symbol star\ncentre 23 47 58 71\n"
  "Ben: draft 71\nCleo: draft 47\nAnn: draft 58\nAnn: play +10 Ben\nBen: reveal 71\nCleo: reveal 47\n"
  "white 12 safe-zone symbol moon\nAnn: reveal 12\n"
  "white 5 high-low symbol sun\nwhite 36 standard symbol moon draw 3\nwhite 64 safe-zone symbol sun\n"
  "white 19 symbolic-up sun symbol leaf\ncentre 5 36 64 19\n"
  "Cleo: draft 64\nAnn: draft 36\nBen: draft 5\nBen: play -5 Cleo\nCleo: play +3 Cleo\n"
  "Cleo: reveal 64\nAnn: reveal 36\nwhite 44 double-up symbol sun\nBen: reveal 44\nAnn: discard 1\n"
  "white 9 standard symbol star\nwhite 52 double-up symbol moon draw 1\nwhite 66 high-low symbol leaf\n"
  "centre 80 9 52 66\nAnn: draft 52\nBen: draft 66\nCleo: draft 9\nAnn: play +15 Ben\n"
  "Ann: reveal 58\nBen: reveal 66\nCleo: reveal 9\n"
  "Ann: hold 2+moon star\nBen: hold 3 sun\nCleo: hold 1+leaf\n";

static void
test_whole_game (Fixture       *f,
                 gconstpointer  data)
{
  g_autofree char *events = NULL;
  ArbScorePage *score;
  GtkWidget *section;

  start_game (f, FALSE);
  play_round_1 (f);

  /* undo takes the resolving reveal back; redo resolves again */
  act (f, "win.undo", NULL);
  assert_prompt (f, "still to reveal: Ann");
  g_assert_cmpstr (arb_eighty_page_get_steps (table (f)), ==, "");
  act (f, "win.redo", NULL);
  assert_prompt (f, "Round 2: refill the centre");

  play_round_2 (f);
  /* the score looked at during the game, in a low window, scrolled
   * down to its end */
  score = ARB_SCORE_PAGE (arb_play_page_get_score_page (play_page (f)));
  gtk_window_set_default_size (GTK_WINDOW (f->window), 1280, 400);
  act (f, "win.show-score", NULL);
  {
    GtkAdjustment *adj = gtk_scrolled_window_get_vadjustment (
      GTK_SCROLLED_WINDOW (find_descendant (GTK_WIDGET (score), GTK_TYPE_SCROLLED_WINDOW)));
    gint64 deadline = g_get_monotonic_time () + 5 * G_TIME_SPAN_SECOND;

    while (gtk_adjustment_get_upper (adj) <= gtk_adjustment_get_page_size (adj) + 100
           && g_get_monotonic_time () < deadline)
      g_main_context_iteration (NULL, FALSE);
    gtk_adjustment_set_value (adj, gtk_adjustment_get_upper (adj));
    g_assert_cmpfloat (arb_score_page_get_scroll (score), >, 0);
  }
  act (f, "win.show-table", NULL);
  play_round_3 (f);
  g_assert_cmpstr (arb_play_page_get_view (play_page (f)), ==, "score");
  assert_shows (arb_score_page_get_verdict (score), "Ann wins with 26", "the verdict");
  /* the score opens at its top, the verdict in view, and the focus is
   * not left on the table now hidden */
  gtk_test_widget_wait_for_draw (GTK_WIDGET (f->window));
  drain ();
  g_assert_cmpfloat (arb_score_page_get_scroll (score), ==, 0);
  {
    GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (f->window));

    g_assert_true (focus == NULL || !gtk_widget_is_ancestor (focus, GTK_WIDGET (table (f))));
  }
  section = arb_score_page_get_section (score);
  g_assert_nonnull (section);
  events = stored_events (f);
  g_assert_cmpstr (events, ==, docs_game);
  /* every card the game used is in the catalogue now */
  {
    g_autoptr(GArray) cards = arb_catalogue_list (f->store, NULL);

    g_assert_cmpuint (cards->len, ==, 13);
  }
}

/* A refusal floats under the entry, with the engine's rule id. */
static void
test_refusals (Fixture       *f,
               gconstpointer  data)
{
  ArbEightyCard card;

  start_game (f, FALSE);
  arb_eighty_card_parse ("23 double-up symbol moon", &card, NULL);
  arb_catalogue_edit (f->store, &card, NULL);
  /* the same number twice in the centre (EI-1) */
  type (f, "23 23 ");
  g_assert_cmpstr (arb_eighty_page_get_input (table (f)), ==, "entry");
  type (f, "\n");
  g_assert_cmpstr (arb_game_page_get_refusal (ARB_GAME_PAGE (table (f))), ==, "EI-2");
  gtk_editable_set_text (GTK_EDITABLE (arb_eighty_page_get_entry (table (f))), "");
  drain ();
  type (f, "23 23 2323");
  g_assert_cmpstr (arb_game_page_get_refusal (ARB_GAME_PAGE (table (f))), ==, "EI-1");
  /* Escape in the form leaves the new card out of the entry */
  gtk_editable_set_text (GTK_EDITABLE (arb_eighty_page_get_entry (table (f))), "");
  drain ();
  type (f, "23 45");
  assert_input (f, "form");
  type (f, "\x1b");
  assert_input (f, "entry");
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (arb_eighty_page_get_entry (table (f)))), ==, "23");
  g_assert_false (arb_catalogue_lookup (f->store, 45, &card, NULL));
}

/* The next game knows every card: numbers only, a round in few keys. */
static void
test_catalogue_reused (Fixture       *f,
                       gconstpointer  data)
{
  const char *lines[] = { "23 double-up symbol moon", "47 standard symbol sun draw 1", "58 high-low symbol moon",
                          "71 symbolic-up moon symbol star", "12 safe-zone symbol moon", NULL };
  g_autofree char *events = NULL;

  for (guint i = 0; lines[i] != NULL; i++)
    {
      ArbEightyCard card;

      arb_eighty_card_parse (lines[i], &card, NULL);
      arb_catalogue_edit (f->store, &card, NULL);
    }
  start_game (f, FALSE);
  n_keys = 0;
  type (f, "23475871");
  assert_prompt (f, "Ben drafts");
  type (f, "dbc");
  type (f, "71" "47" "12");
  assert_prompt (f, "Round 2");
  /* no Play card, every card known: 8 + 3 + 6 keys */
  g_assert_cmpuint (n_keys, <=, 30);
  g_assert_cmpuint (n_keys, ==, 17);
  events = stored_events (f);
  assert_shows (events, "white 23 double-up symbol moon\nwhite 47 standard symbol sun draw 1\n"
                "white 58 high-low symbol moon\nwhite 71 symbolic-up moon symbol star\ncentre 23 47 58 71\n",
                "the record");
  assert_shows (events, "Cleo: reveal 47\nwhite 12 safe-zone symbol moon\nAnn: reveal 12\n", "the record");
}

/* A game whose record disagrees with the catalogue: reported, and
 * neither is changed. */
static void
test_catalogue_disagrees (Fixture       *f,
                          gconstpointer  data)
{
  const char *const lines[] = { "white 23 double-up symbol moon", "white 47 standard", "white 58 standard",
                                "white 71 standard", "centre 23 47 58 71", NULL };
  ArbEightyCard card;
  gint64 id;
  GtkWindow *window;
  ArbEightyCatalogueWindow *catalogue;

  start_game (f, FALSE);
  for (guint i = 0; lines[i] != NULL; i++)
    g_assert_true (arb_session_append_line (session (f), lines[i], NULL));
  id = arb_session_get_id (session (f));
  arb_eighty_card_parse ("23 standard symbol moon", &card, NULL);
  arb_catalogue_edit (f->store, &card, NULL);
  act (f, "win.show-start", NULL);
  act (f, "win.continue-game", g_variant_new_int64 (id));
  assert_shows (arb_eighty_page_get_note (table (f)),
                "the catalogue has 23: standard, moon; this game's record says the icon is double up, not standard",
                "the note");
  g_assert_true (arb_catalogue_lookup (f->store, 23, &card, NULL));
  g_assert_cmpint (card.icon, ==, ARB_EIGHTY_ICON_STANDARD);
  /* the cards the catalogue lacked are learnt */
  g_assert_true (arb_catalogue_lookup (f->store, 47, &card, NULL));
  /* the game keeps its own: the 23 rules as double up */
  type (f, "abc");
  assert_prompt (f, "ruled by the centre 71 (standard)");

  /* the catalogue window: an edit, an import that disagrees */
  act (f, "ei.catalogue", NULL);
  window = arb_eighty_page_get_catalogue_window (table (f));
  g_assert_nonnull (window);
  catalogue = ARB_EIGHTY_CATALOGUE_WINDOW (window);
  g_assert_cmpuint (arb_eighty_catalogue_window_get_n_cards (catalogue), ==, 4);
  g_assert_true (arb_eighty_catalogue_window_edit_line (catalogue, "23 du symbol moon"));
  g_assert_false (arb_eighty_catalogue_window_edit_line (catalogue, "23 sideways"));
  arb_eighty_catalogue_window_import_text (catalogue, "white 47 standard draw 2\nwhite 9 sz symbol star\n");
  assert_shows (arb_eighty_catalogue_window_get_report (catalogue), "1 new, 0 known already; 1 card given otherwise",
                "the report");
  g_assert_cmpuint (arb_eighty_catalogue_window_get_n_cards (catalogue), ==, 5);
  gtk_window_close (window);
  drain ();
  g_assert_null (arb_eighty_page_get_catalogue_window (table (f)));
}

/* Score only: each player's numbers, new ones asked for once. */
static void
test_score_only (Fixture       *f,
                 gconstpointer  data)
{
  ArbScorePage *score;

  start_game (f, TRUE);
  assert_prompt (f, "Enter Ann's scored white cards and Hold cards");
  assert_input (f, "none");
  g_assert_false (arb_eighty_page_enter_cards (table (f), 0, "12 36 58", "2+moon star"));
  assert_input (f, "form");
  type (f, "zmoon\n0");
  assert_input (f, "form");
  type (f, "s23");
  type (f, "h20");
  assert_prompt (f, "Enter Ben's");
  /* a card scored twice is refused (EI-1) */
  g_assert_false (arb_eighty_page_enter_cards (table (f), 1, "12", "3 sun"));
  g_assert_cmpstr (arb_game_page_get_refusal (ARB_GAME_PAGE (table (f))), ==, "EI-1");
  g_assert_true (arb_eighty_page_enter_cards (table (f), 1, "", "3 sun"));
  g_assert_false (arb_eighty_page_enter_cards (table (f), 2, "9", "1+leaf"));
  type (f, "s10");
  g_assert_cmpstr (arb_play_page_get_view (play_page (f)), ==, "score");
  score = ARB_SCORE_PAGE (arb_play_page_get_score_page (play_page (f)));
  assert_shows (arb_score_page_get_verdict (score), "Ann wins with 26", "the verdict");
}

/* How many cards the centre shows: its words, one a card. */
static guint
centre_cards (Fixture *f)
{
  g_auto(GStrv) cards = g_strsplit (arb_eighty_page_get_centre_words (table (f)), "; ", -1);

  return g_strv_length (cards);
}

static void
assert_entry_in_window (Fixture    *f,
                        const char *what)
{
  GtkWidget *entry = GTK_WIDGET (arb_eighty_page_get_entry (table (f)));
  graphene_rect_t r;

  gtk_test_widget_wait_for_draw (GTK_WIDGET (f->window));
  g_assert_true (gtk_widget_compute_bounds (entry, GTK_WIDGET (f->window), &r));
  if (r.origin.y < 0 || r.origin.y + r.size.height > gtk_widget_get_height (GTK_WIDGET (f->window)))
    g_error ("%s: the entry lies at y %.0f–%.0f, out of the window's %d px", what, r.origin.y,
             r.origin.y + r.size.height, gtk_widget_get_height (GTK_WIDGET (f->window)));
}

/* Nonsense typed for the centre: the preview keeps to the centre's four
 * places, the entry stays in view, and a line under it says what is
 * wrong, at 1280 px and at 600 px. */
static void
test_centre_nonsense (Fixture       *f,
                      gconstpointer  data)
{
  const char *const known[] = { "23 double-up symbol moon", "47 standard symbol sun draw 1",
                                "58 high-low symbol moon", "71 symbolic-up moon symbol star",
                                "12 safe-zone symbol moon", NULL };
  GtkEditable *entry;

  for (guint i = 0; known[i] != NULL; i++)
    {
      ArbEightyCard card;

      g_assert_true (arb_eighty_card_parse (known[i], &card, NULL));
      arb_catalogue_edit (f->store, &card, NULL);
    }
  start_game (f, FALSE);
  entry = GTK_EDITABLE (arb_eighty_page_get_entry (table (f)));
  g_assert_cmpuint (centre_cards (f), ==, 4);
  type (f, "x1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20");
  assert_input (f, "entry");
  g_assert_cmpuint (centre_cards (f), ==, 4);
  assert_shows (arb_eighty_page_get_reading (table (f)), "Only card numbers go in the centre", "the reading");
  assert_entry_in_window (f, "nonsense at 1280 px");
  gtk_window_set_default_size (GTK_WINDOW (f->window), 600, 800);
  drain_for (200);
  assert_entry_in_window (f, "nonsense at 600 px");
  /* five known cards, pasted: four shown, the fifth said */
  gtk_editable_set_text (entry, "23 47 58 71 12");
  drain ();
  assert_input (f, "entry");
  g_assert_cmpuint (centre_cards (f), ==, 4);
  assert_shows (arb_eighty_page_get_reading (table (f)), "The centre takes 4 cards; 5 numbers are typed",
                "the reading");
  assert_entry_in_window (f, "five cards at 600 px");
  /* an empty entry takes the line away */
  gtk_editable_set_text (entry, "");
  drain ();
  g_assert_cmpuint (centre_cards (f), ==, 4);
  g_assert_cmpstr (arb_eighty_page_get_reading (table (f)), ==, "");
}

int
main (int   argc,
      char *argv[])
{
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();

  g_test_add ("/eighty/whole-game", Fixture, NULL, fixture_set_up, test_whole_game, fixture_tear_down);
  g_test_add ("/eighty/refusals", Fixture, NULL, fixture_set_up, test_refusals, fixture_tear_down);
  g_test_add ("/eighty/catalogue-reused", Fixture, NULL, fixture_set_up, test_catalogue_reused, fixture_tear_down);
  g_test_add ("/eighty/catalogue-disagrees", Fixture, NULL, fixture_set_up, test_catalogue_disagrees,
              fixture_tear_down);
  g_test_add ("/eighty/score-only", Fixture, NULL, fixture_set_up, test_score_only, fixture_tear_down);
  g_test_add ("/eighty/centre-nonsense", Fixture, NULL, fixture_set_up, test_centre_nonsense, fixture_tear_down);
  return g_test_run ();
}
