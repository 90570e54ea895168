/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

#include "arb-setup.h"
#include "arb-word.h"

G_BEGIN_DECLS

/* Small readers shared by the game modules' parse_event(). */

/* The limit to give arb_arg_int_saturated() where no rule sets a
 * smaller one: a number beyond it reads as it, far beyond anything a
 * rule allows, for the rule to refuse. */
#define ARB_ARG_SATURATION 999999999

gboolean arb_arg_int       (const char     *text,
                            int             min,
                            int             max,
                            int            *out);
gboolean arb_arg_int_saturated (const char *text,
                                 int         limit,
                                 int        *out);
int      arb_arg_player    (const ArbSetup *setup,
                            const char     *text);
int      arb_arg_seat      (const ArbSetup *setup,
                            const char     *name,
                            GError        **error);
char    *arb_shorten       (const char     *text,
                            guint           max);
void     arb_refuse_unknown_player (const ArbSetup *setup,
                                    const char     *name,
                                    GError        **error);
gboolean arb_arg_expect_n  (const ArbEvent *event,
                            guint           min,
                            guint           max,
                            const char     *syntax,
                            int            *bad_arg,
                            GError        **error);
gboolean arb_parse_start   (const ArbSetup *setup,
                            ArbEvent       *event,
                            int            *bad_arg,
                            GError        **error);
void     arb_narrate_text  (GString    *narr,
                            const char *format,
                            ...) G_GNUC_PRINTF (2, 3);
/* Adds to a narration: a replay has none (narr NULL), and then the
 * arguments, often words to look up or build, are not even evaluated. */
#define arb_narrate(narr, ...) \
  G_STMT_START { \
    if ((narr) != NULL) \
      arb_narrate_text ((narr), __VA_ARGS__); \
  } G_STMT_END
char    *arb_join_words    (const char *const *words,
                            guint              n);
/* An int in decimal, as "%d" prints it, without printf: into buf,
 * which holds ARB_INT_TEXT_SIZE bytes, or as a new string. */
#define ARB_INT_TEXT_SIZE 12
const char *arb_int_text   (char           *buf,
                            int             value);
char    *arb_strdup_int    (int             value);
/* Sets the event's arg `index` to the value in decimal, keeping the
 * string when it already reads so. */
void     arb_set_int_arg   (ArbEvent       *event,
                            guint           index,
                            int             value);
/* "Ann, Ben and Cleo": the seats whose bits (1 << seat) are in mask. */
char    *arb_join_seat_mask (const ArbSetup *setup,
                             guint           mask);
char    *arb_join_names    (const ArbSetup *setup,
                            const int      *seats,
                            guint           n);

/* g_strv_builder_take() is GLib 2.80; this is its 2.74 stand-in. */
static inline void
arb_strv_builder_take (GStrvBuilder *builder,
                       char         *value)
{
  g_strv_builder_add (builder, value);
  g_free (value);
}

/*
 * An event's canonical args being put together without copying what
 * need not be: texts that outlive the list (a game's own names, the
 * event's args) are pointed at; made ones are kept until it is cleared.
 */
typedef struct {
  GPtrArray *args;    /* const char *, in order */
  GPtrArray *owned;   /* char *, freed with the list */
} ArbArgList;

void     arb_arg_list_init  (ArbArgList *list);
void     arb_arg_list_clear (ArbArgList *list);
void     arb_arg_list_add   (ArbArgList *list,
                             const char *text);
void     arb_arg_list_take  (ArbArgList *list,
                             char       *text);
void     arb_arg_list_apply (ArbArgList *list,
                             ArbEvent   *event);

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (ArbArgList, arb_arg_list_clear)

G_END_DECLS
