/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "arb-widget-util.h"
#include "arb-width-bin.h"

#include "arb-eighty-card-form.h"
#include "arb-eighty-card-view.h"
#include "arb-eighty-paint.h"

#define MAX_KEYED 9        /* symbols with a digit key: the star and 8 more */
#define MAX_DRAW_KEY 9

typedef enum {
  STEP_ICON,
  STEP_ICON_SYMBOL,
  STEP_SYMBOL,
  STEP_DRAW,
} Step;

static const struct {
  ArbEightyIcon icon;
  guint         key;
  const char   *title;
} icon_keys[] = {
  { ARB_EIGHTY_ICON_STANDARD, GDK_KEY_s, N_("Standard") },
  { ARB_EIGHTY_ICON_DOUBLE_UP, GDK_KEY_d, N_("Double up") },
  { ARB_EIGHTY_ICON_HIGH_LOW, GDK_KEY_h, N_("High & low") },
  { ARB_EIGHTY_ICON_SYMBOLIC_UP, GDK_KEY_u, N_("Symbolic up") },
  { ARB_EIGHTY_ICON_SAFE_ZONE, GDK_KEY_z, N_("Safe zone") },
};

struct _ArbEightyCardForm
{
  GtkWidget          parent_instance;

  ArbEightyCard      card;
  Step               step;
  GPtrArray         *symbols;    /* the star first, then the table's */
  char              *problem;

  ArbEightyCardView *preview;
  AdwBin            *preview_slot;
  GtkLabel          *title_label;
  GtkWidget         *icon_row;
  GtkFlowBox        *icon_flow;
  GtkWidget         *icon_symbol_row;
  GtkFlowBox        *icon_symbol_flow;
  GtkWidget         *symbol_row;
  GtkFlowBox        *symbol_flow;
  GtkWidget         *name_row;
  GtkEntry          *name_entry;
  GtkWidget         *draw_row;
  GtkFlowBox        *draw_flow;
  GtkLabel          *hint_label;
  GtkWidget         *back_button;
};

G_DEFINE_FINAL_TYPE (ArbEightyCardForm, arb_eighty_card_form, GTK_TYPE_WIDGET)

enum {
  DONE,
  CANCELLED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void refresh (ArbEightyCardForm *self);
static void go_back (ArbEightyCardForm *self);

/* ---- small pictures on the buttons ---- */

static void
draw_icon (GtkDrawingArea *area,
           cairo_t        *cr,
           int             width,
           int             height,
           gpointer        data)
{
  ArbEightyIcon icon = GPOINTER_TO_INT (data);
  double w = arb_eighty_icon_width (height, icon);

  /* symbolic up: its symbol varies, so the disc stays blank */
  arb_eighty_paint_icon (cr, (width - w) / 2, 0, height, icon, "");
}

static void
draw_symbol (GtkDrawingArea *area,
             cairo_t        *cr,
             int             width,
             int             height,
             gpointer        data)
{
  /* on a white disc, as on a card, in light and dark */
  cairo_arc (cr, width / 2.0, height / 2.0, height / 2.0, 0, 2 * G_PI);
  cairo_set_source_rgb (cr, 0.99, 0.98, 0.96);
  cairo_fill (cr);
  arb_eighty_paint_symbol (cr, width / 2.0, height / 2.0, height * 0.8, data);
}

static GtkWidget *
picture (GtkDrawingAreaDrawFunc func,
         gpointer               data,
         GDestroyNotify         destroy,
         int                    width)
{
  GtkWidget *area = gtk_drawing_area_new ();

  gtk_drawing_area_set_content_width (GTK_DRAWING_AREA (area), width);
  gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (area), 20);
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (area), func, data, destroy);
  gtk_widget_set_valign (area, GTK_ALIGN_CENTER);
  return area;
}

/* A button: picture (or none), words, and its key in a key cap. */
static GtkWidget *
step_button (GtkWidget  *picture_widget,
             const char *words,
             const char *key,
             const char *accessible)
{
  GtkWidget *button = gtk_button_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);

  if (picture_widget != NULL)
    gtk_box_append (GTK_BOX (box), picture_widget);
  if (words != NULL)
    gtk_box_append (GTK_BOX (box), gtk_label_new (words));
  if (key != NULL)
    {
      GtkWidget *cap = gtk_label_new (key);

      gtk_widget_add_css_class (cap, "key-cap");
      gtk_box_append (GTK_BOX (box), cap);
    }
  gtk_button_set_child (GTK_BUTTON (button), box);
  gtk_widget_add_css_class (button, "step-button");
  gtk_widget_set_focus_on_click (button, FALSE);
  arb_widget_set_accessible_label (button, accessible);
  arb_widget_set_tooltip_text (button, accessible);
  return button;
}

