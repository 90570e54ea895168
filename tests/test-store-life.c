/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * The store's life after the table: correcting a past entry (with the
 * entries that no longer fit waiting, and the earlier version kept as
 * a revision), for each of the five games.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <glib.h>
#include <glib/gstdio.h>
#include <string.h>

#include <sqlite3.h>

#include "arb-error.h"
#include "arb-history.h"
#include "arb-players.h"
#include "arb-record.h"
#include "arb-session.h"
#include "arb-store.h"

#include "test-store-common.h"

/* ---- corrections, game by game ---- */

typedef struct {
  const char *record;
  /* a correction three rounds back that the later entries still fit */
  guint       fit_index;
  const char *fit_line;
  void      (*check_fit) (ArbSession *session);
  /* one after which a later entry no longer fits */
  guint       unfit_index;
  const char *unfit_line;
  guint       first_pending;   /* the entry that no longer fits */
  const char *rule;            /* and why */
  /* the waiting entry corrected, after which the rest fit again */
  const char *fix_line;
  void      (*check_fixed) (ArbSession *session);
} Correction;

static int
total (ArbSession *session,
       const char *name)
{
  ArbGame *game = arb_session_get_game (session);
  g_autoptr(ArbScore) score = arb_game_score (game);
  int seat = arb_setup_find_player (arb_game_get_setup (game), name);

  assert_true (seat >= 0);
  return arb_score_get_player (score, (guint) seat)->total;
}

static void
assert_verdict (ArbSession *session,
                const char *words)
{
  g_autoptr(ArbScore) score = arb_game_score (arb_session_get_game (session));

  if (strstr (score->verdict, words) == NULL)
    fail_msg ("the verdict “%s” does not say “%s”", score->verdict, words);
}

/* No Thanks!: the 19 instead of the 29 at entry 63: Cleo holds
 * 16 18 19 20 24 35, runs 16, 18–20, 24, 35 = 93, less 5 chips. */
static void
nothanks_fit (ArbSession *session)
{
  assert_int_equal (total (session, "Cleo"), 88);
  assert_int_equal (total (session, "Ben"), 48);
  assert_int_equal (total (session, "Ann"), 69);
  assert_true (arb_game_is_finished (arb_session_get_game (session)));
}

/* The 23 at entry 63 (taken by Cleo) and the 29 at entry 76 (taken by
 * Ben): Cleo 16 18 20 23–24 35 = 112 − 5; Ben 4 6 10–11 22 25–27 29 =
 * 96 − 19; Ann unchanged, and now the lowest. */
static void
nothanks_fixed (ArbSession *session)
{
  assert_int_equal (total (session, "Cleo"), 107);
  assert_int_equal (total (session, "Ben"), 77);
  assert_int_equal (total (session, "Ann"), 69);
  assert_verdict (session, "Ann wins with 69");
}

/* Split and Vote, round 3: Jane takes the blue 5 and David the white
 * 2.  Jane loses the 2 (2 points) and ties Max on 5 (+5); David loses
 * his tie on 5 (−5) and alone holds a 2 (+2). */
static void
splitvote_fit (ArbSession *session)
{
  assert_int_equal (total (session, "Jane"), 15);
  assert_int_equal (total (session, "David"), 12);
  assert_int_equal (total (session, "Max"), 24);
  assert_int_equal (total (session, "Kate"), 12);
}

/* Round 4: Jane took the three jokers (put on her 3) and Max the 777:
 * Jane's 3 (4 cards) beats Max's (−3 for Max), Max's 6 falls to 3
 * cards and ties Kate (+6 for Kate), Max's 7s are outnumbered by
 * Jane's. */
static void
splitvote_fixed (ArbSession *session)
{
  assert_int_equal (total (session, "Max"), 21);
  assert_int_equal (total (session, "Kate"), 18);
  assert_int_equal (total (session, "David"), 15);
  assert_int_equal (total (session, "Jane"), 12);
}

/* Tile Rummy: the display was refilled with the r14, not the r13; the
 * hands, so the score, are as they were. */
static void
tilerummy_fit (ArbSession *session)
{
  g_autoptr(ArbGame) at = NULL;
  g_autofree char *text = NULL;
  g_autoptr(GPtrArray) events = g_ptr_array_new ();
  ArbGame *game = arb_session_get_game (session);

  for (guint i = 0; i < 13; i++)
    g_ptr_array_add (events, (gpointer) arb_game_get_event (game, i));
  at = arb_game_new_replayed (arb_game_get_setup (game), events, NULL, NULL);
  text = arb_game_state_text (at);
  assert_non_null (strstr (text, "display r3 b8 y11 g2 g13 r14\n"));
  assert_int_equal (total (session, "Ben"), 71);
  assert_int_equal (total (session, "Cleo"), 80);
}

/* Ben drew instead of taking the pass-two: Cleo's hand cannot hold a
 * third one; her tenth tile was the r5: 60 + 5. */
