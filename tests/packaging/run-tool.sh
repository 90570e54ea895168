#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# run-tool.sh TOOL ARG...: runs TOOL, or skips the test (exit 77) when TOOL
# is not installed, so a missing tool shows as SKIP instead of vanishing
# from the list.  build-aux/deps.sh installs every tool these tests use.
tool=$1
shift
if ! command -v "$tool" >/dev/null 2>&1; then
  echo "SKIP: $tool is not installed"
  exit 77
fi
exec "$tool" "$@"
