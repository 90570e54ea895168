/* SPDX-License-Identifier: GPL-3.0-or-later */
/* An upper bound for 2D tables: each tile in one line or two. */
#include "cover.h"

#include <string.h>
#include <time.h>

/*
 * On a 2D table (TR-5) a tile sits in one line across and at most one
 * line down, so the lines of any legal table cover each tile once or
 * twice.  The most rack tiles placed under that rule alone bounds the
 * 2D answer from above.  Two more things hold on every table and are
 * cheap to ask: a line across and a line down cross in one cell, so two
 * lines share at most one tile; in particular two sequences of a value
 * share at most one tile (a colour whose copies are fewer than the
 * sequences that hold it forces such a sharing).
 *
 * The program is the one of the 1D line program (dp1d.c), widened:
 * a colour has up to four open rows at a value (two copies, each in up
 * to two rows), and a kind of tile placed u times is used w times, u <=
 * w <= 2u.  It walks the 56 kinds, value by value, depth first, with
 * the same dominance among rows, memo and tightened bounds.
 */

#define N_QUADS 35                 /* sorted quadruples of row lengths 0..3 */
#define N_LAYERS (ARB_TR_N_VALUES * ARB_TR_N_COLOURS)

typedef struct {
  guint8 next;
  guint8 x;      /* tiles the rows take */
} Move;

typedef struct {
  guint8 len[N_QUADS][4];
  Move   moves[N_QUADS][5];       /* by x; next == 255: not allowed */
  guint8 up[N_QUADS][4];
  guint8 n_up[N_QUADS];
  gboolean closed[N_QUADS];
  gboolean long_short_or_long[N_QUADS];   /* exactly two rows open, the first long */
  gboolean two_short[N_QUADS];    /* exactly two rows open, both short: both must go on */
  gboolean both_long[N_QUADS];    /* exactly two rows open, both long */
  guint8   n_going[N_QUADS];      /* open rows (short or long) */
  guint8   split[N_QUADS];        /* of a long_short pair: the long row ends, a new begins */
  guint8 all_long;                /* (3,3,3,3) */
} Tables;

static gboolean
slot_below (guint a,
            guint b)
{
  return a == b || b == 3 || (a == 1 && b == 2);
}

static int
quad_index (const Tables *t,
            const guint  *len)
{
  guint s[4];

  memcpy (s, len, sizeof s);
  for (guint i = 0; i < 4; i++)
    for (guint j = i + 1; j < 4; j++)
      if (s[j] > s[i])
        {
          guint x = s[i];

          s[i] = s[j];
          s[j] = x;
        }
  for (int q = 0; q < N_QUADS; q++)
    if (t->len[q][0] == s[0] && t->len[q][1] == s[1] && t->len[q][2] == s[2] && t->len[q][3] == s[3])
      return q;
  g_assert_not_reached ();
  return 0;
}

/* Can the sorted quadruple q do all that p can?  Some matching of the
 * places, each at least as able. */
static gboolean
quad_below (const Tables *t,
            int           p,
            int           q)
{
  static const guint8 perms[24][4] = {
    { 0, 1, 2, 3 }, { 0, 1, 3, 2 }, { 0, 2, 1, 3 }, { 0, 2, 3, 1 }, { 0, 3, 1, 2 }, { 0, 3, 2, 1 },
    { 1, 0, 2, 3 }, { 1, 0, 3, 2 }, { 1, 2, 0, 3 }, { 1, 2, 3, 0 }, { 1, 3, 0, 2 }, { 1, 3, 2, 0 },
    { 2, 0, 1, 3 }, { 2, 0, 3, 1 }, { 2, 1, 0, 3 }, { 2, 1, 3, 0 }, { 2, 3, 0, 1 }, { 2, 3, 1, 0 },
    { 3, 0, 1, 2 }, { 3, 0, 2, 1 }, { 3, 1, 0, 2 }, { 3, 1, 2, 0 }, { 3, 2, 0, 1 }, { 3, 2, 1, 0 },
  };

  for (guint k = 0; k < 24; k++)
    {
      gboolean ok = TRUE;

      for (guint i = 0; i < 4 && ok; i++)
        ok = slot_below (t->len[p][i], t->len[q][perms[k][i]]);
      if (ok)
        return TRUE;
    }
  return FALSE;
}