static void
flow_clear (GtkFlowBox *flow)
{
  GtkFlowBoxChild *child;

  while ((child = gtk_flow_box_get_child_at_index (flow, 0)) != NULL)
    gtk_flow_box_remove (flow, GTK_WIDGET (child));
}

static void
flow_add (GtkFlowBox *flow,
          GtkWidget  *button)
{
  /* its own width, not a share of the line */
  gtk_widget_set_halign (button, GTK_ALIGN_START);
  arb_flow_box_append_unfocusable (flow, button);
}

static GtkWidget *
flow_button (GtkFlowBox *flow,
             int         index)
{
  GtkFlowBoxChild *child = gtk_flow_box_get_child_at_index (flow, index);

  return child != NULL ? gtk_flow_box_child_get_child (child) : NULL;
}

/* ---- choosing ---- */

static void
finish (ArbEightyCardForm *self)
{
  g_signal_emit (self, signals[DONE], 0);
}

static void
set_problem (ArbEightyCardForm *self,
             const char        *problem)
{
  g_free (self->problem);
  self->problem = g_strdup (problem);
}

static void
choose_icon (ArbEightyCardForm *self,
             ArbEightyIcon      icon)
{
  self->card.icon = icon;
  if (icon != ARB_EIGHTY_ICON_SYMBOLIC_UP)
    self->card.icon_symbol[0] = '\0';
  self->step = icon == ARB_EIGHTY_ICON_SYMBOLIC_UP ? STEP_ICON_SYMBOL : STEP_SYMBOL;
  set_problem (self, NULL);
  refresh (self);
  arb_eighty_card_form_focus (self);
}

static void
choose_symbol (ArbEightyCardForm *self,
               Step               step,
               const char        *symbol)
{
  if (step == STEP_ICON_SYMBOL)
    g_strlcpy (self->card.icon_symbol, symbol, sizeof self->card.icon_symbol);
  else
    g_strlcpy (self->card.symbol, symbol, sizeof self->card.symbol);
  self->step = step == STEP_ICON_SYMBOL ? STEP_SYMBOL : STEP_DRAW;
  gtk_editable_set_text (GTK_EDITABLE (self->name_entry), "");
  set_problem (self, NULL);
  refresh (self);
  arb_eighty_card_form_focus (self);
}

static void
choose_draw (ArbEightyCardForm *self,
             int                draw)
{
  self->card.draw = draw;
  refresh (self);
  finish (self);
}

static void
on_icon_clicked (GtkButton *button,
                 gpointer   data)
{
  ArbEightyCardForm *self = ARB_EIGHTY_CARD_FORM (gtk_widget_get_ancestor (GTK_WIDGET (button),
                                                                           ARB_TYPE_EIGHTY_CARD_FORM));

  choose_icon (self, GPOINTER_TO_INT (data));
}

static void
on_symbol_clicked (GtkButton *button,
                   gpointer   data)
{
  ArbEightyCardForm *self = ARB_EIGHTY_CARD_FORM (gtk_widget_get_ancestor (GTK_WIDGET (button),
                                                                           ARB_TYPE_EIGHTY_CARD_FORM));
  gboolean for_icon = gtk_widget_is_ancestor (GTK_WIDGET (button), GTK_WIDGET (self->icon_symbol_flow));

  choose_symbol (self, for_icon ? STEP_ICON_SYMBOL : STEP_SYMBOL, g_object_get_data (G_OBJECT (button), "symbol"));
}

static void
on_draw_clicked (GtkButton *button,
                 gpointer   data)
{
  ArbEightyCardForm *self = ARB_EIGHTY_CARD_FORM (gtk_widget_get_ancestor (GTK_WIDGET (button),
                                                                           ARB_TYPE_EIGHTY_CARD_FORM));

  /* a click may skip the symbol: none then */
  choose_draw (self, GPOINTER_TO_INT (data));
}

