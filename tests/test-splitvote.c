/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Split and Vote rules SV-1 .. SV-12. */
#include "test-common.h"

#include "games/splitvote.h"

#define HEADER2 "arbiter 1\ngame splitvote\nplayers Ann, Ben\n"
#define HEADER3 "arbiter 1\ngame splitvote\nplayers Ann, Ben, Cleo\n"
#define HEADER4 "arbiter 1\ngame splitvote\nplayers Jane, David, Max, Kate\n"
#define SCORING "mode score-only\n"

/* The rulebook's round: Kate deals 9, splits 3 | 2 | 4, David and Kate
 * both want the black part. */
#define RULEBOOK_VOTES "row 4 5 6 7 9 J 8 2 10\nsplit 3 2 4\n" \
                       "votes Max=white Jane=blue David=black Kate=black\n"

enum { JANE, DAVID, MAX, KATE };
enum { ANN, BEN, CLEO };

#define SEAT(s) (1u << (s))
#define OUT ARB_SPLITVOTE_OUT

static void
get_view (ArbGame          *game,
          ArbSplitvoteView *view)
{
  arb_splitvote_get_view (arb_game_get_setup (game), arb_game_get_state (game), view);
}

/* Owners of the row's cards: J D M K for the seats, '-' discarded. */
static void
assert_owners (ArbGame    *game,
               const char *expected)
{
  static const char seat_chars[] = "JDMK";
  ArbSplitvoteView view;
  char got[ARB_SPLITVOTE_MAX_ROW + 1] = { 0 };

  get_view (game, &view);
  for (guint i = 0; i < view.row_len; i++)
    got[i] = view.owner[i] == OUT ? '-'
             : view.owner[i] == ARB_SPLITVOTE_IN_PLAY ? '?' : seat_chars[view.owner[i]];
  assert_string_equal (got, expected);
}

static const ArbScoreLine *
find_line (ArbScore   *score,
           guint       seat,
           const char *prefix)
{
  ArbPlayerScore *p = arb_score_get_player (score, seat);

  for (guint i = 0; i < p->breakdown->len; i++)
    {
      const ArbScoreLine *line = g_ptr_array_index (p->breakdown, i);

      if (g_str_has_prefix (line->label, prefix))
        return line;
    }
  fail_msg ("no breakdown line “%s…” for seat %u", prefix, seat);
  return NULL;
}

/* ---- the rulebook's example (SV-3, SV-6, SV-9) ---- */

static void
test_rulebook_example (void **state)
{
  g_autoptr(ArbGame) game = game_from_text (HEADER4 "start Kate\n" RULEBOOK_VOTES);
  ArbSplitvoteView view;

  get_view (game, &view);
  assert_int_equal (view.step, ARB_SPLITVOTE_STEP_SPLIT);
  assert_int_equal (view.player, KATE);
  assert_true (view.sub_split);
  assert_int_equal (view.seg_start, 5);
  assert_int_equal (view.seg_len, 4);
  assert_int_equal (view.voters, SEAT (DAVID) | SEAT (KATE));
  assert_owners (game, "MMMJJ????");
  assert_contains (last_description (game), "white (4 5 6) → Max");
  assert_contains (last_description (game), "blue (7 9) → Jane");
  assert_contains (last_description (game), "black (J 8 2 10) contested by David and Kate: Kate splits it");

  enter_ok (game, "split 2 1 1");
  enter_ok (game, "Kate: vote white");
  enter_ok (game, "David: vote black");
  assert_owners (game, "MMMJJKK-D");
  get_view (game, &view);
  assert_int_equal (view.step, ARB_SPLITVOTE_STEP_DEAL);
  assert_int_equal (view.active, JANE);
  assert_int_equal (view.round, 2);
  assert_int_equal (view.count[MAX][4] + view.count[MAX][5] + view.count[MAX][6], 3);
  assert_int_equal (view.count[JANE][7] + view.count[JANE][9], 2);
  assert_int_equal (view.count[DAVID][10], 1);
  assert_int_equal (view.count[KATE][8], 2);          /* the 8 and its joker */
  assert_int_equal (view.jokers_attached[KATE][8], 1);
  assert_int_equal (view.count[KATE][2], 0);           /* the 2 is discarded */
  assert_int_equal (view.jokers_waiting[KATE], 0);
  assert_contains (last_description (game), "white (J 8) → Kate");
  assert_contains (last_description (game), "blue (2): no vote, discarded");
  assert_contains (last_description (game), "black (10) → David");
}

/* Kate already holds threes: she chooses where the joker goes. */
static void
test_rulebook_joker_choice (void **state)
{
  g_autoptr(ArbGame) game = game_from_text (HEADER4 "start Max\n"
                                            "row 3 3 3 5 5 5 6 6 6\nsplit 3 3 3\n"
                                            "votes Kate=white Jane=blue David=black Max=black\n"
                                            "split 1 1 1\nvotes David=white Max=blue\n"
                                            RULEBOOK_VOTES "split 2 1 1\nvotes Kate=white David=black\n");
  g_autoptr(ArbPrompt) prompt = arb_game_prompt (game);
  ArbSplitvoteView view;

  assert_int_equal (prompt->player, KATE);
  assert_string_equal (prompt->verb, "joker");
  assert_int_equal (prompt->choices->len, 2);
  assert_string_equal (((ArbChoice *) g_ptr_array_index (prompt->choices, 0))->label, "3");
  assert_string_equal (((ArbChoice *) g_ptr_array_index (prompt->choices, 1))->label, "8");
  enter_refused (game, "Kate: joker 2", "SV-9");
  enter_refused (game, "Kate: joker 8 3", "SV-9");
  enter_refused (game, "Jane: joker 7", "SV-10");
  enter_refused (game, "row 1 2 3 4 5 6 7 8 9", "SV-10");
  enter_ok (game, "Kate: joker 8");
  get_view (game, &view);
  assert_int_equal (view.count[KATE][3], 3);
  assert_int_equal (view.count[KATE][8], 2);
  assert_int_equal (view.jokers_attached[KATE][8], 1);
  assert_int_equal (view.step, ARB_SPLITVOTE_STEP_DEAL);
  assert_int_equal (view.active, JANE);
}