static void
build_tables (Tables *t)
{
  int n = 0;

  for (guint a = 0; a <= 3; a++)
    for (guint b = 0; b <= a; b++)
      for (guint c = 0; c <= b; c++)
        for (guint d = 0; d <= c; d++)
          {
            t->len[n][0] = (guint8) a;
            t->len[n][1] = (guint8) b;
            t->len[n][2] = (guint8) c;
            t->len[n][3] = (guint8) d;
            t->closed[n] = a % 3 == 0 && b % 3 == 0 && c % 3 == 0 && d % 3 == 0;
            t->long_short_or_long[n] = a == 3 && b >= 1 && c == 0;
            t->two_short[n] = a >= 1 && a <= 2 && b >= 1 && c == 0;
            t->both_long[n] = a == 3 && b == 3 && c == 0;
            t->n_going[n] = (guint8) ((a > 0) + (b > 0) + (c > 0) + (d > 0));
            n++;
          }
  g_assert (n == N_QUADS);
  for (int q = 0; q < N_QUADS; q++)
    {
      guint shorts = 0;

      for (guint i = 0; i < 4; i++)
        shorts += t->len[q][i] == 1 || t->len[q][i] == 2;
      for (guint x = 0; x <= 4; x++)
        {
          guint next[4], left = x;

          t->moves[q][x].x = (guint8) x;
          t->moves[q][x].next = 255;
          if (x < shorts)
            continue;
          /* shorts first, then long rows, then new ones (dominance) */
          for (guint i = 0; i < 4; i++)
            next[i] = 0;
          for (guint i = 0; i < 4; i++)
            if (t->len[q][i] == 1 || t->len[q][i] == 2)
              {
                next[i] = t->len[q][i] + 1u;
                left--;
              }
          for (guint i = 0; i < 4 && left > 0; i++)
            if (t->len[q][i] == 3)
              {
                next[i] = 3;
                left--;
              }
          for (guint i = 0; i < 4 && left > 0; i++)
            if (t->len[q][i] == 0)
              {
                next[i] = 1;
                left--;
              }
          g_assert (left == 0);
          t->moves[q][x].next = (guint8) quad_index (t, next);
        }
    }
  for (int p = 0; p < N_QUADS; p++)
    for (int q = 0; q < N_QUADS; q++)
      {
        gboolean just = q != p && quad_below (t, p, q);

        for (int r = 0; r < N_QUADS && just; r++)
          if (r != p && r != q && quad_below (t, p, r) && quad_below (t, r, q))
            just = FALSE;
        if (just)
          {
            g_assert (t->n_up[p] < 4);
            t->up[p][t->n_up[p]++] = (guint8) q;
          }
      }
  t->all_long = (guint8) quad_index (t, (const guint[4]) { 3, 3, 3, 3 });
  /* two rows, the first long: it ends, the other goes on, a new begins */
  for (int q = 0; q < N_QUADS; q++)
    if (t->long_short_or_long[q])
      t->split[q] = (guint8) quad_index (t, (const guint[4]) { MIN (t->len[q][1] + 1u, 3u), 1, 0, 0 });
}

static const Tables *
tables (void)
{
  static Tables shared;
  static gsize done = 0;

  if (g_once_init_enter (&done))
    {
      build_tables (&shared);
      g_once_init_leave (&done, 1);
    }
  return &shared;
}

/* ---- sequences of one value ---- */

/*
 * The tiles of a value set aside for sequences: their sum, the most of
 * one colour, and the sharings between two sequences they force (a
 * colour used a times by sequences with only u copies: a - u of its
 * copies are in two sequences).  Packed: sum 5 bits, most 3, forced 4.
 */
static guint
aside_pack (guint sum,
            guint most,
            guint forced)
{
  return sum | most << 5 | MIN (forced, 15u) << 8;
}

/* Do they make sequences: k of them, 3 to 4 tiles each, no colour twice
 * in one, no two sharing two tiles. */
static gboolean
aside_ok (guint aside)
{
  guint sum = aside & 31, most = (aside >> 5) & 7, forced = aside >> 8;
  guint k_low, k_high;

  if (sum == 0)
    return TRUE;
  k_low = MAX ((sum + 3) / 4, most);
  k_high = sum / 3;
  return k_low <= k_high && forced <= k_high * (k_high - 1) / 2;
}

/* ---- the search ---- */

typedef struct {
  guint64 key;
  gint16  most;
  guint16 stamp;
} Slot;

typedef struct {
  Slot   *slots;
  guint   size;
  guint   used;
  guint16 stamp;
} Memo;

