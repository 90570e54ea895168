/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Tile Rummy rules TR-1 .. TR-9: the table check, turns, lay-downs,
 * action tiles, the end of a game and scoring. */
#include "test-common.h"

#include "games/tilerummy/grid.h"
#include "games/tilerummy/tilerummy.h"

#define HEADER2 "arbiter 1\ngame tilerummy\nplayers Ann, Ben\n"
#define HEADER3 "arbiter 1\ngame tilerummy\nplayers Ann, Ben, Cleo\n"
#define HEADER4 "arbiter 1\ngame tilerummy\nplayers Ann, Ben, Cleo, Dan\n"
/* A display that none of the tests lays down. */
#define DISPLAY "display g14 g13 g12 y14 y13 b14\n"

static ArbTilerummyView
view_of (ArbGame *game)
{
  ArbTilerummyView view;

  arb_tilerummy_get_view (arb_game_get_setup (game), arb_game_get_state (game), &view);
  return view;
}

static ArbTrGrid *
grid_of (const char *text)
{
  g_autoptr(GError) error = NULL;
  ArbTrGrid *grid = arb_tr_grid_from_text (text, &error);

  if (grid == NULL)
    fail_msg ("%s", error->message);
  return grid;
}

static ArbTrReport *
check_text (const char *text,
            guint       limit)
{
  g_autoptr(ArbTrGrid) grid = grid_of (text);

  return arb_tr_grid_check (grid, limit);
}

static void
assert_legal (const char *text)
{
  g_autoptr(ArbTrReport) report = check_text (text, 0);

  if (!report->legal)
    {
      g_autofree char *problems = arb_tr_report_text (report);

      fail_msg ("table refused:\n%s%s", text, problems);
    }
}

/* The table has exactly these problems, by rule id, in order. */
static void
assert_problems (const char *text,
                 guint       limit,
                 const char *rules)
{
  g_autoptr(ArbTrReport) report = check_text (text, limit);
  g_autoptr(GString) got = g_string_new (NULL);

  for (guint i = 0; i < report->problems->len; i++)
    {
      ArbTrProblem *p = g_ptr_array_index (report->problems, i);

      g_string_append_printf (got, "%s%s", i ? " " : "", p->rule_id);
    }
  if (!g_str_equal (got->str, rules))
    {
      g_autofree char *problems = arb_tr_report_text (report);

      fail_msg ("table:\n%sexpected %s, got %s:\n%s", text, rules, got->str, problems);
    }
  assert_false (report->legal);
}

/* ---- the table check (TR-4, TR-5) ---- */

static void
test_lines (void **state)
{
  assert_legal ("r5 r6 r7");
  assert_legal ("r7 r6 r5");                                  /* descending */
  assert_legal ("r1 r2 r3 r4 r5 r6 r7 r8 r9 r10 r11 r12 r13 r14");  /* 1..14 */
  assert_legal ("g14 g13 g12 g11 g10 g9 g8 g7 g6 g5 g4 g3 g2 g1");
  assert_legal ("r5 b5 y5");
  assert_legal ("r5 b5 y5 g5");
  assert_legal ("g9\nb9\nr9");                                /* a sequence down */
  assert_legal ("r5\nr6\nr7\nr8");                            /* a row down */
  assert_problems ("r5 b5 y5 r5", 0, "TR-4");                 /* colour twice */
  assert_problems ("r5 b5 y5 g5 r5", 0, "TR-4");              /* five */
  assert_problems ("r5 r6 r8", 0, "TR-4");                    /* a gap */
  assert_problems ("r5 r6 r5", 0, "TR-4");                    /* turns back */
  assert_problems ("r5 r6 b7", 0, "TR-4");
  assert_problems ("r5 b6 y7", 0, "TR-4");
  assert_problems ("r13 r14 r1", 0, "TR-4");                  /* no wrapping */
}

static void
test_two_side_by_side (void **state)
{
  g_autoptr(ArbTrReport) report = check_text ("r5 r6", 0);
  ArbTrProblem *p;

  assert_int_equal (report->problems->len, 1);
  p = g_ptr_array_index (report->problems, 0);
  assert_int_equal (p->kind, ARB_TR_PROBLEM_SHORT);
  assert_string_equal (p->rule_id, "TR-5");
  assert_int_equal (p->length, 2);
  assert_false (p->vertical);
  assert_non_null (strstr (p->message, "row 1, columns 1–2"));
  assert_problems ("r5\nb5", 0, "TR-5");
  assert_problems ("r5", 0, "TR-5");                          /* in no line */
  assert_problems ("r5 r6 r7\n\nb9", 0, "TR-5");
}

static void
test_l_shape_and_crossings (void **state)
{
  /* the L: r5 r6 r7 across, r5 b5 y5 down */
  assert_legal ("r5 r6 r7\nb5\ny5");
  /* a T and a plus */
  assert_legal ("r4 r5 r6\n.  b5\n.  y5");
  assert_legal (".  b5\nr4 b4 y4\n.  b3");
  /* a 3 x 3 block: rows across, sequences down */
  assert_legal ("r5 r6 r7\nb5 b6 b7\ny5 y6 y7");
  /* two rows meeting end to end make one run */
  assert_problems ("r5 r6 r7 b9 b10 b11", 0, "TR-4");
}

static void
test_parallel_rows_touching (void **state)
{
  g_autoptr(ArbTrReport) report = check_text ("r5 r6 r7\nb8 b9 b10", 0);

  /* three vertical pairs, every one reported */
  assert_int_equal (report->problems->len, 3);
  for (guint i = 0; i < 3; i++)
    {
      ArbTrProblem *p = g_ptr_array_index (report->problems, i);

      assert_string_equal (p->rule_id, "TR-5");
      assert_true (p->vertical);
      assert_int_equal (p->col - report->left, (int) i);
    }
  /* one row apart they are fine */
  assert_legal ("r5 r6 r7\n\nb8 b9 b10");
}

static void
test_every_problem_reported (void **state)
{
  g_autoptr(ArbTrReport) report = check_text ("r5 r6 . b1\n.  .  . b2\ny9 y9 y9\n\ng4 g4 g4 g4 g4", 0);

  /* r5 r6 (2), b1 b2 (2), y9 y9 y9 (colour twice), g4 x5 and the copies */
  assert_problems ("r5 r6 . b1\n.  .  . b2\ny9 y9 y9\n\ng4 g4 g4 g4 g4", 0,
                   "TR-5 TR-5 TR-4 TR-4 TR-1 TR-1");
  assert_int_equal (report->n_groups, 4);
}