/* ---- distribution (SV-6, SV-7, SV-8) ---- */

typedef struct {
  const char *what;
  const char *lines;      /* after "row 1 2 3 4 5 6 7 8 9" */
  const char *owners;     /* J D M K per card, '-' discarded */
} DistributionCase;

static const DistributionCase distribution_cases[] = {
  { "a contested single card is discarded",
    "split 1 4 4\nvotes Jane=white David=white Max=blue Kate=black",
    "-MMMMKKKK" },
  { "a contested pair splits 1 | 1 and collides again",
    "split 3 2 4\nvotes Jane=blue David=blue Max=white Kate=black\nvotes Jane=white David=white",
    "MMM--KKKK" },
  { "four players on one pair: both single cards collide",
    "split 3 2 4\nvotes Jane=blue David=blue Max=blue Kate=blue\n"
    "votes Jane=white David=white Max=blue Kate=blue",
    "---------" },
  { "three contenders, the active player splits for them",
    "split 4 3 2\nvotes Jane=white David=white Max=white Kate=blue\n"
    "split 1 2 1\nvotes Jane=white David=blue Max=black",
    "JDDMKKK--" },
  { "three contenders collide again on a pair",
    "split 4 3 2\nvotes Jane=white David=white Max=white Kate=blue\n"
    "split 1 2 1\nvotes Jane=blue David=blue Max=blue\nvotes Jane=white David=white Max=blue",
    "--M-KKK--" },
  { "two contests in one vote, white first (SV-7)",
    "split 2 2 5\nvotes Jane=white David=white Max=black Kate=black\n"
    "votes Jane=white David=blue\nsplit 1 2 2\nvotes Max=blue Kate=black",
    "JD---MMKK" },
  { "a contest inside a contest",
    "split 1 4 4\nvotes Jane=white David=blue Max=blue Kate=black\n"
    "split 2 1 1\nvotes David=white Max=white\nvotes David=blue Max=white",
    "JMD--KKKK" },
};

static void
test_distribution (void **state)
{
  for (guint i = 0; i < G_N_ELEMENTS (distribution_cases); i++)
    {
      const DistributionCase *c = &distribution_cases[i];
      g_autoptr(ArbGame) game = game_from_text (HEADER4 "start Kate\nrow 1 2 3 4 5 6 7 8 9\n");
      ArbSplitvoteView view;

      enter_all (game, c->lines);
      get_view (game, &view);
      if (view.step != ARB_SPLITVOTE_STEP_DEAL || view.active != JANE)
        fail_msg ("%s: the round should be over", c->what);
      assert_owners (game, c->owners);
    }
}

/* SV-7: the white contest is voted on first, with its own contenders. */
static void
test_two_contests_in_order (void **state)
{
  g_autoptr(ArbGame) game = game_from_text (HEADER4 "start Kate\nrow 2 5 5 5 5 6 6 6 J\nsplit 2 2 5\n"
                                            "votes Jane=white David=white Max=black Kate=black\n");
  ArbSplitvoteView view;

  get_view (game, &view);
  assert_int_equal (view.step, ARB_SPLITVOTE_STEP_VOTE);
  assert_int_equal (view.seg_start, 0);
  assert_int_equal (view.seg_len, 2);
  assert_int_equal (view.voters, SEAT (JANE) | SEAT (DAVID));
  assert_int_equal (view.parts[ARB_SPLITVOTE_BLACK].len, 0);   /* a pair: white and blue */
  assert_contains (last_description (game), "waits its turn (SV-7)");
  enter_refused (game, "Max: vote white", "SV-7");
  enter_refused (game, "Kate: vote blue", "SV-7");
  enter_refused (game, "Jane: vote black", "SV-6");
  enter_ok (game, "Jane: vote white");
  get_view (game, &view);
  assert_int_equal (view.vote[JANE], ARB_SPLITVOTE_WHITE);
  assert_int_equal (view.parts[ARB_SPLITVOTE_WHITE].n_votes, 1);
  enter_ok (game, "David: vote blue");
  get_view (game, &view);
  assert_int_equal (view.step, ARB_SPLITVOTE_STEP_SPLIT);
  assert_int_equal (view.player, KATE);
  assert_int_equal (view.seg_start, 4);
  assert_int_equal (view.seg_len, 5);
  assert_int_equal (view.voters, SEAT (MAX) | SEAT (KATE));
  assert_int_equal (view.count[JANE][2], 1);
  assert_int_equal (view.count[DAVID][5], 1);
}

/* SV-5, SV-6, SV-8: who may vote, and for what. */
typedef struct {
  const char *line;
  const char *rule;
} RefusalCase;

static const RefusalCase sub_vote_refusals[] = {
  { "Max: vote white", "SV-5" },     /* received the white part */
  { "Jane: vote black", "SV-5" },    /* received the blue part */
  { "Kate: vote purple", "SV-5" },
  { "Zed: vote white", "SV-1" },
  { "vote white", "parse" },         /* whose vote? */
  { "votes Kate=white Kate=blue", "SV-5" },     /* named twice */
  { "votes Kate=white David=purple", "SV-5" },
  { "votes Kate=white Zed=white", "SV-1" },
  { "votes Kate=white David=white Max=blue", "SV-5" },
  { "Kate: discard white", "SV-4" },
  { "split 1 1 2", "SV-5" },
  { "Kate: joker 8", "SV-9" },         /* Kate has no joker to place */
  { "row 1 2 3 4 5 6 7 8 9", "SV-5" },
};

static void
test_vote_refusals (void **state)
{
  g_autoptr(ArbGame) game = game_from_text (HEADER4 "start Kate\n" RULEBOOK_VOTES "split 2 1 1\n");

  for (guint i = 0; i < G_N_ELEMENTS (sub_vote_refusals); i++)
    enter_refused (game, sub_vote_refusals[i].line, sub_vote_refusals[i].rule);
  enter_ok (game, "Kate: vote white");
  enter_refused (game, "Kate: vote blue", "SV-5");
  enter_refused (game, "votes David=black Kate=white", "SV-5");
  enter_ok (game, "votes David=black");
}

