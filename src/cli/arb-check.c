/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "arb-check.h"

#include <stdio.h>

#include "arb-error.h"

/*
 * The first problem in the order of the lines: the events before a
 * line that is not well formed are replayed first, and a refusal among
 * them comes before it.
 */
ArbCheck *
arb_check_text (const char *text,
                gssize      length,
                guint       until)
{
  ArbCheck *check = g_new0 (ArbCheck, 1);
  ArbRecordPosition position = { 0, 0, 0 };
  ArbRecord *record;

  record = check->record = arb_record_read (text, length, &position, &check->error);
  if (record != NULL)
    check->game = arb_record_replay (record, until, &position, &check->error);
  if (record != NULL && check->error == NULL && record->stop != NULL && until > record->events->len)
    {
      check->error = g_error_copy (record->stop);
      position = record->stop_position;
    }
  if (check->error != NULL)
    {
      check->line = position.line;
      check->column = position.column;
      check->rule_id = arb_error_rule_id (check->error);
    }
  return check;
}

/* The message without its rule id. */
char *
arb_check_message (const ArbCheck *check)
{
  return check->error ? g_strdup (arb_error_text (check->error)) : NULL;
}

/* Reads a file, or standard input for "-". */
gboolean
arb_check_read_file (const char *path,
                     char      **text,
                     gsize      *length,
                     GError    **error)
{
  g_autoptr(GString) buffer = NULL;
  char chunk[4096];
  size_t n;

  if (!g_str_equal (path, "-"))
    return g_file_get_contents (path, text, length, error);
  buffer = g_string_new (NULL);
  while ((n = fread (chunk, 1, sizeof chunk, stdin)) > 0)
    g_string_append_len (buffer, chunk, (gssize) n);
  if (ferror (stdin))
    {
      g_set_error_literal (error, G_FILE_ERROR, G_FILE_ERROR_IO, "cannot read standard input");
      return FALSE;
    }
  *length = buffer->len;
  *text = g_string_free (g_steal_pointer (&buffer), FALSE);
  return TRUE;
}

void
arb_check_free (ArbCheck *check)
{
  if (check == NULL)
    return;
  g_clear_pointer (&check->record, arb_record_free);
  g_clear_pointer (&check->game, arb_game_free);
  g_clear_error (&check->error);
  g_free (check->rule_id);
  g_free (check);
}
