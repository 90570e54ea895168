/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The line dynamic program over values and colours (TR-4). */
#include "dp.h"

#include <string.h>

/*
 * A state is one 64-bit key: per colour one byte holding up to four
 * open rows, 2 bits each (0 none, 1, 2, 3 = three or more tiles), sorted
 * longest first; then, for the value in progress, how many tiles are set
 * aside for sequences (sum, 6 bits) and the most of one colour (3 bits).
 */
#define SEQ_SHIFT 32
#define MAX_SHIFT 38
#define RUNS_MASK G_GUINT64_CONSTANT (0xFFFFFFFF)
#define MAX_USES 4
#define N_LAYERS (ARB_TR_N_VALUES * ARB_TR_N_COLOURS)

typedef struct {
  guint64 key;
  int     value;
  guint32 back;    /* its predecessor in the layer before */
  guint8  uses;    /* tiles of (colour, value) used */
  guint8  mask;    /* which open rows took one */
} Entry;

typedef struct {
  GArray  *entries;   /* Entry */
  guint32 *slots;     /* open addressing: entry index + 1; 0 is free */
  guint    capacity;  /* a power of 2 */
} Layer;

/* One move of a colour's rows at one value. */
typedef struct {
  guint8 mask;
  guint8 next;     /* the colour's byte after it */
  guint8 used;     /* tiles the rows take */
} Move;

typedef struct {
  guint  slots;                       /* open rows per colour: 2 or 4 */
  gint8  gain[ARB_TR_N_KINDS][MAX_USES + 1];  /* -1: that many uses is not allowed */
  Move   moves[256][16];
  guint8 n_moves[256];
  guint  max_states;                  /* 0: no cap */
  gboolean over;                      /* the cap was hit */
} Dp;

/* ---- layers ---- */

static void
layer_init (Layer *layer,
            guint  capacity)
{
  layer->entries = g_array_new (FALSE, FALSE, sizeof (Entry));
  layer->capacity = capacity;
  layer->slots = g_new0 (guint32, capacity);
}

static void
layer_clear (Layer *layer)
{
  g_clear_pointer (&layer->entries, g_array_unref);
  g_clear_pointer (&layer->slots, g_free);
}

static guint
key_hash (guint64 key)
{
  key ^= key >> 29;
  key *= G_GUINT64_CONSTANT (0xBF58476D1CE4E5B9);
  key ^= key >> 32;
  return (guint) key;
}

static void
layer_rehash (Layer *layer)
{
  layer->capacity *= 2;
  g_free (layer->slots);
  layer->slots = g_new0 (guint32, layer->capacity);
  for (guint i = 0; i < layer->entries->len; i++)
    {
      guint h = key_hash (g_array_index (layer->entries, Entry, i).key) & (layer->capacity - 1);

      while (layer->slots[h] != 0)
        h = (h + 1) & (layer->capacity - 1);
      layer->slots[h] = i + 1;
    }
}

/* Keeps the best value per key. */
static void
layer_offer (Layer       *layer,
             const Entry *entry)
{
  guint h = key_hash (entry->key) & (layer->capacity - 1);

  while (layer->slots[h] != 0)
    {
      Entry *have = &g_array_index (layer->entries, Entry, layer->slots[h] - 1);

      if (have->key == entry->key)
        {
          if (entry->value > have->value)
            *have = *entry;
          return;
        }
      h = (h + 1) & (layer->capacity - 1);
    }
  g_array_append_val (layer->entries, *entry);
  layer->slots[h] = layer->entries->len;
  if (layer->entries->len * 2 > layer->capacity)
    layer_rehash (layer);
}

/* ---- moves of one colour's rows ---- */

static void
decode (guint8  byte,
        guint   n,
        guint8 *len)
{
  for (guint i = 0; i < n; i++)
    len[i] = (byte >> (2 * i)) & 3;
}

