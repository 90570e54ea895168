# SPDX-License-Identifier: GPL-3.0-or-later
# Sourced by the CLI tests: runs arbiter-cli and checks what it says.
# Sets cli, records, tmp and failures; call cli_summary at the end.
cli=$1
records=$2
failures=0
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

fail () { echo "FAIL: $*"; failures=$((failures + 1)); }

expect_exit () {
  want=$1; shift
  "$@" >"$tmp/out" 2>"$tmp/err"
  got=$?
  [ "$got" -eq "$want" ] || fail "exit $got (wanted $want): $*: $(cat "$tmp/err")"
}

expect_in () {
  grep -qF -- "$2" "$tmp/$1" || fail "$1 lacks '$2': $(cat "$tmp/$1")"
}

json_ok () {
  /usr/bin/python3 -c 'import json,sys; json.load(open(sys.argv[1]))' "$tmp/out" \
    || fail "not JSON: $(head -c 300 "$tmp/out")"
}

json_field () {
  /usr/bin/python3 -c 'import json,sys; d=json.load(open(sys.argv[1])); print(eval(sys.argv[2]))' \
    "$tmp/out" "$1"
}

# The last line of a CLI test: says how it went and exits with it.
cli_summary () {
  if [ "$failures" -ne 0 ]; then
    echo "$failures $1 check(s) failed"
    exit 1
  fi
  echo "all $1 checks passed"
}