typedef struct {
  const Tables *tab;
  guint8  t[ARB_TR_N_KINDS];      /* table copies */
  guint8  top[ARB_TR_N_KINDS];    /* the most copies that may go down */
  int     ahead[N_LAYERS + 1];
  Memo   *memo;
  guint   end;                    /* the layer where the walk stops */
  gboolean window;                /* a window's walk (window_bounds) */
  gboolean open_end;              /* rows may still be open there */
  int     win_ahead[N_LAYERS + 1];   /* within a window: the rack tiles up to its end */
  int     win[ARB_TR_N_VALUES][8];   /* the bound of values a.. a+len-1; -2: not yet known */
  guint64 nodes;
  guint64 max_nodes;              /* 0: no cap */
  gint64  deadline;               /* arb_tr_clock (); 0: none */
  guint   ticks;
  gboolean over;
  /* per kind, the choices u * 25 + w * 5 + x in the order tried */
  guint8  choices[ARB_TR_N_KINDS][24];
  guint8  n_choices[ARB_TR_N_KINDS];
  /* the choices of the path being walked */
  guint8  cur[N_LAYERS];
  /* offering profiles */
  gboolean          offering;
  gboolean          strict;        /* offering: no "+" crossed at a corner (see probe) */
  guint64           leaves;        /* profiles offered so far */
  gboolean          revisit;       /* offering: a state below a profile turned down stays open */
  ArbTrProfileFunc  func;
  gpointer          data;
  guint             leaves_left;
  Memo              own;           /* an object's memo; the function's is the thread's */
} Cover;

struct _ArbTrCover {
  Cover    cv;
  int      floor;
  int      bound;                  /* -3: not yet known */
  gboolean strict;                 /* the profiles offered (arb_tr_cover_set_strict) */
};

static Slot *
memo_slot (Memo   *memo,
           guint64 key)
{
  guint64 h = key * G_GUINT64_CONSTANT (0x9E3779B97F4A7C15);
  guint i = (guint) (h >> 40);

  for (;;)
    {
      Slot *slot = &memo->slots[i & (memo->size - 1)];

      if (slot->stamp != memo->stamp || slot->key == key)
        return slot;
      i++;
    }
}

static void
memo_fail (Memo   *memo,
           guint64 key,
           int     most)
{
  Slot *slot;

  if (memo->used * 2 >= memo->size)
    {
      Slot *old = memo->slots;
      guint size = memo->size;

      memo->size *= 2;
      memo->slots = g_new0 (Slot, memo->size);
      for (guint i = 0; i < size; i++)
        if (old[i].stamp == memo->stamp)
          *memo_slot (memo, old[i].key) = old[i];
      g_free (old);
    }
  slot = memo_slot (memo, key);
  if (slot->stamp != memo->stamp)
    {
      slot->stamp = memo->stamp;
      slot->key = key;
      slot->most = (gint16) most;
      memo->used++;
    }
  else
    slot->most = (gint16) MIN (slot->most, most);
}

static gboolean
known_short (Cover  *cv,
             guint64 key,
             int     need)
{
  const Slot *slot = memo_slot (cv->memo, key);

  return slot->stamp == cv->memo->stamp && need > slot->most;
}

/*
 * A state: per colour 10 bits, the rows' quadruple (6 bits) and marks
 * on the colour's two open rows, when there are just two (see probe):
 * PAIR, they shared a copy; CLEAN, at the last value two rows took a
 * copy each and nothing else used the kind but perhaps a sequence on
 * each copy; CROSS (2 bits), they shared
 * the copy at the last value and both held the value before (CROSSED),
 * that value being clean (CROSSED_CLEAN).
 */
#define CB 10
#define PAIR 6
#define CLEAN 7
#define CROSS 8
#define CROSSED 1u
#define CROSSED_CLEAN 2u
#define QUAD_OF(s, c) ((guint) ((s) >> (CB * (c))) & 63)
#define BIT_OF(s, c, b) ((guint) ((s) >> (CB * (c) + (b))) & 1)
#define BIT(c, b) (G_GUINT64_CONSTANT (1) << (CB * (c) + (b)))
#define CROSS_OF(s, c) ((guint) ((s) >> (CB * (c) + CROSS)) & 3)

/* The key bits of an offering (63) and a strict one (62): without
 * them, the key of the bound's own state. */
#define BOUND_BITS (G_GUINT64_CONSTANT (3) << 62)

