/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The exact 1D line program (TR-4): each tile in one line. */
#include "dp.h"

#include <string.h>

/*
 * The program goes over the values 1..14 and, within a value, the
 * colours: 56 layers, one per kind of tile.  Each colour has two places
 * for an open row (a tile has two copies, so no more than two rows of a
 * colour pass through a value), each holding the row's length so far:
 * 0 (none), 1, 2 or 3 (three or more, so it may end).  The two places
 * are kept sorted, so a colour is one of 10 pairs and the rows of all
 * four colours one of 10^4 states.  Within a value it also carries the
 * tiles set aside for sequences at that value, as their sum (capped at
 * 6) and whether one colour gave two: all it takes to tell whether they
 * split into sequences of 3 or 4 different colours.
 *
 * At each layer the only choice is how many copies go down (u) and how
 * many of them go to rows (x): rows of 1 or 2 must take one, then a row
 * of 3 or more takes one before a new row starts, since a longer row can
 * do all that a shorter one or none can ("dominates" it).
 *
 * The search is depth first, the most tiles first, and remembers what
 * it proves ("from this state at this layer no way on places more than
 * m rack tiles"); a state whose rows are dominated by those of a state
 * already proved short is short too.  Each search asks for at least
 * `need` rack tiles and is cut as soon as the tiles still ahead cannot
 * make up the difference.  The question "the most of the rack" asks
 * first for all of it, which is the usual answer and then one quick
 * dive.  When that fails, the bound on what is ahead is made tight
 * value by value from the top (the most the values from v on can place
 * when every colour comes in with two long rows, which dominate any
 * rows), and the need goes down from the top until a way is found.
 * Every probe shares what the others proved.
 */

#define N_PAIRS 10
#define N_ASIDE 14
#define N_STATES 10000          /* 10^4 row states */
#define N_LAYERS (ARB_TR_N_VALUES * ARB_TR_N_COLOURS)

/* The sorted pairs of row lengths, longest first. */
static const guint8 pair_len[N_PAIRS][2] = {
  { 0, 0 }, { 1, 0 }, { 1, 1 }, { 2, 0 }, { 2, 1 }, { 2, 2 }, { 3, 0 }, { 3, 1 }, { 3, 2 }, { 3, 3 },
};

/* One way a colour's rows take u tiles of a value: `mask` says which
 * places take one (in sorted order), the rest go to sequences. */
typedef struct {
  guint8 next;    /* the pair after */
  guint8 aside;   /* tiles for sequences */
  guint8 mask;
} Move;

typedef struct {
  Move   moves[N_PAIRS][3][4];
  guint8 n_moves[N_PAIRS][3];
  guint8 digit[ARB_TR_N_COLOURS][N_STATES];
  guint8 aside_next[N_ASIDE][3];
  gboolean below[N_PAIRS][N_PAIRS];   /* [p][q]: q can do all that p can */
  gboolean closed[N_STATES];          /* every row has 3 tiles or more, or there is none */
  guint8 up[N_PAIRS][3];              /* the pairs just above a pair */
  guint8 n_up[N_PAIRS];
  gboolean aside_ok[N_ASIDE];
} Tables;

/*
 * What the probes proved, by layer and state: "no way on from here
 * places more than `most` rack tiles".  Kept for the thread from call
 * to call, so that it costs no allocation; a slot belongs to this call
 * when its stamp is the call's.
 */
typedef struct {
  guint32 key;
  gint16  most;
  guint16 stamp;
} Slot;

typedef struct {
  Slot   *slots;
  guint   size;    /* a power of 2 */
  guint   used;
  guint16 stamp;
} Memo;

static int
pair_index (guint a,
            guint b)
{
  if (b > a)
    {
      guint t = a;

      a = b;
      b = t;
    }
  for (int i = 0; i < N_PAIRS; i++)
    if (pair_len[i][0] == a && pair_len[i][1] == b)
      return i;
  g_assert_not_reached ();
  return 0;
}

/* aside code: sum (capped at 6) * 2 + (some colour gave two) */
static guint8
aside_code (guint sum,
            gboolean two)
{
  return (guint8) (MIN (sum, 6) * 2 + (two ? 1 : 0));
}

/*
 * A row of 3 or more can do all that a shorter one or none can (take
 * the next tile, or end), and a row of 2 all that a row of 1 can: so a
 * place holding `b` can do all that one holding `a` can.
 */
static gboolean
slot_below (guint a,
            guint b)
{
  return a == b || b == 3 || (a == 1 && b == 2);
}

