/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "../../arb-setup.h"

G_BEGIN_DECLS

/*
 * Is this line a well-formed Vote Stuffing entry, and how is it spelled
 * canonically?  "7h l" becomes "play 7h left", "ks p" "play Ks power",
 * "7c bonus" "bonus 7c".  Only the form is checked here: whether the
 * entry is allowed is for the rules.
 */
gboolean vs_parse_event (const ArbSetup *setup,
                         ArbEvent       *event,
                         int            *bad_arg,
                         GError        **error);

G_END_DECLS
