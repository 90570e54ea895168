#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Installs the Debian 12 packages Arbiter needs to build, run and test
# (clang and its runtime for the fuzz targets; poppler-utils renders the
# exported PDF in test-export; flatpak-builder, appstream and
# desktop-file-utils for the packaging tests),
# asking apt only for what is missing.  Sourced by run-app.sh and run-tests.sh.

ARBITER_PACKAGES="build-essential pkg-config meson ninja-build gettext
libglib2.0-dev libgtk-4-dev libadwaita-1-dev libsqlite3-dev libjson-glib-dev
libcmocka-dev desktop-file-utils appstream flatpak-builder
xvfb xauth dbus dbus-x11 at-spi2-core python3 python3-pyatspi python3-gi
fonts-cantarell adwaita-icon-theme xdotool poppler-utils
clang libclang-rt-14-dev"

arbiter_install_deps () {
  missing=""
  for pkg in $ARBITER_PACKAGES; do
    dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed" \
      || missing="$missing $pkg"
  done
  [ -z "$missing" ] && return 0
  echo "Installing:$missing"
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  $sudo apt-get update -qq || return 1
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends $missing \
    >/dev/null || return 1
}