static void
test_groups (void **state)
{
  g_autoptr(ArbTrReport) report = check_text ("r5 r6 r7 .  b1 b2 b3\nb5\ny5\n\ng8 g9 g10", 3);
  ArbTrGroup *g;

  assert_true (report->legal);
  assert_int_equal (report->n_groups, 3);
  g = &g_array_index (report->groups, ArbTrGroup, 0);
  assert_int_equal (g->n_tiles, 5);
  assert_int_equal (arb_tr_report_group_at (report, report->top + 2, report->left), 1);
  assert_int_equal (arb_tr_report_group_at (report, report->top, report->left + 4), 2);
  assert_int_equal (arb_tr_report_group_at (report, report->top + 4, report->left), 3);
  assert_int_equal (arb_tr_report_group_at (report, report->top + 1, report->left + 1), 0);
  assert_problems ("r5 r6 r7\n\nb5 b6 b7\n\ny5 y6 y7\n\ng5 g6 g7", 3, "TR-5");
}

static void
test_grid_editing (void **state)
{
  g_autoptr(ArbTrGrid) grid = grid_of ("r5 r6 r7");
  g_autoptr(ArbTrGrid) same = grid_of ("\n\n. . r5 r6 r7");
  g_auto(GStrv) args = NULL;
  int top, left, bottom, right;

  assert_true (arb_tr_grid_same (grid, same));
  arb_tr_grid_put (grid, 1, 0, arb_tr_tile_make (ARB_TR_BLUE, 5));
  arb_tr_grid_put (grid, -1, -3, arb_tr_tile_make (ARB_TR_GREEN, 1));
  assert_int_equal (arb_tr_grid_n_tiles (grid), 5);
  assert_true (arb_tr_grid_bounds (grid, &top, &left, &bottom, &right));
  assert_int_equal (top, -1);
  assert_int_equal (left, -3);
  assert_int_equal (arb_tr_grid_remove (grid, -1, -3), arb_tr_tile_make (ARB_TR_GREEN, 1));
  /* a block moves, but not onto another tile */
  assert_false (arb_tr_grid_move (grid, 1, 0, 1, 0, -1, 0));
  assert_true (arb_tr_grid_move (grid, 1, 0, 1, 0, 1, 0));
  assert_int_equal (arb_tr_grid_get (grid, 2, 0), arb_tr_tile_make (ARB_TR_BLUE, 5));
  assert_true (arb_tr_grid_move (grid, 0, 0, 0, 2, 0, 1));   /* within the block */
  assert_int_equal (arb_tr_grid_get (grid, 0, 3), arb_tr_tile_make (ARB_TR_RED, 7));
  args = arb_tr_grid_to_args (grid);
  {
    g_autofree char *joined = g_strjoinv (" ", args);

    assert_string_equal (joined, "| . r5 r6 r7 | | b5");
  }
}

static void
test_big_table_is_fast (void **state)
{
  /* 112 tiles: every row 1..14 twice per colour, rows apart */
  g_autoptr(ArbTrGrid) grid = arb_tr_grid_new ();
  gint64 start;
  int n = 0;

  for (int c = 0; c < 4; c++)
    for (int copy = 0; copy < 2; copy++, n++)
      for (int v = 1; v <= 14; v++)
        arb_tr_grid_put (grid, 2 * n, v, arb_tr_tile_make (c, v));
  start = g_get_monotonic_time ();
  for (int i = 0; i < 100; i++)
    {
      g_autoptr(ArbTrReport) report = arb_tr_grid_check (grid, 0);

      assert_true (report->legal);
      assert_int_equal (report->n_tiles, 112);
    }
  print_message ("100 checks of a 112-tile table: %.2f ms\n",
                 (double) (g_get_monotonic_time () - start) / 1000.0);
}

/* ---- the record syntax ---- */

static void
test_lay_syntax (void **state)
{
  g_autoptr(ArbGame) game = game_from_text (HEADER3 DISPLAY);
  g_autoptr(GError) error = NULL;
  guint column = 0;
  g_autoptr(ArbEvent) event = arb_record_parse_event (arb_game_get_setup (game),
                                                      "Ann: LAY R5 r6 r7|b5|Y5", &column, &error);
  g_autofree char *printed = NULL;
  g_autoptr(ArbEvent) bad = NULL;
  g_autoptr(GError) bad_error = NULL;

  assert_non_null (event);
  printed = arb_record_format_event (arb_game_get_setup (game), event);
  assert_string_equal (printed, "Ann: lay\n  | r5 r6 r7\n  | b5\n  | y5");
  bad = arb_record_parse_event (arb_game_get_setup (game), "Ann: lay | r5 x r7", &column, &bad_error);
  assert_null (bad);
  assert_true (g_error_matches (bad_error, ARB_ERROR, ARB_ERROR_PARSE));
  enter_ok (game, "Ann: lay\n  | r5 r6 r7\n");
  /* a tile that does not exist is refused, not misread */
  enter_refused (game, "Ben: lay | r5 r6 r7 | | . r15", "TR-1");
  enter_refused (game, "Ben: lay | r5 r6 r7 | | . pass-two", "TR-1");
}

/* An action tile's verb is read in each spelling the tile has (p2, d3). */
static void
test_action_verb_spellings (void **state)
{
  const char *const lines[][2] = {
    { "Ann: p2", "Ann: pass-two" }, { "Ann: PASS2", "Ann: pass-two" },
    { "Ann: d3 Ben", "Ann: draw-three Ben" }, { "Ann: Draw3 Ben", "Ann: draw-three Ben" },
  };
  g_autoptr(ArbGame) game = game_from_text (HEADER3 DISPLAY);

  for (guint i = 0; i < G_N_ELEMENTS (lines); i++)
    {
      g_autoptr(GError) error = NULL;
      guint column = 0;
      g_autoptr(ArbEvent) event = arb_record_parse_event (arb_game_get_setup (game), lines[i][0],
                                                          &column, &error);
      g_autofree char *printed = NULL;

      if (event == NULL)
        fail_msg ("%s: %s", lines[i][0], error->message);
      printed = arb_record_format_event (arb_game_get_setup (game), event);
      assert_string_equal (printed, lines[i][1]);
    }
  enter_ok (game, "Ann: p2");
  enter_ok (game, "d3 Ann");
}

/* TR-6: a tile seen going into the hand and not laid is still there, so
 * the lay-down cannot also take its place from the hand. */
static void
test_lay_keeps_seen_tile (void **state)
{
  g_autoptr(ArbGame) game = game_from_text (HEADER2 DISPLAY
                                            "Ann: lay | r4 r5 r6\n"
                                            "Ben: lay | r4 r5 r6 | | b1 b2 b3 b4 b5 b6 b7 b8 b9 b10 b11 b12\n"
                                            "Ann: draw\n"
                                            "Ben: take g13 y1\n"
                                            "Ann: draw\n");

  /* Ben holds 4 tiles, one the g13 he took: four others are too many */
  enter_refused (game, "Ben: lay | r4 r5 r6 r7 r8 r9 r10 | | b1 b2 b3 b4 b5 b6 b7 b8 b9 b10 b11 b12", "TR-6");
  /* the other three are his, and so are all four with the g13 */
  enter_ok (game, "Ben: lay | r4 r5 r6 | | b1 b2 b3 b4 b5 b6 b7 b8 b9 b10 b11 b12 | | g10 g11 g12 g13");
  assert_int_equal (view_of (game).hand[1], 0);
}