/* The same round entered vote by vote or in one line folds the same. */
static void
test_votes_line_equals_single_votes (void **state)
{
  g_autoptr(ArbGame) one = game_from_text (HEADER4 "start Kate\n" RULEBOOK_VOTES);
  g_autoptr(ArbGame) each = game_from_text (HEADER4 "start Kate\nrow 4 5 6 7 9 J 8 2 10\nsplit 3 2 4\n"
                                            "Kate: vote black\nMax: vote w\nDavid: vote k\nJane: vote b\n");
  g_autofree char *a = arb_game_state_text (one);
  g_autofree char *b = arb_game_state_text (each);

  assert_string_equal (a, b);
}

/* ---- splits (SV-3, SV-6) ---- */

static const RefusalCase split_refusals[] = {
  { "split 0 4 5", "SV-3" },
  { "split 4 0 5", "SV-3" },
  { "split 4 5 0", "SV-3" },
  { "split 9 0 0", "SV-3" },
  { "split 3 3 2", "SV-3" },
  { "split 3 3 4", "SV-3" },
  { "Max: split 3 2 4", "SV-3" },
  { "split 3 2", "SV-3" },
  { "split 3 2 2 2", "SV-3" },
  { "Max: vote white", "SV-3" },
};

static void
test_split_refusals (void **state)
{
  g_autoptr(ArbGame) game = game_from_text (HEADER4 "start Kate\nrow 4 5 6 7 9 J 8 2 10\n");
  g_autoptr(ArbPrompt) prompt = arb_game_prompt (game);

  /* every (a, b, c) with a + b + c = 9, each at least 1: C(8, 2) = 28 */
  assert_int_equal (prompt->choices->len, 28);
  for (guint i = 0; i < prompt->choices->len; i++)
    {
      ArbChoice *choice = g_ptr_array_index (prompt->choices, i);

      assert_true (arb_game_check (game, choice->event, NULL));
    }
  for (guint i = 0; i < G_N_ELEMENTS (split_refusals); i++)
    enter_refused (game, split_refusals[i].line, split_refusals[i].rule);
  enter_ok (game, "split 3|2|4");
  enter_ok (game, "votes Max=white Jane=blue David=black Kate=black");
  enter_refused (game, "David: split 2 1 1", "SV-6");
  enter_refused (game, "split 2 2 1", "SV-3");
  enter_refused (game, "split 2 2 0", "SV-3");
  prompt = (arb_prompt_free (prompt), arb_game_prompt (game));
  assert_int_equal (prompt->choices->len, 3);   /* 4 cards: 2 1 1, 1 2 1, 1 1 2 */
  enter_ok (game, "Kate: split 1 1 2");
}

/* A contested pair is never split by hand (SV-6). */
static void
test_pair_splits_itself (void **state)
{
  g_autoptr(ArbGame) game = game_from_text (HEADER4 "row 1 2 3 4 5 6 7 8 9\nsplit 3 2 4\n"
                                            "votes Jane=blue David=blue Max=white Kate=black\n");
  g_autoptr(ArbPrompt) prompt = arb_game_prompt (game);

  enter_refused (game, "split 1 1 0", "SV-6");
  enter_refused (game, "Jane: vote black", "SV-6");
  assert_string_equal (prompt->verb, "vote");
  assert_int_equal (prompt->choices->len, 4);   /* Jane and David, white or blue */
  assert_contains (prompt->text, "white (4) or blue (5)");
}

/* ---- two players (SV-4) ---- */

static void
test_two_player_discard (void **state)
{
  g_autoptr(ArbGame) game = game_from_text (HEADER2 "row 4 4 4 4 5 5 5\nsplit 3 2 2\n");
  g_autoptr(ArbPrompt) prompt = arb_game_prompt (game);
  ArbSplitvoteView view;

  assert_int_equal (prompt->player, BEN);
  assert_string_equal (prompt->verb, "discard");
  assert_int_equal (prompt->choices->len, 3);
  enter_refused (game, "Ann: discard blue", "SV-4");
  enter_refused (game, "Ann: vote white", "SV-4");
  enter_ok (game, "discard blue");       /* Ben, implied */
  get_view (game, &view);
  assert_true (view.parts[ARB_SPLITVOTE_BLUE].discarded);
  assert_int_equal (view.owner[3], OUT);
  assert_int_equal (view.owner[4], OUT);
  prompt = (arb_prompt_free (prompt), arb_game_prompt (game));
  assert_int_equal (prompt->choices->len, 4);   /* Ann and Ben, white or black */
  enter_refused (game, "Ann: vote blue", "SV-4");
  enter_ok (game, "votes Ann=white Ben=white");
  /* No discard after a sub-split. */
  enter_refused (game, "Ben: discard white", "SV-6");
  enter_ok (game, "split 1 1 1");
  enter_refused (game, "Ben: discard white", "SV-4");
  enter_ok (game, "votes Ann=white Ben=black");
  get_view (game, &view);
  assert_int_equal (view.count[ANN][4], 1);
  assert_int_equal (view.count[BEN][4], 1);
  assert_int_equal (view.active, BEN);
}

static void
test_discard_only_with_two (void **state)
{
  g_autoptr(ArbGame) game = game_from_text (HEADER3 "row 1 2 3 4 5 6 7\nsplit 3 2 2\n");

  enter_refused (game, "Ben: discard white", "SV-4");
}

/* ---- jokers (SV-9, SV-10) ---- */

