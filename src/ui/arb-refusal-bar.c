/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "arb-error.h"
#include "arb-refusal-bar.h"
#include "arb-rules-window.h"
#include "arb-widget-util.h"

#include <string.h>

/*
 * A refusal shown where the eye is, next to the input that caused it:
 * the rule id as a badge, then the engine's words.
 *
 * On a game page the bar is an overlay child of a GtkOverlay around the
 * page and floats right under its anchor, the input: showing it never
 * moves the table, and its opaque panel covers what lies below.  Where
 * it is an ordinary child (the setup page) it simply takes its place.
 *
 * An input at the bottom of its overlay (a bar docked at the foot of the
 * page) has the bar right above it instead, over what scrolls, so that
 * it covers nothing of the dock.  A page with such a dock keeps the bar
 * in whichever overlay holds the input now (arb_refusal_bar_move_to()).
 *
 * Where what lies right under the input is part of the input (the No
 * Thanks! values to click), nothing may cover it: the page places the
 * bar in the flow instead, right after the input in its box
 * (arb_refusal_bar_place_after()), and the refusal pushes what follows
 * down while it is shown.
 *
 * The bar is hidden while no refusal is shown: in a box it takes no
 * room then, not even the box's spacing.
 */
#define FLOAT_MAX_WIDTH 640
#define FLOAT_MARGIN 12
#define FLOAT_MIN_WIDTH 320

struct _ArbRefusalBar
{
  GtkWidget    parent_instance;

  GtkRevealer *revealer;
  GtkButton   *rule_button;  /* opens the rules reference at the rule */
  GtkLabel    *rule_label;
  GtkLabel    *plain_label;  /* an id that is no ruling ("parse") */
  GtkLabel    *text_label;
  GtkWidget   *anchor;     /* weak */
  gboolean     above;      /* over the anchor, not under it */
  GtkWidget   *overlay;    /* weak: the overlay placing the bar */
  gulong       position_handler;
};

G_DEFINE_FINAL_TYPE (ArbRefusalBar, arb_refusal_bar, GTK_TYPE_WIDGET)

static GtkWidget *
build_content (ArbRefusalBar *self)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *close = gtk_button_new_from_icon_name ("window-close-symbolic");

  self->rule_label = GTK_LABEL (gtk_label_new (NULL));
  self->rule_button = GTK_BUTTON (gtk_button_new ());
  gtk_button_set_child (self->rule_button, GTK_WIDGET (self->rule_label));
  gtk_widget_add_css_class (GTK_WIDGET (self->rule_button), "rule-id");
  gtk_widget_add_css_class (GTK_WIDGET (self->rule_button), "rule-link");
  gtk_widget_set_valign (GTK_WIDGET (self->rule_button), GTK_ALIGN_CENTER);
  gtk_widget_set_visible (GTK_WIDGET (self->rule_button), FALSE);
  arb_widget_set_accessible_label (GTK_WIDGET (self->rule_button), _("The rule in the rules reference"));
  gtk_actionable_set_action_target (GTK_ACTIONABLE (self->rule_button), "s", "");
  gtk_actionable_set_action_name (GTK_ACTIONABLE (self->rule_button), "win.show-rule");
  self->plain_label = GTK_LABEL (gtk_label_new (NULL));
  gtk_widget_add_css_class (GTK_WIDGET (self->plain_label), "rule-id");
  gtk_widget_set_valign (GTK_WIDGET (self->plain_label), GTK_ALIGN_CENTER);
  self->text_label = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_wrap (self->text_label, TRUE);
  gtk_label_set_xalign (self->text_label, 0);
  gtk_widget_set_hexpand (GTK_WIDGET (self->text_label), TRUE);
  gtk_widget_add_css_class (close, "flat");
  gtk_widget_add_css_class (close, "circular");
  gtk_widget_set_valign (close, GTK_ALIGN_CENTER);
  arb_widget_set_tooltip_text (close, _("Dismiss"));
  arb_widget_set_accessible_label (close, _("Dismiss"));
  g_signal_connect_swapped (close, "clicked", G_CALLBACK (arb_refusal_bar_dismiss), self);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->rule_button));
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->plain_label));
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->text_label));
  gtk_box_append (GTK_BOX (box), close);
  gtk_widget_add_css_class (box, "refusal");
  return box;
}

