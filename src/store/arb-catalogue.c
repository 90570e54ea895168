/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Eighty's card catalogue in the store: card lines by number. */
#include "arb-store-private.h"

#include "arb-catalogue.h"

#include <string.h>

#include "arb-error.h"
#include "arb-i18n.h"
#include "arb-record-lines.h"
#include "games/eighty/eighty.h"

#define GAME "eighty"

static gint64
now (void)
{
  return g_get_real_time () / G_USEC_PER_SEC;
}

/* A stored line read back; a line the engine no longer reads is
 * skipped with a warning rather than shown wrong. */
static gboolean
card_from_line (const char    *line,
                ArbEightyCard *card)
{
  g_autoptr(GError) error = NULL;

  if (arb_eighty_card_parse (line, card, &error) && arb_eighty_card_check (card, &error))
    return TRUE;
  g_warning ("catalogue: “%s” is not kept: %s", line, error->message);
  return FALSE;
}

gboolean
arb_catalogue_lookup (ArbStore      *store,
                      int            number,
                      ArbEightyCard *card,
                      GError       **error)
{
  sqlite3_stmt *stmt = arb_store_prepare (store, "SELECT line FROM catalogue WHERE game = ? AND number = ?", error);
  gboolean found = FALSE;
  int rc;

  if (stmt == NULL)
    return FALSE;
  sqlite3_bind_text (stmt, 1, GAME, -1, SQLITE_STATIC);
  sqlite3_bind_int (stmt, 2, number);
  rc = sqlite3_step (stmt);
  if (rc == SQLITE_ROW)
    found = card_from_line ((const char *) sqlite3_column_text (stmt, 0), card);
  sqlite3_finalize (stmt);
  if (rc != SQLITE_ROW && rc != SQLITE_DONE)
    return arb_store_db_error (store, error, "read the catalogue");
  return found;
}

/* Inserts or replaces one card, inside the caller's transaction or in
 * one of its own (sqlite's autocommit). */
static gboolean
write_card (ArbStore            *store,
            const ArbEightyCard *card,
            GError             **error)
{
  g_autofree char *line = arb_eighty_card_format (card);
  sqlite3_stmt *stmt = arb_store_prepare (store,
    "INSERT INTO catalogue (game, number, line, created, updated) VALUES (?1, ?2, ?3, ?4, ?4)"
    " ON CONFLICT (game, number) DO UPDATE SET line = excluded.line, updated = excluded.updated", error);

  if (stmt == NULL)
    return FALSE;
  sqlite3_bind_text (stmt, 1, GAME, -1, SQLITE_STATIC);
  sqlite3_bind_int (stmt, 2, card->number);
  sqlite3_bind_text (stmt, 3, line, -1, SQLITE_TRANSIENT);
  sqlite3_bind_int64 (stmt, 4, now ());
  return arb_store_run (store, stmt, error);
}

/* The 80 is never kept: its attributes are fixed (EI-2). */
static gboolean
is_end_card (const ArbEightyCard *card)
{
  return card->number == ARB_EIGHTY_END_CARD;
}

ArbCatalogueResult
arb_catalogue_remember (ArbStore            *store,
                        const ArbEightyCard *card,
                        GError             **error)
{
  ArbEightyCard known;
  GError *local = NULL;

  if (!arb_eighty_card_check (card, error))
    return ARB_CATALOGUE_FAILED;
  if (is_end_card (card))
    return ARB_CATALOGUE_SAME;
  if (arb_catalogue_lookup (store, card->number, &known, &local))
    return arb_eighty_card_equal (&known, card) ? ARB_CATALOGUE_SAME : ARB_CATALOGUE_DIFFERENT;
  if (local != NULL)
    {
      g_propagate_error (error, local);
      return ARB_CATALOGUE_FAILED;
    }
  return write_card (store, card, error) ? ARB_CATALOGUE_ADDED : ARB_CATALOGUE_FAILED;
}

gboolean
arb_catalogue_edit (ArbStore            *store,
                    const ArbEightyCard *card,
                    GError             **error)
{
  if (!arb_eighty_card_check (card, error))
    return FALSE;
  if (is_end_card (card))
    {
      arb_refuse (error, "EI-2", "the 80 is always safe zone, with no symbol and no draw; the catalogue does not keep it");
      return FALSE;
    }
  return write_card (store, card, error);
}