static void
build_tables (Tables *t)
{
  static const int pow10[4] = { 1, 10, 100, 1000 };

  /*
   * x of the u tiles go to rows, the rest to sequences.  Rows of 1 or 2
   * must take one; of what is left, a row of 3 or more takes one before
   * a new row starts (a longer row can do all that a new one can), and
   * rows that take none end.  So x decides the rows.
   */
  for (int p = 0; p < N_PAIRS; p++)
    for (guint u = 0; u <= 2; u++)
      for (guint x = 0; x <= u; x++)
        {
          guint len[2] = { pair_len[p][0], pair_len[p][1] }, next[2], mask = 0, left = x;
          Move *m;

          for (guint i = 0; i < 2; i++)
            if ((len[i] == 1 || len[i] == 2) && left > 0)
              {
                mask |= 1u << i;
                left--;
              }
            else if (len[i] == 1 || len[i] == 2)
              goto next_x;   /* a short row left without its tile */
          for (guint i = 0; i < 2 && left > 0; i++)
            if (len[i] == 3)
              {
                mask |= 1u << i;
                left--;
              }
          for (guint i = 0; i < 2 && left > 0; i++)
            if (len[i] == 0)
              {
                mask |= 1u << i;
                left--;
              }
          g_assert (left == 0);
          for (guint i = 0; i < 2; i++)
            next[i] = (mask >> i) & 1 ? MIN (3, len[i] + 1) : 0;
          m = &t->moves[p][u][t->n_moves[p][u]++];
          m->next = (guint8) pair_index (next[0], next[1]);
          m->aside = (guint8) (u - x);
          m->mask = (guint8) mask;
        next_x:
          ;
        }
  for (int p = 0; p < N_PAIRS; p++)
    for (int q = 0; q < N_PAIRS; q++)
      t->below[p][q] = (slot_below (pair_len[p][0], pair_len[q][0]) && slot_below (pair_len[p][1], pair_len[q][1]))
                       || (slot_below (pair_len[p][0], pair_len[q][1]) && slot_below (pair_len[p][1], pair_len[q][0]));
  for (int p = 0; p < N_PAIRS; p++)
    for (int q = 0; q < N_PAIRS; q++)
      {
        gboolean just = q != p && t->below[p][q];

        for (int r = 0; r < N_PAIRS && just; r++)
          if (r != p && r != q && t->below[p][r] && t->below[r][q])
            just = FALSE;
        if (just)
          {
            g_assert (t->n_up[p] < 3);
            t->up[p][t->n_up[p]++] = (guint8) q;
          }
      }
  for (int c = 0; c < ARB_TR_N_COLOURS; c++)
    for (int s = 0; s < N_STATES; s++)
      t->digit[c][s] = (guint8) (s / pow10[c] % 10);
  for (int s = 0; s < N_STATES; s++)
    {
      t->closed[s] = TRUE;
      for (int c = 0; c < ARB_TR_N_COLOURS; c++)
        {
          guint p = t->digit[c][s];

          t->closed[s] &= pair_len[p][0] % 3 == 0 && pair_len[p][1] % 3 == 0;
        }
    }
  for (guint sum = 0; sum <= 6; sum++)
    for (guint two = 0; two <= 1; two++)
      {
        guint8 code = aside_code (sum, two);

        for (guint a = 0; a <= 2; a++)
          t->aside_next[code][a] = aside_code (sum + a, two || a == 2);
        /* one sequence: 3 or 4 colours once each; two: 6 to 8 tiles */
        t->aside_ok[code] = sum == 0 || sum >= 6 || ((sum == 3 || sum == 4) && !two);
      }
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

/* ---- the search ---- */

typedef struct {
  const Tables *tab;
  gint8   gain[ARB_TR_N_KINDS][3];   /* rack tiles placed using u copies; -1: not allowed */
  int     ahead[N_LAYERS + 1];       /* the most rack tiles still to place after each layer */
  Memo   *memo;                      /* what the probes proved */
  guint8   path[N_LAYERS];           /* the choices of the layout found */
} Walk;

/* ---- the depth-first probe ---- */

static void
memo_free (gpointer data)
{
  Memo *memo = data;

  g_free (memo->slots);
  g_free (memo);
}

static GPrivate memo_of_thread = G_PRIVATE_INIT (memo_free);

/* The thread's memo, emptied. */
static Memo *
memo_take (void)
{
  Memo *memo = g_private_get (&memo_of_thread);

  if (memo == NULL)
    {
      memo = g_new0 (Memo, 1);
      memo->size = 1 << 12;
      memo->slots = g_new0 (Slot, memo->size);
      g_private_set (&memo_of_thread, memo);
    }
  if (++memo->stamp == 0)
    {
      memset (memo->slots, 0, sizeof (Slot) * memo->size);
      memo->stamp = 1;
    }
  memo->used = 0;
  return memo;
}

static Slot *
memo_slot (Memo   *memo,
           guint32 key)
{
  guint h = (key * 0x9E3779B1u) >> 8;

  for (;;)
    {
      Slot *slot = &memo->slots[h & (memo->size - 1)];

      if (slot->stamp != memo->stamp || slot->key == key)
        return slot;
      h++;
    }
}

static void
memo_grow (Memo *memo)
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

static void
memo_fail (Memo   *memo,
           guint32 key,
           int     most)
{
  Slot *slot;

  if (memo->used * 2 >= memo->size)
    memo_grow (memo);
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

/*
 * Is there a way on from this state, at this layer, that places `need`
 * more rack tiles or more?  Depth first, the most tiles first; what
 * fails is remembered, so no state is tried twice for the same need.
 * On success w->path holds the choices from this layer on.
 */
static gboolean
probe (Walk   *w,
       guint   layer,
       guint16 state,
       guint8  aside,
       int     need)
{
  static const int pow10[4] = { 1, 10, 100, 1000 };
  const Tables *tab = w->tab;
  guint v, c, kind, pair;
  guint32 key;
  const Slot *slot;

  if (layer == N_LAYERS)
    return need <= 0 && tab->closed[state];
  if (need > w->ahead[layer])
    return FALSE;
  key = (guint32) layer << 18 | ((guint32) state * N_ASIDE + aside);
  slot = memo_slot (w->memo, key);
  if (slot->stamp == w->memo->stamp && need > slot->most)
    return FALSE;
  /* rows that can do more than these have been shown to fall short */
  if (aside == 0)
    for (guint c2 = 0; c2 < ARB_TR_N_COLOURS; c2++)
      {
        guint p = tab->digit[c2][state];

        for (guint i = 0; i < tab->n_up[p]; i++)
          {
            guint16 better = (guint16) (state + ((int) tab->up[p][i] - (int) p) * pow10[c2]);

            slot = memo_slot (w->memo, (guint32) layer << 18 | ((guint32) better * N_ASIDE + aside));
            if (slot->stamp == w->memo->stamp && need > slot->most)
              return FALSE;
          }
      }
  v = layer / ARB_TR_N_COLOURS;
  c = layer % ARB_TR_N_COLOURS;
  kind = c * ARB_TR_N_VALUES + v;
  pair = tab->digit[c][state];
  for (int u = 2; u >= 0; u--)
    {
      int gain = w->gain[kind][u];

      if (gain < 0)
        continue;
      for (guint m = 0; m < tab->n_moves[pair][u]; m++)
        {
          const Move *mv = &tab->moves[pair][u][tab->n_moves[pair][u] - 1 - m];
          guint8 next_aside = tab->aside_next[aside][mv->aside];

          if (c + 1 == ARB_TR_N_COLOURS)
            {
              if (!tab->aside_ok[next_aside])
                continue;
              next_aside = 0;
            }
          if (probe (w, layer + 1, (guint16) (state + ((int) mv->next - (int) pair) * pow10[c]),
                     next_aside, need - gain))
            {
              w->path[layer] = (guint8) (u * 4 + mv->mask);
              return TRUE;
            }
        }
    }
  memo_fail (w->memo, key, need - 1);
  return FALSE;
}

/* ---- the layout ---- */

typedef struct {
  GArray *runs[ARB_TR_N_COLOURS][2];   /* open rows, NULL when none */
  guint   aside[ARB_TR_N_COLOURS];
  GArray *lines;
} Build;

static void
emit_row (Build  *b,
          GArray *run)
{
  ArbTrLine line = { 0 };

  line.row = TRUE;
  line.n = (guint8) run->len;
  memcpy (line.tiles, run->data, run->len);
  g_array_append_val (b->lines, line);
  g_array_unref (run);
}

static guint
capped_len (GArray *run)
{
  return run == NULL ? 0 : MIN (3, run->len);
}

/* The sequences of one value: one of 3 or 4 tiles, or two of 3 or 4
 * each; a colour set aside twice goes into both. */
static void
emit_sequences (Build *b,
                guint  value)
{
  guint sum = 0, k;
  ArbTrLine seq[2] = { { 0 } };
  guint room[2];

  for (guint c = 0; c < ARB_TR_N_COLOURS; c++)
    sum += b->aside[c];
  if (sum == 0)
    return;
  k = sum >= 6 ? 2 : 1;
  for (guint j = 0; j < k; j++)
    room[j] = sum / k + (j < sum % k);
  for (guint c = 0; c < ARB_TR_N_COLOURS; c++)
    if (b->aside[c] == 2)
      for (guint j = 0; j < 2; j++)
        {
          seq[j].tiles[seq[j].n++] = arb_tr_tile_make ((int) c, (int) value);
          room[j]--;
        }
  for (guint c = 0; c < ARB_TR_N_COLOURS; c++)
    if (b->aside[c] == 1)
      {
        guint j = k == 2 && room[1] > room[0] ? 1 : 0;

        seq[j].tiles[seq[j].n++] = arb_tr_tile_make ((int) c, (int) value);
        room[j]--;
      }
  for (guint j = 0; j < k; j++)
    g_array_append_val (b->lines, seq[j]);
}

static void
apply (Build *b,
       guint8 choice,
       guint  value,
       guint  colour)
{
  GArray **runs = b->runs[colour];
  guint used = 0, mask = choice & 3;

  if (capped_len (runs[1]) > capped_len (runs[0]))
    {
      GArray *t = runs[0];

      runs[0] = runs[1];
      runs[1] = t;
    }
  for (guint i = 0; i < 2; i++)
    {
      if ((mask >> i) & 1)
        {
          ArbTrTile tile = arb_tr_tile_make ((int) colour, (int) value);

          if (runs[i] == NULL)
            runs[i] = g_array_new (FALSE, FALSE, sizeof (ArbTrTile));
          g_array_append_val (runs[i], tile);
          used++;
        }
      else if (runs[i] != NULL)
        {
          emit_row (b, runs[i]);
          runs[i] = NULL;
        }
    }
  b->aside[colour] = choice / 4 - used;
}

static void
build_layout (const guint8 *choice,
              GArray       *lines)
{
  Build b = { { { NULL } }, { 0 }, lines };

  for (guint v = 1; v <= ARB_TR_N_VALUES; v++)
    {
      for (guint c = 0; c < ARB_TR_N_COLOURS; c++)
        apply (&b, choice[(v - 1) * ARB_TR_N_COLOURS + c], v, c);
      emit_sequences (&b, v);
    }
  for (guint c = 0; c < ARB_TR_N_COLOURS; c++)
    for (guint i = 0; i < 2; i++)
      if (b.runs[c][i] != NULL)
        emit_row (&b, b.runs[c][i]);
}

/* ---- the bound on what is ahead ---- */

/*
 * A tile can be on a table only if some line could hold it with tiles
 * that are there too.  Rack tiles that no line can hold are dropped
 * until none is left to drop; `usable` gets the rest of the rack.
 * FALSE when a table tile is such a tile: then no table, 1D or 2D,
 * holds the table tiles.
 */
gboolean
arb_tr_dp_coverable (const ArbTrCounts *table,
                     const ArbTrCounts *rack,
                     ArbTrCounts       *usable)
{
  gboolean here[ARB_TR_N_COLOURS][ARB_TR_N_VALUES + 4] = { { FALSE } };
  gboolean changed = TRUE;

#define HERE(c, v) ((v) >= 1 && (v) <= ARB_TR_N_VALUES && here[c][(v) + 1])
  for (guint c = 0; c < ARB_TR_N_COLOURS; c++)
    for (guint v = 1; v <= ARB_TR_N_VALUES; v++)
      {
        ArbTrTile t = arb_tr_tile_make ((int) c, (int) v);

        here[c][v + 1] = table->n[t] + rack->n[t] > 0;
      }
  while (changed)
    {
      changed = FALSE;
      for (int c = 0; c < ARB_TR_N_COLOURS; c++)
        for (int v = 1; v <= ARB_TR_N_VALUES; v++)
          {
            int others = 0;

            if (!HERE (c, v))
              continue;
            for (int o = 0; o < ARB_TR_N_COLOURS; o++)
              others += o != c && HERE (o, v);
            if (others >= 2 || (HERE (c, v - 2) && HERE (c, v - 1))
                || (HERE (c, v - 1) && HERE (c, v + 1)) || (HERE (c, v + 1) && HERE (c, v + 2)))
              continue;
            if (table->n[arb_tr_tile_make (c, v)] > 0)
              return FALSE;
            here[c][v + 1] = FALSE;
            changed = TRUE;
          }
    }
  memset (usable, 0, sizeof *usable);
  for (int c = 0; c < ARB_TR_N_COLOURS; c++)
    for (int v = 1; v <= ARB_TR_N_VALUES; v++)
      if (HERE (c, v))
        usable->n[arb_tr_tile_make (c, v)] = rack->n[arb_tr_tile_make (c, v)];
#undef HERE
  return TRUE;
}

/* The rack tiles a path places. */
static int
layout_value (const Walk   *w,
              const guint8 *path)
{
  int value = 0;

  for (guint layer = 0; layer < N_LAYERS; layer++)
    {
      guint v = layer / ARB_TR_N_COLOURS, c = layer % ARB_TR_N_COLOURS;

      value += w->gain[c * ARB_TR_N_VALUES + v][path[layer] / 4];
    }
  return value;
}

/*
 * The bound on what is ahead, made tight: for each value from the top
 * down, the most the values from there on can place when every colour
 * comes in with two rows of 3 or more, which can do all that any rows
 * can.  Each is found by probing down from the bound the values above
 * give, and the probes share what they prove.  FALSE when even that
 * cannot lay the table tiles: then nothing can.
 */
static gboolean
tighten (Walk *w)
{
  int most_at[ARB_TR_N_VALUES][ARB_TR_N_COLOURS + 1];

  for (guint v = 0; v < ARB_TR_N_VALUES; v++)
    {
      most_at[v][ARB_TR_N_COLOURS] = 0;
      for (int c = ARB_TR_N_COLOURS - 1; c >= 0; c--)
        {
          int most = 0;

          for (guint u = 0; u <= 2; u++)
            most = MAX (most, w->gain[(guint) c * ARB_TR_N_VALUES + v][u]);
          most_at[v][c] = most_at[v][c + 1] + most;
        }
    }
  for (int v = ARB_TR_N_VALUES - 1; v >= 1; v--)
    {
      guint layer = (guint) v * ARB_TR_N_COLOURS;
      int need = w->ahead[layer];

      while (need >= 0 && !probe (w, layer, N_STATES - 1, 0, need))
        need--;
      if (need < 0)
        return FALSE;
      w->ahead[layer] = need;
      for (guint c = 0; c < ARB_TR_N_COLOURS; c++)
        w->ahead[layer - ARB_TR_N_COLOURS + c] = MIN (w->ahead[layer - ARB_TR_N_COLOURS + c],
                                                      need + most_at[v - 1][c]);
    }
  return TRUE;
}

/* ---- entry point ---- */

int
arb_tr_dp_most_1d (const ArbTrCounts *table,
                   const ArbTrCounts *rack,
                   GArray            *lines)
{
  ArbTrCounts usable;
  Walk w = { 0 };
  int value = -1, total = 0;
  gboolean optional = FALSE;

  if (!arb_tr_dp_coverable (table, rack, &usable))
    return -1;
  w.tab = tables ();
  for (guint c = 0; c < ARB_TR_N_COLOURS; c++)
    for (guint v = 1; v <= ARB_TR_N_VALUES; v++)
      {
        guint k = c * ARB_TR_N_VALUES + v - 1;
        ArbTrTile tile = (ArbTrTile) (k + 1);
        guint t = table->n[tile], r = usable.n[tile];

        if (t > 2)
          return -1;
        for (guint u = 0; u <= 2; u++)
          w.gain[k][u] = (gint8) (u >= t && u <= t + r ? (int) (u - t) : -1);
        optional |= MIN (t + r, 2) > t;
      }
  /* ahead[i]: the most rack tiles layers i.. can still place */
  w.ahead[N_LAYERS] = 0;
  for (int layer = N_LAYERS - 1; layer >= 0; layer--)
    {
      guint v = (guint) layer / ARB_TR_N_COLOURS, c = (guint) layer % ARB_TR_N_COLOURS;
      guint k = c * ARB_TR_N_VALUES + v;
      int most = 0;

      for (guint u = 0; u <= 2; u++)
        most = MAX (most, w.gain[k][u]);
      w.ahead[layer] = w.ahead[layer + 1] + most;
    }
  total = w.ahead[0];
  w.memo = memo_take ();
  if (!optional)
    {
      /* every tile must go down: a way or none */
      if (probe (&w, 0, 0, 0, 0))
        value = 0;
    }
  else if (probe (&w, 0, 0, 0, total))
    value = total;
  else if (tighten (&w))
    {
      /* the bounds are tight now: from the top down, the first way
       * found is the best */
      for (int need = w.ahead[0]; need >= 0 && value < 0; need--)
        if (probe (&w, 0, 0, 0, need))
          value = layout_value (&w, w.path);
    }
  if (value >= 0 && lines != NULL)
    build_layout (w.path, lines);
  return value;
}
