#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Installs what is missing, builds Arbiter with AddressSanitizer and
# UndefinedBehaviorSanitizer (no recovery) and runs every test.  Ends
# with a line "N passed, N failed".
set -u
cd "$(dirname "$0")/.."
. build-aux/deps.sh
arbiter_install_deps || { echo "could not install the build dependencies"; echo "0 passed, 1 failed"; exit 1; }

dir=build-asan
if [ ! -d "$dir/meson-info" ]; then
  meson setup "$dir" --buildtype=debug \
    -Db_sanitize=address,undefined -Db_lundef=false \
    -Dc_args=-fno-sanitize-recover=all -Dc_link_args=-fno-sanitize-recover=all \
    || { echo "0 passed, 1 failed"; exit 1; }
fi
if ! ninja -C "$dir"; then
  echo "0 passed, 1 failed"
  exit 1
fi

export ASAN_OPTIONS="detect_leaks=1:abort_on_error=1"
export UBSAN_OPTIONS="halt_on_error=1:print_stacktrace=1"
export LSAN_OPTIONS="suppressions=$PWD/build-aux/lsan.supp:print_suppressions=0"
# The sanitizers slow the UI tests several times over; a shared machine
# more still.  The timeouts only catch a hang, so give them room.
meson test -C "$dir" --print-errorlogs --num-processes 2 --timeout-multiplier 3
status=$?

# The fuzz targets, built with clang, each run briefly on its seed corpus.
fuzz=build-fuzz
logs="$dir/meson-logs/testlog.json"
if { [ -d "$fuzz/meson-info" ] || CC=clang meson setup "$fuzz" --buildtype=debug -Dui=false -Dfuzzing=true; } \
   && ninja -C "$fuzz" tests/fuzz/fuzz-record tests/fuzz/fuzz-nothanks tests/fuzz/fuzz-splitvote \
        tests/fuzz/fuzz-tilerummy tests/fuzz/fuzz-eighty tests/fuzz/fuzz-votestuffing \
   && rm -f "$fuzz/meson-logs/testlog.json" \
   && meson test -C "$fuzz" --no-rebuild --suite fuzz --print-errorlogs --num-processes 2; then
  :
else
  status=1
fi
[ -f "$fuzz/meson-logs/testlog.json" ] && logs="$logs $fuzz/meson-logs/testlog.json"

/usr/bin/python3 - $logs <<'PY'
import json, re, sys
passed = failed = skipped = 0
# what the tests counted: kills survived, fuzz inputs, bad inputs, keys
said = re.compile(r"(kills survived|inputs run|bad inputs|keys for|keys a tile|game match|two writers)")
for path in sys.argv[1:]:
    for line in open(path):
        test = json.loads(line)
        result = test["result"]
        if result in ("OK", "EXPECTEDFAIL"):
            passed += 1
        elif result == "SKIP":
            skipped += 1
        else:
            failed += 1
        for out in (test.get("stdout") or "").splitlines():
            if said.search(out):
                print(out.lstrip("# "))
print(f"{passed} passed, {failed} failed" + (f", {skipped} skipped" if skipped else ""))
PY
exit $status
