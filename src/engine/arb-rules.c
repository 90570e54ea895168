/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "arb-rules.h"
#include "arb-word.h"

#include <string.h>

gboolean
arb_rules_is_available (const ArbRules *rules)
{
  return rules->apply != NULL && rules->state_new != NULL;
}

const ArbOptionSpec *
arb_rules_find_option (const ArbRules *rules,
                       const char     *key)
{
  /* the rules ask for their own options as they spell them */
  for (guint i = 0; i < rules->n_options; i++)
    if (strcmp (rules->options[i].key, key) == 0)
      return &rules->options[i];
  for (guint i = 0; i < rules->n_options; i++)
    if (arb_word_equal (rules->options[i].key, key))
      return &rules->options[i];
  return NULL;
}

const ArbRuling *
arb_rules_find_ruling (const ArbRules *rules,
                       const char     *id)
{
  for (guint i = 0; i < rules->n_rulings; i++)
    if (g_strcmp0 (rules->rulings[i].id, id) == 0)
      return &rules->rulings[i];
  return NULL;
}
