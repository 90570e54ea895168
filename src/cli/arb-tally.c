/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "arb-tally.h"

#include "arb-error.h"
#include "games/votestuffing/tally.h"

struct _ArbTallyCheck {
  ArbVsTally tally;
  int        call;
  GError    *error;
};

ArbTallyCheck *
arb_tally_check_new (const char *const *words,
                     gboolean           mixed_decks)
{
  ArbTallyCheck *check = g_new0 (ArbTallyCheck, 1);

  if (!arb_vs_tally_from_words (words, mixed_decks, &check->tally, &check->call, &check->error))
    arb_vs_tally_init (&check->tally);
  return check;
}

gboolean
arb_tally_check_ok (const ArbTallyCheck *check)
{
  return check->error == NULL;
}

/* "VS-1: the 7♥ is named twice ..." */
char *
arb_tally_check_error (const ArbTallyCheck *check)
{
  return check->error != NULL ? g_strdup (check->error->message) : NULL;
}

static const char *
winner_name (ArbVsType winner)
{
  return winner == ARB_VS_ROUNDEE ? "roundees" : winner == ARB_VS_SHARPO ? "sharpos" : "tie";
}

static const char *
call_name (int card)
{
  ArbVsType type = arb_vs_call_type (card);

  return type == ARB_VS_NO_TYPE ? "tie" : arb_vs_type_name (type, TRUE);
}

char *
arb_tally_check_text (const ArbTallyCheck *check)
{
  const ArbVsTally *t = &check->tally;
  g_autofree char *left = arb_vs_pile_count_text (&t->left);
  g_autofree char *right = arb_vs_pile_count_text (&t->right);
  g_autofree char *total = arb_vs_tally_text (t);
  GString *out = g_string_new (NULL);

  g_string_append_printf (out, "left: %s\nright: %s\nmiddle:", left, right);
  for (guint i = 0; i < t->bonuses->len; i++)
    {
      const ArbVsBonus *b = &g_array_index (t->bonuses, ArbVsBonus, i);

      g_string_append_printf (out, "%s %s +%d %s", i ? " ·" : "", arb_vs_card_label (b->card),
                              b->points, arb_vs_type_name (b->type, TRUE));
    }
  if (t->bonuses->len == 0)
    g_string_append (out, " no bonus");
  g_string_append_printf (out, "\n%s: %s\n", total,
                          t->winner == ARB_VS_NO_TYPE ? "a tie" : t->winner == ARB_VS_ROUNDEE
                          ? "roundees win" : "sharpos win");
  if (check->call != ARB_VS_UNKNOWN)
    g_string_append_printf (out, "call %s: %s, %s\n", arb_vs_card_label (check->call), call_name (check->call),
                            arb_vs_tally_call_right (t, check->call) ? "right" : "wrong");
  return g_string_free (out, FALSE);
}

static void
add_int (JsonBuilder *b,
         const char  *key,
         int          value)
{
  json_builder_set_member_name (b, key);
  json_builder_add_int_value (b, value);
}

static void
add_string (JsonBuilder *b,
            const char  *key,
            const char  *value)
{
  json_builder_set_member_name (b, key);
  json_builder_add_string_value (b, value);
}

static void
add_pile (JsonBuilder          *b,
          const char           *key,
          const ArbVsPileCount *count)
{
  json_builder_set_member_name (b, key);
  json_builder_begin_object (b);
  add_int (b, "roundees", count->count[ARB_VS_ROUNDEE]);
  add_int (b, "sharpos", count->count[ARB_VS_SHARPO]);
  add_int (b, "jokers", count->count[ARB_VS_NO_TYPE]);
  json_builder_end_object (b);
}

static void
add_bonuses (JsonBuilder      *b,
             const ArbVsTally *t)
{
  json_builder_set_member_name (b, "bonuses");
  json_builder_begin_array (b);
  for (guint i = 0; i < t->bonuses->len; i++)
    {
      const ArbVsBonus *bonus = &g_array_index (t->bonuses, ArbVsBonus, i);

      json_builder_begin_object (b);
      add_string (b, "card", arb_vs_card_code (bonus->card));
      add_string (b, "type", arb_vs_type_name (bonus->type, TRUE));
      add_int (b, "points", bonus->points);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
}

static void
add_call (JsonBuilder         *b,
          const ArbTallyCheck *check)
{
  json_builder_set_member_name (b, "call");
  if (check->call == ARB_VS_UNKNOWN || check->error != NULL)
    {
      json_builder_add_null_value (b);
      return;
    }
  json_builder_begin_object (b);
  add_string (b, "card", arb_vs_card_code (check->call));
  add_string (b, "calls", call_name (check->call));
  json_builder_set_member_name (b, "right");
  json_builder_add_boolean_value (b, arb_vs_tally_call_right (&check->tally, check->call));
  json_builder_end_object (b);
}

static void
add_refusal (JsonBuilder         *b,
             const ArbTallyCheck *check)
{
  g_autofree char *rule = NULL;

  json_builder_set_member_name (b, "refusal");
  if (check->error == NULL)
    {
      json_builder_add_null_value (b);
      return;
    }
  rule = arb_error_rule_id (check->error);
  json_builder_begin_object (b);
  add_string (b, "rule", rule);
  add_string (b, "message", arb_error_text (check->error));
  json_builder_end_object (b);
}

JsonNode *
arb_tally_check_json (const ArbTallyCheck *check)
{
  g_autoptr(JsonBuilder) b = json_builder_new ();
  const ArbVsTally *t = &check->tally;

  json_builder_begin_object (b);
  json_builder_set_member_name (b, "legal");
  json_builder_add_boolean_value (b, check->error == NULL);
  add_refusal (b, check);
  if (check->error == NULL)
    {
      add_pile (b, "left", &t->left);
      add_pile (b, "right", &t->right);
      add_bonuses (b, t);
      add_int (b, "roundees", t->total[ARB_VS_ROUNDEE]);
      add_int (b, "sharpos", t->total[ARB_VS_SHARPO]);
      add_string (b, "winner", winner_name (t->winner));
      add_int (b, "margin", arb_vs_tally_margin (t));
    }
  add_call (b, check);
  json_builder_end_object (b);
  return json_builder_get_root (b);
}

void
arb_tally_check_free (ArbTallyCheck *check)
{
  if (check == NULL)
    return;
  arb_vs_tally_clear (&check->tally);
  g_clear_error (&check->error);
  g_free (check);
}