static void
on_name_activate (ArbEightyCardForm *self)
{
  const char *text = gtk_editable_get_text (GTK_EDITABLE (self->name_entry));
  char symbol[ARB_EIGHTY_SYMBOL_MAX];
  Step step = self->step == STEP_ICON_SYMBOL ? STEP_ICON_SYMBOL : STEP_SYMBOL;

  if (*text == '\0')
    return;
  if (!arb_eighty_symbol_parse (text, symbol))
    {
      g_autofree char *problem = g_strdup_printf (_("“%s” is not a symbol name: one word of up to 16 letters, such as moon"),
                                                  text);

      set_problem (self, problem);
      refresh (self);
      return;
    }
  choose_symbol (self, step, symbol);
}

static void
on_cancel_clicked (ArbEightyCardForm *self)
{
  g_signal_emit (self, signals[CANCELLED], 0);
}

static void
on_back_clicked (ArbEightyCardForm *self)
{
  go_back (self);
}

/* ---- building ---- */

static void
build_icons (ArbEightyCardForm *self)
{
  for (guint i = 0; i < G_N_ELEMENTS (icon_keys); i++)
    {
      g_autofree char *key = g_utf8_strup (gdk_keyval_name (icon_keys[i].key), -1);
      g_autofree char *accessible = g_strdup_printf (_("%s (%s)"), _(icon_keys[i].title), key);
      GtkWidget *pic = picture (draw_icon, GINT_TO_POINTER (icon_keys[i].icon), NULL,
                                (int) arb_eighty_icon_width (20, icon_keys[i].icon));
      GtkWidget *button = step_button (pic, _(icon_keys[i].title), key, accessible);

      g_signal_connect (button, "clicked", G_CALLBACK (on_icon_clicked), GINT_TO_POINTER (icon_keys[i].icon));
      flow_add (self->icon_flow, button);
    }
}

static GtkWidget *
symbol_button (const char *symbol,
               int         index)
{
  g_autofree char *key = index < MAX_KEYED ? g_strdup_printf ("%d", index + 1) : NULL;
  g_autofree char *accessible = key != NULL ? g_strdup_printf (_("%s (%s)"), symbol, key) : g_strdup (symbol);
  GtkWidget *pic = picture (draw_symbol, g_strdup (symbol), g_free, 20);
  GtkWidget *button = step_button (pic, symbol, key, accessible);

  g_object_set_data_full (G_OBJECT (button), "symbol", g_strdup (symbol), g_free);
  g_signal_connect (button, "clicked", G_CALLBACK (on_symbol_clicked), NULL);
  return button;
}

static void
fill_symbols (ArbEightyCardForm *self,
              GtkFlowBox        *flow,
              gboolean           with_none)
{
  flow_clear (flow);
  if (with_none)
    {
      GtkWidget *none = step_button (NULL, _("none"), "0", _("No symbol (0)"));

      g_object_set_data_full (G_OBJECT (none), "symbol", g_strdup (""), g_free);
      g_signal_connect (none, "clicked", G_CALLBACK (on_symbol_clicked), NULL);
      flow_add (flow, none);
    }
  for (guint i = 0; i < self->symbols->len; i++)
    flow_add (flow, symbol_button (g_ptr_array_index (self->symbols, i), (int) i));
}

static void
build_draws (ArbEightyCardForm *self)
{
  for (int d = 0; d <= 5; d++)
    {
      g_autofree char *key = g_strdup_printf ("%d", d);
      g_autofree char *accessible = d == 0 ? g_strdup (_("Draws no black card (0)"))
                                    : g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Draws %d black card (%d)",
                                                                    "Draws %d black cards (%d)", d), d, d);
      GtkWidget *button = step_button (NULL, d == 0 ? _("none") : NULL, key, accessible);

      g_signal_connect (button, "clicked", G_CALLBACK (on_draw_clicked), GINT_TO_POINTER (d));
      flow_add (self->draw_flow, button);
    }
}

/* ---- showing the step ---- */

/* The button of the value chosen so far, marked. */
static void
mark_chosen (GtkFlowBox *flow,
             int         chosen)
{
  GtkWidget *button;

  for (int i = 0; (button = flow_button (flow, i)) != NULL; i++)
    if (i == chosen)
      gtk_widget_add_css_class (button, "chosen");
    else
      gtk_widget_remove_css_class (button, "chosen");
}

