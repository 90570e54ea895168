/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <json-glib/json-glib.h>

G_BEGIN_DECLS

/*
 * arbiter-cli tally: a Vote Stuffing outer majority tally (VS-5) worked
 * out on its own, from the side piles' cards or counts by type, the
 * power cards face up in the middle and an optional call.
 */
typedef struct _ArbTallyCheck ArbTallyCheck;

ArbTallyCheck *arb_tally_check_new   (const char *const *words,
                                      gboolean           mixed_decks);
gboolean       arb_tally_check_ok    (const ArbTallyCheck *check);
char          *arb_tally_check_text  (const ArbTallyCheck *check);
char          *arb_tally_check_error (const ArbTallyCheck *check);
JsonNode      *arb_tally_check_json  (const ArbTallyCheck *check);
void           arb_tally_check_free  (ArbTallyCheck *check);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (ArbTallyCheck, arb_tally_check_free)

G_END_DECLS
