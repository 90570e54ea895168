#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Installs what is missing, builds Arbiter and runs it from the build tree.
set -eu
cd "$(dirname "$0")/.."
. build-aux/deps.sh
arbiter_install_deps
[ -d build/meson-info ] || meson setup build --buildtype=debugoptimized
ninja -C build
export GSETTINGS_SCHEMA_DIR="$PWD/build/data"
exec build/src/ui/arbiter "$@"