static void
test_joker_waits_for_numbers (void **state)
{
  g_autoptr(ArbGame) game = game_from_text (HEADER2 "row J 1 2 3 4 5 6\nsplit 1 3 3\n"
                                            "Ben: discard blue\nvotes Ann=black Ben=white\n");
  g_autoptr(ArbPrompt) prompt = NULL;
  ArbSplitvoteView view;

  get_view (game, &view);
  assert_int_equal (view.jokers_waiting[BEN], 1);
  for (int v = 1; v <= ARB_SPLITVOTE_N_NUMBERS; v++)
    assert_int_equal (view.count[BEN][v], 0);
  assert_int_equal (view.step, ARB_SPLITVOTE_STEP_DEAL);   /* nothing to ask yet */
  enter_all (game, "row 2 3 3 4 4 J 5\nsplit 2 2 3\nAnn: discard black\nvotes Ann=blue Ben=white");
  prompt = arb_game_prompt (game);
  assert_int_equal (prompt->player, BEN);
  assert_string_equal (prompt->verb, "joker");
  assert_int_equal (prompt->choices->len, 2);   /* his 2 and 3 */
  enter_refused (game, "Ben: joker 4", "SV-9");
  enter_refused (game, "Ann: joker 4", "SV-10");
  enter_ok (game, "joker 3");                   /* Ben, implied */
  get_view (game, &view);
  assert_int_equal (view.jokers_waiting[BEN], 0);
  assert_int_equal (view.count[BEN][3], 2);
  assert_int_equal (view.jokers_attached[BEN][3], 1);
  assert_int_equal (view.step, ARB_SPLITVOTE_STEP_DEAL);
}

/* A joker with only one stack to go on is placed by the engine. */
static void
test_joker_single_stack (void **state)
{
  g_autoptr(ArbGame) game = game_from_text (HEADER3 "row 1 2 3 J J 7 7\nsplit 3 2 2\n"
                                            "votes Ann=white Ben=blue Cleo=black\n");
  ArbSplitvoteView view;

  get_view (game, &view);
  assert_int_equal (view.jokers_waiting[BEN], 2);   /* J J and no number */
  assert_int_equal (view.count[CLEO][7], 2);
  enter_all (game, "row 7 7 J 4 5 6 7\nsplit 1 2 4\nvotes Ann=blue Ben=white Cleo=black");
  /* Ben is active: Ann, left of him, places her new joker first (SV-10). */
  get_view (game, &view);
  assert_int_equal (view.step, ARB_SPLITVOTE_STEP_JOKER);
  assert_int_equal (view.player, ANN);
  assert_int_equal (view.jokers_waiting[BEN], 2);
  enter_ok (game, "Ann: joker 1");
  /* Then Ben's two waiting jokers go on his only stack, the 7. */
  get_view (game, &view);
  assert_int_equal (view.count[ANN][1], 2);
  assert_int_equal (view.count[BEN][7], 3);
  assert_int_equal (view.jokers_attached[BEN][7], 2);
  assert_int_equal (view.jokers_waiting[BEN], 0);
  assert_int_equal (view.step, ARB_SPLITVOTE_STEP_DEAL);
  assert_int_equal (view.active, CLEO);
  assert_contains (last_description (game), "Ben's jokers go on the 7 stack");
}

/* SV-10: attachments run clockwise from the left of the active player. */
static void
test_joker_order (void **state)
{
  g_autoptr(ArbGame) game = game_from_text (HEADER3 "row 1 2 3 4 5 6 7\nsplit 2 2 3\n"
                                            "votes Ann=white Ben=blue Cleo=black\n"
                                            "row 8 8 J 9 9 J 10\nsplit 2 2 3\n"
                                            "votes Ann=black Ben=white Cleo=blue\n");
  g_autoptr(ArbPrompt) prompt = arb_game_prompt (game);

  /* Ben is active: Cleo (5 6 7, then J 9) is asked before Ann (1 2, then 9 J 10). */
  assert_int_equal (prompt->player, CLEO);
  enter_refused (game, "Ann: joker 1", "SV-10");
  enter_ok (game, "Cleo: joker 9");
  prompt = (arb_prompt_free (prompt), arb_game_prompt (game));
  assert_int_equal (prompt->player, ANN);
  enter_ok (game, "Ann: joker 10");
  prompt = (arb_prompt_free (prompt), arb_game_prompt (game));
  assert_string_equal (prompt->verb, "row");
  assert_int_equal (prompt->player, CLEO);
}

/* A joker that never finds a number counts nothing (SV-9), to the end. */
static void
test_joker_never_attached (void **state)
{
  static const int numbers[] = { 1, 2, 3, 4, 5, 6, 7, 8, 9, 10 };
  g_autoptr(ArbGame) game = game_from_text (HEADER2);
  g_autoptr(GString) deck = g_string_new (NULL);
  g_auto(GStrv) cards = NULL;
  g_autoptr(ArbScore) score = NULL;
  const ArbScoreLine *line;
  ArbSplitvoteView view;
  guint next = 0;

  /* 55 numbers, then the 5 jokers left once each row's first card is one. */
  for (guint i = 0; i < G_N_ELEMENTS (numbers); i++)
    for (int c = 0; c < numbers[i]; c++)
      g_string_append_printf (deck, "%d ", numbers[i]);
  g_string_append (deck, "J J J J J");
  cards = g_strsplit (deck->str, " ", -1);
  for (int round = 0; round < 10; round++)
    {
      g_autoptr(GString) row = g_string_new ("row J");
      g_autoptr(ArbPrompt) prompt = NULL;

      for (int c = 0; c < 6; c++)
        g_string_append_printf (row, " %s", cards[next++]);
      enter_ok (game, row->str);
      enter_ok (game, "split 1 1 5");
      enter_ok (game, round % 2 == 0 ? "Ben: discard blue" : "Ann: discard blue");
      enter_ok (game, "votes Ann=black Ben=white");
      while ((prompt = arb_game_prompt (game))->choices->len > 0
             && g_strcmp0 (prompt->verb, "joker") == 0)
        {
          assert_int_equal (prompt->player, ANN);
          assert_true (arb_game_append (game, ((ArbChoice *) g_ptr_array_index (prompt->choices, 0))->event, NULL));
          arb_prompt_free (g_steal_pointer (&prompt));
        }
    }
  assert_true (arb_game_is_finished (game));
  get_view (game, &view);
  assert_int_equal (view.jokers_waiting[BEN], 10);
  score = arb_game_score (game);
  assert_true (score->finished);
  assert_int_equal (arb_score_get_player (score, BEN)->total, 0);
  line = find_line (score, BEN, "10 jokers waiting");
  assert_int_equal (line->points, 0);
  assert_true (arb_score_get_player (score, ANN)->winner);
}

/* ---- the deck (SV-1, SV-2) ---- */

