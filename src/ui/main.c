/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "arb-application.h"
#include "arb-lsan.h"

int
main (int   argc,
      char *argv[])
{
  g_autoptr(ArbApplication) app = NULL;

  /* The tests run the app from the build tree with its own .mo files. */
  const char *localedir = g_getenv ("ARBITER_LOCALEDIR");

  arb_lsan_constructors_done ();
  bindtextdomain (GETTEXT_PACKAGE, localedir != NULL && *localedir != '\0' ? localedir : LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  app = arb_application_new ();
  return g_application_run (G_APPLICATION (app), argc, argv);
}