static void
tilerummy_fixed (ArbSession *session)
{
  assert_int_equal (total (session, "Cleo"), 65);
  assert_int_equal (total (session, "Ben"), 71);
  assert_verdict (session, "Ann wins");
}

/* Eighty: the 42 has a sun, not a moon: Ann's sets are sun ×4 (9) and
 * moon ×2 (2) instead of 5 and 5. */
static void
eighty_fit (ArbSession *session)
{
  assert_int_equal (total (session, "Ann"), 37);
  assert_int_equal (total (session, "Ben"), 25);
  assert_int_equal (total (session, "Cleo"), 18);
}

/* Vote Stuffing: Cleo's power card was the 10♥ (+1), not the 3♥ (+3):
 * Ben's last call is still right, with roundees 9 to 8. */
static void
votestuffing_fit (ArbSession *session)
{
  assert_verdict (session, "Ben wins: the 3♣ is the right call, roundees 9 (left 3, right 5, 10♥ +1)");
}

static const Correction corrections[] = {
  { "nothanks-full-3p", 62, "card 19", nothanks_fit,
    62, "card 23", 75, "NT-2", "Ben: card 29", nothanks_fixed },
  { "splitvote-full-4p", 17, "votes Jane=blue David=white", splitvote_fit,
    23, "votes Jane=black David=white Max=blue Kate=white", 26, "SV-10", "Jane: joker 3 3 3", splitvote_fixed },
  { "tilerummy-full-3p", 12, "Cleo: take y6 r14", tilerummy_fit,
    2, "Ben: draw", 18, "TR-1", "Cleo: hand r2 r4 r4 r5 b1 b7 y13 y14 g1 g14", tilerummy_fixed },
  { "eighty-full-3p", 39, "white 42 double-up symbol sun", eighty_fit,
    116, "Ben: play +15 Ann", 120, "EI-5", NULL, NULL },
  /* the 3♦ makes Ben's first call (entry 25) right: the game ends
   * with its reveal */
  { "votestuffing-doc-3p", 5, "Cleo: 10h power", votestuffing_fit,
    5, "Cleo: 3d power", 26, "VS-5", NULL, NULL },
};

/* The lines of the game's parts as they are now. */
static char *
parts_of (ArbSession *session)
{
  ArbStore *store = arb_session_get_store (session);
  gint64 id = arb_session_get_id (session);
  g_autofree char *record = arb_store_export_record (store, id, NULL);
  g_auto(GStrv) redo = arb_store_game_lines (store, id, ARB_REVISION_REDO, NULL);
  g_auto(GStrv) pending = arb_store_game_lines (store, id, ARB_REVISION_PENDING, NULL);
  g_autofree char *r = g_strjoinv ("\n", redo);
  g_autofree char *p = g_strjoinv ("\n", pending);

  return g_strdup_printf ("%s--- redo\n%s\n--- pending\n%s\n", record, r, p);
}

static void
assert_round_back (ArbSession *session,
                   guint       index)
{
  ArbGame *game = arb_session_get_game (session);
  guint now = arb_game_entry_round (game, arb_game_get_n_events (game));

  if (arb_game_entry_round (game, index) + 3 > now)
    fail_msg ("entry %u is in round %u, not three rounds before %u", index + 1,
              arb_game_entry_round (game, index), now);
}

static void
assert_refusal (ArbSession *session,
                const char *rule)
{
  const GError *refusal = arb_session_get_pending_refusal (session);

  if (refusal == NULL)
    fail_msg ("the first waiting entry fits");
  assert_true (g_error_matches (refusal, ARB_ERROR, ARB_ERROR_REFUSED));
  assert_rule (refusal, rule);
}