static const RefusalCase composition_refusals[] = {
  { "row 10 10 10 10 1 2 3", "SV-1" },   /* an 11th ten */
  { "row 1 1 2 3 4 5 6", "SV-1" },       /* one 1 in the deck */
  { "row 2 2 2 3 4 5 6", "SV-1" },
  { "row 1 2 3 4 5 6", "SV-2" },
  { "row 1 2 3 4 5 6 7 8", "SV-2" },
  { "row 1 2 3 4 5 6 11", "SV-1" },      /* no card 11 */
  { "row 1 2 3 4 5 6 0", "SV-1" },
  { "row 1234501", "SV-1" },             /* typed together: 1 2 3 4 5 0 1 */
  { "row 2345670", "SV-1" },
  { "row 2 3 4 5 6 7 -8", "SV-1" },
  { "start Nobody", "SV-1" },
};

static void
test_composition (void **state)
{
  g_autoptr(ArbGame) game = game_from_text (HEADER3 "row 10 10 10 10 10 10 10\nsplit 3 2 2\n"
                                            "votes Ann=white Ben=blue Cleo=black\n");

  for (guint i = 0; i < G_N_ELEMENTS (composition_refusals); i++)
    enter_refused (game, composition_refusals[i].line, composition_refusals[i].rule);
  enter_ok (game, "row 10 10 10 1 2 2 3");   /* exactly ten tens */
}

static void
test_sixteenth_joker (void **state)
{
  g_autoptr(ArbGame) game = game_from_text (HEADER3 "row J J J J J J J\nsplit 3 2 2\n"
                                            "votes Ann=white Ben=blue Cleo=black\n"
                                            "row J J J J J J J\nsplit 3 2 2\n"
                                            "votes Ann=white Ben=blue Cleo=black\n");

  enter_refused (game, "row J J 1 2 3 4 5", "SV-1");
  enter_ok (game, "row J 1 2 3 4 5 6");
}

typedef struct {
  const char *players;
  guint       row_size;
  guint       rounds;
} SizeCase;

static const SizeCase size_cases[] = {
  { "Ann, Ben", 7, 10 },
  { "Ann, Ben, Cleo", 7, 10 },
  { "Jane, David, Max, Kate", 9, 8 },
};

static void
test_row_sizes (void **state)
{
  for (guint i = 0; i < G_N_ELEMENTS (size_cases); i++)
    {
      const SizeCase *c = &size_cases[i];
      g_autofree char *text = g_strdup_printf ("game splitvote\nplayers %s\n", c->players);
      g_autofree char *words = g_strdup_printf ("a row of %u cards", c->row_size);
      g_autoptr(ArbGame) game = game_from_text (text);
      g_autoptr(ArbPrompt) prompt = arb_game_prompt (game);
      ArbSplitvoteView view;

      assert_int_equal (arb_splitvote_row_size (arb_game_get_setup (game)), c->row_size);
      assert_int_equal (arb_splitvote_n_rounds (arb_game_get_setup (game)), c->rounds);
      assert_contains (prompt->text, words);
      get_view (game, &view);
      assert_int_equal (view.n_rounds, c->rounds);
      assert_int_equal (view.round, 1);
    }
}

static char *
record_path (const char *name)
{
  const char *root = g_getenv ("ARBITER_SOURCE_DIR");

  return g_build_filename (root != NULL ? root : ".", "tests", "records", name, NULL);
}

/* The four-player game's last row holds the 7 cards left (SV-2). */
static void
test_last_row_four_players (void **state)
{
  g_autofree char *path = record_path ("splitvote-full-4p.rec");
  g_autofree char *text = NULL;
  g_autoptr(ArbRecord) record = NULL;
  g_autoptr(ArbGame) game = NULL;
  g_autoptr(ArbPrompt) prompt = NULL;
  ArbSplitvoteView view;
  guint last_row = 0;

  assert_true (g_file_get_contents (path, &text, NULL, NULL));
  record = arb_record_parse (text, NULL, NULL);
  assert_non_null (record);
  for (guint i = 0; i < record->events->len; i++)
    if (arb_event_is (g_ptr_array_index (record->events, i), "row"))
      last_row = i;
  game = arb_record_replay (record, last_row, NULL, NULL);
  get_view (game, &view);
  assert_int_equal (view.dealt, 63);
  assert_int_equal (view.round, 8);
  prompt = arb_game_prompt (game);
  assert_contains (prompt->text, "the 7 cards left: J J J 10 10 10 10");
  enter_refused (game, "row 10 10 J 10 J 10 J 10 10", "SV-2");
  enter_refused (game, "row 10 10 J 10 J 10 9", "SV-1");
  for (guint i = last_row; i < record->events->len; i++)
    assert_true (arb_game_append (game, g_ptr_array_index (record->events, i), NULL));
  assert_true (arb_game_is_finished (game));
  enter_refused (game, "row 1 2 3 4 5 6 7 8 9", "SV-2");
  enter_refused (game, "Jane: vote white", "SV-2");
}

/* ---- the active role (SV-8) ---- */

static void
test_active_rotation (void **state)
{
  g_autoptr(ArbGame) plain = game_from_text (HEADER3);
  g_autoptr(ArbGame) game = game_from_text (HEADER3 "start Cleo random\n");
  static const int expected[] = { CLEO, ANN, BEN, CLEO };
  const char *rows[] = { "row 1 2 3 4 5 6 7", "row 2 3 4 5 6 7 8", "row 3 4 5 6 7 8 9", "row 4 5 6 7 8 9 10" };
  ArbSplitvoteView view;

  get_view (plain, &view);
  assert_int_equal (view.active, ANN);
  assert_contains (arb_game_get_description (game, 0), "Cleo is the first active player (picked at random)");
  for (guint r = 0; r < G_N_ELEMENTS (expected); r++)
    {
      get_view (game, &view);
      assert_int_equal (view.active, expected[r]);
      assert_int_equal (view.round, r + 1);
      if (r == 0)
        enter_refused (game, "Ann: row 1 2 3 4 5 6 7", "SV-8");
      enter_ok (game, rows[r]);
      enter_refused (game, "start Ann", "SV-8");
      enter_ok (game, "split 3 2 2");
      enter_ok (game, "votes Ann=white Ben=blue Cleo=black");
    }
}

/* ---- score (SV-11, SV-12) ---- */

