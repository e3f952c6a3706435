#!/usr/bin/env bash
# The Debian packages the tests need (packages.list, beside this file), installed or asked for.
#   ensure.sh missing   prints the packages not installed yet, one per line
#   ensure.sh install   installs them with apt-get (as root; .ci/run)
#   ensure.sh ensure    what `npm test` runs first: nothing when all are there; as root, installs
#                       the missing ones; otherwise stops at once and prints the one apt-get line
#                       to run as root
# SYSTEM_PACKAGES_LIST names another list (the script's own test).
set -euo pipefail

list="${SYSTEM_PACKAGES_LIST:-$(dirname "$0")/packages.list}"

# A check is a command on the PATH, or an absolute path that must exist.
present() {
  case "$1" in
    /*) [ -e "$1" ] ;;
    *) command -v "$1" >/dev/null 2>&1 ;;
  esac
}

missing_packages() {
  local line checks packages check
  while IFS= read -r line || [ -n "$line" ]; do
    line="${line%%#*}"
    [[ "$line" == *:* ]] || continue
    checks="${line%%:*}"
    packages="${line#*:}"
    for check in $checks; do
      if ! present "$check"; then
        # One package per line, each once.
        printf '%s\n' $packages
        break
      fi
    done
  done <"$list"
}

install_packages() {
  local packages
  packages=$(missing_packages | awk '!seen[$0]++' | tr '\n' ' ')
  [ -n "${packages// /}" ] || return 0
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  # shellcheck disable=SC2086 # one word per package
  apt-get install -y -qq $packages
}

case "${1:-ensure}" in
  missing) missing_packages | awk '!seen[$0]++' ;;
  install) install_packages ;;
  ensure)
    packages=$(missing_packages | awk '!seen[$0]++' | tr '\n' ' ')
    packages="${packages% }"
    [ -n "$packages" ] || exit 0
    if [ "$(id -u)" = 0 ]; then
      echo "Installing the system packages the tests need: $packages"
      install_packages
    else
      echo "The tests need system packages that are not installed: $packages" >&2
      echo "Install them as root, then run npm test again:" >&2
      echo "  apt-get update && apt-get install -y $packages" >&2
      exit 1
    fi
    ;;
  *)
    echo "usage: $0 [missing|install|ensure]" >&2
    exit 2
    ;;
esac