static void
run_correction (Fixture          *f,
                const Correction *c)
{
  g_autoptr(ArbStore) store = arb_store_open (f->path, NULL);
  g_autoptr(ArbSession) session = session_from_record (store, c->record);
  g_autoptr(ArbRecord) record = load_record (c->record);
  g_autofree char *before = parts_of (session);
  ArbGame *game = arb_session_get_game (session);
  g_autofree char *first_waiting = arb_record_format_event (record->setup, arb_game_get_event (game, c->first_pending));
  g_autofree char *fit_old = arb_record_format_event (record->setup, arb_game_get_event (game, c->fit_index));
  g_autofree char *unfit_before = NULL;
  g_autofree char *after = NULL;
  g_autoptr(GPtrArray) revisions = NULL;
  g_auto(GStrv) kept = NULL;
  gint64 id = arb_session_get_id (session);
  gint64 unfit_revision;

  /* the correction that fits: the later entries follow it */
  assert_round_back (session, c->fit_index);
  assert_true (arb_session_replace (session, c->fit_index, c->fit_line, NULL));
  assert_int_equal (arb_session_get_n_pending (session), 0);
  assert_int_equal (arb_game_get_n_events (arb_session_get_game (session)), record->events->len);
  assert_null (arb_session_get_pending_refusal (session));
  assert_derived_agrees (store, id);
  c->check_fit (session);
  revisions = arb_session_list_revisions (session, NULL);
  assert_int_equal (revisions->len, 1);
  assert_int_equal (((ArbRevision *) g_ptr_array_index (revisions, 0))->kind, ARB_REVISION_REPLACE);
  assert_int_equal (((ArbRevision *) g_ptr_array_index (revisions, 0))->entry, (int) c->fit_index);
  assert_int_equal (((ArbRevision *) g_ptr_array_index (revisions, 0))->n_log, record->events->len);
  /* the revision keeps the log as it was */
  kept = arb_store_revision_lines (store, ((ArbRevision *) g_ptr_array_index (revisions, 0))->id,
                                   ARB_REVISION_LOG, NULL);
  assert_string_equal (kept[c->fit_index], fit_old);
  g_clear_pointer (&revisions, g_ptr_array_unref);

  /* undone: the old log, exactly */
  assert_true (arb_session_can_undo_correction (session));
  assert_true (arb_session_undo_correction (session, NULL));
  after = parts_of (session);
  assert_string_equal (after, before);
  assert_derived_agrees (store, id);
  g_clear_pointer (&after, g_free);

  /* the correction after which a later entry no longer fits: kept, and
   * that entry and the ones after it wait */
  unfit_before = parts_of (session);
  assert_true (arb_session_replace (session, c->unfit_index, c->unfit_line, NULL));
  game = arb_session_get_game (session);
  assert_int_equal (arb_game_get_n_events (game), c->first_pending);
  assert_int_equal (arb_session_get_n_pending (session), record->events->len - c->first_pending);
  assert_string_equal (arb_session_get_pending (session, 0), first_waiting);
  assert_refusal (session, c->rule);
  assert_derived_agrees (store, id);
  revisions = arb_session_list_revisions (session, NULL);
  assert_int_equal (revisions->len, 3);
  unfit_revision = ((ArbRevision *) g_ptr_array_index (revisions, 0))->id;

  /* the same after a restart */
  g_clear_pointer (&session, arb_session_free);
  session = arb_session_load (store, id, NULL);
  assert_int_equal (arb_session_get_n_pending (session), record->events->len - c->first_pending);
  assert_refusal (session, c->rule);

  if (c->fix_line != NULL)
    {
      /* the first waiting entry corrected: the rest fit again */
      assert_true (arb_session_replace (session, c->first_pending, c->fix_line, NULL));
      assert_int_equal (arb_session_get_n_pending (session), 0);
      assert_int_equal (arb_game_get_n_events (arb_session_get_game (session)), record->events->len);
      assert_derived_agrees (store, id);
      c->check_fixed (session);
      /* undoing that fix makes them wait again */
      assert_true (arb_session_undo_correction (session, NULL));
      assert_int_equal (arb_game_get_n_events (arb_session_get_game (session)), c->first_pending);
      assert_refusal (session, c->rule);
      assert_derived_agrees (store, id);
    }
  /* back to before the correction: exactly the old log */
  assert_true (arb_session_restore_revision (session, unfit_revision, NULL));
  after = parts_of (session);
  assert_string_equal (after, unfit_before);
  assert_string_equal (after, before);
  assert_int_equal (arb_session_get_n_pending (session), 0);
  assert_derived_agrees (store, id);
}

static void
test_correct_nothanks (void **state)
{
  run_correction (*state, &corrections[0]);
}

static void
test_correct_splitvote (void **state)
{
  run_correction (*state, &corrections[1]);
}

static void
test_correct_tilerummy (void **state)
{
  run_correction (*state, &corrections[2]);
}

static void
test_correct_eighty (void **state)
{
  run_correction (*state, &corrections[3]);
}

static void
test_correct_votestuffing (void **state)
{
  run_correction (*state, &corrections[4]);
}

/* A replacement the rules refuse where it goes changes nothing. */
static void
test_correction_refused (void **state)
{
  Fixture *f = *state;
  g_autoptr(ArbStore) store = arb_store_open (f->path, NULL);
  g_autoptr(ArbSession) session = session_from_record (store, "tilerummy-full-3p");
  g_autofree char *before = parts_of (session);
  g_autofree char *after = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) revisions = NULL;

  assert_false (arb_session_replace (session, 14, "Ben: pass", &error));
  assert_rule (error, "TR-9");
  g_clear_error (&error);
  assert_false (arb_session_replace (session, 14, "Ben: fly", &error));
  assert_true (g_error_matches (error, ARB_ERROR, ARB_ERROR_PARSE));
  g_clear_error (&error);
  assert_false (arb_session_delete (session, 19, &error));
  assert_true (g_error_matches (error, ARB_ERROR, ARB_ERROR_NOTHING));
  after = parts_of (session);
  assert_string_equal (after, before);
  revisions = arb_session_list_revisions (session, NULL);
  assert_int_equal (revisions->len, 0);
  assert_false (arb_session_can_undo_correction (session));
  /* the same entry again changes nothing and keeps no revision */
  assert_true (arb_session_replace (session, 14, "Ben: draw", NULL));
  g_clear_pointer (&revisions, g_ptr_array_unref);
  revisions = arb_session_list_revisions (session, NULL);
  assert_int_equal (revisions->len, 0);
}

