/* SPDX-License-Identifier: GPL-3.0-or-later */
/* arbiter-cli eighty-resolve and eighty-sets. */
#include "arb-eighty-cli.h"

#include <stdio.h>
#include <string.h>

#include <json-glib/json-glib.h>

#include "arb-args.h"
#include "arb-json.h"
#include "games/eighty/eighty.h"

enum { EXIT_OK = 0, EXIT_REFUSED = 1, EXIT_USAGE = 2 };

static int usage (const char *format,
                  ...) G_GNUC_PRINTF (1, 2);

static int
usage (const char *format,
       ...)
{
  g_autofree char *text = NULL;
  va_list args;

  va_start (args, format);
  text = g_strdup_vprintf (format, args);
  va_end (args);
  fprintf (stderr, "arbiter-cli: %s\n", text);
  return EXIT_USAGE;
}

/* ---- eighty-resolve ---- */

typedef struct {
  ArbEightyResolution r;
  GPtrArray          *names;   /* label per entry */
} Round;

/* "symbolic-up moon", "symbolic-up:moon" or another icon word. */
static guint
read_rule (char    **args,
           Round    *round,
           gboolean *ok)
{
  g_auto(GStrv) parts = args[0] ? g_strsplit (args[0], ":", 2) : NULL;

  *ok = FALSE;
  if (parts == NULL)
    return 0;
  round->r.icon = arb_eighty_icon_parse (parts[0]);
  if (round->r.icon == ARB_EIGHTY_ICON_NONE)
    return 0;
  if (round->r.icon != ARB_EIGHTY_ICON_SYMBOLIC_UP)
    return (*ok = parts[1] == NULL), 1;
  if (parts[1] != NULL)
    return (*ok = arb_eighty_symbol_parse (parts[1], round->r.icon_symbol)), 1;
  *ok = args[1] != NULL && arb_eighty_symbol_parse (args[1], round->r.icon_symbol);
  return 2;
}

/* Digits from `*at`, at least one, moved past; FALSE if none.  A number
 * too long for the rules (beyond ARB_EIGHTY_MAX_NUMBER) is read whole
 * and flagged, for the rules to refuse by name. */
static gboolean
read_digits (const char **at,
             int         *value,
             gboolean    *too_big)
{
  const char *p = *at;
  gint64 v = 0;

  for (; g_ascii_isdigit (*p); p++)
    if ((v = v * 10 + (*p - '0')) > ARB_EIGHTY_MAX_NUMBER)
      {
        *too_big = TRUE;
        v = ARB_EIGHTY_MAX_NUMBER + 1;
      }
  if (p == *at)
    return FALSE;
  *value = (int) v;
  *at = p;
  return TRUE;
}

/* "52+5-10" into the number and the modifiers; FALSE if it does not
 * read.  A number or a modifier the rules forbid (+0, beyond 99,999)
 * reads, and leaves its refusal (under EI-1) in `refusal`. */
static gboolean
read_value (const char           *text,
            ArbEightyResolution  *r,
            guint                 index,
            char                **refusal)
{
  const char *at = text;
  gboolean too_big = FALSE;
  int number;

  if (!read_digits (&at, &number, &too_big))
    return FALSE;
  if (too_big && *refusal == NULL)
    *refusal = g_strdup_printf ("white cards are numbered 1 to 79, not %.*s", (int) (at - text), text);
  r->entries[index].number = number;
  while (*at == '+' || *at == '-')
    {
      const char *from = at++;
      int sign = *from == '-' ? -1 : 1, mod;

      too_big = FALSE;
      if (!read_digits (&at, &mod, &too_big))
        return FALSE;
      if (*refusal == NULL && (mod == 0 || too_big))
        *refusal = mod == 0 ? g_strdup ("a Play card changes a value, such as +5 or -10; +0 is not one")
                   : g_strdup_printf ("a Play card changes a value by at most %d either way, not %.*s",
                                      ARB_EIGHTY_MAX_NUMBER, (int) (at - from), from);
      if (r->entries[index].n_plays == ARB_EIGHTY_N_BLACK)
        {
          if (*refusal == NULL)
            *refusal = g_strdup_printf ("a card carries at most %d Play cards: there are only %d black cards",
                                        ARB_EIGHTY_N_BLACK, ARB_EIGHTY_N_BLACK);
          continue;
        }
      arb_eighty_resolution_play (r, index, sign * mod);
    }
  return *at == '\0';
}

