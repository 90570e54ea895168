/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Split and Vote (seed 000), rulings SV-1 .. SV-12. */
#include "splitvote.h"

#include <stdlib.h>
#include <string.h>

#include "../arb-args.h"
#include "../arb-error.h"
#include "../arb-i18n.h"

#define N_MAX ARB_SPLITVOTE_MAX_PLAYERS
#define ROW_MAX ARB_SPLITVOTE_MAX_ROW
#define N_NUM ARB_SPLITVOTE_N_NUMBERS
#define N_PARTS ARB_SPLITVOTE_N_PARTS
#define JOKER ARB_SPLITVOTE_JOKER
#define NO_VOTE (-1)

/* A contested part waiting its turn (SV-6, SV-7). */
typedef struct {
  guint start;
  guint len;
  guint contenders;   /* bit per seat */
  int   part;         /* its colour in the vote that contested it */
} Contest;

/* Flat (no pointers), so that describe() can fold a plain copy. */
typedef struct {
  ArbSplitvoteStep step;
  int      active;
  guint    round;                 /* 0-based */
  gboolean started;               /* a start event or a row has been seen */
  guint    dealt;
  int      used[N_NUM + 1];       /* cards dealt per value, [JOKER] jokers */
  int      row[ROW_MAX];
  int      owner[ROW_MAX];
  guint    row_len;
  gboolean sub_split;             /* splitting or voting on a contested part */
  int      seg_part;              /* colour of that contested part */
  guint    seg_start;
  guint    seg_len;
  guint    part_start[N_PARTS];
  guint    part_len[N_PARTS];
  gboolean part_out[N_PARTS];     /* discarded by SV-4 */
  guint    voters;                /* bit per seat */
  int      vote[N_MAX];
  guint    received;              /* bit per seat, this round */
  guint    recv_start[N_MAX];
  guint    recv_len[N_MAX];
  Contest  contests[ROW_MAX];     /* a stack: the top is resolved next */
  guint    n_contests;
  guint    joker_pos;             /* position in the SV-10 order */
  int      numbers[N_MAX][N_NUM + 1];   /* number cards; score-only: whole stacks */
  int      attached[N_MAX][N_NUM + 1];
  int      waiting[N_MAX];
  guint    entered;               /* score-only, bit per seat */
} SvState;

static const char *const part_names[N_PARTS] = { "white", "blue", "black" };
/* The parts as shown: the same words, translated. */
static const char *const part_words[N_PARTS] = { N_("white"), N_("blue"), N_("black") };

static const char *
part_word (int part)
{
  return _(part_words[part]);
}

static const char *const card_names[N_NUM + 1] = {
  "J", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10",
};

static const char *const number_words[N_NUM + 1] = {
  "jokers", "ones", "twos", "threes", "fours", "fives",
  "sixes", "sevens", "eights", "nines", "tens",
};

static const ArbVerbSpec sv_verbs[] = {
  { "start", "start NAME [random]", "NAME is the first active player (picked at random by the app)." },
  { "row", "row CARD...", "The active player deals the row, left to right: 1 to 10, J for a joker." },
  { "split", "split WHITE BLUE BLACK", "The active player splits the row, or a contested part, into three parts of these sizes." },
  { "discard", "[NAME:] discard PART", "Two players: the other player discards white, blue or black." },
  { "vote", "NAME: vote PART", "One player's revealed vote: white, blue or black (w, b, k)." },
  { "votes", "votes NAME=PART...", "All the revealed votes of one vote at once." },
  { "joker", "[NAME:] joker NUMBER...", "The player attaches a joker to their stack of NUMBER, one per number given." },
  { "stacks", "NAME: stacks NUMBERxCOUNT...", "Score-only: a player's final stacks, jokers counted in (3x2 7x4)." },
};

static const ArbRuling sv_rulings[] = {
  { "SV-1", N_("Two to four players. The deck is 70 cards: each number n from 1 to 10 in n copies, and 15 jokers.") },
  { "SV-2", N_("A row is 7 cards with 2 or 3 players, 9 with 4; four players end with a row of 7. The row that empties the deck is the last.") },
  { "SV-3", N_("The active player cuts the row, in its order, into white, blue and black parts of at least one card each.") },
  { "SV-4", N_("Two players: once the row is split, the other player discards one part; the vote is on the other two. Never for sub-splits.") },
  { "SV-5", N_("Every player still in the vote votes once for an available part; the votes are revealed together.") },
  { "SV-6", N_("An unvoted part is discarded; a part with one vote goes to its voter. A contested part of 3+ cards is split again by the active player, of 2 cards splits 1 | 1, of 1 card is discarded; only its contenders vote again.") },
  { "SV-7", N_("Several contested parts in one vote are resolved one after the other: white, then blue, then black.") },
  { "SV-8", N_("A player who received a part gets nothing more that round. Then the active role passes clockwise.") },
  { "SV-9", N_("Jokers are attached to a number stack of their owner, their choice. A joker taken with no number card waits for the next numbers. Attached jokers never move; waiting ones count nothing.") },
  { "SV-10", N_("Jokers are attached in clockwise order, starting left of the active player.") },
  { "SV-11", N_("For each number, the player or players with the most cards of it (jokers included) score the number.") },
  { "SV-12", N_("Highest total wins; a tie goes to more different numbers scored; still tied, the victory is shared.") },
};

/* ---- helpers ---- */

static const SvState *
cstate (gconstpointer state)
{
  return state;
}

static const char *
name (const ArbSetup *setup,
      int             seat)
{
  return arb_setup_player_name (setup, seat);
}

static guint
seat_bit (int seat)
{
  return 1u << seat;
}

static guint
n_bits (guint mask)
{
  return (guint) __builtin_popcount (mask);
}

static int
copies (int value)
{
  return value == JOKER ? ARB_SPLITVOTE_N_JOKERS : value;
}

const char *
arb_splitvote_part_name (ArbSplitvotePart part)
{
  g_return_val_if_fail (part >= 0 && part < N_PARTS, "?");
  return part_names[part];
}

guint
arb_splitvote_row_size (const ArbSetup *setup)
{
  return setup->n_players == 4 ? 9 : 7;
}

guint
arb_splitvote_n_rounds (const ArbSetup *setup)
{
  guint size = arb_splitvote_row_size (setup);

  return (ARB_SPLITVOTE_DECK + size - 1) / size;
}

/* SV-2: a full row, or what remains of the deck. */
static guint
this_row_size (const ArbSetup *setup,
               const SvState  *s)
{
  return MIN (arb_splitvote_row_size (setup), ARB_SPLITVOTE_DECK - s->dealt);
}

/* SV-10 order: i = 0 is left of the active player, the active is last. */
static int
order_seat (const ArbSetup *setup,
            const SvState  *s,
            guint           i)
{
  return (s->active + 1 + (int) i) % (int) setup->n_players;
}

static int
other_player (const SvState *s)
{
  return 1 - s->active;
}

static char *
cards_text (const SvState *s,
            guint          start,
            guint          len)
{
  GString *out = g_string_new (NULL);

  for (guint i = start; i < start + len && i < s->row_len; i++)
    {
      if (i > start)
        g_string_append_c (out, ' ');
      g_string_append (out, card_names[s->row[i]]);
    }
  return g_string_free (out, FALSE);
}

/* The words of a narration are only built when someone reads it:
 * a replay passes no narration and skips them. */
static char *
narr_cards (const GString *narr,
            const SvState *s,
            guint          start,
            guint          len)
{
  return narr != NULL ? cards_text (s, start, len) : NULL;
}

static char *
narr_seats (const GString  *narr,
            const ArbSetup *setup,
            guint           mask)
{
  return narr != NULL ? arb_join_seat_mask (setup, mask) : NULL;
}

static int
card_count (const SvState *s,
            int            seat,
            int            value)
{
  return s->numbers[seat][value] + s->attached[seat][value];
}

static guint
n_stacks (const SvState *s,
          int            seat)
{
  guint n = 0;

  for (int v = 1; v <= N_NUM; v++)
    n += s->numbers[seat][v] > 0;
  return n;
}

/* "2, 3 or 8": the numbers a player holds. */
static char *
stacks_text (const SvState *s,
             int            seat,
             const char    *last_sep)
{
  GString *out = g_string_new (NULL);
  guint n = n_stacks (s, seat), k = 0;

  for (int v = 1; v <= N_NUM; v++)
    if (s->numbers[seat][v] > 0)
      g_string_append_printf (out, "%s%d", k++ == 0 ? "" : k == n ? last_sep : ", ", v);
  return g_string_free (out, FALSE);
}

/* ---- state ---- */

static gpointer
sv_state_new (const ArbSetup *setup)
{
  SvState *s = g_new0 (SvState, 1);

  s->step = setup->score_only ? ARB_SPLITVOTE_STEP_STACKS : ARB_SPLITVOTE_STEP_DEAL;
  for (guint i = 0; i < N_MAX; i++)
    s->vote[i] = NO_VOTE;
  return s;
}

static void
sv_state_free (gpointer state)
{
  g_free (state);
}

static gboolean
sv_check_setup (const ArbSetup *setup,
                GError        **error)
{
  if (setup->n_players >= 2 && setup->n_players <= N_MAX)
    return TRUE;
  arb_refuse_setup (error, "SV-1", "Split and Vote takes 2 to 4 players, not %u",
                    setup->n_players);
  return FALSE;
}

/* ---- parsing ---- */

static int
parse_part (const char *text)
{
  static const char *const forms[][2] = {
    { "white", "w" }, { "blue", "b" }, { "black", "k" },
  };

  for (int k = 0; k < N_PARTS; k++)
    if (arb_word_equal (text, forms[k][0])
        || arb_word_equal (text, forms[k][1]))
      return k;
  return -1;
}