/* TR-9: once the bag is empty a refill line is refused by TR-9, as a
 * refill written on the take line is. */
static void
test_refill_line_empty_bag (void **state)
{
  g_autoptr(ArbGame) game = game_from_text (HEADER2 DISPLAY);

  enter_ok (game, "Ann: take g12");
  enter_ok (game, "refill r1");
  enter_refused (game, "refill r2", "TR-2");     /* the display is full */
  while (view_of (game).bag > 0)
    enter_ok (game, "draw");
  enter_ok (game, "take g14");
  enter_refused (game, "refill r5", "TR-9");
  enter_refused (game, "take g13 r5", "TR-9");
  for (guint i = 0; i < 5; i++)
    {
      ArbTilerummyView view = view_of (game);

      g_autofree char *take = g_strdup_printf ("take %s", arb_tr_tile_name (view.display[0]));

      assert_true (view.n_display > 0);
      enter_ok (game, take);
    }
  {
    /* nothing to take and nothing to draw: the message says what is left */
    g_autoptr(GError) error = enter (game, "take r5");

    assert_non_null (error);
    assert_contains (error->message, "pass");
  }
}

/* ---- turns (TR-1, TR-2) ---- */

static void
test_display_first (void **state)
{
  g_autoptr(ArbGame) game = game_from_text (HEADER3);
  g_autoptr(ArbPrompt) prompt = arb_game_prompt (game);

  assert_string_equal (prompt->verb, "display");
  enter_refused (game, "Ann: draw", "TR-1");
  enter_refused (game, "display r5 r5 r5 b1 b2 b3", "TR-1");
  enter_refused (game, "display r5 r15 b1 b2 b3 b4", "TR-1");
  enter_refused (game, "display pass-two pass-two pass-two b1 b2 b3", "TR-1");
  enter_refused (game, "display r5 r5 pass-two b1 b2 draw-three r6", "TR-1");
  enter_refused (game, "display r5", "TR-1");
  enter_ok (game, "display r5 r5 pass-two b1 b2 draw-three");
  enter_refused (game, "display r5 b1 b2 b3 b4 b5", "TR-2");
  assert_int_equal (view_of (game).bag, 116 - 45 - 6);
  enter_ok (game, "Ann: take b1");
  enter_refused (game, "refill r5", "TR-1");     /* both red 5s are on the display */
  enter_refused (game, "refill r0", "TR-1");
  enter_ok (game, "refill r6");
  assert_int_equal (view_of (game).bag, 116 - 45 - 6 - 1);
}

static void
test_turn_order (void **state)
{
  g_autoptr(ArbGame) game = game_from_text (HEADER3 "start Ben\n" DISPLAY);
  ArbTilerummyView view;

  enter_refused (game, "Ann: draw", "TR-2");
  enter_ok (game, "draw");                    /* Ben, implied */
  enter_ok (game, "Cleo: draw");
  enter_refused (game, "Zed: draw", "TR-1");
  enter_ok (game, "Ann: take g14");           /* the refill comes next */
  view = view_of (game);
  assert_int_equal (view.phase, ARB_TILERUMMY_REFILL);
  enter_refused (game, "Ben: draw", "TR-2");
  enter_ok (game, "refill r1");
  enter_refused (game, "refill r2", "TR-2");
  enter_refused (game, "Ben: take r5 r2", "TR-2");   /* not on the display */
  enter_ok (game, "Ben: take g13 r2");
  view = view_of (game);
  assert_int_equal (view.hand[0], 16);
  assert_int_equal (view.hand[1], 17);
  assert_int_equal (view.hand[2], 16);
  assert_int_equal (view.bag, 116 - 45 - 6 - 4);
  assert_int_equal (view.n_display, 6);
  assert_int_equal (view.player, 2);
}

static void
test_prompt_choices (void **state)
{
  g_autoptr(ArbGame) game = game_from_text (HEADER3 "display r1 r1 b2 pass-two y3 g4\n");
  g_autoptr(ArbPrompt) prompt = arb_game_prompt (game);
  guint takes = 0, threes = 0;

  assert_int_equal (prompt->player, 0);
  assert_string_equal (prompt->verb, "turn");
  for (guint i = 0; i < prompt->choices->len; i++)
    {
      ArbChoice *c = g_ptr_array_index (prompt->choices, i);

      takes += arb_event_is (c->event, "take");
      threes += arb_event_is (c->event, "draw-three");
    }
  assert_int_equal (takes, 5);     /* r1 once */
  assert_int_equal (threes, 2);    /* on Ben, on Cleo */
  assert_non_null (arb_prompt_find_choice (prompt, "draw"));
  assert_non_null (arb_prompt_find_choice (prompt, "pass-two"));
  assert_null (arb_prompt_find_choice (prompt, "pass"));
  /* every offered choice is accepted */
  for (guint i = 0; i < prompt->choices->len; i++)
    {
      ArbChoice *c = g_ptr_array_index (prompt->choices, i);
      g_autoptr(GError) error = NULL;

      if (!arb_game_check (game, c->event, &error))
        fail_msg ("choice %s refused: %s", c->label, error->message);
    }
}

/* ---- lay-downs (TR-5, TR-6) ---- */

static void
test_vertical_five_under_blue (void **state)
{
  g_autoptr(ArbGame) game = game_from_text (HEADER2 DISPLAY "Ann: lay | b5 b6 b7\n");

  enter_ok (game, "Ben: lay | b5 b6 b7 | | r9 r10 r11");
  /* Ann adds the red and the yellow 5 under the blue 5 */
  enter_ok (game, "Ann: lay | b5 b6 b7 | r5 | y5 | | r9 r10 r11");
  assert_int_equal (view_of (game).hand[0], 15 - 5);
}

static void
test_fives_beside_sixes_refused (void **state)
{
  /* the rulebook's first example: the 5s would stand beside 6s */
  g_autoptr(ArbGame) game = game_from_text (HEADER2 DISPLAY
                                            "Ann: lay | b5 b6 b7\n"
                                            "Ben: lay | b5 b6 b7 | | r9 r10 r11\n"
                                            "Ann: lay | . r6 | b5 b6 b7 | . y6 | | r9 r10 r11\n"
                                            "Ben: draw\n");

  assert_int_equal (view_of (game).n_groups, 2);
  enter_refused (game, "Ann: lay | r5 r6 | b5 b6 b7 | y5 y6 | | r9 r10 r11", "TR-5");
}