/* "Cleo=52+5:moon"; "centre=71" is the centre card. */
static gboolean
read_card (const char *text,
           Round      *round,
           gboolean   *centre,
           char      **refusal)
{
  g_auto(GStrv) kv = g_strsplit (text, "=", 2);
  g_auto(GStrv) vs = NULL;
  char symbol[ARB_EIGHTY_SYMBOL_MAX] = "";
  guint index;

  if (kv[0] == NULL || kv[1] == NULL || *kv[0] == '\0')
    return FALSE;
  vs = g_strsplit (kv[1], ":", 2);
  if (vs[1] != NULL && !arb_eighty_symbol_parse (vs[1], symbol))
    return FALSE;
  *centre = g_ascii_strcasecmp (kv[0], "centre") == 0 || g_ascii_strcasecmp (kv[0], "center") == 0;
  if (round->r.n_entries == ARB_EIGHTY_MAX_ENTRIES)
    {
      /* one card more than the most players and the centre: it reads,
       * and the round is refused, as one of too few players is */
      ArbEightyResolution spare = { 0 };

      if (*refusal == NULL)
        *refusal = g_strdup_printf ("Eighty takes %d to %d players: give the card each player revealed, "
                                    "and the centre's", ARB_EIGHTY_MIN_PLAYERS, ARB_EIGHTY_MAX_PLAYERS);
      index = arb_eighty_resolution_add (&spare, 0, 0, symbol);
      return read_value (vs[0], &spare, index, refusal);
    }
  index = arb_eighty_resolution_add (&round->r, *centre ? ARB_EIGHTY_CENTRE_SEAT : (int) round->names->len,
                                     0, symbol);
  if (!*centre)
    g_ptr_array_add (round->names, g_strdup (kv[0]));
  return read_value (vs[0], &round->r, index, refusal);
}

static int refuse (const char *rule,
                   const char *format,
                   ...) G_GNUC_PRINTF (2, 3);

/* A round the rules cannot deal: "eighty-resolve: EI-1: ..." */
static int
refuse (const char *rule,
        const char *format,
        ...)
{
  g_autofree char *text = NULL;
  va_list args;

  va_start (args, format);
  text = g_strdup_vprintf (format, args);
  va_end (args);
  fprintf (stderr, "eighty-resolve: %s: %s\n", rule, text);
  return EXIT_REFUSED;
}

static const char *
entry_name (const Round *round,
            guint        i)
{
  int seat = round->r.entries[i].seat;

  return seat == ARB_EIGHTY_CENTRE_SEAT ? "the centre" : g_ptr_array_index (round->names, seat);
}

/* A card's number: players reveal 1..79 (EI-1), never the 80 (EI-2);
 * the centre may be the 80, whose icon is safe zone and which has no
 * symbol (EI-2).  EXIT_OK or a refusal. */
static int
check_number (const Round *round,
              guint        i)
{
  const ArbEightyEntry *e = &round->r.entries[i];
  gboolean centre = e->seat == ARB_EIGHTY_CENTRE_SEAT;

  if (e->number == ARB_EIGHTY_END_CARD && !centre)
    return refuse ("EI-2", "the 80 cannot be played; %s reveals a white card from 1 to 79", entry_name (round, i));
  if (e->number == ARB_EIGHTY_END_CARD && round->r.icon != ARB_EIGHTY_ICON_SAFE_ZONE)
    return refuse ("EI-2", "the 80 in the centre rules safe zone, not %s", arb_eighty_icon_word (round->r.icon));
  if (e->number == ARB_EIGHTY_END_CARD && e->symbol[0] != '\0')
    return refuse ("EI-2", "the 80 has no symbol: write centre=80");
  if (e->number < 1 || e->number > ARB_EIGHTY_END_CARD)
    return refuse ("EI-1", "white cards are numbered 1 to 79%s, not %d", centre ? " (and the 80 in the centre)" : "",
                   e->number);
  return EXIT_OK;
}

