/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "arb-event.h"

#include <string.h>

#include "arb-word.h"

ArbEvent *
arb_event_newv (int                actor,
                const char        *verb,
                const char *const *args)
{
  ArbEvent *event = g_new0 (ArbEvent, 1);
  const char *none[] = { NULL };

  event->actor = actor;
  event->verb = g_strdup (verb);
  event->args = g_strdupv ((char **) (args != NULL ? args : none));
  event->ref_count = 1;
  return event;
}

ArbEvent *
arb_event_new (int         actor,
               const char *verb,
               ...)
{
  g_autoptr(GPtrArray) args = g_ptr_array_new ();
  const char *arg;
  va_list ap;

  va_start (ap, verb);
  while ((arg = va_arg (ap, const char *)) != NULL)
    g_ptr_array_add (args, (gpointer) arg);
  va_end (ap);
  g_ptr_array_add (args, NULL);
  return arb_event_newv (actor, verb, (const char *const *) args->pdata);
}

ArbEvent *
arb_event_copy (const ArbEvent *event)
{
  return arb_event_newv (event->actor, event->verb,
                         (const char *const *) event->args);
}

/*
 * An event in one allocation: the struct, the args array and every
 * text, each given as a span of its own length (copied as it is).
 */
ArbEvent *
arb_event_new_block (int                actor,
                     const char        *verb,
                     gsize              verb_len,
                     const char *const *args,
                     const gsize       *arg_lens,
                     guint              n_args)
{
  gsize size = sizeof (ArbEvent) + (n_args + 1) * sizeof (char *) + verb_len + 1;
  ArbEvent *event;
  char *p;

  for (guint i = 0; i < n_args; i++)
    size += arg_lens[i] + 1;
  event = g_malloc (size);
  event->actor = actor;
  event->args = (char **) (event + 1);
  p = (char *) (event->args + n_args + 1);
  event->verb = p;
  memcpy (p, verb, verb_len);
  p[verb_len] = '\0';
  p += verb_len + 1;
  for (guint i = 0; i < n_args; i++)
    {
      event->args[i] = p;
      memcpy (p, args[i], arg_lens[i]);
      p[arg_lens[i]] = '\0';
      p += arg_lens[i] + 1;
    }
  event->args[n_args] = NULL;
  event->verb_in_block = TRUE;
  event->args_in_block = TRUE;
  event->args_own_block = FALSE;
  event->ref_count = 1;
  return event;
}

ArbEvent *
arb_event_ref (ArbEvent *event)
{
  event->ref_count++;
  return event;
}

gboolean
arb_event_is_shared (const ArbEvent *event)
{
  return event->ref_count > 1;
}

static void
free_args (ArbEvent *event)
{
  if (event->args_own_block)
    g_free (event->args);
  else if (!event->args_in_block)
    g_strfreev (event->args);
}

void
arb_event_free (ArbEvent *event)
{
  if (event == NULL || --event->ref_count > 0)
    return;
  if (!event->verb_in_block)
    g_free (event->verb);
  free_args (event);
  g_free (event);
}

/* The args as texts of their own, before one of them changes. */
static void
own_args (ArbEvent *event)
{
  char **copy;

  if (!event->args_in_block && !event->args_own_block)
    return;
  copy = g_strdupv (event->args);
  free_args (event);
  event->args = copy;
  event->args_in_block = FALSE;
  event->args_own_block = FALSE;
}

/* The args and their texts in one allocation. */
static char **
args_block_new (const char *const *args)
{
  gsize size = sizeof (char *);
  guint n = 0;
  char **block;
  char *p;

  for (; args[n] != NULL; n++)
    size += sizeof (char *) + strlen (args[n]) + 1;
  block = g_malloc (size);
  p = (char *) (block + n + 1);
  for (guint i = 0; i < n; i++)
    {
      gsize len = strlen (args[i]);

      block[i] = memcpy (p, args[i], len + 1);
      p += len + 1;
    }
  block[n] = NULL;
  return block;
}

gboolean
arb_event_equal (const ArbEvent *a,
                 const ArbEvent *b)
{
  return a->actor == b->actor
         && g_strcmp0 (a->verb, b->verb) == 0
         && g_strv_equal ((const char *const *) a->args,
                          (const char *const *) b->args);
}

guint
arb_event_n_args (const ArbEvent *event)
{
  return g_strv_length (event->args);
}

gboolean
arb_event_is (const ArbEvent *event,
              const char     *verb)
{
  if (event->verb == NULL || verb == NULL)
    return event->verb == verb;
  return arb_verb_is (event->verb, verb);
}

/* The args are often already canonical: then nothing is copied. */
static gboolean
same_args (char *const       *have,
           const char *const *want)
{
  guint i = 0;

  if (want == NULL)
    return have[0] == NULL;
  for (; have[i] != NULL && want[i] != NULL; i++)
    if (have[i] != want[i] && strcmp (have[i], want[i]) != 0)
      return FALSE;
  return have[i] == NULL && want[i] == NULL;
}

void
arb_event_set_args (ArbEvent          *event,
                    const char *const *args)
{
  const char *none[] = { NULL };
  char **copy;

  g_return_if_fail (event->ref_count == 1);
  if (event->args != NULL && same_args (event->args, args))
    return;
  copy = args_block_new (args != NULL ? args : none);
  free_args (event);
  event->args = copy;
  event->args_in_block = FALSE;
  event->args_own_block = TRUE;
}

/* The verb as the rules spell it; kept when it is already so. */
void
arb_event_set_verb (ArbEvent   *event,
                    const char *verb)
{
  char *old = event->verb;

  g_return_if_fail (event->ref_count == 1);
  if (old != NULL && strcmp (old, verb) == 0)
    return;
  event->verb = g_strdup (verb);
  if (!event->verb_in_block)
    g_free (old);
  event->verb_in_block = FALSE;
}

/* Replaces args[index], which exists. */
void
arb_event_set_arg (ArbEvent   *event,
                   guint       index,
                   const char *value)
{
  char *copy;

  g_return_if_fail (index < g_strv_length (event->args));
  g_return_if_fail (event->ref_count == 1);
  if (strcmp (event->args[index], value) == 0)
    return;
  copy = g_strdup (value);
  own_args (event);
  g_free (event->args[index]);
  event->args[index] = copy;
}

/* Keeps the first n args. */
void
arb_event_truncate_args (ArbEvent *event,
                         guint     n)
{
  g_return_if_fail (event->ref_count == 1);
  if (n >= g_strv_length (event->args))
    return;
  own_args (event);
  for (guint i = n; event->args[i] != NULL; i++)
    g_clear_pointer (&event->args[i], g_free);
}