gboolean
arb_catalogue_forget (ArbStore *store,
                      int       number,
                      GError  **error)
{
  sqlite3_stmt *stmt = arb_store_prepare (store, "DELETE FROM catalogue WHERE game = ? AND number = ?", error);

  if (stmt == NULL)
    return FALSE;
  sqlite3_bind_text (stmt, 1, GAME, -1, SQLITE_STATIC);
  sqlite3_bind_int (stmt, 2, number);
  return arb_store_run (store, stmt, error);
}

/* Every card, in the order of `order_by`. */
static GArray *
read_cards (ArbStore   *store,
            const char *order_by,
            GError    **error)
{
  g_autofree char *sql = g_strdup_printf ("SELECT line FROM catalogue WHERE game = ? ORDER BY %s", order_by);
  g_autoptr(GArray) cards = g_array_new (FALSE, TRUE, sizeof (ArbEightyCard));
  sqlite3_stmt *stmt = arb_store_prepare (store, sql, error);
  int rc;

  if (stmt == NULL)
    return NULL;
  sqlite3_bind_text (stmt, 1, GAME, -1, SQLITE_STATIC);
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    {
      ArbEightyCard card;

      if (card_from_line ((const char *) sqlite3_column_text (stmt, 0), &card))
        g_array_append_val (cards, card);
    }
  sqlite3_finalize (stmt);
  if (rc != SQLITE_DONE)
    return (arb_store_db_error (store, error, "read the catalogue"), NULL);
  return g_steal_pointer (&cards);
}

GArray *
arb_catalogue_list (ArbStore *store,
                    GError  **error)
{
  return read_cards (store, "number", error);
}

static void
add_symbol (GStrvBuilder *builder,
            GHashTable   *seen,
            const char   *symbol)
{
  if (symbol[0] == '\0' || arb_eighty_symbol_is_star (symbol) || g_hash_table_contains (seen, symbol))
    return;
  g_hash_table_add (seen, g_strdup (symbol));
  g_strv_builder_add (builder, symbol);
}