/* Names compared as the records compare them: ignoring case, in NFC. */
static gboolean
same_name (const char *a,
           const char *b)
{
  g_autofree char *na = g_utf8_normalize (a, -1, G_NORMALIZE_NFC);
  g_autofree char *nb = g_utf8_normalize (b, -1, G_NORMALIZE_NFC);
  g_autofree char *fa = na ? g_utf8_casefold (na, -1) : g_strdup (a);
  g_autofree char *fb = nb ? g_utf8_casefold (nb, -1) : g_strdup (b);

  return g_str_equal (fa, fb);
}

/* Each number exists once (EI-1); each player reveals one card (EI-3). */
static int
check_round (const Round *round)
{
  for (guint i = 0; i < round->r.n_entries; i++)
    {
      int status = check_number (round, i);

      if (status != EXIT_OK)
        return status;
      for (guint j = 0; j < i; j++)
        {
          if (round->r.entries[j].number == round->r.entries[i].number)
            return refuse ("EI-1", "the %d is given twice (%s and %s); each number exists once",
                           round->r.entries[i].number, entry_name (round, j), entry_name (round, i));
          if (round->r.entries[i].seat != ARB_EIGHTY_CENTRE_SEAT && round->r.entries[j].seat != ARB_EIGHTY_CENTRE_SEAT
              && same_name (entry_name (round, i), entry_name (round, j)))
            return refuse ("EI-3", "%s is given two cards; each player reveals one card a round", entry_name (round, i));
        }
    }
  return EXIT_OK;
}

static void
add_entry_json (JsonBuilder *b,
                Round       *round,
                guint        i)
{
  const ArbEightyEntry *e = &round->r.entries[i];
  gboolean centre = e->seat == ARB_EIGHTY_CENTRE_SEAT;

  json_builder_begin_object (b);
  json_builder_set_member_name (b, "name");
  json_builder_add_string_value (b, centre ? "centre" : g_ptr_array_index (round->names, e->seat));
  json_builder_set_member_name (b, "centre");
  json_builder_add_boolean_value (b, centre);
  json_builder_set_member_name (b, "number");
  json_builder_add_int_value (b, e->number);
  json_builder_set_member_name (b, "modifier");
  json_builder_add_int_value (b, e->modifier);
  json_builder_set_member_name (b, "value");
  json_builder_add_int_value (b, round->r.value[i]);
  json_builder_set_member_name (b, "symbol");
  if (e->symbol[0] != '\0')
    json_builder_add_string_value (b, e->symbol);
  else
    json_builder_add_null_value (b);
  json_builder_set_member_name (b, "group");
  json_builder_add_int_value (b, round->r.group[i]);
  json_builder_set_member_name (b, "discarded");
  json_builder_add_boolean_value (b, round->r.discarded[i]);
  json_builder_end_object (b);
}