static int
symbol_index (ArbEightyCardForm *self,
              const char        *symbol,
              gboolean           with_none)
{
  if (symbol[0] == '\0')
    return with_none ? 0 : -1;
  for (guint i = 0; i < self->symbols->len; i++)
    if (g_str_equal (g_ptr_array_index (self->symbols, i), symbol))
      return (int) i + (with_none ? 1 : 0);
  return -1;
}

static int
icon_index (ArbEightyIcon icon)
{
  for (guint i = 0; i < G_N_ELEMENTS (icon_keys); i++)
    if (icon_keys[i].icon == icon)
      return (int) i;
  return -1;
}

static const char *
hint_text (ArbEightyCardForm *self)
{
  switch (self->step)
    {
    case STEP_ICON:
      return _("Its round rule: S, D, H, U or Z. Entered once: the card catalogue keeps it, so next time its number is enough.");
    case STEP_ICON_SYMBOL:
      return _("The symbol in its icon: its digit, or type a new name and Enter");
    case STEP_SYMBOL:
      return _("Its own symbol: 0 for none, its digit, or type a new name and Enter");
    case STEP_DRAW:
    default:
      return _("The black cards it draws when scored: 0 to 9");
    }
}

static void
refresh (ArbEightyCardForm *self)
{
  gboolean symbolic = self->card.icon == ARB_EIGHTY_ICON_SYMBOLIC_UP;

  if (self->card.icon == ARB_EIGHTY_ICON_NONE)
    arb_eighty_card_view_set_number (self->preview, self->card.number);
  else
    arb_eighty_card_view_set_card (self->preview, &self->card);
  /* one step at a time: the card so far shows in the preview */
  gtk_widget_set_visible (self->icon_row, self->step == STEP_ICON);
  gtk_widget_set_visible (self->icon_symbol_row, symbolic && self->step == STEP_ICON_SYMBOL);
  gtk_widget_set_visible (self->symbol_row, self->step == STEP_SYMBOL);
  gtk_widget_set_visible (self->draw_row, self->step == STEP_DRAW);
  gtk_widget_set_visible (self->name_row, self->step == STEP_ICON_SYMBOL || self->step == STEP_SYMBOL);
  gtk_widget_set_visible (self->back_button, self->step != STEP_ICON);
  mark_chosen (self->icon_flow, icon_index (self->card.icon));
  mark_chosen (self->icon_symbol_flow, symbol_index (self, self->card.icon_symbol, FALSE));
  mark_chosen (self->symbol_flow, self->step > STEP_SYMBOL ? symbol_index (self, self->card.symbol, TRUE) : -1);
  gtk_label_set_text (self->hint_label, self->problem != NULL ? self->problem : hint_text (self));
  if (self->problem != NULL)
    gtk_widget_add_css_class (GTK_WIDGET (self->hint_label), "error");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self->hint_label), "error");
}

void
arb_eighty_card_form_start (ArbEightyCardForm *self,
                            int                number,
                            const char *const *symbols)
{
  g_autofree char *title = g_strdup_printf (_("New card %d: what does it show?"), number);


  g_return_if_fail (ARB_IS_EIGHTY_CARD_FORM (self));
  memset (&self->card, 0, sizeof self->card);
  self->card.number = number;
  self->step = STEP_ICON;
  set_problem (self, NULL);
  g_ptr_array_set_size (self->symbols, 0);
  g_ptr_array_add (self->symbols, g_strdup (ARB_EIGHTY_STAR));
  for (guint i = 0; symbols != NULL && symbols[i] != NULL; i++)
    if (!arb_eighty_symbol_is_star (symbols[i]))
      g_ptr_array_add (self->symbols, g_strdup (symbols[i]));
  fill_symbols (self, self->icon_symbol_flow, FALSE);
  fill_symbols (self, self->symbol_flow, TRUE);
  gtk_editable_set_text (GTK_EDITABLE (self->name_entry), "");
  gtk_label_set_text (self->title_label, title);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, title, -1);
  refresh (self);
}

/* ---- keys ---- */

