/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

#include "arb-rules.h"

G_BEGIN_DECLS

/*
 * Who plays what: the game, the players in seat order (clockwise) and
 * the table's options.  Immutable once a game starts; reference counted.
 */
struct _ArbSetup {
  const ArbRules *rules;
  char          **players;     /* as typed, in Unicode NFC */
  char          **player_keys; /* what names are compared by */
  guint           n_players;
  gboolean        score_only;
  GHashTable     *options;   /* key -> canonical value, only those set */
};

ArbSetup   *arb_setup_new          (const ArbRules     *rules,
                                    const char *const  *players);
ArbSetup   *arb_setup_ref          (ArbSetup   *setup);
void        arb_setup_unref        (ArbSetup   *setup);
gboolean    arb_setup_set_option   (ArbSetup   *setup,
                                    const char *key,
                                    const char *value,
                                    GError    **error);
gboolean    arb_setup_validate     (const ArbSetup *setup,
                                    GError        **error);
const char *arb_setup_get_option   (const ArbSetup *setup,
                                    const char     *key);
gboolean    arb_setup_get_bool     (const ArbSetup *setup,
                                    const char     *key);
int         arb_setup_get_int      (const ArbSetup *setup,
                                    const char     *key);
int         arb_setup_find_player  (const ArbSetup *setup,
                                    const char     *name);
char       *arb_setup_name_key     (const char     *name);
const char *arb_setup_player_name  (const ArbSetup *setup,
                                    int             seat);
char      **arb_setup_list_options (const ArbSetup *setup);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (ArbSetup, arb_setup_unref)

G_END_DECLS
