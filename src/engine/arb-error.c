/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "arb-error.h"
#include "arb-i18n.h"

#include <string.h>

G_DEFINE_QUARK (arb-error-quark, arb_error)

static void
refuse_valist (GError     **error,
               ArbErrorCode code,
               const char  *rule_id,
               const char  *format,
               va_list      args)
{
  /* The rule id stays outside the translated words. */
  g_autofree char *text = g_strdup_vprintf (arb_gettext (format), args);

  g_set_error (error, ARB_ERROR, code, "%s: %s", rule_id, text);
}

void
arb_refuse (GError     **error,
            const char  *rule_id,
            const char  *format,
            ...)
{
  va_list args;

  va_start (args, format);
  refuse_valist (error, ARB_ERROR_REFUSED, rule_id, format, args);
  va_end (args);
}

void
arb_refuse_setup (GError     **error,
                  const char  *rule_id,
                  const char  *format,
                  ...)
{
  va_list args;

  va_start (args, format);
  refuse_valist (error, ARB_ERROR_SETUP, rule_id, format, args);
  va_end (args);
}

void
arb_parse_error (GError     **error,
                 const char  *format,
                 ...)
{
  va_list args;

  va_start (args, format);
  refuse_valist (error, ARB_ERROR_PARSE, "parse", format, args);
  va_end (args);
}

/* The rule id is everything before the first ": " of the message. */
char *
arb_error_rule_id (const GError *error)
{
  const char *colon;

  g_return_val_if_fail (error != NULL, NULL);
  if (error->domain != ARB_ERROR)
    return g_strdup ("error");
  colon = strstr (error->message, ": ");
  if (colon == NULL)
    return g_strdup ("error");
  return g_strndup (error->message, colon - error->message);
}

/* The message without its rule id. */
const char *
arb_error_text (const GError *error)
{
  const char *colon;

  g_return_val_if_fail (error != NULL, NULL);
  colon = error->domain == ARB_ERROR ? strstr (error->message, ": ") : NULL;
  return colon != NULL ? colon + 2 : error->message;
}