static int
parse_card (const char *text)
{
  int v;

  if (g_ascii_isdigit (text[0]) || text[0] == '-' || text[0] == '+')
    return arb_arg_int (text, 1, N_NUM, &v) ? v : -1;
  if (arb_word_equal (text, "J") || arb_word_equal (text, "joker"))
    return JOKER;
  return arb_arg_int (text, 1, N_NUM, &v) ? v : -1;
}

/* "45679J8210": a whole row typed as one word.  There is no card 0, so
 * a 1 followed by a 0 is ten.  A 0 on its own stays 0, for SV-1 to
 * refuse. */
static gboolean
expand_compact (const char *token,
                ArbArgList *out)
{
  for (const char *p = token; *p != '\0'; p++)
    if (!g_ascii_isdigit (*p) && *p != 'J' && *p != 'j')
      return FALSE;
  for (const char *p = token; *p != '\0'; p++)
    {
      if (*p == 'J' || *p == 'j')
        arb_arg_list_add (out, "J");
      else if (*p == '1' && p[1] == '0')
        arb_arg_list_add (out, "10"), p++;
      else
        arb_arg_list_take (out, g_strndup (p, 1));
    }
  return TRUE;
}

/*
 * A row: cards separated by blanks, or the whole row typed as one word.
 * A number that is not a card (0, 11) is well formed and kept for SV-1
 * to refuse; so is a row of the wrong length, for SV-2.
 */
static gboolean
parse_row (ArbEvent *event,
           int      *bad_arg,
           GError  **error)
{
  g_auto(ArbArgList) out;
  int v;

  arb_arg_list_init (&out);
  if (!arb_arg_expect_n (event, 1, G_MAXUINT, "row CARD CARD ...", bad_arg, error))
    return FALSE;
  for (guint i = 0; event->args[i] != NULL; i++)
    {
      const char *text = event->args[i];

      if ((v = parse_card (text)) >= 0)
        arb_arg_list_add (&out, card_names[v]);
      else if (event->args[1] == NULL && expand_compact (text, &out))
        continue;
      else if (arb_arg_int_saturated (text, ARB_ARG_SATURATION, &v))
        arb_arg_list_take (&out, arb_strdup_int (v));
      else
        {
          *bad_arg = (int) i;
          arb_parse_error (error, "“%s” is not a card: write 1 to 10, or J for a joker",
                           event->args[i]);
          return FALSE;
        }
    }
  arb_arg_list_apply (&out, event);
  return TRUE;
}

/* "3 2 4", "3|2|4", "3 | 2 | 4" or, a row being 9 cards at most, "324":
 * sizes, checked by SV-3 later (how many, and what they add up to). */
static gboolean
parse_split (ArbEvent *event,
             int      *bad_arg,
             GError  **error)
{
  const char *one = event->args[0];
  gboolean compact = one != NULL && event->args[1] == NULL && strlen (one) == N_PARTS
                     && strspn (one, "0123456789") == N_PARTS;
  g_auto(ArbArgList) out;
  size_t len;
  guint n = 0;

  arb_arg_list_init (&out);
  for (guint i = 0; event->args[i] != NULL; i++)
    for (const char *p = event->args[i]; *p != '\0'; p += len)
      {
        g_autofree char *word = NULL;
        int size;

        len = compact ? 1 : strcspn (p, "|/ ");   /* a quoted "3 2 4" too */
        word = g_strndup (p, len);

        if (len == 0)
          {
            len = 1;        /* a separator */
            continue;
          }
        if (!arb_arg_int_saturated (word, ARB_ARG_SATURATION, &size))
          {
            *bad_arg = (int) MIN (n, arb_event_n_args (event) - 1);
            arb_parse_error (error, "“%s” is not a size: write the three part sizes, white blue black: “split 3 2 4”",
                             word);
            return FALSE;
          }
        arb_arg_list_take (&out, arb_strdup_int (size));
        n++;
      }
  if (n == 0)
    {
      arb_parse_error (error, "write the three part sizes, white blue black: “split 3 2 4”");
      return FALSE;
    }
  arb_arg_list_apply (&out, event);
  return TRUE;
}

static gboolean
parse_one_part (ArbEvent   *event,
                const char *syntax,
                int        *bad_arg,
                GError    **error)
{
  const char *canonical[2] = { NULL, NULL };
  int k;

  if (!arb_arg_expect_n (event, 1, 1, syntax, bad_arg, error))
    return FALSE;
  /* a word that names no part is refused by the rules (SV-4, SV-5) */
  k = parse_part (event->args[0]);
  if (k < 0)
    return TRUE;
  canonical[0] = part_names[k];
  arb_event_set_args (event, canonical);
  return TRUE;
}

/* One "Name=part" of a votes line: the seat (-1 for nobody here) and
 * the part in *part (-1 for no part); FALSE when it has no "=". */
static gboolean
parse_named_vote (const ArbSetup *setup,
                  const char     *text,
                  int            *seat,
                  int            *part)
{
  const char *eq = strrchr (text, '=');
  g_autofree char *who = NULL;

  *seat = -1;
  *part = -1;
  if (eq == NULL || eq == text || eq[1] == '\0')
    return FALSE;
  who = g_strndup (text, eq - text);
  *part = parse_part (eq + 1);
  *seat = arb_arg_player (setup, who);
  return TRUE;
}

/* Known names and parts canonical, in seat order; anything else as
 * written, after them, for the rules to refuse. */
static char *
canonical_vote (const ArbSetup *setup,
                const char     *text)
{
  int seat, part;

  parse_named_vote (setup, text, &seat, &part);
  if (seat < 0 || part < 0)
    return g_strdup (text);
  return g_strconcat (name (setup, seat), "=", part_names[part], NULL);
}

static gboolean
parse_votes (const ArbSetup *setup,
             ArbEvent       *event,
             int            *bad_arg,
             GError        **error)
{
  g_autoptr(GPtrArray) votes = g_ptr_array_new_with_free_func (g_free);
  g_autofree int *order = NULL;
  guint n;

  if (event->actor != ARB_NO_PLAYER)
    {
      arb_parse_error (error, "a votes line names each voter inside it: “votes Max=white Jane=blue”, with no “NAME:” before it");
      return FALSE;
    }
  if (!arb_arg_expect_n (event, 1, G_MAXUINT, "votes NAME=PART NAME=PART ...", bad_arg, error))
    return FALSE;
  n = arb_event_n_args (event);
  order = g_new (int, n);
  for (guint i = 0; i < n; i++)
    {
      int seat, part;

      if (!parse_named_vote (setup, event->args[i], &seat, &part))
        {
          *bad_arg = (int) i;
          arb_parse_error (error, "write each vote as NAME=PART, such as Max=white, not “%s”", event->args[i]);
          return FALSE;
        }
      order[i] = seat < 0 || part < 0 ? N_MAX : seat;
    }
  /* in seat order, anything unknown last, each as it came */
  for (int seat = 0; seat <= N_MAX; seat++)
    for (guint i = 0; i < n; i++)
      if (order[i] == seat)
        g_ptr_array_add (votes, canonical_vote (setup, event->args[i]));
  g_ptr_array_add (votes, NULL);
  arb_event_set_args (event, (const char *const *) votes->pdata);
  return TRUE;
}

static gboolean
parse_joker (ArbEvent *event,
             int      *bad_arg,
             GError  **error)
{
  if (!arb_arg_expect_n (event, 1, G_MAXUINT, "joker NUMBER [NUMBER...]", bad_arg, error))
    return FALSE;
  for (guint i = 0; event->args[i] != NULL; i++)
    {
      int v;

      if (!arb_arg_int_saturated (event->args[i], ARB_ARG_SATURATION, &v))
        {
          *bad_arg = (int) i;
          arb_parse_error (error, "“%s” is not a number stack: write 1 to 10", event->args[i]);
          return FALSE;
        }
      arb_set_int_arg (event, i, v);
    }
  return TRUE;
}

/* Beyond this a stack's number or count reads as this, for SV-1 to refuse. */
#define STACK_LIMIT 99999

/* "7x4" (also 7X4, 7*4, 7×4): number 7, count 4.  Any whole numbers are
 * well formed: "11x1" or "10x26" are wrong values, refused by SV-1. */
static gboolean
parse_stack (const char *text,
             int        *number,
             int        *count)
{
  g_autofree char *copy = g_strdup (text);
  char *sep = strpbrk (copy, "xX*");
  const char *rest;

  if (sep == NULL && (sep = strstr (copy, "×")) == NULL)
    return FALSE;
  rest = *sep == 'x' || *sep == 'X' || *sep == '*' ? sep + 1 : sep + strlen ("×");
  *sep = '\0';
  return arb_arg_int_saturated (copy, STACK_LIMIT, number)
         && arb_arg_int_saturated (rest, STACK_LIMIT, count);
}

static gboolean
is_number (int number)
{
  return number >= 1 && number <= N_NUM;
}

static gboolean
parse_stacks (ArbEvent *event,
              int      *bad_arg,
              GError  **error)
{
  int counts[N_NUM + 1] = { 0 };
  gboolean seen[N_NUM + 1] = { FALSE };
  g_autoptr(GStrvBuilder) out = g_strv_builder_new ();
  g_autoptr(GPtrArray) wrong = g_ptr_array_new ();
  g_auto(GStrv) args = NULL;

  if (event->actor == ARB_NO_PLAYER)
    {
      arb_parse_error (error, "name the player first: “NAME: stacks 3x2 7x4”");
      return FALSE;
    }
  for (guint i = 0; event->args[i] != NULL; i++)
    {
      int number, count;

      if (!parse_stack (event->args[i], &number, &count) || (is_number (number) && seen[number]))
        {
          *bad_arg = (int) i;
          arb_parse_error (error, "“%s”: write each stack once as NUMBERxCOUNT, such as 7x4 for four cards on the 7 stack",
                           event->args[i]);
          return FALSE;
        }
      if (is_number (number))
        seen[number] = TRUE;
      if (is_number (number) && count >= 1 && count <= number + ARB_SPLITVOTE_N_JOKERS)
        counts[number] = count;
      else   /* kept as written, for apply to refuse and quote */
        g_ptr_array_add (wrong, event->args[i]);
    }
  for (int v = 1; v <= N_NUM; v++)
    if (counts[v] > 0)
      arb_strv_builder_take (out, g_strdup_printf ("%dx%d", v, counts[v]));
  for (guint i = 0; i < wrong->len; i++)
    g_strv_builder_add (out, g_ptr_array_index (wrong, i));
  args = g_strv_builder_end (out);
  arb_event_set_args (event, (const char *const *) args);
  return TRUE;
}