static guint8
encode (guint8 *len,
        guint   n)
{
  guint8 byte = 0;

  /* longest first, so that equal states have one key */
  for (guint i = 0; i < n; i++)
    for (guint j = i + 1; j < n; j++)
      if (len[j] > len[i])
        {
          guint8 t = len[i];

          len[i] = len[j];
          len[j] = t;
        }
  for (guint i = 0; i < n; i++)
    byte |= (guint8) (len[i] << (2 * i));
  return byte;
}

static gboolean
is_sorted_byte (guint8 byte,
                guint  n)
{
  guint8 len[4];

  decode (byte, n, len);
  for (guint i = 1; i < n; i++)
    if (len[i] > len[i - 1])
      return FALSE;
  return (byte >> (2 * n)) == 0;
}

/*
 * A row of 1 or 2 tiles must take the next value; one of 3+ may take it
 * or end; an empty place may start a row.  Rows of equal length are
 * interchangeable, so among them only "the first k take one" is tried.
 */
static gboolean
mask_allowed (const guint8 *len,
              guint         n,
              guint         mask)
{
  for (guint i = 0; i < n; i++)
    {
      guint bit = (mask >> i) & 1;

      if ((len[i] == 1 || len[i] == 2) && !bit)
        return FALSE;
      if (i > 0 && len[i] == len[i - 1] && bit > ((mask >> (i - 1)) & 1))
        return FALSE;
    }
  return TRUE;
}

static void
build_moves (Dp *dp)
{
  guint n = dp->slots;

  for (guint byte = 0; byte < 256; byte++)
    {
      guint8 len[4];

      dp->n_moves[byte] = 0;
      if (!is_sorted_byte ((guint8) byte, n))
        continue;
      decode ((guint8) byte, n, len);
      for (guint mask = 0; mask < (1u << n); mask++)
        {
          guint8 next[4];
          Move *move;

          if (!mask_allowed (len, n, mask))
            continue;
          for (guint i = 0; i < n; i++)
            next[i] = (mask >> i) & 1 ? (guint8) MIN (3, len[i] + 1) : 0;
          move = &dp->moves[byte][dp->n_moves[byte]++];
          move->mask = (guint8) mask;
          move->used = (guint8) __builtin_popcount (mask);
          move->next = encode (next, n);
        }
    }
}

/* ---- the walk ---- */

/* Can `sum` tiles, at most `most` of one colour, make sequences of 3–4
 * with different colours?  With k sequences: most <= k, 3k <= sum <= 4k. */
static gboolean
sequences_fit (guint sum,
               guint most)
{
  guint k_low = MAX ((sum + 3) / 4, most);

  return sum == 0 || k_low <= sum / 3;
}

static void
step (Dp          *dp,
      const Layer *from,
      Layer       *to,
      guint        value,
      guint        colour)
{
  guint kind = colour * ARB_TR_N_VALUES + (value - 1);
  guint shift = 8 * colour;

  for (guint e = 0; e < from->entries->len; e++)
    {
      const Entry *cur = &g_array_index (from->entries, Entry, e);
      guint8 byte = (cur->key >> shift) & 0xFF;
      guint sum = (cur->key >> SEQ_SHIFT) & 0x3F;
      guint most = (cur->key >> MAX_SHIFT) & 0x7;

      for (guint uses = 0; uses <= MAX_USES; uses++)
        {
          if (dp->gain[kind][uses] < 0)
            continue;
          for (guint m = 0; m < dp->n_moves[byte]; m++)
            {
              const Move *move = &dp->moves[byte][m];
              guint aside = uses - move->used;
              guint nsum = sum + aside, nmost = MAX (most, aside);
              Entry next;

              if (move->used > uses)
                continue;
              if (colour + 1 == ARB_TR_N_COLOURS)
                {
                  if (!sequences_fit (nsum, nmost))
                    continue;
                  nsum = nmost = 0;
                }
              next.key = (cur->key & RUNS_MASK & ~((guint64) 0xFF << shift))
                         | ((guint64) move->next << shift)
                         | ((guint64) nsum << SEQ_SHIFT) | ((guint64) nmost << MAX_SHIFT);
              next.value = cur->value + dp->gain[kind][uses];
              next.back = e;
              next.uses = (guint8) uses;
              next.mask = move->mask;
              layer_offer (to, &next);
            }
        }
    }
}

