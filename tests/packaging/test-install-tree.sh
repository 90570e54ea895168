#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# test-install-tree.sh SOURCE_ROOT WORK_DIR APP_ID
#
# Installs Arbiter as the Flatpak does (meson, --prefix=/app, no tests)
# into WORK_DIR/dest and validates the installed tree: appstreamcli
# validate-tree (offline), the desktop file, the GSettings schema, the icons,
# and the binaries the metainfo says it provides.  The build under WORK_DIR
# is kept between runs, so a second run only rebuilds what changed.
# Skips (77) only when a tool it needs is not installed.
set -u
src=$1
work=$2
app_id=$3

for tool in meson ninja appstreamcli desktop-file-validate glib-compile-schemas; do
  if ! command -v "$tool" >/dev/null 2>&1; then
    echo "SKIP: $tool is not installed"
    exit 77
  fi
done

build=$work/build
dest=$work/dest
app=$dest/app
rm -rf "$dest"
mkdir -p "$work"

# The sanitizer run's variables are for the tests' own binaries, not for
# this plain build.
unset ASAN_OPTIONS UBSAN_OPTIONS LSAN_OPTIONS MALLOC_CHECK_ MALLOC_PERTURB_

if [ ! -f "$build/meson-info/intro-buildoptions.json" ]; then
  rm -rf "$build"
  if ! meson setup "$build" "$src" --prefix=/app --buildtype=plain --wrap-mode=nodownload \
         -Dui=true -Dtests=false -Ddevelopment=false >"$work/setup.log" 2>&1; then
    cat "$work/setup.log"
    echo "FAIL: meson setup --prefix=/app"
    exit 1
  fi
fi
# Two jobs, as many as the machine has cores.
if ! ninja -C "$build" -j 2 >"$work/build.log" 2>&1; then
  tail -50 "$work/build.log"
  echo "FAIL: building with --prefix=/app"
  exit 1
fi
if ! meson install -C "$build" --no-rebuild --destdir "$dest" >"$work/install.log" 2>&1; then
  cat "$work/install.log"
  echo "FAIL: meson install --destdir $dest"
  exit 1
fi
echo "ok: installed into $app"

status=0
fail () { echo "FAIL: $*"; status=1; }

for file in \
    bin/arbiter bin/arbiter-cli \
    "share/applications/$app_id.desktop" \
    "share/metainfo/$app_id.metainfo.xml" \
    "share/icons/hicolor/scalable/apps/$app_id.svg" \
    "share/icons/hicolor/symbolic/apps/$app_id-symbolic.svg" \
    "share/glib-2.0/schemas/$app_id.gschema.xml"; do
  [ -f "$app/$file" ] || fail "$file is not installed"
done
for file in bin/arbiter bin/arbiter-cli; do
  [ -x "$app/$file" ] || fail "$file is not executable"
done

# Flatpak exports only files named after the app id.
for file in $(cd "$app/share" && find applications metainfo icons -type f); do
  case "$(basename "$file")" in
    "$app_id".*|"$app_id"-symbolic.*) ;;
    *) fail "share/$file is not named after $app_id, so Flatpak would not export it" ;;
  esac
done

grep -q "^Icon=$app_id\$" "$app/share/applications/$app_id.desktop" \
  || fail "the desktop file's Icon= is not $app_id"
for binary in $(sed -n 's:.*<binary>\(.*\)</binary>.*:\1:p' "$app/share/metainfo/$app_id.metainfo.xml"); do
  [ -x "$app/bin/$binary" ] || fail "the metainfo provides $binary, which is not installed"
done

desktop-file-validate "$app/share/applications/$app_id.desktop" || fail "desktop-file-validate"
glib-compile-schemas --strict --dry-run "$app/share/glib-2.0/schemas" || fail "glib-compile-schemas --strict"

# validate-tree finds the metainfo, its desktop file and the icon by the
# app id, as a software centre would.
if appstreamcli validate-tree --no-net --explain "$app"; then
  echo "ok: appstreamcli validate-tree --no-net $app"
else
  fail "appstreamcli validate-tree --no-net $app"
fi

[ $status -eq 0 ] && echo "ok: the installed tree is complete and valid"
exit $status