typedef struct {
  const char *what;
  const char *ann;
  const char *ben;
  int         ann_total;
  int         ben_total;
  guint       ann_rank;
  guint       ben_rank;
  gboolean    tiebreak_used;
} ScoreCase;

static const ScoreCase score_cases[] = {
  { "plain majorities", "Ann: stacks 3x2 5x1", "Ben: stacks 3x1 6x2", 8, 6, 1, 2, FALSE },
  { "a tied majority scores for both", "Ann: stacks 7x3", "Ben: stacks 7x3", 7, 7, 1, 1, FALSE },
  { "more different numbers break a tie", "Ann: stacks 10x1", "Ben: stacks 4x1 6x1", 10, 10, 2, 1, TRUE },
  { "still tied: shared victory", "Ann: stacks 10x1 3x1", "Ben: stacks 9x1 4x1", 13, 13, 1, 1, FALSE },
  { "nobody scores an empty number", "Ann: stacks", "Ben: stacks 1x1", 0, 1, 2, 1, FALSE },
  { "jokers make a stack bigger than its copies", "Ann: stacks 2x6", "Ben: stacks 2x5 9x1", 2, 9, 2, 1, FALSE },
};

static void
test_scores (void **state)
{
  for (guint i = 0; i < G_N_ELEMENTS (score_cases); i++)
    {
      const ScoreCase *c = &score_cases[i];
      g_autoptr(ArbGame) game = game_from_text (HEADER2 SCORING);
      g_autoptr(ArbScore) score = NULL;

      enter_ok (game, c->ann);
      assert_false (arb_game_is_finished (game));
      enter_ok (game, c->ben);
      score = arb_game_score (game);
      assert_true (score->finished);
      if (arb_score_get_player (score, ANN)->total != c->ann_total
          || arb_score_get_player (score, BEN)->total != c->ben_total)
        fail_msg ("%s: %d and %d", c->what, arb_score_get_player (score, ANN)->total,
                  arb_score_get_player (score, BEN)->total);
      assert_int_equal (arb_score_get_player (score, ANN)->rank, c->ann_rank);
      assert_int_equal (arb_score_get_player (score, BEN)->rank, c->ben_rank);
      assert_int_equal (score->tiebreak != NULL, c->tiebreak_used);
      if (c->tiebreak_used)
        assert_contains (score->tiebreak, "SV-12");
    }
}

static void
test_majority_table (void **state)
{
  g_autoptr(ArbGame) game = game_from_text (HEADER4 SCORING "Jane: stacks 8x3\nDavid: stacks 8x3 2x1\n"
                                            "Max: stacks 2x1 8x3\nKate: stacks 8x2 5x1\n");
  ArbSplitvoteMajority table[ARB_SPLITVOTE_N_NUMBERS + 1];
  g_autoptr(ArbScore) score = arb_game_score (game);

  arb_splitvote_majorities (arb_game_get_setup (game), arb_game_get_state (game), table);
  assert_int_equal (table[8].best, 3);
  assert_int_equal (table[8].scorers, SEAT (JANE) | SEAT (DAVID) | SEAT (MAX));
  assert_int_equal (table[8].count[KATE], 2);
  assert_int_equal (table[2].scorers, SEAT (DAVID) | SEAT (MAX));
  assert_int_equal (table[5].scorers, SEAT (KATE));
  assert_int_equal (table[1].best, 0);
  assert_int_equal (table[1].scorers, 0);
  assert_int_equal (find_line (score, KATE, "8: 2 cards")->points, 0);
  assert_int_equal (find_line (score, KATE, "5: 1 card (majority)")->points, 5);
  assert_int_equal (find_line (score, JANE, "8: 3 cards (tied majority)")->points, 8);
  assert_int_equal (arb_score_n_winners (score), 2);
}

/* Attached jokers count in their stack; the breakdown says so. */
static void
test_score_counts_jokers (void **state)
{
  g_autoptr(ArbGame) game = game_from_text (HEADER4 "start Kate\n" RULEBOOK_VOTES
                                            "split 2 1 1\nvotes Kate=white David=black\n"
                                            "row 8 8 1 2 3 4 5 6 7\nsplit 2 1 6\n"
                                            "votes Jane=white David=black Max=black Kate=blue\n"
                                            "split 1 1 4\nvotes David=white Max=black\n");
  g_autoptr(ArbScore) score = arb_game_score (game);

  /* Jane's two 8s tie Kate's 8 and joker: both score 8. */
  assert_false (score->finished);
  assert_int_equal (find_line (score, KATE, "8: 2 cards incl. 1 joker (tied majority)")->points, 8);
  assert_int_equal (find_line (score, JANE, "8: 2 cards (tied majority)")->points, 8);
}

typedef struct {
  const char *lines;
  const char *refused;    /* the last line's refusal */
  const char *rule;
} StacksCase;

static const StacksCase stacks_cases[] = {
  { "Ann: stacks 1x10", "Ben: stacks 2x9", "SV-1" },            /* 9 + 7 jokers */
  { "Ann: stacks 10x25", "Ben: stacks 10x1", "SV-1" },          /* 15 jokers, then a 16th */
  { "", "Ann: stacks 1x17", "SV-1" },
  { "Ann: stacks 3x1", "Ann: stacks 4x1", "SV-11" },
  { "Ann: stacks 3x1\nBen: stacks 4x1", "Ben: stacks 5x1", "SV-11" },
  { "", "row 1 2 3 4 5 6 7", "parse" },
  { "", "stacks 3x1", "parse" },
  /* well formed, wrong values: refused by the rule, not as typos */
  { "", "Ann: stacks 3x0", "SV-1" },
  { "", "Ann: stacks 11x1", "SV-1" },
  { "", "Ann: stacks 0x1", "SV-1" },
  { "", "Ann: stacks 10x26", "SV-1" },                          /* 16 jokers */
  { "", "Ann: stacks 10x123456789", "SV-1" },
  { "", "Ann: stacks 3x1 3x2", "parse" },
  { "", "Ann: stacks 3x0 3x2", "parse" },                       /* twice, whatever the counts */
  { "", "Ann: stacks 3x", "parse" },
  { "", "Ann: stacks 3y2", "parse" },
};