/* Every open row has 3+ tiles (or there is none). */
static gboolean
all_rows_closed (guint64 key)
{
  for (guint i = 0; i < 16; i++)
    {
      guint len = (key >> (2 * i)) & 3;

      if (len == 1 || len == 2)
        return FALSE;
    }
  return TRUE;
}

/* Runs the layers; returns the index of the best final entry or -1.
 * layers[0..N_LAYERS] are kept when `keep`, else freed as it goes. */
static int
walk (Dp      *dp,
      Layer   *layers,
      gboolean keep)
{
  Entry start = { 0, 0, 0, 0, 0 };
  int best = -1;
  int best_value = -1;
  Layer *last;

  layer_init (&layers[0], 64);
  layer_offer (&layers[0], &start);
  for (guint v = 1; v <= ARB_TR_N_VALUES; v++)
    for (guint c = 0; c < ARB_TR_N_COLOURS; c++)
      {
        guint i = (v - 1) * ARB_TR_N_COLOURS + c;

        layer_init (&layers[i + 1], 64);
        step (dp, &layers[i], &layers[i + 1], v, c);
        if (!keep)
          layer_clear (&layers[i]);
        if (dp->max_states > 0 && layers[i + 1].entries->len > dp->max_states)
          {
            dp->over = TRUE;
            return -1;
          }
      }
  last = &layers[N_LAYERS];
  for (guint e = 0; e < last->entries->len; e++)
    {
      const Entry *end = &g_array_index (last->entries, Entry, e);

      if (all_rows_closed (end->key) && end->value > best_value)
        {
          best_value = end->value;
          best = (int) e;
        }
    }
  return best;
}

/* ---- the layout ---- */