static void
go_back (ArbEightyCardForm *self)
{
  switch (self->step)
    {
    case STEP_ICON:
      on_cancel_clicked (self);
      return;
    case STEP_ICON_SYMBOL:
      self->step = STEP_ICON;
      break;
    case STEP_SYMBOL:
      self->step = self->card.icon == ARB_EIGHTY_ICON_SYMBOLIC_UP ? STEP_ICON_SYMBOL : STEP_ICON;
      break;
    case STEP_DRAW:
    default:
      self->step = STEP_SYMBOL;
      break;
    }
  set_problem (self, NULL);
  refresh (self);
  arb_eighty_card_form_focus (self);
}

static gboolean
key_icon (ArbEightyCardForm *self,
          guint              keyval)
{
  for (guint i = 0; i < G_N_ELEMENTS (icon_keys); i++)
    if (gdk_keyval_to_lower (keyval) == icon_keys[i].key)
      {
        choose_icon (self, icon_keys[i].icon);
        return TRUE;
      }
  return FALSE;
}

/* A letter starts a new symbol's name in its entry. */
static void
start_name (ArbEightyCardForm *self,
            gunichar           c)
{
  char text[8] = { 0 };
  int position = 0;

  g_unichar_to_utf8 (c, text);
  gtk_editable_set_text (GTK_EDITABLE (self->name_entry), "");
  gtk_widget_grab_focus (GTK_WIDGET (self->name_entry));
  gtk_editable_insert_text (GTK_EDITABLE (self->name_entry), text, -1, &position);
  gtk_editable_set_position (GTK_EDITABLE (self->name_entry), -1);
}

static gboolean
key_symbol (ArbEightyCardForm *self,
            gunichar           c)
{
  gboolean with_none = self->step == STEP_SYMBOL;

  if (c == '0' && with_none)
    choose_symbol (self, self->step, "");
  else if (c >= '1' && c <= '9' && (guint) (c - '1') < MIN (self->symbols->len, MAX_KEYED))
    choose_symbol (self, self->step, g_ptr_array_index (self->symbols, c - '1'));
  else if (g_unichar_isalpha (c))
    start_name (self, c);
  else
    return FALSE;
  return TRUE;
}

gboolean
arb_eighty_card_form_handle_key (ArbEightyCardForm *self,
                                 guint              keyval)
{
  gunichar c = gdk_keyval_to_unicode (keyval);
  GtkWidget *focus = gtk_root_get_focus (gtk_widget_get_root (GTK_WIDGET (self)));
  gboolean naming = focus != NULL && gtk_widget_is_ancestor (focus, GTK_WIDGET (self->name_entry));

  g_return_val_if_fail (ARB_IS_EIGHTY_CARD_FORM (self), FALSE);
  if (keyval == GDK_KEY_Escape)
    {
      on_cancel_clicked (self);
      return TRUE;
    }
  if (naming && !(keyval == GDK_KEY_BackSpace && *gtk_editable_get_text (GTK_EDITABLE (self->name_entry)) == '\0'))
    return FALSE;   /* the name's entry takes its keys */
  if (keyval == GDK_KEY_BackSpace)
    {
      go_back (self);
      return TRUE;
    }
  /* Space and Enter work a button the user has tabbed to; typed after
   * a number, they only end it */
  if (keyval == GDK_KEY_Return || keyval == GDK_KEY_KP_Enter || c == ' ')
    return focus == NULL || !gtk_widget_is_ancestor (focus, GTK_WIDGET (self));
  /* Tab and the arrows move among the buttons */
  if (c == 0 || g_unichar_isspace (c))
    return FALSE;
  if (self->step == STEP_ICON && key_icon (self, keyval))
    return TRUE;
  if ((self->step == STEP_ICON_SYMBOL || self->step == STEP_SYMBOL) && key_symbol (self, c))
    return TRUE;
  if (self->step == STEP_DRAW && c >= '0' && c <= '0' + MAX_DRAW_KEY)
    {
      choose_draw (self, (int) (c - '0'));
      return TRUE;
    }
  /* any other character would only land in the entry behind */
  return TRUE;
}

/* The form itself takes the focus, not a button: a key typed by habit
 * (Space, Enter) must not press one.  Tab reaches the buttons. */
void
arb_eighty_card_form_focus (ArbEightyCardForm *self)
{
  g_return_if_fail (ARB_IS_EIGHTY_CARD_FORM (self));
  gtk_widget_grab_focus (GTK_WIDGET (self));
}

int
arb_eighty_card_form_get_number (ArbEightyCardForm *self)
{
  g_return_val_if_fail (ARB_IS_EIGHTY_CARD_FORM (self), 0);
  return self->card.number;
}

