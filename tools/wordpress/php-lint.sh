#!/usr/bin/env bash
# `php -l` on every PHP file of the plugin and of the test harness, with each PHP version installed
# (/usr/bin/phpX.Y: Debian offers one per release; the plugin declares PHP 7.4 and later).
set -euo pipefail
cd "$(dirname "$0")/../.."
mapfile -t versions < <(ls /usr/bin/php[0-9]* 2>/dev/null | grep -E '/php[0-9]+\.[0-9]+$' || true)
[ "${#versions[@]}" -gt 0 ] || versions=(php)
mapfile -t files < <(find public fixtures/wordpress tools/wordpress -name '*.php' | sort)
failed=0
for php in "${versions[@]}"; do
  for file in "${files[@]}"; do
    "$php" -l "$file" >/dev/null || failed=1
  done
  echo "php -l ($("$php" -r 'echo PHP_VERSION;')): ${#files[@]} files"
done
exit "$failed"
