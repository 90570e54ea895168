/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "arb-setup.h"

#include "arb-args.h"
#include "arb-error.h"
#include "arb-i18n.h"

#include <string.h>

static void
setup_clear (gpointer data)
{
  ArbSetup *setup = data;

  g_strfreev (setup->players);
  g_strfreev (setup->player_keys);
  g_hash_table_unref (setup->options);
}

static gboolean
is_ascii (const char *text)
{
  for (; *text != '\0'; text++)
    if ((guchar) *text >= 0x80)
      return FALSE;
  return TRUE;
}

/* A name as stored: composed (NFC), so that "Zoë" typed either way is
 * one name and prints the same. */
static char *
composed (const char *name)
{
  char *nfc;

  if (is_ascii (name))
    return g_strdup (name);   /* already in every normal form */
  nfc = g_utf8_normalize (name, -1, G_NORMALIZE_NFC);

  return nfc != NULL ? nfc : g_strdup (name);
}

/*
 * What two names are compared by: case folded, in one normal form.
 * "Zoë", "ZOË" and "Zoe" + a combining diaeresis are one name.
 */
char *
arb_setup_name_key (const char *name)
{
  g_autofree char *nfd = NULL;
  g_autofree char *folded = NULL;
  char *key;

  if (is_ascii (name))
    return g_ascii_strdown (name, -1);   /* what folding ASCII gives */
  nfd = g_utf8_normalize (name, -1, G_NORMALIZE_NFD);
  folded = g_utf8_casefold (nfd != NULL ? nfd : name, -1);
  key = g_utf8_normalize (folded, -1, G_NORMALIZE_NFD);

  return key != NULL ? key : g_steal_pointer (&folded);
}

ArbSetup *
arb_setup_new (const ArbRules     *rules,
               const char *const  *players)
{
  ArbSetup *setup = g_rc_box_new0 (ArbSetup);
  guint n = players != NULL ? g_strv_length ((char **) players) : 0;

  setup->rules = rules;
  setup->n_players = n;
  setup->players = g_new0 (char *, n + 1);
  setup->player_keys = g_new0 (char *, n + 1);
  for (guint i = 0; i < n; i++)
    {
      setup->players[i] = composed (players[i]);
      setup->player_keys[i] = arb_setup_name_key (setup->players[i]);
    }
  setup->options = g_hash_table_new_full (g_str_hash, g_str_equal,
                                          g_free, g_free);
  return setup;
}

ArbSetup *
arb_setup_ref (ArbSetup *setup)
{
  return g_rc_box_acquire (setup);
}

void
arb_setup_unref (ArbSetup *setup)
{
  g_rc_box_release_full (setup, setup_clear);
}

static gboolean
parse_bool (const char *value,
            gboolean   *out)
{
  static const char *const yes[] = { "yes", "on", "true", "1", NULL };
  static const char *const no[] = { "no", "off", "false", "0", NULL };

  for (guint i = 0; yes[i] != NULL; i++)
    if (arb_word_equal (value, yes[i]))
      return (*out = TRUE, TRUE);
  for (guint i = 0; no[i] != NULL; i++)
    if (arb_word_equal (value, no[i]))
      return (*out = FALSE, TRUE);
  return FALSE;
}

/* A whole number above max, however many digits it has. */
static gboolean
is_above (const char *value,
          int         max)
{
  g_autoptr(GError) error = NULL;
  gint64 number;

  if (g_ascii_string_to_signed (value, 10, G_MININT64, G_MAXINT64, &number, &error))
    return number > max;
  return *value != '-' && g_error_matches (error, G_NUMBER_PARSER_ERROR, G_NUMBER_PARSER_ERROR_OUT_OF_BOUNDS);
}