static guint64
make_key (const Cover *cv,
          guint        layer,
          guint64      state,
          guint        aside)
{
  /* a window ends at a value: 4 bits */
  guint64 end = cv->window ? cv->end / ARB_TR_N_COLOURS : 0;

  return (guint64) cv->offering << 63 | (guint64) cv->strict << 62 | end << 58 | (guint64) layer << 52
         | (guint64) aside << 40 | state;
}

/* A whole path: hands its profile over; TRUE when it is taken. */
static gboolean
offer (Cover *cv)
{
  ArbTrProfile profile;

  for (guint layer = 0; layer < N_LAYERS; layer++)
    {
      guint kind = (layer % ARB_TR_N_COLOURS) * ARB_TR_N_VALUES + layer / ARB_TR_N_COLOURS;
      guint choice = cv->cur[layer], w = choice / 5 % 5;

      profile.u[kind] = (guint8) (choice / 25);
      profile.x[kind] = (guint8) (choice % 5);
      profile.a[kind] = (guint8) (w - choice % 5);
    }
  cv->leaves++;
  if (cv->func (&profile, cv->data))
    return TRUE;
  if (cv->leaves_left > 0 && --cv->leaves_left == 0)
    cv->over = TRUE;
  return FALSE;
}

/* Could the states of the layer after this one place `need` more? */
static gboolean
probe (Cover  *cv,
       guint   layer,
       guint64 state,
       guint   aside,
       int     need)
{
  const Tables *tab = cv->tab;
  guint v, c, kind, quad, sum, most, forced;
  guint64 key, leaves;

  if (layer == cv->end)
    {
      for (guint i = 0; i < ARB_TR_N_COLOURS && !cv->open_end; i++)
        if (!tab->closed[QUAD_OF (state, i)])
          return FALSE;
      if (need > 0)
        return FALSE;
      return cv->offering ? offer (cv) : TRUE;
    }
  if (need > (cv->window ? cv->win_ahead[layer] : cv->ahead[layer]) || cv->over)
    return FALSE;
  if ((cv->max_nodes > 0 && ++cv->nodes > cv->max_nodes)
      || (cv->deadline > 0 && (++cv->ticks & 1023) == 0 && arb_tr_clock () > cv->deadline))
    {
      cv->over = TRUE;
      return FALSE;
    }
  key = make_key (cv, layer, state, aside);
  if (known_short (cv, key, need))
    return FALSE;
  /* offering, what the bound proved holds too */
  if (cv->offering && known_short (cv, key & ~BOUND_BITS, need))
    return FALSE;
  /* States that do all this one does and are known short: this one is
   * too.  (Offering, known short includes profiles turned down: then
   * this keeps the profiles offered apart from those.) */
  if (aside == 0)
    for (guint i = 0; i < ARB_TR_N_COLOURS; i++)
      {
        guint q = QUAD_OF (state, i);

        for (guint j = 0; j < tab->n_up[q]; j++)
          {
            guint64 better = (state & ~((guint64) 63 << (CB * i))) | (guint64) tab->up[q][j] << (CB * i);

            if (known_short (cv, make_key (cv, layer, better, 0), need))
              return FALSE;
          }
        /* with fewer marks against them, the same rows do no worse */
        if (BIT_OF (state, i, PAIR) && known_short (cv, make_key (cv, layer, state & ~BIT (i, PAIR), 0), need))
          return FALSE;
        if (CROSS_OF (state, i) != 0
            && known_short (cv, make_key (cv, layer, state & ~((guint64) 3 << (CB * i + CROSS)), 0), need))
          return FALSE;
        if (!BIT_OF (state, i, CLEAN) && known_short (cv, make_key (cv, layer, state | BIT (i, CLEAN), 0), need))
          return FALSE;
      }
  v = layer / ARB_TR_N_COLOURS;
  c = layer % ARB_TR_N_COLOURS;
  kind = c * ARB_TR_N_VALUES + v;
  quad = QUAD_OF (state, c);
  leaves = cv->leaves;
  sum = aside & 31;
  most = (aside >> 5) & 7;
  forced = aside >> 8;
  for (guint ci = 0; ci < cv->n_choices[kind]; ci++)
        {
          guint choice = cv->choices[kind][ci];
          int u = (int) choice / 25, w = (int) choice / 5 % 5, x = (int) choice % 5;
          const Move *mv = &tab->moves[quad][x];
          guint a = (guint) (w - x), next_aside;
          guint64 next_state;
          guint next_q;

          if (mv->next == 255)
            continue;
          /* bounding, with both copies down and no mark on the colour's
           * rows, a long row that takes a copy (shared, if need be) does
           * all that one that ends does: with the same uses by
           * sequences, fewer uses by rows than the open rows can take
           * need not be tried.  (A mark breaks this: a long row marked
           * as sharing with a short one may have to end.) */
          if (!cv->offering && u == 2 && ((state >> (CB * c + PAIR)) & 15) == 0
              && x < (int) MIN (tab->n_going[quad], (guint) MIN (4, 2 * u - (int) a)))
            continue;
          next_aside = aside_pack (sum + a, MAX (most, a), forced + (a > (guint) u ? a - (guint) u : 0));
          if (c + 1 == ARB_TR_N_COLOURS)
            {
              if (!aside_ok (next_aside))
                continue;
              next_aside = 0;
            }
          /*
           * The rules on two open rows of one colour (one across, one
           * down, where they share; two lines share one cell at most):
           *  - two short rows that shared a copy both go on, and may
           *    not share another;
           *  - a long row and a short one that shared a copy may not
           *    share another: the long one ends instead, a new row
           *    begins;
           *  - two rows that shared the copy at the last value and both
           *    held the value before cross in a "+" if both go on now.
           *    A line crossing an arm of a "+" passes through a cell
           *    beside the centre, which touches a second arm: the tile
           *    there is in a line with each.  Beside an arm of the value
           *    before and one of the value after it would have to be
           *    the value's other copy, which the crossing does not have;
           *    so a corner between two arms of one value (there is at
           *    most one such corner for each value) is the only place
           *    where arms are crossed, both at once: by two sequences
           *    that share the corner tile, or by two more rows (four
           *    rows open, not marked).  So the value before must have
           *    been clean or used just twice more by sequences, and
           *    this one must be too (a copy each, and nothing else or
           *    a sequence each); else a long one of them ends at the
           *    last value, and a new row begins now.
           * Variant 0 is the moves' own (long rows go on before new
           * ones begin); variant 1 ends the long row of the two and
           * begins a new one, where a rule asks for it.
           */
          for (guint variant = 0; variant < 2; variant++)
            {
              guint pair = BIT_OF (state, c, PAIR), cross = CROSS_OF (state, c);
              gboolean two = tab->n_going[quad] == 2;
              /* both go on: exactly them, or new rows too where both are
               * too short to end */
              gboolean both_on = variant == 0 && two && (x == 2 || (x > 2 && tab->two_short[quad]));

              if (variant == 1)
                {
                  /* where a rule may bar the two going on, or where they
                   * share (and so are marked), the long one may have ended
                   * at the last value, a new row beginning now */
                  if (!(x == 2 && tab->long_short_or_long[quad] && (pair || cross != 0 || u == 1)))
                    break;
                  next_q = tab->split[quad];
                }
              else
                next_q = mv->next;
              if (both_on && pair && u == 1)
                continue;   /* they would share twice */
              if (both_on && cross != 0 && !(cross == CROSSED_CLEAN && u == 2 && (w == 2 || (w == 4 && !cv->strict))))
                continue;   /* a "+" where it cannot be */
              next_state = (state & ~((guint64) 1023 << (CB * c))) | (guint64) next_q << (CB * c);
              /* two rows after, exactly two taking: a pair that shares
               * now, or the pair that shared going on */
              if (tab->n_going[next_q] == 2 && x == 2 && !tab->both_long[next_q]
                  && (u == 1 || (pair && both_on)))
                next_state |= BIT (c, PAIR);
              if (x == 2 && u == 2 && (w == 2 || (w == 4 && !cv->strict)))
                next_state |= BIT (c, CLEAN);
              /* the two open rows take this value's one copy: a
               * crossing, "+" if both go on */
              if (both_on && x == 2 && u == 1)
                next_state |= (guint64) (BIT_OF (state, c, CLEAN) ? CROSSED_CLEAN : CROSSED) << (CB * c + CROSS);
              cv->cur[layer] = (guint8) choice;
              if (probe (cv, layer + 1, next_state, next_aside, need - (u - cv->t[kind])))
                return TRUE;
            }
        }
  /* Offering, a profile turned down says nothing of the same state
   * reached by another path, which is another profile: when a few
   * profiles are asked for (revisit), only a state below which none
   * was found at all is known short; when there is no limit, a state
   * is offered below once, so that the walk ends. */
  if (!cv->over && (!cv->offering || !cv->revisit || cv->leaves == leaves))
    memo_fail (cv->memo, key, need - 1);
  return FALSE;
}