static void
test_opening_rules (void **state)
{
  g_autoptr(ArbGame) game = game_from_text (HEADER3 DISPLAY);

  /* the opening line must be one line of 3+, standing alone */
  enter_refused (game, "Ann: lay | r5 r6", "TR-5");
  enter_refused (game, "Ann: lay | r5 r6 r7 | b5 | y5", "TR-6");   /* an L is not one line */
  enter_ok (game, "Ann: lay | y3 y4 y5");
  /* Ben may not add before opening */
  enter_refused (game, "Ben: lay | y3 y4 y5 y6 y7", "TR-6");
  enter_refused (game, "Ben: lay | y3 y4 y5 | y3 y4 y5", "TR-5");
  enter_ok (game, "Ben: lay | y3 y4 y5 | | b9 b10 b11");
  /* Cleo opens the third group and adds y6 y7 to the first */
  enter_ok (game, "Cleo: lay | y3 y4 y5 y6 y7 | | b9 b10 b11 | | g4 g5 g6 g7");
  assert_true (view_of (game).all_opened);
  assert_int_equal (view_of (game).n_groups, 3);
  assert_int_equal (view_of (game).hand[2], 15 - 6);
}

static void
test_opening_group_own_tiles (void **state)
{
  g_autoptr(ArbGame) game = game_from_text (HEADER2 DISPLAY "Ann: lay | y3 y4 y5\n");

  /* taking y5 off Ann's row into a new line is not an opening of Ben's own */
  enter_refused (game, "Ben: lay | y3 y4 | | y5 y6 y7", "TR-5");
  enter_refused (game, "Ben: lay | y2 y3 y4 | | y5 y6 y7", "TR-6");
  /* the same with his own copies is */
  enter_ok (game, "Ben: lay | y3 y4 y5 | | y5 y6 y7");
}

static void
test_third_group_two_players (void **state)
{
  g_autoptr(ArbGame) game = game_from_text (HEADER2 DISPLAY "Ann: lay | r1 r2 r3\nBen: draw\n");

  /* Ben has not opened: Ann may not lay a further group */
  enter_refused (game, "Ann: lay | r1 r2 r3 | | b7 b8 b9", "TR-6");
  /* nor split hers into two */
  enter_refused (game, "Ann: lay | r1 r2 r3 | | r4 r5 r6", "TR-6");
  enter_ok (game, "Ann: lay | r1 r2 r3 r4 r5 r6");
  /* the last to open may open more in the same turn, within the limit */
  enter_ok (game, "Ben: lay | r1 r2 r3 r4 r5 r6 | | b1 b2 b3 | | g7 g8 g9");
  assert_int_equal (view_of (game).n_groups, 3);
  enter_refused (game, "Ann: lay | r1 r2 r3 r4 r5 r6 | | b1 b2 b3 | | g7 g8 g9 | | y1 y2 y3", "TR-5");
}

static void
test_no_new_group_while_merging (void **state)
{
  /* Cleo has not opened: merging two groups does not let Ann lay another */
  g_autoptr(ArbGame) game = game_from_text (HEADER3 DISPLAY
                                            "Ann: lay | r1 r2 r3\n"
                                            "Ben: lay | r1 r2 r3 | | b1 b2 b3\n"
                                            "Cleo: draw\n");

  enter_refused (game, "Ann: lay | r1 r2 r3 | b1 b2 b3 | y1 y2 y3 | | g10 g11 g12", "TR-6");
  enter_ok (game, "Ann: lay | r1 r2 r3 | b1 b2 b3 | y1 y2 y3");
  assert_int_equal (view_of (game).n_groups, 1);
}

static void
test_fifth_group_four_players (void **state)
{
  g_autoptr(ArbGame) game = game_from_text (HEADER4 DISPLAY
                                            "Ann: lay | r1 r2 r3\n"
                                            "Ben: lay | r1 r2 r3 | | b1 b2 b3\n"
                                            "Cleo: lay | r1 r2 r3 | | b1 b2 b3 | | y1 y2 y3\n"
                                            "Dan: lay | r1 r2 r3 | | b1 b2 b3 | | y1 y2 y3 | | g1 g2 g3\n");

  assert_int_equal (view_of (game).group_limit, 4);
  enter_refused (game, "Ann: lay | r1 r2 r3 | | b1 b2 b3 | | y1 y2 y3 | | g1 g2 g3 | | r8 r9 r10", "TR-5");
  /* merging two groups frees a place */
  enter_ok (game, "Ann: lay | r1 r2 r3 | b1 b2 b3 | g1 g2 g3 | | y1 y2 y3 | | r8 r9 r10");
}

static void
test_merging_frees_a_slot (void **state)
{
  g_autoptr(ArbGame) game = game_from_text (HEADER3 DISPLAY
                                            "Ann: lay | r1 r2 r3\n"
                                            "Ben: lay | r1 r2 r3 | | b1 b2 b3\n"
                                            "Cleo: lay | r1 r2 r3 | | b1 b2 b3 | | g7 g8 g9\n");

  enter_refused (game, "Ann: lay | r1 r2 r3 | | b1 b2 b3 | | g7 g8 g9 | | r10 r11 r12", "TR-5");
  enter_ok (game, "Ann: lay | r1 r2 r3 | b1 b2 b3 | y1 y2 y3 | | g7 g8 g9 | | r10 r11 r12");
}

static void
test_lay_tiles (void **state)
{
  g_autoptr(ArbGame) game = game_from_text (HEADER2 DISPLAY "Ann: lay | r1 r2 r3 r4\nBen: draw\n");

  /* a table tile may not go back to a hand */
  enter_refused (game, "Ann: lay | r2 r3 r4 | | b5 b6 b7", "TR-6");
  /* the same table adds nothing */
  enter_refused (game, "Ann: lay | r4 r3 r2 r1", "TR-6");
  /* a third copy */
  enter_refused (game, "Ann: lay | r1 r2 r3 r4 | | r1 b1 y1 | | r1 b1 g1", "TR-1");
  /* both g14s are known elsewhere: one on the display... */
  enter_refused (game, "Ann: lay | r1 r2 r3 r4 | | g14 g14 g13", "TR-1");
  enter_ok (game, "Ann: lay | r1 r2 r3 r4 r5");
  /* more tiles than the hand holds */
  enter_refused (game, "Ben: lay | r1 r2 r3 r4 r5 | | b1 b2 b3 b4 b5 b6 b7 b8 b9 b10 b11 b12 b13 b14 "
                 "| | y1 y2 y3", "TR-6");
}

/* ---- action tiles (TR-3, TR-7) ---- */

static void
test_pass_two_with_one_tile (void **state)
{
  g_autoptr(ArbGame) game = game_from_text (HEADER2 DISPLAY
                                            "Ann: lay | r1 r2 r3 r4 r5 r6 r7 r8 r9 r10 r11 r12 r13 r14\n");
  ArbTilerummyView view = view_of (game);

  assert_int_equal (view.hand[0], 1);
  enter_ok (game, "Ben: pass-two");
  view = view_of (game);
  /* Ann passes her one tile and gets two; Ben (14 after the action)
   * passes two and gets one */
  assert_int_equal (view.hand[0], 2);
  assert_int_equal (view.hand[1], 13);
  assert_int_equal (view.played_pass_two, 1);
}