/* A missing entry: the one deleted is entered again after the log, and
 * the waiting entries are taken back; dropping one lets the rest try. */
static void
test_delete_then_resume (void **state)
{
  Fixture *f = *state;
  g_autoptr(ArbStore) store = arb_store_open (f->path, NULL);
  g_autoptr(ArbSession) session = session_from_record (store, "nothanks-full-3p");
  g_autofree char *before = parts_of (session);
  g_autofree char *after = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) revisions = NULL;
  gint64 id = arb_session_get_id (session);

  /* "Cleo: card 16" (entry 5) deleted: Cleo's take (entry 6) has no card */
  assert_true (arb_session_delete (session, 4, NULL));
  assert_int_equal (arb_game_get_n_events (arb_session_get_game (session)), 4);
  assert_int_equal (arb_session_get_n_pending (session), 75);
  assert_string_equal (arb_session_get_pending (session, 0), "Cleo: take");
  assert_refusal (session, "NT-5");
  assert_derived_agrees (store, id);
  /* nothing fits yet */
  assert_true (arb_session_resume_pending (session, NULL));
  assert_int_equal (arb_session_get_n_pending (session), 75);
  /* entered again, before the waiting entries: they all fit */
  assert_true (arb_session_append_line (session, "card 16", NULL));
  assert_null (arb_session_get_pending_refusal (session));
  assert_true (arb_session_resume_pending (session, NULL));
  assert_int_equal (arb_session_get_n_pending (session), 0);
  after = parts_of (session);
  assert_string_equal (after, before);
  assert_derived_agrees (store, id);
  assert_false (arb_session_resume_pending (session, &error));
  assert_true (g_error_matches (error, ARB_ERROR, ARB_ERROR_NOTHING));
  g_clear_error (&error);

  /* a pass deleted: the turn order shifts, so the next pass is someone
   * else's; dropping waiting entries one by one until one fits */
  assert_true (arb_session_delete (session, 7, NULL));  /* "Cleo: pass" on the 26 */
  assert_true (arb_session_get_n_pending (session) > 0);
  assert_refusal (session, "NT-4");
  assert_true (arb_session_drop_pending (session, NULL));
  assert_derived_agrees (store, id);
  revisions = arb_session_list_revisions (session, NULL);
  assert_int_equal (revisions->len, 3);
  assert_string_equal (((ArbRevision *) g_ptr_array_index (revisions, 2))->summary,
                       "entry 5 deleted: “Cleo: card 16”");
}

/* A correction clears the redo stack, and undoing it brings it back. */
static void
test_correction_and_redo (void **state)
{
  Fixture *f = *state;
  g_autoptr(ArbStore) store = arb_store_open (f->path, NULL);
  g_autoptr(ArbSession) session = session_from_record (store, "nothanks-full-3p");
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;

  assert_true (arb_session_undo (session, NULL));
  assert_true (arb_session_undo (session, NULL));
  before = parts_of (session);
  assert_true (arb_session_replace (session, 1, "card 9", NULL));
  assert_false (arb_game_can_redo (arb_session_get_game (session)));
  assert_true (arb_session_undo_correction (session, NULL));
  after = parts_of (session);
  assert_string_equal (after, before);
  assert_true (arb_game_can_redo (arb_session_get_game (session)));
  assert_true (arb_session_redo (session, NULL));
  assert_true (arb_session_redo (session, NULL));
  assert_true (arb_game_is_finished (arb_session_get_game (session)));
  assert_derived_agrees (store, arb_session_get_id (session));
}

/* ---- history and stats ---- */

/* A score-only game of No Thanks! from its hands, in seat order. */
static gint64
nothanks_hands (ArbStore          *store,
                const char *const *players,
                const char *const *hands)
{
  g_autoptr(ArbSetup) setup = arb_setup_new (arb_games_lookup ("nothanks"), players);
  g_autoptr(ArbSession) session = NULL;
  g_autoptr(GError) error = NULL;

  setup->score_only = TRUE;
  session = arb_session_new (store, setup, &error);
  if (session == NULL)
    fail_msg ("%s", error->message);
  for (guint i = 0; hands[i] != NULL; i++)
    if (!arb_session_append_line (session, hands[i], &error))
      fail_msg ("%s: %s", hands[i], error->message);
  return arb_session_get_id (session);
}

typedef struct {
  gint64 g1, g2, g3, g4, sv;
} Games;

/*
 * G1 Ann 13 (3–10 = 3, 30, −20 chips) wins; Ben 27 (11 + 24 − 8);
 *    Cleo 49 (19 + 35 − 5).
 * G2 "ann" 49; Ben 20 (3 + 30 − 13) and Cleo 20 (11 + 24 − 15) share.
 * G3 Ben 20 (11 + 24 − 15) wins; Ann 23 (3 + 30 − 10); Dana 46 (19 + 35 − 8).
 * G4 unfinished.  SV: Split and Vote, Max 24, David 15, Jane 12, Kate 12.
 */