static guint64
all_long_state (const Tables *tab)
{
  guint64 s = 0;

  for (guint i = 0; i < ARB_TR_N_COLOURS; i++)
    s |= (guint64) tab->all_long << (CB * i);
  return s;
}

/* A probe from the root cut short after `nodes` nodes: 1 a way, 0 none,
 * -1 not known (cut short). */
static int
look (Cover  *cv,
      int     need,
      guint64 nodes)
{
  guint64 cap = cv->max_nodes, spent = cv->nodes;
  gboolean found;

  cv->max_nodes = cap > 0 ? MIN (cap, spent + nodes) : spent + nodes;
  found = probe (cv, 0, 0, 0, need);
  cv->max_nodes = cap;
  if (cv->over && (cap == 0 || cv->nodes < cap)
      && (cv->deadline == 0 || arb_tr_clock () <= cv->deadline))
    {
      cv->over = FALSE;
      return -1;
    }
  return found ? 1 : 0;
}

/* As in dp1d.c: the bound on what is ahead, made tight from the top. */
static gboolean
tighten (Cover *cv)
{
  int most_at[ARB_TR_N_VALUES][ARB_TR_N_COLOURS + 1];
  guint64 all_long = all_long_state (cv->tab);

  for (guint v = 0; v < ARB_TR_N_VALUES; v++)
    {
      most_at[v][ARB_TR_N_COLOURS] = 0;
      for (int c = ARB_TR_N_COLOURS - 1; c >= 0; c--)
        {
          guint kind = (guint) c * ARB_TR_N_VALUES + v;

          most_at[v][c] = most_at[v][c + 1] + cv->top[kind] - cv->t[kind];
        }
    }
  for (int v = ARB_TR_N_VALUES - 1; v >= 1 && !cv->over; v--)
    {
      guint layer = (guint) v * ARB_TR_N_COLOURS;
      int need = cv->ahead[layer];

      while (need >= 0 && !probe (cv, layer, all_long, 0, need) && !cv->over)
        need--;
      if (cv->over)
        return TRUE;
      if (need < 0)
        return FALSE;
      cv->ahead[layer] = need;
      for (guint c = 0; c < ARB_TR_N_COLOURS; c++)
        cv->ahead[layer - ARB_TR_N_COLOURS + c] = MIN (cv->ahead[layer - ARB_TR_N_COLOURS + c],
                                                       need + most_at[v - 1][c]);
    }
  return TRUE;
}

