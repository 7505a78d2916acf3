#!/usr/bin/env bash
# Installs the Debian packages the browser tests need when one is missing: Chromium (and an Arabic-capable font)
# for Playwright, WordPress + PHP + MariaDB for the real-WordPress tests. Prints what it installs; quick and silent
# when everything is there. Fails with the install command when it cannot install (not root, no sudo, no apt).
set -euo pipefail

packages=(chromium fonts-noto-core wordpress php-cli php-mysql mariadb-server)
missing=()
for p in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$p")
  fi
done
[ ${#missing[@]} -eq 0 ] && exit 0

cmd="apt-get install -y --no-install-recommends ${missing[*]}"
echo "storefront-widgets: installing Debian packages for the browser tests: ${missing[*]}"
SUDO=""
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null && sudo -n true 2>/dev/null; then SUDO="sudo"; else
    echo "storefront-widgets: cannot install as $(id -un). Run: sudo apt-get update && sudo $cmd" >&2
    exit 1
  fi
fi
if ! command -v apt-get >/dev/null; then
  echo "storefront-widgets: no apt-get here. Install these Debian packages: ${missing[*]}" >&2
  exit 1
fi
export DEBIAN_FRONTEND=noninteractive
# Debian's packages must not start system services (apache2, mariadb) for us: the tests start their own.
policy=""
if [ ! -e /usr/sbin/policy-rc.d ]; then
  policy=/usr/sbin/policy-rc.d
  printf '#!/bin/sh\nexit 101\n' | $SUDO tee "$policy" >/dev/null && $SUDO chmod +x "$policy"
fi
# an `if`, not `[ -n ] &&`: with a policy file already there (Debian images ship one) the `&&` list would be the
# last status of the EXIT trap and turn a good install into exit 1
cleanup() { if [ -n "$policy" ]; then $SUDO rm -f "$policy"; fi; }
trap cleanup EXIT
if ! { $SUDO apt-get update -qq && $SUDO $cmd -qq >/dev/null; }; then
  echo "storefront-widgets: the install failed. Run: ${SUDO:+sudo }apt-get update && ${SUDO:+sudo }$cmd" >&2
  exit 1
fi
echo "storefront-widgets: installed ${missing[*]}"