static void
test_pass_two_three_players (void **state)
{
  g_autoptr(ArbGame) game = game_from_text (HEADER3 DISPLAY
                                            "Ann: lay | r1 r2 r3 r4 r5 r6 r7 r8 r9 r10 r11 r12 r13 r14\n"
                                            "Ben: draw\n");
  ArbTilerummyView view;

  /* Cleo plays it: Ann (1) passes 1 to Ben and gets 2 from Cleo */
  enter_ok (game, "Cleo: pass-two");
  view = view_of (game);
  assert_int_equal (view.hand[0], 2);
  assert_int_equal (view.hand[1], 16 - 2 + 1);
  assert_int_equal (view.hand[2], 14 - 2 + 2);
}

static void
test_action_as_last_tile (void **state)
{
  g_autoptr(ArbGame) game = game_from_text (HEADER2 DISPLAY
                                            "Ann: lay | r1 r2 r3 r4 r5 r6 r7 r8 r9 r10 r11 r12 r13 r14\n"
                                            "Ben: draw\n");
  ArbTilerummyView view;

  enter_ok (game, "Ann: draw-three");        /* her last tile: no opponent needed */
  view = view_of (game);
  assert_int_equal (view.winner, 0);
  assert_int_equal (view.hand[1], 16);       /* no effect */
  assert_int_equal (view.phase, ARB_TILERUMMY_HANDS);
  enter_refused (game, "Ben: draw", "TR-7");
}

static void
test_draw_three (void **state)
{
  g_autoptr(ArbGame) game = game_from_text (HEADER2 DISPLAY);
  ArbTilerummyView view;

  enter_refused (game, "Ann: draw-three Ann", "TR-3");
  enter_refused (game, "Ann: draw-three", "TR-3");
  enter_refused (game, "Ann: draw-three Zed", "TR-1");
  enter_ok (game, "Ann: draw-three Ben");
  view = view_of (game);
  assert_int_equal (view.hand[0], 14);
  assert_int_equal (view.hand[1], 18);
  assert_int_equal (view.bag, 80 - 3);
  enter_ok (game, "Ben: draw-three Ann");
  /* both draw-three tiles are played: a third cannot be */
  enter_refused (game, "Ann: draw-three Ben", "TR-1");
}

static void
test_draw_three_two_left (void **state)
{
  g_autoptr(ArbGame) game = game_from_text (HEADER2 DISPLAY);
  ArbTilerummyView view;

  for (int i = 0; i < 78; i++)
    enter_ok (game, "draw");
  assert_int_equal (view_of (game).bag, 2);
  enter_ok (game, "Ann: draw-three Ben");
  view = view_of (game);
  assert_int_equal (view.bag, 0);
  assert_int_equal (view.hand[1], 15 + 39 + 2);
  enter_refused (game, "Ben: draw", "TR-9");
}

static void
test_action_tiles_accounted (void **state)
{
  g_autoptr(ArbGame) game = game_from_text (HEADER2 "display pass-two pass-two r1 r2 r3 r4\n");

  /* both pass-two tiles lie on the display */
  enter_refused (game, "Ann: pass-two", "TR-1");
  enter_ok (game, "Ann: take pass-two b1");
  enter_refused (game, "Ben: pass-two", "TR-1");   /* one on the display, one Ann's */
  enter_ok (game, "Ben: draw");
  enter_ok (game, "Ann: pass-two");
}

/* ---- the end (TR-7, TR-8, TR-9) ---- */

/* TR-9: a player known to hold an action tile (taken from the display)
 * has an action left and may not pass; once it is played, or once a
 * pass-two may have moved it on, the pass is the player's to make. */
static void
test_no_pass_with_known_action (void **state)
{
  g_autoptr(ArbGame) game = game_from_text (HEADER2 "display pass-two draw-three g12 y14 y13 b14\n");

  for (int i = 0; i < 80; i++)
    enter_ok (game, "draw");
  enter_ok (game, "Ann: take pass-two");
  enter_ok (game, "Ben: take draw-three");
  enter_ok (game, "Ann: take g12");
  enter_ok (game, "Ben: take y14");
  enter_ok (game, "Ann: take y13");
  enter_ok (game, "Ben: take b14");
  enter_refused (game, "Ann: pass", "TR-9");
  {
    g_autoptr(ArbPrompt) prompt = arb_game_prompt (game);

    assert_null (arb_prompt_find_choice (prompt, "pass"));
    assert_non_null (arb_prompt_find_choice (prompt, "pass-two"));
  }
  enter_ok (game, "Ann: pass-two");
  /* Ben's draw-three may now be Ann's: neither is known to hold it */
  enter_ok (game, "Ben: pass");
  enter_ok (game, "Ann: pass");
  assert_true (view_of (game).blocked);
}

static void
test_empty_bag_and_blocked_game (void **state)
{
  g_autoptr(ArbGame) game = game_from_text (HEADER2 DISPLAY);
  g_autoptr(ArbScore) score = NULL;
  ArbTilerummyView view;

  for (int i = 0; i < 80; i++)
    enter_ok (game, "draw");
  enter_refused (game, "Ann: draw", "TR-9");
  enter_refused (game, "Ann: pass", "TR-9");                /* the display still holds tiles */
  enter_refused (game, "Ann: take g14 r1", "TR-9");         /* no refill from an empty bag */
  enter_ok (game, "Ann: take g14");
  assert_int_equal (view_of (game).phase, ARB_TILERUMMY_TURN);
  enter_ok (game, "Ben: take g13");
  enter_ok (game, "Ann: take g12");
  enter_ok (game, "Ben: take y14");
  enter_ok (game, "Ann: take y13");
  enter_ok (game, "Ben: take b14");
  enter_refused (game, "Ann: take b14", "TR-2");
  enter_ok (game, "Ann: pass");
  enter_ok (game, "Ben: lay | r5 r6 r7");      /* a lay-down ends the run of passes */
  enter_ok (game, "Ann: pass");
  enter_ok (game, "Ben: pass");
  view = view_of (game);
  assert_true (view.blocked);
  assert_int_equal (view.phase, ARB_TILERUMMY_HANDS);
  assert_int_equal (view.hand[0], 15 + 40 + 3);
  assert_int_equal (view.hand[1], 15 + 40 + 3 - 3);
  enter_refused (game, "Ann: lay | r5 r6 r7 r8", "TR-9");
  /* the hands: Ben took g13 y14 b14, so his hand holds them */
  enter_refused (game, "Ben: hand 1 2 3", "TR-8");
  enter_refused (game, "Ben: hand 13 14 1 1 1 1 1 1 1 1 2 2 2 2 2 2 2 2 3 3 3 3 3 3 3 3 4 4 4 4 4 4 4 4 "
                       "8 8 8 8 8 8 8 8 9 9 9 9 9 9 9 9 10 10 10 10 10", "TR-8");
  enter_ok (game, "Ben: hand g13 y14 b14 1 1 1 1 1 1 1 1 2 2 2 2 2 2 2 2 3 3 3 3 3 3 3 3 4 4 4 4 4 4 4 4 "
                  "8 8 8 8 8 8 8 8 9 9 9 9 9 9 9 9 10 10 10 10");
  enter_refused (game, "Ann: hand 9 9 9", "TR-1");
  enter_refused (game, "Ann: hand 5 5 5", "TR-8");
  /* Ann holds everything else: 54 numbered tiles and the 4 action tiles */
  enter_ok (game, "Ann: hand 5 5 5 5 5 5 5 6 6 6 6 6 6 6 7 7 7 7 7 7 7 10 10 10 10 "
                  "11 11 11 11 11 11 11 11 g12 12 12 12 12 12 12 12 y13 13 13 13 13 13 13 "
                  "g14 14 14 14 14 14 pass-two pass-two draw-three action");
  score = arb_game_score (game);
  assert_true (score->finished);
  assert_int_equal (arb_score_n_winners (score), 0);
  assert_int_equal (arb_score_get_player (score, 0)->total, 126 + 40 + 88 + 96 + 91 + 84 + 80);
  assert_int_equal (arb_score_get_player (score, 1)->total, 41 + 8 * (1 + 2 + 3 + 4 + 8 + 9) + 40);
}

