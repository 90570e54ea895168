/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * In a build with AddressSanitizer only: what the system libraries
 * allocate in their constructors, before main(), is not ours to check.
 * GLib allocates its first table of quarks there and leaks it on purpose
 * when the table grows past 2,048 quarks (gquark.c reads it without a
 * lock); LeakSanitizer cannot tell that from a leak of ours, and a
 * suppression cannot name it because GLib's frames carry no symbols.  So
 * leak checking is off from before the first constructor to main(), and
 * on for every allocation after.
 */
#include "config.h"

#include "arb-lsan.h"

#if defined(__has_feature)
# if __has_feature(address_sanitizer)
#  define ARB_ASAN 1
# endif
#endif
#if defined(__SANITIZE_ADDRESS__)
# define ARB_ASAN 1
#endif

#ifdef ARB_ASAN
#include <sanitizer/lsan_interface.h>

static void
ignore_constructors (void)
{
  __lsan_disable ();
}

/* runs before every shared library's constructor */
__attribute__((section (".preinit_array"), used))
static void (*arb_lsan_preinit) (void) = ignore_constructors;

void
arb_lsan_constructors_done (void)
{
  __lsan_enable ();
}
#else
void
arb_lsan_constructors_done (void)
{
}
#endif