static Games
history_games (ArbStore *store)
{
  Games g;

  g.g1 = nothanks_hands (store, (const char *const[]) { "Ann", "Ben", "Cleo", NULL },
                         (const char *const[]) { "Ann: cards 3-10 30 chips 20", "Ben: cards 11-18 24 chips 8",
                                                 "Cleo: cards 19-23 35 chips 5", NULL });
  g.g2 = nothanks_hands (store, (const char *const[]) { "ann", "Ben", "Cleo", NULL },
                         (const char *const[]) { "ann: cards 19-23 35 chips 5", "Ben: cards 3-10 30 chips 13",
                                                 "Cleo: cards 11-18 24 chips 15", NULL });
  g.g3 = nothanks_hands (store, (const char *const[]) { "Ben", "Ann", "Dana", NULL },
                         (const char *const[]) { "Ben: cards 11-18 24 chips 15", "Ann: cards 3-10 30 chips 10",
                                                 "Dana: cards 19-23 35 chips 8", NULL });
  g.g4 = nothanks_hands (store, (const char *const[]) { "Ann", "Ben", "Cleo", NULL },
                         (const char *const[]) { "Ann: cards 3-10 30 chips 20", NULL });
  {
    g_autoptr(ArbSession) sv = session_from_record (store, "splitvote-full-4p");

    g.sv = arb_session_get_id (sv);
  }
  return g;
}

static ArbStoredGame *
find_game (GPtrArray *games,
           gint64     id)
{
  for (guint i = 0; i < games->len; i++)
    if (((ArbStoredGame *) g_ptr_array_index (games, i))->id == id)
      return g_ptr_array_index (games, i);
  return NULL;
}

/* The ids listed, as "3 2 1". */
static char *
ids_of (GPtrArray *games)
{
  GString *out = g_string_new (NULL);

  for (guint i = 0; i < games->len; i++)
    g_string_append_printf (out, "%s%" G_GINT64_FORMAT, i ? " " : "",
                            ((ArbStoredGame *) g_ptr_array_index (games, i))->id);
  return g_string_free (out, FALSE);
}

static void
assert_history (ArbStore   *store,
                const char *game_id,
                const char *player,
                gboolean    deleted,
                const char *expected)
{
  ArbHistoryFilter filter = { game_id, player, deleted };
  g_autoptr(GPtrArray) games = arb_store_list_history (store, &filter, NULL);
  g_autofree char *ids = NULL;

  assert_non_null (games);
  ids = ids_of (games);
  if (!g_str_equal (ids, expected))
    fail_msg ("history of %s / %s: %s, expected %s", game_id, player, ids, expected);
}

/* The stats as "name games wins average best; ..." for one game id. */
static char *
stats_text (ArbStore   *store,
            const char *game_id)
{
  g_autoptr(GPtrArray) rows = arb_store_player_stats (store, game_id, NULL);
  GString *out = g_string_new (NULL);

  assert_non_null (rows);
  for (guint i = 0; i < rows->len; i++)
    {
      ArbPlayerStats *s = g_ptr_array_index (rows, i);

      assert_string_equal (s->game_id, game_id);
      assert_true (s->win_rate * s->games > s->wins - 0.001 && s->win_rate * s->games < s->wins + 0.001);
      g_string_append_printf (out, "%s%s %u %u %.2f %d", i ? "; " : "", s->name, s->games, s->wins,
                              s->average, s->best);
    }
  return g_string_free (out, FALSE);
}

static void
assert_stats (ArbStore   *store,
              const char *game_id,
              const char *expected)
{
  g_autofree char *text = stats_text (store, game_id);

  if (!g_str_equal (text, expected))
    fail_msg ("stats of %s:\n  %s\nexpected\n  %s", game_id, text, expected);
}