static void
test_hand_counts_and_known_tiles (void **state)
{
  g_autoptr(ArbGame) game = game_from_text (HEADER2 DISPLAY
                                            "Ann: take g14 r1\n"
                                            "Ben: lay | r5 r6 r7 r8 r9 r10 r11 r12 r13 r14\n"
                                            "Ann: lay | r5 r6 r7 r8 r9 r10 r11 r12 r13 r14 | | b1 b2 b3\n");
  g_autoptr(ArbScore) score = NULL;

  /* Ben lays down his last five tiles */
  enter_ok (game, "Ben: lay | r3 r4 r5 r6 r7 r8 r9 r10 r11 r12 r13 r14 | | b1 b2 b3 b4 b5 b6");
  assert_int_equal (view_of (game).winner, 1);
  enter_refused (game, "Ben: hand r3", "TR-7");
  enter_refused (game, "Ann: hand 1 2 3", "TR-8");              /* 13 tiles by the record */
  enter_refused (game, "Ann: hand r9 r9", "TR-1");               /* a red 9 is on the table */
  /* g14 went into Ann's hand and never out */
  enter_refused (game, "Ann: hand 9 9 9 9 9 9 9 10 10 10 10 pass-two 13", "TR-8");
  enter_ok (game, "Ann: hand 9 9 9 9 9 9 9 10 10 10 10 pass-two 14");
  score = arb_game_score (game);
  assert_true (score->finished);
  assert_int_equal (arb_score_get_player (score, 0)->total, 63 + 40 + 20 + 14);
  assert_int_equal (arb_score_get_player (score, 1)->total, 0);
  assert_int_equal (arb_score_get_player (score, 1)->rank, 1);
  assert_true (arb_score_get_player (score, 1)->winner);
  enter_refused (game, "Ann: draw", "TR-7");
}

/* A tile seen going into a hand is still in some hand after a pass
 * two: the taker's or the left neighbour's, never a third player's
 * (TR-1, TR-3). */
static void
test_seen_tiles_after_pass_two (void **state)
{
  g_autoptr(ArbGame) game = game_from_text (HEADER3 "display r5 r5 b1 b2 b3 b4\n"
                                            "Ann: take r5 g9\n"
                                            "Ben: pass-two\n");
  g_autoptr(ArbGame) again = NULL;

  enter_refused (game, "Cleo: take r5 r5", "TR-1");    /* a third red 5 from the bag */
  enter_refused (game, "Cleo: lay | r5 r6 r7", "TR-1"); /* Cleo cannot hold Ann's */
  enter_all (game, "Cleo: draw\nAnn: draw\n"
                   "Ben: lay | r5 r6 r7\n");           /* Ann may have passed it to Ben */
  /* the one Ben laid may be the one Ann took: then Cleo may hold the other */
  again = game_from_text (HEADER3 "display r5 b5 b1 b2 b3 b4\n"
                          "Ann: take r5 g9\n"
                          "Ben: pass-two\n"
                          "Cleo: draw\nAnn: draw\n"
                          "Ben: lay | r5 r6 r7\n");
  enter_ok (again, "Cleo: lay | r5 r6 r7 | | r5 b5 y5");
}

/* Two copies of a tile seen going into two hands, both perhaps passed
 * on: the one laid down may be either, so the one left may still be in
 * any hand that could hold one of them (TR-1, TR-6: copies of a tile are
 * interchangeable). */
static void
test_used_copy_may_be_either (void **state)
{
  g_autoptr(ArbGame) game = game_from_text (HEADER3 "display r5 r5 b1 b2 b3 b4\n"
                                            "Ann: take r5 g9\n"
                                            "Ben: take r5 g8\n"
                                            "Cleo: pass-two\n"
                                            "Ann: draw\n"
                                            "Ben: lay | r5 r6 r7\n"
                                            "Cleo: draw\n");

  /* Ben may have laid the red 5 he took: Ann may still hold hers */
  enter_ok (game, "Ann: lay | r5 r6 r7 | | r5 b5 y5");
}

/* A hand entered first cannot hold a tile seen going into a hand that
 * is entered later (TR-1). */
static void
test_hand_counts_tiles_seen_elsewhere (void **state)
{
  g_autoptr(ArbGame) game = game_from_text (HEADER3 "display r5 r5 b1 b2 b3 b4\n"
                                            "Ann: take r5 g9\n"
                                            "Ben: lay | b1 b2 b3 b4 b5 b6 b7 b8 b9 b10 b11 b12 b13\n"
                                            "Cleo: draw\n"
                                            "Ann: draw\n"
                                            "Ben: lay | b1 b2 b3 b4 b5 b6 b7 b8 b9 b10 b11 b12 b13"
                                            " | . . . . . . . . . . . . y13 | . . . . . . . . . . . . g13\n");

  assert_int_equal (view_of (game).winner, 1);
  enter_refused (game, "Cleo: hand r5 r6 r7 r8 r9 r10 r11 r12 r13 r14 y1 y2 y3 y4 y5 y6", "TR-1");
  enter_ok (game, "Cleo: hand r6 r6 r7 r8 r9 r10 r11 r12 r13 r14 y1 y2 y3 y4 y5 y6");
  enter_ok (game, "Ann: hand r5 g1 g2 g3 g4 g5 g6 g7 g8 g9 g10 g11 g12 g14 y7 y8 y9");
}