static void
test_score_only_entries (void **state)
{
  for (guint i = 0; i < G_N_ELEMENTS (stacks_cases); i++)
    {
      g_autoptr(ArbGame) game = game_from_text (HEADER2 SCORING);

      enter_all (game, stacks_cases[i].lines);
      enter_refused (game, stacks_cases[i].refused, stacks_cases[i].rule);
    }
  {
    g_autoptr(ArbGame) game = game_from_text (HEADER2 SCORING "Ann: stacks 1x16\n");

    assert_int_equal (total_of (game, ANN), 1);   /* 15 jokers: allowed */
  }
}

/* ---- notation ---- */

typedef struct {
  const char *line;
  const char *canonical;
} CanonicalCase;

static const CanonicalCase canonical_cases[] = {
  { "votes max=w JANE=b david=k kate=K", "votes Jane=blue David=black Max=white Kate=black" },
  { "split 3|2|4", "split 3 2 4" },
  { "split 3 | 2 | 4", "split 3 2 4" },
  { "split \"3 2 4\"", "split 3 2 4" },
  { "split \"3 2\"|4", "split 3 2 4" },
  { "split 3/2/4", "split 3 2 4" },
  { "deal j 10 1 joker", "row J 10 1 J" },
  { "Kate: joker 08", "Kate: joker 8" },
  { "Max: votes w", "Max: vote white" },
  { "Max: vote K", "Max: vote black" },
  { "Jane: discard B", "Jane: discard blue" },
  { "start kate", "start Kate" },
  { "row 45679J8210", "row 4 5 6 7 9 J 8 2 10" },
  { "split 324", "split 3 2 4" },
  { "split 32", "split 32" },
  { "row 1010j", "row 10 10 J" },
  { "row 45", "row 4 5" },
  { "row 10", "row 10" },
  { "votes Zed=w Max=w", "votes Max=white Zed=w" },
};

static const char *const parse_errors[] = {
  "row", "row 4 x 5", "row 45x", "split a b c", "split 3 2 x", "split", "vote white",
  "votes Max", "votes =white", "votes Max=", "joker", "joker x",
  "Kate: stacks 3x2", "frobnicate", "Jane: start Kate", "start Kate soon",
};

/* Well formed, so they parse; the rules refuse them (SV-1, SV-3, SV-5,
 * SV-9), with the rule id, where they do not fit. */
static const char *const well_formed[] = {
  "row 11", "row 0", "split 3 2", "split 3 2 4 1", "votes Max=purple", "votes Max=w Max=b",
  "votes Nobody=w", "joker 11", "start Nobody", "Max: vote green",
};

static void
test_notation (void **state)
{
  g_autoptr(ArbGame) game = game_from_text (HEADER4);
  const ArbSetup *setup = arb_game_get_setup (game);

  for (guint i = 0; i < G_N_ELEMENTS (canonical_cases); i++)
    {
      g_autoptr(GError) error = NULL;
      guint column = 0;
      g_autoptr(ArbEvent) event = arb_record_parse_event (setup, canonical_cases[i].line, &column, &error);
      g_autofree char *text = NULL;

      if (event == NULL)
        fail_msg ("“%s”: %s", canonical_cases[i].line, error->message);
      text = arb_record_format_event (setup, event);
      assert_string_equal (text, canonical_cases[i].canonical);
    }
  for (guint i = 0; i < G_N_ELEMENTS (parse_errors); i++)
    {
      g_autoptr(GError) error = NULL;
      guint column = 0;
      g_autoptr(ArbEvent) event = arb_record_parse_event (setup, parse_errors[i], &column, &error);

      if (event != NULL)
        fail_msg ("“%s” should not parse", parse_errors[i]);
      assert_true (g_error_matches (error, ARB_ERROR, ARB_ERROR_PARSE));
    }
  for (guint i = 0; i < G_N_ELEMENTS (well_formed); i++)
    {
      g_autoptr(GError) error = NULL;
      guint column = 0;
      g_autoptr(ArbEvent) event = arb_record_parse_event (setup, well_formed[i], &column, &error);

      if (event == NULL)
        fail_msg ("“%s” is well formed: %s", well_formed[i], error->message);
    }
}