static JsonNode *
round_json (Round      *round,
            const char *text)
{
  g_autoptr(JsonBuilder) b = json_builder_new ();

  json_builder_begin_object (b);
  json_builder_set_member_name (b, "rule");
  json_builder_add_string_value (b, arb_eighty_icon_word (round->r.icon));
  json_builder_set_member_name (b, "symbol");
  if (round->r.icon == ARB_EIGHTY_ICON_SYMBOLIC_UP)
    json_builder_add_string_value (b, round->r.icon_symbol);
  else
    json_builder_add_null_value (b);
  json_builder_set_member_name (b, "matches");
  if (round->r.icon == ARB_EIGHTY_ICON_SYMBOLIC_UP)
    json_builder_add_int_value (b, round->r.matches);
  else
    json_builder_add_null_value (b);
  json_builder_set_member_name (b, "entries");
  json_builder_begin_array (b);
  for (guint i = 0; i < round->r.n_entries; i++)
    add_entry_json (b, round, i);
  json_builder_end_array (b);
  json_builder_set_member_name (b, "discarded_values");
  json_builder_begin_array (b);
  for (guint g = 0; g < round->r.n_groups; g++)
    if (round->r.group_discarded[g])
      json_builder_add_int_value (b, round->r.group_value[g]);
  json_builder_end_array (b);
  json_builder_set_member_name (b, "text");
  json_builder_add_string_value (b, text);
  json_builder_end_object (b);
  return json_builder_get_root (b);
}

static void
print_round (Round      *round,
             const char *text)
{
  for (guint i = 0; i < round->r.n_entries; i++)
    {
      const ArbEightyEntry *e = &round->r.entries[i];
      gboolean centre = e->seat == ARB_EIGHTY_CENTRE_SEAT;
      g_autofree char *card = arb_eighty_entry_text (e);

      printf ("%-10s %-12s %4d  %s\n", centre ? "centre" : (const char *) g_ptr_array_index (round->names, e->seat),
              card, round->r.value[i],
              round->r.discarded[i] ? "discarded" : centre ? "stays" : "scored");
    }
  printf ("%s\n", text);
}

int
arb_eighty_cli_resolve (char   **args,
                        gboolean json)
{
  Round round = { { 0 }, g_ptr_array_new_with_free_func (g_free) };
  g_autoptr(GPtrArray) names = round.names;
  g_autofree char *text = NULL;
  g_autofree char *refusal = NULL;
  guint centres = 0, i;
  gboolean ok;
  int status;

  i = read_rule (args, &round, &ok);
  if (!ok)
    return usage ("eighty-resolve needs a rule first: standard, double-up, high-low, symbolic-up SYMBOL or safe-zone");
  for (; args[i] != NULL; i++)
    {
      gboolean centre;

      if (!read_card (args[i], &round, &centre, &refusal))
        return usage ("“%s” is not a card: write NAME=NUMBER[+MOD...][:SYMBOL], such as Ann=52+5:moon", args[i]);
      if (centre && round.r.n_entries > 0 && round.r.entries[round.r.n_entries - 1].seat == ARB_EIGHTY_CENTRE_SEAT
          && round.r.entries[round.r.n_entries - 1].n_plays > 0)
        return usage ("“%s”: the centre card carries no Play cards; write centre=NUMBER[:SYMBOL]", args[i]);
      centres += centre;
    }
  if (centres != 1)
    return usage ("give exactly one centre card, such as centre=71");
  if (refusal != NULL)
    return refuse ("EI-1", "%s", refusal);
  status = check_round (&round);
  if (status != EXIT_OK)
    return status;
  if (round.r.n_entries < ARB_EIGHTY_MIN_PLAYERS + 1)
    return refuse ("EI-1", "Eighty takes %d to %d players: give the card each player revealed, such as Ann=57 Ben=64",
                   ARB_EIGHTY_MIN_PLAYERS, ARB_EIGHTY_MAX_PLAYERS);
  arb_eighty_resolve (&round.r);
  text = arb_eighty_resolution_text (&round.r, (const char *const *) names->pdata);
  if (json)
    {
      g_autofree char *out = arb_json_print (round_json (&round, text));

      printf ("%s\n", out);
    }
  else
    print_round (&round, text);
  return EXIT_OK;
}

/* ---- eighty-sets ---- */

/* At most 99 of each symbol, however they are given (moon=99 moon=1
 * is refused as moon=100 is). */
static gboolean
within_counts (const ArbEightySets *sets)
{
  if (sets->stars > 99)
    return FALSE;
  for (guint i = 0; i < sets->n_symbols; i++)
    if (sets->symbols[i].real > 99)
      return FALSE;
  return TRUE;
}