static void
test_history (void **state)
{
  Fixture *f = *state;
  g_autoptr(ArbStore) store = arb_store_open (f->path, NULL);
  Games g = history_games (store);
  g_autofree char *all = g_strdup_printf ("%" G_GINT64_FORMAT " %" G_GINT64_FORMAT " %" G_GINT64_FORMAT
                                          " %" G_GINT64_FORMAT, g.sv, g.g3, g.g2, g.g1);
  g_autofree char *nothanks = g_strdup_printf ("%" G_GINT64_FORMAT " %" G_GINT64_FORMAT " %" G_GINT64_FORMAT,
                                               g.g3, g.g2, g.g1);
  g_autofree char *dana = g_strdup_printf ("%" G_GINT64_FORMAT, g.g3);
  g_autofree char *max = g_strdup_printf ("%" G_GINT64_FORMAT, g.sv);
  g_autoptr(GPtrArray) games = arb_store_list_history (store, NULL, NULL);
  ArbStoredGame *g2 = find_game (games, g.g2);
  ArbStoredGame *sv = find_game (games, g.sv);

  /* finished games only, the latest first; G4 goes on */
  assert_history (store, NULL, NULL, FALSE, all);
  assert_history (store, "nothanks", NULL, FALSE, nothanks);
  /* the player as the engine compares names: ANN is Ann and ann */
  assert_history (store, NULL, "ANN", FALSE, nothanks);
  assert_history (store, NULL, "Dana", FALSE, dana);
  assert_history (store, NULL, "max", FALSE, max);
  assert_history (store, "splitvote", "Ann", FALSE, "");
  assert_history (store, NULL, "Nobody", FALSE, "");
  /* each seat's total and winner flag */
  assert_non_null (g2);
  assert_string_equal (g2->players[0], "ann");
  assert_int_equal (g2->scores[0], 49);
  assert_int_equal (g2->scores[1], 20);
  assert_int_equal (g2->scores[2], 20);
  assert_false (g2->winners[0]);
  assert_true (g2->winners[1]);
  assert_true (g2->winners[2]);
  assert_true (g2->low_wins);
  assert_true (g2->counted);
  assert_string_equal (g2->summary, "Ben and Cleo share the victory with 20");
  assert_non_null (sv);
  assert_false (sv->low_wins);
  assert_int_equal (sv->scores[2], 24);   /* Max */
  assert_true (sv->winners[2]);
  assert_false (sv->winners[0]);
  assert_non_null (g2->uuid);
  assert_string_not_equal (g2->uuid, sv->uuid);
}

static void
test_stats (void **state)
{
  Fixture *f = *state;
  g_autoptr(ArbStore) store = arb_store_open (f->path, NULL);
  Games g = history_games (store);
  g_autoptr(GPtrArray) every = NULL;
  g_autoptr(GPtrArray) results = NULL;
  g_autoptr(GError) error = NULL;
  static const char *const nothanks_all =
    /* Ben: 27, 20 (shared win), 20 (win); Ann: 13 (win), 49, 23;
     * Cleo: 49, 20 (shared win); Dana: 46.  Low wins: best is lowest. */
    "Ben 3 2 22.33 20; Ann 3 1 28.33 13; Cleo 2 1 34.50 20; Dana 1 0 46.00 46";

  assert_stats (store, "nothanks", nothanks_all);
  /* high wins: best is highest */
  assert_stats (store, "splitvote", "Max 1 1 24.00 24; David 1 0 15.00 15; Jane 1 0 12.00 12; Kate 1 0 12.00 12");
  every = arb_store_player_stats (store, NULL, NULL);
  assert_int_equal (every->len, 8);
  assert_string_equal (((ArbPlayerStats *) g_ptr_array_index (every, 0))->game_id, "nothanks");
  assert_string_equal (((ArbPlayerStats *) g_ptr_array_index (every, 4))->game_id, "splitvote");

  /* G1 played with a rule error: still in the history, marked, not in
   * the stats */
  assert_true (arb_store_set_counted (store, g.g1, FALSE, NULL));
  assert_stats (store, "nothanks", "Ben 2 2 20.00 20; Cleo 1 1 20.00 20; Ann 2 0 36.00 23; Dana 1 0 46.00 46");
  results = arb_store_list_history (store, NULL, NULL);
  assert_int_equal (results->len, 4);
  assert_false (find_game (results, g.g1)->counted);
  assert_true (arb_store_set_counted (store, g.g1, TRUE, NULL));
  assert_stats (store, "nothanks", nothanks_all);

  /* G3 deleted: out of the history, the lists and the stats; restored,
   * all is as before */
  assert_true (arb_store_delete_game (store, g.g3, NULL));
  assert_stats (store, "nothanks", "Ann 2 1 31.00 13; Ben 2 1 23.50 20; Cleo 2 1 34.50 20");
  g_clear_pointer (&results, g_ptr_array_unref);
  results = arb_store_list_games (store, ARB_STORE_ALL, NULL);
  assert_null (find_game (results, g.g3));
  assert_non_null (find_game (results, g.g4));
  {
    g_autofree char *deleted = g_strdup_printf ("%" G_GINT64_FORMAT, g.g3);

    assert_history (store, NULL, NULL, TRUE, deleted);
  }
  assert_true (arb_store_undelete_game (store, g.g3, NULL));
  assert_history (store, NULL, NULL, TRUE, "");
  assert_stats (store, "nothanks", nothanks_all);
  assert_false (arb_store_delete_game (store, 999, &error));
  assert_true (g_error_matches (error, ARB_ERROR, ARB_ERROR_STORE));
}

/* ---- renaming and merging players ---- */

static void
assert_every_game_agrees (ArbStore *store)
{
  ArbHistoryFilter deleted = { NULL, NULL, TRUE };
  g_autoptr(GPtrArray) games = arb_store_list_games (store, ARB_STORE_ALL, NULL);
  g_autoptr(GPtrArray) gone = arb_store_list_history (store, &deleted, NULL);

  for (guint i = 0; i < games->len; i++)
    assert_derived_agrees (store, ((ArbStoredGame *) g_ptr_array_index (games, i))->id);
  for (guint i = 0; i < gone->len; i++)
    assert_derived_agrees (store, ((ArbStoredGame *) g_ptr_array_index (gone, i))->id);
}