static char *
canonical_value (const ArbOptionSpec *spec,
                 const char          *value,
                 GError             **error)
{
  gboolean flag;
  gint64 number;

  switch (spec->type)
    {
    case ARB_OPTION_BOOL:
      if (parse_bool (value, &flag))
        return g_strdup (flag ? "yes" : "no");
      break;
    case ARB_OPTION_INT:
      if (g_ascii_string_to_signed (value, 10, spec->min, spec->max, &number, NULL))
        return g_strdup_printf ("%" G_GINT64_FORMAT, number);
      /* the least is the rule's; the most is Arbiter's own limit */
      if (*value == '\0')
        arb_refuse_setup (error, spec->rule_id, "option %s needs a whole number from %d to %d",
                          spec->key, spec->min, spec->max);
      else if (is_above (value, spec->max))
        arb_refuse_setup (error, "setup",
                          "Arbiter takes option %s up to %d, not “%s” (its own limit: no rule sets one)",
                          spec->key, spec->max, value);
      else
        arb_refuse_setup (error, spec->rule_id,
                          "option %s takes a whole number from %d to %d, not “%s”",
                          spec->key, spec->min, spec->max, value);
      return NULL;
    case ARB_OPTION_CHOICE:
      for (guint i = 0; spec->choices[i] != NULL; i++)
        if (arb_word_equal (value, spec->choices[i]))
          return g_strdup (spec->choices[i]);
      break;
    default:
      g_assert_not_reached ();
    }
  if (spec->type == ARB_OPTION_BOOL)
    arb_refuse_setup (error, spec->rule_id, "option %s takes yes or no, not “%s”", spec->key, value);
  else
    {
      g_autofree char *choices = g_strjoinv (", ", (char **) spec->choices);

      arb_refuse_setup (error, spec->rule_id, "option %s takes one of %s, not “%s”", spec->key, choices, value);
    }
  return NULL;
}

gboolean
arb_setup_set_option (ArbSetup   *setup,
                      const char *key,
                      const char *value,
                      GError    **error)
{
  const ArbOptionSpec *spec = arb_rules_find_option (setup->rules, key);
  char *canonical;

  if (spec == NULL)
    {
      arb_refuse_setup (error, "setup",
                   "%s has no option “%s”", setup->rules->title, key);
      return FALSE;
    }
  if (value == NULL)
    value = spec->type == ARB_OPTION_BOOL ? "yes" : "";
  canonical = canonical_value (spec, value, error);
  if (canonical == NULL)
    return FALSE;
  if (g_strcmp0 (canonical, spec->default_value) == 0)
    {
      g_hash_table_remove (setup->options, spec->key);
      g_free (canonical);
    }
  else
    g_hash_table_replace (setup->options, g_strdup (spec->key), canonical);
  return TRUE;
}

/* The first character of the name that cannot be seen or told apart
 * on screen (controls, format marks, line separators), or 0. */
static gunichar
invisible_char (const char *name)
{
  for (const char *p = name; *p != '\0'; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);

      switch (g_unichar_type (c))
        {
        case G_UNICODE_CONTROL:
        case G_UNICODE_FORMAT:
        case G_UNICODE_LINE_SEPARATOR:
        case G_UNICODE_PARAGRAPH_SEPARATOR:
        case G_UNICODE_UNASSIGNED:
        case G_UNICODE_PRIVATE_USE:
        case G_UNICODE_SURROGATE:
          return c;
        default:
          break;
        }
    }
  return 0;
}

static gboolean
check_name (const char *name,
            GError    **error)
{
  const char *bad = strpbrk (name, ",:#\"|");
  gunichar invisible = invisible_char (name);

  if (*name == '\0')
    arb_refuse_setup (error, "setup",
                 "a seat has no name; type a name for every player");
  else if (g_unichar_isspace (g_utf8_get_char (name))
           || g_unichar_isspace (g_utf8_get_char (g_utf8_find_prev_char (name, name + strlen (name)))))
    arb_refuse_setup (error, "setup",
                 "“%s” begins or ends with a space; remove it", name);
  else if (bad != NULL)
    arb_refuse_setup (error, "setup",
                 "“%s” holds “%c”, which records use to separate things; "
                 "a name may not hold , : # \" or |", name, *bad);
  else if (invisible != 0)
    arb_refuse_setup (error, "setup",
                 "“%s” holds an invisible character (U+%04X), so it could not be told "
                 "apart from the same name without it; retype the name", name, invisible);
  else
    return TRUE;
  return FALSE;
}