/* The words for the person who typed: a parse error's column counts in
 * the record line the page built, not in what was typed, so it goes;
 * the words quote the typed text itself. */
static const char *
words_of (const GError *error)
{
  const char *text = arb_error_text (error);

  if (g_error_matches (error, ARB_ERROR, ARB_ERROR_PARSE) && g_str_has_prefix (text, "column "))
    {
      const char *rest = strstr (text, ": ");

      if (rest != NULL)
        return rest + 2;
    }
  return text;
}

/* The id is a link to its rule in the reference when it is a ruling of
 * a game (a refusal of the notation's form has none). */
static void
set_rule (ArbRefusalBar *self,
          const char    *rule_id)
{
  gboolean known = arb_rules_find_game_of_ruling (rule_id) != NULL;
  g_autofree char *name = g_strdup_printf (_("Rule %s in the rules reference"), rule_id);
  g_autofree char *tip = g_strdup_printf (_("Show rule %s"), rule_id);

  gtk_label_set_text (self->rule_label, rule_id);
  gtk_label_set_text (self->plain_label, rule_id);
  gtk_actionable_set_action_target (GTK_ACTIONABLE (self->rule_button), "s", rule_id);
  arb_widget_set_tooltip_text (GTK_WIDGET (self->rule_button), tip);
  arb_widget_set_accessible_label (GTK_WIDGET (self->rule_button), name);
  gtk_widget_set_visible (GTK_WIDGET (self->rule_button), known);
  gtk_widget_set_visible (GTK_WIDGET (self->plain_label), !known);
}

void
arb_refusal_bar_show_error (ArbRefusalBar *self,
                            const GError  *error)
{
  g_autofree char *rule_id = arb_error_rule_id (error);
  g_autofree char *spoken = g_strdup_printf (_("Refused by rule %s: %s"), rule_id, words_of (error));

  g_return_if_fail (ARB_IS_REFUSAL_BAR (self));
  set_rule (self, rule_id);
  gtk_label_set_text (self->text_label, words_of (error));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->revealer),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, spoken, -1);
  gtk_widget_set_visible (GTK_WIDGET (self), TRUE);
  gtk_revealer_set_reveal_child (self->revealer, TRUE);
  if (self->anchor != NULL)
    gtk_widget_queue_allocate (gtk_widget_get_parent (GTK_WIDGET (self)));
  gtk_widget_error_bell (GTK_WIDGET (self));
}

void
arb_refusal_bar_dismiss (ArbRefusalBar *self)
{
  g_return_if_fail (ARB_IS_REFUSAL_BAR (self));
  gtk_revealer_set_reveal_child (self->revealer, FALSE);
}

gboolean
arb_refusal_bar_is_shown (ArbRefusalBar *self)
{
  g_return_val_if_fail (ARB_IS_REFUSAL_BAR (self), FALSE);
  return gtk_revealer_get_reveal_child (self->revealer);
}

const char *
arb_refusal_bar_get_rule_id (ArbRefusalBar *self)
{
  g_return_val_if_fail (ARB_IS_REFUSAL_BAR (self), NULL);
  return gtk_label_get_text (self->rule_label);
}

/* The button that opens the reference at the rule, or NULL when the id
 * is no ruling. */
GtkWidget *
arb_refusal_bar_get_rule_link (ArbRefusalBar *self)
{
  g_return_val_if_fail (ARB_IS_REFUSAL_BAR (self), NULL);
  return gtk_widget_get_visible (GTK_WIDGET (self->rule_button)) ? GTK_WIDGET (self->rule_button) : NULL;
}

const char *
arb_refusal_bar_get_text (ArbRefusalBar *self)
{
  g_return_val_if_fail (ARB_IS_REFUSAL_BAR (self), NULL);
  return gtk_label_get_text (self->text_label);
}

/* Right under the anchor (or right above it), as wide as there is room
 * for, within the overlay (and within the anchor's width, when that is
 * 320 px or more). */
