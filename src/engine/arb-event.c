/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "arb-event.h"

#include <string.h>

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

void
arb_event_free (ArbEvent *event)
{
  if (event == NULL)
    return;
  g_free (event->verb);
  g_strfreev (event->args);
  g_free (event);
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
  return g_strcmp0 (event->verb, verb) == 0;
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

  if (event->args != NULL && same_args (event->args, args))
    return;
  copy = g_strdupv ((char **) (args != NULL ? args : none));

  g_strfreev (event->args);
  event->args = copy;
}

/* The verb as the rules spell it; kept when it is already so. */
void
arb_event_set_verb (ArbEvent   *event,
                    const char *verb)
{
  char *old = event->verb;

  if (old != NULL && strcmp (old, verb) == 0)
    return;
  event->verb = g_strdup (verb);
  g_free (old);
}