typedef struct {
  GArray *runs[ARB_TR_N_COLOURS][MAX_USES];  /* open rows, NULL when none */
  guint   aside[ARB_TR_N_COLOURS];            /* tiles for sequences at this value */
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

/* Lines up the actual rows with the sorted key: longest first. */
static void
sort_runs (GArray **runs,
           guint    n)
{
  for (guint i = 0; i < n; i++)
    for (guint j = i + 1; j < n; j++)
      if (capped_len (runs[j]) > capped_len (runs[i]))
        {
          GArray *t = runs[i];

          runs[i] = runs[j];
          runs[j] = t;
        }
}

/* Splits the tiles set aside at one value into sequences: the colour
 * with the most goes first into the sequences with the most room. */
static void
emit_sequences (Build *b,
                guint  value,
                guint  slots)
{
  guint sum = 0, most = 0, k;
  ArbTrLine seq[MAX_USES] = { { 0 } };
  guint room[MAX_USES];
  gboolean done[ARB_TR_N_COLOURS] = { FALSE };

  for (guint c = 0; c < ARB_TR_N_COLOURS; c++)
    {
      sum += b->aside[c];
      most = MAX (most, b->aside[c]);
    }
  if (sum == 0)
    return;
  k = MAX ((sum + 3) / 4, most);
  for (guint j = 0; j < k; j++)
    room[j] = sum / k + (j < sum % k);
  for (guint round = 0; round < ARB_TR_N_COLOURS; round++)
    {
      int c = -1;

      for (guint i = 0; i < ARB_TR_N_COLOURS; i++)
        if (!done[i] && (c < 0 || b->aside[i] > b->aside[c]))
          c = (int) i;
      done[c] = TRUE;
      for (guint t = 0; t < b->aside[c]; t++)
        {
          guint pick = k;

          for (guint j = 0; j < k; j++)
            {
              gboolean has = FALSE;

              for (guint x = 0; x < seq[j].n; x++)
                has |= arb_tr_tile_colour (seq[j].tiles[x]) == c;
              if (!has && room[j] > 0 && (pick == k || room[j] > room[pick]))
                pick = j;
            }
          g_assert (pick < k);
          seq[pick].tiles[seq[pick].n++] = arb_tr_tile_make (c, (int) value);
          room[pick]--;
        }
    }
  for (guint j = 0; j < k; j++)
    g_array_append_val (b->lines, seq[j]);
  (void) slots;
}

static void
apply_move (Build       *b,
            const Entry *entry,
            guint        value,
            guint        colour,
            guint        slots)
{
  GArray **runs = b->runs[colour];
  guint used = 0;

  sort_runs (runs, slots);
  for (guint i = 0; i < slots; i++)
    {
      if ((entry->mask >> i) & 1)
        {
          if (runs[i] == NULL)
            runs[i] = g_array_new (FALSE, FALSE, sizeof (ArbTrTile));
          g_array_append_val (runs[i], (ArbTrTile) { arb_tr_tile_make ((int) colour, (int) value) });
          used++;
        }
      else if (runs[i] != NULL)
        {
          emit_row (b, runs[i]);
          runs[i] = NULL;
        }
    }
  b->aside[colour] = entry->uses - used;
}

static void
build_layout (const Dp *dp,
              Layer    *layers,
              int       best,
              GArray   *lines)
{
  const Entry *path[N_LAYERS + 1];
  Build b = { { { NULL } }, { 0 }, lines };
  guint index = (guint) best;

  for (int i = N_LAYERS; i >= 0; i--)
    {
      path[i] = &g_array_index (layers[i].entries, Entry, index);
      index = path[i]->back;
    }
  for (guint v = 1; v <= ARB_TR_N_VALUES; v++)
    {
      for (guint c = 0; c < ARB_TR_N_COLOURS; c++)
        apply_move (&b, path[(v - 1) * ARB_TR_N_COLOURS + c + 1], v, c, dp->slots);
      emit_sequences (&b, v, dp->slots);
    }
  for (guint c = 0; c < ARB_TR_N_COLOURS; c++)
    for (guint i = 0; i < dp->slots; i++)
      if (b.runs[c][i] != NULL)
        emit_row (&b, b.runs[c][i]);
}

/* ---- entry points ---- */

static Dp *
dp_new (guint slots)
{
  Dp *dp = g_new0 (Dp, 1);

  dp->slots = slots;
  build_moves (dp);
  return dp;
}

static int
run_dp (Dp     *dp,
        GArray *lines)
{
  Layer layers[N_LAYERS + 1];
  int best, value = -1;

  memset (layers, 0, sizeof layers);
  best = walk (dp, layers, lines != NULL);
  if (best >= 0)
    {
      value = g_array_index (layers[N_LAYERS].entries, Entry, best).value;
      if (lines != NULL)
        build_layout (dp, layers, best, lines);
    }
  for (guint i = 0; i <= N_LAYERS; i++)
    layer_clear (&layers[i]);
  return value;
}

static guint
kind_of (guint k)
{
  return k + 1;   /* kind 0..55 -> tile code */
}

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

/*
 * Each tile is in one line or two, so each kind is used w times with
 * placed <= w <= 2 × placed; the gain is the rack copies placed.
 */
int
arb_tr_dp_bound_2d (const ArbTrCounts *table,
                    const ArbTrCounts *rack,
                    guint              max_states)
{
  g_autofree Dp *dp = NULL;
  ArbTrCounts usable;
  int cover, value;

  if (!arb_tr_dp_coverable (table, rack, &usable))
    return -1;
  cover = (int) arb_tr_counts_total (&usable);
  if (cover == 0)
    return 0;
  dp = dp_new (4);
  dp->max_states = max_states;
  for (guint k = 0; k < ARB_TR_N_KINDS; k++)
    {
      guint t = table->n[kind_of (k)], r = rack->n[kind_of (k)];
      guint have = MIN (t + r, 2);

      for (guint w = 0; w <= MAX_USES; w++)
        dp->gain[k][w] = (gint8) (w >= t && w <= 2 * have ? (int) (MIN (have, w) - t) : -1);
    }
  value = run_dp (dp, NULL);
  if (dp->over)
    return cover;
  return MIN (value, cover);
}