/* A player whose every tile was seen going into the hand holds no
 * action tile; one who passes every tile hands the seen ones on. */
static void
test_action_needs_an_unseen_tile (void **state)
{
  g_autoptr(ArbGame) game = game_from_text (HEADER2 DISPLAY
                                            "Ann: lay | r1 r2 r3 r4 r5 r6 r7 r8 r9 r10 r11 r12 r13 r14\n"
                                            "Ben: draw\n"
                                            "Ann: take g14 r1\n"
                                            "Ben: draw\n"
                                            "Ann: draw-three Ben\n"
                                            "Ben: draw\n");

  /* Ann holds one tile, the green 14 she took */
  enter_refused (game, "Ann: pass-two", "TR-1");
  enter_refused (game, "Ann: draw-three", "TR-1");
  enter_ok (game, "Ann: draw");
  /* Ben's pass two: Ann passes both her tiles, the green 14 goes to Ben */
  enter_all (game, "Ben: pass-two\n"
                   "Ann: lay | r1 r2 r3 r4 r5 r6 r7 r8 r9 r10 r11 r12 r13 r14"
                   " | . . . . . . . . . . . . . b14 | . . . . . . . . . . . . . y14\n");
  /* Ben: 15 + 2 draws + 3 + 1 draw - the pass-two = 20 */
  enter_refused (game, "Ben: hand 1 1 1 1 2 2 2 2 3 3 3 3 4 4 4 4 5 5 5 5", "TR-8");
  enter_ok (game, "Ben: hand g14 1 1 1 1 2 2 2 2 3 3 3 3 4 4 4 4 5 5 5");
}

static void
test_winner_may_enter_empty_hand (void **state)
{
  g_autoptr(ArbGame) game = game_from_text (HEADER2 DISPLAY
                                            "Ann: lay | r1 r2 r3 r4 r5 r6 r7 r8 r9 r10 r11 r12 r13 r14\n"
                                            "Ben: draw\n"
                                            "Ann: pass-two\n");

  enter_ok (game, "Ann: hand");
  enter_ok (game, "Ben: hand 5 5 5 5 5 5 5 6 6 6 6 6 6 6 pass-two draw-three");
  assert_true (arb_game_is_finished (game));
  assert_int_equal (total_of (game, 1), 7 * 5 + 7 * 6 + 40);
  assert_int_equal (total_of (game, 0), 0);
}

/* In a match, the winner's hand line with tiles, written after the other
 * hands scored the game, is still refused because whoever went out holds
 * none (TR-7), not as an entry of the next game. */
static void
test_winner_late_hand_in_match (void **state)
{
  g_autoptr(ArbGame) game = game_from_text (HEADER2 "option match 2\n" DISPLAY
                                            "Ann: lay | r1 r2 r3 r4 r5 r6 r7 r8 r9 r10 r11 r12 r13 r14\n"
                                            "Ben: draw\n"
                                            "Ann: pass-two\n"
                                            "Ben: hand 5 5 5 5 5 5 5 6 6 6 6 6 6 6 pass-two draw-three\n");

  enter_refused (game, "Ann: hand r5", "TR-7");
  enter_ok (game, "Ann: hand");
}

static void
test_match_totals (void **state)
{
  g_autoptr(ArbGame) game = game_from_text (HEADER3 "mode score-only\noption match 3\n"
                                            "Ann: hand\n"
                                            "Ben: hand r5 b7 pass-two\n"
                                            "Cleo: hand 1 2 3\n"
                                            "Ben: hand\n"
                                            "Ann: hand 14 14 13\n"
                                            "Cleo: hand action\n"
                                            "Cleo: hand 4 4\n"
                                            "Ann: hand 9\n"
                                            "Ben: hand y1 g1\n");
  g_autoptr(ArbScore) score = arb_game_score (game);

  /* game 3 has no empty hand: blocked, everyone scores (TR-9) */
  assert_true (score->finished);
  assert_int_equal (arb_score_get_player (score, 0)->total, 0 + 41 + 9);
  assert_int_equal (arb_score_get_player (score, 1)->total, 32 + 0 + 2);
  assert_int_equal (arb_score_get_player (score, 2)->total, 6 + 20 + 8);
  assert_int_equal (arb_score_get_player (score, 1)->rank, 1);
  assert_int_equal (arb_score_get_player (score, 2)->rank, 1);
  assert_int_equal (arb_score_get_player (score, 0)->rank, 3);
  assert_int_equal (arb_score_n_winners (score), 2);
  assert_int_equal (arb_score_get_player (score, 0)->game_totals->len, 3);
  enter_refused (game, "Ann: hand 1", "TR-8");
}

static void
test_score_only_checks (void **state)
{
  g_autoptr(ArbGame) game = game_from_text (HEADER3 "mode score-only\n" "Ann: hand\n");

  enter_refused (game, "Ben: hand", "TR-7");                 /* only one goes out */
  enter_refused (game, "Ann: hand 5", "TR-8");               /* entered already */
  enter_refused (game, "Ben: hand r5 r5 r5", "TR-1");
  enter_refused (game, "Ben: hand 15", "TR-1");
  enter_refused (game, "Ben: hand pass-two pass-two pass-two", "TR-1");
  enter_refused (game, "Ben: hand 5 5 5 5 5 5 5 5 5", "TR-1");
  enter_ok (game, "Ben: hand 5 5 5 5 r5 r5 5 5");
  enter_refused (game, "Cleo: hand b5", "TR-1");
  enter_ok (game, "Cleo: hand action action draw-three draw-three");
  assert_true (arb_game_is_finished (game));
}

static void
test_blocked_single_game_has_no_winner (void **state)
{
  g_autoptr(ArbGame) game = game_from_text (HEADER2 "mode score-only\nAnn: hand 3\nBen: hand 4\n");
  g_autoptr(ArbScore) score = arb_game_score (game);

  assert_true (score->finished);
  assert_int_equal (arb_score_n_winners (score), 0);
  assert_non_null (strstr (score->verdict, "No winner"));
}

static void
test_setup (void **state)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(ArbRecord) record = arb_record_parse ("game tilerummy\nplayers Ann, Ben, Cleo, Dan, Eve\n",
                                                  NULL, &error);
  g_autofree char *rule = NULL;

  assert_null (record);
  rule = arb_error_rule_id (error);
  assert_string_equal (rule, "TR-1");
}


/* Every tile is somewhere: hands, bag, display, table, or played. */
static void
assert_conserved (ArbGame *game)
{
  ArbTilerummyView view = view_of (game);
  ArbSetup *setup = arb_game_get_setup (game);
  int sum = view.bag + (int) view.n_display + (int) arb_tr_grid_n_tiles (view.table)
            + view.played_pass_two + view.played_draw_three;

  for (guint i = 0; i < setup->n_players; i++)
    {
      assert_true (view.hand[i] >= 0);
      sum += view.hand[i];
    }
  assert_int_equal (sum, ARB_TILERUMMY_ALL_TILES);
}