static gboolean
on_get_child_position (GtkOverlay    *overlay,
                       GtkWidget     *child,
                       GdkRectangle  *allocation,
                       ArbRefusalBar *self)
{
  graphene_rect_t bounds;
  int overlay_width = gtk_widget_get_width (GTK_WIDGET (overlay));
  int width, height;

  if (child != GTK_WIDGET (self) || self->anchor == NULL
      || !gtk_widget_compute_bounds (self->anchor, GTK_WIDGET (overlay), &bounds))
    return FALSE;
  width = MIN (FLOAT_MAX_WIDTH, overlay_width - 2 * FLOAT_MARGIN);
  /* within the anchor's own column, when that is wide enough to read
   * in: not over the column beside it */
  if (bounds.size.width >= FLOAT_MIN_WIDTH && bounds.size.width < width)
    width = (int) bounds.size.width;
  allocation->x = (int) MIN (bounds.origin.x, overlay_width - width - FLOAT_MARGIN);
  allocation->x = MAX (allocation->x, FLOAT_MARGIN);
  gtk_widget_measure (child, GTK_ORIENTATION_VERTICAL, width, NULL, &height, NULL, NULL);
  if (self->above)
    allocation->y = MAX ((int) bounds.origin.y - height, 0);
  else
    allocation->y = (int) (bounds.origin.y + bounds.size.height);
  allocation->width = width;
  allocation->height = height;
  return TRUE;
}

/* Placed by the overlay that holds the bar now, if one does. */
static void
follow_overlay (ArbRefusalBar *self)
{
  GtkWidget *parent = gtk_widget_get_parent (GTK_WIDGET (self));

  if (!GTK_IS_OVERLAY (parent))
    parent = NULL;
  if (parent == self->overlay)
    return;
  if (self->overlay != NULL)
    g_signal_handler_disconnect (self->overlay, self->position_handler);
  g_set_weak_pointer (&self->overlay, parent);
  self->position_handler = parent == NULL ? 0
    : g_signal_connect_object (parent, "get-child-position", G_CALLBACK (on_get_child_position), self, 0);
}

/* Takes the bar out of the overlay or the box that holds it. */
static void
detach (ArbRefusalBar *self)
{
  GtkWidget *parent = gtk_widget_get_parent (GTK_WIDGET (self));

  g_clear_weak_pointer (&self->anchor);
  if (GTK_IS_OVERLAY (parent))
    gtk_overlay_remove_overlay (GTK_OVERLAY (parent), GTK_WIDGET (self));
  else if (GTK_IS_BOX (parent))
    gtk_box_remove (GTK_BOX (parent), GTK_WIDGET (self));
  else
    g_return_if_reached ();
}

static void
set_anchor (ArbRefusalBar *self,
            GtkWidget     *anchor,
            gboolean       above)
{
  GtkWidget *parent = gtk_widget_get_parent (GTK_WIDGET (self));

  g_return_if_fail (GTK_IS_OVERLAY (parent));
  g_return_if_fail (anchor == NULL || anchor == parent || gtk_widget_is_ancestor (anchor, parent));
  follow_overlay (self);
  self->above = above;
  gtk_revealer_set_transition_type (self->revealer, above ? GTK_REVEALER_TRANSITION_TYPE_SLIDE_UP
                                                          : GTK_REVEALER_TRANSITION_TYPE_SLIDE_DOWN);
  g_set_weak_pointer (&self->anchor, anchor);
  gtk_widget_queue_allocate (parent);
}

/* The input the bar floats under; it must lie inside the GtkOverlay
 * that holds the bar as an overlay child. */
void
arb_refusal_bar_set_anchor (ArbRefusalBar *self,
                            GtkWidget     *anchor)
{
  g_return_if_fail (ARB_IS_REFUSAL_BAR (self));
  set_anchor (self, anchor, FALSE);
}

/* The same, the bar floating right above the input: an input at the
 * foot of the overlay, with what lies under it to be kept in view. */
void
arb_refusal_bar_set_anchor_above (ArbRefusalBar *self,
                                  GtkWidget     *anchor)
{
  g_return_if_fail (ARB_IS_REFUSAL_BAR (self));
  set_anchor (self, anchor, TRUE);
}

/* Takes the bar, from an overlay or a box, into a GtkOverlay as an
 * overlay child (with no anchor until one is set there); a refusal
 * shown stays shown. */