char **
arb_catalogue_symbols (ArbStore *store,
                       GError  **error)
{
  g_autoptr(GArray) cards = read_cards (store, "created, rowid", error);
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  g_autoptr(GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

  if (cards == NULL)
    return NULL;
  for (guint i = 0; i < cards->len; i++)
    {
      const ArbEightyCard *card = &g_array_index (cards, ArbEightyCard, i);

      add_symbol (builder, seen, card->icon_symbol);
      add_symbol (builder, seen, card->symbol);
    }
  return g_strv_builder_end (builder);
}

char *
arb_catalogue_export (ArbStore *store,
                      GError  **error)
{
  g_autoptr(GArray) cards = arb_catalogue_list (store, error);
  GString *out;

  if (cards == NULL)
    return NULL;
  out = g_string_new ("# Eighty card catalogue, one white card a line:\n"
                      "# white NUMBER ICON [symbol SYMBOL] [draw N]\n");
  for (guint i = 0; i < cards->len; i++)
    {
      g_autofree char *line = arb_eighty_card_format (&g_array_index (cards, ArbEightyCard, i));

      g_string_append_printf (out, "%s\n", line);
    }
  return g_string_free (out, FALSE);
}

/* ---- reports ---- */

static void
conflict_free (gpointer data)
{
  ArbCatalogueConflict *conflict = data;

  g_free (conflict->words);
  g_free (conflict);
}

static ArbCatalogueReport *
report_new (void)
{
  ArbCatalogueReport *report = g_new0 (ArbCatalogueReport, 1);

  report->conflicts = g_ptr_array_new_with_free_func (conflict_free);
  return report;
}

void
arb_catalogue_report_free (ArbCatalogueReport *report)
{
  if (report == NULL)
    return;
  g_ptr_array_unref (report->conflicts);
  g_free (report);
}

static void
add_conflict (ArbCatalogueReport  *report,
              ArbStore            *store,
              guint                line,
              const ArbEightyCard *given,
              const char          *source)
{
  ArbCatalogueConflict *conflict = g_new0 (ArbCatalogueConflict, 1);
  g_autofree char *known = NULL;
  g_autofree char *diff = NULL;

  arb_catalogue_lookup (store, given->number, &conflict->known, NULL);
  conflict->line = line;
  conflict->given = *given;
  known = arb_eighty_card_describe (&conflict->known);
  diff = arb_eighty_card_differences (&conflict->known, given);
  conflict->words = line > 0
    ? g_strdup_printf ("line %u: the catalogue has %s; %s says %s", line, known, source, diff)
    : g_strdup_printf ("the catalogue has %s; %s says %s", known, source, diff);
  g_ptr_array_add (report->conflicts, conflict);
}

/* Remembers one card and counts what happened. */
static gboolean
take_card (ArbStore            *store,
           ArbCatalogueReport  *report,
           guint                line,
           const ArbEightyCard *card,
           const char          *source,
           GError             **error)
{
  switch (arb_catalogue_remember (store, card, error))
    {
    case ARB_CATALOGUE_ADDED:
      report->added++;
      return TRUE;
    case ARB_CATALOGUE_SAME:
      report->same++;
      return TRUE;
    case ARB_CATALOGUE_DIFFERENT:
      add_conflict (report, store, line, card, source);
      return TRUE;
    case ARB_CATALOGUE_FAILED:
    default:
      return FALSE;
    }
}

/* ---- import ---- */

/* The words of a line before its comment. */
static char **
line_words (const char *text)
{
  g_autofree char *copy = g_strdup (text);
  char *hash = strchr (copy, '#');
  g_auto(GStrv) parts = NULL;
  g_autoptr(GStrvBuilder) words = g_strv_builder_new ();

  if (hash != NULL)
    *hash = '\0';
  parts = g_strsplit_set (copy, " \t", -1);
  for (guint i = 0; parts[i] != NULL; i++)
    if (*parts[i] != '\0')
      g_strv_builder_add (words, parts[i]);
  return g_strv_builder_end (words);
}

static gboolean
is_card_word (const char *word)
{
  return g_ascii_strcasecmp (word, "white") == 0 || g_ascii_strcasecmp (word, "define") == 0;
}

/* One line of the file: a card, or (in a record) a line to pass by. */
static gboolean
import_line (ArbStore           *store,
             ArbCatalogueReport *report,
             const ArbRecordLine *line,
             gboolean           *is_record,
             GError            **error)
{
  g_auto(GStrv) words = NULL;
  g_autoptr(GError) local = NULL;
  ArbEightyCard card;
  int bad_arg;

  if (line->text == NULL)
    {
      arb_parse_error (error, "line %u: %s", line->number, line->bad_what);
      return FALSE;
    }
  words = line_words (line->text);
  if (words[0] == NULL)
    return TRUE;
  if (!*is_record && report->added + report->same + report->conflicts->len == 0
      && g_str_equal (words[0], "arbiter"))
    *is_record = TRUE;
  if (*is_record && !is_card_word (words[0]))
    return TRUE;
  if (!arb_eighty_card_parse_args ((const char *const *) words + is_card_word (words[0]), &card, &bad_arg, &local)
      || !arb_eighty_card_check (&card, &local))
    {
      g_autofree char *rule_id = arb_error_rule_id (local);

      /* the rule id stays first, as in every refusal */
      g_set_error (error, ARB_ERROR, local->code, "%s: line %u: %s", rule_id, line->number,
                   arb_error_text (local));
      return FALSE;
    }
  return take_card (store, report, line->number, &card, *is_record ? "the record" : "the file", error);
}

ArbCatalogueReport *
arb_catalogue_import (ArbStore   *store,
                      const char *text,
                      GError    **error)
{
  g_autoptr(ArbCatalogueReport) report = report_new ();
  g_autoptr(GArray) lines = arb_record_split_lines (text, -1);
  gboolean is_record = FALSE;

  if (!arb_store_exec (store, "BEGIN IMMEDIATE", error))
    return NULL;
  for (guint i = 0; i < lines->len; i++)
    if (!import_line (store, report, &g_array_index (lines, ArbRecordLine, i), &is_record, error))
      {
        sqlite3_exec (store->db, "ROLLBACK", NULL, NULL, NULL);
        return NULL;
      }
  if (!arb_store_exec (store, "COMMIT", error))
    {
      sqlite3_exec (store->db, "ROLLBACK", NULL, NULL, NULL);
      return NULL;
    }
  return g_steal_pointer (&report);
}

ArbCatalogueReport *
arb_catalogue_check_game (ArbStore *store,
                          ArbGame  *game,
                          GError  **error)
{
  g_autoptr(ArbCatalogueReport) report = report_new ();
  gconstpointer state = arb_game_get_state (game);

  g_return_val_if_fail (g_str_equal (arb_game_get_rules (game)->id, GAME), NULL);
  for (int v = 1; v < ARB_EIGHTY_END_CARD; v++)
    {
      ArbEightyCard card;

      if (arb_eighty_get_card (state, v, &card)
          && !take_card (store, report, 0, &card, "this game's record", error))
        return NULL;
    }
  return g_steal_pointer (&report);
}
