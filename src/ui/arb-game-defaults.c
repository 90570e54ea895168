/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <stdlib.h>

#include "arb-game-defaults.h"

#define OPTIONS_KEY "game-options"

/* What each game keeps secret at the table, as the option that hides it
 * (the pages hide what the engine's view says is hidden). */
static const struct {
  const char *game;
  const char *option;
} secret_options[] = {
  { "nothanks", "hide-chips" },   /* NT-9: chips in hand */
};

const char *
arb_game_defaults_secret_option (const ArbRules *rules)
{
  for (guint i = 0; i < G_N_ELEMENTS (secret_options); i++)
    if (g_str_equal (rules->id, secret_options[i].game)
        && arb_rules_find_option (rules, secret_options[i].option) != NULL)
      return secret_options[i].option;
  return NULL;
}

gboolean
arb_game_defaults_is_valid (const ArbOptionSpec *spec,
                            const char          *value)
{
  if (value == NULL)
    return FALSE;
  if (spec->type == ARB_OPTION_BOOL)
    return g_str_equal (value, "yes") || g_str_equal (value, "no");
  if (spec->type == ARB_OPTION_INT)
    {
      char *end = NULL;
      long n = strtol (value, &end, 10);

      return *value != '\0' && *end == '\0' && n >= spec->min && n <= spec->max;
    }
  for (guint i = 0; spec->choices != NULL && spec->choices[i] != NULL; i++)
    if (g_str_equal (spec->choices[i], value))
      return TRUE;
  return FALSE;
}

static char *
dict_key (const ArbRules      *rules,
          const ArbOptionSpec *spec)
{
  return g_strdup_printf ("%s.%s", rules->id, spec->key);
}

char *
arb_game_defaults_get (GSettings           *settings,
                       const ArbRules      *rules,
                       const ArbOptionSpec *spec)
{
  g_autoptr(GVariant) dict = NULL;
  g_autofree char *key = NULL;
  const char *value = NULL;

  if (g_strcmp0 (arb_game_defaults_secret_option (rules), spec->key) == 0)
    return g_strdup (g_settings_get_boolean (settings, "hide-secret-counts") ? "yes" : "no");
  dict = g_settings_get_value (settings, OPTIONS_KEY);
  key = dict_key (rules, spec);
  if (g_variant_lookup (dict, key, "&s", &value) && arb_game_defaults_is_valid (spec, value))
    return g_strdup (value);
  return g_strdup (spec->default_value);
}

/* Writes the whole dictionary with one entry changed; the rules'
 * default is stored as no entry at all. */
void
arb_game_defaults_set (GSettings           *settings,
                       const ArbRules      *rules,
                       const ArbOptionSpec *spec,
                       const char          *value)
{
  g_autoptr(GVariant) dict = g_settings_get_value (settings, OPTIONS_KEY);
  g_autofree char *key = dict_key (rules, spec);
  g_auto(GVariantBuilder) builder = G_VARIANT_BUILDER_INIT (G_VARIANT_TYPE ("a{ss}"));
  GVariantIter iter;
  const char *k, *v;

  g_return_if_fail (arb_game_defaults_is_valid (spec, value));
  if (g_strcmp0 (arb_game_defaults_secret_option (rules), spec->key) == 0)
    {
      g_settings_set_boolean (settings, "hide-secret-counts", g_str_equal (value, "yes"));
      return;
    }
  g_variant_iter_init (&iter, dict);
  while (g_variant_iter_next (&iter, "{&s&s}", &k, &v))
    if (!g_str_equal (k, key))
      g_variant_builder_add (&builder, "{ss}", k, v);
  if (!g_str_equal (value, spec->default_value))
    g_variant_builder_add (&builder, "{ss}", key, value);
  g_settings_set_value (settings, OPTIONS_KEY, g_variant_builder_end (&builder));
}

/* Every option of this game back to the rules' default (the secret
 * counts are a preference of their own and stay). */
void
arb_game_defaults_reset (GSettings      *settings,
                         const ArbRules *rules)
{
  g_autoptr(GVariant) dict = g_settings_get_value (settings, OPTIONS_KEY);
  g_autofree char *prefix = g_strdup_printf ("%s.", rules->id);
  g_auto(GVariantBuilder) builder = G_VARIANT_BUILDER_INIT (G_VARIANT_TYPE ("a{ss}"));
  GVariantIter iter;
  const char *k, *v;

  g_variant_iter_init (&iter, dict);
  while (g_variant_iter_next (&iter, "{&s&s}", &k, &v))
    if (!g_str_has_prefix (k, prefix))
      g_variant_builder_add (&builder, "{ss}", k, v);
  g_settings_set_value (settings, OPTIONS_KEY, g_variant_builder_end (&builder));
}

/* Whether any option of this game starts away from the rules' default. */
gboolean
arb_game_defaults_changed (GSettings      *settings,
                           const ArbRules *rules)
{
  for (guint i = 0; i < rules->n_options; i++)
    {
      const ArbOptionSpec *spec = &rules->options[i];
      g_autofree char *value = NULL;

      if (g_strcmp0 (arb_game_defaults_secret_option (rules), spec->key) == 0)
        continue;
      value = arb_game_defaults_get (settings, rules, spec);
      if (!g_str_equal (value, spec->default_value))
        return TRUE;
    }
  return FALSE;
}