guint
arb_splitvote_read_row (const char *text,
                        int        *values,
                        guint       max,
                        gboolean   *open)
{
  g_auto(GStrv) words = g_strsplit_set (text, " ,\t", -1);
  g_auto(ArbArgList) out;
  guint n_words = 0, n = 0;

  arb_arg_list_init (&out);
  for (guint i = 0; words[i] != NULL; i++)
    n_words += *words[i] != '\0';
  for (guint i = 0; words[i] != NULL; i++)
    {
      if (*words[i] == '\0')
        continue;
      if (parse_card (words[i]) >= 0)
        arb_arg_list_add (&out, words[i]);
      else if (n_words > 1 || !expand_compact (words[i], &out))
        break;
    }
  for (; n < out.args->len; n++)
    if (n < max)
      values[n] = parse_card (g_ptr_array_index (out.args, n));
  *open = *text != '\0' && text[strlen (text) - 1] == '1';
  return n;
}

gboolean
arb_splitvote_read_sizes (const char *text,
                          guint      *sizes)
{
  g_autoptr(ArbEvent) event = NULL;
  g_auto(GStrv) args = g_strsplit_set (text, " ", -1);
  g_autoptr(GStrvBuilder) words = g_strv_builder_new ();
  g_auto(GStrv) kept = NULL;
  int bad = -1;

  for (guint i = 0; args[i] != NULL; i++)
    if (*args[i] != '\0')
      g_strv_builder_add (words, args[i]);
  kept = g_strv_builder_end (words);
  event = arb_event_newv (ARB_NO_PLAYER, "split", (const char *const *) kept);
  if (kept[0] == NULL || !parse_split (event, &bad, NULL) || arb_event_n_args (event) != N_PARTS)
    return FALSE;
  for (guint k = 0; k < N_PARTS; k++)
    if (atoi (event->args[k]) < 0)
      return FALSE;
    else
      sizes[k] = (guint) atoi (event->args[k]);
  return TRUE;
}