static gboolean
read_symbols (char         **args,
              ArbEightySets *sets,
              const char   **bad)
{
  for (guint i = 0; args[i] != NULL; i++)
    {
      g_auto(GStrv) kv = g_strsplit (args[i], "=", 2);
      char symbol[ARB_EIGHTY_SYMBOL_MAX];
      int count = 1;

      *bad = args[i];
      if (!arb_eighty_symbol_parse (kv[0], symbol)
          || (kv[1] != NULL && !arb_arg_int (kv[1], 0, 99, &count))
          || !arb_eighty_sets_add (sets, symbol, count) || !within_counts (sets))
        return FALSE;
    }
  return TRUE;
}

static JsonNode *
sets_json (const ArbEightySets *sets,
           const char          *reason)
{
  g_autoptr(JsonBuilder) b = json_builder_new ();

  json_builder_begin_object (b);
  json_builder_set_member_name (b, "symbols");
  json_builder_begin_array (b);
  for (guint i = 0; i < sets->n_symbols; i++)
    {
      const ArbEightySymbolSets *s = &sets->symbols[i];

      json_builder_begin_object (b);
      json_builder_set_member_name (b, "symbol");
      json_builder_add_string_value (b, s->symbol);
      json_builder_set_member_name (b, "real");
      json_builder_add_int_value (b, s->real);
      json_builder_set_member_name (b, "stars");
      json_builder_add_int_value (b, s->stars);
      json_builder_set_member_name (b, "sets");
      json_builder_begin_array (b);
      for (int left = s->real + s->stars; left >= 2; left -= ARB_EIGHTY_SET_SIZE)
        json_builder_add_int_value (b, MIN (left, ARB_EIGHTY_SET_SIZE));
      json_builder_end_array (b);
      json_builder_set_member_name (b, "points");
      json_builder_add_int_value (b, s->points);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  json_builder_set_member_name (b, "stars");
  json_builder_add_int_value (b, sets->stars);
  json_builder_set_member_name (b, "unused_stars");
  json_builder_add_int_value (b, sets->unused_stars);
  json_builder_set_member_name (b, "points");
  json_builder_add_int_value (b, sets->points);
  json_builder_set_member_name (b, "points_without_stars");
  json_builder_add_int_value (b, sets->points_without_stars);
  json_builder_set_member_name (b, "next_best");
  if (sets->next_best >= 0)
    json_builder_add_int_value (b, sets->next_best);
  else
    json_builder_add_null_value (b);
  json_builder_set_member_name (b, "reason");
  json_builder_add_string_value (b, reason);
  json_builder_end_object (b);
  return json_builder_get_root (b);
}

int
arb_eighty_cli_sets (char   **args,
                     gboolean json)
{
  ArbEightySets sets;
  g_autofree char *reason = NULL;
  const char *bad = NULL;

  arb_eighty_sets_init (&sets);
  if (args[0] == NULL)
    return usage ("eighty-sets needs symbols, such as moon=3 sun star=2");
  if (!read_symbols (args, &sets, &bad))
    return usage ("“%s” is not a symbol: write SYMBOL or SYMBOL=COUNT, at most 99 of each, star for the wild one", bad);
  arb_eighty_sets_solve (&sets);
  reason = arb_eighty_sets_reason (&sets);
  if (json)
    {
      g_autofree char *out = arb_json_print (sets_json (&sets, reason));

      printf ("%s\n", out);
      return EXIT_OK;
    }
  for (guint i = 0; i < sets.n_symbols; i++)
    {
      g_autofree char *line = arb_eighty_symbol_sets_text (&sets.symbols[i]);

      printf ("%s%*s %3d\n", line, MAX (0, 40 - (int) g_utf8_strlen (line, -1)), "",
              sets.symbols[i].points);
    }
  printf ("sets: %d points\n", sets.points);
  if (*reason != '\0')
    printf ("why: %s\n", reason);
  return EXIT_OK;
}