void
arb_refusal_bar_move_to (ArbRefusalBar *self,
                         GtkOverlay    *overlay)
{
  GtkWidget *parent = gtk_widget_get_parent (GTK_WIDGET (self));

  g_return_if_fail (ARB_IS_REFUSAL_BAR (self));
  if (parent == GTK_WIDGET (overlay))
    return;
  g_object_ref (self);
  detach (self);
  gtk_widget_remove_css_class (GTK_WIDGET (self), "in-flow");
  gtk_overlay_add_overlay (overlay, GTK_WIDGET (self));
  follow_overlay (self);
  g_object_unref (self);
}

/* Takes the bar, from an overlay or a box, into the flow of the box
 * that holds `sibling`, right after it: a refusal shown there pushes
 * what follows down rather than covering it.  A refusal shown stays
 * shown. */
void
arb_refusal_bar_place_after (ArbRefusalBar *self,
                             GtkWidget     *sibling)
{
  GtkWidget *box = gtk_widget_get_parent (sibling);

  g_return_if_fail (ARB_IS_REFUSAL_BAR (self));
  g_return_if_fail (GTK_IS_BOX (box));
  if (gtk_widget_get_parent (GTK_WIDGET (self)) == box
      && gtk_widget_get_prev_sibling (GTK_WIDGET (self)) == sibling)
    return;
  g_object_ref (self);
  detach (self);
  gtk_widget_add_css_class (GTK_WIDGET (self), "in-flow");
  gtk_box_insert_child_after (GTK_BOX (box), GTK_WIDGET (self), sibling);
  follow_overlay (self);
  g_object_unref (self);
}

/* The height the bar takes once shown, floating in its overlay: what it
 * covers of what lies there. */
int
arb_refusal_bar_get_shown_height (ArbRefusalBar *self)
{
  GtkWidget *parent = gtk_widget_get_parent (GTK_WIDGET (self));
  int width, height = 0;

  g_return_val_if_fail (ARB_IS_REFUSAL_BAR (self), 0);
  if (!GTK_IS_OVERLAY (parent))
    return 0;
  width = MIN (FLOAT_MAX_WIDTH, gtk_widget_get_width (parent) - 2 * FLOAT_MARGIN);
  gtk_widget_measure (gtk_revealer_get_child (self->revealer), GTK_ORIENTATION_VERTICAL, width > 0 ? width : -1,
                      NULL, &height, NULL, NULL);
  return height;
}

GtkWidget *
arb_refusal_bar_get_anchor (ArbRefusalBar *self)
{
  g_return_val_if_fail (ARB_IS_REFUSAL_BAR (self), NULL);
  return self->anchor;
}

static void
arb_refusal_bar_dispose (GObject *object)
{
  ArbRefusalBar *self = ARB_REFUSAL_BAR (object);

  if (self->revealer != NULL)
    gtk_widget_unparent (GTK_WIDGET (self->revealer));
  self->revealer = NULL;
  g_clear_weak_pointer (&self->anchor);
  g_clear_weak_pointer (&self->overlay);
  G_OBJECT_CLASS (arb_refusal_bar_parent_class)->dispose (object);
}

static void
arb_refusal_bar_class_init (ArbRefusalBarClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = arb_refusal_bar_dispose;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "refusalbar");
}

/* Hidden once the refusal has slid away. */
static void
on_child_revealed (ArbRefusalBar *self)
{
  if (!gtk_revealer_get_child_revealed (self->revealer) && !gtk_revealer_get_reveal_child (self->revealer))
    gtk_widget_set_visible (GTK_WIDGET (self), FALSE);
}

static void
arb_refusal_bar_init (ArbRefusalBar *self)
{
  self->revealer = GTK_REVEALER (gtk_revealer_new ());
  g_signal_connect_swapped (self->revealer, "notify::child-revealed", G_CALLBACK (on_child_revealed), self);
  gtk_revealer_set_transition_type (self->revealer, GTK_REVEALER_TRANSITION_TYPE_SLIDE_DOWN);
  gtk_revealer_set_child (self->revealer, build_content (self));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->revealer),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Refusal"), -1);
  gtk_widget_set_parent (GTK_WIDGET (self->revealer), GTK_WIDGET (self));
  gtk_widget_set_visible (GTK_WIDGET (self), FALSE);
}

GtkWidget *
arb_refusal_bar_new (void)
{
  return g_object_new (ARB_TYPE_REFUSAL_BAR, NULL);
}
