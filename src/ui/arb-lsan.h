/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

void arb_lsan_constructors_done (void);
