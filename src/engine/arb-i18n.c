/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "arb-i18n.h"

static GPrivate english_depth;

static gboolean
english (void)
{
  return GPOINTER_TO_UINT (g_private_get (&english_depth)) > 0;
}

const char *
arb_gettext (const char *msgid)
{
  if (msgid == NULL || *msgid == '\0' || english ())
    return msgid;
  return g_dgettext (GETTEXT_PACKAGE, msgid);
}

const char *
arb_ngettext (const char *msgid,
              const char *msgid_plural,
              gulong      n)
{
  if (english ())
    return n == 1 ? msgid : msgid_plural;
  return g_dngettext (GETTEXT_PACKAGE, msgid, msgid_plural, n);
}

const char *
arb_pgettext (const char *context,
              const char *msgid)
{
  if (english ())
    return msgid;
  return g_dpgettext2 (GETTEXT_PACKAGE, context, msgid);
}

void
arb_i18n_push_english (void)
{
  g_private_set (&english_depth, GUINT_TO_POINTER (GPOINTER_TO_UINT (g_private_get (&english_depth)) + 1));
}

void
arb_i18n_pop_english (void)
{
  guint depth = GPOINTER_TO_UINT (g_private_get (&english_depth));

  g_return_if_fail (depth > 0);
  g_private_set (&english_depth, GUINT_TO_POINTER (depth - 1));
}

gboolean
arb_i18n_translating (void)
{
  /* A loaded catalogue answers the empty msgid with its header. */
  return !english () && *g_dgettext (GETTEXT_PACKAGE, "") != '\0';
}
