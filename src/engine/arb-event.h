/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define ARB_NO_PLAYER (-1)

/* More args than any entry of the five games has: a stack size. */
#define ARB_EVENT_MAX_ARGS 64

/*
 * One entry of a game: what happened at the table.  It is the parsed
 * form of one record line "[Name:] verb arg arg ...".  The game module
 * gives the args their meaning; `actor` is a seat index or
 * ARB_NO_PLAYER when the line names nobody.
 *
 * The texts may lie in the event's own allocation (a record's events
 * and the game's copies are one block each): change them only through
 * arb_event_set_verb, arb_event_set_args, arb_event_set_arg and
 * arb_event_truncate_args.
 *
 * A game and the record it was replayed from may share an event
 * (arb_event_ref): a shared event is never changed, and
 * arb_event_free drops one reference.
 */
typedef struct {
  int      actor;
  char    *verb;
  char   **args;
  /*< private >*/
  gboolean verb_in_block;   /* verb lies in the event's own allocation */
  gboolean args_in_block;   /* so do args and their texts */
  gboolean args_own_block;  /* args and texts are one allocation of their own */
  guint    ref_count;
} ArbEvent;

ArbEvent   *arb_event_new_block (int                actor,
                                 const char        *verb,
                                 gsize              verb_len,
                                 const char *const *args,
                                 const gsize       *arg_lens,
                                 guint              n_args);

ArbEvent   *arb_event_new      (int          actor,
                                const char  *verb,
                                ...) G_GNUC_NULL_TERMINATED;
ArbEvent   *arb_event_newv     (int                actor,
                                const char        *verb,
                                const char *const *args);
ArbEvent   *arb_event_copy     (const ArbEvent *event);
ArbEvent   *arb_event_ref      (ArbEvent *event);
gboolean    arb_event_is_shared (const ArbEvent *event);
void        arb_event_free     (ArbEvent *event);
gboolean    arb_event_equal    (const ArbEvent *a,
                                const ArbEvent *b);
guint       arb_event_n_args   (const ArbEvent *event);
gboolean    arb_event_is       (const ArbEvent *event,
                                const char     *verb);
void        arb_event_set_args (ArbEvent          *event,
                                const char *const *args);
void        arb_event_set_verb (ArbEvent   *event,
                                const char *verb);
void        arb_event_set_arg  (ArbEvent   *event,
                                guint       index,
                                const char *value);
void        arb_event_truncate_args (ArbEvent *event,
                                     guint     n);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (ArbEvent, arb_event_free)

G_END_DECLS