/* A tile the game accepts as the refill, tried at random. */
static void
enter_some_refill (ArbGame *game,
                   GRand   *rand)
{
  for (int tries = 0; tries < 500; tries++)
    {
      ArbTrTile t = (ArbTrTile) g_rand_int_range (rand, 1, ARB_TR_N_TILES);
      g_autoptr(ArbEvent) event = arb_event_new (ARB_NO_PLAYER, "refill", arb_tr_tile_name (t), NULL);
      g_autoptr(GError) error = NULL;

      if (arb_game_append (game, event, &error))
        return;
      assert_true (g_error_matches (error, ARB_ERROR, ARB_ERROR_REFUSED));
    }
  fail_msg ("no refill tile accepted");
}

/* Plays random games through the prompt's choices to their end: every
 * choice offered is accepted, and no tile is ever lost (TR-1, TR-2,
 * TR-3, TR-9). */
static void
test_random_play (void **state)
{
  static const char *const headers[] = { HEADER2, HEADER3, HEADER4 };
  g_autoptr(GRand) rand = g_rand_new_with_seed (20020002);

  for (guint round = 0; round < 30; round++)
    {
      g_autofree char *text = g_strconcat (headers[round % 3], "display r1 b2 y3 g4 pass-two draw-three\n", NULL);
      g_autoptr(ArbGame) game = game_from_text (text);
      guint steps = 0;

      for (;; steps++)
        {
          g_autoptr(ArbPrompt) prompt = arb_game_prompt (game);
          ArbChoice *choice;
          g_autoptr(GError) error = NULL;

          assert_true (steps < 5000);
          assert_conserved (game);
          if (g_strcmp0 (prompt->verb, "refill") == 0)
            {
              enter_some_refill (game, rand);
              continue;
            }
          if (g_strcmp0 (prompt->verb, "turn") != 0)
            break;
          assert_true (prompt->choices->len > 0);
          choice = g_ptr_array_index (prompt->choices, g_rand_int_range (rand, 0, (int) prompt->choices->len));
          if (!arb_game_append (game, choice->event, &error))
            fail_msg ("choice “%s” refused: %s", choice->label, error->message);
        }
      assert_int_equal (view_of (game).phase, ARB_TILERUMMY_HANDS);
      assert_true (view_of (game).blocked || view_of (game).winner != ARB_NO_PLAYER);
    }
}

/* Printing a record and reading it back gives the same events, and
 * printing again the same text (docs/notation.md, canonical form). */
static void
test_round_trip (void **state)
{
  static const char *const names[] = {
    "tilerummy-full-3p.rec", "tilerummy-match-tracked.rec", "tilerummy-blocked.rec",
    "tilerummy-match-score-only.rec", "tilerummy-l-shape.rec",
  };
  const char *dir = g_getenv ("ARBITER_SOURCE_DIR");

  if (dir == NULL)
    skip ();
  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_autofree char *path = g_build_filename (dir, "tests", "records", names[i], NULL);
      g_autofree char *text = NULL;
      g_autoptr(GError) error = NULL;
      g_autoptr(ArbRecord) first = NULL;
      g_autoptr(ArbRecord) second = NULL;
      g_autofree char *printed = NULL;
      g_autofree char *again = NULL;

      assert_true (g_file_get_contents (path, &text, NULL, NULL));
      first = arb_record_parse (text, NULL, &error);
      assert_non_null (first);
      printed = arb_record_print (first->setup, first->events);
      second = arb_record_parse (printed, NULL, &error);
      if (second == NULL)
        fail_msg ("%s printed does not read back: %s\n%s", names[i], error->message, printed);
      assert_int_equal (first->events->len, second->events->len);
      for (guint k = 0; k < first->events->len; k++)
        assert_true (arb_event_equal (g_ptr_array_index (first->events, k),
                                      g_ptr_array_index (second->events, k)));
      again = arb_record_print (second->setup, second->events);
      assert_string_equal (printed, again);
    }
}

int
main (void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test (test_lines),
    cmocka_unit_test (test_two_side_by_side),
    cmocka_unit_test (test_l_shape_and_crossings),
    cmocka_unit_test (test_parallel_rows_touching),
    cmocka_unit_test (test_every_problem_reported),
    cmocka_unit_test (test_groups),
    cmocka_unit_test (test_grid_editing),
    cmocka_unit_test (test_big_table_is_fast),
    cmocka_unit_test (test_lay_syntax),
    cmocka_unit_test (test_action_verb_spellings),
    cmocka_unit_test (test_lay_keeps_seen_tile),
    cmocka_unit_test (test_refill_line_empty_bag),
    cmocka_unit_test (test_display_first),
    cmocka_unit_test (test_turn_order),
    cmocka_unit_test (test_prompt_choices),
    cmocka_unit_test (test_vertical_five_under_blue),
    cmocka_unit_test (test_fives_beside_sixes_refused),
    cmocka_unit_test (test_opening_rules),
    cmocka_unit_test (test_opening_group_own_tiles),
    cmocka_unit_test (test_third_group_two_players),
    cmocka_unit_test (test_no_new_group_while_merging),
    cmocka_unit_test (test_fifth_group_four_players),
    cmocka_unit_test (test_merging_frees_a_slot),
    cmocka_unit_test (test_lay_tiles),
    cmocka_unit_test (test_pass_two_with_one_tile),
    cmocka_unit_test (test_pass_two_three_players),
    cmocka_unit_test (test_action_as_last_tile),
    cmocka_unit_test (test_draw_three),
    cmocka_unit_test (test_draw_three_two_left),
    cmocka_unit_test (test_action_tiles_accounted),
    cmocka_unit_test (test_empty_bag_and_blocked_game),
    cmocka_unit_test (test_hand_counts_and_known_tiles),
    cmocka_unit_test (test_seen_tiles_after_pass_two),
    cmocka_unit_test (test_hand_counts_tiles_seen_elsewhere),
    cmocka_unit_test (test_used_copy_may_be_either),
    cmocka_unit_test (test_action_needs_an_unseen_tile),
    cmocka_unit_test (test_winner_may_enter_empty_hand),
    cmocka_unit_test (test_winner_late_hand_in_match),
    cmocka_unit_test (test_no_pass_with_known_action),
    cmocka_unit_test (test_match_totals),
    cmocka_unit_test (test_score_only_checks),
    cmocka_unit_test (test_blocked_single_game_has_no_winner),
    cmocka_unit_test (test_setup),
    cmocka_unit_test (test_random_play),
    cmocka_unit_test (test_round_trip),
  };

  return cmocka_run_group_tests (tests, NULL, NULL);
}