static const char *
canonical_verb (const char *verb)
{
  static const char *const aliases[][2] = {
    { "start", "start" }, { "row", "row" }, { "deal", "row" }, { "deals", "row" },
    { "split", "split" }, { "splits", "split" },
    { "discard", "discard" }, { "discards", "discard" },
    { "vote", "vote" }, { "votes", "votes" },
    { "joker", "joker" }, { "jokers", "joker" }, { "attach", "joker" },
    { "stacks", "stacks" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (aliases); i++)
    if (g_str_equal (verb, aliases[i][0]))
      return aliases[i][1];
  return NULL;
}

/* "Max: votes white" is one vote, not a votes line. */
static const char *
verb_for_event (const ArbEvent *event)
{
  const char *verb = canonical_verb (event->verb);

  if (g_strcmp0 (verb, "votes") == 0 && event->actor != ARB_NO_PLAYER
      && arb_event_n_args (event) == 1 && strchr (event->args[0], '=') == NULL)
    return "vote";
  return verb;
}

static gboolean
parse_tracking (const ArbSetup *setup,
                ArbEvent       *event,
                const char     *verb,
                int            *bad_arg,
                GError        **error)
{
  if (arb_verb_is (verb, "start"))
    return arb_parse_start (setup, event, bad_arg, error);
  if (arb_verb_is (verb, "row"))
    return parse_row (event, bad_arg, error);
  if (arb_verb_is (verb, "split"))
    return parse_split (event, bad_arg, error);
  if (arb_verb_is (verb, "discard"))
    return parse_one_part (event, "[NAME:] discard PART", bad_arg, error);
  if (arb_verb_is (verb, "votes"))
    return parse_votes (setup, event, bad_arg, error);
  if (arb_verb_is (verb, "joker"))
    return parse_joker (event, bad_arg, error);
  if (event->actor == ARB_NO_PLAYER)
    {
      arb_parse_error (error, "name the voter first: “NAME: vote white”, or write “votes NAME=white ...”");
      return FALSE;
    }
  return parse_one_part (event, "NAME: vote PART", bad_arg, error);
}

static gboolean
sv_parse_event (const ArbSetup *setup,
                ArbEvent       *event,
                int            *bad_arg,
                GError        **error)
{
  const char *verb = verb_for_event (event);
  gboolean scoring = setup->score_only;

  *bad_arg = -1;
  if (verb == NULL || (scoring && !arb_verb_is (verb, "stacks"))
      || (!scoring && arb_verb_is (verb, "stacks")))
    {
      arb_parse_error (error, scoring
                       ? "a score-only record holds lines “NAME: stacks 3x2 7x4”, not “%s”"
                       : "“%s” is not a Split and Vote entry; write start, row, split, discard, vote, votes or joker",
                       event->verb);
      return FALSE;
    }
  arb_event_set_verb (event, verb);
  if (scoring)
    return parse_stacks (event, bad_arg, error);
  return parse_tracking (setup, event, verb, bad_arg, error);
}

/* ---- words for the state, shared by prompt and refusals ---- */

static char *
parts_text (const SvState *s,
            const char    *last_sep)
{
  GString *out = g_string_new (NULL);
  guint n = 0, k_seen = 0;

  for (int k = 0; k < N_PARTS; k++)
    n += s->part_len[k] > 0 && !s->part_out[k];
  for (int k = 0; k < N_PARTS; k++)
    {
      g_autofree char *cards = NULL;

      if (s->part_len[k] == 0 || s->part_out[k])
        continue;
      cards = cards_text (s, s->part_start[k], s->part_len[k]);
      g_string_append_printf (out, "%s%s (%s)",
                              k_seen == 0 ? "" : k_seen + 1 == n ? last_sep : ", ",
                              part_word (k), cards);
      k_seen++;
    }
  return g_string_free (out, FALSE);
}

static guint
pending_voters (const SvState *s)
{
  guint mask = 0;

  for (int i = 0; i < N_MAX; i++)
    if ((s->voters & seat_bit (i)) && s->vote[i] == NO_VOTE)
      mask |= seat_bit (i);
  return mask;
}

/* The first of a mask in SV-10 order, or ARB_NO_PLAYER. */
static int
first_in_order (const ArbSetup *setup,
                const SvState  *s,
                guint           mask)
{
  for (guint i = 0; i < setup->n_players; i++)
    if (mask & seat_bit (order_seat (setup, s, i)))
      return order_seat (setup, s, i);
  return ARB_NO_PLAYER;
}

static int
joker_player (const ArbSetup *setup,
              const SvState  *s)
{
  return order_seat (setup, s, s->joker_pos);
}

static int
step_player (const ArbSetup *setup,
             const SvState  *s)
{
  switch (s->step)
    {
    case ARB_SPLITVOTE_STEP_DEAL:
    case ARB_SPLITVOTE_STEP_SPLIT:
      return s->active;
    case ARB_SPLITVOTE_STEP_DISCARD:
      return other_player (s);
    case ARB_SPLITVOTE_STEP_VOTE:
      return first_in_order (setup, s, pending_voters (s));
    case ARB_SPLITVOTE_STEP_JOKER:
      return joker_player (setup, s);
    case ARB_SPLITVOTE_STEP_STACKS:
      for (guint i = 0; i < setup->n_players; i++)
        if (!(s->entered & seat_bit ((int) i)))
          return (int) i;
      return ARB_NO_PLAYER;
    case ARB_SPLITVOTE_STEP_OVER:
    default:
      return ARB_NO_PLAYER;
    }
}

/* The last row is what remains of the deck: say which cards those are. */
static char *
last_deal_text (const ArbSetup *setup,
                const SvState  *s,
                guint           size)
{
  GString *left = g_string_new (NULL);
  g_autofree char *cards = NULL;

  for (int v = 0; v <= N_NUM; v++)
    for (int c = s->used[v]; c < copies (v); c++)
      g_string_append_printf (left, " %s", card_names[v]);
  cards = g_string_free (left, FALSE);
  return g_strdup_printf (_("Round %u of %u, the last: %s deals the %u cards left:%s"),
                          s->round + 1, arb_splitvote_n_rounds (setup),
                          name (setup, s->active), size, cards);
}

static char *
deal_text (const ArbSetup *setup,
           const SvState  *s)
{
  guint size = this_row_size (setup, s);

  if (s->dealt + size < ARB_SPLITVOTE_DECK)
    return g_strdup_printf (_("Round %u of %u: %s deals a row of %u cards"), s->round + 1,
                            arb_splitvote_n_rounds (setup), name (setup, s->active), size);
  return last_deal_text (setup, s, size);
}

static char *
split_text (const ArbSetup *setup,
            const SvState  *s)
{
  g_autofree char *cards = cards_text (s, s->seg_start, s->seg_len);
  g_autofree char *who = arb_join_seat_mask (setup, s->voters);

  if (!s->sub_split)
    return g_strdup_printf (_("%s splits the row %s into white | blue | black"),
                            name (setup, s->active), cards);
  return g_strdup_printf (_("%s splits %s (%s), contested by %s, into white | blue | black"),
                          name (setup, s->active), part_word (s->seg_part), cards, who);
}

static char *
vote_text (const ArbSetup *setup,
           const SvState  *s)
{
  g_autofree char *parts = parts_text (s, _(" or "));
  g_autofree char *still = arb_join_seat_mask (setup, pending_voters (s));
  g_autofree char *who = arb_join_seat_mask (setup, s->voters);
  int next = step_player (setup, s);

  if (s->sub_split)
    return g_strdup_printf (_("%s vote again: %s; %s votes next (still to vote: %s)"),
                            who, parts, name (setup, next), still);
  return g_strdup_printf (_("Vote for %s; %s votes next (still to vote: %s)"),
                          parts, name (setup, next), still);
}

static char *
joker_text (const ArbSetup *setup,
            const SvState  *s)
{
  int p = joker_player (setup, s);
  g_autofree char *stacks = stacks_text (s, p, _(" or "));

  return g_strdup_printf (_("%s attaches %s to a stack: %s"), name (setup, p),
                          s->waiting[p] == 1 ? "a joker" : "the jokers, one at a time,", stacks);
}

/* What is expected now, in plain words. */
static char *
expected_text (const ArbSetup *setup,
               const SvState  *s)
{
  switch (s->step)
    {
    case ARB_SPLITVOTE_STEP_DEAL:
      return deal_text (setup, s);
    case ARB_SPLITVOTE_STEP_SPLIT:
      return split_text (setup, s);
    case ARB_SPLITVOTE_STEP_DISCARD:
      {
        g_autofree char *parts = parts_text (s, _(" or "));

        return g_strdup_printf (_("%s discards one part: %s"), name (setup, other_player (s)), parts);
      }
    case ARB_SPLITVOTE_STEP_VOTE:
      return vote_text (setup, s);
    case ARB_SPLITVOTE_STEP_JOKER:
      return joker_text (setup, s);
    case ARB_SPLITVOTE_STEP_STACKS:
      return g_strdup_printf (_("Enter %s's stacks, jokers counted in (such as 3x2 7x4)"),
                              name (setup, step_player (setup, s)));
    case ARB_SPLITVOTE_STEP_OVER:
    default:
      return g_strdup (_("The game is over"));
    }
}

static const char *
step_rule (const SvState *s)
{
  static const char *const rules[] = {
    [ARB_SPLITVOTE_STEP_DEAL] = "SV-2",
    [ARB_SPLITVOTE_STEP_SPLIT] = "SV-3",
    [ARB_SPLITVOTE_STEP_DISCARD] = "SV-4",
    [ARB_SPLITVOTE_STEP_VOTE] = "SV-5",
    [ARB_SPLITVOTE_STEP_JOKER] = "SV-10",
    [ARB_SPLITVOTE_STEP_STACKS] = "SV-11",
    [ARB_SPLITVOTE_STEP_OVER] = "SV-2",
  };

  if (s->step == ARB_SPLITVOTE_STEP_SPLIT && s->sub_split)
    return "SV-6";
  return rules[s->step];
}

/* Refuses an entry that is not the kind expected now. */
static gboolean
expect_step (const ArbSetup  *setup,
             const SvState   *s,
             ArbSplitvoteStep step,
             GError         **error)
{
  g_autofree char *expected = NULL;

  if (s->step == step)
    return TRUE;
  expected = expected_text (setup, s);
  if (s->step == ARB_SPLITVOTE_STEP_OVER && setup->score_only)
    arb_refuse (error, "SV-11", "every player's stacks are entered and the game is over");
  else if (s->step == ARB_SPLITVOTE_STEP_OVER)
    arb_refuse (error, "SV-2", "the deck is used up and the game is over; nothing more can be entered");
  else
    arb_refuse (error, step_rule (s), "not now: %s", expected);
  return FALSE;
}

/* ---- resolving (SV-6 .. SV-10) ---- */

static void
set_parts (SvState *s,
           guint    white,
           guint    blue,
           guint    black)
{
  guint sizes[N_PARTS] = { white, blue, black };
  guint at = s->seg_start;

  for (int k = 0; k < N_PARTS; k++)
    {
      s->part_start[k] = at;
      s->part_len[k] = sizes[k];
      s->part_out[k] = FALSE;
      at += sizes[k];
    }
  for (int i = 0; i < N_MAX; i++)
    s->vote[i] = NO_VOTE;
}

static void
discard_cards (SvState *s,
               guint    start,
               guint    len)
{
  for (guint i = start; i < start + len; i++)
    s->owner[i] = ARB_SPLITVOTE_OUT;
}

static void
give (SvState *s,
      int      seat,
      guint    start,
      guint    len)
{
  for (guint i = start; i < start + len; i++)
    {
      s->owner[i] = seat;
      if (s->row[i] == JOKER)
        s->waiting[seat]++;
      else
        s->numbers[seat][s->row[i]]++;
    }
  s->received |= seat_bit (seat);
  s->recv_start[seat] = start;
  s->recv_len[seat] = len;
}

static void
attach (SvState *s,
        int      seat,
        int      value)
{
  s->waiting[seat]--;
  s->attached[seat][value]++;
}

/* SV-9: with one stack, the jokers have only one place to go. */
static void
auto_attach (const ArbSetup *setup,
             SvState        *s,
             int             seat,
             GString        *narr)
{
  int n = s->waiting[seat];
  int value = 1;

  while (s->numbers[seat][value] == 0)
    value++;
  while (s->waiting[seat] > 0)
    attach (s, seat, value);
  arb_narrate (narr, arb_ngettext ("%s's joker goes on the %d stack", "%s's jokers go on the %d stack", n),
               name (setup, seat), value);
}

static void
finish_round (const ArbSetup *setup,
              SvState        *s,
              GString        *narr)
{
  /* The row and who took what stay visible until the next row. */
  s->voters = 0;
  s->sub_split = FALSE;
  memset (s->part_len, 0, sizeof s->part_len);
  if (s->dealt >= ARB_SPLITVOTE_DECK)
    {
      s->step = ARB_SPLITVOTE_STEP_OVER;
      arb_narrate (narr, "the deck is used up: the game is over");
      return;
    }
  s->round++;
  s->active = (s->active + 1) % (int) setup->n_players;
  s->step = ARB_SPLITVOTE_STEP_DEAL;
  arb_narrate (narr, "%s deals next", name (setup, s->active));
}

/* SV-9, SV-10: asks each owner of jokers in turn, or attaches for them. */
static void
next_joker (const ArbSetup *setup,
            SvState        *s,
            GString        *narr)
{
  for (; s->joker_pos < setup->n_players; s->joker_pos++)
    {
      int p = order_seat (setup, s, s->joker_pos);
      guint stacks = n_stacks (s, p);

      if (s->waiting[p] == 0 || stacks == 0)
        continue;
      if (stacks == 1)
        {
          auto_attach (setup, s, p, narr);
          continue;
        }
      s->step = ARB_SPLITVOTE_STEP_JOKER;
      arb_narrate (narr, "%s has %s to attach", name (setup, p),
                   s->waiting[p] == 1 ? "a joker" : "jokers");
      return;
    }
  finish_round (setup, s, narr);
}

static void
end_round (const ArbSetup *setup,
           SvState        *s,
           GString        *narr)
{
  s->joker_pos = 0;
  s->voters = 0;
  next_joker (setup, s, narr);
}

static void
start_vote_on (SvState       *s,
               const Contest *c)
{
  s->sub_split = TRUE;
  s->seg_part = c->part;
  s->seg_start = c->start;
  s->seg_len = c->len;
  s->voters = c->contenders;
  memset (s->part_len, 0, sizeof s->part_len);
  for (int i = 0; i < N_MAX; i++)
    s->vote[i] = NO_VOTE;
}

/* Takes the next contested part, or ends the round (SV-6, SV-7). */
static void
advance (const ArbSetup *setup,
         SvState        *s,
         GString        *narr)
{
  while (s->n_contests > 0)
    {
      Contest c = s->contests[--s->n_contests];
      g_autofree char *cards = narr_cards (narr, s, c.start, c.len);
      g_autofree char *who = narr_seats (narr, setup, c.contenders);

      if (c.len == 1)
        {
          discard_cards (s, c.start, c.len);
          arb_narrate (narr, "%s (%s) contested by %s: a single card, discarded", part_word (c.part), cards, who);
          continue;
        }
      start_vote_on (s, &c);
      if (c.len == 2)
        {
          set_parts (s, 1, 1, 0);
          s->step = ARB_SPLITVOTE_STEP_VOTE;
          arb_narrate (narr, "%s (%s) contested by %s: it splits 1 | 1 and they vote again",
                       part_word (c.part), cards, who);
          return;
        }
      s->step = ARB_SPLITVOTE_STEP_SPLIT;
      arb_narrate (narr, "%s (%s) contested by %s: %s splits it", part_word (c.part), cards, who,
                   name (setup, s->active));
      return;
    }
  end_round (setup, s, narr);
}

static guint
votes_for (const SvState *s,
           int            part)
{
  guint mask = 0;

  for (int i = 0; i < N_MAX; i++)
    if ((s->voters & seat_bit (i)) && s->vote[i] == part)
      mask |= seat_bit (i);
  return mask;
}

/* The parts this vote leaves contested, in reverse, so white is on top. */
static void
push_contests (SvState *s)
{
  for (int k = N_PARTS - 1; k >= 0; k--)
    {
      guint who = votes_for (s, k);

      if (s->part_len[k] == 0 || s->part_out[k] || n_bits (who) < 2)
        continue;
      g_assert (s->n_contests < ROW_MAX);
      s->contests[s->n_contests++] = (Contest) { s->part_start[k], s->part_len[k], who, k };
    }
}

static void
hand_out (const ArbSetup *setup,
          SvState        *s,
          GString        *narr)
{
  for (int k = 0; k < N_PARTS; k++)
    {
      guint who = votes_for (s, k);
      g_autofree char *cards = NULL;

      if (s->part_len[k] == 0 || s->part_out[k] || n_bits (who) > 1)
        continue;
      cards = narr_cards (narr, s, s->part_start[k], s->part_len[k]);
      if (who == 0)
        {
          discard_cards (s, s->part_start[k], s->part_len[k]);
          arb_narrate (narr, "%s (%s): no vote, discarded", part_word (k), cards);
          continue;
        }
      give (s, __builtin_ctz (who), s->part_start[k], s->part_len[k]);
      arb_narrate (narr, "%s (%s) → %s", part_word (k), cards, name (setup, __builtin_ctz (who)));
    }
}

/* All votes are in: distribute, then go on with the contests. */
static void
resolve_votes (const ArbSetup *setup,
               SvState        *s,
               GString        *narr)
{
  guint base = s->n_contests;

  hand_out (setup, s, narr);
  push_contests (s);
  advance (setup, s, narr);
  for (guint i = s->n_contests; i > base; i--)
    {
      const Contest *c = &s->contests[i - 1];
      g_autofree char *who = narr_seats (narr, setup, c->contenders);
      g_autofree char *cards = narr_cards (narr, s, c->start, c->len);

      arb_narrate (narr, "%s (%s) contested by %s: waits its turn (SV-7)", part_word (c->part), cards, who);
    }
}

/* ---- folding ---- */

static gboolean
apply_start (const ArbSetup *setup,
             SvState        *s,
             const ArbEvent *event,
             GString        *narr,
             GError        **error)
{
  int seat = arb_arg_seat (setup, event->args[0], error);

  if (seat < 0)
    return FALSE;
  if (s->started)
    {
      arb_refuse (error, "SV-8", "the first active player is named before the first row; %s is active now and the role passes clockwise each round",
                  name (setup, s->active));
      return FALSE;
    }
  s->active = seat;
  s->started = TRUE;
  arb_narrate (narr, "%s is the first active player%s", name (setup, s->active),
               event->args[1] != NULL ? " (picked at random)" : "");
  return TRUE;
}

static gboolean
check_actor (const ArbSetup *setup,
             const ArbEvent *event,
             int             expected,
             const char     *rule_id,
             const char     *what,
             GError        **error)
{
  if (event->actor == ARB_NO_PLAYER || event->actor == expected)
    return TRUE;
  arb_refuse (error, rule_id, "%s %s, not %s", name (setup, expected), what,
              name (setup, event->actor));
  return FALSE;
}

/* SV-1: every card is a number 1 to 10 or a joker, and no value
 * beyond its copies in the deck. */
static gboolean
check_composition (const SvState  *s,
                   const ArbEvent *event,
                   GError        **error)
{
  int row[N_NUM + 1] = { 0 };

  for (guint i = 0; event->args[i] != NULL; i++)
    if (parse_card (event->args[i]) < 0)
      {
        arb_refuse (error, "SV-1", "card %u of this row, “%s”, is no card of the deck: the cards are the numbers 1 to 10 and jokers (J)%s",
                    i + 1, event->args[i], g_str_equal (event->args[i], "0") ? "; a 1 typed before a 0 makes 10" : "");
        return FALSE;
      }
  for (guint i = 0; event->args[i] != NULL; i++)
    {
      int v = parse_card (event->args[i]);

      /* every card was read above; the test keeps the index in range
       * where the compiler cannot see that */
      if (v < 0 || s->used[v] + ++row[v] <= copies (v))
        continue;
      arb_refuse (error, "SV-1", "the deck has only %d %s and %d %s dealt before card %u of this row, so it cannot be %s %s",
                  copies (v), copies (v) == 1 ? "one" : number_words[v], s->used[v] + row[v] - 1,
                  s->used[v] + row[v] - 1 == 1 ? "was" : "were", i + 1,
                  v == JOKER ? "a" : "another", v == JOKER ? "joker" : card_names[v]);
      return FALSE;
    }
  return TRUE;
}

static gboolean
apply_row (const ArbSetup *setup,
           SvState        *s,
           const ArbEvent *event,
           GString        *narr,
           GError        **error)
{
  guint n = arb_event_n_args (event), size = this_row_size (setup, s);
  g_autofree char *cards = NULL;

  if (!expect_step (setup, s, ARB_SPLITVOTE_STEP_DEAL, error)
      || !check_actor (setup, event, s->active, "SV-8", "deals this round as the active player", error))
    return FALSE;
  if (n != size)
    {
      arb_refuse (error, "SV-2", "this row has %u cards (%s), not %u", size,
                  size < arb_splitvote_row_size (setup) ? "the last cards of the deck"
                  : setup->n_players == 4 ? "four players" : "two or three players", n);
      return FALSE;
    }
  if (!check_composition (s, event, error))
    return FALSE;
  for (guint i = 0; i < n; i++)
    {
      s->row[i] = parse_card (event->args[i]);
      s->owner[i] = ARB_SPLITVOTE_IN_PLAY;
      s->used[s->row[i]]++;
    }
  s->row_len = n;
  s->dealt += n;
  s->started = TRUE;
  s->sub_split = FALSE;
  s->seg_start = 0;
  s->seg_len = n;
  s->voters = (1u << setup->n_players) - 1;
  s->received = 0;
  s->n_contests = 0;
  s->step = ARB_SPLITVOTE_STEP_SPLIT;
  cards = narr_cards (narr, s, 0, n);
  arb_narrate (narr, "%s deals %s", name (setup, s->active), cards);
  return TRUE;
}

static gboolean
check_sizes (const SvState *s,
             const int     *sizes,
             GError       **error)
{
  const char *what = s->sub_split ? "the contested part" : "the row";

  gint64 sum = (gint64) sizes[0] + sizes[1] + sizes[2];

  if (sizes[0] >= 1 && sizes[1] >= 1 && sizes[2] >= 1 && sum == (gint64) s->seg_len)
    return TRUE;
  if (sizes[0] < 1 || sizes[1] < 1 || sizes[2] < 1)
    arb_refuse (error, "SV-3", "each part holds at least one card: split the %u cards of %s as three sizes of 1 or more, such as %u %u %u",
                s->seg_len, what, s->seg_len - 2, 1u, 1u);
  else if (sum >= ARB_ARG_SATURATION)
    arb_refuse (error, "SV-3", "the three sizes must add up to the %u cards of %s; these add up to far more",
                s->seg_len, what);
  else
    arb_refuse (error, "SV-3", "the three sizes must add up to the %u cards of %s, not %" G_GINT64_FORMAT,
                s->seg_len, what, sum);
  return FALSE;
}

/* SV-3: three parts, so three sizes. */
static gboolean
check_n_sizes (const SvState  *s,
               const ArbEvent *event,
               GError        **error)
{
  guint n = arb_event_n_args (event);

  if (n == N_PARTS)
    return TRUE;
  arb_refuse (error, "SV-3", arb_ngettext ("a split cuts %s into exactly three parts, white | blue | black; "
                                          "give three sizes adding up to %u, such as %u 1 1, not %u size",
                                          "a split cuts %s into exactly three parts, white | blue | black; "
                                          "give three sizes adding up to %u, such as %u 1 1, not %u sizes", n),
              s->sub_split ? _("the contested part") : _("the row"), s->seg_len, s->seg_len - 2, n);
  return FALSE;
}

static gboolean
apply_split (const ArbSetup *setup,
             SvState        *s,
             const ArbEvent *event,
             GString        *narr,
             GError        **error)
{
  int sizes[N_PARTS] = { 0 };
  const char *rule = s->sub_split ? "SV-6" : "SV-3";
  g_autofree char *parts = NULL;

  if (s->step == ARB_SPLITVOTE_STEP_VOTE && s->sub_split && s->seg_len == 2)
    {
      g_autofree char *who = arb_join_seat_mask (setup, s->voters);

      arb_refuse (error, "SV-6", "a contested pair splits 1 | 1 by itself; %s vote white or blue", who);
      return FALSE;
    }
  if (!expect_step (setup, s, ARB_SPLITVOTE_STEP_SPLIT, error)
      || !check_actor (setup, event, s->active, rule, "splits as the active player", error)
      || !check_n_sizes (s, event, error))
    return FALSE;
  for (int k = 0; k < N_PARTS; k++)
    sizes[k] = atoi (event->args[k]);
  if (!check_sizes (s, sizes, error))
    return FALSE;
  set_parts (s, (guint) sizes[0], (guint) sizes[1], (guint) sizes[2]);
  s->step = setup->n_players == 2 && !s->sub_split ? ARB_SPLITVOTE_STEP_DISCARD
                                                     : ARB_SPLITVOTE_STEP_VOTE;
  if (narr == NULL)
    return TRUE;
  parts = parts_text (s, ", ");
  if (s->sub_split)
    arb_narrate (narr, "%s splits the contested %s part %d | %d | %d: %s", name (setup, s->active),
                 part_word (s->seg_part), sizes[0], sizes[1], sizes[2], parts);
  else
    arb_narrate (narr, "%s splits the row %d | %d | %d: %s", name (setup, s->active),
                 sizes[0], sizes[1], sizes[2], parts);
  return TRUE;
}

static gboolean
apply_discard (const ArbSetup *setup,
               SvState        *s,
               const ArbEvent *event,
               GString        *narr,
               GError        **error)
{
  int k = parse_part (event->args[0]);
  g_autofree char *cards = NULL;

  if (setup->n_players != 2)
    {
      arb_refuse (error, "SV-4", "only a two-player game discards a part before the vote");
      return FALSE;
    }
  if (s->step == ARB_SPLITVOTE_STEP_VOTE && s->sub_split)
    {
      arb_refuse (error, "SV-4", "a part is discarded after the row split only, never after a sub-split; now both players vote again");
      return FALSE;
    }
  if (!expect_step (setup, s, ARB_SPLITVOTE_STEP_DISCARD, error)
      || !check_actor (setup, event, other_player (s), "SV-4",
                       "discards a part as the player who did not split", error))
    return FALSE;
  if (k < 0)
    {
      arb_refuse (error, "SV-4", "there is no “%s” part; %s discards white, blue or black",
                  event->args[0], name (setup, other_player (s)));
      return FALSE;
    }
  s->part_out[k] = TRUE;
  discard_cards (s, s->part_start[k], s->part_len[k]);
  s->step = ARB_SPLITVOTE_STEP_VOTE;
  cards = narr_cards (narr, s, s->part_start[k], s->part_len[k]);
  arb_narrate (narr, "%s discards %s (%s)", name (setup, other_player (s)), part_word (k), cards);
  return TRUE;
}

/* The contest still waiting that this player is in, or NULL (SV-7). */
static const Contest *
waiting_contest (const SvState *s,
                 int            seat)
{
  for (guint i = 0; i < s->n_contests; i++)
    if (s->contests[i].contenders & seat_bit (seat))
      return &s->contests[i];
  return NULL;
}

static gboolean
refuse_non_voter (const ArbSetup *setup,
                  const SvState  *s,
                  int             seat,
                  GError        **error)
{
  g_autofree char *who = arb_join_seat_mask (setup, s->voters);
  const char *only = n_bits (s->voters) == 1 ? "votes" : "vote";
  const Contest *later = waiting_contest (s, seat);

  if (s->received & seat_bit (seat))
    {
      g_autofree char *got = cards_text (s, s->recv_start[seat], s->recv_len[seat]);

      arb_refuse (error, "SV-5", "%s already received a part (%s) this round; only %s %s now",
                  name (setup, seat), got, who, only);
    }
  else if (later != NULL)
    arb_refuse (error, "SV-7", "%s's contest for %s comes after this one; only %s %s now",
                name (setup, seat), part_word (later->part), who, only);
  else
    arb_refuse (error, "SV-6", "%s is not among the players who contested this part; only %s %s now",
                name (setup, seat), who, only);
  return FALSE;
}

static gboolean
check_vote (const ArbSetup *setup,
            const SvState  *s,
            int             seat,
            int             k,
            const char     *part_text,
            GError        **error)
{
  g_autofree char *parts = NULL;
  const Contest *later = seat >= 0 ? waiting_contest (s, seat) : NULL;

  /* SV-7 decides, whatever the contest before is waiting for. */
  if (s->step == ARB_SPLITVOTE_STEP_SPLIT && s->sub_split && later != NULL)
    {
      g_autofree char *expected = expected_text (setup, s);

      arb_refuse (error, "SV-7", "%s's contest for %s comes after this one; now: %s",
                  name (setup, seat), part_word (later->part), expected);
      return FALSE;
    }
  if (!expect_step (setup, s, ARB_SPLITVOTE_STEP_VOTE, error))
    return FALSE;
  if (!(s->voters & seat_bit (seat)))
    return refuse_non_voter (setup, s, seat, error);
  if (k >= 0 && s->vote[seat] == NO_VOTE && !s->part_out[k] && s->part_len[k] > 0)
    return TRUE;
  parts = parts_text (s, _(" or "));
  if (k < 0)
    arb_refuse (error, "SV-5", "there is no “%s” part; %s votes %s", part_text, name (setup, seat), parts);
  else if (s->vote[seat] != NO_VOTE)
    arb_refuse (error, "SV-5", "%s already voted %s; each player votes once (undo to correct it)",
                name (setup, seat), part_word (s->vote[seat]));
  else if (s->part_out[k])
    arb_refuse (error, "SV-4", "%s discarded the %s part; vote %s",
                name (setup, other_player (s)), part_word (k), parts);
  else if (s->part_len[k] == 0)
    arb_refuse (error, "SV-6", "a contested pair splits into white and blue only; vote %s", parts);
  return FALSE;
}

static void
cast_vote (const ArbSetup *setup,
           SvState        *s,
           int             seat,
           int             k,
           GString        *narr)
{
  s->vote[seat] = k;
  if (pending_voters (s) == 0)
    resolve_votes (setup, s, narr);
}

static gboolean
apply_vote (const ArbSetup *setup,
            SvState        *s,
            const ArbEvent *event,
            GString        *narr,
            GError        **error)
{
  int k = parse_part (event->args[0]);

  if (!check_vote (setup, s, event->actor, k, event->args[0], error))
    return FALSE;
  arb_narrate (narr, "%s votes %s", name (setup, event->actor), part_word (k));
  cast_vote (setup, s, event->actor, k, narr);
  return TRUE;
}

/* Several votes on one line; the vote resolves once the last is in,
 * whether it came on this line or on a line of its own. */
static gboolean
apply_votes (const ArbSetup *setup,
             SvState        *s,
             const ArbEvent *event,
             GString        *narr,
             GError        **error)
{
  int part[N_MAX];
  guint named = 0;
  g_autofree char *all = NULL;

  for (guint i = 0; event->args[i] != NULL; i++)
    {
      const char *eq = strrchr (event->args[i], '=');
      g_autofree char *who = g_strndup (event->args[i], eq - event->args[i]);
      int k = parse_part (eq + 1);
      int seat = arb_arg_seat (setup, who, error);

      if (seat < 0)
        return FALSE;
      if (named & seat_bit (seat))
        {
          arb_refuse (error, "SV-5", "%s votes twice on this line; each player votes once, for one part",
                      name (setup, seat));
          return FALSE;
        }
      if (!check_vote (setup, s, seat, k, eq + 1, error))
        return FALSE;
      part[seat] = k;
      named |= seat_bit (seat);
    }
  all = g_strjoinv (", ", event->args);
  arb_narrate (narr, "votes: %s", g_strdelimit (all, "=", ' '));
  for (int i = 0; i < N_MAX; i++)
    if (named & seat_bit (i))
      s->vote[i] = part[i];
  if (pending_voters (s) == 0)
    resolve_votes (setup, s, narr);
  return TRUE;
}

static gboolean
check_joker_args (const ArbSetup *setup,
                  const SvState  *s,
                  int             p,
                  const ArbEvent *event,
                  GError        **error)
{
  guint n = arb_event_n_args (event);

  if (n > (guint) s->waiting[p])
    {
      arb_refuse (error, "SV-9", arb_ngettext ("%s has %d joker to attach, not %u", "%s has %d jokers to attach, not %u",
                                               s->waiting[p]), name (setup, p),
                  s->waiting[p], n);
      return FALSE;
    }
  for (guint i = 0; i < n; i++)
    if (atoi (event->args[i]) < 1 || atoi (event->args[i]) > N_NUM
        || s->numbers[p][atoi (event->args[i])] == 0)
      {
        g_autofree char *stacks = stacks_text (s, p, _(" or "));

        arb_refuse (error, "SV-9", "%s has no %s stack; a joker goes on one of %s's stacks: %s",
                    name (setup, p), event->args[i], name (setup, p), stacks);
        return FALSE;
      }
  return TRUE;
}

/* A joker waits for p, or p received one this round. */
static gboolean
has_joker_now (const SvState *s,
               int            p)
{
  if (s->waiting[p] > 0)
    return TRUE;
  if (!(s->received & seat_bit (p)))
    return FALSE;
  for (guint i = s->recv_start[p]; i < s->recv_start[p] + s->recv_len[p]; i++)
    if (s->row[i] == JOKER)
      return TRUE;
  return FALSE;
}

/* A joker is placed only by its owner when they have just received
 * number cards (SV-9), once the round is resolved and only where there
 * is a choice (SV-10). */
static gboolean
refuse_joker_now (const ArbSetup *setup,
                  const SvState  *s,
                  const ArbEvent *event,
                  GError        **error)
{
  g_autofree char *expected = expected_text (setup, s);
  int p = event->actor;

  if (p != ARB_NO_PLAYER && !has_joker_now (s, p))
    arb_refuse (error, "SV-9", "%s has no joker to place: a joker is placed by the player who received it; now: %s",
                name (setup, p), expected);
  else if (p != ARB_NO_PLAYER && s->waiting[p] > 0 && n_stacks (s, p) == 0)
    arb_refuse (error, "SV-9", "%s has no number card yet: the jokers wait until %s next receives number cards; now: %s",
                name (setup, p), name (setup, p), expected);
  else
    arb_refuse (error, "SV-10", "joker choices are made once every part of the round is resolved, and only "
                "where a joker has more than one stack to join; now: %s", expected);
  return FALSE;
}

static gboolean
apply_joker (const ArbSetup *setup,
             SvState        *s,
             const ArbEvent *event,
             GString        *narr,
             GError        **error)
{
  g_autofree char *stacks = NULL;
  int p;

  if (s->step != ARB_SPLITVOTE_STEP_JOKER && s->step != ARB_SPLITVOTE_STEP_OVER)
    return refuse_joker_now (setup, s, event, error);
  if (!expect_step (setup, s, ARB_SPLITVOTE_STEP_JOKER, error))
    return FALSE;
  p = joker_player (setup, s);
  if (!check_actor (setup, event, p, "SV-10", s->waiting[p] == 1
                    ? "places a joker next (clockwise from the left of the active player)"
                    : "places jokers next (clockwise from the left of the active player)", error)
      || !check_joker_args (setup, s, p, event, error))
    return FALSE;
  for (guint i = 0; event->args[i] != NULL; i++)
    attach (s, p, atoi (event->args[i]));
  stacks = narr != NULL ? g_strjoinv (", ", event->args) : NULL;
  if (event->args[1] == NULL)
    arb_narrate (narr, "%s attaches a joker to the %s stack", name (setup, p), stacks);
  else
    arb_narrate (narr, "%s attaches jokers to the stacks %s", name (setup, p), stacks);
  if (s->waiting[p] == 0)
    {
      s->joker_pos++;
      next_joker (setup, s, narr);
    }
  return TRUE;
}

/* ---- score-only ---- */

/* SV-1: cards beyond a number's copies must be jokers, 15 at most. */
static gboolean
check_stack_composition (const ArbSetup *setup,
                         const SvState  *s,
                         const int      *counts,
                         GError        **error)
{
  g_autoptr(GString) over = g_string_new (NULL);
  int jokers = 0;

  for (int v = 1; v <= N_NUM; v++)
    {
      int total = counts[v];
      int holders = counts[v] > 0;

      for (guint i = 0; i < setup->n_players; i++)
        {
          total += s->numbers[i][v];
          holders += s->numbers[i][v] > 0;
        }
      /* SV-9: a joker only joins a stack, so each stack holds a real card. */
      if (holders > v)
        {
          arb_refuse (error, "SV-9", "%d players would hold a stack of %s, but the deck has only %d %s and a joker never stands alone",
                      holders, number_words[v], v, v == 1 ? "one" : number_words[v]);
          return FALSE;
        }
      if (total <= v)
        continue;
      jokers += total - v;
      g_string_append_printf (over, _("%s%d %s for %d in the deck"), over->len ? ", " : "",
                              total, number_words[v], v);
    }
  if (jokers <= ARB_SPLITVOTE_N_JOKERS)
    return TRUE;
  arb_refuse (error, "SV-1", "the stacks entered would need %d jokers (%s), but the deck has only 15",
              jokers, over->str);
  return FALSE;
}

static gboolean
apply_stacks (const ArbSetup *setup,
              SvState        *s,
              const ArbEvent *event,
              GString        *narr,
              GError        **error)
{
  int counts[N_NUM + 1] = { 0 };
  int p = event->actor;
  g_autofree char *list = NULL;

  if (!expect_step (setup, s, ARB_SPLITVOTE_STEP_STACKS, error))
    return FALSE;
  if (s->entered & seat_bit (p))
    {
      arb_refuse (error, "SV-11", "%s's stacks are already entered; undo to correct them", name (setup, p));
      return FALSE;
    }
  for (guint i = 0; event->args[i] != NULL; i++)
    {
      int number, count;

      parse_stack (event->args[i], &number, &count);
      if (!is_number (number))
        {
          arb_refuse (error, "SV-1", "“%s”: the deck has no such number; stacks are numbered 1 to 10, such as 7x4",
                      event->args[i]);
          return FALSE;
        }
      if (count < 1)
        {
          arb_refuse (error, "SV-1", "“%s”: a stack holds one card or more; leave out a number %s holds none of",
                      event->args[i], name (setup, p));
          return FALSE;
        }
      if (count > number + ARB_SPLITVOTE_N_JOKERS)
        {
          arb_refuse (error, "SV-1", "“%s”: the deck has %d %s and 15 jokers, so a stack holds at most %d",
                      event->args[i], number, number == 1 ? "one" : number_words[number],
                      number + ARB_SPLITVOTE_N_JOKERS);
          return FALSE;
        }
      counts[number] = count;
    }
  if (!check_stack_composition (setup, s, counts, error))
    return FALSE;
  memcpy (s->numbers[p], counts, sizeof counts);
  s->entered |= seat_bit (p);
  if (s->entered == (1u << setup->n_players) - 1)
    s->step = ARB_SPLITVOTE_STEP_OVER;
  list = g_strjoinv (" ", event->args);
  arb_narrate (narr, "%s ends with %s%s", name (setup, p),
               event->args[0] != NULL ? "the stacks " : "no stacks", list);
  return TRUE;
}

static gboolean
apply_tracking (const ArbSetup *setup,
                SvState        *s,
                const ArbEvent *event,
                GString        *narr,
                GError        **error)
{
  if (arb_event_is (event, "start"))
    return apply_start (setup, s, event, narr, error);
  if (arb_event_is (event, "row"))
    return apply_row (setup, s, event, narr, error);
  if (arb_event_is (event, "split"))
    return apply_split (setup, s, event, narr, error);
  if (arb_event_is (event, "discard"))
    return apply_discard (setup, s, event, narr, error);
  if (arb_event_is (event, "vote"))
    return apply_vote (setup, s, event, narr, error);
  if (arb_event_is (event, "votes"))
    return apply_votes (setup, s, event, narr, error);
  if (arb_event_is (event, "joker"))
    return apply_joker (setup, s, event, narr, error);
  g_assert_not_reached ();
}

/* Validates, then folds; `narr` (may be NULL) collects plain words. */
static gboolean
apply_narrated (const ArbSetup *setup,
                SvState        *s,
                const ArbEvent *event,
                GString        *narr,
                GError        **error)
{
  if (arb_event_is (event, "stacks"))
    return apply_stacks (setup, s, event, narr, error);
  return apply_tracking (setup, s, event, narr, error);
}

static gboolean
sv_apply (const ArbSetup *setup,
          gpointer        state,
          const ArbEvent *event,
          GError        **error)
{
  return apply_narrated (setup, state, event, NULL, error);
}

/* Names the player an entry leaves implied, so the log reads in full. */
static void
sv_fill_actor (const ArbSetup *setup,
               gconstpointer   state,
               ArbEvent       *event)
{
  const SvState *s = cstate (state);

  if ((arb_event_is (event, "row") && s->step == ARB_SPLITVOTE_STEP_DEAL)
      || (arb_event_is (event, "split") && s->step == ARB_SPLITVOTE_STEP_SPLIT)
      || (arb_event_is (event, "discard") && s->step == ARB_SPLITVOTE_STEP_DISCARD)
      || (arb_event_is (event, "joker") && s->step == ARB_SPLITVOTE_STEP_JOKER))
    event->actor = step_player (setup, s);
}

/* ---- words ---- */

static char *
sv_describe (const ArbSetup *setup,
             gconstpointer   state,
             const ArbEvent *event)
{
  g_autofree SvState *copy = g_memdup2 (state, sizeof (SvState));
  GString *narr = g_string_new (NULL);

  if (!apply_narrated (setup, copy, event, narr, NULL))
    {
      g_autofree char *args = g_strjoinv (" ", event->args);

      g_string_assign (narr, "");
      if (event->actor != ARB_NO_PLAYER)
        g_string_append_printf (narr, "%s: ", name (setup, event->actor));
      g_string_append_printf (narr, "%s %s", event->verb, args);
    }
  return g_string_free (narr, FALSE);
}

/* ---- prompt ---- */

static void
add_split_choices (const SvState *s,
                   ArbPrompt     *prompt)
{
  for (guint a = 1; a + 2 <= s->seg_len; a++)
    for (guint b = 1; a + b + 1 <= s->seg_len; b++)
      {
        guint c = s->seg_len - a - b;
        g_autofree char *sa = g_strdup_printf ("%u", a);
        g_autofree char *sb = g_strdup_printf ("%u", b);
        g_autofree char *sc = g_strdup_printf ("%u", c);
        g_autofree char *label = g_strdup_printf ("%u | %u | %u", a, b, c);

        arb_prompt_add_choice (prompt, arb_event_new (s->active, "split", sa, sb, sc, NULL), label);
      }
}

static void
add_part_choices (const SvState *s,
                  ArbPrompt     *prompt,
                  int            seat,
                  const char    *verb,
                  gboolean       with_name,
                  const char    *who)
{
  for (int k = 0; k < N_PARTS; k++)
    {
      g_autofree char *cards = NULL;
      g_autofree char *label = NULL;

      if (s->part_len[k] == 0 || s->part_out[k])
        continue;
      cards = cards_text (s, s->part_start[k], s->part_len[k]);
      label = with_name ? g_strdup_printf ("%s: %s", who, part_word (k))
                        : g_strdup_printf ("%s (%s)", part_word (k), cards);
      arb_prompt_add_choice (prompt, arb_event_new (seat, verb, part_names[k], NULL), label);
    }
}

/* Every pending voter's choices, the one prompted first (SV-10 order). */
static void
add_vote_choices (const ArbSetup *setup,
                  const SvState  *s,
                  ArbPrompt      *prompt)
{
  guint pending = pending_voters (s);

  for (guint i = 0; i < setup->n_players; i++)
    {
      int seat = order_seat (setup, s, i);

      if (pending & seat_bit (seat))
        add_part_choices (s, prompt, seat, "vote", TRUE, name (setup, seat));
    }
}

static void
add_joker_choices (const SvState *s,
                   ArbPrompt     *prompt,
                   int            seat)
{
  for (int v = 1; v <= N_NUM; v++)
    if (s->numbers[seat][v] > 0)
      arb_prompt_add_choice (prompt, arb_event_new (seat, "joker", card_names[v], NULL), card_names[v]);
}

static const char *
step_verb (const SvState *s)
{
  static const char *const verbs[] = {
    [ARB_SPLITVOTE_STEP_DEAL] = "row",
    [ARB_SPLITVOTE_STEP_SPLIT] = "split",
    [ARB_SPLITVOTE_STEP_DISCARD] = "discard",
    [ARB_SPLITVOTE_STEP_VOTE] = "vote",
    [ARB_SPLITVOTE_STEP_JOKER] = "joker",
    [ARB_SPLITVOTE_STEP_STACKS] = "stacks",
    [ARB_SPLITVOTE_STEP_OVER] = NULL,
  };

  return verbs[s->step];
}

static ArbPrompt *
sv_prompt (const ArbSetup *setup,
           gconstpointer   state)
{
  const SvState *s = cstate (state);
  g_autofree char *text = expected_text (setup, s);
  int player = step_player (setup, s);
  ArbPrompt *prompt;

  if (s->step == ARB_SPLITVOTE_STEP_OVER)
    return arb_prompt_new_finished (text);
  prompt = arb_prompt_new (player, step_verb (s), "%s", text);
  if (s->step == ARB_SPLITVOTE_STEP_SPLIT)
    add_split_choices (s, prompt);
  else if (s->step == ARB_SPLITVOTE_STEP_DISCARD)
    add_part_choices (s, prompt, player, "discard", FALSE, NULL);
  else if (s->step == ARB_SPLITVOTE_STEP_VOTE)
    add_vote_choices (setup, s, prompt);
  else if (s->step == ARB_SPLITVOTE_STEP_JOKER)
    add_joker_choices (s, prompt, player);
  return prompt;
}

/* ---- score ---- */

static void
fill_majorities (const ArbSetup       *setup,
                 const SvState        *s,
                 ArbSplitvoteMajority *table)
{
  memset (table, 0, sizeof *table * (N_NUM + 1));
  for (int v = 1; v <= N_NUM; v++)
    {
      ArbSplitvoteMajority *m = &table[v];

      for (guint i = 0; i < setup->n_players; i++)
        {
          m->count[i] = card_count (s, (int) i, v);
          m->best = MAX (m->best, m->count[i]);
        }
      for (guint i = 0; m->best > 0 && i < setup->n_players; i++)
        if (m->count[i] == m->best)
          m->scorers |= seat_bit ((int) i);
    }
}

void
arb_splitvote_majorities (const ArbSetup       *setup,
                          gconstpointer         state,
                          ArbSplitvoteMajority *table)
{
  fill_majorities (setup, cstate (state), table);
}

static void
add_number_line (ArbScore                   *score,
                 const SvState              *s,
                 guint                       seat,
                 int                         v,
                 const ArbSplitvoteMajority *m)
{
  int n = m->count[seat];
  int jokers = s->attached[seat][v];
  g_autofree char *with = jokers == 0 ? g_strdup ("")
                          : g_strdup_printf (arb_ngettext (" incl. %d joker", " incl. %d jokers", jokers), jokers);
  const char *cards = n == 1 ? "card" : "cards";

  if (!(m->scorers & seat_bit ((int) seat)))
    arb_score_add_line (score, seat, 0, "%d: %d %s%s (the most held is %d)", v, n, cards, with, m->best);
  else if (n_bits (m->scorers) > 1)
    arb_score_add_line (score, seat, v, "%d: %d %s%s (tied majority)", v, n, cards, with);
  else
    arb_score_add_line (score, seat, v, "%d: %d %s%s (majority)", v, n, cards, with);
}

static void
add_player_score (ArbScore                   *score,
                  const SvState              *s,
                  guint                       seat,
                  const ArbSplitvoteMajority *table)
{
  ArbPlayerScore *p = arb_score_get_player (score, seat);

  for (int v = 1; v <= N_NUM; v++)
    {
      if (table[v].count[seat] == 0)
        continue;
      add_number_line (score, s, seat, v, &table[v]);
      if (table[v].scorers & seat_bit ((int) seat))
        {
          p->total += v;
          p->tiebreak++;
        }
    }
  if (s->waiting[seat] > 0)
    arb_score_add_line (score, seat, 0, arb_ngettext ("%d joker waiting, counting nothing",
                                                      "%d jokers waiting, counting nothing", s->waiting[seat]),
                        s->waiting[seat]);
  g_array_append_val (p->game_totals, p->total);
  p->game_total = p->total;
}

static ArbScore *
sv_score (const ArbSetup *setup,
          gconstpointer   state)
{
  const SvState *s = cstate (state);
  ArbSplitvoteMajority table[N_NUM + 1];
  ArbScore *score = arb_score_new (setup->n_players, FALSE);

  score->finished = s->step == ARB_SPLITVOTE_STEP_OVER;
  score->game_over = score->finished;
  fill_majorities (setup, s, table);
  for (guint seat = 0; seat < setup->n_players; seat++)
    add_player_score (score, s, seat, table);
  arb_score_rank (score, (const char *const *) setup->players,
                  "more different numbers scored (SV-12)", TRUE);
  return score;
}

/* ---- text for arbiter-cli replay ---- */

static void
append_holdings (const ArbSetup *setup,
                 const SvState  *s,
                 int             seat,
                 GString        *out)
{
  gboolean any = FALSE;

  g_string_append_printf (out, "%s:", name (setup, seat));
  for (int v = 1; v <= N_NUM; v++)
    if (card_count (s, seat, v) > 0)
      {
        g_string_append_printf (out, " %dx%d", v, card_count (s, seat, v));
        any = TRUE;
      }
  if (!any)
    g_string_append (out, " no cards");
  for (int v = 1; v <= N_NUM; v++)
    for (int j = 0; j < s->attached[seat][v]; j++)
      g_string_append_printf (out, " (J on %d)", v);
  if (s->waiting[seat] > 0 && n_stacks (s, seat) > 0)
    g_string_append_printf (out, "; %d joker%s to place", s->waiting[seat], s->waiting[seat] == 1 ? "" : "s");
  else if (s->waiting[seat] > 0)
    g_string_append_printf (out, "; %d joker%s waiting for a number card", s->waiting[seat],
                            s->waiting[seat] == 1 ? "" : "s");
  g_string_append_c (out, '\n');
}

static void
append_row (const ArbSetup *setup,
            const SvState  *s,
            GString        *out)
{
  g_autofree char *cards = cards_text (s, 0, s->row_len);

  g_string_append_printf (out, "%s: %s\n", s->step == ARB_SPLITVOTE_STEP_DEAL ? "last row" : "row", cards);
  for (guint i = 0; i < setup->n_players; i++)
    if (s->received & seat_bit ((int) i))
      {
        g_autofree char *got = cards_text (s, s->recv_start[i], s->recv_len[i]);

        g_string_append_printf (out, "  %s took %s\n", name (setup, (int) i), got);
      }
  g_string_append (out, "  discarded:");
  for (guint i = 0; i < s->row_len; i++)
    if (s->owner[i] == ARB_SPLITVOTE_OUT)
      g_string_append_printf (out, " %s", card_names[s->row[i]]);
  g_string_append_c (out, '\n');
}

static char *
sv_progress (const ArbSetup *setup,
             gconstpointer   state)
{
  const SvState *s = cstate (state);

  if (setup->score_only)
    return g_strdup_printf (_("%u of %u stacks entered"), n_bits (s->entered), setup->n_players);
  return g_strdup_printf (_("round %u of %u, %u of 70 cards dealt"),
                          MIN (s->round + 1, arb_splitvote_n_rounds (setup)),
                          arb_splitvote_n_rounds (setup), s->dealt);
}

/* A round runs from its row to its last vote; the end of the game
 * completes the last one. */
static guint
sv_round (const ArbSetup *setup,
          gconstpointer   state)
{
  const SvState *s = cstate (state);

  return s->round + 1 + (s->step == ARB_SPLITVOTE_STEP_OVER);
}

static char *
sv_state_text (const ArbSetup *setup,
               gconstpointer   state)
{
  const SvState *s = cstate (state);
  g_autofree char *expected = expected_text (setup, s);
  GString *out = g_string_new (NULL);

  if (!setup->score_only)
    {
      g_string_append_printf (out, "round %u of %u, %s active, %u of 70 cards dealt\n",
                              MIN (s->round + 1, arb_splitvote_n_rounds (setup)),
                              arb_splitvote_n_rounds (setup), name (setup, s->active), s->dealt);
      if (s->row_len > 0)
        append_row (setup, s, out);
    }
  for (guint i = 0; i < setup->n_players; i++)
    append_holdings (setup, s, (int) i, out);
  g_string_append_printf (out, "next: %s\n", expected);
  return g_string_free (out, FALSE);
}

/* ---- view ---- */

static void
fill_player_view (const SvState    *s,
                  int               seat,
                  ArbSplitvoteView *view)
{
  view->vote[seat] = (s->voters & seat_bit (seat)) ? s->vote[seat] : NO_VOTE;
  view->received[seat] = (s->received & seat_bit (seat)) != 0;
  view->jokers_waiting[seat] = s->waiting[seat];
  view->entered[seat] = (s->entered & seat_bit (seat)) != 0;
  for (int v = 1; v <= N_NUM; v++)
    {
      view->count[seat][v] = card_count (s, seat, v);
      view->jokers_attached[seat][v] = s->attached[seat][v];
    }
}

void
arb_splitvote_get_view (const ArbSetup   *setup,
                        gconstpointer     state,
                        ArbSplitvoteView *view)
{
  const SvState *s = cstate (state);

  memset (view, 0, sizeof *view);
  view->step = s->step;
  view->player = step_player (setup, s);
  view->active = s->active;
  view->round = MIN (s->round + 1, arb_splitvote_n_rounds (setup));
  view->n_rounds = arb_splitvote_n_rounds (setup);
  view->dealt = s->dealt;
  view->row_size = s->step == ARB_SPLITVOTE_STEP_DEAL ? this_row_size (setup, s) : s->row_len;
  for (int v = 0; v <= N_NUM; v++)
    view->left[v] = copies (v) - s->used[v];
  view->row_len = s->row_len;
  memcpy (view->row, s->row, sizeof s->row);
  memcpy (view->owner, s->owner, sizeof s->owner);
  view->sub_split = s->sub_split;
  view->seg_start = s->seg_start;
  view->seg_len = s->seg_len;
  view->voters = s->voters;
  for (int k = 0; k < N_PARTS; k++)
    view->parts[k] = (ArbSplitvotePartView) { s->part_start[k], s->part_len[k], s->part_out[k],
                                              n_bits (votes_for (s, k)) };
  for (int i = 0; i < N_MAX; i++)
    view->vote[i] = NO_VOTE;
  for (guint i = 0; i < setup->n_players; i++)
    fill_player_view (s, (int) i, view);
}

const ArbRules arb_splitvote_rules = {
  .id = "splitvote",
  .title = N_("Split and Vote"),
  .summary = N_("Split a row of cards three ways; secret votes decide who gets which part."),
  .min_players = 2,
  .max_players = 4,
  .options = NULL,
  .n_options = 0,
  .verbs = sv_verbs,
  .n_verbs = G_N_ELEMENTS (sv_verbs),
  .rulings = sv_rulings,
  .n_rulings = G_N_ELEMENTS (sv_rulings),
  .has_score_only = TRUE,
  .players_rule = "SV-1",
  .check_setup = sv_check_setup,
  .state_new = sv_state_new,
  .state_free = sv_state_free,
  .parse_event = sv_parse_event,
  .fill_actor = sv_fill_actor,
  .apply = sv_apply,
  .describe = sv_describe,
  .prompt = sv_prompt,
  .score = sv_score,
  .state_text = sv_state_text,
  .progress = sv_progress,
  .round = sv_round,
};