/*
 * Bounds by windows: the values a..b on their own, every colour coming
 * in with long rows and rows free to stay open at the end, place no
 * fewer than any table places there.  So a split of the values into
 * windows bounds the whole by the sum, and the best split bounds each
 * stretch of values up to the top.  A tile that cannot go down for a
 * reason near it is found in a small window at small cost.
 */
static void
window_bounds (Cover *cv,
               guint  most_len)
{
  int (*win)[8] = cv->win;
  int best[ARB_TR_N_VALUES + 1];
  guint64 all_long = all_long_state (cv->tab);

  cv->window = TRUE;
  for (guint a = 0; a < ARB_TR_N_VALUES && !cv->over; a++)
    for (guint len = 1; len <= most_len && a + len <= ARB_TR_N_VALUES && !cv->over; len++)
      {
        guint first = a * ARB_TR_N_COLOURS;
        int need;

        if (win[a][len] != -2)
          continue;

        cv->end = (a + len) * ARB_TR_N_COLOURS;
        /* at the ends of the values the rows are what they are: none
         * comes in before 1, none stays open after 14 */
        cv->open_end = a + len < ARB_TR_N_VALUES;
        cv->win_ahead[cv->end] = 0;
        for (guint layer = cv->end; layer > first; layer--)
          {
            guint kind = ((layer - 1) % ARB_TR_N_COLOURS) * ARB_TR_N_VALUES + (layer - 1) / ARB_TR_N_COLOURS;

            cv->win_ahead[layer - 1] = cv->win_ahead[layer] + cv->top[kind] - cv->t[kind];
          }
        need = cv->win_ahead[first];
        while (need >= 0 && !probe (cv, first, a == 0 ? 0 : all_long, 0, need) && !cv->over)
          need--;
        win[a][len] = need;   /* -1: not even so do the table tiles go down */
      }
  cv->window = FALSE;
  cv->open_end = FALSE;
  cv->end = N_LAYERS;
  if (cv->over)
    return;
  best[ARB_TR_N_VALUES] = 0;
  for (int a = ARB_TR_N_VALUES - 1; a >= 0; a--)
    {
      best[a] = G_MAXINT;
      for (int len = 1; len <= (int) most_len && a + len <= ARB_TR_N_VALUES; len++)
        if (win[a][len] < 0 || best[a + len] < 0)
          best[a] = -1;
        else
          best[a] = MIN (best[a], win[a][len] + best[a + len]);
      cv->ahead[a * ARB_TR_N_COLOURS] = MIN (cv->ahead[a * ARB_TR_N_COLOURS], best[a]);
    }
  /* and within a value, what the colours still to come add */
  for (int layer = N_LAYERS - 1; layer >= 0; layer--)
    if (layer % ARB_TR_N_COLOURS != 0)
      {
        guint kind = (guint) (layer % ARB_TR_N_COLOURS) * ARB_TR_N_VALUES + (guint) layer / ARB_TR_N_COLOURS;

        cv->ahead[layer] = MIN (cv->ahead[layer], cv->ahead[layer + 1] + cv->top[kind] - cv->t[kind]);
      }
}

