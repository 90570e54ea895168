/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define ARB_ERROR (arb_error_quark ())

/*
 * Every failure a person can cause is an ArbError.  The message of a
 * REFUSED error begins with the rule id ("NT-4: ..."); PARSE errors
 * begin with "parse: ".
 */
typedef enum {
  ARB_ERROR_REFUSED,   /* an entry the rules do not allow */
  ARB_ERROR_PARSE,     /* a record line that is not well formed */
  ARB_ERROR_SETUP,     /* players or options the game does not allow */
  ARB_ERROR_STORE,     /* the database failed */
  ARB_ERROR_NOTHING,   /* nothing to undo or redo */
} ArbErrorCode;

GQuark  arb_error_quark    (void);
void    arb_refuse         (GError     **error,
                            const char  *rule_id,
                            const char  *format,
                            ...) G_GNUC_PRINTF (3, 4);
void    arb_refuse_setup   (GError     **error,
                            const char  *rule_id,
                            const char  *format,
                            ...) G_GNUC_PRINTF (3, 4);
void    arb_parse_error    (GError     **error,
                            const char  *format,
                            ...) G_GNUC_PRINTF (2, 3);
char   *arb_error_rule_id  (const GError *error);
const char *arb_error_text (const GError *error);

G_END_DECLS