static void
test_score_only_notation (void **state)
{
  g_autoptr(ArbGame) game = game_from_text (HEADER4 SCORING);
  const ArbSetup *setup = arb_game_get_setup (game);
  static const CanonicalCase cases[] = {
    { "Kate: stacks 7X4 3x2 5*1", "Kate: stacks 3x2 5x1 7x4" },
    { "Kate: stacks 7×4", "Kate: stacks 7x4" },
    { "Kate: stacks", "Kate: stacks" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(ArbEvent) event = arb_record_parse_event (setup, cases[i].line, &(guint) { 0 }, NULL);
      g_autofree char *text = NULL;

      assert_non_null (event);
      text = arb_record_format_event (setup, event);
      assert_string_equal (text, cases[i].canonical);
    }
}

/* ---- the log ---- */

static void
test_descriptions (void **state)
{
  g_autoptr(ArbGame) game = game_from_text (HEADER4 "start Kate\n" RULEBOOK_VOTES
                                            "split 2 1 1\nKate: vote white\nDavid: vote black\n");

  assert_string_equal (arb_game_get_description (game, 0), "Kate is the first active player");
  assert_string_equal (arb_game_get_description (game, 1), "Kate deals 4 5 6 7 9 J 8 2 10");
  assert_contains (arb_game_get_description (game, 2), "Kate splits the row 3 | 2 | 4");
  assert_contains (arb_game_get_description (game, 4), "Kate splits the contested black part 2 | 1 | 1: white (J 8), blue (2), black (10)");
  assert_string_equal (arb_game_get_description (game, 5), "Kate votes white");
  assert_contains (arb_game_get_description (game, 6), "Kate's joker goes on the 8 stack");
  assert_contains (arb_game_get_description (game, 6), "Jane deals next");
}

/* Undo across a resolution gives back the vote; redo resolves again. */
static void
test_undo_redo_resolution (void **state)
{
  g_autoptr(ArbGame) game = game_from_text (HEADER4 "start Kate\n" RULEBOOK_VOTES
                                            "split 2 1 1\nKate: vote white\n");
  g_autofree char *before = arb_game_state_text (game);
  g_autofree char *after = NULL;
  g_autofree char *again = NULL;
  ArbSplitvoteView view;

  enter_ok (game, "David: vote black");
  after = arb_game_state_text (game);
  assert_true (arb_game_undo (game, NULL));
  g_free (g_steal_pointer (&again));
  again = arb_game_state_text (game);
  assert_string_equal (again, before);
  get_view (game, &view);
  assert_int_equal (view.step, ARB_SPLITVOTE_STEP_VOTE);
  assert_int_equal (view.player, DAVID);
  assert_true (arb_game_redo (game, NULL));
  g_free (g_steal_pointer (&again));
  again = arb_game_state_text (game);
  assert_string_equal (again, after);
}

/* ---- random legal games through the prompt ---- */

static char *
deal_line (GPtrArray *deck,
           guint      n)
{
  g_autoptr(GString) line = g_string_new ("row");

  for (guint i = 0; i < n; i++)
    g_string_append_printf (line, " %s", (const char *) g_ptr_array_steal_index (deck, deck->len - 1));
  return g_string_free (g_steal_pointer (&line), FALSE);
}

static GPtrArray *
shuffled_deck (GRand *rand)
{
  static const char *const names[] = { "J", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10" };
  GPtrArray *deck = g_ptr_array_new ();

  for (int v = 0; v <= ARB_SPLITVOTE_N_NUMBERS; v++)
    for (int c = 0; c < (v == 0 ? ARB_SPLITVOTE_N_JOKERS : v); c++)
      g_ptr_array_add (deck, (gpointer) names[v]);
  for (guint i = deck->len - 1; i > 0; i--)
    {
      guint j = (guint) g_rand_int_range (rand, 0, (gint32) i + 1);
      gpointer t = deck->pdata[i];

      deck->pdata[i] = deck->pdata[j];
      deck->pdata[j] = t;
    }
  return deck;
}

/* Cards held never exceed the deck; the score agrees with the majority table. */
static void
check_invariants (ArbGame *game)
{
  const ArbSetup *setup = arb_game_get_setup (game);
  g_autoptr(ArbScore) score = arb_game_score (game);
  ArbSplitvoteMajority table[ARB_SPLITVOTE_N_NUMBERS + 1];
  ArbSplitvoteView view;
  int totals[ARB_SPLITVOTE_MAX_PLAYERS] = { 0 };
  int jokers = 0;

  get_view (game, &view);
  arb_splitvote_majorities (setup, arb_game_get_state (game), table);
  for (int v = 1; v <= ARB_SPLITVOTE_N_NUMBERS; v++)
    {
      int numbers = 0;

      for (guint p = 0; p < setup->n_players; p++)
        {
          numbers += view.count[p][v] - view.jokers_attached[p][v];
          jokers += view.jokers_attached[p][v];
          if (table[v].scorers & SEAT (p))
            totals[p] += v;
        }
      assert_true (numbers <= v);
    }
  for (guint p = 0; p < setup->n_players; p++)
    {
      jokers += view.jokers_waiting[p];
      assert_int_equal (arb_score_get_player (score, p)->total, totals[p]);
    }
  assert_true (jokers <= ARB_SPLITVOTE_N_JOKERS);
}

static void
play_random_game (const char *header,
                  GRand      *rand)
{
  g_autoptr(ArbGame) game = game_from_text (header);
  g_autoptr(GPtrArray) deck = shuffled_deck (rand);
  guint rows = 0;

  while (!arb_game_is_finished (game))
    {
      g_autoptr(ArbPrompt) prompt = arb_game_prompt (game);

      if (g_str_equal (prompt->verb, "row"))
        {
          g_autofree char *line = deal_line (deck, MIN (deck->len, arb_splitvote_row_size (arb_game_get_setup (game))));

          enter_ok (game, line);
          rows++;
        }
      else
        {
          ArbChoice *choice;

          assert_true (prompt->choices->len > 0);
          choice = g_ptr_array_index (prompt->choices, g_rand_int_range (rand, 0, (gint32) prompt->choices->len));
          assert_true (arb_game_append (game, choice->event, NULL));
        }
      check_invariants (game);
    }
  assert_int_equal (deck->len, 0);
  assert_int_equal (rows, arb_splitvote_n_rounds (arb_game_get_setup (game)));
}

static void
test_random_games (void **state)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (20261121);

  for (int i = 0; i < 30; i++)
    play_random_game (i % 3 == 0 ? HEADER2 : i % 3 == 1 ? HEADER3 : HEADER4, rand);
}

int
main (void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test (test_rulebook_example),
    cmocka_unit_test (test_rulebook_joker_choice),
    cmocka_unit_test (test_distribution),
    cmocka_unit_test (test_two_contests_in_order),
    cmocka_unit_test (test_vote_refusals),
    cmocka_unit_test (test_votes_line_equals_single_votes),
    cmocka_unit_test (test_split_refusals),
    cmocka_unit_test (test_pair_splits_itself),
    cmocka_unit_test (test_two_player_discard),
    cmocka_unit_test (test_discard_only_with_two),
    cmocka_unit_test (test_joker_waits_for_numbers),
    cmocka_unit_test (test_joker_single_stack),
    cmocka_unit_test (test_joker_order),
    cmocka_unit_test (test_joker_never_attached),
    cmocka_unit_test (test_composition),
    cmocka_unit_test (test_sixteenth_joker),
    cmocka_unit_test (test_row_sizes),
    cmocka_unit_test (test_last_row_four_players),
    cmocka_unit_test (test_active_rotation),
    cmocka_unit_test (test_scores),
    cmocka_unit_test (test_majority_table),
    cmocka_unit_test (test_score_counts_jokers),
    cmocka_unit_test (test_score_only_entries),
    cmocka_unit_test (test_notation),
    cmocka_unit_test (test_score_only_notation),
    cmocka_unit_test (test_descriptions),
    cmocka_unit_test (test_undo_redo_resolution),
    cmocka_unit_test (test_random_games),
  };

  return cmocka_run_group_tests (tests, NULL, NULL);
}