ArbTrCover *
arb_tr_cover_new (const ArbTrCounts *table,
                  const ArbTrCounts *rack,
                  guint64            max_nodes)
{
  ArbTrCover *cover = g_new0 (ArbTrCover, 1);
  Cover *cv = &cover->cv;
  ArbTrCounts usable;

  cover->bound = -3;
  cv->tab = tables ();
  cv->max_nodes = max_nodes;
  cv->end = N_LAYERS;
  cv->own.size = 1 << 12;
  cv->own.slots = g_new0 (Slot, cv->own.size);
  cv->own.stamp = 1;
  cv->memo = &cv->own;
  if (!arb_tr_dp_coverable (table, rack, &usable))
    {
      cover->bound = -1;
      return cover;
    }
  for (guint k = 0; k < ARB_TR_N_KINDS; k++)
    {
      guint t = table->n[k + 1], r = usable.n[k + 1];

      if (t > 2)
        {
          cover->bound = -1;
          return cover;
        }
      cv->t[k] = (guint8) t;
      cv->top[k] = (guint8) MIN (t + r, 2);
    }
  arb_tr_cover_prefer (cover, NULL);
  cv->ahead[N_LAYERS] = 0;
  for (int layer = N_LAYERS - 1; layer >= 0; layer--)
    {
      guint kind = (guint) (layer % ARB_TR_N_COLOURS) * ARB_TR_N_VALUES + (guint) layer / ARB_TR_N_COLOURS;

      cv->ahead[layer] = cv->ahead[layer + 1] + cv->top[kind] - cv->t[kind];
    }
  for (guint a = 0; a < ARB_TR_N_VALUES; a++)
    for (guint len = 0; len < 8; len++)
      cv->win[a][len] = -2;
  return cover;
}

/* Sorts the choices of each kind: those nearest the hint first (the
 * same copies, then the fewest uses more or less, then the same uses by
 * rows); without a hint, the most copies, the fewest uses, rows first. */
void
arb_tr_cover_prefer (ArbTrCover         *cover,
                     const ArbTrProfile *hint)
{
  Cover *cv = &cover->cv;

  for (guint k = 0; k < ARB_TR_N_KINDS; k++)
    {
      guint n = 0, rank[24];

      for (int u = cv->top[k]; u >= cv->t[k]; u--)
        for (int w = u; w <= 2 * u; w++)
          for (int x = MIN (w, 4); x >= 0; x--)
            {
              guint r = (guint) n;

              if (hint != NULL)
                {
                  int hw = hint->x[k] + hint->a[k];

                  r += 1000u * (guint) (u != hint->u[k]) + 100u * (guint) ABS (w - hw)
                       + 10u * (guint) ABS (x - (int) hint->x[k]);
                  r = r * 32 + (guint) n;
                }
              rank[n] = r;
              cv->choices[k][n++] = (guint8) (u * 25 + w * 5 + x);
            }
      /* insertion sort by rank */
      for (guint i = 1; i < n; i++)
        for (guint j = i; j > 0 && rank[j] < rank[j - 1]; j--)
          {
            guint tr = rank[j];
            guint8 tc = cv->choices[k][j];

            rank[j] = rank[j - 1];
            rank[j - 1] = tr;
            cv->choices[k][j] = cv->choices[k][j - 1];
            cv->choices[k][j - 1] = tc;
          }
      cv->n_choices[k] = (guint8) n;
    }
}