void
arb_eighty_card_form_get_card (ArbEightyCardForm *self,
                               ArbEightyCard     *card)
{
  g_return_if_fail (ARB_IS_EIGHTY_CARD_FORM (self));
  *card = self->card;
}

const char *
arb_eighty_card_form_get_step (ArbEightyCardForm *self)
{
  static const char *const names[] = { "icon", "icon-symbol", "symbol", "draw" };

  g_return_val_if_fail (ARB_IS_EIGHTY_CARD_FORM (self), NULL);
  return names[self->step];
}

const char *
arb_eighty_card_form_get_problem (ArbEightyCardForm *self)
{
  g_return_val_if_fail (ARB_IS_EIGHTY_CARD_FORM (self), NULL);
  return self->problem;
}

/* ---- the class ---- */

static void
arb_eighty_card_form_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), ARB_TYPE_EIGHTY_CARD_FORM);
  /* GTK 4.8 leaves unnamed template roots in place. */
  arb_widget_unparent_children (GTK_WIDGET (object));
  G_OBJECT_CLASS (arb_eighty_card_form_parent_class)->dispose (object);
}

static void
arb_eighty_card_form_finalize (GObject *object)
{
  ArbEightyCardForm *self = ARB_EIGHTY_CARD_FORM (object);

  g_ptr_array_unref (self->symbols);
  g_free (self->problem);
  G_OBJECT_CLASS (arb_eighty_card_form_parent_class)->finalize (object);
}

static void
arb_eighty_card_form_class_init (ArbEightyCardFormClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = arb_eighty_card_form_dispose;
  object_class->finalize = arb_eighty_card_form_finalize;
  signals[DONE] = g_signal_new ("done", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  signals[CANCELLED] = g_signal_new ("cancelled", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                     0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
  g_type_ensure (ARB_TYPE_WIDTH_BIN);
  gtk_widget_class_set_template_from_resource (widget_class,
    "/io/github/tablearbiter/Arbiter/games/eighty/arb-eighty-card-form.ui");
  gtk_widget_class_bind_template_child (widget_class, ArbEightyCardForm, preview_slot);
  gtk_widget_class_bind_template_child (widget_class, ArbEightyCardForm, title_label);
  gtk_widget_class_bind_template_child (widget_class, ArbEightyCardForm, icon_row);
  gtk_widget_class_bind_template_child (widget_class, ArbEightyCardForm, icon_flow);
  gtk_widget_class_bind_template_child (widget_class, ArbEightyCardForm, icon_symbol_row);
  gtk_widget_class_bind_template_child (widget_class, ArbEightyCardForm, icon_symbol_flow);
  gtk_widget_class_bind_template_child (widget_class, ArbEightyCardForm, symbol_row);
  gtk_widget_class_bind_template_child (widget_class, ArbEightyCardForm, symbol_flow);
  gtk_widget_class_bind_template_child (widget_class, ArbEightyCardForm, name_row);
  gtk_widget_class_bind_template_child (widget_class, ArbEightyCardForm, name_entry);
  gtk_widget_class_bind_template_child (widget_class, ArbEightyCardForm, draw_row);
  gtk_widget_class_bind_template_child (widget_class, ArbEightyCardForm, draw_flow);
  gtk_widget_class_bind_template_child (widget_class, ArbEightyCardForm, hint_label);
  gtk_widget_class_bind_template_child (widget_class, ArbEightyCardForm, back_button);
  gtk_widget_class_bind_template_callback (widget_class, on_name_activate);
  gtk_widget_class_bind_template_callback (widget_class, on_cancel_clicked);
  gtk_widget_class_bind_template_callback (widget_class, on_back_clicked);
}

static void
arb_eighty_card_form_init (ArbEightyCardForm *self)
{
  self->symbols = g_ptr_array_new_with_free_func (g_free);
  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
  self->preview = ARB_EIGHTY_CARD_VIEW (arb_eighty_card_view_new (96));
  adw_bin_set_child (self->preview_slot, GTK_WIDGET (self->preview));
  build_icons (self);
  build_draws (self);
}

GtkWidget *
arb_eighty_card_form_new (void)
{
  return g_object_new (ARB_TYPE_EIGHTY_CARD_FORM, NULL);
}