static gboolean
check_names (const ArbSetup *setup,
             GError        **error)
{
  for (guint i = 0; i < setup->n_players; i++)
    {
      const char *name = setup->players[i];

      if (!check_name (name, error))
        return FALSE;
      for (guint j = 0; j < i; j++)
        if (g_str_equal (setup->player_keys[j], setup->player_keys[i]))
          {
            if (g_str_equal (setup->players[j], name))
              arb_refuse_setup (error, "setup",
                           "two players are called “%s” (seats %u and %u); give each a different name",
                           name, j + 1, i + 1);
            else
              arb_refuse_setup (error, "setup",
                           "“%s” (seat %u) and “%s” (seat %u) are the same name to Arbiter, "
                           "which ignores case; give each a different name",
                           setup->players[j], j + 1, name, i + 1);
            return FALSE;
          }
    }
  return TRUE;
}

/* Names must be tellable apart; then the game checks counts and options. */
gboolean
arb_setup_validate (const ArbSetup *setup,
                    GError        **error)
{
  if (!check_names (setup, error))
    return FALSE;
  if (setup->score_only && !setup->rules->has_score_only)
    {
      arb_refuse_setup (error, "setup",
                   "%s has no score-only mode yet", arb_gettext (setup->rules->title));
      return FALSE;
    }
  if (!arb_rules_is_available (setup->rules))
    {
      arb_refuse_setup (error, "setup",
                   "%s is not available yet", arb_gettext (setup->rules->title));
      return FALSE;
    }
  return setup->rules->check_setup (setup, error);
}

const char *
arb_setup_get_option (const ArbSetup *setup,
                      const char     *key)
{
  const ArbOptionSpec *spec = arb_rules_find_option (setup->rules, key);
  const char *value;

  g_return_val_if_fail (spec != NULL, NULL);
  value = g_hash_table_lookup (setup->options, spec->key);
  return value != NULL ? value : spec->default_value;
}

gboolean
arb_setup_get_bool (const ArbSetup *setup,
                    const char     *key)
{
  return g_strcmp0 (arb_setup_get_option (setup, key), "yes") == 0;
}

int
arb_setup_get_int (const ArbSetup *setup,
                   const char     *key)
{
  return (int) g_ascii_strtoll (arb_setup_get_option (setup, key), NULL, 10);
}

/* Seat of a player by name, ignoring case and how accents are
 * encoded; -1 when nobody is called so. */
int
arb_setup_find_player (const ArbSetup *setup,
                       const char     *name)
{
  g_autofree char *wanted = NULL;

  /* the name as the setup spells it: no need to fold it */
  for (guint i = 0; i < setup->n_players; i++)
    if (strcmp (setup->players[i], name) == 0)
      return (int) i;
  wanted = arb_setup_name_key (name);
  for (guint i = 0; i < setup->n_players; i++)
    if (g_str_equal (setup->player_keys[i], wanted))
      return (int) i;
  return -1;
}

const char *
arb_setup_player_name (const ArbSetup *setup,
                       int             seat)
{
  g_return_val_if_fail (seat >= 0 && (guint) seat < setup->n_players, "?");
  return setup->players[seat];
}

/* "key value" pairs of the options that differ from their default,
 * in the order the game declares them. */
char **
arb_setup_list_options (const ArbSetup *setup)
{
  GStrvBuilder *builder = g_strv_builder_new ();
  char **result;

  for (guint i = 0; i < setup->rules->n_options; i++)
    {
      const ArbOptionSpec *spec = &setup->rules->options[i];
      const char *value = g_hash_table_lookup (setup->options, spec->key);

      if (value == NULL)
        continue;
      if (spec->type == ARB_OPTION_BOOL && g_str_equal (value, "yes"))
        arb_strv_builder_take (builder, g_strdup (spec->key));
      else
        arb_strv_builder_take (builder, g_strdup_printf ("%s %s", spec->key, value));
    }
  result = g_strv_builder_end (builder);
  g_strv_builder_unref (builder);
  return result;
}