static gint
compare_ids (gconstpointer a,
             gconstpointer b)
{
  gint64 x = *(const gint64 *) a, y = *(const gint64 *) b;

  return x < y ? -1 : x > y;
}

/* Every record of the store (waiting entries and redo stack included),
 * in the order they were made, to compare. */
static char *
all_records (ArbStore *store)
{
  g_autoptr(GPtrArray) games = arb_store_list_games (store, ARB_STORE_ALL, NULL);
  g_autoptr(GArray) ids = g_array_new (FALSE, FALSE, sizeof (gint64));
  GString *out = g_string_new (NULL);

  for (guint i = 0; i < games->len; i++)
    g_array_append_val (ids, ((ArbStoredGame *) g_ptr_array_index (games, i))->id);
  g_array_sort (ids, compare_ids);
  for (guint i = 0; i < ids->len; i++)
    {
      gint64 id = g_array_index (ids, gint64, i);
      g_autofree char *record = arb_store_export_record (store, id, NULL);
      g_auto(GStrv) pending = arb_store_pending_lines (store, id, NULL);
      g_auto(GStrv) redo = arb_store_game_lines (store, id, ARB_REVISION_REDO, NULL);
      g_autofree char *p = g_strjoinv ("\n", pending);
      g_autofree char *r = g_strjoinv ("\n", redo);

      g_string_append_printf (out, "%s-- redo\n%s\n-- pending\n%s\n", record, r, p);
    }
  return g_string_free (out, FALSE);
}

static void
test_rename (void **state)
{
  Fixture *f = *state;
  g_autoptr(ArbStore) store = arb_store_open (f->path, NULL);
  Games g = history_games (store);
  g_autoptr(ArbSession) nt = session_from_record (store, "nothanks-full-3p");
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  g_autofree char *record = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) renames = NULL;
  g_autoptr(GPtrArray) revisions = NULL;
  gint64 nt_id = arb_session_get_id (nt);
  gint64 revision;

  /* a corrected game: its revision names the players too */
  assert_true (arb_session_replace (nt, 62, "card 19", NULL));
  revisions = arb_session_list_revisions (nt, NULL);
  revision = ((ArbRevision *) g_ptr_array_index (revisions, 0))->id;
  g_clear_pointer (&nt, arb_session_free);
  before = all_records (store);

  /* Ben acts ("Ben: pass") and is named ("start Ben random"), in every
   * game, the revision's lines included */
  assert_true (arb_store_rename_player (store, "ben", "Benjamin", NULL));
  assert_every_game_agrees (store);
  /* Benjamin: 27, 20 (w), 20 (w), 48 (w); Ann: 13 (w), 49, 23, 69;
   * Cleo: 49, 20 (w), 88 */
  assert_stats (store, "nothanks", "Benjamin 4 3 28.75 20; Ann 4 1 38.50 13; Cleo 3 1 52.33 20; Dana 1 0 46.00 46");
  nt = arb_session_load (store, nt_id, NULL);
  record = arb_store_export_record (store, nt_id, NULL);
  assert_non_null (strstr (record, "players Ann, Benjamin, Cleo\n"));
  assert_non_null (strstr (record, "\nstart Benjamin random\n"));
  assert_non_null (strstr (record, "\nBenjamin: pass\n"));
  assert_null (strstr (record, "Ben:"));
  /* the revision put back replays under the new name */
  assert_true (arb_session_restore_revision (nt, revision, NULL));
  assert_int_equal (arb_session_get_n_pending (nt), 0);
  assert_int_equal (total (nt, "Benjamin"), 48);
  assert_int_equal (total (nt, "Cleo"), 137);
  assert_true (arb_session_undo_correction (nt, NULL));
  g_clear_pointer (&nt, arb_session_free);

  /* Split and Vote names players inside the votes: "Jane=blue" */
  assert_true (arb_store_rename_player (store, "Jane", "Janet", NULL));
  g_clear_pointer (&record, g_free);
  record = arb_store_export_record (store, g.sv, NULL);
  assert_non_null (strstr (record, "votes Janet=blue David=black Max=white Kate=black\n"));
  assert_derived_agrees (store, g.sv);

  /* refused: a name that is someone else's, nobody, the same, a bad one */
  assert_false (arb_store_rename_player (store, "Ann", "Cleo", &error));
  assert_non_null (strstr (error->message, "merge “Ann” into “Cleo”"));
  g_clear_error (&error);
  assert_false (arb_store_rename_player (store, "Zed", "Zoe", &error));
  assert_non_null (strstr (error->message, "nobody is called “Zed”"));
  g_clear_error (&error);
  assert_false (arb_store_rename_player (store, "Benjamin", "Benjamin", &error));
  assert_true (g_error_matches (error, ARB_ERROR, ARB_ERROR_NOTHING));
  g_clear_error (&error);
  assert_false (arb_store_rename_player (store, "Dana", "Da:na", &error));
  assert_non_null (strstr (error->message, "game "));
  assert_non_null (strstr (error->message, "a name may not hold"));
  g_clear_error (&error);

  /* undone, the latest first: exactly the games as they were */
  assert_true (arb_store_undo_rename (store, NULL));
  assert_true (arb_store_undo_rename (store, NULL));
  after = all_records (store);
  assert_string_equal (after, before);
  assert_every_game_agrees (store);
  assert_false (arb_store_undo_rename (store, &error));
  assert_true (g_error_matches (error, ARB_ERROR, ARB_ERROR_NOTHING));
  renames = arb_store_list_renames (store, NULL);
  assert_int_equal (renames->len, 2);
  assert_string_equal (((ArbRename *) g_ptr_array_index (renames, 1))->new_name, "Benjamin");
  assert_int_equal (((ArbRename *) g_ptr_array_index (renames, 1))->n_seats, 5);
  assert_true (((ArbRename *) g_ptr_array_index (renames, 1))->undone != 0);
}

