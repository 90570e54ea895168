/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "arb-prompt.h"
#include "arb-i18n.h"

static void
arb_choice_free (gpointer data)
{
  ArbChoice *choice = data;

  arb_event_free (choice->event);
  g_free (choice->label);
  g_free (choice);
}

ArbPrompt *
arb_prompt_new (int         player,
                const char *verb,
                const char *format,
                ...)
{
  ArbPrompt *prompt = g_new0 (ArbPrompt, 1);
  va_list args;

  prompt->player = player;
  prompt->verb = g_strdup (verb);
  va_start (args, format);
  prompt->text = g_strdup_vprintf (arb_gettext (format), args);
  va_end (args);
  prompt->choices = g_ptr_array_new_with_free_func (arb_choice_free);
  return prompt;
}

ArbPrompt *
arb_prompt_new_finished (const char *text)
{
  ArbPrompt *prompt = arb_prompt_new (ARB_NO_PLAYER, NULL, "%s", arb_gettext (text));

  prompt->finished = TRUE;
  return prompt;
}

void
arb_prompt_add_choice (ArbPrompt  *prompt,
                       ArbEvent   *event,
                       const char *label)
{
  ArbChoice *choice = g_new0 (ArbChoice, 1);

  choice->event = event;
  choice->label = g_strdup (arb_gettext (label));
  g_ptr_array_add (prompt->choices, choice);
}

/* The first choice with this verb, for "is take offered?" questions. */
ArbChoice *
arb_prompt_find_choice (const ArbPrompt *prompt,
                        const char      *verb)
{
  for (guint i = 0; i < prompt->choices->len; i++)
    {
      ArbChoice *choice = g_ptr_array_index (prompt->choices, i);

      if (arb_event_is (choice->event, verb))
        return choice;
    }
  return NULL;
}

gboolean
arb_prompt_allows (const ArbPrompt *prompt,
                   const ArbEvent  *event)
{
  for (guint i = 0; i < prompt->choices->len; i++)
    {
      ArbChoice *choice = g_ptr_array_index (prompt->choices, i);

      if (arb_event_equal (choice->event, event))
        return TRUE;
    }
  return FALSE;
}

void
arb_prompt_free (ArbPrompt *prompt)
{
  if (prompt == NULL)
    return;
  g_free (prompt->verb);
  g_free (prompt->text);
  g_ptr_array_unref (prompt->choices);
  g_free (prompt);
}