gint64
arb_tr_clock (void)
{
  struct timespec ts;

  if (clock_gettime (CLOCK_THREAD_CPUTIME_ID, &ts) != 0)
    return g_get_monotonic_time ();
  return (gint64) ts.tv_sec * G_USEC_PER_SEC + ts.tv_nsec / 1000;
}

void
arb_tr_cover_set_deadline (ArbTrCover *cover,
                           gint64      deadline)
{
  cover->cv.deadline = deadline;
}

void
arb_tr_cover_free (ArbTrCover *cover)
{
  if (cover == NULL)
    return;
  g_free (cover->cv.own.slots);
  g_free (cover);
}

int
arb_tr_cover_bound (ArbTrCover *cover,
                    int         floor,
                    gboolean   *capped)
{
  Cover *cv = &cover->cv;
  int loose = cv->ahead[0], value = -1;

  if (capped != NULL)
    *capped = FALSE;
  if (cover->bound != -3)
    return cover->bound;
  if (floor >= loose)
    return cover->bound = loose;
  cv->over = FALSE;
  cv->nodes = 0;
  /*
   * By stages: a short look for a way placing all that is ahead (the
   * usual answer); windows of 3 values, which find most reasons a tile
   * cannot go down, and a longer look; windows of 4; then the whole.
   */
  for (guint stage = 0; stage < 3 && value < 0 && !cv->over; stage++)
    {
      static const guint64 looks[3] = { 2000, 20000, 0 };
      int found;

      if (stage > 0)
        {
          window_bounds (cv, stage + 2);
          if (cv->over)
            break;
          if (cv->ahead[0] < 0)
            return cover->bound = -1;
          if (floor >= cv->ahead[0])
            return cover->bound = floor;
        }
      found = looks[stage] > 0 ? look (cv, cv->ahead[0], looks[stage]) : -1;
      if (found > 0)
        value = cv->ahead[0];
    }
  if (value < 0 && !cv->over)
    {
      /* the bounds on what is ahead made tight, in a limited time: then
       * a probe of the top, unlimited; then tight in full */
      guint64 cap = cv->max_nodes, spent = cv->nodes;
      gboolean can;

      cv->max_nodes = cap > 0 ? MIN (cap, spent + 100000) : spent + 100000;
      can = tighten (cv);
      cv->max_nodes = cap;
      if (cv->over && (cap == 0 || cv->nodes < cap)
          && (cv->deadline == 0 || arb_tr_clock () <= cv->deadline))
        {
          cv->over = FALSE;
          if (probe (cv, 0, 0, 0, cv->ahead[0]))
            value = cv->ahead[0];
        }
      else if (!can)
        return cover->bound = -1;
    }
  if (value >= 0 || cv->over)
    ;
  else if (tighten (cv) && !cv->over)
    {
      /* down from the top; `floor` is reached, so no need to ask */
      for (int need = cv->ahead[0]; need > floor && value < 0 && !cv->over; need--)
        if (probe (cv, 0, 0, 0, need))
          value = need;
      if (value < 0 && floor >= 0 && !cv->over)
        value = floor;
      else if (value < 0 && !cv->over && probe (cv, 0, 0, 0, 0))
        value = 0;
    }
  if (cv->over)
    {
      /* what was proved so far still holds */
      if (capped != NULL)
        *capped = TRUE;
      cv->over = FALSE;
      return MAX (MIN (loose, cv->ahead[0]), floor);
    }
  return cover->bound = value;
}

gboolean
arb_tr_cover_offer (ArbTrCover       *cover,
                    int               need,
                    guint             max_profiles,
                    ArbTrProfileFunc  func,
                    gpointer          data)
{
  Cover *cv = &cover->cv;
  gboolean taken;

  if (cover->bound == -1)
    return FALSE;
  cv->offering = TRUE;
  cv->strict = cover->strict;
  cv->revisit = max_profiles > 0;
  cv->func = func;
  cv->data = data;
  cv->leaves_left = max_profiles;
  cv->over = FALSE;
  cv->nodes = 0;
  taken = probe (cv, 0, 0, 0, MAX (need, 0));
  cv->offering = FALSE;
  cv->strict = FALSE;
  cv->over = FALSE;
  return taken;
}

void
arb_tr_cover_set_strict (ArbTrCover *cover,
                         gboolean    strict)
{
  cover->strict = strict;
}