/* Another spelling of one's own name, in every game. */
static void
test_rename_spelling (void **state)
{
  Fixture *f = *state;
  g_autoptr(ArbStore) store = arb_store_open (f->path, NULL);
  Games g = history_games (store);
  g_autoptr(ArbStoredGame) g2 = NULL;

  assert_true (arb_store_rename_player (store, "ANN", "Ann", NULL));
  g2 = arb_store_get_game (store, g.g2, NULL);
  assert_string_equal (g2->players[0], "Ann");
  assert_string_equal (g2->summary, "Ben and Cleo share the victory with 20");
  assert_stats (store, "nothanks", "Ben 3 2 22.33 20; Ann 3 1 28.33 13; Cleo 2 1 34.50 20; Dana 1 0 46.00 46");
}

static void
test_merge (void **state)
{
  Fixture *f = *state;
  g_autoptr(ArbStore) store = arb_store_open (f->path, NULL);
  Games g = history_games (store);
  g_autofree char *before = all_records (store);
  g_autofree char *after = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(ArbStoredGame) g3 = NULL;

  /* Dana and Cleo are one person: Cleo's spelling, Cleo's stats */
  assert_true (arb_store_merge_players (store, "dana", "CLEO", NULL));
  g3 = arb_store_get_game (store, g.g3, NULL);
  assert_string_equal (g3->players[2], "Cleo");
  assert_every_game_agrees (store);
  assert_stats (store, "nothanks", "Ben 3 2 22.33 20; Ann 3 1 28.33 13; Cleo 3 1 38.33 20");
  /* refused: two people at one table, one name already, nobody */
  assert_false (arb_store_merge_players (store, "Ben", "Cleo", &error));
  assert_non_null (strstr (error->message, "seats both Ben and Cleo"));
  {
    g_autofree char *game = g_strdup_printf ("game %" G_GINT64_FORMAT " (No Thanks!, ", g.g1);

    assert_non_null (strstr (error->message, game));
  }
  g_clear_error (&error);
  assert_false (arb_store_merge_players (store, "ann", "Ann", &error));
  assert_non_null (strstr (error->message, "already one name"));
  g_clear_error (&error);
  assert_false (arb_store_merge_players (store, "Zed", "Ann", &error));
  g_clear_error (&error);
  /* undone: Dana is back, her game as it was */
  assert_true (arb_store_undo_rename (store, NULL));
  after = all_records (store);
  assert_string_equal (after, before);
  assert_stats (store, "nothanks", "Ben 3 2 22.33 20; Ann 3 1 28.33 13; Cleo 2 1 34.50 20; Dana 1 0 46.00 46");
}

int
main (void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test_setup_teardown (test_correct_nothanks, setup_dir, teardown_dir),
    cmocka_unit_test_setup_teardown (test_correct_splitvote, setup_dir, teardown_dir),
    cmocka_unit_test_setup_teardown (test_correct_tilerummy, setup_dir, teardown_dir),
    cmocka_unit_test_setup_teardown (test_correct_eighty, setup_dir, teardown_dir),
    cmocka_unit_test_setup_teardown (test_correct_votestuffing, setup_dir, teardown_dir),
    cmocka_unit_test_setup_teardown (test_correction_refused, setup_dir, teardown_dir),
    cmocka_unit_test_setup_teardown (test_delete_then_resume, setup_dir, teardown_dir),
    cmocka_unit_test_setup_teardown (test_correction_and_redo, setup_dir, teardown_dir),
    cmocka_unit_test_setup_teardown (test_history, setup_dir, teardown_dir),
    cmocka_unit_test_setup_teardown (test_stats, setup_dir, teardown_dir),
    cmocka_unit_test_setup_teardown (test_rename, setup_dir, teardown_dir),
    cmocka_unit_test_setup_teardown (test_rename_spelling, setup_dir, teardown_dir),
    cmocka_unit_test_setup_teardown (test_merge, setup_dir, teardown_dir),
  };

  return cmocka_run_group_tests (tests, NULL, NULL);
}
